// Code generated via abigen V2 - DO NOT EDIT.
// This file is a generated binding and any manual changes will be lost.

package bindings

import (
	"bytes"
	"errors"
	"math/big"

	"github.com/ethereum/go-ethereum/accounts/abi"
	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
)

// Reference imports to suppress errors if they are not otherwise used.
var (
	_ = bytes.Equal
	_ = errors.New
	_ = big.NewInt
	_ = common.Big1
	_ = types.BloomLookup
	_ = abi.ConvertType
)

// DepositFactoryMetaData contains all meta data concerning the DepositFactory contract.
var DepositFactoryMetaData = bind.MetaData{
	ABI: "[{\"inputs\":[{\"internalType\":\"address\",\"name\":\"owner_\",\"type\":\"address\"}],\"stateMutability\":\"nonpayable\",\"type\":\"constructor\"},{\"inputs\":[],\"name\":\"FailedDeployment\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"balance\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"needed\",\"type\":\"uint256\"}],\"name\":\"InsufficientBalance\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"caller\",\"type\":\"address\"}],\"name\":\"NotController\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"caller\",\"type\":\"address\"}],\"name\":\"NotOwner\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"ZeroAddress\",\"type\":\"error\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"controller\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"bool\",\"name\":\"allowed\",\"type\":\"bool\"}],\"name\":\"ControllerSet\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"id\",\"type\":\"bytes32\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"token\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"to\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"DepositSwept\",\"type\":\"event\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"controller\",\"type\":\"address\"}],\"name\":\"controllers\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"\",\"type\":\"bool\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"id\",\"type\":\"bytes32\"}],\"name\":\"depositAddress\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"forwarder\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"owner\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"controller\",\"type\":\"address\"},{\"internalType\":\"bool\",\"name\":\"allowed\",\"type\":\"bool\"}],\"name\":\"setController\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"id\",\"type\":\"bytes32\"},{\"internalType\":\"contractIERC20\",\"name\":\"token\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"to\",\"type\":\"address\"}],\"name\":\"sweep\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"}]",
	ID:  "DepositFactory",
	Bin: "0x60c060405234801561000f575f5ffd5b50604051610aac380380610aac83398101604081905261002e916100a7565b6001600160a01b0381166100555760405163d92e233d60e01b815260040160405180910390fd5b6001600160a01b03811660a05260405161006e9061009a565b604051809103905ff080158015610087573d5f5f3e3d5ffd5b506001600160a01b0316608052506100d4565b6103158061079783390190565b5f602082840312156100b7575f5ffd5b81516001600160a01b03811681146100cd575f5ffd5b9392505050565b60805160a05161068e6101095f395f818160d6015261035d01525f81816101440152818161016c0152610215015261068e5ff3fe608060405234801561000f575f5ffd5b506004361061006f575f3560e01c8063da8c229e1161004d578063da8c229e146100f8578063e0dba60f1461012a578063f645d4f91461013f575f5ffd5b806331eecaf4146100735780636f7f6d04146100b05780638da5cb5b146100d1575b5f5ffd5b61008661008136600461059a565b610166565b60405173ffffffffffffffffffffffffffffffffffffffff90911681526020015b60405180910390f35b6100c36100be3660046105d5565b610197565b6040519081526020016100a7565b6100867f000000000000000000000000000000000000000000000000000000000000000081565b61011a610106366004610614565b5f6020819052908152604090205460ff1681565b60405190151581526020016100a7565b61013d61013836600461062f565b610345565b005b6100867f000000000000000000000000000000000000000000000000000000000000000081565b5f6101917f00000000000000000000000000000000000000000000000000000000000000008361048a565b92915050565b335f9081526020819052604081205460ff166101e6576040517f66719b7a0000000000000000000000000000000000000000000000000000000081523360048201526024015b60405180910390fd5b5f6101f085610166565b90508073ffffffffffffffffffffffffffffffffffffffff163b5f0361023c5761023a7f000000000000000000000000000000000000000000000000000000000000000086610502565b505b6040517fb8dc491b00000000000000000000000000000000000000000000000000000000815273ffffffffffffffffffffffffffffffffffffffff8581166004830152848116602483015282169063b8dc491b906044016020604051808303815f875af11580156102af573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906102d3919061066a565b91508273ffffffffffffffffffffffffffffffffffffffff168473ffffffffffffffffffffffffffffffffffffffff16867f30d9ea185d3de55dc16d1dd0a8d8d8c07be4ce7ec1f9b582b0f25832ad3ec4268560405161033591815260200190565b60405180910390a4509392505050565b3373ffffffffffffffffffffffffffffffffffffffff7f000000000000000000000000000000000000000000000000000000000000000016146103b6576040517f245aecd30000000000000000000000000000000000000000000000000000000081523360048201526024016101dd565b73ffffffffffffffffffffffffffffffffffffffff8216610403576040517fd92e233d00000000000000000000000000000000000000000000000000000000815260040160405180910390fd5b73ffffffffffffffffffffffffffffffffffffffff82165f818152602081815260409182902080547fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff001685151590811790915591519182527f9c1e55b2ea976b1ce106746d9325847e838c89adca542764df43b80cadb59b04910160405180910390a25050565b6040513060388201526f5af43d82803e903d91602b57fd5bf3ff602482015260148101839052733d602d80600a3d3981f3363d3d373d3d3d363d738152605881018290526037600c820120607882015260556043909101205f9073ffffffffffffffffffffffffffffffffffffffff165b9392505050565b5f6104fb83838380763d602d80600a3d3981f3363d3d373d3d3d363d730000008460601b60e81c175f526e5af43d82803e903d91602b57fd5bf38460781b17602052826037600984f5905073ffffffffffffffffffffffffffffffffffffffff81166104fb576040517fb06ebf3d00000000000000000000000000000000000000000000000000000000815260040160405180910390fd5b5f602082840312156105aa575f5ffd5b5035919050565b73ffffffffffffffffffffffffffffffffffffffff811681146105d2575f5ffd5b50565b5f5f5f606084860312156105e7575f5ffd5b8335925060208401356105f9816105b1565b91506040840135610609816105b1565b809150509250925092565b5f60208284031215610624575f5ffd5b81356104fb816105b1565b5f5f60408385031215610640575f5ffd5b823561064b816105b1565b91506020830135801515811461065f575f5ffd5b809150509250929050565b5f6020828403121561067a575f5ffd5b505191905056fea164736f6c6343000825000a60a0604052348015600e575f5ffd5b50336080526080516102eb61002a5f395f606b01526102eb5ff3fe608060405234801561000f575f5ffd5b5060043610610029575f3560e01c8063b8dc491b1461002d575b5f5ffd5b61004061003b366004610290565b610052565b60405190815260200160405180910390f35b5f3373ffffffffffffffffffffffffffffffffffffffff7f000000000000000000000000000000000000000000000000000000000000000016146100c9576040517f920614730000000000000000000000000000000000000000000000000000000081523360048201526024015b60405180910390fd5b6040517f70a0823100000000000000000000000000000000000000000000000000000000815230600482015273ffffffffffffffffffffffffffffffffffffffff8416906370a0823190602401602060405180830381865afa158015610131573d5f5f3e3d5ffd5b505050506040513d601f19601f8201168201806040525081019061015591906102c7565b9050801561017e5761017e73ffffffffffffffffffffffffffffffffffffffff84168383610184565b92915050565b61019183838360016101e4565b6101df576040517f5274afe700000000000000000000000000000000000000000000000000000000815273ffffffffffffffffffffffffffffffffffffffff841660048201526024016100c0565b505050565b6040517fa9059cbb000000000000000000000000000000000000000000000000000000005f81815273ffffffffffffffffffffffffffffffffffffffff8616600452602485905291602083604481808b5af1925060015f51148316610260578383151615610254573d5f823e3d81fd5b5f873b113d1516831692505b60405250949350505050565b73ffffffffffffffffffffffffffffffffffffffff8116811461028d575f5ffd5b50565b5f5f604083850312156102a1575f5ffd5b82356102ac8161026c565b915060208301356102bc8161026c565b809150509250929050565b5f602082840312156102d7575f5ffd5b505191905056fea164736f6c6343000825000a",
}

// DepositFactory is an auto generated Go binding around an Ethereum contract.
type DepositFactory struct {
	abi abi.ABI
}

// GetABI returns the ABI associated with this contract binding.
func (c *DepositFactory) GetABI() abi.ABI {
	return c.abi
}

// NewDepositFactory creates a new instance of DepositFactory.
func NewDepositFactory() *DepositFactory {
	parsed, err := DepositFactoryMetaData.ParseABI()
	if err != nil {
		panic(errors.New("invalid ABI: " + err.Error()))
	}
	return &DepositFactory{abi: *parsed}
}

// Instance creates a wrapper for a deployed contract instance at the given address.
// Use this to create the instance object passed to abigen v2 library functions Call, Transact, etc.
func (c *DepositFactory) Instance(backend bind.ContractBackend, addr common.Address) *bind.BoundContract {
	return bind.NewBoundContract(addr, c.abi, backend, backend, backend)
}

// PackConstructor is the Go binding used to pack the parameters required for
// contract deployment.
//
// Solidity: constructor(address owner_) returns()
func (depositFactory *DepositFactory) PackConstructor(owner_ common.Address) []byte {
	enc, err := depositFactory.abi.Pack("", owner_)
	if err != nil {
		panic(err)
	}
	return enc
}

// PackControllers is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xda8c229e.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function controllers(address controller) view returns(bool)
func (depositFactory *DepositFactory) PackControllers(controller common.Address) []byte {
	enc, err := depositFactory.abi.Pack("controllers", controller)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackControllers is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xda8c229e.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function controllers(address controller) view returns(bool)
func (depositFactory *DepositFactory) TryPackControllers(controller common.Address) ([]byte, error) {
	return depositFactory.abi.Pack("controllers", controller)
}

// UnpackControllers is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xda8c229e.
//
// Solidity: function controllers(address controller) view returns(bool)
func (depositFactory *DepositFactory) UnpackControllers(data []byte) (bool, error) {
	out, err := depositFactory.abi.Unpack("controllers", data)
	if err != nil {
		return *new(bool), err
	}
	out0 := *abi.ConvertType(out[0], new(bool)).(*bool)
	return out0, nil
}

// PackDepositAddress is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x31eecaf4.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function depositAddress(bytes32 id) view returns(address)
func (depositFactory *DepositFactory) PackDepositAddress(id [32]byte) []byte {
	enc, err := depositFactory.abi.Pack("depositAddress", id)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackDepositAddress is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x31eecaf4.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function depositAddress(bytes32 id) view returns(address)
func (depositFactory *DepositFactory) TryPackDepositAddress(id [32]byte) ([]byte, error) {
	return depositFactory.abi.Pack("depositAddress", id)
}

// UnpackDepositAddress is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x31eecaf4.
//
// Solidity: function depositAddress(bytes32 id) view returns(address)
func (depositFactory *DepositFactory) UnpackDepositAddress(data []byte) (common.Address, error) {
	out, err := depositFactory.abi.Unpack("depositAddress", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// PackForwarder is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xf645d4f9.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function forwarder() view returns(address)
func (depositFactory *DepositFactory) PackForwarder() []byte {
	enc, err := depositFactory.abi.Pack("forwarder")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackForwarder is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xf645d4f9.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function forwarder() view returns(address)
func (depositFactory *DepositFactory) TryPackForwarder() ([]byte, error) {
	return depositFactory.abi.Pack("forwarder")
}

// UnpackForwarder is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xf645d4f9.
//
// Solidity: function forwarder() view returns(address)
func (depositFactory *DepositFactory) UnpackForwarder(data []byte) (common.Address, error) {
	out, err := depositFactory.abi.Unpack("forwarder", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// PackOwner is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x8da5cb5b.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function owner() view returns(address)
func (depositFactory *DepositFactory) PackOwner() []byte {
	enc, err := depositFactory.abi.Pack("owner")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackOwner is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x8da5cb5b.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function owner() view returns(address)
func (depositFactory *DepositFactory) TryPackOwner() ([]byte, error) {
	return depositFactory.abi.Pack("owner")
}

// UnpackOwner is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x8da5cb5b.
//
// Solidity: function owner() view returns(address)
func (depositFactory *DepositFactory) UnpackOwner(data []byte) (common.Address, error) {
	out, err := depositFactory.abi.Unpack("owner", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// PackSetController is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xe0dba60f.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function setController(address controller, bool allowed) returns()
func (depositFactory *DepositFactory) PackSetController(controller common.Address, allowed bool) []byte {
	enc, err := depositFactory.abi.Pack("setController", controller, allowed)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSetController is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xe0dba60f.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function setController(address controller, bool allowed) returns()
func (depositFactory *DepositFactory) TryPackSetController(controller common.Address, allowed bool) ([]byte, error) {
	return depositFactory.abi.Pack("setController", controller, allowed)
}

// PackSweep is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x6f7f6d04.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function sweep(bytes32 id, address token, address to) returns(uint256 amount)
func (depositFactory *DepositFactory) PackSweep(id [32]byte, token common.Address, to common.Address) []byte {
	enc, err := depositFactory.abi.Pack("sweep", id, token, to)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSweep is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x6f7f6d04.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function sweep(bytes32 id, address token, address to) returns(uint256 amount)
func (depositFactory *DepositFactory) TryPackSweep(id [32]byte, token common.Address, to common.Address) ([]byte, error) {
	return depositFactory.abi.Pack("sweep", id, token, to)
}

// UnpackSweep is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x6f7f6d04.
//
// Solidity: function sweep(bytes32 id, address token, address to) returns(uint256 amount)
func (depositFactory *DepositFactory) UnpackSweep(data []byte) (*big.Int, error) {
	out, err := depositFactory.abi.Unpack("sweep", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// DepositFactoryControllerSet represents a ControllerSet event raised by the DepositFactory contract.
type DepositFactoryControllerSet struct {
	Controller common.Address
	Allowed    bool
	Raw        *types.Log // Blockchain specific contextual infos
}

const DepositFactoryControllerSetEventName = "ControllerSet"

// ContractEventName returns the user-defined event name.
func (DepositFactoryControllerSet) ContractEventName() string {
	return DepositFactoryControllerSetEventName
}

// UnpackControllerSetEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event ControllerSet(address indexed controller, bool allowed)
func (depositFactory *DepositFactory) UnpackControllerSetEvent(log *types.Log) (*DepositFactoryControllerSet, error) {
	event := "ControllerSet"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != depositFactory.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(DepositFactoryControllerSet)
	if len(log.Data) > 0 {
		if err := depositFactory.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range depositFactory.abi.Events[event].Inputs {
		if arg.Indexed {
			indexed = append(indexed, arg)
		}
	}
	if err := abi.ParseTopics(out, indexed, log.Topics[1:]); err != nil {
		return nil, err
	}
	out.Raw = log
	return out, nil
}

// DepositFactoryDepositSwept represents a DepositSwept event raised by the DepositFactory contract.
type DepositFactoryDepositSwept struct {
	Id     [32]byte
	Token  common.Address
	To     common.Address
	Amount *big.Int
	Raw    *types.Log // Blockchain specific contextual infos
}

const DepositFactoryDepositSweptEventName = "DepositSwept"

// ContractEventName returns the user-defined event name.
func (DepositFactoryDepositSwept) ContractEventName() string {
	return DepositFactoryDepositSweptEventName
}

// UnpackDepositSweptEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event DepositSwept(bytes32 indexed id, address indexed token, address indexed to, uint256 amount)
func (depositFactory *DepositFactory) UnpackDepositSweptEvent(log *types.Log) (*DepositFactoryDepositSwept, error) {
	event := "DepositSwept"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != depositFactory.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(DepositFactoryDepositSwept)
	if len(log.Data) > 0 {
		if err := depositFactory.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range depositFactory.abi.Events[event].Inputs {
		if arg.Indexed {
			indexed = append(indexed, arg)
		}
	}
	if err := abi.ParseTopics(out, indexed, log.Topics[1:]); err != nil {
		return nil, err
	}
	out.Raw = log
	return out, nil
}

// UnpackError attempts to decode the provided error data using user-defined
// error definitions.
func (depositFactory *DepositFactory) UnpackError(raw []byte) (any, error) {
	if bytes.Equal(raw[:4], depositFactory.abi.Errors["FailedDeployment"].ID.Bytes()[:4]) {
		return depositFactory.UnpackFailedDeploymentError(raw[4:])
	}
	if bytes.Equal(raw[:4], depositFactory.abi.Errors["InsufficientBalance"].ID.Bytes()[:4]) {
		return depositFactory.UnpackInsufficientBalanceError(raw[4:])
	}
	if bytes.Equal(raw[:4], depositFactory.abi.Errors["NotController"].ID.Bytes()[:4]) {
		return depositFactory.UnpackNotControllerError(raw[4:])
	}
	if bytes.Equal(raw[:4], depositFactory.abi.Errors["NotOwner"].ID.Bytes()[:4]) {
		return depositFactory.UnpackNotOwnerError(raw[4:])
	}
	if bytes.Equal(raw[:4], depositFactory.abi.Errors["ZeroAddress"].ID.Bytes()[:4]) {
		return depositFactory.UnpackZeroAddressError(raw[4:])
	}
	return nil, errors.New("Unknown error")
}

// DepositFactoryFailedDeployment represents a FailedDeployment error raised by the DepositFactory contract.
type DepositFactoryFailedDeployment struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error FailedDeployment()
func DepositFactoryFailedDeploymentErrorID() common.Hash {
	return common.HexToHash("0xb06ebf3d5067824a3fe5d5ba19471e035a7de6c88dac362c77b162830a5b9093")
}

// UnpackFailedDeploymentError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error FailedDeployment()
func (depositFactory *DepositFactory) UnpackFailedDeploymentError(raw []byte) (*DepositFactoryFailedDeployment, error) {
	out := new(DepositFactoryFailedDeployment)
	if err := depositFactory.abi.UnpackIntoInterface(out, "FailedDeployment", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// DepositFactoryInsufficientBalance represents a InsufficientBalance error raised by the DepositFactory contract.
type DepositFactoryInsufficientBalance struct {
	Balance *big.Int
	Needed  *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error InsufficientBalance(uint256 balance, uint256 needed)
func DepositFactoryInsufficientBalanceErrorID() common.Hash {
	return common.HexToHash("0xcf4791818fba6e019216eb4864093b4947f674afada5d305e57d598b641dad1d")
}

// UnpackInsufficientBalanceError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error InsufficientBalance(uint256 balance, uint256 needed)
func (depositFactory *DepositFactory) UnpackInsufficientBalanceError(raw []byte) (*DepositFactoryInsufficientBalance, error) {
	out := new(DepositFactoryInsufficientBalance)
	if err := depositFactory.abi.UnpackIntoInterface(out, "InsufficientBalance", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// DepositFactoryNotController represents a NotController error raised by the DepositFactory contract.
type DepositFactoryNotController struct {
	Caller common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error NotController(address caller)
func DepositFactoryNotControllerErrorID() common.Hash {
	return common.HexToHash("0x66719b7a0a95dbc958b0affb0a1579766aeb05d9186213ce7301372b253ca785")
}

// UnpackNotControllerError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error NotController(address caller)
func (depositFactory *DepositFactory) UnpackNotControllerError(raw []byte) (*DepositFactoryNotController, error) {
	out := new(DepositFactoryNotController)
	if err := depositFactory.abi.UnpackIntoInterface(out, "NotController", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// DepositFactoryNotOwner represents a NotOwner error raised by the DepositFactory contract.
type DepositFactoryNotOwner struct {
	Caller common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error NotOwner(address caller)
func DepositFactoryNotOwnerErrorID() common.Hash {
	return common.HexToHash("0x245aecd3fabbd17d6c3c92dc7f0ab916ea8cbf6fc1862c8b56893090ac3fff4c")
}

// UnpackNotOwnerError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error NotOwner(address caller)
func (depositFactory *DepositFactory) UnpackNotOwnerError(raw []byte) (*DepositFactoryNotOwner, error) {
	out := new(DepositFactoryNotOwner)
	if err := depositFactory.abi.UnpackIntoInterface(out, "NotOwner", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// DepositFactoryZeroAddress represents a ZeroAddress error raised by the DepositFactory contract.
type DepositFactoryZeroAddress struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ZeroAddress()
func DepositFactoryZeroAddressErrorID() common.Hash {
	return common.HexToHash("0xd92e233df2717d4a40030e20904abd27b68fcbeede117eaaccbbdac9618c8c73")
}

// UnpackZeroAddressError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ZeroAddress()
func (depositFactory *DepositFactory) UnpackZeroAddressError(raw []byte) (*DepositFactoryZeroAddress, error) {
	out := new(DepositFactoryZeroAddress)
	if err := depositFactory.abi.UnpackIntoInterface(out, "ZeroAddress", raw); err != nil {
		return nil, err
	}
	return out, nil
}

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

// ReentrantTokenMetaData contains all meta data concerning the ReentrantToken contract.
var ReentrantTokenMetaData = bind.MetaData{
	ABI: "[{\"inputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"constructor\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"spender\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"allowance\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"needed\",\"type\":\"uint256\"}],\"name\":\"ERC20InsufficientAllowance\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"sender\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"balance\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"needed\",\"type\":\"uint256\"}],\"name\":\"ERC20InsufficientBalance\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"approver\",\"type\":\"address\"}],\"name\":\"ERC20InvalidApprover\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"receiver\",\"type\":\"address\"}],\"name\":\"ERC20InvalidReceiver\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"sender\",\"type\":\"address\"}],\"name\":\"ERC20InvalidSender\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"spender\",\"type\":\"address\"}],\"name\":\"ERC20InvalidSpender\",\"type\":\"error\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"owner\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"spender\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"value\",\"type\":\"uint256\"}],\"name\":\"Approval\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"target\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"bool\",\"name\":\"success\",\"type\":\"bool\"},{\"indexed\":false,\"internalType\":\"bytes\",\"name\":\"returnData\",\"type\":\"bytes\"}],\"name\":\"Reentered\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"from\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"to\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"value\",\"type\":\"uint256\"}],\"name\":\"Transfer\",\"type\":\"event\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"owner\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"spender\",\"type\":\"address\"}],\"name\":\"allowance\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"spender\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"value\",\"type\":\"uint256\"}],\"name\":\"approve\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"\",\"type\":\"bool\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"target_\",\"type\":\"address\"},{\"internalType\":\"bytes\",\"name\":\"data\",\"type\":\"bytes\"},{\"internalType\":\"bool\",\"name\":\"onTransfer_\",\"type\":\"bool\"},{\"internalType\":\"bool\",\"name\":\"onTransferFrom_\",\"type\":\"bool\"},{\"internalType\":\"bool\",\"name\":\"bubble_\",\"type\":\"bool\"}],\"name\":\"arm\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"account\",\"type\":\"address\"}],\"name\":\"balanceOf\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"bubble\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"\",\"type\":\"bool\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"callTarget\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"decimals\",\"outputs\":[{\"internalType\":\"uint8\",\"name\":\"\",\"type\":\"uint8\"}],\"stateMutability\":\"pure\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"disarm\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"lastReturnData\",\"outputs\":[{\"internalType\":\"bytes\",\"name\":\"\",\"type\":\"bytes\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"lastSucceeded\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"\",\"type\":\"bool\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"to\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"mint\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"name\",\"outputs\":[{\"internalType\":\"string\",\"name\":\"\",\"type\":\"string\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"onTransfer\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"\",\"type\":\"bool\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"onTransferFrom\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"\",\"type\":\"bool\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"reentries\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"reentryData\",\"outputs\":[{\"internalType\":\"bytes\",\"name\":\"\",\"type\":\"bytes\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"symbol\",\"outputs\":[{\"internalType\":\"string\",\"name\":\"\",\"type\":\"string\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"target\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"totalSupply\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"to\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"value\",\"type\":\"uint256\"}],\"name\":\"transfer\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"\",\"type\":\"bool\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"from\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"to\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"value\",\"type\":\"uint256\"}],\"name\":\"transferFrom\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"\",\"type\":\"bool\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"}]",
	ID:  "ReentrantToken",
	Bin: "0x608060405234801561000f575f5ffd5b506040518060400160405280600f81526020016e2932b2b73a3930b73a102a37b5b2b760891b815250604051806040016040528060078152602001662922a2a72a22a960c91b8152508160039081610067919061011f565b506004610074828261011f565b5050506101dd565b634e487b7160e01b5f52604160045260245ffd5b600181811c908216806100a457607f821691505b6020821081036100c257634e487b7160e01b5f52602260045260245ffd5b50919050565b601f82111561011a578282111561011a57805f5260205f20601f840160051c60208510156100f357505f5b90810190601f840160051c035f5b81811015610116575f83820155600101610101565b5050505b505050565b81516001600160401b038111156101385761013861007c565b61014c816101468454610090565b846100c8565b6020601f82116001811461017e575f83156101675750848201515b5f19600385901b1c1916600184901b1784556101d6565b5f84815260208120601f198516915b828110156101ad578785015182556020948501946001909201910161018d565b50848210156101ca57868401515f19600387901b60f8161c191681555b505060018360011b0184555b5050505050565b61121c806101ea5f395ff3fe608060405234801561000f575f5ffd5b506004361061016e575f3560e01c806355afa2e0116100d2578063a9059cbb11610088578063dd62ed3e11610063578063dd62ed3e14610311578063e991657114610356578063ff51a40714610363575f5ffd5b8063a9059cbb146102b1578063b36ae5e6146102c4578063d4b83992146102cc575f5ffd5b806370a08231116100b857806370a0823114610247578063839850821461027c57806395d89b41146102a9575f5ffd5b806355afa2e01461022c5780636578986d1461023e575f5ffd5b80632872b1ff1161012757806340c10f191161010d57806340c10f19146101f95780634ce637d61461020c5780635472ebc61461021f575f5ffd5b80632872b1ff146101e0578063313ce567146101ea575f5ffd5b806318160ddd1161015757806318160ddd146101b357806323b872dd146101c557806326a2b98c146101d8575f5ffd5b806306fdde0314610172578063095ea7b314610190575b5f5ffd5b61017a610376565b6040516101879190610ce5565b60405180910390f35b6101a361019e366004610d1f565b610406565b6040519015158152602001610187565b6002545b604051908152602001610187565b6101a36101d3366004610d47565b61041f565b61017a61045b565b6101e86104e7565b005b60405160068152602001610187565b6101e8610207366004610d1f565b6104f1565b6007546101a39062010000900460ff1681565b6007546101a39060ff1681565b6007546101a390610100900460ff1681565b6101b760085481565b6101b7610255366004610d81565b73ffffffffffffffffffffffffffffffffffffffff165f9081526020819052604090205490565b6101e8600780547fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff0000169055565b61017a6104ff565b6101a36102bf366004610d1f565b61050e565b61017a610543565b6005546102ec9073ffffffffffffffffffffffffffffffffffffffff1681565b60405173ffffffffffffffffffffffffffffffffffffffff9091168152602001610187565b6101b761031f366004610d9a565b73ffffffffffffffffffffffffffffffffffffffff9182165f90815260016020908152604080832093909416825291909152205490565b6009546101a39060ff1681565b6101e8610371366004610dda565b610550565b60606003805461038590610e88565b80601f01602080910402602001604051908101604052809291908181526020018280546103b190610e88565b80156103fc5780601f106103d3576101008083540402835291602001916103fc565b820191905f5260205f20905b8154815290600101906020018083116103df57829003601f168201915b5050505050905090565b5f33610413818585610630565b60019150505b92915050565b6007545f90610100900460ff16801561043b5750600b5460ff16155b1561044857610448610642565b6104538484846107cf565b949350505050565b600a805461046890610e88565b80601f016020809104026020016040519081016040528092919081815260200182805461049490610e88565b80156104df5780601f106104b6576101008083540402835291602001916104df565b820191905f5260205f20905b8154815290600101906020018083116104c257829003601f168201915b505050505081565b6104ef610642565b565b6104fb82826107f2565b5050565b60606004805461038590610e88565b6007545f9060ff1680156105255750600b5460ff16155b1561053257610532610642565b61053c8383610851565b9392505050565b6006805461046890610e88565b600580547fffffffffffffffffffffffff00000000000000000000000000000000000000001673ffffffffffffffffffffffffffffffffffffffff8816179055600661059d858783610f5c565b50600780547fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff0000169315157fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff00ff169390931761010092151592909202919091177fffffffffffffffffffffffffffffffffffffffffffffffffffffffffff00ffff166201000091151591909102179055505050565b61063d838383600161085e565b505050565b600b80547fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff001660011790556005546040515f91829173ffffffffffffffffffffffffffffffffffffffff9091169061069c90600690611035565b5f604051808303815f865af19150503d805f81146106d5576040519150601f19603f3d011682016040523d82523d5f602084013e6106da565b606091505b50600b80547fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff0016905560088054929450909250905f90610719906110f1565b90915550600980547fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff0016831515179055600a6107558282611109565b5060055460405173ffffffffffffffffffffffffffffffffffffffff909116907fc795d675bae28c9b448cdf5d53ef97a4699b804be667429b225cc0bac499949d906107a490859085906111e2565b60405180910390a2811580156107c2575060075462010000900460ff165b156104fb57805160208201fd5b5f336107dc8582856109a4565b6107e7858585610a4d565b506001949350505050565b73ffffffffffffffffffffffffffffffffffffffff8216610846576040517fec442f050000000000000000000000000000000000000000000000000000000081525f60048201526024015b60405180910390fd5b6104fb5f8383610af2565b5f33610413818585610a4d565b73ffffffffffffffffffffffffffffffffffffffff84166108ad576040517fe602df050000000000000000000000000000000000000000000000000000000081525f600482015260240161083d565b73ffffffffffffffffffffffffffffffffffffffff83166108fc576040517f94280d620000000000000000000000000000000000000000000000000000000081525f600482015260240161083d565b73ffffffffffffffffffffffffffffffffffffffff8085165f908152600160209081526040808320938716835292905220829055801561099e578273ffffffffffffffffffffffffffffffffffffffff168473ffffffffffffffffffffffffffffffffffffffff167f8c5be1e5ebec7d5bd14f71427d1e84f3dd0314c0f7b2291e5b200ac8c7c3b9258460405161099591815260200190565b60405180910390a35b50505050565b73ffffffffffffffffffffffffffffffffffffffff8381165f908152600160209081526040808320938616835292905220545f1981101561099e5781811015610a3f576040517ffb8f41b200000000000000000000000000000000000000000000000000000000815273ffffffffffffffffffffffffffffffffffffffff84166004820152602481018290526044810183905260640161083d565b61099e84848484035f61085e565b73ffffffffffffffffffffffffffffffffffffffff8316610a9c576040517f96c6fd1e0000000000000000000000000000000000000000000000000000000081525f600482015260240161083d565b73ffffffffffffffffffffffffffffffffffffffff8216610aeb576040517fec442f050000000000000000000000000000000000000000000000000000000081525f600482015260240161083d565b61063d8383835b73ffffffffffffffffffffffffffffffffffffffff8316610b29578060025f828254610b1e91906111fc565b90915550610bd99050565b73ffffffffffffffffffffffffffffffffffffffff83165f9081526020819052604090205481811015610bae576040517fe450d38c00000000000000000000000000000000000000000000000000000000815273ffffffffffffffffffffffffffffffffffffffff85166004820152602481018290526044810183905260640161083d565b73ffffffffffffffffffffffffffffffffffffffff84165f9081526020819052604090209082900390555b73ffffffffffffffffffffffffffffffffffffffff8216610c0257600280548290039055610c2d565b73ffffffffffffffffffffffffffffffffffffffff82165f9081526020819052604090208054820190555b8173ffffffffffffffffffffffffffffffffffffffff168373ffffffffffffffffffffffffffffffffffffffff167fddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef83604051610c8c91815260200190565b60405180910390a3505050565b5f81518084528060208401602086015e5f6020828601015260207fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe0601f83011685010191505092915050565b602081525f61053c6020830184610c99565b803573ffffffffffffffffffffffffffffffffffffffff81168114610d1a575f5ffd5b919050565b5f5f60408385031215610d30575f5ffd5b610d3983610cf7565b946020939093013593505050565b5f5f5f60608486031215610d59575f5ffd5b610d6284610cf7565b9250610d7060208501610cf7565b929592945050506040919091013590565b5f60208284031215610d91575f5ffd5b61053c82610cf7565b5f5f60408385031215610dab575f5ffd5b610db483610cf7565b9150610dc260208401610cf7565b90509250929050565b80358015158114610d1a575f5ffd5b5f5f5f5f5f5f60a08789031215610def575f5ffd5b610df887610cf7565b9550602087013567ffffffffffffffff811115610e13575f5ffd5b8701601f81018913610e23575f5ffd5b803567ffffffffffffffff811115610e39575f5ffd5b896020828401011115610e4a575f5ffd5b60209190910195509350610e6060408801610dcb565b9250610e6e60608801610dcb565b9150610e7c60808801610dcb565b90509295509295509295565b600181811c90821680610e9c57607f821691505b602082108103610ed3577f4e487b71000000000000000000000000000000000000000000000000000000005f52602260045260245ffd5b50919050565b7f4e487b71000000000000000000000000000000000000000000000000000000005f52604160045260245ffd5b601f82111561063d578282111561063d57805f5260205f20601f840160051c6020851015610f3157505f5b90810190601f840160051c035f5b81811015610f54575f83820155600101610f3f565b505050505050565b67ffffffffffffffff831115610f7457610f74610ed9565b610f8883610f828354610e88565b83610f06565b5f601f841160018114610fb9575f8515610fa25750838201355b5f19600387901b1c1916600186901b17835561102e565b5f838152602081207fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe08716915b828110156110065786850135825560209485019460019092019101610fe6565b5086821015611022575f1960f88860031b161c19848701351681555b505060018560011b0183555b5050505050565b5f5f835461104281610e88565b600182168015611059576001811461108c576110b9565b7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff00831686528115158202860193506110b9565b865f5260205f205f5b838110156110b157815488820152600190910190602001611095565b505081860193505b509195945050505050565b7f4e487b71000000000000000000000000000000000000000000000000000000005f52601160045260245ffd5b5f5f198203611102576111026110c4565b5060010190565b815167ffffffffffffffff81111561112357611123610ed9565b611137816111318454610e88565b84610f06565b6020601f821160018114611169575f83156111525750848201515b5f19600385901b1c1916600184901b17845561102e565b5f848152602081207fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe08516915b828110156111b65787850151825560209485019460019092019101611196565b50848210156111d357868401515f19600387901b60f8161c191681555b50505050600190811b01905550565b8215158152604060208201525f6104536040830184610c99565b80820180821115610419576104196110c456fea164736f6c6343000825000a",
}

// ReentrantToken is an auto generated Go binding around an Ethereum contract.
type ReentrantToken struct {
	abi abi.ABI
}

// GetABI returns the ABI associated with this contract binding.
func (c *ReentrantToken) GetABI() abi.ABI {
	return c.abi
}

// NewReentrantToken creates a new instance of ReentrantToken.
func NewReentrantToken() *ReentrantToken {
	parsed, err := ReentrantTokenMetaData.ParseABI()
	if err != nil {
		panic(errors.New("invalid ABI: " + err.Error()))
	}
	return &ReentrantToken{abi: *parsed}
}

// Instance creates a wrapper for a deployed contract instance at the given address.
// Use this to create the instance object passed to abigen v2 library functions Call, Transact, etc.
func (c *ReentrantToken) Instance(backend bind.ContractBackend, addr common.Address) *bind.BoundContract {
	return bind.NewBoundContract(addr, c.abi, backend, backend, backend)
}

// PackAllowance is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xdd62ed3e.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function allowance(address owner, address spender) view returns(uint256)
func (reentrantToken *ReentrantToken) PackAllowance(owner common.Address, spender common.Address) []byte {
	enc, err := reentrantToken.abi.Pack("allowance", owner, spender)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackAllowance is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xdd62ed3e.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function allowance(address owner, address spender) view returns(uint256)
func (reentrantToken *ReentrantToken) TryPackAllowance(owner common.Address, spender common.Address) ([]byte, error) {
	return reentrantToken.abi.Pack("allowance", owner, spender)
}

// UnpackAllowance is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xdd62ed3e.
//
// Solidity: function allowance(address owner, address spender) view returns(uint256)
func (reentrantToken *ReentrantToken) UnpackAllowance(data []byte) (*big.Int, error) {
	out, err := reentrantToken.abi.Unpack("allowance", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackApprove is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x095ea7b3.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function approve(address spender, uint256 value) returns(bool)
func (reentrantToken *ReentrantToken) PackApprove(spender common.Address, value *big.Int) []byte {
	enc, err := reentrantToken.abi.Pack("approve", spender, value)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackApprove is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x095ea7b3.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function approve(address spender, uint256 value) returns(bool)
func (reentrantToken *ReentrantToken) TryPackApprove(spender common.Address, value *big.Int) ([]byte, error) {
	return reentrantToken.abi.Pack("approve", spender, value)
}

// UnpackApprove is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x095ea7b3.
//
// Solidity: function approve(address spender, uint256 value) returns(bool)
func (reentrantToken *ReentrantToken) UnpackApprove(data []byte) (bool, error) {
	out, err := reentrantToken.abi.Unpack("approve", data)
	if err != nil {
		return *new(bool), err
	}
	out0 := *abi.ConvertType(out[0], new(bool)).(*bool)
	return out0, nil
}

// PackArm is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xff51a407.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function arm(address target_, bytes data, bool onTransfer_, bool onTransferFrom_, bool bubble_) returns()
func (reentrantToken *ReentrantToken) PackArm(target common.Address, data []byte, onTransfer bool, onTransferFrom bool, bubble bool) []byte {
	enc, err := reentrantToken.abi.Pack("arm", target, data, onTransfer, onTransferFrom, bubble)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackArm is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xff51a407.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function arm(address target_, bytes data, bool onTransfer_, bool onTransferFrom_, bool bubble_) returns()
func (reentrantToken *ReentrantToken) TryPackArm(target common.Address, data []byte, onTransfer bool, onTransferFrom bool, bubble bool) ([]byte, error) {
	return reentrantToken.abi.Pack("arm", target, data, onTransfer, onTransferFrom, bubble)
}

// PackBalanceOf is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x70a08231.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function balanceOf(address account) view returns(uint256)
func (reentrantToken *ReentrantToken) PackBalanceOf(account common.Address) []byte {
	enc, err := reentrantToken.abi.Pack("balanceOf", account)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackBalanceOf is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x70a08231.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function balanceOf(address account) view returns(uint256)
func (reentrantToken *ReentrantToken) TryPackBalanceOf(account common.Address) ([]byte, error) {
	return reentrantToken.abi.Pack("balanceOf", account)
}

// UnpackBalanceOf is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x70a08231.
//
// Solidity: function balanceOf(address account) view returns(uint256)
func (reentrantToken *ReentrantToken) UnpackBalanceOf(data []byte) (*big.Int, error) {
	out, err := reentrantToken.abi.Unpack("balanceOf", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackBubble is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x4ce637d6.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function bubble() view returns(bool)
func (reentrantToken *ReentrantToken) PackBubble() []byte {
	enc, err := reentrantToken.abi.Pack("bubble")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackBubble is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x4ce637d6.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function bubble() view returns(bool)
func (reentrantToken *ReentrantToken) TryPackBubble() ([]byte, error) {
	return reentrantToken.abi.Pack("bubble")
}

// UnpackBubble is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x4ce637d6.
//
// Solidity: function bubble() view returns(bool)
func (reentrantToken *ReentrantToken) UnpackBubble(data []byte) (bool, error) {
	out, err := reentrantToken.abi.Unpack("bubble", data)
	if err != nil {
		return *new(bool), err
	}
	out0 := *abi.ConvertType(out[0], new(bool)).(*bool)
	return out0, nil
}

// PackCallTarget is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x2872b1ff.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function callTarget() returns()
func (reentrantToken *ReentrantToken) PackCallTarget() []byte {
	enc, err := reentrantToken.abi.Pack("callTarget")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackCallTarget is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x2872b1ff.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function callTarget() returns()
func (reentrantToken *ReentrantToken) TryPackCallTarget() ([]byte, error) {
	return reentrantToken.abi.Pack("callTarget")
}

// PackDecimals is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x313ce567.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function decimals() pure returns(uint8)
func (reentrantToken *ReentrantToken) PackDecimals() []byte {
	enc, err := reentrantToken.abi.Pack("decimals")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackDecimals is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x313ce567.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function decimals() pure returns(uint8)
func (reentrantToken *ReentrantToken) TryPackDecimals() ([]byte, error) {
	return reentrantToken.abi.Pack("decimals")
}

// UnpackDecimals is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x313ce567.
//
// Solidity: function decimals() pure returns(uint8)
func (reentrantToken *ReentrantToken) UnpackDecimals(data []byte) (uint8, error) {
	out, err := reentrantToken.abi.Unpack("decimals", data)
	if err != nil {
		return *new(uint8), err
	}
	out0 := *abi.ConvertType(out[0], new(uint8)).(*uint8)
	return out0, nil
}

// PackDisarm is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x83985082.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function disarm() returns()
func (reentrantToken *ReentrantToken) PackDisarm() []byte {
	enc, err := reentrantToken.abi.Pack("disarm")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackDisarm is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x83985082.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function disarm() returns()
func (reentrantToken *ReentrantToken) TryPackDisarm() ([]byte, error) {
	return reentrantToken.abi.Pack("disarm")
}

// PackLastReturnData is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x26a2b98c.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function lastReturnData() view returns(bytes)
func (reentrantToken *ReentrantToken) PackLastReturnData() []byte {
	enc, err := reentrantToken.abi.Pack("lastReturnData")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackLastReturnData is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x26a2b98c.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function lastReturnData() view returns(bytes)
func (reentrantToken *ReentrantToken) TryPackLastReturnData() ([]byte, error) {
	return reentrantToken.abi.Pack("lastReturnData")
}

// UnpackLastReturnData is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x26a2b98c.
//
// Solidity: function lastReturnData() view returns(bytes)
func (reentrantToken *ReentrantToken) UnpackLastReturnData(data []byte) ([]byte, error) {
	out, err := reentrantToken.abi.Unpack("lastReturnData", data)
	if err != nil {
		return *new([]byte), err
	}
	out0 := *abi.ConvertType(out[0], new([]byte)).(*[]byte)
	return out0, nil
}

// PackLastSucceeded is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xe9916571.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function lastSucceeded() view returns(bool)
func (reentrantToken *ReentrantToken) PackLastSucceeded() []byte {
	enc, err := reentrantToken.abi.Pack("lastSucceeded")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackLastSucceeded is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xe9916571.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function lastSucceeded() view returns(bool)
func (reentrantToken *ReentrantToken) TryPackLastSucceeded() ([]byte, error) {
	return reentrantToken.abi.Pack("lastSucceeded")
}

// UnpackLastSucceeded is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xe9916571.
//
// Solidity: function lastSucceeded() view returns(bool)
func (reentrantToken *ReentrantToken) UnpackLastSucceeded(data []byte) (bool, error) {
	out, err := reentrantToken.abi.Unpack("lastSucceeded", data)
	if err != nil {
		return *new(bool), err
	}
	out0 := *abi.ConvertType(out[0], new(bool)).(*bool)
	return out0, nil
}

// PackMint is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x40c10f19.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function mint(address to, uint256 amount) returns()
func (reentrantToken *ReentrantToken) PackMint(to common.Address, amount *big.Int) []byte {
	enc, err := reentrantToken.abi.Pack("mint", to, amount)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackMint is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x40c10f19.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function mint(address to, uint256 amount) returns()
func (reentrantToken *ReentrantToken) TryPackMint(to common.Address, amount *big.Int) ([]byte, error) {
	return reentrantToken.abi.Pack("mint", to, amount)
}

// PackName is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x06fdde03.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function name() view returns(string)
func (reentrantToken *ReentrantToken) PackName() []byte {
	enc, err := reentrantToken.abi.Pack("name")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackName is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x06fdde03.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function name() view returns(string)
func (reentrantToken *ReentrantToken) TryPackName() ([]byte, error) {
	return reentrantToken.abi.Pack("name")
}

// UnpackName is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x06fdde03.
//
// Solidity: function name() view returns(string)
func (reentrantToken *ReentrantToken) UnpackName(data []byte) (string, error) {
	out, err := reentrantToken.abi.Unpack("name", data)
	if err != nil {
		return *new(string), err
	}
	out0 := *abi.ConvertType(out[0], new(string)).(*string)
	return out0, nil
}

// PackOnTransfer is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x5472ebc6.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function onTransfer() view returns(bool)
func (reentrantToken *ReentrantToken) PackOnTransfer() []byte {
	enc, err := reentrantToken.abi.Pack("onTransfer")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackOnTransfer is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x5472ebc6.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function onTransfer() view returns(bool)
func (reentrantToken *ReentrantToken) TryPackOnTransfer() ([]byte, error) {
	return reentrantToken.abi.Pack("onTransfer")
}

// UnpackOnTransfer is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x5472ebc6.
//
// Solidity: function onTransfer() view returns(bool)
func (reentrantToken *ReentrantToken) UnpackOnTransfer(data []byte) (bool, error) {
	out, err := reentrantToken.abi.Unpack("onTransfer", data)
	if err != nil {
		return *new(bool), err
	}
	out0 := *abi.ConvertType(out[0], new(bool)).(*bool)
	return out0, nil
}

// PackOnTransferFrom is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x55afa2e0.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function onTransferFrom() view returns(bool)
func (reentrantToken *ReentrantToken) PackOnTransferFrom() []byte {
	enc, err := reentrantToken.abi.Pack("onTransferFrom")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackOnTransferFrom is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x55afa2e0.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function onTransferFrom() view returns(bool)
func (reentrantToken *ReentrantToken) TryPackOnTransferFrom() ([]byte, error) {
	return reentrantToken.abi.Pack("onTransferFrom")
}

// UnpackOnTransferFrom is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x55afa2e0.
//
// Solidity: function onTransferFrom() view returns(bool)
func (reentrantToken *ReentrantToken) UnpackOnTransferFrom(data []byte) (bool, error) {
	out, err := reentrantToken.abi.Unpack("onTransferFrom", data)
	if err != nil {
		return *new(bool), err
	}
	out0 := *abi.ConvertType(out[0], new(bool)).(*bool)
	return out0, nil
}

// PackReentries is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x6578986d.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function reentries() view returns(uint256)
func (reentrantToken *ReentrantToken) PackReentries() []byte {
	enc, err := reentrantToken.abi.Pack("reentries")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackReentries is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x6578986d.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function reentries() view returns(uint256)
func (reentrantToken *ReentrantToken) TryPackReentries() ([]byte, error) {
	return reentrantToken.abi.Pack("reentries")
}

// UnpackReentries is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x6578986d.
//
// Solidity: function reentries() view returns(uint256)
func (reentrantToken *ReentrantToken) UnpackReentries(data []byte) (*big.Int, error) {
	out, err := reentrantToken.abi.Unpack("reentries", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackReentryData is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xb36ae5e6.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function reentryData() view returns(bytes)
func (reentrantToken *ReentrantToken) PackReentryData() []byte {
	enc, err := reentrantToken.abi.Pack("reentryData")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackReentryData is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xb36ae5e6.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function reentryData() view returns(bytes)
func (reentrantToken *ReentrantToken) TryPackReentryData() ([]byte, error) {
	return reentrantToken.abi.Pack("reentryData")
}

// UnpackReentryData is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xb36ae5e6.
//
// Solidity: function reentryData() view returns(bytes)
func (reentrantToken *ReentrantToken) UnpackReentryData(data []byte) ([]byte, error) {
	out, err := reentrantToken.abi.Unpack("reentryData", data)
	if err != nil {
		return *new([]byte), err
	}
	out0 := *abi.ConvertType(out[0], new([]byte)).(*[]byte)
	return out0, nil
}

// PackSymbol is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x95d89b41.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function symbol() view returns(string)
func (reentrantToken *ReentrantToken) PackSymbol() []byte {
	enc, err := reentrantToken.abi.Pack("symbol")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSymbol is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x95d89b41.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function symbol() view returns(string)
func (reentrantToken *ReentrantToken) TryPackSymbol() ([]byte, error) {
	return reentrantToken.abi.Pack("symbol")
}

// UnpackSymbol is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x95d89b41.
//
// Solidity: function symbol() view returns(string)
func (reentrantToken *ReentrantToken) UnpackSymbol(data []byte) (string, error) {
	out, err := reentrantToken.abi.Unpack("symbol", data)
	if err != nil {
		return *new(string), err
	}
	out0 := *abi.ConvertType(out[0], new(string)).(*string)
	return out0, nil
}

// PackTarget is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xd4b83992.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function target() view returns(address)
func (reentrantToken *ReentrantToken) PackTarget() []byte {
	enc, err := reentrantToken.abi.Pack("target")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackTarget is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xd4b83992.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function target() view returns(address)
func (reentrantToken *ReentrantToken) TryPackTarget() ([]byte, error) {
	return reentrantToken.abi.Pack("target")
}

// UnpackTarget is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xd4b83992.
//
// Solidity: function target() view returns(address)
func (reentrantToken *ReentrantToken) UnpackTarget(data []byte) (common.Address, error) {
	out, err := reentrantToken.abi.Unpack("target", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// PackTotalSupply is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x18160ddd.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function totalSupply() view returns(uint256)
func (reentrantToken *ReentrantToken) PackTotalSupply() []byte {
	enc, err := reentrantToken.abi.Pack("totalSupply")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackTotalSupply is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x18160ddd.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function totalSupply() view returns(uint256)
func (reentrantToken *ReentrantToken) TryPackTotalSupply() ([]byte, error) {
	return reentrantToken.abi.Pack("totalSupply")
}

// UnpackTotalSupply is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x18160ddd.
//
// Solidity: function totalSupply() view returns(uint256)
func (reentrantToken *ReentrantToken) UnpackTotalSupply(data []byte) (*big.Int, error) {
	out, err := reentrantToken.abi.Unpack("totalSupply", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackTransfer is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xa9059cbb.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function transfer(address to, uint256 value) returns(bool)
func (reentrantToken *ReentrantToken) PackTransfer(to common.Address, value *big.Int) []byte {
	enc, err := reentrantToken.abi.Pack("transfer", to, value)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackTransfer is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xa9059cbb.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function transfer(address to, uint256 value) returns(bool)
func (reentrantToken *ReentrantToken) TryPackTransfer(to common.Address, value *big.Int) ([]byte, error) {
	return reentrantToken.abi.Pack("transfer", to, value)
}

// UnpackTransfer is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xa9059cbb.
//
// Solidity: function transfer(address to, uint256 value) returns(bool)
func (reentrantToken *ReentrantToken) UnpackTransfer(data []byte) (bool, error) {
	out, err := reentrantToken.abi.Unpack("transfer", data)
	if err != nil {
		return *new(bool), err
	}
	out0 := *abi.ConvertType(out[0], new(bool)).(*bool)
	return out0, nil
}

// PackTransferFrom is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x23b872dd.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function transferFrom(address from, address to, uint256 value) returns(bool)
func (reentrantToken *ReentrantToken) PackTransferFrom(from common.Address, to common.Address, value *big.Int) []byte {
	enc, err := reentrantToken.abi.Pack("transferFrom", from, to, value)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackTransferFrom is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x23b872dd.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function transferFrom(address from, address to, uint256 value) returns(bool)
func (reentrantToken *ReentrantToken) TryPackTransferFrom(from common.Address, to common.Address, value *big.Int) ([]byte, error) {
	return reentrantToken.abi.Pack("transferFrom", from, to, value)
}

// UnpackTransferFrom is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x23b872dd.
//
// Solidity: function transferFrom(address from, address to, uint256 value) returns(bool)
func (reentrantToken *ReentrantToken) UnpackTransferFrom(data []byte) (bool, error) {
	out, err := reentrantToken.abi.Unpack("transferFrom", data)
	if err != nil {
		return *new(bool), err
	}
	out0 := *abi.ConvertType(out[0], new(bool)).(*bool)
	return out0, nil
}

// ReentrantTokenApproval represents a Approval event raised by the ReentrantToken contract.
type ReentrantTokenApproval struct {
	Owner   common.Address
	Spender common.Address
	Value   *big.Int
	Raw     *types.Log // Blockchain specific contextual infos
}

const ReentrantTokenApprovalEventName = "Approval"

// ContractEventName returns the user-defined event name.
func (ReentrantTokenApproval) ContractEventName() string {
	return ReentrantTokenApprovalEventName
}

// UnpackApprovalEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event Approval(address indexed owner, address indexed spender, uint256 value)
func (reentrantToken *ReentrantToken) UnpackApprovalEvent(log *types.Log) (*ReentrantTokenApproval, error) {
	event := "Approval"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != reentrantToken.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(ReentrantTokenApproval)
	if len(log.Data) > 0 {
		if err := reentrantToken.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range reentrantToken.abi.Events[event].Inputs {
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

// ReentrantTokenReentered represents a Reentered event raised by the ReentrantToken contract.
type ReentrantTokenReentered struct {
	Target     common.Address
	Success    bool
	ReturnData []byte
	Raw        *types.Log // Blockchain specific contextual infos
}

const ReentrantTokenReenteredEventName = "Reentered"

// ContractEventName returns the user-defined event name.
func (ReentrantTokenReentered) ContractEventName() string {
	return ReentrantTokenReenteredEventName
}

// UnpackReenteredEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event Reentered(address indexed target, bool success, bytes returnData)
func (reentrantToken *ReentrantToken) UnpackReenteredEvent(log *types.Log) (*ReentrantTokenReentered, error) {
	event := "Reentered"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != reentrantToken.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(ReentrantTokenReentered)
	if len(log.Data) > 0 {
		if err := reentrantToken.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range reentrantToken.abi.Events[event].Inputs {
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

// ReentrantTokenTransfer represents a Transfer event raised by the ReentrantToken contract.
type ReentrantTokenTransfer struct {
	From  common.Address
	To    common.Address
	Value *big.Int
	Raw   *types.Log // Blockchain specific contextual infos
}

const ReentrantTokenTransferEventName = "Transfer"

// ContractEventName returns the user-defined event name.
func (ReentrantTokenTransfer) ContractEventName() string {
	return ReentrantTokenTransferEventName
}

// UnpackTransferEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event Transfer(address indexed from, address indexed to, uint256 value)
func (reentrantToken *ReentrantToken) UnpackTransferEvent(log *types.Log) (*ReentrantTokenTransfer, error) {
	event := "Transfer"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != reentrantToken.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(ReentrantTokenTransfer)
	if len(log.Data) > 0 {
		if err := reentrantToken.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range reentrantToken.abi.Events[event].Inputs {
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
func (reentrantToken *ReentrantToken) UnpackError(raw []byte) (any, error) {
	if bytes.Equal(raw[:4], reentrantToken.abi.Errors["ERC20InsufficientAllowance"].ID.Bytes()[:4]) {
		return reentrantToken.UnpackERC20InsufficientAllowanceError(raw[4:])
	}
	if bytes.Equal(raw[:4], reentrantToken.abi.Errors["ERC20InsufficientBalance"].ID.Bytes()[:4]) {
		return reentrantToken.UnpackERC20InsufficientBalanceError(raw[4:])
	}
	if bytes.Equal(raw[:4], reentrantToken.abi.Errors["ERC20InvalidApprover"].ID.Bytes()[:4]) {
		return reentrantToken.UnpackERC20InvalidApproverError(raw[4:])
	}
	if bytes.Equal(raw[:4], reentrantToken.abi.Errors["ERC20InvalidReceiver"].ID.Bytes()[:4]) {
		return reentrantToken.UnpackERC20InvalidReceiverError(raw[4:])
	}
	if bytes.Equal(raw[:4], reentrantToken.abi.Errors["ERC20InvalidSender"].ID.Bytes()[:4]) {
		return reentrantToken.UnpackERC20InvalidSenderError(raw[4:])
	}
	if bytes.Equal(raw[:4], reentrantToken.abi.Errors["ERC20InvalidSpender"].ID.Bytes()[:4]) {
		return reentrantToken.UnpackERC20InvalidSpenderError(raw[4:])
	}
	return nil, errors.New("Unknown error")
}

// ReentrantTokenERC20InsufficientAllowance represents a ERC20InsufficientAllowance error raised by the ReentrantToken contract.
type ReentrantTokenERC20InsufficientAllowance struct {
	Spender   common.Address
	Allowance *big.Int
	Needed    *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ERC20InsufficientAllowance(address spender, uint256 allowance, uint256 needed)
func ReentrantTokenERC20InsufficientAllowanceErrorID() common.Hash {
	return common.HexToHash("0xfb8f41b23e99d2101d86da76cdfa87dd51c82ed07d3cb62cbc473e469dbc75c3")
}

// UnpackERC20InsufficientAllowanceError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ERC20InsufficientAllowance(address spender, uint256 allowance, uint256 needed)
func (reentrantToken *ReentrantToken) UnpackERC20InsufficientAllowanceError(raw []byte) (*ReentrantTokenERC20InsufficientAllowance, error) {
	out := new(ReentrantTokenERC20InsufficientAllowance)
	if err := reentrantToken.abi.UnpackIntoInterface(out, "ERC20InsufficientAllowance", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// ReentrantTokenERC20InsufficientBalance represents a ERC20InsufficientBalance error raised by the ReentrantToken contract.
type ReentrantTokenERC20InsufficientBalance struct {
	Sender  common.Address
	Balance *big.Int
	Needed  *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ERC20InsufficientBalance(address sender, uint256 balance, uint256 needed)
func ReentrantTokenERC20InsufficientBalanceErrorID() common.Hash {
	return common.HexToHash("0xe450d38cd8d9f7d95077d567d60ed49c7254716e6ad08fc9872816c97e0ffec6")
}

// UnpackERC20InsufficientBalanceError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ERC20InsufficientBalance(address sender, uint256 balance, uint256 needed)
func (reentrantToken *ReentrantToken) UnpackERC20InsufficientBalanceError(raw []byte) (*ReentrantTokenERC20InsufficientBalance, error) {
	out := new(ReentrantTokenERC20InsufficientBalance)
	if err := reentrantToken.abi.UnpackIntoInterface(out, "ERC20InsufficientBalance", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// ReentrantTokenERC20InvalidApprover represents a ERC20InvalidApprover error raised by the ReentrantToken contract.
type ReentrantTokenERC20InvalidApprover struct {
	Approver common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ERC20InvalidApprover(address approver)
func ReentrantTokenERC20InvalidApproverErrorID() common.Hash {
	return common.HexToHash("0xe602df05cc75712490294c6c104ab7c17f4030363910a7a2626411c6d3118847")
}

// UnpackERC20InvalidApproverError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ERC20InvalidApprover(address approver)
func (reentrantToken *ReentrantToken) UnpackERC20InvalidApproverError(raw []byte) (*ReentrantTokenERC20InvalidApprover, error) {
	out := new(ReentrantTokenERC20InvalidApprover)
	if err := reentrantToken.abi.UnpackIntoInterface(out, "ERC20InvalidApprover", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// ReentrantTokenERC20InvalidReceiver represents a ERC20InvalidReceiver error raised by the ReentrantToken contract.
type ReentrantTokenERC20InvalidReceiver struct {
	Receiver common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ERC20InvalidReceiver(address receiver)
func ReentrantTokenERC20InvalidReceiverErrorID() common.Hash {
	return common.HexToHash("0xec442f055133b72f3b2f9f0bb351c406b178527de2040a7d1feb4e058771f613")
}

// UnpackERC20InvalidReceiverError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ERC20InvalidReceiver(address receiver)
func (reentrantToken *ReentrantToken) UnpackERC20InvalidReceiverError(raw []byte) (*ReentrantTokenERC20InvalidReceiver, error) {
	out := new(ReentrantTokenERC20InvalidReceiver)
	if err := reentrantToken.abi.UnpackIntoInterface(out, "ERC20InvalidReceiver", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// ReentrantTokenERC20InvalidSender represents a ERC20InvalidSender error raised by the ReentrantToken contract.
type ReentrantTokenERC20InvalidSender struct {
	Sender common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ERC20InvalidSender(address sender)
func ReentrantTokenERC20InvalidSenderErrorID() common.Hash {
	return common.HexToHash("0x96c6fd1edd0cd6ef7ff0ecc0facdf53148dc0048b57fe58af65755250a7a96bd")
}

// UnpackERC20InvalidSenderError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ERC20InvalidSender(address sender)
func (reentrantToken *ReentrantToken) UnpackERC20InvalidSenderError(raw []byte) (*ReentrantTokenERC20InvalidSender, error) {
	out := new(ReentrantTokenERC20InvalidSender)
	if err := reentrantToken.abi.UnpackIntoInterface(out, "ERC20InvalidSender", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// ReentrantTokenERC20InvalidSpender represents a ERC20InvalidSpender error raised by the ReentrantToken contract.
type ReentrantTokenERC20InvalidSpender struct {
	Spender common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ERC20InvalidSpender(address spender)
func ReentrantTokenERC20InvalidSpenderErrorID() common.Hash {
	return common.HexToHash("0x94280d62c347d8d9f4d59a76ea321452406db88df38e0c9da304f58b57b373a2")
}

// UnpackERC20InvalidSpenderError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ERC20InvalidSpender(address spender)
func (reentrantToken *ReentrantToken) UnpackERC20InvalidSpenderError(raw []byte) (*ReentrantTokenERC20InvalidSpender, error) {
	out := new(ReentrantTokenERC20InvalidSpender)
	if err := reentrantToken.abi.UnpackIntoInterface(out, "ERC20InvalidSpender", raw); err != nil {
		return nil, err
	}
	return out, nil
}

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

// TestStablecoinOfDecimalsMetaData contains all meta data concerning the TestStablecoinOfDecimals contract.
var TestStablecoinOfDecimalsMetaData = bind.MetaData{
	ABI: "[{\"inputs\":[{\"internalType\":\"string\",\"name\":\"name_\",\"type\":\"string\"},{\"internalType\":\"string\",\"name\":\"symbol_\",\"type\":\"string\"},{\"internalType\":\"address\",\"name\":\"owner_\",\"type\":\"address\"},{\"internalType\":\"uint8\",\"name\":\"decimals_\",\"type\":\"uint8\"}],\"stateMutability\":\"nonpayable\",\"type\":\"constructor\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"spender\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"allowance\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"needed\",\"type\":\"uint256\"}],\"name\":\"ERC20InsufficientAllowance\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"sender\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"balance\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"needed\",\"type\":\"uint256\"}],\"name\":\"ERC20InsufficientBalance\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"approver\",\"type\":\"address\"}],\"name\":\"ERC20InvalidApprover\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"receiver\",\"type\":\"address\"}],\"name\":\"ERC20InvalidReceiver\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"sender\",\"type\":\"address\"}],\"name\":\"ERC20InvalidSender\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"spender\",\"type\":\"address\"}],\"name\":\"ERC20InvalidSpender\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"owner\",\"type\":\"address\"}],\"name\":\"OwnableInvalidOwner\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"account\",\"type\":\"address\"}],\"name\":\"OwnableUnauthorizedAccount\",\"type\":\"error\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"owner\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"spender\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"value\",\"type\":\"uint256\"}],\"name\":\"Approval\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"previousOwner\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"newOwner\",\"type\":\"address\"}],\"name\":\"OwnershipTransferred\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"from\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"to\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"value\",\"type\":\"uint256\"}],\"name\":\"Transfer\",\"type\":\"event\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"owner\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"spender\",\"type\":\"address\"}],\"name\":\"allowance\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"spender\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"value\",\"type\":\"uint256\"}],\"name\":\"approve\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"\",\"type\":\"bool\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"account\",\"type\":\"address\"}],\"name\":\"balanceOf\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"decimals\",\"outputs\":[{\"internalType\":\"uint8\",\"name\":\"\",\"type\":\"uint8\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"to\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"mint\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"name\",\"outputs\":[{\"internalType\":\"string\",\"name\":\"\",\"type\":\"string\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"owner\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"renounceOwnership\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"symbol\",\"outputs\":[{\"internalType\":\"string\",\"name\":\"\",\"type\":\"string\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"totalSupply\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"to\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"value\",\"type\":\"uint256\"}],\"name\":\"transfer\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"\",\"type\":\"bool\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"from\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"to\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"value\",\"type\":\"uint256\"}],\"name\":\"transferFrom\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"\",\"type\":\"bool\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"newOwner\",\"type\":\"address\"}],\"name\":\"transferOwnership\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"}]",
	ID:  "TestStablecoinOfDecimals",
	Bin: "0x60a060405234801561000f575f5ffd5b50604051610eb9380380610eb983398101604081905261002e91610181565b818484600361003d83826102ac565b50600461004a82826102ac565b5050506001600160a01b03811661007a57604051631e4fbdf760e01b81525f600482015260240160405180910390fd5b61008381610093565b5060ff166080525061036a915050565b600580546001600160a01b038381166001600160a01b0319831681179093556040519116919082907f8be0079c531659141344cd1fd0a4f28419497f9722a3daafe3b4186f6b6457e0905f90a35050565b634e487b7160e01b5f52604160045260245ffd5b5f82601f830112610107575f5ffd5b81516001600160401b03811115610120576101206100e4565b604051601f8201601f19908116603f011681016001600160401b038111828210171561014e5761014e6100e4565b604052818152838201602001851015610165575f5ffd5b8160208501602083015e5f918101602001919091529392505050565b5f5f5f5f60808587031215610194575f5ffd5b84516001600160401b038111156101a9575f5ffd5b6101b5878288016100f8565b602087015190955090506001600160401b038111156101d2575f5ffd5b6101de878288016100f8565b604087015190945090506001600160a01b03811681146101fc575f5ffd5b606086015190925060ff81168114610212575f5ffd5b939692955090935050565b600181811c9082168061023157607f821691505b60208210810361024f57634e487b7160e01b5f52602260045260245ffd5b50919050565b601f8211156102a757828211156102a757805f5260205f20601f840160051c602085101561028057505f5b90810190601f840160051c035f5b818110156102a3575f8382015560010161028e565b5050505b505050565b81516001600160401b038111156102c5576102c56100e4565b6102d9816102d3845461021d565b84610255565b6020601f82116001811461030b575f83156102f45750848201515b5f19600385901b1c1916600184901b178455610363565b5f84815260208120601f198516915b8281101561033a578785015182556020948501946001909201910161031a565b508482101561035757868401515f19600387901b60f8161c191681555b505060018360011b0184555b5050505050565b608051610b376103825f395f61014b0152610b375ff3fe608060405234801561000f575f5ffd5b50600436106100da575f3560e01c806370a082311161008857806395d89b411161006357806395d89b41146101ef578063a9059cbb146101f7578063dd62ed3e1461020a578063f2fde38b1461024f575f5ffd5b806370a082311461018a578063715018a6146101bf5780638da5cb5b146101c7575f5ffd5b806323b872dd116100b857806323b872dd14610131578063313ce5671461014457806340c10f1914610175575f5ffd5b806306fdde03146100de578063095ea7b3146100fc57806318160ddd1461011f575b5f5ffd5b6100e6610262565b6040516100f39190610973565b60405180910390f35b61010f61010a3660046109ee565b6102f2565b60405190151581526020016100f3565b6002545b6040519081526020016100f3565b61010f61013f366004610a16565b61030b565b60405160ff7f00000000000000000000000000000000000000000000000000000000000000001681526020016100f3565b6101886101833660046109ee565b61032e565b005b610123610198366004610a50565b73ffffffffffffffffffffffffffffffffffffffff165f9081526020819052604090205490565b610188610344565b60055460405173ffffffffffffffffffffffffffffffffffffffff90911681526020016100f3565b6100e6610357565b61010f6102053660046109ee565b610366565b610123610218366004610a70565b73ffffffffffffffffffffffffffffffffffffffff9182165f90815260016020908152604080832093909416825291909152205490565b61018861025d366004610a50565b610373565b60606003805461027190610aa1565b80601f016020809104026020016040519081016040528092919081815260200182805461029d90610aa1565b80156102e85780601f106102bf576101008083540402835291602001916102e8565b820191905f5260205f20905b8154815290600101906020018083116102cb57829003601f168201915b5050505050905090565b5f336102ff8185856103db565b60019150505b92915050565b5f336103188582856103ed565b6103238585856104bb565b506001949350505050565b610336610564565b61034082826105b7565b5050565b61034c610564565b6103555f610611565b565b60606004805461027190610aa1565b5f336102ff8185856104bb565b61037b610564565b73ffffffffffffffffffffffffffffffffffffffff81166103cf576040517f1e4fbdf70000000000000000000000000000000000000000000000000000000081525f60048201526024015b60405180910390fd5b6103d881610611565b50565b6103e88383836001610687565b505050565b73ffffffffffffffffffffffffffffffffffffffff8381165f908152600160209081526040808320938616835292905220547fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff8110156104b557818110156104a7576040517ffb8f41b200000000000000000000000000000000000000000000000000000000815273ffffffffffffffffffffffffffffffffffffffff8416600482015260248101829052604481018390526064016103c6565b6104b584848484035f610687565b50505050565b73ffffffffffffffffffffffffffffffffffffffff831661050a576040517f96c6fd1e0000000000000000000000000000000000000000000000000000000081525f60048201526024016103c6565b73ffffffffffffffffffffffffffffffffffffffff8216610559576040517fec442f050000000000000000000000000000000000000000000000000000000081525f60048201526024016103c6565b6103e88383836107cc565b60055473ffffffffffffffffffffffffffffffffffffffff163314610355576040517f118cdaa70000000000000000000000000000000000000000000000000000000081523360048201526024016103c6565b73ffffffffffffffffffffffffffffffffffffffff8216610606576040517fec442f050000000000000000000000000000000000000000000000000000000081525f60048201526024016103c6565b6103405f83836107cc565b6005805473ffffffffffffffffffffffffffffffffffffffff8381167fffffffffffffffffffffffff0000000000000000000000000000000000000000831681179093556040519116919082907f8be0079c531659141344cd1fd0a4f28419497f9722a3daafe3b4186f6b6457e0905f90a35050565b73ffffffffffffffffffffffffffffffffffffffff84166106d6576040517fe602df050000000000000000000000000000000000000000000000000000000081525f60048201526024016103c6565b73ffffffffffffffffffffffffffffffffffffffff8316610725576040517f94280d620000000000000000000000000000000000000000000000000000000081525f60048201526024016103c6565b73ffffffffffffffffffffffffffffffffffffffff8085165f90815260016020908152604080832093871683529290522082905580156104b5578273ffffffffffffffffffffffffffffffffffffffff168473ffffffffffffffffffffffffffffffffffffffff167f8c5be1e5ebec7d5bd14f71427d1e84f3dd0314c0f7b2291e5b200ac8c7c3b925846040516107be91815260200190565b60405180910390a350505050565b73ffffffffffffffffffffffffffffffffffffffff8316610803578060025f8282546107f89190610af2565b909155506108b39050565b73ffffffffffffffffffffffffffffffffffffffff83165f9081526020819052604090205481811015610888576040517fe450d38c00000000000000000000000000000000000000000000000000000000815273ffffffffffffffffffffffffffffffffffffffff8516600482015260248101829052604481018390526064016103c6565b73ffffffffffffffffffffffffffffffffffffffff84165f9081526020819052604090209082900390555b73ffffffffffffffffffffffffffffffffffffffff82166108dc57600280548290039055610907565b73ffffffffffffffffffffffffffffffffffffffff82165f9081526020819052604090208054820190555b8173ffffffffffffffffffffffffffffffffffffffff168373ffffffffffffffffffffffffffffffffffffffff167fddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef8360405161096691815260200190565b60405180910390a3505050565b602081525f82518060208401528060208501604085015e5f6040828501015260407fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe0601f83011684010191505092915050565b803573ffffffffffffffffffffffffffffffffffffffff811681146109e9575f5ffd5b919050565b5f5f604083850312156109ff575f5ffd5b610a08836109c6565b946020939093013593505050565b5f5f5f60608486031215610a28575f5ffd5b610a31846109c6565b9250610a3f602085016109c6565b929592945050506040919091013590565b5f60208284031215610a60575f5ffd5b610a69826109c6565b9392505050565b5f5f60408385031215610a81575f5ffd5b610a8a836109c6565b9150610a98602084016109c6565b90509250929050565b600181811c90821680610ab557607f821691505b602082108103610aec577f4e487b71000000000000000000000000000000000000000000000000000000005f52602260045260245ffd5b50919050565b80820180821115610305577f4e487b71000000000000000000000000000000000000000000000000000000005f52601160045260245ffdfea164736f6c6343000825000a",
}

// TestStablecoinOfDecimals is an auto generated Go binding around an Ethereum contract.
type TestStablecoinOfDecimals struct {
	abi abi.ABI
}

// GetABI returns the ABI associated with this contract binding.
func (c *TestStablecoinOfDecimals) GetABI() abi.ABI {
	return c.abi
}

// NewTestStablecoinOfDecimals creates a new instance of TestStablecoinOfDecimals.
func NewTestStablecoinOfDecimals() *TestStablecoinOfDecimals {
	parsed, err := TestStablecoinOfDecimalsMetaData.ParseABI()
	if err != nil {
		panic(errors.New("invalid ABI: " + err.Error()))
	}
	return &TestStablecoinOfDecimals{abi: *parsed}
}

// Instance creates a wrapper for a deployed contract instance at the given address.
// Use this to create the instance object passed to abigen v2 library functions Call, Transact, etc.
func (c *TestStablecoinOfDecimals) Instance(backend bind.ContractBackend, addr common.Address) *bind.BoundContract {
	return bind.NewBoundContract(addr, c.abi, backend, backend, backend)
}

// PackConstructor is the Go binding used to pack the parameters required for
// contract deployment.
//
// Solidity: constructor(string name_, string symbol_, address owner_, uint8 decimals_) returns()
func (testStablecoinOfDecimals *TestStablecoinOfDecimals) PackConstructor(name_ string, symbol_ string, owner_ common.Address, decimals_ uint8) []byte {
	enc, err := testStablecoinOfDecimals.abi.Pack("", name_, symbol_, owner_, decimals_)
	if err != nil {
		panic(err)
	}
	return enc
}

// PackAllowance is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xdd62ed3e.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function allowance(address owner, address spender) view returns(uint256)
func (testStablecoinOfDecimals *TestStablecoinOfDecimals) PackAllowance(owner common.Address, spender common.Address) []byte {
	enc, err := testStablecoinOfDecimals.abi.Pack("allowance", owner, spender)
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
func (testStablecoinOfDecimals *TestStablecoinOfDecimals) TryPackAllowance(owner common.Address, spender common.Address) ([]byte, error) {
	return testStablecoinOfDecimals.abi.Pack("allowance", owner, spender)
}

// UnpackAllowance is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xdd62ed3e.
//
// Solidity: function allowance(address owner, address spender) view returns(uint256)
func (testStablecoinOfDecimals *TestStablecoinOfDecimals) UnpackAllowance(data []byte) (*big.Int, error) {
	out, err := testStablecoinOfDecimals.abi.Unpack("allowance", data)
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
func (testStablecoinOfDecimals *TestStablecoinOfDecimals) PackApprove(spender common.Address, value *big.Int) []byte {
	enc, err := testStablecoinOfDecimals.abi.Pack("approve", spender, value)
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
func (testStablecoinOfDecimals *TestStablecoinOfDecimals) TryPackApprove(spender common.Address, value *big.Int) ([]byte, error) {
	return testStablecoinOfDecimals.abi.Pack("approve", spender, value)
}

// UnpackApprove is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x095ea7b3.
//
// Solidity: function approve(address spender, uint256 value) returns(bool)
func (testStablecoinOfDecimals *TestStablecoinOfDecimals) UnpackApprove(data []byte) (bool, error) {
	out, err := testStablecoinOfDecimals.abi.Unpack("approve", data)
	if err != nil {
		return *new(bool), err
	}
	out0 := *abi.ConvertType(out[0], new(bool)).(*bool)
	return out0, nil
}

// PackBalanceOf is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x70a08231.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function balanceOf(address account) view returns(uint256)
func (testStablecoinOfDecimals *TestStablecoinOfDecimals) PackBalanceOf(account common.Address) []byte {
	enc, err := testStablecoinOfDecimals.abi.Pack("balanceOf", account)
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
func (testStablecoinOfDecimals *TestStablecoinOfDecimals) TryPackBalanceOf(account common.Address) ([]byte, error) {
	return testStablecoinOfDecimals.abi.Pack("balanceOf", account)
}

// UnpackBalanceOf is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x70a08231.
//
// Solidity: function balanceOf(address account) view returns(uint256)
func (testStablecoinOfDecimals *TestStablecoinOfDecimals) UnpackBalanceOf(data []byte) (*big.Int, error) {
	out, err := testStablecoinOfDecimals.abi.Unpack("balanceOf", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackDecimals is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x313ce567.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function decimals() view returns(uint8)
func (testStablecoinOfDecimals *TestStablecoinOfDecimals) PackDecimals() []byte {
	enc, err := testStablecoinOfDecimals.abi.Pack("decimals")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackDecimals is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x313ce567.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function decimals() view returns(uint8)
func (testStablecoinOfDecimals *TestStablecoinOfDecimals) TryPackDecimals() ([]byte, error) {
	return testStablecoinOfDecimals.abi.Pack("decimals")
}

// UnpackDecimals is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x313ce567.
//
// Solidity: function decimals() view returns(uint8)
func (testStablecoinOfDecimals *TestStablecoinOfDecimals) UnpackDecimals(data []byte) (uint8, error) {
	out, err := testStablecoinOfDecimals.abi.Unpack("decimals", data)
	if err != nil {
		return *new(uint8), err
	}
	out0 := *abi.ConvertType(out[0], new(uint8)).(*uint8)
	return out0, nil
}

// PackMint is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x40c10f19.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function mint(address to, uint256 amount) returns()
func (testStablecoinOfDecimals *TestStablecoinOfDecimals) PackMint(to common.Address, amount *big.Int) []byte {
	enc, err := testStablecoinOfDecimals.abi.Pack("mint", to, amount)
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
func (testStablecoinOfDecimals *TestStablecoinOfDecimals) TryPackMint(to common.Address, amount *big.Int) ([]byte, error) {
	return testStablecoinOfDecimals.abi.Pack("mint", to, amount)
}

// PackName is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x06fdde03.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function name() view returns(string)
func (testStablecoinOfDecimals *TestStablecoinOfDecimals) PackName() []byte {
	enc, err := testStablecoinOfDecimals.abi.Pack("name")
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
func (testStablecoinOfDecimals *TestStablecoinOfDecimals) TryPackName() ([]byte, error) {
	return testStablecoinOfDecimals.abi.Pack("name")
}

// UnpackName is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x06fdde03.
//
// Solidity: function name() view returns(string)
func (testStablecoinOfDecimals *TestStablecoinOfDecimals) UnpackName(data []byte) (string, error) {
	out, err := testStablecoinOfDecimals.abi.Unpack("name", data)
	if err != nil {
		return *new(string), err
	}
	out0 := *abi.ConvertType(out[0], new(string)).(*string)
	return out0, nil
}

// PackOwner is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x8da5cb5b.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function owner() view returns(address)
func (testStablecoinOfDecimals *TestStablecoinOfDecimals) PackOwner() []byte {
	enc, err := testStablecoinOfDecimals.abi.Pack("owner")
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
func (testStablecoinOfDecimals *TestStablecoinOfDecimals) TryPackOwner() ([]byte, error) {
	return testStablecoinOfDecimals.abi.Pack("owner")
}

// UnpackOwner is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x8da5cb5b.
//
// Solidity: function owner() view returns(address)
func (testStablecoinOfDecimals *TestStablecoinOfDecimals) UnpackOwner(data []byte) (common.Address, error) {
	out, err := testStablecoinOfDecimals.abi.Unpack("owner", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// PackRenounceOwnership is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x715018a6.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function renounceOwnership() returns()
func (testStablecoinOfDecimals *TestStablecoinOfDecimals) PackRenounceOwnership() []byte {
	enc, err := testStablecoinOfDecimals.abi.Pack("renounceOwnership")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackRenounceOwnership is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x715018a6.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function renounceOwnership() returns()
func (testStablecoinOfDecimals *TestStablecoinOfDecimals) TryPackRenounceOwnership() ([]byte, error) {
	return testStablecoinOfDecimals.abi.Pack("renounceOwnership")
}

// PackSymbol is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x95d89b41.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function symbol() view returns(string)
func (testStablecoinOfDecimals *TestStablecoinOfDecimals) PackSymbol() []byte {
	enc, err := testStablecoinOfDecimals.abi.Pack("symbol")
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
func (testStablecoinOfDecimals *TestStablecoinOfDecimals) TryPackSymbol() ([]byte, error) {
	return testStablecoinOfDecimals.abi.Pack("symbol")
}

// UnpackSymbol is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x95d89b41.
//
// Solidity: function symbol() view returns(string)
func (testStablecoinOfDecimals *TestStablecoinOfDecimals) UnpackSymbol(data []byte) (string, error) {
	out, err := testStablecoinOfDecimals.abi.Unpack("symbol", data)
	if err != nil {
		return *new(string), err
	}
	out0 := *abi.ConvertType(out[0], new(string)).(*string)
	return out0, nil
}

// PackTotalSupply is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x18160ddd.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function totalSupply() view returns(uint256)
func (testStablecoinOfDecimals *TestStablecoinOfDecimals) PackTotalSupply() []byte {
	enc, err := testStablecoinOfDecimals.abi.Pack("totalSupply")
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
func (testStablecoinOfDecimals *TestStablecoinOfDecimals) TryPackTotalSupply() ([]byte, error) {
	return testStablecoinOfDecimals.abi.Pack("totalSupply")
}

// UnpackTotalSupply is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x18160ddd.
//
// Solidity: function totalSupply() view returns(uint256)
func (testStablecoinOfDecimals *TestStablecoinOfDecimals) UnpackTotalSupply(data []byte) (*big.Int, error) {
	out, err := testStablecoinOfDecimals.abi.Unpack("totalSupply", data)
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
func (testStablecoinOfDecimals *TestStablecoinOfDecimals) PackTransfer(to common.Address, value *big.Int) []byte {
	enc, err := testStablecoinOfDecimals.abi.Pack("transfer", to, value)
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
func (testStablecoinOfDecimals *TestStablecoinOfDecimals) TryPackTransfer(to common.Address, value *big.Int) ([]byte, error) {
	return testStablecoinOfDecimals.abi.Pack("transfer", to, value)
}

// UnpackTransfer is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xa9059cbb.
//
// Solidity: function transfer(address to, uint256 value) returns(bool)
func (testStablecoinOfDecimals *TestStablecoinOfDecimals) UnpackTransfer(data []byte) (bool, error) {
	out, err := testStablecoinOfDecimals.abi.Unpack("transfer", data)
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
func (testStablecoinOfDecimals *TestStablecoinOfDecimals) PackTransferFrom(from common.Address, to common.Address, value *big.Int) []byte {
	enc, err := testStablecoinOfDecimals.abi.Pack("transferFrom", from, to, value)
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
func (testStablecoinOfDecimals *TestStablecoinOfDecimals) TryPackTransferFrom(from common.Address, to common.Address, value *big.Int) ([]byte, error) {
	return testStablecoinOfDecimals.abi.Pack("transferFrom", from, to, value)
}

// UnpackTransferFrom is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x23b872dd.
//
// Solidity: function transferFrom(address from, address to, uint256 value) returns(bool)
func (testStablecoinOfDecimals *TestStablecoinOfDecimals) UnpackTransferFrom(data []byte) (bool, error) {
	out, err := testStablecoinOfDecimals.abi.Unpack("transferFrom", data)
	if err != nil {
		return *new(bool), err
	}
	out0 := *abi.ConvertType(out[0], new(bool)).(*bool)
	return out0, nil
}

// PackTransferOwnership is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xf2fde38b.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function transferOwnership(address newOwner) returns()
func (testStablecoinOfDecimals *TestStablecoinOfDecimals) PackTransferOwnership(newOwner common.Address) []byte {
	enc, err := testStablecoinOfDecimals.abi.Pack("transferOwnership", newOwner)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackTransferOwnership is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xf2fde38b.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function transferOwnership(address newOwner) returns()
func (testStablecoinOfDecimals *TestStablecoinOfDecimals) TryPackTransferOwnership(newOwner common.Address) ([]byte, error) {
	return testStablecoinOfDecimals.abi.Pack("transferOwnership", newOwner)
}

// TestStablecoinOfDecimalsApproval represents a Approval event raised by the TestStablecoinOfDecimals contract.
type TestStablecoinOfDecimalsApproval struct {
	Owner   common.Address
	Spender common.Address
	Value   *big.Int
	Raw     *types.Log // Blockchain specific contextual infos
}

const TestStablecoinOfDecimalsApprovalEventName = "Approval"

// ContractEventName returns the user-defined event name.
func (TestStablecoinOfDecimalsApproval) ContractEventName() string {
	return TestStablecoinOfDecimalsApprovalEventName
}

// UnpackApprovalEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event Approval(address indexed owner, address indexed spender, uint256 value)
func (testStablecoinOfDecimals *TestStablecoinOfDecimals) UnpackApprovalEvent(log *types.Log) (*TestStablecoinOfDecimalsApproval, error) {
	event := "Approval"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != testStablecoinOfDecimals.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(TestStablecoinOfDecimalsApproval)
	if len(log.Data) > 0 {
		if err := testStablecoinOfDecimals.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range testStablecoinOfDecimals.abi.Events[event].Inputs {
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

// TestStablecoinOfDecimalsOwnershipTransferred represents a OwnershipTransferred event raised by the TestStablecoinOfDecimals contract.
type TestStablecoinOfDecimalsOwnershipTransferred struct {
	PreviousOwner common.Address
	NewOwner      common.Address
	Raw           *types.Log // Blockchain specific contextual infos
}

const TestStablecoinOfDecimalsOwnershipTransferredEventName = "OwnershipTransferred"

// ContractEventName returns the user-defined event name.
func (TestStablecoinOfDecimalsOwnershipTransferred) ContractEventName() string {
	return TestStablecoinOfDecimalsOwnershipTransferredEventName
}

// UnpackOwnershipTransferredEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event OwnershipTransferred(address indexed previousOwner, address indexed newOwner)
func (testStablecoinOfDecimals *TestStablecoinOfDecimals) UnpackOwnershipTransferredEvent(log *types.Log) (*TestStablecoinOfDecimalsOwnershipTransferred, error) {
	event := "OwnershipTransferred"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != testStablecoinOfDecimals.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(TestStablecoinOfDecimalsOwnershipTransferred)
	if len(log.Data) > 0 {
		if err := testStablecoinOfDecimals.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range testStablecoinOfDecimals.abi.Events[event].Inputs {
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

// TestStablecoinOfDecimalsTransfer represents a Transfer event raised by the TestStablecoinOfDecimals contract.
type TestStablecoinOfDecimalsTransfer struct {
	From  common.Address
	To    common.Address
	Value *big.Int
	Raw   *types.Log // Blockchain specific contextual infos
}

const TestStablecoinOfDecimalsTransferEventName = "Transfer"

// ContractEventName returns the user-defined event name.
func (TestStablecoinOfDecimalsTransfer) ContractEventName() string {
	return TestStablecoinOfDecimalsTransferEventName
}

// UnpackTransferEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event Transfer(address indexed from, address indexed to, uint256 value)
func (testStablecoinOfDecimals *TestStablecoinOfDecimals) UnpackTransferEvent(log *types.Log) (*TestStablecoinOfDecimalsTransfer, error) {
	event := "Transfer"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != testStablecoinOfDecimals.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(TestStablecoinOfDecimalsTransfer)
	if len(log.Data) > 0 {
		if err := testStablecoinOfDecimals.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range testStablecoinOfDecimals.abi.Events[event].Inputs {
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
func (testStablecoinOfDecimals *TestStablecoinOfDecimals) UnpackError(raw []byte) (any, error) {
	if bytes.Equal(raw[:4], testStablecoinOfDecimals.abi.Errors["ERC20InsufficientAllowance"].ID.Bytes()[:4]) {
		return testStablecoinOfDecimals.UnpackERC20InsufficientAllowanceError(raw[4:])
	}
	if bytes.Equal(raw[:4], testStablecoinOfDecimals.abi.Errors["ERC20InsufficientBalance"].ID.Bytes()[:4]) {
		return testStablecoinOfDecimals.UnpackERC20InsufficientBalanceError(raw[4:])
	}
	if bytes.Equal(raw[:4], testStablecoinOfDecimals.abi.Errors["ERC20InvalidApprover"].ID.Bytes()[:4]) {
		return testStablecoinOfDecimals.UnpackERC20InvalidApproverError(raw[4:])
	}
	if bytes.Equal(raw[:4], testStablecoinOfDecimals.abi.Errors["ERC20InvalidReceiver"].ID.Bytes()[:4]) {
		return testStablecoinOfDecimals.UnpackERC20InvalidReceiverError(raw[4:])
	}
	if bytes.Equal(raw[:4], testStablecoinOfDecimals.abi.Errors["ERC20InvalidSender"].ID.Bytes()[:4]) {
		return testStablecoinOfDecimals.UnpackERC20InvalidSenderError(raw[4:])
	}
	if bytes.Equal(raw[:4], testStablecoinOfDecimals.abi.Errors["ERC20InvalidSpender"].ID.Bytes()[:4]) {
		return testStablecoinOfDecimals.UnpackERC20InvalidSpenderError(raw[4:])
	}
	if bytes.Equal(raw[:4], testStablecoinOfDecimals.abi.Errors["OwnableInvalidOwner"].ID.Bytes()[:4]) {
		return testStablecoinOfDecimals.UnpackOwnableInvalidOwnerError(raw[4:])
	}
	if bytes.Equal(raw[:4], testStablecoinOfDecimals.abi.Errors["OwnableUnauthorizedAccount"].ID.Bytes()[:4]) {
		return testStablecoinOfDecimals.UnpackOwnableUnauthorizedAccountError(raw[4:])
	}
	return nil, errors.New("Unknown error")
}

// TestStablecoinOfDecimalsERC20InsufficientAllowance represents a ERC20InsufficientAllowance error raised by the TestStablecoinOfDecimals contract.
type TestStablecoinOfDecimalsERC20InsufficientAllowance struct {
	Spender   common.Address
	Allowance *big.Int
	Needed    *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ERC20InsufficientAllowance(address spender, uint256 allowance, uint256 needed)
func TestStablecoinOfDecimalsERC20InsufficientAllowanceErrorID() common.Hash {
	return common.HexToHash("0xfb8f41b23e99d2101d86da76cdfa87dd51c82ed07d3cb62cbc473e469dbc75c3")
}

// UnpackERC20InsufficientAllowanceError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ERC20InsufficientAllowance(address spender, uint256 allowance, uint256 needed)
func (testStablecoinOfDecimals *TestStablecoinOfDecimals) UnpackERC20InsufficientAllowanceError(raw []byte) (*TestStablecoinOfDecimalsERC20InsufficientAllowance, error) {
	out := new(TestStablecoinOfDecimalsERC20InsufficientAllowance)
	if err := testStablecoinOfDecimals.abi.UnpackIntoInterface(out, "ERC20InsufficientAllowance", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// TestStablecoinOfDecimalsERC20InsufficientBalance represents a ERC20InsufficientBalance error raised by the TestStablecoinOfDecimals contract.
type TestStablecoinOfDecimalsERC20InsufficientBalance struct {
	Sender  common.Address
	Balance *big.Int
	Needed  *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ERC20InsufficientBalance(address sender, uint256 balance, uint256 needed)
func TestStablecoinOfDecimalsERC20InsufficientBalanceErrorID() common.Hash {
	return common.HexToHash("0xe450d38cd8d9f7d95077d567d60ed49c7254716e6ad08fc9872816c97e0ffec6")
}

// UnpackERC20InsufficientBalanceError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ERC20InsufficientBalance(address sender, uint256 balance, uint256 needed)
func (testStablecoinOfDecimals *TestStablecoinOfDecimals) UnpackERC20InsufficientBalanceError(raw []byte) (*TestStablecoinOfDecimalsERC20InsufficientBalance, error) {
	out := new(TestStablecoinOfDecimalsERC20InsufficientBalance)
	if err := testStablecoinOfDecimals.abi.UnpackIntoInterface(out, "ERC20InsufficientBalance", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// TestStablecoinOfDecimalsERC20InvalidApprover represents a ERC20InvalidApprover error raised by the TestStablecoinOfDecimals contract.
type TestStablecoinOfDecimalsERC20InvalidApprover struct {
	Approver common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ERC20InvalidApprover(address approver)
func TestStablecoinOfDecimalsERC20InvalidApproverErrorID() common.Hash {
	return common.HexToHash("0xe602df05cc75712490294c6c104ab7c17f4030363910a7a2626411c6d3118847")
}

// UnpackERC20InvalidApproverError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ERC20InvalidApprover(address approver)
func (testStablecoinOfDecimals *TestStablecoinOfDecimals) UnpackERC20InvalidApproverError(raw []byte) (*TestStablecoinOfDecimalsERC20InvalidApprover, error) {
	out := new(TestStablecoinOfDecimalsERC20InvalidApprover)
	if err := testStablecoinOfDecimals.abi.UnpackIntoInterface(out, "ERC20InvalidApprover", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// TestStablecoinOfDecimalsERC20InvalidReceiver represents a ERC20InvalidReceiver error raised by the TestStablecoinOfDecimals contract.
type TestStablecoinOfDecimalsERC20InvalidReceiver struct {
	Receiver common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ERC20InvalidReceiver(address receiver)
func TestStablecoinOfDecimalsERC20InvalidReceiverErrorID() common.Hash {
	return common.HexToHash("0xec442f055133b72f3b2f9f0bb351c406b178527de2040a7d1feb4e058771f613")
}

// UnpackERC20InvalidReceiverError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ERC20InvalidReceiver(address receiver)
func (testStablecoinOfDecimals *TestStablecoinOfDecimals) UnpackERC20InvalidReceiverError(raw []byte) (*TestStablecoinOfDecimalsERC20InvalidReceiver, error) {
	out := new(TestStablecoinOfDecimalsERC20InvalidReceiver)
	if err := testStablecoinOfDecimals.abi.UnpackIntoInterface(out, "ERC20InvalidReceiver", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// TestStablecoinOfDecimalsERC20InvalidSender represents a ERC20InvalidSender error raised by the TestStablecoinOfDecimals contract.
type TestStablecoinOfDecimalsERC20InvalidSender struct {
	Sender common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ERC20InvalidSender(address sender)
func TestStablecoinOfDecimalsERC20InvalidSenderErrorID() common.Hash {
	return common.HexToHash("0x96c6fd1edd0cd6ef7ff0ecc0facdf53148dc0048b57fe58af65755250a7a96bd")
}

// UnpackERC20InvalidSenderError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ERC20InvalidSender(address sender)
func (testStablecoinOfDecimals *TestStablecoinOfDecimals) UnpackERC20InvalidSenderError(raw []byte) (*TestStablecoinOfDecimalsERC20InvalidSender, error) {
	out := new(TestStablecoinOfDecimalsERC20InvalidSender)
	if err := testStablecoinOfDecimals.abi.UnpackIntoInterface(out, "ERC20InvalidSender", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// TestStablecoinOfDecimalsERC20InvalidSpender represents a ERC20InvalidSpender error raised by the TestStablecoinOfDecimals contract.
type TestStablecoinOfDecimalsERC20InvalidSpender struct {
	Spender common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ERC20InvalidSpender(address spender)
func TestStablecoinOfDecimalsERC20InvalidSpenderErrorID() common.Hash {
	return common.HexToHash("0x94280d62c347d8d9f4d59a76ea321452406db88df38e0c9da304f58b57b373a2")
}

// UnpackERC20InvalidSpenderError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ERC20InvalidSpender(address spender)
func (testStablecoinOfDecimals *TestStablecoinOfDecimals) UnpackERC20InvalidSpenderError(raw []byte) (*TestStablecoinOfDecimalsERC20InvalidSpender, error) {
	out := new(TestStablecoinOfDecimalsERC20InvalidSpender)
	if err := testStablecoinOfDecimals.abi.UnpackIntoInterface(out, "ERC20InvalidSpender", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// TestStablecoinOfDecimalsOwnableInvalidOwner represents a OwnableInvalidOwner error raised by the TestStablecoinOfDecimals contract.
type TestStablecoinOfDecimalsOwnableInvalidOwner struct {
	Owner common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error OwnableInvalidOwner(address owner)
func TestStablecoinOfDecimalsOwnableInvalidOwnerErrorID() common.Hash {
	return common.HexToHash("0x1e4fbdf7f3ef8bcaa855599e3abf48b232380f183f08f6f813d9ffa5bd585188")
}

// UnpackOwnableInvalidOwnerError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error OwnableInvalidOwner(address owner)
func (testStablecoinOfDecimals *TestStablecoinOfDecimals) UnpackOwnableInvalidOwnerError(raw []byte) (*TestStablecoinOfDecimalsOwnableInvalidOwner, error) {
	out := new(TestStablecoinOfDecimalsOwnableInvalidOwner)
	if err := testStablecoinOfDecimals.abi.UnpackIntoInterface(out, "OwnableInvalidOwner", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// TestStablecoinOfDecimalsOwnableUnauthorizedAccount represents a OwnableUnauthorizedAccount error raised by the TestStablecoinOfDecimals contract.
type TestStablecoinOfDecimalsOwnableUnauthorizedAccount struct {
	Account common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error OwnableUnauthorizedAccount(address account)
func TestStablecoinOfDecimalsOwnableUnauthorizedAccountErrorID() common.Hash {
	return common.HexToHash("0x118cdaa7a341953d1887a2245fd6665d741c67c8c50581daa59e1d03373fa188")
}

// UnpackOwnableUnauthorizedAccountError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error OwnableUnauthorizedAccount(address account)
func (testStablecoinOfDecimals *TestStablecoinOfDecimals) UnpackOwnableUnauthorizedAccountError(raw []byte) (*TestStablecoinOfDecimalsOwnableUnauthorizedAccount, error) {
	out := new(TestStablecoinOfDecimalsOwnableUnauthorizedAccount)
	if err := testStablecoinOfDecimals.abi.UnpackIntoInterface(out, "OwnableUnauthorizedAccount", raw); err != nil {
		return nil, err
	}
	return out, nil
}

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

// FalseReturnTokenMetaData contains all meta data concerning the FalseReturnToken contract.
var FalseReturnTokenMetaData = bind.MetaData{
	ABI: "[{\"inputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"constructor\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"spender\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"allowance\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"needed\",\"type\":\"uint256\"}],\"name\":\"ERC20InsufficientAllowance\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"sender\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"balance\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"needed\",\"type\":\"uint256\"}],\"name\":\"ERC20InsufficientBalance\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"approver\",\"type\":\"address\"}],\"name\":\"ERC20InvalidApprover\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"receiver\",\"type\":\"address\"}],\"name\":\"ERC20InvalidReceiver\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"sender\",\"type\":\"address\"}],\"name\":\"ERC20InvalidSender\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"spender\",\"type\":\"address\"}],\"name\":\"ERC20InvalidSpender\",\"type\":\"error\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"owner\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"spender\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"value\",\"type\":\"uint256\"}],\"name\":\"Approval\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"from\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"to\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"value\",\"type\":\"uint256\"}],\"name\":\"Transfer\",\"type\":\"event\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"owner\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"spender\",\"type\":\"address\"}],\"name\":\"allowance\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"spender\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"value\",\"type\":\"uint256\"}],\"name\":\"approve\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"\",\"type\":\"bool\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"account\",\"type\":\"address\"}],\"name\":\"balanceOf\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"decimals\",\"outputs\":[{\"internalType\":\"uint8\",\"name\":\"\",\"type\":\"uint8\"}],\"stateMutability\":\"pure\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"to\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"mint\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"name\",\"outputs\":[{\"internalType\":\"string\",\"name\":\"\",\"type\":\"string\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bool\",\"name\":\"onTransfer\",\"type\":\"bool\"},{\"internalType\":\"bool\",\"name\":\"onTransferFrom\",\"type\":\"bool\"}],\"name\":\"setReturnsFalse\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"symbol\",\"outputs\":[{\"internalType\":\"string\",\"name\":\"\",\"type\":\"string\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"totalSupply\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"to\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"value\",\"type\":\"uint256\"}],\"name\":\"transfer\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"\",\"type\":\"bool\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"from\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"to\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"value\",\"type\":\"uint256\"}],\"name\":\"transferFrom\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"\",\"type\":\"bool\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"transferFromReturnsFalse\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"\",\"type\":\"bool\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"transferReturnsFalse\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"\",\"type\":\"bool\"}],\"stateMutability\":\"view\",\"type\":\"function\"}]",
	ID:  "FalseReturnToken",
	Bin: "0x608060405234801561000f575f5ffd5b50604051806040016040528060128152602001712330b639b2902932ba3ab937102a37b5b2b760711b8152506040518060400160405280600581526020016446414c534560d81b81525081600390816100689190610120565b5060046100758282610120565b5050506101de565b634e487b7160e01b5f52604160045260245ffd5b600181811c908216806100a557607f821691505b6020821081036100c357634e487b7160e01b5f52602260045260245ffd5b50919050565b601f82111561011b578282111561011b57805f5260205f20601f840160051c60208510156100f457505f5b90810190601f840160051c035f5b81811015610117575f83820155600101610102565b5050505b505050565b81516001600160401b038111156101395761013961007d565b61014d816101478454610091565b846100c9565b6020601f82116001811461017f575f83156101685750848201515b5f19600385901b1c1916600184901b1784556101d7565b5f84815260208120601f198516915b828110156101ae578785015182556020948501946001909201910161018e565b50848210156101cb57868401515f19600387901b60f8161c191681555b505060018360011b0184555b5050505050565b610a89806101eb5f395ff3fe608060405234801561000f575f5ffd5b50600436106100da575f3560e01c80635dde71e9116100885780639ca09c3c116100635780639ca09c3c146101b2578063a9059cbb1461021e578063cb0d653814610231578063dd62ed3e14610243575f5ffd5b80635dde71e91461016857806370a082311461017557806395d89b41146101aa575f5ffd5b806323b872dd116100b857806323b872dd14610131578063313ce5671461014457806340c10f1914610153575f5ffd5b806306fdde03146100de578063095ea7b3146100fc57806318160ddd1461011f575b5f5ffd5b6100e6610288565b6040516100f39190610895565b60405180910390f35b61010f61010a366004610910565b610318565b60405190151581526020016100f3565b6002545b6040519081526020016100f3565b61010f61013f366004610938565b610331565b604051600681526020016100f3565b610166610161366004610910565b61035f565b005b60055461010f9060ff1681565b610123610183366004610972565b73ffffffffffffffffffffffffffffffffffffffff165f9081526020819052604090205490565b6100e661036d565b6101666101c036600461099a565b600580547fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff0000169215157fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff00ff169290921761010091151591909102179055565b61010f61022c366004610910565b61037c565b60055461010f90610100900460ff1681565b6101236102513660046109cb565b73ffffffffffffffffffffffffffffffffffffffff9182165f90815260016020908152604080832093909416825291909152205490565b606060038054610297906109f3565b80601f01602080910402602001604051908101604052809291908181526020018280546102c3906109f3565b801561030e5780601f106102e55761010080835404028352916020019161030e565b820191905f5260205f20905b8154815290600101906020018083116102f157829003601f168201915b5050505050905090565b5f3361032581858561039a565b60019150505b92915050565b6005545f90610100900460ff161561034a57505f610358565b6103558484846103ac565b90505b9392505050565b61036982826103cf565b5050565b606060048054610297906109f3565b6005545f9060ff161561039057505f61032b565b610358838361042e565b6103a7838383600161043b565b505050565b5f336103b9858285610581565b6103c4858585610649565b506001949350505050565b73ffffffffffffffffffffffffffffffffffffffff8216610423576040517fec442f050000000000000000000000000000000000000000000000000000000081525f60048201526024015b60405180910390fd5b6103695f83836106ee565b5f33610325818585610649565b73ffffffffffffffffffffffffffffffffffffffff841661048a576040517fe602df050000000000000000000000000000000000000000000000000000000081525f600482015260240161041a565b73ffffffffffffffffffffffffffffffffffffffff83166104d9576040517f94280d620000000000000000000000000000000000000000000000000000000081525f600482015260240161041a565b73ffffffffffffffffffffffffffffffffffffffff8085165f908152600160209081526040808320938716835292905220829055801561057b578273ffffffffffffffffffffffffffffffffffffffff168473ffffffffffffffffffffffffffffffffffffffff167f8c5be1e5ebec7d5bd14f71427d1e84f3dd0314c0f7b2291e5b200ac8c7c3b9258460405161057291815260200190565b60405180910390a35b50505050565b73ffffffffffffffffffffffffffffffffffffffff8381165f908152600160209081526040808320938616835292905220547fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff81101561057b578181101561063b576040517ffb8f41b200000000000000000000000000000000000000000000000000000000815273ffffffffffffffffffffffffffffffffffffffff84166004820152602481018290526044810183905260640161041a565b61057b84848484035f61043b565b73ffffffffffffffffffffffffffffffffffffffff8316610698576040517f96c6fd1e0000000000000000000000000000000000000000000000000000000081525f600482015260240161041a565b73ffffffffffffffffffffffffffffffffffffffff82166106e7576040517fec442f050000000000000000000000000000000000000000000000000000000081525f600482015260240161041a565b6103a78383835b73ffffffffffffffffffffffffffffffffffffffff8316610725578060025f82825461071a9190610a44565b909155506107d59050565b73ffffffffffffffffffffffffffffffffffffffff83165f90815260208190526040902054818110156107aa576040517fe450d38c00000000000000000000000000000000000000000000000000000000815273ffffffffffffffffffffffffffffffffffffffff85166004820152602481018290526044810183905260640161041a565b73ffffffffffffffffffffffffffffffffffffffff84165f9081526020819052604090209082900390555b73ffffffffffffffffffffffffffffffffffffffff82166107fe57600280548290039055610829565b73ffffffffffffffffffffffffffffffffffffffff82165f9081526020819052604090208054820190555b8173ffffffffffffffffffffffffffffffffffffffff168373ffffffffffffffffffffffffffffffffffffffff167fddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef8360405161088891815260200190565b60405180910390a3505050565b602081525f82518060208401528060208501604085015e5f6040828501015260407fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe0601f83011684010191505092915050565b803573ffffffffffffffffffffffffffffffffffffffff8116811461090b575f5ffd5b919050565b5f5f60408385031215610921575f5ffd5b61092a836108e8565b946020939093013593505050565b5f5f5f6060848603121561094a575f5ffd5b610953846108e8565b9250610961602085016108e8565b929592945050506040919091013590565b5f60208284031215610982575f5ffd5b610358826108e8565b8035801515811461090b575f5ffd5b5f5f604083850312156109ab575f5ffd5b6109b48361098b565b91506109c26020840161098b565b90509250929050565b5f5f604083850312156109dc575f5ffd5b6109e5836108e8565b91506109c2602084016108e8565b600181811c90821680610a0757607f821691505b602082108103610a3e577f4e487b71000000000000000000000000000000000000000000000000000000005f52602260045260245ffd5b50919050565b8082018082111561032b577f4e487b71000000000000000000000000000000000000000000000000000000005f52601160045260245ffdfea164736f6c6343000825000a",
}

// FalseReturnToken is an auto generated Go binding around an Ethereum contract.
type FalseReturnToken struct {
	abi abi.ABI
}

// GetABI returns the ABI associated with this contract binding.
func (c *FalseReturnToken) GetABI() abi.ABI {
	return c.abi
}

// NewFalseReturnToken creates a new instance of FalseReturnToken.
func NewFalseReturnToken() *FalseReturnToken {
	parsed, err := FalseReturnTokenMetaData.ParseABI()
	if err != nil {
		panic(errors.New("invalid ABI: " + err.Error()))
	}
	return &FalseReturnToken{abi: *parsed}
}

// Instance creates a wrapper for a deployed contract instance at the given address.
// Use this to create the instance object passed to abigen v2 library functions Call, Transact, etc.
func (c *FalseReturnToken) Instance(backend bind.ContractBackend, addr common.Address) *bind.BoundContract {
	return bind.NewBoundContract(addr, c.abi, backend, backend, backend)
}

// PackAllowance is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xdd62ed3e.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function allowance(address owner, address spender) view returns(uint256)
func (falseReturnToken *FalseReturnToken) PackAllowance(owner common.Address, spender common.Address) []byte {
	enc, err := falseReturnToken.abi.Pack("allowance", owner, spender)
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
func (falseReturnToken *FalseReturnToken) TryPackAllowance(owner common.Address, spender common.Address) ([]byte, error) {
	return falseReturnToken.abi.Pack("allowance", owner, spender)
}

// UnpackAllowance is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xdd62ed3e.
//
// Solidity: function allowance(address owner, address spender) view returns(uint256)
func (falseReturnToken *FalseReturnToken) UnpackAllowance(data []byte) (*big.Int, error) {
	out, err := falseReturnToken.abi.Unpack("allowance", data)
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
func (falseReturnToken *FalseReturnToken) PackApprove(spender common.Address, value *big.Int) []byte {
	enc, err := falseReturnToken.abi.Pack("approve", spender, value)
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
func (falseReturnToken *FalseReturnToken) TryPackApprove(spender common.Address, value *big.Int) ([]byte, error) {
	return falseReturnToken.abi.Pack("approve", spender, value)
}

// UnpackApprove is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x095ea7b3.
//
// Solidity: function approve(address spender, uint256 value) returns(bool)
func (falseReturnToken *FalseReturnToken) UnpackApprove(data []byte) (bool, error) {
	out, err := falseReturnToken.abi.Unpack("approve", data)
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
func (falseReturnToken *FalseReturnToken) PackBalanceOf(account common.Address) []byte {
	enc, err := falseReturnToken.abi.Pack("balanceOf", account)
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
func (falseReturnToken *FalseReturnToken) TryPackBalanceOf(account common.Address) ([]byte, error) {
	return falseReturnToken.abi.Pack("balanceOf", account)
}

// UnpackBalanceOf is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x70a08231.
//
// Solidity: function balanceOf(address account) view returns(uint256)
func (falseReturnToken *FalseReturnToken) UnpackBalanceOf(data []byte) (*big.Int, error) {
	out, err := falseReturnToken.abi.Unpack("balanceOf", data)
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
// Solidity: function decimals() pure returns(uint8)
func (falseReturnToken *FalseReturnToken) PackDecimals() []byte {
	enc, err := falseReturnToken.abi.Pack("decimals")
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
func (falseReturnToken *FalseReturnToken) TryPackDecimals() ([]byte, error) {
	return falseReturnToken.abi.Pack("decimals")
}

// UnpackDecimals is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x313ce567.
//
// Solidity: function decimals() pure returns(uint8)
func (falseReturnToken *FalseReturnToken) UnpackDecimals(data []byte) (uint8, error) {
	out, err := falseReturnToken.abi.Unpack("decimals", data)
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
func (falseReturnToken *FalseReturnToken) PackMint(to common.Address, amount *big.Int) []byte {
	enc, err := falseReturnToken.abi.Pack("mint", to, amount)
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
func (falseReturnToken *FalseReturnToken) TryPackMint(to common.Address, amount *big.Int) ([]byte, error) {
	return falseReturnToken.abi.Pack("mint", to, amount)
}

// PackName is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x06fdde03.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function name() view returns(string)
func (falseReturnToken *FalseReturnToken) PackName() []byte {
	enc, err := falseReturnToken.abi.Pack("name")
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
func (falseReturnToken *FalseReturnToken) TryPackName() ([]byte, error) {
	return falseReturnToken.abi.Pack("name")
}

// UnpackName is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x06fdde03.
//
// Solidity: function name() view returns(string)
func (falseReturnToken *FalseReturnToken) UnpackName(data []byte) (string, error) {
	out, err := falseReturnToken.abi.Unpack("name", data)
	if err != nil {
		return *new(string), err
	}
	out0 := *abi.ConvertType(out[0], new(string)).(*string)
	return out0, nil
}

// PackSetReturnsFalse is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x9ca09c3c.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function setReturnsFalse(bool onTransfer, bool onTransferFrom) returns()
func (falseReturnToken *FalseReturnToken) PackSetReturnsFalse(onTransfer bool, onTransferFrom bool) []byte {
	enc, err := falseReturnToken.abi.Pack("setReturnsFalse", onTransfer, onTransferFrom)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSetReturnsFalse is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x9ca09c3c.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function setReturnsFalse(bool onTransfer, bool onTransferFrom) returns()
func (falseReturnToken *FalseReturnToken) TryPackSetReturnsFalse(onTransfer bool, onTransferFrom bool) ([]byte, error) {
	return falseReturnToken.abi.Pack("setReturnsFalse", onTransfer, onTransferFrom)
}

// PackSymbol is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x95d89b41.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function symbol() view returns(string)
func (falseReturnToken *FalseReturnToken) PackSymbol() []byte {
	enc, err := falseReturnToken.abi.Pack("symbol")
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
func (falseReturnToken *FalseReturnToken) TryPackSymbol() ([]byte, error) {
	return falseReturnToken.abi.Pack("symbol")
}

// UnpackSymbol is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x95d89b41.
//
// Solidity: function symbol() view returns(string)
func (falseReturnToken *FalseReturnToken) UnpackSymbol(data []byte) (string, error) {
	out, err := falseReturnToken.abi.Unpack("symbol", data)
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
func (falseReturnToken *FalseReturnToken) PackTotalSupply() []byte {
	enc, err := falseReturnToken.abi.Pack("totalSupply")
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
func (falseReturnToken *FalseReturnToken) TryPackTotalSupply() ([]byte, error) {
	return falseReturnToken.abi.Pack("totalSupply")
}

// UnpackTotalSupply is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x18160ddd.
//
// Solidity: function totalSupply() view returns(uint256)
func (falseReturnToken *FalseReturnToken) UnpackTotalSupply(data []byte) (*big.Int, error) {
	out, err := falseReturnToken.abi.Unpack("totalSupply", data)
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
func (falseReturnToken *FalseReturnToken) PackTransfer(to common.Address, value *big.Int) []byte {
	enc, err := falseReturnToken.abi.Pack("transfer", to, value)
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
func (falseReturnToken *FalseReturnToken) TryPackTransfer(to common.Address, value *big.Int) ([]byte, error) {
	return falseReturnToken.abi.Pack("transfer", to, value)
}

// UnpackTransfer is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xa9059cbb.
//
// Solidity: function transfer(address to, uint256 value) returns(bool)
func (falseReturnToken *FalseReturnToken) UnpackTransfer(data []byte) (bool, error) {
	out, err := falseReturnToken.abi.Unpack("transfer", data)
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
func (falseReturnToken *FalseReturnToken) PackTransferFrom(from common.Address, to common.Address, value *big.Int) []byte {
	enc, err := falseReturnToken.abi.Pack("transferFrom", from, to, value)
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
func (falseReturnToken *FalseReturnToken) TryPackTransferFrom(from common.Address, to common.Address, value *big.Int) ([]byte, error) {
	return falseReturnToken.abi.Pack("transferFrom", from, to, value)
}

// UnpackTransferFrom is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x23b872dd.
//
// Solidity: function transferFrom(address from, address to, uint256 value) returns(bool)
func (falseReturnToken *FalseReturnToken) UnpackTransferFrom(data []byte) (bool, error) {
	out, err := falseReturnToken.abi.Unpack("transferFrom", data)
	if err != nil {
		return *new(bool), err
	}
	out0 := *abi.ConvertType(out[0], new(bool)).(*bool)
	return out0, nil
}

// PackTransferFromReturnsFalse is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xcb0d6538.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function transferFromReturnsFalse() view returns(bool)
func (falseReturnToken *FalseReturnToken) PackTransferFromReturnsFalse() []byte {
	enc, err := falseReturnToken.abi.Pack("transferFromReturnsFalse")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackTransferFromReturnsFalse is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xcb0d6538.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function transferFromReturnsFalse() view returns(bool)
func (falseReturnToken *FalseReturnToken) TryPackTransferFromReturnsFalse() ([]byte, error) {
	return falseReturnToken.abi.Pack("transferFromReturnsFalse")
}

// UnpackTransferFromReturnsFalse is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xcb0d6538.
//
// Solidity: function transferFromReturnsFalse() view returns(bool)
func (falseReturnToken *FalseReturnToken) UnpackTransferFromReturnsFalse(data []byte) (bool, error) {
	out, err := falseReturnToken.abi.Unpack("transferFromReturnsFalse", data)
	if err != nil {
		return *new(bool), err
	}
	out0 := *abi.ConvertType(out[0], new(bool)).(*bool)
	return out0, nil
}

// PackTransferReturnsFalse is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x5dde71e9.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function transferReturnsFalse() view returns(bool)
func (falseReturnToken *FalseReturnToken) PackTransferReturnsFalse() []byte {
	enc, err := falseReturnToken.abi.Pack("transferReturnsFalse")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackTransferReturnsFalse is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x5dde71e9.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function transferReturnsFalse() view returns(bool)
func (falseReturnToken *FalseReturnToken) TryPackTransferReturnsFalse() ([]byte, error) {
	return falseReturnToken.abi.Pack("transferReturnsFalse")
}

// UnpackTransferReturnsFalse is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x5dde71e9.
//
// Solidity: function transferReturnsFalse() view returns(bool)
func (falseReturnToken *FalseReturnToken) UnpackTransferReturnsFalse(data []byte) (bool, error) {
	out, err := falseReturnToken.abi.Unpack("transferReturnsFalse", data)
	if err != nil {
		return *new(bool), err
	}
	out0 := *abi.ConvertType(out[0], new(bool)).(*bool)
	return out0, nil
}

// FalseReturnTokenApproval represents a Approval event raised by the FalseReturnToken contract.
type FalseReturnTokenApproval struct {
	Owner   common.Address
	Spender common.Address
	Value   *big.Int
	Raw     *types.Log // Blockchain specific contextual infos
}

const FalseReturnTokenApprovalEventName = "Approval"

// ContractEventName returns the user-defined event name.
func (FalseReturnTokenApproval) ContractEventName() string {
	return FalseReturnTokenApprovalEventName
}

// UnpackApprovalEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event Approval(address indexed owner, address indexed spender, uint256 value)
func (falseReturnToken *FalseReturnToken) UnpackApprovalEvent(log *types.Log) (*FalseReturnTokenApproval, error) {
	event := "Approval"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != falseReturnToken.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(FalseReturnTokenApproval)
	if len(log.Data) > 0 {
		if err := falseReturnToken.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range falseReturnToken.abi.Events[event].Inputs {
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

// FalseReturnTokenTransfer represents a Transfer event raised by the FalseReturnToken contract.
type FalseReturnTokenTransfer struct {
	From  common.Address
	To    common.Address
	Value *big.Int
	Raw   *types.Log // Blockchain specific contextual infos
}

const FalseReturnTokenTransferEventName = "Transfer"

// ContractEventName returns the user-defined event name.
func (FalseReturnTokenTransfer) ContractEventName() string {
	return FalseReturnTokenTransferEventName
}

// UnpackTransferEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event Transfer(address indexed from, address indexed to, uint256 value)
func (falseReturnToken *FalseReturnToken) UnpackTransferEvent(log *types.Log) (*FalseReturnTokenTransfer, error) {
	event := "Transfer"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != falseReturnToken.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(FalseReturnTokenTransfer)
	if len(log.Data) > 0 {
		if err := falseReturnToken.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range falseReturnToken.abi.Events[event].Inputs {
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
func (falseReturnToken *FalseReturnToken) UnpackError(raw []byte) (any, error) {
	if bytes.Equal(raw[:4], falseReturnToken.abi.Errors["ERC20InsufficientAllowance"].ID.Bytes()[:4]) {
		return falseReturnToken.UnpackERC20InsufficientAllowanceError(raw[4:])
	}
	if bytes.Equal(raw[:4], falseReturnToken.abi.Errors["ERC20InsufficientBalance"].ID.Bytes()[:4]) {
		return falseReturnToken.UnpackERC20InsufficientBalanceError(raw[4:])
	}
	if bytes.Equal(raw[:4], falseReturnToken.abi.Errors["ERC20InvalidApprover"].ID.Bytes()[:4]) {
		return falseReturnToken.UnpackERC20InvalidApproverError(raw[4:])
	}
	if bytes.Equal(raw[:4], falseReturnToken.abi.Errors["ERC20InvalidReceiver"].ID.Bytes()[:4]) {
		return falseReturnToken.UnpackERC20InvalidReceiverError(raw[4:])
	}
	if bytes.Equal(raw[:4], falseReturnToken.abi.Errors["ERC20InvalidSender"].ID.Bytes()[:4]) {
		return falseReturnToken.UnpackERC20InvalidSenderError(raw[4:])
	}
	if bytes.Equal(raw[:4], falseReturnToken.abi.Errors["ERC20InvalidSpender"].ID.Bytes()[:4]) {
		return falseReturnToken.UnpackERC20InvalidSpenderError(raw[4:])
	}
	return nil, errors.New("Unknown error")
}

// FalseReturnTokenERC20InsufficientAllowance represents a ERC20InsufficientAllowance error raised by the FalseReturnToken contract.
type FalseReturnTokenERC20InsufficientAllowance struct {
	Spender   common.Address
	Allowance *big.Int
	Needed    *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ERC20InsufficientAllowance(address spender, uint256 allowance, uint256 needed)
func FalseReturnTokenERC20InsufficientAllowanceErrorID() common.Hash {
	return common.HexToHash("0xfb8f41b23e99d2101d86da76cdfa87dd51c82ed07d3cb62cbc473e469dbc75c3")
}

// UnpackERC20InsufficientAllowanceError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ERC20InsufficientAllowance(address spender, uint256 allowance, uint256 needed)
func (falseReturnToken *FalseReturnToken) UnpackERC20InsufficientAllowanceError(raw []byte) (*FalseReturnTokenERC20InsufficientAllowance, error) {
	out := new(FalseReturnTokenERC20InsufficientAllowance)
	if err := falseReturnToken.abi.UnpackIntoInterface(out, "ERC20InsufficientAllowance", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// FalseReturnTokenERC20InsufficientBalance represents a ERC20InsufficientBalance error raised by the FalseReturnToken contract.
type FalseReturnTokenERC20InsufficientBalance struct {
	Sender  common.Address
	Balance *big.Int
	Needed  *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ERC20InsufficientBalance(address sender, uint256 balance, uint256 needed)
func FalseReturnTokenERC20InsufficientBalanceErrorID() common.Hash {
	return common.HexToHash("0xe450d38cd8d9f7d95077d567d60ed49c7254716e6ad08fc9872816c97e0ffec6")
}

// UnpackERC20InsufficientBalanceError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ERC20InsufficientBalance(address sender, uint256 balance, uint256 needed)
func (falseReturnToken *FalseReturnToken) UnpackERC20InsufficientBalanceError(raw []byte) (*FalseReturnTokenERC20InsufficientBalance, error) {
	out := new(FalseReturnTokenERC20InsufficientBalance)
	if err := falseReturnToken.abi.UnpackIntoInterface(out, "ERC20InsufficientBalance", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// FalseReturnTokenERC20InvalidApprover represents a ERC20InvalidApprover error raised by the FalseReturnToken contract.
type FalseReturnTokenERC20InvalidApprover struct {
	Approver common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ERC20InvalidApprover(address approver)
func FalseReturnTokenERC20InvalidApproverErrorID() common.Hash {
	return common.HexToHash("0xe602df05cc75712490294c6c104ab7c17f4030363910a7a2626411c6d3118847")
}

// UnpackERC20InvalidApproverError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ERC20InvalidApprover(address approver)
func (falseReturnToken *FalseReturnToken) UnpackERC20InvalidApproverError(raw []byte) (*FalseReturnTokenERC20InvalidApprover, error) {
	out := new(FalseReturnTokenERC20InvalidApprover)
	if err := falseReturnToken.abi.UnpackIntoInterface(out, "ERC20InvalidApprover", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// FalseReturnTokenERC20InvalidReceiver represents a ERC20InvalidReceiver error raised by the FalseReturnToken contract.
type FalseReturnTokenERC20InvalidReceiver struct {
	Receiver common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ERC20InvalidReceiver(address receiver)
func FalseReturnTokenERC20InvalidReceiverErrorID() common.Hash {
	return common.HexToHash("0xec442f055133b72f3b2f9f0bb351c406b178527de2040a7d1feb4e058771f613")
}

// UnpackERC20InvalidReceiverError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ERC20InvalidReceiver(address receiver)
func (falseReturnToken *FalseReturnToken) UnpackERC20InvalidReceiverError(raw []byte) (*FalseReturnTokenERC20InvalidReceiver, error) {
	out := new(FalseReturnTokenERC20InvalidReceiver)
	if err := falseReturnToken.abi.UnpackIntoInterface(out, "ERC20InvalidReceiver", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// FalseReturnTokenERC20InvalidSender represents a ERC20InvalidSender error raised by the FalseReturnToken contract.
type FalseReturnTokenERC20InvalidSender struct {
	Sender common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ERC20InvalidSender(address sender)
func FalseReturnTokenERC20InvalidSenderErrorID() common.Hash {
	return common.HexToHash("0x96c6fd1edd0cd6ef7ff0ecc0facdf53148dc0048b57fe58af65755250a7a96bd")
}

// UnpackERC20InvalidSenderError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ERC20InvalidSender(address sender)
func (falseReturnToken *FalseReturnToken) UnpackERC20InvalidSenderError(raw []byte) (*FalseReturnTokenERC20InvalidSender, error) {
	out := new(FalseReturnTokenERC20InvalidSender)
	if err := falseReturnToken.abi.UnpackIntoInterface(out, "ERC20InvalidSender", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// FalseReturnTokenERC20InvalidSpender represents a ERC20InvalidSpender error raised by the FalseReturnToken contract.
type FalseReturnTokenERC20InvalidSpender struct {
	Spender common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ERC20InvalidSpender(address spender)
func FalseReturnTokenERC20InvalidSpenderErrorID() common.Hash {
	return common.HexToHash("0x94280d62c347d8d9f4d59a76ea321452406db88df38e0c9da304f58b57b373a2")
}

// UnpackERC20InvalidSpenderError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ERC20InvalidSpender(address spender)
func (falseReturnToken *FalseReturnToken) UnpackERC20InvalidSpenderError(raw []byte) (*FalseReturnTokenERC20InvalidSpender, error) {
	out := new(FalseReturnTokenERC20InvalidSpender)
	if err := falseReturnToken.abi.UnpackIntoInterface(out, "ERC20InvalidSpender", raw); err != nil {
		return nil, err
	}
	return out, nil
}

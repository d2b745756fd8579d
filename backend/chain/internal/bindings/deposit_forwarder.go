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

// DepositForwarderMetaData contains all meta data concerning the DepositForwarder contract.
var DepositForwarderMetaData = bind.MetaData{
	ABI: "[{\"inputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"constructor\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"caller\",\"type\":\"address\"}],\"name\":\"OnlyFactory\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"token\",\"type\":\"address\"}],\"name\":\"SafeERC20FailedOperation\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"contractIERC20\",\"name\":\"token\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"to\",\"type\":\"address\"}],\"name\":\"sweep\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"}]",
	ID:  "DepositForwarder",
	Bin: "0x60a0604052348015600e575f5ffd5b50336080526080516102eb61002a5f395f606b01526102eb5ff3fe608060405234801561000f575f5ffd5b5060043610610029575f3560e01c8063b8dc491b1461002d575b5f5ffd5b61004061003b366004610290565b610052565b60405190815260200160405180910390f35b5f3373ffffffffffffffffffffffffffffffffffffffff7f000000000000000000000000000000000000000000000000000000000000000016146100c9576040517f920614730000000000000000000000000000000000000000000000000000000081523360048201526024015b60405180910390fd5b6040517f70a0823100000000000000000000000000000000000000000000000000000000815230600482015273ffffffffffffffffffffffffffffffffffffffff8416906370a0823190602401602060405180830381865afa158015610131573d5f5f3e3d5ffd5b505050506040513d601f19601f8201168201806040525081019061015591906102c7565b9050801561017e5761017e73ffffffffffffffffffffffffffffffffffffffff84168383610184565b92915050565b61019183838360016101e4565b6101df576040517f5274afe700000000000000000000000000000000000000000000000000000000815273ffffffffffffffffffffffffffffffffffffffff841660048201526024016100c0565b505050565b6040517fa9059cbb000000000000000000000000000000000000000000000000000000005f81815273ffffffffffffffffffffffffffffffffffffffff8616600452602485905291602083604481808b5af1925060015f51148316610260578383151615610254573d5f823e3d81fd5b5f873b113d1516831692505b60405250949350505050565b73ffffffffffffffffffffffffffffffffffffffff8116811461028d575f5ffd5b50565b5f5f604083850312156102a1575f5ffd5b82356102ac8161026c565b915060208301356102bc8161026c565b809150509250929050565b5f602082840312156102d7575f5ffd5b505191905056fea164736f6c6343000825000a",
}

// DepositForwarder is an auto generated Go binding around an Ethereum contract.
type DepositForwarder struct {
	abi abi.ABI
}

// GetABI returns the ABI associated with this contract binding.
func (c *DepositForwarder) GetABI() abi.ABI {
	return c.abi
}

// NewDepositForwarder creates a new instance of DepositForwarder.
func NewDepositForwarder() *DepositForwarder {
	parsed, err := DepositForwarderMetaData.ParseABI()
	if err != nil {
		panic(errors.New("invalid ABI: " + err.Error()))
	}
	return &DepositForwarder{abi: *parsed}
}

// Instance creates a wrapper for a deployed contract instance at the given address.
// Use this to create the instance object passed to abigen v2 library functions Call, Transact, etc.
func (c *DepositForwarder) Instance(backend bind.ContractBackend, addr common.Address) *bind.BoundContract {
	return bind.NewBoundContract(addr, c.abi, backend, backend, backend)
}

// PackSweep is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xb8dc491b.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function sweep(address token, address to) returns(uint256 amount)
func (depositForwarder *DepositForwarder) PackSweep(token common.Address, to common.Address) []byte {
	enc, err := depositForwarder.abi.Pack("sweep", token, to)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSweep is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xb8dc491b.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function sweep(address token, address to) returns(uint256 amount)
func (depositForwarder *DepositForwarder) TryPackSweep(token common.Address, to common.Address) ([]byte, error) {
	return depositForwarder.abi.Pack("sweep", token, to)
}

// UnpackSweep is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xb8dc491b.
//
// Solidity: function sweep(address token, address to) returns(uint256 amount)
func (depositForwarder *DepositForwarder) UnpackSweep(data []byte) (*big.Int, error) {
	out, err := depositForwarder.abi.Unpack("sweep", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// UnpackError attempts to decode the provided error data using user-defined
// error definitions.
func (depositForwarder *DepositForwarder) UnpackError(raw []byte) (any, error) {
	if bytes.Equal(raw[:4], depositForwarder.abi.Errors["OnlyFactory"].ID.Bytes()[:4]) {
		return depositForwarder.UnpackOnlyFactoryError(raw[4:])
	}
	if bytes.Equal(raw[:4], depositForwarder.abi.Errors["SafeERC20FailedOperation"].ID.Bytes()[:4]) {
		return depositForwarder.UnpackSafeERC20FailedOperationError(raw[4:])
	}
	return nil, errors.New("Unknown error")
}

// DepositForwarderOnlyFactory represents a OnlyFactory error raised by the DepositForwarder contract.
type DepositForwarderOnlyFactory struct {
	Caller common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error OnlyFactory(address caller)
func DepositForwarderOnlyFactoryErrorID() common.Hash {
	return common.HexToHash("0x92061473de2a543ec529edc52ab1dcfbd0f46320f63089f9a54ce17b1dad5f9b")
}

// UnpackOnlyFactoryError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error OnlyFactory(address caller)
func (depositForwarder *DepositForwarder) UnpackOnlyFactoryError(raw []byte) (*DepositForwarderOnlyFactory, error) {
	out := new(DepositForwarderOnlyFactory)
	if err := depositForwarder.abi.UnpackIntoInterface(out, "OnlyFactory", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// DepositForwarderSafeERC20FailedOperation represents a SafeERC20FailedOperation error raised by the DepositForwarder contract.
type DepositForwarderSafeERC20FailedOperation struct {
	Token common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error SafeERC20FailedOperation(address token)
func DepositForwarderSafeERC20FailedOperationErrorID() common.Hash {
	return common.HexToHash("0x5274afe73c98b4749fc91ffae6b7b574e7842cb2144a159e9377a5f20b32edf9")
}

// UnpackSafeERC20FailedOperationError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error SafeERC20FailedOperation(address token)
func (depositForwarder *DepositForwarder) UnpackSafeERC20FailedOperationError(raw []byte) (*DepositForwarderSafeERC20FailedOperation, error) {
	out := new(DepositForwarderSafeERC20FailedOperation)
	if err := depositForwarder.abi.UnpackIntoInterface(out, "SafeERC20FailedOperation", raw); err != nil {
		return nil, err
	}
	return out, nil
}

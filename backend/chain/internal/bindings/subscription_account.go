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

// SubscriptionAccountMetaData contains all meta data concerning the SubscriptionAccount contract.
var SubscriptionAccountMetaData = bind.MetaData{
	ABI: "[{\"inputs\":[{\"internalType\":\"contractIPermit2Allowances\",\"name\":\"permit2_\",\"type\":\"address\"}],\"stateMutability\":\"nonpayable\",\"type\":\"constructor\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"caller\",\"type\":\"address\"}],\"name\":\"OnlyManager\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"from\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"to\",\"type\":\"address\"},{\"internalType\":\"uint160\",\"name\":\"amount\",\"type\":\"uint160\"},{\"internalType\":\"address\",\"name\":\"token\",\"type\":\"address\"}],\"name\":\"pull\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"}]",
	ID:  "SubscriptionAccount",
	Bin: "0x60c0604052348015600e575f5ffd5b50604051610285380380610285833981016040819052602b91603f565b336080526001600160a01b031660a052606a565b5f60208284031215604e575f5ffd5b81516001600160a01b03811681146063575f5ffd5b9392505050565b60805160a0516101fb61008a5f395f61011401525f605a01526101fb5ff3fe608060405234801561000f575f5ffd5b5060043610610029575f3560e01c8063867c659d1461002d575b5f5ffd5b61004061003b366004610195565b610042565b005b3373ffffffffffffffffffffffffffffffffffffffff7f000000000000000000000000000000000000000000000000000000000000000016146100b7576040517fc8c47ed400000000000000000000000000000000000000000000000000000000815233600482015260240160405180910390fd5b6040517f36c7851600000000000000000000000000000000000000000000000000000000815273ffffffffffffffffffffffffffffffffffffffff85811660048301528481166024830152838116604483015282811660648301527f000000000000000000000000000000000000000000000000000000000000000016906336c78516906084015f604051808303815f87803b158015610155575f5ffd5b505af1158015610167573d5f5f3e3d5ffd5b5050505050505050565b73ffffffffffffffffffffffffffffffffffffffff81168114610192575f5ffd5b50565b5f5f5f5f608085870312156101a8575f5ffd5b84356101b381610171565b935060208501356101c381610171565b925060408501356101d381610171565b915060608501356101e381610171565b93969295509093505056fea164736f6c6343000825000a",
}

// SubscriptionAccount is an auto generated Go binding around an Ethereum contract.
type SubscriptionAccount struct {
	abi abi.ABI
}

// GetABI returns the ABI associated with this contract binding.
func (c *SubscriptionAccount) GetABI() abi.ABI {
	return c.abi
}

// NewSubscriptionAccount creates a new instance of SubscriptionAccount.
func NewSubscriptionAccount() *SubscriptionAccount {
	parsed, err := SubscriptionAccountMetaData.ParseABI()
	if err != nil {
		panic(errors.New("invalid ABI: " + err.Error()))
	}
	return &SubscriptionAccount{abi: *parsed}
}

// Instance creates a wrapper for a deployed contract instance at the given address.
// Use this to create the instance object passed to abigen v2 library functions Call, Transact, etc.
func (c *SubscriptionAccount) Instance(backend bind.ContractBackend, addr common.Address) *bind.BoundContract {
	return bind.NewBoundContract(addr, c.abi, backend, backend, backend)
}

// PackConstructor is the Go binding used to pack the parameters required for
// contract deployment.
//
// Solidity: constructor(address permit2_) returns()
func (subscriptionAccount *SubscriptionAccount) PackConstructor(permit2_ common.Address) []byte {
	enc, err := subscriptionAccount.abi.Pack("", permit2_)
	if err != nil {
		panic(err)
	}
	return enc
}

// PackPull is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x867c659d.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function pull(address from, address to, uint160 amount, address token) returns()
func (subscriptionAccount *SubscriptionAccount) PackPull(from common.Address, to common.Address, amount *big.Int, token common.Address) []byte {
	enc, err := subscriptionAccount.abi.Pack("pull", from, to, amount, token)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackPull is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x867c659d.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function pull(address from, address to, uint160 amount, address token) returns()
func (subscriptionAccount *SubscriptionAccount) TryPackPull(from common.Address, to common.Address, amount *big.Int, token common.Address) ([]byte, error) {
	return subscriptionAccount.abi.Pack("pull", from, to, amount, token)
}

// UnpackError attempts to decode the provided error data using user-defined
// error definitions.
func (subscriptionAccount *SubscriptionAccount) UnpackError(raw []byte) (any, error) {
	if bytes.Equal(raw[:4], subscriptionAccount.abi.Errors["OnlyManager"].ID.Bytes()[:4]) {
		return subscriptionAccount.UnpackOnlyManagerError(raw[4:])
	}
	return nil, errors.New("Unknown error")
}

// SubscriptionAccountOnlyManager represents a OnlyManager error raised by the SubscriptionAccount contract.
type SubscriptionAccountOnlyManager struct {
	Caller common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error OnlyManager(address caller)
func SubscriptionAccountOnlyManagerErrorID() common.Hash {
	return common.HexToHash("0xc8c47ed428fc217c2311307d013b99d9500a4aa100021b9f2d2e412c467e53de")
}

// UnpackOnlyManagerError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error OnlyManager(address caller)
func (subscriptionAccount *SubscriptionAccount) UnpackOnlyManagerError(raw []byte) (*SubscriptionAccountOnlyManager, error) {
	out := new(SubscriptionAccountOnlyManager)
	if err := subscriptionAccount.abi.UnpackIntoInterface(out, "OnlyManager", raw); err != nil {
		return nil, err
	}
	return out, nil
}

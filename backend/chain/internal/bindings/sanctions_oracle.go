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

// SanctionsOracleMetaData contains all meta data concerning the SanctionsOracle contract.
var SanctionsOracleMetaData = bind.MetaData{
	ABI: "[{\"inputs\":[{\"internalType\":\"address\",\"name\":\"owner_\",\"type\":\"address\"}],\"stateMutability\":\"nonpayable\",\"type\":\"constructor\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"owner\",\"type\":\"address\"}],\"name\":\"OwnableInvalidOwner\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"account\",\"type\":\"address\"}],\"name\":\"OwnableUnauthorizedAccount\",\"type\":\"error\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"previousOwner\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"newOwner\",\"type\":\"address\"}],\"name\":\"OwnershipTransferred\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"account\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"bool\",\"name\":\"sanctioned\",\"type\":\"bool\"}],\"name\":\"SanctionSet\",\"type\":\"event\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"account\",\"type\":\"address\"}],\"name\":\"isSanctioned\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"\",\"type\":\"bool\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"owner\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"renounceOwnership\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address[]\",\"name\":\"accounts\",\"type\":\"address[]\"},{\"internalType\":\"bool\",\"name\":\"value\",\"type\":\"bool\"}],\"name\":\"setSanctioned\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"newOwner\",\"type\":\"address\"}],\"name\":\"transferOwnership\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"}]",
	ID:  "SanctionsOracle",
	Bin: "0x6080604052348015600e575f5ffd5b50604051610548380380610548833981016040819052602b9160b4565b806001600160a01b038116605857604051631e4fbdf760e01b81525f600482015260240160405180910390fd5b605f816065565b505060df565b5f80546001600160a01b038381166001600160a01b0319831681178455604051919092169283917f8be0079c531659141344cd1fd0a4f28419497f9722a3daafe3b4186f6b6457e09190a35050565b5f6020828403121560c3575f5ffd5b81516001600160a01b038116811460d8575f5ffd5b9392505050565b61045c806100ec5f395ff3fe608060405234801561000f575f5ffd5b5060043610610064575f3560e01c80638da5cb5b1161004d5780638da5cb5b14610085578063df592f7d146100b1578063f2fde38b146100f9575f5ffd5b8063715018a614610068578063875290eb14610072575b5f5ffd5b61007061010c565b005b610070610080366004610362565b61011f565b5f5460405173ffffffffffffffffffffffffffffffffffffffff90911681526020015b60405180910390f35b6100e96100bf3660046103e8565b73ffffffffffffffffffffffffffffffffffffffff165f9081526001602052604090205460ff1690565b60405190151581526020016100a8565b6100706101073660046103e8565b610234565b61011461029c565b61011d5f6102ee565b565b61012761029c565b5f5b8281101561022e578160015f86868581811061014757610147610422565b905060200201602081019061015c91906103e8565b73ffffffffffffffffffffffffffffffffffffffff16815260208101919091526040015f2080547fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff00169115159190911790558383828181106101c0576101c0610422565b90506020020160208101906101d591906103e8565b73ffffffffffffffffffffffffffffffffffffffff167f136d7a722ab47b70411cb0d7b80198df8d273731d7fad15853eb7d95643629f88360405161021e911515815260200190565b60405180910390a2600101610129565b50505050565b61023c61029c565b73ffffffffffffffffffffffffffffffffffffffff8116610290576040517f1e4fbdf70000000000000000000000000000000000000000000000000000000081525f60048201526024015b60405180910390fd5b610299816102ee565b50565b5f5473ffffffffffffffffffffffffffffffffffffffff16331461011d576040517f118cdaa7000000000000000000000000000000000000000000000000000000008152336004820152602401610287565b5f805473ffffffffffffffffffffffffffffffffffffffff8381167fffffffffffffffffffffffff0000000000000000000000000000000000000000831681178455604051919092169283917f8be0079c531659141344cd1fd0a4f28419497f9722a3daafe3b4186f6b6457e09190a35050565b5f5f5f60408486031215610374575f5ffd5b833567ffffffffffffffff81111561038a575f5ffd5b8401601f8101861361039a575f5ffd5b803567ffffffffffffffff8111156103b0575f5ffd5b8660208260051b84010111156103c4575f5ffd5b60209182019450925084013580151581146103dd575f5ffd5b809150509250925092565b5f602082840312156103f8575f5ffd5b813573ffffffffffffffffffffffffffffffffffffffff8116811461041b575f5ffd5b9392505050565b7f4e487b71000000000000000000000000000000000000000000000000000000005f52603260045260245ffdfea164736f6c6343000825000a",
}

// SanctionsOracle is an auto generated Go binding around an Ethereum contract.
type SanctionsOracle struct {
	abi abi.ABI
}

// GetABI returns the ABI associated with this contract binding.
func (c *SanctionsOracle) GetABI() abi.ABI {
	return c.abi
}

// NewSanctionsOracle creates a new instance of SanctionsOracle.
func NewSanctionsOracle() *SanctionsOracle {
	parsed, err := SanctionsOracleMetaData.ParseABI()
	if err != nil {
		panic(errors.New("invalid ABI: " + err.Error()))
	}
	return &SanctionsOracle{abi: *parsed}
}

// Instance creates a wrapper for a deployed contract instance at the given address.
// Use this to create the instance object passed to abigen v2 library functions Call, Transact, etc.
func (c *SanctionsOracle) Instance(backend bind.ContractBackend, addr common.Address) *bind.BoundContract {
	return bind.NewBoundContract(addr, c.abi, backend, backend, backend)
}

// PackConstructor is the Go binding used to pack the parameters required for
// contract deployment.
//
// Solidity: constructor(address owner_) returns()
func (sanctionsOracle *SanctionsOracle) PackConstructor(owner_ common.Address) []byte {
	enc, err := sanctionsOracle.abi.Pack("", owner_)
	if err != nil {
		panic(err)
	}
	return enc
}

// PackIsSanctioned is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xdf592f7d.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function isSanctioned(address account) view returns(bool)
func (sanctionsOracle *SanctionsOracle) PackIsSanctioned(account common.Address) []byte {
	enc, err := sanctionsOracle.abi.Pack("isSanctioned", account)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackIsSanctioned is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xdf592f7d.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function isSanctioned(address account) view returns(bool)
func (sanctionsOracle *SanctionsOracle) TryPackIsSanctioned(account common.Address) ([]byte, error) {
	return sanctionsOracle.abi.Pack("isSanctioned", account)
}

// UnpackIsSanctioned is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xdf592f7d.
//
// Solidity: function isSanctioned(address account) view returns(bool)
func (sanctionsOracle *SanctionsOracle) UnpackIsSanctioned(data []byte) (bool, error) {
	out, err := sanctionsOracle.abi.Unpack("isSanctioned", data)
	if err != nil {
		return *new(bool), err
	}
	out0 := *abi.ConvertType(out[0], new(bool)).(*bool)
	return out0, nil
}

// PackOwner is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x8da5cb5b.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function owner() view returns(address)
func (sanctionsOracle *SanctionsOracle) PackOwner() []byte {
	enc, err := sanctionsOracle.abi.Pack("owner")
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
func (sanctionsOracle *SanctionsOracle) TryPackOwner() ([]byte, error) {
	return sanctionsOracle.abi.Pack("owner")
}

// UnpackOwner is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x8da5cb5b.
//
// Solidity: function owner() view returns(address)
func (sanctionsOracle *SanctionsOracle) UnpackOwner(data []byte) (common.Address, error) {
	out, err := sanctionsOracle.abi.Unpack("owner", data)
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
func (sanctionsOracle *SanctionsOracle) PackRenounceOwnership() []byte {
	enc, err := sanctionsOracle.abi.Pack("renounceOwnership")
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
func (sanctionsOracle *SanctionsOracle) TryPackRenounceOwnership() ([]byte, error) {
	return sanctionsOracle.abi.Pack("renounceOwnership")
}

// PackSetSanctioned is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x875290eb.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function setSanctioned(address[] accounts, bool value) returns()
func (sanctionsOracle *SanctionsOracle) PackSetSanctioned(accounts []common.Address, value bool) []byte {
	enc, err := sanctionsOracle.abi.Pack("setSanctioned", accounts, value)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSetSanctioned is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x875290eb.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function setSanctioned(address[] accounts, bool value) returns()
func (sanctionsOracle *SanctionsOracle) TryPackSetSanctioned(accounts []common.Address, value bool) ([]byte, error) {
	return sanctionsOracle.abi.Pack("setSanctioned", accounts, value)
}

// PackTransferOwnership is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xf2fde38b.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function transferOwnership(address newOwner) returns()
func (sanctionsOracle *SanctionsOracle) PackTransferOwnership(newOwner common.Address) []byte {
	enc, err := sanctionsOracle.abi.Pack("transferOwnership", newOwner)
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
func (sanctionsOracle *SanctionsOracle) TryPackTransferOwnership(newOwner common.Address) ([]byte, error) {
	return sanctionsOracle.abi.Pack("transferOwnership", newOwner)
}

// SanctionsOracleOwnershipTransferred represents a OwnershipTransferred event raised by the SanctionsOracle contract.
type SanctionsOracleOwnershipTransferred struct {
	PreviousOwner common.Address
	NewOwner      common.Address
	Raw           *types.Log // Blockchain specific contextual infos
}

const SanctionsOracleOwnershipTransferredEventName = "OwnershipTransferred"

// ContractEventName returns the user-defined event name.
func (SanctionsOracleOwnershipTransferred) ContractEventName() string {
	return SanctionsOracleOwnershipTransferredEventName
}

// UnpackOwnershipTransferredEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event OwnershipTransferred(address indexed previousOwner, address indexed newOwner)
func (sanctionsOracle *SanctionsOracle) UnpackOwnershipTransferredEvent(log *types.Log) (*SanctionsOracleOwnershipTransferred, error) {
	event := "OwnershipTransferred"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != sanctionsOracle.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(SanctionsOracleOwnershipTransferred)
	if len(log.Data) > 0 {
		if err := sanctionsOracle.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range sanctionsOracle.abi.Events[event].Inputs {
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

// SanctionsOracleSanctionSet represents a SanctionSet event raised by the SanctionsOracle contract.
type SanctionsOracleSanctionSet struct {
	Account    common.Address
	Sanctioned bool
	Raw        *types.Log // Blockchain specific contextual infos
}

const SanctionsOracleSanctionSetEventName = "SanctionSet"

// ContractEventName returns the user-defined event name.
func (SanctionsOracleSanctionSet) ContractEventName() string {
	return SanctionsOracleSanctionSetEventName
}

// UnpackSanctionSetEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event SanctionSet(address indexed account, bool sanctioned)
func (sanctionsOracle *SanctionsOracle) UnpackSanctionSetEvent(log *types.Log) (*SanctionsOracleSanctionSet, error) {
	event := "SanctionSet"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != sanctionsOracle.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(SanctionsOracleSanctionSet)
	if len(log.Data) > 0 {
		if err := sanctionsOracle.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range sanctionsOracle.abi.Events[event].Inputs {
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
func (sanctionsOracle *SanctionsOracle) UnpackError(raw []byte) (any, error) {
	if bytes.Equal(raw[:4], sanctionsOracle.abi.Errors["OwnableInvalidOwner"].ID.Bytes()[:4]) {
		return sanctionsOracle.UnpackOwnableInvalidOwnerError(raw[4:])
	}
	if bytes.Equal(raw[:4], sanctionsOracle.abi.Errors["OwnableUnauthorizedAccount"].ID.Bytes()[:4]) {
		return sanctionsOracle.UnpackOwnableUnauthorizedAccountError(raw[4:])
	}
	return nil, errors.New("Unknown error")
}

// SanctionsOracleOwnableInvalidOwner represents a OwnableInvalidOwner error raised by the SanctionsOracle contract.
type SanctionsOracleOwnableInvalidOwner struct {
	Owner common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error OwnableInvalidOwner(address owner)
func SanctionsOracleOwnableInvalidOwnerErrorID() common.Hash {
	return common.HexToHash("0x1e4fbdf7f3ef8bcaa855599e3abf48b232380f183f08f6f813d9ffa5bd585188")
}

// UnpackOwnableInvalidOwnerError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error OwnableInvalidOwner(address owner)
func (sanctionsOracle *SanctionsOracle) UnpackOwnableInvalidOwnerError(raw []byte) (*SanctionsOracleOwnableInvalidOwner, error) {
	out := new(SanctionsOracleOwnableInvalidOwner)
	if err := sanctionsOracle.abi.UnpackIntoInterface(out, "OwnableInvalidOwner", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// SanctionsOracleOwnableUnauthorizedAccount represents a OwnableUnauthorizedAccount error raised by the SanctionsOracle contract.
type SanctionsOracleOwnableUnauthorizedAccount struct {
	Account common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error OwnableUnauthorizedAccount(address account)
func SanctionsOracleOwnableUnauthorizedAccountErrorID() common.Hash {
	return common.HexToHash("0x118cdaa7a341953d1887a2245fd6665d741c67c8c50581daa59e1d03373fa188")
}

// UnpackOwnableUnauthorizedAccountError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error OwnableUnauthorizedAccount(address account)
func (sanctionsOracle *SanctionsOracle) UnpackOwnableUnauthorizedAccountError(raw []byte) (*SanctionsOracleOwnableUnauthorizedAccount, error) {
	out := new(SanctionsOracleOwnableUnauthorizedAccount)
	if err := sanctionsOracle.abi.UnpackIntoInterface(out, "OwnableUnauthorizedAccount", raw); err != nil {
		return nil, err
	}
	return out, nil
}

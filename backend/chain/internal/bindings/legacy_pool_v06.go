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

// LegacyPoolV06MetaData contains all meta data concerning the LegacyPoolV06 contract.
var LegacyPoolV06MetaData = bind.MetaData{
	ABI: "[{\"inputs\":[{\"internalType\":\"contractIERC20\",\"name\":\"token0_\",\"type\":\"address\"},{\"internalType\":\"contractIERC20\",\"name\":\"token1_\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"owner_\",\"type\":\"address\"}],\"stateMutability\":\"nonpayable\",\"type\":\"constructor\"},{\"inputs\":[],\"name\":\"InsufficientLiquidity\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"amountOut\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"minAmountOut\",\"type\":\"uint256\"}],\"name\":\"InsufficientOutput\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"owner\",\"type\":\"address\"}],\"name\":\"OwnableInvalidOwner\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"account\",\"type\":\"address\"}],\"name\":\"OwnableUnauthorizedAccount\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"token\",\"type\":\"address\"}],\"name\":\"SafeERC20FailedOperation\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"token\",\"type\":\"address\"}],\"name\":\"UnknownToken\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"ZeroAmount\",\"type\":\"error\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"provider\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"amount0\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"amount1\",\"type\":\"uint256\"}],\"name\":\"LiquidityAdded\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"previousOwner\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"newOwner\",\"type\":\"address\"}],\"name\":\"OwnershipTransferred\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"sender\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"tokenIn\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"amountIn\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"amountOut\",\"type\":\"uint256\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"to\",\"type\":\"address\"}],\"name\":\"Swap\",\"type\":\"event\"},{\"inputs\":[],\"name\":\"FEE_BPS\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"amount0\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"amount1\",\"type\":\"uint256\"}],\"name\":\"addLiquidity\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"amountIn\",\"type\":\"uint256\"},{\"internalType\":\"address\",\"name\":\"tokenIn\",\"type\":\"address\"}],\"name\":\"getAmountOut\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"getReserves\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"reserve0_\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"reserve1_\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"owner\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"renounceOwnership\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"tokenIn\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"amountIn\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"minAmountOut\",\"type\":\"uint256\"},{\"internalType\":\"address\",\"name\":\"to\",\"type\":\"address\"}],\"name\":\"swap\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"amountOut\",\"type\":\"uint256\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"token0\",\"outputs\":[{\"internalType\":\"contractIERC20\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"token1\",\"outputs\":[{\"internalType\":\"contractIERC20\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"newOwner\",\"type\":\"address\"}],\"name\":\"transferOwnership\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"}]",
	ID:  "LegacyPoolV06",
	Bin: "0x60c060405234801561000f575f5ffd5b50604051610d6a380380610d6a83398101604081905261002e916100e4565b806001600160a01b03811661005c57604051631e4fbdf760e01b81525f600482015260240160405180910390fd5b6100658161007e565b50506001600160a01b039182166080521660a05261012e565b5f80546001600160a01b038381166001600160a01b0319831681178455604051919092169283917f8be0079c531659141344cd1fd0a4f28419497f9722a3daafe3b4186f6b6457e09190a35050565b6001600160a01b03811681146100e1575f5ffd5b50565b5f5f5f606084860312156100f6575f5ffd5b8351610101816100cd565b6020850151909350610112816100cd565b6040850151909250610123816100cd565b809150509250925092565b60805160a051610bdd61018d5f395f818161017e0152818161025001528181610567015281816105dc015261083401525f818160e20152818161020e01528181610487015281816105250152818161061e01526107d20152610bdd5ff3fe608060405234801561000f575f5ffd5b50600436106100b9575f3560e01c8063bf333f2c11610072578063f140a35a11610058578063f140a35a146101a0578063f2fde38b146101b3578063f3e6ea8a146101c6575f5ffd5b8063bf333f2c14610163578063d21220a714610179575f5ffd5b8063715018a6116100a2578063715018a6146101295780638da5cb5b146101335780639cd441da14610150575f5ffd5b80630902f1ac146100bd5780630dfe1681146100dd575b5f5ffd5b600154600254604080519283526020830191909152015b60405180910390f35b6101047f000000000000000000000000000000000000000000000000000000000000000081565b60405173ffffffffffffffffffffffffffffffffffffffff90911681526020016100d4565b6101316101d9565b005b5f5473ffffffffffffffffffffffffffffffffffffffff16610104565b61013161015e366004610a59565b6101ec565b61016b601e81565b6040519081526020016100d4565b6101047f000000000000000000000000000000000000000000000000000000000000000081565b61016b6101ae366004610aa1565b6102e5565b6101316101c1366004610acb565b610389565b61016b6101d4366004610aeb565b6103f1565b6101e16106a6565b6101ea5f6106f8565b565b6101f46106a6565b61023673ffffffffffffffffffffffffffffffffffffffff7f00000000000000000000000000000000000000000000000000000000000000001633308561076c565b61027873ffffffffffffffffffffffffffffffffffffffff7f00000000000000000000000000000000000000000000000000000000000000001633308461076c565b8160015f8282546102899190610b5b565b925050819055508060025f8282546102a19190610b5b565b9091555050604080518381526020810183905233917fac1d76749e5447b7b16f5ab61447e1bd502f3bb4807af3b28e620d1700a6ee45910160405180910390a25050565b5f5f5f6102f1846107ce565b91509150815f1480610301575080155b15610338576040517fbb55fd2700000000000000000000000000000000000000000000000000000000815260040160405180910390fd5b5f610346601e612710610b6e565b6103509087610b81565b90508061035f61271085610b81565b6103699190610b5b565b6103738383610b81565b61037d9190610b98565b93505050505b92915050565b6103916106a6565b73ffffffffffffffffffffffffffffffffffffffff81166103e5576040517f1e4fbdf70000000000000000000000000000000000000000000000000000000081525f60048201526024015b60405180910390fd5b6103ee816106f8565b50565b5f835f0361042b576040517f1f2a200500000000000000000000000000000000000000000000000000000000815260040160405180910390fd5b61043584866102e5565b905082811080610443575080155b15610484576040517f2c19b8b800000000000000000000000000000000000000000000000000000000815260048101829052602481018490526044016103dc565b5f7f000000000000000000000000000000000000000000000000000000000000000073ffffffffffffffffffffffffffffffffffffffff168673ffffffffffffffffffffffffffffffffffffffff161490508015610593578460015f8282546104ed9190610b5b565b925050819055508160025f8282546105059190610b6e565b9091555061054d905073ffffffffffffffffffffffffffffffffffffffff7f00000000000000000000000000000000000000000000000000000000000000001633308861076c565b61058e73ffffffffffffffffffffffffffffffffffffffff7f00000000000000000000000000000000000000000000000000000000000000001684846108de565b610645565b8460025f8282546105a49190610b5b565b925050819055508160015f8282546105bc9190610b6e565b90915550610604905073ffffffffffffffffffffffffffffffffffffffff7f00000000000000000000000000000000000000000000000000000000000000001633308861076c565b61064573ffffffffffffffffffffffffffffffffffffffff7f00000000000000000000000000000000000000000000000000000000000000001684846108de565b604080518681526020810184905273ffffffffffffffffffffffffffffffffffffffff808616929089169133917fb39c9bc43f811e1a7ce159c5f147458fdb80266bf23c17322013316e27e086d0910160405180910390a450949350505050565b5f5473ffffffffffffffffffffffffffffffffffffffff1633146101ea576040517f118cdaa70000000000000000000000000000000000000000000000000000000081523360048201526024016103dc565b5f805473ffffffffffffffffffffffffffffffffffffffff8381167fffffffffffffffffffffffff0000000000000000000000000000000000000000831681178455604051919092169283917f8be0079c531659141344cd1fd0a4f28419497f9722a3daafe3b4186f6b6457e09190a35050565b61077a84848484600161093e565b6107c8576040517f5274afe700000000000000000000000000000000000000000000000000000000815273ffffffffffffffffffffffffffffffffffffffff851660048201526024016103dc565b50505050565b5f5f7f000000000000000000000000000000000000000000000000000000000000000073ffffffffffffffffffffffffffffffffffffffff168373ffffffffffffffffffffffffffffffffffffffff16036108325760015460025491509150915091565b7f000000000000000000000000000000000000000000000000000000000000000073ffffffffffffffffffffffffffffffffffffffff168373ffffffffffffffffffffffffffffffffffffffff16036108945760025460015491509150915091565b6040517f81a3b1be00000000000000000000000000000000000000000000000000000000815273ffffffffffffffffffffffffffffffffffffffff841660048201526024016103dc565b6108eb83838360016109d1565b610939576040517f5274afe700000000000000000000000000000000000000000000000000000000815273ffffffffffffffffffffffffffffffffffffffff841660048201526024016103dc565b505050565b6040517f23b872dd000000000000000000000000000000000000000000000000000000005f81815273ffffffffffffffffffffffffffffffffffffffff8781166004528616602452604485905291602083606481808c5af1925060015f511483166109c05783831516156109b4573d5f823e3d81fd5b5f883b113d1516831692505b604052505f60605295945050505050565b6040517fa9059cbb000000000000000000000000000000000000000000000000000000005f81815273ffffffffffffffffffffffffffffffffffffffff8616600452602485905291602083604481808b5af1925060015f51148316610a4d578383151615610a41573d5f823e3d81fd5b5f873b113d1516831692505b60405250949350505050565b5f5f60408385031215610a6a575f5ffd5b50508035926020909101359150565b803573ffffffffffffffffffffffffffffffffffffffff81168114610a9c575f5ffd5b919050565b5f5f60408385031215610ab2575f5ffd5b82359150610ac260208401610a79565b90509250929050565b5f60208284031215610adb575f5ffd5b610ae482610a79565b9392505050565b5f5f5f5f60808587031215610afe575f5ffd5b610b0785610a79565b93506020850135925060408501359150610b2360608601610a79565b905092959194509250565b7f4e487b71000000000000000000000000000000000000000000000000000000005f52601160045260245ffd5b8082018082111561038357610383610b2e565b8181038181111561038357610383610b2e565b808202811582820484141761038357610383610b2e565b5f82610bcb577f4e487b71000000000000000000000000000000000000000000000000000000005f52601260045260245ffd5b50049056fea164736f6c6343000825000a",
}

// LegacyPoolV06 is an auto generated Go binding around an Ethereum contract.
type LegacyPoolV06 struct {
	abi abi.ABI
}

// GetABI returns the ABI associated with this contract binding.
func (c *LegacyPoolV06) GetABI() abi.ABI {
	return c.abi
}

// NewLegacyPoolV06 creates a new instance of LegacyPoolV06.
func NewLegacyPoolV06() *LegacyPoolV06 {
	parsed, err := LegacyPoolV06MetaData.ParseABI()
	if err != nil {
		panic(errors.New("invalid ABI: " + err.Error()))
	}
	return &LegacyPoolV06{abi: *parsed}
}

// Instance creates a wrapper for a deployed contract instance at the given address.
// Use this to create the instance object passed to abigen v2 library functions Call, Transact, etc.
func (c *LegacyPoolV06) Instance(backend bind.ContractBackend, addr common.Address) *bind.BoundContract {
	return bind.NewBoundContract(addr, c.abi, backend, backend, backend)
}

// PackConstructor is the Go binding used to pack the parameters required for
// contract deployment.
//
// Solidity: constructor(address token0_, address token1_, address owner_) returns()
func (legacyPoolV06 *LegacyPoolV06) PackConstructor(token0_ common.Address, token1_ common.Address, owner_ common.Address) []byte {
	enc, err := legacyPoolV06.abi.Pack("", token0_, token1_, owner_)
	if err != nil {
		panic(err)
	}
	return enc
}

// PackFEEBPS is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xbf333f2c.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function FEE_BPS() view returns(uint256)
func (legacyPoolV06 *LegacyPoolV06) PackFEEBPS() []byte {
	enc, err := legacyPoolV06.abi.Pack("FEE_BPS")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackFEEBPS is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xbf333f2c.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function FEE_BPS() view returns(uint256)
func (legacyPoolV06 *LegacyPoolV06) TryPackFEEBPS() ([]byte, error) {
	return legacyPoolV06.abi.Pack("FEE_BPS")
}

// UnpackFEEBPS is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xbf333f2c.
//
// Solidity: function FEE_BPS() view returns(uint256)
func (legacyPoolV06 *LegacyPoolV06) UnpackFEEBPS(data []byte) (*big.Int, error) {
	out, err := legacyPoolV06.abi.Unpack("FEE_BPS", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackAddLiquidity is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x9cd441da.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function addLiquidity(uint256 amount0, uint256 amount1) returns()
func (legacyPoolV06 *LegacyPoolV06) PackAddLiquidity(amount0 *big.Int, amount1 *big.Int) []byte {
	enc, err := legacyPoolV06.abi.Pack("addLiquidity", amount0, amount1)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackAddLiquidity is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x9cd441da.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function addLiquidity(uint256 amount0, uint256 amount1) returns()
func (legacyPoolV06 *LegacyPoolV06) TryPackAddLiquidity(amount0 *big.Int, amount1 *big.Int) ([]byte, error) {
	return legacyPoolV06.abi.Pack("addLiquidity", amount0, amount1)
}

// PackGetAmountOut is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xf140a35a.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function getAmountOut(uint256 amountIn, address tokenIn) view returns(uint256)
func (legacyPoolV06 *LegacyPoolV06) PackGetAmountOut(amountIn *big.Int, tokenIn common.Address) []byte {
	enc, err := legacyPoolV06.abi.Pack("getAmountOut", amountIn, tokenIn)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackGetAmountOut is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xf140a35a.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function getAmountOut(uint256 amountIn, address tokenIn) view returns(uint256)
func (legacyPoolV06 *LegacyPoolV06) TryPackGetAmountOut(amountIn *big.Int, tokenIn common.Address) ([]byte, error) {
	return legacyPoolV06.abi.Pack("getAmountOut", amountIn, tokenIn)
}

// UnpackGetAmountOut is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xf140a35a.
//
// Solidity: function getAmountOut(uint256 amountIn, address tokenIn) view returns(uint256)
func (legacyPoolV06 *LegacyPoolV06) UnpackGetAmountOut(data []byte) (*big.Int, error) {
	out, err := legacyPoolV06.abi.Unpack("getAmountOut", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackGetReserves is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x0902f1ac.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function getReserves() view returns(uint256 reserve0_, uint256 reserve1_)
func (legacyPoolV06 *LegacyPoolV06) PackGetReserves() []byte {
	enc, err := legacyPoolV06.abi.Pack("getReserves")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackGetReserves is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x0902f1ac.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function getReserves() view returns(uint256 reserve0_, uint256 reserve1_)
func (legacyPoolV06 *LegacyPoolV06) TryPackGetReserves() ([]byte, error) {
	return legacyPoolV06.abi.Pack("getReserves")
}

// GetReservesOutput serves as a container for the return parameters of contract
// method GetReserves.
type GetReservesOutput struct {
	Reserve0 *big.Int
	Reserve1 *big.Int
}

// UnpackGetReserves is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x0902f1ac.
//
// Solidity: function getReserves() view returns(uint256 reserve0_, uint256 reserve1_)
func (legacyPoolV06 *LegacyPoolV06) UnpackGetReserves(data []byte) (GetReservesOutput, error) {
	out, err := legacyPoolV06.abi.Unpack("getReserves", data)
	outstruct := new(GetReservesOutput)
	if err != nil {
		return *outstruct, err
	}
	outstruct.Reserve0 = abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	outstruct.Reserve1 = abi.ConvertType(out[1], new(big.Int)).(*big.Int)
	return *outstruct, nil
}

// PackOwner is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x8da5cb5b.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function owner() view returns(address)
func (legacyPoolV06 *LegacyPoolV06) PackOwner() []byte {
	enc, err := legacyPoolV06.abi.Pack("owner")
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
func (legacyPoolV06 *LegacyPoolV06) TryPackOwner() ([]byte, error) {
	return legacyPoolV06.abi.Pack("owner")
}

// UnpackOwner is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x8da5cb5b.
//
// Solidity: function owner() view returns(address)
func (legacyPoolV06 *LegacyPoolV06) UnpackOwner(data []byte) (common.Address, error) {
	out, err := legacyPoolV06.abi.Unpack("owner", data)
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
func (legacyPoolV06 *LegacyPoolV06) PackRenounceOwnership() []byte {
	enc, err := legacyPoolV06.abi.Pack("renounceOwnership")
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
func (legacyPoolV06 *LegacyPoolV06) TryPackRenounceOwnership() ([]byte, error) {
	return legacyPoolV06.abi.Pack("renounceOwnership")
}

// PackSwap is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xf3e6ea8a.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function swap(address tokenIn, uint256 amountIn, uint256 minAmountOut, address to) returns(uint256 amountOut)
func (legacyPoolV06 *LegacyPoolV06) PackSwap(tokenIn common.Address, amountIn *big.Int, minAmountOut *big.Int, to common.Address) []byte {
	enc, err := legacyPoolV06.abi.Pack("swap", tokenIn, amountIn, minAmountOut, to)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSwap is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xf3e6ea8a.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function swap(address tokenIn, uint256 amountIn, uint256 minAmountOut, address to) returns(uint256 amountOut)
func (legacyPoolV06 *LegacyPoolV06) TryPackSwap(tokenIn common.Address, amountIn *big.Int, minAmountOut *big.Int, to common.Address) ([]byte, error) {
	return legacyPoolV06.abi.Pack("swap", tokenIn, amountIn, minAmountOut, to)
}

// UnpackSwap is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xf3e6ea8a.
//
// Solidity: function swap(address tokenIn, uint256 amountIn, uint256 minAmountOut, address to) returns(uint256 amountOut)
func (legacyPoolV06 *LegacyPoolV06) UnpackSwap(data []byte) (*big.Int, error) {
	out, err := legacyPoolV06.abi.Unpack("swap", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackToken0 is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x0dfe1681.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function token0() view returns(address)
func (legacyPoolV06 *LegacyPoolV06) PackToken0() []byte {
	enc, err := legacyPoolV06.abi.Pack("token0")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackToken0 is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x0dfe1681.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function token0() view returns(address)
func (legacyPoolV06 *LegacyPoolV06) TryPackToken0() ([]byte, error) {
	return legacyPoolV06.abi.Pack("token0")
}

// UnpackToken0 is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x0dfe1681.
//
// Solidity: function token0() view returns(address)
func (legacyPoolV06 *LegacyPoolV06) UnpackToken0(data []byte) (common.Address, error) {
	out, err := legacyPoolV06.abi.Unpack("token0", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// PackToken1 is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xd21220a7.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function token1() view returns(address)
func (legacyPoolV06 *LegacyPoolV06) PackToken1() []byte {
	enc, err := legacyPoolV06.abi.Pack("token1")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackToken1 is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xd21220a7.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function token1() view returns(address)
func (legacyPoolV06 *LegacyPoolV06) TryPackToken1() ([]byte, error) {
	return legacyPoolV06.abi.Pack("token1")
}

// UnpackToken1 is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xd21220a7.
//
// Solidity: function token1() view returns(address)
func (legacyPoolV06 *LegacyPoolV06) UnpackToken1(data []byte) (common.Address, error) {
	out, err := legacyPoolV06.abi.Unpack("token1", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// PackTransferOwnership is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xf2fde38b.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function transferOwnership(address newOwner) returns()
func (legacyPoolV06 *LegacyPoolV06) PackTransferOwnership(newOwner common.Address) []byte {
	enc, err := legacyPoolV06.abi.Pack("transferOwnership", newOwner)
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
func (legacyPoolV06 *LegacyPoolV06) TryPackTransferOwnership(newOwner common.Address) ([]byte, error) {
	return legacyPoolV06.abi.Pack("transferOwnership", newOwner)
}

// LegacyPoolV06LiquidityAdded represents a LiquidityAdded event raised by the LegacyPoolV06 contract.
type LegacyPoolV06LiquidityAdded struct {
	Provider common.Address
	Amount0  *big.Int
	Amount1  *big.Int
	Raw      *types.Log // Blockchain specific contextual infos
}

const LegacyPoolV06LiquidityAddedEventName = "LiquidityAdded"

// ContractEventName returns the user-defined event name.
func (LegacyPoolV06LiquidityAdded) ContractEventName() string {
	return LegacyPoolV06LiquidityAddedEventName
}

// UnpackLiquidityAddedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event LiquidityAdded(address indexed provider, uint256 amount0, uint256 amount1)
func (legacyPoolV06 *LegacyPoolV06) UnpackLiquidityAddedEvent(log *types.Log) (*LegacyPoolV06LiquidityAdded, error) {
	event := "LiquidityAdded"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != legacyPoolV06.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(LegacyPoolV06LiquidityAdded)
	if len(log.Data) > 0 {
		if err := legacyPoolV06.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range legacyPoolV06.abi.Events[event].Inputs {
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

// LegacyPoolV06OwnershipTransferred represents a OwnershipTransferred event raised by the LegacyPoolV06 contract.
type LegacyPoolV06OwnershipTransferred struct {
	PreviousOwner common.Address
	NewOwner      common.Address
	Raw           *types.Log // Blockchain specific contextual infos
}

const LegacyPoolV06OwnershipTransferredEventName = "OwnershipTransferred"

// ContractEventName returns the user-defined event name.
func (LegacyPoolV06OwnershipTransferred) ContractEventName() string {
	return LegacyPoolV06OwnershipTransferredEventName
}

// UnpackOwnershipTransferredEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event OwnershipTransferred(address indexed previousOwner, address indexed newOwner)
func (legacyPoolV06 *LegacyPoolV06) UnpackOwnershipTransferredEvent(log *types.Log) (*LegacyPoolV06OwnershipTransferred, error) {
	event := "OwnershipTransferred"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != legacyPoolV06.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(LegacyPoolV06OwnershipTransferred)
	if len(log.Data) > 0 {
		if err := legacyPoolV06.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range legacyPoolV06.abi.Events[event].Inputs {
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

// LegacyPoolV06Swap represents a Swap event raised by the LegacyPoolV06 contract.
type LegacyPoolV06Swap struct {
	Sender    common.Address
	TokenIn   common.Address
	AmountIn  *big.Int
	AmountOut *big.Int
	To        common.Address
	Raw       *types.Log // Blockchain specific contextual infos
}

const LegacyPoolV06SwapEventName = "Swap"

// ContractEventName returns the user-defined event name.
func (LegacyPoolV06Swap) ContractEventName() string {
	return LegacyPoolV06SwapEventName
}

// UnpackSwapEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event Swap(address indexed sender, address indexed tokenIn, uint256 amountIn, uint256 amountOut, address indexed to)
func (legacyPoolV06 *LegacyPoolV06) UnpackSwapEvent(log *types.Log) (*LegacyPoolV06Swap, error) {
	event := "Swap"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != legacyPoolV06.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(LegacyPoolV06Swap)
	if len(log.Data) > 0 {
		if err := legacyPoolV06.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range legacyPoolV06.abi.Events[event].Inputs {
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
func (legacyPoolV06 *LegacyPoolV06) UnpackError(raw []byte) (any, error) {
	if bytes.Equal(raw[:4], legacyPoolV06.abi.Errors["InsufficientLiquidity"].ID.Bytes()[:4]) {
		return legacyPoolV06.UnpackInsufficientLiquidityError(raw[4:])
	}
	if bytes.Equal(raw[:4], legacyPoolV06.abi.Errors["InsufficientOutput"].ID.Bytes()[:4]) {
		return legacyPoolV06.UnpackInsufficientOutputError(raw[4:])
	}
	if bytes.Equal(raw[:4], legacyPoolV06.abi.Errors["OwnableInvalidOwner"].ID.Bytes()[:4]) {
		return legacyPoolV06.UnpackOwnableInvalidOwnerError(raw[4:])
	}
	if bytes.Equal(raw[:4], legacyPoolV06.abi.Errors["OwnableUnauthorizedAccount"].ID.Bytes()[:4]) {
		return legacyPoolV06.UnpackOwnableUnauthorizedAccountError(raw[4:])
	}
	if bytes.Equal(raw[:4], legacyPoolV06.abi.Errors["SafeERC20FailedOperation"].ID.Bytes()[:4]) {
		return legacyPoolV06.UnpackSafeERC20FailedOperationError(raw[4:])
	}
	if bytes.Equal(raw[:4], legacyPoolV06.abi.Errors["UnknownToken"].ID.Bytes()[:4]) {
		return legacyPoolV06.UnpackUnknownTokenError(raw[4:])
	}
	if bytes.Equal(raw[:4], legacyPoolV06.abi.Errors["ZeroAmount"].ID.Bytes()[:4]) {
		return legacyPoolV06.UnpackZeroAmountError(raw[4:])
	}
	return nil, errors.New("Unknown error")
}

// LegacyPoolV06InsufficientLiquidity represents a InsufficientLiquidity error raised by the LegacyPoolV06 contract.
type LegacyPoolV06InsufficientLiquidity struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error InsufficientLiquidity()
func LegacyPoolV06InsufficientLiquidityErrorID() common.Hash {
	return common.HexToHash("0xbb55fd27c46b5ba9f88ff2cb2222216afeb0f193423b26615497b3020ab61f8e")
}

// UnpackInsufficientLiquidityError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error InsufficientLiquidity()
func (legacyPoolV06 *LegacyPoolV06) UnpackInsufficientLiquidityError(raw []byte) (*LegacyPoolV06InsufficientLiquidity, error) {
	out := new(LegacyPoolV06InsufficientLiquidity)
	if err := legacyPoolV06.abi.UnpackIntoInterface(out, "InsufficientLiquidity", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// LegacyPoolV06InsufficientOutput represents a InsufficientOutput error raised by the LegacyPoolV06 contract.
type LegacyPoolV06InsufficientOutput struct {
	AmountOut    *big.Int
	MinAmountOut *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error InsufficientOutput(uint256 amountOut, uint256 minAmountOut)
func LegacyPoolV06InsufficientOutputErrorID() common.Hash {
	return common.HexToHash("0x2c19b8b87dc30ba95595ffd66c13e323be53c04224764b08e36f6411939cc30e")
}

// UnpackInsufficientOutputError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error InsufficientOutput(uint256 amountOut, uint256 minAmountOut)
func (legacyPoolV06 *LegacyPoolV06) UnpackInsufficientOutputError(raw []byte) (*LegacyPoolV06InsufficientOutput, error) {
	out := new(LegacyPoolV06InsufficientOutput)
	if err := legacyPoolV06.abi.UnpackIntoInterface(out, "InsufficientOutput", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// LegacyPoolV06OwnableInvalidOwner represents a OwnableInvalidOwner error raised by the LegacyPoolV06 contract.
type LegacyPoolV06OwnableInvalidOwner struct {
	Owner common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error OwnableInvalidOwner(address owner)
func LegacyPoolV06OwnableInvalidOwnerErrorID() common.Hash {
	return common.HexToHash("0x1e4fbdf7f3ef8bcaa855599e3abf48b232380f183f08f6f813d9ffa5bd585188")
}

// UnpackOwnableInvalidOwnerError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error OwnableInvalidOwner(address owner)
func (legacyPoolV06 *LegacyPoolV06) UnpackOwnableInvalidOwnerError(raw []byte) (*LegacyPoolV06OwnableInvalidOwner, error) {
	out := new(LegacyPoolV06OwnableInvalidOwner)
	if err := legacyPoolV06.abi.UnpackIntoInterface(out, "OwnableInvalidOwner", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// LegacyPoolV06OwnableUnauthorizedAccount represents a OwnableUnauthorizedAccount error raised by the LegacyPoolV06 contract.
type LegacyPoolV06OwnableUnauthorizedAccount struct {
	Account common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error OwnableUnauthorizedAccount(address account)
func LegacyPoolV06OwnableUnauthorizedAccountErrorID() common.Hash {
	return common.HexToHash("0x118cdaa7a341953d1887a2245fd6665d741c67c8c50581daa59e1d03373fa188")
}

// UnpackOwnableUnauthorizedAccountError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error OwnableUnauthorizedAccount(address account)
func (legacyPoolV06 *LegacyPoolV06) UnpackOwnableUnauthorizedAccountError(raw []byte) (*LegacyPoolV06OwnableUnauthorizedAccount, error) {
	out := new(LegacyPoolV06OwnableUnauthorizedAccount)
	if err := legacyPoolV06.abi.UnpackIntoInterface(out, "OwnableUnauthorizedAccount", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// LegacyPoolV06SafeERC20FailedOperation represents a SafeERC20FailedOperation error raised by the LegacyPoolV06 contract.
type LegacyPoolV06SafeERC20FailedOperation struct {
	Token common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error SafeERC20FailedOperation(address token)
func LegacyPoolV06SafeERC20FailedOperationErrorID() common.Hash {
	return common.HexToHash("0x5274afe73c98b4749fc91ffae6b7b574e7842cb2144a159e9377a5f20b32edf9")
}

// UnpackSafeERC20FailedOperationError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error SafeERC20FailedOperation(address token)
func (legacyPoolV06 *LegacyPoolV06) UnpackSafeERC20FailedOperationError(raw []byte) (*LegacyPoolV06SafeERC20FailedOperation, error) {
	out := new(LegacyPoolV06SafeERC20FailedOperation)
	if err := legacyPoolV06.abi.UnpackIntoInterface(out, "SafeERC20FailedOperation", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// LegacyPoolV06UnknownToken represents a UnknownToken error raised by the LegacyPoolV06 contract.
type LegacyPoolV06UnknownToken struct {
	Token common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error UnknownToken(address token)
func LegacyPoolV06UnknownTokenErrorID() common.Hash {
	return common.HexToHash("0x81a3b1be793a33711a37ddbe59cab61462924094bee93f89ee4f8da7f0005496")
}

// UnpackUnknownTokenError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error UnknownToken(address token)
func (legacyPoolV06 *LegacyPoolV06) UnpackUnknownTokenError(raw []byte) (*LegacyPoolV06UnknownToken, error) {
	out := new(LegacyPoolV06UnknownToken)
	if err := legacyPoolV06.abi.UnpackIntoInterface(out, "UnknownToken", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// LegacyPoolV06ZeroAmount represents a ZeroAmount error raised by the LegacyPoolV06 contract.
type LegacyPoolV06ZeroAmount struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ZeroAmount()
func LegacyPoolV06ZeroAmountErrorID() common.Hash {
	return common.HexToHash("0x1f2a2005cb66a8e145327e8814e243a0996aec9bfe1e15a495778b1236dbd485")
}

// UnpackZeroAmountError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ZeroAmount()
func (legacyPoolV06 *LegacyPoolV06) UnpackZeroAmountError(raw []byte) (*LegacyPoolV06ZeroAmount, error) {
	out := new(LegacyPoolV06ZeroAmount)
	if err := legacyPoolV06.abi.UnpackIntoInterface(out, "ZeroAmount", raw); err != nil {
		return nil, err
	}
	return out, nil
}

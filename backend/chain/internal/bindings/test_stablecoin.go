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

// TestStablecoinMetaData contains all meta data concerning the TestStablecoin contract.
var TestStablecoinMetaData = bind.MetaData{
	ABI: "[{\"inputs\":[{\"internalType\":\"string\",\"name\":\"name_\",\"type\":\"string\"},{\"internalType\":\"string\",\"name\":\"symbol_\",\"type\":\"string\"},{\"internalType\":\"address\",\"name\":\"owner_\",\"type\":\"address\"}],\"stateMutability\":\"nonpayable\",\"type\":\"constructor\"},{\"inputs\":[],\"name\":\"ECDSAInvalidSignature\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"length\",\"type\":\"uint256\"}],\"name\":\"ECDSAInvalidSignatureLength\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"s\",\"type\":\"bytes32\"}],\"name\":\"ECDSAInvalidSignatureS\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"spender\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"allowance\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"needed\",\"type\":\"uint256\"}],\"name\":\"ERC20InsufficientAllowance\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"sender\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"balance\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"needed\",\"type\":\"uint256\"}],\"name\":\"ERC20InsufficientBalance\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"approver\",\"type\":\"address\"}],\"name\":\"ERC20InvalidApprover\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"receiver\",\"type\":\"address\"}],\"name\":\"ERC20InvalidReceiver\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"sender\",\"type\":\"address\"}],\"name\":\"ERC20InvalidSender\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"spender\",\"type\":\"address\"}],\"name\":\"ERC20InvalidSpender\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"deadline\",\"type\":\"uint256\"}],\"name\":\"ERC2612ExpiredSignature\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"signer\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"owner\",\"type\":\"address\"}],\"name\":\"ERC2612InvalidSigner\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"account\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"currentNonce\",\"type\":\"uint256\"}],\"name\":\"InvalidAccountNonce\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"InvalidShortString\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"owner\",\"type\":\"address\"}],\"name\":\"OwnableInvalidOwner\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"account\",\"type\":\"address\"}],\"name\":\"OwnableUnauthorizedAccount\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"string\",\"name\":\"str\",\"type\":\"string\"}],\"name\":\"StringTooLong\",\"type\":\"error\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"owner\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"spender\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"value\",\"type\":\"uint256\"}],\"name\":\"Approval\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[],\"name\":\"EIP712DomainChanged\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"previousOwner\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"newOwner\",\"type\":\"address\"}],\"name\":\"OwnershipTransferred\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"from\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"to\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"value\",\"type\":\"uint256\"}],\"name\":\"Transfer\",\"type\":\"event\"},{\"inputs\":[],\"name\":\"DOMAIN_SEPARATOR\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"\",\"type\":\"bytes32\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"owner\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"spender\",\"type\":\"address\"}],\"name\":\"allowance\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"spender\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"value\",\"type\":\"uint256\"}],\"name\":\"approve\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"\",\"type\":\"bool\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"account\",\"type\":\"address\"}],\"name\":\"balanceOf\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"decimals\",\"outputs\":[{\"internalType\":\"uint8\",\"name\":\"\",\"type\":\"uint8\"}],\"stateMutability\":\"pure\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"eip712Domain\",\"outputs\":[{\"internalType\":\"bytes1\",\"name\":\"fields\",\"type\":\"bytes1\"},{\"internalType\":\"string\",\"name\":\"name\",\"type\":\"string\"},{\"internalType\":\"string\",\"name\":\"version\",\"type\":\"string\"},{\"internalType\":\"uint256\",\"name\":\"chainId\",\"type\":\"uint256\"},{\"internalType\":\"address\",\"name\":\"verifyingContract\",\"type\":\"address\"},{\"internalType\":\"bytes32\",\"name\":\"salt\",\"type\":\"bytes32\"},{\"internalType\":\"uint256[]\",\"name\":\"extensions\",\"type\":\"uint256[]\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"to\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"mint\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"name\",\"outputs\":[{\"internalType\":\"string\",\"name\":\"\",\"type\":\"string\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"owner\",\"type\":\"address\"}],\"name\":\"nonces\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"owner\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"owner\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"spender\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"value\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"deadline\",\"type\":\"uint256\"},{\"internalType\":\"uint8\",\"name\":\"v\",\"type\":\"uint8\"},{\"internalType\":\"bytes32\",\"name\":\"r\",\"type\":\"bytes32\"},{\"internalType\":\"bytes32\",\"name\":\"s\",\"type\":\"bytes32\"}],\"name\":\"permit\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"renounceOwnership\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"symbol\",\"outputs\":[{\"internalType\":\"string\",\"name\":\"\",\"type\":\"string\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"totalSupply\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"to\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"value\",\"type\":\"uint256\"}],\"name\":\"transfer\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"\",\"type\":\"bool\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"from\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"to\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"value\",\"type\":\"uint256\"}],\"name\":\"transferFrom\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"\",\"type\":\"bool\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"newOwner\",\"type\":\"address\"}],\"name\":\"transferOwnership\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"}]",
	ID:  "TestStablecoin",
	Bin: "0x610160604052348015610010575f5ffd5b506040516118b33803806118b383398101604081905261002f9161028a565b808380604051806040016040528060018152602001603160f81b8152508686816003908161005d919061039e565b50600461006a828261039e565b50505061007c8261015f60201b60201c565b610120526100898161015f565b61014052815160208084019190912060e052815190820120610100524660a05261011560e05161010051604080517f8b73c3c69bb8fe3d512ecc4cf759cc79239f7b179b0ffacaa9a75d522b39400f60208201529081019290925260608201524660808201523060a08201525f9060c00160405160208183030381529060405280519060200120905090565b60805250503060c052506001600160a01b03811661014d57604051631e4fbdf760e01b81525f60048201526024015b60405180910390fd5b6101568161019c565b505050506104b4565b5f5f829050601f81511115610189578260405163305a27a960e01b8152600401610144919061045c565b805161019482610491565b179392505050565b600880546001600160a01b038381166001600160a01b0319831681179093556040519116919082907f8be0079c531659141344cd1fd0a4f28419497f9722a3daafe3b4186f6b6457e0905f90a35050565b634e487b7160e01b5f52604160045260245ffd5b5f82601f830112610210575f5ffd5b81516001600160401b03811115610229576102296101ed565b604051601f8201601f19908116603f011681016001600160401b0381118282101715610257576102576101ed565b60405281815283820160200185101561026e575f5ffd5b8160208501602083015e5f918101602001919091529392505050565b5f5f5f6060848603121561029c575f5ffd5b83516001600160401b038111156102b1575f5ffd5b6102bd86828701610201565b602086015190945090506001600160401b038111156102da575f5ffd5b6102e686828701610201565b604086015190935090506001600160a01b0381168114610304575f5ffd5b809150509250925092565b600181811c9082168061032357607f821691505b60208210810361034157634e487b7160e01b5f52602260045260245ffd5b50919050565b601f821115610399578282111561039957805f5260205f20601f840160051c602085101561037257505f5b90810190601f840160051c035f5b81811015610395575f83820155600101610380565b5050505b505050565b81516001600160401b038111156103b7576103b76101ed565b6103cb816103c5845461030f565b84610347565b6020601f8211600181146103fd575f83156103e65750848201515b5f19600385901b1c1916600184901b178455610455565b5f84815260208120601f198516915b8281101561042c578785015182556020948501946001909201910161040c565b508482101561044957868401515f19600387901b60f8161c191681555b505060018360011b0184555b5050505050565b602081525f82518060208401528060208501604085015e5f604082850101526040601f19601f83011684010191505092915050565b80516020808301519190811015610341575f1960209190910360031b1b16919050565b60805160a05160c05160e0516101005161012051610140516113ae6105055f395f610a9001525f610a6501525f6108eb01525f6108c301525f61081e01525f61084801525f61087201526113ae5ff3fe608060405234801561000f575f5ffd5b5060043610610115575f3560e01c8063715018a6116100ad57806395d89b411161007d578063d505accf11610063578063d505accf14610259578063dd62ed3e1461026c578063f2fde38b146102b1575f5ffd5b806395d89b411461023e578063a9059cbb14610246575f5ffd5b8063715018a6146101e05780637ecebe00146101e857806384b0196e146101fb5780638da5cb5b14610216575f5ffd5b8063313ce567116100e8578063313ce5671461017f5780633644e5151461018e57806340c10f191461019657806370a08231146101ab575f5ffd5b806306fdde0314610119578063095ea7b31461013757806318160ddd1461015a57806323b872dd1461016c575b5f5ffd5b6101216102c4565b60405161012e91906110d2565b60405180910390f35b61014a610145366004611113565b610354565b604051901515815260200161012e565b6002545b60405190815260200161012e565b61014a61017a36600461113b565b61036d565b6040516006815260200161012e565b61015e610390565b6101a96101a4366004611113565b61039e565b005b61015e6101b9366004611175565b73ffffffffffffffffffffffffffffffffffffffff165f9081526020819052604090205490565b6101a96103b4565b61015e6101f6366004611175565b6103c7565b6102036103f1565b60405161012e979695949392919061118e565b60085460405173ffffffffffffffffffffffffffffffffffffffff909116815260200161012e565b61012161044f565b61014a610254366004611113565b61045e565b6101a961026736600461124d565b61046b565b61015e61027a3660046112ba565b73ffffffffffffffffffffffffffffffffffffffff9182165f90815260016020908152604080832093909416825291909152205490565b6101a96102bf366004611175565b610619565b6060600380546102d3906112eb565b80601f01602080910402602001604051908101604052809291908181526020018280546102ff906112eb565b801561034a5780601f106103215761010080835404028352916020019161034a565b820191905f5260205f20905b81548152906001019060200180831161032d57829003601f168201915b5050505050905090565b5f3361036181858561067c565b60019150505b92915050565b5f3361037a85828561068e565b61038585858561075c565b506001949350505050565b5f610399610805565b905090565b6103a661093b565b6103b0828261098e565b5050565b6103bc61093b565b6103c55f6109e8565b565b73ffffffffffffffffffffffffffffffffffffffff81165f90815260076020526040812054610367565b5f6060805f5f5f6060610402610a5e565b61040a610a89565b604080515f808252602082019092527f0f000000000000000000000000000000000000000000000000000000000000009b939a50919850469750309650945092509050565b6060600480546102d3906112eb565b5f3361036181858561075c565b834211156104ad576040517f62791302000000000000000000000000000000000000000000000000000000008152600481018590526024015b60405180910390fd5b5f7f6e71edae12b1b97f4d1f60370fef10105fa2faae0126114a169c64845d6126c98888886105058c73ffffffffffffffffffffffffffffffffffffffff165f90815260076020526040902080546001810190915590565b60408051602081019690965273ffffffffffffffffffffffffffffffffffffffff94851690860152929091166060840152608083015260a082015260c0810186905260e0016040516020818303038152906040528051906020012090505f61056c82610ab4565b90505f61057b82878787610afb565b90508973ffffffffffffffffffffffffffffffffffffffff168173ffffffffffffffffffffffffffffffffffffffff1614610602576040517f4b800e4600000000000000000000000000000000000000000000000000000000815273ffffffffffffffffffffffffffffffffffffffff80831660048301528b1660248201526044016104a4565b61060d8a8a8a61067c565b50505050505050505050565b61062161093b565b73ffffffffffffffffffffffffffffffffffffffff8116610670576040517f1e4fbdf70000000000000000000000000000000000000000000000000000000081525f60048201526024016104a4565b610679816109e8565b50565b6106898383836001610b27565b505050565b73ffffffffffffffffffffffffffffffffffffffff8381165f908152600160209081526040808320938616835292905220547fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff8110156107565781811015610748576040517ffb8f41b200000000000000000000000000000000000000000000000000000000815273ffffffffffffffffffffffffffffffffffffffff8416600482015260248101829052604481018390526064016104a4565b61075684848484035f610b27565b50505050565b73ffffffffffffffffffffffffffffffffffffffff83166107ab576040517f96c6fd1e0000000000000000000000000000000000000000000000000000000081525f60048201526024016104a4565b73ffffffffffffffffffffffffffffffffffffffff82166107fa576040517fec442f050000000000000000000000000000000000000000000000000000000081525f60048201526024016104a4565b610689838383610c6c565b5f3073ffffffffffffffffffffffffffffffffffffffff7f00000000000000000000000000000000000000000000000000000000000000001614801561086a57507f000000000000000000000000000000000000000000000000000000000000000046145b1561089457507f000000000000000000000000000000000000000000000000000000000000000090565b610399604080517f8b73c3c69bb8fe3d512ecc4cf759cc79239f7b179b0ffacaa9a75d522b39400f60208201527f0000000000000000000000000000000000000000000000000000000000000000918101919091527f000000000000000000000000000000000000000000000000000000000000000060608201524660808201523060a08201525f9060c00160405160208183030381529060405280519060200120905090565b60085473ffffffffffffffffffffffffffffffffffffffff1633146103c5576040517f118cdaa70000000000000000000000000000000000000000000000000000000081523360048201526024016104a4565b73ffffffffffffffffffffffffffffffffffffffff82166109dd576040517fec442f050000000000000000000000000000000000000000000000000000000081525f60048201526024016104a4565b6103b05f8383610c6c565b6008805473ffffffffffffffffffffffffffffffffffffffff8381167fffffffffffffffffffffffff0000000000000000000000000000000000000000831681179093556040519116919082907f8be0079c531659141344cd1fd0a4f28419497f9722a3daafe3b4186f6b6457e0905f90a35050565b60606103997f0000000000000000000000000000000000000000000000000000000000000000610e13565b60606103997f0000000000000000000000000000000000000000000000000000000000000000610e13565b5f610367610ac0610805565b836040517f19010000000000000000000000000000000000000000000000000000000000008152600281019290925260228201526042902090565b5f5f5f5f610b0b88888888610e50565b925092509250610b1b8282610f43565b50909695505050505050565b73ffffffffffffffffffffffffffffffffffffffff8416610b76576040517fe602df050000000000000000000000000000000000000000000000000000000081525f60048201526024016104a4565b73ffffffffffffffffffffffffffffffffffffffff8316610bc5576040517f94280d620000000000000000000000000000000000000000000000000000000081525f60048201526024016104a4565b73ffffffffffffffffffffffffffffffffffffffff8085165f9081526001602090815260408083209387168352929052208290558015610756578273ffffffffffffffffffffffffffffffffffffffff168473ffffffffffffffffffffffffffffffffffffffff167f8c5be1e5ebec7d5bd14f71427d1e84f3dd0314c0f7b2291e5b200ac8c7c3b92584604051610c5e91815260200190565b60405180910390a350505050565b73ffffffffffffffffffffffffffffffffffffffff8316610ca3578060025f828254610c98919061133c565b90915550610d539050565b73ffffffffffffffffffffffffffffffffffffffff83165f9081526020819052604090205481811015610d28576040517fe450d38c00000000000000000000000000000000000000000000000000000000815273ffffffffffffffffffffffffffffffffffffffff8516600482015260248101829052604481018390526064016104a4565b73ffffffffffffffffffffffffffffffffffffffff84165f9081526020819052604090209082900390555b73ffffffffffffffffffffffffffffffffffffffff8216610d7c57600280548290039055610da7565b73ffffffffffffffffffffffffffffffffffffffff82165f9081526020819052604090208054820190555b8173ffffffffffffffffffffffffffffffffffffffff168373ffffffffffffffffffffffffffffffffffffffff167fddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef83604051610e0691815260200190565b60405180910390a3505050565b60605f610e1f83611046565b6040805160208082528183019092529192505f91906020820181803683375050509182525060208101929092525090565b5f80807f7fffffffffffffffffffffffffffffff5d576e7357a4501ddfe92f46681b20a0841115610e8957505f91506003905082610f39565b604080515f808252602082018084528a905260ff891692820192909252606081018790526080810186905260019060a0016020604051602081039080840390855afa158015610eda573d5f5f3e3d5ffd5b50506040517fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe0015191505073ffffffffffffffffffffffffffffffffffffffff8116610f3057505f925060019150829050610f39565b92505f91508190505b9450945094915050565b5f826003811115610f5657610f56611374565b03610f5f575050565b6001826003811115610f7357610f73611374565b03610faa576040517ff645eedf00000000000000000000000000000000000000000000000000000000815260040160405180910390fd5b6002826003811115610fbe57610fbe611374565b03610ff8576040517ffce698f7000000000000000000000000000000000000000000000000000000008152600481018290526024016104a4565b600382600381111561100c5761100c611374565b036103b0576040517fd78bce0c000000000000000000000000000000000000000000000000000000008152600481018290526024016104a4565b5f60ff8216601f811115610367576040517fb3512b0c00000000000000000000000000000000000000000000000000000000815260040160405180910390fd5b5f81518084528060208401602086015e5f6020828601015260207fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe0601f83011685010191505092915050565b602081525f6110e46020830184611086565b9392505050565b803573ffffffffffffffffffffffffffffffffffffffff8116811461110e575f5ffd5b919050565b5f5f60408385031215611124575f5ffd5b61112d836110eb565b946020939093013593505050565b5f5f5f6060848603121561114d575f5ffd5b611156846110eb565b9250611164602085016110eb565b929592945050506040919091013590565b5f60208284031215611185575f5ffd5b6110e4826110eb565b7fff000000000000000000000000000000000000000000000000000000000000008816815260e060208201525f6111c860e0830189611086565b82810360408401526111da8189611086565b6060840188905273ffffffffffffffffffffffffffffffffffffffff8716608085015260a0840186905283810360c0850152845180825260208087019350909101905f5b8181101561123c57835183526020938401939092019160010161121e565b50909b9a5050505050505050505050565b5f5f5f5f5f5f5f60e0888a031215611263575f5ffd5b61126c886110eb565b965061127a602089016110eb565b95506040880135945060608801359350608088013560ff8116811461129d575f5ffd5b9699959850939692959460a0840135945060c09093013592915050565b5f5f604083850312156112cb575f5ffd5b6112d4836110eb565b91506112e2602084016110eb565b90509250929050565b600181811c908216806112ff57607f821691505b602082108103611336577f4e487b71000000000000000000000000000000000000000000000000000000005f52602260045260245ffd5b50919050565b80820180821115610367577f4e487b71000000000000000000000000000000000000000000000000000000005f52601160045260245ffd5b7f4e487b71000000000000000000000000000000000000000000000000000000005f52602160045260245ffdfea164736f6c6343000825000a",
}

// TestStablecoin is an auto generated Go binding around an Ethereum contract.
type TestStablecoin struct {
	abi abi.ABI
}

// GetABI returns the ABI associated with this contract binding.
func (c *TestStablecoin) GetABI() abi.ABI {
	return c.abi
}

// NewTestStablecoin creates a new instance of TestStablecoin.
func NewTestStablecoin() *TestStablecoin {
	parsed, err := TestStablecoinMetaData.ParseABI()
	if err != nil {
		panic(errors.New("invalid ABI: " + err.Error()))
	}
	return &TestStablecoin{abi: *parsed}
}

// Instance creates a wrapper for a deployed contract instance at the given address.
// Use this to create the instance object passed to abigen v2 library functions Call, Transact, etc.
func (c *TestStablecoin) Instance(backend bind.ContractBackend, addr common.Address) *bind.BoundContract {
	return bind.NewBoundContract(addr, c.abi, backend, backend, backend)
}

// PackConstructor is the Go binding used to pack the parameters required for
// contract deployment.
//
// Solidity: constructor(string name_, string symbol_, address owner_) returns()
func (testStablecoin *TestStablecoin) PackConstructor(name_ string, symbol_ string, owner_ common.Address) []byte {
	enc, err := testStablecoin.abi.Pack("", name_, symbol_, owner_)
	if err != nil {
		panic(err)
	}
	return enc
}

// PackDOMAINSEPARATOR is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x3644e515.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function DOMAIN_SEPARATOR() view returns(bytes32)
func (testStablecoin *TestStablecoin) PackDOMAINSEPARATOR() []byte {
	enc, err := testStablecoin.abi.Pack("DOMAIN_SEPARATOR")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackDOMAINSEPARATOR is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x3644e515.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function DOMAIN_SEPARATOR() view returns(bytes32)
func (testStablecoin *TestStablecoin) TryPackDOMAINSEPARATOR() ([]byte, error) {
	return testStablecoin.abi.Pack("DOMAIN_SEPARATOR")
}

// UnpackDOMAINSEPARATOR is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x3644e515.
//
// Solidity: function DOMAIN_SEPARATOR() view returns(bytes32)
func (testStablecoin *TestStablecoin) UnpackDOMAINSEPARATOR(data []byte) ([32]byte, error) {
	out, err := testStablecoin.abi.Unpack("DOMAIN_SEPARATOR", data)
	if err != nil {
		return *new([32]byte), err
	}
	out0 := *abi.ConvertType(out[0], new([32]byte)).(*[32]byte)
	return out0, nil
}

// PackAllowance is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xdd62ed3e.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function allowance(address owner, address spender) view returns(uint256)
func (testStablecoin *TestStablecoin) PackAllowance(owner common.Address, spender common.Address) []byte {
	enc, err := testStablecoin.abi.Pack("allowance", owner, spender)
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
func (testStablecoin *TestStablecoin) TryPackAllowance(owner common.Address, spender common.Address) ([]byte, error) {
	return testStablecoin.abi.Pack("allowance", owner, spender)
}

// UnpackAllowance is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xdd62ed3e.
//
// Solidity: function allowance(address owner, address spender) view returns(uint256)
func (testStablecoin *TestStablecoin) UnpackAllowance(data []byte) (*big.Int, error) {
	out, err := testStablecoin.abi.Unpack("allowance", data)
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
func (testStablecoin *TestStablecoin) PackApprove(spender common.Address, value *big.Int) []byte {
	enc, err := testStablecoin.abi.Pack("approve", spender, value)
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
func (testStablecoin *TestStablecoin) TryPackApprove(spender common.Address, value *big.Int) ([]byte, error) {
	return testStablecoin.abi.Pack("approve", spender, value)
}

// UnpackApprove is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x095ea7b3.
//
// Solidity: function approve(address spender, uint256 value) returns(bool)
func (testStablecoin *TestStablecoin) UnpackApprove(data []byte) (bool, error) {
	out, err := testStablecoin.abi.Unpack("approve", data)
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
func (testStablecoin *TestStablecoin) PackBalanceOf(account common.Address) []byte {
	enc, err := testStablecoin.abi.Pack("balanceOf", account)
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
func (testStablecoin *TestStablecoin) TryPackBalanceOf(account common.Address) ([]byte, error) {
	return testStablecoin.abi.Pack("balanceOf", account)
}

// UnpackBalanceOf is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x70a08231.
//
// Solidity: function balanceOf(address account) view returns(uint256)
func (testStablecoin *TestStablecoin) UnpackBalanceOf(data []byte) (*big.Int, error) {
	out, err := testStablecoin.abi.Unpack("balanceOf", data)
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
func (testStablecoin *TestStablecoin) PackDecimals() []byte {
	enc, err := testStablecoin.abi.Pack("decimals")
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
func (testStablecoin *TestStablecoin) TryPackDecimals() ([]byte, error) {
	return testStablecoin.abi.Pack("decimals")
}

// UnpackDecimals is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x313ce567.
//
// Solidity: function decimals() pure returns(uint8)
func (testStablecoin *TestStablecoin) UnpackDecimals(data []byte) (uint8, error) {
	out, err := testStablecoin.abi.Unpack("decimals", data)
	if err != nil {
		return *new(uint8), err
	}
	out0 := *abi.ConvertType(out[0], new(uint8)).(*uint8)
	return out0, nil
}

// PackEip712Domain is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x84b0196e.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function eip712Domain() view returns(bytes1 fields, string name, string version, uint256 chainId, address verifyingContract, bytes32 salt, uint256[] extensions)
func (testStablecoin *TestStablecoin) PackEip712Domain() []byte {
	enc, err := testStablecoin.abi.Pack("eip712Domain")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackEip712Domain is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x84b0196e.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function eip712Domain() view returns(bytes1 fields, string name, string version, uint256 chainId, address verifyingContract, bytes32 salt, uint256[] extensions)
func (testStablecoin *TestStablecoin) TryPackEip712Domain() ([]byte, error) {
	return testStablecoin.abi.Pack("eip712Domain")
}

// Eip712DomainOutput serves as a container for the return parameters of contract
// method Eip712Domain.
type Eip712DomainOutput struct {
	Fields            [1]byte
	Name              string
	Version           string
	ChainId           *big.Int
	VerifyingContract common.Address
	Salt              [32]byte
	Extensions        []*big.Int
}

// UnpackEip712Domain is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x84b0196e.
//
// Solidity: function eip712Domain() view returns(bytes1 fields, string name, string version, uint256 chainId, address verifyingContract, bytes32 salt, uint256[] extensions)
func (testStablecoin *TestStablecoin) UnpackEip712Domain(data []byte) (Eip712DomainOutput, error) {
	out, err := testStablecoin.abi.Unpack("eip712Domain", data)
	outstruct := new(Eip712DomainOutput)
	if err != nil {
		return *outstruct, err
	}
	outstruct.Fields = *abi.ConvertType(out[0], new([1]byte)).(*[1]byte)
	outstruct.Name = *abi.ConvertType(out[1], new(string)).(*string)
	outstruct.Version = *abi.ConvertType(out[2], new(string)).(*string)
	outstruct.ChainId = abi.ConvertType(out[3], new(big.Int)).(*big.Int)
	outstruct.VerifyingContract = *abi.ConvertType(out[4], new(common.Address)).(*common.Address)
	outstruct.Salt = *abi.ConvertType(out[5], new([32]byte)).(*[32]byte)
	outstruct.Extensions = *abi.ConvertType(out[6], new([]*big.Int)).(*[]*big.Int)
	return *outstruct, nil
}

// PackMint is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x40c10f19.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function mint(address to, uint256 amount) returns()
func (testStablecoin *TestStablecoin) PackMint(to common.Address, amount *big.Int) []byte {
	enc, err := testStablecoin.abi.Pack("mint", to, amount)
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
func (testStablecoin *TestStablecoin) TryPackMint(to common.Address, amount *big.Int) ([]byte, error) {
	return testStablecoin.abi.Pack("mint", to, amount)
}

// PackName is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x06fdde03.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function name() view returns(string)
func (testStablecoin *TestStablecoin) PackName() []byte {
	enc, err := testStablecoin.abi.Pack("name")
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
func (testStablecoin *TestStablecoin) TryPackName() ([]byte, error) {
	return testStablecoin.abi.Pack("name")
}

// UnpackName is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x06fdde03.
//
// Solidity: function name() view returns(string)
func (testStablecoin *TestStablecoin) UnpackName(data []byte) (string, error) {
	out, err := testStablecoin.abi.Unpack("name", data)
	if err != nil {
		return *new(string), err
	}
	out0 := *abi.ConvertType(out[0], new(string)).(*string)
	return out0, nil
}

// PackNonces is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x7ecebe00.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function nonces(address owner) view returns(uint256)
func (testStablecoin *TestStablecoin) PackNonces(owner common.Address) []byte {
	enc, err := testStablecoin.abi.Pack("nonces", owner)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackNonces is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x7ecebe00.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function nonces(address owner) view returns(uint256)
func (testStablecoin *TestStablecoin) TryPackNonces(owner common.Address) ([]byte, error) {
	return testStablecoin.abi.Pack("nonces", owner)
}

// UnpackNonces is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x7ecebe00.
//
// Solidity: function nonces(address owner) view returns(uint256)
func (testStablecoin *TestStablecoin) UnpackNonces(data []byte) (*big.Int, error) {
	out, err := testStablecoin.abi.Unpack("nonces", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackOwner is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x8da5cb5b.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function owner() view returns(address)
func (testStablecoin *TestStablecoin) PackOwner() []byte {
	enc, err := testStablecoin.abi.Pack("owner")
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
func (testStablecoin *TestStablecoin) TryPackOwner() ([]byte, error) {
	return testStablecoin.abi.Pack("owner")
}

// UnpackOwner is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x8da5cb5b.
//
// Solidity: function owner() view returns(address)
func (testStablecoin *TestStablecoin) UnpackOwner(data []byte) (common.Address, error) {
	out, err := testStablecoin.abi.Unpack("owner", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// PackPermit is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xd505accf.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function permit(address owner, address spender, uint256 value, uint256 deadline, uint8 v, bytes32 r, bytes32 s) returns()
func (testStablecoin *TestStablecoin) PackPermit(owner common.Address, spender common.Address, value *big.Int, deadline *big.Int, v uint8, r [32]byte, s [32]byte) []byte {
	enc, err := testStablecoin.abi.Pack("permit", owner, spender, value, deadline, v, r, s)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackPermit is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xd505accf.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function permit(address owner, address spender, uint256 value, uint256 deadline, uint8 v, bytes32 r, bytes32 s) returns()
func (testStablecoin *TestStablecoin) TryPackPermit(owner common.Address, spender common.Address, value *big.Int, deadline *big.Int, v uint8, r [32]byte, s [32]byte) ([]byte, error) {
	return testStablecoin.abi.Pack("permit", owner, spender, value, deadline, v, r, s)
}

// PackRenounceOwnership is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x715018a6.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function renounceOwnership() returns()
func (testStablecoin *TestStablecoin) PackRenounceOwnership() []byte {
	enc, err := testStablecoin.abi.Pack("renounceOwnership")
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
func (testStablecoin *TestStablecoin) TryPackRenounceOwnership() ([]byte, error) {
	return testStablecoin.abi.Pack("renounceOwnership")
}

// PackSymbol is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x95d89b41.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function symbol() view returns(string)
func (testStablecoin *TestStablecoin) PackSymbol() []byte {
	enc, err := testStablecoin.abi.Pack("symbol")
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
func (testStablecoin *TestStablecoin) TryPackSymbol() ([]byte, error) {
	return testStablecoin.abi.Pack("symbol")
}

// UnpackSymbol is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x95d89b41.
//
// Solidity: function symbol() view returns(string)
func (testStablecoin *TestStablecoin) UnpackSymbol(data []byte) (string, error) {
	out, err := testStablecoin.abi.Unpack("symbol", data)
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
func (testStablecoin *TestStablecoin) PackTotalSupply() []byte {
	enc, err := testStablecoin.abi.Pack("totalSupply")
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
func (testStablecoin *TestStablecoin) TryPackTotalSupply() ([]byte, error) {
	return testStablecoin.abi.Pack("totalSupply")
}

// UnpackTotalSupply is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x18160ddd.
//
// Solidity: function totalSupply() view returns(uint256)
func (testStablecoin *TestStablecoin) UnpackTotalSupply(data []byte) (*big.Int, error) {
	out, err := testStablecoin.abi.Unpack("totalSupply", data)
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
func (testStablecoin *TestStablecoin) PackTransfer(to common.Address, value *big.Int) []byte {
	enc, err := testStablecoin.abi.Pack("transfer", to, value)
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
func (testStablecoin *TestStablecoin) TryPackTransfer(to common.Address, value *big.Int) ([]byte, error) {
	return testStablecoin.abi.Pack("transfer", to, value)
}

// UnpackTransfer is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xa9059cbb.
//
// Solidity: function transfer(address to, uint256 value) returns(bool)
func (testStablecoin *TestStablecoin) UnpackTransfer(data []byte) (bool, error) {
	out, err := testStablecoin.abi.Unpack("transfer", data)
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
func (testStablecoin *TestStablecoin) PackTransferFrom(from common.Address, to common.Address, value *big.Int) []byte {
	enc, err := testStablecoin.abi.Pack("transferFrom", from, to, value)
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
func (testStablecoin *TestStablecoin) TryPackTransferFrom(from common.Address, to common.Address, value *big.Int) ([]byte, error) {
	return testStablecoin.abi.Pack("transferFrom", from, to, value)
}

// UnpackTransferFrom is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x23b872dd.
//
// Solidity: function transferFrom(address from, address to, uint256 value) returns(bool)
func (testStablecoin *TestStablecoin) UnpackTransferFrom(data []byte) (bool, error) {
	out, err := testStablecoin.abi.Unpack("transferFrom", data)
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
func (testStablecoin *TestStablecoin) PackTransferOwnership(newOwner common.Address) []byte {
	enc, err := testStablecoin.abi.Pack("transferOwnership", newOwner)
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
func (testStablecoin *TestStablecoin) TryPackTransferOwnership(newOwner common.Address) ([]byte, error) {
	return testStablecoin.abi.Pack("transferOwnership", newOwner)
}

// TestStablecoinApproval represents a Approval event raised by the TestStablecoin contract.
type TestStablecoinApproval struct {
	Owner   common.Address
	Spender common.Address
	Value   *big.Int
	Raw     *types.Log // Blockchain specific contextual infos
}

const TestStablecoinApprovalEventName = "Approval"

// ContractEventName returns the user-defined event name.
func (TestStablecoinApproval) ContractEventName() string {
	return TestStablecoinApprovalEventName
}

// UnpackApprovalEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event Approval(address indexed owner, address indexed spender, uint256 value)
func (testStablecoin *TestStablecoin) UnpackApprovalEvent(log *types.Log) (*TestStablecoinApproval, error) {
	event := "Approval"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != testStablecoin.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(TestStablecoinApproval)
	if len(log.Data) > 0 {
		if err := testStablecoin.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range testStablecoin.abi.Events[event].Inputs {
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

// TestStablecoinEIP712DomainChanged represents a EIP712DomainChanged event raised by the TestStablecoin contract.
type TestStablecoinEIP712DomainChanged struct {
	Raw *types.Log // Blockchain specific contextual infos
}

const TestStablecoinEIP712DomainChangedEventName = "EIP712DomainChanged"

// ContractEventName returns the user-defined event name.
func (TestStablecoinEIP712DomainChanged) ContractEventName() string {
	return TestStablecoinEIP712DomainChangedEventName
}

// UnpackEIP712DomainChangedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event EIP712DomainChanged()
func (testStablecoin *TestStablecoin) UnpackEIP712DomainChangedEvent(log *types.Log) (*TestStablecoinEIP712DomainChanged, error) {
	event := "EIP712DomainChanged"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != testStablecoin.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(TestStablecoinEIP712DomainChanged)
	if len(log.Data) > 0 {
		if err := testStablecoin.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range testStablecoin.abi.Events[event].Inputs {
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

// TestStablecoinOwnershipTransferred represents a OwnershipTransferred event raised by the TestStablecoin contract.
type TestStablecoinOwnershipTransferred struct {
	PreviousOwner common.Address
	NewOwner      common.Address
	Raw           *types.Log // Blockchain specific contextual infos
}

const TestStablecoinOwnershipTransferredEventName = "OwnershipTransferred"

// ContractEventName returns the user-defined event name.
func (TestStablecoinOwnershipTransferred) ContractEventName() string {
	return TestStablecoinOwnershipTransferredEventName
}

// UnpackOwnershipTransferredEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event OwnershipTransferred(address indexed previousOwner, address indexed newOwner)
func (testStablecoin *TestStablecoin) UnpackOwnershipTransferredEvent(log *types.Log) (*TestStablecoinOwnershipTransferred, error) {
	event := "OwnershipTransferred"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != testStablecoin.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(TestStablecoinOwnershipTransferred)
	if len(log.Data) > 0 {
		if err := testStablecoin.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range testStablecoin.abi.Events[event].Inputs {
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

// TestStablecoinTransfer represents a Transfer event raised by the TestStablecoin contract.
type TestStablecoinTransfer struct {
	From  common.Address
	To    common.Address
	Value *big.Int
	Raw   *types.Log // Blockchain specific contextual infos
}

const TestStablecoinTransferEventName = "Transfer"

// ContractEventName returns the user-defined event name.
func (TestStablecoinTransfer) ContractEventName() string {
	return TestStablecoinTransferEventName
}

// UnpackTransferEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event Transfer(address indexed from, address indexed to, uint256 value)
func (testStablecoin *TestStablecoin) UnpackTransferEvent(log *types.Log) (*TestStablecoinTransfer, error) {
	event := "Transfer"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != testStablecoin.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(TestStablecoinTransfer)
	if len(log.Data) > 0 {
		if err := testStablecoin.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range testStablecoin.abi.Events[event].Inputs {
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
func (testStablecoin *TestStablecoin) UnpackError(raw []byte) (any, error) {
	if bytes.Equal(raw[:4], testStablecoin.abi.Errors["ECDSAInvalidSignature"].ID.Bytes()[:4]) {
		return testStablecoin.UnpackECDSAInvalidSignatureError(raw[4:])
	}
	if bytes.Equal(raw[:4], testStablecoin.abi.Errors["ECDSAInvalidSignatureLength"].ID.Bytes()[:4]) {
		return testStablecoin.UnpackECDSAInvalidSignatureLengthError(raw[4:])
	}
	if bytes.Equal(raw[:4], testStablecoin.abi.Errors["ECDSAInvalidSignatureS"].ID.Bytes()[:4]) {
		return testStablecoin.UnpackECDSAInvalidSignatureSError(raw[4:])
	}
	if bytes.Equal(raw[:4], testStablecoin.abi.Errors["ERC20InsufficientAllowance"].ID.Bytes()[:4]) {
		return testStablecoin.UnpackERC20InsufficientAllowanceError(raw[4:])
	}
	if bytes.Equal(raw[:4], testStablecoin.abi.Errors["ERC20InsufficientBalance"].ID.Bytes()[:4]) {
		return testStablecoin.UnpackERC20InsufficientBalanceError(raw[4:])
	}
	if bytes.Equal(raw[:4], testStablecoin.abi.Errors["ERC20InvalidApprover"].ID.Bytes()[:4]) {
		return testStablecoin.UnpackERC20InvalidApproverError(raw[4:])
	}
	if bytes.Equal(raw[:4], testStablecoin.abi.Errors["ERC20InvalidReceiver"].ID.Bytes()[:4]) {
		return testStablecoin.UnpackERC20InvalidReceiverError(raw[4:])
	}
	if bytes.Equal(raw[:4], testStablecoin.abi.Errors["ERC20InvalidSender"].ID.Bytes()[:4]) {
		return testStablecoin.UnpackERC20InvalidSenderError(raw[4:])
	}
	if bytes.Equal(raw[:4], testStablecoin.abi.Errors["ERC20InvalidSpender"].ID.Bytes()[:4]) {
		return testStablecoin.UnpackERC20InvalidSpenderError(raw[4:])
	}
	if bytes.Equal(raw[:4], testStablecoin.abi.Errors["ERC2612ExpiredSignature"].ID.Bytes()[:4]) {
		return testStablecoin.UnpackERC2612ExpiredSignatureError(raw[4:])
	}
	if bytes.Equal(raw[:4], testStablecoin.abi.Errors["ERC2612InvalidSigner"].ID.Bytes()[:4]) {
		return testStablecoin.UnpackERC2612InvalidSignerError(raw[4:])
	}
	if bytes.Equal(raw[:4], testStablecoin.abi.Errors["InvalidAccountNonce"].ID.Bytes()[:4]) {
		return testStablecoin.UnpackInvalidAccountNonceError(raw[4:])
	}
	if bytes.Equal(raw[:4], testStablecoin.abi.Errors["InvalidShortString"].ID.Bytes()[:4]) {
		return testStablecoin.UnpackInvalidShortStringError(raw[4:])
	}
	if bytes.Equal(raw[:4], testStablecoin.abi.Errors["OwnableInvalidOwner"].ID.Bytes()[:4]) {
		return testStablecoin.UnpackOwnableInvalidOwnerError(raw[4:])
	}
	if bytes.Equal(raw[:4], testStablecoin.abi.Errors["OwnableUnauthorizedAccount"].ID.Bytes()[:4]) {
		return testStablecoin.UnpackOwnableUnauthorizedAccountError(raw[4:])
	}
	if bytes.Equal(raw[:4], testStablecoin.abi.Errors["StringTooLong"].ID.Bytes()[:4]) {
		return testStablecoin.UnpackStringTooLongError(raw[4:])
	}
	return nil, errors.New("Unknown error")
}

// TestStablecoinECDSAInvalidSignature represents a ECDSAInvalidSignature error raised by the TestStablecoin contract.
type TestStablecoinECDSAInvalidSignature struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ECDSAInvalidSignature()
func TestStablecoinECDSAInvalidSignatureErrorID() common.Hash {
	return common.HexToHash("0xf645eedf0193584640b6b90cb9477e4c95b98636c148a891d4c0a146dc46e75a")
}

// UnpackECDSAInvalidSignatureError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ECDSAInvalidSignature()
func (testStablecoin *TestStablecoin) UnpackECDSAInvalidSignatureError(raw []byte) (*TestStablecoinECDSAInvalidSignature, error) {
	out := new(TestStablecoinECDSAInvalidSignature)
	if err := testStablecoin.abi.UnpackIntoInterface(out, "ECDSAInvalidSignature", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// TestStablecoinECDSAInvalidSignatureLength represents a ECDSAInvalidSignatureLength error raised by the TestStablecoin contract.
type TestStablecoinECDSAInvalidSignatureLength struct {
	Length *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ECDSAInvalidSignatureLength(uint256 length)
func TestStablecoinECDSAInvalidSignatureLengthErrorID() common.Hash {
	return common.HexToHash("0xfce698f7e8e5342cd615f641317bc45fe7e1e4a8b0a14dd1383ff8dc9c41917f")
}

// UnpackECDSAInvalidSignatureLengthError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ECDSAInvalidSignatureLength(uint256 length)
func (testStablecoin *TestStablecoin) UnpackECDSAInvalidSignatureLengthError(raw []byte) (*TestStablecoinECDSAInvalidSignatureLength, error) {
	out := new(TestStablecoinECDSAInvalidSignatureLength)
	if err := testStablecoin.abi.UnpackIntoInterface(out, "ECDSAInvalidSignatureLength", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// TestStablecoinECDSAInvalidSignatureS represents a ECDSAInvalidSignatureS error raised by the TestStablecoin contract.
type TestStablecoinECDSAInvalidSignatureS struct {
	S [32]byte
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ECDSAInvalidSignatureS(bytes32 s)
func TestStablecoinECDSAInvalidSignatureSErrorID() common.Hash {
	return common.HexToHash("0xd78bce0cccb935155ed6428d1c13e50b7f3550fd2b66b9fe266006fea4a5e1eb")
}

// UnpackECDSAInvalidSignatureSError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ECDSAInvalidSignatureS(bytes32 s)
func (testStablecoin *TestStablecoin) UnpackECDSAInvalidSignatureSError(raw []byte) (*TestStablecoinECDSAInvalidSignatureS, error) {
	out := new(TestStablecoinECDSAInvalidSignatureS)
	if err := testStablecoin.abi.UnpackIntoInterface(out, "ECDSAInvalidSignatureS", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// TestStablecoinERC20InsufficientAllowance represents a ERC20InsufficientAllowance error raised by the TestStablecoin contract.
type TestStablecoinERC20InsufficientAllowance struct {
	Spender   common.Address
	Allowance *big.Int
	Needed    *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ERC20InsufficientAllowance(address spender, uint256 allowance, uint256 needed)
func TestStablecoinERC20InsufficientAllowanceErrorID() common.Hash {
	return common.HexToHash("0xfb8f41b23e99d2101d86da76cdfa87dd51c82ed07d3cb62cbc473e469dbc75c3")
}

// UnpackERC20InsufficientAllowanceError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ERC20InsufficientAllowance(address spender, uint256 allowance, uint256 needed)
func (testStablecoin *TestStablecoin) UnpackERC20InsufficientAllowanceError(raw []byte) (*TestStablecoinERC20InsufficientAllowance, error) {
	out := new(TestStablecoinERC20InsufficientAllowance)
	if err := testStablecoin.abi.UnpackIntoInterface(out, "ERC20InsufficientAllowance", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// TestStablecoinERC20InsufficientBalance represents a ERC20InsufficientBalance error raised by the TestStablecoin contract.
type TestStablecoinERC20InsufficientBalance struct {
	Sender  common.Address
	Balance *big.Int
	Needed  *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ERC20InsufficientBalance(address sender, uint256 balance, uint256 needed)
func TestStablecoinERC20InsufficientBalanceErrorID() common.Hash {
	return common.HexToHash("0xe450d38cd8d9f7d95077d567d60ed49c7254716e6ad08fc9872816c97e0ffec6")
}

// UnpackERC20InsufficientBalanceError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ERC20InsufficientBalance(address sender, uint256 balance, uint256 needed)
func (testStablecoin *TestStablecoin) UnpackERC20InsufficientBalanceError(raw []byte) (*TestStablecoinERC20InsufficientBalance, error) {
	out := new(TestStablecoinERC20InsufficientBalance)
	if err := testStablecoin.abi.UnpackIntoInterface(out, "ERC20InsufficientBalance", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// TestStablecoinERC20InvalidApprover represents a ERC20InvalidApprover error raised by the TestStablecoin contract.
type TestStablecoinERC20InvalidApprover struct {
	Approver common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ERC20InvalidApprover(address approver)
func TestStablecoinERC20InvalidApproverErrorID() common.Hash {
	return common.HexToHash("0xe602df05cc75712490294c6c104ab7c17f4030363910a7a2626411c6d3118847")
}

// UnpackERC20InvalidApproverError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ERC20InvalidApprover(address approver)
func (testStablecoin *TestStablecoin) UnpackERC20InvalidApproverError(raw []byte) (*TestStablecoinERC20InvalidApprover, error) {
	out := new(TestStablecoinERC20InvalidApprover)
	if err := testStablecoin.abi.UnpackIntoInterface(out, "ERC20InvalidApprover", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// TestStablecoinERC20InvalidReceiver represents a ERC20InvalidReceiver error raised by the TestStablecoin contract.
type TestStablecoinERC20InvalidReceiver struct {
	Receiver common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ERC20InvalidReceiver(address receiver)
func TestStablecoinERC20InvalidReceiverErrorID() common.Hash {
	return common.HexToHash("0xec442f055133b72f3b2f9f0bb351c406b178527de2040a7d1feb4e058771f613")
}

// UnpackERC20InvalidReceiverError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ERC20InvalidReceiver(address receiver)
func (testStablecoin *TestStablecoin) UnpackERC20InvalidReceiverError(raw []byte) (*TestStablecoinERC20InvalidReceiver, error) {
	out := new(TestStablecoinERC20InvalidReceiver)
	if err := testStablecoin.abi.UnpackIntoInterface(out, "ERC20InvalidReceiver", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// TestStablecoinERC20InvalidSender represents a ERC20InvalidSender error raised by the TestStablecoin contract.
type TestStablecoinERC20InvalidSender struct {
	Sender common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ERC20InvalidSender(address sender)
func TestStablecoinERC20InvalidSenderErrorID() common.Hash {
	return common.HexToHash("0x96c6fd1edd0cd6ef7ff0ecc0facdf53148dc0048b57fe58af65755250a7a96bd")
}

// UnpackERC20InvalidSenderError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ERC20InvalidSender(address sender)
func (testStablecoin *TestStablecoin) UnpackERC20InvalidSenderError(raw []byte) (*TestStablecoinERC20InvalidSender, error) {
	out := new(TestStablecoinERC20InvalidSender)
	if err := testStablecoin.abi.UnpackIntoInterface(out, "ERC20InvalidSender", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// TestStablecoinERC20InvalidSpender represents a ERC20InvalidSpender error raised by the TestStablecoin contract.
type TestStablecoinERC20InvalidSpender struct {
	Spender common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ERC20InvalidSpender(address spender)
func TestStablecoinERC20InvalidSpenderErrorID() common.Hash {
	return common.HexToHash("0x94280d62c347d8d9f4d59a76ea321452406db88df38e0c9da304f58b57b373a2")
}

// UnpackERC20InvalidSpenderError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ERC20InvalidSpender(address spender)
func (testStablecoin *TestStablecoin) UnpackERC20InvalidSpenderError(raw []byte) (*TestStablecoinERC20InvalidSpender, error) {
	out := new(TestStablecoinERC20InvalidSpender)
	if err := testStablecoin.abi.UnpackIntoInterface(out, "ERC20InvalidSpender", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// TestStablecoinERC2612ExpiredSignature represents a ERC2612ExpiredSignature error raised by the TestStablecoin contract.
type TestStablecoinERC2612ExpiredSignature struct {
	Deadline *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ERC2612ExpiredSignature(uint256 deadline)
func TestStablecoinERC2612ExpiredSignatureErrorID() common.Hash {
	return common.HexToHash("0x627913023c184eaad13735d5a3d2657ae76ec9a872a70e0fc57522ef1a114d58")
}

// UnpackERC2612ExpiredSignatureError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ERC2612ExpiredSignature(uint256 deadline)
func (testStablecoin *TestStablecoin) UnpackERC2612ExpiredSignatureError(raw []byte) (*TestStablecoinERC2612ExpiredSignature, error) {
	out := new(TestStablecoinERC2612ExpiredSignature)
	if err := testStablecoin.abi.UnpackIntoInterface(out, "ERC2612ExpiredSignature", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// TestStablecoinERC2612InvalidSigner represents a ERC2612InvalidSigner error raised by the TestStablecoin contract.
type TestStablecoinERC2612InvalidSigner struct {
	Signer common.Address
	Owner  common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ERC2612InvalidSigner(address signer, address owner)
func TestStablecoinERC2612InvalidSignerErrorID() common.Hash {
	return common.HexToHash("0x4b800e463b323b1d856edf9dec70329a639d13874a57f5c28219ff57128756db")
}

// UnpackERC2612InvalidSignerError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ERC2612InvalidSigner(address signer, address owner)
func (testStablecoin *TestStablecoin) UnpackERC2612InvalidSignerError(raw []byte) (*TestStablecoinERC2612InvalidSigner, error) {
	out := new(TestStablecoinERC2612InvalidSigner)
	if err := testStablecoin.abi.UnpackIntoInterface(out, "ERC2612InvalidSigner", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// TestStablecoinInvalidAccountNonce represents a InvalidAccountNonce error raised by the TestStablecoin contract.
type TestStablecoinInvalidAccountNonce struct {
	Account      common.Address
	CurrentNonce *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error InvalidAccountNonce(address account, uint256 currentNonce)
func TestStablecoinInvalidAccountNonceErrorID() common.Hash {
	return common.HexToHash("0x752d88c0de02638abf10e8e31861e4c68dc1f3a1e7d840e580683f2c282bfc7a")
}

// UnpackInvalidAccountNonceError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error InvalidAccountNonce(address account, uint256 currentNonce)
func (testStablecoin *TestStablecoin) UnpackInvalidAccountNonceError(raw []byte) (*TestStablecoinInvalidAccountNonce, error) {
	out := new(TestStablecoinInvalidAccountNonce)
	if err := testStablecoin.abi.UnpackIntoInterface(out, "InvalidAccountNonce", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// TestStablecoinInvalidShortString represents a InvalidShortString error raised by the TestStablecoin contract.
type TestStablecoinInvalidShortString struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error InvalidShortString()
func TestStablecoinInvalidShortStringErrorID() common.Hash {
	return common.HexToHash("0xb3512b0c6163e5f0bafab72bb631b9d58cd7a731b082f910338aa21c83d5c274")
}

// UnpackInvalidShortStringError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error InvalidShortString()
func (testStablecoin *TestStablecoin) UnpackInvalidShortStringError(raw []byte) (*TestStablecoinInvalidShortString, error) {
	out := new(TestStablecoinInvalidShortString)
	if err := testStablecoin.abi.UnpackIntoInterface(out, "InvalidShortString", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// TestStablecoinOwnableInvalidOwner represents a OwnableInvalidOwner error raised by the TestStablecoin contract.
type TestStablecoinOwnableInvalidOwner struct {
	Owner common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error OwnableInvalidOwner(address owner)
func TestStablecoinOwnableInvalidOwnerErrorID() common.Hash {
	return common.HexToHash("0x1e4fbdf7f3ef8bcaa855599e3abf48b232380f183f08f6f813d9ffa5bd585188")
}

// UnpackOwnableInvalidOwnerError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error OwnableInvalidOwner(address owner)
func (testStablecoin *TestStablecoin) UnpackOwnableInvalidOwnerError(raw []byte) (*TestStablecoinOwnableInvalidOwner, error) {
	out := new(TestStablecoinOwnableInvalidOwner)
	if err := testStablecoin.abi.UnpackIntoInterface(out, "OwnableInvalidOwner", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// TestStablecoinOwnableUnauthorizedAccount represents a OwnableUnauthorizedAccount error raised by the TestStablecoin contract.
type TestStablecoinOwnableUnauthorizedAccount struct {
	Account common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error OwnableUnauthorizedAccount(address account)
func TestStablecoinOwnableUnauthorizedAccountErrorID() common.Hash {
	return common.HexToHash("0x118cdaa7a341953d1887a2245fd6665d741c67c8c50581daa59e1d03373fa188")
}

// UnpackOwnableUnauthorizedAccountError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error OwnableUnauthorizedAccount(address account)
func (testStablecoin *TestStablecoin) UnpackOwnableUnauthorizedAccountError(raw []byte) (*TestStablecoinOwnableUnauthorizedAccount, error) {
	out := new(TestStablecoinOwnableUnauthorizedAccount)
	if err := testStablecoin.abi.UnpackIntoInterface(out, "OwnableUnauthorizedAccount", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// TestStablecoinStringTooLong represents a StringTooLong error raised by the TestStablecoin contract.
type TestStablecoinStringTooLong struct {
	Str string
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error StringTooLong(string str)
func TestStablecoinStringTooLongErrorID() common.Hash {
	return common.HexToHash("0x305a27a93f8e33b7392df0a0f91d6fc63847395853c45991eec52dbf24d72381")
}

// UnpackStringTooLongError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error StringTooLong(string str)
func (testStablecoin *TestStablecoin) UnpackStringTooLongError(raw []byte) (*TestStablecoinStringTooLong, error) {
	out := new(TestStablecoinStringTooLong)
	if err := testStablecoin.abi.UnpackIntoInterface(out, "StringTooLong", raw); err != nil {
		return nil, err
	}
	return out, nil
}

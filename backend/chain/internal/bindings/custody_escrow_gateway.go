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

// CustodyEscrowGatewayInvoice is an auto generated low-level Go binding around an user-defined struct.
type CustodyEscrowGatewayInvoice struct {
	Id          [32]byte
	Merchant    common.Address
	PayoutToken common.Address
	Amount      *big.Int
}

// CustodyEscrowGatewayPaidInvoice is an auto generated low-level Go binding around an user-defined struct.
type CustodyEscrowGatewayPaidInvoice struct {
	Id          [32]byte
	Merchant    common.Address
	PayoutToken common.Address
	Amount      *big.Int
	Payer       common.Address
	PaidAt      uint64
}

// CustodyEscrowGatewayStagedInvoice is an auto generated low-level Go binding around an user-defined struct.
type CustodyEscrowGatewayStagedInvoice struct {
	Id          [32]byte
	PayoutToken common.Address
	Amount      *big.Int
}

// CustodyEscrowGatewayTokenPermit is an auto generated low-level Go binding around an user-defined struct.
type CustodyEscrowGatewayTokenPermit struct {
	Value    *big.Int
	Deadline *big.Int
	V        uint8
	R        [32]byte
	S        [32]byte
}

// IPermit2PermitTransferFrom is an auto generated low-level Go binding around an user-defined struct.
type IPermit2PermitTransferFrom struct {
	Permitted IPermit2TokenPermissions
	Nonce     *big.Int
	Deadline  *big.Int
}

// IPermit2TokenPermissions is an auto generated low-level Go binding around an user-defined struct.
type IPermit2TokenPermissions struct {
	Token  common.Address
	Amount *big.Int
}

// CustodyEscrowGatewayMetaData contains all meta data concerning the CustodyEscrowGateway contract.
var CustodyEscrowGatewayMetaData = bind.MetaData{
	ABI: "[{\"inputs\":[{\"internalType\":\"contractIPermit2\",\"name\":\"permit2_\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"swapRouter_\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"owner_\",\"type\":\"address\"}],\"stateMutability\":\"nonpayable\",\"type\":\"constructor\"},{\"inputs\":[],\"name\":\"EmptyBatch\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"id\",\"type\":\"bytes32\"}],\"name\":\"InvoiceAlreadyClaimed\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"id\",\"type\":\"bytes32\"}],\"name\":\"InvoiceAlreadyRefunded\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"id\",\"type\":\"bytes32\"}],\"name\":\"InvoiceAlreadyStaged\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"id\",\"type\":\"bytes32\"}],\"name\":\"InvoiceNotPayable\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"merchant\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"caller\",\"type\":\"address\"}],\"name\":\"NotMerchantOrDelegate\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"owner\",\"type\":\"address\"}],\"name\":\"OwnableInvalidOwner\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"account\",\"type\":\"address\"}],\"name\":\"OwnableUnauthorizedAccount\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"merchant\",\"type\":\"address\"}],\"name\":\"PayoutWalletUnset\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"id\",\"type\":\"bytes32\"}],\"name\":\"RecordMismatch\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"ReentrancyGuardReentrantCall\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"id\",\"type\":\"bytes32\"},{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"remaining\",\"type\":\"uint256\"}],\"name\":\"RefundExceedsRemaining\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"id\",\"type\":\"bytes32\"},{\"internalType\":\"uint256\",\"name\":\"closedAt\",\"type\":\"uint256\"}],\"name\":\"RefundWindowClosed\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"id\",\"type\":\"bytes32\"},{\"internalType\":\"uint256\",\"name\":\"claimableAt\",\"type\":\"uint256\"}],\"name\":\"RefundWindowOpen\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"token\",\"type\":\"address\"}],\"name\":\"SafeERC20FailedOperation\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"expected\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"received\",\"type\":\"uint256\"}],\"name\":\"SwapOutputShort\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"SwapRouterUnset\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"token\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"payer\",\"type\":\"address\"}],\"name\":\"TokenPermitFailed\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"ZeroAddress\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"id\",\"type\":\"bytes32\"}],\"name\":\"ZeroAmount\",\"type\":\"error\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"merchant\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"delegate\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"bool\",\"name\":\"allowed\",\"type\":\"bool\"}],\"name\":\"DelegateSet\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"id\",\"type\":\"bytes32\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"merchant\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"payoutToken\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"InvoiceClaimed\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"id\",\"type\":\"bytes32\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"merchant\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"payer\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"address\",\"name\":\"payoutToken\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"address\",\"name\":\"payInToken\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"amountIn\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint64\",\"name\":\"paidAt\",\"type\":\"uint64\"}],\"name\":\"InvoicePaid\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"id\",\"type\":\"bytes32\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"merchant\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"payer\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"address\",\"name\":\"payoutToken\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"remaining\",\"type\":\"uint256\"}],\"name\":\"InvoiceRefunded\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"id\",\"type\":\"bytes32\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"merchant\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"payoutToken\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"InvoiceStaged\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"merchant\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"payoutToken\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"address\",\"name\":\"wallet\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"total\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"count\",\"type\":\"uint256\"}],\"name\":\"InvoicesClaimed\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"previousOwner\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"newOwner\",\"type\":\"address\"}],\"name\":\"OwnershipTransferred\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"merchant\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"wallet\",\"type\":\"address\"}],\"name\":\"PayoutWalletSet\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"router\",\"type\":\"address\"}],\"name\":\"SwapRouterSet\",\"type\":\"event\"},{\"inputs\":[],\"name\":\"CLAIMED\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"\",\"type\":\"bytes32\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"INVOICE_TYPEHASH\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"\",\"type\":\"bytes32\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"PAID_TAG\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"\",\"type\":\"bytes32\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"REFUNDED\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"\",\"type\":\"bytes32\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"REFUND_WINDOW\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"STAGED_TAG\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"\",\"type\":\"bytes32\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"WITNESS_TYPE_STRING\",\"outputs\":[{\"internalType\":\"string\",\"name\":\"\",\"type\":\"string\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"merchant\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"payoutToken\",\"type\":\"address\"},{\"components\":[{\"internalType\":\"bytes32\",\"name\":\"id\",\"type\":\"bytes32\"},{\"internalType\":\"address\",\"name\":\"merchant\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"payoutToken\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"},{\"internalType\":\"address\",\"name\":\"payer\",\"type\":\"address\"},{\"internalType\":\"uint64\",\"name\":\"paidAt\",\"type\":\"uint64\"}],\"internalType\":\"structCustodyEscrowGateway.PaidInvoice[]\",\"name\":\"invoices\",\"type\":\"tuple[]\"}],\"name\":\"claim\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"merchant\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"delegate\",\"type\":\"address\"}],\"name\":\"delegates\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"\",\"type\":\"bool\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"merchant\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"delegate\",\"type\":\"address\"}],\"name\":\"isDelegate\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"\",\"type\":\"bool\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"owner\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"merchant\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"payoutToken\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"},{\"internalType\":\"address\",\"name\":\"payer\",\"type\":\"address\"},{\"internalType\":\"uint64\",\"name\":\"paidAt\",\"type\":\"uint64\"}],\"name\":\"paidCommitment\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"\",\"type\":\"bytes32\"}],\"stateMutability\":\"pure\",\"type\":\"function\"},{\"inputs\":[{\"components\":[{\"internalType\":\"bytes32\",\"name\":\"id\",\"type\":\"bytes32\"},{\"internalType\":\"address\",\"name\":\"merchant\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"payoutToken\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"internalType\":\"structCustodyEscrowGateway.Invoice\",\"name\":\"inv\",\"type\":\"tuple\"},{\"internalType\":\"address\",\"name\":\"payer\",\"type\":\"address\"},{\"components\":[{\"components\":[{\"internalType\":\"address\",\"name\":\"token\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"internalType\":\"structIPermit2.TokenPermissions\",\"name\":\"permitted\",\"type\":\"tuple\"},{\"internalType\":\"uint256\",\"name\":\"nonce\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"deadline\",\"type\":\"uint256\"}],\"internalType\":\"structIPermit2.PermitTransferFrom\",\"name\":\"permit\",\"type\":\"tuple\"},{\"internalType\":\"bytes\",\"name\":\"signature\",\"type\":\"bytes\"},{\"internalType\":\"uint24\",\"name\":\"fee\",\"type\":\"uint24\"}],\"name\":\"pay\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"components\":[{\"internalType\":\"bytes32\",\"name\":\"id\",\"type\":\"bytes32\"},{\"internalType\":\"address\",\"name\":\"merchant\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"payoutToken\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"internalType\":\"structCustodyEscrowGateway.Invoice\",\"name\":\"inv\",\"type\":\"tuple\"},{\"internalType\":\"address\",\"name\":\"payer\",\"type\":\"address\"},{\"components\":[{\"components\":[{\"internalType\":\"address\",\"name\":\"token\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"internalType\":\"structIPermit2.TokenPermissions\",\"name\":\"permitted\",\"type\":\"tuple\"},{\"internalType\":\"uint256\",\"name\":\"nonce\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"deadline\",\"type\":\"uint256\"}],\"internalType\":\"structIPermit2.PermitTransferFrom\",\"name\":\"permit\",\"type\":\"tuple\"},{\"internalType\":\"bytes\",\"name\":\"signature\",\"type\":\"bytes\"},{\"internalType\":\"uint24\",\"name\":\"fee\",\"type\":\"uint24\"},{\"components\":[{\"internalType\":\"uint256\",\"name\":\"value\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"deadline\",\"type\":\"uint256\"},{\"internalType\":\"uint8\",\"name\":\"v\",\"type\":\"uint8\"},{\"internalType\":\"bytes32\",\"name\":\"r\",\"type\":\"bytes32\"},{\"internalType\":\"bytes32\",\"name\":\"s\",\"type\":\"bytes32\"}],\"internalType\":\"structCustodyEscrowGateway.TokenPermit\",\"name\":\"tokenPermit\",\"type\":\"tuple\"}],\"name\":\"payWithTokenPermit\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"merchant\",\"type\":\"address\"}],\"name\":\"payoutWallet\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"permit2\",\"outputs\":[{\"internalType\":\"contractIPermit2\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"invoiceId\",\"type\":\"bytes32\"}],\"name\":\"records\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"\",\"type\":\"bytes32\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"components\":[{\"internalType\":\"bytes32\",\"name\":\"id\",\"type\":\"bytes32\"},{\"internalType\":\"address\",\"name\":\"merchant\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"payoutToken\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"},{\"internalType\":\"address\",\"name\":\"payer\",\"type\":\"address\"},{\"internalType\":\"uint64\",\"name\":\"paidAt\",\"type\":\"uint64\"}],\"internalType\":\"structCustodyEscrowGateway.PaidInvoice\",\"name\":\"p\",\"type\":\"tuple\"},{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"refund\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"renounceOwnership\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"delegate\",\"type\":\"address\"},{\"internalType\":\"bool\",\"name\":\"allowed\",\"type\":\"bool\"}],\"name\":\"setDelegate\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"wallet\",\"type\":\"address\"}],\"name\":\"setPayoutWallet\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"router\",\"type\":\"address\"}],\"name\":\"setSwapRouter\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"merchant\",\"type\":\"address\"},{\"components\":[{\"internalType\":\"bytes32\",\"name\":\"id\",\"type\":\"bytes32\"},{\"internalType\":\"address\",\"name\":\"payoutToken\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"internalType\":\"structCustodyEscrowGateway.StagedInvoice[]\",\"name\":\"invoices\",\"type\":\"tuple[]\"}],\"name\":\"stageInvoices\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"merchant\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"payoutToken\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"stagedCommitment\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"\",\"type\":\"bytes32\"}],\"stateMutability\":\"pure\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"swapRouter\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"newOwner\",\"type\":\"address\"}],\"name\":\"transferOwnership\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"components\":[{\"internalType\":\"bytes32\",\"name\":\"id\",\"type\":\"bytes32\"},{\"internalType\":\"address\",\"name\":\"merchant\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"payoutToken\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"internalType\":\"structCustodyEscrowGateway.Invoice\",\"name\":\"inv\",\"type\":\"tuple\"}],\"name\":\"witnessHash\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"\",\"type\":\"bytes32\"}],\"stateMutability\":\"pure\",\"type\":\"function\"}]",
	ID:  "CustodyEscrowGateway",
	Bin: "0x60a060405234801561000f575f5ffd5b5060405161262938038061262983398101604081905261002e91610147565b806001600160a01b03811661005c57604051631e4fbdf760e01b81525f600482015260240160405180910390fd5b610065816100e1565b506001600160a01b03831661008d5760405163d92e233d60e01b815260040160405180910390fd5b6001600160a01b03838116608052600180546001600160a01b03191691841691821790556040517f6307ba8e3a4d6f90cda83ffa9c59c26256a075f79abca3852f6539fc6d44653f905f90a2505050610191565b5f80546001600160a01b038381166001600160a01b0319831681178455604051919092169283917f8be0079c531659141344cd1fd0a4f28419497f9722a3daafe3b4186f6b6457e09190a35050565b6001600160a01b0381168114610144575f5ffd5b50565b5f5f5f60608486031215610159575f5ffd5b835161016481610130565b602085015190935061017581610130565b604085015190925061018681610130565b809150509250925092565b60805161246b6101be5f395f81816101f501528181610eb701528181610fc20152611831015261246b5ff3fe608060405234801561000f575f5ffd5b50600436106101b0575f3560e01c80636b8f9c43116100f35780639fa9ef0c11610093578063e58432421161006e578063e5843242146104d4578063e96283cc14610501578063f2fde38b14610514578063f9e9a6ab14610527575f5ffd5b80639fa9ef0c14610487578063a74da516146104ae578063c31c9c07146104c1575f5ffd5b80638cdc334b116100ce5780638cdc334b146104495780638da5cb5b1461045c57806394e15c8f1461046c5780639dfc142314610474575f5ffd5b80636b8f9c4314610406578063715018a61461041957806376e2086414610421575f5ffd5b806342478fae1161015e5780634fe1681a116101395780634fe1681a146102ae5780635479d530146102d55780635de2238b1461034c5780635fec5d0b146103e3575f5ffd5b806342478fae146102615780634809c2c1146102745780634a994eef1461029b575f5ffd5b8063156e21521161018e578063156e21521461022f57806327779a8814610244578063412736571461024c575f5ffd5b806301e64725146101b45780631153b5f3146101e657806312261ee7146101f0575b5f5ffd5b6101d36101c2366004611cbe565b60046020525f908152604090205481565b6040519081526020015b60405180910390f35b6101d362093a8081565b6102177f000000000000000000000000000000000000000000000000000000000000000081565b6040516001600160a01b0390911681526020016101dd565b61023761053a565b6040516101dd9190611d21565b6101d3600281565b61025f61025a366004611d55565b610556565b005b61025f61026f366004611d6e565b6105bf565b6101d37fb64a1e780426faccc283ed27dcc27077f504d5ab82fa747ff4b9bab1e5d673b981565b61025f6102a9366004611dfb565b61080a565b6101d37ff003f54d302567a97a5d677763b0e8970b13a2d3cf2e82e916f63f3d149cbaeb81565b6101d36102e3366004611e34565b604080517f375c4f85b44d036a0c88b507438e15a988691c9ae0615514b614b36cafb295cd6020808301919091526001600160a01b03958616828401529390941660608501526080808501929092528051808503909201825260a0909301909252815191012090565b6101d361035a366004611e85565b604080517fb64a1e780426faccc283ed27dcc27077f504d5ab82fa747ff4b9bab1e5d673b960208201526001600160a01b038088169282019290925281861660608201526080810185905290831660a082015267ffffffffffffffff821660c08201525f9060e00160405160208183030381529060405280519060200120905095945050505050565b6103f66103f1366004611edf565b610893565b60405190151581526020016101dd565b61025f610414366004611d55565b6108c2565b61025f610970565b61021761042f366004611d55565b60036020525f90815260409020546001600160a01b031681565b61025f610457366004611f10565b610983565b5f546001600160a01b0316610217565b6101d3600181565b61025f610482366004611f91565b610b7e565b6101d37f375c4f85b44d036a0c88b507438e15a988691c9ae0615514b614b36cafb295cd81565b6101d36104bc366004611fd5565b610df8565b600154610217906001600160a01b031681565b6103f66104e2366004611edf565b600260209081525f928352604080842090915290825290205460ff1681565b61025f61050f366004612046565b610e8d565b61025f610522366004611d55565b6110a5565b61025f610535366004612106565b6110fb565b6040518060c00160405280608c81526020016123d3608c913981565b61055e611121565b600180547fffffffffffffffffffffffff0000000000000000000000000000000000000000166001600160a01b0383169081179091556040517f6307ba8e3a4d6f90cda83ffa9c59c26256a075f79abca3852f6539fc6d44653f905f90a250565b6105c7611166565b6105d08461119b565b6001600160a01b038085165f908152600360205260409020541680610631576040517fc9c82e8f0000000000000000000000000000000000000000000000000000000081526001600160a01b03861660048201526024015b60405180910390fd5b815f81900361066c576040517fc2e5347d00000000000000000000000000000000000000000000000000000000815260040160405180910390fd5b5f5f5b82811015610792573686868381811061068a5761068a61218b565b60c0029190910191505080356106a2818b8b8561121f565b5f62093a806106b760c0850160a086016121b8565b67ffffffffffffffff166106cb91906121fe565b905080421015610711576040517f94406c910000000000000000000000000000000000000000000000000000000081526004810183905260248101829052604401610628565b5f828152600460205260409020600290556107306060840135866121fe565b9450896001600160a01b03168b6001600160a01b0316837f3e783390a5645128872474fafe840141ccb7e79556777fcfc7aa15611a259735866060013560405161077c91815260200190565b60405180910390a450505080600101905061066f565b506107a76001600160a01b03871684836113a8565b604080516001600160a01b03858116825260208201849052918101849052818816918916907f383f82f908150a4172e46ae0327c92199b5f6fc6a73b9277ae0dcc3ccc1b30f89060600160405180910390a35050506108046113fb565b50505050565b335f8181526002602090815260408083206001600160a01b0387168085529083529281902080547fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff001686151590811790915590519081529192917f23c373344ac1f1f50daef0ec31f6924948297610efa8499362428205bcc86b4f910160405180910390a35050565b6001600160a01b038083165f9081526002602090815260408083209385168352929052205460ff165b92915050565b6001600160a01b038116610902576040517fd92e233d00000000000000000000000000000000000000000000000000000000815260040160405180910390fd5b335f8181526003602052604080822080547fffffffffffffffffffffffff0000000000000000000000000000000000000000166001600160a01b03861690811790915590519092917fd8a6b950913ee6d16eea8c3d965f176d81cde6d947498c9e743b6221b61063b091a350565b610978611121565b6109815f611425565b565b61098c8361119b565b805f8190036109c7576040517fc2e5347d00000000000000000000000000000000000000000000000000000000815260040160405180910390fd5b5f5b81811015610b7757368484838181106109e4576109e461218b565b60600291909101915050803560408201355f03610a30576040517f0180267100000000000000000000000000000000000000000000000000000000815260048101829052602401610628565b5f8181526004602052604090205415610a78576040517fd549dca100000000000000000000000000000000000000000000000000000000815260048101829052602401610628565b610af887610a8c6040850160208601611d55565b604080517f375c4f85b44d036a0c88b507438e15a988691c9ae0615514b614b36cafb295cd6020808301919091526001600160a01b0394851682840152929093166060840152808601356080808501919091528151808503909101815260a09093019052815191012090565b5f8281526004602090815260409182902092909255610b1c91908401908401611d55565b6001600160a01b0316876001600160a01b0316827fa4b6288d7dbb1425a19b1894714300f9b64613fc1485be9558f3a837ae78aeb08560400135604051610b6591815260200190565b60405180910390a450506001016109c9565b5050505050565b610b86611166565b610b9e610b996040840160208501611d55565b61119b565b8135610bca81610bb46040860160208701611d55565b610bc46060870160408801611d55565b8661121f565b5f62093a80610bdf60c0860160a087016121b8565b67ffffffffffffffff16610bf391906121fe565b9050804210610c38576040517fb30e70970000000000000000000000000000000000000000000000000000000081526004810183905260248101829052604401610628565b825f03610c74576040517f0180267100000000000000000000000000000000000000000000000000000000815260048101839052602401610628565b606084013580841115610cc4576040517f693ac8c8000000000000000000000000000000000000000000000000000000008152600481018490526024810185905260448101829052606401610628565b838103818514610d1757610d12610ce16040880160208901611d55565b610cf16060890160408a01611d55565b83610d0260a08b0160808c01611d55565b61035a60c08c0160a08d016121b8565b610d1a565b60015b5f85815260046020526040902055610d5c610d3b60a0880160808901611d55565b86610d4c60608a0160408b01611d55565b6001600160a01b031691906113a8565b610d6c60a0870160808801611d55565b6001600160a01b0316610d856040880160208901611d55565b6001600160a01b0316857f851c8e1b19ae921dfe31b4dbbfc662a73dcfbfe24ab8dd113c5fa18a3671d306610dc060608b0160408c01611d55565b604080516001600160a01b039092168252602082018b9052810186905260600160405180910390a450505050610df46113fb565b5050565b5f7ff003f54d302567a97a5d677763b0e8970b13a2d3cf2e82e916f63f3d149cbaeb8235610e2c6040850160208601611d55565b60608501803590610e409060408801611d55565b6040805160208101969096528501939093526001600160a01b03918216606085015260808401521660a082015260c001604051602081830303815290604052805190602001209050919050565b610e95611166565b5f610ea36020870187611d55565b90506001600160a01b03811663d505accf887f000000000000000000000000000000000000000000000000000000000000000085356020870135610eed6060890160408a01612211565b6040517fffffffff0000000000000000000000000000000000000000000000000000000060e088901b1681526001600160a01b0395861660048201529490931660248501526044840191909152606483015260ff166084820152606085013560a4820152608085013560c482015260e4015f604051808303815f87803b158015610f75575f5ffd5b505af1925050508015610f86575060015b611085576040517fdd62ed3e0000000000000000000000000000000000000000000000000000000081526001600160a01b0388811660048301527f0000000000000000000000000000000000000000000000000000000000000000811660248301526020880135919083169063dd62ed3e90604401602060405180830381865afa158015611016573d5f5f3e3d5ffd5b505050506040513d601f19601f8201168201806040525081019061103a9190612231565b1015611085576040517ffee3b5fd0000000000000000000000000000000000000000000000000000000081526001600160a01b03808316600483015288166024820152604401610628565b61109388888888888861148c565b5061109c6113fb565b50505050505050565b6110ad611121565b6001600160a01b0381166110ef576040517f1e4fbdf70000000000000000000000000000000000000000000000000000000081525f6004820152602401610628565b6110f881611425565b50565b611103611166565b61111186868686868661148c565b6111196113fb565b505050505050565b5f546001600160a01b03163314610981576040517f118cdaa7000000000000000000000000000000000000000000000000000000008152336004820152602401610628565b61116e611754565b61098160017f9b779b17422d0df92223018b32b4d1fa46e071723d6817e2486d003becc55f005b906117ad565b336001600160a01b038216148015906111d757506001600160a01b0381165f90815260026020908152604080832033845290915290205460ff16155b156110f8576040517f17d7b6050000000000000000000000000000000000000000000000000000000081526001600160a01b0382166004820152336024820152604401610628565b5f8481526004602090815260409182902054916001600160a01b0386169161124b918501908501611d55565b6001600160a01b031614158061128257506001600160a01b0383166112766060840160408501611d55565b6001600160a01b031614155b806112b657506112b2848460608501356112a260a0870160808801611d55565b61035a60c0880160a089016121b8565b8114155b15610b77577fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff8101611317576040517f01c722e900000000000000000000000000000000000000000000000000000000815260048101869052602401610628565b7ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe8101611373576040517fe5d8b59000000000000000000000000000000000000000000000000000000000815260048101869052602401610628565b6040517f1ee4c09100000000000000000000000000000000000000000000000000000000815260048101869052602401610628565b6113b583838360016117b4565b6113f6576040517f5274afe70000000000000000000000000000000000000000000000000000000081526001600160a01b0384166004820152602401610628565b505050565b6109815f7f9b779b17422d0df92223018b32b4d1fa46e071723d6817e2486d003becc55f00611195565b5f80546001600160a01b038381167fffffffffffffffffffffffff0000000000000000000000000000000000000000831681178455604051919092169283917f8be0079c531659141344cd1fd0a4f28419497f9722a3daafe3b4186f6b6457e09190a35050565b853561151f6114a16040890160208a01611d55565b6114b160608a0160408b01611d55565b8960600135604080517f375c4f85b44d036a0c88b507438e15a988691c9ae0615514b614b36cafb295cd6020808301919091526001600160a01b03958616828401529390941660608501526080808501929092528051808503909201825260a0909301909252815191012090565b5f8281526004602052604090205414611567576040517fa4aa7c2200000000000000000000000000000000000000000000000000000000815260048101829052602401610628565b4261161161157b60408a0160208b01611d55565b61158b60608b0160408c01611d55565b604080517fb64a1e780426faccc283ed27dcc27077f504d5ab82fa747ff4b9bab1e5d673b96020808301919091526001600160a01b03948516828401529284166060828101919091528d01356080820152928b1660a084015267ffffffffffffffff851660c0808501919091528151808503909101815260e09093019052815191012090565b5f8381526004602090815260408220929092559061163190880188611d55565b90505f61164460608b0160408c01611d55565b6001600160a01b0316826001600160a01b03161490505f8161166a576020890135611670565b8a606001355b90506116808b8b8b8b8b8661182f565b81611695576116928b84838d8a6118f9565b90505b6001600160a01b038a166116af60408d0160208e01611d55565b6001600160a01b0316867f718185bdfefac9689d47ed06e990636a0719140d5f2e629a17a11d8e388b0e5e8e60400160208101906116ed9190611d55565b8f6060013588878b60405161173f9594939291906001600160a01b0395861681526020810194909452919093166040830152606082019290925267ffffffffffffffff91909116608082015260a00190565b60405180910390a45050505050505050505050565b7f9b779b17422d0df92223018b32b4d1fa46e071723d6817e2486d003becc55f005c15610981576040517f3ee5aeb500000000000000000000000000000000000000000000000000000000815260040160405180910390fd5b80825d5050565b6040517fa9059cbb000000000000000000000000000000000000000000000000000000005f8181526001600160a01b038616600452602485905291602083604481808b5af1925060015f51148316611823578383151615611817573d5f823e3d81fd5b5f873b113d1516831692505b60405250949350505050565b7f00000000000000000000000000000000000000000000000000000000000000006001600160a01b031663137c29fe856040518060400160405280306001600160a01b0316815260200185815250886118878b610df8565b6040518060c00160405280608c81526020016123d3608c913989896040518863ffffffff1660e01b81526004016118c4979695949392919061228f565b5f604051808303815f87803b1580156118db575f5ffd5b505af11580156118ed573d5f5f3e3d5ffd5b50505050505050505050565b6001545f906001600160a01b03168061193e576040517f365d8c5900000000000000000000000000000000000000000000000000000000815260040160405180910390fd5b855f61195060608a0160408b01611d55565b6040517f70a082310000000000000000000000000000000000000000000000000000000081523060048201529091505f906001600160a01b038316906370a0823190602401602060405180830381865afa1580156119b0573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906119d49190612231565b90506119ea6001600160a01b038416858a611bf4565b836001600160a01b031663db3e21986040518061010001604052808c6001600160a01b031681526020018d6040016020810190611a279190611d55565b6001600160a01b031681526020018962ffffff168152602001306001600160a01b031681526020014281526020018d6060013581526020018b81526020015f6001600160a01b03168152506040518263ffffffff1660e01b8152600401611a8e919061232e565b6020604051808303815f875af1158015611aaa573d5f5f3e3d5ffd5b505050506040513d601f19601f82011682018060405250810190611ace9190612231565b6040517f70a082310000000000000000000000000000000000000000000000000000000081523060048201529095505f9082906001600160a01b038516906370a0823190602401602060405180830381865afa158015611b30573d5f5f3e3d5ffd5b505050506040513d601f19601f82011682018060405250810190611b549190612231565b611b5e91906123bf565b90508a60600135811015611bab576040517ff964275700000000000000000000000000000000000000000000000000000000815260608c0135600482015260248101829052604401610628565b611bbf6001600160a01b038516865f611bf4565b88861015611be657611be688611bd5888c6123bf565b6001600160a01b03871691906113a8565b505050505095945050505050565b611c008383835f611c5b565b6113f657611c1183835f6001611c5b565b611c52576040517f5274afe70000000000000000000000000000000000000000000000000000000081526001600160a01b0384166004820152602401610628565b6113b583838360015b6040517f095ea7b3000000000000000000000000000000000000000000000000000000005f8181526001600160a01b038616600452602485905291602083604481808b5af1925060015f51148316611823578383151615611817573d5f823e3d81fd5b5f60208284031215611cce575f5ffd5b5035919050565b5f81518084528060208401602086015e5f6020828601015260207fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe0601f83011685010191505092915050565b602081525f611d336020830184611cd5565b9392505050565b80356001600160a01b0381168114611d50575f5ffd5b919050565b5f60208284031215611d65575f5ffd5b611d3382611d3a565b5f5f5f5f60608587031215611d81575f5ffd5b611d8a85611d3a565b9350611d9860208601611d3a565b9250604085013567ffffffffffffffff811115611db3575f5ffd5b8501601f81018713611dc3575f5ffd5b803567ffffffffffffffff811115611dd9575f5ffd5b87602060c083028401011115611ded575f5ffd5b949793965060200194505050565b5f5f60408385031215611e0c575f5ffd5b611e1583611d3a565b915060208301358015158114611e29575f5ffd5b809150509250929050565b5f5f5f60608486031215611e46575f5ffd5b611e4f84611d3a565b9250611e5d60208501611d3a565b929592945050506040919091013590565b803567ffffffffffffffff81168114611d50575f5ffd5b5f5f5f5f5f60a08688031215611e99575f5ffd5b611ea286611d3a565b9450611eb060208701611d3a565b935060408601359250611ec560608701611d3a565b9150611ed360808701611e6e565b90509295509295909350565b5f5f60408385031215611ef0575f5ffd5b611ef983611d3a565b9150611f0760208401611d3a565b90509250929050565b5f5f5f60408486031215611f22575f5ffd5b611f2b84611d3a565b9250602084013567ffffffffffffffff811115611f46575f5ffd5b8401601f81018613611f56575f5ffd5b803567ffffffffffffffff811115611f6c575f5ffd5b866020606083028401011115611f80575f5ffd5b939660209190910195509293505050565b5f5f82840360e0811215611fa3575f5ffd5b60c0811215611fb0575f5ffd5b50919360c08501359350915050565b5f60808284031215611fcf575f5ffd5b50919050565b5f60808284031215611fe5575f5ffd5b611d338383611fbf565b5f5f83601f840112611fff575f5ffd5b50813567ffffffffffffffff811115612016575f5ffd5b60208301915083602082850101111561202d575f5ffd5b9250929050565b803562ffffff81168114611d50575f5ffd5b5f5f5f5f5f5f5f87890361020081121561205e575f5ffd5b6120688a8a611fbf565b975061207660808a01611d3a565b96506120858a60a08b01611fbf565b955061012089013567ffffffffffffffff8111156120a1575f5ffd5b6120ad8b828c01611fef565b90965094506120c190506101408a01612034565b925060a07ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffea0820112156120f2575f5ffd5b506101608801905092959891949750929550565b5f5f5f5f5f5f610160878903121561211c575f5ffd5b6121268888611fbf565b955061213460808801611d3a565b94506121438860a08901611fbf565b935061012087013567ffffffffffffffff81111561215f575f5ffd5b61216b89828a01611fef565b909450925061217f90506101408801612034565b90509295509295509295565b7f4e487b71000000000000000000000000000000000000000000000000000000005f52603260045260245ffd5b5f602082840312156121c8575f5ffd5b611d3382611e6e565b7f4e487b71000000000000000000000000000000000000000000000000000000005f52601160045260245ffd5b808201808211156108bc576108bc6121d1565b5f60208284031215612221575f5ffd5b813560ff81168114611d33575f5ffd5b5f60208284031215612241575f5ffd5b5051919050565b81835281816020850137505f602082840101525f60207fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe0601f840116840101905092915050565b6001600160a01b036122a089611d3a565b168152602088810135818301526040808a0135908301526060808a01359083015287516001600160a01b0316608083015287015160a08201525f6122ef60c08301886001600160a01b03169052565b8560e083015261014061010083015261230c610140830186611cd5565b828103610120840152612320818587612248565b9a9950505050505050505050565b5f610100820190506001600160a01b0383511682526001600160a01b03602084015116602083015262ffffff6040840151166040830152606083015161237f60608401826001600160a01b03169052565b506080830151608083015260a083015160a083015260c083015160c083015260e08301516123b860e08401826001600160a01b03169052565b5092915050565b818103818111156108bc576108bc6121d156fe496e766f696365207769746e65737329496e766f696365286279746573333220696e766f69636549642c61646472657373206d65726368616e742c75696e7432353620616d6f756e742c61646472657373207061796f7574546f6b656e29546f6b656e5065726d697373696f6e73286164647265737320746f6b656e2c75696e7432353620616d6f756e7429a164736f6c6343000825000a",
}

// CustodyEscrowGateway is an auto generated Go binding around an Ethereum contract.
type CustodyEscrowGateway struct {
	abi abi.ABI
}

// GetABI returns the ABI associated with this contract binding.
func (c *CustodyEscrowGateway) GetABI() abi.ABI {
	return c.abi
}

// NewCustodyEscrowGateway creates a new instance of CustodyEscrowGateway.
func NewCustodyEscrowGateway() *CustodyEscrowGateway {
	parsed, err := CustodyEscrowGatewayMetaData.ParseABI()
	if err != nil {
		panic(errors.New("invalid ABI: " + err.Error()))
	}
	return &CustodyEscrowGateway{abi: *parsed}
}

// Instance creates a wrapper for a deployed contract instance at the given address.
// Use this to create the instance object passed to abigen v2 library functions Call, Transact, etc.
func (c *CustodyEscrowGateway) Instance(backend bind.ContractBackend, addr common.Address) *bind.BoundContract {
	return bind.NewBoundContract(addr, c.abi, backend, backend, backend)
}

// PackConstructor is the Go binding used to pack the parameters required for
// contract deployment.
//
// Solidity: constructor(address permit2_, address swapRouter_, address owner_) returns()
func (custodyEscrowGateway *CustodyEscrowGateway) PackConstructor(permit2_ common.Address, swapRouter_ common.Address, owner_ common.Address) []byte {
	enc, err := custodyEscrowGateway.abi.Pack("", permit2_, swapRouter_, owner_)
	if err != nil {
		panic(err)
	}
	return enc
}

// PackCLAIMED is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x27779a88.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function CLAIMED() view returns(bytes32)
func (custodyEscrowGateway *CustodyEscrowGateway) PackCLAIMED() []byte {
	enc, err := custodyEscrowGateway.abi.Pack("CLAIMED")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackCLAIMED is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x27779a88.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function CLAIMED() view returns(bytes32)
func (custodyEscrowGateway *CustodyEscrowGateway) TryPackCLAIMED() ([]byte, error) {
	return custodyEscrowGateway.abi.Pack("CLAIMED")
}

// UnpackCLAIMED is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x27779a88.
//
// Solidity: function CLAIMED() view returns(bytes32)
func (custodyEscrowGateway *CustodyEscrowGateway) UnpackCLAIMED(data []byte) ([32]byte, error) {
	out, err := custodyEscrowGateway.abi.Unpack("CLAIMED", data)
	if err != nil {
		return *new([32]byte), err
	}
	out0 := *abi.ConvertType(out[0], new([32]byte)).(*[32]byte)
	return out0, nil
}

// PackINVOICETYPEHASH is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x4fe1681a.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function INVOICE_TYPEHASH() view returns(bytes32)
func (custodyEscrowGateway *CustodyEscrowGateway) PackINVOICETYPEHASH() []byte {
	enc, err := custodyEscrowGateway.abi.Pack("INVOICE_TYPEHASH")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackINVOICETYPEHASH is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x4fe1681a.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function INVOICE_TYPEHASH() view returns(bytes32)
func (custodyEscrowGateway *CustodyEscrowGateway) TryPackINVOICETYPEHASH() ([]byte, error) {
	return custodyEscrowGateway.abi.Pack("INVOICE_TYPEHASH")
}

// UnpackINVOICETYPEHASH is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x4fe1681a.
//
// Solidity: function INVOICE_TYPEHASH() view returns(bytes32)
func (custodyEscrowGateway *CustodyEscrowGateway) UnpackINVOICETYPEHASH(data []byte) ([32]byte, error) {
	out, err := custodyEscrowGateway.abi.Unpack("INVOICE_TYPEHASH", data)
	if err != nil {
		return *new([32]byte), err
	}
	out0 := *abi.ConvertType(out[0], new([32]byte)).(*[32]byte)
	return out0, nil
}

// PackPAIDTAG is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x4809c2c1.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function PAID_TAG() view returns(bytes32)
func (custodyEscrowGateway *CustodyEscrowGateway) PackPAIDTAG() []byte {
	enc, err := custodyEscrowGateway.abi.Pack("PAID_TAG")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackPAIDTAG is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x4809c2c1.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function PAID_TAG() view returns(bytes32)
func (custodyEscrowGateway *CustodyEscrowGateway) TryPackPAIDTAG() ([]byte, error) {
	return custodyEscrowGateway.abi.Pack("PAID_TAG")
}

// UnpackPAIDTAG is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x4809c2c1.
//
// Solidity: function PAID_TAG() view returns(bytes32)
func (custodyEscrowGateway *CustodyEscrowGateway) UnpackPAIDTAG(data []byte) ([32]byte, error) {
	out, err := custodyEscrowGateway.abi.Unpack("PAID_TAG", data)
	if err != nil {
		return *new([32]byte), err
	}
	out0 := *abi.ConvertType(out[0], new([32]byte)).(*[32]byte)
	return out0, nil
}

// PackREFUNDED is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x94e15c8f.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function REFUNDED() view returns(bytes32)
func (custodyEscrowGateway *CustodyEscrowGateway) PackREFUNDED() []byte {
	enc, err := custodyEscrowGateway.abi.Pack("REFUNDED")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackREFUNDED is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x94e15c8f.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function REFUNDED() view returns(bytes32)
func (custodyEscrowGateway *CustodyEscrowGateway) TryPackREFUNDED() ([]byte, error) {
	return custodyEscrowGateway.abi.Pack("REFUNDED")
}

// UnpackREFUNDED is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x94e15c8f.
//
// Solidity: function REFUNDED() view returns(bytes32)
func (custodyEscrowGateway *CustodyEscrowGateway) UnpackREFUNDED(data []byte) ([32]byte, error) {
	out, err := custodyEscrowGateway.abi.Unpack("REFUNDED", data)
	if err != nil {
		return *new([32]byte), err
	}
	out0 := *abi.ConvertType(out[0], new([32]byte)).(*[32]byte)
	return out0, nil
}

// PackREFUNDWINDOW is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x1153b5f3.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function REFUND_WINDOW() view returns(uint256)
func (custodyEscrowGateway *CustodyEscrowGateway) PackREFUNDWINDOW() []byte {
	enc, err := custodyEscrowGateway.abi.Pack("REFUND_WINDOW")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackREFUNDWINDOW is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x1153b5f3.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function REFUND_WINDOW() view returns(uint256)
func (custodyEscrowGateway *CustodyEscrowGateway) TryPackREFUNDWINDOW() ([]byte, error) {
	return custodyEscrowGateway.abi.Pack("REFUND_WINDOW")
}

// UnpackREFUNDWINDOW is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x1153b5f3.
//
// Solidity: function REFUND_WINDOW() view returns(uint256)
func (custodyEscrowGateway *CustodyEscrowGateway) UnpackREFUNDWINDOW(data []byte) (*big.Int, error) {
	out, err := custodyEscrowGateway.abi.Unpack("REFUND_WINDOW", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackSTAGEDTAG is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x9fa9ef0c.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function STAGED_TAG() view returns(bytes32)
func (custodyEscrowGateway *CustodyEscrowGateway) PackSTAGEDTAG() []byte {
	enc, err := custodyEscrowGateway.abi.Pack("STAGED_TAG")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSTAGEDTAG is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x9fa9ef0c.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function STAGED_TAG() view returns(bytes32)
func (custodyEscrowGateway *CustodyEscrowGateway) TryPackSTAGEDTAG() ([]byte, error) {
	return custodyEscrowGateway.abi.Pack("STAGED_TAG")
}

// UnpackSTAGEDTAG is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x9fa9ef0c.
//
// Solidity: function STAGED_TAG() view returns(bytes32)
func (custodyEscrowGateway *CustodyEscrowGateway) UnpackSTAGEDTAG(data []byte) ([32]byte, error) {
	out, err := custodyEscrowGateway.abi.Unpack("STAGED_TAG", data)
	if err != nil {
		return *new([32]byte), err
	}
	out0 := *abi.ConvertType(out[0], new([32]byte)).(*[32]byte)
	return out0, nil
}

// PackWITNESSTYPESTRING is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x156e2152.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function WITNESS_TYPE_STRING() view returns(string)
func (custodyEscrowGateway *CustodyEscrowGateway) PackWITNESSTYPESTRING() []byte {
	enc, err := custodyEscrowGateway.abi.Pack("WITNESS_TYPE_STRING")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackWITNESSTYPESTRING is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x156e2152.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function WITNESS_TYPE_STRING() view returns(string)
func (custodyEscrowGateway *CustodyEscrowGateway) TryPackWITNESSTYPESTRING() ([]byte, error) {
	return custodyEscrowGateway.abi.Pack("WITNESS_TYPE_STRING")
}

// UnpackWITNESSTYPESTRING is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x156e2152.
//
// Solidity: function WITNESS_TYPE_STRING() view returns(string)
func (custodyEscrowGateway *CustodyEscrowGateway) UnpackWITNESSTYPESTRING(data []byte) (string, error) {
	out, err := custodyEscrowGateway.abi.Unpack("WITNESS_TYPE_STRING", data)
	if err != nil {
		return *new(string), err
	}
	out0 := *abi.ConvertType(out[0], new(string)).(*string)
	return out0, nil
}

// PackClaim is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x42478fae.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function claim(address merchant, address payoutToken, (bytes32,address,address,uint256,address,uint64)[] invoices) returns()
func (custodyEscrowGateway *CustodyEscrowGateway) PackClaim(merchant common.Address, payoutToken common.Address, invoices []CustodyEscrowGatewayPaidInvoice) []byte {
	enc, err := custodyEscrowGateway.abi.Pack("claim", merchant, payoutToken, invoices)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackClaim is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x42478fae.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function claim(address merchant, address payoutToken, (bytes32,address,address,uint256,address,uint64)[] invoices) returns()
func (custodyEscrowGateway *CustodyEscrowGateway) TryPackClaim(merchant common.Address, payoutToken common.Address, invoices []CustodyEscrowGatewayPaidInvoice) ([]byte, error) {
	return custodyEscrowGateway.abi.Pack("claim", merchant, payoutToken, invoices)
}

// PackDelegates is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xe5843242.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function delegates(address merchant, address delegate) view returns(bool)
func (custodyEscrowGateway *CustodyEscrowGateway) PackDelegates(merchant common.Address, delegate common.Address) []byte {
	enc, err := custodyEscrowGateway.abi.Pack("delegates", merchant, delegate)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackDelegates is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xe5843242.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function delegates(address merchant, address delegate) view returns(bool)
func (custodyEscrowGateway *CustodyEscrowGateway) TryPackDelegates(merchant common.Address, delegate common.Address) ([]byte, error) {
	return custodyEscrowGateway.abi.Pack("delegates", merchant, delegate)
}

// UnpackDelegates is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xe5843242.
//
// Solidity: function delegates(address merchant, address delegate) view returns(bool)
func (custodyEscrowGateway *CustodyEscrowGateway) UnpackDelegates(data []byte) (bool, error) {
	out, err := custodyEscrowGateway.abi.Unpack("delegates", data)
	if err != nil {
		return *new(bool), err
	}
	out0 := *abi.ConvertType(out[0], new(bool)).(*bool)
	return out0, nil
}

// PackIsDelegate is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x5fec5d0b.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function isDelegate(address merchant, address delegate) view returns(bool)
func (custodyEscrowGateway *CustodyEscrowGateway) PackIsDelegate(merchant common.Address, delegate common.Address) []byte {
	enc, err := custodyEscrowGateway.abi.Pack("isDelegate", merchant, delegate)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackIsDelegate is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x5fec5d0b.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function isDelegate(address merchant, address delegate) view returns(bool)
func (custodyEscrowGateway *CustodyEscrowGateway) TryPackIsDelegate(merchant common.Address, delegate common.Address) ([]byte, error) {
	return custodyEscrowGateway.abi.Pack("isDelegate", merchant, delegate)
}

// UnpackIsDelegate is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x5fec5d0b.
//
// Solidity: function isDelegate(address merchant, address delegate) view returns(bool)
func (custodyEscrowGateway *CustodyEscrowGateway) UnpackIsDelegate(data []byte) (bool, error) {
	out, err := custodyEscrowGateway.abi.Unpack("isDelegate", data)
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
func (custodyEscrowGateway *CustodyEscrowGateway) PackOwner() []byte {
	enc, err := custodyEscrowGateway.abi.Pack("owner")
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
func (custodyEscrowGateway *CustodyEscrowGateway) TryPackOwner() ([]byte, error) {
	return custodyEscrowGateway.abi.Pack("owner")
}

// UnpackOwner is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x8da5cb5b.
//
// Solidity: function owner() view returns(address)
func (custodyEscrowGateway *CustodyEscrowGateway) UnpackOwner(data []byte) (common.Address, error) {
	out, err := custodyEscrowGateway.abi.Unpack("owner", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// PackPaidCommitment is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x5de2238b.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function paidCommitment(address merchant, address payoutToken, uint256 amount, address payer, uint64 paidAt) pure returns(bytes32)
func (custodyEscrowGateway *CustodyEscrowGateway) PackPaidCommitment(merchant common.Address, payoutToken common.Address, amount *big.Int, payer common.Address, paidAt uint64) []byte {
	enc, err := custodyEscrowGateway.abi.Pack("paidCommitment", merchant, payoutToken, amount, payer, paidAt)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackPaidCommitment is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x5de2238b.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function paidCommitment(address merchant, address payoutToken, uint256 amount, address payer, uint64 paidAt) pure returns(bytes32)
func (custodyEscrowGateway *CustodyEscrowGateway) TryPackPaidCommitment(merchant common.Address, payoutToken common.Address, amount *big.Int, payer common.Address, paidAt uint64) ([]byte, error) {
	return custodyEscrowGateway.abi.Pack("paidCommitment", merchant, payoutToken, amount, payer, paidAt)
}

// UnpackPaidCommitment is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x5de2238b.
//
// Solidity: function paidCommitment(address merchant, address payoutToken, uint256 amount, address payer, uint64 paidAt) pure returns(bytes32)
func (custodyEscrowGateway *CustodyEscrowGateway) UnpackPaidCommitment(data []byte) ([32]byte, error) {
	out, err := custodyEscrowGateway.abi.Unpack("paidCommitment", data)
	if err != nil {
		return *new([32]byte), err
	}
	out0 := *abi.ConvertType(out[0], new([32]byte)).(*[32]byte)
	return out0, nil
}

// PackPay is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xf9e9a6ab.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function pay((bytes32,address,address,uint256) inv, address payer, ((address,uint256),uint256,uint256) permit, bytes signature, uint24 fee) returns()
func (custodyEscrowGateway *CustodyEscrowGateway) PackPay(inv CustodyEscrowGatewayInvoice, payer common.Address, permit IPermit2PermitTransferFrom, signature []byte, fee *big.Int) []byte {
	enc, err := custodyEscrowGateway.abi.Pack("pay", inv, payer, permit, signature, fee)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackPay is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xf9e9a6ab.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function pay((bytes32,address,address,uint256) inv, address payer, ((address,uint256),uint256,uint256) permit, bytes signature, uint24 fee) returns()
func (custodyEscrowGateway *CustodyEscrowGateway) TryPackPay(inv CustodyEscrowGatewayInvoice, payer common.Address, permit IPermit2PermitTransferFrom, signature []byte, fee *big.Int) ([]byte, error) {
	return custodyEscrowGateway.abi.Pack("pay", inv, payer, permit, signature, fee)
}

// PackPayWithTokenPermit is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xe96283cc.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function payWithTokenPermit((bytes32,address,address,uint256) inv, address payer, ((address,uint256),uint256,uint256) permit, bytes signature, uint24 fee, (uint256,uint256,uint8,bytes32,bytes32) tokenPermit) returns()
func (custodyEscrowGateway *CustodyEscrowGateway) PackPayWithTokenPermit(inv CustodyEscrowGatewayInvoice, payer common.Address, permit IPermit2PermitTransferFrom, signature []byte, fee *big.Int, tokenPermit CustodyEscrowGatewayTokenPermit) []byte {
	enc, err := custodyEscrowGateway.abi.Pack("payWithTokenPermit", inv, payer, permit, signature, fee, tokenPermit)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackPayWithTokenPermit is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xe96283cc.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function payWithTokenPermit((bytes32,address,address,uint256) inv, address payer, ((address,uint256),uint256,uint256) permit, bytes signature, uint24 fee, (uint256,uint256,uint8,bytes32,bytes32) tokenPermit) returns()
func (custodyEscrowGateway *CustodyEscrowGateway) TryPackPayWithTokenPermit(inv CustodyEscrowGatewayInvoice, payer common.Address, permit IPermit2PermitTransferFrom, signature []byte, fee *big.Int, tokenPermit CustodyEscrowGatewayTokenPermit) ([]byte, error) {
	return custodyEscrowGateway.abi.Pack("payWithTokenPermit", inv, payer, permit, signature, fee, tokenPermit)
}

// PackPayoutWallet is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x76e20864.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function payoutWallet(address merchant) view returns(address)
func (custodyEscrowGateway *CustodyEscrowGateway) PackPayoutWallet(merchant common.Address) []byte {
	enc, err := custodyEscrowGateway.abi.Pack("payoutWallet", merchant)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackPayoutWallet is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x76e20864.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function payoutWallet(address merchant) view returns(address)
func (custodyEscrowGateway *CustodyEscrowGateway) TryPackPayoutWallet(merchant common.Address) ([]byte, error) {
	return custodyEscrowGateway.abi.Pack("payoutWallet", merchant)
}

// UnpackPayoutWallet is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x76e20864.
//
// Solidity: function payoutWallet(address merchant) view returns(address)
func (custodyEscrowGateway *CustodyEscrowGateway) UnpackPayoutWallet(data []byte) (common.Address, error) {
	out, err := custodyEscrowGateway.abi.Unpack("payoutWallet", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// PackPermit2 is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x12261ee7.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function permit2() view returns(address)
func (custodyEscrowGateway *CustodyEscrowGateway) PackPermit2() []byte {
	enc, err := custodyEscrowGateway.abi.Pack("permit2")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackPermit2 is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x12261ee7.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function permit2() view returns(address)
func (custodyEscrowGateway *CustodyEscrowGateway) TryPackPermit2() ([]byte, error) {
	return custodyEscrowGateway.abi.Pack("permit2")
}

// UnpackPermit2 is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x12261ee7.
//
// Solidity: function permit2() view returns(address)
func (custodyEscrowGateway *CustodyEscrowGateway) UnpackPermit2(data []byte) (common.Address, error) {
	out, err := custodyEscrowGateway.abi.Unpack("permit2", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// PackRecords is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x01e64725.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function records(bytes32 invoiceId) view returns(bytes32)
func (custodyEscrowGateway *CustodyEscrowGateway) PackRecords(invoiceId [32]byte) []byte {
	enc, err := custodyEscrowGateway.abi.Pack("records", invoiceId)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackRecords is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x01e64725.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function records(bytes32 invoiceId) view returns(bytes32)
func (custodyEscrowGateway *CustodyEscrowGateway) TryPackRecords(invoiceId [32]byte) ([]byte, error) {
	return custodyEscrowGateway.abi.Pack("records", invoiceId)
}

// UnpackRecords is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x01e64725.
//
// Solidity: function records(bytes32 invoiceId) view returns(bytes32)
func (custodyEscrowGateway *CustodyEscrowGateway) UnpackRecords(data []byte) ([32]byte, error) {
	out, err := custodyEscrowGateway.abi.Unpack("records", data)
	if err != nil {
		return *new([32]byte), err
	}
	out0 := *abi.ConvertType(out[0], new([32]byte)).(*[32]byte)
	return out0, nil
}

// PackRefund is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x9dfc1423.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function refund((bytes32,address,address,uint256,address,uint64) p, uint256 amount) returns()
func (custodyEscrowGateway *CustodyEscrowGateway) PackRefund(p CustodyEscrowGatewayPaidInvoice, amount *big.Int) []byte {
	enc, err := custodyEscrowGateway.abi.Pack("refund", p, amount)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackRefund is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x9dfc1423.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function refund((bytes32,address,address,uint256,address,uint64) p, uint256 amount) returns()
func (custodyEscrowGateway *CustodyEscrowGateway) TryPackRefund(p CustodyEscrowGatewayPaidInvoice, amount *big.Int) ([]byte, error) {
	return custodyEscrowGateway.abi.Pack("refund", p, amount)
}

// PackRenounceOwnership is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x715018a6.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function renounceOwnership() returns()
func (custodyEscrowGateway *CustodyEscrowGateway) PackRenounceOwnership() []byte {
	enc, err := custodyEscrowGateway.abi.Pack("renounceOwnership")
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
func (custodyEscrowGateway *CustodyEscrowGateway) TryPackRenounceOwnership() ([]byte, error) {
	return custodyEscrowGateway.abi.Pack("renounceOwnership")
}

// PackSetDelegate is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x4a994eef.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function setDelegate(address delegate, bool allowed) returns()
func (custodyEscrowGateway *CustodyEscrowGateway) PackSetDelegate(delegate common.Address, allowed bool) []byte {
	enc, err := custodyEscrowGateway.abi.Pack("setDelegate", delegate, allowed)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSetDelegate is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x4a994eef.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function setDelegate(address delegate, bool allowed) returns()
func (custodyEscrowGateway *CustodyEscrowGateway) TryPackSetDelegate(delegate common.Address, allowed bool) ([]byte, error) {
	return custodyEscrowGateway.abi.Pack("setDelegate", delegate, allowed)
}

// PackSetPayoutWallet is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x6b8f9c43.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function setPayoutWallet(address wallet) returns()
func (custodyEscrowGateway *CustodyEscrowGateway) PackSetPayoutWallet(wallet common.Address) []byte {
	enc, err := custodyEscrowGateway.abi.Pack("setPayoutWallet", wallet)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSetPayoutWallet is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x6b8f9c43.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function setPayoutWallet(address wallet) returns()
func (custodyEscrowGateway *CustodyEscrowGateway) TryPackSetPayoutWallet(wallet common.Address) ([]byte, error) {
	return custodyEscrowGateway.abi.Pack("setPayoutWallet", wallet)
}

// PackSetSwapRouter is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x41273657.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function setSwapRouter(address router) returns()
func (custodyEscrowGateway *CustodyEscrowGateway) PackSetSwapRouter(router common.Address) []byte {
	enc, err := custodyEscrowGateway.abi.Pack("setSwapRouter", router)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSetSwapRouter is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x41273657.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function setSwapRouter(address router) returns()
func (custodyEscrowGateway *CustodyEscrowGateway) TryPackSetSwapRouter(router common.Address) ([]byte, error) {
	return custodyEscrowGateway.abi.Pack("setSwapRouter", router)
}

// PackStageInvoices is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x8cdc334b.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function stageInvoices(address merchant, (bytes32,address,uint256)[] invoices) returns()
func (custodyEscrowGateway *CustodyEscrowGateway) PackStageInvoices(merchant common.Address, invoices []CustodyEscrowGatewayStagedInvoice) []byte {
	enc, err := custodyEscrowGateway.abi.Pack("stageInvoices", merchant, invoices)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackStageInvoices is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x8cdc334b.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function stageInvoices(address merchant, (bytes32,address,uint256)[] invoices) returns()
func (custodyEscrowGateway *CustodyEscrowGateway) TryPackStageInvoices(merchant common.Address, invoices []CustodyEscrowGatewayStagedInvoice) ([]byte, error) {
	return custodyEscrowGateway.abi.Pack("stageInvoices", merchant, invoices)
}

// PackStagedCommitment is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x5479d530.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function stagedCommitment(address merchant, address payoutToken, uint256 amount) pure returns(bytes32)
func (custodyEscrowGateway *CustodyEscrowGateway) PackStagedCommitment(merchant common.Address, payoutToken common.Address, amount *big.Int) []byte {
	enc, err := custodyEscrowGateway.abi.Pack("stagedCommitment", merchant, payoutToken, amount)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackStagedCommitment is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x5479d530.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function stagedCommitment(address merchant, address payoutToken, uint256 amount) pure returns(bytes32)
func (custodyEscrowGateway *CustodyEscrowGateway) TryPackStagedCommitment(merchant common.Address, payoutToken common.Address, amount *big.Int) ([]byte, error) {
	return custodyEscrowGateway.abi.Pack("stagedCommitment", merchant, payoutToken, amount)
}

// UnpackStagedCommitment is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x5479d530.
//
// Solidity: function stagedCommitment(address merchant, address payoutToken, uint256 amount) pure returns(bytes32)
func (custodyEscrowGateway *CustodyEscrowGateway) UnpackStagedCommitment(data []byte) ([32]byte, error) {
	out, err := custodyEscrowGateway.abi.Unpack("stagedCommitment", data)
	if err != nil {
		return *new([32]byte), err
	}
	out0 := *abi.ConvertType(out[0], new([32]byte)).(*[32]byte)
	return out0, nil
}

// PackSwapRouter is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xc31c9c07.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function swapRouter() view returns(address)
func (custodyEscrowGateway *CustodyEscrowGateway) PackSwapRouter() []byte {
	enc, err := custodyEscrowGateway.abi.Pack("swapRouter")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSwapRouter is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xc31c9c07.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function swapRouter() view returns(address)
func (custodyEscrowGateway *CustodyEscrowGateway) TryPackSwapRouter() ([]byte, error) {
	return custodyEscrowGateway.abi.Pack("swapRouter")
}

// UnpackSwapRouter is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xc31c9c07.
//
// Solidity: function swapRouter() view returns(address)
func (custodyEscrowGateway *CustodyEscrowGateway) UnpackSwapRouter(data []byte) (common.Address, error) {
	out, err := custodyEscrowGateway.abi.Unpack("swapRouter", data)
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
func (custodyEscrowGateway *CustodyEscrowGateway) PackTransferOwnership(newOwner common.Address) []byte {
	enc, err := custodyEscrowGateway.abi.Pack("transferOwnership", newOwner)
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
func (custodyEscrowGateway *CustodyEscrowGateway) TryPackTransferOwnership(newOwner common.Address) ([]byte, error) {
	return custodyEscrowGateway.abi.Pack("transferOwnership", newOwner)
}

// PackWitnessHash is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xa74da516.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function witnessHash((bytes32,address,address,uint256) inv) pure returns(bytes32)
func (custodyEscrowGateway *CustodyEscrowGateway) PackWitnessHash(inv CustodyEscrowGatewayInvoice) []byte {
	enc, err := custodyEscrowGateway.abi.Pack("witnessHash", inv)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackWitnessHash is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xa74da516.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function witnessHash((bytes32,address,address,uint256) inv) pure returns(bytes32)
func (custodyEscrowGateway *CustodyEscrowGateway) TryPackWitnessHash(inv CustodyEscrowGatewayInvoice) ([]byte, error) {
	return custodyEscrowGateway.abi.Pack("witnessHash", inv)
}

// UnpackWitnessHash is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xa74da516.
//
// Solidity: function witnessHash((bytes32,address,address,uint256) inv) pure returns(bytes32)
func (custodyEscrowGateway *CustodyEscrowGateway) UnpackWitnessHash(data []byte) ([32]byte, error) {
	out, err := custodyEscrowGateway.abi.Unpack("witnessHash", data)
	if err != nil {
		return *new([32]byte), err
	}
	out0 := *abi.ConvertType(out[0], new([32]byte)).(*[32]byte)
	return out0, nil
}

// CustodyEscrowGatewayDelegateSet represents a DelegateSet event raised by the CustodyEscrowGateway contract.
type CustodyEscrowGatewayDelegateSet struct {
	Merchant common.Address
	Delegate common.Address
	Allowed  bool
	Raw      *types.Log // Blockchain specific contextual infos
}

const CustodyEscrowGatewayDelegateSetEventName = "DelegateSet"

// ContractEventName returns the user-defined event name.
func (CustodyEscrowGatewayDelegateSet) ContractEventName() string {
	return CustodyEscrowGatewayDelegateSetEventName
}

// UnpackDelegateSetEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event DelegateSet(address indexed merchant, address indexed delegate, bool allowed)
func (custodyEscrowGateway *CustodyEscrowGateway) UnpackDelegateSetEvent(log *types.Log) (*CustodyEscrowGatewayDelegateSet, error) {
	event := "DelegateSet"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != custodyEscrowGateway.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(CustodyEscrowGatewayDelegateSet)
	if len(log.Data) > 0 {
		if err := custodyEscrowGateway.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range custodyEscrowGateway.abi.Events[event].Inputs {
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

// CustodyEscrowGatewayInvoiceClaimed represents a InvoiceClaimed event raised by the CustodyEscrowGateway contract.
type CustodyEscrowGatewayInvoiceClaimed struct {
	Id          [32]byte
	Merchant    common.Address
	PayoutToken common.Address
	Amount      *big.Int
	Raw         *types.Log // Blockchain specific contextual infos
}

const CustodyEscrowGatewayInvoiceClaimedEventName = "InvoiceClaimed"

// ContractEventName returns the user-defined event name.
func (CustodyEscrowGatewayInvoiceClaimed) ContractEventName() string {
	return CustodyEscrowGatewayInvoiceClaimedEventName
}

// UnpackInvoiceClaimedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event InvoiceClaimed(bytes32 indexed id, address indexed merchant, address indexed payoutToken, uint256 amount)
func (custodyEscrowGateway *CustodyEscrowGateway) UnpackInvoiceClaimedEvent(log *types.Log) (*CustodyEscrowGatewayInvoiceClaimed, error) {
	event := "InvoiceClaimed"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != custodyEscrowGateway.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(CustodyEscrowGatewayInvoiceClaimed)
	if len(log.Data) > 0 {
		if err := custodyEscrowGateway.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range custodyEscrowGateway.abi.Events[event].Inputs {
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

// CustodyEscrowGatewayInvoicePaid represents a InvoicePaid event raised by the CustodyEscrowGateway contract.
type CustodyEscrowGatewayInvoicePaid struct {
	Id          [32]byte
	Merchant    common.Address
	Payer       common.Address
	PayoutToken common.Address
	Amount      *big.Int
	PayInToken  common.Address
	AmountIn    *big.Int
	PaidAt      uint64
	Raw         *types.Log // Blockchain specific contextual infos
}

const CustodyEscrowGatewayInvoicePaidEventName = "InvoicePaid"

// ContractEventName returns the user-defined event name.
func (CustodyEscrowGatewayInvoicePaid) ContractEventName() string {
	return CustodyEscrowGatewayInvoicePaidEventName
}

// UnpackInvoicePaidEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event InvoicePaid(bytes32 indexed id, address indexed merchant, address indexed payer, address payoutToken, uint256 amount, address payInToken, uint256 amountIn, uint64 paidAt)
func (custodyEscrowGateway *CustodyEscrowGateway) UnpackInvoicePaidEvent(log *types.Log) (*CustodyEscrowGatewayInvoicePaid, error) {
	event := "InvoicePaid"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != custodyEscrowGateway.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(CustodyEscrowGatewayInvoicePaid)
	if len(log.Data) > 0 {
		if err := custodyEscrowGateway.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range custodyEscrowGateway.abi.Events[event].Inputs {
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

// CustodyEscrowGatewayInvoiceRefunded represents a InvoiceRefunded event raised by the CustodyEscrowGateway contract.
type CustodyEscrowGatewayInvoiceRefunded struct {
	Id          [32]byte
	Merchant    common.Address
	Payer       common.Address
	PayoutToken common.Address
	Amount      *big.Int
	Remaining   *big.Int
	Raw         *types.Log // Blockchain specific contextual infos
}

const CustodyEscrowGatewayInvoiceRefundedEventName = "InvoiceRefunded"

// ContractEventName returns the user-defined event name.
func (CustodyEscrowGatewayInvoiceRefunded) ContractEventName() string {
	return CustodyEscrowGatewayInvoiceRefundedEventName
}

// UnpackInvoiceRefundedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event InvoiceRefunded(bytes32 indexed id, address indexed merchant, address indexed payer, address payoutToken, uint256 amount, uint256 remaining)
func (custodyEscrowGateway *CustodyEscrowGateway) UnpackInvoiceRefundedEvent(log *types.Log) (*CustodyEscrowGatewayInvoiceRefunded, error) {
	event := "InvoiceRefunded"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != custodyEscrowGateway.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(CustodyEscrowGatewayInvoiceRefunded)
	if len(log.Data) > 0 {
		if err := custodyEscrowGateway.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range custodyEscrowGateway.abi.Events[event].Inputs {
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

// CustodyEscrowGatewayInvoiceStaged represents a InvoiceStaged event raised by the CustodyEscrowGateway contract.
type CustodyEscrowGatewayInvoiceStaged struct {
	Id          [32]byte
	Merchant    common.Address
	PayoutToken common.Address
	Amount      *big.Int
	Raw         *types.Log // Blockchain specific contextual infos
}

const CustodyEscrowGatewayInvoiceStagedEventName = "InvoiceStaged"

// ContractEventName returns the user-defined event name.
func (CustodyEscrowGatewayInvoiceStaged) ContractEventName() string {
	return CustodyEscrowGatewayInvoiceStagedEventName
}

// UnpackInvoiceStagedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event InvoiceStaged(bytes32 indexed id, address indexed merchant, address indexed payoutToken, uint256 amount)
func (custodyEscrowGateway *CustodyEscrowGateway) UnpackInvoiceStagedEvent(log *types.Log) (*CustodyEscrowGatewayInvoiceStaged, error) {
	event := "InvoiceStaged"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != custodyEscrowGateway.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(CustodyEscrowGatewayInvoiceStaged)
	if len(log.Data) > 0 {
		if err := custodyEscrowGateway.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range custodyEscrowGateway.abi.Events[event].Inputs {
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

// CustodyEscrowGatewayInvoicesClaimed represents a InvoicesClaimed event raised by the CustodyEscrowGateway contract.
type CustodyEscrowGatewayInvoicesClaimed struct {
	Merchant    common.Address
	PayoutToken common.Address
	Wallet      common.Address
	Total       *big.Int
	Count       *big.Int
	Raw         *types.Log // Blockchain specific contextual infos
}

const CustodyEscrowGatewayInvoicesClaimedEventName = "InvoicesClaimed"

// ContractEventName returns the user-defined event name.
func (CustodyEscrowGatewayInvoicesClaimed) ContractEventName() string {
	return CustodyEscrowGatewayInvoicesClaimedEventName
}

// UnpackInvoicesClaimedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event InvoicesClaimed(address indexed merchant, address indexed payoutToken, address wallet, uint256 total, uint256 count)
func (custodyEscrowGateway *CustodyEscrowGateway) UnpackInvoicesClaimedEvent(log *types.Log) (*CustodyEscrowGatewayInvoicesClaimed, error) {
	event := "InvoicesClaimed"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != custodyEscrowGateway.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(CustodyEscrowGatewayInvoicesClaimed)
	if len(log.Data) > 0 {
		if err := custodyEscrowGateway.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range custodyEscrowGateway.abi.Events[event].Inputs {
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

// CustodyEscrowGatewayOwnershipTransferred represents a OwnershipTransferred event raised by the CustodyEscrowGateway contract.
type CustodyEscrowGatewayOwnershipTransferred struct {
	PreviousOwner common.Address
	NewOwner      common.Address
	Raw           *types.Log // Blockchain specific contextual infos
}

const CustodyEscrowGatewayOwnershipTransferredEventName = "OwnershipTransferred"

// ContractEventName returns the user-defined event name.
func (CustodyEscrowGatewayOwnershipTransferred) ContractEventName() string {
	return CustodyEscrowGatewayOwnershipTransferredEventName
}

// UnpackOwnershipTransferredEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event OwnershipTransferred(address indexed previousOwner, address indexed newOwner)
func (custodyEscrowGateway *CustodyEscrowGateway) UnpackOwnershipTransferredEvent(log *types.Log) (*CustodyEscrowGatewayOwnershipTransferred, error) {
	event := "OwnershipTransferred"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != custodyEscrowGateway.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(CustodyEscrowGatewayOwnershipTransferred)
	if len(log.Data) > 0 {
		if err := custodyEscrowGateway.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range custodyEscrowGateway.abi.Events[event].Inputs {
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

// CustodyEscrowGatewayPayoutWalletSet represents a PayoutWalletSet event raised by the CustodyEscrowGateway contract.
type CustodyEscrowGatewayPayoutWalletSet struct {
	Merchant common.Address
	Wallet   common.Address
	Raw      *types.Log // Blockchain specific contextual infos
}

const CustodyEscrowGatewayPayoutWalletSetEventName = "PayoutWalletSet"

// ContractEventName returns the user-defined event name.
func (CustodyEscrowGatewayPayoutWalletSet) ContractEventName() string {
	return CustodyEscrowGatewayPayoutWalletSetEventName
}

// UnpackPayoutWalletSetEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event PayoutWalletSet(address indexed merchant, address indexed wallet)
func (custodyEscrowGateway *CustodyEscrowGateway) UnpackPayoutWalletSetEvent(log *types.Log) (*CustodyEscrowGatewayPayoutWalletSet, error) {
	event := "PayoutWalletSet"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != custodyEscrowGateway.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(CustodyEscrowGatewayPayoutWalletSet)
	if len(log.Data) > 0 {
		if err := custodyEscrowGateway.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range custodyEscrowGateway.abi.Events[event].Inputs {
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

// CustodyEscrowGatewaySwapRouterSet represents a SwapRouterSet event raised by the CustodyEscrowGateway contract.
type CustodyEscrowGatewaySwapRouterSet struct {
	Router common.Address
	Raw    *types.Log // Blockchain specific contextual infos
}

const CustodyEscrowGatewaySwapRouterSetEventName = "SwapRouterSet"

// ContractEventName returns the user-defined event name.
func (CustodyEscrowGatewaySwapRouterSet) ContractEventName() string {
	return CustodyEscrowGatewaySwapRouterSetEventName
}

// UnpackSwapRouterSetEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event SwapRouterSet(address indexed router)
func (custodyEscrowGateway *CustodyEscrowGateway) UnpackSwapRouterSetEvent(log *types.Log) (*CustodyEscrowGatewaySwapRouterSet, error) {
	event := "SwapRouterSet"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != custodyEscrowGateway.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(CustodyEscrowGatewaySwapRouterSet)
	if len(log.Data) > 0 {
		if err := custodyEscrowGateway.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range custodyEscrowGateway.abi.Events[event].Inputs {
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
func (custodyEscrowGateway *CustodyEscrowGateway) UnpackError(raw []byte) (any, error) {
	if bytes.Equal(raw[:4], custodyEscrowGateway.abi.Errors["EmptyBatch"].ID.Bytes()[:4]) {
		return custodyEscrowGateway.UnpackEmptyBatchError(raw[4:])
	}
	if bytes.Equal(raw[:4], custodyEscrowGateway.abi.Errors["InvoiceAlreadyClaimed"].ID.Bytes()[:4]) {
		return custodyEscrowGateway.UnpackInvoiceAlreadyClaimedError(raw[4:])
	}
	if bytes.Equal(raw[:4], custodyEscrowGateway.abi.Errors["InvoiceAlreadyRefunded"].ID.Bytes()[:4]) {
		return custodyEscrowGateway.UnpackInvoiceAlreadyRefundedError(raw[4:])
	}
	if bytes.Equal(raw[:4], custodyEscrowGateway.abi.Errors["InvoiceAlreadyStaged"].ID.Bytes()[:4]) {
		return custodyEscrowGateway.UnpackInvoiceAlreadyStagedError(raw[4:])
	}
	if bytes.Equal(raw[:4], custodyEscrowGateway.abi.Errors["InvoiceNotPayable"].ID.Bytes()[:4]) {
		return custodyEscrowGateway.UnpackInvoiceNotPayableError(raw[4:])
	}
	if bytes.Equal(raw[:4], custodyEscrowGateway.abi.Errors["NotMerchantOrDelegate"].ID.Bytes()[:4]) {
		return custodyEscrowGateway.UnpackNotMerchantOrDelegateError(raw[4:])
	}
	if bytes.Equal(raw[:4], custodyEscrowGateway.abi.Errors["OwnableInvalidOwner"].ID.Bytes()[:4]) {
		return custodyEscrowGateway.UnpackOwnableInvalidOwnerError(raw[4:])
	}
	if bytes.Equal(raw[:4], custodyEscrowGateway.abi.Errors["OwnableUnauthorizedAccount"].ID.Bytes()[:4]) {
		return custodyEscrowGateway.UnpackOwnableUnauthorizedAccountError(raw[4:])
	}
	if bytes.Equal(raw[:4], custodyEscrowGateway.abi.Errors["PayoutWalletUnset"].ID.Bytes()[:4]) {
		return custodyEscrowGateway.UnpackPayoutWalletUnsetError(raw[4:])
	}
	if bytes.Equal(raw[:4], custodyEscrowGateway.abi.Errors["RecordMismatch"].ID.Bytes()[:4]) {
		return custodyEscrowGateway.UnpackRecordMismatchError(raw[4:])
	}
	if bytes.Equal(raw[:4], custodyEscrowGateway.abi.Errors["ReentrancyGuardReentrantCall"].ID.Bytes()[:4]) {
		return custodyEscrowGateway.UnpackReentrancyGuardReentrantCallError(raw[4:])
	}
	if bytes.Equal(raw[:4], custodyEscrowGateway.abi.Errors["RefundExceedsRemaining"].ID.Bytes()[:4]) {
		return custodyEscrowGateway.UnpackRefundExceedsRemainingError(raw[4:])
	}
	if bytes.Equal(raw[:4], custodyEscrowGateway.abi.Errors["RefundWindowClosed"].ID.Bytes()[:4]) {
		return custodyEscrowGateway.UnpackRefundWindowClosedError(raw[4:])
	}
	if bytes.Equal(raw[:4], custodyEscrowGateway.abi.Errors["RefundWindowOpen"].ID.Bytes()[:4]) {
		return custodyEscrowGateway.UnpackRefundWindowOpenError(raw[4:])
	}
	if bytes.Equal(raw[:4], custodyEscrowGateway.abi.Errors["SafeERC20FailedOperation"].ID.Bytes()[:4]) {
		return custodyEscrowGateway.UnpackSafeERC20FailedOperationError(raw[4:])
	}
	if bytes.Equal(raw[:4], custodyEscrowGateway.abi.Errors["SwapOutputShort"].ID.Bytes()[:4]) {
		return custodyEscrowGateway.UnpackSwapOutputShortError(raw[4:])
	}
	if bytes.Equal(raw[:4], custodyEscrowGateway.abi.Errors["SwapRouterUnset"].ID.Bytes()[:4]) {
		return custodyEscrowGateway.UnpackSwapRouterUnsetError(raw[4:])
	}
	if bytes.Equal(raw[:4], custodyEscrowGateway.abi.Errors["TokenPermitFailed"].ID.Bytes()[:4]) {
		return custodyEscrowGateway.UnpackTokenPermitFailedError(raw[4:])
	}
	if bytes.Equal(raw[:4], custodyEscrowGateway.abi.Errors["ZeroAddress"].ID.Bytes()[:4]) {
		return custodyEscrowGateway.UnpackZeroAddressError(raw[4:])
	}
	if bytes.Equal(raw[:4], custodyEscrowGateway.abi.Errors["ZeroAmount"].ID.Bytes()[:4]) {
		return custodyEscrowGateway.UnpackZeroAmountError(raw[4:])
	}
	return nil, errors.New("Unknown error")
}

// CustodyEscrowGatewayEmptyBatch represents a EmptyBatch error raised by the CustodyEscrowGateway contract.
type CustodyEscrowGatewayEmptyBatch struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error EmptyBatch()
func CustodyEscrowGatewayEmptyBatchErrorID() common.Hash {
	return common.HexToHash("0xc2e5347df6cf8d1bf68f8a9651642312bd381b900d857d97cd665976180d6ae0")
}

// UnpackEmptyBatchError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error EmptyBatch()
func (custodyEscrowGateway *CustodyEscrowGateway) UnpackEmptyBatchError(raw []byte) (*CustodyEscrowGatewayEmptyBatch, error) {
	out := new(CustodyEscrowGatewayEmptyBatch)
	if err := custodyEscrowGateway.abi.UnpackIntoInterface(out, "EmptyBatch", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// CustodyEscrowGatewayInvoiceAlreadyClaimed represents a InvoiceAlreadyClaimed error raised by the CustodyEscrowGateway contract.
type CustodyEscrowGatewayInvoiceAlreadyClaimed struct {
	Id [32]byte
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error InvoiceAlreadyClaimed(bytes32 id)
func CustodyEscrowGatewayInvoiceAlreadyClaimedErrorID() common.Hash {
	return common.HexToHash("0xe5d8b590365754d1ddb64769da852759033b20eb7a51bedeb1636f215d7d0b2a")
}

// UnpackInvoiceAlreadyClaimedError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error InvoiceAlreadyClaimed(bytes32 id)
func (custodyEscrowGateway *CustodyEscrowGateway) UnpackInvoiceAlreadyClaimedError(raw []byte) (*CustodyEscrowGatewayInvoiceAlreadyClaimed, error) {
	out := new(CustodyEscrowGatewayInvoiceAlreadyClaimed)
	if err := custodyEscrowGateway.abi.UnpackIntoInterface(out, "InvoiceAlreadyClaimed", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// CustodyEscrowGatewayInvoiceAlreadyRefunded represents a InvoiceAlreadyRefunded error raised by the CustodyEscrowGateway contract.
type CustodyEscrowGatewayInvoiceAlreadyRefunded struct {
	Id [32]byte
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error InvoiceAlreadyRefunded(bytes32 id)
func CustodyEscrowGatewayInvoiceAlreadyRefundedErrorID() common.Hash {
	return common.HexToHash("0x01c722e9028afc21456658000b3d08c5ad33a5b9352f4b89a206375a6c4f6978")
}

// UnpackInvoiceAlreadyRefundedError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error InvoiceAlreadyRefunded(bytes32 id)
func (custodyEscrowGateway *CustodyEscrowGateway) UnpackInvoiceAlreadyRefundedError(raw []byte) (*CustodyEscrowGatewayInvoiceAlreadyRefunded, error) {
	out := new(CustodyEscrowGatewayInvoiceAlreadyRefunded)
	if err := custodyEscrowGateway.abi.UnpackIntoInterface(out, "InvoiceAlreadyRefunded", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// CustodyEscrowGatewayInvoiceAlreadyStaged represents a InvoiceAlreadyStaged error raised by the CustodyEscrowGateway contract.
type CustodyEscrowGatewayInvoiceAlreadyStaged struct {
	Id [32]byte
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error InvoiceAlreadyStaged(bytes32 id)
func CustodyEscrowGatewayInvoiceAlreadyStagedErrorID() common.Hash {
	return common.HexToHash("0xd549dca195a8805c41da931109a0e947675a1f59bd7310845de5cadef3e57de7")
}

// UnpackInvoiceAlreadyStagedError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error InvoiceAlreadyStaged(bytes32 id)
func (custodyEscrowGateway *CustodyEscrowGateway) UnpackInvoiceAlreadyStagedError(raw []byte) (*CustodyEscrowGatewayInvoiceAlreadyStaged, error) {
	out := new(CustodyEscrowGatewayInvoiceAlreadyStaged)
	if err := custodyEscrowGateway.abi.UnpackIntoInterface(out, "InvoiceAlreadyStaged", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// CustodyEscrowGatewayInvoiceNotPayable represents a InvoiceNotPayable error raised by the CustodyEscrowGateway contract.
type CustodyEscrowGatewayInvoiceNotPayable struct {
	Id [32]byte
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error InvoiceNotPayable(bytes32 id)
func CustodyEscrowGatewayInvoiceNotPayableErrorID() common.Hash {
	return common.HexToHash("0xa4aa7c2287273eae59a407c2689be4d86f9b19019b7875df792a1576b7b09446")
}

// UnpackInvoiceNotPayableError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error InvoiceNotPayable(bytes32 id)
func (custodyEscrowGateway *CustodyEscrowGateway) UnpackInvoiceNotPayableError(raw []byte) (*CustodyEscrowGatewayInvoiceNotPayable, error) {
	out := new(CustodyEscrowGatewayInvoiceNotPayable)
	if err := custodyEscrowGateway.abi.UnpackIntoInterface(out, "InvoiceNotPayable", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// CustodyEscrowGatewayNotMerchantOrDelegate represents a NotMerchantOrDelegate error raised by the CustodyEscrowGateway contract.
type CustodyEscrowGatewayNotMerchantOrDelegate struct {
	Merchant common.Address
	Caller   common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error NotMerchantOrDelegate(address merchant, address caller)
func CustodyEscrowGatewayNotMerchantOrDelegateErrorID() common.Hash {
	return common.HexToHash("0x17d7b605e46db6ef5fd4e174059cf130f54a87c1e97a33d1389ec683108090f9")
}

// UnpackNotMerchantOrDelegateError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error NotMerchantOrDelegate(address merchant, address caller)
func (custodyEscrowGateway *CustodyEscrowGateway) UnpackNotMerchantOrDelegateError(raw []byte) (*CustodyEscrowGatewayNotMerchantOrDelegate, error) {
	out := new(CustodyEscrowGatewayNotMerchantOrDelegate)
	if err := custodyEscrowGateway.abi.UnpackIntoInterface(out, "NotMerchantOrDelegate", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// CustodyEscrowGatewayOwnableInvalidOwner represents a OwnableInvalidOwner error raised by the CustodyEscrowGateway contract.
type CustodyEscrowGatewayOwnableInvalidOwner struct {
	Owner common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error OwnableInvalidOwner(address owner)
func CustodyEscrowGatewayOwnableInvalidOwnerErrorID() common.Hash {
	return common.HexToHash("0x1e4fbdf7f3ef8bcaa855599e3abf48b232380f183f08f6f813d9ffa5bd585188")
}

// UnpackOwnableInvalidOwnerError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error OwnableInvalidOwner(address owner)
func (custodyEscrowGateway *CustodyEscrowGateway) UnpackOwnableInvalidOwnerError(raw []byte) (*CustodyEscrowGatewayOwnableInvalidOwner, error) {
	out := new(CustodyEscrowGatewayOwnableInvalidOwner)
	if err := custodyEscrowGateway.abi.UnpackIntoInterface(out, "OwnableInvalidOwner", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// CustodyEscrowGatewayOwnableUnauthorizedAccount represents a OwnableUnauthorizedAccount error raised by the CustodyEscrowGateway contract.
type CustodyEscrowGatewayOwnableUnauthorizedAccount struct {
	Account common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error OwnableUnauthorizedAccount(address account)
func CustodyEscrowGatewayOwnableUnauthorizedAccountErrorID() common.Hash {
	return common.HexToHash("0x118cdaa7a341953d1887a2245fd6665d741c67c8c50581daa59e1d03373fa188")
}

// UnpackOwnableUnauthorizedAccountError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error OwnableUnauthorizedAccount(address account)
func (custodyEscrowGateway *CustodyEscrowGateway) UnpackOwnableUnauthorizedAccountError(raw []byte) (*CustodyEscrowGatewayOwnableUnauthorizedAccount, error) {
	out := new(CustodyEscrowGatewayOwnableUnauthorizedAccount)
	if err := custodyEscrowGateway.abi.UnpackIntoInterface(out, "OwnableUnauthorizedAccount", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// CustodyEscrowGatewayPayoutWalletUnset represents a PayoutWalletUnset error raised by the CustodyEscrowGateway contract.
type CustodyEscrowGatewayPayoutWalletUnset struct {
	Merchant common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error PayoutWalletUnset(address merchant)
func CustodyEscrowGatewayPayoutWalletUnsetErrorID() common.Hash {
	return common.HexToHash("0xc9c82e8feb0a9a829e319f933be9afefc15d1b36a00bcb463155d7df437a2f26")
}

// UnpackPayoutWalletUnsetError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error PayoutWalletUnset(address merchant)
func (custodyEscrowGateway *CustodyEscrowGateway) UnpackPayoutWalletUnsetError(raw []byte) (*CustodyEscrowGatewayPayoutWalletUnset, error) {
	out := new(CustodyEscrowGatewayPayoutWalletUnset)
	if err := custodyEscrowGateway.abi.UnpackIntoInterface(out, "PayoutWalletUnset", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// CustodyEscrowGatewayRecordMismatch represents a RecordMismatch error raised by the CustodyEscrowGateway contract.
type CustodyEscrowGatewayRecordMismatch struct {
	Id [32]byte
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error RecordMismatch(bytes32 id)
func CustodyEscrowGatewayRecordMismatchErrorID() common.Hash {
	return common.HexToHash("0x1ee4c091bf3e74b094c79a4de08f9be7738c207f85044399eed0843a8eff8a15")
}

// UnpackRecordMismatchError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error RecordMismatch(bytes32 id)
func (custodyEscrowGateway *CustodyEscrowGateway) UnpackRecordMismatchError(raw []byte) (*CustodyEscrowGatewayRecordMismatch, error) {
	out := new(CustodyEscrowGatewayRecordMismatch)
	if err := custodyEscrowGateway.abi.UnpackIntoInterface(out, "RecordMismatch", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// CustodyEscrowGatewayReentrancyGuardReentrantCall represents a ReentrancyGuardReentrantCall error raised by the CustodyEscrowGateway contract.
type CustodyEscrowGatewayReentrancyGuardReentrantCall struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ReentrancyGuardReentrantCall()
func CustodyEscrowGatewayReentrancyGuardReentrantCallErrorID() common.Hash {
	return common.HexToHash("0x3ee5aeb571de7fc460830b4d0017439a1ca56fb0bc39062227ade4fe4a24c1ca")
}

// UnpackReentrancyGuardReentrantCallError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ReentrancyGuardReentrantCall()
func (custodyEscrowGateway *CustodyEscrowGateway) UnpackReentrancyGuardReentrantCallError(raw []byte) (*CustodyEscrowGatewayReentrancyGuardReentrantCall, error) {
	out := new(CustodyEscrowGatewayReentrancyGuardReentrantCall)
	if err := custodyEscrowGateway.abi.UnpackIntoInterface(out, "ReentrancyGuardReentrantCall", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// CustodyEscrowGatewayRefundExceedsRemaining represents a RefundExceedsRemaining error raised by the CustodyEscrowGateway contract.
type CustodyEscrowGatewayRefundExceedsRemaining struct {
	Id        [32]byte
	Amount    *big.Int
	Remaining *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error RefundExceedsRemaining(bytes32 id, uint256 amount, uint256 remaining)
func CustodyEscrowGatewayRefundExceedsRemainingErrorID() common.Hash {
	return common.HexToHash("0x693ac8c81392e6a5b9f3324cd62eebb267789700102f01977ed0bdbec8412456")
}

// UnpackRefundExceedsRemainingError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error RefundExceedsRemaining(bytes32 id, uint256 amount, uint256 remaining)
func (custodyEscrowGateway *CustodyEscrowGateway) UnpackRefundExceedsRemainingError(raw []byte) (*CustodyEscrowGatewayRefundExceedsRemaining, error) {
	out := new(CustodyEscrowGatewayRefundExceedsRemaining)
	if err := custodyEscrowGateway.abi.UnpackIntoInterface(out, "RefundExceedsRemaining", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// CustodyEscrowGatewayRefundWindowClosed represents a RefundWindowClosed error raised by the CustodyEscrowGateway contract.
type CustodyEscrowGatewayRefundWindowClosed struct {
	Id       [32]byte
	ClosedAt *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error RefundWindowClosed(bytes32 id, uint256 closedAt)
func CustodyEscrowGatewayRefundWindowClosedErrorID() common.Hash {
	return common.HexToHash("0xb30e709790dd53eb99a3f139d2e12ec6f0531ed674ad07386a94fdf774351081")
}

// UnpackRefundWindowClosedError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error RefundWindowClosed(bytes32 id, uint256 closedAt)
func (custodyEscrowGateway *CustodyEscrowGateway) UnpackRefundWindowClosedError(raw []byte) (*CustodyEscrowGatewayRefundWindowClosed, error) {
	out := new(CustodyEscrowGatewayRefundWindowClosed)
	if err := custodyEscrowGateway.abi.UnpackIntoInterface(out, "RefundWindowClosed", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// CustodyEscrowGatewayRefundWindowOpen represents a RefundWindowOpen error raised by the CustodyEscrowGateway contract.
type CustodyEscrowGatewayRefundWindowOpen struct {
	Id          [32]byte
	ClaimableAt *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error RefundWindowOpen(bytes32 id, uint256 claimableAt)
func CustodyEscrowGatewayRefundWindowOpenErrorID() common.Hash {
	return common.HexToHash("0x94406c9181056f5e76b7a49572bd2d49f901f86dc971a41af301bf01d6a6aae6")
}

// UnpackRefundWindowOpenError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error RefundWindowOpen(bytes32 id, uint256 claimableAt)
func (custodyEscrowGateway *CustodyEscrowGateway) UnpackRefundWindowOpenError(raw []byte) (*CustodyEscrowGatewayRefundWindowOpen, error) {
	out := new(CustodyEscrowGatewayRefundWindowOpen)
	if err := custodyEscrowGateway.abi.UnpackIntoInterface(out, "RefundWindowOpen", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// CustodyEscrowGatewaySafeERC20FailedOperation represents a SafeERC20FailedOperation error raised by the CustodyEscrowGateway contract.
type CustodyEscrowGatewaySafeERC20FailedOperation struct {
	Token common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error SafeERC20FailedOperation(address token)
func CustodyEscrowGatewaySafeERC20FailedOperationErrorID() common.Hash {
	return common.HexToHash("0x5274afe73c98b4749fc91ffae6b7b574e7842cb2144a159e9377a5f20b32edf9")
}

// UnpackSafeERC20FailedOperationError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error SafeERC20FailedOperation(address token)
func (custodyEscrowGateway *CustodyEscrowGateway) UnpackSafeERC20FailedOperationError(raw []byte) (*CustodyEscrowGatewaySafeERC20FailedOperation, error) {
	out := new(CustodyEscrowGatewaySafeERC20FailedOperation)
	if err := custodyEscrowGateway.abi.UnpackIntoInterface(out, "SafeERC20FailedOperation", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// CustodyEscrowGatewaySwapOutputShort represents a SwapOutputShort error raised by the CustodyEscrowGateway contract.
type CustodyEscrowGatewaySwapOutputShort struct {
	Expected *big.Int
	Received *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error SwapOutputShort(uint256 expected, uint256 received)
func CustodyEscrowGatewaySwapOutputShortErrorID() common.Hash {
	return common.HexToHash("0xf9642757ae6f8adea83ff9a79263ac203840107f13c7b93331ab5be76c4d27fd")
}

// UnpackSwapOutputShortError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error SwapOutputShort(uint256 expected, uint256 received)
func (custodyEscrowGateway *CustodyEscrowGateway) UnpackSwapOutputShortError(raw []byte) (*CustodyEscrowGatewaySwapOutputShort, error) {
	out := new(CustodyEscrowGatewaySwapOutputShort)
	if err := custodyEscrowGateway.abi.UnpackIntoInterface(out, "SwapOutputShort", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// CustodyEscrowGatewaySwapRouterUnset represents a SwapRouterUnset error raised by the CustodyEscrowGateway contract.
type CustodyEscrowGatewaySwapRouterUnset struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error SwapRouterUnset()
func CustodyEscrowGatewaySwapRouterUnsetErrorID() common.Hash {
	return common.HexToHash("0x365d8c598b2afd2c9da4a98f68b8cad7d3ea5f5832fbbfd44fc761717f61a0c2")
}

// UnpackSwapRouterUnsetError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error SwapRouterUnset()
func (custodyEscrowGateway *CustodyEscrowGateway) UnpackSwapRouterUnsetError(raw []byte) (*CustodyEscrowGatewaySwapRouterUnset, error) {
	out := new(CustodyEscrowGatewaySwapRouterUnset)
	if err := custodyEscrowGateway.abi.UnpackIntoInterface(out, "SwapRouterUnset", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// CustodyEscrowGatewayTokenPermitFailed represents a TokenPermitFailed error raised by the CustodyEscrowGateway contract.
type CustodyEscrowGatewayTokenPermitFailed struct {
	Token common.Address
	Payer common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error TokenPermitFailed(address token, address payer)
func CustodyEscrowGatewayTokenPermitFailedErrorID() common.Hash {
	return common.HexToHash("0xfee3b5fde75c1bc39b4ce73871d8a3b9e305bba922808ed35b435c98ebe6b5e0")
}

// UnpackTokenPermitFailedError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error TokenPermitFailed(address token, address payer)
func (custodyEscrowGateway *CustodyEscrowGateway) UnpackTokenPermitFailedError(raw []byte) (*CustodyEscrowGatewayTokenPermitFailed, error) {
	out := new(CustodyEscrowGatewayTokenPermitFailed)
	if err := custodyEscrowGateway.abi.UnpackIntoInterface(out, "TokenPermitFailed", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// CustodyEscrowGatewayZeroAddress represents a ZeroAddress error raised by the CustodyEscrowGateway contract.
type CustodyEscrowGatewayZeroAddress struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ZeroAddress()
func CustodyEscrowGatewayZeroAddressErrorID() common.Hash {
	return common.HexToHash("0xd92e233df2717d4a40030e20904abd27b68fcbeede117eaaccbbdac9618c8c73")
}

// UnpackZeroAddressError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ZeroAddress()
func (custodyEscrowGateway *CustodyEscrowGateway) UnpackZeroAddressError(raw []byte) (*CustodyEscrowGatewayZeroAddress, error) {
	out := new(CustodyEscrowGatewayZeroAddress)
	if err := custodyEscrowGateway.abi.UnpackIntoInterface(out, "ZeroAddress", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// CustodyEscrowGatewayZeroAmount represents a ZeroAmount error raised by the CustodyEscrowGateway contract.
type CustodyEscrowGatewayZeroAmount struct {
	Id [32]byte
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ZeroAmount(bytes32 id)
func CustodyEscrowGatewayZeroAmountErrorID() common.Hash {
	return common.HexToHash("0x018026717ca585487f22752caf5dd792edd90b3d3f4a4468cbc8c4ae89c1e097")
}

// UnpackZeroAmountError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ZeroAmount(bytes32 id)
func (custodyEscrowGateway *CustodyEscrowGateway) UnpackZeroAmountError(raw []byte) (*CustodyEscrowGatewayZeroAmount, error) {
	out := new(CustodyEscrowGatewayZeroAmount)
	if err := custodyEscrowGateway.abi.UnpackIntoInterface(out, "ZeroAmount", raw); err != nil {
		return nil, err
	}
	return out, nil
}

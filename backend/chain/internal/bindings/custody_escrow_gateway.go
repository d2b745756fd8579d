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

// CustodyEscrowGatewayPayment is an auto generated low-level Go binding around an user-defined struct.
type CustodyEscrowGatewayPayment struct {
	Inv       CustodyEscrowGatewayInvoice
	Payer     common.Address
	Permit    IPermit2PermitTransferFrom
	Signature []byte
	Fee       *big.Int
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
	ABI: "[{\"inputs\":[{\"internalType\":\"contractIPermit2\",\"name\":\"permit2_\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"swapRouter_\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"owner_\",\"type\":\"address\"}],\"stateMutability\":\"nonpayable\",\"type\":\"constructor\"},{\"inputs\":[],\"name\":\"EmptyBatch\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"id\",\"type\":\"bytes32\"}],\"name\":\"InvoiceAlreadyClaimed\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"id\",\"type\":\"bytes32\"}],\"name\":\"InvoiceAlreadyRefunded\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"id\",\"type\":\"bytes32\"}],\"name\":\"InvoiceAlreadyStaged\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"id\",\"type\":\"bytes32\"}],\"name\":\"InvoiceNotPayable\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"merchant\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"caller\",\"type\":\"address\"}],\"name\":\"NotMerchantOrDelegate\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"OnlySelf\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"owner\",\"type\":\"address\"}],\"name\":\"OwnableInvalidOwner\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"account\",\"type\":\"address\"}],\"name\":\"OwnableUnauthorizedAccount\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"merchant\",\"type\":\"address\"}],\"name\":\"PayoutWalletUnset\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"id\",\"type\":\"bytes32\"}],\"name\":\"RecordMismatch\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"ReentrancyGuardReentrantCall\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"id\",\"type\":\"bytes32\"},{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"remaining\",\"type\":\"uint256\"}],\"name\":\"RefundExceedsRemaining\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"id\",\"type\":\"bytes32\"},{\"internalType\":\"uint256\",\"name\":\"closedAt\",\"type\":\"uint256\"}],\"name\":\"RefundWindowClosed\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"id\",\"type\":\"bytes32\"},{\"internalType\":\"uint256\",\"name\":\"claimableAt\",\"type\":\"uint256\"}],\"name\":\"RefundWindowOpen\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"token\",\"type\":\"address\"}],\"name\":\"SafeERC20FailedOperation\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"expected\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"received\",\"type\":\"uint256\"}],\"name\":\"SwapOutputShort\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"SwapRouterUnset\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"token\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"payer\",\"type\":\"address\"}],\"name\":\"TokenPermitFailed\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"ZeroAddress\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"id\",\"type\":\"bytes32\"}],\"name\":\"ZeroAmount\",\"type\":\"error\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"merchant\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"delegate\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"bool\",\"name\":\"allowed\",\"type\":\"bool\"}],\"name\":\"DelegateSet\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"id\",\"type\":\"bytes32\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"merchant\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"payoutToken\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"InvoiceClaimed\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"id\",\"type\":\"bytes32\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"merchant\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"payer\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"address\",\"name\":\"payoutToken\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"address\",\"name\":\"payInToken\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"amountIn\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint64\",\"name\":\"paidAt\",\"type\":\"uint64\"}],\"name\":\"InvoicePaid\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"id\",\"type\":\"bytes32\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"merchant\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"payer\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"address\",\"name\":\"payoutToken\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"remaining\",\"type\":\"uint256\"}],\"name\":\"InvoiceRefunded\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"id\",\"type\":\"bytes32\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"merchant\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"payoutToken\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"InvoiceStaged\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"merchant\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"payoutToken\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"address\",\"name\":\"wallet\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"total\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"count\",\"type\":\"uint256\"}],\"name\":\"InvoicesClaimed\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"previousOwner\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"newOwner\",\"type\":\"address\"}],\"name\":\"OwnershipTransferred\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"id\",\"type\":\"bytes32\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"payer\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"bytes\",\"name\":\"reason\",\"type\":\"bytes\"}],\"name\":\"PaymentFailed\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"merchant\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"wallet\",\"type\":\"address\"}],\"name\":\"PayoutWalletSet\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"router\",\"type\":\"address\"}],\"name\":\"SwapRouterSet\",\"type\":\"event\"},{\"inputs\":[],\"name\":\"CLAIMED\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"\",\"type\":\"bytes32\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"INVOICE_TYPEHASH\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"\",\"type\":\"bytes32\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"PAID_TAG\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"\",\"type\":\"bytes32\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"REFUNDED\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"\",\"type\":\"bytes32\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"REFUND_WINDOW\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"STAGED_TAG\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"\",\"type\":\"bytes32\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"WITNESS_TYPE_STRING\",\"outputs\":[{\"internalType\":\"string\",\"name\":\"\",\"type\":\"string\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"merchant\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"payoutToken\",\"type\":\"address\"},{\"components\":[{\"internalType\":\"bytes32\",\"name\":\"id\",\"type\":\"bytes32\"},{\"internalType\":\"address\",\"name\":\"merchant\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"payoutToken\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"},{\"internalType\":\"address\",\"name\":\"payer\",\"type\":\"address\"},{\"internalType\":\"uint64\",\"name\":\"paidAt\",\"type\":\"uint64\"}],\"internalType\":\"structCustodyEscrowGateway.PaidInvoice[]\",\"name\":\"invoices\",\"type\":\"tuple[]\"}],\"name\":\"claim\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"merchant\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"delegate\",\"type\":\"address\"}],\"name\":\"delegates\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"\",\"type\":\"bool\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"merchant\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"delegate\",\"type\":\"address\"}],\"name\":\"isDelegate\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"\",\"type\":\"bool\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"owner\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"merchant\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"payoutToken\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"},{\"internalType\":\"address\",\"name\":\"payer\",\"type\":\"address\"},{\"internalType\":\"uint64\",\"name\":\"paidAt\",\"type\":\"uint64\"}],\"name\":\"paidCommitment\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"\",\"type\":\"bytes32\"}],\"stateMutability\":\"pure\",\"type\":\"function\"},{\"inputs\":[{\"components\":[{\"internalType\":\"bytes32\",\"name\":\"id\",\"type\":\"bytes32\"},{\"internalType\":\"address\",\"name\":\"merchant\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"payoutToken\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"internalType\":\"structCustodyEscrowGateway.Invoice\",\"name\":\"inv\",\"type\":\"tuple\"},{\"internalType\":\"address\",\"name\":\"payer\",\"type\":\"address\"},{\"components\":[{\"components\":[{\"internalType\":\"address\",\"name\":\"token\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"internalType\":\"structIPermit2.TokenPermissions\",\"name\":\"permitted\",\"type\":\"tuple\"},{\"internalType\":\"uint256\",\"name\":\"nonce\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"deadline\",\"type\":\"uint256\"}],\"internalType\":\"structIPermit2.PermitTransferFrom\",\"name\":\"permit\",\"type\":\"tuple\"},{\"internalType\":\"bytes\",\"name\":\"signature\",\"type\":\"bytes\"},{\"internalType\":\"uint24\",\"name\":\"fee\",\"type\":\"uint24\"}],\"name\":\"pay\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"components\":[{\"components\":[{\"internalType\":\"bytes32\",\"name\":\"id\",\"type\":\"bytes32\"},{\"internalType\":\"address\",\"name\":\"merchant\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"payoutToken\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"internalType\":\"structCustodyEscrowGateway.Invoice\",\"name\":\"inv\",\"type\":\"tuple\"},{\"internalType\":\"address\",\"name\":\"payer\",\"type\":\"address\"},{\"components\":[{\"components\":[{\"internalType\":\"address\",\"name\":\"token\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"internalType\":\"structIPermit2.TokenPermissions\",\"name\":\"permitted\",\"type\":\"tuple\"},{\"internalType\":\"uint256\",\"name\":\"nonce\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"deadline\",\"type\":\"uint256\"}],\"internalType\":\"structIPermit2.PermitTransferFrom\",\"name\":\"permit\",\"type\":\"tuple\"},{\"internalType\":\"bytes\",\"name\":\"signature\",\"type\":\"bytes\"},{\"internalType\":\"uint24\",\"name\":\"fee\",\"type\":\"uint24\"}],\"internalType\":\"structCustodyEscrowGateway.Payment[]\",\"name\":\"payments\",\"type\":\"tuple[]\"}],\"name\":\"payBatch\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"paid\",\"type\":\"uint256\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"components\":[{\"components\":[{\"internalType\":\"bytes32\",\"name\":\"id\",\"type\":\"bytes32\"},{\"internalType\":\"address\",\"name\":\"merchant\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"payoutToken\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"internalType\":\"structCustodyEscrowGateway.Invoice\",\"name\":\"inv\",\"type\":\"tuple\"},{\"internalType\":\"address\",\"name\":\"payer\",\"type\":\"address\"},{\"components\":[{\"components\":[{\"internalType\":\"address\",\"name\":\"token\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"internalType\":\"structIPermit2.TokenPermissions\",\"name\":\"permitted\",\"type\":\"tuple\"},{\"internalType\":\"uint256\",\"name\":\"nonce\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"deadline\",\"type\":\"uint256\"}],\"internalType\":\"structIPermit2.PermitTransferFrom\",\"name\":\"permit\",\"type\":\"tuple\"},{\"internalType\":\"bytes\",\"name\":\"signature\",\"type\":\"bytes\"},{\"internalType\":\"uint24\",\"name\":\"fee\",\"type\":\"uint24\"}],\"internalType\":\"structCustodyEscrowGateway.Payment\",\"name\":\"p\",\"type\":\"tuple\"}],\"name\":\"payOne\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"components\":[{\"internalType\":\"bytes32\",\"name\":\"id\",\"type\":\"bytes32\"},{\"internalType\":\"address\",\"name\":\"merchant\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"payoutToken\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"internalType\":\"structCustodyEscrowGateway.Invoice\",\"name\":\"inv\",\"type\":\"tuple\"},{\"internalType\":\"address\",\"name\":\"payer\",\"type\":\"address\"},{\"components\":[{\"components\":[{\"internalType\":\"address\",\"name\":\"token\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"internalType\":\"structIPermit2.TokenPermissions\",\"name\":\"permitted\",\"type\":\"tuple\"},{\"internalType\":\"uint256\",\"name\":\"nonce\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"deadline\",\"type\":\"uint256\"}],\"internalType\":\"structIPermit2.PermitTransferFrom\",\"name\":\"permit\",\"type\":\"tuple\"},{\"internalType\":\"bytes\",\"name\":\"signature\",\"type\":\"bytes\"},{\"internalType\":\"uint24\",\"name\":\"fee\",\"type\":\"uint24\"},{\"components\":[{\"internalType\":\"uint256\",\"name\":\"value\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"deadline\",\"type\":\"uint256\"},{\"internalType\":\"uint8\",\"name\":\"v\",\"type\":\"uint8\"},{\"internalType\":\"bytes32\",\"name\":\"r\",\"type\":\"bytes32\"},{\"internalType\":\"bytes32\",\"name\":\"s\",\"type\":\"bytes32\"}],\"internalType\":\"structCustodyEscrowGateway.TokenPermit\",\"name\":\"tokenPermit\",\"type\":\"tuple\"}],\"name\":\"payWithTokenPermit\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"merchant\",\"type\":\"address\"}],\"name\":\"payoutWallet\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"permit2\",\"outputs\":[{\"internalType\":\"contractIPermit2\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"invoiceId\",\"type\":\"bytes32\"}],\"name\":\"records\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"\",\"type\":\"bytes32\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"components\":[{\"internalType\":\"bytes32\",\"name\":\"id\",\"type\":\"bytes32\"},{\"internalType\":\"address\",\"name\":\"merchant\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"payoutToken\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"},{\"internalType\":\"address\",\"name\":\"payer\",\"type\":\"address\"},{\"internalType\":\"uint64\",\"name\":\"paidAt\",\"type\":\"uint64\"}],\"internalType\":\"structCustodyEscrowGateway.PaidInvoice\",\"name\":\"p\",\"type\":\"tuple\"},{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"refund\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"renounceOwnership\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"delegate\",\"type\":\"address\"},{\"internalType\":\"bool\",\"name\":\"allowed\",\"type\":\"bool\"}],\"name\":\"setDelegate\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"wallet\",\"type\":\"address\"}],\"name\":\"setPayoutWallet\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"router\",\"type\":\"address\"}],\"name\":\"setSwapRouter\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"merchant\",\"type\":\"address\"},{\"components\":[{\"internalType\":\"bytes32\",\"name\":\"id\",\"type\":\"bytes32\"},{\"internalType\":\"address\",\"name\":\"payoutToken\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"internalType\":\"structCustodyEscrowGateway.StagedInvoice[]\",\"name\":\"invoices\",\"type\":\"tuple[]\"}],\"name\":\"stageInvoices\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"merchant\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"payoutToken\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"stagedCommitment\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"\",\"type\":\"bytes32\"}],\"stateMutability\":\"pure\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"swapRouter\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"newOwner\",\"type\":\"address\"}],\"name\":\"transferOwnership\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"components\":[{\"internalType\":\"bytes32\",\"name\":\"id\",\"type\":\"bytes32\"},{\"internalType\":\"address\",\"name\":\"merchant\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"payoutToken\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"internalType\":\"structCustodyEscrowGateway.Invoice\",\"name\":\"inv\",\"type\":\"tuple\"}],\"name\":\"witnessHash\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"\",\"type\":\"bytes32\"}],\"stateMutability\":\"pure\",\"type\":\"function\"}]",
	ID:  "CustodyEscrowGateway",
	Bin: "0x60a060405234801561000f575f5ffd5b50604051612b25380380612b2583398101604081905261002e91610147565b806001600160a01b03811661005c57604051631e4fbdf760e01b81525f600482015260240160405180910390fd5b610065816100e1565b506001600160a01b03831661008d5760405163d92e233d60e01b815260040160405180910390fd5b6001600160a01b03838116608052600180546001600160a01b03191691841691821790556040517f6307ba8e3a4d6f90cda83ffa9c59c26256a075f79abca3852f6539fc6d44653f905f90a2505050610191565b5f80546001600160a01b038381166001600160a01b0319831681178455604051919092169283917f8be0079c531659141344cd1fd0a4f28419497f9722a3daafe3b4186f6b6457e09190a35050565b6001600160a01b0381168114610144575f5ffd5b50565b5f5f5f60608486031215610159575f5ffd5b835161016481610130565b602085015190935061017581610130565b604085015190925061018681610130565b809150509250925092565b6080516129676101be5f395f818161020b015281816110f3015281816111fe0152611a6a01526129675ff3fe608060405234801561000f575f5ffd5b50600436106101c6575f3560e01c80636b8f9c43116100fe5780639dfc14231161009e578063e58432421161006e578063e584324214610538578063e96283cc14610565578063f2fde38b14610578578063f9e9a6ab1461058b575f5ffd5b80639dfc1423146104d85780639fa9ef0c146104eb578063a74da51614610512578063c31c9c0714610525575f5ffd5b806376e20864116100d957806376e20864146104855780638cdc334b146104ad5780638da5cb5b146104c057806394e15c8f146104d0575f5ffd5b80636b8f9c43146104575780636fe6db6e1461046a578063715018a61461047d575f5ffd5b80634809c2c1116101695780635479d530116101445780635479d530146102eb57806356ee8709146103625780635de2238b146103755780635fec5d0b1461040c575f5ffd5b80634809c2c11461028a5780634a994eef146102b15780634fe1681a146102c4575f5ffd5b8063156e2152116101a4578063156e21521461024557806327779a881461025a578063412736571461026257806342478fae14610277575f5ffd5b806301e64725146101ca5780631153b5f3146101fc57806312261ee714610206575b5f5ffd5b6101e96101d8366004611ef7565b60046020525f908152604090205481565b6040519081526020015b60405180910390f35b6101e962093a8081565b61022d7f000000000000000000000000000000000000000000000000000000000000000081565b6040516001600160a01b0390911681526020016101f3565b61024d61059e565b6040516101f39190611f5a565b6101e9600281565b610275610270366004611f8e565b6105ba565b005b610275610285366004611fa7565b610623565b6101e97fb64a1e780426faccc283ed27dcc27077f504d5ab82fa747ff4b9bab1e5d673b981565b6102756102bf366004612034565b61086e565b6101e97ff003f54d302567a97a5d677763b0e8970b13a2d3cf2e82e916f63f3d149cbaeb81565b6101e96102f936600461206d565b604080517f375c4f85b44d036a0c88b507438e15a988691c9ae0615514b614b36cafb295cd6020808301919091526001600160a01b03958616828401529390941660608501526080808501929092528051808503909201825260a0909301909252815191012090565b6101e96103703660046120a7565b6108f7565b6101e961038336600461212f565b604080517fb64a1e780426faccc283ed27dcc27077f504d5ab82fa747ff4b9bab1e5d673b960208201526001600160a01b038088169282019290925281861660608201526080810185905290831660a082015267ffffffffffffffff821660c08201525f9060e00160405160208183030381529060405280519060200120905095945050505050565b61044761041a366004612189565b6001600160a01b039182165f90815260026020908152604080832093909416825291909152205460ff1690565b60405190151581526020016101f3565b610275610465366004611f8e565b610a85565b6102756104783660046121ba565b610b33565b610275610bac565b61022d610493366004611f8e565b60036020525f90815260409020546001600160a01b031681565b6102756104bb3660046121f2565b610bbf565b5f546001600160a01b031661022d565b6101e9600181565b6102756104e6366004612273565b610dba565b6101e97f375c4f85b44d036a0c88b507438e15a988691c9ae0615514b614b36cafb295cd81565b6101e96105203660046122b7565b611034565b60015461022d906001600160a01b031681565b610447610546366004612189565b600260209081525f928352604080842090915290825290205460ff1681565b610275610573366004612328565b6110c9565b610275610586366004611f8e565b6112e1565b6102756105993660046123e8565b611334565b6040518060c00160405280608c81526020016128cf608c913981565b6105c261135a565b600180547fffffffffffffffffffffffff0000000000000000000000000000000000000000166001600160a01b0383169081179091556040517f6307ba8e3a4d6f90cda83ffa9c59c26256a075f79abca3852f6539fc6d44653f905f90a250565b61062b61139f565b610634846113d4565b6001600160a01b038085165f908152600360205260409020541680610695576040517fc9c82e8f0000000000000000000000000000000000000000000000000000000081526001600160a01b03861660048201526024015b60405180910390fd5b815f8190036106d0576040517fc2e5347d00000000000000000000000000000000000000000000000000000000815260040160405180910390fd5b5f5f5b828110156107f657368686838181106106ee576106ee61246d565b60c002919091019150508035610706818b8b85611458565b5f62093a8061071b60c0850160a0860161249a565b67ffffffffffffffff1661072f91906124e0565b905080421015610775576040517f94406c91000000000000000000000000000000000000000000000000000000008152600481018390526024810182905260440161068c565b5f828152600460205260409020600290556107946060840135866124e0565b9450896001600160a01b03168b6001600160a01b0316837f3e783390a5645128872474fafe840141ccb7e79556777fcfc7aa15611a25973586606001356040516107e091815260200190565b60405180910390a45050508060010190506106d3565b5061080b6001600160a01b03871684836115e1565b604080516001600160a01b03858116825260208201849052918101849052818816918916907f383f82f908150a4172e46ae0327c92199b5f6fc6a73b9277ae0dcc3ccc1b30f89060600160405180910390a3505050610868611634565b50505050565b335f8181526002602090815260408083206001600160a01b0387168085529083529281902080547fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff001686151590811790915590519081529192917f23c373344ac1f1f50daef0ec31f6924948297610efa8499362428205bcc86b4f910160405180910390a35050565b5f61090061139f565b815f81900361093b576040517fc2e5347d00000000000000000000000000000000000000000000000000000000815260040160405180910390fd5b5f5b81811015610a7557368585838181106109585761095861246d565b905060200281019061096a91906124f3565b6040517f6fe6db6e0000000000000000000000000000000000000000000000000000000081529091503090636fe6db6e906109a9908490600401612609565b5f604051808303815f87803b1580156109c0575f5ffd5b505af19250505080156109d1575060015b610a60573d8080156109fe576040519150601f19603f3d011682016040523d82523d5f602084013e610a03565b606091505b50610a1460a0830160808401611f8e565b6001600160a01b0316825f015f01357f6699f5911eea9f80db33f0135b563c7043b6ee8301cd48bcbaba4c5ee075c31283604051610a529190611f5a565b60405180910390a350610a6c565b610a69846126cf565b93505b5060010161093d565b5050610a7f611634565b92915050565b6001600160a01b038116610ac5576040517fd92e233d00000000000000000000000000000000000000000000000000000000815260040160405180910390fd5b335f8181526003602052604080822080547fffffffffffffffffffffffff0000000000000000000000000000000000000000166001600160a01b03861690811790915590519092917fd8a6b950913ee6d16eea8c3d965f176d81cde6d947498c9e743b6221b61063b091a350565b333014610b6c576040517f14d4a4e800000000000000000000000000000000000000000000000000000000815260040160405180910390fd5b610ba981610b8060a0820160808301611f8e565b60a08401610b92610120860186612706565b610ba461016088016101408901612767565b61165e565b50565b610bb461135a565b610bbd5f611926565b565b610bc8836113d4565b805f819003610c03576040517fc2e5347d00000000000000000000000000000000000000000000000000000000815260040160405180910390fd5b5f5b81811015610db35736848483818110610c2057610c2061246d565b60600291909101915050803560408201355f03610c6c576040517f018026710000000000000000000000000000000000000000000000000000000081526004810182905260240161068c565b5f8181526004602052604090205415610cb4576040517fd549dca10000000000000000000000000000000000000000000000000000000081526004810182905260240161068c565b610d3487610cc86040850160208601611f8e565b604080517f375c4f85b44d036a0c88b507438e15a988691c9ae0615514b614b36cafb295cd6020808301919091526001600160a01b0394851682840152929093166060840152808601356080808501919091528151808503909101815260a09093019052815191012090565b5f8281526004602090815260409182902092909255610d5891908401908401611f8e565b6001600160a01b0316876001600160a01b0316827fa4b6288d7dbb1425a19b1894714300f9b64613fc1485be9558f3a837ae78aeb08560400135604051610da191815260200190565b60405180910390a45050600101610c05565b5050505050565b610dc261139f565b610dda610dd56040840160208501611f8e565b6113d4565b8135610e0681610df06040860160208701611f8e565b610e006060870160408801611f8e565b86611458565b5f62093a80610e1b60c0860160a0870161249a565b67ffffffffffffffff16610e2f91906124e0565b9050804210610e74576040517fb30e7097000000000000000000000000000000000000000000000000000000008152600481018390526024810182905260440161068c565b825f03610eb0576040517f018026710000000000000000000000000000000000000000000000000000000081526004810183905260240161068c565b606084013580841115610f00576040517f693ac8c800000000000000000000000000000000000000000000000000000000815260048101849052602481018590526044810182905260640161068c565b838103818514610f5357610f4e610f1d6040880160208901611f8e565b610f2d6060890160408a01611f8e565b83610f3e60a08b0160808c01611f8e565b61038360c08c0160a08d0161249a565b610f56565b60015b5f85815260046020526040902055610f98610f7760a0880160808901611f8e565b86610f8860608a0160408b01611f8e565b6001600160a01b031691906115e1565b610fa860a0870160808801611f8e565b6001600160a01b0316610fc16040880160208901611f8e565b6001600160a01b0316857f851c8e1b19ae921dfe31b4dbbfc662a73dcfbfe24ab8dd113c5fa18a3671d306610ffc60608b0160408c01611f8e565b604080516001600160a01b039092168252602082018b9052810186905260600160405180910390a450505050611030611634565b5050565b5f7ff003f54d302567a97a5d677763b0e8970b13a2d3cf2e82e916f63f3d149cbaeb82356110686040850160208601611f8e565b6060850180359061107c9060408801611f8e565b6040805160208101969096528501939093526001600160a01b03918216606085015260808401521660a082015260c001604051602081830303815290604052805190602001209050919050565b6110d161139f565b5f6110df6020870187611f8e565b90506001600160a01b03811663d505accf887f0000000000000000000000000000000000000000000000000000000000000000853560208701356111296060890160408a01612780565b6040517fffffffff0000000000000000000000000000000000000000000000000000000060e088901b1681526001600160a01b0395861660048201529490931660248501526044840191909152606483015260ff166084820152606085013560a4820152608085013560c482015260e4015f604051808303815f87803b1580156111b1575f5ffd5b505af19250505080156111c2575060015b6112c1576040517fdd62ed3e0000000000000000000000000000000000000000000000000000000081526001600160a01b0388811660048301527f0000000000000000000000000000000000000000000000000000000000000000811660248301526020880135919083169063dd62ed3e90604401602060405180830381865afa158015611252573d5f5f3e3d5ffd5b505050506040513d601f19601f8201168201806040525081019061127691906127a0565b10156112c1576040517ffee3b5fd0000000000000000000000000000000000000000000000000000000081526001600160a01b0380831660048301528816602482015260440161068c565b6112cf88888888888861165e565b506112d8611634565b50505050505050565b6112e961135a565b6001600160a01b03811661132b576040517f1e4fbdf70000000000000000000000000000000000000000000000000000000081525f600482015260240161068c565b610ba981611926565b61133c61139f565b61134a86868686868661165e565b611352611634565b505050505050565b5f546001600160a01b03163314610bbd576040517f118cdaa700000000000000000000000000000000000000000000000000000000815233600482015260240161068c565b6113a761198d565b610bbd60017f9b779b17422d0df92223018b32b4d1fa46e071723d6817e2486d003becc55f005b906119e6565b336001600160a01b0382161480159061141057506001600160a01b0381165f90815260026020908152604080832033845290915290205460ff16155b15610ba9576040517f17d7b6050000000000000000000000000000000000000000000000000000000081526001600160a01b038216600482015233602482015260440161068c565b5f8481526004602090815260409182902054916001600160a01b03861691611484918501908501611f8e565b6001600160a01b03161415806114bb57506001600160a01b0383166114af6060840160408501611f8e565b6001600160a01b031614155b806114ef57506114eb848460608501356114db60a0870160808801611f8e565b61038360c0880160a0890161249a565b8114155b15610db3577fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff8101611550576040517f01c722e90000000000000000000000000000000000000000000000000000000081526004810186905260240161068c565b7ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe81016115ac576040517fe5d8b5900000000000000000000000000000000000000000000000000000000081526004810186905260240161068c565b6040517f1ee4c0910000000000000000000000000000000000000000000000000000000081526004810186905260240161068c565b6115ee83838360016119ed565b61162f576040517f5274afe70000000000000000000000000000000000000000000000000000000081526001600160a01b038416600482015260240161068c565b505050565b610bbd5f7f9b779b17422d0df92223018b32b4d1fa46e071723d6817e2486d003becc55f006113ce565b85356116f16116736040890160208a01611f8e565b61168360608a0160408b01611f8e565b8960600135604080517f375c4f85b44d036a0c88b507438e15a988691c9ae0615514b614b36cafb295cd6020808301919091526001600160a01b03958616828401529390941660608501526080808501929092528051808503909201825260a0909301909252815191012090565b5f8281526004602052604090205414611739576040517fa4aa7c220000000000000000000000000000000000000000000000000000000081526004810182905260240161068c565b426117e361174d60408a0160208b01611f8e565b61175d60608b0160408c01611f8e565b604080517fb64a1e780426faccc283ed27dcc27077f504d5ab82fa747ff4b9bab1e5d673b96020808301919091526001600160a01b03948516828401529284166060828101919091528d01356080820152928b1660a084015267ffffffffffffffff851660c0808501919091528151808503909101815260e09093019052815191012090565b5f8381526004602090815260408220929092559061180390880188611f8e565b90505f61181660608b0160408c01611f8e565b6001600160a01b0316826001600160a01b03161490505f8161183c576020890135611842565b8a606001355b90506118528b8b8b8b8b86611a68565b81611867576118648b84838d8a611b32565b90505b6001600160a01b038a1661188160408d0160208e01611f8e565b6001600160a01b0316867f718185bdfefac9689d47ed06e990636a0719140d5f2e629a17a11d8e388b0e5e8e60400160208101906118bf9190611f8e565b8f6060013588878b6040516119119594939291906001600160a01b0395861681526020810194909452919093166040830152606082019290925267ffffffffffffffff91909116608082015260a00190565b60405180910390a45050505050505050505050565b5f80546001600160a01b038381167fffffffffffffffffffffffff0000000000000000000000000000000000000000831681178455604051919092169283917f8be0079c531659141344cd1fd0a4f28419497f9722a3daafe3b4186f6b6457e09190a35050565b7f9b779b17422d0df92223018b32b4d1fa46e071723d6817e2486d003becc55f005c15610bbd576040517f3ee5aeb500000000000000000000000000000000000000000000000000000000815260040160405180910390fd5b80825d5050565b6040517fa9059cbb000000000000000000000000000000000000000000000000000000005f8181526001600160a01b038616600452602485905291602083604481808b5af1925060015f51148316611a5c578383151615611a50573d5f823e3d81fd5b5f873b113d1516831692505b60405250949350505050565b7f00000000000000000000000000000000000000000000000000000000000000006001600160a01b031663137c29fe856040518060400160405280306001600160a01b031681526020018581525088611ac08b611034565b6040518060c00160405280608c81526020016128cf608c913989896040518863ffffffff1660e01b8152600401611afd97969594939291906127b7565b5f604051808303815f87803b158015611b14575f5ffd5b505af1158015611b26573d5f5f3e3d5ffd5b50505050505050505050565b6001545f906001600160a01b031680611b77576040517f365d8c5900000000000000000000000000000000000000000000000000000000815260040160405180910390fd5b855f611b8960608a0160408b01611f8e565b6040517f70a082310000000000000000000000000000000000000000000000000000000081523060048201529091505f906001600160a01b038316906370a0823190602401602060405180830381865afa158015611be9573d5f5f3e3d5ffd5b505050506040513d601f19601f82011682018060405250810190611c0d91906127a0565b9050611c236001600160a01b038416858a611e2d565b836001600160a01b031663db3e21986040518061010001604052808c6001600160a01b031681526020018d6040016020810190611c609190611f8e565b6001600160a01b031681526020018962ffffff168152602001306001600160a01b031681526020014281526020018d6060013581526020018b81526020015f6001600160a01b03168152506040518263ffffffff1660e01b8152600401611cc7919061282a565b6020604051808303815f875af1158015611ce3573d5f5f3e3d5ffd5b505050506040513d601f19601f82011682018060405250810190611d0791906127a0565b6040517f70a082310000000000000000000000000000000000000000000000000000000081523060048201529095505f9082906001600160a01b038516906370a0823190602401602060405180830381865afa158015611d69573d5f5f3e3d5ffd5b505050506040513d601f19601f82011682018060405250810190611d8d91906127a0565b611d9791906128bb565b90508a60600135811015611de4576040517ff964275700000000000000000000000000000000000000000000000000000000815260608c013560048201526024810182905260440161068c565b611df86001600160a01b038516865f611e2d565b88861015611e1f57611e1f88611e0e888c6128bb565b6001600160a01b03871691906115e1565b505050505095945050505050565b611e398383835f611e94565b61162f57611e4a83835f6001611e94565b611e8b576040517f5274afe70000000000000000000000000000000000000000000000000000000081526001600160a01b038416600482015260240161068c565b6115ee83838360015b6040517f095ea7b3000000000000000000000000000000000000000000000000000000005f8181526001600160a01b038616600452602485905291602083604481808b5af1925060015f51148316611a5c578383151615611a50573d5f823e3d81fd5b5f60208284031215611f07575f5ffd5b5035919050565b5f81518084528060208401602086015e5f6020828601015260207fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe0601f83011685010191505092915050565b602081525f611f6c6020830184611f0e565b9392505050565b80356001600160a01b0381168114611f89575f5ffd5b919050565b5f60208284031215611f9e575f5ffd5b611f6c82611f73565b5f5f5f5f60608587031215611fba575f5ffd5b611fc385611f73565b9350611fd160208601611f73565b9250604085013567ffffffffffffffff811115611fec575f5ffd5b8501601f81018713611ffc575f5ffd5b803567ffffffffffffffff811115612012575f5ffd5b87602060c083028401011115612026575f5ffd5b949793965060200194505050565b5f5f60408385031215612045575f5ffd5b61204e83611f73565b915060208301358015158114612062575f5ffd5b809150509250929050565b5f5f5f6060848603121561207f575f5ffd5b61208884611f73565b925061209660208501611f73565b929592945050506040919091013590565b5f5f602083850312156120b8575f5ffd5b823567ffffffffffffffff8111156120ce575f5ffd5b8301601f810185136120de575f5ffd5b803567ffffffffffffffff8111156120f4575f5ffd5b8560208260051b8401011115612108575f5ffd5b6020919091019590945092505050565b803567ffffffffffffffff81168114611f89575f5ffd5b5f5f5f5f5f60a08688031215612143575f5ffd5b61214c86611f73565b945061215a60208701611f73565b93506040860135925061216f60608701611f73565b915061217d60808701612118565b90509295509295909350565b5f5f6040838503121561219a575f5ffd5b6121a383611f73565b91506121b160208401611f73565b90509250929050565b5f602082840312156121ca575f5ffd5b813567ffffffffffffffff8111156121e0575f5ffd5b82016101608185031215611f6c575f5ffd5b5f5f5f60408486031215612204575f5ffd5b61220d84611f73565b9250602084013567ffffffffffffffff811115612228575f5ffd5b8401601f81018613612238575f5ffd5b803567ffffffffffffffff81111561224e575f5ffd5b866020606083028401011115612262575f5ffd5b939660209190910195509293505050565b5f5f82840360e0811215612285575f5ffd5b60c0811215612292575f5ffd5b50919360c08501359350915050565b5f608082840312156122b1575f5ffd5b50919050565b5f608082840312156122c7575f5ffd5b611f6c83836122a1565b5f5f83601f8401126122e1575f5ffd5b50813567ffffffffffffffff8111156122f8575f5ffd5b60208301915083602082850101111561230f575f5ffd5b9250929050565b803562ffffff81168114611f89575f5ffd5b5f5f5f5f5f5f5f878903610200811215612340575f5ffd5b61234a8a8a6122a1565b975061235860808a01611f73565b96506123678a60a08b016122a1565b955061012089013567ffffffffffffffff811115612383575f5ffd5b61238f8b828c016122d1565b90965094506123a390506101408a01612316565b925060a07ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffea0820112156123d4575f5ffd5b506101608801905092959891949750929550565b5f5f5f5f5f5f61016087890312156123fe575f5ffd5b61240888886122a1565b955061241660808801611f73565b94506124258860a089016122a1565b935061012087013567ffffffffffffffff811115612441575f5ffd5b61244d89828a016122d1565b909450925061246190506101408801612316565b90509295509295509295565b7f4e487b71000000000000000000000000000000000000000000000000000000005f52603260045260245ffd5b5f602082840312156124aa575f5ffd5b611f6c82612118565b7f4e487b71000000000000000000000000000000000000000000000000000000005f52601160045260245ffd5b80820180821115610a7f57610a7f6124b3565b5f82357ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffea1833603018112612525575f5ffd5b9190910192915050565b6001600160a01b0361254082611f73565b1682526020818101359083015260408082013590830152606090810135910152565b5f5f83357fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe1843603018112612595575f5ffd5b830160208101925035905067ffffffffffffffff8111156125b4575f5ffd5b80360382131561230f575f5ffd5b81835281816020850137505f602082840101525f60207fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe0601f840116840101905092915050565b60208082528235828201525f906001600160a01b039061262a908501611f73565b1660408301526001600160a01b0361264460408501611f73565b1660608301525f606084013590508060808401525061266560808401611f73565b6001600160a01b03811660a08401525061268560c0830160a0850161252f565b612693610120840184612562565b6101606101408501526126ab610180850182846125c2565b9150506126bb6101408501612316565b62ffffff8116610160850152509392505050565b5f7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff82036126ff576126ff6124b3565b5060010190565b5f5f83357fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe1843603018112612739575f5ffd5b83018035915067ffffffffffffffff821115612753575f5ffd5b60200191503681900382131561230f575f5ffd5b5f60208284031215612777575f5ffd5b611f6c82612316565b5f60208284031215612790575f5ffd5b813560ff81168114611f6c575f5ffd5b5f602082840312156127b0575f5ffd5b5051919050565b6127c1818961252f565b6001600160a01b038751166080820152602087015160a08201526001600160a01b03861660c08201528460e08201526101406101008201525f612808610140830186611f0e565b82810361012084015261281c8185876125c2565b9a9950505050505050505050565b5f610100820190506001600160a01b0383511682526001600160a01b03602084015116602083015262ffffff6040840151166040830152606083015161287b60608401826001600160a01b03169052565b506080830151608083015260a083015160a083015260c083015160c083015260e08301516128b460e08401826001600160a01b03169052565b5092915050565b81810381811115610a7f57610a7f6124b356fe496e766f696365207769746e65737329496e766f696365286279746573333220696e766f69636549642c61646472657373206d65726368616e742c75696e7432353620616d6f756e742c61646472657373207061796f7574546f6b656e29546f6b656e5065726d697373696f6e73286164647265737320746f6b656e2c75696e7432353620616d6f756e7429a164736f6c6343000825000a",
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

// PackPayBatch is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x56ee8709.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function payBatch(((bytes32,address,address,uint256),address,((address,uint256),uint256,uint256),bytes,uint24)[] payments) returns(uint256 paid)
func (custodyEscrowGateway *CustodyEscrowGateway) PackPayBatch(payments []CustodyEscrowGatewayPayment) []byte {
	enc, err := custodyEscrowGateway.abi.Pack("payBatch", payments)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackPayBatch is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x56ee8709.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function payBatch(((bytes32,address,address,uint256),address,((address,uint256),uint256,uint256),bytes,uint24)[] payments) returns(uint256 paid)
func (custodyEscrowGateway *CustodyEscrowGateway) TryPackPayBatch(payments []CustodyEscrowGatewayPayment) ([]byte, error) {
	return custodyEscrowGateway.abi.Pack("payBatch", payments)
}

// UnpackPayBatch is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x56ee8709.
//
// Solidity: function payBatch(((bytes32,address,address,uint256),address,((address,uint256),uint256,uint256),bytes,uint24)[] payments) returns(uint256 paid)
func (custodyEscrowGateway *CustodyEscrowGateway) UnpackPayBatch(data []byte) (*big.Int, error) {
	out, err := custodyEscrowGateway.abi.Unpack("payBatch", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackPayOne is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x6fe6db6e.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function payOne(((bytes32,address,address,uint256),address,((address,uint256),uint256,uint256),bytes,uint24) p) returns()
func (custodyEscrowGateway *CustodyEscrowGateway) PackPayOne(p CustodyEscrowGatewayPayment) []byte {
	enc, err := custodyEscrowGateway.abi.Pack("payOne", p)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackPayOne is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x6fe6db6e.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function payOne(((bytes32,address,address,uint256),address,((address,uint256),uint256,uint256),bytes,uint24) p) returns()
func (custodyEscrowGateway *CustodyEscrowGateway) TryPackPayOne(p CustodyEscrowGatewayPayment) ([]byte, error) {
	return custodyEscrowGateway.abi.Pack("payOne", p)
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

// CustodyEscrowGatewayPaymentFailed represents a PaymentFailed event raised by the CustodyEscrowGateway contract.
type CustodyEscrowGatewayPaymentFailed struct {
	Id     [32]byte
	Payer  common.Address
	Reason []byte
	Raw    *types.Log // Blockchain specific contextual infos
}

const CustodyEscrowGatewayPaymentFailedEventName = "PaymentFailed"

// ContractEventName returns the user-defined event name.
func (CustodyEscrowGatewayPaymentFailed) ContractEventName() string {
	return CustodyEscrowGatewayPaymentFailedEventName
}

// UnpackPaymentFailedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event PaymentFailed(bytes32 indexed id, address indexed payer, bytes reason)
func (custodyEscrowGateway *CustodyEscrowGateway) UnpackPaymentFailedEvent(log *types.Log) (*CustodyEscrowGatewayPaymentFailed, error) {
	event := "PaymentFailed"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != custodyEscrowGateway.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(CustodyEscrowGatewayPaymentFailed)
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
	if bytes.Equal(raw[:4], custodyEscrowGateway.abi.Errors["OnlySelf"].ID.Bytes()[:4]) {
		return custodyEscrowGateway.UnpackOnlySelfError(raw[4:])
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

// CustodyEscrowGatewayOnlySelf represents a OnlySelf error raised by the CustodyEscrowGateway contract.
type CustodyEscrowGatewayOnlySelf struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error OnlySelf()
func CustodyEscrowGatewayOnlySelfErrorID() common.Hash {
	return common.HexToHash("0x14d4a4e8a5140da60b7a280478fb427da973ca582a83cf5dbad8c5f2abee9ba4")
}

// UnpackOnlySelfError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error OnlySelf()
func (custodyEscrowGateway *CustodyEscrowGateway) UnpackOnlySelfError(raw []byte) (*CustodyEscrowGatewayOnlySelf, error) {
	out := new(CustodyEscrowGatewayOnlySelf)
	if err := custodyEscrowGateway.abi.UnpackIntoInterface(out, "OnlySelf", raw); err != nil {
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

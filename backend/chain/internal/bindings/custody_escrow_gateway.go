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

// CustodyEscrowGatewayAuthorization is an auto generated low-level Go binding around an user-defined struct.
type CustodyEscrowGatewayAuthorization struct {
	ValidAfter  *big.Int
	ValidBefore *big.Int
	V           uint8
	R           [32]byte
	S           [32]byte
}

// CustodyEscrowGatewayAuthorizedPayment is an auto generated low-level Go binding around an user-defined struct.
type CustodyEscrowGatewayAuthorizedPayment struct {
	Inv   CustodyEscrowGatewayInvoice
	Payer common.Address
	Auth  CustodyEscrowGatewayAuthorization
}

// CustodyEscrowGatewayInvoice is an auto generated low-level Go binding around an user-defined struct.
type CustodyEscrowGatewayInvoice struct {
	Id          [32]byte
	Merchant    common.Address
	PayoutToken common.Address
	Amount      *big.Int
	ExpiresAt   uint64
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
	ExpiresAt   uint64
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
	ABI: "[{\"inputs\":[{\"internalType\":\"contractIPermit2\",\"name\":\"permit2_\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"swapRouter_\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"owner_\",\"type\":\"address\"}],\"stateMutability\":\"nonpayable\",\"type\":\"constructor\"},{\"inputs\":[],\"name\":\"EmptyBatch\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"EnforcedPause\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"ExpectedPause\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"id\",\"type\":\"bytes32\"}],\"name\":\"InvoiceAlreadyClaimed\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"id\",\"type\":\"bytes32\"}],\"name\":\"InvoiceAlreadyRefunded\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"id\",\"type\":\"bytes32\"}],\"name\":\"InvoiceAlreadyStaged\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"id\",\"type\":\"bytes32\"},{\"internalType\":\"uint64\",\"name\":\"expiresAt\",\"type\":\"uint64\"}],\"name\":\"InvoiceExpired\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"id\",\"type\":\"bytes32\"}],\"name\":\"InvoiceNotPayable\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"merchant\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"caller\",\"type\":\"address\"}],\"name\":\"NotAgent\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"merchant\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"caller\",\"type\":\"address\"}],\"name\":\"NotMerchantOrDelegate\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"OnlySelf\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"owner\",\"type\":\"address\"}],\"name\":\"OwnableInvalidOwner\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"account\",\"type\":\"address\"}],\"name\":\"OwnableUnauthorizedAccount\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"merchant\",\"type\":\"address\"}],\"name\":\"PayoutWalletUnset\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"id\",\"type\":\"bytes32\"}],\"name\":\"RecordMismatch\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"ReentrancyGuardReentrantCall\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"id\",\"type\":\"bytes32\"},{\"internalType\":\"uint256\",\"name\":\"deadline\",\"type\":\"uint256\"}],\"name\":\"RefundConsentExpired\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"id\",\"type\":\"bytes32\"}],\"name\":\"RefundConsentInvalid\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"id\",\"type\":\"bytes32\"},{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"remaining\",\"type\":\"uint256\"}],\"name\":\"RefundExceedsRemaining\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"id\",\"type\":\"bytes32\"},{\"internalType\":\"uint256\",\"name\":\"closedAt\",\"type\":\"uint256\"}],\"name\":\"RefundWindowClosed\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"id\",\"type\":\"bytes32\"},{\"internalType\":\"uint256\",\"name\":\"claimableAt\",\"type\":\"uint256\"}],\"name\":\"RefundWindowOpen\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"token\",\"type\":\"address\"}],\"name\":\"SafeERC20FailedOperation\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"expected\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"received\",\"type\":\"uint256\"}],\"name\":\"SwapOutputShort\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"SwapRouterUnset\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"token\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"payer\",\"type\":\"address\"}],\"name\":\"TokenPermitFailed\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"ZeroAddress\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"id\",\"type\":\"bytes32\"}],\"name\":\"ZeroAmount\",\"type\":\"error\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"merchant\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"delegate\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"bool\",\"name\":\"allowed\",\"type\":\"bool\"}],\"name\":\"DelegateSet\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"id\",\"type\":\"bytes32\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"merchant\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"payoutToken\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"InvoiceClaimed\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"id\",\"type\":\"bytes32\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"merchant\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"payer\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"address\",\"name\":\"payoutToken\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"address\",\"name\":\"payInToken\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"amountIn\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint64\",\"name\":\"paidAt\",\"type\":\"uint64\"}],\"name\":\"InvoicePaid\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"id\",\"type\":\"bytes32\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"merchant\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"payer\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"address\",\"name\":\"payoutToken\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"remaining\",\"type\":\"uint256\"}],\"name\":\"InvoiceRefunded\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"id\",\"type\":\"bytes32\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"merchant\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"payoutToken\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint64\",\"name\":\"expiresAt\",\"type\":\"uint64\"}],\"name\":\"InvoiceStaged\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"id\",\"type\":\"bytes32\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"merchant\",\"type\":\"address\"}],\"name\":\"InvoiceVoided\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"merchant\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"payoutToken\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"address\",\"name\":\"wallet\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"total\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"count\",\"type\":\"uint256\"}],\"name\":\"InvoicesClaimed\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"relayer\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"bool\",\"name\":\"allowed\",\"type\":\"bool\"}],\"name\":\"OperatorRelayerSet\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"merchant\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"bool\",\"name\":\"trusted\",\"type\":\"bool\"}],\"name\":\"OperatorTrustSet\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"previousOwner\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"newOwner\",\"type\":\"address\"}],\"name\":\"OwnershipTransferred\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":false,\"internalType\":\"address\",\"name\":\"account\",\"type\":\"address\"}],\"name\":\"Paused\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"id\",\"type\":\"bytes32\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"payer\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"bytes\",\"name\":\"reason\",\"type\":\"bytes\"}],\"name\":\"PaymentFailed\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"merchant\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"wallet\",\"type\":\"address\"}],\"name\":\"PayoutWalletSet\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"id\",\"type\":\"bytes32\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"payer\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"to\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"RefundRedirected\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"router\",\"type\":\"address\"}],\"name\":\"SwapRouterSet\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":false,\"internalType\":\"address\",\"name\":\"account\",\"type\":\"address\"}],\"name\":\"Unpaused\",\"type\":\"event\"},{\"inputs\":[],\"name\":\"CLAIMED\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"\",\"type\":\"bytes32\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"DOMAIN_SEPARATOR\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"\",\"type\":\"bytes32\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"INVOICE_TYPEHASH\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"\",\"type\":\"bytes32\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"PAID_TAG\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"\",\"type\":\"bytes32\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"REFUNDED\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"\",\"type\":\"bytes32\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"REFUND_TO_TYPEHASH\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"\",\"type\":\"bytes32\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"REFUND_WINDOW\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"STAGED_TAG\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"\",\"type\":\"bytes32\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"VOIDED\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"\",\"type\":\"bytes32\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"WITNESS_TYPE_STRING\",\"outputs\":[{\"internalType\":\"string\",\"name\":\"\",\"type\":\"string\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"merchant\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"payoutToken\",\"type\":\"address\"},{\"components\":[{\"internalType\":\"bytes32\",\"name\":\"id\",\"type\":\"bytes32\"},{\"internalType\":\"address\",\"name\":\"merchant\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"payoutToken\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"},{\"internalType\":\"address\",\"name\":\"payer\",\"type\":\"address\"},{\"internalType\":\"uint64\",\"name\":\"paidAt\",\"type\":\"uint64\"}],\"internalType\":\"structCustodyEscrowGateway.PaidInvoice[]\",\"name\":\"invoices\",\"type\":\"tuple[]\"}],\"name\":\"claim\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"merchant\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"delegate\",\"type\":\"address\"}],\"name\":\"delegates\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"\",\"type\":\"bool\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"merchant\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"who\",\"type\":\"address\"}],\"name\":\"isAgent\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"\",\"type\":\"bool\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"merchant\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"delegate\",\"type\":\"address\"}],\"name\":\"isDelegate\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"\",\"type\":\"bool\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"relayer\",\"type\":\"address\"}],\"name\":\"operatorRelayers\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"\",\"type\":\"bool\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"owner\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"merchant\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"payoutToken\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"},{\"internalType\":\"address\",\"name\":\"payer\",\"type\":\"address\"},{\"internalType\":\"uint64\",\"name\":\"paidAt\",\"type\":\"uint64\"}],\"name\":\"paidCommitment\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"\",\"type\":\"bytes32\"}],\"stateMutability\":\"pure\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"pause\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"paused\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"\",\"type\":\"bool\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"components\":[{\"internalType\":\"bytes32\",\"name\":\"id\",\"type\":\"bytes32\"},{\"internalType\":\"address\",\"name\":\"merchant\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"payoutToken\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"},{\"internalType\":\"uint64\",\"name\":\"expiresAt\",\"type\":\"uint64\"}],\"internalType\":\"structCustodyEscrowGateway.Invoice\",\"name\":\"inv\",\"type\":\"tuple\"},{\"internalType\":\"address\",\"name\":\"payer\",\"type\":\"address\"},{\"components\":[{\"components\":[{\"internalType\":\"address\",\"name\":\"token\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"internalType\":\"structIPermit2.TokenPermissions\",\"name\":\"permitted\",\"type\":\"tuple\"},{\"internalType\":\"uint256\",\"name\":\"nonce\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"deadline\",\"type\":\"uint256\"}],\"internalType\":\"structIPermit2.PermitTransferFrom\",\"name\":\"permit\",\"type\":\"tuple\"},{\"internalType\":\"bytes\",\"name\":\"signature\",\"type\":\"bytes\"},{\"internalType\":\"uint24\",\"name\":\"fee\",\"type\":\"uint24\"}],\"name\":\"pay\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"components\":[{\"components\":[{\"internalType\":\"bytes32\",\"name\":\"id\",\"type\":\"bytes32\"},{\"internalType\":\"address\",\"name\":\"merchant\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"payoutToken\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"},{\"internalType\":\"uint64\",\"name\":\"expiresAt\",\"type\":\"uint64\"}],\"internalType\":\"structCustodyEscrowGateway.Invoice\",\"name\":\"inv\",\"type\":\"tuple\"},{\"internalType\":\"address\",\"name\":\"payer\",\"type\":\"address\"},{\"components\":[{\"internalType\":\"uint256\",\"name\":\"validAfter\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"validBefore\",\"type\":\"uint256\"},{\"internalType\":\"uint8\",\"name\":\"v\",\"type\":\"uint8\"},{\"internalType\":\"bytes32\",\"name\":\"r\",\"type\":\"bytes32\"},{\"internalType\":\"bytes32\",\"name\":\"s\",\"type\":\"bytes32\"}],\"internalType\":\"structCustodyEscrowGateway.Authorization\",\"name\":\"auth\",\"type\":\"tuple\"}],\"internalType\":\"structCustodyEscrowGateway.AuthorizedPayment[]\",\"name\":\"payments\",\"type\":\"tuple[]\"}],\"name\":\"payAuthorizedBatch\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"paid\",\"type\":\"uint256\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"components\":[{\"components\":[{\"internalType\":\"bytes32\",\"name\":\"id\",\"type\":\"bytes32\"},{\"internalType\":\"address\",\"name\":\"merchant\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"payoutToken\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"},{\"internalType\":\"uint64\",\"name\":\"expiresAt\",\"type\":\"uint64\"}],\"internalType\":\"structCustodyEscrowGateway.Invoice\",\"name\":\"inv\",\"type\":\"tuple\"},{\"internalType\":\"address\",\"name\":\"payer\",\"type\":\"address\"},{\"components\":[{\"components\":[{\"internalType\":\"address\",\"name\":\"token\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"internalType\":\"structIPermit2.TokenPermissions\",\"name\":\"permitted\",\"type\":\"tuple\"},{\"internalType\":\"uint256\",\"name\":\"nonce\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"deadline\",\"type\":\"uint256\"}],\"internalType\":\"structIPermit2.PermitTransferFrom\",\"name\":\"permit\",\"type\":\"tuple\"},{\"internalType\":\"bytes\",\"name\":\"signature\",\"type\":\"bytes\"},{\"internalType\":\"uint24\",\"name\":\"fee\",\"type\":\"uint24\"}],\"internalType\":\"structCustodyEscrowGateway.Payment[]\",\"name\":\"payments\",\"type\":\"tuple[]\"}],\"name\":\"payBatch\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"paid\",\"type\":\"uint256\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"components\":[{\"components\":[{\"internalType\":\"bytes32\",\"name\":\"id\",\"type\":\"bytes32\"},{\"internalType\":\"address\",\"name\":\"merchant\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"payoutToken\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"},{\"internalType\":\"uint64\",\"name\":\"expiresAt\",\"type\":\"uint64\"}],\"internalType\":\"structCustodyEscrowGateway.Invoice\",\"name\":\"inv\",\"type\":\"tuple\"},{\"internalType\":\"address\",\"name\":\"payer\",\"type\":\"address\"},{\"components\":[{\"components\":[{\"internalType\":\"address\",\"name\":\"token\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"internalType\":\"structIPermit2.TokenPermissions\",\"name\":\"permitted\",\"type\":\"tuple\"},{\"internalType\":\"uint256\",\"name\":\"nonce\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"deadline\",\"type\":\"uint256\"}],\"internalType\":\"structIPermit2.PermitTransferFrom\",\"name\":\"permit\",\"type\":\"tuple\"},{\"internalType\":\"bytes\",\"name\":\"signature\",\"type\":\"bytes\"},{\"internalType\":\"uint24\",\"name\":\"fee\",\"type\":\"uint24\"}],\"internalType\":\"structCustodyEscrowGateway.Payment\",\"name\":\"p\",\"type\":\"tuple\"},{\"internalType\":\"address\",\"name\":\"relayer\",\"type\":\"address\"}],\"name\":\"payOne\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"components\":[{\"components\":[{\"internalType\":\"bytes32\",\"name\":\"id\",\"type\":\"bytes32\"},{\"internalType\":\"address\",\"name\":\"merchant\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"payoutToken\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"},{\"internalType\":\"uint64\",\"name\":\"expiresAt\",\"type\":\"uint64\"}],\"internalType\":\"structCustodyEscrowGateway.Invoice\",\"name\":\"inv\",\"type\":\"tuple\"},{\"internalType\":\"address\",\"name\":\"payer\",\"type\":\"address\"},{\"components\":[{\"internalType\":\"uint256\",\"name\":\"validAfter\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"validBefore\",\"type\":\"uint256\"},{\"internalType\":\"uint8\",\"name\":\"v\",\"type\":\"uint8\"},{\"internalType\":\"bytes32\",\"name\":\"r\",\"type\":\"bytes32\"},{\"internalType\":\"bytes32\",\"name\":\"s\",\"type\":\"bytes32\"}],\"internalType\":\"structCustodyEscrowGateway.Authorization\",\"name\":\"auth\",\"type\":\"tuple\"}],\"internalType\":\"structCustodyEscrowGateway.AuthorizedPayment\",\"name\":\"p\",\"type\":\"tuple\"},{\"internalType\":\"address\",\"name\":\"relayer\",\"type\":\"address\"}],\"name\":\"payOneAuthorized\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"components\":[{\"internalType\":\"bytes32\",\"name\":\"id\",\"type\":\"bytes32\"},{\"internalType\":\"address\",\"name\":\"merchant\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"payoutToken\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"},{\"internalType\":\"uint64\",\"name\":\"expiresAt\",\"type\":\"uint64\"}],\"internalType\":\"structCustodyEscrowGateway.Invoice\",\"name\":\"inv\",\"type\":\"tuple\"},{\"internalType\":\"address\",\"name\":\"payer\",\"type\":\"address\"},{\"components\":[{\"internalType\":\"uint256\",\"name\":\"validAfter\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"validBefore\",\"type\":\"uint256\"},{\"internalType\":\"uint8\",\"name\":\"v\",\"type\":\"uint8\"},{\"internalType\":\"bytes32\",\"name\":\"r\",\"type\":\"bytes32\"},{\"internalType\":\"bytes32\",\"name\":\"s\",\"type\":\"bytes32\"}],\"internalType\":\"structCustodyEscrowGateway.Authorization\",\"name\":\"auth\",\"type\":\"tuple\"}],\"name\":\"payWithAuthorization\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"components\":[{\"internalType\":\"bytes32\",\"name\":\"id\",\"type\":\"bytes32\"},{\"internalType\":\"address\",\"name\":\"merchant\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"payoutToken\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"},{\"internalType\":\"uint64\",\"name\":\"expiresAt\",\"type\":\"uint64\"}],\"internalType\":\"structCustodyEscrowGateway.Invoice\",\"name\":\"inv\",\"type\":\"tuple\"},{\"internalType\":\"address\",\"name\":\"payer\",\"type\":\"address\"},{\"components\":[{\"components\":[{\"internalType\":\"address\",\"name\":\"token\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"internalType\":\"structIPermit2.TokenPermissions\",\"name\":\"permitted\",\"type\":\"tuple\"},{\"internalType\":\"uint256\",\"name\":\"nonce\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"deadline\",\"type\":\"uint256\"}],\"internalType\":\"structIPermit2.PermitTransferFrom\",\"name\":\"permit\",\"type\":\"tuple\"},{\"internalType\":\"bytes\",\"name\":\"signature\",\"type\":\"bytes\"},{\"internalType\":\"uint24\",\"name\":\"fee\",\"type\":\"uint24\"},{\"components\":[{\"internalType\":\"uint256\",\"name\":\"value\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"deadline\",\"type\":\"uint256\"},{\"internalType\":\"uint8\",\"name\":\"v\",\"type\":\"uint8\"},{\"internalType\":\"bytes32\",\"name\":\"r\",\"type\":\"bytes32\"},{\"internalType\":\"bytes32\",\"name\":\"s\",\"type\":\"bytes32\"}],\"internalType\":\"structCustodyEscrowGateway.TokenPermit\",\"name\":\"tokenPermit\",\"type\":\"tuple\"}],\"name\":\"payWithTokenPermit\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"merchant\",\"type\":\"address\"}],\"name\":\"payoutWallet\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"permit2\",\"outputs\":[{\"internalType\":\"contractIPermit2\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"invoiceId\",\"type\":\"bytes32\"}],\"name\":\"records\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"\",\"type\":\"bytes32\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"components\":[{\"internalType\":\"bytes32\",\"name\":\"id\",\"type\":\"bytes32\"},{\"internalType\":\"address\",\"name\":\"merchant\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"payoutToken\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"},{\"internalType\":\"address\",\"name\":\"payer\",\"type\":\"address\"},{\"internalType\":\"uint64\",\"name\":\"paidAt\",\"type\":\"uint64\"}],\"internalType\":\"structCustodyEscrowGateway.PaidInvoice\",\"name\":\"p\",\"type\":\"tuple\"},{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"refund\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"components\":[{\"internalType\":\"bytes32\",\"name\":\"id\",\"type\":\"bytes32\"},{\"internalType\":\"address\",\"name\":\"merchant\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"payoutToken\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"},{\"internalType\":\"address\",\"name\":\"payer\",\"type\":\"address\"},{\"internalType\":\"uint64\",\"name\":\"paidAt\",\"type\":\"uint64\"}],\"internalType\":\"structCustodyEscrowGateway.PaidInvoice\",\"name\":\"p\",\"type\":\"tuple\"},{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"},{\"internalType\":\"address\",\"name\":\"to\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"deadline\",\"type\":\"uint256\"},{\"internalType\":\"bytes\",\"name\":\"payerSignature\",\"type\":\"bytes\"}],\"name\":\"refundTo\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"renounceOwnership\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"delegate\",\"type\":\"address\"},{\"internalType\":\"bool\",\"name\":\"allowed\",\"type\":\"bool\"}],\"name\":\"setDelegate\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"relayer\",\"type\":\"address\"},{\"internalType\":\"bool\",\"name\":\"allowed\",\"type\":\"bool\"}],\"name\":\"setOperatorRelayer\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bool\",\"name\":\"trusted\",\"type\":\"bool\"}],\"name\":\"setOperatorTrusted\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"wallet\",\"type\":\"address\"}],\"name\":\"setPayoutWallet\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"router\",\"type\":\"address\"}],\"name\":\"setSwapRouter\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"merchant\",\"type\":\"address\"},{\"components\":[{\"internalType\":\"bytes32\",\"name\":\"id\",\"type\":\"bytes32\"},{\"internalType\":\"address\",\"name\":\"payoutToken\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"},{\"internalType\":\"uint64\",\"name\":\"expiresAt\",\"type\":\"uint64\"}],\"internalType\":\"structCustodyEscrowGateway.StagedInvoice[]\",\"name\":\"invoices\",\"type\":\"tuple[]\"}],\"name\":\"stageInvoices\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"merchant\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"payoutToken\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"},{\"internalType\":\"uint64\",\"name\":\"expiresAt\",\"type\":\"uint64\"}],\"name\":\"stagedCommitment\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"\",\"type\":\"bytes32\"}],\"stateMutability\":\"pure\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"swapRouter\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"newOwner\",\"type\":\"address\"}],\"name\":\"transferOwnership\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"merchant\",\"type\":\"address\"}],\"name\":\"trustsOperator\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"\",\"type\":\"bool\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"unpause\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"merchant\",\"type\":\"address\"},{\"components\":[{\"internalType\":\"bytes32\",\"name\":\"id\",\"type\":\"bytes32\"},{\"internalType\":\"address\",\"name\":\"payoutToken\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"},{\"internalType\":\"uint64\",\"name\":\"expiresAt\",\"type\":\"uint64\"}],\"internalType\":\"structCustodyEscrowGateway.StagedInvoice[]\",\"name\":\"invoices\",\"type\":\"tuple[]\"}],\"name\":\"voidInvoices\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"components\":[{\"internalType\":\"bytes32\",\"name\":\"id\",\"type\":\"bytes32\"},{\"internalType\":\"address\",\"name\":\"merchant\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"payoutToken\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"},{\"internalType\":\"uint64\",\"name\":\"expiresAt\",\"type\":\"uint64\"}],\"internalType\":\"structCustodyEscrowGateway.Invoice\",\"name\":\"inv\",\"type\":\"tuple\"}],\"name\":\"witnessHash\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"\",\"type\":\"bytes32\"}],\"stateMutability\":\"pure\",\"type\":\"function\"}]",
	ID:  "CustodyEscrowGateway",
	Bin: "0x60a060405234801561000f575f5ffd5b50604051613e23380380613e2383398101604081905261002e91610147565b806001600160a01b03811661005c57604051631e4fbdf760e01b81525f600482015260240160405180910390fd5b610065816100e1565b506001600160a01b03831661008d5760405163d92e233d60e01b815260040160405180910390fd5b6001600160a01b03838116608052600180546001600160a01b03191691841691821790556040517f6307ba8e3a4d6f90cda83ffa9c59c26256a075f79abca3852f6539fc6d44653f905f90a2505050610191565b5f80546001600160a01b038381166001600160a01b0319831681178455604051919092169283917f8be0079c531659141344cd1fd0a4f28419497f9722a3daafe3b4186f6b6457e09190a35050565b6001600160a01b0381168114610144575f5ffd5b50565b5f5f5f60608486031215610159575f5ffd5b835161016481610130565b602085015190935061017581610130565b604085015190925061018681610130565b809150509250925092565b608051613c656101be5f395f81816103e301528181611296015281816113a10152612a4a0152613c655ff3fe608060405234801561000f575f5ffd5b50600436106102ee575f3560e01c8063683959eb1161019257806393743e95116100e8578063a9c4be5711610093578063d5ac6a0b1161006e578063d5ac6a0b14610868578063e58432421461087b578063f2fde38b146108a8575f5ffd5b8063a9c4be571461082f578063c31c9c0714610842578063cdd5503a14610855575f5ffd5b80639dfc1423116100c35780639dfc1423146107e25780639fa9ef0c146107f5578063a3e7668e1461081c575f5ffd5b806393743e95146107a057806394e15c8f146107c757806396422172146107cf575f5ffd5b806371d4c69c116101485780637ed2c508116101235780637ed2c508146107755780638456cb59146107885780638da5cb5b14610790575f5ffd5b806371d4c69c1461072757806374e281d61461073a57806376e208641461074d575f5ffd5b80636b2ad52b116101785780636b2ad52b146106ea5780636b8f9c431461070c578063715018a61461071f575f5ffd5b8063683959eb146106c45780636b028f46146106d7575f5ffd5b806341273657116102475780634fe1681a116101fd5780635fec5d0b116101d85780635fec5d0b146106545780636004a4c91461068f578063636ac37f146106a2575f5ffd5b80634fe1681a146105745780635c975abb1461059b5780635de2238b146105bd575f5ffd5b80634809c2c11161022d5780634809c2c1146105175780634a994eef1461053e5780634ebf59d214610551575f5ffd5b806341273657146104f157806342478fae14610504575f5ffd5b806312261ee7116102a757806331809c971161028257806331809c971461043a5780633644e515146104425780633f4ba83a146104e9575f5ffd5b806312261ee7146103de578063156e21521461041d57806327779a8814610432575f5ffd5b80630809dda9116102d75780630809dda9146103ac578063096cf30f146103c15780631153b5f3146103d4575f5ffd5b806301e64725146102f2578063078ada7c14610324575b5f5ffd5b610311610300366004612fbd565b60046020525f908152604090205481565b6040519081526020015b60405180910390f35b610311610332366004613006565b604080517f375c4f85b44d036a0c88b507438e15a988691c9ae0615514b614b36cafb295cd6020808301919091526001600160a01b0396871682840152949095166060860152608085019290925267ffffffffffffffff1660a0808501919091528151808503909101815260c09093019052815191012090565b6103bf6103ba366004613050565b6108bb565b005b6103bf6103cf36600461309a565b61092e565b61031162093a8081565b6104057f000000000000000000000000000000000000000000000000000000000000000081565b6040516001600160a01b03909116815260200161031b565b6104256109b2565b60405161031b919061310e565b610311600281565b610311600381565b610311604080517f8b73c3c69bb8fe3d512ecc4cf759cc79239f7b179b0ffacaa9a75d522b39400f60208201527f86cefe5d121091344964f467bccf7c6f5fb6b7d0c0a1e61f974d59dd48be80ce918101919091527fc89efdaa54c0f20c7adf612882df0950f5a951637e0307cdcb4c672f298b8bc660608201524660808201523060a08201525f9060c00160405160208183030381529060405280519060200120905090565b6103bf6109ce565b6103bf6104ff366004613120565b6109e0565b6103bf610512366004613139565b610a49565b6103117fb64a1e780426faccc283ed27dcc27077f504d5ab82fa747ff4b9bab1e5d673b981565b6103bf61054c36600461309a565b610c94565b61056461055f3660046131c6565b610d1d565b604051901515815260200161031b565b6103117ff003f54d302567a97a5d677763b0e8970b13a2d3cf2e82e916f63f3d149cbaeb81565b5f5474010000000000000000000000000000000000000000900460ff16610564565b6103116105cb3660046131ee565b604080517fb64a1e780426faccc283ed27dcc27077f504d5ab82fa747ff4b9bab1e5d673b960208201526001600160a01b038088169282019290925281861660608201526080810185905290831660a082015267ffffffffffffffff821660c08201525f9060e00160405160208183030381529060405280519060200120905095945050505050565b6105646106623660046131c6565b6001600160a01b039182165f90815260026020908152604080832093909416825291909152205460ff1690565b61031161069d36600461325e565b610d94565b6105646106b0366004613120565b60066020525f908152604090205460ff1681565b6103bf6106d23660046132cd565b610e29565b6103bf6106e5366004613344565b61111a565b6105646106f8366004613120565b60056020525f908152604090205460ff1681565b6103bf61071a366004613120565b61118c565b6103bf61123a565b6103bf61073536600461337f565b61124b565b6103bf610748366004613417565b611484565b61040561075b366004613120565b60036020525f90815260409020546001600160a01b031681565b6103bf610783366004613417565b6115b7565b6103bf611754565b5f546001600160a01b0316610405565b6103117f2729e2e23079ed63d39ada25f8a4cd387adfe58c7d60853a96f3b01f5e284fa081565b610311600181565b6103116107dd366004613498565b611764565b6103bf6107f036600461350a565b6118da565b6103117f375c4f85b44d036a0c88b507438e15a988691c9ae0615514b614b36cafb295cd81565b6103bf61082a366004613533565b611917565b6103bf61083d3660046135b8565b611950565b600154610405906001600160a01b031681565b6103116108633660046135f1565b6119d9565b6103bf610876366004613652565b611b61565b6105646108893660046131c6565b600260209081525f928352604080842090915290825290205460ff1681565b6103bf6108b6366004613120565b611b9c565b3330146108f4576040517f14d4a4e800000000000000000000000000000000000000000000000000000000815260040160405180910390fd5b61090d6109076040840160208501613120565b82611bf2565b61092a8261092160c0820160a08301613120565b8460c001611c45565b5050565b610936611df9565b6001600160a01b0382165f8181526005602090815260409182902080547fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff001685151590811790915591519182527fd766d574b5cd298cae063fa8f4de61f1058de3298e171aef048ad316d71d2e59910160405180910390a25050565b6040518060c00160405280608c8152602001613bcd608c913981565b6109d6611df9565b6109de611e3e565b565b6109e8611df9565b600180547fffffffffffffffffffffffff0000000000000000000000000000000000000000166001600160a01b0383169081179091556040517f6307ba8e3a4d6f90cda83ffa9c59c26256a075f79abca3852f6539fc6d44653f905f90a250565b610a51611ead565b610a5a84611ee2565b6001600160a01b038085165f908152600360205260409020541680610abb576040517fc9c82e8f0000000000000000000000000000000000000000000000000000000081526001600160a01b03861660048201526024015b60405180910390fd5b815f819003610af6576040517fc2e5347d00000000000000000000000000000000000000000000000000000000815260040160405180910390fd5b5f5f5b82811015610c1c5736868683818110610b1457610b14613695565b60c002919091019150508035610b2c818b8b85611f4a565b5f62093a80610b4160c0850160a086016136c2565b67ffffffffffffffff16610b559190613708565b905080421015610b9b576040517f94406c910000000000000000000000000000000000000000000000000000000081526004810183905260248101829052604401610ab2565b5f82815260046020526040902060029055610bba606084013586613708565b9450896001600160a01b03168b6001600160a01b0316837f3e783390a5645128872474fafe840141ccb7e79556777fcfc7aa15611a2597358660600135604051610c0691815260200190565b60405180910390a4505050806001019050610af9565b50610c316001600160a01b03871684836120d3565b604080516001600160a01b03858116825260208201849052918101849052818816918916907f383f82f908150a4172e46ae0327c92199b5f6fc6a73b9277ae0dcc3ccc1b30f89060600160405180910390a3505050610c8e612121565b50505050565b335f8181526002602090815260408083206001600160a01b0387168085529083529281902080547fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff001686151590811790915590519081529192917f23c373344ac1f1f50daef0ec31f6924948297610efa8499362428205bcc86b4f910160405180910390a35050565b6001600160a01b038083165f90815260026020908152604080832093851683529290529081205460ff1680610d8b57506001600160a01b0383165f9081526006602052604090205460ff168015610d8b57506001600160a01b0382165f9081526005602052604090205460ff165b90505b92915050565b5f7ff003f54d302567a97a5d677763b0e8970b13a2d3cf2e82e916f63f3d149cbaeb8235610dc86040850160208601613120565b60608501803590610ddc9060408801613120565b6040805160208101969096528501939093526001600160a01b03918216606085015260808401521660a082015260c001604051602081830303815290604052805190602001209050919050565b610e31611ead565b610e49610e446040880160208901613120565b611ee2565b6001600160a01b038416610e89576040517fd92e233d00000000000000000000000000000000000000000000000000000000815260040160405180910390fd5b82421115610ecd576040517f12ff49b00000000000000000000000000000000000000000000000000000000081528635600482015260248101849052604401610ab2565b5f611014610f78604080517f8b73c3c69bb8fe3d512ecc4cf759cc79239f7b179b0ffacaa9a75d522b39400f60208201527f86cefe5d121091344964f467bccf7c6f5fb6b7d0c0a1e61f974d59dd48be80ce918101919091527fc89efdaa54c0f20c7adf612882df0950f5a951637e0307cdcb4c672f298b8bc660608201524660808201523060a08201525f9060c00160405160208183030381529060405280519060200120905090565b604080517f2729e2e23079ed63d39ada25f8a4cd387adfe58c7d60853a96f3b01f5e284fa060208201528a35918101919091526001600160a01b03881660608201526080810187905260a001604051602081830303815290604052805190602001206040517f19010000000000000000000000000000000000000000000000000000000000008152600281019290925260228201526042902090565b905061106561102960a0890160808a01613120565b8285858080601f0160208091040260200160405190810160405280939291908181526020018383808284375f9201919091525061214b92505050565b61109e576040517f73b9e4ad00000000000000000000000000000000000000000000000000000000815287356004820152602401610ab2565b6110a98787876121be565b6001600160a01b0385166110c360a0890160808a01613120565b6001600160a01b0316885f01357f4030cdf83b6163244e7b2f5e28bae39246277a8ad183bcf6ec7f486da3c4d5f58960405161110191815260200190565b60405180910390a450611112612121565b505050505050565b335f8181526006602090815260409182902080547fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff001685151590811790915591519182527f81ae2cad52805665e3a631f30a256d156fee7502bfc6143ba5281993de89bc85910160405180910390a250565b6001600160a01b0381166111cc576040517fd92e233d00000000000000000000000000000000000000000000000000000000815260040160405180910390fd5b335f8181526003602052604080822080547fffffffffffffffffffffffff0000000000000000000000000000000000000000166001600160a01b03861690811790915590519092917fd8a6b950913ee6d16eea8c3d965f176d81cde6d947498c9e743b6221b61063b091a350565b611242611df9565b6109de5f61240a565b611253611ead565b61125b612471565b61127461126e6040890160208a01613120565b33611bf2565b5f6112826020870187613120565b90506001600160a01b03811663d505accf887f0000000000000000000000000000000000000000000000000000000000000000853560208701356112cc6060890160408a0161372b565b6040517fffffffff0000000000000000000000000000000000000000000000000000000060e088901b1681526001600160a01b0395861660048201529490931660248501526044840191909152606483015260ff166084820152606085013560a4820152608085013560c482015260e4015f604051808303815f87803b158015611354575f5ffd5b505af1925050508015611365575060015b611464576040517fdd62ed3e0000000000000000000000000000000000000000000000000000000081526001600160a01b0388811660048301527f0000000000000000000000000000000000000000000000000000000000000000811660248301526020880135919083169063dd62ed3e90604401602060405180830381865afa1580156113f5573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906114199190613744565b1015611464576040517ffee3b5fd0000000000000000000000000000000000000000000000000000000081526001600160a01b03808316600483015288166024820152604401610ab2565b6114728888888888886124c5565b5061147b612121565b50505050505050565b61148d83611ee2565b805f8190036114c8576040517fc2e5347d00000000000000000000000000000000000000000000000000000000815260040160405180910390fd5b5f5b818110156115b057368484838181106114e5576114e5613695565b60800291909101915050803561151a876115056040850160208601613120565b604085013561033260808701606088016136c2565b5f8281526004602052604090205414611562576040517fa4aa7c2200000000000000000000000000000000000000000000000000000000815260048101829052602401610ab2565b5f8181526004602052604080822060039055516001600160a01b0389169183917f7fc218a4b009edd7d73ae9e4984baa2e094e355defd81d16018d7e2f008984259190a350506001016114ca565b5050505050565b6115c083611ee2565b805f8190036115fb576040517fc2e5347d00000000000000000000000000000000000000000000000000000000815260040160405180910390fd5b5f5b818110156115b0573684848381811061161857611618613695565b60800291909101915050803560408201355f03611664576040517f0180267100000000000000000000000000000000000000000000000000000000815260048101829052602401610ab2565b5f81815260046020526040902054156116ac576040517fd549dca100000000000000000000000000000000000000000000000000000000815260048101829052602401610ab2565b6116c0876115056040850160208601613120565b5f82815260046020908152604091829020929092556116e491908401908401613120565b6001600160a01b03908116908816827f5f142c8d4551a2e773ce493299ea4c9ac13326418699f7ce14d0e8fb1819ee3c604086013561172960808801606089016136c2565b6040805192835267ffffffffffffffff90911660208301520160405180910390a450506001016115fd565b61175c611df9565b6109de612605565b5f61176d611ead565b611775612471565b815f8190036117b0576040517fc2e5347d00000000000000000000000000000000000000000000000000000000815260040160405180910390fd5b5f5b818110156118d057368585838181106117cd576117cd613695565b905061016002019050306001600160a01b0316630809dda982336040518363ffffffff1660e01b81526004016118049291906137bc565b5f604051808303815f87803b15801561181b575f5ffd5b505af192505050801561182c575060015b6118bb573d808015611859576040519150601f19603f3d011682016040523d82523d5f602084013e61185e565b606091505b5061186f60c0830160a08401613120565b6001600160a01b0316825f015f01357f6699f5911eea9f80db33f0135b563c7043b6ee8301cd48bcbaba4c5ee075c312836040516118ad919061310e565b60405180910390a3506118c7565b6118c48461383e565b93505b506001016117b2565b5050610d8e612121565b6118e2611ead565b6118f5610e446040840160208501613120565b61190f828261190a60a0830160808401613120565b6121be565b61092a612121565b61191f611ead565b611927612471565b61193a61126e6040880160208901613120565b6119488686868686866124c5565b611112612121565b333014611989576040517f14d4a4e800000000000000000000000000000000000000000000000000000000815260040160405180910390fd5b61199c6109076040840160208501613120565b61092a826119b060c0820160a08301613120565b60c085016119c2610140870187613875565b6119d461018089016101608a016138d6565b6124c5565b5f6119e2611ead565b6119ea612471565b815f819003611a25576040517fc2e5347d00000000000000000000000000000000000000000000000000000000815260040160405180910390fd5b5f5b818110156118d05736858583818110611a4257611a42613695565b9050602002810190611a5491906138ef565b6040517fa9c4be57000000000000000000000000000000000000000000000000000000008152909150309063a9c4be5790611a9590849033906004016139a5565b5f604051808303815f87803b158015611aac575f5ffd5b505af1925050508015611abd575060015b611b4c573d808015611aea576040519150601f19603f3d011682016040523d82523d5f602084013e611aef565b606091505b50611b0060c0830160a08401613120565b6001600160a01b0316825f015f01357f6699f5911eea9f80db33f0135b563c7043b6ee8301cd48bcbaba4c5ee075c31283604051611b3e919061310e565b60405180910390a350611b58565b611b558461383e565b93505b50600101611a27565b611b69611ead565b611b71612471565b611b8461126e6040850160208601613120565b611b8f838383611c45565b611b97612121565b505050565b611ba4611df9565b6001600160a01b038116611be6576040517f1e4fbdf70000000000000000000000000000000000000000000000000000000081525f6004820152602401610ab2565b611bef8161240a565b50565b611bfc8282610d1d565b61092a576040517f7bec6d7f0000000000000000000000000000000000000000000000000000000081526001600160a01b03808416600483015282166024820152604401610ab2565b5f611c508484612673565b9050611c626060850160408601613120565b6001600160a01b031663ef55bec68430606088013586356020880135611c878b610d94565b611c9760608b0160408c0161372b565b6040517fffffffff0000000000000000000000000000000000000000000000000000000060e08a901b1681526001600160a01b03978816600482015296909516602487015260448601939093526064850191909152608484015260a483015260ff1660c4820152606085013560e48201526080850135610104820152610124015f604051808303815f87803b158015611d2e575f5ffd5b505af1158015611d40573d5f5f3e3d5ffd5b5050506001600160a01b0384169050611d5f6040860160208701613120565b6001600160a01b031685357f718185bdfefac9689d47ed06e990636a0719140d5f2e629a17a11d8e388b0e5e611d9b6060890160408a01613120565b60608901803590611daf9060408c01613120565b604080516001600160a01b039485168152602081019390935292168183015260608a8101359082015267ffffffffffffffff8716608082015290519081900360a00190a450505050565b5f546001600160a01b031633146109de576040517f118cdaa7000000000000000000000000000000000000000000000000000000008152336004820152602401610ab2565b611e46612853565b5f80547fffffffffffffffffffffff00ffffffffffffffffffffffffffffffffffffffff1690557f5db9ee0a495bf2e6ff9c91a7834c1ba4fdd244a5e8aa4e537bd38aeae4b073aa335b6040516001600160a01b03909116815260200160405180910390a1565b611eb56128a6565b6109de60017f9b779b17422d0df92223018b32b4d1fa46e071723d6817e2486d003becc55f005b906128ff565b336001600160a01b03821614801590611f025750611f008133610d1d565b155b15611bef576040517f17d7b6050000000000000000000000000000000000000000000000000000000081526001600160a01b0382166004820152336024820152604401610ab2565b5f8481526004602090815260409182902054916001600160a01b03861691611f76918501908501613120565b6001600160a01b0316141580611fad57506001600160a01b038316611fa16060840160408501613120565b6001600160a01b031614155b80611fe15750611fdd84846060850135611fcd60a0870160808801613120565b6105cb60c0880160a089016136c2565b8114155b156115b0577fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff8101612042576040517f01c722e900000000000000000000000000000000000000000000000000000000815260048101869052602401610ab2565b7ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe810161209e576040517fe5d8b59000000000000000000000000000000000000000000000000000000000815260048101869052602401610ab2565b6040517f1ee4c09100000000000000000000000000000000000000000000000000000000815260048101869052602401610ab2565b6120e08383836001612906565b611b97576040517f5274afe70000000000000000000000000000000000000000000000000000000081526001600160a01b0384166004820152602401610ab2565b6109de5f7f9b779b17422d0df92223018b32b4d1fa46e071723d6817e2486d003becc55f00611edc565b5f836001600160a01b03163b5f036121a9575f5f6121698585612981565b5090925090505f81600381111561218257612182613a88565b1480156121a05750856001600160a01b0316826001600160a01b0316145b925050506121b7565b6121b48484846129ca565b90505b9392505050565b82356121ea816121d46040870160208801613120565b6121e46060880160408901613120565b87611f4a565b5f62093a806121ff60c0870160a088016136c2565b67ffffffffffffffff166122139190613708565b9050804210612258576040517fb30e70970000000000000000000000000000000000000000000000000000000081526004810183905260248101829052604401610ab2565b835f03612294576040517f0180267100000000000000000000000000000000000000000000000000000000815260048101839052602401610ab2565b6060850135808511156122e4576040517f693ac8c8000000000000000000000000000000000000000000000000000000008152600481018490526024810186905260448101829052606401610ab2565b848103818614612337576123326123016040890160208a01613120565b61231160608a0160408b01613120565b8361232260a08c0160808d01613120565b6105cb60c08d0160a08e016136c2565b61233a565b60015b5f85815260046020526040908190209190915561237590869088906123659060608c01908c01613120565b6001600160a01b031691906120d3565b61238560a0880160808901613120565b6001600160a01b031661239e6040890160208a01613120565b6001600160a01b0316857f851c8e1b19ae921dfe31b4dbbfc662a73dcfbfe24ab8dd113c5fa18a3671d3066123d960608c0160408d01613120565b604080516001600160a01b039092168252602082018c9052810186905260600160405180910390a450505050505050565b5f80546001600160a01b038381167fffffffffffffffffffffffff0000000000000000000000000000000000000000831681178455604051919092169283917f8be0079c531659141344cd1fd0a4f28419497f9722a3daafe3b4186f6b6457e09190a35050565b5f5474010000000000000000000000000000000000000000900460ff16156109de576040517fd93c066500000000000000000000000000000000000000000000000000000000815260040160405180910390fd5b85355f6124d28888612673565b90505f6124e26020880188613120565b90505f6124f560608b0160408c01613120565b6001600160a01b0316826001600160a01b03161490505f8161251b576020890135612521565b8a606001355b90506125318b8b8b8b8b86612a48565b81612546576125438b84838d8a612b12565b90505b6001600160a01b038a1661256060408d0160208e01613120565b6001600160a01b0316867f718185bdfefac9689d47ed06e990636a0719140d5f2e629a17a11d8e388b0e5e8e604001602081019061259e9190613120565b8f6060013588878b6040516125f09594939291906001600160a01b0395861681526020810194909452919093166040830152606082019290925267ffffffffffffffff91909116608082015260a00190565b60405180910390a45050505050505050505050565b61260d612471565b5f80547fffffffffffffffffffffff00ffffffffffffffffffffffffffffffffffffffff16740100000000000000000000000000000000000000001790557f62e78cea01bee320cd4e420270b5ea74000d11b0c9f74754ebdbfc544b05a258611e903390565b5f82356126ae6126896040860160208701613120565b6126996060870160408801613120565b606087013561033260a0890160808a016136c2565b5f82815260046020526040902054146126f6576040517fa4aa7c2200000000000000000000000000000000000000000000000000000000815260048101829052602401610ab2565b61270660a08501608086016136c2565b67ffffffffffffffff1615801590612737575061272960a08501608086016136c2565b67ffffffffffffffff164210155b15612792578061274d60a08601608087016136c2565b6040517f5a38ffeb000000000000000000000000000000000000000000000000000000008152600481019290925267ffffffffffffffff166024820152604401610ab2565b42915061283e6127a86040860160208701613120565b6127b86060870160408801613120565b604080517fb64a1e780426faccc283ed27dcc27077f504d5ab82fa747ff4b9bab1e5d673b96020808301919091526001600160a01b0394851682840152928416606082810191909152890135608082015292871660a084015267ffffffffffffffff861660c0808501919091528151808503909101815260e09093019052815191012090565b5f918252600460205260409091205592915050565b5f5474010000000000000000000000000000000000000000900460ff166109de576040517f8dfc202b00000000000000000000000000000000000000000000000000000000815260040160405180910390fd5b7f9b779b17422d0df92223018b32b4d1fa46e071723d6817e2486d003becc55f005c156109de576040517f3ee5aeb500000000000000000000000000000000000000000000000000000000815260040160405180910390fd5b80825d5050565b6040517fa9059cbb000000000000000000000000000000000000000000000000000000005f8181526001600160a01b038616600452602485905291602083604481808b5af1925060015f51148316612975578383151615612969573d5f823e3d81fd5b5f873b113d1516831692505b60405250949350505050565b5f5f5f83516041036129b8576020840151604085015160608601515f1a6129aa88828585612e0d565b9550955095505050506129c3565b505081515f91506002905b9250925092565b8051604080517f1626ba7e000000000000000000000000000000000000000000000000000000008082526004820186905260248201929092525f92906020820185604483015e5f82606483010152601f820160051c60051b915060205f60648401838a5afa9050825f5114601f3d1116811693505050509392505050565b7f00000000000000000000000000000000000000000000000000000000000000006001600160a01b031663137c29fe856040518060400160405280306001600160a01b031681526020018581525088612aa08b610d94565b6040518060c00160405280608c8152602001613bcd608c913989896040518863ffffffff1660e01b8152600401612add9796959493929190613ab5565b5f604051808303815f87803b158015612af4575f5ffd5b505af1158015612b06573d5f5f3e3d5ffd5b50505050505050505050565b6001545f906001600160a01b031680612b57576040517f365d8c5900000000000000000000000000000000000000000000000000000000815260040160405180910390fd5b855f612b6960608a0160408b01613120565b6040517f70a082310000000000000000000000000000000000000000000000000000000081523060048201529091505f906001600160a01b038316906370a0823190602401602060405180830381865afa158015612bc9573d5f5f3e3d5ffd5b505050506040513d601f19601f82011682018060405250810190612bed9190613744565b9050612c036001600160a01b038416858a612ef3565b836001600160a01b031663db3e21986040518061010001604052808c6001600160a01b031681526020018d6040016020810190612c409190613120565b6001600160a01b031681526020018962ffffff168152602001306001600160a01b031681526020014281526020018d6060013581526020018b81526020015f6001600160a01b03168152506040518263ffffffff1660e01b8152600401612ca79190613b28565b6020604051808303815f875af1158015612cc3573d5f5f3e3d5ffd5b505050506040513d601f19601f82011682018060405250810190612ce79190613744565b6040517f70a082310000000000000000000000000000000000000000000000000000000081523060048201529095505f9082906001600160a01b038516906370a0823190602401602060405180830381865afa158015612d49573d5f5f3e3d5ffd5b505050506040513d601f19601f82011682018060405250810190612d6d9190613744565b612d779190613bb9565b90508a60600135811015612dc4576040517ff964275700000000000000000000000000000000000000000000000000000000815260608c0135600482015260248101829052604401610ab2565b612dd86001600160a01b038516865f612ef3565b88861015612dff57612dff88612dee888c613bb9565b6001600160a01b03871691906120d3565b505050505095945050505050565b5f80807f7fffffffffffffffffffffffffffffff5d576e7357a4501ddfe92f46681b20a0841115612e4657505f91506003905082612ee9565b604080515f808252602082018084528a905260ff891692820192909252606081018790526080810186905260019060a0016020604051602081039080840390855afa158015612e97573d5f5f3e3d5ffd5b50506040517fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe001519150506001600160a01b038116612ee057505f925060019150829050612ee9565b92505f91508190505b9450945094915050565b612eff8383835f612f5a565b611b9757612f1083835f6001612f5a565b612f51576040517f5274afe70000000000000000000000000000000000000000000000000000000081526001600160a01b0384166004820152602401610ab2565b6120e083838360015b6040517f095ea7b3000000000000000000000000000000000000000000000000000000005f8181526001600160a01b038616600452602485905291602083604481808b5af1925060015f51148316612975578383151615612969573d5f823e3d81fd5b5f60208284031215612fcd575f5ffd5b5035919050565b80356001600160a01b0381168114612fea575f5ffd5b919050565b803567ffffffffffffffff81168114612fea575f5ffd5b5f5f5f5f60808587031215613019575f5ffd5b61302285612fd4565b935061303060208601612fd4565b92506040850135915061304560608601612fef565b905092959194509250565b5f5f828403610180811215613063575f5ffd5b610160811215613071575f5ffd5b508291506130826101608401612fd4565b90509250929050565b80358015158114612fea575f5ffd5b5f5f604083850312156130ab575f5ffd5b6130b483612fd4565b91506130826020840161308b565b5f81518084528060208401602086015e5f6020828601015260207fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe0601f83011685010191505092915050565b602081525f610d8b60208301846130c2565b5f60208284031215613130575f5ffd5b610d8b82612fd4565b5f5f5f5f6060858703121561314c575f5ffd5b61315585612fd4565b935061316360208601612fd4565b9250604085013567ffffffffffffffff81111561317e575f5ffd5b8501601f8101871361318e575f5ffd5b803567ffffffffffffffff8111156131a4575f5ffd5b87602060c0830284010111156131b8575f5ffd5b949793965060200194505050565b5f5f604083850312156131d7575f5ffd5b6131e083612fd4565b915061308260208401612fd4565b5f5f5f5f5f60a08688031215613202575f5ffd5b61320b86612fd4565b945061321960208701612fd4565b93506040860135925061322e60608701612fd4565b915061323c60808701612fef565b90509295509295909350565b5f60a08284031215613258575f5ffd5b50919050565b5f60a0828403121561326e575f5ffd5b610d8b8383613248565b5f60c08284031215613258575f5ffd5b5f5f83601f840112613298575f5ffd5b50813567ffffffffffffffff8111156132af575f5ffd5b6020830191508360208285010111156132c6575f5ffd5b9250929050565b5f5f5f5f5f5f61014087890312156132e3575f5ffd5b6132ed8888613278565b955060c0870135945061330260e08801612fd4565b9350610100870135925061012087013567ffffffffffffffff811115613326575f5ffd5b61333289828a01613288565b979a9699509497509295939492505050565b5f60208284031215613354575f5ffd5b610d8b8261308b565b5f60808284031215613258575f5ffd5b803562ffffff81168114612fea575f5ffd5b5f5f5f5f5f5f5f610220888a031215613396575f5ffd5b6133a08989613248565b96506133ae60a08901612fd4565b95506133bd8960c08a0161335d565b945061014088013567ffffffffffffffff8111156133d9575f5ffd5b6133e58a828b01613288565b90955093506133f99050610160890161336d565b9150613409896101808a01613248565b905092959891949750929550565b5f5f5f60408486031215613429575f5ffd5b61343284612fd4565b9250602084013567ffffffffffffffff81111561344d575f5ffd5b8401601f8101861361345d575f5ffd5b803567ffffffffffffffff811115613473575f5ffd5b8660208260071b8401011115613487575f5ffd5b939660209190910195509293505050565b5f5f602083850312156134a9575f5ffd5b823567ffffffffffffffff8111156134bf575f5ffd5b8301601f810185136134cf575f5ffd5b803567ffffffffffffffff8111156134e5575f5ffd5b856020610160830284010111156134fa575f5ffd5b6020919091019590945092505050565b5f5f60e0838503121561351b575f5ffd5b6135258484613278565b9460c0939093013593505050565b5f5f5f5f5f5f6101808789031215613549575f5ffd5b6135538888613248565b955061356160a08801612fd4565b94506135708860c0890161335d565b935061014087013567ffffffffffffffff81111561358c575f5ffd5b61359889828a01613288565b90945092506135ac9050610160880161336d565b90509295509295509295565b5f5f604083850312156135c9575f5ffd5b823567ffffffffffffffff8111156135df575f5ffd5b830161018081860312156131e0575f5ffd5b5f5f60208385031215613602575f5ffd5b823567ffffffffffffffff811115613618575f5ffd5b8301601f81018513613628575f5ffd5b803567ffffffffffffffff81111561363e575f5ffd5b8560208260051b84010111156134fa575f5ffd5b5f5f5f6101608486031215613665575f5ffd5b61366f8585613248565b925061367d60a08501612fd4565b915061368c8560c08601613248565b90509250925092565b7f4e487b71000000000000000000000000000000000000000000000000000000005f52603260045260245ffd5b5f602082840312156136d2575f5ffd5b610d8b82612fef565b7f4e487b71000000000000000000000000000000000000000000000000000000005f52601160045260245ffd5b80820180821115610d8e57610d8e6136db565b803560ff81168114612fea575f5ffd5b5f6020828403121561373b575f5ffd5b610d8b8261371b565b5f60208284031215613754575f5ffd5b5051919050565b803582526001600160a01b0361377360208301612fd4565b1660208301526001600160a01b0361378d60408301612fd4565b1660408301526060818101359083015267ffffffffffffffff6137b260808301612fef565b1660808301525050565b61018081016137cb828561375b565b6001600160a01b036137df60a08601612fd4565b1660a083015260c0848101359083015260e0808501359083015260ff613808610100860161371b565b16610100830152610120848101359083015261014093840135938201939093526001600160a01b03919091166101609091015290565b5f7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff820361386e5761386e6136db565b5060010190565b5f5f83357fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe18436030181126138a8575f5ffd5b83018035915067ffffffffffffffff8211156138c2575f5ffd5b6020019150368190038213156132c6575f5ffd5b5f602082840312156138e6575f5ffd5b610d8b8261336d565b5f82357ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe81833603018112613921575f5ffd5b9190910192915050565b6001600160a01b0361393c82612fd4565b1682526020818101359083015260408082013590830152606090810135910152565b81835281816020850137505f602082840101525f60207fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe0601f840116840101905092915050565b604081526139b6604082018461375b565b6001600160a01b036139ca60a08501612fd4565b1660e08201526139e1610100820160c0850161392b565b5f6101408401357fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe1853603018112613a17575f5ffd5b840160208101903567ffffffffffffffff811115613a33575f5ffd5b803603821315613a41575f5ffd5b61018080850152613a576101c08501828461395e565b915050613a67610160860161336d565b62ffffff166101a08401526001600160a01b038416602084015290506121b7565b7f4e487b71000000000000000000000000000000000000000000000000000000005f52602160045260245ffd5b613abf818961392b565b6001600160a01b038751166080820152602087015160a08201526001600160a01b03861660c08201528460e08201526101406101008201525f613b066101408301866130c2565b828103610120840152613b1a81858761395e565b9a9950505050505050505050565b5f610100820190506001600160a01b0383511682526001600160a01b03602084015116602083015262ffffff60408401511660408301526060830151613b7960608401826001600160a01b03169052565b506080830151608083015260a083015160a083015260c083015160c083015260e0830151613bb260e08401826001600160a01b03169052565b5092915050565b81810381811115610d8e57610d8e6136db56fe496e766f696365207769746e65737329496e766f696365286279746573333220696e766f69636549642c61646472657373206d65726368616e742c75696e7432353620616d6f756e742c61646472657373207061796f7574546f6b656e29546f6b656e5065726d697373696f6e73286164647265737320746f6b656e2c75696e7432353620616d6f756e7429a164736f6c6343000825000a",
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

// PackDOMAINSEPARATOR is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x3644e515.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function DOMAIN_SEPARATOR() view returns(bytes32)
func (custodyEscrowGateway *CustodyEscrowGateway) PackDOMAINSEPARATOR() []byte {
	enc, err := custodyEscrowGateway.abi.Pack("DOMAIN_SEPARATOR")
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
func (custodyEscrowGateway *CustodyEscrowGateway) TryPackDOMAINSEPARATOR() ([]byte, error) {
	return custodyEscrowGateway.abi.Pack("DOMAIN_SEPARATOR")
}

// UnpackDOMAINSEPARATOR is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x3644e515.
//
// Solidity: function DOMAIN_SEPARATOR() view returns(bytes32)
func (custodyEscrowGateway *CustodyEscrowGateway) UnpackDOMAINSEPARATOR(data []byte) ([32]byte, error) {
	out, err := custodyEscrowGateway.abi.Unpack("DOMAIN_SEPARATOR", data)
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

// PackREFUNDTOTYPEHASH is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x93743e95.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function REFUND_TO_TYPEHASH() view returns(bytes32)
func (custodyEscrowGateway *CustodyEscrowGateway) PackREFUNDTOTYPEHASH() []byte {
	enc, err := custodyEscrowGateway.abi.Pack("REFUND_TO_TYPEHASH")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackREFUNDTOTYPEHASH is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x93743e95.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function REFUND_TO_TYPEHASH() view returns(bytes32)
func (custodyEscrowGateway *CustodyEscrowGateway) TryPackREFUNDTOTYPEHASH() ([]byte, error) {
	return custodyEscrowGateway.abi.Pack("REFUND_TO_TYPEHASH")
}

// UnpackREFUNDTOTYPEHASH is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x93743e95.
//
// Solidity: function REFUND_TO_TYPEHASH() view returns(bytes32)
func (custodyEscrowGateway *CustodyEscrowGateway) UnpackREFUNDTOTYPEHASH(data []byte) ([32]byte, error) {
	out, err := custodyEscrowGateway.abi.Unpack("REFUND_TO_TYPEHASH", data)
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

// PackVOIDED is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x31809c97.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function VOIDED() view returns(bytes32)
func (custodyEscrowGateway *CustodyEscrowGateway) PackVOIDED() []byte {
	enc, err := custodyEscrowGateway.abi.Pack("VOIDED")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackVOIDED is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x31809c97.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function VOIDED() view returns(bytes32)
func (custodyEscrowGateway *CustodyEscrowGateway) TryPackVOIDED() ([]byte, error) {
	return custodyEscrowGateway.abi.Pack("VOIDED")
}

// UnpackVOIDED is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x31809c97.
//
// Solidity: function VOIDED() view returns(bytes32)
func (custodyEscrowGateway *CustodyEscrowGateway) UnpackVOIDED(data []byte) ([32]byte, error) {
	out, err := custodyEscrowGateway.abi.Unpack("VOIDED", data)
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

// PackIsAgent is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x4ebf59d2.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function isAgent(address merchant, address who) view returns(bool)
func (custodyEscrowGateway *CustodyEscrowGateway) PackIsAgent(merchant common.Address, who common.Address) []byte {
	enc, err := custodyEscrowGateway.abi.Pack("isAgent", merchant, who)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackIsAgent is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x4ebf59d2.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function isAgent(address merchant, address who) view returns(bool)
func (custodyEscrowGateway *CustodyEscrowGateway) TryPackIsAgent(merchant common.Address, who common.Address) ([]byte, error) {
	return custodyEscrowGateway.abi.Pack("isAgent", merchant, who)
}

// UnpackIsAgent is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x4ebf59d2.
//
// Solidity: function isAgent(address merchant, address who) view returns(bool)
func (custodyEscrowGateway *CustodyEscrowGateway) UnpackIsAgent(data []byte) (bool, error) {
	out, err := custodyEscrowGateway.abi.Unpack("isAgent", data)
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

// PackOperatorRelayers is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x6b2ad52b.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function operatorRelayers(address relayer) view returns(bool)
func (custodyEscrowGateway *CustodyEscrowGateway) PackOperatorRelayers(relayer common.Address) []byte {
	enc, err := custodyEscrowGateway.abi.Pack("operatorRelayers", relayer)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackOperatorRelayers is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x6b2ad52b.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function operatorRelayers(address relayer) view returns(bool)
func (custodyEscrowGateway *CustodyEscrowGateway) TryPackOperatorRelayers(relayer common.Address) ([]byte, error) {
	return custodyEscrowGateway.abi.Pack("operatorRelayers", relayer)
}

// UnpackOperatorRelayers is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x6b2ad52b.
//
// Solidity: function operatorRelayers(address relayer) view returns(bool)
func (custodyEscrowGateway *CustodyEscrowGateway) UnpackOperatorRelayers(data []byte) (bool, error) {
	out, err := custodyEscrowGateway.abi.Unpack("operatorRelayers", data)
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

// PackPause is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x8456cb59.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function pause() returns()
func (custodyEscrowGateway *CustodyEscrowGateway) PackPause() []byte {
	enc, err := custodyEscrowGateway.abi.Pack("pause")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackPause is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x8456cb59.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function pause() returns()
func (custodyEscrowGateway *CustodyEscrowGateway) TryPackPause() ([]byte, error) {
	return custodyEscrowGateway.abi.Pack("pause")
}

// PackPaused is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x5c975abb.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function paused() view returns(bool)
func (custodyEscrowGateway *CustodyEscrowGateway) PackPaused() []byte {
	enc, err := custodyEscrowGateway.abi.Pack("paused")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackPaused is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x5c975abb.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function paused() view returns(bool)
func (custodyEscrowGateway *CustodyEscrowGateway) TryPackPaused() ([]byte, error) {
	return custodyEscrowGateway.abi.Pack("paused")
}

// UnpackPaused is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x5c975abb.
//
// Solidity: function paused() view returns(bool)
func (custodyEscrowGateway *CustodyEscrowGateway) UnpackPaused(data []byte) (bool, error) {
	out, err := custodyEscrowGateway.abi.Unpack("paused", data)
	if err != nil {
		return *new(bool), err
	}
	out0 := *abi.ConvertType(out[0], new(bool)).(*bool)
	return out0, nil
}

// PackPay is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xa3e7668e.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function pay((bytes32,address,address,uint256,uint64) inv, address payer, ((address,uint256),uint256,uint256) permit, bytes signature, uint24 fee) returns()
func (custodyEscrowGateway *CustodyEscrowGateway) PackPay(inv CustodyEscrowGatewayInvoice, payer common.Address, permit IPermit2PermitTransferFrom, signature []byte, fee *big.Int) []byte {
	enc, err := custodyEscrowGateway.abi.Pack("pay", inv, payer, permit, signature, fee)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackPay is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xa3e7668e.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function pay((bytes32,address,address,uint256,uint64) inv, address payer, ((address,uint256),uint256,uint256) permit, bytes signature, uint24 fee) returns()
func (custodyEscrowGateway *CustodyEscrowGateway) TryPackPay(inv CustodyEscrowGatewayInvoice, payer common.Address, permit IPermit2PermitTransferFrom, signature []byte, fee *big.Int) ([]byte, error) {
	return custodyEscrowGateway.abi.Pack("pay", inv, payer, permit, signature, fee)
}

// PackPayAuthorizedBatch is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x96422172.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function payAuthorizedBatch(((bytes32,address,address,uint256,uint64),address,(uint256,uint256,uint8,bytes32,bytes32))[] payments) returns(uint256 paid)
func (custodyEscrowGateway *CustodyEscrowGateway) PackPayAuthorizedBatch(payments []CustodyEscrowGatewayAuthorizedPayment) []byte {
	enc, err := custodyEscrowGateway.abi.Pack("payAuthorizedBatch", payments)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackPayAuthorizedBatch is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x96422172.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function payAuthorizedBatch(((bytes32,address,address,uint256,uint64),address,(uint256,uint256,uint8,bytes32,bytes32))[] payments) returns(uint256 paid)
func (custodyEscrowGateway *CustodyEscrowGateway) TryPackPayAuthorizedBatch(payments []CustodyEscrowGatewayAuthorizedPayment) ([]byte, error) {
	return custodyEscrowGateway.abi.Pack("payAuthorizedBatch", payments)
}

// UnpackPayAuthorizedBatch is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x96422172.
//
// Solidity: function payAuthorizedBatch(((bytes32,address,address,uint256,uint64),address,(uint256,uint256,uint8,bytes32,bytes32))[] payments) returns(uint256 paid)
func (custodyEscrowGateway *CustodyEscrowGateway) UnpackPayAuthorizedBatch(data []byte) (*big.Int, error) {
	out, err := custodyEscrowGateway.abi.Unpack("payAuthorizedBatch", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackPayBatch is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xcdd5503a.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function payBatch(((bytes32,address,address,uint256,uint64),address,((address,uint256),uint256,uint256),bytes,uint24)[] payments) returns(uint256 paid)
func (custodyEscrowGateway *CustodyEscrowGateway) PackPayBatch(payments []CustodyEscrowGatewayPayment) []byte {
	enc, err := custodyEscrowGateway.abi.Pack("payBatch", payments)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackPayBatch is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xcdd5503a.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function payBatch(((bytes32,address,address,uint256,uint64),address,((address,uint256),uint256,uint256),bytes,uint24)[] payments) returns(uint256 paid)
func (custodyEscrowGateway *CustodyEscrowGateway) TryPackPayBatch(payments []CustodyEscrowGatewayPayment) ([]byte, error) {
	return custodyEscrowGateway.abi.Pack("payBatch", payments)
}

// UnpackPayBatch is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xcdd5503a.
//
// Solidity: function payBatch(((bytes32,address,address,uint256,uint64),address,((address,uint256),uint256,uint256),bytes,uint24)[] payments) returns(uint256 paid)
func (custodyEscrowGateway *CustodyEscrowGateway) UnpackPayBatch(data []byte) (*big.Int, error) {
	out, err := custodyEscrowGateway.abi.Unpack("payBatch", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackPayOne is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xa9c4be57.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function payOne(((bytes32,address,address,uint256,uint64),address,((address,uint256),uint256,uint256),bytes,uint24) p, address relayer) returns()
func (custodyEscrowGateway *CustodyEscrowGateway) PackPayOne(p CustodyEscrowGatewayPayment, relayer common.Address) []byte {
	enc, err := custodyEscrowGateway.abi.Pack("payOne", p, relayer)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackPayOne is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xa9c4be57.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function payOne(((bytes32,address,address,uint256,uint64),address,((address,uint256),uint256,uint256),bytes,uint24) p, address relayer) returns()
func (custodyEscrowGateway *CustodyEscrowGateway) TryPackPayOne(p CustodyEscrowGatewayPayment, relayer common.Address) ([]byte, error) {
	return custodyEscrowGateway.abi.Pack("payOne", p, relayer)
}

// PackPayOneAuthorized is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x0809dda9.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function payOneAuthorized(((bytes32,address,address,uint256,uint64),address,(uint256,uint256,uint8,bytes32,bytes32)) p, address relayer) returns()
func (custodyEscrowGateway *CustodyEscrowGateway) PackPayOneAuthorized(p CustodyEscrowGatewayAuthorizedPayment, relayer common.Address) []byte {
	enc, err := custodyEscrowGateway.abi.Pack("payOneAuthorized", p, relayer)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackPayOneAuthorized is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x0809dda9.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function payOneAuthorized(((bytes32,address,address,uint256,uint64),address,(uint256,uint256,uint8,bytes32,bytes32)) p, address relayer) returns()
func (custodyEscrowGateway *CustodyEscrowGateway) TryPackPayOneAuthorized(p CustodyEscrowGatewayAuthorizedPayment, relayer common.Address) ([]byte, error) {
	return custodyEscrowGateway.abi.Pack("payOneAuthorized", p, relayer)
}

// PackPayWithAuthorization is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xd5ac6a0b.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function payWithAuthorization((bytes32,address,address,uint256,uint64) inv, address payer, (uint256,uint256,uint8,bytes32,bytes32) auth) returns()
func (custodyEscrowGateway *CustodyEscrowGateway) PackPayWithAuthorization(inv CustodyEscrowGatewayInvoice, payer common.Address, auth CustodyEscrowGatewayAuthorization) []byte {
	enc, err := custodyEscrowGateway.abi.Pack("payWithAuthorization", inv, payer, auth)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackPayWithAuthorization is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xd5ac6a0b.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function payWithAuthorization((bytes32,address,address,uint256,uint64) inv, address payer, (uint256,uint256,uint8,bytes32,bytes32) auth) returns()
func (custodyEscrowGateway *CustodyEscrowGateway) TryPackPayWithAuthorization(inv CustodyEscrowGatewayInvoice, payer common.Address, auth CustodyEscrowGatewayAuthorization) ([]byte, error) {
	return custodyEscrowGateway.abi.Pack("payWithAuthorization", inv, payer, auth)
}

// PackPayWithTokenPermit is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x71d4c69c.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function payWithTokenPermit((bytes32,address,address,uint256,uint64) inv, address payer, ((address,uint256),uint256,uint256) permit, bytes signature, uint24 fee, (uint256,uint256,uint8,bytes32,bytes32) tokenPermit) returns()
func (custodyEscrowGateway *CustodyEscrowGateway) PackPayWithTokenPermit(inv CustodyEscrowGatewayInvoice, payer common.Address, permit IPermit2PermitTransferFrom, signature []byte, fee *big.Int, tokenPermit CustodyEscrowGatewayTokenPermit) []byte {
	enc, err := custodyEscrowGateway.abi.Pack("payWithTokenPermit", inv, payer, permit, signature, fee, tokenPermit)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackPayWithTokenPermit is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x71d4c69c.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function payWithTokenPermit((bytes32,address,address,uint256,uint64) inv, address payer, ((address,uint256),uint256,uint256) permit, bytes signature, uint24 fee, (uint256,uint256,uint8,bytes32,bytes32) tokenPermit) returns()
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

// PackRefundTo is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x683959eb.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function refundTo((bytes32,address,address,uint256,address,uint64) p, uint256 amount, address to, uint256 deadline, bytes payerSignature) returns()
func (custodyEscrowGateway *CustodyEscrowGateway) PackRefundTo(p CustodyEscrowGatewayPaidInvoice, amount *big.Int, to common.Address, deadline *big.Int, payerSignature []byte) []byte {
	enc, err := custodyEscrowGateway.abi.Pack("refundTo", p, amount, to, deadline, payerSignature)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackRefundTo is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x683959eb.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function refundTo((bytes32,address,address,uint256,address,uint64) p, uint256 amount, address to, uint256 deadline, bytes payerSignature) returns()
func (custodyEscrowGateway *CustodyEscrowGateway) TryPackRefundTo(p CustodyEscrowGatewayPaidInvoice, amount *big.Int, to common.Address, deadline *big.Int, payerSignature []byte) ([]byte, error) {
	return custodyEscrowGateway.abi.Pack("refundTo", p, amount, to, deadline, payerSignature)
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

// PackSetOperatorRelayer is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x096cf30f.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function setOperatorRelayer(address relayer, bool allowed) returns()
func (custodyEscrowGateway *CustodyEscrowGateway) PackSetOperatorRelayer(relayer common.Address, allowed bool) []byte {
	enc, err := custodyEscrowGateway.abi.Pack("setOperatorRelayer", relayer, allowed)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSetOperatorRelayer is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x096cf30f.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function setOperatorRelayer(address relayer, bool allowed) returns()
func (custodyEscrowGateway *CustodyEscrowGateway) TryPackSetOperatorRelayer(relayer common.Address, allowed bool) ([]byte, error) {
	return custodyEscrowGateway.abi.Pack("setOperatorRelayer", relayer, allowed)
}

// PackSetOperatorTrusted is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x6b028f46.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function setOperatorTrusted(bool trusted) returns()
func (custodyEscrowGateway *CustodyEscrowGateway) PackSetOperatorTrusted(trusted bool) []byte {
	enc, err := custodyEscrowGateway.abi.Pack("setOperatorTrusted", trusted)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSetOperatorTrusted is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x6b028f46.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function setOperatorTrusted(bool trusted) returns()
func (custodyEscrowGateway *CustodyEscrowGateway) TryPackSetOperatorTrusted(trusted bool) ([]byte, error) {
	return custodyEscrowGateway.abi.Pack("setOperatorTrusted", trusted)
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
// the contract method with ID 0x7ed2c508.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function stageInvoices(address merchant, (bytes32,address,uint256,uint64)[] invoices) returns()
func (custodyEscrowGateway *CustodyEscrowGateway) PackStageInvoices(merchant common.Address, invoices []CustodyEscrowGatewayStagedInvoice) []byte {
	enc, err := custodyEscrowGateway.abi.Pack("stageInvoices", merchant, invoices)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackStageInvoices is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x7ed2c508.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function stageInvoices(address merchant, (bytes32,address,uint256,uint64)[] invoices) returns()
func (custodyEscrowGateway *CustodyEscrowGateway) TryPackStageInvoices(merchant common.Address, invoices []CustodyEscrowGatewayStagedInvoice) ([]byte, error) {
	return custodyEscrowGateway.abi.Pack("stageInvoices", merchant, invoices)
}

// PackStagedCommitment is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x078ada7c.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function stagedCommitment(address merchant, address payoutToken, uint256 amount, uint64 expiresAt) pure returns(bytes32)
func (custodyEscrowGateway *CustodyEscrowGateway) PackStagedCommitment(merchant common.Address, payoutToken common.Address, amount *big.Int, expiresAt uint64) []byte {
	enc, err := custodyEscrowGateway.abi.Pack("stagedCommitment", merchant, payoutToken, amount, expiresAt)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackStagedCommitment is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x078ada7c.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function stagedCommitment(address merchant, address payoutToken, uint256 amount, uint64 expiresAt) pure returns(bytes32)
func (custodyEscrowGateway *CustodyEscrowGateway) TryPackStagedCommitment(merchant common.Address, payoutToken common.Address, amount *big.Int, expiresAt uint64) ([]byte, error) {
	return custodyEscrowGateway.abi.Pack("stagedCommitment", merchant, payoutToken, amount, expiresAt)
}

// UnpackStagedCommitment is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x078ada7c.
//
// Solidity: function stagedCommitment(address merchant, address payoutToken, uint256 amount, uint64 expiresAt) pure returns(bytes32)
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

// PackTrustsOperator is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x636ac37f.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function trustsOperator(address merchant) view returns(bool)
func (custodyEscrowGateway *CustodyEscrowGateway) PackTrustsOperator(merchant common.Address) []byte {
	enc, err := custodyEscrowGateway.abi.Pack("trustsOperator", merchant)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackTrustsOperator is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x636ac37f.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function trustsOperator(address merchant) view returns(bool)
func (custodyEscrowGateway *CustodyEscrowGateway) TryPackTrustsOperator(merchant common.Address) ([]byte, error) {
	return custodyEscrowGateway.abi.Pack("trustsOperator", merchant)
}

// UnpackTrustsOperator is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x636ac37f.
//
// Solidity: function trustsOperator(address merchant) view returns(bool)
func (custodyEscrowGateway *CustodyEscrowGateway) UnpackTrustsOperator(data []byte) (bool, error) {
	out, err := custodyEscrowGateway.abi.Unpack("trustsOperator", data)
	if err != nil {
		return *new(bool), err
	}
	out0 := *abi.ConvertType(out[0], new(bool)).(*bool)
	return out0, nil
}

// PackUnpause is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x3f4ba83a.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function unpause() returns()
func (custodyEscrowGateway *CustodyEscrowGateway) PackUnpause() []byte {
	enc, err := custodyEscrowGateway.abi.Pack("unpause")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackUnpause is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x3f4ba83a.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function unpause() returns()
func (custodyEscrowGateway *CustodyEscrowGateway) TryPackUnpause() ([]byte, error) {
	return custodyEscrowGateway.abi.Pack("unpause")
}

// PackVoidInvoices is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x74e281d6.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function voidInvoices(address merchant, (bytes32,address,uint256,uint64)[] invoices) returns()
func (custodyEscrowGateway *CustodyEscrowGateway) PackVoidInvoices(merchant common.Address, invoices []CustodyEscrowGatewayStagedInvoice) []byte {
	enc, err := custodyEscrowGateway.abi.Pack("voidInvoices", merchant, invoices)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackVoidInvoices is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x74e281d6.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function voidInvoices(address merchant, (bytes32,address,uint256,uint64)[] invoices) returns()
func (custodyEscrowGateway *CustodyEscrowGateway) TryPackVoidInvoices(merchant common.Address, invoices []CustodyEscrowGatewayStagedInvoice) ([]byte, error) {
	return custodyEscrowGateway.abi.Pack("voidInvoices", merchant, invoices)
}

// PackWitnessHash is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x6004a4c9.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function witnessHash((bytes32,address,address,uint256,uint64) inv) pure returns(bytes32)
func (custodyEscrowGateway *CustodyEscrowGateway) PackWitnessHash(inv CustodyEscrowGatewayInvoice) []byte {
	enc, err := custodyEscrowGateway.abi.Pack("witnessHash", inv)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackWitnessHash is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x6004a4c9.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function witnessHash((bytes32,address,address,uint256,uint64) inv) pure returns(bytes32)
func (custodyEscrowGateway *CustodyEscrowGateway) TryPackWitnessHash(inv CustodyEscrowGatewayInvoice) ([]byte, error) {
	return custodyEscrowGateway.abi.Pack("witnessHash", inv)
}

// UnpackWitnessHash is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x6004a4c9.
//
// Solidity: function witnessHash((bytes32,address,address,uint256,uint64) inv) pure returns(bytes32)
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
	ExpiresAt   uint64
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
// Solidity: event InvoiceStaged(bytes32 indexed id, address indexed merchant, address indexed payoutToken, uint256 amount, uint64 expiresAt)
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

// CustodyEscrowGatewayInvoiceVoided represents a InvoiceVoided event raised by the CustodyEscrowGateway contract.
type CustodyEscrowGatewayInvoiceVoided struct {
	Id       [32]byte
	Merchant common.Address
	Raw      *types.Log // Blockchain specific contextual infos
}

const CustodyEscrowGatewayInvoiceVoidedEventName = "InvoiceVoided"

// ContractEventName returns the user-defined event name.
func (CustodyEscrowGatewayInvoiceVoided) ContractEventName() string {
	return CustodyEscrowGatewayInvoiceVoidedEventName
}

// UnpackInvoiceVoidedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event InvoiceVoided(bytes32 indexed id, address indexed merchant)
func (custodyEscrowGateway *CustodyEscrowGateway) UnpackInvoiceVoidedEvent(log *types.Log) (*CustodyEscrowGatewayInvoiceVoided, error) {
	event := "InvoiceVoided"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != custodyEscrowGateway.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(CustodyEscrowGatewayInvoiceVoided)
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

// CustodyEscrowGatewayOperatorRelayerSet represents a OperatorRelayerSet event raised by the CustodyEscrowGateway contract.
type CustodyEscrowGatewayOperatorRelayerSet struct {
	Relayer common.Address
	Allowed bool
	Raw     *types.Log // Blockchain specific contextual infos
}

const CustodyEscrowGatewayOperatorRelayerSetEventName = "OperatorRelayerSet"

// ContractEventName returns the user-defined event name.
func (CustodyEscrowGatewayOperatorRelayerSet) ContractEventName() string {
	return CustodyEscrowGatewayOperatorRelayerSetEventName
}

// UnpackOperatorRelayerSetEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event OperatorRelayerSet(address indexed relayer, bool allowed)
func (custodyEscrowGateway *CustodyEscrowGateway) UnpackOperatorRelayerSetEvent(log *types.Log) (*CustodyEscrowGatewayOperatorRelayerSet, error) {
	event := "OperatorRelayerSet"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != custodyEscrowGateway.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(CustodyEscrowGatewayOperatorRelayerSet)
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

// CustodyEscrowGatewayOperatorTrustSet represents a OperatorTrustSet event raised by the CustodyEscrowGateway contract.
type CustodyEscrowGatewayOperatorTrustSet struct {
	Merchant common.Address
	Trusted  bool
	Raw      *types.Log // Blockchain specific contextual infos
}

const CustodyEscrowGatewayOperatorTrustSetEventName = "OperatorTrustSet"

// ContractEventName returns the user-defined event name.
func (CustodyEscrowGatewayOperatorTrustSet) ContractEventName() string {
	return CustodyEscrowGatewayOperatorTrustSetEventName
}

// UnpackOperatorTrustSetEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event OperatorTrustSet(address indexed merchant, bool trusted)
func (custodyEscrowGateway *CustodyEscrowGateway) UnpackOperatorTrustSetEvent(log *types.Log) (*CustodyEscrowGatewayOperatorTrustSet, error) {
	event := "OperatorTrustSet"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != custodyEscrowGateway.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(CustodyEscrowGatewayOperatorTrustSet)
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

// CustodyEscrowGatewayPaused represents a Paused event raised by the CustodyEscrowGateway contract.
type CustodyEscrowGatewayPaused struct {
	Account common.Address
	Raw     *types.Log // Blockchain specific contextual infos
}

const CustodyEscrowGatewayPausedEventName = "Paused"

// ContractEventName returns the user-defined event name.
func (CustodyEscrowGatewayPaused) ContractEventName() string {
	return CustodyEscrowGatewayPausedEventName
}

// UnpackPausedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event Paused(address account)
func (custodyEscrowGateway *CustodyEscrowGateway) UnpackPausedEvent(log *types.Log) (*CustodyEscrowGatewayPaused, error) {
	event := "Paused"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != custodyEscrowGateway.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(CustodyEscrowGatewayPaused)
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

// CustodyEscrowGatewayRefundRedirected represents a RefundRedirected event raised by the CustodyEscrowGateway contract.
type CustodyEscrowGatewayRefundRedirected struct {
	Id     [32]byte
	Payer  common.Address
	To     common.Address
	Amount *big.Int
	Raw    *types.Log // Blockchain specific contextual infos
}

const CustodyEscrowGatewayRefundRedirectedEventName = "RefundRedirected"

// ContractEventName returns the user-defined event name.
func (CustodyEscrowGatewayRefundRedirected) ContractEventName() string {
	return CustodyEscrowGatewayRefundRedirectedEventName
}

// UnpackRefundRedirectedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event RefundRedirected(bytes32 indexed id, address indexed payer, address indexed to, uint256 amount)
func (custodyEscrowGateway *CustodyEscrowGateway) UnpackRefundRedirectedEvent(log *types.Log) (*CustodyEscrowGatewayRefundRedirected, error) {
	event := "RefundRedirected"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != custodyEscrowGateway.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(CustodyEscrowGatewayRefundRedirected)
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

// CustodyEscrowGatewayUnpaused represents a Unpaused event raised by the CustodyEscrowGateway contract.
type CustodyEscrowGatewayUnpaused struct {
	Account common.Address
	Raw     *types.Log // Blockchain specific contextual infos
}

const CustodyEscrowGatewayUnpausedEventName = "Unpaused"

// ContractEventName returns the user-defined event name.
func (CustodyEscrowGatewayUnpaused) ContractEventName() string {
	return CustodyEscrowGatewayUnpausedEventName
}

// UnpackUnpausedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event Unpaused(address account)
func (custodyEscrowGateway *CustodyEscrowGateway) UnpackUnpausedEvent(log *types.Log) (*CustodyEscrowGatewayUnpaused, error) {
	event := "Unpaused"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != custodyEscrowGateway.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(CustodyEscrowGatewayUnpaused)
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
	if bytes.Equal(raw[:4], custodyEscrowGateway.abi.Errors["EnforcedPause"].ID.Bytes()[:4]) {
		return custodyEscrowGateway.UnpackEnforcedPauseError(raw[4:])
	}
	if bytes.Equal(raw[:4], custodyEscrowGateway.abi.Errors["ExpectedPause"].ID.Bytes()[:4]) {
		return custodyEscrowGateway.UnpackExpectedPauseError(raw[4:])
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
	if bytes.Equal(raw[:4], custodyEscrowGateway.abi.Errors["InvoiceExpired"].ID.Bytes()[:4]) {
		return custodyEscrowGateway.UnpackInvoiceExpiredError(raw[4:])
	}
	if bytes.Equal(raw[:4], custodyEscrowGateway.abi.Errors["InvoiceNotPayable"].ID.Bytes()[:4]) {
		return custodyEscrowGateway.UnpackInvoiceNotPayableError(raw[4:])
	}
	if bytes.Equal(raw[:4], custodyEscrowGateway.abi.Errors["NotAgent"].ID.Bytes()[:4]) {
		return custodyEscrowGateway.UnpackNotAgentError(raw[4:])
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
	if bytes.Equal(raw[:4], custodyEscrowGateway.abi.Errors["RefundConsentExpired"].ID.Bytes()[:4]) {
		return custodyEscrowGateway.UnpackRefundConsentExpiredError(raw[4:])
	}
	if bytes.Equal(raw[:4], custodyEscrowGateway.abi.Errors["RefundConsentInvalid"].ID.Bytes()[:4]) {
		return custodyEscrowGateway.UnpackRefundConsentInvalidError(raw[4:])
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

// CustodyEscrowGatewayEnforcedPause represents a EnforcedPause error raised by the CustodyEscrowGateway contract.
type CustodyEscrowGatewayEnforcedPause struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error EnforcedPause()
func CustodyEscrowGatewayEnforcedPauseErrorID() common.Hash {
	return common.HexToHash("0xd93c0665d6c96d04a8f174024fc4ddd66c250604aff22bbec808de86dd3637e3")
}

// UnpackEnforcedPauseError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error EnforcedPause()
func (custodyEscrowGateway *CustodyEscrowGateway) UnpackEnforcedPauseError(raw []byte) (*CustodyEscrowGatewayEnforcedPause, error) {
	out := new(CustodyEscrowGatewayEnforcedPause)
	if err := custodyEscrowGateway.abi.UnpackIntoInterface(out, "EnforcedPause", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// CustodyEscrowGatewayExpectedPause represents a ExpectedPause error raised by the CustodyEscrowGateway contract.
type CustodyEscrowGatewayExpectedPause struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ExpectedPause()
func CustodyEscrowGatewayExpectedPauseErrorID() common.Hash {
	return common.HexToHash("0x8dfc202bcfe9a735b559bee70674422512bc5c30f687046ae8778315fb81da44")
}

// UnpackExpectedPauseError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ExpectedPause()
func (custodyEscrowGateway *CustodyEscrowGateway) UnpackExpectedPauseError(raw []byte) (*CustodyEscrowGatewayExpectedPause, error) {
	out := new(CustodyEscrowGatewayExpectedPause)
	if err := custodyEscrowGateway.abi.UnpackIntoInterface(out, "ExpectedPause", raw); err != nil {
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

// CustodyEscrowGatewayInvoiceExpired represents a InvoiceExpired error raised by the CustodyEscrowGateway contract.
type CustodyEscrowGatewayInvoiceExpired struct {
	Id        [32]byte
	ExpiresAt uint64
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error InvoiceExpired(bytes32 id, uint64 expiresAt)
func CustodyEscrowGatewayInvoiceExpiredErrorID() common.Hash {
	return common.HexToHash("0x5a38ffeb276414d4f3c134edbd37495eb680f304ecf0d9f0c2f7159405a59478")
}

// UnpackInvoiceExpiredError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error InvoiceExpired(bytes32 id, uint64 expiresAt)
func (custodyEscrowGateway *CustodyEscrowGateway) UnpackInvoiceExpiredError(raw []byte) (*CustodyEscrowGatewayInvoiceExpired, error) {
	out := new(CustodyEscrowGatewayInvoiceExpired)
	if err := custodyEscrowGateway.abi.UnpackIntoInterface(out, "InvoiceExpired", raw); err != nil {
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

// CustodyEscrowGatewayNotAgent represents a NotAgent error raised by the CustodyEscrowGateway contract.
type CustodyEscrowGatewayNotAgent struct {
	Merchant common.Address
	Caller   common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error NotAgent(address merchant, address caller)
func CustodyEscrowGatewayNotAgentErrorID() common.Hash {
	return common.HexToHash("0x7bec6d7f2598cf5550a51102e4f0417639c5fc61c87fa1eedc365c1cce4b1ab0")
}

// UnpackNotAgentError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error NotAgent(address merchant, address caller)
func (custodyEscrowGateway *CustodyEscrowGateway) UnpackNotAgentError(raw []byte) (*CustodyEscrowGatewayNotAgent, error) {
	out := new(CustodyEscrowGatewayNotAgent)
	if err := custodyEscrowGateway.abi.UnpackIntoInterface(out, "NotAgent", raw); err != nil {
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

// CustodyEscrowGatewayRefundConsentExpired represents a RefundConsentExpired error raised by the CustodyEscrowGateway contract.
type CustodyEscrowGatewayRefundConsentExpired struct {
	Id       [32]byte
	Deadline *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error RefundConsentExpired(bytes32 id, uint256 deadline)
func CustodyEscrowGatewayRefundConsentExpiredErrorID() common.Hash {
	return common.HexToHash("0x12ff49b087f50e0d59106c0e6934b6a08f095ef93def6ebf3a80e7d6dd07c52d")
}

// UnpackRefundConsentExpiredError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error RefundConsentExpired(bytes32 id, uint256 deadline)
func (custodyEscrowGateway *CustodyEscrowGateway) UnpackRefundConsentExpiredError(raw []byte) (*CustodyEscrowGatewayRefundConsentExpired, error) {
	out := new(CustodyEscrowGatewayRefundConsentExpired)
	if err := custodyEscrowGateway.abi.UnpackIntoInterface(out, "RefundConsentExpired", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// CustodyEscrowGatewayRefundConsentInvalid represents a RefundConsentInvalid error raised by the CustodyEscrowGateway contract.
type CustodyEscrowGatewayRefundConsentInvalid struct {
	Id [32]byte
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error RefundConsentInvalid(bytes32 id)
func CustodyEscrowGatewayRefundConsentInvalidErrorID() common.Hash {
	return common.HexToHash("0x73b9e4adc26bf07ed5c932c18e435ce2156e87794e32bef46bb4b249d82d3ec9")
}

// UnpackRefundConsentInvalidError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error RefundConsentInvalid(bytes32 id)
func (custodyEscrowGateway *CustodyEscrowGateway) UnpackRefundConsentInvalidError(raw []byte) (*CustodyEscrowGatewayRefundConsentInvalid, error) {
	out := new(CustodyEscrowGatewayRefundConsentInvalid)
	if err := custodyEscrowGateway.abi.UnpackIntoInterface(out, "RefundConsentInvalid", raw); err != nil {
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

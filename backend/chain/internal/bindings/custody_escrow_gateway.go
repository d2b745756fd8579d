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
	ABI: "[{\"inputs\":[{\"internalType\":\"contractIPermit2\",\"name\":\"permit2_\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"swapRouter_\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"owner_\",\"type\":\"address\"}],\"stateMutability\":\"nonpayable\",\"type\":\"constructor\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"id\",\"type\":\"bytes32\"},{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"received\",\"type\":\"uint256\"}],\"name\":\"DepositShort\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"DepositsUnset\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"EmptyBatch\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"EnforcedPause\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"ExpectedPause\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"id\",\"type\":\"bytes32\"},{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"held\",\"type\":\"uint256\"}],\"name\":\"HeldExceeded\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"id\",\"type\":\"bytes32\"}],\"name\":\"InvoiceAlreadyClaimed\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"id\",\"type\":\"bytes32\"}],\"name\":\"InvoiceAlreadyRefunded\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"id\",\"type\":\"bytes32\"}],\"name\":\"InvoiceAlreadyStaged\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"id\",\"type\":\"bytes32\"},{\"internalType\":\"uint64\",\"name\":\"expiresAt\",\"type\":\"uint64\"}],\"name\":\"InvoiceExpired\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"id\",\"type\":\"bytes32\"}],\"name\":\"InvoiceNotPayable\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"merchant\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"caller\",\"type\":\"address\"}],\"name\":\"NotAgent\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"id\",\"type\":\"bytes32\"}],\"name\":\"NotDeposit\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"merchant\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"caller\",\"type\":\"address\"}],\"name\":\"NotMerchantOrDelegate\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"caller\",\"type\":\"address\"}],\"name\":\"NotOperator\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"OnlySelf\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"owner\",\"type\":\"address\"}],\"name\":\"OwnableInvalidOwner\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"account\",\"type\":\"address\"}],\"name\":\"OwnableUnauthorizedAccount\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"merchant\",\"type\":\"address\"}],\"name\":\"PayoutWalletUnset\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"id\",\"type\":\"bytes32\"}],\"name\":\"RecordMismatch\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"ReentrancyGuardReentrantCall\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"id\",\"type\":\"bytes32\"},{\"internalType\":\"uint256\",\"name\":\"deadline\",\"type\":\"uint256\"}],\"name\":\"RefundConsentExpired\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"id\",\"type\":\"bytes32\"}],\"name\":\"RefundConsentInvalid\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"id\",\"type\":\"bytes32\"},{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"remaining\",\"type\":\"uint256\"}],\"name\":\"RefundExceedsRemaining\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"id\",\"type\":\"bytes32\"},{\"internalType\":\"uint256\",\"name\":\"closedAt\",\"type\":\"uint256\"}],\"name\":\"RefundWindowClosed\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"id\",\"type\":\"bytes32\"},{\"internalType\":\"uint256\",\"name\":\"claimableAt\",\"type\":\"uint256\"}],\"name\":\"RefundWindowOpen\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"token\",\"type\":\"address\"}],\"name\":\"SafeERC20FailedOperation\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"expected\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"received\",\"type\":\"uint256\"}],\"name\":\"SwapOutputShort\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"SwapRouterUnset\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"token\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"payer\",\"type\":\"address\"}],\"name\":\"TokenPermitFailed\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"ZeroAddress\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"id\",\"type\":\"bytes32\"}],\"name\":\"ZeroAmount\",\"type\":\"error\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"merchant\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"delegate\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"bool\",\"name\":\"allowed\",\"type\":\"bool\"}],\"name\":\"DelegateSet\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"factory\",\"type\":\"address\"}],\"name\":\"DepositFactorySet\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"id\",\"type\":\"bytes32\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"token\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"address\",\"name\":\"merchant\",\"type\":\"address\"}],\"name\":\"DepositHeld\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"id\",\"type\":\"bytes32\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"token\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"to\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"HeldReturned\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"id\",\"type\":\"bytes32\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"merchant\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"payoutToken\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"InvoiceClaimed\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"id\",\"type\":\"bytes32\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"merchant\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"payer\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"address\",\"name\":\"payoutToken\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"address\",\"name\":\"payInToken\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"amountIn\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint64\",\"name\":\"paidAt\",\"type\":\"uint64\"}],\"name\":\"InvoicePaid\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"id\",\"type\":\"bytes32\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"merchant\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"payer\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"address\",\"name\":\"payoutToken\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"remaining\",\"type\":\"uint256\"}],\"name\":\"InvoiceRefunded\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"id\",\"type\":\"bytes32\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"merchant\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"payoutToken\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint64\",\"name\":\"expiresAt\",\"type\":\"uint64\"}],\"name\":\"InvoiceStaged\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"id\",\"type\":\"bytes32\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"merchant\",\"type\":\"address\"}],\"name\":\"InvoiceVoided\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"merchant\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"payoutToken\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"address\",\"name\":\"wallet\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"total\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"count\",\"type\":\"uint256\"}],\"name\":\"InvoicesClaimed\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"relayer\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"bool\",\"name\":\"allowed\",\"type\":\"bool\"}],\"name\":\"OperatorRelayerSet\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"merchant\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"bool\",\"name\":\"trusted\",\"type\":\"bool\"}],\"name\":\"OperatorTrustSet\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"previousOwner\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"newOwner\",\"type\":\"address\"}],\"name\":\"OwnershipTransferred\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":false,\"internalType\":\"address\",\"name\":\"account\",\"type\":\"address\"}],\"name\":\"Paused\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"id\",\"type\":\"bytes32\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"payer\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"bytes\",\"name\":\"reason\",\"type\":\"bytes\"}],\"name\":\"PaymentFailed\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"merchant\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"wallet\",\"type\":\"address\"}],\"name\":\"PayoutWalletSet\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"id\",\"type\":\"bytes32\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"payer\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"to\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"RefundRedirected\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"router\",\"type\":\"address\"}],\"name\":\"SwapRouterSet\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":false,\"internalType\":\"address\",\"name\":\"account\",\"type\":\"address\"}],\"name\":\"Unpaused\",\"type\":\"event\"},{\"inputs\":[],\"name\":\"CLAIMED\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"\",\"type\":\"bytes32\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"DOMAIN_SEPARATOR\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"\",\"type\":\"bytes32\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"INVOICE_TYPEHASH\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"\",\"type\":\"bytes32\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"PAID_TAG\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"\",\"type\":\"bytes32\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"REFUNDED\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"\",\"type\":\"bytes32\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"REFUND_TO_TYPEHASH\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"\",\"type\":\"bytes32\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"REFUND_WINDOW\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"STAGED_TAG\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"\",\"type\":\"bytes32\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"VOIDED\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"\",\"type\":\"bytes32\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"WITNESS_TYPE_STRING\",\"outputs\":[{\"internalType\":\"string\",\"name\":\"\",\"type\":\"string\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"merchant\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"payoutToken\",\"type\":\"address\"},{\"components\":[{\"internalType\":\"bytes32\",\"name\":\"id\",\"type\":\"bytes32\"},{\"internalType\":\"address\",\"name\":\"merchant\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"payoutToken\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"},{\"internalType\":\"address\",\"name\":\"payer\",\"type\":\"address\"},{\"internalType\":\"uint64\",\"name\":\"paidAt\",\"type\":\"uint64\"}],\"internalType\":\"structCustodyEscrowGateway.PaidInvoice[]\",\"name\":\"invoices\",\"type\":\"tuple[]\"}],\"name\":\"claim\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"merchant\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"delegate\",\"type\":\"address\"}],\"name\":\"delegates\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"\",\"type\":\"bool\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"depositFactory\",\"outputs\":[{\"internalType\":\"contractIDepositFactory\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"id\",\"type\":\"bytes32\"},{\"internalType\":\"address\",\"name\":\"token\",\"type\":\"address\"}],\"name\":\"held\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"id\",\"type\":\"bytes32\"}],\"name\":\"heldFor\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"id\",\"type\":\"bytes32\"},{\"internalType\":\"contractIERC20\",\"name\":\"token\",\"type\":\"address\"}],\"name\":\"holdDeposit\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"components\":[{\"internalType\":\"bytes32\",\"name\":\"id\",\"type\":\"bytes32\"},{\"internalType\":\"address\",\"name\":\"merchant\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"payoutToken\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"},{\"internalType\":\"address\",\"name\":\"payer\",\"type\":\"address\"},{\"internalType\":\"uint64\",\"name\":\"paidAt\",\"type\":\"uint64\"}],\"internalType\":\"structCustodyEscrowGateway.PaidInvoice\",\"name\":\"p\",\"type\":\"tuple\"},{\"internalType\":\"contractIERC20\",\"name\":\"token\",\"type\":\"address\"}],\"name\":\"holdPaidDeposit\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"components\":[{\"internalType\":\"bytes32\",\"name\":\"id\",\"type\":\"bytes32\"},{\"internalType\":\"address\",\"name\":\"merchant\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"payoutToken\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"},{\"internalType\":\"uint64\",\"name\":\"expiresAt\",\"type\":\"uint64\"}],\"internalType\":\"structCustodyEscrowGateway.Invoice\",\"name\":\"inv\",\"type\":\"tuple\"},{\"internalType\":\"contractIERC20\",\"name\":\"token\",\"type\":\"address\"}],\"name\":\"holdStagedDeposit\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"merchant\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"who\",\"type\":\"address\"}],\"name\":\"isAgent\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"\",\"type\":\"bool\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"merchant\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"delegate\",\"type\":\"address\"}],\"name\":\"isDelegate\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"\",\"type\":\"bool\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"relayer\",\"type\":\"address\"}],\"name\":\"operatorRelayers\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"\",\"type\":\"bool\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"owner\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"merchant\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"payoutToken\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"},{\"internalType\":\"address\",\"name\":\"payer\",\"type\":\"address\"},{\"internalType\":\"uint64\",\"name\":\"paidAt\",\"type\":\"uint64\"}],\"name\":\"paidCommitment\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"\",\"type\":\"bytes32\"}],\"stateMutability\":\"pure\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"pause\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"paused\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"\",\"type\":\"bool\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"components\":[{\"internalType\":\"bytes32\",\"name\":\"id\",\"type\":\"bytes32\"},{\"internalType\":\"address\",\"name\":\"merchant\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"payoutToken\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"},{\"internalType\":\"uint64\",\"name\":\"expiresAt\",\"type\":\"uint64\"}],\"internalType\":\"structCustodyEscrowGateway.Invoice\",\"name\":\"inv\",\"type\":\"tuple\"},{\"internalType\":\"address\",\"name\":\"payer\",\"type\":\"address\"},{\"components\":[{\"components\":[{\"internalType\":\"address\",\"name\":\"token\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"internalType\":\"structIPermit2.TokenPermissions\",\"name\":\"permitted\",\"type\":\"tuple\"},{\"internalType\":\"uint256\",\"name\":\"nonce\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"deadline\",\"type\":\"uint256\"}],\"internalType\":\"structIPermit2.PermitTransferFrom\",\"name\":\"permit\",\"type\":\"tuple\"},{\"internalType\":\"bytes\",\"name\":\"signature\",\"type\":\"bytes\"},{\"internalType\":\"uint24\",\"name\":\"fee\",\"type\":\"uint24\"}],\"name\":\"pay\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"components\":[{\"components\":[{\"internalType\":\"bytes32\",\"name\":\"id\",\"type\":\"bytes32\"},{\"internalType\":\"address\",\"name\":\"merchant\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"payoutToken\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"},{\"internalType\":\"uint64\",\"name\":\"expiresAt\",\"type\":\"uint64\"}],\"internalType\":\"structCustodyEscrowGateway.Invoice\",\"name\":\"inv\",\"type\":\"tuple\"},{\"internalType\":\"address\",\"name\":\"payer\",\"type\":\"address\"},{\"components\":[{\"internalType\":\"uint256\",\"name\":\"validAfter\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"validBefore\",\"type\":\"uint256\"},{\"internalType\":\"uint8\",\"name\":\"v\",\"type\":\"uint8\"},{\"internalType\":\"bytes32\",\"name\":\"r\",\"type\":\"bytes32\"},{\"internalType\":\"bytes32\",\"name\":\"s\",\"type\":\"bytes32\"}],\"internalType\":\"structCustodyEscrowGateway.Authorization\",\"name\":\"auth\",\"type\":\"tuple\"}],\"internalType\":\"structCustodyEscrowGateway.AuthorizedPayment[]\",\"name\":\"payments\",\"type\":\"tuple[]\"}],\"name\":\"payAuthorizedBatch\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"paid\",\"type\":\"uint256\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"components\":[{\"components\":[{\"internalType\":\"bytes32\",\"name\":\"id\",\"type\":\"bytes32\"},{\"internalType\":\"address\",\"name\":\"merchant\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"payoutToken\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"},{\"internalType\":\"uint64\",\"name\":\"expiresAt\",\"type\":\"uint64\"}],\"internalType\":\"structCustodyEscrowGateway.Invoice\",\"name\":\"inv\",\"type\":\"tuple\"},{\"internalType\":\"address\",\"name\":\"payer\",\"type\":\"address\"},{\"components\":[{\"components\":[{\"internalType\":\"address\",\"name\":\"token\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"internalType\":\"structIPermit2.TokenPermissions\",\"name\":\"permitted\",\"type\":\"tuple\"},{\"internalType\":\"uint256\",\"name\":\"nonce\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"deadline\",\"type\":\"uint256\"}],\"internalType\":\"structIPermit2.PermitTransferFrom\",\"name\":\"permit\",\"type\":\"tuple\"},{\"internalType\":\"bytes\",\"name\":\"signature\",\"type\":\"bytes\"},{\"internalType\":\"uint24\",\"name\":\"fee\",\"type\":\"uint24\"}],\"internalType\":\"structCustodyEscrowGateway.Payment[]\",\"name\":\"payments\",\"type\":\"tuple[]\"}],\"name\":\"payBatch\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"paid\",\"type\":\"uint256\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"components\":[{\"internalType\":\"bytes32\",\"name\":\"id\",\"type\":\"bytes32\"},{\"internalType\":\"address\",\"name\":\"merchant\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"payoutToken\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"},{\"internalType\":\"uint64\",\"name\":\"expiresAt\",\"type\":\"uint64\"}],\"internalType\":\"structCustodyEscrowGateway.Invoice\",\"name\":\"inv\",\"type\":\"tuple\"}],\"name\":\"payFromDeposit\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"components\":[{\"internalType\":\"bytes32\",\"name\":\"id\",\"type\":\"bytes32\"},{\"internalType\":\"address\",\"name\":\"merchant\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"payoutToken\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"},{\"internalType\":\"uint64\",\"name\":\"expiresAt\",\"type\":\"uint64\"}],\"internalType\":\"structCustodyEscrowGateway.Invoice[]\",\"name\":\"invoices\",\"type\":\"tuple[]\"}],\"name\":\"payFromDepositBatch\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"paid\",\"type\":\"uint256\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"components\":[{\"components\":[{\"internalType\":\"bytes32\",\"name\":\"id\",\"type\":\"bytes32\"},{\"internalType\":\"address\",\"name\":\"merchant\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"payoutToken\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"},{\"internalType\":\"uint64\",\"name\":\"expiresAt\",\"type\":\"uint64\"}],\"internalType\":\"structCustodyEscrowGateway.Invoice\",\"name\":\"inv\",\"type\":\"tuple\"},{\"internalType\":\"address\",\"name\":\"payer\",\"type\":\"address\"},{\"components\":[{\"components\":[{\"internalType\":\"address\",\"name\":\"token\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"internalType\":\"structIPermit2.TokenPermissions\",\"name\":\"permitted\",\"type\":\"tuple\"},{\"internalType\":\"uint256\",\"name\":\"nonce\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"deadline\",\"type\":\"uint256\"}],\"internalType\":\"structIPermit2.PermitTransferFrom\",\"name\":\"permit\",\"type\":\"tuple\"},{\"internalType\":\"bytes\",\"name\":\"signature\",\"type\":\"bytes\"},{\"internalType\":\"uint24\",\"name\":\"fee\",\"type\":\"uint24\"}],\"internalType\":\"structCustodyEscrowGateway.Payment\",\"name\":\"p\",\"type\":\"tuple\"},{\"internalType\":\"address\",\"name\":\"relayer\",\"type\":\"address\"}],\"name\":\"payOne\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"components\":[{\"components\":[{\"internalType\":\"bytes32\",\"name\":\"id\",\"type\":\"bytes32\"},{\"internalType\":\"address\",\"name\":\"merchant\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"payoutToken\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"},{\"internalType\":\"uint64\",\"name\":\"expiresAt\",\"type\":\"uint64\"}],\"internalType\":\"structCustodyEscrowGateway.Invoice\",\"name\":\"inv\",\"type\":\"tuple\"},{\"internalType\":\"address\",\"name\":\"payer\",\"type\":\"address\"},{\"components\":[{\"internalType\":\"uint256\",\"name\":\"validAfter\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"validBefore\",\"type\":\"uint256\"},{\"internalType\":\"uint8\",\"name\":\"v\",\"type\":\"uint8\"},{\"internalType\":\"bytes32\",\"name\":\"r\",\"type\":\"bytes32\"},{\"internalType\":\"bytes32\",\"name\":\"s\",\"type\":\"bytes32\"}],\"internalType\":\"structCustodyEscrowGateway.Authorization\",\"name\":\"auth\",\"type\":\"tuple\"}],\"internalType\":\"structCustodyEscrowGateway.AuthorizedPayment\",\"name\":\"p\",\"type\":\"tuple\"},{\"internalType\":\"address\",\"name\":\"relayer\",\"type\":\"address\"}],\"name\":\"payOneAuthorized\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"components\":[{\"internalType\":\"bytes32\",\"name\":\"id\",\"type\":\"bytes32\"},{\"internalType\":\"address\",\"name\":\"merchant\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"payoutToken\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"},{\"internalType\":\"uint64\",\"name\":\"expiresAt\",\"type\":\"uint64\"}],\"internalType\":\"structCustodyEscrowGateway.Invoice\",\"name\":\"inv\",\"type\":\"tuple\"},{\"internalType\":\"address\",\"name\":\"relayer\",\"type\":\"address\"}],\"name\":\"payOneFromDeposit\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"components\":[{\"internalType\":\"bytes32\",\"name\":\"id\",\"type\":\"bytes32\"},{\"internalType\":\"address\",\"name\":\"merchant\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"payoutToken\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"},{\"internalType\":\"uint64\",\"name\":\"expiresAt\",\"type\":\"uint64\"}],\"internalType\":\"structCustodyEscrowGateway.Invoice\",\"name\":\"inv\",\"type\":\"tuple\"},{\"internalType\":\"address\",\"name\":\"payer\",\"type\":\"address\"},{\"components\":[{\"internalType\":\"uint256\",\"name\":\"validAfter\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"validBefore\",\"type\":\"uint256\"},{\"internalType\":\"uint8\",\"name\":\"v\",\"type\":\"uint8\"},{\"internalType\":\"bytes32\",\"name\":\"r\",\"type\":\"bytes32\"},{\"internalType\":\"bytes32\",\"name\":\"s\",\"type\":\"bytes32\"}],\"internalType\":\"structCustodyEscrowGateway.Authorization\",\"name\":\"auth\",\"type\":\"tuple\"}],\"name\":\"payWithAuthorization\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"components\":[{\"internalType\":\"bytes32\",\"name\":\"id\",\"type\":\"bytes32\"},{\"internalType\":\"address\",\"name\":\"merchant\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"payoutToken\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"},{\"internalType\":\"uint64\",\"name\":\"expiresAt\",\"type\":\"uint64\"}],\"internalType\":\"structCustodyEscrowGateway.Invoice\",\"name\":\"inv\",\"type\":\"tuple\"},{\"internalType\":\"address\",\"name\":\"payer\",\"type\":\"address\"},{\"components\":[{\"components\":[{\"internalType\":\"address\",\"name\":\"token\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"internalType\":\"structIPermit2.TokenPermissions\",\"name\":\"permitted\",\"type\":\"tuple\"},{\"internalType\":\"uint256\",\"name\":\"nonce\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"deadline\",\"type\":\"uint256\"}],\"internalType\":\"structIPermit2.PermitTransferFrom\",\"name\":\"permit\",\"type\":\"tuple\"},{\"internalType\":\"bytes\",\"name\":\"signature\",\"type\":\"bytes\"},{\"internalType\":\"uint24\",\"name\":\"fee\",\"type\":\"uint24\"},{\"components\":[{\"internalType\":\"uint256\",\"name\":\"value\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"deadline\",\"type\":\"uint256\"},{\"internalType\":\"uint8\",\"name\":\"v\",\"type\":\"uint8\"},{\"internalType\":\"bytes32\",\"name\":\"r\",\"type\":\"bytes32\"},{\"internalType\":\"bytes32\",\"name\":\"s\",\"type\":\"bytes32\"}],\"internalType\":\"structCustodyEscrowGateway.TokenPermit\",\"name\":\"tokenPermit\",\"type\":\"tuple\"}],\"name\":\"payWithTokenPermit\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"merchant\",\"type\":\"address\"}],\"name\":\"payoutWallet\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"permit2\",\"outputs\":[{\"internalType\":\"contractIPermit2\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"invoiceId\",\"type\":\"bytes32\"}],\"name\":\"records\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"\",\"type\":\"bytes32\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"components\":[{\"internalType\":\"bytes32\",\"name\":\"id\",\"type\":\"bytes32\"},{\"internalType\":\"address\",\"name\":\"merchant\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"payoutToken\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"},{\"internalType\":\"address\",\"name\":\"payer\",\"type\":\"address\"},{\"internalType\":\"uint64\",\"name\":\"paidAt\",\"type\":\"uint64\"}],\"internalType\":\"structCustodyEscrowGateway.PaidInvoice\",\"name\":\"p\",\"type\":\"tuple\"},{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"refund\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"components\":[{\"internalType\":\"bytes32\",\"name\":\"id\",\"type\":\"bytes32\"},{\"internalType\":\"address\",\"name\":\"merchant\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"payoutToken\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"},{\"internalType\":\"address\",\"name\":\"payer\",\"type\":\"address\"},{\"internalType\":\"uint64\",\"name\":\"paidAt\",\"type\":\"uint64\"}],\"internalType\":\"structCustodyEscrowGateway.PaidInvoice\",\"name\":\"p\",\"type\":\"tuple\"},{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"},{\"internalType\":\"address\",\"name\":\"to\",\"type\":\"address\"}],\"name\":\"refundDepositTo\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"components\":[{\"internalType\":\"bytes32\",\"name\":\"id\",\"type\":\"bytes32\"},{\"internalType\":\"address\",\"name\":\"merchant\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"payoutToken\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"},{\"internalType\":\"address\",\"name\":\"payer\",\"type\":\"address\"},{\"internalType\":\"uint64\",\"name\":\"paidAt\",\"type\":\"uint64\"}],\"internalType\":\"structCustodyEscrowGateway.PaidInvoice\",\"name\":\"p\",\"type\":\"tuple\"},{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"},{\"internalType\":\"address\",\"name\":\"to\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"deadline\",\"type\":\"uint256\"},{\"internalType\":\"bytes\",\"name\":\"payerSignature\",\"type\":\"bytes\"}],\"name\":\"refundTo\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"renounceOwnership\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"id\",\"type\":\"bytes32\"},{\"internalType\":\"contractIERC20\",\"name\":\"token\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"to\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"returnHeld\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"delegate\",\"type\":\"address\"},{\"internalType\":\"bool\",\"name\":\"allowed\",\"type\":\"bool\"}],\"name\":\"setDelegate\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"contractIDepositFactory\",\"name\":\"factory\",\"type\":\"address\"}],\"name\":\"setDepositFactory\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"relayer\",\"type\":\"address\"},{\"internalType\":\"bool\",\"name\":\"allowed\",\"type\":\"bool\"}],\"name\":\"setOperatorRelayer\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bool\",\"name\":\"trusted\",\"type\":\"bool\"}],\"name\":\"setOperatorTrusted\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"wallet\",\"type\":\"address\"}],\"name\":\"setPayoutWallet\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"router\",\"type\":\"address\"}],\"name\":\"setSwapRouter\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"merchant\",\"type\":\"address\"},{\"components\":[{\"internalType\":\"bytes32\",\"name\":\"id\",\"type\":\"bytes32\"},{\"internalType\":\"address\",\"name\":\"payoutToken\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"},{\"internalType\":\"uint64\",\"name\":\"expiresAt\",\"type\":\"uint64\"}],\"internalType\":\"structCustodyEscrowGateway.StagedInvoice[]\",\"name\":\"invoices\",\"type\":\"tuple[]\"}],\"name\":\"stageInvoices\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"merchant\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"payoutToken\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"},{\"internalType\":\"uint64\",\"name\":\"expiresAt\",\"type\":\"uint64\"}],\"name\":\"stagedCommitment\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"\",\"type\":\"bytes32\"}],\"stateMutability\":\"pure\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"swapRouter\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"newOwner\",\"type\":\"address\"}],\"name\":\"transferOwnership\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"merchant\",\"type\":\"address\"}],\"name\":\"trustsOperator\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"\",\"type\":\"bool\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"unpause\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"merchant\",\"type\":\"address\"},{\"components\":[{\"internalType\":\"bytes32\",\"name\":\"id\",\"type\":\"bytes32\"},{\"internalType\":\"address\",\"name\":\"payoutToken\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"},{\"internalType\":\"uint64\",\"name\":\"expiresAt\",\"type\":\"uint64\"}],\"internalType\":\"structCustodyEscrowGateway.StagedInvoice[]\",\"name\":\"invoices\",\"type\":\"tuple[]\"}],\"name\":\"voidInvoices\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"components\":[{\"internalType\":\"bytes32\",\"name\":\"id\",\"type\":\"bytes32\"},{\"internalType\":\"address\",\"name\":\"merchant\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"payoutToken\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"},{\"internalType\":\"uint64\",\"name\":\"expiresAt\",\"type\":\"uint64\"}],\"internalType\":\"structCustodyEscrowGateway.Invoice\",\"name\":\"inv\",\"type\":\"tuple\"}],\"name\":\"witnessHash\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"\",\"type\":\"bytes32\"}],\"stateMutability\":\"pure\",\"type\":\"function\"}]",
	ID:  "CustodyEscrowGateway",
	Bin: "0x60a060405234801561000f575f5ffd5b50604051614e51380380614e5183398101604081905261002e91610147565b806001600160a01b03811661005c57604051631e4fbdf760e01b81525f600482015260240160405180910390fd5b610065816100e1565b506001600160a01b03831661008d5760405163d92e233d60e01b815260040160405180910390fd5b6001600160a01b03838116608052600180546001600160a01b03191691841691821790556040517f6307ba8e3a4d6f90cda83ffa9c59c26256a075f79abca3852f6539fc6d44653f905f90a2505050610191565b5f80546001600160a01b038381166001600160a01b0319831681178455604051919092169283917f8be0079c531659141344cd1fd0a4f28419497f9722a3daafe3b4186f6b6457e09190a35050565b6001600160a01b0381168114610144575f5ffd5b50565b5f5f5f60608486031215610159575f5ffd5b835161016481610130565b602085015190935061017581610130565b604085015190925061018681610130565b809150509250925092565b608051614c936101be5f395f818161047a015281816118c5015281816119d001526138a60152614c935ff3fe608060405234801561000f575f5ffd5b5060043610610372575f3560e01c80636b2ad52b116101d45780639fa9ef0c11610109578063cdd5503a116100a9578063e8ac8fa111610079578063e8ac8fa1146109ee578063ec9511aa14610a01578063f2fde38b14610a14578063fb1b357114610a27575f5ffd5b8063cdd5503a14610988578063d5ac6a0b1461099b578063d7c1972c146109ae578063e5843242146109c1575f5ffd5b8063a9c4be57116100e4578063a9c4be571461093c578063b1e5edcb1461094f578063b40d3c9d14610962578063c31c9c0714610975575f5ffd5b80639fa9ef0c146108ef578063a3e7668e14610916578063a906009714610929575f5ffd5b80637ed2c5081161017457806393743e951161014f57806393743e951461089a57806394e15c8f146108c157806396422172146108c95780639dfc1423146108dc575f5ffd5b80637ed2c5081461086f5780638456cb59146108825780638da5cb5b1461088a575f5ffd5b806371d4c69c116101af57806371d4c69c146107f757806374e281d61461080a57806376e208641461081d57806377aa74d114610845575f5ffd5b80636b2ad52b146107ba5780636b8f9c43146107dc578063715018a6146107ef575f5ffd5b806342478fae116102aa5780635de2238b1161024a57806360b141721161022557806360b141721461075f578063636ac37f14610772578063683959eb146107945780636b028f46146107a7575f5ffd5b80635de2238b1461067a5780635fec5d0b146107115780636004a4c91461074c575f5ffd5b80634ebf59d2116102855780634ebf59d2146105fb5780634fe1681a1461061e57806357ce5408146106455780635c975abb14610658575f5ffd5b806342478fae146105ae5780634809c2c1146105c15780634a994eef146105e8575f5ffd5b8063156e21521161031557806331809c97116102f057806331809c97146104e45780633644e515146104ec5780633f4ba83a14610593578063412736571461059b575f5ffd5b8063156e2152146104b45780631f5fc8d7146104c957806327779a88146104dc575f5ffd5b8063096cf30f11610350578063096cf30f146104455780630ff7340a146104585780631153b5f31461046b57806312261ee714610475575f5ffd5b806301e6472514610376578063078ada7c146103a85780630809dda914610430575b5f5ffd5b610395610384366004613e19565b60046020525f908152604090205481565b6040519081526020015b60405180910390f35b6103956103b6366004613e60565b604080517f375c4f85b44d036a0c88b507438e15a988691c9ae0615514b614b36cafb295cd6020808301919091526001600160a01b0396871682840152949095166060860152608085019290925267ffffffffffffffff1660a0808501919091528151808503909101815260c09093019052815191012090565b61044361043e366004613eae565b610a4f565b005b610443610453366004613efc565b610ac2565b610443610466366004613f2f565b610b46565b61039562093a8081565b61049c7f000000000000000000000000000000000000000000000000000000000000000081565b6040516001600160a01b03909116815260200161039f565b6104bc610bb0565b60405161039f9190613f9e565b6104436104d7366004613fb0565b610bcc565b610395600281565b610395600381565b610395604080517f8b73c3c69bb8fe3d512ecc4cf759cc79239f7b179b0ffacaa9a75d522b39400f60208201527f86cefe5d121091344964f467bccf7c6f5fb6b7d0c0a1e61f974d59dd48be80ce918101919091527fc89efdaa54c0f20c7adf612882df0950f5a951637e0307cdcb4c672f298b8bc660608201524660808201523060a08201525f9060c00160405160208183030381529060405280519060200120905090565b610443610c35565b6104436105a9366004613fb0565b610c47565b6104436105bc366004613fcb565b610cb0565b6103957fb64a1e780426faccc283ed27dcc27077f504d5ab82fa747ff4b9bab1e5d673b981565b6104436105f6366004613efc565b610ef6565b61060e61060936600461405c565b610f7f565b604051901515815260200161039f565b6103957ff003f54d302567a97a5d677763b0e8970b13a2d3cf2e82e916f63f3d149cbaeb81565b610443610653366004614088565b610ff6565b5f5474010000000000000000000000000000000000000000900460ff1661060e565b6103956106883660046140cd565b604080517fb64a1e780426faccc283ed27dcc27077f504d5ab82fa747ff4b9bab1e5d673b960208201526001600160a01b038088169282019290925281861660608201526080810185905290831660a082015267ffffffffffffffff821660c08201525f9060e00160405160208183030381529060405280519060200120905095945050505050565b61060e61071f36600461405c565b6001600160a01b039182165f90815260026020908152604080832093909416825291909152205460ff1690565b61039561075a366004614143565b61120a565b61044361076d36600461416d565b61129f565b61060e610780366004613fb0565b60066020525f908152604090205460ff1681565b6104436107a23660046141f1565b61145d565b6104436107b536600461426a565b611749565b61060e6107c8366004613fb0565b60056020525f908152604090205460ff1681565b6104436107ea366004613fb0565b6117bb565b610443611869565b6104436108053660046142a5565b61187a565b61044361081836600461433f565b611ab3565b61049c61082b366004613fb0565b60036020525f90815260409020546001600160a01b031681565b610395610853366004613f2f565b600860209081525f928352604080842090915290825290205481565b61044361087d36600461433f565b611be6565b610443611d83565b5f546001600160a01b031661049c565b6103957f2729e2e23079ed63d39ada25f8a4cd387adfe58c7d60853a96f3b01f5e284fa081565b610395600181565b6103956108d73660046143c2565b611d93565b6104436108ea366004614434565b611f09565b6103957f375c4f85b44d036a0c88b507438e15a988691c9ae0615514b614b36cafb295cd81565b61044361092436600461445d565b611f3e565b610443610937366004614143565b611f77565b61044361094a3660046144e4565b611fae565b61044361095d36600461451d565b612037565b60075461049c906001600160a01b031681565b60015461049c906001600160a01b031681565b610395610996366004614548565b6120ef565b6104436109a93660046145a9565b612277565b6103956109bc3660046145ee565b6122ad565b61060e6109cf36600461405c565b600260209081525f928352604080842090915290825290205460ff1681565b6104436109fc36600461464f565b612407565b610443610a0f36600461451d565b61244d565b610443610a22366004613fb0565b6124a2565b61049c610a35366004613e19565b60096020525f90815260409020546001600160a01b031681565b333014610a88576040517f14d4a4e800000000000000000000000000000000000000000000000000000000815260040160405180910390fd5b610aa1610a9b6040840160208501613fb0565b826124f5565b610abe82610ab560c0820160a08301613fb0565b8460c001612548565b5050565b610aca6126fc565b6001600160a01b0382165f8181526005602090815260409182902080547fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff001685151590811790915591519182527fd766d574b5cd298cae063fa8f4de61f1058de3298e171aef048ad316d71d2e59910160405180910390a25050565b610b4e612741565b335f9081526005602052604090205460ff16610b9d576040517f76c6c93a0000000000000000000000000000000000000000000000000000000081523360048201526024015b60405180910390fd5b610ba882825f61277d565b610abe61295a565b6040518060c00160405280608c8152602001614bfb608c913981565b610bd46126fc565b600780547fffffffffffffffffffffffff0000000000000000000000000000000000000000166001600160a01b0383169081179091556040517f17746dadf0ccfeade194d53524d07a03a7a4353e8b0bfb0d0953b76bacf6f72c905f90a250565b610c3d6126fc565b610c45612984565b565b610c4f6126fc565b600180547fffffffffffffffffffffffff0000000000000000000000000000000000000000166001600160a01b0383169081179091556040517f6307ba8e3a4d6f90cda83ffa9c59c26256a075f79abca3852f6539fc6d44653f905f90a250565b610cb8612741565b610cc1846129f3565b6001600160a01b038085165f908152600360205260409020541680610d1d576040517fc9c82e8f0000000000000000000000000000000000000000000000000000000081526001600160a01b0386166004820152602401610b94565b815f819003610d58576040517fc2e5347d00000000000000000000000000000000000000000000000000000000815260040160405180910390fd5b5f5f5b82811015610e7e5736868683818110610d7657610d7661467a565b60c002919091019150508035610d8e818b8b85612a5b565b5f62093a80610da360c0850160a086016146a7565b67ffffffffffffffff16610db791906146ed565b905080421015610dfd576040517f94406c910000000000000000000000000000000000000000000000000000000081526004810183905260248101829052604401610b94565b5f82815260046020526040902060029055610e1c6060840135866146ed565b9450896001600160a01b03168b6001600160a01b0316837f3e783390a5645128872474fafe840141ccb7e79556777fcfc7aa15611a2597358660600135604051610e6891815260200190565b60405180910390a4505050806001019050610d5b565b50610e936001600160a01b0387168483612be4565b604080516001600160a01b03858116825260208201849052918101849052818816918916907f383f82f908150a4172e46ae0327c92199b5f6fc6a73b9277ae0dcc3ccc1b30f89060600160405180910390a3505050610ef061295a565b50505050565b335f8181526002602090815260408083206001600160a01b0387168085529083529281902080547fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff001686151590811790915590519081529192917f23c373344ac1f1f50daef0ec31f6924948297610efa8499362428205bcc86b4f910160405180910390a35050565b6001600160a01b038083165f90815260026020908152604080832093851683529290529081205460ff1680610fed57506001600160a01b0383165f9081526006602052604090205460ff168015610fed57506001600160a01b0382165f9081526005602052604090205460ff165b90505b92915050565b610ffe612741565b5f848152600960209081526040808320543384526005909252909120546001600160a01b039091169060ff1615801561104f57506001600160a01b038116158061104f575061104d8133610f7f565b155b15611097576040517f7bec6d7f0000000000000000000000000000000000000000000000000000000081526001600160a01b0382166004820152336024820152604401610b94565b6001600160a01b0383166110d7576040517fd92e233d00000000000000000000000000000000000000000000000000000000815260040160405180910390fd5b815f03611113576040517f0180267100000000000000000000000000000000000000000000000000000000815260048101869052602401610b94565b5f8581526008602090815260408083206001600160a01b038816845290915290205480831115611180576040517f7adec438000000000000000000000000000000000000000000000000000000008152600481018790526024810184905260448101829052606401610b94565b5f8681526008602090815260408083206001600160a01b038916808552925290912084830390556111b2908585612be4565b836001600160a01b0316856001600160a01b0316877f70b95a6e4a0701498004ecaad5b8a15b14c6d62384097e32dceeeab0815fa096866040516111f891815260200190565b60405180910390a45050610ef061295a565b5f7ff003f54d302567a97a5d677763b0e8970b13a2d3cf2e82e916f63f3d149cbaeb823561123e6040850160208601613fb0565b606085018035906112529060408801613fb0565b6040805160208101969096528501939093526001600160a01b03918216606085015260808401521660a082015260c001604051602081830303815290604052805190602001209050919050565b6112a7612741565b6112bf6112ba6040850160208601613fb0565b6129f3565b6001600160a01b0381166112ff576040517fd92e233d00000000000000000000000000000000000000000000000000000000815260040160405180910390fd5b611307612c32565b6040517f31eecaf4000000000000000000000000000000000000000000000000000000008152843560048201526001600160a01b0391909116906331eecaf490602401602060405180830381865afa158015611365573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906113899190614700565b6001600160a01b03166113a260a0850160808601613fb0565b6001600160a01b0316146113e5576040517f6706fc6b00000000000000000000000000000000000000000000000000000000815283356004820152602401610b94565b6113f0838383612c75565b6001600160a01b03811661140a60a0850160808601613fb0565b6001600160a01b0316845f01357f4030cdf83b6163244e7b2f5e28bae39246277a8ad183bcf6ec7f486da3c4d5f58560405161144891815260200190565b60405180910390a461145861295a565b505050565b611465612741565b6114786112ba6040880160208901613fb0565b6001600160a01b0384166114b8576040517fd92e233d00000000000000000000000000000000000000000000000000000000815260040160405180910390fd5b824211156114fc576040517f12ff49b00000000000000000000000000000000000000000000000000000000081528635600482015260248101849052604401610b94565b5f6116436115a7604080517f8b73c3c69bb8fe3d512ecc4cf759cc79239f7b179b0ffacaa9a75d522b39400f60208201527f86cefe5d121091344964f467bccf7c6f5fb6b7d0c0a1e61f974d59dd48be80ce918101919091527fc89efdaa54c0f20c7adf612882df0950f5a951637e0307cdcb4c672f298b8bc660608201524660808201523060a08201525f9060c00160405160208183030381529060405280519060200120905090565b604080517f2729e2e23079ed63d39ada25f8a4cd387adfe58c7d60853a96f3b01f5e284fa060208201528a35918101919091526001600160a01b03881660608201526080810187905260a001604051602081830303815290604052805190602001206040517f19010000000000000000000000000000000000000000000000000000000000008152600281019290925260228201526042902090565b905061169461165860a0890160808a01613fb0565b8285858080601f0160208091040260200160405190810160405280939291908181526020018383808284375f92019190915250612ec192505050565b6116cd576040517f73b9e4ad00000000000000000000000000000000000000000000000000000000815287356004820152602401610b94565b6116d8878787612c75565b6001600160a01b0385166116f260a0890160808a01613fb0565b6001600160a01b0316885f01357f4030cdf83b6163244e7b2f5e28bae39246277a8ad183bcf6ec7f486da3c4d5f58960405161173091815260200190565b60405180910390a45061174161295a565b505050505050565b335f8181526006602090815260409182902080547fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff001685151590811790915591519182527f81ae2cad52805665e3a631f30a256d156fee7502bfc6143ba5281993de89bc85910160405180910390a250565b6001600160a01b0381166117fb576040517fd92e233d00000000000000000000000000000000000000000000000000000000815260040160405180910390fd5b335f8181526003602052604080822080547fffffffffffffffffffffffff0000000000000000000000000000000000000000166001600160a01b03861690811790915590519092917fd8a6b950913ee6d16eea8c3d965f176d81cde6d947498c9e743b6221b61063b091a350565b6118716126fc565b610c455f612f34565b611882612741565b61188a612f9b565b6118a361189d6040890160208a01613fb0565b336124f5565b5f6118b16020870187613fb0565b90506001600160a01b03811663d505accf887f0000000000000000000000000000000000000000000000000000000000000000853560208701356118fb6060890160408a0161472b565b6040517fffffffff0000000000000000000000000000000000000000000000000000000060e088901b1681526001600160a01b0395861660048201529490931660248501526044840191909152606483015260ff166084820152606085013560a4820152608085013560c482015260e4015f604051808303815f87803b158015611983575f5ffd5b505af1925050508015611994575060015b611a93576040517fdd62ed3e0000000000000000000000000000000000000000000000000000000081526001600160a01b0388811660048301527f0000000000000000000000000000000000000000000000000000000000000000811660248301526020880135919083169063dd62ed3e90604401602060405180830381865afa158015611a24573d5f5f3e3d5ffd5b505050506040513d601f19601f82011682018060405250810190611a489190614744565b1015611a93576040517ffee3b5fd0000000000000000000000000000000000000000000000000000000081526001600160a01b03808316600483015288166024820152604401610b94565b611aa1888888888888612fef565b50611aaa61295a565b50505050505050565b611abc836129f3565b805f819003611af7576040517fc2e5347d00000000000000000000000000000000000000000000000000000000815260040160405180910390fd5b5f5b81811015611bdf5736848483818110611b1457611b1461467a565b608002919091019150508035611b4987611b346040850160208601613fb0565b60408501356103b660808701606088016146a7565b5f8281526004602052604090205414611b91576040517fa4aa7c2200000000000000000000000000000000000000000000000000000000815260048101829052602401610b94565b5f8181526004602052604080822060039055516001600160a01b0389169183917f7fc218a4b009edd7d73ae9e4984baa2e094e355defd81d16018d7e2f008984259190a35050600101611af9565b5050505050565b611bef836129f3565b805f819003611c2a576040517fc2e5347d00000000000000000000000000000000000000000000000000000000815260040160405180910390fd5b5f5b81811015611bdf5736848483818110611c4757611c4761467a565b60800291909101915050803560408201355f03611c93576040517f0180267100000000000000000000000000000000000000000000000000000000815260048101829052602401610b94565b5f8181526004602052604090205415611cdb576040517fd549dca100000000000000000000000000000000000000000000000000000000815260048101829052602401610b94565b611cef87611b346040850160208601613fb0565b5f8281526004602090815260409182902092909255611d1391908401908401613fb0565b6001600160a01b03908116908816827f5f142c8d4551a2e773ce493299ea4c9ac13326418699f7ce14d0e8fb1819ee3c6040860135611d5860808801606089016146a7565b6040805192835267ffffffffffffffff90911660208301520160405180910390a45050600101611c2c565b611d8b6126fc565b610c4561312f565b5f611d9c612741565b611da4612f9b565b815f819003611ddf576040517fc2e5347d00000000000000000000000000000000000000000000000000000000815260040160405180910390fd5b5f5b81811015611eff5736858583818110611dfc57611dfc61467a565b905061016002019050306001600160a01b0316630809dda982336040518363ffffffff1660e01b8152600401611e339291906147c0565b5f604051808303815f87803b158015611e4a575f5ffd5b505af1925050508015611e5b575060015b611eea573d808015611e88576040519150601f19603f3d011682016040523d82523d5f602084013e611e8d565b606091505b50611e9e60c0830160a08401613fb0565b6001600160a01b0316825f015f01357f6699f5911eea9f80db33f0135b563c7043b6ee8301cd48bcbaba4c5ee075c31283604051611edc9190613f9e565b60405180910390a350611ef6565b611ef384614844565b93505b50600101611de1565b5050610ff061295a565b611f11612741565b611f246112ba6040840160208501613fb0565b610ba88282611f3960a0830160808401613fb0565b612c75565b611f46612741565b611f4e612f9b565b611f6161189d6040880160208901613fb0565b611f6f868686868686612fef565b61174161295a565b611f7f612741565b611f87612f9b565b611f9a61189d6040830160208401613fb0565b611fa38161319d565b611fab61295a565b50565b333014611fe7576040517f14d4a4e800000000000000000000000000000000000000000000000000000000815260040160405180910390fd5b611ffa610a9b6040840160208501613fb0565b610abe8261200e60c0820160a08301613fb0565b60c0850161202061014087018761487b565b61203261018089016101608a016148dc565b612fef565b61203f612741565b61205261189d6040840160208501613fb0565b61208a6120656040840160208501613fb0565b6120756060850160408601613fb0565b60608501356103b660a08701608088016146a7565b82355f90815260046020526040902054146120d4576040517f1ee4c09100000000000000000000000000000000000000000000000000000000815282356004820152602401610b94565b610ba88235826120ea6040860160208701613fb0565b61277d565b5f6120f8612741565b612100612f9b565b815f81900361213b576040517fc2e5347d00000000000000000000000000000000000000000000000000000000815260040160405180910390fd5b5f5b81811015611eff57368585838181106121585761215861467a565b905060200281019061216a91906148f5565b6040517fa9c4be57000000000000000000000000000000000000000000000000000000008152909150309063a9c4be57906121ab90849033906004016149ad565b5f604051808303815f87803b1580156121c2575f5ffd5b505af19250505080156121d3575060015b612262573d808015612200576040519150601f19603f3d011682016040523d82523d5f602084013e612205565b606091505b5061221660c0830160a08401613fb0565b6001600160a01b0316825f015f01357f6699f5911eea9f80db33f0135b563c7043b6ee8301cd48bcbaba4c5ee075c312836040516122549190613f9e565b60405180910390a35061226e565b61226b84614844565b93505b5060010161213d565b61227f612741565b612287612f9b565b61229a61189d6040850160208601613fb0565b6122a5838383612548565b61145861295a565b5f6122b6612741565b6122be612f9b565b815f8190036122f9576040517fc2e5347d00000000000000000000000000000000000000000000000000000000815260040160405180910390fd5b5f5b81811015611eff573063ec9511aa86868481811061231b5761231b61467a565b905060a00201336040518363ffffffff1660e01b815260040161233f929190614a92565b5f604051808303815f87803b158015612356575f5ffd5b505af1925050508015612367575060015b6123f3573d808015612394576040519150601f19603f3d011682016040523d82523d5f602084013e612399565b606091505b505f8686848181106123ad576123ad61467a565b905060a002015f01357f6699f5911eea9f80db33f0135b563c7043b6ee8301cd48bcbaba4c5ee075c312836040516123e59190613f9e565b60405180910390a3506123ff565b6123fc83614844565b92505b6001016122fb565b61240f612741565b61242261189d6040840160208501613fb0565b6120d482356124376040850160208601613fb0565b6124476060860160408701613fb0565b85612a5b565b333014612486576040517f14d4a4e800000000000000000000000000000000000000000000000000000000815260040160405180910390fd5b612499610a9b6040840160208501613fb0565b610abe8261319d565b6124aa6126fc565b6001600160a01b0381166124ec576040517f1e4fbdf70000000000000000000000000000000000000000000000000000000081525f6004820152602401610b94565b611fab81612f34565b6124ff8282610f7f565b610abe576040517f7bec6d7f0000000000000000000000000000000000000000000000000000000081526001600160a01b03808416600483015282166024820152604401610b94565b5f61255384846134cf565b90506125656060850160408601613fb0565b6001600160a01b031663ef55bec6843060608801358635602088013561258a8b61120a565b61259a60608b0160408c0161472b565b6040517fffffffff0000000000000000000000000000000000000000000000000000000060e08a901b1681526001600160a01b03978816600482015296909516602487015260448601939093526064850191909152608484015260a483015260ff1660c4820152606085013560e48201526080850135610104820152610124015f604051808303815f87803b158015612631575f5ffd5b505af1158015612643573d5f5f3e3d5ffd5b5050506001600160a01b03841690506126626040860160208701613fb0565b6001600160a01b031685357f718185bdfefac9689d47ed06e990636a0719140d5f2e629a17a11d8e388b0e5e61269e6060890160408a01613fb0565b606089018035906126b29060408c01613fb0565b604080516001600160a01b039485168152602081019390935292168183015260608a8101359082015267ffffffffffffffff8716608082015290519081900360a00190a450505050565b5f546001600160a01b03163314610c45576040517f118cdaa7000000000000000000000000000000000000000000000000000000008152336004820152602401610b94565b6127496136af565b610c4560017f9b779b17422d0df92223018b32b4d1fa46e071723d6817e2486d003becc55f00612777565b90565b90613708565b6001600160a01b038116158015906127a957505f838152600960205260409020546001600160a01b0316155b156127ed575f83815260096020526040902080547fffffffffffffffffffffffff0000000000000000000000000000000000000000166001600160a01b0383161790555b5f6127f6612c32565b6040517f6f7f6d04000000000000000000000000000000000000000000000000000000008152600481018690526001600160a01b0385811660248301523060448301529190911690636f7f6d04906064016020604051808303815f875af1158015612863573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906128879190614744565b9050805f036128c5576040517f0180267100000000000000000000000000000000000000000000000000000000815260048101859052602401610b94565b5f8481526008602090815260408083206001600160a01b0387168452909152812080548392906128f69084906146ed565b90915550505f848152600960209081526040918290205482518481526001600160a01b039182169281019290925285169186917fade3c1b1e310c290389f64fb8d84360074182e1cc4615b5653d1c7188c0a0dca910160405180910390a350505050565b610c455f7f9b779b17422d0df92223018b32b4d1fa46e071723d6817e2486d003becc55f00612777565b61298c61370f565b5f80547fffffffffffffffffffffff00ffffffffffffffffffffffffffffffffffffffff1690557f5db9ee0a495bf2e6ff9c91a7834c1ba4fdd244a5e8aa4e537bd38aeae4b073aa335b6040516001600160a01b03909116815260200160405180910390a1565b336001600160a01b03821614801590612a135750612a118133610f7f565b155b15611fab576040517f17d7b6050000000000000000000000000000000000000000000000000000000081526001600160a01b0382166004820152336024820152604401610b94565b5f8481526004602090815260409182902054916001600160a01b03861691612a87918501908501613fb0565b6001600160a01b0316141580612abe57506001600160a01b038316612ab26060840160408501613fb0565b6001600160a01b031614155b80612af25750612aee84846060850135612ade60a0870160808801613fb0565b61068860c0880160a089016146a7565b8114155b15611bdf577fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff8101612b53576040517f01c722e900000000000000000000000000000000000000000000000000000000815260048101869052602401610b94565b7ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe8101612baf576040517fe5d8b59000000000000000000000000000000000000000000000000000000000815260048101869052602401610b94565b6040517f1ee4c09100000000000000000000000000000000000000000000000000000000815260048101869052602401610b94565b612bf18383836001613762565b611458576040517f5274afe70000000000000000000000000000000000000000000000000000000081526001600160a01b0384166004820152602401610b94565b6007546001600160a01b031680612774576040517f583f908000000000000000000000000000000000000000000000000000000000815260040160405180910390fd5b8235612ca181612c8b6040870160208801613fb0565b612c9b6060880160408901613fb0565b87612a5b565b5f62093a80612cb660c0870160a088016146a7565b67ffffffffffffffff16612cca91906146ed565b9050804210612d0f576040517fb30e70970000000000000000000000000000000000000000000000000000000081526004810183905260248101829052604401610b94565b835f03612d4b576040517f0180267100000000000000000000000000000000000000000000000000000000815260048101839052602401610b94565b606085013580851115612d9b576040517f693ac8c8000000000000000000000000000000000000000000000000000000008152600481018490526024810186905260448101829052606401610b94565b848103818614612dee57612de9612db86040890160208a01613fb0565b612dc860608a0160408b01613fb0565b83612dd960a08c0160808d01613fb0565b61068860c08d0160a08e016146a7565b612df1565b60015b5f858152600460205260409081902091909155612e2c9086908890612e1c9060608c01908c01613fb0565b6001600160a01b03169190612be4565b612e3c60a0880160808901613fb0565b6001600160a01b0316612e556040890160208a01613fb0565b6001600160a01b0316857f851c8e1b19ae921dfe31b4dbbfc662a73dcfbfe24ab8dd113c5fa18a3671d306612e9060608c0160408d01613fb0565b604080516001600160a01b039092168252602082018c9052810186905260600160405180910390a450505050505050565b5f836001600160a01b03163b5f03612f1f575f5f612edf85856137dd565b5090925090505f816003811115612ef857612ef8614ab6565b148015612f165750856001600160a01b0316826001600160a01b0316145b92505050612f2d565b612f2a848484613826565b90505b9392505050565b5f80546001600160a01b038381167fffffffffffffffffffffffff0000000000000000000000000000000000000000831681178455604051919092169283917f8be0079c531659141344cd1fd0a4f28419497f9722a3daafe3b4186f6b6457e09190a35050565b5f5474010000000000000000000000000000000000000000900460ff1615610c45576040517fd93c066500000000000000000000000000000000000000000000000000000000815260040160405180910390fd5b85355f612ffc88886134cf565b90505f61300c6020880188613fb0565b90505f61301f60608b0160408c01613fb0565b6001600160a01b0316826001600160a01b03161490505f8161304557602089013561304b565b8a606001355b905061305b8b8b8b8b8b866138a4565b816130705761306d8b84838d8a61396e565b90505b6001600160a01b038a1661308a60408d0160208e01613fb0565b6001600160a01b0316867f718185bdfefac9689d47ed06e990636a0719140d5f2e629a17a11d8e388b0e5e8e60400160208101906130c89190613fb0565b8f6060013588878b60405161311a9594939291906001600160a01b0395861681526020810194909452919093166040830152606082019290925267ffffffffffffffff91909116608082015260a00190565b60405180910390a45050505050505050505050565b613137612f9b565b5f80547fffffffffffffffffffffff00ffffffffffffffffffffffffffffffffffffffff16740100000000000000000000000000000000000000001790557f62e78cea01bee320cd4e420270b5ea74000d11b0c9f74754ebdbfc544b05a2586129d63390565b5f6131a6612c32565b6040517f31eecaf40000000000000000000000000000000000000000000000000000000081528335600482018190529192505f906001600160a01b038416906331eecaf490602401602060405180830381865afa158015613209573d5f5f3e3d5ffd5b505050506040513d601f19601f8201168201806040525081019061322d9190614700565b90505f61323a85836134cf565b90505f61324d6060870160408801613fb0565b5f8581526008602090815260408083206001600160a01b03858116808652919093528184205491517f6f7f6d04000000000000000000000000000000000000000000000000000000008152600481018a90526024810191909152306044820152939450919290881690636f7f6d04906064016020604051808303815f875af11580156132db573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906132ff9190614744565b61330991906146ed565b9050866060013581101561335d576040517ff3baec1a000000000000000000000000000000000000000000000000000000008152600481018690526060880135602482015260448101829052606401610b94565b5f8581526008602090815260408083206001600160a01b03861684529091529020606088013580830391829055821461343d576133a06040890160208a01613fb0565b5f8781526009602090815260409182902080547fffffffffffffffffffffffff0000000000000000000000000000000000000000166001600160a01b039485161790559185169188917fade3c1b1e310c290389f64fb8d84360074182e1cc4615b5653d1c7188c0a0dca91859161341c91908e01908e01613fb0565b604080519283526001600160a01b0390911660208301520160405180910390a35b6001600160a01b03851661345760408a0160208b01613fb0565b604080516001600160a01b038781168083526060808f0135602085018190529484019190915282019290925267ffffffffffffffff8816608082015291169088907f718185bdfefac9689d47ed06e990636a0719140d5f2e629a17a11d8e388b0e5e9060a00160405180910390a45050505050505050565b5f823561350a6134e56040860160208701613fb0565b6134f56060870160408801613fb0565b60608701356103b660a0890160808a016146a7565b5f8281526004602052604090205414613552576040517fa4aa7c2200000000000000000000000000000000000000000000000000000000815260048101829052602401610b94565b61356260a08501608086016146a7565b67ffffffffffffffff1615801590613593575061358560a08501608086016146a7565b67ffffffffffffffff164210155b156135ee57806135a960a08601608087016146a7565b6040517f5a38ffeb000000000000000000000000000000000000000000000000000000008152600481019290925267ffffffffffffffff166024820152604401610b94565b42915061369a6136046040860160208701613fb0565b6136146060870160408801613fb0565b604080517fb64a1e780426faccc283ed27dcc27077f504d5ab82fa747ff4b9bab1e5d673b96020808301919091526001600160a01b0394851682840152928416606082810191909152890135608082015292871660a084015267ffffffffffffffff861660c0808501919091528151808503909101815260e09093019052815191012090565b5f918252600460205260409091205592915050565b7f9b779b17422d0df92223018b32b4d1fa46e071723d6817e2486d003becc55f005c15610c45576040517f3ee5aeb500000000000000000000000000000000000000000000000000000000815260040160405180910390fd5b80825d5050565b5f5474010000000000000000000000000000000000000000900460ff16610c45576040517f8dfc202b00000000000000000000000000000000000000000000000000000000815260040160405180910390fd5b6040517fa9059cbb000000000000000000000000000000000000000000000000000000005f8181526001600160a01b038616600452602485905291602083604481808b5af1925060015f511483166137d15783831516156137c5573d5f823e3d81fd5b5f873b113d1516831692505b60405250949350505050565b5f5f5f8351604103613814576020840151604085015160608601515f1a61380688828585613c69565b95509550955050505061381f565b505081515f91506002905b9250925092565b8051604080517f1626ba7e000000000000000000000000000000000000000000000000000000008082526004820186905260248201929092525f92906020820185604483015e5f82606483010152601f820160051c60051b915060205f60648401838a5afa9050825f5114601f3d1116811693505050509392505050565b7f00000000000000000000000000000000000000000000000000000000000000006001600160a01b031663137c29fe856040518060400160405280306001600160a01b0316815260200185815250886138fc8b61120a565b6040518060c00160405280608c8152602001614bfb608c913989896040518863ffffffff1660e01b81526004016139399796959493929190614ae3565b5f604051808303815f87803b158015613950575f5ffd5b505af1158015613962573d5f5f3e3d5ffd5b50505050505050505050565b6001545f906001600160a01b0316806139b3576040517f365d8c5900000000000000000000000000000000000000000000000000000000815260040160405180910390fd5b855f6139c560608a0160408b01613fb0565b6040517f70a082310000000000000000000000000000000000000000000000000000000081523060048201529091505f906001600160a01b038316906370a0823190602401602060405180830381865afa158015613a25573d5f5f3e3d5ffd5b505050506040513d601f19601f82011682018060405250810190613a499190614744565b9050613a5f6001600160a01b038416858a613d4f565b836001600160a01b031663db3e21986040518061010001604052808c6001600160a01b031681526020018d6040016020810190613a9c9190613fb0565b6001600160a01b031681526020018962ffffff168152602001306001600160a01b031681526020014281526020018d6060013581526020018b81526020015f6001600160a01b03168152506040518263ffffffff1660e01b8152600401613b039190614b56565b6020604051808303815f875af1158015613b1f573d5f5f3e3d5ffd5b505050506040513d601f19601f82011682018060405250810190613b439190614744565b6040517f70a082310000000000000000000000000000000000000000000000000000000081523060048201529095505f9082906001600160a01b038516906370a0823190602401602060405180830381865afa158015613ba5573d5f5f3e3d5ffd5b505050506040513d601f19601f82011682018060405250810190613bc99190614744565b613bd39190614be7565b90508a60600135811015613c20576040517ff964275700000000000000000000000000000000000000000000000000000000815260608c0135600482015260248101829052604401610b94565b613c346001600160a01b038516865f613d4f565b88861015613c5b57613c5b88613c4a888c614be7565b6001600160a01b0387169190612be4565b505050505095945050505050565b5f80807f7fffffffffffffffffffffffffffffff5d576e7357a4501ddfe92f46681b20a0841115613ca257505f91506003905082613d45565b604080515f808252602082018084528a905260ff891692820192909252606081018790526080810186905260019060a0016020604051602081039080840390855afa158015613cf3573d5f5f3e3d5ffd5b50506040517fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe001519150506001600160a01b038116613d3c57505f925060019150829050613d45565b92505f91508190505b9450945094915050565b613d5b8383835f613db6565b61145857613d6c83835f6001613db6565b613dad576040517f5274afe70000000000000000000000000000000000000000000000000000000081526001600160a01b0384166004820152602401610b94565b612bf183838360015b6040517f095ea7b3000000000000000000000000000000000000000000000000000000005f8181526001600160a01b038616600452602485905291602083604481808b5af1925060015f511483166137d15783831516156137c5573d5f823e3d81fd5b5f60208284031215613e29575f5ffd5b5035919050565b6001600160a01b0381168114611fab575f5ffd5b803567ffffffffffffffff81168114613e5b575f5ffd5b919050565b5f5f5f5f60808587031215613e73575f5ffd5b8435613e7e81613e30565b93506020850135613e8e81613e30565b925060408501359150613ea360608601613e44565b905092959194509250565b5f5f828403610180811215613ec1575f5ffd5b610160811215613ecf575f5ffd5b50829150610160830135613ee281613e30565b809150509250929050565b80358015158114613e5b575f5ffd5b5f5f60408385031215613f0d575f5ffd5b8235613f1881613e30565b9150613f2660208401613eed565b90509250929050565b5f5f60408385031215613f40575f5ffd5b823591506020830135613ee281613e30565b5f81518084528060208401602086015e5f6020828601015260207fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe0601f83011685010191505092915050565b602081525f610fed6020830184613f52565b5f60208284031215613fc0575f5ffd5b8135612f2d81613e30565b5f5f5f5f60608587031215613fde575f5ffd5b8435613fe981613e30565b93506020850135613ff981613e30565b9250604085013567ffffffffffffffff811115614014575f5ffd5b8501601f81018713614024575f5ffd5b803567ffffffffffffffff81111561403a575f5ffd5b87602060c08302840101111561404e575f5ffd5b949793965060200194505050565b5f5f6040838503121561406d575f5ffd5b823561407881613e30565b91506020830135613ee281613e30565b5f5f5f5f6080858703121561409b575f5ffd5b8435935060208501356140ad81613e30565b925060408501356140bd81613e30565b9396929550929360600135925050565b5f5f5f5f5f60a086880312156140e1575f5ffd5b85356140ec81613e30565b945060208601356140fc81613e30565b935060408601359250606086013561411381613e30565b915061412160808701613e44565b90509295509295909350565b5f60a0828403121561413d575f5ffd5b50919050565b5f60a08284031215614153575f5ffd5b610fed838361412d565b5f60c0828403121561413d575f5ffd5b5f5f5f6101008486031215614180575f5ffd5b61418a858561415d565b925060c0840135915060e08401356141a181613e30565b809150509250925092565b5f5f83601f8401126141bc575f5ffd5b50813567ffffffffffffffff8111156141d3575f5ffd5b6020830191508360208285010111156141ea575f5ffd5b9250929050565b5f5f5f5f5f5f6101408789031215614207575f5ffd5b614211888861415d565b955060c0870135945060e087013561422881613e30565b9350610100870135925061012087013567ffffffffffffffff81111561424c575f5ffd5b61425889828a016141ac565b979a9699509497509295939492505050565b5f6020828403121561427a575f5ffd5b610fed82613eed565b5f6080828403121561413d575f5ffd5b803562ffffff81168114613e5b575f5ffd5b5f5f5f5f5f5f5f610220888a0312156142bc575f5ffd5b6142c6898961412d565b965060a08801356142d681613e30565b95506142e58960c08a01614283565b945061014088013567ffffffffffffffff811115614301575f5ffd5b61430d8a828b016141ac565b909550935061432190506101608901614293565b9150614331896101808a0161412d565b905092959891949750929550565b5f5f5f60408486031215614351575f5ffd5b833561435c81613e30565b9250602084013567ffffffffffffffff811115614377575f5ffd5b8401601f81018613614387575f5ffd5b803567ffffffffffffffff81111561439d575f5ffd5b8660208260071b84010111156143b1575f5ffd5b939660209190910195509293505050565b5f5f602083850312156143d3575f5ffd5b823567ffffffffffffffff8111156143e9575f5ffd5b8301601f810185136143f9575f5ffd5b803567ffffffffffffffff81111561440f575f5ffd5b85602061016083028401011115614424575f5ffd5b6020919091019590945092505050565b5f5f60e08385031215614445575f5ffd5b61444f848461415d565b9460c0939093013593505050565b5f5f5f5f5f5f6101808789031215614473575f5ffd5b61447d888861412d565b955060a087013561448d81613e30565b945061449c8860c08901614283565b935061014087013567ffffffffffffffff8111156144b8575f5ffd5b6144c489828a016141ac565b90945092506144d890506101608801614293565b90509295509295509295565b5f5f604083850312156144f5575f5ffd5b823567ffffffffffffffff81111561450b575f5ffd5b83016101808186031215614078575f5ffd5b5f5f60c0838503121561452e575f5ffd5b614538848461412d565b915060a0830135613ee281613e30565b5f5f60208385031215614559575f5ffd5b823567ffffffffffffffff81111561456f575f5ffd5b8301601f8101851361457f575f5ffd5b803567ffffffffffffffff811115614595575f5ffd5b8560208260051b8401011115614424575f5ffd5b5f5f5f61016084860312156145bc575f5ffd5b6145c6858561412d565b925060a08401356145d681613e30565b91506145e58560c0860161412d565b90509250925092565b5f5f602083850312156145ff575f5ffd5b823567ffffffffffffffff811115614615575f5ffd5b8301601f81018513614625575f5ffd5b803567ffffffffffffffff81111561463b575f5ffd5b85602060a083028401011115614424575f5ffd5b5f5f60e08385031215614660575f5ffd5b61466a848461415d565b915060c0830135613ee281613e30565b7f4e487b71000000000000000000000000000000000000000000000000000000005f52603260045260245ffd5b5f602082840312156146b7575f5ffd5b610fed82613e44565b7f4e487b71000000000000000000000000000000000000000000000000000000005f52601160045260245ffd5b80820180821115610ff057610ff06146c0565b5f60208284031215614710575f5ffd5b8151612f2d81613e30565b803560ff81168114613e5b575f5ffd5b5f6020828403121561473b575f5ffd5b610fed8261471b565b5f60208284031215614754575f5ffd5b5051919050565b80358252602081013561476d81613e30565b6001600160a01b03166020830152604081013561478981613e30565b6001600160a01b031660408301526060818101359083015267ffffffffffffffff6147b660808301613e44565b1660808301525050565b61018081016147cf828561475b565b60a08401356147dd81613e30565b6001600160a01b031660a083015260c0848101359083015260e0808501359083015260ff61480e610100860161471b565b16610100830152610120848101359083015261014093840135938201939093526001600160a01b03919091166101609091015290565b5f7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff8203614874576148746146c0565b5060010190565b5f5f83357fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe18436030181126148ae575f5ffd5b83018035915067ffffffffffffffff8211156148c8575f5ffd5b6020019150368190038213156141ea575f5ffd5b5f602082840312156148ec575f5ffd5b610fed82614293565b5f82357ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe81833603018112614927575f5ffd5b9190910192915050565b803561493c81613e30565b6001600160a01b031682526020818101359083015260408082013590830152606090810135910152565b81835281816020850137505f602082840101525f60207fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe0601f840116840101905092915050565b604081526149be604082018461475b565b5f60a08401356149cd81613e30565b6001600160a01b031660e08301526149ec610100830160c08601614931565b6101408401357fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe1853603018112614a21575f5ffd5b840160208101903567ffffffffffffffff811115614a3d575f5ffd5b803603821315614a4b575f5ffd5b61018080850152614a616101c085018284614966565b915050614a716101608601614293565b62ffffff166101a08401526001600160a01b03841660208401529050612f2d565b60c08101614aa0828561475b565b6001600160a01b03831660a08301529392505050565b7f4e487b71000000000000000000000000000000000000000000000000000000005f52602160045260245ffd5b614aed8189614931565b6001600160a01b038751166080820152602087015160a08201526001600160a01b03861660c08201528460e08201526101406101008201525f614b34610140830186613f52565b828103610120840152614b48818587614966565b9a9950505050505050505050565b5f610100820190506001600160a01b0383511682526001600160a01b03602084015116602083015262ffffff60408401511660408301526060830151614ba760608401826001600160a01b03169052565b506080830151608083015260a083015160a083015260c083015160c083015260e0830151614be060e08401826001600160a01b03169052565b5092915050565b81810381811115610ff057610ff06146c056fe496e766f696365207769746e65737329496e766f696365286279746573333220696e766f69636549642c61646472657373206d65726368616e742c75696e7432353620616d6f756e742c61646472657373207061796f7574546f6b656e29546f6b656e5065726d697373696f6e73286164647265737320746f6b656e2c75696e7432353620616d6f756e7429a164736f6c6343000825000a",
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

// PackDepositFactory is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xb40d3c9d.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function depositFactory() view returns(address)
func (custodyEscrowGateway *CustodyEscrowGateway) PackDepositFactory() []byte {
	enc, err := custodyEscrowGateway.abi.Pack("depositFactory")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackDepositFactory is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xb40d3c9d.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function depositFactory() view returns(address)
func (custodyEscrowGateway *CustodyEscrowGateway) TryPackDepositFactory() ([]byte, error) {
	return custodyEscrowGateway.abi.Pack("depositFactory")
}

// UnpackDepositFactory is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xb40d3c9d.
//
// Solidity: function depositFactory() view returns(address)
func (custodyEscrowGateway *CustodyEscrowGateway) UnpackDepositFactory(data []byte) (common.Address, error) {
	out, err := custodyEscrowGateway.abi.Unpack("depositFactory", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// PackHeld is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x77aa74d1.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function held(bytes32 id, address token) view returns(uint256)
func (custodyEscrowGateway *CustodyEscrowGateway) PackHeld(id [32]byte, token common.Address) []byte {
	enc, err := custodyEscrowGateway.abi.Pack("held", id, token)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackHeld is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x77aa74d1.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function held(bytes32 id, address token) view returns(uint256)
func (custodyEscrowGateway *CustodyEscrowGateway) TryPackHeld(id [32]byte, token common.Address) ([]byte, error) {
	return custodyEscrowGateway.abi.Pack("held", id, token)
}

// UnpackHeld is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x77aa74d1.
//
// Solidity: function held(bytes32 id, address token) view returns(uint256)
func (custodyEscrowGateway *CustodyEscrowGateway) UnpackHeld(data []byte) (*big.Int, error) {
	out, err := custodyEscrowGateway.abi.Unpack("held", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackHeldFor is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xfb1b3571.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function heldFor(bytes32 id) view returns(address)
func (custodyEscrowGateway *CustodyEscrowGateway) PackHeldFor(id [32]byte) []byte {
	enc, err := custodyEscrowGateway.abi.Pack("heldFor", id)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackHeldFor is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xfb1b3571.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function heldFor(bytes32 id) view returns(address)
func (custodyEscrowGateway *CustodyEscrowGateway) TryPackHeldFor(id [32]byte) ([]byte, error) {
	return custodyEscrowGateway.abi.Pack("heldFor", id)
}

// UnpackHeldFor is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xfb1b3571.
//
// Solidity: function heldFor(bytes32 id) view returns(address)
func (custodyEscrowGateway *CustodyEscrowGateway) UnpackHeldFor(data []byte) (common.Address, error) {
	out, err := custodyEscrowGateway.abi.Unpack("heldFor", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// PackHoldDeposit is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x0ff7340a.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function holdDeposit(bytes32 id, address token) returns()
func (custodyEscrowGateway *CustodyEscrowGateway) PackHoldDeposit(id [32]byte, token common.Address) []byte {
	enc, err := custodyEscrowGateway.abi.Pack("holdDeposit", id, token)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackHoldDeposit is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x0ff7340a.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function holdDeposit(bytes32 id, address token) returns()
func (custodyEscrowGateway *CustodyEscrowGateway) TryPackHoldDeposit(id [32]byte, token common.Address) ([]byte, error) {
	return custodyEscrowGateway.abi.Pack("holdDeposit", id, token)
}

// PackHoldPaidDeposit is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xe8ac8fa1.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function holdPaidDeposit((bytes32,address,address,uint256,address,uint64) p, address token) returns()
func (custodyEscrowGateway *CustodyEscrowGateway) PackHoldPaidDeposit(p CustodyEscrowGatewayPaidInvoice, token common.Address) []byte {
	enc, err := custodyEscrowGateway.abi.Pack("holdPaidDeposit", p, token)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackHoldPaidDeposit is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xe8ac8fa1.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function holdPaidDeposit((bytes32,address,address,uint256,address,uint64) p, address token) returns()
func (custodyEscrowGateway *CustodyEscrowGateway) TryPackHoldPaidDeposit(p CustodyEscrowGatewayPaidInvoice, token common.Address) ([]byte, error) {
	return custodyEscrowGateway.abi.Pack("holdPaidDeposit", p, token)
}

// PackHoldStagedDeposit is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xb1e5edcb.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function holdStagedDeposit((bytes32,address,address,uint256,uint64) inv, address token) returns()
func (custodyEscrowGateway *CustodyEscrowGateway) PackHoldStagedDeposit(inv CustodyEscrowGatewayInvoice, token common.Address) []byte {
	enc, err := custodyEscrowGateway.abi.Pack("holdStagedDeposit", inv, token)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackHoldStagedDeposit is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xb1e5edcb.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function holdStagedDeposit((bytes32,address,address,uint256,uint64) inv, address token) returns()
func (custodyEscrowGateway *CustodyEscrowGateway) TryPackHoldStagedDeposit(inv CustodyEscrowGatewayInvoice, token common.Address) ([]byte, error) {
	return custodyEscrowGateway.abi.Pack("holdStagedDeposit", inv, token)
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

// PackPayFromDeposit is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xa9060097.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function payFromDeposit((bytes32,address,address,uint256,uint64) inv) returns()
func (custodyEscrowGateway *CustodyEscrowGateway) PackPayFromDeposit(inv CustodyEscrowGatewayInvoice) []byte {
	enc, err := custodyEscrowGateway.abi.Pack("payFromDeposit", inv)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackPayFromDeposit is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xa9060097.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function payFromDeposit((bytes32,address,address,uint256,uint64) inv) returns()
func (custodyEscrowGateway *CustodyEscrowGateway) TryPackPayFromDeposit(inv CustodyEscrowGatewayInvoice) ([]byte, error) {
	return custodyEscrowGateway.abi.Pack("payFromDeposit", inv)
}

// PackPayFromDepositBatch is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xd7c1972c.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function payFromDepositBatch((bytes32,address,address,uint256,uint64)[] invoices) returns(uint256 paid)
func (custodyEscrowGateway *CustodyEscrowGateway) PackPayFromDepositBatch(invoices []CustodyEscrowGatewayInvoice) []byte {
	enc, err := custodyEscrowGateway.abi.Pack("payFromDepositBatch", invoices)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackPayFromDepositBatch is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xd7c1972c.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function payFromDepositBatch((bytes32,address,address,uint256,uint64)[] invoices) returns(uint256 paid)
func (custodyEscrowGateway *CustodyEscrowGateway) TryPackPayFromDepositBatch(invoices []CustodyEscrowGatewayInvoice) ([]byte, error) {
	return custodyEscrowGateway.abi.Pack("payFromDepositBatch", invoices)
}

// UnpackPayFromDepositBatch is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xd7c1972c.
//
// Solidity: function payFromDepositBatch((bytes32,address,address,uint256,uint64)[] invoices) returns(uint256 paid)
func (custodyEscrowGateway *CustodyEscrowGateway) UnpackPayFromDepositBatch(data []byte) (*big.Int, error) {
	out, err := custodyEscrowGateway.abi.Unpack("payFromDepositBatch", data)
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

// PackPayOneFromDeposit is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xec9511aa.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function payOneFromDeposit((bytes32,address,address,uint256,uint64) inv, address relayer) returns()
func (custodyEscrowGateway *CustodyEscrowGateway) PackPayOneFromDeposit(inv CustodyEscrowGatewayInvoice, relayer common.Address) []byte {
	enc, err := custodyEscrowGateway.abi.Pack("payOneFromDeposit", inv, relayer)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackPayOneFromDeposit is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xec9511aa.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function payOneFromDeposit((bytes32,address,address,uint256,uint64) inv, address relayer) returns()
func (custodyEscrowGateway *CustodyEscrowGateway) TryPackPayOneFromDeposit(inv CustodyEscrowGatewayInvoice, relayer common.Address) ([]byte, error) {
	return custodyEscrowGateway.abi.Pack("payOneFromDeposit", inv, relayer)
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

// PackRefundDepositTo is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x60b14172.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function refundDepositTo((bytes32,address,address,uint256,address,uint64) p, uint256 amount, address to) returns()
func (custodyEscrowGateway *CustodyEscrowGateway) PackRefundDepositTo(p CustodyEscrowGatewayPaidInvoice, amount *big.Int, to common.Address) []byte {
	enc, err := custodyEscrowGateway.abi.Pack("refundDepositTo", p, amount, to)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackRefundDepositTo is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x60b14172.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function refundDepositTo((bytes32,address,address,uint256,address,uint64) p, uint256 amount, address to) returns()
func (custodyEscrowGateway *CustodyEscrowGateway) TryPackRefundDepositTo(p CustodyEscrowGatewayPaidInvoice, amount *big.Int, to common.Address) ([]byte, error) {
	return custodyEscrowGateway.abi.Pack("refundDepositTo", p, amount, to)
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

// PackReturnHeld is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x57ce5408.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function returnHeld(bytes32 id, address token, address to, uint256 amount) returns()
func (custodyEscrowGateway *CustodyEscrowGateway) PackReturnHeld(id [32]byte, token common.Address, to common.Address, amount *big.Int) []byte {
	enc, err := custodyEscrowGateway.abi.Pack("returnHeld", id, token, to, amount)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackReturnHeld is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x57ce5408.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function returnHeld(bytes32 id, address token, address to, uint256 amount) returns()
func (custodyEscrowGateway *CustodyEscrowGateway) TryPackReturnHeld(id [32]byte, token common.Address, to common.Address, amount *big.Int) ([]byte, error) {
	return custodyEscrowGateway.abi.Pack("returnHeld", id, token, to, amount)
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

// PackSetDepositFactory is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x1f5fc8d7.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function setDepositFactory(address factory) returns()
func (custodyEscrowGateway *CustodyEscrowGateway) PackSetDepositFactory(factory common.Address) []byte {
	enc, err := custodyEscrowGateway.abi.Pack("setDepositFactory", factory)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSetDepositFactory is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x1f5fc8d7.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function setDepositFactory(address factory) returns()
func (custodyEscrowGateway *CustodyEscrowGateway) TryPackSetDepositFactory(factory common.Address) ([]byte, error) {
	return custodyEscrowGateway.abi.Pack("setDepositFactory", factory)
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

// CustodyEscrowGatewayDepositFactorySet represents a DepositFactorySet event raised by the CustodyEscrowGateway contract.
type CustodyEscrowGatewayDepositFactorySet struct {
	Factory common.Address
	Raw     *types.Log // Blockchain specific contextual infos
}

const CustodyEscrowGatewayDepositFactorySetEventName = "DepositFactorySet"

// ContractEventName returns the user-defined event name.
func (CustodyEscrowGatewayDepositFactorySet) ContractEventName() string {
	return CustodyEscrowGatewayDepositFactorySetEventName
}

// UnpackDepositFactorySetEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event DepositFactorySet(address indexed factory)
func (custodyEscrowGateway *CustodyEscrowGateway) UnpackDepositFactorySetEvent(log *types.Log) (*CustodyEscrowGatewayDepositFactorySet, error) {
	event := "DepositFactorySet"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != custodyEscrowGateway.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(CustodyEscrowGatewayDepositFactorySet)
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

// CustodyEscrowGatewayDepositHeld represents a DepositHeld event raised by the CustodyEscrowGateway contract.
type CustodyEscrowGatewayDepositHeld struct {
	Id       [32]byte
	Token    common.Address
	Amount   *big.Int
	Merchant common.Address
	Raw      *types.Log // Blockchain specific contextual infos
}

const CustodyEscrowGatewayDepositHeldEventName = "DepositHeld"

// ContractEventName returns the user-defined event name.
func (CustodyEscrowGatewayDepositHeld) ContractEventName() string {
	return CustodyEscrowGatewayDepositHeldEventName
}

// UnpackDepositHeldEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event DepositHeld(bytes32 indexed id, address indexed token, uint256 amount, address merchant)
func (custodyEscrowGateway *CustodyEscrowGateway) UnpackDepositHeldEvent(log *types.Log) (*CustodyEscrowGatewayDepositHeld, error) {
	event := "DepositHeld"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != custodyEscrowGateway.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(CustodyEscrowGatewayDepositHeld)
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

// CustodyEscrowGatewayHeldReturned represents a HeldReturned event raised by the CustodyEscrowGateway contract.
type CustodyEscrowGatewayHeldReturned struct {
	Id     [32]byte
	Token  common.Address
	To     common.Address
	Amount *big.Int
	Raw    *types.Log // Blockchain specific contextual infos
}

const CustodyEscrowGatewayHeldReturnedEventName = "HeldReturned"

// ContractEventName returns the user-defined event name.
func (CustodyEscrowGatewayHeldReturned) ContractEventName() string {
	return CustodyEscrowGatewayHeldReturnedEventName
}

// UnpackHeldReturnedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event HeldReturned(bytes32 indexed id, address indexed token, address indexed to, uint256 amount)
func (custodyEscrowGateway *CustodyEscrowGateway) UnpackHeldReturnedEvent(log *types.Log) (*CustodyEscrowGatewayHeldReturned, error) {
	event := "HeldReturned"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != custodyEscrowGateway.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(CustodyEscrowGatewayHeldReturned)
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
	if bytes.Equal(raw[:4], custodyEscrowGateway.abi.Errors["DepositShort"].ID.Bytes()[:4]) {
		return custodyEscrowGateway.UnpackDepositShortError(raw[4:])
	}
	if bytes.Equal(raw[:4], custodyEscrowGateway.abi.Errors["DepositsUnset"].ID.Bytes()[:4]) {
		return custodyEscrowGateway.UnpackDepositsUnsetError(raw[4:])
	}
	if bytes.Equal(raw[:4], custodyEscrowGateway.abi.Errors["EmptyBatch"].ID.Bytes()[:4]) {
		return custodyEscrowGateway.UnpackEmptyBatchError(raw[4:])
	}
	if bytes.Equal(raw[:4], custodyEscrowGateway.abi.Errors["EnforcedPause"].ID.Bytes()[:4]) {
		return custodyEscrowGateway.UnpackEnforcedPauseError(raw[4:])
	}
	if bytes.Equal(raw[:4], custodyEscrowGateway.abi.Errors["ExpectedPause"].ID.Bytes()[:4]) {
		return custodyEscrowGateway.UnpackExpectedPauseError(raw[4:])
	}
	if bytes.Equal(raw[:4], custodyEscrowGateway.abi.Errors["HeldExceeded"].ID.Bytes()[:4]) {
		return custodyEscrowGateway.UnpackHeldExceededError(raw[4:])
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
	if bytes.Equal(raw[:4], custodyEscrowGateway.abi.Errors["NotDeposit"].ID.Bytes()[:4]) {
		return custodyEscrowGateway.UnpackNotDepositError(raw[4:])
	}
	if bytes.Equal(raw[:4], custodyEscrowGateway.abi.Errors["NotMerchantOrDelegate"].ID.Bytes()[:4]) {
		return custodyEscrowGateway.UnpackNotMerchantOrDelegateError(raw[4:])
	}
	if bytes.Equal(raw[:4], custodyEscrowGateway.abi.Errors["NotOperator"].ID.Bytes()[:4]) {
		return custodyEscrowGateway.UnpackNotOperatorError(raw[4:])
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

// CustodyEscrowGatewayDepositShort represents a DepositShort error raised by the CustodyEscrowGateway contract.
type CustodyEscrowGatewayDepositShort struct {
	Id       [32]byte
	Amount   *big.Int
	Received *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error DepositShort(bytes32 id, uint256 amount, uint256 received)
func CustodyEscrowGatewayDepositShortErrorID() common.Hash {
	return common.HexToHash("0xf3baec1a84567f74610dc6b6ce850ea538827b6598d269768bd3d71064d0c283")
}

// UnpackDepositShortError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error DepositShort(bytes32 id, uint256 amount, uint256 received)
func (custodyEscrowGateway *CustodyEscrowGateway) UnpackDepositShortError(raw []byte) (*CustodyEscrowGatewayDepositShort, error) {
	out := new(CustodyEscrowGatewayDepositShort)
	if err := custodyEscrowGateway.abi.UnpackIntoInterface(out, "DepositShort", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// CustodyEscrowGatewayDepositsUnset represents a DepositsUnset error raised by the CustodyEscrowGateway contract.
type CustodyEscrowGatewayDepositsUnset struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error DepositsUnset()
func CustodyEscrowGatewayDepositsUnsetErrorID() common.Hash {
	return common.HexToHash("0x583f9080fc28fc4ad7fe66baa272e20cfc6fc056013182a984645f09b3b5e350")
}

// UnpackDepositsUnsetError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error DepositsUnset()
func (custodyEscrowGateway *CustodyEscrowGateway) UnpackDepositsUnsetError(raw []byte) (*CustodyEscrowGatewayDepositsUnset, error) {
	out := new(CustodyEscrowGatewayDepositsUnset)
	if err := custodyEscrowGateway.abi.UnpackIntoInterface(out, "DepositsUnset", raw); err != nil {
		return nil, err
	}
	return out, nil
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

// CustodyEscrowGatewayHeldExceeded represents a HeldExceeded error raised by the CustodyEscrowGateway contract.
type CustodyEscrowGatewayHeldExceeded struct {
	Id     [32]byte
	Amount *big.Int
	Held   *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error HeldExceeded(bytes32 id, uint256 amount, uint256 held)
func CustodyEscrowGatewayHeldExceededErrorID() common.Hash {
	return common.HexToHash("0x7adec4389988b3e5ce06d3f4576e50962128d189da293367f13959422c8ce8bb")
}

// UnpackHeldExceededError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error HeldExceeded(bytes32 id, uint256 amount, uint256 held)
func (custodyEscrowGateway *CustodyEscrowGateway) UnpackHeldExceededError(raw []byte) (*CustodyEscrowGatewayHeldExceeded, error) {
	out := new(CustodyEscrowGatewayHeldExceeded)
	if err := custodyEscrowGateway.abi.UnpackIntoInterface(out, "HeldExceeded", raw); err != nil {
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

// CustodyEscrowGatewayNotDeposit represents a NotDeposit error raised by the CustodyEscrowGateway contract.
type CustodyEscrowGatewayNotDeposit struct {
	Id [32]byte
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error NotDeposit(bytes32 id)
func CustodyEscrowGatewayNotDepositErrorID() common.Hash {
	return common.HexToHash("0x6706fc6b1c1e40ff6f9a5fc7deb1ae68c19fd0976d54457c878dfd5f5d24eb5d")
}

// UnpackNotDepositError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error NotDeposit(bytes32 id)
func (custodyEscrowGateway *CustodyEscrowGateway) UnpackNotDepositError(raw []byte) (*CustodyEscrowGatewayNotDeposit, error) {
	out := new(CustodyEscrowGatewayNotDeposit)
	if err := custodyEscrowGateway.abi.UnpackIntoInterface(out, "NotDeposit", raw); err != nil {
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

// CustodyEscrowGatewayNotOperator represents a NotOperator error raised by the CustodyEscrowGateway contract.
type CustodyEscrowGatewayNotOperator struct {
	Caller common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error NotOperator(address caller)
func CustodyEscrowGatewayNotOperatorErrorID() common.Hash {
	return common.HexToHash("0x76c6c93a6423c7e2cef5f93921b1d4d1a5ffb795cd7cfed2df95566b7c7f7c40")
}

// UnpackNotOperatorError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error NotOperator(address caller)
func (custodyEscrowGateway *CustodyEscrowGateway) UnpackNotOperatorError(raw []byte) (*CustodyEscrowGatewayNotOperator, error) {
	out := new(CustodyEscrowGatewayNotOperator)
	if err := custodyEscrowGateway.abi.UnpackIntoInterface(out, "NotOperator", raw); err != nil {
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

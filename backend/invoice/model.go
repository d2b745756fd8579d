package invoice

import (
	"crypto/rand"
	"encoding/hex"
	"errors"
	"fmt"
	"strings"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/google/uuid"

	"github.com/paystead/paystead/shared/invoiceapi"
)

// The invoice as stored: its status, its id, its fields, and what they say of it.

// Status is where an invoice is in its life.
type Status string

// Invoice states. Matured is not stored: it is a paid invoice whose
// refund window has elapsed.
const (
	Staging  Status = "staging"
	Open     Status = "open"
	Paid     Status = "paid"
	Refunded Status = "refunded"
	Claimed  Status = "claimed"
	Failed   Status = "failed"
	// Expired: its expiry passed unpaid. Voided: its merchant voided it
	// unpaid.
	Expired Status = "expired"
	Voided  Status = "voided"
)

// Payable reports whether an invoice in status s can be paid: open, or
// still staging (the server wallet sends the payment after the staging
// transaction, and waits for its receipt before it does).
func (s Status) Payable() bool { return s == Staging || s == Open }

// ID is an invoice id: 32 random bytes, written 0x + 64 hex.
type ID [32]byte

// String is the 0x-prefixed hex form used in URLs and APIs.
func (id ID) String() string { return "0x" + hex.EncodeToString(id[:]) }

// ParseID reads the 0x + 64 hex form (either case).
func ParseID(s string) (ID, error) {
	var id ID
	if len(s) != 66 || !strings.HasPrefix(s, "0x") {
		return id, errors.New("an invoice id is 0x followed by 64 hex digits")
	}
	if _, err := hex.Decode(id[:], []byte(s[2:])); err != nil {
		return id, errors.New("an invoice id is 0x followed by 64 hex digits")
	}
	return id, nil
}

// NewID draws a random invoice id.
func NewID() (ID, error) {
	var id ID
	if _, err := rand.Read(id[:]); err != nil {
		return id, fmt.Errorf("invoice: no secure randomness: %w", err)
	}
	return id, nil
}

// Invoice is an invoice as stored.
type Invoice struct {
	ID             ID
	MerchantID     uuid.UUID
	MerchantWallet common.Address // the merchant's owner wallet on the gateway
	Amount         int64          // in the payout token's smallest unit (6 decimals)
	PayInToken     invoiceapi.Token
	PayoutToken    common.Address
	SuccessURL     string
	CancelURL      string
	Metadata       map[string]string
	Status         Status
	// ChainID and Gateway are the network the invoice is staged on and
	// paid on: the first of Networks when created, the customer's choice
	// of them later (see Service.Move).
	ChainID int64
	Gateway common.Address
	// Networks are the chain ids it may be paid on, in the merchant's
	// order of preference.
	Networks           []int64
	StageTxHash        common.Hash // zero until staged
	Failure            string
	ComplianceFailOpen bool // created while the screening provider was down
	CreatedAt          time.Time
	StagedAt           *time.Time
	PaidAt             *time.Time  // the paying block's time, as the gateway committed it; nil until paid
	SettleTxHash       common.Hash // the paying transaction; zero until paid
	// ExpiresAt is when it stops being payable unpaid; nil: never.
	ExpiresAt *time.Time
	// ChainExpiresAt is the expiry the gateway holds for it, in unix
	// seconds of the chain's clock, set when it is staged (0: never).
	ChainExpiresAt uint64
	// Payer and AmountIn (in the pay-in token's smallest unit, a decimal
	// string) are what paid it; zero and "" until paid.
	Payer    common.Address
	AmountIn string
	// Refunded is what refunds returned to the payer so far, in the
	// payout token's smallest unit: the whole amount once refunded, less
	// while paid and refunded in part.
	Refunded int64
	// Description, Reference and LineItems are shown to the customer;
	// empty when the merchant gave none.
	Description string
	Reference   string
	LineItems   []invoiceapi.DraftLine
	// DepositAddress is where a plain transfer pays it (#34): its address
	// under the operator's deposit factory, the same on every chain; zero
	// when the deployment has no deposit factory.
	DepositAddress common.Address
	// Deposited is what its deposit address received on its chain in its
	// payout token so far, in units: read with the views only.
	Deposited int64
	// Refunds are its refunds, oldest first: read with the views only.
	Refunds []Refund
	// SubscriptionID is the subscription it charges a period of (#35);
	// uuid.Nil for an invoice of its own.
	SubscriptionID uuid.UUID
}

// Ways an invoice is paid (PaidVia).
const (
	// PaidBySignature: the payer signed a Permit2 transfer (or a token's
	// authorization) that the gateway settled.
	PaidBySignature = "signature"
	// PaidByDeposit: plain transfers to its deposit address paid it (#34).
	PaidByDeposit = "deposit"
)

// PaidVia is how inv was paid, PaidBySignature or PaidByDeposit; "" until
// it is. A deposit payment's payer is the deposit address, which signs
// nothing.
func (inv Invoice) PaidVia() string {
	switch {
	case inv.PaidAt == nil || inv.Payer == (common.Address{}):
		return ""
	case inv.Payer == inv.DepositAddress:
		return PaidByDeposit
	default:
		return PaidBySignature
	}
}

// PayableOn is the chain ids inv may be paid on: its Networks, or its own
// chain alone for an invoice created before it had any.
func (inv Invoice) PayableOn() []int64 {
	if len(inv.Networks) == 0 {
		return []int64{inv.ChainID}
	}
	return inv.Networks
}

// ExpiredAt reports whether an unpaid invoice is past its expiry at now
// (whatever its stored status says yet).
func (inv Invoice) ExpiredAt(now time.Time) bool {
	return inv.Status.Payable() && inv.ExpiresAt != nil && !now.Before(*inv.ExpiresAt)
}

// Refund is one refund of a paid invoice, as its InvoiceRefunded event
// recorded it: what it returned (in the payout token's units), when (the
// block's time) and in which transaction.
type Refund struct {
	Amount int64
	At     time.Time
	TxHash common.Hash
}

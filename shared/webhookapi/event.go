package webhookapi

import (
	"time"

	"github.com/paystead/paystead/shared/subscriptionapi"
)

// EventType names an event: what happened to the invoice.
type EventType string

// Event types.
const (
	// InvoiceCreated: an invoice was created (status staging, then open
	// once it is on chain).
	InvoiceCreated EventType = "invoice.created"
	// InvoiceFailed: the invoice could not be put on chain after it was
	// created (its staging transaction reverted or was dropped); it can
	// never be paid. Data.Invoice.Failure says why.
	InvoiceFailed EventType = "invoice.failed"
	// InvoicePaid: a payment settled on chain; the money is held in escrow.
	InvoicePaid EventType = "invoice.paid"
	// InvoiceRefunded: a paid invoice was refunded to the payer.
	InvoiceRefunded EventType = "invoice.refunded"
	// InvoiceRefundFailed: a refund the merchant asked for was sent and
	// the gateway reverted it (the refund window closed before it was
	// mined, say), or it can never be mined; nothing was refunded and
	// the invoice is as before. Data.RefundFailure says why.
	InvoiceRefundFailed EventType = "invoice.refund_failed"
	// InvoiceMatured: a paid invoice left its refund window and can be
	// claimed.
	InvoiceMatured EventType = "invoice.matured"
	// InvoiceClaimed: a paid invoice was paid out to the payout wallet.
	InvoiceClaimed EventType = "invoice.claimed"
	// SubmissionFailed: a customer's signed payment could not be settled;
	// the invoice stays open. Its event carries Data.Submission.
	SubmissionFailed EventType = "submission.failed"
	// InvoiceExpired: the invoice's expiry passed unpaid; it can no longer
	// be paid.
	InvoiceExpired EventType = "invoice.expired"
	// InvoiceVoided: the merchant voided the invoice unpaid; it can no
	// longer be paid.
	InvoiceVoided EventType = "invoice.voided"
	// InvoiceFundsHeld: a transfer to the invoice's deposit address paid
	// nothing (it came after the invoice was paid, expired or voided, was
	// more than it asked, in a token it does not take, or on another
	// network), and the gateway now holds it for the customer (#34).
	// Data.Held says what; a return link sends it back.
	InvoiceFundsHeld EventType = "invoice.funds_held"
	// SubscriptionCreated: a customer subscribed to a plan (#35), signing
	// its terms once. Data.Subscription says what.
	SubscriptionCreated EventType = "subscription.created"
	// SubscriptionPaymentFailed: a period's charge failed; the
	// subscription is past_due, Data.Subscription says why and when the
	// retry comes, Data.Invoice is the period's unpaid invoice.
	SubscriptionPaymentFailed EventType = "subscription.payment_failed"
	// SubscriptionAllowanceRevoked: the payer revoked the subscription's
	// allowance on Permit2 (or the token's approval to Permit2), so the
	// next charge would fail; seen before it is due. Data.Subscription's
	// allowanceRevokedAt says when. A new allowance signed brings it back.
	SubscriptionAllowanceRevoked EventType = "subscription.allowance_revoked"
	// SubscriptionCanceled: no charge will come (the customer or the
	// merchant canceled, or the retries ran out).
	SubscriptionCanceled EventType = "subscription.canceled"
	// SubscriptionEnded: the subscription was charged as many times as
	// its plan says.
	SubscriptionEnded EventType = "subscription.ended"
)

// EventTypes lists every event type, in the order the documentation gives
// them. An endpoint created without a list of events receives all of them.
var EventTypes = []EventType{InvoiceCreated, InvoiceFailed, InvoicePaid, InvoiceRefunded, InvoiceMatured, InvoiceClaimed, SubmissionFailed,
	InvoiceExpired, InvoiceVoided, InvoiceRefundFailed, InvoiceFundsHeld, SubscriptionCreated, SubscriptionPaymentFailed, SubscriptionAllowanceRevoked, SubscriptionCanceled, SubscriptionEnded}

// Valid reports whether t is one of EventTypes.
func (t EventType) Valid() bool {
	for _, k := range EventTypes {
		if k == t {
			return true
		}
	}
	return false
}

// Event is the JSON body Paystead POSTs to a merchant's endpoint, signed
// in the Paystead-Signature header. Verify the signature over the raw
// bytes before decoding them into an Event: key order and spacing are not
// fixed, and new fields may be added.
type Event struct {
	// ID (evt_…) is the same in every delivery of the event, resends
	// included: deduplicate by it.
	ID        string    `json:"id"`
	Type      EventType `json:"type"`
	CreatedAt time.Time `json:"createdAt"`
	Data      Data      `json:"data"`
}

// Data is what an event is about.
type Data struct {
	// Invoice is absent from subscription.created and subscription.canceled.
	Invoice Invoice `json:"invoice,omitzero"`
	// Submission is set in SubmissionFailed events only.
	Submission *Submission `json:"submission,omitempty"`
	// Refund is set in InvoiceRefunded events only: what this refund
	// returned and what the gateway still holds for the invoice.
	Refund *Refund `json:"refund,omitempty"`
	// RefundFailure is set in InvoiceRefundFailed events only: the refund
	// that failed and why.
	RefundFailure *RefundFailure `json:"refundFailure,omitempty"`
	// Held is set in InvoiceFundsHeld events only.
	Held *Held `json:"held,omitempty"`
	// Subscription is set in subscription.* events only.
	Subscription *subscriptionapi.Subscription `json:"subscription,omitempty"`
}

// Held is what the gateway took into its keeping for an invoice's customer: AmountUnits of the
// token at TokenAddress (in its smallest unit: the token may be one the deployment does not take)
// on ChainID, swept from the invoice's deposit address by TxHash.
type Held struct {
	ChainID      int64  `json:"chainId"`
	TokenAddress string `json:"tokenAddress"`
	AmountUnits  string `json:"amountUnits"`
	TxHash       string `json:"txHash"`
}

// Invoice is the invoice as of the event: its public fields and its
// metadata. The pointer fields are left out until they are known.
type Invoice struct {
	// ID is the invoice's 32-byte id in 0x-prefixed hex.
	ID string `json:"invoiceId"`
	// Status is the invoice's status as of the event (staging, open,
	// failed, paid, refunded, claimed, …).
	Status string `json:"status"`
	// Amount is the amount in Currency as a decimal without trailing
	// zeros ("12.5"); AmountUnits is the same amount in the pay-in
	// token's smallest units ("12500000").
	Amount      string `json:"amount"`
	AmountUnits string `json:"amountUnits"`
	Currency    string `json:"currency"`
	// PayInToken is the token's symbol (USDC); PayoutToken is the address
	// of the token paid out.
	PayInToken  string            `json:"payInToken"`
	PayoutToken string            `json:"payoutToken"`
	ChainID     int64             `json:"chainId"`
	Gateway     string            `json:"gateway"`
	Metadata    map[string]string `json:"metadata"`
	CreatedAt   time.Time         `json:"createdAt"`
	// ExpiresAt is when an unpaid invoice stops being payable; left out
	// when it never does.
	ExpiresAt *time.Time `json:"expiresAt,omitempty"`
	// Failure says why a failed invoice cannot be paid; set only then.
	Failure *string `json:"failure,omitempty"`
	// Payer, AmountIn (in token units), PaidAt and SettleTxHash are set
	// once the invoice is paid.
	Payer        *string    `json:"payer,omitempty"`
	AmountIn     *string    `json:"amountIn,omitempty"`
	PaidAt       *time.Time `json:"paidAt,omitempty"`
	SettleTxHash *string    `json:"settleTxHash,omitempty"`
	// RefundedAt and RefundTxHash are set once it is refunded.
	RefundedAt   *time.Time `json:"refundedAt,omitempty"`
	RefundTxHash *string    `json:"refundTxHash,omitempty"`
	// ClaimedAt and ClaimTxHash are set once it is paid out. PaidAt,
	// RefundedAt and ClaimedAt are the times of the blocks holding those
	// transactions: the chain's clock, not the server's.
	ClaimedAt   *time.Time `json:"claimedAt,omitempty"`
	ClaimTxHash *string    `json:"claimTxHash,omitempty"`
}

// Refund is one refund of an InvoiceRefunded event. A paid invoice may be
// refunded in parts: each part has its event, the invoice's status stays
// paid while Remaining is not zero, and the part that leaves nothing makes
// it refunded. Amounts are in USD (the payout token's units, whatever
// token paid) as decimals without trailing zeros ("1.25"), and the same in
// the payout token's smallest units ("1250000").
type Refund struct {
	Amount         string `json:"amount"`
	AmountUnits    string `json:"amountUnits"`
	Remaining      string `json:"remaining"`
	RemainingUnits string `json:"remainingUnits"`
	// TxHash is the refund's transaction; RefundedAt its block's time.
	TxHash     string    `json:"txHash"`
	RefundedAt time.Time `json:"refundedAt"`
	// To is where the refund went: the payer's wallet, or the address the
	// payer named with its consent (an extension, #33).
	To string `json:"to,omitempty"`
}

// RefundFailure is a refund that was sent and failed: what it was to
// return, its transaction (as first sent; the one that reverted may be a
// repriced copy) and why it failed, in a sentence.
type RefundFailure struct {
	Amount      string `json:"amount"`
	AmountUnits string `json:"amountUnits"`
	TxHash      string `json:"txHash"`
	Error       string `json:"error"`
}

// Submission is the failed payment attempt of a SubmissionFailed event.
type Submission struct {
	// ID is the submission's 32-byte id in 0x-prefixed hex.
	ID    string `json:"submissionId"`
	Payer string `json:"payer"`
	// Error says why the payment could not be settled, in a sentence
	// ("the payer's token balance is too low").
	Error string `json:"error"`
}

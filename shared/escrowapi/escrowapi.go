// Package escrowapi holds the request and response bodies of the escrow
// endpoints: the listing (GET /api/escrows, spec 2.5), the claim (POST
// /api/escrows/claim) and the refund (POST /api/invoices/{id}/refund),
// as the server writes them and the Go client reads them. The signed-in
// merchant's GET /api/merchant/escrows and POST /api/merchant/claims answer
// with the same bodies.
//
// It is standard library only (and shared/), so the WebAssembly dashboard
// builds it.
package escrowapi

import (
	"errors"
	"time"

	"github.com/paystead/paystead/shared/apierr"
	"github.com/paystead/paystead/shared/invoiceapi"
	"github.com/paystead/paystead/shared/money"
)

// MaxClaimInvoices bounds the invoice ids of one claim request.
const MaxClaimInvoices = 1000

// Summary is the merchant's paid invoices in three buckets (spec 2.5).
// Each holds at most 200 rows; Truncated says a bucket was cut, and the
// caller should narrow the filters (paidFrom, paidTo, token).
type Summary struct {
	// Pending: paid, still within the 7-day refund window.
	Pending []Row `json:"pending"`
	// Matured: the window has elapsed; ready to claim.
	Matured []Row `json:"matured"`
	// Claimed: withdrawn to the merchant's payout wallet.
	Claimed []Row `json:"claimed"`
	// Truncated: at least one bucket holds more rows than were returned.
	Truncated bool `json:"truncated"`
}

// Row is one paid invoice in a Summary bucket.
type Row struct {
	InvoiceID string `json:"invoiceId"`
	// ChainID is the network whose gateway holds (or paid out) the
	// escrow (an extension of the specification).
	ChainID int64 `json:"chainId"`
	// Amount is what the escrow holds for the invoice (pending, matured)
	// or paid out (claimed): the invoice's amount less any partial
	// refunds. It is a decimal string in the token's units ("19.99"),
	// with full precision; AmountUnits is the same in the smallest unit
	// ("19990000").
	Amount      string `json:"amount"`
	AmountUnits string `json:"amountUnits"`
	// Refunded is what partial refunds returned to the payer, in the same
	// units ("0" when none).
	Refunded string           `json:"refunded"`
	Token    invoiceapi.Token `json:"token"`
	// Payer is the paying wallet's address.
	Payer       string    `json:"payer"`
	PaidAt      time.Time `json:"paidAt"`
	ClaimableAt time.Time `json:"claimableAt"`
	// ClaimedAt and ClaimTxHash are null until the funds are claimed.
	// PaidAt and ClaimedAt are the times of the blocks that hold the
	// payment and the claim.
	ClaimedAt    *time.Time `json:"claimedAt"`
	SettleTxHash string     `json:"settleTxHash"`
	ClaimTxHash  *string    `json:"claimTxHash"`
	// Metadata is the invoice's, {} when it has none.
	Metadata map[string]string `json:"metadata"`
}

// ClaimRequest is the body of POST /api/escrows/claim: either the matured
// invoices to claim (at most MaxClaimInvoices) or All, never both.
type ClaimRequest struct {
	InvoiceIDs []string `json:"invoiceIds,omitempty"`
	All        bool     `json:"all,omitempty"`
}

// ClaimResult is the answer of a claim, given once its transactions are
// signed, stored and broadcast: the invoices in the claims sent and the
// claims' transactions (as first sent; a repriced copy may be the one
// mined), both [] when nothing was claimable. Each invoice is claimed once
// its claim is mined: invoice.claimed says so, and the invoice's timeline.
type ClaimResult struct {
	InvoiceIDs []string `json:"invoiceIds"`
	TxHashes   []string `json:"txHashes"`
}

// RefundPending is the status of a refund when it is answered: sent, not
// yet mined. Once mined, the invoice is refunded (or, with something
// left, still paid) and invoice.refunded is sent; should the gateway
// revert it, invoice.refund_failed says why.
const RefundPending = "pending"

// RefundRequest is the optional body of POST /api/invoices/{id}/refund:
// Amount, a USD decimal string with at most 6 decimals ("1.25"), is what to
// return to the payer, at most what remains of the invoice. Without it
// (or without a body) the refund returns everything that remains.
type RefundRequest struct {
	Amount string `json:"amount,omitempty"`
	// To, PayerSignature and SignatureDeadline (an extension, #33) send
	// the refund to To instead of the payer's wallet: the payer's EIP-712
	// signature of RefundTo(invoiceId, to, deadline) under the gateway's
	// domain (shared/refundconsent), deadline in unix seconds as a decimal
	// string. All three or none.
	To                string `json:"to,omitempty"`
	PayerSignature    string `json:"payerSignature,omitempty"`
	SignatureDeadline string `json:"signatureDeadline,omitempty"`
}

// Units is the request's amount in the payout token's smallest unit, 0
// for everything that remains, or the field error that refuses it.
func (r RefundRequest) Units() (int64, error) {
	if r.Amount == "" {
		return 0, nil
	}
	var fields apierr.Fields
	units, err := money.ParsePlainDecimal(r.Amount, money.StablecoinDecimals)
	switch {
	case errors.Is(err, money.ErrPrecision):
		fields.Add("amount", "at most %d decimals (USD to the micro-dollar)", money.StablecoinDecimals)
	case err != nil:
		fields.Add("amount", "must be a decimal number of USD, e.g. \"1.25\"")
	case units.Sign() == 0:
		fields.Add("amount", "must be more than 0; leave it out to refund everything that remains")
	case !units.IsInt64() || units.Int64() > invoiceapi.MaxAmountUnits:
		fields.Add("amount", "must be at most what remains of the invoice")
	default:
		return units.Int64(), nil
	}
	return 0, fields.Err()
}

// RefundResult is the answer of POST /api/invoices/{id}/refund, given once
// the refund's transaction is signed, stored and broadcast: the invoice,
// the refund's status (RefundPending), its transaction (as first sent; a
// repriced copy may be the one mined, which invoice.refunded names), what
// it returns and what will remain, in USD decimals and in the payout
// token's smallest units. (Its first fields are in the order the server
// has always written them.)
type RefundResult struct {
	InvoiceID      string `json:"invoiceId"`
	RefundTxHash   string `json:"refundTxHash"`
	Status         string `json:"status"`
	Amount         string `json:"amount"`
	AmountUnits    string `json:"amountUnits"`
	Remaining      string `json:"remaining"`
	RemainingUnits string `json:"remainingUnits"`
}

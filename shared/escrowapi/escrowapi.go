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
	"time"

	"github.com/paystead/paystead/shared/invoiceapi"
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
	// Amount is a decimal string in the token's units ("19.99"), with
	// full precision; AmountUnits is the same in the smallest unit
	// ("19990000").
	Amount      string           `json:"amount"`
	AmountUnits string           `json:"amountUnits"`
	Token       invoiceapi.Token `json:"token"`
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

// ClaimResult lists the invoices claimed and the transactions that did it;
// both are [] when nothing was claimable.
type ClaimResult struct {
	Claimed  []string `json:"claimed"`
	TxHashes []string `json:"txHashes"`
}

// RefundStatus is the status of a refunded invoice.
const RefundStatus = "refunded"

// RefundResult is the answer of POST /api/invoices/{id}/refund: the
// invoice, now refunded, and the refund's transaction. (Its fields are in
// the order the server has always written them.)
type RefundResult struct {
	InvoiceID    string `json:"invoiceId"`
	RefundTxHash string `json:"refundTxHash"`
	Status       string `json:"status"`
}

package escrowapi

import (
	"time"

	"github.com/paystead/paystead/shared/refundconsent"
)

// A refund link (an extension, #33) returns a paid invoice's funds to an address the customer
// gives: the merchant issues it (POST /api/invoices/{id}/refund-links), sends its URL to the
// customer, who opens /r/<token>, names the address, signs RefundTo with the wallet that paid
// and the refund goes there. It is how a refund reaches a payer whose wallet the token's issuer
// froze since paying. The token in its URL is shown once, when it is issued; Paystead keeps only
// its hash.

// Refund link statuses. Expired and Refunded are read, never stored: an open link past its
// expiry (the end of the refund window), a sent one whose refund was mined.
const (
	LinkOpen     = "open"     // waiting for the customer
	LinkSending  = "sending"  // the customer signed; the refund is being sent
	LinkSent     = "sent"     // the refund's transaction is broadcast, not yet mined
	LinkRefunded = "refunded" // the refund is mined
	LinkCanceled = "canceled" // the merchant canceled it, or issued another for the invoice
	LinkExpired  = "expired"  // the refund window closed before the customer used it
)

// RefundLinkRequest is the optional body of POST /api/invoices/{id}/refund-links: Amount as in
// RefundRequest, everything that remains when left out.
type RefundLinkRequest struct {
	Amount string `json:"amount,omitempty"`
	// Held, instead of Amount, issues a return link (#34): everything held of that token on that
	// chain for the invoice goes back to the address the customer gives.
	Held *HeldRef `json:"held,omitempty"`
}

// Units is the request's amount in the payout token's smallest unit (0: all that remains).
func (r RefundLinkRequest) Units() (int64, error) { return RefundRequest{Amount: r.Amount}.Units() }

// RefundLink is a refund link as its merchant sees it.
type RefundLink struct {
	ID        string `json:"id"`
	InvoiceID string `json:"invoiceId"`
	// Kind is refund (the escrow) or return (held funds, named by Held; Amount in Token's units,
	// Token empty for a token the deployment does not take, whose Amount is in smallest units).
	Kind  string   `json:"kind"`
	Held  *HeldRef `json:"held,omitempty"`
	Token string   `json:"token"`
	// URL is the page to send the customer: only in the answer that issued the link.
	URL         string `json:"url,omitempty"`
	Status      string `json:"status"`
	Amount      string `json:"amount"`
	AmountUnits string `json:"amountUnits"`
	// To is the address the customer named (null until they sign), RefundTxHash the refund's
	// transaction as first sent (null until sent), Failure why the customer's last attempt
	// failed (null when none did).
	To           *string   `json:"to"`
	RefundTxHash *string   `json:"refundTxHash"`
	Failure      *string   `json:"failure"`
	CreatedAt    time.Time `json:"createdAt"`
	ExpiresAt    time.Time `json:"expiresAt"`
}

// RefundLinkList is GET /api/invoices/{id}/refund-links: the invoice's links, newest first.
type RefundLinkList struct {
	Data []RefundLink `json:"data"`
}

// RefundLinkView is GET /api/refund-links/{token}: what the customer's page shows.
type RefundLinkView struct {
	Status string `json:"status"`
	Kind   string `json:"kind"`
	// SignatureRequired: the paying wallet signs where the refund goes. A refund of an invoice
	// paid from its deposit address, and a return of held funds, take the address alone (#34).
	SignatureRequired bool   `json:"signatureRequired"`
	TokenAddress      string `json:"tokenAddress"`
	InvoiceID         string `json:"invoiceId"`
	MerchantName      string `json:"merchantName"`
	Amount            string `json:"amount"` // USD, in the payout token
	AmountUnits       string `json:"amountUnits"`
	Token             string `json:"token"` // the token the refund is paid in (the escrow's)
	// Payer is the wallet that paid: the one that must sign when SignatureRequired; a deposit-paid
	// invoice's deposit address; the zero address when nothing paid it (a return of held funds).
	Payer        string    `json:"payer"`
	ChainID      int64     `json:"chainId"`
	ExpiresAt    time.Time `json:"expiresAt"`
	To           *string   `json:"to"`
	RefundTxHash *string   `json:"refundTxHash"`
	Failure      *string   `json:"failure"`
}

// RefundLinkPrepareRequest is POST /api/refund-links/{token}/prepare: the address the customer
// wants the refund paid to.
type RefundLinkPrepareRequest struct {
	To string `json:"to"`
}

// RefundLinkPrepared is the answer to prepare: the RefundTo typed data for the paying wallet to
// sign (eth_signTypedData_v4), and its deadline (unix seconds, decimal).
type RefundLinkPrepared struct {
	TypedData refundconsent.TypedData `json:"typedData"`
	Deadline  string                  `json:"deadline"`
}

// RefundLinkCompleteRequest is POST /api/refund-links/{token}/complete: the prepared address
// and deadline with the paying wallet's signature (0x, 65 bytes), or the address alone when the
// link's view says no signature is required.
type RefundLinkCompleteRequest struct {
	To string `json:"to"`
	// Deadline and Signature are left out for a link that needs no signature.
	Deadline  string `json:"deadline,omitempty"`
	Signature string `json:"signature,omitempty"`
}

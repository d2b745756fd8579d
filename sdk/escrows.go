package sdk

import (
	"context"
	"net/http"
	"net/url"
	"strings"
	"time"

	"github.com/paystead/paystead/shared/escrowapi"
)

// EscrowFilters narrow Escrows to the payments made in a period or in one
// token. Zero values do not filter.
type EscrowFilters struct {
	// PaidFrom and PaidTo bound the payment time (inclusive).
	PaidFrom time.Time
	PaidTo   time.Time
	// Token keeps only payments in USDC or EURC.
	Token PayInToken
}

// The escrow types are the wire types the server answers with.
type (
	// EscrowSummary is the merchant's paid invoices in three buckets (spec
	// 2.5): Pending, Matured and Claimed, each at most 200 rows; Truncated
	// says a bucket was cut, and the caller should narrow the filters.
	EscrowSummary = escrowapi.Summary
	// EscrowRow is one paid invoice in an EscrowSummary bucket. ClaimedAt
	// and ClaimTxHash are nil until the funds are claimed.
	EscrowRow = escrowapi.Row
	// ClaimParams choose what Claim claims: the matured InvoiceIDs (at most
	// 1000), or All of them. Exactly one is needed.
	ClaimParams = escrowapi.ClaimRequest
	// ClaimResult lists the invoices in the claims sent and the claims'
	// transactions. They are claimed once mined: invoice.claimed says so,
	// as do Escrows and GetInvoice.
	ClaimResult = escrowapi.ClaimResult
	// RefundParams say how much Refund returns: Amount, in dollars as a
	// decimal string with at most 6 decimals ("1.25"), at most what
	// remains of the invoice; empty for everything that remains.
	RefundParams = escrowapi.RefundRequest
	// RefundResult is the refund sent: its transaction, what it returns
	// and what will remain of the invoice (Amount, Remaining in dollars),
	// and its Status, "pending": sent, not yet mined. invoice.refunded
	// says when it is (or invoice.refund_failed, why it failed), as does
	// GetInvoice's AmountRefunded.
	RefundResult = escrowapi.RefundResult
)

// Escrows lists the key's merchant's paid invoices by escrow state (GET
// /api/escrows). It needs the secret key: with a publishable key it fails
// with PUBLISHABLE_KEY_FORBIDDEN without sending a request.
func (c *Client) Escrows(ctx context.Context, filters EscrowFilters) (*EscrowSummary, error) {
	if err := c.requireSecret("Escrows"); err != nil {
		return nil, err
	}
	q := url.Values{}
	if !filters.PaidFrom.IsZero() {
		q.Set("paidFrom", filters.PaidFrom.UTC().Format(time.RFC3339Nano))
	}
	if !filters.PaidTo.IsZero() {
		q.Set("paidTo", filters.PaidTo.UTC().Format(time.RFC3339Nano))
	}
	if filters.Token != "" {
		q.Set("token", string(filters.Token))
	}
	path := "/api/escrows"
	if len(q) > 0 {
		path += "?" + q.Encode()
	}
	var out EscrowSummary
	if err := c.do(ctx, request{method: http.MethodGet, path: path, withKey: true}, &out); err != nil {
		return nil, err
	}
	for _, b := range []*[]EscrowRow{&out.Pending, &out.Matured, &out.Claimed} {
		if *b == nil {
			*b = []EscrowRow{}
		}
	}
	return &out, nil
}

// Claim moves matured escrows to the merchant's payout wallet (POST
// /api/escrows/claim): the invoices params names, or every matured one
// with params.All. It returns once the claims are sent, before they are
// mined: each invoice is claimed when its claim is (invoice.claimed). It
// needs the secret key, as Escrows does. It is sent once, without retries:
// after a lost answer, list the escrows to see what was claimed. An invoice that is not matured (or not the merchant's)
// fails the whole claim with ServerCode "not_claimable", naming it in
// Fields.
func (c *Client) Claim(ctx context.Context, params ClaimParams) (*ClaimResult, error) {
	if err := c.requireSecret("Claim"); err != nil {
		return nil, err
	}
	return c.claim(ctx, "/api/escrows/claim", params)
}

// claim checks params and sends them to path once: Claim's and
// ClaimMatured's request.
func (c *Client) claim(ctx context.Context, path string, params ClaimParams) (*ClaimResult, error) {
	if params.All == (len(params.InvoiceIDs) > 0) {
		return nil, newError(CodeUnknown, "a claim needs either InvoiceIDs or All, not both and not neither")
	}
	if len(params.InvoiceIDs) > escrowapi.MaxClaimInvoices {
		return nil, newError(CodeUnknown, "a claim takes at most %d invoices at once, not %d", escrowapi.MaxClaimInvoices, len(params.InvoiceIDs))
	}
	var out ClaimResult
	if err := c.Do(ctx, Call{Method: http.MethodPost, Path: path, Body: params}, &out); err != nil {
		return nil, err
	}
	return &out, nil
}

// Refund returns a paid invoice's funds to its payer (POST
// /api/invoices/{id}/refund): everything that remains, or, with params,
// params.Amount of it. It returns once the refund is sent, before it is
// mined: invoice.refunded says when it is, invoice.refund_failed why it
// failed (nothing was refunded then). A paid invoice may be refunded in
// parts, any number of times, until nothing remains; one at a time, each
// once the one before is mined. It works only inside the 7-day refund
// window: afterwards it fails with ServerCode "refund_window_closed"; on
// an invoice that is not paid with "invoice_not_refundable"; for more than
// remains with "refund_exceeds_remaining". It needs the secret key, as
// Escrows does, and is sent once, without retries: after a lost answer,
// GetInvoice tells what was refunded (AmountRefunded).
func (c *Client) Refund(ctx context.Context, invoiceID string, params ...RefundParams) (*RefundResult, error) {
	if err := c.requireSecret("Refund"); err != nil {
		return nil, err
	}
	if len(params) > 1 {
		return nil, newError(CodeUnknown, "Refund takes at most one RefundParams, not %d", len(params))
	}
	var p RefundParams
	if len(params) == 1 {
		p = params[0]
	}
	return c.refund(ctx, "/api/invoices/", invoiceID, p)
}

// MerchantRefund is Refund for the signed-in merchant (POST
// /api/merchant/invoices/{id}/refund): the dashboard's Refund form.
func (c *Client) MerchantRefund(ctx context.Context, invoiceID string, params RefundParams) (*RefundResult, error) {
	return c.refund(ctx, "/api/merchant/invoices/", invoiceID, params)
}

// refund checks params and sends them, once, to prefix + id + "/refund":
// Refund's and MerchantRefund's request.
func (c *Client) refund(ctx context.Context, prefix, invoiceID string, params RefundParams) (*RefundResult, error) {
	if strings.TrimSpace(invoiceID) == "" {
		return nil, newError(CodeUnknown, "an invoice id is required")
	}
	call := Call{Method: http.MethodPost, Path: prefix + url.PathEscape(invoiceID) + "/refund"}
	if params.Amount != "" {
		if _, err := params.Units(); err != nil {
			return nil, newError(CodeUnknown, "%s", err.Error())
		}
		call.Body = params
	}
	var out RefundResult
	if err := c.Do(ctx, call, &out); err != nil {
		return nil, err
	}
	return &out, nil
}

// requireSecret fails with PUBLISHABLE_KEY_FORBIDDEN, before any request,
// when the client holds a publishable key, which the server accepts only
// for creating invoices.
func (c *Client) requireSecret(method string) error {
	if c.publishable() {
		return newError(CodePublishableKeyForbidden, "%s needs the secret key (ak_live_…) and must run on a server; publishable keys (pk_live_…) can only create invoices", method)
	}
	return nil
}

package sdk

import (
	"context"
	"net/http"
	"net/url"
	"time"
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

// EscrowSummary is the merchant's paid invoices in three buckets (spec
// 2.5). Each holds at most 200 rows; Truncated says a bucket was cut, and
// the caller should narrow the filters.
type EscrowSummary struct {
	// Pending: paid, still within the 7-day refund window.
	Pending []EscrowRow `json:"pending"`
	// Matured: the window has elapsed; ready to claim.
	Matured []EscrowRow `json:"matured"`
	// Claimed: withdrawn to the merchant's payout wallet.
	Claimed []EscrowRow `json:"claimed"`
	// Truncated: at least one bucket holds more rows than were returned.
	Truncated bool `json:"truncated"`
}

// EscrowRow is one paid invoice in an EscrowSummary bucket.
type EscrowRow struct {
	InvoiceID string `json:"invoiceId"`
	// Amount is a decimal string in the token's units ("19.99"), with
	// full precision; AmountUnits is the same in the smallest unit
	// ("19990000").
	Amount      string     `json:"amount"`
	AmountUnits string     `json:"amountUnits"`
	Token       PayInToken `json:"token"`
	// Payer is the paying wallet's address.
	Payer       string    `json:"payer"`
	PaidAt      time.Time `json:"paidAt"`
	ClaimableAt time.Time `json:"claimableAt"`
	// ClaimedAt is zero and ClaimTxHash empty until the funds are claimed.
	ClaimedAt    time.Time         `json:"claimedAt,omitzero"`
	SettleTxHash string            `json:"settleTxHash"`
	ClaimTxHash  string            `json:"claimTxHash,omitempty"`
	Metadata     map[string]string `json:"metadata,omitempty"`
}

// Escrows lists the key's merchant's paid invoices by escrow state (GET
// /api/escrows). It needs the secret key: with a publishable key it fails
// with PUBLISHABLE_KEY_FORBIDDEN without sending a request.
func (c *Client) Escrows(ctx context.Context, filters EscrowFilters) (*EscrowSummary, error) {
	if c.publishable() {
		return nil, newError(CodePublishableKeyForbidden, "Escrows needs the secret key (ak_live_…) and must run on a server; publishable keys (pk_live_…) can only create invoices")
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

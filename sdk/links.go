package sdk

import (
	"context"
	"net/http"
	"net/url"

	"github.com/paystead/paystead/shared/linkapi"
)

// The payment link types are the wire types the server answers with.
type (
	// PaymentLink is a reusable /l/<slug> address that mints an invoice
	// per customer, with how many it minted and how many were paid.
	PaymentLink = linkapi.Link
	// NewPaymentLink describes a link to make: a fixed Amount, or
	// MinAmount and MaxAmount for an amount the customer enters.
	NewPaymentLink = linkapi.CreateRequest
)

// MerchantLinks lists the signed-in merchant's payment links, newest
// first (GET /api/merchant/links).
func (c *Client) MerchantLinks(ctx context.Context) ([]PaymentLink, error) {
	var out linkapi.List
	if err := c.Do(ctx, Call{Path: "/api/merchant/links", Repeatable: true}, &out); err != nil {
		return nil, err
	}
	return out.Links, nil
}

// CreateMerchantLink makes a payment link for the signed-in merchant
// (POST /api/merchant/links). A slug another link has fails with
// ServerCode "slug_taken".
func (c *Client) CreateMerchantLink(ctx context.Context, link NewPaymentLink) (*PaymentLink, error) {
	var out PaymentLink
	if err := c.Do(ctx, Call{Method: http.MethodPost, Path: "/api/merchant/links", Body: link}, &out); err != nil {
		return nil, err
	}
	return &out, nil
}

// SetMerchantLinkEnabled turns one of the signed-in merchant's links on
// or off (PATCH /api/merchant/links/{id}).
func (c *Client) SetMerchantLinkEnabled(ctx context.Context, id string, enabled bool) (*PaymentLink, error) {
	var out PaymentLink
	if err := c.Do(ctx, Call{Method: http.MethodPatch, Path: "/api/merchant/links/" + url.PathEscape(id), Body: linkapi.Update{Enabled: &enabled}, Repeatable: true}, &out); err != nil {
		return nil, err
	}
	return &out, nil
}

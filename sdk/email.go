package sdk

import (
	"context"
	"net/http"
	"net/url"

	"github.com/paystead/paystead/shared/invoiceapi"
	"github.com/paystead/paystead/shared/merchantapi"
)

// SetReceiptEmail leaves the customer's address for invoiceID's receipt
// (PUT /api/invoices/{id}/receipt-email, no key: the hosted page's call).
// The receipt is emailed once the payment is confirmed, at once when it
// is (the answer's When). A Paystead without email answers 404.
func (c *Client) SetReceiptEmail(ctx context.Context, invoiceID, email string) (*invoiceapi.ReceiptEmail, error) {
	var out invoiceapi.ReceiptEmail
	err := c.Do(ctx, Call{Method: http.MethodPut, Path: "/api/invoices/" + url.PathEscape(invoiceID) + "/receipt-email",
		Body: invoiceapi.ReceiptEmailRequest{Email: email}, Repeatable: true}, &out)
	if err != nil {
		return nil, err
	}
	return &out, nil
}

// MerchantAlerts reads where the signed-in merchant's alerts by email go
// (GET /api/merchant/alerts).
func (c *Client) MerchantAlerts(ctx context.Context) (*merchantapi.Alerts, error) {
	var out merchantapi.Alerts
	if err := c.Do(ctx, Call{Method: http.MethodGet, Path: "/api/merchant/alerts", Repeatable: true}, &out); err != nil {
		return nil, err
	}
	return &out, nil
}

// SetMerchantAlerts sets the signed-in merchant's alert address ("" for
// none) (PUT /api/merchant/alerts).
func (c *Client) SetMerchantAlerts(ctx context.Context, email string) (*merchantapi.Alerts, error) {
	var body merchantapi.AlertsUpdate
	if email != "" {
		body.Email = &email
	}
	var out merchantapi.Alerts
	if err := c.Do(ctx, Call{Method: http.MethodPut, Path: "/api/merchant/alerts", Body: body, Repeatable: true}, &out); err != nil {
		return nil, err
	}
	return &out, nil
}

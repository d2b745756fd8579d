//go:build !js

package sdk_test

import (
	"context"
	"net/http"
	"os"
	"regexp"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/paystead/paystead/sdk"
	"github.com/paystead/paystead/shared/checkoutapi"
)

// readmeRoute matches a row of the README's "API at a glance" table:
// | `POST /api/invoices` | who | what |
var readmeRoute = regexp.MustCompile("(?m)^\\| `(GET|POST|PUT|PATCH|DELETE) (/api/[^`]*)` \\|")

// TestClientCoversTheREADMEAPITable calls, for every endpoint of the
// README's API table, the method that serves it, and checks the request
// reached that endpoint: a row added without a method fails here.
func TestClientCoversTheREADMEAPITable(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	readme, err := os.ReadFile("../README.md")
	require.NoError(t, err)
	rows := readmeRoute.FindAllStringSubmatch(string(readme), -1)
	require.NotEmpty(t, rows, "the README's API table was not found")

	// Each endpoint, with {id} as the call below fills it in.
	calls := map[string]func(c *sdk.Client) error{
		"POST /api/invoices": func(c *sdk.Client) error {
			_, err := c.CreateInvoice(ctx, validParams)
			return err
		},
		"GET /api/invoices/{id}": func(c *sdk.Client) error { _, err := c.GetInvoice(ctx, "0xabc"); return err },
		"POST /api/checkout/authorize": func(c *sdk.Client) error {
			_, err := c.Authorize(ctx, checkoutapi.AuthorizeRequest{InvoiceID: "0xabc", Address: "0x01"})
			return err
		},
		"POST /api/checkout/prepare": func(c *sdk.Client) error {
			_, err := c.Prepare(ctx, checkoutapi.PrepareRequest{InvoiceID: "0xabc", Payer: "0x01", PayInToken: "USDC"})
			return err
		},
		"POST /api/checkout/submit": func(c *sdk.Client) error {
			_, err := c.Submit(ctx, checkoutapi.SubmitRequest{InvoiceID: "0xabc"})
			return err
		},
		"GET /api/checkout/status/{id}":  func(c *sdk.Client) error { _, err := c.SubmissionStatus(ctx, "0xabc"); return err },
		"POST /api/invoices/{id}/refund": func(c *sdk.Client) error { _, err := c.Refund(ctx, "0xabc"); return err },
		"POST /api/merchant/invoices/{id}/refund": func(c *sdk.Client) error {
			_, err := c.MerchantRefund(ctx, "0xabc", sdk.RefundParams{Amount: "1"})
			return err
		},
		"POST /api/invoices/{id}/void": func(c *sdk.Client) error { _, err := c.VoidInvoice(ctx, "0xabc"); return err },
		"GET /api/escrows":             func(c *sdk.Client) error { _, err := c.Escrows(ctx, sdk.EscrowFilters{}); return err },
		"POST /api/escrows/claim":      func(c *sdk.Client) error { _, err := c.Claim(ctx, sdk.ClaimParams{All: true}); return err },
		"PATCH /api/merchant/profile": func(c *sdk.Client) error {
			color := "#0b5cab"
			_, err := c.UpdateMerchantProfile(ctx, sdk.ProfileUpdate{AccentColor: &color})
			return err
		},
		"PUT /api/merchant/brand/logo": func(c *sdk.Client) error {
			_, err := c.UploadMerchantLogo(ctx, []byte("\x89PNG\r\n\x1a\n"), "image/png")
			return err
		},
		"DELETE /api/merchant/brand/logo": func(c *sdk.Client) error { _, err := c.DeleteMerchantLogo(ctx); return err },
		"PATCH /api/plans/{id}":           func(c *sdk.Client) error { _, err := c.SetPlanActive(ctx, "0xabc", false); return err },
		"POST /api/plans/{id}/checkouts": func(c *sdk.Client) error {
			_, err := c.CreateSubscriptionCheckout(ctx, "0xabc", sdk.CreateSubscriptionCheckout{})
			return err
		},
		"GET /api/subscriptions/metrics": func(c *sdk.Client) error { _, err := c.SubscriptionMetrics(ctx); return err },
		"GET /api/subscriber/message": func(c *sdk.Client) error {
			_, err := c.PayerMessage(ctx, "0x8f0a1c3e5b7d9f125f0c2f4a8e3b1d6c7a9e0b2d")
			return err
		},
		"POST /api/subscriber/subscriptions": func(c *sdk.Client) error {
			_, err := c.PayerSubscriptions(ctx, "example.com wants you to sign in", "0x01")
			return err
		},
	}
	for _, row := range rows {
		method, template := row[1], row[2]
		t.Run(method+" "+template, func(t *testing.T) {
			t.Parallel()
			call := calls[method+" "+template]
			require.NotNil(t, call, "no client method is known for %s %s: add one to the client and to this test", method, template)
			f := newFakePaystead(t, answerJSON(http.StatusOK, map[string]any{}))
			require.NoError(t, call(f.client(t, "ak_live_secret")))
			reqs := f.requests()
			require.Len(t, reqs, 1)
			require.Equal(t, method, reqs[0].Method)
			require.Equal(t, strings.ReplaceAll(template, "{id}", "0xabc"), reqs[0].Path)
		})
	}
}

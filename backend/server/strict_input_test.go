package server

import (
	"context"
	"net/http"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/paystead/paystead/backend/postgres/pgtest"
	"github.com/paystead/paystead/shared/apierr"
)

// TestStrictInput: the inputs an outside test found answering 500 (text
// Postgres cannot store) and the bodies whose meaning depended on the
// decoder (a key in another case, a repeated key) are each a 400 naming
// the field, and store nothing.
func TestStrictInput(t *testing.T) {
	t.Parallel()
	app := startApp(t, nil)
	sess := signInAs(t, app)
	sessOrigin := map[string]string{"Cookie": sess["Cookie"], "Origin": app.URL}
	publishable := map[string]string{"X-Service-Api-Key": app.Seed.PublishableKey, "Origin": app.Seed.Merchant.AllowedOrigins[0]}

	for _, tc := range []struct {
		name, method, url string
		headers           map[string]string
		body              any
		field             string
	}{
		{"NULInAMetadataValue", "POST", "/api/invoices", publishable,
			`{"amountUsdc":"1.234567","payInToken":"USDC","metadata":{"k":"a\u0000b"}}`, "metadata.k"},
		{"NULInAMetadataKey", "POST", "/api/invoices", secret(app),
			`{"amountUsdc":"1.234567","payInToken":"USDC","metadata":{"k\u0000":"v"}}`, "metadata"},
		{"InvalidUTF8InAValue", "POST", "/api/invoices", secret(app),
			"{\"amountUsdc\":\"1\",\"payInToken\":\"USDC\",\"metadata\":{\"k\":\"\xff\xfe\"}}", "metadata.k"},
		{"NULInAKeyLabel", "POST", "/api/merchant/keys", sessOrigin, `{"kind":"secret","label":"a\u0000b"}`, "label"},
		{"NULEventIDToResendWithAKey", "POST", "/api/webhooks/events/%00/resend", secret(app), nil, "path"},
		{"NULEventIDToResendInASession", "POST", "/api/merchant/webhooks/events/%00/resend", sessOrigin, nil, "path"},
		{"InvalidUTF8IdempotencyKey", "POST", "/api/invoices",
			map[string]string{"X-Service-Api-Key": app.Seed.SecretKey, "Idempotency-Key": "\xff\xfe"},
			`{"amountUsdc":"1.234567","payInToken":"USDC"}`, "Idempotency-Key"},
		{"InvalidUTF8QueryParameter", "GET", "/api/webhooks/deliveries?limit=%ff", secret(app), nil, "limit"},
		// The same body two ways: a validating proxy reads amountUsdc 1.
		{"AKeyInAnotherCase", "POST", "/api/invoices", secret(app),
			`{"amountUsdc":"1.234567","payInToken":"USDC","AmountUSDC":"1234.567"}`, "AmountUSDC"},
		{"ARepeatedKey", "POST", "/api/invoices", secret(app),
			`{"amountUsdc":"1.234567","payInToken":"USDC","amountUsdc":"1234.567"}`, "amountUsdc"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var e apierr.Error
			resp := call(t, tc.method, app.URL+tc.url, tc.headers, tc.body, &e)
			require.Equal(t, http.StatusBadRequest, resp.StatusCode, "%+v", e)
			require.Equal(t, apierr.BadBody, e.Code)
			require.True(t, hasField(e, tc.field), "field %q named: %+v", tc.field, e.Fields)
		})
	}
	// The package's apps share the dev merchant: look for this test's
	// amounts rather than counting.
	for _, id := range pgtest.MerchantInvoiceIDs(t, app.Pool, app.Seed.Merchant.ID) {
		inv, err := app.Invoices.Get(context.Background(), id)
		require.NoError(t, err)
		require.NotContains(t, []int64{1_234_567, 1_234_567_000}, inv.Amount, "nothing was created from a refused body")
	}
}

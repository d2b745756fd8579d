package server

import (
	"context"
	"net/http"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/paystead/paystead/backend/config"
	"github.com/paystead/paystead/shared/apierr"
	"github.com/paystead/paystead/shared/invoiceapi"
)

// TestBrowserRefusals: a page on an origin the merchant has not allowed
// can read why its publishable key was refused (CORS on the refusal, a
// code, a message naming the origin and where to allow it), and nothing
// is created for it, with or without a session cookie.
func TestBrowserRefusals(t *testing.T) {
	t.Parallel()
	app := startApp(t, nil)
	endpoint := app.URL + "/api/invoices"
	const elsewhere = "http://localhost:9999" // no dev server's usual port
	pk := app.Seed.PublishableKey

	// requireShared checks that a browser on origin may read the answer,
	// and that it was never told it may send cookies.
	requireShared := func(t *testing.T, resp *http.Response, origin string) {
		t.Helper()
		require.Equal(t, origin, resp.Header.Get("Access-Control-Allow-Origin"))
		require.Equal(t, []string{"Origin"}, resp.Header.Values("Vary"))
		require.Empty(t, resp.Header.Values("Access-Control-Allow-Credentials"))
	}
	// created counts what a request carrying probe (as its Idempotency-Key
	// and in its metadata) left behind.
	created := func(t *testing.T, probe string) (invoices, idempotencyKeys int) {
		t.Helper()
		ctx := context.Background()
		require.NoError(t, app.Pool.QueryRow(ctx, `SELECT count(*) FROM invoices WHERE metadata->>'probe' = $1`, probe).Scan(&invoices))
		require.NoError(t, app.Pool.QueryRow(ctx, `SELECT count(*) FROM idempotency_keys WHERE key = $1`, probe).Scan(&idempotencyKeys))
		return invoices, idempotencyKeys
	}
	create := func(t *testing.T, headers map[string]string, probe string, out any) *http.Response {
		t.Helper()
		h := map[string]string{"Idempotency-Key": probe}
		for k, v := range headers {
			h[k] = v
		}
		return call(t, "POST", endpoint, h, map[string]any{"amountUsdc": 3, "payInToken": "USDC", "metadata": map[string]string{"probe": probe}}, out)
	}

	t.Run("PreflightFromAnOriginNotAllowedIsAnswered", func(t *testing.T) {
		resp := call(t, "OPTIONS", endpoint, map[string]string{
			"Origin": elsewhere, "Access-Control-Request-Method": "POST", "Access-Control-Request-Headers": "content-type,idempotency-key,x-service-api-key",
		}, nil, nil)
		require.Equal(t, http.StatusNoContent, resp.StatusCode)
		requireShared(t, resp, elsewhere)
		require.Contains(t, resp.Header.Get("Access-Control-Allow-Methods"), "POST")
		for _, h := range []string{"Content-Type", "Idempotency-Key", "X-Service-Api-Key"} {
			require.Contains(t, resp.Header.Get("Access-Control-Allow-Headers"), h)
		}
	})

	t.Run("RefusalIsReadableAndSaysWhereToAllowTheOrigin", func(t *testing.T) {
		var e apierr.Error
		resp := create(t, map[string]string{"X-Service-Api-Key": pk, "Origin": elsewhere}, "cors-refused-1", &e)
		require.Equal(t, http.StatusForbidden, resp.StatusCode)
		requireShared(t, resp, elsewhere)
		require.Contains(t, resp.Header.Get("Access-Control-Expose-Headers"), "X-Request-Id")
		require.Equal(t, apierr.OriginNotAllowed, e.Code)
		require.Contains(t, e.Message, elsewhere)
		require.Contains(t, e.Message, app.URL+"/m/settings")
		require.Contains(t, e.Message, "Allowed origins")
		require.NotEmpty(t, e.RequestID)
		require.Equal(t, resp.Header.Get("X-Request-Id"), e.RequestID)
	})

	t.Run("NothingIsCreatedFromAnOriginNotAllowed", func(t *testing.T) {
		// The demo merchant's session cookie changes nothing: the route
		// reads no cookie.
		cookie := signInWithKey(t, app, app.Dev.Merchant.Key)["Cookie"]
		for _, tc := range []struct {
			name    string
			headers map[string]string
			status  int
			code    apierr.Code
		}{
			{"PublishableKey", map[string]string{"X-Service-Api-Key": pk, "Origin": elsewhere}, 403, apierr.OriginNotAllowed},
			{"PublishableKeyAndSessionCookie", map[string]string{"X-Service-Api-Key": pk, "Origin": elsewhere, "Cookie": cookie}, 403, apierr.OriginNotAllowed},
			{"SessionCookieAlone", map[string]string{"Origin": elsewhere, "Cookie": cookie}, 401, apierr.MissingAPIKey},
			{"SessionCookieFromTheServicesOwnOrigin", map[string]string{"Origin": app.URL, "Cookie": cookie}, 401, apierr.MissingAPIKey},
		} {
			t.Run(tc.name, func(t *testing.T) {
				probe := "cors-nothing-" + strings.ToLower(tc.name)
				var e apierr.Error
				resp := create(t, tc.headers, probe, &e)
				require.Equal(t, tc.status, resp.StatusCode)
				require.Equal(t, tc.code, e.Code)
				invoices, keys := created(t, probe)
				require.Zero(t, invoices, "no invoice")
				require.Zero(t, keys, "no idempotency record")
			})
		}

		// The same request from an allowed origin does create one, so
		// the counts above can see an invoice when there is one.
		var out invoiceapi.CreateInvoiceResponse
		origin := app.Seed.Merchant.AllowedOrigins[0]
		require.Equal(t, http.StatusCreated, create(t, map[string]string{"X-Service-Api-Key": pk, "Origin": origin}, "cors-nothing-allowed", &out).StatusCode)
		invoices, keys := created(t, "cors-nothing-allowed")
		require.Equal(t, 1, invoices)
		require.Equal(t, 1, keys)
	})

	t.Run("OtherRefusalsOfABrowserAreReadable", func(t *testing.T) {
		for _, tc := range []struct {
			name    string
			headers map[string]string
			status  int
			code    apierr.Code
		}{
			{"MissingKey", map[string]string{"Origin": elsewhere}, 401, apierr.MissingAPIKey},
			{"UnknownKey", map[string]string{"Origin": elsewhere, "X-Service-Api-Key": "pk_live_nope"}, 401, apierr.InvalidAPIKey},
		} {
			t.Run(tc.name, func(t *testing.T) {
				var e apierr.Error
				resp := create(t, tc.headers, "cors-other-"+strings.ToLower(tc.name), &e)
				require.Equal(t, tc.status, resp.StatusCode)
				require.Equal(t, tc.code, e.Code)
				requireShared(t, resp, elsewhere)
			})
		}
	})

	t.Run("RefusalWithoutAnOriginSaysToUseTheSecretKey", func(t *testing.T) {
		var e apierr.Error
		resp := create(t, map[string]string{"X-Service-Api-Key": pk}, "cors-no-origin", &e)
		require.Equal(t, http.StatusForbidden, resp.StatusCode)
		require.Equal(t, apierr.OriginNotAllowed, e.Code)
		require.Contains(t, e.Message, "no Origin header")
		require.Contains(t, e.Message, "secret key")
		require.Empty(t, resp.Header.Get("Access-Control-Allow-Origin"), "no page to share it with")
	})

	t.Run("SecretKeyAnswersStayUnshared", func(t *testing.T) {
		// A secret key has no business in a page: its answers carry no
		// CORS, as before.
		resp := create(t, map[string]string{"X-Service-Api-Key": app.Seed.SecretKey, "Origin": elsewhere}, "cors-secret", nil)
		require.Equal(t, http.StatusCreated, resp.StatusCode)
		require.Empty(t, resp.Header.Get("Access-Control-Allow-Origin"))
	})
}

// The per-address rate limit refuses before any route or key is looked at;
// a page may still read that refusal and when to retry, instead of an
// opaque CORS failure its client would report as a network error.
func TestBrowserReadsTheAddressRateLimit(t *testing.T) {
	t.Parallel()
	app := startApp(t, func(c *config.Config) { c.RateLimits.PerAddress = 1 })
	const page = "http://localhost:5173"
	for range 50 {
		var body apierr.Error
		resp := call(t, "POST", app.URL+"/api/invoices", map[string]string{"X-Service-Api-Key": app.Seed.PublishableKey, "Origin": page},
			map[string]any{"amountUsdc": 1, "payInToken": "USDC"}, &body)
		if resp.StatusCode != http.StatusTooManyRequests {
			continue
		}
		require.Equal(t, apierr.RateLimited, body.Code)
		require.Equal(t, page, resp.Header.Get("Access-Control-Allow-Origin"))
		require.Empty(t, resp.Header.Values("Access-Control-Allow-Credentials"))
		require.Contains(t, resp.Header.Get("Access-Control-Expose-Headers"), "Retry-After")
		require.NotEmpty(t, resp.Header.Get("Retry-After"))
		return
	}
	t.Fatal("50 requests at once never met the per-address limit of 1 per second")
}

package e2e

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"net/http/httptest"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
	"github.com/stretchr/testify/require"
)

// TestBrowserReadsOriginRefusal: a shop's page on an origin the merchant
// has not allowed calls POST /api/invoices with the publishable key, as
// the clients do. Chromium lets the page read the refusal (status, code,
// message, request id) instead of failing the fetch on CORS; a fetch with
// credentials is not allowed at all; and nothing is created.
func TestBrowserReadsOriginRefusal(t *testing.T) {
	e := startEnv(t, nil)
	// The shop's page, on a port of its own: an origin the demo merchant
	// does not allow (none of the usual dev servers' ports).
	shop := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "text/html; charset=utf-8")
		_, _ = w.Write([]byte(`<!doctype html><title>Shop</title><p>Shop</p>`))
	}))
	t.Cleanup(shop.Close)
	require.NotContains(t, e.App.Seed.Merchant.AllowedOrigins, shop.URL)

	b := newBrowser(t)
	tb := b.newTab(t, nil)
	tb.run(30*time.Second, chromedp.Navigate(shop.URL))

	const probe = "e2e-cors-refused"
	script := fmt.Sprintf(`(async () => {
		const send = (credentials) => fetch(%q, {
			method: "POST",
			credentials,
			headers: {"Content-Type": "application/json", "X-Service-Api-Key": %q, "Idempotency-Key": %q},
			body: JSON.stringify({amountUsdc: 1, payInToken: "USDC", metadata: {probe: %q}}),
		});
		const res = await send("same-origin");
		const out = {origin: location.origin, status: res.status, requestId: res.headers.get("X-Request-Id"), body: await res.json()};
		try {
			await send("include");
			out.withCredentials = "read";
		} catch (err) {
			out.withCredentials = "blocked: " + err.message;
		}
		return JSON.stringify(out);
	})()`, e.URL+"/api/invoices", e.App.Seed.PublishableKey, probe, probe)
	var raw string
	tb.run(30*time.Second, chromedp.Evaluate(script, &raw, awaitPromise))

	var got struct {
		Origin    string `json:"origin"`
		Status    int    `json:"status"`
		RequestID string `json:"requestId"`
		Body      struct {
			Code      string `json:"code"`
			Message   string `json:"message"`
			RequestID string `json:"requestId"`
		} `json:"body"`
		WithCredentials string `json:"withCredentials"`
	}
	require.NoError(t, json.Unmarshal([]byte(raw), &got), raw)
	require.Equal(t, shop.URL, got.Origin)
	require.Equal(t, http.StatusForbidden, got.Status, raw)
	require.Equal(t, "origin_not_allowed", got.Body.Code)
	require.Contains(t, got.Body.Message, shop.URL, "names the page's origin")
	require.Contains(t, got.Body.Message, e.URL+"/m/settings", "and where to allow it")
	require.NotEmpty(t, got.RequestID, "the request id header is exposed to the page")
	require.Equal(t, got.RequestID, got.Body.RequestID)
	require.Contains(t, got.WithCredentials, "blocked", "no credentials are allowed: %s", raw)

	var invoices int
	require.NoError(t, e.App.Pool.QueryRow(context.Background(), `SELECT count(*) FROM invoices WHERE metadata->>'probe' = $1`, probe).Scan(&invoices))
	require.Zero(t, invoices, "nothing was created")
}

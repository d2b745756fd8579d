package server

import (
	"bytes"
	"context"
	"fmt"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/santhosh-tekuri/jsonschema/v6"
	"github.com/stretchr/testify/require"

	"github.com/paystead/paystead/backend/config"
	"github.com/paystead/paystead/backend/devchain"
	"github.com/paystead/paystead/backend/merchant"
	"github.com/paystead/paystead/shared/apierr"
	"github.com/paystead/paystead/shared/invoiceapi"
)

// TestOpenAPIConformance sends real requests to a real app and checks
// every answer against the document it serves: the status is documented
// for the operation, the required headers are there, and the body fits
// the response schema (JSON Schema 2020-12).
//
// The conformance tests do not call t.Parallel, so they run before the
// package's parallel tests instead of beside them: they send transactions
// on the shared chain from wallets the other tests use too (fund sends
// from the dev customer with a Transactor of its own), and a nonce race
// there would show up as a 502 the test did not ask for.
func TestOpenAPIConformance(t *testing.T) {
	app := startApp(t, nil)
	spec := fetchOpenAPI(t, app.URL)
	ctx := context.Background()
	endpoint := app.URL + "/api/invoices"
	origin := app.Seed.Merchant.AllowedOrigins[0]
	sk := app.Seed.SecretKey

	var owned invoiceapi.CreateInvoiceResponse
	require.Equal(t, 201, call(t, "POST", endpoint, secret(app), map[string]any{
		"amountUsdc": "12.5", "payInToken": "EURC", "successUrl": origin + "/thanks", "metadata": map[string]string{"order": "C-1"},
	}, &owned).StatusCode)
	var bare invoiceapi.CreateInvoiceResponse
	require.Equal(t, 201, call(t, "POST", endpoint, secret(app), map[string]any{"amountUsdc": 1, "payInToken": "USDC"}, &bare).StatusCode)

	idem := map[string]string{"X-Service-Api-Key": sk, "Idempotency-Key": "openapi-conformance-1"}
	require.Equal(t, 201, call(t, "POST", endpoint, idem, map[string]any{"amountUsdc": 8, "payInToken": "USDC"}, nil).StatusCode)

	// A merchant whose owner wallet never authorized the server wallet.
	undelegated, err := app.Merchants.CreateMerchant(ctx, merchant.Merchant{OwnerWallet: randomAddress(t)})
	require.NoError(t, err)
	_, undelegatedKey, err := app.Merchants.CreateAPIKey(ctx, undelegated.ID, merchant.Secret, "")
	require.NoError(t, err)

	huge := `{"amountUsdc": 1, "payInToken": "USDC", "metadata": {"k": "` + strings.Repeat("v", 70<<10) + `"}}`
	key := map[string]string{"X-Service-Api-Key": sk}
	with := func(extra map[string]string) map[string]string {
		h := map[string]string{"X-Service-Api-Key": sk}
		for k, v := range extra {
			h[k] = v
		}
		return h
	}
	unknownID := "0x" + strings.Repeat("ab", 32)

	runConformance(t, spec, []conformanceCase{
		// Probes and the document itself.
		{name: "Healthz", method: "GET", url: app.URL + "/healthz", status: 200},
		{name: "Readyz", method: "GET", url: app.URL + "/readyz", status: 200},
		{name: "Metrics", method: "GET", url: app.URL + "/metrics", status: 200},
		{name: "OpenAPI", method: "GET", url: app.URL + "/openapi.json", status: 200},
		{name: "HealthzWithCallerRequestID", method: "GET", url: app.URL + "/healthz", headers: map[string]string{"X-Request-Id": "caller.id-1"}, status: 200},

		// POST /api/invoices: successes.
		{name: "CreateWithSecretKey", method: "POST", url: endpoint, headers: key, status: 201, requestValid: yes,
			body: map[string]any{"amountUsdc": 19.99, "payInToken": "USDC", "cancelUrl": origin + "/cart", "metadata": map[string]string{"order": "A-1"}}},
		{name: "CreateWithAmountAsString", method: "POST", url: endpoint, headers: key, status: 201, requestValid: yes,
			body: `{"amountUsdc": "1000000000", "payInToken": "EURC", "metadata": null}`},
		{name: "CreateWithPublishableKeyFromAllowedOrigin", method: "POST", url: endpoint, status: 201, requestValid: yes,
			headers: map[string]string{"X-Service-Api-Key": app.Seed.PublishableKey, "Origin": origin},
			body:    map[string]any{"amountUsdc": 7.5, "payInToken": "EURC"}},
		{name: "IdempotentReplay", method: "POST", url: endpoint, headers: idem, status: 201, requestValid: yes,
			body: map[string]any{"amountUsdc": 8, "payInToken": "USDC"}},

		// POST /api/invoices: 400 bad_body in its forms.
		{name: "ZeroAmount", method: "POST", url: endpoint, headers: key, status: 400, code: apierr.BadBody, requestValid: no,
			body: `{"amountUsdc": 0, "payInToken": "USDC"}`},
		{name: "SevenDecimals", method: "POST", url: endpoint, headers: key, status: 400, code: apierr.BadBody, requestValid: no,
			body: `{"amountUsdc": 1.0000001, "payInToken": "USDC"}`},
		{name: "AmountOverTheCap", method: "POST", url: endpoint, headers: key, status: 400, code: apierr.BadBody, requestValid: no,
			body: `{"amountUsdc": 1000000000.000001, "payInToken": "USDC"}`},
		{name: "LowerCaseToken", method: "POST", url: endpoint, headers: key, status: 400, code: apierr.BadBody, requestValid: no,
			body: `{"amountUsdc": 1, "payInToken": "usdc"}`},
		{name: "MissingRequiredFields", method: "POST", url: endpoint, headers: key, status: 400, code: apierr.BadBody, requestValid: no,
			body: `{}`},
		{name: "UnknownField", method: "POST", url: endpoint, headers: key, status: 400, code: apierr.BadBody, requestValid: no,
			body: `{"amountUsdc": 1, "payInToken": "USDC", "currency": "USD"}`},
		{name: "NonHTTPURL", method: "POST", url: endpoint, headers: key, status: 400, code: apierr.BadBody, requestValid: no,
			body: `{"amountUsdc": 1, "payInToken": "USDC", "successUrl": "ftp://shop.example/x"}`},
		{name: "PrivateNetworkURL", method: "POST", url: endpoint, headers: key, status: 400, code: apierr.BadBody,
			body: `{"amountUsdc": 1, "payInToken": "USDC", "cancelUrl": "http://10.0.0.7/"}`},
		{name: "NonStringMetadata", method: "POST", url: endpoint, headers: key, status: 400, code: apierr.BadBody, requestValid: no,
			body: `{"amountUsdc": 1, "payInToken": "USDC", "metadata": {"n": 5}}`},
		{name: "TooManyMetadataKeys", method: "POST", url: endpoint, headers: key, status: 400, code: apierr.BadBody, requestValid: no,
			body: map[string]any{"amountUsdc": 1, "payInToken": "USDC", "metadata": manyKeys(51)}},
		{name: "MetadataKeyTooLong", method: "POST", url: endpoint, headers: key, status: 400, code: apierr.BadBody, requestValid: no,
			body: map[string]any{"amountUsdc": 1, "payInToken": "USDC", "metadata": map[string]string{strings.Repeat("k", 41): "v"}}},
		{name: "MetadataValueTooLong", method: "POST", url: endpoint, headers: key, status: 400, code: apierr.BadBody, requestValid: no,
			body: map[string]any{"amountUsdc": 1, "payInToken": "USDC", "metadata": map[string]string{"k": strings.Repeat("v", 501)}}},
		{name: "RemovedEngineSelector", method: "POST", url: endpoint + "?engine=v1", headers: key, status: 400, code: apierr.BadBody,
			body: map[string]any{"amountUsdc": 1, "payInToken": "USDC"}},
		{name: "RemovedEngineSelectorOtherSpelling", method: "POST", url: endpoint + "?engineSelector=legacy", headers: key, status: 400, code: apierr.BadBody,
			body: map[string]any{"amountUsdc": 1, "payInToken": "USDC"}},
		{name: "InvalidJSON", method: "POST", url: endpoint, headers: key, status: 400, code: apierr.BadBody, body: `{"amountUsdc": `},
		{name: "EmptyBody", method: "POST", url: endpoint, headers: key, status: 400, code: apierr.BadBody, body: ""},
		{name: "TwoJSONValues", method: "POST", url: endpoint, headers: key, status: 400, code: apierr.BadBody,
			body: `{"amountUsdc": 1, "payInToken": "USDC"} {}`},
		{name: "IdempotencyKeyTooLong", method: "POST", url: endpoint, status: 400, code: apierr.BadBody,
			headers: with(map[string]string{"Idempotency-Key": strings.Repeat("i", 256)}),
			body:    map[string]any{"amountUsdc": 1, "payInToken": "USDC"}},

		// POST /api/invoices: other errors.
		{name: "MissingKey", method: "POST", url: endpoint, status: 401, code: apierr.MissingAPIKey,
			body: map[string]any{"amountUsdc": 1, "payInToken": "USDC"}},
		{name: "UnknownKey", method: "POST", url: endpoint, headers: map[string]string{"X-Service-Api-Key": "ak_live_nope"}, status: 401, code: apierr.InvalidAPIKey,
			body: map[string]any{"amountUsdc": 1, "payInToken": "USDC"}},
		{name: "PublishableKeyFromAnotherOrigin", method: "POST", url: endpoint, status: 403, code: apierr.OriginNotAllowed,
			headers: map[string]string{"X-Service-Api-Key": app.Seed.PublishableKey, "Origin": "https://evil.example"},
			body:    map[string]any{"amountUsdc": 1, "payInToken": "USDC"}},
		{name: "IdempotencyKeyReused", method: "POST", url: endpoint, headers: idem, status: 409, code: apierr.IdempotencyKeyReused,
			body: map[string]any{"amountUsdc": 9, "payInToken": "USDC"}},
		{name: "ServerWalletNotDelegate", method: "POST", url: endpoint, headers: map[string]string{"X-Service-Api-Key": undelegatedKey}, status: 412,
			code: apierr.DelegateNotAuthorized, body: map[string]any{"amountUsdc": 1, "payInToken": "USDC"}},
		{name: "DeclaredBodyTooLarge", method: "POST", url: endpoint, headers: key, status: 413, code: apierr.BodyTooLarge, body: huge},
		{name: "StreamedBodyTooLarge", method: "POST", url: endpoint, headers: key, status: 413, code: apierr.BodyTooLarge,
			body: onlyReader{strings.NewReader(huge)}},
		{name: "NotJSON", method: "POST", url: endpoint, headers: with(map[string]string{"Content-Type": "text/plain"}), status: 415,
			code: apierr.UnsupportedMediaType, body: "amountUsdc=1"},
		{name: "NoContentType", method: "POST", url: endpoint, headers: with(map[string]string{"Content-Type": ""}), status: 415,
			code: apierr.UnsupportedMediaType, body: `{"amountUsdc": 1, "payInToken": "USDC"}`},

		// OPTIONS /api/invoices.
		{name: "PreflightFromAllowedOrigin", method: "OPTIONS", url: endpoint, status: 204,
			headers: map[string]string{"Origin": origin, "Access-Control-Request-Method": "POST", "Access-Control-Request-Headers": "content-type,x-service-api-key"}},
		{name: "PreflightFromAnotherOrigin", method: "OPTIONS", url: endpoint, status: 204,
			headers: map[string]string{"Origin": "https://evil.example", "Access-Control-Request-Method": "POST"}},
		{name: "PreflightFromNullOrigin", method: "OPTIONS", url: endpoint, status: 403, code: apierr.OriginNotAllowed,
			headers: map[string]string{"Origin": "null", "Access-Control-Request-Method": "POST"}},
		{name: "PreflightWithoutOrigin", method: "OPTIONS", url: endpoint, status: 403, code: apierr.OriginNotAllowed},

		// GET /api/invoices/{id}.
		{name: "PublicView", method: "GET", url: endpoint + "/" + owned.InvoiceID, status: 200},
		{name: "OwnerView", method: "GET", url: endpoint + "/" + owned.InvoiceID, headers: key, status: 200},
		{name: "OwnerViewWithoutMetadata", method: "GET", url: endpoint + "/" + bare.InvoiceID, headers: key, status: 200},
		{name: "PublishableKeyGetsPublicView", method: "GET", url: endpoint + "/" + owned.InvoiceID,
			headers: map[string]string{"X-Service-Api-Key": app.Seed.PublishableKey}, status: 200},
		{name: "UpperCaseID", method: "GET", url: endpoint + "/" + "0x" + strings.ToUpper(owned.InvoiceID[2:]), status: 200},
		{name: "MalformedID", method: "GET", url: endpoint + "/0x1234", status: 400, code: apierr.BadBody},
		{name: "InvalidKeyOnView", method: "GET", url: endpoint + "/" + owned.InvoiceID, headers: map[string]string{"X-Service-Api-Key": "ak_live_bogus"},
			status: 401, code: apierr.InvalidAPIKey},
		{name: "UnknownInvoice", method: "GET", url: endpoint + "/" + unknownID, status: 404, code: apierr.NotFound},

		// Unrouted requests.
		{name: "UnknownPath", method: "GET", url: app.URL + "/api/nothing-here", status: 404, code: apierr.NotFound},
		{name: "MethodNotAllowedOnInvoices", method: "DELETE", url: endpoint, status: 405, code: apierr.MethodNotAllowed},
		{name: "ListingInvoicesNeedsTheSecretKey", method: "GET", url: endpoint, status: 401},
		{name: "MethodNotAllowedOnInvoices", method: "DELETE", url: endpoint, status: 405, code: apierr.MethodNotAllowed},
		{name: "MethodNotAllowedOnInvoice", method: "PUT", url: endpoint + "/" + owned.InvoiceID, status: 405, code: apierr.MethodNotAllowed},
		{name: "MethodNotAllowedOnProbe", method: "POST", url: app.URL + "/healthz", status: 405, code: apierr.MethodNotAllowed},
	})

	t.Run("ViewsAreTheRightOnes", func(t *testing.T) {
		// The 200 schema is oneOf(public, owner); check which one each
		// caller actually gets.
		public := spec.schema(t, "#/components/schemas/InvoicePublicView")
		owner := spec.schema(t, "#/components/schemas/InvoiceOwnerView")
		for _, tc := range []struct {
			name    string
			id      string
			headers map[string]string
			want    *jsonschema.Schema
		}{
			{"Anonymous", owned.InvoiceID, nil, public},
			{"PublishableKey", owned.InvoiceID, map[string]string{"X-Service-Api-Key": app.Seed.PublishableKey}, public},
			{"OwnersSecretKey", owned.InvoiceID, key, owner},
			{"OwnersSecretKeyNoMetadata", bare.InvoiceID, key, owner},
		} {
			t.Run(tc.name, func(t *testing.T) {
				resp, body := exchange(t, "GET", endpoint+"/"+tc.id, tc.headers, nil)
				require.Equal(t, 200, resp.StatusCode)
				inst, err := jsonschema.UnmarshalJSON(bytes.NewReader(body))
				require.NoError(t, err)
				require.NoError(t, tc.want.Validate(inst), "body: %s", body)
			})
		}
	})

	t.Run("DocumentIsCacheable", func(t *testing.T) {
		resp, _ := exchange(t, "GET", app.URL+"/openapi.json", nil, nil)
		etag := resp.Header.Get("ETag")
		require.NotEmpty(t, etag)
		require.Contains(t, resp.Header.Get("Cache-Control"), "max-age=")
		for _, inm := range []string{etag, "W/" + etag, `"other", ` + etag, "*"} {
			resp, body := exchange(t, "GET", app.URL+"/openapi.json", map[string]string{"If-None-Match": inm}, nil)
			require.Equal(t, http.StatusNotModified, resp.StatusCode, "If-None-Match: %s", inm)
			spec.conform(t, "GET", app.URL+"/openapi.json", resp, body)
		}
		resp, _ = exchange(t, "GET", app.URL+"/openapi.json", map[string]string{"If-None-Match": `"stale"`}, nil)
		require.Equal(t, http.StatusOK, resp.StatusCode)
	})
}

func manyKeys(n int) map[string]string {
	m := make(map[string]string, n)
	for i := range n {
		m[fmt.Sprintf("k%d", i)] = "v"
	}
	return m
}

// TestOpenAPIConformanceOfConfiguredFailures covers the answers that need
// an app or a merchant set up for them: rate limits, a blocked payout
// wallet, a compliance provider that is down and a reverted staging
// transaction.
func TestOpenAPIConformanceOfConfiguredFailures(t *testing.T) {
	body := map[string]any{"amountUsdc": 10, "payInToken": "USDC"}

	t.Run("RateLimitedKey", func(t *testing.T) {
		app := startApp(t, func(c *config.Config) { c.RateLimits.PerKey = 0.01 })
		spec := fetchOpenAPI(t, app.URL)
		require.Equal(t, 201, call(t, "POST", app.URL+"/api/invoices", secret(app), body, nil).StatusCode)
		runConformance(t, spec, []conformanceCase{
			{name: "SecondRequest", method: "POST", url: app.URL + "/api/invoices", headers: secret(app), body: body, status: 429, code: apierr.RateLimited},
		})
	})

	t.Run("RateLimitedAddress", func(t *testing.T) {
		app := startApp(t, func(c *config.Config) { c.RateLimits.PerAddress = 0.01 })
		spec := fetchOpenAPI(t, app.URL)
		id := "0x" + strings.Repeat("cd", 32)
		resp, _ := exchange(t, "GET", app.URL+"/api/invoices/"+id, nil, nil)
		require.Equal(t, 404, resp.StatusCode)
		runConformance(t, spec, []conformanceCase{
			{name: "View", method: "GET", url: app.URL + "/api/invoices/" + id, status: 429, code: apierr.RateLimited},
			{name: "Preflight", method: "OPTIONS", url: app.URL + "/api/invoices", headers: map[string]string{"Origin": "https://shop.example"}, status: 429, code: apierr.RateLimited},
			{name: "Create", method: "POST", url: app.URL + "/api/invoices", headers: secret(app), body: body, status: 429, code: apierr.RateLimited},
		})
	})

	t.Run("BlockedPayoutWallet", func(t *testing.T) {
		list := filepath.Join(t.TempDir(), "screening.txt")
		require.NoError(t, os.WriteFile(list, []byte(testChain(t).Payout.Address.Hex()+" sanctioned\n"), 0o600))
		app := startApp(t, func(c *config.Config) {
			c.Compliance.Provider = "list"
			c.Compliance.ListFile = list
		})
		spec := fetchOpenAPI(t, app.URL)
		runConformance(t, spec, []conformanceCase{
			{name: "Create", method: "POST", url: app.URL + "/api/invoices", headers: secret(app), body: body, status: 403, code: apierr.MerchantPayoutBlocked},
		})
	})

	t.Run("ComplianceProviderDown", func(t *testing.T) {
		down := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			http.Error(w, `{"message":"upstream down"}`, http.StatusInternalServerError)
		}))
		t.Cleanup(down.Close)
		app := startApp(t, func(c *config.Config) {
			c.Compliance.Provider = "http"
			c.Compliance.HTTPURL = down.URL
			c.Compliance.HTTPAPIKey = "test-key"
			c.Compliance.FailOpenForInvoice = false
		})
		spec := fetchOpenAPI(t, app.URL)
		runConformance(t, spec, []conformanceCase{
			{name: "Create", method: "POST", url: app.URL + "/api/invoices", headers: secret(app), body: body, status: 503, code: apierr.ComplianceUnavailable},
		})
	})

	t.Run("CheckoutComplianceProviderDown", func(t *testing.T) {
		down := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			http.Error(w, `{"message":"upstream down"}`, http.StatusInternalServerError)
		}))
		t.Cleanup(down.Close)
		app := startApp(t, func(c *config.Config) {
			c.Compliance.Provider = "http"
			c.Compliance.HTTPURL = down.URL
			c.Compliance.HTTPAPIKey = "test-key"
			c.Compliance.FailOpenForInvoice = true // so there is an invoice; checkout never fails open
		})
		spec := fetchOpenAPI(t, app.URL)
		inv := createInvoice(t, app, "1")
		runConformance(t, spec, []conformanceCase{
			{name: "Authorize", method: "POST", url: app.URL + "/api/checkout/authorize", status: 503, code: apierr.ComplianceUnavailable,
				body: map[string]string{"invoiceId": inv, "address": randomAddress(t).Hex()}},
		})
	})

	t.Run("ChainDownForAMerchantNeverSeen", func(t *testing.T) {
		// The node does not answer and the service has never seen the
		// merchant authorize it: it cannot tell, and says so (#37). (A
		// merchant it has seen gets its invoice, staged when the node is
		// back: the relayer's tests.)
		w := newDelegatingWallet(t)
		dc, err := devchain.Start(context.Background(), devchain.Config{Instant: true})
		require.NoError(t, err)
		app := startAppOn(t, dc, nil)
		spec := fetchOpenAPI(t, app.URL)
		m, err := app.Merchants.CreateMerchant(context.Background(), merchant.Merchant{OwnerWallet: w.owner})
		require.NoError(t, err)
		_, key, err := app.Merchants.CreateAPIKey(context.Background(), m.ID, merchant.Secret, "")
		require.NoError(t, err)
		require.NoError(t, dc.Close())
		runConformance(t, spec, []conformanceCase{
			{name: "Create", method: "POST", url: app.URL + "/api/invoices", headers: map[string]string{"X-Service-Api-Key": key}, body: body, status: 502, code: apierr.ChainError},
		})
	})
}

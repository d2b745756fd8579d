package sdk_test

import (
	"context"
	"errors"
	"net/http"
	"net/http/cookiejar"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"github.com/paystead/paystead/sdk"
	"github.com/paystead/paystead/shared/apierr"
	"github.com/paystead/paystead/shared/merchantapi"
	"github.com/paystead/paystead/shared/webhookapi"
)

// pageClient is a page client for f with a cookie jar, as a browser
// would hold the session.
func (f *fakePaystead) merchantClient(t *testing.T) *sdk.Client {
	t.Helper()
	jar, err := cookiejar.New(nil)
	require.NoError(t, err)
	c, err := sdk.NewPageClient(f.srv.URL, sdk.WithHTTPClient(&http.Client{Jar: jar}), sdk.WithMaxRetries(0))
	require.NoError(t, err)
	return c
}

func TestMerchantCalls(t *testing.T) {
	t.Parallel()
	ctx := context.Background()

	// Each case sends one call and checks the request and the decoding.
	for _, tc := range []struct {
		name         string
		answer       http.HandlerFunc
		call         func(c *sdk.Client) (any, error)
		method, path string
		query        string // the raw query; "" for none
		body         string // the request body, JSON; "" for none
		check        func(t *testing.T, got any)
	}{
		{
			name:   "SignInNonce",
			answer: answerJSON(200, map[string]any{"nonce": "abcdef0123456789", "domain": "pay.example", "uri": "https://pay.example", "chainId": 1337, "expiresAt": "2026-03-01T12:10:00Z"}),
			call:   func(c *sdk.Client) (any, error) { return c.SignInNonce(ctx) },
			method: "GET", path: "/api/auth/nonce",
			check: func(t *testing.T, got any) {
				n := got.(*sdk.SIWENonce)
				require.Equal(t, "abcdef0123456789", n.Nonce)
				require.Equal(t, int64(1337), n.ChainID)
				require.Equal(t, "https://pay.example", n.URI)
			},
		},
		{
			name:   "SignIn",
			answer: answerJSON(200, map[string]any{"merchantId": "m1", "wallet": "0xAbC", "expiresAt": "2026-03-02T12:00:00Z"}),
			call:   func(c *sdk.Client) (any, error) { return c.SignIn(ctx, "msg", "0xsig") },
			method: "POST", path: "/api/auth/siwe", body: `{"message":"msg","signature":"0xsig"}`,
			check: func(t *testing.T, got any) { require.Equal(t, "0xAbC", got.(*sdk.MerchantSession).Wallet) },
		},
		{
			name:   "ProfileWithoutPayoutWallet",
			answer: answerJSON(200, map[string]any{"merchantId": "m1", "ownerWallet": "0x1", "displayName": "", "supportEmail": "", "payoutWallet": nil, "createdAt": "2026-03-01T00:00:00Z"}),
			call:   func(c *sdk.Client) (any, error) { return c.MerchantProfile(ctx) },
			method: "GET", path: "/api/merchant/profile",
			check: func(t *testing.T, got any) { require.Nil(t, got.(*sdk.MerchantProfile).PayoutWallet) },
		},
		{
			name:   "SignOut",
			answer: func(w http.ResponseWriter, r *http.Request) { w.WriteHeader(http.StatusNoContent) },
			call:   func(c *sdk.Client) (any, error) { return nil, c.SignOut(ctx) },
			method: "POST", path: "/api/auth/logout",
		},
		{
			name:   "UpdateProfileSendsOnlySetFields",
			answer: answerJSON(200, map[string]any{"merchantId": "m1", "supportEmail": "help@shop.test", "payoutWallet": "0xP"}),
			call: func(c *sdk.Client) (any, error) {
				email := "help@shop.test"
				return c.UpdateMerchantProfile(ctx, sdk.ProfileUpdate{SupportEmail: &email})
			},
			method: "PATCH", path: "/api/merchant/profile", body: `{"supportEmail":"help@shop.test"}`,
			check: func(t *testing.T, got any) {
				p := got.(*sdk.MerchantProfile)
				require.Equal(t, "help@shop.test", p.SupportEmail)
				require.Equal(t, "0xP", *p.PayoutWallet)
			},
		},
		{
			name: "APIKeys",
			answer: answerJSON(200, map[string]any{"keys": []map[string]any{
				{"id": "k1", "kind": "secret", "prefix": "ak_live_ab12", "label": "server", "createdAt": "2026-03-01T00:00:00Z", "lastUsedAt": nil, "revokedAt": nil},
				{"id": "k2", "kind": "publishable", "prefix": "pk_live_cd34", "label": "", "createdAt": "2026-03-01T00:00:00Z", "lastUsedAt": "2026-03-02T00:00:00Z", "revokedAt": "2026-03-03T00:00:00Z"},
			}}),
			call:   func(c *sdk.Client) (any, error) { return c.APIKeys(ctx) },
			method: "GET", path: "/api/merchant/keys",
			check: func(t *testing.T, got any) {
				ks := got.([]sdk.APIKey)
				require.Len(t, ks, 2)
				require.Equal(t, sdk.KeySecret, ks[0].Kind)
				require.Nil(t, ks[0].LastUsedAt)
				require.Nil(t, ks[0].RevokedAt)
				require.Equal(t, sdk.KeyPublishable, ks[1].Kind)
				require.Equal(t, time.Date(2026, 3, 3, 0, 0, 0, 0, time.UTC), ks[1].RevokedAt.UTC())
			},
		},
		{
			name:   "CreateAPIKey",
			answer: answerJSON(201, map[string]any{"id": "k2", "kind": "publishable", "prefix": "pk_live_cd", "label": "web", "key": "pk_live_cdSECRET"}),
			call:   func(c *sdk.Client) (any, error) { return c.CreateAPIKey(ctx, sdk.KeyPublishable, "web") },
			method: "POST", path: "/api/merchant/keys", body: `{"kind":"publishable","label":"web"}`,
			check: func(t *testing.T, got any) {
				k := got.(*sdk.NewAPIKey)
				require.Equal(t, "pk_live_cdSECRET", k.Key)
				require.Equal(t, "k2", k.ID)
			},
		},
		{
			name:   "RevokeAPIKey",
			answer: func(w http.ResponseWriter, r *http.Request) { w.WriteHeader(http.StatusNoContent) },
			call:   func(c *sdk.Client) (any, error) { return nil, c.RevokeAPIKey(ctx, "k/1") },
			method: "DELETE", path: "/api/merchant/keys/k/1",
		},
		{
			name:   "AllowedOrigins",
			answer: answerJSON(200, map[string]any{"origins": []string{"https://shop.test"}}),
			call:   func(c *sdk.Client) (any, error) { return c.AllowedOrigins(ctx) },
			method: "GET", path: "/api/merchant/origins",
			check: func(t *testing.T, got any) { require.Equal(t, []string{"https://shop.test"}, got) },
		},
		{
			name:   "SetAllowedOriginsEmpty",
			answer: answerJSON(200, map[string]any{"origins": []string{}}),
			call:   func(c *sdk.Client) (any, error) { return c.SetAllowedOrigins(ctx, nil) },
			method: "PUT", path: "/api/merchant/origins", body: `{"origins":[]}`,
			check: func(t *testing.T, got any) { require.Equal(t, []string{}, got) },
		},
		{
			name:   "Networks",
			answer: answerJSON(200, map[string]any{"networks": nil, "available": []map[string]any{{"chainId": 8453, "name": "Base"}}}),
			call:   func(c *sdk.Client) (any, error) { return c.Networks(ctx) },
			method: "GET", path: "/api/merchant/networks",
			check: func(t *testing.T, got any) {
				n := got.(*merchantapi.Networks)
				require.Nil(t, n.Networks)
				require.Equal(t, []merchantapi.Network{{ChainID: 8453, Name: "Base"}}, n.Available)
			},
		},
		{
			name:   "SetNetworksEvery",
			answer: answerJSON(200, map[string]any{"networks": nil, "available": []map[string]any{{"chainId": 8453, "name": "Base"}}}),
			call:   func(c *sdk.Client) (any, error) { return c.SetNetworks(ctx, nil) },
			method: "PUT", path: "/api/merchant/networks", body: `{"networks":null}`,
		},
		{
			name:   "SetNetworksSome",
			answer: answerJSON(200, map[string]any{"networks": []int64{42161}, "available": []map[string]any{}}),
			call:   func(c *sdk.Client) (any, error) { return c.SetNetworks(ctx, []int64{42161}) },
			method: "PUT", path: "/api/merchant/networks", body: `{"networks":[42161]}`,
			check: func(t *testing.T, got any) { require.Equal(t, []int64{42161}, got.(*merchantapi.Networks).Networks) },
		},
		{
			name:   "DelegateStatus",
			answer: answerJSON(200, map[string]any{"gateway": "0xG", "serverWallet": "0xS", "authorized": false, "transaction": map[string]string{"to": "0xG", "data": "0x1234"}}),
			call:   func(c *sdk.Client) (any, error) { return c.DelegateStatus(ctx) },
			method: "GET", path: "/api/merchant/delegate",
			check: func(t *testing.T, got any) {
				d := got.(*sdk.DelegateStatus)
				require.False(t, d.Authorized)
				require.Equal(t, "0x1234", d.Transaction.Data)
			},
		},
		{
			name: "Treasury",
			answer: answerJSON(200, map[string]any{
				"asOf":         "2026-03-01T00:00:00Z",
				"tokens":       map[string]any{"USDC": map[string]any{"pending": map[string]any{"count": 2, "amount": "19.990001", "amountUnits": "19990001"}}},
				"maturities":   []map[string]any{{"from": "2026-03-01T00:00:00Z", "to": "2026-03-02T00:00:00Z", "tokens": map[string]any{}}},
				"claimableNow": map[string]any{},
				"recentClaims": []any{},
				"truncated":    false,
			}),
			call:   func(c *sdk.Client) (any, error) { return c.Treasury(ctx) },
			method: "GET", path: "/api/merchant/treasury",
			check: func(t *testing.T, got any) {
				tr := got.(*sdk.Treasury)
				require.Equal(t, "19.990001", tr.Tokens["USDC"]["pending"].Amount)
				require.Len(t, tr.Maturities, 1)
			},
		},
		{
			name: "MerchantEscrows",
			answer: answerJSON(200, map[string]any{
				"pending": []any{}, "matured": []any{},
				"claimed": []map[string]any{{
					"invoiceId": "0x02", "amount": "5", "amountUnits": "5000000", "token": "EURC", "payer": "0xA",
					"paidAt": "2026-03-01T00:00:00Z", "claimableAt": "2026-03-08T00:00:00Z", "claimedAt": "2026-03-09T00:00:00Z",
					"settleTxHash": "0xs", "claimTxHash": "0xc", "metadata": map[string]string{},
				}},
				"truncated": false,
			}),
			call:   func(c *sdk.Client) (any, error) { return c.MerchantEscrows(ctx) },
			method: "GET", path: "/api/merchant/escrows",
			check: func(t *testing.T, got any) {
				row := got.(*sdk.EscrowSummary).Claimed[0]
				require.Equal(t, sdk.EURC, row.Token)
				require.Equal(t, "0xc", *row.ClaimTxHash)
				require.Equal(t, time.Date(2026, 3, 9, 0, 0, 0, 0, time.UTC), row.ClaimedAt.UTC())
			},
		},
		{
			name:   "ClaimAll",
			answer: answerJSON(202, map[string]any{"invoiceIds": []string{"0x01"}, "txHashes": []string{"0xaa"}}),
			call:   func(c *sdk.Client) (any, error) { return c.ClaimMatured(ctx) },
			method: "POST", path: "/api/merchant/claims", body: `{"all":true}`,
			check: func(t *testing.T, got any) { require.Equal(t, []string{"0x01"}, got.(*sdk.ClaimResult).InvoiceIDs) },
		},
		{
			name:   "ClaimSome",
			answer: answerJSON(200, map[string]any{"invoiceIds": []string{}, "txHashes": []string{}}),
			call:   func(c *sdk.Client) (any, error) { return c.ClaimMatured(ctx, "0x01", "0x02") },
			method: "POST", path: "/api/merchant/claims", body: `{"invoiceIds":["0x01","0x02"]}`,
		},
		{
			name: "RefundPart",
			answer: answerJSON(200, map[string]any{"invoiceId": "0x01", "refundTxHash": "0xr", "status": "paid",
				"amount": "1.25", "amountUnits": "1250000", "remaining": "3.75", "remainingUnits": "3750000"}),
			call: func(c *sdk.Client) (any, error) {
				return c.MerchantRefund(ctx, "0x01", sdk.RefundParams{Amount: "1.25"})
			},
			method: "POST", path: "/api/merchant/invoices/0x01/refund", body: `{"amount":"1.25"}`,
			check: func(t *testing.T, got any) { require.Equal(t, "3.75", got.(*sdk.RefundResult).Remaining) },
		},
		{
			name:   "RefundAll",
			answer: answerJSON(202, map[string]any{"invoiceId": "0x01", "status": "pending"}),
			call:   func(c *sdk.Client) (any, error) { return c.MerchantRefund(ctx, "0x01", sdk.RefundParams{}) },
			method: "POST", path: "/api/merchant/invoices/0x01/refund",
			check: func(t *testing.T, got any) { require.Equal(t, "pending", got.(*sdk.RefundResult).Status) },
		},
		{
			name: "Compliance",
			answer: answerJSON(200, map[string]any{
				"onboarding": map[string]any{"payoutWallet": "0xP", "result": "allow", "reason": "", "screenedAt": "2026-03-01T00:00:00Z"},
				"queue":      []map[string]any{{"ticketId": "t1", "wallet": "0xW", "invoiceId": "0x01", "reason": "high risk", "createdAt": "2026-03-01T00:00:00Z", "ageSeconds": 60}},
			}),
			call:   func(c *sdk.Client) (any, error) { return c.MerchantCompliance(ctx) },
			method: "GET", path: "/api/merchant/compliance",
			check: func(t *testing.T, got any) {
				o := got.(*sdk.ComplianceOverview)
				require.Equal(t, "allow", *o.Onboarding.Result)
				require.Equal(t, "0xP", *o.Onboarding.PayoutWallet)
				require.Equal(t, "t1", o.Queue[0].TicketID)
				require.Equal(t, int64(60), o.Queue[0].AgeSeconds)
			},
		},
		{
			name: "ComplianceUnscreened",
			answer: answerJSON(200, map[string]any{
				"onboarding": map[string]any{"payoutWallet": nil, "result": nil, "reason": "", "screenedAt": nil},
				"queue":      []any{},
			}),
			call:   func(c *sdk.Client) (any, error) { return c.MerchantCompliance(ctx) },
			method: "GET", path: "/api/merchant/compliance",
			check: func(t *testing.T, got any) {
				o := got.(*sdk.ComplianceOverview)
				require.Nil(t, o.Onboarding.PayoutWallet)
				require.Nil(t, o.Onboarding.Result)
				require.Nil(t, o.Onboarding.ScreenedAt)
			},
		},
		{
			name:   "DecideReviewTicket",
			answer: answerJSON(200, map[string]string{"ticketId": "t1", "decision": "deny", "decidedBy": "0xM"}),
			call:   func(c *sdk.Client) (any, error) { return c.DecideReviewTicket(ctx, "t1", sdk.DenyTicket) },
			method: "POST", path: "/api/merchant/compliance/tickets/t1", body: `{"decision":"deny"}`,
			check: func(t *testing.T, got any) {
				require.Equal(t, sdk.TicketDecision{TicketID: "t1", Decision: sdk.DenyTicket, DecidedBy: "0xM"}, *got.(*sdk.TicketDecision))
			},
		},
		{
			name: "WebhookEndpoints",
			answer: answerJSON(200, map[string]any{"endpoints": []map[string]any{
				{"id": "e1", "url": "https://shop.test/hook", "events": []string{}, "createdAt": "2026-03-01T00:00:00Z"},
				{"id": "e2", "url": "https://shop.test/other", "events": []string{"invoice.paid"}, "createdAt": "2026-03-01T00:00:00Z", "previousSecretExpiresAt": "2026-03-02T00:00:00Z"},
			}}),
			call:   func(c *sdk.Client) (any, error) { return c.WebhookEndpoints(ctx) },
			method: "GET", path: "/api/merchant/webhooks/endpoints",
			check: func(t *testing.T, got any) {
				eps := got.([]sdk.WebhookEndpoint)
				require.Len(t, eps, 2)
				require.Nil(t, eps[0].PreviousSecretExpiresAt)
				require.Equal(t, []webhookapi.EventType{"invoice.paid"}, eps[1].Events)
				require.Equal(t, time.Date(2026, 3, 2, 0, 0, 0, 0, time.UTC), eps[1].PreviousSecretExpiresAt.UTC())
			},
		},
		{
			name:   "CreateWebhookEndpoint",
			answer: answerJSON(201, map[string]any{"id": "e1", "url": "https://shop.test/hook", "events": []string{"invoice.paid"}, "createdAt": "2026-03-01T00:00:00Z", "secret": "whsec_x"}),
			call:   func(c *sdk.Client) (any, error) { return c.CreateWebhookEndpoint(ctx, "https://shop.test/hook") },
			method: "POST", path: "/api/merchant/webhooks/endpoints", body: `{"url":"https://shop.test/hook"}`,
			check: func(t *testing.T, got any) {
				ep := got.(*sdk.NewWebhookEndpoint)
				require.Equal(t, "whsec_x", ep.Secret)
				require.Equal(t, "e1", ep.ID)
			},
		},
		{
			name:   "CreateWebhookEndpointForSomeEvents",
			answer: answerJSON(201, map[string]any{"id": "e1", "url": "https://shop.test/hook", "events": []string{"invoice.paid", "invoice.claimed"}, "createdAt": "2026-03-01T00:00:00Z", "secret": "whsec_x"}),
			call: func(c *sdk.Client) (any, error) {
				return c.CreateWebhookEndpoint(ctx, "https://shop.test/hook", "invoice.paid", "invoice.claimed")
			},
			method: "POST", path: "/api/merchant/webhooks/endpoints", body: `{"url":"https://shop.test/hook","events":["invoice.paid","invoice.claimed"]}`,
		},
		{
			name:   "DeleteWebhookEndpoint",
			answer: func(w http.ResponseWriter, r *http.Request) { w.WriteHeader(http.StatusNoContent) },
			call:   func(c *sdk.Client) (any, error) { return nil, c.DeleteWebhookEndpoint(ctx, "e1") },
			method: "DELETE", path: "/api/merchant/webhooks/endpoints/e1",
		},
		{
			name:   "RotateWebhookSecret",
			answer: answerJSON(200, map[string]any{"id": "e1", "url": "https://shop.test/hook", "events": nil, "createdAt": "2026-03-01T00:00:00Z", "previousSecretExpiresAt": "2026-03-02T00:00:00Z", "secret": "whsec_y"}),
			call:   func(c *sdk.Client) (any, error) { return c.RotateWebhookSecret(ctx, "e1") },
			method: "POST", path: "/api/merchant/webhooks/endpoints/e1/rotate",
			check: func(t *testing.T, got any) {
				ep := got.(*sdk.NewWebhookEndpoint)
				require.Equal(t, "whsec_y", ep.Secret)
				require.NotNil(t, ep.PreviousSecretExpiresAt)
			},
		},
		{
			name: "WebhookDeliveries",
			answer: answerJSON(200, map[string]any{"deliveries": []map[string]any{{
				"id": 7, "eventId": "evt_1", "eventType": "invoice.paid", "endpointId": "e1", "url": "https://shop.test/hook", "status": "failed",
				"createdAt": "2026-03-01T00:00:00Z", "attempts": []map[string]any{
					{"at": "2026-03-01T00:00:01Z", "statusCode": 500, "latencyMs": 12},
					{"at": "2026-03-01T00:00:02Z", "latencyMs": 3000, "error": "timeout"},
				},
			}}}),
			call:   func(c *sdk.Client) (any, error) { return c.WebhookDeliveries(ctx, 20) },
			method: "GET", path: "/api/merchant/webhooks/deliveries", query: "limit=20",
			check: func(t *testing.T, got any) {
				d := got.([]sdk.WebhookDelivery)
				require.Equal(t, webhookapi.EventType("invoice.paid"), d[0].EventType)
				require.Nil(t, d[0].CompletedAt)
				require.Equal(t, 500, *d[0].Attempts[0].StatusCode)
				require.Nil(t, d[0].Attempts[1].StatusCode, "no answer came")
				require.Equal(t, "timeout", d[0].Attempts[1].Error)
			},
		},
		{
			name:   "ResendWebhookEvent",
			answer: answerJSON(202, map[string]int{"queued": 2}),
			call:   func(c *sdk.Client) (any, error) { return c.ResendWebhookEvent(ctx, "evt_1") },
			method: "POST", path: "/api/merchant/webhooks/events/evt_1/resend",
			check: func(t *testing.T, got any) { require.Equal(t, 2, got) },
		},
	} {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			f := newFakePaystead(t, tc.answer)
			got, err := tc.call(f.merchantClient(t))
			require.NoError(t, err)
			reqs := f.requests()
			require.Len(t, reqs, 1)
			require.Equal(t, tc.method, reqs[0].Method)
			require.Equal(t, tc.path, reqs[0].Path)
			require.Equal(t, tc.query, reqs[0].RawQuery)
			require.Empty(t, reqs[0].Header.Get("X-Service-Api-Key"), "a page client sends no key")
			if tc.body == "" {
				require.Empty(t, reqs[0].Body)
			} else {
				require.JSONEq(t, tc.body, reqs[0].Body)
			}
			if tc.check != nil {
				tc.check(t, got)
			}
		})
	}
}

func TestMerchantErrors(t *testing.T) {
	t.Parallel()
	ctx := context.Background()

	t.Run("NotSignedInIsA401WithTheServerCode", func(t *testing.T) {
		t.Parallel()
		f := newFakePaystead(t, answerError(http.StatusUnauthorized, apierr.NotSignedIn))
		_, err := f.merchantClient(t).MerchantProfile(ctx)
		var ce *sdk.ClientError
		require.True(t, errors.As(err, &ce))
		require.Equal(t, http.StatusUnauthorized, ce.Status)
		require.Equal(t, apierr.NotSignedIn, ce.ServerCode)
	})

	t.Run("ClaimOfTooManySendsNoRequest", func(t *testing.T) {
		t.Parallel()
		f := newFakePaystead(t, answerJSON(http.StatusOK, map[string]any{}))
		ids := make([]string, 1001)
		for i := range ids {
			ids[i] = "0x01"
		}
		_, err := f.merchantClient(t).ClaimMatured(ctx, ids...)
		requireCode(t, err, sdk.CodeUnknown)
		require.Empty(t, f.requests())
	})

	t.Run("WritesAreNotRetried", func(t *testing.T) {
		t.Parallel()
		f := newFakePaystead(t, answerError(http.StatusServiceUnavailable, apierr.Unavailable))
		c, err := sdk.NewPageClient(f.srv.URL, sdk.WithMaxRetryWait(10e6))
		require.NoError(t, err)
		_, err = c.ClaimMatured(ctx)
		require.Error(t, err)
		require.Len(t, f.requests(), 1)
		_, err = c.Treasury(ctx)
		require.Error(t, err)
		require.Greater(t, len(f.requests()), 2, "reads are retried")
	})

	t.Run("PayoutBlocked", func(t *testing.T) {
		t.Parallel()
		f := newFakePaystead(t, answerError(http.StatusForbidden, apierr.MerchantPayoutBlocked))
		w := "0x0000000000000000000000000000000000000bad"
		_, err := f.merchantClient(t).UpdateMerchantProfile(ctx, sdk.ProfileUpdate{PayoutWallet: &w})
		var ce *sdk.ClientError
		require.True(t, errors.As(err, &ce))
		require.Equal(t, apierr.MerchantPayoutBlocked, ce.ServerCode)
	})

	t.Run("SessionCookieIsKept", func(t *testing.T) {
		t.Parallel()
		f := newFakePaystead(t, func(w http.ResponseWriter, r *http.Request) {
			if r.URL.Path == "/api/auth/siwe" {
				http.SetCookie(w, &http.Cookie{Name: "paystead_session", Value: "tok", Path: "/"})
				answerJSON(200, map[string]string{"wallet": "0x1"})(w, r)
				return
			}
			if c, err := r.Cookie("paystead_session"); err != nil || c.Value != "tok" {
				answerError(401, apierr.NotSignedIn)(w, r)
				return
			}
			answerJSON(200, map[string]string{"ownerWallet": "0x1"})(w, r)
		})
		c := f.merchantClient(t)
		_, err := c.MerchantProfile(ctx)
		require.Error(t, err)
		_, err = c.SignIn(ctx, "m", "0x")
		require.NoError(t, err)
		p, err := c.MerchantProfile(ctx)
		require.NoError(t, err)
		require.Equal(t, "0x1", p.OwnerWallet)
	})
}

func TestWebhookCallsWithTheSecretKey(t *testing.T) {
	t.Parallel()
	ctx := context.Background()

	// A client holding a key calls the secret key's webhook routes, with
	// the key; the same methods on a page client call the session's.
	for _, tc := range []struct {
		name         string
		answer       http.HandlerFunc
		call         func(c *sdk.Client) error
		method, path string
	}{
		{"WebhookEndpoints", answerJSON(200, map[string]any{"endpoints": []any{}}),
			func(c *sdk.Client) error { _, err := c.WebhookEndpoints(ctx); return err }, "GET", "/api/webhooks/endpoints"},
		{"CreateWebhookEndpoint", answerJSON(201, map[string]any{"id": "e1", "secret": "whsec_x"}),
			func(c *sdk.Client) error {
				_, err := c.CreateWebhookEndpoint(ctx, "https://shop.test/hook")
				return err
			}, "POST", "/api/webhooks/endpoints"},
		{"DeleteWebhookEndpoint", func(w http.ResponseWriter, r *http.Request) { w.WriteHeader(http.StatusNoContent) },
			func(c *sdk.Client) error { return c.DeleteWebhookEndpoint(ctx, "e1") }, "DELETE", "/api/webhooks/endpoints/e1"},
		{"RotateWebhookSecret", answerJSON(200, map[string]any{"id": "e1", "secret": "whsec_y"}),
			func(c *sdk.Client) error { _, err := c.RotateWebhookSecret(ctx, "e1"); return err }, "POST", "/api/webhooks/endpoints/e1/rotate"},
		{"WebhookDeliveries", answerJSON(200, map[string]any{"deliveries": []any{}}),
			func(c *sdk.Client) error { _, err := c.WebhookDeliveries(ctx, 0); return err }, "GET", "/api/webhooks/deliveries"},
		{"ResendWebhookEvent", answerJSON(202, map[string]int{"queued": 1}),
			func(c *sdk.Client) error { _, err := c.ResendWebhookEvent(ctx, "evt_1"); return err }, "POST", "/api/webhooks/events/evt_1/resend"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			f := newFakePaystead(t, tc.answer)
			require.NoError(t, tc.call(f.client(t, "ak_live_secret")))
			reqs := f.requests()
			require.Len(t, reqs, 1)
			require.Equal(t, tc.method, reqs[0].Method)
			require.Equal(t, tc.path, reqs[0].Path)
			require.Empty(t, reqs[0].RawQuery)
			require.Equal(t, "ak_live_secret", reqs[0].Header.Get("X-Service-Api-Key"))
		})
	}

	t.Run("PublishableKeyRefusedIsPublishableKeyForbidden", func(t *testing.T) {
		t.Parallel()
		f := newFakePaystead(t, answerError(http.StatusForbidden, apierr.PublishableKeyForbidden))
		_, err := f.client(t, "pk_live_browser").WebhookEndpoints(ctx)
		ce := requireCode(t, err, sdk.CodePublishableKeyForbidden)
		require.Equal(t, http.StatusForbidden, ce.Status)
	})
}

func TestUploadMerchantLogoSendsTheImageAsItIs(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	logo := "https://pay.example/brand/m/logo?v=0123456789abcdef"
	f := newFakePaystead(t, answerJSON(http.StatusOK, map[string]any{"logoUrl": logo}))
	c := f.merchantClient(t)
	img := []byte("\x89PNG\r\n\x1a\n\x00\x01binary")
	p, err := c.UploadMerchantLogo(ctx, img, "image/png")
	require.NoError(t, err)
	require.Equal(t, logo, *p.LogoURL)
	_, err = c.UploadMerchantLogo(ctx, img, "")
	require.NoError(t, err)
	reqs := f.requests()
	require.Len(t, reqs, 2)
	require.Equal(t, "PUT", reqs[0].Method)
	require.Equal(t, "/api/merchant/brand/logo", reqs[0].Path)
	require.Equal(t, string(img), reqs[0].Body, "the bytes, not JSON")
	require.Equal(t, "image/png", reqs[0].Header.Get("Content-Type"))
	require.Equal(t, "application/octet-stream", reqs[1].Header.Get("Content-Type"))
}

package sdk_test

import (
	"context"
	"errors"
	"net/http"
	"net/http/cookiejar"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/paystead/paystead/sdk"
	"github.com/paystead/paystead/shared/apierr"
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
			check: func(t *testing.T, got any) { require.Empty(t, got.(*sdk.MerchantProfile).PayoutWallet) },
		},
		{
			name:   "UpdateProfileSendsOnlySetFields",
			answer: answerJSON(200, map[string]any{"merchantId": "m1", "supportEmail": "help@shop.test"}),
			call: func(c *sdk.Client) (any, error) {
				email := "help@shop.test"
				return c.UpdateMerchantProfile(ctx, sdk.ProfileUpdate{SupportEmail: &email})
			},
			method: "PATCH", path: "/api/merchant/profile", body: `{"supportEmail":"help@shop.test"}`,
		},
		{
			name: "APIKeys",
			answer: answerJSON(200, map[string]any{"keys": []map[string]any{
				{"id": "k1", "kind": "secret", "prefix": "ak_live_ab12", "label": "server", "createdAt": "2026-03-01T00:00:00Z", "lastUsedAt": nil, "revokedAt": nil},
			}}),
			call:   func(c *sdk.Client) (any, error) { return c.APIKeys(ctx) },
			method: "GET", path: "/api/merchant/keys",
			check: func(t *testing.T, got any) {
				ks := got.([]sdk.APIKey)
				require.Len(t, ks, 1)
				require.Equal(t, sdk.KeySecret, ks[0].Kind)
				require.True(t, ks[0].LastUsedAt.IsZero())
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
			name:   "SetAllowedOriginsEmpty",
			answer: answerJSON(200, map[string]any{"origins": []string{}}),
			call:   func(c *sdk.Client) (any, error) { return c.SetAllowedOrigins(ctx, nil) },
			method: "PUT", path: "/api/merchant/origins", body: `{"origins":[]}`,
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
			name:   "ClaimAll",
			answer: answerJSON(200, map[string]any{"claimed": []string{"0x01"}, "txHashes": []string{"0xaa"}}),
			call:   func(c *sdk.Client) (any, error) { return c.ClaimMatured(ctx) },
			method: "POST", path: "/api/merchant/claims", body: `{"all":true}`,
			check: func(t *testing.T, got any) { require.Equal(t, []string{"0x01"}, got.(*sdk.ClaimResult).Claimed) },
		},
		{
			name:   "ClaimSome",
			answer: answerJSON(200, map[string]any{"claimed": []string{}, "txHashes": []string{}}),
			call:   func(c *sdk.Client) (any, error) { return c.ClaimMatured(ctx, "0x01", "0x02") },
			method: "POST", path: "/api/merchant/claims", body: `{"invoiceIds":["0x01","0x02"]}`,
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
				require.Equal(t, "allow", o.Onboarding.Result)
				require.Equal(t, "t1", o.Queue[0].TicketID)
			},
		},
		{
			name:   "DecideReviewTicket",
			answer: answerJSON(200, map[string]string{"ticketId": "t1", "decision": "deny", "decidedBy": "0xM"}),
			call:   func(c *sdk.Client) (any, error) { return c.DecideReviewTicket(ctx, "t1", sdk.DenyTicket) },
			method: "POST", path: "/api/merchant/compliance/tickets/t1", body: `{"decision":"deny"}`,
		},
		{
			name:   "CreateWebhookEndpoint",
			answer: answerJSON(201, map[string]any{"id": "e1", "url": "https://shop.test/hook", "events": []string{"invoice.paid"}, "createdAt": "2026-03-01T00:00:00Z", "secret": "whsec_x"}),
			call:   func(c *sdk.Client) (any, error) { return c.CreateWebhookEndpoint(ctx, "https://shop.test/hook") },
			method: "POST", path: "/api/merchant/webhooks/endpoints", body: `{"url":"https://shop.test/hook"}`,
			check: func(t *testing.T, got any) { require.Equal(t, "whsec_x", got.(*sdk.NewWebhookEndpoint).Secret) },
		},
		{
			name: "WebhookDeliveries",
			answer: answerJSON(200, map[string]any{"deliveries": []map[string]any{{
				"id": 7, "eventId": "evt_1", "eventType": "invoice.paid", "endpointId": "e1", "url": "https://shop.test/hook", "status": "failed",
				"createdAt": "2026-03-01T00:00:00Z", "attempts": []map[string]any{{"at": "2026-03-01T00:00:01Z", "statusCode": 500, "latencyMs": 12}},
			}}}),
			call:   func(c *sdk.Client) (any, error) { return c.WebhookDeliveries(ctx, 20) },
			method: "GET", path: "/api/merchant/webhooks/deliveries",
			check: func(t *testing.T, got any) {
				d := got.([]sdk.WebhookDelivery)
				require.Equal(t, "invoice.paid", d[0].EventType)
				require.Equal(t, 500, d[0].Attempts[0].StatusCode)
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

package server

import (
	"context"
	"encoding/json"
	"errors"
	"io"
	"net/http"
	"net/http/cookiejar"
	"strings"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/accounts"
	"github.com/ethereum/go-ethereum/common/hexutil"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/stretchr/testify/require"

	"github.com/paystead/paystead/sdk"
	"github.com/paystead/paystead/shared/apierr"
	"github.com/paystead/paystead/shared/docsapi"
	"github.com/paystead/paystead/shared/merchantapi"
)

// dashboardOriginTransport adds the Origin header a browser sends with the
// dashboard's same-origin requests.
type dashboardOriginTransport struct{ origin string }

func (o dashboardOriginTransport) RoundTrip(r *http.Request) (*http.Response, error) {
	r = r.Clone(r.Context())
	r.Header.Set("Origin", o.origin)
	return http.DefaultTransport.RoundTrip(r)
}

func merchantPageHTML(t *testing.T, url string) string {
	t.Helper()
	resp, err := http.Get(url)
	require.NoError(t, err)
	defer resp.Body.Close()
	require.Equal(t, http.StatusOK, resp.StatusCode, url)
	b, err := io.ReadAll(resp.Body)
	require.NoError(t, err)
	return string(b)
}

func TestMerchantPages(t *testing.T) {
	t.Parallel()
	app := startApp(t, nil)

	t.Run("PrerendersTheDashboardSignedOut", func(t *testing.T) {
		for path, heading := range map[string]string{"/m/settings": "Settings", "/m/treasury": "Treasury", "/m/compliance": "Compliance"} {
			html := merchantPageHTML(t, app.URL+path)
			require.Contains(t, html, "<h1>"+heading+"</h1>", path)
			require.Contains(t, html, `aria-label="Merchant"`, path)
			require.Contains(t, html, `aria-current="page"`, path)
			require.Contains(t, html, "Sign in with your wallet", path)
			require.Contains(t, html, `id="announcer"`, path)
			require.Contains(t, html, `role="status"`, path)
			require.Contains(t, html, `id="error"`, path)
			require.Contains(t, html, `role="alert"`, path)
			require.Contains(t, html, heading+" · Paystead", path)
			// The session is checked by the WebAssembly; no data is
			// rendered without it.
			require.NotContains(t, html, `id="keys"`, path)
		}
	})

	t.Run("PrerendersTheWebhooksDoc", func(t *testing.T) {
		html := merchantPageHTML(t, app.URL+"/docs/webhooks")
		require.Contains(t, html, "Webhooks · Paystead")
		require.Contains(t, html, "Paystead-Signature")
		require.Contains(t, html, "HMAC-SHA256")
		require.Contains(t, html, "Read the raw body before any JSON parsing.")
		require.Contains(t, html, "Compute the digest with your secret")
		require.Contains(t, html, "<ol>")
		require.Contains(t, html, "<th>Sent when</th>", "the events table is a table")
		require.Contains(t, html, `data-copy="code-1"`, "code blocks have copy buttons")
		require.NotContains(t, html, "Loading the documentation")
	})

	t.Run("PrerendersEveryDocPage", func(t *testing.T) {
		for path, want := range map[string][]string{
			"/docs":          {"Developer documentation · Paystead", `href="/docs/api"`, "A first invoice"},
			"/docs/api":      {"API reference · Paystead", `id="op-createInvoice"`, `id="op-getInvoice"`, `id="schema-Error"`},
			"/docs/clients":  {"Client libraries · Paystead", "Go: package sdk", "JavaScript: @paystead/sdk", "React: @paystead/react"},
			"/docs/webhooks": {"Webhooks · Paystead"},
		} {
			html := merchantPageHTML(t, app.URL+path)
			for _, w := range want {
				require.Contains(t, html, w, path)
			}
			require.Contains(t, html, `aria-label="Documentation"`, path)
			require.Contains(t, html, `id="doc-content"`, path)
			require.Contains(t, html, `data-path="`+path+`"`, path)
			require.Contains(t, html, "/web/docs.js", path)

			// What the page's WebAssembly loads after a navigation inside
			// the app: the same content.
			var content docsapi.Content
			require.NoError(t, json.Unmarshal([]byte(merchantPageHTML(t, app.URL+docsapi.ContentPath(path))), &content))
			require.True(t, strings.HasPrefix(content.HTML, `<div class="doc `), "%s: app.Raw needs one root element", path)
			require.Contains(t, html, content.HTML[:200], path)
		}
	})
}

// TestMerchantClient signs in with the frontend's SIWE message and drives
// the session API through the Go client the dashboard uses.
func TestMerchantClient(t *testing.T) {
	t.Parallel()
	app := startApp(t, nil)
	ctx := context.Background()
	jar, err := cookiejar.New(nil)
	require.NoError(t, err)
	api, err := sdk.NewPageClient(app.URL, sdk.WithHTTPClient(&http.Client{Jar: jar, Transport: dashboardOriginTransport{app.URL}}))
	require.NoError(t, err)

	var ce *sdk.ClientError
	_, err = api.MerchantProfile(ctx)
	require.True(t, errors.As(err, &ce))
	require.Equal(t, apierr.NotSignedIn, ce.ServerCode)

	key, err := crypto.GenerateKey()
	require.NoError(t, err)
	wallet := crypto.PubkeyToAddress(key.PublicKey)

	n, err := api.SignInNonce(ctx)
	require.NoError(t, err)
	// Wallets answer eth_requestAccounts in lower case; the message
	// must carry the EIP-55 form, which merchantapi computes without
	// go-ethereum.
	msg, err := merchantapi.SIWEMessage{
		Domain: n.Domain, Address: strings.ToLower(wallet.Hex()), Statement: merchantapi.SignInStatement, URI: n.URI,
		ChainID: n.ChainID, Nonce: n.Nonce, IssuedAt: time.Now(), ExpirationTime: n.ExpiresAt,
	}.String()
	require.NoError(t, err)
	require.Contains(t, msg, wallet.Hex())
	sig, err := crypto.Sign(accounts.TextHash([]byte(msg)), key)
	require.NoError(t, err)
	sig[64] += 27 // as personal_sign answers
	sess, err := api.SignIn(ctx, msg, hexutil.Encode(sig))
	require.NoError(t, err)
	require.Equal(t, wallet.Hex(), sess.Wallet)

	prof, err := api.MerchantProfile(ctx)
	require.NoError(t, err)
	require.Equal(t, wallet.Hex(), prof.OwnerWallet)

	email := "help@shop.test"
	prof, err = api.UpdateMerchantProfile(ctx, sdk.ProfileUpdate{SupportEmail: &email})
	require.NoError(t, err)
	require.Equal(t, email, prof.SupportEmail)

	k, err := api.CreateAPIKey(ctx, sdk.KeyPublishable, "web shop")
	require.NoError(t, err)
	require.True(t, strings.HasPrefix(k.Key, "pk_live_"), k.Key)
	keys, err := api.APIKeys(ctx)
	require.NoError(t, err)
	require.Condition(t, func() bool {
		for _, l := range keys {
			if l.ID == k.ID && l.Label == "web shop" && l.Kind == sdk.KeyPublishable && l.RevokedAt == nil {
				return true
			}
		}
		return false
	}, "keys: %+v", keys)
	require.NoError(t, api.RevokeAPIKey(ctx, k.ID))

	origins, err := api.SetAllowedOrigins(ctx, []string{"https://shop.example.com"})
	require.NoError(t, err)
	require.Equal(t, []string{"https://shop.example.com"}, origins)
	origins, err = api.AllowedOrigins(ctx)
	require.NoError(t, err)
	require.Equal(t, []string{"https://shop.example.com"}, origins)

	d, err := api.DelegateStatus(ctx)
	require.NoError(t, err)
	require.False(t, d.Authorized)
	require.True(t, strings.HasPrefix(d.Transaction.Data, "0x"))
	require.Equal(t, d.Gateway, d.Transaction.To)

	tr, err := api.Treasury(ctx)
	require.NoError(t, err)
	require.Len(t, tr.Maturities, 8)

	co, err := api.MerchantCompliance(ctx)
	require.NoError(t, err)
	require.Empty(t, co.Queue)

	claim, err := api.ClaimMatured(ctx)
	if err == nil {
		require.Empty(t, claim.InvoiceIDs)
	}

	eps, err := api.WebhookEndpoints(ctx)
	require.NoError(t, err)
	require.Empty(t, eps)
	deliveries, err := api.WebhookDeliveries(ctx, 10)
	require.NoError(t, err)
	require.Empty(t, deliveries)

	require.NoError(t, api.SignOut(ctx))
	_, err = api.MerchantProfile(ctx)
	require.True(t, errors.As(err, &ce))
	require.Equal(t, http.StatusUnauthorized, ce.Status)
}

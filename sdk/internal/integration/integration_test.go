package integration

import (
	"context"
	"fmt"
	"net/http"
	"net/http/httptest"
	"net/http/httputil"
	"net/url"
	"path/filepath"
	"sync/atomic"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"github.com/paystead/paystead/backend/postgres/pgtest"
	"github.com/paystead/paystead/internal/devproc"
	"github.com/paystead/paystead/sdk"
	"github.com/paystead/paystead/shared/apierr"
)

// TestMain gives the package a database server: DATABASE_URL's, or a
// throwaway cluster when it is unset. Each started Paystead gets an empty
// database of its own on it.
func TestMain(m *testing.M) { pgtest.Main(m) }

// paystead is a running `paystead dev`.
type paystead struct {
	BaseURL        string
	SecretKey      string
	PublishableKey string
}

// startPaystead builds the server binary and runs it in dev mode until the
// test ends.
func startPaystead(t *testing.T) paystead {
	t.Helper()
	dev := devproc.Start(t, "", filepath.Join("..", "..", ".."))
	return paystead{BaseURL: dev.BaseURL, SecretKey: dev.SecretKey, PublishableKey: dev.PublishableKey}
}

// countingTransport counts the requests that leave the client.
type countingTransport struct{ n atomic.Int64 }

func (c *countingTransport) RoundTrip(r *http.Request) (*http.Response, error) {
	c.n.Add(1)
	return http.DefaultTransport.RoundTrip(r)
}

func TestClientAgainstPaystead(t *testing.T) {
	p := startPaystead(t)
	ctx, cancel := context.WithTimeout(context.Background(), 3*time.Minute)
	defer cancel()

	sent := &countingTransport{}
	secret, err := sdk.NewClient(p.SecretKey, sdk.WithBaseURL(p.BaseURL), sdk.WithHTTPClient(&http.Client{Transport: sent}))
	require.NoError(t, err)

	t.Run("CreatesAnInvoiceAndReadsItBack", func(t *testing.T) {
		inv, err := secret.CreateInvoice(ctx, sdk.CreateInvoiceParams{
			AmountUSDC: 19.99,
			PayInToken: sdk.USDC,
			SuccessURL: p.BaseURL + "/thanks",
			Metadata:   map[string]string{"order": "sdk-go-1"},
		})
		require.NoError(t, err)
		require.Regexp(t, `^0x[0-9a-f]+$`, inv.InvoiceID)
		require.Equal(t, p.BaseURL+"/i/"+inv.InvoiceID, inv.URL)

		got, err := secret.GetInvoice(ctx, inv.InvoiceID)
		require.NoError(t, err)
		require.Equal(t, inv.InvoiceID, got.InvoiceID)
		require.Equal(t, inv.URL, got.URL)
		require.Contains(t, []sdk.InvoiceStatus{sdk.InvoiceStaging, sdk.InvoiceOpen}, got.Status)
		require.True(t, got.ClaimableAt.IsZero(), "an unpaid invoice has no claimableAt")
		require.Equal(t, "19.99", got.Amount)
		require.Equal(t, "19990000", got.AmountUnits)
		require.Equal(t, "USD", got.Currency)
		require.Equal(t, sdk.USDC, got.PayInToken)
		require.Equal(t, map[string]string{"order": "sdk-go-1"}, got.Metadata, "the secret key reads the metadata")
		require.Equal(t, p.BaseURL+"/thanks", got.SuccessURL)
		require.NotZero(t, got.ChainID)
		require.Regexp(t, `^0x[0-9a-fA-F]{40}$`, got.Gateway)
		require.NotEmpty(t, got.Merchant.DisplayName)
		require.False(t, got.CreatedAt.IsZero())
		require.Empty(t, got.SettleTxHash, "unpaid")
	})

	t.Run("ServerRefusalsMapToCodes", func(t *testing.T) {
		// Seven decimals pass the client (finite, positive) and the server
		// refuses them.
		_, err := secret.CreateInvoice(ctx, sdk.CreateInvoiceParams{AmountUSDC: 1.0000001, PayInToken: sdk.USDC, SuccessURL: p.BaseURL + "/thanks"})
		requireServerCode(t, err, sdk.CodeInvalidAmount, 400, apierr.BadBody)

		// Not on the merchant's allowed origins.
		_, err = secret.CreateInvoice(ctx, sdk.CreateInvoiceParams{AmountUSDC: 5, PayInToken: sdk.USDC, SuccessURL: "https://elsewhere.example/thanks"})
		requireServerCode(t, err, sdk.CodeInvalidURL, 400, apierr.BadBody)

		unknown, err := sdk.NewClient("ak_live_not_a_real_key", sdk.WithBaseURL(p.BaseURL))
		require.NoError(t, err)
		_, err = unknown.CreateInvoice(ctx, sdk.CreateInvoiceParams{AmountUSDC: 5, PayInToken: sdk.USDC, SuccessURL: p.BaseURL + "/thanks"})
		requireServerCode(t, err, sdk.CodeInvalidAPIKey, 401, apierr.InvalidAPIKey)
	})

	t.Run("PublishableKeyThroughADevServersProxy", func(t *testing.T) {
		// A front end's dev server proxying /api to Paystead passes the
		// page's Origin on, and Paystead's answer back.
		proxyFrom := func(origin string) (*sdk.Client, *countingTransport) {
			target, err := url.Parse(p.BaseURL)
			require.NoError(t, err)
			proxy := httputil.NewSingleHostReverseProxy(target)
			forward := proxy.Director
			proxy.Director = func(r *http.Request) {
				forward(r)
				r.Header.Set("Origin", origin)
			}
			srv := httptest.NewServer(proxy)
			t.Cleanup(srv.Close)
			counted := &countingTransport{}
			c, err := sdk.NewClient(p.PublishableKey, sdk.WithBaseURL(srv.URL), sdk.WithHTTPClient(&http.Client{Transport: counted}))
			require.NoError(t, err)
			return c, counted
		}
		params := sdk.CreateInvoiceParams{AmountUSDC: 4, PayInToken: sdk.USDC, SuccessURL: p.BaseURL + "/thanks"}

		// The demo merchant allows the usual local dev servers.
		fromVite, _ := proxyFrom("http://localhost:5173")
		inv, err := fromVite.CreateInvoice(ctx, params)
		require.NoError(t, err)
		require.Regexp(t, `^0x[0-9a-f]+$`, inv.InvoiceID)

		// Not another origin: a typed refusal, sent once.
		const elsewhere = "http://localhost:9999"
		fromElsewhere, counted := proxyFrom(elsewhere)
		_, err = fromElsewhere.CreateInvoice(ctx, params)
		requireServerCode(t, err, sdk.CodeOriginNotAllowed, 403, apierr.OriginNotAllowed)
		var ce *sdk.ClientError
		require.ErrorAs(t, err, &ce)
		require.Contains(t, ce.Message, elsewhere)
		require.Contains(t, ce.Message, "/m/settings")
		require.Equal(t, int64(1), counted.n.Load(), "not retried")
	})

	t.Run("ValidationSendsNoRequest", func(t *testing.T) {
		before := sent.n.Load()
		_, err := secret.CreateInvoice(ctx, sdk.CreateInvoiceParams{AmountUSDC: -1, PayInToken: sdk.USDC, SuccessURL: p.BaseURL + "/thanks"})
		require.Equal(t, sdk.CodeInvalidAmount, sdk.CodeOf(err))
		_, err = secret.CreateInvoice(ctx, sdk.CreateInvoiceParams{AmountUSDC: 1, PayInToken: sdk.USDC})
		require.Equal(t, sdk.CodeInvalidURL, sdk.CodeOf(err))
		require.Equal(t, before, sent.n.Load())
	})

	t.Run("EscrowsWithPublishableKeySendsNoRequest", func(t *testing.T) {
		counted := &countingTransport{}
		browser, err := sdk.NewClient(p.PublishableKey, sdk.WithBaseURL(p.BaseURL), sdk.WithHTTPClient(&http.Client{Transport: counted}))
		require.NoError(t, err)
		_, err = browser.Escrows(ctx, sdk.EscrowFilters{})
		require.Equal(t, sdk.CodePublishableKeyForbidden, sdk.CodeOf(err), "%v", err)
		require.Zero(t, counted.n.Load())
	})

	t.Run("EscrowsWithSecretKey", func(t *testing.T) {
		sum, err := secret.Escrows(ctx, sdk.EscrowFilters{Token: sdk.USDC, PaidFrom: time.Now().Add(-time.Hour)})
		require.NoError(t, err, "GET /api/escrows")
		require.NotNil(t, sum.Pending)
		require.NotNil(t, sum.Matured)
		require.NotNil(t, sum.Claimed)
		require.Empty(t, sum.Pending, "nothing has been paid on this fresh chain")
		require.False(t, sum.Truncated)
	})
}

func requireServerCode(t *testing.T, err error, code sdk.ErrorCode, status int, serverCode apierr.Code) {
	t.Helper()
	var ce *sdk.ClientError
	require.ErrorAs(t, err, &ce)
	require.Equal(t, code, ce.Code, "%v", err)
	require.Equal(t, status, ce.Status, "%v", err)
	require.Equal(t, serverCode, ce.ServerCode, "%v", err)
	require.NotEmpty(t, ce.RequestID, fmt.Sprintf("%v", err))
}

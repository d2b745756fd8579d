package server

import (
	"net/http"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/paystead/paystead/backend/config"
	"github.com/paystead/paystead/shared/apierr"
	"github.com/paystead/paystead/shared/invoiceapi"
)

// TestDevMerchantAllowsLocalDevServers: in `paystead dev` the demo
// merchant's publishable key works from the usual local dev servers'
// pages, on localhost and 127.0.0.1, besides Paystead's own origin.
func TestDevMerchantAllowsLocalDevServers(t *testing.T) {
	t.Parallel()
	app := startApp(t, nil)

	t.Run("OriginsListed", func(t *testing.T) {
		got := devOrigins("http://127.0.0.1:8080/", nil)
		require.Equal(t, "http://127.0.0.1:8080", got[0], "Paystead's own origin first")
		for _, o := range []string{
			"http://localhost:5173", "http://127.0.0.1:5173", // Vite
			"http://localhost:4173", "http://127.0.0.1:4173", // Vite's preview
			"http://localhost:3000", "http://127.0.0.1:3000", // Create React App, Next.js
			"http://localhost:4200", "http://127.0.0.1:4200", // Angular
			"http://localhost:8080", // webpack, Vue CLI
		} {
			require.Contains(t, got, o)
		}
		require.Len(t, got, 10, "127.0.0.1:8080 once")
	})

	t.Run("BannerListsThem", func(t *testing.T) {
		var out strings.Builder
		printBanner(&out, app.Config, app.Addr, app.Dev, app.Seed)
		for _, o := range app.Seed.Merchant.AllowedOrigins {
			require.Contains(t, out.String(), o)
		}
		require.Contains(t, out.String(), "  Allowed origins  "+app.Seed.Merchant.AllowedOrigins[0]+" ")
	})

	t.Run("PublishableKeyWorksFromThem", func(t *testing.T) {
		for _, origin := range []string{"http://localhost:5173", "http://127.0.0.1:3000"} {
			var out invoiceapi.CreateInvoiceResponse
			resp := call(t, "POST", app.URL+"/api/invoices", map[string]string{"X-Service-Api-Key": app.Seed.PublishableKey, "Origin": origin},
				map[string]any{"amountUsdc": 2, "payInToken": "USDC"}, &out)
			require.Equal(t, http.StatusCreated, resp.StatusCode, origin)
			require.Equal(t, origin, resp.Header.Get("Access-Control-Allow-Origin"))
			require.Regexp(t, invoiceIDPattern, out.InvoiceID)
		}
	})
}

// PAYSTEAD_DEV_ORIGINS lets a shop running beside `paystead dev` (the
// examples/) send its customers back to itself and create invoices from
// its pages with the publishable key.
func TestDevOrigins(t *testing.T) {
	t.Parallel()
	// Ports nothing here listens on: the origins only have to be allowed.
	const shop, react = "http://127.0.0.1:4999", "http://localhost:5999"
	app := startApp(t, func(c *config.Config) { c.DevOrigins = []string{shop} })
	require.Contains(t, app.Seed.Merchant.AllowedOrigins, shop)
	endpoint := app.URL + "/api/invoices"

	t.Run("SuccessURLOnTheShop", func(t *testing.T) {
		var out invoiceapi.CreateInvoiceResponse
		resp := call(t, "POST", endpoint, secret(app), map[string]any{
			"amountUsdc": "4.5", "payInToken": "USDC", "successUrl": shop + "/thanks?order=A-1", "cancelUrl": shop + "/cart",
		}, &out)
		require.Equal(t, http.StatusCreated, resp.StatusCode)
		require.Regexp(t, invoiceIDPattern, out.InvoiceID)
	})

	t.Run("PublishableKeyFromTheShop", func(t *testing.T) {
		var out invoiceapi.CreateInvoiceResponse
		resp := call(t, "POST", endpoint, map[string]string{"X-Service-Api-Key": app.Seed.PublishableKey, "Origin": shop},
			map[string]any{"amountUsdc": "4.5", "payInToken": "USDC", "successUrl": shop + "/thanks"}, &out)
		require.Equal(t, http.StatusCreated, resp.StatusCode)
		require.Equal(t, shop, resp.Header.Get("Access-Control-Allow-Origin"))
	})

	t.Run("AnotherPortIsStillRefused", func(t *testing.T) {
		var e apierr.Error
		resp := call(t, "POST", endpoint, secret(app), map[string]any{
			"amountUsdc": "4.5", "payInToken": "USDC", "successUrl": "http://127.0.0.1:4998/thanks",
		}, &e)
		require.Equal(t, http.StatusBadRequest, resp.StatusCode)
		require.Equal(t, apierr.BadBody, e.Code)
	})

	t.Run("AddedToTheMerchantADatabaseKnows", func(t *testing.T) {
		// A second app on the same database and chain finds the merchant
		// the first one seeded: it keeps its origins and gains the new one.
		again := startApp(t, func(c *config.Config) { c.DevOrigins = []string{react} })
		require.Equal(t, app.Seed.Merchant.ID, again.Seed.Merchant.ID)
		require.Contains(t, again.Seed.Merchant.AllowedOrigins, shop)
		require.Contains(t, again.Seed.Merchant.AllowedOrigins, react)
		require.Equal(t, app.Seed.Merchant.AllowedOrigins[0], again.Seed.Merchant.AllowedOrigins[0], "the first origin stays first")
	})
}

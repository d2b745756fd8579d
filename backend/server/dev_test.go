package server

import (
	"net/http"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/paystead/paystead/shared/invoiceapi"
)

// TestDevMerchantAllowsLocalDevServers: in `paystead dev` the demo
// merchant's publishable key works from the usual local dev servers'
// pages, on localhost and 127.0.0.1, besides Paystead's own origin.
func TestDevMerchantAllowsLocalDevServers(t *testing.T) {
	t.Parallel()
	app := startApp(t, nil)

	t.Run("OriginsListed", func(t *testing.T) {
		got := devOrigins("http://127.0.0.1:8080/")
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

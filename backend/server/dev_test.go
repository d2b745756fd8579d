package server

import (
	"net/http"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/paystead/paystead/backend/config"
	"github.com/paystead/paystead/shared/apierr"
	"github.com/paystead/paystead/shared/invoiceapi"
)

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

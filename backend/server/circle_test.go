package server

import (
	"context"
	"math/big"
	"net/http"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"github.com/paystead/paystead/backend/chain"
	"github.com/paystead/paystead/shared/checkoutapi"
	"github.com/paystead/paystead/shared/escrowapi"
	"github.com/paystead/paystead/shared/invoiceapi"
)

// Paystead on Circle's own tokens (#33): the dev chain's USDC and EURC
// are FiatToken v2.2 behind FiatTokenProxy, named as on the main networks.
// The service starts on it (reading the tokens' permit domain, "USD Coin"
// version "2"), and an invoice goes through its whole life in the real
// token: paid by a customer through the checkout, partly refunded, then
// claimed to the merchant's payout wallet once the window closes.
func TestPaysteadOnCirclesTokens(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	dc := ownChain(t)
	usdc, err := chain.NewFiatToken(dc.Client(), dc.Addresses().USDC)
	require.NoError(t, err)
	name, err := usdc.Name(ctx)
	require.NoError(t, err)
	require.Equal(t, "USD Coin", name)
	impl, err := usdc.Implementation(ctx, dc.Client())
	require.NoError(t, err)
	require.NotEqual(t, dc.Addresses().USDC, impl, "behind a proxy")
	app := startAppOn(t, dc, nil)

	p := fundedPayerOn(t, dc, 20_000_000)
	var created invoiceapi.CreateInvoiceResponse
	require.Equal(t, http.StatusCreated, call(t, "POST", app.URL+"/api/invoices", secret(app), map[string]any{"amountUsdc": "12.5", "payInToken": "USDC"}, &created).StatusCode)
	waitOpen(t, app, created.InvoiceID)
	var sub checkoutapi.SubmitResponse
	require.Equal(t, http.StatusAccepted, call(t, "POST", app.URL+"/api/checkout/submit", nil, readyToSubmit(t, app, created.InvoiceID, p), &sub).StatusCode)
	st := waitStatus(t, app, sub.SubmissionID, "settled", "failed")
	require.Equal(t, "settled", st.Status, "error: %s", derefString(st.Error))
	require.Equal(t, int64(20_000_000-12_500_000), usdcBalanceOn(t, dc, p.addr).Int64())
	require.Equal(t, "paid", viewOfInvoice(t, app, created.InvoiceID).Status)

	sendRefund(t, app, created.InvoiceID, secret(app), escrowapi.RefundRequest{Amount: "2.5"})
	require.Equal(t, int64(20_000_000-10_000_000), usdcBalanceOn(t, dc, p.addr).Int64())

	require.NoError(t, dc.IncreaseTime(7*24*time.Hour+time.Minute))
	require.NoError(t, dc.Mine())
	payout := usdcBalanceOn(t, dc, dc.Payout.Address)
	claim := sendClaim(t, app, app.URL+"/api/escrows/claim", secret(app), escrowapi.ClaimRequest{All: true})
	require.Contains(t, claim.InvoiceIDs, created.InvoiceID)
	require.Equal(t, new(big.Int).Add(payout, big.NewInt(10_000_000)), usdcBalanceOn(t, dc, dc.Payout.Address))
	require.Equal(t, "claimed", viewOfInvoice(t, app, created.InvoiceID).Status)
}

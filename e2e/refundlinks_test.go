package e2e

import (
	"context"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/stretchr/testify/require"

	"github.com/paystead/paystead/backend/chain"
	"github.com/paystead/paystead/sdk"
)

// TestCustomerNamesTheRefundAddress is #33's refund link in the browser: a customer pays, the
// token's issuer (Circle's role on the dev chain's real USDC) freezes the paying wallet, and the
// merchant's refund is refused in words that say what to do; the merchant sends a refund link
// instead, copied from the invoice's page. The customer opens it: another wallet cannot
// confirm it; the wallet that paid signs for the address the customer typed, and the refund
// arrives there. The page and the dashboard say so; axe-core finds nothing serious on either.
func TestCustomerNamesTheRefundAddress(t *testing.T) {
	j := &journeys{env: startEnv(t, nil)}
	j.browser = newBrowser(t)
	j.secret = j.App.Seed.SecretKey
	ctx := context.Background()

	inv := j.createInvoice(t, j.secret, 10, sdk.USDC)
	w := newTestWallet(t, j.env, newKey(t), j.Chain.ChainID().Int64())
	fund(t, j.env, w.Address, 100_000_000)
	pay(j.openCheckout(t, w, inv.URL))
	require.Equal(t, "paid", j.invoiceStatus(t, inv.InvoiceID))

	// The issuer freezes the payer.
	usdc, err := chain.NewFiatToken(j.Chain.Client(), j.Chain.Addresses().USDC)
	require.NoError(t, err)
	issuer := chain.NewTransactor(j.Chain.Client(), j.Chain.TokenIssuer.Key, j.Chain.ChainID(), nil)
	tx, err := issuer.Send(ctx, func(o *bind.TransactOpts) (*types.Transaction, error) { return usdc.Blacklist(ctx, o, w.Address) })
	require.NoError(t, err)
	_, err = chain.WaitMined(ctx, j.Chain.Client(), tx)
	require.NoError(t, err)

	// The merchant's refund is refused; a refund link is issued instead.
	tb := j.signIn(t, "/m/invoices/"+inv.InvoiceID)
	tb.waitFor(30*time.Second, "the refund form", visible("#refund-form"))
	acceptConfirms(tb)
	tb.click("#refund-submit")
	tb.waitFor(30*time.Second, "the refusal", visible("#refund-amount-error"))
	require.Contains(t, tb.text("#refund-amount-error"), "frozen the payer's wallet")
	require.Contains(t, tb.text("#refund-amount-error"), "refund link")
	tb.click("#refund-link-issue")
	tb.waitFor(30*time.Second, "the link", visible("#refund-link-url"))
	var url string
	tb.run(5*time.Second, chromedp.Value("#refund-link-url", &url, chromedp.ByQuery))
	require.Regexp(t, `/r/[A-Za-z0-9_-]{43}$`, url)
	tb.waitFor(10*time.Second, "the link listed", `(document.querySelector("#refund-links-table")||{}).textContent?.includes("waiting for the customer")`)
	tb.audit("refund link issued")

	// Another wallet cannot confirm it.
	stranger := newTestWallet(t, j.env, newKey(t), j.Chain.ChainID().Int64())
	other := j.browser.newTab(t, stranger)
	other.run(30*time.Second, chromedp.Navigate(url))
	other.waitFor(30*time.Second, "the refund form", visible("#refund-to"))
	require.Contains(t, other.text("#refund-payer"), w.Address.Hex()[:6])
	k, err := crypto.GenerateKey()
	require.NoError(t, err)
	to := crypto.PubkeyToAddress(k.PublicKey)
	other.setValue("#refund-to", to.Hex())
	other.click("#refund-confirm")
	other.waitFor(30*time.Second, "the refusal", visible("#error-message"))
	require.Contains(t, other.text("#error-message"), w.Address.Hex())
	require.Zero(t, stranger.asked("eth_signTypedData_v4"), "nothing to sign for another wallet")

	// A malformed address is said at the field; then the wallet that paid confirms.
	payer := j.browser.newTab(t, w)
	payer.run(30*time.Second, chromedp.Navigate(url))
	payer.waitFor(30*time.Second, "the refund form", visible("#refund-to"))
	require.Contains(t, payer.text("#refund-amount"), "10")
	payer.audit("refund link open")
	payer.setValue("#refund-to", "0x1234")
	payer.click("#refund-confirm")
	payer.waitFor(10*time.Second, "the address refused", visible("#error-message"))
	require.Contains(t, payer.text("#error-message"), "40 hexadecimal")
	signed := w.asked("eth_signTypedData_v4") // the payment's
	payer.setValue("#refund-to", to.Hex())
	payer.click("#refund-confirm")
	payer.waitFor(90*time.Second, "the refund mined", visible("#refund-done"))
	require.Contains(t, payer.text("#refund-done"), to.Hex())
	require.Equal(t, signed+1, w.asked("eth_signTypedData_v4"), "one signature")
	got, err := chain.NewToken(j.Chain.Client(), j.Chain.Addresses().USDC).BalanceOf(ctx, to)
	require.NoError(t, err)
	require.Equal(t, int64(10_000_000), got.Int64(), "the refund arrived where the customer said")
	require.Equal(t, "refunded", j.invoiceStatus(t, inv.InvoiceID))
	payer.audit("refund link done")

	// The phone width fits the page.
	payer.run(10*time.Second, chromedp.EmulateViewport(375, 800, chromedp.EmulateMobile))
	noSidewaysScroll(payer)

	// The invoice's own page is a receipt that says what was refunded (#36).
	payer.run(30*time.Second, chromedp.Navigate(inv.URL))
	payer.waitFor(30*time.Second, "the refunded receipt", visible("#receipt-refund-0"))
	require.Contains(t, payer.text("h1"), "Receipt from")
	require.Contains(t, payer.text("#invoice-closed"), "$10.00 was returned")
	require.True(t, strings.HasPrefix(payer.text("#receipt-refund-0"), "$10.00 on "), "the refund with its date: %q", payer.text("#receipt-refund-0"))
	require.NotEmpty(t, payer.text("#refund-tx-0"), "the refund's transaction")
	payer.audit("refunded invoice's receipt")

	// The merchant sees it.
	tb.run(30*time.Second, chromedp.Reload())
	tb.waitFor(30*time.Second, "the link refunded", `(document.querySelector("#refund-links-table")||{}).textContent?.includes("Refunded to")`)
}

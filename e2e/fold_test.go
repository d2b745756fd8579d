package e2e

import (
	"context"
	"fmt"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
	"github.com/stretchr/testify/require"

	"github.com/paystead/paystead/backend/invoice"
	"github.com/paystead/paystead/sdk"
)

// onFirstScreen is a JavaScript test that sel's top edge is inside the viewport's first screen.
func onFirstScreen(sel string) string {
	return fmt.Sprintf(`(() => { const el = document.querySelector(%q); return !!el && el.getBoundingClientRect().top < window.innerHeight; })()`, sel)
}

// wholeOnFirstScreen is a JavaScript test that the whole of sel is on the first screen.
func wholeOnFirstScreen(sel string) string {
	return fmt.Sprintf(`(() => { const el = document.querySelector(%q); return !!el && el.getBoundingClientRect().bottom <= window.innerHeight; })()`, sel)
}

// TestCheckoutFirstScreenOnAPhone opens the checkout at 375×812 (a phone), in English,
// Japanese and German (#36): with two line items the amount and the way to pay (Connect
// wallet) are on the first screen, the lines one tap away; a paid invoice's receipt and the
// notices of voided and expired invoices start on it too.
func TestCheckoutFirstScreenOnAPhone(t *testing.T) {
	j := &journeys{env: startEnv(t, nil)}
	j.browser = newBrowser(t)
	j.secret = j.App.Seed.SecretKey
	c, err := sdk.NewClient(j.secret, sdk.WithBaseURL(j.URL))
	require.NoError(t, err)
	ctx := context.Background()
	withLines, err := c.CreateInvoice(ctx, sdk.CreateInvoiceParams{
		AmountUSDC: 37.5, PayInToken: sdk.USDC, Description: "Two bags of beans and a grinder", SuccessURL: j.URL + thanksPath,
		LineItems: []sdk.LineItem{{Name: "Whole beans, 250 g", Quantity: 2, UnitAmountUSDC: 12.5}, {Name: "Hand grinder", Quantity: 1, UnitAmountUSDC: 12.5}},
	})
	require.NoError(t, err)
	voided := j.createInvoice(t, j.secret, 3, sdk.USDC)
	_, err = c.VoidInvoice(ctx, voided.InvoiceID)
	require.NoError(t, err)
	expired := j.createInvoice(t, j.secret, 4, sdk.USDC)
	id, err := invoice.ParseID(expired.InvoiceID)
	require.NoError(t, err)
	_, err = j.App.Pool.Exec(ctx, `UPDATE invoices SET status = 'expired', expires_at = now() WHERE id = $1`, id[:])
	require.NoError(t, err)
	paid := j.createInvoice(t, j.secret, 5, sdk.USDC)
	w := newTestWallet(t, j.env, newKey(t), j.Chain.ChainID().Int64())
	fund(t, j.env, w.Address, 100_000_000)
	pay(j.openCheckout(t, w, paid.URL))

	for _, lang := range []string{"en", "ja", "de"} {
		t.Run(lang, func(t *testing.T) {
			open := func(url, what, sel string) *tab {
				tb := j.browser.newTab(t, nil)
				tb.run(30*time.Second, chromedp.EmulateViewport(375, 812, chromedp.EmulateMobile), chromedp.Navigate(url))
				if lang != "en" {
					tb.waitFor(30*time.Second, "the page's WebAssembly", wasmRunning)
					chooseLanguage(tb, lang)
					tb.waitFor(30*time.Second, "the page in "+lang, fmt.Sprintf(`document.documentElement.lang === %q`, lang))
				}
				tb.waitFor(30*time.Second, what, visible(sel))
				tb.waitFor(5*time.Second, what+" on the first screen", onFirstScreen(sel))
				return tb
			}
			tb := open(withLines.URL, "the way to pay", "#connect-wallet")
			tb.waitFor(5*time.Second, "the whole Connect button on the first screen", wholeOnFirstScreen("#connect-wallet"))
			tb.waitFor(5*time.Second, "the amount on the first screen", onFirstScreen("#invoice-amount"))
			tb.waitFor(5*time.Second, "the lines folded", `!document.querySelector("#line-items").open`)
			tb.click("#line-items-summary")
			tb.waitFor(5*time.Second, "the lines", visible("#invoice-lines"))
			tb.audit("line items open on a phone, " + lang)

			open(voided.URL, "the voided notice", "#invoice-closed")
			open(expired.URL, "the expired notice", "#invoice-closed")
			open(paid.URL, "the receipt", "#paid-title")
		})
	}
}

package e2e

import (
	"context"
	"fmt"
	"math/big"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
	"github.com/stretchr/testify/require"

	"github.com/paystead/paystead/backend/chain"
	"github.com/paystead/paystead/sdk"
)

// TestMerchantRefundsFromTheDashboard pays an invoice through its hosted
// page, then, as the merchant on the invoice's page at desktop width and
// on a phone, refunds part of it (the form starts at everything that
// remains), is refused a refund above what is left (said at the field),
// refunds the rest and sees the invoice refunded, each refund a step of
// the timeline with its amount. Nothing scrolls sideways and axe-core
// finds nothing serious in any state.
func TestMerchantRefundsFromTheDashboard(t *testing.T) {
	j := &journeys{env: startEnv(t, nil)}
	j.browser = newBrowser(t)
	j.secret = j.App.Seed.SecretKey
	ctx := context.Background()

	for _, width := range []int64{1280, 375} {
		t.Run(fmt.Sprint(width), func(t *testing.T) {
			// A customer pays 10 USDC on the hosted page.
			inv := j.createInvoice(t, j.secret, 10, sdk.USDC)
			w := newTestWallet(t, j.env, newKey(t), j.Chain.ChainID().Int64())
			fund(t, j.env, w.Address, 100_000_000)
			payer := j.openCheckout(t, w, inv.URL)
			pay(payer)
			require.Equal(t, "paid", j.invoiceStatus(t, inv.InvoiceID))
			usdc := chain.NewToken(j.Chain.Client(), j.Chain.Addresses().USDC)
			paidWith, err := usdc.BalanceOf(ctx, w.Address)
			require.NoError(t, err)

			tb := j.signIn(t, "/m/invoices/"+inv.InvoiceID)
			if width < 400 {
				tb.run(10*time.Second, chromedp.EmulateViewport(width, 800, chromedp.EmulateMobile))
			}
			tb.waitFor(30*time.Second, "the refund form", visible("#refund-form"))
			var prefilled string
			tb.run(5*time.Second, chromedp.Value("#refund-amount", &prefilled, chromedp.ByQuery))
			require.Equal(t, "10", prefilled, "the amount starts as everything that remains")
			require.Contains(t, tb.text("#refund-remaining"), "10 USD")
			noSidewaysScroll(tb)
			tb.audit(fmt.Sprintf("refund form at %d px", width))
			acceptConfirms(tb)

			// A part.
			tb.setValue("#refund-amount", "3.5")
			tb.click("#refund-submit")
			tb.waitFor(90*time.Second, "the partial refund", `(document.querySelector("#fact-remaining")||{}).textContent === "6.5 USD"`)
			asked := tb.confirms()
			require.Len(t, asked, 1)
			require.Contains(t, asked[0], "3.5 USD")
			require.Contains(t, asked[0], w.Address.Hex())
			require.Contains(t, tb.text("#fact-refunded"), "3.5 USD")
			require.Contains(t, tb.text("#refund-remaining"), "6.5 USD", "the form offers what is left")
			tb.waitFor(10*time.Second, "the refund's step", `document.querySelectorAll('#invoice-timeline li[data-kind="refunded"]').length === 1`)
			require.Contains(t, tb.text(`#invoice-timeline li[data-kind="refunded"]`), "3.5 USD")
			require.Contains(t, tb.text(`#invoice-timeline li[data-kind="refunded"]`), "6.5 USD remains")
			require.Equal(t, "paid", j.invoiceStatus(t, inv.InvoiceID), "paid while something remains")
			noSidewaysScroll(tb)
			tb.audit(fmt.Sprintf("invoice partly refunded at %d px", width))

			// More than is left: refused at the field, nothing refunded.
			tb.setValue("#refund-amount", "6.500001")
			tb.click("#refund-submit")
			tb.waitFor(30*time.Second, "the refusal", visible("#refund-amount-error"))
			require.Contains(t, tb.text("#refund-amount-error"), "at most 6.5")
			require.Equal(t, "true", tb.attr("#refund-amount", "aria-invalid"))
			require.Contains(t, tb.text("#fact-remaining"), "6.5 USD")
			noSidewaysScroll(tb)
			tb.audit(fmt.Sprintf("refund refused at %d px", width))

			// The rest.
			tb.setValue("#refund-amount", "6.5")
			tb.click("#refund-submit")
			tb.waitFor(90*time.Second, "the invoice refunded",
				`!document.querySelector("#refund-form") && document.querySelectorAll('#invoice-timeline li[data-kind="refunded"]').length === 2`)
			require.Contains(t, tb.text("#invoice-facts"), "Refunded")
			require.Contains(t, tb.text("#fact-refunded"), "10 USD")
			require.Contains(t, tb.text("#fact-remaining"), "0 USD")
			var steps []string
			tb.run(5*time.Second, chromedp.Evaluate(`[...document.querySelectorAll('#invoice-timeline li[data-kind="refunded"]')].map(li => li.textContent)`, &steps))
			require.Contains(t, steps[1], "6.5 USD")
			require.Contains(t, steps[1], "0 USD remains")
			require.Equal(t, "refunded", j.invoiceStatus(t, inv.InvoiceID))
			require.Contains(t, tb.text("#announcer"), "Nothing remains")
			back, err := usdc.BalanceOf(ctx, w.Address)
			require.NoError(t, err)
			require.Equal(t, new(big.Int).Add(paidWith, big.NewInt(10_000_000)).String(), back.String(), "the payer has all 10 USDC back")
			noSidewaysScroll(tb)
			tb.audit(fmt.Sprintf("invoice refunded at %d px", width))
		})
	}
}

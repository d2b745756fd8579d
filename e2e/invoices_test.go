package e2e

import (
	"context"
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/cdproto/runtime"
	"github.com/chromedp/chromedp"
	"github.com/stretchr/testify/require"

	"github.com/paystead/paystead/sdk"
)

// TestMerchantInvoicesPages drives /m/invoices and an invoice's page as
// the merchant, at desktop width and on a phone: the list, a search that
// becomes the page's address, the CSV export of the same filters, the
// invoice's details and timeline; nothing scrolls sideways and axe-core
// finds nothing serious.
func TestMerchantInvoicesPages(t *testing.T) {
	j := &journeys{env: startEnv(t, nil)}
	j.browser = newBrowser(t)
	c, err := sdk.NewClient(j.App.Seed.SecretKey, sdk.WithBaseURL(j.URL))
	require.NoError(t, err)
	ref := "PO-" + strings.ReplaceAll(time.Now().Format("150405.000000"), ".", "")
	var made []string
	for i, amount := range []float64{12.5, 7, 3.333333} {
		p := sdk.CreateInvoiceParams{AmountUSDC: amount, PayInToken: sdk.USDC, SuccessURL: j.URL + thanksPath,
			Metadata: map[string]string{"order": fmt.Sprintf("inv-page-%d", i)}}
		if i == 1 {
			p.Reference = ref
		}
		inv, err := c.CreateInvoice(context.Background(), p)
		require.NoError(t, err)
		made = append(made, inv.InvoiceID)
	}

	for _, width := range []int64{1280, 375} {
		t.Run(fmt.Sprint(width), func(t *testing.T) {
			tb := j.signIn(t, "/m/invoices")
			if width < 400 {
				tb.run(10*time.Second, chromedp.EmulateViewport(width, 800, chromedp.EmulateMobile))
			}
			for _, id := range made {
				tb.waitFor(30*time.Second, "invoice "+id+" in the list", fmt.Sprintf(`document.querySelector('#invoice-list tr[data-invoice-id=%q]')`, id))
			}
			noSidewaysScroll(tb)
			tb.audit(fmt.Sprintf("invoice list at %d px", width))

			// A search: the list keeps the one invoice, the address holds
			// the filter, and the export link exports the same.
			tb.setValue("#filter-q", ref)
			tb.click("#apply-filters")
			tb.waitFor(30*time.Second, "the search's one row",
				fmt.Sprintf(`location.search.includes(%q) && document.querySelectorAll('#invoice-list tr[data-invoice-id]').length === 1 && !!document.querySelector('#invoice-list tr[data-invoice-id=%q]')`, "q="+ref, made[1]))
			href := tb.attr("#export-csv", "href")
			require.Contains(t, href, "q="+ref)
			var csv string
			tb.run(10*time.Second, chromedp.Evaluate(fmt.Sprintf(`fetch(%q, {credentials: "same-origin"}).then(r => r.text())`, href), &csv,
				func(p *runtime.EvaluateParams) *runtime.EvaluateParams { return p.WithAwaitPromise(true) }))
			lines := strings.Split(strings.TrimSpace(csv), "\n")
			require.Len(t, lines, 2, "a header and the one invoice: %s", csv)
			require.True(t, strings.HasPrefix(lines[1], made[1]+","), lines[1])
			require.Contains(t, lines[1], ",7,7000000,USDC,", "exact decimals and units")

			// Nothing matches: the page says so.
			tb.setValue("#filter-q", "no-such-order")
			tb.click("#apply-filters")
			tb.waitFor(30*time.Second, "the empty result", `!!document.querySelector("#no-invoices")`)
			require.Contains(t, tb.text("#no-invoices"), "No invoice matches")

			// The invoice's own page: details and timeline.
			tb.run(30*time.Second, chromedp.Navigate(j.URL+"/m/invoices/"+made[0]))
			tb.waitFor(30*time.Second, "the invoice's details", `!!document.querySelector("#invoice-facts") && !!document.querySelector('#invoice-timeline li[data-kind="created"]')`)
			require.Contains(t, tb.text("#invoice-facts"), made[0])
			require.Contains(t, tb.text("#invoice-facts"), "12.5 USD")
			tb.waitFor(10*time.Second, "the staging step and the created event",
				`!!document.querySelector('#invoice-timeline li[data-kind="staged"]') && !!document.querySelector('#invoice-timeline li[data-event="invoice.created"]')`)
			noSidewaysScroll(tb)
			tb.audit(fmt.Sprintf("invoice page at %d px", width))

			// A new invoice from the dashboard, the button pressed twice:
			// one invoice, and its page offers its payment link.
			tb.run(30*time.Second, chromedp.Navigate(j.URL+"/m/invoices"))
			tb.waitFor(30*time.Second, "the new-invoice button", visible("#new-invoice"))
			tb.click("#new-invoice")
			tb.waitFor(10*time.Second, "the form", visible("#create-invoice"))
			tb.audit(fmt.Sprintf("new-invoice form at %d px", width))
			dashRef := fmt.Sprintf("DASH-%d-%s", width, ref)
			tb.setValue("#new-amount", "18.75")
			tb.setValue("#new-token", "EURC")
			tb.setValue("#new-description", "Made in the dashboard")
			tb.setValue("#new-reference", dashRef)
			tb.setValue("#new-expiry", "24h")
			tb.setValue("#new-success-url", j.URL+thanksPath)
			tb.setValue("#new-metadata", "order = "+dashRef+"\nchannel=dashboard")
			tb.click("#add-line")
			tb.waitFor(10*time.Second, "a line item row", visible("#new-line-name-1"))
			tb.setValue("#new-line-name-1", "Whole beans, 250 g")
			tb.setValue("#new-line-quantity-1", "3")
			tb.setValue("#new-line-price-1", "6.25")
			tb.audit(fmt.Sprintf("new-invoice form with a line item at %d px", width))
			tb.run(10*time.Second, chromedp.Evaluate(`(() => { const b = document.querySelector("#create-invoice-submit"); b.click(); b.click(); })()`, nil))
			tb.waitFor(30*time.Second, "the new invoice's page", `location.pathname.startsWith("/m/invoices/0x") && !!document.querySelector("#created-note") && !!document.querySelector("#invoice-facts")`)
			require.Contains(t, tb.text("#invoice-facts"), "18.75 USD, paid in EURC")
			require.Contains(t, tb.text("#invoice-facts"), "Made in the dashboard")
			require.Contains(t, tb.attr("#payment-url", "href"), "/i/0x")
			page, err := c.ListInvoices(context.Background(), sdk.InvoiceFilters{Search: dashRef}, "")
			require.NoError(t, err)
			require.Len(t, page.Invoices, 1, "two presses made one invoice")
			require.NotZero(t, page.Invoices[0].ExpiresAt, "it expires")
			formed, err := c.GetInvoice(context.Background(), page.Invoices[0].InvoiceID)
			require.NoError(t, err)
			require.Equal(t, map[string]string{"order": dashRef, "channel": "dashboard"}, formed.Metadata, "the form's metadata")
			require.Len(t, formed.LineItems, 1)
			require.Equal(t, "Whole beans, 250 g", formed.LineItems[0].Name)
			require.Equal(t, j.URL+thanksPath, formed.SuccessURL)
			noSidewaysScroll(tb)

			// Voided from its page (#36): asked first, then no longer payable.
			tb.waitFor(10*time.Second, "the Void button", visible("#void-submit"))
			acceptConfirms(tb)
			tb.click("#void-submit")
			tb.waitFor(30*time.Second, "the invoice voided", `!document.querySelector("#void-submit") && (document.querySelector("#invoice-facts")||{}).textContent.includes("Voided")`)
			require.Len(t, tb.confirms(), 1)
			require.Contains(t, tb.confirms()[0], "can no longer pay it")
			voided, err := c.GetInvoice(context.Background(), page.Invoices[0].InvoiceID)
			require.NoError(t, err)
			require.Equal(t, sdk.InvoiceStatus("voided"), voided.Status)
			tb.audit(fmt.Sprintf("voided invoice page at %d px", width))
		})
	}
}

// noSidewaysScroll fails when the page is wider than its viewport.
func noSidewaysScroll(tb *tab) {
	tb.t.Helper()
	var overflow int
	tb.run(10*time.Second, chromedp.Evaluate(`document.documentElement.scrollWidth - window.innerWidth`, &overflow))
	require.LessOrEqual(tb.t, overflow, 0, "the page is %d px wider than its viewport", overflow)
}

package e2e

import (
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
	"github.com/google/uuid"
	"github.com/stretchr/testify/require"
)

// TestMerchantPaymentLinks makes payment links on /m/links and uses them
// as a customer does, at desktop width and on a phone: a fixed price
// goes straight to its invoice's hosted page; a range refuses an amount
// outside it and takes one inside; a disabled link says so; the counts
// follow. axe-core audits the dashboard page and the customer's page.
func TestMerchantPaymentLinks(t *testing.T) {
	j := &journeys{env: startEnv(t, nil)}
	j.browser = newBrowser(t)
	for _, width := range []int64{1280, 375} {
		t.Run(fmt.Sprint(width), func(t *testing.T) {
			slug := fmt.Sprintf("beans-%d-%s", width, uuid.NewString()[:6])
			tb := j.signIn(t, "/m/links")
			if width < 400 {
				tb.run(10*time.Second, chromedp.EmulateViewport(width, 800, chromedp.EmulateMobile))
			}
			tb.waitFor(30*time.Second, "the new-link button", visible("#new-link"))
			tb.click("#new-link")
			tb.waitFor(10*time.Second, "the form", visible("#create-link"))
			tb.audit(fmt.Sprintf("new-link form at %d px", width))
			tb.setValue("#link-title", "A bag of beans")
			tb.setValue("#link-amount", "12.50")
			tb.setValue("#link-slug", slug)
			tb.click("#create-link-submit")
			row := fmt.Sprintf(`#links tr[data-slug=%q]`, slug)
			tb.waitFor(30*time.Second, "the new link in the list", fmt.Sprintf(`!!document.querySelector(%q)`, row))
			require.Contains(t, tb.text(row), "12.5 USD in USDC")
			require.Contains(t, tb.text(row), "0 made, 0 paid")
			noSidewaysScroll(tb)
			tb.audit(fmt.Sprintf("payment links at %d px", width))

			// The customer's side: the page, then the invoice.
			customer := j.browser.newTab(t, nil)
			if width < 400 {
				customer.run(10*time.Second, chromedp.EmulateViewport(width, 800, chromedp.EmulateMobile))
			}
			customer.run(30*time.Second, chromedp.Navigate(j.URL+"/l/"+slug))
			require.Contains(t, customer.text("h1"), "A bag of beans")
			require.Contains(t, customer.text("#link-amount"), "12.5 USD")
			noSidewaysScroll(customer)
			customer.audit(fmt.Sprintf("a payment link's page at %d px", width))
			customer.click("#link-pay")
			customer.waitFor(30*time.Second, "the invoice's hosted page", `location.pathname.startsWith("/i/0x")`)
			customer.waitFor(30*time.Second, "the amount", `document.body.innerText.includes("12.50") || document.body.innerText.includes("12.5")`)

			// The count follows; disabling stops the link.
			tb.run(30*time.Second, chromedp.Navigate(j.URL+"/m/links"))
			tb.waitFor(30*time.Second, "the count", fmt.Sprintf(`(document.querySelector(%q)?.innerText || "").includes("1 made, 0 paid")`, row))
			tb.click(row + " button[data-toggle]")
			tb.waitFor(30*time.Second, "the link disabled", fmt.Sprintf(`(document.querySelector(%q)?.innerText || "").includes("Disabled")`, row))
			customer.run(30*time.Second, chromedp.Navigate(j.URL+"/l/"+slug))
			require.Contains(t, customer.text("h1"), "no longer active")

			// A range: the customer enters the amount.
			tips := fmt.Sprintf("tips-%d-%s", width, uuid.NewString()[:6])
			tb.click("#new-link")
			tb.waitFor(10*time.Second, "the form", visible("#create-link"))
			tb.setValue("#link-title", "Tip jar")
			tb.setValue("#link-pricing", "range")
			tb.waitFor(10*time.Second, "the range fields", visible("#link-min"))
			tb.setValue("#link-min", "1")
			tb.setValue("#link-max", "50")
			tb.setValue("#link-slug", tips)
			tb.click("#create-link-submit")
			tb.waitFor(30*time.Second, "the range link", fmt.Sprintf(`(document.querySelector('#links tr[data-slug=%q]')?.innerText || "").includes("1 to 50 USD")`, tips))
			customer.run(30*time.Second, chromedp.Navigate(j.URL+"/l/"+tips))
			customer.setValue("#amount", "75")
			customer.click("#link-pay")
			customer.waitFor(30*time.Second, "the refusal", `!!document.querySelector("#link-error")`)
			require.True(t, strings.Contains(customer.text("#link-error"), "from 1 to 50"), customer.text("#link-error"))
			customer.audit(fmt.Sprintf("a refused amount at %d px", width))
			customer.setValue("#amount", "7.25")
			customer.click("#link-pay")
			customer.waitFor(30*time.Second, "the invoice's hosted page", `location.pathname.startsWith("/i/0x")`)
		})
	}
}

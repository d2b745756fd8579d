package e2e

import (
	"fmt"
	"net"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
	"github.com/stretchr/testify/require"

	"github.com/paystead/paystead/backend/config"
	"github.com/paystead/paystead/backend/mail"
	"github.com/paystead/paystead/backend/mail/mailtest"
	"github.com/paystead/paystead/sdk"
)

// TestReceiptByEmail (#36 item 8): where the operator configured SMTP, a
// paid invoice's receipt has "Email me this receipt"; the customer types
// an address, the page says the receipt is on its way, and the test's SMTP
// server receives it — on a phone in English, at 1280 px in Japanese and
// German, each audited with axe.
func TestReceiptByEmail(t *testing.T) {
	inbox := mailtest.Start(t, mailtest.Options{})
	j := &journeys{env: startEnv(t, func(c *config.Config) {
		host, port, _ := net.SplitHostPort(inbox.Addr)
		p, _ := strconv.Atoi(port)
		c.Email = &mail.Settings{Host: host, Port: p, TLS: mail.None, From: "Paystead <receipts@pay.example.com>"}
	})}
	j.browser = newBrowser(t)
	j.secret = j.App.Seed.SecretKey
	paid := j.createInvoice(t, j.secret, 5, sdk.USDC)
	w := newTestWallet(t, j.env, newKey(t), j.Chain.ChainID().Int64())
	fund(t, j.env, w.Address, 100_000_000)
	pay(j.openCheckout(t, w, paid.URL))

	for _, c := range []struct {
		lang          string
		width, height int64
		said          string
	}{
		{"en", 375, 812, "The receipt is on its way to"},
		{"ja", 1280, 900, "に送信しています"},
		{"de", 1280, 900, "Der Beleg ist unterwegs an"},
	} {
		t.Run(c.lang, func(t *testing.T) {
			to := "customer-" + c.lang + "@example.com"
			tb := j.browser.newTab(t, nil)
			tb.run(30*time.Second, chromedp.EmulateViewport(c.width, c.height), chromedp.Navigate(paid.URL))
			tb.waitFor(30*time.Second, "the page's WebAssembly", wasmRunning)
			tb.click("#stay") // the receipt, not the shop's success page
			if c.lang != "en" {
				chooseLanguage(tb, c.lang)
				tb.waitFor(30*time.Second, "the page in "+c.lang, fmt.Sprintf(`document.documentElement.lang === %q`, c.lang))
			}
			tb.waitFor(30*time.Second, "the receipt's email form", visible("#receipt-email-input"))
			tb.audit("the receipt's email form, " + c.lang)

			tb.setValue("#receipt-email-input", "not-an-address")
			tb.click("#receipt-email-send")
			tb.waitFor(10*time.Second, "the address refused", `document.querySelector("#receipt-email-status") !== null`)
			require.Contains(t, tb.text("#receipt-email-status"), "ana@example.com", "the example of an address")

			tb.setValue("#receipt-email-input", to)
			tb.click("#receipt-email-send")
			tb.waitFor(30*time.Second, "the page's answer", fmt.Sprintf(`(document.querySelector("#receipt-email-status") || {}).textContent?.includes(%q)`, to))
			require.Contains(t, tb.text("#receipt-email-status"), c.said)
			tb.audit("the receipt emailed, " + c.lang)

			m := inbox.Wait(t, 60*time.Second, "the receipt to "+to, func(m mailtest.Message) bool {
				return len(m.To) == 1 && m.To[0] == to
			})
			require.True(t, strings.HasPrefix(m.Subject, "Receipt from "), m.Subject)
			require.Contains(t, m.Body, paid.InvoiceID)
			require.Contains(t, m.Body, j.URL+"/i/"+paid.InvoiceID)
		})
	}
}

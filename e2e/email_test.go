package e2e

import (
	"encoding/json"
	"fmt"
	"net"
	"net/http"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/stretchr/testify/require"

	"github.com/paystead/paystead/backend/config"
	"github.com/paystead/paystead/backend/mail"
	"github.com/paystead/paystead/backend/mail/mailtest"
	"github.com/paystead/paystead/frontend/i18n"
	"github.com/paystead/paystead/sdk"
	"github.com/paystead/paystead/shared/checkoutapi"
)

// TestEmail (#36 item 8): where the operator configured SMTP, a paid
// invoice's receipt has "Email me this receipt"; the customer types an
// address, the page says the receipt is on its way, and the test's SMTP
// server receives it — on a phone in English, at 1280 px in Japanese and
// German, each audited with axe. The merchant sets an alert address in
// settings, is emailed when a wallet waits for review, and sees the alert
// listed as sent.
func TestEmail(t *testing.T) {
	inbox := mailtest.Start(t, mailtest.Options{})
	review := newKey(t)
	list := filepath.Join(t.TempDir(), "screening.txt")
	require.NoError(t, os.WriteFile(list, []byte(crypto.PubkeyToAddress(review.PublicKey).Hex()+" review asked by support\n"), 0o600))
	j := &journeys{env: startEnv(t, func(c *config.Config) {
		host, port, _ := net.SplitHostPort(inbox.Addr)
		p, _ := strconv.Atoi(port)
		c.Email = &mail.Settings{Host: host, Port: p, TLS: mail.None, From: "Paystead <receipts@pay.example.com>"}
		c.Compliance.Provider = "list"
		c.Compliance.ListFile = list
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

	t.Run("MerchantAlerts", func(t *testing.T) {
		w := newTestWallet(t, j.env, j.Chain.Merchant.Key, j.Chain.ChainID().Int64())
		tb := signInAs(t, j.env, j.browser, w, "/m/settings")
		tb.waitFor(30*time.Second, "the alert address field", visible("#alert-email"))
		require.NotContains(t, tb.text("#alert-help"), "sends no email", "this Paystead sends email")
		tb.setValue("#alert-email", "owner@demo.example")
		tb.click("#save-profile")
		tb.waitFor(30*time.Second, "the alert address saved", `document.body.innerText.includes("Alert address saved.")`)
		tb.audit("settings with the alert address")

		inv := j.createInvoice(t, j.secret, 2, sdk.USDC)
		var out map[string]any
		body := fmt.Sprintf(`{"invoiceId":%q,"address":%q}`, inv.InvoiceID, crypto.PubkeyToAddress(review.PublicKey).Hex())
		resp, err := http.Post(j.URL+"/api/checkout/authorize", "application/json", strings.NewReader(body))
		require.NoError(t, err)
		require.NoError(t, json.NewDecoder(resp.Body).Decode(&out))
		resp.Body.Close()
		require.Equal(t, "review", out["decision"])
		m := inbox.Wait(t, 60*time.Second, "the review alert", func(m mailtest.Message) bool {
			return len(m.To) == 1 && m.To[0] == "owner@demo.example" && strings.Contains(m.Body, inv.InvoiceID)
		})
		require.Contains(t, m.Subject, "A wallet waits for your review")

		tb.run(30*time.Second, chromedp.Navigate(j.URL+"/m/settings"))
		tb.waitFor(30*time.Second, "the latest alert, sent", `(document.querySelector("#alert-help")?.innerText || "").includes("Latest alert: “A wallet waits for your review") && document.querySelector("#alert-help").innerText.includes("sent 20")`)
	})

	// The review's reason reads in the customer's language (#36 item 4).
	t.Run("ReviewReasonInGerman", func(t *testing.T) {
		inv := j.createInvoice(t, j.secret, 2, sdk.USDC)
		w := newTestWallet(t, j.env, review, j.Chain.ChainID().Int64())
		tb := j.browser.newTab(t, w)
		tb.run(30*time.Second, chromedp.Navigate(inv.URL))
		tb.waitFor(30*time.Second, "the page's WebAssembly", wasmRunning)
		chooseLanguage(tb, "de")
		tb.waitFor(30*time.Second, "the page in German", `document.documentElement.lang === "de"`)
		connect(tb)
		require.Equal(t, "review", tb.attr("#decision", "data-decision"))
		de, _, err := i18n.Load("de")
		require.NoError(t, err)
		want := de.T(checkoutapi.ReasonReview, "merchant", j.App.Seed.Merchant.DisplayName)
		require.NotEqual(t, checkoutapi.FillReason(checkoutapi.ReasonReview, "merchant", j.App.Seed.Merchant.DisplayName), want)
		require.Equal(t, want, tb.text("#decision-reason"))
		tb.audit("a review in German")
	})
}

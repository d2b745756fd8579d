package e2e

import (
	"context"
	"crypto/ecdsa"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	cdpruntime "github.com/chromedp/cdproto/runtime"
	"github.com/chromedp/chromedp"
	"github.com/stretchr/testify/require"

	"github.com/paystead/paystead/backend/invoice"
	"github.com/paystead/paystead/sdk"
)

// axe-core, from npm (e2e/package.json; make test installs it), injected
// into the page under audit through DevTools.
var (
	axeOnce   sync.Once
	axeSource string
	axeErr    error
)

func axeScript(t *testing.T) string {
	t.Helper()
	axeOnce.Do(func() {
		var b []byte
		b, axeErr = os.ReadFile(filepath.Join("node_modules", "axe-core", "axe.min.js"))
		axeSource = string(b)
	})
	require.NoError(t, axeErr, "axe-core is not installed: run make deps-axe (make test does)")
	return axeSource
}

type axeViolation struct {
	ID     string   `json:"id"`
	Impact string   `json:"impact"`
	Help   string   `json:"help"`
	Nodes  []string `json:"nodes"`
}

// audit runs axe-core's rules (WCAG 2.0-2.2 A and AA and its best
// practices) on the page as it stands and fails on any serious or
// critical violation; lesser ones are logged.
func (tb *tab) audit(state string) {
	tb.t.Helper()
	var serious []string
	for _, v := range tb.axeViolations() {
		line := fmt.Sprintf("%s (%s): %s — %s", v.ID, v.Impact, v.Help, strings.Join(v.Nodes, " | "))
		if v.Impact == "serious" || v.Impact == "critical" {
			serious = append(serious, line)
		} else {
			tb.t.Logf("%s: minor accessibility finding: %s", state, line)
		}
	}
	require.Empty(tb.t, serious, "%s: axe-core finds serious or critical violations", state)
}

// axeViolations runs axe-core on the page and returns what it finds.
func (tb *tab) axeViolations() []axeViolation {
	tb.t.Helper()
	var loaded bool
	tb.run(20*time.Second, chromedp.Evaluate(`typeof window.axe === "object"`, &loaded))
	if !loaded {
		tb.run(20*time.Second, chromedp.Evaluate(axeScript(tb.t)+";true", &loaded))
	}
	found := []axeViolation{}
	tb.run(60*time.Second, chromedp.Evaluate(`axe.run(document, {resultTypes: ["violations"]}).then(r => r.violations.map(v => ({
		id: v.id, impact: v.impact || "", help: v.help,
		nodes: v.nodes.slice(0, 5).map(n => n.target.join(" ") + " " + (n.failureSummary || "").replace(/\s+/g, " ")),
	})))`, &found, func(p *cdpruntime.EvaluateParams) *cdpruntime.EvaluateParams { return p.WithAwaitPromise(true) }))
	return found
}

// TestCheckoutAccessibility audits every state of the hosted checkout with
// axe-core, on a phone (375 px) and on a desktop, in English and once in
// Japanese: the page before a wallet, without one, on the wrong network,
// cleared and ready, after a declined signature, paying, the receipt,
// review and refusal, the EURC price, expired, voided, refunded, not
// found and a broken link.
func TestCheckoutAccessibility(t *testing.T) {
	j := setupJourneys(t)
	for _, vp := range []struct {
		name          string
		width, height int64
		mobile        bool
	}{{"Phone", 375, 740, true}, {"Desktop", 1280, 900, false}} {
		t.Run(vp.name, func(t *testing.T) {
			viewport := chromedp.EmulateViewport(vp.width, vp.height)
			if vp.mobile {
				viewport = chromedp.EmulateViewport(vp.width, vp.height, chromedp.EmulateMobile)
			}
			open := func(t *testing.T, w *testWallet, url string) *tab {
				tb := j.browser.newTab(t, w)
				tb.run(30*time.Second, viewport, chromedp.Navigate(url))
				tb.waitFor(30*time.Second, "the page's WebAssembly", wasmRunning)
				return tb
			}
			chainID := j.Chain.ChainID().Int64()

			// The audit can fail: the same page with an unlabelled
			// button and an image without a text alternative.
			t.Run("TheAuditFindsViolations", func(t *testing.T) {
				tb := open(t, nil, j.URL+"/i/0x12")
				tb.waitFor(30*time.Second, "the broken-link notice", visible("#invoice-broken"))
				tb.run(10*time.Second, chromedp.Evaluate(`document.querySelector("main").insertAdjacentHTML("beforeend", '<button id="mute"></button><img src="/web/icon.svg">'); true`, nil))
				ids := map[string]string{}
				for _, v := range tb.axeViolations() {
					ids[v.ID] = v.Impact
				}
				require.Equal(t, "critical", ids["button-name"], "found: %v", ids)
				require.Equal(t, "critical", ids["image-alt"], "found: %v", ids)
			})

			t.Run("NotFoundAndBrokenLink", func(t *testing.T) {
				tb := open(t, nil, j.URL+"/i/0x"+strings.Repeat("0", 64))
				tb.waitFor(30*time.Second, "the not-found notice", visible("#invoice-missing"))
				tb.audit("invoice not found")
				tb = open(t, nil, j.URL+"/i/0x12")
				tb.waitFor(30*time.Second, "the broken-link notice", visible("#invoice-broken"))
				tb.audit("broken payment link")
			})

			t.Run("StartAndNoWallet", func(t *testing.T) {
				inv := j.createInvoice(t, j.secret, 3, sdk.USDC)
				tb := open(t, nil, inv.URL)
				tb.waitFor(30*time.Second, "the connect button", visible("#connect-wallet"))
				tb.audit("open invoice, before connecting")
				tb.click("#connect-wallet")
				tb.waitFor(30*time.Second, "the no-wallet help", visible("#no-wallet"))
				tb.audit("no wallet in the browser")
			})

			// Two wallets in the browser: the chooser, its icons decorative.
			t.Run("WalletChooser", func(t *testing.T) {
				w := newTestWallet(t, j.env, newKey(t), chainID)
				w.AlsoAnnounce = true
				inv := j.createInvoice(t, j.secret, 2.5, sdk.USDC)
				tb := open(t, w, inv.URL)
				tb.click("#connect-wallet")
				tb.waitFor(30*time.Second, "the wallet chooser", visible("#wallet-chooser"))
				tb.audit("two wallets: choose one")
				tb.click(`[data-wallet-rdns="dev.paystead.testwallet"]`)
				tb.waitFor(30*time.Second, "the gate's decision", `!!document.querySelector("#decision")`)
			})

			t.Run("WrongNetworkReadyDeclinedPaidReceipt", func(t *testing.T) {
				w := newTestWallet(t, j.env, newKey(t), 1)
				fundTokensOnly(t, j.env, w.Address, 100_000_000)
				inv := j.createInvoice(t, j.secret, 4.5, sdk.USDC)
				tb := open(t, w, inv.URL)
				tb.click("#connect-wallet")
				tb.waitFor(30*time.Second, "the network switch", visible("#switch-chain"))
				tb.audit("wallet on the wrong network")
				tb.click("#switch-chain")
				tb.waitFor(30*time.Second, "the pay button", `document.querySelector("#pay") && !document.querySelector("#pay").disabled`)
				tb.audit("cleared and ready to pay (one signature)")
				w.rejectNext("eth_signTypedData_v4")
				tb.click("#pay")
				tb.waitFor(30*time.Second, "the declined signature explained", visible("#error"))
				tb.audit("a declined signature explained, with retry")
				tb.click("#retry")
				tb.waitFor(90*time.Second, "the receipt", attrIs("#progress", "data-status", "settled"))
				tb.waitFor(30*time.Second, "the receipt", visible("#receipt"))
				tb.click("#stay")
				tb.audit("paid: progress and receipt")
			})

			t.Run("ReviewAndRefusal", func(t *testing.T) {
				for name, key := range map[string]*ecdsa.PrivateKey{"review": j.reviewKey, "reject": j.rejectKey} {
					w := newTestWallet(t, j.env, key, chainID)
					inv := j.createInvoice(t, j.secret, 2, sdk.USDC)
					tb := open(t, w, inv.URL)
					connect(tb)
					require.Equal(t, name, tb.attr("#decision", "data-decision"))
					tb.audit("decision " + name)
				}
			})

			t.Run("EURCPrice", func(t *testing.T) {
				w := newTestWallet(t, j.env, newKey(t), chainID)
				fund(t, j.env, w.Address, 100_000_000)
				inv := j.createInvoice(t, j.secret, 5, sdk.EURC)
				tb := open(t, w, inv.URL)
				tb.waitFor(30*time.Second, "the EURC price", visible("#quote-amount-in"))
				tb.audit("EURC invoice with its price")
			})

			t.Run("ExpiredVoidedRefunded", func(t *testing.T) {
				expired := j.createInvoice(t, j.secret, 1, sdk.USDC)
				id, err := invoice.ParseID(expired.InvoiceID)
				require.NoError(t, err)
				_, err = j.App.Pool.Exec(context.Background(), `UPDATE invoices SET expires_at = now() - interval '1 minute' WHERE id = $1`, id[:])
				require.NoError(t, err)
				tb := open(t, nil, expired.URL)
				tb.waitFor(30*time.Second, "the expired notice", visible("#invoice-closed"))
				tb.audit("expired invoice")

				voided := j.createInvoice(t, j.secret, 1, sdk.USDC)
				c, err := sdk.NewClient(j.secret, sdk.WithBaseURL(j.URL))
				require.NoError(t, err)
				_, err = c.VoidInvoice(context.Background(), voided.InvoiceID)
				require.NoError(t, err)
				tb = open(t, nil, voided.URL)
				tb.waitFor(30*time.Second, "the voided notice", attrIs("#invoice-closed", "data-status", "voided"))
				tb.audit("voided invoice")

				refunded := j.createInvoice(t, j.secret, 1, sdk.USDC)
				id, err = invoice.ParseID(refunded.InvoiceID)
				require.NoError(t, err)
				_, err = j.App.Pool.Exec(context.Background(), `UPDATE invoices SET status = 'refunded' WHERE id = $1`, id[:])
				require.NoError(t, err)
				tb = open(t, nil, refunded.URL)
				tb.waitFor(30*time.Second, "the refunded notice", visible("#invoice-closed"))
				tb.audit("refunded invoice")
			})

			t.Run("InJapanese", func(t *testing.T) {
				w := newTestWallet(t, j.env, newKey(t), chainID)
				fundTokensOnly(t, j.env, w.Address, 10_000_000)
				inv := j.createInvoice(t, j.secret, 2, sdk.USDC)
				tb := open(t, w, inv.URL)
				connect(tb)
				chooseLanguage(tb, "ja")
				tb.waitFor(30*time.Second, "the page in Japanese", `document.documentElement.lang === "ja"`)
				tb.waitFor(30*time.Second, "the pay button", `document.querySelector("#pay") && !document.querySelector("#pay").disabled`)
				tb.audit("ready to pay, in Japanese")
				chooseLanguage(tb, "en") // the choice is the shared browser's cookie
				tb.waitFor(30*time.Second, "the page in English", `document.documentElement.lang === "en"`)
			})
		})
	}
}

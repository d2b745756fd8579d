package e2e

import (
	"context"
	"crypto/ecdsa"
	"crypto/hmac"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"io"
	"math/big"
	"net/http"
	"net/http/httptest"
	"net/url"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	cdpbrowser "github.com/chromedp/cdproto/browser"
	"github.com/chromedp/cdproto/emulation"
	"github.com/chromedp/cdproto/network"
	cdpruntime "github.com/chromedp/cdproto/runtime"
	"github.com/chromedp/chromedp"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/stretchr/testify/require"

	"github.com/paystead/paystead/backend/chain"
	"github.com/paystead/paystead/backend/config"
	"github.com/paystead/paystead/backend/invoice"
	"github.com/paystead/paystead/frontend/i18n"
	"github.com/paystead/paystead/sdk"
	"github.com/paystead/paystead/shared/invoiceapi"
	"github.com/paystead/paystead/shared/money"
	"github.com/paystead/paystead/shared/webhookapi"
)

// journeys is the shared set-up of the journeys: one Paystead with the
// list screening provider, one browser, and the test's success page.
type journeys struct {
	*env
	browser *browser
	secret  string // the demo merchant's secret key

	reviewKey, rejectKey *ecdsa.PrivateKey

	mu     sync.Mutex
	thanks int // visits of the success page
}

const thanksPath = "/e2e/thanks"

func setupJourneys(t *testing.T) *journeys {
	reviewKey, rejectKey := newKey(t), newKey(t)
	list := filepath.Join(t.TempDir(), "screening.txt")
	require.NoError(t, os.WriteFile(list, []byte(fmt.Sprintf(
		"%s review asked by the merchant's risk team\n%s sanctioned OFAC SDN\n",
		crypto.PubkeyToAddress(reviewKey.PublicKey).Hex(), crypto.PubkeyToAddress(rejectKey.PublicKey).Hex())), 0o600))
	j := &journeys{reviewKey: reviewKey, rejectKey: rejectKey}
	j.env = startEnvWith(t, func(c *config.Config) {
		c.Compliance.Provider = "list"
		c.Compliance.ListFile = list
	}, func(w http.ResponseWriter, r *http.Request) {
		j.mu.Lock()
		j.thanks++
		j.mu.Unlock()
		w.Header().Set("Content-Type", "text/html; charset=utf-8")
		_, _ = io.WriteString(w, "<!doctype html><title>Thanks</title><h1>Thanks for your order</h1>")
	})
	j.browser = newBrowser(t)
	j.secret = j.App.Seed.SecretKey
	return j
}

func newKey(t *testing.T) *ecdsa.PrivateKey {
	t.Helper()
	k, err := crypto.GenerateKey()
	require.NoError(t, err)
	return k
}

// createInvoice creates an invoice over REST with the Go client.
func (j *journeys) createInvoice(t *testing.T, apiKey string, amount float64, token sdk.PayInToken) *sdk.Invoice {
	t.Helper()
	c, err := sdk.NewClient(apiKey, sdk.WithBaseURL(j.URL))
	require.NoError(t, err)
	inv, err := c.CreateInvoice(context.Background(), sdk.CreateInvoiceParams{
		AmountUSDC: amount, PayInToken: token,
		SuccessURL: j.URL + thanksPath, CancelURL: j.URL + thanksPath + "?cancelled=1",
		Metadata: map[string]string{"order": "e2e-" + t.Name()},
	})
	require.NoError(t, err)
	return inv
}

// invoiceStatus reads the invoice's status over REST.
// openCheckout opens an invoice's page for wallet and connects it.
func (j *journeys) openCheckout(t *testing.T, wallet *testWallet, url string) *tab {
	t.Helper()
	tb := j.browser.newTab(t, wallet)
	tb.run(30*time.Second, chromedp.Navigate(url))
	connect(tb)
	return tb
}

func (j *journeys) invoiceStatus(t *testing.T, id string) string {
	t.Helper()
	resp, err := http.Get(j.URL + "/api/invoices/" + id)
	require.NoError(t, err)
	defer resp.Body.Close()
	var v invoiceapi.View
	require.NoError(t, json.NewDecoder(resp.Body).Decode(&v))
	return v.Status
}

// connect clicks Connect, picks the test wallet when a chooser appears,
// switches chains when asked, and waits for the compliance decision.
func connect(tb *tab) {
	tb.t.Helper()
	tb.waitFor(30*time.Second, "the page's WebAssembly", wasmRunning)
	tb.click("#connect-wallet")
	tb.waitFor(30*time.Second, "a wallet chooser, a chain switch or a decision",
		`document.querySelector('button[data-wallet-rdns="dev.paystead.testwallet"]') || document.querySelector("#switch-chain") || document.querySelector("#decision[data-decision]")`)
	var chooser bool
	tb.run(5*time.Second, chromedp.Evaluate(`!!document.querySelector('button[data-wallet-rdns="dev.paystead.testwallet"]')`, &chooser))
	if chooser {
		tb.click(`button[data-wallet-rdns="dev.paystead.testwallet"]`)
	}
	tb.waitFor(30*time.Second, "a chain switch or a decision", `document.querySelector("#switch-chain") || document.querySelector("#decision[data-decision]")`)
	var wrongChain bool
	tb.run(5*time.Second, chromedp.Evaluate(`!!document.querySelector("#switch-chain")`, &wrongChain))
	if wrongChain {
		tb.click("#switch-chain")
	}
	tb.waitFor(30*time.Second, "the compliance decision", `document.querySelector("#decision[data-decision]")`)
}

// pay approves Permit2 when the page asks, signs, and waits until the
// payment settles.
func pay(tb *tab) {
	tb.t.Helper()
	tb.waitFor(30*time.Second, "the pay or approve step",
		`(document.querySelector("#approve") && document.querySelector("#approve").offsetParent) || (document.querySelector("#pay") && !document.querySelector("#pay").disabled)`)
	var approve bool
	tb.run(5*time.Second, chromedp.Evaluate(`!!(document.querySelector("#approve") && document.querySelector("#approve").offsetParent && !document.querySelector("#approve").disabled)`, &approve))
	if approve {
		tb.click("#approve")
	}
	tb.click("#pay")
	tb.waitFor(90*time.Second, "the payment to settle", attrIs("#progress", "data-status", "settled"))
}

// TestJourneys walks the customer and merchant journeys of issue #10 in
// Chromium, in order (the merchant journey moves the chain's clock).
func TestJourneys(t *testing.T) {
	j := setupJourneys(t)

	// The customer's wallet holds USDC and no ETH and never approved
	// Permit2: it signs one EIP-3009 authorization (Circle's USDC takes
	// them, #33) and sends nothing.
	t.Run("CustomerPaysUSDCAndIsRedirected", func(t *testing.T) {
		key := newKey(t)
		w := newTestWallet(t, j.env, key, 1) // on mainnet: the page must switch
		fundTokensOnly(t, j.env, w.Address, 1_000_000_000)
		inv := j.createInvoice(t, j.secret, 12.34, sdk.USDC)

		tb := j.browser.newTab(t, w)
		tb.run(30*time.Second, chromedp.Navigate(inv.URL))
		require.Contains(t, tb.text("#invoice-amount"), "12.34")
		require.Contains(t, tb.text("#invoice-merchant"), "Demo Coffee Roasters")
		// The network by name before connecting, and that no real money moves on it (#36).
		require.Equal(t, "Pay with USDC on Paystead Dev", tb.text("#invoice-pay-in"))
		require.Contains(t, tb.text("#invoice-testnet"), "no real money")
		connect(tb)
		require.Equal(t, "allow", tb.attr("#decision", "data-decision"))
		require.GreaterOrEqual(t, w.asked("wallet_switchEthereumChain"), 1, "the page asked the wallet to switch chains")
		tb.waitFor(30*time.Second, "the pay button", `document.querySelector("#pay") && !document.querySelector("#pay").disabled`)
		require.Contains(t, tb.text("#pay-hint"), "sign the payment", "the page says what the wallet will ask")
		require.Contains(t, tb.text("#pay-hint"), "costs no gas")
		pay(tb)
		require.NotEmpty(t, tb.text("#settle-tx"))
		require.NotEmpty(t, tb.text("#refund-ends"))
		require.Equal(t, j.URL+thanksPath, tb.attr("#success-link", "href"))
		tb.waitFor(30*time.Second, "the redirect to the success page", fmt.Sprintf(`location.href === %q`, j.URL+thanksPath))
		require.Equal(t, "paid", j.invoiceStatus(t, inv.InvoiceID))
		require.Equal(t, 1, w.asked("eth_signTypedData_v4"), "one authorization pays")
		require.Zero(t, w.asked("eth_sendTransaction"), "no approval transaction")
		eth, err := j.Chain.Client().BalanceAt(context.Background(), w.Address, nil)
		require.NoError(t, err)
		require.Zero(t, eth.Sign(), "the wallet paid holding 0 ETH")
		j.mu.Lock()
		require.Equal(t, 1, j.thanks)
		j.mu.Unlock()
	})

	// A phone with no wallet in its browser: the page offers the wallet
	// apps' own browsers, a QR code of its address for the phone that holds
	// the wallet, and the link to copy.
	t.Run("WithNoWalletThePageOffersWalletAppsAQRCodeAndTheLink", func(t *testing.T) {
		inv := j.createInvoice(t, j.secret, 3, sdk.USDC)
		tb := j.browser.newTab(t, nil)
		tb.run(30*time.Second, chromedp.EmulateViewport(375, 740, chromedp.EmulateMobile),
			cdpbrowser.GrantPermissions([]cdpbrowser.PermissionType{cdpbrowser.PermissionTypeClipboardReadWrite, cdpbrowser.PermissionTypeClipboardSanitizedWrite}).
				WithOrigin(j.URL),
			chromedp.Navigate(inv.URL))
		tb.waitFor(30*time.Second, "the page's program to run", `!!document.querySelector("#connect-wallet")`)
		tb.click("#connect-wallet")
		tb.waitFor(30*time.Second, "the no-wallet help", visible("#no-wallet"))

		enc := url.QueryEscape(inv.URL)
		require.Equal(t, "https://metamask.app.link/dapp/"+strings.TrimPrefix(inv.URL, "http://"), tb.attr("#open-metamask", "href"))
		require.Equal(t, "https://go.cb-w.com/dapp?cb_url="+enc, tb.attr("#open-coinbase", "href"))
		require.Equal(t, "https://link.trustwallet.com/open_url?coin_id=60&url="+enc, tb.attr("#open-trust", "href"))
		require.Equal(t, "https://rnbwapp.com/dapp?url="+enc, tb.attr("#open-rainbow", "href"))

		tb.waitFor(30*time.Second, "the QR code to load", `(() => { const i = document.querySelector("#invoice-qr"); return i && i.complete && i.naturalWidth > 0; })()`)
		require.Equal(t, "/i/"+inv.InvoiceID+"/qr.svg", tb.attr("#invoice-qr", "src"))
		var fits bool
		tb.run(10*time.Second, chromedp.Evaluate(`document.documentElement.scrollWidth <= window.innerWidth`, &fits))
		require.True(t, fits, "nothing scrolls sideways at 375 px")
		require.NotEmpty(t, tb.attr("#invoice-qr", "alt"))

		var shown string
		tb.run(10*time.Second, chromedp.Evaluate(`document.querySelector("#page-link").value`, &shown))
		require.Equal(t, inv.URL, shown)
		tb.click("#copy-link")
		tb.waitFor(10*time.Second, "the link to be copied", `document.querySelector("#copy-link").textContent === "Link copied"`)
		var copied string
		tb.run(10*time.Second, chromedp.Evaluate(`navigator.clipboard.readText()`, &copied, func(p *cdpruntime.EvaluateParams) *cdpruntime.EvaluateParams {
			return p.WithAwaitPromise(true)
		}))
		require.Equal(t, inv.URL, copied)
	})

	// The page counts an expiring invoice down and, when its time is up,
	// stops offering to pay without a reload.
	t.Run("AnInvoiceExpiresWhileItsPageIsOpen", func(t *testing.T) {
		w := newTestWallet(t, j.env, newKey(t), j.Chain.ChainID().Int64())
		fund(t, j.env, w.Address, 10_000_000)
		inv := j.createInvoice(t, j.secret, 1.5, sdk.USDC)
		id, err := invoice.ParseID(inv.InvoiceID)
		require.NoError(t, err)
		// Creation asks for a minute at least; the test brings it closer.
		_, err = j.App.Pool.Exec(context.Background(), `UPDATE invoices SET expires_at = now() + interval '12 seconds' WHERE id = $1`, id[:])
		require.NoError(t, err)

		tb := j.openCheckout(t, w, inv.URL)
		require.Contains(t, tb.text("#invoice-expires"), "Pay within 0:", "seconds left")
		tb.waitFor(30*time.Second, "the page to show the invoice expired", attrIs("#invoice-closed", "data-status", "expired"))
		require.Contains(t, tb.text("#invoice-closed"), "expired")
		require.Contains(t, tb.text("#invoice-status"), "Expired")
		var payShown bool
		tb.run(5*time.Second, chromedp.Evaluate(`!!document.querySelector("#pay")`, &payShown))
		require.False(t, payShown, "nothing to pay any more")
		require.Zero(t, w.asked("eth_signTypedData_v4"))
	})

	t.Run("DeclinedSignatureAndShortBalanceAreExplained", func(t *testing.T) {
		// A wallet with 1 USDC: a 2 USD invoice is explained as short.
		poor := newTestWallet(t, j.env, newKey(t), j.Chain.ChainID().Int64())
		fund(t, j.env, poor.Address, 1_000_000)
		inv := j.createInvoice(t, j.secret, 2, sdk.USDC)
		tb := j.openCheckout(t, poor, inv.URL)
		require.Equal(t, "allow", tb.attr("#decision", "data-decision"))
		short := tb.text("#error")
		require.Contains(t, short, "Your wallet holds 1", "the page says what the wallet holds: %q", short)
		require.Contains(t, short, "USDC")
		require.Zero(t, poor.asked("eth_signTypedData_v4"), "nothing to sign with too little money")

		// The customer declines the signature, reads why nothing happened,
		// and pays on the retry.
		w := newTestWallet(t, j.env, newKey(t), j.Chain.ChainID().Int64())
		fund(t, j.env, w.Address, 100_000_000)
		w.rejectNext("eth_signTypedData_v4")
		inv = j.createInvoice(t, j.secret, 4.2, sdk.USDC)
		tb = j.openCheckout(t, w, inv.URL)
		tb.waitFor(30*time.Second, "the pay or approve step",
			`(document.querySelector("#approve") && document.querySelector("#approve").offsetParent) || (document.querySelector("#pay") && !document.querySelector("#pay").disabled)`)
		var approve bool
		tb.run(5*time.Second, chromedp.Evaluate(`!!(document.querySelector("#approve") && document.querySelector("#approve").offsetParent)`, &approve))
		if approve {
			tb.click("#approve")
		}
		tb.click("#pay")
		require.Contains(t, tb.text("#error"), "declined", "the page explains the declined signature")
		require.Equal(t, "open", j.invoiceStatus(t, inv.InvoiceID))
		tb.click("#retry")
		tb.waitFor(90*time.Second, "the payment to settle", attrIs("#progress", "data-status", "settled"))
		require.Equal(t, "paid", j.invoiceStatus(t, inv.InvoiceID))
		require.Equal(t, 2, w.asked("eth_signTypedData_v4"), "the authorization declined once, then signed on the retry")
	})

	t.Run("CustomerPaysEURCThroughAQuote", func(t *testing.T) {
		key := newKey(t)
		w := newTestWallet(t, j.env, key, j.Chain.ChainID().Int64())
		fund(t, j.env, w.Address, 1_000_000_000)
		eurc := chain.NewToken(j.Chain.Client(), j.Chain.Addresses().EURC)
		before, err := eurc.BalanceOf(context.Background(), w.Address)
		require.NoError(t, err)
		inv := j.createInvoice(t, j.secret, 25, sdk.EURC)

		tb := j.openCheckout(t, w, inv.URL)
		require.Equal(t, "allow", tb.attr("#decision", "data-decision"))
		quoted := tb.text("#quote-amount-in")
		require.Regexp(t, `^[0-9]+\.[0-9]{2} EURC$`, quoted, "the price to the cent, rounded up (#36)")
		require.NotEmpty(t, tb.text("#quote-expiry"))
		tb.waitFor(30*time.Second, "the pay button naming what leaves the wallet",
			`(document.querySelector("#pay")||{}).textContent === "Pay " + document.querySelector("#quote-amount-in").textContent`)
		pay(tb)
		require.Equal(t, "paid", j.invoiceStatus(t, inv.InvoiceID))
		after, err := eurc.BalanceOf(context.Background(), w.Address)
		require.NoError(t, err)
		spent := new(big.Int).Sub(before, after)
		// 25 USDC at about 1.08 USDC per EURC: about 23.1 EURC, never more
		// than the signed maximum (the quote plus its cushion).
		require.Positive(t, spent.Sign())
		require.Less(t, spent.Int64(), int64(25_000_000), "EURC spent for a 25 USD invoice: %s", spent)

		// The receipt says what was really taken, in EURC, once the page has
		// read the paid invoice back; printed, it keeps the receipt and drops
		// the buttons.
		tb.waitFor(30*time.Second, "the receipt's amount taken", `!!document.querySelector("#receipt-amount-in")`)
		require.Equal(t, money.FormatUnits(spent.Int64(), 6)+" EURC", tb.text("#receipt-amount-in"))
		require.Equal(t, w.Address.Hex(), tb.text("#receipt-payer"))
		tb.run(10*time.Second, emulation.SetEmulatedMedia().WithMedia("print"))
		tb.waitFor(10*time.Second, "the print layout", `!(`+visible("#print-receipt")+`) && `+visible("#receipt"))
	})

	t.Run("ReviewAndRejectThenTheMerchantApproves", func(t *testing.T) {
		reject := newTestWallet(t, j.env, j.rejectKey, j.Chain.ChainID().Int64())
		inv := j.createInvoice(t, j.secret, 5, sdk.USDC)
		tb := j.openCheckout(t, reject, inv.URL)
		require.Equal(t, "reject", tb.attr("#decision", "data-decision"))
		require.NotEmpty(t, tb.text("#decision-reason"))
		var payable bool
		tb.run(5*time.Second, chromedp.Evaluate(`!!(document.querySelector("#pay") && !document.querySelector("#pay").disabled)`, &payable))
		require.False(t, payable, "a rejected wallet cannot pay")

		review := newTestWallet(t, j.env, j.reviewKey, j.Chain.ChainID().Int64())
		fund(t, j.env, review.Address, 100_000_000)
		customer := j.openCheckout(t, review, inv.URL)
		require.Equal(t, "review", customer.attr("#decision", "data-decision"))
		ticket := customer.text("#review-ticket")
		require.NotEmpty(t, ticket)
		require.Contains(t, customer.text("#support-contact"), "support@demo-coffee.example")
		require.Contains(t, customer.text("#decision-reason"), "24 hours")

		merchant := j.signIn(t, "/m/compliance")
		merchant.waitFor(30*time.Second, "the review ticket in the queue", `document.querySelector("#review-queue tr[data-ticket-id] button[data-approve]")`)
		merchant.click("#review-queue tr[data-ticket-id] button[data-approve]")
		merchant.waitFor(30*time.Second, "the queue to empty", `!document.querySelector("#review-queue tr[data-ticket-id] button[data-approve]")`)

		customer.click("#recheck")
		customer.waitFor(30*time.Second, "the allow decision", attrIs("#decision", "data-decision", "allow"))
		pay(customer)
		require.Equal(t, "paid", j.invoiceStatus(t, inv.InvoiceID))
	})

	t.Run("WebhookEndpointAddedOnSettingsReceivesThePayment", func(t *testing.T) {
		type delivery struct {
			signature string
			body      []byte
		}
		got := make(chan delivery, 16)
		receiver := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			body, _ := io.ReadAll(r.Body)
			got <- delivery{r.Header.Get("Paystead-Signature"), body}
			w.WriteHeader(http.StatusNoContent)
		}))
		t.Cleanup(receiver.Close)

		merchant := j.signIn(t, "/m/settings")
		merchant.setValue("#webhook-url", receiver.URL+"/hooks")
		merchant.click("#add-webhook")
		secret := merchant.text("#webhook-secret")
		require.True(t, strings.HasPrefix(secret, "whsec_"), "the secret is shown once: %q", secret)

		key := newKey(t)
		w := newTestWallet(t, j.env, key, j.Chain.ChainID().Int64())
		fund(t, j.env, w.Address, 100_000_000)
		inv := j.createInvoice(t, j.secret, 3.5, sdk.USDC)
		tb := j.openCheckout(t, w, inv.URL)
		pay(tb)

		deadline := time.After(60 * time.Second)
		for {
			select {
			case d := <-got:
				var ev webhookapi.Event
				require.NoError(t, json.Unmarshal(d.body, &ev))
				if ev.Type != webhookapi.InvoicePaid || ev.Data.Invoice.ID != inv.InvoiceID {
					continue
				}
				require.True(t, validSignature(d.signature, d.body, secret), "signature %q", d.signature)
				merchant.run(30*time.Second, chromedp.Reload())
				merchant.waitFor(30*time.Second, "the delivery in the log", `document.querySelector('#webhook-deliveries [data-event-type="invoice.paid"]')`)
				return
			case <-deadline:
				t.Fatal("no invoice.paid delivery within 60 s")
			}
		}
	})

	t.Run("MerchantSignsInCreatesAKeyAndClaims", func(t *testing.T) {
		merchant := j.signIn(t, "/m/settings")
		merchant.setValue("#key-label", "e2e server")
		merchant.setValue("#key-kind", "secret")
		merchant.click("#create-key")
		newSecret := merchant.text("#new-key-secret")
		require.True(t, strings.HasPrefix(newSecret, "ak_live_"), "the new secret key is shown: %q", newSecret)

		merchant.setValue("#origin-input", "https://shop.example")
		merchant.click("#add-origin")
		merchant.waitFor(30*time.Second, "the origin in the list", `document.querySelector("#origins") && document.querySelector("#origins").innerText.includes("https://shop.example")`)

		// The key works over REST.
		inv := j.createInvoice(t, newSecret, 7.77, sdk.USDC)
		w := newTestWallet(t, j.env, newKey(t), j.Chain.ChainID().Int64())
		fund(t, j.env, w.Address, 100_000_000)
		tb := j.openCheckout(t, w, inv.URL)
		pay(tb)

		merchant.run(30*time.Second, chromedp.Navigate(j.URL+"/m/treasury"))
		merchant.waitFor(30*time.Second, "the payment in the treasury", fmt.Sprintf(`document.querySelector('#escrow-rows tr[data-invoice-id=%q]')`, inv.InvoiceID))
		require.Equal(t, "pending", merchant.attr(fmt.Sprintf(`#escrow-rows tr[data-invoice-id=%q]`, inv.InvoiceID), "data-bucket"))

		usdc := chain.NewToken(j.Chain.Client(), j.Chain.Addresses().USDC)
		payoutBefore, err := usdc.BalanceOf(context.Background(), j.Chain.Payout.Address)
		require.NoError(t, err)

		require.NoError(t, j.Chain.IncreaseTime(7*24*time.Hour+time.Hour))
		require.NoError(t, j.Chain.Mine())
		merchant.run(30*time.Second, chromedp.Reload())
		merchant.waitFor(30*time.Second, "the payment to mature", attrIs(fmt.Sprintf(`#escrow-rows tr[data-invoice-id=%q]`, inv.InvoiceID), "data-bucket", "matured"))
		merchant.click("#claim-all")
		merchant.waitFor(60*time.Second, "the claim", attrIs(fmt.Sprintf(`#escrow-rows tr[data-invoice-id=%q]`, inv.InvoiceID), "data-bucket", "claimed"))
		require.NotEmpty(t, merchant.text("#claim-result"))

		payoutAfter, err := usdc.BalanceOf(context.Background(), j.Chain.Payout.Address)
		require.NoError(t, err)
		// Every paid invoice of the demo merchant has matured; the claim
		// pays them all out, this one's 7.77 USDC among them.
		require.GreaterOrEqual(t, new(big.Int).Sub(payoutAfter, payoutBefore).Int64(), int64(7_770_000))
	})

	// The page opens in the browser's language, switches in place with
	// the journey kept, and remembers the choice. Last: the choice is a
	// cookie of the browser every journey shares (it is set back here).
	t.Run("ThePageSpeaksTheCustomersLanguage", func(t *testing.T) {
		fr, _, err := i18n.Load("fr")
		require.NoError(t, err)
		ja, _, err := i18n.Load("ja")
		require.NoError(t, err)
		const merchant = "Demo Coffee Roasters"
		w := newTestWallet(t, j.env, newKey(t), j.Chain.ChainID().Int64())
		fund(t, j.env, w.Address, 10_000_000)
		inv := j.createInvoice(t, j.secret, 1234.5, sdk.USDC)

		tb := j.browser.newTab(t, w)
		tb.run(30*time.Second,
			network.SetExtraHTTPHeaders(network.Headers{"Accept-Language": "fr-CA,fr;q=0.9,en;q=0.5"}),
			chromedp.Navigate(inv.URL))
		require.Equal(t, "fr", tb.attr("html", "lang"))
		require.Equal(t, fr.T("Pay {merchant}", "merchant", merchant), tb.text("h1"), "prerendered in French")
		require.Equal(t, fr.USD("1234.5"), tb.text("#invoice-amount"))
		require.Equal(t, "1\u202f234,50 $US", tb.text("#invoice-amount"), "French groups with a narrow no-break space")
		connect(tb)
		require.Equal(t, fr.T("Your wallet is cleared to pay this invoice."), tb.text("#decision-reason"))
		// The wallet holds 10 USDC: the shortfall is explained in French.
		short := tb.text("#error-message")
		require.Contains(t, short, "1\u202f234,50 USDC")
		require.Contains(t, short, "10,00 USDC")

		chooseLanguage(tb, "ja")
		tb.waitFor(30*time.Second, "the page in Japanese", fmt.Sprintf(`document.querySelector("h1").textContent === %q`, ja.T("Pay {merchant}", "merchant", merchant)))
		require.Equal(t, "ja", tb.attr("html", "lang"))
		require.Equal(t, ja.T("Your wallet is cleared to pay this invoice."), tb.text("#decision-reason"), "the journey is where it was")
		require.Equal(t, ja.USD("1234.5"), tb.text("#invoice-amount"))
		require.NotEqual(t, short, tb.text("#error-message"), "the error is said again in Japanese")
		require.Contains(t, tb.text("#error-message"), "1,234.50 USDC")

		fund(t, j.env, w.Address, 2_000_000_000)
		tb.click("#retry")
		tb.waitFor(30*time.Second, "the pay button", `document.querySelector("#pay") && !document.querySelector("#pay").disabled`)
		require.Equal(t, ja.T("Pay {amount}", "amount", ja.USD("1234.5")), tb.text("#pay"))

		// The choice outranks the browser's French on the next visit.
		tb.run(30*time.Second, chromedp.Reload())
		require.Equal(t, ja.T("Pay {merchant}", "merchant", merchant), tb.text("h1"), "prerendered in the chosen language")
		require.Equal(t, "ja", tb.attr("html", "lang"))

		connect(tb)
		chooseLanguage(tb, "en")
		tb.waitFor(30*time.Second, "the page in English", `document.querySelector("h1").textContent === "Pay Demo Coffee Roasters"`)
		require.Equal(t, "Your wallet is cleared to pay this invoice.", tb.text("#decision-reason"))
		tb.run(30*time.Second, chromedp.Reload())
		require.Equal(t, "Pay Demo Coffee Roasters", tb.text("h1"), "English chosen outranks the browser's French too")
	})
}

// chooseLanguage picks tag in the page's language switcher, as a person
// choosing from the list does.
func chooseLanguage(tb *tab, tag string) {
	tb.t.Helper()
	tb.waitFor(30*time.Second, "the language switcher", `!!document.querySelector("#language")`)
	tb.run(10*time.Second, chromedp.Evaluate(fmt.Sprintf(`(() => { const s = document.querySelector("#language"); s.value = %q; s.dispatchEvent(new Event("change", {bubbles: true})); return true; })()`, tag), nil))
}

// signIn opens path as the demo merchant, signing in with Ethereum
// through the page with the merchant's wallet.
func (j *journeys) signIn(t *testing.T, path string) *tab {
	t.Helper()
	w := newTestWallet(t, j.env, j.Chain.Merchant.Key, j.Chain.ChainID().Int64())
	tb := j.browser.newTab(t, w)
	tb.run(30*time.Second, chromedp.Navigate(j.URL+path))
	tb.waitFor(30*time.Second, "the page's WebAssembly", wasmRunning)
	tb.waitFor(30*time.Second, "the sign-in button or a session", `document.querySelector("#signin") || document.querySelector("#signed-in-address")`)
	var signedIn bool
	tb.run(5*time.Second, chromedp.Evaluate(`!!document.querySelector("#signed-in-address")`, &signedIn))
	if !signedIn {
		tb.click("#signin")
		tb.waitFor(30*time.Second, "a wallet chooser or the session",
			`document.querySelector('button[data-wallet-rdns="dev.paystead.testwallet"]') || document.querySelector("#signed-in-address")`)
		var chooser bool
		tb.run(5*time.Second, chromedp.Evaluate(`!!document.querySelector('button[data-wallet-rdns="dev.paystead.testwallet"]')`, &chooser))
		if chooser {
			tb.click(`button[data-wallet-rdns="dev.paystead.testwallet"]`)
		}
	}
	require.True(t, strings.EqualFold(tb.text("#signed-in-address"), j.Chain.Merchant.Address.Hex()) ||
		strings.Contains(strings.ToLower(tb.text("#signed-in-address")), strings.ToLower(j.Chain.Merchant.Address.Hex()[:6])))
	return tb
}

// validSignature checks a Paystead-Signature header as docs/webhooks.md
// tells merchants to.
func validSignature(header string, body []byte, secret string) bool {
	var ts string
	var sigs []string
	for _, part := range strings.Split(header, ",") {
		k, v, _ := strings.Cut(strings.TrimSpace(part), "=")
		switch k {
		case "t":
			ts = v
		case "v1":
			sigs = append(sigs, v)
		}
	}
	mac := hmac.New(sha256.New, []byte(secret))
	mac.Write([]byte(ts + "."))
	mac.Write(body)
	want := mac.Sum(nil)
	for _, s := range sigs {
		if got, err := hex.DecodeString(s); err == nil && hmac.Equal(got, want) {
			return true
		}
	}
	return false
}

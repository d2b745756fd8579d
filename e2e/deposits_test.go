package e2e

import (
	"context"
	"fmt"
	"math/big"
	"testing"
	"time"

	"github.com/chromedp/cdproto/network"
	"github.com/chromedp/chromedp"
	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/stretchr/testify/require"

	"github.com/paystead/paystead/backend/chain"
	"github.com/paystead/paystead/backend/invoice"
	"github.com/paystead/paystead/sdk"
	"github.com/paystead/paystead/shared/escrowapi"
)

// TestCustomerPaysFromAnExchange is #34's checkout on a phone with no wallet in the browser: the
// customer opens "Send from an exchange or another wallet" and finds the deposit address, the
// exact amount, the network and a QR code, each copyable; a short transfer (what an exchange
// withdrawal sends) leaves it open, saying what arrived and what is missing; the rest completes it
// and the page turns paid on its own. In German too, where the panel speaks German.
func TestCustomerPaysFromAnExchange(t *testing.T) {
	j := &journeys{env: startEnv(t, nil)}
	j.browser = newBrowser(t)
	inv := j.createInvoice(t, j.App.Seed.SecretKey, 10, sdk.USDC)
	id, err := invoice.ParseID(inv.InvoiceID)
	require.NoError(t, err)
	deposit := chain.DepositAddress(j.App.Networks[0].Config.DepositFactory, id)

	phone := j.browser.newTab(t, nil) // no wallet in this browser
	phone.run(10*time.Second, chromedp.EmulateViewport(375, 812, chromedp.EmulateMobile))
	phone.run(30*time.Second, chromedp.Navigate(inv.URL))
	phone.waitFor(30*time.Second, "the deposit opener", visible("#deposit-toggle"))
	require.Equal(t, "false", phone.attr("#deposit-toggle", "aria-expanded"))
	phone.click("#deposit-toggle")
	phone.waitFor(10*time.Second, "the deposit panel", visible("#deposit-address"))
	require.Equal(t, "true", phone.attr("#deposit-toggle", "aria-expanded"))
	var shown string
	phone.run(5*time.Second, chromedp.Value("#deposit-address", &shown, chromedp.ByQuery))
	require.Equal(t, deposit.Hex(), shown)
	require.Contains(t, phone.text("#deposit-amount"), "10")
	require.Contains(t, phone.text("#deposit-amount"), "USDC")
	require.NotEmpty(t, phone.text("#deposit-network"))
	require.Contains(t, phone.text("#deposit-warning"), "Send only USDC")
	phone.waitFor(10*time.Second, "the QR code drawn", `document.querySelector("#deposit-qr").naturalWidth > 0`)
	phone.click("#deposit-copy-address")
	// Copied, or (a headless browser may refuse the clipboard) the address selected to copy by hand.
	phone.waitFor(10*time.Second, "the copy said", `/^(Copied\.|The address is selected)/.test(document.querySelector("#announcer").textContent)`)
	phone.audit("deposit panel")
	noSidewaysScroll(phone)

	transfer(t, j, deposit, 4_000_000)
	phone.waitFor(60*time.Second, "what arrived", visible("#deposit-received"))
	require.Contains(t, phone.text("#deposit-received"), "4")
	require.Contains(t, phone.text("#deposit-amount"), "6", "what is still missing")
	phone.audit("deposit short")

	transfer(t, j, deposit, 6_000_000)
	phone.waitFor(60*time.Second, "the page paid on its own", visible("#receipt"))
	require.Equal(t, "paid", j.invoiceStatus(t, inv.InvoiceID))
	receipt := phone.text("#receipt")
	require.Contains(t, receipt, "Paid by transfer to")
	require.Contains(t, phone.text("#receipt-payer"), deposit.Hex())
	require.NotContains(t, receipt, "Taken from your wallet", "no wallet of the customer's was read")
	phone.audit("receipt of a deposit payment")

	// The merchant sees how it was paid: the list keeps it among the deposit payments, not among
	// the signed ones; its page says so, and its timeline has both transfers, each with its sender.
	desk := j.signIn(t, "/m/invoices?paidVia=deposit")
	desk.waitFor(30*time.Second, "the invoice among those paid by deposit",
		fmt.Sprintf(`!!document.querySelector('#invoice-list tr[data-invoice-id=%q]')`, inv.InvoiceID))
	var chosen string
	desk.run(5*time.Second, chromedp.Value("#filter-paid-via", &chosen, chromedp.ByQuery))
	require.Equal(t, "deposit", chosen)
	desk.setValue("#filter-paid-via", "signature")
	desk.click("#apply-filters")
	desk.waitFor(30*time.Second, "the signed payments, without it",
		fmt.Sprintf(`location.search.includes("paidVia=signature") && !document.querySelector('#invoice-list tr[data-invoice-id=%q]')`, inv.InvoiceID))
	desk.run(30*time.Second, chromedp.Navigate(j.URL+"/m/invoices/"+inv.InvoiceID))
	desk.waitFor(30*time.Second, "the two transfers in the timeline",
		`document.querySelectorAll('#invoice-timeline li[data-kind="transfer_received"]').length === 2 && !!document.querySelector("#fact-paid-via")`)
	require.Contains(t, desk.text("#fact-paid-via"), "deposit address")
	steps := desk.text("#invoice-timeline")
	require.Contains(t, steps, "4 USDC from "+j.Chain.Customer.Address.Hex())
	require.Contains(t, steps, "6 USDC from "+j.Chain.Customer.Address.Hex())
	desk.audit("a deposit-paid invoice's page")

	// German: the panel in the customer's language.
	de := j.createInvoice(t, j.App.Seed.SecretKey, 3, sdk.USDC)
	tab := j.browser.newTab(t, nil)
	tab.run(10*time.Second, chromedp.EmulateViewport(1280, 900))
	tab.run(30*time.Second, network.SetExtraHTTPHeaders(network.Headers{"Accept-Language": "de-DE,de;q=0.9"}), chromedp.Navigate(de.URL))
	tab.waitFor(30*time.Second, "the deposit opener", visible("#deposit-toggle"))
	tab.click("#deposit-toggle")
	tab.waitFor(10*time.Second, "the deposit panel", visible("#deposit-warning"))
	require.Contains(t, tab.text("#deposit-toggle"), "Von einer Börse")
	require.Contains(t, tab.text("#deposit-warning"), "Senden Sie nur USDC")
	tab.audit("deposit panel, German")
}

// transfer sends units of USDC from the dev chain's customer to to, as a plain transfer.
func transfer(t *testing.T, j *journeys, to common.Address, units int64) {
	t.Helper()
	ctx := context.Background()
	usdc := chain.NewToken(j.Chain.Client(), j.Chain.Addresses().USDC)
	sender := chain.NewTransactor(j.Chain.Client(), j.Chain.Customer.Key, j.Chain.ChainID(), nil)
	tx, err := sender.Send(ctx, func(o *bind.TransactOpts) (*types.Transaction, error) {
		return usdc.Transfer(ctx, o, to, big.NewInt(units))
	})
	require.NoError(t, err)
	_, err = chain.WaitMined(ctx, j.Chain.Client(), tx)
	require.NoError(t, err)
}

// TestCustomerGetsDepositsBack is #34's return of held funds in the browser: a customer sends 12
// USDC and 12 EURC by plain transfers to a 10 USDC invoice's deposit address (what an exchange
// withdrawal does). The invoice is paid from its deposit; the 2 USDC surplus and the EURC it does
// not take are held. The merchant lists them and sends a return link; the customer opens it on
// a phone with no wallet at all, gives an address and the EURC arrives there. A refund of the
// deposit-paid invoice goes the same way, to another address the customer gives. Nothing asks
// for a signature; axe-core finds nothing serious.
func TestCustomerGetsDepositsBack(t *testing.T) {
	j := &journeys{env: startEnv(t, nil)}
	j.browser = newBrowser(t)
	ctx := context.Background()
	c, err := sdk.NewClient(j.App.Seed.SecretKey, sdk.WithBaseURL(j.URL))
	require.NoError(t, err)

	inv := j.createInvoice(t, j.App.Seed.SecretKey, 10, sdk.USDC)
	id, err := invoice.ParseID(inv.InvoiceID)
	require.NoError(t, err)
	deposit := chain.DepositAddress(j.App.Networks[0].Config.DepositFactory, id)
	fundTokensOnly(t, j.env, deposit, 12_000_000) // 12 USDC and 12 EURC, plain transfers
	require.Eventually(t, func() bool { return j.invoiceStatus(t, inv.InvoiceID) == "paid" }, 60*time.Second, 200*time.Millisecond)

	var held []escrowapi.HeldFunds
	require.Eventually(t, func() bool {
		held, err = c.HeldFunds(ctx, inv.InvoiceID)
		return err == nil && len(held) == 2
	}, 60*time.Second, 200*time.Millisecond, "the surplus and the EURC held (%v): %+v", err, held)
	remaining := map[string]string{}
	for _, h := range held {
		remaining[h.Token] = h.Remaining
	}
	require.Equal(t, map[string]string{"USDC": "2", "EURC": "12"}, remaining)
	eurc := held[0]
	if eurc.Token != "EURC" {
		eurc = held[1]
	}

	// The merchant sees both on the invoice's page and issues the EURC's return link there.
	desk := j.signIn(t, "/m/invoices/"+inv.InvoiceID)
	desk.waitFor(30*time.Second, "the held funds", `document.querySelectorAll("#held-table tbody tr").length === 2`)
	require.Contains(t, desk.text("#held-table"), "12 EURC")
	require.Contains(t, desk.text("#held-table"), "2 USDC")
	desk.audit("held funds on the invoice's page")
	desk.click(fmt.Sprintf("#return-held-%d-%s", eurc.ChainID, eurc.TokenAddress))
	desk.waitFor(30*time.Second, "the return link, shown once", visible("#refund-link-url"))
	var linkURL string
	desk.run(5*time.Second, chromedp.Value("#refund-link-url", &linkURL, chromedp.ByQuery))
	require.Contains(t, linkURL, "/r/")
	desk.waitFor(30*time.Second, "the link listed", `document.querySelector("#refund-links-table") && document.querySelector("#refund-links-table").textContent.includes("12 EURC")`)

	phone := j.browser.newTab(t, nil) // no wallet in this browser
	phone.run(10*time.Second, chromedp.EmulateViewport(375, 812, chromedp.EmulateMobile))
	phone.run(30*time.Second, chromedp.Navigate(linkURL))
	phone.waitFor(30*time.Second, "the return form", visible("#refund-to"))
	require.Contains(t, phone.text("#refund-amount"), "12")
	require.Contains(t, phone.text("#refund-amount"), "EURC")
	var payerShown bool
	phone.run(5*time.Second, chromedp.Evaluate(`document.querySelector("#refund-payer") !== null`, &payerShown))
	require.False(t, payerShown, "no paying wallet to name: the sender may be an exchange")
	require.Contains(t, phone.text("#refund-confirm"), "Send the refund")
	phone.audit("return link open, no wallet")
	noSidewaysScroll(phone)
	to := crypto.PubkeyToAddress(newKey(t).PublicKey)
	phone.setValue("#refund-to", to.Hex())
	phone.click("#refund-confirm")
	require.Eventually(t, func() bool {
		got, err := chain.NewToken(j.Chain.Client(), j.Chain.Addresses().EURC).BalanceOf(ctx, to)
		return err == nil && got.Int64() == 12_000_000
	}, 60*time.Second, 200*time.Millisecond, "the EURC went where the customer said")
	phone.waitFor(90*time.Second, "the return mined", visible("#refund-done"))
	require.Contains(t, phone.text("#refund-done"), to.Hex())
	phone.audit("return link done")

	// The invoice paid from its deposit is refunded the same way, to another address.
	refund, err := c.IssueRefundLink(ctx, inv.InvoiceID, "4")
	require.NoError(t, err)
	phone.run(30*time.Second, chromedp.Navigate(refund.URL))
	phone.waitFor(30*time.Second, "the refund form", visible("#refund-to"))
	back := crypto.PubkeyToAddress(newKey(t).PublicKey)
	phone.setValue("#refund-to", back.Hex())
	phone.click("#refund-confirm")
	phone.waitFor(90*time.Second, "the refund mined", visible("#refund-done"))
	got, err := chain.NewToken(j.Chain.Client(), j.Chain.Addresses().USDC).BalanceOf(ctx, back)
	require.NoError(t, err)
	require.Equal(t, int64(4_000_000), got.Int64())
}

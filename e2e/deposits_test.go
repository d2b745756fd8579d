package e2e

import (
	"context"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/stretchr/testify/require"

	"github.com/paystead/paystead/backend/chain"
	"github.com/paystead/paystead/backend/invoice"
	"github.com/paystead/paystead/sdk"
	"github.com/paystead/paystead/shared/escrowapi"
)

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

	link, err := c.IssueReturnLink(ctx, inv.InvoiceID, eurc.ChainID, eurc.TokenAddress)
	require.NoError(t, err)
	phone := j.browser.newTab(t, nil) // no wallet in this browser
	phone.run(10*time.Second, chromedp.EmulateViewport(375, 812, chromedp.EmulateMobile))
	phone.run(30*time.Second, chromedp.Navigate(link.URL))
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

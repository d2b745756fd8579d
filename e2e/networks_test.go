package e2e

import (
	"context"
	"fmt"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/stretchr/testify/require"

	"github.com/paystead/paystead/backend/chain"
	"github.com/paystead/paystead/sdk"
)

// An invoice payable on two networks (#32 item 3): the page reads the
// customer's balance on each, preselects the one that covers the payment
// and has the wallet switch to it; a customer whose balance covers it on
// neither is told so before anything is signed. On a phone and on a
// desktop.
func TestTheCheckoutPicksTheNetworkWhereTheMoneyIs(t *testing.T) {
	e := startEnvOnTwo(t)
	require.Len(t, e.More, 1)
	second := e.More[0]
	b := newBrowser(t)
	client, err := sdk.NewClient(e.App.Seed.SecretKey, sdk.WithBaseURL(e.URL))
	require.NoError(t, err)
	create := func(t *testing.T, amount float64) *sdk.Invoice {
		inv, err := client.CreateInvoice(context.Background(), sdk.CreateInvoiceParams{AmountUSDC: amount, PayInToken: sdk.USDC, SuccessURL: e.URL + "/"})
		require.NoError(t, err)
		got, err := client.GetInvoice(context.Background(), inv.InvoiceID)
		require.NoError(t, err)
		require.Equal(t, []int64{1337, 31337}, got.Networks, "every network of the deployment")
		require.Equal(t, int64(1337), got.ChainID, "staged on the first")
		return got
	}

	for _, vp := range []struct {
		name          string
		width, height int64
		mobile        bool
	}{{"Phone", 375, 740, true}, {"Desktop", 1280, 900, false}} {
		viewport := chromedp.EmulateViewport(vp.width, vp.height)
		if vp.mobile {
			viewport = chromedp.EmulateViewport(vp.width, vp.height, chromedp.EmulateMobile)
		}

		t.Run(vp.name+"/FundedOnlyOnTheSecondNetwork", func(t *testing.T) {
			w := newTestWallet(t, e, newKey(t), 1337)
			fundOn(t, second, w.Address, 50_000_000, false)
			inv := create(t, 7.25)

			tb := b.newTab(t, w)
			tb.run(30*time.Second, viewport, chromedp.Navigate(inv.URL))
			openNetworks(tb)
			tb.waitFor(30*time.Second, "the second network preselected", `document.querySelector("#network-31337") && document.querySelector("#network-31337").checked`)
			require.Contains(t, tb.text(`label[for="network-31337"]`), "50")
			require.Contains(t, tb.text(`label[for="network-1337"]`), "0")
			require.Contains(t, tb.text("#use-network"), "Paystead Dev 2")
			require.Zero(t, w.asked("eth_signTypedData_v4"))
			fitsTheScreen(tb, vp.width)

			tb.click("#use-network")
			tb.waitFor(30*time.Second, "the chain switch", `document.querySelector("#switch-chain")`)
			require.Contains(t, tb.text("#wrong-chain"), "Paystead Dev 2")
			tb.click("#switch-chain")
			tb.waitFor(30*time.Second, "the compliance decision", `document.querySelector("#decision[data-decision]")`)
			pay(tb)
			require.Contains(t, tb.text("#receipt-network"), "Paystead Dev 2")

			paid, err := client.GetInvoice(context.Background(), inv.InvoiceID)
			require.NoError(t, err)
			require.Equal(t, "paid", string(paid.Status))
			require.Equal(t, int64(31337), paid.ChainID, "paid on the second network")
			require.Equal(t, second.Addresses().Gateway.Hex(), paid.Gateway)

			// The merchant's timeline names the network of each step.
			j := &journeys{env: e, browser: b, secret: e.App.Seed.SecretKey}
			mt := j.signIn(t, "/m/invoices/"+inv.InvoiceID)
			mt.run(10*time.Second, viewport)
			mt.waitFor(30*time.Second, "the timeline's paid step", `document.querySelector('#invoice-timeline li[data-kind="paid"]')`)
			require.Contains(t, mt.text(`#invoice-timeline li[data-kind="paid"]`), "on Paystead Dev 2")
			require.Contains(t, mt.text(`#invoice-timeline li[data-kind="moved"]`), "from Paystead Dev")
			require.NotContains(t, mt.text(`#invoice-timeline li[data-kind="moved"]`), "Dev 2")
			fitsTheScreen(mt, vp.width)
		})

		t.Run(vp.name+"/FundedOnNeitherIsToldBeforeSigning", func(t *testing.T) {
			w := newTestWallet(t, e, newKey(t), 1337)
			inv := create(t, 3)

			tb := b.newTab(t, w)
			tb.run(30*time.Second, viewport, chromedp.Navigate(inv.URL))
			openNetworks(tb)
			tb.waitFor(30*time.Second, "the notice that no network covers it", `document.querySelector("#networks.notice #recheck-networks")`)
			notice := tb.text("#networks")
			require.Contains(t, notice, "doesn't hold enough USDC on any network")
			require.Contains(t, notice, "Paystead Dev 2")
			require.Zero(t, w.asked("eth_signTypedData_v4"), "nothing to sign")
			var payButton bool
			tb.run(5*time.Second, chromedp.Evaluate(`!!document.querySelector("#pay")`, &payButton))
			require.False(t, payButton)
			fitsTheScreen(tb, vp.width)

			// Funded on the first network meanwhile: checking again offers it.
			fundOn(t, e.Chain, w.Address, 10_000_000, false)
			tb.click("#recheck-networks")
			tb.waitFor(30*time.Second, "the first network preselected", `document.querySelector("#network-1337") && document.querySelector("#network-1337").checked`)
		})
	}
}

// openNetworks connects the test wallet and waits for the network step.
func openNetworks(tb *tab) {
	tb.t.Helper()
	tb.waitFor(30*time.Second, "the page's WebAssembly", wasmRunning)
	tb.click("#connect-wallet")
	tb.waitFor(30*time.Second, "the wallet chooser or the networks",
		`document.querySelector('button[data-wallet-rdns="dev.paystead.testwallet"]') || document.querySelector("#networks")`)
	var chooser bool
	tb.run(5*time.Second, chromedp.Evaluate(`!!document.querySelector('button[data-wallet-rdns="dev.paystead.testwallet"]')`, &chooser))
	if chooser {
		tb.click(`button[data-wallet-rdns="dev.paystead.testwallet"]`)
	}
	tb.waitFor(30*time.Second, "the balances read", `document.querySelector("#networks") && document.querySelector("#networks").getAttribute("aria-busy") !== "true"`)
}

// fitsTheScreen checks nothing makes the page wider than the screen.
func fitsTheScreen(tb *tab, width int64) {
	tb.t.Helper()
	var scroll int64
	tb.run(5*time.Second, chromedp.Evaluate(`document.documentElement.scrollWidth`, &scroll))
	require.LessOrEqual(tb.t, scroll, width, fmt.Sprintf("the page is %d px wide on a %d px screen", scroll, width))
}

// The merchant's standing is per network (#32 item 4): the settings page
// shows, for each network, whether the server wallet acts for the
// merchant there and the payout wallet that network's claims pay, and
// sends what is missing from the merchant's wallet on that network (the
// wallet switched to it). Here the second network lost both: the
// delegate was revoked and another payout wallet set, straight from the
// merchant's wallet.
func TestTheMerchantAuthorizesOnEachNetwork(t *testing.T) {
	e := startEnvOnTwo(t)
	second := e.More[0]
	ctx := context.Background()
	gw := chain.NewGateway(second.Client(), second.Addresses().Gateway)
	merchant := chain.NewTransactor(second.Client(), e.Chain.Merchant.Key, second.ChainID(), nil)
	for _, send := range []func(o *bind.TransactOpts) (*types.Transaction, error){
		func(o *bind.TransactOpts) (*types.Transaction, error) {
			return gw.SetDelegate(ctx, o, e.Chain.Server.Address, false)
		},
		func(o *bind.TransactOpts) (*types.Transaction, error) {
			return gw.SetPayoutWallet(ctx, o, common.HexToAddress("0x00000000000000000000000000000000000Fa1d3"))
		},
	} {
		tx, err := merchant.Send(ctx, send)
		require.NoError(t, err)
		_, err = chain.WaitMined(ctx, second.Client(), tx)
		require.NoError(t, err)
	}

	j := &journeys{env: e, browser: newBrowser(t), secret: e.App.Seed.SecretKey}
	tb := j.signIn(t, "/m/settings")
	tb.waitFor(30*time.Second, "each network's standing", `document.querySelector("#standing-1337") && document.querySelector("#standing-31337")`)
	require.Equal(t, "true", tb.attr("#standing-1337", "data-authorized"))
	require.Contains(t, tb.text("#standing-1337"), e.Chain.Payout.Address.Hex())
	require.Equal(t, "false", tb.attr("#standing-31337", "data-authorized"))
	require.Contains(t, tb.text("#standing-31337"), "not the payout wallet of your profile")
	require.Contains(t, tb.text("#authorize-31337"), "Authorize on Paystead Dev 2")
	require.Contains(t, tb.text("#payout-31337"), "Set payout wallet on Paystead Dev 2")
	tb.audit("settings, a network to authorize")

	tb.click("#authorize-31337")
	tb.waitFor(60*time.Second, "authorized on the second network", `(document.querySelector("#standing-31337")||{}).dataset.authorized === "true"`)
	tb.click("#payout-31337")
	tb.waitFor(60*time.Second, "the payout wallet set", `document.querySelector("#standing-31337") && !document.querySelector("#payout-31337")`)
	require.Contains(t, tb.text("#standing-31337"), e.Chain.Payout.Address.Hex())

	ok, err := gw.IsDelegate(ctx, e.Chain.Merchant.Address, e.Chain.Server.Address)
	require.NoError(t, err)
	require.True(t, ok, "the setDelegate was sent on the second network")
	payout, err := gw.PayoutWallet(ctx, e.Chain.Merchant.Address)
	require.NoError(t, err)
	require.Equal(t, e.Chain.Payout.Address, payout)
}

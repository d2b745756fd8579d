package server

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"sync"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"github.com/paystead/paystead/backend/chain"
	"github.com/paystead/paystead/backend/devchain"
	"github.com/paystead/paystead/backend/invoice"
	"github.com/paystead/paystead/shared/apierr"
	"github.com/paystead/paystead/shared/checkoutapi"
	"github.com/paystead/paystead/shared/invoiceapi"
	"github.com/paystead/paystead/shared/merchantapi"
)

// twoChainApp is an app settling on two dev chains of its own (1337 and
// 31337) with one server wallet, the demo merchant its delegate on both.
func twoChainApp(t *testing.T) (testApp, *devchain.Chain, *devchain.Chain) {
	t.Helper()
	first, second := twoDevChains(t, devchain.Config{Instant: true})
	return startAppOnChains(t, first, []*devchain.Chain{second}, nil), first, second
}

// twoDevChains starts two dev chains of cfg, 1337 and 31337, the second
// with the first's wallets; both close when tb ends.
func twoDevChains(tb testing.TB, cfg devchain.Config) (first, second *devchain.Chain) {
	tb.Helper()
	first, err := devchain.Start(context.Background(), cfg)
	require.NoError(tb, err)
	tb.Cleanup(func() { _ = first.Close() })
	cfg.ChainID, cfg.WalletsOf = 31337, first
	second, err = devchain.Start(context.Background(), cfg)
	require.NoError(tb, err)
	tb.Cleanup(func() { _ = second.Close() })
	return first, second
}

// createOn creates a USDC invoice of amount for the networks given (all
// the deployment's when none) and answers its public view.
func createOn(t *testing.T, app testApp, amount string, networks ...int64) invoiceapi.View {
	t.Helper()
	body := map[string]any{"amountUsdc": json.Number(amount), "payInToken": "USDC"}
	if networks != nil {
		body["networks"] = networks
	}
	var out invoiceapi.CreateInvoiceResponse
	resp := call(t, "POST", app.URL+"/api/invoices", secret(app), body, &out)
	require.Equal(t, http.StatusCreated, resp.StatusCode)
	return viewOfInvoice(t, app, out.InvoiceID)
}

func viewOfInvoice(t *testing.T, app testApp, id string) invoiceapi.View {
	t.Helper()
	var view invoiceapi.View
	require.Equal(t, http.StatusOK, call(t, "GET", app.URL+"/api/invoices/"+id, nil, nil, &view).StatusCode)
	return view
}

// choose waits for invoice id to be open where it is, asks for it to be
// paid on chainID and waits until it is open there.
func choose(t *testing.T, app testApp, id string, chainID int64) invoiceapi.View {
	t.Helper()
	waitOpen(t, app, id)
	var view invoiceapi.View
	resp := call(t, "POST", app.URL+"/api/checkout/network", nil, checkoutapi.NetworkRequest{InvoiceID: id, ChainID: chainID}, &view)
	require.Equal(t, http.StatusOK, resp.StatusCode)
	require.Equal(t, chainID, view.ChainID)
	return waitOpen(t, app, id)
}

func waitOpen(t *testing.T, app testApp, id string) invoiceapi.View {
	t.Helper()
	var view invoiceapi.View
	require.Eventually(t, func() bool { view = viewOfInvoice(t, app, id); return view.Status == "open" }, 30*time.Second, 20*time.Millisecond)
	return view
}

// One deployment, two chains (#32 item 2): an invoice lists the networks
// it may be paid on and is staged on the first; the customer may pay it
// on another, where it is staged when chosen; whichever network pays it,
// it is paid once.
func TestAnInvoiceIsPaidOnTheNetworkTheCustomerChooses(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	app, first, second := twoChainApp(t)

	t.Run("StagedOnTheFirstOfItsNetworks", func(t *testing.T) {
		view := createOn(t, app, "3")
		require.Equal(t, []int64{1337, 31337}, view.Networks, "every network of the deployment by default")
		require.Equal(t, int64(1337), view.ChainID)
		require.Equal(t, first.Addresses().Gateway.Hex(), view.Gateway)

		var eurc invoiceapi.CreateInvoiceResponse
		require.Equal(t, http.StatusCreated, call(t, "POST", app.URL+"/api/invoices", secret(app), map[string]any{"amountUsdc": 3, "payInToken": "EURC"}, &eurc).StatusCode)
		require.Equal(t, []int64{1337}, viewOfInvoice(t, app, eurc.InvoiceID).Networks, "EURC swaps into USDC on the first chain only")

		only := createOn(t, app, "3", 31337)
		require.Equal(t, []int64{31337}, only.Networks)
		require.Equal(t, int64(31337), only.ChainID)
		require.Equal(t, second.Addresses().Gateway.Hex(), only.Gateway)

		var e apierr.Error
		resp := call(t, "POST", app.URL+"/api/invoices", secret(app), map[string]any{"amountUsdc": 3, "payInToken": "USDC", "networks": []int64{10}}, &e)
		require.Equal(t, http.StatusBadRequest, resp.StatusCode)
		require.Equal(t, "networks", e.Fields[0].Field)
	})

	t.Run("PaidOnTheSecondNetworkChosenByTheCustomer", func(t *testing.T) {
		p := fundedPayerOn(t, second, 20_000_000)
		view := createOn(t, app, "7.5")
		moved := choose(t, app, view.InvoiceID, 31337)
		require.Equal(t, second.Addresses().Gateway.Hex(), moved.Gateway)

		var sub checkoutapi.SubmitResponse
		require.Equal(t, http.StatusAccepted, call(t, "POST", app.URL+"/api/checkout/submit", nil, readyToSubmit(t, app, view.InvoiceID, p), &sub).StatusCode)
		st := waitStatus(t, app, sub.SubmissionID, "settled", "failed")
		require.Equal(t, "settled", st.Status, "error: %s", derefString(st.Error))
		paid := viewOfInvoice(t, app, view.InvoiceID)
		require.Equal(t, "paid", paid.Status)
		require.Equal(t, int64(31337), paid.ChainID)
		require.Equal(t, int64(20_000_000-7_500_000), usdcBalanceOn(t, second, p.addr).Int64())

		// Its timeline names the network of each step: staged on the
		// first, moved from it, staged and paid on the second.
		var tl invoiceapi.Timeline
		require.Equal(t, http.StatusOK, call(t, "GET", app.URL+"/api/invoices/"+view.InvoiceID+"/timeline", secret(app), nil, &tl).StatusCode)
		var steps []string
		for _, e := range tl.Entries {
			if e.Kind != invoiceapi.KindWebhook {
				steps = append(steps, fmt.Sprintf("%s %d", e.Kind, e.ChainID))
			}
		}
		require.Equal(t, []string{"created 0", "staged 1337", "moved 1337", "staged 31337", "paid 31337"}, steps)

		// Paid: it moves nowhere.
		var e apierr.Error
		resp := call(t, "POST", app.URL+"/api/checkout/network", nil, checkoutapi.NetworkRequest{InvoiceID: view.InvoiceID, ChainID: 1337}, &e)
		require.Equal(t, http.StatusConflict, resp.StatusCode)
		require.Equal(t, apierr.InvoiceNotOpen, e.Code)
	})

	// Payments racing on two chains: one signed on the first network,
	// one on the second after the customer chose it, sent together.
	// Exactly one is taken; the other is refused before anything is
	// signed or sent, and no money moves on its chain.
	t.Run("CompetingPaymentsOnTwoChainsSettleOne", func(t *testing.T) {
		onFirst, onSecond := fundedPayerOn(t, first, 20_000_000), fundedPayerOn(t, second, 20_000_000)
		view := createOn(t, app, "4")
		waitOpen(t, app, view.InvoiceID)
		signedOnFirst := readyToSubmit(t, app, view.InvoiceID, onFirst)
		choose(t, app, view.InvoiceID, 31337)
		signedOnSecond := readyToSubmit(t, app, view.InvoiceID, onSecond)

		var wg sync.WaitGroup
		codes := make([]int, 2)
		subs := make([]checkoutapi.SubmitResponse, 2)
		for i, body := range []checkoutapi.SubmitRequest{signedOnFirst, signedOnSecond} {
			wg.Go(func() { codes[i] = call(t, "POST", app.URL+"/api/checkout/submit", nil, body, &subs[i]).StatusCode })
		}
		wg.Wait()
		require.Equal(t, []int{http.StatusConflict, http.StatusAccepted}, codes, "the first chain's permit is for a network the invoice left")
		st := waitStatus(t, app, subs[1].SubmissionID, "settled", "failed")
		require.Equal(t, "settled", st.Status, "error: %s", derefString(st.Error))
		require.Equal(t, int64(20_000_000), usdcBalanceOn(t, first, onFirst.addr).Int64(), "nothing moved on the first chain")
		require.Equal(t, int64(16_000_000), usdcBalanceOn(t, second, onSecond.addr).Int64())

		id, err := invoice.ParseID(view.InvoiceID)
		require.NoError(t, err)
		var payments int
		require.NoError(t, app.Pool.QueryRow(ctx, `SELECT count(*) FROM submissions WHERE invoice_id = $1`, id[:]).Scan(&payments))
		require.Equal(t, 1, payments, "the refused permit was never stored")
	})

	// A void reaches every network the invoice was staged on: the one it
	// is on, and the one it left, each gateway's record reads VOIDED.
	t.Run("AVoidReachesEveryNetworkItWasStagedOn", func(t *testing.T) {
		view := createOn(t, app, "6")
		choose(t, app, view.InvoiceID, 31337)
		require.Equal(t, http.StatusOK, call(t, "POST", app.URL+"/api/invoices/"+view.InvoiceID+"/void", secret(app), nil, nil).StatusCode)
		id, err := invoice.ParseID(view.InvoiceID)
		require.NoError(t, err)
		for i, dc := range []*devchain.Chain{first, second} {
			gw := chain.NewGateway(dc.Client(), dc.Addresses().Gateway)
			require.Eventually(t, func() bool {
				_, err := app.Networks[i].Voider.Step(ctx)
				require.NoError(t, err)
				r, err := gw.Record(ctx, id)
				require.NoError(t, err)
				return r == chain.RecordVoided
			}, 30*time.Second, 50*time.Millisecond, "voided on chain %s", dc.ChainID())
		}
	})

	// The merchant chooses the networks it takes payments on in the
	// dashboard; invoices created without networks follow the choice.
	t.Run("TheNetworksTheMerchantTakes", func(t *testing.T) {
		sess := signInWithKey(t, app, first.Merchant.Key)
		var got merchantapi.Networks
		require.Equal(t, http.StatusOK, call(t, "GET", app.URL+"/api/merchant/networks", sess, nil, &got).StatusCode)
		require.Nil(t, got.Networks, "every network until chosen")
		require.Equal(t, []merchantapi.Network{{ChainID: 1337, Name: "Paystead Dev"}, {ChainID: 31337, Name: "Paystead Dev 2"}}, got.Available)

		require.Equal(t, http.StatusOK, call(t, "PUT", app.URL+"/api/merchant/networks", sess, map[string]any{"networks": []int64{31337}}, &got).StatusCode)
		require.Equal(t, []int64{31337}, got.Networks)
		view := createOn(t, app, "2")
		require.Equal(t, []int64{31337}, view.Networks)
		require.Equal(t, int64(31337), view.ChainID)
		var e apierr.Error
		resp := call(t, "POST", app.URL+"/api/invoices", secret(app), map[string]any{"amountUsdc": 2, "payInToken": "USDC", "networks": []int64{1337}}, &e)
		require.Equal(t, http.StatusBadRequest, resp.StatusCode)
		require.Contains(t, e.Fields[0].Message, "not among the networks you take payments on")

		resp = call(t, "PUT", app.URL+"/api/merchant/networks", sess, map[string]any{"networks": []int64{10}}, &e)
		require.Equal(t, http.StatusBadRequest, resp.StatusCode)
		require.Equal(t, "networks", e.Fields[0].Field)
		for _, bad := range []map[string]any{{}, {"networks": "all"}, {"networks": []int64{31337}, "available": []int64{}}} {
			e = apierr.Error{}
			resp = call(t, "PUT", app.URL+"/api/merchant/networks", sess, bad, &e)
			require.Equal(t, http.StatusBadRequest, resp.StatusCode, "%v", bad)
			require.Equal(t, apierr.BadBody, e.Code)
		}
		require.Equal(t, http.StatusOK, call(t, "GET", app.URL+"/api/merchant/networks", sess, nil, &got).StatusCode)
		require.Equal(t, []int64{31337}, got.Networks, "a refused body changes nothing")
		require.Equal(t, http.StatusOK, call(t, "PUT", app.URL+"/api/merchant/networks", sess, map[string]any{"networks": nil}, &got).StatusCode)
		require.Nil(t, got.Networks)
		require.Equal(t, []int64{1337, 31337}, createOn(t, app, "2").Networks)
	})

	t.Run("NotWhileAPaymentIsInFlight", func(t *testing.T) {
		p := fundedPayerOn(t, first, 20_000_000)
		view := createOn(t, app, "2")
		waitOpen(t, app, view.InvoiceID)
		var sub checkoutapi.SubmitResponse
		require.Equal(t, http.StatusAccepted, call(t, "POST", app.URL+"/api/checkout/submit", nil, readyToSubmit(t, app, view.InvoiceID, p), &sub).StatusCode)
		var e apierr.Error
		resp := call(t, "POST", app.URL+"/api/checkout/network", nil, checkoutapi.NetworkRequest{InvoiceID: view.InvoiceID, ChainID: 31337}, &e)
		require.Equal(t, http.StatusConflict, resp.StatusCode, "pending, in flight or paid by now: %s", e.Message)
		require.Contains(t, []apierr.Code{apierr.PaymentInFlight, apierr.InvoiceNotOpen}, e.Code)
		require.Equal(t, "settled", waitStatus(t, app, sub.SubmissionID, "settled", "failed").Status)
		require.Equal(t, int64(1337), viewOfInvoice(t, app, view.InvoiceID).ChainID)
	})
}

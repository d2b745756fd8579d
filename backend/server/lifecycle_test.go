package server

import (
	"context"
	"errors"
	"math/big"
	"net/http"
	"sync/atomic"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/stretchr/testify/require"

	"github.com/paystead/paystead/backend/chain"
	"github.com/paystead/paystead/backend/checkout"
	"github.com/paystead/paystead/backend/invoice"
	"github.com/paystead/paystead/backend/postgres/pgtest"
	"github.com/paystead/paystead/backend/relayer"
	"github.com/paystead/paystead/shared/apierr"
	"github.com/paystead/paystead/shared/checkoutapi"
	"github.com/paystead/paystead/shared/escrowapi"
	"github.com/paystead/paystead/shared/invoiceapi"
	"github.com/paystead/paystead/shared/webhookapi"
)

func ids(rows []escrowapi.Row) []string {
	out := []string{}
	for _, r := range rows {
		out = append(out, r.InvoiceID)
	}
	return out
}

func pay(t *testing.T, app testApp, invoiceID string, p payerWallet) string {
	t.Helper()
	var sub checkoutapi.SubmitResponse
	require.Equal(t, http.StatusAccepted, call(t, "POST", app.URL+"/api/checkout/submit", nil, readyToSubmit(t, app, invoiceID, p), &sub).StatusCode)
	st := waitStatus(t, app, sub.SubmissionID, "settled", "failed")
	require.Equal(t, "settled", st.Status, "error: %s", derefString(st.Error))
	return sub.SubmissionID
}

// TestEscrowLifecycle runs alone (not parallel): it moves the shared
// chain's clock past the refund window.
func TestEscrowLifecycle(t *testing.T) {
	app := startApp(t, nil)
	dc := testChain(t)
	p := newPayer(t, 100_000_000)
	kept := createInvoice(t, app, "10")
	refunded := createInvoice(t, app, "2.5")
	partly := createInvoice(t, app, "8")
	twice := createInvoice(t, app, "4")
	keptSub := pay(t, app, kept, p)
	refundedSub := pay(t, app, refunded, p)
	partlySub := pay(t, app, partly, p)
	twiceSub := pay(t, app, twice, p)
	require.Equal(t, big.NewInt(100_000_000-24_500_000), usdcBalance(t, p.addr))

	var sum escrowapi.Summary
	require.Equal(t, 200, call(t, "GET", app.URL+"/api/escrows", secret(app), nil, &sum).StatusCode)
	require.Contains(t, ids(sum.Pending), kept)
	require.NotContains(t, ids(sum.Matured), kept)

	t.Run("PublishableKeyMayNotListEscrows", func(t *testing.T) {
		var e apierr.Error
		resp := call(t, "GET", app.URL+"/api/escrows", map[string]string{"X-Service-Api-Key": app.Seed.PublishableKey}, nil, &e)
		require.Equal(t, 403, resp.StatusCode)
		require.Equal(t, apierr.PublishableKeyForbidden, e.Code)
	})

	t.Run("RefundWithinTheWindow", func(t *testing.T) {
		out := sendRefund(t, app, refunded, secret(app), nil)
		require.Equal(t, escrowapi.RefundResult{InvoiceID: refunded, RefundTxHash: out.RefundTxHash, Status: escrowapi.RefundPending,
			Amount: "2.5", AmountUnits: "2500000", Remaining: "0", RemainingUnits: "0"}, out)
		require.NotEmpty(t, out.RefundTxHash)
		var st checkoutapi.Status
		call(t, "GET", app.URL+"/api/checkout/status/"+refundedSub, nil, nil, &st)
		require.Equal(t, "refunded", st.Status)
		require.NotNil(t, st.RefundTxHash)
		require.Equal(t, big.NewInt(100_000_000-22_000_000), usdcBalance(t, p.addr))

		var e apierr.Error
		resp := call(t, "POST", app.URL+"/api/invoices/"+refunded+"/refund", secret(app), nil, &e)
		require.Equal(t, 409, resp.StatusCode)
		require.Equal(t, apierr.InvoiceNotRefundable, e.Code)
	})

	t.Run("PartialRefundsUntilNothingRemains", func(t *testing.T) {
		out := sendRefund(t, app, twice, secret(app), escrowapi.RefundRequest{Amount: "1.5"})
		require.Equal(t, escrowapi.RefundResult{InvoiceID: twice, RefundTxHash: out.RefundTxHash, Status: escrowapi.RefundPending,
			Amount: "1.5", AmountUnits: "1500000", Remaining: "2.5", RemainingUnits: "2500000"}, out)
		var st checkoutapi.Status
		call(t, "GET", app.URL+"/api/checkout/status/"+twiceSub, nil, nil, &st)
		require.Equal(t, "settled", st.Status, "something remains")
		var view invoiceapi.View
		call(t, "GET", app.URL+"/api/invoices/"+twice, secret(app), nil, &view)
		require.Equal(t, "paid", view.Status)
		require.Equal(t, "1.5", *view.Refunded)
		require.Equal(t, "2.5", *view.Remaining)

		// No body: everything that remains.
		out = sendRefund(t, app, twice, secret(app), nil)
		require.Equal(t, "2.5", out.Amount)
		require.Equal(t, "0", out.Remaining)
		call(t, "GET", app.URL+"/api/checkout/status/"+twiceSub, nil, nil, &st)
		require.Equal(t, "refunded", st.Status, "refunded once nothing remains")
		require.Equal(t, out.RefundTxHash, *st.RefundTxHash)

		var tl invoiceapi.Timeline
		call(t, "GET", app.URL+"/api/invoices/"+twice+"/timeline", secret(app), nil, &tl)
		var steps [][2]string
		for _, e := range tl.Entries {
			if e.Kind == invoiceapi.KindRefunded {
				steps = append(steps, [2]string{*e.Amount, *e.Remaining})
			}
		}
		require.Equal(t, [][2]string{{"1.5", "2.5"}, {"2.5", "0"}}, steps, "each refund is a step with its amount")
	})

	t.Run("APartialRefundAboveWhatRemainsIsRefused", func(t *testing.T) {
		out := sendRefund(t, app, partly, secret(app), escrowapi.RefundRequest{Amount: "3"})
		require.Equal(t, "5", out.Remaining)
		balance := usdcBalance(t, p.addr)

		var e apierr.Error
		resp := call(t, "POST", app.URL+"/api/invoices/"+partly+"/refund", secret(app), escrowapi.RefundRequest{Amount: "5.000001"}, &e)
		require.Equal(t, 409, resp.StatusCode)
		require.Equal(t, apierr.RefundExceedsRemaining, e.Code)
		require.Equal(t, []apierr.FieldError{{Field: "amount", Message: "at most 5, what remains"}}, e.Fields)

		resp = call(t, "POST", app.URL+"/api/invoices/"+partly+"/refund", secret(app), map[string]string{"amount": "0.0000001"}, &e)
		require.Equal(t, 400, resp.StatusCode)
		require.Equal(t, apierr.BadBody, e.Code)
		require.Equal(t, "amount", e.Fields[0].Field)
		require.Equal(t, balance, usdcBalance(t, p.addr), "nothing was refunded")

		var sum escrowapi.Summary
		call(t, "GET", app.URL+"/api/escrows", secret(app), nil, &sum)
		for _, r := range sum.Pending {
			if r.InvoiceID == partly {
				require.Equal(t, "5", r.Amount, "the escrow holds what is left")
				require.Equal(t, "3", r.Refunded)
			}
		}
		require.Contains(t, ids(sum.Pending), partly)
	})

	t.Run("ClaimBeforeMaturityIsRefused", func(t *testing.T) {
		var e apierr.Error
		resp := call(t, "POST", app.URL+"/api/escrows/claim", secret(app), escrowapi.ClaimRequest{InvoiceIDs: []string{kept}}, &e)
		require.Equal(t, 409, resp.StatusCode)
		require.Equal(t, apierr.NotClaimable, e.Code)
	})

	require.NoError(t, dc.IncreaseTime(7*24*time.Hour+time.Minute))
	require.NoError(t, dc.Mine())

	call(t, "GET", app.URL+"/api/escrows", secret(app), nil, &sum)
	require.Contains(t, ids(sum.Matured), kept)
	require.NotContains(t, ids(sum.Pending), kept)

	t.Run("RefundAfterTheWindowIsRefused", func(t *testing.T) {
		var e apierr.Error
		resp := call(t, "POST", app.URL+"/api/invoices/"+kept+"/refund", secret(app), nil, &e)
		require.Equal(t, 409, resp.StatusCode)
		require.Equal(t, apierr.RefundWindowClosed, e.Code)
	})

	payoutBefore := usdcBalance(t, dc.Payout.Address)
	claim := sendClaim(t, app, app.URL+"/api/escrows/claim", secret(app), escrowapi.ClaimRequest{All: true})
	require.Contains(t, claim.InvoiceIDs, kept)
	require.Contains(t, claim.InvoiceIDs, partly)
	require.NotContains(t, claim.InvoiceIDs, twice)
	require.NotEmpty(t, claim.TxHashes)

	call(t, "GET", app.URL+"/api/escrows", secret(app), nil, &sum)
	require.Contains(t, ids(sum.Claimed), kept)
	require.NotContains(t, ids(sum.Matured), kept)
	gained := new(big.Int).Sub(usdcBalance(t, dc.Payout.Address), payoutBefore)
	require.GreaterOrEqual(t, gained.Int64(), int64(15_000_000), "the payout wallet received at least these invoices: 10, and 5 left of 8")
	for _, r := range sum.Claimed {
		if r.InvoiceID == partly {
			require.Equal(t, "5", r.Amount, "a claim pays what is left")
		}
	}
	var st checkoutapi.Status
	call(t, "GET", app.URL+"/api/checkout/status/"+partlySub, nil, nil, &st)
	require.Equal(t, "settled", st.Status)

	id, _ := invoice.ParseID(kept)
	inv, err := app.Invoices.Get(context.Background(), id)
	require.NoError(t, err)
	require.Equal(t, invoice.Claimed, inv.Status)
	call(t, "GET", app.URL+"/api/checkout/status/"+keptSub, nil, nil, &st)
	require.Equal(t, "settled", st.Status)

	t.Run("ClaimingTwiceClaimsNothingMore", func(t *testing.T) {
		var e apierr.Error
		resp := call(t, "POST", app.URL+"/api/escrows/claim", secret(app), escrowapi.ClaimRequest{InvoiceIDs: []string{kept}}, &e)
		require.Equal(t, 409, resp.StatusCode)
		require.Equal(t, apierr.NotClaimable, e.Code)
	})
}

// TestWorkerStoppedBetweenBroadcastAndReceipt: the first attempt stops
// right after broadcasting; the retry resumes from the stored transaction
// and the payment settles once.
func TestWorkerStoppedBetweenBroadcastAndReceipt(t *testing.T) {
	t.Parallel()
	app := startApp(t, nil)
	p := newPayer(t, 20_000_000)
	invoiceID := createInvoice(t, app, "7")
	var stops atomic.Int32
	body := readyToSubmit(t, app, invoiceID, p)
	target := checkoutSubmissionID(t, app, body)
	hook := func(id common.Hash) error {
		if id == target && stops.Add(1) == 1 {
			return errors.New("worker stopped")
		}
		return nil
	}
	afterBroadcastHook.Store(&hook)
	t.Cleanup(func() { afterBroadcastHook.Store(nil) })
	var sub checkoutapi.SubmitResponse
	require.Equal(t, http.StatusAccepted, call(t, "POST", app.URL+"/api/checkout/submit", nil, body, &sub).StatusCode)
	st := waitStatus(t, app, sub.SubmissionID, "settled", "failed")
	require.Equal(t, "settled", st.Status, "error: %s", derefString(st.Error))
	require.EqualValues(t, 1, stops.Load(), "the first attempt was stopped")

	require.NotNil(t, st.SettleTxHash)
	require.Equal(t, relayer.PurposePay, pgtest.StoredTx(t, app.Pool, common.HexToHash(*st.SettleTxHash)).Purpose,
		"the submission settled by the payment the relayer stored")
	require.Equal(t, big.NewInt(20_000_000-7_000_000), usdcBalance(t, p.addr), "paid exactly once")
}

func checkoutSubmissionID(t *testing.T, app testApp, body checkoutapi.SubmitRequest) common.Hash {
	t.Helper()
	id, err := invoice.ParseID(body.InvoiceID)
	require.NoError(t, err)
	nonce, ok := new(big.Int).SetString(body.Permit2Data.Nonce, 10)
	require.True(t, ok)
	return checkoutSubmissionIDFor(app, id, common.HexToAddress(body.Payer), nonce)
}

func checkoutSubmissionIDFor(app testApp, id invoice.ID, payer common.Address, nonce *big.Int) common.Hash {
	return checkout.SubmissionID(app.Config.Chains[0].ChainID, id, payer, nonce)
}

// TestReconcilesARefundSentFromTheMerchantsWallet: the merchant refunds
// on chain without Paystead; reconciliation brings Postgres in line.
func TestReconcilesARefundSentFromTheMerchantsWallet(t *testing.T) {
	t.Parallel()
	app := startApp(t, nil)
	dc := testChain(t)
	ctx := context.Background()
	p := newPayer(t, 10_000_000)
	invoiceID := createInvoice(t, app, "4")
	subID := pay(t, app, invoiceID, p)

	id, _ := invoice.ParseID(invoiceID)
	paid, err := app.Invoices.Get(ctx, id)
	require.NoError(t, err)
	require.NotNil(t, paid.PaidAt)
	gw := chain.NewGateway(dc.Client(), app.Config.Chains[0].Gateway)
	owner := chain.NewTransactor(dc.Client(), dc.Merchant.Key, dc.ChainID(), nil)
	tx, err := owner.Send(ctx, func(opts *bind.TransactOpts) (*types.Transaction, error) {
		return gw.Refund(ctx, opts, chain.PaidInvoice{ID: id, Merchant: dc.Merchant.Address, PayoutToken: app.Config.Chains[0].USDC,
			Amount: big.NewInt(4_000_000), Payer: p.addr, PaidAt: uint64(paid.PaidAt.Unix())}, big.NewInt(4_000_000))
	})
	require.NoError(t, err)
	receipt, err := chain.WaitMined(ctx, dc.Client(), tx)
	require.NoError(t, err)
	require.Equal(t, big.NewInt(10_000_000), usdcBalance(t, p.addr), "the payer has the money back")
	block, err := dc.Client().HeaderByNumber(ctx, receipt.BlockNumber)
	require.NoError(t, err)

	require.Eventually(t, func() bool {
		_, err := app.Reconciler.Step(ctx)
		require.NoError(t, err)
		inv, err := app.Invoices.Get(ctx, id)
		require.NoError(t, err)
		return inv.Status == invoice.Refunded
	}, 30*time.Second, 50*time.Millisecond)
	var st checkoutapi.Status
	call(t, "GET", app.URL+"/api/checkout/status/"+subID, nil, nil, &st)
	require.Equal(t, "refunded", st.Status)
	require.Equal(t, tx.Hash().Hex(), derefString(st.RefundTxHash))
	evs := requireEvents(t, app, invoiceID, webhookapi.InvoiceCreated, webhookapi.InvoicePaid, webhookapi.InvoiceRefunded)
	require.Equal(t, time.Unix(int64(block.Time), 0).UTC(), *evs[2].Data.Invoice.RefundedAt, "dated by its block, as the reconciler read it")
}

// TestReconcilesAPartialRefundSentFromTheMerchantsWallet: the merchant
// refunds part of an invoice on chain without Paystead. A refund through
// the API built on what Paystead knew before is refused with a 409, never
// sent; once reconciled, the invoice is paid with what is left, and the
// API refunds the rest.
func TestReconcilesAPartialRefundSentFromTheMerchantsWallet(t *testing.T) {
	t.Parallel()
	app := startApp(t, nil)
	dc := testChain(t)
	ctx := context.Background()
	p := newPayer(t, 10_000_000)
	invoiceID := createInvoice(t, app, "4")
	subID := pay(t, app, invoiceID, p)

	id, _ := invoice.ParseID(invoiceID)
	paid, err := app.Invoices.Get(ctx, id)
	require.NoError(t, err)
	gw := chain.NewGateway(dc.Client(), app.Config.Chains[0].Gateway)
	owner := chain.NewTransactor(dc.Client(), dc.Merchant.Key, dc.ChainID(), nil)
	tx, err := owner.Send(ctx, func(opts *bind.TransactOpts) (*types.Transaction, error) {
		return gw.Refund(ctx, opts, chain.PaidInvoice{ID: id, Merchant: dc.Merchant.Address, PayoutToken: app.Config.Chains[0].USDC,
			Amount: big.NewInt(4_000_000), Payer: p.addr, PaidAt: uint64(paid.PaidAt.Unix())}, big.NewInt(1_000_000))
	})
	require.NoError(t, err)
	_, err = chain.WaitMined(ctx, dc.Client(), tx)
	require.NoError(t, err)
	require.Equal(t, big.NewInt(7_000_000), usdcBalance(t, p.addr))

	// Whether or not the reconciler has seen it yet, 3.5 is refused.
	var e apierr.Error
	resp := call(t, "POST", app.URL+"/api/invoices/"+invoiceID+"/refund", secret(app), escrowapi.RefundRequest{Amount: "3.5"}, &e)
	require.Equal(t, 409, resp.StatusCode, "%v", e)
	require.Contains(t, []apierr.Code{apierr.InvoiceNotRefundable, apierr.RefundExceedsRemaining}, e.Code)
	require.Equal(t, big.NewInt(7_000_000), usdcBalance(t, p.addr), "nothing was sent")

	require.Eventually(t, func() bool {
		_, err := app.Reconciler.Step(ctx)
		require.NoError(t, err)
		inv, err := app.Invoices.Get(ctx, id)
		require.NoError(t, err)
		return inv.Refunded == 1_000_000
	}, 30*time.Second, 50*time.Millisecond)
	inv, err := app.Invoices.Get(ctx, id)
	require.NoError(t, err)
	require.Equal(t, invoice.Paid, inv.Status, "3 USDC remain in escrow")
	var st checkoutapi.Status
	call(t, "GET", app.URL+"/api/checkout/status/"+subID, nil, nil, &st)
	require.Equal(t, "settled", st.Status)
	evs := requireEvents(t, app, invoiceID, webhookapi.InvoiceCreated, webhookapi.InvoicePaid, webhookapi.InvoiceRefunded)
	require.Equal(t, "1", evs[2].Data.Refund.Amount)
	require.Equal(t, "3", evs[2].Data.Refund.Remaining)
	require.Equal(t, tx.Hash().Hex(), evs[2].Data.Refund.TxHash)

	out := sendRefund(t, app, invoiceID, secret(app), nil)
	require.Equal(t, "3", out.Amount)
	require.Equal(t, big.NewInt(10_000_000), usdcBalance(t, p.addr), "the payer has everything back")
	call(t, "GET", app.URL+"/api/checkout/status/"+subID, nil, nil, &st)
	require.Equal(t, "refunded", st.Status)

	// The invoice's read lists both refunds, oldest first, for the
	// receipt (#36), to anyone: they are on chain.
	var v invoiceapi.View
	require.Eventually(t, func() bool {
		_, err := app.Reconciler.Step(ctx)
		require.NoError(t, err)
		call(t, "GET", app.URL+"/api/invoices/"+invoiceID, nil, nil, &v)
		return len(v.Refunds) == 2
	}, 30*time.Second, 50*time.Millisecond)
	require.Equal(t, "1", v.Refunds[0].Amount)
	require.Equal(t, tx.Hash().Hex(), v.Refunds[0].TxHash)
	require.Equal(t, "3", v.Refunds[1].Amount)
	require.Equal(t, out.RefundTxHash, v.Refunds[1].TxHash)
	require.False(t, v.Refunds[1].RefundedAt.Before(v.Refunds[0].RefundedAt))
	require.Equal(t, "4", derefString(v.Refunded))
}

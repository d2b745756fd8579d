package server

import (
	"context"
	"net/http"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/stretchr/testify/require"

	"github.com/paystead/paystead/backend/config"
	"github.com/paystead/paystead/backend/invoice"
	"github.com/paystead/paystead/backend/postgres/pgtest"
	"github.com/paystead/paystead/shared/checkoutapi"
	"github.com/paystead/paystead/shared/escrowapi"
	"github.com/paystead/paystead/shared/webhookapi"
)

// txRecord is a relayer transaction as stored.
type txRecord struct {
	status    string
	block     int64
	blockHash common.Hash
	confirmed bool
}

func storedTx(t *testing.T, app testApp, hash common.Hash) txRecord {
	t.Helper()
	var (
		r         txRecord
		blockHash []byte
	)
	require.NoError(t, app.Pool.QueryRow(context.Background(),
		`SELECT status, coalesce(block_number, 0), block_hash, confirmed FROM relayer_txs WHERE hash = $1`, hash.Bytes()).
		Scan(&r.status, &r.block, &blockHash, &r.confirmed))
	r.blockHash = common.BytesToHash(blockHash)
	return r
}

// heldEvents counts the webhook events held for a transaction's
// confirmation.
func heldEvents(t *testing.T, app testApp) int {
	t.Helper()
	var n int
	require.NoError(t, app.Pool.QueryRow(context.Background(), `SELECT count(*) FROM webhook_events WHERE held_for IS NOT NULL`).Scan(&n))
	return n
}

// eventsOf counts the events of type typ about invoiceID.
func eventsOf(t *testing.T, app testApp, invoiceID string, typ webhookapi.EventType) int {
	t.Helper()
	n := 0
	for _, ev := range webhookEvents(t, app, invoiceID) {
		if ev.Type == typ {
			n++
		}
	}
	return n
}

// A reorganisation takes away the blocks holding a payment, a refund and a
// claim, with PAYSTEAD_CONFIRMATIONS at 3. Until then their webhook
// events are held. The reconciler, at that depth, finds the transactions
// gone from their blocks: it undoes what Paystead had recorded from them
// and applies the canonical chain's events. Either the node seals them
// again at once, in other blocks, or the new branch's blocks are full of
// dearer transactions and hold none of them: then the invoices read paid
// (not refunded), paid (not claimed) and open (not paid) for as long as
// the chain says so, the relayer sends the transactions again, and once
// they are mined the invoices end as the chain has them. Either way the
// payment's time is its new block's, each event goes out once, and the
// events recorded from the old blocks never go out.
func TestReorganisationIsFollowedByWhatTheChainHolds(t *testing.T) {
	t.Parallel()
	t.Run("SealedAgainAtOnce", func(t *testing.T) { t.Parallel(); reorganise(t, false) })
	t.Run("LeftOutOfTheNewBlocks", func(t *testing.T) { t.Parallel(); reorganise(t, true) })
}

func reorganise(t *testing.T, leftOut bool) {
	c := startHandMinedChain(t)
	url := pgtest.EmptyDB(t)
	app := startAppOn(t, c.Chain, func(cfg *config.Config) {
		cfg.DatabaseURL = url
		cfg.Chains[0].Confirmations = 3
	})
	ctx := context.Background()
	p := payerOn(t, app, c)

	// Paid before the fork: one to claim once matured, one to refund.
	toClaim := createInvoice(t, app, "4")
	pay(t, app, toClaim, p)
	require.NoError(t, c.IncreaseTime(8*24*time.Hour))
	toRefund := createInvoice(t, app, "3")
	pay(t, app, toRefund, p)
	toPay := createInvoice(t, app, "2")
	waitInvoiceStatus(t, app, toPay, "open")
	body := readyToSubmit(t, app, toPay, p)
	require.Eventually(t, func() bool { return heldEvents(t, app) == 0 }, 30*time.Second, 20*time.Millisecond,
		"the earlier payments are confirmed and their events delivered")
	require.Equal(t, 1, eventsOf(t, app, toRefund, webhookapi.InvoicePaid))

	// The blocks after the fork point: the payment, the refund, the claim,
	// one block each, sealed by hand.
	c.pause()
	fork, err := c.Client().HeaderByNumber(ctx, nil)
	require.NoError(t, err)
	var sub checkoutapi.SubmitResponse
	require.Equal(t, http.StatusAccepted, call(t, "POST", app.URL+"/api/checkout/submit", nil, body, &sub).StatusCode)
	waitStatus(t, app, sub.SubmissionID, checkoutapi.StatusProcessing)
	require.NoError(t, c.Mine())
	waitStatus(t, app, sub.SubmissionID, checkoutapi.StatusSettled)
	mineWhile := func(call func()) {
		done := make(chan struct{})
		go func() { defer close(done); call() }()
		for {
			select {
			case <-done:
				return
			case <-time.After(100 * time.Millisecond):
				require.NoError(t, c.Mine())
			}
		}
	}
	mineWhile(func() {
		sendRefund(t, app, toRefund, secret(app), nil)
	})
	mineWhile(func() {
		sendClaim(t, app, app.URL+"/api/escrows/claim", secret(app), escrowapi.ClaimRequest{InvoiceIDs: []string{toClaim}})
	})

	inv := func(id string) invoice.Invoice {
		t.Helper()
		parsed, err := invoice.ParseID(id)
		require.NoError(t, err)
		got, err := app.Invoices.Get(ctx, parsed)
		require.NoError(t, err)
		return got
	}
	txOf := func(id, column string) common.Hash {
		t.Helper()
		parsed, err := invoice.ParseID(id)
		require.NoError(t, err)
		var h []byte
		require.NoError(t, app.Pool.QueryRow(ctx, `SELECT `+column+` FROM invoices WHERE id = $1`, parsed[:]).Scan(&h))
		return common.BytesToHash(h)
	}
	payTx, refundTx, claimTx := txOf(toPay, "settle_tx_hash"), txOf(toRefund, "refund_tx_hash"), txOf(toClaim, "claim_tx_hash")
	require.Equal(t, invoice.Paid, inv(toPay).Status)
	require.Equal(t, invoice.Refunded, inv(toRefund).Status)
	require.Equal(t, invoice.Claimed, inv(toClaim).Status)
	oldPaidAt := *inv(toPay).PaidAt
	before := map[common.Hash]txRecord{}
	for _, h := range []common.Hash{payTx, refundTx, claimTx} {
		r := storedTx(t, app, h)
		require.Equal(t, "mined", r.status)
		require.False(t, r.confirmed, "not 3 blocks deep yet")
		before[h] = r
	}
	require.Equal(t, 3, heldEvents(t, app), "invoice.paid, .refunded and .claimed wait for their confirmations")

	// The reorganisation: the chain goes back to the fork point and grows
	// a longer branch, a second later, so its blocks have other times.
	// The node's pool takes the dropped transactions back and seals them
	// again.
	burn := newBurner(t, c.Chain)
	require.NoError(t, c.Fork(fork.Hash()))
	time.Sleep(1100 * time.Millisecond)
	if leftOut {
		// Full blocks of dearer transactions until the reconciler has
		// found the three gone: what they did is undone meanwhile.
		require.Eventually(t, func() bool {
			burn.mine(t, 1, highTip)
			return inv(toPay).Status == invoice.Open && inv(toRefund).Status == invoice.Paid && inv(toClaim).Status == invoice.Paid
		}, 30*time.Second, 200*time.Millisecond, "the payment, the refund and the claim are undone")
		waitStatus(t, app, sub.SubmissionID, checkoutapi.StatusProcessing)
		require.Zero(t, heldEvents(t, app), "the events of the undone transactions are dropped unsent")
		for _, h := range []common.Hash{payTx, refundTx, claimTx} {
			_, err := c.Client().TransactionReceipt(ctx, h)
			require.Error(t, err, "no canonical block holds it")
		}
	} else {
		for range 6 {
			require.NoError(t, c.Mine())
			time.Sleep(100 * time.Millisecond)
		}
	}
	c.auto.Store(true)

	require.Eventually(t, func() bool {
		return inv(toPay).Status == invoice.Paid && inv(toRefund).Status == invoice.Refunded && inv(toClaim).Status == invoice.Claimed
	}, 30*time.Second, 50*time.Millisecond, "the invoices end as the chain has them")
	// Left out, a transaction may have been repriced meanwhile: the
	// version mined is the one the invoice names.
	payTx, refundTx, claimTx = txOf(toPay, "settle_tx_hash"), txOf(toRefund, "refund_tx_hash"), txOf(toClaim, "claim_tx_hash")
	require.Eventually(t, func() bool {
		for _, h := range []common.Hash{payTx, refundTx, claimTx} {
			if !storedTx(t, app, h).confirmed {
				return false
			}
		}
		return heldEvents(t, app) == 0
	}, 30*time.Second, 50*time.Millisecond, "the reconciler confirms the transactions in their new blocks")
	for _, h := range []common.Hash{payTx, refundTx, claimTx} {
		now := storedTx(t, app, h)
		r, err := c.Client().TransactionReceipt(ctx, h)
		require.NoError(t, err)
		require.Equal(t, r.BlockHash, now.blockHash, "recorded in the canonical block")
		if old, ok := before[h]; ok {
			require.NotEqual(t, old.blockHash, now.blockHash, "not the block the reorganisation took away")
		}
		require.Equal(t, "mined", now.status)
	}
	r, err := c.Client().TransactionReceipt(ctx, payTx)
	require.NoError(t, err)
	block, err := c.Client().HeaderByHash(ctx, r.BlockHash)
	require.NoError(t, err)
	paid := inv(toPay)
	require.Equal(t, invoice.Paid, paid.Status)
	require.Equal(t, int64(block.Time), paid.PaidAt.Unix(), "paid at the time of the block that holds the payment now")
	require.NotEqual(t, oldPaidAt, *paid.PaidAt)
	require.Equal(t, invoice.Refunded, inv(toRefund).Status)
	require.Equal(t, invoice.Claimed, inv(toClaim).Status)
	st := waitStatus(t, app, sub.SubmissionID, checkoutapi.StatusSettled)
	require.Equal(t, payTx.Hex(), *st.SettleTxHash)

	// One event each: the held ones from the old blocks were dropped, and
	// the chain's own events went out.
	require.Equal(t, 1, eventsOf(t, app, toPay, webhookapi.InvoicePaid))
	require.Equal(t, 1, eventsOf(t, app, toRefund, webhookapi.InvoiceRefunded))
	require.Equal(t, 1, eventsOf(t, app, toClaim, webhookapi.InvoiceClaimed))
}

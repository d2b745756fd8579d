package postgres_test

import (
	"context"
	"math/big"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/google/uuid"
	"github.com/stretchr/testify/require"

	"github.com/paystead/paystead/backend/chain"
	"github.com/paystead/paystead/backend/invoice"
	"github.com/paystead/paystead/backend/relayer"
	"github.com/paystead/paystead/shared/checkoutapi"
	"github.com/paystead/paystead/shared/webhookapi"
)

// minedIn records tx's receipt at block in a block with hash blockHash.
func (s stores) minedIn(t *testing.T, tx common.Hash, block uint64, blockHash common.Hash) *types.Receipt {
	t.Helper()
	r := &types.Receipt{TxHash: tx, Status: types.ReceiptStatusSuccessful, BlockNumber: new(big.Int).SetUint64(block), BlockHash: blockHash, GasUsed: 70_000}
	require.NoError(t, s.relayer.RecordReceipt(context.Background(), r))
	return r
}

func TestRelayerConfirmations(t *testing.T) {
	t.Parallel()
	ctx := context.Background()

	// With HoldEvents, invoice.paid of Paystead's own payment waits for
	// the payment's confirmation: no delivery until ApplyChecked confirms
	// it, then one.
	t.Run("HeldEventsGoOutOnConfirmation", func(t *testing.T) {
		t.Parallel()
		s := setupStores(t)
		s.relayer.HoldEvents = true
		s.escrows.HoldEvents = true
		s.endpoint(t, webhookapi.InvoicePaid)
		id, sub, tx := s.inFlight(t)
		blockHash := randomHash(t)
		s.minedIn(t, tx.Hash(), 50, blockHash)
		require.NoError(t, s.relayer.SettlePayment(ctx, sub, s.paidEvent(t, id, sub, time.Now(), tx.Hash()), tx.Hash()))
		require.Len(t, s.events(t, id, webhookapi.InvoicePaid), 1, "the event is written")
		require.Empty(t, s.deliveries(t, id), "but held")

		mined, err := s.relayer.Unconfirmed(ctx, s.wallet.acct.ChainID, 50, 100)
		require.NoError(t, err)
		require.Contains(t, mined, relayer.MinedTx{Hash: tx.Hash(), Purpose: relayer.PurposePay, Nonce: tx.Nonce(), Block: 50, BlockHash: blockHash})
		name := "confirm-" + uuid.NewString()
		_, err = s.relayer.ApplyChecked(ctx, name, 0, 52, relayer.Checked{Confirmed: []common.Hash{tx.Hash()}}, chain.Events{})
		require.NoError(t, err)
		require.Len(t, s.deliveries(t, id), 1, "released")
		mined, err = s.relayer.Unconfirmed(ctx, s.wallet.acct.ChainID, 50, 100)
		require.NoError(t, err)
		for _, m := range mined {
			require.NotEqual(t, tx.Hash(), m.Hash)
		}
	})

	// The reconciler may confirm a transaction before the process that sent it records what it
	// did (it was slow, or killed and restarted): an event of a transaction already confirmed
	// goes out at once, instead of being held for a confirmation that has passed.
	t.Run("AnEventOfAConfirmedTransactionIsNotHeld", func(t *testing.T) {
		t.Parallel()
		s := setupStores(t)
		s.relayer.HoldEvents = true
		s.endpoint(t, webhookapi.InvoicePaid)
		id, sub, tx := s.inFlight(t)
		s.minedIn(t, tx.Hash(), 60, randomHash(t))
		_, err := s.relayer.ApplyChecked(ctx, "confirm-"+uuid.NewString(), 0, 62, relayer.Checked{Confirmed: []common.Hash{tx.Hash()}}, chain.Events{})
		require.NoError(t, err)
		require.NoError(t, s.relayer.SettlePayment(ctx, sub, s.paidEvent(t, id, sub, time.Now(), tx.Hash()), tx.Hash()))
		require.Len(t, s.deliveries(t, id), 1, "delivered, not held")
	})

	// The other order, interleaved: the event is written held while the reconciler confirms its
	// transaction and releases the events it sees, which do not include this one yet. The
	// reconciler's next step releases it.
	t.Run("AnEventHeldAsItsTransactionWasConfirmedGoesOutNextStep", func(t *testing.T) {
		t.Parallel()
		s := setupStores(t)
		s.relayer.HoldEvents = true
		s.endpoint(t, webhookapi.InvoicePaid)
		id, sub, tx := s.inFlight(t)
		s.minedIn(t, tx.Hash(), 60, randomHash(t))
		require.NoError(t, s.relayer.SettlePayment(ctx, sub, s.paidEvent(t, id, sub, time.Now(), tx.Hash()), tx.Hash()))
		require.Empty(t, s.deliveries(t, id), "held")
		// The confirmation that did not see the event.
		_, err := s.pool.Exec(ctx, `UPDATE relayer_txs SET confirmed = true WHERE hash = $1`, tx.Hash().Bytes())
		require.NoError(t, err)
		_, err = s.relayer.ApplyChecked(ctx, "confirm-"+uuid.NewString(), 0, 62, relayer.Checked{}, chain.Events{})
		require.NoError(t, err)
		require.Len(t, s.deliveries(t, id), 1, "released by the next step")
	})

	// A payment and its refund confirmed in one pass: their events are
	// queued for delivery in the order they happened, whatever order the
	// confirmations come in.
	t.Run("ReleasedInTheOrderTheyHappened", func(t *testing.T) {
		t.Parallel()
		s := setupStores(t)
		s.relayer.HoldEvents = true
		s.escrows.HoldEvents = true
		s.endpoint(t, webhookapi.InvoicePaid, webhookapi.InvoiceRefunded)
		id, sub, tx := s.inFlight(t)
		s.minedIn(t, tx.Hash(), 70, randomHash(t))
		require.NoError(t, s.relayer.SettlePayment(ctx, sub, s.paidEvent(t, id, sub, time.Now(), tx.Hash()), tx.Hash()))
		refund := randomHash(t)
		copy(refund[:6], make([]byte, 6)) // before the payment's in the held_for index
		require.NoError(t, s.escrows.RecordRefund(ctx, noSend, fullRefund(id, refund), time.Now()))
		require.Empty(t, s.deliveries(t, id), "both held")
		// Rewrite the payment's event: the table's own order (a scan's)
		// then puts it after the refund's.
		_, err := s.pool.Exec(ctx, `UPDATE webhook_events SET payload = payload WHERE invoice_id = $1 AND type = 'invoice.paid'`, id[:])
		require.NoError(t, err)

		_, err = s.relayer.ApplyChecked(ctx, "confirm-"+uuid.NewString(), 0, 72,
			relayer.Checked{Confirmed: []common.Hash{refund, tx.Hash()}}, chain.Events{})
		require.NoError(t, err)
		var types []webhookapi.EventType
		for _, d := range s.deliveries(t, id) {
			types = append(types, d.Type)
		}
		require.Equal(t, []webhookapi.EventType{webhookapi.InvoicePaid, webhookapi.InvoiceRefunded}, types)
	})

	// A payment a reorganisation dropped: the invoice is open again and
	// claimed by its submission, which is processing under its first
	// hash; the held event is gone unsent; the transaction is live for
	// rebroadcast. The chain's InvoicePaid, when it comes, settles them.
	t.Run("ADroppedPaymentIsUndone", func(t *testing.T) {
		t.Parallel()
		s := setupStores(t)
		s.relayer.HoldEvents = true
		s.escrows.HoldEvents = true
		id, sub, tx := s.inFlight(t)
		s.minedIn(t, tx.Hash(), 60, randomHash(t))
		require.NoError(t, s.relayer.SettlePayment(ctx, sub, s.paidEvent(t, id, sub, time.Now(), tx.Hash()), tx.Hash()))
		require.Equal(t, invoice.Paid, s.status(t, id))

		name := "confirm-" + uuid.NewString()
		undone := relayer.Undone{MinedTx: relayer.MinedTx{Hash: tx.Hash(), Purpose: relayer.PurposePay, Nonce: tx.Nonce(), Block: 60}}
		_, err := s.relayer.ApplyChecked(ctx, name, 0, 63, relayer.Checked{Undone: []relayer.Undone{undone}}, chain.Events{})
		require.NoError(t, err)
		require.Equal(t, invoice.Open, s.status(t, id))
		require.Equal(t, sub.ID, s.settling(t, id), "claimed by its payment, which is in flight again")
		require.Equal(t, checkoutapi.StatusProcessing, s.submission(t, sub.ID).Status)
		require.Empty(t, s.events(t, id, webhookapi.InvoicePaid), "dropped unsent")
		require.Equal(t, "signed", s.txRow(t, tx.Hash()).Status, "live again")
		unmined, err := s.relayer.Unmined(ctx, s.wallet.acct, 10*time.Second, 10)
		require.NoError(t, err)
		require.Equal(t, []common.Hash{tx.Hash()}, hashesOf(unmined), "rebroadcast at once")

		// Mined again later: the chain's event settles it, and goes out.
		later := s.paidEvent(t, id, sub, time.Now().Add(time.Minute), tx.Hash())
		n, err := s.relayer.ApplyChecked(ctx, name, 64, 70, relayer.Checked{}, chain.Events{Paid: []chain.InvoicePaid{later}})
		require.NoError(t, err)
		require.Equal(t, 1, n)
		require.Equal(t, invoice.Paid, s.status(t, id))
		require.Equal(t, checkoutapi.StatusSettled, s.submission(t, sub.ID).Status)
		require.Len(t, s.events(t, id, webhookapi.InvoicePaid), 1)
	})

	// A payBatch a reorganisation dropped: every payment in it is undone
	// (its invoice open and claimed by it again, its submission in flight),
	// a payment that failed in it stays failed, and the transaction is
	// live again for rebroadcast.
	t.Run("ADroppedPayBatchIsUndoneForEachPayment", func(t *testing.T) {
		t.Parallel()
		s := setupStores(t)
		s.relayer.HoldEvents = true
		s.escrows.HoldEvents = true
		subs, batch := s.storePayBatch(t, 3)
		s.minedIn(t, batch.Hash(), 60, randomHash(t))
		for _, sub := range subs[:2] {
			sub := s.submission(t, sub.ID)
			require.NoError(t, s.relayer.SettlePayment(ctx, sub, s.paidEvent(t, sub.InvoiceID, sub, time.Now(), batch.Hash()), batch.Hash()))
		}
		require.NoError(t, s.relayer.FailSubmission(ctx, s.submission(t, subs[2].ID), checkoutapi.StatusProcessing, "this signed permit was already used"))

		undone := relayer.Undone{MinedTx: relayer.MinedTx{Hash: batch.Hash(), Purpose: relayer.PurposePay, Nonce: batch.Nonce(), Block: 60}}
		_, err := s.relayer.ApplyChecked(ctx, "confirm-"+uuid.NewString(), 0, 63, relayer.Checked{Undone: []relayer.Undone{undone}}, chain.Events{})
		require.NoError(t, err)
		for _, sub := range subs[:2] {
			require.Equal(t, invoice.Open, s.status(t, sub.InvoiceID))
			require.Equal(t, sub.ID, s.settling(t, sub.InvoiceID), "claimed by its payment, in flight again")
			require.Equal(t, checkoutapi.StatusProcessing, s.submission(t, sub.ID).Status)
			require.Empty(t, s.events(t, sub.InvoiceID, webhookapi.InvoicePaid), "dropped unsent")
		}
		require.Equal(t, checkoutapi.StatusFailed, s.submission(t, subs[2].ID).Status)
		require.Equal(t, common.Hash{}, s.settling(t, subs[2].InvoiceID))
		require.Equal(t, "signed", s.txRow(t, batch.Hash()).Status, "live again")
	})

	// A claim a reorganisation moved to an earlier block than it was in,
	// one the reconciler has passed: its events there are applied with
	// the undo (read in block order they would never come again), so the
	// invoice stays claimed, at its new block's time, held until that
	// block is confirmed.
	t.Run("AClaimMovedBehindTheCursorIsClaimedAgain", func(t *testing.T) {
		t.Parallel()
		s := setupStores(t)
		s.relayer.HoldEvents = true
		s.escrows.HoldEvents = true
		id, _ := s.paidInvoice(t, time.Now().Add(-8*24*time.Hour))
		claim := s.wallet.sign(t, 5)
		s.storeSigned(t, relayer.PurposeClaim, claim)
		oldAt := time.Date(2031, 7, 1, 9, 0, 0, 0, time.UTC)
		s.minedIn(t, claim.Hash(), 90, randomHash(t))
		require.NoError(t, s.escrows.RecordClaim(ctx, noSend, []invoice.ID{id}, claim.Hash(), oldAt))
		require.Equal(t, invoice.Claimed, s.status(t, id))

		newAt := oldAt.Add(-5 * time.Second)
		newBlock := randomHash(t)
		receipt := &types.Receipt{TxHash: claim.Hash(), Status: types.ReceiptStatusSuccessful, BlockNumber: big.NewInt(88), BlockHash: newBlock, GasUsed: 60_000}
		claimed := chain.InvoiceClaimed{ID: id, Amount: big.NewInt(25_000_000),
			Log: types.Log{TxHash: claim.Hash(), BlockNumber: 88, BlockHash: newBlock, BlockTimestamp: uint64(newAt.Unix())}}
		undone := relayer.Undone{MinedTx: relayer.MinedTx{Hash: claim.Hash(), Purpose: relayer.PurposeClaim, Nonce: claim.Nonce(), Block: 90},
			Receipt: receipt, Events: chain.Events{Claimed: []chain.InvoiceClaimed{claimed}}}
		name := "confirm-" + uuid.NewString()
		_, err := s.relayer.ApplyChecked(ctx, name, 0, 93, relayer.Checked{Undone: []relayer.Undone{undone}}, chain.Events{})
		require.NoError(t, err)

		require.Equal(t, invoice.Claimed, s.status(t, id), "claimed, as the chain has it")
		var claimedAt time.Time
		require.NoError(t, s.pool.QueryRow(ctx, `SELECT claimed_at FROM invoices WHERE id = $1`, id[:]).Scan(&claimedAt))
		require.True(t, newAt.Equal(claimedAt), "at its new block's time: %s", claimedAt)
		require.Len(t, s.events(t, id, webhookapi.InvoiceClaimed), 1, "the old block's event dropped, the new one's written")
		require.Empty(t, s.deliveries(t, id), "held until the new block is confirmed")
		tx := s.txRow(t, claim.Hash())
		require.Equal(t, "mined", tx.Status)
	})

	// A partial refund, then the refund of the rest, a reorganisation
	// dropped: the invoice is paid again with what the first left, its
	// submission settled, the dropped refund's event gone unsent.
	t.Run("ADroppedRefundIsUndone", func(t *testing.T) {
		t.Parallel()
		s := setupStores(t)
		s.relayer.HoldEvents = true
		s.escrows.HoldEvents = true
		id, sub := s.paidInvoice(t, time.Now())
		first, rest := s.wallet.sign(t, 1), s.wallet.sign(t, 2)
		s.storeSigned(t, relayer.PurposeRefund, first, rest)
		s.minedIn(t, first.Hash(), 80, randomHash(t))
		s.minedIn(t, rest.Hash(), 81, randomHash(t))
		require.NoError(t, s.escrows.RecordRefund(ctx, noSend, refundEvent(id, first.Hash(), 5_000_000, 20_000_000), time.Now()))
		require.NoError(t, s.escrows.RecordRefund(ctx, noSend, refundEvent(id, rest.Hash(), 20_000_000, 0), time.Now()))
		require.Equal(t, invoice.Refunded, s.status(t, id))

		undone := relayer.Undone{MinedTx: relayer.MinedTx{Hash: rest.Hash(), Purpose: relayer.PurposeRefund, Nonce: rest.Nonce(), Block: 81}}
		_, err := s.relayer.ApplyChecked(ctx, "confirm-"+uuid.NewString(), 0, 83, relayer.Checked{Undone: []relayer.Undone{undone}}, chain.Events{})
		require.NoError(t, err)
		p, err := s.escrows.PaidInvoice(ctx, id)
		require.NoError(t, err)
		require.Equal(t, invoice.Paid, p.Status)
		require.Equal(t, int64(5_000_000), p.Refunded)
		require.Zero(t, p.RefundTxHash)
		require.Equal(t, checkoutapi.StatusSettled, s.submission(t, sub.ID).Status)
		require.Len(t, s.events(t, id, webhookapi.InvoiceRefunded), 1, "the dropped refund's event is gone")

		// Mined again: the chain's event records it once more.
		again := refundEvent(id, rest.Hash(), 20_000_000, 0)
		again.Log.BlockTimestamp = uint64(time.Now().Unix())
		_, err = s.relayer.ApplyEvents(ctx, "reconciler-"+uuid.NewString(), 90, chain.Events{Refunded: []chain.InvoiceRefunded{again}})
		require.NoError(t, err)
		require.Equal(t, invoice.Refunded, s.status(t, id))
	})

	// Processes reconcile side by side: a step that finds the cursor
	// moved since it read it applies nothing.
	t.Run("AStepBehindAnotherProcessAppliesNothing", func(t *testing.T) {
		t.Parallel()
		s := setupStores(t)
		id, sub := s.paidInvoice(t, time.Now())
		name := "confirm-" + uuid.NewString()
		_, err := s.relayer.ApplyChecked(ctx, name, 0, 10, relayer.Checked{}, chain.Events{})
		require.NoError(t, err)
		refund := refundEvent(id, randomHash(t), testAmount, 0)
		refund.Log.BlockTimestamp = uint64(time.Now().Unix())
		n, err := s.relayer.ApplyChecked(ctx, name, 5, 12, relayer.Checked{}, chain.Events{Refunded: []chain.InvoiceRefunded{refund}})
		require.NoError(t, err)
		require.Zero(t, n)
		require.Equal(t, invoice.Paid, s.status(t, id))
		require.Equal(t, checkoutapi.StatusSettled, s.submission(t, sub.ID).Status)
		block, _, err := s.relayer.Cursor(ctx, name)
		require.NoError(t, err)
		require.Equal(t, uint64(10), block)
	})
}

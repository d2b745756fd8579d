package relayer

import (
	"errors"
	"math/big"
	"testing"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/stretchr/testify/require"

	"github.com/paystead/paystead/backend/checkout"
	"github.com/paystead/paystead/backend/invoice"
)

// TestPayBatch: payments waiting while a transaction is being sent go out
// together in the next, one payBatch under one nonce, each payment
// settled, or failed, by its own event.
func TestPayBatch(t *testing.T) {
	// Payments that wait while a transaction is being sent go out together
	// in the next: one payBatch, each payment settled by its own event.
	t.Run("ConcurrentPaymentsGoOutInOnePayBatch", func(t *testing.T) {
		t.Parallel()
		b := setupPayer(t)
		const n = 20
		subs := make([]common.Hash, n)
		for i := range subs {
			_, subs[i] = b.openInvoice(t, int64(i+1)*1_000_000)
		}
		for _, err := range b.settleBatched(t, nil, subs...) {
			require.NoError(t, err)
		}
		require.Equal(t, []int{1, n - 1}, b.store.batches, "those that waited for the lock are signed together")
		txs := b.node.acceptedTxs()
		require.Len(t, txs, 2, "the first alone, the rest in one transaction")
		for i, tx := range txs {
			require.Equal(t, uint64(i), tx.Nonce(), "consecutive nonces, without a gap")
		}
		_, batched := b.gateway.PayBatchSize(txs[0].Data())
		require.False(t, batched, "a payment alone goes through pay, cheaper than a batch of one")
		require.Equal(t, uint64(DefaultPayGasLimit), txs[0].Gas())
		size, batched := b.gateway.PayBatchSize(txs[1].Data())
		require.True(t, batched)
		require.Equal(t, n-1, size)
		require.Equal(t, uint64(batchBaseGas+(n-1)*(DefaultPayGasLimit-batchItemSaving)), txs[1].Gas(), "each payment its limit alone, less what a batch saves it")
		require.Equal(t, hashes(txs), b.node.receivedTxs(), "each sent once, in nonce order")
		for _, sub := range subs {
			require.Equal(t, "settled", b.store.submission(sub).sub.Status)
		}
		require.Equal(t, 1, b.store.settleCalls, "the batch's nineteen payments recorded in one transaction")
		require.Equal(t, uint64(2), b.store.nonce(b.account))
	})

	t.Run("AFullBatchLeavesTheRestForTheNext", func(t *testing.T) {
		t.Parallel()
		b := setupPayer(t)
		b.payer.MaxBatch = 2
		subs := make([]common.Hash, 6)
		for i := range subs {
			_, subs[i] = b.openInvoice(t, 1_000_000)
		}
		for _, err := range b.settleBatched(t, nil, subs...) {
			require.NoError(t, err)
		}
		require.Equal(t, []int{1, 2, 2, 1}, b.store.batches)
		require.Len(t, b.node.acceptedTxs(), 4, "a transaction per batch")
		for _, sub := range subs {
			require.Equal(t, "settled", b.store.submission(sub).sub.Status)
		}
	})

	// A payBatch's gas limit stays under MaxBatchGas (and half the block's):
	// the payments waiting go out in as many transactions as that needs.
	t.Run("ABatchSplitsAtItsGasCap", func(t *testing.T) {
		t.Parallel()
		b := setupPayer(t)
		b.payer.MaxBatchGas = batchBaseGas + 3*(DefaultPayGasLimit-batchItemSaving)
		subs := make([]common.Hash, 8)
		for i := range subs {
			_, subs[i] = b.openInvoice(t, 1_000_000)
		}
		for _, err := range b.settleBatched(t, nil, subs...) {
			require.NoError(t, err)
		}
		for _, tx := range b.node.acceptedTxs() {
			require.LessOrEqual(t, tx.Gas(), b.payer.MaxBatchGas)
		}
		require.Equal(t, []int{1, 3, 3, 1}, b.paymentsPerTx(), "the first alone; seven waiting: 3 + 3 + 1")
		for _, sub := range subs {
			require.Equal(t, "settled", b.store.submission(sub).sub.Status)
		}
	})

	// A payment that carries the payer's token permit has no batch form:
	// it goes alone, beside the batch of the others.
	t.Run("APaymentWithATokenPermitGoesAlone", func(t *testing.T) {
		t.Parallel()
		b := setupPayer(t)
		subs := make([]common.Hash, 4)
		for i := range subs {
			_, subs[i] = b.openInvoice(t, 1_000_000)
		}
		b.store.mu.Lock()
		b.store.subs[subs[2]].sub.TokenPermit = &checkout.TokenPermit{Value: big.NewInt(1), Deadline: big.NewInt(1), Signature: make([]byte, 65)}
		b.store.mu.Unlock()
		for _, err := range b.settleBatched(t, nil, subs...) {
			require.NoError(t, err)
		}
		require.ElementsMatch(t, []int{1, 2, 1}, b.paymentsPerTx())
		for _, sub := range subs {
			require.Equal(t, "settled", b.store.submission(sub).sub.Status)
		}
	})

	// One payment of a batch reverts on chain (its nonce was spent since
	// the simulation): it alone fails, with its reason, and its invoice is
	// free again; the others settle.
	t.Run("APaymentFailingInItsBatchFailsAlone", func(t *testing.T) {
		t.Parallel()
		b := setupPayer(t)
		ids := make([]invoice.ID, 4)
		subs := make([]common.Hash, 4)
		for i := range subs {
			ids[i], subs[i] = b.openInvoice(t, 1_000_000)
		}
		b.store.mu.Lock()
		b.failInBatch[ids[2]] = revertData("InvalidNonce()")
		b.store.mu.Unlock()
		errs := b.settleBatched(t, nil, subs...)
		for _, err := range errs {
			require.NoError(t, err)
		}
		got := b.store.submission(subs[2])
		require.Equal(t, "failed", got.sub.Status)
		require.Equal(t, "this signed permit was already used", got.reason)
		require.Equal(t, invoice.Open, b.store.invoiceStatus(ids[2]))
		require.Equal(t, common.Hash{}, b.store.settling(ids[2]), "the invoice is free for another payment")
		require.Contains(t, b.store.eventList(), "submission.failed "+ids[2].String())
		for _, i := range []int{0, 1, 3} {
			require.Equal(t, "settled", b.store.submission(subs[i]).sub.Status)
			require.Equal(t, invoice.Paid, b.store.invoiceStatus(ids[i]))
		}
		require.Len(t, b.node.acceptedTxs(), 2)
	})

	// A payBatch reverts as a whole only when it ran out of gas (each
	// payment's revert is caught): none of its payments is at fault, so
	// all go back to pending, with no reason recorded against them.
	t.Run("ABatchThatRevertsSendsItsPaymentsBack", func(t *testing.T) {
		t.Parallel()
		b := setupPayer(t)
		ids := make([]invoice.ID, 3)
		subs := make([]common.Hash, 3)
		for i := range subs {
			ids[i], subs[i] = b.openInvoice(t, 1_000_000)
		}
		mine := b.node.mine
		b.node.mine = func(tx *types.Transaction) (uint64, []*types.Log) {
			if _, batched := b.gateway.PayBatchSize(tx.Data()); batched {
				return types.ReceiptStatusFailed, nil
			}
			return mine(tx)
		}
		errs := b.settleBatched(t, nil, subs...)
		require.NoError(t, errs[0])
		for i := 1; i < 3; i++ {
			require.ErrorIs(t, errs[i], errBatchShortOfGas)
			got := b.store.submission(subs[i])
			require.Equal(t, "pending", got.sub.Status)
			require.Empty(t, got.reason)
			require.Equal(t, invoice.Open, b.store.invoiceStatus(ids[i]))
			require.Equal(t, common.Hash{}, b.store.settling(ids[i]))
		}
	})

	t.Run("ABatchSignsOnePaymentPerInvoice", func(t *testing.T) {
		t.Parallel()
		b := setupPayer(t)
		_, first := b.openInvoice(t, 1_000_000)
		id, a := b.openInvoice(t, 5_000_000)
		c := b.submit(t, id, 5_000_000)
		errs := b.settleBatched(t, nil, first, a, c)
		require.NoError(t, errs[0])
		// Which of the two the batch took first is up to the scheduler.
		inFlight := 0
		for _, err := range errs[1:] {
			if errors.Is(err, ErrInFlight) {
				inFlight++
			} else {
				require.NoError(t, err)
			}
		}
		require.Equal(t, 1, inFlight, "the other waits for the first")
		require.Len(t, b.node.acceptedTxs(), 2)
		require.Equal(t, invoice.Paid, b.store.invoiceStatus(id))
	})

	// What the store says under the lock decides, not what Settle read
	// before it queued.
	t.Run("ABatchHeedsWhatChangedWhileItWaitedForTheLock", func(t *testing.T) {
		t.Parallel()
		b := setupPayer(t)
		_, first := b.openInvoice(t, 1_000_000)
		paidID, paidMeanwhile := b.openInvoice(t, 2_000_000)
		_, takenMeanwhile := b.openInvoice(t, 3_000_000)
		errs := b.settleBatched(t, func() {
			b.store.mu.Lock()
			defer b.store.mu.Unlock()
			b.store.invoices[paidID].status = invoice.Paid
			b.store.subs[takenMeanwhile].sub.Status = "processing" // by an attempt whose worker gave up
		}, first, paidMeanwhile, takenMeanwhile)

		require.NoError(t, errs[0])
		require.NoError(t, errs[1])
		got := b.store.submission(paidMeanwhile)
		require.Equal(t, "failed", got.sub.Status)
		require.Equal(t, "invoice already paid", got.reason)
		require.ErrorIs(t, errs[2], errNotPending, "retried: resumes from the other attempt's transaction")
		require.Len(t, b.node.acceptedTxs(), 1, "only the first is sent")
	})
}

package relayer

import (
	"testing"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"
	"github.com/stretchr/testify/require"

	"github.com/paystead/paystead/backend/invoice"
)

// TestPayerGas: a payment is never failed, nor sent short, for a reason
// more gas would cure. Alone, a refusal that may be gas is estimated
// before it is believed; in a batch, a payment that ran short goes out
// again with more; and what an estimate teaches raises the limits of the
// payments after it.
func TestPayerGas(t *testing.T) {
	t.Run("APaymentNeedingMoreGasIsSentWithAQuarterOverTheEstimate", func(t *testing.T) {
		t.Parallel()
		b := setupPayer(t)
		_, sub := b.openInvoice(t, 5_000_000)
		b.node.simulate = func(msg ethereum.CallMsg) error {
			if msg.Gas <= DefaultPayGasLimit {
				return errorString("out of gas")
			}
			return nil
		}
		require.NoError(t, b.payer.Settle(t.Context(), sub, 1))
		require.Equal(t, "settled", b.store.submission(sub).sub.Status)
		require.Equal(t, uint64(125_000), b.node.acceptedTxs()[0].Gas(), "the node's estimate of 100,000 and a quarter")
	})

	// Out of gas inside Permit2 or the token reverts the payment with no
	// reason: estimation tells it from a real revert.
	t.Run("APlainRevertAtTheLimitIsEstimated", func(t *testing.T) {
		t.Parallel()
		b := setupPayer(t)
		_, sub := b.openInvoice(t, 5_000_000)
		b.node.simulate = func(msg ethereum.CallMsg) error {
			if msg.Gas <= DefaultPayGasLimit {
				return errorString("execution reverted")
			}
			return nil
		}
		require.NoError(t, b.payer.Settle(t.Context(), sub, 1))
		require.Equal(t, uint64(125_000), b.node.acceptedTxs()[0].Gas())
	})

	// Permit2 names the failure of the token's transfer, whatever its
	// cause: TRANSFER_FROM_FAILED when the transfer ran out of gas (a
	// first payment into a gateway holding none of the token, on geth
	// 1.17) as when the payer's funds fell short. Estimation tells them
	// apart before the payment is failed.
	t.Run("ALibraryReasonAtTheLimitIsEstimated", func(t *testing.T) {
		t.Parallel()
		b := setupPayer(t)
		var failed []string
		b.payer.OnFailed = func(class string) { failed = append(failed, class) }
		_, sub := b.openInvoice(t, 5_000_000)
		b.node.simulate = func(msg ethereum.CallMsg) error {
			if msg.Gas <= DefaultPayGasLimit {
				return revertReason("TRANSFER_FROM_FAILED")
			}
			return nil
		}
		require.NoError(t, b.payer.Settle(t.Context(), sub, 1))
		require.Equal(t, "settled", b.store.submission(sub).sub.Status)
		require.Equal(t, uint64(125_000), b.node.acceptedTxs()[0].Gas(), "the estimate and a quarter")
		require.Empty(t, failed)
	})

	t.Run("ALibraryReasonMoreGasDoesNotCureFailsThePayment", func(t *testing.T) {
		t.Parallel()
		b := setupPayer(t)
		var failed []string
		b.payer.OnFailed = func(class string) { failed = append(failed, class) }
		_, sub := b.openInvoice(t, 5_000_000)
		b.node.simulate = func(ethereum.CallMsg) error { return revertReason("TRANSFER_FROM_FAILED") }
		require.NoError(t, b.payer.Settle(t.Context(), sub, 1))
		got := b.store.submission(sub)
		require.Equal(t, "failed", got.sub.Status)
		require.Contains(t, got.reason, "TRANSFER_FROM_FAILED")
		require.Empty(t, b.node.acceptedTxs())
		require.Equal(t, []string{FailOther}, failed, "a reason no class explains: the operator's alert")
		b.node.mu.Lock()
		defer b.node.mu.Unlock()
		require.Equal(t, 1, b.node.estimates, "estimated once before failing")
	})

	// A contract's own error names a rule: no estimate, and the failure
	// is counted under its class.
	t.Run("ACustomErrorFailsWithoutAnEstimate", func(t *testing.T) {
		t.Parallel()
		b := setupPayer(t)
		var failed []string
		b.payer.OnFailed = func(class string) { failed = append(failed, class) }
		_, sub := b.openInvoice(t, 5_000_000)
		b.node.simulate = func(ethereum.CallMsg) error {
			return revertWith("ERC20InsufficientBalance(address,uint256,uint256)", testPayer.Bytes(), []byte{1}, []byte{2})
		}
		require.NoError(t, b.payer.Settle(t.Context(), sub, 1))
		require.Equal(t, "the payer's token balance is too low", b.store.submission(sub).reason)
		require.Equal(t, []string{FailFunds}, failed)
		b.node.mu.Lock()
		defer b.node.mu.Unlock()
		require.Zero(t, b.node.estimates)
	})

	// A chain whose gas schedule is dearer than the fixed limits assume
	// costs one estimate: later payments are simulated, and sent, at the
	// limit it taught.
	t.Run("AnEstimateRaisesTheLimitsOfLaterPayments", func(t *testing.T) {
		t.Parallel()
		b := setupPayer(t)
		b.node.estimate = 180_000
		b.node.simulate = func(msg ethereum.CallMsg) error {
			if msg.Gas < 200_000 {
				return errorString("execution reverted")
			}
			return nil
		}
		_, first := b.openInvoice(t, 5_000_000)
		_, second := b.openInvoice(t, 6_000_000)
		require.NoError(t, b.payer.Settle(t.Context(), first, 1))
		require.NoError(t, b.payer.Settle(t.Context(), second, 1))
		txs := b.node.acceptedTxs()
		require.Equal(t, uint64(225_000), txs[0].Gas(), "the estimate and a quarter")
		require.Equal(t, uint64(225_150), txs[1].Gas(), "the fixed limit, scaled by what the estimate taught")
		b.node.mu.Lock()
		defer b.node.mu.Unlock()
		require.Equal(t, 1, b.node.estimates)
	})

	// A payment that ran out of gas inside its batch failed through no
	// fault of its own: it goes back to pending, and the next batch gives
	// each payment a quarter more than this one had.
	t.Run("APaymentOutOfGasInItsBatchGoesOutAgainWithMore", func(t *testing.T) {
		t.Parallel()
		b := setupPayer(t)
		ids := make([]invoice.ID, 3)
		subs := make([]common.Hash, 3)
		for i := range subs {
			ids[i], subs[i] = b.openInvoice(t, 1_000_000)
		}
		b.store.mu.Lock()
		b.failInBatch[ids[2]] = nil // no revert data: out of gas
		b.store.mu.Unlock()
		errs := b.settleBatched(t, nil, subs...)
		require.NoError(t, errs[0])
		require.NoError(t, errs[1])
		require.ErrorIs(t, errs[2], errBatchShortOfGas, "retried by the queue")
		require.Equal(t, "pending", b.store.submission(subs[2]).sub.Status)
		require.Equal(t, common.Hash{}, b.store.settling(ids[2]))

		b.store.mu.Lock()
		delete(b.failInBatch, ids[2])
		b.store.mu.Unlock()
		_, first := b.openInvoice(t, 1_000_000)
		_, beside := b.openInvoice(t, 1_000_000)
		for _, err := range b.settleBatched(t, nil, first, subs[2], beside) {
			require.NoError(t, err)
		}
		require.Equal(t, "settled", b.store.submission(subs[2]).sub.Status)
		txs := b.node.acceptedTxs()
		last := txs[len(txs)-1]
		size, batched := b.gateway.PayBatchSize(last.Data())
		require.True(t, batched)
		require.Equal(t, 2, size)
		perItem := uint64(DefaultPayGasLimit-batchItemSaving) * 5 / 4
		require.GreaterOrEqual(t, last.Gas(), uint64(batchBaseGas)+2*perItem, "a quarter more per payment than before")
		require.Less(t, last.Gas(), uint64(batchBaseGas)+2*perItem*11/10, "once, not once per payment of the batch")
	})

	// Inside a batch, a library's reason may be a transfer that ran short
	// of gas: the payment goes out again rather than failing.
	t.Run("APaymentFailingInItsBatchWithALibraryReasonGoesOutAgain", func(t *testing.T) {
		t.Parallel()
		b := setupPayer(t)
		var failed []string
		b.payer.OnFailed = func(class string) { failed = append(failed, class) }
		ids := make([]invoice.ID, 3)
		subs := make([]common.Hash, 3)
		for i := range subs {
			ids[i], subs[i] = b.openInvoice(t, 1_000_000)
		}
		b.store.mu.Lock()
		b.failInBatch[ids[2]] = reasonData("TRANSFER_FROM_FAILED")
		b.store.mu.Unlock()
		errs := b.settleBatched(t, nil, subs...)
		require.NoError(t, errs[0])
		require.NoError(t, errs[1])
		require.ErrorIs(t, errs[2], errBatchShortOfGas, "retried by the queue")
		require.Equal(t, "pending", b.store.submission(subs[2]).sub.Status)
		require.Empty(t, failed)
	})
}

package postgres_test

import (
	"context"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/core/types"
	"github.com/stretchr/testify/require"

	"github.com/paystead/paystead/backend/invoice"
	"github.com/paystead/paystead/backend/postgres"
	"github.com/paystead/paystead/backend/relayer"
	"github.com/paystead/paystead/shared/webhookapi"
)

// storeSend stores tx, signed with the wallet's next nonce, as a send of
// purpose for ids (a refund of amount, or a claim), as Sender.SendEscrow
// does.
func (b stores) storeSend(t *testing.T, purpose relayer.Purpose, amount int64, ids ...invoice.ID) *types.Transaction {
	t.Helper()
	ctx := context.Background()
	var signed *types.Transaction
	require.NoError(t, b.relayer.InTx(ctx, func(tx relayer.Tx) error {
		next, found, err := tx.LockNonce(ctx, b.wallet.acct)
		if err != nil {
			return err
		}
		if !found {
			if next, err = tx.CreateNonce(ctx, b.wallet.acct, 0); err != nil {
				return err
			}
		}
		signed = b.wallet.sign(t, next)
		return tx.StoreEscrowSend(ctx, b.wallet.acct, signed, relayer.EscrowSend{Purpose: purpose, Merchant: b.merchant.ID, Invoices: ids, Amount: amount})
	}))
	return signed
}

// openSends are the open sends among those of txs (other tests' share the
// database), oldest first.
func (b escrowBundle) openSends(t *testing.T, txs ...*types.Transaction) []relayer.OpenSend {
	t.Helper()
	all, err := b.escrows.OpenSends(context.Background(), testChainID, 10_000)
	require.NoError(t, err)
	var out []relayer.OpenSend
	for _, s := range all {
		for _, tx := range txs {
			if s.Hash == tx.Hash() {
				out = append(out, s)
			}
		}
	}
	return out
}

// busy reports which of ids Reserve finds held, giving back what it took.
func (b escrowBundle) busy(t *testing.T, ids ...invoice.ID) []invoice.ID {
	t.Helper()
	hold, busy, err := b.escrows.Reserve(context.Background(), ids)
	require.NoError(t, err)
	require.NoError(t, b.escrows.Release(context.Background(), hold))
	return busy
}

// A refund or claim answers once sent (#31 item 4): its send is stored with
// its transaction and holds its invoices until its receipt is recorded,
// however long that takes; then it is done, or failed with why.
func TestEscrowSends(t *testing.T) {
	t.Parallel()
	ctx := context.Background()

	t.Run("ASentRefundHoldsItsInvoiceUntilItsRefundIsRecorded", func(t *testing.T) {
		t.Parallel()
		b := setupEscrow(t)
		sent := b.storeSend(t, relayer.PurposeRefund, 4_000_000, b.paid[0])
		require.Equal(t, []invoice.ID{b.paid[0]}, b.busy(t, b.paid[0], b.paid[1]), "held for the send, the other free")
		// Held past escrow.HoldFor: a send that waits an hour for its block keeps its invoice.
		var forever bool
		require.NoError(t, b.pool.QueryRow(ctx, `SELECT escrow_busy_until = 'infinity' FROM invoices WHERE id = $1`, b.paid[0][:]).Scan(&forever))
		require.True(t, forever)

		require.Equal(t, []relayer.OpenSend{{Hash: sent.Hash(), Purpose: relayer.PurposeRefund}}, b.openSends(t, sent))
		elsewhere, err := b.escrows.OpenSends(ctx, 31337, 10_000)
		require.NoError(t, err)
		require.NotContains(t, elsewhere, relayer.OpenSend{Hash: sent.Hash(), Purpose: relayer.PurposeRefund}, "another chain's follower leaves it alone")
		ops, err := postgres.NewOpsStore(b.pool).Stats(ctx)
		require.NoError(t, err)
		require.GreaterOrEqual(t, ops.OpenSends["refund"], 1, "the operator sees it open")
		require.Positive(t, ops.OldestOpenSend)

		mined := randomHash(t) // a repriced copy, say
		require.NoError(t, b.escrows.RecordRefund(ctx, sent.Hash(), refundEvent(b.paid[0], mined, 4_000_000, 6_000_000), time.Now()))
		require.Empty(t, b.busy(t, b.paid[0]), "released")
		require.Empty(t, b.openSends(t, sent))
		require.Len(t, b.events(t, b.paid[0], webhookapi.InvoiceRefunded), 1)

		// Recorded again (the follower of another process): nothing new.
		require.NoError(t, b.escrows.RecordRefund(ctx, sent.Hash(), refundEvent(b.paid[0], mined, 4_000_000, 6_000_000), time.Now()))
		require.Len(t, b.events(t, b.paid[0], webhookapi.InvoiceRefunded), 1)

		h, err := b.invoices.InvoiceHistory(ctx, b.merchant.ID, b.paid[0])
		require.NoError(t, err)
		var kinds []string
		for _, m := range h.Moments {
			kinds = append(kinds, m.Kind)
			if m.Kind == invoice.MomentRefundSent {
				require.Equal(t, sent.Hash(), m.TxHash)
				require.Equal(t, int64(4_000_000), m.Amount)
			}
		}
		require.Equal(t, []string{invoice.MomentCreated, invoice.MomentStaged, invoice.MomentPaid, invoice.MomentRefundSent, invoice.MomentRefunded}, kinds)
	})

	t.Run("AClaimHoldsEveryInvoiceItNamesAndIsDoneWithThem", func(t *testing.T) {
		t.Parallel()
		b := setupEscrow(t)
		sent := b.storeSend(t, relayer.PurposeClaim, 0, b.paid[0], b.paid[1])
		require.ElementsMatch(t, b.paid[:2], b.busy(t, b.paid[:3]...))
		require.NoError(t, b.escrows.RecordClaim(ctx, sent.Hash(), b.paid[:2], sent.Hash(), time.Now()))
		require.Empty(t, b.busy(t, b.paid[:2]...))
		require.Equal(t, invoice.Claimed, b.status(t, b.paid[0]))
		require.Equal(t, invoice.Claimed, b.status(t, b.paid[1]))
	})

	t.Run("AFailedRefundSaysWhyByWebhookAndInTheTimelineAndReleasesTheInvoice", func(t *testing.T) {
		t.Parallel()
		b := setupEscrow(t)
		b.endpoint(t, webhookapi.EventTypes...)
		sent := b.storeSend(t, relayer.PurposeRefund, 2_500_000, b.paid[1])
		const why = "the refund window closed before the refund was mined; nothing was refunded"
		require.NoError(t, b.escrows.FailSend(ctx, sent.Hash(), why))
		require.Empty(t, b.busy(t, b.paid[1]))
		require.Equal(t, invoice.Paid, b.status(t, b.paid[1]), "nothing moved")

		evs := b.events(t, b.paid[1], webhookapi.InvoiceRefundFailed)
		require.Len(t, evs, 1)
		require.Equal(t, &webhookapi.RefundFailure{Amount: "2.5", AmountUnits: "2500000", TxHash: sent.Hash().Hex(), Error: why}, evs[0].Data.RefundFailure)
		require.Equal(t, "paid", evs[0].Data.Invoice.Status)
		require.NotEmpty(t, b.deliveries(t, b.paid[1]), "delivered to the merchant's endpoint")

		h, err := b.invoices.InvoiceHistory(ctx, b.merchant.ID, b.paid[1])
		require.NoError(t, err)
		last := h.Moments[len(h.Moments)-1]
		require.Equal(t, invoice.MomentRefundFailed, last.Kind)
		require.Equal(t, why, last.Reason)
		require.Equal(t, sent.Hash(), last.TxHash)

		// Failed once: a second failure (another process's follower) says nothing more.
		require.NoError(t, b.escrows.FailSend(ctx, sent.Hash(), why))
		require.Len(t, b.events(t, b.paid[1], webhookapi.InvoiceRefundFailed), 1)
	})

	t.Run("AFailedClaimReleasesItsInvoicesWithoutAWebhook", func(t *testing.T) {
		t.Parallel()
		b := setupEscrow(t)
		sent := b.storeSend(t, relayer.PurposeClaim, 0, b.paid[2])
		require.NoError(t, b.escrows.FailSend(ctx, sent.Hash(), "reverted"))
		require.Empty(t, b.busy(t, b.paid[2]))
		require.Empty(t, b.events(t, b.paid[2], webhookapi.InvoiceRefundFailed))
	})

	t.Run("ASendWhoseNonceWentElsewhereIsGone", func(t *testing.T) {
		t.Parallel()
		b := setupEscrow(t)
		live := b.storeSend(t, relayer.PurposeRefund, 1, b.paid[0])
		taken := b.storeSend(t, relayer.PurposeRefund, 1, b.paid[1])
		mined := b.storeSend(t, relayer.PurposeRefund, 1, b.paid[2])
		require.NoError(t, b.relayer.MarkReplaced(ctx, taken.Hash()))
		require.NoError(t, b.relayer.RecordReceipt(ctx, receipt(mined.Hash(), false, 9, 40_000)))
		require.Equal(t, []relayer.OpenSend{
			{Hash: live.Hash(), Purpose: relayer.PurposeRefund},
			{Hash: taken.Hash(), Purpose: relayer.PurposeRefund, Gone: true},
			{Hash: mined.Hash(), Purpose: relayer.PurposeRefund},
		}, b.openSends(t, live, taken, mined), "a reverted one is not gone: its follower records why")
	})
}

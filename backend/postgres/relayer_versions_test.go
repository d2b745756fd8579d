package postgres_test

import (
	"context"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/stretchr/testify/require"

	"github.com/paystead/paystead/backend/chain"
	"github.com/paystead/paystead/backend/invoice"
	"github.com/paystead/paystead/backend/relayer"
	"github.com/paystead/paystead/shared/checkoutapi"
)

// storeVersion stores next as the new version of old under the nonce
// lock, as Sender.Reprice does, and reports whether it was stored.
func (s stores) storeVersion(t *testing.T, old common.Hash, next *types.Transaction) bool {
	t.Helper()
	var stored bool
	require.NoError(t, s.relayer.InTx(context.Background(), func(tx relayer.Tx) error {
		s.lockNonce(t, tx)
		var err error
		stored, err = tx.StoreVersion(context.Background(), old, next)
		return err
	}))
	return stored
}

func TestRelayerTxVersions(t *testing.T) {
	t.Parallel()
	ctx := context.Background()

	// A copy supersedes the live version; only the live one is unmined
	// (rebroadcast), and each knows the other as a version.
	t.Run("ACopySupersedesTheLiveVersion", func(t *testing.T) {
		t.Parallel()
		s := setupStores(t)
		first := s.wallet.sign(t, 0)
		s.storeSigned(t, relayer.PurposePay, first)
		require.NoError(t, s.relayer.MarkSent(ctx, 40, first.Hash()))
		copyTx := s.wallet.sign(t, 0)
		require.True(t, s.storeVersion(t, first.Hash(), copyTx))

		require.Equal(t, "superseded", s.txRow(t, first.Hash()).Status)
		require.Equal(t, "signed", s.txRow(t, copyTx.Hash()).Status)
		require.Equal(t, "pay", s.txRow(t, copyTx.Hash()).Purpose, "the copy keeps the purpose")
		unmined, err := s.relayer.Unmined(ctx, s.wallet.acct, 0, 10)
		require.NoError(t, err)
		require.Equal(t, []common.Hash{copyTx.Hash()}, hashesOf(unmined))

		versions, err := s.relayer.Versions(ctx, []common.Hash{first.Hash()})
		require.NoError(t, err)
		require.Equal(t, map[common.Hash]common.Hash{copyTx.Hash(): first.Hash()}, versions)
		versions, err = s.relayer.Versions(ctx, []common.Hash{copyTx.Hash()})
		require.NoError(t, err)
		require.Equal(t, map[common.Hash]common.Hash{first.Hash(): copyTx.Hash()}, versions)

		signed, err := s.relayer.Signed(ctx, first.Hash())
		require.NoError(t, err)
		require.Equal(t, copyTx.Hash(), signed.Hash, "the live version is the one to send")
		s.requireCounter(t, 1, "a copy takes no nonce")
	})

	// Two processes reprice the same transaction: the nonce lock orders
	// them and the second finds it no longer live. A copy of a mined
	// transaction, or one with another nonce, is refused too.
	t.Run("OnlyALiveVersionIsReplaced", func(t *testing.T) {
		t.Parallel()
		s := setupStores(t)
		txs := s.wallet.signRange(t, 0, 2)
		s.storeSigned(t, relayer.PurposePay, txs...)
		require.True(t, s.storeVersion(t, txs[0].Hash(), s.wallet.sign(t, 0)))
		require.False(t, s.storeVersion(t, txs[0].Hash(), s.wallet.sign(t, 0)), "already superseded")
		require.False(t, s.storeVersion(t, txs[1].Hash(), s.wallet.sign(t, 5)), "another nonce")
		require.NoError(t, s.relayer.RecordReceipt(ctx, receipt(txs[1].Hash(), true, 9, 50_000)))
		require.False(t, s.storeVersion(t, txs[1].Hash(), s.wallet.sign(t, 1)), "mined")

		var live int
		require.NoError(t, s.pool.QueryRow(ctx, `SELECT count(*) FROM relayer_txs WHERE sender = $1 AND status IN ('signed', 'sent')`,
			s.wallet.acct.Address.Bytes()).Scan(&live))
		require.Equal(t, 1, live)
		// The schema itself refuses a second live version of a nonce.
		_, err := s.pool.Exec(ctx, `INSERT INTO relayer_txs (hash, first_hash, chain_id, sender, nonce, raw, purpose, status)
			SELECT $1, first_hash, chain_id, sender, nonce, raw, purpose, 'sent' FROM relayer_txs WHERE hash = $2`,
			randomHash(t).Bytes(), txs[0].Hash().Bytes())
		require.ErrorContains(t, err, "relayer_txs_live_nonce_idx")
	})

	// Whichever version is mined is recorded as mined; the others can
	// never be, and become replaced.
	t.Run("WhicheverVersionIsMinedIsRecorded", func(t *testing.T) {
		t.Parallel()
		for _, minedFirst := range []bool{true, false} {
			s := setupStores(t)
			first := s.wallet.sign(t, 0)
			s.storeSigned(t, relayer.PurposeClaim, first)
			copyTx := s.wallet.sign(t, 0)
			require.True(t, s.storeVersion(t, first.Hash(), copyTx))
			mined, lost := copyTx.Hash(), first.Hash()
			if minedFirst {
				mined, lost = lost, mined
			}
			require.NoError(t, s.relayer.RecordReceipt(ctx, receipt(mined, true, 12, 61_000)))
			require.Equal(t, "mined", s.txRow(t, mined).Status)
			require.Equal(t, int64(12), *s.txRow(t, mined).Block)
			require.Equal(t, "replaced", s.txRow(t, lost).Status)
			require.Nil(t, s.txRow(t, lost).Block)
			signed, err := s.relayer.Signed(ctx, lost)
			require.NoError(t, err)
			require.Equal(t, mined, signed.Hash)
		}
	})

	// The wallet used elsewhere takes the nonce: no version can be mined.
	t.Run("MarkReplacedMarksEveryVersion", func(t *testing.T) {
		t.Parallel()
		s := setupStores(t)
		first := s.wallet.sign(t, 0)
		s.storeSigned(t, relayer.PurposeStage, first)
		copyTx := s.wallet.sign(t, 0)
		require.True(t, s.storeVersion(t, first.Hash(), copyTx))
		require.NoError(t, s.relayer.MarkReplaced(ctx, copyTx.Hash()))
		require.Equal(t, "replaced", s.txRow(t, first.Hash()).Status)
		require.Equal(t, "replaced", s.txRow(t, copyTx.Hash()).Status)
	})

	// Stuck lists live versions first sent at or before a block, in nonce
	// order; a copy counts from its own broadcast.
	t.Run("StuckCountsFromEachVersionsOwnBroadcast", func(t *testing.T) {
		t.Parallel()
		s := setupStores(t)
		txs := s.wallet.signRange(t, 0, 3)
		s.storeSigned(t, relayer.PurposePay, txs...)
		require.NoError(t, s.relayer.MarkSent(ctx, 10, txs[0].Hash(), txs[1].Hash()))
		require.NoError(t, s.relayer.MarkSent(ctx, 30, txs[0].Hash()), "a rebroadcast keeps the first block")
		stuck, err := s.relayer.Stuck(ctx, s.wallet.acct, 12, 10)
		require.NoError(t, err)
		require.Equal(t, []common.Hash{txs[0].Hash(), txs[1].Hash()}, hashesOf(stuck), "the unsent one is rebroadcast's")

		copyTx := s.wallet.sign(t, 1)
		require.True(t, s.storeVersion(t, txs[1].Hash(), copyTx))
		require.NoError(t, s.relayer.MarkSent(ctx, 13, copyTx.Hash()))
		stuck, err = s.relayer.Stuck(ctx, s.wallet.acct, 12, 10)
		require.NoError(t, err)
		require.Equal(t, []common.Hash{txs[0].Hash()}, hashesOf(stuck))
		stuck, err = s.relayer.Stuck(ctx, s.wallet.acct, 13, 10)
		require.NoError(t, err)
		require.Equal(t, []common.Hash{txs[0].Hash(), copyTx.Hash()}, hashesOf(stuck))
	})

	// A payment mined as a copy settles its submission, which names the
	// copy from then on, and the invoice records the copy's hash: the one
	// on chain. The reconciler's path (ApplyEvents) does the same.
	t.Run("APaymentMinedAsACopySettlesItsSubmission", func(t *testing.T) {
		t.Parallel()
		for _, viaReconciler := range []bool{false, true} {
			s := setupStores(t)
			id, sub, first := s.inFlight(t)
			copyTx := s.wallet.sign(t, first.Nonce())
			require.True(t, s.storeVersion(t, first.Hash(), copyTx))
			paid := s.paidEvent(t, id, sub, time.Now(), copyTx.Hash())
			if viaReconciler {
				_, err := s.relayer.ApplyEvents(ctx, "gateway:"+t.Name(), 5, chain.Events{Paid: []chain.InvoicePaid{paid}})
				require.NoError(t, err)
			} else {
				require.NoError(t, s.relayer.SettlePayment(ctx, sub, paid, copyTx.Hash()))
			}
			got := s.submission(t, sub.ID)
			require.Equal(t, checkoutapi.StatusSettled, got.Status)
			require.Equal(t, copyTx.Hash(), got.SettleTxHash)
			require.Equal(t, invoice.Paid, s.status(t, id))
			inv, err := s.invoices.Invoice(ctx, id)
			require.NoError(t, err)
			require.Equal(t, copyTx.Hash(), inv.SettleTxHash)
		}
	})

	// The recovery loop leaves an invoice whose staging transaction lives
	// on as a copy: the copy's receipt decides.
	t.Run("StaleStagingLeavesAStagingLivingOnAsACopy", func(t *testing.T) {
		t.Parallel()
		s := setupStores(t)
		inv := s.draftInvoice(t)
		first := s.wallet.sign(t, 0)
		require.NoError(t, s.invoices.CreateInvoice(ctx, inv, nil))
		require.NoError(t, s.relayer.InTx(ctx, func(tx relayer.Tx) error {
			if _, err := tx.CreateNonce(ctx, s.wallet.acct, 0); err != nil {
				return err
			}
			return tx.StoreStaging(ctx, s.wallet.acct, first, []invoice.ID{inv.ID}, nil)
		}))
		require.True(t, s.storeVersion(t, first.Hash(), s.wallet.sign(t, 0)))
		stale, err := s.invoices.StaleStaging(ctx, time.Now().Add(time.Hour), 1000)
		require.NoError(t, err)
		for _, st := range stale {
			require.NotEqual(t, inv.ID, st.ID, "its copy is still live")
		}
	})
}

func hashesOf(txs []relayer.StoredTx) []common.Hash {
	out := make([]common.Hash, len(txs))
	for i, tx := range txs {
		out[i] = tx.Hash
	}
	return out
}

package postgres_test

import (
	"context"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/jackc/pgx/v5/pgconn"
	"github.com/stretchr/testify/require"

	"github.com/paystead/paystead/backend/relayer"
)

func TestRelayerInTx(t *testing.T) {
	t.Parallel()
	ctx := context.Background()

	t.Run("CommitsWhenFnReturnsNil", func(t *testing.T) {
		t.Parallel()
		s := setupStores(t)
		require.NoError(t, s.relayer.InTx(ctx, func(tx relayer.Tx) error {
			_, err := tx.CreateNonce(ctx, s.wallet.acct, 4)
			return err
		}))
		s.requireCounter(t, 4)
	})

	t.Run("RollsBackAndReturnsFnsErrorUnwrapped", func(t *testing.T) {
		t.Parallel()
		s := setupStores(t)
		tx0 := s.wallet.sign(t, 0)
		err := s.relayer.InTx(ctx, func(tx relayer.Tx) error {
			if _, err := tx.CreateNonce(ctx, s.wallet.acct, 0); err != nil {
				return err
			}
			if err := tx.StoreSigned(ctx, s.wallet.acct, relayer.PurposeStage, tx0); err != nil {
				return err
			}
			return errRollback
		})
		require.Same(t, errRollback, err, "the relayer tells its own errors apart by identity")
		_, found := s.nextNonce(t, s.wallet.acct)
		require.False(t, found, "the counter was rolled back")
		_, err = s.relayer.Signed(ctx, tx0.Hash())
		require.ErrorIs(t, err, relayer.ErrTxNotFound, "the transaction was rolled back")
	})

	t.Run("ReleasesTheNonceLockAtTheEnd", func(t *testing.T) {
		t.Parallel()
		s := setupStores(t)
		for _, outcome := range []error{nil, errRollback} {
			require.Equal(t, outcome, s.relayer.InTx(ctx, func(tx relayer.Tx) error {
				s.lockNonce(t, tx)
				return outcome
			}))
			s.requireCounterUnlocked(t)
		}
	})
}

func TestRelayerNonce(t *testing.T) {
	t.Parallel()
	ctx := context.Background()

	t.Run("NewAccountHasNoCounter", func(t *testing.T) {
		t.Parallel()
		s := setupStores(t)
		next, found := s.nextNonce(t, s.wallet.acct)
		require.False(t, found)
		require.Zero(t, next)
	})

	t.Run("CreateNonceStartsAtTheGivenValue", func(t *testing.T) {
		t.Parallel()
		s := setupStores(t)
		require.NoError(t, s.relayer.InTx(ctx, func(tx relayer.Tx) error {
			next, err := tx.CreateNonce(ctx, s.wallet.acct, 17)
			require.NoError(t, err)
			require.Equal(t, uint64(17), next)
			return nil
		}))
		s.requireCounter(t, 17)
	})

	t.Run("SecondCreateNonceKeepsTheFirst", func(t *testing.T) {
		t.Parallel()
		s := setupStores(t)
		for _, start := range []uint64{9, 3, 40} {
			require.NoError(t, s.relayer.InTx(ctx, func(tx relayer.Tx) error {
				next, err := tx.CreateNonce(ctx, s.wallet.acct, start)
				require.NoError(t, err)
				require.Equal(t, uint64(9), next, "another process started the counter at 9")
				if start != 9 { // the counter another process made is locked all the same
					s.requireCounterLocked(t)
				}
				return nil
			}))
		}
	})

	t.Run("LockNonceHoldsTheCounterUntilTheTransactionEnds", func(t *testing.T) {
		t.Parallel()
		s := setupStores(t)
		s.storeSigned(t, relayer.PurposeStage, s.wallet.sign(t, 5))
		require.NoError(t, s.relayer.InTx(ctx, func(tx relayer.Tx) error {
			next, found, err := tx.LockNonce(ctx, s.wallet.acct)
			require.NoError(t, err)
			require.True(t, found)
			require.Equal(t, uint64(6), next)
			s.requireCounterLocked(t)
			return nil
		}))
		s.requireCounterUnlocked(t)
	})

	t.Run("CountersArePerChainAndAddress", func(t *testing.T) {
		t.Parallel()
		s := setupStores(t)
		onOtherChain := relayer.Account{ChainID: 8453, Address: s.wallet.acct.Address}
		require.NoError(t, s.relayer.InTx(ctx, func(tx relayer.Tx) error {
			_, err := tx.CreateNonce(ctx, s.wallet.acct, 2)
			return err
		}))
		_, found := s.nextNonce(t, onOtherChain)
		require.False(t, found)
		_, found = s.nextNonce(t, relayer.Account{ChainID: testChainID, Address: newWallet(t)})
		require.False(t, found)
	})

	t.Run("RaiseNonceNeverLowers", func(t *testing.T) {
		t.Parallel()
		s := setupStores(t)
		s.storeSigned(t, relayer.PurposePay, s.wallet.sign(t, 4))
		for _, tc := range []struct{ raise, want uint64 }{{9, 9}, {4, 9}, {0, 9}, {9, 9}, {10, 10}} {
			require.NoError(t, s.relayer.RaiseNonce(ctx, s.wallet.acct, tc.raise))
			s.requireCounter(t, tc.want, "after RaiseNonce(%d)", tc.raise)
		}
	})

	t.Run("RaiseNonceWithoutACounterCreatesNone", func(t *testing.T) {
		t.Parallel()
		s := setupStores(t)
		require.NoError(t, s.relayer.RaiseNonce(ctx, s.wallet.acct, 3))
		_, found := s.nextNonce(t, s.wallet.acct)
		require.False(t, found)
	})
}

func TestRelayerStoreSigned(t *testing.T) {
	t.Parallel()
	ctx := context.Background()

	t.Run("StoresTransactionsAndMovesTheCounterPastTheLast", func(t *testing.T) {
		t.Parallel()
		s := setupStores(t)
		txs := s.wallet.signRange(t, 7, 3)
		s.storeSigned(t, relayer.PurposeClaim, txs...)
		for i, tx := range txs {
			require.Equal(t, txRow{Status: "signed", Purpose: "claim", Nonce: int64(7 + i)}, s.txRow(t, tx.Hash()))
			stored, err := s.relayer.Signed(ctx, tx.Hash())
			require.NoError(t, err)
			require.Equal(t, tx.Hash(), stored.Hash)
			var decoded types.Transaction
			require.NoError(t, decoded.UnmarshalBinary(stored.Raw))
			require.Equal(t, tx.Hash(), decoded.Hash(), "the raw bytes are the signed transaction")
		}
		s.requireCounter(t, 10)
	})

	t.Run("OneTransaction", func(t *testing.T) {
		t.Parallel()
		s := setupStores(t)
		tx := s.wallet.sign(t, 0)
		s.storeSigned(t, relayer.PurposeRefund, tx)
		require.Equal(t, txRow{Status: "signed", Purpose: "refund", Nonce: 0}, s.txRow(t, tx.Hash()))
		s.requireCounter(t, 1)
	})

	t.Run("NothingToStoreLeavesTheCounter", func(t *testing.T) {
		t.Parallel()
		s := setupStores(t)
		s.storeSigned(t, relayer.PurposeStage, s.wallet.sign(t, 0))
		require.NoError(t, s.relayer.InTx(ctx, func(tx relayer.Tx) error {
			return tx.StoreSigned(ctx, s.wallet.acct, relayer.PurposeStage)
		}))
		s.requireCounter(t, 1)
	})

	t.Run("RefusesASecondTransactionOnAUsedNonce", func(t *testing.T) {
		t.Parallel()
		s := setupStores(t)
		first := s.wallet.sign(t, 3)
		s.storeSigned(t, relayer.PurposePay, first)

		second := s.wallet.sign(t, 3)
		require.NotEqual(t, first.Hash(), second.Hash())
		err := s.relayer.InTx(ctx, func(tx relayer.Tx) error {
			return tx.StoreSigned(ctx, s.wallet.acct, relayer.PurposePay, second, s.wallet.sign(t, 4))
		})
		var pgErr *pgconn.PgError
		require.ErrorAs(t, err, &pgErr)
		require.Equal(t, "23505", pgErr.Code, "unique_violation: %v", err)
		require.Contains(t, err.Error(), "RelayerStore.StoreSigned(pay, nonces 3-4)")

		_, err = s.relayer.Signed(ctx, second.Hash())
		require.ErrorIs(t, err, relayer.ErrTxNotFound)
		require.Equal(t, "signed", s.txRow(t, first.Hash()).Status)
		s.requireCounter(t, 4, "the counter did not move")
	})

	t.Run("AnotherWalletMayUseTheSameNonce", func(t *testing.T) {
		t.Parallel()
		s, other := setupStores(t), setupStores(t)
		s.storeSigned(t, relayer.PurposePay, s.wallet.sign(t, 0))
		other.storeSigned(t, relayer.PurposePay, other.wallet.sign(t, 0))
	})
}

func TestRelayerTxStatus(t *testing.T) {
	t.Parallel()
	ctx := context.Background()

	t.Run("MarkSentOnlyFromSigned", func(t *testing.T) {
		t.Parallel()
		s := setupStores(t)
		txs := s.wallet.signRange(t, 0, 4)
		s.storeSigned(t, relayer.PurposePay, txs...)
		require.NoError(t, s.relayer.RecordReceipt(ctx, receipt(txs[2].Hash(), true, 12, 50_000)))
		require.NoError(t, s.relayer.MarkReplaced(ctx, txs[3].Hash()))

		require.NoError(t, s.relayer.MarkSent(ctx, 7, txs[0].Hash()))
		require.NoError(t, s.relayer.MarkSent(ctx, 7, txs[1].Hash(), txs[2].Hash(), txs[3].Hash()))
		require.NoError(t, s.relayer.MarkSent(ctx, 7))
		for i, want := range []string{"sent", "sent", "mined", "replaced"} {
			require.Equal(t, want, s.txRow(t, txs[i].Hash()).Status, "nonce %d", i)
		}
		// Sent twice is still sent.
		require.NoError(t, s.relayer.MarkSent(ctx, 7, txs[0].Hash()))
		require.Equal(t, "sent", s.txRow(t, txs[0].Hash()).Status)
	})

	t.Run("MarkReplaced", func(t *testing.T) {
		t.Parallel()
		s := setupStores(t)
		txs := s.wallet.signRange(t, 0, 2)
		s.storeSigned(t, relayer.PurposePay, txs...)
		require.NoError(t, s.relayer.MarkSent(ctx, 7, txs[1].Hash()))
		for _, tx := range txs {
			require.NoError(t, s.relayer.MarkReplaced(ctx, tx.Hash()))
			require.Equal(t, "replaced", s.txRow(t, tx.Hash()).Status)
		}
		unmined, err := s.relayer.Unmined(ctx, s.wallet.acct, 0, 10)
		require.NoError(t, err)
		require.Empty(t, unmined, "a replaced transaction is never sent again")
	})

	t.Run("RecordReceiptMinedOrRevertedWithBlockAndGas", func(t *testing.T) {
		t.Parallel()
		s := setupStores(t)
		txs := s.wallet.signRange(t, 0, 2)
		s.storeSigned(t, relayer.PurposeStage, txs...)
		require.NoError(t, s.relayer.MarkSent(ctx, 7, txs[0].Hash(), txs[1].Hash()))
		require.NoError(t, s.relayer.RecordReceipt(ctx, receipt(txs[0].Hash(), true, 1_234_567, 98_765)))
		require.NoError(t, s.relayer.RecordReceipt(ctx, receipt(txs[1].Hash(), false, 1_234_568, 21_000)))

		block, gas := int64(1_234_567), int64(98_765)
		require.Equal(t, txRow{Status: "mined", Purpose: "stage", Nonce: 0, Block: &block, Gas: &gas}, s.txRow(t, txs[0].Hash()))
		block, gas = 1_234_568, 21_000
		require.Equal(t, txRow{Status: "reverted", Purpose: "stage", Nonce: 1, Block: &block, Gas: &gas}, s.txRow(t, txs[1].Hash()))
	})

	t.Run("RecordReceiptOfAnUnknownTransactionIsANoOp", func(t *testing.T) {
		t.Parallel()
		s := setupStores(t)
		require.NoError(t, s.relayer.RecordReceipt(ctx, receipt(randomHash(t), true, 1, 1)))
	})

	t.Run("SignedReturnsTheRawTransaction", func(t *testing.T) {
		t.Parallel()
		s := setupStores(t)
		tx := s.wallet.sign(t, 0)
		s.storeSigned(t, relayer.PurposeRefund, tx)
		raw, err := tx.MarshalBinary()
		require.NoError(t, err)
		stored, err := s.relayer.Signed(ctx, tx.Hash())
		require.NoError(t, err)
		require.Equal(t, relayer.StoredTx{Hash: tx.Hash(), Raw: raw}, stored)
	})

	t.Run("SignedOfAnUnknownHashIsErrTxNotFound", func(t *testing.T) {
		t.Parallel()
		s := setupStores(t)
		hash := randomHash(t)
		_, err := s.relayer.Signed(ctx, hash)
		require.ErrorIs(t, err, relayer.ErrTxNotFound)
		require.Contains(t, err.Error(), hash.Hex())
	})
}

func TestRelayerUnmined(t *testing.T) {
	t.Parallel()
	ctx := context.Background()

	// age makes hash look untouched for d.
	age := func(t *testing.T, s stores, hash common.Hash, d time.Duration) {
		t.Helper()
		_, err := s.pool.Exec(ctx, `UPDATE relayer_txs SET updated_at = now() - $2::interval WHERE hash = $1`, hash.Bytes(), d)
		require.NoError(t, err)
	}
	hashes := func(txs []relayer.StoredTx) []common.Hash {
		out := []common.Hash{}
		for _, tx := range txs {
			out = append(out, tx.Hash)
		}
		return out
	}

	t.Run("ListsOnlySignedAndSentOlderThanTheAgeInNonceOrder", func(t *testing.T) {
		t.Parallel()
		s := setupStores(t)
		txs := s.wallet.signRange(t, 0, 6)
		s.storeSigned(t, relayer.PurposePay, txs...)
		require.NoError(t, s.relayer.MarkSent(ctx, 7, txs[1].Hash()))
		require.NoError(t, s.relayer.RecordReceipt(ctx, receipt(txs[2].Hash(), true, 5, 21_000)))
		require.NoError(t, s.relayer.RecordReceipt(ctx, receipt(txs[3].Hash(), false, 5, 21_000)))
		require.NoError(t, s.relayer.MarkReplaced(ctx, txs[4].Hash()))
		// The oldest first by touch is not first by nonce; the last is fresh.
		age(t, s, txs[0].Hash(), time.Hour)
		age(t, s, txs[1].Hash(), 2*time.Hour)
		for _, tx := range txs[2:5] {
			age(t, s, tx.Hash(), 3*time.Hour)
		}
		// Another wallet's old transaction is not this wallet's.
		other := setupStores(t)
		otherTx := other.wallet.sign(t, 0)
		other.storeSigned(t, relayer.PurposePay, otherTx)
		age(t, other, otherTx.Hash(), time.Hour)

		unmined, err := s.relayer.Unmined(ctx, s.wallet.acct, 30*time.Minute, 10)
		require.NoError(t, err)
		require.Equal(t, []common.Hash{txs[0].Hash(), txs[1].Hash()}, hashes(unmined))
		raw, err := txs[0].MarshalBinary()
		require.NoError(t, err)
		require.Equal(t, raw, unmined[0].Raw)

		unmined, err = s.relayer.Unmined(ctx, s.wallet.acct, 90*time.Minute, 10)
		require.NoError(t, err)
		require.Equal(t, []common.Hash{txs[1].Hash()}, hashes(unmined))
	})

	t.Run("RespectsTheLimit", func(t *testing.T) {
		t.Parallel()
		s := setupStores(t)
		txs := s.wallet.signRange(t, 10, 3)
		s.storeSigned(t, relayer.PurposeStage, txs...)
		for _, tx := range txs {
			age(t, s, tx.Hash(), time.Minute)
		}
		unmined, err := s.relayer.Unmined(ctx, s.wallet.acct, time.Second, 2)
		require.NoError(t, err)
		require.Equal(t, []common.Hash{txs[0].Hash(), txs[1].Hash()}, hashes(unmined))
	})

	t.Run("TouchMakesATransactionFresh", func(t *testing.T) {
		t.Parallel()
		s := setupStores(t)
		txs := s.wallet.signRange(t, 0, 2)
		s.storeSigned(t, relayer.PurposePay, txs...)
		for _, tx := range txs {
			age(t, s, tx.Hash(), time.Hour)
		}
		require.NoError(t, s.relayer.Touch(ctx, txs[0].Hash()))
		unmined, err := s.relayer.Unmined(ctx, s.wallet.acct, time.Minute, 10)
		require.NoError(t, err)
		require.Equal(t, []common.Hash{txs[1].Hash()}, hashes(unmined))
		require.Equal(t, "signed", s.txRow(t, txs[0].Hash()).Status, "a touch changes no status")
	})

	t.Run("AcceptsAnyAge", func(t *testing.T) {
		t.Parallel()
		s := setupStores(t)
		tx := s.wallet.sign(t, 0)
		s.storeSigned(t, relayer.PurposePay, tx)
		age(t, s, tx.Hash(), time.Second)
		for _, d := range []time.Duration{0, 750 * time.Microsecond, 1500 * time.Nanosecond, 250 * time.Millisecond} {
			unmined, err := s.relayer.Unmined(ctx, s.wallet.acct, d, 10)
			require.NoError(t, err, "older than %s", d)
			require.Equal(t, []common.Hash{tx.Hash()}, hashes(unmined), "older than %s", d)
		}
	})
}

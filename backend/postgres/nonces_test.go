package postgres_test

import (
	"context"
	"crypto/rand"
	"math/big"
	"sync"
	"testing"

	"github.com/ethereum/go-ethereum/common"
	"github.com/jackc/pgx/v5"
	"github.com/stretchr/testify/require"

	"github.com/paystead/paystead/backend/postgres"
	"github.com/paystead/paystead/backend/postgres/pgtest"
)

func TestPayerNonceWords(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	store := postgres.NewCheckoutStore(pgtest.Pool(t), func(context.Context, pgx.Tx, int64, common.Hash) error { return nil })

	randomWord := func(t *testing.T) *big.Int {
		t.Helper()
		w, err := rand.Int(rand.Reader, new(big.Int).Lsh(big.NewInt(1), 248))
		require.NoError(t, err)
		return w
	}

	t.Run("KeepsTheFirstWordAPayerIsGiven", func(t *testing.T) {
		t.Parallel()
		payer := newWallet(t)
		top := new(big.Int).Sub(new(big.Int).Lsh(big.NewInt(1), 248), big.NewInt(1)) // the largest word

		w, err := store.PayerNonceWord(ctx, payer, top)
		require.NoError(t, err)
		require.Zero(t, w.Pos.Cmp(top))
		require.Equal(t, 0, w.NextBit)

		again, err := store.PayerNonceWord(ctx, payer, randomWord(t))
		require.NoError(t, err)
		require.Zero(t, again.Pos.Cmp(top), "a later fresh word is ignored")
	})

	t.Run("ReservesBitsInTurnFromTheCounterOrFrom", func(t *testing.T) {
		t.Parallel()
		payer := newWallet(t)
		word := randomWord(t)
		_, err := store.PayerNonceWord(ctx, payer, word)
		require.NoError(t, err)

		var got []int
		for _, from := range []int{0, 0, 7, 3, 255} {
			bit, ok, err := store.ReserveNonceBit(ctx, payer, word, from)
			require.NoError(t, err)
			require.True(t, ok)
			got = append(got, bit)
		}
		require.Equal(t, []int{0, 1, 7, 8, 255}, got, "from skips ahead; the counter never goes back")

		_, ok, err := store.ReserveNonceBit(ctx, payer, word, 0)
		require.NoError(t, err)
		require.False(t, ok, "the word is used up")
		w, err := store.PayerNonceWord(ctx, payer, randomWord(t))
		require.NoError(t, err)
		require.Equal(t, 256, w.NextBit)
	})

	t.Run("ReservesOnlyInThePayersCurrentWord", func(t *testing.T) {
		t.Parallel()
		payer := newWallet(t)
		word := randomWord(t)
		_, err := store.PayerNonceWord(ctx, payer, word)
		require.NoError(t, err)

		_, ok, err := store.ReserveNonceBit(ctx, payer, randomWord(t), 0)
		require.NoError(t, err)
		require.False(t, ok)
		_, ok, err = store.ReserveNonceBit(ctx, newWallet(t), word, 0)
		require.NoError(t, err)
		require.False(t, ok, "a payer without a word has nothing to reserve")
	})

	t.Run("MovesOnlyFromTheWordItWasAskedTo", func(t *testing.T) {
		t.Parallel()
		payer := newWallet(t)
		word, next, stale := randomWord(t), randomWord(t), randomWord(t)
		_, err := store.PayerNonceWord(ctx, payer, word)
		require.NoError(t, err)
		_, _, err = store.ReserveNonceBit(ctx, payer, word, 200)
		require.NoError(t, err)

		require.NoError(t, store.MovePayerNonceWord(ctx, payer, word, next))
		require.NoError(t, store.MovePayerNonceWord(ctx, payer, word, stale), "a second mover from the old word does nothing")

		w, err := store.PayerNonceWord(ctx, payer, randomWord(t))
		require.NoError(t, err)
		require.Zero(t, w.Pos.Cmp(next))
		require.Equal(t, 0, w.NextBit, "a new word starts at bit 0")
	})

	t.Run("ConcurrentCallsAgreeOnOneWordAndNeverShareABit", func(t *testing.T) {
		t.Parallel()
		payer := newWallet(t)
		const workers, each = 16, 16 // 256 reservations: exactly the word

		words := make([]*big.Int, workers)
		bits := make([][]int, workers)
		errs := make([]error, workers)
		var wg sync.WaitGroup
		for i := range workers {
			fresh := randomWord(t)
			wg.Go(func() {
				w, err := store.PayerNonceWord(ctx, payer, fresh)
				if err != nil {
					errs[i] = err
					return
				}
				words[i] = w.Pos
				for range each {
					bit, ok, err := store.ReserveNonceBit(ctx, payer, w.Pos, 0)
					if err != nil || !ok {
						errs[i] = err
						return
					}
					bits[i] = append(bits[i], bit)
				}
			})
		}
		wg.Wait()

		seen := map[int]bool{}
		for i := range workers {
			require.NoError(t, errs[i])
			require.Zero(t, words[i].Cmp(words[0]), "every caller got the word the first one stored")
			require.Len(t, bits[i], each)
			for _, bit := range bits[i] {
				require.False(t, seen[bit], "bit %d reserved twice", bit)
				seen[bit] = true
			}
		}
		require.Len(t, seen, 256, "bits 0 to 255, each once")
		_, ok, err := store.ReserveNonceBit(ctx, payer, words[0], 0)
		require.NoError(t, err)
		require.False(t, ok)
	})
}

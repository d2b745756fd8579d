package checkout_test

import (
	"context"
	"errors"
	"math/big"
	"sync"
	"testing"

	"github.com/ethereum/go-ethereum/common"
	"github.com/stretchr/testify/require"

	"github.com/paystead/paystead/backend/checkout"
	"github.com/paystead/paystead/backend/internal/testkit"
	"github.com/paystead/paystead/shared/apierr"
	"github.com/paystead/paystead/shared/apierr/apierrtest"
	"github.com/paystead/paystead/shared/checkoutapi"
	"github.com/paystead/paystead/shared/invoiceapi"
)

// splitNonce is a Permit2 unordered nonce's word position and bit.
func splitNonce(nonce *big.Int) (*big.Int, int) {
	return new(big.Int).Rsh(nonce, 8), int(new(big.Int).And(nonce, big.NewInt(255)).Int64())
}

func TestPrepareNonceWords(t *testing.T) {
	t.Parallel()
	ctx := context.Background()

	// nonce prepares a payment of a fresh invoice by payer and answers its Permit2 nonce.
	nonce := func(t *testing.T, b *testBundle, payer common.Address) *big.Int {
		t.Helper()
		inv := b.openInvoice(t, invoiceapi.USDC, 1_000_000)
		return mustInt(t, b.prepare(t, inv, payer, "").Submission.Permit2Data.Nonce)
	}

	t.Run("ConsecutivePaymentsOfAPayerShareAWord", func(t *testing.T) {
		t.Parallel()
		b := setup(t)
		payer := testkit.RandomAddress(t)

		word, bit := splitNonce(nonce(t, b, payer))
		require.Equal(t, 0, bit, "a payer's first nonce is bit 0 of a new word")
		require.Equal(t, 248, word.BitLen(), "the word is drawn from the upper half of Permit2's word space")
		for want := 1; want <= 3; want++ {
			w, bit := splitNonce(nonce(t, b, payer))
			require.Zero(t, w.Cmp(word), "payment %d stays in the payer's word", want)
			require.Equal(t, want, bit)
		}

		otherWord, _ := splitNonce(nonce(t, b, testkit.RandomAddress(t)))
		require.NotZero(t, otherWord.Cmp(word), "another payer draws its own word")
	})

	t.Run("SkipsNoncesSpentOnChain", func(t *testing.T) {
		t.Parallel()
		b := setup(t)
		payer := testkit.RandomAddress(t)
		first := nonce(t, b, payer)
		word, _ := splitNonce(first)
		// Another spender of the payer's Permit2 nonces used bits 1, 2 and 4 of the word.
		for _, bit := range []int64{1, 2, 4} {
			b.chain.spend(payer, new(big.Int).Or(new(big.Int).Lsh(word, 8), big.NewInt(bit)))
		}

		var bits []int
		for range 3 {
			w, bit := splitNonce(nonce(t, b, payer))
			require.Zero(t, w.Cmp(word))
			bits = append(bits, bit)
		}
		require.Equal(t, []int{3, 5, 6}, bits)
	})

	t.Run("NeverOffersANonceSpentOnChainBelowTheCounter", func(t *testing.T) {
		t.Parallel()
		b := setup(t)
		payer := testkit.RandomAddress(t)
		word := new(big.Int).Lsh(big.NewInt(0xabc), 236)
		b.store.words = map[common.Address]checkout.NonceWord{payer: {Pos: word, NextBit: 10}}
		b.chain.spend(payer, new(big.Int).Or(new(big.Int).Lsh(word, 8), big.NewInt(10)))

		w, bit := splitNonce(nonce(t, b, payer))
		require.Zero(t, w.Cmp(word))
		require.Equal(t, 11, bit, "bit 10 was spent on chain")
	})

	t.Run("AFullWordMovesToAFreshOne", func(t *testing.T) {
		t.Parallel()
		b := setup(t)
		payer := testkit.RandomAddress(t)
		word := new(big.Int).Lsh(big.NewInt(0xabc), 236)
		b.store.words = map[common.Address]checkout.NonceWord{payer: {Pos: word, NextBit: 255}}

		w, bit := splitNonce(nonce(t, b, payer))
		require.Zero(t, w.Cmp(word))
		require.Equal(t, 255, bit, "the word's last bit is still offered")

		next, bit := splitNonce(nonce(t, b, payer))
		require.NotZero(t, next.Cmp(word), "a spent word is left behind")
		require.Equal(t, 0, bit)
		require.Equal(t, 248, next.BitLen())
		again, bit := splitNonce(nonce(t, b, payer))
		require.Zero(t, again.Cmp(next), "and the payer stays in the new word")
		require.Equal(t, 1, bit)
	})

	t.Run("AWordWhoseRemainingBitsAreSpentMovesOn", func(t *testing.T) {
		t.Parallel()
		b := setup(t)
		payer := testkit.RandomAddress(t)
		word := new(big.Int).Lsh(big.NewInt(0xabc), 236)
		b.store.words = map[common.Address]checkout.NonceWord{payer: {Pos: word, NextBit: 250}}
		for bit := int64(250); bit < 256; bit++ {
			b.chain.spend(payer, new(big.Int).Or(new(big.Int).Lsh(word, 8), big.NewInt(bit)))
		}

		next, bit := splitNonce(nonce(t, b, payer))
		require.NotZero(t, next.Cmp(word))
		require.Equal(t, 0, bit)
		require.Zero(t, b.store.words[payer].Pos.Cmp(next), "the store keeps the new word")
		require.Equal(t, 1, b.store.words[payer].NextBit)
	})

	t.Run("ConcurrentPreparesNeverShareANonce", func(t *testing.T) {
		t.Parallel()
		b := setup(t)
		payer := testkit.RandomAddress(t)
		inv := b.openInvoice(t, invoiceapi.USDC, 1_000_000)
		const prepares = 40

		nonces := make([]string, prepares)
		errs := make([]error, prepares)
		var wg sync.WaitGroup
		for i := range prepares {
			wg.Go(func() {
				prep, err := b.svc.Prepare(ctx, checkoutapi.PrepareRequest{InvoiceID: inv.ID.String(), Payer: payer.Hex()})
				nonces[i], errs[i] = prep.Submission.Permit2Data.Nonce, err
			})
		}
		wg.Wait()

		seen := map[string]bool{}
		var word *big.Int
		for i, n := range nonces {
			require.NoError(t, errs[i])
			require.False(t, seen[n], "nonce %s offered twice", n)
			seen[n] = true
			w, _ := splitNonce(mustInt(t, n))
			if word == nil {
				word = w
			}
			require.Zero(t, w.Cmp(word), "all in the payer's one word")
		}
	})

	t.Run("BitmapReadFailureIsAChainError", func(t *testing.T) {
		t.Parallel()
		b := setup(t)
		b.chain.bitmapErr = errors.New("node timeout")
		inv := b.openInvoice(t, invoiceapi.USDC, 1_000_000)

		_, err := b.svc.Prepare(ctx, checkoutapi.PrepareRequest{InvoiceID: inv.ID.String(), Payer: testkit.RandomAddress(t).Hex()})
		require.Equal(t, "node timeout", apierrtest.RequireCode(t, err, apierr.ChainError).Detail)
	})
}

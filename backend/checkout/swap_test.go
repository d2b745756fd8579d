package checkout_test

import (
	"context"
	"math/big"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/paystead/paystead/backend/internal/testkit"
	"github.com/paystead/paystead/shared/apierr"
	"github.com/paystead/paystead/shared/apierr/apierrtest"
	"github.com/paystead/paystead/shared/invoiceapi"
)

func TestSubmitSwap(t *testing.T) {
	t.Parallel()
	ctx := context.Background()

	t.Run("AcceptsThePreparedCushionedAmount", func(t *testing.T) {
		t.Parallel()
		b := setup(t)
		inv := b.openInvoice(t, invoiceapi.EURC, 19_990_000)
		payer := testkit.RandomAddress(t)
		req := b.readyToSubmit(t, inv, payer)

		sub, err := b.svc.Submit(ctx, req)
		require.NoError(t, err)
		require.Equal(t, eurc, sub.PayInToken)
		require.Equal(t, mustInt(t, req.AmountIn), sub.AmountIn)
		require.Equal(t, []int{50, 0}, b.swaps.slippages, "prepare cushions; submit checks the bare price")
	})

	t.Run("AcceptsAPriceMoveWithinTheCushion", func(t *testing.T) {
		t.Parallel()
		b := setup(t)
		inv := b.openInvoice(t, invoiceapi.EURC, 19_990_000)
		req := b.readyToSubmit(t, inv, testkit.RandomAddress(t))
		b.swaps.inNum, b.swaps.inDen = 10_040, 10_800 // EURC weakened by 0.4%

		_, err := b.svc.Submit(ctx, req)
		require.NoError(t, err)
	})

	t.Run("RejectsAnAmountTheSwapNoLongerCovers", func(t *testing.T) {
		t.Parallel()
		b := setup(t)
		inv := b.openInvoice(t, invoiceapi.EURC, 19_990_000)
		req := b.readyToSubmit(t, inv, testkit.RandomAddress(t))
		b.swaps.inNum, b.swaps.inDen = 10_100, 10_800 // EURC weakened by 1%, past the 0.5% cushion

		_, err := b.svc.Submit(ctx, req)
		apierrtest.RequireFields(t, err, "amountIn")
		require.Empty(t, b.store.subs)
	})

	t.Run("RepeatAfterThePriceMovedAnswersWithTheFirst", func(t *testing.T) {
		t.Parallel()
		b := setup(t)
		inv := b.openInvoice(t, invoiceapi.EURC, 19_990_000)
		payer := testkit.RandomAddress(t)
		req, first := b.submitted(t, inv, payer)

		b.swaps.inNum, b.swaps.inDen = 10_100, 10_800 // EURC weakened by 1%, past the 0.5% cushion
		b.requireRepeatAnswered(t, req, first)

		// Another submission for the same amount at the new price is refused.
		other := req
		other.Permit2Data.Nonce = "12345"
		signAs(t, &other, inv, payer)
		_, err := b.svc.Submit(ctx, other)
		apierrtest.RequireFields(t, err, "amountIn")

		// So is a repeat when the quote itself fails and nothing is stored under its id, and
		// the stored one is answered when it is.
		b.swaps.err = apierr.New(apierr.NoLiquidity, "The pool cannot fill this swap.")
		_, err = b.svc.Submit(ctx, other)
		apierrtest.RequireCode(t, err, apierr.NoLiquidity)
		b.requireRepeatAnswered(t, req, first)
		require.Len(t, b.store.subs, 1)
	})

	t.Run("AcceptsExactlyTheBarePrice", func(t *testing.T) {
		t.Parallel()
		b := setup(t)
		inv := b.openInvoice(t, invoiceapi.EURC, 5_000_000)
		payer := testkit.RandomAddress(t)
		req := b.readyToSubmit(t, inv, payer)
		needed := b.swaps.needed(5_000_000)

		req.AmountIn = needed.String()
		signAs(t, &req, inv, payer)
		_, err := b.svc.Submit(ctx, req)
		require.NoError(t, err)

		req.AmountIn = new(big.Int).Sub(needed, big.NewInt(1)).String()
		req.Permit2Data.Nonce = "99"
		signAs(t, &req, inv, payer)
		_, err = b.svc.Submit(ctx, req)
		apierrtest.RequireFields(t, err, "amountIn")
	})

	t.Run("AmountBelowTheInvoiceIsFineWhenTheSwapCoversIt", func(t *testing.T) {
		t.Parallel()
		b := setup(t)
		inv := b.openInvoice(t, invoiceapi.EURC, 10_800_000)
		req := b.readyToSubmit(t, inv, testkit.RandomAddress(t))
		require.Less(t, mustInt(t, req.AmountIn).Int64(), int64(10_800_000), "EURC is worth more than USDC here")

		_, err := b.svc.Submit(ctx, req)
		require.NoError(t, err)
	})

	t.Run("SwapQuoteFailurePassesThrough", func(t *testing.T) {
		t.Parallel()
		b := setup(t)
		inv := b.openInvoice(t, invoiceapi.EURC, 5_000_000)
		req := b.readyToSubmit(t, inv, testkit.RandomAddress(t))
		b.swaps.err = apierr.New(apierr.NoLiquidity, "The pool cannot fill this swap.")

		_, err := b.svc.Submit(ctx, req)
		apierrtest.RequireCode(t, err, apierr.NoLiquidity)
	})

	t.Run("SwapUnavailableWithoutSwaps", func(t *testing.T) {
		t.Parallel()
		b := setup(t)
		inv := b.openInvoice(t, invoiceapi.EURC, 5_000_000)
		req := b.readyToSubmit(t, inv, testkit.RandomAddress(t))

		_, err := b.newService(b.cfg, false).Submit(ctx, req)
		apierrtest.RequireCode(t, err, apierr.SwapUnavailable)
	})
}

package chain

import (
	"math/big"
	"testing"

	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/stretchr/testify/require"
)

func TestClaim(t *testing.T) {
	t.Parallel()

	claim := func(t *testing.T, f *fixture, tr *Transactor, invoices ...PaidInvoice) (*types.Receipt, error) {
		return f.send(t, tr, func(o *bind.TransactOpts) (*types.Transaction, error) {
			return f.gateway.Claim(f.ctx, o, f.merchant.Address(), f.addrs.USDC, invoices)
		})
	}
	payAll := func(t *testing.T, f *fixture, amounts ...int64) []PaidInvoice {
		var paid []PaidInvoice
		for _, inv := range f.stage(t, "batch", amounts...) {
			p, _ := f.payUSDC(t, inv)
			paid = append(paid, p)
		}
		return paid
	}

	t.Run("DelegateClaimsMaturedBatchToPayoutWallet", func(t *testing.T) {
		t.Parallel()
		f := setup(t)
		held := f.usdcHeld(t)
		paid := payAll(t, f, 1_000_000, 2_000_000, 3_500_000)
		f.elapseRefundWindow(t)

		r, err := claim(t, f, f.delegate, paid...)
		require.NoError(t, err)
		ev, err := f.gateway.ParseEvents(r.Logs)
		require.NoError(t, err)
		require.Len(t, ev.Claimed, 3)
		for i, e := range ev.Claimed {
			require.Equal(t, paid[i].ID, e.ID)
			require.Equal(t, paid[i].Amount, e.Amount)
		}
		require.Equal(t, big.NewInt(6_500_000), f.balance(t, f.usdc, f.wallet))
		require.Equal(t, 0, f.balance(t, f.usdc, f.addrs.Gateway).Sign())
		require.Equal(t, held, f.usdcHeld(t))
	})

	t.Run("RejectsBeforeWindow", func(t *testing.T) {
		t.Parallel()
		f := setup(t)
		paid := payAll(t, f, 1_000_000)
		held := f.usdcHeld(t)
		_, err := claim(t, f, f.delegate, paid...)
		requireReverted(t, err, "RefundWindowOpen")
		require.Equal(t, held, f.usdcHeld(t))
	})

	t.Run("RejectsStranger", func(t *testing.T) {
		t.Parallel()
		f := setup(t)
		paid := payAll(t, f, 1_000_000)
		f.elapseRefundWindow(t)
		_, err := claim(t, f, f.stranger, paid...)
		requireReverted(t, err, "NotMerchantOrDelegate")
	})

	t.Run("RejectsClaimingTwice", func(t *testing.T) {
		t.Parallel()
		f := setup(t)
		paid := payAll(t, f, 1_000_000, 2_000_000)
		f.elapseRefundWindow(t)
		_, err := claim(t, f, f.delegate, paid...)
		require.NoError(t, err)
		held := f.usdcHeld(t)
		_, err = claim(t, f, f.delegate, paid[1])
		requireReverted(t, err, "InvoiceAlreadyClaimed")
		require.Equal(t, held, f.usdcHeld(t))
	})

	t.Run("RejectsRefundedInvoice", func(t *testing.T) {
		t.Parallel()
		f := setup(t)
		paid := payAll(t, f, 1_000_000)
		_, err := f.send(t, f.delegate, func(o *bind.TransactOpts) (*types.Transaction, error) {
			return f.gateway.Refund(f.ctx, o, paid[0], paid[0].Amount)
		})
		require.NoError(t, err)
		f.elapseRefundWindow(t)
		_, err = claim(t, f, f.delegate, paid...)
		requireReverted(t, err, "InvoiceAlreadyRefunded")
	})

	t.Run("RejectsInvoiceOfOtherPayoutToken", func(t *testing.T) {
		t.Parallel()
		f := setup(t)
		paid := payAll(t, f, 1_000_000)
		f.elapseRefundWindow(t)
		_, err := f.send(t, f.delegate, func(o *bind.TransactOpts) (*types.Transaction, error) {
			return f.gateway.Claim(f.ctx, o, f.merchant.Address(), f.addrs.EURC, paid)
		})
		requireReverted(t, err, "RecordMismatch")
	})

	t.Run("RejectsWithoutPayoutWallet", func(t *testing.T) {
		t.Parallel()
		f := setup(t)
		// The stranger acts as a merchant that never set a payout wallet.
		_, err := f.send(t, f.stranger, func(o *bind.TransactOpts) (*types.Transaction, error) {
			return f.gateway.Claim(f.ctx, o, f.stranger.Address(), f.addrs.USDC, []PaidInvoice{{ID: invoiceID(t, "x"), Merchant: f.stranger.Address(), PayoutToken: f.addrs.USDC, Amount: big.NewInt(1)}})
		})
		requireReverted(t, err, "PayoutWalletUnset")
	})
}

package gate_test

import (
	"context"
	"errors"
	"testing"

	"github.com/ethereum/go-ethereum/common"
	"github.com/stretchr/testify/require"

	"github.com/paystead/paystead/backend/compliance"
	"github.com/paystead/paystead/backend/gate"
	"github.com/paystead/paystead/backend/internal/testkit"
	"github.com/paystead/paystead/shared/apierr"
	"github.com/paystead/paystead/shared/apierr/apierrtest"
)

// A wallet the token's issuer bars (Circle's blacklist) is rejected at
// authorize in words a customer understands, whatever was decided for it
// before, and the bar is recorded as its decision, so that checkout's
// submit finds no allow; once the issuer lifts it, the wallet is screened
// afresh. A merchant's own denial is never replaced.
func TestIssuerBar(t *testing.T) {
	t.Parallel()
	ctx := context.Background()

	setupBarred := func(t *testing.T) (*testBundle, *fakeIssuer, common.Address) {
		b := setup(t)
		issuer := &fakeIssuer{barred: map[common.Address]bool{}}
		b.svc.SetIssuer(issuer)
		return b, issuer, testkit.RandomAddress(t)
	}

	t.Run("ABarredWalletIsRejectedAndRecorded", func(t *testing.T) {
		t.Parallel()
		b, issuer, wallet := setupBarred(t)
		d, err := b.svc.Authorize(ctx, b.invoice.ID.String(), wallet.Hex())
		require.NoError(t, err)
		require.Equal(t, gate.Allow, d.Outcome, "screened clear")
		allowed, err := b.svc.HasFreshAllow(ctx, b.merchant.ID, wallet)
		require.NoError(t, err)
		require.True(t, allowed)

		issuer.barred[wallet] = true // frozen after its allow
		d, err = b.svc.Authorize(ctx, b.invoice.ID.String(), wallet.Hex())
		require.NoError(t, err)
		require.Equal(t, gate.Reject, d.Outcome)
		require.Equal(t, gate.SanctionedWallet, d.Code)
		require.Equal(t, "The issuer of USDC has frozen this wallet, so it cannot send USDC and cannot pay this invoice. Nothing was charged.", d.Reason)
		stored := b.store.decisions[walletKey{b.merchant.ID, wallet}]
		require.Equal(t, gate.FromIssuer, stored.Source, "recorded as the wallet's decision")
		allowed, err = b.svc.HasFreshAllow(ctx, b.merchant.ID, wallet)
		require.NoError(t, err)
		require.False(t, allowed, "the allow before the bar no longer lets it submit")
		require.Equal(t, 1, b.provider.calls, "no screening spent on a barred wallet")

		issuer.barred[wallet] = false // lifted
		d, err = b.svc.Authorize(ctx, b.invoice.ID.String(), wallet.Hex())
		require.NoError(t, err)
		require.Equal(t, gate.Allow, d.Outcome, "screened afresh once the bar is lifted")
		require.Equal(t, 2, b.provider.calls)
		require.Equal(t, gate.FromScreening, b.store.decisions[walletKey{b.merchant.ID, wallet}].Source)
	})

	t.Run("AMerchantsDenialStands", func(t *testing.T) {
		t.Parallel()
		b, issuer, wallet := setupBarred(t)
		b.provider.set(wallet, compliance.Review, "manual")
		d, err := b.svc.Authorize(ctx, b.invoice.ID.String(), wallet.Hex())
		require.NoError(t, err)
		require.NoError(t, b.svc.Decide(ctx, b.merchant.ID, d.TicketID.String(), gate.Deny, "0xmerchant"))
		issuer.barred[wallet] = true
		d, err = b.svc.Authorize(ctx, b.invoice.ID.String(), wallet.Hex())
		require.NoError(t, err)
		require.Equal(t, gate.Reject, d.Outcome)
		require.Equal(t, gate.FromMerchant, b.store.decisions[walletKey{b.merchant.ID, wallet}].Source)
	})

	t.Run("AnUnreadableBlacklistIsAChainError", func(t *testing.T) {
		t.Parallel()
		b, issuer, wallet := setupBarred(t)
		issuer.err = errors.New("connection refused")
		_, err := b.svc.Authorize(ctx, b.invoice.ID.String(), wallet.Hex())
		apierrtest.RequireCode(t, err, apierr.ChainError)
		require.Zero(t, b.provider.calls)
	})
}

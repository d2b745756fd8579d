package invoice_test

import (
	"context"
	"errors"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/stretchr/testify/require"

	"github.com/paystead/paystead/backend/invoice"
)

func TestRecover(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	const grace = 5 * time.Minute

	// interrupted stores n invoices left staging, a minute apart, the last
	// created now.
	interrupted := func(t *testing.T, b *testBundle, n int) []invoice.Invoice {
		t.Helper()
		var invs []invoice.Invoice
		for i := range n {
			inv := b.putInvoice(t, invoice.Staging, "", [32]byte{})
			inv.CreatedAt = b.clock.Now().UTC().Add(time.Duration(i-n+1) * time.Minute)
			b.store.invoices[inv.ID] = inv
			invs = append(invs, inv)
		}
		return invs
	}

	t.Run("SettlesStaleStagingByWhatTheChainHolds", func(t *testing.T) {
		t.Parallel()
		b := setup(t)
		invs := interrupted(t, b, 3)
		b.chain.onChain[invs[0].ID] = true
		b.clock.Advance(grace + time.Hour)
		now := b.clock.Now().UTC()

		n, err := b.svc.Recover(ctx, grace)
		require.NoError(t, err)
		require.Equal(t, 3, n)
		require.Equal(t, []invoice.ID{invs[0].ID, invs[1].ID, invs[2].ID}, b.chain.isStagedAsked)
		require.Equal(t, []stagedMark{{id: invs[0].ID, tx: common.Hash{}, at: now}}, b.store.staged,
			"staged on chain: open, with the transaction unknown")
		require.Equal(t, []failedMark{
			{id: invs[1].ID, reason: "staging did not complete; create a new invoice"},
			{id: invs[2].ID, reason: "staging did not complete; create a new invoice"},
		}, b.store.failed)
		require.Equal(t, invoice.Open, b.store.invoices[invs[0].ID].Status)
		require.Equal(t, invoice.Failed, b.store.invoices[invs[1].ID].Status)
	})

	t.Run("OnlyInvoicesOlderThanGrace", func(t *testing.T) {
		t.Parallel()
		b := setup(t)
		invs := interrupted(t, b, 3) // created now-2m, now-1m and now
		b.clock.Advance(grace - 30*time.Second)

		n, err := b.svc.Recover(ctx, grace)
		require.NoError(t, err)
		require.Equal(t, b.clock.Now().Add(-grace), b.store.staleBefore)
		require.Equal(t, 500, b.store.staleLimit)
		require.Equal(t, 2, n)
		require.Equal(t, []invoice.ID{invs[0].ID, invs[1].ID}, b.chain.isStagedAsked)
		require.Equal(t, invoice.Staging, b.store.invoices[invs[2].ID].Status, "still within its grace")
	})

	t.Run("NothingStaleSettlesNothing", func(t *testing.T) {
		t.Parallel()
		b := setup(t)
		b.create(t, request(), "")

		n, err := b.svc.Recover(ctx, grace)
		require.NoError(t, err)
		require.Zero(t, n)
		require.Empty(t, b.chain.isStagedAsked)
	})

	t.Run("ChainErrorStopsIt", func(t *testing.T) {
		t.Parallel()
		b := setup(t)
		invs := interrupted(t, b, 3)
		boom := errors.New("gateway invoices: connection refused")
		b.chain.isStagedErrs[invs[1].ID] = boom
		b.clock.Advance(grace + time.Hour)

		n, err := b.svc.Recover(ctx, grace)
		require.ErrorIs(t, err, boom)
		require.Contains(t, err.Error(), "invoice.Recover")
		require.Equal(t, 1, n, "the ones settled before it count")
		require.Equal(t, []invoice.ID{invs[0].ID, invs[1].ID}, b.chain.isStagedAsked, "the rest wait for the next run")
		require.Len(t, b.store.failed, 1)
		require.Equal(t, invoice.Staging, b.store.invoices[invs[1].ID].Status, "not failed on a read error")
	})

	t.Run("StoreErrorsStopIt", func(t *testing.T) {
		t.Parallel()
		boom := errors.New("connection reset")
		for _, method := range []string{"StaleStaging", "MarkStaged", "MarkFailed"} {
			b := setup(t)
			invs := interrupted(t, b, 2)
			for _, inv := range invs {
				b.chain.onChain[inv.ID] = method == "MarkStaged"
			}
			b.store.errs[method] = boom
			b.clock.Advance(grace + time.Hour)

			n, err := b.svc.Recover(ctx, grace)
			require.ErrorIs(t, err, boom, method)
			require.Zero(t, n, method)
			if method != "StaleStaging" {
				require.Equal(t, []invoice.ID{invs[0].ID}, b.chain.isStagedAsked, method)
			}
		}
	})
}

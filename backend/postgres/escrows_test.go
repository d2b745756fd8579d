package postgres_test

import (
	"context"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/stretchr/testify/require"

	"github.com/paystead/paystead/backend/escrow"
	"github.com/paystead/paystead/backend/invoice"
	"github.com/paystead/paystead/shared/invoiceapi"
)

type escrowBundle struct {
	stores
	// paid[i] was paid at times[i], an hour apart; paid[2] in EURC.
	times []time.Time
	paid  []invoice.ID
}

func setupEscrow(t *testing.T) escrowBundle {
	t.Helper()
	b := escrowBundle{stores: setupStores(t)}
	start := time.Date(2031, 5, 4, 10, 0, 0, 0, time.UTC)
	for i := range 4 {
		inv := b.draftInvoice(t)
		if i == 2 {
			inv.PayInToken = invoiceapi.EURC
		}
		id := b.storeInvoice(t, inv, invoice.Open)
		at := start.Add(time.Duration(i) * time.Hour)
		b.pay(t, id, at)
		b.times, b.paid = append(b.times, at), append(b.paid, id)
	}
	return b
}

func (b escrowBundle) bucket(t *testing.T, f escrow.Filter, status invoice.Status, paidBefore, paidAfter time.Time, limit int) []invoice.ID {
	t.Helper()
	rows, err := b.escrows.Bucket(context.Background(), b.merchant.ID, f, status, paidBefore, paidAfter, limit)
	require.NoError(t, err)
	ids := []invoice.ID{}
	for _, p := range rows {
		ids = append(ids, p.ID)
	}
	return ids
}

func TestEscrowBucket(t *testing.T) {
	t.Parallel()
	none := time.Time{}

	t.Run("SplitsOnTheCutNewestFirst", func(t *testing.T) {
		t.Parallel()
		b := setupEscrow(t)
		require.Equal(t, []invoice.ID{b.paid[1], b.paid[0]}, b.bucket(t, escrow.Filter{}, invoice.Paid, b.times[1], none, 10),
			"matured: paid at or before the cut")
		require.Equal(t, []invoice.ID{b.paid[3], b.paid[2]}, b.bucket(t, escrow.Filter{}, invoice.Paid, none, b.times[1], 10),
			"pending: paid after it")
		require.Equal(t, []invoice.ID{b.paid[3], b.paid[2], b.paid[1], b.paid[0]}, b.bucket(t, escrow.Filter{}, invoice.Paid, none, none, 10))
	})

	t.Run("FiltersByPaidRangeAndToken", func(t *testing.T) {
		t.Parallel()
		b := setupEscrow(t)
		require.Equal(t, []invoice.ID{b.paid[2], b.paid[1]},
			b.bucket(t, escrow.Filter{PaidFrom: b.times[1], PaidTo: b.times[2]}, invoice.Paid, none, none, 10), "both ends included")
		require.Equal(t, []invoice.ID{b.paid[3]}, b.bucket(t, escrow.Filter{PaidFrom: b.times[3]}, invoice.Paid, none, none, 10))
		require.Equal(t, []invoice.ID{b.paid[2]}, b.bucket(t, escrow.Filter{Token: "EURC"}, invoice.Paid, none, none, 10))
		require.Equal(t, []invoice.ID{b.paid[1], b.paid[0]}, b.bucket(t, escrow.Filter{Token: "USDC"}, invoice.Paid, b.times[2], none, 10))
	})

	t.Run("Limit", func(t *testing.T) {
		t.Parallel()
		b := setupEscrow(t)
		require.Equal(t, []invoice.ID{b.paid[3], b.paid[2]}, b.bucket(t, escrow.Filter{}, invoice.Paid, none, none, 2))
	})

	t.Run("OnlyTheStatusAsked", func(t *testing.T) {
		t.Parallel()
		b := setupEscrow(t)
		ctx := context.Background()
		claim := randomHash(t)
		require.NoError(t, b.escrows.RecordClaim(ctx, noSend, []invoice.ID{b.paid[0]}, claim, time.Now()))
		require.NoError(t, b.escrows.RecordRefund(ctx, noSend, fullRefund(b.paid[1], randomHash(t)), time.Now()))
		b.newInvoice(t, invoice.Open)

		require.Equal(t, []invoice.ID{b.paid[3], b.paid[2]}, b.bucket(t, escrow.Filter{}, invoice.Paid, none, none, 10))
		claimed, err := b.escrows.Bucket(ctx, b.merchant.ID, escrow.Filter{}, invoice.Claimed, none, none, 10)
		require.NoError(t, err)
		require.Len(t, claimed, 1)
		require.Equal(t, b.paid[0], claimed[0].ID)
		require.Equal(t, claim, claimed[0].ClaimTxHash)
		require.NotNil(t, claimed[0].ClaimedAt)
		require.Empty(t, b.bucket(t, escrow.Filter{}, invoice.Open, none, none, 10), "never paid: not in escrow")
	})

	t.Run("OnlyTheMerchants", func(t *testing.T) {
		t.Parallel()
		b := setupEscrow(t)
		other := setupStores(t)
		rows, err := b.escrows.Bucket(context.Background(), other.merchant.ID, escrow.Filter{}, invoice.Paid, none, none, 10)
		require.NoError(t, err)
		require.Empty(t, rows)
	})
}

func TestEscrowPaidInvoice(t *testing.T) {
	t.Parallel()
	ctx := context.Background()

	t.Run("ReadsThePayment", func(t *testing.T) {
		t.Parallel()
		s := setupStores(t)
		paidAt := time.Date(2031, 6, 1, 8, 0, 0, 0, time.UTC)
		id, sub := s.paidInvoice(t, paidAt)
		p, err := s.escrows.PaidInvoice(ctx, id)
		require.NoError(t, err)
		require.Equal(t, escrow.Paid{
			ID: id, ChainID: testChainID, MerchantID: s.merchant.ID, Merchant: s.merchant.OwnerWallet, PayoutToken: s.usdc, Token: "USDC",
			Amount: 25_000_000, Payer: sub.Payer, PaidAt: paidAt, Status: invoice.Paid, SettleTxHash: sub.SettleTxHash,
			Metadata: map[string]string{"order": "A-1001"},
		}, p)

		bucket, err := s.escrows.Bucket(ctx, s.merchant.ID, escrow.Filter{}, invoice.Paid, time.Time{}, time.Time{}, 1)
		require.NoError(t, err)
		require.Equal(t, []escrow.Paid{p}, bucket, "a bucket reads the same record")
	})

	t.Run("RefundedCarriesItsTransaction", func(t *testing.T) {
		t.Parallel()
		s := setupStores(t)
		id, _ := s.paidInvoice(t, time.Now())
		refund := randomHash(t)
		require.NoError(t, s.escrows.RecordRefund(ctx, noSend, fullRefund(id, refund), time.Now()))
		p, err := s.escrows.PaidInvoice(ctx, id)
		require.NoError(t, err)
		require.Equal(t, invoice.Refunded, p.Status)
		require.Equal(t, refund, p.RefundTxHash)
	})

	t.Run("UnpaidHasNoPayment", func(t *testing.T) {
		t.Parallel()
		s := setupStores(t)
		id := s.newInvoice(t, invoice.Open)
		p, err := s.escrows.PaidInvoice(ctx, id)
		require.NoError(t, err)
		require.Equal(t, invoice.Open, p.Status)
		require.True(t, p.PaidAt.IsZero())
		require.Equal(t, common.Address{}, p.Payer)
		require.Equal(t, common.Hash{}, p.SettleTxHash)
	})

	t.Run("UnknownIsInvoiceErrNotFound", func(t *testing.T) {
		t.Parallel()
		s := setupStores(t)
		id := invoice.ID{0xab}
		_, err := s.escrows.PaidInvoice(ctx, id)
		require.ErrorIs(t, err, invoice.ErrNotFound)
		require.Contains(t, err.Error(), id.String())
	})
}

// One refund or claim of an invoice at a time, across requests and processes (#30 item 3).
func TestEscrowReserve(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	b := setupEscrow(t)

	first, busy, err := b.escrows.Reserve(ctx, b.paid[:2])
	require.NoError(t, err)
	require.Empty(t, busy)
	require.ElementsMatch(t, b.paid[:2], first.IDs)

	second, busy, err := b.escrows.Reserve(ctx, b.paid[1:3])
	require.NoError(t, err)
	require.Equal(t, []invoice.ID{b.paid[1]}, busy, "held by the first")
	require.Equal(t, []invoice.ID{b.paid[2]}, second.IDs)

	require.NoError(t, b.escrows.Release(ctx, first))
	again, busy, err := b.escrows.Reserve(ctx, b.paid[:3])
	require.NoError(t, err)
	require.Equal(t, []invoice.ID{b.paid[2]}, busy, "the second still holds its own")
	require.ElementsMatch(t, b.paid[:2], again.IDs)

	// A stale release (a hold that lapsed and was taken since) leaves the new hold alone.
	require.NoError(t, b.escrows.Release(ctx, first))
	_, busy, err = b.escrows.Reserve(ctx, b.paid[:1])
	require.NoError(t, err)
	require.Equal(t, b.paid[:1], busy)

	// A hold lapses after escrow.HoldFor, should its process die.
	_, err = b.pool.Exec(ctx, `UPDATE invoices SET escrow_busy_until = now() - interval '1 second' WHERE id = $1`, b.paid[0][:])
	require.NoError(t, err)
	lapsed, busy, err := b.escrows.Reserve(ctx, b.paid[:1])
	require.NoError(t, err)
	require.Empty(t, busy)
	require.Equal(t, b.paid[:1], lapsed.IDs)
}

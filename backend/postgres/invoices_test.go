package postgres_test

import (
	"context"
	"slices"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/stretchr/testify/require"

	"github.com/paystead/paystead/backend/invoice"
	"github.com/paystead/paystead/backend/postgres"
	"github.com/paystead/paystead/backend/postgres/pgtest"
	"github.com/paystead/paystead/backend/relayer"
	"github.com/paystead/paystead/shared/invoiceapi"
)

func TestInvoiceStoreReadsPayment(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	pool := pgtest.Pool(t)
	invoices := postgres.NewInvoiceStore(pool)
	m := newGateMerchant(t, postgres.NewMerchantStore(pool), "Paid Goods", "")
	id, err := invoice.NewID()
	require.NoError(t, err)
	err = invoices.CreateInvoice(ctx, invoice.Invoice{
		ID: id, MerchantID: m.ID, MerchantWallet: m.OwnerWallet, Amount: 19_990_000, PayInToken: invoiceapi.USDC,
		PayoutToken: newWallet(t), Status: invoice.Staging, ChainID: 1337, Gateway: newWallet(t), CreatedAt: time.Now().UTC(),
	}, nil)
	require.NoError(t, err)
	require.NoError(t, invoices.MarkStaged(ctx, id, common.Hash{1}, time.Now().UTC()))

	t.Run("UnpaidHasNoPayment", func(t *testing.T) {
		inv, err := invoices.Invoice(ctx, id)
		require.NoError(t, err)
		require.Nil(t, inv.PaidAt)
		require.Equal(t, common.Hash{}, inv.SettleTxHash)
	})

	t.Run("PaidHasTheBlockTimeAndTransaction", func(t *testing.T) {
		// As the relayer records an InvoicePaid event: the block's time in
		// paid_at_unix, the row's clock elsewhere.
		blockTime := time.Date(2030, 3, 1, 12, 0, 7, 0, time.UTC)
		settle := common.Hash{0xab, 0xcd, 31: 0xef}
		_, err := pool.Exec(ctx, `UPDATE invoices SET status = 'paid', paid_at = now(), paid_at_unix = $2, settle_tx_hash = $3 WHERE id = $1`,
			id[:], blockTime.Unix(), settle.Bytes())
		require.NoError(t, err)
		inv, err := invoices.Invoice(ctx, id)
		require.NoError(t, err)
		require.Equal(t, invoice.Paid, inv.Status)
		require.NotNil(t, inv.PaidAt)
		require.True(t, blockTime.Equal(*inv.PaidAt), "paid at %s, want the block's %s", inv.PaidAt, blockTime)
		require.Equal(t, settle, inv.SettleTxHash)
	})
}

func TestInvoiceStoreTransitions(t *testing.T) {
	t.Parallel()
	ctx := context.Background()

	t.Run("MarkStagedOnlyFromStaging", func(t *testing.T) {
		t.Parallel()
		s := setupStores(t)
		failed := s.newInvoice(t, invoice.Failed)
		open := s.newInvoice(t, invoice.Open)
		before, err := s.invoices.Invoice(ctx, open)
		require.NoError(t, err)
		for _, id := range []invoice.ID{failed, open} {
			require.NoError(t, s.invoices.MarkStaged(ctx, id, randomHash(t), time.Now().Add(time.Hour)))
		}
		require.Equal(t, invoice.Failed, s.status(t, failed))
		after, err := s.invoices.Invoice(ctx, open)
		require.NoError(t, err)
		require.Equal(t, before, after)
		require.Equal(t, 1, s.allEvents(t, open), "invoice.created only")
	})

	t.Run("MarkStagedWithoutATransaction", func(t *testing.T) {
		t.Parallel()
		s := setupStores(t)
		id := s.newInvoice(t, invoice.Staging)
		// The recovery loop found the invoice on chain without its transaction.
		require.NoError(t, s.invoices.MarkStaged(ctx, id, common.Hash{}, time.Now()))
		inv, err := s.invoices.Invoice(ctx, id)
		require.NoError(t, err)
		require.Equal(t, invoice.Open, inv.Status)
		require.Equal(t, common.Hash{}, inv.StageTxHash)
		require.NotNil(t, inv.StagedAt)
		var unknown bool
		require.NoError(t, s.pool.QueryRow(ctx, `SELECT stage_tx_hash IS NULL FROM invoices WHERE id = $1`, id[:]).Scan(&unknown))
		require.True(t, unknown, "an unknown transaction is NULL, not a hash of zeros")
	})

	t.Run("MarkFailedOnlyFromStaging", func(t *testing.T) {
		t.Parallel()
		s := setupStores(t)
		staging := s.newInvoice(t, invoice.Staging)
		require.NoError(t, s.invoices.MarkFailed(ctx, staging, "the gateway refused the staging"))
		inv, err := s.invoices.Invoice(ctx, staging)
		require.NoError(t, err)
		require.Equal(t, invoice.Failed, inv.Status)
		require.Equal(t, "the gateway refused the staging", inv.Failure)

		for _, status := range []invoice.Status{invoice.Open, invoice.Paid} {
			id := s.newInvoice(t, status)
			require.NoError(t, s.invoices.MarkFailed(ctx, id, "late"))
			inv, err := s.invoices.Invoice(ctx, id)
			require.NoError(t, err)
			require.Equal(t, status, inv.Status)
			require.Empty(t, inv.Failure)
		}
	})

	t.Run("UnknownInvoiceIsErrNotFound", func(t *testing.T) {
		t.Parallel()
		s := setupStores(t)
		_, err := s.invoices.Invoice(ctx, invoice.ID{1, 2, 3})
		require.ErrorIs(t, err, invoice.ErrNotFound)
	})

	t.Run("StaleStagingListsOldStagingInvoicesOldestFirst", func(t *testing.T) {
		t.Parallel()
		s := setupStores(t)
		// Older than every invoice stored so far (earlier runs' included),
		// so the list is this test's.
		var base time.Time
		require.NoError(t, s.pool.QueryRow(ctx, `SELECT least(min(created_at), '2001-05-01Z') - interval '1 hour' FROM invoices`).Scan(&base))
		var ids []invoice.ID
		for i, status := range []invoice.Status{invoice.Staging, invoice.Open, invoice.Staging, invoice.Staging, invoice.Staging} {
			inv := s.draftInvoice(t)
			inv.CreatedAt = base.Add(-time.Duration(i) * time.Minute)
			ids = append(ids, s.storeInvoice(t, inv, status))
		}
		// All but the last were sent a staging transaction (no longer
		// live): the last still waits for the stager, which it is left to.
		_, err := s.pool.Exec(ctx, `UPDATE invoices SET stage_tx_hash = sha256(id) WHERE id = ANY($1)`, [][]byte{ids[0][:], ids[1][:], ids[2][:], ids[3][:]})
		require.NoError(t, err)
		stale, err := s.invoices.StaleStaging(ctx, base, 100)
		require.NoError(t, err)
		var got []invoice.ID
		for _, inv := range stale {
			if slices.Contains(ids, inv.ID) { // a test beside it may store older ones
				got = append(got, inv.ID)
			}
		}
		require.Equal(t, []invoice.ID{ids[3], ids[2]}, got, "created before base, still staging, oldest first")

		stale, err = s.invoices.StaleStaging(ctx, base.Add(time.Second), 2)
		require.NoError(t, err)
		require.Len(t, stale, 2, "the limit holds")
	})

	// An invoice whose staging transaction is stored and not mined is
	// being rebroadcast: its receipt decides, not the recovery loop. Once
	// the transaction has a receipt, or was replaced, it is listed.
	t.Run("StaleStagingLeavesThoseWhoseTransactionIsPending", func(t *testing.T) {
		t.Parallel()
		s := setupStores(t)
		var base time.Time
		require.NoError(t, s.pool.QueryRow(ctx, `SELECT least(min(created_at), '2001-05-01Z') - interval '1 hour' FROM invoices`).Scan(&base))
		reverted, replaced := s.draftInvoice(t), s.draftInvoice(t)
		// Only this test's two: a test running beside it may store older ones.
		listed := func() []invoice.ID {
			stale, err := s.invoices.StaleStaging(ctx, base, 100)
			require.NoError(t, err)
			var got []invoice.ID
			for _, inv := range stale {
				if inv.ID == reverted.ID || inv.ID == replaced.ID {
					got = append(got, inv.ID)
				}
			}
			return got
		}
		reverted.CreatedAt, replaced.CreatedAt = base.Add(-2*time.Minute), base.Add(-time.Minute)
		_, _, err := s.stage(t, relayer.NewInvoice{Invoice: reverted})
		require.NoError(t, err)
		_, _, err = s.stage(t, relayer.NewInvoice{Invoice: replaced})
		require.NoError(t, err)
		unmined, err := s.relayer.Unmined(ctx, s.wallet.acct, 0, 10)
		require.NoError(t, err)
		require.Len(t, unmined, 2)
		require.Empty(t, listed(), "both staging transactions are waiting to be mined")

		require.NoError(t, s.relayer.RecordReceipt(ctx, receipt(unmined[0].Hash, false, 90, 40_000)))
		require.NoError(t, s.relayer.MarkReplaced(ctx, unmined[1].Hash))
		require.Equal(t, []invoice.ID{reverted.ID, replaced.ID}, listed())
	})
}

func TestInvoiceStoreReadsInvoiceWithMerchant(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	pool := pgtest.Pool(t)
	invoices := postgres.NewInvoiceStore(pool)
	merchants := postgres.NewMerchantStore(pool)
	seller := newGateMerchant(t, merchants, "Seller Goods", "help@seller.example")
	other := newGateMerchant(t, merchants, "Other Goods", "")
	id, err := invoice.NewID()
	require.NoError(t, err)
	require.NoError(t, invoices.CreateInvoice(ctx, invoice.Invoice{
		ID: id, MerchantID: seller.ID, MerchantWallet: seller.OwnerWallet, Amount: 4_200_000, PayInToken: invoiceapi.USDC,
		PayoutToken: newWallet(t), Status: invoice.Staging, ChainID: 1337, Gateway: newWallet(t), CreatedAt: time.Now().UTC(),
	}, nil))

	t.Run("TheInvoiceAndItsOwnMerchant", func(t *testing.T) {
		inv, m, err := invoices.InvoiceWithMerchant(ctx, id)
		require.NoError(t, err)
		require.Equal(t, id, inv.ID)
		require.Equal(t, int64(4_200_000), inv.Amount)
		require.Equal(t, seller.ID, m.ID, "the invoice's merchant, not another")
		require.NotEqual(t, other.ID, m.ID)
		require.Equal(t, "Seller Goods", m.DisplayName)
		require.Equal(t, "help@seller.example", m.SupportEmail)
		require.Equal(t, seller.OwnerWallet, m.OwnerWallet)
	})

	t.Run("UnknownIsNotFound", func(t *testing.T) {
		unknown, err := invoice.NewID()
		require.NoError(t, err)
		_, _, err = invoices.InvoiceWithMerchant(ctx, unknown)
		require.ErrorIs(t, err, invoice.ErrNotFound)
	})
}

package postgres_test

import (
	"context"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/stretchr/testify/require"

	"github.com/paystead/paystead/backend/invoice"
	"github.com/paystead/paystead/backend/postgres"
	"github.com/paystead/paystead/backend/postgres/pgtest"
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
	})
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

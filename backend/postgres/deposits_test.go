package postgres_test

import (
	"context"
	"math/big"
	"testing"

	"github.com/google/uuid"
	"github.com/stretchr/testify/require"

	"github.com/paystead/paystead/backend/invoice"
	"github.com/paystead/paystead/backend/relayer"
)

// Transfers to deposit addresses (#34) in the database: kept when they reach an invoice's
// deposit address (on any chain), once each however often a watcher is told of them, with the
// watcher's place moved in the same transaction; a watcher that lost the race records nothing.
func TestRecordTransfers(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	s := setupStores(t)
	draft := s.draftInvoice(t)
	draft.DepositAddress = newWallet(t)
	id := s.storeInvoice(t, draft, invoice.Open)
	got, err := s.invoices.Invoice(ctx, id)
	require.NoError(t, err)
	require.Equal(t, draft.DepositAddress, got.DepositAddress, "kept and read back")

	name := "deposits:test:" + uuid.NewString()
	big70 := new(big.Int).Lsh(big.NewInt(1), 70) // more than int64: an 18-decimal token's amount
	deposit := relayer.Transfer{ChainID: 1337, Token: s.usdc, From: newWallet(t), To: draft.DepositAddress, Amount: big.NewInt(25_000_000),
		TxHash: randomHash(t), LogIndex: 3, Block: 10}
	elsewhere := relayer.Transfer{ChainID: 31337, Token: newWallet(t), From: newWallet(t), To: draft.DepositAddress, Amount: big70,
		TxHash: randomHash(t), LogIndex: 0, Block: 12}
	unrelated := relayer.Transfer{ChainID: 1337, Token: s.usdc, From: newWallet(t), To: newWallet(t), Amount: big.NewInt(5),
		TxHash: randomHash(t), LogIndex: 4, Block: 10}

	kept, err := s.relayer.RecordTransfers(ctx, name, 5, 20, []relayer.Transfer{deposit, unrelated, elsewhere})
	require.NoError(t, err)
	require.Equal(t, 2, kept, "the two to the invoice's address, on either chain")
	at, found, err := s.relayer.Cursor(ctx, name)
	require.NoError(t, err)
	require.True(t, found)
	require.Equal(t, uint64(20), at)

	// Another process read the same range: the cursor moved, nothing more is recorded.
	kept, err = s.relayer.RecordTransfers(ctx, name, 5, 20, []relayer.Transfer{deposit})
	require.NoError(t, err)
	require.Equal(t, 0, kept)
	// Told of a transfer again in a later range: once.
	kept, err = s.relayer.RecordTransfers(ctx, name, 21, 30, []relayer.Transfer{deposit})
	require.NoError(t, err)
	require.Equal(t, 0, kept)

	ds, err := s.relayer.Deposits(ctx, id)
	require.NoError(t, err)
	require.Len(t, ds, 2)
	require.Equal(t, int64(1337), ds[0].ChainID)
	require.Equal(t, big.NewInt(25_000_000), ds[0].Amount)
	require.Equal(t, deposit.From, ds[0].Sender)
	require.Equal(t, deposit.TxHash, ds[0].TxHash)
	require.Equal(t, 3, ds[0].LogIndex)
	require.Equal(t, 0, big70.Cmp(ds[1].Amount), "exact beyond int64")
	require.Equal(t, int64(31337), ds[1].ChainID)
}

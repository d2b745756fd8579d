package postgres_test

import (
	"context"
	"math/big"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"

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

// holdOf is the hold DepositsToHold lists for invoice id, if any.
func holdOf(t *testing.T, s stores, id invoice.ID) *relayer.DepositHold {
	t.Helper()
	holds, err := s.relayer.DepositsToHold(context.Background(), testChainID, time.Now(), 1000)
	require.NoError(t, err)
	for _, h := range holds {
		if h.Invoice.ID == id {
			return &h
		}
	}
	return nil
}

// Deposits that pay no invoice (#34) are listed for the hold the invoice's record allows: one being
// staged waits until it is on the gateway; an open one holds another token as staged; an expired
// one (the sweep's status too) holds as staged; a voided one is the operator's.
func TestDepositsToHold(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	s := setupStores(t)
	deposit := func(status invoice.Status, token common.Address) invoice.ID {
		t.Helper()
		draft := s.draftInvoice(t)
		draft.DepositAddress = newWallet(t)
		id := s.storeInvoice(t, draft, status)
		name := "deposits:hold:" + uuid.NewString()
		kept, err := s.relayer.RecordTransfers(ctx, name, 1, 1, []relayer.Transfer{{ChainID: testChainID, Token: token, From: newWallet(t),
			To: draft.DepositAddress, Amount: big.NewInt(7), TxHash: randomHash(t), Block: 1}})
		require.NoError(t, err)
		require.Equal(t, 1, kept)
		return id
	}
	other := newWallet(t)

	staging := deposit(invoice.Staging, other)
	require.Nil(t, holdOf(t, s, staging), "not on the gateway yet")
	_, err := s.pool.Exec(ctx, `UPDATE invoices SET status = 'open' WHERE id = $1`, staging[:])
	require.NoError(t, err)
	h := holdOf(t, s, staging)
	require.NotNil(t, h)
	require.Equal(t, relayer.HoldStaged, h.Kind)
	require.Equal(t, other, h.Token)

	open := deposit(invoice.Open, s.usdc)
	require.Nil(t, holdOf(t, s, open), "its own token, unexpired: it pays the invoice")
	_, err = s.pool.Exec(ctx, `UPDATE invoices SET status = 'expired' WHERE id = $1`, open[:])
	require.NoError(t, err)
	h = holdOf(t, s, open)
	require.NotNil(t, h, "expired")
	require.Equal(t, relayer.HoldStaged, h.Kind)

	voided := deposit(invoice.Open, s.usdc)
	_, err = s.pool.Exec(ctx, `UPDATE invoices SET status = 'voided', voided_at = now() WHERE id = $1`, voided[:])
	require.NoError(t, err)
	h = holdOf(t, s, voided)
	require.NotNil(t, h)
	require.Equal(t, relayer.HoldUnknown, h.Kind, "the gateway's record no longer says whose")

	for range relayer.MaxDepositAttempts - 1 {
		require.NoError(t, s.relayer.RefusedHold(ctx, *h))
		require.NotNil(t, holdOf(t, s, voided), "refused: tried again")
	}
	require.NoError(t, s.relayer.RefusedHold(ctx, *h))
	require.Nil(t, holdOf(t, s, voided), "refused every time: left at its address")

	// Another token sent to an invoice its deposits are paying waits for the payment: it is held
	// from the paid record then (the open record the hold would name is about to go).
	paying := deposit(invoice.Open, other)
	require.NotNil(t, holdOf(t, s, paying))
	_, err = s.relayer.RecordTransfers(ctx, "deposits:hold:"+uuid.NewString(), 1, 2, []relayer.Transfer{{ChainID: testChainID, Token: s.usdc,
		From: newWallet(t), To: depositAddressOf(t, s, paying), Amount: big.NewInt(testAmount), TxHash: randomHash(t), Block: 2}})
	require.NoError(t, err)
	require.Nil(t, holdOf(t, s, paying), "its deposits cover it: due to be paid")

	// Paid by Paystead's transaction, its receipt not recorded yet: which transfers came after
	// the payment is unknown, so none of its token is held; once known, those before it paid it
	// and a later one is held.
	paid := deposit(invoice.Open, s.usdc)
	pay := randomHash(t)
	_, err = s.pool.Exec(ctx, `INSERT INTO relayer_txs (hash, first_hash, chain_id, sender, nonce, raw, purpose, status)
		VALUES ($1, $1, $2, $3, 0, '\x00', 'deposit', 'sent')`, pay.Bytes(), testChainID, newWallet(t).Bytes())
	require.NoError(t, err)
	_, err = s.pool.Exec(ctx, `UPDATE invoices SET status = 'paid', settle_tx_hash = $2, paid_at = now(), paid_at_unix = 1, payer = $3 WHERE id = $1`,
		paid[:], pay.Bytes(), depositAddressOf(t, s, paid).Bytes())
	require.NoError(t, err)
	require.Nil(t, holdOf(t, s, paid), "the payment's block unknown: wait")
	_, err = s.pool.Exec(ctx, `UPDATE relayer_txs SET status = 'mined', block_number = 1, block_hash = $2 WHERE hash = $1`, pay.Bytes(), randomHash(t).Bytes())
	require.NoError(t, err)
	require.Nil(t, holdOf(t, s, paid), "the transfer in the payment's block paid it")
	_, err = s.relayer.RecordTransfers(ctx, "deposits:hold:"+uuid.NewString(), 1, 3, []relayer.Transfer{{ChainID: testChainID, Token: s.usdc,
		From: newWallet(t), To: depositAddressOf(t, s, paid), Amount: big.NewInt(5), TxHash: randomHash(t), Block: 3}})
	require.NoError(t, err)
	h = holdOf(t, s, paid)
	require.NotNil(t, h, "a transfer after the payment")
	require.Equal(t, relayer.HoldPaid, h.Kind)
}

// depositAddressOf is invoice id's deposit address.
func depositAddressOf(t *testing.T, s stores, id invoice.ID) common.Address {
	t.Helper()
	inv, err := s.invoices.Invoice(context.Background(), id)
	require.NoError(t, err)
	return inv.DepositAddress
}

package postgres_test

import (
	"context"
	"math/big"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/google/uuid"
	"github.com/stretchr/testify/require"

	"github.com/paystead/paystead/backend/chain"
	"github.com/paystead/paystead/backend/invoice"
	"github.com/paystead/paystead/backend/postgres/pgtest"
	"github.com/paystead/paystead/backend/relayer"
	"github.com/paystead/paystead/shared/webhookapi"
)

// heldLog is a log of txHash at index, mined at at.
func heldLog(txHash common.Hash, index uint, at time.Time) types.Log {
	return types.Log{TxHash: txHash, Index: index, BlockTimestamp: uint64(at.Unix())}
}

// The gateway's DepositHeld and HeldReturned events (#34) become an invoice's held funds, per
// chain and token: once each however often the reconciler reads them, only with the chain they
// came from, and gone when a reorganisation takes their transaction out.
func TestHeldFunds(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	s := setupStores(t)
	id := s.newInvoice(t, invoice.Open)
	usdt := newWallet(t)
	hold, ret := randomHash(t), randomHash(t)
	at := time.Date(2026, 11, 29, 8, 0, 0, 0, time.UTC)
	back := newWallet(t)
	ev := chain.Events{ChainID: testChainID, Held: []chain.HeldChange{
		{ID: id, Token: usdt, Amount: big.NewInt(7_000_000), Log: heldLog(hold, 3, at)},
		{ID: id, Token: s.usdc, Amount: big.NewInt(1_500_000), Log: heldLog(hold, 4, at)},
		{ID: id, Token: usdt, Amount: big.NewInt(2_000_000), Returned: true, To: back, Log: heldLog(ret, 0, at.Add(time.Minute))},
		// An invoice of no one here (another deployment on the same gateway) is skipped.
		{ID: [32]byte{1}, Token: usdt, Amount: big.NewInt(1), Log: heldLog(hold, 5, at)},
	}}
	name := "held-" + uuid.NewString()
	for range 2 { // read twice: counted once
		_, err := s.relayer.ApplyEvents(ctx, name, 10, ev)
		require.NoError(t, err)
	}
	// Read from a receipt, without its chain: left to the reconciler.
	_, err := s.relayer.ApplyEvents(ctx, "held-"+uuid.NewString(), 10, chain.Events{Held: []chain.HeldChange{
		{ID: id, Token: usdt, Amount: big.NewInt(9), Log: heldLog(randomHash(t), 0, at)}}})
	require.NoError(t, err)

	held, err := s.escrows.HeldFunds(ctx, id)
	require.NoError(t, err)
	require.Len(t, held, 2)
	byToken := map[common.Address]int{held[0].Token: 0, held[1].Token: 1}
	u := held[byToken[usdt]]
	require.Equal(t, int64(testChainID), u.ChainID)
	require.Equal(t, big.NewInt(7_000_000), u.Held)
	require.Equal(t, big.NewInt(2_000_000), u.Returned)
	require.Equal(t, big.NewInt(5_000_000), u.Remaining())
	require.Equal(t, at, u.Since)
	require.Equal(t, big.NewInt(1_500_000), held[byToken[s.usdc]].Remaining())

	// Each hold is told to the merchant once (invoice.funds_held, what and where); a return is not.
	var told []webhookapi.Held
	for _, e := range pgtest.WebhookEvents(t, s.pool, id) {
		if e.Type == webhookapi.InvoiceFundsHeld {
			require.NotNil(t, e.Data.Held)
			told = append(told, *e.Data.Held)
		}
	}
	require.ElementsMatch(t, []webhookapi.Held{
		{ChainID: testChainID, TokenAddress: usdt.Hex(), AmountUnits: "7000000", TxHash: hold.Hex()},
		{ChainID: testChainID, TokenAddress: s.usdc.Hex(), AmountUnits: "1500000", TxHash: hold.Hex()},
	}, told)

	// The return's transaction leaves its block: what it returned is held again.
	undone := relayer.Undone{MinedTx: relayer.MinedTx{Hash: ret, Purpose: relayer.PurposeReturn, Block: 9}}
	_, err = s.relayer.ApplyChecked(ctx, name, 11, 12, relayer.Checked{Undone: []relayer.Undone{undone}}, chain.Events{})
	require.NoError(t, err)
	held, err = s.escrows.HeldFunds(ctx, id)
	require.NoError(t, err)
	for _, h := range held {
		if h.Token == usdt {
			require.Equal(t, big.NewInt(7_000_000), h.Remaining())
		}
	}

	none, err := s.escrows.HeldFunds(ctx, s.newInvoice(t, invoice.Open))
	require.NoError(t, err)
	require.Empty(t, none)
}

// A deposit payment (#34) a reorganisation takes out of its block is undone as a signed payment
// is: the invoice is open again, and the surplus its transaction held is no longer counted; the
// gateway's events in the block it lands in record them again.
func TestADroppedDepositPaymentIsUndone(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	s := setupStores(t)
	draft := s.draftInvoice(t)
	draft.DepositAddress = newWallet(t)
	id := s.storeInvoice(t, draft, invoice.Open)
	pay := randomHash(t)
	_, err := s.pool.Exec(ctx, `INSERT INTO relayer_txs (hash, first_hash, chain_id, sender, nonce, raw, purpose, status, block_number, block_hash)
		VALUES ($1, $1, $2, $3, 0, '\x00', 'deposit', 'mined', 60, $4)`, pay.Bytes(), testChainID, newWallet(t).Bytes(), randomHash(t).Bytes())
	require.NoError(t, err)
	at := time.Now().UTC().Truncate(time.Second)
	paid := chain.InvoicePaid{
		PaidInvoice: chain.PaidInvoice{ID: id, Merchant: draft.MerchantWallet, PayoutToken: draft.PayoutToken, Amount: big.NewInt(testAmount),
			Payer: draft.DepositAddress, PaidAt: uint64(at.Unix())},
		PayInToken: draft.PayoutToken, AmountIn: big.NewInt(testAmount), Log: heldLog(pay, 1, at),
	}
	surplus := chain.HeldChange{ID: id, Token: draft.PayoutToken, Amount: big.NewInt(2), Merchant: draft.MerchantWallet, Log: heldLog(pay, 0, at)}
	name := "undo-" + uuid.NewString()
	_, err = s.relayer.ApplyEvents(ctx, name, 60, chain.Events{ChainID: testChainID, Paid: []chain.InvoicePaid{paid}, Held: []chain.HeldChange{surplus}})
	require.NoError(t, err)
	require.Equal(t, invoice.Paid, s.status(t, id))
	held, err := s.escrows.HeldFunds(ctx, id)
	require.NoError(t, err)
	require.Len(t, held, 1)

	undone := relayer.Undone{MinedTx: relayer.MinedTx{Hash: pay, Purpose: relayer.PurposeDeposit, Block: 60}}
	_, err = s.relayer.ApplyChecked(ctx, name, 61, 63, relayer.Checked{Undone: []relayer.Undone{undone}}, chain.Events{})
	require.NoError(t, err)
	require.Equal(t, invoice.Open, s.status(t, id), "to be paid again by its deposit")
	inv, err := s.invoices.Invoice(ctx, id)
	require.NoError(t, err)
	require.Equal(t, common.Hash{}, inv.SettleTxHash)
	held, err = s.escrows.HeldFunds(ctx, id)
	require.NoError(t, err)
	require.Empty(t, held, "the surplus it held is gone with it")
}

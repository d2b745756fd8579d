package relayer

import (
	"log/slog"
	"math/big"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/stretchr/testify/require"

	"github.com/paystead/paystead/backend/chain"
)

// The reconciler checks each transaction recorded as mined, once its
// block is Confirmations deep, against the canonical chain: still in the
// block recorded, it is confirmed; in another block, or in none, it is
// undone (latest nonce first), and what the store keeps of it follows the
// chain. A transaction not yet that deep is left alone.
func TestReconcilerChecksMinedTransactions(t *testing.T) {
	t.Parallel()
	b := setupPayer(t)
	b.node.holding()
	txs := make([]*types.Transaction, 4)
	for i := range txs {
		txs[i] = b.sendPlain(t)
	}
	b.node.mineHeld() // blocks 101-104, one transaction each
	ctx := t.Context()
	canonical := func(n uint64) common.Hash {
		h, err := b.node.HeaderByNumber(ctx, new(big.Int).SetUint64(n))
		require.NoError(t, err)
		return h.Hash()
	}
	record := func(tx *types.Transaction, block uint64, blockHash common.Hash) {
		require.NoError(t, b.store.RecordReceipt(ctx, &types.Receipt{TxHash: tx.Hash(), Status: types.ReceiptStatusSuccessful,
			BlockNumber: new(big.Int).SetUint64(block), BlockHash: blockHash}))
	}
	stale := common.HexToHash("0xdead")
	record(txs[0], 101, canonical(101)) // where it was recorded
	record(txs[1], 102, stale)          // its block was replaced; the node holds it elsewhere
	record(txs[2], 103, stale)          // its block was replaced; the node holds it nowhere
	block102 := canonical(102)
	b.node.mu.Lock()
	moved := *b.node.receipts[txs[1].Hash()]
	moved.BlockHash = block102
	b.node.receipts[txs[1].Hash()] = &moved
	delete(b.node.receipts, txs[2].Hash())
	b.node.mu.Unlock()
	record(txs[3], 104, stale) // too recent to judge

	r := NewReconciler(b.store, b.node, chain.NewGateway(b.node, testGateway), b.node.chainID.Int64(), 1, slog.New(slog.DiscardHandler))
	_, err := r.Step(ctx)
	require.NoError(t, err)

	b.store.mu.Lock()
	defer b.store.mu.Unlock()
	require.True(t, b.store.stored[txs[0].Hash()].confirmed)
	require.Len(t, b.store.undone, 2)
	require.Equal(t, txs[2].Hash(), b.store.undone[0].Hash, "the later nonce first")
	require.Nil(t, b.store.undone[0].Receipt, "in no canonical block")
	require.Equal(t, "signed", b.store.stored[txs[2].Hash()].status, "live again, for rebroadcast")
	require.Equal(t, txs[1].Hash(), b.store.undone[1].Hash)
	require.Equal(t, canonical(102), b.store.undone[1].Receipt.BlockHash)
	require.Equal(t, canonical(102), b.store.stored[txs[1].Hash()].blockHash, "recorded where it is now")
	require.False(t, b.store.stored[txs[1].Hash()].confirmed, "confirmed on a later pass")
	require.False(t, b.store.stored[txs[3].Hash()].confirmed)
	require.Equal(t, "mined", b.store.stored[txs[3].Hash()].status, "left alone")
	require.Equal(t, uint64(103), b.store.cursors[r.CursorName()])
}

// Refunds and claims are recorded at their block's time: the one a node
// sends with each log, or, from a node that leaves it out, the one in the
// block's header (the fake node's block n is at 1,800,000,000 + n).
func TestBlockTimes(t *testing.T) {
	t.Parallel()
	node := newFakeNode(t)
	ctx := t.Context()

	t.Run("LogsWithoutOneGetTheirBlocksTime", func(t *testing.T) {
		t.Parallel()
		logs := []types.Log{{BlockNumber: 7}, {BlockNumber: 9, BlockTimestamp: 42}, {BlockNumber: 7}}
		require.NoError(t, stampBlockTimes(ctx, node, logs))
		require.Equal(t, []uint64{1_800_000_007, 42, 1_800_000_007}, []uint64{logs[0].BlockTimestamp, logs[1].BlockTimestamp, logs[2].BlockTimestamp})
	})

	t.Run("AReceiptsTimeIsItsBlocks", func(t *testing.T) {
		t.Parallel()
		at, err := minedAt(ctx, node, &types.Receipt{BlockNumber: big.NewInt(12), Logs: []*types.Log{{BlockNumber: 12, BlockTimestamp: 1_900_000_000}}})
		require.NoError(t, err)
		require.Equal(t, time.Unix(1_900_000_000, 0).UTC(), at)
		at, err = minedAt(ctx, node, &types.Receipt{BlockNumber: big.NewInt(12)})
		require.NoError(t, err)
		require.Equal(t, time.Unix(1_800_000_012, 0).UTC(), at)
	})
}

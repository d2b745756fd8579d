package relayer

import (
	"context"
	"log/slog"
	"math/big"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/ethclient"
	"github.com/ethereum/go-ethereum/rpc"
	"github.com/stretchr/testify/require"

	"github.com/paystead/paystead/backend/chain"
	"github.com/paystead/paystead/backend/devchain"
)

// TestReceiptWatcher: a transaction watched before it is broadcast, one
// already mined when its waiter arrives and one that never comes are each
// answered, on a node that announces blocks (in process) and on one that
// must be polled (JSON-RPC over HTTP).
func TestReceiptWatcher(t *testing.T) {
	t.Parallel()
	ctx := t.Context()
	dev, err := devchain.Start(ctx, devchain.Config{Instant: true, RPCAddr: "127.0.0.1:0"})
	require.NoError(t, err)
	t.Cleanup(func() { _ = dev.Close() })
	overHTTP, err := ethclient.DialContext(ctx, dev.RPCURL())
	require.NoError(t, err)
	t.Cleanup(overHTTP.Close)

	for _, tc := range []struct {
		name      string
		backend   chain.Backend
		announced bool
	}{
		{"announced blocks", dev.Client(), true},
		{"polled", overHTTP, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			w := newReceiptWatcher(tc.backend, 5*time.Millisecond, slog.New(slog.DiscardHandler))
			transfer := func() *types.Transaction {
				t.Helper()
				nonce, err := tc.backend.PendingNonceAt(ctx, dev.Customer.Address)
				require.NoError(t, err)
				tx, err := types.SignNewTx(dev.Customer.Key, types.LatestSignerForChainID(dev.ChainID()), &types.DynamicFeeTx{
					ChainID: dev.ChainID(), Nonce: nonce, GasTipCap: big.NewInt(1e9), GasFeeCap: big.NewInt(100e9),
					Gas: 21_000, To: &dev.Payout.Address, Value: big.NewInt(1),
				})
				require.NoError(t, err)
				return tx
			}

			// Watched, then broadcast: found by the block scan.
			tx := transfer()
			ch := w.watch(tx.Hash())
			require.NoError(t, tc.backend.SendTransaction(ctx, tx))
			waitCtx, cancel := context.WithTimeout(ctx, 10*time.Second)
			defer cancel()
			r, err := w.await(waitCtx, tx.Hash(), ch)
			require.NoError(t, err)
			require.Equal(t, tx.Hash(), r.TxHash)
			require.Equal(t, types.ReceiptStatusSuccessful, r.Status)

			// Following announcements, the watcher knows the latest block (fees are priced
			// from it); polling, it cannot vouch for one.
			if latest := w.latestHead(); tc.announced {
				require.NotNil(t, latest)
				require.GreaterOrEqual(t, latest.Number.Cmp(r.BlockNumber), 0)
				require.NotNil(t, latest.BaseFee)
			} else {
				require.Nil(t, latest)
			}

			// Mined before anyone waits: found by hash.
			tx = transfer()
			require.NoError(t, tc.backend.SendTransaction(ctx, tx))
			mined, err := chain.WaitMined(ctx, tc.backend, tx)
			require.NoError(t, err)
			r, err = w.wait(waitCtx, tx.Hash())
			require.NoError(t, err)
			require.Equal(t, mined.BlockNumber, r.BlockNumber)

			// Never broadcast: the waiter gives up with its context.
			never := transfer()
			shortCtx, cancelShort := context.WithTimeout(ctx, 50*time.Millisecond)
			defer cancelShort()
			_, err = w.wait(shortCtx, never.Hash())
			require.ErrorIs(t, err, context.DeadlineExceeded)
			require.False(t, w.waiting(never.Hash()), "a waiter that gave up is forgotten")

			// Once it stops, it no longer vouches for a latest block.
			require.Eventually(t, func() bool { return w.latestHead() == nil }, 5*time.Second, 20*time.Millisecond)
		})
	}
}

// scanNode is a fakeNode whose blocks the test lays out by hand, read a
// block at a time (eth_getBlockReceipts) as the watcher's scan does.
type scanNode struct {
	*fakeNode
	blocks map[uint64][]*types.Receipt
}

func (n scanNode) BlockReceipts(_ context.Context, at rpc.BlockNumberOrHash) ([]*types.Receipt, error) {
	number, _ := at.Number()
	n.mu.Lock()
	defer n.mu.Unlock()
	return n.blocks[uint64(number)], nil
}

// setChain makes the node's chain end at head, with receipts in block at.
func (n scanNode) setChain(head, at uint64, receipts ...*types.Receipt) {
	n.mu.Lock()
	defer n.mu.Unlock()
	n.head = head
	clear(n.blocks)
	n.blocks[at] = receipts
}

// TestReceiptWatcherRescansAfterAReorganisation: when a polled head is
// below the blocks already scanned, the chain was reorganised, and the
// scan starts again from that head; a transaction the new chain mines at a
// height the old scan had passed is still found.
func TestReceiptWatcherRescansAfterAReorganisation(t *testing.T) {
	t.Parallel()
	ctx := t.Context()
	node := scanNode{newFakeNode(t), map[uint64][]*types.Receipt{}}
	w := newReceiptWatcher(node, time.Millisecond, slog.New(slog.DiscardHandler))
	hash := common.Hash{0xaa}
	ch := make(chan *types.Receipt, 1)
	w.mu.Lock()
	w.waiters[hash] = []chan *types.Receipt{ch} // watched, not fresh: the block scan must find it
	w.mu.Unlock()

	node.setChain(100, 100)
	last, perBlock := w.pass(ctx, big.NewInt(99), nil, nil, true, false)
	require.True(t, perBlock)
	require.Equal(t, uint64(100), last.Uint64(), "scanned up to the head")
	require.Nil(t, w.latestHead(), "polling, it vouches for no latest block")

	// A reorganisation two blocks deep: the head falls to 98.
	node.setChain(98, 0)
	last, _ = w.pass(ctx, last, nil, nil, true, false)
	require.Equal(t, uint64(98), last.Uint64(), "the scan restarts from the new head")

	// The new chain mines the transaction at 100, a height already scanned once.
	node.setChain(100, 100, &types.Receipt{TxHash: hash, Status: types.ReceiptStatusSuccessful, BlockNumber: big.NewInt(100)})
	last, _ = w.pass(ctx, last, nil, nil, true, false)
	require.Equal(t, uint64(100), last.Uint64())
	select {
	case r := <-ch:
		require.Equal(t, uint64(100), r.BlockNumber.Uint64())
	default:
		t.Fatal("the transaction mined on the new chain was not found")
	}

	// A stale announcement is not a reorganisation: the place is kept.
	last, _ = w.pass(ctx, last, &types.Header{Number: big.NewInt(97)}, nil, true, true)
	require.Equal(t, uint64(100), last.Uint64())
}

// TestReceiptWatcherAsksByHash: the block scan finds what is mined after
// it starts; a waiter for a transaction that may be mined already, and
// every waiter on a node without eth_getBlockReceipts, is looked up by hash.
func TestReceiptWatcherAsksByHash(t *testing.T) {
	t.Parallel()
	ctx := t.Context()

	// running starts w, scanning node, with a waiter that never gets its
	// receipt, and returns once a pass has set the scan's place.
	running := func(t *testing.T, w *receiptWatcher) {
		t.Helper()
		hash := common.Hash{0x01}
		ch := w.watch(hash)
		t.Cleanup(func() { w.remove(hash, ch) })
		require.Eventually(t, func() bool {
			w.mu.Lock()
			defer w.mu.Unlock()
			return w.last != nil
		}, 5*time.Second, time.Millisecond)
	}
	// mined gives node a receipt for hash in block at, its head.
	mined := func(node *fakeNode, hash common.Hash, at uint64) {
		node.mu.Lock()
		defer node.mu.Unlock()
		node.head = max(node.head, at)
		node.receipts[hash] = &types.Receipt{TxHash: hash, Status: types.ReceiptStatusSuccessful, BlockNumber: new(big.Int).SetUint64(at)}
	}

	t.Run("AWaiterForATransactionThatMayBeMinedAlready", func(t *testing.T) {
		t.Parallel()
		node := scanNode{newFakeNode(t), map[uint64][]*types.Receipt{}}
		w := newReceiptWatcher(node, time.Millisecond, slog.New(slog.DiscardHandler))
		running(t, w)
		hash := common.Hash{0xbb}
		mined(node.fakeNode, hash, 100) // in a block the scan has passed
		waitCtx, cancel := context.WithTimeout(ctx, 5*time.Second)
		defer cancel()
		r, err := w.wait(waitCtx, hash)
		require.NoError(t, err)
		require.Equal(t, uint64(100), r.BlockNumber.Uint64())
	})

	t.Run("EveryWaiterOnANodeWithoutBlockReceipts", func(t *testing.T) {
		t.Parallel()
		node := newFakeNode(t)
		w := newReceiptWatcher(node, time.Millisecond, slog.New(slog.DiscardHandler))
		running(t, w)
		hash := common.Hash{0xcc}
		ch := w.watch(hash) // before its broadcast: left to the block scan
		mined(node, hash, 101)
		waitCtx, cancel := context.WithTimeout(ctx, 5*time.Second)
		defer cancel()
		r, err := w.await(waitCtx, hash, ch)
		require.NoError(t, err)
		require.Equal(t, uint64(101), r.BlockNumber.Uint64())
	})
}

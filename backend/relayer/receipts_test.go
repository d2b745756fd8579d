package relayer

import (
	"context"
	"log/slog"
	"math/big"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/ethclient"
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

// TestReceiptWatcherPassKeepsItsPlace: an announcement older than the
// blocks already scanned (a poll overtook it) leaves the scan where it was;
// a polled head below them is a reorganisation, and the scan restarts
// from it.
func TestReceiptWatcherPassKeepsItsPlace(t *testing.T) {
	t.Parallel()
	ctx := t.Context()
	dev, err := devchain.Start(ctx, devchain.Config{Instant: true})
	require.NoError(t, err)
	t.Cleanup(func() { _ = dev.Close() })
	w := newReceiptWatcher(dev.Client(), 5*time.Millisecond, slog.New(slog.DiscardHandler))
	head, err := dev.Client().HeaderByNumber(ctx, nil)
	require.NoError(t, err)
	ahead := new(big.Int).Add(head.Number, big.NewInt(1000))

	last, _ := w.pass(ctx, ahead, head, nil, true, true)
	require.Equal(t, ahead, last, "a stale announcement")

	last, _ = w.pass(ctx, ahead, nil, nil, true, true)
	require.Equal(t, head.Number, last, "a polled head is the truth")
}

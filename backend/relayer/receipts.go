package relayer

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"math/big"
	"sync"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/rpc"

	"github.com/paystead/paystead/backend/chain"
)

// blockReceiptsReader is what a node needs for one-call-per-block receipt
// lookups; ethclient (and the simulated client) have it, chain.Backend
// does not promise it.
type blockReceiptsReader interface {
	BlockReceipts(ctx context.Context, blockNrOrHash rpc.BlockNumberOrHash) ([]*types.Receipt, error)
}

// receiptWatcher finds the receipts of every awaited transaction with one
// pass per new block, instead of each waiter polling the node on its own
// ticker: a burst of payments would otherwise ask for hundreds of receipts
// per poll interval.
//
// Each pass reads the head, takes the receipts of every block since the
// last pass, and asks once, by hash, for the receipts of waiters that
// registered since then: those may have been mined before the watcher
// looked at their block.
type receiptWatcher struct {
	backend chain.Backend
	poll    time.Duration
	log     *slog.Logger

	mu      sync.Mutex
	waiters map[common.Hash][]chan *types.Receipt
	fresh   map[common.Hash]bool // registered since the last pass
	running bool
}

func newReceiptWatcher(backend chain.Backend, poll time.Duration, log *slog.Logger) *receiptWatcher {
	return &receiptWatcher{
		backend: backend,
		poll:    poll,
		log:     log,
		waiters: map[common.Hash][]chan *types.Receipt{},
		fresh:   map[common.Hash]bool{},
	}
}

// wait returns hash's receipt once it is mined, or ctx's error.
func (w *receiptWatcher) wait(ctx context.Context, hash common.Hash) (*types.Receipt, error) {
	ch := make(chan *types.Receipt, 1)
	w.mu.Lock()
	w.waiters[hash] = append(w.waiters[hash], ch)
	w.fresh[hash] = true
	if !w.running {
		w.running = true
		go w.run()
	}
	w.mu.Unlock()
	select {
	case r := <-ch:
		return r, nil
	case <-ctx.Done():
		w.remove(hash, ch)
		return nil, fmt.Errorf("waiting for %s: %w", hash.Hex(), ctx.Err())
	}
}

func (w *receiptWatcher) remove(hash common.Hash, ch chan *types.Receipt) {
	w.mu.Lock()
	defer w.mu.Unlock()
	list := w.waiters[hash]
	for i, c := range list {
		if c == ch {
			list = append(list[:i], list[i+1:]...)
			break
		}
	}
	if len(list) == 0 {
		delete(w.waiters, hash)
		delete(w.fresh, hash)
	} else {
		w.waiters[hash] = list
	}
}

func (w *receiptWatcher) deliver(r *types.Receipt) {
	w.mu.Lock()
	defer w.mu.Unlock()
	for _, ch := range w.waiters[r.TxHash] {
		ch <- r // buffered, and each waiter is delivered to once
	}
	delete(w.waiters, r.TxHash)
	delete(w.fresh, r.TxHash)
}

// run makes passes until no one waits; the next waiter starts it again.
func (w *receiptWatcher) run() {
	ctx := context.Background()
	var (
		last     *big.Int // the newest block already scanned
		perBlock = true
	)
	ticker := time.NewTicker(w.poll)
	defer ticker.Stop()
	for {
		w.mu.Lock()
		if len(w.waiters) == 0 {
			w.running = false
			w.mu.Unlock()
			return
		}
		fresh := make([]common.Hash, 0, len(w.fresh))
		for h := range w.fresh {
			fresh = append(fresh, h)
		}
		clear(w.fresh)
		w.mu.Unlock()

		last, perBlock = w.pass(ctx, last, fresh, perBlock)
		<-ticker.C
	}
}

// pass scans the blocks after last up to the head and looks up fresh
// waiters by hash; it returns the new last block.
func (w *receiptWatcher) pass(ctx context.Context, last *big.Int, fresh []common.Hash, perBlock bool) (*big.Int, bool) {
	head, err := w.backend.HeaderByNumber(ctx, nil)
	if err != nil {
		w.log.WarnContext(ctx, "receipt watcher: head", "err", err)
		w.retryFresh(fresh)
		return last, perBlock
	}
	reader, ok := w.backend.(blockReceiptsReader)
	if last != nil && head.Number.Cmp(last) > 0 {
		if ok && perBlock {
			for n := new(big.Int).Add(last, common.Big1); n.Cmp(head.Number) <= 0; n.Add(n, common.Big1) {
				receipts, err := reader.BlockReceipts(ctx, rpc.BlockNumberOrHashWithNumber(rpc.BlockNumber(n.Int64())))
				if err != nil {
					// The node may not serve eth_getBlockReceipts: ask by hash from now on.
					w.log.InfoContext(ctx, "receipt watcher: block receipts unavailable; asking per transaction", "err", err)
					perBlock = false
					break
				}
				for _, r := range receipts {
					w.deliver(r)
				}
			}
		}
		if !ok || !perBlock {
			w.mu.Lock()
			fresh = fresh[:0]
			for h := range w.waiters {
				fresh = append(fresh, h)
			}
			w.mu.Unlock()
		}
	}
	for _, h := range fresh {
		r, err := w.backend.TransactionReceipt(ctx, h)
		switch {
		case err == nil:
			w.deliver(r)
		case !errors.Is(err, ethereum.NotFound):
			w.log.WarnContext(ctx, "receipt watcher: receipt", "tx", h.Hex(), "err", err)
			w.retryFresh([]common.Hash{h})
		}
	}
	return head.Number, perBlock
}

// retryFresh asks for these by hash again on the next pass.
func (w *receiptWatcher) retryFresh(hashes []common.Hash) {
	w.mu.Lock()
	defer w.mu.Unlock()
	for _, h := range hashes {
		if _, ok := w.waiters[h]; ok {
			w.fresh[h] = true
		}
	}
}

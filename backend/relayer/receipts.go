package relayer

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"math/big"
	"slices"
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

// headSubscriber is a node that announces new blocks: ethclient over a
// WebSocket or in-process connection. Over HTTP the subscription fails
// and the watcher polls.
type headSubscriber interface {
	SubscribeNewHead(ctx context.Context, ch chan<- *types.Header) (ethereum.Subscription, error)
}

// subscribedLinger is how long a watcher with a head subscription stays up
// with no one waiting, so that a steady trickle of transactions does not
// subscribe and unsubscribe for each one.
const subscribedLinger = time.Second

// receiptWatcher finds the receipts of every awaited transaction with one
// pass per new block, instead of each waiter polling the node on its own
// ticker: a burst of payments would otherwise ask for hundreds of receipts
// per poll interval.
//
// A pass runs when the node announces a block (or, on nodes that cannot,
// every poll interval). It takes the receipts of every block since the
// last pass, and asks once, by hash, for the receipts of waiters that
// registered since then: those may have been mined before the watcher
// looked at their block. A transaction watched before it is broadcast
// cannot have been, and is left to the block scan.
//
// A transaction may be mined as another version of itself: a copy with
// higher fees that replaced it (Sender.Reprice), perhaps in another
// process. For waiters that have waited versionsAfter blocks or
// versionsAfterTime (and at once for a transaction that may have been
// sent long ago), passes ask the store for their other versions, on each
// new block and at least every versionsEvery, and a receipt of any
// version reaches the waiter (with that version's hash in it).
type receiptWatcher struct {
	backend chain.Backend
	poll    time.Duration
	log     *slog.Logger
	wake    chan struct{} // a fresh waiter wants a pass now
	// versions maps the other versions of the hashes given to the one
	// they are a version of (TxStore.Versions); nil: none are looked for.
	versions func(context.Context, []common.Hash) (map[common.Hash]common.Hash, error)

	mu      sync.Mutex
	waiters map[common.Hash][]chan *types.Receipt
	fresh   map[common.Hash]bool // registered since the last pass
	// since is when each waited hash was first seen waiting (absent until
	// a pass has seen it); aliases maps a version to the waited hashes it
	// is a version of; asked is when versions were last asked for.
	since   map[common.Hash]waitStart
	aliases map[common.Hash][]common.Hash
	asked   waitStart
	running bool
	last    *big.Int // the newest block already scanned; nil before the first pass
	// latest is the newest block seen while subscribed to announcements
	// (nil when not subscribed): then no newer block goes unseen for longer
	// than its announcement takes, so it stands in for asking for the head.
	latest *types.Header
}

// A waiter's other versions are looked for once it has waited
// versionsAfter blocks or versionsAfterTime (a transaction is repriced
// only after waiting some blocks itself), on each new block or every
// versionsEvery.
const (
	versionsAfter     = 2
	versionsAfterTime = 3 * time.Second
	versionsEvery     = time.Second
)

// waitStart is a block and a time.
type waitStart struct {
	block uint64
	at    time.Time
}

func newReceiptWatcher(backend chain.Backend, poll time.Duration, log *slog.Logger) *receiptWatcher {
	return &receiptWatcher{
		backend: backend,
		poll:    poll,
		log:     log,
		wake:    make(chan struct{}, 1),
		waiters: map[common.Hash][]chan *types.Receipt{},
		fresh:   map[common.Hash]bool{},
		since:   map[common.Hash]waitStart{},
		aliases: map[common.Hash][]common.Hash{},
	}
}

// watch registers interest in hash before it is broadcast and returns the
// channel its receipt arrives on; pass it to await.
func (w *receiptWatcher) watch(hash common.Hash) chan *types.Receipt {
	return w.register(hash, false)
}

// wait returns hash's receipt once it is mined, or ctx's error. The
// transaction may already be mined.
func (w *receiptWatcher) wait(ctx context.Context, hash common.Hash) (*types.Receipt, error) {
	return w.await(ctx, hash, w.register(hash, true))
}

// await returns what arrives on ch, registered for hash, or ctx's error.
func (w *receiptWatcher) await(ctx context.Context, hash common.Hash, ch chan *types.Receipt) (*types.Receipt, error) {
	select {
	case r := <-ch:
		return r, nil
	case <-ctx.Done():
		w.remove(hash, ch)
		return nil, fmt.Errorf("waiting for %s: %w", hash.Hex(), ctx.Err())
	}
}

// register adds a waiter for hash. One that may already be mined is
// looked up by hash on the next pass, unless the watcher is running and
// its block scan covers every block from now on.
func (w *receiptWatcher) register(hash common.Hash, mayBeMined bool) chan *types.Receipt {
	ch := make(chan *types.Receipt, 1)
	w.mu.Lock()
	defer w.mu.Unlock()
	w.waiters[hash] = append(w.waiters[hash], ch)
	if _, ok := w.since[hash]; !ok && mayBeMined {
		// Sent a while ago, perhaps: it may have been repriced already.
		w.since[hash] = waitStart{}
	}
	if mayBeMined || !w.running || w.last == nil {
		w.fresh[hash] = true
		select {
		case w.wake <- struct{}{}:
		default:
		}
	}
	if !w.running {
		w.running = true
		go w.run()
	}
	return ch
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
		delete(w.since, hash)
	} else {
		w.waiters[hash] = list
	}
}

// deliver hands r to the waiters of its transaction and of those it is a
// version of.
func (w *receiptWatcher) deliver(r *types.Receipt) {
	w.mu.Lock()
	defer w.mu.Unlock()
	for _, h := range append([]common.Hash{r.TxHash}, w.aliases[r.TxHash]...) {
		for _, ch := range w.waiters[h] {
			ch <- r // buffered, and each waiter is delivered to once
		}
		delete(w.waiters, h)
		delete(w.fresh, h)
		delete(w.since, h)
	}
	delete(w.aliases, r.TxHash)
}

// learnVersions asks the store for the other versions of the hashes
// waited for since versionsAfter blocks before head, and has the new
// ones looked up by hash in this pass.
func (w *receiptWatcher) learnVersions(ctx context.Context, head uint64) []common.Hash {
	if w.versions == nil {
		return nil
	}
	now := time.Now()
	w.mu.Lock()
	var long []common.Hash
	if head != w.asked.block || now.Sub(w.asked.at) >= versionsEvery {
		for h := range w.waiters {
			since, ok := w.since[h]
			switch {
			case !ok:
				w.since[h] = waitStart{block: head, at: now}
			case head >= since.block+versionsAfter || now.Sub(since.at) >= versionsAfterTime:
				long = append(long, h)
			}
		}
	}
	if len(long) > 0 {
		w.asked = waitStart{block: head, at: now}
	}
	w.mu.Unlock()
	if len(long) == 0 {
		return nil
	}
	found, err := w.versions(ctx, long)
	if err != nil {
		w.log.WarnContext(ctx, "receipt watcher: versions", "err", err)
		return nil
	}
	w.mu.Lock()
	defer w.mu.Unlock()
	var fresh []common.Hash
	for version, of := range found {
		if !slices.Contains(w.aliases[version], of) {
			w.aliases[version] = append(w.aliases[version], of)
			fresh = append(fresh, version)
		}
	}
	return fresh
}

// latestHead is the newest block announced to the watcher, or nil when it
// is not subscribed to announcements (not running, or polling).
func (w *receiptWatcher) latestHead() *types.Header {
	w.mu.Lock()
	defer w.mu.Unlock()
	return w.latest
}

// saw records head as the latest block, when subscribed and it is newer.
func (w *receiptWatcher) saw(head *types.Header, subscribed bool) {
	w.mu.Lock()
	defer w.mu.Unlock()
	if subscribed && (w.latest == nil || head.Number.Cmp(w.latest.Number) > 0) {
		w.latest = head
	}
}

// run makes passes until no one waits; the next waiter starts it again.
// With a head subscription it passes on each new block, using the
// announced header, and on each fresh waiter, and lingers a while when
// idle; without one it polls.
func (w *receiptWatcher) run() {
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	var (
		heads     chan *types.Header
		subErr    <-chan error
		announced *types.Header // the newest announcement since the last pass
		perBlock  = true
		tick      = w.poll
		idleFor   time.Duration
	)
	if hs, ok := w.backend.(headSubscriber); ok {
		ch := make(chan *types.Header, 64)
		if sub, err := hs.SubscribeNewHead(ctx, ch); err == nil {
			defer sub.Unsubscribe()
			heads, subErr = ch, sub.Err()
			// The poll stays as a safety net for anything missed.
			tick = max(w.poll, 250*time.Millisecond)
		}
	}
	ticker := time.NewTicker(tick)
	defer ticker.Stop()
	for {
		w.mu.Lock()
		if len(w.waiters) == 0 && (heads == nil || idleFor >= subscribedLinger) {
			w.running = false
			w.last = nil
			w.latest = nil
			clear(w.aliases)
			w.mu.Unlock()
			return
		}
		fresh := make([]common.Hash, 0, len(w.fresh))
		for h := range w.fresh {
			fresh = append(fresh, h)
		}
		clear(w.fresh)
		last, idle := w.last, len(w.waiters) == 0
		w.mu.Unlock()

		if !idle {
			idleFor = 0
			last, perBlock = w.pass(ctx, last, announced, fresh, perBlock, heads != nil)
			w.mu.Lock()
			w.last = last
			w.mu.Unlock()
		}
		announced = nil

		select {
		case <-ticker.C:
			if idle {
				idleFor += tick
			}
		case h := <-heads:
			announced = newestHead(h, heads)
			w.saw(announced, true)
		case <-w.wake:
		case err := <-subErr:
			w.log.Info("receipt watcher: head subscription ended; polling", "err", err)
			heads, subErr = nil, nil
			w.mu.Lock()
			w.latest = nil
			w.mu.Unlock()
			tick = w.poll
			ticker.Reset(tick)
		}
	}
}

// newestHead drains ch and returns the newest of h and what it held.
func newestHead(h *types.Header, ch <-chan *types.Header) *types.Header {
	for {
		select {
		case next := <-ch:
			if next.Number.Cmp(h.Number) > 0 {
				h = next
			}
		default:
			return h
		}
	}
}

// pass scans the blocks after last up to the head, the announced one if
// any, and looks up fresh waiters by hash; it returns the new last block.
func (w *receiptWatcher) pass(ctx context.Context, last *big.Int, announced *types.Header, fresh []common.Hash, perBlock, subscribed bool) (*big.Int, bool) {
	head := announced
	if head == nil {
		var err error
		if head, err = w.backend.HeaderByNumber(ctx, nil); err != nil {
			w.log.WarnContext(ctx, "receipt watcher: head", "err", err)
			w.retryFresh(fresh)
			return last, perBlock
		}
		w.saw(head, subscribed)
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
	fresh = append(fresh, w.learnVersions(ctx, head.Number.Uint64())...)
	for _, h := range fresh {
		if !w.waiting(h) {
			continue // delivered by the block scan
		}
		r, err := w.backend.TransactionReceipt(ctx, h)
		switch {
		case err == nil:
			w.deliver(r)
		case !errors.Is(err, ethereum.NotFound):
			w.log.WarnContext(ctx, "receipt watcher: receipt", "tx", h.Hex(), "err", err)
			w.retryFresh([]common.Hash{h})
		}
	}
	if announced != nil && last != nil && head.Number.Cmp(last) < 0 {
		// An announcement a poll had overtaken. (A polled head lower than
		// last is a reorganisation: the scan starts again from it.)
		return last, perBlock
	}
	return head.Number, perBlock
}

// waiting reports whether anyone waits for h, or for a transaction h is
// a version of.
func (w *receiptWatcher) waiting(h common.Hash) bool {
	w.mu.Lock()
	defer w.mu.Unlock()
	if _, ok := w.waiters[h]; ok {
		return true
	}
	for _, of := range w.aliases[h] {
		if _, ok := w.waiters[of]; ok {
			return true
		}
	}
	return false
}

// retryFresh asks for these by hash again on the next pass.
func (w *receiptWatcher) retryFresh(hashes []common.Hash) {
	w.mu.Lock()
	defer w.mu.Unlock()
	for _, h := range hashes {
		if _, ok := w.waiters[h]; ok || len(w.aliases[h]) > 0 {
			w.fresh[h] = true
		}
	}
}

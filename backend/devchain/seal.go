package devchain

import (
	"context"
	"errors"
	"fmt"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/hexutil"
)

const (
	// pendingPoll is how often the instant sealer checks the pool when it has no pending
	// transaction notifications to go by: as a safety net, or as the only signal if the
	// subscription fails.
	pendingPoll         = 100 * time.Millisecond
	pendingPollFallback = 2 * time.Millisecond
	// stuckBackoff is how long the instant sealer leaves alone pending transactions that the last
	// block did not include (a priority fee under the miner's minimum, say), so that it does not
	// seal empty blocks in a loop.
	stuckBackoff = time.Second
	// clockMoveTimeout bounds how long time travel waits for the pool to empty.
	clockMoveTimeout = 3 * time.Second
)

// sealEvery commits a block every blockTime, with or without transactions, as Anvil's
// --block-time does.
func (c *Chain) sealEvery(ctx context.Context, blockTime time.Duration) {
	ticker := time.NewTicker(blockTime)
	defer ticker.Stop()
	for {
		select {
		case <-ctx.Done():
			return
		case <-ticker.C:
			if _, err := c.seal(); err != nil {
				c.logger.Warn("dev chain could not seal a block", "err", err)
			}
		}
	}
}

// sealOnDemand commits a block whenever the pool has executable transactions. The pool announces
// new ones on the node's newPendingTransactions subscription; a slow poll covers anything the
// announcements miss, such as transactions left over when a block is full.
func (c *Chain) sealOnDemand(ctx context.Context) {
	announced := make(chan common.Hash, 1024)
	sub, err := c.rpcClient.EthSubscribe(ctx, announced, "newPendingTransactions")
	var subErr <-chan error
	poll := pendingPoll
	if err != nil {
		c.logger.Warn("dev chain polls the pool: cannot subscribe to pending transactions", "err", err)
		poll = pendingPollFallback
	} else {
		defer sub.Unsubscribe()
		subErr = sub.Err()
	}
	ticker := time.NewTicker(poll)
	defer ticker.Stop()

	var stuckSince time.Time // zero unless the last block left pending transactions behind
	for {
		wasAnnounced := false
		select {
		case <-ctx.Done():
			return
		case err := <-subErr:
			if ctx.Err() != nil {
				return
			}
			c.logger.Warn("dev chain lost its pending transaction subscription; polling instead", "err", err)
			subErr = nil
			ticker.Reset(pendingPollFallback)
			continue
		case <-announced:
			drain(announced)
			stuckSince = time.Time{}
			wasAnnounced = true
		case <-ticker.C:
			if !stuckSince.IsZero() && time.Since(stuckSince) < stuckBackoff {
				continue
			}
		}

		pending, err := c.pendingCount(ctx)
		if err != nil {
			if ctx.Err() == nil {
				c.logger.Warn("dev chain could not read the transaction pool", "err", err)
			}
			continue
		}
		if pending == 0 {
			continue
		}
		head, err := c.seal()
		if err != nil {
			c.logger.Warn("dev chain could not seal a block", "err", err)
			continue
		}
		if wasAnnounced {
			// A fresh transaction: no reason to think it stuck, and no need to ask the node
			// about the block. A poll that finds it left behind checks.
			continue
		}
		included, err := c.client.TransactionCount(ctx, head)
		if err != nil {
			if ctx.Err() == nil {
				c.logger.Warn("dev chain could not read the block it sealed", "block", head, "err", err)
			}
			continue
		}
		if included == 0 {
			stuckSince = time.Now()
		} else {
			stuckSince = time.Time{}
		}
	}
}

func drain(ch <-chan common.Hash) {
	for {
		select {
		case <-ch:
		default:
			return
		}
	}
}

// pendingCount reports how many executable transactions wait in the pool.
func (c *Chain) pendingCount(ctx context.Context) (int, error) {
	var status map[string]hexutil.Uint
	if err := c.rpcClient.CallContext(ctx, &status, "txpool_status"); err != nil {
		return 0, fmt.Errorf("read txpool status: %w", err)
	}
	return int(status["pending"]), nil
}

// seal commits one block and returns its hash.
func (c *Chain) seal() (common.Hash, error) {
	c.sealMu.Lock()
	defer c.sealMu.Unlock()
	return c.commitLocked()
}

// commitLocked seals the pending block. The simulated backend only logs a failed seal, so a head
// that did not move is the sign of one. The head to compare with is the block the last commit
// sealed, kept in memory; only after time travel sealed one itself is the node asked.
func (c *Chain) commitLocked() (common.Hash, error) {
	before := c.head
	if before == (common.Hash{}) {
		latest, err := c.client.HeaderByNumber(context.Background(), nil)
		if err != nil {
			return common.Hash{}, fmt.Errorf("read latest block: %w", err)
		}
		before = latest.Hash()
	}
	head := c.sim.Commit()
	if head == before {
		return common.Hash{}, errors.New("the node did not seal a block (see go-ethereum's log)")
	}
	c.head = head
	return head, nil
}

// Fork makes parent the head, as a reorganisation would: the blocks after
// it leave the canonical chain (their transactions return to the pool,
// to be sealed again), and the next blocks are sealed on parent. The pool
// must hold no pending transaction.
func (c *Chain) Fork(parent common.Hash) error {
	c.sealMu.Lock()
	defer c.sealMu.Unlock()
	if err := c.sim.Fork(parent); err != nil {
		return fmt.Errorf("devchain: fork at %s: %w", parent.Hex(), err)
	}
	c.head = parent
	return nil
}

// Mine seals a block now, with whatever transactions are pending, as evm_mine does.
func (c *Chain) Mine() error {
	if _, err := c.seal(); err != nil {
		return fmt.Errorf("devchain: mine: %w", err)
	}
	return nil
}

// IncreaseTime moves the chain's clock forward by d (whole seconds), as evm_increaseTime does: the
// next block is stamped at least d later than the latest block or the wall clock, whichever is
// later, and every block after it follows on from there.
//
// The simulated backend can only set a block's time on an empty block, so unlike Hardhat this
// seals one at once, a second short of the target (after sealing any transactions already
// pending, at the old time). The next block, mined or sealed for a transaction, lands on the
// target.
func (c *Chain) IncreaseTime(d time.Duration) error {
	_, err := c.increaseTime(context.Background(), d)
	return err
}

// SetNextBlockTimestamp makes the next block's timestamp t, as evm_setNextBlockTimestamp does; t
// must be after the latest block's. When t is already in the past of the wall clock the next
// block takes the wall clock's time instead. Like IncreaseTime it seals an empty block at once.
func (c *Chain) SetNextBlockTimestamp(t time.Time) error {
	return c.setNextBlockTimestamp(context.Background(), t.Unix())
}

func (c *Chain) increaseTime(ctx context.Context, d time.Duration) (time.Duration, error) {
	if d < 0 {
		return 0, fmt.Errorf("devchain: increase time by %s: the clock only moves forward", d)
	}
	seconds := int64(d / time.Second)
	c.sealMu.Lock()
	defer c.sealMu.Unlock()
	if seconds == 0 {
		return c.timeOffset, nil
	}
	head, err := c.client.HeaderByNumber(ctx, nil)
	if err != nil {
		return 0, fmt.Errorf("devchain: increase time: read latest block: %w", err)
	}
	base := max(time.Now().Unix(), int64(head.Time))
	if err := c.moveClockLocked(ctx, base+seconds); err != nil {
		return 0, fmt.Errorf("devchain: increase time by %ds: %w", seconds, err)
	}
	c.timeOffset += time.Duration(seconds) * time.Second
	return c.timeOffset, nil
}

func (c *Chain) setNextBlockTimestamp(ctx context.Context, next int64) error {
	c.sealMu.Lock()
	defer c.sealMu.Unlock()
	head, err := c.client.HeaderByNumber(ctx, nil)
	if err != nil {
		return fmt.Errorf("devchain: set next block timestamp: read latest block: %w", err)
	}
	if next <= int64(head.Time) {
		return fmt.Errorf("devchain: set next block timestamp to %d: it must be after the latest block's, %d", next, head.Time)
	}
	if err := c.moveClockLocked(ctx, next); err != nil {
		return fmt.Errorf("devchain: set next block timestamp to %d: %w", next, err)
	}
	return nil
}

// moveClockLocked makes the next block's timestamp at least next. The simulated beacon stamps a
// block with max(wall clock, parent + 1) and only AdjustTime sets a time of our choosing, on an
// empty pool; so this seals pending transactions first, then an empty block at next - 1.
func (c *Chain) moveClockLocked(ctx context.Context, next int64) error {
	deadline := time.Now().Add(clockMoveTimeout)
	var (
		lastCommit time.Time
		adjustErr  error
	)
	for {
		head, err := c.client.HeaderByNumber(ctx, nil)
		if err != nil {
			return fmt.Errorf("read latest block: %w", err)
		}
		if next <= int64(head.Time)+1 {
			return nil
		}
		pending, err := c.pendingCount(ctx)
		if err != nil {
			return err
		}
		switch {
		case pending == 0:
			adjustment := time.Duration(next-1-int64(head.Time)) * time.Second
			adjustErr = c.sim.AdjustTime(adjustment)
			c.head = common.Hash{} // it sealed a block, or may have
			if adjustErr == nil {
				return nil
			}
			// Most likely a transaction arrived between the check and the seal; go round again.
		case time.Since(lastCommit) > 100*time.Millisecond:
			// The pool drops what a block included shortly after the block; until then it still
			// counts those transactions as pending, hence the spacing between commits.
			if _, err := c.commitLocked(); err != nil {
				return err
			}
			lastCommit = time.Now()
			continue
		}
		if time.Now().After(deadline) {
			if pending == 0 {
				return fmt.Errorf("seal a block at %d: %w", next-1, adjustErr)
			}
			return fmt.Errorf("%d transactions stay pending that no block includes (is their priority fee below the node's 0.001 gwei minimum?)", pending)
		}
		select {
		case <-ctx.Done():
			return ctx.Err()
		case <-time.After(2 * time.Millisecond):
		}
	}
}

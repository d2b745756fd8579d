package relayer

import (
	"context"
	"errors"
	"log/slog"
	"sync"
	"sync/atomic"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"

	"github.com/paystead/paystead/backend/chain"
	"github.com/paystead/paystead/backend/invoice"
)

// StagerConfig tunes batching.
type StagerConfig struct {
	// MaxBatch caps the invoices of one staging transaction.
	MaxBatch int
	// Poll is how often the Stager looks for invoices another process
	// stored (those this process stores wake it at once).
	Poll time.Duration
	// RoundWait bounds how long a round waits for its transactions to be
	// mined before the next round starts anyway.
	RoundWait time.Duration
	// DelegateTTL is how long a positive delegate check is trusted.
	DelegateTTL time.Duration
}

func (c *StagerConfig) defaults() {
	if c.MaxBatch <= 0 {
		c.MaxBatch = 200
	}
	if c.Poll <= 0 {
		c.Poll = 250 * time.Millisecond
	}
	if c.RoundWait <= 0 {
		c.RoundWait = 15 * time.Second
	}
	if c.DelegateTTL <= 0 {
		c.DelegateTTL = time.Minute
	}
}

// Stager stages on the gateway the invoices stored waiting for it (status
// staging, no staging transaction yet): in rounds, one transaction per
// merchant with everything waiting, one round per block. It implements
// invoice.Issuer.
type Stager struct {
	cfg     StagerConfig
	backend chain.Backend
	gateway *chain.Gateway
	sender  *Sender
	store   StagingStore
	log     *slog.Logger
	wake    chan struct{}

	// batch is how many invoices a staging transaction takes: MaxBatch,
	// or fewer once the chain refused that many for their gas.
	batch atomic.Int64

	mu        sync.Mutex
	delegates map[common.Address]time.Time // merchant -> trusted until
}

var _ invoice.Issuer = (*Stager)(nil)

// NewStager returns a Stager that stages through sender and records the
// outcome in store; call Run to start it.
func NewStager(cfg StagerConfig, backend chain.Backend, gateway *chain.Gateway, sender *Sender, store StagingStore, log *slog.Logger) *Stager {
	cfg.defaults()
	s := &Stager{
		cfg:       cfg,
		backend:   backend,
		gateway:   gateway,
		sender:    sender,
		store:     store,
		log:       log,
		wake:      make(chan struct{}, 1),
		delegates: map[common.Address]time.Time{},
	}
	s.batch.Store(int64(cfg.MaxBatch))
	return s
}

// ServerIsAgent reports whether the server wallet may stage for
// merchant: it is one of the merchant's agents on the gateway, its
// delegate or, while the merchant trusts the operator, one of the
// operator's relayers. A yes is trusted for DelegateTTL, a no is always
// re-read so a merchant who just authorized is not kept waiting. While
// the node does not answer, a merchant this process has seen authorize
// it is still taken at its word: its invoices are stored and staged once
// the node is back (a revoked authorization then fails them, with
// invoice.failed); one never seen gets the node's error.
func (s *Stager) ServerIsAgent(ctx context.Context, merchant common.Address) (bool, error) {
	s.mu.Lock()
	until, seen := s.delegates[merchant]
	s.mu.Unlock()
	if seen && time.Now().Before(until) {
		return true, nil
	}
	yes, err := s.gateway.IsAgent(ctx, merchant, s.sender.Address())
	switch {
	case err != nil && seen:
		s.log.WarnContext(ctx, "delegate check: the node did not answer; trusting the merchant's last authorization", "merchant", merchant.Hex(), "err", err)
		return true, nil
	case err != nil:
		return false, err
	}
	s.learn(chain.AgentChange{Merchant: merchant, Agent: yes})
	return yes, nil
}

// IsStaged reports whether the gateway holds a record for id.
func (s *Stager) IsStaged(ctx context.Context, id invoice.ID) (bool, error) {
	r, err := s.gateway.Record(ctx, id)
	if err != nil {
		return false, err
	}
	return r != [32]byte{}, nil
}

// Wake tells the Stager an invoice was stored waiting for it: a round
// starts at once unless one is waiting for its block.
func (s *Stager) Wake() {
	select {
	case s.wake <- struct{}{}:
	default:
	}
}

// Run stages, until ctx ends, the invoices waiting for their staging
// transaction, in rounds: a round sends one transaction per merchant (up
// to MaxBatch invoices each) with everything waiting, and the next round
// starts once those are mined, or RoundWait passed. What is created while
// a round's transactions wait for their block goes out together in the
// next: an invoice created alone shares its transaction with every other
// created in the same block. A wake-up (an invoice this process stored)
// or the poll (one another process stored, or one a failed round left)
// starts a round. Receipts are awaited, and recorded, until ctx ends;
// after that the recovery loop settles what was left staging.
func (s *Stager) Run(ctx context.Context) {
	var inflight sync.WaitGroup
	defer inflight.Wait()
	poll := time.NewTicker(s.cfg.Poll)
	defer poll.Stop()
	for {
		select {
		case <-ctx.Done():
			return
		case <-s.wake:
		case <-poll.C:
		}
		mined := s.round(ctx, &inflight)
		if mined == nil {
			continue
		}
		wait := time.NewTimer(s.cfg.RoundWait)
		select {
		case <-mined:
		case <-wait.C:
		case <-ctx.Done():
		}
		wait.Stop()
	}
}

// round sends the staging transactions of everything waiting and returns
// a channel closed once they are mined and recorded, or nil when it sent
// none.
func (s *Stager) round(ctx context.Context, inflight *sync.WaitGroup) <-chan struct{} {
	merchants, err := s.store.UnstagedMerchants(ctx, s.sender.ChainID(), 1000)
	if err != nil {
		if ctx.Err() == nil {
			s.log.WarnContext(ctx, "staging: read the invoices waiting", "err", err)
		}
		return nil
	}
	var follows []func()
	for _, m := range merchants {
		for {
			limit := int(s.batch.Load())
			follow, n, err := s.stageMerchant(ctx, m, limit)
			if errors.Is(err, errBatchTooLarge) && limit > 1 {
				s.batch.CompareAndSwap(int64(limit), int64(limit/2))
				s.log.InfoContext(ctx, "staging batches too large for the chain's blocks: halved", "invoices", limit/2)
				continue
			}
			if err != nil {
				s.log.WarnContext(ctx, "staging transaction not sent; its invoices wait for the next round", "merchant", m.Hex(), "err", err)
			}
			if follow != nil {
				follows = append(follows, follow)
			}
			if err != nil || n < limit {
				break
			}
		}
	}
	if len(follows) == 0 {
		return nil
	}
	done := make(chan struct{})
	inflight.Add(1)
	go func() {
		defer inflight.Done()
		defer close(done)
		var wg sync.WaitGroup
		for _, f := range follows {
			wg.Go(f)
		}
		wg.Wait()
	}()
	return done
}

// chainHead reads, from the latest block, how far the chain's clock runs
// ahead of this machine's (zero when it does not: a block's time trails)
// and the most gas one staging may ask: the block's gas limit, at most
// EIP-7825's cap.
func (s *Stager) chainHead(ctx context.Context) (ahead time.Duration, maxGas uint64, err error) {
	head, err := s.sender.latest(ctx)
	if err != nil {
		return 0, 0, err
	}
	maxGas = maxTxGas
	if head.GasLimit > 0 {
		maxGas = min(head.GasLimit, maxGas)
	}
	return max(0, time.Unix(int64(head.Time), 0).Sub(time.Now())), maxGas, nil
}

// chainExpiry is the expiry the gateway holds for an invoice expiring at
// (nil: never): the same moment on the chain's clock, which a dev chain
// may have moved ahead, so that an invoice stays payable on chain as long
// as the service says, and no longer than its permits' deadlines (bounded
// the same way, checkout's lastDeadline).
func chainExpiry(at *time.Time, ahead time.Duration) uint64 {
	if at == nil {
		return 0
	}
	t := at.Add(ahead)
	return chain.Expiry(&t)
}

// Reasons a staging failed after its invoices were created.
const (
	ReasonStagingDropped = "the staging transaction was dropped: the server wallet's nonce was used by another transaction; create a new invoice"
	// ReasonNotAgent: the merchant revoked the server wallet's authorization
	// between the invoice's creation and its staging.
	ReasonNotAgent        = "the merchant's wallet no longer authorizes the service's server wallet on the gateway (setDelegate): authorize it again and create a new invoice"
	reasonStagingReverted = "the staging transaction reverted: "
	reasonStagingRefused  = "the gateway refused to stage the invoice: "
)

// follow waits for the receipt of the staging transaction hash (watched
// on receipts) and records it: the invoices ids become open, or failed
// when it reverted. A wait cut short (shutdown, or nothing mined in five
// minutes) leaves them staging for Rebroadcast and the recovery loop.
func (s *Stager) follow(runCtx context.Context, hash common.Hash, ids []invoice.ID, receipts chan *types.Receipt) {
	waitCtx, cancel := context.WithTimeout(runCtx, 5*time.Minute)
	defer cancel()
	t0 := time.Now()
	// Recorded here, off the request's path: sent at this block, so that
	// Reprice counts its wait from there.
	if err := s.sender.store.MarkSent(waitCtx, s.sender.head.Load(), hash); err != nil {
		s.log.WarnContext(runCtx, "record broadcast", "tx", hash.Hex(), "err", err)
	}
	receipt, err := s.sender.receipts.await(waitCtx, hash, receipts)
	if err != nil {
		s.log.WarnContext(runCtx, "staging receipt not seen; left to the recovery loop", "tx", hash.Hex(), "invoices", len(ids), "err", err)
		return
	}
	ctx := context.WithoutCancel(runCtx)
	if err := settleStaging(ctx, s.store, s.sender, receipt, ids); err != nil {
		s.log.ErrorContext(ctx, "record staging receipt", "tx", hash.Hex(), "invoices", len(ids), "err", err)
	}
	s.log.Debug("staged", "invoices", len(ids), "mine_ms", time.Since(t0).Milliseconds())
}

// failStaging records that ids can never be staged.
func (s *Stager) failStaging(ctx context.Context, ids []invoice.ID, reason string) {
	if err := s.store.FailStaging(ctx, ids, reason); err != nil {
		s.log.ErrorContext(ctx, "record failed staging", "invoices", len(ids), "reason", reason, "err", err)
	}
}

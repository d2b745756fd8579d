// Package relayer builds, signs, sends and tracks the server wallet's
// transactions: staging invoices in batches now, payments, refunds and
// claims as they arrive.
package relayer

import (
	"context"
	"errors"
	"fmt"
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
	// MaxWait is how long the first invoice of a batch waits for company.
	MaxWait time.Duration
	// DelegateTTL is how long a positive delegate check is trusted.
	DelegateTTL time.Duration
}

func (c *StagerConfig) defaults() {
	if c.MaxBatch <= 0 {
		c.MaxBatch = 200
	}
	if c.MaxWait <= 0 {
		c.MaxWait = 5 * time.Millisecond
	}
	if c.DelegateTTL <= 0 {
		c.DelegateTTL = time.Minute
	}
}

// Stager stages invoices on the gateway, batching concurrent requests into
// one transaction per merchant. It implements invoice.Chain.
type Stager struct {
	cfg     StagerConfig
	backend chain.Backend
	gateway *chain.Gateway
	sender  *Sender
	log     *slog.Logger
	queue   chan stageRequest

	mu        sync.Mutex
	delegates map[common.Address]time.Time // merchant -> trusted until
}

type stageRequest struct {
	merchant common.Address
	stage    invoice.Stage
	done     chan stageResult
}

type stageResult struct {
	tx       common.Hash
	at       time.Time // when the batch was recorded as staged
	recorded bool      // the invoice row was moved to open
	err      error
}

var (
	_ invoice.Chain          = (*Stager)(nil)
	_ invoice.RecordingChain = (*Stager)(nil)
)

// NewStager returns a Stager; call Run to start batching.
func NewStager(cfg StagerConfig, backend chain.Backend, gateway *chain.Gateway, sender *Sender, log *slog.Logger) *Stager {
	cfg.defaults()
	return &Stager{
		cfg:       cfg,
		backend:   backend,
		gateway:   gateway,
		sender:    sender,
		log:       log,
		queue:     make(chan stageRequest, 4*cfg.MaxBatch),
		delegates: map[common.Address]time.Time{},
	}
}

// ServerIsDelegate reports whether the server wallet may stage for
// merchant; a yes is cached for DelegateTTL, a no is always re-read so a
// merchant who just authorized is not kept waiting.
func (s *Stager) ServerIsDelegate(ctx context.Context, merchant common.Address) (bool, error) {
	s.mu.Lock()
	until, ok := s.delegates[merchant]
	s.mu.Unlock()
	if ok && time.Now().Before(until) {
		return true, nil
	}
	yes, err := s.gateway.IsDelegate(ctx, merchant, s.sender.Address())
	if err != nil || !yes {
		return false, err
	}
	s.mu.Lock()
	s.delegates[merchant] = time.Now().Add(s.cfg.DelegateTTL)
	s.mu.Unlock()
	return true, nil
}

// IsStaged reports whether the gateway holds a record for id.
func (s *Stager) IsStaged(ctx context.Context, id invoice.ID) (bool, error) {
	r, err := s.gateway.Record(ctx, id)
	if err != nil {
		return false, err
	}
	return r != [32]byte{}, nil
}

// Stage queues st and returns once its batch is mined.
func (s *Stager) Stage(ctx context.Context, merchant common.Address, st invoice.Stage) (common.Hash, error) {
	res := s.stage(ctx, merchant, st)
	return res.tx, res.err
}

// StageRecorded is Stage that also moves the invoice's row to open, with
// one statement for the whole batch, when recorded is true.
func (s *Stager) StageRecorded(ctx context.Context, merchant common.Address, st invoice.Stage) (tx common.Hash, at time.Time, recorded bool, err error) {
	res := s.stage(ctx, merchant, st)
	return res.tx, res.at, res.recorded, res.err
}

func (s *Stager) stage(ctx context.Context, merchant common.Address, st invoice.Stage) stageResult {
	req := stageRequest{merchant: merchant, stage: st, done: make(chan stageResult, 1)}
	select {
	case s.queue <- req:
	case <-ctx.Done():
		return stageResult{err: ctx.Err()}
	}
	select {
	case res := <-req.done:
		return res
	case <-ctx.Done():
		return stageResult{err: ctx.Err()}
	}
}

// Run collects requests into batches until ctx ends, as a group commit:
// when no batch is being mined, a request goes out at once with whatever
// else is already queued; while one is being mined, requests gather (up to
// MaxWait or MaxBatch) and go out together. Light load gets the lowest
// latency, heavy load the largest batches.
func (s *Stager) Run(ctx context.Context) {
	var (
		inflight sync.WaitGroup
		busy     atomic.Int32
		idle     = make(chan struct{}, 1)
	)
	defer inflight.Wait()
	for {
		var first stageRequest
		select {
		case <-ctx.Done():
			return
		case first = <-s.queue:
		}
		batch := []stageRequest{first}
		timer := time.NewTimer(s.cfg.MaxWait)
	collect:
		for len(batch) < s.cfg.MaxBatch {
			if busy.Load() == 0 {
				// Nothing being mined: take what is queued and go.
				select {
				case req := <-s.queue:
					batch = append(batch, req)
					continue
				default:
					break collect
				}
			}
			select {
			case req := <-s.queue:
				batch = append(batch, req)
			case <-idle:
			case <-timer.C:
				break collect
			case <-ctx.Done():
				break collect
			}
		}
		timer.Stop()
		for merchant, group := range groupByMerchant(batch) {
			inflight.Add(1)
			busy.Add(1)
			go func() {
				defer inflight.Done()
				s.send(context.WithoutCancel(ctx), merchant, group)
				if busy.Add(-1) == 0 {
					select {
					case idle <- struct{}{}:
					default:
					}
				}
			}()
		}
	}
}

func groupByMerchant(batch []stageRequest) map[common.Address][]stageRequest {
	groups := map[common.Address][]stageRequest{}
	for _, r := range batch {
		groups[r.merchant] = append(groups[r.merchant], r)
	}
	return groups
}

// send stages one merchant's group in one transaction and reports the
// outcome to every request in it. The transaction has a computed gas limit
// and is simulated rather than estimated, is stored with the nonce as
// Sender.Send stores one, and its receipt and the invoices' new status are
// recorded together.
func (s *Stager) send(ctx context.Context, merchant common.Address, group []stageRequest) {
	invoices := make([]chain.StagedInvoice, len(group))
	ids := make([][]byte, len(group))
	for i, r := range group {
		invoices[i] = chain.StagedInvoice{ID: r.stage.ID, PayoutToken: r.stage.PayoutToken, Amount: r.stage.Amount}
		ids[i] = r.stage.ID[:]
	}
	finish := func(res stageResult) {
		for _, r := range group {
			r.done <- res
		}
	}
	fail := func(msg string, err error, args ...any) {
		s.log.WarnContext(ctx, msg, append([]any{"merchant", merchant.Hex(), "invoices", len(group), "err", err}, args...)...)
		finish(stageResult{err: err})
	}
	t0 := time.Now()
	data, err := s.stageData(ctx, merchant, invoices)
	if err != nil {
		fail("staging transaction not built", err)
		return
	}
	gas, err := s.simulate(ctx, data, stageGasLimit(len(group)))
	if err != nil {
		fail("staging transaction not sent", err)
		return
	}
	tx, err := s.signAndStore(ctx, data, gas)
	if err != nil {
		fail("staging transaction not sent", err)
		return
	}
	// Watched before it is broadcast, the transaction is found by the
	// receipt watcher's block scan alone. A transient broadcast failure is
	// left to Rebroadcast: the transaction is stored, so wait for it all
	// the same.
	receipts := s.sender.receipts.watch(tx.Hash())
	waitCtx, cancel := context.WithTimeout(ctx, 5*time.Minute)
	defer cancel()
	if err := s.sender.push(ctx, tx); errors.Is(err, ErrReplaced) {
		s.sender.receipts.remove(tx.Hash(), receipts)
		fail("staging transaction not sent", err, "tx", tx.Hash().Hex())
		return
	}
	t1 := time.Now()
	receipt, err := s.sender.receipts.await(waitCtx, tx.Hash(), receipts)
	if err != nil {
		fail("staging failed", err, "tx", tx.Hash().Hex())
		return
	}
	at := time.Now().UTC()
	recorded := s.recordStaged(ctx, receipt, ids, at)
	s.log.Debug("staged", "invoices", len(group), "send_ms", t1.Sub(t0).Milliseconds(), "mine_ms", at.Sub(t1).Milliseconds())
	if receipt.Status != types.ReceiptStatusSuccessful {
		reason := s.sender.RevertReason(ctx, tx.Hash(), receipt)
		fail("staging failed", fmt.Errorf("staging transaction %s reverted in block %s: %w", tx.Hash().Hex(), receipt.BlockNumber, reason), "tx", tx.Hash().Hex())
		return
	}
	finish(stageResult{tx: tx.Hash(), at: at, recorded: recorded})
}

package relayer

import (
	"context"
	"errors"
	"log/slog"
	"math/big"
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
// one transaction per merchant, and stores new invoices with the staging
// transaction that stages them. It implements invoice.Issuer.
type Stager struct {
	cfg     StagerConfig
	backend chain.Backend
	gateway *chain.Gateway
	sender  *Sender
	store   StagingStore
	log     *slog.Logger
	queue   chan stageRequest

	mu        sync.Mutex
	delegates map[common.Address]time.Time // merchant -> trusted until
}

type stageRequest struct {
	inv   invoice.Invoice
	idem  *invoice.Idempotency
	state *atomic.Int32 // queued, taken into a batch, or withdrawn by its caller
	done  chan stageResult
}

// States of a stageRequest.
const (
	queued int32 = iota
	taken
	withdrawn
)

type stageResult struct {
	invoice.Staged
	err error
}

var _ invoice.Issuer = (*Stager)(nil)

// NewStager returns a Stager that stores new invoices and their staging
// transactions through sender's store, and their outcome in store; call
// Run to start batching.
func NewStager(cfg StagerConfig, backend chain.Backend, gateway *chain.Gateway, sender *Sender, store StagingStore, log *slog.Logger) *Stager {
	cfg.defaults()
	return &Stager{
		cfg:       cfg,
		backend:   backend,
		gateway:   gateway,
		sender:    sender,
		store:     store,
		log:       log,
		queue:     make(chan stageRequest, 4*cfg.MaxBatch),
		delegates: map[common.Address]time.Time{},
	}
}

// ServerIsAgent reports whether the server wallet may stage for
// merchant: it is one of the merchant's agents on the gateway, its
// delegate or, while the merchant trusts the operator, one of the
// operator's relayers. A yes is cached for DelegateTTL, a no is always
// re-read so a merchant who just authorized is not kept waiting.
func (s *Stager) ServerIsAgent(ctx context.Context, merchant common.Address) (bool, error) {
	s.mu.Lock()
	until, ok := s.delegates[merchant]
	s.mu.Unlock()
	if ok && time.Now().Before(until) {
		return true, nil
	}
	yes, err := s.gateway.IsAgent(ctx, merchant, s.sender.Address())
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

// Stage queues inv and returns once its batch's staging transaction is
// stored and broadcast (see invoice.Issuer); the receipt is awaited in the
// background. A request whose ctx ends before it is taken into a batch is
// withdrawn, and never stored.
func (s *Stager) Stage(ctx context.Context, inv invoice.Invoice, idem *invoice.Idempotency) (invoice.Staged, error) {
	req := stageRequest{inv: inv, idem: idem, state: new(atomic.Int32), done: make(chan stageResult, 1)}
	select {
	case s.queue <- req:
	case <-ctx.Done():
		return invoice.Staged{}, ctx.Err()
	}
	select {
	case res := <-req.done:
		return res.Staged, res.err
	case <-ctx.Done():
		// Too late to withdraw once taken: the batch stores it, or fails.
		return invoice.Staged{Stored: !req.state.CompareAndSwap(queued, withdrawn)}, ctx.Err()
	}
}

// maxStoring caps the batches being stored and broadcast at once. They
// take the nonce lock one after another anyway; more would only hold
// database connections while they wait for it.
const maxStoring = 2

// Run collects requests into batches until ctx ends, as a group commit:
// when no batch is being stored and broadcast, a request goes out at once
// with whatever else is already queued; while one is, requests gather (up
// to MaxWait or MaxBatch) and go out together, and while maxStoring are,
// they gather until one is done. Light load gets the lowest latency, heavy
// load the largest batches. A batch waiting to be mined holds nothing up:
// the chain puts what arrives meanwhile in its next block. Receipts are
// awaited, and recorded, until ctx ends; after that the recovery loop
// settles what was left staging.
func (s *Stager) Run(ctx context.Context) {
	var (
		inflight sync.WaitGroup
		busy     atomic.Int32
		slot     = make(chan struct{}, 1) // a batch finished storing
	)
	defer inflight.Wait()
	for {
		var first stageRequest
		select {
		case <-ctx.Done():
			return
		case first = <-s.queue:
		}
		batch := s.collect(ctx, first, &busy, slot)
		for merchant, group := range groupByMerchant(batch) {
			inflight.Add(1)
			busy.Add(1)
			sent := sync.OnceFunc(func() {
				busy.Add(-1)
				select {
				case slot <- struct{}{}:
				default:
				}
			})
			go func() {
				defer inflight.Done()
				defer sent()
				s.send(ctx, merchant, group, sent)
			}()
		}
	}
}

// collect gathers the batch that first starts, by Run's rules.
func (s *Stager) collect(ctx context.Context, first stageRequest, busy *atomic.Int32, slot <-chan struct{}) []stageRequest {
	batch := []stageRequest{first}
	timer := time.NewTimer(s.cfg.MaxWait)
	defer timer.Stop()
	waited := false
	for {
		full := len(batch) >= s.cfg.MaxBatch
		switch n := busy.Load(); {
		case n == 0:
			// Nothing being stored: take what is queued and go.
			for len(batch) < s.cfg.MaxBatch {
				select {
				case req := <-s.queue:
					batch = append(batch, req)
					continue
				default:
				}
				break
			}
			return batch
		case n < maxStoring && (waited || full):
			return batch
		}
		queue := s.queue
		if full {
			queue = nil // the rest waits for the next batch
		}
		select {
		case req := <-queue:
			batch = append(batch, req)
		case <-slot:
		case <-timer.C:
			waited = true
		case <-ctx.Done():
			return batch
		}
	}
}

// chainAhead is how far the chain's clock runs ahead of this machine's,
// by the latest block (zero when it does not: a block's time trails).
func (s *Stager) chainAhead(ctx context.Context) (time.Duration, error) {
	head, err := s.sender.latest(ctx)
	if err != nil {
		return 0, err
	}
	return max(0, time.Unix(int64(head.Time), 0).Sub(time.Now())), nil
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

func groupByMerchant(batch []stageRequest) map[common.Address][]stageRequest {
	groups := map[common.Address][]stageRequest{}
	for _, r := range batch {
		groups[r.inv.MerchantWallet] = append(groups[r.inv.MerchantWallet], r)
	}
	return groups
}

// send stages one merchant's group in one transaction and answers every
// request in it once the transaction is stored and broadcast. Requests
// their callers withdrew are dropped. The transaction has a computed gas
// limit and is simulated rather than estimated; it is stored with the
// nonce as Sender.Send stores one, together with the group's new
// invoices. Then send follows it until ctx ends: its receipt and the
// invoices' new status (open, or failed with invoice.failed) are recorded
// together.
//
// sent is called once the transaction is broadcast (or the group failed
// before that).
func (s *Stager) send(ctx context.Context, merchant common.Address, group []stageRequest, sent func()) {
	live := group[:0:0]
	for _, r := range group {
		if r.state.CompareAndSwap(queued, taken) {
			live = append(live, r)
		}
	}
	if len(live) > 0 {
		if follow := s.sendTaken(ctx, merchant, live, sent); follow != nil {
			follow()
		}
	}
}

// sendTaken stores and broadcasts group's staging transaction and answers
// its requests. It returns what follows the transaction to its receipt,
// or nil when there is nothing to follow.
func (s *Stager) sendTaken(runCtx context.Context, merchant common.Address, group []stageRequest, sent func()) (follow func()) {
	// Once taken, a group is stored and broadcast even while shutting down.
	ctx := context.WithoutCancel(runCtx)
	invoices := make([]chain.StagedInvoice, len(group))
	ids := make([]invoice.ID, len(group))
	rows := make([]NewInvoice, len(group))
	ahead, err := s.chainAhead(ctx)
	if err != nil {
		s.log.WarnContext(ctx, "staging transaction not built", "merchant", merchant.Hex(), "invoices", len(group), "err", err)
		for _, r := range group {
			r.done <- stageResult{err: err}
		}
		return nil
	}
	for i := range group {
		r := &group[i]
		r.inv.ChainExpiresAt = chainExpiry(r.inv.ExpiresAt, ahead)
		invoices[i] = chain.StagedInvoice{ID: r.inv.ID, PayoutToken: r.inv.PayoutToken, Amount: big.NewInt(r.inv.Amount), ExpiresAt: r.inv.ChainExpiresAt}
		ids[i] = r.inv.ID
		rows[i] = NewInvoice{Invoice: r.inv, Idempotency: r.idem}
	}
	stored := false
	finish := func(res stageResult) {
		for _, r := range group {
			res.Stored = stored
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
	tx, err := s.signAndStore(ctx, data, stageGasLimit(len(group)), rows)
	var rowsErr *rowsError
	if errors.As(err, &rowsErr) && len(group) > 1 {
		// One bad row must fail only its own request: try each alone.
		s.log.WarnContext(ctx, "storing a group of new invoices failed; staging each on its own", "invoices", len(group), "err", err)
		var follows []func()
		for _, r := range group {
			if f := s.sendTaken(runCtx, merchant, []stageRequest{r}, func() {}); f != nil {
				follows = append(follows, f)
			}
		}
		return func() {
			var wg sync.WaitGroup
			for _, f := range follows {
				wg.Go(f)
			}
			wg.Wait()
		}
	}
	if err != nil {
		fail("staging transaction not sent", err)
		return
	}
	stored = true
	// Watched before it is broadcast, the transaction is found by the
	// receipt watcher's block scan alone. A transient broadcast failure is
	// left to Rebroadcast: the transaction is stored, so it is as good as
	// sent.
	receipts := s.sender.receipts.watch(tx.Hash())
	err = s.sender.push(ctx, tx)
	if errors.Is(err, ErrReplaced) {
		// Its nonce was taken (push moved the counter past it): the
		// invoices go out once more, under the next nonce, rather than
		// failing for what the wallet did elsewhere.
		s.sender.receipts.remove(tx.Hash(), receipts)
		s.log.WarnContext(ctx, "staging transaction's nonce was taken; staging again under the next", "tx", tx.Hash().Hex(), "invoices", len(ids))
		again, rerr := s.restage(ctx, tx, ids)
		if rerr == nil {
			receipts = s.sender.receipts.watch(again.Hash())
			if err = s.sender.push(ctx, again); errors.Is(err, ErrReplaced) {
				s.sender.receipts.remove(again.Hash(), receipts)
			}
			tx = again
		} else {
			err = errors.Join(err, rerr)
		}
	}
	if errors.Is(err, ErrReplaced) { // a transient failure is left to Rebroadcast
		s.failStaging(ctx, ids, ReasonStagingDropped)
		fail("staging transaction not sent", err, "tx", tx.Hash().Hex())
		return
	}
	sent()
	s.log.Debug("staging sent", "invoices", len(group), "send_ms", time.Since(t0).Milliseconds())
	finish(stageResult{Staged: invoice.Staged{Tx: tx.Hash()}})
	return func() { s.follow(runCtx, tx.Hash(), ids, receipts) }
}

// Reasons a staging failed after its invoices were created.
const (
	ReasonStagingDropped  = "the staging transaction was dropped: the server wallet's nonce was used by another transaction; create a new invoice"
	reasonStagingReverted = "the staging transaction reverted: "
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

package relayer

import (
	"context"
	"errors"
	"fmt"
	"math/big"
	"time"

	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/jackc/pgx/v5"

	"github.com/paystead/paystead/backend/chain"
	"github.com/paystead/paystead/backend/checkout"
)

// Gas limits of pay. gateway.pay measured 91,086 gas for a payer's first
// same-token payment (73,986 later) and 178,751 for a first swap payment
// (163,401 later); the limits leave some 65% on top for tokens that cost
// more per transfer. Every payment is first simulated at its limit, so a
// payment that would need more is estimated instead of sent short.
const (
	DefaultPayGasLimit     = 150_000
	DefaultSwapPayGasLimit = 300_000
	// DefaultMaxPayBatch caps the payments signed under one nonce lock.
	DefaultMaxPayBatch = 500
)

// payRequest is a simulated payment waiting for its nonce.
type payRequest struct {
	ctx     context.Context
	sub     checkout.Submission
	payment chain.Payment
	gas     uint64
	done    chan payResult
}

type payResult struct {
	tx  *types.Transaction
	err error
}

// errNotPending means the submission was claimed by another attempt (one
// whose worker gave up waiting): the retry resumes from its transaction.
var errNotPending = errors.New("submission is no longer pending")

// simulate runs the payment as a call at gas, outside any lock (see
// Sender.simulate).
func (p *Payer) simulate(ctx context.Context, payment chain.Payment, gas uint64) (uint64, error) {
	tx, err := p.gateway.Pay(ctx, p.sender.calldataOpts(gas), payment)
	if err != nil {
		return 0, err
	}
	return p.sender.simulate(ctx, p.gateway.Address(), tx.Data(), gas, "payment")
}

// send queues a simulated payment for the next batch and returns its
// signed, stored and broadcast transaction. The first payment to arrive
// while no batch is being sent starts one at once; payments arriving
// while a batch holds the nonce lock go out together in the next: the
// busier the relayer, the larger its batches.
func (p *Payer) send(ctx context.Context, req *payRequest) (*types.Transaction, error) {
	req.ctx = ctx
	req.done = make(chan payResult, 1)
	p.batchMu.Lock()
	p.batchQueue = append(p.batchQueue, req)
	if !p.batching {
		p.batching = true
		go p.drain()
	}
	p.batchMu.Unlock()
	select {
	case res := <-req.done:
		return res.tx, res.err
	case <-ctx.Done():
		// The batch may still send it: the retry finds the submission
		// processing and resumes from the stored transaction.
		return nil, ctx.Err()
	}
}

func (p *Payer) drain() {
	for {
		p.batchMu.Lock()
		if len(p.batchQueue) == 0 {
			p.batching = false
			p.batchMu.Unlock()
			return
		}
		n := min(len(p.batchQueue), max(p.MaxBatch, 1))
		batch := p.batchQueue[:n:n]
		p.batchQueue = append([]*payRequest(nil), p.batchQueue[n:]...)
		p.batchMu.Unlock()
		p.sendBatch(batch)
	}
}

// sendBatch signs the batch's payments with consecutive nonces under one
// lock of the account row, stores each signed transaction and claims its
// invoice in one database transaction, commits, then broadcasts them in
// nonce order. A payment refused at the claim (invoice closed, another
// payment in flight) gets its error and no nonce.
func (p *Payer) sendBatch(batch []*payRequest) {
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	results := make([]payResult, len(batch))
	t0 := time.Now()
	txs, idx, err := p.storeBatch(ctx, batch, results)
	t1 := time.Now()
	if err != nil {
		for i := range results {
			if results[i].err == nil {
				results[i] = payResult{err: err}
			}
		}
	} else if len(txs) > 0 {
		errs := p.sender.broadcastAll(ctx, txs)
		for k, i := range idx {
			results[i] = payResult{tx: txs[k]}
			if errors.Is(errs[k], ErrReplaced) {
				results[i] = payResult{err: ErrReplaced}
			}
		}
	}
	p.log.Debug("pay batch", "payments", len(batch), "sent", len(txs), "store_ms", t1.Sub(t0).Milliseconds(), "broadcast_ms", time.Since(t1).Milliseconds())
	for i, r := range batch {
		r.done <- results[i]
	}
}

// storeBatch runs the batch's database transaction. It returns the signed
// transactions in nonce order and, for each, its index in batch; refusals
// are written into results.
func (p *Payer) storeBatch(ctx context.Context, batch []*payRequest, results []payResult) ([]*types.Transaction, []int, error) {
	s := p.sender
	invoiceIDs := make([][]byte, 0, len(batch))
	subIDs := make([][]byte, 0, len(batch))
	for i, r := range batch {
		if err := r.ctx.Err(); err != nil {
			results[i].err = err // its worker is gone; the retry comes back
			continue
		}
		invoiceIDs = append(invoiceIDs, r.sub.InvoiceID[:])
		subIDs = append(subIDs, r.sub.ID.Bytes())
	}
	if len(subIDs) == 0 {
		return nil, nil, nil
	}

	dbtx, err := s.pool.Begin(ctx)
	if err != nil {
		return nil, nil, fmt.Errorf("relayer: pay batch: %w", err)
	}
	defer dbtx.Rollback(ctx) //nolint:errcheck // a no-op after Commit
	nonce, err := s.lockNonce(ctx, dbtx)
	if err != nil {
		return nil, nil, err
	}
	tip, feeCap, err := s.fees(ctx)
	if err != nil {
		return nil, nil, err
	}

	// Lock the invoices in id order (as every batch does), then read the
	// submissions: their pending -> processing step happens only here,
	// under their invoice's lock.
	type invoiceRow struct {
		status   string
		settling []byte
	}
	invoices := map[[32]byte]invoiceRow{}
	rows, err := dbtx.Query(ctx, `SELECT id, status, settling_submission FROM invoices WHERE id = ANY($1) ORDER BY id FOR UPDATE`, invoiceIDs)
	if err != nil {
		return nil, nil, fmt.Errorf("relayer: pay batch: lock invoices: %w", err)
	}
	var (
		id  []byte
		row invoiceRow
	)
	if _, err := pgx.ForEachRow(rows, []any{&id, &row.status, &row.settling}, func() error {
		invoices[[32]byte(id)] = row
		return nil
	}); err != nil {
		return nil, nil, fmt.Errorf("relayer: pay batch: lock invoices: %w", err)
	}
	subStatus := map[common.Hash]string{}
	rows, err = dbtx.Query(ctx, `SELECT id, status FROM submissions WHERE id = ANY($1)`, subIDs)
	if err != nil {
		return nil, nil, fmt.Errorf("relayer: pay batch: submissions: %w", err)
	}
	var status string
	if _, err := pgx.ForEachRow(rows, []any{&id, &status}, func() error {
		subStatus[common.BytesToHash(id)] = status
		return nil
	}); err != nil {
		return nil, nil, fmt.Errorf("relayer: pay batch: submissions: %w", err)
	}

	var (
		txs                  []*types.Transaction
		idx                  []int
		hashes, raws, nonces = [][]byte{}, [][]byte{}, []int64{}
		claimInv, claimSub   = [][]byte{}, [][]byte{}
		claimed              = map[[32]byte]bool{}
		seen                 = map[common.Hash]bool{}
		signer               = bind.NewKeyedTransactor(s.key, s.chainID)
		first                = nonce
	)
	for i, r := range batch {
		if results[i].err != nil {
			continue
		}
		inv, ok := invoices[r.sub.InvoiceID]
		switch {
		case !ok:
			results[i].err = fmt.Errorf("relayer: invoice %s not found", r.sub.InvoiceID)
			continue
		case inv.status != "open":
			results[i].err = errInvoiceClosed
			continue
		case seen[r.sub.ID] || subStatus[r.sub.ID] != "pending":
			results[i].err = errNotPending
			continue
		case claimed[r.sub.InvoiceID] || (inv.settling != nil && common.BytesToHash(inv.settling) != r.sub.ID):
			results[i].err = ErrInFlight
			continue
		}
		opts := *signer
		opts.Context = ctx
		opts.Nonce = new(big.Int).SetUint64(nonce)
		opts.GasLimit = r.gas
		opts.GasTipCap, opts.GasFeeCap = tip, feeCap
		opts.NoSend = true
		signed, err := p.gateway.Pay(ctx, &opts, r.payment)
		if err != nil {
			results[i].err = chain.DecodeRevert(err)
			continue
		}
		raw, err := signed.MarshalBinary()
		if err != nil {
			results[i].err = fmt.Errorf("relayer: encode: %w", err)
			continue
		}
		seen[r.sub.ID], claimed[r.sub.InvoiceID] = true, true
		txs, idx = append(txs, signed), append(idx, i)
		hashes, raws, nonces = append(hashes, signed.Hash().Bytes()), append(raws, raw), append(nonces, int64(nonce))
		claimInv, claimSub = append(claimInv, r.sub.InvoiceID[:]), append(claimSub, r.sub.ID.Bytes())
		nonce++
	}
	if len(txs) == 0 {
		return nil, nil, nil // nothing to commit; the nonce is untouched
	}

	// One round trip: the signed transactions first (submissions reference
	// them), then the claims and the nonce counter.
	b := &pgx.Batch{}
	b.Queue(`INSERT INTO relayer_txs (hash, chain_id, sender, nonce, raw, purpose, status)
		SELECT t.hash, $4, $5, t.nonce, t.raw, $6, 'signed' FROM unnest($1::bytea[], $2::bigint[], $3::bytea[]) AS t(hash, nonce, raw)`,
		hashes, nonces, raws, s.chainID.Int64(), s.from.Bytes(), string(PurposePay))
	b.Queue(`UPDATE invoices SET settling_submission = t.sub, updated_at = now()
		FROM unnest($1::bytea[], $2::bytea[]) AS t(id, sub) WHERE invoices.id = t.id`, claimInv, claimSub)
	b.Queue(`UPDATE submissions SET status = 'processing', settle_tx_hash = t.hash, updated_at = now()
		FROM unnest($1::bytea[], $2::bytea[]) AS t(id, hash) WHERE submissions.id = t.id`, claimSub, hashes)
	b.Queue(setNonceSQL,
		s.chainID.Int64(), s.from.Bytes(), int64(nonce))
	if err := dbtx.SendBatch(ctx, b).Close(); err != nil {
		return nil, nil, fmt.Errorf("relayer: pay batch: store nonces %d-%d: %w", first, nonce-1, err)
	}
	if err := dbtx.Commit(ctx); err != nil {
		return nil, nil, fmt.Errorf("relayer: pay batch: commit: %w", err)
	}
	return txs, idx, nil
}

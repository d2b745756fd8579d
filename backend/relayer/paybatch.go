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

	"github.com/paystead/paystead/backend/chain"
	"github.com/paystead/paystead/backend/checkout"
	"github.com/paystead/paystead/backend/invoice"
	"github.com/paystead/paystead/shared/checkoutapi"
)

// Gas limits of pay. gateway.pay measured 91,086 gas for a payer's first
// same-token payment (73,962 later) and 178,739 for a first swap payment
// (163,401 later); the limits leave some 65% on top for tokens that cost
// more per transfer. Every payment is first simulated at its limit, so a
// payment that would need more is estimated instead of sent short.
const (
	DefaultPayGasLimit     = 150_000
	DefaultSwapPayGasLimit = 300_000
	// TokenPermitGas is added to a payment carrying the payer's EIP-2612
	// permit: the dev token's permit added 51,961 gas to a first payment
	// (143,157 in all); Circle's tokens, behind a proxy, cost more.
	TokenPermitGas = 80_000
	// DefaultMaxPayBatch caps the payments signed under one nonce lock.
	DefaultMaxPayBatch = 500
	// DefaultMaxBatchGas caps one payBatch's gas limit; a batch also stays
	// under a quarter of the latest block's gas limit. A block takes a
	// transaction while its limit fits in the gas the block has left, and
	// a batch uses well under its limit, so batches of a quarter of the
	// block fill it.
	DefaultMaxBatchGas = 15_000_000
	// batchBaseGas is a payBatch's own cost: the transaction's 21,000 and
	// the loop around its payments.
	batchBaseGas = 30_000
	// batchItemSaving is what a payment's gas limit alone exceeds what it
	// needs in a batch by, at least: the 21,000 every transaction pays,
	// less what its own call in the batch costs (some 2,750 measured) and
	// a margin. A payment's limit alone is proven by its simulation (and
	// grown by estimates on chains that price gas higher), so the payments
	// of a batch never run short: one that ran out of gas inside a batch
	// would take with it most of the gas left to those after it.
	batchItemSaving = 16_000
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
	txs, txOf, err := p.storeBatch(ctx, batch, results)
	t1 := time.Now()
	if err != nil {
		for i := range results {
			if results[i].err == nil {
				results[i] = payResult{err: err}
			}
		}
	} else if len(txs) > 0 {
		errs := p.sender.broadcastAll(ctx, txs)
		for i, k := range txOf {
			switch {
			case k < 0:
			case errors.Is(errs[k], ErrReplaced):
				results[i] = payResult{err: ErrReplaced}
			default:
				results[i] = payResult{tx: txs[k]}
			}
		}
	}
	p.log.Debug("pay batch", "payments", len(batch), "sent", len(txs), "store_ms", t1.Sub(t0).Milliseconds(), "broadcast_ms", time.Since(t1).Milliseconds())
	for i, r := range batch {
		r.done <- results[i]
	}
}

// storeBatch runs the batch's database transaction. It returns the signed
// transactions in nonce order and, for each payment of batch, the index of
// its transaction (-1 for none); refusals are written into results.
//
// The payments it accepts go out in as few transactions as their gas
// allows (see group): several in one payBatch, where each stands alone on
// chain, and one alone with pay, which costs less than a batch of one.
func (p *Payer) storeBatch(ctx context.Context, batch []*payRequest, results []payResult) ([]*types.Transaction, []int, error) {
	s := p.sender
	invoiceIDs := make([]invoice.ID, 0, len(batch))
	subIDs := make([]common.Hash, 0, len(batch))
	for i, r := range batch {
		if err := r.ctx.Err(); err != nil {
			results[i].err = err // its worker is gone; the retry comes back
			continue
		}
		invoiceIDs = append(invoiceIDs, r.sub.InvoiceID)
		subIDs = append(subIDs, r.sub.ID)
	}
	if len(subIDs) == 0 {
		return nil, nil, nil
	}

	var txs []*types.Transaction
	txOf := make([]int, len(batch))
	for i := range txOf {
		txOf[i] = -1
	}
	err := s.store.InTx(ctx, func(tx Tx) error {
		nonce, err := s.lockNonce(ctx, tx)
		if err != nil {
			return err
		}
		tip, feeCap, err := s.fees(ctx)
		if err != nil {
			return err
		}
		invoices, subStatus, err := tx.LockPayable(ctx, invoiceIDs, subIDs)
		if err != nil {
			return err
		}
		var (
			pays    []SignedPayment
			ready   []int
			claimed = map[invoice.ID]bool{}
			seen    = map[common.Hash]bool{}
			signer  = bind.NewKeyedTransactor(s.key, s.chainID)
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
			case inv.Status != invoice.Open:
				results[i].err = invoiceClosedError{inv.Status}
				continue
			case seen[r.sub.ID] || subStatus[r.sub.ID] != checkoutapi.StatusPending:
				results[i].err = errNotPending
				continue
			case claimed[r.sub.InvoiceID] || (inv.Settling != (common.Hash{}) && inv.Settling != r.sub.ID):
				results[i].err = ErrInFlight
				continue
			}
			seen[r.sub.ID], claimed[r.sub.InvoiceID] = true, true
			ready = append(ready, i)
		}
		for _, group := range p.group(batch, ready) {
			opts := *signer
			opts.Context = ctx
			opts.Nonce = new(big.Int).SetUint64(nonce)
			opts.GasTipCap, opts.GasFeeCap = tip, feeCap
			opts.NoSend = true
			var (
				signed *types.Transaction
				err    error
			)
			if len(group) == 1 {
				r := batch[group[0]]
				opts.GasLimit = r.gas
				signed, err = p.gateway.Pay(ctx, &opts, r.payment)
			} else {
				payments := make([]chain.Payment, len(group))
				for k, i := range group {
					payments[k] = batch[i].payment
				}
				opts.GasLimit = p.batchGas(batch, group)
				if payments[0].Authorization != nil { // group keeps the two kinds apart
					signed, err = p.gateway.PayAuthorizedBatch(ctx, &opts, payments)
				} else {
					signed, err = p.gateway.PayBatch(ctx, &opts, payments)
				}
			}
			if err != nil {
				for _, i := range group {
					results[i].err = chain.DecodeRevert(err)
				}
				continue
			}
			for _, i := range group {
				pays = append(pays, SignedPayment{Tx: signed, Invoice: batch[i].sub.InvoiceID, Submission: batch[i].sub.ID})
				txOf[i] = len(txs)
			}
			txs = append(txs, signed)
			nonce++
		}
		if len(pays) == 0 {
			return nil // nothing to store; the nonce is untouched
		}
		return tx.StorePayments(ctx, s.account, pays)
	})
	if err != nil {
		return nil, nil, fmt.Errorf("relayer: pay batch: %w", err)
	}
	return txs, txOf, nil
}

// group splits the payments ready (indexes into batch) into transactions:
// a payment carrying a token permit alone (payWithTokenPermit has no batch
// form); those paying with the payer's EIP-3009 authorization together
// (payAuthorizedBatch), and the Permit2 ones together (payBatch), each in
// order, as many per transaction as MaxBatchGas and a quarter of the
// latest block's gas limit allow.
func (p *Payer) group(batch []*payRequest, ready []int) [][]int {
	limit := uint64(max(p.MaxBatchGas, 1))
	if block := p.sender.blockGas.Load(); block > 0 {
		limit = min(limit, block/4)
	}
	var groups [][]int
	var current [2][]int // by kind: Permit2, authorization
	var gas [2]uint64
	for _, i := range ready {
		if batch[i].payment.TokenPermit != nil {
			groups = append(groups, []int{i})
			continue
		}
		kind := 0
		if batch[i].payment.Authorization != nil {
			kind = 1
		}
		item := itemGas(batch[i])
		if len(current[kind]) > 0 && gas[kind]+item > limit {
			groups = append(groups, current[kind])
			current[kind], gas[kind] = nil, 0
		}
		if len(current[kind]) == 0 {
			gas[kind] = batchBaseGas
		}
		current[kind] = append(current[kind], i)
		gas[kind] += item
	}
	for _, c := range current {
		if len(c) > 0 {
			groups = append(groups, c)
		}
	}
	return groups
}

// itemGas is what r adds to a payBatch's gas limit: its limit alone, less
// what a payment in a batch saves.
func itemGas(r *payRequest) uint64 {
	return max(r.gas, 2*batchItemSaving) - batchItemSaving
}

// batchGas is the gas limit of a payBatch of the payments group.
func (p *Payer) batchGas(batch []*payRequest, group []int) uint64 {
	gas := uint64(batchBaseGas)
	for _, i := range group {
		gas += itemGas(batch[i])
	}
	return gas
}

package relayer

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"math/big"
	"sync"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"

	"github.com/paystead/paystead/backend/chain"
	"github.com/paystead/paystead/backend/checkout"
	"github.com/paystead/paystead/backend/invoice"
	"github.com/paystead/paystead/shared/checkoutapi"
)

// ErrInFlight means another submission for the same invoice is being
// settled: try this one again once that one ends.
var ErrInFlight = errors.New("another payment for this invoice is in flight")

// Payer settles checkout submissions with gateway.pay from the server
// wallet.
type Payer struct {
	store   PaymentStore
	sender  *Sender
	gateway *chain.Gateway
	log     *slog.Logger
	// AfterBroadcast, when set, runs after a payment is broadcast and
	// before its receipt is awaited; tests stop the worker there.
	AfterBroadcast func(submission common.Hash) error
	// OnFailed, when set, is told the class (FailSignature, …) of each
	// payment that failed for good: the operator's metric.
	OnFailed func(class string)
	// PoolFee is the Uniswap v3 fee tier a swap payment (pay-in token other than the payout
	// token) goes through: the server sets PAYSTEAD_UNISWAP_FEE_TIER, the one quotes use;
	// NewPayer starts at chain.DevPoolFee (0.05%).
	PoolFee uint32
	// PayGasLimit and SwapPayGasLimit are the gas limits payments are sent
	// with, same-token and swapping; MaxBatch caps the payments signed
	// under one nonce lock. NewPayer sets the defaults.
	PayGasLimit, SwapPayGasLimit uint64
	MaxBatch                     int
	// MaxBatchGas caps a payBatch's gas limit (NewPayer sets the default);
	// each payment adds its limit alone less what a batch saves it.
	MaxBatchGas uint64
	// FeesWait is how long one attempt waits for the base fee to fall
	// under the sender's MaxFee before it ends with ErrFeesAboveCap (and
	// the queue brings it back); and for a token its issuer paused to
	// resume before it ends with ErrTokenPaused.
	FeesWait time.Duration
	// Tokens, when set, is the standing of the tokens payments move:
	// while one is paused its payments wait unsent, and a transfer the
	// token refuses is explained by its issuer's controls.
	Tokens TokenStanding

	batchMu    sync.Mutex
	batchQueue []*payRequest
	batching   bool // a goroutine is draining batchQueue

	// settling maps a mined payBatch's hash to its settlement being
	// recorded (settleBatch).
	settling sync.Map
}

// NewPayer returns a Payer that records payments in store.
func NewPayer(store PaymentStore, sender *Sender, gateway *chain.Gateway, log *slog.Logger) *Payer {
	return &Payer{store: store, sender: sender, gateway: gateway, log: log, PoolFee: chain.DevPoolFee,
		PayGasLimit: DefaultPayGasLimit, SwapPayGasLimit: DefaultSwapPayGasLimit, MaxBatch: DefaultMaxPayBatch,
		MaxBatchGas: DefaultMaxBatchGas,
		FeesWait:    time.Minute}
}

// Settle takes a submission to settled or failed. It is idempotent: a
// submission already processing resumes from its stored transaction and is
// never sent under a second nonce.
//
// attempt counts from 1; a payment the gateway refuses at simulation as
// not payable is retried twice before it fails, since a node's view may
// trail the block that staged the invoice by a moment.
//
// The payment is simulated (outside any lock) at a fixed gas limit, then
// signed and stored with other payments in a batch under one nonce lock:
// the lock is never held across a node round trip per payment. A payment
// the chain reverts anyway (its state changed after the simulation) fails
// with the reason replayed from its block.
func (p *Payer) Settle(ctx context.Context, id common.Hash, attempt int) error {
	pc, err := p.store.Payment(ctx, id)
	if err != nil {
		return fmt.Errorf("relayer.Settle(%s): %w", id.Hex(), err)
	}
	switch pc.Submission.Status {
	case checkoutapi.StatusSettled, checkoutapi.StatusRefunded, checkoutapi.StatusFailed:
		return nil
	case checkoutapi.StatusProcessing:
		// A worker stopped between broadcast and receipt: finish its work.
		if err := p.sender.Resend(ctx, pc.Submission.SettleTxHash); errors.Is(err, ErrReplaced) {
			return p.requeue(ctx, pc.Submission)
		} else if err != nil {
			return err
		}
		return p.await(ctx, pc.Submission, pc.Submission.SettleTxHash)
	}
	if pc.InvoiceStatus == invoice.Staging {
		if err := p.awaitStaging(ctx, &pc); err != nil {
			return err
		}
	}
	switch pc.InvoiceStatus {
	case invoice.Open:
	case invoice.Failed:
		return p.fail(ctx, pc.Submission, refusal{FailInvoice, ReasonInvoiceFailed})
	default:
		return p.fail(ctx, pc.Submission, refusal{FailInvoice, fmt.Sprintf("invoice already %s", pc.InvoiceStatus)})
	}

	payment := chain.Payment{
		Invoice: chain.Invoice{ID: pc.Submission.InvoiceID, Merchant: pc.Merchant, PayoutToken: pc.PayoutToken, Amount: big.NewInt(pc.Amount),
			ExpiresAt: pc.ChainExpiresAt},
		Payer: pc.Submission.Payer,
		Permit: chain.Permit{
			Token:    pc.Submission.PayInToken,
			Amount:   pc.Submission.AmountIn,
			Nonce:    pc.Submission.PermitNonce,
			Deadline: big.NewInt(pc.Submission.Deadline),
		},
		Signature: pc.Submission.Signature,
	}
	gas := p.PayGasLimit
	if pc.Submission.Authorization {
		// The payer's EIP-3009 authorization: the token moves the invoice's
		// amount straight to the gateway, no Permit2 (and no swap).
		payment.Authorization = &chain.Authorization{ValidAfter: new(big.Int), ValidBefore: big.NewInt(pc.Submission.Deadline),
			Signature: pc.Submission.Signature}
	}
	if tp := pc.Submission.TokenPermit; tp != nil {
		// The payer never approved Permit2: the token's permit goes first, in
		// the same transaction (the payer needs no native gas).
		payment.TokenPermit = &chain.TokenPermit{Value: tp.Value, Deadline: tp.Deadline, Signature: tp.Signature}
		gas += TokenPermitGas
	}
	if payment.Permit.Token != payment.Invoice.PayoutToken {
		payment.PoolFee = p.PoolFee // the gateway swaps through the Uniswap v3 pool of this fee tier
		gas += p.SwapPayGasLimit - p.PayGasLimit
	}
	// While a token it moves is paused, or above the fee cap, nothing is
	// signed: wait here, holding no lock, and go out within a block of
	// the token resuming or the fees falling back.
	if err := awaitTokens(ctx, p.Tokens, p.sender.poll, p.FeesWait, payment.Permit.Token, payment.Invoice.PayoutToken); err != nil {
		return err
	}
	if err := p.sender.AwaitFees(ctx, p.FeesWait); err != nil {
		return err
	}
	gas, err = p.simulate(ctx, payment, gas)
	var (
		tx     *types.Transaction
		closed invoiceClosedError
	)
	if err == nil {
		tx, err = p.send(ctx, &payRequest{sub: pc.Submission, payment: payment, gas: gas})
	}
	switch {
	case errors.As(err, &closed):
		return p.fail(ctx, pc.Submission, refusal{FailInvoice, fmt.Sprintf("invoice already %s", closed.status)})
	case errors.Is(err, ErrReplaced):
		return p.requeue(ctx, pc.Submission)
	case errors.Is(err, ErrInFlight):
		return err
	case errors.Is(err, errNotPending):
		return fmt.Errorf("relayer.Settle(%s): %w", id.Hex(), err) // retried: resumes from the stored transaction
	case chain.RevertName(err) == "InvoiceNotPayable" && attempt < 3:
		return fmt.Errorf("relayer: invoice %s not payable yet: %w", pc.Submission.InvoiceID, err)
	case chain.RevertName(err) == "EnforcedPause":
		// The gateway's owner paused payments: the payment waits, signed
		// and unsent, and goes out when they resume (or fails when the
		// invoice expires meanwhile).
		return fmt.Errorf("relayer: payments are paused on the gateway: %w", err)
	case err != nil && chain.RevertName(err) != "":
		// The payment would revert: nothing was sent and no nonce used.
		p.log.InfoContext(ctx, "payment refused at simulation", "submission", id.Hex(), "invoice", pc.Submission.InvoiceID.String(), "err", err)
		r := explain(err)
		if issuerMayExplain(err) {
			// A token's own refusal: its issuer's pause waits, its bar
			// says so.
			issuer, ok, ierr := issuerRefusal(ctx, p.Tokens, p.gateway.Address(), payment)
			if ierr != nil {
				return ierr
			}
			if ok {
				r = issuer
			}
		}
		return p.fail(ctx, pc.Submission, r)
	case err != nil:
		return err
	}
	if p.AfterBroadcast != nil {
		if err := p.AfterBroadcast(id); err != nil {
			return err
		}
	}
	return p.await(ctx, pc.Submission, tx.Hash())
}

// issuerFailure handles sub's payment that a token refused on chain (reason, a library's or the
// token's words) because of its issuer's controls: a pause sends it back to pending to go out
// again once the token resumes (the revert spent nothing of the payer's signature), and a bar
// fails it saying so. ok is false when the controls do not explain the refusal.
func (p *Payer) issuerFailure(ctx context.Context, sub checkout.Submission, reason error) (ok bool, err error) {
	if p.Tokens == nil || !issuerMayExplain(reason) {
		return false, nil
	}
	pc, err := p.store.Payment(ctx, sub.ID)
	if err != nil {
		return false, err
	}
	payment := chain.Payment{Invoice: chain.Invoice{ID: sub.InvoiceID, PayoutToken: pc.PayoutToken},
		Payer: sub.Payer, Permit: chain.Permit{Token: sub.PayInToken}}
	r, ok, err := issuerRefusal(ctx, p.Tokens, p.gateway.Address(), payment)
	switch {
	case errors.Is(err, ErrTokenPaused):
		p.log.WarnContext(ctx, "payment refused on chain by a paused token; it waits and goes out again when the token resumes", "submission", sub.ID.Hex())
		if rerr := p.store.RequeueSubmission(ctx, sub); rerr != nil {
			return true, rerr
		}
		return true, err
	case err != nil:
		return false, err
	case ok:
		return true, p.failFrom(ctx, sub, checkoutapi.StatusProcessing, r)
	}
	return false, nil
}

// invoiceClosedError is a payment refused under the invoice's lock: the
// invoice is no longer open (paid, voided, expired, …).
type invoiceClosedError struct{ status invoice.Status }

func (e invoiceClosedError) Error() string {
	return "invoice is no longer open: it is " + string(e.status)
}

// awaitStaging waits for the receipt of the transaction that stages pc's
// invoice and records it, as the Stager does (whichever sees it first):
// the invoice becomes open, or failed if the staging reverted. The server
// wallet's nonce order already puts the payment after the staging; the
// wait is so that the payment can be simulated against a chain that holds
// the invoice, and never sent to revert. It is at most one block when the
// customer pays at once, and none when the invoice was staged meanwhile.
func (p *Payer) awaitStaging(ctx context.Context, pc *Payment) error {
	if pc.StageTx == (common.Hash{}) {
		return fmt.Errorf("relayer: invoice %s waits for its staging transaction: %w", pc.Submission.InvoiceID, ErrNotStagedYet)
	}
	// The process that stored it may have died before broadcasting it.
	if err := p.sender.Resend(ctx, pc.StageTx); errors.Is(err, ErrReplaced) {
		if err := p.store.FailStaging(ctx, []invoice.ID{pc.Submission.InvoiceID}, ReasonStagingDropped); err != nil {
			return err
		}
		return p.reread(ctx, pc)
	}
	waitCtx, cancel := context.WithTimeout(ctx, time.Minute)
	defer cancel()
	receipt, err := p.sender.receipts.wait(waitCtx, pc.StageTx)
	if err != nil {
		return fmt.Errorf("relayer: invoice %s: staging %s not mined yet: %w", pc.Submission.InvoiceID, pc.StageTx.Hex(), errors.Join(errStaging, err))
	}
	if err := settleStaging(ctx, p.store, p.sender, receipt, []invoice.ID{pc.Submission.InvoiceID}); err != nil {
		return err
	}
	return p.reread(ctx, pc)
}

// reread reads pc again, as the store now has it.
func (p *Payer) reread(ctx context.Context, pc *Payment) error {
	again, err := p.store.Payment(ctx, pc.Submission.ID)
	if err != nil {
		return err
	}
	*pc = again
	return nil
}

// errStaging means the invoice is not on chain yet: the payment is tried
// again.
var errStaging = errors.New("invoice still staging")

// ErrNotStagedYet means the invoice waits for the stager's next round (a
// block at most): the payment waits for it, however long the node takes,
// rather than spend its attempts.
var ErrNotStagedYet = errors.New("invoice waiting for its staging transaction")

// await waits for the payment's receipt and records the outcome. The
// transaction may be a payBatch holding other payments too: the outcome
// is the receipt's InvoicePaid or PaymentFailed of sub's invoice.
func (p *Payer) await(ctx context.Context, sub checkout.Submission, hash common.Hash) error {
	waitCtx, cancel := context.WithTimeout(ctx, 5*time.Minute)
	defer cancel()
	receipt, err := p.sender.WaitReceipt(waitCtx, hash)
	if err != nil {
		return err // retried: the next attempt resumes from the stored transaction
	}
	hash = receipt.TxHash // the version mined: a repriced copy, perhaps
	if receipt.Status != types.ReceiptStatusSuccessful {
		if sent, n, ok := p.batchOf(ctx, hash); ok {
			// Its payments are caught one by one: a payBatch reverts as a
			// whole only when it ran out of gas, which is no payment's fault.
			return p.batchShortOfGas(ctx, sub, sent, n)
		}
		reason := p.sender.RevertReason(ctx, hash, receipt)
		if ok, err := p.issuerFailure(ctx, sub, reason); ok || err != nil {
			return err
		}
		r := explain(reason)
		r.class = FailReverted
		return p.failFrom(ctx, sub, checkoutapi.StatusProcessing, r)
	}
	events, err := p.gateway.ParseEvents(receipt.Logs)
	if err != nil {
		return fmt.Errorf("relayer: payment %s: %w", hash.Hex(), err)
	}
	for _, e := range events.Paid {
		if e.ID != sub.InvoiceID {
			continue
		}
		if len(events.Paid) > 1 {
			return p.settleBatch(ctx, hash, events.Paid)
		}
		return p.store.SettlePayment(ctx, sub, e, hash)
	}
	for _, e := range events.Failed {
		if e.ID != sub.InvoiceID || e.Payer != sub.Payer {
			continue
		}
		if ok, err := p.issuerFailure(ctx, sub, e.Reason); ok || err != nil {
			return err
		}
		if gasMayCure(e.Reason) {
			// Perhaps out of gas inside its batch (with no revert data,
			// or a library's reason for a call that ran short): it goes
			// out again, simulated alone first, which estimates and
			// fails it for good if more gas does not cure it.
			if sent, n, ok := p.batchOf(ctx, hash); ok {
				return p.batchShortOfGas(ctx, sub, sent, n)
			}
		}
		p.log.InfoContext(ctx, "payment failed in its batch", "submission", sub.ID.Hex(), "tx", hash.Hex(), "err", e.Reason)
		return p.failFrom(ctx, sub, checkoutapi.StatusProcessing, explain(e.Reason))
	}
	return fmt.Errorf("relayer: payment %s mined without an InvoicePaid or PaymentFailed event of invoice %s", hash.Hex(), sub.InvoiceID)
}

// settleBatch records the payments of the mined payBatch hash in one
// database transaction, whichever of its payments' workers comes first;
// the others wait for that one's outcome instead of each recording its
// own (a burst's thousand settlements would otherwise be a thousand
// transactions). A failure is not kept: the workers' retries record again.
func (p *Payer) settleBatch(ctx context.Context, hash common.Hash, paid []chain.InvoicePaid) error {
	call := &settleCall{done: make(chan struct{})}
	if prev, running := p.settling.LoadOrStore(hash, call); running {
		call = prev.(*settleCall)
		select {
		case <-call.done:
			return call.err
		case <-ctx.Done():
			return ctx.Err()
		}
	}
	call.err = p.store.SettlePayments(ctx, paid, hash)
	if call.err != nil {
		p.settling.Delete(hash)
	} else {
		// Late workers of the batch (a retry after a crash, say) find it
		// recorded for a while; then the entry goes.
		time.AfterFunc(settledFor, func() { p.settling.Delete(hash) })
	}
	close(call.done)
	return call.err
}

// settleCall is a payBatch's settlement being recorded.
type settleCall struct {
	done chan struct{}
	err  error
}

// settledFor is how long a recorded payBatch stays known to settleBatch.
const settledFor = time.Minute

// batchOf returns the stored transaction hash and its number of payments
// when it is a payBatch.
func (p *Payer) batchOf(ctx context.Context, hash common.Hash) (*types.Transaction, int, bool) {
	stored, err := p.sender.store.Signed(ctx, hash)
	if err != nil {
		return nil, 0, false
	}
	var tx types.Transaction
	if err := tx.UnmarshalBinary(stored.Raw); err != nil {
		return nil, 0, false
	}
	n, ok := p.gateway.PayBatchSize(tx.Data())
	return &tx, n, ok
}

// errBatchShortOfGas sends a payment of a batch that ran out of gas back
// to the queue, to go out again with more.
var errBatchShortOfGas = errors.New("its payment batch ran out of gas; it goes out again with more")

// batchShortOfGas handles sub's payment in batch, of n payments, that ran
// out of gas (as a whole, or sub's payment in it): the payments' gas
// limits on this chain grow to a quarter more than batch gave each
// (every payment of the batch works out the same figure, so they raise
// it once), and sub goes back to pending for another transaction.
func (p *Payer) batchShortOfGas(ctx context.Context, sub checkout.Submission, batch *types.Transaction, n int) error {
	if n > 0 && batch.Gas() > batchBaseGas && p.PayGasLimit > 0 {
		perItem := (batch.Gas() - batchBaseGas) / uint64(n)
		p.sender.learnGas("payment", p.PayGasLimit, perItem+perItem/4+batchItemSaving)
	}
	p.log.WarnContext(ctx, "payment batch ran out of gas; sending the payment again", "submission", sub.ID.Hex(), "tx", batch.Hash().Hex())
	if err := p.store.RequeueSubmission(ctx, sub); err != nil {
		return err
	}
	return errBatchShortOfGas
}

// requeue returns a submission whose transaction can never be mined to
// pending, so the retry builds a new one.
func (p *Payer) requeue(ctx context.Context, sub checkout.Submission) error {
	p.log.WarnContext(ctx, "payment transaction replaced; building a new one", "submission", sub.ID.Hex())
	if err := p.store.RequeueSubmission(ctx, sub); err != nil {
		return err
	}
	return ErrReplaced // retried by the queue
}

// fail records why a submission could not be settled, and counts it
// under its class.
func (p *Payer) fail(ctx context.Context, sub checkout.Submission, r refusal) error {
	return p.failFrom(ctx, sub, checkoutapi.StatusPending, r)
}

// failFrom fails sub from status from: pending (refused before sending)
// or processing (its transaction mined without paying).
func (p *Payer) failFrom(ctx context.Context, sub checkout.Submission, from string, r refusal) error {
	p.log.InfoContext(ctx, "payment failed", "submission", sub.ID.Hex(), "class", r.class, "reason", r.words)
	if err := p.store.FailSubmission(ctx, sub, from, r.words); err != nil {
		return err
	}
	if p.OnFailed != nil {
		p.OnFailed(r.class)
	}
	return nil
}

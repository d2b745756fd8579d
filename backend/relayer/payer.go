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
	"github.com/jackc/pgx/v5/pgxpool"

	"github.com/paystead/paystead/backend/chain"
	"github.com/paystead/paystead/backend/checkout"
	"github.com/paystead/paystead/backend/postgres"
	"github.com/paystead/paystead/backend/webhook"
)

// ErrInFlight means another submission for the same invoice is being
// settled: try this one again once that one ends.
var ErrInFlight = errors.New("another payment for this invoice is in flight")

// Payer settles checkout submissions with gateway.pay from the server
// wallet.
type Payer struct {
	pool    *pgxpool.Pool
	sender  *Sender
	gateway *chain.Gateway
	log     *slog.Logger
	// AfterBroadcast, when set, runs after a payment is broadcast and
	// before its receipt is awaited; tests stop the worker there.
	AfterBroadcast func(submission common.Hash) error
	// PoolFee is the Uniswap v3 fee tier a swap payment (pay-in token other than the payout
	// token) goes through: the server sets PAYSTEAD_UNISWAP_FEE_TIER, the one quotes use;
	// NewPayer starts at chain.DevPoolFee (0.05%).
	PoolFee uint32
	// PayGasLimit and SwapPayGasLimit are the gas limits payments are sent
	// with, same-token and swapping; MaxBatch caps the payments signed
	// under one nonce lock. NewPayer sets the defaults.
	PayGasLimit, SwapPayGasLimit uint64
	MaxBatch                     int

	batchMu    sync.Mutex
	batchQueue []*payRequest
	batching   bool // a goroutine is draining batchQueue
}

// NewPayer returns a Payer.
func NewPayer(pool *pgxpool.Pool, sender *Sender, gateway *chain.Gateway, log *slog.Logger) *Payer {
	return &Payer{pool: pool, sender: sender, gateway: gateway, log: log, PoolFee: chain.DevPoolFee,
		PayGasLimit: DefaultPayGasLimit, SwapPayGasLimit: DefaultSwapPayGasLimit, MaxBatch: DefaultMaxPayBatch}
}

type payContext struct {
	sub            checkout.Submission
	merchant       common.Address
	payoutToken    common.Address
	amount         int64
	invoiceStatus  string
	settlingWithMe bool
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
	pc, err := p.load(ctx, id)
	if err != nil {
		return err
	}
	switch pc.sub.Status {
	case "settled", "refunded", "failed":
		return nil
	case "processing":
		// A worker stopped between broadcast and receipt: finish its work.
		if err := p.sender.Resend(ctx, pc.sub.SettleTxHash); errors.Is(err, ErrReplaced) {
			return p.requeue(ctx, pc.sub)
		} else if err != nil {
			return err
		}
		return p.await(ctx, pc.sub, pc.sub.SettleTxHash)
	}
	if pc.invoiceStatus != "open" {
		return p.fail(ctx, pc.sub, fmt.Sprintf("invoice already %s", pc.invoiceStatus))
	}

	payment := chain.Payment{
		Invoice: chain.Invoice{ID: pc.sub.InvoiceID, Merchant: pc.merchant, PayoutToken: pc.payoutToken, Amount: big.NewInt(pc.amount)},
		Payer:   pc.sub.Payer,
		Permit: chain.Permit{
			Token:    pc.sub.PayInToken,
			Amount:   pc.sub.AmountIn,
			Nonce:    pc.sub.PermitNonce,
			Deadline: big.NewInt(pc.sub.Deadline),
		},
		Signature: pc.sub.Signature,
	}
	gas := p.PayGasLimit
	if payment.Permit.Token != payment.Invoice.PayoutToken {
		payment.PoolFee = p.PoolFee // the gateway swaps through the Uniswap v3 pool of this fee tier
		gas = p.SwapPayGasLimit
	}
	gas, err = p.simulate(ctx, payment, gas)
	var tx *types.Transaction
	if err == nil {
		tx, err = p.send(ctx, &payRequest{sub: pc.sub, payment: payment, gas: gas})
	}
	switch {
	case errors.Is(err, errInvoiceClosed):
		return p.fail(ctx, pc.sub, "invoice already paid")
	case errors.Is(err, ErrReplaced):
		return p.requeue(ctx, pc.sub)
	case errors.Is(err, ErrInFlight):
		return err
	case errors.Is(err, errNotPending):
		return fmt.Errorf("relayer.Settle(%s): %w", id.Hex(), err) // retried: resumes from the stored transaction
	case chain.RevertName(err) == "InvoiceNotPayable" && attempt < 3:
		return fmt.Errorf("relayer: invoice %s not payable yet: %w", pc.sub.InvoiceID, err)
	case err != nil && chain.RevertName(err) != "":
		// The payment would revert: nothing was sent and no nonce used.
		p.log.InfoContext(ctx, "payment refused at simulation", "submission", id.Hex(), "invoice", pc.sub.InvoiceID.String(), "err", err)
		return p.fail(ctx, pc.sub, explain(err))
	case err != nil:
		return err
	}
	if p.AfterBroadcast != nil {
		if err := p.AfterBroadcast(id); err != nil {
			return err
		}
	}
	return p.await(ctx, pc.sub, tx.Hash())
}

var errInvoiceClosed = errors.New("invoice is no longer open")

func (p *Payer) load(ctx context.Context, id common.Hash) (payContext, error) {
	var pc payContext
	sub, err := postgres.ScanSubmission(p.pool.QueryRow(ctx, `SELECT `+postgres.SubmissionColumns+` FROM submissions WHERE id = $1`, id.Bytes()))
	if err != nil {
		return pc, fmt.Errorf("relayer.Settle(%s): %w", id.Hex(), err)
	}
	pc.sub = sub
	var merchant, payout, settling []byte
	err = p.pool.QueryRow(ctx, `SELECT merchant_wallet, payout_token, amount, status, settling_submission FROM invoices WHERE id = $1`, sub.InvoiceID[:]).
		Scan(&merchant, &payout, &pc.amount, &pc.invoiceStatus, &settling)
	if err != nil {
		return pc, fmt.Errorf("relayer.Settle(%s): invoice: %w", id.Hex(), err)
	}
	pc.merchant, pc.payoutToken = common.BytesToAddress(merchant), common.BytesToAddress(payout)
	pc.settlingWithMe = settling != nil && common.BytesToHash(settling) == id
	return pc, nil
}

// await waits for the payment's receipt and records the outcome.
func (p *Payer) await(ctx context.Context, sub checkout.Submission, hash common.Hash) error {
	waitCtx, cancel := context.WithTimeout(ctx, 5*time.Minute)
	defer cancel()
	receipt, err := p.sender.WaitReceipt(waitCtx, hash)
	if err != nil {
		return err // retried: the next attempt resumes from the stored transaction
	}
	if receipt.Status != types.ReceiptStatusSuccessful {
		reason := explain(p.sender.RevertReason(ctx, hash, receipt))
		dbtx, err := p.pool.Begin(ctx)
		if err != nil {
			return err
		}
		defer dbtx.Rollback(ctx) //nolint:errcheck
		tag, err := dbtx.Exec(ctx, `UPDATE submissions SET status = 'failed', error = $2, updated_at = now() WHERE id = $1 AND status = 'processing'`, sub.ID.Bytes(), reason)
		if err != nil {
			return err
		}
		if _, err := dbtx.Exec(ctx, `UPDATE invoices SET settling_submission = NULL, updated_at = now() WHERE id = $1 AND settling_submission = $2`, sub.InvoiceID[:], sub.ID.Bytes()); err != nil {
			return err
		}
		if tag.RowsAffected() > 0 {
			if err := postgres.EmitWebhook(ctx, dbtx, sub.InvoiceID[:], webhook.SubmissionFailed, failedSubmission(sub, reason)); err != nil {
				return err
			}
		}
		return dbtx.Commit(ctx)
	}
	events, err := p.gateway.ParseEvents(receipt.Logs)
	if err != nil || len(events.Paid) != 1 {
		return fmt.Errorf("relayer: payment %s mined without one InvoicePaid event (%v)", hash.Hex(), err)
	}
	paid := events.Paid[0]
	dbtx, err := p.pool.Begin(ctx)
	if err != nil {
		return err
	}
	defer dbtx.Rollback(ctx) //nolint:errcheck
	if _, err := dbtx.Exec(ctx, `UPDATE submissions SET status = 'settled', updated_at = now() WHERE id = $1 AND status = 'processing'`, sub.ID.Bytes()); err != nil {
		return err
	}
	if _, err := applyPaid(ctx, dbtx, paid, hash); err != nil {
		return err
	}
	return dbtx.Commit(ctx)
}

// requeue returns a submission whose transaction can never be mined to
// pending, so the retry builds a new one.
func (p *Payer) requeue(ctx context.Context, sub checkout.Submission) error {
	p.log.WarnContext(ctx, "payment transaction replaced; building a new one", "submission", sub.ID.Hex())
	dbtx, err := p.pool.Begin(ctx)
	if err != nil {
		return err
	}
	defer dbtx.Rollback(ctx) //nolint:errcheck
	if _, err := dbtx.Exec(ctx, `UPDATE submissions SET status = 'pending', settle_tx_hash = NULL, updated_at = now() WHERE id = $1`, sub.ID.Bytes()); err != nil {
		return err
	}
	if _, err := dbtx.Exec(ctx, `UPDATE invoices SET settling_submission = NULL WHERE id = $1 AND settling_submission = $2`, sub.InvoiceID[:], sub.ID.Bytes()); err != nil {
		return err
	}
	if err := dbtx.Commit(ctx); err != nil {
		return err
	}
	return ErrReplaced // retried by the queue
}

// fail records why a submission could not be settled.
func (p *Payer) fail(ctx context.Context, sub checkout.Submission, reason string) error {
	p.log.InfoContext(ctx, "payment failed", "submission", sub.ID.Hex(), "reason", reason)
	dbtx, err := p.pool.Begin(ctx)
	if err != nil {
		return err
	}
	defer dbtx.Rollback(ctx) //nolint:errcheck
	tag, err := dbtx.Exec(ctx, `UPDATE submissions SET status = 'failed', error = $2, updated_at = now() WHERE id = $1 AND status = 'pending'`, sub.ID.Bytes(), reason)
	if err != nil {
		return err
	}
	if tag.RowsAffected() > 0 {
		if err := postgres.EmitWebhook(ctx, dbtx, sub.InvoiceID[:], webhook.SubmissionFailed, failedSubmission(sub, reason)); err != nil {
			return err
		}
	}
	return dbtx.Commit(ctx)
}

func failedSubmission(sub checkout.Submission, reason string) *webhook.Submission {
	return &webhook.Submission{ID: sub.ID.Hex(), Payer: sub.Payer.Hex(), Error: reason}
}

// Payer-facing reasons for swap payments that cannot settle.
const (
	ReasonSwapPriceMoved = "the price moved beyond the maximum you signed for; ask for a fresh quote and sign again"
	ReasonSwapOff        = "payments in this token are not available right now; pay in the invoice's token"
)

// explain turns a contract error into words for the payer.
func explain(err error) string {
	if chain.SwapExceededMaximum(err) {
		return ReasonSwapPriceMoved
	}
	switch chain.RevertName(err) {
	case "SwapRouterUnset":
		return ReasonSwapOff
	case "SwapOutputShort":
		return "the swap delivered less than the invoice amount; nothing was paid, try again"
	case "InvoiceNotPayable":
		return "invoice already paid or not payable"
	case "InvalidNonce":
		return "this signed permit was already used"
	case "SignatureExpired":
		return "the signed permit expired"
	case "InvalidSigner", "InvalidSignature", "InvalidSignatureLength":
		return "the signature does not match the permit"
	case "ERC20InsufficientBalance":
		return "the payer's token balance is too low"
	case "ERC20InsufficientAllowance":
		return "Permit2 is not approved to move the payer's tokens"
	case "":
		if err == nil {
			return "the payment reverted"
		}
		return err.Error()
	default:
		return err.Error()
	}
}

package postgres

import (
	"context"
	"errors"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"

	"github.com/paystead/paystead/backend/chain"
	"github.com/paystead/paystead/backend/checkout"
	"github.com/paystead/paystead/backend/invoice"
	"github.com/paystead/paystead/backend/relayer"
	"github.com/paystead/paystead/shared/money"
	"github.com/paystead/paystead/shared/webhookapi"
)

// Every change of an invoice's or a submission's status is written here,
// once, with its webhook event in the same transaction: the moves of
// invoice.Lifecycle and checkout.Lifecycle (the submissions') and their
// undos side by side, creation to claim. TestEveryMoveOfTheLifecycle and
// TestEverySubmissionMove drive each move of the two tables here.
// TestOneWriterOfStatus fails when another file of this package writes a
// status or emits an invoice's event. Each move changes a row only from
// the status it leaves, so applying one twice (Paystead sent the
// transaction and the reconciler saw it too) changes nothing the second
// time and emits no second event.

// queueCreated queues on b the inserts of new invoices (status staging)
// and of their invoice.created events with their deliveries, whose River
// jobs the delivery relay queues (queueRelayedEvents). Once b has run, the
// count it returns is how many deliveries wait for their job.
func queueCreated(b *pgx.Batch, invs []invoice.Invoice) (*int64, error) {
	evs, err := queueInvoices(b, invs)
	if err != nil {
		return nil, err
	}
	return queueRelayedEvents(b, webhookapi.InvoiceCreated, evs)
}

// markOpenSQL moves staging invoices ($1) to open, staged by $2 at $3. A
// row the recovery loop already settled stays as it is.
const markOpenSQL = `UPDATE invoices SET status = 'open', stage_tx_hash = COALESCE($2, stage_tx_hash), staged_at = $3, updated_at = $3
	WHERE id = ANY($1) AND status = 'staging'`

// queueMarkOpen queues staging -> open of ids on b. txHash is zero when
// the staging transaction is not known (the recovery loop found the
// invoice on chain): the one stored with the invoice stays.
func queueMarkOpen(b *pgx.Batch, ids []invoice.ID, txHash common.Hash, at time.Time) {
	var hash []byte
	if txHash != (common.Hash{}) {
		hash = txHash.Bytes()
	}
	b.Queue(markOpenSQL, idBytes(ids), hash, at)
}

// markFailed moves staging invoices to failed with reason, each with
// invoice.failed: their staging transaction reverted or was dropped, so
// they can never be paid.
func markFailed(ctx context.Context, tx pgx.Tx, ids []invoice.ID, reason string) error {
	rows, err := tx.Query(ctx, `UPDATE invoices SET status = 'failed', failure = $2, updated_at = now()
		WHERE id = ANY($1) AND status = 'staging' RETURNING id`, idBytes(ids), reason)
	if err != nil {
		return err
	}
	failed, err := pgx.CollectRows(rows, pgx.RowTo[[]byte])
	if err != nil {
		return err
	}
	for _, id := range failed {
		if err := emitWebhook(ctx, tx, id, webhookapi.InvoiceFailed, nil); err != nil {
			return err
		}
	}
	return nil
}

// markPaid records an InvoicePaid event of transaction txHash: open ->
// paid, with invoice.paid (and expired or voided -> paid too: the chain
// holds the payment, whatever the database said of the invoice; and a
// subscription's charge staging -> paid: the manager stages and pays it in
// one transaction, whose receipt may be recorded after its event), and the submission whose payment txHash is
// processing -> settled. Whether the payer saw the receipt or the
// reconciler saw the event (the payer's process died waiting), the
// submission ends settled with its invoice.
//
// hold holds invoice.paid until txHash is confirmed (see emitHeld).
func markPaid(ctx context.Context, tx pgx.Tx, p chain.InvoicePaid, txHash common.Hash, hold bool) (bool, error) {
	tag, err := tx.Exec(ctx, `UPDATE invoices SET status = 'paid', payer = $2, pay_in_token_address = $3, amount_in = $4,
		paid_at = to_timestamp($5), paid_at_unix = $5, settle_tx_hash = $6, settling_submission = NULL, updated_at = now()
		WHERE id = $1 AND (status IN ('open', 'expired', 'voided') OR (status = 'staging' AND subscription_id IS NOT NULL))`,
		p.ID[:], p.Payer.Bytes(), p.PayInToken.Bytes(), p.AmountIn.String(), int64(p.PaidAt), txHash.Bytes())
	if err != nil {
		return false, err
	}
	// The submission names its payment's first version; the one mined
	// may be a repriced copy, which it names from now on.
	if _, err := tx.Exec(ctx, `UPDATE submissions SET status = 'settled', settle_tx_hash = $2, updated_at = now()
		WHERE invoice_id = $1 AND status = 'processing'
		AND settle_tx_hash IN (SELECT first_hash FROM relayer_txs WHERE hash = $2)`, p.ID[:], txHash.Bytes()); err != nil {
		return false, err
	}
	return emitIfChanged(ctx, tx, tag.RowsAffected(), p.ID, webhookapi.InvoicePaid, heldFor(txHash, hold))
}

// heldFor is what an event of txHash is held for: txHash, or nothing.
func heldFor(txHash common.Hash, hold bool) common.Hash {
	if hold {
		return txHash
	}
	return common.Hash{}
}

// markRefunded records an InvoiceRefunded event, mined in a block of time
// at: the refund (once: Paystead's record of its own refund and the
// reconciler's sighting of the event are the same row), the amount
// refunded so far, and invoice.refunded with the refund's amount and what
// remains. The invoice stays paid while the gateway still holds something
// for it; the refund that leaves nothing moves it and its settled
// submission to refunded.
func markRefunded(ctx context.Context, tx pgx.Tx, e chain.InvoiceRefunded, at time.Time, hold bool) (bool, error) {
	txHash := e.Log.TxHash
	amount, remaining := e.Amount.Int64(), e.Remaining.Int64()
	// A refunded invoice still takes a refund it has not seen: an earlier
	// part, recorded after the part that ended it.
	to := e.To
	if to == (common.Address{}) {
		to = e.Payer
	}
	var paidTo []byte // NULL when the event names no one (never from the gateway)
	if to != (common.Address{}) {
		paidTo = to.Bytes()
	}
	tag, err := tx.Exec(ctx, `INSERT INTO invoice_refunds (invoice_id, tx_hash, amount, remaining, refunded_at, paid_to)
		SELECT id, $2, $3, $4, $5, $6 FROM invoices WHERE id = $1 AND status IN ('paid', 'refunded')
		ON CONFLICT DO NOTHING`, e.ID[:], txHash.Bytes(), amount, remaining, at, paidTo)
	if err != nil || tag.RowsAffected() == 0 {
		return false, err
	}
	// What remains only shrinks: whichever order two refunds are recorded
	// in, the smaller remainder is the gateway's.
	if _, err := tx.Exec(ctx, `UPDATE invoices SET refunded_amount = GREATEST(refunded_amount, amount - $2::bigint),
			status = CASE WHEN $2::bigint = 0 THEN 'refunded' ELSE status END,
			refunded_at = CASE WHEN $2::bigint = 0 THEN $4 ELSE refunded_at END,
			refund_tx_hash = CASE WHEN $2::bigint = 0 THEN $3 ELSE refund_tx_hash END,
			updated_at = now()
		WHERE id = $1`, e.ID[:], remaining, txHash.Bytes(), at); err != nil {
		return false, err
	}
	if remaining == 0 {
		if _, err := tx.Exec(ctx, `UPDATE submissions SET status = 'refunded', refund_tx_hash = $2, updated_at = now()
			WHERE invoice_id = $1 AND status = 'settled'`, e.ID[:], txHash.Bytes()); err != nil {
			return false, err
		}
	}
	refund := &webhookapi.Refund{
		Amount:         money.FormatUnits(amount, 6),
		AmountUnits:    money.FormatUnits(amount, 0),
		Remaining:      money.FormatUnits(remaining, 6),
		RemainingUnits: money.FormatUnits(remaining, 0),
		TxHash:         txHash.Hex(),
		RefundedAt:     at.UTC(),
	}
	if paidTo != nil {
		refund.To = to.Hex()
	}
	_, err = emitAfter(ctx, tx, e.ID[:], webhookapi.InvoiceRefunded, webhookapi.Data{Refund: refund}, heldFor(txHash, hold), time.Time{})
	return true, err
}

// markRefundFailed emits invoice.refund_failed for a refund of id that
// was sent as sent and failed for reason: the invoice's status is as
// before, and nothing was refunded.
func markRefundFailed(ctx context.Context, tx pgx.Tx, id invoice.ID, sent common.Hash, amount int64, reason string) error {
	_, err := emitAfter(ctx, tx, id[:], webhookapi.InvoiceRefundFailed, webhookapi.Data{RefundFailure: &webhookapi.RefundFailure{
		Amount:      money.FormatUnits(amount, 6),
		AmountUnits: money.FormatUnits(amount, 0),
		TxHash:      sent.Hex(),
		Error:       reason,
	}}, common.Hash{}, time.Time{})
	return err
}

// markClaimed records an InvoiceClaimed event: paid -> claimed at the
// time of the block holding txHash, with invoice.claimed. An invoice can
// only be claimed once matured, so one the maturity sweep has not reached
// yet gets its invoice.matured first, in this transaction: the outbox, and
// so each endpoint, has matured before claimed. It is not held: the
// invoice stays matured whatever becomes of the claim.
func markClaimed(ctx context.Context, tx pgx.Tx, id invoice.ID, txHash common.Hash, at time.Time, hold bool) (bool, error) {
	// The row lock orders this with the sweep (EmitMatured), which skips
	// locked rows; the event is looked for only once the lock is held, so
	// that a sweep that committed meanwhile is seen.
	err := tx.QueryRow(ctx, `SELECT 1 FROM invoices WHERE id = $1 AND status = 'paid' FOR UPDATE`, id[:]).Scan(new(int))
	if errors.Is(err, pgx.ErrNoRows) {
		return false, nil
	}
	if err != nil {
		return false, err
	}
	var matured bool
	if err := tx.QueryRow(ctx, `SELECT EXISTS (SELECT 1 FROM webhook_events WHERE invoice_id = $1 AND type = 'invoice.matured')`,
		id[:]).Scan(&matured); err != nil {
		return false, err
	}
	var maturedAt time.Time
	if !matured {
		if maturedAt, err = emitAfter(ctx, tx, id[:], webhookapi.InvoiceMatured, webhookapi.Data{}, common.Hash{}, time.Time{}); err != nil {
			return false, err
		}
	}
	if _, err := tx.Exec(ctx, `UPDATE invoices SET status = 'claimed', claimed_at = $3, claim_tx_hash = $2, updated_at = now()
		WHERE id = $1`, id[:], txHash.Bytes(), at); err != nil {
		return false, err
	}
	_, err = emitAfter(ctx, tx, id[:], webhookapi.InvoiceClaimed, webhookapi.Data{}, heldFor(txHash, hold), maturedAt)
	return true, err
}

// queueMarkProcessing queues, for each submission, pending -> processing
// with its payment transaction, and the claim of its invoice for it.
func queueMarkProcessing(b *pgx.Batch, invoices [][]byte, subs [][]byte, hashes [][]byte) {
	b.Queue(`UPDATE invoices SET settling_submission = t.sub, updated_at = now()
		FROM unnest($1::bytea[], $2::bytea[]) AS t(id, sub) WHERE invoices.id = t.id`, invoices, subs)
	b.Queue(`UPDATE submissions SET status = 'processing', settle_tx_hash = t.hash, updated_at = now()
		FROM unnest($1::bytea[], $2::bytea[]) AS t(id, hash) WHERE submissions.id = t.id`, subs, hashes)
}

// markSubmissionFailed moves a submission from status from to failed,
// frees its invoice, and emits submission.failed. A submission that has
// moved on keeps its claim: it may be paying the invoice.
func markSubmissionFailed(ctx context.Context, tx pgx.Tx, sub checkout.Submission, from, reason string) error {
	tag, err := tx.Exec(ctx, `UPDATE submissions SET status = 'failed', error = $3, updated_at = now() WHERE id = $1 AND status = $2`,
		sub.ID.Bytes(), from, reason)
	if err != nil {
		return err
	}
	if tag.RowsAffected() == 0 {
		return nil
	}
	if err := freeInvoice(ctx, tx, sub); err != nil {
		return err
	}
	return emitWebhook(ctx, tx, sub.InvoiceID[:], webhookapi.SubmissionFailed,
		&webhookapi.Submission{ID: sub.ID.Hex(), Payer: sub.Payer.Hex(), Error: reason})
}

// markPending returns a processing submission to pending, without a
// transaction, and frees its invoice. One that settled, failed or was
// refunded stays as it is: it must never be paid again.
func markPending(ctx context.Context, tx pgx.Tx, sub checkout.Submission) error {
	tag, err := tx.Exec(ctx, `UPDATE submissions SET status = 'pending', settle_tx_hash = NULL, updated_at = now()
		WHERE id = $1 AND status = 'processing'`, sub.ID.Bytes())
	if err != nil || tag.RowsAffected() == 0 {
		return err
	}
	return freeInvoice(ctx, tx, sub)
}

// freeInvoice ends sub's claim on its invoice, if it holds it.
func freeInvoice(ctx context.Context, tx pgx.Tx, sub checkout.Submission) error {
	_, err := tx.Exec(ctx, `UPDATE invoices SET settling_submission = NULL, updated_at = now() WHERE id = $1 AND settling_submission = $2`,
		sub.InvoiceID[:], sub.ID.Bytes())
	return err
}

func emitIfChanged(ctx context.Context, tx pgx.Tx, affected int64, id invoice.ID, typ webhookapi.EventType, held common.Hash) (bool, error) {
	if affected == 0 {
		return false, nil
	}
	return true, emitHeld(ctx, tx, id[:], typ, nil, held)
}

func idBytes(ids []invoice.ID) [][]byte {
	out := make([][]byte, len(ids))
	for i := range ids {
		out[i] = ids[i][:]
	}
	return out
}

// markExpired moves due unpaid invoices to expired, each with
// invoice.expired, and returns how many. One with a payment pending or in
// flight waits for it: its permit expires with the invoice, so it settles
// or fails first.
func markExpired(ctx context.Context, tx pgx.Tx, now time.Time, limit int) (int, error) {
	rows, err := tx.Query(ctx, `UPDATE invoices SET status = 'expired', updated_at = now() WHERE id IN (
			SELECT i.id FROM invoices i
			WHERE i.status IN ('staging', 'open') AND i.expires_at <= $1 AND i.settling_submission IS NULL
			AND NOT EXISTS (SELECT 1 FROM submissions s WHERE s.invoice_id = i.id AND s.status IN ('pending', 'processing'))
			ORDER BY i.expires_at LIMIT $2 FOR UPDATE SKIP LOCKED)
		RETURNING id`, now, limit)
	if err != nil {
		return 0, err
	}
	expired, err := pgx.CollectRows(rows, pgx.RowTo[[]byte])
	if err != nil {
		return 0, err
	}
	for _, id := range expired {
		if err := emitWebhook(ctx, tx, id, webhookapi.InvoiceExpired, nil); err != nil {
			return 0, err
		}
	}
	return len(expired), nil
}

// markVoided moves merchantID's unpaid invoice id with no payment in
// flight to voided, with invoice.voided. The payer claims an invoice for a
// payment under the same row lock, so a void and a payment never both go
// ahead.
func markVoided(ctx context.Context, tx pgx.Tx, merchantID uuid.UUID, id invoice.ID) (bool, error) {
	tag, err := tx.Exec(ctx, `UPDATE invoices SET status = 'voided', voided_at = now(), updated_at = now()
		WHERE id = $1 AND merchant_id = $2 AND status IN ('staging', 'open') AND settling_submission IS NULL`, id[:], merchantID)
	if err != nil || tag.RowsAffected() != 1 {
		return false, err
	}
	return true, emitWebhook(ctx, tx, id[:], webhookapi.InvoiceVoided, nil)
}

// markMoved moves invoice id to be paid on to.ChainID (see
// InvoiceStore.MoveInvoice, which locked it and checked it may move):
// open at once where it was staged before (its row of invoice_stagings),
// else staging, for that chain's stager.
func markMoved(ctx context.Context, tx pgx.Tx, id invoice.ID, to invoice.Placement) error {
	tag, err := tx.Exec(ctx, `UPDATE invoices i SET chain_id = p.chain_id, gateway = p.gateway, payout_token = p.payout_token,
			stage_tx_hash = p.stage_tx_hash, staged_at = p.staged_at, chain_expires_at = p.chain_expires_at, status = 'open', updated_at = now()
		FROM invoice_stagings p WHERE i.id = $1 AND p.invoice_id = i.id AND p.chain_id = $2`, id[:], to.ChainID)
	if err != nil || tag.RowsAffected() > 0 {
		return err
	}
	_, err = tx.Exec(ctx, `UPDATE invoices SET chain_id = $2, gateway = $3, payout_token = $4, stage_tx_hash = NULL, staged_at = NULL,
			chain_expires_at = NULL, status = 'staging', updated_at = now()
		WHERE id = $1`, id[:], to.ChainID, to.Gateway.Bytes(), to.PayoutToken.Bytes())
	return err
}

// markMatured sends invoice.matured for paid invoices whose refund window
// closed (their status stays paid).
func markMatured(ctx context.Context, tx pgx.Tx, ids [][]byte) error {
	for _, id := range ids {
		if err := emitWebhook(ctx, tx, id, webhookapi.InvoiceMatured, nil); err != nil {
			return err
		}
	}
	return nil
}

// undoStatements take back what a transaction of purpose recorded, when a
// reorganisation took it out of its block ($1 is its hash): each move's
// undo, beside the move.
func undoStatements(purpose relayer.Purpose) []string {
	switch purpose {
	case relayer.PurposeStage:
		// open -> staging
		return []string{`UPDATE invoices SET status = 'staging', updated_at = now() WHERE stage_tx_hash = $1 AND status = 'open'`}
	case relayer.PurposeCharge:
		// A subscription's charge is undone as a payment (its invoice), and
		// the subscriptions it charged wait on it again: each period's
		// charge pending, the counters back, the payer's signed allowance
		// fresh again if the charge gave it; the charger then records what
		// the transaction does where it is mined next (or why it fails).
		return append(undoStatements(relayer.PurposePay), `WITH t AS (SELECT first_hash FROM relayer_txs WHERE hash = $1),
			back AS (UPDATE subscription_charges c SET status = 'pending', charged_at = NULL
				FROM t WHERE c.tx_hash = t.first_hash AND c.status = 'charged' RETURNING c.subscription_id, c.index, c.with_permit)
			UPDATE subscriptions s SET next_index = back.index, charged_count = s.charged_count - 1, charge_tx = t.first_hash,
				next_charge_at = to_timestamp(s.start_unix + back.index * s.period_seconds), permit_fresh = s.permit_fresh OR back.with_permit,
				status = CASE WHEN s.status = 'ended' THEN 'active' ELSE s.status END, updated_at = now()
			FROM back, t WHERE s.id = back.subscription_id AND s.next_index = back.index + 1`)
	case relayer.PurposePay, relayer.PurposeDeposit:
		// (A deposit payment is undone as a payment: the transaction is
		// sent again; a hold's record is its held_funds rows, which undo
		// drops for every purpose.)
		return []string{
			// paid -> open, the invoice held for its submission again
			`UPDATE invoices SET status = 'open', payer = NULL, pay_in_token_address = NULL, amount_in = NULL, paid_at = NULL,
				paid_at_unix = NULL, settle_tx_hash = NULL, updated_at = now(),
				settling_submission = (SELECT s.id FROM submissions s WHERE s.invoice_id = invoices.id AND s.settle_tx_hash = $1 AND s.status = 'settled')
			WHERE settle_tx_hash = $1 AND status = 'paid'`,
			// settled -> processing: the submission names its payment's
			// first version again, as while it was in flight.
			`UPDATE submissions SET status = 'processing', settle_tx_hash = (SELECT first_hash FROM relayer_txs WHERE hash = $1), updated_at = now()
			WHERE settle_tx_hash = $1 AND status = 'settled'`,
		}
	case relayer.PurposeRefund:
		return []string{
			// The refund goes, and what it returned is held again.
			`WITH gone AS (DELETE FROM invoice_refunds WHERE tx_hash = $1 RETURNING invoice_id, amount)
			UPDATE invoices SET refunded_amount = invoices.refunded_amount - gone.amount, updated_at = now()
			FROM gone WHERE invoices.id = gone.invoice_id`,
			// refunded -> paid
			`UPDATE invoices SET status = 'paid', refunded_at = NULL, refund_tx_hash = NULL, updated_at = now() WHERE refund_tx_hash = $1 AND status = 'refunded'`,
			`UPDATE submissions SET status = 'settled', refund_tx_hash = NULL, updated_at = now() WHERE refund_tx_hash = $1 AND status = 'refunded'`,
		}
	case relayer.PurposeClaim:
		// claimed -> paid
		return []string{`UPDATE invoices SET status = 'paid', claimed_at = NULL, claim_tx_hash = NULL, updated_at = now() WHERE claim_tx_hash = $1 AND status = 'claimed'`}
	}
	return nil
}

// markHeld tells the merchant of funds the gateway took into its keeping for the invoice id's
// customer (invoice.funds_held, #34): a transfer to its deposit address that paid nothing.
func markHeld(ctx context.Context, tx pgx.Tx, id []byte, held webhookapi.Held) error {
	_, err := emitAfter(ctx, tx, id, webhookapi.InvoiceFundsHeld, webhookapi.Data{Held: &held}, common.Hash{}, time.Time{})
	return err
}

// queueChargeInvoices queues on b the creation of the invoices of
// subscriptions' charges attempted for the first time (fresh: status
// staging, with invoice.created) and names the charge transaction hash on
// the invoices ids of every charge it sends, each of subscription subs[i]:
// the manager stages and pays them in it.
func queueChargeInvoices(b *pgx.Batch, fresh []invoice.Invoice, ids []invoice.ID, subs []uuid.UUID, hash common.Hash) error {
	if len(fresh) > 0 {
		if _, err := queueCreated(b, fresh); err != nil {
			return err
		}
	}
	b.Queue(`UPDATE invoices SET subscription_id = t.sub, stage_tx_hash = $3, updated_at = now()
		FROM unnest($1::bytea[], $2::uuid[]) AS t(id, sub) WHERE invoices.id = t.id AND invoices.status = 'staging'`,
		idBytes(ids), subs, hash.Bytes())
	return nil
}

// chargesOpened moves the invoices of charges the manager made (staged and
// paid by txHash, mined at at) from staging to open; the reconciler then
// records them paid, as any payment (or did already: then nothing moves).
func chargesOpened(ctx context.Context, tx pgx.Tx, ids []invoice.ID, txHash common.Hash, at time.Time) error {
	_, err := tx.Exec(ctx, markOpenSQL, idBytes(ids), txHash.Bytes(), at)
	return err
}

package postgres

import (
	"context"
	"errors"
	"fmt"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"

	"github.com/paystead/paystead/backend/chain"
	"github.com/paystead/paystead/backend/invoice"
	"github.com/paystead/paystead/backend/relayer"
	"github.com/paystead/paystead/backend/subscription"
	"github.com/paystead/paystead/shared/subscriptionapi"
	"github.com/paystead/paystead/shared/webhookapi"
)

var _ relayer.ChargeStore = (*RelayerStore)(nil)

// chargeAlive is true of a subscription (alias s) whose charge transaction may still be mined or
// is mined unrecorded: a version of it signed, sent, mined or reverted. One whose every version
// was replaced (its nonce taken) is dead, and the subscription is charged again.
const chargeAlive = `(s.charge_tx IS NOT NULL AND EXISTS (SELECT 1 FROM relayer_txs t
	WHERE t.first_hash = s.charge_tx AND t.status IN ('signed', 'sent', 'mined', 'reverted')))`

// DueSubscriptions lists chainID's live subscriptions due at now with no charge alive, the
// longest waiting first.
func (s *RelayerStore) DueSubscriptions(ctx context.Context, chainID int64, now time.Time, limit int) ([]subscription.Subscription, error) {
	rows, err := s.pool.Query(ctx, subscriptionSelect+`
		WHERE s.chain_id = $1 AND s.status IN ('trialing', 'active', 'past_due') AND s.next_charge_at <= $2 AND NOT `+chargeAlive+`
		ORDER BY s.next_charge_at LIMIT $3`, chainID, now, limit)
	if err != nil {
		return nil, fmt.Errorf("RelayerStore.DueSubscriptions(%d): %w", chainID, err)
	}
	subs, err := pgx.CollectRows(rows, func(row pgx.CollectableRow) (subscription.Subscription, error) { return scanSubscription(row) })
	if err != nil {
		return nil, fmt.Errorf("RelayerStore.DueSubscriptions(%d): %w", chainID, err)
	}
	return subs, nil
}

// ChargesInFlight lists the live charge transactions of chainID's subscriptions.
func (s *RelayerStore) ChargesInFlight(ctx context.Context, chainID int64, limit int) ([]common.Hash, error) {
	rows, err := s.pool.Query(ctx, `SELECT DISTINCT s.charge_tx FROM subscriptions s WHERE s.chain_id = $1 AND `+chargeAlive+` LIMIT $2`, chainID, limit)
	if err != nil {
		return nil, fmt.Errorf("RelayerStore.ChargesInFlight(%d): %w", chainID, err)
	}
	hashes, err := pgx.CollectRows(rows, func(row pgx.CollectableRow) (common.Hash, error) {
		var h []byte
		err := row.Scan(&h)
		return common.BytesToHash(h), err
	})
	if err != nil {
		return nil, fmt.Errorf("RelayerStore.ChargesInFlight(%d): %w", chainID, err)
	}
	return hashes, nil
}

// WaitingOn lists the subscriptions whose charge in flight is tx.
func (s *RelayerStore) WaitingOn(ctx context.Context, tx common.Hash) ([]subscription.Subscription, error) {
	rows, err := s.pool.Query(ctx, subscriptionSelect+` WHERE s.charge_tx = $1`, tx.Bytes())
	if err != nil {
		return nil, fmt.Errorf("RelayerStore.WaitingOn(%s): %w", tx, err)
	}
	subs, err := pgx.CollectRows(rows, func(row pgx.CollectableRow) (subscription.Subscription, error) { return scanSubscription(row) })
	if err != nil {
		return nil, fmt.Errorf("RelayerStore.WaitingOn(%s): %w", tx, err)
	}
	return subs, nil
}

// StoreCharges stores a charge transaction, claims its subscriptions for it (failing with
// ErrChargeTaken when another process's charge of one is alive), creates the invoices of periods
// attempted for the first time and counts the attempt on each period's charge.
func (t relayerTx) StoreCharges(ctx context.Context, acct relayer.Account, tx *types.Transaction, charges []relayer.Charge) error {
	n := len(charges)
	subs, ids, indexes, dues, permits := make([]uuid.UUID, n), make([]invoice.ID, n), make([]int64, n), make([]time.Time, n), make([]bool, n)
	for i, c := range charges {
		subs[i], ids[i], indexes[i], dues[i], permits[i] = c.Sub.ID, c.Invoice.ID, int64(c.Index), c.Sub.DueAt(c.Index), c.WithPermit
	}
	hash := tx.Hash()
	tag, err := t.tx.Exec(ctx, `UPDATE subscriptions s SET charge_tx = $2, updated_at = now() WHERE s.id = ANY($1) AND NOT `+chargeAlive,
		subs, hash.Bytes())
	if err != nil {
		return fmt.Errorf("RelayerStore.StoreCharges: %w", err)
	}
	if tag.RowsAffected() != int64(n) {
		return relayer.ErrChargeTaken
	}
	rows, err := t.tx.Query(ctx, `SELECT id FROM invoices WHERE id = ANY($1)`, idBytes(ids))
	if err != nil {
		return fmt.Errorf("RelayerStore.StoreCharges: %w", err)
	}
	existing, err := pgx.CollectRows(rows, pgx.RowTo[[]byte])
	if err != nil {
		return fmt.Errorf("RelayerStore.StoreCharges: %w", err)
	}
	made := make(map[invoice.ID]bool, len(existing))
	for _, id := range existing {
		made[invoice.ID(id)] = true
	}
	var fresh []invoice.Invoice
	for _, c := range charges {
		if !made[c.Invoice.ID] {
			fresh = append(fresh, c.Invoice)
		}
	}
	b := &pgx.Batch{}
	if err := queueSigned(b, acct, relayer.PurposeCharge, []*types.Transaction{tx}); err != nil {
		return fmt.Errorf("RelayerStore.StoreCharges: %w", err)
	}
	if err := queueChargeInvoices(b, fresh, ids, subs, hash); err != nil {
		return fmt.Errorf("RelayerStore.StoreCharges: %w", err)
	}
	b.Queue(`INSERT INTO subscription_charges (subscription_id, index, invoice_id, status, attempts, tx_hash, due_at, with_permit)
		SELECT t.sub, t.index, t.invoice, 'pending', 1, $5, t.due, t.permit
		FROM unnest($1::uuid[], $2::int[], $3::bytea[], $4::timestamptz[], $6::boolean[]) AS t(sub, index, invoice, due, permit)
		ON CONFLICT (subscription_id, index) DO UPDATE SET attempts = subscription_charges.attempts + 1, tx_hash = EXCLUDED.tx_hash,
			with_permit = EXCLUDED.with_permit`,
		subs, indexes, idBytes(ids), dues, hash.Bytes(), permits)
	if err := t.tx.SendBatch(ctx, b).Close(); err != nil {
		return fmt.Errorf("RelayerStore.StoreCharges(nonce %d): %w", tx.Nonce(), err)
	}
	return nil
}

// RecordChargeFailures records charges that failed (see relayer.ChargeStore).
func (s *RelayerStore) RecordChargeFailures(ctx context.Context, tx common.Hash, failures []relayer.ChargeFailure) error {
	err := pgx.BeginFunc(ctx, s.pool, func(dbtx pgx.Tx) error { return recordFailures(ctx, dbtx, tx, failures) })
	if err != nil {
		return fmt.Errorf("RelayerStore.RecordChargeFailures: %w", err)
	}
	return nil
}

// RecordCharged records what the charge transaction tx did (see relayer.ChargeStore).
func (s *RelayerStore) RecordCharged(ctx context.Context, tx common.Hash, at time.Time, charged []chain.ChargeOutcome, failures []relayer.ChargeFailure) error {
	err := pgx.BeginFunc(ctx, s.pool, func(dbtx pgx.Tx) error {
		for _, o := range charged {
			var (
				id    uuid.UUID
				ended bool
			)
			err := dbtx.QueryRow(ctx, `UPDATE subscriptions SET next_index = $2 + 1, failures = 0, last_failure = NULL,
					charged_count = charged_count + 1, charge_tx = NULL, permit_fresh = false, allowance_revoked_at = NULL, updated_at = now(),
					next_charge_at = to_timestamp(start_unix + ($2 + 1) * period_seconds),
					status = CASE WHEN status = 'canceled' THEN status WHEN charges > 0 AND $2 + 1 >= charges THEN 'ended' ELSE 'active' END
				WHERE terms_hash = $1 AND next_index <= $2 RETURNING id, status = 'ended'`, o.Terms.Bytes(), int64(o.Index)).Scan(&id, &ended)
			if errors.Is(err, pgx.ErrNoRows) {
				continue // recorded already
			}
			if err != nil {
				return err
			}
			if _, err := dbtx.Exec(ctx, `UPDATE subscription_charges SET status = 'charged', charged_at = $3, failure = NULL
				WHERE subscription_id = $1 AND index = $2`, id, int64(o.Index), at); err != nil {
				return err
			}
			if err := chargesOpened(ctx, dbtx, []invoice.ID{o.InvoiceID}, tx, at); err != nil {
				return err
			}
			if ended {
				if err := emitSubscription(ctx, dbtx, id, webhookapi.SubscriptionEnded, nil); err != nil {
					return err
				}
			}
		}
		return recordFailures(ctx, dbtx, tx, failures)
	})
	if err != nil {
		return fmt.Errorf("RelayerStore.RecordCharged(%s): %w", tx, err)
	}
	return nil
}

// recordFailures applies failures and lets go of tx (zero: none) on every subscription still
// waiting on it.
func recordFailures(ctx context.Context, dbtx pgx.Tx, tx common.Hash, failures []relayer.ChargeFailure) error {
	for _, f := range failures {
		if err := recordFailure(ctx, dbtx, tx, f); err != nil {
			return fmt.Errorf("subscription %s period %d: %w", f.SubscriptionID, f.Index, err)
		}
	}
	if tx == (common.Hash{}) {
		return nil
	}
	_, err := dbtx.Exec(ctx, `UPDATE subscriptions SET charge_tx = NULL, updated_at = now() WHERE charge_tx = $1`, tx.Bytes())
	return err
}

func recordFailure(ctx context.Context, dbtx pgx.Tx, tx common.Hash, f relayer.ChargeFailure) error {
	// A failure is the subscription's only while no other charge of it is alive: one refused at
	// estimation by one process (AlreadyCharged) while another's charge of the period is mined
	// and not yet recorded is that charge's to settle, not this refusal's.
	var own bool
	var txBytes []byte
	if tx != (common.Hash{}) {
		txBytes = tx.Bytes()
	}
	err := dbtx.QueryRow(ctx, `SELECT s.charge_tx IS NOT DISTINCT FROM $2::bytea OR NOT `+chargeAlive+`
		FROM subscriptions s WHERE s.id = $1 FOR UPDATE`, f.SubscriptionID, txBytes).Scan(&own)
	if err != nil || !own {
		return err
	}
	var invoiceID []byte // the period's invoice, if a charge of it was sent
	err = dbtx.QueryRow(ctx, `SELECT invoice_id FROM subscription_charges WHERE subscription_id = $1 AND index = $2`,
		f.SubscriptionID, int64(f.Index)).Scan(&invoiceID)
	if err != nil && !errors.Is(err, pgx.ErrNoRows) {
		return err
	}
	if f.Counted && invoiceID != nil {
		if _, err := dbtx.Exec(ctx, `UPDATE subscription_charges SET failure = $3 WHERE subscription_id = $1 AND index = $2`,
			f.SubscriptionID, int64(f.Index), f.Reason); err != nil {
			return err
		}
	}
	closeCharge := func(reason, why string) error {
		if invoiceID == nil {
			return nil
		}
		tag, err := dbtx.Exec(ctx, `UPDATE subscription_charges SET status = 'failed', failure = coalesce(failure, $3)
			WHERE subscription_id = $1 AND index = $2 AND status = 'pending'`, f.SubscriptionID, int64(f.Index), reason)
		if err != nil || tag.RowsAffected() == 0 {
			return err
		}
		return markFailed(ctx, dbtx, []invoice.ID{invoice.ID(invoiceID)}, why)
	}
	switch {
	case f.End:
		if _, err := dbtx.Exec(ctx, `UPDATE subscriptions SET status = 'ended', charge_tx = NULL, updated_at = now()
			WHERE id = $1 AND status IN ('trialing', 'active', 'past_due')`, f.SubscriptionID); err != nil {
			return err
		}
		return emitSubscription(ctx, dbtx, f.SubscriptionID, webhookapi.SubscriptionEnded, nil)
	case f.SkipTo > 0:
		if err := closeCharge("period_passed", "The subscription's period passed before this charge could be made."); err != nil {
			return err
		}
		_, err := dbtx.Exec(ctx, `UPDATE subscriptions SET next_index = $2, failures = 0, next_charge_at = $3, charge_tx = NULL, updated_at = now(),
			status = CASE WHEN status = 'past_due' THEN 'active' ELSE status END
			WHERE id = $1 AND next_index < $2`, f.SubscriptionID, int64(f.SkipTo), f.RetryAt)
		return err
	case !f.Counted && !f.Cancel:
		_, err := dbtx.Exec(ctx, `UPDATE subscriptions SET next_charge_at = $2, charge_tx = NULL, updated_at = now() WHERE id = $1`,
			f.SubscriptionID, f.RetryAt)
		return err
	}
	if f.Counted {
		if _, err := dbtx.Exec(ctx, `UPDATE subscriptions SET failures = failures + 1, last_failure = $2, status = 'past_due',
				next_charge_at = coalesce($3, next_charge_at), charge_tx = NULL, updated_at = now()
			WHERE id = $1 AND status IN ('trialing', 'active', 'past_due')`, f.SubscriptionID, f.Reason, nonZeroTime(f.RetryAt)); err != nil {
			return err
		}
		if err := emitSubscription(ctx, dbtx, f.SubscriptionID, webhookapi.SubscriptionPaymentFailed, invoiceID); err != nil {
			return err
		}
	}
	if !f.Cancel {
		return nil
	}
	reason := f.Reason
	if f.Counted {
		reason = subscriptionapi.CanceledByRetries
	}
	if err := closeCharge(f.Reason, "The subscription was canceled before this charge could be made."); err != nil {
		return err
	}
	tag, err := dbtx.Exec(ctx, `UPDATE subscriptions SET status = 'canceled', cancel_reason = $2, canceled_at = now(), charge_tx = NULL, updated_at = now()
		WHERE id = $1 AND status IN ('trialing', 'active', 'past_due')`, f.SubscriptionID, reason)
	if err != nil || tag.RowsAffected() == 0 {
		return err
	}
	return emitSubscription(ctx, dbtx, f.SubscriptionID, webhookapi.SubscriptionCanceled, nil)
}

func nonZeroTime(t time.Time) *time.Time {
	if t.IsZero() {
		return nil
	}
	return &t
}

var _ relayer.CancelStore = (*RelayerStore)(nil)

// CancelsPending lists chainID's canceled subscriptions whose cancel no transaction mined, none
// with one signed or sent; those whose cancel was mined are first marked done.
func (s *RelayerStore) CancelsPending(ctx context.Context, chainID int64, limit int) ([]relayer.PendingCancel, error) {
	if _, err := s.pool.Exec(ctx, `UPDATE subscriptions s SET cancel_pending = false, updated_at = now()
		WHERE s.chain_id = $1 AND s.cancel_pending AND EXISTS (SELECT 1 FROM relayer_txs t WHERE t.first_hash = s.cancel_tx AND t.status = 'mined')`,
		chainID); err != nil {
		return nil, fmt.Errorf("RelayerStore.CancelsPending(%d): %w", chainID, err)
	}
	rows, err := s.pool.Query(ctx, `SELECT `+subscriptionColumns+`, coalesce(s.cancel_deadline, 0), s.cancel_signature`+subscriptionFrom+`
		WHERE s.chain_id = $1 AND s.cancel_pending
			AND NOT EXISTS (SELECT 1 FROM relayer_txs t WHERE t.first_hash = s.cancel_tx AND t.status IN ('signed', 'sent'))
		ORDER BY s.canceled_at LIMIT $2`, chainID, limit)
	if err != nil {
		return nil, fmt.Errorf("RelayerStore.CancelsPending(%d): %w", chainID, err)
	}
	out, err := pgx.CollectRows(rows, func(row pgx.CollectableRow) (relayer.PendingCancel, error) {
		var p relayer.PendingCancel
		sub, err := scanSubscription(row, &p.Deadline, &p.Signature)
		p.Sub = sub
		return p, err
	})
	if err != nil {
		return nil, fmt.Errorf("RelayerStore.CancelsPending(%d): %w", chainID, err)
	}
	return out, nil
}

// CancelRefused gives up recording subscription id's cancel on chain.
func (s *RelayerStore) CancelRefused(ctx context.Context, id uuid.UUID) error {
	if _, err := s.pool.Exec(ctx, `UPDATE subscriptions SET cancel_pending = false, updated_at = now() WHERE id = $1`, id); err != nil {
		return fmt.Errorf("RelayerStore.CancelRefused(%s): %w", id, err)
	}
	return nil
}

// StoreCancel stores a cancel transaction and names it on subscription id, in one round trip.
func (t relayerTx) StoreCancel(ctx context.Context, acct relayer.Account, tx *types.Transaction, id uuid.UUID) error {
	b := &pgx.Batch{}
	if err := queueSigned(b, acct, relayer.PurposeCancel, []*types.Transaction{tx}); err != nil {
		return fmt.Errorf("RelayerStore.StoreCancel: %w", err)
	}
	b.Queue(`UPDATE subscriptions SET cancel_tx = $2, updated_at = now() WHERE id = $1`, id, tx.Hash().Bytes())
	if err := t.tx.SendBatch(ctx, b).Close(); err != nil {
		return fmt.Errorf("RelayerStore.StoreCancel(nonce %d): %w", tx.Nonce(), err)
	}
	return nil
}

// AllowancesToCheck lists up to limit of chainID's subscriptions in good standing (trialing or
// active) whose allowance was last checked before before (never: made before before; a new
// subscription's allowance was just signed), the longest unchecked first; none with a charge
// alive, which is about to use the allowance.
func (s *RelayerStore) AllowancesToCheck(ctx context.Context, chainID int64, before time.Time, limit int) ([]subscription.Subscription, error) {
	rows, err := s.pool.Query(ctx, subscriptionSelect+`
		WHERE s.chain_id = $1 AND s.status IN ('trialing', 'active') AND coalesce(s.allowance_checked_at, s.created_at) < $2 AND NOT `+chargeAlive+`
		ORDER BY coalesce(s.allowance_checked_at, s.created_at) LIMIT $3`, chainID, before, limit)
	if err != nil {
		return nil, fmt.Errorf("RelayerStore.AllowancesToCheck(%d): %w", chainID, err)
	}
	subs, err := pgx.CollectRows(rows, func(row pgx.CollectableRow) (subscription.Subscription, error) { return scanSubscription(row) })
	if err != nil {
		return nil, fmt.Errorf("RelayerStore.AllowancesToCheck(%d): %w", chainID, err)
	}
	return subs, nil
}

// RecordAllowances records what the allowance watch saw at at: each subscription checked; one
// whose allowance is newly revoked marked so with subscription.allowance_revoked, one whose
// allowance pays again no longer marked, one unread left as it was. It returns how many were
// newly revoked.
func (s *RelayerStore) RecordAllowances(ctx context.Context, at time.Time, checks []relayer.AllowanceCheck) (int, error) {
	revoked, at := 0, at.UTC().Truncate(time.Microsecond)
	err := pgx.BeginFunc(ctx, s.pool, func(tx pgx.Tx) error {
		revoked = 0
		for _, c := range checks {
			var newly bool
			seen := c.Revoked && !c.Unread
			err := tx.QueryRow(ctx, `UPDATE subscriptions SET allowance_checked_at = $2,
					allowance_revoked_at = CASE WHEN $5 THEN allowance_revoked_at WHEN NOT $3 THEN NULL ELSE coalesce(allowance_revoked_at, $2) END
				WHERE id = $1 AND updated_at = $4 AND status IN ('trialing', 'active')
				RETURNING $3 AND allowance_revoked_at = $2`, c.SubscriptionID, at, seen, c.Read, c.Unread).Scan(&newly)
			if errors.Is(err, pgx.ErrNoRows) {
				continue // changed since it was read (a new allowance, a charge, a cancel): the next pass reads it again
			}
			if err != nil {
				return err
			}
			if newly {
				revoked++
				if err := emitSubscription(ctx, tx, c.SubscriptionID, webhookapi.SubscriptionAllowanceRevoked, nil); err != nil {
					return err
				}
			}
		}
		return nil
	})
	if err != nil {
		return 0, fmt.Errorf("RelayerStore.RecordAllowances: %w", err)
	}
	return revoked, nil
}

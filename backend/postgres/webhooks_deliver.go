package postgres

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"time"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"

	"github.com/paystead/paystead/backend/webhook"
	"github.com/paystead/paystead/shared/webhookapi"
)

// The deliveries' side of the webhook store: the relay that queues the jobs of the deliveries
// invoice creation stores without one, and what the delivery worker reads and records.

// QueueDeliveryJobs is the delivery relay's pass: it queues the River job of up to limit
// deliveries stored without one (invoice creation's), oldest first, and says how many. Several
// processes may run it at once: each takes rows no other holds.
func (s *WebhookStore) QueueDeliveryJobs(ctx context.Context, limit int) (int, error) {
	var n int
	err := pgx.BeginFunc(ctx, s.pool, func(tx pgx.Tx) error {
		// The jobs and the flag that says they exist commit together, so a commit lost in a
		// crash loses both and the next pass queues them again: it need not wait for the disk.
		if _, err := tx.Exec(ctx, `SET LOCAL synchronous_commit = off`); err != nil {
			return err
		}
		rows, err := tx.Query(ctx, `UPDATE webhook_deliveries SET job_queued = true WHERE id IN (
				SELECT id FROM webhook_deliveries WHERE NOT job_queued ORDER BY id LIMIT $1 FOR UPDATE SKIP LOCKED)
			RETURNING id`, limit)
		if err != nil {
			return err
		}
		ids, err := pgx.CollectRows(rows, pgx.RowTo[int64])
		if err != nil {
			return err
		}
		slices.Sort(ids)
		n = len(ids)
		return insertDeliveryJobs(ctx, tx, ids)
	})
	if err != nil {
		return 0, fmt.Errorf("WebhookStore.QueueDeliveryJobs: %w", err)
	}
	return n, nil
}

// OrderWait bounds how long a delivery waits behind an earlier one about
// the same invoice that has not been attempted (one whose job was lost
// must not hold the invoice's later events back for good).
const OrderWait = 5 * time.Minute

// Outgoing loads delivery id; webhook.ErrNotFound when it is gone (its
// endpoint was deleted).
func (s *WebhookStore) Outgoing(ctx context.Context, id int64) (webhook.Outgoing, error) {
	o := webhook.Outgoing{DeliveryID: id}
	var (
		secret string
		prev   *string
	)
	var (
		invoiceID []byte
		endpoint  uuid.UUID
	)
	err := s.pool.QueryRow(ctx, `SELECT d.event_id, ev.type, d.status, e.url, ev.payload::text, e.secret,
			CASE WHEN e.previous_secret_expires_at > now() THEN e.previous_secret END, ev.invoice_id, d.endpoint_id
		FROM webhook_deliveries d
		JOIN webhook_endpoints e ON e.id = d.endpoint_id
		JOIN webhook_events ev ON ev.id = d.event_id
		WHERE d.id = $1`, id).Scan(&o.EventID, &o.EventType, &o.Status, &o.URL, &o.Body, &secret, &prev, &invoiceID, &endpoint)
	if errors.Is(err, pgx.ErrNoRows) {
		return o, webhook.ErrNotFound
	}
	if err != nil {
		return o, fmt.Errorf("WebhookStore.Outgoing(%d): %w", id, err)
	}
	// An invoice's first event has nothing before it; a later one waits for an earlier
	// delivery of the same invoice to the same endpoint, not yet attempted. Deliveries are
	// numbered in the order they are queued: in the order of the events of one transaction,
	// and of transactions. The earlier ones are found through the invoice's few events'
	// deliveries only: the endpoint and the order are compared as "IS TRUE", which no index
	// serves, so the planner cannot start at the endpoint's deliveries, or at every earlier
	// one, which grow with the merchant's traffic (with the table's statistics behind a burst
	// it did: 12 ms a delivery at 16,000).
	if invoiceID != nil && o.EventType != string(webhookapi.InvoiceCreated) {
		err = s.pool.QueryRow(ctx, `SELECT EXISTS (SELECT 1 FROM webhook_deliveries pd
				WHERE pd.event_id = ANY (ARRAY(SELECT pe.id FROM webhook_events pe WHERE pe.invoice_id = $1))
				AND (pd.endpoint_id = $2 AND pd.id < $3) IS TRUE
				AND pd.status = 'pending' AND pd.created_at > now() - $4::interval
				AND NOT EXISTS (SELECT 1 FROM webhook_attempts a WHERE a.delivery_id = pd.id))`,
			invoiceID, endpoint, id, OrderWait).Scan(&o.Behind)
		if err != nil {
			return o, fmt.Errorf("WebhookStore.Outgoing(%d): %w", id, err)
		}
	}
	o.Secrets = []string{secret}
	if prev != nil {
		o.Secrets = append(o.Secrets, *prev)
	}
	return o, nil
}

// RecordAttempt logs one attempt of delivery id and, when status is
// delivered or failed, completes the delivery.
func (s *WebhookStore) RecordAttempt(ctx context.Context, id int64, a webhook.Attempt, status string) error {
	// One round trip: a batch sent without BEGIN is one implicit transaction. Its commit does
	// not wait for the WAL to reach the disk (synchronous_commit off for it alone): should the
	// database crash just after, the attempt is forgotten and the delivery sent again, which
	// at-least-once delivery allows; nothing about money is written here.
	b := &pgx.Batch{}
	b.Queue(`SELECT set_config('synchronous_commit', 'off', true)`)
	b.Queue(`INSERT INTO webhook_attempts (delivery_id, attempted_at, status_code, latency_ms, error)
		VALUES ($1, $2, $3, $4, NULLIF($5, ''))`, id, a.At, a.StatusCode, a.LatencyMs, a.Error)
	if status != webhook.StatusPending {
		b.Queue(`UPDATE webhook_deliveries SET status = $2, completed_at = $3 WHERE id = $1 AND status = 'pending'`, id, status, a.At)
	}
	if err := s.pool.SendBatch(ctx, b).Close(); err != nil {
		return fmt.Errorf("WebhookStore.RecordAttempt(%d): %w", id, err)
	}
	return nil
}

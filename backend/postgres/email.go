package postgres

import (
	"context"
	"errors"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgxpool"

	"github.com/paystead/paystead/backend/invoice"
	"github.com/paystead/paystead/backend/mail"
)

// EmailStore is the email outbox and where its emails come from.
type EmailStore struct{ pool *pgxpool.Pool }

// NewEmailStore returns the store on pool.
func NewEmailStore(pool *pgxpool.Pool) *EmailStore { return &EmailStore{pool: pool} }

var _ mail.Store = (*EmailStore)(nil)

// SetReceiptEmail keeps email as the address of invoice id's receipt,
// to be sent once its payment is confirmed (at once when it is), and
// reports whether the invoice is paid. It refuses (mail.ErrReceiptClosed)
// an unknown, failed or voided invoice, an open one past its expiry, and a
// fourth address.
func (s *EmailStore) SetReceiptEmail(ctx context.Context, id invoice.ID, email string, now time.Time) (bool, error) {
	var paid bool
	err := s.pool.QueryRow(ctx, `UPDATE invoices SET receipt_email = $2, receipt_email_changes = receipt_email_changes + 1,
			receipt_queued = false
		WHERE id = $1 AND receipt_email_changes < $3 AND status NOT IN ('failed', 'expired', 'voided') AND voided_at IS NULL
			AND NOT (status IN ('staging', 'open') AND expires_at IS NOT NULL AND expires_at <= $4)
			AND receipt_email IS DISTINCT FROM $2
		RETURNING paid_at_unix IS NOT NULL`, id[:], email, mail.MaxReceiptChanges, now).Scan(&paid)
	if err == nil {
		return paid, nil
	}
	if !errors.Is(err, pgx.ErrNoRows) {
		return false, err
	}
	// The same address again is nothing to do.
	var same bool
	err = s.pool.QueryRow(ctx, `SELECT coalesce(receipt_email = $2, false), paid_at_unix IS NOT NULL FROM invoices WHERE id = $1`,
		id[:], email).Scan(&same, &paid)
	if err == nil && same {
		return paid, nil
	}
	if err != nil && !errors.Is(err, pgx.ErrNoRows) {
		return false, err
	}
	return false, mail.ErrReceiptClosed
}

// ReceiptsDue lists invoices whose payment is confirmed (its invoice.paid
// event released) with an address for the receipt not yet queued.
func (s *EmailStore) ReceiptsDue(ctx context.Context, limit int) ([]mail.ReceiptDue, error) {
	rows, err := s.pool.Query(ctx, `SELECT i.id, i.merchant_id, i.receipt_email FROM invoices i
		WHERE i.receipt_email IS NOT NULL AND NOT i.receipt_queued
			AND EXISTS (SELECT 1 FROM webhook_events e WHERE e.invoice_id = i.id AND e.type = 'invoice.paid' AND e.held_for IS NULL)
		ORDER BY i.created_at LIMIT $1`, limit)
	if err != nil {
		return nil, err
	}
	return pgx.CollectRows(rows, func(row pgx.CollectableRow) (mail.ReceiptDue, error) {
		var (
			d  mail.ReceiptDue
			id []byte
		)
		err := row.Scan(&id, &d.MerchantID, &d.Email)
		var iid invoice.ID
		copy(iid[:], id)
		d.InvoiceID = iid.String()
		return d, err
	})
}

// QueueReceipt queues o and marks the receipt queued, unless the address
// changed meanwhile (the next pass queues the new one).
func (s *EmailStore) QueueReceipt(ctx context.Context, o mail.Outgoing, invoiceID, email string) error {
	id, err := invoice.ParseID(invoiceID)
	if err != nil {
		return err
	}
	return pgx.BeginFunc(ctx, s.pool, func(tx pgx.Tx) error {
		tag, err := tx.Exec(ctx, `UPDATE invoices SET receipt_queued = true WHERE id = $1 AND receipt_email = $2 AND NOT receipt_queued`, id[:], email)
		if err != nil || tag.RowsAffected() == 0 {
			return err
		}
		return queue(ctx, tx, o)
	})
}

// ReviewsDue lists pending review tickets the merchant was not told of,
// with the merchant's alert address (empty: none).
func (s *EmailStore) ReviewsDue(ctx context.Context, limit int) ([]mail.ReviewDue, error) {
	rows, err := s.pool.Query(ctx, `SELECT t.id, t.merchant_id, m.display_name, coalesce(m.alert_email, ''), t.wallet, t.invoice_id, t.created_at
		FROM compliance_tickets t JOIN merchants m ON m.id = t.merchant_id
		WHERE NOT t.told ORDER BY t.created_at LIMIT $1`, limit)
	if err != nil {
		return nil, err
	}
	return pgx.CollectRows(rows, func(row pgx.CollectableRow) (mail.ReviewDue, error) {
		var (
			d           mail.ReviewDue
			wallet, inv []byte
		)
		err := row.Scan(&d.TicketID, &d.MerchantID, &d.MerchantName, &d.AlertEmail, &wallet, &inv, &d.CreatedAt)
		d.Wallet = common.BytesToAddress(wallet).Hex()
		var iid invoice.ID
		copy(iid[:], inv)
		d.InvoiceID = iid.String()
		d.CreatedAt = d.CreatedAt.UTC()
		return d, err
	})
}

// QueueReview queues o (nil: nothing) and marks the ticket told.
func (s *EmailStore) QueueReview(ctx context.Context, o *mail.Outgoing, ticket uuid.UUID) error {
	return pgx.BeginFunc(ctx, s.pool, func(tx pgx.Tx) error {
		tag, err := tx.Exec(ctx, `UPDATE compliance_tickets SET told = true WHERE id = $1 AND NOT told`, ticket)
		if err != nil || tag.RowsAffected() == 0 || o == nil {
			return err
		}
		return queue(ctx, tx, *o)
	})
}

// FailingEndpoints lists the endpoints of merchants with an alert address
// whose deliveries failed at least minFailures attempts since since, and
// that have no alert of keyDay yet.
func (s *EmailStore) FailingEndpoints(ctx context.Context, since time.Time, minFailures int, keyDay string, limit int) ([]mail.FailingEndpoint, error) {
	rows, err := s.pool.Query(ctx, `WITH failed AS (
			SELECT d.endpoint_id, a.attempted_at, coalesce(a.error, 'HTTP ' || a.status_code) AS error
			FROM webhook_attempts a JOIN webhook_deliveries d ON d.id = a.delivery_id
			WHERE a.attempted_at >= $1 AND (a.status_code IS NULL OR a.status_code NOT BETWEEN 200 AND 299))
		SELECT e.id, e.merchant_id, m.display_name, m.alert_email, e.url, count(*),
			(array_agg(f.error ORDER BY f.attempted_at DESC))[1], max(f.attempted_at)
		FROM failed f JOIN webhook_endpoints e ON e.id = f.endpoint_id JOIN merchants m ON m.id = e.merchant_id
		WHERE m.alert_email IS NOT NULL
			AND NOT EXISTS (SELECT 1 FROM email_outbox o WHERE o.dedupe_key = 'webhook_failing:' || e.id || ':' || $3)
		GROUP BY e.id, e.merchant_id, m.display_name, m.alert_email, e.url
		HAVING count(*) >= $2
		ORDER BY max(f.attempted_at) LIMIT $4`, since, minFailures, keyDay, limit)
	if err != nil {
		return nil, err
	}
	return pgx.CollectRows(rows, func(row pgx.CollectableRow) (mail.FailingEndpoint, error) {
		var d mail.FailingEndpoint
		err := row.Scan(&d.EndpointID, &d.MerchantID, &d.MerchantName, &d.AlertEmail, &d.URL, &d.Failures, &d.LastError, &d.LastAt)
		d.LastAt = d.LastAt.UTC()
		return d, err
	})
}

// Queue stores o, once per key.
func (s *EmailStore) Queue(ctx context.Context, o mail.Outgoing) error {
	return pgx.BeginFunc(ctx, s.pool, func(tx pgx.Tx) error { return queue(ctx, tx, o) })
}

func queue(ctx context.Context, tx pgx.Tx, o mail.Outgoing) error {
	var merchant *uuid.UUID
	if o.MerchantID != uuid.Nil {
		merchant = &o.MerchantID
	}
	_, err := tx.Exec(ctx, `INSERT INTO email_outbox (dedupe_key, kind, merchant_id, recipient, reply_to, subject, body)
		VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT (dedupe_key) DO NOTHING`,
		o.Key, string(o.Kind), merchant, o.Message.To, o.Message.ReplyTo, o.Message.Subject, o.Message.Text)
	return err
}

// Claim takes up to limit emails due at now, leased until now+lease: a
// relay that dies holding them leaves them to another after the lease.
func (s *EmailStore) Claim(ctx context.Context, now time.Time, lease time.Duration, limit int) ([]mail.Queued, error) {
	rows, err := s.pool.Query(ctx, `UPDATE email_outbox SET attempts = attempts + 1, next_attempt_at = $2
		WHERE id IN (SELECT id FROM email_outbox WHERE sent_at IS NULL AND given_up_at IS NULL AND next_attempt_at <= $1
			ORDER BY next_attempt_at LIMIT $3 FOR UPDATE SKIP LOCKED)
		RETURNING id, attempts, recipient, reply_to, subject, body`, now, now.Add(lease), limit)
	if err != nil {
		return nil, err
	}
	return pgx.CollectRows(rows, func(row pgx.CollectableRow) (mail.Queued, error) {
		var q mail.Queued
		err := row.Scan(&q.ID, &q.Attempts, &q.Message.To, &q.Message.ReplyTo, &q.Message.Subject, &q.Message.Text)
		return q, err
	})
}

// Sent records that email id went out.
func (s *EmailStore) Sent(ctx context.Context, id int64, at time.Time) error {
	_, err := s.pool.Exec(ctx, `UPDATE email_outbox SET sent_at = $2, last_error = NULL WHERE id = $1`, id, at)
	return err
}

// Failed records why email id did not go out, and when to try again
// (nil: never).
func (s *EmailStore) Failed(ctx context.Context, id int64, reason string, retryAt *time.Time) error {
	_, err := s.pool.Exec(ctx, `UPDATE email_outbox SET last_error = $2,
			next_attempt_at = coalesce($3, next_attempt_at),
			given_up_at = CASE WHEN $3::timestamptz IS NULL THEN now() END
		WHERE id = $1`, id, reason, retryAt)
	return err
}

// AlertEmail is the merchant's alert address ("" for none).
func (s *EmailStore) AlertEmail(ctx context.Context, merchantID uuid.UUID) (string, error) {
	var email *string
	err := s.pool.QueryRow(ctx, `SELECT alert_email FROM merchants WHERE id = $1`, merchantID).Scan(&email)
	if err != nil || email == nil {
		return "", err
	}
	return *email, nil
}

// SetAlertEmail sets the merchant's alert address ("" for none).
func (s *EmailStore) SetAlertEmail(ctx context.Context, merchantID uuid.UUID, email string) error {
	var v *string
	if email != "" {
		v = &email
	}
	_, err := s.pool.Exec(ctx, `UPDATE merchants SET alert_email = $2, updated_at = now() WHERE id = $1`, merchantID, v)
	return err
}

// Outbox is the merchant's latest emails for the dashboard: what was sent
// to the merchant (alerts), newest first.
func (s *EmailStore) Outbox(ctx context.Context, merchantID uuid.UUID, limit int) ([]mail.Record, error) {
	rows, err := s.pool.Query(ctx, `SELECT kind, recipient, subject, created_at, sent_at, given_up_at, coalesce(last_error, ''), attempts
		FROM email_outbox WHERE merchant_id = $1 AND kind <> 'receipt' ORDER BY created_at DESC LIMIT $2`, merchantID, limit)
	if err != nil {
		return nil, err
	}
	return pgx.CollectRows(rows, pgx.RowToStructByPos[mail.Record])
}

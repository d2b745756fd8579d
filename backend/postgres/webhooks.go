package postgres

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgconn"
	"github.com/jackc/pgx/v5/pgxpool"
	"github.com/riverqueue/river"
	"github.com/riverqueue/river/riverdriver/riverpgxv5"

	"github.com/paystead/paystead/backend/webhook"
	"github.com/paystead/paystead/shared/invoiceapi"
	"github.com/paystead/paystead/shared/money"
	"github.com/paystead/paystead/shared/webhookapi"
)

// webhookJobs inserts delivery jobs inside callers' transactions. It is an
// insert-only River client without a pool: it only ever uses the
// transaction it is handed, so it needs no wiring.
var webhookJobs = func() *river.Client[pgx.Tx] {
	c, err := river.NewClient(riverpgxv5.New(nil), &river.Config{})
	if err != nil {
		panic(fmt.Sprintf("postgres: insert-only River client: %v", err))
	}
	return c
}()

// emitWebhook writes the event typ about the invoice invoiceID to the
// outbox inside tx, the transaction of the state change that causes it,
// with one delivery and one River job per endpoint of the merchant that
// subscribes to typ. A rolled-back change thus emits nothing, and a
// committed one always has its event. sub is set for submission.failed.
func emitWebhook(ctx context.Context, tx pgx.Tx, invoiceID []byte, typ webhookapi.EventType, sub *webhookapi.Submission) error {
	return emitHeld(ctx, tx, invoiceID, typ, sub, common.Hash{})
}

// emitHeld is emitWebhook for an event a transaction of Paystead's caused:
// unless heldFor is zero, the event is stored without deliveries until
// that transaction is confirmed (releaseHeld), or dropped unsent if a
// reorganisation undoes it (dropHeld).
func emitHeld(ctx context.Context, tx pgx.Tx, invoiceID []byte, typ webhookapi.EventType, sub *webhookapi.Submission, heldFor common.Hash) error {
	_, err := emitAfter(ctx, tx, invoiceID, typ, webhookapi.Data{Submission: sub}, heldFor, time.Time{})
	return err
}

// emitAfter is emitHeld for an event that must be dated after after (an
// event of the same transaction it follows), and returns its date. Events
// are dated to the millisecond, each after the invoice's previous one, and
// the outbox is read in date order.
// data carries what the event says besides the invoice, which it reads
// from the row as of now.
func emitAfter(ctx context.Context, tx pgx.Tx, invoiceID []byte, typ webhookapi.EventType, data webhookapi.Data, heldFor common.Hash, after time.Time) (time.Time, error) {
	merchantID, inv, err := webhookInvoice(ctx, tx, invoiceID)
	if err != nil {
		return time.Time{}, fmt.Errorf("emitWebhook(%s): invoice: %w", typ, err)
	}
	if heldFor != (common.Hash{}) {
		// A transaction the reconciler confirmed already has nothing to wait for. (One it
		// confirms while this commits is caught by the reconciler's next step: lateHeld.)
		var confirmed bool
		if err := tx.QueryRow(ctx, `SELECT coalesce(bool_or(confirmed), false) FROM relayer_txs WHERE hash = $1`, heldFor.Bytes()).Scan(&confirmed); err != nil {
			return time.Time{}, fmt.Errorf("emitWebhook(%s): its transaction: %w", typ, err)
		}
		if confirmed {
			heldFor = common.Hash{}
		}
	}
	// Dated after the invoice's latest event too: two events of one
	// invoice in the same millisecond would otherwise tie, and the outbox
	// (and a receiver sorting by createdAt) could put them either way.
	var latest *time.Time
	if err := tx.QueryRow(ctx, `SELECT max(created_at) FROM webhook_events WHERE invoice_id = $1`, invoiceID).Scan(&latest); err != nil {
		return time.Time{}, fmt.Errorf("emitWebhook(%s): latest event: %w", typ, err)
	}
	if latest != nil && latest.After(after) {
		after = latest.UTC()
	}
	at := time.Now().UTC().Truncate(time.Millisecond)
	if !at.After(after) {
		at = after.Add(time.Millisecond)
	}
	data.Invoice = inv
	ev := webhookapi.Event{ID: webhook.NewEventID(), Type: typ, CreatedAt: at, Data: data}
	payload, err := json.Marshal(ev)
	if err != nil {
		return time.Time{}, err
	}
	var held []byte
	if heldFor != (common.Hash{}) {
		held = heldFor.Bytes()
	}
	if _, err := tx.Exec(ctx, `INSERT INTO webhook_events (id, merchant_id, type, invoice_id, payload, created_at, held_for)
		VALUES ($1, $2, $3, $4, $5, $6, $7)`, ev.ID, merchantID, string(typ), invoiceID, payload, ev.CreatedAt, held); err != nil {
		return time.Time{}, fmt.Errorf("emitWebhook(%s): %w", typ, err)
	}
	if held != nil {
		return at, nil
	}
	if err := queueDeliveries(ctx, tx, merchantID, ev.ID, string(typ)); err != nil {
		return time.Time{}, fmt.Errorf("emitWebhook(%s): %w", typ, err)
	}
	return at, nil
}

// insertEvent writes an event that is no invoice's (a subscription's, #35) with data, dated now,
// and its deliveries, in tx.
func insertEvent(ctx context.Context, tx pgx.Tx, merchantID uuid.UUID, typ webhookapi.EventType, data webhookapi.Data) error {
	ev := webhookapi.Event{ID: webhook.NewEventID(), Type: typ, CreatedAt: time.Now().UTC().Truncate(time.Millisecond), Data: data}
	payload, err := json.Marshal(ev)
	if err != nil {
		return err
	}
	if _, err := tx.Exec(ctx, `INSERT INTO webhook_events (id, merchant_id, type, payload, created_at) VALUES ($1, $2, $3, $4, $5)`,
		ev.ID, merchantID, string(typ), payload, ev.CreatedAt); err != nil {
		return fmt.Errorf("insertEvent(%s): %w", typ, err)
	}
	if err := queueDeliveries(ctx, tx, merchantID, ev.ID, string(typ)); err != nil {
		return fmt.Errorf("insertEvent(%s): %w", typ, err)
	}
	return nil
}

// createdEvent is an invoice.created event built from the invoice being
// inserted, so the insert path need not read the row back. Its fields are
// those webhookInvoice reads for a fresh invoice; CreatedAt must already be
// at the database's microsecond precision.
func createdEvent(id []byte, amount int64, token invoiceapi.Token, payout, gateway common.Address, chainID int64,
	status string, metadata map[string]string, createdAt time.Time) webhookapi.Event {
	if metadata == nil {
		metadata = map[string]string{}
	}
	return webhookapi.Event{ID: webhook.NewEventID(), Type: webhookapi.InvoiceCreated, CreatedAt: time.Now().UTC().Truncate(time.Millisecond),
		Data: webhookapi.Data{Invoice: webhookapi.Invoice{
			ID:          "0x" + common.Bytes2Hex(id),
			Status:      status,
			Amount:      money.FormatUnits(amount, invoiceapi.AmountDecimals),
			AmountUnits: money.FormatUnits(amount, 0),
			Currency:    "USD",
			PayInToken:  string(token),
			PayoutToken: payout.Hex(),
			ChainID:     chainID,
			Gateway:     gateway.Hex(),
			Metadata:    metadata,
			CreatedAt:   createdAt.UTC(),
		}}}
}

// outboxEvent is an event to write to the outbox with its invoice's
// merchant.
type outboxEvent struct {
	merchantID uuid.UUID
	invoiceID  []byte
	ev         webhookapi.Event
}

// queueEvents queues the outbox rows of evs, all of one type, on b: the
// events, then one delivery per subscribed endpoint. They go out in the
// same round trip as the change that causes them. Once the batch's results
// are closed, the returned slice holds the deliveries' ids: add their jobs
// with insertDeliveryJobs in the same transaction.
func queueEvents(b *pgx.Batch, typ webhookapi.EventType, evs []outboxEvent) (*[]int64, error) {
	ids, merchants, err := queueEventRows(b, typ, evs)
	if err != nil {
		return nil, err
	}
	deliveries := new([]int64)
	b.Queue(`INSERT INTO webhook_deliveries (event_id, endpoint_id)
		SELECT e.id, w.id FROM unnest($1::text[], $2::uuid[]) AS e(id, merchant_id)
		JOIN webhook_endpoints w ON w.merchant_id = e.merchant_id AND $3 = ANY(w.events)
		RETURNING id`, ids, merchants, string(typ)).Query(func(rows pgx.Rows) (err error) {
		*deliveries, err = pgx.CollectRows(rows, pgx.RowTo[int64])
		return err
	})
	return deliveries, nil
}

// queueEventRows queues the insert of evs, of type typ, and returns their ids and merchants.
func queueEventRows(b *pgx.Batch, typ webhookapi.EventType, evs []outboxEvent) ([]string, []uuid.UUID, error) {
	var (
		ids, payloads = make([]string, len(evs)), make([][]byte, len(evs))
		merchants     = make([]uuid.UUID, len(evs))
		invoices      = make([][]byte, len(evs))
		times         = make([]time.Time, len(evs))
	)
	for i, e := range evs {
		payload, err := json.Marshal(e.ev)
		if err != nil {
			return nil, nil, err
		}
		ids[i], payloads[i], merchants[i], invoices[i], times[i] = e.ev.ID, payload, e.merchantID, e.invoiceID, e.ev.CreatedAt
	}
	b.Queue(`INSERT INTO webhook_events (id, merchant_id, type, invoice_id, payload, created_at)
		SELECT t.id, t.merchant_id, $6, t.invoice_id, t.payload, t.created_at
		FROM unnest($1::text[], $2::uuid[], $3::bytea[], $4::jsonb[], $5::timestamptz[]) AS t(id, merchant_id, invoice_id, payload, created_at)`,
		ids, merchants, invoices, payloads, times, string(typ))
	return ids, merchants, nil
}

// queueRelayedEvents queues evs of type typ and a delivery of each to every endpoint of its
// merchant that takes typ, as queueEvents does, but leaves the deliveries' River jobs to the
// delivery relay (QueueDeliveryJobs): nothing is read back, so the batch can be the whole
// transaction. The count of deliveries queued is set once the batch is read.
func queueRelayedEvents(b *pgx.Batch, typ webhookapi.EventType, evs []outboxEvent) (*int64, error) {
	ids, merchants, err := queueEventRows(b, typ, evs)
	if err != nil {
		return nil, err
	}
	deliveries := new(int64)
	b.Queue(`INSERT INTO webhook_deliveries (event_id, endpoint_id, job_queued)
		SELECT e.id, w.id, false FROM unnest($1::text[], $2::uuid[]) AS e(id, merchant_id)
		JOIN webhook_endpoints w ON w.merchant_id = e.merchant_id AND $3 = ANY(w.events)`, ids, merchants, string(typ)).
		Exec(func(tag pgconn.CommandTag) error {
			*deliveries = tag.RowsAffected()
			return nil
		})
	return deliveries, nil
}

// queueDeliveries adds a delivery and its job for each subscribed endpoint.
func queueDeliveries(ctx context.Context, tx pgx.Tx, merchantID uuid.UUID, eventID, typ string) error {
	rows, err := tx.Query(ctx, `INSERT INTO webhook_deliveries (event_id, endpoint_id)
		SELECT $1, id FROM webhook_endpoints WHERE merchant_id = $2 AND $3 = ANY(events)
		RETURNING id`, eventID, merchantID, typ)
	if err != nil {
		return err
	}
	ids, err := pgx.CollectRows(rows, pgx.RowTo[int64])
	if err != nil {
		return err
	}
	return insertDeliveryJobs(ctx, tx, ids)
}

// releaseHeld delivers the events held for the transactions hashes, now
// confirmed, oldest first: deliveries go out in the order they are queued
// (a payment's and its refund's may be confirmed together).
func releaseHeld(ctx context.Context, tx pgx.Tx, hashes [][]byte) error {
	rows, err := tx.Query(ctx, `WITH released AS (
			UPDATE webhook_events SET held_for = NULL WHERE held_for = ANY($1) RETURNING id, merchant_id, type, created_at)
		SELECT id, merchant_id, type FROM released ORDER BY created_at, id`, hashes)
	if err != nil {
		return err
	}
	type held struct {
		id, typ  string
		merchant uuid.UUID
	}
	var events []held
	var e held
	if _, err := pgx.ForEachRow(rows, []any{&e.id, &e.merchant, &e.typ}, func() error { events = append(events, e); return nil }); err != nil {
		return err
	}
	for _, e := range events {
		if err := queueDeliveries(ctx, tx, e.merchant, e.id, e.typ); err != nil {
			return err
		}
	}
	return nil
}

// lateHeld lists the confirmed transactions that events are still held for: events written while
// the reconciler confirmed their transaction (the one releases the events it sees, the other
// wrote an event it could not see yet), which it releases at its next step.
func lateHeld(ctx context.Context, tx pgx.Tx) ([][]byte, error) {
	rows, err := tx.Query(ctx, `SELECT DISTINCT e.held_for FROM webhook_events e JOIN relayer_txs t ON t.hash = e.held_for
		WHERE e.held_for IS NOT NULL AND t.confirmed`)
	if err != nil {
		return nil, err
	}
	return pgx.CollectRows(rows, pgx.RowTo[[]byte])
}

// dropHeld deletes, unsent, the events held for hash: a reorganisation
// undid what they announce.
func dropHeld(ctx context.Context, tx pgx.Tx, hash common.Hash) error {
	_, err := tx.Exec(ctx, `DELETE FROM webhook_events WHERE held_for = $1`, hash.Bytes())
	return err
}

// insertDeliveryJobs adds one River job per delivery id inside tx.
func insertDeliveryJobs(ctx context.Context, tx pgx.Tx, ids []int64) error {
	if len(ids) == 0 {
		return nil
	}
	params := make([]river.InsertManyParams, len(ids))
	for i, id := range ids {
		params[i] = river.InsertManyParams{Args: webhook.DeliverArgs{DeliveryID: id}}
	}
	_, err := webhookJobs.InsertManyTx(ctx, tx, params)
	return err
}

func webhookInvoice(ctx context.Context, tx pgx.Tx, id []byte) (uuid.UUID, webhookapi.Invoice, error) {
	var (
		merchantID                    uuid.UUID
		inv                           webhookapi.Invoice
		rawID, payout, gateway        []byte
		payer, settle, refund, claim  []byte
		amount                        int64
		token                         string
		amountIn, failure             *string
		paidAt, refundedAt, claimedAt *time.Time
		expiresAt                     *time.Time
	)
	err := tx.QueryRow(ctx, `SELECT id, merchant_id, amount, pay_in_token, payout_token, metadata, status, chain_id, gateway,
		created_at, payer, amount_in::text, paid_at, settle_tx_hash, refunded_at, refund_tx_hash, claimed_at, claim_tx_hash,
		CASE WHEN status = 'failed' THEN failure END, expires_at
		FROM invoices WHERE id = $1`, id).Scan(&rawID, &merchantID, &amount, &token, &payout, &inv.Metadata, &inv.Status,
		&inv.ChainID, &gateway, &inv.CreatedAt, &payer, &amountIn, &paidAt, &settle, &refundedAt, &refund, &claimedAt, &claim, &failure, &expiresAt)
	if err != nil {
		return merchantID, inv, err
	}
	inv.ID = "0x" + common.Bytes2Hex(rawID)
	inv.Amount = money.FormatUnits(amount, invoiceapi.AmountDecimals)
	inv.AmountUnits = money.FormatUnits(amount, 0)
	inv.Currency = "USD"
	inv.PayInToken = token
	inv.PayoutToken = common.BytesToAddress(payout).Hex()
	inv.Gateway = common.BytesToAddress(gateway).Hex()
	if inv.Metadata == nil {
		inv.Metadata = map[string]string{}
	}
	inv.CreatedAt = inv.CreatedAt.UTC()
	hexOf := func(b []byte) *string {
		if b == nil {
			return nil
		}
		s := common.BytesToHash(b).Hex()
		return &s
	}
	if payer != nil {
		s := common.BytesToAddress(payer).Hex()
		inv.Payer = &s
	}
	inv.AmountIn, inv.Failure = amountIn, failure
	inv.PaidAt, inv.RefundedAt, inv.ClaimedAt = utcPtr(paidAt), utcPtr(refundedAt), utcPtr(claimedAt)
	inv.ExpiresAt = utcPtr(expiresAt)
	inv.SettleTxHash, inv.RefundTxHash, inv.ClaimTxHash = hexOf(settle), hexOf(refund), hexOf(claim)
	return merchantID, inv, nil
}

func utcPtr(t *time.Time) *time.Time {
	if t == nil {
		return nil
	}
	u := t.UTC()
	return &u
}

// WebhookStore keeps webhook endpoints, events and deliveries.
type WebhookStore struct{ pool *pgxpool.Pool }

// NewWebhookStore returns a store on pool.
func NewWebhookStore(pool *pgxpool.Pool) *WebhookStore { return &WebhookStore{pool: pool} }

var _ webhook.Store = (*WebhookStore)(nil)

const endpointColumns = `id, merchant_id, url, events, created_at,
	CASE WHEN previous_secret_expires_at > now() THEN previous_secret_expires_at END`

func scanEndpoint(row pgx.Row) (webhook.Endpoint, error) {
	var (
		e      webhook.Endpoint
		events []string
	)
	err := row.Scan(&e.ID, &e.MerchantID, &e.URL, &events, &e.CreatedAt, &e.PreviousSecretExpiresAt)
	if errors.Is(err, pgx.ErrNoRows) {
		return e, webhook.ErrNotFound
	}
	for _, t := range events {
		e.Events = append(e.Events, webhookapi.EventType(t))
	}
	e.CreatedAt = e.CreatedAt.UTC()
	e.PreviousSecretExpiresAt = utcPtr(e.PreviousSecretExpiresAt)
	return e, err
}

func eventStrings(ts []webhookapi.EventType) []string {
	out := make([]string, len(ts))
	for i, t := range ts {
		out[i] = string(t)
	}
	return out
}

// CreateEndpoint inserts e with secret.
func (s *WebhookStore) CreateEndpoint(ctx context.Context, e webhook.Endpoint, secret string) error {
	_, err := s.pool.Exec(ctx, `INSERT INTO webhook_endpoints (id, merchant_id, url, events, secret, created_at, updated_at)
		VALUES ($1, $2, $3, $4, $5, $6, $6)`, e.ID, e.MerchantID, e.URL, eventStrings(e.Events), secret, e.CreatedAt)
	if err != nil {
		return fmt.Errorf("WebhookStore.CreateEndpoint: %w", err)
	}
	return nil
}

// Endpoints lists the merchant's endpoints, oldest first.
func (s *WebhookStore) Endpoints(ctx context.Context, merchantID uuid.UUID) ([]webhook.Endpoint, error) {
	rows, err := s.pool.Query(ctx, `SELECT `+endpointColumns+` FROM webhook_endpoints WHERE merchant_id = $1 ORDER BY created_at, id`, merchantID)
	if err != nil {
		return nil, fmt.Errorf("WebhookStore.Endpoints: %w", err)
	}
	defer rows.Close()
	out := []webhook.Endpoint{}
	for rows.Next() {
		e, err := scanEndpoint(rows)
		if err != nil {
			return nil, fmt.Errorf("WebhookStore.Endpoints: %w", err)
		}
		out = append(out, e)
	}
	return out, rows.Err()
}

// DeleteEndpoint deletes the merchant's endpoint id.
func (s *WebhookStore) DeleteEndpoint(ctx context.Context, merchantID, id uuid.UUID) error {
	tag, err := s.pool.Exec(ctx, `DELETE FROM webhook_endpoints WHERE merchant_id = $1 AND id = $2`, merchantID, id)
	if err != nil {
		return fmt.Errorf("WebhookStore.DeleteEndpoint: %w", err)
	}
	if tag.RowsAffected() == 0 {
		return webhook.ErrNotFound
	}
	return nil
}

// RotateSecret makes secret current and keeps the old one until
// previousExpires.
func (s *WebhookStore) RotateSecret(ctx context.Context, merchantID, id uuid.UUID, secret string, previousExpires time.Time) (webhook.Endpoint, error) {
	e, err := scanEndpoint(s.pool.QueryRow(ctx, `UPDATE webhook_endpoints
		SET previous_secret = secret, previous_secret_expires_at = $3, secret = $4, updated_at = now()
		WHERE merchant_id = $1 AND id = $2 RETURNING `+endpointColumns, merchantID, id, previousExpires, secret))
	if err != nil && !errors.Is(err, webhook.ErrNotFound) {
		err = fmt.Errorf("WebhookStore.RotateSecret: %w", err)
	}
	return e, err
}

// Deliveries lists the merchant's latest deliveries, newest first, with
// their attempts in order.
func (s *WebhookStore) Deliveries(ctx context.Context, merchantID uuid.UUID, limit int) ([]webhook.Delivery, error) {
	rows, err := s.pool.Query(ctx, `SELECT d.id, d.event_id, ev.type, d.endpoint_id, e.url, d.status, d.created_at, d.completed_at,
			coalesce((SELECT json_agg(json_build_object('at', a.attempted_at, 'statusCode', a.status_code,
				'latencyMs', a.latency_ms, 'error', coalesce(a.error, '')) ORDER BY a.attempted_at, a.id)
				FROM webhook_attempts a WHERE a.delivery_id = d.id), '[]')
		FROM webhook_deliveries d
		JOIN webhook_endpoints e ON e.id = d.endpoint_id
		JOIN webhook_events ev ON ev.id = d.event_id
		WHERE e.merchant_id = $1
		ORDER BY d.created_at DESC, d.id DESC LIMIT $2`, merchantID, limit)
	if err != nil {
		return nil, fmt.Errorf("WebhookStore.Deliveries: %w", err)
	}
	defer rows.Close()
	out := []webhook.Delivery{}
	for rows.Next() {
		var (
			d        webhook.Delivery
			typ      string
			attempts []byte
		)
		if err := rows.Scan(&d.ID, &d.EventID, &typ, &d.EndpointID, &d.URL, &d.Status, &d.CreatedAt, &d.CompletedAt, &attempts); err != nil {
			return nil, fmt.Errorf("WebhookStore.Deliveries: %w", err)
		}
		d.EventType = webhookapi.EventType(typ)
		if err := json.Unmarshal(attempts, &d.Attempts); err != nil {
			return nil, fmt.Errorf("WebhookStore.Deliveries: attempts: %w", err)
		}
		for i := range d.Attempts {
			d.Attempts[i].At = d.Attempts[i].At.UTC()
		}
		d.CreatedAt = d.CreatedAt.UTC()
		d.CompletedAt = utcPtr(d.CompletedAt)
		out = append(out, d)
	}
	return out, rows.Err()
}

// Resend queues the merchant's event eventID again to every endpoint that
// subscribes to its type.
func (s *WebhookStore) Resend(ctx context.Context, merchantID uuid.UUID, eventID string) (int, error) {
	tx, err := s.pool.Begin(ctx)
	if err != nil {
		return 0, err
	}
	defer tx.Rollback(ctx) //nolint:errcheck // a no-op after Commit
	var typ string
	err = tx.QueryRow(ctx, `SELECT type FROM webhook_events WHERE id = $1 AND merchant_id = $2 AND held_for IS NULL`, eventID, merchantID).Scan(&typ)
	if errors.Is(err, pgx.ErrNoRows) {
		return 0, webhook.ErrNotFound
	}
	if err != nil {
		return 0, fmt.Errorf("WebhookStore.Resend: %w", err)
	}
	var n int
	if err := tx.QueryRow(ctx, `SELECT count(*) FROM webhook_endpoints WHERE merchant_id = $1 AND $2 = ANY(events)`, merchantID, typ).Scan(&n); err != nil {
		return 0, fmt.Errorf("WebhookStore.Resend: %w", err)
	}
	if err := queueDeliveries(ctx, tx, merchantID, eventID, typ); err != nil {
		return 0, fmt.Errorf("WebhookStore.Resend: %w", err)
	}
	return n, tx.Commit(ctx)
}

// EmitMatured emits invoice.matured for up to limit paid invoices of chainID whose
// refund window (window after paid_at_unix) has closed by chainNow and
// that have no such event yet, in one transaction. It returns how many.
func (s *WebhookStore) EmitMatured(ctx context.Context, chainID int64, chainNow time.Time, window time.Duration, limit int) (int, error) {
	tx, err := s.pool.Begin(ctx)
	if err != nil {
		return 0, err
	}
	defer tx.Rollback(ctx) //nolint:errcheck // a no-op after Commit
	rows, err := tx.Query(ctx, `SELECT i.id FROM invoices i
		WHERE i.status = 'paid' AND i.paid_at_unix <= $1 AND i.chain_id = $3
		AND NOT EXISTS (SELECT 1 FROM webhook_events e WHERE e.invoice_id = i.id AND e.type = 'invoice.matured')
		ORDER BY i.paid_at_unix LIMIT $2 FOR UPDATE OF i SKIP LOCKED`, chainNow.Add(-window).Unix(), limit, chainID)
	if err != nil {
		return 0, fmt.Errorf("WebhookStore.EmitMatured: %w", err)
	}
	ids, err := pgx.CollectRows(rows, pgx.RowTo[[]byte])
	if err != nil {
		return 0, fmt.Errorf("WebhookStore.EmitMatured: %w", err)
	}
	if err := markMatured(ctx, tx, ids); err != nil {
		return 0, err
	}
	return len(ids), tx.Commit(ctx)
}

var _ webhook.DeliveryStore = (*WebhookStore)(nil)

package pgtest

import (
	"context"
	"encoding/json"
	"testing"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgxpool"

	"github.com/paystead/paystead/backend/invoice"
	"github.com/paystead/paystead/shared/webhookapi"
)

// WebhookEvents reads the outbox's events about invoice id, oldest first,
// as they will be delivered.
func WebhookEvents(tb testing.TB, pool *pgxpool.Pool, id invoice.ID) []webhookapi.Event {
	tb.Helper()
	return readEvents(tb, "pgtest.WebhookEvents("+id.String()+")", pool,
		`SELECT payload FROM webhook_events WHERE invoice_id = $1 ORDER BY created_at, id`, id[:])
}

// MerchantWebhookEvents reads the outbox's events of the merchant, about
// any invoice, oldest first.
func MerchantWebhookEvents(tb testing.TB, pool *pgxpool.Pool, merchantID uuid.UUID) []webhookapi.Event {
	tb.Helper()
	return readEvents(tb, "pgtest.MerchantWebhookEvents("+merchantID.String()+")", pool,
		`SELECT payload FROM webhook_events WHERE merchant_id = $1 ORDER BY created_at, id`, merchantID)
}

func readEvents(tb testing.TB, name string, pool *pgxpool.Pool, sql string, arg any) []webhookapi.Event {
	tb.Helper()
	rows, err := pool.Query(context.Background(), sql, arg)
	if err != nil {
		tb.Fatalf("%s: %v", name, err)
	}
	payloads, err := pgx.CollectRows(rows, pgx.RowTo[[]byte])
	if err != nil {
		tb.Fatalf("%s: %v", name, err)
	}
	events := make([]webhookapi.Event, len(payloads))
	for i, p := range payloads {
		if err := json.Unmarshal(p, &events[i]); err != nil {
			tb.Fatalf("%s: payload %d: %v", name, i, err)
		}
	}
	return events
}

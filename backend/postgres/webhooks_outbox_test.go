package postgres_test

import (
	"context"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"github.com/paystead/paystead/backend/invoice"
	"github.com/paystead/paystead/backend/postgres"
	"github.com/paystead/paystead/backend/postgres/pgtest"
	"github.com/paystead/paystead/shared/webhookapi"
)

// TestWebhookOutboxFollowsTheTransaction: an event is written with the
// change that causes it. A rolled-back change emits nothing; a committed
// one emits its event, with a delivery and a River job per endpoint, and
// the event carries the invoice as the change left it. The sweep emits
// invoice.matured once the refund window has closed, and only once. It
// runs on a database of its own: the sweep reads every merchant's paid
// invoices.
func TestWebhookOutboxFollowsTheTransaction(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	pool, err := postgres.Open(ctx, pgtest.EmptyDB(t))
	require.NoError(t, err)
	t.Cleanup(pool.Close)
	_, err = postgres.Migrate(ctx, pool)
	require.NoError(t, err)
	s := setupStoresOn(t, pool)
	s.endpoint(t, webhookapi.EventTypes...)
	id := s.newInvoice(t, invoice.Staging)

	count := func(typ webhookapi.EventType) (events, deliveries, jobs int) {
		t.Helper()
		for _, d := range s.deliveries(t, id) {
			if d.Type == typ {
				deliveries++
				jobs += d.Jobs
			}
		}
		return len(s.events(t, id, typ)), deliveries, jobs
	}
	e, d, j := count(webhookapi.InvoiceCreated)
	require.Equal(t, []int{1, 1, 0}, []int{e, d, j}, "creating the invoice emitted its event with a delivery, whose job the relay queues")
	n, err := s.webhooks.QueueDeliveryJobs(ctx, 100)
	require.NoError(t, err)
	require.Equal(t, 1, n)
	e, d, j = count(webhookapi.InvoiceCreated)
	require.Equal(t, []int{1, 1, 1}, []int{e, d, j}, "the relay queued the delivery's job")
	n, err = s.webhooks.QueueDeliveryJobs(ctx, 100)
	require.NoError(t, err)
	require.Zero(t, n, "once")

	change := func(commit bool) {
		tx, err := s.pool.Begin(ctx)
		require.NoError(t, err)
		defer tx.Rollback(ctx) //nolint:errcheck // a no-op after Commit
		_, err = tx.Exec(ctx, `UPDATE invoices SET status = 'paid', paid_at = now() WHERE id = $1`, id[:])
		require.NoError(t, err)
		require.NoError(t, postgres.EmitWebhook(ctx, tx, id[:], webhookapi.InvoicePaid, nil))
		if commit {
			require.NoError(t, tx.Commit(ctx))
		}
	}
	change(false)
	e, d, j = count(webhookapi.InvoicePaid)
	require.Equal(t, []int{0, 0, 0}, []int{e, d, j}, "a rolled-back change emits nothing")
	change(true)
	e, d, j = count(webhookapi.InvoicePaid)
	require.Equal(t, []int{1, 1, 1}, []int{e, d, j}, "a committed change emits its event")

	ev := s.events(t, id, webhookapi.InvoicePaid)[0]
	require.Equal(t, "paid", ev.Data.Invoice.Status, "the payload is the invoice as of the change")
	require.NotNil(t, ev.Data.Invoice.PaidAt)

	t.Run("MaturedOnceAfterTheRefundWindow", func(t *testing.T) {
		_, err := s.pool.Exec(ctx, `UPDATE invoices SET paid_at_unix = $2 WHERE id = $1`, id[:], time.Now().Add(-6*24*time.Hour).Unix())
		require.NoError(t, err)
		_, err = s.webhooks.EmitMatured(ctx, testChainID, time.Now(), 7*24*time.Hour, 500)
		require.NoError(t, err)
		e, _, _ := count(webhookapi.InvoiceMatured)
		require.Zero(t, e, "still inside the window")
		_, err = s.webhooks.EmitMatured(ctx, testChainID, time.Now().Add(2*24*time.Hour), 7*24*time.Hour, 500)
		require.NoError(t, err)
		_, err = s.webhooks.EmitMatured(ctx, testChainID, time.Now().Add(2*24*time.Hour), 7*24*time.Hour, 500)
		require.NoError(t, err)
		e, d, j := count(webhookapi.InvoiceMatured)
		require.Equal(t, []int{1, 1, 1}, []int{e, d, j}, "matured is emitted once")
	})
}

package postgres_test

import (
	"context"
	"encoding/json"
	"testing"
	"time"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"
	"github.com/stretchr/testify/require"

	"github.com/paystead/paystead/backend/invoice"
	"github.com/paystead/paystead/backend/postgres"
	"github.com/paystead/paystead/backend/postgres/pgtest"
	"github.com/paystead/paystead/backend/webhook"
	"github.com/paystead/paystead/shared/webhookapi"
)

// emit writes the event typ about id in a transaction of its own.
func (s stores) emit(t *testing.T, id invoice.ID, typ webhookapi.EventType, sub *webhookapi.Submission) {
	t.Helper()
	require.NoError(t, pgx.BeginFunc(context.Background(), s.pool, func(tx pgx.Tx) error {
		return postgres.EmitWebhook(context.Background(), tx, id[:], typ, sub)
	}))
}

func TestWebhookEndpoints(t *testing.T) {
	t.Parallel()
	ctx := context.Background()

	t.Run("ListsTheMerchantsOwnOldestFirst", func(t *testing.T) {
		t.Parallel()
		s, other := setupStores(t), setupStores(t)
		now := time.Now().UTC().Truncate(time.Microsecond)
		var want []webhook.Endpoint
		for _, at := range []time.Time{now.Add(-time.Hour), now, now.Add(time.Hour)} {
			e := webhook.Endpoint{ID: uuid.New(), MerchantID: s.merchant.ID, URL: "https://hooks.acme.example/" + at.Format("150405"),
				Events: []webhookapi.EventType{webhookapi.InvoicePaid, webhookapi.InvoiceRefunded}, CreatedAt: at}
			want = append(want, e)
		}
		for _, i := range []int{1, 2, 0} {
			require.NoError(t, s.webhooks.CreateEndpoint(ctx, want[i], webhook.NewSecret()))
		}
		other.endpoint(t, webhookapi.InvoicePaid)

		got, err := s.webhooks.Endpoints(ctx, s.merchant.ID)
		require.NoError(t, err)
		require.Equal(t, want, got)

		none, err := s.webhooks.Endpoints(ctx, uuid.New())
		require.NoError(t, err)
		require.NotNil(t, none)
		require.Empty(t, none)
	})

	t.Run("DeleteTakesItsDeliveries", func(t *testing.T) {
		t.Parallel()
		s, other := setupStores(t), setupStores(t)
		e := s.endpoint(t, webhookapi.InvoicePaid)
		id := s.newInvoice(t, invoice.Open)
		s.emit(t, id, webhookapi.InvoicePaid, nil)
		delivery := s.deliveries(t, id)[0].ID

		require.ErrorIs(t, other.webhooks.DeleteEndpoint(ctx, other.merchant.ID, e.ID), webhook.ErrNotFound, "not theirs")
		require.ErrorIs(t, s.webhooks.DeleteEndpoint(ctx, other.merchant.ID, e.ID), webhook.ErrNotFound)
		require.NoError(t, s.webhooks.DeleteEndpoint(ctx, s.merchant.ID, e.ID))
		require.ErrorIs(t, s.webhooks.DeleteEndpoint(ctx, s.merchant.ID, e.ID), webhook.ErrNotFound)

		left, err := s.webhooks.Endpoints(ctx, s.merchant.ID)
		require.NoError(t, err)
		require.Empty(t, left)
		_, err = s.webhooks.Outgoing(ctx, delivery)
		require.ErrorIs(t, err, webhook.ErrNotFound, "the worker drops a deleted endpoint's delivery")
		ds, err := s.webhooks.Deliveries(ctx, s.merchant.ID, 10)
		require.NoError(t, err)
		require.Empty(t, ds)
	})

	t.Run("RotationKeepsThePreviousSecretUntilItExpires", func(t *testing.T) {
		t.Parallel()
		s, other := setupStores(t), setupStores(t)
		e := webhook.Endpoint{ID: uuid.New(), MerchantID: s.merchant.ID, URL: "https://hooks.acme.example/rotate",
			Events: []webhookapi.EventType{webhookapi.InvoicePaid}, CreatedAt: time.Now().UTC()}
		first, second, third := webhook.NewSecret(), webhook.NewSecret(), webhook.NewSecret()
		require.NoError(t, s.webhooks.CreateEndpoint(ctx, e, first))
		id := s.newInvoice(t, invoice.Open)
		s.emit(t, id, webhookapi.InvoicePaid, nil)
		delivery := s.deliveries(t, id)[0].ID
		secrets := func() []string {
			o, err := s.webhooks.Outgoing(ctx, delivery)
			require.NoError(t, err)
			return o.Secrets
		}
		require.Equal(t, []string{first}, secrets())

		overlap := time.Now().Add(24 * time.Hour).UTC().Truncate(time.Microsecond)
		rotated, err := s.webhooks.RotateSecret(ctx, s.merchant.ID, e.ID, second, overlap)
		require.NoError(t, err)
		require.NotNil(t, rotated.PreviousSecretExpiresAt)
		require.True(t, overlap.Equal(*rotated.PreviousSecretExpiresAt))
		require.Equal(t, e.URL, rotated.URL)
		require.Equal(t, []string{second, first}, secrets(), "the current secret first")

		// Once the overlap is over only the current secret signs.
		rotated, err = s.webhooks.RotateSecret(ctx, s.merchant.ID, e.ID, third, time.Now().Add(-time.Second))
		require.NoError(t, err)
		require.Nil(t, rotated.PreviousSecretExpiresAt)
		require.Equal(t, []string{third}, secrets())
		listed, err := s.webhooks.Endpoints(ctx, s.merchant.ID)
		require.NoError(t, err)
		require.Nil(t, listed[0].PreviousSecretExpiresAt)

		_, err = s.webhooks.RotateSecret(ctx, other.merchant.ID, e.ID, webhook.NewSecret(), overlap)
		require.ErrorIs(t, err, webhook.ErrNotFound)
		_, err = s.webhooks.RotateSecret(ctx, s.merchant.ID, uuid.New(), webhook.NewSecret(), overlap)
		require.ErrorIs(t, err, webhook.ErrNotFound)
		require.Equal(t, []string{third}, secrets())
	})
}

func TestEmitWebhook(t *testing.T) {
	t.Parallel()
	ctx := context.Background()

	t.Run("WrittenOnlyWithTheCallersCommit", func(t *testing.T) {
		t.Parallel()
		s := setupStores(t)
		s.endpoint(t, webhookapi.InvoicePaid)
		id := s.newInvoice(t, invoice.Open)
		tx, err := s.pool.Begin(ctx)
		require.NoError(t, err)
		require.NoError(t, postgres.EmitWebhook(ctx, tx, id[:], webhookapi.InvoicePaid, nil))
		rows, err := tx.Query(ctx, `SELECT d.id FROM webhook_deliveries d JOIN webhook_events e ON e.id = d.event_id
			WHERE e.invoice_id = $1 AND e.type = 'invoice.paid'`, id[:])
		require.NoError(t, err)
		inTx, err := pgx.CollectRows(rows, pgx.RowTo[int64])
		require.NoError(t, err)
		require.Len(t, inTx, 1, "the delivery was written in the transaction")
		require.NoError(t, tx.Rollback(ctx))

		require.Empty(t, s.events(t, id, webhookapi.InvoicePaid))
		require.Empty(t, s.deliveries(t, id))
		var jobs int
		require.NoError(t, s.pool.QueryRow(ctx, `SELECT count(*) FROM river_job WHERE kind = 'webhook_deliver' AND (args->>'deliveryId')::bigint = $1`,
			inTx[0]).Scan(&jobs))
		require.Zero(t, jobs, "nor its job")
	})

	t.Run("DeliversToTheMerchantsSubscribedEndpoints", func(t *testing.T) {
		t.Parallel()
		s, other := setupStores(t), setupStores(t)
		all := s.endpoint(t, webhookapi.EventTypes...)
		failures := s.endpoint(t, webhookapi.SubmissionFailed)
		s.endpoint(t, webhookapi.InvoicePaid)
		other.endpoint(t, webhookapi.EventTypes...)
		id := s.newInvoice(t, invoice.Open)
		sub := &webhookapi.Submission{ID: randomHash(t).Hex(), Payer: newWallet(t).Hex(), Error: "the permit expired"}
		s.emit(t, id, webhookapi.SubmissionFailed, sub)

		evs := s.events(t, id, webhookapi.SubmissionFailed)
		require.Len(t, evs, 1)
		ev := evs[0]
		require.Regexp(t, `^evt_[0-9a-f]{32}$`, ev.ID)
		require.Equal(t, webhookapi.SubmissionFailed, ev.Type)
		require.Equal(t, sub, ev.Data.Submission)
		require.Equal(t, id.String(), ev.Data.Invoice.ID)
		require.Equal(t, "open", ev.Data.Invoice.Status)
		require.Equal(t, "25", ev.Data.Invoice.Amount)
		require.Equal(t, "USD", ev.Data.Invoice.Currency)
		require.Equal(t, map[string]string{"order": "A-1001"}, ev.Data.Invoice.Metadata)
		require.Nil(t, ev.Data.Invoice.Payer, "unpaid")
		require.WithinDuration(t, time.Now(), ev.CreatedAt, time.Minute)

		var endpoints []uuid.UUID
		for _, d := range s.deliveries(t, id) {
			if d.Type == webhookapi.SubmissionFailed {
				endpoints = append(endpoints, d.Endpoint)
				require.Equal(t, 1, d.Jobs)
			}
		}
		require.ElementsMatch(t, []uuid.UUID{all.ID, failures.ID}, endpoints)
	})

	t.Run("UnknownInvoiceFails", func(t *testing.T) {
		t.Parallel()
		s := setupStores(t)
		err := pgx.BeginFunc(ctx, s.pool, func(tx pgx.Tx) error {
			return postgres.EmitWebhook(ctx, tx, make([]byte, 32), webhookapi.InvoicePaid, nil)
		})
		require.ErrorContains(t, err, "emitWebhook(invoice.paid)")
	})
}

func TestWebhookDeliveries(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	code := func(c int) *int { return &c }

	t.Run("NewestFirstWithTheirAttempts", func(t *testing.T) {
		t.Parallel()
		s, other := setupStores(t), setupStores(t)
		e := s.endpoint(t, webhookapi.InvoicePaid, webhookapi.InvoiceRefunded)
		id := s.newInvoice(t, invoice.Open)
		s.emit(t, id, webhookapi.InvoicePaid, nil)
		s.emit(t, id, webhookapi.InvoiceRefunded, nil)
		other.endpoint(t, webhookapi.InvoicePaid)
		other.emit(t, other.newInvoice(t, invoice.Open), webhookapi.InvoicePaid, nil)
		stored := s.deliveries(t, id)
		require.Len(t, stored, 2)

		at := time.Date(2030, 6, 1, 12, 0, 0, 0, time.UTC)
		attempts := []webhook.Attempt{
			{At: at, StatusCode: code(503), LatencyMs: 120, Error: "HTTP 503"},
			{At: at.Add(time.Minute), LatencyMs: 10_000, Error: "timeout"},
			{At: at.Add(3 * time.Minute), StatusCode: code(200), LatencyMs: 85},
		}
		require.NoError(t, s.webhooks.RecordAttempt(ctx, stored[0].ID, attempts[0], webhook.StatusPending))
		require.NoError(t, s.webhooks.RecordAttempt(ctx, stored[0].ID, attempts[1], webhook.StatusPending))
		require.NoError(t, s.webhooks.RecordAttempt(ctx, stored[0].ID, attempts[2], webhook.StatusDelivered))

		ds, err := s.webhooks.Deliveries(ctx, s.merchant.ID, 10)
		require.NoError(t, err)
		require.Len(t, ds, 2, "the merchant's own")
		refunded, paid := ds[0], ds[1]
		require.Equal(t, stored[1].ID, refunded.ID)
		require.Equal(t, webhookapi.InvoiceRefunded, refunded.EventType)
		require.Equal(t, webhook.StatusPending, refunded.Status)
		require.Nil(t, refunded.CompletedAt)
		require.NotNil(t, refunded.Attempts)
		require.Empty(t, refunded.Attempts)

		require.Equal(t, stored[0].ID, paid.ID)
		require.Equal(t, s.events(t, id, webhookapi.InvoicePaid)[0].ID, paid.EventID)
		require.Equal(t, e.ID, paid.EndpointID)
		require.Equal(t, e.URL, paid.URL)
		require.Equal(t, webhook.StatusDelivered, paid.Status)
		require.NotNil(t, paid.CompletedAt)
		require.True(t, attempts[2].At.Equal(*paid.CompletedAt), "completed by its last attempt")
		require.Equal(t, attempts, paid.Attempts)

		ds, err = s.webhooks.Deliveries(ctx, s.merchant.ID, 1)
		require.NoError(t, err)
		require.Len(t, ds, 1)
		require.Equal(t, stored[1].ID, ds[0].ID)
	})

	t.Run("ACompletedDeliveryStaysCompleted", func(t *testing.T) {
		t.Parallel()
		s := setupStores(t)
		s.endpoint(t, webhookapi.InvoicePaid)
		id := s.newInvoice(t, invoice.Open)
		s.emit(t, id, webhookapi.InvoicePaid, nil)
		d := s.deliveries(t, id)[0].ID
		at := time.Now().UTC().Truncate(time.Microsecond)
		require.NoError(t, s.webhooks.RecordAttempt(ctx, d, webhook.Attempt{At: at, LatencyMs: 1, Error: "gave up"}, webhook.StatusFailed))
		require.NoError(t, s.webhooks.RecordAttempt(ctx, d, webhook.Attempt{At: at.Add(time.Hour), StatusCode: code(200), LatencyMs: 1}, webhook.StatusDelivered))

		ds, err := s.webhooks.Deliveries(ctx, s.merchant.ID, 10)
		require.NoError(t, err)
		require.Equal(t, webhook.StatusFailed, ds[0].Status)
		require.True(t, at.Equal(*ds[0].CompletedAt))
		require.Len(t, ds[0].Attempts, 2, "every attempt is logged")
		o, err := s.webhooks.Outgoing(ctx, d)
		require.NoError(t, err)
		require.Equal(t, webhook.StatusFailed, o.Status, "the worker sees it is done")
	})

	t.Run("AttemptOfAnUnknownDeliveryFails", func(t *testing.T) {
		t.Parallel()
		s := setupStores(t)
		require.Error(t, s.webhooks.RecordAttempt(ctx, -1, webhook.Attempt{At: time.Now()}, webhook.StatusPending))
	})
}

func TestWebhookOutgoing(t *testing.T) {
	t.Parallel()
	ctx := context.Background()

	t.Run("CarriesTheEventAsStored", func(t *testing.T) {
		t.Parallel()
		s := setupStores(t)
		e := s.endpoint(t, webhookapi.InvoicePaid)
		id, _ := s.paidInvoice(t, time.Now())
		ev := s.events(t, id, webhookapi.InvoicePaid)[0]
		d := s.deliveries(t, id)
		require.Len(t, d, 1)

		o, err := s.webhooks.Outgoing(ctx, d[0].ID)
		require.NoError(t, err)
		require.Equal(t, d[0].ID, o.DeliveryID)
		require.Equal(t, ev.ID, o.EventID)
		require.Equal(t, string(webhookapi.InvoicePaid), o.EventType)
		require.Equal(t, webhook.StatusPending, o.Status)
		require.Equal(t, e.URL, o.URL)
		require.Len(t, o.Secrets, 1)
		var body webhookapi.Event
		require.NoError(t, json.Unmarshal(o.Body, &body))
		require.Equal(t, ev, body)
	})

	// An invoice's deliveries to an endpoint are first attempted in the
	// order they were queued: a later one is behind an earlier one until
	// that has had an attempt (whatever its outcome), or has waited longer
	// than OrderWait (its job lost).
	t.Run("BehindAnEarlierUnattemptedDeliveryOfTheInvoice", func(t *testing.T) {
		t.Parallel()
		s := setupStores(t)
		e := s.endpoint(t, webhookapi.InvoiceMatured, webhookapi.InvoiceClaimed)
		other := s.endpoint(t, webhookapi.InvoiceClaimed)
		id, _ := s.paidInvoice(t, time.Now().Add(-8*24*time.Hour))
		require.NoError(t, s.escrows.RecordClaim(ctx, noSend, []invoice.ID{id}, randomHash(t), time.Now()))
		d := s.deliveries(t, id)
		require.Len(t, d, 3)
		var matured, claimed, otherClaimed outboxDelivery
		for _, x := range d {
			switch {
			case x.Endpoint == other.ID:
				otherClaimed = x
			case x.Type == webhookapi.InvoiceMatured:
				matured = x
			default:
				claimed = x
			}
		}
		require.Equal(t, e.ID, claimed.Endpoint)
		behind := func(id int64) bool {
			o, err := s.webhooks.Outgoing(ctx, id)
			require.NoError(t, err)
			return o.Behind
		}
		require.False(t, behind(matured.ID))
		require.True(t, behind(claimed.ID), "behind matured, to the same endpoint")
		require.False(t, behind(otherClaimed.ID), "the other endpoint has nothing before it")

		_, err := s.pool.Exec(ctx, `UPDATE webhook_deliveries SET created_at = now() - $2::interval - interval '1 second' WHERE id = $1`,
			matured.ID, postgres.OrderWait)
		require.NoError(t, err)
		require.False(t, behind(claimed.ID), "it waits for an unattempted one no longer than OrderWait")
		_, err = s.pool.Exec(ctx, `UPDATE webhook_deliveries SET created_at = now() WHERE id = $1`, matured.ID)
		require.NoError(t, err)
		require.True(t, behind(claimed.ID))

		code := 503
		require.NoError(t, s.webhooks.RecordAttempt(ctx, matured.ID, webhook.Attempt{At: time.Now(), StatusCode: &code, Error: "503"}, webhook.StatusPending))
		require.False(t, behind(claimed.ID), "an attempt, even a failed one, lets it go")
	})

	t.Run("UnknownDeliveryIsErrNotFound", func(t *testing.T) {
		t.Parallel()
		s := setupStores(t)
		_, err := s.webhooks.Outgoing(ctx, -1)
		require.ErrorIs(t, err, webhook.ErrNotFound)
	})
}

func TestWebhookResend(t *testing.T) {
	t.Parallel()
	ctx := context.Background()

	t.Run("QueuesTheEventToEveryEndpointSubscribedNow", func(t *testing.T) {
		t.Parallel()
		s := setupStores(t)
		s.endpoint(t, webhookapi.InvoicePaid)
		id := s.newInvoice(t, invoice.Open)
		s.emit(t, id, webhookapi.InvoicePaid, nil)
		eventID := s.events(t, id, webhookapi.InvoicePaid)[0].ID
		s.endpoint(t, webhookapi.InvoicePaid)
		s.endpoint(t, webhookapi.InvoiceClaimed)

		n, err := s.webhooks.Resend(ctx, s.merchant.ID, eventID)
		require.NoError(t, err)
		require.Equal(t, 2, n)
		ds := s.deliveries(t, id)
		require.Len(t, ds, 3, "the first delivery and two new ones")
		for _, d := range ds {
			require.Equal(t, webhookapi.InvoicePaid, d.Type)
			require.Equal(t, 1, d.Jobs)
		}
		require.Len(t, s.events(t, id, webhookapi.InvoicePaid), 1, "the same event, not a new one")
	})

	t.Run("OnlyTheMerchantsOwnEvents", func(t *testing.T) {
		t.Parallel()
		s, other := setupStores(t), setupStores(t)
		id := s.newInvoice(t, invoice.Open)
		eventID := s.events(t, id, webhookapi.InvoiceCreated)[0].ID
		_, err := other.webhooks.Resend(ctx, other.merchant.ID, eventID)
		require.ErrorIs(t, err, webhook.ErrNotFound)
		_, err = s.webhooks.Resend(ctx, s.merchant.ID, "evt_unknown")
		require.ErrorIs(t, err, webhook.ErrNotFound)

		n, err := s.webhooks.Resend(ctx, s.merchant.ID, eventID)
		require.NoError(t, err)
		require.Zero(t, n, "no endpoint subscribes")
	})
}

// TestEmitMatured runs on a database of its own: the sweep reads every
// merchant's paid invoices.
func TestEmitMatured(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	pool, err := postgres.Open(ctx, pgtest.EmptyDB(t))
	require.NoError(t, err)
	t.Cleanup(pool.Close)
	_, err = postgres.Migrate(ctx, pool)
	require.NoError(t, err)
	s := setupStoresOn(t, pool)
	s.endpoint(t, webhookapi.InvoiceMatured)

	const window = 7 * 24 * time.Hour
	chainNow := time.Date(2031, 9, 10, 12, 0, 0, 0, time.UTC)
	oldest, _ := s.paidInvoice(t, chainNow.Add(-10*24*time.Hour))
	old, _ := s.paidInvoice(t, chainNow.Add(-window))
	recent, _ := s.paidInvoice(t, chainNow.Add(-window+time.Second))
	claimed, _ := s.paidInvoice(t, chainNow.Add(-20*24*time.Hour))
	require.NoError(t, s.escrows.RecordClaim(ctx, noSend, []invoice.ID{claimed}, randomHash(t), time.Now()))
	refunded, _ := s.paidInvoice(t, chainNow.Add(-20*24*time.Hour))
	require.NoError(t, s.escrows.RecordRefund(ctx, noSend, fullRefund(refunded, randomHash(t)), time.Now()))
	s.newInvoice(t, invoice.Open)

	matured := func(id invoice.ID) int { return len(s.events(t, id, webhookapi.InvoiceMatured)) }

	n, err := s.webhooks.EmitMatured(ctx, 31337, chainNow, window, 10)
	require.NoError(t, err)
	require.Zero(t, n, "another chain's clock matures only that chain's invoices")

	n, err = s.webhooks.EmitMatured(ctx, testChainID, chainNow, window, 1)
	require.NoError(t, err)
	require.Equal(t, 1, n)
	require.Equal(t, 1, matured(oldest), "the longest paid first")
	require.Zero(t, matured(old))

	n, err = s.webhooks.EmitMatured(ctx, testChainID, chainNow, window, 10)
	require.NoError(t, err)
	require.Equal(t, 1, n, "the window closes at its last second")
	require.Equal(t, 1, matured(old))

	n, err = s.webhooks.EmitMatured(ctx, testChainID, chainNow, window, 10)
	require.NoError(t, err)
	require.Zero(t, n, "each invoice matures once")
	for _, id := range []invoice.ID{recent, refunded} {
		require.Zero(t, matured(id))
	}
	require.Equal(t, 1, matured(claimed), "its claim emitted it, before the sweep came")

	// A claim of an invoice the sweep matured adds only invoice.claimed.
	require.NoError(t, s.escrows.RecordClaim(ctx, noSend, []invoice.ID{oldest}, randomHash(t), chainNow))
	require.Equal(t, 1, matured(oldest))
	require.Len(t, s.events(t, oldest, webhookapi.InvoiceClaimed), 1)

	n, err = s.webhooks.EmitMatured(ctx, testChainID, chainNow.Add(time.Second), window, 10)
	require.NoError(t, err)
	require.Equal(t, 1, n)
	require.Equal(t, 1, matured(recent))
	ev := s.events(t, recent, webhookapi.InvoiceMatured)[0]
	require.Equal(t, "paid", ev.Data.Invoice.Status)
	ds := s.deliveries(t, recent)
	require.Len(t, ds, 1)
	require.Equal(t, webhookapi.InvoiceMatured, ds[0].Type)
	require.Equal(t, 1, ds[0].Jobs)
}

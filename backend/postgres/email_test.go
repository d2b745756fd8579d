package postgres_test

import (
	"context"
	"sync"
	"testing"
	"time"

	"github.com/google/uuid"
	"github.com/stretchr/testify/require"

	"github.com/paystead/paystead/backend/invoice"
	"github.com/paystead/paystead/backend/mail"
	"github.com/paystead/paystead/backend/postgres"
)

// releasePaid releases invoice id's held events, as the confirmation of
// the payment's transaction does.
func releasePaid(t *testing.T, s stores, id invoice.ID) {
	t.Helper()
	_, err := s.pool.Exec(context.Background(), `UPDATE webhook_events SET held_for = NULL WHERE invoice_id = $1`, id[:])
	require.NoError(t, err)
}

func dueReceipt(t *testing.T, store *postgres.EmailStore, id invoice.ID) *mail.ReceiptDue {
	t.Helper()
	due, err := store.ReceiptsDue(context.Background(), 1000)
	require.NoError(t, err)
	for _, d := range due {
		if d.InvoiceID == id.String() {
			return &d
		}
	}
	return nil
}

// The receipt a customer asks for (#36 item 8): kept on the invoice,
// due once the payment is confirmed, queued once per address; the public
// page cannot use an invoice to send without end.
func TestReceiptEmailStore(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	s := setupStores(t)
	store := postgres.NewEmailStore(s.pool)
	now := time.Now().UTC()

	t.Run("DueOncePaidAndConfirmed", func(t *testing.T) {
		t.Parallel()
		id := s.newInvoice(t, invoice.Open)
		require.NoError(t, setReceipt(ctx, store, id, "ana@example.com", now))
		require.Nil(t, dueReceipt(t, store, id), "unpaid: nothing to send yet")

		s.pay(t, id, time.Now())
		releasePaid(t, s, id)
		d := dueReceipt(t, store, id)
		require.NotNil(t, d, "paid and confirmed")
		require.Equal(t, "ana@example.com", d.Email)
		require.Equal(t, s.merchant.ID, d.MerchantID)

		o := mail.Outgoing{Key: "receipt:" + id.String() + ":a", Kind: mail.Receipt, MerchantID: s.merchant.ID,
			Message: mail.Message{To: "ana@example.com", Subject: "Receipt", Text: "body"}}
		require.NoError(t, store.QueueReceipt(ctx, o, id.String(), "ana@example.com"))
		require.Nil(t, dueReceipt(t, store, id), "queued")
		require.NoError(t, store.QueueReceipt(ctx, o, id.String(), "ana@example.com"), "a second queueing is nothing")
		var n int
		require.NoError(t, s.pool.QueryRow(ctx, `SELECT count(*) FROM email_outbox WHERE dedupe_key = $1`, o.Key).Scan(&n))
		require.Equal(t, 1, n)

		// Another address: due again, for it.
		require.NoError(t, setReceipt(ctx, store, id, "ana@work.example", now))
		require.Equal(t, "ana@work.example", dueReceipt(t, store, id).Email)
		// The address the relay read changed before it queued: not marked.
		require.NoError(t, store.QueueReceipt(ctx, mail.Outgoing{Key: "stale", Kind: mail.Receipt, Message: mail.Message{To: "ana@example.com", Subject: "s", Text: "t"}},
			id.String(), "ana@example.com"))
		require.NotNil(t, dueReceipt(t, store, id))
	})

	t.Run("RefusedWhereNothingWillBePaidOrTooOften", func(t *testing.T) {
		t.Parallel()
		failed := s.newInvoice(t, invoice.Failed)
		require.ErrorIs(t, setReceipt(ctx, store, failed, "ana@example.com", now), mail.ErrReceiptClosed)
		unknown, err := invoice.NewID()
		require.NoError(t, err)
		require.ErrorIs(t, setReceipt(ctx, store, unknown, "ana@example.com", now), mail.ErrReceiptClosed)
		expired := s.newInvoice(t, invoice.Open)
		_, err = s.pool.Exec(ctx, `UPDATE invoices SET expires_at = $2 WHERE id = $1`, expired[:], now.Add(-time.Minute))
		require.NoError(t, err)
		require.ErrorIs(t, setReceipt(ctx, store, expired, "ana@example.com", now), mail.ErrReceiptClosed, "past its expiry")
		swept := s.newInvoice(t, invoice.Open)
		_, err = s.pool.Exec(ctx, `UPDATE invoices SET status = 'expired' WHERE id = $1`, swept[:])
		require.NoError(t, err)
		require.ErrorIs(t, setReceipt(ctx, store, swept, "ana@example.com", now), mail.ErrReceiptClosed, "expired by the sweep")

		open := s.newInvoice(t, invoice.Open)

		for i, addr := range []string{"a@example.com", "b@example.com", "c@example.com"} {
			require.NoError(t, setReceipt(ctx, store, open, addr, now), "change %d", i+1)
		}
		require.NoError(t, setReceipt(ctx, store, open, "c@example.com", now), "the same address again is nothing")
		require.ErrorIs(t, setReceipt(ctx, store, open, "d@example.com", now), mail.ErrReceiptClosed, "a fourth address")
	})
}

// The outbox: one email per key, each claimed by one relay at a time
// (several processes run one), leased, sent or given up.
func TestEmailOutbox(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	s := setupStores(t)
	store := postgres.NewEmailStore(s.pool)
	key := "test:" + uuid.NewString()
	o := mail.Outgoing{Key: key, Kind: mail.WebhookFailing, MerchantID: s.merchant.ID,
		Message: mail.Message{To: "owner@acme.example", Subject: "Webhook endpoint failing", Text: "body", ReplyTo: "x@acme.example"}}
	require.NoError(t, store.Queue(ctx, o))
	require.NoError(t, store.Queue(ctx, o))
	var id int64
	require.NoError(t, s.pool.QueryRow(ctx, `SELECT id FROM email_outbox WHERE dedupe_key = $1`, key).Scan(&id))

	// Far in the future, so that only this test's email is due (the
	// package's other tests share the table).
	at := time.Now().UTC().Add(1000 * time.Hour)
	var (
		wg      sync.WaitGroup
		claimed [6][]mail.Queued
		errs    [6]error
	)
	for i := range claimed {
		wg.Go(func() { claimed[i], errs[i] = store.Claim(ctx, at, 2*time.Minute, 1000) })
	}
	wg.Wait()
	got := 0
	for i := range claimed {
		require.NoError(t, errs[i])
		for _, q := range claimed[i] {
			if q.ID == id {
				got++
				require.Equal(t, 1, q.Attempts)
				require.Equal(t, o.Message, q.Message)
			}
		}
	}
	require.Equal(t, 1, got, "one relay claims it")

	mine := func(at time.Time) []mail.Queued {
		t.Helper()
		q, err := store.Claim(ctx, at, 2*time.Minute, 1000)
		require.NoError(t, err)
		var out []mail.Queued
		for _, e := range q {
			if e.ID == id {
				out = append(out, e)
			}
		}
		return out
	}
	require.Empty(t, mine(at.Add(time.Minute)), "leased")
	retry := at.Add(10 * time.Minute)
	require.NoError(t, store.Failed(ctx, id, "421 try later", &retry))
	require.Empty(t, mine(at.Add(9*time.Minute)))
	again := mine(retry)
	require.Len(t, again, 1)
	require.Equal(t, 2, again[0].Attempts)
	require.NoError(t, store.Sent(ctx, id, retry))
	require.Empty(t, mine(retry.Add(time.Hour)), "sent")

	listed, err := store.Outbox(ctx, s.merchant.ID, 10)
	require.NoError(t, err)
	require.Len(t, listed, 1)
	require.NotNil(t, listed[0].SentAt)
	require.Equal(t, 2, listed[0].Attempts)
	require.Empty(t, listed[0].LastError)

	gone := mail.Outgoing{Key: key + ":gone", Kind: mail.WebhookFailing, MerchantID: s.merchant.ID, Message: mail.Message{To: "gone@acme.example", Subject: "s", Text: "t"}}
	require.NoError(t, store.Queue(ctx, gone))
	var goneID int64
	require.NoError(t, s.pool.QueryRow(ctx, `SELECT id FROM email_outbox WHERE dedupe_key = $1`, gone.Key).Scan(&goneID))
	require.NoError(t, store.Failed(ctx, goneID, "550 no such mailbox", nil))
	q, err := store.Claim(ctx, at.Add(2000*time.Hour), time.Minute, 1000)
	require.NoError(t, err)
	for _, e := range q {
		require.NotEqual(t, goneID, e.ID, "given up")
	}
}

// Alerts' sources: review tickets the merchant was not told of, and
// endpoints failing, only for merchants with an alert address.
func TestAlertSources(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	s := setupStores(t)
	store := postgres.NewEmailStore(s.pool)

	addr, err := store.AlertEmail(ctx, s.merchant.ID)
	require.NoError(t, err)
	require.Empty(t, addr)
	require.NoError(t, store.SetAlertEmail(ctx, s.merchant.ID, "owner@acme.example"))
	addr, err = store.AlertEmail(ctx, s.merchant.ID)
	require.NoError(t, err)
	require.Equal(t, "owner@acme.example", addr)

	// A review ticket.
	inv := s.newInvoice(t, invoice.Open)
	ticket := uuid.New()
	wallet := newWallet(t)
	_, err = s.pool.Exec(ctx, `INSERT INTO compliance_tickets (id, merchant_id, invoice_id, wallet, status, created_at) VALUES ($1, $2, $3, $4, 'pending', now())`,
		ticket, s.merchant.ID, inv[:], wallet.Bytes())
	require.NoError(t, err)
	find := func() *mail.ReviewDue {
		due, err := store.ReviewsDue(ctx, 1000)
		require.NoError(t, err)
		for _, d := range due {
			if d.TicketID == ticket {
				return &d
			}
		}
		return nil
	}
	d := find()
	require.NotNil(t, d)
	require.Equal(t, "owner@acme.example", d.AlertEmail)
	require.Equal(t, wallet.Hex(), d.Wallet)
	require.Equal(t, inv.String(), d.InvoiceID)
	require.Equal(t, "Acme Coffee", d.MerchantName)
	require.NoError(t, store.QueueReview(ctx, &mail.Outgoing{Key: "review:" + ticket.String(), Kind: mail.ReviewTicket, MerchantID: s.merchant.ID,
		Message: mail.Message{To: d.AlertEmail, Subject: "s", Text: "t"}}, ticket))
	require.Nil(t, find(), "told")

	// An endpoint failing: three failed attempts in the window.
	endpoint := uuid.New()
	_, err = s.pool.Exec(ctx, `INSERT INTO webhook_endpoints (id, merchant_id, url, events, secret) VALUES ($1, $2, 'https://acme.example/hooks', '{}', 'whsec')`,
		endpoint, s.merchant.ID)
	require.NoError(t, err)
	event := "evt_" + uuid.NewString()
	_, err = s.pool.Exec(ctx, `INSERT INTO webhook_events (id, merchant_id, type, payload) VALUES ($1, $2, 'invoice.created', '{}')`, event, s.merchant.ID)
	require.NoError(t, err)
	var delivery int64
	require.NoError(t, s.pool.QueryRow(ctx, `INSERT INTO webhook_deliveries (event_id, endpoint_id) VALUES ($1, $2) RETURNING id`, event, endpoint).Scan(&delivery))
	now := time.Now().UTC()
	for i, a := range []struct {
		code *int
		err  *string
	}{{nil, ptr("connection refused")}, {ptr(500), nil}, {ptr(200), nil}, {ptr(503), nil}} {
		_, err = s.pool.Exec(ctx, `INSERT INTO webhook_attempts (delivery_id, attempted_at, status_code, latency_ms, error) VALUES ($1, $2, $3, 5, $4)`,
			delivery, now.Add(time.Duration(i-10)*time.Minute), a.code, a.err)
		require.NoError(t, err)
	}
	day := now.Format("2006-01-02")
	failing := func(min int) *mail.FailingEndpoint {
		got, err := store.FailingEndpoints(ctx, now.Add(-time.Hour), min, day, 1000)
		require.NoError(t, err)
		for _, f := range got {
			if f.EndpointID == endpoint {
				return &f
			}
		}
		return nil
	}
	f := failing(3)
	require.NotNil(t, f)
	require.Equal(t, 3, f.Failures, "the 200 is not a failure")
	require.Equal(t, "HTTP 503", f.LastError)
	require.Equal(t, "https://acme.example/hooks", f.URL)
	require.Nil(t, failing(4))
	require.NoError(t, store.Queue(ctx, mail.Outgoing{Key: mail.FailingKey(endpoint, day), Kind: mail.WebhookFailing, MerchantID: s.merchant.ID,
		Message: mail.Message{To: "owner@acme.example", Subject: "s", Text: "t"}}))
	require.Nil(t, failing(3), "told today")

	require.NoError(t, store.SetAlertEmail(ctx, s.merchant.ID, ""))
	other, err := store.FailingEndpoints(ctx, now.Add(-time.Hour), 3, "2000-01-01", 1000)
	require.NoError(t, err)
	for _, f := range other {
		require.NotEqual(t, endpoint, f.EndpointID, "no alert address: no alert")
	}
}

func ptr[T any](v T) *T { return &v }

// setReceipt is SetReceiptEmail's error alone.
func setReceipt(ctx context.Context, store *postgres.EmailStore, id invoice.ID, email string, now time.Time) error {
	_, err := store.SetReceiptEmail(ctx, id, email, now)
	return err
}

package mail_test

import (
	"context"
	"errors"
	"io"
	"log/slog"
	"sort"
	"sync"
	"testing"
	"time"

	"github.com/google/uuid"
	"github.com/stretchr/testify/require"

	"github.com/paystead/paystead/backend/mail"
	"github.com/paystead/paystead/shared/invoiceapi"
)

// outbox is an in-memory mail.Store.
type outbox struct {
	mu       sync.Mutex
	receipts []mail.ReceiptDue
	reviews  []mail.ReviewDue
	failing  []mail.FailingEndpoint
	emails   []*queued
	told     map[uuid.UUID]bool
}

type queued struct {
	mail.Outgoing
	id        int64
	attempts  int
	due       time.Time
	sentAt    *time.Time
	givenUp   bool
	lastError string
}

func (o *outbox) has(key string) bool {
	for _, e := range o.emails {
		if e.Key == key {
			return true
		}
	}
	return false
}

func (o *outbox) add(out mail.Outgoing) {
	if !o.has(out.Key) {
		o.emails = append(o.emails, &queued{Outgoing: out, id: int64(len(o.emails) + 1)})
	}
}

func (o *outbox) ReceiptsDue(context.Context, int) ([]mail.ReceiptDue, error) {
	o.mu.Lock()
	defer o.mu.Unlock()
	return append([]mail.ReceiptDue(nil), o.receipts...), nil
}

func (o *outbox) QueueReceipt(_ context.Context, out mail.Outgoing, invoiceID, email string) error {
	o.mu.Lock()
	defer o.mu.Unlock()
	o.add(out)
	for i, r := range o.receipts {
		if r.InvoiceID == invoiceID && r.Email == email {
			o.receipts = append(o.receipts[:i], o.receipts[i+1:]...)
			break
		}
	}
	return nil
}

func (o *outbox) ReviewsDue(context.Context, int) ([]mail.ReviewDue, error) {
	o.mu.Lock()
	defer o.mu.Unlock()
	var due []mail.ReviewDue
	for _, r := range o.reviews {
		if !o.told[r.TicketID] {
			due = append(due, r)
		}
	}
	return due, nil
}

func (o *outbox) QueueReview(_ context.Context, out *mail.Outgoing, ticket uuid.UUID) error {
	o.mu.Lock()
	defer o.mu.Unlock()
	if out != nil {
		o.add(*out)
	}
	o.told[ticket] = true
	return nil
}

func (o *outbox) FailingEndpoints(_ context.Context, _ time.Time, _ int, day string, _ int) ([]mail.FailingEndpoint, error) {
	o.mu.Lock()
	defer o.mu.Unlock()
	var due []mail.FailingEndpoint
	for _, f := range o.failing {
		if !o.has(mail.FailingKey(f.EndpointID, day)) {
			due = append(due, f)
		}
	}
	return due, nil
}

func (o *outbox) Queue(_ context.Context, out mail.Outgoing) error {
	o.mu.Lock()
	defer o.mu.Unlock()
	o.add(out)
	return nil
}

func (o *outbox) Claim(_ context.Context, now time.Time, lease time.Duration, limit int) ([]mail.Queued, error) {
	o.mu.Lock()
	defer o.mu.Unlock()
	var out []mail.Queued
	for _, e := range o.emails {
		if e.sentAt == nil && !e.givenUp && !e.due.After(now) && len(out) < limit {
			e.attempts++
			e.due = now.Add(lease)
			out = append(out, mail.Queued{ID: e.id, Attempts: e.attempts, Message: e.Message})
		}
	}
	return out, nil
}

func (o *outbox) Sent(_ context.Context, id int64, at time.Time) error {
	o.mu.Lock()
	defer o.mu.Unlock()
	o.emails[id-1].sentAt = &at
	return nil
}

func (o *outbox) Failed(_ context.Context, id int64, reason string, retryAt *time.Time) error {
	o.mu.Lock()
	defer o.mu.Unlock()
	e := o.emails[id-1]
	e.lastError = reason
	if retryAt == nil {
		e.givenUp = true
	} else {
		e.due = *retryAt
	}
	return nil
}

// postbox is a mail.Sender that keeps what it is given, or fails with err.
type postbox struct {
	sent []mail.Message
	err  error
}

func (p *postbox) Send(_ context.Context, m mail.Message) error {
	if p.err != nil {
		return p.err
	}
	p.sent = append(p.sent, m)
	return nil
}

type clock struct{ now time.Time }

func (c *clock) Now() time.Time { return c.now }

func newRelay(store *outbox, send *postbox, c *clock, views map[string]*invoiceapi.View) *mail.Relay {
	return &mail.Relay{
		Store: store, Sender: send, BaseURL: "https://pay.example.com", Now: c.Now,
		Log: slog.New(slog.NewTextHandler(io.Discard, nil)),
		Invoice: func(_ context.Context, id string) (*invoiceapi.View, error) {
			if v, ok := views[id]; ok {
				return v, nil
			}
			return nil, errors.New("no such invoice")
		},
	}
}

func ptr[T any](v T) *T { return &v }

func TestRelaySendsEachReceiptOnce(t *testing.T) {
	paidAt := time.Date(2026, 11, 29, 14, 5, 0, 0, time.UTC)
	v := &invoiceapi.View{InvoiceID: "0xabc", URL: "https://pay.example.com/i/0xabc", Status: "paid", Amount: "25.000000", Currency: "USD", PayInToken: "EURC", AmountIn: ptr("23.150000"),
		Merchant: invoiceapi.MerchantPublic{DisplayName: "Demo Coffee", SupportEmail: "help@demo.example"},
		PaidAt:   &paidAt, ClaimableAt: ptr(paidAt.Add(7 * 24 * time.Hour)), SettleTxHash: ptr("0xfeed")}
	store := &outbox{told: map[uuid.UUID]bool{}, receipts: []mail.ReceiptDue{{InvoiceID: "0xabc", Email: "ana@example.com"}}}
	send := &postbox{}
	c := &clock{now: paidAt.Add(time.Minute)}
	r := newRelay(store, send, c, map[string]*invoiceapi.View{"0xabc": v})

	n, more, err := r.Pass(context.Background())
	require.NoError(t, err)
	require.Equal(t, 1, n)
	require.False(t, more)
	require.Len(t, send.sent, 1)
	m := send.sent[0]
	require.Equal(t, "ana@example.com", m.To)
	require.Equal(t, "help@demo.example", m.ReplyTo)
	require.Equal(t, "Receipt from Demo Coffee: 25.00 USD", m.Subject)
	for _, want := range []string{
		"Amount paid        25.00 USD (paid in EURC: 23.15)",
		"Paid at            2026-11-29 14:05 UTC",
		"Invoice            0xabc",
		"Transaction        0xfeed",
		"Refundable until   2026-12-06 14:05 UTC (ask Demo Coffee)",
		"The receipt online: https://pay.example.com/i/0xabc",
		"Questions about this payment: help@demo.example",
	} {
		require.Contains(t, m.Text, want)
	}

	// Queued again (another process saw it due too): the key makes it one.
	store.receipts = []mail.ReceiptDue{{InvoiceID: "0xabc", Email: "ana@example.com"}}
	_, _, err = r.Pass(context.Background())
	require.NoError(t, err)
	require.Len(t, send.sent, 1)

	// A receipt whose invoice cannot be read holds up none of the others.
	store.receipts = []mail.ReceiptDue{{InvoiceID: "0xgone", Email: "x@example.com"}, {InvoiceID: "0xabc", Email: "bea@example.com"}}
	_, _, err = r.Pass(context.Background())
	require.ErrorContains(t, err, "0xgone")
	require.Len(t, send.sent, 2)
	require.Equal(t, "bea@example.com", send.sent[1].To)

	// Another address for the same receipt is another email.
	store.receipts = []mail.ReceiptDue{{InvoiceID: "0xabc", Email: "Ana.Other@example.com"}}
	_, _, err = r.Pass(context.Background())
	require.NoError(t, err)
	require.Len(t, send.sent, 3)
	require.Equal(t, "Ana.Other@example.com", send.sent[2].To)
}

func TestRelayAlertsMerchantsWhoAskedForIt(t *testing.T) {
	at := time.Date(2026, 11, 29, 9, 0, 0, 0, time.UTC)
	asked, silent := uuid.New(), uuid.New()
	endpoint := uuid.New()
	store := &outbox{told: map[uuid.UUID]bool{},
		reviews: []mail.ReviewDue{
			{TicketID: asked, MerchantName: "Demo Coffee", AlertEmail: "owner@demo.example", Wallet: "0x1111", InvoiceID: "0xabc", CreatedAt: at},
			{TicketID: silent, MerchantName: "Quiet Shop", Wallet: "0x2222", InvoiceID: "0xdef", CreatedAt: at},
		},
		failing: []mail.FailingEndpoint{{EndpointID: endpoint, MerchantName: "Demo Coffee", AlertEmail: "owner@demo.example",
			URL: "https://demo.example/hooks", Failures: 4, LastError: "connection refused", LastAt: at}},
	}
	send := &postbox{}
	c := &clock{now: at.Add(time.Minute)}
	r := newRelay(store, send, c, nil)

	_, _, err := r.Pass(context.Background())
	require.NoError(t, err)
	require.Len(t, send.sent, 2, "the ticket of the merchant who asked, and the failing endpoint")
	sort.Slice(send.sent, func(i, j int) bool { return send.sent[i].Subject < send.sent[j].Subject })
	require.Equal(t, "A wallet waits for your review: 0x1111", send.sent[0].Subject)
	require.Contains(t, send.sent[0].Text, "https://pay.example.com/m/compliance")
	require.Equal(t, "Webhook endpoint failing: https://demo.example/hooks", send.sent[1].Subject)
	require.Contains(t, send.sent[1].Text, "Failed          4 attempts in the last hour")
	require.Contains(t, send.sent[1].Text, "Last error      connection refused")
	require.True(t, store.told[silent], "a merchant without an alert address: the ticket is marked, nothing sent")

	// Still failing an hour later: no second alert that day; the next day, one.
	c.now = c.now.Add(time.Hour)
	_, _, err = r.Pass(context.Background())
	require.NoError(t, err)
	require.Len(t, send.sent, 2)
	c.now = c.now.Add(24 * time.Hour)
	_, _, err = r.Pass(context.Background())
	require.NoError(t, err)
	require.Len(t, send.sent, 3)
}

func TestRelayRetriesThenGivesUp(t *testing.T) {
	at := time.Date(2026, 11, 29, 9, 0, 0, 0, time.UTC)
	store := &outbox{told: map[uuid.UUID]bool{}}
	send := &postbox{err: errors.New("dial tcp: connection refused")}
	c := &clock{now: at}
	r := newRelay(store, send, c, nil)
	require.NoError(t, store.Queue(context.Background(), mail.Outgoing{Key: "k", Kind: mail.Receipt, Message: mail.Message{To: "a@example.com"}}))

	var waits []time.Duration
	for range 8 {
		_, _, err := r.Pass(context.Background())
		require.NoError(t, err)
		e := store.emails[0]
		if e.givenUp {
			break
		}
		waits = append(waits, e.due.Sub(c.now))
		c.now = e.due
	}
	require.Equal(t, []time.Duration{time.Minute, 2 * time.Minute, 4 * time.Minute, 8 * time.Minute, 16 * time.Minute, 32 * time.Minute, 64 * time.Minute}, waits)
	require.True(t, store.emails[0].givenUp, "given up after the eighth attempt")
	require.Equal(t, 8, store.emails[0].attempts)
	require.Equal(t, "dial tcp: connection refused", store.emails[0].lastError)

	// A server recovered: nothing more is tried for a given-up email.
	send.err = nil
	_, _, err := r.Pass(context.Background())
	require.NoError(t, err)
	require.Empty(t, send.sent)

	// A final refusal is given up at once.
	require.NoError(t, store.Queue(context.Background(), mail.Outgoing{Key: "k2", Kind: mail.Receipt, Message: mail.Message{To: "gone@example.com"}}))
	send.err = &mail.Refused{Err: errors.New("550 no such mailbox")}
	_, _, err = r.Pass(context.Background())
	require.NoError(t, err)
	require.True(t, store.emails[1].givenUp)
	require.Equal(t, 1, store.emails[1].attempts)
}

package postgres_test

import (
	"context"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"github.com/paystead/paystead/backend/invoice"
	"github.com/paystead/paystead/backend/webhook"
	"github.com/paystead/paystead/shared/webhookapi"
)

// ids lists the invoices' ids.
func ids(invs []invoice.Invoice) []invoice.ID {
	out := make([]invoice.ID, len(invs))
	for i, inv := range invs {
		out[i] = inv.ID
	}
	return out
}

func TestListInvoices(t *testing.T) {
	t.Parallel()
	ctx := context.Background()

	// Newest first; invoices made in the same microsecond are ordered by
	// id, so paging by cursor neither skips nor repeats one.
	t.Run("PagesByCursor", func(t *testing.T) {
		t.Parallel()
		s := setupStores(t)
		other := setupStores(t) // another merchant's invoice never shows
		other.newInvoice(t, invoice.Open)
		at := time.Now().UTC().Truncate(time.Microsecond)
		var want []invoice.ID
		for i := range 5 {
			inv := s.draftInvoice(t)
			inv.CreatedAt = at.Add(-time.Duration(i/2) * time.Second) // pairs share a time
			want = append(want, s.storeInvoice(t, inv, invoice.Open))
		}
		all, err := s.invoices.ListInvoices(ctx, s.merchant.ID, invoice.Filter{}, nil, time.Now(), 100)
		require.NoError(t, err)
		require.ElementsMatch(t, want, ids(all))
		for i := 1; i < len(all); i++ {
			a, b := all[i-1], all[i]
			require.True(t, a.CreatedAt.After(b.CreatedAt) || (a.CreatedAt.Equal(b.CreatedAt) && string(a.ID[:]) > string(b.ID[:])), "newest first at %d", i)
		}
		var paged []invoice.ID
		var after *invoice.Cursor
		for {
			page, err := s.invoices.ListInvoices(ctx, s.merchant.ID, invoice.Filter{}, after, time.Now(), 2)
			require.NoError(t, err)
			paged = append(paged, ids(page)...)
			if len(page) < 2 {
				break
			}
			last := page[len(page)-1]
			after = &invoice.Cursor{CreatedAt: last.CreatedAt, ID: last.ID}
		}
		require.Equal(t, ids(all), paged)
	})

	// Status (an unpaid invoice past its expiry counts as expired before
	// the sweep records it), creation range and search narrow the list.
	t.Run("Filters", func(t *testing.T) {
		t.Parallel()
		s := setupStores(t)
		now := time.Now()
		open := s.newInvoice(t, invoice.Open)
		paid := s.newInvoice(t, invoice.Paid)
		refunded := s.newInvoice(t, invoice.Refunded)
		lapsed := s.expiring(t, now.Add(-time.Minute))
		old := s.draftInvoice(t)
		old.CreatedAt = now.Add(-72 * time.Hour).UTC()
		old.Metadata = map[string]string{"order": "B-77", "customer": "ada@example.com"}
		old.Reference = "PO-2026-0042"
		oldID := s.storeInvoice(t, old, invoice.Open)

		list := func(f invoice.Filter) []invoice.ID {
			t.Helper()
			got, err := s.invoices.ListInvoices(ctx, s.merchant.ID, f, nil, now, 100)
			require.NoError(t, err)
			return ids(got)
		}
		require.ElementsMatch(t, []invoice.ID{paid, refunded}, list(invoice.Filter{Statuses: []invoice.Status{invoice.Paid, invoice.Refunded}}))
		require.ElementsMatch(t, []invoice.ID{open, oldID}, list(invoice.Filter{Statuses: []invoice.Status{invoice.Open}}), "the lapsed one is not open")
		require.Equal(t, []invoice.ID{lapsed}, list(invoice.Filter{Statuses: []invoice.Status{invoice.Expired}}))
		require.Equal(t, []invoice.ID{oldID}, list(invoice.Filter{CreatedTo: now.Add(-time.Hour)}))
		require.Len(t, list(invoice.Filter{CreatedFrom: now.Add(-time.Hour)}), 4)
		require.Equal(t, []invoice.ID{oldID}, list(invoice.Filter{Search: "ada@example.com"}), "a metadata value")
		require.Equal(t, []invoice.ID{oldID}, list(invoice.Filter{Search: "PO-2026-0042"}), "the reference")
		require.Empty(t, list(invoice.Filter{Search: "ada@"}), "values match whole")
		require.Equal(t, []invoice.ID{paid}, list(invoice.Filter{Search: paid.String()[:12]}), "an id's start")
		require.Equal(t, []invoice.ID{paid}, list(invoice.Filter{Search: paid.String()}), "a whole id")
		require.Empty(t, list(invoice.Filter{Search: "order"}), "keys do not match")
	})

	// EachInvoice reads every matching invoice, in the listing's order.
	t.Run("Each", func(t *testing.T) {
		t.Parallel()
		s := setupStores(t)
		for range 4 {
			s.newInvoice(t, invoice.Open)
		}
		s.newInvoice(t, invoice.Failed)
		all, err := s.invoices.ListInvoices(ctx, s.merchant.ID, invoice.Filter{Statuses: []invoice.Status{invoice.Open}}, nil, time.Now(), 100)
		require.NoError(t, err)
		var each []invoice.ID
		require.NoError(t, s.invoices.EachInvoice(ctx, s.merchant.ID, invoice.Filter{Statuses: []invoice.Status{invoice.Open}}, time.Now(), func(inv invoice.Invoice) error {
			each = append(each, inv.ID)
			return nil
		}))
		require.Len(t, each, 4)
		require.Equal(t, ids(all), each)
	})
}

func TestInvoiceHistory(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	s := setupStores(t)
	ep := s.endpoint(t, webhookapi.EventTypes...)
	id := s.newInvoice(t, invoice.Refunded)

	// The first delivery of the paid event failed once, then went through.
	var paidDelivery int64
	require.NoError(t, s.pool.QueryRow(ctx, `SELECT d.id FROM webhook_deliveries d JOIN webhook_events e ON e.id = d.event_id
		WHERE e.invoice_id = $1 AND e.type = 'invoice.paid'`, id[:]).Scan(&paidDelivery))
	code500, code200 := 500, 200
	t1 := time.Now().UTC().Truncate(time.Microsecond)
	require.NoError(t, s.webhooks.RecordAttempt(ctx, paidDelivery, webhook.Attempt{At: t1, StatusCode: &code500, LatencyMs: 12, Error: "HTTP 500"}, webhook.StatusPending))
	require.NoError(t, s.webhooks.RecordAttempt(ctx, paidDelivery, webhook.Attempt{At: t1.Add(time.Second), StatusCode: &code200, LatencyMs: 9}, webhook.StatusDelivered))

	h, err := s.invoices.InvoiceHistory(ctx, s.merchant.ID, id)
	require.NoError(t, err)
	require.Equal(t, id, h.Invoice.ID)
	kinds := map[string]invoice.Moment{}
	for _, m := range h.Moments {
		kinds[m.Kind] = m
	}
	require.Contains(t, kinds, invoice.MomentCreated)
	require.Contains(t, kinds, invoice.MomentStaged)
	require.Equal(t, h.Invoice.SettleTxHash, kinds[invoice.MomentPaid].TxHash)
	require.NotZero(t, kinds[invoice.MomentRefunded].TxHash)
	require.NotContains(t, kinds, invoice.MomentClaimed)

	types := map[string]invoice.Notification{}
	for _, e := range h.Events {
		types[e.Type] = e
	}
	for _, typ := range []string{"invoice.created", "invoice.paid", "invoice.refunded"} {
		require.Contains(t, types, typ)
		require.Len(t, types[typ].Deliveries, 1, typ)
		require.Equal(t, ep.URL, types[typ].Deliveries[0].EndpointURL)
	}
	d := types["invoice.paid"].Deliveries[0]
	require.Equal(t, webhook.StatusDelivered, d.Status)
	require.Equal(t, 2, d.Attempts)
	require.Equal(t, 200, d.LastStatus)
	require.Empty(t, d.LastError)
	require.Equal(t, t1.Add(time.Second), *d.LastAttemptAt)
	require.Equal(t, 0, types["invoice.created"].Deliveries[0].Attempts)

	_, err = setupStores(t).invoices.InvoiceHistory(ctx, s.merchant.ID, id)
	require.NoError(t, err, "the store checks the merchant, not the fixture")
	other := setupStores(t)
	_, err = other.invoices.InvoiceHistory(ctx, other.merchant.ID, id)
	require.ErrorIs(t, err, invoice.ErrNotFound, "another merchant's invoice")
}

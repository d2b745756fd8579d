package sdk_test

import (
	"context"
	"net/url"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"github.com/paystead/paystead/sdk"
	"github.com/paystead/paystead/shared/apierr"
)

func view(id string) map[string]any {
	return map[string]any{"invoiceId": id, "url": "https://pay.example/i/" + id, "status": "paid", "amount": "1", "amountUnits": "1000000",
		"currency": "USD", "payInToken": "USDC", "payoutToken": "0x01", "merchant": map[string]any{"displayName": "Acme"},
		"chainId": 1, "gateway": "0x02", "createdAt": "2026-11-01T10:00:00Z", "lineItems": []any{}, "metadata": map[string]string{"order": id}}
}

func TestListInvoices(t *testing.T) {
	t.Parallel()

	t.Run("PublishableKeySendsNoRequest", func(t *testing.T) {
		t.Parallel()
		f := newFakePaystead(t, answerJSON(200, map[string]any{}))
		_, err := f.client(t, "pk_live_browser").ListInvoices(context.Background(), sdk.InvoiceFilters{}, "")
		requireCode(t, err, sdk.CodePublishableKeyForbidden)
		_, err = f.client(t, "pk_live_browser").InvoiceTimeline(context.Background(), "0x01")
		requireCode(t, err, sdk.CodePublishableKeyForbidden)
		require.Empty(t, f.requests())
	})

	t.Run("SendsFiltersAndCursor", func(t *testing.T) {
		t.Parallel()
		f := newFakePaystead(t, answerJSON(200, map[string]any{"invoices": []any{view("0xa1")}, "nextCursor": "c2"}))
		from := time.Date(2026, 11, 1, 0, 0, 0, 0, time.FixedZone("CET", 3600))
		page, err := f.client(t, "ak_live_secret").ListInvoices(context.Background(), sdk.InvoiceFilters{
			Statuses: []sdk.InvoiceStatus{sdk.InvoicePaid, sdk.InvoiceRefunded}, CreatedFrom: from, Search: "A-1", PaidVia: sdk.PaidByDeposit, Limit: 10}, "c1")
		require.NoError(t, err)
		require.Equal(t, "c2", page.NextCursor)
		require.Len(t, page.Invoices, 1)
		require.Equal(t, "0xa1", page.Invoices[0].InvoiceID)
		require.Equal(t, sdk.InvoicePaid, page.Invoices[0].Status)
		req := f.requests()[0]
		require.Equal(t, "/api/invoices", req.Path)
		q, err := url.ParseQuery(req.RawQuery)
		require.NoError(t, err)
		require.Equal(t, url.Values{"status": {"paid,refunded"}, "createdFrom": {"2026-10-31T23:00:00Z"}, "q": {"A-1"}, "paidVia": {"deposit"}, "limit": {"10"}, "cursor": {"c1"}}, q)
		require.Equal(t, "ak_live_secret", req.Header.Get("X-Service-Api-Key"))
	})

	t.Run("AllInvoicesFollowsTheCursorToTheEnd", func(t *testing.T) {
		t.Parallel()
		f := newFakePaystead(t, sequence(
			answerJSON(200, map[string]any{"invoices": []any{view("0x03"), view("0x02")}, "nextCursor": "after-2"}),
			answerJSON(200, map[string]any{"invoices": []any{view("0x01")}, "nextCursor": nil}),
		))
		var got []string
		for inv, err := range f.client(t, "ak_live_secret").AllInvoices(context.Background(), sdk.InvoiceFilters{Limit: 2}) {
			require.NoError(t, err)
			got = append(got, inv.InvoiceID)
		}
		require.Equal(t, []string{"0x03", "0x02", "0x01"}, got)
		reqs := f.requests()
		require.Len(t, reqs, 2)
		require.Equal(t, "limit=2", reqs[0].RawQuery)
		require.Equal(t, "cursor=after-2&limit=2", reqs[1].RawQuery)
	})

	t.Run("AllInvoicesYieldsTheErrorAndStops", func(t *testing.T) {
		t.Parallel()
		f := newFakePaystead(t, answerError(400, apierr.BadBody))
		n := 0
		for inv, err := range f.client(t, "ak_live_secret").AllInvoices(context.Background(), sdk.InvoiceFilters{}) {
			n++
			require.Nil(t, inv)
			require.Error(t, err)
		}
		require.Equal(t, 1, n)
	})

	t.Run("Timeline", func(t *testing.T) {
		t.Parallel()
		f := newFakePaystead(t, answerJSON(200, map[string]any{"invoice": view("0xa1"), "timeline": []any{
			map[string]any{"at": "2026-11-01T10:00:00Z", "kind": "created"},
			map[string]any{"at": "2026-11-01T10:00:01Z", "kind": "webhook", "event": map[string]any{"id": "evt_1", "type": "invoice.created",
				"deliveries": []any{map[string]any{"endpointUrl": "https://hooks.example", "status": "delivered", "attempts": 1,
					"lastAttemptAt": "2026-11-01T10:00:02Z", "lastStatusCode": 200, "lastError": nil}}}},
		}}))
		tl, err := f.client(t, "ak_live_secret").InvoiceTimeline(context.Background(), "0xa1")
		require.NoError(t, err)
		require.Equal(t, "/api/invoices/0xa1/timeline", f.requests()[0].Path)
		require.Len(t, tl.Entries, 2)
		require.Equal(t, "created", tl.Entries[0].Kind)
		d := tl.Entries[1].Event.Deliveries[0]
		require.Equal(t, 200, *d.LastStatusCode)
		require.Equal(t, "delivered", d.Status)
	})
}

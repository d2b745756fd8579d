package invoice_test

import (
	"context"
	"errors"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/stretchr/testify/require"

	"github.com/paystead/paystead/backend/invoice"
	"github.com/paystead/paystead/shared/apierr"
)

func TestListPagesNewestFirstWithACursor(t *testing.T) {
	b := setup(t)
	var made []invoice.Invoice
	for range 7 {
		made = append(made, b.putInvoice(t, invoice.Open, "", [32]byte{}))
		b.clock.t = b.clock.t.Add(time.Second)
	}
	var seen []invoice.ID
	var after *invoice.Cursor
	pages := 0
	for {
		p, err := b.svc.List(context.Background(), b.merchant.ID, invoice.Filter{}, after, 3)
		require.NoError(t, err)
		pages++
		require.LessOrEqual(t, len(p.Invoices), 3)
		for _, inv := range p.Invoices {
			seen = append(seen, inv.ID)
		}
		if p.Next == nil {
			break
		}
		// The cursor travels as a string, as the API hands it out.
		c, err := invoice.ParseCursor(p.Next.String())
		require.NoError(t, err)
		after = &c
	}
	require.Equal(t, 3, pages)
	require.Len(t, seen, 7)
	for i, id := range seen {
		require.Equal(t, made[6-i].ID, id, "position %d", i)
	}
}

func TestListExactlyOnePageHasNoCursor(t *testing.T) {
	b := setup(t)
	for range 3 {
		b.putInvoice(t, invoice.Open, "", [32]byte{})
	}
	p, err := b.svc.List(context.Background(), b.merchant.ID, invoice.Filter{}, nil, 3)
	require.NoError(t, err)
	require.Len(t, p.Invoices, 3)
	require.Nil(t, p.Next, "no page follows a full last page")

	p, err = b.svc.List(context.Background(), b.merchant.ID, invoice.Filter{}, nil, 0)
	require.NoError(t, err)
	require.Len(t, p.Invoices, 3, "limit 0 is the default page size")
}

func TestListPassesStoreFailures(t *testing.T) {
	b := setup(t)
	b.store.errs["ListInvoices"] = errors.New("db down")
	_, err := b.svc.List(context.Background(), b.merchant.ID, invoice.Filter{}, nil, 10)
	require.ErrorContains(t, err, "db down")
}

func TestEachStopsAtTheCallersError(t *testing.T) {
	b := setup(t)
	for range 5 {
		b.putInvoice(t, invoice.Paid, "", [32]byte{})
	}
	stop := errors.New("client went away")
	n := 0
	err := b.svc.Each(context.Background(), b.merchant.ID, invoice.Filter{}, func(invoice.Invoice) error {
		n++
		if n == 2 {
			return stop
		}
		return nil
	})
	require.ErrorIs(t, err, stop)
	require.Equal(t, 2, n)
}

func TestCursorRoundTripsAndRefusesForgeries(t *testing.T) {
	c := invoice.Cursor{CreatedAt: time.Date(2026, 11, 24, 10, 11, 12, 345_678_000, time.UTC)}
	c.ID[0], c.ID[31] = 0xab, 0xcd
	back, err := invoice.ParseCursor(c.String())
	require.NoError(t, err)
	require.Equal(t, c, back)
	for _, bad := range []string{"", "!!!", "bm90IGEgY3Vyc29y", c.String()[:10]} {
		_, err := invoice.ParseCursor(bad)
		require.Error(t, err, "%q", bad)
	}
}

func TestParseStatuses(t *testing.T) {
	got, err := invoice.ParseStatuses("paid, refunded,expired")
	require.NoError(t, err)
	require.Equal(t, []invoice.Status{invoice.Paid, invoice.Refunded, invoice.Expired}, got)
	got, err = invoice.ParseStatuses("")
	require.NoError(t, err)
	require.Nil(t, got)
	_, err = invoice.ParseStatuses("paid,matured")
	require.ErrorContains(t, err, "one of staging, open, paid")
}

func TestFilterCheck(t *testing.T) {
	day := time.Date(2026, 11, 1, 0, 0, 0, 0, time.UTC)
	var fields apierr.Fields
	invoice.Filter{CreatedFrom: day, CreatedTo: day}.Check(&fields)
	invoice.Filter{Search: string(make([]byte, invoice.MaxSearchLen+1))}.Check(&fields)
	invoice.Filter{PaidVia: "cash"}.Check(&fields)
	err := fields.Err()
	require.Error(t, err)
	var ae *apierr.Error
	require.ErrorAs(t, err, &ae)
	var names []string
	for _, f := range ae.Fields {
		names = append(names, f.Field)
	}
	require.Equal(t, []string{"createdTo", "q", "paidVia"}, names)

	var ok apierr.Fields
	invoice.Filter{CreatedFrom: day, CreatedTo: day.Add(time.Hour), Search: "A-1001", PaidVia: invoice.PaidByDeposit}.Check(&ok)
	invoice.Filter{PaidVia: invoice.PaidBySignature}.Check(&ok)
	require.NoError(t, ok.Err())
}

// TestPaidVia: an invoice whose payer is its own deposit address was paid by transfers to it; any
// other payer signed; nothing is said before it is paid.
func TestPaidVia(t *testing.T) {
	paidAt := time.Date(2026, 11, 1, 0, 0, 0, 0, time.UTC)
	deposit, wallet := common.HexToAddress("0xD1"), common.HexToAddress("0xA1")
	require.Empty(t, invoice.Invoice{DepositAddress: deposit}.PaidVia())
	require.Equal(t, invoice.PaidByDeposit, invoice.Invoice{DepositAddress: deposit, PaidAt: &paidAt, Payer: deposit}.PaidVia())
	require.Equal(t, invoice.PaidBySignature, invoice.Invoice{DepositAddress: deposit, PaidAt: &paidAt, Payer: wallet}.PaidVia())
	require.Equal(t, invoice.PaidBySignature, invoice.Invoice{PaidAt: &paidAt, Payer: wallet}.PaidVia(), "a deployment without deposit addresses")
}

func TestIDPrefix(t *testing.T) {
	for in, want := range map[string]string{"0xABCD": "abcd", "0xabc12": "abc12", "0x" + common.Bytes2Hex(make([]byte, 32)): common.Bytes2Hex(make([]byte, 32))} {
		got, ok := invoice.Filter{Search: in}.IDPrefix()
		require.True(t, ok, in)
		require.Equal(t, want, got)
	}
	for _, in := range []string{"0xabc", "abcdef", "0xnothex", "A-1001", "0x" + common.Bytes2Hex(make([]byte, 33))} {
		_, ok := invoice.Filter{Search: in}.IDPrefix()
		require.False(t, ok, in)
	}
}

func TestTimelineOrdersMomentsBeforeTheirEvents(t *testing.T) {
	t0 := time.Date(2026, 11, 24, 12, 0, 0, 0, time.UTC)
	h := invoice.History{
		Moments: []invoice.Moment{
			{Kind: invoice.MomentPaid, At: t0.Add(time.Minute)},
			{Kind: invoice.MomentCreated, At: t0},
			{Kind: invoice.MomentStaged, At: t0},
		},
		Events: []invoice.Notification{
			{ID: "evt_2", Type: "invoice.paid", At: t0.Add(time.Minute)},
			{ID: "evt_1", Type: "invoice.created", At: t0},
		},
	}
	var got []string
	for _, e := range h.Timeline() {
		if e.Moment != nil {
			got = append(got, e.Moment.Kind)
		} else {
			got = append(got, e.Event.ID)
		}
	}
	require.Equal(t, []string{"created", "staged", "evt_1", "paid", "evt_2"}, got)
}

// The chain's clock may run ahead of the database's (the dev chain's blocks, a time travel): a
// webhook event still follows the moment it reports, however their times compare (#36).
func TestTimelineNeverShowsAnEventBeforeItsMoment(t *testing.T) {
	t0 := time.Date(2026, 11, 24, 12, 0, 0, 0, time.UTC)
	h := invoice.History{
		Moments: []invoice.Moment{
			{Kind: invoice.MomentCreated, At: t0},
			{Kind: invoice.MomentPaid, At: t0.Add(10 * time.Minute)}, // the chain's clock, ahead
			{Kind: invoice.MomentRefunded, At: t0.Add(20 * time.Minute), Amount: 1},
			{Kind: invoice.MomentRefunded, At: t0.Add(30 * time.Minute), Amount: 2},
		},
		Events: []invoice.Notification{
			{ID: "evt_created", Type: "invoice.created", At: t0},
			{ID: "evt_paid", Type: "invoice.paid", At: t0.Add(time.Minute)},
			{ID: "evt_refund1", Type: "invoice.refunded", At: t0.Add(2 * time.Minute)},
			{ID: "evt_refund2", Type: "invoice.refunded", At: t0.Add(3 * time.Minute)},
		},
	}
	var got []string
	for _, e := range h.Timeline() {
		if e.Moment != nil {
			got = append(got, e.Moment.Kind)
		} else {
			got = append(got, e.Event.ID)
		}
	}
	require.Equal(t, []string{"created", "evt_created", "paid", "evt_paid", "refunded", "evt_refund1", "refunded", "evt_refund2"}, got)
	require.Equal(t, t0.Add(time.Minute), h.Timeline()[3].At, "an event keeps its own time")
}

func TestHistoryOfAnotherMerchantsInvoiceIsNotFound(t *testing.T) {
	b := setup(t)
	inv := b.putInvoice(t, invoice.Open, "", [32]byte{})
	h, err := b.svc.History(context.Background(), b.merchant.ID, inv.ID)
	require.NoError(t, err)
	require.Equal(t, inv.ID, h.Invoice.ID)

	other := setup(t)
	_, err = other.svc.History(context.Background(), b.merchant.ID, inv.ID)
	var ae *apierr.Error
	require.ErrorAs(t, err, &ae)
	require.Equal(t, apierr.NotFound, ae.Code)
}

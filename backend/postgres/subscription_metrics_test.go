package postgres_test

import (
	"context"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"github.com/paystead/paystead/backend/invoice"
	"github.com/paystead/paystead/backend/postgres"
	"github.com/paystead/paystead/shared/invoiceapi"
)

// TestMonthFiguresFollowWhatEachSubscriptionPays (#35): five subscriptions over three months;
// each month's recurring revenue is what the subscriptions paying at its end bring a month, a
// trial pays nothing yet, a plan's last period over is an end and not a cancel, and churn counts
// against those paying as the month began.
func TestMonthFiguresFollowWhatEachSubscriptionPays(t *testing.T) {
	t.Parallel()
	s := setupStores(t)
	ctx := context.Background()
	at := func(month time.Month, day, hour int) time.Time {
		return time.Date(2026, month, day, hour, 0, 0, 0, time.UTC)
	}
	now := at(12, 15, 12)
	// shape stores a subscription signed at created whose first period starts at paysFrom and is
	// charged then, unless it is still in its trial at now.
	shape := func(token invoiceapi.Token, amount, period int64, charges int, created, paysFrom time.Time, canceled *time.Time) {
		t.Helper()
		sub := s.newSubscription(t)
		_, err := s.pool.Exec(ctx, `UPDATE subscriptions SET pay_in_token = $2, amount = $3, period_seconds = $4, charges = $5, created_at = $6,
			start_unix = $7, canceled_at = $8, cancel_reason = CASE WHEN $8::timestamptz IS NULL THEN NULL ELSE 'payer' END,
			status = CASE WHEN $8::timestamptz IS NULL THEN status ELSE 'canceled' END WHERE id = $1`,
			sub.ID, string(token), amount, period, charges, created, paysFrom.Unix(), canceled)
		require.NoError(t, err)
		if paysFrom.After(now) {
			return
		}
		_, err = s.pool.Exec(ctx, `INSERT INTO subscription_charges (subscription_id, index, invoice_id, status, attempts, due_at, charged_at)
			VALUES ($1, 0, $2, 'charged', 1, $3, $3)`, sub.ID, invoiceKey(s.newInvoice(t, invoice.Paid)), paysFrom)
		require.NoError(t, err)
	}
	const week, month, year = 604_800, 2_629_746, 31_556_952
	dec3 := at(12, 3, 9)
	shape(invoiceapi.USDC, 9_990_000, month, 0, at(10, 10, 0), at(10, 10, 0), nil)            // A: monthly, from 10 October
	shape(invoiceapi.USDC, 1_000_000, week, 0, at(11, 5, 0), at(11, 5, 0), &dec3)             // B: weekly from 5 November, canceled 3 December
	shape(invoiceapi.USDC, 120_000_000, year, 1, time.Date(2026, 9, 1, 0, 0, 0, 0, time.UTC), // C: one yearly charge, paid 1 September
		time.Date(2026, 9, 1, 0, 0, 0, 0, time.UTC), nil)
	shape(invoiceapi.EURC, 5_000_000, month, 0, at(12, 1, 0), at(12, 20, 0), nil) // D: signed 1 December, in its trial until the 20th
	shape(invoiceapi.USDC, 2_000_000, month, 1, at(10, 1, 0), at(10, 1, 0), nil)  // E: one month from 1 October, over on the 31st

	figures, err := postgres.NewSubscriptionStore(s.pool).MonthFigures(ctx, s.merchant.ID, now, 3)
	require.NoError(t, err)
	type row struct {
		month                                  string
		token                                  invoiceapi.Token
		mrr                                    int64
		paying, isNew, canceled, payingAtStart int
	}
	got := make([]row, len(figures))
	for i, f := range figures {
		got[i] = row{f.Month.Format("2006-01"), f.Token, f.MRRUnits, f.Paying, f.New, f.Canceled, f.PayingAtStart}
	}
	require.Equal(t, []row{
		{"2026-10", invoiceapi.EURC, 0, 0, 0, 0, 0},
		{"2026-11", invoiceapi.EURC, 0, 0, 0, 0, 0},
		{"2026-12", invoiceapi.EURC, 0, 0, 1, 0, 0},          // D signed, in its trial
		{"2026-10", invoiceapi.USDC, 19_990_000, 2, 2, 0, 2}, // A and C; E is over, ended not canceled
		{"2026-11", invoiceapi.USDC, 24_338_125, 3, 1, 0, 2}, // B's 1 a week is 4.348125… a month, the sum cut to the unit
		{"2026-12", invoiceapi.USDC, 19_990_000, 2, 0, 1, 3}, // B canceled: one of the three paying on 1 December
	}, got)
	dec := figures[len(figures)-1]
	bp, ok := dec.ChurnBasisPoints()
	require.True(t, ok)
	require.Equal(t, 3333, bp)

	other := setupStores(t)
	none, err := postgres.NewSubscriptionStore(s.pool).MonthFigures(ctx, other.merchant.ID, now, 3)
	require.NoError(t, err)
	require.Empty(t, none, "another merchant's subscriptions are not this one's")
}

func invoiceKey(id invoice.ID) []byte { return id[:] }

package subscription

import (
	"context"
	"strconv"
	"time"

	"github.com/google/uuid"

	"github.com/paystead/paystead/shared/invoiceapi"
	"github.com/paystead/paystead/shared/money"
	"github.com/paystead/paystead/shared/subscriptionapi"
)

// MonthSeconds is a month as recurring revenue counts it: a twelfth of a Gregorian year, as plans
// charge it.
const MonthSeconds = 31556952 / 12

// MonthFigures are one token's subscriptions in one calendar month (UTC) starting at Month:
// MRRUnits is the monthly recurring revenue at its end (the current month's: now), Paying the
// subscriptions paying then, New those signed in the month, Canceled those canceled in it, and
// PayingAtStart those paying as it began.
type MonthFigures struct {
	Month                 time.Time
	Token                 invoiceapi.Token
	MRRUnits              int64
	Paying, New, Canceled int
	PayingAtStart         int
}

// ChurnBasisPoints is the share of the subscriptions paying at a month's start canceled in it, in
// hundredths of a per cent (rounded down); false when none were paying.
func (f MonthFigures) ChurnBasisPoints() (int, bool) {
	if f.PayingAtStart == 0 {
		return 0, false
	}
	return f.Canceled * 10000 / f.PayingAtStart, true
}

// MetricsView groups figures (ordered by token, then month) by token as the API gives them.
func MetricsView(figures []MonthFigures) subscriptionapi.Metrics {
	out := subscriptionapi.Metrics{Tokens: []subscriptionapi.TokenMetrics{}}
	for _, f := range figures {
		if n := len(out.Tokens); n == 0 || out.Tokens[n-1].Token != string(f.Token) {
			out.Tokens = append(out.Tokens, subscriptionapi.TokenMetrics{Token: string(f.Token)})
		}
		m := subscriptionapi.MonthMetrics{Month: f.Month.Format("2006-01"), MRR: money.FormatUnits(f.MRRUnits, invoiceapi.AmountDecimals),
			MRRUnits: strconv.FormatInt(f.MRRUnits, 10), Active: f.Paying, New: f.New, Canceled: f.Canceled}
		if bp, ok := f.ChurnBasisPoints(); ok {
			m.ChurnBasisPoints = &bp
		}
		t := &out.Tokens[len(out.Tokens)-1]
		t.Months = append(t.Months, m)
	}
	return out
}

// Metrics reads merchantID's recurring revenue and churn over the last
// subscriptionapi.MetricsMonths calendar months, the current one (up to now) last. Now is the
// later of this machine's clock and the chain's, which stamps the charges (a dev chain's runs
// ahead; a node that does not answer leaves this machine's).
func (s *Subscriptions) Metrics(ctx context.Context, merchantID uuid.UUID) (subscriptionapi.Metrics, error) {
	now := s.now()
	if s.network != nil {
		if chainNow, err := s.network.Now(ctx); err == nil && chainNow.After(now) {
			now = chainNow
		}
	}
	figures, err := s.store.MonthFigures(ctx, merchantID, now, subscriptionapi.MetricsMonths)
	if err != nil {
		return subscriptionapi.Metrics{}, err
	}
	return MetricsView(figures), nil
}

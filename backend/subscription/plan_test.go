package subscription

import (
	"context"
	"errors"
	"slices"
	"testing"
	"time"

	"github.com/google/uuid"
	"github.com/stretchr/testify/require"

	"github.com/paystead/paystead/shared/apierr"
	"github.com/paystead/paystead/shared/subscriptionapi"
)

// planBook is a Store in memory.
type planBook struct{ plans []Plan }

func (b *planBook) CreatePlan(_ context.Context, p Plan, max int) error {
	n := 0
	for _, q := range b.plans {
		if q.MerchantID == p.MerchantID {
			n++
		}
	}
	if n >= max {
		return ErrTooMany
	}
	b.plans = append(b.plans, p)
	return nil
}

func (b *planBook) Plans(_ context.Context, merchantID uuid.UUID) ([]Plan, error) {
	var out []Plan
	for _, p := range slices.Backward(b.plans) {
		if p.MerchantID == merchantID {
			out = append(out, p)
		}
	}
	return out, nil
}

func (b *planBook) Plan(_ context.Context, merchantID, id uuid.UUID) (Plan, error) {
	for _, p := range b.plans {
		if p.MerchantID == merchantID && p.ID == id {
			return p, nil
		}
	}
	return Plan{}, ErrNotFound
}

func (b *planBook) PlanByID(_ context.Context, id uuid.UUID) (Plan, error) {
	for _, p := range b.plans {
		if p.ID == id {
			return p, nil
		}
	}
	return Plan{}, ErrNotFound
}

func (b *planBook) SetPlanActive(_ context.Context, merchantID, id uuid.UUID, active bool) (Plan, error) {
	for i, p := range b.plans {
		if p.MerchantID == merchantID && p.ID == id {
			b.plans[i].Active = active
			return b.plans[i], nil
		}
	}
	return Plan{}, ErrNotFound
}

// codeOf is err's API code.
func codeOf(t *testing.T, err error) apierr.Code {
	t.Helper()
	var ae *apierr.Error
	require.True(t, errors.As(err, &ae), "%v", err)
	return ae.Code
}

func fieldsOf(t *testing.T, err error) []string {
	t.Helper()
	var ae *apierr.Error
	require.True(t, errors.As(err, &ae), "%v", err)
	var names []string
	for _, f := range ae.Fields {
		names = append(names, f.Field)
	}
	return names
}

func TestCreatePlan(t *testing.T) {
	ctx := context.Background()
	svc := NewService(&planBook{}, nil)
	merchant := uuid.New()

	p, err := svc.CreatePlan(ctx, merchant, subscriptionapi.CreatePlanRequest{Name: " Pro ", Amount: "9.99", Token: "USDC", Interval: "month", TrialDays: 14})
	require.NoError(t, err)
	require.Equal(t, "Pro", p.Name)
	require.Equal(t, int64(9_990_000), p.Amount)
	require.Equal(t, 1, p.IntervalCount)
	require.True(t, p.Active)
	require.Equal(t, 14, p.TrialDays)
	// Twelve months are a year, to the second.
	year, err := svc.CreatePlan(ctx, merchant, subscriptionapi.CreatePlanRequest{Name: "Yearly", Amount: "99", Token: "EURC", Interval: "year"})
	require.NoError(t, err)
	require.Equal(t, year.Period(), 12*p.Period())
	fortnight, err := svc.CreatePlan(ctx, merchant, subscriptionapi.CreatePlanRequest{Name: "Every 14 days", Amount: "1", Token: "USDC", Interval: "day", IntervalCount: 14, Charges: 6})
	require.NoError(t, err)
	require.Equal(t, 14*24*time.Hour, fortnight.Period())

	listed, err := svc.Plans(ctx, merchant)
	require.NoError(t, err)
	require.Equal(t, []uuid.UUID{fortnight.ID, year.ID, p.ID}, []uuid.UUID{listed[0].ID, listed[1].ID, listed[2].ID}, "newest first")
	got, err := svc.Plan(ctx, merchant, p.ID)
	require.NoError(t, err)
	require.Equal(t, p.Name, got.Name)
	_, err = svc.Plan(ctx, uuid.New(), p.ID)
	var ae *apierr.Error
	require.ErrorAs(t, err, &ae)
	require.Equal(t, apierr.NotFound, ae.Code, "another merchant's plan is none of theirs")

	for _, c := range []struct {
		name   string
		req    subscriptionapi.CreatePlanRequest
		fields []string
	}{
		{"Empty", subscriptionapi.CreatePlanRequest{}, []string{"name", "token", "amount", "interval"}},
		{"Floats", subscriptionapi.CreatePlanRequest{Name: "x", Amount: "0.0000001", Token: "USDC", Interval: "month"}, []string{"amount"}},
		{"Negative", subscriptionapi.CreatePlanRequest{Name: "x", Amount: "-1", Token: "USDC", Interval: "week"}, []string{"amount"}},
		{"UnknownToken", subscriptionapi.CreatePlanRequest{Name: "x", Amount: "1", Token: "DAI", Interval: "week"}, []string{"token"}},
		{"UnknownInterval", subscriptionapi.CreatePlanRequest{Name: "x", Amount: "1", Token: "USDC", Interval: "fortnight"}, []string{"interval"}},
		{"TooLong", subscriptionapi.CreatePlanRequest{Name: "x", Amount: "1", Token: "USDC", Interval: "year", IntervalCount: 6}, []string{"intervalCount"}},
		{"NoCount", subscriptionapi.CreatePlanRequest{Name: "x", Amount: "1", Token: "USDC", Interval: "day", IntervalCount: -1}, []string{"intervalCount"}},
		{"Trial", subscriptionapi.CreatePlanRequest{Name: "x", Amount: "1", Token: "USDC", Interval: "day", TrialDays: 731}, []string{"trialDays"}},
		{"Charges", subscriptionapi.CreatePlanRequest{Name: "x", Amount: "1", Token: "USDC", Interval: "day", Charges: -2}, []string{"charges"}},
		{"ControlCharacters", subscriptionapi.CreatePlanRequest{Name: "x\u202ey", Amount: "1", Token: "USDC", Interval: "day"}, []string{"name"}},
	} {
		t.Run(c.name, func(t *testing.T) {
			_, err := svc.CreatePlan(ctx, merchant, c.req)
			require.Equal(t, c.fields, fieldsOf(t, err))
		})
	}

	full := NewService(&planBook{}, nil)
	for range subscriptionapi.MaxPlansPerMerchant {
		_, err := full.CreatePlan(ctx, merchant, subscriptionapi.CreatePlanRequest{Name: "x", Amount: "1", Token: "USDC", Interval: "day"})
		require.NoError(t, err)
	}
	_, err = full.CreatePlan(ctx, merchant, subscriptionapi.CreatePlanRequest{Name: "x", Amount: "1", Token: "USDC", Interval: "day"})
	require.ErrorAs(t, err, &ae)
	require.Equal(t, apierr.BadBody, ae.Code)
}

// TestPlanOffered: a plan's link opens it while its merchant offers it; the merchant stops and
// resumes offering it, and no one else can.
func TestPlanOffered(t *testing.T) {
	ctx := context.Background()
	svc := NewService(&planBook{}, nil)
	merchant := uuid.New()
	p, err := svc.CreatePlan(ctx, merchant, subscriptionapi.CreatePlanRequest{Name: "Pro", Amount: "9.99", Token: "USDC", Interval: "month"})
	require.NoError(t, err)

	got, err := svc.Offered(ctx, p.ID)
	require.NoError(t, err)
	require.Equal(t, p, got)

	_, err = svc.SetActive(ctx, uuid.New(), p.ID, false)
	require.Equal(t, apierr.NotFound, codeOf(t, err), "another merchant's plan")
	off, err := svc.SetActive(ctx, merchant, p.ID, false)
	require.NoError(t, err)
	require.False(t, off.Active)
	_, err = svc.Offered(ctx, p.ID)
	require.Equal(t, apierr.PaymentLinkDisabled, codeOf(t, err))

	on, err := svc.SetActive(ctx, merchant, p.ID, true)
	require.NoError(t, err)
	require.True(t, on.Active)
	_, err = svc.Offered(ctx, p.ID)
	require.NoError(t, err)
	_, err = svc.Offered(ctx, uuid.New())
	require.Equal(t, apierr.NotFound, codeOf(t, err))
}

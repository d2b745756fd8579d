package postgres_test

import (
	"context"
	"testing"
	"time"

	"github.com/google/uuid"
	"github.com/stretchr/testify/require"

	"github.com/paystead/paystead/backend/postgres"
	"github.com/paystead/paystead/backend/subscription"
	"github.com/paystead/paystead/shared/invoiceapi"
)

// TestPlanStore: plans are a merchant's own, listed newest first, read whole, and capped per
// merchant even under concurrent creation.
func TestPlanStore(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	s := setupStores(t)
	plans := postgres.NewPlanStore(s.pool)
	at := time.Now().UTC().Truncate(time.Microsecond)
	monthly := subscription.Plan{ID: uuid.New(), MerchantID: s.merchant.ID, Name: "Pro", Description: "Everything", Amount: 9_990_000,
		Token: invoiceapi.USDC, Interval: "month", IntervalCount: 1, TrialDays: 14, Active: true, CreatedAt: at}
	require.NoError(t, plans.CreatePlan(ctx, monthly, 10))
	weekly := subscription.Plan{ID: uuid.New(), MerchantID: s.merchant.ID, Name: "Weekly box", Amount: 5_000_000, Token: invoiceapi.EURC,
		Interval: "week", IntervalCount: 2, Charges: 6, Active: true, CreatedAt: at.Add(time.Second)}
	require.NoError(t, plans.CreatePlan(ctx, weekly, 10))

	got, err := plans.Plans(ctx, s.merchant.ID)
	require.NoError(t, err)
	require.Equal(t, []subscription.Plan{weekly, monthly}, got)
	one, err := plans.Plan(ctx, s.merchant.ID, monthly.ID)
	require.NoError(t, err)
	require.Equal(t, monthly, one)
	_, err = plans.Plan(ctx, uuid.New(), monthly.ID)
	require.ErrorIs(t, err, subscription.ErrNotFound, "another merchant's")
	none, err := plans.Plans(ctx, setupStores(t).merchant.ID)
	require.NoError(t, err)
	require.Empty(t, none)

	// Eight at once against a cap of five: five stored.
	other := setupStores(t).merchant.ID
	requireCapHolds(t, 8, 5, subscription.ErrTooMany, func() error {
		p := monthly
		p.ID, p.MerchantID = uuid.New(), other
		return plans.CreatePlan(ctx, p, 5)
	})
	stored, err := plans.Plans(ctx, other)
	require.NoError(t, err)
	require.Len(t, stored, 5)
}

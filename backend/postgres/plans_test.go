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
	byID, err := plans.PlanByID(ctx, weekly.ID)
	require.NoError(t, err)
	require.Equal(t, weekly, byID, "read by its link, whoever's")
	_, err = plans.PlanByID(ctx, uuid.New())
	require.ErrorIs(t, err, subscription.ErrNotFound)

	// The merchant stops offering one, and only its own.
	_, err = plans.SetPlanActive(ctx, uuid.New(), weekly.ID, false)
	require.ErrorIs(t, err, subscription.ErrNotFound, "another merchant's")
	off, err := plans.SetPlanActive(ctx, s.merchant.ID, weekly.ID, false)
	require.NoError(t, err)
	want := weekly
	want.Active = false
	require.Equal(t, want, off)
	again, err := plans.Plan(ctx, s.merchant.ID, weekly.ID)
	require.NoError(t, err)
	require.False(t, again.Active)
	on, err := plans.SetPlanActive(ctx, s.merchant.ID, weekly.ID, true)
	require.NoError(t, err)
	require.Equal(t, weekly, on)

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

// TestLinkCheckout: the session a plan's link shares is found while it is open past the time
// asked for, the newest first; sessions made for one customer (by the API) never are.
func TestLinkCheckout(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	s := setupStores(t)
	plans, subs := postgres.NewPlanStore(s.pool), postgres.NewSubscriptionStore(s.pool)
	at := time.Now().UTC().Truncate(time.Microsecond)
	plan := subscription.Plan{ID: uuid.New(), MerchantID: s.merchant.ID, Name: "Club", Amount: 5_000_000, Token: invoiceapi.USDC,
		Interval: "week", IntervalCount: 1, Active: true, CreatedAt: at}
	require.NoError(t, plans.CreatePlan(ctx, plan, 10))

	_, err := subs.LinkCheckout(ctx, plan.ID, at)
	require.ErrorIs(t, err, subscription.ErrNotFound, "none yet")
	session := func(fromLink bool, created time.Time, reference string) subscription.Checkout {
		c := subscription.Checkout{ID: uuid.New(), Plan: plan, Reference: reference, CreatedAt: created, ExpiresAt: created.Add(24 * time.Hour), FromLink: fromLink}
		require.NoError(t, subs.CreateCheckout(ctx, c))
		return c
	}
	older := session(true, at.Add(-20*time.Hour), "")
	newer := session(true, at.Add(-2*time.Hour), "")
	session(false, at, "order 7")

	got, err := subs.LinkCheckout(ctx, plan.ID, at.Add(12*time.Hour))
	require.NoError(t, err)
	require.Equal(t, newer, got)
	got, err = subs.LinkCheckout(ctx, plan.ID, at)
	require.NoError(t, err)
	require.Equal(t, newer.ID, got.ID, "the newest")
	_, err = subs.LinkCheckout(ctx, plan.ID, at.Add(23*time.Hour))
	require.ErrorIs(t, err, subscription.ErrNotFound, "none open that long: the API's session is never the link's")
	read, err := subs.Checkout(ctx, older.ID)
	require.NoError(t, err)
	require.Equal(t, older, read)
}

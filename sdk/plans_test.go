//go:build !js

package sdk_test

import (
	"context"
	"net/http"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/paystead/paystead/sdk"
)

// TestPlans: the plan calls go to their routes with the secret key, never with a publishable one.
func TestPlans(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	plan := map[string]any{"id": "0b4c7a52-4c1e-4d0e-9d8e-2f1a5b7c9d01", "name": "Pro", "description": "", "amount": "9.99", "amountUnits": "9990000",
		"token": "USDC", "interval": "month", "intervalCount": 1, "periodSeconds": 2629746, "trialDays": 14, "charges": nil, "active": true,
		"createdAt": "2026-11-29T10:00:00Z", "url": "https://pay.example/p/0b4c7a52-4c1e-4d0e-9d8e-2f1a5b7c9d01"}

	f := newFakePaystead(t, answerJSON(201, plan))
	p, err := f.client(t, "ak_live_secret").CreatePlan(ctx, sdk.CreatePlanParams{Name: "Pro", Amount: "9.99", Token: "USDC", Interval: sdk.PlanMonthly, TrialDays: 14})
	require.NoError(t, err)
	require.Equal(t, int64(2629746), p.PeriodSeconds)
	require.Nil(t, p.Charges)
	req := f.requests()[0]
	require.Equal(t, http.MethodPost, req.Method)
	require.Equal(t, "/api/plans", req.Path)
	require.JSONEq(t, `{"name":"Pro","amount":"9.99","token":"USDC","interval":"month","trialDays":14}`, req.Body)

	f = newFakePaystead(t, answerJSON(200, map[string]any{"data": []any{plan}}))
	list, err := f.client(t, "ak_live_secret").Plans(ctx)
	require.NoError(t, err)
	require.Len(t, list, 1)
	require.Equal(t, "/api/plans", f.requests()[0].Path)

	f = newFakePaystead(t, answerJSON(200, plan))
	one, err := f.client(t, "ak_live_secret").GetPlan(ctx, "0b4c7a52-4c1e-4d0e-9d8e-2f1a5b7c9d01")
	require.NoError(t, err)
	require.Equal(t, "Pro", one.Name)
	require.Equal(t, "/api/plans/0b4c7a52-4c1e-4d0e-9d8e-2f1a5b7c9d01", f.requests()[0].Path)

	plan["active"] = false
	f = newFakePaystead(t, answerJSON(200, plan))
	off, err := f.client(t, "ak_live_secret").SetPlanActive(ctx, "0b4c7a52-4c1e-4d0e-9d8e-2f1a5b7c9d01", false)
	require.NoError(t, err)
	require.False(t, off.Active)
	require.Equal(t, "https://pay.example/p/0b4c7a52-4c1e-4d0e-9d8e-2f1a5b7c9d01", off.URL)
	req = f.requests()[0]
	require.Equal(t, http.MethodPatch, req.Method)
	require.Equal(t, "/api/plans/0b4c7a52-4c1e-4d0e-9d8e-2f1a5b7c9d01", req.Path)
	require.JSONEq(t, `{"active":false}`, req.Body)

	f = newFakePaystead(t, answerJSON(200, plan))
	_, err = f.client(t, "pk_live_browser").Plans(ctx)
	requireCode(t, err, sdk.CodePublishableKeyForbidden)
	_, err = f.client(t, "ak_live_secret").GetPlan(ctx, " ")
	require.Error(t, err)
	_, err = f.client(t, "pk_live_browser").SetPlanActive(ctx, "0b4c7a52-4c1e-4d0e-9d8e-2f1a5b7c9d01", true)
	requireCode(t, err, sdk.CodePublishableKeyForbidden)
	require.Empty(t, f.requests())
}

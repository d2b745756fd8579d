package server

import (
	"net/http"
	"testing"

	"github.com/google/uuid"
	"github.com/stretchr/testify/require"

	"github.com/paystead/paystead/shared/apierr"
	"github.com/paystead/paystead/shared/subscriptionapi"
)

// TestPlansOverHTTP (#35): a merchant makes plans with its secret key or in the dashboard, lists
// them newest first and reads one; another merchant sees none of them; a publishable key, a bad
// body and an unknown id are refused with the spec's errors. Every answer fits the OpenAPI
// document.
func TestPlansOverHTTP(t *testing.T) {
	t.Parallel()
	app := startApp(t, nil)
	var monthly subscriptionapi.Plan
	require.Equal(t, http.StatusCreated, documented(t, app, "POST", app.URL+"/api/plans", secret(app),
		map[string]any{"name": "Pro", "amount": "9.99", "token": "USDC", "interval": "month", "trialDays": 14}, &monthly))
	require.Equal(t, "9.99", monthly.Amount)
	require.Equal(t, "9990000", monthly.AmountUnits)
	require.Equal(t, int64(2_629_746), monthly.PeriodSeconds, "a twelfth of a Gregorian year")
	require.Nil(t, monthly.Charges, "until canceled")
	require.True(t, monthly.Active)

	seller := signInWithKey(t, app, testChain(t).Merchant.Key)
	var weekly subscriptionapi.Plan
	require.Equal(t, http.StatusCreated, documented(t, app, "POST", app.URL+"/api/merchant/plans", seller,
		map[string]any{"name": "Fortnightly box", "amount": "12", "token": "EURC", "interval": "week", "intervalCount": 2, "charges": 6}, &weekly))
	require.Equal(t, int64(14*86_400), weekly.PeriodSeconds)
	require.Equal(t, 6, *weekly.Charges)

	var list subscriptionapi.PlanList
	require.Equal(t, http.StatusOK, documented(t, app, "GET", app.URL+"/api/plans", secret(app), nil, &list))
	require.GreaterOrEqual(t, len(list.Data), 2)
	require.Equal(t, weekly.ID, list.Data[0].ID, "newest first")
	require.Equal(t, http.StatusOK, documented(t, app, "GET", app.URL+"/api/merchant/plans", seller, nil, &list))
	var one subscriptionapi.Plan
	require.Equal(t, http.StatusOK, documented(t, app, "GET", app.URL+"/api/plans/"+monthly.ID, secret(app), nil, &one))
	require.Equal(t, monthly, one)
	require.Equal(t, http.StatusOK, documented(t, app, "GET", app.URL+"/api/merchant/plans/"+monthly.ID, seller, nil, &one))

	var e apierr.Error
	require.Equal(t, http.StatusNotFound, documented(t, app, "GET", app.URL+"/api/plans/"+uuid.NewString(), secret(app), nil, &e))
	require.Equal(t, http.StatusBadRequest, documented(t, app, "GET", app.URL+"/api/plans/not-a-plan", secret(app), nil, &e))
	require.Equal(t, "id", e.Fields[0].Field)
	require.Equal(t, http.StatusBadRequest, documented(t, app, "POST", app.URL+"/api/plans", secret(app),
		map[string]any{"name": "x", "amount": "1.0000001", "token": "DAI", "interval": "hourly"}, &e))
	require.Equal(t, apierr.BadBody, e.Code)
	require.Len(t, e.Fields, 3)
	require.Equal(t, http.StatusForbidden, documented(t, app, "GET", app.URL+"/api/plans",
		map[string]string{"X-Service-Api-Key": app.Seed.PublishableKey}, nil, &e))
	require.Equal(t, apierr.PublishableKeyForbidden, e.Code)
	require.Equal(t, http.StatusUnauthorized, documented(t, app, "GET", app.URL+"/api/plans", nil, nil, &e))

	// Another merchant sees none of them.
	other := signInAs(t, app)
	require.Equal(t, http.StatusOK, documented(t, app, "GET", app.URL+"/api/merchant/plans", other, nil, &list))
	require.Empty(t, list.Data)
	require.Equal(t, http.StatusNotFound, documented(t, app, "GET", app.URL+"/api/merchant/plans/"+monthly.ID, other, nil, &e))
}

package server

import (
	"net/http"
	"strings"
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
	require.Equal(t, app.URL+"/p/"+monthly.ID, monthly.URL, "its permanent link")

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
	other["Origin"] = app.URL
	require.Equal(t, http.StatusOK, documented(t, app, "GET", app.URL+"/api/merchant/plans", other, nil, &list))
	require.Empty(t, list.Data)
	require.Equal(t, http.StatusNotFound, documented(t, app, "GET", app.URL+"/api/merchant/plans/"+monthly.ID, other, nil, &e))
	require.Equal(t, http.StatusNotFound, documented(t, app, "PATCH", app.URL+"/api/merchant/plans/"+monthly.ID, other, map[string]any{"active": false}, &e))
}

// TestPlanLink (#35): a plan's permanent link sends whoever opens it to a checkout session of the
// plan; the merchant stops offering the plan (its link then says so, 410, and its sessions refuse
// new subscribers) and offers it again.
func TestPlanLink(t *testing.T) {
	t.Parallel()
	app := startApp(t, nil)
	var plan subscriptionapi.Plan
	expect(t, app, http.StatusCreated, "POST", app.URL+"/api/plans", secret(app), map[string]any{"name": "Club", "amount": "5", "token": "USDC", "interval": "week"}, &plan)

	// openLink follows the link as a browser does, to the checkout page it sends the customer to.
	openLink := func() subscriptionapi.Checkout {
		t.Helper()
		resp, _ := visit(t, "GET", plan.URL, nil)
		require.Equal(t, http.StatusSeeOther, resp.StatusCode)
		require.Equal(t, "no-store", resp.Header.Get("Cache-Control"))
		page := resp.Header.Get("Location")
		require.True(t, strings.HasPrefix(page, app.URL+"/s/"), page)
		var c subscriptionapi.Checkout
		expect(t, app, http.StatusOK, "GET", app.URL+"/api/subscribe/"+strings.TrimPrefix(page, app.URL+"/s/"), nil, nil, &c)
		require.Equal(t, page, c.URL)
		require.Equal(t, plan.ID, c.Plan.ID)
		require.Nil(t, c.SuccessURL)
		return c
	}
	first, second := openLink(), openLink()
	require.Equal(t, first.ID, second.ID, "the link's customers share a session: crawlers add no rows")

	var off subscriptionapi.Plan
	expect(t, app, http.StatusOK, "PATCH", app.URL+"/api/plans/"+plan.ID, secret(app), map[string]any{"active": false}, &off)
	require.False(t, off.Active)
	resp, body := visit(t, "GET", plan.URL, nil)
	require.Equal(t, http.StatusGone, resp.StatusCode)
	require.Contains(t, body, "no longer active")
	var e apierr.Error
	expect(t, app, http.StatusBadRequest, "POST", app.URL+"/api/plans/"+plan.ID+"/checkouts", secret(app), map[string]any{}, &e)
	expect(t, app, http.StatusBadRequest, "POST", app.URL+"/api/subscribe/"+first.ID+"/terms", nil, map[string]any{"payer": "0x000000000000000000000000000000000000dEaD"}, &e)
	require.Contains(t, e.Message, "not offered any more", "a session opened before is refused too")

	seller := signInWithKey(t, app, testChain(t).Merchant.Key)
	var on subscriptionapi.Plan
	expect(t, app, http.StatusOK, "PATCH", app.URL+"/api/merchant/plans/"+plan.ID, seller, map[string]any{"active": true}, &on)
	require.True(t, on.Active)
	openLink()

	expect(t, app, http.StatusBadRequest, "PATCH", app.URL+"/api/plans/"+plan.ID, secret(app), map[string]any{}, &e)
	require.Equal(t, "active", e.Fields[0].Field)
	expect(t, app, http.StatusNotFound, "PATCH", app.URL+"/api/plans/"+uuid.NewString(), secret(app), map[string]any{"active": true}, &e)
	for _, link := range []string{app.URL + "/p/" + uuid.NewString(), app.URL + "/p/not-a-plan"} {
		resp, body := visit(t, "GET", link, nil)
		require.Equal(t, http.StatusNotFound, resp.StatusCode, link)
		require.Contains(t, body, "not found")
	}
}

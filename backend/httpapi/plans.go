package httpapi

import (
	"net/http"

	"github.com/paystead/paystead/backend/subscription"
	"github.com/paystead/paystead/shared/money"
	"github.com/paystead/paystead/shared/subscriptionapi"
)

// Subscription plans (#35): POST and GET /api/plans, GET /api/plans/{id} (secret key), and the
// same under /api/merchant for the dashboard.

// createPlan is POST /api/plans and /api/merchant/plans.
func (a *API) createPlan(w http.ResponseWriter, r *http.Request) error {
	var req subscriptionapi.CreatePlanRequest
	if err := decodeJSON(r, &req); err != nil {
		return err
	}
	p, err := a.plans.CreatePlan(r.Context(), principalFrom(r.Context()).Merchant.ID, req)
	if err != nil {
		return err
	}
	writeJSON(w, http.StatusCreated, planView(p))
	return nil
}

// listPlans is GET /api/plans and /api/merchant/plans: the merchant's plans, newest first.
func (a *API) listPlans(w http.ResponseWriter, r *http.Request) error {
	plans, err := a.plans.Plans(r.Context(), principalFrom(r.Context()).Merchant.ID)
	if err != nil {
		return err
	}
	out := subscriptionapi.PlanList{Data: make([]subscriptionapi.Plan, len(plans))}
	for i, p := range plans {
		out.Data[i] = planView(p)
	}
	writeJSON(w, http.StatusOK, out)
	return nil
}

// getPlan is GET /api/plans/{id} and /api/merchant/plans/{id}.
func (a *API) getPlan(w http.ResponseWriter, r *http.Request) error {
	id, err := pathUUID(r, "id", "is not a plan id")
	if err != nil {
		return err
	}
	p, err := a.plans.Plan(r.Context(), principalFrom(r.Context()).Merchant.ID, id)
	if err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, planView(p))
	return nil
}

func planView(p subscription.Plan) subscriptionapi.Plan {
	var charges *int
	if p.Charges > 0 {
		n := p.Charges
		charges = &n
	}
	return subscriptionapi.Plan{
		ID: p.ID.String(), Name: p.Name, Description: p.Description,
		Amount: money.FormatUnits(p.Amount, 6), AmountUnits: money.FormatUnits(p.Amount, 0), Token: string(p.Token),
		Interval: p.Interval, IntervalCount: p.IntervalCount, PeriodSeconds: int64(p.Period().Seconds()),
		TrialDays: p.TrialDays, Charges: charges, Active: p.Active, CreatedAt: p.CreatedAt,
	}
}

package httpapi

import (
	"net/http"

	"github.com/go-chi/chi/v5"
	"github.com/google/uuid"

	"github.com/paystead/paystead/backend/subscription"
	"github.com/paystead/paystead/shared/apierr"
	"github.com/paystead/paystead/shared/money"
	"github.com/paystead/paystead/shared/subscriptionapi"
)

// Subscription plans (#35): POST and GET /api/plans, GET and PATCH /api/plans/{id} (secret key),
// and the same under /api/merchant for the dashboard; GET /p/{planId}, a plan's permanent link.

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
	writeJSON(w, http.StatusCreated, a.planView(p))
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
		out.Data[i] = a.planView(p)
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
	writeJSON(w, http.StatusOK, a.planView(p))
	return nil
}

// updatePlan is PATCH /api/plans/{id} and /api/merchant/plans/{id}: offer the plan to new
// subscribers, or stop offering it.
func (a *API) updatePlan(w http.ResponseWriter, r *http.Request) error {
	id, err := pathUUID(r, "id", "is not a plan id")
	if err != nil {
		return err
	}
	var req subscriptionapi.UpdatePlanRequest
	if err := decodeJSON(r, &req); err != nil {
		return err
	}
	if req.Active == nil {
		var f apierr.Fields
		f.Add("active", "is required: true to offer the plan, false to stop offering it")
		return f.Err()
	}
	p, err := a.plans.SetActive(r.Context(), principalFrom(r.Context()).Merchant.ID, id, *req.Active)
	if err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, a.planView(p))
	return nil
}

// openPlan is GET /p/{planId}, a plan's permanent link: the customer is sent (303) to the checkout
// session the link shares (subscription.LinkCheckout). The per-address limit of the API holds here
// too.
func (a *API) openPlan(w http.ResponseWriter, r *http.Request) {
	if err := a.limits.allowAddress(r.Context(), clientOf(r)); err != nil {
		setRetryAfter(w, err)
		a.linkFailure(w, r, err)
		return
	}
	id, err := uuid.Parse(chi.URLParam(r, "planId"))
	if err != nil {
		a.linkFailure(w, r, apierr.New(apierr.NotFound, "No plan %q.", chi.URLParam(r, "planId")))
		return
	}
	plan, err := a.plans.Offered(r.Context(), id)
	if err != nil {
		a.linkFailure(w, r, err)
		return
	}
	c, err := a.subscriptions.LinkCheckout(r.Context(), plan)
	if err != nil {
		a.linkFailure(w, r, err)
		return
	}
	w.Header().Set("Cache-Control", "no-store")
	http.Redirect(w, r, a.subscriptions.CheckoutURL(c.ID), http.StatusSeeOther)
}

// PlanPath is the start of a plan's permanent link.
const PlanPath = "/p/"

func (a *API) planView(p subscription.Plan) subscriptionapi.Plan {
	var charges *int
	if p.Charges > 0 {
		n := p.Charges
		charges = &n
	}
	return subscriptionapi.Plan{
		ID: p.ID.String(), Name: p.Name, Description: p.Description,
		Amount: money.FormatUnits(p.Amount, 6), AmountUnits: money.FormatUnits(p.Amount, 0), Token: string(p.Token),
		Interval: p.Interval, IntervalCount: p.IntervalCount, PeriodSeconds: int64(p.Period().Seconds()),
		TrialDays: p.TrialDays, Charges: charges, Active: p.Active, CreatedAt: p.CreatedAt, URL: a.invoices.BaseURL() + PlanPath + p.ID.String(),
	}
}

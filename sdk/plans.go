//go:build !js

package sdk

import (
	"context"
	"net/http"
	"net/url"
	"strings"

	"github.com/paystead/paystead/shared/subscriptionapi"
)

// Subscription plans (#35): what a merchant sells by the period. Customers subscribing to them is
// a later step of the issue. Secret-key calls, for the merchant's server: the browser build
// (js/wasm: the dashboard, the hosted pages) leaves them out.

// Plan and CreatePlanParams are the endpoints' bodies.
type (
	Plan             = subscriptionapi.Plan
	CreatePlanParams = subscriptionapi.CreatePlanRequest
)

// The intervals a plan repeats at.
const (
	PlanDaily   = subscriptionapi.Day
	PlanWeekly  = subscriptionapi.Week
	PlanMonthly = subscriptionapi.Month
	PlanYearly  = subscriptionapi.Year
)

// CreatePlan makes a plan (POST /api/plans). Secret key only.
func (c *Client) CreatePlan(ctx context.Context, params CreatePlanParams) (*Plan, error) {
	if err := c.requireSecret("CreatePlan"); err != nil {
		return nil, err
	}
	var out Plan
	if err := c.Do(ctx, Call{Method: http.MethodPost, Path: "/api/plans", Body: params}, &out); err != nil {
		return nil, err
	}
	return &out, nil
}

// Plans lists the merchant's plans, newest first (GET /api/plans). Secret key only.
func (c *Client) Plans(ctx context.Context) ([]Plan, error) {
	if err := c.requireSecret("Plans"); err != nil {
		return nil, err
	}
	var out subscriptionapi.PlanList
	if err := c.Do(ctx, Call{Method: http.MethodGet, Path: "/api/plans", Repeatable: true}, &out); err != nil {
		return nil, err
	}
	return out.Data, nil
}

// GetPlan reads one of the merchant's plans (GET /api/plans/{id}). Secret key only.
func (c *Client) GetPlan(ctx context.Context, id string) (*Plan, error) {
	if err := c.requireSecret("GetPlan"); err != nil {
		return nil, err
	}
	if strings.TrimSpace(id) == "" {
		return nil, newError(CodeUnknown, "a plan id is required")
	}
	var out Plan
	if err := c.Do(ctx, Call{Method: http.MethodGet, Path: "/api/plans/" + url.PathEscape(id), Repeatable: true}, &out); err != nil {
		return nil, err
	}
	return &out, nil
}

// SetPlanActive offers the plan to new subscribers again (true), or stops offering it (false): its
// link and its checkout sessions then refuse them, while its subscriptions go on being charged
// (PATCH /api/plans/{id}). Secret key only.
func (c *Client) SetPlanActive(ctx context.Context, id string, active bool) (*Plan, error) {
	if err := c.requireSecret("SetPlanActive"); err != nil {
		return nil, err
	}
	if strings.TrimSpace(id) == "" {
		return nil, newError(CodeUnknown, "a plan id is required")
	}
	var out Plan
	if err := c.Do(ctx, Call{Method: http.MethodPatch, Path: "/api/plans/" + url.PathEscape(id), Body: subscriptionapi.UpdatePlanRequest{Active: &active}, Repeatable: true}, &out); err != nil {
		return nil, err
	}
	return &out, nil
}

// Package subscriptionapi holds the wire types of subscriptions (#35): plans a merchant sells,
// which a customer subscribes to by signing once and is charged every period.
package subscriptionapi

import "time"

// Intervals a plan repeats at (Interval); IntervalCount multiplies it.
const (
	Day   = "day"
	Week  = "week"
	Month = "month"
	Year  = "year"
)

// Limits of a plan.
const (
	MaxNameRunes        = 100
	MaxDescRunes        = 500
	MaxIntervalCount    = 366 // of days; fewer of the longer intervals, see MaxPeriodSeconds
	MaxPeriodSeconds    = 5 * 31556952
	MaxTrialDays        = 730
	MaxCharges          = 1200
	MaxPlansPerMerchant = 500
)

// CreatePlanRequest is the body of POST /api/plans. Amount is what each period costs, in units of
// Token (USDC: dollars; EURC: euros), a decimal string of at most 6 decimals.
type CreatePlanRequest struct {
	Name          string `json:"name"`
	Description   string `json:"description,omitempty"`
	Amount        string `json:"amount"`
	Token         string `json:"token"`
	Interval      string `json:"interval"`
	IntervalCount int    `json:"intervalCount,omitempty"` // 0 or absent: 1
	TrialDays     int    `json:"trialDays,omitempty"`
	// Charges ends each subscription after that many charges; 0 or absent: until canceled.
	Charges int `json:"charges,omitempty"`
}

// Plan is a plan as the API answers it. PeriodSeconds is the period the chain enforces between
// charges: a month is a twelfth of a Gregorian year (30 days, 10 hours, 29 minutes and 6 seconds),
// so twelve monthly charges take exactly a year.
type Plan struct {
	ID            string    `json:"id"`
	Name          string    `json:"name"`
	Description   string    `json:"description"`
	Amount        string    `json:"amount"`
	AmountUnits   string    `json:"amountUnits"`
	Token         string    `json:"token"`
	Interval      string    `json:"interval"`
	IntervalCount int       `json:"intervalCount"`
	PeriodSeconds int64     `json:"periodSeconds"`
	TrialDays     int       `json:"trialDays"`
	Charges       *int      `json:"charges"`
	Active        bool      `json:"active"`
	CreatedAt     time.Time `json:"createdAt"`
	// URL is the plan's permanent link: each customer who opens it gets a checkout session of
	// its own, while the plan is Active.
	URL string `json:"url"`
}

// UpdatePlanRequest is the body of PATCH /api/plans/{id}: Active false stops offering the plan to
// new subscribers (its link and new checkout sessions refuse it; its subscriptions go on), true
// offers it again.
type UpdatePlanRequest struct {
	Active *bool `json:"active"`
}

// PlanList is GET /api/plans: the merchant's plans, newest first.
type PlanList struct {
	Data []Plan `json:"data"`
}

// Package subscription is recurring billing (#35): the plans a merchant sells and, as the issue's
// later steps land, the subscriptions customers take to them, charged every period by the
// subscription manager contract under one signed allowance.
package subscription

import (
	"context"
	"errors"
	"slices"
	"strings"
	"time"

	"github.com/google/uuid"

	"github.com/paystead/paystead/shared/apierr"
	"github.com/paystead/paystead/shared/invoiceapi"
	"github.com/paystead/paystead/shared/money"
	"github.com/paystead/paystead/shared/subscriptionapi"
)

// Plan is a plan as stored: Amount of Token's smallest unit (6 decimals) every IntervalCount
// Intervals, after TrialDays, Charges times (0: until canceled).
type Plan struct {
	ID            uuid.UUID
	MerchantID    uuid.UUID
	Name          string
	Description   string
	Amount        int64
	Token         invoiceapi.Token
	Interval      string
	IntervalCount int
	TrialDays     int
	Charges       int
	Active        bool
	CreatedAt     time.Time
}

// intervalSeconds is each interval's length on chain. A month is a twelfth of a Gregorian year and
// a year its average length, so that twelve monthly periods are one yearly one and a plan's
// charges do not drift from the calendar over the years (a calendar month's 28 to 31 days cannot
// be a fixed period, which is what the contract enforces).
var intervalSeconds = map[string]int64{
	subscriptionapi.Day:   86_400,
	subscriptionapi.Week:  7 * 86_400,
	subscriptionapi.Month: 31_556_952 / 12,
	subscriptionapi.Year:  31_556_952,
}

// Period is the time between the plan's charges, as the chain enforces it.
func (p Plan) Period() time.Duration {
	return time.Duration(intervalSeconds[p.Interval]*int64(p.IntervalCount)) * time.Second
}

// Errors of stores.
var (
	ErrNotFound = errors.New("plan not found")
	ErrTooMany  = errors.New("too many plans")
)

// Store keeps plans.
type Store interface {
	// CreatePlan stores p, failing with ErrTooMany when its merchant has max plans already.
	CreatePlan(ctx context.Context, p Plan, max int) error
	// Plans lists merchantID's plans, newest first.
	Plans(ctx context.Context, merchantID uuid.UUID) ([]Plan, error)
	// Plan reads merchantID's plan id (ErrNotFound when it has none such).
	Plan(ctx context.Context, merchantID, id uuid.UUID) (Plan, error)
	// PlanByID reads plan id, whoever's it is (ErrNotFound when there is none).
	PlanByID(ctx context.Context, id uuid.UUID) (Plan, error)
	// SetPlanActive sets whether merchantID's plan id is offered, and reads it (ErrNotFound when
	// it has none such).
	SetPlanActive(ctx context.Context, merchantID, id uuid.UUID, active bool) (Plan, error)
}

// Service makes and lists plans.
type Service struct {
	store  Store
	tokens []invoiceapi.Token
	now    func() time.Time
}

// NewService wires a Service; tokens are those a plan may charge in (nil: USDC and EURC).
func NewService(store Store, tokens []invoiceapi.Token) *Service {
	if tokens == nil {
		tokens = invoiceapi.Tokens()
	}
	return &Service{store: store, tokens: tokens, now: time.Now}
}

// CreatePlan checks req and stores the plan for merchantID.
func (s *Service) CreatePlan(ctx context.Context, merchantID uuid.UUID, req subscriptionapi.CreatePlanRequest) (Plan, error) {
	p, err := checkPlan(req, s.tokens)
	if err != nil {
		return Plan{}, err
	}
	p.ID, p.MerchantID, p.Active, p.CreatedAt = uuid.New(), merchantID, true, s.now().UTC().Truncate(time.Microsecond)
	switch err := s.store.CreatePlan(ctx, p, subscriptionapi.MaxPlansPerMerchant); {
	case errors.Is(err, ErrTooMany):
		return Plan{}, apierr.New(apierr.BadBody, "You have %d plans, the most one merchant may have.", subscriptionapi.MaxPlansPerMerchant)
	case err != nil:
		return Plan{}, err
	}
	return p, nil
}

// Plans lists merchantID's plans, newest first.
func (s *Service) Plans(ctx context.Context, merchantID uuid.UUID) ([]Plan, error) {
	return s.store.Plans(ctx, merchantID)
}

// Plan reads merchantID's plan id: apierr.NotFound when it has none such.
func (s *Service) Plan(ctx context.Context, merchantID, id uuid.UUID) (Plan, error) {
	p, err := s.store.Plan(ctx, merchantID, id)
	if errors.Is(err, ErrNotFound) {
		return Plan{}, apierr.New(apierr.NotFound, "No plan %s of yours.", id)
	}
	return p, err
}

// SetActive offers merchantID's plan id to new subscribers, or stops offering it: its link and
// new checkout sessions refuse it while it is not, and its subscriptions go on being charged.
func (s *Service) SetActive(ctx context.Context, merchantID, id uuid.UUID, active bool) (Plan, error) {
	p, err := s.store.SetPlanActive(ctx, merchantID, id, active)
	if errors.Is(err, ErrNotFound) {
		return Plan{}, apierr.New(apierr.NotFound, "No plan %s of yours.", id)
	}
	return p, err
}

// Offered reads plan id for its permanent link: apierr.NotFound when there is none, and
// apierr.PaymentLinkDisabled when its merchant no longer offers it.
func (s *Service) Offered(ctx context.Context, id uuid.UUID) (Plan, error) {
	p, err := s.store.PlanByID(ctx, id)
	switch {
	case errors.Is(err, ErrNotFound):
		return Plan{}, apierr.New(apierr.NotFound, "No plan %s.", id)
	case err != nil:
		return Plan{}, err
	case !p.Active:
		return Plan{}, apierr.New(apierr.PaymentLinkDisabled, "The plan %s is no longer offered.", id)
	}
	return p, nil
}

// checkPlan validates req field by field.
func checkPlan(req subscriptionapi.CreatePlanRequest, tokens []invoiceapi.Token) (Plan, error) {
	var (
		f apierr.Fields
		p Plan
	)
	p.Name = invoiceapi.ValidateText("name", strings.TrimSpace(req.Name), subscriptionapi.MaxNameRunes, false, &f)
	switch {
	case p.Name == "" && len(f) == 0:
		f.Add("name", "is required: what the customer subscribes to")
	case strings.ContainsFunc(p.Name, directionControl):
		f.Add("name", "holds direction characters")
	}
	p.Description = invoiceapi.ValidateText("description", req.Description, subscriptionapi.MaxDescRunes, true, &f)
	switch t := invoiceapi.Token(req.Token); {
	case req.Token == "":
		f.Add("token", "is required: one of %s", invoiceapi.ListOf(tokens))
	case !slices.Contains(tokens, t):
		f.Add("token", "must be %s", invoiceapi.OneOf(tokens))
	default:
		p.Token = t
	}
	if units, ok := invoiceapi.AmountUnits(req.Amount); ok {
		p.Amount = units
	} else {
		f.Add("amount", "must be a number of the token greater than 0, at most 6 decimals and at most %s", money.FormatUnits(invoiceapi.MaxAmountUnits, invoiceapi.AmountDecimals))
	}
	p.IntervalCount = req.IntervalCount
	if p.IntervalCount == 0 {
		p.IntervalCount = 1
	}
	switch seconds, ok := intervalSeconds[req.Interval]; {
	case !ok:
		f.Add("interval", "must be day, week, month or year")
	case p.IntervalCount < 1 || p.IntervalCount > subscriptionapi.MaxIntervalCount || seconds*int64(p.IntervalCount) > subscriptionapi.MaxPeriodSeconds:
		f.Add("intervalCount", "must be 1 or more, for a period of at most 5 years")
	default:
		p.Interval = req.Interval
	}
	if req.TrialDays < 0 || req.TrialDays > subscriptionapi.MaxTrialDays {
		f.Add("trialDays", "must be 0 to %d", subscriptionapi.MaxTrialDays)
	}
	p.TrialDays = req.TrialDays
	if req.Charges < 0 || req.Charges > subscriptionapi.MaxCharges {
		f.Add("charges", "must be 0 (until canceled) to %d", subscriptionapi.MaxCharges)
	}
	p.Charges = req.Charges
	if err := f.Err(); err != nil {
		return Plan{}, err
	}
	return p, nil
}

// directionControl reports Unicode's direction overrides and isolates, with which a name could
// show the customer other text than it holds.
func directionControl(r rune) bool {
	return (r >= 0x202a && r <= 0x202e) || (r >= 0x2066 && r <= 0x2069)
}

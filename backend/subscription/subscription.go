package subscription

import (
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/google/uuid"

	"github.com/paystead/paystead/backend/chain"
	"github.com/paystead/paystead/shared/invoiceapi"
	"github.com/paystead/paystead/shared/money"
	"github.com/paystead/paystead/shared/subscriptionapi"
)

// Status is where a subscription stands.
type Status string

// Statuses of a subscription.
const (
	// Trialing: signed, its first charge comes when the trial ends.
	Trialing Status = "trialing"
	// Active: charged for its current period, or about to be.
	Active Status = "active"
	// PastDue: its period's charge failed; retries follow RetrySchedule.
	PastDue Status = "past_due"
	// Canceled: no charge will come (the payer, the merchant, or the retries ran out).
	Canceled Status = "canceled"
	// Ended: charged as many times as its plan says.
	Ended Status = "ended"
)

// Live reports whether the subscription may still be charged.
func (s Status) Live() bool { return s == Trialing || s == Active || s == PastDue }

// Subscription is a customer's signed terms with a merchant's plan, as stored.
type Subscription struct {
	ID, MerchantID, PlanID uuid.UUID
	CheckoutID             uuid.UUID // uuid.Nil: none
	PlanName               string
	ChainID                int64
	Gateway, Manager       common.Address
	PayInToken             invoiceapi.Token
	Terms                  chain.SubscriptionTerms
	Permit                 chain.AllowancePermit
	PermitSignature        []byte
	// PermitFresh: the payer's signed allowance is not on chain yet, and the next charge gives it.
	PermitFresh bool
	Status      Status
	// NextIndex is the next period to charge, at NextChargeAt (its start, or a retry).
	NextIndex    uint64
	NextChargeAt time.Time
	// Failures counts the failed attempts at period NextIndex; LastFailure says why the last failed.
	Failures     int
	LastFailure  string
	ChargedCount int
	CancelReason string
	CanceledAt   *time.Time
	// AllowanceRevokedAt is when the allowance watch first saw that the payer's allowance could
	// not pay the next charge (revoked on Permit2, or the token's approval to Permit2 revoked);
	// nil while it can.
	AllowanceRevokedAt *time.Time
	CreatedAt          time.Time
	// UpdatedAt is when the subscription last changed (its allowance's checks aside): a check
	// made of an older read is not recorded.
	UpdatedAt time.Time
}

// TermsHash names the subscription on chain.
func (s Subscription) TermsHash() common.Hash { return s.Terms.Hash() }

// Period is the time between charges.
func (s Subscription) Period() time.Duration { return time.Duration(s.Terms.Period) * time.Second }

// DueAt is when period index may be charged from; the chain refuses it from DueAt(index+1) on.
func (s Subscription) DueAt(index uint64) time.Time {
	return time.Unix(int64(s.Terms.Start+index*s.Terms.Period), 0).UTC()
}

// CurrentIndex is the period at now (0 before the first starts).
func (s Subscription) CurrentIndex(now time.Time) uint64 {
	at := now.Unix()
	if at < int64(s.Terms.Start) {
		return 0
	}
	return uint64(at-int64(s.Terms.Start)) / s.Terms.Period
}

// Over reports whether period index is past the plan's count of charges.
func (s Subscription) Over(index uint64) bool {
	return s.Terms.Count != 0 && index >= uint64(s.Terms.Count)
}

// RetryDays is when a period's failed charge is tried again, in days after the period begins: a
// merchant sees the schedule, the customer has time to top up. A period shorter than a week
// shrinks the schedule in proportion, so every retry falls within the period (the chain refuses
// a period's charge once the next begins).
var RetryDays = []float64{1, 3, 5}

// RetryAt is when period index is tried again after its failures-th failed attempt; false when
// the retries have run out (the subscription is then canceled).
func (s Subscription) RetryAt(index uint64, failures int) (time.Time, bool) {
	if failures < 1 || failures > len(RetryDays) {
		return time.Time{}, false
	}
	week := 7 * 24 * time.Hour
	scale := min(1, float64(s.Period())/float64(week))
	after := time.Duration(RetryDays[failures-1] * scale * float64(24*time.Hour)).Truncate(time.Second)
	return s.DueAt(index).Add(after), true
}

// Failure reasons of a charge, as webhooks and views give them (the wire's, subscriptionapi).
const (
	FailBalance   = subscriptionapi.FailBalance
	FailAllowance = subscriptionapi.FailAllowance
	FailTransfer  = subscriptionapi.FailTransfer
	FailMerchant  = subscriptionapi.FailMerchant
	FailOther     = subscriptionapi.FailOther
)

// View is sub as the API and its webhooks give it.
func View(sub Subscription) subscriptionapi.Subscription {
	v := subscriptionapi.Subscription{
		ID: sub.ID.String(), PlanID: sub.PlanID.String(), PlanName: sub.PlanName, Status: string(sub.Status), ChainID: sub.ChainID,
		Payer: sub.Terms.Payer.Hex(), Token: string(sub.PayInToken), TokenAddress: sub.Terms.Token.Hex(),
		Amount:        money.FormatUnits(sub.Terms.Amount.Int64(), invoiceapi.AmountDecimals),
		AmountUnits:   sub.Terms.Amount.String(),
		PeriodSeconds: int64(sub.Terms.Period), StartsAt: time.Unix(int64(sub.Terms.Start), 0).UTC(),
		ChargedCount: sub.ChargedCount, FailedAttempts: sub.Failures,
		TermsHash: sub.TermsHash().Hex(), Manager: sub.Manager.Hex(), CreatedAt: sub.CreatedAt,
		LastFailure: nonEmpty(sub.LastFailure), CancelReason: nonEmpty(sub.CancelReason), CanceledAt: sub.CanceledAt,
		AllowanceRevokedAt: sub.AllowanceRevokedAt,
	}
	if sub.Terms.Count > 0 {
		n := int(sub.Terms.Count)
		v.Charges = &n
	}
	if sub.Status.Live() {
		at := sub.NextChargeAt
		v.NextChargeAt = &at
	}
	return v
}

// ChargeView is c as the API gives it.
func ChargeView(c Charge) subscriptionapi.Charge {
	return subscriptionapi.Charge{Period: c.Index, InvoiceID: common.Hash(c.InvoiceID).Hex(), Status: c.Status, Attempts: c.Attempts,
		Failure: nonEmpty(c.Failure), DueAt: c.DueAt, ChargedAt: c.ChargedAt}
}

func nonEmpty(s string) *string {
	if s == "" {
		return nil
	}
	return &s
}

package subscription

import (
	"context"
	"math/big"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/google/uuid"
	"github.com/stretchr/testify/require"

	"github.com/paystead/paystead/backend/chain"
	"github.com/paystead/paystead/backend/compliance"
	"github.com/paystead/paystead/shared/apierr"
	"github.com/paystead/paystead/shared/invoiceapi"
	"github.com/paystead/paystead/shared/subscriptionapi"
)

// TestRetriesFallWithinThePeriod: a failed charge is retried 1, 3 and 5 days into its period,
// then the subscription is canceled; a period shorter than a week shrinks the schedule so every
// retry comes before the next period, when the chain would refuse it.
func TestRetriesFallWithinThePeriod(t *testing.T) {
	t.Parallel()
	start := time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)
	month := Subscription{Terms: chain.SubscriptionTerms{Start: uint64(start.Unix()), Period: 2_629_746}}
	due := month.DueAt(2)
	require.Equal(t, start.Add(2*2_629_746*time.Second), due)
	for failures, days := range map[int]int{1: 1, 2: 3, 3: 5} {
		at, ok := month.RetryAt(2, failures)
		require.True(t, ok)
		require.Equal(t, due.Add(time.Duration(days)*24*time.Hour), at)
	}
	_, ok := month.RetryAt(2, 4)
	require.False(t, ok, "after the third retry, cancel")
	_, ok = month.RetryAt(2, 0)
	require.False(t, ok)

	day := Subscription{Terms: chain.SubscriptionTerms{Start: uint64(start.Unix()), Period: 86_400}}
	for failures := 1; failures <= 3; failures++ {
		at, ok := day.RetryAt(0, failures)
		require.True(t, ok)
		require.True(t, at.After(day.DueAt(0)) && at.Before(day.DueAt(1)), "retry %d at %s", failures, at)
	}
	last, _ := day.RetryAt(0, 3)
	require.Equal(t, start.Add(5*24*time.Hour/7).Truncate(time.Second), last)
}

// TestPeriodsOfASubscription: the current period, and the end of a counted plan.
func TestPeriodsOfASubscription(t *testing.T) {
	t.Parallel()
	start := time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)
	s := Subscription{Terms: chain.SubscriptionTerms{Start: uint64(start.Unix()), Period: 7 * 86_400, Count: 3}}
	require.Equal(t, uint64(0), s.CurrentIndex(start.Add(-time.Hour)), "before the first period (a trial)")
	require.Equal(t, uint64(0), s.CurrentIndex(start))
	require.Equal(t, uint64(1), s.CurrentIndex(start.Add(7*24*time.Hour)))
	require.Equal(t, uint64(1), s.CurrentIndex(start.Add(14*24*time.Hour-time.Second)))
	require.False(t, s.Over(2))
	require.True(t, s.Over(3))
	s.Terms.Count = 0
	require.False(t, s.Over(1_000), "until canceled")
	for _, st := range []Status{Trialing, Active, PastDue} {
		require.True(t, st.Live())
	}
	require.False(t, Canceled.Live())
	require.False(t, Ended.Live())
}

// ledger is a SubscriptionStore in memory.
type ledger struct {
	checkouts map[uuid.UUID]Checkout
	subs      []Subscription
}

func (l *ledger) CreateCheckout(_ context.Context, c Checkout) error {
	l.checkouts[c.ID] = c
	return nil
}
func (l *ledger) Checkout(_ context.Context, id uuid.UUID) (Checkout, error) {
	c, ok := l.checkouts[id]
	if !ok {
		return Checkout{}, ErrNotFound
	}
	return c, nil
}
func (l *ledger) LinkCheckout(_ context.Context, planID uuid.UUID, until time.Time) (Checkout, error) {
	var newest Checkout
	for _, c := range l.checkouts {
		if c.FromLink && c.Plan.ID == planID && c.ExpiresAt.After(until) && c.ExpiresAt.After(newest.ExpiresAt) {
			newest = c
		}
	}
	if newest.ID == uuid.Nil {
		return Checkout{}, ErrNotFound
	}
	return newest, nil
}
func (l *ledger) CreateSubscription(_ context.Context, s Subscription) (Subscription, bool, error) {
	for _, o := range l.subs {
		if o.TermsHash() == s.TermsHash() {
			return o, false, nil
		}
	}
	l.subs = append(l.subs, s)
	return s, true, nil
}
func (l *ledger) Subscription(_ context.Context, _, id uuid.UUID) (Subscription, error) {
	return l.SubscriptionByID(context.Background(), id)
}
func (l *ledger) SubscriptionByID(_ context.Context, id uuid.UUID) (Subscription, error) {
	for _, s := range l.subs {
		if s.ID == id {
			return s, nil
		}
	}
	return Subscription{}, ErrNotFound
}
func (l *ledger) Subscriptions(context.Context, uuid.UUID, int) ([]Subscription, error) {
	return l.subs, nil
}
func (l *ledger) SubscriptionsOfPayer(_ context.Context, payer common.Address, limit int) ([]Subscription, error) {
	var out []Subscription
	for _, s := range l.subs {
		if s.Terms.Payer == payer && len(out) < limit {
			out = append(out, s)
		}
	}
	return out, nil
}
func (l *ledger) Charges(context.Context, uuid.UUID) ([]Charge, error) { return nil, nil }
func (l *ledger) MonthFigures(context.Context, uuid.UUID, time.Time, int) ([]MonthFigures, error) {
	return nil, nil
}
func (l *ledger) ReplacePermit(_ context.Context, id uuid.UUID, p chain.AllowancePermit, sig []byte) error {
	for i, s := range l.subs {
		if s.ID == id && s.Status.Live() {
			l.subs[i].Permit, l.subs[i].PermitSignature, l.subs[i].PermitFresh = p, sig, true
			return nil
		}
	}
	return ErrNotFound
}
func (l *ledger) CancelSubscription(_ context.Context, _, id uuid.UUID, reason string, _ int64, _ []byte) (Subscription, bool, error) {
	for i, s := range l.subs {
		if s.ID == id {
			l.subs[i].Status, l.subs[i].CancelReason = Canceled, reason
			return l.subs[i], true, nil
		}
	}
	return Subscription{}, false, ErrNotFound
}

// screening answers category for every address.
type screening compliance.Category

func (c screening) Screen(_ context.Context, address string) (compliance.Result, error) {
	return compliance.Result{Address: address, Category: compliance.Category(c)}, nil
}

// TestSubscribeChecksTheSignedTerms: the terms must be the plan's and fresh, the signature the
// payer's of the allowance that covers them, and the payer cleared by screening; sent twice, the
// same terms make one subscription.
func TestSubscribeChecksTheSignedTerms(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	now := time.Date(2026, 11, 29, 12, 0, 0, 0, time.UTC)
	merchant, usdc := common.HexToAddress("0x1111111111111111111111111111111111111111"), common.HexToAddress("0x2222222222222222222222222222222222222222")
	network := &Network{ChainID: 1337, Manager: common.HexToAddress("0x3333333333333333333333333333333333333333"),
		Permit2: common.HexToAddress("0x000000000022D473030F116dDEE9F6B43aC78BA3"), Tokens: map[invoiceapi.Token]common.Address{"USDC": usdc},
		Now: func(context.Context) (time.Time, error) { return now, nil }}
	plan := Plan{ID: uuid.New(), MerchantID: uuid.New(), Name: "Pro", Amount: 9_990_000, Token: "USDC", Interval: "month", IntervalCount: 1, Charges: 12, Active: true}
	book := &ledger{checkouts: map[uuid.UUID]Checkout{}}
	var category compliance.Category = compliance.Clear
	svc := NewSubscriptions(book, network, func(context.Context, uuid.UUID) (common.Address, error) { return merchant, nil }, nil, "https://pay.example", false)
	svc.now = func() time.Time { return now }
	c, err := svc.CreateCheckout(ctx, nil, plan, subscriptionapi.CreateCheckoutRequest{})
	require.NoError(t, err)

	key, err := crypto.GenerateKey()
	require.NoError(t, err)
	payer := crypto.PubkeyToAddress(key.PublicKey)
	terms, err := svc.NewTerms(ctx, c.ID, payer)
	require.NoError(t, err)
	require.Equal(t, uint64(now.Unix()), terms.Terms.Start)
	require.Equal(t, big.NewInt(12*9_990_000), terms.Permit.Amount, "the allowance covers every charge")
	require.Equal(t, chain.SubscriptionAccountOf(network.Manager, terms.Terms.Hash()), terms.Permit.Spender)
	sign := func(p chain.AllowancePermit) []byte {
		digest, err := chain.AllowancePermitDigest(big.NewInt(network.ChainID), network.Permit2, p)
		require.NoError(t, err)
		sig, err := crypto.Sign(digest[:], key)
		require.NoError(t, err)
		return sig
	}
	good := sign(terms.Permit)

	for name, tc := range map[string]struct {
		mutate func(*chain.SubscriptionTerms)
		field  string
	}{
		"AnotherAmount": {func(x *chain.SubscriptionTerms) { x.Amount = big.NewInt(1) }, "terms"},
		"AnotherPeriod": {func(x *chain.SubscriptionTerms) { x.Period = 86_400 }, "terms"},
		"MoreCharges":   {func(x *chain.SubscriptionTerms) { x.Count = 0 }, "terms"},
		"AnotherPayee":  {func(x *chain.SubscriptionTerms) { x.Merchant = payer }, "terms"},
		"Stale":         {func(x *chain.SubscriptionTerms) { x.Start -= 2 * 86_400 }, "terms.start"},
		"Future":        {func(x *chain.SubscriptionTerms) { x.Start += 2 * 3_600 }, "terms.start"},
		"OtherSalt":     {func(x *chain.SubscriptionTerms) { x.Salt[0]++ }, "signature"},
	} {
		bad := terms.Terms
		bad.Amount = new(big.Int).Set(terms.Terms.Amount)
		tc.mutate(&bad)
		_, _, err := svc.Subscribe(ctx, c.ID, bad, good)
		requireField(t, err, tc.field, name)
	}

	svc.screener = screening(compliance.Sanctioned)
	_, _, err = svc.Subscribe(ctx, c.ID, terms.Terms, good)
	var e *apierr.Error
	require.ErrorAs(t, err, &e)
	require.Equal(t, apierr.ComplianceRequired, e.Code)
	require.Empty(t, book.subs)

	svc.screener = screening(category)
	sub, _, err := svc.Subscribe(ctx, c.ID, terms.Terms, good)
	require.NoError(t, err)
	require.Equal(t, Active, sub.Status)
	require.Equal(t, now, sub.NextChargeAt)
	again, _, err := svc.Subscribe(ctx, c.ID, terms.Terms, good)
	require.NoError(t, err)
	require.Equal(t, sub.ID, again.ID, "one subscription for one signature")
	require.Len(t, book.subs, 1)

	// A merchant that took the manager off its delegates: nothing can be charged, so nothing is
	// offered or taken.
	network.ManagerIsDelegate = func(context.Context, common.Address) (bool, error) { return false, nil }
	_, err = svc.CreateCheckout(ctx, nil, plan, subscriptionapi.CreateCheckoutRequest{})
	require.ErrorAs(t, err, &e)
	require.Equal(t, apierr.DelegateNotAuthorized, e.Code)
	_, _, err = svc.Subscribe(ctx, c.ID, terms.Terms, good)
	require.ErrorAs(t, err, &e)
	require.Equal(t, apierr.DelegateNotAuthorized, e.Code)

	svc.now = func() time.Time { return now.Add(CheckoutLifetime) }
	_, err = svc.NewTerms(ctx, c.ID, payer)
	require.ErrorAs(t, err, &e)
	require.Equal(t, apierr.NotFound, e.Code, "the checkout expired")
}

func requireField(t *testing.T, err error, field, name string) {
	t.Helper()
	var e *apierr.Error
	require.ErrorAs(t, err, &e, name)
	require.Equal(t, apierr.BadBody, e.Code, name)
	require.Equal(t, field, e.Fields[0].Field, "%s: %v", name, err)
}

// TestLinkCheckout: a plan's link sends its customers to one session while half of its lifetime is
// left, then to a new one; a plan no longer offered, or a merchant without the manager as its
// delegate, opens none.
func TestLinkCheckout(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	now := time.Date(2026, 11, 29, 12, 0, 0, 0, time.UTC)
	delegate := true
	network := &Network{ChainID: 1337, Manager: common.HexToAddress("0x3333333333333333333333333333333333333333"),
		Tokens:            map[invoiceapi.Token]common.Address{"USDC": common.HexToAddress("0x2222222222222222222222222222222222222222")},
		ManagerIsDelegate: func(context.Context, common.Address) (bool, error) { return delegate, nil }}
	plan := Plan{ID: uuid.New(), MerchantID: uuid.New(), Name: "Club", Amount: 5_000_000, Token: "USDC", Interval: "week", IntervalCount: 1, Active: true}
	book := &ledger{checkouts: map[uuid.UUID]Checkout{}}
	svc := NewSubscriptions(book, network, func(context.Context, uuid.UUID) (common.Address, error) { return common.Address{1}, nil }, nil, "https://pay.example", false)
	svc.now = func() time.Time { return now }

	first, err := svc.LinkCheckout(ctx, plan)
	require.NoError(t, err)
	require.True(t, first.FromLink)
	require.Equal(t, now.Add(CheckoutLifetime), first.ExpiresAt)
	now = now.Add(CheckoutLifetime/2 - time.Minute)
	again, err := svc.LinkCheckout(ctx, plan)
	require.NoError(t, err)
	require.Equal(t, first.ID, again.ID, "shared while half of its lifetime is left")
	now = now.Add(2 * time.Minute)
	next, err := svc.LinkCheckout(ctx, plan)
	require.NoError(t, err)
	require.NotEqual(t, first.ID, next.ID)
	require.Len(t, book.checkouts, 2)

	// A session the API opened for one customer is never the link's.
	own, err := svc.CreateCheckout(ctx, nil, plan, subscriptionapi.CreateCheckoutRequest{Reference: "order 7"})
	require.NoError(t, err)
	require.False(t, own.FromLink)
	now = now.Add(CheckoutLifetime/2 + time.Minute)
	latest, err := svc.LinkCheckout(ctx, plan)
	require.NoError(t, err)
	require.NotEqual(t, own.ID, latest.ID)
	require.Empty(t, latest.Reference)

	delegate = false
	_, err = svc.LinkCheckout(ctx, plan)
	require.Equal(t, apierr.DelegateNotAuthorized, codeOf(t, err))
	delegate, plan.Active = true, false
	_, err = svc.LinkCheckout(ctx, plan)
	require.Equal(t, apierr.BadBody, codeOf(t, err))
}

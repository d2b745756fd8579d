package subscription

import (
	"context"
	"crypto/rand"
	"errors"
	"fmt"
	"math/big"
	"strings"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/google/uuid"

	"github.com/paystead/paystead/backend/chain"
	"github.com/paystead/paystead/backend/compliance"
	"github.com/paystead/paystead/shared/apierr"
	"github.com/paystead/paystead/shared/invoiceapi"
	"github.com/paystead/paystead/shared/subscriptionapi"
)

// Checkout is a checkout session of a plan: the page a customer subscribes on, and where the
// merchant sends them after.
type Checkout struct {
	ID                               uuid.UUID
	Plan                             Plan
	SuccessURL, CancelURL, Reference string
	CreatedAt, ExpiresAt             time.Time
	// FromLink marks the session the plan's permanent link shares among its customers.
	FromLink bool
}

// Charge is one period's charge of a subscription.
type Charge struct {
	Index     uint64
	InvoiceID [32]byte
	Status    string // pending, charged or failed
	Attempts  int
	Failure   string
	DueAt     time.Time
	ChargedAt *time.Time
}

// SubscriptionStore keeps subscriptions and their checkout sessions.
type SubscriptionStore interface {
	CreateCheckout(ctx context.Context, c Checkout) error
	// Checkout reads a checkout session with its plan (ErrNotFound).
	Checkout(ctx context.Context, id uuid.UUID) (Checkout, error)
	// CreateSubscription stores sub with subscription.created; the same terms stored before
	// return that subscription and false.
	CreateSubscription(ctx context.Context, sub Subscription) (Subscription, bool, error)
	// Subscription reads merchantID's subscription id (ErrNotFound).
	Subscription(ctx context.Context, merchantID, id uuid.UUID) (Subscription, error)
	Subscriptions(ctx context.Context, merchantID uuid.UUID, limit int) ([]Subscription, error)
	Charges(ctx context.Context, id uuid.UUID) ([]Charge, error)
	// SubscriptionByID reads subscription id, whoever's it is (ErrNotFound).
	SubscriptionByID(ctx context.Context, id uuid.UUID) (Subscription, error)
	// SubscriptionsOfPayer lists what payer pays, whoever sells it, newest first.
	SubscriptionsOfPayer(ctx context.Context, payer common.Address, limit int) ([]Subscription, error)
	// CancelSubscription cancels id (merchantID's; uuid.Nil: by its payer, whose signature of
	// CancelSubscription until deadline it keeps to relay) with subscription.canceled; one no
	// longer live is returned as it is, with false.
	CancelSubscription(ctx context.Context, merchantID, id uuid.UUID, reason string, deadline int64, payerSignature []byte) (Subscription, bool, error)
	// ReplacePermit stores a new signed allowance of live subscription id for its next charge
	// (ErrNotFound when there is no such live subscription).
	ReplacePermit(ctx context.Context, id uuid.UUID, p chain.AllowancePermit, signature []byte) error
	// LinkCheckout reads the newest session plan's link shares that is open until after until
	// (ErrNotFound when there is none).
	LinkCheckout(ctx context.Context, planID uuid.UUID, until time.Time) (Checkout, error)
	// MonthFigures reads merchantID's figures for each token over the months calendar months
	// (UTC) up to the one holding now, ordered by token, then month.
	MonthFigures(ctx context.Context, merchantID uuid.UUID, now time.Time, months int) ([]MonthFigures, error)
}

// Network is what subscribing needs of the chain a merchant's subscriptions are charged on.
type Network struct {
	ChainID                   int64
	Manager, Gateway, Permit2 common.Address
	// Tokens maps each symbol a plan may charge in to its address here (tokens paid out as
	// themselves, of 6 decimals).
	Tokens map[invoiceapi.Token]common.Address
	// Now is the chain's clock.
	Now func(ctx context.Context) (time.Time, error)
	// ManagerIsDelegate reports whether merchant made the manager its delegate on the gateway:
	// without that, every charge would fail.
	ManagerIsDelegate func(ctx context.Context, merchant common.Address) (bool, error)
	// Permit2Nonce is the nonce owner's next signed allowance of token to spender must carry.
	Permit2Nonce func(ctx context.Context, owner, token, spender common.Address) (uint64, error)
	// TokenAllowance is what owner lets Permit2 move of token (the token's own allowance, which
	// every charge through Permit2 needs beside the signed one); ApproveCalldata is the token call
	// that raises it.
	TokenAllowance  func(ctx context.Context, token, owner common.Address) (*big.Int, error)
	ApproveCalldata func(spender common.Address, amount *big.Int) []byte
}

// Subscriptions takes customers' subscriptions to plans.
type Subscriptions struct {
	store    SubscriptionStore
	network  *Network
	wallet   func(ctx context.Context, merchantID uuid.UUID) (common.Address, error)
	screener compliance.Provider
	baseURL  string
	// allowLoopback lets success and cancel URLs point at this machine (dev).
	allowLoopback bool
	now           func() time.Time
}

// NewSubscriptions wires the service: network is nil when no chain has a subscription manager;
// wallet reads a merchant's wallet (the charges' payee); screener screens payers.
func NewSubscriptions(store SubscriptionStore, network *Network, wallet func(context.Context, uuid.UUID) (common.Address, error),
	screener compliance.Provider, baseURL string, allowLoopback bool) *Subscriptions {
	return &Subscriptions{store: store, network: network, wallet: wallet, screener: screener, baseURL: baseURL,
		allowLoopback: allowLoopback, now: time.Now}
}

// CheckoutLifetime is how long a checkout session may be subscribed on.
const CheckoutLifetime = 24 * time.Hour

// Permit2 is the Permit2 the allowances are given on (zero when no chain charges subscriptions).
func (s *Subscriptions) Permit2() common.Address {
	if s.network == nil {
		return common.Address{}
	}
	return s.network.Permit2
}

// ChainID is the chain subscriptions are charged on (0 when none is).
func (s *Subscriptions) ChainID() int64 {
	if s.network == nil {
		return 0
	}
	return s.network.ChainID
}

// CheckoutURL is the page of checkout session id.
func (s *Subscriptions) CheckoutURL(id uuid.UUID) string { return s.baseURL + "/s/" + id.String() }

// CreateCheckout opens a checkout session of plan for the merchant's customer; its URLs must be on
// the merchant's origins (none: any).
func (s *Subscriptions) CreateCheckout(ctx context.Context, origins []string, plan Plan, req subscriptionapi.CreateCheckoutRequest) (Checkout, error) {
	if err := s.offers(ctx, plan); err != nil {
		return Checkout{}, err
	}
	return s.openCheckout(ctx, origins, plan, req, false)
}

// LinkCheckout is the checkout session plan's permanent link sends a customer to: the one it
// shares while at least half of the session's lifetime is left, else a new one. Sessions of the
// link carry nothing of one customer's (no URLs, no reference), and a crawler opening the link
// adds no row.
func (s *Subscriptions) LinkCheckout(ctx context.Context, plan Plan) (Checkout, error) {
	if err := s.offers(ctx, plan); err != nil {
		return Checkout{}, err
	}
	c, err := s.store.LinkCheckout(ctx, plan.ID, s.now().Add(CheckoutLifetime/2))
	if !errors.Is(err, ErrNotFound) {
		return c, err
	}
	return s.openCheckout(ctx, nil, plan, subscriptionapi.CreateCheckoutRequest{}, true)
}

// offers refuses plan where it could not be subscribed to: no chain charges it, it is not offered
// any more, or its merchant has not made the subscription manager its delegate.
func (s *Subscriptions) offers(ctx context.Context, plan Plan) error {
	if err := s.available(plan); err != nil {
		return err
	}
	merchant, err := s.wallet(ctx, plan.MerchantID)
	if err != nil {
		return err
	}
	return s.requireDelegate(ctx, merchant)
}

// openCheckout stores a new checkout session of plan.
func (s *Subscriptions) openCheckout(ctx context.Context, origins []string, plan Plan, req subscriptionapi.CreateCheckoutRequest, fromLink bool) (Checkout, error) {
	opts := invoiceapi.ValidationOptions{AllowedOrigins: origins, AllowLoopback: s.allowLoopback}
	var f apierr.Fields
	c := Checkout{ID: uuid.New(), Plan: plan, CreatedAt: s.now().UTC().Truncate(time.Microsecond), FromLink: fromLink}
	c.ExpiresAt = c.CreatedAt.Add(CheckoutLifetime)
	for _, u := range []struct {
		field, raw string
		to         *string
	}{{"successUrl", req.SuccessURL, &c.SuccessURL}, {"cancelUrl", req.CancelURL, &c.CancelURL}} {
		if u.raw == "" {
			continue
		}
		norm, problem := invoiceapi.CheckRedirectURL(u.raw, opts)
		if problem != "" {
			f.Add(u.field, "%s", problem)
		}
		*u.to = norm
	}
	c.Reference = invoiceapi.ValidateText("reference", req.Reference, 200, true, &f)
	if err := f.Err(); err != nil {
		return Checkout{}, err
	}
	if err := s.store.CreateCheckout(ctx, c); err != nil {
		return Checkout{}, err
	}
	return c, nil
}

// available refuses plans no chain can charge.
func (s *Subscriptions) available(plan Plan) error {
	if s.network == nil {
		return apierr.New(apierr.BadBody, "This Paystead charges no subscriptions: no chain has a subscription manager (PAYSTEAD_SUBSCRIPTION_MANAGER_ADDRESS).")
	}
	if _, ok := s.network.Tokens[plan.Token]; !ok {
		return apierr.New(apierr.BadBody, "Plans in %s cannot be subscribed to here: it is not paid out as itself on the subscriptions' chain.", plan.Token)
	}
	if !plan.Active {
		return apierr.New(apierr.BadBody, "The plan %s is not offered any more.", plan.ID)
	}
	return nil
}

// requireDelegate refuses, with 412, a merchant that has not made the subscription manager its
// delegate on the gateway: the manager could charge none of its subscriptions.
func (s *Subscriptions) requireDelegate(ctx context.Context, merchant common.Address) error {
	if s.network.ManagerIsDelegate == nil {
		return nil
	}
	ok, err := s.network.ManagerIsDelegate(ctx, merchant)
	if err != nil {
		return apierr.New(apierr.ChainError, "Could not read the gateway's delegates; try again.")
	}
	if !ok {
		return apierr.New(apierr.DelegateNotAuthorized,
			"The subscription manager %s is not a delegate of merchant wallet %s on chain %d, so it could charge no subscription: authorize it (paystead merchant authorize --subscriptions %s, or setDelegate from the merchant wallet).",
			s.network.Manager.Hex(), merchant.Hex(), s.network.ChainID, s.network.Manager.Hex())
	}
	return nil
}

// Checkout reads an open checkout session (apierr.NotFound when there is none or it expired).
func (s *Subscriptions) Checkout(ctx context.Context, id uuid.UUID) (Checkout, error) {
	c, err := s.store.Checkout(ctx, id)
	switch {
	case errors.Is(err, ErrNotFound):
		return Checkout{}, apierr.New(apierr.NotFound, "No subscription checkout %s.", id)
	case err != nil:
		return Checkout{}, err
	case !s.now().Before(c.ExpiresAt):
		return Checkout{}, apierr.New(apierr.NotFound, "The subscription checkout %s has expired; ask the merchant for a new link.", id)
	}
	return c, nil
}

// Terms are what the customer's wallet signs: the subscription's terms and the Permit2 allowance
// to its address.
type Terms struct {
	Terms   chain.SubscriptionTerms
	Permit  chain.AllowancePermit
	ChainID int64
	Manager common.Address
	Permit2 common.Address
	// Approval, when set, is the transaction the payer's wallet sends first (to Token, Data):
	// Permit2 may not move the token for it yet, so no charge could be made.
	Approval *Approval
}

// Approval is a transaction the payer sends to let Permit2 move the token.
type Approval struct {
	To   common.Address
	Data []byte
}

// permitSlack is how far past the last period's end the allowance lasts, and how long a checkout's
// terms may wait for their signature.
const permitSlack = 24 * time.Hour

// openEndedYears is how long the allowance of a plan without an end lasts: renewed by a new
// signature when it runs out (the charges then fail as revoked, and the customer is asked).
const openEndedYears = 5

// NewTerms draws the terms of checkout id for payer: the plan's amount every period from now
// (after any trial), a fresh salt, and the allowance that covers them.
func (s *Subscriptions) NewTerms(ctx context.Context, id uuid.UUID, payer common.Address) (Terms, error) {
	c, err := s.Checkout(ctx, id)
	if err != nil {
		return Terms{}, err
	}
	if err := s.available(c.Plan); err != nil {
		return Terms{}, err
	}
	if payer == (common.Address{}) {
		return Terms{}, fieldErr("payer", "is required: the wallet that pays")
	}
	merchant, err := s.wallet(ctx, c.Plan.MerchantID)
	if err != nil {
		return Terms{}, err
	}
	now, err := s.network.Now(ctx)
	if err != nil {
		return Terms{}, fmt.Errorf("subscription terms: the chain's time: %w", err)
	}
	var salt [32]byte
	if _, err := rand.Read(salt[:]); err != nil {
		return Terms{}, err
	}
	start := now.Add(time.Duration(c.Plan.TrialDays) * 24 * time.Hour)
	t := chain.SubscriptionTerms{Payer: payer, Merchant: merchant, Token: s.network.Tokens[c.Plan.Token], Amount: big.NewInt(c.Plan.Amount),
		Start: uint64(start.Unix()), Period: uint64(c.Plan.Period() / time.Second), Count: uint32(c.Plan.Charges), Salt: salt}
	out := Terms{Terms: t, Permit: s.permitFor(t), ChainID: s.network.ChainID, Manager: s.network.Manager, Permit2: s.network.Permit2}
	out.Approval, err = s.approvalFor(ctx, t)
	return out, err
}

// approvalFor is the transaction t's payer sends first when the token does not let Permit2 move a
// charge of t from its wallet (nil when it does): an approval once, for every later payment too,
// since the allowance the payer signs on Permit2 is what bounds each subscription.
func (s *Subscriptions) approvalFor(ctx context.Context, t chain.SubscriptionTerms) (*Approval, error) {
	if s.network.TokenAllowance == nil {
		return nil, nil
	}
	allowed, err := s.network.TokenAllowance(ctx, t.Token, t.Payer)
	if err != nil {
		return nil, apierr.New(apierr.ChainError, "Could not read the payer's Permit2 approval; try again.").WithDetail(err.Error())
	}
	if allowed.Cmp(t.Amount) >= 0 {
		return nil, nil
	}
	maxUint := new(big.Int).Sub(new(big.Int).Lsh(big.NewInt(1), 256), big.NewInt(1))
	return &Approval{To: t.Token, Data: s.network.ApproveCalldata(s.network.Permit2, maxUint)}, nil
}

// permitFor is the allowance that covers t from its first period: see allowanceFor.
func (s *Subscriptions) permitFor(t chain.SubscriptionTerms) chain.AllowancePermit {
	return allowanceFor(s.network.Manager, t, 0, time.Unix(int64(t.Start), 0), 0)
}

// allowanceFor is the allowance, with Permit2 nonce, that covers the charges of t from period from
// on, the first of them at begin: every remaining charge's amount (openEndedYears of periods for a
// plan without an end), until a day after the last period ends.
func allowanceFor(manager common.Address, t chain.SubscriptionTerms, from uint64, begin time.Time, nonce uint64) chain.AllowancePermit {
	periods := uint64(t.Count) - min(from, uint64(t.Count))
	if t.Count == 0 {
		periods = uint64(openEndedYears*intervalSeconds[subscriptionapi.Year]) / t.Period
	}
	periods = max(periods, 1)
	end := begin.Add(time.Duration(periods*t.Period) * time.Second).Add(permitSlack)
	return chain.AllowancePermit{Token: t.Token, Amount: new(big.Int).Mul(t.Amount, new(big.Int).SetUint64(periods)),
		Expiration: uint64(end.Unix()), Nonce: nonce, Spender: chain.SubscriptionAccountOf(manager, t.Hash()), SigDeadline: big.NewInt(end.Unix())}
}

// Subscribe stores the subscription a customer signed on checkout id: the terms NewTerms drew
// (the plan's, the checkout's merchant, started within the last day), the allowance that covers
// them, and the payer's signature of it. The payer is screened first. Sent twice, it answers the
// subscription stored the first time. It returns the checkout too: where the customer goes next.
func (s *Subscriptions) Subscribe(ctx context.Context, id uuid.UUID, t chain.SubscriptionTerms, signature []byte) (Subscription, Checkout, error) {
	c, err := s.Checkout(ctx, id)
	if err != nil {
		return Subscription{}, Checkout{}, err
	}
	if err := s.available(c.Plan); err != nil {
		return Subscription{}, Checkout{}, err
	}
	merchant, err := s.wallet(ctx, c.Plan.MerchantID)
	if err != nil {
		return Subscription{}, Checkout{}, err
	}
	if err := s.requireDelegate(ctx, merchant); err != nil {
		return Subscription{}, Checkout{}, err
	}
	now, err := s.network.Now(ctx)
	if err != nil {
		return Subscription{}, Checkout{}, fmt.Errorf("subscribe: the chain's time: %w", err)
	}
	trial := time.Duration(c.Plan.TrialDays) * 24 * time.Hour
	start := time.Unix(int64(t.Start), 0)
	switch {
	case t.Payer == (common.Address{}):
		return Subscription{}, Checkout{}, fieldErr("terms.payer", "is required: the wallet that pays")
	case t.Merchant != merchant || t.Token != s.network.Tokens[c.Plan.Token] || t.Amount == nil || t.Amount.Cmp(big.NewInt(c.Plan.Amount)) != 0 ||
		t.Period != uint64(c.Plan.Period()/time.Second) || t.Count != uint32(c.Plan.Charges):
		return Subscription{}, Checkout{}, fieldErr("terms", "are not this plan's: ask for them again (POST …/terms)")
	case start.Before(now.Add(trial-permitSlack)) || start.After(now.Add(trial+time.Hour)):
		return Subscription{}, Checkout{}, fieldErr("terms.start", "is too old: ask for new terms (POST …/terms) and sign them")
	}
	p := s.permitFor(t)
	digest, err := chain.AllowancePermitDigest(big.NewInt(s.network.ChainID), s.network.Permit2, p)
	if err != nil {
		return Subscription{}, Checkout{}, err
	}
	if signer, err := recoverSigner(digest, signature); err != nil || signer != t.Payer {
		return Subscription{}, Checkout{}, fieldErr("signature", "is not the payer's signature of the allowance these terms ask for")
	}
	if err := s.screen(ctx, t.Payer); err != nil {
		return Subscription{}, Checkout{}, err
	}
	status := Active
	if trial > 0 {
		status = Trialing
	}
	sub := Subscription{ID: uuid.New(), MerchantID: c.Plan.MerchantID, PlanID: c.Plan.ID, CheckoutID: c.ID, PlanName: c.Plan.Name,
		ChainID: s.network.ChainID, Gateway: s.network.Gateway, Manager: s.network.Manager, PayInToken: c.Plan.Token,
		Terms: t, Permit: p, PermitSignature: signature, Status: status, NextChargeAt: start.UTC(), CreatedAt: s.now().UTC().Truncate(time.Microsecond)}
	stored, _, err := s.store.CreateSubscription(ctx, sub)
	return stored, c, err
}

// screen refuses a payer the screening provider does not clear. A payer it sends to review is
// refused too, for now: a review ticket belongs to an invoice, and a subscription has none yet.
func (s *Subscriptions) screen(ctx context.Context, payer common.Address) error {
	if s.screener == nil {
		return nil
	}
	res, err := s.screener.Screen(ctx, payer.Hex())
	if err != nil {
		return apierr.New(apierr.ComplianceUnavailable, "The wallet could not be screened just now; try again in a minute.")
	}
	if res.Category != compliance.Clear {
		return apierr.New(apierr.ComplianceRequired, "This wallet cannot subscribe here. Contact the merchant if you think this is a mistake.")
	}
	return nil
}

// Subscription reads merchantID's subscription id with its charges.
func (s *Subscriptions) Subscription(ctx context.Context, merchantID, id uuid.UUID) (Subscription, []Charge, error) {
	sub, err := s.store.Subscription(ctx, merchantID, id)
	if errors.Is(err, ErrNotFound) {
		return Subscription{}, nil, apierr.New(apierr.NotFound, "No subscription %s of yours.", id)
	}
	if err != nil {
		return Subscription{}, nil, err
	}
	charges, err := s.store.Charges(ctx, id)
	return sub, charges, err
}

// Subscriptions lists merchantID's subscriptions, newest first.
func (s *Subscriptions) Subscriptions(ctx context.Context, merchantID uuid.UUID) ([]Subscription, error) {
	return s.store.Subscriptions(ctx, merchantID, 500)
}

func recoverSigner(digest common.Hash, sig []byte) (common.Address, error) {
	if len(sig) != 65 {
		return common.Address{}, errors.New("a signature is 65 bytes")
	}
	s := append([]byte(nil), sig...)
	if s[64] >= 27 {
		s[64] -= 27
	}
	pub, err := crypto.SigToPub(digest[:], s)
	if err != nil {
		return common.Address{}, err
	}
	return crypto.PubkeyToAddress(*pub), nil
}

func fieldErr(field, msg string) error {
	f := apierr.Fields{}
	f.Add(field, "%s", strings.TrimSpace(msg))
	return f.Err()
}

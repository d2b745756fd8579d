package httpapi

import (
	"fmt"
	"math/big"
	"net/http"
	"strconv"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/hexutil"
	"github.com/go-chi/chi/v5"
	"github.com/google/uuid"

	"github.com/paystead/paystead/backend/chain"
	"github.com/paystead/paystead/backend/gate"
	"github.com/paystead/paystead/backend/subscription"
	"github.com/paystead/paystead/shared/apierr"
	"github.com/paystead/paystead/shared/invoiceapi"
	"github.com/paystead/paystead/shared/merchantapi"
	"github.com/paystead/paystead/shared/subscriptionapi"
)

// Subscriptions (#35): a plan's checkout sessions (secret key or session), the customer's
// subscribing on the session's page (public), and the merchant's subscriptions.

// createCheckout is POST /api/plans/{id}/checkouts and /api/merchant/plans/{id}/checkouts.
func (a *API) createCheckout(w http.ResponseWriter, r *http.Request) error {
	id, err := pathUUID(r, "id", "is not a plan id")
	if err != nil {
		return err
	}
	var req subscriptionapi.CreateCheckoutRequest
	if err := decodeJSON(r, &req); err != nil {
		return err
	}
	m := principalFrom(r.Context()).Merchant
	plan, err := a.plans.Plan(r.Context(), m.ID, id)
	if err != nil {
		return err
	}
	c, err := a.subscriptions.CreateCheckout(r.Context(), m.AllowedOrigins, plan, req)
	if err != nil {
		return err
	}
	writeJSON(w, http.StatusCreated, a.checkoutView(c))
	return nil
}

func (a *API) checkoutView(c subscription.Checkout) subscriptionapi.Checkout {
	return subscriptionapi.Checkout{ID: c.ID.String(), URL: a.subscriptions.CheckoutURL(c.ID), Plan: a.planView(c.Plan),
		SuccessURL: optional(c.SuccessURL), CancelURL: optional(c.CancelURL), Reference: optional(c.Reference), ExpiresAt: c.ExpiresAt}
}

// subscribeCheckout is GET /api/subscribe/{checkoutId}: what the customer is asked to subscribe to.
func (a *API) subscribeCheckout(w http.ResponseWriter, r *http.Request) error {
	id, err := pathUUID(r, "checkoutId", "is not a subscription checkout id")
	if err != nil {
		return err
	}
	c, err := a.subscriptions.Checkout(r.Context(), id)
	if err != nil {
		return err
	}
	m, err := a.merchants.Merchant(r.Context(), c.Plan.MerchantID)
	if err != nil {
		return err
	}
	v := a.checkoutView(c)
	brand := brandOf(a.invoices.BaseURL(), m)
	v.Merchant, v.ChainID = &brand, a.subscriptions.ChainID()
	writeJSON(w, http.StatusOK, v)
	return nil
}

// subscribeTerms is POST /api/subscribe/{checkoutId}/terms: the terms and allowance the payer's
// wallet signs.
func (a *API) subscribeTerms(w http.ResponseWriter, r *http.Request) error {
	id, err := pathUUID(r, "checkoutId", "is not a subscription checkout id")
	if err != nil {
		return err
	}
	var req subscriptionapi.TermsRequest
	if err := decodeJSON(r, &req); err != nil {
		return err
	}
	var f apierr.Fields
	payer := walletField("payer", req.Payer, &f)
	if err := f.Err(); err != nil {
		return err
	}
	t, err := a.subscriptions.NewTerms(r.Context(), id, payer)
	if err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, subscriptionapi.Terms{Terms: termsView(t.Terms), ChainID: t.ChainID, Manager: t.Manager.Hex(), Permit2: t.Permit2.Hex(),
		Permit: permitView(t.Permit), Approval: approvalView(t.Approval)})
	return nil
}

// subscribe is POST /api/subscribe/{checkoutId}: the signed terms become a subscription.
func (a *API) subscribe(w http.ResponseWriter, r *http.Request) error {
	id, err := pathUUID(r, "checkoutId", "is not a subscription checkout id")
	if err != nil {
		return err
	}
	var req subscriptionapi.SubscribeRequest
	if err := decodeJSON(r, &req); err != nil {
		return err
	}
	var f apierr.Fields
	t := parseTerms(req.Terms, &f)
	sig := signatureField("signature", req.Signature, &f)
	if err := f.Err(); err != nil {
		return err
	}
	sub, c, err := a.subscriptions.Subscribe(r.Context(), id, t, sig)
	if err != nil {
		return err
	}
	writeJSON(w, http.StatusCreated, subscriptionapi.Subscribed{Subscription: subscription.View(sub), SuccessURL: optional(c.SuccessURL)})
	return nil
}

// listSubscriptions is GET /api/subscriptions and /api/merchant/subscriptions.
func (a *API) listSubscriptions(w http.ResponseWriter, r *http.Request) error {
	subs, err := a.subscriptions.Subscriptions(r.Context(), principalFrom(r.Context()).Merchant.ID)
	if err != nil {
		return err
	}
	out := subscriptionapi.SubscriptionList{Data: make([]subscriptionapi.Subscription, len(subs))}
	for i, s := range subs {
		out.Data[i] = subscription.View(s)
	}
	writeJSON(w, http.StatusOK, out)
	return nil
}

// subscriptionMetrics is GET /api/subscriptions/metrics and /api/merchant/subscriptions/metrics:
// recurring revenue and churn month by month.
func (a *API) subscriptionMetrics(w http.ResponseWriter, r *http.Request) error {
	m, err := a.subscriptions.Metrics(r.Context(), principalFrom(r.Context()).Merchant.ID)
	if err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, m)
	return nil
}

// getSubscription is GET /api/subscriptions/{id} and /api/merchant/subscriptions/{id}.
func (a *API) getSubscription(w http.ResponseWriter, r *http.Request) error {
	id, err := pathUUID(r, "id", "is not a subscription id")
	if err != nil {
		return err
	}
	sub, charges, err := a.subscriptions.Subscription(r.Context(), principalFrom(r.Context()).Merchant.ID, id)
	if err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, detailView(sub, charges))
	return nil
}

// detailView is a subscription with its charges, the latest first.
func detailView(sub subscription.Subscription, charges []subscription.Charge) subscriptionapi.SubscriptionDetail {
	out := subscriptionapi.SubscriptionDetail{Subscription: subscription.View(sub), ChargeHistory: make([]subscriptionapi.Charge, len(charges))}
	for i, c := range charges {
		out.ChargeHistory[i] = subscription.ChargeView(c)
	}
	return out
}

func termsView(t chain.SubscriptionTerms) subscriptionapi.ChainTerms {
	return subscriptionapi.ChainTerms{Payer: t.Payer.Hex(), Merchant: t.Merchant.Hex(), Token: t.Token.Hex(), Amount: t.Amount.String(),
		Start: strconv.FormatUint(t.Start, 10), Period: strconv.FormatUint(t.Period, 10), Count: strconv.FormatUint(uint64(t.Count), 10),
		Salt: hexutil.Encode(t.Salt[:])}
}

// parseTerms reads terms as termsView wrote them, naming each field it cannot read.
func parseTerms(v subscriptionapi.ChainTerms, f *apierr.Fields) chain.SubscriptionTerms {
	t := chain.SubscriptionTerms{Payer: walletField("terms.payer", v.Payer, f), Merchant: walletField("terms.merchant", v.Merchant, f),
		Token: walletField("terms.token", v.Token, f)}
	amount, ok := new(big.Int).SetString(v.Amount, 10)
	if !ok || amount.Sign() <= 0 || amount.BitLen() > 160 {
		f.Add("terms.amount", "must be a whole number of the token's smallest unit")
	}
	t.Amount = amount
	for _, n := range []struct {
		field, raw string
		bits       int
		to         func(uint64)
	}{{"terms.start", v.Start, 64, func(x uint64) { t.Start = x }}, {"terms.period", v.Period, 64, func(x uint64) { t.Period = x }},
		{"terms.count", v.Count, 32, func(x uint64) { t.Count = uint32(x) }}} {
		x, err := strconv.ParseUint(n.raw, 10, n.bits)
		if err != nil {
			f.Add(n.field, "must be a whole number as a decimal string")
			continue
		}
		n.to(x)
	}
	salt, err := hexutil.Decode(v.Salt)
	if err != nil || len(salt) != 32 {
		f.Add("terms.salt", "must be 32 bytes in 0x-hex")
	} else {
		t.Salt = [32]byte(salt)
	}
	return t
}

func pathUUID(r *http.Request, param, problem string) (uuid.UUID, error) {
	id, err := uuid.Parse(chi.URLParam(r, param))
	if err != nil {
		f := apierr.Fields{}
		f.Add(param, "%s", problem)
		return uuid.Nil, f.Err()
	}
	return id, nil
}

// walletField reads field's address as the checkout's gate does (gate.ParseWallet: mixed case must
// be its EIP-55 checksum), adding to f what is wrong with it.
func walletField(field, raw string, f *apierr.Fields) common.Address {
	a, err := gate.ParseWallet(raw)
	if err != nil {
		f.Add(field, "%s", err.Error())
	}
	return a
}

// signatureField reads field's 65-byte signature in 0x-hex, adding to f what is wrong with it.
func signatureField(field, raw string, f *apierr.Fields) []byte {
	sig, err := hexutil.Decode(raw)
	if err != nil || len(sig) != 65 {
		f.Add(field, "must be a 65-byte signature in 0x-hex")
	}
	return sig
}

// cancelSubscription is POST /api/subscriptions/{id}/cancel and /api/merchant/subscriptions/{id}/cancel.
func (a *API) cancelSubscription(w http.ResponseWriter, r *http.Request) error {
	id, err := pathUUID(r, "id", "is not a subscription id")
	if err != nil {
		return err
	}
	sub, err := a.subscriptions.Cancel(r.Context(), principalFrom(r.Context()).Merchant.ID, id)
	if err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, subscription.View(sub))
	return nil
}

// subscriberSubscription is GET /api/subscriber/subscriptions/{id}: the subscription and its
// charges as its payer sees them, with what a cancel signs (its chain, manager and terms hash) and
// who sells it.
func (a *API) subscriberSubscription(w http.ResponseWriter, r *http.Request) error {
	id, err := pathUUID(r, "id", "is not a subscription id")
	if err != nil {
		return err
	}
	sub, charges, err := a.subscriptions.ForPayer(r.Context(), id)
	if err != nil {
		return err
	}
	v := detailView(sub, charges)
	if v.Merchant, err = a.sellers(r).of(sub.MerchantID); err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, v)
	return nil
}

// subscriberMessage is GET /api/subscriber/message?address=: the SIWE message the wallet at address
// signs to list its subscriptions, with a fresh nonce.
func (a *API) subscriberMessage(w http.ResponseWriter, r *http.Request) error {
	s := a.session.deps.Sessions
	if s == nil {
		return apierr.New(apierr.NotFound, "This Paystead has no sign-in with Ethereum.")
	}
	var f apierr.Fields
	payer := walletField("address", r.URL.Query().Get("address"), &f)
	if err := f.Err(); err != nil {
		return err
	}
	nonce, exp, err := s.Nonce(r.Context())
	if err != nil {
		return err
	}
	msg, err := merchantapi.SIWEMessage{Domain: s.Domain(), Address: payer.Hex(), Statement: subscriptionapi.PayerStatement,
		URI: s.Origin(), ChainID: s.ChainID(), Nonce: nonce, IssuedAt: time.Now(), ExpirationTime: exp}.String()
	if err != nil {
		return fmt.Errorf("subscriberMessage: %w", err)
	}
	writeJSON(w, http.StatusOK, subscriptionapi.PayerMessage{Message: msg, ExpiresAt: exp})
	return nil
}

// subscriberList is POST /api/subscriber/subscriptions: the subscriptions of the wallet that
// signed the SIWE message (no session: the signature is the proof, its nonce used once).
func (a *API) subscriberList(w http.ResponseWriter, r *http.Request) error {
	var req subscriptionapi.PayerListRequest
	if err := decodeJSON(r, &req); err != nil {
		return err
	}
	if a.session.deps.Sessions == nil {
		return apierr.New(apierr.NotFound, "This Paystead has no sign-in with Ethereum.")
	}
	payer, err := a.session.deps.Sessions.Verify(r.Context(), req.Message, req.Signature, subscriptionapi.PayerStatement)
	if err != nil {
		return err
	}
	subs, err := a.subscriptions.OfPayer(r.Context(), payer)
	if err != nil {
		return err
	}
	out := subscriptionapi.SubscriptionList{Data: make([]subscriptionapi.Subscription, len(subs))}
	sellers := a.sellers(r)
	for i, s := range subs {
		out.Data[i] = subscription.View(s)
		if out.Data[i].Merchant, err = sellers.of(s.MerchantID); err != nil {
			return err
		}
	}
	writeJSON(w, http.StatusOK, out)
	return nil
}

// sellerBrands reads the merchants a payer's subscriptions are with, each once per request.
type sellerBrands struct {
	a    *API
	r    *http.Request
	seen map[uuid.UUID]*invoiceapi.MerchantPublic
}

func (a *API) sellers(r *http.Request) *sellerBrands {
	return &sellerBrands{a: a, r: r, seen: map[uuid.UUID]*invoiceapi.MerchantPublic{}}
}

// of is merchant id's name and brand as customers see them.
func (s *sellerBrands) of(id uuid.UUID) (*invoiceapi.MerchantPublic, error) {
	if b, ok := s.seen[id]; ok {
		return b, nil
	}
	m, err := s.a.merchants.Merchant(s.r.Context(), id)
	if err != nil {
		return nil, err
	}
	b := brandOf(s.a.invoices.BaseURL(), m)
	s.seen[id] = &b
	return &b, nil
}

// subscriberCancel is POST /api/subscriber/subscriptions/{id}/cancel: the payer's signed cancel.
func (a *API) subscriberCancel(w http.ResponseWriter, r *http.Request) error {
	id, err := pathUUID(r, "id", "is not a subscription id")
	if err != nil {
		return err
	}
	var req subscriptionapi.CancelRequest
	if err := decodeJSON(r, &req); err != nil {
		return err
	}
	var f apierr.Fields
	deadline, err := strconv.ParseInt(req.Deadline, 10, 64)
	if err != nil || deadline <= 0 {
		f.Add("deadline", "must be a time in unix seconds, as a decimal string")
	}
	sig := signatureField("signature", req.Signature, &f)
	if err := f.Err(); err != nil {
		return err
	}
	sub, err := a.subscriptions.CancelByPayer(r.Context(), id, deadline, sig)
	if err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, subscription.View(sub))
	return nil
}

// subscriberAllowance is GET /api/subscriber/subscriptions/{id}/allowance: a new allowance for the
// payer to sign when the one it gave was revoked, spent or ran out.
func (a *API) subscriberAllowance(w http.ResponseWriter, r *http.Request) error {
	id, err := pathUUID(r, "id", "is not a subscription id")
	if err != nil {
		return err
	}
	sub, renewal, err := a.subscriptions.NewAllowance(r.Context(), id)
	if err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, subscriptionapi.Allowance{Permit: permitView(renewal.Permit), ChainID: sub.ChainID, Permit2: a.subscriptions.Permit2().Hex(),
		Approval: approvalView(renewal.Approval)})
	return nil
}

// subscriberRenewAllowance is POST /api/subscriber/subscriptions/{id}/allowance: the new allowance,
// signed.
func (a *API) subscriberRenewAllowance(w http.ResponseWriter, r *http.Request) error {
	id, err := pathUUID(r, "id", "is not a subscription id")
	if err != nil {
		return err
	}
	var req subscriptionapi.RenewAllowanceRequest
	if err := decodeJSON(r, &req); err != nil {
		return err
	}
	var f apierr.Fields
	p := parsePermit(req.Permit, &f)
	sig := signatureField("signature", req.Signature, &f)
	if err := f.Err(); err != nil {
		return err
	}
	sub, err := a.subscriptions.RenewAllowance(r.Context(), id, p, sig)
	if err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, subscription.View(sub))
	return nil
}

// approvalView is approval a as the wire carries it (nil for nil).
func approvalView(a *subscription.Approval) *subscriptionapi.Approval {
	if a == nil {
		return nil
	}
	return &subscriptionapi.Approval{To: a.To.Hex(), Data: hexutil.Encode(a.Data)}
}

func permitView(p chain.AllowancePermit) subscriptionapi.Permit {
	return subscriptionapi.Permit{Token: p.Token.Hex(), Amount: p.Amount.String(), Expiration: strconv.FormatUint(p.Expiration, 10),
		Nonce: strconv.FormatUint(p.Nonce, 10), Spender: p.Spender.Hex(), SigDeadline: p.SigDeadline.String()}
}

// parsePermit reads a permit as permitView wrote it, naming each field it cannot read.
func parsePermit(v subscriptionapi.Permit, f *apierr.Fields) chain.AllowancePermit {
	p := chain.AllowancePermit{Token: walletField("permit.token", v.Token, f), Spender: walletField("permit.spender", v.Spender, f)}
	for _, n := range []struct {
		field, raw string
		to         **big.Int
	}{{"permit.amount", v.Amount, &p.Amount}, {"permit.sigDeadline", v.SigDeadline, &p.SigDeadline}} {
		x, ok := new(big.Int).SetString(n.raw, 10)
		if !ok || x.Sign() < 0 || x.BitLen() > 256 {
			f.Add(n.field, "must be a whole number as a decimal string")
			continue
		}
		*n.to = x
	}
	var err error
	if p.Expiration, err = strconv.ParseUint(v.Expiration, 10, 48); err != nil {
		f.Add("permit.expiration", "must be a whole number of at most 48 bits as a decimal string")
	}
	if p.Nonce, err = strconv.ParseUint(v.Nonce, 10, 48); err != nil {
		f.Add("permit.nonce", "must be a whole number of at most 48 bits as a decimal string")
	}
	return p
}

package httpapi

import (
	"context"
	"errors"
	"net/http"
	"strconv"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/go-chi/chi/v5"
	jsonv2 "github.com/go-json-experiment/json"
	"github.com/go-json-experiment/json/jsontext"
	"github.com/google/uuid"

	"github.com/paystead/paystead/backend/escrow"
	"github.com/paystead/paystead/backend/gate"
	"github.com/paystead/paystead/backend/invoice"
	"github.com/paystead/paystead/backend/merchant"
	"github.com/paystead/paystead/backend/session"
	"github.com/paystead/paystead/shared/apierr"
	"github.com/paystead/paystead/shared/merchantapi"
	"github.com/paystead/paystead/shared/money"
)

// SessionCookie carries a merchant's SIWE session.
const SessionCookie = "paystead_session"

// DelegateGateway is what the delegate status needs of the gateway.
type DelegateGateway interface {
	Address() common.Address
	IsAgent(ctx context.Context, merchant, who common.Address) (bool, error)
	PayoutWallet(ctx context.Context, merchant common.Address) (common.Address, error)
	SetDelegateCalldata(delegate common.Address, allowed bool) []byte
	SetPayoutWalletCalldata(wallet common.Address) []byte
}

// SessionDeps wire the merchant session API (/api/auth, /api/merchant).
type SessionDeps struct {
	Sessions     *session.Service
	ServerWallet common.Address // the delegate the merchant authorizes
	// Networks are the deployment's chains, in its order, and Gateways
	// each one's gateway (Gateways[i] is Networks[i]'s).
	Networks []merchantapi.Network
	Gateways []DelegateGateway
}

type sessionHandlers struct {
	deps      SessionDeps
	merchants *merchant.Service
	invoices  *invoice.Service // its base URL, for the logo's
	gate      *gate.Service
	escrows   *escrow.Service
}

const sessionKey ctxKey = iota + 200

func sessionFrom(ctx context.Context) session.Session {
	s, _ := ctx.Value(sessionKey).(session.Session)
	return s
}

// sameOrigin refuses state-changing requests whose Origin is not the
// service's own (cross-site request forgery with the session cookie).
func (a *API) sameOrigin(next http.Handler) http.Handler {
	return a.handle(func(w http.ResponseWriter, r *http.Request) error {
		switch r.Method {
		case http.MethodGet, http.MethodHead, http.MethodOptions:
		default:
			if o := r.Header.Get("Origin"); o == "" || o != a.session.deps.Sessions.Origin() {
				return apierr.New(apierr.OriginNotAllowed, "State-changing merchant requests must carry Origin: %s.", a.session.deps.Sessions.Origin())
			}
		}
		next.ServeHTTP(w, r)
		return nil
	})
}

// requireSession resolves the session cookie to its merchant; the merchant
// also becomes the request's principal, so escrow handlers act for it.
func (a *API) requireSession(next http.Handler) http.Handler {
	return a.handle(func(w http.ResponseWriter, r *http.Request) error {
		h := &a.session
		c, err := r.Cookie(SessionCookie)
		if err != nil || c.Value == "" {
			return apierr.New(apierr.NotSignedIn, "Sign in with Ethereum first (POST /api/auth/siwe).")
		}
		sess, err := h.deps.Sessions.Lookup(r.Context(), c.Value)
		if errors.Is(err, session.ErrNotFound) {
			return apierr.New(apierr.NotSignedIn, "The session has expired or was signed out; sign in again.")
		}
		if err != nil {
			return err
		}
		m, err := h.merchants.Merchant(r.Context(), sess.MerchantID)
		if err != nil {
			return err
		}
		ctx := context.WithValue(r.Context(), sessionKey, sess)
		ctx = context.WithValue(ctx, principalKey, merchant.Principal{Merchant: m})
		next.ServeHTTP(w, r.WithContext(ctx))
		return nil
	})
}

func (h *sessionHandlers) nonce(w http.ResponseWriter, r *http.Request) error {
	s := h.deps.Sessions
	n, exp, err := s.Nonce(r.Context())
	if err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, merchantapi.SignInNonce{Nonce: n, ExpiresAt: exp, Domain: s.Domain(), URI: s.Origin(), ChainID: s.ChainID()})
	return nil
}

func (h *sessionHandlers) signIn(w http.ResponseWriter, r *http.Request) error {
	var req merchantapi.SignInRequest
	if err := decodeJSON(r, &req); err != nil {
		return err
	}
	s := h.deps.Sessions
	token, sess, m, err := s.SignIn(r.Context(), req.Message, req.Signature)
	if err != nil {
		return err
	}
	http.SetCookie(w, &http.Cookie{
		Name: SessionCookie, Value: token, Path: "/", Expires: sess.ExpiresAt,
		MaxAge: int(time.Until(sess.ExpiresAt) / time.Second), HttpOnly: true, Secure: s.Secure(), SameSite: http.SameSiteLaxMode,
	})
	writeJSON(w, http.StatusOK, merchantapi.Session{MerchantID: m.ID.String(), Wallet: sess.Wallet.Hex(), ExpiresAt: sess.ExpiresAt})
	return nil
}

func (h *sessionHandlers) logout(w http.ResponseWriter, r *http.Request) error {
	s := h.deps.Sessions
	if c, err := r.Cookie(SessionCookie); err == nil {
		if err := s.SignOut(r.Context(), c.Value); err != nil {
			return err
		}
	}
	http.SetCookie(w, &http.Cookie{Name: SessionCookie, Value: "", Path: "/", MaxAge: -1, HttpOnly: true, Secure: s.Secure(), SameSite: http.SameSiteLaxMode})
	w.Header().Set("Cache-Control", "no-store")
	w.WriteHeader(http.StatusNoContent)
	return nil
}

func (h *sessionHandlers) profileOf(m merchant.Merchant) merchantapi.Profile {
	v := merchantapi.Profile{MerchantID: m.ID.String(), OwnerWallet: m.OwnerWallet.Hex(), DisplayName: m.DisplayName, SupportEmail: m.SupportEmail, CreatedAt: m.CreatedAt}
	if m.PayoutWallet != (common.Address{}) {
		p := m.PayoutWallet.Hex()
		v.PayoutWallet = &p
	}
	b := brandOf(h.invoices.BaseURL(), m)
	v.AccentColor, v.AccentInk, v.LogoURL = optional(b.AccentColor), optional(b.AccentInk), optional(b.LogoURL)
	return v
}

func (h *sessionHandlers) profile(w http.ResponseWriter, r *http.Request) error {
	writeJSON(w, http.StatusOK, h.profileOf(principalFrom(r.Context()).Merchant))
	return nil
}

func (h *sessionHandlers) updateProfile(w http.ResponseWriter, r *http.Request) error {
	var req merchantapi.ProfileUpdate
	if err := decodeJSON(r, &req); err != nil {
		return err
	}
	m, err := h.merchants.UpdateProfile(r.Context(), principalFrom(r.Context()).Merchant.ID, merchant.Profile(req))
	if err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, h.profileOf(m))
	return nil
}

func keyOf(k merchant.APIKey) merchantapi.APIKey {
	return merchantapi.APIKey{ID: k.ID.String(), Kind: merchantapi.KeyKind(k.Kind), Prefix: k.PublicID, Label: k.Label, CreatedAt: k.CreatedAt, LastUsedAt: k.LastUsedAt, RevokedAt: k.RevokedAt}
}

func (h *sessionHandlers) keys(w http.ResponseWriter, r *http.Request) error {
	ks, err := h.merchants.APIKeys(r.Context(), principalFrom(r.Context()).Merchant.ID)
	if err != nil {
		return err
	}
	out := merchantapi.KeyList{Keys: make([]merchantapi.APIKey, 0, len(ks))}
	for _, k := range ks {
		out.Keys = append(out.Keys, keyOf(k))
	}
	writeJSON(w, http.StatusOK, out)
	return nil
}

func (h *sessionHandlers) createKey(w http.ResponseWriter, r *http.Request) error {
	var req merchantapi.CreateKeyRequest
	if err := decodeJSON(r, &req); err != nil {
		return err
	}
	var fields apierr.Fields
	kind := merchant.KeyKind(req.Kind)
	if kind != merchant.Secret && kind != merchant.Publishable {
		fields.Add("kind", "must be \"secret\" or \"publishable\"")
	}
	if len(req.Label) > merchantapi.MaxKeyLabelBytes {
		fields.Add("label", "must be at most %d bytes", merchantapi.MaxKeyLabelBytes)
	}
	if err := fields.Err(); err != nil {
		return err
	}
	k, plaintext, err := h.merchants.CreateAPIKey(r.Context(), principalFrom(r.Context()).Merchant.ID, kind, req.Label)
	if err != nil {
		return err
	}
	writeJSON(w, http.StatusCreated, merchantapi.NewAPIKey{APIKey: keyOf(k), Key: plaintext})
	return nil
}

func (h *sessionHandlers) revokeKey(w http.ResponseWriter, r *http.Request) error {
	id, err := uuid.Parse(chi.URLParam(r, "id"))
	if err != nil {
		return apierr.New(apierr.NotFound, "No such key.")
	}
	err = h.merchants.RevokeAPIKey(r.Context(), principalFrom(r.Context()).Merchant.ID, id)
	if errors.Is(err, merchant.ErrNotFound) {
		return apierr.New(apierr.NotFound, "No such key.")
	}
	if err != nil {
		return err
	}
	w.Header().Set("Cache-Control", "no-store")
	w.WriteHeader(http.StatusNoContent)
	return nil
}

func (h *sessionHandlers) origins(w http.ResponseWriter, r *http.Request) error {
	o := principalFrom(r.Context()).Merchant.AllowedOrigins
	if o == nil {
		o = []string{}
	}
	writeJSON(w, http.StatusOK, merchantapi.Origins{Origins: o})
	return nil
}

func (h *sessionHandlers) setOrigins(w http.ResponseWriter, r *http.Request) error {
	var req merchantapi.Origins
	if err := decodeJSON(r, &req); err != nil {
		return err
	}
	if req.Origins == nil {
		f := apierr.Fields{}
		f.Add("origins", "is required (an empty list allows no origin)")
		return f.Err()
	}
	out, err := h.merchants.SetAllowedOrigins(r.Context(), principalFrom(r.Context()).Merchant.ID, req.Origins)
	if err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, merchantapi.Origins{Origins: out})
	return nil
}

// networks is GET /api/merchant/networks.
func (h *sessionHandlers) networks(w http.ResponseWriter, r *http.Request) error {
	writeJSON(w, http.StatusOK, merchantapi.Networks{Networks: principalFrom(r.Context()).Merchant.Networks, Available: h.deps.Networks})
	return nil
}

// setNetworks is PUT /api/merchant/networks: networks is required, null
// for every network (a body that leaves it out changes nothing).
func (h *sessionHandlers) setNetworks(w http.ResponseWriter, r *http.Request) error {
	var req struct {
		Networks jsontext.Value `json:"networks"`
	}
	if err := decodeJSON(r, &req); err != nil {
		return err
	}
	var networks []int64
	f := apierr.Fields{}
	switch {
	case len(req.Networks) == 0:
		f.Add("networks", "is required: chain ids in your order of preference, or null for every network")
	case req.Networks.Kind() == 'n': // null: every network
	default:
		if err := jsonv2.Unmarshal(req.Networks, &networks); err != nil {
			f.Add("networks", "must be an array of chain ids, or null for every network")
		} else if networks == nil {
			networks = []int64{}
		}
	}
	if err := f.Err(); err != nil {
		return err
	}
	ids := make([]int64, len(h.deps.Networks))
	for i, n := range h.deps.Networks {
		ids[i] = n.ChainID
	}
	out, err := h.merchants.SetNetworks(r.Context(), principalFrom(r.Context()).Merchant.ID, networks, ids)
	if err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, merchantapi.Networks{Networks: out, Available: h.deps.Networks})
	return nil
}

func totalsOf(t escrow.Totals) merchantapi.TokenTotals {
	return merchantapi.TokenTotals{Count: t.Count, Amount: money.FormatUnits(t.Amount, 6), AmountUnits: money.FormatUnits(t.Amount, 0)}
}

func (h *sessionHandlers) treasury(w http.ResponseWriter, r *http.Request) error {
	t, err := h.escrows.Treasury(r.Context(), principalFrom(r.Context()).Merchant.ID)
	if err != nil {
		return err
	}
	out := merchantapi.Treasury{AsOf: t.AsOf, Tokens: map[string]map[string]merchantapi.TokenTotals{}, ClaimableNow: map[string]merchantapi.TokenTotals{}, Truncated: t.Truncated,
		Networks:   map[string]map[string]map[string]merchantapi.TokenTotals{},
		Maturities: make([]merchantapi.MaturityDay, 0, len(t.Maturities)), RecentClaims: make([]merchantapi.TreasuryClaim, 0, len(t.RecentClaims))}
	byStates := func(byToken map[string]map[string]escrow.Totals) map[string]map[string]merchantapi.TokenTotals {
		out := map[string]map[string]merchantapi.TokenTotals{}
		for token, byState := range byToken {
			v := map[string]merchantapi.TokenTotals{}
			for st, tot := range byState {
				v[st] = totalsOf(tot)
			}
			out[token] = v
		}
		return out
	}
	out.Tokens = byStates(t.ByToken)
	for chainID, byToken := range t.ByNetwork {
		out.Networks[strconv.FormatInt(chainID, 10)] = byStates(byToken)
	}
	for _, m := range t.Maturities {
		v := merchantapi.MaturityDay{From: m.From, To: m.To, Tokens: map[string]merchantapi.TokenTotals{}}
		for token, tot := range m.ByToken {
			v.Tokens[token] = totalsOf(tot)
		}
		out.Maturities = append(out.Maturities, v)
	}
	for token, tot := range t.ClaimableNow {
		out.ClaimableNow[token] = totalsOf(tot)
	}
	for _, c := range t.RecentClaims {
		out.RecentClaims = append(out.RecentClaims, merchantapi.TreasuryClaim{InvoiceID: c.InvoiceID.String(), ChainID: c.ChainID, Token: c.Token, Amount: money.FormatUnits(c.Amount, 6),
			AmountUnits: money.FormatUnits(c.Amount, 0), ClaimedAt: c.ClaimedAt, TxHash: c.TxHash.Hex()})
	}
	writeJSON(w, http.StatusOK, out)
	return nil
}

func (h *sessionHandlers) compliance(w http.ResponseWriter, r *http.Request) error {
	ts, err := h.gate.Queue(r.Context(), principalFrom(r.Context()).Merchant.ID)
	if err != nil {
		return err
	}
	now := time.Now()
	q := make([]merchantapi.ReviewTicket, 0, len(ts))
	for _, t := range ts {
		q = append(q, merchantapi.ReviewTicket{TicketID: t.ID.String(), Wallet: t.Wallet.Hex(), InvoiceID: t.InvoiceID.String(), Reason: t.Reason, CreatedAt: t.CreatedAt, AgeSeconds: int64(now.Sub(t.CreatedAt) / time.Second)})
	}
	screen, err := h.merchants.PayoutScreen(r.Context(), principalFrom(r.Context()).Merchant.ID)
	if err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, merchantapi.Compliance{Onboarding: onboardingOf(screen), Queue: q})
	return nil
}

// onboardingOf is the merchant's own onboarding screen: its payout
// wallet's screening result and when it was screened.
func onboardingOf(s merchant.PayoutScreen) merchantapi.Onboarding {
	var v merchantapi.Onboarding
	if s.Wallet != (common.Address{}) {
		w := s.Wallet.Hex()
		v.PayoutWallet = &w
	}
	if !s.ScreenedAt.IsZero() {
		res, at := string(s.Category), s.ScreenedAt
		v.Result, v.ScreenedAt, v.Reason = &res, &at, s.Reason
	}
	return v
}

func (h *sessionHandlers) decide(w http.ResponseWriter, r *http.Request) error {
	var req merchantapi.DecideRequest
	if err := decodeJSON(r, &req); err != nil {
		return err
	}
	id := chi.URLParam(r, "id")
	by := sessionFrom(r.Context()).Wallet.Hex()
	if err := h.gate.Decide(r.Context(), principalFrom(r.Context()).Merchant.ID, id, gate.Verdict(req.Decision), by); err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, merchantapi.TicketDecision{DecidedBy: by, Decision: req.Decision, TicketID: id})
	return nil
}

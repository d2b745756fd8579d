package httpapi

import (
	"context"
	"errors"
	"net/http"
	"slices"
	"strconv"

	"github.com/paystead/paystead/backend/merchant"
	"github.com/paystead/paystead/shared/apierr"
	"github.com/paystead/paystead/shared/invoiceapi"
)

// APIKeyHeader carries API keys on server-to-server calls.
const APIKeyHeader = "X-Service-Api-Key"

const principalKey ctxKey = iota + 100

// principalFrom is the authenticated caller of a request behind requireKey.
func principalFrom(ctx context.Context) merchant.Principal {
	p, _ := ctx.Value(principalKey).(merchant.Principal)
	return p
}

// keyPolicy says which keys a route accepts.
type keyPolicy int

const (
	// secretOnly routes refuse publishable keys.
	secretOnly keyPolicy = iota
	// publishableFromAllowedOrigin routes accept publishable keys sent from
	// one of the merchant's allowed origins (browser checkouts).
	publishableFromAllowedOrigin
)

// requireKey authenticates X-Service-Api-Key and applies policy.
func (a *API) requireKey(policy keyPolicy) func(http.Handler) http.Handler {
	return func(next http.Handler) http.Handler {
		return a.handle(func(w http.ResponseWriter, r *http.Request) error {
			p, err := a.authenticate(r)
			if err != nil {
				return err
			}
			if err := a.limits.allowKey(r.Context(), p.Key.ID.String()); err != nil {
				return err
			}
			if p.Key.Kind == merchant.Publishable {
				if policy == secretOnly {
					return apierr.New(apierr.PublishableKeyForbidden, "This endpoint needs the secret key (ak_live_…); publishable keys may only create invoices from the browser.")
				}
				origin, err := invoiceapi.NormalizeOrigin(r.Header.Get("Origin"))
				if err != nil || !slices.Contains(p.Merchant.AllowedOrigins, origin) {
					return apierr.New(apierr.OriginNotAllowed, "Publishable keys are accepted only from the merchant's allowed origins; add this page's origin at /m/settings.")
				}
				allowCORS(w, origin)
			}
			next.ServeHTTP(w, r.WithContext(context.WithValue(r.Context(), principalKey, p)))
			return nil
		})
	}
}

// authenticate resolves the request's key, if any.
func (a *API) authenticate(r *http.Request) (merchant.Principal, error) {
	key := r.Header.Get(APIKeyHeader)
	if key == "" {
		return merchant.Principal{}, apierr.New(apierr.MissingAPIKey, "Send your API key in the %s header.", APIKeyHeader)
	}
	p, err := a.merchants.Authenticate(r.Context(), key)
	if errors.Is(err, merchant.ErrInvalidKey) {
		return merchant.Principal{}, apierr.New(apierr.InvalidAPIKey, "The API key is not recognised or has been revoked.")
	}
	return p, err
}

// corsHeaders are the request headers a browser checkout may send.
const corsHeaders = "Content-Type, X-Service-Api-Key, Idempotency-Key, X-Request-Id"

func allowCORS(w http.ResponseWriter, origin string) {
	h := w.Header()
	h.Set("Access-Control-Allow-Origin", origin)
	h.Add("Vary", "Origin")
	h.Set("Access-Control-Expose-Headers", "X-Request-Id, Retry-After")
}

// preflight answers CORS preflights for publishable-key routes: a browser
// sends no key with them, so the origin is allowed when some merchant has
// allowed it; the real request then checks the key's own merchant.
func (a *API) preflight(w http.ResponseWriter, r *http.Request) error {
	origin, err := invoiceapi.NormalizeOrigin(r.Header.Get("Origin"))
	if err != nil {
		return apierr.New(apierr.OriginNotAllowed, "Cross-origin requests need an allowed Origin.")
	}
	ok, err := a.merchants.AnyMerchantAllowsOrigin(r.Context(), origin)
	if err != nil {
		return err
	}
	if !ok {
		return apierr.New(apierr.OriginNotAllowed, "This origin is not on any merchant's allowed origins.")
	}
	allowCORS(w, origin)
	w.Header().Set("Access-Control-Allow-Methods", "POST, OPTIONS")
	w.Header().Set("Access-Control-Allow-Headers", corsHeaders)
	w.Header().Set("Access-Control-Max-Age", strconv.Itoa(600))
	w.WriteHeader(http.StatusNoContent)
	return nil
}

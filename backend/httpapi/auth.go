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
			p, err := a.admit(w, r, policy)
			if err != nil {
				if policy == publishableFromAllowedOrigin {
					shareRefusal(w, r)
				}
				return err
			}
			next.ServeHTTP(w, r.WithContext(context.WithValue(r.Context(), principalKey, p)))
			return nil
		})
	}
}

// admit authenticates r's key and applies policy and the key's rate
// limit; for a publishable key from an allowed origin it also answers
// CORS for that origin. A publishable key from any other origin is
// refused before the key's rate limit is touched: a page elsewhere that
// copied the key cannot spend the merchant's budget.
func (a *API) admit(w http.ResponseWriter, r *http.Request, policy keyPolicy) (merchant.Principal, error) {
	p, err := a.authenticate(r)
	if err != nil {
		return merchant.Principal{}, err
	}
	if p.Key.Kind == merchant.Publishable {
		if policy == secretOnly {
			return merchant.Principal{}, apierr.New(apierr.PublishableKeyForbidden, "This endpoint needs the secret key (ak_live_…); publishable keys may only create invoices from the browser.")
		}
		origin, err := a.allowedOrigin(r, p.Merchant)
		if err != nil {
			return merchant.Principal{}, err
		}
		allowCORS(w, origin)
	}
	if err := a.limits.allowKey(r.Context(), p.Key.ID.String()); err != nil {
		return merchant.Principal{}, err
	}
	return p, nil
}

// allowedOrigin is r's Origin when m allows it, else a refusal that says
// which origin was refused and where the merchant allows it.
func (a *API) allowedOrigin(r *http.Request, m merchant.Merchant) (string, error) {
	raw := r.Header.Get("Origin")
	settings := a.invoices.BaseURL() + "/m/settings"
	if raw == "" {
		return "", apierr.New(apierr.OriginNotAllowed, "Publishable keys (pk_live_…) are accepted only from a browser page on one of the merchant's allowed origins, and this request carries no Origin header. On a server, use the secret key (ak_live_…).")
	}
	origin, err := invoiceapi.NormalizeOrigin(raw)
	if err != nil {
		return "", apierr.New(apierr.OriginNotAllowed, "Publishable keys (pk_live_…) are accepted only from pages served over http(s) on one of the merchant's allowed origins, and Origin %s is not an http(s) origin (a file:// page or a sandboxed frame sends \"null\").", quoteOrigin(raw))
	}
	if !slices.Contains(m.AllowedOrigins, origin) {
		return "", apierr.New(apierr.OriginNotAllowed, "The publishable key is refused from %s: that origin is not on the merchant's allowed origins. To accept requests from it, add it under Allowed origins at %s.", origin, settings)
	}
	return origin, nil
}

// quoteOrigin quotes an Origin header that is not an http(s) origin for a
// message, cut short when long.
func quoteOrigin(s string) string {
	const most = 100
	if len(s) > most {
		s = s[:most] + "…"
	}
	return strconv.Quote(s)
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

// allowCORS lets a page on origin read the answer. It never sends
// Access-Control-Allow-Credentials: publishable-key routes read no cookie,
// and a browser shows a page no answer to a request that carried one.
func allowCORS(w http.ResponseWriter, origin string) {
	h := w.Header()
	h.Set("Access-Control-Allow-Origin", origin)
	if !slices.Contains(h.Values("Vary"), "Origin") {
		h.Add("Vary", "Origin")
	}
	h.Set("Access-Control-Expose-Headers", "X-Request-Id, Retry-After")
}

// shareRefusal lets the page that sent r read why a publishable-key route
// refused it (a missing or unknown key, an origin the merchant has not
// allowed, a rate limit), so that its developer sees the code and message
// instead of an opaque CORS failure. Only the refusal is shared: nothing
// was done, and the error says nothing a request from anywhere else would
// not be told.
func shareRefusal(w http.ResponseWriter, r *http.Request) {
	if origin, err := invoiceapi.NormalizeOrigin(r.Header.Get("Origin")); err == nil {
		allowCORS(w, origin)
	}
}

// preflight answers CORS preflights for publishable-key routes. A browser
// sends no key with them, so which merchant the request is for is not
// known yet: every http(s) origin may send it, and the request itself is
// refused, readably (shareRefusal), when the key's merchant has not
// allowed its origin.
func (a *API) preflight(w http.ResponseWriter, r *http.Request) error {
	raw := r.Header.Get("Origin")
	origin, err := invoiceapi.NormalizeOrigin(raw)
	if err != nil {
		if raw == "" {
			return apierr.New(apierr.OriginNotAllowed, "A CORS preflight needs an Origin header.")
		}
		return apierr.New(apierr.OriginNotAllowed, "Origin %s is not an http(s) origin; publishable keys work only from pages served over http(s) (a file:// page or a sandboxed frame sends \"null\").", quoteOrigin(raw))
	}
	allowCORS(w, origin)
	w.Header().Set("Access-Control-Allow-Methods", "POST, OPTIONS")
	w.Header().Set("Access-Control-Allow-Headers", corsHeaders)
	w.Header().Set("Access-Control-Max-Age", strconv.Itoa(600))
	w.WriteHeader(http.StatusNoContent)
	return nil
}

package httpapi

import (
	"net/http"

	"github.com/paystead/paystead/backend/quote"
	"github.com/paystead/paystead/shared/checkoutapi"
)

// quoteHandlers serve swap quotes; like checkout they need no key.
type quoteHandlers struct{ svc *quote.Service }

// quote is POST /api/checkout/quote (spec 2.4).
func (h quoteHandlers) quote(w http.ResponseWriter, r *http.Request) error {
	var req checkoutapi.QuoteRequest
	if err := decodeJSON(r, &req); err != nil {
		return err
	}
	resp, err := h.svc.Quote(r.Context(), req)
	if err != nil {
		return err
	}
	w.Header().Set("Cache-Control", "no-store")
	writeJSON(w, http.StatusOK, resp)
	return nil
}

// legacy is the deprecated GET /api/quote?from&to&amountIn, read from the legacy v0.6 pool.
func (h quoteHandlers) legacy(w http.ResponseWriter, r *http.Request) error {
	w.Header().Set("Deprecation", "true")
	w.Header().Set("Link", `</api/checkout/quote>; rel="successor-version"`)
	q := r.URL.Query()
	resp, err := h.svc.Legacy(r.Context(), q.Get("from"), q.Get("to"), q.Get("amountIn"))
	if err != nil {
		return err
	}
	w.Header().Set("Cache-Control", "no-store")
	writeJSON(w, http.StatusOK, resp)
	return nil
}

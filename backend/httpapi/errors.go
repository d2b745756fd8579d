package httpapi

import (
	"encoding/json"
	"errors"
	"log/slog"
	"net/http"

	"github.com/paystead/paystead/backend/storeerr"
	"github.com/paystead/paystead/shared/apierr"
)

// handlerFunc is the shape of every handler: it writes a success response
// itself and returns an error for everything else, which writeError turns
// into the one error envelope.
type handlerFunc func(w http.ResponseWriter, r *http.Request) error

// handle adapts a handlerFunc to http.Handler.
func (a *API) handle(fn handlerFunc) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		if err := fn(w, r); err != nil {
			a.writeError(w, r, err)
		}
	}
}

// writeError is the only place that writes error bodies. An *apierr.Error
// goes out as it is; a storage failure of a storeerr kind (the store's
// classifier, Deps.ClassifyStoreError, marks it) gets its status; anything
// else is logged and answered with a 500 that carries the request id and
// none of the error's text.
func (a *API) writeError(w http.ResponseWriter, r *http.Request, err error) {
	setRetryAfter(w, err)
	if a.classify != nil {
		err = a.classify(err)
	}
	e, ok := apierr.As(err)
	switch {
	case ok:
	case errors.Is(err, storeerr.ErrBadText):
		// The backstop behind strictText and decodeJSON: text that
		// reached the database without passing them is still the client's.
		a.log.WarnContext(r.Context(), "text the database cannot store reached it", "err", err, "request_id", RequestID(r.Context()))
		e, ok = apierr.New(apierr.BadBody, "The request holds text that cannot be stored (U+0000 or bytes that are not UTF-8); send valid UTF-8 without U+0000."), true
	case errors.Is(err, storeerr.ErrRetry):
		// Nothing was written (the database transaction rolled back): the
		// same request may simply be sent again.
		a.log.WarnContext(r.Context(), "database conflict; answered 503 for a retry", "err", err, "request_id", RequestID(r.Context()))
		w.Header().Set("Retry-After", "1")
		e, ok = apierr.New(apierr.Unavailable, "The service is busy with other requests for the same thing; try again in a moment."), true
	case errors.Is(err, storeerr.ErrNoConnection):
		// The database is out of connections (every process's pools and
		// other clients together reached its max_connections): nothing
		// was written, and the request may be sent again shortly.
		a.log.WarnContext(r.Context(), "the database refused a connection; answered 503", "err", err, "request_id", RequestID(r.Context()))
		a.metrics.noConns.Inc()
		w.Header().Set("Retry-After", "2")
		e, ok = apierr.New(apierr.Unavailable, "The service is short of database connections; try again in a moment."), true
	}
	if !ok {
		a.log.ErrorContext(r.Context(), "request failed", "err", err, "request_id", RequestID(r.Context()))
		e = apierr.New(apierr.Internal, "Something went wrong on our side; quote the request id when you contact support.")
	} else if e.Status() >= 500 {
		a.log.WarnContext(r.Context(), "request failed", "code", e.Code, "err", e.Error(), "request_id", RequestID(r.Context()))
	}
	body := *e
	body.RequestID = RequestID(r.Context())
	writeJSON(w, e.Status(), body)
}

// writeJSON writes v as the JSON body of a response with status.
func writeJSON(w http.ResponseWriter, status int, v any) {
	w.Header().Set("Content-Type", "application/json; charset=utf-8")
	w.Header().Set("Cache-Control", "no-store")
	w.WriteHeader(status)
	if err := json.NewEncoder(w).Encode(v); err != nil {
		slog.Debug("write response", "err", err)
	}
}

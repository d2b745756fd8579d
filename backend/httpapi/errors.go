package httpapi

import (
	"encoding/json"
	"errors"
	"log/slog"
	"net/http"

	"github.com/jackc/pgx/v5/pgconn"

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
// goes out as it is; anything else is logged and answered with a 500 that
// carries the request id and none of the error's text.
func (a *API) writeError(w http.ResponseWriter, r *http.Request, err error) {
	setRetryAfter(w, err)
	e, ok := apierr.As(err)
	if !ok && isEncodingError(err) {
		// The backstop behind strictText and decodeJSON: text that
		// reached Postgres without passing them is still the client's.
		a.log.WarnContext(r.Context(), "text Postgres cannot store reached it", "err", err, "request_id", RequestID(r.Context()))
		e, ok = apierr.New(apierr.BadBody, "The request holds text that cannot be stored (U+0000 or bytes that are not UTF-8); send valid UTF-8 without U+0000."), true
	}
	if !ok && isTransientDBError(err) {
		// Nothing was written (the database transaction rolled back): the
		// same request may simply be sent again.
		a.log.WarnContext(r.Context(), "database conflict; answered 503 for a retry", "err", err, "request_id", RequestID(r.Context()))
		w.Header().Set("Retry-After", "1")
		e, ok = apierr.New(apierr.Unavailable, "The service is busy with other requests for the same thing; try again in a moment."), true
	}
	if !ok && isConnectionShortage(err) {
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

// isEncodingError reports Postgres refusing text: character_not_in_repertoire
// (22021: U+0000, invalid UTF-8) or untranslatable_character (22P05).
func isEncodingError(err error) bool {
	var pgErr *pgconn.PgError
	return errors.As(err, &pgErr) && (pgErr.Code == "22021" || pgErr.Code == "22P05")
}

// isTransientDBError reports Postgres giving up on a transaction that may
// succeed when sent again: deadlock_detected (40P01),
// serialization_failure (40001), lock_not_available (55P03).
func isTransientDBError(err error) bool {
	var pgErr *pgconn.PgError
	return errors.As(err, &pgErr) && (pgErr.Code == "40P01" || pgErr.Code == "40001" || pgErr.Code == "55P03")
}

// isConnectionShortage reports the database refusing a new connection:
// too_many_connections (53300: its max_connections, or a role's connection
// limit), insufficient_resources (53000), cannot_connect_now (57P03: it is
// starting or shutting down).
func isConnectionShortage(err error) bool {
	var pgErr *pgconn.PgError
	return errors.As(err, &pgErr) && (pgErr.Code == "53300" || pgErr.Code == "53000" || pgErr.Code == "57P03")
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

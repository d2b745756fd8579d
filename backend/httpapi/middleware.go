package httpapi

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"fmt"
	"net/http"
	"regexp"
	"runtime/debug"
	"strconv"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/go-chi/chi/v5"

	"github.com/paystead/paystead/shared/apierr"
)

type ctxKey int

const requestIDKey ctxKey = iota

// RequestIDHeader carries the request id in both directions.
const RequestIDHeader = "X-Request-Id"

var validRequestID = regexp.MustCompile(`^[A-Za-z0-9._-]{1,64}$`)

// RequestID is the id of the request being served, or "".
func RequestID(ctx context.Context) string {
	id, _ := ctx.Value(requestIDKey).(string)
	return id
}

// withRequestID takes a well-formed X-Request-Id from the caller (so a
// merchant can correlate) or makes one, and echoes it in the response.
func withRequestID(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		id := r.Header.Get(RequestIDHeader)
		if !validRequestID.MatchString(id) {
			var b [12]byte
			_, _ = rand.Read(b[:])
			id = "req_" + hex.EncodeToString(b[:])
		}
		w.Header().Set(RequestIDHeader, id)
		next.ServeHTTP(w, r.WithContext(context.WithValue(r.Context(), requestIDKey, id)))
	})
}

// statusRecorder remembers the status and size of a response.
type statusRecorder struct {
	http.ResponseWriter
	status int
	bytes  int
}

func (s *statusRecorder) WriteHeader(code int) {
	if s.status == 0 {
		s.status = code
	}
	s.ResponseWriter.WriteHeader(code)
}

func (s *statusRecorder) Write(b []byte) (int, error) {
	if s.status == 0 {
		s.status = http.StatusOK
	}
	n, err := s.ResponseWriter.Write(b)
	s.bytes += n
	return n, err
}

func (s *statusRecorder) Unwrap() http.ResponseWriter { return s.ResponseWriter }

// observe logs one line per request and feeds the metrics. It logs the
// path but never headers, query strings or bodies: those can hold keys.
// It also settles, once, which client the request comes from (see
// clientAddr), for the log and the rate limits.
func (a *API) observe(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		start := time.Now()
		client := clientAddr(r, a.limits.cfg.TrustedProxies)
		r = r.WithContext(context.WithValue(r.Context(), clientKey{}, client))
		rec := &statusRecorder{ResponseWriter: w}
		next.ServeHTTP(rec, r)
		if rec.status == 0 {
			rec.status = http.StatusOK
		}
		elapsed := time.Since(start)
		route := chi.RouteContext(r.Context()).RoutePattern()
		if route == "" {
			route = "unmatched"
		}
		a.metrics.observe(route, r.Method, rec.status, elapsed)
		a.log.InfoContext(r.Context(), "request",
			"request_id", RequestID(r.Context()),
			"method", r.Method,
			"path", r.URL.Path,
			"route", route,
			"status", rec.status,
			"bytes", rec.bytes,
			"duration_ms", float64(elapsed.Microseconds())/1000,
			"remote", r.RemoteAddr,
			"client", client,
		)
	})
}

// recoverPanics turns a panicking handler into a logged 500 carrying the
// request id, so one bad request never takes the process down.
func (a *API) recoverPanics(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		defer func() {
			p := recover()
			if p == nil {
				return
			}
			if p == http.ErrAbortHandler {
				panic(p)
			}
			a.log.ErrorContext(r.Context(), "handler panicked",
				"request_id", RequestID(r.Context()),
				"panic", fmt.Sprint(p),
				"stack", string(debug.Stack()),
			)
			if rec, ok := w.(*statusRecorder); ok && rec.status != 0 {
				// Part of the response is out: an error body would corrupt
				// it, so cut the connection and let the client see that.
				panic(http.ErrAbortHandler)
			}
			a.writeError(w, r, fmt.Errorf("panic: %v", p))
		}()
		next.ServeHTTP(w, r)
	})
}

// limitBody caps request bodies (bodyLimit); decodeJSON reports the
// overflow as 413.
func limitBody(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		limit := bodyLimit(r)
		if r.ContentLength > limit {
			w.Header().Set("Connection", "close")
			body := apierr.New(apierr.BodyTooLarge, "The body is larger than %s bytes.", strconv.FormatInt(limit, 10))
			if limit != MaxBodyBytes {
				body = logoTooLarge()
			}
			body.RequestID = RequestID(r.Context())
			writeJSON(w, body.Status(), body)
			return
		}
		r.Body = http.MaxBytesReader(w, r.Body, limit)
		next.ServeHTTP(w, r)
	})
}

type clientKey struct{}

// clientOf is the client address observe settled for r.
func clientOf(r *http.Request) string {
	if c, ok := r.Context().Value(clientKey{}).(string); ok {
		return c
	}
	return clientAddr(r, nil)
}

// textHeaders are the request headers whose values the API reads as text.
var textHeaders = []string{"Idempotency-Key", "X-Service-Api-Key", "Origin"}

// strictText refuses, on /api, a path, a query parameter or a header the
// API reads that is not valid UTF-8 or holds U+0000: such text can reach
// neither a lookup nor storage (Postgres refuses both), so it is a 400
// naming where, before any handler runs.
func (a *API) strictText(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		bad := func(s string) bool { return !utf8.ValidString(s) || strings.ContainsRune(s, 0) }
		fe := apierr.Fields{}
		if bad(r.URL.Path) {
			fe.Add("path", "holds U+0000 or bytes that are not UTF-8")
		}
		for key, values := range r.URL.Query() {
			if bad(key) {
				fe.Add("query", "has a parameter name holding U+0000 or bytes that are not UTF-8")
				continue
			}
			for _, v := range values {
				if bad(v) {
					fe.Add(key, "holds U+0000 or bytes that are not UTF-8")
					break
				}
			}
		}
		for _, h := range textHeaders {
			for _, v := range r.Header.Values(h) {
				if bad(v) {
					fe.Add(h, "holds U+0000 or bytes that are not UTF-8")
					break
				}
			}
		}
		if err := fe.Err(); err != nil {
			a.writeError(w, r, err)
			return
		}
		next.ServeHTTP(w, r)
	})
}

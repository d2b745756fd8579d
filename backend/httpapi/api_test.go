package httpapi

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"

	"github.com/go-chi/chi/v5"
	"github.com/stretchr/testify/require"

	"github.com/paystead/paystead/backend/storeerr"
	"github.com/paystead/paystead/shared/apierr"
	"github.com/paystead/paystead/shared/healthapi"
)

// syncBuffer collects log output written from server goroutines.
type syncBuffer struct {
	mu  sync.Mutex
	buf bytes.Buffer
}

func (s *syncBuffer) Write(p []byte) (int, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.buf.Write(p)
}

func (s *syncBuffer) String() string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.buf.String()
}

type bundle struct {
	srv  *httptest.Server
	logs *syncBuffer
}

type echoBody struct {
	Name   string `json:"name"`
	Amount int    `json:"amount"`
}

// setup serves the real router with probe routes that use the same
// decoding and error paths as every handler.
func setup(t *testing.T, checks ...ReadinessCheck) bundle {
	t.Helper()
	logs := &syncBuffer{}
	a := newAPI(Deps{Logger: slog.New(slog.NewJSONHandler(logs, nil)), Readiness: checks})
	h := a.routes(func(r chi.Router) {
		r.Post("/test/echo", a.handle(func(w http.ResponseWriter, r *http.Request) error {
			var body echoBody
			if err := decodeJSON(r, &body); err != nil {
				return err
			}
			writeJSON(w, http.StatusOK, body)
			return nil
		}))
		r.Get("/test/panic", a.handle(func(w http.ResponseWriter, r *http.Request) error {
			panic("boom: secret-ish internal state")
		}))
		r.Get("/test/half-then-panic", func(w http.ResponseWriter, r *http.Request) {
			w.Header().Set("Content-Length", "100")
			w.WriteHeader(http.StatusOK)
			_, _ = io.WriteString(w, "partial")
			panic("after the headers")
		})
		r.Get("/test/fail", a.handle(func(w http.ResponseWriter, r *http.Request) error {
			return errors.New("database password=hunter2 leaked into an error")
		}))
		r.Get("/test/pg-encoding", a.handle(func(w http.ResponseWriter, r *http.Request) error {
			return fmt.Errorf("store label: %w", storeerr.ErrBadText)
		}))
		r.Get("/test/pg-deadlock", a.handle(func(w http.ResponseWriter, r *http.Request) error {
			return fmt.Errorf("create submission: %w", storeerr.ErrRetry)
		}))
		r.Get("/test/coded", a.handle(func(w http.ResponseWriter, r *http.Request) error {
			return apierr.New(apierr.ChainError, "The gateway reverted.").WithDetail("InvoiceNotPayable(0x01)")
		}))
	})
	srv := httptest.NewServer(h)
	t.Cleanup(srv.Close)
	return bundle{srv: srv, logs: logs}
}

func do(t *testing.T, req *http.Request) (*http.Response, apierr.Error) {
	t.Helper()
	resp, err := http.DefaultClient.Do(req)
	require.NoError(t, err)
	defer resp.Body.Close()
	raw, err := io.ReadAll(resp.Body)
	require.NoError(t, err)
	var body apierr.Error
	if resp.StatusCode >= 400 {
		require.NoError(t, json.Unmarshal(raw, &body), "error bodies are JSON envelopes: %s", raw)
		require.Equal(t, "application/json; charset=utf-8", resp.Header.Get("Content-Type"))
		require.NotEmpty(t, body.Message)
		require.Equal(t, resp.Header.Get(RequestIDHeader), body.RequestID)
	}
	return resp, body
}

func post(t *testing.T, url, contentType, body string) *http.Request {
	t.Helper()
	req, err := http.NewRequest(http.MethodPost, url, strings.NewReader(body))
	require.NoError(t, err)
	if contentType != "" {
		req.Header.Set("Content-Type", contentType)
	}
	return req
}

func TestErrorPaths(t *testing.T) {
	t.Parallel()
	b := setup(t)
	echo := b.srv.URL + "/test/echo"

	tests := []struct {
		name   string
		req    *http.Request
		status int
		code   apierr.Code
		field  string
	}{
		{"MalformedJSON", post(t, echo, "application/json", `{"name": `), 400, apierr.BadBody, ""},
		{"SyntaxError", post(t, echo, "application/json", `{"name" "x"}`), 400, apierr.BadBody, ""},
		{"EmptyBody", post(t, echo, "application/json", ``), 400, apierr.BadBody, ""},
		{"TwoValues", post(t, echo, "application/json", `{"name":"a"}{"name":"b"}`), 400, apierr.BadBody, ""},
		{"UnknownField", post(t, echo, "application/json", `{"name":"a","engine":"v1"}`), 400, apierr.BadBody, "engine"},
		{"WrongFieldType", post(t, echo, "application/json", `{"amount":"ten"}`), 400, apierr.BadBody, "amount"},
		{"NotAnObject", post(t, echo, "application/json", `[1,2]`), 400, apierr.BadBody, ""},
		{"MissingContentType", post(t, echo, "", `{"name":"a"}`), 415, apierr.UnsupportedMediaType, ""},
		{"WrongContentType", post(t, echo, "text/plain", `{"name":"a"}`), 415, apierr.UnsupportedMediaType, ""},
		{"FormContentType", post(t, echo, "application/x-www-form-urlencoded", `name=a`), 415, apierr.UnsupportedMediaType, ""},
		{"OversizedWithLength", post(t, echo, "application/json", `{"name":"`+strings.Repeat("x", MaxBodyBytes)+`"}`), 413, apierr.BodyTooLarge, ""},
		{"UnknownRoute", mustReq(t, http.MethodGet, b.srv.URL+"/api/nothing-here"), 404, apierr.NotFound, ""},
		{"WrongMethod", mustReq(t, http.MethodDelete, b.srv.URL+"/healthz"), 405, apierr.MethodNotAllowed, ""},
		{"CodedError", mustReq(t, http.MethodGet, b.srv.URL+"/test/coded"), 502, apierr.ChainError, ""},
		{"PlainErrorIs500", mustReq(t, http.MethodGet, b.srv.URL+"/test/fail"), 500, apierr.Internal, ""},
		// The backstop: text Postgres refused is the client's fault, never a 500.
		{"PostgresEncodingErrorIs400", mustReq(t, http.MethodGet, b.srv.URL+"/test/pg-encoding"), 400, apierr.BadBody, ""},
		{"PostgresDeadlockIs503ToRetry", mustReq(t, http.MethodGet, b.srv.URL+"/test/pg-deadlock"), 503, apierr.Unavailable, ""},
		{"CaseInsensitiveKey", post(t, echo, "application/json", `{"Name":"a"}`), 400, apierr.BadBody, "Name"},
		{"RepeatedKey", post(t, echo, "application/json", `{"name":"a","name":"b"}`), 400, apierr.BadBody, "name"},
		{"NULInAValue", post(t, echo, "application/json", `{"name":"a\u0000"}`), 400, apierr.BadBody, "name"},
		{"PanicIs500", mustReq(t, http.MethodGet, b.srv.URL+"/test/panic"), 500, apierr.Internal, ""},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			resp, body := do(t, tc.req)
			require.Equal(t, tc.status, resp.StatusCode)
			require.Equal(t, tc.code, body.Code)
			if tc.field != "" {
				require.Len(t, body.Fields, 1)
				require.Equal(t, tc.field, body.Fields[0].Field)
				require.Contains(t, body.Message, tc.field)
			}
		})
	}

	t.Run("WrongMethodListsTheAllowedOnes", func(t *testing.T) {
		resp, _ := do(t, mustReq(t, http.MethodDelete, b.srv.URL+"/healthz"))
		require.Equal(t, http.StatusMethodNotAllowed, resp.StatusCode)
		require.Equal(t, "GET", resp.Header.Get("Allow"))
	})

	t.Run("HeadAnswersLikeGet", func(t *testing.T) {
		resp, err := http.Head(b.srv.URL + "/healthz")
		require.NoError(t, err)
		resp.Body.Close()
		require.Equal(t, http.StatusOK, resp.StatusCode)
	})

	t.Run("OversizedChunkedBody", func(t *testing.T) {
		// No Content-Length: the cap must hold while the body streams in.
		pr, pw := io.Pipe()
		go func() {
			_, _ = pw.Write([]byte(`{"name":"`))
			chunk := bytes.Repeat([]byte("y"), 4096)
			for range (MaxBodyBytes / len(chunk)) + 2 {
				if _, err := pw.Write(chunk); err != nil {
					return
				}
			}
			_ = pw.Close()
		}()
		req, err := http.NewRequest(http.MethodPost, echo, pr)
		require.NoError(t, err)
		req.Header.Set("Content-Type", "application/json")
		resp, body := do(t, req)
		require.Equal(t, 413, resp.StatusCode)
		require.Equal(t, apierr.BodyTooLarge, body.Code)
	})

	t.Run("ValidBodyIsDecoded", func(t *testing.T) {
		resp, _ := do(t, post(t, echo, "application/json; charset=utf-8", `{"name":"ok","amount":7}`))
		require.Equal(t, 200, resp.StatusCode)
	})

	t.Run("CodedErrorKeepsDetail", func(t *testing.T) {
		_, body := do(t, mustReq(t, http.MethodGet, b.srv.URL+"/test/coded"))
		require.Equal(t, "InvoiceNotPayable(0x01)", body.Detail)
	})

	t.Run("InternalErrorsDoNotLeakTheirText", func(t *testing.T) {
		resp, err := http.Get(b.srv.URL + "/test/fail")
		require.NoError(t, err)
		raw, _ := io.ReadAll(resp.Body)
		resp.Body.Close()
		require.NotContains(t, string(raw), "hunter2")
	})

	t.Run("PanicIsLoggedWithTheRequestID", func(t *testing.T) {
		resp, body := do(t, mustReq(t, http.MethodGet, b.srv.URL+"/test/panic"))
		require.Equal(t, 500, resp.StatusCode)
		require.Contains(t, b.logs.String(), `"msg":"handler panicked"`)
		require.Contains(t, b.logs.String(), body.RequestID)
		// The server is still up.
		resp2, _ := do(t, mustReq(t, http.MethodGet, b.srv.URL+"/healthz"))
		require.Equal(t, 200, resp2.StatusCode)
	})
}

func TestPanicAfterHeadersCutsTheConnection(t *testing.T) {
	t.Parallel()
	b := setup(t)
	resp, err := http.Get(b.srv.URL + "/test/half-then-panic")
	if err == nil { // the headers went out before the panic
		defer resp.Body.Close()
		var raw []byte
		raw, err = io.ReadAll(resp.Body)
		require.NotContains(t, string(raw), "internal_error")
	}
	require.Error(t, err, "the client sees a broken response, not a corrupted one")
}

func mustReq(t *testing.T, method, url string) *http.Request {
	t.Helper()
	req, err := http.NewRequest(method, url, nil)
	require.NoError(t, err)
	return req
}

func TestRequestID(t *testing.T) {
	t.Parallel()
	b := setup(t)

	t.Run("GeneratedWhenAbsent", func(t *testing.T) {
		resp, _ := do(t, mustReq(t, http.MethodGet, b.srv.URL+"/healthz"))
		require.Regexp(t, `^req_[0-9a-f]{24}$`, resp.Header.Get(RequestIDHeader))
	})
	t.Run("CallersIDIsEchoed", func(t *testing.T) {
		req := mustReq(t, http.MethodGet, b.srv.URL+"/healthz")
		req.Header.Set(RequestIDHeader, "merchant-trace-42")
		resp, _ := do(t, req)
		require.Equal(t, "merchant-trace-42", resp.Header.Get(RequestIDHeader))
	})
	t.Run("MalformedCallerIDIsReplaced", func(t *testing.T) {
		req := mustReq(t, http.MethodGet, b.srv.URL+"/healthz")
		req.Header.Set(RequestIDHeader, "bad id with spaces and <script>")
		resp, _ := do(t, req)
		require.Regexp(t, `^req_[0-9a-f]{24}$`, resp.Header.Get(RequestIDHeader))
	})
}

func TestLogsCarryNoSecrets(t *testing.T) {
	t.Parallel()
	b := setup(t)
	const secret = "ak_live_0123456789abcdefsecret"
	req := post(t, b.srv.URL+"/test/echo?api_key="+secret, "application/json", `{"name":"`+secret+`"}`)
	req.Header.Set("X-Service-Api-Key", secret)
	req.Header.Set("Authorization", "Bearer "+secret)
	resp, _ := do(t, req)
	require.Equal(t, 200, resp.StatusCode)
	logs := b.logs.String()
	require.Contains(t, logs, `"path":"/test/echo"`, "the request is logged")
	require.NotContains(t, logs, secret)
}

func TestHealthAndReadiness(t *testing.T) {
	t.Parallel()

	t.Run("HealthzAnswersWhileUp", func(t *testing.T) {
		b := setup(t, ReadinessCheck{Name: "database", Check: func(context.Context) error { return errors.New("down") }})
		resp, _ := do(t, mustReq(t, http.MethodGet, b.srv.URL+"/healthz"))
		require.Equal(t, 200, resp.StatusCode)
	})
	t.Run("ReadyzIs200WhenEveryCheckPasses", func(t *testing.T) {
		b := setup(t, ReadinessCheck{Name: "database", Check: func(context.Context) error { return nil }})
		resp, err := http.Get(b.srv.URL + "/readyz")
		require.NoError(t, err)
		defer resp.Body.Close()
		require.Equal(t, 200, resp.StatusCode)
		var body healthapi.Readiness
		require.NoError(t, json.NewDecoder(resp.Body).Decode(&body))
		require.Equal(t, "ok", body.Checks["database"])
	})
	t.Run("ReadyzIs503WhenACheckFails", func(t *testing.T) {
		b := setup(t,
			ReadinessCheck{Name: "database", Check: func(context.Context) error { return nil }},
			ReadinessCheck{Name: "chain", Check: func(context.Context) error { return errors.New("rpc down") }},
		)
		resp, err := http.Get(b.srv.URL + "/readyz")
		require.NoError(t, err)
		defer resp.Body.Close()
		require.Equal(t, 503, resp.StatusCode)
		var body healthapi.Readiness
		require.NoError(t, json.NewDecoder(resp.Body).Decode(&body))
		require.Equal(t, "unavailable", body.Checks["chain"])
		require.Equal(t, "ok", body.Checks["database"])
	})
	t.Run("OneChainOfSeveralDownIsDegradedAllDownIsUnavailable", func(t *testing.T) {
		ok := func(context.Context) error { return nil }
		down := func(context.Context) error { return errors.New("rpc down") }
		// A node that hangs costs its own second, not the others'.
		hangs := func(ctx context.Context) error { <-ctx.Done(); return ctx.Err() }
		readyz := func(checks ...ReadinessCheck) (int, healthapi.Readiness) {
			b := setup(t, checks...)
			resp, err := http.Get(b.srv.URL + "/readyz")
			require.NoError(t, err)
			defer resp.Body.Close()
			var body healthapi.Readiness
			require.NoError(t, json.NewDecoder(resp.Body).Decode(&body))
			return resp.StatusCode, body
		}
		status, body := readyz(ReadinessCheck{Name: "chain a", Check: hangs, Partial: true},
			ReadinessCheck{Name: "database", Check: ok}, ReadinessCheck{Name: "chain b", Check: ok, Partial: true})
		require.Equal(t, 200, status)
		require.Equal(t, healthapi.Readiness{Status: "degraded", Checks: map[string]string{"chain a": "unavailable", "database": "ok", "chain b": "ok"}}, body)
		status, body = readyz(ReadinessCheck{Name: "database", Check: ok},
			ReadinessCheck{Name: "chain a", Check: down, Partial: true}, ReadinessCheck{Name: "chain b", Check: down, Partial: true})
		require.Equal(t, 503, status)
		require.Equal(t, "unavailable", body.Status, "no chain answers: nothing can be paid")
		status, body = readyz(ReadinessCheck{Name: "database", Check: down},
			ReadinessCheck{Name: "chain a", Check: ok, Partial: true})
		require.Equal(t, 503, status)
		require.Equal(t, "unavailable", body.Status)
	})
	// A token its issuer paused degrades the process and says so; it never
	// makes it unready, even on the one chain.
	t.Run("AnAdvisoryCheckDegradesOnly", func(t *testing.T) {
		ok := func(context.Context) error { return nil }
		paused := func(context.Context) error { return errors.New("paused by the issuer: USDC") }
		b := setup(t, ReadinessCheck{Name: "database", Check: ok}, ReadinessCheck{Name: "chain", Check: ok, Partial: true},
			ReadinessCheck{Name: "tokens", Check: paused, Advisory: true, Explain: true})
		resp, err := http.Get(b.srv.URL + "/readyz")
		require.NoError(t, err)
		defer resp.Body.Close()
		var body healthapi.Readiness
		require.NoError(t, json.NewDecoder(resp.Body).Decode(&body))
		require.Equal(t, 200, resp.StatusCode)
		require.Equal(t, healthapi.Readiness{Status: "degraded", Checks: map[string]string{"database": "ok", "chain": "ok", "tokens": "unavailable"},
			Reasons: map[string]string{"tokens": "paused by the issuer: USDC"}}, body)
	})
}

func TestMetrics(t *testing.T) {
	t.Parallel()
	b := setup(t)
	for range 3 {
		resp, _ := do(t, mustReq(t, http.MethodGet, b.srv.URL+"/healthz"))
		require.Equal(t, 200, resp.StatusCode)
	}
	resp, _ := do(t, mustReq(t, http.MethodGet, b.srv.URL+"/nope"))
	require.Equal(t, 404, resp.StatusCode)

	res, err := http.Get(b.srv.URL + "/metrics")
	require.NoError(t, err)
	defer res.Body.Close()
	raw, err := io.ReadAll(res.Body)
	require.NoError(t, err)
	text := string(raw)
	require.Contains(t, text, `paystead_http_requests_total{method="GET",route="/healthz",status="200"} 3`)
	require.Contains(t, text, `paystead_http_requests_total{method="GET",route="unmatched",status="404"} 1`)
	require.Contains(t, text, `paystead_http_request_duration_seconds_bucket{method="GET",route="/healthz",le="0.001"}`)
}

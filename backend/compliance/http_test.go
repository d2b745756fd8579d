package compliance_test

import (
	"context"
	"fmt"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"github.com/paystead/paystead/backend/compliance"
)

const apiKey = "test-key-5f3c9b"

// screeningAPI is a local server speaking the Chainalysis sanctions API.
// Each request is answered by the next reply; the last one repeats.
type screeningAPI struct {
	t       *testing.T
	server  *httptest.Server
	replies []reply
	calls   atomic.Int32

	mu      sync.Mutex
	paths   []string
	apiKeys []string
}

type reply struct {
	status  int
	body    string
	headers map[string]string
	stall   bool // block until the client gives up
}

const (
	clearBody      = `{"identifications":[]}`
	sanctionedBody = `{"identifications":[{"category":"sanctions","name":"SANCTIONS: OFAC SDN Tornado Cash 2022-08-08",` +
		`"description":"Tornado Cash is a mixer.","url":"https://home.treasury.gov/"}]}`
)

func newScreeningAPI(t *testing.T, replies ...reply) *screeningAPI {
	t.Helper()
	api := &screeningAPI{t: t, replies: replies}
	api.server = httptest.NewServer(http.HandlerFunc(api.serve))
	t.Cleanup(api.server.Close)
	return api
}

func (api *screeningAPI) serve(w http.ResponseWriter, r *http.Request) {
	n := int(api.calls.Add(1))
	api.mu.Lock()
	api.paths = append(api.paths, r.URL.Path)
	api.apiKeys = append(api.apiKeys, r.Header.Get("X-API-Key"))
	api.mu.Unlock()

	rep := api.replies[min(n, len(api.replies))-1]
	if rep.stall {
		select {
		case <-r.Context().Done():
		case <-time.After(10 * time.Second):
		}
		return
	}
	for k, v := range rep.headers {
		w.Header().Set(k, v)
	}
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(rep.status)
	fmt.Fprint(w, rep.body)
}

type httpSetup struct {
	api      *screeningAPI
	provider *compliance.HTTPProvider
	logs     *syncBuffer
	waits    *[]time.Duration
}

func setupHTTP(t *testing.T, replies ...reply) httpSetup {
	t.Helper()
	api := newScreeningAPI(t, replies...)
	logs := &syncBuffer{}
	p, err := compliance.NewHTTPProvider(compliance.HTTPOptions{
		URL:            api.server.URL + "/",
		APIKey:         apiKey,
		AttemptTimeout: 200 * time.Millisecond,
		MaxAttempts:    3,
		BaseBackoff:    time.Millisecond,
		MaxRetryAfter:  2 * time.Second,
	}, slog.New(slog.NewTextHandler(logs, &slog.HandlerOptions{Level: slog.LevelDebug})), now)
	require.NoError(t, err)
	var (
		mu    sync.Mutex
		waits []time.Duration
	)
	compliance.SetSleep(p, func(ctx context.Context, d time.Duration) error {
		mu.Lock()
		waits = append(waits, d)
		mu.Unlock()
		return ctx.Err()
	})
	return httpSetup{api: api, provider: p, logs: logs, waits: &waits}
}

func TestHTTPProvider(t *testing.T) {
	t.Parallel()
	ctx := context.Background()

	t.Run("ClearAddress", func(t *testing.T) {
		t.Parallel()
		s := setupHTTP(t, reply{status: 200, body: clearBody})
		res, err := s.provider.Screen(ctx, sanctionedAddr)
		require.NoError(t, err)
		require.Equal(t, compliance.Result{
			Address: "0x8589427373d6d84e98730d7795d8f6f8731fda16", Category: compliance.Clear,
			Provider: compliance.KindHTTP, ScreenedAt: fixedNow,
		}, res)
		require.Equal(t, []string{"/api/v1/address/0x8589427373d6d84e98730d7795d8f6f8731fda16"}, s.api.paths)
		require.Equal(t, []string{apiKey}, s.api.apiKeys)
	})
	t.Run("SanctionedAddress", func(t *testing.T) {
		t.Parallel()
		s := setupHTTP(t, reply{status: 200, body: sanctionedBody})
		res, err := s.provider.Screen(ctx, sanctionedAddr)
		require.NoError(t, err)
		require.Equal(t, compliance.Sanctioned, res.Category)
		require.Equal(t, "SANCTIONS: OFAC SDN Tornado Cash 2022-08-08: Tornado Cash is a mixer.", res.Reason)
	})
	t.Run("OtherIdentificationGoesToReview", func(t *testing.T) {
		t.Parallel()
		s := setupHTTP(t, reply{status: 200, body: `{"identifications":[{"category":"scam","name":"Phishing kit"}]}`})
		res, err := s.provider.Screen(ctx, clearAddr)
		require.NoError(t, err)
		require.Equal(t, compliance.Review, res.Category)
		require.Equal(t, "Phishing kit", res.Reason)
	})
	t.Run("SanctionsWinOverOtherIdentifications", func(t *testing.T) {
		t.Parallel()
		s := setupHTTP(t, reply{status: 200, body: `{"identifications":[{"category":"scam","name":"a"},{"category":"SANCTIONS","name":"b"}]}`})
		res, err := s.provider.Screen(ctx, clearAddr)
		require.NoError(t, err)
		require.Equal(t, compliance.Sanctioned, res.Category)
		require.Equal(t, "b", res.Reason)
	})
	t.Run("BadKeyIsRejectedWithoutRetryOrLeak", func(t *testing.T) {
		t.Parallel()
		s := setupHTTP(t, reply{status: 401, body: `{"message":"Invalid API key ` + apiKey + `"}`})
		_, err := s.provider.Screen(ctx, clearAddr)
		require.ErrorIs(t, err, compliance.ErrProviderRejected)
		require.NotErrorIs(t, err, compliance.ErrUnavailable, "a bad key is a configuration fault, never failed open")
		require.ErrorContains(t, err, "401")
		require.ErrorContains(t, err, "COMPLIANCE_HTTP_API_KEY")
		require.NotContains(t, err.Error(), apiKey)
		require.EqualValues(t, 1, s.api.calls.Load())
	})
	t.Run("NotFoundIsRejectedWithoutRetry", func(t *testing.T) {
		t.Parallel()
		s := setupHTTP(t, reply{status: 404, body: "no such route"})
		_, err := s.provider.Screen(ctx, clearAddr)
		require.ErrorIs(t, err, compliance.ErrProviderRejected)
		require.ErrorContains(t, err, "no such route")
		require.EqualValues(t, 1, s.api.calls.Load())
	})
	t.Run("ServerErrorThenSuccessIsRetried", func(t *testing.T) {
		t.Parallel()
		s := setupHTTP(t, reply{status: 500, body: `{"message":"oops"}`}, reply{status: 200, body: sanctionedBody})
		res, err := s.provider.Screen(ctx, clearAddr)
		require.NoError(t, err)
		require.Equal(t, compliance.Sanctioned, res.Category)
		require.EqualValues(t, 2, s.api.calls.Load())
		require.Len(t, *s.waits, 1)
	})
	t.Run("AlwaysServerErrorIsUnavailable", func(t *testing.T) {
		t.Parallel()
		s := setupHTTP(t, reply{status: 502, body: "<html>bad gateway</html>"})
		_, err := s.provider.Screen(ctx, clearAddr)
		require.ErrorIs(t, err, compliance.ErrUnavailable)
		require.ErrorContains(t, err, "3 attempts")
		require.EqualValues(t, 3, s.api.calls.Load())
		require.Len(t, *s.waits, 2)
		require.Less(t, (*s.waits)[0], (*s.waits)[1]*2, "backoff grows")
	})
	t.Run("RateLimitHonoursRetryAfter", func(t *testing.T) {
		t.Parallel()
		s := setupHTTP(t, reply{status: 429, headers: map[string]string{"Retry-After": "1"}}, reply{status: 200, body: clearBody})
		res, err := s.provider.Screen(ctx, clearAddr)
		require.NoError(t, err)
		require.Equal(t, compliance.Clear, res.Category)
		require.Equal(t, []time.Duration{time.Second}, *s.waits)
	})
	t.Run("RetryAfterBeyondCapIsUnavailableAtOnce", func(t *testing.T) {
		t.Parallel()
		s := setupHTTP(t, reply{status: 503, headers: map[string]string{"Retry-After": "3600"}})
		_, err := s.provider.Screen(ctx, clearAddr)
		require.ErrorIs(t, err, compliance.ErrUnavailable)
		require.ErrorContains(t, err, "retry after 1h0m0s")
		require.EqualValues(t, 1, s.api.calls.Load())
		require.Empty(t, *s.waits)
	})
	t.Run("StallPastTimeoutIsUnavailable", func(t *testing.T) {
		t.Parallel()
		s := setupHTTP(t, reply{stall: true})
		start := time.Now()
		_, err := s.provider.Screen(ctx, clearAddr)
		require.ErrorIs(t, err, compliance.ErrUnavailable)
		require.ErrorContains(t, err, "no answer within 200ms")
		require.EqualValues(t, 3, s.api.calls.Load())
		require.Less(t, time.Since(start), 3*time.Second)
	})
	t.Run("StallThenSuccessIsRetried", func(t *testing.T) {
		t.Parallel()
		s := setupHTTP(t, reply{stall: true}, reply{status: 200, body: clearBody})
		res, err := s.provider.Screen(ctx, clearAddr)
		require.NoError(t, err)
		require.Equal(t, compliance.Clear, res.Category)
	})
	t.Run("MalformedJSONIsUnavailableWithoutRetry", func(t *testing.T) {
		t.Parallel()
		s := setupHTTP(t, reply{status: 200, body: `{"identifications":[`})
		_, err := s.provider.Screen(ctx, clearAddr)
		require.ErrorIs(t, err, compliance.ErrUnavailable)
		require.ErrorContains(t, err, "not the expected JSON")
		require.EqualValues(t, 1, s.api.calls.Load())
	})
	t.Run("AnswerWithoutIdentificationsIsUnavailable", func(t *testing.T) {
		t.Parallel()
		s := setupHTTP(t, reply{status: 200, body: `{"status":"ok"}`})
		_, err := s.provider.Screen(ctx, clearAddr)
		require.ErrorIs(t, err, compliance.ErrUnavailable)
	})
	t.Run("RedirectIsNotFollowed", func(t *testing.T) {
		t.Parallel()
		elsewhere := newScreeningAPI(t, reply{status: 200, body: clearBody})
		s := setupHTTP(t, reply{status: 302, headers: map[string]string{"Location": elsewhere.server.URL + "/steal"}})
		_, err := s.provider.Screen(ctx, clearAddr)
		require.ErrorIs(t, err, compliance.ErrProviderRejected)
		require.Zero(t, elsewhere.calls.Load(), "the API key must not follow a redirect")
	})
	t.Run("NetworkErrorIsUnavailable", func(t *testing.T) {
		t.Parallel()
		s := setupHTTP(t, reply{status: 200, body: clearBody})
		s.api.server.Close()
		_, err := s.provider.Screen(ctx, clearAddr)
		require.ErrorIs(t, err, compliance.ErrUnavailable)
		require.Len(t, *s.waits, 2, "network errors are retried")
	})
	t.Run("CanceledCallerStopsRetries", func(t *testing.T) {
		t.Parallel()
		s := setupHTTP(t, reply{status: 500})
		cctx, cancel := context.WithCancel(ctx)
		compliance.SetSleep(s.provider, func(context.Context, time.Duration) error { cancel(); return context.Canceled })
		_, err := s.provider.Screen(cctx, clearAddr)
		require.ErrorIs(t, err, compliance.ErrUnavailable)
		require.ErrorIs(t, err, context.Canceled)
		require.EqualValues(t, 1, s.api.calls.Load())
	})
	t.Run("MalformedAddressSendsNoRequest", func(t *testing.T) {
		t.Parallel()
		s := setupHTTP(t, reply{status: 200, body: clearBody})
		_, err := s.provider.Screen(ctx, "0x1/../../admin")
		require.ErrorIs(t, err, compliance.ErrInvalidAddress)
		require.Zero(t, s.api.calls.Load())
	})
	t.Run("LogsNeverCarryTheKey", func(t *testing.T) {
		t.Parallel()
		s := setupHTTP(t, reply{status: 500, body: `{"message":"bad key ` + apiKey + `"}`})
		_, err := s.provider.Screen(ctx, clearAddr)
		require.Error(t, err)
		require.Contains(t, s.logs.String(), "retrying")
		require.NotContains(t, s.logs.String(), apiKey)
		require.NotContains(t, err.Error(), apiKey)
	})
}

func TestHTTPOptionsHideTheKey(t *testing.T) {
	t.Parallel()
	opts := compliance.Options{HTTP: compliance.HTTPOptions{URL: "https://public.chainalysis.com", APIKey: apiKey}}
	for _, format := range []string{"%v", "%+v", "%#v", "%s"} {
		require.NotContains(t, fmt.Sprintf(format, opts), apiKey, format)
		require.NotContains(t, fmt.Sprintf(format, opts.HTTP), apiKey, format)
	}
	require.True(t, strings.Contains(fmt.Sprint(opts.HTTP), "[redacted]"))
}

package sdk_test

import (
	"context"
	"encoding/json"
	"errors"
	"io"
	"math"
	"net/http"
	"net/http/httptest"
	"runtime"
	"strings"
	"sync"
	"testing"
	"testing/iotest"
	"time"

	"github.com/stretchr/testify/require"

	"github.com/paystead/paystead/sdk"
	"github.com/paystead/paystead/shared/apierr"
)

// seen is one request as the fake server received it.
type seen struct {
	Method, Path, RawQuery string
	Header                 http.Header
	Body                   string
}

// fakePaystead is a local HTTP server standing in for Paystead: each test
// sets how it answers and reads back what it received.
type fakePaystead struct {
	srv *httptest.Server

	mu     sync.Mutex
	seen   []seen
	answer http.HandlerFunc
}

func newFakePaystead(t *testing.T, answer http.HandlerFunc) *fakePaystead {
	t.Helper()
	f := &fakePaystead{answer: answer}
	f.srv = httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		body, _ := io.ReadAll(r.Body)
		f.mu.Lock()
		f.seen = append(f.seen, seen{Method: r.Method, Path: r.URL.Path, RawQuery: r.URL.RawQuery, Header: r.Header.Clone(), Body: string(body)})
		answer := f.answer
		f.mu.Unlock()
		answer(w, r)
	}))
	t.Cleanup(f.srv.Close)
	return f
}

func (f *fakePaystead) requests() []seen {
	f.mu.Lock()
	defer f.mu.Unlock()
	return append([]seen(nil), f.seen...)
}

func (f *fakePaystead) client(t *testing.T, key string, opts ...sdk.Option) *sdk.Client {
	t.Helper()
	opts = append([]sdk.Option{sdk.WithBaseURL(f.srv.URL), sdk.WithMaxRetryWait(2 * time.Second)}, opts...)
	c, err := sdk.NewClient(key, opts...)
	require.NoError(t, err)
	return c
}

// Answers of the fake server.

func answerJSON(status int, body any, header ...string) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		for i := 0; i+1 < len(header); i += 2 {
			w.Header().Set(header[i], header[i+1])
		}
		w.Header().Set("Content-Type", "application/json")
		w.WriteHeader(status)
		_ = json.NewEncoder(w).Encode(body)
	}
}

func answerError(status int, code apierr.Code, header ...string) http.HandlerFunc {
	return answerJSON(status, apierr.Error{Code: code, Message: "answered by the fake " + string(code), RequestID: "req_fake"}, header...)
}

var created = answerJSON(http.StatusCreated, map[string]string{"invoiceId": "0xabc123", "url": "https://pay.example/i/0xabc123"})

// dropConnection closes the TCP connection without answering.
func dropConnection(w http.ResponseWriter, r *http.Request) {
	conn, _, err := w.(http.Hijacker).Hijack()
	if err != nil {
		panic(err)
	}
	_ = conn.Close()
}

// sequence answers the n-th request with the n-th handler, then repeats
// the last.
func sequence(hs ...http.HandlerFunc) http.HandlerFunc {
	var mu sync.Mutex
	n := 0
	return func(w http.ResponseWriter, r *http.Request) {
		mu.Lock()
		h := hs[min(n, len(hs)-1)]
		n++
		mu.Unlock()
		h(w, r)
	}
}

var validParams = sdk.CreateInvoiceParams{
	AmountUSDC: 19.99,
	PayInToken: sdk.USDC,
	SuccessURL: "https://shop.example/thanks",
	Metadata:   map[string]string{"order": "A-1"},
}

func requireCode(t *testing.T, err error, code sdk.ErrorCode) *sdk.ClientError {
	t.Helper()
	require.Error(t, err)
	var ce *sdk.ClientError
	require.ErrorAs(t, err, &ce, "want a *sdk.ClientError, got %T: %v", err, err)
	require.Equal(t, code, ce.Code, "error: %v", err)
	require.Equal(t, code, sdk.CodeOf(err))
	return ce
}

func TestNewClient(t *testing.T) {
	t.Parallel()

	t.Run("DefaultsToTestnet", func(t *testing.T) {
		c, err := sdk.NewClient("ak_live_x")
		require.NoError(t, err)
		require.Equal(t, "https://testnet.paystead.dev", c.BaseURL())
	})
	t.Run("Mainnet", func(t *testing.T) {
		c, err := sdk.NewClient("ak_live_x", sdk.WithEnvironment(sdk.Mainnet))
		require.NoError(t, err)
		require.Equal(t, "https://api.paystead.dev", c.BaseURL())
	})
	t.Run("BaseURLOverridesEnvironment", func(t *testing.T) {
		c, err := sdk.New(sdk.InitOptions{APIKey: "ak_live_x", Environment: sdk.Mainnet, BaseURL: "http://127.0.0.1:8080/"})
		require.NoError(t, err)
		require.Equal(t, "http://127.0.0.1:8080", c.BaseURL())
	})
	t.Run("RejectsMissingKey", func(t *testing.T) {
		_, err := sdk.NewClient("  ")
		requireCode(t, err, sdk.CodeInvalidAPIKey)
	})
	t.Run("RejectsUnknownEnvironment", func(t *testing.T) {
		_, err := sdk.NewClient("ak_live_x", sdk.WithEnvironment("production"))
		requireCode(t, err, sdk.CodeInvalidEnvironment)
	})
	t.Run("RejectsNonHTTPBaseURL", func(t *testing.T) {
		for _, base := range []string{"ftp://pay.example", "pay.example", "http://", "javascript:alert(1)"} {
			_, err := sdk.NewClient("ak_live_x", sdk.WithBaseURL(base))
			requireCode(t, err, sdk.CodeInvalidURL)
		}
	})
}

func TestCreateInvoice(t *testing.T) {
	t.Parallel()

	t.Run("SendsTheBodyKeyAndIdempotencyKey", func(t *testing.T) {
		t.Parallel()
		f := newFakePaystead(t, created)
		inv, err := f.client(t, "ak_live_secret").CreateInvoice(context.Background(), validParams)
		require.NoError(t, err)
		require.Equal(t, &sdk.Invoice{InvoiceID: "0xabc123", URL: "https://pay.example/i/0xabc123"}, inv)

		reqs := f.requests()
		require.Len(t, reqs, 1)
		r := reqs[0]
		require.Equal(t, "POST", r.Method)
		require.Equal(t, "/api/invoices", r.Path)
		require.Equal(t, "ak_live_secret", r.Header.Get("X-Service-Api-Key"))
		require.Equal(t, "application/json", r.Header.Get("Content-Type"))
		if runtime.GOOS != "js" { // in a browser, fetch owns the User-Agent
			require.Equal(t, "paystead-go/"+sdk.Version, r.Header.Get("User-Agent"))
		}
		require.Regexp(t, `^idem_[0-9a-f]{32}$`, r.Header.Get("Idempotency-Key"))
		require.JSONEq(t, `{"amountUsdc":19.99,"payInToken":"USDC","successUrl":"https://shop.example/thanks","metadata":{"order":"A-1"}}`, r.Body)
	})

	t.Run("SendsTheAmountAsGiven", func(t *testing.T) {
		t.Parallel()
		f := newFakePaystead(t, created)
		c := f.client(t, "ak_live_secret")
		tenth, fifth := 0.1, 0.2 // variables: constant arithmetic would be exact
		for amount, want := range map[float64]string{
			19.99:         `19.99`,
			100:           `100`,
			0.1:           `0.1`,
			0.000001:      `0.000001`,
			1e-7:          `0.0000001`, // the server refuses the 7th decimal
			1e21:          `1000000000000000000000`,
			tenth + fifth: `0.30000000000000004`, // float noise goes out as it is; the server refuses it
		} {
			p := validParams
			p.AmountUSDC = amount
			_, err := c.CreateInvoice(context.Background(), p)
			require.NoError(t, err)
			reqs := f.requests()
			var body map[string]json.RawMessage
			require.NoError(t, json.Unmarshal([]byte(reqs[len(reqs)-1].Body), &body))
			require.Equal(t, want, string(body["amountUsdc"]), "amount %v", amount)
		}
	})

	t.Run("FreshIdempotencyKeyPerInvoice", func(t *testing.T) {
		t.Parallel()
		f := newFakePaystead(t, created)
		c := f.client(t, "ak_live_secret")
		for range 3 {
			_, err := c.CreateInvoice(context.Background(), validParams)
			require.NoError(t, err)
		}
		keys := map[string]bool{}
		for _, r := range f.requests() {
			keys[r.Header.Get("Idempotency-Key")] = true
		}
		require.Len(t, keys, 3)
	})

	t.Run("ValidationFailuresSendNoRequest", func(t *testing.T) {
		t.Parallel()
		f := newFakePaystead(t, created)
		c := f.client(t, "ak_live_secret")
		cases := []struct {
			name string
			edit func(p *sdk.CreateInvoiceParams)
			code sdk.ErrorCode
		}{
			{"NaNAmount", func(p *sdk.CreateInvoiceParams) { p.AmountUSDC = math.NaN() }, sdk.CodeInvalidAmount},
			{"InfiniteAmount", func(p *sdk.CreateInvoiceParams) { p.AmountUSDC = math.Inf(1) }, sdk.CodeInvalidAmount},
			{"NegativeInfiniteAmount", func(p *sdk.CreateInvoiceParams) { p.AmountUSDC = math.Inf(-1) }, sdk.CodeInvalidAmount},
			{"ZeroAmount", func(p *sdk.CreateInvoiceParams) { p.AmountUSDC = 0 }, sdk.CodeInvalidAmount},
			{"NegativeZeroAmount", func(p *sdk.CreateInvoiceParams) { p.AmountUSDC = math.Copysign(0, -1) }, sdk.CodeInvalidAmount},
			{"NegativeAmount", func(p *sdk.CreateInvoiceParams) { p.AmountUSDC = -5 }, sdk.CodeInvalidAmount},
			{"MissingSuccessURL", func(p *sdk.CreateInvoiceParams) { p.SuccessURL = "" }, sdk.CodeInvalidURL},
			{"BlankSuccessURL", func(p *sdk.CreateInvoiceParams) { p.SuccessURL = "   " }, sdk.CodeInvalidURL},
			{"RelativeSuccessURL", func(p *sdk.CreateInvoiceParams) { p.SuccessURL = "/thanks" }, sdk.CodeInvalidURL},
			{"FTPSuccessURL", func(p *sdk.CreateInvoiceParams) { p.SuccessURL = "ftp://shop.example/thanks" }, sdk.CodeInvalidURL},
			{"JavaScriptSuccessURL", func(p *sdk.CreateInvoiceParams) { p.SuccessURL = "javascript:alert(1)" }, sdk.CodeInvalidURL},
			{"HostlessSuccessURL", func(p *sdk.CreateInvoiceParams) { p.SuccessURL = "https:///thanks" }, sdk.CodeInvalidURL},
			{"MalformedSuccessURL", func(p *sdk.CreateInvoiceParams) { p.SuccessURL = "http://[::1" }, sdk.CodeInvalidURL},
			{"NonHTTPCancelURL", func(p *sdk.CreateInvoiceParams) { p.CancelURL = "data:text/html,hi" }, sdk.CodeInvalidURL},
		}
		for _, tc := range cases {
			p := validParams
			tc.edit(&p)
			_, err := c.CreateInvoice(context.Background(), p)
			ce := requireCode(t, err, tc.code)
			require.Zero(t, ce.Status, tc.name)
		}
		require.Empty(t, f.requests(), "a request was sent for an invalid invoice")
	})

	t.Run("NoSecureRandom", func(t *testing.T) {
		t.Parallel()
		f := newFakePaystead(t, created)
		c := f.client(t, "ak_live_secret", sdk.WithRandom(iotest.ErrReader(errors.New("entropy source unavailable"))))
		_, err := c.CreateInvoice(context.Background(), validParams)
		ce := requireCode(t, err, sdk.CodeNoSecureRandom)
		require.Contains(t, ce.Message, "entropy source unavailable")
		require.Empty(t, f.requests())
	})

	t.Run("InvalidAPIKeyOn401", func(t *testing.T) {
		t.Parallel()
		for _, code := range []apierr.Code{apierr.InvalidAPIKey, apierr.MissingAPIKey} {
			f := newFakePaystead(t, answerError(http.StatusUnauthorized, code))
			_, err := f.client(t, "ak_live_revoked").CreateInvoice(context.Background(), validParams)
			ce := requireCode(t, err, sdk.CodeInvalidAPIKey)
			require.Equal(t, 401, ce.Status)
			require.Equal(t, code, ce.ServerCode)
			require.Equal(t, "req_fake", ce.RequestID)
			require.Len(t, f.requests(), 1, "a 401 is not retried")
			var env *apierr.Error
			require.ErrorAs(t, err, &env)
		}
	})

	t.Run("ServerErrorWithRetryAfterIsRetriedWithTheSameKey", func(t *testing.T) {
		t.Parallel()
		f := newFakePaystead(t, answerError(http.StatusInternalServerError, apierr.Internal, "Retry-After", "1"))
		c := f.client(t, "ak_live_secret", sdk.WithMaxRetries(1))
		start := time.Now()
		_, err := c.CreateInvoice(context.Background(), validParams)
		ce := requireCode(t, err, sdk.CodeServerError)
		require.Equal(t, 500, ce.Status)
		require.Equal(t, time.Second, ce.RetryAfter)
		require.Equal(t, apierr.Internal, ce.ServerCode)
		require.GreaterOrEqual(t, time.Since(start), time.Second, "Retry-After was not honoured")

		reqs := f.requests()
		require.Len(t, reqs, 2)
		require.NotEmpty(t, reqs[0].Header.Get("Idempotency-Key"))
		require.Equal(t, reqs[0].Header.Get("Idempotency-Key"), reqs[1].Header.Get("Idempotency-Key"))
	})

	t.Run("RetryAfterBeyondMaxWaitIsNotWaitedFor", func(t *testing.T) {
		t.Parallel()
		f := newFakePaystead(t, answerError(http.StatusServiceUnavailable, apierr.ComplianceUnavailable, "Retry-After", "120"))
		start := time.Now()
		_, err := f.client(t, "ak_live_secret").CreateInvoice(context.Background(), validParams)
		ce := requireCode(t, err, sdk.CodeServerError)
		require.Equal(t, 503, ce.Status)
		require.Equal(t, 120*time.Second, ce.RetryAfter)
		require.Less(t, time.Since(start), 2*time.Second)
		require.Len(t, f.requests(), 1)
	})

	t.Run("RetriesUntilSuccess", func(t *testing.T) {
		t.Parallel()
		f := newFakePaystead(t, sequence(
			answerError(http.StatusTooManyRequests, apierr.RateLimited, "Retry-After", "0"),
			answerError(http.StatusBadGateway, apierr.ChainError),
			answerError(http.StatusConflict, apierr.IdempotencyInProgress),
			created,
		))
		inv, err := f.client(t, "ak_live_secret", sdk.WithMaxRetries(3)).CreateInvoice(context.Background(), validParams)
		require.NoError(t, err)
		require.Equal(t, "0xabc123", inv.InvoiceID)
		reqs := f.requests()
		require.Len(t, reqs, 4)
		for _, r := range reqs[1:] {
			require.Equal(t, reqs[0].Header.Get("Idempotency-Key"), r.Header.Get("Idempotency-Key"))
			require.Equal(t, reqs[0].Body, r.Body)
		}
	})

	t.Run("RateLimitedAfterRetriesIsServerError", func(t *testing.T) {
		t.Parallel()
		f := newFakePaystead(t, answerError(http.StatusTooManyRequests, apierr.RateLimited, "Retry-After", "30"))
		_, err := f.client(t, "ak_live_secret", sdk.WithMaxRetries(0)).CreateInvoice(context.Background(), validParams)
		ce := requireCode(t, err, sdk.CodeServerError)
		require.Equal(t, 429, ce.Status)
		require.Equal(t, 30*time.Second, ce.RetryAfter)
		require.Len(t, f.requests(), 1)
	})

	t.Run("DroppedConnectionIsNetwork", func(t *testing.T) {
		t.Parallel()
		f := newFakePaystead(t, dropConnection)
		_, err := f.client(t, "ak_live_secret", sdk.WithMaxRetries(2), sdk.WithMaxRetryWait(50*time.Millisecond)).CreateInvoice(context.Background(), validParams)
		ce := requireCode(t, err, sdk.CodeNetwork)
		require.Zero(t, ce.Status)
		reqs := f.requests()
		require.Len(t, reqs, 3, "a dropped connection is retried")
		for _, r := range reqs[1:] {
			require.Equal(t, reqs[0].Header.Get("Idempotency-Key"), r.Header.Get("Idempotency-Key"))
		}
	})

	t.Run("RefusedConnectionIsNetwork", func(t *testing.T) {
		t.Parallel()
		srv := httptest.NewServer(http.NotFoundHandler())
		base := srv.URL
		srv.Close() // nothing listens there any more
		c, err := sdk.NewClient("ak_live_secret", sdk.WithBaseURL(base), sdk.WithMaxRetries(0))
		require.NoError(t, err)
		_, err = c.CreateInvoice(context.Background(), validParams)
		requireCode(t, err, sdk.CodeNetwork)
	})

	t.Run("StallPastTheTimeoutIsTimeout", func(t *testing.T) {
		t.Parallel()
		release := make(chan struct{})
		t.Cleanup(func() { close(release) })
		f := newFakePaystead(t, func(w http.ResponseWriter, r *http.Request) {
			select {
			case <-r.Context().Done():
			case <-release:
			}
		})
		start := time.Now()
		_, err := f.client(t, "ak_live_secret", sdk.WithTimeout(200*time.Millisecond)).CreateInvoice(context.Background(), validParams)
		ce := requireCode(t, err, sdk.CodeTimeout)
		require.Zero(t, ce.Status)
		require.ErrorIs(t, err, context.DeadlineExceeded)
		require.Less(t, time.Since(start), 2*time.Second)
		require.Len(t, f.requests(), 1, "a timeout is not retried")
	})

	t.Run("StallPastTheContextDeadlineIsTimeout", func(t *testing.T) {
		t.Parallel()
		release := make(chan struct{})
		t.Cleanup(func() { close(release) })
		f := newFakePaystead(t, func(w http.ResponseWriter, r *http.Request) {
			select {
			case <-r.Context().Done():
			case <-release:
			}
		})
		ctx, cancel := context.WithTimeout(context.Background(), 150*time.Millisecond)
		defer cancel()
		_, err := f.client(t, "ak_live_secret").CreateInvoice(ctx, validParams)
		requireCode(t, err, sdk.CodeTimeout)
	})

	t.Run("CancelledContextIsNetworkAndNotRetried", func(t *testing.T) {
		t.Parallel()
		f := newFakePaystead(t, func(w http.ResponseWriter, r *http.Request) { <-r.Context().Done() })
		ctx, cancel := context.WithCancel(context.Background())
		time.AfterFunc(100*time.Millisecond, cancel)
		_, err := f.client(t, "ak_live_secret").CreateInvoice(ctx, validParams)
		requireCode(t, err, sdk.CodeNetwork)
		require.ErrorIs(t, err, context.Canceled)
		require.Len(t, f.requests(), 1)
	})

	t.Run("ServerValidationErrorsMapByField", func(t *testing.T) {
		t.Parallel()
		badBody := func(field string) http.HandlerFunc {
			return answerJSON(http.StatusBadRequest, apierr.Error{
				Code: apierr.BadBody, Message: "The request was rejected: check " + field + ".",
				Fields: []apierr.FieldError{{Field: field, Message: "is wrong"}},
			})
		}
		for field, code := range map[string]sdk.ErrorCode{
			"successUrl": sdk.CodeInvalidURL,
			"cancelUrl":  sdk.CodeInvalidURL,
			"amountUsdc": sdk.CodeInvalidAmount,
			"payInToken": sdk.CodeUnknown,
		} {
			f := newFakePaystead(t, badBody(field))
			_, err := f.client(t, "ak_live_secret").CreateInvoice(context.Background(), validParams)
			ce := requireCode(t, err, code)
			require.Equal(t, 400, ce.Status)
			require.Equal(t, apierr.BadBody, ce.ServerCode)
			require.Equal(t, field, ce.Fields[0].Field)
			require.Len(t, f.requests(), 1, "a 400 is not retried")
		}
	})

	t.Run("OtherClientErrorsAreUnknownWithTheServerCode", func(t *testing.T) {
		t.Parallel()
		f := newFakePaystead(t, answerError(http.StatusForbidden, apierr.OriginNotAllowed))
		_, err := f.client(t, "pk_live_browser").CreateInvoice(context.Background(), validParams)
		ce := requireCode(t, err, sdk.CodeUnknown)
		require.Equal(t, 403, ce.Status)
		require.Equal(t, apierr.OriginNotAllowed, ce.ServerCode)
		require.Contains(t, err.Error(), "origin_not_allowed")
	})

	t.Run("AnswerWithoutErrorBody", func(t *testing.T) {
		t.Parallel()
		f := newFakePaystead(t, func(w http.ResponseWriter, r *http.Request) {
			http.Error(w, "bad gateway", http.StatusBadGateway)
		})
		_, err := f.client(t, "ak_live_secret", sdk.WithMaxRetries(0)).CreateInvoice(context.Background(), validParams)
		ce := requireCode(t, err, sdk.CodeServerError)
		require.Equal(t, 502, ce.Status)
		require.Empty(t, ce.ServerCode)
	})

	t.Run("UnreadableSuccessIsUnknown", func(t *testing.T) {
		t.Parallel()
		f := newFakePaystead(t, func(w http.ResponseWriter, r *http.Request) {
			w.WriteHeader(http.StatusCreated)
			_, _ = w.Write([]byte("<html>"))
		})
		_, err := f.client(t, "ak_live_secret").CreateInvoice(context.Background(), validParams)
		ce := requireCode(t, err, sdk.CodeUnknown)
		require.Equal(t, 201, ce.Status)
	})
}

func TestGetInvoice(t *testing.T) {
	t.Parallel()

	t.Run("ReadsClaimableAt", func(t *testing.T) {
		t.Parallel()
		f := newFakePaystead(t, answerJSON(200, map[string]any{
			"invoiceId": "0xabc123", "url": "https://pay.example/i/0xabc123", "status": "paid",
			"paidAt": "2026-03-01T10:00:00Z", "claimableAt": "2026-03-08T10:00:00Z", "amount": "19.99",
		}))
		inv, err := f.client(t, "ak_live_secret").GetInvoice(context.Background(), "0xabc123")
		require.NoError(t, err)
		require.Equal(t, sdk.InvoicePaid, inv.Status)
		require.Equal(t, time.Date(2026, 3, 8, 10, 0, 0, 0, time.UTC), inv.ClaimableAt.UTC())
		require.Equal(t, time.Date(2026, 3, 1, 10, 0, 0, 0, time.UTC), inv.PaidAt.UTC())
		r := f.requests()[0]
		require.Equal(t, "/api/invoices/0xabc123", r.Path)
		require.Equal(t, "ak_live_secret", r.Header.Get("X-Service-Api-Key"))
	})

	t.Run("UnpaidHasNoClaimableAt", func(t *testing.T) {
		t.Parallel()
		f := newFakePaystead(t, answerJSON(200, map[string]any{"invoiceId": "0xabc", "url": "u", "status": "open", "claimableAt": nil}))
		inv, err := f.client(t, "pk_live_browser").GetInvoice(context.Background(), "0xabc")
		require.NoError(t, err)
		require.True(t, inv.ClaimableAt.IsZero())
		require.Empty(t, f.requests()[0].Header.Get("X-Service-Api-Key"), "a publishable key is not needed for the public view")
	})

	t.Run("NotFoundIsUnknown", func(t *testing.T) {
		t.Parallel()
		f := newFakePaystead(t, answerError(404, apierr.NotFound))
		_, err := f.client(t, "ak_live_secret").GetInvoice(context.Background(), "0xdead")
		ce := requireCode(t, err, sdk.CodeUnknown)
		require.Equal(t, apierr.NotFound, ce.ServerCode)
	})
}

func TestEscrows(t *testing.T) {
	t.Parallel()

	t.Run("PublishableKeySendsNoRequest", func(t *testing.T) {
		t.Parallel()
		f := newFakePaystead(t, answerJSON(200, map[string]any{}))
		_, err := f.client(t, "pk_live_browser").Escrows(context.Background(), sdk.EscrowFilters{})
		ce := requireCode(t, err, sdk.CodePublishableKeyForbidden)
		require.Zero(t, ce.Status)
		require.Empty(t, f.requests())
	})

	t.Run("ServerRefusalIsPublishableKeyForbidden", func(t *testing.T) {
		t.Parallel()
		// A publishable key whose prefix the client cannot recognise.
		f := newFakePaystead(t, answerError(403, apierr.PublishableKeyForbidden))
		_, err := f.client(t, "custom_key").Escrows(context.Background(), sdk.EscrowFilters{})
		ce := requireCode(t, err, sdk.CodePublishableKeyForbidden)
		require.Equal(t, 403, ce.Status)
	})

	t.Run("SendsFiltersAndDecodesBuckets", func(t *testing.T) {
		t.Parallel()
		f := newFakePaystead(t, answerJSON(200, map[string]any{
			"pending": []map[string]any{{
				"invoiceId": "0x01", "amount": "19.99", "amountUnits": "19990000", "token": "USDC",
				"payer": "0x00000000000000000000000000000000000000aa", "paidAt": "2026-03-01T10:00:00Z",
				"claimableAt": "2026-03-08T10:00:00Z", "claimedAt": nil, "settleTxHash": "0xs1",
				"claimTxHash": nil, "metadata": map[string]string{"order": "A-1"},
			}},
			"matured":   []any{},
			"claimed":   nil,
			"truncated": true,
		}))
		from := time.Date(2026, 3, 1, 0, 0, 0, 0, time.UTC)
		to := time.Date(2026, 3, 31, 0, 0, 0, 0, time.FixedZone("CET", 3600))
		sum, err := f.client(t, "ak_live_secret").Escrows(context.Background(), sdk.EscrowFilters{PaidFrom: from, PaidTo: to, Token: sdk.EURC})
		require.NoError(t, err)
		require.True(t, sum.Truncated)
		require.Len(t, sum.Pending, 1)
		row := sum.Pending[0]
		require.Equal(t, "19.99", row.Amount)
		require.Equal(t, "19990000", row.AmountUnits)
		require.Equal(t, sdk.USDC, row.Token)
		require.Nil(t, row.ClaimedAt, "null until claimed")
		require.Nil(t, row.ClaimTxHash, "null until claimed")
		require.Equal(t, time.Date(2026, 3, 8, 10, 0, 0, 0, time.UTC), row.ClaimableAt.UTC())
		require.Equal(t, "A-1", row.Metadata["order"])
		require.NotNil(t, sum.Matured)
		require.NotNil(t, sum.Claimed)

		r := f.requests()[0]
		require.Equal(t, "GET", r.Method)
		require.Equal(t, "/api/escrows", r.Path)
		require.Equal(t, "ak_live_secret", r.Header.Get("X-Service-Api-Key"))
		require.Equal(t, "paidFrom=2026-03-01T00%3A00%3A00Z&paidTo=2026-03-30T23%3A00%3A00Z&token=EURC", r.RawQuery)
	})

	t.Run("ServerErrorIsRetried", func(t *testing.T) {
		t.Parallel()
		f := newFakePaystead(t, sequence(answerError(503, apierr.Unavailable, "Retry-After", "0"), answerJSON(200, map[string]any{"pending": []any{}, "matured": []any{}, "claimed": []any{}, "truncated": false})))
		_, err := f.client(t, "ak_live_secret").Escrows(context.Background(), sdk.EscrowFilters{})
		require.NoError(t, err)
		require.Len(t, f.requests(), 2)
	})
}

func TestParseRetryAfter(t *testing.T) {
	t.Parallel()
	now := time.Date(2026, 1, 1, 12, 0, 0, 0, time.UTC)
	for in, want := range map[string]time.Duration{
		"":                              0,
		"0":                             0,
		"-3":                            0,
		"7":                             7 * time.Second,
		" 2 ":                           2 * time.Second,
		"soon":                          0,
		"Thu, 01 Jan 2026 12:00:30 GMT": 30 * time.Second,
		"Thu, 01 Jan 2026 11:00:00 GMT": 0,
		"99999999999":                   24 * time.Hour,
	} {
		require.Equal(t, want, sdk.ParseRetryAfter(in, now), "Retry-After %q", in)
	}
}

func TestDeprecatedSingleton(t *testing.T) {
	// Not parallel: it sets the package-level client.
	f := newFakePaystead(t, created)
	require.NoError(t, sdk.Init(sdk.InitOptions{APIKey: "ak_live_secret", BaseURL: f.srv.URL}))
	inv, err := sdk.CreateInvoice(context.Background(), validParams)
	require.NoError(t, err)
	require.Equal(t, "0xabc123", inv.InvoiceID)
	require.Len(t, f.requests(), 1)

	requireCode(t, sdk.Init(sdk.InitOptions{}), sdk.CodeInvalidAPIKey)
}

func TestClientErrorMessage(t *testing.T) {
	t.Parallel()
	err := &sdk.ClientError{Code: sdk.CodeServerError, Status: 503, ServerCode: apierr.ComplianceUnavailable, Message: "Screening is down.", RetryAfter: 30 * time.Second, RequestID: "req_1"}
	require.Equal(t, "paystead: SERVER_ERROR (HTTP 503 compliance_unavailable): Screening is down.; retry after 30s [request req_1]", err.Error())
	require.True(t, strings.HasPrefix((&sdk.ClientError{Code: sdk.CodeTimeout, Message: "late"}).Error(), "paystead: TIMEOUT: late"))
}

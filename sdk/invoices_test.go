package sdk_test

import (
	"context"
	"encoding/json"
	"errors"
	"math"
	"net/http"
	"net/http/httptest"
	"runtime"
	"testing"
	"testing/iotest"
	"time"

	"github.com/stretchr/testify/require"

	"github.com/paystead/paystead/sdk"
	"github.com/paystead/paystead/shared/apierr"
)

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

	t.Run("OriginNotAllowedIsTypedAndNotRetried", func(t *testing.T) {
		t.Parallel()
		const message = "The publishable key is refused from http://127.0.0.1:5173: that origin is not on the merchant's allowed origins. To accept requests from it, add it under Allowed origins at https://pay.example/m/settings."
		f := newFakePaystead(t, answerJSON(http.StatusForbidden,
			apierr.Error{Code: apierr.OriginNotAllowed, Message: message, RequestID: "req_origin"},
			"Access-Control-Allow-Origin", "http://127.0.0.1:5173"))
		_, err := f.client(t, "pk_live_browser", sdk.WithMaxRetries(3)).CreateInvoice(context.Background(), validParams)
		ce := requireCode(t, err, sdk.CodeOriginNotAllowed)
		require.Equal(t, 403, ce.Status)
		require.Equal(t, apierr.OriginNotAllowed, ce.ServerCode)
		require.Equal(t, message, ce.Message, "the server's message, which names the origin")
		require.Equal(t, "req_origin", ce.RequestID)
		require.Contains(t, err.Error(), "ORIGIN_NOT_ALLOWED (HTTP 403 origin_not_allowed)")
		require.Len(t, f.requests(), 1, "the same origin would be refused again")
	})

	t.Run("OtherClientErrorsAreUnknownWithTheServerCode", func(t *testing.T) {
		t.Parallel()
		f := newFakePaystead(t, answerError(http.StatusForbidden, apierr.ComplianceRequired))
		_, err := f.client(t, "ak_live_secret").CreateInvoice(context.Background(), validParams)
		ce := requireCode(t, err, sdk.CodeUnknown)
		require.Equal(t, 403, ce.Status)
		require.Equal(t, apierr.ComplianceRequired, ce.ServerCode)
		require.Contains(t, err.Error(), "compliance_required")
		require.Len(t, f.requests(), 1)
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

// ExpiresAt goes out as RFC 3339 in UTC, and is left out when zero; a
// voided invoice reads back with its status, and VoidInvoice needs the
// secret key.
func TestExpiryAndVoid(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	f := newFakePaystead(t, answerJSON(http.StatusCreated, map[string]string{"invoiceId": "0xabc", "url": "https://pay.example/i/0xabc"}))
	params := validParams
	params.ExpiresAt = time.Date(2026, 12, 1, 13, 0, 0, 0, time.FixedZone("CET", 3600))
	_, err := f.client(t, "ak_live_secret").CreateInvoice(ctx, params)
	require.NoError(t, err)
	_, err = f.client(t, "ak_live_secret").CreateInvoice(ctx, validParams)
	require.NoError(t, err)
	reqs := f.requests()
	require.Contains(t, reqs[0].Body, `"expiresAt":"2026-12-01T12:00:00Z"`)
	require.NotContains(t, reqs[1].Body, "expiresAt")

	expires := "2026-12-01T12:00:00Z"
	v := newFakePaystead(t, answerJSON(http.StatusOK, map[string]any{"invoiceId": "0xabc", "url": "u", "status": "voided", "expiresAt": expires}))
	inv, err := v.client(t, "ak_live_secret").VoidInvoice(ctx, "0xabc")
	require.NoError(t, err)
	require.Equal(t, sdk.InvoiceVoided, inv.Status)
	require.Equal(t, expires, inv.ExpiresAt.Format(time.RFC3339))
	require.Equal(t, http.MethodPost, v.requests()[0].Method)
	require.Equal(t, "/api/invoices/0xabc/void", v.requests()[0].Path)

	_, err = v.client(t, "pk_live_browser").VoidInvoice(ctx, "0xabc")
	requireCode(t, err, sdk.CodePublishableKeyForbidden)
	require.Len(t, v.requests(), 1, "no request with a publishable key")
}

// Description, reference and line items go out as the server reads them.
func TestInvoiceDetailsParams(t *testing.T) {
	t.Parallel()
	f := newFakePaystead(t, answerJSON(http.StatusCreated, map[string]string{"invoiceId": "0xabc", "url": "https://pay.example/i/0xabc"}))
	params := validParams
	params.Description, params.Reference = "Two bags of coffee", "A-1042"
	params.LineItems = []sdk.LineItem{{Name: "Coffee", Quantity: 2, UnitAmountUSDC: 6.5}, {Name: "Mug", Quantity: 1, UnitAmountUSDC: 6.99}}
	_, err := f.client(t, "ak_live_secret").CreateInvoice(context.Background(), params)
	require.NoError(t, err)
	var body map[string]any
	require.NoError(t, json.Unmarshal([]byte(f.requests()[0].Body), &body))
	require.Equal(t, "Two bags of coffee", body["description"])
	require.Equal(t, "A-1042", body["reference"])
	require.Equal(t, []any{
		map[string]any{"name": "Coffee", "quantity": float64(2), "unitAmountUsdc": 6.5},
		map[string]any{"name": "Mug", "quantity": float64(1), "unitAmountUsdc": 6.99},
	}, body["lineItems"])

	params.LineItems = []sdk.LineItem{{Name: "Free", Quantity: 1, UnitAmountUSDC: 0}}
	_, err = f.client(t, "ak_live_secret").CreateInvoice(context.Background(), params)
	requireCode(t, err, sdk.CodeInvalidAmount)
	require.Len(t, f.requests(), 1, "refused before sending")
}

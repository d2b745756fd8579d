package sdk_test

import (
	"encoding/json"
	"io"
	"net/http"
	"net/http/httptest"
	"sync"
	"testing"
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

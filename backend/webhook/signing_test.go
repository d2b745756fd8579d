package webhook_test

import (
	"context"
	"errors"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"net/netip"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"github.com/paystead/paystead/backend/webhook"
)

// The digests below were computed outside Go:
//
//	printf '%s' '1700000000.{"id":"evt_1"}' | openssl dgst -sha256 -hmac whsec_test
const (
	vectorBody   = `{"id":"evt_1"}`
	vectorDigest = "c89214b5b5da833daed6f0b8c5bb6bd58cea9022bd80ccc78230f3942d632925" // key whsec_test
	vectorOld    = "ef1b1b7e4b312671a75ef2a03e10529f7834a6528a49db77ad6568c8c8017843" // key whsec_old
)

var vectorTime = time.Unix(1_700_000_000, 0)

func TestSign(t *testing.T) {
	t.Parallel()

	t.Run("MatchesTheDocumentedScheme", func(t *testing.T) {
		t.Parallel()
		require.Equal(t, "t=1700000000,v1="+vectorDigest, webhook.Sign(vectorTime, []byte(vectorBody), "whsec_test"))
	})

	t.Run("SignsWithEverySecretNewestFirst", func(t *testing.T) {
		t.Parallel()
		require.Equal(t, "t=1700000000,v1="+vectorDigest+",v1="+vectorOld, webhook.Sign(vectorTime, []byte(vectorBody), "whsec_test", "whsec_old"))
	})

	t.Run("UsesWholeSeconds", func(t *testing.T) {
		t.Parallel()
		require.Equal(t, webhook.Sign(vectorTime, []byte(vectorBody), "whsec_test"),
			webhook.Sign(vectorTime.Add(999*time.Millisecond), []byte(vectorBody), "whsec_test"))
	})
}

func TestVerify(t *testing.T) {
	t.Parallel()
	body := []byte(vectorBody)
	header := "t=1700000000,v1=" + vectorDigest
	const tolerance = 5 * time.Minute

	for name, tc := range map[string]struct {
		header, secret string
		now            time.Time
		want           error
	}{
		"AcceptsTheVector":               {header, "whsec_test", vectorTime, nil},
		"AcceptsAtTheEdgeOfTheTolerance": {header, "whsec_test", vectorTime.Add(tolerance), nil},
		"AcceptsAClockBehindBy5Minutes":  {header, "whsec_test", vectorTime.Add(-tolerance), nil},
		"AcceptsSpacesAfterCommas":       {"t=1700000000, v1=" + vectorDigest, "whsec_test", vectorTime, nil},
		"AcceptsAnyMatchingV1":           {"t=1700000000,v1=" + vectorOld + ",v1=" + vectorDigest, "whsec_test", vectorTime, nil},
		"IgnoresOtherSchemes":            {"t=1700000000,v0=abc,v1=" + vectorDigest, "whsec_test", vectorTime, nil},
		"RefusesAnOldTimestamp":          {header, "whsec_test", vectorTime.Add(tolerance + time.Second), webhook.ErrOldTimestamp},
		"RefusesAFutureTimestamp":        {header, "whsec_test", vectorTime.Add(-tolerance - time.Second), webhook.ErrOldTimestamp},
		"TheKeyIncludesThePrefix":        {header, "test", vectorTime, webhook.ErrNoMatch},
		"AnotherSecretDoesNotMatch":      {header, "whsec_old", vectorTime, webhook.ErrNoMatch},
		"UpperCaseHexDoesNotMatch":       {"t=1700000000,v1=" + strings.ToUpper(vectorDigest), "whsec_test", vectorTime, webhook.ErrNoMatch},
		"RefusesAnEmptyHeader":           {"", "whsec_test", vectorTime, webhook.ErrBadHeader},
		"RefusesNoTimestamp":             {"v1=" + vectorDigest, "whsec_test", vectorTime, webhook.ErrBadHeader},
		"RefusesATextTimestamp":          {"t=now,v1=" + vectorDigest, "whsec_test", vectorTime, webhook.ErrBadHeader},
		"RefusesNoV1":                    {"t=1700000000,v0=" + vectorDigest, "whsec_test", vectorTime, webhook.ErrBadHeader},
		"RefusesAPartWithoutEquals":      {"t=1700000000,v1", "whsec_test", vectorTime, webhook.ErrBadHeader},
	} {
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			err := webhook.Verify(tc.header, body, tc.secret, tolerance, tc.now)
			if tc.want == nil {
				require.NoError(t, err)
				return
			}
			require.ErrorIs(t, err, tc.want)
		})
	}

	t.Run("RefusesAnAlteredBody", func(t *testing.T) {
		t.Parallel()
		require.ErrorIs(t, webhook.Verify(header, []byte(`{"id":"evt_1" }`), "whsec_test", tolerance, vectorTime), webhook.ErrNoMatch)
	})
}

func TestNewEventID(t *testing.T) {
	t.Parallel()
	a, b := webhook.NewEventID(), webhook.NewEventID()
	require.Regexp(t, `^evt_[0-9a-f]{32}$`, a)
	require.NotEqual(t, a, b)
}

func TestDeliverArgs(t *testing.T) {
	t.Parallel()
	var args webhook.DeliverArgs
	require.Equal(t, "webhook_deliver", args.Kind())
	require.Equal(t, webhook.MaxAttempts, args.InsertOpts().MaxAttempts)
}

func TestBackoffDoublesThenCaps(t *testing.T) {
	t.Parallel()
	within := func(attempt int, base time.Duration) {
		t.Helper()
		for range 50 {
			d := webhook.Backoff(attempt)
			require.GreaterOrEqual(t, d, base-base/4, "attempt %d", attempt)
			require.Less(t, d, base+base/4, "attempt %d", attempt)
		}
	}
	within(0, 30*time.Second)
	within(1, 30*time.Second)
	within(2, time.Minute)
	within(5, 8*time.Minute)
	within(11, 30*time.Second<<10)
	within(12, 12*time.Hour)
	within(webhook.MaxAttempts, 12*time.Hour)
	within(1000, 12*time.Hour)
}

func TestRetriesSpanAboutThreeDays(t *testing.T) {
	t.Parallel()
	// The mean of many draws is the schedule without its jitter: about 77 h from the first
	// of MaxAttempts attempts to the last.
	var total time.Duration
	for attempt := 1; attempt < webhook.MaxAttempts; attempt++ {
		var sum time.Duration
		for range 1000 {
			sum += webhook.Backoff(attempt)
		}
		total += sum / 1000
	}
	require.InDelta(t, 77, total.Hours(), 3)
}

func TestFormatError(t *testing.T) {
	t.Parallel()
	require.Empty(t, webhook.FormatError(nil))
	require.Equal(t, "dial tcp: refused", webhook.FormatError(errors.New("dial tcp: refused")))
	long := webhook.FormatError(errors.New(strings.Repeat("x", 600)))
	require.Len(t, long, 500)
	// Stored as text: a character across the 500th byte is left out whole.
	wide := webhook.FormatError(errors.New(strings.Repeat("x", 499) + "日本"))
	require.Equal(t, strings.Repeat("x", 499), wide)
}

// resolverFunc resolves names with a function.
type resolverFunc func(host string) ([]netip.Addr, error)

func (f resolverFunc) LookupNetIP(_ context.Context, _, host string) ([]netip.Addr, error) {
	return f(host)
}

// seen is what a test endpoint received.
type seen struct {
	method, path, host string
	header             http.Header
	body               string
}

func TestClientPost(t *testing.T) {
	t.Parallel()
	ctx := context.Background()

	// endpoint answers status and reports what it received on got.
	endpoint := func(t *testing.T, status int) (port string, got chan seen) {
		t.Helper()
		got = make(chan seen, 1)
		srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			b, _ := io.ReadAll(r.Body)
			got <- seen{r.Method, r.URL.Path, r.Host, r.Header.Clone(), string(b)}
			w.WriteHeader(status)
		}))
		t.Cleanup(srv.Close)
		return fmt.Sprint(srv.Listener.Addr().(interface{ AddrPort() netip.AddrPort }).AddrPort().Port()), got
	}
	toLoopback := resolverFunc(func(host string) ([]netip.Addr, error) {
		if host == "hooks.example.com" {
			return []netip.Addr{netip.MustParseAddr("127.0.0.1")}, nil
		}
		return nil, fmt.Errorf("no such host %s", host)
	})

	t.Run("PostsTheSignedBodyToTheAddressItChecked", func(t *testing.T) {
		t.Parallel()
		port, got := endpoint(t, http.StatusNoContent)
		headers := http.Header{}
		headers.Set(webhook.SignatureHeader, "t=1,v1=ab")
		headers.Set(webhook.EventIDHeader, "evt_1")
		headers.Set("Content-Type", "text/plain")
		res := webhook.NewClient(true, toLoopback).Post(ctx, "http://hooks.example.com:"+port+"/hook", headers, []byte(vectorBody))
		require.NoError(t, res.Err)
		require.Equal(t, http.StatusNoContent, res.StatusCode)
		require.Positive(t, res.Latency)
		r := <-got
		require.Equal(t, http.MethodPost, r.method)
		require.Equal(t, "/hook", r.path)
		require.Equal(t, "hooks.example.com:"+port, r.host, "the name is kept for Host (and TLS)")
		require.Equal(t, vectorBody, r.body)
		require.Equal(t, "t=1,v1=ab", r.header.Get("Paystead-Signature"))
		require.Equal(t, "evt_1", r.header.Get("Paystead-Event-Id"))
		require.Equal(t, "application/json", r.header.Get("Content-Type"), "the body is always JSON")
		require.Equal(t, "Paystead-Webhooks/1", r.header.Get("User-Agent"))
	})

	t.Run("ANon2xxAnswerIsAFailedAttemptWithItsStatus", func(t *testing.T) {
		t.Parallel()
		port, _ := endpoint(t, http.StatusInternalServerError)
		res := webhook.NewClient(true, toLoopback).Post(ctx, "http://hooks.example.com:"+port+"/hook", nil, []byte(`{}`))
		require.ErrorContains(t, res.Err, "500")
		require.Equal(t, http.StatusInternalServerError, res.StatusCode)
	})

	t.Run("AFailedLookupIsAFailedAttempt", func(t *testing.T) {
		t.Parallel()
		res := webhook.NewClient(true, toLoopback).Post(ctx, "http://unknown.example.com/hook", nil, []byte(`{}`))
		require.ErrorContains(t, res.Err, "no such host")
		require.Zero(t, res.StatusCode)
	})

	t.Run("ANameWithoutAddressesIsAFailedAttempt", func(t *testing.T) {
		t.Parallel()
		empty := resolverFunc(func(string) ([]netip.Addr, error) { return nil, nil })
		res := webhook.NewClient(false, empty).Post(ctx, "https://hooks.example.com/hook", nil, []byte(`{}`))
		require.ErrorContains(t, res.Err, "no addresses")
	})

	t.Run("AURLRefusedAtSaveTimeIsNeverSent", func(t *testing.T) {
		t.Parallel()
		asked := false
		r := resolverFunc(func(string) ([]netip.Addr, error) { asked = true; return nil, nil })
		res := webhook.NewClient(false, r).Post(ctx, "https://user:pw@hooks.example.com/hook", nil, []byte(`{}`))
		require.ErrorContains(t, res.Err, "credentials")
		require.False(t, asked)
	})
}

package apierrtest_test

import (
	"errors"
	"fmt"
	"runtime"
	"strings"
	"testing"

	"github.com/paystead/paystead/shared/apierr"
	"github.com/paystead/paystead/shared/apierr/apierrtest"
)

// recorder is a testing.TB whose Fatalf records the failure and stops the goroutine, as the
// real one does; any other method it is asked for panics on the nil embedded TB.
type recorder struct {
	testing.TB
	failure string
	failed  bool
}

func (r *recorder) Helper() {}

func (r *recorder) Fatalf(format string, args ...any) {
	r.failed, r.failure = true, fmt.Sprintf(format, args...)
	runtime.Goexit()
}

// check runs assert against a recorder on a goroutine of its own, so that its Fatalf can
// stop it, and reports what the recorder saw.
func check(assert func(testing.TB)) *recorder {
	r := &recorder{}
	done := make(chan struct{})
	go func() {
		defer close(done)
		assert(r)
	}()
	<-done
	return r
}

func requirePasses(t *testing.T, r *recorder) {
	t.Helper()
	if r.failed {
		t.Fatalf("the assertion failed (%s), want it to pass", r.failure)
	}
}

func requireFails(t *testing.T, r *recorder, mentions ...string) {
	t.Helper()
	if !r.failed {
		t.Fatalf("the assertion passed, want it to fail")
	}
	for _, m := range mentions {
		if !strings.Contains(r.failure, m) {
			t.Fatalf("the failure %q does not mention %q", r.failure, m)
		}
	}
}

var (
	notFound = apierr.New(apierr.NotFound, "No invoice has that ID.")
	badBody  = func() error {
		var f apierr.Fields
		f.Add("amountUsdc", "is required")
		f.Add("successUrl", "must be https")
		return f.Err()
	}()
	plain = errors.New("connection reset")
)

func TestRequireCode(t *testing.T) {
	t.Parallel()

	t.Run("PassesAndReturnsTheError", func(t *testing.T) {
		t.Parallel()
		var got *apierr.Error
		r := check(func(tb testing.TB) { got = apierrtest.RequireCode(tb, notFound, apierr.NotFound) })
		requirePasses(t, r)
		if got != notFound {
			t.Fatalf("got %v, want the error itself", got)
		}
	})

	t.Run("PassesForAWrappedError", func(t *testing.T) {
		t.Parallel()
		var got *apierr.Error
		r := check(func(tb testing.TB) {
			got = apierrtest.RequireCode(tb, fmt.Errorf("get invoice: %w", notFound), apierr.NotFound)
		})
		requirePasses(t, r)
		if got != notFound {
			t.Fatalf("got %v, want the wrapped error", got)
		}
	})

	for name, tc := range map[string]struct {
		err      error
		mentions []string
	}{
		"FailsOnNoError":     {nil, []string{"no error", "not_found"}},
		"FailsOnAPlainError": {plain, []string{"connection reset", "not_found"}},
		"FailsOnOtherCode":   {badBody, []string{"bad_body", "not_found"}},
	} {
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			r := check(func(tb testing.TB) { apierrtest.RequireCode(tb, tc.err, apierr.NotFound) })
			requireFails(t, r, tc.mentions...)
		})
	}
}

func TestRequireFields(t *testing.T) {
	t.Parallel()

	t.Run("PassesOnTheFieldsInOrderAndReturnsTheError", func(t *testing.T) {
		t.Parallel()
		var got *apierr.Error
		r := check(func(tb testing.TB) { got = apierrtest.RequireFields(tb, badBody, "amountUsdc", "successUrl") })
		requirePasses(t, r)
		if got == nil || got.Fields[1].Message != "must be https" {
			t.Fatalf("got %v, want the bad_body with its messages", got)
		}
	})

	t.Run("NoFieldsPassesOnABadBodyNamingNone", func(t *testing.T) {
		t.Parallel()
		requirePasses(t, check(func(tb testing.TB) {
			apierrtest.RequireFields(tb, apierr.New(apierr.BadBody, "The body is not JSON."))
		}))
	})

	for name, tc := range map[string]struct {
		err      error
		fields   []string
		mentions []string
	}{
		"FailsOnAnotherOrder":   {badBody, []string{"successUrl", "amountUsdc"}, []string{`["amountUsdc" "successUrl"]`, `["successUrl" "amountUsdc"]`}},
		"FailsOnAMissingField":  {badBody, []string{"amountUsdc"}, []string{`want ["amountUsdc"]`}},
		"FailsOnAnExtraField":   {badBody, []string{"amountUsdc", "successUrl", "cancelUrl"}, []string{"cancelUrl"}},
		"FailsWhenNoneAreNamed": {apierr.New(apierr.BadBody, "The body is not JSON."), []string{"amountUsdc"}, []string{"got a bad_body naming fields []"}},
		"FailsOnOtherCode":      {notFound, []string{"invoiceId"}, []string{"not_found", "bad_body"}},
		"FailsOnAPlainError":    {plain, []string{"invoiceId"}, []string{"connection reset"}},
		"FailsOnNoError":        {nil, []string{"invoiceId"}, []string{"no error"}},
	} {
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			r := check(func(tb testing.TB) { apierrtest.RequireFields(tb, tc.err, tc.fields...) })
			requireFails(t, r, tc.mentions...)
		})
	}
}

func TestRequireInternal(t *testing.T) {
	t.Parallel()

	for name, err := range map[string]error{
		"PassesOnAPlainError":        plain,
		"PassesOnAWrappedPlainError": fmt.Errorf("store invoice: %w", plain),
	} {
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			requirePasses(t, check(func(tb testing.TB) { apierrtest.RequireInternal(tb, err) }))
		})
	}

	for name, tc := range map[string]struct {
		err      error
		mentions []string
	}{
		"FailsOnNoError":          {nil, []string{"no error"}},
		"FailsOnAnAPIError":       {notFound, []string{"not_found"}},
		"FailsOnAWrappedAPIError": {fmt.Errorf("get invoice: %w", notFound), []string{"not_found", "get invoice"}},
	} {
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			r := check(func(tb testing.TB) { apierrtest.RequireInternal(tb, tc.err) })
			requireFails(t, r, tc.mentions...)
		})
	}
}

// Package apierrtest holds the assertions tests make about the errors of package apierr:
// that a call failed with a given code, that it refused a request body naming given fields,
// or that it failed on its own account (a 500) rather than the caller's.
//
// Each stops the test with t.Fatalf at the first mismatch. Like apierr it imports only the
// standard library, so the tests of the WebAssembly packages can use it too.
package apierrtest

import (
	"testing"

	"github.com/paystead/paystead/shared/apierr"
)

// RequireCode stops the test unless err is, or wraps, an *apierr.Error with code, and
// returns that error for further checks.
func RequireCode(t testing.TB, err error, code apierr.Code) *apierr.Error {
	t.Helper()
	if err == nil {
		t.Fatalf("got no error, want an *apierr.Error with code %s", code)
	}
	e, ok := apierr.As(err)
	if !ok {
		t.Fatalf("got %T (%v), want an *apierr.Error with code %s", err, err, code)
	}
	if e.Code != code {
		t.Fatalf("got code %s, want %s: %v", e.Code, code, err)
	}
	return e
}

// RequireFields stops the test unless err is a bad_body error naming exactly fields, in
// that order (with no fields, one naming none), and returns it for checks of the messages.
func RequireFields(t testing.TB, err error, fields ...string) *apierr.Error {
	t.Helper()
	e := RequireCode(t, err, apierr.BadBody)
	got := make([]string, len(e.Fields))
	for i, f := range e.Fields {
		got[i] = f.Field
	}
	if !equal(got, fields) {
		t.Fatalf("got a bad_body naming fields %q, want %q: %v", got, fields, err)
	}
	return e
}

// RequireInternal stops the test unless err is the service's own failure: an error that
// neither is nor wraps an *apierr.Error, so the HTTP layer answers 500 rather than blaming
// the caller.
func RequireInternal(t testing.TB, err error) {
	t.Helper()
	if err == nil {
		t.Fatalf("got no error, want the service's own failure (an error that is not an *apierr.Error)")
	}
	if e, ok := apierr.As(err); ok {
		t.Fatalf("got an *apierr.Error with code %s, want the service's own failure: %v", e.Code, err)
	}
}

func equal(a, b []string) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

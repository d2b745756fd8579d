package sdk

import (
	"io"
	"time"
)

// WithRandom replaces the idempotency keys' random source, so a test can
// make it fail.
func WithRandom(r io.Reader) Option {
	return func(o *InitOptions) { o.random = r }
}

// ParseRetryAfter exposes parseRetryAfter to the tests.
func ParseRetryAfter(v string, now time.Time) time.Duration { return parseRetryAfter(v, now) }

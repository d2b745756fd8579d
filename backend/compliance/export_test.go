package compliance

import (
	"context"
	"time"
)

// SetSleep replaces the provider's wait between attempts, so tests can
// observe backoff and Retry-After without waiting.
func SetSleep(p *HTTPProvider, sleep func(ctx context.Context, d time.Duration) error) {
	p.sleep = sleep
}

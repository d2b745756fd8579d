package compliance

import (
	"context"
	"time"
)

// AllowAll is the testnet provider: every well-formed address is Clear
// (spec 4.2).
type AllowAll struct {
	now func() time.Time
}

// NewAllowAll returns the allow-all provider; now may be nil (time.Now).
func NewAllowAll(now func() time.Time) *AllowAll {
	if now == nil {
		now = time.Now
	}
	return &AllowAll{now: now}
}

// Screen implements Provider.
func (p *AllowAll) Screen(_ context.Context, address string) (Result, error) {
	addr, err := NormalizeAddress(address)
	if err != nil {
		return Result{}, err
	}
	return Result{Address: addr, Category: Clear, Provider: KindAllowAll, ScreenedAt: p.now().UTC()}, nil
}

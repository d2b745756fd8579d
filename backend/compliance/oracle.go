package compliance

import (
	"context"
	"fmt"
	"time"
)

// SanctionsOracle is an on-chain oracle with the
// isSanctioned(address) returns (bool) interface of the public sanctions
// oracles. The chain adapter implements it; address is lower-case 0x hex.
type SanctionsOracle interface {
	IsSanctioned(ctx context.Context, address string) (bool, error)
}

// OracleProvider screens against a SanctionsOracle: listed addresses are
// Sanctioned, all others Clear.
type OracleProvider struct {
	oracle SanctionsOracle
	now    func() time.Time
}

// NewOracleProvider returns a provider over oracle; now may be nil.
func NewOracleProvider(oracle SanctionsOracle, now func() time.Time) *OracleProvider {
	if now == nil {
		now = time.Now
	}
	return &OracleProvider{oracle: oracle, now: now}
}

// Screen implements Provider. Any oracle error (RPC down, call reverted)
// is ErrUnavailable.
func (p *OracleProvider) Screen(ctx context.Context, address string) (Result, error) {
	addr, err := NormalizeAddress(address)
	if err != nil {
		return Result{}, err
	}
	listed, err := p.oracle.IsSanctioned(ctx, addr)
	if err != nil {
		return Result{}, fmt.Errorf("%w: sanctions oracle call for %s: %w", ErrUnavailable, addr, err)
	}
	res := Result{Address: addr, Category: Clear, Provider: KindOracle, ScreenedAt: p.now().UTC()}
	if listed {
		res.Category = Sanctioned
		res.Reason = "The address is listed by the on-chain sanctions oracle."
	}
	return res, nil
}

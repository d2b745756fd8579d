package server

import (
	"context"
	"errors"
	"fmt"

	"github.com/ethereum/go-ethereum/common"

	"github.com/paystead/paystead/backend/chain"
	"github.com/paystead/paystead/backend/compliance"
	"github.com/paystead/paystead/backend/invoice"
	"github.com/paystead/paystead/shared/apierr"
)

// payoutScreener screens merchant payout wallets with the configured
// compliance provider.
type payoutScreener struct{ provider compliance.Provider }

func (s payoutScreener) ScreenPayout(ctx context.Context, wallet common.Address) (invoice.ScreenResult, error) {
	res, err := s.provider.Screen(ctx, wallet.Hex())
	switch {
	case errors.Is(err, compliance.ErrUnavailable):
		return invoice.ScreenResult{}, fmt.Errorf("%w: %v", invoice.ErrScreeningUnavailable, err)
	case errors.Is(err, compliance.ErrProviderRejected):
		// A misconfigured provider (a bad API key) must not switch
		// screening off through fail-open: answer 503 regardless.
		return invoice.ScreenResult{}, apierr.New(apierr.ComplianceUnavailable, "The compliance provider refused the service's request; the operator has been alerted.")
	case err != nil:
		return invoice.ScreenResult{}, err
	}
	blocked := res.Category == compliance.Sanctioned || res.Category == compliance.HighRisk
	return invoice.ScreenResult{Blocked: blocked, Reason: res.Reason}, nil
}

// oracleAdapter lets the compliance layer read the on-chain sanctions oracle.
type oracleAdapter struct{ oracle *chain.SanctionsOracle }

func (o oracleAdapter) IsSanctioned(ctx context.Context, addr string) (bool, error) {
	if !common.IsHexAddress(addr) {
		return false, compliance.ErrInvalidAddress
	}
	return o.oracle.IsSanctioned(ctx, common.HexToAddress(addr))
}

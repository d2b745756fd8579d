package gate

import (
	"context"
	"fmt"
	"time"

	"github.com/ethereum/go-ethereum/common"

	"github.com/paystead/paystead/backend/invoice"
	"github.com/paystead/paystead/shared/apierr"
	"github.com/paystead/paystead/shared/checkoutapi"
)

// FromIssuer is a decision the token's issuer made: its blacklist bars the wallet (Circle's
// freeze of a USDC or EURC holder).
const FromIssuer Source = "issuer"

// IssuerBarFor is how long a recorded issuer bar stands; Authorize asks the token again each
// time, so a lifted bar is noticed at once.
const IssuerBarFor = 24 * time.Hour

// Issuer answers whether the issuer of the token an invoice is paid in bars a wallet.
type Issuer interface {
	// Frozen reports whether the issuer of inv's token, on inv's chain, bars wallet from
	// sending it, and the token's symbol.
	Frozen(ctx context.Context, inv invoice.Invoice, wallet common.Address) (symbol string, frozen bool, err error)
}

// SetIssuer makes Authorize ask the token's issuer first: a wallet its blacklist bars cannot
// pay, whatever the screening or the merchant decided.
func (s *Service) SetIssuer(i Issuer) { s.issuer = i }

// issuerBar answers a wallet the token's issuer bars with a reject, and records it as the
// wallet's decision (the merchant's page shows it; checkout's submit finds no allow). ok is
// false when the issuer does not bar the wallet.
func (s *Service) issuerBar(ctx context.Context, inv invoice.Invoice, wallet common.Address, now time.Time) (d Decision, ok bool, err error) {
	if s.issuer == nil {
		return Decision{}, false, nil
	}
	symbol, frozen, err := s.issuer.Frozen(ctx, inv, wallet)
	if err != nil {
		return Decision{}, false, apierr.New(apierr.ChainError, "Could not read the token's blacklist; try again.").WithDetail(err.Error())
	}
	if !frozen {
		return Decision{}, false, nil
	}
	bar := WalletDecision{
		MerchantID: inv.MerchantID,
		Wallet:     wallet,
		Outcome:    Reject,
		// The spec's reject codes are two; an issuer's freeze is most often a sanctions
		// order, and the reason says exactly what happened.
		Code:      SanctionedWallet,
		Reason:    checkoutapi.FillReason(checkoutapi.ReasonIssuerFrozen, "token", symbol),
		Source:    FromIssuer,
		DecidedAt: now,
		ExpiresAt: now.Add(IssuerBarFor),
	}
	if err := s.store.SaveIssuerBar(ctx, bar); err != nil {
		return Decision{}, false, fmt.Errorf("gate.Authorize(%s): %w", inv.ID, err)
	}
	return Decision{Outcome: Reject, Code: bar.Code, Reason: bar.Reason}, true, nil
}

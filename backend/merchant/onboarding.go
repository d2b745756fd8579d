package merchant

import (
	"context"
	"errors"
	"fmt"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/google/uuid"

	"github.com/paystead/paystead/backend/compliance"
	"github.com/paystead/paystead/shared/apierr"
)

// PayoutScreen is the merchant's own onboarding screen: what the
// compliance provider answered for its payout wallet, and when. The zero
// value means the wallet was never screened (or there is none).
type PayoutScreen struct {
	Wallet     common.Address
	Category   compliance.Category
	Reason     string
	ScreenedAt time.Time
}

// ScreenStore stores the onboarding screen with the profile; the Postgres
// store implements it.
type ScreenStore interface {
	// UpdateProfileScreened is UpdateProfile that also replaces the payout
	// screen (a zero screen clears it), in one write.
	UpdateProfileScreened(ctx context.Context, id uuid.UUID, displayName, supportEmail, accentColor string, payout common.Address, screen PayoutScreen, at time.Time) error
	// PayoutScreen returns the stored screen (zero when never screened).
	PayoutScreen(ctx context.Context, id uuid.UUID) (PayoutScreen, error)
	// RecordPayoutScreen stores screen as the latest of every merchant
	// whose payout wallet is screen.Wallet, unless the one stored is
	// the same result less than a minute older.
	RecordPayoutScreen(ctx context.Context, screen PayoutScreen) error
}

// SetPayoutScreener makes UpdateProfile screen a payout wallet that is set
// or changed with p. Without one, payout wallets are stored unscreened.
func (s *Service) SetPayoutScreener(p compliance.Provider) { s.screener = p }

// PayoutScreen returns the merchant's onboarding screen.
func (s *Service) PayoutScreen(ctx context.Context, id uuid.UUID) (PayoutScreen, error) {
	ss, ok := s.store.(ScreenStore)
	if !ok {
		return PayoutScreen{}, errors.New("merchant: the store cannot keep payout screens")
	}
	return ss.PayoutScreen(ctx, id)
}

// RecordPayoutScreen keeps a screening of a payout wallet made elsewhere
// (every invoice's creation screens it) as the merchants' latest, so the
// onboarding screen shows it.
func (s *Service) RecordPayoutScreen(ctx context.Context, wallet common.Address, category compliance.Category, reason string, at time.Time) error {
	ss, ok := s.store.(ScreenStore)
	if !ok {
		return errors.New("merchant: the store cannot keep payout screens")
	}
	if at.IsZero() {
		at = s.now()
	}
	return ss.RecordPayoutScreen(ctx, PayoutScreen{Wallet: wallet, Category: category, Reason: reason, ScreenedAt: at.UTC()})
}

// screenPayout screens wallet: blocked wallets (sanctioned, high-risk) are
// a 403 MERCHANT_PAYOUT_BLOCKED, a provider that cannot or will not answer
// a 503 compliance_unavailable.
func (s *Service) screenPayout(ctx context.Context, wallet common.Address) (PayoutScreen, error) {
	res, err := s.screener.Screen(ctx, wallet.Hex())
	switch {
	case errors.Is(err, compliance.ErrUnavailable), errors.Is(err, compliance.ErrProviderRejected):
		return PayoutScreen{}, apierr.New(apierr.ComplianceUnavailable, "The payout wallet could not be screened now; try again later.")
	case err != nil:
		return PayoutScreen{}, fmt.Errorf("merchant: screen payout wallet: %w", err)
	}
	if res.Category == compliance.Sanctioned || res.Category == compliance.HighRisk {
		return PayoutScreen{}, apierr.New(apierr.MerchantPayoutBlocked, "The payout wallet %s cannot receive payouts (%s).", wallet.Hex(), res.Category)
	}
	at := res.ScreenedAt
	if at.IsZero() {
		at = s.now()
	}
	return PayoutScreen{Wallet: wallet, Category: res.Category, Reason: res.Reason, ScreenedAt: at.UTC()}, nil
}

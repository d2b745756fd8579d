package merchant

import (
	"context"
	"errors"
	"fmt"
	"net/mail"
	"slices"
	"strings"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/google/uuid"

	"github.com/paystead/paystead/shared/apierr"
	"github.com/paystead/paystead/shared/invoiceapi"
)

// ProfileStore is what profile and origin changes need from storage; the
// Postgres store implements it.
type ProfileStore interface {
	UpdateProfile(ctx context.Context, id uuid.UUID, displayName, supportEmail, accentColor string, payout common.Address, at time.Time) error
	SetAllowedOrigins(ctx context.Context, id uuid.UUID, origins []string, at time.Time) error
	SetNetworks(ctx context.Context, id uuid.UUID, networks []int64, at time.Time) error
}

// Profile is what a merchant edits at /m/settings. Nil fields are left as they are.
type Profile struct {
	DisplayName  *string
	SupportEmail *string
	PayoutWallet *string // "" clears it
	AccentColor  *string // #rrggbb or #rgb; "" restores Paystead's own
}

// MaxAllowedOrigins caps a merchant's origin list.
const MaxAllowedOrigins = 50

func (s *Service) profileStore() (ProfileStore, error) {
	ps, ok := s.store.(ProfileStore)
	if !ok {
		return nil, errors.New("merchant: the store cannot update profiles")
	}
	return ps, nil
}

// UpdateProfile validates and applies p; validation failures are a
// bad_body *apierr.Error naming each field.
func (s *Service) UpdateProfile(ctx context.Context, id uuid.UUID, p Profile) (Merchant, error) {
	ps, err := s.profileStore()
	if err != nil {
		return Merchant{}, err
	}
	m, err := s.store.Merchant(ctx, id)
	if err != nil {
		return Merchant{}, fmt.Errorf("merchant.UpdateProfile: %w", err)
	}
	previousPayout := m.PayoutWallet
	var fields apierr.Fields
	if p.DisplayName != nil {
		name, err := NormalizeDisplayName(*p.DisplayName)
		if err != nil {
			fields.Add("displayName", "%s", err.Error())
		}
		m.DisplayName = name
	}
	if p.SupportEmail != nil {
		email := strings.TrimSpace(*p.SupportEmail)
		if email != "" {
			a, err := mail.ParseAddress(email)
			if err != nil || a.Address != email || a.Name != "" || len(email) > 320 {
				fields.Add("supportEmail", "must be a plain email address such as support@example.com, or empty")
			}
		}
		m.SupportEmail = email
	}
	if p.PayoutWallet != nil {
		w := strings.TrimSpace(*p.PayoutWallet)
		switch {
		case w == "":
			m.PayoutWallet = common.Address{}
		case !common.IsHexAddress(w) || !strings.HasPrefix(w, "0x"):
			fields.Add("payoutWallet", "must be a 0x-prefixed 20-byte hex address")
		case common.HexToAddress(w) == (common.Address{}):
			fields.Add("payoutWallet", "must not be the zero address")
		default:
			m.PayoutWallet = common.HexToAddress(w)
		}
	}
	if p.AccentColor != nil {
		c, err := NormalizeAccentColor(*p.AccentColor)
		if err != nil {
			fields.Add("accentColor", "%s", err.Error())
		}
		m.AccentColor = c
	}
	if err := fields.Err(); err != nil {
		return Merchant{}, err
	}
	// A payout wallet that is set or changed is screened first (the
	// merchant's onboarding screen); a cleared one drops its screen.
	if ss, ok := s.store.(ScreenStore); ok && s.screener != nil && m.PayoutWallet != previousPayout {
		var screen PayoutScreen
		if m.PayoutWallet != (common.Address{}) {
			if screen, err = s.screenPayout(ctx, m.PayoutWallet); err != nil {
				return Merchant{}, err
			}
		}
		err := ss.UpdateProfileScreened(ctx, id, m.DisplayName, m.SupportEmail, m.AccentColor, m.PayoutWallet, screen, s.now().UTC())
		s.changed()
		if err != nil {
			return Merchant{}, fmt.Errorf("merchant.UpdateProfile: %w", err)
		}
		return m, nil
	}
	err = ps.UpdateProfile(ctx, id, m.DisplayName, m.SupportEmail, m.AccentColor, m.PayoutWallet, s.now().UTC())
	s.changed()
	if err != nil {
		return Merchant{}, fmt.Errorf("merchant.UpdateProfile: %w", err)
	}
	return m, nil
}

// SetAllowedOrigins validates, normalises (scheme://host[:port]) and
// de-duplicates origins and stores them.
func (s *Service) SetAllowedOrigins(ctx context.Context, id uuid.UUID, origins []string) ([]string, error) {
	ps, err := s.profileStore()
	if err != nil {
		return nil, err
	}
	var fields apierr.Fields
	if len(origins) > MaxAllowedOrigins {
		fields.Add("origins", "at most %d origins", MaxAllowedOrigins)
		return nil, fields.Err()
	}
	out := make([]string, 0, len(origins))
	seen := map[string]bool{}
	for i, o := range origins {
		n, err := invoiceapi.NormalizeOrigin(o)
		if err != nil {
			fields.Add(fmt.Sprintf("origins[%d]", i), "%s", err.Error())
			continue
		}
		if !seen[n] {
			seen[n] = true
			out = append(out, n)
		}
	}
	if err := fields.Err(); err != nil {
		return nil, err
	}
	err = ps.SetAllowedOrigins(ctx, id, out, s.now().UTC())
	s.changed()
	if err != nil {
		return nil, fmt.Errorf("merchant.SetAllowedOrigins: %w", err)
	}
	return out, nil
}

// SetNetworks sets the networks merchant id takes payments on: nil for
// every network of the deployment (deployment lists them), else one or
// more of them, in the merchant's order of preference.
func (s *Service) SetNetworks(ctx context.Context, id uuid.UUID, networks []int64, deployment []int64) ([]int64, error) {
	ps, err := s.profileStore()
	if err != nil {
		return nil, err
	}
	if networks != nil {
		var fields apierr.Fields
		if len(networks) == 0 {
			fields.Add("networks", "must list at least one chain id, or be null for every network")
		}
		for i, id := range networks {
			switch {
			case !slices.Contains(deployment, id):
				fields.Add("networks", "chain %d is not a network of this deployment (it settles on %v)", id, deployment)
			case slices.Contains(networks[:i], id):
				fields.Add("networks", "names chain %d twice", id)
			}
		}
		if err := fields.Err(); err != nil {
			return nil, err
		}
	}
	err = ps.SetNetworks(ctx, id, networks, s.now().UTC())
	s.changed()
	if err != nil {
		return nil, fmt.Errorf("merchant.SetNetworks: %w", err)
	}
	return networks, nil
}

package merchant

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/google/uuid"

	"github.com/paystead/paystead/shared/brand"
)

// BrandStore is what the logo needs from storage; the Postgres store
// implements it. The accent colour is part of the profile (ProfileStore).
type BrandStore interface {
	// SetLogo replaces the merchant's logo.
	SetLogo(ctx context.Context, id uuid.UUID, logo Logo) error
	// DeleteLogo removes it; removing none is no error.
	DeleteLogo(ctx context.Context, id uuid.UUID) error
	// Logo returns it, or ErrNotFound when the merchant has none (or
	// does not exist).
	Logo(ctx context.Context, id uuid.UUID) (Logo, error)
}

// MaxDisplayNameLength is the most characters a display name may have: it
// heads the hosted page, also on a phone. (The column allows 200, what
// names saved before this rule may hold.)
const MaxDisplayNameLength = 100

// NormalizeDisplayName trims name and checks it: required, at most
// MaxDisplayNameLength characters, no control characters and no
// bidirectional overrides (which could reorder what the customer reads). The error is
// the field's message.
func NormalizeDisplayName(name string) (string, error) {
	name = strings.TrimSpace(name)
	switch {
	case name == "":
		return "", errors.New("is required: the name customers see on your payment page")
	case !utf8.ValidString(name):
		return "", errors.New("must be UTF-8 text")
	case utf8.RuneCountInString(name) > MaxDisplayNameLength:
		return "", fmt.Errorf("must be at most %d characters", MaxDisplayNameLength)
	case strings.ContainsFunc(name, func(r rune) bool { return unicode.IsControl(r) || isBidiControl(r) }):
		return "", errors.New("must not contain control characters")
	}
	return name, nil
}

// NormalizeAccentColor is brand.NormalizeColor, with "" (after trimming)
// meaning Paystead's own colour.
func NormalizeAccentColor(c string) (string, error) {
	if strings.TrimSpace(c) == "" {
		return "", nil
	}
	return brand.NormalizeColor(c)
}

func (s *Service) brandStore() (BrandStore, error) {
	bs, ok := s.store.(BrandStore)
	if !ok {
		return nil, errors.New("merchant: the store cannot keep logos")
	}
	return bs, nil
}

// SetLogo validates an uploaded logo (ValidateLogo) and stores it in
// place of the merchant's current one; a refused logo stores nothing.
func (s *Service) SetLogo(ctx context.Context, id uuid.UUID, body []byte) (Merchant, error) {
	bs, err := s.brandStore()
	if err != nil {
		return Merchant{}, err
	}
	logo, err := ValidateLogo(body, s.now().UTC())
	if err != nil {
		return Merchant{}, err
	}
	err = bs.SetLogo(ctx, id, logo)
	s.changed()
	if err != nil {
		return Merchant{}, fmt.Errorf("merchant.SetLogo: %w", err)
	}
	return s.Merchant(ctx, id)
}

// DeleteLogo removes the merchant's logo: the page shows its name alone.
func (s *Service) DeleteLogo(ctx context.Context, id uuid.UUID) (Merchant, error) {
	bs, err := s.brandStore()
	if err != nil {
		return Merchant{}, err
	}
	err = bs.DeleteLogo(ctx, id)
	s.changed()
	if err != nil {
		return Merchant{}, fmt.Errorf("merchant.DeleteLogo: %w", err)
	}
	return s.Merchant(ctx, id)
}

// Logo returns the merchant's logo with its bytes, or ErrNotFound.
func (s *Service) Logo(ctx context.Context, id uuid.UUID) (Logo, error) {
	bs, err := s.brandStore()
	if err != nil {
		return Logo{}, err
	}
	return bs.Logo(ctx, id)
}

// isBidiControl reports the invisible marks that change the direction of
// the text around them (Unicode's Bidi_Control property).
func isBidiControl(r rune) bool {
	return r == 0x061c || r == 0x200e || r == 0x200f || r >= 0x202a && r <= 0x202e || r >= 0x2066 && r <= 0x2069
}

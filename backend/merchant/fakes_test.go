package merchant_test

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/google/uuid"
	"github.com/stretchr/testify/require"

	"github.com/paystead/paystead/backend/compliance"
	"github.com/paystead/paystead/backend/merchant"
)

var (
	t0          = time.Date(2030, 1, 2, 3, 4, 5, 0, time.UTC)
	ownerWallet = common.HexToAddress("0x1111111111111111111111111111111111111111")
	payoutA     = common.HexToAddress("0x2222222222222222222222222222222222222222")
	payoutB     = common.HexToAddress("0x3333333333333333333333333333333333333333")
	errBoom     = errors.New("boom")
)

type storedKey struct {
	key  merchant.APIKey
	hash []byte
}

type touch struct {
	id uuid.UUID
	at time.Time
}

// profileWrite is one UpdateProfile or UpdateProfileScreened call.
type profileWrite struct {
	displayName, supportEmail string
	accentColor               string
	payout                    common.Address
	screened                  bool
	screen                    merchant.PayoutScreen
	at                        time.Time
}

// fakeStore keeps merchants and keys in memory. It implements Store,
// ProfileStore and ScreenStore, as the Postgres store does.
type fakeStore struct {
	merchants map[uuid.UUID]merchant.Merchant
	keys      map[string]storedKey // by public id
	screens   map[uuid.UUID]merchant.PayoutScreen
	logos     map[uuid.UUID]merchant.Logo

	err      error // every method fails with it when set
	touchErr error

	lookups  int
	touches  []touch
	profiles []profileWrite
	origins  [][]string
}

func newFakeStore() *fakeStore {
	return &fakeStore{merchants: map[uuid.UUID]merchant.Merchant{}, keys: map[string]storedKey{}, screens: map[uuid.UUID]merchant.PayoutScreen{}, logos: map[uuid.UUID]merchant.Logo{}}
}

func (s *fakeStore) CreateMerchant(_ context.Context, m merchant.Merchant) error {
	if s.err != nil {
		return s.err
	}
	s.merchants[m.ID] = m
	return nil
}

func (s *fakeStore) Merchant(_ context.Context, id uuid.UUID) (merchant.Merchant, error) {
	if s.err != nil {
		return merchant.Merchant{}, s.err
	}
	m, ok := s.merchants[id]
	if !ok {
		return merchant.Merchant{}, fmt.Errorf("fakeStore.Merchant(%s): %w", id, merchant.ErrNotFound)
	}
	m.AllowedOrigins = slices.Clone(m.AllowedOrigins)
	return m, nil
}

func (s *fakeStore) MerchantByOwner(_ context.Context, owner common.Address) (merchant.Merchant, error) {
	for _, m := range s.merchants {
		if m.OwnerWallet == owner {
			return m, nil
		}
	}
	return merchant.Merchant{}, merchant.ErrNotFound
}

func (s *fakeStore) CreateAPIKey(_ context.Context, k merchant.APIKey, hash []byte) error {
	if s.err != nil {
		return s.err
	}
	s.keys[k.PublicID] = storedKey{k, slices.Clone(hash)}
	return nil
}

func (s *fakeStore) APIKeyByPublicID(ctx context.Context, publicID string) (merchant.APIKey, []byte, merchant.Merchant, error) {
	s.lookups++
	if s.err != nil {
		return merchant.APIKey{}, nil, merchant.Merchant{}, s.err
	}
	k, ok := s.keys[publicID]
	if !ok {
		return merchant.APIKey{}, nil, merchant.Merchant{}, fmt.Errorf("fakeStore.APIKeyByPublicID(%s): %w", publicID, merchant.ErrNotFound)
	}
	m, err := s.Merchant(ctx, k.key.MerchantID)
	if err != nil {
		return merchant.APIKey{}, nil, merchant.Merchant{}, err
	}
	return k.key, k.hash, m, nil
}

func (s *fakeStore) TouchAPIKey(_ context.Context, id uuid.UUID, at time.Time) error {
	s.touches = append(s.touches, touch{id, at})
	return s.touchErr
}

func (s *fakeStore) RevokeAPIKey(_ context.Context, merchantID, id uuid.UUID, at time.Time) error {
	if s.err != nil {
		return s.err
	}
	for pid, k := range s.keys {
		if k.key.ID == id && k.key.MerchantID == merchantID {
			k.key.RevokedAt = &at
			s.keys[pid] = k
			return nil
		}
	}
	return merchant.ErrNotFound
}

func (s *fakeStore) APIKeys(_ context.Context, merchantID uuid.UUID) ([]merchant.APIKey, error) {
	var out []merchant.APIKey
	for _, k := range s.keys {
		if k.key.MerchantID == merchantID {
			out = append(out, k.key)
		}
	}
	return out, nil
}

func (s *fakeStore) UpdateProfile(_ context.Context, id uuid.UUID, displayName, supportEmail, accentColor string, payout common.Address, at time.Time) error {
	if s.err != nil {
		return s.err
	}
	s.profiles = append(s.profiles, profileWrite{displayName: displayName, supportEmail: supportEmail, accentColor: accentColor, payout: payout, at: at})
	m := s.merchants[id]
	m.DisplayName, m.SupportEmail, m.AccentColor, m.PayoutWallet = displayName, supportEmail, accentColor, payout
	s.merchants[id] = m
	return nil
}

func (s *fakeStore) UpdateProfileScreened(ctx context.Context, id uuid.UUID, displayName, supportEmail, accentColor string, payout common.Address, screen merchant.PayoutScreen, at time.Time) error {
	if err := s.UpdateProfile(ctx, id, displayName, supportEmail, accentColor, payout, at); err != nil {
		return err
	}
	w := &s.profiles[len(s.profiles)-1]
	w.screened, w.screen = true, screen
	s.screens[id] = screen
	return nil
}

func (s *fakeStore) PayoutScreen(_ context.Context, id uuid.UUID) (merchant.PayoutScreen, error) {
	return s.screens[id], s.err
}

// RecordPayoutScreen keeps screen for every merchant paid out to its wallet.
func (s *fakeStore) RecordPayoutScreen(_ context.Context, screen merchant.PayoutScreen) error {
	if s.err != nil {
		return s.err
	}
	for id, m := range s.merchants {
		if m.PayoutWallet == screen.Wallet {
			s.screens[id] = screen
		}
	}
	return nil
}

var _ merchant.ScreenStore = (*fakeStore)(nil)

func (s *fakeStore) SetAllowedOrigins(_ context.Context, id uuid.UUID, origins []string, at time.Time) error {
	if s.err != nil {
		return s.err
	}
	s.origins = append(s.origins, slices.Clone(origins))
	m := s.merchants[id]
	m.AllowedOrigins = slices.Clone(origins)
	s.merchants[id] = m
	return nil
}

func (s *fakeStore) SetNetworks(_ context.Context, id uuid.UUID, networks []int64, at time.Time) error {
	if s.err != nil {
		return s.err
	}
	m := s.merchants[id]
	m.Networks = slices.Clone(networks)
	s.merchants[id] = m
	return nil
}

var _ merchant.ProfileStore = (*fakeStore)(nil)

func (s *fakeStore) SetLogo(_ context.Context, id uuid.UUID, logo merchant.Logo) error {
	if s.err != nil {
		return s.err
	}
	s.logos[id] = logo
	m := s.merchants[id]
	ref := logo.LogoRef
	m.Logo = &ref
	s.merchants[id] = m
	return nil
}

func (s *fakeStore) DeleteLogo(_ context.Context, id uuid.UUID) error {
	if s.err != nil {
		return s.err
	}
	delete(s.logos, id)
	m := s.merchants[id]
	m.Logo = nil
	s.merchants[id] = m
	return nil
}

func (s *fakeStore) Logo(_ context.Context, id uuid.UUID) (merchant.Logo, error) {
	l, ok := s.logos[id]
	if !ok {
		return l, merchant.ErrNotFound
	}
	return l, s.err
}

// basicStore is a store with only the methods of merchant.Store.
type basicStore struct{ merchant.Store }

// fakeScreener answers from a table of categories; unlisted addresses are
// Clear.
type fakeScreener struct {
	categories map[common.Address]compliance.Category
	screenedAt time.Time
	err        error
	asked      []string
}

func (p *fakeScreener) Screen(_ context.Context, address string) (compliance.Result, error) {
	p.asked = append(p.asked, address)
	if p.err != nil {
		return compliance.Result{}, p.err
	}
	c, ok := p.categories[common.HexToAddress(address)]
	if !ok {
		c = compliance.Clear
	}
	res := compliance.Result{Address: address, Category: c, Provider: "fake", ScreenedAt: p.screenedAt}
	if c != compliance.Clear {
		res.Reason = "listed as " + string(c)
	}
	return res, nil
}

type testBundle struct {
	svc      *merchant.Service
	store    *fakeStore
	screener *fakeScreener
	merchant merchant.Merchant
	now      *time.Time
}

// setup returns a Service on a fake store holding one merchant, with a
// clock that stands still until a test moves it and no payout screener.
func setup(t *testing.T) *testBundle {
	t.Helper()
	store := newFakeStore()
	svc := merchant.NewService(store)
	now := t0
	merchant.SetNow(svc, func() time.Time { return now })
	m, err := svc.CreateMerchant(context.Background(), merchant.Merchant{OwnerWallet: ownerWallet, DisplayName: "Acme", SupportEmail: "help@acme.example"})
	require.NoError(t, err)
	return &testBundle{svc: svc, store: store, screener: &fakeScreener{}, merchant: m, now: &now}
}

// withScreener makes the bundle's Service screen payout wallets.
func (b *testBundle) withScreener() *testBundle {
	b.svc.SetPayoutScreener(b.screener)
	return b
}

func ptr[T any](v T) *T { return &v }

// Package merchant holds merchants and their API keys: creating keys that
// are shown once and stored only as hashes, and authenticating requests
// that present them.
package merchant

import (
	"context"
	"crypto/rand"
	"crypto/sha256"
	"crypto/subtle"
	"errors"
	"fmt"
	"strings"
	"sync"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/google/uuid"

	"github.com/paystead/paystead/backend/compliance"
	"github.com/paystead/paystead/shared/invoiceapi"
	"github.com/paystead/paystead/shared/merchantapi"
)

// Merchant is an account that sells through Paystead.
type Merchant struct {
	ID             uuid.UUID
	OwnerWallet    common.Address
	PayoutWallet   common.Address // zero until set
	DisplayName    string
	SupportEmail   string
	AllowedOrigins []string // scheme://host[:port]; empty allows any origin for redirects
	CreatedAt      time.Time
	// The brand on the hosted page (brand.go): the accent colour, #rrggbb
	// or "" for Paystead's own, and the logo, nil when none.
	AccentColor string
	Logo        *LogoRef
	// Networks are the chain ids the merchant takes payments on, in its
	// order of preference; nil: every network of the deployment.
	Networks []int64
}

// KeyKind is what a key may do.
type KeyKind string

// The kinds are the API's (merchantapi.KeyKind).
const (
	// Secret keys (ak_live_) are for servers and can do everything.
	Secret = KeyKind(merchantapi.KeySecret)
	// Publishable keys (pk_live_) are safe in browsers and may only create
	// invoices from the merchant's allowed origins.
	Publishable = KeyKind(merchantapi.KeyPublishable)
)

// Prefix is the visible start of every key of kind k.
func (k KeyKind) Prefix() string {
	if k == Publishable {
		return "pk_live_"
	}
	return "ak_live_"
}

// APIKey describes a key without its secret.
type APIKey struct {
	ID         uuid.UUID
	MerchantID uuid.UUID
	Kind       KeyKind
	PublicID   string // the key's prefix and public part, safe to show: ak_live_XXXXXXXXXXXX
	Label      string
	CreatedAt  time.Time
	LastUsedAt *time.Time
	RevokedAt  *time.Time
}

// Store is what the merchant service needs from storage.
type Store interface {
	CreateMerchant(ctx context.Context, m Merchant) error
	Merchant(ctx context.Context, id uuid.UUID) (Merchant, error)
	MerchantByOwner(ctx context.Context, owner common.Address) (Merchant, error)
	CreateAPIKey(ctx context.Context, k APIKey, hash []byte) error
	// APIKeyByPublicID returns the key, its stored hash and its merchant.
	APIKeyByPublicID(ctx context.Context, publicID string) (APIKey, []byte, Merchant, error)
	TouchAPIKey(ctx context.Context, id uuid.UUID, at time.Time) error
	RevokeAPIKey(ctx context.Context, merchantID, id uuid.UUID, at time.Time) error
	APIKeys(ctx context.Context, merchantID uuid.UUID) ([]APIKey, error)
}

// ErrNotFound is returned by stores for missing rows.
var ErrNotFound = errors.New("not found")

// ErrInvalidKey means a presented key is unknown, malformed or revoked.
var ErrInvalidKey = errors.New("invalid API key")

// Principal is who a request acts for.
type Principal struct {
	Merchant Merchant
	Key      APIKey
}

// Service manages merchants and keys.
type Service struct {
	store Store
	now   func() time.Time

	mu       sync.Mutex
	lastSeen map[uuid.UUID]time.Time // throttles last-used writes

	screener compliance.Provider // screens payout wallets; nil: unscreened (onboarding.go)
	keys     *KeyCache           // nil: every key is looked up
}

// NewService returns a Service on store.
func NewService(store Store) *Service {
	return &Service{store: store, now: time.Now, lastSeen: map[uuid.UUID]time.Time{}}
}

// UseKeyCache makes Authenticate remember keys in c (see KeyCache); the
// Service reports its own changes to keys and merchants to it as it makes
// them.
func (s *Service) UseKeyCache(c *KeyCache) { s.keys = c }

// changed tells the key cache, if any, of a change this Service made.
func (s *Service) changed() {
	if s.keys != nil {
		s.keys.Changed()
	}
}

// CreateMerchant records a new merchant owned by owner.
func (s *Service) CreateMerchant(ctx context.Context, m Merchant) (Merchant, error) {
	if m.OwnerWallet == (common.Address{}) {
		return Merchant{}, errors.New("merchant.CreateMerchant: an owner wallet is required")
	}
	origins := make([]string, 0, len(m.AllowedOrigins))
	for _, o := range m.AllowedOrigins {
		n, err := invoiceapi.NormalizeOrigin(o)
		if err != nil {
			return Merchant{}, fmt.Errorf("merchant.CreateMerchant: allowed origin %q: %w", o, err)
		}
		origins = append(origins, n)
	}
	m.AllowedOrigins = origins
	m.ID = uuid.New()
	m.CreatedAt = s.now().UTC()
	if err := s.store.CreateMerchant(ctx, m); err != nil {
		return Merchant{}, fmt.Errorf("merchant.CreateMerchant: %w", err)
	}
	return m, nil
}

// MerchantByOwner returns the merchant owned by wallet.
func (s *Service) MerchantByOwner(ctx context.Context, wallet common.Address) (Merchant, error) {
	return s.store.MerchantByOwner(ctx, wallet)
}

// Merchant returns the merchant with id.
func (s *Service) Merchant(ctx context.Context, id uuid.UUID) (Merchant, error) {
	return s.store.Merchant(ctx, id)
}

const (
	publicIDLen = 12
	secretLen   = 32
	// base62 keeps keys copyable by double-click and safe in headers.
	alphabet = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"
)

// CreateAPIKey makes a key of kind for the merchant and returns it with its
// plaintext, which exists only in this return value: show it once.
func (s *Service) CreateAPIKey(ctx context.Context, merchantID uuid.UUID, kind KeyKind, label string) (APIKey, string, error) {
	if kind != Secret && kind != Publishable {
		return APIKey{}, "", fmt.Errorf("merchant.CreateAPIKey: unknown kind %q", kind)
	}
	if len(label) > merchantapi.MaxKeyLabelBytes {
		return APIKey{}, "", fmt.Errorf("merchant.CreateAPIKey: the label is longer than %d bytes", merchantapi.MaxKeyLabelBytes)
	}
	publicID, err := randomString(publicIDLen)
	if err != nil {
		return APIKey{}, "", err
	}
	secret, err := randomString(secretLen)
	if err != nil {
		return APIKey{}, "", err
	}
	k := APIKey{
		ID:         uuid.New(),
		MerchantID: merchantID,
		Kind:       kind,
		PublicID:   kind.Prefix() + publicID,
		Label:      label,
		CreatedAt:  s.now().UTC(),
	}
	plaintext := k.PublicID + "_" + secret
	if err := s.store.CreateAPIKey(ctx, k, hashKey(plaintext)); err != nil {
		return APIKey{}, "", fmt.Errorf("merchant.CreateAPIKey: %w", err)
	}
	return k, plaintext, nil
}

// APIKeys lists the merchant's keys, newest first, without secrets.
func (s *Service) APIKeys(ctx context.Context, merchantID uuid.UUID) ([]APIKey, error) {
	return s.store.APIKeys(ctx, merchantID)
}

// RevokeAPIKey makes the key invalid from now on.
func (s *Service) RevokeAPIKey(ctx context.Context, merchantID, keyID uuid.UUID) error {
	err := s.store.RevokeAPIKey(ctx, merchantID, keyID, s.now().UTC())
	s.changed() // even after an error: the revocation may have committed
	return err
}

// Authenticate resolves a presented key to its merchant. Unknown,
// malformed and revoked keys are all ErrInvalidKey, so a caller learns
// nothing about which keys exist.
func (s *Service) Authenticate(ctx context.Context, presented string) (Principal, error) {
	publicID, ok := parseKey(presented)
	if !ok {
		return Principal{}, ErrInvalidKey
	}
	presentedHash := hashKey(presented)
	if s.keys != nil {
		if e, ok := s.keys.get(publicID); ok {
			if subtle.ConstantTimeCompare(e.hash, presentedHash) != 1 {
				return Principal{}, ErrInvalidKey
			}
			s.touch(ctx, e.key.ID)
			return Principal{Merchant: e.merchant, Key: e.key}, nil
		}
	}
	var gen uint64
	if s.keys != nil {
		gen = s.keys.generation()
	}
	key, hash, m, err := s.store.APIKeyByPublicID(ctx, publicID)
	if errors.Is(err, ErrNotFound) {
		return Principal{}, ErrInvalidKey
	}
	if err != nil {
		return Principal{}, fmt.Errorf("merchant.Authenticate: %w", err)
	}
	if subtle.ConstantTimeCompare(hash, presentedHash) != 1 || key.RevokedAt != nil {
		return Principal{}, ErrInvalidKey
	}
	if s.keys != nil {
		s.keys.put(publicID, gen, cachedKey{key: key, hash: hash, merchant: m})
	}
	s.touch(ctx, key.ID)
	return Principal{Merchant: m, Key: key}, nil
}

// touch records last use at most once a minute per key per process, so a
// busy key does not cost a write per request.
func (s *Service) touch(ctx context.Context, id uuid.UUID) {
	now := s.now()
	s.mu.Lock()
	last, seen := s.lastSeen[id]
	if seen && now.Sub(last) < time.Minute {
		s.mu.Unlock()
		return
	}
	s.lastSeen[id] = now
	s.mu.Unlock()
	_ = s.store.TouchAPIKey(ctx, id, now.UTC()) // best effort: never fails a request
}

// parseKey checks a key's shape and returns its public part.
func parseKey(k string) (string, bool) {
	var rest string
	switch {
	case strings.HasPrefix(k, Secret.Prefix()):
		rest = k[len(Secret.Prefix()):]
	case strings.HasPrefix(k, Publishable.Prefix()):
		rest = k[len(Publishable.Prefix()):]
	default:
		return "", false
	}
	if len(rest) != publicIDLen+1+secretLen || rest[publicIDLen] != '_' {
		return "", false
	}
	for i := 0; i < len(rest); i++ {
		if i != publicIDLen && !strings.ContainsRune(alphabet, rune(rest[i])) {
			return "", false
		}
	}
	return k[:len(k)-secretLen-1], true
}

func hashKey(k string) []byte {
	sum := sha256.Sum256([]byte(k))
	return sum[:]
}

// randomString draws n base62 characters without modulo bias.
func randomString(n int) (string, error) {
	out := make([]byte, 0, n)
	buf := make([]byte, n*2)
	for len(out) < n {
		if _, err := rand.Read(buf); err != nil {
			return "", fmt.Errorf("merchant: no secure randomness: %w", err)
		}
		for _, b := range buf {
			if b < 248 { // 248 = 4*62: uniform over the alphabet
				out = append(out, alphabet[b%62])
				if len(out) == n {
					break
				}
			}
		}
	}
	return string(out), nil
}

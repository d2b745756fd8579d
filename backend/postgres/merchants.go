package postgres

import (
	"context"
	"errors"
	"fmt"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgxpool"

	"github.com/paystead/paystead/backend/merchant"
)

// MerchantStore keeps merchants and API keys.
type MerchantStore struct{ pool *pgxpool.Pool }

// NewMerchantStore returns a store on pool.
func NewMerchantStore(pool *pgxpool.Pool) *MerchantStore { return &MerchantStore{pool: pool} }

var _ merchant.Store = (*MerchantStore)(nil)

// CreateMerchant inserts m.
func (s *MerchantStore) CreateMerchant(ctx context.Context, m merchant.Merchant) error {
	_, err := s.pool.Exec(ctx, `
		INSERT INTO merchants (id, owner_wallet, payout_wallet, display_name, support_email, allowed_origins, created_at, updated_at, accent_color)
		VALUES ($1, $2, $3, $4, $5, $6, $7, $7, $8)`,
		m.ID, m.OwnerWallet.Bytes(), addressOrNil(m.PayoutWallet), m.DisplayName, m.SupportEmail, nonNil(m.AllowedOrigins), m.CreatedAt, stringOrNil(m.AccentColor))
	if err != nil {
		return fmt.Errorf("MerchantStore.CreateMerchant(%s): %w", m.OwnerWallet.Hex(), err)
	}
	return nil
}

// merchantColumns never include the logo's bytes: only its hash and type.
const merchantColumns = `id, owner_wallet, payout_wallet, display_name, support_email, allowed_origins, created_at,
	accent_color, logo_content_type, logo_sha256, logo_updated_at, networks`

// Merchant returns the merchant with id, or merchant.ErrNotFound.
func (s *MerchantStore) Merchant(ctx context.Context, id uuid.UUID) (merchant.Merchant, error) {
	m, err := scanMerchant(s.pool.QueryRow(ctx, `SELECT `+merchantColumns+` FROM merchants WHERE id = $1`, id))
	if err != nil {
		return merchant.Merchant{}, fmt.Errorf("MerchantStore.Merchant(%s): %w", id, err)
	}
	return m, nil
}

// MerchantByOwner returns the merchant owned by wallet, or merchant.ErrNotFound.
func (s *MerchantStore) MerchantByOwner(ctx context.Context, wallet common.Address) (merchant.Merchant, error) {
	m, err := scanMerchant(s.pool.QueryRow(ctx, `SELECT `+merchantColumns+` FROM merchants WHERE owner_wallet = $1`, wallet.Bytes()))
	if err != nil {
		return merchant.Merchant{}, fmt.Errorf("MerchantStore.MerchantByOwner(%s): %w", wallet.Hex(), err)
	}
	return m, nil
}

func scanMerchant(row pgx.Row, extra ...any) (merchant.Merchant, error) {
	var (
		m             merchant.Merchant
		owner, payout []byte
		b             brandColumns
	)
	dest := append([]any{&m.ID, &owner, &payout, &m.DisplayName, &m.SupportEmail, &m.AllowedOrigins, &m.CreatedAt,
		&b.accent, &b.logoType, &b.logoHash, &b.logoAt, &m.Networks}, extra...)
	err := row.Scan(dest...)
	if errors.Is(err, pgx.ErrNoRows) {
		return m, merchant.ErrNotFound
	}
	if err != nil {
		return m, err
	}
	m.OwnerWallet = common.BytesToAddress(owner)
	if payout != nil {
		m.PayoutWallet = common.BytesToAddress(payout)
	}
	b.apply(&m)
	return m, nil
}

// brandColumns are the brand's nullable columns as scanned.
type brandColumns struct {
	accent, logoType *string
	logoHash         []byte
	logoAt           *time.Time
}

func (b brandColumns) apply(m *merchant.Merchant) {
	if b.accent != nil {
		m.AccentColor = *b.accent
	}
	if b.logoType != nil && len(b.logoHash) == 32 && b.logoAt != nil {
		l := &merchant.LogoRef{ContentType: *b.logoType, UpdatedAt: *b.logoAt}
		copy(l.SHA256[:], b.logoHash)
		m.Logo = l
	}
}

// CreateAPIKey inserts k with the hash of its plaintext.
func (s *MerchantStore) CreateAPIKey(ctx context.Context, k merchant.APIKey, hash []byte) error {
	_, err := s.pool.Exec(ctx, `
		INSERT INTO api_keys (id, merchant_id, kind, public_id, hash, label, created_at)
		VALUES ($1, $2, $3, $4, $5, $6, $7)`,
		k.ID, k.MerchantID, string(k.Kind), k.PublicID, hash, k.Label, k.CreatedAt)
	if err != nil {
		return fmt.Errorf("MerchantStore.CreateAPIKey(%s): %w", k.PublicID, err)
	}
	return nil
}

const apiKeyColumns = `id, merchant_id, kind, public_id, label, created_at, last_used_at, revoked_at`

func scanAPIKey(row pgx.Row, extra ...any) (merchant.APIKey, error) {
	var (
		k    merchant.APIKey
		kind string
	)
	dest := append([]any{&k.ID, &k.MerchantID, &kind, &k.PublicID, &k.Label, &k.CreatedAt, &k.LastUsedAt, &k.RevokedAt}, extra...)
	if err := row.Scan(dest...); err != nil {
		if errors.Is(err, pgx.ErrNoRows) {
			return k, merchant.ErrNotFound
		}
		return k, err
	}
	k.Kind = merchant.KeyKind(kind)
	return k, nil
}

// APIKeyByPublicID returns the key with publicID, its stored hash and its
// merchant, in one round trip: it runs on every authenticated request.
func (s *MerchantStore) APIKeyByPublicID(ctx context.Context, publicID string) (merchant.APIKey, []byte, merchant.Merchant, error) {
	var (
		hash          []byte
		m             merchant.Merchant
		owner, payout []byte
		b             brandColumns
	)
	k, err := scanAPIKey(s.pool.QueryRow(ctx, `SELECT k.id, k.merchant_id, k.kind, k.public_id, k.label, k.created_at, k.last_used_at, k.revoked_at,
			k.hash, m.id, m.owner_wallet, m.payout_wallet, m.display_name, m.support_email, m.allowed_origins, m.created_at,
			m.accent_color, m.logo_content_type, m.logo_sha256, m.logo_updated_at, m.networks
		FROM api_keys k JOIN merchants m ON m.id = k.merchant_id WHERE k.public_id = $1`, publicID),
		&hash, &m.ID, &owner, &payout, &m.DisplayName, &m.SupportEmail, &m.AllowedOrigins, &m.CreatedAt,
		&b.accent, &b.logoType, &b.logoHash, &b.logoAt, &m.Networks)
	if err != nil {
		return k, nil, m, fmt.Errorf("MerchantStore.APIKeyByPublicID(%s): %w", publicID, err)
	}
	m.OwnerWallet = common.BytesToAddress(owner)
	if payout != nil {
		m.PayoutWallet = common.BytesToAddress(payout)
	}
	b.apply(&m)
	return k, hash, m, nil
}

// TouchAPIKey records that the key was used at at.
func (s *MerchantStore) TouchAPIKey(ctx context.Context, id uuid.UUID, at time.Time) error {
	_, err := s.pool.Exec(ctx, `UPDATE api_keys SET last_used_at = $2 WHERE id = $1 AND (last_used_at IS NULL OR last_used_at < $2)`, id, at)
	if err != nil {
		return fmt.Errorf("MerchantStore.TouchAPIKey(%s): %w", id, err)
	}
	return nil
}

// RevokeAPIKey revokes the merchant's key id; revoking twice keeps the
// first time. A key of another merchant is merchant.ErrNotFound.
func (s *MerchantStore) RevokeAPIKey(ctx context.Context, merchantID, id uuid.UUID, at time.Time) error {
	tag, err := s.pool.Exec(ctx, `UPDATE api_keys SET revoked_at = COALESCE(revoked_at, $3) WHERE id = $1 AND merchant_id = $2`, id, merchantID, at)
	if err != nil {
		return fmt.Errorf("MerchantStore.RevokeAPIKey(%s): %w", id, err)
	}
	if tag.RowsAffected() == 0 {
		return fmt.Errorf("MerchantStore.RevokeAPIKey(%s): %w", id, merchant.ErrNotFound)
	}
	return nil
}

// APIKeys lists the merchant's keys, newest first.
func (s *MerchantStore) APIKeys(ctx context.Context, merchantID uuid.UUID) ([]merchant.APIKey, error) {
	rows, err := s.pool.Query(ctx, `SELECT `+apiKeyColumns+` FROM api_keys WHERE merchant_id = $1 ORDER BY created_at DESC, id`, merchantID)
	if err != nil {
		return nil, fmt.Errorf("MerchantStore.APIKeys(%s): %w", merchantID, err)
	}
	defer rows.Close()
	var keys []merchant.APIKey
	for rows.Next() {
		k, err := scanAPIKey(rows)
		if err != nil {
			return nil, fmt.Errorf("MerchantStore.APIKeys(%s): %w", merchantID, err)
		}
		keys = append(keys, k)
	}
	if err := rows.Err(); err != nil {
		return nil, fmt.Errorf("MerchantStore.APIKeys(%s): %w", merchantID, err)
	}
	return keys, nil
}

func addressOrNil(a common.Address) []byte {
	if a == (common.Address{}) {
		return nil
	}
	return a.Bytes()
}

func stringOrNil(s string) *string {
	if s == "" {
		return nil
	}
	return &s
}

func nonNil(s []string) []string {
	if s == nil {
		return []string{}
	}
	return s
}

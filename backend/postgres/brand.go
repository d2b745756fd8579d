package postgres

import (
	"context"
	"errors"
	"fmt"
	"time"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"

	"github.com/paystead/paystead/backend/merchant"
)

var _ merchant.BrandStore = (*MerchantStore)(nil)

// SetLogo replaces the merchant's logo.
func (s *MerchantStore) SetLogo(ctx context.Context, id uuid.UUID, logo merchant.Logo) error {
	tag, err := s.pool.Exec(ctx, `UPDATE merchants SET logo = $2, logo_content_type = $3, logo_sha256 = $4, logo_updated_at = $5, updated_at = $5 WHERE id = $1`,
		id, logo.Bytes, logo.ContentType, logo.SHA256[:], logo.UpdatedAt)
	if err != nil {
		return fmt.Errorf("MerchantStore.SetLogo(%s): %w", id, err)
	}
	if tag.RowsAffected() == 0 {
		return fmt.Errorf("MerchantStore.SetLogo(%s): %w", id, merchant.ErrNotFound)
	}
	return nil
}

// DeleteLogo removes the merchant's logo, if any.
func (s *MerchantStore) DeleteLogo(ctx context.Context, id uuid.UUID) error {
	tag, err := s.pool.Exec(ctx, `UPDATE merchants SET logo = NULL, logo_content_type = NULL, logo_sha256 = NULL, logo_updated_at = NULL,
		updated_at = CASE WHEN logo IS NULL THEN updated_at ELSE now() END WHERE id = $1`, id)
	if err != nil {
		return fmt.Errorf("MerchantStore.DeleteLogo(%s): %w", id, err)
	}
	if tag.RowsAffected() == 0 {
		return fmt.Errorf("MerchantStore.DeleteLogo(%s): %w", id, merchant.ErrNotFound)
	}
	return nil
}

// Logo returns the merchant's logo with its bytes, or merchant.ErrNotFound
// when it has none.
func (s *MerchantStore) Logo(ctx context.Context, id uuid.UUID) (merchant.Logo, error) {
	var (
		l    merchant.Logo
		hash []byte
		at   time.Time
	)
	err := s.pool.QueryRow(ctx, `SELECT logo, logo_content_type, logo_sha256, logo_updated_at FROM merchants WHERE id = $1 AND logo IS NOT NULL`, id).
		Scan(&l.Bytes, &l.ContentType, &hash, &at)
	if errors.Is(err, pgx.ErrNoRows) {
		return l, fmt.Errorf("MerchantStore.Logo(%s): %w", id, merchant.ErrNotFound)
	}
	if err != nil {
		return l, fmt.Errorf("MerchantStore.Logo(%s): %w", id, err)
	}
	copy(l.SHA256[:], hash)
	l.UpdatedAt = at
	return l, nil
}

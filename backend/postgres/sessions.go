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

	"github.com/paystead/paystead/backend/compliance"
	"github.com/paystead/paystead/backend/merchant"
	"github.com/paystead/paystead/backend/session"
)

// SessionStore keeps SIWE nonces and merchant sessions.
type SessionStore struct{ pool *pgxpool.Pool }

// NewSessionStore returns a store on pool.
func NewSessionStore(pool *pgxpool.Pool) *SessionStore { return &SessionStore{pool: pool} }

var _ session.Store = (*SessionStore)(nil)

// UseNonce records nonce as used until expiresAt, dropping nonces past
// theirs, and reports false when it was used already: the nonces are
// signed, not stored, until someone signs in with one.
func (s *SessionStore) UseNonce(ctx context.Context, nonce string, now, expiresAt time.Time) (bool, error) {
	if _, err := s.pool.Exec(ctx, `DELETE FROM siwe_nonces WHERE expires_at < $1`, now); err != nil {
		return false, fmt.Errorf("SessionStore.UseNonce: %w", err)
	}
	tag, err := s.pool.Exec(ctx, `INSERT INTO siwe_nonces (nonce, created_at, expires_at) VALUES ($1, $2, $3) ON CONFLICT (nonce) DO NOTHING`,
		nonce, now, expiresAt)
	if err != nil {
		return false, fmt.Errorf("SessionStore.UseNonce: %w", err)
	}
	return tag.RowsAffected() == 1, nil
}

// CreateSession stores a session under the hash of its token.
func (s *SessionStore) CreateSession(ctx context.Context, tokenHash []byte, sess session.Session) error {
	_, err := s.pool.Exec(ctx, `INSERT INTO merchant_sessions (token_hash, merchant_id, wallet, created_at, expires_at) VALUES ($1, $2, $3, $4, $5)`,
		tokenHash, sess.MerchantID, sess.Wallet.Bytes(), sess.CreatedAt, sess.ExpiresAt)
	if err != nil {
		return fmt.Errorf("SessionStore.CreateSession: %w", err)
	}
	return nil
}

// SessionByHash returns the session unexpired at now, or session.ErrNotFound.
func (s *SessionStore) SessionByHash(ctx context.Context, tokenHash []byte, now time.Time) (session.Session, error) {
	var (
		sess   session.Session
		wallet []byte
	)
	err := s.pool.QueryRow(ctx, `SELECT merchant_id, wallet, created_at, expires_at FROM merchant_sessions WHERE token_hash = $1 AND expires_at > $2`,
		tokenHash, now).Scan(&sess.MerchantID, &wallet, &sess.CreatedAt, &sess.ExpiresAt)
	if errors.Is(err, pgx.ErrNoRows) {
		return sess, session.ErrNotFound
	}
	if err != nil {
		return sess, fmt.Errorf("SessionStore.SessionByHash: %w", err)
	}
	sess.Wallet = common.BytesToAddress(wallet)
	return sess, nil
}

// DeleteSession removes the session (and any expired ones).
func (s *SessionStore) DeleteSession(ctx context.Context, tokenHash []byte) error {
	if _, err := s.pool.Exec(ctx, `DELETE FROM merchant_sessions WHERE token_hash = $1 OR expires_at < now()`, tokenHash); err != nil {
		return fmt.Errorf("SessionStore.DeleteSession: %w", err)
	}
	return nil
}

// UpdateProfile sets the merchant's display name, support email, accent
// colour ("" clears it) and payout wallet (zero clears it).
func (s *MerchantStore) UpdateProfile(ctx context.Context, id uuid.UUID, displayName, supportEmail, accentColor string, payout common.Address, at time.Time) error {
	tag, err := s.pool.Exec(ctx, `UPDATE merchants SET display_name = $2, support_email = $3, payout_wallet = $4, updated_at = $5, accent_color = $6 WHERE id = $1`,
		id, displayName, supportEmail, addressOrNil(payout), at, stringOrNil(accentColor))
	if err != nil {
		return fmt.Errorf("MerchantStore.UpdateProfile: %w", err)
	}
	if tag.RowsAffected() == 0 {
		return fmt.Errorf("MerchantStore.UpdateProfile: %w", merchant.ErrNotFound)
	}
	return nil
}

// UpdateProfileScreened is UpdateProfile that also replaces the payout
// wallet's onboarding screen (a zero screen clears it).
func (s *MerchantStore) UpdateProfileScreened(ctx context.Context, id uuid.UUID, displayName, supportEmail, accentColor string, payout common.Address, screen merchant.PayoutScreen, at time.Time) error {
	var (
		screenedAt *time.Time
		category   *string
	)
	if !screen.ScreenedAt.IsZero() {
		t, c := screen.ScreenedAt, string(screen.Category)
		screenedAt, category = &t, &c
	}
	tag, err := s.pool.Exec(ctx, `UPDATE merchants SET display_name = $2, support_email = $3, payout_wallet = $4, updated_at = $5,
		payout_screened_at = $6, payout_screen_category = $7, payout_screen_reason = $8, accent_color = $9 WHERE id = $1`,
		id, displayName, supportEmail, addressOrNil(payout), at, screenedAt, category, screen.Reason, stringOrNil(accentColor))
	if err != nil {
		return fmt.Errorf("MerchantStore.UpdateProfileScreened: %w", err)
	}
	if tag.RowsAffected() == 0 {
		return fmt.Errorf("MerchantStore.UpdateProfileScreened: %w", merchant.ErrNotFound)
	}
	return nil
}

// RecordPayoutScreen stores screen for the merchants paid out to its
// wallet. A repeat of the stored result within a minute writes nothing:
// every invoice's creation screens the wallet, and the row is not worth
// rewriting each time.
func (s *MerchantStore) RecordPayoutScreen(ctx context.Context, screen merchant.PayoutScreen) error {
	_, err := s.pool.Exec(ctx, `UPDATE merchants SET payout_screened_at = $2, payout_screen_category = $3, payout_screen_reason = $4
		WHERE payout_wallet = $1 AND (payout_screened_at IS NULL OR payout_screened_at < $2::timestamptz - interval '1 minute'
			OR payout_screen_category IS DISTINCT FROM $3 OR payout_screen_reason IS DISTINCT FROM $4)`,
		screen.Wallet.Bytes(), screen.ScreenedAt, string(screen.Category), screen.Reason)
	if err != nil {
		return fmt.Errorf("MerchantStore.RecordPayoutScreen(%s): %w", screen.Wallet.Hex(), err)
	}
	return nil
}

// PayoutScreen returns the merchant's payout wallet screen (zero when the
// wallet was never screened).
func (s *MerchantStore) PayoutScreen(ctx context.Context, id uuid.UUID) (merchant.PayoutScreen, error) {
	var (
		payout     []byte
		screenedAt *time.Time
		category   *string
		ps         merchant.PayoutScreen
	)
	err := s.pool.QueryRow(ctx, `SELECT payout_wallet, payout_screened_at, payout_screen_category, payout_screen_reason FROM merchants WHERE id = $1`, id).
		Scan(&payout, &screenedAt, &category, &ps.Reason)
	if errors.Is(err, pgx.ErrNoRows) {
		return ps, fmt.Errorf("MerchantStore.PayoutScreen(%s): %w", id, merchant.ErrNotFound)
	}
	if err != nil {
		return ps, fmt.Errorf("MerchantStore.PayoutScreen(%s): %w", id, err)
	}
	if payout != nil {
		ps.Wallet = common.BytesToAddress(payout)
	}
	if screenedAt != nil && category != nil {
		ps.ScreenedAt, ps.Category = screenedAt.UTC(), compliance.Category(*category)
	}
	return ps, nil
}

// SetAllowedOrigins replaces the merchant's allowed origins.
// SetNetworks sets the networks merchant id takes payments on (nil: every
// network).
func (s *MerchantStore) SetNetworks(ctx context.Context, id uuid.UUID, networks []int64, at time.Time) error {
	tag, err := s.pool.Exec(ctx, `UPDATE merchants SET networks = $2, updated_at = $3 WHERE id = $1`, id, networks, at)
	if err != nil {
		return fmt.Errorf("MerchantStore.SetNetworks: %w", err)
	}
	if tag.RowsAffected() == 0 {
		return fmt.Errorf("MerchantStore.SetNetworks: %w", merchant.ErrNotFound)
	}
	return nil
}

func (s *MerchantStore) SetAllowedOrigins(ctx context.Context, id uuid.UUID, origins []string, at time.Time) error {
	tag, err := s.pool.Exec(ctx, `UPDATE merchants SET allowed_origins = $2, updated_at = $3 WHERE id = $1`, id, nonNil(origins), at)
	if err != nil {
		return fmt.Errorf("MerchantStore.SetAllowedOrigins: %w", err)
	}
	if tag.RowsAffected() == 0 {
		return fmt.Errorf("MerchantStore.SetAllowedOrigins: %w", merchant.ErrNotFound)
	}
	return nil
}

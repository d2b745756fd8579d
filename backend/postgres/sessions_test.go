package postgres_test

import (
	"context"
	"crypto/sha256"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/google/uuid"
	"github.com/stretchr/testify/require"

	"github.com/paystead/paystead/backend/compliance"
	"github.com/paystead/paystead/backend/merchant"
	"github.com/paystead/paystead/backend/postgres"
	"github.com/paystead/paystead/backend/postgres/pgtest"
	"github.com/paystead/paystead/backend/session"
)

// The sign-in tables are swept by every CreateNonce and DeleteSession, so
// these tests keep to the real clock: a test's rows that are not meant to
// have expired never have.

type sessionBundle struct {
	store     *postgres.SessionStore
	merchants *postgres.MerchantStore
	merchant  merchant.Merchant
}

func setupSessions(t *testing.T) sessionBundle {
	t.Helper()
	pool := pgtest.Pool(t)
	b := sessionBundle{store: postgres.NewSessionStore(pool), merchants: postgres.NewMerchantStore(pool)}
	b.merchant = newGateMerchant(t, b.merchants, "Acme Coffee", "help@acme.example")
	return b
}

func newNonce() string { return "n" + uuid.NewString()[:23] }

func tokenHash() []byte {
	h := sha256.Sum256([]byte(uuid.NewString()))
	return h[:]
}

func TestSessionNonces(t *testing.T) {
	t.Parallel()
	ctx := context.Background()

	t.Run("UsedOnce", func(t *testing.T) {
		t.Parallel()
		b := setupSessions(t)
		now, nonce := time.Now(), newNonce()
		ok, err := b.store.UseNonce(ctx, nonce, now, now.Add(10*time.Minute))
		require.NoError(t, err)
		require.True(t, ok)
		ok, err = b.store.UseNonce(ctx, nonce, now.Add(time.Minute), now.Add(10*time.Minute))
		require.NoError(t, err)
		require.False(t, ok, "a nonce signs in once")
	})

	t.Run("UsingANonceDropsThosePastTheirExpiry", func(t *testing.T) {
		t.Parallel()
		b := setupSessions(t)
		now := time.Now()
		expired, live := newNonce(), newNonce()
		_, err := b.store.UseNonce(ctx, expired, now.Add(-time.Hour), now.Add(-time.Minute))
		require.NoError(t, err)
		_, err = b.store.UseNonce(ctx, live, now, now.Add(10*time.Minute))
		require.NoError(t, err)
		_, err = b.store.UseNonce(ctx, newNonce(), now, now.Add(10*time.Minute))
		require.NoError(t, err)

		var left int
		require.NoError(t, pgtest.Pool(t).QueryRow(ctx, `SELECT count(*) FROM siwe_nonces WHERE nonce = ANY($1)`, []string{expired, live}).Scan(&left))
		require.Equal(t, 1, left, "the expired one is gone (it can no longer be replayed), the live one stays")
		ok, err := b.store.UseNonce(ctx, live, now, now.Add(10*time.Minute))
		require.NoError(t, err)
		require.False(t, ok, "still used")
	})

	t.Run("ConcurrentUsersOneWins", func(t *testing.T) {
		t.Parallel()
		b := setupSessions(t)
		now, nonce := time.Now(), newNonce()
		var wins atomic.Int64
		var wg sync.WaitGroup
		for range 8 {
			wg.Go(func() {
				ok, err := b.store.UseNonce(ctx, nonce, now, now.Add(10*time.Minute))
				if err != nil {
					t.Error(err)
				}
				if ok {
					wins.Add(1)
				}
			})
		}
		wg.Wait()
		require.Equal(t, int64(1), wins.Load())
	})
}

func TestSessionStore(t *testing.T) {
	t.Parallel()
	ctx := context.Background()

	t.Run("ReadsAnUnexpiredSession", func(t *testing.T) {
		t.Parallel()
		b := setupSessions(t)
		hash := tokenHash()
		now := time.Now().UTC().Truncate(time.Microsecond)
		sess := session.Session{MerchantID: b.merchant.ID, Wallet: b.merchant.OwnerWallet, CreatedAt: now, ExpiresAt: now.Add(24 * time.Hour)}
		require.NoError(t, b.store.CreateSession(ctx, hash, sess))

		got, err := b.store.SessionByHash(ctx, hash, now.Add(time.Hour))
		require.NoError(t, err)
		require.Equal(t, sess.MerchantID, got.MerchantID)
		require.Equal(t, sess.Wallet, got.Wallet)
		require.True(t, sess.CreatedAt.Equal(got.CreatedAt))
		require.True(t, sess.ExpiresAt.Equal(got.ExpiresAt))

		_, err = b.store.SessionByHash(ctx, hash, sess.ExpiresAt)
		require.ErrorIs(t, err, session.ErrNotFound, "expired at its expiry")
		_, err = b.store.SessionByHash(ctx, tokenHash(), now)
		require.ErrorIs(t, err, session.ErrNotFound)
	})

	t.Run("DeleteEndsTheSessionAndSweepsExpiredOnes", func(t *testing.T) {
		t.Parallel()
		b := setupSessions(t)
		now := time.Now().UTC()
		mine, other, expired := tokenHash(), tokenHash(), tokenHash()
		for _, s := range []struct {
			hash    []byte
			expires time.Time
		}{{mine, now.Add(time.Hour)}, {other, now.Add(time.Hour)}, {expired, now.Add(-time.Minute)}} {
			require.NoError(t, b.store.CreateSession(ctx, s.hash, session.Session{
				MerchantID: b.merchant.ID, Wallet: b.merchant.OwnerWallet, CreatedAt: now.Add(-2 * time.Hour), ExpiresAt: s.expires}))
		}
		require.NoError(t, b.store.DeleteSession(ctx, mine))

		_, err := b.store.SessionByHash(ctx, mine, now)
		require.ErrorIs(t, err, session.ErrNotFound)
		_, err = b.store.SessionByHash(ctx, other, now)
		require.NoError(t, err, "another session of the same merchant stays")
		var left int
		require.NoError(t, pgtest.Pool(t).QueryRow(ctx, `SELECT count(*) FROM merchant_sessions WHERE token_hash = $1`, expired).Scan(&left))
		require.Zero(t, left)
	})

	t.Run("SchemaRefusesBadSessions", func(t *testing.T) {
		t.Parallel()
		b := setupSessions(t)
		now := time.Now()
		ok := session.Session{MerchantID: b.merchant.ID, Wallet: b.merchant.OwnerWallet, CreatedAt: now, ExpiresAt: now.Add(time.Hour)}
		require.Error(t, b.store.CreateSession(ctx, []byte("short"), ok))
		unknown := ok
		unknown.MerchantID = uuid.New()
		require.Error(t, b.store.CreateSession(ctx, tokenHash(), unknown))
		hash := tokenHash()
		require.NoError(t, b.store.CreateSession(ctx, hash, ok))
		require.Error(t, b.store.CreateSession(ctx, hash, ok), "one session per token")
	})
}

// The merchant's profile is written by the sign-in flow's settings page;
// its statements live beside the sessions.
func TestMerchantProfile(t *testing.T) {
	t.Parallel()
	ctx := context.Background()

	t.Run("UpdateProfileSetsAndClears", func(t *testing.T) {
		t.Parallel()
		b := setupSessions(t)
		payout := newWallet(t)
		require.NoError(t, b.merchants.UpdateProfile(ctx, b.merchant.ID, "Acme Ltd", "billing@acme.example", "", payout, time.Now()))
		m, err := b.merchants.Merchant(ctx, b.merchant.ID)
		require.NoError(t, err)
		require.Equal(t, "Acme Ltd", m.DisplayName)
		require.Equal(t, "billing@acme.example", m.SupportEmail)
		require.Equal(t, payout, m.PayoutWallet)
		require.Equal(t, b.merchant.OwnerWallet, m.OwnerWallet)

		require.NoError(t, b.merchants.UpdateProfile(ctx, b.merchant.ID, "", "", "", common.Address{}, time.Now()))
		m, err = b.merchants.Merchant(ctx, b.merchant.ID)
		require.NoError(t, err)
		require.Equal(t, common.Address{}, m.PayoutWallet, "a zero wallet clears it")
		require.Empty(t, m.DisplayName)
	})

	t.Run("ScreenedProfileKeepsTheScreen", func(t *testing.T) {
		t.Parallel()
		b := setupSessions(t)
		empty, err := b.merchants.PayoutScreen(ctx, b.merchant.ID)
		require.NoError(t, err)
		require.Equal(t, merchant.PayoutScreen{}, empty, "never screened")

		payout := newWallet(t)
		screen := merchant.PayoutScreen{Wallet: payout, Category: compliance.Clear, Reason: "not listed",
			ScreenedAt: time.Date(2030, 4, 1, 9, 0, 0, 0, time.UTC)}
		require.NoError(t, b.merchants.UpdateProfileScreened(ctx, b.merchant.ID, "Acme", "help@acme.example", "", payout, screen, time.Now()))
		got, err := b.merchants.PayoutScreen(ctx, b.merchant.ID)
		require.NoError(t, err)
		require.Equal(t, screen, got)

		// Clearing the wallet clears its screen.
		require.NoError(t, b.merchants.UpdateProfileScreened(ctx, b.merchant.ID, "Acme", "", "", common.Address{}, merchant.PayoutScreen{}, time.Now()))
		got, err = b.merchants.PayoutScreen(ctx, b.merchant.ID)
		require.NoError(t, err)
		require.Equal(t, merchant.PayoutScreen{}, got)
	})

	t.Run("SetAllowedOriginsReplacesThem", func(t *testing.T) {
		t.Parallel()
		b := setupSessions(t)
		origins := []string{"https://shop.example", "http://localhost:3000"}
		require.NoError(t, b.merchants.SetAllowedOrigins(ctx, b.merchant.ID, origins, time.Now()))
		m, err := b.merchants.Merchant(ctx, b.merchant.ID)
		require.NoError(t, err)
		require.Equal(t, origins, m.AllowedOrigins)

		require.NoError(t, b.merchants.SetAllowedOrigins(ctx, b.merchant.ID, nil, time.Now()))
		m, err = b.merchants.Merchant(ctx, b.merchant.ID)
		require.NoError(t, err)
		require.Empty(t, m.AllowedOrigins)
	})

	t.Run("UnknownMerchantIsErrNotFound", func(t *testing.T) {
		t.Parallel()
		b := setupSessions(t)
		id := uuid.New()
		require.ErrorIs(t, b.merchants.UpdateProfile(ctx, id, "x", "", "", common.Address{}, time.Now()), merchant.ErrNotFound)
		require.ErrorIs(t, b.merchants.UpdateProfileScreened(ctx, id, "x", "", "", common.Address{}, merchant.PayoutScreen{}, time.Now()), merchant.ErrNotFound)
		require.ErrorIs(t, b.merchants.SetAllowedOrigins(ctx, id, nil, time.Now()), merchant.ErrNotFound)
		_, err := b.merchants.PayoutScreen(ctx, id)
		require.ErrorIs(t, err, merchant.ErrNotFound)
	})
}

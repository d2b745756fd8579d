package session_test

import (
	"context"
	"encoding/hex"
	"errors"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"github.com/paystead/paystead/backend/session"
)

func TestNewService(t *testing.T) {
	t.Parallel()

	t.Run("DerivesDomainAndOriginFromTheBaseURL", func(t *testing.T) {
		t.Parallel()
		for _, tc := range []struct {
			baseURL, domain, origin string
			secure                  bool
		}{
			{"https://pay.example.com", "pay.example.com", "https://pay.example.com", true},
			{"https://Pay.Example.COM/app/", "pay.example.com", "https://pay.example.com", true},
			{"http://localhost:8080", "localhost:8080", "http://localhost:8080", false},
		} {
			svc, err := session.NewService(session.Config{BaseURL: tc.baseURL, ChainID: 1, NonceKey: testNonceKey}, nil, nil)
			require.NoError(t, err, tc.baseURL)
			require.Equal(t, tc.domain, svc.Domain(), tc.baseURL)
			require.Equal(t, tc.origin, svc.Origin(), tc.baseURL)
			require.Equal(t, tc.secure, svc.Secure(), tc.baseURL)
			require.Equal(t, int64(1), svc.ChainID())
		}
	})

	t.Run("RejectsABaseURLThatIsNotAnOrigin", func(t *testing.T) {
		t.Parallel()
		for _, raw := range []string{"", "pay.example.com", "/m/login", "ftp://pay.example.com", "https://", "://pay.example.com"} {
			_, err := session.NewService(session.Config{BaseURL: raw, NonceKey: testNonceKey}, nil, nil)
			require.Error(t, err, "%q", raw)
		}
	})

	t.Run("RejectsAShortNonceKey", func(t *testing.T) {
		t.Parallel()
		_, err := session.NewService(session.Config{BaseURL: baseURL, NonceKey: []byte("short")}, nil, nil)
		require.ErrorContains(t, err, "at least 32 bytes")
	})
}

func TestNonce(t *testing.T) {
	t.Parallel()
	ctx := context.Background()

	t.Run("IssuesFreshNoncesValidFor10MinutesWithoutStoringThem", func(t *testing.T) {
		t.Parallel()
		b := setup(t)
		first, exp, err := b.svc.Nonce(ctx)
		require.NoError(t, err)
		second, _, err := b.svc.Nonce(ctx)
		require.NoError(t, err)

		require.NotEqual(t, first, second)
		for _, n := range []string{first, second} {
			require.Len(t, n, 64, "within the store's 64 characters")
			_, err := hex.DecodeString(n)
			require.NoError(t, err, "hex, which SIWE's nonce grammar accepts")
		}
		require.Equal(t, time.UTC, exp.Location())
		require.WithinDuration(t, time.Now().Add(10*time.Minute), exp, 2*time.Second)
		require.Empty(t, b.store.used, "an anonymous request for a nonce writes nothing")
	})

	t.Run("NonceTTLIsConfigurable", func(t *testing.T) {
		t.Parallel()
		b := setupWith(t, session.Config{BaseURL: baseURL, ChainID: chainID, NonceKey: testNonceKey, NonceTTL: 2 * time.Minute})
		_, exp, err := b.svc.Nonce(ctx)
		require.NoError(t, err)
		require.WithinDuration(t, time.Now().Add(2*time.Minute), exp, 2*time.Second)
	})
}

func TestLookup(t *testing.T) {
	t.Parallel()
	ctx := context.Background()

	t.Run("FindsTheSessionOfAToken", func(t *testing.T) {
		t.Parallel()
		b := setup(t)
		token, sess, _, err := b.signIn(t, b.fields(t))
		require.NoError(t, err)

		got, err := b.svc.Lookup(ctx, token)
		require.NoError(t, err)
		require.Equal(t, sess, got)
		now := b.store.lookups[0]
		require.Equal(t, time.UTC, now.Location())
		require.WithinDuration(t, time.Now(), now, 5*time.Second, "expiry is judged now")
	})

	t.Run("UnknownOrExpiredTokenIsNotFound", func(t *testing.T) {
		t.Parallel()
		b := setup(t)
		token, sess, _, err := b.signIn(t, b.fields(t))
		require.NoError(t, err)

		_, err = b.svc.Lookup(ctx, strings.Repeat("0", 64))
		require.ErrorIs(t, err, session.ErrNotFound)
		_, err = b.svc.Lookup(ctx, hashOf(token))
		require.ErrorIs(t, err, session.ErrNotFound, "the stored hash is not a token")

		sess.ExpiresAt = time.Now().Add(-time.Second)
		b.store.sessions[hashOf(token)] = sess
		_, err = b.svc.Lookup(ctx, token)
		require.ErrorIs(t, err, session.ErrNotFound)
	})

	t.Run("EmptyOrOverlongTokenIsNotLookedUp", func(t *testing.T) {
		t.Parallel()
		b := setup(t)
		for _, token := range []string{"", strings.Repeat("a", 129)} {
			_, err := b.svc.Lookup(ctx, token)
			require.ErrorIs(t, err, session.ErrNotFound)
		}
		require.Empty(t, b.store.lookups)

		_, err := b.svc.Lookup(ctx, strings.Repeat("a", 128))
		require.ErrorIs(t, err, session.ErrNotFound)
		require.Len(t, b.store.lookups, 1, "a token of 128 bytes, the most, is looked up")
	})
}

func TestSignOut(t *testing.T) {
	t.Parallel()
	ctx := context.Background()

	t.Run("EndsOnlyThatSession", func(t *testing.T) {
		t.Parallel()
		b := setup(t)
		token, _, _, err := b.signIn(t, b.fields(t))
		require.NoError(t, err)
		other, _, _, err := b.signIn(t, b.fields(t))
		require.NoError(t, err)

		require.NoError(t, b.svc.SignOut(ctx, token))
		_, err = b.svc.Lookup(ctx, token)
		require.ErrorIs(t, err, session.ErrNotFound)
		_, err = b.svc.Lookup(ctx, other)
		require.NoError(t, err, "the wallet's other session stays")
	})

	t.Run("UnknownTokenIsFine", func(t *testing.T) {
		t.Parallel()
		b := setup(t)
		require.NoError(t, b.svc.SignOut(ctx, strings.Repeat("0", 64)))
	})

	t.Run("EmptyOrOverlongTokenIsIgnored", func(t *testing.T) {
		t.Parallel()
		b := setup(t)
		for _, token := range []string{"", strings.Repeat("a", 129)} {
			require.NoError(t, b.svc.SignOut(ctx, token))
		}
		require.Zero(t, b.store.deletes)

		require.NoError(t, b.svc.SignOut(ctx, strings.Repeat("a", 128)))
		require.Equal(t, 1, b.store.deletes, "a token of 128 bytes, the most, is deleted")
	})

	t.Run("StoreFailureIsAnError", func(t *testing.T) {
		t.Parallel()
		b := setup(t)
		b.store.errs["DeleteSession"] = errors.New("connection reset")
		require.ErrorIs(t, b.svc.SignOut(ctx, strings.Repeat("0", 64)), b.store.errs["DeleteSession"])
	})
}

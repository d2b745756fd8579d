package postgres_test

import (
	"context"
	"strings"
	"testing"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/google/uuid"
	"github.com/stretchr/testify/require"

	"github.com/paystead/paystead/backend/merchant"
	"github.com/paystead/paystead/backend/postgres"
	"github.com/paystead/paystead/backend/postgres/pgtest"
)

func newWallet(t testing.TB) common.Address {
	t.Helper()
	k, err := crypto.GenerateKey()
	require.NoError(t, err)
	return crypto.PubkeyToAddress(k.PublicKey)
}

func TestMerchantKeys(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	pool := pgtest.Pool(t)
	svc := merchant.NewService(postgres.NewMerchantStore(pool))

	m, err := svc.CreateMerchant(ctx, merchant.Merchant{OwnerWallet: newWallet(t), DisplayName: "Acme", AllowedOrigins: []string{"https://shop.example"}})
	require.NoError(t, err)
	other, err := svc.CreateMerchant(ctx, merchant.Merchant{OwnerWallet: newWallet(t), DisplayName: "Other"})
	require.NoError(t, err)

	t.Run("SecretKeyAuthenticatesToItsMerchant", func(t *testing.T) {
		key, plain, err := svc.CreateAPIKey(ctx, m.ID, merchant.Secret, "backend")
		require.NoError(t, err)
		require.True(t, strings.HasPrefix(plain, "ak_live_"))
		require.True(t, strings.HasPrefix(plain, key.PublicID+"_"))
		require.Len(t, plain, len("ak_live_")+12+1+32)

		p, err := svc.Authenticate(ctx, plain)
		require.NoError(t, err)
		require.Equal(t, m.ID, p.Merchant.ID)
		require.Equal(t, merchant.Secret, p.Key.Kind)
		require.Equal(t, []string{"https://shop.example"}, p.Merchant.AllowedOrigins)
		require.Equal(t, "Acme", p.Merchant.DisplayName)
	})

	t.Run("PublishableKeyHasItsPrefix", func(t *testing.T) {
		_, plain, err := svc.CreateAPIKey(ctx, m.ID, merchant.Publishable, "checkout")
		require.NoError(t, err)
		require.True(t, strings.HasPrefix(plain, "pk_live_"))
		p, err := svc.Authenticate(ctx, plain)
		require.NoError(t, err)
		require.Equal(t, merchant.Publishable, p.Key.Kind)
	})

	t.Run("OnlyTheHashIsStored", func(t *testing.T) {
		_, plain, err := svc.CreateAPIKey(ctx, m.ID, merchant.Secret, "")
		require.NoError(t, err)
		secret := plain[strings.LastIndex(plain, "_")+1:]
		var hits int
		require.NoError(t, pool.QueryRow(ctx,
			`SELECT count(*) FROM api_keys WHERE position($1 in public_id || label || encode(hash, 'escape')) > 0`, secret).Scan(&hits))
		require.Zero(t, hits)
	})

	t.Run("RejectsUnknownMalformedAndTamperedKeys", func(t *testing.T) {
		_, plain, err := svc.CreateAPIKey(ctx, m.ID, merchant.Secret, "")
		require.NoError(t, err)
		tampered := plain[:len(plain)-1] + flip(plain[len(plain)-1])
		for _, k := range []string{
			"", "ak_live_", "sk_live_abc", plain + "x", strings.ToUpper(plain), tampered,
			"ak_live_AAAAAAAAAAAA_" + strings.Repeat("B", 32),
			"ak_live_AAAAAAAAAAAA_" + strings.Repeat("!", 32),
		} {
			_, err := svc.Authenticate(ctx, k)
			require.ErrorIs(t, err, merchant.ErrInvalidKey, "key %q", k)
		}
	})

	t.Run("RevokedKeyIsInvalid", func(t *testing.T) {
		key, plain, err := svc.CreateAPIKey(ctx, m.ID, merchant.Secret, "old")
		require.NoError(t, err)
		require.NoError(t, svc.RevokeAPIKey(ctx, m.ID, key.ID))
		_, err = svc.Authenticate(ctx, plain)
		require.ErrorIs(t, err, merchant.ErrInvalidKey)
	})

	t.Run("CannotRevokeAnotherMerchantsKey", func(t *testing.T) {
		key, plain, err := svc.CreateAPIKey(ctx, m.ID, merchant.Secret, "")
		require.NoError(t, err)
		require.ErrorIs(t, svc.RevokeAPIKey(ctx, other.ID, key.ID), merchant.ErrNotFound)
		_, err = svc.Authenticate(ctx, plain)
		require.NoError(t, err)
	})

	t.Run("ListsKeysWithLastUse", func(t *testing.T) {
		fresh, err := svc.CreateMerchant(ctx, merchant.Merchant{OwnerWallet: newWallet(t)})
		require.NoError(t, err)
		used, plain, err := svc.CreateAPIKey(ctx, fresh.ID, merchant.Secret, "used")
		require.NoError(t, err)
		_, _, err = svc.CreateAPIKey(ctx, fresh.ID, merchant.Publishable, "unused")
		require.NoError(t, err)
		_, err = svc.Authenticate(ctx, plain)
		require.NoError(t, err)

		keys, err := svc.APIKeys(ctx, fresh.ID)
		require.NoError(t, err)
		require.Len(t, keys, 2)
		for _, k := range keys {
			if k.ID == used.ID {
				require.NotNil(t, k.LastUsedAt)
			} else {
				require.Nil(t, k.LastUsedAt)
				require.Equal(t, "unused", k.Label)
			}
		}
	})

	t.Run("UnknownMerchantIsNotFound", func(t *testing.T) {
		_, err := svc.Merchant(ctx, uuid.New())
		require.ErrorIs(t, err, merchant.ErrNotFound)
	})
}

func flip(c byte) string {
	if c == 'a' {
		return "b"
	}
	return "a"
}

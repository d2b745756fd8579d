package merchant_test

import (
	"context"
	"crypto/sha256"
	"strings"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/google/uuid"
	"github.com/stretchr/testify/require"

	"github.com/paystead/paystead/backend/merchant"
)

func TestCreateMerchant(t *testing.T) {
	t.Parallel()
	ctx := context.Background()

	t.Run("RecordsTheMerchantWithNormalisedOrigins", func(t *testing.T) {
		t.Parallel()
		b := setup(t)
		m, err := b.svc.CreateMerchant(ctx, merchant.Merchant{OwnerWallet: payoutA, DisplayName: "Shop",
			AllowedOrigins: []string{"HTTPS://Shop.Example.com:443/", "http://localhost:3000"}})
		require.NoError(t, err)
		require.NotEqual(t, uuid.Nil, m.ID)
		require.Equal(t, t0, m.CreatedAt)
		require.Equal(t, []string{"https://shop.example.com", "http://localhost:3000"}, m.AllowedOrigins)
		require.Equal(t, m, b.store.merchants[m.ID])
	})

	t.Run("RequiresAnOwnerWallet", func(t *testing.T) {
		t.Parallel()
		b := setup(t)
		_, err := b.svc.CreateMerchant(ctx, merchant.Merchant{DisplayName: "Nobody's"})
		require.ErrorContains(t, err, "owner wallet")
		require.Len(t, b.store.merchants, 1, "only setup's merchant")
	})

	t.Run("RefusesAnOriginWithAPath", func(t *testing.T) {
		t.Parallel()
		b := setup(t)
		_, err := b.svc.CreateMerchant(ctx, merchant.Merchant{OwnerWallet: payoutA, AllowedOrigins: []string{"https://shop.example.com/checkout"}})
		require.ErrorContains(t, err, `allowed origin "https://shop.example.com/checkout"`)
		require.Len(t, b.store.merchants, 1)
	})

	t.Run("WrapsStoreFailures", func(t *testing.T) {
		t.Parallel()
		b := setup(t)
		b.store.err = errBoom
		_, err := b.svc.CreateMerchant(ctx, merchant.Merchant{OwnerWallet: payoutA})
		require.ErrorIs(t, err, errBoom)
	})
}

func TestCreateAPIKey(t *testing.T) {
	t.Parallel()
	ctx := context.Background()

	for _, tc := range []struct {
		kind    merchant.KeyKind
		pattern string
	}{
		{merchant.Secret, `^ak_live_[0-9A-Za-z]{12}_[0-9A-Za-z]{32}$`},
		{merchant.Publishable, `^pk_live_[0-9A-Za-z]{12}_[0-9A-Za-z]{32}$`},
	} {
		t.Run("Makes/"+string(tc.kind), func(t *testing.T) {
			t.Parallel()
			b := setup(t)
			key, plain, err := b.svc.CreateAPIKey(ctx, b.merchant.ID, tc.kind, "checkout page")
			require.NoError(t, err)
			require.Regexp(t, tc.pattern, plain)
			require.Equal(t, plain[:len(plain)-33], key.PublicID, "the public id is the key without its secret")
			require.Equal(t, tc.kind, key.Kind)
			require.Equal(t, b.merchant.ID, key.MerchantID)
			require.Equal(t, "checkout page", key.Label)
			require.Equal(t, t0, key.CreatedAt)
			require.Nil(t, key.RevokedAt)
		})
	}

	t.Run("StoresOnlyAHashOfThePlaintext", func(t *testing.T) {
		t.Parallel()
		b := setup(t)
		key, plain, err := b.svc.CreateAPIKey(ctx, b.merchant.ID, merchant.Secret, "")
		require.NoError(t, err)
		stored := b.store.keys[key.PublicID]
		sum := sha256.Sum256([]byte(plain))
		require.Equal(t, sum[:], stored.hash, "keys already issued are checked against this hash")
		require.NotContains(t, string(stored.hash), plain[len(key.PublicID)+1:])
	})

	t.Run("EveryKeyIsNew", func(t *testing.T) {
		t.Parallel()
		b := setup(t)
		seen := map[string]bool{}
		for range 20 {
			key, plain, err := b.svc.CreateAPIKey(ctx, b.merchant.ID, merchant.Secret, "")
			require.NoError(t, err)
			secret := plain[len(key.PublicID)+1:]
			require.False(t, seen[key.PublicID] || seen[secret])
			seen[key.PublicID], seen[secret] = true, true
		}
	})

	t.Run("DrawsEveryCharacterAlike", func(t *testing.T) {
		t.Parallel()
		b := setup(t)
		// A random byte taken mod 62 would favour the first eight characters by a quarter.
		var first8, rest int
		for range 2000 {
			_, plain, err := b.svc.CreateAPIKey(ctx, b.merchant.ID, merchant.Secret, "")
			require.NoError(t, err)
			for _, r := range strings.ReplaceAll(strings.TrimPrefix(plain, "ak_live_"), "_", "") {
				if strings.ContainsRune("01234567", r) {
					first8++
				} else {
					rest++
				}
			}
		}
		require.InDelta(t, 1, float64(first8)/8/(float64(rest)/54), 0.1, "each of the 62 characters is drawn as often")
	})

	t.Run("Refuses", func(t *testing.T) {
		t.Parallel()
		for _, tc := range []struct {
			name  string
			kind  merchant.KeyKind
			label string
			want  string
		}{
			{"UnknownKind", "admin", "", `unknown kind "admin"`},
			{"EmptyKind", "", "", "unknown kind"},
			{"LabelOver100Characters", merchant.Secret, strings.Repeat("x", 101), "longer than 100"},
		} {
			t.Run(tc.name, func(t *testing.T) {
				t.Parallel()
				b := setup(t)
				_, plain, err := b.svc.CreateAPIKey(ctx, b.merchant.ID, tc.kind, tc.label)
				require.ErrorContains(t, err, tc.want)
				require.Empty(t, plain)
				require.Empty(t, b.store.keys)
			})
		}
	})

	t.Run("ALabelOf100CharactersIsFine", func(t *testing.T) {
		t.Parallel()
		b := setup(t)
		_, _, err := b.svc.CreateAPIKey(ctx, b.merchant.ID, merchant.Secret, strings.Repeat("x", 100))
		require.NoError(t, err)
	})

	t.Run("WrapsStoreFailuresAndShowsNoKey", func(t *testing.T) {
		t.Parallel()
		b := setup(t)
		b.store.err = errBoom
		_, plain, err := b.svc.CreateAPIKey(ctx, b.merchant.ID, merchant.Secret, "")
		require.ErrorIs(t, err, errBoom)
		require.Empty(t, plain, "a key that was not stored must not be shown")
	})
}

func TestAuthenticate(t *testing.T) {
	t.Parallel()
	ctx := context.Background()

	// withKey is setup plus one key of kind.
	withKey := func(t *testing.T, kind merchant.KeyKind) (*testBundle, merchant.APIKey, string) {
		t.Helper()
		b := setup(t)
		key, plain, err := b.svc.CreateAPIKey(ctx, b.merchant.ID, kind, "")
		require.NoError(t, err)
		return b, key, plain
	}

	for _, kind := range []merchant.KeyKind{merchant.Secret, merchant.Publishable} {
		t.Run("ResolvesAKeyToItsMerchant/"+string(kind), func(t *testing.T) {
			t.Parallel()
			b, key, plain := withKey(t, kind)
			p, err := b.svc.Authenticate(ctx, plain)
			require.NoError(t, err)
			require.Equal(t, key, p.Key)
			require.Equal(t, b.merchant, p.Merchant)
		})
	}

	t.Run("RefusesAnUnknownKey", func(t *testing.T) {
		t.Parallel()
		b := setup(t)
		_, err := b.svc.Authenticate(ctx, "ak_live_AAAAAAAAAAAA_"+strings.Repeat("0", 32))
		require.ErrorIs(t, err, merchant.ErrInvalidKey)
		require.Equal(t, 1, b.store.lookups)
	})

	t.Run("RefusesAWrongSecret", func(t *testing.T) {
		t.Parallel()
		b, key, plain := withKey(t, merchant.Secret)
		wrong := key.PublicID + "_" + strings.Repeat("0", 32)
		require.Len(t, wrong, len(plain))
		_, err := b.svc.Authenticate(ctx, wrong)
		require.ErrorIs(t, err, merchant.ErrInvalidKey)
	})

	t.Run("RefusesASecretKeyPresentedAsPublishable", func(t *testing.T) {
		t.Parallel()
		b, _, plain := withKey(t, merchant.Secret)
		_, err := b.svc.Authenticate(ctx, "pk_live_"+strings.TrimPrefix(plain, "ak_live_"))
		require.ErrorIs(t, err, merchant.ErrInvalidKey)
	})

	t.Run("RefusesARevokedKey", func(t *testing.T) {
		t.Parallel()
		b, key, plain := withKey(t, merchant.Secret)
		*b.now = t0.Add(time.Hour)
		require.NoError(t, b.svc.RevokeAPIKey(ctx, b.merchant.ID, key.ID))
		require.Equal(t, t0.Add(time.Hour), *b.store.keys[key.PublicID].key.RevokedAt)
		_, err := b.svc.Authenticate(ctx, plain)
		require.ErrorIs(t, err, merchant.ErrInvalidKey)
	})

	t.Run("CannotRevokeAnotherMerchantsKey", func(t *testing.T) {
		t.Parallel()
		b, key, plain := withKey(t, merchant.Secret)
		require.ErrorIs(t, b.svc.RevokeAPIKey(ctx, uuid.New(), key.ID), merchant.ErrNotFound)
		_, err := b.svc.Authenticate(ctx, plain)
		require.NoError(t, err)
	})

	t.Run("RefusesMalformedKeysWithoutALookup", func(t *testing.T) {
		t.Parallel()
		b, key, plain := withKey(t, merchant.Secret)
		secret := plain[len(key.PublicID)+1:]
		public := strings.TrimPrefix(key.PublicID, "ak_live_")
		for name, presented := range map[string]string{
			"Empty":                    "",
			"PrefixOnly":               "ak_live_",
			"UnknownPrefix":            "sk_live_" + public + "_" + secret,
			"TestPrefix":               "ak_test_" + public + "_" + secret,
			"UpperCasePrefix":          "AK_LIVE_" + public + "_" + secret,
			"MissingSeparator":         "ak_live_" + public + secret,
			"SeparatorNotAnUnderscore": "ak_live_" + public + "A" + secret,
			"SeparatorMoved":           "ak_live_" + public[:11] + "_" + public[11:] + secret,
			"SecretTooShort":           plain[:len(plain)-1],
			"SecretTooLong":            plain + "A",
			"NotBase62":                plain[:len(plain)-1] + "-",
			"NonASCII":                 plain[:len(plain)-2] + "é",
			"TrailingSpace":            plain + " ",
			"LeadingSpace":             " " + plain,
			"BearerPrefix":             "Bearer " + plain,
			"SecondUnderscore":         plain[:len(plain)-1] + "_",
			"PublicIDOnly":             key.PublicID,
			"PublicIDAndSepOnly":       key.PublicID + "_",
		} {
			_, err := b.svc.Authenticate(ctx, presented)
			require.ErrorIs(t, err, merchant.ErrInvalidKey, name)
		}
		require.Zero(t, b.store.lookups)
	})

	t.Run("AStoreFailureIsNotAnInvalidKey", func(t *testing.T) {
		t.Parallel()
		b, _, plain := withKey(t, merchant.Secret)
		b.store.err = errBoom
		_, err := b.svc.Authenticate(ctx, plain)
		require.ErrorIs(t, err, errBoom)
		require.NotErrorIs(t, err, merchant.ErrInvalidKey, "an outage must not read as a bad key (a 5xx, not a 401)")
	})

	t.Run("RecordsLastUseAtMostOnceAMinute", func(t *testing.T) {
		t.Parallel()
		b, key, plain := withKey(t, merchant.Secret)
		for _, step := range []time.Duration{0, 30 * time.Second, 29 * time.Second, time.Second, 59 * time.Second, time.Second} {
			*b.now = b.now.Add(step)
			_, err := b.svc.Authenticate(ctx, plain)
			require.NoError(t, err)
		}
		require.Equal(t, []touch{{key.ID, t0}, {key.ID, t0.Add(time.Minute)}, {key.ID, t0.Add(2 * time.Minute)}}, b.store.touches)
	})

	t.Run("AFailedLastUseWriteDoesNotFailTheRequest", func(t *testing.T) {
		t.Parallel()
		b, _, plain := withKey(t, merchant.Secret)
		b.store.touchErr = errBoom
		_, err := b.svc.Authenticate(ctx, plain)
		require.NoError(t, err)
		require.Len(t, b.store.touches, 1)
	})

	t.Run("RefusalsRecordNoUse", func(t *testing.T) {
		t.Parallel()
		b, key, _ := withKey(t, merchant.Secret)
		_, err := b.svc.Authenticate(ctx, key.PublicID+"_"+strings.Repeat("0", 32))
		require.ErrorIs(t, err, merchant.ErrInvalidKey)
		require.Empty(t, b.store.touches)
	})
}

func TestKeyKindPrefix(t *testing.T) {
	t.Parallel()
	require.Equal(t, "ak_live_", merchant.Secret.Prefix())
	require.Equal(t, "pk_live_", merchant.Publishable.Prefix())
}

func TestPassThroughReads(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	b := setup(t)
	_, err := b.svc.SetAllowedOrigins(ctx, b.merchant.ID, []string{"https://shop.example"})
	require.NoError(t, err)
	key, _, err := b.svc.CreateAPIKey(ctx, b.merchant.ID, merchant.Publishable, "")
	require.NoError(t, err)

	m, err := b.svc.MerchantByOwner(ctx, ownerWallet)
	require.NoError(t, err)
	require.Equal(t, b.merchant.ID, m.ID)
	_, err = b.svc.MerchantByOwner(ctx, common.Address{})
	require.ErrorIs(t, err, merchant.ErrNotFound)

	m, err = b.svc.Merchant(ctx, b.merchant.ID)
	require.NoError(t, err)
	require.Equal(t, []string{"https://shop.example"}, m.AllowedOrigins)

	keys, err := b.svc.APIKeys(ctx, b.merchant.ID)
	require.NoError(t, err)
	require.Equal(t, []merchant.APIKey{key}, keys)
}

package merchant_test

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/google/uuid"
	"github.com/stretchr/testify/require"

	"github.com/paystead/paystead/backend/compliance"
	"github.com/paystead/paystead/backend/merchant"
	"github.com/paystead/paystead/shared/apierr"
	"github.com/paystead/paystead/shared/apierr/apierrtest"
)

func TestUpdateProfile(t *testing.T) {
	t.Parallel()
	ctx := context.Background()

	t.Run("AppliesTrimmedFields", func(t *testing.T) {
		t.Parallel()
		b := setup(t)
		*b.now = t0.Add(time.Hour)
		m, err := b.svc.UpdateProfile(ctx, b.merchant.ID, merchant.Profile{
			DisplayName: ptr("  Acme Shop "), SupportEmail: ptr(" support@acme.example "), PayoutWallet: ptr(" " + payoutA.Hex() + " "),
		})
		require.NoError(t, err)
		require.Equal(t, "Acme Shop", m.DisplayName)
		require.Equal(t, "support@acme.example", m.SupportEmail)
		require.Equal(t, payoutA, m.PayoutWallet)
		require.Equal(t, []profileWrite{{displayName: "Acme Shop", supportEmail: "support@acme.example", payout: payoutA, at: t0.Add(time.Hour)}}, b.store.profiles)

		m, err = b.svc.UpdateProfile(ctx, b.merchant.ID, merchant.Profile{AccentColor: ptr(" #C0FFEE ")})
		require.NoError(t, err)
		require.Equal(t, "#c0ffee", m.AccentColor, "colours are stored as #rrggbb in lower case")
		require.Equal(t, "Acme Shop", m.DisplayName)
		m, err = b.svc.UpdateProfile(ctx, b.merchant.ID, merchant.Profile{AccentColor: ptr("#fa0")})
		require.NoError(t, err)
		require.Equal(t, "#ffaa00", m.AccentColor, "#rgb is written out")
		require.Equal(t, "#ffaa00", b.store.profiles[2].accentColor)
	})

	t.Run("LeavesNilFieldsAsTheyAre", func(t *testing.T) {
		t.Parallel()
		b := setup(t)
		_, err := b.svc.UpdateProfile(ctx, b.merchant.ID, merchant.Profile{PayoutWallet: ptr(payoutA.Hex())})
		require.NoError(t, err)
		m, err := b.svc.UpdateProfile(ctx, b.merchant.ID, merchant.Profile{DisplayName: ptr("Renamed")})
		require.NoError(t, err)
		require.Equal(t, "Renamed", m.DisplayName)
		require.Equal(t, "help@acme.example", m.SupportEmail)
		require.Equal(t, payoutA, m.PayoutWallet)
		require.Equal(t, profileWrite{displayName: "Renamed", supportEmail: "help@acme.example", payout: payoutA, at: t0}, b.store.profiles[1])
	})

	t.Run("EmptyStringsClear", func(t *testing.T) {
		t.Parallel()
		b := setup(t)
		_, err := b.svc.UpdateProfile(ctx, b.merchant.ID, merchant.Profile{PayoutWallet: ptr(payoutA.Hex()), AccentColor: ptr("#123456")})
		require.NoError(t, err)
		m, err := b.svc.UpdateProfile(ctx, b.merchant.ID, merchant.Profile{SupportEmail: ptr("  "), PayoutWallet: ptr(""), AccentColor: ptr(" ")})
		require.NoError(t, err)
		require.Equal(t, "Acme", m.DisplayName)
		require.Empty(t, m.SupportEmail)
		require.Empty(t, m.AccentColor)
		require.Equal(t, common.Address{}, m.PayoutWallet)
	})

	t.Run("CountsCharactersNotBytes", func(t *testing.T) {
		t.Parallel()
		b := setup(t)
		name := strings.Repeat("é", merchant.MaxDisplayNameLength) // 200 bytes, 100 characters
		m, err := b.svc.UpdateProfile(ctx, b.merchant.ID, merchant.Profile{DisplayName: &name})
		require.NoError(t, err)
		require.Equal(t, name, m.DisplayName)
	})

	t.Run("AcceptsALowerCaseWallet", func(t *testing.T) {
		t.Parallel()
		b := setup(t)
		m, err := b.svc.UpdateProfile(ctx, b.merchant.ID, merchant.Profile{PayoutWallet: ptr(strings.ToLower(payoutB.Hex()))})
		require.NoError(t, err)
		require.Equal(t, payoutB, m.PayoutWallet)
	})

	t.Run("Rejects", func(t *testing.T) {
		t.Parallel()
		for _, tc := range []struct {
			name    string
			profile merchant.Profile
			fields  []string
		}{
			{"NameOver100Characters", merchant.Profile{DisplayName: ptr(strings.Repeat("é", 101))}, []string{"displayName"}},
			{"NameEmpty", merchant.Profile{DisplayName: ptr("")}, []string{"displayName"}},
			{"NameOnlySpaces", merchant.Profile{DisplayName: ptr(" \t ")}, []string{"displayName"}},
			{"NameWithABidiOverride", merchant.Profile{DisplayName: ptr("Acme\u202egnp.exe")}, []string{"displayName"}},
			{"NameWithAC1Control", merchant.Profile{DisplayName: ptr("Ac\u0085me")}, []string{"displayName"}},
			{"ColourName", merchant.Profile{AccentColor: ptr("red")}, []string{"accentColor"}},
			{"ColourWithAlpha", merchant.Profile{AccentColor: ptr("#0b5cabff")}, []string{"accentColor"}},
			{"ColourWithoutHash", merchant.Profile{AccentColor: ptr("0b5cab")}, []string{"accentColor"}},
			{"ColourFunction", merchant.Profile{AccentColor: ptr("rgb(0,0,0)")}, []string{"accentColor"}},
			{"ColourInjectingCSS", merchant.Profile{AccentColor: ptr("#000;background:url(//x)")}, []string{"accentColor"}},
			{"NameWithANewline", merchant.Profile{DisplayName: ptr("Acme\nShop")}, []string{"displayName"}},
			{"NameWithDelete", merchant.Profile{DisplayName: ptr("Acme\x7f")}, []string{"displayName"}},
			{"NameWithANul", merchant.Profile{DisplayName: ptr("Ac\x00me")}, []string{"displayName"}},
			{"EmailWithoutAt", merchant.Profile{SupportEmail: ptr("support.acme.example")}, []string{"supportEmail"}},
			{"EmailWithAName", merchant.Profile{SupportEmail: ptr("Support <support@acme.example>")}, []string{"supportEmail"}},
			{"EmailInBrackets", merchant.Profile{SupportEmail: ptr("<support@acme.example>")}, []string{"supportEmail"}},
			{"TwoEmails", merchant.Profile{SupportEmail: ptr("a@acme.example, b@acme.example")}, []string{"supportEmail"}},
			{"EmailOver320", merchant.Profile{SupportEmail: ptr(strings.Repeat("a", 64) + "@" + strings.Repeat("b.", 128) + "example")}, []string{"supportEmail"}},
			{"WalletWithout0x", merchant.Profile{PayoutWallet: ptr(strings.TrimPrefix(payoutA.Hex(), "0x"))}, []string{"payoutWallet"}},
			{"WalletTooShort", merchant.Profile{PayoutWallet: ptr("0x1234")}, []string{"payoutWallet"}},
			{"WalletNotHex", merchant.Profile{PayoutWallet: ptr("0x" + strings.Repeat("g", 40))}, []string{"payoutWallet"}},
			{"ZeroWallet", merchant.Profile{PayoutWallet: ptr("0x" + strings.Repeat("0", 40))}, []string{"payoutWallet"}},
			{"EveryFieldAtOnce", merchant.Profile{DisplayName: ptr("\t" + strings.Repeat("a", 201)), SupportEmail: ptr("nope"), PayoutWallet: ptr("nope"), AccentColor: ptr("blue")},
				[]string{"displayName", "supportEmail", "payoutWallet", "accentColor"}},
		} {
			t.Run(tc.name, func(t *testing.T) {
				t.Parallel()
				b := setup(t).withScreener()
				_, err := b.svc.UpdateProfile(ctx, b.merchant.ID, tc.profile)
				apierrtest.RequireFields(t, err, tc.fields...)
				require.Empty(t, b.store.profiles, "nothing is written")
				require.Empty(t, b.screener.asked, "nothing is screened")
			})
		}
	})

	t.Run("AnUnknownMerchantIsNotFound", func(t *testing.T) {
		t.Parallel()
		b := setup(t)
		_, err := b.svc.UpdateProfile(ctx, uuid.New(), merchant.Profile{DisplayName: ptr("x")})
		require.ErrorIs(t, err, merchant.ErrNotFound)
	})

	t.Run("NeedsAStoreThatUpdatesProfiles", func(t *testing.T) {
		t.Parallel()
		svc := merchant.NewService(basicStore{newFakeStore()})
		_, err := svc.UpdateProfile(ctx, uuid.New(), merchant.Profile{})
		require.ErrorContains(t, err, "cannot update profiles")
		_, err = svc.SetAllowedOrigins(ctx, uuid.New(), nil)
		require.ErrorContains(t, err, "cannot update profiles")
		_, err = svc.PayoutScreen(ctx, uuid.New())
		require.ErrorContains(t, err, "cannot keep payout screens")
	})
}

func TestPayoutScreening(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	setWallet := func(b *testBundle, w common.Address) (merchant.Merchant, error) {
		return b.svc.UpdateProfile(ctx, b.merchant.ID, merchant.Profile{PayoutWallet: ptr(w.Hex())})
	}

	t.Run("ScreensANewWalletAndStoresTheScreenWithIt", func(t *testing.T) {
		t.Parallel()
		b := setup(t).withScreener()
		b.screener.screenedAt = t0.Add(-time.Second).In(time.FixedZone("CET", 3600))
		*b.now = t0.Add(time.Minute)
		m, err := setWallet(b, payoutA)
		require.NoError(t, err)
		require.Equal(t, payoutA, m.PayoutWallet)
		require.Equal(t, []string{payoutA.Hex()}, b.screener.asked)
		want := merchant.PayoutScreen{Wallet: payoutA, Category: "clear", ScreenedAt: t0.Add(-time.Second)}
		require.Equal(t, []profileWrite{{displayName: "Acme", supportEmail: "help@acme.example", payout: payoutA, screened: true, screen: want, at: t0.Add(time.Minute)}},
			b.store.profiles, "profile and screen in one write")
		require.Equal(t, time.UTC, b.store.profiles[0].screen.ScreenedAt.Location())

		got, err := b.svc.PayoutScreen(ctx, b.merchant.ID)
		require.NoError(t, err)
		require.Equal(t, want, got)
	})

	t.Run("AScreenWithoutATimeIsStampedNow", func(t *testing.T) {
		t.Parallel()
		b := setup(t).withScreener()
		_, err := setWallet(b, payoutA)
		require.NoError(t, err)
		require.Equal(t, t0, b.store.screens[b.merchant.ID].ScreenedAt)
	})

	t.Run("AReviewWalletIsAcceptedWithItsReason", func(t *testing.T) {
		t.Parallel()
		b := setup(t).withScreener()
		b.screener.categories = map[common.Address]compliance.Category{payoutA: compliance.Review}
		_, err := setWallet(b, payoutA)
		require.NoError(t, err)
		require.Equal(t, compliance.Review, b.store.screens[b.merchant.ID].Category)
		require.Equal(t, "listed as review", b.store.screens[b.merchant.ID].Reason)
	})

	for _, c := range []compliance.Category{compliance.Sanctioned, compliance.HighRisk} {
		t.Run("Blocks/"+string(c), func(t *testing.T) {
			t.Parallel()
			b := setup(t).withScreener()
			b.screener.categories = map[common.Address]compliance.Category{payoutA: c}
			_, err := setWallet(b, payoutA)
			e := apierrtest.RequireCode(t, err, apierr.MerchantPayoutBlocked)
			require.Equal(t, 403, e.Status())
			require.Contains(t, e.Message, payoutA.Hex())
			require.Empty(t, b.store.profiles, "the blocked wallet is not saved")
		})
	}

	for name, cause := range map[string]error{
		"Unavailable":      fmt.Errorf("%w: 503 from provider", compliance.ErrUnavailable),
		"ProviderRejected": fmt.Errorf("%w: 401 bad key", compliance.ErrProviderRejected),
	} {
		t.Run("AProviderThatCannotAnswerIsComplianceUnavailable/"+name, func(t *testing.T) {
			t.Parallel()
			b := setup(t).withScreener()
			b.screener.err = cause
			_, err := setWallet(b, payoutA)
			e := apierrtest.RequireCode(t, err, apierr.ComplianceUnavailable)
			require.Equal(t, 503, e.Status())
			require.Empty(t, b.store.profiles, "an unscreened wallet is not saved")
		})
	}

	t.Run("OtherScreeningErrorsAreInternal", func(t *testing.T) {
		t.Parallel()
		b := setup(t).withScreener()
		b.screener.err = compliance.ErrInvalidAddress
		_, err := setWallet(b, payoutA)
		require.ErrorIs(t, err, compliance.ErrInvalidAddress)
		apierrtest.RequireInternal(t, err)
		require.Empty(t, b.store.profiles)
	})

	t.Run("AnUnchangedWalletIsNotScreenedAgain", func(t *testing.T) {
		t.Parallel()
		b := setup(t).withScreener()
		_, err := setWallet(b, payoutA)
		require.NoError(t, err)
		b.screener.categories = map[common.Address]compliance.Category{payoutA: compliance.Sanctioned} // listed since
		_, err = b.svc.UpdateProfile(ctx, b.merchant.ID, merchant.Profile{DisplayName: ptr("Acme 2"), PayoutWallet: ptr(payoutA.Hex())})
		require.NoError(t, err)
		require.Len(t, b.screener.asked, 1)
		require.False(t, b.store.profiles[1].screened, "the stored screen is kept")
	})

	t.Run("AChangedWalletIsScreened", func(t *testing.T) {
		t.Parallel()
		b := setup(t).withScreener()
		_, err := setWallet(b, payoutA)
		require.NoError(t, err)
		b.screener.categories = map[common.Address]compliance.Category{payoutB: compliance.Sanctioned}
		_, err = setWallet(b, payoutB)
		apierrtest.RequireCode(t, err, apierr.MerchantPayoutBlocked)
		require.Equal(t, []string{payoutA.Hex(), payoutB.Hex()}, b.screener.asked)
		require.Equal(t, payoutA, b.store.merchants[b.merchant.ID].PayoutWallet, "the screened wallet stays")
	})

	t.Run("ClearingTheWalletDropsItsScreen", func(t *testing.T) {
		t.Parallel()
		b := setup(t).withScreener()
		_, err := setWallet(b, payoutA)
		require.NoError(t, err)
		_, err = b.svc.UpdateProfile(ctx, b.merchant.ID, merchant.Profile{PayoutWallet: ptr("")})
		require.NoError(t, err)
		require.Len(t, b.screener.asked, 1, "nothing to screen")
		require.True(t, b.store.profiles[1].screened)
		require.Equal(t, merchant.PayoutScreen{}, b.store.screens[b.merchant.ID])
	})

	t.Run("WithoutAScreenerWalletsAreStoredUnscreened", func(t *testing.T) {
		t.Parallel()
		b := setup(t)
		_, err := setWallet(b, payoutA)
		require.NoError(t, err)
		require.False(t, b.store.profiles[0].screened)
		require.Empty(t, b.screener.asked)
	})
}

func TestSetAllowedOrigins(t *testing.T) {
	t.Parallel()
	ctx := context.Background()

	t.Run("NormalisesAndDeduplicatesInOrder", func(t *testing.T) {
		t.Parallel()
		b := setup(t)
		got, err := b.svc.SetAllowedOrigins(ctx, b.merchant.ID, []string{
			"https://Shop.Example", "http://localhost:8080/", "https://shop.example:443", "HTTPS://SHOP.EXAMPLE", "http://[::1]:3000",
		})
		require.NoError(t, err)
		require.Equal(t, []string{"https://shop.example", "http://localhost:8080", "http://[::1]:3000"}, got)
		require.Equal(t, [][]string{got}, b.store.origins)
	})

	t.Run("AnEmptyListClearsThem", func(t *testing.T) {
		t.Parallel()
		b := setup(t)
		got, err := b.svc.SetAllowedOrigins(ctx, b.merchant.ID, nil)
		require.NoError(t, err)
		require.NotNil(t, got)
		require.Empty(t, got)
		require.Equal(t, [][]string{{}}, b.store.origins)
	})

	t.Run("AcceptsFiftyRefusesFiftyOne", func(t *testing.T) {
		t.Parallel()
		b := setup(t)
		origins := make([]string, merchant.MaxAllowedOrigins+1)
		for i := range origins {
			origins[i] = fmt.Sprintf("https://shop%d.example", i)
		}
		_, err := b.svc.SetAllowedOrigins(ctx, b.merchant.ID, origins)
		apierrtest.RequireFields(t, err, "origins")
		require.Empty(t, b.store.origins)

		got, err := b.svc.SetAllowedOrigins(ctx, b.merchant.ID, origins[:merchant.MaxAllowedOrigins])
		require.NoError(t, err)
		require.Len(t, got, merchant.MaxAllowedOrigins)
	})

	t.Run("NamesEachBadOrigin", func(t *testing.T) {
		t.Parallel()
		b := setup(t)
		_, err := b.svc.SetAllowedOrigins(ctx, b.merchant.ID, []string{
			"https://ok.example",
			"shop.example",
			"ftp://shop.example",
			"https://shop.example/checkout",
			"https://shop.example?x=1",
			"https://shop.example#top",
			"https://user:pw@shop.example",
			"https://bücher.example",
			"https://shop.example:99999",
			"",
			"https://ok.example", // a duplicate is not an error
		})
		apierrtest.RequireFields(t, err, "origins[1]", "origins[2]", "origins[3]", "origins[4]", "origins[5]", "origins[6]", "origins[7]", "origins[8]", "origins[9]")
		require.Empty(t, b.store.origins, "all or nothing")
	})

	t.Run("WrapsStoreFailures", func(t *testing.T) {
		t.Parallel()
		b := setup(t)
		b.store.err = errBoom
		_, err := b.svc.SetAllowedOrigins(ctx, b.merchant.ID, []string{"https://shop.example"})
		require.ErrorIs(t, err, errBoom)
	})
}

// TestChangesReachTheKeyCache: a merchant's key cached by Authenticate
// carries the merchant (its origins, its payout wallet); every change this
// Service makes empties the cache so the next request sees it.
func TestChangesReachTheKeyCache(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	for name, change := range map[string]func(b *testBundle, key merchant.APIKey) error{
		"SetAllowedOrigins": func(b *testBundle, _ merchant.APIKey) error {
			_, err := b.svc.SetAllowedOrigins(ctx, b.merchant.ID, []string{"https://new.example"})
			return err
		},
		"UpdateProfile": func(b *testBundle, _ merchant.APIKey) error {
			_, err := b.svc.UpdateProfile(ctx, b.merchant.ID, merchant.Profile{DisplayName: ptr("New")})
			return err
		},
		"UpdateProfileScreened": func(b *testBundle, _ merchant.APIKey) error {
			b.withScreener()
			_, err := b.svc.UpdateProfile(ctx, b.merchant.ID, merchant.Profile{PayoutWallet: ptr(payoutA.Hex())})
			return err
		},
		"RevokeAPIKey": func(b *testBundle, key merchant.APIKey) error {
			return b.svc.RevokeAPIKey(ctx, b.merchant.ID, key.ID)
		},
		// The revocation may have committed before its error came back.
		"RevokeAPIKeyThatFailed": func(b *testBundle, key merchant.APIKey) error {
			b.store.err = errBoom
			defer func() { b.store.err = nil }()
			if err := b.svc.RevokeAPIKey(ctx, b.merchant.ID, key.ID); !errors.Is(err, errBoom) {
				return fmt.Errorf("RevokeAPIKey: got %v, want %v", err, errBoom)
			}
			return nil
		},
	} {
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			b := setup(t)
			cache := merchant.NewKeyCache(time.Hour)
			b.svc.UseKeyCache(cache)
			cache.Watching(true)
			key, plain, err := b.svc.CreateAPIKey(ctx, b.merchant.ID, merchant.Secret, "")
			require.NoError(t, err)
			for range 2 {
				_, err := b.svc.Authenticate(ctx, plain)
				require.NoError(t, err)
			}
			require.Equal(t, 1, b.store.lookups, "the second request is served from the cache")

			require.NoError(t, change(b, key))
			_, _ = b.svc.Authenticate(ctx, plain)
			require.Equal(t, 2, b.store.lookups, "the change emptied the cache")
		})
	}
}

func TestRecordPayoutScreen(t *testing.T) {
	t.Parallel()
	b := setup(t)
	ctx := context.Background()
	m := b.store.merchants[b.merchant.ID]
	m.PayoutWallet = common.HexToAddress("0x2222222222222222222222222222222222222222")
	b.store.merchants[b.merchant.ID] = m
	at := time.Date(2026, 11, 24, 12, 0, 0, 0, time.FixedZone("CET", 3600))
	require.NoError(t, b.svc.RecordPayoutScreen(ctx, m.PayoutWallet, compliance.Clear, "", at))
	got, err := b.svc.PayoutScreen(ctx, b.merchant.ID)
	require.NoError(t, err)
	require.Equal(t, merchant.PayoutScreen{Wallet: m.PayoutWallet, Category: compliance.Clear, ScreenedAt: at.UTC()}, got)
}

func TestSetNetworks(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	deployment := []int64{8453, 42161, 10}

	t.Run("SomeInTheMerchantsOrderThenEveryOne", func(t *testing.T) {
		t.Parallel()
		b := setup(t)
		got, err := b.svc.SetNetworks(ctx, b.merchant.ID, []int64{42161, 8453}, deployment)
		require.NoError(t, err)
		require.Equal(t, []int64{42161, 8453}, got)
		require.Equal(t, []int64{42161, 8453}, b.store.merchants[b.merchant.ID].Networks)

		got, err = b.svc.SetNetworks(ctx, b.merchant.ID, nil, deployment)
		require.NoError(t, err)
		require.Nil(t, got)
		require.Nil(t, b.store.merchants[b.merchant.ID].Networks, "nil: every network")
	})

	t.Run("Refusals", func(t *testing.T) {
		t.Parallel()
		b := setup(t)
		for _, bad := range [][]int64{{}, {137}, {8453, 8453}} {
			_, err := b.svc.SetNetworks(ctx, b.merchant.ID, bad, deployment)
			e := apierrtest.RequireCode(t, err, apierr.BadBody)
			require.Equal(t, "networks", e.Fields[0].Field, "%v", bad)
		}
		require.Nil(t, b.store.merchants[b.merchant.ID].Networks, "nothing stored")
	})
}

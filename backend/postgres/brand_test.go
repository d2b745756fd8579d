package postgres_test

import (
	"bytes"
	"context"
	"crypto/sha256"
	"errors"
	"strings"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/google/uuid"
	"github.com/jackc/pgx/v5/pgconn"
	"github.com/stretchr/testify/require"

	"github.com/paystead/paystead/backend/merchant"
	"github.com/paystead/paystead/backend/postgres/pgtest"
)

func TestMerchantBrand(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	svg := []byte(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect width="10" height="10" fill="#0b5cab"></rect></svg>`)
	logoOf := func(b []byte, contentType string, at time.Time) merchant.Logo {
		return merchant.Logo{LogoRef: merchant.LogoRef{ContentType: contentType, SHA256: sha256.Sum256(b), UpdatedAt: at}, Bytes: b}
	}

	t.Run("AccentColorSetReadAndCleared", func(t *testing.T) {
		t.Parallel()
		b := setupSessions(t)
		require.NoError(t, b.merchants.UpdateProfile(ctx, b.merchant.ID, "Acme", "", "#0b5cab", common.Address{}, time.Now()))
		m, err := b.merchants.Merchant(ctx, b.merchant.ID)
		require.NoError(t, err)
		require.Equal(t, "#0b5cab", m.AccentColor)
		byOwner, err := b.merchants.MerchantByOwner(ctx, b.merchant.OwnerWallet)
		require.NoError(t, err)
		require.Equal(t, "#0b5cab", byOwner.AccentColor)

		require.NoError(t, b.merchants.UpdateProfile(ctx, b.merchant.ID, "Acme", "", "", common.Address{}, time.Now()))
		m, err = b.merchants.Merchant(ctx, b.merchant.ID)
		require.NoError(t, err)
		require.Empty(t, m.AccentColor, "\"\" clears it (NULL)")
	})

	t.Run("LogoSetReadReplacedDeleted", func(t *testing.T) {
		t.Parallel()
		b := setupSessions(t)
		_, err := b.merchants.Logo(ctx, b.merchant.ID)
		require.ErrorIs(t, err, merchant.ErrNotFound, "none yet")
		m, err := b.merchants.Merchant(ctx, b.merchant.ID)
		require.NoError(t, err)
		require.Nil(t, m.Logo)

		at := time.Date(2030, 5, 1, 12, 0, 0, 0, time.UTC)
		first := logoOf(svg, merchant.LogoSVG, at)
		require.NoError(t, b.merchants.SetLogo(ctx, b.merchant.ID, first))
		got, err := b.merchants.Logo(ctx, b.merchant.ID)
		require.NoError(t, err)
		require.Equal(t, first.Bytes, got.Bytes)
		require.Equal(t, first.LogoRef, merchant.LogoRef{ContentType: got.ContentType, SHA256: got.SHA256, UpdatedAt: got.UpdatedAt.UTC()})
		m, err = b.merchants.Merchant(ctx, b.merchant.ID)
		require.NoError(t, err)
		require.NotNil(t, m.Logo, "the merchant's row names its logo")
		require.Equal(t, first.SHA256, m.Logo.SHA256)
		require.Equal(t, merchant.LogoSVG, m.Logo.ContentType)

		png := append([]byte("\x89PNG\r\n\x1a\n"), bytes.Repeat([]byte{1}, 100)...)
		second := logoOf(png, merchant.LogoPNG, at.Add(time.Hour))
		require.NoError(t, b.merchants.SetLogo(ctx, b.merchant.ID, second))
		got, err = b.merchants.Logo(ctx, b.merchant.ID)
		require.NoError(t, err)
		require.Equal(t, png, got.Bytes)
		require.Equal(t, merchant.LogoPNG, got.ContentType)

		require.NoError(t, b.merchants.DeleteLogo(ctx, b.merchant.ID))
		require.NoError(t, b.merchants.DeleteLogo(ctx, b.merchant.ID), "deleting none is no error")
		_, err = b.merchants.Logo(ctx, b.merchant.ID)
		require.ErrorIs(t, err, merchant.ErrNotFound)
		m, err = b.merchants.Merchant(ctx, b.merchant.ID)
		require.NoError(t, err)
		require.Nil(t, m.Logo)
	})

	t.Run("UnknownMerchantIsErrNotFound", func(t *testing.T) {
		t.Parallel()
		b := setupSessions(t)
		id := uuid.New()
		require.ErrorIs(t, b.merchants.SetLogo(ctx, id, logoOf(svg, merchant.LogoSVG, time.Now())), merchant.ErrNotFound)
		require.ErrorIs(t, b.merchants.DeleteLogo(ctx, id), merchant.ErrNotFound)
		_, err := b.merchants.Logo(ctx, id)
		require.ErrorIs(t, err, merchant.ErrNotFound)
	})

	// The schema holds the limits itself: a writer that skipped the
	// merchant package's checks still cannot store a bad brand.
	t.Run("SchemaRefusesWhatTheDomainRefuses", func(t *testing.T) {
		t.Parallel()
		b := setupSessions(t)
		pool := pgtest.Pool(t)
		checkViolation := func(err error) {
			t.Helper()
			var pgErr *pgconn.PgError
			require.True(t, errors.As(err, &pgErr), "%v", err)
			require.Equal(t, "23514", pgErr.Code, "check_violation: %v", err)
		}
		for _, c := range []string{"#0B5CAB", "#abc", "red", "#0b5cab; x", ""} {
			checkViolation(b.merchants.UpdateProfile(ctx, b.merchant.ID, "Acme", "", "x", common.Address{}, time.Now()))
			_, err := pool.Exec(ctx, `UPDATE merchants SET accent_color = $2 WHERE id = $1`, b.merchant.ID, c)
			checkViolation(err)
		}
		over := logoOf(bytes.Repeat([]byte("a"), merchant.MaxLogoBytes+1), merchant.LogoPNG, time.Now())
		checkViolation(b.merchants.SetLogo(ctx, b.merchant.ID, over))
		checkViolation(b.merchants.SetLogo(ctx, b.merchant.ID, logoOf([]byte("<html>"), "text/html", time.Now())))
		checkViolation(b.merchants.SetLogo(ctx, b.merchant.ID, logoOf(nil, merchant.LogoPNG, time.Now())))
		_, err := pool.Exec(ctx, `UPDATE merchants SET logo = '\x00' WHERE id = $1`, b.merchant.ID)
		checkViolation(err) // without its type, hash and time
		require.True(t, strings.HasPrefix(merchant.LogoSVG, "image/"))
		_, err = b.merchants.Logo(ctx, b.merchant.ID)
		require.ErrorIs(t, err, merchant.ErrNotFound, "nothing was stored")
	})
}

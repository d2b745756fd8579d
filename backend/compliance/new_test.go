package compliance_test

import (
	"context"
	"path/filepath"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"github.com/paystead/paystead/backend/compliance"
)

// TestNewChoosesTheProviderOfTheKind: the provider New builds is the one
// the setting names, and it screens with the options given (the clock,
// the list file, the oracle, the API).
func TestNewChoosesTheProviderOfTheKind(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	const listed = "0x2222222222222222222222222222222222222222"

	listFile := filepath.Join(t.TempDir(), "screening.list")
	writeList(t, listFile, listed+" high-risk  flagged by support\n", fixedNow.Add(-time.Hour))
	api := newScreeningAPI(t, reply{status: 200, body: sanctionedBody})

	for _, tc := range []struct {
		kind     string
		opts     compliance.Options
		provider string
		category compliance.Category
	}{
		{"allowall", compliance.Options{Now: now}, compliance.KindAllowAll, compliance.Clear},
		{"LIST", compliance.Options{ListFile: listFile, Now: now}, compliance.KindList, compliance.HighRisk},
		{"oracle", compliance.Options{Oracle: &fakeOracle{listed: map[string]bool{listed: true}}, Now: now}, compliance.KindOracle, compliance.Sanctioned},
		{" http", compliance.Options{HTTP: compliance.HTTPOptions{URL: api.server.URL, APIKey: apiKey}, Now: now}, compliance.KindHTTP, compliance.Sanctioned},
	} {
		t.Run(tc.kind, func(t *testing.T) {
			t.Parallel()
			p, err := compliance.New(tc.kind, tc.opts)
			require.NoError(t, err)
			res, err := p.Screen(ctx, listed)
			require.NoError(t, err)
			require.Equal(t, tc.provider, res.Provider)
			require.Equal(t, tc.category, res.Category)
			require.Equal(t, listed, res.Address)
			require.Equal(t, fixedNow, res.ScreenedAt, "the clock in the options")
			if tc.category == compliance.Clear {
				require.Empty(t, res.Reason)
			} else {
				require.NotEmpty(t, res.Reason, "a listing comes with its reason")
			}
		})
	}

	t.Run("TheListFileIsTheOneNamed", func(t *testing.T) {
		t.Parallel()
		p, err := compliance.New("list", compliance.Options{ListFile: listFile, Now: now})
		require.NoError(t, err)
		res, err := p.Screen(ctx, listed)
		require.NoError(t, err)
		require.Equal(t, "flagged by support", res.Reason)
	})
}

func TestNewWithoutAClockUsesTheWallClock(t *testing.T) {
	t.Parallel()
	p, err := compliance.New("allowall", compliance.Options{})
	require.NoError(t, err)
	before := time.Now()
	res, err := p.Screen(context.Background(), clearAddr)
	require.NoError(t, err)
	require.WithinRange(t, res.ScreenedAt, before.Add(-time.Second), time.Now().Add(time.Second))
	require.Equal(t, time.UTC, res.ScreenedAt.Location())
}

func TestCategoryValid(t *testing.T) {
	t.Parallel()
	for _, c := range []compliance.Category{compliance.Sanctioned, compliance.HighRisk, compliance.Review, compliance.Clear} {
		require.True(t, c.Valid(), c)
	}
	for _, c := range []compliance.Category{"", "Sanctioned", "high_risk", "highrisk", "allow", "reject", "unknown"} {
		require.False(t, c.Valid(), "%q", c)
	}
}

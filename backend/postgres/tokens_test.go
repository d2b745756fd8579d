package postgres_test

import (
	"context"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/paystead/paystead/backend/postgres"
	"github.com/paystead/paystead/backend/postgres/pgtest"
)

// A deployment's tokens are rows of the tokens table, which invoices name
// (#31 item 2): a new one is added at start, one already there keeps its
// decimals.
func TestDeclareTokens(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	pool := pgtest.Pool(t)
	symbol := "T" + symbolOf(randomHash(t).Hex()[2:10]) // a token of this test's own

	require.NoError(t, postgres.DeclareTokens(ctx, pool, []postgres.TokenRow{{Symbol: "USDC", Decimals: 6}, {Symbol: symbol, Decimals: 6}}))
	var decimals int
	require.NoError(t, pool.QueryRow(ctx, `SELECT decimals FROM tokens WHERE symbol = $1`, symbol).Scan(&decimals))
	require.Equal(t, 6, decimals)
	require.NoError(t, postgres.DeclareTokens(ctx, pool, []postgres.TokenRow{{Symbol: symbol, Decimals: 6}}), "declared again at the next start")

	err := postgres.DeclareTokens(ctx, pool, []postgres.TokenRow{{Symbol: symbol, Decimals: 18}})
	require.ErrorContains(t, err, "declared with 18 decimals, and the database holds it with 6")
	require.NoError(t, pool.QueryRow(ctx, `SELECT decimals FROM tokens WHERE symbol = $1`, symbol).Scan(&decimals))
	require.Equal(t, 6, decimals, "unchanged")
}

// symbolOf upper-cases hex digits into a token symbol's letters and digits.
func symbolOf(hex string) string {
	out := []byte(hex)
	for i, c := range out {
		if c >= 'a' && c <= 'f' {
			out[i] = c - 'a' + 'A'
		}
	}
	return string(out)
}

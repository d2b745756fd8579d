package postgres

import (
	"context"
	"fmt"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgxpool"
)

// TokenRow is a token as the tokens table holds it.
type TokenRow struct {
	Symbol   string
	Decimals uint8
}

// DeclareTokens adds the deployment's tokens the tokens table lacks, which
// invoices and payment links name; a token already there must have the
// same decimals (a symbol's amounts would otherwise be read anew).
func DeclareTokens(ctx context.Context, pool *pgxpool.Pool, tokens []TokenRow) error {
	return pgx.BeginFunc(ctx, pool, func(tx pgx.Tx) error {
		for _, t := range tokens {
			var decimals int16
			err := tx.QueryRow(ctx, `INSERT INTO tokens (symbol, decimals) VALUES ($1, $2)
				ON CONFLICT (symbol) DO UPDATE SET symbol = EXCLUDED.symbol RETURNING decimals`, t.Symbol, int16(t.Decimals)).Scan(&decimals)
			if err != nil {
				return fmt.Errorf("declare token %s: %w", t.Symbol, err)
			}
			if decimals != int16(t.Decimals) {
				return fmt.Errorf("token %s is declared with %d decimals, and the database holds it with %d: a token keeps its decimals", t.Symbol, t.Decimals, decimals)
			}
		}
		return nil
	})
}

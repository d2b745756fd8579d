package pgtest

import (
	"context"
	"fmt"
	"testing"

	"github.com/jackc/pgx/v5/pgxpool"
)

// BaselineInsert creates a plain table (if the database has none yet) and
// returns an insert of one row into it: the floor a benchmark compares the
// cost of a store's writes with.
func BaselineInsert(tb testing.TB, pool *pgxpool.Pool) func(context.Context) error {
	tb.Helper()
	mustExec(tb, pool, "pgtest.BaselineInsert", `CREATE TABLE IF NOT EXISTS bench_rows (
		id bigserial PRIMARY KEY, payload text NOT NULL, created_at timestamptz NOT NULL DEFAULT now())`)
	return func(ctx context.Context) error {
		if _, err := pool.Exec(ctx, `INSERT INTO bench_rows (payload) VALUES ($1)`, "bench"); err != nil {
			return fmt.Errorf("pgtest.BaselineInsert: %w", err)
		}
		return nil
	}
}

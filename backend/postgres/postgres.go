// Package postgres is the only package that speaks SQL: the pgx
// connection pool, the embedded schema migrations, and one store per
// concern implementing the interfaces the domain packages and the relayer
// declare (invoices.go, checkout.go, gate.go, escrows.go, merchants.go,
// sessions.go, webhooks.go; relayer_*.go for relayer.Store). Every change
// of an invoice's or a submission's status is written once, in
// transitions.go, with its webhook event in the same transaction. Each
// store file has a test against a real PostgreSQL (pgtest).
package postgres

import (
	"context"
	"fmt"
	"math"
	"strings"
	"time"

	"github.com/jackc/pgx/v5/pgxpool"
)

// Open connects a pool to databaseURL and checks that the database answers.
// The pool opens up to DATABASE_URL's pool_max_conns, or 32.
func Open(ctx context.Context, databaseURL string) (*pgxpool.Pool, error) {
	return OpenMax(ctx, databaseURL, 0)
}

// OpenMax is Open with a pool of at most maxConns connections (0: the
// URL's pool_max_conns, or 32).
func OpenMax(ctx context.Context, databaseURL string, maxConns int) (*pgxpool.Pool, error) {
	cfg, err := pgxpool.ParseConfig(databaseURL)
	if err != nil {
		// The parse error may echo the URL, password included: keep it out.
		return nil, fmt.Errorf("postgres.Open: DATABASE_URL is not a valid connection string")
	}
	// pgxpool's default (4 on a small machine) starves concurrent requests.
	switch {
	case maxConns > 0:
		cfg.MaxConns = int32(min(maxConns, math.MaxInt32))
	case !strings.Contains(databaseURL, "pool_max_conns"):
		cfg.MaxConns = 32
	}
	cfg.MaxConnIdleTime = 5 * time.Minute
	cfg.HealthCheckPeriod = 30 * time.Second
	pool, err := pgxpool.NewWithConfig(ctx, cfg)
	if err != nil {
		return nil, fmt.Errorf("postgres.Open: %w", err)
	}
	pingCtx, cancel := context.WithTimeout(ctx, 10*time.Second)
	defer cancel()
	if err := pool.Ping(pingCtx); err != nil {
		pool.Close()
		return nil, fmt.Errorf("postgres.Open: database at %s:%d is unreachable: %w", cfg.ConnConfig.Host, cfg.ConnConfig.Port, err)
	}
	return pool, nil
}

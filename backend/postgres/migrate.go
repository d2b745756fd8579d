package postgres

import (
	"context"
	"embed"
	"fmt"
	"io/fs"
	"path"
	"sort"
	"strings"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgxpool"
	"github.com/riverqueue/river/riverdriver/riverpgxv5"
	"github.com/riverqueue/river/rivermigrate"
)

//go:embed migrations/*.sql
var migrationFiles embed.FS

// Migrations is the embedded set of schema migrations, applied in file-name
// order.
func Migrations() fs.FS {
	sub, err := fs.Sub(migrationFiles, "migrations")
	if err != nil {
		panic(err) // the embed pattern guarantees the folder exists
	}
	return sub
}

// migrateLockKey is the advisory lock that serialises migrators, so several
// processes may run Migrate at once.
const migrateLockKey = 7_361_204_118

// Migrate brings the schema up to date: River's own tables first, then
// Paystead's migrations in one transaction. An advisory lock serialises
// migrators, so it is idempotent and safe to run from several processes at
// once. It
// returns the versions it applied.
func Migrate(ctx context.Context, pool *pgxpool.Pool) ([]string, error) {
	return migrate(ctx, pool, Migrations())
}

func migrate(ctx context.Context, pool *pgxpool.Pool, files fs.FS) ([]string, error) {
	// A session-level lock on one connection: River applies each of its
	// migrations in a transaction of its own (some add enum values, which
	// cannot be used in the transaction that adds them).
	conn, err := pool.Acquire(ctx)
	if err != nil {
		return nil, fmt.Errorf("postgres.Migrate: %w", err)
	}
	defer conn.Release()
	if _, err := conn.Exec(ctx, "SELECT pg_advisory_lock($1)", migrateLockKey); err != nil {
		return nil, fmt.Errorf("postgres.Migrate: lock: %w", err)
	}
	defer conn.Exec(context.WithoutCancel(ctx), "SELECT pg_advisory_unlock($1)", migrateLockKey) //nolint:errcheck

	migrator, err := rivermigrate.New(riverpgxv5.New(pool), nil)
	if err != nil {
		return nil, fmt.Errorf("postgres.Migrate: river: %w", err)
	}
	if _, err := migrator.Migrate(ctx, rivermigrate.DirectionUp, nil); err != nil {
		return nil, fmt.Errorf("postgres.Migrate: river: %w", err)
	}

	// Paystead's own migrations apply all-or-nothing.
	tx, err := conn.Begin(ctx)
	if err != nil {
		return nil, fmt.Errorf("postgres.Migrate: %w", err)
	}
	defer tx.Rollback(ctx) //nolint:errcheck // a no-op after Commit

	if _, err := tx.Exec(ctx, `CREATE TABLE IF NOT EXISTS schema_migrations (
		version    text PRIMARY KEY,
		applied_at timestamptz NOT NULL DEFAULT now())`); err != nil {
		return nil, fmt.Errorf("postgres.Migrate: %w", err)
	}
	applied := map[string]bool{}
	rows, err := tx.Query(ctx, "SELECT version FROM schema_migrations")
	if err != nil {
		return nil, fmt.Errorf("postgres.Migrate: %w", err)
	}
	versions, err := pgx.CollectRows(rows, pgx.RowTo[string])
	if err != nil {
		return nil, fmt.Errorf("postgres.Migrate: %w", err)
	}
	for _, v := range versions {
		applied[v] = true
	}

	names, err := fs.Glob(files, "*.sql")
	if err != nil {
		return nil, fmt.Errorf("postgres.Migrate: %w", err)
	}
	sort.Strings(names)
	var done []string
	for _, name := range names {
		version := strings.TrimSuffix(path.Base(name), ".sql")
		if applied[version] {
			continue
		}
		sql, err := fs.ReadFile(files, name)
		if err != nil {
			return nil, fmt.Errorf("postgres.Migrate: %w", err)
		}
		if _, err := tx.Exec(ctx, string(sql)); err != nil {
			return nil, fmt.Errorf("postgres.Migrate: migration %s: %w", name, err)
		}
		if _, err := tx.Exec(ctx, "INSERT INTO schema_migrations (version) VALUES ($1)", version); err != nil {
			return nil, fmt.Errorf("postgres.Migrate: record %s: %w", version, err)
		}
		done = append(done, version)
	}
	if err := tx.Commit(ctx); err != nil {
		return nil, fmt.Errorf("postgres.Migrate: commit: %w", err)
	}
	return done, nil
}

// Pending lists the embedded migrations the database has not applied yet;
// `paystead serve` refuses to start until `paystead migrate` has run.
func Pending(ctx context.Context, pool *pgxpool.Pool) ([]string, error) {
	var exists bool
	if err := pool.QueryRow(ctx, "SELECT to_regclass('schema_migrations') IS NOT NULL").Scan(&exists); err != nil {
		return nil, fmt.Errorf("postgres.Pending: %w", err)
	}
	applied := map[string]bool{}
	if exists {
		rows, err := pool.Query(ctx, "SELECT version FROM schema_migrations")
		if err != nil {
			return nil, fmt.Errorf("postgres.Pending: %w", err)
		}
		versions, err := pgx.CollectRows(rows, pgx.RowTo[string])
		if err != nil {
			return nil, fmt.Errorf("postgres.Pending: %w", err)
		}
		for _, v := range versions {
			applied[v] = true
		}
	}
	names, err := fs.Glob(Migrations(), "*.sql")
	if err != nil {
		return nil, fmt.Errorf("postgres.Pending: %w", err)
	}
	sort.Strings(names)
	var pending []string
	for _, name := range names {
		if v := strings.TrimSuffix(name, ".sql"); !applied[v] {
			pending = append(pending, v)
		}
	}
	return pending, nil
}

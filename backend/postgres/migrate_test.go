package postgres_test

import (
	"context"
	"sync"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/paystead/paystead/backend/postgres"
	"github.com/paystead/paystead/backend/postgres/pgtest"
)

func TestMain(m *testing.M) { pgtest.Main(m) }

func TestMigrate(t *testing.T) {
	t.Parallel()
	ctx := context.Background()

	t.Run("IsIdempotent", func(t *testing.T) {
		t.Parallel()
		pool := pgtest.Pool(t)
		applied, err := postgres.Migrate(ctx, pool)
		require.NoError(t, err)
		require.Empty(t, applied, "the package database comes migrated; another run applies nothing")
		pending, err := postgres.Pending(ctx, pool)
		require.NoError(t, err)
		require.Empty(t, pending)
	})

	t.Run("CreatesPaysteadAndRiverTables", func(t *testing.T) {
		t.Parallel()
		pool := pgtest.Pool(t)
		for _, table := range []string{"merchants", "api_keys", "schema_migrations", "river_job", "river_leader"} {
			var exists bool
			require.NoError(t, pool.QueryRow(ctx, "SELECT to_regclass($1) IS NOT NULL", table).Scan(&exists))
			require.True(t, exists, "table %s", table)
		}
	})

	t.Run("PendingListsEverythingOnAnEmptyDatabase", func(t *testing.T) {
		t.Parallel()
		p, err := postgres.Open(ctx, pgtest.EmptyDB(t))
		require.NoError(t, err)
		defer p.Close()
		pending, err := postgres.Pending(ctx, p)
		require.NoError(t, err)
		require.Contains(t, pending, "0001_merchants")
	})

	t.Run("ConcurrentRunsApplyEachMigrationOnce", func(t *testing.T) {
		t.Parallel()
		url := pgtest.EmptyDB(t)
		const runners = 6
		var wg sync.WaitGroup
		applied := make([][]string, runners)
		errs := make([]error, runners)
		for i := range runners {
			wg.Go(func() {
				p, err := postgres.Open(ctx, url)
				if err != nil {
					errs[i] = err
					return
				}
				defer p.Close()
				applied[i], errs[i] = postgres.Migrate(ctx, p)
			})
		}
		wg.Wait()
		total := 0
		for i := range runners {
			require.NoError(t, errs[i], "runner %d", i)
			total += len(applied[i])
		}
		p, err := postgres.Open(ctx, url)
		require.NoError(t, err)
		defer p.Close()
		var recorded int
		require.NoError(t, p.QueryRow(ctx, "SELECT count(*) FROM schema_migrations").Scan(&recorded))
		require.Positive(t, recorded)
		require.Equal(t, recorded, total, "each migration is applied by exactly one runner")
		pending, err := postgres.Pending(ctx, p)
		require.NoError(t, err)
		require.Empty(t, pending)
	})
}

package postgres_test

import (
	"context"
	"os"
	"sync"
	"testing"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5/pgxpool"
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

// 0009 subscribes endpoints that took every event type there was to
// invoice.failed, once, and leaves endpoints that chose fewer alone.
func TestMigrationInvoiceFailedSubscribesAllEventEndpoints(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	p := ownDatabase(t)
	sql, err := os.ReadFile("migrations/0009_invoice_failed.sql")
	require.NoError(t, err)

	merchant := uuid.New()
	_, err = p.Exec(ctx, `INSERT INTO merchants (id, owner_wallet) VALUES ($1, $2)`, merchant, make([]byte, 20))
	require.NoError(t, err)
	all := []string{"invoice.created", "invoice.paid", "invoice.refunded", "invoice.matured", "invoice.claimed", "submission.failed"}
	endpoints := map[string][]string{"all": all, "paid": {"invoice.paid"}}
	ids := map[string]uuid.UUID{}
	for name, events := range endpoints {
		ids[name] = uuid.New()
		_, err = p.Exec(ctx, `INSERT INTO webhook_endpoints (id, merchant_id, url, events, secret) VALUES ($1, $2, 'https://shop.example/hook', $3, 'whsec')`,
			ids[name], merchant, events)
		require.NoError(t, err)
	}
	for range 2 { // applied twice, it adds the type once
		_, err = p.Exec(ctx, string(sql))
		require.NoError(t, err)
	}
	events := func(name string) []string {
		var got []string
		require.NoError(t, p.QueryRow(ctx, `SELECT events FROM webhook_endpoints WHERE id = $1`, ids[name]).Scan(&got))
		return got
	}
	require.Equal(t, append(all, "invoice.failed"), events("all"))
	require.Equal(t, []string{"invoice.paid"}, events("paid"))
}

// ownDatabase is a fresh database of the test's own, migrated: for tests
// whose statements touch every row of a table.
func ownDatabase(t *testing.T) *pgxpool.Pool {
	t.Helper()
	ctx := context.Background()
	p, err := postgres.Open(ctx, pgtest.EmptyDB(t))
	require.NoError(t, err)
	t.Cleanup(p.Close)
	_, err = postgres.Migrate(ctx, p)
	require.NoError(t, err)
	return p
}

package postgres_test

import (
	"bytes"
	"context"
	"crypto/rand"
	"io/fs"
	"os"
	"sync"
	"testing"
	"testing/fstest"
	"time"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgconn"
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

// 0018 carries the refunds made before it over: a refunded invoice has
// its whole amount refunded, in one refund of its refund transaction;
// a paid one has none.
func TestMigrationPartialRefundsCarriesRefundsOver(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	p, merchant := databaseBefore(t, "0018")
	refundedAt := time.Date(2026, 3, 2, 9, 0, 0, 0, time.UTC)
	refundTx := bytes.Repeat([]byte{0xab}, 32)
	insert := func(status string, amount int64) []byte {
		id := make([]byte, 32)
		_, err := rand.Read(id)
		require.NoError(t, err)
		var (
			at   *time.Time
			hash []byte
		)
		if status == "refunded" {
			at, hash = &refundedAt, refundTx
		}
		_, err = p.Exec(ctx, `INSERT INTO invoices (id, merchant_id, merchant_wallet, amount, pay_in_token, payout_token, status, chain_id, gateway,
			paid_at, paid_at_unix, refunded_at, refund_tx_hash)
			VALUES ($1, $2, $3, $4, 'USDC', $3, $5, 1, $3, $6, $7, $8, $9)`,
			id, merchant, make([]byte, 20), amount, status, refundedAt.Add(-time.Hour), refundedAt.Add(-time.Hour).Unix(), at, hash)
		require.NoError(t, err)
		return id
	}
	refunded, paid := insert("refunded", 19_990_000), insert("paid", 5_000_000)

	_, err := postgres.Migrate(ctx, p)
	require.NoError(t, err)
	amountRefunded := func(id []byte) int64 {
		var v int64
		require.NoError(t, p.QueryRow(ctx, `SELECT refunded_amount FROM invoices WHERE id = $1`, id).Scan(&v))
		return v
	}
	require.Equal(t, int64(19_990_000), amountRefunded(refunded))
	require.Zero(t, amountRefunded(paid))
	var (
		tx                []byte
		amount, remaining int64
		at                time.Time
		n                 int
	)
	require.NoError(t, p.QueryRow(ctx, `SELECT tx_hash, amount, remaining, refunded_at, count(*) OVER () FROM invoice_refunds WHERE invoice_id = $1`, refunded).
		Scan(&tx, &amount, &remaining, &at, &n))
	require.Equal(t, 1, n)
	require.Equal(t, refundTx, tx)
	require.Equal(t, int64(19_990_000), amount)
	require.Zero(t, remaining)
	require.True(t, refundedAt.Equal(at))
	require.NoError(t, p.QueryRow(ctx, `SELECT count(*) FROM invoice_refunds WHERE invoice_id = $1`, paid).Scan(&n))
	require.Zero(t, n)
}

// Tokens are rows the invoices name (0022): an invoice in a token the
// deployment does not hold is refused by the database, and adding a third
// token is a row, nothing more.
func TestMigrationTokensByReference(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	p, err := postgres.Open(ctx, pgtest.EmptyDB(t))
	require.NoError(t, err)
	t.Cleanup(p.Close)
	_, err = postgres.Migrate(ctx, p)
	require.NoError(t, err)

	merchant := uuid.New()
	_, err = p.Exec(ctx, `INSERT INTO merchants (id, owner_wallet) VALUES ($1, $2)`, merchant, make([]byte, 20))
	require.NoError(t, err)
	insert := func(token string) error {
		id := make([]byte, 32)
		_, err := rand.Read(id)
		require.NoError(t, err)
		_, err = p.Exec(ctx, `INSERT INTO invoices (id, merchant_id, merchant_wallet, amount, pay_in_token, payout_token, status, chain_id, gateway)
			VALUES ($1, $2, $3, 1000000, $4, $3, 'staging', 1, $3)`, id, merchant, make([]byte, 20), token)
		return err
	}
	require.NoError(t, insert("USDC"))
	require.NoError(t, insert("EURC"))
	err = insert("PYUSD")
	var pgErr *pgconn.PgError
	require.ErrorAs(t, err, &pgErr)
	require.Equal(t, "23503", pgErr.Code, "foreign_key_violation: no such token")

	_, err = p.Exec(ctx, `INSERT INTO tokens (symbol, decimals) VALUES ('PYUSD', 6)`)
	require.NoError(t, err)
	require.NoError(t, insert("PYUSD"), "a third token is a row away")
	_, err = p.Exec(ctx, `INSERT INTO tokens (symbol, decimals) VALUES ('not a symbol', 6)`)
	require.Error(t, err)
}

// migrateBefore applies the migrations before version, as a database made
// before it would hold them.
// databaseBefore is a fresh database of the test's own, migrated up to version (not included),
// with a merchant.
func databaseBefore(t *testing.T, version string) (*pgxpool.Pool, uuid.UUID) {
	t.Helper()
	ctx := context.Background()
	p, err := postgres.Open(ctx, pgtest.EmptyDB(t))
	require.NoError(t, err)
	t.Cleanup(p.Close)
	migrateBefore(t, p, version)
	merchant := uuid.New()
	_, err = p.Exec(ctx, `INSERT INTO merchants (id, owner_wallet) VALUES ($1, $2)`, merchant, make([]byte, 20))
	require.NoError(t, err)
	return p, merchant
}

func migrateBefore(t *testing.T, p *pgxpool.Pool, version string) {
	t.Helper()
	before := fstest.MapFS{}
	require.NoError(t, fs.WalkDir(postgres.Migrations(), ".", func(path string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() || path >= version {
			return err
		}
		b, err := fs.ReadFile(postgres.Migrations(), path)
		before[path] = &fstest.MapFile{Data: b}
		return err
	}))
	_, err := postgres.MigrateFiles(context.Background(), p, before)
	require.NoError(t, err)
}

// 0024 names the one chain's reconciler cursor with its chain id, which
// the deployment's transactions tell: the reconciler goes on from where it
// was rather than from genesis.
func TestMigrationCursorsNameTheirChain(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	p, err := postgres.Open(ctx, pgtest.EmptyDB(t))
	require.NoError(t, err)
	t.Cleanup(p.Close)
	migrateBefore(t, p, "0024")
	gateway := "0x1111111111111111111111111111111111111111"
	_, err = p.Exec(ctx, `INSERT INTO chain_cursors (name, block) VALUES ('gateway:'||$1::text, 4242), ('another', 7)`, gateway)
	require.NoError(t, err)
	hash := bytes.Repeat([]byte{0xcd}, 32)
	_, err = p.Exec(ctx, `INSERT INTO relayer_txs (hash, first_hash, chain_id, sender, nonce, purpose, raw, status)
		VALUES ($1, $1, 8453, $2, 0, 'stage', '\x00', 'mined')`, hash, make([]byte, 20))
	require.NoError(t, err)

	_, err = postgres.Migrate(ctx, p)
	require.NoError(t, err)
	cursors := map[string]int64{}
	rows, err := p.Query(ctx, `SELECT name, block FROM chain_cursors`)
	require.NoError(t, err)
	var (
		name  string
		block int64
	)
	_, err = pgx.ForEachRow(rows, []any{&name, &block}, func() error { cursors[name] = block; return nil })
	require.NoError(t, err)
	require.Equal(t, map[string]int64{"gateway:8453:" + gateway: 4242, "another": 7}, cursors)
}

// 0044 gives an endpoint that took every event subscription.allowance_revoked too, and leaves an
// endpoint of chosen events as it was.
func TestMigrationAllowanceRevokedSubscribesAllEventEndpoints(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	p, merchant := databaseBefore(t, "0044")
	all := []string{"invoice.created", "invoice.failed", "invoice.paid", "invoice.refunded", "invoice.matured", "invoice.claimed", "submission.failed",
		"invoice.expired", "invoice.voided", "invoice.refund_failed", "invoice.funds_held",
		"subscription.created", "subscription.payment_failed", "subscription.canceled", "subscription.ended"}
	ids := map[string]uuid.UUID{}
	for name, events := range map[string][]string{"all": all, "some": {"invoice.paid", "subscription.created"}} {
		ids[name] = uuid.New()
		_, err := p.Exec(ctx, `INSERT INTO webhook_endpoints (id, merchant_id, url, events, secret) VALUES ($1, $2, 'https://shop.example/hook', $3, 'whsec')`,
			ids[name], merchant, events)
		require.NoError(t, err)
	}
	_, err := postgres.Migrate(ctx, p)
	require.NoError(t, err)
	events := func(name string) []string {
		var got []string
		require.NoError(t, p.QueryRow(ctx, `SELECT events FROM webhook_endpoints WHERE id = $1`, ids[name]).Scan(&got))
		return got
	}
	require.Equal(t, append(all, "subscription.allowance_revoked"), events("all"))
	require.Equal(t, []string{"invoice.paid", "subscription.created"}, events("some"))
}

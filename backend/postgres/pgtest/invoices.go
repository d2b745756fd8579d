package pgtest

import (
	"context"
	"fmt"
	"testing"
	"time"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgxpool"

	"github.com/paystead/paystead/backend/invoice"
)

// MerchantInvoiceIDs lists the merchant's invoices, oldest first: no store
// method lists them, and tests count what a request stored.
func MerchantInvoiceIDs(tb testing.TB, pool *pgxpool.Pool, merchantID uuid.UUID) []invoice.ID {
	tb.Helper()
	rows, err := pool.Query(context.Background(), `SELECT id FROM invoices WHERE merchant_id = $1 ORDER BY created_at, id`, merchantID)
	if err != nil {
		tb.Fatalf("pgtest.MerchantInvoiceIDs(%s): %v", merchantID, err)
	}
	ids, err := pgx.CollectRows(rows, func(row pgx.CollectableRow) (invoice.ID, error) {
		var id invoice.ID
		var raw []byte
		if err := row.Scan(&raw); err != nil {
			return id, err
		}
		copy(id[:], raw)
		return id, nil
	})
	if err != nil {
		tb.Fatalf("pgtest.MerchantInvoiceIDs(%s): %v", merchantID, err)
	}
	return ids
}

// RewindToStaging puts invoice id back in staging, created age ago: the
// row a crash leaves between mining the staging transaction and recording
// it. No store method moves an invoice backwards.
func RewindToStaging(tb testing.TB, pool *pgxpool.Pool, id invoice.ID, age time.Duration) {
	tb.Helper()
	mustExec(tb, pool, fmt.Sprintf("pgtest.RewindToStaging(%s)", id),
		`UPDATE invoices SET status = 'staging', created_at = now() - make_interval(secs => $2) WHERE id = $1`,
		id[:], age.Seconds())
}

// MarkInvoicePaid marks invoice id paid without a payment, for tests of
// what a paid invoice refuses.
func MarkInvoicePaid(tb testing.TB, pool *pgxpool.Pool, id invoice.ID) {
	tb.Helper()
	mustExec(tb, pool, fmt.Sprintf("pgtest.MarkInvoicePaid(%s)", id), `UPDATE invoices SET status = 'paid' WHERE id = $1`, id[:])
}

// RefuseInvoiceAmount makes the database refuse every invoice of amount
// (in the payout token's smallest unit), so that a test can make one row
// of a batch fail. It is DDL, which would lock the table under tests
// running in parallel: call it from RunWith's setup.
func RefuseInvoiceAmount(ctx context.Context, pool *pgxpool.Pool, amount int64) error {
	name := pgx.Identifier{fmt.Sprintf("test_refused_amount_%d", amount)}.Sanitize()
	if _, err := pool.Exec(ctx, fmt.Sprintf(`ALTER TABLE invoices ADD CONSTRAINT %s CHECK (amount <> %d)`, name, amount)); err != nil {
		return fmt.Errorf("pgtest.RefuseInvoiceAmount(%d): %w", amount, err)
	}
	return nil
}

// mustExec runs one statement and fails the test, naming the helper, if it fails.
func mustExec(tb testing.TB, pool *pgxpool.Pool, name, sql string, args ...any) {
	tb.Helper()
	if _, err := pool.Exec(context.Background(), sql, args...); err != nil {
		tb.Fatalf("%s: %v", name, err)
	}
}

// CountInvoices counts the invoices in status.
func CountInvoices(tb testing.TB, pool *pgxpool.Pool, status invoice.Status) int {
	tb.Helper()
	var n int
	if err := pool.QueryRow(context.Background(), `SELECT count(*) FROM invoices WHERE status = $1`, string(status)).Scan(&n); err != nil {
		tb.Fatalf("pgtest.CountInvoices(%s): %v", status, err)
	}
	return n
}

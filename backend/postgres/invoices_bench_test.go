package postgres_test

import (
	"context"
	"fmt"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/paystead/paystead/backend/invoice"
	"github.com/paystead/paystead/backend/postgres/pgtest"
)

// BenchmarkCreateInvoice stores invoices the way POST /api/invoices does (InvoiceStore.
// CreateInvoice: the invoice, its invoice.created event and, for a merchant with an endpoint,
// its delivery and job), at concurrency 1 and 16, beside the plain single-row INSERT loop on the
// same database: the store's share of the database's speed, without HTTP.
func BenchmarkCreateInvoice(b *testing.B) {
	s := setupStoresOn(b, pgtest.Pool(b))
	for _, endpoint := range []bool{false, true} {
		if endpoint {
			s.endpoint(b)
		}
		for _, conc := range []int{1, 16} {
			b.Run(fmt.Sprintf("endpoint=%v/concurrency=%d", endpoint, conc), func(b *testing.B) {
				ctx := context.Background()
				insert := pgtest.BaselineInsert(b, s.pool)
				inserts := pgtest.Load(b.N, conc, func(int) error { return insert(ctx) })
				drafts := make([]invoice.Invoice, b.N)
				for i := range drafts {
					drafts[i] = s.draftInvoice(b)
				}
				b.ResetTimer()
				created := pgtest.Load(b.N, conc, func(i int) error {
					// With an Idempotency-Key, as a merchant's backend sends.
					key := &invoice.Idempotency{Key: fmt.Sprintf("bench-%s-%d-%d", b.Name(), b.N, i)}
					return s.invoices.CreateInvoice(ctx, drafts[i], key)
				})
				b.StopTimer()
				require.NoError(b, created.Err)
				require.NoError(b, inserts.Err)
				b.ReportMetric(created.PerSecond, "invoices/s")
				b.ReportMetric(inserts.PerSecond, "inserts/s")
				b.ReportMetric(created.PerSecond/inserts.PerSecond, "share-of-insert")
				b.ReportMetric(float64(created.P50.Microseconds()), "p50-µs")
				b.ReportMetric(float64(created.P99.Microseconds()), "p99-µs")
			})
		}
	}
}

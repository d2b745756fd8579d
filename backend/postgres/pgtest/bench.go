package pgtest

import (
	"context"
	"fmt"
	"slices"
	"sync"
	"sync/atomic"
	"testing"
	"time"

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

// LoadResult is what Load measured.
type LoadResult struct {
	PerSecond float64
	P50, P99  time.Duration
	Err       error // the first error op returned
}

// Load runs op n times (i from 0 to n-1) from conc goroutines, as
// clients would, and measures the rate and latency: the benchmarks run
// their own requests and BaselineInsert through it, side by side.
func Load(n, conc int, op func(i int) error) LoadResult {
	var (
		next      atomic.Int64
		mu        sync.Mutex
		latencies = make([]time.Duration, 0, n)
		firstErr  error
		wg        sync.WaitGroup
	)
	start := time.Now()
	for range conc {
		wg.Go(func() {
			for i := next.Add(1) - 1; i < int64(n); i = next.Add(1) - 1 {
				t0 := time.Now()
				err := op(int(i))
				d := time.Since(t0)
				mu.Lock()
				latencies = append(latencies, d)
				if err != nil && firstErr == nil {
					firstErr = err
				}
				mu.Unlock()
			}
		})
	}
	wg.Wait()
	elapsed := time.Since(start)
	if len(latencies) == 0 {
		return LoadResult{Err: firstErr}
	}
	slices.Sort(latencies)
	return LoadResult{
		PerSecond: float64(n) / elapsed.Seconds(),
		P50:       latencies[len(latencies)/2],
		P99:       latencies[min(len(latencies)-1, len(latencies)*99/100)],
		Err:       firstErr,
	}
}

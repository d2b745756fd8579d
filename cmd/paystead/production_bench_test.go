package main

import (
	"context"
	"fmt"
	"os"
	"slices"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/core/types"
	"github.com/stretchr/testify/require"
)

// BenchmarkProductionOnGeth measures the production shape: one serve
// process of the built binary on Postgres and a geth node with 1 s blocks.
//
//   - invoices: POST /api/invoices from 16 clients; invoices/s, p50 and
//     p99, and the CPU time of the paystead process alone per invoice
//     (from /proc, so Postgres and geth are not counted).
//   - settlement: b.N invoices created and staged first (untimed), then
//     b.N payments submitted as fast as 16 clients can
//     (authorize, prepare, sign, submit; submits/s); settlements per
//     second from the first submit to the last settlement, and p50/p99
//     from each submit to its settlement as seen by polling its status.
func BenchmarkProductionOnGeth(b *testing.B) {
	p := startProduction(b, 1)
	payers := p.payers(b, 20, 10_000_000_000)
	sp := p.procs[0]

	b.Run("invoices/concurrency=16", func(b *testing.B) {
		cpu0 := processCPU(b, sp.cmd.Process.Pid)
		var next atomic.Int64
		lat := make([]time.Duration, b.N)
		b.ResetTimer()
		start := time.Now()
		parallel(16, func() {
			for i := int(next.Add(1) - 1); i < b.N; i = int(next.Add(1) - 1) {
				t0 := time.Now()
				p.createInvoice(b, 0, 19_990_000, fmt.Sprintf("bench-%d-%d", b.N, i))
				lat[i] = time.Since(t0)
			}
		})
		elapsed := time.Since(start)
		b.StopTimer()
		cpu := processCPU(b, sp.cmd.Process.Pid) - cpu0
		slices.Sort(lat)
		b.ReportMetric(float64(b.N)/elapsed.Seconds(), "invoices/s")
		b.ReportMetric(ms(lat[len(lat)/2]), "p50-ms")
		b.ReportMetric(ms(lat[len(lat)*99/100]), "p99-ms")
		b.ReportMetric(ms(cpu)/float64(b.N), "paystead-cpu-ms/invoice")
	})

	b.Run("settlement", func(b *testing.B) {
		// The invoices first, from 16 clients so that their stagings
		// share transactions, and all on chain before the clock starts:
		// what is timed is settlement alone, not stagings competing with
		// payments for the blocks.
		invoices := make([]string, b.N)
		var made atomic.Int64
		parallel(16, func() {
			for i := int(made.Add(1) - 1); i < b.N; i = int(made.Add(1) - 1) {
				invoices[i] = p.createInvoice(b, 0, 1_000_000+int64(i), fmt.Sprintf("settle-%d-%d", b.N, i))
			}
		})
		require.Eventually(b, func() bool {
			var staging int
			require.NoError(b, p.pool.QueryRow(context.Background(), `SELECT count(*) FROM invoices WHERE status = 'staging'`).Scan(&staging))
			return staging == 0
		}, 5*time.Minute, 200*time.Millisecond, "every invoice on chain")
		var (
			next      atomic.Int64
			mu        sync.Mutex
			submitted = make([]time.Time, b.N)
			subs      = make([]string, b.N)
		)
		b.ResetTimer()
		start := time.Now()
		parallel(16, func() {
			for i := int(next.Add(1) - 1); i < b.N; i = int(next.Add(1) - 1) {
				id := p.pay(b, 0, payers[i%len(payers)], invoices[i])
				mu.Lock()
				subs[i], submitted[i] = id, time.Now()
				mu.Unlock()
			}
		})
		submitting := time.Since(start)
		lat := make([]time.Duration, 0, b.N)
		var last time.Time
		done := make([]bool, b.N)
		deadline := time.Now().Add(10 * time.Minute)
		for len(lat) < b.N {
			require.True(b, time.Now().Before(deadline), "%d payments not settled", b.N-len(lat))
			for i, id := range subs {
				if done[i] {
					continue
				}
				st, err := p.statusOnce(0, id)
				require.NoError(b, err)
				switch st.Status {
				case "settled":
					done[i], last = true, time.Now()
					lat = append(lat, last.Sub(submitted[i]))
				case "failed":
					b.Fatalf("payment %d failed: %s", i, deref(st.Error))
				}
			}
			time.Sleep(100 * time.Millisecond)
		}
		b.StopTimer()
		slices.Sort(lat)
		b.ReportMetric(float64(b.N)/last.Sub(start).Seconds(), "settlements/s")
		b.ReportMetric(float64(b.N)/submitting.Seconds(), "submits/s")
		// Per payment: a payBatch transaction holds several, so the
		// figures divide by the settled submissions, not the transactions.
		var payments, txCount, gasUsed int64
		require.NoError(b, p.pool.QueryRow(context.Background(), `SELECT count(*) FROM submissions s
			JOIN relayer_txs t ON t.hash = s.settle_tx_hash WHERE s.status = 'settled' AND t.status = 'mined'`).Scan(&payments))
		require.NoError(b, p.pool.QueryRow(context.Background(), `SELECT count(*), coalesce(sum(gas_used), 0) FROM relayer_txs
			WHERE purpose = 'pay' AND status = 'mined'`).Scan(&txCount, &gasUsed))
		gasPerPay := float64(gasUsed) / float64(payments)
		head, err := p.node.Client().HeaderByNumber(context.Background(), nil)
		require.NoError(b, err)
		blockGas := float64(head.GasLimit)
		b.ReportMetric(gasPerPay, "gas/payment")
		b.ReportMetric(blockGas/gasPerPay, "payments/block-gas-limit")
		b.ReportMetric(float64(txCount), "pay-txs")
		// What the transactions asked for: a block takes one while its
		// limit fits in the gas the block has left.
		var limitSum int64
		rows, err := p.pool.Query(context.Background(), `SELECT raw FROM relayer_txs WHERE purpose = 'pay' AND status = 'mined'`)
		require.NoError(b, err)
		for rows.Next() {
			var raw []byte
			require.NoError(b, rows.Scan(&raw))
			var tx types.Transaction
			require.NoError(b, tx.UnmarshalBinary(raw))
			limitSum += int64(tx.Gas())
		}
		require.NoError(b, rows.Err())
		var fullest int64
		var perBlock float64
		require.NoError(b, p.pool.QueryRow(context.Background(), `SELECT max(c), sum(c)::float8 / (max(block_number) - min(block_number) + 1)
			FROM (SELECT t.block_number, count(*) c FROM submissions s JOIN relayer_txs t ON t.hash = s.settle_tx_hash
				WHERE s.status = 'settled' AND t.status = 'mined' GROUP BY t.block_number) x`).Scan(&fullest, &perBlock))
		b.ReportMetric(float64(limitSum)/float64(payments), "gas-limit/payment")
		b.ReportMetric(float64(fullest), "most-payments-in-a-block")
		b.ReportMetric(perBlock, "payments/block-over-the-span")
		b.ReportMetric(ms(lat[len(lat)/2]), "p50-submit-to-settled-ms")
		b.ReportMetric(ms(lat[len(lat)*99/100]), "p99-submit-to-settled-ms")
	})
}

func parallel(n int, f func()) {
	var wg sync.WaitGroup
	for range n {
		wg.Go(f)
	}
	wg.Wait()
}

func ms(d time.Duration) float64 { return d.Seconds() * 1000 }

// processCPU is the user and system CPU time process pid has used
// (/proc/<pid>/stat, Linux).
func processCPU(tb testing.TB, pid int) time.Duration {
	tb.Helper()
	raw, err := os.ReadFile(fmt.Sprintf("/proc/%d/stat", pid))
	require.NoError(tb, err)
	// The command name, in parentheses, may hold spaces: count fields
	// after its closing one. utime and stime are fields 14 and 15.
	fields := strings.Fields(string(raw[strings.LastIndexByte(string(raw), ')')+1:]))
	utime, err1 := strconv.ParseInt(fields[11], 10, 64)
	stime, err2 := strconv.ParseInt(fields[12], 10, 64)
	require.NoError(tb, err1)
	require.NoError(tb, err2)
	const ticksPerSecond = 100 // USER_HZ on Linux
	return time.Duration(utime+stime) * time.Second / ticksPerSecond
}

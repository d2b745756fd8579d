package main

import (
	"context"
	"fmt"
	"io"
	"net/http"
	"os"
	"slices"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/core/types"
	"github.com/jackc/pgx/v5"
	"github.com/stretchr/testify/require"

	"github.com/paystead/paystead/backend/postgres/pgtest"
)

// BenchmarkProductionOnGeth measures the production shape: one serve
// process of the built binary on Postgres and a geth node, with 1 s
// blocks and with Ethereum's 12 s.
//
//   - invoices: POST /api/invoices (with an Idempotency-Key, as a
//     merchant's backend sends) from 1 and 16 clients, right after a
//     plain single-row INSERT loop of as many rows from as many clients
//     on the same database: invoices/s and its share of the INSERT
//     loop's rate, p50 and p99, the CPU time of the paystead process and
//     of geth per invoice (from /proc, so Postgres is not counted; geth's
//     until every invoice is open, since staging follows the answers),
//     the staging gas per invoice, and how long after the last answer
//     every invoice was open, in seconds and blocks.
//   - get: GET /api/invoices/{id} from 16 clients, the public view (no
//     key) and the owner's (secret key), over invoices of the run.
//   - settlement (1 s blocks): b.N invoices created and staged first
//     (untimed), then b.N payments submitted as fast as 16 clients can
//     (authorize, prepare, sign, submit; submits/s); settlements per
//     second from the first submit to the last settlement, and p50/p99
//     from each submit to its settlement as seen by polling its status.
func BenchmarkProductionOnGeth(b *testing.B) {
	for _, blocks := range []time.Duration{time.Second, 12 * time.Second} {
		b.Run(fmt.Sprintf("blocks=%s", blocks), func(b *testing.B) {
			p := startProductionWith(b, 1, productionOptions{blockTime: blocks})
			// The merchant's endpoint takes every event but invoice.created
			// first: creating an invoice is then what OxygenPay's creation
			// is, a write and an answer. With 1 s blocks again with it.
			p.takeCreated(b, false)
			for _, conc := range []int{1, 16} {
				b.Run(fmt.Sprintf("invoices/concurrency=%d", conc), func(b *testing.B) { p.benchCreation(b, conc, blocks) })
			}
			if blocks == time.Second {
				b.Run("http-floor/concurrency=1", func(b *testing.B) { p.benchFloor(b) })
				p.takeCreated(b, true)
				for _, conc := range []int{1, 16} {
					b.Run(fmt.Sprintf("invoices/endpoint/concurrency=%d", conc), func(b *testing.B) { p.benchCreation(b, conc, blocks) })
				}
				for _, owner := range []bool{false, true} {
					name := map[bool]string{false: "public", true: "owner"}[owner]
					b.Run("get/"+name+"/concurrency=16", func(b *testing.B) { p.benchGet(b, owner) })
				}
				b.Run("settlement", func(b *testing.B) { p.benchSettlement(b) })
			}
		})
	}
}

// benchCreation is the invoices part of BenchmarkProductionOnGeth.
func (p *production) benchCreation(b *testing.B, conc int, blocks time.Duration) {
	ctx := context.Background()
	insertRow := pgtest.BaselineInsert(b, p.pool)
	inserts := pgtest.Load(b.N, conc, func(int) error { return insertRow(ctx) })
	require.NoError(b, inserts.Err)
	require.Zero(b, p.staging(b), "nothing staging before the clock starts")
	gas0, txs0 := p.stagingGas(b), p.stagingTxs(b)
	sp := p.procs[0]
	cpu0, node0 := processCPU(b, sp.cmd.Process.Pid), processCPU(b, p.node.Pid())
	b.ResetTimer()
	invoices := pgtest.Load(b.N, conc, func(i int) error {
		p.createInvoice(b, 0, 19_990_000, fmt.Sprintf("%s-%d-%d", b.Name(), b.N, i))
		return nil
	})
	b.StopTimer()
	answered := time.Now()
	cpu := processCPU(b, sp.cmd.Process.Pid) - cpu0
	require.Eventually(b, func() bool { return p.staging(b) == 0 }, 5*time.Minute, 50*time.Millisecond, "every invoice open")
	allOpen := time.Since(answered)
	node := processCPU(b, p.node.Pid()) - node0
	b.ReportMetric(invoices.PerSecond, "invoices/s")
	b.ReportMetric(inserts.PerSecond, "inserts/s")
	b.ReportMetric(100*invoices.PerSecond/inserts.PerSecond, "%-of-insert-loop")
	b.ReportMetric(ms(invoices.P50), "p50-ms")
	b.ReportMetric(ms(invoices.P99), "p99-ms")
	b.ReportMetric(ms(cpu)/float64(b.N), "paystead-cpu-ms/invoice")
	b.ReportMetric(ms(node)/float64(b.N), "geth-cpu-ms/invoice")
	b.ReportMetric(float64(p.stagingGas(b)-gas0)/float64(b.N), "staging-gas/invoice")
	b.ReportMetric(float64(b.N)/float64(max(p.stagingTxs(b)-txs0, 1)), "invoices/staging-tx")
	b.ReportMetric(allOpen.Seconds(), "all-open-s")
	b.ReportMetric(allOpen.Seconds()/blocks.Seconds(), "all-open-blocks")
}

// takeCreated has the merchant's endpoint take invoice.created, or not.
func (p *production) takeCreated(b *testing.B, take bool) {
	q := `UPDATE webhook_endpoints SET events = array_remove(events, 'invoice.created') WHERE merchant_id = $1`
	if take {
		q = `UPDATE webhook_endpoints SET events = array_append(events, 'invoice.created')
			WHERE merchant_id = $1 AND NOT 'invoice.created' = ANY(events)`
	}
	_, err := p.pool.Exec(context.Background(), q, p.merchantID)
	require.NoError(b, err)
}

// benchFloor measures the floor of any request from one client: GET
// /healthz, which reads nothing, right after the INSERT loop, as
// benchCreation does; its rate against the loop's is the most an
// invoice's creation (an HTTP round trip and a database one) could reach.
func (p *production) benchFloor(b *testing.B) {
	ctx := context.Background()
	insertRow := pgtest.BaselineInsert(b, p.pool)
	inserts := pgtest.Load(b.N, 1, func(int) error { return insertRow(ctx) })
	require.NoError(b, inserts.Err)
	url := p.procs[0].url + "/healthz"
	b.ResetTimer()
	res := pgtest.Load(b.N, 1, func(int) error {
		req, err := http.NewRequest(http.MethodGet, url, nil)
		if err != nil {
			return err
		}
		return p.getOK(req)
	})
	b.StopTimer()
	require.NoError(b, res.Err)
	b.ReportMetric(res.PerSecond, "requests/s")
	b.ReportMetric(inserts.PerSecond, "inserts/s")
	b.ReportMetric(100*res.PerSecond/inserts.PerSecond, "%-of-insert-loop")
	b.ReportMetric(ms(res.P50), "p50-ms")
}

// benchGet is the get part of BenchmarkProductionOnGeth: the invoices
// read are the run's, in turn.
func (p *production) benchGet(b *testing.B, owner bool) {
	ids, err := p.pool.Query(context.Background(), `SELECT id FROM invoices ORDER BY created_at DESC LIMIT 1000`)
	require.NoError(b, err)
	raw, err := pgx.CollectRows(ids, pgx.RowTo[[]byte])
	require.NoError(b, err)
	require.NotEmpty(b, raw, "the invoices benchmarks ran first")
	url := p.procs[0].url
	b.ResetTimer()
	res := pgtest.Load(b.N, 16, func(i int) error {
		req, err := http.NewRequest(http.MethodGet, url+"/api/invoices/"+invoiceHex([32]byte(raw[i%len(raw)])), nil)
		if err != nil {
			return err
		}
		if owner {
			req.Header.Set("X-Service-Api-Key", p.secret)
		}
		return p.getOK(req)
	})
	b.StopTimer()
	require.NoError(b, res.Err)
	b.ReportMetric(res.PerSecond, "gets/s")
	b.ReportMetric(ms(res.P50), "p50-ms")
	b.ReportMetric(ms(res.P99), "p99-ms")
}

// getOK sends req, reads the answer and wants 200.
func (p *production) getOK(req *http.Request) error {
	resp, err := p.http.Do(req)
	if err != nil {
		return err
	}
	_, _ = io.Copy(io.Discard, resp.Body)
	resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		return fmt.Errorf("GET %s: status %d", req.URL.Path, resp.StatusCode)
	}
	return nil
}

// staging counts the invoices not yet open on chain.
func (p *production) staging(b *testing.B) int {
	var n int
	require.NoError(b, p.pool.QueryRow(context.Background(), `SELECT count(*) FROM invoices WHERE status = 'staging'`).Scan(&n))
	return n
}

// stagingGas is the gas the mined staging transactions used, in all.
func (p *production) stagingGas(b *testing.B) int64 {
	var gas int64
	require.NoError(b, p.pool.QueryRow(context.Background(),
		`SELECT coalesce(sum(gas_used), 0) FROM relayer_txs WHERE purpose = 'stage' AND status = 'mined'`).Scan(&gas))
	return gas
}

// stagingTxs counts the mined staging transactions.
func (p *production) stagingTxs(b *testing.B) int64 {
	var n int64
	require.NoError(b, p.pool.QueryRow(context.Background(),
		`SELECT count(*) FROM relayer_txs WHERE purpose = 'stage' AND status = 'mined'`).Scan(&n))
	return n
}

// benchSettlement is the settlement part of BenchmarkProductionOnGeth.
func (p *production) benchSettlement(b *testing.B) {
	payers := p.payers(b, 20, 10_000_000_000)
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

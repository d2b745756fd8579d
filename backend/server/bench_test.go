package server

import (
	"bytes"
	"context"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"github.com/paystead/paystead/backend/config"
	"github.com/paystead/paystead/backend/devchain"
	"github.com/paystead/paystead/backend/invoice"
	"github.com/paystead/paystead/backend/postgres"
	"github.com/paystead/paystead/backend/postgres/pgtest"
	"github.com/paystead/paystead/backend/relayer"
	"github.com/paystead/paystead/backend/webhook"
	"github.com/paystead/paystead/shared/webhookapi"
)

// BenchmarkInvoiceCreation measures POST /api/invoices end to end (real
// HTTP, Postgres and the embedded chain, every invoice staged) at
// concurrency 1 and 16, next to a plain single-row INSERT loop into the
// same Postgres, and reports throughput, p50/p99 latency and the ratio of
// the two. It runs on a chain that seals a block per transaction
// (instant), and on chains with 1 s and 12 s blocks (Ethereum's), each
// with a database of its own: a request is answered once its invoice is
// stored (#37), and the stager stages what waits once per block, so its
// latency does not follow the block time. It also reports how long after
// the last answer every invoice of the run was open (mined and recorded),
// and how many invoices each staging transaction carried.
func BenchmarkInvoiceCreation(b *testing.B) {
	client := &http.Client{Transport: &http.Transport{MaxIdleConnsPerHost: 64}}
	body := []byte(`{"amountUsdc": 19.99, "payInToken": "USDC", "metadata": {"order": "bench"}}`)

	for _, blocks := range []time.Duration{0, time.Second, 12 * time.Second} {
		name := "blocks=instant"
		var app testApp
		var dc *devchain.Chain
		if blocks == 0 {
			app, dc = startApp(b, nil), testChain(b)
		} else {
			name = fmt.Sprintf("blocks=%s", blocks)
			var err error
			dc, err = devchain.Start(context.Background(), devchain.Config{BlockTime: blocks})
			require.NoError(b, err)
			b.Cleanup(func() { _ = dc.Close() })
			url := pgtest.EmptyDB(b)
			app = startAppOn(b, dc, func(c *config.Config) { c.DatabaseURL = url; c.DevBlockTime = blocks })
		}
		runs := []string{name}
		if blocks == time.Second {
			// And with the merchant's endpoint taking invoice.created: each invoice is then
			// also a webhook delivered (a River job, a POST, its attempt recorded).
			runs = append(runs, name+"/endpoint")
		}
		for _, run := range runs {
			if strings.HasSuffix(run, "/endpoint") {
				receiver := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
					_, _ = io.Copy(io.Discard, r.Body)
				}))
				b.Cleanup(receiver.Close)
				_, _, err := webhook.NewService(postgres.NewWebhookStore(app.Pool), true).
					CreateEndpoint(context.Background(), app.Seed.Merchant.ID, receiver.URL+"/hooks", []webhookapi.EventType{webhookapi.InvoiceCreated})
				require.NoError(b, err)
			}
			for _, conc := range []int{1, 16} {
				b.Run(fmt.Sprintf("%s/concurrency=%d", run, conc), func(b *testing.B) {
					ctx := context.Background()
					insertRow := pgtest.BaselineInsert(b, app.Pool)
					inserts := pgtest.Load(b.N, conc, func(int) error { return insertRow(ctx) })
					blocks0, txs0 := chainProgress(b, app, dc)
					gas0 := stagingGas(b, app)
					b.ResetTimer()
					cpu0, self0 := readMachineCPU(), processCPU()
					invoices := pgtest.Load(b.N, conc, func(int) error {
						req, _ := http.NewRequest("POST", app.URL+"/api/invoices", bytes.NewReader(body))
						req.Header.Set("Content-Type", "application/json")
						req.Header.Set("X-Service-Api-Key", app.Seed.SecretKey)
						resp, err := client.Do(req)
						if err != nil {
							return err
						}
						_, _ = io.Copy(io.Discard, resp.Body)
						resp.Body.Close()
						if resp.StatusCode != http.StatusCreated {
							return fmt.Errorf("status %d", resp.StatusCode)
						}
						return nil
					})
					b.StopTimer()
					cpu, self := readMachineCPU().since(cpu0), processCPU()-self0
					answered := time.Now()
					require.NoError(b, invoices.Err)
					require.NoError(b, inserts.Err)
					require.Eventually(b, func() bool { return pgtest.CountInvoices(b, app.Pool, invoice.Staging) == 0 },
						5*time.Minute, 50*time.Millisecond, "every invoice opens once its block is sealed")
					b.ReportMetric(time.Since(answered).Seconds(), "all-open-s")
					blocksN, txs := chainProgress(b, app, dc)
					b.ReportMetric(invoices.PerSecond, "invoices/s")
					b.ReportMetric(invoices.P50.Seconds()*1000, "p50-ms")
					b.ReportMetric(invoices.P99.Seconds()*1000, "p99-ms")
					b.ReportMetric(inserts.PerSecond, "inserts/s")
					b.ReportMetric(inserts.PerSecond/invoices.PerSecond, "insert/invoice-ratio")
					b.ReportMetric(float64(b.N)/float64(max(blocksN-blocks0, 1)), "invoices/block")
					b.ReportMetric(float64(b.N)/float64(txs-txs0), "invoices/tx")
					b.ReportMetric(float64(stagingGas(b, app)-gas0)/float64(b.N), "staging-gas/invoice")
					if cpu.ok {
						b.ReportMetric(cpu.busy.Seconds()*1000/float64(b.N), "machine-cpu-ms/invoice")
						b.ReportMetric(self.Seconds()*1000/float64(b.N), "process-cpu-ms/invoice")
						b.ReportMetric(100*cpu.stolenShare(), "steal-%")
					}
				})
			}
		}
	}
}

// chainProgress reads the chain's latest block and how many staging
// transactions the server wallet has sent.
func chainProgress(b *testing.B, app testApp, dc *devchain.Chain) (blocks, txs uint64) {
	b.Helper()
	ctx := context.Background()
	blocks, err := dc.Client().BlockNumber(ctx)
	require.NoError(b, err)
	return blocks, uint64(pgtest.CountRelayerTxs(b, app.Pool, relayer.PurposeStage))
}

// stagingGas is the gas the server wallet's mined staging transactions
// used, in all.
func stagingGas(b *testing.B, app testApp) int64 {
	b.Helper()
	var gas int64
	require.NoError(b, app.Pool.QueryRow(context.Background(),
		`SELECT coalesce(sum(gas_used), 0) FROM relayer_txs WHERE purpose = 'stage' AND status = 'mined'`).Scan(&gas))
	return gas
}

// machineCPU is the whole machine's CPU time from /proc/stat (Linux), so
// that a benchmark can report what its work cost every process involved
// (this one, Postgres) and how much the hypervisor took away meanwhile,
// which makes figures from a shared machine comparable.
type machineCPU struct {
	busy, stolen, total time.Duration
	ok                  bool
}

func readMachineCPU() machineCPU {
	data, err := os.ReadFile("/proc/stat")
	if err != nil {
		return machineCPU{}
	}
	line, _, _ := strings.Cut(string(data), "\n")
	fields := strings.Fields(line)
	if len(fields) < 9 || fields[0] != "cpu" {
		return machineCPU{}
	}
	// user nice system idle iowait irq softirq steal, in clock ticks (USER_HZ, 100 on Linux).
	var ticks [8]int64
	for i := range ticks {
		if ticks[i], err = strconv.ParseInt(fields[i+1], 10, 64); err != nil {
			return machineCPU{}
		}
	}
	tick := func(n int64) time.Duration { return time.Duration(n) * 10 * time.Millisecond }
	busy := ticks[0] + ticks[1] + ticks[2] + ticks[5] + ticks[6]
	return machineCPU{
		busy:   tick(busy),
		stolen: tick(ticks[7]),
		total:  tick(busy + ticks[3] + ticks[4] + ticks[7]),
		ok:     true,
	}
}

func (m machineCPU) since(start machineCPU) machineCPU {
	return machineCPU{
		busy:   m.busy - start.busy,
		stolen: m.stolen - start.stolen,
		total:  m.total - start.total,
		ok:     m.ok && start.ok,
	}
}

func (m machineCPU) stolenShare() float64 {
	if m.total <= 0 {
		return 0
	}
	return float64(m.stolen) / float64(m.total)
}

// processCPU is the CPU time this process (server, embedded chain and the
// benchmark's client) has used; the rest of the machine's is Postgres.
func processCPU() time.Duration {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}

package server

import (
	"bufio"
	"context"
	"net/http"
	"runtime"
	"runtime/metrics"
	"strconv"
	"sync/atomic"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/google/uuid"
	"github.com/stretchr/testify/require"

	"github.com/paystead/paystead/backend/merchant"
)

// BenchmarkInvoiceExport streams the CSV export of a merchant with 10,000
// and 100,000 invoices over real HTTP and reports the rows per second and
// the peak growth of the process's live heap while it streams (server and
// client share the process): it must not grow with the number of rows.
func BenchmarkInvoiceExport(b *testing.B) {
	app := startApp(b, nil)
	ctx := context.Background()
	for _, n := range []int{10_000, 100_000} {
		b.Run(strconv.Itoa(n), func(b *testing.B) {
			m, err := app.Merchants.CreateMerchant(ctx, merchant.Merchant{OwnerWallet: common.BytesToAddress(func() []byte { u := uuid.New(); return u[:] }())})
			require.NoError(b, err)
			_, key, err := app.Merchants.CreateAPIKey(ctx, m.ID, merchant.Secret, "")
			require.NoError(b, err)
			// Paid-looking rows with metadata, a reference and a payer, so
			// every column has something to write.
			_, err = app.Pool.Exec(ctx, `INSERT INTO invoices (id, merchant_id, merchant_wallet, amount, pay_in_token, payout_token,
					metadata, status, chain_id, gateway, created_at, reference, payer, amount_in, paid_at, paid_at_unix, settle_tx_hash)
				SELECT decode(md5('a' || i || $3) || md5('b' || i || $3), 'hex'), $2, decode(repeat('11', 20), 'hex'),
					1000000 + i, 'EURC', decode(repeat('22', 20), 'hex'),
					jsonb_build_object('order', 'A-' || i, 'customer', 'c' || i || '@example.com'), 'paid', 1337,
					decode(repeat('33', 20), 'hex'), now() - i * interval '1 second', 'PO-' || i, decode(repeat('44', 20), 'hex'),
					930000 + i, now(), extract(epoch from now())::bigint, decode(md5('c' || i) || md5('d' || i), 'hex')
				FROM generate_series(1, $1) AS i`, n, m.ID, m.ID.String())
			require.NoError(b, err)

			var rows int
			var peak uint64
			for b.Loop() {
				runtime.GC()
				base := liveHeap()
				var high atomic.Uint64
				stop := make(chan struct{})
				done := make(chan struct{})
				go func() {
					defer close(done)
					t := time.NewTicker(2 * time.Millisecond)
					defer t.Stop()
					for {
						select {
						case <-stop:
							return
						case <-t.C:
							if h := liveHeap(); h > base && h-base > high.Load() {
								high.Store(h - base)
							}
						}
					}
				}()
				req, err := http.NewRequest("GET", app.URL+"/api/invoices/export", nil)
				require.NoError(b, err)
				req.Header.Set("X-Service-Api-Key", key)
				resp, err := http.DefaultClient.Do(req)
				require.NoError(b, err)
				require.Equal(b, 200, resp.StatusCode)
				sc := bufio.NewScanner(resp.Body)
				rows = -1 // the header
				for sc.Scan() {
					rows++
				}
				require.NoError(b, sc.Err())
				resp.Body.Close()
				close(stop)
				<-done
				peak = max(peak, high.Load())
			}
			require.Equal(b, n, rows, "every row")
			b.ReportMetric(float64(n)*float64(b.N)/b.Elapsed().Seconds(), "rows/s")
			b.ReportMetric(float64(peak)/(1<<20), "peak-heap-growth-MiB")
		})
	}
}

// liveHeap is the bytes of heap objects now (live and not yet swept).
func liveHeap() uint64 {
	s := []metrics.Sample{{Name: "/memory/classes/heap/objects:bytes"}}
	metrics.Read(s)
	return s[0].Value.Uint64()
}

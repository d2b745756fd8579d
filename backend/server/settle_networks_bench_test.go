package server

import (
	"context"
	"encoding/json"
	"net/http"
	"sync"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/crypto"
	"github.com/stretchr/testify/require"

	"github.com/paystead/paystead/backend/config"
	"github.com/paystead/paystead/backend/devchain"
	"github.com/paystead/paystead/shared/checkoutapi"
	"github.com/paystead/paystead/shared/invoiceapi"
)

// BenchmarkSettlementOnNetworks settles a burst of 400 payments on one
// deployment of two chains (1 s blocks each): all on the first chain, then
// half on each, and reports settlements/s from the first submit to the
// last payment settled, as the server records it. Two chains share the
// database and the process; each has its own relayer, nonces and blocks,
// so the burst split over two should settle at least as fast as on one
// (#32: one chain does not slow another beyond the shared database).
func BenchmarkSettlementOnNetworks(b *testing.B) {
	const (
		n         = 400
		blockTime = time.Second
	)
	ctx := context.Background()
	first, second := twoDevChains(b, devchain.Config{BlockTime: blockTime})
	app := startAppOnChains(b, first, []*devchain.Chain{second}, func(c *config.Config) { c.DevBlockTime = blockTime })

	for _, split := range []struct {
		name   string
		chains []*devchain.Chain
	}{{"one-chain", []*devchain.Chain{first}}, {"two-chains", []*devchain.Chain{first, second}}} {
		b.Run(split.name, func(b *testing.B) {
			for range b.N {
				b.StopTimer()
				var bodies []checkoutapi.SubmitRequest
				per := n / len(split.chains)
				for _, dc := range split.chains {
					bodies = append(bodies, readyPayments(b, app, dc, per)...)
				}
				b.StartTimer()
				start := time.Now()
				var wg sync.WaitGroup
				for _, body := range bodies {
					wg.Go(func() {
						var sub checkoutapi.SubmitResponse
						if resp := call(b, "POST", app.URL+"/api/checkout/submit", nil, body, &sub); resp.StatusCode != http.StatusAccepted {
							b.Errorf("submit: %d", resp.StatusCode)
						}
					})
				}
				wg.Wait()
				// Settled as the server records it: every submission of the
				// burst, polled in the database (a thousand pollers would
				// measure the pollers).
				var settled int
				for {
					require.NoError(b, app.Pool.QueryRow(ctx, `SELECT count(*) FROM submissions WHERE status = 'settled' AND created_at >= $1`, start.Add(-time.Second)).Scan(&settled))
					if settled >= len(bodies) {
						break
					}
					require.Less(b, time.Since(start), 5*time.Minute, "%d of %d settled", settled, len(bodies))
					time.Sleep(100 * time.Millisecond)
				}
				var last time.Time
				require.NoError(b, app.Pool.QueryRow(ctx, `SELECT max(updated_at) FROM submissions WHERE status = 'settled' AND created_at >= $1`, start.Add(-time.Second)).Scan(&last))
				b.StopTimer()
				elapsed := last.Sub(start)
				b.ReportMetric(float64(len(bodies))/elapsed.Seconds(), "settlements/s")
				b.ReportMetric(elapsed.Seconds(), "burst-s")
			}
		})
	}
}

// readyPayments funds count payers on dc and readies a signed payment by
// each of an invoice payable on dc alone.
func readyPayments(b *testing.B, app testApp, dc *devchain.Chain, count int) []checkoutapi.SubmitRequest {
	b.Helper()
	keys := fundPayers(b, dc, count)
	bodies := make([]checkoutapi.SubmitRequest, count)
	var wg sync.WaitGroup
	sem := make(chan struct{}, 32)
	for i := range count {
		wg.Go(func() {
			sem <- struct{}{}
			defer func() { <-sem }()
			var out invoiceapi.CreateInvoiceResponse
			resp := call(b, "POST", app.URL+"/api/invoices", secret(app),
				map[string]any{"amountUsdc": json.Number("4.99"), "payInToken": "USDC", "networks": []int64{dc.ChainID().Int64()}}, &out)
			require.Equal(b, http.StatusCreated, resp.StatusCode)
			p := payerWallet{key: keys[i], addr: crypto.PubkeyToAddress(keys[i].PublicKey), dc: dc}
			bodies[i] = readyToSubmit(b, app, out.InvoiceID, p)
		})
	}
	wg.Wait()
	return bodies
}

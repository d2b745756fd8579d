package server

import (
	"bytes"
	"fmt"
	"io"
	"net/http"
	"sync/atomic"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/paystead/paystead/backend/postgres/pgtest"
)

// BenchmarkQuote measures POST /api/checkout/quote end to end against the dev chain's Uniswap
// v3 pool at concurrency 16: warm (one amount, answered from the per-block cache after the
// first call) and cold (a new amount per request, so every request is a QuoterV2 eth_call).
func BenchmarkQuote(b *testing.B) {
	app := startApp(b, nil)
	client := &http.Client{Transport: &http.Transport{MaxIdleConnsPerHost: 64}}
	var seq atomic.Int64
	for _, mode := range []string{"warm", "cold"} {
		b.Run(fmt.Sprintf("cache=%s/concurrency=16", mode), func(b *testing.B) {
			b.ResetTimer()
			res := pgtest.Load(b.N, 16, func(int) error {
				amount := "100"
				if mode == "cold" {
					amount = fmt.Sprintf("100.%06d", seq.Add(1)%1_000_000)
				}
				body := []byte(`{"payInToken":"EURC","payoutToken":"USDC","amountIn":"` + amount + `","slippageBps":50}`)
				resp, err := client.Post(app.URL+"/api/checkout/quote", "application/json", bytes.NewReader(body))
				if err != nil {
					return err
				}
				_, _ = io.Copy(io.Discard, resp.Body)
				resp.Body.Close()
				if resp.StatusCode != http.StatusOK {
					return fmt.Errorf("status %d", resp.StatusCode)
				}
				return nil
			})
			b.StopTimer()
			require.NoError(b, res.Err)
			b.ReportMetric(res.PerSecond, "quotes/s")
			b.ReportMetric(res.P50.Seconds()*1000, "p50-ms")
			b.ReportMetric(res.P99.Seconds()*1000, "p99-ms")
		})
	}
}

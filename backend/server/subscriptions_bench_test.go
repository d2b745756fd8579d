package server

import (
	"context"
	"math/big"
	"net/http"
	"sync"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/hexutil"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/stretchr/testify/require"

	"github.com/paystead/paystead/backend/chain"
	"github.com/paystead/paystead/backend/config"
	"github.com/paystead/paystead/backend/devchain"
	"github.com/paystead/paystead/shared/subscriptionapi"
)

// BenchmarkSubscriptionRenewals (#35) subscribes 1,000 customers to a monthly plan on a chain with
// 1 s blocks (each first charge goes out alone, with the payer's permit), then moves the chain's
// clock a month on, so that all 1,000 renewals are due at once, and reports how they went out:
//   - renewals/s: the 1,000 over the wall time from the block the month began in to the last
//     recorded charged;
//   - blocks and max-per-block: the blocks holding renewals, and the most in one;
//   - gas/renewal and gas/first-charge: the charge transactions' gas over the charges they made.
func BenchmarkSubscriptionRenewals(b *testing.B) {
	const (
		n         = 1000
		blockTime = time.Second
	)
	dc, err := devchain.Start(context.Background(), devchain.Config{BlockTime: blockTime})
	require.NoError(b, err)
	b.Cleanup(func() { _ = dc.Close() })
	app := startAppOn(b, dc, func(c *config.Config) { c.DevBlockTime = blockTime })
	ctx := context.Background()
	for range b.N {
		p := fundedPayerOn(b, dc, 2*n*1_000_000+1_000_000)
		approvePermit2(b, p)
		var plan subscriptionapi.Plan
		require.Equal(b, http.StatusCreated, call(b, "POST", app.URL+"/api/plans", secret(app),
			map[string]any{"name": "Bench", "amount": "1", "token": "USDC", "interval": "month"}, &plan).StatusCode)
		var c subscriptionapi.Checkout
		require.Equal(b, http.StatusCreated, call(b, "POST", app.URL+"/api/plans/"+plan.ID+"/checkouts", secret(app), map[string]any{}, &c).StatusCode)

		subscribeStart := time.Now()
		var (
			wg    sync.WaitGroup
			sem   = make(chan struct{}, 16)
			first subscriptionapi.Subscription
			once  sync.Once
		)
		for range n {
			wg.Go(func() {
				sem <- struct{}{}
				defer func() { <-sem }()
				var terms subscriptionapi.Terms
				if call(b, "POST", app.URL+"/api/subscribe/"+c.ID+"/terms", nil, map[string]any{"payer": p.addr.Hex()}, &terms).StatusCode != http.StatusOK {
					b.Error("terms refused")
					return
				}
				digest, err := chain.AllowancePermitDigest(big.NewInt(terms.ChainID), common.HexToAddress(terms.Permit2), permitOf(b, terms.Permit))
				require.NoError(b, err)
				sig, err := crypto.Sign(digest[:], p.key)
				require.NoError(b, err)
				sig[64] += 27
				var out subscriptionapi.Subscribed
				if call(b, "POST", app.URL+"/api/subscribe/"+c.ID, nil, map[string]any{"terms": terms.Terms, "signature": hexutil.Encode(sig)}, &out).StatusCode != http.StatusCreated {
					b.Error("subscribe refused")
					return
				}
				once.Do(func() { first = out.Subscription })
			})
		}
		wg.Wait()
		charged := func(times int) int {
			var k int
			require.NoError(b, app.Pool.QueryRow(ctx, `SELECT count(*) FROM subscriptions WHERE plan_id = $1 AND charged_count >= $2`, plan.ID, times).Scan(&k))
			return k
		}
		require.Eventually(b, func() bool { return charged(1) == n }, 10*time.Minute, 100*time.Millisecond, "every first charge")
		firstPhase := time.Since(subscribeStart)

		// A month on: every renewal due at once. The month begins in the block IncreaseTime seals.
		head, err := dc.Client().HeaderByNumber(ctx, nil)
		require.NoError(b, err)
		monthAt := head.Number.Int64() + 1
		b.StartTimer()
		start := time.Now()
		travelTo(b, dc, dueAt(first, 1).Add(time.Minute))
		require.Eventually(b, func() bool { return charged(2) == n }, 10*time.Minute, 20*time.Millisecond, "every renewal")
		elapsed := time.Since(start)
		b.StopTimer()

		perBlock := func(period int) (blocks, most int, gasPer float64) {
			rows, err := app.Pool.Query(ctx, `SELECT t.block_number, count(*), max(t.gas_used) FROM subscription_charges ch
				JOIN subscriptions s ON s.id = ch.subscription_id
				JOIN relayer_txs t ON t.first_hash = ch.tx_hash AND t.status = 'mined'
				WHERE s.plan_id = $1 AND ch.index = $2 AND ch.status = 'charged' AND t.block_number >= $3
				GROUP BY t.block_number, t.hash`, plan.ID, period, map[int]int64{0: 0, 1: monthAt}[period])
			require.NoError(b, err)
			byBlock := map[int64]int{}
			var gas, total int64
			for rows.Next() {
				var blk, cnt, used int64
				require.NoError(b, rows.Scan(&blk, &cnt, &used))
				byBlock[blk] += int(cnt)
				gas += used
				total += cnt
			}
			require.NoError(b, rows.Err())
			require.Equal(b, int64(n), total)
			for _, k := range byBlock {
				most = max(most, k)
			}
			return len(byBlock), most, float64(gas) / float64(total)
		}
		blocks, most, gasRenewal := perBlock(1)
		_, _, gasFirst := perBlock(0)
		b.ReportMetric(float64(n)/elapsed.Seconds(), "renewals/s")
		b.ReportMetric(float64(blocks), "blocks")
		b.ReportMetric(float64(most), "max-per-block")
		b.ReportMetric(gasRenewal, "gas/renewal")
		b.ReportMetric(gasFirst, "gas/first-charge")
		b.ReportMetric(float64(n)/firstPhase.Seconds(), "subscribed+first-charged/s")
	}
}

package server

import (
	"context"
	"crypto/ecdsa"
	"math"
	"math/big"
	"net/http"
	"slices"
	"sync"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/stretchr/testify/require"

	"github.com/paystead/paystead/backend/chain"
	"github.com/paystead/paystead/backend/config"
	"github.com/paystead/paystead/backend/devchain"
	"github.com/paystead/paystead/backend/postgres/pgtest"
	"github.com/paystead/paystead/backend/relayer"
	"github.com/paystead/paystead/shared/checkoutapi"
)

// BenchmarkSettlement pays 200 invoices at once on a chain with a 1 s
// block time and reports settlements per second, gas per settlement and
// submit-to-settled p50/p99.
//
// The burst starts just after a block is sealed, so the next block (a
// block time later) is the first one the payments can make; each run is
// then comparable instead of depending on where in the block interval the
// burst happened to fall. Rates reported:
//   - first-block-settlements/s: payments mined in the first block that
//     holds any, per block time: the relayer's throughput per block;
//   - max-block-settlements/s: the fullest block's payments per block
//     time (differs from the first when the burst's submits outlast the
//     first block interval, as they can on a loaded machine);
//   - block-settlements/s: all payments over the block times they spanned;
//   - settlements/s: all payments over the wall time from the first submit
//     to the last settled status, the end-to-end figure (it includes the
//     wait for the block and the status polling).
func BenchmarkSettlement(b *testing.B) {
	const (
		n         = 200
		blockTime = time.Second
	)
	dc, err := devchain.Start(context.Background(), devchain.Config{BlockTime: blockTime})
	require.NoError(b, err)
	b.Cleanup(func() { _ = dc.Close() })
	app := startAppOn(b, dc, func(c *config.Config) { c.DevBlockTime = blockTime })
	ctx := context.Background()
	client := dc.Client()
	customer := chain.NewTransactor(client, dc.Customer.Key, dc.ChainID(), nil)
	usdc := chain.NewToken(client, dc.Addresses().USDC)

	for range b.N {
		// Payers: funded with gas and USDC, Permit2 approved, authorized.
		keys := make([]*ecdsa.PrivateKey, n)
		var sends []*types.Transaction
		for i := range n {
			keys[i], _ = crypto.GenerateKey()
			to := crypto.PubkeyToAddress(keys[i].PublicKey)
			tx, err := customer.Send(ctx, func(opts *bind.TransactOpts) (*types.Transaction, error) {
				return plainTransfer(ctx, client, opts, dc.ChainID(), to, big.NewInt(1e17), nil)
			})
			require.NoError(b, err)
			sends = append(sends, tx)
			tx, err = customer.Send(ctx, func(opts *bind.TransactOpts) (*types.Transaction, error) {
				return usdc.Transfer(ctx, opts, to, big.NewInt(5_000_000))
			})
			require.NoError(b, err)
			sends = append(sends, tx)
		}
		for _, tx := range sends {
			_, err := chain.WaitMined(ctx, client, tx)
			require.NoError(b, err)
		}
		bodies := make([]checkoutapi.SubmitRequest, n)
		var wg sync.WaitGroup
		for i := range n {
			wg.Go(func() { bodies[i] = prepareOn(b, app, dc, keys[i]) })
		}
		wg.Wait()

		fromBlock := waitNewBlock(b, client)
		stopWatch := watchBlocks(client, fromBlock)

		b.StartTimer()
		start := time.Now()
		latencies := make([]time.Duration, n)
		var (
			mu         sync.Mutex
			lastSubmit time.Duration
		)
		for i := range n {
			wg.Go(func() {
				t0 := time.Now()
				var sub checkoutapi.SubmitResponse
				resp := call(b, "POST", app.URL+"/api/checkout/submit", nil, bodies[i], &sub)
				if resp.StatusCode != http.StatusAccepted {
					b.Errorf("submit: %d", resp.StatusCode)
					return
				}
				mu.Lock()
				lastSubmit = max(lastSubmit, time.Since(start))
				mu.Unlock()
				for {
					var st checkoutapi.Status
					call(b, "GET", app.URL+"/api/checkout/status/"+sub.SubmissionID, nil, nil, &st)
					if st.Status == "settled" || st.Status == "failed" {
						if st.Status != "settled" {
							b.Errorf("submission failed: %s", derefString(st.Error))
						}
						break
					}
					time.Sleep(50 * time.Millisecond)
				}
				latencies[i] = time.Since(t0)
			})
		}
		wg.Wait()
		elapsed := time.Since(start)
		b.StopTimer()
		sealed := stopWatch()

		mined := pgtest.MinedTxs(b, app.Pool, dc.Server.Address, relayer.PurposePay, fromBlock)
		require.NotEmpty(b, mined)
		var gasUsed int64
		var perBlock []int64 // payments in each block that holds any, oldest first
		for i, tx := range mined {
			gasUsed += tx.GasUsed
			if i == 0 || tx.Block != mined[i-1].Block {
				perBlock = append(perBlock, 0)
			}
			perBlock[len(perBlock)-1]++
		}
		gas := math.Round(float64(gasUsed) / float64(len(mined)))
		first, last := mined[0].Block, mined[len(mined)-1].Block
		b.Logf("payments per block from block %d (the burst began after block %d): %v; last submit accepted after %s",
			first, fromBlock, perBlock, lastSubmit.Round(time.Millisecond))
		for _, blk := range sealed {
			b.Logf("block %d seen %s after the burst began", blk.number, blk.at.Sub(start).Round(time.Millisecond))
		}
		span := float64(last-first+1) * blockTime.Seconds()
		slices.Sort(latencies)
		b.ReportMetric(float64(len(perBlock)), "blocks")
		b.ReportMetric(float64(perBlock[0]), "first-block-settled")
		b.ReportMetric(float64(perBlock[0])/blockTime.Seconds(), "first-block-settlements/s")
		b.ReportMetric(float64(slices.Max(perBlock))/blockTime.Seconds(), "max-block-settlements/s")
		b.ReportMetric(float64(n)/span, "block-settlements/s")
		b.ReportMetric(float64(n)/elapsed.Seconds(), "settlements/s")
		b.ReportMetric(float64(lastSubmit.Milliseconds()), "last-submit-ms")
		b.ReportMetric(gas, "gas/settlement")
		b.ReportMetric(latencies[n/2].Seconds()*1000, "p50-ms")
		b.ReportMetric(latencies[n*99/100].Seconds()*1000, "p99-ms")
	}
}

type seenBlock struct {
	number int64
	at     time.Time
}

// watchBlocks notes when each block after from appears, until the returned
// function is called; it returns them.
func watchBlocks(client chain.Backend, from int64) func() []seenBlock {
	var (
		seen []seenBlock
		done = make(chan struct{})
		out  = make(chan []seenBlock)
	)
	go func() {
		last := from
		for {
			select {
			case <-done:
				out <- seen
				return
			case <-time.After(5 * time.Millisecond):
			}
			if h, err := client.HeaderByNumber(context.Background(), nil); err == nil && h.Number.Int64() > last {
				last = h.Number.Int64()
				seen = append(seen, seenBlock{last, time.Now()})
			}
		}
	}()
	return func() []seenBlock { close(done); return <-out }
}

// waitNewBlock returns the number of the chain's next block just after it is sealed.
func waitNewBlock(b *testing.B, client chain.Backend) int64 {
	b.Helper()
	ctx := context.Background()
	head, err := client.HeaderByNumber(ctx, nil)
	require.NoError(b, err)
	for {
		time.Sleep(2 * time.Millisecond)
		now, err := client.HeaderByNumber(ctx, nil)
		require.NoError(b, err)
		if now.Number.Cmp(head.Number) > 0 {
			b.Logf("burst starts after block %s sealed at %s", now.Number, time.Now().Format("15:04:05.000"))
			return now.Number.Int64()
		}
	}
}

func plainTransfer(ctx context.Context, client chain.Backend, opts *bind.TransactOpts, chainID *big.Int, to common.Address, value *big.Int, data []byte) (*types.Transaction, error) {
	head, err := client.HeaderByNumber(ctx, nil)
	if err != nil {
		return nil, err
	}
	tip := big.NewInt(1_000_000_000)
	signed, err := opts.Signer(opts.From, types.NewTx(&types.DynamicFeeTx{
		ChainID: chainID, Nonce: opts.Nonce.Uint64(), GasTipCap: tip,
		GasFeeCap: new(big.Int).Add(tip, new(big.Int).Mul(head.BaseFee, big.NewInt(3))),
		Gas:       200_000, To: &to, Value: value, Data: data,
	}))
	if err != nil {
		return nil, err
	}
	return signed, client.SendTransaction(ctx, signed)
}

// prepareOn creates an invoice and readies a signed payment of it by key.
func prepareOn(b *testing.B, app testApp, dc *devchain.Chain, key *ecdsa.PrivateKey) checkoutapi.SubmitRequest {
	p := payerWallet{key: key, addr: crypto.PubkeyToAddress(key.PublicKey), dc: dc}
	return readyToSubmit(b, app, createInvoice(b, app, "4.99"), p)
}

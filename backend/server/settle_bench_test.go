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
	"github.com/jackc/pgx/v5"
	"github.com/stretchr/testify/require"

	"github.com/paystead/paystead/backend/chain"
	"github.com/paystead/paystead/backend/config"
	"github.com/paystead/paystead/backend/devchain"
	"github.com/paystead/paystead/backend/postgres/pgtest"
	"github.com/paystead/paystead/backend/relayer"
	"github.com/paystead/paystead/shared/checkoutapi"
)

// BenchmarkSettlement pays a burst of 1,000 invoices at once on a chain
// with a 1 s block time and reports payments settled per block,
// submit-to-settled p50/p99 and gas per payment. The relayer sends the
// payments waiting at a block in payBatch transactions, so a block holds
// as many payments as their gas lets in.
//
// The burst starts just after a block is sealed, so the next block (a
// block time later) is the first one the payments can make; each run is
// then comparable instead of depending on where in the block interval the
// burst happened to fall. Figures reported:
//   - first-block-settled and max-block-settled: payments in the first
//     block that holds any, and in the fullest;
//   - block-settlements/s: all payments over the block times they spanned;
//   - settlements/s: all payments over the wall time from the first submit
//     to the last settled status, the end-to-end figure (it includes the
//     wait for the block and the status polling);
//   - p50-ms and p99-ms: submit to settled as the server recorded them,
//     and polled-p99-ms as a customer polling every 250 ms saw it;
//   - pay-txs: the transactions they went out in; gas/settlement: their
//     gas over the payments; max-block-gas-%: the fullest block's gas used
//     against its limit.
func BenchmarkSettlement(b *testing.B) {
	const (
		n         = 1000
		blockTime = time.Second
	)
	dc, err := devchain.Start(context.Background(), devchain.Config{BlockTime: blockTime})
	require.NoError(b, err)
	b.Cleanup(func() { _ = dc.Close() })
	app := startAppOn(b, dc, func(c *config.Config) { c.DevBlockTime = blockTime })
	ctx := context.Background()
	client := dc.Client()

	for range b.N {
		// Payers: funded with gas and USDC, Permit2 approved, authorized.
		keys := fundPayers(b, dc, n)
		bodies := make([]checkoutapi.SubmitRequest, n)
		var wg sync.WaitGroup
		sem := make(chan struct{}, 32)
		for i := range n {
			wg.Go(func() {
				sem <- struct{}{}
				defer func() { <-sem }()
				bodies[i] = prepareOn(b, app, dc, keys[i])
			})
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
					time.Sleep(250 * time.Millisecond) // a thousand pollers: gently, on two cores
				}
				latencies[i] = time.Since(t0)
			})
		}
		wg.Wait()
		elapsed := time.Since(start)
		b.StopTimer()
		sealed := stopWatch()

		// Payments per block: each settled submission names the transaction
		// (a pay or a payBatch) it went out in.
		rows, err := app.Pool.Query(ctx, `SELECT t.block_number, count(*) FROM submissions s
			JOIN relayer_txs t ON t.hash = s.settle_tx_hash
			WHERE s.status = 'settled' AND t.status = 'mined' AND t.block_number > $1
			GROUP BY t.block_number ORDER BY t.block_number`, fromBlock)
		require.NoError(b, err)
		var blockNums, perBlock []int64 // payments in each block that holds any, oldest first
		var blk, cnt int64
		_, err = pgx.ForEachRow(rows, []any{&blk, &cnt}, func() error {
			blockNums, perBlock = append(blockNums, blk), append(perBlock, cnt)
			return nil
		})
		require.NoError(b, err)
		require.NotEmpty(b, perBlock)
		var settled int64
		for _, c := range perBlock {
			settled += c
		}
		require.Equal(b, int64(n), settled)
		// Submit to settled as the server recorded them (the pollers above
		// see it up to a poll later).
		rows, err = app.Pool.Query(ctx, `SELECT extract(epoch FROM s.updated_at - s.created_at) * 1000 FROM submissions s
			JOIN relayer_txs t ON t.hash = s.settle_tx_hash
			WHERE s.status = 'settled' AND t.block_number > $1 ORDER BY 1`, fromBlock)
		require.NoError(b, err)
		serverMs, err := pgx.CollectRows(rows, pgx.RowTo[float64])
		require.NoError(b, err)
		require.Len(b, serverMs, n)

		mined := pgtest.MinedTxs(b, app.Pool, dc.Server.Address, relayer.PurposePay, fromBlock)
		var gasUsed int64
		for _, tx := range mined {
			gasUsed += tx.GasUsed
		}
		var maxGasPct float64
		for _, num := range blockNums {
			h, err := client.HeaderByNumber(ctx, big.NewInt(num))
			require.NoError(b, err)
			maxGasPct = max(maxGasPct, 100*float64(h.GasUsed)/float64(h.GasLimit))
			b.Logf("block %d: %d payments, gas %d of %d", num, perBlock[slices.Index(blockNums, num)], h.GasUsed, h.GasLimit)
		}
		gas := math.Round(float64(gasUsed) / float64(n))
		first, last := blockNums[0], blockNums[len(blockNums)-1]
		b.Logf("payments per block from block %d (the burst began after block %d): %v, in %d transactions; last submit accepted after %s",
			first, fromBlock, perBlock, len(mined), lastSubmit.Round(time.Millisecond))
		for _, blk := range sealed {
			b.Logf("block %d seen %s after the burst began", blk.number, blk.at.Sub(start).Round(time.Millisecond))
		}
		span := float64(last-first+1) * blockTime.Seconds()
		slices.Sort(latencies)
		b.ReportMetric(float64(len(perBlock)), "blocks")
		b.ReportMetric(float64(perBlock[0]), "first-block-settled")
		b.ReportMetric(float64(slices.Max(perBlock)), "max-block-settled")
		b.ReportMetric(float64(n)/span, "block-settlements/s")
		b.ReportMetric(float64(n)/elapsed.Seconds(), "settlements/s")
		b.ReportMetric(float64(lastSubmit.Milliseconds()), "last-submit-ms")
		b.ReportMetric(float64(len(mined)), "pay-txs")
		b.ReportMetric(gas, "gas/settlement")
		b.ReportMetric(maxGasPct, "max-block-gas-%")
		b.ReportMetric(serverMs[n/2], "p50-ms")
		b.ReportMetric(serverMs[n*99/100], "p99-ms")
		b.ReportMetric(latencies[n*99/100].Seconds()*1000, "polled-p99-ms")
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

// fundPayers makes count payers on dc, each funded with gas and 5 USDC
// from the chain's customer, and waits until every transfer is mined.
func fundPayers(b *testing.B, dc *devchain.Chain, count int) []*ecdsa.PrivateKey {
	b.Helper()
	ctx := context.Background()
	client := dc.Client()
	customer := chain.NewTransactor(client, dc.Customer.Key, dc.ChainID(), nil)
	usdc := chain.NewToken(client, dc.Addresses().USDC)
	keys := make([]*ecdsa.PrivateKey, count)
	var sends []*types.Transaction
	for i := range count {
		keys[i], _ = crypto.GenerateKey()
		to := crypto.PubkeyToAddress(keys[i].PublicKey)
		tx, err := customer.Send(ctx, func(opts *bind.TransactOpts) (*types.Transaction, error) {
			return plainTransfer(ctx, client, opts, dc.ChainID(), to, big.NewInt(1e17), nil)
		})
		require.NoError(b, err)
		sends = append(sends, tx)
		tx, err = customer.Send(ctx, func(opts *bind.TransactOpts) (*types.Transaction, error) {
			opts.GasLimit = 100_000
			return usdc.Transfer(ctx, opts, to, big.NewInt(5_000_000))
		})
		require.NoError(b, err)
		sends = append(sends, tx)
	}
	for _, tx := range sends {
		_, err := chain.WaitMined(ctx, client, tx)
		require.NoError(b, err)
	}
	return keys
}

// prepareOn creates an invoice and readies a signed payment of it by key.
func prepareOn(b *testing.B, app testApp, dc *devchain.Chain, key *ecdsa.PrivateKey) checkoutapi.SubmitRequest {
	p := payerWallet{key: key, addr: crypto.PubkeyToAddress(key.PublicKey), dc: dc}
	return readyToSubmit(b, app, createInvoice(b, app, "4.99"), p)
}

package server

import (
	"context"
	"crypto/ecdsa"
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
	"github.com/paystead/paystead/shared/checkoutapi"
)

// BenchmarkSettlement pays 200 invoices at once on a chain with a 1 s
// block time and reports settlements per second, gas per settlement and
// submit-to-settled p50/p99.
func BenchmarkSettlement(b *testing.B) {
	const n = 200
	dc, err := devchain.Start(context.Background(), devchain.Config{BlockTime: time.Second})
	require.NoError(b, err)
	b.Cleanup(func() { _ = dc.Close() })
	app := startAppOn(b, dc, func(c *config.Config) { c.DevBlockTime = time.Second })
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

		b.StartTimer()
		start := time.Now()
		latencies := make([]time.Duration, n)
		for i := range n {
			wg.Go(func() {
				t0 := time.Now()
				var sub checkoutapi.SubmitResponse
				resp := call(b, "POST", app.URL+"/api/checkout/submit", nil, bodies[i], &sub)
				if resp.StatusCode != http.StatusAccepted {
					b.Errorf("submit: %d", resp.StatusCode)
					return
				}
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

		var gas int64
		require.NoError(b, app.Pool.QueryRow(ctx, `SELECT coalesce(avg(gas_used), 0)::bigint FROM relayer_txs WHERE purpose = 'pay' AND status = 'mined' AND sender = $1`, dc.Server.Address.Bytes()).Scan(&gas))
		var blocks int
		require.NoError(b, app.Pool.QueryRow(ctx, `SELECT count(DISTINCT block_number) FROM relayer_txs WHERE purpose = 'pay' AND status = 'mined' AND sender = $1`, dc.Server.Address.Bytes()).Scan(&blocks))
		b.ReportMetric(float64(blocks), "blocks")
		slices.Sort(latencies)
		b.ReportMetric(float64(n)/elapsed.Seconds(), "settlements/s")
		b.ReportMetric(float64(gas), "gas/settlement")
		b.ReportMetric(latencies[n/2].Seconds()*1000, "p50-ms")
		b.ReportMetric(latencies[n*99/100].Seconds()*1000, "p99-ms")
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

package main

import (
	"context"
	"fmt"
	"io"
	"math/big"
	"net/http"
	"regexp"
	"strconv"
	"sync"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/hexutil"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/ethereum/go-ethereum/ethclient"
	"github.com/stretchr/testify/require"

	"github.com/paystead/paystead/backend/chain"
	"github.com/paystead/paystead/sdk"
)

// TestStagingUnderFullBlocksOnGeth: on 12-second blocks that another
// sender fills, outbidding a node that suggests a tip of 1 wei (as geth
// --dev does), the base fee rises block after block and the server
// wallet's staging transactions lose every block to the full ones. A copy
// of a transaction that waited PAYSTEAD_REPRICE_AFTER_BLOCKS (1 here) must
// offer 10% more than the original to replace it, which an eighth more of
// 1 wei is not; the bump's floor in wei is. Every invoice is open within
// two blocks of its creation, and the repricings are counted.
func TestStagingUnderFullBlocksOnGeth(t *testing.T) {
	p := startProductionWith(t, 1, productionOptions{
		gethFlags: []string{"--gpo.maxprice", "1"},
		env:       []string{"PAYSTEAD_REPRICE_AFTER_BLOCKS=1"},
	})
	ctx := context.Background()
	client := p.node.Client()
	spam := startSpammer(t, p)

	p.node.SealEvery(t, 12*time.Second)
	// Two full blocks first: the base fee rises from here on.
	start, err := client.BlockNumber(ctx)
	require.NoError(t, err)
	require.Eventually(t, func() bool {
		n, err := client.BlockNumber(ctx)
		return err == nil && n >= start+2
	}, time.Minute, 200*time.Millisecond)
	head, err := client.HeaderByNumber(ctx, nil)
	require.NoError(t, err)
	require.Greater(t, head.GasUsed, head.GasLimit-head.GasLimit/perBlock, "the spammer fills the blocks")
	baseFeeBefore := head.BaseFee

	c := p.sdkClient(t, p.procs[0].url)
	type created struct {
		id         string
		at, opened uint64
	}
	invoices := make([]created, 6)
	for i := range invoices {
		if i == 3 { // the rest a block later
			n, _ := client.BlockNumber(ctx)
			require.Eventually(t, func() bool { m, err := client.BlockNumber(ctx); return err == nil && m > n }, time.Minute, 200*time.Millisecond)
		}
		at, err := client.BlockNumber(ctx)
		require.NoError(t, err)
		invoices[i] = created{id: p.createInvoice(t, 0, int64(1_000_000+i), fmt.Sprintf("full-blocks-%d", i)), at: at}
	}
	require.Eventually(t, func() bool {
		n, err := client.BlockNumber(ctx)
		if err != nil {
			return false
		}
		open := 0
		for i := range invoices {
			if invoices[i].opened == 0 {
				inv, err := c.GetInvoice(ctx, invoices[i].id)
				if err == nil && inv.Status == sdk.InvoiceOpen {
					invoices[i].opened = n
				}
			}
			if invoices[i].opened != 0 {
				open++
			}
		}
		return open == len(invoices)
	}, 2*time.Minute, 250*time.Millisecond, "every invoice open")
	for _, inv := range invoices {
		require.LessOrEqual(t, inv.opened-inv.at, uint64(2), "invoice %s created at block %d, open at %d", inv.id, inv.at, inv.opened)
	}

	head, err = client.HeaderByNumber(ctx, nil)
	require.NoError(t, err)
	require.Greater(t, head.BaseFee.Cmp(baseFeeBefore), 0, "the base fee rose under full blocks: %s → %s wei", baseFeeBefore, head.BaseFee)
	require.Positive(t, spam.sent(), "the spammer ran throughout")

	resp, err := http.Get("http://" + p.procs[0].metrics + "/metrics")
	require.NoError(t, err)
	raw, err := io.ReadAll(resp.Body)
	resp.Body.Close()
	require.NoError(t, err)
	m := regexp.MustCompile(`(?m)^paystead_relayer_repriced_transactions_total\{chain="1337"\} (\S+)$`).FindStringSubmatch(string(raw))
	require.NotNil(t, m)
	repriced, err := strconv.ParseFloat(m[1], 64)
	require.NoError(t, err)
	require.Positive(t, repriced, "the staging transactions were repriced to get in")
}

// perBlock is how many of the spammer's transactions fill a block.
const perBlock = 6

// spammer keeps the node's pool holding more than a block of transactions
// that burn all their gas, at a tip of 5 wei.
type spammer struct {
	mu    sync.Mutex
	count int
}

func (s *spammer) sent() int { s.mu.Lock(); defer s.mu.Unlock(); return s.count }

func startSpammer(t *testing.T, p *production) *spammer {
	t.Helper()
	ctx := context.Background()
	client := p.node.Client()
	key, err := crypto.GenerateKey()
	require.NoError(t, err)
	from := crypto.PubkeyToAddress(key.PublicKey)
	p.node.Fund(t, from, new(big.Int).Mul(big.NewInt(1000), big.NewInt(1e18)))
	signer := types.LatestSignerForChainID(p.node.ChainID)
	send := func(nonce uint64, to *common.Address, gas uint64, data []byte) (*types.Transaction, error) {
		// A fee cap of 100 gwei: geth refuses, over RPC, a transaction
		// that could cost more than 1 ether.
		tx, err := types.SignNewTx(key, signer, &types.DynamicFeeTx{ChainID: p.node.ChainID, Nonce: nonce,
			GasTipCap: big.NewInt(5), GasFeeCap: big.NewInt(100e9), Gas: gas, To: to, Data: data})
		if err != nil {
			return nil, err
		}
		return tx, client.SendTransaction(ctx, tx)
	}
	// A contract whose code loops until its gas is gone: JUMPDEST PUSH1 0 JUMP.
	// geth's pool takes in a new block after its receipts are served, so
	// for a moment it may not see the funding yet: retried until it does.
	var deploy *types.Transaction
	require.Eventually(t, func() bool {
		deploy, err = send(0, nil, 100_000, hexutil.MustDecode("0x635b6000566000526004601cf3"))
		return err == nil
	}, 10*time.Second, 50*time.Millisecond, "the pool takes the spammer's contract")
	r, err := chain.WaitMined(ctx, client, deploy)
	require.NoError(t, err)
	require.Equal(t, types.ReceiptStatusSuccessful, r.Status)
	burner := r.ContractAddress

	s := &spammer{}
	stop, done := make(chan struct{}), make(chan struct{})
	go func() {
		defer close(done)
		for {
			select {
			case <-stop:
				return
			case <-time.After(250 * time.Millisecond):
			}
			if err := s.topUp(ctx, client, from, burner, send); err != nil {
				t.Logf("spammer: %v", err)
			}
		}
	}()
	t.Cleanup(func() { close(stop); <-done })
	return s
}

// topUp sends what the pool lacks for a block and two transactions more.
func (s *spammer) topUp(ctx context.Context, client *ethclient.Client, from, burner common.Address,
	send func(uint64, *common.Address, uint64, []byte) (*types.Transaction, error)) error {
	head, err := client.HeaderByNumber(ctx, nil)
	if err != nil {
		return err
	}
	mined, err := client.NonceAt(ctx, from, nil)
	if err != nil {
		return err
	}
	pending, err := client.PendingNonceAt(ctx, from)
	if err != nil {
		return err
	}
	gas := head.GasLimit / perBlock
	for n := pending; n < mined+perBlock+2; n++ {
		if _, err := send(n, &burner, gas, nil); err != nil {
			return err
		}
		s.mu.Lock()
		s.count++
		s.mu.Unlock()
	}
	return nil
}

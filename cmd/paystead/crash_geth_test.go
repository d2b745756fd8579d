package main

import (
	"context"
	"fmt"
	mrand "math/rand/v2"
	"os"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/stretchr/testify/require"

	"github.com/paystead/paystead/backend/chain"
	"github.com/paystead/paystead/sdk"
)

// TestTwoProcessesOnGethThroughCrashes: two serve processes share one
// database, one server wallet and a geth node. 200 invoices are created
// and paid through both while each process is killed (SIGKILL) once, at a
// random moment, and started again. Then some payments are refunded, the
// chain's clock moves past the refund window, and the rest are claimed.
// Every submission ends settled, soon after the restarts; no invoice is
// paid twice; the wallet's nonce has neither gap nor stuck transaction;
// every webhook event reaches the merchant; and no token unit is lost.
func TestTwoProcessesOnGethThroughCrashes(t *testing.T) {
	p := startProduction(t, 2)
	ctx := context.Background()
	const (
		nPayers = 20
		minted  = int64(1_000_000_000) // $1,000 of USDC each
	)
	n := 200 // PAYSTEAD_GETH_PAYMENTS runs more, or fewer
	if v, err := strconv.Atoi(os.Getenv("PAYSTEAD_GETH_PAYMENTS")); err == nil && v >= 20 {
		n = v
	}
	payers := p.payers(t, nPayers, minted)
	usdc := chain.NewToken(p.node.Client(), common.HexToAddress(p.settings["PAYSTEAD_USDC_ADDRESS"]))
	gatewayAddr := common.HexToAddress(p.settings["PAYSTEAD_GATEWAY_ADDRESS"])

	type payment struct {
		invoice, submission string
		units               int64
		payer               int
		submittedAt         time.Time
	}
	var (
		mu        sync.Mutex
		pays      = make([]payment, n)
		submitted int
		next      atomic.Int64
		wg        sync.WaitGroup
	)
	// The killer: each process once, after a random share of the payments.
	type crash struct{ killedAt, restartedAt time.Time }
	crashes := make([]crash, len(p.procs))
	killerDone := make(chan error, 1)
	go func() {
		for k, sp := range p.procs {
			at := n*15/100 + k*n*35/100 + mrand.IntN(n/5)
			for {
				mu.Lock()
				s := submitted
				mu.Unlock()
				if s >= at {
					break
				}
				time.Sleep(20 * time.Millisecond)
			}
			time.Sleep(time.Duration(mrand.IntN(800)) * time.Millisecond)
			crashes[k].killedAt = time.Now()
			sp.kill()
			time.Sleep(time.Second)
			if err := p.launch(sp); err != nil {
				killerDone <- err
				return
			}
			crashes[k].restartedAt = time.Now()
		}
		killerDone <- nil
	}()
	// The watcher: follows every submitted payment until it is final.
	w := p.watch(5 * time.Minute)
	for range 8 {
		wg.Go(func() {
			for i := int(next.Add(1) - 1); i < n; i = int(next.Add(1) - 1) {
				units := 1_000_000 + int64(i)*10_007%5_000_000
				inv := p.createInvoice(t, i%2, units, fmt.Sprintf("order-%d", i))
				sub := p.pay(t, i%2, payers[i%nPayers], inv)
				mu.Lock()
				pays[i] = payment{invoice: inv, submission: sub, units: units, payer: i % nPayers, submittedAt: time.Now()}
				submitted++
				mu.Unlock()
				w.submitted(i, sub)
			}
		})
	}
	wg.Wait()
	require.NoError(t, <-killerDone)

	// Every submission final; when each became so (the watcher follows
	// them from their submission).
	final, finalAt, err := w.wait()
	require.NoError(t, err)
	for i, st := range final {
		require.Equal(t, "settled", st.Status, "submission %d: %s", i, deref(st.Error))
	}
	// The payments in flight at each crash, from the restart to final.
	for k, c := range crashes {
		var worst time.Duration
		inFlight := 0
		for i, py := range pays {
			if py.submittedAt.Before(c.killedAt) && finalAt[i].After(c.killedAt) {
				inFlight++
				worst = max(worst, finalAt[i].Sub(c.restartedAt))
			}
		}
		t.Logf("crash %d: %d payments in flight at the kill; the last final %s after the restart", k+1, inFlight, worst.Round(100*time.Millisecond))
		require.LessOrEqual(t, worst, 30*time.Second, "crash %d", k+1)
	}

	// Each invoice paid once, on chain.
	gw := chain.NewGateway(p.node.Client(), gatewayAddr)
	events := gatewayEvents(t, p, gw)
	paidCount := map[string]int{}
	for _, e := range events.Paid {
		paidCount[invoiceHex(e.ID)]++
	}
	for i, py := range pays {
		require.Equal(t, 1, paidCount[py.invoice], "invoice %d paid once", i)
	}

	// Refunds of every 20th payment, through either process.
	refunded := map[int]bool{}
	for i := 0; i < n; i += 20 {
		p.either(t, i, func(url string) error {
			_, err := p.sdkClient(t, url).Refund(ctx, pays[i].invoice)
			return err
		})
		refunded[i] = true
	}
	// A refund answers once sent: each is mined and recorded before the
	// window closes (one mined after it would revert).
	reads := func(i int, status string) func() bool {
		return func() bool {
			inv, err := p.sdkClient(t, p.procs[i%len(p.procs)].url).GetInvoice(ctx, pays[i].invoice)
			return err == nil && string(inv.Status) == status
		}
	}
	for i := range refunded {
		require.Eventually(t, reads(i, "refunded"), 2*time.Minute, 250*time.Millisecond, "refund %d", i)
	}
	// The window closes: the rest can be claimed.
	p.node.Travel(t, 8*24*time.Hour)
	var claimed *sdk.ClaimResult
	p.either(t, 0, func(url string) error {
		var err error
		claimed, err = p.sdkClient(t, url).Claim(ctx, sdk.ClaimParams{All: true})
		return err
	})
	require.Len(t, claimed.InvoiceIDs, n-len(refunded))
	for i := range pays {
		if !refunded[i] {
			require.Eventually(t, reads(i, "claimed"), 2*time.Minute, 250*time.Millisecond, "claim of %d", i)
		}
	}

	// Tokens conserved: what the payers hold, the escrow and the payout
	// wallet add up to what was minted; the payout wallet got every
	// claimed invoice's amount, and the escrow is empty.
	balance := func(a common.Address) int64 {
		b, err := usdc.BalanceOf(ctx, a)
		require.NoError(t, err)
		return b.Int64()
	}
	var claimedUnits, heldByPayers int64
	for i, py := range pays {
		if !refunded[i] {
			claimedUnits += py.units
		}
	}
	for _, py := range payers {
		heldByPayers += balance(py.addr)
	}
	require.Equal(t, claimedUnits, balance(p.payout))
	require.Zero(t, balance(gatewayAddr))
	require.Equal(t, minted*nPayers, heldByPayers+balance(p.payout)+balance(gatewayAddr))

	// The server wallet: every stored transaction mined (or reverted), no
	// gap, nothing stuck; and how often the two processes collided.
	p.requireNoncesContiguous(t, p.chains[0])
	var replaced int
	require.NoError(t, p.pool.QueryRow(ctx, `SELECT count(*) FROM relayer_txs WHERE status = 'replaced'`).Scan(&replaced))
	nonceTooLow, replacement := 0, 0
	for _, sp := range p.procs {
		b, err := os.ReadFile(sp.log)
		require.NoError(t, err)
		low := strings.ToLower(string(b))
		nonceTooLow += strings.Count(low, "nonce too low")
		replacement += strings.Count(low, "replacement transaction")
	}
	t.Logf("server wallet: %d transactions replaced; logs: %d \"nonce too low\", %d \"replacement transaction\"", replaced, nonceTooLow, replacement)

	p.requireWebhooksDelivered(t)
}

package main

import (
	"context"
	"fmt"
	"math/big"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/hexutil"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/stretchr/testify/require"

	"github.com/paystead/paystead/backend/chain"
	"github.com/paystead/paystead/sdk"
	"github.com/paystead/paystead/shared/subscriptionapi"
)

// TestSubscriptionsAreChargedOnceThroughAKill (#35): on geth with two serve processes, 1,000
// subscriptions of a monthly plan are taken (each first charge goes out with its payer's permit);
// a month on, every renewal is due at once, and one serve process is killed (SIGKILL) in the
// middle of the charge run, then started again. Each period of each subscription is charged once:
// one Charged event each on chain, every charge sent once, the payer's balance down by exactly two
// periods of each.
func TestSubscriptionsAreChargedOnceThroughAKill(t *testing.T) {
	const (
		n      = 1000
		amount = 1_000_000 // $1 a month
	)
	p := startProduction(t, 2)
	ctx := context.Background()
	client := p.node.Client()
	manager := p.settings["PAYSTEAD_SUBSCRIPTION_MANAGER_ADDRESS"]
	require.NotEmpty(t, manager, "deploy put a subscription manager there")
	var out, errOut strings.Builder
	require.Zero(t, run([]string{"merchant", "authorize", "--gateway", p.settings["PAYSTEAD_GATEWAY_ADDRESS"], "--subscriptions", manager,
		"--rpc", p.node.RPCURL, "--chain-id", p.node.ChainID.String()}, &out, &errOut), errOut.String())

	merchant := p.sdkClient(t, p.procs[0].url)
	plan, err := merchant.CreatePlan(ctx, sdk.CreatePlanParams{Name: "Geth monthly", Amount: "1", Token: "USDC", Interval: sdk.PlanMonthly})
	require.NoError(t, err)
	checkout, err := merchant.CreateSubscriptionCheckout(ctx, plan.ID, sdk.CreateSubscriptionCheckout{})
	require.NoError(t, err)
	py := p.payers(t, 1, 2*n*amount)[0]
	usdc := chain.NewToken(client, p.chains[0].address("PAYSTEAD_USDC_ADDRESS"))

	var (
		wg  sync.WaitGroup
		sem = make(chan struct{}, 16)
	)
	for i := range n {
		wg.Go(func() {
			sem <- struct{}{}
			defer func() { <-sem }()
			c, path := p.sdkClient(t, p.procs[i%2].url), "/api/subscribe/"+checkout.ID
			var terms subscriptionapi.Terms
			require.NoError(t, c.Do(ctx, sdk.Call{Method: "POST", Path: path + "/terms", Body: subscriptionapi.TermsRequest{Payer: py.addr.Hex()}}, &terms))
			digest, err := chain.AllowancePermitDigest(big.NewInt(terms.ChainID), common.HexToAddress(terms.Permit2), permitFrom(t, terms.Permit))
			require.NoError(t, err)
			sig, err := crypto.Sign(digest[:], py.key)
			require.NoError(t, err)
			sig[64] += 27
			var sub subscriptionapi.Subscribed
			require.NoError(t, c.Do(ctx, sdk.Call{Method: "POST", Path: path, Body: subscriptionapi.SubscribeRequest{Terms: terms.Terms, Signature: hexutil.Encode(sig)}}, &sub))
		})
	}
	wg.Wait()
	charged := func(times int) int {
		var k int
		require.NoError(t, p.pool.QueryRow(ctx, `SELECT count(*) FROM subscriptions WHERE charged_count >= $1`, times).Scan(&k))
		return k
	}
	require.Eventually(t, func() bool { return charged(1) == n }, 5*time.Minute, 200*time.Millisecond, "every first charge")

	// A month on: every renewal due at once. One process dies in the middle of the run.
	var firstCharges int
	require.NoError(t, p.pool.QueryRow(ctx, `SELECT count(*) FROM relayer_txs WHERE purpose = 'charge'`).Scan(&firstCharges))
	p.node.Travel(t, 2_629_746*time.Second+time.Minute)
	require.Eventually(t, func() bool { return charged(2) > 0 }, 2*time.Minute, 5*time.Millisecond, "renewals under way")
	p.procs[0].kill()
	var sent int
	require.NoError(t, p.pool.QueryRow(ctx, `SELECT count(*) FROM relayer_txs WHERE purpose = 'charge'`).Scan(&sent))
	t.Logf("killed with %d of %d renewals charged and %d renewal transactions sent", charged(2), n, sent-firstCharges)
	time.Sleep(3 * time.Second)
	p.start(t, p.procs[0])
	require.Eventually(t, func() bool { return charged(2) == n }, 5*time.Minute, 200*time.Millisecond, "every renewal")

	// On chain: one Charged event for each period of each subscription.
	logs, err := client.FilterLogs(ctx, ethereum.FilterQuery{FromBlock: big.NewInt(0), Addresses: []common.Address{common.HexToAddress(manager)}})
	require.NoError(t, err)
	ptrs := make([]*types.Log, len(logs))
	for i := range logs {
		ptrs[i] = &logs[i]
	}
	perPeriod := map[string]int{}
	for _, o := range chain.NewSubscriptionManager(client, common.HexToAddress(manager)).ChargeOutcomes(ptrs) {
		require.True(t, o.Charged, "a charge failed on chain: %v", o.Reason)
		perPeriod[fmt.Sprintf("%s/%d", o.Terms, o.Index)]++
	}
	require.Len(t, perPeriod, 2*n)
	for k, times := range perPeriod {
		require.Equal(t, 1, times, "%s charged %d times", k, times)
	}
	var attempts, reverted int
	require.NoError(t, p.pool.QueryRow(ctx, `SELECT coalesce(sum(attempts), 0), (SELECT count(*) FROM relayer_txs WHERE purpose = 'charge' AND status = 'reverted')
		FROM subscription_charges`).Scan(&attempts, &reverted))
	require.Equal(t, 2*n, attempts, "every charge sent once")
	require.Zero(t, reverted)
	left, err := usdc.BalanceOf(ctx, py.addr)
	require.NoError(t, err)
	require.Zero(t, left.Sign(), "two periods of each subscription, nothing more: %s left", left)
}

// permitFrom reads the allowance the terms ask the payer to sign.
func permitFrom(t testing.TB, p subscriptionapi.Permit) chain.AllowancePermit {
	t.Helper()
	num := func(s string) *big.Int {
		v, ok := new(big.Int).SetString(s, 10)
		require.True(t, ok, s)
		return v
	}
	return chain.AllowancePermit{Token: common.HexToAddress(p.Token), Amount: num(p.Amount), Expiration: num(p.Expiration).Uint64(),
		Nonce: num(p.Nonce).Uint64(), Spender: common.HexToAddress(p.Spender), SigDeadline: num(p.SigDeadline)}
}

package main

import (
	"context"
	"math/big"
	"strings"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/stretchr/testify/require"

	"github.com/paystead/paystead/backend/chain"
)

// TestDayTwoOnGeth: an operator's emergency and a key rotation, with a
// merchant who authorized the operator once (merchant authorize
// --trust-operator) and never acts again.
//
// The gateway's owner pauses payments: a payment submitted meanwhile waits,
// pending and unsent, while a refund goes through; unpaused, it settles.
// Then the server key is rotated by the operator alone: the owner adds the
// new server wallet as a relayer and removes the old, the process restarts
// on the new key, and the merchant's next invoice is staged and paid by
// the new wallet, while the old one can no longer act for the merchant.
func TestDayTwoOnGeth(t *testing.T) {
	p := startProductionWith(t, 1, productionOptions{trustOperator: true})
	ctx := context.Background()
	py := p.payers(t, 1, 100_000_000)[0]
	gw := chain.NewGateway(p.node.Client(), common.HexToAddress(p.settings["PAYSTEAD_GATEWAY_ADDRESS"]))
	owner := func(args ...string) string {
		t.Helper()
		t.Setenv(ownerKeyVar, keyHex(p.deployer))
		var out, errOut strings.Builder
		args = append(args, "--gateway", gw.Address().Hex(), "--rpc", p.node.RPCURL, "--chain-id", "1337")
		require.Equal(t, 0, run(append([]string{"gateway"}, args...), &out, &errOut), errOut.String())
		return out.String()
	}
	status := func(sub string) string {
		st, err := p.statusOnce(0, sub)
		require.NoError(t, err)
		return st.Status
	}
	settles := func(sub string) {
		t.Helper()
		require.Eventually(t, func() bool { return status(sub) == "settled" }, 2*time.Minute, 250*time.Millisecond)
	}

	first := p.createInvoice(t, 0, 3_000_000, "day-two-1")
	settles(p.pay(t, 0, py, first))
	merchantWallet := p.merchant
	agent, err := gw.IsAgent(ctx, merchantWallet, p.server)
	require.NoError(t, err)
	require.True(t, agent, "an operator relayer acts for the merchant that trusts the operator")

	// The emergency.
	require.Contains(t, owner("pause"), "payments PAUSED")
	second := p.createInvoice(t, 0, 4_000_000, "day-two-2")
	waiting := p.pay(t, 0, py, second)
	_, err = p.sdkClient(t, p.procs[0].url).Refund(ctx, first)
	require.NoError(t, err, "refunds go on while payments are paused")
	require.Eventually(t, func() bool {
		inv, err := p.sdkClient(t, p.procs[0].url).GetInvoice(ctx, first)
		return err == nil && inv.Status == "refunded"
	}, time.Minute, 250*time.Millisecond)
	require.Never(t, func() bool { return status(waiting) != "pending" }, 5*time.Second, 500*time.Millisecond,
		"the payment waits, unsent and not failed")
	require.Contains(t, owner("unpause"), "payments open")
	settles(waiting)

	// The rotation, by the operator alone.
	newKey, err := crypto.GenerateKey()
	require.NoError(t, err)
	newWallet := crypto.PubkeyToAddress(newKey.PublicKey)
	p.node.Fund(t, newWallet, new(big.Int).Mul(big.NewInt(10), big.NewInt(1e18)))
	owner("relayer", "--add", newWallet.Hex(), "--remove", p.server.Hex())
	sp := p.procs[0]
	sp.stop()
	var env []string
	for _, kv := range p.env {
		if !strings.HasPrefix(kv, "PAYSTEAD_SERVER_KEYSTORE") {
			env = append(env, kv)
		}
	}
	p.env = append(env, "PAYSTEAD_SERVER_KEY="+keyHex(newKey))
	require.NoError(t, p.launch(sp))

	third := p.createInvoice(t, 0, 5_000_000, "day-two-3")
	settles(p.pay(t, 0, py, third))
	nonce, err := p.node.Client().NonceAt(ctx, newWallet, nil)
	require.NoError(t, err)
	require.GreaterOrEqual(t, nonce, uint64(2), "the new wallet staged and paid the invoice")
	for who, want := range map[common.Address]bool{newWallet: true, p.server: false} {
		agent, err := gw.IsAgent(ctx, merchantWallet, who)
		require.NoError(t, err)
		require.Equal(t, want, agent, who.Hex())
	}
}

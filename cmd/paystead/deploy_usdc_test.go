package main

import (
	"context"
	"math/big"
	"testing"

	"github.com/ethereum/go-ethereum/ethclient"
	"github.com/stretchr/testify/require"

	"github.com/paystead/paystead/backend/devchain"
)

// Before anything is sent, deploy reads the USDC serve will take (#33): a
// contract that is not a token at the address named
// (here the dev chain's Permit2) refuses the deploy, saying so; the dev
// chain's own FiatToken passes.
func TestDeployChecksTheUSDC(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	dc, err := devchain.Start(ctx, devchain.Config{Instant: true, RPCAddr: "127.0.0.1:0"})
	require.NoError(t, err)
	t.Cleanup(func() { _ = dc.Close() })
	client, err := ethclient.DialContext(ctx, dc.RPCURL())
	require.NoError(t, err)
	t.Cleanup(client.Close)

	target := deployTarget{chainID: big.NewInt(1337)}
	require.Empty(t, target.takeUSDC(dc.Addresses().Permit2.Hex(), "PAYSTEAD_USDC_ADDRESS"))
	problems := checkUSDC(ctx, client, target)
	require.Len(t, problems, 1)
	require.Contains(t, problems[0], "the USDC serve will take, "+dc.Addresses().Permit2.Hex()+", is not a token there")

	require.Empty(t, target.takeUSDC(dc.Addresses().USDC.Hex(), "PAYSTEAD_USDC_ADDRESS"))
	require.Empty(t, checkUSDC(ctx, client, target))
}

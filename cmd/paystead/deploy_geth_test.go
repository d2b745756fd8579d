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
	"github.com/paystead/paystead/backend/gethdev"
)

// TestDeployOnGeth deploys to a real node process (geth --dev, 1 s blocks,
// chain id 1337) over JSON-RPC, as an operator would to a testnet: the
// refusal of an unfunded deployer, then a deployment whose settings name
// contracts the node holds.
func TestDeployOnGeth(t *testing.T) {
	node := gethdev.Start(t, time.Second)
	ctx := context.Background()
	key, err := crypto.GenerateKey()
	require.NoError(t, err)
	deployer := crypto.PubkeyToAddress(key.PublicKey)
	deploy := func(t *testing.T) (code int, stdout, stderr string) {
		t.Helper()
		t.Setenv(deployerKeyVar, keyHex(key))
		var out, errOut strings.Builder
		code = run([]string{"deploy", "--rpc", node.RPCURL, "--chain-id", "1337", "--dev-permit2", "--dev-tokens"}, &out, &errOut)
		require.NotContains(t, out.String()+errOut.String(), keyHex(key), "the key was printed")
		return code, out.String(), errOut.String()
	}

	code, stdout, stderr := deploy(t)
	require.Equal(t, 1, code)
	require.Empty(t, stdout)
	require.Contains(t, stderr, "refusing to deploy, nothing was sent")
	require.Contains(t, stderr, "holds 0 ETH")
	nonce, err := node.Client().PendingNonceAt(ctx, deployer)
	require.NoError(t, err)
	require.Zero(t, nonce)

	node.Fund(t, deployer, new(big.Int).Mul(big.NewInt(10), big.NewInt(1e18)))
	code, stdout, stderr = deploy(t)
	require.Equal(t, 0, code, stderr)
	settings := parseSettings(t, stdout)
	require.Equal(t, node.RPCURL, settings["PAYSTEAD_RPC_URL"])
	require.Equal(t, "1337", settings["PAYSTEAD_CHAIN_ID"])
	g := chain.NewGateway(node.Client(), common.HexToAddress(settings["PAYSTEAD_GATEWAY_ADDRESS"]))
	owner, err := g.Owner(ctx)
	require.NoError(t, err)
	require.Equal(t, deployer, owner, "the deployer owns the gateway without --owner")
	permit2, err := g.Permit2(ctx)
	require.NoError(t, err)
	require.Equal(t, common.HexToAddress(settings["PAYSTEAD_PERMIT2_ADDRESS"]), permit2)
	for _, name := range []string{"PAYSTEAD_PERMIT2_ADDRESS", "PAYSTEAD_USDC_ADDRESS", "PAYSTEAD_EURC_ADDRESS"} {
		code, err := node.Client().CodeAt(ctx, common.HexToAddress(settings[name]), nil)
		require.NoError(t, err)
		require.NotEmpty(t, code, name)
	}
}

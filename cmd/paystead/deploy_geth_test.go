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

	// Deposit addresses: through the deterministic deployment proxy (geth --dev's genesis holds it,
	// as most chains do since its keyless deployment), the deployer's factory, at the address it
	// has on every chain, is the gateway's, and the gateway its controller.
	require.NotContains(t, stderr, "keyless")
	factory := common.HexToAddress(settings["PAYSTEAD_DEPOSIT_FACTORY_ADDRESS"])
	require.Equal(t, chain.DepositFactoryAddress(deployer), factory)
	named, err := g.DepositFactory(ctx)
	require.NoError(t, err)
	require.Equal(t, factory, named)
	controls, err := chain.NewDepositFactory(node.Client(), factory).IsController(ctx, g.Address())
	require.NoError(t, err)
	require.True(t, controls)

	// The subscription manager (#35), charging into this gateway.
	manager := common.HexToAddress(settings["PAYSTEAD_SUBSCRIPTION_MANAGER_ADDRESS"])
	into, err := chain.NewSubscriptionManager(node.Client(), manager).Gateway(ctx)
	require.NoError(t, err)
	require.Equal(t, g.Address(), into)

	// Owned by someone else, the gateway gets the owner's factory (the proxy is there now), and the
	// owner is told of the two calls left; serve's setting waits for them, commented out.
	other := common.HexToAddress("0x00000000000000000000000000000000000000Aa")
	t.Setenv(deployerKeyVar, keyHex(key))
	var out, errOut strings.Builder
	require.Equal(t, 0, run([]string{"deploy", "--rpc", node.RPCURL, "--chain-id", "1337", "--dev-permit2", "--owner", other.Hex()}, &out, &errOut), errOut.String())
	require.NotContains(t, errOut.String(), "keyless")
	theirs := chain.DepositFactoryAddress(other)
	theirCode, err := node.Client().CodeAt(ctx, theirs, nil)
	require.NoError(t, err)
	require.NotEmpty(t, theirCode, "the owner's factory")
	require.Contains(t, errOut.String(), "setDepositFactory("+theirs.Hex()+")")
	require.NotContains(t, parseSettings(t, out.String()), "PAYSTEAD_DEPOSIT_FACTORY_ADDRESS")
	require.Contains(t, out.String(), "# PAYSTEAD_DEPOSIT_FACTORY_ADDRESS="+theirs.Hex())
}

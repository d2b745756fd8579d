package chain

import (
	"context"
	"math/big"
	"testing"

	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/ethereum/go-ethereum/ethclient/simulated"
	"github.com/ethereum/go-ethereum/params"
	"github.com/stretchr/testify/require"

	"github.com/paystead/paystead/backend/chain/internal/bindings"
)

func TestDeploy(t *testing.T) {
	t.Parallel()
	deployer, poor := testKey(t, 1), testKey(t, 2)
	sim := simulated.NewBackend(types.GenesisAlloc{
		crypto.PubkeyToAddress(deployer.PublicKey): {Balance: new(big.Int).Mul(big.NewInt(100), big.NewInt(params.Ether))},
		crypto.PubkeyToAddress(poor.PublicKey):     {Balance: big.NewInt(1)},
	}, osakaRules)
	t.Cleanup(func() { _ = sim.Close() })
	client := sim.Client()
	ctx := context.Background()
	chainID := big.NewInt(1337)
	seal := func() { sim.Commit() }

	// A first deployment gives the later ones a Permit2 and a contract to use as a router.
	dev, err := Deploy(ctx, client, deployer, DeployOptions{ChainID: chainID, DeployPermit2: true, TestTokens: true, Seal: seal})
	require.NoError(t, err)
	require.True(t, dev.DeployedPermit2)
	require.Len(t, dev.Transactions, 4)
	token := bindings.NewTestStablecoin()
	for addr, want := range map[common.Address]string{dev.USDC: "USDC", dev.EURC: "EURC"} {
		symbol, err := bind.Call(token.Instance(client, addr), &bind.CallOpts{Context: ctx}, token.PackSymbol(), token.UnpackSymbol)
		require.NoError(t, err)
		require.Equal(t, want, symbol)
	}

	t.Run("SetsOwnerAndRouterAndVerifiesThem", func(t *testing.T) {
		owner := common.HexToAddress("0x52908400098527886E0F7030069857D2E4169EE7")
		dep, err := Deploy(ctx, client, deployer, DeployOptions{ChainID: chainID, Owner: owner, Permit2: dev.Permit2, SwapRouter: dev.USDC, Seal: seal})
		require.NoError(t, err)
		require.False(t, dep.DeployedPermit2)
		require.Len(t, dep.Transactions, 1)
		require.Zero(t, dep.USDC)
		g := NewGateway(client, dep.Gateway)
		got, err := g.Owner(ctx)
		require.NoError(t, err)
		require.Equal(t, owner, got)
		got, err = g.SwapRouter(ctx)
		require.NoError(t, err)
		require.Equal(t, dev.USDC, got)
		got, err = g.Permit2(ctx)
		require.NoError(t, err)
		require.Equal(t, dev.Permit2, got)
	})

	t.Run("ExistingPermit2IsUsedNotRedeployed", func(t *testing.T) {
		dep, err := Deploy(ctx, client, deployer, DeployOptions{ChainID: chainID, Permit2: dev.Permit2, DeployPermit2: true, Seal: seal})
		require.NoError(t, err)
		require.False(t, dep.DeployedPermit2)
		require.Equal(t, dev.Permit2, dep.Permit2)
	})

	t.Run("VerifyCatchesAWrongOwner", func(t *testing.T) {
		wrong := dev
		wrong.Owner = common.HexToAddress("0x1111111111111111111111111111111111111111")
		require.ErrorContains(t, VerifyDeployment(ctx, client, wrong), "owner()")
	})

	t.Run("RefusesEveryProblemAtOnceAndSendsNothing", func(t *testing.T) {
		poorAddr := crypto.PubkeyToAddress(poor.PublicKey)
		_, err := Deploy(ctx, client, poor, DeployOptions{
			ChainID: chainID, Permit2: common.HexToAddress("0x000000000022D473030F116dDEE9F6B43aC78BA3"),
			SwapRouter: common.HexToAddress("0x2222222222222222222222222222222222222222"), Seal: seal,
		})
		var refused *DeployRefusedError
		require.ErrorAs(t, err, &refused)
		require.True(t, refused.Has(DeployNoPermit2), err)
		require.True(t, refused.Has(DeployNoSwapRouter), err)
		require.True(t, refused.Has(DeployUnfunded), err)
		require.Contains(t, err.Error(), "nothing was sent")
		nonce, err := client.NonceAt(ctx, poorAddr, nil)
		require.NoError(t, err)
		require.Zero(t, nonce)
	})

	t.Run("NoChainIDIsAnError", func(t *testing.T) {
		_, err := Deploy(ctx, client, deployer, DeployOptions{DeployPermit2: true, Seal: seal})
		require.ErrorContains(t, err, "no chain id given")
	})

	t.Run("PlanSendsOnlyFromTheDeployerItChecked", func(t *testing.T) {
		plan, err := CheckDeploy(ctx, client, dev.Deployer, DeployOptions{ChainID: chainID, Permit2: dev.Permit2, Seal: seal})
		require.NoError(t, err)
		_, err = plan.Deploy(ctx, client, poor)
		require.ErrorContains(t, err, "checked for deployer")
		_, err = DeployPlan{}.Deploy(ctx, client, deployer)
		require.Error(t, err)
	})

	t.Run("RefusesAnotherChain", func(t *testing.T) {
		_, err := CheckDeploy(ctx, client, dev.Deployer, DeployOptions{ChainID: big.NewInt(8453), Permit2: dev.Permit2})
		var refused *DeployRefusedError
		require.ErrorAs(t, err, &refused)
		require.Equal(t, []DeployProblem{{DeployWrongChain, "the RPC endpoint serves chain 1337, not chain 8453"}}, refused.Problems)
	})
}

func TestIsDevChain(t *testing.T) {
	t.Parallel()
	for id, want := range map[int64]bool{1337: true, 31337: true, 1: false, 8453: false, 11155111: false} {
		require.Equal(t, want, IsDevChain(big.NewInt(id)), "chain %d", id)
	}
	require.False(t, IsDevChain(nil))
}

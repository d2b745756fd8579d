package server

import (
	"context"
	"math/big"
	"testing"

	"github.com/ethereum/go-ethereum/common"
	"github.com/stretchr/testify/require"

	"github.com/paystead/paystead/backend/config"
	"github.com/paystead/paystead/backend/token"
	"github.com/paystead/paystead/shared/eip2612"
)

// domainChain is a token.Chain whose every token has 6 decimals and the permit domain d.
type domainChain struct{ d eip2612.Domain }

func (c domainChain) Decimals(context.Context, common.Address) (uint8, error) { return 6, nil }
func (c domainChain) PermitDomain(context.Context, common.Address) (eip2612.Domain, bool, error) {
	return c.d, true, nil
}
func (c domainChain) DomainSeparator(context.Context, common.Address) (common.Hash, bool, error) {
	return common.Hash{1}, true, nil
}
func (c domainChain) Controls(context.Context, common.Address) (token.Controls, error) {
	return token.Controls{}, nil
}
func (c domainChain) Paused(context.Context, common.Address) (bool, error) { return false, nil }
func (c domainChain) IsBlacklisted(context.Context, common.Address, common.Address) (bool, error) {
	return false, nil
}

// Serve checks Circle's tokens against the table of canonical addresses
// (#33): USDC at Circle's address on Base must report Circle's name and
// version there ("USD Coin", "2"); a contract answering otherwise (the
// node is another chain than its id says) refuses the start, naming what
// it found. A USDC at an address of the operator's own is not checked.
func TestCheckCircleTokens(t *testing.T) {
	t.Parallel()
	base := config.CanonicalStablecoins[8453]
	watch := func(t *testing.T, usdc common.Address, name string) (config.Chain, *token.Watch) {
		t.Helper()
		r, err := token.New(token.Token{Symbol: "USDC", Decimals: 6, Addresses: map[int64]common.Address{8453: usdc}})
		require.NoError(t, err)
		w, err := r.Verify(context.Background(), 8453, domainChain{eip2612.Domain{Name: name, Version: "2", ChainID: "8453", VerifyingContract: usdc.Hex()}})
		require.NoError(t, err)
		return config.Chain{ChainID: big.NewInt(8453), USDC: usdc}, w
	}
	c, w := watch(t, base.USDC, "USD Coin")
	require.NoError(t, checkCircleTokens(context.Background(), c, w))
	c, w = watch(t, base.USDC, "USDC")
	err := checkCircleTokens(context.Background(), c, w)
	require.ErrorContains(t, err, `reports name() "USDC" and version() "2", not Circle's "USD Coin" and "2"`)
	require.ErrorContains(t, err, "is PAYSTEAD_RPC_URL a node of chain 8453?")
	own := common.HexToAddress("0x00000000000000000000000000000000000000C1")
	c, w = watch(t, own, "My Dollar")
	require.NoError(t, checkCircleTokens(context.Background(), c, w), "not Circle's address: not Circle's to check")
}

// A Permit2 (or Uniswap contract) address with no code refuses the start,
// naming its variable.
func TestCheckContractsThere(t *testing.T) {
	t.Parallel()
	dc := testChain(t)
	c := config.Chain{ChainID: dc.ChainID(), Permit2: dc.Addresses().Permit2}
	require.NoError(t, checkContractsThere(context.Background(), c, dc.Client()))
	c.UniswapQuoter = common.HexToAddress("0x0000000000000000000000000000000000000bad")
	require.ErrorContains(t, checkContractsThere(context.Background(), c, dc.Client()), "PAYSTEAD_UNISWAP_QUOTER_ADDRESS: no contract at 0x0000000000000000000000000000000000000Bad")
	c.UniswapQuoter = common.Address{}
	c.DepositFactory = common.HexToAddress("0x0000000000000000000000000000000000000bad")
	require.ErrorContains(t, checkContractsThere(context.Background(), c, dc.Client()), "PAYSTEAD_DEPOSIT_FACTORY_ADDRESS: no contract at")
}

// A subscription manager is the chain's own: one charging into another gateway (or no manager at
// all) refuses the start.
func TestCheckSubscriptionManager(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	dc := testChain(t)
	c := config.Chain{ChainID: dc.ChainID(), Gateway: dc.Addresses().Gateway, SubscriptionManager: dc.Addresses().SubscriptionManager}
	require.NotEqual(t, common.Address{}, c.SubscriptionManager, "the dev chain has one")
	require.NoError(t, checkSubscriptionManager(ctx, c, dc.Client()))
	other := c
	other.Gateway = common.HexToAddress("0x00000000000000000000000000000000000000aa")
	require.ErrorContains(t, checkSubscriptionManager(ctx, other, dc.Client()), "charges into gateway "+dc.Addresses().Gateway.Hex())
	notOne := c
	notOne.SubscriptionManager = dc.Addresses().USDC
	require.ErrorContains(t, checkSubscriptionManager(ctx, notOne, dc.Client()), "is not a subscription manager")
	require.NoError(t, checkSubscriptionManager(ctx, config.Chain{}, dc.Client()), "none configured")
}

package server

import (
	"context"
	"fmt"

	"github.com/ethereum/go-ethereum/common"

	"github.com/paystead/paystead/backend/chain"
	"github.com/paystead/paystead/backend/config"
	"github.com/paystead/paystead/backend/token"
)

// checkCircleTokens refuses a chain whose USDC or EURC is at Circle's address for the chain id
// (config.CanonicalStablecoins) yet does not report Circle's name() and version(): the node
// behind PAYSTEAD_RPC_URL is another chain than its id says, or the table is wrong; either way
// a customer's signature would be refused, so nothing is served.
func checkCircleTokens(ctx context.Context, c config.Chain, w *token.Watch) error {
	for _, t := range []struct {
		symbol string
		at     common.Address
	}{{"USDC", c.USDC}, {"EURC", c.EURC}} {
		name := config.CircleName(c.ChainID.Int64(), t.at)
		if name == "" {
			continue
		}
		d, err := w.PermitDomain(ctx, t.at)
		if err != nil {
			return err
		}
		if !d.Permit || d.Name != name || d.Version != config.CircleVersion {
			return fmt.Errorf("%s at %s is Circle's address on chain %d, but the contract there reports name() %q and version() %q, not Circle's %q and %q: is PAYSTEAD_RPC_URL a node of chain %d?",
				t.symbol, t.at.Hex(), c.ChainID.Int64(), d.Name, d.Version, name, config.CircleVersion, c.ChainID.Int64())
		}
	}
	return nil
}

// checkContractsThere refuses a chain whose Permit2, or whose Uniswap quoter or router when
// set, has no code at the configured address.
func checkContractsThere(ctx context.Context, c config.Chain, backend chain.Backend) error {
	for _, x := range []struct {
		env  string
		addr common.Address
	}{
		{"PAYSTEAD_PERMIT2_ADDRESS", c.Permit2},
		{"PAYSTEAD_UNISWAP_QUOTER_ADDRESS", c.UniswapQuoter},
		{"PAYSTEAD_UNISWAP_ROUTER_ADDRESS", c.UniswapRouter},
		{"PAYSTEAD_DEPOSIT_FACTORY_ADDRESS", c.DepositFactory},
		{"PAYSTEAD_SUBSCRIPTION_MANAGER_ADDRESS", c.SubscriptionManager},
	} {
		if x.addr == (common.Address{}) {
			continue
		}
		code, err := backend.CodeAt(ctx, x.addr, nil)
		if err != nil {
			return fmt.Errorf("read the code at %s (%s): %w", x.addr.Hex(), x.env, err)
		}
		if len(code) == 0 {
			return fmt.Errorf("%s: no contract at %s on chain %d", x.env, x.addr.Hex(), c.ChainID.Int64())
		}
	}
	return nil
}

// checkSubscriptionManager refuses a subscription manager that charges into another gateway than
// the chain's: its charges would be invoices nobody here records.
func checkSubscriptionManager(ctx context.Context, c config.Chain, backend chain.Backend) error {
	if c.SubscriptionManager == (common.Address{}) {
		return nil
	}
	gw, err := chain.NewSubscriptionManager(backend, c.SubscriptionManager).Gateway(ctx)
	if err != nil {
		return fmt.Errorf("PAYSTEAD_SUBSCRIPTION_MANAGER_ADDRESS: %s is not a subscription manager: %w", c.SubscriptionManager.Hex(), err)
	}
	if gw != c.Gateway {
		return fmt.Errorf("PAYSTEAD_SUBSCRIPTION_MANAGER_ADDRESS: the manager at %s charges into gateway %s, not this chain's %s", c.SubscriptionManager.Hex(), gw.Hex(), c.Gateway.Hex())
	}
	return nil
}

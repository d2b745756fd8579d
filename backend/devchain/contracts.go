package devchain

import (
	"context"
	"fmt"
	"math/big"

	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/core/types"

	"github.com/paystead/paystead/backend/chain"
)

// customerStablecoins is what the demo customer holds of USDC and of EURC: 10,000 each, in the
// tokens' 6-decimal units.
var customerStablecoins = big.NewInt(10_000_000_000)

// contractSet is what deployContracts put on the chain.
type contractSet struct {
	addrs   chain.Addresses
	uniswap chain.UniswapAddresses
}

// Uniswap returns where Start deployed Uniswap v3 (factory, the EURC/USDC pool with fee
// chain.DevPoolFee, QuoterV2 and the SwapRouter the gateway swaps through).
func (c *Chain) Uniswap() chain.UniswapAddresses { return c.contracts.uniswap }

// Addresses returns where Start deployed Permit2, the stablecoins, the legacy pool, the
// sanctions oracle and the gateway.
func (c *Chain) Addresses() chain.Addresses { return c.contracts.addrs }

// deployContracts deploys every contract, makes the server wallet the demo merchant's delegate
// on the gateway, sets the merchant's payout wallet and gives the customer USDC and EURC. It
// runs before the sealer starts and seals a block after every transaction it sends.
func (c *Chain) deployContracts(ctx context.Context) error {
	seal := func() {
		if _, err := c.seal(); err != nil {
			c.logger.Warn("dev chain could not seal a block", "err", err)
		}
	}
	addrs, err := chain.DeployDevWith(ctx, c.client, c.Server.Key, c.chainID, chain.DevOptions{CircleTokens: c.circleTokens, TokenProxyAdmin: c.TokenAdmin.Address, TokenIssuer: c.TokenIssuer.Address}, seal)
	if err != nil {
		return fmt.Errorf("devchain: deploy contracts: %w", err)
	}
	c.contracts.addrs = addrs
	uni, err := chain.DeployUniswapDev(ctx, c.client, c.Server.Key, c.chainID, addrs.USDC, addrs.EURC, seal)
	if err != nil {
		return fmt.Errorf("devchain: deploy uniswap v3: %w", err)
	}
	c.contracts.uniswap = uni

	gateway := chain.NewGateway(c.client, addrs.Gateway)
	usdc := chain.NewToken(c.client, addrs.USDC)
	eurc := chain.NewToken(c.client, addrs.EURC)
	merchant := chain.NewTransactor(c.client, c.Merchant.Key, c.chainID, seal)
	server := chain.NewTransactor(c.client, c.Server.Key, c.chainID, seal)

	steps := []struct {
		what string
		from *chain.Transactor
		send func(*bind.TransactOpts) (*types.Transaction, error)
	}{
		{"authorize the server wallet as the demo merchant's delegate", merchant, func(o *bind.TransactOpts) (*types.Transaction, error) {
			return gateway.SetDelegate(ctx, o, c.Server.Address, true)
		}},
		{"set the demo merchant's payout wallet", merchant, func(o *bind.TransactOpts) (*types.Transaction, error) {
			return gateway.SetPayoutWallet(ctx, o, c.Payout.Address)
		}},
		{"point the gateway's swap path at the Uniswap v3 router", server, func(o *bind.TransactOpts) (*types.Transaction, error) {
			return gateway.SetSwapRouter(ctx, o, uni.Router)
		}},
		{"mint USDC to the demo customer", server, func(o *bind.TransactOpts) (*types.Transaction, error) {
			return usdc.Mint(ctx, o, c.Customer.Address, customerStablecoins)
		}},
		{"mint EURC to the demo customer", server, func(o *bind.TransactOpts) (*types.Transaction, error) {
			return eurc.Mint(ctx, o, c.Customer.Address, customerStablecoins)
		}},
	}
	for _, step := range steps {
		tx, err := step.from.Send(ctx, step.send)
		if err != nil {
			return fmt.Errorf("devchain: %s: %w", step.what, err)
		}
		if _, err := chain.WaitMined(ctx, c.client, tx); err != nil {
			return fmt.Errorf("devchain: %s: %w", step.what, err)
		}
	}
	// Subscriptions (#35), last, so that no contract deployed before moves: the manager, which
	// the demo merchant makes its delegate.
	if c.contracts.addrs.SubscriptionManager, err = chain.DeploySubscriptionManager(ctx, c.client, server, addrs.Gateway, addrs.Permit2); err != nil {
		return fmt.Errorf("devchain: %w", err)
	}
	tx, err := merchant.Send(ctx, func(o *bind.TransactOpts) (*types.Transaction, error) {
		return gateway.SetDelegate(ctx, o, c.contracts.addrs.SubscriptionManager, true)
	})
	if err == nil {
		_, err = chain.WaitMined(ctx, c.client, tx)
	}
	if err != nil {
		return fmt.Errorf("devchain: make the subscription manager the demo merchant's delegate: %w", err)
	}

	c.logger.Info("dev chain contracts deployed",
		"gateway", addrs.Gateway, "permit2", addrs.Permit2, "usdc", addrs.USDC, "eurc", addrs.EURC,
		"legacyPool", addrs.LegacyPool, "sanctionsOracle", addrs.SanctionsOracle,
		"uniswapPool", uni.Pool, "quoter", uni.Quoter, "router", uni.Router)
	return nil
}

// devContracts lists the contract addresses for the dev file.
func (c *Chain) devContracts() devContracts {
	a := c.contracts.addrs
	return devContracts{
		Gateway:         addressHex(a.Gateway),
		Permit2:         addressHex(a.Permit2),
		USDC:            addressHex(a.USDC),
		EURC:            addressHex(a.EURC),
		LegacyPool:      addressHex(a.LegacyPool),
		SanctionsOracle: addressHex(a.SanctionsOracle),
		Subscriptions:   addressHex(a.SubscriptionManager),
		Quoter:          addressHex(c.contracts.uniswap.Quoter),
		Router:          addressHex(c.contracts.uniswap.Router),
	}
}

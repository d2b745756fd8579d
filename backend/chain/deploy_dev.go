package chain

// Development chains: what DeployDev puts on one (the contracts, Circle's tokens or the test
// stablecoin, the legacy pool and the sanctions oracle) and the extra test tokens tests deploy.

import (
	"context"
	"crypto/ecdsa"
	"fmt"
	"math/big"
	"slices"

	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"

	"github.com/paystead/paystead/backend/chain/internal/bindings"
)

// Dev liquidity seeded into the legacy EURC/USDC pool: 1,000,000 EURC against 1,080,000 USDC.
var (
	devPoolEURC = big.NewInt(1_000_000_000_000)
	devPoolUSDC = big.NewInt(1_080_000_000_000)
)

// DeployDev deploys what Deploy does on a development chain (Permit2 compiled from source, the
// USDC and EURC test stablecoins, the gateway with no swap router yet), then the sanctions
// oracle and the legacy EURC/USDC pool (seeded with liquidity), all owned by deployer, and
// returns their addresses.
//
// Sealing blocks: DeployDev sends its transactions in rounds and waits for each round's
// receipts (polling every 25 ms) before starting the next. On a chain that seals blocks by
// itself (a dev node, or an ethclient/simulated backend with an auto-sealer running) pass
// seal == nil. On a simulated backend nobody else commits, pass
// func() { sim.Commit() }: DeployDev calls it after every send, so every transaction is mined
// before DeployDev waits for it.
func DeployDev(ctx context.Context, backend DeployBackend, deployer *ecdsa.PrivateKey, chainID *big.Int, seal func()) (Addresses, error) {
	return DeployDevWith(ctx, backend, deployer, chainID, DevOptions{}, seal)
}

// DevOptions vary what DeployDevWith deploys.
type DevOptions struct {
	// CircleTokens makes USDC and EURC Circle's FiatToken v2.2 behind FiatTokenProxy
	// (DeployDevFiatTokens), named as on the main networks ("USD Coin"/USDC, "EURC"/EURC),
	// instead of the test stablecoin: the deployer is the master minter and a minter (so
	// Token.Mint works as on the test stablecoin), TokenIssuer (the deployer when zero) holds
	// the pauser, blacklister and owner roles, and TokenProxyAdmin, which must not be the
	// deployer, upgrades them.
	CircleTokens    bool
	TokenProxyAdmin common.Address
	TokenIssuer     common.Address
}

// devMinterAllowance is what a minter may mint of a dev FiatToken: more than any dev chain
// will ever hold.
var devMinterAllowance = new(big.Int).Lsh(big.NewInt(1), 200)

// DeployDevFiatTokens deploys a development chain's USDC ("USD Coin"/USDC) and EURC
// ("EURC"/EURC) as Circle's FiatToken v2.2 behind their proxies (DeployFiatToken): the deployer
// is their master minter and a minter, owner their pauser, blacklister and owner, and a minter
// too, and proxyAdmin (not the deployer) upgrades them.
func DeployDevFiatTokens(ctx context.Context, backend Backend, deployer *ecdsa.PrivateKey, chainID *big.Int, proxyAdmin, owner common.Address, seal func()) (usdc, eurc common.Address, err error) {
	tr := NewTransactor(backend, deployer, chainID, seal)
	for _, t := range []struct {
		name, symbol, currency string
		out                    *common.Address
	}{{"USD Coin", "USDC", "USD", &usdc}, {"EURC", "EURC", "EUR", &eurc}} {
		ft, err := DeployFiatToken(ctx, backend, deployer, chainID, FiatTokenConfig{Name: t.name, Symbol: t.symbol, Currency: t.currency, Decimals: 6,
			ProxyAdmin: proxyAdmin, MasterMinter: tr.Address(), Pauser: owner, Blacklister: owner, Owner: owner}, seal)
		if err != nil {
			return usdc, eurc, err
		}
		*t.out = ft.Proxy
		token, err := NewFiatToken(backend, ft.Proxy)
		if err != nil {
			return usdc, eurc, err
		}
		var txs []*types.Transaction
		for _, minter := range slices.Compact([]common.Address{tr.Address(), owner}) {
			tx, err := tr.Send(ctx, func(o *bind.TransactOpts) (*types.Transaction, error) {
				return token.ConfigureMinter(ctx, o, minter, devMinterAllowance)
			})
			if err != nil {
				return usdc, eurc, fmt.Errorf("configure a %s minter: %w", t.symbol, err)
			}
			txs = append(txs, tx)
		}
		for _, tx := range txs {
			if err := mined(ctx, backend, "configure a "+t.symbol+" minter", tx); err != nil {
				return usdc, eurc, err
			}
		}
	}
	return usdc, eurc, nil
}

// DeployDevWith is DeployDev with opts.
func DeployDevWith(ctx context.Context, backend DeployBackend, deployer *ecdsa.PrivateKey, chainID *big.Int, opts DevOptions, seal func()) (Addresses, error) {
	dep, err := Deploy(ctx, backend, deployer, DeployOptions{ChainID: chainID, DeployPermit2: true, TestTokens: !opts.CircleTokens, Seal: seal})
	if err != nil {
		return Addresses{}, err
	}
	addrs := Addresses{Gateway: dep.Gateway, Permit2: dep.Permit2, USDC: dep.USDC, EURC: dep.EURC}
	tr := NewTransactor(backend, deployer, chainID, seal)
	owner := tr.Address()
	if opts.CircleTokens {
		issuer := opts.TokenIssuer
		if issuer == (common.Address{}) {
			issuer = owner
		}
		if addrs.USDC, addrs.EURC, err = DeployDevFiatTokens(ctx, backend, deployer, chainID, opts.TokenProxyAdmin, issuer, seal); err != nil {
			return Addresses{}, err
		}
	}

	// Round 1: the oracle and the pool.
	oracle := bindings.NewSanctionsOracle()
	pool := bindings.NewLegacyPoolV06()
	round, err := sendDeploys(ctx, tr, backend, []contractDeploy{
		newDeploy("SanctionsOracle", &bindings.SanctionsOracleMetaData, func() []byte { return oracle.PackConstructor(owner) }, &addrs.SanctionsOracle),
		newDeploy("LegacyPoolV06", &bindings.LegacyPoolV06MetaData, func() []byte { return pool.PackConstructor(addrs.EURC, addrs.USDC, owner) }, &addrs.LegacyPool),
	})
	if err != nil {
		return Addresses{}, err
	}
	if err := waitAll(ctx, backend, round); err != nil {
		return Addresses{}, fmt.Errorf("deploy contracts: %w", err)
	}

	// Round 2: mint the pool's liquidity to the deployer and let the pool pull it.
	usdc, eurc := NewToken(backend, addrs.USDC), NewToken(backend, addrs.EURC)
	round = round[:0]
	for _, step := range []func(*bind.TransactOpts) (*types.Transaction, error){
		func(o *bind.TransactOpts) (*types.Transaction, error) { return eurc.Mint(ctx, o, owner, devPoolEURC) },
		func(o *bind.TransactOpts) (*types.Transaction, error) { return usdc.Mint(ctx, o, owner, devPoolUSDC) },
		func(o *bind.TransactOpts) (*types.Transaction, error) {
			return eurc.Approve(ctx, o, addrs.LegacyPool, devPoolEURC)
		},
		func(o *bind.TransactOpts) (*types.Transaction, error) {
			return usdc.Approve(ctx, o, addrs.LegacyPool, devPoolUSDC)
		},
	} {
		tx, err := tr.Send(ctx, step)
		if err != nil {
			return Addresses{}, fmt.Errorf("seed legacy pool: %w", err)
		}
		round = append(round, tx)
	}
	if err := waitAll(ctx, backend, round); err != nil {
		return Addresses{}, fmt.Errorf("seed legacy pool: %w", err)
	}

	// Round 3: add the liquidity.
	poolContract := pool.Instance(backend, addrs.LegacyPool)
	tx, err := tr.Send(ctx, func(o *bind.TransactOpts) (*types.Transaction, error) {
		return bind.Transact(poolContract, o, pool.PackAddLiquidity(devPoolEURC, devPoolUSDC))
	})
	if err != nil {
		return Addresses{}, fmt.Errorf("add legacy pool liquidity: %w", err)
	}
	if err := waitAll(ctx, backend, []*types.Transaction{tx}); err != nil {
		return Addresses{}, fmt.Errorf("add legacy pool liquidity: %w", err)
	}
	if addrs.DepositFactory, err = deployDevDeposits(ctx, backend, tr, addrs.Gateway); err != nil {
		return Addresses{}, err
	}
	return addrs, nil
}

// deployDevDeposits sets up deposits (SetUpDeposits) where the chain has the deterministic
// deployment proxy (the embedded dev chain's genesis holds it), and makes the deployer (the dev
// server wallet) one of the gateway's operator relayers, which alone hold and return a deposit
// no record on that chain ties to a merchant (one sent on another network than its invoice's).
// Without the proxy, deposits stay off (zero).
func deployDevDeposits(ctx context.Context, backend DeployBackend, tr *Transactor, gateway common.Address) (common.Address, error) {
	proxy, err := backend.CodeAt(ctx, DeterministicDeployer, nil)
	if err != nil {
		return common.Address{}, fmt.Errorf("deposit factory: %w", err)
	}
	if len(proxy) == 0 {
		return common.Address{}, nil
	}
	setup, err := SetUpDeposits(ctx, backend, tr, gateway, tr.Address())
	if err != nil {
		return common.Address{}, err
	}
	tx, err := tr.Send(ctx, func(o *bind.TransactOpts) (*types.Transaction, error) {
		return NewGateway(backend, gateway).SetOperatorRelayer(ctx, o, tr.Address(), true)
	})
	if err != nil {
		return common.Address{}, fmt.Errorf("operator relayer: %w", err)
	}
	if err := waitAll(ctx, backend, []*types.Transaction{tx}); err != nil {
		return common.Address{}, fmt.Errorf("operator relayer: %w", err)
	}
	return setup.Factory, nil
}

func waitAll(ctx context.Context, backend bind.DeployBackend, txs []*types.Transaction) error {
	for _, tx := range txs {
		if _, err := WaitMined(ctx, backend, tx); err != nil {
			return err
		}
	}
	return nil
}

// DeployTestToken deploys one more TestStablecoin (6 decimals, an EIP-2612 permit, minted by
// the deployer) named name and symbol, and waits for it: another token for a development
// deployment, besides the USDC and EURC DeployDev makes. Development chains only.
func DeployTestToken(ctx context.Context, backend DeployBackend, deployer *ecdsa.PrivateKey, chainID *big.Int, name, symbol string) (common.Address, error) {
	token := bindings.NewTestStablecoin()
	return deployTestToken(ctx, backend, deployer, chainID, symbol, &bindings.TestStablecoinMetaData,
		func(owner common.Address) []byte { return token.PackConstructor(name, symbol, owner) })
}

// DeployTestTokenOfDecimals is DeployTestToken for a token of decimals other than 6 (DAI's 18,
// say), without a permit: a TestStablecoinOfDecimals. Development chains only.
func DeployTestTokenOfDecimals(ctx context.Context, backend DeployBackend, deployer *ecdsa.PrivateKey, chainID *big.Int, name, symbol string, decimals uint8) (common.Address, error) {
	token := bindings.NewTestStablecoinOfDecimals()
	return deployTestToken(ctx, backend, deployer, chainID, symbol, &bindings.TestStablecoinOfDecimalsMetaData,
		func(owner common.Address) []byte { return token.PackConstructor(name, symbol, owner, decimals) })
}

// deployTestToken deploys the test token meta describes, built by constructor for the
// deployer as its owner, and waits for it.
func deployTestToken(ctx context.Context, backend DeployBackend, deployer *ecdsa.PrivateKey, chainID *big.Int, symbol string, meta *bind.MetaData, constructor func(owner common.Address) []byte) (common.Address, error) {
	if !IsDevChain(chainID) {
		return common.Address{}, fmt.Errorf("test tokens are for development chains, not chain %s", chainID)
	}
	tr := NewTransactor(backend, deployer, chainID, nil)
	owner := tr.Address()
	var addr common.Address
	txs, err := sendDeploys(ctx, tr, backend, []contractDeploy{
		newDeploy(symbol, meta, func() []byte { return constructor(owner) }, &addr),
	})
	if err != nil {
		return common.Address{}, err
	}
	if err := waitAll(ctx, backend, txs); err != nil {
		return common.Address{}, fmt.Errorf("deploy %s: %w", symbol, err)
	}
	return addr, nil
}

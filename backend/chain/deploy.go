package chain

import (
	"context"
	"crypto/ecdsa"
	"fmt"
	"math/big"

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

// DeployDev deploys Permit2, the USDC and EURC test stablecoins, the sanctions oracle, the
// legacy EURC/USDC pool (seeded with liquidity) and the gateway (no swap router yet), all owned
// by deployer, and returns their addresses.
//
// Sealing blocks: DeployDev sends its transactions in three rounds and waits for each round's
// receipts (polling every 25 ms) before starting the next. On a chain that seals blocks by
// itself (a dev node, or an ethclient/simulated backend with an auto-sealer running) pass
// seal == nil. On a simulated backend nobody else commits, pass
// func() { sim.Commit() }: DeployDev calls it after every send, so every transaction is mined
// before DeployDev waits for it.
func DeployDev(ctx context.Context, backend Backend, deployer *ecdsa.PrivateKey, chainID *big.Int, seal func()) (Addresses, error) {
	tr := NewTransactor(backend, deployer, chainID, seal)
	owner := tr.Address()
	var addrs Addresses

	// Round 1: contracts. Constructors only store addresses, and an address is known as soon as
	// its deploy is sent, so nothing needs to be mined yet. Constructor arguments are packed
	// lazily because the pool and the gateway take addresses deployed earlier in the round.
	token := bindings.NewTestStablecoin()
	oracle := bindings.NewSanctionsOracle()
	gateway := bindings.NewCustodyEscrowGateway()
	pool := bindings.NewLegacyPoolV06()
	deploys := []struct {
		name string
		meta *bind.MetaData
		args func() []byte
		out  *common.Address
	}{
		{"Permit2", &bindings.Permit2MetaData, func() []byte { return nil }, &addrs.Permit2},
		{"USDC", &bindings.TestStablecoinMetaData, func() []byte { return token.PackConstructor("USD Coin", "USDC", owner) }, &addrs.USDC},
		{"EURC", &bindings.TestStablecoinMetaData, func() []byte { return token.PackConstructor("EURC", "EURC", owner) }, &addrs.EURC},
		{"SanctionsOracle", &bindings.SanctionsOracleMetaData, func() []byte { return oracle.PackConstructor(owner) }, &addrs.SanctionsOracle},
		{"LegacyPoolV06", &bindings.LegacyPoolV06MetaData, func() []byte { return pool.PackConstructor(addrs.EURC, addrs.USDC, owner) }, &addrs.LegacyPool},
		{"CustodyEscrowGateway", &bindings.CustodyEscrowGatewayMetaData, func() []byte {
			return gateway.PackConstructor(addrs.Permit2, common.Address{}, owner)
		}, &addrs.Gateway},
	}
	var round []*types.Transaction
	for _, d := range deploys {
		tx, err := tr.Send(ctx, func(opts *bind.TransactOpts) (*types.Transaction, error) {
			addr, tx, err := bind.DeployContract(opts, common.FromHex(d.meta.Bin), backend, d.args())
			if err != nil {
				return nil, err
			}
			*d.out = addr
			return tx, nil
		})
		if err != nil {
			return Addresses{}, fmt.Errorf("deploy %s: %w", d.name, err)
		}
		round = append(round, tx)
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
	return addrs, nil
}

func waitAll(ctx context.Context, backend bind.DeployBackend, txs []*types.Transaction) error {
	for _, tx := range txs {
		if _, err := WaitMined(ctx, backend, tx); err != nil {
			return err
		}
	}
	return nil
}

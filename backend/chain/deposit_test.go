package chain

import (
	"context"
	"crypto/ecdsa"
	"math/big"
	"testing"

	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/ethereum/go-ethereum/eth/ethconfig"
	"github.com/ethereum/go-ethereum/ethclient/simulated"
	"github.com/ethereum/go-ethereum/node"
	"github.com/ethereum/go-ethereum/params"
	"github.com/stretchr/testify/require"

	"github.com/paystead/paystead/backend/chain/internal/bindings"
)

// secondChain is a second simulated chain, id 31337, with the deterministic deployment proxy, the
// dev contracts and funded deployer and sender keys.
type secondChain struct {
	client                       simulated.Client
	usdc                         *Token
	deployer, sender, controller *Transactor
	owner                        *Transactor // the operator's key, the factory's owner here too
}

func newSecondChain(t *testing.T) *secondChain {
	t.Helper()
	deployer, sender, controller, owner := testKey(t, 21), testKey(t, 22), testKey(t, 23), testKey(t, 1)
	alloc := types.GenesisAlloc{DeterministicDeployer: {Code: DeterministicDeployerCode, Nonce: 1, Balance: new(big.Int)}}
	for _, k := range []*ecdsa.PrivateKey{deployer, sender, controller, owner} {
		alloc[crypto.PubkeyToAddress(k.PublicKey)] = types.Account{Balance: new(big.Int).Mul(big.NewInt(100), big.NewInt(params.Ether))}
	}
	sim := simulated.NewBackend(alloc, func(n *node.Config, e *ethconfig.Config) {
		osakaRules(n, e)
		e.Genesis.Config.ChainID = big.NewInt(31337)
		e.NetworkId = 31337
	})
	t.Cleanup(func() { _ = sim.Close() })
	ctx := context.Background()
	client := sim.Client()
	chainID, err := client.ChainID(ctx)
	require.NoError(t, err)
	require.Equal(t, int64(31337), chainID.Int64())
	seal := func() { sim.Commit() }
	addrs, err := DeployDev(ctx, client, deployer, chainID, seal)
	require.NoError(t, err)
	return &secondChain{client: client, usdc: NewToken(client, addrs.USDC),
		deployer: NewTransactor(client, deployer, chainID, seal), sender: NewTransactor(client, sender, chainID, seal),
		controller: NewTransactor(client, controller, chainID, seal), owner: NewTransactor(client, owner, chainID, seal)}
}

// Deposit addresses (#34): the factory has one address on every chain for one operator, each
// invoice's deposit address is the same everywhere and computable off chain, a plain transfer
// lands there with nothing deployed, and only a controller named by the owner moves it, deploying
// the forwarder on the first sweep.
func TestDepositAddresses(t *testing.T) {
	f := setup(t)
	ctx := f.ctx
	owner := f.deployer.Address()
	send := func(tr *Transactor, fn func(*bind.TransactOpts) (*types.Transaction, error)) *types.Receipt {
		t.Helper()
		return f.mustSend(t, tr, fn)
	}

	// Deployed by another key than the owner's: the address depends on the owner alone.
	factoryAddr, err := DeployDepositFactory(ctx, f.client, f.stranger, owner)
	require.NoError(t, err)
	require.Equal(t, DepositFactoryAddress(owner), factoryAddr)
	again, err := DeployDepositFactory(ctx, f.client, f.stranger, owner)
	require.NoError(t, err, "deploying again is nothing")
	require.Equal(t, factoryAddr, again)
	require.NotEqual(t, factoryAddr, DepositFactoryAddress(f.merchant.Address()), "another operator, another factory")
	factory := NewDepositFactory(f.client, factoryAddr)

	id := invoiceID(t, "deposit-1")
	deposit := DepositAddress(factoryAddr, id)
	onChain, err := factory.DepositAddress(ctx, id)
	require.NoError(t, err)
	require.Equal(t, deposit, onChain, "computed off chain as the factory computes it")
	require.NotEqual(t, deposit, DepositAddress(factoryAddr, invoiceID(t, "deposit-2")))

	// A customer (an exchange's hot wallet, say) sends a plain transfer: it never touched Permit2.
	send(f.deployer, func(o *bind.TransactOpts) (*types.Transaction, error) {
		return f.usdc.Mint(ctx, o, f.stranger.Address(), usdcUnits(100))
	})
	send(f.stranger, func(o *bind.TransactOpts) (*types.Transaction, error) {
		return f.usdc.Transfer(ctx, o, deposit, usdcUnits(25))
	})
	code, err := f.client.CodeAt(ctx, deposit, nil)
	require.NoError(t, err)
	require.Empty(t, code, "nothing deployed for the money to arrive")
	bal, err := f.usdc.BalanceOf(ctx, deposit)
	require.NoError(t, err)
	require.Equal(t, usdcUnits(25), bal)

	// Only controllers sweep; only the owner names them.
	to := f.wallet
	_, err = f.send(t, f.delegate, func(o *bind.TransactOpts) (*types.Transaction, error) {
		return factory.Sweep(ctx, o, id, f.addrs.USDC, f.delegate.Address())
	})
	requireReverted(t, err, "NotController")
	_, err = f.send(t, f.stranger, func(o *bind.TransactOpts) (*types.Transaction, error) {
		return factory.SetController(ctx, o, f.stranger.Address(), true)
	})
	requireReverted(t, err, "NotOwner")
	send(f.deployer, func(o *bind.TransactOpts) (*types.Transaction, error) {
		return factory.SetController(ctx, o, f.delegate.Address(), true)
	})
	ok, err := factory.IsController(ctx, f.delegate.Address())
	require.NoError(t, err)
	require.True(t, ok)

	before, err := f.usdc.BalanceOf(ctx, to)
	require.NoError(t, err)
	first := send(f.delegate, func(o *bind.TransactOpts) (*types.Transaction, error) {
		return factory.Sweep(ctx, o, id, f.addrs.USDC, to)
	})
	require.Equal(t, usdcUnits(25), factory.SweptAmount(first))
	after, err := f.usdc.BalanceOf(ctx, to)
	require.NoError(t, err)
	require.Equal(t, usdcUnits(25), new(big.Int).Sub(after, before))
	code, err = f.client.CodeAt(ctx, deposit, nil)
	require.NoError(t, err)
	require.NotEmpty(t, code, "the first sweep deployed the forwarder")

	// Nothing there: a sweep moves 0 and reverts nothing. A second transfer (a customer's
	// top-up) is swept by the forwarder already there, for less gas.
	empty := send(f.delegate, func(o *bind.TransactOpts) (*types.Transaction, error) {
		return factory.Sweep(ctx, o, id, f.addrs.USDC, to)
	})
	require.Equal(t, 0, factory.SweptAmount(empty).Sign())
	send(f.stranger, func(o *bind.TransactOpts) (*types.Transaction, error) {
		return f.usdc.Transfer(ctx, o, deposit, usdcUnits(5))
	})
	later := send(f.delegate, func(o *bind.TransactOpts) (*types.Transaction, error) {
		return factory.Sweep(ctx, o, id, f.addrs.USDC, to)
	})
	require.Equal(t, usdcUnits(5), factory.SweptAmount(later))
	require.Less(t, later.GasUsed, first.GasUsed)
	t.Logf("gas: first sweep (deploys the forwarder) %d, a later sweep %d", first.GasUsed, later.GasUsed)

	// The forwarder obeys its factory alone.
	forwarder := bindings.NewDepositForwarder()
	_, err = f.send(t, f.stranger, func(o *bind.TransactOpts) (*types.Transaction, error) {
		return bind.Transact(forwarder.Instance(f.client, deposit), o, forwarder.PackSweep(f.addrs.USDC, f.stranger.Address()))
	})
	requireReverted(t, err, "OnlyFactory")
	// A controller no more.
	send(f.deployer, func(o *bind.TransactOpts) (*types.Transaction, error) {
		return factory.SetController(ctx, o, f.delegate.Address(), false)
	})
	_, err = f.send(t, f.delegate, func(o *bind.TransactOpts) (*types.Transaction, error) {
		return factory.Sweep(ctx, o, id, f.addrs.USDC, to)
	})
	requireReverted(t, err, "NotController")

	// Another chain: the same factory and deposit address; a transfer sent there by mistake is
	// recovered there.
	other := newSecondChain(t)
	otherFactory, err := DeployDepositFactory(ctx, other.client, other.deployer, owner)
	require.NoError(t, err)
	require.Equal(t, factoryAddr, otherFactory, "one factory address on every chain")
	fo := NewDepositFactory(other.client, otherFactory)
	onOther, err := fo.DepositAddress(ctx, id)
	require.NoError(t, err)
	require.Equal(t, deposit, onOther, "one deposit address on every chain")
	mustMine := func(tr *Transactor, fn func(*bind.TransactOpts) (*types.Transaction, error)) *types.Receipt {
		t.Helper()
		tx, err := tr.Send(ctx, fn)
		require.NoError(t, err)
		r, err := WaitMined(ctx, other.client, tx)
		require.NoError(t, err)
		require.Equal(t, types.ReceiptStatusSuccessful, r.Status)
		return r
	}
	mustMine(other.deployer, func(o *bind.TransactOpts) (*types.Transaction, error) {
		return other.usdc.Mint(ctx, o, other.sender.Address(), usdcUnits(10))
	})
	mustMine(other.sender, func(o *bind.TransactOpts) (*types.Transaction, error) {
		return other.usdc.Transfer(ctx, o, deposit, usdcUnits(10))
	})
	// There too only the owner names controllers, and a controller recovers the transfer.
	_, err = other.controller.Send(ctx, func(o *bind.TransactOpts) (*types.Transaction, error) {
		return fo.SetController(ctx, o, other.controller.Address(), true)
	})
	requireReverted(t, err, "NotOwner")
	mustMine(other.owner, func(o *bind.TransactOpts) (*types.Transaction, error) {
		return fo.SetController(ctx, o, other.controller.Address(), true)
	})
	back := common.HexToAddress("0x00000000000000000000000000000000000b4c6")
	r := mustMine(other.controller, func(o *bind.TransactOpts) (*types.Transaction, error) {
		return fo.Sweep(ctx, o, id, other.usdc.Address(), back)
	})
	require.Equal(t, usdcUnits(10), fo.SweptAmount(r))
	got, err := other.usdc.BalanceOf(ctx, back)
	require.NoError(t, err)
	require.Equal(t, usdcUnits(10), got)
}

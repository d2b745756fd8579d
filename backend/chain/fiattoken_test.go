package chain

import (
	"math/big"
	"testing"

	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/stretchr/testify/require"
)

// Circle's FiatToken v2.2 behind its proxy, deployed and configured as
// Circle's USDC (#33): named as on the main networks, its EIP-712 domain
// "USD Coin" version "2" on this chain and proxy; a minter the master
// minter configured mints through the same mint(to, amount) the test
// stablecoin has; a blacklisted address can neither send nor receive; a
// paused token moves nothing; and an upgrade of the implementation keeps
// the balances and the domain.
func TestFiatToken(t *testing.T) {
	t.Parallel()
	f := setup(t)
	c := f.circleUSDC(t)
	usdc, dep, admin, pauser, blacklister := c.token, c.dep, c.admin, c.pauser, c.blacklister

	name, err := usdc.Name(f.ctx)
	require.NoError(t, err)
	require.Equal(t, "USD Coin", name)
	version, err := usdc.Version(f.ctx)
	require.NoError(t, err)
	require.Equal(t, "2", version)
	decimals, err := usdc.Decimals(f.ctx)
	require.NoError(t, err)
	require.Equal(t, uint8(6), decimals)
	domain, err := usdc.DomainSeparator(f.ctx)
	require.NoError(t, err)
	require.Equal(t, eip712Domain("USD Coin", "2", f.chainID, dep.Proxy), domain, "the domain is this chain's and the proxy's")
	impl, err := usdc.Implementation(f.ctx, f.client)
	require.NoError(t, err)
	require.Equal(t, dep.Implementation, impl)
	// The service reads the permit domain from the token (name() and
	// version(): FiatToken has no EIP-5267 eip712Domain()).
	d, err := usdc.PermitDomain(f.ctx, f.chainID)
	require.NoError(t, err)
	require.Equal(t, "USD Coin", d.Name)
	require.Equal(t, "2", d.Version)

	// Minting: only a configured minter, within its allowance.
	payer, stranger := f.payer, f.stranger
	_, err = f.send(t, f.deployer, func(o *bind.TransactOpts) (*types.Transaction, error) {
		return usdc.Mint(f.ctx, o, payer.Address(), big.NewInt(1))
	})
	require.ErrorContains(t, err, "caller is not a minter")
	f.mustSend(t, f.deployer, func(o *bind.TransactOpts) (*types.Transaction, error) {
		return usdc.ConfigureMinter(f.ctx, o, f.deployer.Address(), big.NewInt(1_000_000_000))
	})
	f.mustSend(t, f.deployer, func(o *bind.TransactOpts) (*types.Transaction, error) {
		return usdc.Mint(f.ctx, o, payer.Address(), big.NewInt(100_000_000))
	})
	transfer := func(from *Transactor, to common.Address, units int64) error {
		_, err := f.send(t, from, func(o *bind.TransactOpts) (*types.Transaction, error) {
			return usdc.Transfer(f.ctx, o, to, big.NewInt(units))
		})
		return err
	}
	require.NoError(t, transfer(payer, stranger.Address(), 1_000_000))

	// A blacklisted address sends nothing and receives nothing.
	f.mustSend(t, blacklister, func(o *bind.TransactOpts) (*types.Transaction, error) {
		return usdc.Blacklist(f.ctx, o, payer.Address())
	})
	barred, err := usdc.IsBlacklisted(f.ctx, payer.Address())
	require.NoError(t, err)
	require.True(t, barred)
	require.ErrorContains(t, transfer(payer, stranger.Address(), 1), "blacklisted")
	require.ErrorContains(t, transfer(stranger, payer.Address(), 1), "blacklisted")
	_, err = f.send(t, stranger, func(o *bind.TransactOpts) (*types.Transaction, error) {
		return usdc.Blacklist(f.ctx, o, stranger.Address())
	})
	require.ErrorContains(t, err, "not the blacklister")
	f.mustSend(t, blacklister, func(o *bind.TransactOpts) (*types.Transaction, error) {
		return usdc.UnBlacklist(f.ctx, o, payer.Address())
	})
	require.NoError(t, transfer(payer, stranger.Address(), 1))

	// Paused, nothing moves.
	f.mustSend(t, pauser, func(o *bind.TransactOpts) (*types.Transaction, error) { return usdc.Pause(f.ctx, o) })
	paused, err := usdc.Paused(f.ctx)
	require.NoError(t, err)
	require.True(t, paused)
	require.ErrorContains(t, transfer(payer, stranger.Address(), 1), "paused")
	f.mustSend(t, pauser, func(o *bind.TransactOpts) (*types.Transaction, error) { return usdc.Unpause(f.ctx, o) })
	require.NoError(t, transfer(payer, stranger.Address(), 1))

	// An upgrade: another implementation, the same token.
	before, err := usdc.BalanceOf(f.ctx, payer.Address())
	require.NoError(t, err)
	other, err := DeployFiatToken(f.ctx, f.client, testKey(t, 1), f.chainID, c.cfg, f.sealer())
	require.NoError(t, err)
	_, err = f.send(t, f.deployer, func(o *bind.TransactOpts) (*types.Transaction, error) {
		return usdc.UpgradeTo(f.ctx, o, other.Implementation)
	})
	require.Error(t, err, "only the proxy's admin upgrades")
	f.mustSend(t, admin, func(o *bind.TransactOpts) (*types.Transaction, error) {
		return usdc.UpgradeTo(f.ctx, o, other.Implementation)
	})
	impl, err = usdc.Implementation(f.ctx, f.client)
	require.NoError(t, err)
	require.Equal(t, other.Implementation, impl)
	after, err := usdc.BalanceOf(f.ctx, payer.Address())
	require.NoError(t, err)
	require.Equal(t, before, after)
	domain, err = usdc.DomainSeparator(f.ctx)
	require.NoError(t, err)
	require.Equal(t, eip712Domain("USD Coin", "2", f.chainID, dep.Proxy), domain)
	d, err = usdc.PermitDomain(f.ctx, f.chainID)
	require.NoError(t, err, "the domain read after the upgrade")
	require.Equal(t, "USD Coin", d.Name)
	require.NoError(t, transfer(payer, stranger.Address(), 1))

	// The implementation itself was initialized with throwaway roles:
	// no one can take it.
	implToken, err := NewFiatToken(f.client, dep.Implementation)
	require.NoError(t, err)
	_, err = f.send(t, stranger, func(o *bind.TransactOpts) (*types.Transaction, error) {
		return implToken.send(f.ctx, o, implToken.impl, "initialize", "X", "X", "X", uint8(6), stranger.Address(), stranger.Address(), stranger.Address(), stranger.Address())
	})
	require.ErrorContains(t, err, "already initialized")
}

// circle is Circle's USDC deployed on a fixture's chain, and the holders
// of its roles: three spare keys (taken) administer its proxy, pause it
// and blacklist; the deployer is its master minter and owner.
type circle struct {
	token                      *FiatToken
	dep                        FiatTokenDeployment
	cfg                        FiatTokenConfig
	admin, pauser, blacklister *Transactor
}

func (f *fixture) circleUSDC(t testing.TB) circle {
	t.Helper()
	seal := f.sealer()
	require.GreaterOrEqual(t, len(f.spareKeys), 3, "the roles take three spare keys")
	c := circle{admin: NewTransactor(f.client, f.spareKeys[0], f.chainID, seal), pauser: NewTransactor(f.client, f.spareKeys[1], f.chainID, seal),
		blacklister: NewTransactor(f.client, f.spareKeys[2], f.chainID, seal)}
	f.spareKeys = f.spareKeys[3:]
	c.cfg = FiatTokenConfig{Name: "USD Coin", Symbol: "USDC", Currency: "USD", Decimals: 6, ProxyAdmin: c.admin.Address(),
		MasterMinter: f.deployer.Address(), Pauser: c.pauser.Address(), Blacklister: c.blacklister.Address(), Owner: f.deployer.Address()}
	var err error
	c.dep, err = DeployFiatToken(f.ctx, f.client, testKey(t, 1), f.chainID, c.cfg, seal)
	require.NoError(t, err)
	c.token, err = NewFiatToken(f.client, c.dep.Proxy)
	require.NoError(t, err)
	return c
}

// sealer commits a block of the fixture's simulated chain.
func (f *fixture) sealer() func() { return func() { f.sim.Commit() } }

// eip712Domain is the EIP-712 domain separator of name and version on
// chainID at verifying contract.
func eip712Domain(name, version string, chainID *big.Int, contract common.Address) common.Hash {
	typeHash := crypto.Keccak256([]byte("EIP712Domain(string name,string version,uint256 chainId,address verifyingContract)"))
	return crypto.Keccak256Hash(typeHash, crypto.Keccak256([]byte(name)), crypto.Keccak256([]byte(version)),
		common.LeftPadBytes(chainID.Bytes(), 32), common.LeftPadBytes(contract.Bytes(), 32))
}

// The gateway with Circle's USDC (#33): a payment through Permit2, a
// refund and a claim move the real token; a payer blacklisted since paying
// cannot be refunded (the escrow keeps the money), and can be once lifted;
// a blacklisted payer cannot pay; a paused token takes no payment; and a
// claim to a blacklisted payout wallet reverts, then goes through to
// another payout wallet the merchant sets.
func TestGatewayWithCircleUSDC(t *testing.T) {
	t.Parallel()
	f := setup(t)
	c := f.circleUSDC(t)
	usdc, dep, pauser, blacklister := c.token, c.dep, c.pauser, c.blacklister
	f.mustSend(t, f.deployer, func(o *bind.TransactOpts) (*types.Transaction, error) {
		return usdc.ConfigureMinter(f.ctx, o, f.deployer.Address(), usdcUnits(10_000_000))
	})
	f.fundPayerIn(t, usdc.Token, f.payer)
	payer := f.payer.Address()
	as := func(tr *Transactor, fn func(o *bind.TransactOpts) (*types.Transaction, error)) { f.mustSend(t, tr, fn) }
	payIn := func(label string, units int64) (PaidInvoice, *types.Receipt, error) {
		inv := f.stageIn(t, dep.Proxy, label, units)[0]
		return f.pay(t, f.payment(t, f.payerKey, inv, inv, f.permit(t, dep.Proxy, inv.Amount)))
	}

	paid, r, err := payIn("circle-1", 5_000_000)
	require.NoError(t, err)
	t.Logf("gas of the first payment in Circle's USDC (the gateway's balance and the payer's Permit2 nonce word new): %d", r.GasUsed)
	require.Equal(t, usdcUnits(5), f.balance(t, usdc.Token, f.addrs.Gateway))

	// Blacklisted since paying: no refund reaches it, the escrow keeps it.
	as(blacklister, func(o *bind.TransactOpts) (*types.Transaction, error) { return usdc.Blacklist(f.ctx, o, payer) })
	_, err = f.send(t, f.delegate, func(o *bind.TransactOpts) (*types.Transaction, error) {
		return f.gateway.Refund(f.ctx, o, paid, big.NewInt(1_000_000))
	})
	require.ErrorContains(t, err, "blacklisted")
	require.Equal(t, usdcUnits(5), f.balance(t, usdc.Token, f.addrs.Gateway))
	// Nor can it pay. Permit2 hides the token's reason (solmate's
	// TRANSFER_FROM_FAILED): the service has to ask isBlacklisted and
	// paused() itself before anything is signed or sent.
	_, _, err = payIn("circle-2", 1_000_000)
	require.ErrorContains(t, err, "TRANSFER_FROM_FAILED")
	as(blacklister, func(o *bind.TransactOpts) (*types.Transaction, error) { return usdc.UnBlacklist(f.ctx, o, payer) })
	before := f.balance(t, usdc.Token, payer)
	as(f.delegate, func(o *bind.TransactOpts) (*types.Transaction, error) {
		return f.gateway.Refund(f.ctx, o, paid, big.NewInt(1_000_000))
	})
	require.Equal(t, new(big.Int).Add(before, big.NewInt(1_000_000)), f.balance(t, usdc.Token, payer))
	paid.Amount = big.NewInt(4_000_000)

	// Paused: no payment.
	as(pauser, func(o *bind.TransactOpts) (*types.Transaction, error) { return usdc.Pause(f.ctx, o) })
	_, _, err = payIn("circle-3", 1_000_000)
	require.ErrorContains(t, err, "TRANSFER_FROM_FAILED")
	as(pauser, func(o *bind.TransactOpts) (*types.Transaction, error) { return usdc.Unpause(f.ctx, o) })

	// A claim to a blacklisted payout wallet reverts; to another, it pays.
	f.elapseRefundWindow(t)
	as(blacklister, func(o *bind.TransactOpts) (*types.Transaction, error) { return usdc.Blacklist(f.ctx, o, f.wallet) })
	claim := func() error {
		_, err := f.send(t, f.delegate, func(o *bind.TransactOpts) (*types.Transaction, error) {
			return f.gateway.Claim(f.ctx, o, f.merchant.Address(), dep.Proxy, []PaidInvoice{paid})
		})
		return err
	}
	require.ErrorContains(t, claim(), "blacklisted")
	other := common.HexToAddress("0x00000000000000000000000000000000000Fa1d4")
	as(f.merchant, func(o *bind.TransactOpts) (*types.Transaction, error) {
		return f.gateway.SetPayoutWallet(f.ctx, o, other)
	})
	require.NoError(t, claim())
	require.Equal(t, big.NewInt(4_000_000), f.balance(t, usdc.Token, other))
	require.Zero(t, f.balance(t, usdc.Token, f.addrs.Gateway).Sign())
}

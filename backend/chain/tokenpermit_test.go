package chain

import (
	"context"
	"crypto/ecdsa"
	"encoding/json"
	"errors"
	"math/big"
	"testing"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/accounts/abi"
	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/ethereum/go-ethereum/signer/core/apitypes"
	"github.com/stretchr/testify/require"

	"github.com/paystead/paystead/shared/eip2612"
)

// gaslessPayer is a payer with USDC and no ETH at all, who never approved Permit2.
func (f *fixture) gaslessPayer(t testing.TB, i int64) (*ecdsa.PrivateKey, common.Address) {
	t.Helper()
	key := testKey(t, i)
	addr := crypto.PubkeyToAddress(key.PublicKey)
	f.mustSend(t, f.deployer, func(o *bind.TransactOpts) (*types.Transaction, error) {
		return f.usdc.Mint(f.ctx, o, addr, usdcUnits(1_000))
	})
	eth, err := f.client.BalanceAt(f.ctx, addr, nil)
	require.NoError(t, err)
	require.Zero(t, eth.Sign(), "the gasless payer must hold no ETH")
	return key, addr
}

// tokenPermit signs key's EIP-2612 permit of the USDC to Permit2 for value, at the token's
// current nonce for the payer.
func (f *fixture) tokenPermit(t testing.TB, key *ecdsa.PrivateKey, value *big.Int) *TokenPermit {
	t.Helper()
	d, err := f.usdc.PermitDomain(f.ctx, f.chainID)
	require.NoError(t, err)
	nonce, err := f.usdc.PermitNonce(f.ctx, crypto.PubkeyToAddress(key.PublicKey))
	require.NoError(t, err)
	deadline := big.NewInt(permitDeadline)
	sig, err := SignTokenPermit(key, d, f.addrs.Permit2, value, nonce, deadline)
	require.NoError(t, err)
	return &TokenPermit{Value: value, Deadline: deadline, Signature: sig}
}

func TestPayWithTokenPermit(t *testing.T) {
	t.Parallel()

	t.Run("APayerWithNoETHPaysWithTwoSignatures", func(t *testing.T) {
		t.Parallel()
		f := setup(t)
		key, payer := f.gaslessPayer(t, 11)
		inv := f.stage(t, "gasless", 19_990_000)[0]

		// Without the token permit the payment cannot move the USDC.
		p := f.payment(t, key, inv, inv, f.permit(t, f.addrs.USDC, inv.Amount))
		_, _, err := f.pay(t, p)
		require.Error(t, err)

		p.TokenPermit = f.tokenPermit(t, key, maxUint256)
		paid, _, err := f.pay(t, p)
		require.NoError(t, err)
		require.Equal(t, payer, paid.Payer)
		require.Equal(t, usdcUnits(1_000).Sub(usdcUnits(1_000), inv.Amount), f.balance(t, f.usdc, payer))
		allowance, err := f.usdc.Allowance(f.ctx, payer, f.addrs.Permit2)
		require.NoError(t, err)
		require.Equal(t, maxUint256, allowance, "the permit approved Permit2 for good, as the approval transaction would")
		eth, err := f.client.BalanceAt(f.ctx, payer, nil)
		require.NoError(t, err)
		require.Zero(t, eth.Sign())
		sent, err := f.client.NonceAt(f.ctx, payer, nil)
		require.NoError(t, err)
		require.Zero(t, sent, "the payer sent no transaction")

		// The next payment needs no permit.
		next := f.stage(t, "gasless-next", 5_000_000)[0]
		_, _, err = f.pay(t, f.payment(t, key, next, next, f.permit(t, f.addrs.USDC, next.Amount)))
		require.NoError(t, err)
	})

	t.Run("APermitSomeoneSentFirstIsTolerated", func(t *testing.T) {
		t.Parallel()
		f := setup(t)
		key, payer := f.gaslessPayer(t, 11)
		inv := f.stage(t, "front-run", 19_990_000)[0]
		p := f.payment(t, key, inv, inv, f.permit(t, f.addrs.USDC, inv.Amount))
		p.TokenPermit = f.tokenPermit(t, key, maxUint256)

		// A watcher of the mempool sends the permit on its own first.
		v, r, s, err := splitSignature(p.TokenPermit.Signature)
		require.NoError(t, err)
		f.mustSend(t, f.stranger, func(o *bind.TransactOpts) (*types.Transaction, error) {
			data := f.usdc.abi.PackPermit(payer, f.addrs.Permit2, p.TokenPermit.Value, p.TokenPermit.Deadline, v, r, s)
			return f.usdc.transact(f.ctx, o, "permit", data)
		})

		paid, _, err := f.pay(t, p)
		require.NoError(t, err, "the used permit is skipped: the allowance it set covers the payment")
		require.Equal(t, payer, paid.Payer)
	})

	t.Run("AFailedPermitWithoutAllowanceRevertsByName", func(t *testing.T) {
		t.Parallel()
		f := setup(t)
		key, payer := f.gaslessPayer(t, 11)
		inv := f.stage(t, "bad-permit", 19_990_000)[0]
		p := f.payment(t, key, inv, inv, f.permit(t, f.addrs.USDC, inv.Amount))
		p.TokenPermit = f.tokenPermit(t, testKey(t, 12), maxUint256) // signed by someone else
		_, _, err := f.pay(t, p)
		requireReverted(t, err, "TokenPermitFailed")

		// A permit for less than the payment leaves the allowance short: refused the same way.
		p.TokenPermit = f.tokenPermit(t, key, new(big.Int).Sub(inv.Amount, big.NewInt(1)))
		_, _, err = f.pay(t, p)
		require.Error(t, err)
		record, err := f.gateway.Record(f.ctx, inv.ID)
		require.NoError(t, err)
		require.NotEqual(t, [32]byte{}, record)
		require.Equal(t, big.NewInt(1_000_000_000), f.balance(t, f.usdc, payer), "nothing moved")
	})
}

func TestPermitDomain(t *testing.T) {
	t.Parallel()
	f := setup(t)

	t.Run("ReadsTheDevTokensDomainAndMatchesTheirPermit", func(t *testing.T) {
		d, err := f.usdc.PermitDomain(f.ctx, f.chainID)
		require.NoError(t, err)
		require.Equal(t, eip2612.Domain{Name: "USD Coin", Version: "1", ChainID: f.chainID.String(), VerifyingContract: f.addrs.USDC.Hex()}, d)
		d, err = f.eurc.PermitDomain(f.ctx, f.chainID)
		require.NoError(t, err)
		require.Equal(t, "EURC", d.Name)
	})

	t.Run("SharedTypedDataHashesAsGoEthereumDoes", func(t *testing.T) {
		d, err := f.usdc.PermitDomain(f.ctx, f.chainID)
		require.NoError(t, err)
		owner, spender := f.payer.Address(), f.addrs.Permit2
		value, nonce, deadline := big.NewInt(12_345), big.NewInt(7), big.NewInt(permitDeadline)
		// The page hands the shared package's JSON to the wallet: parsed and hashed by
		// go-ethereum it must give the digest the token checks (the payment test above shows the
		// token accepting a signature of that digest).
		raw, err := json.Marshal(eip2612.New(d, owner.Hex(), spender.Hex(), value, nonce, deadline))
		require.NoError(t, err)
		var parsed apitypes.TypedData
		require.NoError(t, json.Unmarshal(raw, &parsed))
		got, _, err := apitypes.TypedDataAndHash(parsed)
		require.NoError(t, err)
		want, err := TokenPermitDigest(d, owner, spender, value, nonce, deadline)
		require.NoError(t, err)
		require.Equal(t, want, common.BytesToHash(got))
	})

	t.Run("AContractWithoutPermitIsApprovedInstead", func(t *testing.T) {
		for _, addr := range []common.Address{f.addrs.SanctionsOracle, f.addrs.LegacyPool, {0x42}} {
			_, err := NewToken(f.client, addr).PermitDomain(f.ctx, f.chainID)
			require.ErrorIs(t, err, ErrNoTokenPermit, "%s", addr)
		}
	})

	t.Run("CirclesDomainFromNameAndVersion", func(t *testing.T) {
		// Mainnet USDC (FiatTokenV2_2) has no eip712Domain(): its domain is name() "USD Coin",
		// version() "2", chain 1 and its address, which must give its published DOMAIN_SEPARATOR.
		usdc := common.HexToAddress("0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48")
		node := circleToken{name: "USD Coin", version: "2",
			separator: common.HexToHash("0x06c37168a7db5138defc7866392bb87a741f9b3d104deb5094588ce041cae335")}
		d, err := NewToken(node, usdc).PermitDomain(context.Background(), big.NewInt(1))
		require.NoError(t, err)
		require.Equal(t, eip2612.Domain{Name: "USD Coin", Version: "2", ChainID: "1", VerifyingContract: usdc.Hex()}, d)

		// The same token on another chain does not reproduce the separator: no permit offered.
		_, err = NewToken(node, usdc).PermitDomain(context.Background(), big.NewInt(8453))
		require.ErrorIs(t, err, ErrNoTokenPermit)
	})
}

// circleToken answers calls as Circle's FiatTokenV2 does: DOMAIN_SEPARATOR, name and version,
// and a revert for eip712Domain, which it lacks.
type circleToken struct {
	bind.ContractBackend
	name, version string
	separator     common.Hash
}

func (c circleToken) CallContract(_ context.Context, msg ethereum.CallMsg, _ *big.Int) ([]byte, error) {
	str, _ := abi.NewType("string", "", nil)
	strings := abi.Arguments{{Type: str}}
	switch sel := string(msg.Data[:4]); sel {
	case string(crypto.Keccak256([]byte("DOMAIN_SEPARATOR()"))[:4]):
		return c.separator[:], nil
	case string(crypto.Keccak256([]byte("name()"))[:4]):
		return strings.Pack(c.name)
	case string(crypto.Keccak256([]byte("version()"))[:4]):
		return strings.Pack(c.version)
	}
	return nil, errors.New("execution reverted")
}

func (c circleToken) CodeAt(context.Context, common.Address, *big.Int) ([]byte, error) {
	return []byte{1}, nil
}

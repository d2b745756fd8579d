package chain

import (
	"encoding/json"
	"math/big"
	"testing"

	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/stretchr/testify/require"

	"github.com/paystead/paystead/shared/eip2612"
	"github.com/paystead/paystead/shared/eip3009"
)

// One signature pays a first payment in Circle's USDC (#33): the payer,
// who never approved Permit2 and holds no ETH, signs an EIP-3009
// ReceiveWithAuthorization of the invoice's amount to the gateway whose
// nonce is the invoice's witness hash, and the relayer's
// payWithAuthorization pays the invoice into escrow. The authorization
// pays that invoice only: replayed, moved to another invoice, taken to
// the token directly by a front-runner, or sent by someone who is not the
// merchant's agent, it is refused; in a payAuthorizedBatch each payment
// stands alone.
func TestPayWithAuthorization(t *testing.T) {
	t.Parallel()
	f := setup(t)
	c := f.circleUSDC(t)
	usdc, proxy := c.token, c.dep.Proxy
	f.mustSend(t, f.deployer, func(o *bind.TransactOpts) (*types.Transaction, error) {
		return usdc.ConfigureMinter(f.ctx, o, f.deployer.Address(), usdcUnits(10_000_000))
	})
	key, err := crypto.GenerateKey()
	require.NoError(t, err)
	payer := crypto.PubkeyToAddress(key.PublicKey)
	f.mustSend(t, f.deployer, func(o *bind.TransactOpts) (*types.Transaction, error) {
		return usdc.Mint(f.ctx, o, payer, usdcUnits(100))
	})
	takes, err := usdc.TakesAuthorizations(f.ctx)
	require.NoError(t, err)
	require.True(t, takes, "Circle's FiatToken has EIP-3009")
	takes, err = f.usdc.TakesAuthorizations(f.ctx)
	require.NoError(t, err)
	require.False(t, takes, "the test stablecoin has not")

	domain, err := usdc.PermitDomain(f.ctx, f.chainID)
	require.NoError(t, err)
	validAfter, validBefore := big.NewInt(0), big.NewInt(permitDeadline)
	authorize := func(inv Invoice) *Authorization {
		sig, err := SignReceiveAuthorization(key, domain, f.addrs.Gateway, inv, validAfter, validBefore)
		require.NoError(t, err)
		return &Authorization{ValidAfter: validAfter, ValidBefore: validBefore, Signature: sig}
	}
	payWith := func(inv Invoice, auth *Authorization) (*types.Receipt, error) {
		return f.send(t, f.relayer, func(o *bind.TransactOpts) (*types.Transaction, error) {
			return f.gateway.Pay(f.ctx, o, Payment{Invoice: inv, Payer: payer, Authorization: auth})
		})
	}

	invoices := f.stageIn(t, proxy, "authorized", 5_000_000, 5_000_000, 7_000_000)
	first, second, third := invoices[0], invoices[1], invoices[2]
	auth := authorize(first)

	// Taken by anyone but the gateway, the token refuses it.
	_, err = f.send(t, f.stranger, func(o *bind.TransactOpts) (*types.Transaction, error) {
		return usdc.send(f.ctx, o, usdc.impl, "receiveWithAuthorization0", payer, f.addrs.Gateway, first.Amount, validAfter, validBefore,
			[32]byte(InvoiceWitnessHash(first)), auth.Signature[64], [32]byte(auth.Signature[:32]), [32]byte(auth.Signature[32:64]))
	})
	require.ErrorContains(t, err, "caller must be the payee")
	// Sent by someone who is not the merchant's agent, the gateway refuses it.
	_, err = f.send(t, f.stranger, func(o *bind.TransactOpts) (*types.Transaction, error) {
		return f.gateway.Pay(f.ctx, o, Payment{Invoice: first, Payer: payer, Authorization: auth})
	})
	requireReverted(t, err, "NotAgent")
	// Moved to another invoice of the same amount and merchant, its nonce is not that invoice's.
	_, err = payWith(second, auth)
	require.ErrorContains(t, err, "invalid signature")

	r, err := payWith(first, auth)
	require.NoError(t, err)
	ev, err := f.gateway.ParseEvents(r.Logs)
	require.NoError(t, err)
	require.Len(t, ev.Paid, 1)
	require.Equal(t, payer, ev.Paid[0].Payer)
	require.Equal(t, proxy, ev.Paid[0].PayInToken)
	require.Equal(t, first.Amount, ev.Paid[0].Amount)
	require.Equal(t, usdcUnits(95), f.balance(t, usdc.Token, payer))
	require.Equal(t, usdcUnits(5), f.balance(t, usdc.Token, f.addrs.Gateway))
	eth, err := f.client.BalanceAt(f.ctx, payer, nil)
	require.NoError(t, err)
	require.Zero(t, eth.Sign(), "the payer needed no ETH and sent nothing")
	t.Logf("gas of a first payment with one EIP-3009 signature in Circle's USDC: %d", r.GasUsed)

	// Replayed, it pays nothing again.
	_, err = payWith(first, auth)
	requireReverted(t, err, "InvoiceNotPayable")

	// A batch: each payment stands alone.
	bad := authorize(second)
	bad.Signature = append([]byte(nil), bad.Signature...)
	bad.Signature[10] ^= 0xff
	r = f.mustSend(t, f.relayer, func(o *bind.TransactOpts) (*types.Transaction, error) {
		return f.gateway.PayAuthorizedBatch(f.ctx, o, []Payment{
			{Invoice: second, Payer: payer, Authorization: bad},
			{Invoice: third, Payer: payer, Authorization: authorize(third)},
		})
	})
	ev, err = f.gateway.ParseEvents(r.Logs)
	require.NoError(t, err)
	require.Len(t, ev.Paid, 1)
	require.Equal(t, third.ID, ev.Paid[0].ID)
	require.Len(t, ev.Failed, 1)
	require.Equal(t, second.ID, ev.Failed[0].ID)
	n, ok := f.gateway.PayBatchSize(mustTx(t, f, r.TxHash).Data())
	require.True(t, ok)
	require.Equal(t, 2, n)
	require.Equal(t, usdcUnits(88), f.balance(t, usdc.Token, payer))
}

// The typed data the hosted page signs (shared/eip3009) hashes as go-ethereum
// hashes the authorization Circle's token checks.
func TestReceiveAuthorizationTypedData(t *testing.T) {
	t.Parallel()
	d := eip2612.Domain{Name: "USD Coin", Version: "2", ChainID: "8453", VerifyingContract: "0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913"}
	from, to := common.HexToAddress("0x8ba1f109551bD432803012645Ac136ddd64DBA72"), common.HexToAddress("0x00000000000000000000000000000000000000aa")
	nonce := crypto.Keccak256Hash([]byte("invoice"))
	want, err := ReceiveAuthorizationDigest(d, from, to, big.NewInt(12_500_000), big.NewInt(0), big.NewInt(1_900_000_000), nonce)
	require.NoError(t, err)
	raw, err := json.Marshal(eip3009.New(d, from.Hex(), to.Hex(), big.NewInt(12_500_000), big.NewInt(0), big.NewInt(1_900_000_000), nonce.Hex()))
	require.NoError(t, err)
	got, err := sharedDigest(raw)
	require.NoError(t, err)
	require.Equal(t, want, got)
}

func mustTx(t *testing.T, f *fixture, hash common.Hash) *types.Transaction {
	t.Helper()
	tx, _, err := f.client.TransactionByHash(f.ctx, hash)
	require.NoError(t, err)
	return tx
}

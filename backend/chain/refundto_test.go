package chain

import (
	"math/big"
	"testing"

	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/stretchr/testify/require"
)

// A refund to another address (#33), for a payer whose wallet Circle
// froze since paying: the merchant's delegate sends refundTo with the
// payer's EIP-712 consent naming the address, and the refund goes there.
// A consent signed by anyone else, for another address, or expired, is
// refused; only the merchant or its agents send it.
func TestRefundToAnotherAddress(t *testing.T) {
	t.Parallel()
	f := setup(t)
	c := f.circleUSDC(t)
	usdc, proxy := c.token, c.dep.Proxy
	f.mustSend(t, f.deployer, func(o *bind.TransactOpts) (*types.Transaction, error) {
		return usdc.ConfigureMinter(f.ctx, o, f.deployer.Address(), usdcUnits(10_000_000))
	})
	f.fundPayerIn(t, usdc.Token, f.payer)
	inv := f.stageIn(t, proxy, "refund-to", 5_000_000)[0]
	paid, _, err := f.pay(t, f.payment(t, f.payerKey, inv, inv, f.permit(t, proxy, inv.Amount)))
	require.NoError(t, err)
	f.mustSend(t, c.blacklister, func(o *bind.TransactOpts) (*types.Transaction, error) {
		return usdc.Blacklist(f.ctx, o, f.payer.Address())
	})

	to := common.HexToAddress("0x00000000000000000000000000000000000A11CE")
	deadline := big.NewInt(permitDeadline)
	consent := func(key *Transactor, to common.Address, deadline *big.Int) RefundConsent {
		k := f.payerKey
		if key != nil {
			k = key.key
		}
		sig, err := SignRefundConsent(k, f.chainID, f.addrs.Gateway, paid.ID, to, deadline)
		require.NoError(t, err)
		return RefundConsent{To: to, Deadline: deadline, Signature: sig}
	}
	refundTo := func(from *Transactor, c RefundConsent, to common.Address) (*types.Receipt, error) {
		c.To = to
		return f.send(t, from, func(o *bind.TransactOpts) (*types.Transaction, error) {
			return f.gateway.RefundTo(f.ctx, o, paid, big.NewInt(2_000_000), c)
		})
	}

	_, err = refundTo(f.delegate, consent(f.stranger, to, deadline), to)
	requireReverted(t, err, "RefundConsentInvalid")
	_, err = refundTo(f.delegate, consent(nil, to, deadline), common.HexToAddress("0xB0B"))
	requireReverted(t, err, "RefundConsentInvalid")
	_, err = refundTo(f.delegate, consent(nil, to, big.NewInt(1)), to)
	requireReverted(t, err, "RefundConsentExpired")
	_, err = refundTo(f.stranger, consent(nil, to, deadline), to)
	requireReverted(t, err, "NotMerchantOrDelegate")

	r, err := refundTo(f.delegate, consent(nil, to, deadline), to)
	require.NoError(t, err)
	t.Logf("gas of a partial refundTo in Circle's USDC: %d", r.GasUsed)
	require.Equal(t, big.NewInt(2_000_000), f.balance(t, usdc.Token, to))
	require.Equal(t, usdcUnits(3), f.balance(t, usdc.Token, f.addrs.Gateway))
	ev, err := f.gateway.ParseEvents(r.Logs)
	require.NoError(t, err)
	require.Len(t, ev.Refunded, 1)
	require.Equal(t, big.NewInt(3_000_000), ev.Refunded[0].Remaining)
	require.Equal(t, to, ev.Refunded[0].To, "the refund's event says where it went")
	require.Equal(t, f.payer.Address(), ev.Refunded[0].Payer)
}

package chain

import (
	"fmt"
	"math/big"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/stretchr/testify/require"
)

// withDeposits deploys the operator's deposit factory (the deployer's, which owns the gateway
// too), makes the gateway its controller and the gateway's factory, and returns it.
func (f *fixture) withDeposits(t testing.TB) *DepositFactory {
	t.Helper()
	at, err := DeployDepositFactory(f.ctx, f.client, f.deployer, f.deployer.Address())
	require.NoError(t, err)
	factory := NewDepositFactory(f.client, at)
	f.mustSend(t, f.deployer, func(o *bind.TransactOpts) (*types.Transaction, error) {
		return factory.SetController(f.ctx, o, f.addrs.Gateway, true)
	})
	f.mustSend(t, f.deployer, func(o *bind.TransactOpts) (*types.Transaction, error) {
		return f.gateway.SetDepositFactory(f.ctx, o, at)
	})
	got, err := f.gateway.DepositFactory(f.ctx)
	require.NoError(t, err)
	require.Equal(t, at, got)
	return factory
}

// sendTo is a customer's plain transfer of amount units of token to to, from a wallet that never
// touched Permit2 or the gateway.
func (f *fixture) sendTo(t testing.TB, token *Token, to common.Address, amount int64) {
	t.Helper()
	f.mustSend(t, f.deployer, func(o *bind.TransactOpts) (*types.Transaction, error) {
		return token.Mint(f.ctx, o, f.stranger.Address(), big.NewInt(amount))
	})
	f.mustSend(t, f.stranger, func(o *bind.TransactOpts) (*types.Transaction, error) {
		return token.Transfer(f.ctx, o, to, big.NewInt(amount))
	})
}

func (f *fixture) payFromDeposit(t *testing.T, by *Transactor, inv Invoice) (Events, error) {
	t.Helper()
	r, err := f.send(t, by, func(o *bind.TransactOpts) (*types.Transaction, error) {
		return f.gateway.PayFromDeposit(f.ctx, o, inv)
	})
	if err != nil {
		return Events{}, err
	}
	ev, err := f.gateway.ParseEvents(r.Logs)
	require.NoError(t, err)
	return ev, nil
}

func (f *fixture) held(t *testing.T, id [32]byte, token common.Address) (*big.Int, common.Address) {
	t.Helper()
	amount, merchant, err := f.gateway.Held(f.ctx, id, token)
	require.NoError(t, err)
	return amount, merchant
}

// The gateway's deposit path (#34), as someone calling it directly would try it: a plain transfer
// pays an invoice only through its merchant's agent, only when enough arrived, only before its
// expiry, once; what is paid to no invoice (a surplus, a second payment, a wrong token, a transfer
// on a chain where the invoice is not staged) is held, tied to the merchant the invoice's record
// proves, and returned to an address the customer gives; a deposit-paid invoice is refunded to such
// an address, and no other invoice is.
func TestGatewayDeposits(t *testing.T) {
	f := setup(t)
	factory := f.withDeposits(t)
	ctx := f.ctx
	usdc := f.addrs.USDC
	customer := common.HexToAddress("0x00000000000000000000000000000000c0ffee01")

	t.Run("ExactAmountPaysOnce", func(t *testing.T) {
		inv := f.stage(t, "deposit-exact", 25_000_000)[0]
		deposit := DepositAddress(factory.Address(), inv.ID)
		f.sendTo(t, f.usdc, deposit, 25_000_000)
		before := f.usdcHeld(t)

		_, err := f.payFromDeposit(t, f.stranger, inv)
		requireReverted(t, err, "NotAgent")
		ev, err := f.payFromDeposit(t, f.relayer, inv)
		require.NoError(t, err)
		require.Len(t, ev.Paid, 1)
		paid := ev.Paid[0]
		require.Equal(t, deposit, paid.Payer, "the payer is the deposit address")
		require.Equal(t, inv.Amount, paid.Amount)
		require.Equal(t, usdc, paid.PayInToken)
		require.Equal(t, paidRecord(paid.PaidInvoice), f.record(t, inv.ID))
		require.Equal(t, new(big.Int).Add(before, inv.Amount), f.usdcHeld(t))
		require.Equal(t, 0, f.balance(t, f.usdc, deposit).Sign())

		_, err = f.payFromDeposit(t, f.relayer, inv)
		requireReverted(t, err, "InvoiceNotPayable")
	})

	t.Run("ShortWaitsForTheRest", func(t *testing.T) {
		inv := f.stage(t, "deposit-short", 20_000_000)[0]
		deposit := DepositAddress(factory.Address(), inv.ID)
		f.sendTo(t, f.usdc, deposit, 12_000_000)
		_, err := f.payFromDeposit(t, f.relayer, inv)
		requireReverted(t, err, "DepositShort")
		require.Equal(t, big.NewInt(12_000_000), f.balance(t, f.usdc, deposit), "a short deposit stays where it is")
		f.sendTo(t, f.usdc, deposit, 8_000_000) // the customer's second transfer
		ev, err := f.payFromDeposit(t, f.relayer, inv)
		require.NoError(t, err)
		require.Len(t, ev.Paid, 1)
	})

	t.Run("SurplusIsHeldAndReturned", func(t *testing.T) {
		inv := f.stage(t, "deposit-over", 10_000_000)[0]
		deposit := DepositAddress(factory.Address(), inv.ID)
		f.sendTo(t, f.usdc, deposit, 13_500_000)
		_, err := f.payFromDeposit(t, f.relayer, inv)
		require.NoError(t, err)
		amount, merchant := f.held(t, inv.ID, usdc)
		require.Equal(t, big.NewInt(3_500_000), amount)
		require.Equal(t, f.merchant.Address(), merchant)

		_, err = f.send(t, f.stranger, func(o *bind.TransactOpts) (*types.Transaction, error) {
			return f.gateway.ReturnHeld(ctx, o, inv.ID, usdc, f.stranger.Address(), big.NewInt(3_500_000))
		})
		requireReverted(t, err, "NotAgent")
		_, err = f.send(t, f.delegate, func(o *bind.TransactOpts) (*types.Transaction, error) {
			return f.gateway.ReturnHeld(ctx, o, inv.ID, usdc, customer, big.NewInt(3_500_001))
		})
		requireReverted(t, err, "HeldExceeded")
		before := f.balance(t, f.usdc, customer)
		f.mustSend(t, f.delegate, func(o *bind.TransactOpts) (*types.Transaction, error) {
			return f.gateway.ReturnHeld(ctx, o, inv.ID, usdc, customer, big.NewInt(3_500_000))
		})
		require.Equal(t, new(big.Int).Add(before, big.NewInt(3_500_000)), f.balance(t, f.usdc, customer))
		amount, _ = f.held(t, inv.ID, usdc)
		require.Equal(t, 0, amount.Sign())
	})

	t.Run("SecondPaymentAndWrongTokenAreHeld", func(t *testing.T) {
		inv := f.stage(t, "deposit-late", 5_000_000)[0]
		deposit := DepositAddress(factory.Address(), inv.ID)
		f.sendTo(t, f.usdc, deposit, 5_000_000)
		ev, err := f.payFromDeposit(t, f.relayer, inv)
		require.NoError(t, err)
		paid := ev.Paid[0].PaidInvoice

		f.sendTo(t, f.usdc, deposit, 5_000_000) // paid twice
		f.sendTo(t, f.eurc, deposit, 7_000_000) // and EURC, which a USDC invoice does not take
		forged := paid
		forged.Merchant = f.stranger.Address()
		_, err = f.send(t, f.stranger, func(o *bind.TransactOpts) (*types.Transaction, error) {
			return f.gateway.HoldPaidDeposit(ctx, o, forged, usdc)
		})
		require.Error(t, err, "another merchant's agent cannot claim the invoice")
		for _, token := range []common.Address{usdc, f.addrs.EURC} {
			f.mustSend(t, f.delegate, func(o *bind.TransactOpts) (*types.Transaction, error) {
				return f.gateway.HoldPaidDeposit(ctx, o, paid, token)
			})
		}
		held, merchant := f.held(t, inv.ID, usdc)
		require.Equal(t, big.NewInt(5_000_000), held)
		require.Equal(t, f.merchant.Address(), merchant)
		heldEURC, _ := f.held(t, inv.ID, f.addrs.EURC)
		require.Equal(t, big.NewInt(7_000_000), heldEURC)
		f.mustSend(t, f.delegate, func(o *bind.TransactOpts) (*types.Transaction, error) {
			return f.gateway.ReturnHeld(ctx, o, inv.ID, f.addrs.EURC, customer, big.NewInt(7_000_000))
		})
		require.Equal(t, big.NewInt(7_000_000), f.balance(t, f.eurc, customer))

		// Nothing there: nothing to hold.
		_, err = f.send(t, f.delegate, func(o *bind.TransactOpts) (*types.Transaction, error) {
			return f.gateway.HoldPaidDeposit(ctx, o, paid, usdc)
		})
		requireReverted(t, err, "ZeroAmount")
	})

	t.Run("ExpiredInvoiceIsNotPaidButHeld", func(t *testing.T) {
		inv := f.stageExpiring(t, "deposit-expired", 4_000_000, f.chainTime(t)+60)
		deposit := DepositAddress(factory.Address(), inv.ID)
		f.elapse(t, 2*time.Minute)
		f.sendTo(t, f.usdc, deposit, 4_000_000)
		_, err := f.payFromDeposit(t, f.relayer, inv)
		requireReverted(t, err, "InvoiceExpired")
		f.mustSend(t, f.delegate, func(o *bind.TransactOpts) (*types.Transaction, error) {
			return f.gateway.HoldStagedDeposit(ctx, o, inv, usdc)
		})
		held, merchant := f.held(t, inv.ID, usdc)
		require.Equal(t, big.NewInt(4_000_000), held)
		require.Equal(t, f.merchant.Address(), merchant)
	})

	t.Run("AnUnknownInvoiceIsTheOperators", func(t *testing.T) {
		// Sent on this chain for an invoice staged on another.
		id := invoiceID(t, "deposit-elsewhere")
		f.sendTo(t, f.usdc, DepositAddress(factory.Address(), id), 2_000_000)
		_, err := f.send(t, f.delegate, func(o *bind.TransactOpts) (*types.Transaction, error) {
			return f.gateway.HoldDeposit(ctx, o, id, usdc)
		})
		requireReverted(t, err, "NotOperator")
		f.mustSend(t, f.deployer, func(o *bind.TransactOpts) (*types.Transaction, error) {
			return f.gateway.SetOperatorRelayer(ctx, o, f.relayer.Address(), true)
		})
		f.mustSend(t, f.relayer, func(o *bind.TransactOpts) (*types.Transaction, error) {
			return f.gateway.HoldDeposit(ctx, o, id, usdc)
		})
		held, merchant := f.held(t, id, usdc)
		require.Equal(t, big.NewInt(2_000_000), held)
		require.Equal(t, common.Address{}, merchant, "no merchant proven")
		_, err = f.send(t, f.delegate, func(o *bind.TransactOpts) (*types.Transaction, error) {
			return f.gateway.ReturnHeld(ctx, o, id, usdc, customer, big.NewInt(2_000_000))
		})
		requireReverted(t, err, "NotAgent")
		f.mustSend(t, f.relayer, func(o *bind.TransactOpts) (*types.Transaction, error) {
			return f.gateway.ReturnHeld(ctx, o, id, usdc, customer, big.NewInt(2_000_000))
		})
		f.mustSend(t, f.deployer, func(o *bind.TransactOpts) (*types.Transaction, error) {
			return f.gateway.SetOperatorRelayer(ctx, o, f.relayer.Address(), false)
		})
	})

	t.Run("RefundOfADepositGoesWhereTheCustomerSays", func(t *testing.T) {
		inv := f.stage(t, "deposit-refund", 9_000_000)[0]
		f.sendTo(t, f.usdc, DepositAddress(factory.Address(), inv.ID), 9_000_000)
		ev, err := f.payFromDeposit(t, f.relayer, inv)
		require.NoError(t, err)
		paid := ev.Paid[0].PaidInvoice
		before := f.balance(t, f.usdc, customer)
		f.mustSend(t, f.delegate, func(o *bind.TransactOpts) (*types.Transaction, error) {
			return f.gateway.RefundDepositTo(ctx, o, paid, big.NewInt(4_000_000), customer)
		})
		require.Equal(t, new(big.Int).Add(before, big.NewInt(4_000_000)), f.balance(t, f.usdc, customer))

		// A signed payment's refund still needs its payer's consent to go elsewhere.
		signed, _ := f.payUSDC(t, f.stage(t, "signed-refund", 3_000_000)[0])
		_, err = f.send(t, f.delegate, func(o *bind.TransactOpts) (*types.Transaction, error) {
			return f.gateway.RefundDepositTo(ctx, o, signed, big.NewInt(3_000_000), customer)
		})
		requireReverted(t, err, "NotDeposit")
	})

	t.Run("BatchEachStandsAlone", func(t *testing.T) {
		invs := f.stage(t, "deposit-batch", 1_000_000, 2_000_000, 3_000_000)
		for i, inv := range invs {
			amount := inv.Amount.Int64()
			if i == 1 {
				amount-- // one short
			}
			f.sendTo(t, f.usdc, DepositAddress(factory.Address(), inv.ID), amount)
		}
		r := f.mustSend(t, f.relayer, func(o *bind.TransactOpts) (*types.Transaction, error) {
			return f.gateway.PayFromDepositBatch(ctx, o, invs)
		})
		ev, err := f.gateway.ParseEvents(r.Logs)
		require.NoError(t, err)
		require.Len(t, ev.Paid, 2)
		require.Len(t, ev.Failed, 1)
		require.Equal(t, invs[1].ID, ev.Failed[0].ID)
		require.Equal(t, "DepositShort", RevertName(ev.Failed[0].Reason))
	})
}

// measureDepositGas measures the deposit path (#34) as measureGas does the rest: an invoice paid
// from its deposit address alone (the sweep deploys the address's proxy) and in batches, on a
// steady state (the gateway already holds USDC).
func measureDepositGas(t testing.TB) []gasMetric {
	t.Helper()
	f := setup(t)
	factory := f.withDeposits(t)
	var out []gasMetric
	pay := func(label string, n int) uint64 {
		amounts := make([]int64, n)
		for i := range amounts {
			amounts[i] = 19_990_000
		}
		invs := f.stage(t, label, amounts...)
		for _, inv := range invs {
			f.sendTo(t, f.usdc, DepositAddress(factory.Address(), inv.ID), inv.Amount.Int64())
		}
		var r *types.Receipt
		if n == 1 {
			r = f.mustSend(t, f.relayer, func(o *bind.TransactOpts) (*types.Transaction, error) {
				return f.gateway.PayFromDeposit(f.ctx, o, invs[0])
			})
		} else {
			r = f.mustSend(t, f.relayer, func(o *bind.TransactOpts) (*types.Transaction, error) {
				return f.gateway.PayFromDepositBatch(f.ctx, o, invs)
			})
		}
		require.Equal(t, types.ReceiptStatusSuccessful, r.Status)
		return r.GasUsed / uint64(n)
	}
	pay("deposit-warm", 1)
	out = append(out, gasMetric{"PayFromDeposit/Alone", pay("deposit-alone", 1)})
	for _, n := range []int{10, 50} {
		out = append(out, gasMetric{fmt.Sprintf("PayFromDepositBatch/batch=%d", n), pay(fmt.Sprintf("deposit-batch-%d", n), n)})
	}
	return out
}

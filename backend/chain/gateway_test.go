package chain

import (
	"errors"
	"math/big"
	"testing"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/stretchr/testify/require"
)

func TestGoConstantsMatchContract(t *testing.T) {
	t.Parallel()
	f := setup(t)

	typeString, err := f.gateway.WitnessTypeString(f.ctx)
	require.NoError(t, err)
	require.Equal(t, WitnessTypeString, typeString)

	typehash, err := f.gateway.InvoiceTypehash(f.ctx)
	require.NoError(t, err)
	require.Equal(t, InvoiceTypehash, typehash)

	inv := Invoice{ID: invoiceID(t, "x"), Merchant: f.merchant.Address(), PayoutToken: f.addrs.USDC, Amount: big.NewInt(19_990_000)}
	onChain, err := f.gateway.WitnessHash(f.ctx, inv)
	require.NoError(t, err)
	require.Equal(t, InvoiceWitnessHash(inv), onChain)
}

func TestDeployDev(t *testing.T) {
	t.Parallel()
	f := setup(t)

	t.Run("DeploysEveryContract", func(t *testing.T) {
		for name, a := range map[string]common.Address{
			"Gateway": f.addrs.Gateway, "Permit2": f.addrs.Permit2, "USDC": f.addrs.USDC, "EURC": f.addrs.EURC,
			"LegacyPool": f.addrs.LegacyPool, "SanctionsOracle": f.addrs.SanctionsOracle,
		} {
			code, err := f.client.CodeAt(f.ctx, a, nil)
			require.NoError(t, err)
			require.NotEmpty(t, code, "%s has no code", name)
		}
	})

	t.Run("SeedsLegacyPool", func(t *testing.T) {
		pool := NewLegacyPool(f.client, f.addrs.LegacyPool)
		r0, r1, err := pool.Reserves(f.ctx)
		require.NoError(t, err)
		require.Equal(t, devPoolEURC, r0)
		require.Equal(t, devPoolUSDC, r1)
		out, err := pool.AmountOut(f.ctx, usdcUnits(100), f.addrs.EURC)
		require.NoError(t, err)
		require.True(t, out.Cmp(usdcUnits(107)) > 0 && out.Cmp(usdcUnits(108)) < 0, "100 EURC quoted as %s USDC units", out)
	})

	t.Run("OracleListsOnlyWhatTheOwnerSets", func(t *testing.T) {
		oracle := NewSanctionsOracle(f.client, f.addrs.SanctionsOracle)
		f.mustSend(t, f.deployer, func(o *bind.TransactOpts) (*types.Transaction, error) {
			return oracle.SetSanctioned(f.ctx, o, []common.Address{f.stranger.Address()}, true)
		})
		listed, err := oracle.IsSanctioned(f.ctx, f.stranger.Address())
		require.NoError(t, err)
		require.True(t, listed)
		listed, err = oracle.IsSanctioned(f.ctx, f.payer.Address())
		require.NoError(t, err)
		require.False(t, listed)

		_, err = f.send(t, f.stranger, func(o *bind.TransactOpts) (*types.Transaction, error) {
			return oracle.SetSanctioned(f.ctx, o, []common.Address{f.payer.Address()}, true)
		})
		requireReverted(t, err, "OwnableUnauthorizedAccount")
	})
}

func TestStageInvoices(t *testing.T) {
	t.Parallel()

	t.Run("DelegateStagesBatchAndEmitsEvents", func(t *testing.T) {
		t.Parallel()
		f := setup(t)
		staged := []StagedInvoice{
			{ID: invoiceID(t, "a"), PayoutToken: f.addrs.USDC, Amount: big.NewInt(1_000_000)},
			{ID: invoiceID(t, "b"), PayoutToken: f.addrs.EURC, Amount: big.NewInt(2_500_000)},
		}
		r := f.mustSend(t, f.delegate, func(o *bind.TransactOpts) (*types.Transaction, error) {
			return f.gateway.StageInvoices(f.ctx, o, f.merchant.Address(), staged)
		})
		ev, err := f.gateway.ParseEvents(r.Logs)
		require.NoError(t, err)
		require.Len(t, ev.Staged, 2)
		for i, e := range ev.Staged {
			require.Equal(t, staged[i].ID, e.ID)
			require.Equal(t, f.merchant.Address(), e.Merchant)
			require.Equal(t, staged[i].PayoutToken, e.PayoutToken)
			require.Equal(t, staged[i].Amount, e.Amount)
			record, err := f.gateway.Record(f.ctx, e.ID)
			require.NoError(t, err)
			require.NotEqual(t, [32]byte{}, record)
		}
	})

	t.Run("MerchantStagesItself", func(t *testing.T) {
		t.Parallel()
		f := setup(t)
		_, err := f.send(t, f.merchant, func(o *bind.TransactOpts) (*types.Transaction, error) {
			return f.gateway.StageInvoices(f.ctx, o, f.merchant.Address(), []StagedInvoice{{ID: invoiceID(t, "a"), PayoutToken: f.addrs.USDC, Amount: big.NewInt(1)}})
		})
		require.NoError(t, err)
	})

	t.Run("RejectsNonDelegate", func(t *testing.T) {
		t.Parallel()
		f := setup(t)
		_, err := f.send(t, f.stranger, func(o *bind.TransactOpts) (*types.Transaction, error) {
			return f.gateway.StageInvoices(f.ctx, o, f.merchant.Address(), []StagedInvoice{{ID: invoiceID(t, "a"), PayoutToken: f.addrs.USDC, Amount: big.NewInt(1)}})
		})
		requireReverted(t, err, "NotMerchantOrDelegate")
		require.Contains(t, err.Error(), "NotMerchantOrDelegate("+f.merchant.Address().Hex()+", "+f.stranger.Address().Hex()+")")
	})

	t.Run("RejectsRevokedDelegate", func(t *testing.T) {
		t.Parallel()
		f := setup(t)
		f.mustSend(t, f.merchant, func(o *bind.TransactOpts) (*types.Transaction, error) {
			return f.gateway.SetDelegate(f.ctx, o, f.delegate.Address(), false)
		})
		ok, err := f.gateway.IsDelegate(f.ctx, f.merchant.Address(), f.delegate.Address())
		require.NoError(t, err)
		require.False(t, ok)
		_, err = f.send(t, f.delegate, func(o *bind.TransactOpts) (*types.Transaction, error) {
			return f.gateway.StageInvoices(f.ctx, o, f.merchant.Address(), []StagedInvoice{{ID: invoiceID(t, "a"), PayoutToken: f.addrs.USDC, Amount: big.NewInt(1)}})
		})
		requireReverted(t, err, "NotMerchantOrDelegate")
	})

	t.Run("RejectsAlreadyStagedID", func(t *testing.T) {
		t.Parallel()
		f := setup(t)
		inv := f.stage(t, "a", 1_000_000)[0]
		_, err := f.send(t, f.delegate, func(o *bind.TransactOpts) (*types.Transaction, error) {
			return f.gateway.StageInvoices(f.ctx, o, f.merchant.Address(), []StagedInvoice{{ID: inv.ID, PayoutToken: f.addrs.USDC, Amount: big.NewInt(5)}})
		})
		requireReverted(t, err, "InvoiceAlreadyStaged")
	})

	t.Run("RejectsZeroAmount", func(t *testing.T) {
		t.Parallel()
		f := setup(t)
		_, err := f.send(t, f.delegate, func(o *bind.TransactOpts) (*types.Transaction, error) {
			return f.gateway.StageInvoices(f.ctx, o, f.merchant.Address(), []StagedInvoice{{ID: invoiceID(t, "a"), PayoutToken: f.addrs.USDC, Amount: big.NewInt(0)}})
		})
		requireReverted(t, err, "ZeroAmount")
	})
}

func TestPay(t *testing.T) {
	t.Parallel()

	t.Run("RelayerPaysStagedInvoiceIntoCustody", func(t *testing.T) {
		t.Parallel()
		f := setup(t)
		inv := f.stage(t, "a", 19_990_000)[0]
		held := f.usdcHeld(t)
		payerBefore := f.balance(t, f.usdc, f.payer.Address())

		// A larger signed maximum is fine: only the invoice amount moves.
		paid, r, err := f.pay(t, f.payment(t, f.payerKey, inv, inv, f.permit(t, f.addrs.USDC, usdcUnits(50))))
		require.NoError(t, err)

		require.Equal(t, inv.ID, paid.ID)
		require.Equal(t, f.payer.Address(), paid.Payer)
		require.Equal(t, inv.Amount, paid.Amount)
		block, err := f.client.HeaderByHash(f.ctx, r.BlockHash)
		require.NoError(t, err)
		require.Equal(t, block.Time, paid.PaidAt)
		ev, err := f.gateway.ParseEvents(r.Logs)
		require.NoError(t, err)
		require.Equal(t, f.addrs.USDC, ev.Paid[0].PayInToken)
		require.Equal(t, inv.Amount, ev.Paid[0].AmountIn)
		// PaidLog, which fakes of a node use, encodes the event as the contract logs it.
		encoded, err := f.gateway.PaidLog(ev.Paid[0])
		require.NoError(t, err)
		require.Equal(t, ev.Paid[0].Log.Address, encoded.Address)
		require.Equal(t, ev.Paid[0].Log.Topics, encoded.Topics)
		require.Equal(t, ev.Paid[0].Log.Data, encoded.Data)
		// Here the payout token is the pay-in token and the amounts are equal; a payment whose
		// every field differs decodes back to itself, field by field.
		swapped := InvoicePaid{
			PaidInvoice: PaidInvoice{ID: [32]byte{1}, Merchant: f.addrs.LegacyPool, PayoutToken: f.addrs.USDC, Amount: big.NewInt(2), Payer: f.addrs.SanctionsOracle, PaidAt: 3},
			PayInToken:  f.addrs.EURC,
			AmountIn:    big.NewInt(4),
		}
		encoded, err = f.gateway.PaidLog(swapped)
		require.NoError(t, err)
		decoded, err := f.gateway.ParseEvents([]*types.Log{encoded})
		require.NoError(t, err)
		require.Len(t, decoded.Paid, 1)
		decoded.Paid[0].Log = types.Log{}
		require.Equal(t, swapped, decoded.Paid[0])

		require.Equal(t, inv.Amount, f.balance(t, f.usdc, f.addrs.Gateway))
		require.Equal(t, new(big.Int).Sub(payerBefore, inv.Amount), f.balance(t, f.usdc, f.payer.Address()))
		require.Equal(t, held, f.usdcHeld(t))
	})

	t.Run("SettlementEventIDsSelectPaymentsNotStagings", func(t *testing.T) {
		t.Parallel()
		f := setup(t)
		head, err := f.client.BlockNumber(f.ctx)
		require.NoError(t, err)
		invs := f.stage(t, "logs", 1_000_000, 2_000_000)
		paid, _ := f.payUSDC(t, invs[0])

		logs, err := f.client.FilterLogs(f.ctx, ethereum.FilterQuery{
			FromBlock: new(big.Int).SetUint64(head + 1),
			Addresses: []common.Address{f.addrs.Gateway},
			Topics:    [][]common.Hash{f.gateway.SettlementEventIDs()},
		})
		require.NoError(t, err)
		ptrs := make([]*types.Log, len(logs))
		for i := range logs {
			ptrs[i] = &logs[i]
		}
		ev, err := f.gateway.ParseEvents(ptrs)
		require.NoError(t, err)
		require.Empty(t, ev.Staged, "two stagings happened, but are not asked for")
		require.Len(t, ev.Paid, 1)
		require.Equal(t, paid.ID, ev.Paid[0].ID)
	})

	t.Run("RejectsPayingTwice", func(t *testing.T) {
		t.Parallel()
		f := setup(t)
		inv := f.stage(t, "a", 19_990_000)[0]
		f.payUSDC(t, inv)
		held := f.usdcHeld(t)
		_, _, err := f.pay(t, f.payment(t, f.payerKey, inv, inv, f.permit(t, f.addrs.USDC, inv.Amount)))
		requireReverted(t, err, "InvoiceNotPayable")
		require.Equal(t, held, f.usdcHeld(t))
	})

	t.Run("RejectsUnstagedInvoice", func(t *testing.T) {
		t.Parallel()
		f := setup(t)
		inv := Invoice{ID: invoiceID(t, "never"), Merchant: f.merchant.Address(), PayoutToken: f.addrs.USDC, Amount: big.NewInt(1_000_000)}
		_, _, err := f.pay(t, f.payment(t, f.payerKey, inv, inv, f.permit(t, f.addrs.USDC, inv.Amount)))
		requireReverted(t, err, "InvoiceNotPayable")
	})

	t.Run("RejectsAmountOtherThanStaged", func(t *testing.T) {
		t.Parallel()
		f := setup(t)
		inv := f.stage(t, "a", 19_990_000)[0]
		cheaper := inv
		cheaper.Amount = big.NewInt(1)
		_, _, err := f.pay(t, f.payment(t, f.payerKey, cheaper, cheaper, f.permit(t, f.addrs.USDC, cheaper.Amount)))
		requireReverted(t, err, "InvoiceNotPayable")
	})

	// The payer's signature binds the invoice through the witness: a signature over any other
	// invoice, amount or merchant does not recover to the payer, and Permit2 rejects it.
	for name, alter := range map[string]func(f *fixture, inv *Invoice){
		"RejectsWitnessForAnotherInvoice":  func(f *fixture, inv *Invoice) { inv.ID[0] ^= 0xff },
		"RejectsWitnessForAnotherAmount":   func(f *fixture, inv *Invoice) { inv.Amount = big.NewInt(1) },
		"RejectsWitnessForAnotherMerchant": func(f *fixture, inv *Invoice) { inv.Merchant = f.stranger.Address() },
	} {
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			f := setup(t)
			inv := f.stage(t, "a", 19_990_000)[0]
			signedFor := inv
			alter(f, &signedFor)
			held := f.usdcHeld(t)
			_, _, err := f.pay(t, f.payment(t, f.payerKey, inv, signedFor, f.permit(t, f.addrs.USDC, inv.Amount)))
			requireReverted(t, err, "InvalidSigner")
			require.Equal(t, held, f.usdcHeld(t))
		})
	}

	t.Run("RejectsExpiredDeadline", func(t *testing.T) {
		t.Parallel()
		f := setup(t)
		inv := f.stage(t, "a", 19_990_000)[0]
		permit := f.permit(t, f.addrs.USDC, inv.Amount)
		permit.Deadline.SetUint64(1)
		_, _, err := f.pay(t, f.payment(t, f.payerKey, inv, inv, permit))
		requireReverted(t, err, "SignatureExpired")
	})

	t.Run("RejectsReusedPermit2NonceAcrossInvoices", func(t *testing.T) {
		t.Parallel()
		f := setup(t)
		invoices := f.stage(t, "a", 19_990_000, 5_000_000)
		first := f.permit(t, f.addrs.USDC, invoices[0].Amount)
		_, _, err := f.pay(t, f.payment(t, f.payerKey, invoices[0], invoices[0], first))
		require.NoError(t, err)

		held := f.usdcHeld(t)
		second := f.permit(t, f.addrs.USDC, invoices[1].Amount)
		second.Nonce = first.Nonce
		_, _, err = f.pay(t, f.payment(t, f.payerKey, invoices[1], invoices[1], second))
		requireReverted(t, err, "InvalidNonce")
		require.Equal(t, held, f.usdcHeld(t))
	})

	t.Run("RejectsSwapWithoutRouter", func(t *testing.T) {
		t.Parallel()
		f := setup(t)
		inv := f.stage(t, "a", 19_990_000)[0]
		_, _, err := f.pay(t, f.payment(t, f.payerKey, inv, inv, f.permit(t, f.addrs.EURC, usdcUnits(25))))
		requireReverted(t, err, "SwapRouterUnset")
	})
}

func TestRefund(t *testing.T) {
	t.Parallel()

	refund := func(t *testing.T, f *fixture, tr *Transactor, p PaidInvoice, amount int64) (*types.Receipt, error) {
		return f.send(t, tr, func(o *bind.TransactOpts) (*types.Transaction, error) {
			return f.gateway.Refund(f.ctx, o, p, big.NewInt(amount))
		})
	}
	// refunded decodes the one InvoiceRefunded event of r.
	refunded := func(t *testing.T, f *fixture, r *types.Receipt) InvoiceRefunded {
		ev, err := f.gateway.ParseEvents(r.Logs)
		require.NoError(t, err)
		require.Len(t, ev.Refunded, 1)
		return ev.Refunded[0]
	}
	// left is p as the gateway holds it once remaining is what is left.
	left := func(p PaidInvoice, remaining int64) PaidInvoice {
		p.Amount = big.NewInt(remaining)
		return p
	}

	t.Run("DelegateRefundsPayerWithinWindow", func(t *testing.T) {
		t.Parallel()
		f := setup(t)
		inv := f.stage(t, "a", 19_990_000)[0]
		payerBefore := f.balance(t, f.usdc, f.payer.Address())
		held := f.usdcHeld(t)
		paid, _ := f.payUSDC(t, inv)

		r, err := refund(t, f, f.delegate, paid, 19_990_000)
		require.NoError(t, err)
		e := refunded(t, f, r)
		require.Equal(t, InvoiceRefunded{ID: inv.ID, Merchant: inv.Merchant, Payer: paid.Payer, PayoutToken: inv.PayoutToken,
			Amount: inv.Amount, Remaining: e.Remaining, To: paid.Payer, Log: e.Log}, e)
		require.Equal(t, 0, e.Remaining.Sign())
		require.Equal(t, payerBefore, f.balance(t, f.usdc, f.payer.Address()))
		require.Equal(t, 0, f.balance(t, f.usdc, f.addrs.Gateway).Sign())
		require.Equal(t, held, f.usdcHeld(t))
	})

	t.Run("MerchantRefunds", func(t *testing.T) {
		t.Parallel()
		f := setup(t)
		paid, _ := f.payUSDC(t, f.stage(t, "a", 19_990_000)[0])
		_, err := refund(t, f, f.merchant, paid, 19_990_000)
		require.NoError(t, err)
	})

	t.Run("RefundsPartOfWhatRemains", func(t *testing.T) {
		t.Parallel()
		f := setup(t)
		payerBefore := f.balance(t, f.usdc, f.payer.Address())
		paid, _ := f.payUSDC(t, f.stage(t, "a", 19_990_000)[0])

		r, err := refund(t, f, f.delegate, paid, 5_000_000)
		require.NoError(t, err)
		e := refunded(t, f, r)
		require.Equal(t, big.NewInt(5_000_000), e.Amount)
		require.Equal(t, big.NewInt(14_990_000), e.Remaining)
		require.Equal(t, new(big.Int).Sub(payerBefore, big.NewInt(14_990_000)), f.balance(t, f.usdc, f.payer.Address()))
		require.Equal(t, big.NewInt(14_990_000), f.balance(t, f.usdc, f.addrs.Gateway))

		// The commitment now binds what remains: the paid amount no longer matches.
		_, err = refund(t, f, f.delegate, paid, 1)
		requireReverted(t, err, "RecordMismatch")
	})

	t.Run("RefundsRepeatedlyUntilNothingRemains", func(t *testing.T) {
		t.Parallel()
		f := setup(t)
		payerBefore := f.balance(t, f.usdc, f.payer.Address())
		paid, _ := f.payUSDC(t, f.stage(t, "a", 10_000_000)[0])

		remaining := int64(10_000_000)
		for _, amount := range []int64{1, 2_500_000, 3_000_000} {
			r, err := refund(t, f, f.delegate, left(paid, remaining), amount)
			require.NoError(t, err)
			remaining -= amount
			e := refunded(t, f, r)
			require.Equal(t, big.NewInt(amount), e.Amount)
			require.Equal(t, big.NewInt(remaining), e.Remaining)
			require.Equal(t, big.NewInt(remaining).String(), f.balance(t, f.usdc, f.addrs.Gateway).String())
		}
		// Exactly what remains ends it.
		r, err := refund(t, f, f.delegate, left(paid, remaining), remaining)
		require.NoError(t, err)
		require.Equal(t, 0, refunded(t, f, r).Remaining.Sign())
		require.Equal(t, payerBefore, f.balance(t, f.usdc, f.payer.Address()))
		require.Equal(t, 0, f.balance(t, f.usdc, f.addrs.Gateway).Sign())
		record, err := f.gateway.Record(f.ctx, paid.ID)
		require.NoError(t, err)
		require.Equal(t, [32]byte(common.BigToHash(big.NewInt(1))), record, "the REFUNDED sentinel")

		_, err = refund(t, f, f.delegate, left(paid, 0), 1)
		requireReverted(t, err, "InvoiceAlreadyRefunded")
	})

	t.Run("RejectsMoreThanRemains", func(t *testing.T) {
		t.Parallel()
		f := setup(t)
		paid, _ := f.payUSDC(t, f.stage(t, "a", 10_000_000)[0])
		_, err := refund(t, f, f.delegate, paid, 4_000_000)
		require.NoError(t, err)
		held := f.usdcHeld(t)

		_, err = refund(t, f, f.delegate, left(paid, 6_000_000), 6_000_001)
		requireReverted(t, err, "RefundExceedsRemaining")
		require.Equal(t, held, f.usdcHeld(t))
		require.Equal(t, big.NewInt(6_000_000), f.balance(t, f.usdc, f.addrs.Gateway))

		// Claiming a higher remaining amount than the gateway holds does not help either.
		_, err = refund(t, f, f.delegate, left(paid, 10_000_000), 10_000_000)
		requireReverted(t, err, "RecordMismatch")
	})

	t.Run("RejectsZeroAmount", func(t *testing.T) {
		t.Parallel()
		f := setup(t)
		paid, _ := f.payUSDC(t, f.stage(t, "a", 10_000_000)[0])
		_, err := refund(t, f, f.delegate, paid, 0)
		requireReverted(t, err, "ZeroAmount")
	})

	t.Run("RejectsAfterWindow", func(t *testing.T) {
		t.Parallel()
		f := setup(t)
		paid, _ := f.payUSDC(t, f.stage(t, "a", 19_990_000)[0])
		_, err := refund(t, f, f.delegate, paid, 990_000)
		require.NoError(t, err)
		f.elapseRefundWindow(t)
		held := f.usdcHeld(t)
		_, err = refund(t, f, f.delegate, left(paid, 19_000_000), 1)
		requireReverted(t, err, "RefundWindowClosed")
		require.Equal(t, held, f.usdcHeld(t))
	})

	t.Run("RejectsStranger", func(t *testing.T) {
		t.Parallel()
		f := setup(t)
		paid, _ := f.payUSDC(t, f.stage(t, "a", 19_990_000)[0])
		_, err := refund(t, f, f.stranger, paid, 1)
		requireReverted(t, err, "NotMerchantOrDelegate")
	})

	t.Run("RejectsStrangerClaimingToBeMerchant", func(t *testing.T) {
		t.Parallel()
		f := setup(t)
		paid, _ := f.payUSDC(t, f.stage(t, "a", 19_990_000)[0])
		forged := paid
		forged.Merchant = f.stranger.Address()
		_, err := refund(t, f, f.stranger, forged, 19_990_000)
		requireReverted(t, err, "RecordMismatch")
	})

	t.Run("RejectsRefundingTwice", func(t *testing.T) {
		t.Parallel()
		f := setup(t)
		paid, _ := f.payUSDC(t, f.stage(t, "a", 19_990_000)[0])
		_, err := refund(t, f, f.delegate, paid, 19_990_000)
		require.NoError(t, err)
		held := f.usdcHeld(t)
		_, err = refund(t, f, f.delegate, paid, 19_990_000)
		requireReverted(t, err, "InvoiceAlreadyRefunded")
		require.Equal(t, held, f.usdcHeld(t))
	})

	t.Run("RejectsUnpaidInvoice", func(t *testing.T) {
		t.Parallel()
		f := setup(t)
		inv := f.stage(t, "a", 19_990_000)[0]
		_, err := refund(t, f, f.delegate, PaidInvoice{ID: inv.ID, Merchant: inv.Merchant, PayoutToken: inv.PayoutToken, Amount: inv.Amount, Payer: f.payer.Address()}, 1)
		requireReverted(t, err, "RecordMismatch")
	})

	t.Run("ConservesFunds", func(t *testing.T) {
		// The gateway's balance is always the sum of what it still holds per invoice, through
		// payments, partial and full refunds and a claim of what is left.
		t.Parallel()
		f := setup(t)
		held := f.usdcHeld(t)
		invoices := f.stage(t, "c", 10_000_000, 7_000_000, 3_000_000)
		paid := make([]PaidInvoice, len(invoices))
		for i, inv := range invoices {
			paid[i], _ = f.payUSDC(t, inv)
		}
		holds := []int64{10_000_000, 7_000_000, 3_000_000}
		requireConserved := func() {
			t.Helper()
			var sum int64
			for _, h := range holds {
				sum += h
			}
			require.Equal(t, big.NewInt(sum).String(), f.balance(t, f.usdc, f.addrs.Gateway).String())
			require.Equal(t, held, f.usdcHeld(t))
		}
		requireConserved()
		for _, step := range []struct {
			i      int
			amount int64
		}{{0, 2_000_000}, {1, 7_000_000}, {0, 3_000_000}, {2, 1}} {
			_, err := refund(t, f, f.delegate, left(paid[step.i], holds[step.i]), step.amount)
			require.NoError(t, err)
			holds[step.i] -= step.amount
			requireConserved()
		}

		// After the window a claim pays what is left of each; the fully refunded one is refused.
		f.elapseRefundWindow(t)
		_, err := f.send(t, f.delegate, func(o *bind.TransactOpts) (*types.Transaction, error) {
			return f.gateway.Claim(f.ctx, o, f.merchant.Address(), f.addrs.USDC, []PaidInvoice{left(paid[0], holds[0]), left(paid[1], 0)})
		})
		requireReverted(t, err, "InvoiceAlreadyRefunded")
		walletBefore := f.balance(t, f.usdc, f.wallet)
		r, err := f.send(t, f.delegate, func(o *bind.TransactOpts) (*types.Transaction, error) {
			return f.gateway.Claim(f.ctx, o, f.merchant.Address(), f.addrs.USDC, []PaidInvoice{left(paid[0], holds[0]), left(paid[2], holds[2])})
		})
		require.NoError(t, err)
		ev, err := f.gateway.ParseEvents(r.Logs)
		require.NoError(t, err)
		require.Len(t, ev.Claimed, 2)
		require.Equal(t, big.NewInt(5_000_000), ev.Claimed[0].Amount)
		require.Equal(t, big.NewInt(2_999_999), ev.Claimed[1].Amount)
		require.Equal(t, new(big.Int).Add(walletBefore, big.NewInt(7_999_999)), f.balance(t, f.usdc, f.wallet))
		holds[0], holds[2] = 0, 0
		requireConserved()
	})
}

func TestDecodeRevert(t *testing.T) {
	t.Parallel()

	t.Run("PassesThroughErrorsWithoutRevertData", func(t *testing.T) {
		plain := errors.New("connection refused")
		require.Equal(t, plain, DecodeRevert(plain))
		require.NoError(t, DecodeRevert(nil))
		require.Empty(t, RevertName(plain))
	})

	t.Run("DecodesCustomErrorArguments", func(t *testing.T) {
		id := [32]byte{1, 2, 3}
		data := append(common.CopyBytes(knownSelector(t, "InvoiceNotPayable")), id[:]...)
		re := decodeRevertData(data)
		require.NotNil(t, re)
		require.Equal(t, "execution reverted: InvoiceNotPayable(0x0102030000000000000000000000000000000000000000000000000000000000)", re.Error())
	})
}

func knownSelector(t *testing.T, name string) []byte {
	t.Helper()
	for sel, e := range knownErrors() {
		if e.Name == name {
			return sel[:]
		}
	}
	t.Fatalf("no known error %s", name)
	return nil
}

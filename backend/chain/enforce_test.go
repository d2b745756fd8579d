package chain

import (
	"math/big"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/stretchr/testify/require"
)

// The rules the service promises about who may pay and until when, held by the gateway itself
// for anyone who calls it directly (issue #30), and the operator's controls over it (#38 item 7).

// stageExpiring stages one USDC invoice of amount for the merchant that the gateway refuses to
// pay from expiresAt on.
func (f *fixture) stageExpiring(t testing.TB, label string, amount int64, expiresAt uint64) Invoice {
	t.Helper()
	id := invoiceID(t, label)
	f.mustSend(t, f.delegate, func(o *bind.TransactOpts) (*types.Transaction, error) {
		return f.gateway.StageInvoices(f.ctx, o, f.merchant.Address(), []StagedInvoice{{ID: id, PayoutToken: f.addrs.USDC, Amount: big.NewInt(amount), ExpiresAt: expiresAt}})
	})
	return Invoice{ID: id, Merchant: f.merchant.Address(), PayoutToken: f.addrs.USDC, Amount: big.NewInt(amount), ExpiresAt: expiresAt}
}

// payBy sends p's payment through sender.
func (f *fixture) payBy(t testing.TB, sender *Transactor, p Payment) error {
	t.Helper()
	_, err := f.send(t, sender, func(o *bind.TransactOpts) (*types.Transaction, error) {
		return f.gateway.Pay(f.ctx, o, p)
	})
	return err
}

func (f *fixture) chainTime(t testing.TB) uint64 {
	t.Helper()
	h, err := f.client.HeaderByNumber(f.ctx, nil)
	require.NoError(t, err)
	return h.Time
}

func staged(inv Invoice) StagedInvoice {
	return StagedInvoice{ID: inv.ID, PayoutToken: inv.PayoutToken, Amount: inv.Amount, ExpiresAt: inv.ExpiresAt}
}

func TestOnlyTheMerchantsAgentsPay(t *testing.T) {
	t.Parallel()

	// The payer's own permit, sent by the payer (as a wallet the compliance gate refused would),
	// by a stranger or by the merchant's own wallet: each reverts, and the invoice stays payable.
	t.Run("AnyoneElseReverts", func(t *testing.T) {
		t.Parallel()
		f := setup(t)
		inv := f.stage(t, "a", 1_000_000)[0]
		p := f.payment(t, f.payerKey, inv, inv, f.permit(t, f.addrs.USDC, inv.Amount))
		for name, sender := range map[string]*Transactor{"payer": f.payer, "stranger": f.stranger, "merchant": f.merchant} {
			requireReverted(t, f.payBy(t, sender, p), "NotAgent")
			require.Equal(t, stagedRecord(inv), f.record(t, inv.ID), "after a payment sent by the %s", name)
		}
		_, _, err := f.pay(t, p)
		require.NoError(t, err, "the merchant's delegate pays it with the same permit")
	})

	t.Run("InABatchEachPaymentIsChecked", func(t *testing.T) {
		t.Parallel()
		f := setup(t)
		inv := f.stage(t, "a", 1_000_000)[0]
		p := f.payment(t, f.payerKey, inv, inv, f.permit(t, f.addrs.USDC, inv.Amount))
		r, err := f.send(t, f.stranger, func(o *bind.TransactOpts) (*types.Transaction, error) {
			return f.gateway.PayBatch(f.ctx, o, []Payment{p})
		})
		require.NoError(t, err, "the batch itself goes through")
		ev, err := f.gateway.ParseEvents(r.Logs)
		require.NoError(t, err)
		require.Empty(t, ev.Paid)
		require.Len(t, ev.Failed, 1)
		require.Equal(t, "NotAgent", RevertName(ev.Failed[0].Reason))
		require.Equal(t, stagedRecord(inv), f.record(t, inv.ID))
	})

	t.Run("WithATokenPermitToo", func(t *testing.T) {
		t.Parallel()
		f := setup(t)
		inv := f.stage(t, "a", 1_000_000)[0]
		p := f.payment(t, f.payerKey, inv, inv, f.permit(t, f.addrs.USDC, inv.Amount))
		p.TokenPermit = &TokenPermit{Value: maxUint256, Deadline: big.NewInt(permitDeadline), Signature: make([]byte, 65)}
		requireReverted(t, f.payBy(t, f.stranger, p), "NotAgent")
	})
}

func TestStagedExpiry(t *testing.T) {
	t.Parallel()

	t.Run("PaysBeforeItRevertsFromIt", func(t *testing.T) {
		t.Parallel()
		f := setup(t)
		expiresAt := f.chainTime(t) + 3600
		early := f.stageExpiring(t, "early", 1_000_000, expiresAt)
		late := f.stageExpiring(t, "late", 2_000_000, expiresAt)
		f.payUSDC(t, early)

		f.elapse(t, 2*time.Hour)
		f.sim.Commit()
		// The payer's permit runs 75 years: only the staged expiry stops it.
		p := f.payment(t, f.payerKey, late, late, f.permit(t, f.addrs.USDC, late.Amount))
		requireReverted(t, f.payBy(t, f.relayer, p), "InvoiceExpired")
		require.Equal(t, stagedRecord(late), f.record(t, late.ID))
	})

	t.Run("ItCannotBeLiftedInCalldata", func(t *testing.T) {
		t.Parallel()
		f := setup(t)
		inv := f.stageExpiring(t, "a", 1_000_000, f.chainTime(t)+3600)
		f.elapse(t, 2*time.Hour)
		f.sim.Commit()
		for _, lie := range []uint64{0, inv.ExpiresAt + 86400} {
			forged := inv
			forged.ExpiresAt = lie
			p := f.payment(t, f.payerKey, forged, forged, f.permit(t, f.addrs.USDC, inv.Amount))
			requireReverted(t, f.payBy(t, f.relayer, p), "InvoiceNotPayable")
		}
	})

	t.Run("StagingEmitsIt", func(t *testing.T) {
		t.Parallel()
		f := setup(t)
		r := f.mustSend(t, f.delegate, func(o *bind.TransactOpts) (*types.Transaction, error) {
			return f.gateway.StageInvoices(f.ctx, o, f.merchant.Address(), []StagedInvoice{{ID: invoiceID(t, "a"), PayoutToken: f.addrs.USDC, Amount: big.NewInt(5), ExpiresAt: 1_900_000_000}})
		})
		ev, err := f.gateway.ParseEvents(r.Logs)
		require.NoError(t, err)
		require.Len(t, ev.Staged, 1)
		require.Equal(t, uint64(1_900_000_000), ev.Staged[0].ExpiresAt)
	})
}

func TestVoidInvoices(t *testing.T) {
	t.Parallel()

	// A permit signed before the void, relayed after it: refused, whoever sends it.
	t.Run("AVoidedInvoiceCannotBePaid", func(t *testing.T) {
		t.Parallel()
		f := setup(t)
		invs := f.stage(t, "a", 1_000_000, 2_000_000)
		p := f.payment(t, f.payerKey, invs[0], invs[0], f.permit(t, f.addrs.USDC, invs[0].Amount))
		r := f.mustSend(t, f.delegate, func(o *bind.TransactOpts) (*types.Transaction, error) {
			return f.gateway.VoidInvoices(f.ctx, o, f.merchant.Address(), []StagedInvoice{staged(invs[0])})
		})
		t.Logf("voidInvoices of one invoice: %d gas", r.GasUsed)
		ev, err := f.gateway.ParseEvents(r.Logs)
		require.NoError(t, err)
		require.Equal(t, [][32]byte{invs[0].ID}, ev.Voided)
		require.Equal(t, StagedRecord(f.merchant.Address(), staged(invs[1])), f.record(t, invs[1].ID), "StagedRecord is the contract's commitment")
		require.Equal(t, voidedRecord, f.record(t, invs[0].ID))
		requireReverted(t, f.payBy(t, f.relayer, p), "InvoiceNotPayable")
		require.Equal(t, stagedRecord(invs[1]), f.record(t, invs[1].ID), "the other invoice is untouched")
		f.payUSDC(t, invs[1])
	})

	t.Run("OnlyAStagedUnpaidInvoice", func(t *testing.T) {
		t.Parallel()
		f := setup(t)
		invs := f.stage(t, "a", 1_000_000, 2_000_000)
		paid, _ := f.payUSDC(t, invs[0])
		void := func(tr *Transactor, inv Invoice) error {
			_, err := f.send(t, tr, func(o *bind.TransactOpts) (*types.Transaction, error) {
				return f.gateway.VoidInvoices(f.ctx, o, f.merchant.Address(), []StagedInvoice{staged(inv)})
			})
			return err
		}
		requireReverted(t, void(f.delegate, invs[0]), "InvoiceNotPayable")
		require.Equal(t, paidRecord(paid), f.record(t, invs[0].ID), "a paid invoice keeps its escrow")
		never := Invoice{ID: invoiceID(t, "never staged"), Merchant: f.merchant.Address(), PayoutToken: f.addrs.USDC, Amount: big.NewInt(1)}
		requireReverted(t, void(f.delegate, never), "InvoiceNotPayable")
		requireReverted(t, void(f.stranger, invs[1]), "NotMerchantOrDelegate")
		other := invs[1]
		other.Amount = big.NewInt(1)
		requireReverted(t, void(f.delegate, other), "InvoiceNotPayable")
		require.NoError(t, void(f.merchant, invs[1]), "the merchant voids its own")
		requireReverted(t, void(f.delegate, invs[1]), "InvoiceNotPayable")
	})
}

func TestPause(t *testing.T) {
	t.Parallel()
	f := setup(t)
	invs := f.stage(t, "a", 1_000_000, 2_000_000, 3_000_000)
	refundable, _ := f.payUSDC(t, invs[0])
	claimable, _ := f.payUSDC(t, invs[1])

	_, err := f.send(t, f.stranger, func(o *bind.TransactOpts) (*types.Transaction, error) { return f.gateway.Pause(f.ctx, o) })
	requireReverted(t, err, "OwnableUnauthorizedAccount")
	f.mustSend(t, f.deployer, func(o *bind.TransactOpts) (*types.Transaction, error) { return f.gateway.Pause(f.ctx, o) })
	paused, err := f.gateway.Paused(f.ctx)
	require.NoError(t, err)
	require.True(t, paused)

	p := f.payment(t, f.payerKey, invs[2], invs[2], f.permit(t, f.addrs.USDC, invs[2].Amount))
	requireReverted(t, f.payBy(t, f.relayer, p), "EnforcedPause")
	_, err = f.send(t, f.relayer, func(o *bind.TransactOpts) (*types.Transaction, error) {
		return f.gateway.PayBatch(f.ctx, o, []Payment{p})
	})
	requireReverted(t, err, "EnforcedPause")

	// Refunds and claims go on: the money already in escrow can always leave as promised.
	f.mustSend(t, f.delegate, func(o *bind.TransactOpts) (*types.Transaction, error) {
		return f.gateway.Refund(f.ctx, o, refundable, refundable.Amount)
	})
	f.elapseRefundWindow(t)
	f.mustSend(t, f.delegate, func(o *bind.TransactOpts) (*types.Transaction, error) {
		return f.gateway.Claim(f.ctx, o, f.merchant.Address(), f.addrs.USDC, []PaidInvoice{claimable})
	})
	f.stage(t, "staged while paused", 4_000_000)

	f.mustSend(t, f.deployer, func(o *bind.TransactOpts) (*types.Transaction, error) { return f.gateway.Unpause(f.ctx, o) })
	require.NoError(t, f.payBy(t, f.relayer, p), "payments go through once unpaused")
}

// The operator rotates its relayer key once, for every merchant that trusts it, without any
// merchant sending a transaction.
func TestOperatorRelayerRotation(t *testing.T) {
	t.Parallel()
	f := setup(t)
	oldKey, newKey := f.stranger, NewTransactor(f.client, f.spareKeys[0], f.chainID, func() { f.sim.Commit() })
	// A second merchant that never trusted the operator.
	other := NewTransactor(f.client, f.spareKeys[1], f.chainID, func() { f.sim.Commit() })

	setRelayer := func(tr *Transactor, allowed bool) {
		f.mustSend(t, f.deployer, func(o *bind.TransactOpts) (*types.Transaction, error) {
			return f.gateway.SetOperatorRelayer(f.ctx, o, tr.Address(), allowed)
		})
	}
	_, err := f.send(t, f.merchant, func(o *bind.TransactOpts) (*types.Transaction, error) {
		return f.gateway.SetOperatorRelayer(f.ctx, o, f.merchant.Address(), true)
	})
	requireReverted(t, err, "OwnableUnauthorizedAccount")

	setRelayer(oldKey, true)
	agent := func(merchant common.Address, who *Transactor) bool {
		ok, err := f.gateway.IsAgent(f.ctx, merchant, who.Address())
		require.NoError(t, err)
		return ok
	}
	require.False(t, agent(f.merchant.Address(), oldKey), "a merchant that has not trusted the operator")
	f.mustSend(t, f.merchant, func(o *bind.TransactOpts) (*types.Transaction, error) {
		return f.gateway.SetOperatorTrusted(f.ctx, o, true)
	})
	require.True(t, agent(f.merchant.Address(), oldKey))
	require.False(t, agent(other.Address(), oldKey))

	// The old key stages and pays for the merchant, as a delegate would.
	id := invoiceID(t, "by the operator")
	f.mustSend(t, oldKey, func(o *bind.TransactOpts) (*types.Transaction, error) {
		return f.gateway.StageInvoices(f.ctx, o, f.merchant.Address(), []StagedInvoice{{ID: id, PayoutToken: f.addrs.USDC, Amount: big.NewInt(1_000_000)}})
	})
	inv := Invoice{ID: id, Merchant: f.merchant.Address(), PayoutToken: f.addrs.USDC, Amount: big.NewInt(1_000_000)}
	require.NoError(t, f.payBy(t, oldKey, f.payment(t, f.payerKey, inv, inv, f.permit(t, f.addrs.USDC, inv.Amount))))

	// Rotation: the new key in, the old one out. No merchant acts.
	setRelayer(newKey, true)
	setRelayer(oldKey, false)
	next := f.stage(t, "after rotation", 2_000_000)[0]
	p := f.payment(t, f.payerKey, next, next, f.permit(t, f.addrs.USDC, next.Amount))
	requireReverted(t, f.payBy(t, oldKey, p), "NotAgent")
	require.NoError(t, f.payBy(t, newKey, p))

	// A merchant that withdraws its trust is no longer served by the operator's keys.
	f.mustSend(t, f.merchant, func(o *bind.TransactOpts) (*types.Transaction, error) {
		return f.gateway.SetOperatorTrusted(f.ctx, o, false)
	})
	require.False(t, agent(f.merchant.Address(), newKey))
}

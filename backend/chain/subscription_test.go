package chain

import (
	"context"
	"math/big"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/stretchr/testify/require"
)

// subscriptionFixture is the chain fixture with a subscription manager the merchant made its
// delegate, and a monthly plan of 10 USDC for the fixture's payer, twelve times.
type subscriptionFixture struct {
	*fixture
	manager *SubscriptionManager
	terms   SubscriptionTerms
}

const month = 30 * 24 * time.Hour

func setupSubscriptions(t *testing.T) *subscriptionFixture {
	t.Helper()
	f := setup(t)
	at, err := DeploySubscriptionManager(f.ctx, f.client, f.deployer, f.addrs.Gateway, f.addrs.Permit2)
	require.NoError(t, err)
	f.mustSend(t, f.merchant, func(o *bind.TransactOpts) (*types.Transaction, error) {
		return f.gateway.SetDelegate(f.ctx, o, at, true)
	})
	head, err := f.client.HeaderByNumber(f.ctx, nil)
	require.NoError(t, err)
	return &subscriptionFixture{fixture: f, manager: NewSubscriptionManager(f.client, at), terms: SubscriptionTerms{
		Payer: f.payer.Address(), Merchant: f.merchant.Address(), Token: f.addrs.USDC, Amount: usdcUnits(10),
		Start: head.Time, Period: uint64(month / time.Second), Count: 12, Salt: [32]byte{1},
	}}
}

// permit is the payer's signed allowance to the subscription of terms: amount in all, for a year.
func (s *subscriptionFixture) permit(t *testing.T, terms SubscriptionTerms, amount *big.Int) (AllowancePermit, []byte) {
	t.Helper()
	spender, err := s.manager.AccountOf(s.ctx, terms)
	require.NoError(t, err)
	require.Equal(t, spender, SubscriptionAccountOf(s.manager.Address(), terms.Hash()), "the address Go computes is the manager's")
	p := AllowancePermit{Token: terms.Token, Amount: amount, Expiration: terms.Start + 400*24*3600, Nonce: 0,
		Spender: spender, SigDeadline: new(big.Int).SetUint64(terms.Start + 3600)}
	digest, err := AllowancePermitDigest(s.chainID, s.addrs.Permit2, p)
	require.NoError(t, err)
	sig, err := signAsWallet(s.payerKey, digest, "permit")
	require.NoError(t, err)
	return p, sig
}

// charge has tr charge period index of terms.
func (s *subscriptionFixture) charge(t *testing.T, tr *Transactor, terms SubscriptionTerms, index uint64) (*types.Receipt, error) {
	t.Helper()
	return s.send(t, tr, func(o *bind.TransactOpts) (*types.Transaction, error) {
		return s.manager.Charge(s.ctx, o, terms, index)
	})
}

// requireRevert asserts err is the manager's revert named name.
func requireRevert(t *testing.T, err error, name string) {
	t.Helper()
	var re *RevertError
	require.ErrorAs(t, err, &re, "%v", err)
	require.Equal(t, name, re.Name, "%v", err)
}

// TestSubscriptionCharges (#35): the payer signs one allowance; each period the merchant's agent
// charges the plan's amount, as an invoice paid into the gateway's escrow. Whatever the sender
// does, no charge comes before its period, twice in one, for more than the plan, after a cancel,
// or from someone who is not the merchant's agent.
func TestSubscriptionCharges(t *testing.T) {
	t.Parallel()
	s := setupSubscriptions(t)
	ctx := context.Background()
	before, err := s.usdc.BalanceOf(ctx, s.payer.Address())
	require.NoError(t, err)

	p, sig := s.permit(t, s.terms, usdcUnits(120))
	first, err := s.send(t, s.relayer, func(o *bind.TransactOpts) (*types.Transaction, error) {
		return s.manager.ChargeWithPermit(ctx, o, s.terms, 0, p, sig)
	})
	require.NoError(t, err)
	require.Equal(t, types.ReceiptStatusSuccessful, first.Status)
	ev, err := s.gateway.ParseEvents(first.Logs)
	require.NoError(t, err)
	require.Len(t, ev.Paid, 1)
	require.Equal(t, SubscriptionInvoiceID(s.terms.Hash(), 0), ev.Paid[0].ID)
	require.Equal(t, s.terms.Merchant, ev.Paid[0].Merchant)
	require.Equal(t, usdcUnits(10), ev.Paid[0].Amount)
	t.Logf("first charge (the allowance given, the subscription's address deployed): %d gas", first.GasUsed)

	_, err = s.charge(t, s.relayer, s.terms, 0)
	requireRevert(t, err, "AlreadyCharged")
	_, err = s.charge(t, s.relayer, s.terms, 1)
	requireRevert(t, err, "NotDue")

	s.elapse(t, month)
	// The permit again (used by the first charge, as by anyone who copies it from the mempool and
	// sends it first): passed over, the charge stands on the allowance.
	again, err := s.send(t, s.relayer, func(o *bind.TransactOpts) (*types.Transaction, error) {
		return s.manager.ChargeWithPermit(ctx, o, s.terms, 1, p, sig)
	})
	require.NoError(t, err)
	require.Equal(t, types.ReceiptStatusSuccessful, again.Status)
	s.elapse(t, month)
	second, err := s.charge(t, s.relayer, s.terms, 2)
	require.NoError(t, err)
	t.Logf("a later charge: %d gas", second.GasUsed)
	_, err = s.charge(t, s.relayer, s.terms, 2)
	requireRevert(t, err, "AlreadyCharged")
	_, err = s.charge(t, s.stranger, s.terms, 2)
	requireRevert(t, err, "NotAgent")

	// More than the plan: other terms are another address, which the payer allowed nothing.
	greedy := s.terms
	greedy.Amount = usdcUnits(20)
	_, err = s.charge(t, s.relayer, greedy, 2)
	require.Error(t, err)
	// Nor may the allowance be given to other terms.
	_, err = s.send(t, s.relayer, func(o *bind.TransactOpts) (*types.Transaction, error) {
		return s.manager.ChargeWithPermit(ctx, o, greedy, 2, p, sig)
	})
	requireRevert(t, err, "PermitMismatch")

	// A period passed uncharged stays so: two months on, only the current one.
	s.elapse(t, 2*month)
	_, err = s.charge(t, s.relayer, s.terms, 3)
	requireRevert(t, err, "PeriodPassed")
	_, err = s.charge(t, s.relayer, s.terms, 4)
	require.NoError(t, err)
	next, err := s.manager.NextPeriod(ctx, s.terms)
	require.NoError(t, err)
	require.Equal(t, uint64(5), next)

	// The payer cancels with a signature anyone may relay: no charge after it.
	deadline := big.NewInt(time.Now().Add(24 * 365 * time.Hour).Unix())
	digest, err := SubscriptionCancelDigest(s.chainID, s.manager.Address(), s.terms.Hash(), deadline)
	require.NoError(t, err)
	cancelSig, err := signAsWallet(s.payerKey, digest, "cancel")
	require.NoError(t, err)
	forged := append([]byte(nil), cancelSig...)
	forged[10] ^= 1
	_, err = s.send(t, s.stranger, func(o *bind.TransactOpts) (*types.Transaction, error) {
		return s.manager.Cancel(ctx, o, s.terms, deadline, forged)
	})
	require.Error(t, err, "a signature not the payer's")
	_, err = s.send(t, s.stranger, func(o *bind.TransactOpts) (*types.Transaction, error) {
		return s.manager.Cancel(ctx, o, s.terms, deadline, cancelSig)
	})
	require.NoError(t, err)
	s.elapse(t, month)
	_, err = s.charge(t, s.relayer, s.terms, 5)
	requireRevert(t, err, "SubscriptionCanceled")

	after, err := s.usdc.BalanceOf(ctx, s.payer.Address())
	require.NoError(t, err)
	require.Equal(t, usdcUnits(40), new(big.Int).Sub(before, after), "four charges of 10 USDC")
}

// TestSubscriptionEndsAfterItsCount: a plan of two charges charges twice.
func TestSubscriptionEndsAfterItsCount(t *testing.T) {
	t.Parallel()
	s := setupSubscriptions(t)
	s.terms.Count = 2
	p, sig := s.permit(t, s.terms, usdcUnits(100))
	_, err := s.send(t, s.relayer, func(o *bind.TransactOpts) (*types.Transaction, error) {
		return s.manager.ChargeWithPermit(s.ctx, o, s.terms, 0, p, sig)
	})
	require.NoError(t, err)
	s.elapse(t, month)
	_, err = s.charge(t, s.relayer, s.terms, 1)
	require.NoError(t, err)
	s.elapse(t, month)
	_, err = s.charge(t, s.relayer, s.terms, 2)
	requireRevert(t, err, "SubscriptionEnded")
}

// TestSubscriptionStopsWhenTheAllowanceEnds: the payer's allowance bounds the total; a charge past
// it reverts and moves nothing.
func TestSubscriptionStopsWhenTheAllowanceEnds(t *testing.T) {
	t.Parallel()
	s := setupSubscriptions(t)
	p, sig := s.permit(t, s.terms, usdcUnits(15)) // one and a half periods
	_, err := s.send(t, s.relayer, func(o *bind.TransactOpts) (*types.Transaction, error) {
		return s.manager.ChargeWithPermit(s.ctx, o, s.terms, 0, p, sig)
	})
	require.NoError(t, err)
	s.elapse(t, month)
	before, err := s.usdc.BalanceOf(s.ctx, s.payer.Address())
	require.NoError(t, err)
	_, err = s.charge(t, s.relayer, s.terms, 1)
	require.Error(t, err)
	after, err := s.usdc.BalanceOf(s.ctx, s.payer.Address())
	require.NoError(t, err)
	require.Equal(t, before, after)
	next, err := s.manager.NextPeriod(s.ctx, s.terms)
	require.NoError(t, err)
	require.Equal(t, uint64(1), next, "the failed charge took nothing: the period may be retried")
	var zero common.Address
	require.NotEqual(t, zero, p.Spender)
}

// TestSubscriptionChargeBatch: a period's due subscriptions are charged in one transaction, each
// alone: one that cannot be charged (canceled) is reported and the others go through.
func TestSubscriptionChargeBatch(t *testing.T) {
	t.Parallel()
	s := setupSubscriptions(t)
	const n = 10
	terms := make([]SubscriptionTerms, n)
	for i := range terms {
		terms[i] = s.terms
		terms[i].Salt = [32]byte{byte(i + 1), 0xba}
		p, sig := s.permit(t, terms[i], usdcUnits(120))
		_, err := s.send(t, s.relayer, func(o *bind.TransactOpts) (*types.Transaction, error) {
			return s.manager.ChargeWithPermit(s.ctx, o, terms[i], 0, p, sig)
		})
		require.NoError(t, err)
	}
	_, err := s.send(t, s.merchant, func(o *bind.TransactOpts) (*types.Transaction, error) {
		return s.manager.Cancel(s.ctx, o, terms[3], new(big.Int), nil) // the merchant cancels one
	})
	require.NoError(t, err)
	s.elapse(t, month)
	indexes := make([]uint64, n)
	for i := range indexes {
		indexes[i] = 1
	}
	r, err := s.send(t, s.relayer, func(o *bind.TransactOpts) (*types.Transaction, error) {
		return s.manager.ChargeBatch(s.ctx, o, terms, indexes)
	})
	require.NoError(t, err)
	ev, err := s.gateway.ParseEvents(r.Logs)
	require.NoError(t, err)
	require.Len(t, ev.Paid, n-1)
	for i, term := range terms {
		next, err := s.manager.NextPeriod(s.ctx, term)
		require.NoError(t, err)
		if i == 3 {
			require.Equal(t, uint64(1), next, "the canceled one was not charged")
		} else {
			require.Equal(t, uint64(2), next)
		}
	}
	t.Logf("a batch of %d charges (one refused): %d gas, %d per charge made", n, r.GasUsed, r.GasUsed/uint64(n-1))
}

package postgres_test

import (
	"context"
	"math/big"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/google/uuid"
	"github.com/stretchr/testify/require"

	"github.com/paystead/paystead/backend/chain"
	"github.com/paystead/paystead/backend/invoice"
	"github.com/paystead/paystead/backend/postgres"
	"github.com/paystead/paystead/backend/relayer"
	"github.com/paystead/paystead/backend/subscription"
	"github.com/paystead/paystead/shared/invoiceapi"
)

// newSubscription stores a live monthly subscription of the fixture's merchant, its first period
// due now.
func (s stores) newSubscription(t *testing.T) subscription.Subscription {
	t.Helper()
	ctx := context.Background()
	now := time.Now().UTC().Truncate(time.Second)
	plan := subscription.Plan{ID: uuid.New(), MerchantID: s.merchant.ID, Name: "Pro", Amount: 9_990_000, Token: invoiceapi.USDC,
		Interval: "month", IntervalCount: 1, Active: true, CreatedAt: now}
	require.NoError(t, postgres.NewPlanStore(s.pool).CreatePlan(ctx, plan, 10))
	var salt [32]byte
	copy(salt[:], uuid.New().NodeID())
	terms := chain.SubscriptionTerms{Payer: newWallet(t), Merchant: s.merchant.OwnerWallet, Token: s.usdc, Amount: big.NewInt(plan.Amount),
		Start: uint64(now.Unix()), Period: 2_629_746, Salt: salt}
	manager := newWallet(t)
	sub := subscription.Subscription{ID: uuid.New(), MerchantID: s.merchant.ID, PlanID: plan.ID, ChainID: testChainID, Manager: manager,
		PayInToken: invoiceapi.USDC, Terms: terms, Status: subscription.Active, NextChargeAt: now, CreatedAt: now,
		Permit: chain.AllowancePermit{Token: s.usdc, Amount: big.NewInt(plan.Amount), Expiration: uint64(now.Unix()) + 1e8,
			Spender: chain.SubscriptionAccountOf(manager, terms.Hash()), SigDeadline: big.NewInt(now.Unix() + 1e8)},
		PermitSignature: make([]byte, 65)}
	stored, created, err := postgres.NewSubscriptionStore(s.pool).CreateSubscription(ctx, sub)
	require.NoError(t, err)
	require.True(t, created)
	stored.Gateway = s.gateway
	return stored
}

// storeCharge stores a charge transaction of sub's period 0 as the charger does, and returns it.
func (s stores) storeCharge(t *testing.T, sub subscription.Subscription) (*types.Transaction, error) {
	t.Helper()
	ch := relayer.Charge{Sub: sub, Index: 0, WithPermit: true, Invoice: invoice.Invoice{
		ID: invoice.ID(chain.SubscriptionInvoiceID(sub.TermsHash(), 0)), MerchantID: sub.MerchantID, MerchantWallet: sub.Terms.Merchant,
		Amount: sub.Terms.Amount.Int64(), PayInToken: sub.PayInToken, PayoutToken: sub.Terms.Token, Status: invoice.Staging, ChainID: sub.ChainID,
		Gateway: sub.Gateway, Networks: []int64{sub.ChainID}, CreatedAt: time.Now().UTC(), SubscriptionID: sub.ID}}
	var signed *types.Transaction
	err := s.relayer.InTx(context.Background(), func(tx relayer.Tx) error {
		signed = s.wallet.sign(t, s.lockNonce(t, tx))
		return tx.StoreCharges(context.Background(), s.wallet.acct, signed, []relayer.Charge{ch})
	})
	return signed, err
}

// TestChargesAreClaimedOnce (#35): a charge stored names itself on its subscription, creates the
// period's invoice, and keeps the subscription from being charged again while it is alive: a
// second process's charge of it is refused (relayer.ErrChargeTaken) and stores nothing, and a
// refusal that process then records (the chain's AlreadyCharged at estimation) changes nothing of
// the live charge or its invoice.
func TestChargesAreClaimedOnce(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	s := setupStores(t)
	sub := s.newSubscription(t)
	due, err := s.relayer.DueSubscriptions(ctx, testChainID, time.Now().Add(time.Minute), 1000)
	require.NoError(t, err)
	require.Contains(t, subscriptionIDs(due), sub.ID)

	first, err := s.storeCharge(t, sub)
	require.NoError(t, err)
	invoiceID := invoice.ID(chain.SubscriptionInvoiceID(sub.TermsHash(), 0))
	require.Equal(t, invoice.Staging, s.status(t, invoiceID), "the period's invoice, created with the charge")
	due, err = s.relayer.DueSubscriptions(ctx, testChainID, time.Now().Add(time.Minute), 1000)
	require.NoError(t, err)
	require.NotContains(t, subscriptionIDs(due), sub.ID, "not due while its charge is alive")

	_, err = s.storeCharge(t, sub)
	require.ErrorIs(t, err, relayer.ErrChargeTaken)
	var sent int
	require.NoError(t, s.pool.QueryRow(ctx, `SELECT count(*) FROM relayer_txs WHERE purpose = 'charge' AND sender = $1`, s.wallet.acct.Address.Bytes()).Scan(&sent))
	require.Equal(t, 1, sent, "the refused charge stored no transaction")

	// The first charge is mined, not yet recorded; the other process's estimation met AlreadyCharged.
	s.minedIn(t, first.Hash(), 10, randomHash(t))
	require.NoError(t, s.relayer.RecordChargeFailures(ctx, common.Hash{}, []relayer.ChargeFailure{{SubscriptionID: sub.ID, Index: 0,
		Reason: "period_closed", SkipTo: 1, RetryAt: sub.DueAt(1)}}))
	require.Equal(t, invoice.Staging, s.status(t, invoiceID), "the paid period's invoice is not failed")
	var next int64
	var charge string
	require.NoError(t, s.pool.QueryRow(ctx, `SELECT s.next_index, c.status FROM subscriptions s JOIN subscription_charges c ON c.subscription_id = s.id
		WHERE s.id = $1`, sub.ID).Scan(&next, &charge))
	require.Zero(t, next, "the period stays the live charge's to record")
	require.Equal(t, "pending", charge)

	// Its own outcome records it.
	require.NoError(t, s.relayer.RecordCharged(ctx, first.Hash(), time.Now(), []chain.ChargeOutcome{{Terms: sub.TermsHash(), Index: 0,
		Charged: true, InvoiceID: invoiceID}}, nil))
	require.NoError(t, s.pool.QueryRow(ctx, `SELECT s.next_index, c.status FROM subscriptions s JOIN subscription_charges c ON c.subscription_id = s.id
		WHERE s.id = $1`, sub.ID).Scan(&next, &charge))
	require.Equal(t, int64(1), next)
	require.Equal(t, "charged", charge)
	require.Equal(t, invoice.Open, s.status(t, invoiceID), "open; the reconciler records it paid")
}

func subscriptionIDs(subs []subscription.Subscription) []uuid.UUID {
	out := make([]uuid.UUID, len(subs))
	for i, s := range subs {
		out[i] = s.ID
	}
	return out
}

// TestAllowanceChecks (#35): the allowance watch gets subscriptions in good standing not checked
// lately (a new one not at once, one with a charge alive not at all); a revocation marks the
// subscription once, with one event, until an allowance that pays unmarks it; one the chain did
// not answer for is left as it was, checked again in its turn; a check of a read the
// subscription has changed since is not recorded.
func TestAllowanceChecks(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	s := setupStores(t)
	subs := postgres.NewSubscriptionStore(s.pool)
	sub := s.newSubscription(t)
	toCheck := func(before time.Time) []uuid.UUID {
		t.Helper()
		got, err := s.relayer.AllowancesToCheck(ctx, testChainID, before, 1000)
		require.NoError(t, err)
		return subscriptionIDs(got)
	}
	events := func() int {
		t.Helper()
		var n int
		require.NoError(t, s.pool.QueryRow(ctx, `SELECT count(*) FROM webhook_events WHERE type = 'subscription.allowance_revoked'
			AND payload->'data'->'subscription'->>'id' = $1`, sub.ID.String()).Scan(&n))
		return n
	}
	now := time.Now().UTC()
	require.NotContains(t, toCheck(now.Add(-time.Hour)), sub.ID, "its allowance was just signed")
	require.Contains(t, toCheck(now.Add(time.Minute)), sub.ID)

	first := now.Add(2 * time.Minute).Truncate(time.Microsecond)
	newly, err := s.relayer.RecordAllowances(ctx, first, []relayer.AllowanceCheck{{SubscriptionID: sub.ID, Read: sub.UpdatedAt, Revoked: true}})
	require.NoError(t, err)
	require.Equal(t, 1, newly)
	read, err := subs.SubscriptionByID(ctx, sub.ID)
	require.NoError(t, err)
	require.Equal(t, first, *read.AllowanceRevokedAt)
	require.Equal(t, sub.UpdatedAt, read.UpdatedAt, "a check is no change of the subscription")
	require.Equal(t, 1, events())
	require.NotContains(t, toCheck(first), sub.ID, "checked then")
	require.Contains(t, toCheck(first.Add(time.Second)), sub.ID)

	newly, err = s.relayer.RecordAllowances(ctx, first.Add(time.Minute), []relayer.AllowanceCheck{{SubscriptionID: sub.ID, Read: sub.UpdatedAt, Revoked: true}})
	require.NoError(t, err)
	require.Zero(t, newly, "seen before")
	read, err = subs.SubscriptionByID(ctx, sub.ID)
	require.NoError(t, err)
	require.Equal(t, first, *read.AllowanceRevokedAt, "the first sighting")
	require.Equal(t, 1, events())

	_, err = s.relayer.RecordAllowances(ctx, first.Add(2*time.Minute), []relayer.AllowanceCheck{{SubscriptionID: sub.ID, Read: sub.UpdatedAt.Add(-time.Second), Revoked: false}})
	require.NoError(t, err)
	read, err = subs.SubscriptionByID(ctx, sub.ID)
	require.NoError(t, err)
	require.NotNil(t, read.AllowanceRevokedAt, "a stale read changes nothing")

	unread := first.Add(150 * time.Second)
	_, err = s.relayer.RecordAllowances(ctx, unread, []relayer.AllowanceCheck{{SubscriptionID: sub.ID, Read: sub.UpdatedAt, Unread: true}})
	require.NoError(t, err)
	read, err = subs.SubscriptionByID(ctx, sub.ID)
	require.NoError(t, err)
	require.Equal(t, first, *read.AllowanceRevokedAt, "unread: left as it was")
	require.NotContains(t, toCheck(unread), sub.ID, "and to the back of the queue")

	_, err = s.relayer.RecordAllowances(ctx, first.Add(3*time.Minute), []relayer.AllowanceCheck{{SubscriptionID: sub.ID, Read: sub.UpdatedAt, Revoked: false}})
	require.NoError(t, err)
	read, err = subs.SubscriptionByID(ctx, sub.ID)
	require.NoError(t, err)
	require.Nil(t, read.AllowanceRevokedAt, "pays again")

	_, err = s.storeCharge(t, read)
	require.NoError(t, err)
	require.NotContains(t, toCheck(first.Add(time.Hour)), sub.ID, "its charge, alive, is about to use the allowance")
}

// TestAnUndoneChargeWaitsAgain (#35): a first charge (with the payer's signed allowance)
// recorded, then taken out of its block by a reorganisation: the period is pending again, the
// subscription's count back, its charge in flight again on the transaction, and its signed
// allowance fresh again, for the charge to give it where it is mined next.
func TestAnUndoneChargeWaitsAgain(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	s := setupStores(t)
	subs := postgres.NewSubscriptionStore(s.pool)
	sub := s.newSubscription(t)
	tx, err := s.storeCharge(t, sub)
	require.NoError(t, err)
	s.minedIn(t, tx.Hash(), 60, randomHash(t))
	invoiceID := invoice.ID(chain.SubscriptionInvoiceID(sub.TermsHash(), 0))
	require.NoError(t, s.relayer.RecordCharged(ctx, tx.Hash(), time.Now(), []chain.ChargeOutcome{{Terms: sub.TermsHash(), Index: 0,
		Charged: true, InvoiceID: invoiceID}}, nil))
	charged, err := subs.SubscriptionByID(ctx, sub.ID)
	require.NoError(t, err)
	require.Equal(t, 1, charged.ChargedCount)
	require.False(t, charged.PermitFresh, "the charge gave the allowance")

	undone := relayer.Undone{MinedTx: relayer.MinedTx{Hash: tx.Hash(), Purpose: relayer.PurposeCharge, Nonce: tx.Nonce(), Block: 60}}
	_, err = s.relayer.ApplyChecked(ctx, "undo-"+uuid.NewString(), 0, 63, relayer.Checked{Undone: []relayer.Undone{undone}}, chain.Events{})
	require.NoError(t, err)
	back, err := subs.SubscriptionByID(ctx, sub.ID)
	require.NoError(t, err)
	require.Zero(t, back.ChargedCount)
	require.Zero(t, back.NextIndex)
	require.Equal(t, sub.DueAt(0), back.NextChargeAt)
	require.True(t, back.PermitFresh, "the allowance is not on chain any more")
	require.Equal(t, subscription.Active, back.Status)
	waiting, err := s.relayer.WaitingOn(ctx, tx.Hash())
	require.NoError(t, err)
	require.Equal(t, []uuid.UUID{sub.ID}, subscriptionIDs(waiting), "waits on the transaction again")
	charges, err := subs.Charges(ctx, sub.ID)
	require.NoError(t, err)
	require.Equal(t, "pending", charges[0].Status)
	require.Nil(t, charges[0].ChargedAt)

	// Mined again elsewhere, it is recorded again, once.
	s.minedIn(t, tx.Hash(), 61, randomHash(t))
	require.NoError(t, s.relayer.RecordCharged(ctx, tx.Hash(), time.Now(), []chain.ChargeOutcome{{Terms: sub.TermsHash(), Index: 0,
		Charged: true, InvoiceID: invoiceID}}, nil))
	again, err := subs.SubscriptionByID(ctx, sub.ID)
	require.NoError(t, err)
	require.Equal(t, 1, again.ChargedCount)
	require.Equal(t, uint64(1), again.NextIndex)
}

package escrow_test

import (
	"context"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/google/uuid"
	"github.com/stretchr/testify/require"

	"github.com/paystead/paystead/backend/escrow"
	"github.com/paystead/paystead/backend/invoice"
	"github.com/paystead/paystead/shared/apierr"
	"github.com/paystead/paystead/shared/apierr/apierrtest"
)

func TestClaim(t *testing.T) {
	t.Parallel()
	ctx := context.Background()

	t.Run("ClaimsTheGivenMaturedInvoicesInOneTransaction", func(t *testing.T) {
		t.Parallel()
		b := setup(t)
		first := b.add(t, escrow.Paid{Amount: 1, PaidAt: chainNow.Add(-escrow.RefundWindow)})
		second := b.add(t, escrow.Paid{Amount: 999_999_999_999_999, PaidAt: chainNow.Add(-30 * day)})
		b.paidAgo(t, 9*day) // matured but not asked for

		claimed, txs, err := b.svc.Claim(ctx, b.merchantID, []invoice.ID{first.ID, second.ID}, false)
		require.NoError(t, err)
		require.Equal(t, []invoice.ID{first.ID, second.ID}, claimed)
		require.Equal(t, []common.Hash{txHash(101)}, txs)
		require.Equal(t, []claimCall{{merchant: merchantW, payoutToken: usdc, invoices: []escrow.Paid{first, second}}}, b.chain.claims,
			"the chain gets each invoice as committed, amounts to the unit")
	})

	// The chain refuses an invoice the database still holds as paid
	// (refunded from the merchant's wallet before the reconciler saw it):
	// that one is left out, the rest claimed in one transaction.
	t.Run("AnInvoiceTheChainRefusesIsLeftOut", func(t *testing.T) {
		t.Parallel()
		b := setup(t)
		first := b.add(t, escrow.Paid{Amount: 1_000_000, PaidAt: chainNow.Add(-8 * day)})
		stale := b.add(t, escrow.Paid{Amount: 2_000_000, PaidAt: chainNow.Add(-9 * day)})
		third := b.add(t, escrow.Paid{Amount: 3_000_000, PaidAt: chainNow.Add(-10 * day)})
		b.chain.stale = map[invoice.ID]bool{stale.ID: true}

		claimed, txs, err := b.svc.Claim(ctx, b.merchantID, nil, true)
		require.NoError(t, err)
		require.ElementsMatch(t, []invoice.ID{first.ID, third.ID}, claimed)
		require.Len(t, txs, 1)
		require.Len(t, b.chain.claims, 1)
		require.ElementsMatch(t, []invoice.ID{first.ID, third.ID}, ids(b.chain.claims[0].invoices))
	})

	t.Run("NothingToClaimWhenTheChainRefusesEveryInvoice", func(t *testing.T) {
		t.Parallel()
		b := setup(t)
		only := b.add(t, escrow.Paid{Amount: 1_000_000, PaidAt: chainNow.Add(-8 * day)})
		b.chain.stale = map[invoice.ID]bool{only.ID: true}
		claimed, txs, err := b.svc.Claim(ctx, b.merchantID, []invoice.ID{only.ID}, false)
		require.NoError(t, err)
		require.Empty(t, claimed)
		require.Empty(t, txs)
	})

	t.Run("ClaimsOncePerPayoutToken", func(t *testing.T) {
		t.Parallel()
		b := setup(t)
		u1 := b.add(t, escrow.Paid{PayoutToken: usdc, PaidAt: chainNow.Add(-8 * day)})
		e1 := b.add(t, escrow.Paid{PayoutToken: eurc, Token: "EURC", PaidAt: chainNow.Add(-9 * day)})
		u2 := b.add(t, escrow.Paid{PayoutToken: usdc, Token: "EURC", PaidAt: chainNow.Add(-10 * day)})

		claimed, txs, err := b.svc.Claim(ctx, b.merchantID, []invoice.ID{u1.ID, e1.ID, u2.ID}, false)
		require.NoError(t, err)
		require.ElementsMatch(t, []invoice.ID{u1.ID, e1.ID, u2.ID}, claimed)
		require.Len(t, txs, 2)
		require.Len(t, b.chain.claims, 2)
		byToken := map[common.Address][]invoice.ID{}
		for _, c := range b.chain.claims {
			require.Equal(t, merchantW, c.merchant)
			byToken[c.payoutToken] = ids(c.invoices)
		}
		require.Equal(t, map[common.Address][]invoice.ID{usdc: {u1.ID, u2.ID}, eurc: {e1.ID}}, byToken,
			"grouped by the token the escrow holds, not the one paid in")
	})

	// Each chain's gateway pays out what it holds: invoices paid on two
	// chains in the same payout token are two claims, each of one chain.
	t.Run("ClaimsOncePerChain", func(t *testing.T) {
		t.Parallel()
		b := setup(t)
		base1 := b.add(t, escrow.Paid{ChainID: 8453, PaidAt: chainNow.Add(-8 * day)})
		arb := b.add(t, escrow.Paid{ChainID: 42161, PaidAt: chainNow.Add(-9 * day)})
		base2 := b.add(t, escrow.Paid{ChainID: 8453, PaidAt: chainNow.Add(-10 * day)})

		claimed, txs, err := b.svc.Claim(ctx, b.merchantID, nil, true)
		require.NoError(t, err)
		require.ElementsMatch(t, []invoice.ID{base1.ID, arb.ID, base2.ID}, claimed)
		require.Len(t, txs, 2)
		byChain := map[int64][]invoice.ID{}
		for _, c := range b.chain.claims {
			require.Equal(t, usdc, c.payoutToken)
			for _, p := range c.invoices {
				require.Equal(t, c.invoices[0].ChainID, p.ChainID, "one claim, one chain")
			}
			byChain[c.invoices[0].ChainID] = ids(c.invoices)
		}
		require.Equal(t, map[int64][]invoice.ID{8453: {base1.ID, base2.ID}, 42161: {arb.ID}}, byChain)
	})

	t.Run("SendsAtMostAHundredInvoicesATransaction", func(t *testing.T) {
		t.Parallel()
		b := setup(t)
		var want int64
		for i := range 250 {
			p := b.add(t, escrow.Paid{Amount: int64(1_000_000 + i), PaidAt: chainNow.Add(-8*day - time.Duration(i)*time.Second)})
			want += p.Amount
		}
		claimed, txs, err := b.svc.Claim(ctx, b.merchantID, nil, true)
		require.NoError(t, err)
		require.Len(t, claimed, 250)
		require.Len(t, txs, 3)
		var sizes []int
		var sent int64
		for _, c := range b.chain.claims {
			sizes = append(sizes, len(c.invoices))
			for _, p := range c.invoices {
				sent += p.Amount
			}
		}
		require.Equal(t, []int{100, 100, 50}, sizes)
		require.Equal(t, want, sent)
	})

	t.Run("AllTakesEveryMaturedInvoiceAndNothingElse", func(t *testing.T) {
		t.Parallel()
		b := setup(t)
		atTheCut := b.paidAgo(t, escrow.RefundWindow)
		old := b.paidAgo(t, 40*day)
		b.paidAgo(t, escrow.RefundWindow-time.Second)
		b.add(t, escrow.Paid{Status: invoice.Claimed, PaidAt: chainNow.Add(-20 * day)})
		b.add(t, escrow.Paid{Status: invoice.Refunded, PaidAt: chainNow.Add(-20 * day)})
		b.add(t, escrow.Paid{MerchantID: uuid.New(), PaidAt: chainNow.Add(-20 * day)})

		claimed, _, err := b.svc.Claim(ctx, b.merchantID, nil, true)
		require.NoError(t, err)
		require.ElementsMatch(t, []invoice.ID{atTheCut.ID, old.ID}, claimed)
	})

	// Issue #30 item 3: an invoice another request is refunding or claiming is not sent again.
	t.Run("AnInvoiceAnotherRequestHoldsIsRefusedByIDAndLeftOutOfAll", func(t *testing.T) {
		t.Parallel()
		b := setup(t)
		held := b.paidAgo(t, escrow.RefundWindow)
		free := b.paidAgo(t, 40*day)
		b.store.holdElsewhere(held.ID)

		_, _, err := b.svc.Claim(ctx, b.merchantID, []invoice.ID{held.ID, free.ID}, false)
		e := apierrtest.RequireCode(t, err, apierr.NotClaimable)
		require.Len(t, e.Fields, 1)
		require.Contains(t, e.Fields[0].Message, held.ID.String())
		require.Empty(t, b.chain.claims)
		require.NotContains(t, b.store.held, free.ID, "what the refused request took is given back")

		claimed, _, err := b.svc.Claim(ctx, b.merchantID, nil, true)
		require.NoError(t, err)
		require.Equal(t, []invoice.ID{free.ID}, claimed)
		require.Contains(t, b.store.held, held.ID, "the other request's hold stays")
		require.NotContains(t, b.store.held, free.ID)
	})

	t.Run("NothingMaturedClaimsNothing", func(t *testing.T) {
		t.Parallel()
		b := setup(t)
		b.paidAgo(t, time.Hour)
		claimed, txs, err := b.svc.Claim(ctx, b.merchantID, nil, true)
		require.NoError(t, err)
		require.Empty(t, claimed)
		require.Empty(t, txs)
		require.Empty(t, b.chain.claims, "no empty batch is sent (the gateway reverts one)")
	})

	t.Run("RefusesTheWholeRequestNamingEachInvoiceItCannotClaim", func(t *testing.T) {
		t.Parallel()
		b := setup(t)
		good := b.paidAgo(t, 8*day)
		unknown, err := invoice.NewID()
		require.NoError(t, err)
		foreign := b.add(t, escrow.Paid{MerchantID: uuid.New(), PaidAt: chainNow.Add(-8 * day)})
		pending := b.paidAgo(t, escrow.RefundWindow-time.Second)
		alreadyClaimed := b.add(t, escrow.Paid{Status: invoice.Claimed, PaidAt: chainNow.Add(-8 * day)})
		open := b.add(t, escrow.Paid{Status: invoice.Open})

		claimed, txs, err := b.svc.Claim(ctx, b.merchantID, []invoice.ID{good.ID, unknown, foreign.ID, pending.ID, alreadyClaimed.ID, open.ID}, false)
		e := apierrtest.RequireCode(t, err, apierr.NotClaimable)
		require.Equal(t, "Some invoices cannot be claimed: 5 refused.", e.Message)
		require.Equal(t, []apierr.FieldError{
			{Field: "invoiceIds", Message: unknown.String() + " is not an invoice of yours"},
			{Field: "invoiceIds", Message: foreign.ID.String() + " is not an invoice of yours"},
			{Field: "invoiceIds", Message: pending.ID.String() + " matures at " + pending.ClaimableAt().Format(time.RFC3339)},
			{Field: "invoiceIds", Message: alreadyClaimed.ID.String() + " is claimed, not paid"},
			{Field: "invoiceIds", Message: open.ID.String() + " is open, not paid"},
		}, e.Fields)
		require.Nil(t, claimed)
		require.Nil(t, txs)
		require.Empty(t, b.chain.claims, "the good invoice waits for a request without the others")
	})

	t.Run("ClaimsARepeatedInvoiceOnce", func(t *testing.T) {
		t.Parallel()
		b := setup(t)
		p := b.paidAgo(t, 8*day)
		claimed, _, err := b.svc.Claim(ctx, b.merchantID, []invoice.ID{p.ID, p.ID}, false)
		require.NoError(t, err)
		require.Equal(t, []invoice.ID{p.ID}, claimed)
		require.Len(t, b.chain.claims, 1)
		require.Equal(t, []escrow.Paid{p}, b.chain.claims[0].invoices, "the gateway reverts a batch that claims an invoice twice")
	})

	t.Run("AClaimThatCannotBeSentReportsWhatWasSentBeforeIt", func(t *testing.T) {
		t.Parallel()
		b := setup(t)
		for i := range 150 {
			b.paidAgo(t, 8*day+time.Duration(i)*time.Second)
		}
		b.chain.failClaim, b.chain.claimErr = 2, errBoom
		claimed, txs, err := b.svc.Claim(ctx, b.merchantID, nil, true)
		e := apierrtest.RequireCode(t, err, apierr.ChainError)
		require.Equal(t, "boom", e.Detail)
		require.Len(t, claimed, 100)
		require.Equal(t, ids(b.chain.claims[0].invoices), claimed)
		require.Equal(t, []common.Hash{txHash(101)}, txs)
	})

	t.Run("AnUnreadableChainClockIsAChainError", func(t *testing.T) {
		t.Parallel()
		b := setup(t)
		p := b.paidAgo(t, 8*day)
		b.chain.nowErr = errBoom
		_, _, err := b.svc.Claim(ctx, b.merchantID, []invoice.ID{p.ID}, false)
		apierrtest.RequireCode(t, err, apierr.ChainError)
		require.Empty(t, b.chain.claims)
	})

	t.Run("StoreFailuresPassThrough", func(t *testing.T) {
		t.Parallel()
		b := setup(t)
		p := b.paidAgo(t, 8*day)
		b.store.paidErr = errBoom
		_, _, err := b.svc.Claim(ctx, b.merchantID, []invoice.ID{p.ID}, false)
		require.ErrorIs(t, err, errBoom)

		b.store.bucketErr = errBoom
		_, _, err = b.svc.Claim(ctx, b.merchantID, nil, true)
		require.ErrorIs(t, err, errBoom)
		require.Empty(t, b.chain.claims)
	})
}

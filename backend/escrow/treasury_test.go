package escrow_test

import (
	"context"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/stretchr/testify/require"

	"github.com/paystead/paystead/backend/escrow"
	"github.com/paystead/paystead/backend/invoice"
	"github.com/paystead/paystead/shared/apierr"
	"github.com/paystead/paystead/shared/apierr/apierrtest"
)

func TestTreasury(t *testing.T) {
	t.Parallel()
	ctx := context.Background()

	t.Run("TotalsEachTokenByStateToTheUnit", func(t *testing.T) {
		t.Parallel()
		b := setup(t)
		b.add(t, escrow.Paid{Amount: 1_000_001, PaidAt: chainNow.Add(-time.Hour)})
		b.add(t, escrow.Paid{Amount: 2_500_000, PaidAt: chainNow.Add(-escrow.RefundWindow + time.Second)})
		b.add(t, escrow.Paid{Amount: 7, PaidAt: chainNow.Add(-escrow.RefundWindow)})
		b.add(t, escrow.Paid{Amount: 999_999_999_999_999, Status: invoice.Claimed, PaidAt: chainNow.Add(-20 * day)})
		b.add(t, escrow.Paid{Amount: 3_000_000, Refunded: 3_000_000, Status: invoice.Refunded, PaidAt: chainNow.Add(-2 * day)})
		b.add(t, escrow.Paid{Token: "EURC", Amount: 42_000_000, PaidAt: chainNow.Add(-10 * day)})
		b.add(t, escrow.Paid{Status: invoice.Open})

		tr, err := b.svc.Treasury(ctx, b.merchantID)
		require.NoError(t, err)
		require.Equal(t, chainNow, tr.AsOf)
		require.Equal(t, map[string]map[string]escrow.Totals{
			"USDC": {
				"pending":  {Count: 2, Amount: 3_500_001},
				"matured":  {Count: 1, Amount: 7},
				"claimed":  {Count: 1, Amount: 999_999_999_999_999},
				"refunded": {Count: 1, Amount: 3_000_000},
			},
			"EURC": {
				"pending":  {},
				"matured":  {Count: 1, Amount: 42_000_000},
				"claimed":  {},
				"refunded": {},
			},
		}, tr.ByToken, "every state appears for every token, zero when empty")
		require.False(t, tr.Truncated)
	})

	// Money per network (#32): each network's totals apart, and in all.
	t.Run("TotalsEachNetworkApartAndInAll", func(t *testing.T) {
		t.Parallel()
		b := setup(t)
		b.add(t, escrow.Paid{ChainID: 8453, Amount: 1_000_000, PaidAt: chainNow.Add(-time.Hour)})
		b.add(t, escrow.Paid{ChainID: 42161, Amount: 2_000_000, PaidAt: chainNow.Add(-time.Hour)})
		b.add(t, escrow.Paid{ChainID: 42161, Amount: 5_000_000, PaidAt: chainNow.Add(-8 * day)})
		claimed := b.add(t, escrow.Paid{ChainID: 8453, Amount: 3_000_000, Status: invoice.Claimed, PaidAt: chainNow.Add(-9 * day), ClaimedAt: &chainNow})

		tr, err := b.svc.Treasury(ctx, b.merchantID)
		require.NoError(t, err)
		require.Equal(t, escrow.Totals{Count: 2, Amount: 3_000_000}, tr.ByToken["USDC"]["pending"])
		require.Equal(t, map[int64]map[string]map[string]escrow.Totals{
			8453:  {"USDC": {"pending": {Count: 1, Amount: 1_000_000}, "matured": {}, "claimed": {Count: 1, Amount: 3_000_000}, "refunded": {}}},
			42161: {"USDC": {"pending": {Count: 1, Amount: 2_000_000}, "matured": {Count: 1, Amount: 5_000_000}, "claimed": {}, "refunded": {}}},
		}, tr.ByNetwork)
		require.Len(t, tr.RecentClaims, 1)
		require.Equal(t, claimed.ID, tr.RecentClaims[0].InvoiceID)
		require.Equal(t, int64(8453), tr.RecentClaims[0].ChainID, "a claim names the network it paid out on")
	})

	t.Run("CountsWhatIsLeftAfterPartialRefunds", func(t *testing.T) {
		t.Parallel()
		b := setup(t)
		b.add(t, escrow.Paid{Amount: 10_000_000, Refunded: 2_500_000, PaidAt: chainNow.Add(-time.Hour)})
		b.add(t, escrow.Paid{Amount: 4_000_000, Refunded: 1, PaidAt: chainNow.Add(-8 * day)})
		claimed := b.add(t, escrow.Paid{Amount: 5_000_000, Refunded: 1_000_000, Status: invoice.Claimed, PaidAt: chainNow.Add(-9 * day), ClaimedAt: &chainNow})
		b.add(t, escrow.Paid{Amount: 3_000_000, Refunded: 3_000_000, Status: invoice.Refunded, PaidAt: chainNow.Add(-time.Hour)})

		tr, err := b.svc.Treasury(ctx, b.merchantID)
		require.NoError(t, err)
		require.Equal(t, map[string]escrow.Totals{
			"pending":  {Count: 1, Amount: 7_500_000},
			"matured":  {Count: 1, Amount: 3_999_999},
			"claimed":  {Count: 1, Amount: 4_000_000},
			"refunded": {Count: 4, Amount: 6_500_001},
		}, tr.ByToken["USDC"])
		require.Equal(t, escrow.Totals{Count: 1, Amount: 3_999_999}, tr.ClaimableNow["USDC"])
		require.Equal(t, escrow.Totals{Count: 1, Amount: 7_500_000}, tr.Maturities[7].ByToken["USDC"], "paid an hour ago: the seventh day from today")
		require.Equal(t, []escrow.Claim{{InvoiceID: claimed.ID, Token: "USDC", Amount: 4_000_000, ClaimedAt: chainNow}}, tr.RecentClaims)
	})

	t.Run("ClaimableNowIsTheMaturedTotalsOfEveryToken", func(t *testing.T) {
		t.Parallel()
		b := setup(t)
		b.add(t, escrow.Paid{Amount: 5, PaidAt: chainNow.Add(-8 * day)})
		b.add(t, escrow.Paid{Amount: 6, PaidAt: chainNow.Add(-9 * day)})
		b.add(t, escrow.Paid{Amount: 100, PaidAt: chainNow.Add(-time.Hour)})
		b.add(t, escrow.Paid{Token: "EURC", Amount: 9, PaidAt: chainNow.Add(-time.Hour)})

		tr, err := b.svc.Treasury(ctx, b.merchantID)
		require.NoError(t, err)
		require.Equal(t, map[string]escrow.Totals{"USDC": {Count: 2, Amount: 11}, "EURC": {}}, tr.ClaimableNow,
			"a token with nothing matured reads zero rather than missing")
	})

	t.Run("SplitsPendingByTheDayItsWindowCloses", func(t *testing.T) {
		t.Parallel()
		b := setup(t)
		// The chain's clock reads 1 June 12:00 UTC: day 0 is 1 June.
		b.add(t, escrow.Paid{Amount: 1, PaidAt: chainNow.Add(-escrow.RefundWindow + time.Second)}) // 1 June 12:00:01: day 0
		b.add(t, escrow.Paid{Amount: 2, PaidAt: chainNow.Add(-6*day - 11*time.Hour)})              // 2 June 01:00: day 1, not 0
		b.add(t, escrow.Paid{Amount: 4, PaidAt: chainNow.Add(-6 * day)})                           // 2 June 12:00: day 1
		b.add(t, escrow.Paid{Amount: 8, PaidAt: chainNow.Add(-3*day - time.Hour)})                 // 5 June 11:00: day 4
		b.add(t, escrow.Paid{Amount: 16, PaidAt: chainNow.Add(-time.Second)})                      // 8 June 11:59:59: day 7
		b.add(t, escrow.Paid{Token: "EURC", Amount: 32, PaidAt: chainNow.Add(-time.Hour)})         // 8 June 11:00: day 7
		b.add(t, escrow.Paid{Amount: 64, PaidAt: chainNow.Add(-escrow.RefundWindow)})              // matured: no day

		tr, err := b.svc.Treasury(ctx, b.merchantID)
		require.NoError(t, err)
		want := [escrow.MaturityDays]map[string]escrow.Totals{
			0: {"USDC": {Count: 1, Amount: 1}},
			1: {"USDC": {Count: 2, Amount: 6}},
			4: {"USDC": {Count: 1, Amount: 8}},
			7: {"USDC": {Count: 1, Amount: 16}, "EURC": {Count: 1, Amount: 32}},
		}
		var pending = map[string]escrow.Totals{}
		midnight := time.Date(2031, 6, 1, 0, 0, 0, 0, time.UTC)
		for i, m := range tr.Maturities {
			require.Equal(t, midnight.AddDate(0, 0, i), m.From, "day %d", i)
			require.Equal(t, m.From.Add(day), m.To, "day %d", i)
			if want[i] == nil {
				want[i] = map[string]escrow.Totals{}
			}
			require.Equal(t, want[i], m.ByToken, "day %d", i)
			for token, tot := range m.ByToken {
				sum := pending[token]
				sum.Count += tot.Count
				sum.Amount += tot.Amount
				pending[token] = sum
			}
		}
		require.Equal(t, tr.ByToken["USDC"]["pending"], pending["USDC"], "the days together are the pending totals")
		require.Equal(t, tr.ByToken["EURC"]["pending"], pending["EURC"])
	})

	t.Run("PaymentAheadOfALaggingChainClockIsInTheLastDay", func(t *testing.T) {
		t.Parallel()
		b := setup(t)
		// The node the clock is read from lags the one that saw the payment.
		b.add(t, escrow.Paid{Amount: 5, PaidAt: chainNow.Add(time.Minute)})

		tr, err := b.svc.Treasury(ctx, b.merchantID)
		require.NoError(t, err)
		require.Equal(t, map[string]escrow.Totals{"USDC": {Count: 1, Amount: 5}}, tr.Maturities[escrow.MaturityDays-1].ByToken)
	})

	t.Run("RecentClaimsAreTheNewestTwenty", func(t *testing.T) {
		t.Parallel()
		b := setup(t)
		var newest escrow.Paid
		for i := range escrow.RecentClaimsLimit + 5 {
			at := chainNow.Add(-time.Duration(i) * time.Hour)
			p := b.add(t, escrow.Paid{Status: invoice.Claimed, Amount: int64(i + 1), PaidAt: chainNow.Add(-30*day + time.Duration(i)*time.Minute),
				ClaimedAt: &at, ClaimTxHash: common.BigToHash(common.Big1)})
			if i == 0 {
				newest = p
			}
		}
		b.add(t, escrow.Paid{Status: invoice.Claimed, PaidAt: chainNow.Add(-40 * day)}) // claim time not recorded

		tr, err := b.svc.Treasury(ctx, b.merchantID)
		require.NoError(t, err)
		require.Len(t, tr.RecentClaims, escrow.RecentClaimsLimit)
		require.Equal(t, escrow.Claim{InvoiceID: newest.ID, Token: "USDC", Amount: 1, ClaimedAt: chainNow, TxHash: newest.ClaimTxHash}, tr.RecentClaims[0])
		for i := 1; i < len(tr.RecentClaims); i++ {
			require.True(t, tr.RecentClaims[i-1].ClaimedAt.After(tr.RecentClaims[i].ClaimedAt), "newest claim first")
		}
		require.Equal(t, escrow.Totals{Count: escrow.RecentClaimsLimit + 6, Amount: 325 + 10_000_000}, tr.ByToken["USDC"]["claimed"],
			"the totals count every claim, not just the recent ones")
	})

	t.Run("NoEscrowsIsEmptyNotNil", func(t *testing.T) {
		t.Parallel()
		b := setup(t)
		tr, err := b.svc.Treasury(ctx, b.merchantID)
		require.NoError(t, err)
		require.NotNil(t, tr.ByToken)
		require.NotNil(t, tr.ClaimableNow)
		require.NotNil(t, tr.RecentClaims, "the page lists an empty array, not null")
		require.Empty(t, tr.RecentClaims)
		for _, m := range tr.Maturities {
			require.NotNil(t, m.ByToken)
		}
	})

	t.Run("TruncatesPastTheLimit", func(t *testing.T) {
		t.Parallel()
		b := setup(t)
		p := b.add(t, escrow.Paid{Status: invoice.Refunded, Amount: 1, Refunded: 1, PaidAt: chainNow.Add(-time.Hour)})
		for range escrow.TreasuryLimit - 1 {
			b.store.invoices = append(b.store.invoices, p)
		}
		tr, err := b.svc.Treasury(ctx, b.merchantID)
		require.NoError(t, err)
		require.False(t, tr.Truncated, "exactly the limit is all of it")

		b.store.invoices = append(b.store.invoices, p)
		tr, err = b.svc.Treasury(ctx, b.merchantID)
		require.NoError(t, err)
		require.True(t, tr.Truncated)
		require.Equal(t, escrow.Totals{Count: escrow.TreasuryLimit, Amount: escrow.TreasuryLimit}, tr.ByToken["USDC"]["refunded"])
	})

	t.Run("AnUnreadableChainClockIsAChainError", func(t *testing.T) {
		t.Parallel()
		b := setup(t)
		b.chain.nowErr = errBoom
		_, err := b.svc.Treasury(ctx, b.merchantID)
		e := apierrtest.RequireCode(t, err, apierr.ChainError)
		require.Equal(t, "boom", e.Detail)
	})

	t.Run("StoreFailuresPassThrough", func(t *testing.T) {
		t.Parallel()
		b := setup(t)
		b.store.bucketErr = errBoom
		_, err := b.svc.Treasury(ctx, b.merchantID)
		require.ErrorIs(t, err, errBoom)
	})
}

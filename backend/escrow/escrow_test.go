package escrow_test

import (
	"context"
	"fmt"
	"testing"
	"time"

	"github.com/google/uuid"
	"github.com/stretchr/testify/require"

	"github.com/paystead/paystead/backend/escrow"
	"github.com/paystead/paystead/backend/invoice"
	"github.com/paystead/paystead/shared/apierr"
	"github.com/paystead/paystead/shared/apierr/apierrtest"
)

const day = 24 * time.Hour

func TestSummary(t *testing.T) {
	t.Parallel()
	ctx := context.Background()

	t.Run("SplitsPaidInvoicesOnTheRefundWindowByChainTime", func(t *testing.T) {
		t.Parallel()
		b := setup(t)
		fresh := b.paidAgo(t, time.Hour)
		lastSecond := b.paidAgo(t, escrow.RefundWindow-time.Second)
		atTheCut := b.paidAgo(t, escrow.RefundWindow)
		old := b.paidAgo(t, 30*day)
		claimed := b.add(t, escrow.Paid{Status: invoice.Claimed, PaidAt: chainNow.Add(-20 * day)})
		b.add(t, escrow.Paid{Status: invoice.Refunded, PaidAt: chainNow.Add(-2 * day)})
		b.add(t, escrow.Paid{Status: invoice.Open})
		b.add(t, escrow.Paid{MerchantID: uuid.New(), PaidAt: chainNow.Add(-time.Hour)})

		sum, err := b.svc.Summary(ctx, b.merchantID, escrow.Filter{})
		require.NoError(t, err)
		require.Equal(t, ids([]escrow.Paid{fresh, lastSecond}), ids(sum.Pending), "newest first")
		require.Equal(t, ids([]escrow.Paid{atTheCut, old}), ids(sum.Matured), "the window closes exactly 7 days after payment")
		require.Equal(t, ids([]escrow.Paid{claimed}), ids(sum.Claimed))
		require.False(t, sum.Truncated)
	})

	t.Run("AgreesWithRefundOnTheBoundary", func(t *testing.T) {
		t.Parallel()
		b := setup(t)
		atTheCut := b.paidAgo(t, escrow.RefundWindow)
		sum, err := b.svc.Summary(ctx, b.merchantID, escrow.Filter{})
		require.NoError(t, err)
		require.Len(t, sum.Matured, 1)
		_, err = b.svc.Refund(ctx, b.merchantID, atTheCut.ID, 0, nil)
		apierrtest.RequireCode(t, err, apierr.RefundWindowClosed)
	})

	t.Run("MovesWithTheChainClock", func(t *testing.T) {
		t.Parallel()
		b := setup(t)
		p := b.paidAgo(t, time.Hour)
		b.chain.now = p.ClaimableAt()
		sum, err := b.svc.Summary(ctx, b.merchantID, escrow.Filter{})
		require.NoError(t, err)
		require.Empty(t, sum.Pending)
		require.Equal(t, ids([]escrow.Paid{p}), ids(sum.Matured))
	})

	t.Run("TruncatesABucketPastTheLimit", func(t *testing.T) {
		t.Parallel()
		b := setup(t)
		for i := range escrow.BucketLimit + 1 {
			b.paidAgo(t, 8*day+time.Duration(i)*time.Minute)
		}
		b.paidAgo(t, time.Hour)
		sum, err := b.svc.Summary(ctx, b.merchantID, escrow.Filter{})
		require.NoError(t, err)
		require.Len(t, sum.Matured, escrow.BucketLimit)
		require.Len(t, sum.Pending, 1, "the other buckets are whole")
		require.True(t, sum.Truncated)
		require.Equal(t, []int{escrow.BucketLimit + 1, escrow.BucketLimit + 1, escrow.BucketLimit + 1}, b.store.limits,
			"one row past the limit tells a full bucket from a cut one")
	})

	t.Run("AFullBucketIsNotTruncated", func(t *testing.T) {
		t.Parallel()
		b := setup(t)
		for i := range escrow.BucketLimit {
			b.add(t, escrow.Paid{Status: invoice.Claimed, PaidAt: chainNow.Add(-8*day - time.Duration(i)*time.Minute)})
		}
		sum, err := b.svc.Summary(ctx, b.merchantID, escrow.Filter{})
		require.NoError(t, err)
		require.Len(t, sum.Claimed, escrow.BucketLimit)
		require.False(t, sum.Truncated)
	})

	t.Run("NarrowsEveryBucketByTheFilter", func(t *testing.T) {
		t.Parallel()
		b := setup(t)
		pending := b.add(t, escrow.Paid{Token: "EURC", PaidAt: chainNow.Add(-time.Hour)})
		matured := b.add(t, escrow.Paid{Token: "EURC", PaidAt: chainNow.Add(-8 * day)})
		claimed := b.add(t, escrow.Paid{Token: "EURC", Status: invoice.Claimed, PaidAt: chainNow.Add(-9 * day)})
		b.paidAgo(t, time.Hour)
		b.paidAgo(t, 8*day)
		b.add(t, escrow.Paid{Status: invoice.Claimed, PaidAt: chainNow.Add(-9 * day)})

		sum, err := b.svc.Summary(ctx, b.merchantID, escrow.Filter{Token: "EURC"})
		require.NoError(t, err)
		require.Equal(t, ids([]escrow.Paid{pending}), ids(sum.Pending))
		require.Equal(t, ids([]escrow.Paid{matured}), ids(sum.Matured))
		require.Equal(t, ids([]escrow.Paid{claimed}), ids(sum.Claimed))
	})

	t.Run("AnUnreadableChainClockIsAChainError", func(t *testing.T) {
		t.Parallel()
		b := setup(t)
		b.chain.nowErr = errBoom
		_, err := b.svc.Summary(ctx, b.merchantID, escrow.Filter{})
		e := apierrtest.RequireCode(t, err, apierr.ChainError)
		require.Equal(t, "boom", e.Detail)
		require.Empty(t, b.store.limits, "nothing is read without the chain's time")
	})

	t.Run("StoreFailuresPassThrough", func(t *testing.T) {
		t.Parallel()
		b := setup(t)
		b.store.bucketErr = errBoom
		_, err := b.svc.Summary(ctx, b.merchantID, escrow.Filter{})
		require.ErrorIs(t, err, errBoom)
	})
}

func TestRefund(t *testing.T) {
	t.Parallel()
	ctx := context.Background()

	t.Run("RefundsAPaidInvoiceInsideTheWindow", func(t *testing.T) {
		t.Parallel()
		b := setup(t)
		p := b.paidAgo(t, escrow.RefundWindow-time.Second)
		r, err := b.svc.Refund(ctx, b.merchantID, p.ID, 0, nil)
		require.NoError(t, err)
		require.Equal(t, escrow.Refund{TxHash: txHash(1), Amount: 10_000_000, Remaining: 0}, r)
		require.Equal(t, []refundCall{{p, 10_000_000, nil}}, b.chain.refunds, "the chain gets the invoice as the gateway committed it")
	})

	t.Run("RefundsPartOfWhatRemains", func(t *testing.T) {
		t.Parallel()
		b := setup(t)
		p := b.add(t, escrow.Paid{Amount: 10_000_000, Refunded: 2_500_000, PaidAt: chainNow.Add(-time.Hour)})
		r, err := b.svc.Refund(ctx, b.merchantID, p.ID, 1_250_000, nil)
		require.NoError(t, err)
		require.Equal(t, escrow.Refund{TxHash: txHash(1), Amount: 1_250_000, Remaining: 6_250_000}, r)
		require.Equal(t, []refundCall{{p, 1_250_000, nil}}, b.chain.refunds)
	})

	t.Run("WithoutAnAmountRefundsWhatRemains", func(t *testing.T) {
		t.Parallel()
		b := setup(t)
		p := b.add(t, escrow.Paid{Amount: 10_000_000, Refunded: 9_999_999, PaidAt: chainNow.Add(-time.Hour)})
		r, err := b.svc.Refund(ctx, b.merchantID, p.ID, 0, nil)
		require.NoError(t, err)
		require.Equal(t, escrow.Refund{TxHash: txHash(1), Amount: 1, Remaining: 0}, r)
	})

	t.Run("RefundsExactlyWhatRemains", func(t *testing.T) {
		t.Parallel()
		b := setup(t)
		p := b.add(t, escrow.Paid{Amount: 10_000_000, Refunded: 4_000_000, PaidAt: chainNow.Add(-time.Hour)})
		r, err := b.svc.Refund(ctx, b.merchantID, p.ID, 6_000_000, nil)
		require.NoError(t, err)
		require.Zero(t, r.Remaining)
	})

	t.Run("RefusesMoreThanRemains", func(t *testing.T) {
		t.Parallel()
		b := setup(t)
		p := b.add(t, escrow.Paid{Amount: 10_000_000, Refunded: 4_000_000, PaidAt: chainNow.Add(-time.Hour)})
		_, err := b.svc.Refund(ctx, b.merchantID, p.ID, 6_000_001, nil)
		e := apierrtest.RequireCode(t, err, apierr.RefundExceedsRemaining)
		require.Equal(t, 409, e.Status())
		require.Contains(t, e.Message, "6.000001")
		require.Equal(t, []apierr.FieldError{{Field: "amount", Message: "at most 6, what remains"}}, e.Fields)
		require.Empty(t, b.chain.refunds)
	})

	t.Run("RefusesANegativeAmount", func(t *testing.T) {
		t.Parallel()
		b := setup(t)
		p := b.paidAgo(t, time.Hour)
		_, err := b.svc.Refund(ctx, b.merchantID, p.ID, -1, nil)
		e := apierrtest.RequireCode(t, err, apierr.BadBody)
		require.Equal(t, "amount", e.Fields[0].Field)
		require.Empty(t, b.chain.refunds)
	})

	t.Run("RefusesAfterTheWindow", func(t *testing.T) {
		t.Parallel()
		b := setup(t)
		p := b.paidAgo(t, escrow.RefundWindow)
		_, err := b.svc.Refund(ctx, b.merchantID, p.ID, 1, nil)
		e := apierrtest.RequireCode(t, err, apierr.RefundWindowClosed)
		require.Contains(t, e.Message, p.ClaimableAt().Format(time.RFC3339))
		require.Empty(t, b.chain.refunds)
	})

	t.Run("RefusesAnUnknownInvoice", func(t *testing.T) {
		t.Parallel()
		b := setup(t)
		id, err := invoice.NewID()
		require.NoError(t, err)
		_, err = b.svc.Refund(ctx, b.merchantID, id, 0, nil)
		apierrtest.RequireCode(t, err, apierr.NotFound)
	})

	t.Run("AnotherMerchantsInvoiceIsNotFound", func(t *testing.T) {
		t.Parallel()
		b := setup(t)
		p := b.add(t, escrow.Paid{MerchantID: uuid.New(), PaidAt: chainNow.Add(-time.Hour)})
		_, err := b.svc.Refund(ctx, b.merchantID, p.ID, 0, nil)
		apierrtest.RequireCode(t, err, apierr.NotFound)
		require.Empty(t, b.chain.refunds)
	})

	t.Run("RefusesAnInvoiceThatIsNotPaid", func(t *testing.T) {
		t.Parallel()
		for _, status := range []invoice.Status{invoice.Open, invoice.Refunded, invoice.Claimed} {
			t.Run(string(status), func(t *testing.T) {
				t.Parallel()
				b := setup(t)
				p := b.add(t, escrow.Paid{Status: status, PaidAt: chainNow.Add(-time.Hour)})
				_, err := b.svc.Refund(ctx, b.merchantID, p.ID, 1, nil)
				e := apierrtest.RequireCode(t, err, apierr.InvoiceNotRefundable)
				require.Contains(t, e.Message, string(status))
				require.Empty(t, b.chain.refunds)
			})
		}
	})

	t.Run("AFailedTransactionIsAChainErrorWithItsCause", func(t *testing.T) {
		t.Parallel()
		b := setup(t)
		p := b.paidAgo(t, time.Hour)
		b.chain.refundErr = errBoom
		r, err := b.svc.Refund(ctx, b.merchantID, p.ID, 0, nil)
		e := apierrtest.RequireCode(t, err, apierr.ChainError)
		require.Equal(t, "boom", e.Detail)
		require.Zero(t, r)
	})

	t.Run("ARefundThatLostARaceIsAConflict", func(t *testing.T) {
		t.Parallel()
		b := setup(t)
		p := b.paidAgo(t, time.Hour)
		b.chain.refundErr = fmt.Errorf("%w: reverted: RecordMismatch", escrow.ErrRefundRaced)
		_, err := b.svc.Refund(ctx, b.merchantID, p.ID, 1, nil)
		e := apierrtest.RequireCode(t, err, apierr.InvoiceNotRefundable)
		require.Contains(t, e.Message, "try again")
	})

	// Issue #30 item 3: a refund while another refund or claim of the invoice is sent and unmined is
	// refused before anything is sent, and its hold does not outlive it.
	t.Run("ARefundWhileAnotherIsBeingSentIsAConflictAndSendsNothing", func(t *testing.T) {
		t.Parallel()
		b := setup(t)
		p := b.paidAgo(t, time.Hour)
		b.store.holdElsewhere(p.ID)
		_, err := b.svc.Refund(ctx, b.merchantID, p.ID, 1, nil)
		e := apierrtest.RequireCode(t, err, apierr.InvoiceNotRefundable)
		require.Contains(t, e.Message, "not mined yet")
		require.Empty(t, b.chain.refunds)
	})

	t.Run("ARefundHoldsTheInvoiceOnlyWhileItIsSent", func(t *testing.T) {
		t.Parallel()
		b := setup(t)
		p := b.paidAgo(t, time.Hour)
		_, err := b.svc.Refund(ctx, b.merchantID, p.ID, 1, nil)
		require.NoError(t, err)
		b.chain.refundErr = errBoom
		_, err = b.svc.Refund(ctx, b.merchantID, p.ID, 1, nil)
		apierrtest.RequireCode(t, err, apierr.ChainError)
		require.Empty(t, b.store.held, "released after success and after failure")
		require.Equal(t, 2, b.store.holds)
	})

	t.Run("AnUnreadableChainClockIsAChainError", func(t *testing.T) {
		t.Parallel()
		b := setup(t)
		p := b.paidAgo(t, time.Hour)
		b.chain.nowErr = errBoom
		_, err := b.svc.Refund(ctx, b.merchantID, p.ID, 0, nil)
		apierrtest.RequireCode(t, err, apierr.ChainError)
		require.Empty(t, b.chain.refunds)
	})

	t.Run("StoreFailuresPassThrough", func(t *testing.T) {
		t.Parallel()
		b := setup(t)
		p := b.paidAgo(t, time.Hour)
		b.store.paidErr = errBoom
		_, err := b.svc.Refund(ctx, b.merchantID, p.ID, 0, nil)
		require.ErrorIs(t, err, errBoom)
		apierrtest.RequireInternal(t, err) // a storage fault is not the caller's not_found
	})
}

func TestPaidUnitsIsWhatRemainsExactly(t *testing.T) {
	t.Parallel()
	p := escrow.Paid{Amount: 999_999_999_999_999}
	require.Equal(t, "999999999999999", p.Units().String())
	p.Refunded = 999_999_999_999_998
	require.Equal(t, "1", p.Units().String())
}

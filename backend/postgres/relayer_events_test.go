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
	"github.com/paystead/paystead/shared/checkoutapi"
	"github.com/paystead/paystead/shared/webhookapi"
)

func TestEscrowRecordRefund(t *testing.T) {
	t.Parallel()
	ctx := context.Background()

	t.Run("RefundsThePaidInvoiceAndItsSubmissionOnce", func(t *testing.T) {
		t.Parallel()
		s := setupStores(t)
		ep := s.endpoint(t, webhookapi.InvoiceRefunded)
		id, sub := s.paidInvoice(t, time.Now())
		refund := randomHash(t)
		for range 2 {
			require.NoError(t, s.escrows.RecordRefund(ctx, noSend, fullRefund(id, refund), time.Now()))
		}
		p, err := s.escrows.PaidInvoice(ctx, id)
		require.NoError(t, err)
		require.Equal(t, invoice.Refunded, p.Status)
		require.Equal(t, refund, p.RefundTxHash)
		stored := s.submission(t, sub.ID)
		require.Equal(t, checkoutapi.StatusRefunded, stored.Status)
		require.Equal(t, refund, stored.RefundTxHash)

		evs := s.events(t, id, webhookapi.InvoiceRefunded)
		require.Len(t, evs, 1, "recorded twice, one event")
		require.Equal(t, "refunded", evs[0].Data.Invoice.Status)
		require.Equal(t, refund.Hex(), *evs[0].Data.Invoice.RefundTxHash)
		require.NotNil(t, evs[0].Data.Invoice.RefundedAt)
		require.Equal(t, ep.ID, s.deliveries(t, id)[0].Endpoint)
	})

	// A refund the payer redirected (#33): where it went is kept and said.
	t.Run("ARefundToAnotherAddressSaysWhereItWent", func(t *testing.T) {
		t.Parallel()
		s := setupStores(t)
		s.endpoint(t, webhookapi.InvoiceRefunded)
		id, _ := s.paidInvoice(t, time.Now())
		e := refundEvent(id, randomHash(t), 10_000_000, 15_000_000)
		e.Payer = common.HexToAddress("0x00000000000000000000000000000000000000Fa")
		e.To = common.HexToAddress("0x00000000000000000000000000000000000A11CE")
		require.NoError(t, s.escrows.RecordRefund(ctx, noSend, e, time.Now()))
		evs := s.events(t, id, webhookapi.InvoiceRefunded)
		require.Len(t, evs, 1)
		require.Equal(t, e.To.Hex(), evs[0].Data.Refund.To)
		var paidTo []byte
		require.NoError(t, s.pool.QueryRow(ctx, `SELECT paid_to FROM invoice_refunds WHERE invoice_id = $1`, id[:]).Scan(&paidTo))
		require.Equal(t, e.To.Bytes(), paidTo)
	})

	t.Run("APartialRefundLeavesThePaidInvoiceWithWhatRemains", func(t *testing.T) {
		t.Parallel()
		s := setupStores(t)
		s.endpoint(t, webhookapi.InvoiceRefunded)
		id, sub := s.paidInvoice(t, time.Now())
		first, rest := randomHash(t), randomHash(t)
		at := time.Date(2031, 3, 2, 9, 0, 0, 0, time.UTC)
		for range 2 {
			require.NoError(t, s.escrows.RecordRefund(ctx, noSend, refundEvent(id, first, 10_000_000, 15_000_000), at))
		}
		p, err := s.escrows.PaidInvoice(ctx, id)
		require.NoError(t, err)
		require.Equal(t, invoice.Paid, p.Status, "something remains")
		require.Equal(t, int64(10_000_000), p.Refunded)
		require.Equal(t, int64(15_000_000), p.Remaining())
		require.Zero(t, p.RefundTxHash, "refundTxHash names the refund that ends it")
		require.Equal(t, checkoutapi.StatusSettled, s.submission(t, sub.ID).Status)

		evs := s.events(t, id, webhookapi.InvoiceRefunded)
		require.Len(t, evs, 1, "recorded twice, one event")
		require.Equal(t, "paid", evs[0].Data.Invoice.Status)
		require.Nil(t, evs[0].Data.Invoice.RefundedAt)
		require.Equal(t, &webhookapi.Refund{Amount: "10", AmountUnits: "10000000", Remaining: "15", RemainingUnits: "15000000",
			TxHash: first.Hex(), RefundedAt: at}, evs[0].Data.Refund)

		require.NoError(t, s.escrows.RecordRefund(ctx, noSend, refundEvent(id, rest, 15_000_000, 0), at.Add(time.Hour)))
		p, err = s.escrows.PaidInvoice(ctx, id)
		require.NoError(t, err)
		require.Equal(t, invoice.Refunded, p.Status)
		require.Equal(t, int64(testAmount), p.Refunded)
		require.Equal(t, rest, p.RefundTxHash)
		stored := s.submission(t, sub.ID)
		require.Equal(t, checkoutapi.StatusRefunded, stored.Status, "refunded once nothing remains")
		require.Equal(t, rest, stored.RefundTxHash)
		evs = s.events(t, id, webhookapi.InvoiceRefunded)
		require.Len(t, evs, 2)
		require.Equal(t, "refunded", evs[1].Data.Invoice.Status)
		require.Equal(t, "15", evs[1].Data.Refund.Amount)
		require.Equal(t, "0", evs[1].Data.Refund.Remaining)
		require.Len(t, s.deliveries(t, id), 2, "each refund is delivered")
	})

	t.Run("RefundsRecordedOutOfOrderKeepTheSmallerRemainder", func(t *testing.T) {
		t.Parallel()
		s := setupStores(t)
		id, _ := s.paidInvoice(t, time.Now())
		require.NoError(t, s.escrows.RecordRefund(ctx, noSend, refundEvent(id, randomHash(t), 5_000_000, 15_000_000), time.Now()))
		require.NoError(t, s.escrows.RecordRefund(ctx, noSend, refundEvent(id, randomHash(t), 5_000_000, 20_000_000), time.Now()))
		p, err := s.escrows.PaidInvoice(ctx, id)
		require.NoError(t, err)
		require.Equal(t, int64(15_000_000), p.Remaining())

		// The part that ends it, then an earlier part seen late: the
		// invoice stays refunded and has every refund.
		last, late := randomHash(t), randomHash(t)
		require.NoError(t, s.escrows.RecordRefund(ctx, noSend, refundEvent(id, last, 5_000_000, 0), time.Now()))
		require.NoError(t, s.escrows.RecordRefund(ctx, noSend, refundEvent(id, late, 10_000_000, 10_000_000), time.Now()))
		p, err = s.escrows.PaidInvoice(ctx, id)
		require.NoError(t, err)
		require.Equal(t, invoice.Refunded, p.Status)
		require.Equal(t, int64(testAmount), p.Refunded)
		require.Equal(t, last, p.RefundTxHash)
		require.Len(t, s.events(t, id, webhookapi.InvoiceRefunded), 4)
	})

	t.Run("RefundedAtIsTheBlocksTime", func(t *testing.T) {
		t.Parallel()
		s := setupStores(t)
		paidAt := time.Date(2031, 3, 1, 9, 0, 0, 0, time.UTC)
		id, _ := s.paidInvoice(t, paidAt)
		block := paidAt.Add(36 * time.Hour) // a dev chain's clock moved on; the server's did not
		require.NoError(t, s.escrows.RecordRefund(ctx, noSend, fullRefund(id, randomHash(t)), block))
		evs := s.events(t, id, webhookapi.InvoiceRefunded)
		require.Len(t, evs, 1)
		require.NotNil(t, evs[0].Data.Invoice.RefundedAt)
		require.Equal(t, block, *evs[0].Data.Invoice.RefundedAt, "as stored and as sent")
		require.True(t, evs[0].Data.Invoice.RefundedAt.After(*evs[0].Data.Invoice.PaidAt))
	})

	t.Run("OnlyFromPaid", func(t *testing.T) {
		t.Parallel()
		s := setupStores(t)
		for _, status := range []invoice.Status{invoice.Open, invoice.Claimed, invoice.Staging} {
			id := s.newInvoice(t, status)
			before := s.allEvents(t, id)
			require.NoError(t, s.escrows.RecordRefund(ctx, noSend, fullRefund(id, randomHash(t)), time.Now()))
			require.Equal(t, status, s.status(t, id))
			require.Equal(t, before, s.allEvents(t, id))
		}
	})
}

func TestEscrowRecordClaim(t *testing.T) {
	t.Parallel()
	ctx := context.Background()

	t.Run("ClaimsPaidInvoicesEachWithItsEvent", func(t *testing.T) {
		t.Parallel()
		s := setupStores(t)
		a, _ := s.paidInvoice(t, time.Now())
		b, _ := s.paidInvoice(t, time.Now())
		open := s.newInvoice(t, invoice.Open)
		refunded := s.newInvoice(t, invoice.Refunded)
		claim := randomHash(t)
		for range 2 {
			require.NoError(t, s.escrows.RecordClaim(ctx, noSend, []invoice.ID{a, open, b, refunded}, claim, time.Now()))
		}
		for _, id := range []invoice.ID{a, b} {
			p, err := s.escrows.PaidInvoice(ctx, id)
			require.NoError(t, err)
			require.Equal(t, invoice.Claimed, p.Status)
			require.Equal(t, claim, p.ClaimTxHash)
			require.NotNil(t, p.ClaimedAt)
			evs := s.events(t, id, webhookapi.InvoiceClaimed)
			require.Len(t, evs, 1)
			require.Equal(t, claim.Hex(), *evs[0].Data.Invoice.ClaimTxHash)
		}
		require.Equal(t, invoice.Open, s.status(t, open))
		require.Equal(t, invoice.Refunded, s.status(t, refunded))
		require.Empty(t, s.events(t, open, webhookapi.InvoiceClaimed))
		require.Empty(t, s.events(t, refunded, webhookapi.InvoiceClaimed))
	})

	t.Run("ClaimedAtIsTheBlocksTime", func(t *testing.T) {
		t.Parallel()
		s := setupStores(t)
		paidAt := time.Date(2031, 3, 1, 9, 0, 0, 0, time.UTC)
		id, _ := s.paidInvoice(t, paidAt)
		block := paidAt.Add(7*24*time.Hour + time.Minute)
		require.NoError(t, s.escrows.RecordClaim(ctx, noSend, []invoice.ID{id}, randomHash(t), block))
		p, err := s.escrows.PaidInvoice(ctx, id)
		require.NoError(t, err)
		require.NotNil(t, p.ClaimedAt)
		require.True(t, block.Equal(*p.ClaimedAt), "stored %s, want %s", p.ClaimedAt, block)
		evs := s.events(t, id, webhookapi.InvoiceClaimed)
		require.Len(t, evs, 1)
		require.Equal(t, block, *evs[0].Data.Invoice.ClaimedAt)
	})

	t.Run("MaturedComesFirst", func(t *testing.T) {
		t.Parallel()
		s := setupStores(t)
		ep := s.endpoint(t, webhookapi.InvoiceMatured, webhookapi.InvoiceClaimed)
		id, _ := s.paidInvoice(t, time.Now().Add(-8*24*time.Hour))
		require.Empty(t, s.events(t, id, webhookapi.InvoiceMatured), "the sweep has not run")
		for range 2 {
			require.NoError(t, s.escrows.RecordClaim(ctx, noSend, []invoice.ID{id}, randomHash(t), time.Now()))
		}
		matured, claimed := s.events(t, id, webhookapi.InvoiceMatured), s.events(t, id, webhookapi.InvoiceClaimed)
		require.Len(t, matured, 1, "recorded twice, one of each")
		require.Len(t, claimed, 1)
		require.Equal(t, "paid", matured[0].Data.Invoice.Status, "matured tells of the paid invoice")
		require.Nil(t, matured[0].Data.Invoice.ClaimedAt)
		require.True(t, claimed[0].CreatedAt.After(matured[0].CreatedAt), "dated in order: %s, %s", matured[0].CreatedAt, claimed[0].CreatedAt)

		var types []webhookapi.EventType
		for _, d := range s.deliveries(t, id) {
			require.Equal(t, ep.ID, d.Endpoint)
			require.Equal(t, 1, d.Jobs)
			types = append(types, d.Type)
		}
		require.Equal(t, []webhookapi.EventType{webhookapi.InvoiceMatured, webhookapi.InvoiceClaimed}, types, "queued in order")
	})

	t.Run("NoInvoices", func(t *testing.T) {
		t.Parallel()
		s := setupStores(t)
		require.NoError(t, s.escrows.RecordClaim(ctx, noSend, nil, randomHash(t), time.Now()))
	})
}

func TestRelayerCursor(t *testing.T) {
	t.Parallel()
	ctx := context.Background()

	t.Run("UnknownBeforeTheFirstApply", func(t *testing.T) {
		t.Parallel()
		s := setupStores(t)
		block, found, err := s.relayer.Cursor(ctx, "reconciler-"+uuid.NewString())
		require.NoError(t, err)
		require.False(t, found)
		require.Zero(t, block)
	})

	t.Run("NeverGoesBack", func(t *testing.T) {
		t.Parallel()
		s := setupStores(t)
		name, other := "reconciler-"+uuid.NewString(), "reconciler-"+uuid.NewString()
		for _, tc := range []struct{ to, want uint64 }{{100, 100}, {90, 100}, {100, 100}, {250, 250}} {
			n, err := s.relayer.ApplyEvents(ctx, name, tc.to, chain.Events{})
			require.NoError(t, err)
			require.Zero(t, n)
			block, found, err := s.relayer.Cursor(ctx, name)
			require.NoError(t, err)
			require.True(t, found)
			require.Equal(t, tc.want, block, "after applying to %d", tc.to)
		}
		_, found, err := s.relayer.Cursor(ctx, other)
		require.NoError(t, err)
		require.False(t, found, "cursors are per name")
	})
}

func TestRelayerApplyEvents(t *testing.T) {
	t.Parallel()
	ctx := context.Background()

	// seen is what the reconciler reads for an invoice paid on chain by a
	// payment Paystead did not record (its worker stopped before the receipt).
	seen := func(t *testing.T, s stores, id invoice.ID, at time.Time) chain.InvoicePaid {
		t.Helper()
		sub := s.newSubmission(t, id)
		return s.paidEvent(t, id, sub, at, randomHash(t))
	}
	log := func(t *testing.T) types.Log {
		return types.Log{TxHash: randomHash(t), BlockTimestamp: uint64(time.Now().Unix())}
	}

	t.Run("AppliesEachEventOnceWithItsWebhookEvent", func(t *testing.T) {
		t.Parallel()
		s := setupStores(t)
		name := "reconciler-" + uuid.NewString()
		open := s.newInvoice(t, invoice.Open)
		paidAt := time.Date(2032, 2, 29, 23, 59, 59, 0, time.UTC)
		paid := seen(t, s, open, paidAt)
		toRefund, _ := s.paidInvoice(t, time.Now())
		toClaim, _ := s.paidInvoice(t, time.Now())
		ev := chain.Events{
			Paid:     []chain.InvoicePaid{paid},
			Refunded: []chain.InvoiceRefunded{{ID: toRefund, Amount: big.NewInt(25_000_000), Remaining: new(big.Int), Log: log(t)}},
			Claimed:  []chain.InvoiceClaimed{{ID: toClaim, Amount: big.NewInt(25_000_000), Log: log(t)}},
		}
		ev.Refunded[0].Log.BlockTimestamp = uint64(paidAt.Add(time.Hour).Unix())
		ev.Claimed[0].Log.BlockTimestamp = uint64(paidAt.Add(8 * 24 * time.Hour).Unix())
		n, err := s.relayer.ApplyEvents(ctx, name, 500, ev)
		require.NoError(t, err)
		require.Equal(t, 3, n)

		inv, err := s.invoices.Invoice(ctx, open)
		require.NoError(t, err)
		require.Equal(t, invoice.Paid, inv.Status)
		require.True(t, paidAt.Equal(*inv.PaidAt))
		require.Equal(t, paid.Log.TxHash, inv.SettleTxHash, "the settling transaction is the log's")
		p, err := s.escrows.PaidInvoice(ctx, open)
		require.NoError(t, err)
		require.Equal(t, paid.Payer, p.Payer)
		refunded, err := s.escrows.PaidInvoice(ctx, toRefund)
		require.NoError(t, err)
		require.Equal(t, invoice.Refunded, refunded.Status)
		require.Equal(t, ev.Refunded[0].Log.TxHash, refunded.RefundTxHash)
		claimed, err := s.escrows.PaidInvoice(ctx, toClaim)
		require.NoError(t, err)
		require.Equal(t, invoice.Claimed, claimed.Status)
		require.Equal(t, ev.Claimed[0].Log.TxHash, claimed.ClaimTxHash)
		require.NotNil(t, claimed.ClaimedAt)
		require.True(t, time.Unix(int64(ev.Claimed[0].Log.BlockTimestamp), 0).Equal(*claimed.ClaimedAt), "the claim's block time")
		refundedEvs := s.events(t, toRefund, webhookapi.InvoiceRefunded)
		require.Len(t, refundedEvs, 1)
		require.True(t, time.Unix(int64(ev.Refunded[0].Log.BlockTimestamp), 0).Equal(*refundedEvs[0].Data.Invoice.RefundedAt), "the refund's block time")

		// The next look at the same blocks changes nothing.
		n, err = s.relayer.ApplyEvents(ctx, name, 500, ev)
		require.NoError(t, err)
		require.Zero(t, n)
		require.Len(t, s.events(t, open, webhookapi.InvoicePaid), 1)
		require.Len(t, s.events(t, toRefund, webhookapi.InvoiceRefunded), 1)
		require.Len(t, s.events(t, toClaim, webhookapi.InvoiceClaimed), 1)
		block, _, err := s.relayer.Cursor(ctx, name)
		require.NoError(t, err)
		require.Equal(t, uint64(500), block)
	})

	t.Run("APaymentPaysteadRecordedIsNotAppliedAgain", func(t *testing.T) {
		t.Parallel()
		s := setupStores(t)
		id, sub := s.paidInvoice(t, time.Now())
		before, err := s.invoices.Invoice(ctx, id)
		require.NoError(t, err)
		again := s.paidEvent(t, id, sub, time.Now().Add(time.Hour), sub.SettleTxHash)
		n, err := s.relayer.ApplyEvents(ctx, "reconciler-"+uuid.NewString(), 7, chain.Events{Paid: []chain.InvoicePaid{again}})
		require.NoError(t, err)
		require.Zero(t, n)
		after, err := s.invoices.Invoice(ctx, id)
		require.NoError(t, err)
		require.Equal(t, before, after)
		require.Len(t, s.events(t, id, webhookapi.InvoicePaid), 1)
	})

	// A worker stopped between broadcast and receipt (its process was
	// killed): the reconciler's event settles the submission too, so it
	// does not read processing beside a paid invoice until a retry.
	t.Run("SettlesTheSubmissionWhosePaymentItIs", func(t *testing.T) {
		t.Parallel()
		s := setupStores(t)
		id, sub, sent := s.inFlight(t)
		other := s.newSubmission(t, id) // pending, never sent
		require.Equal(t, sub.ID, s.settling(t, id))

		ev := s.paidEvent(t, id, sub, time.Now(), sent.Hash())
		n, err := s.relayer.ApplyEvents(ctx, "reconciler-"+uuid.NewString(), 9, chain.Events{Paid: []chain.InvoicePaid{ev}})
		require.NoError(t, err)
		require.Equal(t, 1, n)
		require.Equal(t, invoice.Paid, s.status(t, id))
		require.Equal(t, "settled", s.submission(t, sub.ID).Status)
		require.Equal(t, "pending", s.submission(t, other.ID).Status, "only the submission the transaction paid")
		require.Equal(t, common.Hash{}, s.settling(t, id))

		// The payer's own record of the receipt, arriving later, changes nothing.
		require.NoError(t, s.relayer.SettlePayment(ctx, s.submission(t, sub.ID), ev, sent.Hash()))
		require.Len(t, s.events(t, id, webhookapi.InvoicePaid), 1)
	})

	// Someone else's transaction paid the invoice while Paystead's payment
	// was in flight: that payment will revert, and its submission is failed
	// then, not settled by another's payment.
	t.Run("APaymentByAnotherTransactionLeavesTheProcessingSubmission", func(t *testing.T) {
		t.Parallel()
		s := setupStores(t)
		id, sub, _ := s.inFlight(t)
		n, err := s.relayer.ApplyEvents(ctx, "reconciler-"+uuid.NewString(), 9, chain.Events{Paid: []chain.InvoicePaid{seen(t, s, id, time.Now())}})
		require.NoError(t, err)
		require.Equal(t, 1, n)
		require.Equal(t, invoice.Paid, s.status(t, id))
		require.Equal(t, "processing", s.submission(t, sub.ID).Status)
	})

	// The reconciler reaches a payment's block after Paystead recorded the
	// payment and its refund.
	t.Run("ALatePaymentEventLeavesARefundedSubmission", func(t *testing.T) {
		t.Parallel()
		s := setupStores(t)
		id, sub := s.paidInvoice(t, time.Now())
		require.NoError(t, s.escrows.RecordRefund(ctx, noSend, fullRefund(id, randomHash(t)), time.Now()))
		late := s.paidEvent(t, id, sub, time.Now(), sub.SettleTxHash)
		n, err := s.relayer.ApplyEvents(ctx, "reconciler-"+uuid.NewString(), 9, chain.Events{Paid: []chain.InvoicePaid{late}})
		require.NoError(t, err)
		require.Zero(t, n)
		require.Equal(t, invoice.Refunded, s.status(t, id))
		require.Equal(t, checkoutapi.StatusRefunded, s.submission(t, sub.ID).Status)
	})

	t.Run("ALogWithoutItsBlockTimeIsRefused", func(t *testing.T) {
		t.Parallel()
		s := setupStores(t)
		id, _ := s.paidInvoice(t, time.Now())
		_, err := s.relayer.ApplyEvents(ctx, "reconciler-"+uuid.NewString(), 9,
			chain.Events{Claimed: []chain.InvoiceClaimed{{ID: id, Log: types.Log{TxHash: randomHash(t)}}}})
		require.ErrorContains(t, err, "carries no block time")
		require.Equal(t, invoice.Paid, s.status(t, id), "nothing recorded")
	})

	t.Run("PaidOnlyFromOpen", func(t *testing.T) {
		t.Parallel()
		s := setupStores(t)
		for _, status := range []invoice.Status{invoice.Staging, invoice.Failed, invoice.Refunded, invoice.Claimed} {
			id := s.newInvoice(t, status)
			before := len(s.events(t, id, webhookapi.InvoicePaid))
			n, err := s.relayer.ApplyEvents(ctx, "reconciler-"+uuid.NewString(), 1, chain.Events{Paid: []chain.InvoicePaid{seen(t, s, id, time.Now())}})
			require.NoError(t, err)
			require.Zero(t, n, status)
			require.Equal(t, status, s.status(t, id))
			require.Len(t, s.events(t, id, webhookapi.InvoicePaid), before, status)
		}
	})

	t.Run("AllOrNothing", func(t *testing.T) {
		t.Parallel()
		s := setupStores(t)
		name := "reconciler-" + uuid.NewString()
		_, err := s.relayer.ApplyEvents(ctx, name, 40, chain.Events{})
		require.NoError(t, err)
		good, bad := s.newInvoice(t, invoice.Open), s.newInvoice(t, invoice.Open)
		toClaim, _ := s.paidInvoice(t, time.Now())
		broken := seen(t, s, bad, time.Now())
		broken.PaidAt = 1 << 62 // past any timestamp Postgres holds
		_, err = s.relayer.ApplyEvents(ctx, name, 50, chain.Events{
			Paid:    []chain.InvoicePaid{seen(t, s, good, time.Now()), broken},
			Claimed: []chain.InvoiceClaimed{{ID: toClaim, Log: log(t)}},
		})
		require.Error(t, err)
		require.Contains(t, err.Error(), "RelayerStore.ApplyEvents("+name+", to 50)")

		// The first payment was written, with its event, and rolled back with them.
		require.Equal(t, invoice.Open, s.status(t, good))
		require.Empty(t, s.events(t, good, webhookapi.InvoicePaid))
		require.Equal(t, invoice.Paid, s.status(t, toClaim))
		block, _, err := s.relayer.Cursor(ctx, name)
		require.NoError(t, err)
		require.Equal(t, uint64(40), block, "the same blocks are read again")
	})
}

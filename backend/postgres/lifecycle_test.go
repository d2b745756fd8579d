package postgres_test

import (
	"cmp"
	"context"
	"fmt"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"github.com/paystead/paystead/backend/chain"
	"github.com/paystead/paystead/backend/checkout"
	"github.com/paystead/paystead/backend/escrow"
	"github.com/paystead/paystead/backend/invoice"
	"github.com/paystead/paystead/backend/relayer"
	"github.com/paystead/paystead/shared/checkoutapi"
	"github.com/paystead/paystead/shared/webhookapi"
)

// TestEveryMoveOfTheLifecycle drives each move of invoice.Lifecycle
// through the stores, as the service and the relayer make it, against real
// Postgres: the invoice ends in the move's status with the move's event. A
// move added to the table without a way to make it here fails the test.
func TestEveryMoveOfTheLifecycle(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	type move struct {
		from, to invoice.Status
		event    webhookapi.EventType
	}
	past := time.Now().Add(-time.Hour).UTC()
	// expiring stores an invoice that expired an hour ago, in status.
	expiring := func(t *testing.T, s stores, status invoice.Status) invoice.ID {
		inv := s.draftInvoice(t)
		inv.ExpiresAt = &past
		return s.storeInvoice(t, inv, status)
	}
	// expire sweeps expired invoices until id is one: a sweep skips rows
	// another sweep holds (the other subtests sweep too).
	expire := func(t *testing.T, s stores, id invoice.ID) {
		require.Eventually(t, func() bool {
			_, err := s.invoices.ExpireDue(ctx, time.Now(), 1000)
			require.NoError(t, err)
			return s.status(t, id) == invoice.Expired
		}, 5*time.Second, 10*time.Millisecond)
	}
	// paidOnChain applies an InvoicePaid the chain holds for id, as the
	// reconciler does.
	paidOnChain := func(t *testing.T, s stores, id invoice.ID) {
		sub := s.newSubmission(t, id)
		_, err := s.relayer.ApplyEvents(ctx, "gateway:lifecycle-"+id.String(), 10,
			chain.Events{Paid: []chain.InvoicePaid{s.paidEvent(t, id, sub, time.Now(), randomHash(t))}})
		require.NoError(t, err)
	}
	drivers := map[move]func(t *testing.T, s stores) invoice.ID{
		{"", invoice.Staging, webhookapi.InvoiceCreated}: func(t *testing.T, s stores) invoice.ID {
			return s.storeInvoice(t, s.draftInvoice(t), invoice.Staging)
		},
		{invoice.Staging, invoice.Open, ""}: func(t *testing.T, s stores) invoice.ID {
			id := s.newInvoice(t, invoice.Staging)
			require.NoError(t, s.invoices.MarkStaged(ctx, id, randomHash(t), time.Now().UTC()))
			return id
		},
		{invoice.Staging, invoice.Failed, webhookapi.InvoiceFailed}: func(t *testing.T, s stores) invoice.ID {
			id := s.newInvoice(t, invoice.Staging)
			require.NoError(t, s.relayer.FailStaging(ctx, []invoice.ID{id}, "the staging transaction reverted"))
			return id
		},
		{invoice.Staging, invoice.Expired, webhookapi.InvoiceExpired}: func(t *testing.T, s stores) invoice.ID {
			id := expiring(t, s, invoice.Staging)
			expire(t, s, id)
			return id
		},
		{invoice.Open, invoice.Expired, webhookapi.InvoiceExpired}: func(t *testing.T, s stores) invoice.ID {
			id := expiring(t, s, invoice.Open)
			expire(t, s, id)
			return id
		},
		{invoice.Staging, invoice.Voided, webhookapi.InvoiceVoided}: func(t *testing.T, s stores) invoice.ID {
			id := s.newInvoice(t, invoice.Staging)
			_, voided, err := s.invoices.Void(ctx, s.merchant.ID, id)
			require.NoError(t, err)
			require.True(t, voided)
			return id
		},
		{invoice.Open, invoice.Voided, webhookapi.InvoiceVoided}: func(t *testing.T, s stores) invoice.ID {
			id := s.newInvoice(t, invoice.Open)
			_, voided, err := s.invoices.Void(ctx, s.merchant.ID, id)
			require.NoError(t, err)
			require.True(t, voided)
			return id
		},
		{invoice.Open, invoice.Paid, webhookapi.InvoicePaid}: func(t *testing.T, s stores) invoice.ID {
			id, _ := s.paidInvoice(t, time.Now())
			return id
		},
		{invoice.Expired, invoice.Paid, webhookapi.InvoicePaid}: func(t *testing.T, s stores) invoice.ID {
			id := expiring(t, s, invoice.Open)
			expire(t, s, id)
			paidOnChain(t, s, id)
			return id
		},
		{invoice.Voided, invoice.Paid, webhookapi.InvoicePaid}: func(t *testing.T, s stores) invoice.ID {
			id := s.newInvoice(t, invoice.Open)
			_, _, err := s.invoices.Void(ctx, s.merchant.ID, id)
			require.NoError(t, err)
			require.Equal(t, invoice.Voided, s.status(t, id))
			paidOnChain(t, s, id)
			return id
		},
		{invoice.Paid, invoice.Paid, webhookapi.InvoiceMatured}: func(t *testing.T, s stores) invoice.ID {
			id, _ := s.paidInvoice(t, time.Now().Add(-escrow.RefundWindow-time.Hour))
			require.Eventually(t, func() bool {
				_, err := s.webhooks.EmitMatured(ctx, testChainID, time.Now(), escrow.RefundWindow, 1000)
				require.NoError(t, err)
				return len(s.events(t, id, webhookapi.InvoiceMatured)) == 1
			}, 5*time.Second, 10*time.Millisecond)
			return id
		},
		{invoice.Paid, invoice.Paid, webhookapi.InvoiceRefundFailed}: func(t *testing.T, s stores) invoice.ID {
			id, _ := s.paidInvoice(t, time.Now())
			sent := s.storeSend(t, relayer.PurposeRefund, 1_000_000, id)
			require.NoError(t, s.escrows.FailSend(ctx, sent.Hash(), "reverted"))
			return id
		},
		{invoice.Paid, invoice.Refunded, webhookapi.InvoiceRefunded}: func(t *testing.T, s stores) invoice.ID {
			id, _ := s.paidInvoice(t, time.Now())
			require.NoError(t, s.escrows.RecordRefund(ctx, noSend, fullRefund(id, randomHash(t)), time.Now()))
			return id
		},
		{invoice.Paid, invoice.Claimed, webhookapi.InvoiceClaimed}: func(t *testing.T, s stores) invoice.ID {
			id, _ := s.paidInvoice(t, time.Now().Add(-escrow.RefundWindow-time.Hour))
			require.NoError(t, s.escrows.RecordClaim(ctx, noSend, []invoice.ID{id}, randomHash(t), time.Now()))
			return id
		},
	}
	for _, m := range invoice.Lifecycle {
		key := move{m.From, m.To, m.Event}
		drive, ok := drivers[key]
		require.True(t, ok, "no way to make the move %s -> %s here: add one", m.From, m.To)
		from := string(m.From)
		if from == "" {
			from = "new"
		}
		t.Run(fmt.Sprintf("%s_to_%s_%s", from, m.To, m.Event), func(t *testing.T) {
			t.Parallel()
			s := setupStores(t)
			id := drive(t, s)
			require.Equal(t, m.To, s.status(t, id))
			if m.Event != "" {
				require.Len(t, s.events(t, id, m.Event), 1, "one %s", m.Event)
			}
		})
	}
	require.Len(t, drivers, len(invoice.Lifecycle), "a driver for a move the table no longer holds")
}

// TestEverySubmissionMove drives each move of checkout.Lifecycle through
// the stores against real Postgres: the submission ends in the move's
// status, with the move's event about its invoice. A move added to the
// table without a way to make it here fails the test.
func TestEverySubmissionMove(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	type move struct {
		from, to string
		event    webhookapi.EventType
	}
	pending := func(t *testing.T, s stores) (invoice.ID, checkout.Submission) {
		id := s.newInvoice(t, invoice.Open)
		return id, s.newSubmission(t, id)
	}
	processing := func(t *testing.T, s stores) (invoice.ID, checkout.Submission) {
		id, sub, _ := s.inFlight(t)
		return id, sub
	}
	drivers := map[move]func(t *testing.T, s stores) (invoice.ID, checkout.Submission){
		{"", checkoutapi.StatusPending, ""}: pending,
		{checkoutapi.StatusPending, checkoutapi.StatusProcessing, ""}: func(t *testing.T, s stores) (invoice.ID, checkout.Submission) {
			id, sub := pending(t, s)
			s.process(t, sub)
			return id, sub
		},
		{checkoutapi.StatusProcessing, checkoutapi.StatusPending, ""}: func(t *testing.T, s stores) (invoice.ID, checkout.Submission) {
			id, sub := processing(t, s)
			require.NoError(t, s.relayer.RequeueSubmission(ctx, sub))
			return id, sub
		},
		{checkoutapi.StatusProcessing, checkoutapi.StatusSettled, webhookapi.InvoicePaid}: func(t *testing.T, s stores) (invoice.ID, checkout.Submission) {
			id, sub := s.paidInvoice(t, time.Now())
			return id, sub
		},
		{checkoutapi.StatusPending, checkoutapi.StatusFailed, webhookapi.SubmissionFailed}: func(t *testing.T, s stores) (invoice.ID, checkout.Submission) {
			id, sub := pending(t, s)
			require.NoError(t, s.relayer.FailSubmission(ctx, sub, checkoutapi.StatusPending, "the payer's token balance is too low"))
			return id, sub
		},
		{checkoutapi.StatusProcessing, checkoutapi.StatusFailed, webhookapi.SubmissionFailed}: func(t *testing.T, s stores) (invoice.ID, checkout.Submission) {
			id, sub := processing(t, s)
			require.NoError(t, s.relayer.FailSubmission(ctx, sub, checkoutapi.StatusProcessing, "the payment reverted"))
			return id, sub
		},
		{checkoutapi.StatusSettled, checkoutapi.StatusRefunded, webhookapi.InvoiceRefunded}: func(t *testing.T, s stores) (invoice.ID, checkout.Submission) {
			id, sub := s.paidInvoice(t, time.Now())
			require.NoError(t, s.escrows.RecordRefund(ctx, noSend, fullRefund(id, randomHash(t)), time.Now()))
			return id, sub
		},
	}
	for _, m := range checkout.Lifecycle {
		drive, ok := drivers[move{m.From, m.To, m.Event}]
		require.True(t, ok, "no way to make the move %s -> %s here: add one", m.From, m.To)
		from := cmp.Or(m.From, "new")
		t.Run(fmt.Sprintf("%s_to_%s", from, m.To), func(t *testing.T) {
			t.Parallel()
			s := setupStores(t)
			id, sub := drive(t, s)
			require.Equal(t, m.To, s.submission(t, sub.ID).Status)
			if m.Event != "" {
				require.Len(t, s.events(t, id, m.Event), 1, "one %s", m.Event)
			}
		})
	}
	require.Len(t, drivers, len(checkout.Lifecycle), "a driver for a move the table no longer holds")
}

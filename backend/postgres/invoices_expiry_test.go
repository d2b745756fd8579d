package postgres_test

import (
	"context"
	"testing"
	"time"

	"github.com/google/uuid"
	"github.com/stretchr/testify/require"

	"github.com/paystead/paystead/backend/invoice"
	"github.com/paystead/paystead/shared/webhookapi"
)

// expiring stores an open invoice of the fixture's merchant that expires
// at at.
func (s stores) expiring(t *testing.T, at time.Time) invoice.ID {
	t.Helper()
	inv := s.draftInvoice(t)
	at = at.UTC().Truncate(time.Second)
	inv.ExpiresAt = &at
	return s.storeInvoice(t, inv, invoice.Open)
}

func TestInvoiceExpiryAndVoid(t *testing.T) {
	t.Parallel()
	ctx := context.Background()

	// Due invoices expire, each with invoice.expired; one with a payment
	// pending waits for it; one not due, or never expiring, stays open.
	t.Run("ExpireDue", func(t *testing.T) {
		t.Parallel()
		s := setupStores(t)
		now := time.Now()
		due := s.expiring(t, now.Add(-time.Minute))
		pending := s.expiring(t, now.Add(-time.Minute))
		s.newSubmission(t, pending)
		later := s.expiring(t, now.Add(time.Hour))
		never := s.newInvoice(t, invoice.Open)
		got, err := s.invoices.Invoice(ctx, due)
		require.NoError(t, err)
		require.NotNil(t, got.ExpiresAt, "stored and read back")

		n, err := s.invoices.ExpireDue(ctx, now, 1000)
		require.NoError(t, err)
		require.GreaterOrEqual(t, n, 1)
		require.Equal(t, invoice.Expired, s.status(t, due))
		require.Len(t, s.events(t, due, webhookapi.InvoiceExpired), 1)
		require.Equal(t, invoice.Open, s.status(t, pending), "its pending payment settles or fails first")
		require.Equal(t, invoice.Open, s.status(t, later))
		require.Equal(t, invoice.Open, s.status(t, never))

		_, err = s.invoices.ExpireDue(ctx, now, 1000)
		require.NoError(t, err)
		require.Len(t, s.events(t, due, webhookapi.InvoiceExpired), 1, "once")
	})

	// Void: only the owner's, only unpaid, never with a payment in flight.
	t.Run("Void", func(t *testing.T) {
		t.Parallel()
		s := setupStores(t)
		open := s.newInvoice(t, invoice.Open)
		_, voided, err := s.invoices.Void(ctx, uuid.New(), open)
		require.ErrorIs(t, err, invoice.ErrNotFound, "another merchant's")
		require.False(t, voided)

		inv, voided, err := s.invoices.Void(ctx, s.merchant.ID, open)
		require.NoError(t, err)
		require.True(t, voided)
		require.Equal(t, invoice.Voided, inv.Status)
		require.Len(t, s.events(t, open, webhookapi.InvoiceVoided), 1)
		inv, voided, err = s.invoices.Void(ctx, s.merchant.ID, open)
		require.NoError(t, err)
		require.False(t, voided, "already voided")
		require.Equal(t, invoice.Voided, inv.Status)

		inFlight, _, _ := s.inFlight(t)
		inv, voided, err = s.invoices.Void(ctx, s.merchant.ID, inFlight)
		require.NoError(t, err)
		require.False(t, voided, "its payment is being settled")
		require.Equal(t, invoice.Open, inv.Status)

		paid, _ := s.paidInvoice(t, time.Now())
		_, voided, err = s.invoices.Void(ctx, s.merchant.ID, paid)
		require.NoError(t, err)
		require.False(t, voided)
		require.Equal(t, invoice.Paid, s.status(t, paid))
	})
}

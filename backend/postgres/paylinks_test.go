package postgres_test

import (
	"context"
	"testing"
	"time"

	"github.com/google/uuid"
	"github.com/stretchr/testify/require"

	"github.com/paystead/paystead/backend/invoice"
	"github.com/paystead/paystead/backend/paylink"
	"github.com/paystead/paystead/backend/postgres"
	"github.com/paystead/paystead/shared/invoiceapi"
)

func TestPayLinkStore(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	s := setupStores(t)
	links := postgres.NewPayLinkStore(s.pool)
	slug := "beans-" + uuid.NewString()[:8]
	link := paylink.Link{ID: uuid.New(), MerchantID: s.merchant.ID, Slug: slug, Title: "A bag of beans", PayInToken: invoiceapi.USDC,
		Amount: 12_500_000, Enabled: true, CreatedAt: time.Now().UTC().Truncate(time.Microsecond)}
	require.NoError(t, links.CreateLink(ctx, link, 10))

	// The slug is the link's address: another link may not take it.
	again := link
	again.ID, again.MerchantID = uuid.New(), setupStores(t).merchant.ID
	require.ErrorIs(t, links.CreateLink(ctx, again, 10), paylink.ErrSlugTaken)

	// A range instead of a price; the cap counts the merchant's links.
	open := paylink.Link{ID: uuid.New(), MerchantID: s.merchant.ID, Slug: "tip-" + uuid.NewString()[:8], Title: "Tip jar", PayInToken: invoiceapi.EURC,
		MinAmount: 1_000_000, MaxAmount: 100_000_000, Enabled: true, CreatedAt: link.CreatedAt.Add(time.Second)}
	require.NoError(t, links.CreateLink(ctx, open, 10))
	third := open
	third.ID, third.Slug = uuid.New(), "x-"+uuid.NewString()[:8]
	require.ErrorIs(t, links.CreateLink(ctx, third, 2), paylink.ErrTooMany)
	// Six at once against a cap of four: four stored.
	busy := setupStores(t).merchant.ID
	requireCapHolds(t, 6, 4, paylink.ErrTooMany, func() error {
		l := open
		l.ID, l.MerchantID, l.Slug = uuid.New(), busy, "many-"+uuid.NewString()[:8]
		return links.CreateLink(ctx, l, 4)
	})

	// Counts: the invoices marked with the slug, and the paid ones.
	mark := func(id invoice.ID) {
		_, err := s.pool.Exec(ctx, `UPDATE invoices SET metadata = jsonb_build_object('paymentLink', $2::text) WHERE id = $1`, id[:], slug)
		require.NoError(t, err)
	}
	mark(s.newInvoice(t, invoice.Open))
	mark(s.newInvoice(t, invoice.Open))
	mark(s.newInvoice(t, invoice.Paid))
	s.newInvoice(t, invoice.Paid) // not the link's

	got, err := links.Links(ctx, s.merchant.ID)
	require.NoError(t, err)
	require.Len(t, got, 2)
	require.Equal(t, open.Slug, got[0].Slug, "newest first")
	require.Equal(t, int64(1_000_000), got[0].MinAmount)
	require.Equal(t, int64(100_000_000), got[0].MaxAmount)
	require.Zero(t, got[0].Amount)
	require.Equal(t, link.ID, got[1].ID)
	require.Equal(t, int64(12_500_000), got[1].Amount)
	require.Equal(t, 3, got[1].Invoices)
	require.Equal(t, 1, got[1].Paid)
	require.Equal(t, link.CreatedAt, got[1].CreatedAt)

	// Disabled links still read by slug; another merchant cannot toggle.
	_, err = links.SetEnabled(ctx, uuid.New(), link.ID, false)
	require.ErrorIs(t, err, paylink.ErrNotFound)
	off, err := links.SetEnabled(ctx, s.merchant.ID, link.ID, false)
	require.NoError(t, err)
	require.False(t, off.Enabled)
	require.Equal(t, 3, off.Invoices)
	bySlug, err := links.LinkBySlug(ctx, slug)
	require.NoError(t, err)
	require.False(t, bySlug.Enabled)
	_, err = links.LinkBySlug(ctx, "no-such-link")
	require.ErrorIs(t, err, paylink.ErrNotFound)
}

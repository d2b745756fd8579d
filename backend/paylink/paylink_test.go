package paylink

import (
	"context"
	"testing"
	"time"

	"github.com/google/uuid"
	"github.com/stretchr/testify/require"

	"github.com/paystead/paystead/backend/invoice"
	"github.com/paystead/paystead/shared/apierr"
	"github.com/paystead/paystead/shared/invoiceapi"
	"github.com/paystead/paystead/shared/linkapi"
)

type fakeStore struct{ links map[string]Link }

func (f *fakeStore) CreateLink(_ context.Context, l Link, max int) error {
	if _, ok := f.links[l.Slug]; ok {
		return ErrSlugTaken
	}
	if len(f.links) >= max {
		return ErrTooMany
	}
	f.links[l.Slug] = l
	return nil
}

func (f *fakeStore) Links(context.Context, uuid.UUID) ([]Link, error) { return nil, nil }

func (f *fakeStore) LinkBySlug(_ context.Context, slug string) (Link, error) {
	l, ok := f.links[slug]
	if !ok {
		return l, ErrNotFound
	}
	return l, nil
}

func (f *fakeStore) SetEnabled(_ context.Context, merchantID, id uuid.UUID, enabled bool) (Link, error) {
	for k, l := range f.links {
		if l.ID == id && l.MerchantID == merchantID {
			l.Enabled = enabled
			f.links[k] = l
			return l, nil
		}
	}
	return Link{}, ErrNotFound
}

type fakeInvoicer struct {
	m   invoice.Merchant
	req invoiceapi.CreateInvoiceRequest
}

func (f *fakeInvoicer) Create(_ context.Context, m invoice.Merchant, req invoiceapi.CreateInvoiceRequest, _ string) (invoice.Invoice, error) {
	f.m, f.req = m, req
	return invoice.Invoice{MerchantID: m.ID}, nil
}

type fakeMerchants struct{}

func (fakeMerchants) InvoiceMerchant(_ context.Context, id uuid.UUID) (invoice.Merchant, error) {
	return invoice.Merchant{ID: id, AllowedOrigins: []string{"https://shop.example"}}, nil
}

func setup(t *testing.T) (*Service, *fakeStore, *fakeInvoicer) {
	t.Helper()
	store, inv := &fakeStore{links: map[string]Link{}}, &fakeInvoicer{}
	s := NewService(store, inv, fakeMerchants{}, false)
	s.now = func() time.Time { return time.Date(2026, 11, 24, 12, 0, 0, 0, time.UTC) }
	return s, store, inv
}

func fieldsOf(t *testing.T, err error) []string {
	t.Helper()
	var ae *apierr.Error
	require.ErrorAs(t, err, &ae)
	var out []string
	for _, f := range ae.Fields {
		out = append(out, f.Field)
	}
	return out
}

func TestCreateChecksEveryField(t *testing.T) {
	s, _, _ := setup(t)
	m := uuid.New()
	for name, tc := range map[string]struct {
		req    linkapi.CreateRequest
		fields []string
	}{
		"empty":        {linkapi.CreateRequest{}, []string{"title", "payInToken", "amount"}},
		"both prices":  {linkapi.CreateRequest{Title: "x", PayInToken: "USDC", Amount: "1", MinAmount: "1", MaxAmount: "2"}, []string{"amount"}},
		"half a range": {linkapi.CreateRequest{Title: "x", PayInToken: "USDC", MinAmount: "1"}, []string{"amount"}},
		"upside down":  {linkapi.CreateRequest{Title: "x", PayInToken: "USDC", MinAmount: "5", MaxAmount: "2"}, []string{"maxAmount"}},
		"bad amounts":  {linkapi.CreateRequest{Title: "x", PayInToken: "USDC", MinAmount: "0", MaxAmount: "1.0000001"}, []string{"minAmount", "maxAmount"}},
		"too dear":     {linkapi.CreateRequest{Title: "x", PayInToken: "USDC", Amount: "1000000001"}, []string{"amount"}},
		"bad slug":     {linkapi.CreateRequest{Slug: "Beans!", Title: "x", PayInToken: "USDC", Amount: "1"}, []string{"slug"}},
		"dash ends":    {linkapi.CreateRequest{Slug: "beans-", Title: "x", PayInToken: "USDC", Amount: "1"}, []string{"slug"}},
		"short slug":   {linkapi.CreateRequest{Slug: "ab", Title: "x", PayInToken: "USDC", Amount: "1"}, []string{"slug"}},
		"bidi title":   {linkapi.CreateRequest{Title: "pay\u202euoy", PayInToken: "USDC", Amount: "1"}, []string{"title"}},
		"token":        {linkapi.CreateRequest{Title: "x", PayInToken: "usdc", Amount: "1"}, []string{"payInToken"}},
	} {
		t.Run(name, func(t *testing.T) {
			_, err := s.Create(context.Background(), m, tc.req)
			require.Equal(t, tc.fields, fieldsOf(t, err))
		})
	}
}

func TestCreateGivesARandomSlugAndRefusesATakenOne(t *testing.T) {
	s, store, _ := setup(t)
	l, err := s.Create(context.Background(), uuid.New(), linkapi.CreateRequest{Title: "Beans", PayInToken: "USDC", Amount: "12.50"})
	require.NoError(t, err)
	require.Len(t, l.Slug, 10)
	require.Empty(t, slugProblem(l.Slug))
	require.Equal(t, int64(12_500_000), l.Amount)
	require.True(t, l.Enabled)
	require.Contains(t, store.links, l.Slug)

	_, err = s.Create(context.Background(), uuid.New(), linkapi.CreateRequest{Slug: l.Slug, Title: "Beans", PayInToken: "USDC", Amount: "1"})
	var ae *apierr.Error
	require.ErrorAs(t, err, &ae)
	require.Equal(t, apierr.SlugTaken, ae.Code)
	require.Equal(t, 409, ae.Status())
	require.Equal(t, "slug", ae.Fields[0].Field)
}

func TestMint(t *testing.T) {
	s, _, inv := setup(t)
	m := uuid.New()
	fixed, err := s.Create(context.Background(), m, linkapi.CreateRequest{Slug: "beans", Title: "Beans", Description: "Whole, 250 g\nRoasted weekly", PayInToken: "EURC", Amount: "12.5", SuccessURL: "https://shop.example/thanks"})
	require.NoError(t, err)
	_, err = s.Mint(context.Background(), fixed.Slug, "999") // a fixed price ignores what is sent
	require.NoError(t, err)
	require.Equal(t, m, inv.m.ID)
	require.Equal(t, invoiceapi.Amount("12.5"), inv.req.AmountUSDC)
	require.Equal(t, "EURC", inv.req.PayInToken)
	require.Equal(t, "https://shop.example/thanks", inv.req.SuccessURL)
	require.Equal(t, "Beans\n\nWhole, 250 g\nRoasted weekly", inv.req.Description, "lines kept, as invoices take them")
	require.Equal(t, invoiceapi.Metadata{"paymentLink": "beans"}, inv.req.Metadata)
	require.Equal(t, time.Date(2026, 11, 24, 13, 0, 0, 0, time.UTC), *inv.req.ExpiresAt, "an hour to pay")

	tip, err := s.Create(context.Background(), m, linkapi.CreateRequest{Slug: "tips", Title: "Tip", PayInToken: "USDC", MinAmount: "1", MaxAmount: "50"})
	require.NoError(t, err)
	_, err = s.Mint(context.Background(), tip.Slug, " 7.25 ")
	require.NoError(t, err)
	require.Equal(t, invoiceapi.Amount("7.25"), inv.req.AmountUSDC)
	for _, bad := range []string{"", "0.99", "50.000001", "abc", "-3"} {
		_, err = s.Mint(context.Background(), tip.Slug, bad)
		require.Equal(t, []string{"amount"}, fieldsOf(t, err), "%q", bad)
	}

	_, err = s.SetEnabled(context.Background(), m, tip.ID, false)
	require.NoError(t, err)
	_, err = s.Mint(context.Background(), tip.Slug, "5")
	var ae *apierr.Error
	require.ErrorAs(t, err, &ae)
	require.Equal(t, apierr.PaymentLinkDisabled, ae.Code)
	require.Equal(t, 410, ae.Status())

	_, err = s.Mint(context.Background(), "nowhere", "5")
	require.ErrorAs(t, err, &ae)
	require.Equal(t, apierr.NotFound, ae.Code)
	_, err = s.Mint(context.Background(), "Not A Slug\xff", "5")
	require.ErrorAs(t, err, &ae)
	require.Equal(t, apierr.NotFound, ae.Code, "an address no link could have")

	_, err = s.SetEnabled(context.Background(), uuid.New(), tip.ID, true)
	require.ErrorAs(t, err, &ae)
	require.Equal(t, apierr.NotFound, ae.Code, "another merchant's link")
}

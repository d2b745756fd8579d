package gate_test

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/google/uuid"
	"github.com/stretchr/testify/require"

	"github.com/paystead/paystead/backend/compliance"
	"github.com/paystead/paystead/backend/gate"
	"github.com/paystead/paystead/backend/internal/testkit"
	"github.com/paystead/paystead/backend/invoice"
	"github.com/paystead/paystead/backend/merchant"
)

// fakeClock is a settable clock. It starts off UTC and below the microsecond, which the gate
// must shed (Postgres keeps microseconds).
type fakeClock struct{ t time.Time }

func (c *fakeClock) Now() time.Time          { return c.t }
func (c *fakeClock) Advance(d time.Duration) { c.t = c.t.Add(d) }
func (c *fakeClock) stored() time.Time       { return c.t.UTC().Truncate(time.Microsecond) }
func newClock() *fakeClock {
	return &fakeClock{t: time.Date(2030, 3, 4, 5, 6, 7, 123_456_789, time.FixedZone("CET", 3600))}
}

// fakeProvider answers Clear unless told otherwise for a wallet, and counts its calls.
type fakeProvider struct {
	results map[common.Address]compliance.Result
	err     error
	calls   int
}

func (p *fakeProvider) Screen(_ context.Context, address string) (compliance.Result, error) {
	p.calls++
	if p.err != nil {
		return compliance.Result{}, p.err
	}
	if r, ok := p.results[common.HexToAddress(address)]; ok {
		return r, nil
	}
	return compliance.Result{Address: strings.ToLower(address), Category: compliance.Clear, Provider: "fake"}, nil
}

func (p *fakeProvider) set(wallet common.Address, category compliance.Category, reason string) {
	p.results[wallet] = compliance.Result{Address: strings.ToLower(wallet.Hex()), Category: category, Reason: reason, Provider: "fake"}
}

type walletKey struct {
	merchantID uuid.UUID
	wallet     common.Address
}

// fakeStore keeps decisions and tickets in maps, with the guarantees gate.Store documents.
type fakeStore struct {
	decisions    map[walletKey]gate.WalletDecision
	tickets      map[uuid.UUID]gate.Ticket
	saves        int
	queueLimit   int
	errs         map[string]error // by method name: that method fails with it
	beforeSave   func()           // runs first in SaveScreening, as a concurrent writer would
	beforeDecide func()           // runs first in DecideTicket
}

func (s *fakeStore) Decision(_ context.Context, merchantID uuid.UUID, wallet common.Address) (gate.WalletDecision, error) {
	if err := s.errs["Decision"]; err != nil {
		return gate.WalletDecision{}, err
	}
	d, ok := s.decisions[walletKey{merchantID, wallet}]
	if !ok {
		return gate.WalletDecision{}, gate.ErrNotFound
	}
	return d, nil
}

func (s *fakeStore) SaveScreening(_ context.Context, d gate.WalletDecision) (gate.WalletDecision, error) {
	if s.beforeSave != nil {
		s.beforeSave()
	}
	if err := s.errs["SaveScreening"]; err != nil {
		return gate.WalletDecision{}, err
	}
	s.saves++
	k := walletKey{d.MerchantID, d.Wallet}
	if kept, ok := s.decisions[k]; ok && kept.ValidAt(d.DecidedAt) && kept.Source != gate.FromIssuer {
		return kept, nil
	}
	s.decisions[k] = d
	return d, nil
}

func (s *fakeStore) SaveIssuerBar(_ context.Context, d gate.WalletDecision) error {
	if err := s.errs["SaveIssuerBar"]; err != nil {
		return err
	}
	k := walletKey{d.MerchantID, d.Wallet}
	if kept, ok := s.decisions[k]; ok && kept.Source == gate.FromMerchant && kept.Outcome == gate.Reject && kept.ValidAt(d.DecidedAt) {
		return nil
	}
	s.decisions[k] = d
	return nil
}

// fakeIssuer is a token's blacklist: the wallets it bars.
type fakeIssuer struct {
	barred map[common.Address]bool
	err    error
}

func (i *fakeIssuer) Frozen(_ context.Context, _ invoice.Invoice, wallet common.Address) (string, bool, error) {
	return "USDC", i.barred[wallet], i.err
}

func (s *fakeStore) PendingTicket(_ context.Context, merchantID uuid.UUID, wallet common.Address) (gate.Ticket, error) {
	if err := s.errs["PendingTicket"]; err != nil {
		return gate.Ticket{}, err
	}
	for _, t := range s.tickets {
		if t.MerchantID == merchantID && t.Wallet == wallet && t.Status == gate.Pending {
			return t, nil
		}
	}
	return gate.Ticket{}, gate.ErrNotFound
}

func (s *fakeStore) OpenTicket(ctx context.Context, t gate.Ticket) (gate.Ticket, error) {
	if err := s.errs["OpenTicket"]; err != nil {
		return gate.Ticket{}, err
	}
	if pending, err := s.PendingTicket(ctx, t.MerchantID, t.Wallet); err == nil || !errors.Is(err, gate.ErrNotFound) {
		return pending, err
	}
	s.tickets[t.ID] = t
	return t, nil
}

func (s *fakeStore) Ticket(_ context.Context, merchantID, id uuid.UUID) (gate.Ticket, error) {
	if err := s.errs["Ticket"]; err != nil {
		return gate.Ticket{}, err
	}
	t, ok := s.tickets[id]
	if !ok || t.MerchantID != merchantID {
		return gate.Ticket{}, gate.ErrNotFound
	}
	return t, nil
}

func (s *fakeStore) PendingTickets(_ context.Context, merchantID uuid.UUID, limit int) ([]gate.Ticket, error) {
	s.queueLimit = limit
	if err := s.errs["PendingTickets"]; err != nil {
		return nil, err
	}
	var out []gate.Ticket
	for _, t := range s.tickets {
		if t.MerchantID == merchantID && t.Status == gate.Pending {
			out = append(out, t)
		}
	}
	slices.SortFunc(out, func(a, b gate.Ticket) int { return a.CreatedAt.Compare(b.CreatedAt) })
	if len(out) > limit {
		out = out[:limit]
	}
	return out, nil
}

func (s *fakeStore) DecideTicket(_ context.Context, t gate.Ticket, d gate.WalletDecision) error {
	if s.beforeDecide != nil {
		s.beforeDecide()
	}
	if err := s.errs["DecideTicket"]; err != nil {
		return err
	}
	stored, ok := s.tickets[t.ID]
	if !ok || stored.MerchantID != t.MerchantID || stored.Status != gate.Pending {
		return gate.ErrTicketNotOpen
	}
	s.tickets[t.ID] = t
	s.decisions[walletKey{d.MerchantID, d.Wallet}] = d
	return nil
}

type fakeInvoices struct {
	byID map[invoice.ID]invoice.Invoice
	err  error
}

func (f *fakeInvoices) Get(_ context.Context, id invoice.ID) (invoice.Invoice, error) {
	if f.err != nil {
		return invoice.Invoice{}, f.err
	}
	inv, ok := f.byID[id]
	if !ok {
		return invoice.Invoice{}, fmt.Errorf("invoice %s: %w", id, invoice.ErrNotFound)
	}
	return inv, nil
}

type fakeMerchants struct {
	byID map[uuid.UUID]merchant.Merchant
	err  error
}

func (f *fakeMerchants) Merchant(_ context.Context, id uuid.UUID) (merchant.Merchant, error) {
	if f.err != nil {
		return merchant.Merchant{}, f.err
	}
	m, ok := f.byID[id]
	if !ok {
		return merchant.Merchant{}, merchant.ErrNotFound
	}
	return m, nil
}

type testBundle struct {
	svc       *gate.Service
	clock     *fakeClock
	provider  *fakeProvider
	store     *fakeStore
	invoices  *fakeInvoices
	merchants *fakeMerchants
	merchant  merchant.Merchant
	invoice   invoice.Invoice // open, the merchant's
}

func setup(t *testing.T) *testBundle {
	t.Helper()
	b := &testBundle{
		clock:     newClock(),
		provider:  &fakeProvider{results: map[common.Address]compliance.Result{}},
		store:     &fakeStore{decisions: map[walletKey]gate.WalletDecision{}, tickets: map[uuid.UUID]gate.Ticket{}, errs: map[string]error{}},
		invoices:  &fakeInvoices{byID: map[invoice.ID]invoice.Invoice{}},
		merchants: &fakeMerchants{byID: map[uuid.UUID]merchant.Merchant{}},
	}
	b.merchant = b.newMerchant("Demo Coffee Roasters", "support@demo-coffee.example")
	b.invoice = b.newInvoice(t, b.merchant.ID, invoice.Open)
	b.svc = gate.NewService(b.provider, b.store, b.invoices, b.merchants, b.clock.Now)
	return b
}

func (b *testBundle) newMerchant(name, email string) merchant.Merchant {
	m := merchant.Merchant{ID: uuid.New(), DisplayName: name, SupportEmail: email}
	b.merchants.byID[m.ID] = m
	return m
}

func (b *testBundle) newInvoice(t *testing.T, merchantID uuid.UUID, status invoice.Status) invoice.Invoice {
	t.Helper()
	id, err := invoice.NewID()
	require.NoError(t, err)
	inv := invoice.Invoice{ID: id, MerchantID: merchantID, Amount: 3_000_000, Status: status}
	b.invoices.byID[id] = inv
	return inv
}

// authorize asks about wallet for the bundle's invoice and expects an answer.
func (b *testBundle) authorize(t *testing.T, wallet common.Address) gate.Decision {
	t.Helper()
	d, err := b.svc.Authorize(context.Background(), b.invoice.ID.String(), wallet.Hex())
	require.NoError(t, err)
	return d
}

// openTicket has the provider ask for a review of a new wallet and returns the ticket.
func (b *testBundle) openTicket(t *testing.T) gate.Ticket {
	t.Helper()
	wallet := testkit.RandomAddress(t)
	b.provider.set(wallet, compliance.Review, "asked by support")
	d := b.authorize(t, wallet)
	require.Equal(t, gate.Review, d.Outcome)
	return b.store.tickets[d.TicketID]
}

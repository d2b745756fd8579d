package gate_test

import (
	"context"
	"crypto/rand"
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
	"github.com/paystead/paystead/backend/invoice"
	"github.com/paystead/paystead/backend/merchant"
	"github.com/paystead/paystead/shared/apierr"
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
	if kept, ok := s.decisions[k]; ok && kept.ValidAt(d.DecidedAt) {
		return kept, nil
	}
	s.decisions[k] = d
	return d, nil
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
	wallet := randomAddress(t)
	b.provider.set(wallet, compliance.Review, "asked by support")
	d := b.authorize(t, wallet)
	require.Equal(t, gate.Review, d.Outcome)
	return b.store.tickets[d.TicketID]
}

func randomAddress(t *testing.T) common.Address {
	t.Helper()
	var a common.Address
	_, err := rand.Read(a[:])
	require.NoError(t, err)
	return a
}

func requireCode(t *testing.T, err error, code apierr.Code) *apierr.Error {
	t.Helper()
	require.Error(t, err)
	e, ok := apierr.As(err)
	require.True(t, ok, "an *apierr.Error, got %v", err)
	require.Equal(t, code, e.Code, "%v", err)
	return e
}

func requireFields(t *testing.T, err error, fields ...string) *apierr.Error {
	t.Helper()
	e := requireCode(t, err, apierr.BadBody)
	var got []string
	for _, f := range e.Fields {
		got = append(got, f.Field)
	}
	require.Equal(t, fields, got, "%v", err)
	return e
}

// requireInternal asserts err is the service's own failure (a 500), not the caller's.
func requireInternal(t *testing.T, err error) {
	t.Helper()
	require.Error(t, err)
	_, isAPI := apierr.As(err)
	require.False(t, isAPI, "not an *apierr.Error: %v", err)
}

func TestAuthorize(t *testing.T) {
	t.Parallel()
	ctx := context.Background()

	t.Run("AllowsAClearWalletFor24Hours", func(t *testing.T) {
		t.Parallel()
		b := setup(t)
		wallet := randomAddress(t)

		d := b.authorize(t, wallet)
		require.Equal(t, gate.Decision{Outcome: gate.Allow, ScreenedAt: b.clock.stored(), TTL: 24 * time.Hour}, d)
		require.Equal(t, int64(86400), d.TTLSeconds())
		require.Equal(t, time.UTC, d.ScreenedAt.Location())
		require.Zero(t, d.ScreenedAt.Nanosecond()%1000, "at the microsecond, as stored")

		require.Equal(t, gate.WalletDecision{
			MerchantID: b.merchant.ID, Wallet: wallet, Outcome: gate.Allow, Source: gate.FromScreening, Provider: "fake",
			DecidedAt: b.clock.stored(), ExpiresAt: b.clock.stored().Add(gate.AllowTTL),
		}, b.store.decisions[walletKey{b.merchant.ID, wallet}])
	})

	t.Run("AnswersAStoredAllowWithoutScreening", func(t *testing.T) {
		t.Parallel()
		b := setup(t)
		wallet := randomAddress(t)
		first := b.authorize(t, wallet)
		b.clock.Advance(gate.AllowTTL - time.Microsecond)

		other := b.newInvoice(t, b.merchant.ID, invoice.Open)
		again, err := b.svc.Authorize(ctx, other.ID.String(), strings.ToLower(wallet.Hex()))
		require.NoError(t, err)
		require.Equal(t, first, again, "the original screenedAt and ttl")
		require.Equal(t, 1, b.provider.calls)
	})

	t.Run("StoredAllowAnswersWithItsOwnTTL", func(t *testing.T) {
		t.Parallel()
		b := setup(t)
		wallet := randomAddress(t)
		screenedAt := b.clock.stored().Add(-time.Hour)
		// Stored under an older, shorter TTL.
		b.store.decisions[walletKey{b.merchant.ID, wallet}] = gate.WalletDecision{
			MerchantID: b.merchant.ID, Wallet: wallet, Outcome: gate.Allow, Source: gate.FromScreening,
			DecidedAt: screenedAt, ExpiresAt: screenedAt.Add(12 * time.Hour),
		}

		d := b.authorize(t, wallet)
		require.Equal(t, gate.Decision{Outcome: gate.Allow, ScreenedAt: screenedAt, TTL: 12 * time.Hour}, d)
		require.Zero(t, b.provider.calls)
	})

	t.Run("ScreensAgainWhenTheAllowExpires", func(t *testing.T) {
		t.Parallel()
		b := setup(t)
		wallet := randomAddress(t)
		first := b.authorize(t, wallet)
		b.clock.Advance(gate.AllowTTL)

		again := b.authorize(t, wallet)
		require.Equal(t, 2, b.provider.calls)
		require.Equal(t, gate.Allow, again.Outcome)
		require.Equal(t, first.ScreenedAt.Add(gate.AllowTTL), again.ScreenedAt)
	})

	t.Run("AllowIsPerMerchant", func(t *testing.T) {
		t.Parallel()
		b := setup(t)
		wallet := randomAddress(t)
		b.authorize(t, wallet)

		other := b.newInvoice(t, b.newMerchant("Other", "").ID, invoice.Open)
		_, err := b.svc.Authorize(ctx, other.ID.String(), wallet.Hex())
		require.NoError(t, err)
		require.Equal(t, 2, b.provider.calls, "another merchant's allow is not this one's")
		require.Len(t, b.store.decisions, 2)
	})

	t.Run("RejectsListedWalletsOnEveryAuthorize", func(t *testing.T) {
		t.Parallel()
		for _, tc := range []struct {
			category compliance.Category
			code     gate.RejectCode
		}{
			{compliance.Sanctioned, gate.SanctionedWallet},
			{compliance.HighRisk, gate.HighRiskWallet},
		} {
			t.Run(string(tc.code), func(t *testing.T) {
				b := setup(t)
				wallet := randomAddress(t)
				b.provider.set(wallet, tc.category, "OFAC SDN entry 12345, internal note")

				d := b.authorize(t, wallet)
				require.Equal(t, gate.Reject, d.Outcome)
				require.Equal(t, tc.code, d.Code)
				require.Contains(t, d.Reason, "Please pay from another wallet")
				require.NotContains(t, d.Reason, "internal note", "the provider's reason is not the customer's")
				require.Zero(t, d.TicketID)
				require.Zero(t, d.TTL)

				require.Equal(t, d, b.authorize(t, wallet))
				require.Equal(t, 2, b.provider.calls, "screening rejects are never cached")
				require.Empty(t, b.store.decisions)
				require.Zero(t, b.store.saves)
			})
		}
	})

	t.Run("WalletTakenOffAListCanPayAtOnce", func(t *testing.T) {
		t.Parallel()
		b := setup(t)
		wallet := randomAddress(t)
		b.provider.set(wallet, compliance.Sanctioned, "listed")
		require.Equal(t, gate.Reject, b.authorize(t, wallet).Outcome)

		delete(b.provider.results, wallet)
		require.Equal(t, gate.Allow, b.authorize(t, wallet).Outcome)
	})

	t.Run("ReviewOpensOneTicket", func(t *testing.T) {
		t.Parallel()
		b := setup(t)
		wallet := randomAddress(t)
		b.provider.set(wallet, compliance.Review, "asked by support: internal note")

		d := b.authorize(t, wallet)
		require.Equal(t, gate.Review, d.Outcome)
		require.NotZero(t, d.TicketID)
		require.Contains(t, d.Reason, "Demo Coffee Roasters")
		require.Contains(t, d.Reason, "within 24 hours")
		require.NotContains(t, d.Reason, "internal note")
		require.Equal(t, "support@demo-coffee.example", d.SupportContact)
		require.Zero(t, d.Code)
		require.Zero(t, d.TTL)

		require.Equal(t, gate.Ticket{
			ID: d.TicketID, MerchantID: b.merchant.ID, InvoiceID: b.invoice.ID, Wallet: wallet,
			Reason: "asked by support: internal note", Provider: "fake", Status: gate.Pending, CreatedAt: b.clock.stored(),
		}, b.store.tickets[d.TicketID], "the merchant sees the provider's reason")

		b.clock.Advance(48 * time.Hour)
		other := b.newInvoice(t, b.merchant.ID, invoice.Open)
		again, err := b.svc.Authorize(ctx, other.ID.String(), wallet.Hex())
		require.NoError(t, err)
		require.Equal(t, d, again, "the same ticket while it is pending, however long")
		require.Equal(t, 1, b.provider.calls)
		require.Len(t, b.store.tickets, 1)
		require.Empty(t, b.store.decisions)
	})

	t.Run("ReviewWithoutMerchantNameOrEmail", func(t *testing.T) {
		t.Parallel()
		b := setup(t)
		m := b.newMerchant("  ", " ")
		b.invoice = b.newInvoice(t, m.ID, invoice.Open)
		wallet := randomAddress(t)
		b.provider.set(wallet, compliance.Review, "")

		d := b.authorize(t, wallet)
		require.Contains(t, d.Reason, "We have contacted the merchant,")
		require.Equal(t, "No support email is set: contact the merchant where you placed your order.", d.SupportContact)
	})

	t.Run("ReviewFailsWhenTheMerchantCannotBeRead", func(t *testing.T) {
		t.Parallel()
		b := setup(t)
		wallet := randomAddress(t)
		b.provider.set(wallet, compliance.Review, "")
		b.merchants.err = errors.New("connection reset")

		_, err := b.svc.Authorize(ctx, b.invoice.ID.String(), wallet.Hex())
		requireInternal(t, err)
		require.ErrorIs(t, err, b.merchants.err)
	})

	t.Run("ProviderFailuresFailClosed", func(t *testing.T) {
		t.Parallel()
		for name, tc := range map[string]struct {
			err  error
			code apierr.Code
		}{
			"Unavailable":    {fmt.Errorf("http 503: %w", compliance.ErrUnavailable), apierr.ComplianceUnavailable},
			"RejectedOurKey": {fmt.Errorf("http 401: %w", compliance.ErrProviderRejected), apierr.ComplianceUnavailable},
			"InvalidAddress": {compliance.ErrInvalidAddress, apierr.BadBody},
		} {
			t.Run(name, func(t *testing.T) {
				b := setup(t)
				wallet := randomAddress(t)
				b.provider.err = tc.err

				_, err := b.svc.Authorize(ctx, b.invoice.ID.String(), wallet.Hex())
				requireCode(t, err, tc.code)
				require.Empty(t, b.store.decisions)
				fresh, err := b.svc.HasFreshAllow(ctx, b.merchant.ID, wallet)
				require.NoError(t, err)
				require.False(t, fresh, "checkout never fails open")
			})
		}

		t.Run("InvalidAddressNamesTheField", func(t *testing.T) {
			b := setup(t)
			b.provider.err = compliance.ErrInvalidAddress
			_, err := b.svc.Authorize(ctx, b.invoice.ID.String(), randomAddress(t).Hex())
			requireFields(t, err, "address")
		})

		t.Run("OtherErrorsAreInternal", func(t *testing.T) {
			b := setup(t)
			b.provider.err = errors.New("provider panicked")
			_, err := b.svc.Authorize(ctx, b.invoice.ID.String(), randomAddress(t).Hex())
			requireInternal(t, err)
			require.ErrorIs(t, err, b.provider.err)
		})
	})

	t.Run("UnknownCategoryFailsClosed", func(t *testing.T) {
		t.Parallel()
		b := setup(t)
		wallet := randomAddress(t)
		b.provider.set(wallet, compliance.Category("probably-fine"), "")

		_, err := b.svc.Authorize(ctx, b.invoice.ID.String(), wallet.Hex())
		requireInternal(t, err)
		require.Contains(t, err.Error(), "probably-fine")
		require.Empty(t, b.store.decisions)
		require.Empty(t, b.store.tickets)
	})

	t.Run("ScreeningDoesNotReplaceADecisionMadeMeanwhile", func(t *testing.T) {
		t.Parallel()
		b := setup(t)
		wallet := randomAddress(t)
		denied := gate.WalletDecision{
			MerchantID: b.merchant.ID, Wallet: wallet, Outcome: gate.Reject, Code: gate.HighRiskWallet,
			Reason: "declined by the merchant", Source: gate.FromMerchant, TicketID: uuid.New(),
			DecidedAt: b.clock.stored(), ExpiresAt: b.clock.stored().Add(gate.DenyTTL),
		}
		// The merchant's denial lands between the gate's read and its write.
		b.store.beforeSave = func() { b.store.decisions[walletKey{b.merchant.ID, wallet}] = denied }

		d := b.authorize(t, wallet)
		require.Equal(t, gate.Decision{Outcome: gate.Reject, Code: gate.HighRiskWallet, Reason: "declined by the merchant"}, d)
		require.Equal(t, denied, b.store.decisions[walletKey{b.merchant.ID, wallet}])
	})

	t.Run("StoredDecisionOfUnknownOutcomeFailsClosed", func(t *testing.T) {
		t.Parallel()
		b := setup(t)
		wallet := randomAddress(t)
		b.store.decisions[walletKey{b.merchant.ID, wallet}] = gate.WalletDecision{
			MerchantID: b.merchant.ID, Wallet: wallet, Outcome: gate.Review, ExpiresAt: b.clock.stored().Add(time.Hour),
		}

		_, err := b.svc.Authorize(ctx, b.invoice.ID.String(), wallet.Hex())
		requireInternal(t, err)
		require.Zero(t, b.provider.calls)
	})

	t.Run("StoreFailuresAreInternal", func(t *testing.T) {
		t.Parallel()
		for _, tc := range []struct {
			method   string
			category compliance.Category
			screened bool
		}{
			{"Decision", compliance.Clear, false},
			{"PendingTicket", compliance.Clear, false},
			{"SaveScreening", compliance.Clear, true},
			{"OpenTicket", compliance.Review, true},
		} {
			t.Run(tc.method, func(t *testing.T) {
				b := setup(t)
				wallet := randomAddress(t)
				b.provider.set(wallet, tc.category, "")
				failure := errors.New("connection reset")
				b.store.errs[tc.method] = failure

				_, err := b.svc.Authorize(ctx, b.invoice.ID.String(), wallet.Hex())
				requireInternal(t, err)
				require.ErrorIs(t, err, failure)
				require.Equal(t, tc.screened, b.provider.calls == 1, "no screening without knowing what is stored")
			})
		}
	})

	t.Run("NilClockIsTheWallClock", func(t *testing.T) {
		t.Parallel()
		b := setup(t)
		svc := gate.NewService(b.provider, b.store, b.invoices, b.merchants, nil)
		d, err := svc.Authorize(ctx, b.invoice.ID.String(), randomAddress(t).Hex())
		require.NoError(t, err)
		require.WithinDuration(t, time.Now(), d.ScreenedAt, 5*time.Second)
	})

	t.Run("AcceptsAnyCaseOfAnAddress", func(t *testing.T) {
		t.Parallel()
		b := setup(t)
		wallet := common.HexToAddress("0x52908400098527886E0F7030069857D2E4169EE7")
		for _, address := range []string{wallet.Hex(), strings.ToLower(wallet.Hex()), "0x" + strings.ToUpper(wallet.Hex()[2:])} {
			d, err := b.svc.Authorize(ctx, b.invoice.ID.String(), address)
			require.NoError(t, err, address)
			require.Equal(t, gate.Allow, d.Outcome)
		}
		require.Equal(t, 1, b.provider.calls, "all three are the same wallet")
	})

	t.Run("RejectsMalformedRequest", func(t *testing.T) {
		t.Parallel()
		b := setup(t)
		id := b.invoice.ID.String()
		wallet := common.HexToAddress("0x52908400098527886E0F7030069857D2E4169EE7").Hex()
		badChecksum := strings.Replace(wallet, "E", "e", 1)
		for name, tc := range map[string]struct {
			invoiceID, address string
			fields             []string
			message            string
		}{
			"MissingInvoiceID": {"", wallet, []string{"invoiceId"}, "is required"},
			"ShortInvoiceID":   {"42", wallet, []string{"invoiceId"}, "0x followed by 64 hex digits"},
			"MissingAddress":   {id, "", []string{"address"}, "is required"},
			"NonHexAddress":    {id, "0xnothex", []string{"address"}, "0x followed by 40 hex digits"},
			"ShortAddress":     {id, wallet[:41], []string{"address"}, "0x followed by 40 hex digits"},
			"AddressWithoutOx": {id, wallet[2:] + "00", []string{"address"}, "0x followed by 40 hex digits"},
			"BadChecksum":      {id, badChecksum, []string{"address"}, "EIP-55 checksum"},
			"BothMissing":      {"", "", []string{"invoiceId", "address"}, "is required"},
		} {
			t.Run(name, func(t *testing.T) {
				_, err := b.svc.Authorize(ctx, tc.invoiceID, tc.address)
				e := requireFields(t, err, tc.fields...)
				require.Contains(t, e.Fields[0].Message, tc.message)
			})
		}
		require.Zero(t, b.provider.calls)
	})

	t.Run("RejectsUnknownInvoice", func(t *testing.T) {
		t.Parallel()
		b := setup(t)
		_, err := b.svc.Authorize(ctx, "0x"+strings.Repeat("cd", 32), randomAddress(t).Hex())
		requireCode(t, err, apierr.NotFound)
		require.Zero(t, b.provider.calls)
	})

	t.Run("RejectsInvoiceThatIsNotOpen", func(t *testing.T) {
		t.Parallel()
		b := setup(t)
		for status, why := range map[invoice.Status]string{
			invoice.Staging:  "still being staged",
			invoice.Paid:     "already paid",
			invoice.Refunded: "paid and refunded",
			invoice.Claimed:  "funds claimed",
			invoice.Failed:   "ask the merchant for a new invoice",
			"archived":       "is archived",
		} {
			inv := b.newInvoice(t, b.merchant.ID, status)
			_, err := b.svc.Authorize(ctx, inv.ID.String(), randomAddress(t).Hex())
			e := requireCode(t, err, apierr.InvoiceNotOpen)
			require.Contains(t, e.Message, why)
			require.Contains(t, e.Message, inv.ID.String())
		}
		require.Zero(t, b.provider.calls)
	})

	t.Run("InvoiceStoreFailureIsInternal", func(t *testing.T) {
		t.Parallel()
		b := setup(t)
		b.invoices.err = errors.New("connection reset")
		_, err := b.svc.Authorize(ctx, b.invoice.ID.String(), randomAddress(t).Hex())
		requireInternal(t, err)
		require.ErrorIs(t, err, b.invoices.err)
	})
}

func TestHasFreshAllow(t *testing.T) {
	t.Parallel()
	ctx := context.Background()

	t.Run("OnlyAnUnexpiredAllow", func(t *testing.T) {
		t.Parallel()
		b := setup(t)
		allowed, rejected, unknown := randomAddress(t), randomAddress(t), randomAddress(t)
		b.authorize(t, allowed)
		now := b.clock.stored()
		b.store.decisions[walletKey{b.merchant.ID, rejected}] = gate.WalletDecision{
			MerchantID: b.merchant.ID, Wallet: rejected, Outcome: gate.Reject, Code: gate.HighRiskWallet,
			Source: gate.FromMerchant, DecidedAt: now, ExpiresAt: now.Add(gate.DenyTTL),
		}

		for wallet, want := range map[common.Address]bool{allowed: true, rejected: false, unknown: false} {
			fresh, err := b.svc.HasFreshAllow(ctx, b.merchant.ID, wallet)
			require.NoError(t, err)
			require.Equal(t, want, fresh, wallet.Hex())
		}
		fresh, err := b.svc.HasFreshAllow(ctx, uuid.New(), allowed)
		require.NoError(t, err)
		require.False(t, fresh, "another merchant's")

		b.clock.Advance(gate.AllowTTL - time.Microsecond)
		fresh, err = b.svc.HasFreshAllow(ctx, b.merchant.ID, allowed)
		require.NoError(t, err)
		require.True(t, fresh, "a microsecond left")

		b.clock.Advance(time.Microsecond)
		fresh, err = b.svc.HasFreshAllow(ctx, b.merchant.ID, allowed)
		require.NoError(t, err)
		require.False(t, fresh, "expired")
	})

	t.Run("StoreFailureIsAnError", func(t *testing.T) {
		t.Parallel()
		b := setup(t)
		b.store.errs["Decision"] = errors.New("connection reset")
		fresh, err := b.svc.HasFreshAllow(ctx, b.merchant.ID, randomAddress(t))
		require.ErrorIs(t, err, b.store.errs["Decision"])
		require.False(t, fresh)
	})
}

func TestQueue(t *testing.T) {
	t.Parallel()
	ctx := context.Background()

	t.Run("PendingTicketsOldestFirst", func(t *testing.T) {
		t.Parallel()
		b := setup(t)
		first := b.openTicket(t)
		b.clock.Advance(time.Minute)
		decided := b.openTicket(t)
		b.clock.Advance(time.Minute)
		last := b.openTicket(t)
		require.NoError(t, b.svc.Decide(ctx, b.merchant.ID, decided.ID.String(), gate.Approve, "0xowner"))
		b.invoice = b.newInvoice(t, b.newMerchant("Other", "").ID, invoice.Open)
		b.openTicket(t) // another merchant's

		queue, err := b.svc.Queue(ctx, b.merchant.ID)
		require.NoError(t, err)
		require.Equal(t, []uuid.UUID{first.ID, last.ID}, ticketIDs(queue))
		require.Equal(t, gate.QueueLimit, b.store.queueLimit)
		require.Equal(t, 500, gate.QueueLimit)
	})

	t.Run("StoreFailureIsAnError", func(t *testing.T) {
		t.Parallel()
		b := setup(t)
		b.store.errs["PendingTickets"] = errors.New("connection reset")
		_, err := b.svc.Queue(ctx, b.merchant.ID)
		require.ErrorIs(t, err, b.store.errs["PendingTickets"])
	})
}

func ticketIDs(ts []gate.Ticket) []uuid.UUID {
	ids := make([]uuid.UUID, len(ts))
	for i, t := range ts {
		ids[i] = t.ID
	}
	return ids
}

func TestDecide(t *testing.T) {
	t.Parallel()
	ctx := context.Background()

	t.Run("ApproveAllowsTheWalletFor24Hours", func(t *testing.T) {
		t.Parallel()
		b := setup(t)
		ticket := b.openTicket(t)
		b.clock.Advance(3 * time.Hour)
		decidedAt := b.clock.stored()

		require.NoError(t, b.svc.Decide(ctx, b.merchant.ID, ticket.ID.String(), gate.Approve, "  0xOwnerWallet "))

		got := b.store.tickets[ticket.ID]
		require.Equal(t, gate.Approved, got.Status)
		require.Equal(t, &decidedAt, got.DecidedAt)
		require.Equal(t, "0xOwnerWallet", got.DecidedBy, "trimmed")
		require.Equal(t, gate.WalletDecision{
			MerchantID: b.merchant.ID, Wallet: ticket.Wallet, Outcome: gate.Allow, Source: gate.FromMerchant,
			TicketID: ticket.ID, DecidedAt: decidedAt, ExpiresAt: decidedAt.Add(gate.AllowTTL),
		}, b.store.decisions[walletKey{b.merchant.ID, ticket.Wallet}])

		d := b.authorize(t, ticket.Wallet)
		require.Equal(t, gate.Decision{Outcome: gate.Allow, ScreenedAt: decidedAt, TTL: gate.AllowTTL}, d)
		require.Equal(t, 1, b.provider.calls, "the merchant's approval, not a new screening")
		queue, err := b.svc.Queue(ctx, b.merchant.ID)
		require.NoError(t, err)
		require.Empty(t, queue)

		// After a day the wallet is screened again like any other, and the provider still
		// asks for a review: a new ticket.
		b.clock.Advance(gate.AllowTTL)
		d = b.authorize(t, ticket.Wallet)
		require.Equal(t, gate.Review, d.Outcome)
		require.NotEqual(t, ticket.ID, d.TicketID)
		require.Equal(t, 2, b.provider.calls)
	})

	t.Run("DenyRejectsTheWalletFor30Days", func(t *testing.T) {
		t.Parallel()
		b := setup(t)
		ticket := b.openTicket(t)
		decidedAt := b.clock.stored()

		require.NoError(t, b.svc.Decide(ctx, b.merchant.ID, ticket.ID.String(), gate.Deny, "0xowner"))

		require.Equal(t, gate.Denied, b.store.tickets[ticket.ID].Status)
		stored := b.store.decisions[walletKey{b.merchant.ID, ticket.Wallet}]
		require.Equal(t, gate.Reject, stored.Outcome)
		require.Equal(t, gate.FromMerchant, stored.Source)
		require.Equal(t, decidedAt.Add(30*24*time.Hour), stored.ExpiresAt)

		d := b.authorize(t, ticket.Wallet)
		require.Equal(t, gate.Reject, d.Outcome)
		require.Equal(t, gate.HighRiskWallet, d.Code)
		require.Contains(t, d.Reason, "merchant reviewed this wallet and declined")

		b.clock.Advance(gate.DenyTTL - time.Microsecond)
		require.Equal(t, gate.Reject, b.authorize(t, ticket.Wallet).Outcome)
		require.Equal(t, 1, b.provider.calls)
		fresh, err := b.svc.HasFreshAllow(ctx, b.merchant.ID, ticket.Wallet)
		require.NoError(t, err)
		require.False(t, fresh)

		b.clock.Advance(time.Microsecond)
		delete(b.provider.results, ticket.Wallet)
		require.Equal(t, gate.Allow, b.authorize(t, ticket.Wallet).Outcome, "a denial does not outlive its 30 days")
		require.Equal(t, 2, b.provider.calls)
	})

	t.Run("DecisionIsFinal", func(t *testing.T) {
		t.Parallel()
		b := setup(t)
		ticket := b.openTicket(t)
		require.NoError(t, b.svc.Decide(ctx, b.merchant.ID, ticket.ID.String(), gate.Approve, "0xowner"))
		approved := b.store.decisions[walletKey{b.merchant.ID, ticket.Wallet}]
		b.clock.Advance(time.Hour)

		for _, verdict := range []gate.Verdict{gate.Deny, gate.Approve} {
			err := b.svc.Decide(ctx, b.merchant.ID, ticket.ID.String(), verdict, "0xsomeoneelse")
			e := requireCode(t, err, apierr.TicketAlreadyDecided)
			require.Contains(t, e.Message, "already approved by 0xowner at "+newClock().stored().Format(time.RFC3339))
		}
		require.Equal(t, approved, b.store.decisions[walletKey{b.merchant.ID, ticket.Wallet}], "nothing changed")
		require.Equal(t, "0xowner", b.store.tickets[ticket.ID].DecidedBy)
	})

	t.Run("LosingARaceIsAlreadyDecided", func(t *testing.T) {
		t.Parallel()
		b := setup(t)
		ticket := b.openTicket(t)
		// Another request denies the ticket between Decide's read and its write.
		b.store.beforeDecide = func() {
			b.store.beforeDecide = nil
			require.NoError(t, b.svc.Decide(ctx, b.merchant.ID, ticket.ID.String(), gate.Deny, "0xfaster"))
		}

		err := b.svc.Decide(ctx, b.merchant.ID, ticket.ID.String(), gate.Approve, "0xslower")
		e := requireCode(t, err, apierr.TicketAlreadyDecided)
		require.Contains(t, e.Message, "already denied by 0xfaster")
		require.Equal(t, gate.Reject, b.store.decisions[walletKey{b.merchant.ID, ticket.Wallet}].Outcome, "the first decision stands")
	})

	t.Run("LosingARaceWhenTheTicketCannotBeReadAgain", func(t *testing.T) {
		t.Parallel()
		b := setup(t)
		ticket := b.openTicket(t)
		b.store.errs["DecideTicket"] = fmt.Errorf("update: %w", gate.ErrTicketNotOpen)
		b.store.beforeDecide = func() { delete(b.store.tickets, ticket.ID) }

		err := b.svc.Decide(ctx, b.merchant.ID, ticket.ID.String(), gate.Approve, "0xowner")
		e := requireCode(t, err, apierr.TicketAlreadyDecided)
		require.Contains(t, e.Message, ticket.ID.String())
	})

	t.Run("RejectsAnUnknownVerdict", func(t *testing.T) {
		t.Parallel()
		b := setup(t)
		ticket := b.openTicket(t)
		for _, verdict := range []gate.Verdict{"", "allow", "APPROVE", "maybe"} {
			err := b.svc.Decide(ctx, b.merchant.ID, ticket.ID.String(), verdict, "0xowner")
			requireFields(t, err, "decision")
		}
		require.Equal(t, gate.Pending, b.store.tickets[ticket.ID].Status)
	})

	t.Run("RequiresWhoDecided", func(t *testing.T) {
		t.Parallel()
		b := setup(t)
		ticket := b.openTicket(t)
		for _, by := range []string{"", "   ", strings.Repeat("x", 201)} {
			err := b.svc.Decide(ctx, b.merchant.ID, ticket.ID.String(), gate.Approve, by)
			requireInternal(t, err)
		}
		require.Equal(t, gate.Pending, b.store.tickets[ticket.ID].Status)

		require.NoError(t, b.svc.Decide(ctx, b.merchant.ID, ticket.ID.String(), gate.Approve, strings.Repeat("x", 200)))
	})

	t.Run("UnknownTicketIsNotFound", func(t *testing.T) {
		t.Parallel()
		b := setup(t)
		b.invoice = b.newInvoice(t, b.newMerchant("Other", "").ID, invoice.Open)
		othersTicket := b.openTicket(t)
		for name, id := range map[string]string{
			"Malformed":        "nope",
			"Unknown":          uuid.NewString(),
			"AnotherMerchants": othersTicket.ID.String(),
		} {
			err := b.svc.Decide(ctx, b.merchant.ID, id, gate.Approve, "0xowner")
			require.Error(t, err, name)
			requireCode(t, err, apierr.NotFound)
		}
		require.Equal(t, gate.Pending, b.store.tickets[othersTicket.ID].Status)

		err := b.svc.Decide(ctx, b.merchant.ID, strings.Repeat("a", 100), gate.Approve, "0xowner")
		e := requireCode(t, err, apierr.NotFound)
		require.Contains(t, e.Message, strings.Repeat("a", 64)+"…")
		require.NotContains(t, e.Message, strings.Repeat("a", 65), "a long id is cut short")
	})

	t.Run("StoreFailuresAreInternal", func(t *testing.T) {
		t.Parallel()
		b := setup(t)
		ticket := b.openTicket(t)

		for _, method := range []string{"DecideTicket", "Ticket"} {
			failure := errors.New("connection reset")
			b.store.errs = map[string]error{method: failure}
			err := b.svc.Decide(ctx, b.merchant.ID, ticket.ID.String(), gate.Approve, "0xowner")
			requireInternal(t, err)
			require.ErrorIs(t, err, failure, method)
		}
		require.Equal(t, gate.Pending, b.store.tickets[ticket.ID].Status)
	})
}

package postgres_test

import (
	"context"
	"fmt"
	"log/slog"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/google/uuid"
	"github.com/stretchr/testify/require"

	"github.com/paystead/paystead/backend/compliance"
	"github.com/paystead/paystead/backend/gate"
	"github.com/paystead/paystead/backend/invoice"
	"github.com/paystead/paystead/backend/merchant"
	"github.com/paystead/paystead/backend/postgres"
	"github.com/paystead/paystead/backend/postgres/pgtest"
	"github.com/paystead/paystead/shared/apierr"
	"github.com/paystead/paystead/shared/invoiceapi"
)

// gateClock is a clock the test moves by hand.
type gateClock struct {
	mu  sync.Mutex
	now time.Time
}

func (c *gateClock) Now() time.Time {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.now
}

func (c *gateClock) Advance(d time.Duration) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.now = c.now.Add(d)
}

// countingProvider counts screenings and can be switched to fail.
type countingProvider struct {
	inner   compliance.Provider
	screens atomic.Int64
	fail    atomic.Pointer[error]
}

func (p *countingProvider) Screen(ctx context.Context, address string) (compliance.Result, error) {
	p.screens.Add(1)
	if err := p.fail.Load(); err != nil {
		return compliance.Result{}, *err
	}
	return p.inner.Screen(ctx, address)
}

func (p *countingProvider) failWith(err error) { p.fail.Store(&err) }

type gateBundle struct {
	svc       *gate.Service
	store     *postgres.GateStore
	clock     *gateClock
	provider  *countingProvider
	merchant  merchant.Merchant
	invoices  *postgres.InvoiceStore
	merchants *postgres.MerchantStore
	// Wallets on the screening list, one per category.
	sanctioned, highRisk, review common.Address
}

// setupGate gives each test its own merchant, screening list, clock and
// service on the package database.
func setupGate(t *testing.T) gateBundle {
	t.Helper()
	pool := pgtest.Pool(t)
	b := gateBundle{
		store:      postgres.NewGateStore(pool),
		clock:      &gateClock{now: time.Date(2030, 3, 1, 12, 0, 0, 123456789, time.UTC)},
		invoices:   postgres.NewInvoiceStore(pool),
		merchants:  postgres.NewMerchantStore(pool),
		sanctioned: newWallet(t),
		highRisk:   newWallet(t),
		review:     newWallet(t),
	}
	list := filepath.Join(t.TempDir(), "screening.list")
	require.NoError(t, os.WriteFile(list, []byte(fmt.Sprintf(
		"%s sanctioned OFAC SDN\n%s high-risk mixer exposure\n%s review asked by support\n",
		b.sanctioned.Hex(), strings.ToLower(b.highRisk.Hex()), b.review.Hex())), 0o600))
	lp, err := compliance.NewListProvider(list, nil, b.clock.Now)
	require.NoError(t, err)
	b.provider = &countingProvider{inner: lp}
	b.merchant = newGateMerchant(t, b.merchants, "Acme Coffee", "help@acme.example")
	invoices := invoice.NewService(invoice.Config{}, b.invoices, nil, nil, slog.New(slog.DiscardHandler))
	b.svc = gate.NewService(b.provider, b.store, invoices, b.merchants, b.clock.Now)
	return b
}

func newGateMerchant(t *testing.T, store *postgres.MerchantStore, name, email string) merchant.Merchant {
	t.Helper()
	m := merchant.Merchant{ID: uuid.New(), OwnerWallet: newWallet(t), DisplayName: name, SupportEmail: email, CreatedAt: time.Now().UTC()}
	require.NoError(t, store.CreateMerchant(context.Background(), m))
	return m
}

// invoiceIn stores an invoice of m in status.
func (b gateBundle) invoiceIn(t *testing.T, m merchant.Merchant, status invoice.Status) invoice.ID {
	t.Helper()
	ctx := context.Background()
	id, err := invoice.NewID()
	require.NoError(t, err)
	err = b.invoices.CreateInvoice(ctx, invoice.Invoice{
		ID: id, MerchantID: m.ID, MerchantWallet: m.OwnerWallet, Amount: 1_000_000, PayInToken: invoiceapi.USDC,
		PayoutToken: newWallet(t), Status: invoice.Staging, ChainID: 1337, Gateway: newWallet(t), CreatedAt: time.Now().UTC(),
	})
	require.NoError(t, err)
	switch status {
	case invoice.Staging:
	case invoice.Failed:
		require.NoError(t, b.invoices.MarkFailed(ctx, id, "reverted"))
	default:
		require.NoError(t, b.invoices.MarkStaged(ctx, id, common.Hash{1}, time.Now().UTC()))
		if status != invoice.Open {
			_, err := pgtest.Pool(t).Exec(ctx, `UPDATE invoices SET status = $2 WHERE id = $1`, id[:], string(status))
			require.NoError(t, err)
		}
	}
	return id
}

func (b gateBundle) open(t *testing.T) string {
	t.Helper()
	return b.invoiceIn(t, b.merchant, invoice.Open).String()
}

func requireCode(t *testing.T, err error, code apierr.Code, status int) *apierr.Error {
	t.Helper()
	e, ok := apierr.As(err)
	require.True(t, ok, "want an *apierr.Error, got %v", err)
	require.Equal(t, code, e.Code, "error: %v", err)
	require.Equal(t, status, e.Status())
	return e
}

func TestGateAuthorizeValidation(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	b := setupGate(t)
	openID := b.open(t)
	wallet := newWallet(t)

	for _, tc := range []struct {
		name, invoiceID, address string
		fields                   []string
	}{
		{"MissingBoth", "", "", []string{"invoiceId", "address"}},
		{"ShortInvoiceID", "0x1234", wallet.Hex(), []string{"invoiceId"}},
		{"NonHexInvoiceID", "0x" + strings.Repeat("zz", 32), wallet.Hex(), []string{"invoiceId"}},
		{"InvoiceIDWithoutPrefix", strings.TrimPrefix(openID, "0x") + "00", wallet.Hex(), []string{"invoiceId"}},
		{"ShortAddress", openID, "0x1234", []string{"address"}},
		{"AddressWithoutPrefix", openID, strings.TrimPrefix(wallet.Hex(), "0x") + "00", []string{"address"}},
		{"NonHexAddress", openID, "0x" + strings.Repeat("g", 40), []string{"address"}},
		{"ENSName", openID, "vitalik.eth", []string{"address"}},
		{"BadChecksum", openID, badChecksum(wallet), []string{"address"}},
		{"BothWrong", "nope", "nope", []string{"invoiceId", "address"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, err := b.svc.Authorize(ctx, tc.invoiceID, tc.address)
			e := requireCode(t, err, apierr.BadBody, http.StatusBadRequest)
			var named []string
			for _, f := range e.Fields {
				named = append(named, f.Field)
			}
			require.ElementsMatch(t, tc.fields, named)
		})
	}
	require.Zero(t, b.provider.screens.Load(), "nothing malformed reaches the provider")

	t.Run("AcceptsLowerUpperAndChecksummedAddresses", func(t *testing.T) {
		for _, a := range []string{strings.ToLower(wallet.Hex()), "0x" + strings.ToUpper(wallet.Hex()[2:]), wallet.Hex()} {
			d, err := b.svc.Authorize(ctx, openID, a)
			require.NoError(t, err, a)
			require.Equal(t, gate.Allow, d.Outcome)
		}
	})

	t.Run("UnknownInvoiceIs404", func(t *testing.T) {
		_, err := b.svc.Authorize(ctx, "0x"+strings.Repeat("ab", 32), wallet.Hex())
		requireCode(t, err, apierr.NotFound, http.StatusNotFound)
	})

	for _, status := range []invoice.Status{invoice.Staging, invoice.Paid, invoice.Refunded, invoice.Claimed, invoice.Failed} {
		t.Run("InvoiceNotOpen/"+string(status), func(t *testing.T) {
			id := b.invoiceIn(t, b.merchant, status)
			_, err := b.svc.Authorize(ctx, id.String(), wallet.Hex())
			e := requireCode(t, err, apierr.InvoiceNotOpen, http.StatusConflict)
			require.Contains(t, e.Message, "status "+string(status))
			require.Contains(t, e.Message, id.String())
		})
	}
}

// badChecksum flips the case of one letter of a checksummed address.
func badChecksum(a common.Address) string {
	s := []byte(a.Hex())
	for i := 2; i < len(s); i++ {
		switch {
		case s[i] >= 'a' && s[i] <= 'f':
			s[i] -= 'a' - 'A'
			return string(s)
		case s[i] >= 'A' && s[i] <= 'F':
			s[i] += 'a' - 'A'
			return string(s)
		}
	}
	panic("no letters in " + a.Hex())
}

func TestGateAuthorizeScreening(t *testing.T) {
	t.Parallel()
	ctx := context.Background()

	t.Run("ClearIsAllowedAndCachedForItsTTL", func(t *testing.T) {
		t.Parallel()
		b := setupGate(t)
		wallet := newWallet(t)
		screenedAt := b.clock.Now().Truncate(time.Microsecond)

		d, err := b.svc.Authorize(ctx, b.open(t), wallet.Hex())
		require.NoError(t, err)
		require.Equal(t, gate.Decision{Outcome: gate.Allow, ScreenedAt: screenedAt, TTL: 24 * time.Hour}, d)
		require.Equal(t, int64(86400), d.TTLSeconds())
		require.Equal(t, int64(1), b.provider.screens.Load())

		// Within the TTL, on another invoice of the merchant and in lower
		// case, the stored allow answers with its original screenedAt.
		b.clock.Advance(24*time.Hour - time.Second)
		again, err := b.svc.Authorize(ctx, b.open(t), strings.ToLower(wallet.Hex()))
		require.NoError(t, err)
		require.Equal(t, d, again)
		require.Equal(t, int64(1), b.provider.screens.Load(), "not screened again")
		fresh, err := b.svc.HasFreshAllow(ctx, b.merchant.ID, wallet)
		require.NoError(t, err)
		require.True(t, fresh)

		// At expiry the allow no longer counts, and the next authorize
		// screens again.
		b.clock.Advance(time.Second)
		fresh, err = b.svc.HasFreshAllow(ctx, b.merchant.ID, wallet)
		require.NoError(t, err)
		require.False(t, fresh)
		later, err := b.svc.Authorize(ctx, b.open(t), wallet.Hex())
		require.NoError(t, err)
		require.Equal(t, gate.Allow, later.Outcome)
		require.Equal(t, screenedAt.Add(24*time.Hour), later.ScreenedAt)
		require.Equal(t, int64(2), b.provider.screens.Load())
	})

	t.Run("AllowIsPerMerchant", func(t *testing.T) {
		t.Parallel()
		b := setupGate(t)
		wallet := newWallet(t)
		_, err := b.svc.Authorize(ctx, b.open(t), wallet.Hex())
		require.NoError(t, err)
		other := newGateMerchant(t, b.merchants, "Other", "")
		fresh, err := b.svc.HasFreshAllow(ctx, other.ID, wallet)
		require.NoError(t, err)
		require.False(t, fresh)
		_, err = b.svc.Authorize(ctx, b.invoiceIn(t, other, invoice.Open).String(), wallet.Hex())
		require.NoError(t, err)
		require.Equal(t, int64(2), b.provider.screens.Load(), "the other merchant's wallet is screened on its own")
	})

	t.Run("SanctionedIsRejectedAndScreenedEveryTime", func(t *testing.T) {
		t.Parallel()
		b := setupGate(t)
		for i := range 2 {
			d, err := b.svc.Authorize(ctx, b.open(t), b.sanctioned.Hex())
			require.NoError(t, err)
			require.Equal(t, gate.Reject, d.Outcome)
			require.Equal(t, gate.SanctionedWallet, d.Code)
			require.Contains(t, d.Reason, "sanctions list")
			require.NotContains(t, d.Reason, "OFAC SDN", "the operator's note stays private")
			require.Zero(t, d.TicketID)
			require.Equal(t, int64(i+1), b.provider.screens.Load())
		}
		_, err := b.store.Decision(ctx, b.merchant.ID, b.sanctioned)
		require.ErrorIs(t, err, gate.ErrNotFound, "screening rejects are not stored")
		fresh, err := b.svc.HasFreshAllow(ctx, b.merchant.ID, b.sanctioned)
		require.NoError(t, err)
		require.False(t, fresh)
	})

	t.Run("HighRiskIsRejected", func(t *testing.T) {
		t.Parallel()
		b := setupGate(t)
		d, err := b.svc.Authorize(ctx, b.open(t), b.highRisk.Hex())
		require.NoError(t, err)
		require.Equal(t, gate.Reject, d.Outcome)
		require.Equal(t, gate.HighRiskWallet, d.Code)
		require.Contains(t, d.Reason, "high risk")
		require.NotContains(t, d.Reason, "mixer")
	})

	t.Run("ProviderUnavailableFailsClosed", func(t *testing.T) {
		t.Parallel()
		b := setupGate(t)
		b.provider.failWith(fmt.Errorf("%w: HTTP 502", compliance.ErrUnavailable))
		wallet := newWallet(t)
		_, err := b.svc.Authorize(ctx, b.open(t), wallet.Hex())
		requireCode(t, err, apierr.ComplianceUnavailable, http.StatusServiceUnavailable)
		_, err = b.store.Decision(ctx, b.merchant.ID, wallet)
		require.ErrorIs(t, err, gate.ErrNotFound)
		fresh, err := b.svc.HasFreshAllow(ctx, b.merchant.ID, wallet)
		require.NoError(t, err)
		require.False(t, fresh)
	})

	t.Run("ProviderRefusingUsFailsClosed", func(t *testing.T) {
		t.Parallel()
		b := setupGate(t)
		b.provider.failWith(fmt.Errorf("%w: HTTP 401", compliance.ErrProviderRejected))
		_, err := b.svc.Authorize(ctx, b.open(t), newWallet(t).Hex())
		requireCode(t, err, apierr.ComplianceUnavailable, http.StatusServiceUnavailable)
	})

	t.Run("StoredAllowOutlivesAProviderOutage", func(t *testing.T) {
		t.Parallel()
		b := setupGate(t)
		wallet := newWallet(t)
		first, err := b.svc.Authorize(ctx, b.open(t), wallet.Hex())
		require.NoError(t, err)
		b.provider.failWith(compliance.ErrUnavailable)
		again, err := b.svc.Authorize(ctx, b.open(t), wallet.Hex())
		require.NoError(t, err)
		require.Equal(t, first, again)
	})

	t.Run("UnknownCategoryFailsClosed", func(t *testing.T) {
		t.Parallel()
		b := setupGate(t)
		svc := gate.NewService(providerFunc(func(context.Context, string) (compliance.Result, error) {
			return compliance.Result{Category: "maybe", Provider: "weird"}, nil
		}), b.store, invoice.NewService(invoice.Config{}, b.invoices, nil, nil, slog.New(slog.DiscardHandler)), b.merchants, b.clock.Now)
		_, err := svc.Authorize(ctx, b.open(t), newWallet(t).Hex())
		require.Error(t, err)
		_, coded := apierr.As(err)
		require.False(t, coded, "an internal error (500), not an answer")
	})

	t.Run("AllowAllProviderAllowsEveryWallet", func(t *testing.T) {
		t.Parallel()
		b := setupGate(t)
		svc := gate.NewService(compliance.NewAllowAll(b.clock.Now), b.store,
			invoice.NewService(invoice.Config{}, b.invoices, nil, nil, slog.New(slog.DiscardHandler)), b.merchants, b.clock.Now)
		d, err := svc.Authorize(ctx, b.open(t), b.sanctioned.Hex())
		require.NoError(t, err)
		require.Equal(t, gate.Allow, d.Outcome)
	})
}

type providerFunc func(ctx context.Context, address string) (compliance.Result, error)

func (f providerFunc) Screen(ctx context.Context, address string) (compliance.Result, error) {
	return f(ctx, address)
}

func TestGateReview(t *testing.T) {
	t.Parallel()
	ctx := context.Background()

	t.Run("OpensOneTicketAndAnswersItAgain", func(t *testing.T) {
		t.Parallel()
		b := setupGate(t)
		firstInvoice := b.open(t)
		d, err := b.svc.Authorize(ctx, firstInvoice, b.review.Hex())
		require.NoError(t, err)
		require.Equal(t, gate.Review, d.Outcome)
		require.NotZero(t, d.TicketID)
		require.Contains(t, d.Reason, "within 24 hours")
		require.Contains(t, d.Reason, "contacted Acme Coffee")
		require.NotContains(t, d.Reason, "asked by support")
		require.Equal(t, "help@acme.example", d.SupportContact)
		require.Zero(t, d.Code)
		require.Zero(t, d.ScreenedAt)

		b.clock.Advance(time.Hour)
		again, err := b.svc.Authorize(ctx, b.open(t), strings.ToLower(b.review.Hex()))
		require.NoError(t, err)
		require.Equal(t, d, again, "the same ticket, not a second one")
		require.Equal(t, int64(1), b.provider.screens.Load(), "a pending ticket is answered without screening")

		queue, err := b.svc.Queue(ctx, b.merchant.ID)
		require.NoError(t, err)
		require.Len(t, queue, 1)
		tk := queue[0]
		require.Equal(t, d.TicketID, tk.ID)
		require.Equal(t, b.merchant.ID, tk.MerchantID)
		require.Equal(t, firstInvoice, tk.InvoiceID.String())
		require.Equal(t, b.review, tk.Wallet)
		require.Equal(t, "asked by support", tk.Reason, "the merchant sees the provider's reason")
		require.Equal(t, compliance.KindList, tk.Provider)
		require.Equal(t, gate.Pending, tk.Status)
		require.Equal(t, b.clock.Now().Add(-time.Hour).Truncate(time.Microsecond), tk.CreatedAt)
		require.Nil(t, tk.DecidedAt)

		fresh, err := b.svc.HasFreshAllow(ctx, b.merchant.ID, b.review)
		require.NoError(t, err)
		require.False(t, fresh, "review is not allow")
	})

	t.Run("ConcurrentAuthorizationsShareOneTicket", func(t *testing.T) {
		t.Parallel()
		b := setupGate(t)
		invoiceID := b.open(t)
		const n = 8
		ids := make([]uuid.UUID, n)
		var wg sync.WaitGroup
		for i := range n {
			wg.Go(func() {
				d, err := b.svc.Authorize(ctx, invoiceID, b.review.Hex())
				if err != nil {
					t.Error(err)
					return
				}
				ids[i] = d.TicketID
			})
		}
		wg.Wait()
		for _, id := range ids {
			require.Equal(t, ids[0], id)
		}
		var count int
		require.NoError(t, pgtest.Pool(t).QueryRow(ctx, `SELECT count(*) FROM compliance_tickets WHERE merchant_id = $1`, b.merchant.ID).Scan(&count))
		require.Equal(t, 1, count)
	})

	t.Run("TicketsArePerMerchant", func(t *testing.T) {
		t.Parallel()
		b := setupGate(t)
		mine, err := b.svc.Authorize(ctx, b.open(t), b.review.Hex())
		require.NoError(t, err)
		other := newGateMerchant(t, b.merchants, "", "")
		theirs, err := b.svc.Authorize(ctx, b.invoiceIn(t, other, invoice.Open).String(), b.review.Hex())
		require.NoError(t, err)
		require.NotEqual(t, mine.TicketID, theirs.TicketID)

		// A merchant with neither a name nor a support email still tells
		// the customer whom to ask.
		require.Contains(t, theirs.Reason, "contacted the merchant")
		require.NotEmpty(t, theirs.SupportContact)
		require.Contains(t, theirs.SupportContact, "the merchant")

		q, err := b.svc.Queue(ctx, other.ID)
		require.NoError(t, err)
		require.Len(t, q, 1)
		require.Equal(t, theirs.TicketID, q[0].ID)
	})

	t.Run("QueueIsOldestFirstAndOnlyPending", func(t *testing.T) {
		t.Parallel()
		b := setupGate(t)
		wallets := []common.Address{newWallet(t), newWallet(t), newWallet(t)}
		list := filepath.Join(t.TempDir(), "all-review.list")
		var content strings.Builder
		for _, w := range wallets {
			fmt.Fprintf(&content, "%s review\n", w.Hex())
		}
		require.NoError(t, os.WriteFile(list, []byte(content.String()), 0o600))
		lp, err := compliance.NewListProvider(list, nil, b.clock.Now)
		require.NoError(t, err)
		svc := gate.NewService(lp, b.store, invoice.NewService(invoice.Config{}, b.invoices, nil, nil, slog.New(slog.DiscardHandler)), b.merchants, b.clock.Now)

		var tickets []uuid.UUID
		for _, w := range []common.Address{wallets[2], wallets[0], wallets[1]} {
			d, err := svc.Authorize(ctx, b.open(t), w.Hex())
			require.NoError(t, err)
			require.Equal(t, gate.Review, d.Outcome)
			tickets = append(tickets, d.TicketID)
			b.clock.Advance(time.Minute)
		}
		require.NoError(t, svc.Decide(ctx, b.merchant.ID, tickets[1].String(), gate.Approve, "0xowner"))

		q, err := svc.Queue(ctx, b.merchant.ID)
		require.NoError(t, err)
		require.Len(t, q, 2)
		require.Equal(t, tickets[0], q[0].ID)
		require.Equal(t, tickets[2], q[1].ID)
		require.True(t, q[0].CreatedAt.Before(q[1].CreatedAt))

		empty, err := svc.Queue(ctx, uuid.New())
		require.NoError(t, err)
		require.NotNil(t, empty)
		require.Empty(t, empty)
	})
}

func TestGateDecide(t *testing.T) {
	t.Parallel()
	ctx := context.Background()

	// ticket opens a review ticket for b.review and returns its id.
	ticket := func(t *testing.T, b gateBundle) uuid.UUID {
		t.Helper()
		d, err := b.svc.Authorize(ctx, b.open(t), b.review.Hex())
		require.NoError(t, err)
		require.Equal(t, gate.Review, d.Outcome)
		return d.TicketID
	}

	t.Run("ApproveAllowsTheNextAuthorize", func(t *testing.T) {
		t.Parallel()
		b := setupGate(t)
		id := ticket(t, b)
		b.clock.Advance(3 * time.Hour)
		decidedAt := b.clock.Now().Truncate(time.Microsecond)
		require.NoError(t, b.svc.Decide(ctx, b.merchant.ID, id.String(), gate.Approve, "0xOwnerWallet"))

		d, err := b.svc.Authorize(ctx, b.open(t), b.review.Hex())
		require.NoError(t, err)
		require.Equal(t, gate.Decision{Outcome: gate.Allow, ScreenedAt: decidedAt, TTL: 24 * time.Hour}, d)
		require.Equal(t, int64(1), b.provider.screens.Load(), "the merchant's approval answers, not a screening")
		fresh, err := b.svc.HasFreshAllow(ctx, b.merchant.ID, b.review)
		require.NoError(t, err)
		require.True(t, fresh)

		tk, err := b.store.Ticket(ctx, b.merchant.ID, id)
		require.NoError(t, err)
		require.Equal(t, gate.Approved, tk.Status)
		require.Equal(t, "0xOwnerWallet", tk.DecidedBy)
		require.NotNil(t, tk.DecidedAt)
		require.Equal(t, decidedAt, *tk.DecidedAt)
		stored, err := b.store.Decision(ctx, b.merchant.ID, b.review)
		require.NoError(t, err)
		require.Equal(t, gate.FromMerchant, stored.Source)
		require.Equal(t, id, stored.TicketID)
		q, err := b.svc.Queue(ctx, b.merchant.ID)
		require.NoError(t, err)
		require.Empty(t, q)

		// The approval lasts a day from the decision; then the wallet is
		// screened again, and a still-listed wallet gets a new ticket.
		b.clock.Advance(24 * time.Hour)
		fresh, err = b.svc.HasFreshAllow(ctx, b.merchant.ID, b.review)
		require.NoError(t, err)
		require.False(t, fresh)
		d, err = b.svc.Authorize(ctx, b.open(t), b.review.Hex())
		require.NoError(t, err)
		require.Equal(t, gate.Review, d.Outcome)
		require.NotEqual(t, id, d.TicketID)
	})

	t.Run("DenyRejectsForThirtyDays", func(t *testing.T) {
		t.Parallel()
		b := setupGate(t)
		id := ticket(t, b)
		require.NoError(t, b.svc.Decide(ctx, b.merchant.ID, id.String(), gate.Deny, "0xowner"))

		d, err := b.svc.Authorize(ctx, b.open(t), b.review.Hex())
		require.NoError(t, err)
		require.Equal(t, gate.Reject, d.Outcome)
		require.Equal(t, gate.HighRiskWallet, d.Code)
		require.Contains(t, d.Reason, "merchant reviewed this wallet and declined")
		fresh, err := b.svc.HasFreshAllow(ctx, b.merchant.ID, b.review)
		require.NoError(t, err)
		require.False(t, fresh)

		b.clock.Advance(30*24*time.Hour - time.Second)
		d, err = b.svc.Authorize(ctx, b.open(t), b.review.Hex())
		require.NoError(t, err)
		require.Equal(t, gate.Reject, d.Outcome)
		require.Equal(t, int64(1), b.provider.screens.Load())

		b.clock.Advance(time.Second)
		d, err = b.svc.Authorize(ctx, b.open(t), b.review.Hex())
		require.NoError(t, err)
		require.Equal(t, gate.Review, d.Outcome, "after 30 days the wallet is screened again")
		require.NotEqual(t, id, d.TicketID)
	})

	t.Run("DenyOverridesAnEarlierAllow", func(t *testing.T) {
		t.Parallel()
		b := setupGate(t)
		// The wallet was clear, its allow expired, and it is now on the
		// review list: the merchant's denial replaces the old row.
		wallet := b.review
		_, err := b.store.SaveScreening(ctx, gate.WalletDecision{
			MerchantID: b.merchant.ID, Wallet: wallet, Outcome: gate.Allow, Source: gate.FromScreening,
			DecidedAt: b.clock.Now().Add(-48 * time.Hour), ExpiresAt: b.clock.Now().Add(-24 * time.Hour),
		})
		require.NoError(t, err)
		id := ticket(t, b)
		require.NoError(t, b.svc.Decide(ctx, b.merchant.ID, id.String(), gate.Deny, "0xowner"))
		d, err := b.svc.Authorize(ctx, b.open(t), wallet.Hex())
		require.NoError(t, err)
		require.Equal(t, gate.Reject, d.Outcome)
	})

	t.Run("DecidingTwiceIs409", func(t *testing.T) {
		t.Parallel()
		b := setupGate(t)
		id := ticket(t, b)
		require.NoError(t, b.svc.Decide(ctx, b.merchant.ID, id.String(), gate.Approve, "0xowner"))
		for _, v := range []gate.Verdict{gate.Approve, gate.Deny} {
			err := b.svc.Decide(ctx, b.merchant.ID, id.String(), v, "0xsomeone-else")
			e := requireCode(t, err, apierr.TicketAlreadyDecided, http.StatusConflict)
			require.Contains(t, e.Message, "approved by 0xowner")
		}
		d, err := b.svc.Authorize(ctx, b.open(t), b.review.Hex())
		require.NoError(t, err)
		require.Equal(t, gate.Allow, d.Outcome, "the first decision stands")
	})

	t.Run("ConcurrentDecisionsOneWins", func(t *testing.T) {
		t.Parallel()
		b := setupGate(t)
		id := ticket(t, b)
		var wins, conflicts atomic.Int64
		var wg sync.WaitGroup
		for i := range 6 {
			wg.Go(func() {
				v := gate.Approve
				if i%2 == 1 {
					v = gate.Deny
				}
				err := b.svc.Decide(ctx, b.merchant.ID, id.String(), v, fmt.Sprintf("0x%d", i))
				if err == nil {
					wins.Add(1)
					return
				}
				if e, ok := apierr.As(err); ok && e.Code == apierr.TicketAlreadyDecided {
					conflicts.Add(1)
					return
				}
				t.Error(err)
			})
		}
		wg.Wait()
		require.Equal(t, int64(1), wins.Load())
		require.Equal(t, int64(5), conflicts.Load())
	})

	t.Run("AnotherMerchantsTicketIs404", func(t *testing.T) {
		t.Parallel()
		b := setupGate(t)
		id := ticket(t, b)
		other := newGateMerchant(t, b.merchants, "Other", "")
		err := b.svc.Decide(ctx, other.ID, id.String(), gate.Deny, "0xother")
		requireCode(t, err, apierr.NotFound, http.StatusNotFound)
		tk, err := b.store.Ticket(ctx, b.merchant.ID, id)
		require.NoError(t, err)
		require.Equal(t, gate.Pending, tk.Status, "untouched")
	})

	t.Run("UnknownAndMalformedTicketIDsAre404", func(t *testing.T) {
		t.Parallel()
		b := setupGate(t)
		for _, id := range []string{uuid.NewString(), "", "not-a-uuid", strings.Repeat("x", 500)} {
			err := b.svc.Decide(ctx, b.merchant.ID, id, gate.Approve, "0xowner")
			requireCode(t, err, apierr.NotFound, http.StatusNotFound)
		}
	})

	t.Run("UnknownVerdictIs400", func(t *testing.T) {
		t.Parallel()
		b := setupGate(t)
		id := ticket(t, b)
		for _, v := range []gate.Verdict{"", "APPROVE", "allow", "reject"} {
			err := b.svc.Decide(ctx, b.merchant.ID, id.String(), v, "0xowner")
			e := requireCode(t, err, apierr.BadBody, http.StatusBadRequest)
			require.Equal(t, "decision", e.Fields[0].Field)
		}
	})

	t.Run("DecidedByIsRequired", func(t *testing.T) {
		t.Parallel()
		b := setupGate(t)
		id := ticket(t, b)
		err := b.svc.Decide(ctx, b.merchant.ID, id.String(), gate.Approve, "  ")
		require.Error(t, err)
		tk, err := b.store.Ticket(ctx, b.merchant.ID, id)
		require.NoError(t, err)
		require.Equal(t, gate.Pending, tk.Status)
	})
}

func TestGateStore(t *testing.T) {
	t.Parallel()
	ctx := context.Background()

	t.Run("ScreeningNeverReplacesAValidDecision", func(t *testing.T) {
		t.Parallel()
		b := setupGate(t)
		wallet := newWallet(t)
		now := b.clock.Now().Truncate(time.Microsecond)
		first := gate.WalletDecision{
			MerchantID: b.merchant.ID, Wallet: wallet, Outcome: gate.Allow, Source: gate.FromScreening,
			Provider: "list", DecidedAt: now, ExpiresAt: now.Add(gate.AllowTTL),
		}
		kept, err := b.store.SaveScreening(ctx, first)
		require.NoError(t, err)
		require.Equal(t, first, kept)

		// A second screening while the first stands keeps the first.
		second := first
		second.DecidedAt, second.ExpiresAt = now.Add(time.Minute), now.Add(time.Minute+gate.AllowTTL)
		kept, err = b.store.SaveScreening(ctx, second)
		require.NoError(t, err)
		require.Equal(t, first, kept)

		// Once it has expired, a screening replaces it.
		third := first
		third.DecidedAt, third.ExpiresAt = first.ExpiresAt, first.ExpiresAt.Add(gate.AllowTTL)
		kept, err = b.store.SaveScreening(ctx, third)
		require.NoError(t, err)
		require.Equal(t, third, kept)
		stored, err := b.store.Decision(ctx, b.merchant.ID, wallet)
		require.NoError(t, err)
		require.Equal(t, third, stored)
	})

	t.Run("ScreeningRacingAMerchantDenialKeepsTheDenial", func(t *testing.T) {
		t.Parallel()
		b := setupGate(t)
		d, err := b.svc.Authorize(ctx, b.open(t), b.review.Hex())
		require.NoError(t, err)
		require.NoError(t, b.svc.Decide(ctx, b.merchant.ID, d.TicketID.String(), gate.Deny, "0xowner"))
		// A screening that read "nothing stored" before the denial landed.
		now := b.clock.Now().Truncate(time.Microsecond)
		kept, err := b.store.SaveScreening(ctx, gate.WalletDecision{
			MerchantID: b.merchant.ID, Wallet: b.review, Outcome: gate.Allow, Source: gate.FromScreening,
			DecidedAt: now, ExpiresAt: now.Add(gate.AllowTTL),
		})
		require.NoError(t, err)
		require.Equal(t, gate.Reject, kept.Outcome)
		require.Equal(t, gate.FromMerchant, kept.Source)
		require.Equal(t, d.TicketID, kept.TicketID)
	})

	t.Run("SchemaRefusesBadRows", func(t *testing.T) {
		t.Parallel()
		b := setupGate(t)
		pool := pgtest.Pool(t)
		inv := b.invoiceIn(t, b.merchant, invoice.Open)
		const decision = `INSERT INTO compliance_decisions (merchant_id, wallet, outcome, code, source, ticket_id, decided_at, expires_at)
			VALUES ($1, $2, $3, $4, $5, $6, now(), now() + $7::interval)`
		wallet := newWallet(t).Bytes()
		for _, tc := range []struct {
			name string
			args []any
		}{
			{"ShortWallet", []any{b.merchant.ID, []byte{1}, "allow", nil, "screening", nil, "1 day"}},
			{"RejectWithoutCode", []any{b.merchant.ID, wallet, "reject", nil, "screening", nil, "1 day"}},
			{"AllowWithCode", []any{b.merchant.ID, wallet, "allow", "HIGH_RISK_WALLET", "screening", nil, "1 day"}},
			{"UnknownCode", []any{b.merchant.ID, wallet, "reject", "MAYBE", "screening", nil, "1 day"}},
			{"ReviewIsNotStored", []any{b.merchant.ID, wallet, "review", nil, "screening", nil, "1 day"}},
			{"MerchantWithoutTicket", []any{b.merchant.ID, wallet, "allow", nil, "merchant", nil, "1 day"}},
			{"ExpiresBeforeDecided", []any{b.merchant.ID, wallet, "allow", nil, "screening", nil, "0 seconds"}},
			{"UnknownMerchant", []any{uuid.New(), wallet, "allow", nil, "screening", nil, "1 day"}},
		} {
			_, err := pool.Exec(ctx, decision, tc.args...)
			require.Error(t, err, tc.name)
		}
		_, err := pool.Exec(ctx, decision, b.merchant.ID, wallet, "allow", nil, "screening", nil, "1 day")
		require.NoError(t, err, "the statement itself is sound")

		const ticket = `INSERT INTO compliance_tickets (id, merchant_id, invoice_id, wallet, status, created_at, decided_at, decided_by)
			VALUES (gen_random_uuid(), $1, $2, $3, $4, now(), $5, $6)`
		for _, tc := range []struct {
			name string
			args []any
		}{
			{"DecidedWithoutWho", []any{b.merchant.ID, inv[:], wallet, "approved", time.Now(), nil}},
			{"DecidedWithoutWhen", []any{b.merchant.ID, inv[:], wallet, "denied", nil, "0xowner"}},
			{"PendingWithDecision", []any{b.merchant.ID, inv[:], wallet, "pending", time.Now(), "0xowner"}},
			{"UnknownStatus", []any{b.merchant.ID, inv[:], wallet, "maybe", nil, nil}},
			{"UnknownInvoice", []any{b.merchant.ID, make([]byte, 32), wallet, "pending", nil, nil}},
		} {
			_, err := pool.Exec(ctx, ticket, tc.args...)
			require.Error(t, err, tc.name)
		}
		// Two pending tickets for one merchant and wallet cannot exist.
		insert := `INSERT INTO compliance_tickets (id, merchant_id, invoice_id, wallet, created_at) VALUES (gen_random_uuid(), $1, $2, decode(repeat('07', 20), 'hex'), now())`
		_, err = pool.Exec(ctx, insert, b.merchant.ID, inv[:])
		require.NoError(t, err)
		_, err = pool.Exec(ctx, insert, b.merchant.ID, inv[:])
		require.ErrorContains(t, err, "compliance_tickets_pending_wallet_idx")
	})
}

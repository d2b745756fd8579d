package postgres_test

import (
	"context"
	"fmt"
	"log/slog"
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
	invoices := invoice.NewService(invoice.Config{}, b.invoices, nil, slog.New(slog.DiscardHandler))
	b.svc = gate.NewService(b.provider, b.store, invoices, b.merchants, b.clock.Now)
	return b
}

func newGateMerchant(t testing.TB, store *postgres.MerchantStore, name, email string) merchant.Merchant {
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
	}, nil)
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

	// A token issuer's bar (#33) replaces an allow while it stands, a
	// screening replaces the bar once Authorize finds it lifted, and a
	// merchant's denial is never replaced by one.
	t.Run("AnIssuersBarReplacesAnAllowUntilItIsLifted", func(t *testing.T) {
		t.Parallel()
		b := setupGate(t)
		wallet := newWallet(t)
		now := b.clock.Now().Truncate(time.Microsecond)
		allow := gate.WalletDecision{
			MerchantID: b.merchant.ID, Wallet: wallet, Outcome: gate.Allow, Source: gate.FromScreening,
			Provider: "list", DecidedAt: now, ExpiresAt: now.Add(gate.AllowTTL),
		}
		_, err := b.store.SaveScreening(ctx, allow)
		require.NoError(t, err)
		bar := gate.WalletDecision{
			MerchantID: b.merchant.ID, Wallet: wallet, Outcome: gate.Reject, Code: gate.SanctionedWallet, Reason: "frozen by the issuer",
			Source: gate.FromIssuer, DecidedAt: now.Add(time.Minute), ExpiresAt: now.Add(time.Minute + gate.IssuerBarFor),
		}
		require.NoError(t, b.store.SaveIssuerBar(ctx, bar))
		stored, err := b.store.Decision(ctx, b.merchant.ID, wallet)
		require.NoError(t, err)
		require.Equal(t, bar, stored)

		again := allow
		again.DecidedAt, again.ExpiresAt = now.Add(2*time.Minute), now.Add(2*time.Minute+gate.AllowTTL)
		kept, err := b.store.SaveScreening(ctx, again)
		require.NoError(t, err)
		require.Equal(t, again, kept, "a screening replaces a bar still valid: Authorize found it lifted")
	})

	t.Run("AnIssuersBarKeepsAMerchantsDenial", func(t *testing.T) {
		t.Parallel()
		b := setupGate(t)
		d, err := b.svc.Authorize(ctx, b.open(t), b.review.Hex())
		require.NoError(t, err)
		require.NoError(t, b.svc.Decide(ctx, b.merchant.ID, d.TicketID.String(), gate.Deny, "0xowner"))
		denial, err := b.store.Decision(ctx, b.merchant.ID, b.review)
		require.NoError(t, err)
		now := b.clock.Now().Truncate(time.Microsecond)
		require.NoError(t, b.store.SaveIssuerBar(ctx, gate.WalletDecision{
			MerchantID: b.merchant.ID, Wallet: b.review, Outcome: gate.Reject, Code: gate.SanctionedWallet, Reason: "frozen",
			Source: gate.FromIssuer, DecidedAt: now, ExpiresAt: now.Add(gate.IssuerBarFor),
		}))
		stored, err := b.store.Decision(ctx, b.merchant.ID, b.review)
		require.NoError(t, err)
		require.Equal(t, denial, stored)
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

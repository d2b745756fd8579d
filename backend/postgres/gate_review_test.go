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
	"github.com/paystead/paystead/backend/postgres/pgtest"
	"github.com/paystead/paystead/shared/apierr"
)

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
		svc := gate.NewService(lp, b.store, invoice.NewService(invoice.Config{}, b.invoices, nil, slog.New(slog.DiscardHandler)), b.merchants, b.clock.Now)

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

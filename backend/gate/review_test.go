package gate_test

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/google/uuid"
	"github.com/stretchr/testify/require"

	"github.com/paystead/paystead/backend/gate"
	"github.com/paystead/paystead/backend/invoice"
	"github.com/paystead/paystead/shared/apierr"
	"github.com/paystead/paystead/shared/apierr/apierrtest"
)

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
		b.store.beforeDecide = func() { t.Fatal("a decided ticket is refused before the store is asked to decide it") }

		for _, verdict := range []gate.Verdict{gate.Deny, gate.Approve} {
			err := b.svc.Decide(ctx, b.merchant.ID, ticket.ID.String(), verdict, "0xsomeoneelse")
			e := apierrtest.RequireCode(t, err, apierr.TicketAlreadyDecided)
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
		e := apierrtest.RequireCode(t, err, apierr.TicketAlreadyDecided)
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
		e := apierrtest.RequireCode(t, err, apierr.TicketAlreadyDecided)
		require.Contains(t, e.Message, ticket.ID.String())
	})

	t.Run("RejectsAnUnknownVerdict", func(t *testing.T) {
		t.Parallel()
		b := setup(t)
		ticket := b.openTicket(t)
		for _, verdict := range []gate.Verdict{"", "allow", "APPROVE", "maybe"} {
			err := b.svc.Decide(ctx, b.merchant.ID, ticket.ID.String(), verdict, "0xowner")
			apierrtest.RequireFields(t, err, "decision")
		}
		require.Equal(t, gate.Pending, b.store.tickets[ticket.ID].Status)
	})

	t.Run("RequiresWhoDecided", func(t *testing.T) {
		t.Parallel()
		b := setup(t)
		ticket := b.openTicket(t)
		for _, by := range []string{"", "   ", strings.Repeat("x", 201)} {
			err := b.svc.Decide(ctx, b.merchant.ID, ticket.ID.String(), gate.Approve, by)
			apierrtest.RequireInternal(t, err)
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
			apierrtest.RequireCode(t, err, apierr.NotFound)
		}
		require.Equal(t, gate.Pending, b.store.tickets[othersTicket.ID].Status)

		err := b.svc.Decide(ctx, b.merchant.ID, strings.Repeat("a", 100), gate.Approve, "0xowner")
		e := apierrtest.RequireCode(t, err, apierr.NotFound)
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
			apierrtest.RequireInternal(t, err)
			require.ErrorIs(t, err, failure, method)
		}
		require.Equal(t, gate.Pending, b.store.tickets[ticket.ID].Status)
	})
}

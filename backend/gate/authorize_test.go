package gate_test

import (
	"context"
	"errors"
	"fmt"
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
	"github.com/paystead/paystead/shared/apierr"
	"github.com/paystead/paystead/shared/apierr/apierrtest"
)

func TestAuthorize(t *testing.T) {
	t.Parallel()
	ctx := context.Background()

	t.Run("AllowsAClearWalletFor24Hours", func(t *testing.T) {
		t.Parallel()
		b := setup(t)
		wallet := testkit.RandomAddress(t)

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
		wallet := testkit.RandomAddress(t)
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
		wallet := testkit.RandomAddress(t)
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
		wallet := testkit.RandomAddress(t)
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
		wallet := testkit.RandomAddress(t)
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
				wallet := testkit.RandomAddress(t)
				b.provider.set(wallet, tc.category, "OFAC SDN entry 12345, internal note")

				d := b.authorize(t, wallet)
				require.Equal(t, gate.Reject, d.Outcome)
				require.Equal(t, tc.code, d.Code)
				require.Contains(t, d.Reason, "Nothing was charged")
				require.NotContains(t, d.Reason, "another wallet", "a refused wallet is not invited round the screening (#36)")
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
		wallet := testkit.RandomAddress(t)
		b.provider.set(wallet, compliance.Sanctioned, "listed")
		require.Equal(t, gate.Reject, b.authorize(t, wallet).Outcome)

		delete(b.provider.results, wallet)
		require.Equal(t, gate.Allow, b.authorize(t, wallet).Outcome)
	})

	t.Run("ReviewOpensOneTicket", func(t *testing.T) {
		t.Parallel()
		b := setup(t)
		wallet := testkit.RandomAddress(t)
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
		wallet := testkit.RandomAddress(t)
		b.provider.set(wallet, compliance.Review, "")

		d := b.authorize(t, wallet)
		require.Contains(t, d.Reason, "We have contacted the merchant,")
		require.Equal(t, "No support email is set: contact the merchant where you placed your order.", d.SupportContact)
	})

	t.Run("ReviewFallsBackToTheOperatorsAddress", func(t *testing.T) {
		t.Parallel()
		b := setup(t)
		b.svc.SetSupportEmail("support@pay.example")
		m := b.newMerchant("Beans", "")
		b.invoice = b.newInvoice(t, m.ID, invoice.Open)
		wallet := testkit.RandomAddress(t)
		b.provider.set(wallet, compliance.Review, "")

		d := b.authorize(t, wallet)
		require.Equal(t, "support@pay.example", d.SupportContact, "an address, as spec 2.2 asks")
	})

	t.Run("ReviewFailsWhenTheMerchantCannotBeRead", func(t *testing.T) {
		t.Parallel()
		b := setup(t)
		wallet := testkit.RandomAddress(t)
		b.provider.set(wallet, compliance.Review, "")
		b.merchants.err = errors.New("connection reset")

		_, err := b.svc.Authorize(ctx, b.invoice.ID.String(), wallet.Hex())
		apierrtest.RequireInternal(t, err)
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
				wallet := testkit.RandomAddress(t)
				b.provider.err = tc.err

				_, err := b.svc.Authorize(ctx, b.invoice.ID.String(), wallet.Hex())
				apierrtest.RequireCode(t, err, tc.code)
				require.Empty(t, b.store.decisions)
				fresh, err := b.svc.HasFreshAllow(ctx, b.merchant.ID, wallet)
				require.NoError(t, err)
				require.False(t, fresh, "checkout never fails open")
			})
		}

		t.Run("InvalidAddressNamesTheField", func(t *testing.T) {
			b := setup(t)
			b.provider.err = compliance.ErrInvalidAddress
			_, err := b.svc.Authorize(ctx, b.invoice.ID.String(), testkit.RandomAddress(t).Hex())
			apierrtest.RequireFields(t, err, "address")
		})

		t.Run("OtherErrorsAreInternal", func(t *testing.T) {
			b := setup(t)
			b.provider.err = errors.New("provider panicked")
			_, err := b.svc.Authorize(ctx, b.invoice.ID.String(), testkit.RandomAddress(t).Hex())
			apierrtest.RequireInternal(t, err)
			require.ErrorIs(t, err, b.provider.err)
		})
	})

	t.Run("UnknownCategoryFailsClosed", func(t *testing.T) {
		t.Parallel()
		b := setup(t)
		wallet := testkit.RandomAddress(t)
		b.provider.set(wallet, compliance.Category("probably-fine"), "")

		_, err := b.svc.Authorize(ctx, b.invoice.ID.String(), wallet.Hex())
		apierrtest.RequireInternal(t, err)
		require.Contains(t, err.Error(), "probably-fine")
		require.Empty(t, b.store.decisions)
		require.Empty(t, b.store.tickets)
	})

	t.Run("ScreeningDoesNotReplaceADecisionMadeMeanwhile", func(t *testing.T) {
		t.Parallel()
		b := setup(t)
		wallet := testkit.RandomAddress(t)
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
		wallet := testkit.RandomAddress(t)
		b.store.decisions[walletKey{b.merchant.ID, wallet}] = gate.WalletDecision{
			MerchantID: b.merchant.ID, Wallet: wallet, Outcome: gate.Review, ExpiresAt: b.clock.stored().Add(time.Hour),
		}

		_, err := b.svc.Authorize(ctx, b.invoice.ID.String(), wallet.Hex())
		apierrtest.RequireInternal(t, err)
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
				wallet := testkit.RandomAddress(t)
				b.provider.set(wallet, tc.category, "")
				failure := errors.New("connection reset")
				b.store.errs[tc.method] = failure

				_, err := b.svc.Authorize(ctx, b.invoice.ID.String(), wallet.Hex())
				apierrtest.RequireInternal(t, err)
				require.ErrorIs(t, err, failure)
				require.Equal(t, tc.screened, b.provider.calls == 1, "no screening without knowing what is stored")
			})
		}
	})

	t.Run("NilClockIsTheWallClock", func(t *testing.T) {
		t.Parallel()
		b := setup(t)
		svc := gate.NewService(b.provider, b.store, b.invoices, b.merchants, nil)
		d, err := svc.Authorize(ctx, b.invoice.ID.String(), testkit.RandomAddress(t).Hex())
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
				e := apierrtest.RequireFields(t, err, tc.fields...)
				require.Contains(t, e.Fields[0].Message, tc.message)
			})
		}
		require.Zero(t, b.provider.calls)
	})

	t.Run("RejectsUnknownInvoice", func(t *testing.T) {
		t.Parallel()
		b := setup(t)
		_, err := b.svc.Authorize(ctx, "0x"+strings.Repeat("cd", 32), testkit.RandomAddress(t).Hex())
		apierrtest.RequireCode(t, err, apierr.NotFound)
		require.Zero(t, b.provider.calls)
	})

	t.Run("AuthorizesAPayerOfAStagingInvoice", func(t *testing.T) {
		t.Parallel()
		b := setup(t)
		inv := b.newInvoice(t, b.merchant.ID, invoice.Staging)
		d, err := b.svc.Authorize(ctx, inv.ID.String(), testkit.RandomAddress(t).Hex())
		require.NoError(t, err)
		require.Equal(t, gate.Allow, d.Outcome)
	})

	t.Run("RejectsInvoiceThatIsNotPayable", func(t *testing.T) {
		t.Parallel()
		b := setup(t)
		for status, why := range map[invoice.Status]string{
			invoice.Paid:     "already paid",
			invoice.Refunded: "paid and refunded",
			invoice.Claimed:  "funds claimed",
			invoice.Failed:   "ask the merchant for a new invoice",
			"archived":       "is archived",
		} {
			inv := b.newInvoice(t, b.merchant.ID, status)
			_, err := b.svc.Authorize(ctx, inv.ID.String(), testkit.RandomAddress(t).Hex())
			e := apierrtest.RequireCode(t, err, apierr.InvoiceNotOpen)
			require.Contains(t, e.Message, why)
			require.Contains(t, e.Message, inv.ID.String())
		}
		require.Zero(t, b.provider.calls)
	})

	t.Run("InvoiceStoreFailureIsInternal", func(t *testing.T) {
		t.Parallel()
		b := setup(t)
		b.invoices.err = errors.New("connection reset")
		_, err := b.svc.Authorize(ctx, b.invoice.ID.String(), testkit.RandomAddress(t).Hex())
		apierrtest.RequireInternal(t, err)
		require.ErrorIs(t, err, b.invoices.err)
	})
}

func TestHasFreshAllow(t *testing.T) {
	t.Parallel()
	ctx := context.Background()

	t.Run("OnlyAnUnexpiredAllow", func(t *testing.T) {
		t.Parallel()
		b := setup(t)
		allowed, rejected, unknown := testkit.RandomAddress(t), testkit.RandomAddress(t), testkit.RandomAddress(t)
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
		fresh, err := b.svc.HasFreshAllow(ctx, b.merchant.ID, testkit.RandomAddress(t))
		require.ErrorIs(t, err, b.store.errs["Decision"])
		require.False(t, fresh)
	})
}

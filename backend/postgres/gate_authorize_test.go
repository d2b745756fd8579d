package postgres_test

import (
	"context"
	"fmt"
	"log/slog"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/stretchr/testify/require"

	"github.com/paystead/paystead/backend/compliance"
	"github.com/paystead/paystead/backend/gate"
	"github.com/paystead/paystead/backend/invoice"
	"github.com/paystead/paystead/shared/apierr"
)

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

	t.Run("AStagingInvoiceIsPayable", func(t *testing.T) {
		id := b.invoiceIn(t, b.merchant, invoice.Staging)
		d, err := b.svc.Authorize(ctx, id.String(), wallet.Hex())
		require.NoError(t, err)
		require.Equal(t, gate.Allow, d.Outcome)
	})

	for _, status := range []invoice.Status{invoice.Paid, invoice.Refunded, invoice.Claimed, invoice.Failed} {
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
		}), b.store, invoice.NewService(invoice.Config{}, b.invoices, nil, slog.New(slog.DiscardHandler)), b.merchants, b.clock.Now)
		_, err := svc.Authorize(ctx, b.open(t), newWallet(t).Hex())
		require.Error(t, err)
		_, coded := apierr.As(err)
		require.False(t, coded, "an internal error (500), not an answer")
	})

	t.Run("AllowAllProviderAllowsEveryWallet", func(t *testing.T) {
		t.Parallel()
		b := setupGate(t)
		svc := gate.NewService(compliance.NewAllowAll(b.clock.Now), b.store,
			invoice.NewService(invoice.Config{}, b.invoices, nil, slog.New(slog.DiscardHandler)), b.merchants, b.clock.Now)
		d, err := svc.Authorize(ctx, b.open(t), b.sanctioned.Hex())
		require.NoError(t, err)
		require.Equal(t, gate.Allow, d.Outcome)
	})
}

type providerFunc func(ctx context.Context, address string) (compliance.Result, error)

func (f providerFunc) Screen(ctx context.Context, address string) (compliance.Result, error) {
	return f(ctx, address)
}

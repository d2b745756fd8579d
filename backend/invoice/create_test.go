package invoice_test

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/stretchr/testify/require"

	"github.com/paystead/paystead/backend/internal/testkit"
	"github.com/paystead/paystead/backend/invoice"
	"github.com/paystead/paystead/shared/apierr"
	"github.com/paystead/paystead/shared/apierr/apierrtest"
	"github.com/paystead/paystead/shared/invoiceapi"
)

func TestCreate(t *testing.T) {
	t.Parallel()
	ctx := context.Background()

	t.Run("StoresTheInvoiceWaitingForItsStagingAndWakesTheStager", func(t *testing.T) {
		t.Parallel()
		b := setup(t)

		inv := b.create(t, request(), "")

		now := b.clock.Now().UTC()
		require.Len(t, b.store.creates, 1)
		sent := b.store.creates[0]
		require.Nil(t, sent.idem, "no key, none stored")
		require.NotEqual(t, invoice.ID{}, sent.inv.ID)
		require.Equal(t, invoice.Invoice{
			ID:             sent.inv.ID,
			MerchantID:     b.merchant.ID,
			MerchantWallet: b.merchant.OwnerWallet,
			Amount:         19_990_000,
			PayInToken:     invoiceapi.EURC,
			PayoutToken:    b.cfg.Networks[0].Tokens[0].Payout,
			SuccessURL:     "https://shop.example/thanks?order=A-1001",
			CancelURL:      "https://shop.example/cart",
			Metadata:       map[string]string{"order": "A-1001"},
			Status:         invoice.Staging,
			ChainID:        84532,
			Gateway:        b.cfg.Networks[0].Gateway,
			Networks:       []int64{84532},
			CreatedAt:      now,
		}, sent.inv, "stored staging, with no staging transaction yet")

		want := sent.inv
		require.Equal(t, want, inv, "answered as stored: staging, until the stager's transaction is mined")
		require.Equal(t, 1, b.chain.wakes, "the stager is told, once it is stored")
		require.Equal(t, time.UTC, inv.CreatedAt.Location())
		require.Empty(t, b.store.staged)
		require.Empty(t, b.store.failed)
		require.Equal(t, want, b.store.invoices[inv.ID])
		require.Equal(t, "https://pay.example/i/"+inv.ID.String(), b.svc.URL(inv.ID))
	})

	t.Run("AmountUnitsAreExact", func(t *testing.T) {
		t.Parallel()
		for amount, units := range map[string]int64{
			"0.000001":   1,
			"1":          1_000_000,
			"19.99":      19_990_000,
			"0.1":        100_000,
			"1000000000": invoiceapi.MaxAmountUnits,
		} {
			b := setup(t)
			req := request()
			req.AmountUSDC = invoiceapi.Amount(amount)
			require.Equal(t, units, b.create(t, req, "").Amount, amount)
			require.Equal(t, units, b.store.creates[0].inv.Amount, amount)
		}
	})

	t.Run("EachInvoiceGetsItsOwnID", func(t *testing.T) {
		t.Parallel()
		b := setup(t)
		first := b.create(t, request(), "")
		second := b.create(t, request(), "")
		require.NotEqual(t, first.ID, second.ID, "without a key, a repeat is a new invoice")
		require.Len(t, b.store.invoices, 2)
	})

	t.Run("OptionalFieldsMayBeOmitted", func(t *testing.T) {
		t.Parallel()
		b := setup(t)
		inv := b.create(t, invoiceapi.CreateInvoiceRequest{AmountUSDC: "5", PayInToken: "USDC"}, "")
		require.Equal(t, invoiceapi.USDC, inv.PayInToken)
		require.Empty(t, inv.SuccessURL)
		require.Empty(t, inv.CancelURL)
		require.Nil(t, inv.Metadata)
	})

	// The deployment's tokens decide what an invoice may be in, and what it
	// is paid out in (#31 item 2).
	t.Run("TakesTheDeploymentsTokens", func(t *testing.T) {
		t.Parallel()
		pyusd := testkit.RandomAddress(t)
		b := setup(t, func(c *invoice.Config) {
			c.Networks[0].Tokens = append(c.Networks[0].Tokens, invoice.PayIn{Symbol: "PYUSD", Payout: pyusd})
		})
		inv := b.create(t, invoiceapi.CreateInvoiceRequest{AmountUSDC: "5", PayInToken: "PYUSD"}, "")
		require.Equal(t, invoiceapi.Token("PYUSD"), inv.PayInToken)
		require.Equal(t, pyusd, inv.PayoutToken, "paid out as itself")
		require.Equal(t, b.cfg.Networks[0].Tokens[0].Payout, b.create(t, request(), "").PayoutToken, "EURC is paid out in USDC")

		_, err := b.svc.Create(context.Background(), b.merchant, invoiceapi.CreateInvoiceRequest{AmountUSDC: "5", PayInToken: "DAI"}, "")
		e := apierrtest.RequireCode(t, err, apierr.BadBody)
		require.Equal(t, []apierr.FieldError{{Field: "payInToken", Message: `must be USDC, EURC or PYUSD (upper case), not "DAI"`}}, e.Fields)

		only := setup(t, func(c *invoice.Config) { c.Networks[0].Tokens = c.Networks[0].Tokens[:1] })
		_, err = only.svc.Create(context.Background(), only.merchant, request(), "")
		e = apierrtest.RequireCode(t, err, apierr.BadBody)
		require.Equal(t, []apierr.FieldError{{Field: "payInToken", Message: `must be USDC (upper case), not "EURC"`}}, e.Fields, "a deployment without EURC")
	})

	t.Run("RejectsInvalidBodiesBeforeAnythingElse", func(t *testing.T) {
		t.Parallel()
		for _, tc := range []struct {
			name   string
			edit   func(*invoiceapi.CreateInvoiceRequest)
			fields []string
		}{
			{"MissingAmount", func(r *invoiceapi.CreateInvoiceRequest) { r.AmountUSDC = "" }, []string{"amountUsdc"}},
			{"TooPreciseAmount", func(r *invoiceapi.CreateInvoiceRequest) { r.AmountUSDC = "0.0000001" }, []string{"amountUsdc"}},
			{"LowerCaseToken", func(r *invoiceapi.CreateInvoiceRequest) { r.PayInToken = "usdc" }, []string{"payInToken"}},
			{"SuccessURLOffTheMerchantsOrigins", func(r *invoiceapi.CreateInvoiceRequest) {
				r.SuccessURL = "https://elsewhere.example/thanks"
			}, []string{"successUrl"}},
			{"EveryOffendingFieldAtOnce", func(r *invoiceapi.CreateInvoiceRequest) {
				r.AmountUSDC, r.CancelURL = "-1", "javascript:alert(1)"
			}, []string{"amountUsdc", "cancelUrl"}},
		} {
			t.Run(tc.name, func(t *testing.T) {
				t.Parallel()
				b := setup(t)
				req := request()
				tc.edit(&req)

				_, err := b.svc.Create(ctx, b.merchant, req, "key-1")
				apierrtest.RequireFields(t, err, tc.fields...)
				b.requireNothingDone(t)
				require.Empty(t, b.store.lookups, "validated before the key is looked up")
			})
		}
	})

	t.Run("LoopbackURLsOnlyInDevMode", func(t *testing.T) {
		t.Parallel()
		req := request()
		req.SuccessURL, req.CancelURL = "http://localhost:3000/thanks", ""

		b := setup(t)
		b.merchant.AllowedOrigins = nil
		_, err := b.svc.Create(ctx, b.merchant, req, "")
		apierrtest.RequireFields(t, err, "successUrl")

		dev := setup(t, func(c *invoice.Config) { c.AllowLoopback = true })
		dev.merchant.AllowedOrigins = []string{"http://localhost:3000"}
		require.Equal(t, "http://localhost:3000/thanks", dev.create(t, req, "").SuccessURL)
	})

	t.Run("IdempotencyKeyOfAtMost255Characters", func(t *testing.T) {
		t.Parallel()
		b := setup(t)
		_, err := b.svc.Create(ctx, b.merchant, request(), strings.Repeat("k", 256))
		e := apierrtest.RequireFields(t, err, "Idempotency-Key")
		require.Equal(t, "is longer than 255 characters", e.Fields[0].Message)
		b.requireNothingDone(t)
		require.Empty(t, b.store.lookups)

		b.create(t, request(), strings.Repeat("k", 255))
		require.Len(t, b.store.creates, 1)
	})
}

func TestCreateScreening(t *testing.T) {
	t.Parallel()
	ctx := context.Background()

	t.Run("ScreensThePayoutWallet", func(t *testing.T) {
		t.Parallel()
		b := setup(t)
		b.create(t, request(), "")
		require.Equal(t, []common.Address{b.merchant.PayoutWallet}, b.screener.asked)
	})

	t.Run("ScreensTheOwnerWalletWhileNoPayoutWalletIsSet", func(t *testing.T) {
		t.Parallel()
		b := setup(t)
		b.merchant.PayoutWallet = common.Address{}
		b.create(t, request(), "")
		require.Equal(t, []common.Address{b.merchant.OwnerWallet}, b.screener.asked)
	})

	t.Run("BlockedPayoutWalletIsMerchantPayoutBlocked", func(t *testing.T) {
		t.Parallel()
		b := setup(t)
		b.screener.blocked[b.merchant.PayoutWallet] = "OFAC SDN list"

		_, err := b.svc.Create(ctx, b.merchant, request(), "")
		e := apierrtest.RequireCode(t, err, apierr.MerchantPayoutBlocked)
		require.Equal(t, 403, e.Status())
		require.Empty(t, b.chain.delegateAsked)
		require.Empty(t, b.store.creates)
		require.Contains(t, b.log.String(), "OFAC SDN list", "the reason is for the operator's log")
		require.NotContains(t, e.Error(), "OFAC", "and not for the caller")
	})

	t.Run("ProviderDownIsComplianceUnavailable", func(t *testing.T) {
		t.Parallel()
		b := setup(t)
		b.screener.err = fmt.Errorf("screen: status 503: %w", invoice.ErrScreeningUnavailable)

		_, err := b.svc.Create(ctx, b.merchant, request(), "")
		apierrtest.RequireCode(t, err, apierr.ComplianceUnavailable)
		require.Empty(t, b.chain.delegateAsked)
		require.Empty(t, b.store.creates)
	})

	t.Run("ProviderDownWithFailOpenCreatesAndRecordsIt", func(t *testing.T) {
		t.Parallel()
		b := setup(t, func(c *invoice.Config) { c.FailOpen = true })
		b.screener.err = fmt.Errorf("screen: timeout: %w", invoice.ErrScreeningUnavailable)

		inv := b.create(t, request(), "")
		require.True(t, inv.ComplianceFailOpen)
		require.True(t, b.store.creates[0].inv.ComplianceFailOpen, "stored with the invoice")
		require.Equal(t, invoice.Staging, inv.Status)
		require.Contains(t, b.log.String(), "invoice created without payout screening")
		require.Contains(t, b.log.String(), inv.ID.String())
	})

	t.Run("FailOpenIsNotRecordedWhenScreeningAnswers", func(t *testing.T) {
		t.Parallel()
		b := setup(t, func(c *invoice.Config) { c.FailOpen = true })
		inv := b.create(t, request(), "")
		require.False(t, inv.ComplianceFailOpen)
		require.NotContains(t, b.log.String(), "without payout screening")
	})

	t.Run("FailOpenDoesNotOverrideABlock", func(t *testing.T) {
		t.Parallel()
		b := setup(t, func(c *invoice.Config) { c.FailOpen = true })
		b.screener.blocked[b.merchant.PayoutWallet] = "sanctioned"

		_, err := b.svc.Create(ctx, b.merchant, request(), "")
		apierrtest.RequireCode(t, err, apierr.MerchantPayoutBlocked)
	})

	t.Run("OtherScreeningErrorsAreInternal", func(t *testing.T) {
		t.Parallel()
		b := setup(t, func(c *invoice.Config) { c.FailOpen = true })
		boom := errors.New("screen: decode response: unexpected EOF")
		b.screener.err = boom

		_, err := b.svc.Create(ctx, b.merchant, request(), "")
		apierrtest.RequireInternal(t, err)
		require.ErrorIs(t, err, boom)
		require.Empty(t, b.store.creates)
	})
}

func TestCreateDelegate(t *testing.T) {
	t.Parallel()
	ctx := context.Background()

	t.Run("AsksAboutTheOwnerWallet", func(t *testing.T) {
		t.Parallel()
		b := setup(t)
		b.create(t, request(), "")
		require.Equal(t, []common.Address{b.merchant.OwnerWallet}, b.chain.delegateAsked)
	})

	t.Run("NotADelegateIsDelegateNotAuthorized", func(t *testing.T) {
		t.Parallel()
		b := setup(t)
		b.chain.delegates[b.merchant.OwnerWallet] = false
		b.chain.delegates[b.merchant.PayoutWallet] = true // the payout wallet does not count

		_, err := b.svc.Create(ctx, b.merchant, request(), "")
		e := apierrtest.RequireCode(t, err, apierr.DelegateNotAuthorized)
		require.Equal(t, 412, e.Status())
		require.Contains(t, e.Message, b.merchant.OwnerWallet.Hex())
		require.Contains(t, e.Message, "setDelegate")
		require.Empty(t, b.store.creates)
	})

	t.Run("ReadErrorIsChainError", func(t *testing.T) {
		t.Parallel()
		b := setup(t)
		b.chain.delegateErr = errors.New("gateway delegates: dial tcp 10.0.0.1:8545: connection refused\nretrying")

		_, err := b.svc.Create(ctx, b.merchant, request(), "")
		e := apierrtest.RequireCode(t, err, apierr.ChainError)
		require.Equal(t, "Could not read the gateway's delegates; try again.", e.Message)
		require.Equal(t, "gateway delegates: dial tcp 10.0.0.1:8545: connection refused", e.Detail)
		require.Empty(t, b.store.creates)
	})
}

package invoice_test

import (
	"context"
	"errors"
	"fmt"
	"testing"

	"github.com/google/uuid"
	"github.com/stretchr/testify/require"

	"github.com/paystead/paystead/backend/invoice"
	"github.com/paystead/paystead/shared/apierr"
	"github.com/paystead/paystead/shared/apierr/apierrtest"
	"github.com/paystead/paystead/shared/invoiceapi"
)

func TestCreateIdempotency(t *testing.T) {
	t.Parallel()
	ctx := context.Background()

	t.Run("StoresTheKeyWithTheInvoice", func(t *testing.T) {
		t.Parallel()
		b := setup(t)
		inv := b.create(t, request(), "order-A-1001")

		require.Empty(t, b.store.lookups, "a new key is not looked up: storing the invoice would find it taken")
		require.Len(t, b.store.creates, 1)
		idem := b.store.creates[0].idem
		require.NotNil(t, idem, "Stage stores the key with the invoice")
		require.Equal(t, "order-A-1001", idem.Key)
		require.NotEqual(t, [32]byte{}, idem.RequestHash)
		require.Equal(t, keyed{inv.ID, idem.RequestHash}, b.store.keys[keyRef{b.merchant.ID, "order-A-1001"}])
	})

	// Outages must not fail a request whose invoice already exists.
	t.Run("ReplaysThroughAScreeningOutage", func(t *testing.T) {
		t.Parallel()
		b := setup(t)
		first := b.create(t, request(), "order-A-1001")
		b.chain.wakes = 0
		b.screener.err = fmt.Errorf("screen: 503: %w", invoice.ErrScreeningUnavailable)

		again := b.create(t, request(), "order-A-1001")
		require.Equal(t, first, again)
		b.requireNothingNew(t, 1)
	})

	t.Run("ReplaysThroughAChainOutage", func(t *testing.T) {
		t.Parallel()
		b := setup(t)
		first := b.create(t, request(), "order-A-1001")
		b.chain.wakes = 0
		b.chain.delegateErr = errors.New("dial tcp: connection refused")

		again := b.create(t, request(), "order-A-1001")
		require.Equal(t, first, again)
		b.requireNothingNew(t, 1)
	})

	t.Run("AnOutageWithoutAStoredKeyIsTheOutage", func(t *testing.T) {
		t.Parallel()
		b := setup(t)
		b.chain.delegateErr = errors.New("dial tcp: connection refused")

		_, err := b.svc.Create(ctx, b.merchant, request(), "order-A-1001")
		apierrtest.RequireCode(t, err, apierr.ChainError)
		require.Len(t, b.store.lookups, 1, "looked up for a replay first")
		b.requireNothingNew(t, 0)
	})

	t.Run("ReplayMatchesTheValidatedRequest", func(t *testing.T) {
		t.Parallel()
		b := setup(t)
		first := b.create(t, request(), "order-A-1001")

		same := request()
		same.AmountUSDC = "19.990000" // the same amount, written differently
		same.Metadata = invoiceapi.Metadata{"order": "A-1001"}
		require.Equal(t, first, b.create(t, same, "order-A-1001"))
		require.Len(t, b.store.invoices, 1)
	})

	t.Run("KeyReusedWithADifferentBody", func(t *testing.T) {
		t.Parallel()
		b := setup(t)
		b.create(t, request(), "order-A-1001")
		b.chain.wakes = 0

		for name, edit := range map[string]func(*invoiceapi.CreateInvoiceRequest){
			"Amount":     func(r *invoiceapi.CreateInvoiceRequest) { r.AmountUSDC = "20" },
			"Token":      func(r *invoiceapi.CreateInvoiceRequest) { r.PayInToken = "USDC" },
			"SuccessURL": func(r *invoiceapi.CreateInvoiceRequest) { r.SuccessURL = "https://shop.example/thanks" },
			"CancelURL":  func(r *invoiceapi.CreateInvoiceRequest) { r.CancelURL = "" },
			"Metadata":   func(r *invoiceapi.CreateInvoiceRequest) { r.Metadata = invoiceapi.Metadata{"order": "A-1002"} },
		} {
			req := request()
			edit(&req)
			_, err := b.svc.Create(ctx, b.merchant, req, "order-A-1001")
			e := apierrtest.RequireCode(t, err, apierr.IdempotencyKeyReused)
			require.Contains(t, e.Message, "use a new key", name)
		}
		b.requireNothingNew(t, 1)
	})

	t.Run("KeysArePerMerchant", func(t *testing.T) {
		t.Parallel()
		b := setup(t)
		first := b.create(t, request(), "order-A-1001")

		other := b.merchant
		other.ID = uuid.New()
		inv, err := b.svc.Create(ctx, other, request(), "order-A-1001")
		require.NoError(t, err)
		require.NotEqual(t, first.ID, inv.ID)
		require.Equal(t, other.ID, inv.MerchantID)
	})

	// A replay reports the first request's invoice as it is: still
	// staging (it was answered so), or failed after the answer.
	t.Run("ReplayWhileTheFirstIsStagingReturnsIt", func(t *testing.T) {
		t.Parallel()
		b := setup(t)
		first := b.putInvoice(t, invoice.Staging, "order-A-1001", requestHash(t, request()))

		inv, err := b.svc.Create(ctx, b.merchant, request(), "order-A-1001")
		require.NoError(t, err)
		require.Equal(t, first, inv)
		b.requireNothingNew(t, 1)
	})

	t.Run("ReplayOfAFailedOneReturnsItWithItsFailure", func(t *testing.T) {
		t.Parallel()
		b := setup(t)
		failed := b.putInvoice(t, invoice.Failed, "order-A-1001", requestHash(t, request()))
		failed.Failure = "the staging transaction reverted: InvoiceAlreadyStaged(0x…)"
		b.store.invoices[failed.ID] = failed

		inv, err := b.svc.Create(ctx, b.merchant, request(), "order-A-1001")
		require.NoError(t, err)
		require.Equal(t, failed, inv)
		b.requireNothingNew(t, 1)
	})

	t.Run("ReplayOfALaterStatusReturnsTheInvoice", func(t *testing.T) {
		t.Parallel()
		b := setup(t)
		paid := b.putInvoice(t, invoice.Paid, "order-A-1001", requestHash(t, request()))

		again := b.create(t, request(), "order-A-1001")
		require.Equal(t, paid, again)
		b.requireNothingNew(t, 1)
	})

	t.Run("LookupErrorIsInternal", func(t *testing.T) {
		t.Parallel()
		b := setup(t)
		boom := errors.New("connection reset")
		b.store.errs["IdempotentInvoice"] = boom
		b.chain.delegateErr = errors.New("dial tcp: connection refused") // so the key is looked up

		_, err := b.svc.Create(ctx, b.merchant, request(), "order-A-1001")
		apierrtest.RequireInternal(t, err)
		require.ErrorIs(t, err, boom)
		b.requireNothingNew(t, 0)
	})
}

// TestCreateKeyTaken covers a concurrent request holding the key when
// Stage tries to store it: that request's invoice is the answer.
func TestCreateKeyTaken(t *testing.T) {
	t.Parallel()
	ctx := context.Background()

	// raceWith makes the bundle's stagings lose their key to a concurrent
	// request whose invoice (in status, its request hashed by hash) is
	// stored first; it returns that invoice once it is.
	raceWith := func(t *testing.T, b *testBundle, status invoice.Status, hash func(mine [32]byte) [32]byte) *invoice.Invoice {
		t.Helper()
		var won invoice.Invoice
		b.store.create = func(_ context.Context, inv invoice.Invoice, idem *invoice.Idempotency) error {
			won = b.putInvoice(t, status, idem.Key, hash(idem.RequestHash))
			return b.store.insert(inv, idem)
		}
		return &won
	}
	same := func(mine [32]byte) [32]byte { return mine }

	t.Run("ReplaysTheConcurrentRequestsInvoice", func(t *testing.T) {
		t.Parallel()
		b := setup(t)
		won := raceWith(t, b, invoice.Open, same)

		inv := b.create(t, request(), "order-A-1001")
		require.Equal(t, *won, inv)
		require.Len(t, b.store.invoices, 1, "the loser stored nothing")
		require.Empty(t, b.store.staged)
		require.Empty(t, b.store.failed)
		require.Len(t, b.store.lookups, 1, "looked up once, after losing")
	})

	t.Run("WithADifferentBodyIsKeyReused", func(t *testing.T) {
		t.Parallel()
		b := setup(t)
		raceWith(t, b, invoice.Open, func([32]byte) [32]byte { return [32]byte{1} })

		_, err := b.svc.Create(ctx, b.merchant, request(), "order-A-1001")
		apierrtest.RequireCode(t, err, apierr.IdempotencyKeyReused)
	})

	t.Run("WhileTheOtherIsStagingReturnsIt", func(t *testing.T) {
		t.Parallel()
		b := setup(t)
		winner := raceWith(t, b, invoice.Staging, same)

		inv, err := b.svc.Create(ctx, b.merchant, request(), "order-A-1001")
		require.NoError(t, err)
		require.Equal(t, *winner, inv)
		require.Equal(t, invoice.Staging, inv.Status)
	})

	t.Run("ExpiredInBetweenIsInProgress", func(t *testing.T) {
		t.Parallel()
		b := setup(t)
		b.store.create = func(context.Context, invoice.Invoice, *invoice.Idempotency) error {
			return fmt.Errorf("store invoices: %w", invoice.ErrIdempotencyKeyTaken)
		}

		_, err := b.svc.Create(ctx, b.merchant, request(), "order-A-1001")
		apierrtest.RequireCode(t, err, apierr.IdempotencyInProgress)
	})

	t.Run("LookupErrorIsInternal", func(t *testing.T) {
		t.Parallel()
		b := setup(t)
		boom := errors.New("connection reset")
		b.store.create = func(context.Context, invoice.Invoice, *invoice.Idempotency) error {
			b.store.errs["IdempotentInvoice"] = boom
			return fmt.Errorf("store invoices: %w", invoice.ErrIdempotencyKeyTaken)
		}

		_, err := b.svc.Create(ctx, b.merchant, request(), "order-A-1001")
		apierrtest.RequireInternal(t, err)
		require.ErrorIs(t, err, boom)
	})
}

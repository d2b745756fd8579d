package invoice_test

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/google/uuid"
	"github.com/stretchr/testify/require"

	"github.com/paystead/paystead/backend/invoice"
	"github.com/paystead/paystead/shared/apierr"
	"github.com/paystead/paystead/shared/invoiceapi"
)

func TestCreate(t *testing.T) {
	t.Parallel()
	ctx := context.Background()

	t.Run("StoresAndStagesAnOpenInvoice", func(t *testing.T) {
		t.Parallel()
		b := setup(t)

		inv := b.create(t, request(), "")

		now := b.clock.Now().UTC()
		require.Len(t, b.chain.stages, 1)
		sent := b.chain.stages[0]
		require.Nil(t, sent.idem, "no key, none stored")
		require.NotEqual(t, invoice.ID{}, sent.inv.ID)
		require.Equal(t, invoice.Invoice{
			ID:             sent.inv.ID,
			MerchantID:     b.merchant.ID,
			MerchantWallet: b.merchant.OwnerWallet,
			Amount:         19_990_000,
			PayInToken:     invoiceapi.EURC,
			PayoutToken:    b.cfg.PayoutToken,
			SuccessURL:     "https://shop.example/thanks?order=A-1001",
			CancelURL:      "https://shop.example/cart",
			Metadata:       map[string]string{"order": "A-1001"},
			Status:         invoice.Staging,
			ChainID:        84532,
			Gateway:        b.cfg.Gateway,
			CreatedAt:      now,
		}, sent.inv, "Stage stores the invoice as staging")

		want := sent.inv
		want.Status, want.StageTxHash, want.StagedAt = invoice.Open, b.chain.tx, &now
		require.Equal(t, want, inv)
		require.Equal(t, time.UTC, inv.CreatedAt.Location())
		require.Equal(t, []stagedMark{{id: inv.ID, tx: b.chain.tx, at: now}}, b.store.staged,
			"Stage did not record it, so Create does")
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
			req.AmountUSDC = json.Number(amount)
			require.Equal(t, units, b.create(t, req, "").Amount, amount)
			require.Equal(t, units, b.chain.stages[0].inv.Amount, amount)
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
				requireFields(t, err, tc.fields...)
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
		requireFields(t, err, "successUrl")

		dev := setup(t, func(c *invoice.Config) { c.AllowLoopback = true })
		dev.merchant.AllowedOrigins = []string{"http://localhost:3000"}
		require.Equal(t, "http://localhost:3000/thanks", dev.create(t, req, "").SuccessURL)
	})

	t.Run("IdempotencyKeyOfAtMost255Characters", func(t *testing.T) {
		t.Parallel()
		b := setup(t)
		_, err := b.svc.Create(ctx, b.merchant, request(), strings.Repeat("k", 256))
		e := requireFields(t, err, "Idempotency-Key")
		require.Equal(t, "is longer than 255 characters", e.Fields[0].Message)
		b.requireNothingDone(t)
		require.Empty(t, b.store.lookups)

		b.create(t, request(), strings.Repeat("k", 255))
		require.Len(t, b.chain.stages, 1)
	})
}

func TestCreateIdempotency(t *testing.T) {
	t.Parallel()
	ctx := context.Background()

	t.Run("StoresTheKeyWithTheInvoice", func(t *testing.T) {
		t.Parallel()
		b := setup(t)
		inv := b.create(t, request(), "order-A-1001")

		require.Equal(t, []lookup{{b.merchant.ID, "order-A-1001", b.clock.Now()}}, b.store.lookups)
		require.Len(t, b.chain.stages, 1)
		idem := b.chain.stages[0].idem
		require.NotNil(t, idem, "Stage stores the key with the invoice")
		require.Equal(t, "order-A-1001", idem.Key)
		require.NotEqual(t, [32]byte{}, idem.RequestHash)
		require.Equal(t, keyed{inv.ID, idem.RequestHash}, b.store.keys[keyRef{b.merchant.ID, "order-A-1001"}])
	})

	t.Run("ReplaysAFreshKeyBeforeScreeningOrTheChain", func(t *testing.T) {
		t.Parallel()
		b := setup(t)
		first := b.create(t, request(), "order-A-1001")
		b.screener.asked, b.chain.delegateAsked, b.chain.stages, b.store.staged = nil, nil, nil, nil
		// Outages must not fail a request whose invoice already exists.
		b.screener.err = fmt.Errorf("screen: 503: %w", invoice.ErrScreeningUnavailable)
		b.chain.delegateErr = errors.New("dial tcp: connection refused")

		again := b.create(t, request(), "order-A-1001")
		require.Equal(t, first, again)
		b.requireNothingDone(t)
		require.Len(t, b.store.invoices, 1)
	})

	t.Run("ReplayMatchesTheValidatedRequest", func(t *testing.T) {
		t.Parallel()
		b := setup(t)
		first := b.create(t, request(), "order-A-1001")

		same := request()
		same.AmountUSDC = "19.990000" // the same amount, written differently
		same.Metadata = invoiceapi.Metadata{"order": "A-1001"}
		require.Equal(t, first, b.create(t, same, "order-A-1001"))
		require.Len(t, b.chain.stages, 1)
	})

	t.Run("KeyReusedWithADifferentBody", func(t *testing.T) {
		t.Parallel()
		b := setup(t)
		b.create(t, request(), "order-A-1001")
		b.screener.asked, b.chain.delegateAsked, b.chain.stages, b.store.staged = nil, nil, nil, nil

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
			e := requireCode(t, err, apierr.IdempotencyKeyReused)
			require.Contains(t, e.Message, "use a new key", name)
		}
		b.requireNothingDone(t)
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

	t.Run("ReplayWhileTheFirstIsStaging", func(t *testing.T) {
		t.Parallel()
		b := setup(t)
		b.putInvoice(t, invoice.Staging, "order-A-1001", requestHash(t, request()))

		_, err := b.svc.Create(ctx, b.merchant, request(), "order-A-1001")
		e := requireCode(t, err, apierr.IdempotencyInProgress)
		require.Contains(t, e.Message, "retry in a moment")
		b.requireNothingDone(t)
	})

	t.Run("ReplayOfAFailedOneIsItsChainError", func(t *testing.T) {
		t.Parallel()
		b := setup(t)
		failed := b.putInvoice(t, invoice.Failed, "order-A-1001", requestHash(t, request()))
		failed.Failure = "execution reverted: NotDelegate()"
		b.store.invoices[failed.ID] = failed

		_, err := b.svc.Create(ctx, b.merchant, request(), "order-A-1001")
		e := requireCode(t, err, apierr.ChainError)
		require.Equal(t, "Staging the invoice on chain failed.", e.Message)
		require.Equal(t, "execution reverted: NotDelegate()", e.Detail)
		b.requireNothingDone(t)
	})

	t.Run("ReplayOfALaterStatusReturnsTheInvoice", func(t *testing.T) {
		t.Parallel()
		b := setup(t)
		paid := b.putInvoice(t, invoice.Paid, "order-A-1001", requestHash(t, request()))

		again := b.create(t, request(), "order-A-1001")
		require.Equal(t, paid, again)
		b.requireNothingDone(t)
	})

	t.Run("LookupErrorIsInternal", func(t *testing.T) {
		t.Parallel()
		b := setup(t)
		boom := errors.New("connection reset")
		b.store.errs["IdempotentInvoice"] = boom

		_, err := b.svc.Create(ctx, b.merchant, request(), "order-A-1001")
		requireInternal(t, err)
		require.ErrorIs(t, err, boom)
		b.requireNothingDone(t)
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
		b.chain.stage = func(_ context.Context, inv invoice.Invoice, idem *invoice.Idempotency) (invoice.Staged, error) {
			won = b.putInvoice(t, status, idem.Key, hash(idem.RequestHash))
			return b.chain.mine(inv, idem)
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
		require.Len(t, b.store.lookups, 2, "looked up before staging and after losing")
	})

	t.Run("WithADifferentBodyIsKeyReused", func(t *testing.T) {
		t.Parallel()
		b := setup(t)
		raceWith(t, b, invoice.Open, func([32]byte) [32]byte { return [32]byte{1} })

		_, err := b.svc.Create(ctx, b.merchant, request(), "order-A-1001")
		requireCode(t, err, apierr.IdempotencyKeyReused)
	})

	t.Run("WhileTheOtherIsStagingIsInProgress", func(t *testing.T) {
		t.Parallel()
		b := setup(t)
		raceWith(t, b, invoice.Staging, same)

		_, err := b.svc.Create(ctx, b.merchant, request(), "order-A-1001")
		requireCode(t, err, apierr.IdempotencyInProgress)
	})

	t.Run("ExpiredInBetweenIsInProgress", func(t *testing.T) {
		t.Parallel()
		b := setup(t)
		b.chain.stage = func(_ context.Context, inv invoice.Invoice, _ *invoice.Idempotency) (invoice.Staged, error) {
			return invoice.Staged{}, fmt.Errorf("store invoices: %w: %w", invoice.ErrNotStored, invoice.ErrIdempotencyKeyTaken)
		}

		_, err := b.svc.Create(ctx, b.merchant, request(), "order-A-1001")
		requireCode(t, err, apierr.IdempotencyInProgress)
	})

	t.Run("LookupErrorIsInternal", func(t *testing.T) {
		t.Parallel()
		b := setup(t)
		boom := errors.New("connection reset")
		b.chain.stage = func(_ context.Context, inv invoice.Invoice, _ *invoice.Idempotency) (invoice.Staged, error) {
			b.store.errs["IdempotentInvoice"] = boom
			return invoice.Staged{}, fmt.Errorf("store invoices: %w: %w", invoice.ErrNotStored, invoice.ErrIdempotencyKeyTaken)
		}

		_, err := b.svc.Create(ctx, b.merchant, request(), "order-A-1001")
		requireInternal(t, err)
		require.ErrorIs(t, err, boom)
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
		e := requireCode(t, err, apierr.MerchantPayoutBlocked)
		require.Equal(t, 403, e.Status())
		require.Empty(t, b.chain.delegateAsked)
		require.Empty(t, b.chain.stages)
		require.Contains(t, b.log.String(), "OFAC SDN list", "the reason is for the operator's log")
		require.NotContains(t, e.Error(), "OFAC", "and not for the caller")
	})

	t.Run("ProviderDownIsComplianceUnavailable", func(t *testing.T) {
		t.Parallel()
		b := setup(t)
		b.screener.err = fmt.Errorf("screen: status 503: %w", invoice.ErrScreeningUnavailable)

		_, err := b.svc.Create(ctx, b.merchant, request(), "")
		requireCode(t, err, apierr.ComplianceUnavailable)
		require.Empty(t, b.chain.delegateAsked)
		require.Empty(t, b.chain.stages)
	})

	t.Run("ProviderDownWithFailOpenCreatesAndRecordsIt", func(t *testing.T) {
		t.Parallel()
		b := setup(t, func(c *invoice.Config) { c.FailOpen = true })
		b.screener.err = fmt.Errorf("screen: timeout: %w", invoice.ErrScreeningUnavailable)

		inv := b.create(t, request(), "")
		require.True(t, inv.ComplianceFailOpen)
		require.True(t, b.chain.stages[0].inv.ComplianceFailOpen, "stored with the invoice")
		require.Equal(t, invoice.Open, inv.Status)
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
		requireCode(t, err, apierr.MerchantPayoutBlocked)
	})

	t.Run("OtherScreeningErrorsAreInternal", func(t *testing.T) {
		t.Parallel()
		b := setup(t, func(c *invoice.Config) { c.FailOpen = true })
		boom := errors.New("screen: decode response: unexpected EOF")
		b.screener.err = boom

		_, err := b.svc.Create(ctx, b.merchant, request(), "")
		requireInternal(t, err)
		require.ErrorIs(t, err, boom)
		require.Empty(t, b.chain.stages)
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
		e := requireCode(t, err, apierr.DelegateNotAuthorized)
		require.Equal(t, 412, e.Status())
		require.Contains(t, e.Message, b.merchant.OwnerWallet.Hex())
		require.Contains(t, e.Message, "setDelegate")
		require.Empty(t, b.chain.stages)
	})

	t.Run("ReadErrorIsChainError", func(t *testing.T) {
		t.Parallel()
		b := setup(t)
		b.chain.delegateErr = errors.New("gateway delegates: dial tcp 10.0.0.1:8545: connection refused\nretrying")

		_, err := b.svc.Create(ctx, b.merchant, request(), "")
		e := requireCode(t, err, apierr.ChainError)
		require.Equal(t, "Could not read the gateway's delegates; try again.", e.Message)
		require.Equal(t, "gateway delegates: dial tcp 10.0.0.1:8545: connection refused", e.Detail)
		require.Empty(t, b.chain.stages)
	})
}

func TestCreateStaging(t *testing.T) {
	t.Parallel()
	ctx := context.Background()

	// stageFails makes the bundle's stagings fail with err, having stored
	// the invoice or not.
	stageFails := func(b *testBundle, stored bool, err error) {
		b.chain.stage = func(_ context.Context, inv invoice.Invoice, idem *invoice.Idempotency) (invoice.Staged, error) {
			if stored {
				if ierr := b.store.insert(inv, idem); ierr != nil {
					return invoice.Staged{}, ierr
				}
			}
			return invoice.Staged{Stored: stored}, err
		}
	}
	// stageWaits makes the bundle's stagings wait for their context to end,
	// having stored the invoice or not.
	stageWaits := func(b *testBundle, stored bool) {
		b.chain.stage = func(ctx context.Context, inv invoice.Invoice, idem *invoice.Idempotency) (invoice.Staged, error) {
			if stored {
				if err := b.store.insert(inv, idem); err != nil {
					return invoice.Staged{}, err
				}
			}
			<-ctx.Done()
			return invoice.Staged{Stored: stored}, fmt.Errorf("relayer: stage: %w", ctx.Err())
		}
	}
	shortTimeout := func(c *invoice.Config) { c.StageTimeout = 20 * time.Millisecond }

	t.Run("RecordedByStageIsNotMarkedAgain", func(t *testing.T) {
		t.Parallel()
		b := setup(t)
		recordedAt := time.Date(2030, 3, 4, 4, 6, 9, 0, time.UTC)
		b.chain.stage = func(_ context.Context, inv invoice.Invoice, idem *invoice.Idempotency) (invoice.Staged, error) {
			require.NoError(t, b.store.insert(inv, idem))
			return invoice.Staged{Tx: b.chain.tx, At: recordedAt, Recorded: true, Stored: true}, nil
		}

		inv := b.create(t, request(), "")
		require.Equal(t, invoice.Open, inv.Status)
		require.Equal(t, b.chain.tx, inv.StageTxHash)
		require.Equal(t, &recordedAt, inv.StagedAt, "when Stage moved the row to open")
		require.Empty(t, b.store.staged)
	})

	t.Run("RecordsTheStagingAfterTheCallerLeft", func(t *testing.T) {
		t.Parallel()
		b := setup(t)
		callerCtx, leave := context.WithCancel(ctx)
		defer leave()
		b.chain.stage = func(_ context.Context, inv invoice.Invoice, idem *invoice.Idempotency) (invoice.Staged, error) {
			leave() // the request is cancelled while its transaction is mined
			return b.chain.mine(inv, idem)
		}

		inv, err := b.svc.Create(callerCtx, b.merchant, request(), "")
		require.NoError(t, err)
		require.Len(t, b.store.staged, 1)
		require.NoError(t, b.store.staged[0].ctxErr, "MarkStaged runs on a context the caller cannot cancel")
		require.Equal(t, invoice.Open, b.store.invoices[inv.ID].Status)
	})

	t.Run("MarkStagedErrorIsInternal", func(t *testing.T) {
		t.Parallel()
		b := setup(t)
		boom := errors.New("update invoices: connection reset")
		b.store.errs["MarkStaged"] = boom

		_, err := b.svc.Create(ctx, b.merchant, request(), "")
		requireInternal(t, err)
		require.ErrorIs(t, err, boom)
	})

	t.Run("FailureBeforeStoringCreatesNothing", func(t *testing.T) {
		t.Parallel()
		b := setup(t)
		stageFails(b, false, errors.New("gateway stageInvoices: execution reverted: NotDelegate()\nstack: ..."))

		_, err := b.svc.Create(ctx, b.merchant, request(), "order-A-1001")
		e := requireCode(t, err, apierr.ChainError)
		require.Equal(t, "Staging the invoice on chain failed; no invoice was created.", e.Message)
		require.Equal(t, "gateway stageInvoices: execution reverted: NotDelegate()", e.Detail)
		require.Empty(t, b.store.failed, "nothing to mark")
		require.Empty(t, b.store.staged)
		require.Empty(t, b.store.invoices)
		require.Empty(t, b.store.keys, "the key stays free for the retry")
	})

	t.Run("StorageFailureIsInternal", func(t *testing.T) {
		t.Parallel()
		b := setup(t)
		stageFails(b, false, fmt.Errorf("relayer: stage: store invoices: %w: %w", invoice.ErrNotStored, errors.New("deadlock detected")))

		_, err := b.svc.Create(ctx, b.merchant, request(), "")
		requireInternal(t, err)
		require.ErrorIs(t, err, invoice.ErrNotStored)
		require.Empty(t, b.store.failed)
	})

	t.Run("FailureAfterStoringMarksItFailed", func(t *testing.T) {
		t.Parallel()
		b := setup(t)
		stageFails(b, true, errors.New("staging transaction reverted: InvoiceExists()\nreceipt: {...}"))

		_, err := b.svc.Create(ctx, b.merchant, request(), "")
		e := requireCode(t, err, apierr.ChainError)
		require.Equal(t, "Staging the invoice on chain failed.", e.Message)
		require.Equal(t, "staging transaction reverted: InvoiceExists()", e.Detail)

		id := b.chain.stages[0].inv.ID
		require.Equal(t, []failedMark{{id: id, reason: "staging transaction reverted: InvoiceExists()"}}, b.store.failed)
		require.Equal(t, invoice.Failed, b.store.invoices[id].Status)
		require.Empty(t, b.store.staged)
	})

	t.Run("FailureAfterTheCallerLeftIsLeftForRecover", func(t *testing.T) {
		t.Parallel()
		b := setup(t)
		callerCtx, leave := context.WithCancel(ctx)
		defer leave()
		b.chain.stage = func(_ context.Context, inv invoice.Invoice, idem *invoice.Idempotency) (invoice.Staged, error) {
			require.NoError(t, b.store.insert(inv, idem))
			err := errors.New("staging transaction reverted")
			leave()
			return invoice.Staged{Stored: true}, err
		}

		_, err := b.svc.Create(callerCtx, b.merchant, request(), "")
		e := requireCode(t, err, apierr.ChainError)
		require.Contains(t, e.Message, "taking longer than expected", "the caller left: Recover settles it")
		require.Empty(t, b.store.failed)
	})

	t.Run("MarkFailedErrorIsLoggedAndTheChainErrorStands", func(t *testing.T) {
		t.Parallel()
		b := setup(t)
		b.store.errs["MarkFailed"] = errors.New("update invoices: connection reset")
		stageFails(b, true, errors.New("staging transaction reverted"))

		_, err := b.svc.Create(ctx, b.merchant, request(), "")
		requireCode(t, err, apierr.ChainError)
		require.Len(t, b.store.failed, 1)
		require.Contains(t, b.log.String(), "mark invoice failed")
		require.Contains(t, b.log.String(), "connection reset")
	})

	t.Run("LongFailuresAreCutToOneShortLine", func(t *testing.T) {
		t.Parallel()
		for name, tc := range map[string]struct{ err, want string }{
			"ASCII":              {strings.Repeat("x", 400), strings.Repeat("x", 300) + "…"},
			"ExactlyTheLimit":    {strings.Repeat("x", 300), strings.Repeat("x", 300)},
			"FirstLineThenLimit": {strings.Repeat("x", 10) + "\n" + strings.Repeat("y", 400), strings.Repeat("x", 10)},
		} {
			b := setup(t)
			stageFails(b, true, errors.New(tc.err))

			_, err := b.svc.Create(ctx, b.merchant, request(), "")
			e := requireCode(t, err, apierr.ChainError)
			require.Equal(t, tc.want, e.Detail, name)
			require.Equal(t, tc.want, b.store.failed[0].reason, name)
		}
	})

	t.Run("StageWaitsAtMostStageTimeout", func(t *testing.T) {
		t.Parallel()
		b := setup(t)
		start := time.Now()
		b.create(t, request(), "")
		require.True(t, b.chain.stages[0].hasDeadline)
		require.WithinDuration(t, start.Add(30*time.Second), b.chain.stages[0].deadline, 5*time.Second, "30s by default")

		custom := setup(t, func(c *invoice.Config) { c.StageTimeout = 5 * time.Minute })
		custom.create(t, request(), "")
		require.WithinDuration(t, start.Add(5*time.Minute), custom.chain.stages[0].deadline, 5*time.Second)
	})

	t.Run("TimeoutBeforeStoringCreatesNothing", func(t *testing.T) {
		t.Parallel()
		b := setup(t, shortTimeout)
		stageWaits(b, false)

		_, err := b.svc.Create(ctx, b.merchant, request(), "")
		e := requireCode(t, err, apierr.ChainError)
		require.Equal(t, "Staging the invoice on chain did not start in time; no invoice was created, so create it again.", e.Message)
		require.Equal(t, "timed out waiting for a staging transaction", e.Detail)
		require.Empty(t, b.store.failed)
		require.Empty(t, b.store.invoices)
	})

	t.Run("TimeoutAfterStoringLeavesItStaging", func(t *testing.T) {
		t.Parallel()
		b := setup(t, shortTimeout)
		stageWaits(b, true)

		_, err := b.svc.Create(ctx, b.merchant, request(), "")
		e := requireCode(t, err, apierr.ChainError)
		require.Equal(t, "Staging the invoice on chain is taking longer than expected; it will finish or fail on its own.", e.Message)
		id := b.chain.stages[0].inv.ID
		require.Equal(t, "invoice "+id.String()+" is still staging", e.Detail)
		require.Empty(t, b.store.failed, "not failed: it may still be mined")
		require.Empty(t, b.store.staged)
		require.Equal(t, invoice.Staging, b.store.invoices[id].Status)

		// Once it is mined, Recover settles it.
		b.chain.onChain[id] = true
		b.clock.Advance(10 * time.Minute)
		n, err := b.svc.Recover(ctx, 5*time.Minute)
		require.NoError(t, err)
		require.Equal(t, 1, n)
		require.Equal(t, invoice.Open, b.store.invoices[id].Status)
	})
}

package invoice_test

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"testing"
	"time"
	"unicode/utf8"

	"github.com/stretchr/testify/require"

	"github.com/paystead/paystead/backend/invoice"
	"github.com/paystead/paystead/shared/apierr"
	"github.com/paystead/paystead/shared/apierr/apierrtest"
)

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

	// Create answers once the staging transaction is stored and
	// broadcast: the invoice is staging, with its transaction, and the
	// Issuer moves it to open once mined.
	t.Run("AnswersTheInvoiceStagingWithItsTransaction", func(t *testing.T) {
		t.Parallel()
		b := setup(t)
		inv := b.create(t, request(), "")
		require.Equal(t, invoice.Staging, inv.Status)
		require.Equal(t, b.chain.tx, inv.StageTxHash)
		require.Nil(t, inv.StagedAt)
		require.Empty(t, b.store.staged, "the Chain records the receipt, not Create")
		require.Empty(t, b.store.failed)
	})

	t.Run("FailureBeforeStoringCreatesNothing", func(t *testing.T) {
		t.Parallel()
		b := setup(t)
		stageFails(b, false, errors.New("gateway stageInvoices: execution reverted: NotDelegate()\nstack: ..."))

		_, err := b.svc.Create(ctx, b.merchant, request(), "order-A-1001")
		e := apierrtest.RequireCode(t, err, apierr.ChainError)
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
		apierrtest.RequireInternal(t, err)
		require.ErrorIs(t, err, invoice.ErrNotStored)
		require.Empty(t, b.store.failed)
	})

	// A stored invoice whose broadcast failed for good (its nonce was
	// taken) is recorded failed by the Chain: Create reports it.
	t.Run("FailureAfterStoringIsAChainError", func(t *testing.T) {
		t.Parallel()
		b := setup(t)
		stageFails(b, true, errors.New("the server wallet's nonce was taken by another transaction\n..."))

		_, err := b.svc.Create(ctx, b.merchant, request(), "")
		e := apierrtest.RequireCode(t, err, apierr.ChainError)
		require.Equal(t, "Staging the invoice on chain failed.", e.Message)
		require.Equal(t, "the server wallet's nonce was taken by another transaction", e.Detail)
		require.Empty(t, b.store.failed, "the Chain records it")
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
		e := apierrtest.RequireCode(t, err, apierr.ChainError)
		require.Contains(t, e.Message, "taking longer than expected", "the caller left: Recover settles it")
		require.Empty(t, b.store.failed)
	})

	t.Run("LongFailuresAreCutToOneShortLine", func(t *testing.T) {
		t.Parallel()
		for name, tc := range map[string]struct{ err, want string }{
			"ASCII":              {strings.Repeat("x", 400), strings.Repeat("x", 300) + "…"},
			"AtARuneBoundary":    {strings.Repeat("x", 299) + "é" + strings.Repeat("y", 50), strings.Repeat("x", 299) + "…"},
			"ExactlyTheLimit":    {strings.Repeat("x", 300), strings.Repeat("x", 300)},
			"FirstLineThenLimit": {strings.Repeat("x", 10) + "\n" + strings.Repeat("y", 400), strings.Repeat("x", 10)},
		} {
			b := setup(t)
			stageFails(b, true, errors.New(tc.err))

			_, err := b.svc.Create(ctx, b.merchant, request(), "")
			e := apierrtest.RequireCode(t, err, apierr.ChainError)
			require.Equal(t, tc.want, e.Detail, name)
			require.True(t, utf8.ValidString(e.Detail), "%s: cut at a rune boundary", name)
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
		e := apierrtest.RequireCode(t, err, apierr.ChainError)
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
		e := apierrtest.RequireCode(t, err, apierr.ChainError)
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

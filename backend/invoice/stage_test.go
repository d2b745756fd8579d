package invoice_test

import (
	"context"
	"errors"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/paystead/paystead/backend/invoice"
	"github.com/paystead/paystead/shared/apierr"
	"github.com/paystead/paystead/shared/apierr/apierrtest"
)

// Create answers once the invoice is stored, waiting for its staging
// (#37): the chain is asked only whether the server wallet is the
// merchant's agent, and the Issuer stages the invoice off the request's
// path, with every other one waiting.
func TestCreateStoresThenTheIssuerStages(t *testing.T) {
	t.Parallel()
	ctx := context.Background()

	t.Run("AnswersTheInvoiceStagingBeforeAnyTransaction", func(t *testing.T) {
		t.Parallel()
		b := setup(t)
		inv := b.create(t, request(), "")
		require.Equal(t, invoice.Staging, inv.Status)
		require.Zero(t, inv.StageTxHash, "no staging transaction yet: the stager's next round sends it")
		require.Nil(t, inv.StagedAt)
		require.Equal(t, 1, b.chain.wakes)
		require.Empty(t, b.store.staged, "the Issuer records the receipt, not Create")
		require.Empty(t, b.store.failed)
	})

	t.Run("AStorageFailureIsInternalAndWakesNothing", func(t *testing.T) {
		t.Parallel()
		b := setup(t)
		boom := errors.New("connection reset")
		b.store.errs["CreateInvoice"] = boom
		_, err := b.svc.Create(ctx, b.merchant, request(), "")
		apierrtest.RequireInternal(t, err)
		require.ErrorIs(t, err, boom)
		require.Zero(t, b.chain.wakes)
		require.Empty(t, b.store.invoices)
	})

	// The one chain read on the path: a node that does not answer is a
	// chain error, and nothing is stored.
	t.Run("ANodeThatCannotSayWhoIsAgentIsAChainError", func(t *testing.T) {
		t.Parallel()
		b := setup(t)
		b.chain.delegateErr = errors.New("dial tcp: connection refused")
		_, err := b.svc.Create(ctx, b.merchant, request(), "")
		apierrtest.RequireCode(t, err, apierr.ChainError)
		require.Empty(t, b.store.creates)
		require.Zero(t, b.chain.wakes)
	})
}

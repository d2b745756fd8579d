package postgres_test

import (
	"context"
	"math/big"
	"sync"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/stretchr/testify/require"

	"github.com/paystead/paystead/backend/checkout"
	"github.com/paystead/paystead/backend/invoice"
	"github.com/paystead/paystead/shared/checkoutapi"
)

// secondChain is the other network of the fixtures' invoices.
const secondChain = 10

// openOnTwo stores an open invoice of chain testChainID that may also be
// paid on secondChain.
func (s stores) openOnTwo(t *testing.T) invoice.Invoice {
	t.Helper()
	inv := s.draftInvoice(t)
	inv.Networks = []int64{testChainID, secondChain}
	s.storeInvoice(t, inv, invoice.Open)
	stored, err := s.invoices.Invoice(context.Background(), inv.ID)
	require.NoError(t, err)
	return stored
}

func TestInvoiceStoreMovesAnInvoiceBetweenNetworks(t *testing.T) {
	t.Parallel()
	ctx := context.Background()

	t.Run("ToAnotherNetworkAndBack", func(t *testing.T) {
		t.Parallel()
		s := setupStores(t)
		inv := s.openOnTwo(t)
		require.Equal(t, []int64{testChainID, secondChain}, inv.Networks)
		there := invoice.Placement{ChainID: secondChain, Gateway: newWallet(t), PayoutToken: newWallet(t)}

		moved, err := s.invoices.MoveInvoice(ctx, inv.ID, testChainID, there)
		require.NoError(t, err)
		require.Equal(t, invoice.Staging, moved.Status)
		require.Equal(t, int64(secondChain), moved.ChainID)
		require.Equal(t, there.Gateway, moved.Gateway)
		require.Equal(t, there.PayoutToken, moved.PayoutToken)
		require.Equal(t, common.Hash{}, moved.StageTxHash)
		require.Nil(t, moved.StagedAt)
		require.Equal(t, inv.Networks, moved.Networks)
		// The second chain's stager finds it in its queue.
		merchants, err := s.relayer.UnstagedMerchants(ctx, secondChain, 10)
		require.NoError(t, err)
		require.Contains(t, merchants, inv.MerchantWallet)

		sent := randomHash(t)
		_, err = s.pool.Exec(ctx, `UPDATE invoices SET stage_tx_hash = $2 WHERE id = $1`, inv.ID[:], sent.Bytes())
		require.NoError(t, err)
		_, err = s.invoices.MoveInvoice(ctx, inv.ID, secondChain, invoice.Placement{ChainID: testChainID})
		require.ErrorIs(t, err, invoice.ErrMoveRefused, "its staging there is sent, not yet mined")
		require.NoError(t, s.invoices.MarkStaged(ctx, inv.ID, sent, time.Now().UTC()))

		back, err := s.invoices.MoveInvoice(ctx, inv.ID, secondChain, invoice.Placement{ChainID: testChainID, Gateway: newWallet(t), PayoutToken: newWallet(t)})
		require.NoError(t, err)
		require.Equal(t, invoice.Open, back.Status, "staged there before: open again at once")
		require.Equal(t, inv.Gateway, back.Gateway, "the gateway it was staged against there")
		require.Equal(t, inv.PayoutToken, back.PayoutToken)
		require.Equal(t, inv.StageTxHash, back.StageTxHash)
	})

	t.Run("BeforeItsStagingIsSent", func(t *testing.T) {
		t.Parallel()
		s := setupStores(t)
		inv := s.draftInvoice(t)
		inv.Networks = []int64{testChainID, secondChain}
		s.storeInvoice(t, inv, invoice.Staging)
		moved, err := s.invoices.MoveInvoice(ctx, inv.ID, testChainID, invoice.Placement{ChainID: secondChain, Gateway: newWallet(t), PayoutToken: newWallet(t)})
		require.NoError(t, err)
		require.Equal(t, invoice.Staging, moved.Status)
		var kept int
		require.NoError(t, s.pool.QueryRow(ctx, `SELECT count(*) FROM invoice_stagings WHERE invoice_id = $1`, inv.ID[:]).Scan(&kept))
		require.Zero(t, kept, "it was staged nowhere")
	})

	t.Run("RefusedWithAPaymentPendingOrFromAnotherChain", func(t *testing.T) {
		t.Parallel()
		s := setupStores(t)
		inv := s.openOnTwo(t)
		there := invoice.Placement{ChainID: secondChain, Gateway: newWallet(t), PayoutToken: newWallet(t)}
		_, err := s.invoices.MoveInvoice(ctx, inv.ID, secondChain, there)
		require.ErrorIs(t, err, invoice.ErrMoveRefused, "it is not on that chain")

		s.newSubmission(t, inv.ID)
		_, err = s.invoices.MoveInvoice(ctx, inv.ID, testChainID, there)
		require.ErrorIs(t, err, invoice.ErrMoveRefused, "a payment is pending")
		require.Equal(t, invoice.Open, s.status(t, inv.ID))

		_, err = s.invoices.MoveInvoice(ctx, invoice.ID{1}, testChainID, there)
		require.ErrorIs(t, err, invoice.ErrNotFound)
	})

	// A submission signed for the chain an invoice left is refused; the
	// same submission stored before the move is answered as stored.
	t.Run("ASubmissionForTheChainLeftIsRefused", func(t *testing.T) {
		t.Parallel()
		s := setupStores(t)
		inv := s.openOnTwo(t)
		_, err := s.invoices.MoveInvoice(ctx, inv.ID, testChainID, invoice.Placement{ChainID: secondChain, Gateway: newWallet(t), PayoutToken: newWallet(t)})
		require.NoError(t, err)
		sub := s.signedFor(t, inv.ID, testChainID)
		_, err = s.checkout.CreateSubmission(ctx, sub)
		require.ErrorIs(t, err, checkout.ErrNetworkChanged)
		_, err = s.checkout.Submission(ctx, sub.ID)
		require.ErrorIs(t, err, checkout.ErrNotFound)
	})

	// A move and a submission of the same invoice at once: exactly one
	// of them happens, whichever takes the invoice's row first.
	t.Run("AMoveRacingASubmission", func(t *testing.T) {
		t.Parallel()
		s := setupStores(t)
		moves, payments := 0, 0
		for range 20 {
			inv := s.openOnTwo(t)
			sub := s.signedFor(t, inv.ID, testChainID)
			var moveErr, subErr error
			var wg sync.WaitGroup
			wg.Go(func() {
				_, moveErr = s.invoices.MoveInvoice(ctx, inv.ID, testChainID, invoice.Placement{ChainID: secondChain, Gateway: newWallet(t), PayoutToken: newWallet(t)})
			})
			wg.Go(func() { _, subErr = s.checkout.CreateSubmission(ctx, sub) })
			wg.Wait()
			if moveErr == nil {
				moves++
				require.ErrorIs(t, subErr, checkout.ErrNetworkChanged)
				require.Equal(t, invoice.Staging, s.status(t, inv.ID))
			} else {
				payments++
				require.ErrorIs(t, moveErr, invoice.ErrMoveRefused)
				require.NoError(t, subErr)
				got, err := s.invoices.Invoice(ctx, inv.ID)
				require.NoError(t, err)
				require.Equal(t, int64(testChainID), got.ChainID)
			}
		}
		t.Logf("%d moves first, %d payments first", moves, payments)
	})
}

// signedFor is a pending submission of id signed for chainID, not stored.
func (s stores) signedFor(t *testing.T, id invoice.ID, chainID int64) checkout.Submission {
	t.Helper()
	return checkout.Submission{
		ID: randomHash(t), InvoiceID: id, ChainID: chainID, Payer: newWallet(t), PayInToken: s.usdc, AmountIn: big.NewInt(testAmount),
		PermitNonce: randomHash(t).Big(), Deadline: time.Now().Add(30 * time.Minute).Unix(), Signature: make([]byte, 65),
		Status: checkoutapi.StatusPending, CreatedAt: time.Now().UTC(),
	}
}

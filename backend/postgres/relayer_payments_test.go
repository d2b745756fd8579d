package postgres_test

import (
	"context"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/stretchr/testify/require"

	"github.com/paystead/paystead/backend/chain"
	"github.com/paystead/paystead/backend/checkout"
	"github.com/paystead/paystead/backend/invoice"
	"github.com/paystead/paystead/backend/relayer"
	"github.com/paystead/paystead/shared/checkoutapi"
	"github.com/paystead/paystead/shared/webhookapi"
)

const lockInvoicesSQL = `SELECT 1 FROM invoices WHERE id = ANY($1)`

func TestRelayerPayment(t *testing.T) {
	t.Parallel()
	ctx := context.Background()

	t.Run("ReadsTheSubmissionWithItsInvoice", func(t *testing.T) {
		t.Parallel()
		s := setupStores(t)
		id := s.newInvoice(t, invoice.Open)
		sub := s.newSubmission(t, id)
		p, err := s.relayer.Payment(ctx, sub.ID)
		require.NoError(t, err)
		inv, err := s.invoices.Invoice(ctx, id)
		require.NoError(t, err)
		require.NotZero(t, inv.StageTxHash)
		require.Equal(t, relayer.Payment{
			Submission: s.submission(t, sub.ID), Merchant: s.merchant.OwnerWallet, PayoutToken: s.usdc,
			Amount: 25_000_000, InvoiceStatus: invoice.Open, StageTx: inv.StageTxHash,
		}, p)
	})

	t.Run("UnknownSubmissionIsCheckoutErrNotFound", func(t *testing.T) {
		t.Parallel()
		s := setupStores(t)
		_, err := s.relayer.Payment(ctx, randomHash(t))
		require.ErrorIs(t, err, checkout.ErrNotFound)
	})
}

func TestRelayerLockPayable(t *testing.T) {
	t.Parallel()
	ctx := context.Background()

	t.Run("ReadsStatusesAndSettlingSubmissions", func(t *testing.T) {
		t.Parallel()
		s := setupStores(t)
		free := s.newInvoice(t, invoice.Open)
		waiting := s.newSubmission(t, free)
		claimed := s.newInvoice(t, invoice.Open)
		inFlight := s.newSubmission(t, claimed)
		s.process(t, inFlight)
		paid, settled := s.paidInvoice(t, time.Now())
		unknown := invoice.ID{0xff}
		unknownSub := randomHash(t)

		var (
			invoices map[invoice.ID]relayer.Payable
			subs     map[common.Hash]string
		)
		require.NoError(t, s.relayer.InTx(ctx, func(tx relayer.Tx) (err error) {
			invoices, subs, err = tx.LockPayable(ctx, []invoice.ID{paid, unknown, claimed, free}, []common.Hash{waiting.ID, inFlight.ID, settled.ID, unknownSub})
			return err
		}))
		require.Equal(t, map[invoice.ID]relayer.Payable{
			free:    {Status: invoice.Open},
			claimed: {Status: invoice.Open, Settling: inFlight.ID},
			paid:    {Status: invoice.Paid},
		}, invoices)
		require.Equal(t, map[common.Hash]string{
			waiting.ID: checkoutapi.StatusPending, inFlight.ID: checkoutapi.StatusProcessing, settled.ID: checkoutapi.StatusSettled,
		}, subs)
	})

	t.Run("LocksTheInvoicesUntilTheTransactionEnds", func(t *testing.T) {
		t.Parallel()
		s := setupStores(t)
		ids := [][]byte{}
		var locked []invoice.ID
		for range 3 {
			id := s.newInvoice(t, invoice.Open)
			locked, ids = append(locked, id), append(ids, id[:])
		}
		require.NoError(t, s.relayer.InTx(ctx, func(tx relayer.Tx) error {
			_, _, err := tx.LockPayable(ctx, locked, nil)
			require.NoError(t, err)
			for _, id := range ids {
				requireLocked(t, s.pool, lockInvoicesSQL, [][]byte{id})
			}
			return nil
		}))
		requireUnlocked(t, s.pool, lockInvoicesSQL, ids)
	})
}

func TestRelayerStorePayments(t *testing.T) {
	t.Parallel()
	ctx := context.Background()

	t.Run("StoresTransactionsClaimsInvoicesAndMovesSubmissions", func(t *testing.T) {
		t.Parallel()
		s := setupStores(t)
		s.storeSigned(t, relayer.PurposeStage, s.wallet.sign(t, 11))
		subs := []checkout.Submission{s.newSubmission(t, s.newInvoice(t, invoice.Open)), s.newSubmission(t, s.newInvoice(t, invoice.Open))}
		var txs []*types.Transaction
		require.NoError(t, s.relayer.InTx(ctx, func(tx relayer.Tx) error {
			nonce := s.lockNonce(t, tx)
			require.Equal(t, uint64(12), nonce)
			var pays []relayer.SignedPayment
			for i, sub := range subs {
				signed := s.wallet.sign(t, nonce+uint64(i))
				txs = append(txs, signed)
				pays = append(pays, relayer.SignedPayment{Tx: signed, Invoice: sub.InvoiceID, Submission: sub.ID})
			}
			return tx.StorePayments(ctx, s.wallet.acct, pays)
		}))

		for i, sub := range subs {
			require.Equal(t, txRow{Status: "signed", Purpose: "pay", Nonce: int64(12 + i)}, s.txRow(t, txs[i].Hash()))
			stored := s.submission(t, sub.ID)
			require.Equal(t, checkoutapi.StatusProcessing, stored.Status)
			require.Equal(t, txs[i].Hash(), stored.SettleTxHash)
			require.Equal(t, sub.ID, s.settling(t, sub.InvoiceID))
			require.Equal(t, invoice.Open, s.status(t, sub.InvoiceID))
			require.Equal(t, 1, s.allEvents(t, sub.InvoiceID), "invoice.created only")
		}
		s.requireCounter(t, 14)
	})

	// The payments of a payBatch share one transaction: it is stored once,
	// each submission names it, and each settles (or fails) on its own.
	t.Run("APayBatchIsOneTransactionForEverySubmissionInIt", func(t *testing.T) {
		t.Parallel()
		s := setupStores(t)
		subs, batch := s.storePayBatch(t, 3)
		require.Equal(t, txRow{Status: "signed", Purpose: "pay", Nonce: 0}, s.txRow(t, batch.Hash()))
		s.requireCounter(t, 1)
		for _, sub := range subs {
			stored := s.submission(t, sub.ID)
			require.Equal(t, checkoutapi.StatusProcessing, stored.Status)
			require.Equal(t, batch.Hash(), stored.SettleTxHash)
			require.Equal(t, sub.ID, s.settling(t, sub.InvoiceID))
		}

		// Two paid in it, recorded together (twice: the second changes
		// nothing), the third failed in it.
		var paid []chain.InvoicePaid
		for _, sub := range subs[:2] {
			sub := s.submission(t, sub.ID)
			paid = append(paid, s.paidEvent(t, sub.InvoiceID, sub, time.Now(), batch.Hash()))
		}
		for range 2 {
			require.NoError(t, s.relayer.SettlePayments(ctx, paid, batch.Hash()))
		}
		require.NoError(t, s.relayer.FailSubmission(ctx, s.submission(t, subs[2].ID), checkoutapi.StatusProcessing, "this signed permit was already used"))
		for _, sub := range subs[:2] {
			require.Equal(t, checkoutapi.StatusSettled, s.submission(t, sub.ID).Status)
			require.Equal(t, invoice.Paid, s.status(t, sub.InvoiceID))
			require.Len(t, s.events(t, sub.InvoiceID, webhookapi.InvoicePaid), 1)
		}
		require.Equal(t, checkoutapi.StatusFailed, s.submission(t, subs[2].ID).Status)
		require.Equal(t, invoice.Open, s.status(t, subs[2].InvoiceID))
		require.Equal(t, common.Hash{}, s.settling(t, subs[2].InvoiceID), "free for another payment")
	})

	t.Run("NothingToStore", func(t *testing.T) {
		t.Parallel()
		s := setupStores(t)
		s.storeSigned(t, relayer.PurposePay, s.wallet.sign(t, 0))
		require.NoError(t, s.relayer.InTx(ctx, func(tx relayer.Tx) error {
			return tx.StorePayments(ctx, s.wallet.acct, nil)
		}))
		s.requireCounter(t, 1)
	})

	t.Run("RolledBackStoresNothing", func(t *testing.T) {
		t.Parallel()
		s := setupStores(t)
		sub := s.newSubmission(t, s.newInvoice(t, invoice.Open))
		signed := s.wallet.sign(t, 0)
		err := s.relayer.InTx(ctx, func(tx relayer.Tx) error {
			s.lockNonce(t, tx)
			if err := tx.StorePayments(ctx, s.wallet.acct, []relayer.SignedPayment{{Tx: signed, Invoice: sub.InvoiceID, Submission: sub.ID}}); err != nil {
				return err
			}
			return errRollback
		})
		require.Same(t, errRollback, err)
		require.Equal(t, checkoutapi.StatusPending, s.submission(t, sub.ID).Status)
		require.Equal(t, common.Hash{}, s.settling(t, sub.InvoiceID))
		_, err = s.relayer.Signed(ctx, signed.Hash())
		require.ErrorIs(t, err, relayer.ErrTxNotFound)
	})
}

func TestRelayerSettlePayment(t *testing.T) {
	t.Parallel()
	ctx := context.Background()

	t.Run("SettlesTheSubmissionAndPaysTheInvoiceOnce", func(t *testing.T) {
		t.Parallel()
		s := setupStores(t)
		ep := s.endpoint(t, webhookapi.InvoicePaid)
		id, sub, tx := s.inFlight(t)
		paidAt := time.Date(2031, 7, 1, 9, 30, 15, 0, time.UTC)
		paid := s.paidEvent(t, id, sub, paidAt, tx.Hash())
		for range 2 {
			require.NoError(t, s.relayer.SettlePayment(ctx, sub, paid, tx.Hash()))
		}

		require.Equal(t, checkoutapi.StatusSettled, s.submission(t, sub.ID).Status)
		inv, err := s.invoices.Invoice(ctx, id)
		require.NoError(t, err)
		require.Equal(t, invoice.Paid, inv.Status)
		require.True(t, paidAt.Equal(*inv.PaidAt), "the block's time")
		require.Equal(t, tx.Hash(), inv.SettleTxHash)
		require.Equal(t, common.Hash{}, s.settling(t, id), "the claim ends with the payment")
		p, err := s.escrows.PaidInvoice(ctx, id)
		require.NoError(t, err)
		require.Equal(t, sub.Payer, p.Payer)

		evs := s.events(t, id, webhookapi.InvoicePaid)
		require.Len(t, evs, 1, "applied twice, one event")
		data := evs[0].Data.Invoice
		require.Equal(t, "paid", data.Status)
		require.Equal(t, sub.Payer.Hex(), *data.Payer)
		require.Equal(t, "25000000", *data.AmountIn)
		require.Equal(t, tx.Hash().Hex(), *data.SettleTxHash)
		require.True(t, paidAt.Equal(*data.PaidAt))
		require.Nil(t, evs[0].Data.Submission)
		ds := s.deliveries(t, id)
		require.Len(t, ds, 1)
		require.Equal(t, ep.ID, ds[0].Endpoint)
		require.Equal(t, 1, ds[0].Jobs)
	})

	t.Run("AfterTheReconcilerNothingChanges", func(t *testing.T) {
		t.Parallel()
		s := setupStores(t)
		id, sub, tx := s.inFlight(t)
		paid := s.paidEvent(t, id, sub, time.Now(), tx.Hash())
		paid.Log.TxHash = tx.Hash()
		n, err := s.relayer.ApplyEvents(ctx, "reconciler-"+sub.ID.Hex(), 10, chain.Events{Paid: []chain.InvoicePaid{paid}})
		require.NoError(t, err)
		require.Equal(t, 1, n)
		require.Equal(t, checkoutapi.StatusSettled, s.submission(t, sub.ID).Status, "the event settles the submission it paid")

		require.NoError(t, s.relayer.SettlePayment(ctx, sub, paid, tx.Hash()))
		require.Equal(t, checkoutapi.StatusSettled, s.submission(t, sub.ID).Status)
		require.Len(t, s.events(t, id, webhookapi.InvoicePaid), 1)
	})

	t.Run("SettlesOnlyAProcessingSubmission", func(t *testing.T) {
		t.Parallel()
		s := setupStores(t)
		id := s.newInvoice(t, invoice.Open)
		sub := s.newSubmission(t, id)
		require.NoError(t, s.relayer.FailSubmission(ctx, sub, checkoutapi.StatusPending, "the permit expired"))
		require.NoError(t, s.relayer.SettlePayment(ctx, sub, s.paidEvent(t, id, sub, time.Now(), randomHash(t)), randomHash(t)))
		require.Equal(t, checkoutapi.StatusFailed, s.submission(t, sub.ID).Status)
	})

	t.Run("AllOrNothing", func(t *testing.T) {
		t.Parallel()
		s := setupStores(t)
		id, sub, tx := s.inFlight(t)
		paid := s.paidEvent(t, id, sub, time.Now(), tx.Hash())
		paid.PaidAt = 1 << 62 // past any timestamp Postgres holds: the invoice's update fails
		require.Error(t, s.relayer.SettlePayment(ctx, sub, paid, tx.Hash()))
		require.Equal(t, checkoutapi.StatusProcessing, s.submission(t, sub.ID).Status, "the submission's step was rolled back")
		require.Equal(t, invoice.Open, s.status(t, id))
		require.Equal(t, sub.ID, s.settling(t, id))
		require.Empty(t, s.events(t, id, webhookapi.InvoicePaid))
	})
}

func TestRelayerFailSubmission(t *testing.T) {
	t.Parallel()
	ctx := context.Background()

	t.Run("FromPendingWithOneSubmissionFailedEvent", func(t *testing.T) {
		t.Parallel()
		s := setupStores(t)
		ep := s.endpoint(t, webhookapi.SubmissionFailed)
		id := s.newInvoice(t, invoice.Open)
		sub := s.newSubmission(t, id)
		const reason = "the payer's balance is too low"
		for range 2 {
			require.NoError(t, s.relayer.FailSubmission(ctx, sub, checkoutapi.StatusPending, reason))
		}
		stored := s.submission(t, sub.ID)
		require.Equal(t, checkoutapi.StatusFailed, stored.Status)
		require.Equal(t, reason, stored.Error)
		require.Equal(t, invoice.Open, s.status(t, id), "the invoice can still be paid")

		evs := s.events(t, id, webhookapi.SubmissionFailed)
		require.Len(t, evs, 1, "failed twice, one event")
		require.Equal(t, &webhookapi.Submission{ID: sub.ID.Hex(), Payer: sub.Payer.Hex(), Error: reason}, evs[0].Data.Submission)
		require.Equal(t, "open", evs[0].Data.Invoice.Status)
		ds := s.deliveries(t, id)
		require.Len(t, ds, 1)
		require.Equal(t, ep.ID, ds[0].Endpoint)
	})

	t.Run("FromProcessingFreesTheInvoice", func(t *testing.T) {
		t.Parallel()
		s := setupStores(t)
		id, sub, _ := s.inFlight(t)
		require.NoError(t, s.relayer.FailSubmission(ctx, sub, checkoutapi.StatusProcessing, "reverted: PermitExpired"))
		require.Equal(t, checkoutapi.StatusFailed, s.submission(t, sub.ID).Status)
		require.Equal(t, common.Hash{}, s.settling(t, id))
		require.Len(t, s.events(t, id, webhookapi.SubmissionFailed), 1)
	})

	t.Run("DoesNothingOnceTheSubmissionMovedOn", func(t *testing.T) {
		t.Parallel()
		s := setupStores(t)
		// A simulation's refusal arriving after a batch sent the payment.
		id, sub, tx := s.inFlight(t)
		require.NoError(t, s.relayer.FailSubmission(ctx, sub, checkoutapi.StatusPending, "stale"))
		stored := s.submission(t, sub.ID)
		require.Equal(t, checkoutapi.StatusProcessing, stored.Status)
		require.Empty(t, stored.Error)
		require.Equal(t, sub.ID, s.settling(t, id), "the payment in flight keeps its claim on the invoice")
		require.Empty(t, s.events(t, id, webhookapi.SubmissionFailed))

		// A revert reported for a payment that settled.
		require.NoError(t, s.relayer.SettlePayment(ctx, sub, s.paidEvent(t, id, sub, time.Now(), tx.Hash()), tx.Hash()))
		require.NoError(t, s.relayer.FailSubmission(ctx, sub, checkoutapi.StatusProcessing, "stale"))
		require.Equal(t, checkoutapi.StatusSettled, s.submission(t, sub.ID).Status)
		require.Empty(t, s.events(t, id, webhookapi.SubmissionFailed))
	})

	t.Run("LeavesAnotherSubmissionsClaim", func(t *testing.T) {
		t.Parallel()
		s := setupStores(t)
		id := s.newInvoice(t, invoice.Open)
		loser, winner := s.newSubmission(t, id), s.newSubmission(t, id)
		s.process(t, winner)
		require.NoError(t, s.relayer.FailSubmission(ctx, loser, checkoutapi.StatusPending, "another payment for this invoice is in flight"))
		require.Equal(t, checkoutapi.StatusFailed, s.submission(t, loser.ID).Status)
		require.Equal(t, winner.ID, s.settling(t, id))
	})
}

func TestRelayerRequeueSubmission(t *testing.T) {
	t.Parallel()
	ctx := context.Background()

	t.Run("ReturnsToPendingAndFreesTheInvoice", func(t *testing.T) {
		t.Parallel()
		s := setupStores(t)
		id, sub, replaced := s.inFlight(t)
		require.NoError(t, s.relayer.MarkReplaced(ctx, replaced.Hash()))
		require.NoError(t, s.relayer.RequeueSubmission(ctx, sub))

		stored := s.submission(t, sub.ID)
		require.Equal(t, checkoutapi.StatusPending, stored.Status)
		require.Equal(t, common.Hash{}, stored.SettleTxHash)
		require.Equal(t, common.Hash{}, s.settling(t, id))
		require.Equal(t, 1, s.allEvents(t, id), "a requeue is not news to the merchant")

		// The retry pays with a new transaction.
		again := s.process(t, sub)
		require.Equal(t, replaced.Nonce()+1, again.Nonce())
		require.Equal(t, again.Hash(), s.submission(t, sub.ID).SettleTxHash)
		require.Equal(t, sub.ID, s.settling(t, id))
	})

	t.Run("OnlyFromProcessing", func(t *testing.T) {
		t.Parallel()
		s := setupStores(t)
		_, settled := s.paidInvoice(t, time.Now())
		failed := s.newSubmission(t, s.newInvoice(t, invoice.Open))
		require.NoError(t, s.relayer.FailSubmission(ctx, failed, checkoutapi.StatusPending, "the permit expired"))
		for _, sub := range []checkout.Submission{settled, failed} {
			before := s.submission(t, sub.ID)
			require.NoError(t, s.relayer.RequeueSubmission(ctx, sub))
			require.Equal(t, before, s.submission(t, sub.ID), "a %s submission is never paid again", before.Status)
		}
	})
}

package postgres_test

import (
	"context"
	"crypto/sha256"
	"errors"
	"sync"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/jackc/pgx/v5"
	"github.com/stretchr/testify/require"

	"github.com/paystead/paystead/backend/invoice"
	"github.com/paystead/paystead/backend/relayer"
	"github.com/paystead/paystead/shared/invoiceapi"
	"github.com/paystead/paystead/shared/webhookapi"
)

// stage stores news as the service does (each on its own, as its request
// answers), then runs the staging transaction as the stager does: it locks
// the merchant's invoices waiting, takes the nonce, and stores the staging
// transaction signed with that nonce, named on each. It returns the nonce,
// whether the counter existed, and the first error.
func (s stores) stage(t *testing.T, news ...relayer.NewInvoice) (uint64, bool, error) {
	t.Helper()
	ctx := context.Background()
	for _, n := range news {
		if err := s.invoices.CreateInvoice(ctx, n.Invoice, n.Idempotency); err != nil {
			return 0, false, err
		}
	}
	var (
		next  uint64
		found bool
	)
	err := s.relayer.InTx(ctx, func(tx relayer.Tx) error {
		waiting, err := tx.LockUnstaged(ctx, testChainID, s.merchant.OwnerWallet, 1000)
		if err != nil {
			return err
		}
		if next, found, err = tx.LockNonce(ctx, s.wallet.acct); err != nil {
			return err
		}
		nonce := next
		if !found {
			if nonce, err = tx.CreateNonce(ctx, s.wallet.acct, 0); err != nil {
				return err
			}
		}
		ids := make([]invoice.ID, len(waiting))
		for i, inv := range waiting {
			ids[i] = inv.ID
		}
		return tx.StoreStaging(ctx, s.wallet.acct, s.wallet.sign(t, nonce), ids, nil)
	})
	return next, found, err
}

// keyed is inv with the Idempotency-Key key.
func keyed(inv invoice.Invoice, key string) relayer.NewInvoice {
	return relayer.NewInvoice{Invoice: inv, Idempotency: &invoice.Idempotency{Key: key, RequestHash: sha256.Sum256([]byte(key + inv.ID.String()))}}
}

// New invoices wait, stored, for their staging transaction (#37): the
// stager locks a merchant's waiting ones, oldest first, and names its
// transaction on them in the database transaction that takes the nonce.
func TestRelayerStagingQueue(t *testing.T) {
	t.Parallel()
	ctx := context.Background()

	t.Run("StoresStagingInvoicesWithTheirCreatedEvents", func(t *testing.T) {
		t.Parallel()
		s := setupStores(t)
		subscribed := s.endpoint(t, webhookapi.InvoiceCreated, webhookapi.InvoicePaid)
		s.endpoint(t, webhookapi.InvoicePaid)
		plain := s.draftInvoice(t)
		euro := s.draftInvoice(t)
		euro.PayInToken, euro.Amount, euro.Metadata = invoiceapi.EURC, 1_500_000, nil
		euro.SuccessURL, euro.CancelURL, euro.ComplianceFailOpen = "https://shop.example/thanks", "https://shop.example/cart", true

		_, _, err := s.stage(t, relayer.NewInvoice{Invoice: plain}, relayer.NewInvoice{Invoice: euro})
		require.NoError(t, err)
		unmined, err := s.relayer.Unmined(ctx, s.wallet.acct, 0, 10)
		require.NoError(t, err)
		require.Len(t, unmined, 1)
		stx := unmined[0].Hash
		require.Equal(t, "stage", s.txRow(t, stx).Purpose)

		for _, want := range []invoice.Invoice{plain, euro} {
			got, err := s.invoices.Invoice(ctx, want.ID)
			require.NoError(t, err)
			require.True(t, want.CreatedAt.Truncate(time.Microsecond).Equal(got.CreatedAt))
			if want.Metadata == nil {
				want.Metadata = map[string]string{}
			}
			want.CreatedAt = got.CreatedAt
			want.StageTxHash = stx // named on the invoice in the same transaction
			require.Equal(t, want, got)

			evs := s.events(t, want.ID, webhookapi.InvoiceCreated)
			require.Len(t, evs, 1)
			ev := evs[0].Data.Invoice
			require.Equal(t, want.ID.String(), ev.ID)
			require.Equal(t, "staging", ev.Status)
			require.Equal(t, string(want.PayInToken), ev.PayInToken)
			require.Equal(t, want.PayoutToken.Hex(), ev.PayoutToken)
			require.Equal(t, want.Gateway.Hex(), ev.Gateway)
			require.Equal(t, want.Metadata, ev.Metadata)
			require.True(t, got.CreatedAt.Equal(ev.CreatedAt), "the event carries the time as stored")
			require.Equal(t, []outboxDelivery{{ID: s.deliveries(t, want.ID)[0].ID, Endpoint: subscribed.ID, Type: webhookapi.InvoiceCreated, Jobs: 0}},
				s.deliveries(t, want.ID), "one delivery for the subscribed endpoint only, its job left to the relay")
		}
		_, err = s.webhooks.QueueDeliveryJobs(ctx, 10_000)
		require.NoError(t, err)
		for _, inv := range []invoice.Invoice{plain, euro} {
			require.Equal(t, 1, s.deliveries(t, inv.ID)[0].Jobs, "the relay queued its job")
		}
		require.Equal(t, "1.5", s.events(t, euro.ID, webhookapi.InvoiceCreated)[0].Data.Invoice.Amount)
	})

	t.Run("LocksTheNonce", func(t *testing.T) {
		t.Parallel()
		s := setupStores(t)
		s.storeSigned(t, relayer.PurposePay, s.wallet.signRange(t, 0, 3)...)
		_, _, err := s.stage(t, relayer.NewInvoice{Invoice: s.draftInvoice(t)})
		require.NoError(t, err)
		s.requireCounter(t, 4, "the staging transaction took nonce 3")
	})

	t.Run("NewWalletHasNoCounterYet", func(t *testing.T) {
		t.Parallel()
		s := setupStores(t)
		inv := s.draftInvoice(t)
		next, found, err := s.stage(t, relayer.NewInvoice{Invoice: inv})
		require.NoError(t, err)
		require.False(t, found)
		require.Zero(t, next)
		require.Equal(t, invoice.Staging, s.status(t, inv.ID))
		s.requireCounter(t, 1, "the staging transaction took nonce 0")
	})

	t.Run("WaitingInvoicesAreLockedOncePerChainAndMerchant", func(t *testing.T) {
		t.Parallel()
		s := setupStores(t)
		older, newer := s.draftInvoice(t), s.draftInvoice(t)
		newer.CreatedAt = older.CreatedAt.Add(time.Second)
		elsewhere := s.draftInvoice(t)
		elsewhere.ChainID = 31337
		for _, inv := range []invoice.Invoice{newer, older, elsewhere} {
			require.NoError(t, s.invoices.CreateInvoice(ctx, inv, nil))
		}
		merchants, err := s.relayer.UnstagedMerchants(ctx, testChainID, 100)
		require.NoError(t, err)
		require.Contains(t, merchants, s.merchant.OwnerWallet)
		first := make(chan []invoice.ID, 1)
		release := make(chan struct{})
		done := make(chan error, 1)
		go func() {
			done <- s.relayer.InTx(ctx, func(tx relayer.Tx) error {
				invs, err := tx.LockUnstaged(ctx, testChainID, s.merchant.OwnerWallet, 1)
				first <- ids(invs)
				if err != nil {
					return err
				}
				<-release
				return errRollback
			})
		}()
		require.Equal(t, []invoice.ID{older.ID}, <-first, "the oldest first, at most limit")
		var second []invoice.ID
		require.Same(t, errRollback, s.relayer.InTx(ctx, func(tx relayer.Tx) error {
			invs, err := tx.LockUnstaged(ctx, testChainID, s.merchant.OwnerWallet, 10)
			second = ids(invs)
			if err != nil {
				return err
			}
			return errRollback
		}))
		close(release)
		require.Same(t, errRollback, <-done)
		require.Equal(t, []invoice.ID{newer.ID}, second, "another process's skips the locked one and the other chain's")
	})

	t.Run("ARolledBackStagingLeavesTheInvoicesWaiting", func(t *testing.T) {
		t.Parallel()
		s := setupStores(t)
		s.endpoint(t, webhookapi.InvoiceCreated)
		inv := s.draftInvoice(t)
		require.NoError(t, s.invoices.CreateInvoice(ctx, inv, &invoice.Idempotency{Key: "order-1"}))
		err := s.relayer.InTx(ctx, func(tx relayer.Tx) error {
			if _, err := tx.LockUnstaged(ctx, testChainID, s.merchant.OwnerWallet, 10); err != nil {
				return err
			}
			return errRollback // the staging transaction could not be signed
		})
		require.Same(t, errRollback, err)
		require.Equal(t, invoice.Staging, s.status(t, inv.ID))
		require.Len(t, s.events(t, inv.ID, webhookapi.InvoiceCreated), 1, "created, and announced, as answered")
		_, _, err = s.stage(t)
		require.NoError(t, err)
		got, err := s.invoices.Invoice(ctx, inv.ID)
		require.NoError(t, err)
		require.NotZero(t, got.StageTxHash, "the next round stages it")
	})
}

func TestRelayerIdempotencyKeys(t *testing.T) {
	t.Parallel()
	ctx := context.Background()

	t.Run("StoresTheKeyWithItsInvoice", func(t *testing.T) {
		t.Parallel()
		s := setupStores(t)
		inv := s.draftInvoice(t)
		news := keyed(inv, "order-7")
		_, _, err := s.stage(t, news, relayer.NewInvoice{Invoice: s.draftInvoice(t)})
		require.NoError(t, err)
		stored, hash, err := s.invoices.IdempotentInvoice(ctx, s.merchant.ID, "order-7", time.Now())
		require.NoError(t, err)
		require.NotNil(t, stored)
		require.Equal(t, inv.ID, stored.ID)
		require.Equal(t, news.Idempotency.RequestHash, hash)
	})

	t.Run("AFreshKeyOfAnotherInvoiceIsTaken", func(t *testing.T) {
		t.Parallel()
		s := setupStores(t)
		first := s.draftInvoice(t)
		_, _, err := s.stage(t, keyed(first, "order-8"))
		require.NoError(t, err)

		second := s.draftInvoice(t)
		_, _, err = s.stage(t, keyed(second, "order-8"))
		require.ErrorIs(t, err, invoice.ErrIdempotencyKeyTaken)
		_, err = s.invoices.Invoice(ctx, second.ID)
		require.ErrorIs(t, err, invoice.ErrNotFound, "nothing is stored")
		stored, _, err := s.invoices.IdempotentInvoice(ctx, s.merchant.ID, "order-8", time.Now())
		require.NoError(t, err)
		require.Equal(t, first.ID, stored.ID)
	})

	t.Run("AKey24HoursOldIsTakenOver", func(t *testing.T) {
		t.Parallel()
		s := setupStores(t)
		now := time.Now().UTC()
		for _, tc := range []struct {
			name    string
			age     time.Duration
			takenBy bool
		}{
			{"JustUnder24Hours", 24*time.Hour - time.Second, false},
			{"Exactly24Hours", 24 * time.Hour, true},
			{"25Hours", 25 * time.Hour, true},
		} {
			key := "order-" + tc.name
			first := s.draftInvoice(t)
			first.CreatedAt = now.Add(-tc.age)
			_, _, err := s.stage(t, keyed(first, key))
			require.NoError(t, err)
			replayed, _, err := s.invoices.IdempotentInvoice(ctx, s.merchant.ID, key, now)
			require.NoError(t, err)
			if tc.takenBy {
				require.Nil(t, replayed, "%s: an expired key replays nothing", tc.name)
			} else {
				require.Equal(t, first.ID, replayed.ID, tc.name)
			}

			second := s.draftInvoice(t)
			second.CreatedAt = now
			_, _, err = s.stage(t, keyed(second, key))
			want := first.ID
			if tc.takenBy {
				require.NoError(t, err, tc.name)
				want = second.ID
			} else {
				require.ErrorIs(t, err, invoice.ErrIdempotencyKeyTaken, tc.name)
			}
			stored, _, err := s.invoices.IdempotentInvoice(ctx, s.merchant.ID, key, now)
			require.NoError(t, err)
			require.Equal(t, want, stored.ID, tc.name)
		}
	})

	t.Run("KeysPastTheirDayAreForgottenOldestFirst", func(t *testing.T) {
		t.Parallel()
		s := setupStores(t)
		now := time.Now().UTC()
		ages := map[string]time.Duration{"old": 48 * time.Hour, "day": 24 * time.Hour, "fresh": 24*time.Hour - time.Second}
		for key, age := range ages {
			inv := s.draftInvoice(t)
			inv.CreatedAt = now.Add(-age)
			_, _, err := s.stage(t, keyed(inv, key))
			require.NoError(t, err)
		}
		kept := func() []string {
			rows, err := s.pool.Query(ctx, `SELECT key FROM idempotency_keys WHERE merchant_id = $1 ORDER BY key`, s.merchant.ID)
			require.NoError(t, err)
			keys, err := pgx.CollectRows(rows, pgx.RowTo[string])
			require.NoError(t, err)
			return keys
		}

		n, err := s.invoices.ForgetIdempotencyKeys(ctx, now, 1)
		require.NoError(t, err)
		require.Equal(t, 1, n)
		require.Equal(t, []string{"day", "fresh"}, kept(), "the oldest first")
		n, err = s.invoices.ForgetIdempotencyKeys(ctx, now, 10)
		require.NoError(t, err)
		require.Equal(t, 1, n)
		require.Equal(t, []string{"fresh"}, kept(), "a key under 24 hours old stays")
		replayed, _, err := s.invoices.IdempotentInvoice(ctx, s.merchant.ID, "fresh", now)
		require.NoError(t, err)
		require.NotNil(t, replayed, "and still replays")
	})

	t.Run("OneKeyTwiceTheFirstWins", func(t *testing.T) {
		t.Parallel()
		s := setupStores(t)
		a, b := s.draftInvoice(t), s.draftInvoice(t)
		_, _, err := s.stage(t, keyed(a, "order-9"))
		require.NoError(t, err)
		_, _, err = s.stage(t, keyed(b, "order-9"))
		require.ErrorIs(t, err, invoice.ErrIdempotencyKeyTaken)
	})

	// Concurrent creations share their commits (a group commit); one that
	// loses its key to another in its group fails alone, and the rest are
	// stored.
	t.Run("ConcurrentCreatesAnswerEachOnItsOwn", func(t *testing.T) {
		t.Parallel()
		s := setupStores(t)
		const n = 24
		invs := make([]invoice.Invoice, n)
		errs := make([]error, n)
		var wg sync.WaitGroup
		for i := range invs {
			invs[i] = s.draftInvoice(t)
			var idem *invoice.Idempotency
			if i%12 == 0 { // two calls, one key
				idem = &invoice.Idempotency{Key: "order-race", RequestHash: sha256.Sum256([]byte{byte(i)})}
			}
			wg.Go(func() { errs[i] = s.invoices.CreateInvoice(ctx, invs[i], idem) })
		}
		wg.Wait()
		taken := 0
		for i, err := range errs {
			if errors.Is(err, invoice.ErrIdempotencyKeyTaken) {
				taken++
				_, gerr := s.invoices.Invoice(ctx, invs[i].ID)
				require.ErrorIs(t, gerr, invoice.ErrNotFound, "the loser stored nothing")
				continue
			}
			require.NoError(t, err)
			require.Equal(t, invoice.Staging, s.status(t, invs[i].ID))
		}
		require.Equal(t, 1, taken, "one of the two calls with the key")
	})

	t.Run("KeysArePerMerchant", func(t *testing.T) {
		t.Parallel()
		s, other := setupStores(t), setupStores(t)
		mine, theirs := s.draftInvoice(t), other.draftInvoice(t)
		_, _, err := s.stage(t, keyed(mine, "order-10"))
		require.NoError(t, err)
		_, _, err = other.stage(t, keyed(theirs, "order-10"))
		require.NoError(t, err)
		stored, _, err := other.invoices.IdempotentInvoice(ctx, other.merchant.ID, "order-10", time.Now())
		require.NoError(t, err)
		require.Equal(t, theirs.ID, stored.ID)
	})
}

func TestRelayerRecordStaged(t *testing.T) {
	t.Parallel()
	ctx := context.Background()

	// staged stores staging invoices and their staging transaction.
	staged := func(t *testing.T, s stores, n int) ([]invoice.ID, common.Hash) {
		t.Helper()
		news := make([]relayer.NewInvoice, n)
		ids := make([]invoice.ID, n)
		for i := range news {
			news[i] = relayer.NewInvoice{Invoice: s.draftInvoice(t)}
			ids[i] = news[i].Invoice.ID
		}
		_, _, err := s.stage(t, news...)
		require.NoError(t, err)
		unmined, err := s.relayer.Unmined(ctx, s.wallet.acct, 0, 10)
		require.NoError(t, err)
		require.Len(t, unmined, 1)
		return ids, unmined[0].Hash
	}

	t.Run("SuccessOpensOnlyTheStagingInvoices", func(t *testing.T) {
		t.Parallel()
		s := setupStores(t)
		ids, stx := staged(t, s, 4)
		// The recovery loop got to two of them first: one failed, one
		// staged by an earlier look at the chain.
		require.NoError(t, s.invoices.MarkFailed(ctx, ids[2], "staging timed out"))
		earlier := time.Date(2030, 1, 2, 3, 4, 5, 0, time.UTC)
		require.NoError(t, s.invoices.MarkStaged(ctx, ids[3], stx, earlier))

		at := time.Date(2030, 1, 2, 3, 5, 0, 123456000, time.UTC)
		require.NoError(t, s.relayer.RecordStaged(ctx, receipt(stx, true, 77, 310_000), ids, at))

		block, gas := int64(77), int64(310_000)
		require.Equal(t, txRow{Status: "mined", Purpose: "stage", Nonce: 0, Block: &block, Gas: &gas}, s.txRow(t, stx))
		for _, id := range ids[:2] {
			inv, err := s.invoices.Invoice(ctx, id)
			require.NoError(t, err)
			require.Equal(t, invoice.Open, inv.Status)
			require.Equal(t, stx, inv.StageTxHash)
			require.NotNil(t, inv.StagedAt)
			require.True(t, at.Equal(*inv.StagedAt))
		}
		require.Equal(t, invoice.Failed, s.status(t, ids[2]))
		inv, err := s.invoices.Invoice(ctx, ids[3])
		require.NoError(t, err)
		require.True(t, earlier.Equal(*inv.StagedAt), "an open invoice keeps its staging time")

		// Recorded again, nothing moves.
		require.NoError(t, s.relayer.RecordStaged(ctx, receipt(stx, true, 77, 310_000), ids, at.Add(time.Hour)))
		inv, err = s.invoices.Invoice(ctx, ids[0])
		require.NoError(t, err)
		require.True(t, at.Equal(*inv.StagedAt))
	})

	t.Run("RevertRecordsOnlyTheReceipt", func(t *testing.T) {
		t.Parallel()
		s := setupStores(t)
		ids, stx := staged(t, s, 2)
		require.NoError(t, s.relayer.RecordStaged(ctx, receipt(stx, false, 78, 45_000), ids, time.Now()))
		require.Equal(t, "reverted", s.txRow(t, stx).Status)
		for _, id := range ids {
			inv, err := s.invoices.Invoice(ctx, id)
			require.NoError(t, err)
			require.Equal(t, invoice.Staging, inv.Status)
			require.Nil(t, inv.StagedAt)
		}
	})

	// The recovery loop found an invoice on chain without knowing its
	// transaction: the one stored with the invoice stays.
	t.Run("OpenedByRecoveryKeepsItsStagingTransaction", func(t *testing.T) {
		t.Parallel()
		s := setupStores(t)
		ids, stx := staged(t, s, 1)
		require.NoError(t, s.invoices.MarkStaged(ctx, ids[0], common.Hash{}, time.Now()))
		inv, err := s.invoices.Invoice(ctx, ids[0])
		require.NoError(t, err)
		require.Equal(t, invoice.Open, inv.Status)
		require.Equal(t, stx, inv.StageTxHash)
	})

	t.Run("FailStagingFailsOnlyStagingInvoicesWithInvoiceFailed", func(t *testing.T) {
		t.Parallel()
		s := setupStores(t)
		s.endpoint(t, webhookapi.InvoiceFailed)
		ids, stx := staged(t, s, 3)
		require.NoError(t, s.relayer.RecordStaged(ctx, receipt(stx, true, 80, 1), ids[2:], time.Now()))
		reason := "the staging transaction reverted: InvoiceAlreadyStaged(0x07)"

		require.NoError(t, s.relayer.FailStaging(ctx, ids, reason))
		require.NoError(t, s.relayer.FailStaging(ctx, ids, "again"), "failing twice changes nothing")
		for _, id := range ids[:2] {
			inv, err := s.invoices.Invoice(ctx, id)
			require.NoError(t, err)
			require.Equal(t, invoice.Failed, inv.Status)
			require.Equal(t, reason, inv.Failure)
			evs := s.events(t, id, webhookapi.InvoiceFailed)
			require.Len(t, evs, 1, "one invoice.failed")
			require.Equal(t, "failed", evs[0].Data.Invoice.Status)
			require.Equal(t, &reason, evs[0].Data.Invoice.Failure)
			require.Len(t, s.deliveries(t, id), 1, "to the subscribed endpoint")
		}
		require.Equal(t, invoice.Open, s.status(t, ids[2]), "an open invoice is never failed")
		require.Empty(t, s.events(t, ids[2], webhookapi.InvoiceFailed))
	})

	t.Run("OpeningEmitsNoEvent", func(t *testing.T) {
		t.Parallel()
		s := setupStores(t)
		ids, stx := staged(t, s, 1)
		require.NoError(t, s.relayer.RecordStaged(ctx, receipt(stx, true, 79, 1), ids, time.Now()))
		require.Equal(t, 1, s.allEvents(t, ids[0]), "invoice.created only: there is no invoice.opened")
	})
}

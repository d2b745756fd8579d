package postgres_test

import (
	"context"
	"errors"
	"math/big"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/jackc/pgx/v5"
	"github.com/stretchr/testify/require"

	"github.com/paystead/paystead/backend/checkout"
	"github.com/paystead/paystead/backend/invoice"
	"github.com/paystead/paystead/backend/postgres"
	"github.com/paystead/paystead/shared/checkoutapi"
)

type checkoutBundle struct {
	stores
	store    *postgres.CheckoutStore
	enqueued atomic.Int64
	// enqueuedOn is the chain the last job was queued for.
	enqueuedOn atomic.Int64
	// enqueue, when set, runs in the submission's transaction.
	enqueue func(ctx context.Context, tx pgx.Tx, id common.Hash) error
}

func setupCheckout(t *testing.T) *checkoutBundle {
	t.Helper()
	b := &checkoutBundle{stores: setupStores(t)}
	b.store = postgres.NewCheckoutStore(b.pool, func(ctx context.Context, tx pgx.Tx, chainID int64, id common.Hash) error {
		b.enqueued.Add(1)
		b.enqueuedOn.Store(chainID)
		if b.enqueue != nil {
			return b.enqueue(ctx, tx, id)
		}
		return nil
	})
	return b
}

// draft is a pending submission paying an open invoice, not yet stored.
func (b *checkoutBundle) draft(t *testing.T) checkout.Submission {
	t.Helper()
	nonce, _ := new(big.Int).SetString("115792089237316195423570985008687907853269984665640564039457584007913129639935", 10) // 2^256-1
	return checkout.Submission{
		ID: randomHash(t), InvoiceID: b.newInvoice(t, invoice.Open), Payer: newWallet(t), PayInToken: newWallet(t),
		AmountIn: new(big.Int).Lsh(big.NewInt(1), 200), PermitNonce: nonce, Deadline: 1_900_000_000,
		Signature: append(randomHash(t).Bytes(), randomHash(t).Bytes()...), Status: checkoutapi.StatusPending,
		CreatedAt: time.Date(2030, 3, 1, 12, 0, 0, 987654321, time.UTC),
	}
}

func TestCheckoutStore(t *testing.T) {
	t.Parallel()
	ctx := context.Background()

	t.Run("StoresAndReadsASubmission", func(t *testing.T) {
		t.Parallel()
		b := setupCheckout(t)
		sub := b.draft(t)
		created, err := b.store.CreateSubmission(ctx, sub)
		require.NoError(t, err)
		require.Equal(t, sub, created)

		stored, err := b.store.Submission(ctx, sub.ID)
		require.NoError(t, err)
		require.True(t, sub.CreatedAt.Truncate(time.Microsecond).Equal(stored.CreatedAt))
		want := sub
		want.CreatedAt = stored.CreatedAt
		want.ChainID = testChainID // a submission that names no chain is its invoice's
		require.Equal(t, want, stored, "256-bit amounts and nonces survive numeric(78,0)")
		require.Equal(t, int64(1), b.enqueued.Load())
		require.Equal(t, int64(testChainID), b.enqueuedOn.Load(), "its job settles on its invoice's chain")
	})

	t.Run("StoresAndReadsAPaymentByAuthorization", func(t *testing.T) {
		t.Parallel()
		b := setupCheckout(t)
		sub := b.draft(t)
		sub.Authorization = true
		_, err := b.store.CreateSubmission(ctx, sub)
		require.NoError(t, err)
		stored, err := b.store.Submission(ctx, sub.ID)
		require.NoError(t, err)
		require.True(t, stored.Authorization)
		require.Equal(t, sub.Signature, stored.Signature)
	})

	t.Run("StoresAndReadsATokenPermit", func(t *testing.T) {
		t.Parallel()
		b := setupCheckout(t)
		sub := b.draft(t)
		sub.TokenPermit = &checkout.TokenPermit{
			Value: new(big.Int).Set(sub.PermitNonce), Deadline: big.NewInt(1_900_000_000),
			Signature: append(randomHash(t).Bytes(), append(randomHash(t).Bytes(), 28)...),
		}
		_, err := b.store.CreateSubmission(ctx, sub)
		require.NoError(t, err)
		stored, err := b.store.Submission(ctx, sub.ID)
		require.NoError(t, err)
		require.Equal(t, sub.TokenPermit, stored.TokenPermit)

		// The relayer reads it with the payment.
		payment, err := postgres.NewRelayerStore(b.pool).Payment(ctx, sub.ID)
		require.NoError(t, err)
		require.Equal(t, sub.TokenPermit, payment.Submission.TokenPermit)
	})

	t.Run("EnqueuesInTheSubmissionsTransaction", func(t *testing.T) {
		t.Parallel()
		b := setupCheckout(t)
		sub := b.draft(t)
		b.enqueue = func(ctx context.Context, tx pgx.Tx, id common.Hash) error {
			require.Equal(t, sub.ID, id)
			var status string
			require.NoError(t, tx.QueryRow(ctx, `SELECT status FROM submissions WHERE id = $1`, id.Bytes()).Scan(&status))
			require.Equal(t, checkoutapi.StatusPending, status, "the job's transaction holds the row")
			_, err := b.store.Submission(ctx, id)
			require.ErrorIs(t, err, checkout.ErrNotFound, "which nobody else sees before the commit")
			return nil
		}
		_, err := b.store.CreateSubmission(ctx, sub)
		require.NoError(t, err)
	})

	t.Run("FailedEnqueueStoresNothing", func(t *testing.T) {
		t.Parallel()
		b := setupCheckout(t)
		sub := b.draft(t)
		queueDown := errors.New("queue unavailable")
		b.enqueue = func(context.Context, pgx.Tx, common.Hash) error { return queueDown }
		_, err := b.store.CreateSubmission(ctx, sub)
		require.ErrorIs(t, err, queueDown)
		_, err = b.store.Submission(ctx, sub.ID)
		require.ErrorIs(t, err, checkout.ErrNotFound)

		// The retry stores it.
		b.enqueue = nil
		_, err = b.store.CreateSubmission(ctx, sub)
		require.NoError(t, err)
		_, err = b.store.Submission(ctx, sub.ID)
		require.NoError(t, err)
	})

	t.Run("RepeatedSubmissionReturnsTheFirst", func(t *testing.T) {
		t.Parallel()
		b := setupCheckout(t)
		first := b.draft(t)
		_, err := b.store.CreateSubmission(ctx, first)
		require.NoError(t, err)
		b.process(t, first)

		again := first
		again.Signature, again.CreatedAt, again.Deadline = []byte{1, 2, 3}, time.Now(), 2_000_000_000
		got, err := b.store.CreateSubmission(ctx, again)
		require.NoError(t, err)
		stored, err := b.store.Submission(ctx, first.ID)
		require.NoError(t, err)
		require.Equal(t, stored, got)
		require.Equal(t, first.Signature, got.Signature)
		require.Equal(t, checkoutapi.StatusProcessing, got.Status, "the stored one, as it is now")
		require.Equal(t, int64(1), b.enqueued.Load(), "settled once")
	})

	t.Run("ConcurrentRepeatsStoreOneAndQueueItOnce", func(t *testing.T) {
		t.Parallel()
		b := setupCheckout(t)
		sub := b.draft(t)
		const n = 6
		got := make([]checkout.Submission, n)
		var wg sync.WaitGroup
		for i := range n {
			wg.Go(func() {
				s, err := b.store.CreateSubmission(ctx, sub)
				if err != nil {
					t.Error(err)
				}
				got[i] = s
			})
		}
		wg.Wait()
		require.Equal(t, int64(1), b.enqueued.Load())
		for _, s := range got {
			require.Equal(t, sub.ID, s.ID)
			require.Equal(t, sub.Signature, s.Signature)
		}
	})

	t.Run("UnknownSubmissionIsErrNotFound", func(t *testing.T) {
		t.Parallel()
		b := setupCheckout(t)
		_, err := b.store.Submission(ctx, randomHash(t))
		require.ErrorIs(t, err, checkout.ErrNotFound)
	})

	t.Run("SchemaRefusesBadSubmissions", func(t *testing.T) {
		t.Parallel()
		b := setupCheckout(t)
		for name, edit := range map[string]func(*checkout.Submission){
			"ZeroAmount":     func(s *checkout.Submission) { s.AmountIn = big.NewInt(0) },
			"UnknownInvoice": func(s *checkout.Submission) { s.InvoiceID = invoice.ID{0xee} },
			"UnknownStatus":  func(s *checkout.Submission) { s.Status = "maybe" },
			"TokenPermitOfZero": func(s *checkout.Submission) {
				s.TokenPermit = &checkout.TokenPermit{Value: big.NewInt(0), Deadline: big.NewInt(1), Signature: make([]byte, 65)}
			},
			"TokenPermitSignatureShort": func(s *checkout.Submission) {
				s.TokenPermit = &checkout.TokenPermit{Value: big.NewInt(1), Deadline: big.NewInt(1), Signature: make([]byte, 64)}
			},
		} {
			sub := b.draft(t)
			edit(&sub)
			_, err := b.store.CreateSubmission(ctx, sub)
			require.Error(t, err, name)
			require.Contains(t, err.Error(), "CheckoutStore.CreateSubmission("+sub.ID.Hex()+")", name)
		}
		require.Zero(t, b.enqueued.Load())
	})
}

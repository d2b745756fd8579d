package postgres_test

import (
	"context"
	"sync"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/google/uuid"
	"github.com/stretchr/testify/require"

	"github.com/paystead/paystead/backend/escrow"
	"github.com/paystead/paystead/backend/invoice"
	"github.com/paystead/paystead/shared/escrowapi"
)

// newLink stores an open refund link of id and returns it with its token's hash.
func (s stores) newLink(t *testing.T, id invoice.ID) (escrow.Link, []byte) {
	t.Helper()
	now := time.Now().UTC().Truncate(time.Microsecond)
	l := escrow.Link{ID: uuid.New(), MerchantID: s.merchant.ID, InvoiceID: id, Amount: 5_000_000, Status: escrowapi.LinkOpen,
		CreatedAt: now, ExpiresAt: now.Add(escrow.RefundWindow)}
	hash := escrow.TokenHash(uuid.NewString())
	require.NoError(t, s.escrows.RefundLinks().CreateLink(context.Background(), l, hash))
	return l, hash
}

// Refund links (#33) in the database: read by their token's hash only, one attempt at a time
// however many race, a newer link cancels the open one but not one being used, and a link
// reads refunded once a refund to its address is recorded.
func TestRefundLinkStore(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	s := setupStores(t)
	links := s.escrows.RefundLinks()
	to := newWallet(t)

	t.Run("ReadByTokenHashAndListed", func(t *testing.T) {
		t.Parallel()
		id := s.newInvoice(t, invoice.Paid)
		l, hash := s.newLink(t, id)
		got, err := links.LinkByToken(ctx, hash)
		require.NoError(t, err)
		require.Equal(t, l.ID, got.ID)
		require.Equal(t, l.Amount, got.Amount)
		require.Equal(t, l.ExpiresAt, got.ExpiresAt)
		require.Equal(t, escrowapi.LinkOpen, got.Status)
		_, err = links.LinkByToken(ctx, escrow.TokenHash("nobody's"))
		require.ErrorIs(t, err, escrow.ErrLinkNotFound)
		listed, err := links.Links(ctx, s.merchant.ID, id)
		require.NoError(t, err)
		require.Len(t, listed, 1)
		other, err := links.Links(ctx, uuid.New(), id)
		require.NoError(t, err)
		require.Empty(t, other, "another merchant's")
	})

	t.Run("OneAttemptAtATime", func(t *testing.T) {
		t.Parallel()
		id := s.newInvoice(t, invoice.Paid)
		l, hash := s.newLink(t, id)
		var (
			wg   sync.WaitGroup
			took [8]bool
			errs [8]error
		)
		for i := range 8 {
			wg.Go(func() { took[i], errs[i] = links.BeginLink(ctx, l.ID, to) })
		}
		wg.Wait()
		wins := 0
		for i := range 8 {
			require.NoError(t, errs[i]) // on the test's goroutine: FailNow must not run in another
			if took[i] {
				wins++
			}
		}
		require.Equal(t, 1, wins)
		got, err := links.LinkByToken(ctx, hash)
		require.NoError(t, err)
		require.Equal(t, escrowapi.LinkSending, got.Status)
		require.Equal(t, to, got.To)

		// A newer link cannot replace one being used.
		_, err = func() (escrow.Link, error) {
			n := l
			n.ID = uuid.New()
			return n, links.CreateLink(ctx, n, escrow.TokenHash(uuid.NewString()))
		}()
		require.ErrorIs(t, err, escrow.ErrLinkBusy)

		// A failed attempt opens it again, with why; a sent one keeps its transaction.
		require.NoError(t, links.FinishLink(ctx, l.ID, common.Hash{}, "the address is frozen"))
		got, err = links.LinkByToken(ctx, hash)
		require.NoError(t, err)
		require.Equal(t, escrowapi.LinkOpen, got.Status)
		require.Equal(t, "the address is frozen", got.Failure)
		began, err := links.BeginLink(ctx, l.ID, to)
		require.NoError(t, err)
		require.True(t, began)
		tx := randomHash(t)
		require.NoError(t, links.FinishLink(ctx, l.ID, tx, ""))
		got, err = links.LinkByToken(ctx, hash)
		require.NoError(t, err)
		require.Equal(t, escrowapi.LinkSent, got.Status)
		require.Equal(t, tx, got.TxHash)
		require.False(t, got.Refunded)

		// Mined: a refund to its address is recorded.
		e := refundEvent(id, randomHash(t), l.Amount, testAmount-l.Amount)
		e.To = to
		require.NoError(t, s.escrows.RecordRefund(ctx, noSend, e, time.Now()))
		got, err = links.LinkByToken(ctx, hash)
		require.NoError(t, err)
		require.True(t, got.Refunded)
		require.Equal(t, escrowapi.LinkRefunded, got.Shown(time.Now()))
	})

	t.Run("ARevertedSendOpensItAgain", func(t *testing.T) {
		t.Parallel()
		id := s.newInvoice(t, invoice.Paid)
		l, hash := s.newLink(t, id)
		began, err := links.BeginLink(ctx, l.ID, to)
		require.NoError(t, err)
		require.True(t, began)
		first, mined := randomHash(t), randomHash(t) // sent, then repriced: the copy is mined
		require.NoError(t, links.FinishLink(ctx, l.ID, first, ""))
		for i, h := range []common.Hash{first, mined} {
			_, err = s.pool.Exec(ctx, `INSERT INTO relayer_txs (hash, first_hash, chain_id, sender, nonce, raw, purpose, status)
				VALUES ($1, $2, $3, $4, $5, '\x00', 'refund', 'sent')`, h.Bytes(), first.Bytes(), testChainID, newWallet(t).Bytes(), i)
			require.NoError(t, err)
		}
		require.NoError(t, s.relayer.RecordReceipt(ctx, receipt(mined, false, 70, 30_000)))
		got, err := links.LinkByToken(ctx, hash)
		require.NoError(t, err)
		require.Equal(t, escrowapi.LinkOpen, got.Status)
		require.Contains(t, got.Failure, "reverted")
		require.Equal(t, common.Address{}, got.To)
		began, err = links.BeginLink(ctx, l.ID, to)
		require.NoError(t, err)
		require.True(t, began, "the customer tries again")

		// A send that is mined keeps its link sent.
		other, otherHash := s.newLink(t, s.newInvoice(t, invoice.Paid))
		began, err = links.BeginLink(ctx, other.ID, to)
		require.NoError(t, err)
		require.True(t, began)
		ok := randomHash(t)
		require.NoError(t, links.FinishLink(ctx, other.ID, ok, ""))
		_, err = s.pool.Exec(ctx, `INSERT INTO relayer_txs (hash, first_hash, chain_id, sender, nonce, raw, purpose, status)
			VALUES ($1, $1, $2, $3, 0, '\x00', 'refund', 'sent')`, ok.Bytes(), testChainID, newWallet(t).Bytes())
		require.NoError(t, err)
		require.NoError(t, s.relayer.RecordReceipt(ctx, receipt(ok, true, 71, 30_000)))
		got, err = links.LinkByToken(ctx, otherHash)
		require.NoError(t, err)
		require.Equal(t, escrowapi.LinkSent, got.Status)
	})

	t.Run("AStaleAttemptIsTakenOverUnlessItsRefundWasMined", func(t *testing.T) {
		t.Parallel()
		id := s.newInvoice(t, invoice.Paid)
		l, _ := s.newLink(t, id)
		began, err := links.BeginLink(ctx, l.ID, to)
		require.NoError(t, err)
		require.True(t, began)
		// Its process died long ago.
		_, err = s.pool.Exec(ctx, `UPDATE refund_links SET attempt_at = now() - interval '1 hour' WHERE id = $1`, l.ID)
		require.NoError(t, err)
		began, err = links.BeginLink(ctx, l.ID, to)
		require.NoError(t, err)
		require.True(t, began, "taken over")

		_, err = s.pool.Exec(ctx, `UPDATE refund_links SET attempt_at = now() - interval '1 hour' WHERE id = $1`, l.ID)
		require.NoError(t, err)
		e := refundEvent(id, randomHash(t), l.Amount, testAmount-l.Amount)
		e.To = to
		require.NoError(t, s.escrows.RecordRefund(ctx, noSend, e, time.Now()))
		began, err = links.BeginLink(ctx, l.ID, to)
		require.NoError(t, err)
		require.False(t, began, "its refund went out: never twice")
	})

	t.Run("ANewerLinkCancelsTheOpenOneAndCancelIsTheMerchants", func(t *testing.T) {
		t.Parallel()
		id := s.newInvoice(t, invoice.Paid)
		first, firstHash := s.newLink(t, id)
		second, _ := s.newLink(t, id)
		got, err := links.LinkByToken(ctx, firstHash)
		require.NoError(t, err)
		require.Equal(t, escrowapi.LinkCanceled, got.Status)

		_, err = links.CancelLink(ctx, uuid.New(), id, second.ID)
		require.ErrorIs(t, err, escrow.ErrLinkNotFound)
		c, err := links.CancelLink(ctx, s.merchant.ID, id, second.ID)
		require.NoError(t, err)
		require.Equal(t, escrowapi.LinkCanceled, c.Status)
		again, err := links.CancelLink(ctx, s.merchant.ID, id, first.ID)
		require.NoError(t, err)
		require.Equal(t, escrowapi.LinkCanceled, again.Status)
		began, err := links.BeginLink(ctx, second.ID, to)
		require.NoError(t, err)
		require.False(t, began, "a canceled link is never used")
	})
}

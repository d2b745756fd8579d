package relayer

import (
	"context"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"github.com/paystead/paystead/backend/invoice"
)

// TestStageWithdrawal: a new invoice whose caller gives up while
// it is still queued is withdrawn, reported as never stored, and dropped
// by the batch that would have stored it; one already taken into a batch
// is reported as stored, since that batch writes it.
func TestStageWithdrawal(t *testing.T) {
	t.Parallel()
	s := &Stager{queue: make(chan stageRequest, 4)} // no Run: nothing takes the queue
	id, err := invoice.NewID()
	require.NoError(t, err)
	inv := invoice.Invoice{ID: id, Amount: 1_000_000}

	create := func() (stored bool, err error) {
		ctx, cancel := context.WithTimeout(t.Context(), 20*time.Millisecond)
		defer cancel()
		res, err := s.Stage(ctx, inv, nil)
		return res.Stored, err
	}

	stored, err := create()
	require.ErrorIs(t, err, context.DeadlineExceeded)
	require.False(t, stored, "withdrawn while queued")
	withdrawnReq := <-s.queue
	// The batch drops it without touching the database or the chain
	// (this Stager has neither: it would panic if it tried).
	s.send(t.Context(), inv.MerchantWallet, []stageRequest{withdrawnReq}, func() {})

	ctx, cancel := context.WithCancel(t.Context())
	go func() {
		req := <-s.queue
		req.state.CompareAndSwap(queued, taken) // as send does
		cancel()
	}()
	res, err := s.Stage(ctx, inv, nil)
	require.ErrorIs(t, err, context.Canceled)
	require.True(t, res.Stored, "taken into a batch before the caller gave up")
}

package postgres_test

import (
	"context"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"github.com/paystead/paystead/backend/postgres"
)

// Heartbeats register a process, again after it was taken for dead; one
// that left is never counted dead. (The jobs a dead process ran are
// handed back in backend/jobs, with real River clients.)
func TestProcessStore(t *testing.T) {
	ctx := context.Background()
	s := postgres.NewProcessStore(ownDatabase(t))

	require.NoError(t, s.Heartbeat(ctx, "a"))
	require.NoError(t, s.Heartbeat(ctx, "a"), "a second beat updates the row")
	require.NoError(t, s.Heartbeat(ctx, "b"))
	require.NoError(t, s.Leave(ctx, "b"))
	time.Sleep(150 * time.Millisecond)
	require.NoError(t, s.Heartbeat(ctx, "c"))

	dead, jobs, err := s.RescueDead(ctx, 100*time.Millisecond)
	require.NoError(t, err)
	require.Equal(t, 1, dead, "a stopped beating; b left; c beats")
	require.Zero(t, jobs)
	dead, _, err = s.RescueDead(ctx, 100*time.Millisecond)
	require.NoError(t, err)
	require.Zero(t, dead, "forgotten once found")

	require.NoError(t, s.Heartbeat(ctx, "a"), "a stalled process that beats again is registered anew")
	time.Sleep(150 * time.Millisecond)
	dead, _, err = s.RescueDead(ctx, 100*time.Millisecond)
	require.NoError(t, err)
	require.Equal(t, 2, dead, "a and c")
}

package postgres_test

import (
	"context"
	"log/slog"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"github.com/paystead/paystead/backend/merchant"
	"github.com/paystead/paystead/backend/postgres"
	"github.com/paystead/paystead/backend/postgres/pgtest"
)

// feedEvents records what a CredentialFeed is told, in order.
type feedEvents chan string

func (f feedEvents) Watching(on bool) {
	if on {
		f <- "watching"
	} else {
		f <- "not watching"
	}
}

func (f feedEvents) Changed() { f <- "changed" }

func (f feedEvents) next(t *testing.T) string {
	t.Helper()
	select {
	case e := <-f:
		return e
	case <-time.After(10 * time.Second):
		t.Fatal("the listener reported nothing")
		return ""
	}
}

// TestListenCredentialChanges runs on a database of its own, so that the
// only changes announced are the test's.
func TestListenCredentialChanges(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	pool, err := postgres.Open(ctx, pgtest.EmptyDB(t))
	require.NoError(t, err)
	t.Cleanup(pool.Close)
	_, err = postgres.Migrate(ctx, pool)
	require.NoError(t, err)

	svc := merchant.NewService(postgres.NewMerchantStore(pool))
	m, err := svc.CreateMerchant(ctx, merchant.Merchant{OwnerWallet: newWallet(t), DisplayName: "Acme"})
	require.NoError(t, err)
	key, _, err := svc.CreateAPIKey(ctx, m.ID, merchant.Secret, "backend")
	require.NoError(t, err)

	events := make(feedEvents, 100)
	listenCtx, stop := context.WithCancel(ctx)
	done := make(chan struct{})
	go func() {
		defer close(done)
		postgres.ListenCredentialChanges(listenCtx, pool, events, slog.New(slog.DiscardHandler))
	}()
	t.Cleanup(func() { stop(); <-done }) // before the database is dropped
	require.Equal(t, "watching", events.next(t))

	// Recording a key's use is not a change; editing its merchant is. Announcements arrive in
	// commit order, so one for the use would be here before the edit's.
	require.NoError(t, postgres.NewMerchantStore(pool).TouchAPIKey(ctx, key.ID, time.Now()))
	_, err = pool.Exec(ctx, `UPDATE merchants SET display_name = 'Acme Ltd' WHERE id = $1`, m.ID)
	require.NoError(t, err)
	require.Equal(t, "changed", events.next(t))
	require.Empty(t, events, "only the merchant's edit was announced")

	// Revoking, through the store or by hand, is announced.
	require.NoError(t, svc.RevokeAPIKey(ctx, m.ID, key.ID))
	require.Equal(t, "changed", events.next(t))
	_, err = pool.Exec(ctx, `DELETE FROM api_keys WHERE id = $1`, key.ID)
	require.NoError(t, err)
	require.Equal(t, "changed", events.next(t))

	// A lost connection turns the feed off until it listens again.
	var ended bool
	require.NoError(t, pool.QueryRow(ctx, `SELECT bool_or(pg_terminate_backend(pid)) FROM pg_stat_activity
		WHERE datname = current_database() AND pid <> pg_backend_pid() AND query = 'LISTEN paystead_credentials'`).Scan(&ended))
	require.True(t, ended, "found the listener's connection")
	require.Equal(t, "not watching", events.next(t))
	require.Equal(t, "watching", events.next(t))
	_, err = pool.Exec(ctx, `UPDATE merchants SET allowed_origins = '{https://shop.example}' WHERE id = $1`, m.ID)
	require.NoError(t, err)
	require.Equal(t, "changed", events.next(t))

	// Stopping turns it off for good.
	stop()
	<-done
	require.Equal(t, "not watching", events.next(t))
}

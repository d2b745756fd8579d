package localpg_test

import (
	"context"
	"os"
	"path/filepath"
	"testing"

	"github.com/jackc/pgx/v5"
	"github.com/stretchr/testify/require"

	"github.com/paystead/paystead/backend/postgres/localpg"
)

func TestCluster(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	dir := filepath.Join(t.TempDir(), "nested", "data")

	cluster, err := localpg.Start(ctx, dir)
	require.NoError(t, err)
	// Under a private test folder the cluster lives in the system temp folder instead.
	t.Cleanup(func() { _ = os.RemoveAll(cluster.DataDir()) })
	conn, err := pgx.Connect(ctx, cluster.URL())
	require.NoError(t, err)
	_, err = conn.Exec(ctx, "CREATE TABLE kept (v int); INSERT INTO kept VALUES (42)")
	require.NoError(t, err)
	require.NoError(t, conn.Close(ctx))
	require.NoError(t, cluster.Stop())

	t.Run("StoppedClusterRefusesConnections", func(t *testing.T) {
		_, err := pgx.Connect(ctx, cluster.URL())
		require.Error(t, err)
	})

	t.Run("RestartKeepsTheData", func(t *testing.T) {
		again, err := localpg.Start(ctx, dir)
		require.NoError(t, err)
		defer again.Stop() //nolint:errcheck
		conn, err := pgx.Connect(ctx, again.URL())
		require.NoError(t, err)
		defer conn.Close(ctx)
		var v int
		require.NoError(t, conn.QueryRow(ctx, "SELECT v FROM kept").Scan(&v))
		require.Equal(t, 42, v)
	})
}

// A cluster started with Durable flushes each commit, as production's
// does; Start's own settings do not.
func TestDurableSettings(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	for _, durable := range []bool{false, true} {
		var settings []string
		want := "off"
		if durable {
			settings, want = localpg.Durable, "on"
		}
		cluster, err := localpg.Start(ctx, filepath.Join(t.TempDir(), "data"), settings...)
		require.NoError(t, err)
		t.Cleanup(func() { _ = cluster.Discard() })
		conn, err := pgx.Connect(ctx, cluster.URL())
		require.NoError(t, err)
		for _, name := range []string{"fsync", "synchronous_commit", "full_page_writes"} {
			var v string
			require.NoError(t, conn.QueryRow(ctx, "SELECT current_setting($1)", name).Scan(&v))
			require.Equal(t, want, v, "%s, durable %v", name, durable)
		}
		require.NoError(t, conn.Close(ctx))
	}
}

func TestDiscardDeletesTheFiles(t *testing.T) {
	t.Parallel()
	// A private test folder: the cluster may live elsewhere (DataDir says where).
	cluster, err := localpg.Start(context.Background(), filepath.Join(t.TempDir(), "data"))
	require.NoError(t, err)
	_, err = os.Stat(filepath.Join(cluster.DataDir(), "PG_VERSION"))
	require.NoError(t, err)
	require.NoError(t, cluster.Discard())
	_, err = os.Stat(cluster.DataDir())
	require.ErrorIs(t, err, os.ErrNotExist)
}

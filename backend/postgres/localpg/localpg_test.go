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

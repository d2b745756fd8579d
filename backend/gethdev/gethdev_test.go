package gethdev_test

import (
	"context"
	"math/big"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/stretchr/testify/require"

	"github.com/paystead/paystead/backend/gethdev"
)

func TestNode(t *testing.T) {
	t.Parallel()
	node := gethdev.Start(t, time.Second)
	ctx := context.Background()

	t.Run("IsTheDevChain", func(t *testing.T) {
		require.Equal(t, int64(1337), node.ChainID.Int64())
		balance, err := node.Client().BalanceAt(ctx, node.Dev, nil)
		require.NoError(t, err)
		require.Positive(t, balance.Sign(), "the dev account is funded")
	})

	t.Run("SealsBlocksOnItsPeriod", func(t *testing.T) {
		first, err := node.Client().BlockNumber(ctx)
		require.NoError(t, err)
		require.Eventually(t, func() bool {
			n, err := node.Client().BlockNumber(ctx)
			return err == nil && n >= first+2
		}, 10*time.Second, 100*time.Millisecond)
		// geth stamps a block with the second it seals it and waits the period after sealing:
		// a second apart, two at most.
		prev, err := node.Client().HeaderByNumber(ctx, new(big.Int).SetUint64(first+1))
		require.NoError(t, err)
		next, err := node.Client().HeaderByNumber(ctx, new(big.Int).SetUint64(first+2))
		require.NoError(t, err)
		require.LessOrEqual(t, next.Time-prev.Time, uint64(2), "blocks %d and %d are %d s apart", first+1, first+2, next.Time-prev.Time)
	})

	t.Run("FundsAnAccount", func(t *testing.T) {
		to := common.HexToAddress("0x000000000000000000000000000000000000fEeD")
		node.Fund(t, to, big.NewInt(1e18))
		balance, err := node.Client().BalanceAt(ctx, to, nil)
		require.NoError(t, err)
		require.Equal(t, big.NewInt(1e18), balance)
	})

	// Last: from here on the test seals the blocks.
	t.Run("TravelsInTime", func(t *testing.T) {
		before, err := node.Client().HeaderByNumber(ctx, nil)
		require.NoError(t, err)
		node.Travel(t, 8*24*time.Hour)
		after, err := node.Client().HeaderByNumber(ctx, nil)
		require.NoError(t, err)
		require.GreaterOrEqual(t, after.Time, before.Time+8*24*3600)

		// Blocks go on, a second apart, and take transactions.
		to := common.HexToAddress("0x000000000000000000000000000000000000bEEF")
		node.Fund(t, to, big.NewInt(1))
		balance, err := node.Client().BalanceAt(ctx, to, nil)
		require.NoError(t, err)
		require.Equal(t, big.NewInt(1), balance)
		later, err := node.Client().HeaderByNumber(ctx, nil)
		require.NoError(t, err)
		require.Greater(t, later.Number.Uint64(), after.Number.Uint64())
		require.Equal(t, after.Time+(later.Number.Uint64()-after.Number.Uint64()), later.Time, "a second per block")
	})
}

// TestNodeOfAnotherChainRestarts: a second development chain (id 31337)
// whose node is stopped, does not answer, and starts again where its chain
// left off, with what it held.
func TestNodeOfAnotherChainRestarts(t *testing.T) {
	t.Parallel()
	node := gethdev.StartWith(t, gethdev.Options{Period: time.Second, ChainID: 31337})
	ctx := context.Background()
	require.Equal(t, int64(31337), node.ChainID.Int64())
	to := common.HexToAddress("0x000000000000000000000000000000000000c0De")
	node.Fund(t, to, big.NewInt(7))
	before, err := node.Client().BlockNumber(ctx)
	require.NoError(t, err)

	node.Stop(t)
	_, err = node.Client().BlockNumber(ctx)
	require.Error(t, err, "a stopped node does not answer")

	node.Restart(t)
	after, err := node.Client().BlockNumber(ctx)
	require.NoError(t, err)
	require.GreaterOrEqual(t, after, before, "the chain goes on from where it was")
	balance, err := node.Client().BalanceAt(ctx, to, nil)
	require.NoError(t, err)
	require.Equal(t, big.NewInt(7), balance)
	id, err := node.Client().ChainID(ctx)
	require.NoError(t, err)
	require.Equal(t, int64(31337), id.Int64())
	node.Fund(t, to, big.NewInt(1)) // and it seals blocks again
}

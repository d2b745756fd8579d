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
			return err == nil && n > first
		}, 10*time.Second, 100*time.Millisecond)
	})

	t.Run("FundsAnAccount", func(t *testing.T) {
		to := common.HexToAddress("0x000000000000000000000000000000000000fEeD")
		node.Fund(t, to, big.NewInt(1e18))
		balance, err := node.Client().BalanceAt(ctx, to, nil)
		require.NoError(t, err)
		require.Equal(t, big.NewInt(1e18), balance)
	})
}

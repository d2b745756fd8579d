package devnode_test

import (
	"context"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/ethclient"
	"github.com/stretchr/testify/require"

	"github.com/paystead/paystead/backend/devchain"
	"github.com/paystead/paystead/backend/devnode"
)

// On `paystead dev`'s chain (as on Anvil and Hardhat) the clock moves with
// evm_increaseTime: no sealing is left to the caller. geth's way is
// TestDevToolsOnGeth's (cmd/paystead) and backend/gethdev's.
func TestTravelOnTheEmbeddedChain(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	dev, err := devchain.Start(ctx, devchain.Config{Instant: true, RPCAddr: "127.0.0.1:0"})
	require.NoError(t, err)
	t.Cleanup(func() { _ = dev.Close() })
	client, err := ethclient.DialContext(ctx, dev.RPCURL())
	require.NoError(t, err)
	t.Cleanup(client.Close)

	before, err := client.HeaderByNumber(ctx, nil)
	require.NoError(t, err)
	sealer, err := devnode.Travel(ctx, client.Client(), 36*time.Hour)
	require.NoError(t, err)
	require.False(t, sealer, "the node seals on its own")
	after, err := client.HeaderByNumber(ctx, nil)
	require.NoError(t, err)
	require.GreaterOrEqual(t, after.Time, before.Time+36*3600)
	require.Greater(t, after.Number.Uint64(), before.Number.Uint64(), "a block stamped there")

	_, err = devnode.Travel(ctx, client.Client(), time.Millisecond)
	require.Error(t, err, "less than a second")
}

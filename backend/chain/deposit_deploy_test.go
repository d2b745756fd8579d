package chain

import (
	"context"
	"math/big"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/ethereum/go-ethereum/eth/ethconfig"
	"github.com/ethereum/go-ethereum/ethclient/simulated"
	"github.com/ethereum/go-ethereum/node"
	"github.com/stretchr/testify/require"
)

// TestDeployDeterministicDeployer publishes the proxy's keyless deployment on a chain that lacks
// it: refused, with a clear error, by a node that takes only replay-protected transactions;
// deployed at its address on every chain, with its code, by one that takes the others too; and
// left alone once there.
func TestDeployDeterministicDeployer(t *testing.T) {
	ctx := context.Background()
	key := testKey(t, 1)
	from := crypto.PubkeyToAddress(key.PublicKey)
	chainOf := func(t *testing.T, allowUnprotected bool) (*simulated.Backend, *Transactor) {
		sim := simulated.NewBackend(types.GenesisAlloc{from: {Balance: new(big.Int).Lsh(big.NewInt(1), 80)}},
			osakaRules, func(n *node.Config, e *ethconfig.Config) {
				n.AllowUnprotectedTxs = allowUnprotected
				delete(e.Genesis.Alloc, DeterministicDeployer) // a dev genesis holds it, most chains since their keyless deployment
			})
		t.Cleanup(func() { _ = sim.Close() })
		// Blocks every few milliseconds, as a node seals them: the keyless transaction is not the
		// Transactor's, which seals after its own.
		done := make(chan struct{})
		t.Cleanup(func() { close(done) })
		go func() {
			for {
				select {
				case <-done:
					return
				case <-time.After(5 * time.Millisecond):
					sim.Commit()
				}
			}
		}()
		id, err := sim.Client().ChainID(ctx)
		require.NoError(t, err)
		return sim, NewTransactor(sim.Client(), key, id, nil)
	}

	t.Run("RefusedWithoutUnprotectedTransactions", func(t *testing.T) {
		sim, tr := chainOf(t, false)
		_, err := DeployDeterministicDeployer(ctx, sim.Client(), tr)
		require.ErrorIs(t, err, ErrUnprotectedRefused)
		code, err := sim.Client().CodeAt(ctx, DeterministicDeployer, nil)
		require.NoError(t, err)
		require.Empty(t, code)
	})

	t.Run("Deployed", func(t *testing.T) {
		sim, tr := chainOf(t, true)
		deployed, err := DeployDeterministicDeployer(ctx, sim.Client(), tr)
		require.NoError(t, err)
		require.True(t, deployed)
		code, err := sim.Client().CodeAt(ctx, DeterministicDeployer, nil)
		require.NoError(t, err)
		require.Equal(t, DeterministicDeployerCode, code)

		again, err := DeployDeterministicDeployer(ctx, sim.Client(), tr)
		require.NoError(t, err)
		require.False(t, again, "the proxy was there")

		// And the factory goes through it to the address it has everywhere.
		at, err := DeployDepositFactory(ctx, sim.Client(), tr, from)
		require.NoError(t, err)
		require.Equal(t, DepositFactoryAddress(from), at)
	})
}

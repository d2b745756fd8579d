package chain

import (
	"encoding/json"
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/require"
)

// TestEmbeddedUniswapArtifactsMatchContracts keeps the copies embedded in
// the binary (ABI and bytecode only) equal to contracts/artifacts, which
// `make contracts` writes from the npm packages.
func TestEmbeddedUniswapArtifactsMatchContracts(t *testing.T) {
	t.Parallel()
	embedded, err := filepath.Glob("uniswap/*.json")
	require.NoError(t, err)
	require.Len(t, embedded, 4)
	for _, path := range embedded {
		var copy, source struct {
			ABI      json.RawMessage `json:"abi"`
			Bytecode string          `json:"bytecode"`
		}
		raw, err := os.ReadFile(path)
		require.NoError(t, err)
		require.NoError(t, json.Unmarshal(raw, &copy))
		raw, err = os.ReadFile(filepath.Join("..", "..", "contracts", "artifacts", filepath.Base(path)))
		require.NoError(t, err)
		require.NoError(t, json.Unmarshal(raw, &source))
		require.Equal(t, source.Bytecode, copy.Bytecode, "%s: bytecode differs from contracts/artifacts", path)
		require.JSONEq(t, string(source.ABI), string(copy.ABI), "%s: ABI differs from contracts/artifacts", path)
	}
}

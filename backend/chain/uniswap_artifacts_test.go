package chain

import (
	"encoding/json"
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/require"
)

// TestEmbeddedUniswapArtifactsMatchContracts keeps the copies embedded in
// the binary (ABI and bytecode only; Circle's with their link references)
// equal to contracts/artifacts, which `make contracts` writes from the npm
// packages.
func TestEmbeddedUniswapArtifactsMatchContracts(t *testing.T) {
	t.Parallel()
	uniswap, err := filepath.Glob("uniswap/*.json")
	require.NoError(t, err)
	require.Len(t, uniswap, 4)
	circle, err := filepath.Glob("circle/*.json")
	require.NoError(t, err)
	require.Len(t, circle, 3)
	for _, path := range append(uniswap, circle...) {
		var copy, source struct {
			ABI            json.RawMessage `json:"abi"`
			Bytecode       string          `json:"bytecode"`
			LinkReferences json.RawMessage `json:"linkReferences"`
		}
		raw, err := os.ReadFile(path)
		require.NoError(t, err)
		require.NoError(t, json.Unmarshal(raw, &copy))
		raw, err = os.ReadFile(filepath.Join("..", "..", "contracts", "artifacts", filepath.Base(path)))
		require.NoError(t, err)
		require.NoError(t, json.Unmarshal(raw, &source))
		require.Equal(t, source.Bytecode, copy.Bytecode, "%s: bytecode differs from contracts/artifacts", path)
		require.JSONEq(t, string(source.ABI), string(copy.ABI), "%s: ABI differs from contracts/artifacts", path)
		if len(source.LinkReferences) > 0 || len(copy.LinkReferences) > 0 {
			require.JSONEq(t, string(source.LinkReferences), string(copy.LinkReferences), "%s: link references differ", path)
		}
	}
}

package sdk_test

import (
	"encoding/json"
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/paystead/paystead/sdk"
)

// TestGatewayABIMatchesArtifact fails when GatewayABI no longer describes
// the compiled contract: run `go generate ./sdk`.
func TestGatewayABIMatchesArtifact(t *testing.T) {
	t.Parallel()
	raw, err := os.ReadFile(filepath.Join("..", "contracts", "artifacts", "CustodyEscrowGateway.json"))
	require.NoError(t, err)
	var artifact struct {
		ABI []any `json:"abi"`
	}
	require.NoError(t, json.Unmarshal(raw, &artifact))
	var got []any
	require.NoError(t, json.Unmarshal([]byte(sdk.GatewayABI), &got), "GatewayABI is not JSON")
	require.Equal(t, artifact.ABI, got, "GatewayABI drifted from contracts/artifacts/CustodyEscrowGateway.json: run `go generate ./sdk`")
}

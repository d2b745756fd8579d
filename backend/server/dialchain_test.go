package server

import (
	"context"
	"encoding/json"
	"math/big"
	"net/http"
	"net/http/httptest"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/paystead/paystead/backend/config"
)

// TestDialChainStops: the stop dialChain returns closes the chain's client (and the failover's
// watch) and returns — with one endpoint and with several. It called itself without end before,
// a stack overflow at every shutdown (and at a start that failed after the dial), which the geth
// failover test met as a serve process that crashed.
func TestDialChainStops(t *testing.T) {
	t.Parallel()
	node := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		var req struct {
			ID     json.RawMessage `json:"id"`
			Method string          `json:"method"`
		}
		_ = json.NewDecoder(r.Body).Decode(&req)
		result := `"0x539"` // eth_chainId: 1337
		if req.Method == "eth_blockNumber" {
			result = `"0x10"`
		}
		w.Header().Set("Content-Type", "application/json")
		_, _ = w.Write([]byte(`{"jsonrpc":"2.0","id":` + string(req.ID) + `,"result":` + result + `}`))
	}))
	t.Cleanup(node.Close)
	for _, urls := range []string{node.URL, node.URL + "," + node.URL} {
		c := config.Chain{ChainID: big.NewInt(1337), RPCURL: urls}
		client, stop, err := dialChain(context.Background(), c, nil)
		require.NoError(t, err, urls)
		require.NotNil(t, client)
		stop()
	}
}

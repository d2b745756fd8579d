package sdk_test

import (
	"context"
	"net/http"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/paystead/paystead/sdk"
)

func TestNetworkCalls(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	invoiceID := "0x5f0c2f4a8e3b1d6c7a9e0b2d4f6a8c0e1b3d5f7a9c2e4b6d8f0a1c3e5b7d9f12"
	owner := "0x8ba1f109551bD432803012645Ac136ddd64DBA72"
	token := "0x036CbD53842c5426634e7929541eC2318f3dCF7e"

	t.Run("ChooseNetworkPostsTheChainAndReadsTheView", func(t *testing.T) {
		t.Parallel()
		f := newFakePaystead(t, answerJSON(http.StatusOK, map[string]any{"invoiceId": invoiceID, "status": "staging", "chainId": 8453, "networks": []int64{84532, 8453}}))
		v, err := f.pageClient(t).ChooseNetwork(ctx, invoiceID, 8453)
		require.NoError(t, err)
		require.Equal(t, int64(8453), v.ChainID)
		require.Equal(t, []int64{84532, 8453}, v.Networks)
		r := f.requests()[0]
		require.Equal(t, "/api/checkout/network", r.Path)
		require.JSONEq(t, `{"invoiceId":"`+invoiceID+`","chainId":8453}`, r.Body)
	})

	t.Run("TokenBalanceCallsBalanceOf", func(t *testing.T) {
		t.Parallel()
		node := newFakePaystead(t, answerJSON(http.StatusOK, map[string]any{"jsonrpc": "2.0", "id": 1, "result": "0x0000000000000000000000000000000000000000000000000000000000bebc20"}))
		b, err := node.pageClient(t).TokenBalance(ctx, node.srv.URL+"/rpc", token, owner)
		require.NoError(t, err)
		require.Equal(t, int64(12_500_000), b.Int64())
		r := node.requests()[0]
		require.Equal(t, "/rpc", r.Path)
		require.JSONEq(t, `{"jsonrpc":"2.0","id":1,"method":"eth_call","params":[{"to":"`+token+
			`","data":"0x70a082310000000000000000000000008ba1f109551bd432803012645ac136ddd64dba72"},"latest"]}`, r.Body)
	})

	t.Run("TokenBalanceErrors", func(t *testing.T) {
		t.Parallel()
		for name, answer := range map[string]map[string]any{
			"AnRPCError": {"jsonrpc": "2.0", "id": 1, "error": map[string]any{"code": -32000, "message": "execution reverted"}},
			"NoResult":   {"jsonrpc": "2.0", "id": 1, "result": "0x"},
			"NotHex":     {"jsonrpc": "2.0", "id": 1, "result": "0xzz"},
		} {
			node := newFakePaystead(t, answerJSON(http.StatusOK, answer))
			_, err := node.pageClient(t).TokenBalance(ctx, node.srv.URL, token, owner)
			require.Error(t, err, name)
			require.Equal(t, sdk.CodeNetwork, sdk.CodeOf(err), name)
		}
		node := newFakePaystead(t, answerJSON(http.StatusOK, map[string]any{"result": "0x1"}))
		_, err := node.pageClient(t).TokenBalance(ctx, node.srv.URL, "USDC", owner)
		require.Error(t, err, "the token is an address")
		require.Empty(t, node.requests())
	})
}

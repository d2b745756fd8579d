package frontend

import (
	"testing"

	"github.com/stretchr/testify/require"
)

// The pages take the deployment's tokens from the server: a third token,
// swapped or not, in its own decimals, without a line of page code.
func TestPageTokens(t *testing.T) {
	t.Parallel()
	list := parseTokens(`[{"symbol":"USDC","decimals":6},{"symbol":"EURC","decimals":6,"swapsInto":"USDC"},{"symbol":"DAI","decimals":18,"swapsInto":"USDC"}]`)
	require.Len(t, list, 3)
	dai := list[2]
	require.True(t, dai.swapped(), "a swapped token gets a live price")
	require.Equal(t, "USDC", dai.payout())
	require.Equal(t, 18, dai.Decimals)
	require.False(t, list[0].swapped())
	require.Equal(t, "USDC", list[0].payout())

	require.Equal(t, defaultTokens, parseTokens(""), "served without the setting: the spec's two")
	require.Equal(t, defaultTokens, parseTokens("not json"))
	require.Equal(t, defaultTokens, parseTokens("[]"))
}

package frontend

import (
	"testing"

	"github.com/stretchr/testify/require"
)

func TestParseNetworks(t *testing.T) {
	t.Parallel()
	list := parseNetworks(`[{"id":1337,"name":"Paystead Dev","rpcUrl":"http://127.0.0.1:8545","tokens":{"USDC":"0x01"}},` +
		`{"id":31337,"name":"Paystead Dev 2","explorerUrl":"https://explorer.example","tokens":{}}]`)
	require.Len(t, list, 2)
	require.Equal(t, chainSettings{ID: 1337, Name: "Paystead Dev", RPCURL: "http://127.0.0.1:8545"}, list[0].settings())
	require.Equal(t, "0x01", list[0].Tokens["USDC"])
	require.Equal(t, "https://explorer.example/tx/0xab", list[1].settings().txURL("0xab"))
	require.Equal(t, "Paystead Dev 2", list[1].settings().label())
	require.Nil(t, parseNetworks(""), "a page served without the setting knows none")
	require.Nil(t, parseNetworks("{not json"))
	require.Equal(t, "OP Mainnet", chainSettings{ID: 10}.label(), "a chain the page does not serve is named as it is known")
	require.Equal(t, "chain 424242", chainSettings{ID: 424242}.label(), "a chain nobody named is named by its id")
	require.True(t, chainSettings{ID: 84532}.testNetwork(), "Base Sepolia moves no real money")
	require.True(t, chainSettings{ID: 1337}.testNetwork(), "nor does the dev chain")
	require.False(t, chainSettings{ID: 8453}.testNetwork())
}

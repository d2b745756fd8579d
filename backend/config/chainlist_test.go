package config

import (
	"math/big"
	"testing"

	"github.com/ethereum/go-ethereum/common"
	"github.com/stretchr/testify/require"
)

// twoChains is a complete serve environment with PAYSTEAD_CHAINS naming
// Base and Arbitrum, the gateway shared and everything else per chain.
func twoChains() map[string]string {
	e := validServe()
	for _, k := range []string{"PAYSTEAD_RPC_URL", "PAYSTEAD_CHAIN_ID", "PAYSTEAD_USDC_ADDRESS", "PAYSTEAD_EURC_ADDRESS"} {
		delete(e, k)
	}
	e["PAYSTEAD_CHAINS"] = "base, Arbitrum"
	e["PAYSTEAD_RPC_URL_BASE"] = "https://base.rpc.example"
	e["PAYSTEAD_CHAIN_ID_BASE"] = "8453"
	e["PAYSTEAD_USDC_ADDRESS_BASE"] = "0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913"
	e["PAYSTEAD_EURC_ADDRESS_BASE"] = "0x60a3E35Cc302bFA44Cb288Bc5a4F316Fdb1adb42"
	e["PAYSTEAD_RPC_URL_ARBITRUM"] = "wss://arb.rpc.example"
	e["PAYSTEAD_CHAIN_ID_ARBITRUM"] = "42161"
	e["PAYSTEAD_USDC_ADDRESS_ARBITRUM"] = "0xaf88d065e77c8cC2239327C5EDb3A432268e5831"
	e["PAYSTEAD_EURC_ADDRESS_ARBITRUM"] = "0x2222222222222222222222222222222222222222"
	return e
}

func TestAListOfChains(t *testing.T) {
	t.Parallel()

	t.Run("TheOneChainVariablesAreAListOfOne", func(t *testing.T) {
		c, err := Load(Serve, env(validServe()))
		require.NoError(t, err)
		require.Len(t, c.Chains, 1)
		require.Empty(t, c.Chains[0].Key)
		require.Equal(t, "8453", c.Chains[0].Label())
		require.Equal(t, "Base", c.Chains[0].Name)
	})

	t.Run("SeveralRPCEndpointsForFailover", func(t *testing.T) {
		e := twoChains()
		e["PAYSTEAD_RPC_URL_BASE"] = "https://a.rpc.example/key1, https://b.rpc.example"
		c, err := Load(Serve, env(e))
		require.NoError(t, err)
		require.Equal(t, []string{"https://a.rpc.example/key1", "https://b.rpc.example"}, c.Chains[0].RPCURLs())
		require.Equal(t, []string{"wss://arb.rpc.example"}, c.Chains[1].RPCURLs())

		e["PAYSTEAD_RPC_URL_BASE"] = "https://a.rpc.example,wss://b.rpc.example"
		_, err = Load(Serve, env(e))
		require.ErrorContains(t, err, "PAYSTEAD_RPC_URL_BASE")
		require.ErrorContains(t, err, "failover is over HTTP")

		e["PAYSTEAD_RPC_URL_BASE"] = " , "
		_, err = Load(Serve, env(e))
		require.ErrorContains(t, err, "PAYSTEAD_RPC_URL_BASE is required but not set")
	})

	t.Run("EachChainReadsItsSuffixedVariables", func(t *testing.T) {
		e := twoChains()
		e["PAYSTEAD_CONFIRMATIONS"] = "5"
		e["PAYSTEAD_CONFIRMATIONS_ARBITRUM"] = "20"
		e["PAYSTEAD_MAX_FEE_GWEI_BASE"] = "2"
		c, err := Load(Serve, env(e))
		require.NoError(t, err)
		require.Len(t, c.Chains, 2)
		base, arb := c.Chains[0], c.Chains[1]
		require.Equal(t, "BASE", base.Key)
		require.Equal(t, "base", base.Label())
		require.Equal(t, "ARBITRUM", arb.Key)
		require.Equal(t, int64(8453), base.ChainID.Int64())
		require.Equal(t, int64(42161), arb.ChainID.Int64())
		require.Equal(t, "https://base.rpc.example", base.RPCURL)
		require.Equal(t, "wss://arb.rpc.example", arb.RPCURL)
		require.Equal(t, "Arbitrum One", arb.Name, "named from the known chains")
		require.Equal(t, "https://arbiscan.io", arb.ExplorerURL)
		require.Equal(t, common.HexToAddress("0xaf88d065e77c8cC2239327C5EDb3A432268e5831"), arb.USDC)
		// The gateway is shared (one CREATE2 address); confirmations fall
		// back to the unsuffixed variable where a chain sets none.
		require.Equal(t, base.Gateway, arb.Gateway)
		require.Equal(t, common.HexToAddress("0x1111111111111111111111111111111111111111"), arb.Gateway)
		require.EqualValues(t, 5, base.Confirmations)
		require.EqualValues(t, 20, arb.Confirmations)
		require.Equal(t, big.NewInt(2e9), base.MaxFee)
		require.Equal(t, big.NewInt(500e9), arb.MaxFee, "the default cap")
		require.Equal(t, CanonicalUniswap[42161].QuoterV2, arb.UniswapQuoter, "each chain's canonical Uniswap")
		require.Equal(t, CanonicalUniswap[8453].QuoterV2, base.UniswapQuoter)
		require.Equal(t, "[map[chain:Base chain_id:8453 gateway:0x1111111111111111111111111111111111111111 rpc_url_host:base.rpc.example] map[chain:Arbitrum One chain_id:42161 gateway:0x1111111111111111111111111111111111111111 rpc_url_host:arb.rpc.example]]",
			logged(c, "chains"), "the log names each chain, never its RPC URL")
	})

	t.Run("EndpointsAndTokensAreNeverShared", func(t *testing.T) {
		e := twoChains()
		delete(e, "PAYSTEAD_RPC_URL_ARBITRUM")
		delete(e, "PAYSTEAD_EURC_ADDRESS_ARBITRUM")
		e["PAYSTEAD_RPC_URL"] = "https://somewhere.example"
		e["PAYSTEAD_EURC_ADDRESS"] = "0x60a3E35Cc302bFA44Cb288Bc5a4F316Fdb1adb42"
		_, err := Load(Serve, env(e))
		require.ErrorContains(t, err, "PAYSTEAD_RPC_URL_ARBITRUM is required but not set")
		require.ErrorContains(t, err, "PAYSTEAD_EURC_ADDRESS_ARBITRUM is required but not set", "Circle issues no EURC on Arbitrum")
	})

	// Circle's own tokens by default (#33): unset, USDC and EURC are the
	// chain's native ones; a bridged USDC is refused as USDC.
	t.Run("CirclesTokensByDefault", func(t *testing.T) {
		e := twoChains()
		delete(e, "PAYSTEAD_USDC_ADDRESS_BASE")
		delete(e, "PAYSTEAD_EURC_ADDRESS_BASE")
		delete(e, "PAYSTEAD_USDC_ADDRESS_ARBITRUM")
		c, err := Load(Serve, env(e))
		require.NoError(t, err)
		require.Equal(t, CanonicalStablecoins[8453].USDC, c.Chains[0].USDC)
		require.Equal(t, CanonicalStablecoins[8453].EURC, c.Chains[0].EURC)
		require.Equal(t, common.HexToAddress("0xaf88d065e77c8cC2239327C5EDb3A432268e5831"), c.Chains[1].USDC)

		for key, bridged := range map[string]string{"BASE": "0xd9aAEc86B65D86f6A7B5B1b0c42FFA531710b6CA", "ARBITRUM": "0xFF970A61A04b1cA14834A43f5dE4533eBDDB5CC8"} {
			e := twoChains()
			e["PAYSTEAD_USDC_ADDRESS_"+key] = bridged
			_, err := Load(Serve, env(e))
			require.ErrorContains(t, err, "PAYSTEAD_USDC_ADDRESS_"+key)
			require.ErrorContains(t, err, "a bridged USDC, not Circle's native USDC")
		}
		_, err = Load(Serve, env(e))
		require.NoError(t, err)
		for id, tokens := range CanonicalStablecoins {
			require.NotEqual(t, common.Address{}, tokens.USDC, "chain %d", id)
			require.Contains(t, []string{"USD Coin", "USDC"}, tokens.USDCName, "chain %d", id)
			_, known := KnownChains[id]
			require.True(t, known, "chain %d is a known chain", id)
		}
	})

	t.Run("ProblemsNameTheVariableSet", func(t *testing.T) {
		e := twoChains()
		e["PAYSTEAD_CHAIN_ID_ARBITRUM"] = "abc"
		e["PAYSTEAD_MAX_FEE_GWEI"] = "lots"
		_, err := Load(Serve, env(e))
		var cfgErr *Error
		require.ErrorAs(t, err, &cfgErr)
		require.Equal(t, []string{
			"PAYSTEAD_MAX_FEE_GWEI is invalid: want a price in gwei such as 500 or 0.05",
			"PAYSTEAD_CHAIN_ID_ARBITRUM is invalid: want a positive decimal integer",
		}, cfgErr.Problems, "a shared variable's problem once, under its own name")
	})

	t.Run("AChainIsNamedOnce", func(t *testing.T) {
		e := twoChains()
		e["PAYSTEAD_CHAIN_ID_ARBITRUM"] = "8453"
		_, err := Load(Serve, env(e))
		require.ErrorContains(t, err, "PAYSTEAD_CHAIN_ID_ARBITRUM is invalid: chain 8453 is PAYSTEAD_CHAIN_ID_BASE's too")
		e = twoChains()
		e["PAYSTEAD_CHAINS"] = "BASE,ARBITRUM,base"
		_, err = Load(Serve, env(e))
		require.ErrorContains(t, err, "PAYSTEAD_CHAINS is invalid: BASE is named twice")
		e["PAYSTEAD_CHAINS"] = "BASE,ARBITRUM-ONE"
		_, err = Load(Serve, env(e))
		require.ErrorContains(t, err, `not "ARBITRUM-ONE"`)
	})

	t.Run("ScreeningIsRequiredOnEveryChainOfRealMoney", func(t *testing.T) {
		e := twoChains()
		delete(e, "COMPLIANCE_PROVIDER")
		e["PAYSTEAD_CHAIN_ID_BASE"] = "84532" // Base Sepolia: test money
		_, err := Load(Serve, env(e))
		require.ErrorContains(t, err, "COMPLIANCE_PROVIDER is required on chain 42161 (Arbitrum One, a main network)")
		require.NotContains(t, err.Error(), "chain 84532")
	})

	t.Run("DevRunsOneChain", func(t *testing.T) {
		_, err := Load(Dev, env(map[string]string{"PAYSTEAD_CHAINS": "A,B"}))
		require.ErrorContains(t, err, "PAYSTEAD_CHAINS is invalid: dev runs one embedded chain")
	})
}

// logged is what c's log line says under key.
func logged(c Config, key string) string {
	for _, a := range c.LogValue().Group() {
		if a.Key == key {
			return a.Value.String()
		}
	}
	return ""
}

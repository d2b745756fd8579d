package config

import "github.com/ethereum/go-ethereum/common"

// CircleTokens are Circle's own USDC and EURC on a chain (zero where Circle
// issues none), and the bridged USDC the chain also carries, which is not
// Circle's and must not be taken for it.
type CircleTokens struct {
	USDC, EURC common.Address
	// USDCName is the USDC contract's name(), its EIP-712 domain's name:
	// "USD Coin" on the main networks, "USDC" on the test networks.
	USDCName string
	Bridged  []BridgedToken
}

// BridgedToken is a bridged stablecoin by the name it goes by.
type BridgedToken struct {
	Address common.Address
	Name    string // USDC.e, USDbC
}

// CanonicalStablecoins are Circle's tokens by chain id, from Circle's own
// tables (developers.circle.com/stablecoins/usdc-contract-addresses and
// /eurc-contract-addresses); the bridged USDC from each network's token
// list (Arbitrum's and Optimism's USDC.e, Polygon's PoS-bridged USDC.e,
// Base's USDbC). Serve and deploy fill unset token addresses from it.
var CanonicalStablecoins = map[int64]CircleTokens{
	1: {USDC: addr("0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48"), EURC: addr("0x1aBaEA1f7C830bD89Acc67eC4af516284b1bC33c"), USDCName: "USD Coin"},
	8453: {USDC: addr("0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913"), EURC: addr("0x60a3E35Cc302bFA44Cb288Bc5a4F316Fdb1adb42"), USDCName: "USD Coin",
		Bridged: []BridgedToken{{addr("0xd9aAEc86B65D86f6A7B5B1b0c42FFA531710b6CA"), "USDbC"}}},
	42161: {USDC: addr("0xaf88d065e77c8cC2239327C5EDb3A432268e5831"), USDCName: "USD Coin",
		Bridged: []BridgedToken{{addr("0xFF970A61A04b1cA14834A43f5dE4533eBDDB5CC8"), "USDC.e"}}},
	10: {USDC: addr("0x0b2C639c533813f4Aa9D7837CAf62653d097Ff85"), USDCName: "USD Coin",
		Bridged: []BridgedToken{{addr("0x7F5c764cBc14f9669B88837ca1490cCa17c31607"), "USDC.e"}}},
	137: {USDC: addr("0x3c499c542cEF5E3811e1192ce70d8cC03d5c3359"), USDCName: "USD Coin",
		Bridged: []BridgedToken{{addr("0x2791Bca1f2de4661ED88A30C99A7a9449Aa84174"), "USDC.e"}}},
	11155111: {USDC: addr("0x1c7D4B196Cb0C7B01d743Fbc6116a902379C7238"), EURC: addr("0x08210F9170F89Ab7658F0B5E3fF39b0E03C594D4"), USDCName: "USDC"},
	84532:    {USDC: addr("0x036CbD53842c5426634e7929541eC2318f3dCF7e"), EURC: addr("0x808456652fdb597867f38412077A9182bf77359F"), USDCName: "USDC"},
	421614:   {USDC: addr("0x75faf114eafb1BDbe2F0316DF893fd58CE46AA4d"), USDCName: "USDC"},
	11155420: {USDC: addr("0x5fd84259d66Cd46123540766Be93DFE6D43130D7"), USDCName: "USDC"},
	80002:    {USDC: addr("0x41E94Eb019C0762f9Bfcf9Fb1E58725BfB0e7582"), USDCName: "USDC"},
}

// BridgedUSDC names the bridged USDC at a on chainID, if it is one (USDC.e, USDbC).
func BridgedUSDC(chainID int64, a common.Address) (string, bool) {
	for _, b := range CanonicalStablecoins[chainID].Bridged {
		if b.Address == a {
			return b.Name, true
		}
	}
	return "", false
}

// CircleVersion is the version() of Circle's FiatToken v2.x, its EIP-712 domain's version.
const CircleVersion = "2"

// CircleName is the name() Circle's token at a on chainID reports, its EIP-712 domain's name:
// the chain's USDCName for its USDC, "EURC" for its EURC; "" when a is not Circle's there.
func CircleName(chainID int64, a common.Address) string {
	circle, ok := CanonicalStablecoins[chainID]
	switch {
	case !ok || a == (common.Address{}):
		return ""
	case a == circle.USDC:
		return circle.USDCName
	case a == circle.EURC:
		return "EURC"
	}
	return ""
}

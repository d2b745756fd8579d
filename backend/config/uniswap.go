package config

import "github.com/ethereum/go-ethereum/common"

// UniswapDeployment is Uniswap v3's canonical deployment on one chain.
type UniswapDeployment struct {
	QuoterV2 common.Address
	// SwapRouter is the original v3-periphery router, whose exactOutputSingle (with a deadline
	// field) the gateway calls; zero where Uniswap never deployed it.
	SwapRouter common.Address
	// SwapRouter02 is listed only to reject it: its exactOutputSingle has no deadline field, so
	// the gateway's call does not match its ABI.
	SwapRouter02 common.Address
}

// CanonicalUniswap is Uniswap v3 by chain id, from Uniswap's deployment pages
// (docs.uniswap.org/contracts/v3/reference/deployments: Ethereum, Arbitrum, Optimism, Polygon,
// Base). Serve mode uses it for unset PAYSTEAD_UNISWAP_QUOTER_ADDRESS and
// PAYSTEAD_UNISWAP_ROUTER_ADDRESS. Base, Sepolia and Base Sepolia have no original SwapRouter,
// so no router default there.
var CanonicalUniswap = map[int64]UniswapDeployment{
	1:        mainnetFamily,                                                                                                                    // Ethereum
	10:       mainnetFamily,                                                                                                                    // Optimism
	137:      mainnetFamily,                                                                                                                    // Polygon
	42161:    mainnetFamily,                                                                                                                    // Arbitrum One
	8453:     {QuoterV2: addr("0x3d4e44Eb1374240CE5F1B871ab261CD16335B76a"), SwapRouter02: addr("0x2626664c2603336E57B271c5C0b26F421741e481")}, // Base
	84532:    {QuoterV2: addr("0xC5290058841028F1614F3A6F0F5816cAd0df5E27"), SwapRouter02: addr("0x94cC0AaC535CCDB3C01d6787D6413C739ae12bc4")}, // Base Sepolia
	11155111: {QuoterV2: addr("0xEd1f6473345F45b75F8179591dd5bA1888cf2FB3"), SwapRouter02: addr("0x3bFA4769FB09eefC5a80d6E87c3B9C650f7Ae48E")}, // Sepolia
}

// mainnetFamily: the chains Uniswap deployed v3 to from the same deployer, at the same addresses.
var mainnetFamily = UniswapDeployment{
	QuoterV2:     addr("0x61fFE014bA17989E743c5F6cB21bF9697530B21e"),
	SwapRouter:   addr("0xE592427A0AEce92De3Edee1F18E0157C05861564"),
	SwapRouter02: addr("0x68b3465833fb72A70ecDF485E0e4C7bD8665Fc45"),
}

// addr parses a checksummed address literal; a typo in the table panics at start (and in the
// test) instead of pointing at a wrong contract.
func addr(s string) common.Address {
	a, err := common.NewMixedcaseAddressFromString(s)
	if err != nil || !a.ValidChecksum() {
		panic("config: bad checksummed address " + s)
	}
	return a.Address()
}

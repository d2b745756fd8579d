package config

import (
	"cmp"
	"errors"
	"fmt"
	"math/big"
	"net/url"
	"regexp"
	"slices"
	"strings"

	"github.com/ethereum/go-ethereum/common"
)

// chainKey is what a name in PAYSTEAD_CHAINS may be: it becomes the
// suffix of the chain's variables.
var chainKey = regexp.MustCompile(`^[A-Z][A-Z0-9]{0,15}$`)

// sharedByChains are the per-chain variables a chain of PAYSTEAD_CHAINS
// takes unsuffixed when its own (NAME_<KEY>) is unset: the same contract
// address on every chain (CREATE2 deployments), and policies an operator
// usually sets once. Endpoints, chain ids, names and token addresses are
// never shared: a chain names its own.
var sharedByChains = map[string]bool{
	"PAYSTEAD_GATEWAY_ADDRESS":          true,
	"PAYSTEAD_PERMIT2_ADDRESS":          true,
	"PAYSTEAD_SANCTIONS_ORACLE_ADDRESS": true,
	"PAYSTEAD_DEPOSIT_FACTORY_ADDRESS":  true,
	"PAYSTEAD_UNISWAP_FEE_TIER":         true,
	"PAYSTEAD_CONFIRMATIONS":            true,
	"PAYSTEAD_MAX_FEE_GWEI":             true,
	"PAYSTEAD_REPRICE_AFTER_BLOCKS":     true,
	"PAYSTEAD_MIN_SERVER_BALANCE":       true,
}

// ChainKeys reads a list of chain names as PAYSTEAD_CHAINS takes them
// (`paystead deploy --chains` takes the same): comma-separated, upper
// case, each once.
func ChainKeys(list string) ([]string, error) {
	var keys []string
	for k := range strings.SplitSeq(list, ",") {
		k = strings.ToUpper(strings.TrimSpace(k))
		switch {
		case !chainKey.MatchString(k):
			return nil, fmt.Errorf("want comma-separated chain names of letters and digits, starting with a letter (such as BASE,ARBITRUM), not %q", k)
		case slices.Contains(keys, k):
			return nil, errors.New(k + " is named twice")
		}
		keys = append(keys, k)
	}
	return keys, nil
}

// keySuffix is what a chain's key appends to its variables' names.
func keySuffix(key string) string {
	if key == "" {
		return ""
	}
	return "_" + key
}

// chainList reads PAYSTEAD_CHAINS and each chain it names; unset, the
// unsuffixed variables are a list of one chain, as before there was a list.
func (p *parser) chainList(mode Mode) []Chain {
	list := p.str("PAYSTEAD_CHAINS", "")
	if list == "" {
		return []Chain{p.chain(mode)}
	}
	if mode == Dev {
		p.invalid("PAYSTEAD_CHAINS", "dev runs one embedded chain; unset it")
		return []Chain{p.chain(mode)}
	}
	keys, err := ChainKeys(list)
	if err != nil {
		p.invalid("PAYSTEAD_CHAINS", err.Error())
		return []Chain{{}}
	}
	chains := make([]Chain, 0, len(keys))
	for _, k := range keys {
		sub := &parser{getenv: p.getenv, suffix: k}
		ch := sub.chain(mode)
		ch.Key = k
		p.problems = append(p.problems, sub.problems...)
		for _, other := range chains {
			if ch.ChainID != nil && other.ChainID != nil && ch.ChainID.Cmp(other.ChainID) == 0 {
				p.invalid("PAYSTEAD_CHAIN_ID_"+k, fmt.Sprintf("chain %s is PAYSTEAD_CHAIN_ID_%s's too: name each chain once", ch.ChainID, other.Key))
			}
		}
		chains = append(chains, ch)
	}
	return chains
}

// chain reads one chain's variables (suffixed with p.suffix, if any).
func (p *parser) chain(mode Mode) Chain {
	var c Chain
	// Unset in serve mode, the three come from KnownChains once the chain
	// id is read (below).
	c.ExplorerURL = strings.TrimRight(p.str("PAYSTEAD_EXPLORER_URL", ""), "/")
	c.Name = p.str("PAYSTEAD_CHAIN_NAME", pick(mode, "", "Paystead Dev"))
	c.WalletRPCURL = p.str("PAYSTEAD_WALLET_RPC_URL", "")
	c.Confirmations = p.blocks("PAYSTEAD_CONFIRMATIONS", map[Mode]uint64{Serve: 3, Dev: 0}[mode])
	c.Permit2 = p.address("PAYSTEAD_PERMIT2_ADDRESS", false, CanonicalPermit2)
	c.SanctionsOracle = p.address("PAYSTEAD_SANCTIONS_ORACLE_ADDRESS", false, common.Address{})
	c.LegacyPool = p.address("PAYSTEAD_LEGACY_POOL_ADDRESS", false, common.Address{})
	c.DepositFactory = p.address("PAYSTEAD_DEPOSIT_FACTORY_ADDRESS", false, common.Address{})
	c.SubscriptionManager = p.address("PAYSTEAD_SUBSCRIPTION_MANAGER_ADDRESS", false, common.Address{})
	c.UniswapFeeTier = p.feeTier("PAYSTEAD_UNISWAP_FEE_TIER", 500)
	c.MinServerBalance = p.ether("PAYSTEAD_MIN_SERVER_BALANCE", pick(mode, "0.01", "0"))
	before := len(p.problems)
	if c.MaxFee = p.units("PAYSTEAD_MAX_FEE_GWEI", "500", 9, "want a price in gwei such as 500 or 0.05"); c.MaxFee.Sign() == 0 && len(p.problems) == before {
		p.invalid("PAYSTEAD_MAX_FEE_GWEI", "must be above 0")
	}
	c.RepriceAfter = p.blocks("PAYSTEAD_REPRICE_AFTER_BLOCKS", 3)
	if mode != Serve {
		// The embedded chain fills the rest in; an explicit value still has to be well formed.
		c.UniswapQuoter = p.address("PAYSTEAD_UNISWAP_QUOTER_ADDRESS", false, common.Address{})
		c.UniswapRouter = p.address("PAYSTEAD_UNISWAP_ROUTER_ADDRESS", false, common.Address{})
		return c
	}

	c.RPCURL = p.str("PAYSTEAD_RPC_URL", "")
	if urls := c.RPCURLs(); len(urls) == 0 {
		p.missing("PAYSTEAD_RPC_URL")
	} else if len(urls) > 1 {
		for _, raw := range urls {
			if u, err := url.Parse(raw); err != nil || !(u.Scheme == "http" || u.Scheme == "https") || u.Host == "" {
				p.invalid("PAYSTEAD_RPC_URL", "want http(s) URLs, comma-separated, when there are several (failover is over HTTP)")
				break
			}
		}
	} else if u, err := url.Parse(urls[0]); err != nil || !(u.Scheme == "http" || u.Scheme == "https" || u.Scheme == "ws" || u.Scheme == "wss") || u.Host == "" {
		p.invalid("PAYSTEAD_RPC_URL", "want an http(s) or ws(s) URL, or several http(s) ones separated by commas")
	}
	if s := p.str("PAYSTEAD_CHAIN_ID", ""); s == "" {
		p.missing("PAYSTEAD_CHAIN_ID")
	} else if id, ok := new(big.Int).SetString(s, 10); !ok || id.Sign() <= 0 || !id.IsInt64() {
		p.invalid("PAYSTEAD_CHAIN_ID", "want a positive decimal integer")
	} else {
		c.ChainID = id
	}
	if id := c.ChainID; id != nil {
		known, isKnown := c.Known()
		if c.Name == "" {
			c.Name = known.Name
			if !isKnown {
				c.Name = "Chain " + id.String()
			}
		}
		c.ExplorerURL = cmp.Or(c.ExplorerURL, known.ExplorerURL)
		c.WalletRPCURL = cmp.Or(c.WalletRPCURL, known.WalletRPCURL)
	}
	c.Gateway = p.address("PAYSTEAD_GATEWAY_ADDRESS", true, common.Address{})
	// Unset token addresses default to Circle's own on a chain Paystead knows
	// (CanonicalStablecoins); a bridged USDC is refused as USDC.
	var circle CircleTokens
	if c.ChainID != nil {
		circle = CanonicalStablecoins[c.ChainID.Int64()]
	}
	c.USDC = p.address("PAYSTEAD_USDC_ADDRESS", circle.USDC == (common.Address{}), circle.USDC)
	c.EURC = p.address("PAYSTEAD_EURC_ADDRESS", circle.EURC == (common.Address{}), circle.EURC)
	if c.ChainID != nil {
		if name, bridged := BridgedUSDC(c.ChainID.Int64(), c.USDC); bridged {
			p.invalid("PAYSTEAD_USDC_ADDRESS", fmt.Sprintf("%s is %s, a bridged USDC, not Circle's native USDC (%s on this chain): set the native one, or leave it unset", c.USDC.Hex(), name, circle.USDC.Hex()))
		}
	}
	c.Tokens = p.tokens("PAYSTEAD_TOKENS")
	// Unset Uniswap addresses default to the chain's canonical deployment (none when the
	// chain id is unknown or invalid).
	var canonical UniswapDeployment
	if c.ChainID != nil {
		canonical = CanonicalUniswap[c.ChainID.Int64()]
	}
	c.UniswapQuoter = p.address("PAYSTEAD_UNISWAP_QUOTER_ADDRESS", false, canonical.QuoterV2)
	c.UniswapRouter = p.address("PAYSTEAD_UNISWAP_ROUTER_ADDRESS", false, canonical.SwapRouter)
	if canonical.SwapRouter02 != (common.Address{}) && c.UniswapRouter == canonical.SwapRouter02 {
		p.invalid("PAYSTEAD_UNISWAP_ROUTER_ADDRESS", "this is the chain's SwapRouter02, whose exactOutputSingle (no deadline field) the gateway cannot call; use the original Uniswap v3 SwapRouter")
	}
	return c
}

// distinct drops repeated problems (a shared variable's, found by every
// chain), keeping their order.
func distinct(problems []string) []string {
	var out []string
	for _, pr := range problems {
		if !slices.Contains(out, pr) {
			out = append(out, pr)
		}
	}
	return out
}

package config

// KnownChain is what Paystead knows of a chain by its id: what wallets
// and people call it, a public JSON-RPC endpoint a wallet may add it with,
// its block explorer, and whether real money moves on it.
type KnownChain struct {
	Name string
	// WalletRPCURL is a public endpoint the checkout page offers a wallet
	// that lacks the chain (wallet_addEthereumChain); not the one Paystead
	// itself reads (PAYSTEAD_RPC_URL).
	WalletRPCURL string
	// ExplorerURL is the block explorer's base URL: transactions are at
	// <ExplorerURL>/tx/<hash>.
	ExplorerURL string
	// Mainnet is true where the tokens are real money: serve refuses to
	// screen no one there unless told so (COMPLIANCE_PROVIDER=allowall).
	Mainnet bool
}

// KnownChains are the chains Paystead names by default, by chain id
// (chainlist.org and each network's documentation). Serve mode fills
// unset PAYSTEAD_CHAIN_NAME, PAYSTEAD_WALLET_RPC_URL and
// PAYSTEAD_EXPLORER_URL from it.
var KnownChains = map[int64]KnownChain{
	1:        {Name: "Ethereum", WalletRPCURL: "https://ethereum-rpc.publicnode.com", ExplorerURL: "https://etherscan.io", Mainnet: true},
	10:       {Name: "OP Mainnet", WalletRPCURL: "https://mainnet.optimism.io", ExplorerURL: "https://optimistic.etherscan.io", Mainnet: true},
	137:      {Name: "Polygon", WalletRPCURL: "https://polygon-rpc.com", ExplorerURL: "https://polygonscan.com", Mainnet: true},
	8453:     {Name: "Base", WalletRPCURL: "https://mainnet.base.org", ExplorerURL: "https://basescan.org", Mainnet: true},
	42161:    {Name: "Arbitrum One", WalletRPCURL: "https://arb1.arbitrum.io/rpc", ExplorerURL: "https://arbiscan.io", Mainnet: true},
	43114:    {Name: "Avalanche C-Chain", WalletRPCURL: "https://api.avax.network/ext/bc/C/rpc", ExplorerURL: "https://snowtrace.io", Mainnet: true},
	11155111: {Name: "Sepolia", WalletRPCURL: "https://ethereum-sepolia-rpc.publicnode.com", ExplorerURL: "https://sepolia.etherscan.io"},
	84532:    {Name: "Base Sepolia", WalletRPCURL: "https://sepolia.base.org", ExplorerURL: "https://sepolia.basescan.org"},
	11155420: {Name: "OP Sepolia", WalletRPCURL: "https://sepolia.optimism.io", ExplorerURL: "https://sepolia-optimism.etherscan.io"},
	421614:   {Name: "Arbitrum Sepolia", WalletRPCURL: "https://sepolia-rollup.arbitrum.io/rpc", ExplorerURL: "https://sepolia.arbiscan.io"},
	80002:    {Name: "Polygon Amoy", WalletRPCURL: "https://rpc-amoy.polygon.technology", ExplorerURL: "https://amoy.polygonscan.com"},
	43113:    {Name: "Avalanche Fuji", WalletRPCURL: "https://api.avax-test.network/ext/bc/C/rpc", ExplorerURL: "https://testnet.snowtrace.io"},
	// Development chains: geth --dev, Ganache and `paystead dev` (1337);
	// Hardhat and Anvil (31337). Their RPC is the operator's own.
	1337:  {Name: "Development chain 1337"},
	31337: {Name: "Development chain 31337"},
}

// Known is what KnownChains says of the chain c serves, and whether it
// says anything.
func (c Chain) Known() (KnownChain, bool) {
	if c.ChainID == nil || !c.ChainID.IsInt64() {
		return KnownChain{}, false
	}
	k, ok := KnownChains[c.ChainID.Int64()]
	return k, ok
}

// RealMoney reports whether tokens on c may be real money: a main network,
// or a chain Paystead does not know as a test network.
func (c Chain) RealMoney() bool {
	k, ok := c.Known()
	return !ok || k.Mainnet
}

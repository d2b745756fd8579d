package frontend

import (
	"encoding/json"
	"strconv"
	"sync"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"github.com/paystead/paystead/frontend/i18n"
	"github.com/paystead/paystead/sdk"
)

// chainSettings are the settlement chain's details the server hands the
// pages (app.Getenv).
type chainSettings struct {
	ID          int64
	Name        string
	RPCURL      string // offered to wallets that lack the chain; may be empty
	ExplorerURL string // base URL for transaction links; may be empty
}

// NetworksEnv is the page setting (app.Getenv) that lists the chains an
// invoice may be paid on, as JSON: a []PageNetwork in the deployment's
// order; the server fills it from its chains and tokens.
const NetworksEnv = "PAYSTEAD_NETWORKS"

// PageNetwork is a chain of the deployment as the checkout sees it: what
// it is called, the public JSON-RPC endpoint it reads balances through
// (and offers to wallets that lack the chain), its explorer, and each
// token's contract there by symbol.
type PageNetwork struct {
	ID          int64             `json:"id"`
	Name        string            `json:"name"`
	RPCURL      string            `json:"rpcUrl,omitempty"`
	ExplorerURL string            `json:"explorerUrl,omitempty"`
	Tokens      map[string]string `json:"tokens"`
}

var (
	networksOnce sync.Once
	networkList  []PageNetwork
)

// pageNetworks are the deployment's chains, read once; none when the
// server named none (pages served without the setting).
func pageNetworks() []PageNetwork {
	networksOnce.Do(func() { networkList = parseNetworks(app.Getenv(NetworksEnv)) })
	return networkList
}

func parseNetworks(raw string) []PageNetwork {
	var list []PageNetwork
	if raw == "" || json.Unmarshal([]byte(raw), &list) != nil {
		return nil
	}
	return list
}

// networkOf is the deployment's network id; ok is false for one the page
// does not know.
func networkOf(id int64) (PageNetwork, bool) {
	for _, n := range pageNetworks() {
		if n.ID == id {
			return n, true
		}
	}
	return PageNetwork{}, false
}

// chainOf is the settings of chain id: its network's, or the first
// chain's (PAYSTEAD_CHAIN_ID) when the page knows no list.
func chainOf(id int64) chainSettings {
	if n, ok := networkOf(id); ok {
		return n.settings()
	}
	c := currentChain()
	if id != 0 && id != c.ID {
		return chainSettings{ID: id}
	}
	return c
}

func (n PageNetwork) settings() chainSettings {
	return chainSettings{ID: n.ID, Name: n.Name, RPCURL: n.RPCURL, ExplorerURL: n.ExplorerURL}
}

// currentChain is the deployment's first chain.
func currentChain() chainSettings {
	id, _ := strconv.ParseInt(app.Getenv("PAYSTEAD_CHAIN_ID"), 10, 64)
	return chainSettings{
		ID:          id,
		Name:        app.Getenv("PAYSTEAD_CHAIN_NAME"),
		RPCURL:      app.Getenv("PAYSTEAD_WALLET_RPC_URL"),
		ExplorerURL: app.Getenv("PAYSTEAD_EXPLORER_URL"),
	}
}

// knownChain is a public network a wallet may be on: its name, and whether it is a test
// network, on which no real money moves.
type knownChain struct {
	name string
	test bool
}

// knownChains are the networks Paystead knows by id (its canonical table's, and the local dev
// chains' ids, which have no name of their own).
var knownChains = map[int64]knownChain{
	1: {"Ethereum", false}, 8453: {"Base", false}, 42161: {"Arbitrum One", false}, 10: {"OP Mainnet", false}, 137: {"Polygon", false},
	11155111: {"Sepolia", true}, 84532: {"Base Sepolia", true}, 421614: {"Arbitrum Sepolia", true}, 11155420: {"OP Sepolia", true},
	80002: {"Polygon Amoy", true}, 1337: {"", true}, 31337: {"", true},
}

// label names the chain for people: its name, else the name the network is known by, else its
// id.
func (c chainSettings) label() string {
	if c.Name != "" {
		return c.Name
	}
	if k := knownChains[c.ID]; k.name != "" {
		return k.name
	}
	return "chain " + strconv.FormatInt(c.ID, 10)
}

// testNetwork reports whether the chain is a test or development network: no real money moves
// on it.
func (c chainSettings) testNetwork() bool { return knownChains[c.ID].test }

// txURL is the explorer's page for a transaction, "" without an explorer.
func (c chainSettings) txURL(hash string) string {
	if c.ExplorerURL == "" || hash == "" {
		return ""
	}
	return c.ExplorerURL + "/tx/" + hash
}

// txLink is a transaction hash, shortened (the full hash is its title),
// linked to the explorer when there is one; id names the element, "" for
// none.
func txLink(id, hash string) app.UI { return localTxLink(i18n.English, currentChain(), id, hash) }

// txLinkOn is txLink for a transaction on chain.
func txLinkOn(chain chainSettings, id, hash string) app.UI {
	return localTxLink(i18n.English, chain, id, hash)
}

// localTxLink is txLink in a language, for a transaction on chain.
func localTxLink(l *i18n.Locale, chain chainSettings, id, hash string) app.UI {
	if u := chain.txURL(hash); u != "" && httpURL(u) {
		return app.A().ID(id).Class("mono").Href(u).Target("_blank").Rel("noopener").Title(hash).
			Aria("label", l.T("Transaction {hash} on the block explorer (opens in a new tab)", "hash", hash)).Text(shortHex(hash))
	}
	return app.Span().ID(id).Class("mono").Title(hash).Text(shortHex(hash))
}

// apiClient is the Go client for the Paystead serving the page.
func apiClient() (*sdk.Client, error) {
	u := app.Window().URL()
	return sdk.NewPageClient(u.Scheme + "://" + u.Host)
}

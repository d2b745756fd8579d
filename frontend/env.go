package frontend

import (
	"strconv"

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

func currentChain() chainSettings {
	id, _ := strconv.ParseInt(app.Getenv("PAYSTEAD_CHAIN_ID"), 10, 64)
	return chainSettings{
		ID:          id,
		Name:        app.Getenv("PAYSTEAD_CHAIN_NAME"),
		RPCURL:      app.Getenv("PAYSTEAD_WALLET_RPC_URL"),
		ExplorerURL: app.Getenv("PAYSTEAD_EXPLORER_URL"),
	}
}

// label names the chain for people: its name, or else its id.
func (c chainSettings) label() string {
	if c.Name != "" {
		return c.Name
	}
	return "chain " + strconv.FormatInt(c.ID, 10)
}

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
func txLink(id, hash string) app.UI { return localTxLink(i18n.English, id, hash) }

// localTxLink is txLink in a language.
func localTxLink(l *i18n.Locale, id, hash string) app.UI {
	if u := currentChain().txURL(hash); u != "" && httpURL(u) {
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

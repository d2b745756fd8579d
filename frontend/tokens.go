package frontend

import (
	"encoding/json"
	"sync"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"github.com/paystead/paystead/frontend/i18n"
)

// TokensEnv is the page setting (app.Getenv) that lists the deployment's
// tokens as JSON, a []PageToken in the registry's order; the server fills
// it from its token registry.
const TokensEnv = "PAYSTEAD_TOKEN_LIST"

// PageToken is a token of the deployment as the pages see it: its symbol,
// decimals, and the token it is swapped into ("" when it pays out as
// itself).
type PageToken struct {
	Symbol    string `json:"symbol"`
	Decimals  int    `json:"decimals"`
	SwapsInto string `json:"swapsInto,omitempty"`
}

// swapped reports whether an invoice in t is paid through a swap (its
// price moves, so the page shows a live quote).
func (t PageToken) swapped() bool { return t.SwapsInto != "" }

// payout is the token the merchant receives for a payment in t.
func (t PageToken) payout() string {
	if t.SwapsInto != "" {
		return t.SwapsInto
	}
	return t.Symbol
}

// defaultTokens are the spec's two, for pages served without the setting
// (and the helpers' native tests).
var defaultTokens = []PageToken{{Symbol: "USDC", Decimals: 6}, {Symbol: "EURC", Decimals: 6, SwapsInto: "USDC"}}

var (
	tokensOnce sync.Once
	tokenList  []PageToken
)

// pageTokens are the deployment's tokens, read once.
func pageTokens() []PageToken {
	tokensOnce.Do(func() { tokenList = parseTokens(app.Getenv(TokensEnv)) })
	return tokenList
}

// parseTokens reads TokensEnv's value; unset or unreadable, the spec's two.
func parseTokens(raw string) []PageToken {
	var list []PageToken
	if raw == "" || json.Unmarshal([]byte(raw), &list) != nil || len(list) == 0 {
		return defaultTokens
	}
	return list
}

// tokenOf is the token named symbol; a symbol the list lacks (an invoice
// in a token since removed) reads as paid out as itself, in millionths.
func tokenOf(symbol string) PageToken {
	for _, t := range pageTokens() {
		if t.Symbol == symbol {
			return t
		}
	}
	return PageToken{Symbol: symbol, Decimals: 6}
}

// tokenOptions offers the deployment's tokens in a form, the first
// chosen: "USDC", "EURC (swapped into USDC)".
func tokenOptions(l *i18n.Locale) []app.UI {
	var out []app.UI
	for i, t := range pageTokens() {
		label := t.Symbol
		if t.swapped() {
			label = l.T("{token} (swapped into {into})", "token", t.Symbol, "into", t.SwapsInto)
		}
		out = append(out, option(t.Symbol, label, i == 0))
	}
	return out
}

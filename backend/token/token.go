// Package token is the registry of the stablecoins a deployment takes: for
// each, its symbol, its decimals, its contract on each chain, and whether
// it pays out as itself or is swapped into the token the merchant is paid
// in; and, on each chain, a watch of what its issuer does to it (a pause)
// and of its EIP-712 permit domain as the chain reports it (read at start
// and again when it changes, never assumed). The rest of Paystead asks the registry;
// no other code names a token, but for the wire enums the specification
// fixes.
package token

import (
	"context"
	"errors"
	"fmt"
	"regexp"
	"slices"

	"github.com/ethereum/go-ethereum/common"

	"github.com/paystead/paystead/shared/eip2612"
)

// Token is one stablecoin of the deployment.
type Token struct {
	// Symbol names the token on the wire ("USDC"): upper-case letters and
	// digits, starting with a letter.
	Symbol string
	// Decimals is the contract's decimals(), checked at start.
	Decimals uint8
	// Addresses is the token's contract on each chain, by chain id.
	Addresses map[int64]common.Address
	// SwapsInto is the symbol of the token an invoice in this one is paid
	// out in, through the gateway's swap; "" when it pays out as itself.
	SwapsInto string
}

// Address is the token's contract on chainID (zero when it has none there).
func (t Token) Address(chainID int64) common.Address { return t.Addresses[chainID] }

// PaysOutAsItself reports whether an invoice in the token is paid out in
// the token itself, with no swap.
func (t Token) PaysOutAsItself() bool { return t.SwapsInto == "" }

// symbolPattern is what a symbol may be: the tokens table's rule too.
var symbolPattern = regexp.MustCompile(`^[A-Z][A-Z0-9]{1,10}$`)

// maxDecimals bounds Decimals: the tokens table's rule.
const maxDecimals = 36

// PayoutDecimals is the decimals of every token that pays out as itself:
// an invoice's amount is in millionths of a dollar, and the gateway holds
// and pays out that many of the payout token's smallest unit. A token of
// other decimals can only be swapped into one that has them.
const PayoutDecimals = 6

// Registry is the deployment's tokens, in the order they were declared.
// It is safe for concurrent reads; what changes on chain (a pause, an upgraded permit domain)
// is each chain's Watch, which Verify returns.
type Registry struct {
	tokens []Token
}

// Domain is a token's EIP-2612 permit domain on one chain, or none: a
// token without a permit Paystead can reproduce is approved instead.
type Domain struct {
	eip2612.Domain
	Permit bool
}

// New builds a registry of tokens: symbols unique and well formed,
// decimals at most 36, each one's SwapsInto naming a token of the registry
// that pays out as itself, and each token with a contract on some chain.
func New(tokens ...Token) (*Registry, error) {
	if len(tokens) == 0 {
		return nil, errors.New("token: a deployment needs at least one token")
	}
	r := &Registry{}
	for _, t := range tokens {
		if !symbolPattern.MatchString(t.Symbol) {
			return nil, fmt.Errorf("token: symbol %q: 2 to 11 upper-case letters and digits, starting with a letter", t.Symbol)
		}
		if _, dup := r.Lookup(t.Symbol); dup {
			return nil, fmt.Errorf("token: %s is declared twice", t.Symbol)
		}
		if t.Decimals > maxDecimals {
			return nil, fmt.Errorf("token: %s has %d decimals, more than %d", t.Symbol, t.Decimals, maxDecimals)
		}
		if len(t.Addresses) == 0 {
			return nil, fmt.Errorf("token: %s has no contract on any chain", t.Symbol)
		}
		for id, a := range t.Addresses {
			if a == (common.Address{}) {
				return nil, fmt.Errorf("token: %s has the zero address on chain %d", t.Symbol, id)
			}
		}
		r.tokens = append(r.tokens, t)
	}
	for _, t := range r.tokens {
		if t.PaysOutAsItself() {
			if t.Decimals != PayoutDecimals {
				return nil, fmt.Errorf("token: %s pays out as itself, so it needs %d decimals (an invoice's amount is in millionths of a dollar), not %d; name a token to swap it into", t.Symbol, PayoutDecimals, t.Decimals)
			}
			continue
		}
		into, ok := r.Lookup(t.SwapsInto)
		switch {
		case !ok:
			return nil, fmt.Errorf("token: %s swaps into %s, which is not a token of the deployment", t.Symbol, t.SwapsInto)
		case !into.PaysOutAsItself():
			return nil, fmt.Errorf("token: %s swaps into %s, which itself swaps into %s", t.Symbol, into.Symbol, into.SwapsInto)
		}
	}
	return r, nil
}

// Tokens lists the registry's tokens in their declared order.
func (r *Registry) Tokens() []Token { return slices.Clone(r.tokens) }

// Symbols lists the tokens' symbols in their declared order.
func (r *Registry) Symbols() []string {
	out := make([]string, len(r.tokens))
	for i, t := range r.tokens {
		out[i] = t.Symbol
	}
	return out
}

// Lookup finds a token by its symbol, exactly as spelled.
func (r *Registry) Lookup(symbol string) (Token, bool) {
	for _, t := range r.tokens {
		if t.Symbol == symbol {
			return t, true
		}
	}
	return Token{}, false
}

// ByAddress finds the token whose contract on chainID is a.
func (r *Registry) ByAddress(chainID int64, a common.Address) (Token, bool) {
	for _, t := range r.tokens {
		if got, ok := t.Addresses[chainID]; ok && got == a {
			return t, true
		}
	}
	return Token{}, false
}

// Payout is the token an invoice in symbol is paid out in: the token
// itself, or the one it swaps into.
func (r *Registry) Payout(symbol string) (Token, bool) {
	t, ok := r.Lookup(symbol)
	if !ok || t.PaysOutAsItself() {
		return t, ok
	}
	return r.Lookup(t.SwapsInto)
}

// Verify reads each token's contract on chainID: its decimals must be the declared ones. It
// fails naming the first token that does not hold, and otherwise returns the watch of the
// tokens' standing on the chain (their issuers' controls, pause and permit domains), read now.
func (r *Registry) Verify(ctx context.Context, chainID int64, c Chain) (*Watch, error) {
	on := map[common.Address]string{}
	for _, t := range r.tokens {
		a := t.Address(chainID)
		if a == (common.Address{}) {
			continue
		}
		got, err := c.Decimals(ctx, a)
		if err != nil {
			return nil, fmt.Errorf("token: %s at %s on chain %d: read decimals(): %w", t.Symbol, a.Hex(), chainID, err)
		}
		if got != t.Decimals {
			return nil, fmt.Errorf("token: %s at %s on chain %d has %d decimals, not the %d declared: is the address right?", t.Symbol, a.Hex(), chainID, got, t.Decimals)
		}
		on[a] = t.Symbol
	}
	return newWatch(ctx, chainID, c, on)
}

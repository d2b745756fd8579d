package server

import (
	"context"
	"errors"
	"fmt"
	"math/big"

	"github.com/ethereum/go-ethereum/common"
	"github.com/jackc/pgx/v5/pgxpool"

	"github.com/paystead/paystead/backend/chain"
	"github.com/paystead/paystead/backend/invoice"
	"github.com/paystead/paystead/backend/postgres"
	"github.com/paystead/paystead/backend/token"
	"github.com/paystead/paystead/shared/eip2612"
	"github.com/paystead/paystead/shared/invoiceapi"
)

// newTokens is the deployment's token registry over its chains: USDC,
// paid out as itself; EURC, swapped into USDC; and those of each chain's
// PAYSTEAD_TOKENS, one token per symbol with its contract on each chain
// that has it. Each contract's decimals are read and checked now, each
// network's watch of its tokens' standing (pause, permit domain) is read
// and set, and each token is declared in the database (invoices name it).
func newTokens(ctx context.Context, networks []*network, pool *pgxpool.Pool) (*token.Registry, error) {
	var list []token.Token
	add := func(chainID int64, t token.Token, a common.Address) error {
		for i := range list {
			if list[i].Symbol != t.Symbol {
				continue
			}
			if list[i].Decimals != t.Decimals || list[i].SwapsInto != t.SwapsInto {
				return fmt.Errorf("PAYSTEAD_TOKENS: %s is declared with other decimals or another payout token on chain %d than on the chains before it", t.Symbol, chainID)
			}
			list[i].Addresses[chainID] = a
			return nil
		}
		t.Addresses = map[int64]common.Address{chainID: a}
		list = append(list, t)
		return nil
	}
	for _, n := range networks {
		c, id := n.config, n.id()
		if err := add(id, token.Token{Symbol: string(invoiceapi.USDC), Decimals: 6}, c.USDC); err != nil {
			return nil, err
		}
		if c.EURC != (common.Address{}) {
			if err := add(id, token.Token{Symbol: string(invoiceapi.EURC), Decimals: 6, SwapsInto: string(invoiceapi.USDC)}, c.EURC); err != nil {
				return nil, err
			}
		}
		for _, t := range c.Tokens {
			// A token paid out as itself needs 6 decimals (token.New says
			// so); one swapped may have any.
			if err := add(id, token.Token{Symbol: t.Symbol, Decimals: t.Decimals, SwapsInto: t.SwapsInto}, t.Address); err != nil {
				return nil, err
			}
		}
	}
	r, err := token.New(list...)
	if err != nil {
		return nil, err
	}
	for _, n := range networks {
		w, err := r.Verify(ctx, n.id(), tokenChain{backend: n.client, chainID: n.config.ChainID})
		if err == nil {
			err = checkCircleTokens(ctx, n.config, w)
		}
		if err != nil {
			return nil, fmt.Errorf("chain %s: %w", n.config.Label(), err)
		}
		n.watchTokens(w)
	}
	rows := make([]postgres.TokenRow, 0, len(list))
	for _, t := range r.Tokens() {
		rows = append(rows, postgres.TokenRow{Symbol: t.Symbol, Decimals: t.Decimals})
	}
	if err := postgres.DeclareTokens(ctx, pool, rows); err != nil {
		return nil, fmt.Errorf("tokens: %w", err)
	}
	return r, nil
}

// tokenChain reads a token's contract for token.Registry.Verify.
type tokenChain struct {
	backend chain.Backend
	chainID *big.Int
}

func (c tokenChain) Decimals(ctx context.Context, a common.Address) (uint8, error) {
	return chain.NewToken(c.backend, a).Decimals(ctx)
}

func (c tokenChain) PermitDomain(ctx context.Context, a common.Address) (eip2612.Domain, bool, error) {
	d, err := chain.NewToken(c.backend, a).PermitDomain(ctx, c.chainID)
	if errors.Is(err, chain.ErrNoTokenPermit) {
		return eip2612.Domain{}, false, nil
	}
	return d, err == nil, err
}

func (c tokenChain) DomainSeparator(ctx context.Context, a common.Address) (common.Hash, bool, error) {
	sep, err := chain.NewToken(c.backend, a).DomainSeparator(ctx)
	if chain.RefusedCall(err) {
		return common.Hash{}, false, nil
	}
	return sep, err == nil, err
}

func (c tokenChain) Controls(ctx context.Context, a common.Address) (token.Controls, error) {
	t := chain.NewToken(c.backend, a)
	got, err := t.Controls(ctx)
	if err != nil {
		return token.Controls{}, err
	}
	takes, err := t.TakesAuthorizations(ctx)
	return token.Controls{Pausable: got.Pausable, Blacklists: got.Blacklists, Authorizations: takes}, err
}

func (c tokenChain) Paused(ctx context.Context, a common.Address) (bool, error) {
	return chain.NewToken(c.backend, a).Paused(ctx)
}

func (c tokenChain) IsBlacklisted(ctx context.Context, a, who common.Address) (bool, error) {
	return chain.NewToken(c.backend, a).IsBlacklisted(ctx, who)
}

// gateIssuer answers the gate whether the issuer of an invoice's token
// bars a wallet, on the invoice's network.
type gateIssuer struct {
	tokens   *token.Registry
	networks map[int64]*network
}

func (g gateIssuer) Frozen(ctx context.Context, inv invoice.Invoice, wallet common.Address) (string, bool, error) {
	t, ok := g.tokens.Lookup(string(inv.PayInToken))
	n, on := g.networks[inv.ChainID]
	if !ok || !on || t.Address(inv.ChainID) == (common.Address{}) {
		return t.Symbol, false, nil // checkout refuses such an invoice itself
	}
	barred, err := n.tokens.IsBlacklisted(ctx, t.Address(inv.ChainID), wallet)
	return t.Symbol, barred, err
}

// payIns are the registry's tokens on chainID as the invoice service takes
// them: each with the contract of the token its invoices are paid out in.
// Never nil: a chain with none of the tokens takes none (nil would mean
// the spec's two).
func payIns(r *token.Registry, chainID int64) []invoice.PayIn {
	out := []invoice.PayIn{}
	for _, t := range r.Tokens() {
		payout, _ := r.Payout(t.Symbol)
		if t.Address(chainID) == (common.Address{}) || payout.Address(chainID) == (common.Address{}) {
			continue // not on this chain
		}
		out = append(out, invoice.PayIn{Symbol: invoiceapi.Token(t.Symbol), Payout: payout.Address(chainID), PayoutSymbol: invoiceapi.Token(payout.Symbol),
			Decimals: int(t.Decimals)})
	}
	return out
}

// symbols are the registry's tokens' symbols, in their order.
func symbols(r *token.Registry) []invoiceapi.Token {
	var out []invoiceapi.Token
	for _, s := range r.Symbols() {
		out = append(out, invoiceapi.Token(s))
	}
	return out
}

// tokenAddresses maps each token's symbol to its contract on chainID.
func tokenAddresses(r *token.Registry, chainID int64) map[invoiceapi.Token]common.Address {
	out := map[invoiceapi.Token]common.Address{}
	for _, t := range r.Tokens() {
		out[invoiceapi.Token(t.Symbol)] = t.Address(chainID)
	}
	return out
}

package server

import (
	"context"
	"errors"
	"fmt"
	"math/big"

	"github.com/ethereum/go-ethereum/common"
	"github.com/jackc/pgx/v5/pgxpool"

	"github.com/paystead/paystead/backend/chain"
	"github.com/paystead/paystead/backend/config"
	"github.com/paystead/paystead/backend/invoice"
	"github.com/paystead/paystead/backend/postgres"
	"github.com/paystead/paystead/backend/token"
	"github.com/paystead/paystead/shared/eip2612"
	"github.com/paystead/paystead/shared/invoiceapi"
)

// newTokens is the deployment's token registry on its chain: USDC, paid
// out as itself; EURC, swapped into USDC; and those of PAYSTEAD_TOKENS.
// Each contract's decimals and permit domain are read and checked now,
// and each token is declared in the database (invoices name it).
func newTokens(ctx context.Context, c config.Chain, backend chain.Backend, pool *pgxpool.Pool) (*token.Registry, error) {
	id := c.ChainID.Int64()
	on := func(a common.Address) map[int64]common.Address { return map[int64]common.Address{id: a} }
	list := []token.Token{{Symbol: string(invoiceapi.USDC), Decimals: 6, Addresses: on(c.USDC)}}
	if c.EURC != (common.Address{}) {
		list = append(list, token.Token{Symbol: string(invoiceapi.EURC), Decimals: 6, Addresses: on(c.EURC), SwapsInto: string(invoiceapi.USDC)})
	}
	for _, t := range c.Tokens {
		// Quotes and swapped payments still price every amount in
		// millionths: a token of other decimals would be mispriced.
		if t.Decimals != token.PayoutDecimals {
			return nil, fmt.Errorf("PAYSTEAD_TOKENS: %s has %d decimals; this release takes tokens of %d decimals only", t.Symbol, t.Decimals, token.PayoutDecimals)
		}
		list = append(list, token.Token{Symbol: t.Symbol, Decimals: t.Decimals, Addresses: on(t.Address), SwapsInto: t.SwapsInto})
	}
	r, err := token.New(list...)
	if err != nil {
		return nil, err
	}
	if err := r.Verify(ctx, id, tokenChain{backend: backend, chainID: c.ChainID}); err != nil {
		return nil, err
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

// payIns are the registry's tokens as the invoice service takes them:
// each with the contract of the token its invoices are paid out in.
func payIns(r *token.Registry, chainID int64) []invoice.PayIn {
	var out []invoice.PayIn
	for _, t := range r.Tokens() {
		payout, _ := r.Payout(t.Symbol)
		out = append(out, invoice.PayIn{Symbol: invoiceapi.Token(t.Symbol), Payout: payout.Address(chainID)})
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

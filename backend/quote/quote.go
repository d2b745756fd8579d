// Package quote prices a swap between the pay-in stablecoins: live Uniswap v3 quotes from
// QuoterV2 (spec 2.4, 4.5), cached per block so a burst of identical quotes costs one chain call
// per block, and the cushioned pay-in amount checkout signs for a swap payment.
package quote

import (
	"context"
	"errors"
	"fmt"
	"math/big"
	"strings"
	"sync"
	"time"

	"github.com/ethereum/go-ethereum/common"

	"github.com/paystead/paystead/shared/apierr"
	"github.com/paystead/paystead/shared/checkoutapi"
	"github.com/paystead/paystead/shared/invoiceapi"
	"github.com/paystead/paystead/shared/money"
)

// TTL is how long a quote is good for (ttlSeconds).
const TTL = 30 * time.Second

// MaxSlippageBps bounds slippageBps (10%).
const MaxSlippageBps = 1000

// MaxUnits is the largest amount a quote accepts of a token of 6 decimals: 1,000,000,000
// tokens, the invoice ceiling (maxUnits scales it to other decimals).
var MaxUnits = big.NewInt(invoiceapi.MaxAmountUnits)

// maxTokens is MaxUnits in whole tokens.
const maxTokens = invoiceapi.MaxAmountUnits / 1_000_000

// maxUnits is 1,000,000,000 whole tokens of decimals.
func maxUnits(decimals int) *big.Int {
	return new(big.Int).Mul(big.NewInt(maxTokens), new(big.Int).Exp(big.NewInt(10), big.NewInt(int64(decimals)), nil))
}

// Quoter is a Uniswap v3 QuoterV2 (chain.Quoter).
type Quoter interface {
	QuoteExactInputSingle(ctx context.Context, block *big.Int, tokenIn, tokenOut common.Address, fee uint32, amountIn *big.Int) (*big.Int, error)
	QuoteExactOutputSingle(ctx context.Context, block *big.Int, tokenIn, tokenOut common.Address, fee uint32, amountOut *big.Int) (*big.Int, error)
}

// Heads reads the latest block number.
type Heads interface {
	BlockNumber(ctx context.Context) (uint64, error)
}

// Config is the deployment's tokens and pool.
type Config struct {
	// Tokens are the deployment's tokens, in the order errors name them.
	Tokens []Token
	// Fee is the Uniswap v3 fee tier of the pools quoted, in hundredths of a bip (500 = 0.05%).
	Fee uint32
	// HeadTTL is how long a read block number is reused (default 250 ms), so a burst of quotes
	// does not ask for the head once per request.
	HeadTTL time.Duration
}

// Token is a token quotes take: its contract on the chain quoted, and its
// decimals (each amount of a quote is a decimal string in its token's own).
type Token struct {
	Symbol   invoiceapi.Token
	Address  common.Address
	Decimals uint8
}

// Service answers quotes. A nil quoter makes every cross-token quote fail with
// swap_unavailable.
type Service struct {
	cfg    Config
	quoter Quoter
	heads  Heads
	legacy LegacyPool
	now    func() time.Time

	mu        sync.Mutex
	head      uint64
	headAt    time.Time
	cacheHead uint64
	cache     map[cacheKey]*entry
}

type cacheKey struct {
	block           uint64
	tokenIn, tokOut common.Address
	exactOutput     bool
	amount          string
}

type entry struct {
	done chan struct{}
	val  *big.Int
	err  error
}

// NewService wires a Service.
func NewService(cfg Config, quoter Quoter, heads Heads) *Service {
	if cfg.HeadTTL == 0 {
		cfg.HeadTTL = 250 * time.Millisecond
	}
	if cfg.Fee == 0 {
		cfg.Fee = 500 // 0.05%, config's default tier; zero would name no pool
	}
	return &Service{cfg: cfg, quoter: quoter, heads: heads, now: time.Now, cache: map[cacheKey]*entry{}}
}

// Fee is the pool fee tier quotes and swap payments use.
func (s *Service) Fee() uint32 { return s.cfg.Fee }

// Quote answers POST /api/checkout/quote.
func (s *Service) Quote(ctx context.Context, req checkoutapi.QuoteRequest) (checkoutapi.QuoteResponse, error) {
	var fields apierr.Fields
	in, inSym, inErr := s.token(req.PayInToken)
	out, outSym, outErr := s.token(req.PayoutToken)
	if inErr != "" || outErr != "" {
		e := apierr.New(apierr.UnknownToken, "Quotes are available between %s only.", s.tokenList())
		if inErr != "" {
			e.Fields = append(e.Fields, apierr.FieldError{Field: "payInToken", Message: inErr})
		}
		if outErr != "" {
			e.Fields = append(e.Fields, apierr.FieldError{Field: "payoutToken", Message: outErr})
		}
		return checkoutapi.QuoteResponse{}, e
	}
	hasIn, hasOut := req.AmountIn != nil, req.TargetOutput != nil
	if hasIn == hasOut {
		fields.Add("amountIn", "give exactly one of amountIn (forward quote) and targetOutput (reverse quote)")
		fields.Add("targetOutput", "give exactly one of amountIn (forward quote) and targetOutput (reverse quote)")
	}
	var amount *big.Int
	if hasIn != hasOut {
		field, raw := "amountIn", req.AmountIn
		if hasOut {
			field, raw = "targetOutput", req.TargetOutput
		}
		// amountIn is in the pay-in token, targetOutput in the payout token.
		decimals := s.decimals(inSym)
		if hasOut {
			decimals = s.decimals(outSym)
		}
		a, msg := parseAmount(*raw, decimals)
		if msg != "" {
			fields.Add(field, "%s", msg)
		}
		amount = a
	}
	slippage := 0
	if req.SlippageBps == nil {
		fields.Add("slippageBps", "is required: an integer from 0 to %d", MaxSlippageBps)
	} else if *req.SlippageBps < 0 || *req.SlippageBps > MaxSlippageBps {
		fields.Add("slippageBps", "must be an integer from 0 to %d", MaxSlippageBps)
	} else {
		slippage = *req.SlippageBps
	}
	if err := fields.Err(); err != nil {
		return checkoutapi.QuoteResponse{}, err
	}

	resp := checkoutapi.QuoteResponse{
		PayInToken:  string(inSym),
		PayoutToken: string(outSym),
		TTLSeconds:  int(TTL / time.Second),
		IssuedAt:    s.now().UTC().Truncate(time.Second).Format(time.RFC3339),
		Fees:        []checkoutapi.QuoteFee{},
	}
	var amountIn, estimated, stop, fee *big.Int
	switch {
	case in == out: // 1:1, no pool
		amountIn, estimated, stop, fee = amount, amount, amount, new(big.Int)
	case hasIn:
		o, err := s.quote(ctx, in, out, false, amount)
		if err != nil {
			return checkoutapi.QuoteResponse{}, err
		}
		amountIn, estimated = amount, o
		stop = lessSlippage(o, slippage)
		fee = providerFee(amount, s.cfg.Fee)
	default:
		needed, err := s.quote(ctx, in, out, true, amount)
		if err != nil {
			return checkoutapi.QuoteResponse{}, err
		}
		amountIn, estimated = WithSlippage(needed, slippage), amount
		// An exact-output swap delivers targetOutput or reverts; the slippage cushions amountIn.
		stop = amount
		fee = providerFee(needed, s.cfg.Fee)
	}
	inDec, outDec := s.decimals(inSym), s.decimals(outSym)
	resp.AmountIn = FormatUnits(amountIn, inDec)
	resp.EstimatedOutput = FormatUnits(estimated, outDec)
	resp.StopLimit = FormatUnits(stop, outDec)
	resp.Fees = append(resp.Fees, checkoutapi.QuoteFee{Token: string(inSym), Amount: FormatUnits(fee, inDec), Type: "providerFee"})
	return resp, nil
}

// MaxAmountIn is how much of tokenIn a payer signs for to receive exactly amountOut of tokenOut:
// the reverse quote at the latest block, cushioned by slippageBps.
func (s *Service) MaxAmountIn(ctx context.Context, tokenIn, tokenOut common.Address, amountOut *big.Int, slippageBps int) (*big.Int, error) {
	if tokenIn == tokenOut {
		return new(big.Int).Set(amountOut), nil
	}
	needed, err := s.quote(ctx, tokenIn, tokenOut, true, amountOut)
	if err != nil {
		return nil, err
	}
	return WithSlippage(needed, slippageBps), nil
}

// quote asks the quoter once per (block, pair, direction, amount); concurrent askers of one key
// wait for the first.
func (s *Service) quote(ctx context.Context, in, out common.Address, exactOutput bool, amount *big.Int) (*big.Int, error) {
	if s.quoter == nil {
		return nil, apierr.New(apierr.SwapUnavailable, "Swaps are not available on this deployment.")
	}
	block, err := s.block(ctx)
	if err != nil {
		return nil, apierr.New(apierr.ChainError, "Could not read the chain's head; try again.").WithDetail(err.Error())
	}
	key := cacheKey{block: block, tokenIn: in, tokOut: out, exactOutput: exactOutput, amount: amount.String()}
	s.mu.Lock()
	if block > s.cacheHead {
		s.cache, s.cacheHead = map[cacheKey]*entry{}, block // older blocks' quotes are stale
	}
	e, ok := s.cache[key]
	if !ok {
		e = &entry{done: make(chan struct{})}
		s.cache[key] = e
	}
	s.mu.Unlock()
	if !ok {
		b := new(big.Int).SetUint64(block)
		if exactOutput {
			e.val, e.err = s.quoter.QuoteExactOutputSingle(ctx, b, in, out, s.cfg.Fee, amount)
		} else {
			e.val, e.err = s.quoter.QuoteExactInputSingle(ctx, b, in, out, s.cfg.Fee, amount)
		}
		if e.err != nil { // do not keep failures: the next caller asks again
			s.mu.Lock()
			if s.cache[key] == e {
				delete(s.cache, key)
			}
			s.mu.Unlock()
		}
		close(e.done)
	} else {
		select {
		case <-e.done:
		case <-ctx.Done():
			return nil, ctx.Err()
		}
	}
	if e.err != nil {
		if ctx.Err() != nil {
			return nil, ctx.Err()
		}
		return nil, apierr.New(apierr.NoLiquidity, "The pool cannot quote this swap: it has no liquidity for this pair and amount.").WithDetail(e.err.Error())
	}
	if e.val == nil || e.val.Sign() == 0 {
		return nil, apierr.New(apierr.NoLiquidity, "The pool quotes nothing for this amount: it has no liquidity for this pair and amount.")
	}
	return new(big.Int).Set(e.val), nil
}

func (s *Service) block(ctx context.Context) (uint64, error) {
	s.mu.Lock()
	if !s.headAt.IsZero() && s.now().Sub(s.headAt) < s.cfg.HeadTTL {
		h := s.head
		s.mu.Unlock()
		return h, nil
	}
	s.mu.Unlock()
	h, err := s.heads.BlockNumber(ctx)
	if err != nil {
		return 0, err
	}
	s.mu.Lock()
	if h >= s.head {
		s.head, s.headAt = h, s.now()
	}
	s.mu.Unlock()
	return h, nil
}

func (s *Service) token(raw string) (common.Address, invoiceapi.Token, string) {
	if raw == "" {
		return common.Address{}, "", "is required: a token symbol, one of " + s.tokenList()
	}
	sym := invoiceapi.Token(strings.ToUpper(raw))
	t, ok := s.lookup(sym)
	if !ok || t.Address == (common.Address{}) {
		return common.Address{}, "", fmt.Sprintf("%q is not a supported token: use one of %s", raw, s.tokenList())
	}
	return t.Address, sym, ""
}

// lookup is the token named sym.
func (s *Service) lookup(sym invoiceapi.Token) (Token, bool) {
	for _, t := range s.cfg.Tokens {
		if t.Symbol == sym {
			return t, true
		}
	}
	return Token{}, false
}

// tokenList names the tokens quotes take, in the deployment's order.
func (s *Service) tokenList() string {
	var names []invoiceapi.Token
	for _, t := range s.cfg.Tokens {
		if t.Address != (common.Address{}) {
			names = append(names, t.Symbol)
		}
	}
	return invoiceapi.ListOf(names)
}

// decimals is sym's decimals.
func (s *Service) decimals(sym invoiceapi.Token) int {
	if t, ok := s.lookup(sym); ok && t.Decimals > 0 {
		return int(t.Decimals)
	}
	return money.StablecoinDecimals
}

func parseAmount(raw string, decimals int) (*big.Int, string) {
	a, err := money.ParseDecimal(raw, decimals)
	max := maxUnits(decimals)
	switch {
	case errors.Is(err, money.ErrPrecision):
		return nil, fmt.Sprintf("has more than %d decimal places", decimals)
	case errors.Is(err, money.ErrRange):
		return nil, "is too large"
	case err != nil:
		return nil, "must be a positive decimal string such as \"19.99\""
	case a.Sign() == 0:
		return nil, "must be greater than zero"
	case a.Cmp(max) > 0:
		return nil, fmt.Sprintf("must be at most %s", money.FormatDecimal(max, decimals))
	}
	return a, ""
}

// WithSlippage is amount raised by bps basis points, rounded up.
func WithSlippage(amount *big.Int, bps int) *big.Int {
	v := new(big.Int).Mul(amount, big.NewInt(int64(10_000+bps)))
	v.Add(v, big.NewInt(9_999))
	return v.Quo(v, big.NewInt(10_000))
}

// lessSlippage is amount lowered by bps basis points, rounded down.
func lessSlippage(amount *big.Int, bps int) *big.Int {
	v := new(big.Int).Mul(amount, big.NewInt(int64(10_000-bps)))
	return v.Quo(v, big.NewInt(10_000))
}

// providerFee is the pool's fee on amountIn (fee in hundredths of a bip), rounded up as the
// pool rounds it.
func providerFee(amountIn *big.Int, fee uint32) *big.Int {
	v := new(big.Int).Mul(amountIn, big.NewInt(int64(fee)))
	v.Add(v, big.NewInt(999_999))
	return v.Quo(v, big.NewInt(1_000_000))
}

// Format renders units of a 6-decimal token with exactly 6 decimals ("19.990000").
func Format(units *big.Int) string { return FormatUnits(units, money.StablecoinDecimals) }

// FormatUnits renders units as a decimal string with exactly decimals decimals
// ("19.990000" for 19990000 and 6; "3" for 3 and 0).
func FormatUnits(units *big.Int, decimals int) string {
	s := units.String()
	if decimals == 0 {
		return s
	}
	if len(s) <= decimals {
		s = strings.Repeat("0", decimals-len(s)+1) + s
	}
	return s[:len(s)-decimals] + "." + s[len(s)-decimals:]
}

// LegacyPool is the legacy v0.6 constant-product pool (chain.LegacyPool).
type LegacyPool interface {
	AmountOut(ctx context.Context, amountIn *big.Int, tokenIn common.Address) (*big.Int, error)
}

// SetLegacyPool lets Legacy read pool; without one Legacy answers swap_unavailable.
func (s *Service) SetLegacyPool(pool LegacyPool) { s.legacy = pool }

// Legacy answers the deprecated GET /api/quote from the legacy v0.6 pool's reserves, read
// directly (no cache; the endpoint is kept only for old clients).
func (s *Service) Legacy(ctx context.Context, from, to, amountIn string) (checkoutapi.LegacyQuote, error) {
	in, inSym, inErr := s.token(from)
	out, outSym, outErr := s.token(to)
	if inErr != "" || outErr != "" {
		e := apierr.New(apierr.UnknownToken, "Quotes are available between %s only.", s.tokenList())
		if inErr != "" {
			e.Fields = append(e.Fields, apierr.FieldError{Field: "from", Message: inErr})
		}
		if outErr != "" {
			e.Fields = append(e.Fields, apierr.FieldError{Field: "to", Message: outErr})
		}
		return checkoutapi.LegacyQuote{}, e
	}
	inDec, outDec := s.decimals(inSym), s.decimals(outSym)
	amount, msg := parseAmount(amountIn, inDec)
	if msg != "" {
		var f apierr.Fields
		f.Add("amountIn", "%s", msg)
		return checkoutapi.LegacyQuote{}, f.Err()
	}
	resp := checkoutapi.LegacyQuote{From: string(inSym), To: string(outSym), AmountIn: FormatUnits(amount, inDec), Source: "legacy-v0.6-pool"}
	if in == out {
		resp.AmountOut = resp.AmountIn
		return resp, nil
	}
	if s.legacy == nil {
		return checkoutapi.LegacyQuote{}, apierr.New(apierr.SwapUnavailable, "The legacy pool is not configured on this deployment; use POST /api/checkout/quote.")
	}
	got, err := s.legacy.AmountOut(ctx, amount, in)
	if err != nil {
		if ctx.Err() != nil {
			return checkoutapi.LegacyQuote{}, ctx.Err()
		}
		return checkoutapi.LegacyQuote{}, apierr.New(apierr.NoLiquidity, "The legacy pool cannot quote this swap.").WithDetail(err.Error())
	}
	resp.AmountOut = FormatUnits(got, outDec)
	return resp, nil
}

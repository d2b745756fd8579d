package quote

import (
	"context"
	"errors"
	"math/big"
	"sync/atomic"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/stretchr/testify/require"

	"github.com/paystead/paystead/shared/apierr"
	"github.com/paystead/paystead/shared/apierr/apierrtest"
	"github.com/paystead/paystead/shared/checkoutapi"
	"github.com/paystead/paystead/shared/invoiceapi"
)

// countingHeads counts head reads and answers n or err.
type countingHeads struct {
	n     atomic.Uint64
	err   error
	calls atomic.Int64
}

func (h *countingHeads) BlockNumber(context.Context) (uint64, error) {
	h.calls.Add(1)
	return h.n.Load(), h.err
}

// fixedQuoter answers every quote with val (or err), after waiting for
// release when it is set.
type fixedQuoter struct {
	val     *big.Int
	err     error
	entered chan struct{} // closed when the first quote starts
	release chan struct{}
	calls   atomic.Int64
}

func (q *fixedQuoter) answer(ctx context.Context) (*big.Int, error) {
	if q.calls.Add(1) == 1 && q.entered != nil {
		close(q.entered)
	}
	if q.release != nil {
		<-q.release
	}
	return q.val, q.err
}

func (q *fixedQuoter) QuoteExactInputSingle(ctx context.Context, _ *big.Int, _, _ common.Address, _ uint32, _ *big.Int) (*big.Int, error) {
	return q.answer(ctx)
}

func (q *fixedQuoter) QuoteExactOutputSingle(ctx context.Context, _ *big.Int, _, _ common.Address, _ uint32, _ *big.Int) (*big.Int, error) {
	return q.answer(ctx)
}

// fakePool is the legacy pool: 1 EURC buys 1.08 USDC.
type fakePool struct {
	err     error
	amounts []*big.Int
	tokens  []common.Address
}

func (p *fakePool) AmountOut(_ context.Context, amountIn *big.Int, tokenIn common.Address) (*big.Int, error) {
	p.amounts = append(p.amounts, new(big.Int).Set(amountIn))
	p.tokens = append(p.tokens, tokenIn)
	if p.err != nil {
		return nil, p.err
	}
	return new(big.Int).Div(new(big.Int).Mul(amountIn, big.NewInt(108)), big.NewInt(100)), nil
}

var testTokens = []Token{{Symbol: invoiceapi.USDC, Address: usdc, Decimals: 6}, {Symbol: invoiceapi.EURC, Address: eurc, Decimals: 6}}

type serviceBundle struct {
	svc    *Service
	quoter *countingQuoter
	heads  *countingHeads
	now    *time.Time
}

// setupService returns a Service with the default head TTL and a clock
// that moves only when a test moves it.
func setupService(t *testing.T) *serviceBundle {
	t.Helper()
	q, h := &countingQuoter{}, &countingHeads{}
	h.n.Store(7)
	svc := NewService(Config{Tokens: testTokens}, q, h)
	now := time.Date(2030, 1, 2, 3, 4, 5, 900_000_000, time.FixedZone("PST", -8*3600))
	svc.now = func() time.Time { return now }
	return &serviceBundle{svc: svc, quoter: q, heads: h, now: &now}
}

func forward(amount string) checkoutapi.QuoteRequest {
	return checkoutapi.QuoteRequest{PayInToken: "EURC", PayoutToken: "USDC", AmountIn: ptr(amount), SlippageBps: ptr(50)}
}

func TestQuoteService(t *testing.T) {
	t.Parallel()
	ctx := context.Background()

	t.Run("IssuedAtIsWholeSecondsUTCAndValidFor30Seconds", func(t *testing.T) {
		t.Parallel()
		b := setupService(t)
		r, err := b.svc.Quote(ctx, forward("1"))
		require.NoError(t, err)
		require.Equal(t, "2030-01-02T11:04:05Z", r.IssuedAt)
		require.Equal(t, 30, r.TTLSeconds)
		require.Equal(t, "EURC", r.PayInToken)
		require.Equal(t, "USDC", r.PayoutToken)
	})

	t.Run("WithoutAQuoterSwapsAreUnavailable", func(t *testing.T) {
		t.Parallel()
		h := &countingHeads{}
		svc := NewService(Config{Tokens: testTokens}, nil, h)
		_, err := svc.Quote(ctx, forward("1"))
		apierrtest.RequireCode(t, err, apierr.SwapUnavailable)
		require.Equal(t, 422, apierr.SwapUnavailable.Status())
		_, err = svc.MaxAmountIn(ctx, eurc, usdc, big.NewInt(1_000_000), 50)
		apierrtest.RequireCode(t, err, apierr.SwapUnavailable)
		require.Zero(t, h.calls.Load(), "no head is read for a quote that cannot be made")

		r, err := svc.Quote(ctx, checkoutapi.QuoteRequest{PayInToken: "USDC", PayoutToken: "USDC", TargetOutput: ptr("5"), SlippageBps: ptr(0)})
		require.NoError(t, err, "a same-token quote needs no pool")
		require.Equal(t, "5.000000", r.AmountIn)
	})

	t.Run("AnUnreadableHeadIsAChainError", func(t *testing.T) {
		t.Parallel()
		b := setupService(t)
		b.heads.err = errors.New("rpc down")
		_, err := b.svc.Quote(ctx, forward("1"))
		e := apierrtest.RequireCode(t, err, apierr.ChainError)
		require.Equal(t, "rpc down", e.Detail)
		require.Zero(t, b.quoter.calls.Load())
	})

	t.Run("AZeroOrMissingQuoteIsNoLiquidity", func(t *testing.T) {
		t.Parallel()
		for name, val := range map[string]*big.Int{"Missing": nil, "Zero": new(big.Int)} {
			t.Run(name, func(t *testing.T) {
				svc := NewService(Config{Tokens: testTokens, HeadTTL: -1}, &fixedQuoter{val: val}, &countingHeads{})
				_, err := svc.Quote(ctx, forward("1"))
				apierrtest.RequireCode(t, err, apierr.NoLiquidity)
			})
		}
	})

	t.Run("AFailedQuoteIsNotCached", func(t *testing.T) {
		t.Parallel()
		b := setupService(t)
		b.quoter.fail = errors.New("execution reverted")
		_, err := b.svc.Quote(ctx, forward("3"))
		apierrtest.RequireCode(t, err, apierr.NoLiquidity)
		b.quoter.fail = nil
		r, err := b.svc.Quote(ctx, forward("3"))
		require.NoError(t, err, "the same block is asked again")
		require.Equal(t, "3.240000", r.EstimatedOutput)
		require.Equal(t, int64(2), b.quoter.calls.Load())
	})

	t.Run("TheHeadIsReusedForItsTTL", func(t *testing.T) {
		t.Parallel()
		b := setupService(t)
		_, err := b.svc.Quote(ctx, forward("1"))
		require.NoError(t, err)
		b.heads.n.Store(8)
		*b.now = b.now.Add(249 * time.Millisecond)
		_, err = b.svc.Quote(ctx, forward("1"))
		require.NoError(t, err)
		require.Equal(t, int64(1), b.heads.calls.Load(), "within 250 ms the head is not read again")
		require.Equal(t, int64(1), b.quoter.calls.Load(), "so the quote comes from the cache")

		*b.now = b.now.Add(time.Millisecond)
		_, err = b.svc.Quote(ctx, forward("1"))
		require.NoError(t, err)
		require.Equal(t, int64(2), b.heads.calls.Load())
		require.Equal(t, int64(2), b.quoter.calls.Load(), "block 8 is quoted afresh")
		require.Len(t, b.svc.cache, 1, "block 7's quotes are dropped")
	})

	t.Run("AnOlderHeadIsNotReused", func(t *testing.T) {
		t.Parallel()
		b := setupService(t)
		_, err := b.svc.Quote(ctx, forward("1"))
		require.NoError(t, err)
		// A node behind the first answers block 6 once the TTL is over: it is quoted, but
		// not kept as the head for the next TTL.
		b.heads.n.Store(6)
		*b.now = b.now.Add(250 * time.Millisecond)
		for range 2 {
			_, err = b.svc.Quote(ctx, forward("1"))
			require.NoError(t, err)
		}
		require.Equal(t, int64(3), b.heads.calls.Load())
	})

	t.Run("ForwardAndReverseAreDifferentKeys", func(t *testing.T) {
		t.Parallel()
		b := setupService(t)
		_, err := b.svc.Quote(ctx, forward("108"))
		require.NoError(t, err)
		_, err = b.svc.Quote(ctx, checkoutapi.QuoteRequest{PayInToken: "EURC", PayoutToken: "USDC", TargetOutput: ptr("108"), SlippageBps: ptr(50)})
		require.NoError(t, err)
		_, err = b.svc.Quote(ctx, checkoutapi.QuoteRequest{PayInToken: "USDC", PayoutToken: "EURC", AmountIn: ptr("108"), SlippageBps: ptr(50)})
		require.NoError(t, err)
		require.Equal(t, int64(3), b.quoter.calls.Load())
	})

	t.Run("AWaiterGivesUpWithItsContext", func(t *testing.T) {
		t.Parallel()
		q := &fixedQuoter{val: big.NewInt(1), entered: make(chan struct{}), release: make(chan struct{})}
		svc := NewService(Config{Tokens: testTokens, HeadTTL: time.Hour}, q, &countingHeads{})
		first := make(chan error, 1)
		go func() {
			_, err := svc.Quote(ctx, forward("1"))
			first <- err
		}()
		<-q.entered
		waiting, cancel := context.WithCancel(ctx)
		cancel()
		_, err := svc.Quote(waiting, forward("1"))
		require.ErrorIs(t, err, context.Canceled)
		close(q.release)
		require.NoError(t, <-first)
		require.Equal(t, int64(1), q.calls.Load(), "the waiter never asked the pool itself")
	})

	t.Run("ACanceledCallerIsNotToldNoLiquidity", func(t *testing.T) {
		t.Parallel()
		canceled, cancel := context.WithCancel(ctx)
		cancel()
		svc := NewService(Config{Tokens: testTokens}, &fixedQuoter{err: context.Canceled}, &countingHeads{})
		_, err := svc.Quote(canceled, forward("1"))
		require.ErrorIs(t, err, context.Canceled)
		apierrtest.RequireInternal(t, err)
	})

	t.Run("AmountsAreExactToTheUnit", func(t *testing.T) {
		t.Parallel()
		b := setupService(t)
		r, err := b.svc.Quote(ctx, forward("0.000001"))
		require.NoError(t, err)
		require.Equal(t, "0.000001", r.AmountIn)
		require.Equal(t, "0.000001", r.EstimatedOutput, "1 unit * 1.08, rounded down by the pool")
		require.Equal(t, "0.000000", r.StopLimit, "the slippage floor rounds down")
		require.Equal(t, "0.000001", r.Fees[0].Amount, "the fee rounds up")

		r, err = b.svc.Quote(ctx, checkoutapi.QuoteRequest{PayInToken: "EURC", PayoutToken: "USDC", TargetOutput: ptr("1000000000"), SlippageBps: ptr(1000)})
		require.NoError(t, err)
		require.Equal(t, "1018518518.518518", r.AmountIn, "925925925.925925 needed, plus 10% rounded up")
		require.Equal(t, "1000000000.000000", r.EstimatedOutput)
		require.Equal(t, "462962.962963", r.Fees[0].Amount, "0.05% of the amount needed, rounded up")
	})

	t.Run("AcceptsTheCeilingAndNotAUnitMore", func(t *testing.T) {
		t.Parallel()
		b := setupService(t)
		_, err := b.svc.Quote(ctx, forward("1000000000"))
		require.NoError(t, err)
		_, err = b.svc.Quote(ctx, forward("1000000000.000001"))
		e := apierrtest.RequireCode(t, err, apierr.BadBody)
		require.Equal(t, []apierr.FieldError{{Field: "amountIn", Message: "must be at most 1000000000"}}, e.Fields)
	})

	t.Run("NamesTheOffendingFields", func(t *testing.T) {
		t.Parallel()
		b := setupService(t)
		for name, tc := range map[string]struct {
			req    checkoutapi.QuoteRequest
			fields []apierr.FieldError
		}{
			"BothTokensUnknown": {checkoutapi.QuoteRequest{PayInToken: "DAI", PayoutToken: "", AmountIn: ptr("1"), SlippageBps: ptr(0)}, []apierr.FieldError{
				{Field: "payInToken", Message: `"DAI" is not a supported token: use one of USDC, EURC`},
				{Field: "payoutToken", Message: "is required: a token symbol, one of USDC, EURC"},
			}},
			"HugeAmount": {forward("1e100"), []apierr.FieldError{{Field: "amountIn", Message: "is too large"}}},
			"TooPreciseTarget": {checkoutapi.QuoteRequest{PayInToken: "EURC", PayoutToken: "USDC", TargetOutput: ptr("1.0000001"), SlippageBps: ptr(0)},
				[]apierr.FieldError{{Field: "targetOutput", Message: "has more than 6 decimal places"}}},
			"Words": {forward("ten"), []apierr.FieldError{{Field: "amountIn", Message: `must be a positive decimal string such as "19.99"`}}},
		} {
			_, err := b.svc.Quote(ctx, tc.req)
			e, ok := apierr.As(err)
			require.True(t, ok, name)
			require.Equal(t, tc.fields, e.Fields, name)
		}
		require.Zero(t, b.quoter.calls.Load())
	})

	t.Run("ATokenWithoutAnAddressIsUnknown", func(t *testing.T) {
		t.Parallel()
		svc := NewService(Config{Tokens: []Token{{Symbol: invoiceapi.USDC, Address: usdc}, {Symbol: invoiceapi.EURC}}}, &countingQuoter{}, &countingHeads{})
		_, err := svc.Quote(ctx, forward("1"))
		apierrtest.RequireCode(t, err, apierr.UnknownToken)
		svc = NewService(Config{Tokens: []Token{{Symbol: invoiceapi.USDC, Address: usdc}}}, &countingQuoter{}, &countingHeads{})
		_, err = svc.Quote(ctx, forward("1"))
		apierrtest.RequireCode(t, err, apierr.UnknownToken) // a deployment without EURC
	})
}

func TestMaxAmountIn(t *testing.T) {
	t.Parallel()
	ctx := context.Background()

	t.Run("CushionsTheReverseQuote", func(t *testing.T) {
		t.Parallel()
		b := setupService(t)
		got, err := b.svc.MaxAmountIn(ctx, eurc, usdc, big.NewInt(108_000_000), 100)
		require.NoError(t, err)
		require.Equal(t, big.NewInt(101_000_000), got, "100 EURC needed, plus 1%")
	})

	t.Run("SameTokenIsTheAmountItself", func(t *testing.T) {
		t.Parallel()
		b := setupService(t)
		out := big.NewInt(19_990_000)
		got, err := b.svc.MaxAmountIn(ctx, usdc, usdc, out, 100)
		require.NoError(t, err)
		require.Equal(t, out, got, "no slippage without a swap")
		got.SetInt64(1)
		require.Equal(t, big.NewInt(19_990_000), out, "the caller's amount is not shared")
		require.Zero(t, b.quoter.calls.Load())
	})

	t.Run("SharesTheQuoteCacheWithReverseQuotes", func(t *testing.T) {
		t.Parallel()
		b := setupService(t)
		_, err := b.svc.Quote(ctx, checkoutapi.QuoteRequest{PayInToken: "EURC", PayoutToken: "USDC", TargetOutput: ptr("19.99"), SlippageBps: ptr(50)})
		require.NoError(t, err)
		_, err = b.svc.MaxAmountIn(ctx, eurc, usdc, big.NewInt(19_990_000), 50)
		require.NoError(t, err)
		require.Equal(t, int64(1), b.quoter.calls.Load(), "what checkout signs for is what the quote showed")
	})

	t.Run("PassesNoLiquidityOn", func(t *testing.T) {
		t.Parallel()
		b := setupService(t)
		b.quoter.fail = errors.New("execution reverted")
		_, err := b.svc.MaxAmountIn(ctx, eurc, usdc, big.NewInt(1), 50)
		apierrtest.RequireCode(t, err, apierr.NoLiquidity)
	})
}

func TestRounding(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		name string
		got  *big.Int
		want int64
	}{
		{"WithSlippageRoundsUp", WithSlippage(big.NewInt(1), 1), 2},
		{"WithSlippageExact", WithSlippage(big.NewInt(10_000), 50), 10_050},
		{"WithNoSlippage", WithSlippage(big.NewInt(123), 0), 123},
		{"LessSlippageRoundsDown", lessSlippage(big.NewInt(199), 50), 198},
		{"LessNoSlippage", lessSlippage(big.NewInt(123), 0), 123},
		{"FeeRoundsUp", providerFee(big.NewInt(1999), 500), 1},
		{"FeeExact", providerFee(big.NewInt(1_000_000), 500), 500},
		{"NoFeeOnNothing", providerFee(new(big.Int), 500), 0},
	} {
		require.Equal(t, big.NewInt(tc.want).String(), tc.got.String(), tc.name)
	}
}

func TestFormat(t *testing.T) {
	t.Parallel()
	for units, want := range map[int64]string{
		0:                   "0.000000",
		1:                   "0.000001",
		999_999:             "0.999999",
		1_000_000:           "1.000000",
		19_990_000:          "19.990000",
		1_000_000_000000000: "1000000000.000000",
	} {
		require.Equal(t, want, Format(big.NewInt(units)))
	}
}

func TestLegacy(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	setupLegacy := func(t *testing.T) (*Service, *fakePool) {
		t.Helper()
		svc := NewService(Config{Tokens: testTokens}, nil, &countingHeads{})
		pool := &fakePool{}
		svc.SetLegacyPool(pool)
		return svc, pool
	}

	t.Run("QuotesFromThePool", func(t *testing.T) {
		t.Parallel()
		svc, pool := setupLegacy(t)
		q, err := svc.Legacy(ctx, "eurc", "USDC", "12.5")
		require.NoError(t, err)
		require.Equal(t, checkoutapi.LegacyQuote{From: "EURC", To: "USDC", AmountIn: "12.500000", AmountOut: "13.500000", Source: "legacy-v0.6-pool"}, q)
		require.Equal(t, []*big.Int{big.NewInt(12_500_000)}, pool.amounts)
		require.Equal(t, []common.Address{eurc}, pool.tokens)
	})

	t.Run("ReadsThePoolEveryTime", func(t *testing.T) {
		t.Parallel()
		svc, pool := setupLegacy(t)
		for range 3 {
			_, err := svc.Legacy(ctx, "EURC", "USDC", "1")
			require.NoError(t, err)
		}
		require.Len(t, pool.amounts, 3)
	})

	t.Run("SameTokenIsOneToOneWithoutThePool", func(t *testing.T) {
		t.Parallel()
		svc := NewService(Config{Tokens: testTokens}, nil, &countingHeads{})
		q, err := svc.Legacy(ctx, "USDC", "usdc", "7")
		require.NoError(t, err)
		require.Equal(t, "7.000000", q.AmountOut)
	})

	t.Run("WithoutAPoolSwapsAreUnavailable", func(t *testing.T) {
		t.Parallel()
		svc := NewService(Config{Tokens: testTokens}, &countingQuoter{}, &countingHeads{})
		_, err := svc.Legacy(ctx, "EURC", "USDC", "1")
		apierrtest.RequireCode(t, err, apierr.SwapUnavailable)
	})

	t.Run("APoolFailureIsNoLiquidity", func(t *testing.T) {
		t.Parallel()
		svc, pool := setupLegacy(t)
		pool.err = errors.New("reserves are empty")
		_, err := svc.Legacy(ctx, "EURC", "USDC", "1")
		e := apierrtest.RequireCode(t, err, apierr.NoLiquidity)
		require.Equal(t, "reserves are empty", e.Detail)
	})

	t.Run("ACanceledCallerIsNotToldNoLiquidity", func(t *testing.T) {
		t.Parallel()
		svc, pool := setupLegacy(t)
		pool.err = context.Canceled
		canceled, cancel := context.WithCancel(ctx)
		cancel()
		_, err := svc.Legacy(canceled, "EURC", "USDC", "1")
		require.ErrorIs(t, err, context.Canceled)
	})

	t.Run("NamesTheOffendingParameters", func(t *testing.T) {
		t.Parallel()
		svc, pool := setupLegacy(t)
		_, err := svc.Legacy(ctx, "DAI", "", "1")
		e := apierrtest.RequireCode(t, err, apierr.UnknownToken)
		require.Len(t, e.Fields, 2)
		require.Equal(t, "from", e.Fields[0].Field)
		require.Equal(t, "to", e.Fields[1].Field)

		for name, amount := range map[string]string{
			"Empty": "", "Zero": "0", "Negative": "-1", "TooPrecise": "1.0000001", "OverTheCeiling": "1000000000.000001", "Words": "abc",
		} {
			t.Run(name, func(t *testing.T) {
				_, err := svc.Legacy(ctx, "EURC", "USDC", amount)
				e := apierrtest.RequireCode(t, err, apierr.BadBody)
				require.Equal(t, "amountIn", e.Fields[0].Field)
			})
		}
		require.Empty(t, pool.amounts)
	})
}

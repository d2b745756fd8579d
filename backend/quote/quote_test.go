package quote

import (
	"context"
	"errors"
	"math/big"
	"sync"
	"sync/atomic"
	"testing"

	"github.com/ethereum/go-ethereum/common"
	"github.com/stretchr/testify/require"

	"github.com/paystead/paystead/shared/apierr"
	"github.com/paystead/paystead/shared/apierr/apierrtest"
	"github.com/paystead/paystead/shared/checkoutapi"
)

var (
	usdc = common.HexToAddress("0x00000000000000000000000000000000000000aa")
	eurc = common.HexToAddress("0x00000000000000000000000000000000000000bb")
)

// countingQuoter prices 1 EURC at 1.08 USDC and counts its calls.
type countingQuoter struct {
	calls atomic.Int64
	fail  error
}

func (q *countingQuoter) QuoteExactInputSingle(_ context.Context, _ *big.Int, in, _ common.Address, _ uint32, amountIn *big.Int) (*big.Int, error) {
	q.calls.Add(1)
	if q.fail != nil {
		return nil, q.fail
	}
	if in == eurc {
		return new(big.Int).Div(new(big.Int).Mul(amountIn, big.NewInt(108)), big.NewInt(100)), nil
	}
	return new(big.Int).Div(new(big.Int).Mul(amountIn, big.NewInt(100)), big.NewInt(108)), nil
}

func (q *countingQuoter) QuoteExactOutputSingle(_ context.Context, _ *big.Int, in, _ common.Address, _ uint32, amountOut *big.Int) (*big.Int, error) {
	q.calls.Add(1)
	if q.fail != nil {
		return nil, q.fail
	}
	if in == eurc {
		return new(big.Int).Div(new(big.Int).Mul(amountOut, big.NewInt(100)), big.NewInt(108)), nil
	}
	return new(big.Int).Div(new(big.Int).Mul(amountOut, big.NewInt(108)), big.NewInt(100)), nil
}

type fakeHeads struct{ n atomic.Uint64 }

func (h *fakeHeads) BlockNumber(context.Context) (uint64, error) { return h.n.Load(), nil }

func newTestService() (*Service, *countingQuoter, *fakeHeads) {
	q, h := &countingQuoter{}, &fakeHeads{}
	h.n.Store(7)
	s := NewService(Config{Tokens: testTokens, Fee: 500, HeadTTL: -1}, q, h)
	return s, q, h
}

func ptr[T any](v T) *T { return &v }

func TestQuote(t *testing.T) {
	ctx := context.Background()

	t.Run("Forward", func(t *testing.T) {
		s, _, _ := newTestService()
		r, err := s.Quote(ctx, checkoutapi.QuoteRequest{PayInToken: "EURC", PayoutToken: "USDC", AmountIn: ptr("100"), SlippageBps: ptr(50)})
		require.NoError(t, err)
		require.Equal(t, "100.000000", r.AmountIn)
		require.Equal(t, "108.000000", r.EstimatedOutput)
		require.Equal(t, "107.460000", r.StopLimit)
		require.Equal(t, []checkoutapi.QuoteFee{{Token: "EURC", Amount: "0.050000", Type: "providerFee"}}, r.Fees)
		require.Equal(t, 30, r.TTLSeconds)
		require.NotEmpty(t, r.IssuedAt)
	})

	t.Run("ReverseCushionsAmountIn", func(t *testing.T) {
		s, _, _ := newTestService()
		r, err := s.Quote(ctx, checkoutapi.QuoteRequest{PayInToken: "EURC", PayoutToken: "USDC", TargetOutput: ptr("108"), SlippageBps: ptr(100)})
		require.NoError(t, err)
		require.Equal(t, "101.000000", r.AmountIn)
		require.Equal(t, "108.000000", r.EstimatedOutput)
		require.Equal(t, "108.000000", r.StopLimit)
	})

	t.Run("SameTokenIsOneToOneWithoutThePool", func(t *testing.T) {
		s, q, _ := newTestService()
		r, err := s.Quote(ctx, checkoutapi.QuoteRequest{PayInToken: "usdc", PayoutToken: "USDC", AmountIn: ptr("19.99"), SlippageBps: ptr(0)})
		require.NoError(t, err)
		require.Equal(t, "19.990000", r.AmountIn)
		require.Equal(t, "19.990000", r.EstimatedOutput)
		require.Equal(t, "19.990000", r.StopLimit)
		require.Equal(t, "0.000000", r.Fees[0].Amount)
		require.Zero(t, q.calls.Load())
	})

	t.Run("Rejects", func(t *testing.T) {
		s, q, _ := newTestService()
		for name, tc := range map[string]struct {
			req  checkoutapi.QuoteRequest
			code apierr.Code
		}{
			"UnknownToken":    {checkoutapi.QuoteRequest{PayInToken: "DAI", PayoutToken: "USDC", AmountIn: ptr("1"), SlippageBps: ptr(50)}, apierr.UnknownToken},
			"MissingToken":    {checkoutapi.QuoteRequest{PayInToken: "EURC", AmountIn: ptr("1"), SlippageBps: ptr(50)}, apierr.UnknownToken},
			"BothAmounts":     {checkoutapi.QuoteRequest{PayInToken: "EURC", PayoutToken: "USDC", AmountIn: ptr("1"), TargetOutput: ptr("1"), SlippageBps: ptr(50)}, apierr.BadBody},
			"NeitherAmount":   {checkoutapi.QuoteRequest{PayInToken: "EURC", PayoutToken: "USDC", SlippageBps: ptr(50)}, apierr.BadBody},
			"ZeroAmount":      {checkoutapi.QuoteRequest{PayInToken: "EURC", PayoutToken: "USDC", AmountIn: ptr("0"), SlippageBps: ptr(50)}, apierr.BadBody},
			"AbsurdAmount":    {checkoutapi.QuoteRequest{PayInToken: "EURC", PayoutToken: "USDC", AmountIn: ptr("1e30"), SlippageBps: ptr(50)}, apierr.BadBody},
			"TooPrecise":      {checkoutapi.QuoteRequest{PayInToken: "EURC", PayoutToken: "USDC", TargetOutput: ptr("0.0000001"), SlippageBps: ptr(50)}, apierr.BadBody},
			"NegativeAmount":  {checkoutapi.QuoteRequest{PayInToken: "EURC", PayoutToken: "USDC", AmountIn: ptr("-1"), SlippageBps: ptr(50)}, apierr.BadBody},
			"SlippageTooHigh": {checkoutapi.QuoteRequest{PayInToken: "EURC", PayoutToken: "USDC", AmountIn: ptr("1"), SlippageBps: ptr(1001)}, apierr.BadBody},
			"SlippageNeg":     {checkoutapi.QuoteRequest{PayInToken: "EURC", PayoutToken: "USDC", AmountIn: ptr("1"), SlippageBps: ptr(-1)}, apierr.BadBody},
			"SlippageMissing": {checkoutapi.QuoteRequest{PayInToken: "EURC", PayoutToken: "USDC", AmountIn: ptr("1")}, apierr.BadBody},
		} {
			t.Run(name, func(t *testing.T) {
				_, err := s.Quote(ctx, tc.req)
				apierrtest.RequireCode(t, err, tc.code)
			})
		}
		require.Zero(t, q.calls.Load())
	})

	t.Run("NoLiquidity", func(t *testing.T) {
		s, q, _ := newTestService()
		q.fail = errors.New("execution reverted")
		_, err := s.Quote(ctx, checkoutapi.QuoteRequest{PayInToken: "EURC", PayoutToken: "USDC", AmountIn: ptr("1"), SlippageBps: ptr(50)})
		apierrtest.RequireCode(t, err, apierr.NoLiquidity)
		require.Equal(t, 422, apierr.NoLiquidity.Status())
	})

	t.Run("BurstCostsOneChainCallPerBlock", func(t *testing.T) {
		s, q, h := newTestService()
		req := checkoutapi.QuoteRequest{PayInToken: "EURC", PayoutToken: "USDC", AmountIn: ptr("250.5"), SlippageBps: ptr(50)}
		burst := func() {
			var wg sync.WaitGroup
			for range 64 {
				wg.Go(func() {
					_, err := s.Quote(ctx, req)
					require.NoError(t, err)
				})
			}
			wg.Wait()
		}
		burst()
		require.Equal(t, int64(1), q.calls.Load())
		burst()
		require.Equal(t, int64(1), q.calls.Load(), "same block: served from the cache")
		h.n.Add(1)
		burst()
		require.Equal(t, int64(2), q.calls.Load(), "a new block asks once more")
		other := req
		other.AmountIn = ptr("1")
		_, err := s.Quote(ctx, other)
		require.NoError(t, err)
		require.Equal(t, int64(3), q.calls.Load(), "another amount is another key")
	})
}

// tierQuoter records the fee tier of every quote it answers.
type tierQuoter struct {
	countingQuoter
	mu    sync.Mutex
	tiers []uint32
}

func (q *tierQuoter) QuoteExactInputSingle(ctx context.Context, b *big.Int, in, out common.Address, fee uint32, amountIn *big.Int) (*big.Int, error) {
	q.mu.Lock()
	q.tiers = append(q.tiers, fee)
	q.mu.Unlock()
	return q.countingQuoter.QuoteExactInputSingle(ctx, b, in, out, fee, amountIn)
}

func (q *tierQuoter) QuoteExactOutputSingle(ctx context.Context, b *big.Int, in, out common.Address, fee uint32, amountOut *big.Int) (*big.Int, error) {
	q.mu.Lock()
	q.tiers = append(q.tiers, fee)
	q.mu.Unlock()
	return q.countingQuoter.QuoteExactOutputSingle(ctx, b, in, out, fee, amountOut)
}

// TestConfiguredFeeTier: forward and reverse quotes and the swap maximum prepare signs for all
// ask the pool of the configured tier, and the provider fee is that tier's.
func TestConfiguredFeeTier(t *testing.T) {
	ctx := context.Background()
	q, h := &tierQuoter{}, &fakeHeads{}
	h.n.Store(7)
	s := NewService(Config{Tokens: testTokens, Fee: 3000, HeadTTL: -1}, q, h)
	require.EqualValues(t, 3000, s.Fee())

	r, err := s.Quote(ctx, checkoutapi.QuoteRequest{PayInToken: "EURC", PayoutToken: "USDC", AmountIn: ptr("100"), SlippageBps: ptr(50)})
	require.NoError(t, err)
	require.Equal(t, []checkoutapi.QuoteFee{{Token: "EURC", Amount: "0.300000", Type: "providerFee"}}, r.Fees, "0.3% of 100 EURC")
	_, err = s.Quote(ctx, checkoutapi.QuoteRequest{PayInToken: "EURC", PayoutToken: "USDC", TargetOutput: ptr("108"), SlippageBps: ptr(50)})
	require.NoError(t, err)
	_, err = s.MaxAmountIn(ctx, eurc, usdc, big.NewInt(19_990_000), 50)
	require.NoError(t, err)
	require.NotEmpty(t, q.tiers)
	for _, tier := range q.tiers {
		require.EqualValues(t, 3000, tier)
	}

	require.EqualValues(t, 500, NewService(Config{}, q, h).Fee(), "an unset tier is 0.05%, not a pool that cannot exist")
}

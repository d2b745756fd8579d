package quote

import (
	"context"
	"math/big"
	"testing"

	"github.com/ethereum/go-ethereum/common"
	"github.com/stretchr/testify/require"

	"github.com/paystead/paystead/shared/apierr"
	"github.com/paystead/paystead/shared/checkoutapi"
	"github.com/paystead/paystead/shared/invoiceapi"
)

// pricedQuoter swaps DAI (18 decimals) for USDC (6) at par: a unit of
// USDC is 10^12 units of DAI. It records the amounts it was asked for.
type pricedQuoter struct{ asked []*big.Int }

var scale = new(big.Int).Exp(big.NewInt(10), big.NewInt(12), nil)

func (q *pricedQuoter) QuoteExactInputSingle(_ context.Context, _ *big.Int, _, _ common.Address, _ uint32, amountIn *big.Int) (*big.Int, error) {
	q.asked = append(q.asked, new(big.Int).Set(amountIn))
	return new(big.Int).Quo(amountIn, scale), nil
}

func (q *pricedQuoter) QuoteExactOutputSingle(_ context.Context, _ *big.Int, _, _ common.Address, _ uint32, amountOut *big.Int) (*big.Int, error) {
	q.asked = append(q.asked, new(big.Int).Set(amountOut))
	return new(big.Int).Mul(amountOut, scale), nil
}

// Each amount of a quote is in its own token's decimals: a token of 18
// decimals is read and written to the wei, the payout token in millionths.
func TestQuotesInEachTokensDecimals(t *testing.T) {
	t.Parallel()
	dai := common.HexToAddress("0x00000000000000000000000000000000000000dd")
	q, h := &pricedQuoter{}, &fakeHeads{}
	s := NewService(Config{
		Tokens: []Token{{Symbol: invoiceapi.USDC, Address: usdc, Decimals: 6}, {Symbol: "DAI", Address: dai, Decimals: 18}},
		Fee:    100, HeadTTL: -1,
	}, q, h)
	ctx := context.Background()
	str := func(v string) *string { return &v }
	zero := 0

	fwd, err := s.Quote(ctx, checkoutapi.QuoteRequest{PayInToken: "DAI", PayoutToken: "USDC", AmountIn: str("2.000000000000000001"), SlippageBps: &zero})
	require.NoError(t, err)
	require.Equal(t, "2000000000000000001", q.asked[0].String(), "the pay-in amount to the wei")
	require.Equal(t, "2.000000000000000001", fwd.AmountIn)
	require.Equal(t, "2.000000", fwd.EstimatedOutput)
	require.Equal(t, "0.000200000000000001", fwd.Fees[0].Amount, "the fee is in the pay-in token")

	rev, err := s.Quote(ctx, checkoutapi.QuoteRequest{PayInToken: "DAI", PayoutToken: "USDC", TargetOutput: str("19.99"), SlippageBps: &zero})
	require.NoError(t, err)
	require.Equal(t, "19990000", q.asked[1].String(), "the target in the payout token's millionths")
	require.Equal(t, "19.990000000000000000", rev.AmountIn)
	require.Equal(t, "19.990000", rev.StopLimit)

	_, err = s.Quote(ctx, checkoutapi.QuoteRequest{PayInToken: "DAI", PayoutToken: "USDC", TargetOutput: str("1.0000001"), SlippageBps: &zero})
	var e *apierr.Error
	require.ErrorAs(t, err, &e)
	require.Equal(t, []apierr.FieldError{{Field: "targetOutput", Message: "has more than 6 decimal places"}}, e.Fields)
	_, err = s.Quote(ctx, checkoutapi.QuoteRequest{PayInToken: "DAI", PayoutToken: "USDC", AmountIn: str("1000000001"), SlippageBps: &zero})
	require.ErrorAs(t, err, &e)
	require.Equal(t, []apierr.FieldError{{Field: "amountIn", Message: "must be at most 1000000000"}}, e.Fields, "a billion tokens, whatever their decimals")
}

package server

import (
	"context"
	"encoding/json"
	"math/big"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/paystead/paystead/backend/chain"
	"github.com/paystead/paystead/backend/quote"
	"github.com/paystead/paystead/shared/apierr"
	"github.com/paystead/paystead/shared/checkoutapi"
	"github.com/paystead/paystead/shared/money"
)

// TestQuoteConformance quotes against the dev chain's real Uniswap v3 pool over HTTP and checks
// every answer against the OpenAPI document. Not parallel, like the other conformance tests.
func TestQuoteConformance(t *testing.T) {
	app := startApp(t, nil)
	spec := fetchOpenAPI(t, app.URL)
	ctx := context.Background()
	endpoint := app.URL + "/api/checkout/quote"
	uni := app.Dev.Uniswap()
	addrs := app.Dev.Addresses()
	quoter, err := chain.NewQuoter(app.Dev.Client(), uni.Quoter)
	require.NoError(t, err)

	body := checkCase(t, spec, conformanceCase{name: "Forward", method: "POST", url: endpoint, status: 200, requestValid: yes,
		body: map[string]any{"payInToken": "EURC", "payoutToken": "USDC", "amountIn": "100", "slippageBps": 50}})
	var fwd checkoutapi.QuoteResponse
	require.NoError(t, json.Unmarshal(body, &fwd))
	want, err := quoter.QuoteExactInputSingle(ctx, nil, addrs.EURC, addrs.USDC, chain.DevPoolFee, units(t, "100"))
	require.NoError(t, err)
	require.Equal(t, quote.Format(want), fwd.EstimatedOutput)
	require.Equal(t, "100.000000", fwd.AmountIn)
	require.Equal(t, []checkoutapi.QuoteFee{{Token: "EURC", Amount: "0.050000", Type: "providerFee"}}, fwd.Fees)
	require.Equal(t, 30, fwd.TTLSeconds)
	est, _ := money.ParseDecimal(fwd.EstimatedOutput, 6)
	require.True(t, est.Int64() > 107_000_000 && est.Int64() < 108_000_000, "1 EURC is about 1.08 USDC: %s", fwd.EstimatedOutput)
	stop, _ := money.ParseDecimal(fwd.StopLimit, 6)
	require.Equal(t, est.Int64()*9950/10000, stop.Int64())

	body = checkCase(t, spec, conformanceCase{name: "Reverse", method: "POST", url: endpoint, status: 200, requestValid: yes,
		body: map[string]any{"payInToken": "EURC", "payoutToken": "USDC", "targetOutput": "19.99", "slippageBps": 50}})
	var rev checkoutapi.QuoteResponse
	require.NoError(t, json.Unmarshal(body, &rev))
	needed, err := quoter.QuoteExactOutputSingle(ctx, nil, addrs.EURC, addrs.USDC, chain.DevPoolFee, units(t, "19.99"))
	require.NoError(t, err)
	require.Equal(t, quote.Format(quote.WithSlippage(needed, 50)), rev.AmountIn)
	require.Equal(t, "19.990000", rev.EstimatedOutput)
	require.Equal(t, "19.990000", rev.StopLimit)

	body = checkCase(t, spec, conformanceCase{name: "SameToken", method: "POST", url: endpoint, status: 200, requestValid: yes,
		body: map[string]any{"payInToken": "USDC", "payoutToken": "USDC", "amountIn": "19.99", "slippageBps": 0}})
	var same checkoutapi.QuoteResponse
	require.NoError(t, json.Unmarshal(body, &same))
	require.Equal(t, "19.990000", same.EstimatedOutput)

	runConformance(t, spec, []conformanceCase{
		{name: "UnknownToken", method: "POST", url: endpoint, status: 400, code: apierr.UnknownToken, requestValid: yes,
			body: map[string]any{"payInToken": "DAI", "payoutToken": "USDC", "amountIn": "1", "slippageBps": 50}},
		{name: "BothAmounts", method: "POST", url: endpoint, status: 400, code: apierr.BadBody, requestValid: yes,
			body: map[string]any{"payInToken": "EURC", "payoutToken": "USDC", "amountIn": "1", "targetOutput": "1", "slippageBps": 50}},
		{name: "NeitherAmount", method: "POST", url: endpoint, status: 400, code: apierr.BadBody, requestValid: yes,
			body: map[string]any{"payInToken": "EURC", "payoutToken": "USDC", "slippageBps": 50}},
		{name: "ZeroAmount", method: "POST", url: endpoint, status: 400, code: apierr.BadBody, requestValid: yes,
			body: map[string]any{"payInToken": "EURC", "payoutToken": "USDC", "amountIn": "0", "slippageBps": 50}},
		{name: "AbsurdAmount", method: "POST", url: endpoint, status: 400, code: apierr.BadBody, requestValid: yes,
			body: map[string]any{"payInToken": "EURC", "payoutToken": "USDC", "amountIn": "1e40", "slippageBps": 50}},
		{name: "SlippageOutOfRange", method: "POST", url: endpoint, status: 400, code: apierr.BadBody, requestValid: no,
			body: map[string]any{"payInToken": "EURC", "payoutToken": "USDC", "amountIn": "1", "slippageBps": 1001}},
		{name: "NoLiquidityForTheAmount", method: "POST", url: endpoint, status: 422, code: apierr.NoLiquidity, requestValid: yes,
			body: map[string]any{"payInToken": "EURC", "payoutToken": "USDC", "targetOutput": "999999999", "slippageBps": 50}},
		{name: "LegacyUnknownToken", method: "GET", url: app.URL + "/api/quote?from=DAI&to=USDC&amountIn=1", status: 400, code: apierr.UnknownToken},
		{name: "LegacyBadAmount", method: "GET", url: app.URL + "/api/quote?from=EURC&to=USDC&amountIn=abc", status: 400, code: apierr.BadBody},
	})

	resp, raw := exchange(t, "GET", app.URL+"/api/quote?from=EURC&to=USDC&amountIn=100", nil, nil)
	require.Equal(t, 200, resp.StatusCode, "%s", raw)
	spec.conform(t, "GET", app.URL+"/api/quote?from=EURC&to=USDC&amountIn=100", resp, raw)
	require.Equal(t, "true", resp.Header.Get("Deprecation"))
	require.Equal(t, `</api/checkout/quote>; rel="successor-version"`, resp.Header.Get("Link"))
	var legacy checkoutapi.LegacyQuote
	require.NoError(t, json.Unmarshal(raw, &legacy))
	wantLegacy, err := chain.NewLegacyPool(app.Dev.Client(), addrs.LegacyPool).AmountOut(ctx, units(t, "100"), addrs.EURC)
	require.NoError(t, err)
	require.Equal(t, checkoutapi.LegacyQuote{From: "EURC", To: "USDC", AmountIn: "100.000000", AmountOut: quote.Format(wantLegacy), Source: "legacy-v0.6-pool"}, legacy)
}

func units(t testing.TB, s string) *big.Int {
	t.Helper()
	v, err := money.ParseDecimal(s, money.StablecoinDecimals)
	require.NoError(t, err)
	return v
}

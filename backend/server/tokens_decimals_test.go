package server

import (
	"context"
	"encoding/csv"
	"encoding/json"
	"math/big"
	"net/http"
	"strings"
	"testing"

	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/stretchr/testify/require"

	"github.com/paystead/paystead/backend/chain"
	"github.com/paystead/paystead/backend/config"
	"github.com/paystead/paystead/shared/checkoutapi"
	"github.com/paystead/paystead/shared/invoiceapi"
	"github.com/paystead/paystead/shared/money"
)

// A token of 18 decimals swapped into USDC is configuration too (#31
// item 2): its quotes read and write it to the wei, a payment in it swaps
// what the invoice's USDC costs, and the export writes what was taken in
// its decimals.
func TestASwappedTokenOfEighteenDecimals(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	dc := ownChain(t)
	client := dc.Client()
	dai, err := chain.DeployTestTokenOfDecimals(ctx, client, dc.Customer.Key, dc.ChainID(), "Dai Stablecoin", "DAI", 18)
	require.NoError(t, err)
	wei := func(tokens int64) *big.Int { return new(big.Int).Mul(big.NewInt(tokens), big.NewInt(1e18)) }
	daiToken := chain.NewToken(client, dai)
	customer := chain.NewTransactor(client, dc.Customer.Key, dc.ChainID(), nil)
	tx, err := customer.Send(ctx, func(o *bind.TransactOpts) (*types.Transaction, error) {
		return daiToken.Mint(ctx, o, dc.Customer.Address, wei(10_000))
	})
	require.NoError(t, err)
	_, err = chain.WaitMined(ctx, client, tx)
	require.NoError(t, err)
	// 5,000 DAI beside 5,000 USDC, at par: a unit of USDC is 10^12 of DAI.
	_, err = chain.AddDevPool(ctx, client, dc.Customer.Key, dc.ChainID(), dc.Uniswap(), dai, dc.Addresses().USDC,
		new(big.Float).SetFloat64(1e-12), wei(5_000), big.NewInt(5_000_000_000))
	require.NoError(t, err)

	app := startAppOn(t, dc, func(cfg *config.Config) {
		cfg.Chains[0].Tokens = []config.Token{{Symbol: "DAI", Address: dai, Decimals: 18, SwapsInto: "USDC"}}
	})

	// The quote: targetOutput in USDC's millionths, amountIn in DAI's wei.
	var q checkoutapi.QuoteResponse
	target, slippage := "12.5", 50
	require.Equal(t, http.StatusOK, call(t, "POST", app.URL+"/api/checkout/quote", nil,
		checkoutapi.QuoteRequest{PayInToken: "DAI", PayoutToken: "USDC", TargetOutput: &target, SlippageBps: &slippage}, &q).StatusCode)
	whole, frac, _ := strings.Cut(q.AmountIn, ".")
	require.Equal(t, "12", whole, "about 12.5 DAI with the pool's fee and the cushion: %s", q.AmountIn)
	require.Len(t, frac, 18, "to the wei: %s", q.AmountIn)
	require.Equal(t, "12.500000", q.StopLimit)

	// An invoice in DAI, paid through the swap.
	var created invoiceapi.CreateInvoiceResponse
	require.Equal(t, http.StatusCreated, call(t, "POST", app.URL+"/api/invoices", secret(app),
		map[string]any{"amountUsdc": json.Number("12.5"), "payInToken": "DAI"}, &created).StatusCode)
	before, err := daiToken.BalanceOf(ctx, dc.Customer.Address)
	require.NoError(t, err)
	p := payerWallet{key: dc.Customer.Key, addr: dc.Customer.Address, dc: dc}
	body := readyToSubmitIn(t, app, created.InvoiceID, p, "DAI")
	require.Equal(t, dai.Hex(), body.PayInToken)
	var sub checkoutapi.SubmitResponse
	require.Equal(t, http.StatusAccepted, call(t, "POST", app.URL+"/api/checkout/submit", nil, body, &sub).StatusCode)
	st := waitStatus(t, app, sub.SubmissionID, "settled", "failed")
	require.Equal(t, "settled", st.Status, "error: %s", derefString(st.Error))
	after, err := daiToken.BalanceOf(ctx, dc.Customer.Address)
	require.NoError(t, err)
	spent := new(big.Int).Sub(before, after)
	require.Positive(t, spent.Cmp(wei(12)), "more than 12 DAI: %s", spent)
	require.Negative(t, spent.Cmp(wei(13)), "less than 13 DAI: %s", spent)
	require.Equal(t, "paid", invoiceStatus(t, app, created.InvoiceID))

	// The export writes what was taken in DAI's decimals.
	resp, err := http.DefaultClient.Do(func() *http.Request {
		req, err := http.NewRequest("GET", app.URL+"/api/invoices/export", nil)
		require.NoError(t, err)
		for k, v := range secret(app) {
			req.Header.Set(k, v)
		}
		return req
	}())
	require.NoError(t, err)
	defer resp.Body.Close()
	require.Equal(t, http.StatusOK, resp.StatusCode)
	rows, err := csv.NewReader(resp.Body).ReadAll()
	require.NoError(t, err)
	col := func(name string) int {
		for i, h := range rows[0] {
			if h == name {
				return i
			}
		}
		t.Fatalf("no column %s in %v", name, rows[0])
		return -1
	}
	var row []string
	for _, r := range rows[1:] {
		if r[0] == created.InvoiceID {
			row = r
		}
	}
	require.NotNil(t, row)
	require.Equal(t, "12.5", row[col("amount_usd")], "the invoice's dollars")
	units, ok := new(big.Int).SetString(row[col("amount_in_units")], 10)
	require.True(t, ok, row)
	require.Equal(t, spent, units, "what was taken, to the wei")
	require.Equal(t, money.FormatDecimal(spent, 18), row[col("amount_in")])
	require.True(t, strings.HasPrefix(row[col("amount_in")], "12."), row[col("amount_in")])
}

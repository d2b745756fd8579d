package server

import (
	"context"
	"math/big"
	"net/http"
	"testing"

	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/hexutil"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/stretchr/testify/require"

	"github.com/paystead/paystead/backend/chain"
	"github.com/paystead/paystead/backend/invoice"
	"github.com/paystead/paystead/backend/quote"
	"github.com/paystead/paystead/shared/checkoutapi"
)

// TestCheckoutPaysAnEURCInvoiceThroughTheSwap pays a USD invoice in EURC over HTTP: prepare
// signs for the reverse quote plus 0.5%, the gateway swaps through the dev chain's Uniswap v3
// pool for exactly the invoice amount and returns the rest. Not parallel: it measures the
// gateway's USDC balance, which parallel payments on the shared chain would move.
func TestCheckoutPaysAnEURCInvoiceThroughTheSwap(t *testing.T) {
	app := startApp(t, nil)
	ctx := context.Background()
	dc := testChain(t)
	addrs := dc.Addresses()
	eurcToken := chain.NewToken(dc.Client(), addrs.EURC)
	usdcToken := chain.NewToken(dc.Client(), addrs.USDC)

	p := newPayer(t, 0)
	tx, err := customerSender(t).Send(ctx, func(opts *bind.TransactOpts) (*types.Transaction, error) {
		return eurcToken.Transfer(ctx, opts, p.addr, big.NewInt(50_000_000))
	})
	require.NoError(t, err)
	_, err = chain.WaitMined(ctx, dc.Client(), tx)
	require.NoError(t, err)

	var inv created
	require.Equal(t, 201, call(t, "POST", app.URL+"/api/invoices", secret(app), map[string]any{"amountUsdc": "19.99", "payInToken": "EURC"}, &inv).StatusCode)

	var decision map[string]any
	require.Equal(t, 200, call(t, "POST", app.URL+"/api/checkout/authorize", nil, map[string]string{"invoiceId": inv.InvoiceID, "address": p.addr.Hex()}, &decision).StatusCode)
	require.Equal(t, "allow", decision["decision"])

	quoter, err := chain.NewQuoter(dc.Client(), dc.Uniswap().Quoter)
	require.NoError(t, err)
	needed, err := quoter.QuoteExactOutputSingle(ctx, nil, addrs.EURC, addrs.USDC, chain.DevPoolFee, big.NewInt(19_990_000))
	require.NoError(t, err)

	var prep checkoutapi.PrepareResponse
	require.Equal(t, 200, call(t, "POST", app.URL+"/api/checkout/prepare", nil, checkoutapi.PrepareRequest{InvoiceID: inv.InvoiceID, Payer: p.addr.Hex(), PayInToken: "EURC"}, &prep).StatusCode)
	require.Equal(t, addrs.EURC.Hex(), prep.Submission.PayInToken)
	maxIn, ok := new(big.Int).SetString(prep.Submission.AmountIn, 10)
	require.True(t, ok)
	require.Equal(t, quote.WithSlippage(needed, 50), maxIn, "prepare signs for the reverse quote plus 50 bps")
	msg := prep.TypedData.Message
	require.Equal(t, prep.Submission.AmountIn, msg.Permitted.Amount)
	require.Equal(t, addrs.EURC.Hex(), msg.Permitted.Token)
	require.Equal(t, "19990000", msg.Witness.Amount, "the witness binds the USDC invoice amount")
	require.NotNil(t, prep.Approval, "a fresh wallet must approve Permit2 for EURC")
	p.sendRaw(t, common.HexToAddress(prep.Approval.To), hexutil.MustDecode(prep.Approval.Data))

	s := prep.Submission
	body := checkoutapi.SubmitRequest{
		InvoiceID: s.InvoiceID, Payer: s.Payer, PayInToken: s.PayInToken, AmountIn: s.AmountIn,
		Permit2Data: s.Permit2Data, Permit2Signature: p.signTypedData(t, prep.TypedData),
	}
	eurcBefore, err := eurcToken.BalanceOf(ctx, p.addr)
	require.NoError(t, err)
	gatewayUSDC, err := usdcToken.BalanceOf(ctx, addrs.Gateway)
	require.NoError(t, err)
	gatewayEURC, err := eurcToken.BalanceOf(ctx, addrs.Gateway)
	require.NoError(t, err)

	var sub checkoutapi.SubmitResponse
	require.Equal(t, http.StatusAccepted, call(t, "POST", app.URL+"/api/checkout/submit", nil, body, &sub).StatusCode)
	st := waitStatus(t, app, sub.SubmissionID, "settled", "failed")
	require.Equal(t, "settled", st.Status, "error: %s", derefString(st.Error))

	eurcAfter, err := eurcToken.BalanceOf(ctx, p.addr)
	require.NoError(t, err)
	spent := new(big.Int).Sub(eurcBefore, eurcAfter)
	require.True(t, spent.Sign() > 0 && spent.Cmp(maxIn) <= 0, "spent %s EURC of at most %s", spent, maxIn)
	require.Equal(t, needed, spent, "the swap used what the reverse quote said; the cushion came back")
	gatewayUSDCAfter, err := usdcToken.BalanceOf(ctx, addrs.Gateway)
	require.NoError(t, err)
	require.Equal(t, big.NewInt(19_990_000), new(big.Int).Sub(gatewayUSDCAfter, gatewayUSDC), "the escrow holds exactly the invoice amount")
	gatewayEURCAfter, err := eurcToken.BalanceOf(ctx, addrs.Gateway)
	require.NoError(t, err)
	require.Equal(t, gatewayEURC, gatewayEURCAfter, "the gateway keeps no EURC")

	id, _ := invoice.ParseID(inv.InvoiceID)
	got, err := app.Invoices.Get(ctx, id)
	require.NoError(t, err)
	require.Equal(t, invoice.Paid, got.Status)

	t.Run("SubmitBelowTheSwapCostIsRefused", func(t *testing.T) {
		var other created
		require.Equal(t, 201, call(t, "POST", app.URL+"/api/invoices", secret(app), map[string]any{"amountUsdc": "5", "payInToken": "EURC"}, &other).StatusCode)
		require.Equal(t, 200, call(t, "POST", app.URL+"/api/checkout/authorize", nil, map[string]string{"invoiceId": other.InvoiceID, "address": p.addr.Hex()}, &decision).StatusCode)
		var prep checkoutapi.PrepareResponse
		require.Equal(t, 200, call(t, "POST", app.URL+"/api/checkout/prepare", nil, checkoutapi.PrepareRequest{InvoiceID: other.InvoiceID, Payer: p.addr.Hex(), PayInToken: "EURC"}, &prep).StatusCode)
		prep.TypedData.Message.Permitted.Amount = "1000000" // 1 EURC cannot buy 5 USDC
		s := prep.Submission
		var e map[string]any
		resp := call(t, "POST", app.URL+"/api/checkout/submit", nil, checkoutapi.SubmitRequest{
			InvoiceID: s.InvoiceID, Payer: s.Payer, PayInToken: s.PayInToken, AmountIn: "1000000",
			Permit2Data: s.Permit2Data, Permit2Signature: p.signTypedData(t, prep.TypedData),
		}, &e)
		require.Equal(t, 400, resp.StatusCode, "%v", e)
		require.Contains(t, e["fields"].([]any)[0].(map[string]any)["field"], "amountIn")
	})
}

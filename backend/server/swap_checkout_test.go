package server

import (
	"context"
	"crypto/ecdsa"
	"math/big"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/accounts/abi"
	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/hexutil"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/stretchr/testify/require"

	"github.com/paystead/paystead/backend/chain"
	"github.com/paystead/paystead/backend/invoice"
	"github.com/paystead/paystead/backend/postgres/pgtest"
	"github.com/paystead/paystead/backend/quote"
	"github.com/paystead/paystead/backend/relayer"
	"github.com/paystead/paystead/shared/checkoutapi"
	"github.com/paystead/paystead/shared/invoiceapi"
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

	var inv invoiceapi.CreateInvoiceResponse
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
		var other invoiceapi.CreateInvoiceResponse
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

// exactInputSingleABI is the one function of Uniswap v3's SwapRouter the test below calls.
const exactInputSingleABI = `[{"type":"function","name":"exactInputSingle","stateMutability":"payable",
"inputs":[{"name":"params","type":"tuple","components":[{"name":"tokenIn","type":"address"},{"name":"tokenOut","type":"address"},
{"name":"fee","type":"uint24"},{"name":"recipient","type":"address"},{"name":"deadline","type":"uint256"},{"name":"amountIn","type":"uint256"},
{"name":"amountOutMinimum","type":"uint256"},{"name":"sqrtPriceLimitX96","type":"uint160"}]}],"outputs":[{"name":"amountOut","type":"uint256"}]}]`

// TestCheckoutSwapPriceMovedPastSlippage: an EURC payment is submitted at a price its signed
// maximum covers, then someone dumps EURC into the pool before the relayer settles it. The
// submission fails with a sentence the payer understands, not the router's "STF", and no funds
// move.
//
// It runs on a chain of its own, so the dump leaves the shared pool's price alone, and it is not
// parallel: apps on the package's database share one job queue, and another app's worker would
// settle this payment on the shared chain.
func TestCheckoutSwapPriceMovedPastSlippage(t *testing.T) {
	ctx := context.Background()
	dc := ownChain(t)
	addrs, uni := dc.Addresses(), dc.Uniswap()
	eurc := chain.NewToken(dc.Client(), addrs.EURC)
	mine := func(key *ecdsa.PrivateKey, send func(*bind.TransactOpts) (*types.Transaction, error)) {
		t.Helper()
		tx, err := chain.NewTransactor(dc.Client(), key, dc.ChainID(), nil).Send(ctx, send)
		require.NoError(t, err)
		r, err := chain.WaitMined(ctx, dc.Client(), tx)
		require.NoError(t, err)
		require.Equal(t, types.ReceiptStatusSuccessful, r.Status)
	}
	newKey := func() (*ecdsa.PrivateKey, common.Address) {
		k, err := crypto.GenerateKey()
		require.NoError(t, err)
		return k, crypto.PubkeyToAddress(k.PublicKey)
	}

	// The server wallet owns the test tokens: it mints the whale's EURC before the app starts
	// counting that wallet's nonces.
	whaleKey, whale := newKey()
	dump := big.NewInt(500_000_000_000) // 500,000 EURC, some 5% of the pool
	mine(dc.Server.Key, func(o *bind.TransactOpts) (*types.Transaction, error) { return eurc.Mint(ctx, o, whale, dump) })
	payerKey, payerAddr := newKey()
	p := payerWallet{key: payerKey, addr: payerAddr, dc: dc}
	for _, to := range []common.Address{whale, payerAddr} {
		mine(dc.Customer.Key, func(o *bind.TransactOpts) (*types.Transaction, error) {
			return plainTransfer(ctx, dc.Client(), o, dc.ChainID(), to, big.NewInt(1e18), nil)
		})
	}
	mine(dc.Customer.Key, func(o *bind.TransactOpts) (*types.Transaction, error) {
		return eurc.Transfer(ctx, o, payerAddr, big.NewInt(50_000_000))
	})

	app := startAppOn(t, dc, nil)
	var inv invoiceapi.CreateInvoiceResponse
	require.Equal(t, 201, call(t, "POST", app.URL+"/api/invoices", secret(app), map[string]any{"amountUsdc": "19.99", "payInToken": "EURC"}, &inv).StatusCode)
	var decision map[string]any
	require.Equal(t, 200, call(t, "POST", app.URL+"/api/checkout/authorize", nil, map[string]string{"invoiceId": inv.InvoiceID, "address": payerAddr.Hex()}, &decision).StatusCode)
	var prep checkoutapi.PrepareResponse
	require.Equal(t, 200, call(t, "POST", app.URL+"/api/checkout/prepare", nil, checkoutapi.PrepareRequest{InvoiceID: inv.InvoiceID, Payer: payerAddr.Hex(), PayInToken: "EURC"}, &prep).StatusCode)
	if prep.Approval != nil {
		p.sendRaw(t, common.HexToAddress(prep.Approval.To), hexutil.MustDecode(prep.Approval.Data))
	}
	maxIn, ok := new(big.Int).SetString(prep.Submission.AmountIn, 10)
	require.True(t, ok)
	s := prep.Submission
	body := checkoutapi.SubmitRequest{
		InvoiceID: s.InvoiceID, Payer: s.Payer, PayInToken: s.PayInToken, AmountIn: s.AmountIn,
		Permit2Data: s.Permit2Data, Permit2Signature: p.signTypedData(t, prep.TypedData),
	}
	id, _ := invoice.ParseID(inv.InvoiceID)
	require.Eventually(t, func() bool {
		got, err := app.Invoices.Get(ctx, id)
		require.NoError(t, err)
		return got.Status == invoice.Open
	}, 30*time.Second, 20*time.Millisecond, "the invoice is staged")

	// Hold the server wallet's nonce lock: the relayer's pay waits for it, so the price moves
	// after submit checked the signed maximum and before the relayer builds the transaction.
	releaseNonce := pgtest.HoldNonceLock(t, app.Pool, relayer.Account{ChainID: dc.ChainID().Int64(), Address: dc.Server.Address})
	var sub checkoutapi.SubmitResponse
	require.Equal(t, http.StatusAccepted, call(t, "POST", app.URL+"/api/checkout/submit", nil, body, &sub).StatusCode)

	routerABI, err := abi.JSON(strings.NewReader(exactInputSingleABI))
	require.NoError(t, err)
	router := bind.NewBoundContract(uni.Router, routerABI, dc.Client(), dc.Client(), dc.Client())
	mine(whaleKey, func(o *bind.TransactOpts) (*types.Transaction, error) { return eurc.Approve(ctx, o, uni.Router, dump) })
	type exactInputSingle struct {
		TokenIn, TokenOut                    common.Address
		Fee                                  *big.Int
		Recipient                            common.Address
		Deadline, AmountIn, AmountOutMinimum *big.Int
		SqrtPriceLimitX96                    *big.Int
	}
	mine(whaleKey, func(o *bind.TransactOpts) (*types.Transaction, error) {
		return router.Transact(o, "exactInputSingle", exactInputSingle{
			TokenIn: addrs.EURC, TokenOut: addrs.USDC, Fee: big.NewInt(chain.DevPoolFee), Recipient: whale,
			Deadline: new(big.Int).Lsh(big.NewInt(1), 64), AmountIn: dump, AmountOutMinimum: big.NewInt(0), SqrtPriceLimitX96: big.NewInt(0),
		})
	})
	quoter, err := chain.NewQuoter(dc.Client(), uni.Quoter)
	require.NoError(t, err)
	nowNeeded, err := quoter.QuoteExactOutputSingle(ctx, nil, addrs.EURC, addrs.USDC, chain.DevPoolFee, big.NewInt(19_990_000))
	require.NoError(t, err)
	require.True(t, nowNeeded.Cmp(maxIn) > 0, "the price moved past the signed maximum: %s > %s", nowNeeded, maxIn)
	eurcBefore, err := eurc.BalanceOf(ctx, payerAddr)
	require.NoError(t, err)
	releaseNonce()

	st := waitStatus(t, app, sub.SubmissionID, "settled", "failed")
	require.Equal(t, "failed", st.Status)
	require.Equal(t, relayer.ReasonSwapPriceMoved, derefString(st.Error))
	eurcAfter, err := eurc.BalanceOf(ctx, payerAddr)
	require.NoError(t, err)
	require.Equal(t, eurcBefore, eurcAfter, "no EURC moved")
	got, err := app.Invoices.Get(ctx, id)
	require.NoError(t, err)
	require.Equal(t, invoice.Open, got.Status, "the invoice can still be paid with a fresh quote")
}

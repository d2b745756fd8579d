package server

import (
	"context"
	"math/big"
	"net/http"
	"sync"
	"testing"

	"github.com/ethereum/go-ethereum/common"
	"github.com/stretchr/testify/require"

	"github.com/paystead/paystead/backend/chain"
	"github.com/paystead/paystead/shared/apierr"
	"github.com/paystead/paystead/shared/checkoutapi"
)

// signedWithAuthorization authorizes and prepares p's payment of invoiceID
// and signs the one EIP-3009 authorization prepare offers: the request to
// submit.
func signedWithAuthorization(t *testing.T, app testApp, invoiceID string, p payerWallet) checkoutapi.SubmitRequest {
	t.Helper()
	prep := clearedAndPrepared(t, app, invoiceID, p, "")
	require.NotNil(t, prep.Authorization, "Circle's USDC takes EIP-3009")
	s := prep.Submission
	return checkoutapi.SubmitRequest{
		InvoiceID: s.InvoiceID, Payer: s.Payer, PayInToken: s.PayInToken, AmountIn: s.AmountIn,
		Permit2Data: s.Permit2Data, ChainID: s.ChainID, AuthorizationSignature: p.signTypedData(t, prep.Authorization),
	}
}

// One signature pays a first payment in Circle's USDC through the API
// (#33): a payer holding USDC and no ETH, who never approved Permit2,
// signs the authorization prepare offers and its invoice is paid into
// escrow; sent again, or for another invoice, the signature pays nothing
// more. A burst of such payers goes out in payAuthorizedBatch
// transactions.
func TestOneSignaturePaysOnCirclesTokens(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	dc := ownChain(t)
	app := startAppOn(t, dc, nil)
	gateway := chain.NewGateway(dc.Client(), dc.Addresses().Gateway)

	p := gaslessPayers(t, dc, 1, 10_000_000)[0]
	id := createInvoice(t, app, "4.5")
	waitOpen(t, app, id)
	req := signedWithAuthorization(t, app, id, p)
	var sub checkoutapi.SubmitResponse
	require.Equal(t, http.StatusAccepted, call(t, "POST", app.URL+"/api/checkout/submit", nil, req, &sub).StatusCode)
	st := waitStatus(t, app, sub.SubmissionID, "settled", "failed")
	require.Equal(t, "settled", st.Status, "error: %s", derefString(st.Error))
	require.Equal(t, int64(10_000_000-4_500_000), usdcBalanceOn(t, dc, p.addr).Int64())
	require.Equal(t, "paid", viewOfInvoice(t, app, id).Status)
	tx, _, err := dc.Client().TransactionByHash(ctx, common.HexToHash(*st.SettleTxHash))
	require.NoError(t, err)
	require.Equal(t, "payWithAuthorization", methodOf(t, gateway, tx.Data()))
	sent, err := dc.Client().NonceAt(ctx, p.addr, nil)
	require.NoError(t, err)
	require.Zero(t, sent, "the payer sent nothing")

	// The same signature for another invoice of the same amount: not its authorization.
	other := createInvoice(t, app, "4.5")
	waitOpen(t, app, other)
	moved := signedWithAuthorization(t, app, other, p)
	moved.AuthorizationSignature = req.AuthorizationSignature
	var e apierr.Error
	require.Equal(t, http.StatusBadRequest, call(t, "POST", app.URL+"/api/checkout/submit", nil, moved, &e).StatusCode)
	require.Equal(t, apierr.InvalidSignature, e.Code)

	// A burst of first-time payers, each with one signature.
	payers := gaslessPayers(t, dc, 12, 10_000_000)
	reqs := make([]checkoutapi.SubmitRequest, len(payers))
	for i, q := range payers {
		inv := createInvoice(t, app, "1.5")
		waitOpen(t, app, inv)
		reqs[i] = signedWithAuthorization(t, app, inv, q)
	}
	subs := make([]string, len(reqs))
	var burst sync.WaitGroup
	for i := range reqs {
		burst.Go(func() {
			var s checkoutapi.SubmitResponse
			require.Equal(t, http.StatusAccepted, call(t, "POST", app.URL+"/api/checkout/submit", nil, reqs[i], &s).StatusCode)
			subs[i] = s.SubmissionID
		})
	}
	burst.Wait()
	methods := map[string]int{}
	for _, s := range subs {
		st := waitStatus(t, app, s, "settled", "failed")
		require.Equal(t, "settled", st.Status, "error: %s", derefString(st.Error))
		tx, _, err := dc.Client().TransactionByHash(ctx, common.HexToHash(*st.SettleTxHash))
		require.NoError(t, err)
		methods[methodOf(t, gateway, tx.Data())]++
	}
	t.Logf("a burst of %d first payments with one signature each went out as %v", len(subs), methods)
	for m := range methods {
		require.Contains(t, []string{"payWithAuthorization", "payAuthorizedBatch"}, m)
	}
	for _, q := range payers {
		require.Equal(t, big.NewInt(10_000_000-1_500_000), usdcBalanceOn(t, dc, q.addr))
	}
}

// methodOf names the gateway function data calls.
func methodOf(t *testing.T, g *chain.Gateway, data []byte) string {
	t.Helper()
	name, err := g.MethodName(data)
	require.NoError(t, err)
	return name
}

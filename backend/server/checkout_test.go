package server

import (
	"context"
	"crypto/ecdsa"
	"encoding/json"
	"math/big"
	"net/http"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/hexutil"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/ethereum/go-ethereum/signer/core/apitypes"
	"github.com/stretchr/testify/require"

	"github.com/paystead/paystead/backend/chain"
	"github.com/paystead/paystead/backend/devchain"
	"github.com/paystead/paystead/backend/invoice"
	"github.com/paystead/paystead/shared/apierr"
	"github.com/paystead/paystead/shared/checkoutapi"
	"github.com/paystead/paystead/shared/invoiceapi"
)

// payerWallet is a customer wallet of a test: funded with gas and USDC.
type payerWallet struct {
	key  *ecdsa.PrivateKey
	addr common.Address
	dc   *devchain.Chain
}

func newPayer(t *testing.T, usdc int64) payerWallet {
	t.Helper()
	p := newGaslessPayer(t, usdc)
	fund(t, p.addr)
	return p
}

// newGaslessPayer is a wallet holding usdc units of USDC and no ETH at all.
func newGaslessPayer(t *testing.T, usdc int64) payerWallet {
	t.Helper()
	k, err := crypto.GenerateKey()
	require.NoError(t, err)
	p := payerWallet{key: k, addr: crypto.PubkeyToAddress(k.PublicKey), dc: testChain(t)}
	if usdc > 0 {
		dc := testChain(t)
		ctx := context.Background()
		token := chain.NewToken(dc.Client(), dc.Addresses().USDC)
		tx, err := customerSender(t).Send(ctx, func(opts *bind.TransactOpts) (*types.Transaction, error) {
			return token.Transfer(ctx, opts, p.addr, big.NewInt(usdc))
		})
		require.NoError(t, err)
		_, err = chain.WaitMined(ctx, dc.Client(), tx)
		require.NoError(t, err)
	}
	return p
}

// sendRaw sends a wallet transaction {to, data} the way a browser wallet would.
func (p payerWallet) sendRaw(t testing.TB, to common.Address, data []byte) {
	t.Helper()
	ctx := context.Background()
	client := p.dc.Client()
	send := func() (*types.Transaction, error) {
		return chain.NewTransactor(client, p.key, p.dc.ChainID(), nil).Send(ctx, func(opts *bind.TransactOpts) (*types.Transaction, error) {
			return plainTransfer(ctx, client, opts, p.dc.ChainID(), to, nil, data)
		})
	}
	tx, err := send()
	// The node's pool catches up with a new block after it is sealed, as
	// geth's does: a wallet funded in the block just sealed may read as
	// empty to it for a moment.
	for i := 0; err != nil && strings.Contains(err.Error(), "insufficient funds") && i < 50; i++ {
		time.Sleep(20 * time.Millisecond)
		tx, err = send()
	}
	require.NoError(t, err)
	r, err := chain.WaitMined(ctx, client, tx)
	require.NoError(t, err)
	require.Equal(t, types.ReceiptStatusSuccessful, r.Status)
}

// signTypedData signs prepare's typed data as eth_signTypedData_v4 does.
func (p payerWallet) signTypedData(t testing.TB, typed any) string {
	t.Helper()
	raw, err := json.Marshal(typed)
	require.NoError(t, err)
	var td apitypes.TypedData
	require.NoError(t, json.Unmarshal(raw, &td))
	hash, _, err := apitypes.TypedDataAndHash(td)
	require.NoError(t, err)
	sig, err := crypto.Sign(hash, p.key)
	require.NoError(t, err)
	sig[64] += 27
	return hexutil.Encode(sig)
}

func createInvoice(t testing.TB, app testApp, amount string) string {
	t.Helper()
	var out invoiceapi.CreateInvoiceResponse
	resp := call(t, "POST", app.URL+"/api/invoices", secret(app), map[string]any{"amountUsdc": json.Number(amount), "payInToken": "USDC"}, &out)
	require.Equal(t, 201, resp.StatusCode)
	return out.InvoiceID
}

// readyToSubmit authorizes and prepares a payment of invoiceID by p,
// sending the Permit2 approval when asked, and returns the signed body.
func readyToSubmit(t testing.TB, app testApp, invoiceID string, p payerWallet) checkoutapi.SubmitRequest {
	t.Helper()
	return readyToSubmitIn(t, app, invoiceID, p, "USDC")
}

// readyToSubmitIn is readyToSubmit paying in token.
func readyToSubmitIn(t testing.TB, app testApp, invoiceID string, p payerWallet, token string) checkoutapi.SubmitRequest {
	t.Helper()
	prep := clearedAndPrepared(t, app, invoiceID, p, token)
	if prep.Approval != nil {
		p.sendRaw(t, common.HexToAddress(prep.Approval.To), hexutil.MustDecode(prep.Approval.Data))
	}
	s := prep.Submission
	return checkoutapi.SubmitRequest{
		InvoiceID: s.InvoiceID, Payer: s.Payer, PayInToken: s.PayInToken, AmountIn: s.AmountIn,
		Permit2Data: s.Permit2Data, Permit2Signature: p.signTypedData(t, prep.TypedData), ChainID: s.ChainID,
	}
}

// clearedAndPrepared has the gate allow p for invoiceID and answers prepare's offer for p
// paying in token ("" for the invoice's own).
func clearedAndPrepared(t testing.TB, app testApp, invoiceID string, p payerWallet, token string) checkoutapi.PrepareResponse {
	t.Helper()
	var decision map[string]any
	require.Equal(t, 200, call(t, "POST", app.URL+"/api/checkout/authorize", nil, map[string]string{"invoiceId": invoiceID, "address": p.addr.Hex()}, &decision).StatusCode)
	require.Equal(t, "allow", decision["decision"])
	var prep checkoutapi.PrepareResponse
	require.Equal(t, 200, call(t, "POST", app.URL+"/api/checkout/prepare", nil, checkoutapi.PrepareRequest{InvoiceID: invoiceID, Payer: p.addr.Hex(), PayInToken: token}, &prep).StatusCode)
	return prep
}

func waitStatus(t *testing.T, app testApp, submissionID string, final ...string) checkoutapi.Status {
	t.Helper()
	deadline := time.Now().Add(60 * time.Second)
	for {
		var st checkoutapi.Status
		require.Equal(t, 200, call(t, "GET", app.URL+"/api/checkout/status/"+submissionID, nil, nil, &st).StatusCode)
		for _, f := range final {
			if st.Status == f {
				return st
			}
		}
		if time.Now().After(deadline) {
			t.Fatalf("submission %s still %s", submissionID, st.Status)
		}
		time.Sleep(20 * time.Millisecond)
	}
}

func usdcBalance(t *testing.T, who common.Address) *big.Int {
	t.Helper()
	return usdcBalanceOn(t, testChain(t), who)
}

func usdcBalanceOn(t *testing.T, dc *devchain.Chain, who common.Address) *big.Int {
	t.Helper()
	b, err := chain.NewToken(dc.Client(), dc.Addresses().USDC).BalanceOf(context.Background(), who)
	require.NoError(t, err)
	return b
}

func TestCheckoutPaysAnInvoice(t *testing.T) {
	t.Parallel()
	app := startApp(t, nil)
	p := newPayer(t, 100_000_000)
	invoiceID := createInvoice(t, app, "19.99")

	body := readyToSubmit(t, app, invoiceID, p)
	var sub checkoutapi.SubmitResponse
	require.Equal(t, http.StatusAccepted, call(t, "POST", app.URL+"/api/checkout/submit", nil, body, &sub).StatusCode)
	require.Equal(t, "pending", sub.Status)

	t.Run("SameSubmissionAgainGetsTheSameID", func(t *testing.T) {
		var again checkoutapi.SubmitResponse
		require.Equal(t, http.StatusAccepted, call(t, "POST", app.URL+"/api/checkout/submit", nil, body, &again).StatusCode)
		require.Equal(t, sub.SubmissionID, again.SubmissionID)
	})

	st := waitStatus(t, app, sub.SubmissionID, "settled", "failed")
	require.Equal(t, "settled", st.Status, "error: %s", derefString(st.Error))
	require.NotNil(t, st.SettleTxHash)
	require.Nil(t, st.Error)

	id, _ := invoice.ParseID(invoiceID)
	inv, err := app.Invoices.Get(context.Background(), id)
	require.NoError(t, err)
	require.Equal(t, invoice.Paid, inv.Status)
	require.Equal(t, big.NewInt(100_000_000-19_990_000), usdcBalance(t, p.addr))

	t.Run("SameSubmissionAfterItSettledGetsItBack", func(t *testing.T) {
		// A retry whose first response was lost finds the payment made,
		// not a 409 for an invoice that is no longer open.
		var again checkoutapi.SubmitResponse
		require.Equal(t, http.StatusAccepted, call(t, "POST", app.URL+"/api/checkout/submit", nil, body, &again).StatusCode)
		require.Equal(t, sub.SubmissionID, again.SubmissionID)
		require.Equal(t, "settled", again.Status)
	})

	t.Run("PaidInvoiceCannotBePreparedAgain", func(t *testing.T) {
		var e apierr.Error
		resp := call(t, "POST", app.URL+"/api/checkout/prepare", nil, checkoutapi.PrepareRequest{InvoiceID: invoiceID, Payer: p.addr.Hex()}, &e)
		require.Equal(t, 409, resp.StatusCode)
		require.Equal(t, apierr.InvoiceNotOpen, e.Code)
	})
}

// TestCheckoutPaysWithNoETH pays from a wallet holding USDC and no ETH: the
// token permit prepare offers is signed instead of sending the approval, and
// the relayer carries it in the payment's transaction.
func TestCheckoutPaysWithNoETH(t *testing.T) {
	t.Parallel()
	app := startApp(t, nil)
	p := newGaslessPayer(t, 100_000_000)
	invoiceID := createInvoice(t, app, "19.99")
	var decision map[string]any
	require.Equal(t, 200, call(t, "POST", app.URL+"/api/checkout/authorize", nil, map[string]string{"invoiceId": invoiceID, "address": p.addr.Hex()}, &decision).StatusCode)

	var prep checkoutapi.PrepareResponse
	require.Equal(t, 200, call(t, "POST", app.URL+"/api/checkout/prepare", nil, checkoutapi.PrepareRequest{InvoiceID: invoiceID, Payer: p.addr.Hex()}, &prep).StatusCode)
	require.NotNil(t, prep.Approval, "a client that cannot sign the permit may still approve")
	require.NotNil(t, prep.TokenPermit, "the dev USDC has EIP-2612")
	require.Equal(t, "USD Coin", prep.TokenPermit.TypedData.Domain.Name)
	require.Equal(t, p.addr.Hex(), prep.TokenPermit.TypedData.Message.Owner)

	s := prep.Submission
	body := checkoutapi.SubmitRequest{
		InvoiceID: s.InvoiceID, Payer: s.Payer, PayInToken: s.PayInToken, AmountIn: s.AmountIn,
		Permit2Data: s.Permit2Data, Permit2Signature: p.signTypedData(t, prep.TypedData),
		TokenPermit: &checkoutapi.TokenPermit{Value: prep.TokenPermit.Value, Deadline: prep.TokenPermit.Deadline,
			Signature: p.signTypedData(t, prep.TokenPermit.TypedData)},
	}

	t.Run("APermitSignedByAnotherWalletIsRefused", func(t *testing.T) {
		bad := body
		other := newGaslessPayer(t, 0)
		bad.TokenPermit = &checkoutapi.TokenPermit{Value: body.TokenPermit.Value, Deadline: body.TokenPermit.Deadline,
			Signature: other.signTypedData(t, prep.TokenPermit.TypedData)}
		var e apierr.Error
		require.Equal(t, 400, call(t, "POST", app.URL+"/api/checkout/submit", nil, bad, &e).StatusCode)
		require.Equal(t, apierr.InvalidSignature, e.Code)
	})

	var sub checkoutapi.SubmitResponse
	require.Equal(t, http.StatusAccepted, call(t, "POST", app.URL+"/api/checkout/submit", nil, body, &sub).StatusCode)
	st := waitStatus(t, app, sub.SubmissionID, "settled", "failed")
	require.Equal(t, "settled", st.Status, "error: %s", derefString(st.Error))
	require.Equal(t, big.NewInt(100_000_000-19_990_000), usdcBalance(t, p.addr))
	ctx := context.Background()
	eth, err := p.dc.Client().BalanceAt(ctx, p.addr, nil)
	require.NoError(t, err)
	require.Zero(t, eth.Sign(), "the payer never needed ETH")
	sent, err := p.dc.Client().NonceAt(ctx, p.addr, nil)
	require.NoError(t, err)
	require.Zero(t, sent, "the payer sent no transaction")

	r, err := p.dc.Client().TransactionReceipt(ctx, common.HexToHash(*st.SettleTxHash))
	require.NoError(t, err)
	t.Logf("first payment with the token permit: %d gas", r.GasUsed)

	t.Run("TheNextPaymentNeedsOneSignature", func(t *testing.T) {
		next := createInvoice(t, app, "1")
		var prep checkoutapi.PrepareResponse
		require.Equal(t, 200, call(t, "POST", app.URL+"/api/checkout/prepare", nil, checkoutapi.PrepareRequest{InvoiceID: next, Payer: p.addr.Hex()}, &prep).StatusCode)
		require.Nil(t, prep.Approval)
		require.Nil(t, prep.TokenPermit)
	})
}

func TestSubmitRejections(t *testing.T) {
	t.Parallel()
	app := startApp(t, nil)
	p := newPayer(t, 50_000_000)
	invoiceID := createInvoice(t, app, "5")
	good := readyToSubmit(t, app, invoiceID, p)

	mutate := func(f func(*checkoutapi.SubmitRequest)) checkoutapi.SubmitRequest {
		c := good
		f(&c)
		return c
	}
	// One case per code, for its status and body over HTTP; the rules
	// behind each code are the checkout package's (TestSubmit).
	for _, tc := range []struct {
		name   string
		body   checkoutapi.SubmitRequest
		status int
		code   apierr.Code
		field  string
	}{
		{"BadPayer", mutate(func(r *checkoutapi.SubmitRequest) { r.Payer = "alice" }), 400, apierr.BadBody, "payer"},
		{"SignatureOfAnotherWallet", mutate(func(r *checkoutapi.SubmitRequest) { r.Payer = randomAddress(t).Hex() }), 400, apierr.InvalidSignature, ""},
		{"UnknownInvoice", mutate(func(r *checkoutapi.SubmitRequest) { r.InvoiceID = "0x" + common.Bytes2Hex(make([]byte, 32)) }), 404, apierr.NotFound, ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var e apierr.Error
			resp := call(t, "POST", app.URL+"/api/checkout/submit", nil, tc.body, &e)
			require.Equal(t, tc.status, resp.StatusCode, "%+v", e)
			require.Equal(t, tc.code, e.Code)
			if tc.field != "" {
				require.True(t, hasField(e, tc.field), "field %s named in %+v", tc.field, e.Fields)
			}
		})
	}

	t.Run("WalletWithoutAllowDecision", func(t *testing.T) {
		// Signed correctly, but the wallet never passed the gate.
		q := newPayer(t, 10_000_000)
		var prep checkoutapi.PrepareResponse
		require.Equal(t, 200, call(t, "POST", app.URL+"/api/checkout/prepare", nil, checkoutapi.PrepareRequest{InvoiceID: invoiceID, Payer: q.addr.Hex()}, &prep).StatusCode)
		s := prep.Submission
		body := checkoutapi.SubmitRequest{InvoiceID: s.InvoiceID, Payer: s.Payer, PayInToken: s.PayInToken, AmountIn: s.AmountIn, Permit2Data: s.Permit2Data, Permit2Signature: q.signTypedData(t, prep.TypedData)}
		var e apierr.Error
		resp := call(t, "POST", app.URL+"/api/checkout/submit", nil, body, &e)
		require.Equal(t, 403, resp.StatusCode)
		require.Equal(t, apierr.ComplianceRequired, e.Code)
	})

	t.Run("UnknownSubmissionStatusIs404", func(t *testing.T) {
		var e apierr.Error
		resp := call(t, "GET", app.URL+"/api/checkout/status/0x"+common.Bytes2Hex(make([]byte, 32)), nil, nil, &e)
		require.Equal(t, 404, resp.StatusCode)
		resp = call(t, "GET", app.URL+"/api/checkout/status/nope", nil, nil, &e)
		require.Equal(t, 400, resp.StatusCode)
	})
}

func TestRacingPayersSettleOnce(t *testing.T) {
	t.Parallel()
	app := startApp(t, nil)
	invoiceID := createInvoice(t, app, "3")
	const racers = 50
	payers := make([]payerWallet, racers)
	bodies := make([]checkoutapi.SubmitRequest, racers)
	for i := range racers {
		payers[i] = newPayer(t, 3_000_000)
		bodies[i] = readyToSubmit(t, app, invoiceID, payers[i])
	}
	ids := make([]string, racers)
	var wg sync.WaitGroup
	for i := range racers {
		wg.Go(func() {
			var sub checkoutapi.SubmitResponse
			resp := call(t, "POST", app.URL+"/api/checkout/submit", nil, bodies[i], &sub)
			if resp.StatusCode == http.StatusAccepted {
				ids[i] = sub.SubmissionID
			} else {
				require.Equal(t, 409, resp.StatusCode, "only an already-paid invoice refuses")
			}
		})
	}
	wg.Wait()
	settled, failed := 0, 0
	for _, id := range ids {
		if id == "" {
			failed++
			continue
		}
		st := waitStatus(t, app, id, "settled", "failed")
		if st.Status == "settled" {
			settled++
		} else {
			failed++
			require.NotNil(t, st.Error)
			require.Contains(t, *st.Error, "already")
		}
	}
	require.Equal(t, 1, settled)
	require.Equal(t, racers-1, failed)

	total := big.NewInt(0)
	for _, p := range payers {
		total.Add(total, usdcBalance(t, p.addr))
	}
	require.Equal(t, big.NewInt(racers*3_000_000-3_000_000), total, "exactly one payer paid")
}

func derefString(s *string) string {
	if s == nil {
		return "<nil>"
	}
	return *s
}

package server

import (
	"context"
	"math/big"
	"net/http"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/hexutil"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/stretchr/testify/require"

	"github.com/paystead/paystead/backend/chain"
	"github.com/paystead/paystead/backend/devchain"
	"github.com/paystead/paystead/shared/apierr"
	"github.com/paystead/paystead/shared/checkoutapi"
	"github.com/paystead/paystead/shared/escrowapi"
)

// issuerOf is the dev chain's USDC with its issuer's key (the pauser and blacklister).
type issuerOf struct {
	dc     *devchain.Chain
	usdc   *chain.FiatToken
	issuer *chain.Transactor
}

func circleIssuer(t *testing.T, dc *devchain.Chain) issuerOf {
	t.Helper()
	usdc, err := chain.NewFiatToken(dc.Client(), dc.Addresses().USDC)
	require.NoError(t, err)
	return issuerOf{dc: dc, usdc: usdc, issuer: chain.NewTransactor(dc.Client(), dc.TokenIssuer.Key, dc.ChainID(), nil)}
}

// do sends the issuer's call and waits for it to be mined; it returns the block it is in.
func (i issuerOf) do(t *testing.T, send func(ctx context.Context, o *bind.TransactOpts) (*types.Transaction, error)) uint64 {
	t.Helper()
	ctx := context.Background()
	tx, err := i.issuer.Send(ctx, func(o *bind.TransactOpts) (*types.Transaction, error) { return send(ctx, o) })
	require.NoError(t, err)
	r, err := chain.WaitMined(ctx, i.dc.Client(), tx)
	require.NoError(t, err)
	require.Equal(t, types.ReceiptStatusSuccessful, r.Status)
	return r.BlockNumber.Uint64()
}

func (i issuerOf) blacklist(t *testing.T, who common.Address) {
	t.Helper()
	i.do(t, func(ctx context.Context, o *bind.TransactOpts) (*types.Transaction, error) {
		return i.usdc.Blacklist(ctx, o, who)
	})
}

func (i issuerOf) unBlacklist(t *testing.T, who common.Address) {
	t.Helper()
	i.do(t, func(ctx context.Context, o *bind.TransactOpts) (*types.Transaction, error) {
		return i.usdc.UnBlacklist(ctx, o, who)
	})
}

// payOnce has p pay a fresh invoice of amount and waits for it to settle.
func payOnce(t *testing.T, app testApp, p payerWallet, amount string) string {
	t.Helper()
	id := createInvoice(t, app, amount)
	waitOpen(t, app, id)
	var sub checkoutapi.SubmitResponse
	require.Equal(t, http.StatusAccepted, call(t, "POST", app.URL+"/api/checkout/submit", nil, readyToSubmit(t, app, id, p), &sub).StatusCode)
	st := waitStatus(t, app, sub.SubmissionID, "settled", "failed")
	require.Equal(t, "settled", st.Status, "error: %s", derefString(st.Error))
	return id
}

// Circle's blacklist on the dev chain's real USDC (#33): a frozen payer
// is told at authorize and prepare, before signing, and the gate records
// it; a refund to a payer frozen since paying is refused, nothing sent,
// and goes to another address the payer names with its signature;
// a claim to a frozen payout wallet is refused with the funds left in
// escrow, and once the merchant sets another payout wallet the claim pays
// there.
func TestFrozenWalletsOnCirclesTokens(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	dc := ownChain(t)
	app := startAppOn(t, dc, nil)
	circle := circleIssuer(t, dc)
	serverNonce := func() uint64 {
		n, err := dc.Client().NonceAt(ctx, dc.Server.Address, nil)
		require.NoError(t, err)
		return n
	}

	t.Run("AFrozenPayerIsToldBeforeSigning", func(t *testing.T) {
		p := fundedPayerOn(t, dc, 10_000_000)
		circle.blacklist(t, p.addr)
		id := createInvoice(t, app, "3")
		waitOpen(t, app, id)
		var decision checkoutapi.Decision
		require.Equal(t, 200, call(t, "POST", app.URL+"/api/checkout/authorize", nil, map[string]string{"invoiceId": id, "address": p.addr.Hex()}, &decision).StatusCode)
		require.Equal(t, checkoutapi.DecisionReject, decision.Decision)
		require.Equal(t, checkoutapi.RejectSanctionedWallet, decision.Code)
		require.Contains(t, decision.Reason, "The issuer of USDC has frozen this wallet")

		var e apierr.Error
		require.Equal(t, http.StatusForbidden, call(t, "POST", app.URL+"/api/checkout/prepare", nil, checkoutapi.PrepareRequest{InvoiceID: id, Payer: p.addr.Hex()}, &e).StatusCode)
		require.Equal(t, apierr.WalletFrozen, e.Code)
		require.Contains(t, e.Message, "Nothing was charged")

		circle.unBlacklist(t, p.addr)
		payOnce(t, app, p, "3") // screened afresh, and pays
	})

	t.Run("ARefundToAPayerFrozenSincePayingGoesWhereThePayerSays", func(t *testing.T) {
		p := fundedPayerOn(t, dc, 10_000_000)
		id := payOnce(t, app, p, "4")
		circle.blacklist(t, p.addr)
		before := serverNonce()
		var e apierr.Error
		require.Equal(t, http.StatusForbidden, call(t, "POST", app.URL+"/api/invoices/"+id+"/refund", secret(app), escrowapi.RefundRequest{}, &e).StatusCode)
		require.Equal(t, apierr.WalletFrozen, e.Code)
		require.Contains(t, e.Message, "has frozen the payer's wallet "+p.addr.Hex())
		require.Equal(t, before, serverNonce(), "nothing sent")
		require.Equal(t, "paid", viewOfInvoice(t, app, id).Status, "the funds stay in escrow")
		require.Contains(t, e.Message, "another address the payer names")

		// The payer names another address and consents with the frozen
		// wallet's signature; the merchant refunds there.
		fresh, err := crypto.GenerateKey()
		require.NoError(t, err)
		to := crypto.PubkeyToAddress(fresh.PublicKey)
		view := viewOfInvoice(t, app, id)
		deadline := big.NewInt(time.Now().Add(time.Hour).Unix())
		sig, err := chain.SignRefundConsent(p.key, dc.ChainID(), common.HexToAddress(view.Gateway), common.HexToHash(id), to, deadline)
		require.NoError(t, err)
		forged, err := chain.SignRefundConsent(fresh, dc.ChainID(), common.HexToAddress(view.Gateway), common.HexToHash(id), to, deadline)
		require.NoError(t, err)
		body := escrowapi.RefundRequest{Amount: "1.5", To: to.Hex(), PayerSignature: hexutil.Encode(forged), SignatureDeadline: deadline.String()}
		require.Equal(t, http.StatusBadRequest, call(t, "POST", app.URL+"/api/invoices/"+id+"/refund", secret(app), body, &e).StatusCode)
		require.Equal(t, apierr.InvalidSignature, e.Code, "a consent the payer did not sign")
		require.Equal(t, before, serverNonce(), "nothing sent")
		body.PayerSignature = hexutil.Encode(sig)
		sendRefund(t, app, id, secret(app), body)
		require.Equal(t, int64(1_500_000), usdcBalanceOn(t, dc, to).Int64(), "the refund went to the address the payer named")
		require.Equal(t, "2.5", *viewOfInvoice(t, app, id).Remaining)
	})

	t.Run("AFrozenPayoutWalletIsRefusedThenAnotherIsPaid", func(t *testing.T) {
		p := fundedPayerOn(t, dc, 10_000_000)
		id := payOnce(t, app, p, "5")
		require.NoError(t, dc.IncreaseTime(7*24*time.Hour+time.Minute))
		require.NoError(t, dc.Mine())
		circle.blacklist(t, dc.Payout.Address)
		before := serverNonce()
		var e apierr.Error
		require.Equal(t, http.StatusForbidden, call(t, "POST", app.URL+"/api/escrows/claim", secret(app), escrowapi.ClaimRequest{All: true}, &e).StatusCode)
		require.Equal(t, apierr.WalletFrozen, e.Code)
		require.Contains(t, e.Message, "has frozen your payout wallet "+dc.Payout.Address.Hex())
		require.Contains(t, e.Message, "Set another payout wallet")
		require.Equal(t, before, serverNonce(), "nothing sent")
		require.Equal(t, "paid", viewOfInvoice(t, app, id).Status)

		// The merchant sets another payout wallet (a transaction of its
		// own on the gateway) and claims there.
		fresh, err := crypto.GenerateKey()
		require.NoError(t, err)
		wallet := crypto.PubkeyToAddress(fresh.PublicKey)
		merchant := chain.NewTransactor(dc.Client(), dc.Merchant.Key, dc.ChainID(), nil)
		gateway := chain.NewGateway(dc.Client(), dc.Addresses().Gateway)
		tx, err := merchant.Send(ctx, func(o *bind.TransactOpts) (*types.Transaction, error) {
			return gateway.SetPayoutWallet(ctx, o, wallet)
		})
		require.NoError(t, err)
		_, err = chain.WaitMined(ctx, dc.Client(), tx)
		require.NoError(t, err)
		claim := sendClaim(t, app, app.URL+"/api/escrows/claim", secret(app), escrowapi.ClaimRequest{All: true})
		require.Contains(t, claim.InvoiceIDs, id)
		require.Positive(t, usdcBalanceOn(t, dc, wallet).Sign(), "paid to the new wallet")
		require.Equal(t, "claimed", viewOfInvoice(t, app, id).Status)
	})
}

// gaslessPayers are n wallets holding units of USDC each and no ETH,
// funded by the demo customer in one go.
func gaslessPayers(t *testing.T, dc *devchain.Chain, n int, units int64) []payerWallet {
	t.Helper()
	ctx := context.Background()
	customer := chain.NewTransactor(dc.Client(), dc.Customer.Key, dc.ChainID(), nil)
	token := chain.NewToken(dc.Client(), dc.Addresses().USDC)
	out := make([]payerWallet, n)
	var last *types.Transaction
	for i := range out {
		k, err := crypto.GenerateKey()
		require.NoError(t, err)
		out[i] = payerWallet{key: k, addr: crypto.PubkeyToAddress(k.PublicKey), dc: dc}
		last, err = customer.Send(ctx, func(o *bind.TransactOpts) (*types.Transaction, error) {
			o.GasLimit = 100_000
			return token.Transfer(ctx, o, out[i].addr, big.NewInt(units))
		})
		require.NoError(t, err)
	}
	r, err := chain.WaitMined(ctx, dc.Client(), last)
	require.NoError(t, err)
	require.Equal(t, types.ReceiptStatusSuccessful, r.Status)
	return out
}

// signedWithTokenPermit authorizes and prepares p's payment of invoiceID and
// signs it with the token permit prepare offers (no approval, no ETH): the
// request to submit.
func signedWithTokenPermit(t *testing.T, app testApp, invoiceID string, p payerWallet) checkoutapi.SubmitRequest {
	t.Helper()
	prep := clearedAndPrepared(t, app, invoiceID, p, "")
	require.NotNil(t, prep.TokenPermit)
	s := prep.Submission
	return checkoutapi.SubmitRequest{
		InvoiceID: s.InvoiceID, Payer: s.Payer, PayInToken: s.PayInToken, AmountIn: s.AmountIn,
		Permit2Data: s.Permit2Data, Permit2Signature: p.signTypedData(t, prep.TypedData), ChainID: s.ChainID,
		TokenPermit: &checkoutapi.TokenPermit{Value: prep.TokenPermit.Value, Deadline: prep.TokenPermit.Deadline,
			Signature: p.signTypedData(t, prep.TokenPermit.TypedData)},
	}
}

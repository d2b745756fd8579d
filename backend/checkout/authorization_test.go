package checkout_test

import (
	"context"
	"testing"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/hexutil"
	"github.com/stretchr/testify/require"

	"github.com/paystead/paystead/backend/internal/testkit"
	"github.com/paystead/paystead/backend/invoice"
	"github.com/paystead/paystead/shared/apierr"
	"github.com/paystead/paystead/shared/apierr/apierrtest"
	"github.com/paystead/paystead/shared/checkoutapi"
	"github.com/paystead/paystead/shared/eip2612"
	"github.com/paystead/paystead/shared/invoiceapi"
)

// circleUSDC makes b's USDC take EIP-3009 authorizations under usdcDomain, as Circle's does.
func circleUSDC(b *testBundle) {
	b.chain.authorizations[usdc] = true
	b.chain.permitDomains[usdc] = usdcDomain
}

// authorizedRequest is payer's submission of inv signed with the authorization prepare offered.
func authorizedRequest(t *testing.T, b *testBundle, inv invoice.Invoice, payer common.Address) (checkoutapi.SubmitRequest, checkoutapi.PrepareResponse) {
	t.Helper()
	b.allow(inv, payer)
	prep := b.prepare(t, inv, payer, "")
	require.NotNil(t, prep.Authorization, "one signature offered")
	s := prep.Submission
	m := prep.Authorization.Message
	sig := fakeSignAuthorization(payer, prep.Authorization.Domain, mustInt(t, m.Value), mustInt(t, m.ValidBefore), common.HexToHash(m.Nonce))
	return checkoutapi.SubmitRequest{
		InvoiceID: s.InvoiceID, Payer: s.Payer, PayInToken: s.PayInToken, AmountIn: s.AmountIn, Permit2Data: s.Permit2Data,
		AuthorizationSignature: hexutil.Encode(sig),
	}, prep
}

// A first payment in a token that takes EIP-3009 (Circle's USDC) is one
// signature (#33): prepare offers the authorization of exactly the
// invoice's amount to the gateway, valid until the permit's deadline, its
// nonce the invoice's witness hash; submit takes it in place of the
// Permit2 signature and stores a payment by authorization.
func TestPayWithOneSignature(t *testing.T) {
	t.Parallel()
	ctx := context.Background()

	t.Run("PrepareOffersTheAuthorization", func(t *testing.T) {
		t.Parallel()
		b := setup(t)
		circleUSDC(b)
		inv := b.openInvoice(t, invoiceapi.USDC, 12_500_000)
		payer := testkit.RandomAddress(t)
		prep := b.prepare(t, inv, payer, "")
		require.NotNil(t, prep.Approval, "Permit2 stays the default")
		a := prep.Authorization
		require.NotNil(t, a)
		require.Equal(t, "ReceiveWithAuthorization", a.PrimaryType)
		require.Equal(t, usdcDomain, a.Domain, "the token's own domain")
		require.Equal(t, payer.Hex(), a.Message.From)
		require.Equal(t, gatewayAddr.Hex(), a.Message.To)
		require.Equal(t, "12500000", a.Message.Value)
		require.Equal(t, "0", a.Message.ValidAfter)
		require.Equal(t, prep.Submission.Permit2Data.Deadline, a.Message.ValidBefore)
		require.Equal(t, prep.Submission.Permit2Data.Witness, a.Message.Nonce, "bound to the invoice")
	})

	t.Run("NotOfferedWhereItCannotPay", func(t *testing.T) {
		t.Parallel()
		b := setup(t)
		inv := b.openInvoice(t, invoiceapi.USDC, 1_000_000)
		require.Nil(t, b.prepare(t, inv, testkit.RandomAddress(t), "").Authorization, "a token without EIP-3009")
		circleUSDC(b)
		approved := testkit.RandomAddress(t)
		b.chain.allowances[[2]common.Address{usdc, approved}] = maxUint256
		require.Nil(t, b.prepare(t, inv, approved, "").Authorization, "a payer who approved Permit2 signs one message already")
		b.chain.authorizations[eurc] = true
		b.chain.permitDomains[eurc] = eip2612.Domain{Name: "EURC", Version: "2", ChainID: "1337", VerifyingContract: eurc.Hex()}
		eurcInv := b.openInvoice(t, invoiceapi.EURC, 1_000_000)
		require.Nil(t, b.prepare(t, eurcInv, testkit.RandomAddress(t), "EURC").Authorization, "a swap needs Permit2")
	})

	t.Run("SubmitTakesTheOneSignature", func(t *testing.T) {
		t.Parallel()
		b := setup(t)
		circleUSDC(b)
		inv := b.openInvoice(t, invoiceapi.USDC, 12_500_000)
		payer := testkit.RandomAddress(t)
		req, prep := authorizedRequest(t, b, inv, payer)
		sub, err := b.svc.Submit(ctx, req)
		require.NoError(t, err)
		require.True(t, sub.Authorization)
		require.Equal(t, hexutil.MustDecode(req.AuthorizationSignature), sub.Signature)
		require.Equal(t, mustInt(t, prep.Authorization.Message.ValidBefore).Int64(), sub.Deadline)
		require.Nil(t, sub.TokenPermit)
		again, err := b.svc.Submit(ctx, req)
		require.NoError(t, err)
		require.Equal(t, sub, again, "the same authorization again answers the stored submission")
		require.Len(t, b.store.subs, 1)
	})

	t.Run("SubmitRefusesAnAuthorizationThatDoesNotPayThisInvoice", func(t *testing.T) {
		t.Parallel()
		b := setup(t)
		circleUSDC(b)
		inv := b.openInvoice(t, invoiceapi.USDC, 12_500_000)
		payer := testkit.RandomAddress(t)
		req, prep := authorizedRequest(t, b, inv, payer)

		other := req
		m := prep.Authorization.Message
		other.AuthorizationSignature = hexutil.Encode(fakeSignAuthorization(testkit.RandomAddress(t), usdcDomain, mustInt(t, m.Value), mustInt(t, m.ValidBefore), common.HexToHash(m.Nonce)))
		_, err := b.svc.Submit(ctx, other)
		apierrtest.RequireCode(t, err, apierr.InvalidSignature)

		elsewhere := b.openInvoice(t, invoiceapi.USDC, 12_500_000)
		moved := req
		moved.InvoiceID = elsewhere.ID.String()
		moved.Permit2Data.Witness = b.chain.WitnessHash(witnessOf(elsewhere)).Hex()
		b.allow(elsewhere, payer)
		_, err = b.svc.Submit(ctx, moved)
		apierrtest.RequireCode(t, err, apierr.InvalidSignature)

		more := req
		more.AmountIn = "12500001"
		_, err = b.svc.Submit(ctx, more)
		apierrtest.RequireFields(t, err, "amountIn")

		both := req
		both.Permit2Signature = req.AuthorizationSignature
		_, err = b.svc.Submit(ctx, both)
		apierrtest.RequireFields(t, err, "permit2Signature")

		delete(b.chain.authorizations, usdc)
		_, err = b.svc.Submit(ctx, req)
		apierrtest.RequireFields(t, err, "authorizationSignature")
		require.Empty(t, b.store.subs, "nothing stored")
	})
}

package checkout_test

import (
	"context"
	"errors"
	"math/big"
	"testing"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/hexutil"
	"github.com/stretchr/testify/require"

	"github.com/paystead/paystead/backend/internal/testkit"
	"github.com/paystead/paystead/shared/apierr"
	"github.com/paystead/paystead/shared/apierr/apierrtest"
	"github.com/paystead/paystead/shared/checkoutapi"
	"github.com/paystead/paystead/shared/eip2612"
	"github.com/paystead/paystead/shared/invoiceapi"
)

var usdcDomain = eip2612.Domain{Name: "USD Coin", Version: "2", ChainID: "1337", VerifyingContract: usdc.Hex()}

// withPermitToken gives USDC an EIP-2612 permit on b's chain.
func withPermitToken(b *testBundle) { b.chain.permitDomains[usdc] = usdcDomain }

// signedTokenPermit adds payer's signed token permit, as offered by prep, to req.
func signedTokenPermit(t *testing.T, req *checkoutapi.SubmitRequest, prep checkoutapi.PrepareResponse, payer common.Address) {
	t.Helper()
	offer := prep.TokenPermit
	require.NotNil(t, offer)
	sig := fakeSignTokenPermit(payer, offer.TypedData.Domain, mustInt(t, offer.Value), mustInt(t, offer.TypedData.Message.Nonce), mustInt(t, offer.Deadline))
	req.TokenPermit = &checkoutapi.TokenPermit{Value: offer.Value, Deadline: offer.Deadline, Signature: hexutil.Encode(sig)}
}

// gaslessSubmit prepares, signs both messages and returns the request, for payer who has no
// Permit2 allowance.
func (b *testBundle) gaslessSubmit(t *testing.T, payer common.Address) (checkoutapi.SubmitRequest, checkoutapi.PrepareResponse) {
	t.Helper()
	inv := b.openInvoice(t, invoiceapi.USDC, 5_000_000)
	b.allow(inv, payer)
	prep := b.prepare(t, inv, payer, "")
	s := prep.Submission
	req := checkoutapi.SubmitRequest{InvoiceID: s.InvoiceID, Payer: s.Payer, PayInToken: s.PayInToken, AmountIn: s.AmountIn, Permit2Data: s.Permit2Data}
	signAs(t, &req, inv, payer)
	signedTokenPermit(t, &req, prep, payer)
	return req, prep
}

func TestTokenPermit(t *testing.T) {
	t.Parallel()

	t.Run("PrepareOffersThePermitBesideTheApproval", func(t *testing.T) {
		t.Parallel()
		b := setup(t)
		withPermitToken(b)
		payer := testkit.RandomAddress(t)
		b.chain.permitNonces[[2]common.Address{usdc, payer}] = big.NewInt(3)
		inv := b.openInvoice(t, invoiceapi.USDC, 5_000_000)

		prep := b.prepare(t, inv, payer, "")
		require.NotNil(t, prep.Approval, "the approval stays for clients that send it")
		offer := prep.TokenPermit
		require.NotNil(t, offer)
		require.Equal(t, eip2612.PrimaryType, offer.TypedData.PrimaryType)
		require.Equal(t, usdcDomain, offer.TypedData.Domain)
		require.Equal(t, eip2612.Message{
			Owner: payer.Hex(), Spender: permit2Addr.Hex(), Value: maxUint256.String(), Nonce: "3",
			Deadline: prep.Submission.Permit2Data.Deadline,
		}, offer.TypedData.Message, "Permit2 for good, at the token's next nonce, lapsing with the payment's permit")
		require.Equal(t, maxUint256.String(), offer.Value)
		require.Equal(t, prep.Submission.Permit2Data.Deadline, offer.Deadline)

		b.chain.allowances[[2]common.Address{usdc, payer}] = maxUint256
		approved := b.prepare(t, inv, payer, "")
		require.Nil(t, approved.Approval)
		require.Nil(t, approved.TokenPermit, "an approved payer signs once")
	})

	t.Run("ATokenWithoutPermitIsOnlyApproved", func(t *testing.T) {
		t.Parallel()
		b := setup(t)
		prep := b.prepare(t, b.openInvoice(t, invoiceapi.USDC, 5_000_000), testkit.RandomAddress(t), "")
		require.NotNil(t, prep.Approval)
		require.Nil(t, prep.TokenPermit)
	})

	t.Run("PrepareFailsAsAChainErrorWhenTheDomainCannotBeRead", func(t *testing.T) {
		t.Parallel()
		b := setup(t)
		b.chain.domainErr = errors.New("node unreachable")
		_, err := b.svc.Prepare(context.Background(), checkoutapi.PrepareRequest{
			InvoiceID: b.openInvoice(t, invoiceapi.USDC, 5_000_000).ID.String(), Payer: testkit.RandomAddress(t).Hex()})
		apierrtest.RequireCode(t, err, apierr.ChainError)
	})

	t.Run("SubmitStoresTheSignedPermitForTheRelayer", func(t *testing.T) {
		t.Parallel()
		b := setup(t)
		withPermitToken(b)
		payer := testkit.RandomAddress(t)
		req, _ := b.gaslessSubmit(t, payer)
		sub, err := b.svc.Submit(context.Background(), req)
		require.NoError(t, err)
		require.NotNil(t, sub.TokenPermit)
		require.Equal(t, maxUint256, sub.TokenPermit.Value)
		require.Equal(t, mustInt(t, req.Permit2Data.Deadline), sub.TokenPermit.Deadline)
		require.Equal(t, hexutil.MustDecode(req.TokenPermit.Signature), sub.TokenPermit.Signature)
		require.Equal(t, sub, b.store.subs[sub.ID])
	})

	t.Run("SubmitDropsThePermitWhenTheAllowanceCoversThePayment", func(t *testing.T) {
		t.Parallel()
		b := setup(t)
		withPermitToken(b)
		payer := testkit.RandomAddress(t)
		req, _ := b.gaslessSubmit(t, payer)
		b.chain.allowances[[2]common.Address{usdc, payer}] = maxUint256 // the approval went through meanwhile
		sub, err := b.svc.Submit(context.Background(), req)
		require.NoError(t, err)
		require.Nil(t, sub.TokenPermit, "no gas is spent on a permit that is not needed")
	})

	t.Run("SubmitRefusesAPermitNotSignedByThePayerForTheNextNonce", func(t *testing.T) {
		t.Parallel()
		b := setup(t)
		withPermitToken(b)
		payer := testkit.RandomAddress(t)

		req, _ := b.gaslessSubmit(t, payer)
		b.chain.permitNonces[[2]common.Address{usdc, payer}] = big.NewInt(1) // used since prepare
		_, err := b.svc.Submit(context.Background(), req)
		apierrtest.RequireCode(t, err, apierr.InvalidSignature)

		req, prep := b.gaslessSubmit(t, payer)
		signedTokenPermit(t, &req, prep, testkit.RandomAddress(t))
		_, err = b.svc.Submit(context.Background(), req)
		apierrtest.RequireCode(t, err, apierr.InvalidSignature)
		require.Empty(t, b.store.subs, "nothing stored")
	})

	t.Run("SubmitRefusesAPermitForATokenWithoutOne", func(t *testing.T) {
		t.Parallel()
		b := setup(t)
		withPermitToken(b)
		payer := testkit.RandomAddress(t)
		req, _ := b.gaslessSubmit(t, payer)
		delete(b.chain.permitDomains, usdc)
		_, err := b.svc.Submit(context.Background(), req)
		apierrtest.RequireFields(t, err, "tokenPermit")
	})

	t.Run("SubmitRefusesMalformedOrShortPermits", func(t *testing.T) {
		t.Parallel()
		for name, c := range map[string]struct {
			edit  func(*checkoutapi.TokenPermit)
			field string
		}{
			"value not a number":  {func(p *checkoutapi.TokenPermit) { p.Value = "1e6" }, "tokenPermit.value"},
			"value zero":          {func(p *checkoutapi.TokenPermit) { p.Value = "0" }, "tokenPermit.value"},
			"value below payment": {func(p *checkoutapi.TokenPermit) { p.Value = "4999999" }, "tokenPermit.value"},
			"deadline missing":    {func(p *checkoutapi.TokenPermit) { p.Deadline = "" }, "tokenPermit.deadline"},
			"deadline passed":     {func(p *checkoutapi.TokenPermit) { p.Deadline = "1700000000" }, "tokenPermit.deadline"},
			"signature short":     {func(p *checkoutapi.TokenPermit) { p.Signature = "0x1234" }, "tokenPermit.signature"},
		} {
			t.Run(name, func(t *testing.T) {
				b := setup(t)
				withPermitToken(b)
				req, _ := b.gaslessSubmit(t, testkit.RandomAddress(t))
				c.edit(req.TokenPermit)
				_, err := b.svc.Submit(context.Background(), req)
				apierrtest.RequireFields(t, err, c.field)
				require.Empty(t, b.store.subs)
			})
		}
	})
}

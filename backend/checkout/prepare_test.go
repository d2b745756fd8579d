package checkout_test

import (
	"context"
	"errors"
	"math/big"
	"strings"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/hexutil"
	"github.com/stretchr/testify/require"

	"github.com/paystead/paystead/backend/checkout"
	"github.com/paystead/paystead/backend/internal/testkit"
	"github.com/paystead/paystead/backend/invoice"
	"github.com/paystead/paystead/shared/apierr"
	"github.com/paystead/paystead/shared/apierr/apierrtest"
	"github.com/paystead/paystead/shared/checkoutapi"
	"github.com/paystead/paystead/shared/invoiceapi"
	"github.com/paystead/paystead/shared/permit2"
)

func TestPrepare(t *testing.T) {
	t.Parallel()
	ctx := context.Background()

	t.Run("TypedDataBindsTheInvoice", func(t *testing.T) {
		t.Parallel()
		b := setup(t)
		inv := b.openInvoice(t, invoiceapi.USDC, 19_990_000)
		payer := testkit.RandomAddress(t)

		prep := b.prepare(t, inv, payer, "USDC")

		td := prep.TypedData
		require.Equal(t, permit2.PrimaryType, td.PrimaryType)
		require.Equal(t, "1337", td.Domain.ChainID)
		require.Equal(t, permit2Addr.Hex(), td.Domain.VerifyingContract)
		require.Equal(t, gatewayAddr.Hex(), td.Message.Spender)
		require.Equal(t, usdc.Hex(), td.Message.Permitted.Token)
		require.Equal(t, "19990000", td.Message.Permitted.Amount, "a same-token payment signs for exactly the invoice")
		require.Equal(t, permit2.Invoice{
			InvoiceID: inv.ID.String(), Merchant: inv.MerchantWallet.Hex(), Amount: "19990000", PayoutToken: usdc.Hex(),
		}, td.Message.Witness)

		s := prep.Submission
		require.Equal(t, inv.ID.String(), s.InvoiceID)
		require.Equal(t, payer.Hex(), s.Payer)
		require.Equal(t, usdc.Hex(), s.PayInToken)
		require.Equal(t, "19990000", s.AmountIn)
		require.Equal(t, td.Message.Nonce, s.Permit2Data.Nonce, "the submission carries the nonce signed")
		require.Equal(t, td.Message.Deadline, s.Permit2Data.Deadline, "and the deadline signed")
		require.Equal(t, b.chain.WitnessHash(witnessOf(inv)).Hex(), s.Permit2Data.Witness)
		require.Equal(t, permit2.WitnessTypeString, s.Permit2Data.WitnessTypeString)
	})

	t.Run("DrawsAFreshNonceEachTime", func(t *testing.T) {
		t.Parallel()
		b := setup(t)
		inv := b.openInvoice(t, invoiceapi.USDC, 1_000_000)
		payer := testkit.RandomAddress(t)

		first := mustInt(t, b.prepare(t, inv, payer, "").Submission.Permit2Data.Nonce)
		second := mustInt(t, b.prepare(t, inv, payer, "").Submission.Permit2Data.Nonce)
		require.NotEqual(t, first, second)
		require.LessOrEqual(t, first.BitLen(), 256, "a uint256")
	})

	t.Run("DeadlineIsChainTimePlusPermitLifetime", func(t *testing.T) {
		t.Parallel()
		b := setup(t)
		inv := b.openInvoice(t, invoiceapi.USDC, 1_000_000)

		prep := b.prepare(t, inv, testkit.RandomAddress(t), "")
		require.Equal(t, chainTime.Add(30*time.Minute).Unix(), mustInt(t, prep.Submission.Permit2Data.Deadline).Int64(),
			"the default lifetime is 30 minutes of chain time")

		prep, err := b.newService(b.cfg, true, checkout.Config{PermitLifetime: 5 * time.Minute}).Prepare(ctx, checkoutapi.PrepareRequest{InvoiceID: inv.ID.String(), Payer: testkit.RandomAddress(t).Hex()})
		require.NoError(t, err)
		require.Equal(t, chainTime.Add(5*time.Minute).Unix(), mustInt(t, prep.Submission.Permit2Data.Deadline).Int64())
	})

	t.Run("DeadlineNeverBeforeWallClockWhenTheChainLags", func(t *testing.T) {
		t.Parallel()
		b := setup(t)
		b.chain.now = time.Date(2020, 1, 1, 0, 0, 0, 0, time.UTC)
		inv := b.openInvoice(t, invoiceapi.USDC, 1_000_000)

		prep := b.prepare(t, inv, testkit.RandomAddress(t), "")
		deadline := time.Unix(mustInt(t, prep.Submission.Permit2Data.Deadline).Int64(), 0)
		require.WithinDuration(t, time.Now().Add(30*time.Minute), deadline, 5*time.Second)
	})

	t.Run("AsksForApprovalWhenPermit2AllowanceIsShort", func(t *testing.T) {
		t.Parallel()
		b := setup(t)
		inv := b.openInvoice(t, invoiceapi.USDC, 5_000_000)
		payer := testkit.RandomAddress(t)

		prep := b.prepare(t, inv, payer, "")
		require.NotNil(t, prep.Approval, "no allowance at all")
		require.Equal(t, usdc.Hex(), prep.Approval.To)
		require.Equal(t, hexutil.Encode(fakeApproveCalldata(permit2Addr, maxUint256)), prep.Approval.Data,
			"approve Permit2 for the maximum, once")

		b.chain.allowances[[2]common.Address{usdc, payer}] = big.NewInt(4_999_999)
		require.NotNil(t, b.prepare(t, inv, payer, "").Approval, "one unit short")

		b.chain.allowances[[2]common.Address{usdc, payer}] = big.NewInt(5_000_000)
		require.Nil(t, b.prepare(t, inv, payer, "").Approval, "exactly enough")

		b.chain.allowances[[2]common.Address{eurc, payer}] = maxUint256
		b.chain.allowances[[2]common.Address{usdc, payer}] = big.NewInt(0)
		require.NotNil(t, b.prepare(t, inv, payer, "").Approval, "another token's allowance does not count")
	})

	t.Run("AcceptsPayInTokenBySymbolOrAddress", func(t *testing.T) {
		t.Parallel()
		b := setup(t)
		inv := b.openInvoice(t, invoiceapi.USDC, 1_000_000)
		for _, raw := range []string{"", "USDC", "usdc", usdc.Hex(), strings.ToLower(usdc.Hex())} {
			prep := b.prepare(t, inv, testkit.RandomAddress(t), raw)
			require.Equal(t, usdc.Hex(), prep.Submission.PayInToken, "payInToken %q", raw)
		}
	})

	t.Run("ChecksumsALowerCasePayer", func(t *testing.T) {
		t.Parallel()
		b := setup(t)
		inv := b.openInvoice(t, invoiceapi.USDC, 1_000_000)
		payer := common.HexToAddress("0x52908400098527886E0F7030069857D2E4169EE7")

		prep, err := b.svc.Prepare(ctx, checkoutapi.PrepareRequest{InvoiceID: inv.ID.String(), Payer: strings.ToLower(payer.Hex())})
		require.NoError(t, err)
		require.Equal(t, payer.Hex(), prep.Submission.Payer)
	})

	t.Run("RejectsMalformedRequest", func(t *testing.T) {
		t.Parallel()
		b := setup(t)
		inv := b.openInvoice(t, invoiceapi.USDC, 1_000_000)
		payer := testkit.RandomAddress(t).Hex()
		for name, tc := range map[string]struct {
			req    checkoutapi.PrepareRequest
			fields []string
		}{
			"ShortInvoiceID":    {checkoutapi.PrepareRequest{InvoiceID: "0x12", Payer: payer}, []string{"invoiceId"}},
			"NonHexInvoiceID":   {checkoutapi.PrepareRequest{InvoiceID: "0x" + strings.Repeat("zz", 32), Payer: payer}, []string{"invoiceId"}},
			"MissingPayer":      {checkoutapi.PrepareRequest{InvoiceID: inv.ID.String()}, []string{"payer"}},
			"PayerWithoutOx":    {checkoutapi.PrepareRequest{InvoiceID: inv.ID.String(), Payer: payer[2:] + "00"}, []string{"payer"}},
			"NonHexPayer":       {checkoutapi.PrepareRequest{InvoiceID: inv.ID.String(), Payer: "0x" + strings.Repeat("g", 40)}, []string{"payer"}},
			"BothAtOnce":        {checkoutapi.PrepareRequest{InvoiceID: "42", Payer: "alice"}, []string{"invoiceId", "payer"}},
			"OtherSymbol":       {checkoutapi.PrepareRequest{InvoiceID: inv.ID.String(), Payer: payer, PayInToken: "EURC"}, []string{"payInToken"}},
			"UnknownSymbol":     {checkoutapi.PrepareRequest{InvoiceID: inv.ID.String(), Payer: payer, PayInToken: "DAI"}, []string{"payInToken"}},
			"OtherTokenAddress": {checkoutapi.PrepareRequest{InvoiceID: inv.ID.String(), Payer: payer, PayInToken: eurc.Hex()}, []string{"payInToken"}},
		} {
			t.Run(name, func(t *testing.T) {
				_, err := b.svc.Prepare(ctx, tc.req)
				apierrtest.RequireFields(t, err, tc.fields...)
			})
		}
	})

	t.Run("RejectsUnknownInvoice", func(t *testing.T) {
		t.Parallel()
		b := setup(t)
		_, err := b.svc.Prepare(ctx, checkoutapi.PrepareRequest{InvoiceID: "0x" + strings.Repeat("cd", 32), Payer: testkit.RandomAddress(t).Hex()})
		apierrtest.RequireCode(t, err, apierr.NotFound)
	})

	t.Run("RejectsInvoiceThatIsNotPayable", func(t *testing.T) {
		t.Parallel()
		b := setup(t)
		for status, why := range map[invoice.Status]string{
			invoice.Paid: "is paid", invoice.Refunded: "is refunded", invoice.Claimed: "is claimed",
			invoice.Failed: "could not be put on chain",
		} {
			inv := b.openInvoice(t, invoiceapi.USDC, 1_000_000)
			b.setStatus(inv, status)
			_, err := b.svc.Prepare(ctx, checkoutapi.PrepareRequest{InvoiceID: inv.ID.String(), Payer: testkit.RandomAddress(t).Hex()})
			e := apierrtest.RequireCode(t, err, apierr.InvoiceNotOpen)
			require.Contains(t, e.Message, why)
		}
	})

	// An invoice whose staging transaction is not mined yet is payable:
	// the relayer sends the payment after it.
	t.Run("PreparesAStagingInvoice", func(t *testing.T) {
		t.Parallel()
		b := setup(t)
		inv := b.openInvoice(t, invoiceapi.USDC, 1_000_000)
		b.setStatus(inv, invoice.Staging)
		res, err := b.svc.Prepare(ctx, checkoutapi.PrepareRequest{InvoiceID: inv.ID.String(), Payer: testkit.RandomAddress(t).Hex()})
		require.NoError(t, err)
		require.Equal(t, inv.ID.String(), res.Submission.InvoiceID)
	})

	t.Run("PassesOnInvoiceStoreFailure", func(t *testing.T) {
		t.Parallel()
		b := setup(t)
		inv := b.openInvoice(t, invoiceapi.USDC, 1_000_000)
		b.invoices.err = errors.New("connection reset")
		_, err := b.svc.Prepare(ctx, checkoutapi.PrepareRequest{InvoiceID: inv.ID.String(), Payer: testkit.RandomAddress(t).Hex()})
		require.ErrorIs(t, err, b.invoices.err)
		apierrtest.RequireInternal(t, err) // a storage failure is the service's, not the caller's
	})

	t.Run("ChainReadFailuresAreChainErrors", func(t *testing.T) {
		t.Parallel()
		b := setup(t)
		inv := b.openInvoice(t, invoiceapi.USDC, 1_000_000)
		req := checkoutapi.PrepareRequest{InvoiceID: inv.ID.String(), Payer: testkit.RandomAddress(t).Hex()}

		b.chain.allowanceErr = errors.New("node timeout")
		_, err := b.svc.Prepare(ctx, req)
		require.Equal(t, "node timeout", apierrtest.RequireCode(t, err, apierr.ChainError).Detail)

		b.chain.allowanceErr, b.chain.nowErr = nil, errors.New("no head")
		_, err = b.svc.Prepare(ctx, req)
		require.Equal(t, "no head", apierrtest.RequireCode(t, err, apierr.ChainError).Detail)
	})

	t.Run("SwapPaymentSignsForTheReverseQuotePlusSlippage", func(t *testing.T) {
		t.Parallel()
		b := setup(t)
		inv := b.openInvoice(t, invoiceapi.EURC, 19_990_000)
		payer := testkit.RandomAddress(t)

		prep := b.prepare(t, inv, payer, "EURC")
		want := ceilDiv(new(big.Int).Mul(b.swaps.needed(19_990_000), big.NewInt(10_050)), big.NewInt(10_000))
		require.Equal(t, want.String(), prep.Submission.AmountIn, "the reverse quote plus 50 bps")
		require.Equal(t, []int{50}, b.swaps.slippages, "the default cushion")
		require.Equal(t, eurc.Hex(), prep.Submission.PayInToken)
		require.Equal(t, eurc.Hex(), prep.TypedData.Message.Permitted.Token)
		require.Equal(t, want.String(), prep.TypedData.Message.Permitted.Amount)
		require.Equal(t, "19990000", prep.TypedData.Message.Witness.Amount, "the witness binds the USDC invoice amount")
		require.Equal(t, usdc.Hex(), prep.TypedData.Message.Witness.PayoutToken)

		// The approval is judged against the cushioned swap amount, not the invoice's.
		b.chain.allowances[[2]common.Address{eurc, payer}] = new(big.Int).Sub(want, big.NewInt(1))
		require.NotNil(t, b.prepare(t, inv, payer, "").Approval)
		b.chain.allowances[[2]common.Address{eurc, payer}] = want
		require.Nil(t, b.prepare(t, inv, payer, "").Approval)
	})

	t.Run("SwapSlippageIsConfigurable", func(t *testing.T) {
		t.Parallel()
		b := setup(t)
		inv := b.openInvoice(t, invoiceapi.EURC, 10_000_000)

		_, err := b.newService(b.cfg, true, checkout.Config{SwapSlippageBps: 120}).Prepare(ctx, checkoutapi.PrepareRequest{InvoiceID: inv.ID.String(), Payer: testkit.RandomAddress(t).Hex()})
		require.NoError(t, err)
		require.Equal(t, []int{120}, b.swaps.slippages)
	})

	t.Run("SwapQuoteFailurePassesThrough", func(t *testing.T) {
		t.Parallel()
		b := setup(t)
		b.swaps.err = apierr.New(apierr.NoLiquidity, "The pool cannot fill this swap.")
		inv := b.openInvoice(t, invoiceapi.EURC, 10_000_000)

		_, err := b.svc.Prepare(ctx, checkoutapi.PrepareRequest{InvoiceID: inv.ID.String(), Payer: testkit.RandomAddress(t).Hex()})
		apierrtest.RequireCode(t, err, apierr.NoLiquidity)
	})

	t.Run("SwapUnavailableWithoutSwaps", func(t *testing.T) {
		t.Parallel()
		b := setup(t)
		svc := b.newService(b.cfg, false)
		inv := b.openInvoice(t, invoiceapi.EURC, 10_000_000)

		_, err := svc.Prepare(ctx, checkoutapi.PrepareRequest{InvoiceID: inv.ID.String(), Payer: testkit.RandomAddress(t).Hex()})
		apierrtest.RequireCode(t, err, apierr.SwapUnavailable)
		require.Empty(t, b.swaps.slippages)

		usdcInv := b.openInvoice(t, invoiceapi.USDC, 10_000_000)
		_, err = svc.Prepare(ctx, checkoutapi.PrepareRequest{InvoiceID: usdcInv.ID.String(), Payer: testkit.RandomAddress(t).Hex()})
		require.NoError(t, err, "same-token payments need no swaps")
	})

	t.Run("SwapUnavailableForAnUnconfiguredToken", func(t *testing.T) {
		t.Parallel()
		b := setup(t)
		cfg := b.cfg
		cfg.Tokens = map[invoiceapi.Token]common.Address{invoiceapi.USDC: usdc}
		inv := b.openInvoice(t, invoiceapi.EURC, 10_000_000)

		_, err := b.newService(cfg, true).Prepare(ctx, checkoutapi.PrepareRequest{InvoiceID: inv.ID.String(), Payer: testkit.RandomAddress(t).Hex()})
		apierrtest.RequireCode(t, err, apierr.SwapUnavailable)
	})
}

package checkout_test

import (
	"bytes"
	"context"
	"errors"
	"math/big"
	"strings"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/hexutil"
	"github.com/google/uuid"
	"github.com/stretchr/testify/require"

	"github.com/paystead/paystead/backend/checkout"
	"github.com/paystead/paystead/backend/internal/testkit"
	"github.com/paystead/paystead/backend/invoice"
	"github.com/paystead/paystead/shared/apierr"
	"github.com/paystead/paystead/shared/apierr/apierrtest"
	"github.com/paystead/paystead/shared/checkoutapi"
	"github.com/paystead/paystead/shared/invoiceapi"
)

func TestSubmit(t *testing.T) {
	t.Parallel()
	ctx := context.Background()

	t.Run("QueuesAPendingSubmission", func(t *testing.T) {
		t.Parallel()
		b := setup(t)
		inv := b.openInvoice(t, invoiceapi.USDC, 19_990_000)
		payer := testkit.RandomAddress(t)
		req := b.readyToSubmit(t, inv, payer)

		sub, err := b.svc.Submit(ctx, req)
		require.NoError(t, err)

		nonce := mustInt(t, req.Permit2Data.Nonce)
		require.Equal(t, checkout.SubmissionID(chainID, inv.ID, payer, nonce), sub.ID)
		require.Equal(t, inv.ID, sub.InvoiceID)
		require.Equal(t, payer, sub.Payer)
		require.Equal(t, usdc, sub.PayInToken)
		require.Equal(t, big.NewInt(19_990_000), sub.AmountIn)
		require.Equal(t, nonce, sub.PermitNonce)
		require.Equal(t, chainTime.Add(30*time.Minute).Unix(), sub.Deadline)
		require.Equal(t, hexutil.MustDecode(req.Permit2Signature), sub.Signature)
		require.Equal(t, checkoutapi.StatusPending, sub.Status)
		require.Equal(t, time.UTC, sub.CreatedAt.Location())
		require.WithinDuration(t, time.Now(), sub.CreatedAt, 5*time.Second)
		require.Equal(t, sub, b.store.subs[sub.ID], "stored for the relayer")
		require.Equal(t, []gateKey{{inv.MerchantID, payer}}, b.gate.asked, "the gate is asked about this merchant and payer")
	})

	t.Run("QueuesAPaymentOfAStagingInvoice", func(t *testing.T) {
		t.Parallel()
		b := setup(t)
		inv := b.openInvoice(t, invoiceapi.USDC, 5_000_000)
		req := b.readyToSubmit(t, inv, testkit.RandomAddress(t))
		b.setStatus(inv, invoice.Staging)
		sub, err := b.svc.Submit(ctx, req)
		require.NoError(t, err)
		require.Equal(t, checkoutapi.StatusPending, sub.Status)
		require.Equal(t, sub, b.store.subs[sub.ID])
	})

	t.Run("AcceptsAmountAboveTheInvoice", func(t *testing.T) {
		t.Parallel()
		b := setup(t)
		inv := b.openInvoice(t, invoiceapi.USDC, 5_000_000)
		payer := testkit.RandomAddress(t)
		req := b.readyToSubmit(t, inv, payer)
		req.AmountIn = "5000001"
		signAs(t, &req, inv, payer)

		sub, err := b.svc.Submit(ctx, req)
		require.NoError(t, err)
		require.Equal(t, big.NewInt(5_000_001), sub.AmountIn)
	})

	t.Run("RejectsMalformedFields", func(t *testing.T) {
		t.Parallel()
		b := setup(t)
		inv := b.openInvoice(t, invoiceapi.USDC, 5_000_000)
		good := b.readyToSubmit(t, inv, testkit.RandomAddress(t))
		tooBig := new(big.Int).Add(maxUint256, big.NewInt(1)).String()
		unknown, err := invoice.NewID()
		require.NoError(t, err)
		for name, tc := range map[string]struct {
			mutate func(*checkoutapi.SubmitRequest)
			fields []string
		}{
			"ShortInvoiceID":     {func(r *checkoutapi.SubmitRequest) { r.InvoiceID = "0x12" }, []string{"invoiceId"}},
			"PayerNotAnAddress":  {func(r *checkoutapi.SubmitRequest) { r.Payer = "alice" }, []string{"payer"}},
			"PayInTokenAsSymbol": {func(r *checkoutapi.SubmitRequest) { r.PayInToken = "USDC" }, []string{"payInToken"}},
			"NegativeAmount":     {func(r *checkoutapi.SubmitRequest) { r.AmountIn = "-5" }, []string{"amountIn"}},
			"ZeroAmount":         {func(r *checkoutapi.SubmitRequest) { r.AmountIn = "0" }, []string{"amountIn"}},
			// Refused for its shape, before the invoice is looked up (it would answer not_found).
			"ZeroAmountOfAnUnknownInvoice": {func(r *checkoutapi.SubmitRequest) { r.InvoiceID, r.AmountIn = unknown.String(), "0" }, []string{"amountIn"}},
			"DecimalAmount":                {func(r *checkoutapi.SubmitRequest) { r.AmountIn = "5.5" }, []string{"amountIn"}},
			"ExponentAmount":               {func(r *checkoutapi.SubmitRequest) { r.AmountIn = "5e6" }, []string{"amountIn"}},
			"EmptyAmount":                  {func(r *checkoutapi.SubmitRequest) { r.AmountIn = "" }, []string{"amountIn"}},
			"AmountAboveUint256":           {func(r *checkoutapi.SubmitRequest) { r.AmountIn = tooBig }, []string{"amountIn"}},
			"NonceNotDecimal":              {func(r *checkoutapi.SubmitRequest) { r.Permit2Data.Nonce = "0x10" }, []string{"permit2Data.nonce"}},
			"NonceAboveUint256":            {func(r *checkoutapi.SubmitRequest) { r.Permit2Data.Nonce = tooBig }, []string{"permit2Data.nonce"}},
			"DeadlineNotDecimal":           {func(r *checkoutapi.SubmitRequest) { r.Permit2Data.Deadline = "soon" }, []string{"permit2Data.deadline"}},
			"DeadlineBeyondInt64":          {func(r *checkoutapi.SubmitRequest) { r.Permit2Data.Deadline = "9223372036854775808" }, []string{"permit2Data.deadline"}},
			"ShortWitness":                 {func(r *checkoutapi.SubmitRequest) { r.Permit2Data.Witness = "0x1234" }, []string{"permit2Data.witness"}},
			"NonHexWitness":                {func(r *checkoutapi.SubmitRequest) { r.Permit2Data.Witness = "0x" + strings.Repeat("zz", 32) }, []string{"permit2Data.witness"}},
			"WrongWitnessTypeString":       {func(r *checkoutapi.SubmitRequest) { r.Permit2Data.WitnessTypeString = "Invoice witness)" }, []string{"permit2Data.witnessTypeString"}},
			"ShortSignature":               {func(r *checkoutapi.SubmitRequest) { r.Permit2Signature = "0x1234" }, []string{"permit2Signature"}},
			"LongSignature":                {func(r *checkoutapi.SubmitRequest) { r.Permit2Signature += "00" }, []string{"permit2Signature"}},
			"SignatureWithoutOx":           {func(r *checkoutapi.SubmitRequest) { r.Permit2Signature = r.Permit2Signature[2:] }, []string{"permit2Signature"}},
			"EveryFieldNamedAtOnce":        {func(r *checkoutapi.SubmitRequest) { *r = checkoutapi.SubmitRequest{} }, []string{"invoiceId", "payer", "payInToken", "amountIn", "permit2Data.nonce", "permit2Data.deadline", "permit2Data.witness", "permit2Data.witnessTypeString", "permit2Signature"}},
			"InvoiceIDAndAmountTogether":   {func(r *checkoutapi.SubmitRequest) { r.InvoiceID, r.AmountIn = "", "x" }, []string{"invoiceId", "amountIn"}},
		} {
			t.Run(name, func(t *testing.T) {
				req := good
				tc.mutate(&req)
				_, err := b.svc.Submit(ctx, req)
				apierrtest.RequireFields(t, err, tc.fields...)
			})
		}
		require.Empty(t, b.store.subs)
	})

	t.Run("RejectsAmountBelowTheInvoice", func(t *testing.T) {
		t.Parallel()
		b := setup(t)
		inv := b.openInvoice(t, invoiceapi.USDC, 5_000_000)
		payer := testkit.RandomAddress(t)
		req := b.readyToSubmit(t, inv, payer)
		req.AmountIn = "4999999"
		signAs(t, &req, inv, payer)

		_, err := b.svc.Submit(ctx, req)
		apierrtest.RequireFields(t, err, "amountIn")
		require.Empty(t, b.store.subs)
	})

	t.Run("RejectsAnotherToken", func(t *testing.T) {
		t.Parallel()
		b := setup(t)
		inv := b.openInvoice(t, invoiceapi.USDC, 5_000_000)
		payer := testkit.RandomAddress(t)
		req := b.readyToSubmit(t, inv, payer)
		req.PayInToken = eurc.Hex()
		signAs(t, &req, inv, payer)

		_, err := b.svc.Submit(ctx, req)
		apierrtest.RequireFields(t, err, "payInToken")
	})

	t.Run("RejectsPermitDeadlineWithinAMinuteOfChainTime", func(t *testing.T) {
		t.Parallel()
		b := setup(t)
		inv := b.openInvoice(t, invoiceapi.USDC, 5_000_000)
		payer := testkit.RandomAddress(t)
		req := b.readyToSubmit(t, inv, payer)
		withDeadline := func(d time.Time) checkoutapi.SubmitRequest {
			r := req
			r.Permit2Data.Deadline = big.NewInt(d.Unix()).String()
			signAs(t, &r, inv, payer)
			return r
		}

		for name, d := range map[string]time.Time{
			"Passed":          chainTime.Add(-time.Second),
			"Now":             chainTime,
			"ExactlyAMinute":  chainTime.Add(time.Minute),
			"LongPassed":      time.Unix(1000, 0),
			"WallClockFuture": time.Now().Add(time.Hour), // the chain is ahead of it
		} {
			_, err := b.svc.Submit(ctx, withDeadline(d))
			require.Error(t, err, name)
			apierrtest.RequireFields(t, err, "permit2Data.deadline")
		}
		require.Empty(t, b.store.subs)

		_, err := b.svc.Submit(ctx, withDeadline(chainTime.Add(time.Minute+time.Second)))
		require.NoError(t, err, "a minute and a second left is enough")
	})

	t.Run("JudgesDeadlineByChainTimeNotWallClock", func(t *testing.T) {
		t.Parallel()
		b := setup(t)
		lagging := time.Date(2020, 1, 1, 0, 0, 0, 0, time.UTC)
		b.chain.now = lagging
		inv := b.openInvoice(t, invoiceapi.USDC, 5_000_000)
		payer := testkit.RandomAddress(t)
		req := b.readyToSubmit(t, inv, payer)
		req.Permit2Data.Deadline = big.NewInt(lagging.Add(2 * time.Minute).Unix()).String()
		signAs(t, &req, inv, payer)

		_, err := b.svc.Submit(ctx, req)
		require.NoError(t, err, "years past by the wall clock, two minutes ahead by the chain's")
	})

	t.Run("RejectsWitnessOfAnotherInvoice", func(t *testing.T) {
		t.Parallel()
		b := setup(t)
		inv := b.openInvoice(t, invoiceapi.USDC, 5_000_000)
		other := b.openInvoice(t, invoiceapi.USDC, 5_000_000)
		payer := testkit.RandomAddress(t)
		b.allow(other, payer)
		req := b.readyToSubmit(t, inv, payer)
		req.InvoiceID = other.ID.String()

		_, err := b.svc.Submit(ctx, req)
		apierrtest.RequireFields(t, err, "permit2Data.witness")
	})

	t.Run("ReportsEveryRuleBrokenAtOnce", func(t *testing.T) {
		t.Parallel()
		b := setup(t)
		inv := b.openInvoice(t, invoiceapi.USDC, 5_000_000)
		other := b.openInvoice(t, invoiceapi.USDC, 5_000_000)
		payer := testkit.RandomAddress(t)
		req := b.readyToSubmit(t, inv, payer)
		req.InvoiceID = other.ID.String()
		req.AmountIn = "1"
		req.Permit2Data.Deadline = "1000"

		_, err := b.svc.Submit(ctx, req)
		apierrtest.RequireFields(t, err, "amountIn", "permit2Data.deadline", "permit2Data.witness")
	})

	t.Run("RejectsSignatureNotByThePayer", func(t *testing.T) {
		t.Parallel()
		b := setup(t)
		inv := b.openInvoice(t, invoiceapi.USDC, 5_000_000)
		payer, stranger := testkit.RandomAddress(t), testkit.RandomAddress(t)
		good := b.readyToSubmit(t, inv, payer)
		b.allow(inv, stranger)

		for name, mutate := range map[string]func(*checkoutapi.SubmitRequest){
			"SignedByAnotherWallet": func(r *checkoutapi.SubmitRequest) { signAs(t, r, inv, stranger) },
			"PayerIsNotTheSigner":   func(r *checkoutapi.SubmitRequest) { r.Payer = stranger.Hex() },
			"OverAnotherNonce":      func(r *checkoutapi.SubmitRequest) { r.Permit2Data.Nonce = "7" },
			"OverAnotherAmount":     func(r *checkoutapi.SubmitRequest) { r.AmountIn = "5000001" },
			"OverAnotherDeadline": func(r *checkoutapi.SubmitRequest) {
				r.Permit2Data.Deadline = big.NewInt(chainTime.Add(time.Hour).Unix()).String()
			},
		} {
			req := good
			mutate(&req)
			_, err := b.svc.Submit(ctx, req)
			require.Error(t, err, name)
			apierrtest.RequireCode(t, err, apierr.InvalidSignature)
		}
		require.Empty(t, b.store.subs)
		require.Empty(t, b.gate.asked, "the gate is asked only about a proven payer")
	})

	// Wallets spell the recovery id 27/28 or 0/1: both are one signature, stored as Permit2 reads
	// it (27/28), so the other spelling of a stored permit is the same submission, never a
	// second one or a refusal (issue #30 item 4).
	t.Run("RecoveryIDSpelledZeroOrOneIsStoredAs27Or28", func(t *testing.T) {
		t.Parallel()
		b := setup(t)
		inv := b.openInvoice(t, invoiceapi.USDC, 5_000_000)
		req := b.readyToSubmit(t, inv, testkit.RandomAddress(t))
		canonical := hexutil.MustDecode(req.Permit2Signature)
		require.Equal(t, byte(27), canonical[64])
		low := bytes.Clone(canonical)
		low[64] = 0
		lowReq := req
		lowReq.Permit2Signature = hexutil.Encode(low)

		sub, err := b.svc.Submit(ctx, lowReq)
		require.NoError(t, err)
		require.Equal(t, canonical, sub.Signature)
		require.Equal(t, canonical, b.store.subs[sub.ID].Signature)

		again, err := b.svc.Submit(ctx, req)
		require.NoError(t, err, "the 27 spelling of the stored permit")
		require.Equal(t, sub, again)
		require.Len(t, b.store.subs, 1)
	})

	t.Run("RecoveryIDOtherThan0To1Or27To28IsAnInvalidSignature", func(t *testing.T) {
		t.Parallel()
		b := setup(t)
		inv := b.openInvoice(t, invoiceapi.USDC, 5_000_000)
		req := b.readyToSubmit(t, inv, testkit.RandomAddress(t))
		sig := hexutil.MustDecode(req.Permit2Signature)
		for _, v := range []byte{2, 26, 29, 35, 255} {
			sig[64] = v
			req.Permit2Signature = hexutil.Encode(sig)
			_, err := b.svc.Submit(ctx, req)
			apierrtest.RequireCode(t, err, apierr.InvalidSignature)
		}
		require.Empty(t, b.store.subs)
	})

	t.Run("UnrecoverableSignatureIsInvalid", func(t *testing.T) {
		t.Parallel()
		b := setup(t)
		inv := b.openInvoice(t, invoiceapi.USDC, 5_000_000)
		req := b.readyToSubmit(t, inv, testkit.RandomAddress(t))
		b.chain.signerErr = errors.New("invalid signature recovery id")

		_, err := b.svc.Submit(ctx, req)
		apierrtest.RequireCode(t, err, apierr.InvalidSignature)
	})

	t.Run("RequiresAFreshAllowFromTheGate", func(t *testing.T) {
		t.Parallel()
		b := setup(t)
		inv := b.openInvoice(t, invoiceapi.USDC, 5_000_000)
		payer := testkit.RandomAddress(t)
		req := b.readyToSubmit(t, inv, payer)
		delete(b.gate.allowed, gateKey{inv.MerchantID, payer})

		_, err := b.svc.Submit(ctx, req)
		apierrtest.RequireCode(t, err, apierr.ComplianceRequired)
		require.Empty(t, b.store.subs)

		// An allow for this wallet from another merchant does not count.
		b.gate.allowed[gateKey{uuid.New(), payer}] = true
		_, err = b.svc.Submit(ctx, req)
		apierrtest.RequireCode(t, err, apierr.ComplianceRequired)
	})

	t.Run("GateFailurePassesThrough", func(t *testing.T) {
		t.Parallel()
		b := setup(t)
		inv := b.openInvoice(t, invoiceapi.USDC, 5_000_000)
		req := b.readyToSubmit(t, inv, testkit.RandomAddress(t))
		b.gate.err = errors.New("gate store down")

		_, err := b.svc.Submit(ctx, req)
		require.ErrorIs(t, err, b.gate.err)
		require.Empty(t, b.store.subs)
	})

	t.Run("ChainClockFailureIsAChainError", func(t *testing.T) {
		t.Parallel()
		b := setup(t)
		inv := b.openInvoice(t, invoiceapi.USDC, 5_000_000)
		req := b.readyToSubmit(t, inv, testkit.RandomAddress(t))
		b.chain.nowErr = errors.New("no head")

		_, err := b.svc.Submit(ctx, req)
		apierrtest.RequireCode(t, err, apierr.ChainError)
	})

	t.Run("RejectsUnknownInvoice", func(t *testing.T) {
		t.Parallel()
		b := setup(t)
		inv := b.openInvoice(t, invoiceapi.USDC, 5_000_000)
		req := b.readyToSubmit(t, inv, testkit.RandomAddress(t))
		req.InvoiceID = "0x" + strings.Repeat("00", 32)

		_, err := b.svc.Submit(ctx, req)
		apierrtest.RequireCode(t, err, apierr.NotFound)
	})

	t.Run("RejectsInvoiceThatIsNotPayable", func(t *testing.T) {
		t.Parallel()
		b := setup(t)
		for _, status := range []invoice.Status{invoice.Paid, invoice.Refunded, invoice.Claimed, invoice.Failed} {
			inv := b.openInvoice(t, invoiceapi.USDC, 5_000_000)
			req := b.readyToSubmit(t, inv, testkit.RandomAddress(t))
			b.setStatus(inv, status)

			_, err := b.svc.Submit(ctx, req)
			require.Error(t, err, status)
			apierrtest.RequireCode(t, err, apierr.InvoiceNotOpen)
		}
		require.Empty(t, b.store.subs)
	})

	t.Run("RepeatAnswersWithTheFirst", func(t *testing.T) {
		t.Parallel()
		b := setup(t)
		inv := b.openInvoice(t, invoiceapi.USDC, 5_000_000)
		req, first := b.submitted(t, inv, testkit.RandomAddress(t))

		again, err := b.svc.Submit(ctx, req)
		require.NoError(t, err)
		require.Equal(t, first, again)
		require.Len(t, b.store.subs, 1)
	})

	t.Run("RepeatAfterTheInvoiceWasPaidAnswersWithTheFirst", func(t *testing.T) {
		t.Parallel()
		b := setup(t)
		inv := b.openInvoice(t, invoiceapi.USDC, 5_000_000)
		req, first := b.submitted(t, inv, testkit.RandomAddress(t))

		// The relayer settled it and the invoice is paid: a retry whose first response was
		// lost finds the payment made, not invoice_not_open.
		settled := first
		settled.Status, settled.SettleTxHash = checkoutapi.StatusSettled, common.HexToHash("0x5e771e")
		b.store.subs[first.ID] = settled
		b.setStatus(inv, invoice.Paid)
		b.requireRepeatAnswered(t, req, settled)
	})

	t.Run("OtherSignatureForAPaidInvoiceIsNotOpen", func(t *testing.T) {
		t.Parallel()
		b := setup(t)
		inv := b.openInvoice(t, invoiceapi.USDC, 5_000_000)
		payer := testkit.RandomAddress(t)
		req, _ := b.submitted(t, inv, payer)
		b.setStatus(inv, invoice.Paid)

		// Same payer and nonce, so the same submission id, but a different signed permit.
		other := req
		other.AmountIn = "6000000"
		signAs(t, &other, inv, payer)
		// The same permit under someone else's signature.
		forged := req
		signAs(t, &forged, inv, testkit.RandomAddress(t))
		// The stored signature, copied onto a permit with another deadline or pay-in token.
		otherDeadline := req
		otherDeadline.Permit2Data.Deadline = "4102444800"
		otherToken := req
		otherToken.PayInToken = eurc.Hex()
		for name, r := range map[string]checkoutapi.SubmitRequest{
			"OtherAmount": other, "ForgedSignature": forged, "OtherDeadline": otherDeadline, "OtherToken": otherToken,
		} {
			_, err := b.svc.Submit(ctx, r)
			require.Error(t, err, name)
			apierrtest.RequireCode(t, err, apierr.InvoiceNotOpen)
		}

		// A fresh submission for the paid invoice.
		fresh := req
		fresh.Permit2Data.Nonce = "12345"
		signAs(t, &fresh, inv, payer)
		_, err := b.svc.Submit(ctx, fresh)
		apierrtest.RequireCode(t, err, apierr.InvoiceNotOpen)
		require.Len(t, b.store.subs, 1)
	})

	t.Run("FirstSubmitAndPlainRepeatReadNoSubmission", func(t *testing.T) {
		t.Parallel()
		b := setup(t)
		inv := b.openInvoice(t, invoiceapi.USDC, 5_000_000)
		req, _ := b.submitted(t, inv, testkit.RandomAddress(t))

		_, err := b.svc.Submit(ctx, req)
		require.NoError(t, err)
		require.Zero(t, b.store.reads, "a submission that meets every rule is only stored (its repeat answered by the store)")
	})

	t.Run("RepeatAfterTheDeadlineNearedAnswersWithTheFirst", func(t *testing.T) {
		t.Parallel()
		b := setup(t)
		inv := b.openInvoice(t, invoiceapi.USDC, 5_000_000)
		req, first := b.submitted(t, inv, testkit.RandomAddress(t))

		// Still pending, and the chain has come within a minute of the signed deadline: a
		// retry whose first response was lost is not told to prepare again.
		b.chain.now = time.Unix(first.Deadline, 0).Add(-30 * time.Second)
		b.requireRepeatAnswered(t, req, first)
		// Nor once the deadline has passed.
		b.chain.now = time.Unix(first.Deadline, 0).Add(time.Hour)
		b.requireRepeatAnswered(t, req, first)
	})

	t.Run("RepeatAfterTheGateAllowExpiredAnswersWithTheFirst", func(t *testing.T) {
		t.Parallel()
		b := setup(t)
		inv := b.openInvoice(t, invoiceapi.USDC, 5_000_000)
		payer := testkit.RandomAddress(t)
		req, first := b.submitted(t, inv, payer)

		delete(b.gate.allowed, gateKey{inv.MerchantID, payer}) // the 24 h allow ran out
		b.requireRepeatAnswered(t, req, first)
	})

	t.Run("OtherSubmissionIsStillRefusedByRulesOfTheMoment", func(t *testing.T) {
		t.Parallel()
		b := setup(t)
		inv := b.openInvoice(t, invoiceapi.USDC, 5_000_000)
		payer := testkit.RandomAddress(t)
		req, first := b.submitted(t, inv, payer)

		otherNonce := req
		otherNonce.Permit2Data.Nonce = "12345"
		signAs(t, &otherNonce, inv, payer)
		// Same payer and nonce, so the same submission id, but another signed permit.
		otherSignature := req
		otherSignature.AmountIn = "5000001"
		signAs(t, &otherSignature, inv, payer)
		// The stored signature over another permit is not a valid signature of it.
		copiedSignature := req
		copiedSignature.AmountIn = "5000001"

		b.chain.now = time.Unix(first.Deadline, 0).Add(-30 * time.Second)
		for name, r := range map[string]checkoutapi.SubmitRequest{
			"OtherNonce": otherNonce, "OtherSignature": otherSignature, "CopiedSignature": copiedSignature,
		} {
			_, err := b.svc.Submit(ctx, r)
			require.Error(t, err, name)
			apierrtest.RequireFields(t, err, "permit2Data.deadline")
		}

		b.chain.now = chainTime
		delete(b.gate.allowed, gateKey{inv.MerchantID, payer})
		for name, r := range map[string]checkoutapi.SubmitRequest{"OtherNonce": otherNonce, "OtherSignature": otherSignature} {
			_, err := b.svc.Submit(ctx, r)
			require.Error(t, err, name)
			apierrtest.RequireCode(t, err, apierr.ComplianceRequired)
		}
		_, err := b.svc.Submit(ctx, copiedSignature)
		apierrtest.RequireCode(t, err, apierr.InvalidSignature)
		require.Len(t, b.store.subs, 1)
	})

	t.Run("RepeatBreakingARuleForGoodIsRefusedWithoutALookup", func(t *testing.T) {
		t.Parallel()
		b := setup(t)
		inv := b.openInvoice(t, invoiceapi.USDC, 5_000_000)
		req, _ := b.submitted(t, inv, testkit.RandomAddress(t))

		// The deadline is near, but the body also names another invoice: no stored
		// submission can be this one.
		b.chain.now = chainTime.Add(30 * time.Minute)
		other := b.openInvoice(t, invoiceapi.USDC, 5_000_000)
		req.InvoiceID = other.ID.String()
		_, err := b.svc.Submit(ctx, req)
		apierrtest.RequireFields(t, err, "permit2Data.deadline", "permit2Data.witness")
		require.Zero(t, b.store.reads)
	})

	t.Run("LookupFailureWhileRefusingPassesThrough", func(t *testing.T) {
		t.Parallel()
		b := setup(t)
		inv := b.openInvoice(t, invoiceapi.USDC, 5_000_000)
		req, first := b.submitted(t, inv, testkit.RandomAddress(t))

		// Whether this is the stored submission cannot be told: a refusal would send the
		// payer to sign again for a payment that may be queued.
		b.chain.now = time.Unix(first.Deadline, 0)
		b.store.readErr = errors.New("connection reset")
		_, err := b.svc.Submit(ctx, req)
		require.ErrorIs(t, err, b.store.readErr)
		apierrtest.RequireInternal(t, err)
	})

	t.Run("StoreFailurePassesThrough", func(t *testing.T) {
		t.Parallel()
		b := setup(t)
		inv := b.openInvoice(t, invoiceapi.USDC, 5_000_000)
		req := b.readyToSubmit(t, inv, testkit.RandomAddress(t))
		b.store.err = errors.New("disk full")

		_, err := b.svc.Submit(ctx, req)
		require.ErrorIs(t, err, b.store.err)
	})
}

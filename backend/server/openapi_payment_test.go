package server

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/ethereum/go-ethereum/crypto"
	"github.com/santhosh-tekuri/jsonschema/v6"
	"github.com/stretchr/testify/require"

	"github.com/paystead/paystead/backend/config"
	"github.com/paystead/paystead/backend/merchant"
	"github.com/paystead/paystead/shared/apierr"
	"github.com/paystead/paystead/shared/checkoutapi"
	"github.com/paystead/paystead/shared/escrowapi"
	"github.com/paystead/paystead/shared/invoiceapi"
)

// TestOpenAPIConformanceOfCheckoutAndEscrows covers the checkout and
// escrow endpoints: every error that needs no special setup, and the
// successes along one real payment (authorize, prepare, submit, settle,
// list, refund). It pays on the shared chain, so it is not parallel
// either (see TestOpenAPIConformance).
func TestOpenAPIConformanceOfCheckoutAndEscrows(t *testing.T) {
	app := startApp(t, nil)
	spec := fetchOpenAPI(t, app.URL)
	ctx := context.Background()
	api := app.URL + "/api"
	authorize, prepare, submit := api+"/checkout/authorize", api+"/checkout/prepare", api+"/checkout/submit"
	status := func(id string) string { return api + "/checkout/status/" + id }
	escrows, claim := api+"/escrows", api+"/escrows/claim"
	refund := func(id string) string { return api + "/invoices/" + id + "/refund" }
	key := secret(app)
	publishable := map[string]string{"X-Service-Api-Key": app.Seed.PublishableKey}
	unknownID := "0x" + strings.Repeat("cd", 32)

	open := createInvoice(t, app, "4.2")      // USDC, open, never paid
	var eurc invoiceapi.CreateInvoiceResponse // EURC: settles through a swap
	require.Equal(t, 201, call(t, "POST", api+"/invoices", key, map[string]any{"amountUsdc": 3, "payInToken": "EURC"}, &eurc).StatusCode)

	// A merchant of its own, with no invoices: claiming all of its escrows
	// claims nothing and sends no transaction.
	other, err := app.Merchants.CreateMerchant(ctx, merchant.Merchant{OwnerWallet: randomAddress(t)})
	require.NoError(t, err)
	_, otherKey, err := app.Merchants.CreateAPIKey(ctx, other.ID, merchant.Secret, "")
	require.NoError(t, err)
	otherSecret := map[string]string{"X-Service-Api-Key": otherKey}

	// A wallet that signs but was never authorized; signing needs neither
	// gas nor tokens.
	signerKey, err := crypto.GenerateKey()
	require.NoError(t, err)
	signer := payerWallet{key: signerKey, addr: crypto.PubkeyToAddress(signerKey.PublicKey)}

	var prep checkoutapi.PrepareResponse
	t.Run("PrepareForAFreshWallet", func(t *testing.T) {
		raw := checkCase(t, spec, conformanceCase{method: "POST", url: prepare, status: 200, requestValid: yes,
			body: checkoutapi.PrepareRequest{InvoiceID: open, Payer: signer.addr.Hex(), PayInToken: "USDC"}})
		require.NoError(t, json.Unmarshal(raw, &prep))
		require.NotNil(t, prep.Approval, "a fresh wallet has not approved Permit2 yet")
	})
	require.Equal(t, open, prep.Submission.InvoiceID, "prepare answered")
	submission := func(invoiceID, signature string) checkoutapi.SubmitRequest {
		s := prep.Submission
		return checkoutapi.SubmitRequest{InvoiceID: invoiceID, Payer: s.Payer, PayInToken: s.PayInToken, AmountIn: s.AmountIn,
			Permit2Data: s.Permit2Data, Permit2Signature: signature}
	}
	signed := signer.signTypedData(t, prep.TypedData)
	garbled := "0x" + strings.Repeat("11", 65)

	// One real payment: what the successes and the paid-invoice errors need.
	payer := newPayer(t, 10_000_000)
	paid := createInvoice(t, app, "2")
	var sub checkoutapi.SubmitResponse
	paidBody := readyToSubmit(t, app, paid, payer)
	t.Run("Submit", func(t *testing.T) {
		raw := checkCase(t, spec, conformanceCase{method: "POST", url: submit, body: paidBody, status: 202, requestValid: yes})
		require.NoError(t, json.Unmarshal(raw, &sub))
	})
	require.NotEmpty(t, sub.SubmissionID, "submit answered")
	st := waitStatus(t, app, sub.SubmissionID, "settled", "failed")
	require.Equal(t, "settled", st.Status, "error: %s", derefString(st.Error))

	runConformance(t, spec, []conformanceCase{
		// POST /api/checkout/authorize.
		{name: "AuthorizeAllow", method: "POST", url: authorize, status: 200, requestValid: yes,
			body: map[string]string{"invoiceId": open, "address": randomAddress(t).Hex()}},
		{name: "AuthorizeLowerCaseAddress", method: "POST", url: authorize, status: 200, requestValid: yes,
			body: map[string]string{"invoiceId": open, "address": strings.ToLower(randomAddress(t).Hex())}},
		{name: "AuthorizeMalformedAddress", method: "POST", url: authorize, status: 400, code: apierr.BadBody, requestValid: no,
			body: map[string]string{"invoiceId": open, "address": "0xnothex"}},
		{name: "AuthorizeBadChecksum", method: "POST", url: authorize, status: 400, code: apierr.BadBody,
			body: map[string]string{"invoiceId": open, "address": flipFirstLetter("0x52908400098527886E0F7030069857D2E4169EE7")}}, // mixed case whatever the flip
		{name: "AuthorizeMissingFields", method: "POST", url: authorize, status: 400, code: apierr.BadBody, requestValid: no, body: `{}`},
		{name: "AuthorizeUnknownField", method: "POST", url: authorize, status: 400, code: apierr.BadBody, requestValid: no,
			body: map[string]string{"invoiceId": open, "address": randomAddress(t).Hex(), "payer": "x"}},
		{name: "AuthorizeInvalidJSON", method: "POST", url: authorize, status: 400, code: apierr.BadBody, body: `{"invoiceId": `},
		{name: "AuthorizeNotJSON", method: "POST", url: authorize, headers: map[string]string{"Content-Type": "text/plain"},
			status: 415, code: apierr.UnsupportedMediaType, body: "invoiceId=1"},
		{name: "AuthorizeUnknownInvoice", method: "POST", url: authorize, status: 404, code: apierr.NotFound, requestValid: yes,
			body: map[string]string{"invoiceId": unknownID, "address": randomAddress(t).Hex()}},
		{name: "AuthorizePaidInvoice", method: "POST", url: authorize, status: 409, code: apierr.InvoiceNotOpen, requestValid: yes,
			body: map[string]string{"invoiceId": paid, "address": randomAddress(t).Hex()}},

		// POST /api/checkout/prepare.
		{name: "PrepareByTokenAddress", method: "POST", url: prepare, status: 200, requestValid: yes,
			body: checkoutapi.PrepareRequest{InvoiceID: open, Payer: payer.addr.Hex(), PayInToken: prep.Submission.PayInToken}},
		{name: "PrepareMalformed", method: "POST", url: prepare, status: 400, code: apierr.BadBody, requestValid: no,
			body: map[string]string{"invoiceId": "42", "payer": "0x1234"}},
		{name: "PrepareOtherToken", method: "POST", url: prepare, status: 400, code: apierr.BadBody,
			body: checkoutapi.PrepareRequest{InvoiceID: open, Payer: signer.addr.Hex(), PayInToken: "EURC"}},
		{name: "PrepareUnknownField", method: "POST", url: prepare, status: 400, code: apierr.BadBody, requestValid: no,
			body: map[string]string{"invoiceId": open, "payer": signer.addr.Hex(), "amount": "1"}},
		{name: "PrepareUnknownInvoice", method: "POST", url: prepare, status: 404, code: apierr.NotFound, requestValid: yes,
			body: checkoutapi.PrepareRequest{InvoiceID: unknownID, Payer: signer.addr.Hex()}},
		{name: "PreparePaidInvoice", method: "POST", url: prepare, status: 409, code: apierr.InvoiceNotOpen, requestValid: yes,
			body: checkoutapi.PrepareRequest{InvoiceID: paid, Payer: signer.addr.Hex()}},
		{name: "PrepareEURCInvoice", method: "POST", url: prepare, status: 200, requestValid: yes, // a swap payment
			body: checkoutapi.PrepareRequest{InvoiceID: eurc.InvoiceID, Payer: signer.addr.Hex(), PayInToken: "EURC"}},
		{name: "PrepareNotJSON", method: "POST", url: prepare, headers: map[string]string{"Content-Type": "text/plain"},
			status: 415, code: apierr.UnsupportedMediaType, body: "invoiceId=1"},

		// POST /api/checkout/submit.
		// The same submission again answers with it, settled (DESIGN: a repeated submit returns the same submission).
		{name: "SubmitSettledBodyAgain", method: "POST", url: submit, body: paidBody, status: 202, requestValid: yes},
		{name: "SubmitMissingFields", method: "POST", url: submit, status: 400, code: apierr.BadBody, requestValid: no, body: `{}`},
		{name: "SubmitMalformedFields", method: "POST", url: submit, status: 400, code: apierr.BadBody, requestValid: no,
			body: checkoutapi.SubmitRequest{InvoiceID: open, Payer: "0x12", PayInToken: "USDC", AmountIn: "-1",
				Permit2Data: checkoutapi.Permit2Data{Nonce: "x", Deadline: "soon", Witness: "0x00", WitnessTypeString: "Invoice"}, Permit2Signature: "0x"}},
		{name: "SubmitBadSignature", method: "POST", url: submit, status: 400, code: apierr.InvalidSignature, requestValid: yes,
			body: submission(open, garbled)},
		{name: "SubmitWithoutClearance", method: "POST", url: submit, status: 403, code: apierr.ComplianceRequired, requestValid: yes,
			body: submission(open, signed)},
		{name: "SubmitUnknownInvoice", method: "POST", url: submit, status: 404, code: apierr.NotFound, requestValid: yes,
			body: submission(unknownID, signed)},
		{name: "SubmitPaidInvoice", method: "POST", url: submit, status: 409, code: apierr.InvoiceNotOpen, requestValid: yes,
			body: submission(paid, signed)},
		{name: "SubmitEURCInvoice", method: "POST", url: submit, status: 400, code: apierr.BadBody, requestValid: yes, // another invoice's witness
			body: submission(eurc.InvoiceID, signed)},
		{name: "SubmitNotJSON", method: "POST", url: submit, headers: map[string]string{"Content-Type": "text/plain"},
			status: 415, code: apierr.UnsupportedMediaType, body: "x"},

		// GET /api/checkout/status/{submissionId}.
		{name: "StatusSettled", method: "GET", url: status(sub.SubmissionID), status: 200},
		{name: "StatusMalformedID", method: "GET", url: status("0x1234"), status: 400, code: apierr.BadBody},
		{name: "StatusUnknown", method: "GET", url: status(unknownID), status: 404, code: apierr.NotFound},

		// GET /api/escrows.
		{name: "EscrowsFiltered", method: "GET", url: escrows + "?paidFrom=2020-01-01T00:00:00Z&paidTo=2100-01-01T00:00:00Z&token=USDC",
			headers: key, status: 200},
		{name: "EscrowsOfAMerchantWithNone", method: "GET", url: escrows, headers: otherSecret, status: 200},
		{name: "EscrowsBadFilters", method: "GET", url: escrows + "?paidFrom=yesterday&token=usdc", headers: key, status: 400, code: apierr.BadBody},
		{name: "EscrowsPublishableKey", method: "GET", url: escrows, headers: publishable, status: 403, code: apierr.PublishableKeyForbidden},
		{name: "EscrowsMissingKey", method: "GET", url: escrows, status: 401, code: apierr.MissingAPIKey},

		// POST /api/escrows/claim.
		{name: "ClaimAllWithNothingMatured", method: "POST", url: claim, headers: otherSecret, status: 200, requestValid: yes,
			body: map[string]any{"all": true}},
		{name: "ClaimNeitherIDsNorAll", method: "POST", url: claim, headers: key, status: 400, code: apierr.BadBody, requestValid: no, body: `{}`},
		{name: "ClaimBothIDsAndAll", method: "POST", url: claim, headers: key, status: 400, code: apierr.BadBody, requestValid: no,
			body: map[string]any{"invoiceIds": []string{paid}, "all": true}},
		{name: "ClaimMalformedID", method: "POST", url: claim, headers: key, status: 400, code: apierr.BadBody, requestValid: no,
			body: map[string]any{"invoiceIds": []string{"0x1234"}}},
		{name: "ClaimUnpaidInvoice", method: "POST", url: claim, headers: key, status: 409, code: apierr.NotClaimable, requestValid: yes,
			body: map[string]any{"invoiceIds": []string{open}}},
		{name: "ClaimBeforeMaturity", method: "POST", url: claim, headers: key, status: 409, code: apierr.NotClaimable, requestValid: yes,
			body: map[string]any{"invoiceIds": []string{paid, unknownID}}},
		{name: "ClaimPublishableKey", method: "POST", url: claim, headers: publishable, status: 403, code: apierr.PublishableKeyForbidden,
			body: map[string]any{"all": true}},
		{name: "ClaimNotJSON", method: "POST", url: claim, headers: map[string]string{"X-Service-Api-Key": app.Seed.SecretKey, "Content-Type": "text/plain"},
			status: 415, code: apierr.UnsupportedMediaType, body: "all"},

		// POST /api/invoices/{id}/refund, before the refund.
		{name: "RefundMalformedID", method: "POST", url: refund("0x1234"), headers: key, status: 400, code: apierr.BadBody},
		{name: "RefundUnknownInvoice", method: "POST", url: refund(unknownID), headers: key, status: 404, code: apierr.NotFound},
		{name: "RefundOpenUnpaidInvoice", method: "POST", url: refund(open), headers: key, status: 409, code: apierr.InvoiceNotRefundable},
		{name: "RefundAnotherMerchantsInvoice", method: "POST", url: refund(paid), headers: otherSecret, status: 404, code: apierr.NotFound},
		{name: "RefundPublishableKey", method: "POST", url: refund(paid), headers: publishable, status: 403, code: apierr.PublishableKeyForbidden},
		{name: "RefundMissingKey", method: "POST", url: refund(paid), status: 401, code: apierr.MissingAPIKey},
		{name: "RefundZeroAmount", method: "POST", url: refund(paid), headers: key, status: 400, code: apierr.BadBody, requestValid: yes,
			body: map[string]string{"amount": "0"}},
		{name: "RefundAmountNotADecimal", method: "POST", url: refund(paid), headers: key, status: 400, code: apierr.BadBody, requestValid: yes,
			body: map[string]string{"amount": "1,5"}},
		{name: "RefundUnknownField", method: "POST", url: refund(paid), headers: key, status: 400, code: apierr.BadBody, requestValid: no,
			body: map[string]string{"amountUsdc": "1"}},
		{name: "RefundNotJSON", method: "POST", url: refund(paid), headers: map[string]string{"X-Service-Api-Key": app.Seed.SecretKey, "Content-Type": "text/plain"},
			status: 415, code: apierr.UnsupportedMediaType, body: "amount=1"},
		{name: "RefundPart", method: "POST", url: refund(paid), headers: key, status: 202, requestValid: yes, body: map[string]string{"amount": "0.5"}},
	})
	waitSends(t, app, paid)
	runConformance(t, spec, []conformanceCase{
		{name: "RefundMoreThanRemains", method: "POST", url: refund(paid), headers: key, status: 409, code: apierr.RefundExceedsRemaining, requestValid: yes,
			body: map[string]string{"amount": "1.500001"}},
		{name: "StatusPartlyRefunded", method: "GET", url: status(sub.SubmissionID), status: 200},
	})

	t.Run("EscrowsListThePayment", func(t *testing.T) {
		raw := checkCase(t, spec, conformanceCase{method: "GET", url: escrows, headers: key, status: 200})
		var sum escrowapi.Summary
		require.NoError(t, json.Unmarshal(raw, &sum))
		require.Contains(t, ids(sum.Pending), paid)
	})

	t.Run("Refund", func(t *testing.T) {
		raw := checkCase(t, spec, conformanceCase{method: "POST", url: refund(paid), headers: key, status: 202})
		var out escrowapi.RefundResult
		require.NoError(t, json.Unmarshal(raw, &out))
		require.Equal(t, paid, out.InvoiceID)
		require.Equal(t, escrowapi.RefundPending, out.Status)
		require.Equal(t, "1.5", out.Amount, "what the partial refund left")
		waitSends(t, app, paid)
	})

	runConformance(t, spec, []conformanceCase{
		{name: "StatusRefunded", method: "GET", url: status(sub.SubmissionID), status: 200},
		{name: "RefundAgain", method: "POST", url: refund(paid), headers: key, status: 409, code: apierr.InvoiceNotRefundable},
		{name: "AuthorizeRefundedInvoice", method: "POST", url: authorize, status: 409, code: apierr.InvoiceNotOpen, requestValid: yes,
			body: map[string]string{"invoiceId": paid, "address": randomAddress(t).Hex()}},
	})

	t.Run("GateDecisions", func(t *testing.T) {
		// Screening by list: each decision in its exact shape.
		sanctioned, highRisk, review := randomAddress(t), randomAddress(t), randomAddress(t)
		list := filepath.Join(t.TempDir(), "screening.txt")
		require.NoError(t, os.WriteFile(list, []byte(fmt.Sprintf("%s sanctioned\n%s high-risk\n%s review\n",
			sanctioned.Hex(), highRisk.Hex(), review.Hex())), 0o600))
		app := startApp(t, func(c *config.Config) {
			c.Compliance.Provider = "list"
			c.Compliance.ListFile = list
		})
		spec := fetchOpenAPI(t, app.URL)
		inv := createInvoice(t, app, "1")
		for _, tc := range []struct {
			name, shape string
			wallet      string
		}{
			{"Allow", "AuthorizeAllow", randomAddress(t).Hex()},
			{"Review", "AuthorizeReview", review.Hex()},
			{"RejectSanctioned", "AuthorizeReject", sanctioned.Hex()},
			{"RejectHighRisk", "AuthorizeReject", highRisk.Hex()},
		} {
			t.Run(tc.name, func(t *testing.T) {
				raw := checkCase(t, spec, conformanceCase{method: "POST", url: app.URL + "/api/checkout/authorize", status: 200, requestValid: yes,
					body: map[string]string{"invoiceId": inv, "address": tc.wallet}})
				inst, err := jsonschema.UnmarshalJSON(bytes.NewReader(raw))
				require.NoError(t, err)
				require.NoError(t, spec.schema(t, "#/components/schemas/"+tc.shape).Validate(inst), "body: %s", raw)
			})
		}
	})
}

package sdk_test

import (
	"context"
	"net/http"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"github.com/paystead/paystead/sdk"
	"github.com/paystead/paystead/shared/apierr"
	"github.com/paystead/paystead/shared/checkoutapi"
)

// pageClient is a key-less page client on the fake server.
func (f *fakePaystead) pageClient(t *testing.T) *sdk.Client {
	t.Helper()
	c, err := sdk.NewPageClient(f.srv.URL, sdk.WithMaxRetryWait(50*time.Millisecond))
	require.NoError(t, err)
	return c
}

func TestCheckoutCalls(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	invoiceID := "0x5f0c2f4a8e3b1d6c7a9e0b2d4f6a8c0e1b3d5f7a9c2e4b6d8f0a1c3e5b7d9f12"
	payer := "0x8ba1f109551bD432803012645Ac136ddd64DBA72"

	t.Run("AuthorizeReadsEachDecisionShape", func(t *testing.T) {
		t.Parallel()
		for _, tc := range []struct {
			name   string
			answer map[string]any
			want   checkoutapi.Decision
		}{
			{"Allow", map[string]any{"decision": "allow", "screenedAt": "2026-03-02T10:15:30Z", "ttlSeconds": 86400},
				checkoutapi.Decision{Decision: "allow", ScreenedAt: ptr(time.Date(2026, 3, 2, 10, 15, 30, 0, time.UTC)), TTLSeconds: 86400}},
			{"Review", map[string]any{"decision": "review", "ticketId": "t-1", "reason": "needs review", "supportContact": "help@shop.example"},
				checkoutapi.Decision{Decision: "review", TicketID: "t-1", Reason: "needs review", SupportContact: "help@shop.example"}},
			{"Reject", map[string]any{"decision": "reject", "code": "SANCTIONED_WALLET", "reason": "sanctioned"},
				checkoutapi.Decision{Decision: "reject", Code: checkoutapi.RejectSanctionedWallet, Reason: "sanctioned"}},
		} {
			t.Run(tc.name, func(t *testing.T) {
				t.Parallel()
				f := newFakePaystead(t, answerJSON(http.StatusOK, tc.answer))
				d, err := f.pageClient(t).Authorize(ctx, checkoutapi.AuthorizeRequest{InvoiceID: invoiceID, Address: payer})
				require.NoError(t, err)
				require.Equal(t, tc.want, *d)
				r := f.requests()[0]
				require.Equal(t, "POST", r.Method)
				require.Equal(t, "/api/checkout/authorize", r.Path)
				require.Empty(t, r.Header.Get("X-Service-Api-Key"), "a page client has no key")
				require.JSONEq(t, `{"invoiceId":"`+invoiceID+`","address":"`+payer+`"}`, r.Body)
			})
		}
	})

	t.Run("PrepareDecodesTypedDataAndApproval", func(t *testing.T) {
		t.Parallel()
		f := newFakePaystead(t, answerJSON(http.StatusOK, map[string]any{
			"typedData": map[string]any{"primaryType": "PermitWitnessTransferFrom", "domain": map[string]any{"name": "Permit2", "chainId": "1337", "verifyingContract": "0x01"},
				"message": map[string]any{"permitted": map[string]any{"token": "0x02", "amount": "19990000"}}},
			"submission": map[string]any{"invoiceId": invoiceID, "payer": payer, "payInToken": "0x02", "amountIn": "19990000",
				"permit2Data": map[string]any{"nonce": "7", "deadline": "1900000000", "witness": "0xab", "witnessTypeString": "Invoice witness)"}},
			"approval": map[string]any{"to": "0x02", "data": "0x095ea7b3"},
		}))
		p, err := f.pageClient(t).Prepare(ctx, checkoutapi.PrepareRequest{InvoiceID: invoiceID, Payer: payer, PayInToken: "USDC"})
		require.NoError(t, err)
		require.Equal(t, "19990000", p.TypedData.Message.Permitted.Amount)
		require.Equal(t, "7", p.Submission.Permit2Data.Nonce)
		require.Equal(t, &checkoutapi.Approval{To: "0x02", Data: "0x095ea7b3"}, p.Approval)
		r := f.requests()[0]
		require.Equal(t, "/api/checkout/prepare", r.Path)
		require.JSONEq(t, `{"invoiceId":"`+invoiceID+`","payer":"`+payer+`","payInToken":"USDC"}`, r.Body)
	})

	t.Run("SubmitIsRetriedAfterAServerError", func(t *testing.T) {
		t.Parallel()
		f := newFakePaystead(t, sequence(answerError(http.StatusBadGateway, apierr.Internal),
			answerJSON(http.StatusAccepted, map[string]string{"submissionId": "0xfeed", "status": "pending"})))
		s, err := f.pageClient(t).Submit(ctx, checkoutapi.SubmitRequest{InvoiceID: invoiceID, Payer: payer, AmountIn: "1", Permit2Signature: "0x1234"})
		require.NoError(t, err)
		require.Equal(t, &checkoutapi.SubmitResponse{SubmissionID: "0xfeed", Status: "pending"}, s)
		reqs := f.requests()
		require.Len(t, reqs, 2, "the server deduplicates a signed submission, so it is sent again")
		require.Equal(t, reqs[0].Body, reqs[1].Body)
		require.Equal(t, "/api/checkout/submit", reqs[1].Path)
	})

	t.Run("SubmitRefusalCarriesTheServerCode", func(t *testing.T) {
		t.Parallel()
		f := newFakePaystead(t, answerError(http.StatusForbidden, apierr.ComplianceRequired))
		_, err := f.pageClient(t).Submit(ctx, checkoutapi.SubmitRequest{InvoiceID: invoiceID})
		ce := requireCode(t, err, sdk.CodeUnknown)
		require.Equal(t, apierr.ComplianceRequired, ce.ServerCode)
		require.Equal(t, http.StatusForbidden, ce.Status)
		require.Len(t, f.requests(), 1, "a 403 is not retried")
	})

	t.Run("SubmissionStatus", func(t *testing.T) {
		t.Parallel()
		f := newFakePaystead(t, answerJSON(http.StatusOK, map[string]any{"status": "settled", "settleTxHash": "0xaa", "refundTxHash": nil, "error": nil}))
		st, err := f.pageClient(t).SubmissionStatus(ctx, "0xfeed")
		require.NoError(t, err)
		require.Equal(t, checkoutapi.StatusSettled, st.Status)
		require.Equal(t, "0xaa", *st.SettleTxHash)
		require.Nil(t, st.Error)
		r := f.requests()[0]
		require.Equal(t, "GET", r.Method)
		require.Equal(t, "/api/checkout/status/0xfeed", r.Path)
	})

	t.Run("SubmissionStatusNeedsAnID", func(t *testing.T) {
		t.Parallel()
		f := newFakePaystead(t, answerJSON(http.StatusOK, map[string]any{}))
		_, err := f.pageClient(t).SubmissionStatus(ctx, " ")
		requireCode(t, err, sdk.CodeUnknown)
		require.Empty(t, f.requests(), "nothing is sent")
	})

	t.Run("QuoteReverse", func(t *testing.T) {
		t.Parallel()
		f := newFakePaystead(t, answerJSON(http.StatusOK, map[string]any{"payInToken": "EURC", "payoutToken": "USDC", "amountIn": "18.5",
			"estimatedOutput": "19.99", "stopLimit": "19.99", "fees": []any{}, "ttlSeconds": 30, "issuedAt": "2026-03-02T10:15:30Z"}))
		target, slippage := "19.99", 50
		q, err := f.pageClient(t).Quote(ctx, checkoutapi.QuoteRequest{PayInToken: "EURC", PayoutToken: "USDC", TargetOutput: &target, SlippageBps: &slippage})
		require.NoError(t, err)
		require.Equal(t, "18.5", q.AmountIn)
		require.Equal(t, 30, q.TTLSeconds)
		r := f.requests()[0]
		require.Equal(t, "/api/checkout/quote", r.Path)
		require.JSONEq(t, `{"payInToken":"EURC","payoutToken":"USDC","targetOutput":"19.99","slippageBps":50}`, r.Body)
	})
}

func ptr[T any](v T) *T { return &v }

package sdk_test

import (
	"context"
	"net/http"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"github.com/paystead/paystead/sdk"
	"github.com/paystead/paystead/shared/apierr"
	"github.com/paystead/paystead/shared/escrowapi"
)

func TestEscrows(t *testing.T) {
	t.Parallel()

	t.Run("PublishableKeySendsNoRequest", func(t *testing.T) {
		t.Parallel()
		f := newFakePaystead(t, answerJSON(200, map[string]any{}))
		_, err := f.client(t, "pk_live_browser").Escrows(context.Background(), sdk.EscrowFilters{})
		ce := requireCode(t, err, sdk.CodePublishableKeyForbidden)
		require.Zero(t, ce.Status)
		require.Empty(t, f.requests())
	})

	t.Run("ServerRefusalIsPublishableKeyForbidden", func(t *testing.T) {
		t.Parallel()
		// A publishable key whose prefix the client cannot recognise.
		f := newFakePaystead(t, answerError(403, apierr.PublishableKeyForbidden))
		_, err := f.client(t, "custom_key").Escrows(context.Background(), sdk.EscrowFilters{})
		ce := requireCode(t, err, sdk.CodePublishableKeyForbidden)
		require.Equal(t, 403, ce.Status)
	})

	t.Run("SendsFiltersAndDecodesBuckets", func(t *testing.T) {
		t.Parallel()
		f := newFakePaystead(t, answerJSON(200, map[string]any{
			"pending": []map[string]any{{
				"invoiceId": "0x01", "amount": "19.99", "amountUnits": "19990000", "token": "USDC",
				"payer": "0x00000000000000000000000000000000000000aa", "paidAt": "2026-03-01T10:00:00Z",
				"claimableAt": "2026-03-08T10:00:00Z", "claimedAt": nil, "settleTxHash": "0xs1",
				"claimTxHash": nil, "metadata": map[string]string{"order": "A-1"},
			}},
			"matured":   []any{},
			"claimed":   nil,
			"truncated": true,
		}))
		from := time.Date(2026, 3, 1, 0, 0, 0, 0, time.UTC)
		to := time.Date(2026, 3, 31, 0, 0, 0, 0, time.FixedZone("CET", 3600))
		sum, err := f.client(t, "ak_live_secret").Escrows(context.Background(), sdk.EscrowFilters{PaidFrom: from, PaidTo: to, Token: sdk.EURC})
		require.NoError(t, err)
		require.True(t, sum.Truncated)
		require.Len(t, sum.Pending, 1)
		row := sum.Pending[0]
		require.Equal(t, "19.99", row.Amount)
		require.Equal(t, "19990000", row.AmountUnits)
		require.Equal(t, sdk.USDC, row.Token)
		require.Nil(t, row.ClaimedAt, "null until claimed")
		require.Nil(t, row.ClaimTxHash, "null until claimed")
		require.Equal(t, time.Date(2026, 3, 8, 10, 0, 0, 0, time.UTC), row.ClaimableAt.UTC())
		require.Equal(t, "A-1", row.Metadata["order"])
		require.NotNil(t, sum.Matured)
		require.NotNil(t, sum.Claimed)

		r := f.requests()[0]
		require.Equal(t, "GET", r.Method)
		require.Equal(t, "/api/escrows", r.Path)
		require.Equal(t, "ak_live_secret", r.Header.Get("X-Service-Api-Key"))
		require.Equal(t, "paidFrom=2026-03-01T00%3A00%3A00Z&paidTo=2026-03-30T23%3A00%3A00Z&token=EURC", r.RawQuery)
	})

	t.Run("ServerErrorIsRetried", func(t *testing.T) {
		t.Parallel()
		f := newFakePaystead(t, sequence(answerError(503, apierr.Unavailable, "Retry-After", "0"), answerJSON(200, map[string]any{"pending": []any{}, "matured": []any{}, "claimed": []any{}, "truncated": false})))
		_, err := f.client(t, "ak_live_secret").Escrows(context.Background(), sdk.EscrowFilters{})
		require.NoError(t, err)
		require.Len(t, f.requests(), 2)
	})
}

func TestRefund(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	invoiceID := "0x5f0c2f4a8e3b1d6c7a9e0b2d4f6a8c0e1b3d5f7a9c2e4b6d8f0a1c3e5b7d9f12"

	t.Run("SendsTheKeyAndDecodesTheRefund", func(t *testing.T) {
		t.Parallel()
		f := newFakePaystead(t, answerJSON(http.StatusAccepted, map[string]string{"invoiceId": invoiceID, "refundTxHash": "0xr1", "status": "pending"}))
		got, err := f.client(t, "ak_live_secret").Refund(ctx, invoiceID)
		require.NoError(t, err)
		require.Equal(t, sdk.RefundResult{InvoiceID: invoiceID, RefundTxHash: "0xr1", Status: "pending"}, *got)
		reqs := f.requests()
		require.Len(t, reqs, 1)
		require.Equal(t, "POST", reqs[0].Method)
		require.Equal(t, "/api/invoices/"+invoiceID+"/refund", reqs[0].Path)
		require.Equal(t, "ak_live_secret", reqs[0].Header.Get("X-Service-Api-Key"))
		require.Empty(t, reqs[0].Body)
	})

	t.Run("SendsThePartToRefund", func(t *testing.T) {
		t.Parallel()
		f := newFakePaystead(t, answerJSON(http.StatusAccepted, map[string]string{"invoiceId": invoiceID, "refundTxHash": "0xr2", "status": "pending",
			"amount": "1.25", "amountUnits": "1250000", "remaining": "18.74", "remainingUnits": "18740000"}))
		got, err := f.client(t, "ak_live_secret").Refund(ctx, invoiceID, sdk.RefundParams{Amount: "1.25"})
		require.NoError(t, err)
		require.Equal(t, sdk.RefundResult{InvoiceID: invoiceID, RefundTxHash: "0xr2", Status: "pending",
			Amount: "1.25", AmountUnits: "1250000", Remaining: "18.74", RemainingUnits: "18740000"}, *got)
		reqs := f.requests()
		require.Len(t, reqs, 1)
		require.JSONEq(t, `{"amount":"1.25"}`, reqs[0].Body)
		require.Equal(t, "application/json", reqs[0].Header.Get("Content-Type"))
	})

	t.Run("AnEmptyAmountRefundsEverything", func(t *testing.T) {
		t.Parallel()
		f := newFakePaystead(t, answerJSON(http.StatusOK, map[string]string{"invoiceId": invoiceID}))
		_, err := f.client(t, "ak_live_secret").Refund(ctx, invoiceID, sdk.RefundParams{})
		require.NoError(t, err)
		require.Empty(t, f.requests()[0].Body)
	})

	t.Run("ABadAmountSendsNoRequest", func(t *testing.T) {
		t.Parallel()
		for _, amount := range []string{"0", "1.0000001", "-2", "abc"} {
			f := newFakePaystead(t, answerJSON(http.StatusOK, map[string]string{}))
			_, err := f.client(t, "ak_live_secret").Refund(ctx, invoiceID, sdk.RefundParams{Amount: amount})
			ce := requireCode(t, err, sdk.CodeUnknown)
			require.Contains(t, ce.Error(), "amount", amount)
			require.Empty(t, f.requests(), amount)
		}
	})

	t.Run("PublishableKeySendsNoRequest", func(t *testing.T) {
		t.Parallel()
		f := newFakePaystead(t, answerJSON(http.StatusOK, map[string]string{}))
		_, err := f.client(t, "pk_live_browser").Refund(ctx, invoiceID)
		ce := requireCode(t, err, sdk.CodePublishableKeyForbidden)
		require.Zero(t, ce.Status)
		require.Empty(t, f.requests())
	})

	t.Run("MissingIDSendsNoRequest", func(t *testing.T) {
		t.Parallel()
		f := newFakePaystead(t, answerJSON(http.StatusOK, map[string]string{}))
		_, err := f.client(t, "ak_live_secret").Refund(ctx, " ")
		requireCode(t, err, sdk.CodeUnknown)
		require.Empty(t, f.requests())
	})

	t.Run("ErrorsMapToCodes", func(t *testing.T) {
		t.Parallel()
		for _, tc := range []struct {
			name   string
			status int
			server apierr.Code
			want   sdk.ErrorCode
		}{
			{"WindowClosed", http.StatusConflict, apierr.RefundWindowClosed, sdk.CodeUnknown},
			{"NotRefundable", http.StatusConflict, apierr.InvoiceNotRefundable, sdk.CodeUnknown},
			{"ExceedsRemaining", http.StatusConflict, apierr.RefundExceedsRemaining, sdk.CodeUnknown},
			{"NotFound", http.StatusNotFound, apierr.NotFound, sdk.CodeUnknown},
			{"UnknownKey", http.StatusUnauthorized, apierr.InvalidAPIKey, sdk.CodeInvalidAPIKey},
			{"ServerRefusesPublishableKey", http.StatusForbidden, apierr.PublishableKeyForbidden, sdk.CodePublishableKeyForbidden},
			{"ChainError", http.StatusBadGateway, apierr.ChainError, sdk.CodeServerError},
		} {
			t.Run(tc.name, func(t *testing.T) {
				t.Parallel()
				f := newFakePaystead(t, answerError(tc.status, tc.server))
				_, err := f.client(t, "ak_live_secret").Refund(ctx, invoiceID)
				ce := requireCode(t, err, tc.want)
				require.Equal(t, tc.status, ce.Status)
				require.Equal(t, tc.server, ce.ServerCode)
				require.Equal(t, "req_fake", ce.RequestID)
			})
		}
	})

	t.Run("IsNotRetried", func(t *testing.T) {
		t.Parallel()
		// The refund may have gone out before the answer was lost.
		f := newFakePaystead(t, answerError(http.StatusServiceUnavailable, apierr.Unavailable, "Retry-After", "0"))
		_, err := f.client(t, "ak_live_secret").Refund(ctx, invoiceID)
		requireCode(t, err, sdk.CodeServerError)
		require.Len(t, f.requests(), 1)
	})
}

func TestClaim(t *testing.T) {
	t.Parallel()
	ctx := context.Background()

	t.Run("All", func(t *testing.T) {
		t.Parallel()
		f := newFakePaystead(t, answerJSON(http.StatusAccepted, map[string]any{"invoiceIds": []string{"0x01", "0x02"}, "txHashes": []string{"0xt1"}}))
		got, err := f.client(t, "ak_live_secret").Claim(ctx, sdk.ClaimParams{All: true})
		require.NoError(t, err)
		require.Equal(t, sdk.ClaimResult{InvoiceIDs: []string{"0x01", "0x02"}, TxHashes: []string{"0xt1"}}, *got)
		reqs := f.requests()
		require.Len(t, reqs, 1)
		require.Equal(t, "POST", reqs[0].Method)
		require.Equal(t, "/api/escrows/claim", reqs[0].Path)
		require.Equal(t, "ak_live_secret", reqs[0].Header.Get("X-Service-Api-Key"))
		require.Equal(t, "application/json", reqs[0].Header.Get("Content-Type"))
		require.JSONEq(t, `{"all":true}`, reqs[0].Body)
	})

	t.Run("Some", func(t *testing.T) {
		t.Parallel()
		f := newFakePaystead(t, answerJSON(http.StatusOK, map[string]any{"invoiceIds": []string{}, "txHashes": []string{}}))
		got, err := f.client(t, "ak_live_secret").Claim(ctx, sdk.ClaimParams{InvoiceIDs: []string{"0x01", "0x02"}})
		require.NoError(t, err)
		require.Empty(t, got.InvoiceIDs)
		require.JSONEq(t, `{"invoiceIds":["0x01","0x02"]}`, f.requests()[0].Body)
	})

	t.Run("InvalidParamsSendNoRequest", func(t *testing.T) {
		t.Parallel()
		tooMany := make([]string, 1001)
		for i := range tooMany {
			tooMany[i] = "0x01"
		}
		for name, params := range map[string]sdk.ClaimParams{
			"Neither":  {},
			"Both":     {All: true, InvoiceIDs: []string{"0x01"}},
			"TooMany":  {InvoiceIDs: tooMany},
			"EmptyIDs": {InvoiceIDs: []string{}},
		} {
			t.Run(name, func(t *testing.T) {
				t.Parallel()
				f := newFakePaystead(t, answerJSON(http.StatusOK, map[string]any{}))
				_, err := f.client(t, "ak_live_secret").Claim(ctx, params)
				requireCode(t, err, sdk.CodeUnknown)
				require.Empty(t, f.requests())
			})
		}
	})

	t.Run("PublishableKeySendsNoRequest", func(t *testing.T) {
		t.Parallel()
		f := newFakePaystead(t, answerJSON(http.StatusOK, map[string]any{}))
		_, err := f.client(t, "pk_live_browser").Claim(ctx, sdk.ClaimParams{All: true})
		requireCode(t, err, sdk.CodePublishableKeyForbidden)
		require.Empty(t, f.requests())
	})

	t.Run("NotClaimableNamesTheInvoices", func(t *testing.T) {
		t.Parallel()
		f := newFakePaystead(t, answerJSON(http.StatusConflict, apierr.Error{Code: apierr.NotClaimable, Message: "Some invoices cannot be claimed: 1 refused.",
			Fields: []apierr.FieldError{{Field: "invoiceIds", Message: "0x01 matures at 2026-03-08T00:00:00Z"}}}))
		_, err := f.client(t, "ak_live_secret").Claim(ctx, sdk.ClaimParams{InvoiceIDs: []string{"0x01"}})
		ce := requireCode(t, err, sdk.CodeUnknown)
		require.Equal(t, apierr.NotClaimable, ce.ServerCode)
		require.Len(t, ce.Fields, 1)
		require.Equal(t, "invoiceIds", ce.Fields[0].Field)
	})

	t.Run("IsNotRetried", func(t *testing.T) {
		t.Parallel()
		f := newFakePaystead(t, answerError(http.StatusBadGateway, apierr.ChainError))
		_, err := f.client(t, "ak_live_secret").Claim(ctx, sdk.ClaimParams{All: true})
		requireCode(t, err, sdk.CodeServerError)
		require.Len(t, f.requests(), 1)
	})
}

// TestHeldFunds: what the gateway holds for an invoice, and the return link for it, through the
// merchant's secret key (never a publishable one) or the dashboard's session, at the routes the
// API serves.
func TestHeldFunds(t *testing.T) {
	t.Parallel()
	held := map[string]any{"data": []map[string]any{{"chainId": 8453, "token": "USDC", "tokenAddress": "0x00000000000000000000000000000000000000c1",
		"held": "2", "heldUnits": "2000000", "returned": "0", "returnedUnits": "0", "remaining": "2", "remainingUnits": "2000000",
		"since": "2026-03-01T10:00:00Z"}}}
	link := map[string]any{"id": "rl_1", "kind": "return", "status": "open", "url": "https://pay.example/r/x"}
	ctx := context.Background()

	t.Run("PublishableKeySendsNoRequest", func(t *testing.T) {
		t.Parallel()
		f := newFakePaystead(t, answerJSON(200, held))
		_, err := f.client(t, "pk_live_browser").HeldFunds(ctx, "0x01")
		requireCode(t, err, sdk.CodePublishableKeyForbidden)
		_, err = f.client(t, "pk_live_browser").IssueReturnLink(ctx, "0x01", 8453, "0x00000000000000000000000000000000000000c1")
		requireCode(t, err, sdk.CodePublishableKeyForbidden)
		require.Empty(t, f.requests())
	})

	for _, c := range []struct {
		name, prefix string
		list         func(*sdk.Client) ([]escrowapi.HeldFunds, error)
		issue        func(*sdk.Client) (*sdk.RefundLink, error)
	}{
		{"SecretKey", "/api/invoices/",
			func(c *sdk.Client) ([]escrowapi.HeldFunds, error) { return c.HeldFunds(ctx, "0x01") },
			func(c *sdk.Client) (*sdk.RefundLink, error) {
				return c.IssueReturnLink(ctx, "0x01", 8453, "0x00000000000000000000000000000000000000c1")
			}},
		{"Session", "/api/merchant/invoices/",
			func(c *sdk.Client) ([]escrowapi.HeldFunds, error) { return c.MerchantHeldFunds(ctx, "0x01") },
			func(c *sdk.Client) (*sdk.RefundLink, error) {
				return c.MerchantIssueReturnLink(ctx, "0x01", 8453, "0x00000000000000000000000000000000000000c1")
			}},
	} {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			f := newFakePaystead(t, answerJSON(200, held))
			got, err := c.list(f.client(t, "ak_live_secret"))
			require.NoError(t, err)
			require.Len(t, got, 1)
			require.Equal(t, "2", got[0].Remaining)
			require.Equal(t, "2000000", got[0].RemainingUnits)
			require.Equal(t, c.prefix+"0x01/held", f.requests()[0].Path)

			f = newFakePaystead(t, answerJSON(201, link))
			l, err := c.issue(f.client(t, "ak_live_secret"))
			require.NoError(t, err)
			require.Equal(t, "https://pay.example/r/x", l.URL)
			req := f.requests()[0]
			require.Equal(t, http.MethodPost, req.Method)
			require.Equal(t, c.prefix+"0x01/refund-links", req.Path)
			require.JSONEq(t, `{"held":{"chainId":8453,"token":"0x00000000000000000000000000000000000000c1"}}`, req.Body)
		})
	}
}

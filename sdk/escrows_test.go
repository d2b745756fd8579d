package sdk_test

import (
	"context"
	"net/http"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/paystead/paystead/sdk"
	"github.com/paystead/paystead/shared/apierr"
)

func TestRefund(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	invoiceID := "0x5f0c2f4a8e3b1d6c7a9e0b2d4f6a8c0e1b3d5f7a9c2e4b6d8f0a1c3e5b7d9f12"

	t.Run("SendsTheKeyAndDecodesTheRefund", func(t *testing.T) {
		t.Parallel()
		f := newFakePaystead(t, answerJSON(http.StatusOK, map[string]string{"invoiceId": invoiceID, "refundTxHash": "0xr1", "status": "refunded"}))
		got, err := f.client(t, "ak_live_secret").Refund(ctx, invoiceID)
		require.NoError(t, err)
		require.Equal(t, sdk.RefundResult{InvoiceID: invoiceID, RefundTxHash: "0xr1", Status: "refunded"}, *got)
		reqs := f.requests()
		require.Len(t, reqs, 1)
		require.Equal(t, "POST", reqs[0].Method)
		require.Equal(t, "/api/invoices/"+invoiceID+"/refund", reqs[0].Path)
		require.Equal(t, "ak_live_secret", reqs[0].Header.Get("X-Service-Api-Key"))
		require.Empty(t, reqs[0].Body)
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
		f := newFakePaystead(t, answerJSON(http.StatusOK, map[string]any{"claimed": []string{"0x01", "0x02"}, "txHashes": []string{"0xt1"}}))
		got, err := f.client(t, "ak_live_secret").Claim(ctx, sdk.ClaimParams{All: true})
		require.NoError(t, err)
		require.Equal(t, sdk.ClaimResult{Claimed: []string{"0x01", "0x02"}, TxHashes: []string{"0xt1"}}, *got)
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
		f := newFakePaystead(t, answerJSON(http.StatusOK, map[string]any{"claimed": []string{}, "txHashes": []string{}}))
		got, err := f.client(t, "ak_live_secret").Claim(ctx, sdk.ClaimParams{InvoiceIDs: []string{"0x01", "0x02"}})
		require.NoError(t, err)
		require.Empty(t, got.Claimed)
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

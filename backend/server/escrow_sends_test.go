package server

import (
	"context"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"github.com/paystead/paystead/backend/invoice"
	"github.com/paystead/paystead/shared/escrowapi"
)

// sendRefund posts a refund of invoiceID (body nil: everything that
// remains) to the merchant API with headers, or to url when it names a
// path of its own. A refund is answered once its transaction is sent
// (202, pending); sendRefund returns once the refund's outcome is recorded.
func sendRefund(t *testing.T, app testApp, invoiceID string, headers map[string]string, body any) escrowapi.RefundResult {
	t.Helper()
	return sendRefundTo(t, app, app.URL+"/api/invoices/"+invoiceID+"/refund", invoiceID, headers, body)
}

// sendRefundTo is sendRefund to url.
func sendRefundTo(t *testing.T, app testApp, url, invoiceID string, headers map[string]string, body any) escrowapi.RefundResult {
	t.Helper()
	var out escrowapi.RefundResult
	require.Equal(t, http.StatusAccepted, call(t, "POST", url, headers, body, &out).StatusCode)
	require.Equal(t, escrowapi.RefundPending, out.Status)
	require.Equal(t, invoiceID, out.InvoiceID)
	waitSends(t, app, invoiceID)
	return out
}

// sendClaim posts a claim to url with headers: answered once its
// transactions are sent (202; 200 when nothing was), it returns once every
// invoice in the answer has its outcome recorded.
func sendClaim(t *testing.T, app testApp, url string, headers map[string]string, req escrowapi.ClaimRequest) escrowapi.ClaimResult {
	t.Helper()
	var out escrowapi.ClaimResult
	status := call(t, "POST", url, headers, req, &out).StatusCode
	if len(out.InvoiceIDs) == 0 {
		require.Equal(t, http.StatusOK, status)
	} else {
		require.Equal(t, http.StatusAccepted, status)
	}
	waitSends(t, app, out.InvoiceIDs...)
	return out
}

// waitSends waits until no refund or claim of the invoices ids that the
// server wallet sent is open: each is recorded done or failed.
func waitSends(t *testing.T, app testApp, ids ...string) {
	t.Helper()
	if len(ids) == 0 {
		return
	}
	raw := make([][]byte, len(ids))
	for i, s := range ids {
		id, err := invoice.ParseID(s)
		require.NoError(t, err)
		raw[i] = id[:]
	}
	deadline := time.Now().Add(60 * time.Second)
	for {
		var open int
		require.NoError(t, app.Pool.QueryRow(context.Background(), `SELECT count(*) FROM escrow_sends s
			JOIN escrow_send_invoices i ON i.tx_hash = s.tx_hash WHERE i.invoice_id = ANY($1) AND s.status = 'sent'`, raw).Scan(&open))
		if open == 0 {
			return
		}
		if time.Now().After(deadline) {
			t.Fatalf("%d refunds or claims of %s still unrecorded after a minute", open, strings.Join(ids, ", "))
		}
		time.Sleep(20 * time.Millisecond)
	}
}

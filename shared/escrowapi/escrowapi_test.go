package escrowapi_test

import (
	"testing"
	"time"

	"github.com/paystead/paystead/shared/escrowapi"
	"github.com/paystead/paystead/shared/internal/wiretest"
)

// The bodies as the server has always written them: these tests pin field
// order, nulls and left-out fields, which the OpenAPI document and clients
// rely on.
func TestWire(t *testing.T) {
	t.Parallel()
	at := time.Date(2026, 3, 1, 12, 0, 0, 0, time.UTC)
	claimTx := "0xc1"
	wiretest.Run(t, []wiretest.Case{
		{Name: "UnclaimedRow", In: escrowapi.Row{InvoiceID: "0x01", Amount: "1.5", AmountUnits: "1500000", Token: "USDC", Payer: "0xP", PaidAt: at, ClaimableAt: at, SettleTxHash: "0xs", Metadata: map[string]string{}},
			Want: `{"invoiceId":"0x01","amount":"1.5","amountUnits":"1500000","token":"USDC","payer":"0xP","paidAt":"2026-03-01T12:00:00Z","claimableAt":"2026-03-01T12:00:00Z","claimedAt":null,"settleTxHash":"0xs","claimTxHash":null,"metadata":{}}`},
		{Name: "ClaimedRow", In: escrowapi.Row{InvoiceID: "0x02", Token: "EURC", PaidAt: at, ClaimableAt: at, ClaimedAt: &at, ClaimTxHash: &claimTx, Metadata: map[string]string{"order": "A-1"}},
			Want: `{"invoiceId":"0x02","amount":"","amountUnits":"","token":"EURC","payer":"","paidAt":"2026-03-01T12:00:00Z","claimableAt":"2026-03-01T12:00:00Z","claimedAt":"2026-03-01T12:00:00Z","settleTxHash":"","claimTxHash":"0xc1","metadata":{"order":"A-1"}}`},
		{Name: "EmptySummary", In: escrowapi.Summary{Pending: []escrowapi.Row{}, Matured: []escrowapi.Row{}, Claimed: []escrowapi.Row{}},
			Want: `{"pending":[],"matured":[],"claimed":[],"truncated":false}`},
		{Name: "ClaimAll", In: escrowapi.ClaimRequest{All: true}, Want: `{"all":true}`},
		{Name: "ClaimSome", In: escrowapi.ClaimRequest{InvoiceIDs: []string{"0x01"}}, Want: `{"invoiceIds":["0x01"]}`},
		{Name: "ClaimResult", In: escrowapi.ClaimResult{Claimed: []string{}, TxHashes: []string{}}, Want: `{"claimed":[],"txHashes":[]}`},
		{Name: "Refund", In: escrowapi.RefundResult{InvoiceID: "0x01", RefundTxHash: "0xr", Status: escrowapi.RefundStatus},
			Want: `{"invoiceId":"0x01","refundTxHash":"0xr","status":"refunded"}`},
	})
}

package escrowapi_test

import (
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"github.com/paystead/paystead/shared/apierr"
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
		{Name: "UnclaimedRow", In: escrowapi.Row{InvoiceID: "0x01", ChainID: 8453, Amount: "1.5", AmountUnits: "1500000", Refunded: "0.25", Token: "USDC", Payer: "0xP", PaidAt: at, ClaimableAt: at, SettleTxHash: "0xs", Metadata: map[string]string{}},
			Want: `{"invoiceId":"0x01","chainId":8453,"amount":"1.5","amountUnits":"1500000","refunded":"0.25","token":"USDC","payer":"0xP","paidAt":"2026-03-01T12:00:00Z","claimableAt":"2026-03-01T12:00:00Z","claimedAt":null,"settleTxHash":"0xs","claimTxHash":null,"metadata":{}}`},
		{Name: "ClaimedRow", In: escrowapi.Row{InvoiceID: "0x02", ChainID: 8453, Token: "EURC", PaidAt: at, ClaimableAt: at, ClaimedAt: &at, ClaimTxHash: &claimTx, Metadata: map[string]string{"order": "A-1"}},
			Want: `{"invoiceId":"0x02","chainId":8453,"amount":"","amountUnits":"","refunded":"","token":"EURC","payer":"","paidAt":"2026-03-01T12:00:00Z","claimableAt":"2026-03-01T12:00:00Z","claimedAt":"2026-03-01T12:00:00Z","settleTxHash":"","claimTxHash":"0xc1","metadata":{"order":"A-1"}}`},
		{Name: "EmptySummary", In: escrowapi.Summary{Pending: []escrowapi.Row{}, Matured: []escrowapi.Row{}, Claimed: []escrowapi.Row{}},
			Want: `{"pending":[],"matured":[],"claimed":[],"truncated":false}`},
		{Name: "ClaimAll", In: escrowapi.ClaimRequest{All: true}, Want: `{"all":true}`},
		{Name: "ClaimSome", In: escrowapi.ClaimRequest{InvoiceIDs: []string{"0x01"}}, Want: `{"invoiceIds":["0x01"]}`},
		{Name: "ClaimResult", In: escrowapi.ClaimResult{InvoiceIDs: []string{}, TxHashes: []string{}}, Want: `{"invoiceIds":[],"txHashes":[]}`},
		{Name: "Refund", In: escrowapi.RefundResult{InvoiceID: "0x01", RefundTxHash: "0xr", Status: escrowapi.RefundPending,
			Amount: "1.25", AmountUnits: "1250000", Remaining: "0", RemainingUnits: "0"},
			Want: `{"invoiceId":"0x01","refundTxHash":"0xr","status":"pending","amount":"1.25","amountUnits":"1250000","remaining":"0","remainingUnits":"0"}`},
		{Name: "RefundAll", In: escrowapi.RefundRequest{}, Want: `{}`},
		{Name: "RefundPart", In: escrowapi.RefundRequest{Amount: "1.25"}, Want: `{"amount":"1.25"}`},
	})
}

func TestRefundRequestUnits(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		amount string
		units  int64
		field  string // the refusal's message, "" when accepted
	}{
		{"", 0, ""},
		{"1.25", 1_250_000, ""},
		{"0.000001", 1, ""},
		{"1000000000", 1_000_000_000_000_000, ""},
		{"0.0000001", 0, "at most 6 decimals (USD to the micro-dollar)"},
		{"0", 0, "must be more than 0; leave it out to refund everything that remains"},
		{"-1", 0, `must be a decimal number of USD, e.g. "1.25"`},
		{"1,5", 0, `must be a decimal number of USD, e.g. "1.25"`},
		{"1000000000.000001", 0, "must be at most what remains of the invoice"},
		// The schema's decimal has no exponent: "1e1" once refunded a whole 10 USD (#30).
		{"1e1", 0, `must be a decimal number of USD, e.g. "1.25"`},
		{"1E0", 0, `must be a decimal number of USD, e.g. "1.25"`},
		{"2.5e-1", 0, `must be a decimal number of USD, e.g. "1.25"`},
	} {
		t.Run(c.amount, func(t *testing.T) {
			units, err := escrowapi.RefundRequest{Amount: c.amount}.Units()
			if c.field == "" {
				require.NoError(t, err)
				require.Equal(t, c.units, units)
				return
			}
			e, ok := apierr.As(err)
			require.True(t, ok, "%v", err)
			require.Equal(t, apierr.BadBody, e.Code)
			require.Equal(t, []apierr.FieldError{{Field: "amount", Message: c.field}}, e.Fields)
		})
	}
}

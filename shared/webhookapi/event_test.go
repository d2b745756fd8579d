package webhookapi_test

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"regexp"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"github.com/paystead/paystead/shared/webhookapi"
)

// The event bodies exactly as the server marshals them into the outbox, one
// per event type: the golden bytes were captured from the types before they
// moved here from backend/webhook, so they pin every key, its order, the
// nulls (metadata) and the left-out fields (payer, paidAt, submission, …).
// Postgres stores the payload as jsonb, so a delivery's body has these keys
// and values in jsonb's own order and spacing.
func TestEventWire(t *testing.T) {
	t.Parallel()
	at := time.Date(2026, 11, 21, 10, 16, 2, 123_000_000, time.UTC)
	createdAt := time.Date(2026, 11, 21, 10, 15, 40, 123_456_000, time.UTC)
	paidAt := time.Date(2026, 11, 21, 10, 16, 0, 0, time.UTC)
	later := time.Date(2026, 11, 23, 9, 0, 0, 500_000_000, time.UTC)
	text := func(s string) *string { return &s }
	invoice := func(status string, metadata map[string]string) webhookapi.Invoice {
		return webhookapi.Invoice{ID: "0x5f0c2f4a8e3b1d6c7a9e0b2d4f6a8c0e1b3d5f7a9c2e4b6d8f0a1c3e5b7d9f12", Status: status,
			Amount: "12.5", AmountUnits: "12500000", Currency: "USD", PayInToken: "USDC", PayoutToken: "0x036CbD53842c5426634e7929541eC2318f3dCF7e",
			ChainID: 84532, Gateway: "0x7a9c2e4b6d8f0a1c3e5b7d9f125f0c2f4a8e3b1d", Metadata: metadata, CreatedAt: createdAt}
	}
	paid := func(status string) webhookapi.Invoice {
		inv := invoice(status, map[string]string{"order": "C-1042"})
		inv.Payer, inv.AmountIn, inv.PaidAt = text("0x8f0a1c3e5b7d9f125f0c2f4a8e3b1d6c7a9e0b2d"), text("12500000"), &paidAt
		inv.SettleTxHash = text("0x3b1d5f7a9c2e4b6d8f0a1c3e5b7d9f125f0c2f4a8e3b1d6c7a9e0b2d4f6a8c0e")
		return inv
	}
	refunded := paid("refunded")
	refunded.RefundedAt, refunded.RefundTxHash = &later, text("0x1111111111111111111111111111111111111111111111111111111111111111")
	claimed := paid("claimed")
	claimed.ClaimedAt, claimed.ClaimTxHash = &later, text("0x2222222222222222222222222222222222222222222222222222222222222222")
	failed := invoice("failed", map[string]string{"order": "C-1042"})
	failed.Failure = text("the staging transaction was dropped: its nonce was used by another transaction")
	event := func(typ webhookapi.EventType, inv webhookapi.Invoice, sub *webhookapi.Submission) webhookapi.Event {
		return webhookapi.Event{ID: "evt_5c1f0e9a2b7d4c3e8f6a1b0d9c2e4f7a", Type: typ, CreatedAt: at,
			Data: webhookapi.Data{Invoice: inv, Submission: sub}}
	}

	for _, tc := range []struct {
		name string
		in   webhookapi.Event
		want string
	}{
		{"InvoiceCreated", event(webhookapi.InvoiceCreated, invoice("staging", map[string]string{"order": "C-1042"}), nil),
			`{"id":"evt_5c1f0e9a2b7d4c3e8f6a1b0d9c2e4f7a","type":"invoice.created","createdAt":"2026-11-21T10:16:02.123Z","data":{"invoice":{"invoiceId":"0x5f0c2f4a8e3b1d6c7a9e0b2d4f6a8c0e1b3d5f7a9c2e4b6d8f0a1c3e5b7d9f12","status":"staging","amount":"12.5","amountUnits":"12500000","currency":"USD","payInToken":"USDC","payoutToken":"0x036CbD53842c5426634e7929541eC2318f3dCF7e","chainId":84532,"gateway":"0x7a9c2e4b6d8f0a1c3e5b7d9f125f0c2f4a8e3b1d","metadata":{"order":"C-1042"},"createdAt":"2026-11-21T10:15:40.123456Z"}}}`},
		{"EmptyMetadata", event(webhookapi.InvoiceCreated, invoice("open", map[string]string{}), nil),
			`{"id":"evt_5c1f0e9a2b7d4c3e8f6a1b0d9c2e4f7a","type":"invoice.created","createdAt":"2026-11-21T10:16:02.123Z","data":{"invoice":{"invoiceId":"0x5f0c2f4a8e3b1d6c7a9e0b2d4f6a8c0e1b3d5f7a9c2e4b6d8f0a1c3e5b7d9f12","status":"open","amount":"12.5","amountUnits":"12500000","currency":"USD","payInToken":"USDC","payoutToken":"0x036CbD53842c5426634e7929541eC2318f3dCF7e","chainId":84532,"gateway":"0x7a9c2e4b6d8f0a1c3e5b7d9f125f0c2f4a8e3b1d","metadata":{},"createdAt":"2026-11-21T10:15:40.123456Z"}}}`},
		{"NilMetadata", event(webhookapi.InvoiceCreated, invoice("open", nil), nil),
			`{"id":"evt_5c1f0e9a2b7d4c3e8f6a1b0d9c2e4f7a","type":"invoice.created","createdAt":"2026-11-21T10:16:02.123Z","data":{"invoice":{"invoiceId":"0x5f0c2f4a8e3b1d6c7a9e0b2d4f6a8c0e1b3d5f7a9c2e4b6d8f0a1c3e5b7d9f12","status":"open","amount":"12.5","amountUnits":"12500000","currency":"USD","payInToken":"USDC","payoutToken":"0x036CbD53842c5426634e7929541eC2318f3dCF7e","chainId":84532,"gateway":"0x7a9c2e4b6d8f0a1c3e5b7d9f125f0c2f4a8e3b1d","metadata":null,"createdAt":"2026-11-21T10:15:40.123456Z"}}}`},
		{"InvoiceFailed", event(webhookapi.InvoiceFailed, failed, nil),
			`{"id":"evt_5c1f0e9a2b7d4c3e8f6a1b0d9c2e4f7a","type":"invoice.failed","createdAt":"2026-11-21T10:16:02.123Z","data":{"invoice":{"invoiceId":"0x5f0c2f4a8e3b1d6c7a9e0b2d4f6a8c0e1b3d5f7a9c2e4b6d8f0a1c3e5b7d9f12","status":"failed","amount":"12.5","amountUnits":"12500000","currency":"USD","payInToken":"USDC","payoutToken":"0x036CbD53842c5426634e7929541eC2318f3dCF7e","chainId":84532,"gateway":"0x7a9c2e4b6d8f0a1c3e5b7d9f125f0c2f4a8e3b1d","metadata":{"order":"C-1042"},"createdAt":"2026-11-21T10:15:40.123456Z","failure":"the staging transaction was dropped: its nonce was used by another transaction"}}}`},
		{"InvoicePaid", event(webhookapi.InvoicePaid, paid("paid"), nil),
			`{"id":"evt_5c1f0e9a2b7d4c3e8f6a1b0d9c2e4f7a","type":"invoice.paid","createdAt":"2026-11-21T10:16:02.123Z","data":{"invoice":{"invoiceId":"0x5f0c2f4a8e3b1d6c7a9e0b2d4f6a8c0e1b3d5f7a9c2e4b6d8f0a1c3e5b7d9f12","status":"paid","amount":"12.5","amountUnits":"12500000","currency":"USD","payInToken":"USDC","payoutToken":"0x036CbD53842c5426634e7929541eC2318f3dCF7e","chainId":84532,"gateway":"0x7a9c2e4b6d8f0a1c3e5b7d9f125f0c2f4a8e3b1d","metadata":{"order":"C-1042"},"createdAt":"2026-11-21T10:15:40.123456Z","payer":"0x8f0a1c3e5b7d9f125f0c2f4a8e3b1d6c7a9e0b2d","amountIn":"12500000","paidAt":"2026-11-21T10:16:00Z","settleTxHash":"0x3b1d5f7a9c2e4b6d8f0a1c3e5b7d9f125f0c2f4a8e3b1d6c7a9e0b2d4f6a8c0e"}}}`},
		{"InvoiceMatured", event(webhookapi.InvoiceMatured, paid("paid"), nil),
			`{"id":"evt_5c1f0e9a2b7d4c3e8f6a1b0d9c2e4f7a","type":"invoice.matured","createdAt":"2026-11-21T10:16:02.123Z","data":{"invoice":{"invoiceId":"0x5f0c2f4a8e3b1d6c7a9e0b2d4f6a8c0e1b3d5f7a9c2e4b6d8f0a1c3e5b7d9f12","status":"paid","amount":"12.5","amountUnits":"12500000","currency":"USD","payInToken":"USDC","payoutToken":"0x036CbD53842c5426634e7929541eC2318f3dCF7e","chainId":84532,"gateway":"0x7a9c2e4b6d8f0a1c3e5b7d9f125f0c2f4a8e3b1d","metadata":{"order":"C-1042"},"createdAt":"2026-11-21T10:15:40.123456Z","payer":"0x8f0a1c3e5b7d9f125f0c2f4a8e3b1d6c7a9e0b2d","amountIn":"12500000","paidAt":"2026-11-21T10:16:00Z","settleTxHash":"0x3b1d5f7a9c2e4b6d8f0a1c3e5b7d9f125f0c2f4a8e3b1d6c7a9e0b2d4f6a8c0e"}}}`},
		{"InvoiceRefunded", event(webhookapi.InvoiceRefunded, refunded, nil),
			`{"id":"evt_5c1f0e9a2b7d4c3e8f6a1b0d9c2e4f7a","type":"invoice.refunded","createdAt":"2026-11-21T10:16:02.123Z","data":{"invoice":{"invoiceId":"0x5f0c2f4a8e3b1d6c7a9e0b2d4f6a8c0e1b3d5f7a9c2e4b6d8f0a1c3e5b7d9f12","status":"refunded","amount":"12.5","amountUnits":"12500000","currency":"USD","payInToken":"USDC","payoutToken":"0x036CbD53842c5426634e7929541eC2318f3dCF7e","chainId":84532,"gateway":"0x7a9c2e4b6d8f0a1c3e5b7d9f125f0c2f4a8e3b1d","metadata":{"order":"C-1042"},"createdAt":"2026-11-21T10:15:40.123456Z","payer":"0x8f0a1c3e5b7d9f125f0c2f4a8e3b1d6c7a9e0b2d","amountIn":"12500000","paidAt":"2026-11-21T10:16:00Z","settleTxHash":"0x3b1d5f7a9c2e4b6d8f0a1c3e5b7d9f125f0c2f4a8e3b1d6c7a9e0b2d4f6a8c0e","refundedAt":"2026-11-23T09:00:00.5Z","refundTxHash":"0x1111111111111111111111111111111111111111111111111111111111111111"}}}`},
		{"InvoicePartlyRefunded", webhookapi.Event{ID: "evt_5c1f0e9a2b7d4c3e8f6a1b0d9c2e4f7a", Type: webhookapi.InvoiceRefunded, CreatedAt: at,
			Data: webhookapi.Data{Invoice: paid("paid"), Refund: &webhookapi.Refund{Amount: "5", AmountUnits: "5000000", Remaining: "7.5", RemainingUnits: "7500000",
				TxHash: "0x1111111111111111111111111111111111111111111111111111111111111111", RefundedAt: later}}},
			`{"id":"evt_5c1f0e9a2b7d4c3e8f6a1b0d9c2e4f7a","type":"invoice.refunded","createdAt":"2026-11-21T10:16:02.123Z","data":{"invoice":{"invoiceId":"0x5f0c2f4a8e3b1d6c7a9e0b2d4f6a8c0e1b3d5f7a9c2e4b6d8f0a1c3e5b7d9f12","status":"paid","amount":"12.5","amountUnits":"12500000","currency":"USD","payInToken":"USDC","payoutToken":"0x036CbD53842c5426634e7929541eC2318f3dCF7e","chainId":84532,"gateway":"0x7a9c2e4b6d8f0a1c3e5b7d9f125f0c2f4a8e3b1d","metadata":{"order":"C-1042"},"createdAt":"2026-11-21T10:15:40.123456Z","payer":"0x8f0a1c3e5b7d9f125f0c2f4a8e3b1d6c7a9e0b2d","amountIn":"12500000","paidAt":"2026-11-21T10:16:00Z","settleTxHash":"0x3b1d5f7a9c2e4b6d8f0a1c3e5b7d9f125f0c2f4a8e3b1d6c7a9e0b2d4f6a8c0e"},"refund":{"amount":"5","amountUnits":"5000000","remaining":"7.5","remainingUnits":"7500000","txHash":"0x1111111111111111111111111111111111111111111111111111111111111111","refundedAt":"2026-11-23T09:00:00.5Z"}}}`},
		{"InvoiceRefundFailed", webhookapi.Event{ID: "evt_5c1f0e9a2b7d4c3e8f6a1b0d9c2e4f7a", Type: webhookapi.InvoiceRefundFailed, CreatedAt: at,
			Data: webhookapi.Data{Invoice: paid("paid"), RefundFailure: &webhookapi.RefundFailure{Amount: "5", AmountUnits: "5000000",
				TxHash: "0x2222222222222222222222222222222222222222222222222222222222222222", Error: "the refund window closed before the refund was mined; nothing was refunded"}}},
			`{"id":"evt_5c1f0e9a2b7d4c3e8f6a1b0d9c2e4f7a","type":"invoice.refund_failed","createdAt":"2026-11-21T10:16:02.123Z","data":{"invoice":{"invoiceId":"0x5f0c2f4a8e3b1d6c7a9e0b2d4f6a8c0e1b3d5f7a9c2e4b6d8f0a1c3e5b7d9f12","status":"paid","amount":"12.5","amountUnits":"12500000","currency":"USD","payInToken":"USDC","payoutToken":"0x036CbD53842c5426634e7929541eC2318f3dCF7e","chainId":84532,"gateway":"0x7a9c2e4b6d8f0a1c3e5b7d9f125f0c2f4a8e3b1d","metadata":{"order":"C-1042"},"createdAt":"2026-11-21T10:15:40.123456Z","payer":"0x8f0a1c3e5b7d9f125f0c2f4a8e3b1d6c7a9e0b2d","amountIn":"12500000","paidAt":"2026-11-21T10:16:00Z","settleTxHash":"0x3b1d5f7a9c2e4b6d8f0a1c3e5b7d9f125f0c2f4a8e3b1d6c7a9e0b2d4f6a8c0e"},"refundFailure":{"amount":"5","amountUnits":"5000000","txHash":"0x2222222222222222222222222222222222222222222222222222222222222222","error":"the refund window closed before the refund was mined; nothing was refunded"}}}`},
		{"InvoiceClaimed", event(webhookapi.InvoiceClaimed, claimed, nil),
			`{"id":"evt_5c1f0e9a2b7d4c3e8f6a1b0d9c2e4f7a","type":"invoice.claimed","createdAt":"2026-11-21T10:16:02.123Z","data":{"invoice":{"invoiceId":"0x5f0c2f4a8e3b1d6c7a9e0b2d4f6a8c0e1b3d5f7a9c2e4b6d8f0a1c3e5b7d9f12","status":"claimed","amount":"12.5","amountUnits":"12500000","currency":"USD","payInToken":"USDC","payoutToken":"0x036CbD53842c5426634e7929541eC2318f3dCF7e","chainId":84532,"gateway":"0x7a9c2e4b6d8f0a1c3e5b7d9f125f0c2f4a8e3b1d","metadata":{"order":"C-1042"},"createdAt":"2026-11-21T10:15:40.123456Z","payer":"0x8f0a1c3e5b7d9f125f0c2f4a8e3b1d6c7a9e0b2d","amountIn":"12500000","paidAt":"2026-11-21T10:16:00Z","settleTxHash":"0x3b1d5f7a9c2e4b6d8f0a1c3e5b7d9f125f0c2f4a8e3b1d6c7a9e0b2d4f6a8c0e","claimedAt":"2026-11-23T09:00:00.5Z","claimTxHash":"0x2222222222222222222222222222222222222222222222222222222222222222"}}}`},
		{"SubmissionFailed", event(webhookapi.SubmissionFailed, invoice("open", map[string]string{}), &webhookapi.Submission{
			ID: "0x9c2e4b6d8f0a1c3e5b7d9f125f0c2f4a8e3b1d6c7a9e0b2d4f6a8c0e1b3d5f7a", Payer: "0x8f0a1c3e5b7d9f125f0c2f4a8e3b1d6c7a9e0b2d", Error: "the payer's token balance is too low"}),
			`{"id":"evt_5c1f0e9a2b7d4c3e8f6a1b0d9c2e4f7a","type":"submission.failed","createdAt":"2026-11-21T10:16:02.123Z","data":{"invoice":{"invoiceId":"0x5f0c2f4a8e3b1d6c7a9e0b2d4f6a8c0e1b3d5f7a9c2e4b6d8f0a1c3e5b7d9f12","status":"open","amount":"12.5","amountUnits":"12500000","currency":"USD","payInToken":"USDC","payoutToken":"0x036CbD53842c5426634e7929541eC2318f3dCF7e","chainId":84532,"gateway":"0x7a9c2e4b6d8f0a1c3e5b7d9f125f0c2f4a8e3b1d","metadata":{},"createdAt":"2026-11-21T10:15:40.123456Z"},"submission":{"submissionId":"0x9c2e4b6d8f0a1c3e5b7d9f125f0c2f4a8e3b1d6c7a9e0b2d4f6a8c0e1b3d5f7a","payer":"0x8f0a1c3e5b7d9f125f0c2f4a8e3b1d6c7a9e0b2d","error":"the payer's token balance is too low"}}}`},
		// No invoice, no key: a subscription's events (#35) may carry none.
		{"ZeroValue", webhookapi.Event{},
			`{"id":"","type":"","createdAt":"0001-01-01T00:00:00Z","data":{}}`},
	} {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			got, err := json.Marshal(tc.in)
			require.NoError(t, err)
			require.Equal(t, tc.want, string(got))

			var back webhookapi.Event
			require.NoError(t, json.Unmarshal([]byte(tc.want), &back))
			require.Equal(t, tc.in, back, "a receiver decodes every field")
		})
	}
}

func TestEventTypes(t *testing.T) {
	t.Parallel()
	require.Equal(t, []webhookapi.EventType{"invoice.created", "invoice.failed", "invoice.paid", "invoice.refunded", "invoice.matured", "invoice.claimed", "submission.failed",
		"invoice.expired", "invoice.voided", "invoice.refund_failed", "invoice.funds_held",
		"subscription.created", "subscription.payment_failed", "subscription.allowance_revoked", "subscription.canceled", "subscription.ended"}, webhookapi.EventTypes)
	for _, typ := range webhookapi.EventTypes {
		require.True(t, typ.Valid(), typ)
	}
	for _, typ := range []webhookapi.EventType{"", "invoice", "invoice.Paid", "invoice.paid.v2", "submission.failed "} {
		require.False(t, typ.Valid(), "%q", typ)
	}
}

// The example delivery in docs/webhooks.md is an Event: it has no key the
// type lacks, and the type writes it back with the same keys and values.
func TestDocumentedEvent(t *testing.T) {
	t.Parallel()
	doc, err := os.ReadFile(filepath.Join("..", "..", "docs", "webhooks.md"))
	require.NoError(t, err)
	m := regexp.MustCompile("(?s)```json\n(.*?)```").FindSubmatch(doc)
	require.NotNil(t, m, "docs/webhooks.md has a json example")

	dec := json.NewDecoder(bytes.NewReader(m[1]))
	dec.DisallowUnknownFields()
	var ev webhookapi.Event
	require.NoError(t, dec.Decode(&ev))
	require.True(t, ev.Type.Valid(), ev.Type)

	back, err := json.Marshal(ev)
	require.NoError(t, err)
	var documented, written map[string]any
	require.NoError(t, json.Unmarshal(m[1], &documented))
	require.NoError(t, json.Unmarshal(back, &written))
	require.Equal(t, documented, written)
}

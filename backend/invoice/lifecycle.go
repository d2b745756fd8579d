package invoice

import "github.com/paystead/paystead/shared/webhookapi"

// Move is one way an invoice's status changes: from a status to another,
// the webhook event the change sends, what causes it, and what takes it
// back. backend/postgres (transitions.go) writes every one of them, and
// nothing else writes an invoice's status.
type Move struct {
	// From is the status left; "" for the invoice's creation.
	From Status
	// To is the status reached. A move whose To is its From changes no
	// status but marks a moment of the invoice's life with its event
	// (maturity).
	To Status
	// Event is the webhook event the move sends, in the same database
	// transaction; "" when it sends none, and then Silent says why.
	Event webhookapi.EventType
	// Silent says why a move sends no event.
	Silent string
	// Cause is what makes the move.
	Cause string
	// Undo is what takes the move back, and to which status, when
	// something can: a reorganisation that drops the block holding the
	// transaction that made it. "" when nothing does.
	Undo string
}

// Lifecycle is every move of an invoice's life.
var Lifecycle = []Move{
	{From: "", To: Staging, Event: webhookapi.InvoiceCreated,
		Cause: "the merchant creates it: stored with its staging transaction, signed and broadcast"},
	{From: Staging, To: Open, Silent: "the invoice is payable in both states, and the merchant was told of it at creation",
		Cause: "its staging transaction is mined (its receipt, or the recovery loop finding it on chain)",
		Undo:  "a reorganisation drops the staging block: back to staging, its transaction live again"},
	{From: Staging, To: Failed, Event: webhookapi.InvoiceFailed,
		Cause: "its staging transaction reverts, or the node dropped it for good"},
	{From: Staging, To: Expired, Event: webhookapi.InvoiceExpired,
		Cause: "its expiry passes with no payment pending or in flight"},
	{From: Open, To: Expired, Event: webhookapi.InvoiceExpired,
		Cause: "its expiry passes with no payment pending or in flight"},
	{From: Staging, To: Voided, Event: webhookapi.InvoiceVoided,
		Cause: "the merchant voids it with no payment in flight (the gateway's record is voided after)"},
	{From: Open, To: Voided, Event: webhookapi.InvoiceVoided,
		Cause: "the merchant voids it with no payment in flight (the gateway's record is voided after)"},
	{From: Open, To: Paid, Event: webhookapi.InvoicePaid,
		Cause: "the gateway records its payment (the relayer's receipt, or the reconciler's sighting of InvoicePaid)",
		Undo:  "a reorganisation drops the paying block: back to open, its submission processing again"},
	{From: Expired, To: Paid, Event: webhookapi.InvoicePaid,
		Cause: "the chain holds a payment the database had expired it before seeing (the chain's word wins)",
		Undo:  "a reorganisation drops the paying block: back to open"},
	{From: Voided, To: Paid, Event: webhookapi.InvoicePaid,
		Cause: "the chain holds a payment the database had voided it before seeing (the chain's word wins)",
		Undo:  "a reorganisation drops the paying block: back to open"},
	{From: Paid, To: Paid, Event: webhookapi.InvoiceMatured,
		Cause: "the refund window closes by the chain's clock: the funds are the merchant's to claim"},
	{From: Paid, To: Paid, Event: webhookapi.InvoiceRefundFailed,
		Cause: "a refund sent for it fails once answered (the gateway reverts it, say mined after the window closed, or its nonce went to another transaction): nothing moved"},
	{From: Paid, To: Refunded, Event: webhookapi.InvoiceRefunded,
		Cause: "a refund leaves the gateway holding nothing for it (a partial refund sends invoice.refunded and stays paid)",
		Undo:  "a reorganisation drops the refund's block: back to paid, what it returned held again"},
	{From: Paid, To: Claimed, Event: webhookapi.InvoiceClaimed,
		Cause: "a claim moves what the gateway holds for it to the merchant's payout wallet",
		Undo:  "a reorganisation drops the claim's block: back to paid"},
}

// Statuses is every status an invoice can be in.
var Statuses = []Status{Staging, Open, Paid, Refunded, Claimed, Failed, Expired, Voided}

// Terminal reports whether no move leaves s (but an undo may).
func (s Status) Terminal() bool {
	for _, m := range Lifecycle {
		if m.From == s && m.To != s {
			return false
		}
	}
	return true
}

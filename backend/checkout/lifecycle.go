package checkout

import (
	"github.com/paystead/paystead/shared/checkoutapi"
	"github.com/paystead/paystead/shared/webhookapi"
)

// Move is one way a submission's status changes: from a status to another,
// the webhook event it sends (about the submission, or the invoice event
// of the same change), what causes it and what takes it back.
// backend/postgres (transitions.go) writes every one of them, and nothing
// else writes a submission's status.
type Move struct {
	// From is the status left; "" for the submission's creation.
	From string
	// To is the status reached.
	To string
	// Event is the webhook event sent in the same database transaction;
	// "" when none is, and then Silent says why.
	Event webhookapi.EventType
	// Silent says why a move sends no event.
	Silent string
	// Cause is what makes the move.
	Cause string
	// Undo is what takes the move back, and to which status, when
	// something can; "" when nothing does.
	Undo string
}

// Lifecycle is every move of a submission's life, checkout's half of the
// invoice's (invoice.Lifecycle).
var Lifecycle = []Move{
	{From: "", To: checkoutapi.StatusPending, Silent: "the payer's page holds its answer; the merchant hears of the payment, not of the attempt",
		Cause: "the payer submits a signed payment of an open or staging invoice"},
	{From: checkoutapi.StatusPending, To: checkoutapi.StatusProcessing, Silent: "nothing happened on chain yet",
		Cause: "its payment is signed, stored and broadcast in a pay batch, claiming its invoice"},
	{From: checkoutapi.StatusProcessing, To: checkoutapi.StatusPending, Silent: "the payment goes out again; nothing was paid",
		Cause: "its payment transaction can never be mined (the server wallet's nonce went to another transaction)"},
	{From: checkoutapi.StatusProcessing, To: checkoutapi.StatusSettled, Event: webhookapi.InvoicePaid,
		Cause: "its payment is mined: the gateway records the invoice paid",
		Undo:  "a reorganisation drops the paying block: back to processing, its transaction live again"},
	{From: checkoutapi.StatusPending, To: checkoutapi.StatusFailed, Event: webhookapi.SubmissionFailed,
		Cause: "its payment cannot be sent: the signature, the permit, the payer's balance or the invoice refuses it at the estimate"},
	{From: checkoutapi.StatusProcessing, To: checkoutapi.StatusFailed, Event: webhookapi.SubmissionFailed,
		Cause: "its payment is mined and the gateway refused it (PaymentFailed, or the transaction reverted)"},
	{From: checkoutapi.StatusSettled, To: checkoutapi.StatusRefunded, Event: webhookapi.InvoiceRefunded,
		Cause: "a refund leaves the gateway holding nothing for its invoice",
		Undo:  "a reorganisation drops the refund's block: back to settled"},
}

// Statuses is every status a submission can be in.
var Statuses = []string{checkoutapi.StatusPending, checkoutapi.StatusProcessing, checkoutapi.StatusSettled, checkoutapi.StatusRefunded, checkoutapi.StatusFailed}

// Terminal reports whether no move leaves status (but an undo may).
func Terminal(status string) bool {
	for _, m := range Lifecycle {
		if m.From == status {
			return false
		}
	}
	return true
}

package webhook

import "github.com/paystead/paystead/shared/webhookapi"

// The event payload is defined in shared/webhookapi. These aliases keep
// the callers that still name it here (the postgres stores' transitions
// and invoice inserts, pgtest and httpapi) compiling until they use
// webhookapi directly; new code should not use them.

// EventType is webhookapi.EventType.
//
// Deprecated: use webhookapi.EventType.
type EventType = webhookapi.EventType

// Event is webhookapi.Event.
//
// Deprecated: use webhookapi.Event.
type Event = webhookapi.Event

// Submission is webhookapi.Submission.
//
// Deprecated: use webhookapi.Submission.
type Submission = webhookapi.Submission

// Event types.
//
// Deprecated: use the webhookapi constants of the same names.
const (
	InvoiceCreated   = webhookapi.InvoiceCreated
	InvoicePaid      = webhookapi.InvoicePaid
	InvoiceRefunded  = webhookapi.InvoiceRefunded
	InvoiceMatured   = webhookapi.InvoiceMatured
	InvoiceClaimed   = webhookapi.InvoiceClaimed
	SubmissionFailed = webhookapi.SubmissionFailed
)

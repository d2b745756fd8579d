package invoiceapi

import "time"

// List is a page of GET /api/invoices (an extension of spec 2.1): the
// merchant's invoices newest first, as the owner sees each, and the cursor
// of the next page (null on the last).
type List struct {
	Invoices   []View  `json:"invoices"`
	NextCursor *string `json:"nextCursor"`
}

// Timeline is GET /api/invoices/{id}/timeline: the invoice as its owner
// sees it and what happened to it, oldest first.
type Timeline struct {
	Invoice View            `json:"invoice"`
	Entries []TimelineEntry `json:"timeline"`
}

// Timeline entry kinds: the invoice's steps, and "webhook" for an event.
const (
	KindCreated      = "created"
	KindStaged       = "staged"
	KindMoved        = "moved"
	KindPaid         = "paid"
	KindRefundSent   = "refund_sent"
	KindRefundFailed = "refund_failed"
	KindRefunded     = "refunded"
	KindClaimSent    = "claim_sent"
	KindClaimFailed  = "claim_failed"
	KindClaimed      = "claimed"
	KindFailed       = "failed"
	KindExpired      = "expired"
	KindVoided       = "voided"
	KindTransfer     = "transfer_received" // to its deposit address (#34)
	KindWebhook      = "webhook"
)

// TimelineEntry is a step of the invoice (TxHash: the transaction that
// made it, when one did) or, of kind webhook, an event with its
// deliveries. Each refund is a step of its own: Amount is what it returned
// and Remaining what the gateway still held after it, in USD decimals. A
// refund or claim is a step when it is sent (refund_sent, with the Amount
// it is to return; claim_sent) and, should it fail once sent, another
// (refund_failed, claim_failed) with its Reason. ChainID is the network
// of the step: its transaction's chain or, on a moved step, the one the
// invoice left when the customer chose another (an invoice staged on
// several networks has a staged step on each).
type TimelineEntry struct {
	At        time.Time `json:"at"`
	Kind      string    `json:"kind"`
	ChainID   int64     `json:"chainId,omitempty"`
	TxHash    *string   `json:"txHash,omitempty"`
	Amount    *string   `json:"amount,omitempty"`
	Remaining *string   `json:"remaining,omitempty"`
	Reason    *string   `json:"reason,omitempty"`
	// A transfer received at the deposit address (kind transfer_received,
	// #34): its sender, and its token (the symbol, "" for one the
	// deployment does not take, whose amount is then in its smallest
	// unit; otherwise in the token's units).
	From         *string        `json:"from,omitempty"`
	Token        *string        `json:"token,omitempty"`
	TokenAddress *string        `json:"tokenAddress,omitempty"`
	Event        *TimelineEvent `json:"event,omitempty"`
}

// TimelineEvent is a webhook event and its delivery to each endpoint that
// takes its type (none when no endpoint does).
type TimelineEvent struct {
	ID         string             `json:"id"`
	Type       string             `json:"type"`
	Deliveries []TimelineDelivery `json:"deliveries"`
}

// TimelineDelivery is how an event's delivery to one endpoint went.
type TimelineDelivery struct {
	EndpointURL    string     `json:"endpointUrl"`
	Status         string     `json:"status"` // pending, delivered or failed
	Attempts       int        `json:"attempts"`
	LastAttemptAt  *time.Time `json:"lastAttemptAt"`
	LastStatusCode *int       `json:"lastStatusCode"`
	LastError      *string    `json:"lastError"`
}

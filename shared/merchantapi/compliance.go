package merchantapi

import "time"

// The bodies of GET /api/merchant/compliance (spec 4.8) and of a decision
// on a review ticket, as the server writes them and the Go client reads
// them.

// Compliance is GET /api/merchant/compliance: the merchant's own
// onboarding screen and the customer review queue.
type Compliance struct {
	Onboarding Onboarding     `json:"onboarding"`
	Queue      []ReviewTicket `json:"queue"`
}

// Onboarding is the merchant's own onboarding screen: its payout wallet's
// screening result and when it was screened. PayoutWallet is null until
// one is set; Result and ScreenedAt are null until it has been screened.
type Onboarding struct {
	PayoutWallet *string    `json:"payoutWallet"`
	Result       *string    `json:"result"`
	Reason       string     `json:"reason"`
	ScreenedAt   *time.Time `json:"screenedAt"`
}

// ReviewTicket is one entry of the review queue: a customer wallet the
// compliance gate sent to review.
type ReviewTicket struct {
	TicketID   string    `json:"ticketId"`
	Wallet     string    `json:"wallet"`
	InvoiceID  string    `json:"invoiceId"`
	Reason     string    `json:"reason"`
	CreatedAt  time.Time `json:"createdAt"`
	AgeSeconds int64     `json:"ageSeconds"`
}

// Verdict is a merchant's answer to a review ticket.
type Verdict string

// Review ticket verdicts: approve lets the wallet pay, deny rejects it.
const (
	Approve Verdict = "approve"
	Deny    Verdict = "deny"
)

// DecideRequest is the body of POST /api/merchant/compliance/tickets/{id}.
type DecideRequest struct {
	Decision Verdict `json:"decision"`
}

// TicketDecision is the recorded verdict, the answer of a decision. (Its
// fields are in the order the server has always written them.)
type TicketDecision struct {
	DecidedBy string  `json:"decidedBy"`
	Decision  Verdict `json:"decision"`
	TicketID  string  `json:"ticketId"`
}

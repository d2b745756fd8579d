package merchantapi

import "time"

// ReviewTicket is one entry of GET /api/merchant/compliance's review
// queue, as the server writes it and the Go client reads it: a customer
// wallet the compliance gate sent to review.
type ReviewTicket struct {
	TicketID   string    `json:"ticketId"`
	Wallet     string    `json:"wallet"`
	InvoiceID  string    `json:"invoiceId"`
	Reason     string    `json:"reason"`
	CreatedAt  time.Time `json:"createdAt"`
	AgeSeconds int64     `json:"ageSeconds"`
}

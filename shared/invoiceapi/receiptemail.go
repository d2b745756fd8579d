package invoiceapi

// ReceiptEmailRequest is the body of PUT /api/invoices/{id}/receipt-email:
// the address the customer wants the invoice's receipt sent to.
type ReceiptEmailRequest struct {
	Email string `json:"email"`
}

// ReceiptEmail answers it: the address kept, and whether the receipt goes
// out now (the payment is confirmed) or once it is.
type ReceiptEmail struct {
	Email string `json:"email"`
	// When is "now" or "when_paid".
	When string `json:"when"`
}

// When the receipt is sent.
const (
	ReceiptNow      = "now"
	ReceiptWhenPaid = "when_paid"
)

package escrowapi

import "time"

// Held funds (an extension, #34): transfers to an invoice's deposit address that paid no invoice
// (after it was paid, expired or voided, in a token it does not take, on a chain where it is not
// staged, or an overpayment's surplus). The gateway holds them until they are returned, through
// a return link, to an address the customer gives.

// HeldFunds is what is held of one token on one chain for an invoice. Amounts are decimal
// strings in the token's units when the deployment takes the token (Token names it), else in
// its smallest unit (Token empty); the *Units fields are always the smallest unit.
type HeldFunds struct {
	ChainID        int64     `json:"chainId"`
	Token          string    `json:"token"` // "USDC"; "" for a token the deployment does not take
	TokenAddress   string    `json:"tokenAddress"`
	Held           string    `json:"held"`
	HeldUnits      string    `json:"heldUnits"`
	Returned       string    `json:"returned"`
	ReturnedUnits  string    `json:"returnedUnits"`
	Remaining      string    `json:"remaining"`
	RemainingUnits string    `json:"remainingUnits"`
	Since          time.Time `json:"since"`
}

// HeldFundsList is GET /api/invoices/{id}/held: what is and was held for the invoice, oldest
// first.
type HeldFundsList struct {
	Data []HeldFunds `json:"data"`
}

// HeldRef names held funds in a request: the chain and the token's address.
type HeldRef struct {
	ChainID int64  `json:"chainId"`
	Token   string `json:"token"`
}

// Link kinds.
const (
	LinkKindRefund = "refund" // the invoice's escrow, within its refund window
	LinkKindReturn = "return" // funds held for the invoice, paid to no invoice
)

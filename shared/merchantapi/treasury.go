package merchantapi

import "time"

// GET /api/merchant/treasury, as the server writes it and the Go client
// reads it.

// TokenTotals counts escrows and sums them, as exact decimal strings.
type TokenTotals struct {
	Count int `json:"count"`
	// Amount is in the token's units ("19.99"), AmountUnits in its
	// smallest unit ("19990000").
	Amount      string `json:"amount"`
	AmountUnits string `json:"amountUnits"`
}

// MaturityDay is one day of the coming refund-window ends.
type MaturityDay struct {
	From   time.Time              `json:"from"`
	To     time.Time              `json:"to"`
	Tokens map[string]TokenTotals `json:"tokens"`
}

// TreasuryClaim is one recent claim to the payout wallet.
type TreasuryClaim struct {
	InvoiceID   string    `json:"invoiceId"`
	ChainID     int64     `json:"chainId"` // the network it was paid out on
	Token       string    `json:"token"`
	Amount      string    `json:"amount"`
	AmountUnits string    `json:"amountUnits"`
	ClaimedAt   time.Time `json:"claimedAt"`
	TxHash      string    `json:"txHash"`
}

// Treasury is the merchant's escrow rollup.
type Treasury struct {
	AsOf time.Time `json:"asOf"`
	// Tokens maps a token to its totals by state: pending, matured,
	// claimed, refunded.
	Tokens map[string]map[string]TokenTotals `json:"tokens"`
	// Networks is Tokens on each network apart, by chain id (in decimal):
	// Tokens is their sum.
	Networks map[string]map[string]map[string]TokenTotals `json:"networks"`
	// Maturities are the next days' refund-window ends, day by day.
	Maturities   []MaturityDay          `json:"maturities"`
	ClaimableNow map[string]TokenTotals `json:"claimableNow"`
	RecentClaims []TreasuryClaim        `json:"recentClaims"`
	Truncated    bool                   `json:"truncated"`
}

package invoiceapi

import "time"

// The views of an invoice (View.Kind).
const (
	// PublicView is what anyone holding the invoice id sees.
	PublicView = "public"
	// OwnerView adds the private fields, for the owning merchant's
	// secret key.
	OwnerView = "owner"
)

// View is GET /api/invoices/{id}: what anyone holding the link may see,
// plus, for the owning merchant's secret key, the private fields.
type View struct {
	// Kind says which view this is, PublicView or OwnerView: the
	// OpenAPI document's discriminator between the two.
	Kind        string         `json:"view"`
	InvoiceID   string         `json:"invoiceId"`
	URL         string         `json:"url"`
	Status      string         `json:"status"`
	Amount      string         `json:"amount"`
	AmountUnits string         `json:"amountUnits"`
	Currency    string         `json:"currency"`
	PayInToken  string         `json:"payInToken"`
	PayoutToken string         `json:"payoutToken"`
	Merchant    MerchantPublic `json:"merchant"`
	ChainID     int64          `json:"chainId"`
	Gateway     string         `json:"gateway"`
	// Networks are the chain ids the invoice may be paid on, chainId (the
	// one it is staged on now) among them (an extension of spec 2.1).
	Networks   []int64    `json:"networks"`
	SuccessURL *string    `json:"successUrl"`
	CancelURL  *string    `json:"cancelUrl"`
	CreatedAt  time.Time  `json:"createdAt"`
	StagedAt   *time.Time `json:"stagedAt"`
	// ExpiresAt is when the invoice stops being payable if unpaid; null
	// when it never does (an extension of spec 2.1).
	ExpiresAt *time.Time `json:"expiresAt"`
	// Description, Reference (null when none) and LineItems (empty when
	// none) are what the merchant told the customer (extensions of 2.1).
	Description *string        `json:"description"`
	Reference   *string        `json:"reference"`
	LineItems   []ViewLineItem `json:"lineItems"`

	// Once paid (null before): when, the end of the 7-day refund window
	// (after which the merchant may claim the funds) and the paying
	// transaction. Public: they are on chain anyway; the payer is not.
	PaidAt       *time.Time `json:"paidAt"`
	ClaimableAt  *time.Time `json:"claimableAt"`
	SettleTxHash *string    `json:"settleTxHash"`
	// Payer and AmountIn (what the payment took, in the pay-in token's
	// smallest unit) are for the receipt; null until paid. An extension of
	// spec 2.1: both are on chain in the settling transaction anyway.
	Payer    *string `json:"payer"`
	AmountIn *string `json:"amountIn"`
	// Refunded is what refunds returned to the payer, in USD ("0" when
	// none; a paid invoice may be refunded in parts), and Remaining what
	// the gateway still holds for it: the amount less the refunds while
	// paid, "0" once refunded or claimed. Both null until paid; public, as
	// the refunds are on chain. An extension of spec 2.1.
	Refunded  *string `json:"amountRefunded"`
	Remaining *string `json:"amountRemaining"`
	// Refunds are the refunds one by one, oldest first: what each
	// returned (USD), when and in which transaction. On the single
	// invoice's read, absent from lists (which carry the total above).
	// Public, as the refunds are on chain. An extension of spec 2.1 (#36).
	Refunds []ViewRefund `json:"refunds,omitempty"`
	// Deposit is how to pay it with a plain transfer (#34), from an
	// exchange or any wallet; null when the deployment has no deposit
	// addresses or the invoice is not open for payment.
	Deposit *Deposit `json:"deposit"`
	// PaidVia is how it was paid: "signature" (a signed payment the
	// gateway settled) or "deposit" (transfers to its deposit address, the
	// payer then); null until paid. An extension, #34.
	PaidVia *string `json:"paidVia"`

	// Private: only for the owning merchant's secret key.
	Metadata    map[string]string `json:"metadata,omitempty"`
	StageTxHash *string           `json:"stageTxHash,omitempty"`
	Failure     *string           `json:"failure,omitempty"`
	NotScreened *bool             `json:"complianceFailOpen,omitempty"`
}

// Deposit is an open invoice's deposit address (an extension, #34): a
// transfer of Token on ChainID there pays it once Received reaches Amount
// (Missing is what is still to send).
// Amounts are in Token's units (decimal strings), the *Units fields in its
// smallest unit. URI is the EIP-681 request for what is still missing.
type Deposit struct {
	Address       string `json:"address"`
	ChainID       int64  `json:"chainId"`
	Token         string `json:"token"`
	TokenAddress  string `json:"tokenAddress"`
	Amount        string `json:"amount"`
	AmountUnits   string `json:"amountUnits"`
	Received      string `json:"received"`
	ReceivedUnits string `json:"receivedUnits"`
	Missing       string `json:"missing"` // Amount less Received
	MissingUnits  string `json:"missingUnits"`
	URI           string `json:"uri"`
}

// MerchantPublic is what a customer may see of a merchant: its name and
// brand, which the hosted page shows in its header and buttons.
type MerchantPublic struct {
	DisplayName  string `json:"displayName"`
	SupportEmail string `json:"supportEmail,omitempty"`
	// LogoURL is the merchant's logo (absent when none).
	LogoURL string `json:"logoUrl,omitempty"`
	// AccentColor (#rrggbb) colours the page's buttons, in AccentInk
	// (#ffffff or #000000, readable on it by WCAG AA); both absent for
	// Paystead's own colours.
	AccentColor string `json:"accentColor,omitempty"`
	AccentInk   string `json:"accentInk,omitempty"`
}

// ViewRefund is one refund of an invoice: Amount in dollars as a decimal
// string, like View.Amount.
type ViewRefund struct {
	Amount     string    `json:"amount"`
	RefundedAt time.Time `json:"refundedAt"`
	TxHash     string    `json:"txHash"`
}

// ViewLineItem is a line of an invoice as shown: amounts in dollars as
// decimal strings, like View.Amount.
type ViewLineItem struct {
	Name       string `json:"name"`
	Quantity   int64  `json:"quantity"`
	UnitAmount string `json:"unitAmount"`
	Amount     string `json:"amount"`
}

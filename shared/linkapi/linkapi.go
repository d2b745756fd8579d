// Package linkapi holds the wire types of payment links: reusable
// addresses (/l/<slug>) that mint an invoice for each customer who opens
// one and presses pay (an extension of the specification).
package linkapi

import "time"

// Limits of a payment link.
const (
	MinSlugLen          = 3
	MaxSlugLen          = 48
	MaxTitleRunes       = 100
	MaxDescRunes        = 500
	MaxLinksPerMerchant = 500
)

// MetadataKey is the metadata key of an invoice a link minted: the link's
// slug. Webhooks and the invoice list carry it, so the merchant's backend
// knows which link sold what.
const MetadataKey = "paymentLink"

// CreateRequest is the body of POST /api/merchant/links. Either Amount
// (a fixed price) or MinAmount and MaxAmount (the customer enters an
// amount between them) are given, as USD decimal strings.
type CreateRequest struct {
	// Slug is the link's address, /l/<slug>: 3 to 48 of a-z, 0-9 and -,
	// starting and ending with a letter or digit. Empty: a random one.
	Slug        string `json:"slug,omitempty"`
	Title       string `json:"title"`
	Description string `json:"description,omitempty"`
	PayInToken  string `json:"payInToken"`
	Amount      string `json:"amount,omitempty"`
	MinAmount   string `json:"minAmount,omitempty"`
	MaxAmount   string `json:"maxAmount,omitempty"`
	// SuccessURL is where the customer goes after paying (on one of the
	// merchant's allowed origins); empty: the receipt stays on the page.
	SuccessURL string `json:"successUrl,omitempty"`
}

// Update is the body of PATCH /api/merchant/links/{id}.
type Update struct {
	Enabled *bool `json:"enabled"`
}

// Link is a payment link as the dashboard sees it. Amount is set for a
// fixed price, MinAmount and MaxAmount for one the customer enters.
type Link struct {
	ID          string    `json:"id"`
	Slug        string    `json:"slug"`
	URL         string    `json:"url"`
	Title       string    `json:"title"`
	Description string    `json:"description"`
	PayInToken  string    `json:"payInToken"`
	Amount      *string   `json:"amount"`
	MinAmount   *string   `json:"minAmount"`
	MaxAmount   *string   `json:"maxAmount"`
	SuccessURL  *string   `json:"successUrl"`
	Enabled     bool      `json:"enabled"`
	CreatedAt   time.Time `json:"createdAt"`
	// Invoices counts the invoices the link minted; Paid those paid.
	Invoices int `json:"invoices"`
	Paid     int `json:"paid"`
}

// List is GET /api/merchant/links, newest first.
type List struct {
	Links []Link `json:"links"`
}

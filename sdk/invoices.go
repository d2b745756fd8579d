package sdk

import (
	"context"
	"encoding/json"
	"math"
	"net/http"
	"net/url"
	"strconv"
	"strings"
	"time"

	"github.com/paystead/paystead/shared/invoiceapi"
)

// PayInToken is the stablecoin a customer pays in, by symbol.
type PayInToken = invoiceapi.Token

// The pay-in tokens of spec 2.1.
const (
	USDC = invoiceapi.USDC
	EURC = invoiceapi.EURC
)

// How an invoice was paid (Invoice.PaidVia, InvoiceFilters.PaidVia).
const (
	PaidBySignature = "signature" // the payer signed a payment the gateway settled
	PaidByDeposit   = "deposit"   // transfers to its deposit address paid it (#34)
)

// CreateInvoiceParams are the fields of a new invoice (spec 2.1).
type CreateInvoiceParams struct {
	// AmountUSDC is the gross amount in USD-equivalent (1 = $1.00): finite,
	// greater than 0, at most 6 decimals.
	AmountUSDC float64
	// PayInToken is USDC or EURC.
	PayInToken PayInToken
	// SuccessURL is required: the http(s) address the customer is sent to
	// after paying. It must be on one of the merchant's allowed origins.
	SuccessURL string
	// CancelURL is optional, http(s), same rules as SuccessURL.
	CancelURL string
	// Metadata is attached to the invoice and to webhook payloads.
	Metadata map[string]string
	// ExpiresAt, when set, is when the invoice stops being payable if
	// unpaid: at least a minute and at most a year ahead. Zero: the
	// server's default (which may be none).
	ExpiresAt time.Time
	// Description (at most 500 characters), Reference (your order number,
	// at most 100) and LineItems (at most 50, adding up to AmountUSDC
	// exactly) are shown to the customer on the payment page and receipt.
	Description string
	Reference   string
	LineItems   []LineItem
	// Networks are the chain ids the invoice may be paid on, in your order
	// of preference: it is staged on the first, and the customer may
	// choose another. Nil: every network of the deployment that takes
	// PayInToken.
	Networks []int64
}

// LineItem is one line of an invoice: Quantity × UnitAmountUSDC dollars.
type LineItem struct {
	Name           string
	Quantity       int64
	UnitAmountUSDC float64
}

// InvoiceStatus is the state of an invoice as GetInvoice reports it.
type InvoiceStatus string

// Invoice states. Matured (the refund window has elapsed) is not a status
// of its own: it is a paid invoice whose ClaimableAt has passed.
const (
	InvoiceStaging  InvoiceStatus = "staging"
	InvoiceOpen     InvoiceStatus = "open"
	InvoicePaid     InvoiceStatus = "paid"
	InvoiceRefunded InvoiceStatus = "refunded"
	InvoiceClaimed  InvoiceStatus = "claimed"
	InvoiceFailed   InvoiceStatus = "failed"
	InvoiceExpired  InvoiceStatus = "expired" // its ExpiresAt passed unpaid
	InvoiceVoided   InvoiceStatus = "voided"  // its merchant voided it unpaid
)

// Invoice is an invoice as the client library returns it: CreateInvoice
// sets InvoiceID and URL (spec 2.1's creation result); GetInvoice and
// VoidInvoice set every field GET /api/invoices/{id} answers. A field the
// server answers null, or leaves out, is the zero value here.
type Invoice struct {
	// InvoiceID is the invoice's hex identifier (0x…).
	InvoiceID string `json:"invoiceId"`
	// URL is the hosted payment page, {base}/i/<invoiceId>.
	URL string `json:"url"`
	// Status is set by GetInvoice; CreateInvoice leaves it empty.
	Status InvoiceStatus `json:"status,omitempty"`
	// View says which view the server answered: "owner" (the owning
	// merchant's secret key: Metadata, StageTxHash, Failure and
	// ComplianceFailOpen are filled in) or "public".
	View string `json:"view,omitempty"`

	// Amount is the amount in dollars as an exact decimal string without
	// trailing zeros ("12.5"), AmountUnits the same in the token's smallest
	// unit ("12500000"); Currency is "USD".
	Amount      string `json:"amount,omitempty"`
	AmountUnits string `json:"amountUnits,omitempty"`
	Currency    string `json:"currency,omitempty"`
	// PayInToken is what the customer pays in; PayoutToken the token
	// contract the merchant is paid out in.
	PayInToken  PayInToken `json:"payInToken,omitempty"`
	PayoutToken string     `json:"payoutToken,omitempty"`
	// Merchant is what the customer sees of the merchant.
	Merchant InvoiceMerchant `json:"merchant,omitzero"`
	// ChainID and Gateway are the chain and the custody-escrow contract the
	// invoice is staged on.
	ChainID int64  `json:"chainId,omitempty"`
	Gateway string `json:"gateway,omitempty"`
	// Networks are the chain ids the invoice may be paid on; ChainID is
	// the one it is staged on now.
	Networks []int64 `json:"networks,omitempty"`
	// SuccessURL and CancelURL are as created; empty when none.
	SuccessURL string `json:"successUrl,omitempty"`
	CancelURL  string `json:"cancelUrl,omitempty"`
	// CreatedAt is when it was created; StagedAt when its staging
	// transaction was mined (zero until then).
	CreatedAt time.Time `json:"createdAt,omitzero"`
	StagedAt  time.Time `json:"stagedAt,omitzero"`
	// ExpiresAt is when the invoice stops being payable if unpaid; zero
	// when it never does.
	ExpiresAt time.Time `json:"expiresAt,omitzero"`
	// Description, Reference and LineItems are what the merchant told the
	// customer; empty when none.
	Description string            `json:"description,omitempty"`
	Reference   string            `json:"reference,omitempty"`
	LineItems   []InvoiceLineItem `json:"lineItems,omitempty"`

	// PaidAt is the paying block's time; ClaimableAt when the 7-day refund
	// window closes and the funds can be claimed; SettleTxHash the paying
	// transaction; Payer the paying wallet; AmountIn what the payment took
	// in the pay-in token's smallest unit. All zero until paid.
	PaidAt       time.Time `json:"paidAt,omitzero"`
	ClaimableAt  time.Time `json:"claimableAt,omitzero"`
	SettleTxHash string    `json:"settleTxHash,omitempty"`
	Payer        string    `json:"payer,omitempty"`
	AmountIn     string    `json:"amountIn,omitempty"`
	// AmountRefunded is what refunds returned to the payer, in dollars
	// ("0" when none: a paid invoice may be refunded in parts);
	// AmountRemaining what the gateway still holds for it ("0" once
	// refunded or claimed). Both empty until paid.
	AmountRefunded  string `json:"amountRefunded,omitempty"`
	AmountRemaining string `json:"amountRemaining,omitempty"`
	// Refunds are the refunds one by one, oldest first (#36): on the read
	// of one invoice (GetInvoice), empty in lists and when none.
	Refunds []InvoiceRefund `json:"refunds,omitempty"`
	// Deposit is how to pay the invoice with a plain transfer to its
	// deposit address, from an exchange or any wallet (#34): nil unless it
	// is open and the deployment has deposit addresses.
	Deposit *InvoiceDeposit `json:"deposit,omitempty"`
	// PaidVia is how it was paid: PaidBySignature (a payment the payer
	// signed) or PaidByDeposit (transfers to its deposit address, then the
	// Payer); "" until paid.
	PaidVia string `json:"paidVia,omitempty"`

	// Only with the owning merchant's secret key: the invoice's Metadata,
	// its staging transaction, why staging failed (failed invoices), and
	// whether it was created unscreened while the compliance provider was
	// down.
	Metadata           map[string]string `json:"metadata,omitempty"`
	StageTxHash        string            `json:"stageTxHash,omitempty"`
	Failure            string            `json:"failure,omitempty"`
	ComplianceFailOpen bool              `json:"complianceFailOpen,omitempty"`
}

type (
	// InvoiceMerchant is what a customer sees of the merchant: its display
	// name, support email, and the brand of the hosted page.
	InvoiceMerchant = invoiceapi.MerchantPublic
	// InvoiceDeposit is an open invoice's deposit address: the token, the
	// network, the amount, what arrived, and the EIP-681 request for the
	// rest.
	InvoiceDeposit = invoiceapi.Deposit
	// InvoiceLineItem is a line of an invoice as shown: Quantity ×
	// UnitAmount = Amount, in dollars as decimal strings.
	InvoiceLineItem = invoiceapi.ViewLineItem
)

// CreateInvoice creates an invoice (POST /api/invoices) and returns its id
// and payment page. It checks the amount and the URLs before sending, and
// sends a fresh Idempotency-Key that its retries reuse.
func (c *Client) CreateInvoice(ctx context.Context, params CreateInvoiceParams) (*Invoice, error) {
	body, err := createInvoiceBody(params)
	if err != nil {
		return nil, err
	}
	key, err := c.newIdempotencyKey()
	if err != nil {
		return nil, err
	}
	var out invoiceapi.CreateInvoiceResponse
	err = c.do(ctx, request{
		method:  http.MethodPost,
		path:    "/api/invoices",
		body:    body,
		header:  map[string]string{idempotencyKeyHeader: key},
		withKey: true,
	}, &out)
	if err != nil {
		return nil, err
	}
	return &Invoice{InvoiceID: out.InvoiceID, URL: out.URL}, nil
}

// createInvoiceBody checks params and encodes them.
func createInvoiceBody(p CreateInvoiceParams) ([]byte, error) {
	switch a := p.AmountUSDC; {
	case math.IsNaN(a) || math.IsInf(a, 0):
		return nil, newError(CodeInvalidAmount, "AmountUSDC must be a finite number of dollars such as 19.99, not %v", a)
	case a <= 0:
		return nil, newError(CodeInvalidAmount, "AmountUSDC must be greater than 0, not %v", a)
	}
	if strings.TrimSpace(p.SuccessURL) == "" {
		return nil, newError(CodeInvalidURL, "SuccessURL is required: the http(s) address the customer returns to after paying")
	}
	if err := checkHTTPURL("SuccessURL", p.SuccessURL); err != nil {
		return nil, err
	}
	if p.CancelURL != "" {
		if err := checkHTTPURL("CancelURL", p.CancelURL); err != nil {
			return nil, err
		}
	}
	req := invoiceapi.CreateInvoiceRequest{
		// The shortest decimal that reads back as the same float64: 19.99
		// goes out as 19.99, and the server checks the decimals.
		AmountUSDC: invoiceapi.Amount(strconv.FormatFloat(p.AmountUSDC, 'f', -1, 64)),
		PayInToken: string(p.PayInToken),
		SuccessURL: p.SuccessURL,
		CancelURL:  p.CancelURL,
		Metadata:   invoiceapi.Metadata(p.Metadata),
	}
	if !p.ExpiresAt.IsZero() {
		at := p.ExpiresAt.UTC()
		req.ExpiresAt = &at
	}
	req.Description, req.Reference, req.Networks = p.Description, p.Reference, p.Networks
	for _, l := range p.LineItems {
		if math.IsNaN(l.UnitAmountUSDC) || math.IsInf(l.UnitAmountUSDC, 0) || l.UnitAmountUSDC <= 0 {
			return nil, newError(CodeInvalidAmount, "line %q: UnitAmountUSDC must be a finite number of dollars greater than 0, not %v", l.Name, l.UnitAmountUSDC)
		}
		req.LineItems = append(req.LineItems, invoiceapi.LineItem{Name: l.Name, Quantity: l.Quantity,
			UnitAmountUSDC: invoiceapi.Amount(strconv.FormatFloat(l.UnitAmountUSDC, 'f', -1, 64))})
	}
	return json.Marshal(req)
}

// GetInvoice reads an invoice (GET /api/invoices/{id}): every field the
// server answers, among them its status and, once paid, PaidAt and
// ClaimableAt (poll it to learn when the refund window of a paid invoice
// ends). Metadata and the other private fields come only with the owning
// merchant's secret key. A secret key is sent along; a publishable
// key is not needed for the public view and is left out, so that a
// browser sends a simple cross-origin request.
func (c *Client) GetInvoice(ctx context.Context, invoiceID string) (*Invoice, error) {
	if strings.TrimSpace(invoiceID) == "" {
		return nil, newError(CodeUnknown, "an invoice id is required")
	}
	var v invoiceapi.View
	err := c.do(ctx, request{
		method:  http.MethodGet,
		path:    "/api/invoices/" + url.PathEscape(invoiceID),
		withKey: !c.publishable(),
	}, &v)
	if err != nil {
		return nil, err
	}
	return invoiceOf(v), nil
}

// VoidInvoice voids an unpaid invoice (POST /api/invoices/{id}/void, an
// extension of the specification; secret key only): it can no longer be
// paid. A paid invoice, or one whose payment is being settled, is refused
// (INVOICE_NOT_OPEN, PAYMENT_IN_FLIGHT).
func (c *Client) VoidInvoice(ctx context.Context, invoiceID string) (*Invoice, error) {
	if err := c.requireSecret("VoidInvoice"); err != nil {
		return nil, err
	}
	if strings.TrimSpace(invoiceID) == "" {
		return nil, newError(CodeUnknown, "an invoice id is required")
	}
	var v invoiceapi.View
	if err := c.Do(ctx, Call{Method: http.MethodPost, Path: "/api/invoices/" + url.PathEscape(invoiceID) + "/void"}, &v); err != nil {
		return nil, err
	}
	return invoiceOf(v), nil
}

// MerchantVoidInvoice is VoidInvoice for the signed-in merchant (POST
// /api/merchant/invoices/{id}/void): the dashboard's Void button.
func (c *Client) MerchantVoidInvoice(ctx context.Context, invoiceID string) (*Invoice, error) {
	var v invoiceapi.View
	if err := c.Do(ctx, Call{Method: http.MethodPost, Path: "/api/merchant/invoices/" + url.PathEscape(invoiceID) + "/void"}, &v); err != nil {
		return nil, err
	}
	return invoiceOf(v), nil
}

// invoiceOf is the client's Invoice of a view: every field of it.
func invoiceOf(v invoiceapi.View) *Invoice {
	return &Invoice{
		InvoiceID: v.InvoiceID, URL: v.URL, Status: InvoiceStatus(v.Status), View: v.Kind,
		Amount: v.Amount, AmountUnits: v.AmountUnits, Currency: v.Currency,
		PayInToken: PayInToken(v.PayInToken), PayoutToken: v.PayoutToken, Merchant: v.Merchant,
		ChainID: v.ChainID, Gateway: v.Gateway, Networks: v.Networks,
		SuccessURL: deref(v.SuccessURL), CancelURL: deref(v.CancelURL),
		CreatedAt: v.CreatedAt, StagedAt: deref(v.StagedAt), ExpiresAt: deref(v.ExpiresAt),
		Description: deref(v.Description), Reference: deref(v.Reference), LineItems: v.LineItems,
		PaidAt: deref(v.PaidAt), ClaimableAt: deref(v.ClaimableAt), SettleTxHash: deref(v.SettleTxHash),
		Payer: deref(v.Payer), AmountIn: deref(v.AmountIn),
		AmountRefunded: deref(v.Refunded), AmountRemaining: deref(v.Remaining), Refunds: v.Refunds, Deposit: v.Deposit, PaidVia: deref(v.PaidVia),
		Metadata: v.Metadata, StageTxHash: deref(v.StageTxHash), Failure: deref(v.Failure),
		ComplianceFailOpen: deref(v.NotScreened),
	}
}

// deref is *p, or the zero value for nil (a field the server sent as null
// or left out).
func deref[T any](p *T) T {
	var zero T
	if p == nil {
		return zero
	}
	return *p
}

// OpenCheckout sends the browser to the invoice's payment page, as
// setting window.location to inv.URL does. It works only in the
// WebAssembly build running in a browser and fails with NOT_IN_BROWSER
// elsewhere, and with INVALID_URL when inv.URL is not http(s).
func (c *Client) OpenCheckout(inv *Invoice) error {
	if inv == nil {
		return newError(CodeInvalidURL, "OpenCheckout needs the invoice CreateInvoice returned, not nil")
	}
	if err := checkHTTPURL("invoice URL", inv.URL); err != nil {
		return err
	}
	return navigate(inv.URL)
}

// InvoiceRefund is one refund of an invoice: what it returned, in
// dollars, when (its block's time) and its transaction.
type InvoiceRefund = invoiceapi.ViewRefund

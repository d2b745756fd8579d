// Package paylink is the merchant's payment links: a reusable address,
// /l/<slug>, with a fixed price or a range the customer picks from, that
// mints an invoice for each customer who presses pay and sends them to its
// hosted page. Merchants make them in the dashboard, without code.
package paylink

import (
	"context"
	"crypto/rand"
	"errors"
	"slices"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/google/uuid"

	"github.com/paystead/paystead/backend/invoice"
	"github.com/paystead/paystead/shared/apierr"
	"github.com/paystead/paystead/shared/invoiceapi"
	"github.com/paystead/paystead/shared/linkapi"
	"github.com/paystead/paystead/shared/money"
)

// InvoiceExpiry is how long an invoice a link minted stays payable: a
// customer who walks away leaves an invoice that expires instead of
// lingering open.
const InvoiceExpiry = time.Hour

// Link is a payment link as stored. Amount is the fixed price in units
// of 10^-6 USD; 0 when the customer enters an amount between MinAmount
// and MaxAmount.
type Link struct {
	ID          uuid.UUID
	MerchantID  uuid.UUID
	Slug        string
	Title       string
	Description string
	PayInToken  invoiceapi.Token
	Amount      int64
	MinAmount   int64
	MaxAmount   int64
	SuccessURL  string
	Enabled     bool
	CreatedAt   time.Time
	// Invoices and Paid count the invoices it minted and those paid; read
	// with the link.
	Invoices, Paid int
}

// Fixed reports whether the link has a fixed price.
func (l Link) Fixed() bool { return l.Amount > 0 }

// Errors of stores.
var (
	ErrNotFound  = errors.New("payment link not found")
	ErrSlugTaken = errors.New("payment link slug taken")
	ErrTooMany   = errors.New("too many payment links")
)

// Store keeps links.
type Store interface {
	// CreateLink stores l, failing with ErrSlugTaken when another link has
	// its slug and ErrTooMany when its merchant has max links already.
	CreateLink(ctx context.Context, l Link, max int) error
	// Links lists merchantID's links, newest first, with their counts.
	Links(ctx context.Context, merchantID uuid.UUID) ([]Link, error)
	// LinkBySlug reads the link at slug (ErrNotFound when none).
	LinkBySlug(ctx context.Context, slug string) (Link, error)
	// SetEnabled enables or disables merchantID's link id and returns it
	// (ErrNotFound when merchantID has no such link).
	SetEnabled(ctx context.Context, merchantID, id uuid.UUID, enabled bool) (Link, error)
}

// Invoicer creates invoices: the invoice service.
type Invoicer interface {
	Create(ctx context.Context, m invoice.Merchant, req invoiceapi.CreateInvoiceRequest, idemKey string) (invoice.Invoice, error)
}

// Merchants reads the merchant a link sells for.
type Merchants interface {
	InvoiceMerchant(ctx context.Context, id uuid.UUID) (invoice.Merchant, error)
}

// Service makes, lists and toggles links, and mints their invoices.
type Service struct {
	store     Store
	invoices  Invoicer
	merchants Merchants
	// allowLoopback lets success addresses point at localhost (dev).
	allowLoopback bool
	now           func() time.Time
	// tokens are the pay-in tokens a link may be in; nil: spec 2.1's.
	tokens []invoiceapi.Token
}

// NewService wires a Service; allowLoopback is dev mode's leave for
// success addresses on localhost.
func NewService(store Store, invoices Invoicer, merchants Merchants, allowLoopback bool) *Service {
	return &Service{store: store, invoices: invoices, merchants: merchants, allowLoopback: allowLoopback, now: time.Now}
}

// Create checks req and stores the link for merchantID.
func (s *Service) Create(ctx context.Context, merchantID uuid.UUID, req linkapi.CreateRequest) (Link, error) {
	l, err := check(req, s.tokens)
	if err != nil {
		return Link{}, err
	}
	if l.SuccessURL != "" {
		// Checked now as an invoice's would be, so that no customer meets
		// a link whose invoices cannot be made.
		m, err := s.merchants.InvoiceMerchant(ctx, merchantID)
		if err != nil {
			return Link{}, err
		}
		u, problem := invoiceapi.CheckRedirectURL(l.SuccessURL, invoiceapi.ValidationOptions{AllowedOrigins: m.AllowedOrigins, AllowLoopback: s.allowLoopback})
		if problem != "" {
			f := apierr.Fields{}
			f.Add("successUrl", "%s", problem)
			return Link{}, f.Err()
		}
		l.SuccessURL = u
	}
	if l.Slug == "" {
		l.Slug = randomSlug()
	}
	l.ID, l.MerchantID, l.Enabled, l.CreatedAt = uuid.New(), merchantID, true, s.now().UTC().Truncate(time.Microsecond)
	switch err := s.store.CreateLink(ctx, l, linkapi.MaxLinksPerMerchant); {
	case errors.Is(err, ErrSlugTaken):
		e := apierr.New(apierr.SlugTaken, "Another payment link has the address /l/%s; choose another slug.", l.Slug)
		e.Fields = []apierr.FieldError{{Field: "slug", Message: "is taken: choose another"}}
		return Link{}, e
	case errors.Is(err, ErrTooMany):
		return Link{}, apierr.New(apierr.BadBody, "You have %d payment links, the most one merchant may have; disable and reuse one.", linkapi.MaxLinksPerMerchant)
	case err != nil:
		return Link{}, err
	}
	return l, nil
}

// SetTokens sets the pay-in tokens a link may be in (nil: those of spec
// 2.1), in the order an error names them.
func (s *Service) SetTokens(tokens []invoiceapi.Token) { s.tokens = tokens }

// check validates req field by field; tokens are those a link may be in
// (nil: those of spec 2.1).
func check(req linkapi.CreateRequest, tokens []invoiceapi.Token) (Link, error) {
	if tokens == nil {
		tokens = invoiceapi.Tokens()
	}
	var (
		f apierr.Fields
		l Link
	)
	l.Slug = strings.TrimSpace(req.Slug)
	if l.Slug != "" {
		if msg := slugProblem(l.Slug); msg != "" {
			f.Add("slug", "%s", msg)
		}
	}
	l.Title = strings.TrimSpace(req.Title)
	switch n := utf8.RuneCountInString(l.Title); {
	case n == 0:
		f.Add("title", "is required: what the customer pays for")
	case n > linkapi.MaxTitleRunes:
		f.Add("title", "at most %d characters", linkapi.MaxTitleRunes)
	case !printable(l.Title):
		f.Add("title", "holds control or direction characters")
	}
	// The description becomes each minted invoice's: the invoice's rule
	// (lines allowed, no other control characters), or the link would
	// take a text its invoices then refuse.
	l.Description = invoiceapi.ValidateText("description", req.Description, linkapi.MaxDescRunes, true, &f)
	switch t := invoiceapi.Token(req.PayInToken); {
	case req.PayInToken == "":
		f.Add("payInToken", "is required: one of %s", invoiceapi.ListOf(tokens))
	case !slices.Contains(tokens, t):
		f.Add("payInToken", "must be %s", invoiceapi.OneOf(tokens))
	default:
		l.PayInToken = t
	}
	amount := func(field, s string) int64 {
		units, ok := invoiceapi.AmountUnits(s)
		if !ok {
			f.Add(field, "must be a number of dollars greater than 0, at most 6 decimals and at most %s", money.FormatUnits(invoiceapi.MaxAmountUnits, invoiceapi.AmountDecimals))
		}
		return units
	}
	switch {
	case req.Amount != "" && (req.MinAmount != "" || req.MaxAmount != ""):
		f.Add("amount", "give either amount (a fixed price) or minAmount and maxAmount (the customer chooses), not both")
	case req.Amount != "":
		l.Amount = amount("amount", req.Amount)
	case req.MinAmount == "" || req.MaxAmount == "":
		f.Add("amount", "is required: a fixed price, or minAmount and maxAmount for an amount the customer enters")
	default:
		l.MinAmount, l.MaxAmount = amount("minAmount", req.MinAmount), amount("maxAmount", req.MaxAmount)
		if l.MinAmount > 0 && l.MaxAmount > 0 && l.MinAmount > l.MaxAmount {
			f.Add("maxAmount", "must not be below minAmount")
		}
	}
	l.SuccessURL = strings.TrimSpace(req.SuccessURL)
	return l, f.Err()
}

// slugProblem says what is wrong with a chosen slug, "" when nothing.
func slugProblem(s string) string {
	if len(s) < linkapi.MinSlugLen || len(s) > linkapi.MaxSlugLen {
		return "must be 3 to 48 characters"
	}
	for i := 0; i < len(s); i++ {
		c := s[i]
		alnum := c >= 'a' && c <= 'z' || c >= '0' && c <= '9'
		if !alnum && c != '-' || c == '-' && (i == 0 || i == len(s)-1) {
			return "may hold only a-z, 0-9 and -, and must start and end with a letter or digit"
		}
	}
	return ""
}

// printable reports whether s has no control or bidirectional-override
// characters.
func printable(s string) bool {
	for _, r := range s {
		if r < 0x20 || r == 0x7f || (r >= 0x202a && r <= 0x202e) || (r >= 0x2066 && r <= 0x2069) {
			return false
		}
	}
	return true
}

// slugAlphabet is what random slugs are made of: no look-alike pairs.
const slugAlphabet = "abcdefghjkmnpqrstuvwxyz23456789"

// randomSlug is a fresh 10-character slug (about 49 bits).
func randomSlug() string {
	var b [10]byte
	_, _ = rand.Read(b[:]) // crypto/rand never fails on supported platforms
	for i := range b {
		b[i] = slugAlphabet[int(b[i])%len(slugAlphabet)]
	}
	return string(b[:])
}

// Links lists merchantID's links, newest first.
func (s *Service) Links(ctx context.Context, merchantID uuid.UUID) ([]Link, error) {
	return s.store.Links(ctx, merchantID)
}

// SetEnabled turns merchantID's link id on or off.
func (s *Service) SetEnabled(ctx context.Context, merchantID, id uuid.UUID, enabled bool) (Link, error) {
	l, err := s.store.SetEnabled(ctx, merchantID, id, enabled)
	if errors.Is(err, ErrNotFound) {
		return l, apierr.New(apierr.NotFound, "You have no payment link with id %s.", id)
	}
	return l, err
}

// Open reads the enabled link at slug, as a customer opens it. An address
// no link could have is not looked up.
func (s *Service) Open(ctx context.Context, slug string) (Link, error) {
	if slugProblem(slug) != "" {
		return Link{}, apierr.New(apierr.NotFound, "There is no payment link at that address.")
	}
	l, err := s.store.LinkBySlug(ctx, slug)
	switch {
	case errors.Is(err, ErrNotFound):
		return l, apierr.New(apierr.NotFound, "There is no payment link at /l/%s.", slug)
	case err != nil:
		return l, err
	case !l.Enabled:
		return l, apierr.New(apierr.PaymentLinkDisabled, "The payment link /l/%s is no longer active.", slug)
	}
	return l, nil
}

// Mint makes the invoice of one customer's visit to the link at slug:
// the link's price, or amount (a USD decimal the customer entered) when
// the customer chooses. It expires after InvoiceExpiry unpaid.
func (s *Service) Mint(ctx context.Context, slug, amount string) (invoice.Invoice, error) {
	l, err := s.Open(ctx, slug)
	if err != nil {
		return invoice.Invoice{}, err
	}
	units := l.Amount
	if !l.Fixed() {
		n, perr := money.ParseDecimal(strings.TrimSpace(amount), invoiceapi.AmountDecimals)
		if perr != nil || !n.IsInt64() || n.Int64() < l.MinAmount || n.Int64() > l.MaxAmount {
			f := apierr.Fields{}
			f.Add("amount", "must be an amount of dollars from %s to %s", money.FormatUnits(l.MinAmount, invoiceapi.AmountDecimals), money.FormatUnits(l.MaxAmount, invoiceapi.AmountDecimals))
			return invoice.Invoice{}, f.Err()
		}
		units = n.Int64()
	}
	m, err := s.merchants.InvoiceMerchant(ctx, l.MerchantID)
	if err != nil {
		return invoice.Invoice{}, err
	}
	expires := s.now().Add(InvoiceExpiry).UTC().Truncate(time.Second)
	desc := l.Title
	if l.Description != "" {
		desc += "\n\n" + l.Description
	}
	return s.invoices.Create(ctx, m, invoiceapi.CreateInvoiceRequest{
		AmountUSDC:  invoiceapi.Amount(money.FormatUnits(units, invoiceapi.AmountDecimals)),
		PayInToken:  string(l.PayInToken),
		SuccessURL:  l.SuccessURL,
		Metadata:    invoiceapi.Metadata{linkapi.MetadataKey: l.Slug},
		ExpiresAt:   &expires,
		Description: truncateRunes(desc, invoiceapi.MaxDescriptionRunes),
	}, "")
}

// truncateRunes cuts s to at most n characters.
func truncateRunes(s string, n int) string {
	if utf8.RuneCountInString(s) <= n {
		return s
	}
	return string([]rune(s)[:n])
}

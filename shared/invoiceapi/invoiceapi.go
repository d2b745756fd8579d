// Package invoiceapi holds the request and response bodies of
// POST /api/invoices (spec 2.1, 4.1) and their validation. The server
// validates with it and the Go client checks with it before sending, so
// both refuse exactly the same bodies.
package invoiceapi

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"net/url"
	"reflect"
	"slices"
	"sort"
	"strconv"
	"strings"
	"time"
	"unicode"
	"unicode/utf8"

	"github.com/paystead/paystead/shared/apierr"
	"github.com/paystead/paystead/shared/money"
	"github.com/paystead/paystead/shared/truncate"
	"github.com/paystead/paystead/shared/urlguard"
)

// Token is a pay-in stablecoin, by symbol.
type Token string

// The pay-in tokens of spec 2.1, spelled exactly (the check is
// case-sensitive).
const (
	USDC Token = "USDC"
	EURC Token = "EURC"
)

// ListOf lists tokens with commas, for a message that names every one:
// "USDC, EURC, PYUSD". OneOf is its "or" form.
func ListOf(tokens []Token) string {
	s := make([]string, len(tokens))
	for i, t := range tokens {
		s[i] = string(t)
	}
	return strings.Join(s, ", ")
}

// Tokens returns every accepted pay-in token.
func Tokens() []Token { return []Token{USDC, EURC} }

// Valid reports whether t is one of Tokens.
func (t Token) Valid() bool { return t == USDC || t == EURC }

// Limits of a create request. The spec leaves amount bounds and sizes open
// (section 8); these are the values Paystead enforces.
const (
	// AmountDecimals is the precision of amountUsdc: 1 = $1.00, and the
	// smallest amount step is 0.000001, one unit of a 6-decimal token.
	AmountDecimals = money.StablecoinDecimals
	// MaxAmountUSDC is the largest amountUsdc, in dollars.
	MaxAmountUSDC = 1_000_000_000
	// MaxAmountUnits is MaxAmountUSDC in units (1e15, well inside int64).
	MaxAmountUnits int64 = MaxAmountUSDC * 1_000_000
	// MaxURLBytes bounds successUrl and cancelUrl.
	MaxURLBytes = 2048
	// MaxMetadataKeys bounds the number of metadata entries.
	MaxMetadataKeys = 50
	// MaxMetadataKeyBytes bounds a metadata key, counted in bytes of UTF-8
	// (so 40 ASCII characters, fewer for other scripts). Bytes, not
	// characters, because storage and webhook payload sizes are bytes.
	MaxMetadataKeyBytes = 40
	// MaxMetadataValueBytes bounds a metadata value, in bytes of UTF-8.
	MaxMetadataValueBytes = 500
)

// CreateInvoiceRequest is the body of POST /api/invoices.
type CreateInvoiceRequest struct {
	AmountUSDC Amount   `json:"amountUsdc"`
	PayInToken string   `json:"payInToken"`
	SuccessURL string   `json:"successUrl,omitempty"`
	CancelURL  string   `json:"cancelUrl,omitempty"`
	Metadata   Metadata `json:"metadata,omitempty"`
	// ExpiresAt (an extension of spec 2.1) is when the invoice stops being
	// payable if unpaid: RFC 3339, at least MinExpiry and at most
	// MaxExpiry ahead. Omitted: the server's default (which may be none).
	ExpiresAt *time.Time `json:"expiresAt,omitempty"`
	// Description, Reference and LineItems (extensions of spec 2.1) are
	// shown to the customer on the payment page and in the receipt: what
	// is bought, the merchant's own order number, and its lines, which
	// must add up to amountUsdc exactly.
	Description string     `json:"description,omitempty"`
	Reference   string     `json:"reference,omitempty"`
	LineItems   []LineItem `json:"lineItems,omitempty"`
	// Networks (an extension of spec 2.1) are the chain ids the invoice
	// may be paid on, in the merchant's order of preference: it is staged
	// on the first, and the customer may choose another of them.
	// Omitted: every network of the deployment that takes payInToken.
	Networks []int64 `json:"networks,omitempty"`
}

// MaxNetworks bounds the networks one invoice lists.
const MaxNetworks = 16

// LineItem is one line of an invoice: quantity × unitAmountUsdc.
type LineItem struct {
	Name           string `json:"name"`
	Quantity       int64  `json:"quantity"`
	UnitAmountUSDC Amount `json:"unitAmountUsdc"`
}

// Limits of the text shown to the customer.
const (
	MaxDescriptionRunes = 500
	MaxReferenceRunes   = 100
	MaxLineItems        = 50
	MaxLineItemRunes    = 200
	MaxLineQuantity     = 1_000_000
)

// DraftLine is a validated line item: its amounts in units of 10^-6.
type DraftLine struct {
	Name       string `json:"name"`
	Quantity   int64  `json:"quantity"`
	UnitAmount int64  `json:"unitAmountUnits"`
}

// The bounds of an invoice's expiry: long enough to pay, and not so far
// that it means nothing.
const (
	MinExpiry = time.Minute
	MaxExpiry = 365 * 24 * time.Hour
)

// CreateInvoiceResponse is the 201 body of POST /api/invoices.
type CreateInvoiceResponse struct {
	InvoiceID string `json:"invoiceId"`
	URL       string `json:"url"`
}

// ValidationOptions are the per-merchant and per-deployment inputs of
// Validate.
type ValidationOptions struct {
	// AllowedOrigins are the merchant's origins (scheme://host[:port]);
	// successUrl and cancelUrl must be on one of them. Empty allows any
	// origin. Entries are normalised with NormalizeOrigin before comparing;
	// entries that do not normalise match nothing.
	AllowedOrigins []string
	// AllowLoopback lets URLs point at loopback addresses and localhost
	// (dev mode only).
	AllowLoopback bool
	// Now is the time expiresAt is checked against.
	Now time.Time
	// Tokens are the pay-in tokens the deployment takes; nil takes those
	// of spec 2.1, Tokens().
	Tokens []Token
}

// tokens is what o takes.
func (o ValidationOptions) tokens() []Token {
	if o.Tokens == nil {
		return Tokens()
	}
	return o.Tokens
}

// OneOf says which of tokens a field takes, for an error message: "USDC
// or EURC", "USDC, EURC or PYUSD".
func OneOf(tokens []Token) string {
	s := make([]string, len(tokens))
	for i, t := range tokens {
		s[i] = string(t)
	}
	if len(s) < 2 {
		return strings.Join(s, "")
	}
	return strings.Join(s[:len(s)-1], ", ") + " or " + s[len(s)-1]
}

// InvoiceDraft is a create request after validation: every value checked
// and in the form the invoice service stores.
type InvoiceDraft struct {
	AmountUnits int64  // amountUsdc in units of 10^-6, 1 ≤ AmountUnits ≤ MaxAmountUnits
	PayInToken  Token  // USDC or EURC
	SuccessURL  string // "" when omitted; otherwise an absolute http(s) URL as re-serialised after parsing
	CancelURL   string // as SuccessURL
	Metadata    map[string]string
	// ExpiresAt is UTC, whole seconds; nil when omitted (and then left out
	// of the idempotency hash, which stays what it was before expiry).
	ExpiresAt   *time.Time  `json:",omitempty"`
	Description string      `json:",omitempty"`
	Reference   string      `json:",omitempty"`
	LineItems   []DraftLine `json:",omitempty"`
	// Networks are the chain ids requested, nil when omitted.
	Networks []int64 `json:",omitempty"`
}

// Validate checks every field of r and reports every offending field at
// once, as an *apierr.Error with code bad_body whose Fields name them
// (amountUsdc, payInToken, successUrl, cancelUrl, metadata or
// metadata.<key>). On success it returns the normalised draft.
func (r CreateInvoiceRequest) Validate(opts ValidationOptions) (InvoiceDraft, error) {
	var (
		fields apierr.Fields
		draft  InvoiceDraft
	)

	if units, msg := validateAmount(r.AmountUSDC); msg != "" {
		fields.Add("amountUsdc", "%s", msg)
	} else {
		draft.AmountUnits = units
	}

	switch token, takes := Token(r.PayInToken), opts.tokens(); {
	case r.PayInToken == "":
		fields.Add("payInToken", "is required: one of %s", ListOf(takes))
	case !slices.Contains(takes, token):
		fields.Add("payInToken", "must be %s (upper case), not %s", OneOf(takes), quoteShort(r.PayInToken))
	default:
		draft.PayInToken = token
	}

	allowed := normalizeAll(opts.AllowedOrigins)
	if r.SuccessURL != "" {
		if u, msg := validateRedirectURL(r.SuccessURL, allowed, opts.AllowLoopback); msg != "" {
			fields.Add("successUrl", "%s", msg)
		} else {
			draft.SuccessURL = u
		}
	}
	if r.CancelURL != "" {
		if u, msg := validateRedirectURL(r.CancelURL, allowed, opts.AllowLoopback); msg != "" {
			fields.Add("cancelUrl", "%s", msg)
		} else {
			draft.CancelURL = u
		}
	}

	draft.Metadata = validateMetadata(r.Metadata, &fields)

	draft.Description = validateText("description", r.Description, MaxDescriptionRunes, true, &fields)
	draft.Reference = validateText("reference", r.Reference, MaxReferenceRunes, false, &fields)
	draft.LineItems = validateLines(r.LineItems, draft.AmountUnits, &fields)

	draft.Networks = validateNetworks(r.Networks, &fields)

	if r.ExpiresAt != nil {
		switch at := r.ExpiresAt.UTC().Truncate(time.Second); {
		case at.Before(opts.Now.Add(MinExpiry)):
			fields.Add("expiresAt", "must be at least a minute from now (it is %s)", at.Format(time.RFC3339))
		case at.After(opts.Now.Add(MaxExpiry)):
			fields.Add("expiresAt", "must be within a year from now (it is %s)", at.Format(time.RFC3339))
		default:
			draft.ExpiresAt = &at
		}
	}

	if err := fields.Err(); err != nil {
		return InvoiceDraft{}, err
	}
	return draft, nil
}

// validateNetworks checks a request's networks: when present, one to
// MaxNetworks positive chain ids, none twice.
func validateNetworks(ids []int64, fields *apierr.Fields) []int64 {
	if ids == nil {
		return nil
	}
	switch {
	case len(ids) == 0:
		fields.Add("networks", "must list at least one chain id when present (omit it for every network)")
		return nil
	case len(ids) > MaxNetworks:
		fields.Add("networks", "lists %d chain ids; at most %d", len(ids), MaxNetworks)
		return nil
	}
	for i, id := range ids {
		if id <= 0 {
			fields.Add("networks", "must be positive chain ids (not %d)", id)
			return nil
		}
		if slices.Contains(ids[:i], id) {
			fields.Add("networks", "names chain %d twice", id)
			return nil
		}
	}
	return slices.Clone(ids)
}

// Amount is amountUsdc as it was sent, so that its text reaches
// validation unrounded: a JSON number's own digits, or the text of a JSON
// string (Paystead accepts "19.99" too). It is written back as a JSON
// number when it is one.
type Amount string

// UnmarshalJSON keeps a number's text, or a string's contents.
func (a *Amount) UnmarshalJSON(data []byte) error {
	data = bytes.TrimSpace(data)
	switch {
	case string(data) == "null":
		return nil
	case len(data) > 0 && data[0] == '"':
		var s string
		if err := json.Unmarshal(data, &s); err != nil {
			return err
		}
		*a = Amount(s)
	case len(data) > 0 && (data[0] == '-' || (data[0] >= '0' && data[0] <= '9')):
		*a = Amount(data)
	default:
		return &json.UnmarshalTypeError{Value: jsonKind(data), Type: reflect.TypeFor[Amount]()}
	}
	return nil
}

// MarshalJSON writes a JSON number when the text is one, else a string.
func (a Amount) MarshalJSON() ([]byte, error) {
	if json.Valid([]byte(a)) && len(a) > 0 && (a[0] == '-' || (a[0] >= '0' && a[0] <= '9')) {
		return []byte(a), nil
	}
	return json.Marshal(string(a))
}

func validateAmount(n Amount) (int64, string) {
	if n == "" {
		return 0, "is required: a number of dollars such as 19.99"
	}
	units, err := money.ParseDecimal(string(n), AmountDecimals)
	switch {
	case errors.Is(err, money.ErrNegative):
		return 0, "must be greater than 0"
	case errors.Is(err, money.ErrPrecision):
		return 0, fmt.Sprintf("must have at most %d decimal places (1 = $1.00; the smallest step is 0.000001)", AmountDecimals)
	case errors.Is(err, money.ErrRange):
		return 0, fmt.Sprintf("must be at most %d", MaxAmountUSDC)
	case err != nil:
		return 0, "must be a finite decimal number such as 19.99"
	case units.Sign() == 0:
		return 0, "must be greater than 0"
	case !units.IsInt64() || units.Int64() > MaxAmountUnits:
		return 0, fmt.Sprintf("must be at most %d", MaxAmountUSDC)
	}
	return units.Int64(), ""
}

// AmountUnits reads s (spaces around it allowed) as an amount of at most AmountDecimals decimals,
// greater than 0 and at most MaxAmountUnits in units; false when it is not one.
func AmountUnits(s string) (int64, bool) {
	units, err := money.ParseDecimal(strings.TrimSpace(s), AmountDecimals)
	if err != nil || units.Sign() <= 0 || !units.IsInt64() || units.Int64() > MaxAmountUnits {
		return 0, false
	}
	return units.Int64(), true
}

// validateRedirectURL checks a successUrl or cancelUrl and returns its
// re-serialised form, or a message saying what is wrong.
// CheckRedirectURL checks raw as successUrl is checked: an absolute
// http(s) URL on one of opts.AllowedOrigins. It returns the URL as stored,
// or why it is refused.
func CheckRedirectURL(raw string, opts ValidationOptions) (normalised, problem string) {
	return validateRedirectURL(raw, opts.AllowedOrigins, opts.AllowLoopback)
}

func validateRedirectURL(raw string, allowed []string, allowLoopback bool) (string, string) {
	if len(raw) > MaxURLBytes {
		return "", fmt.Sprintf("must be at most %d bytes long, not %d", MaxURLBytes, len(raw))
	}
	u, msg := parseHTTPURL(raw)
	if msg != "" {
		return "", msg
	}
	if err := urlguard.CheckURLHost(u, allowLoopback); err != nil {
		return "", "must not point to a local or private network address: " + strings.TrimPrefix(err.Error(), urlguard.ErrForbiddenHost.Error()+": ")
	}
	if len(allowed) > 0 {
		origin := originOf(u)
		if !slices.Contains(allowed, origin) {
			return "", fmt.Sprintf("must be on one of the merchant's allowed origins (set at /m/settings), and %s is not", origin)
		}
	}
	return u.String(), ""
}

// parseHTTPURL parses an absolute http(s) URL with a host, no user info
// and a valid port, or returns why not.
func parseHTTPURL(raw string) (*url.URL, string) {
	// RFC 3986 allows these only percent-encoded; taken raw they break out
	// of an HTML attribute or a header wherever the URL is written.
	if i := strings.IndexFunc(raw, func(r rune) bool { return r <= ' ' || r == 0x7f || strings.ContainsRune("\"<>\\`{}|^", r) }); i >= 0 {
		return nil, fmt.Sprintf("contains %q, which a URL may only hold percent-encoded (for example %%22 for a double quote)", raw[i:i+1])
	}
	u, err := url.Parse(raw)
	if err != nil {
		return nil, "is not a valid URL: write an absolute http(s) URL such as https://shop.example/thanks"
	}
	switch {
	case u.Scheme == "":
		return nil, "must be an absolute http(s) URL such as https://shop.example/thanks"
	case u.Scheme != "http" && u.Scheme != "https":
		return nil, fmt.Sprintf("must be an http or https URL, not %s", quoteShort(u.Scheme+":"))
	case u.Opaque != "" || u.Host == "":
		return nil, "must be an absolute http(s) URL with a host, such as https://shop.example/thanks"
	case u.User != nil:
		return nil, "must not contain a user name or password (user:pass@)"
	}
	if port := u.Port(); port != "" {
		if n, err := strconv.Atoi(port); err != nil || n < 1 || n > 65535 {
			return nil, fmt.Sprintf("has an invalid port %s", quoteShort(port))
		}
	}
	if strings.HasSuffix(u.Host, ":") {
		return nil, "has an empty port"
	}
	return u, ""
}

// NormalizeOrigin returns s as a browser's Origin header spells it:
// scheme://host[:port], scheme and host lower case, the default port (80
// for http, 443 for https) dropped. s must be an http(s) URL with nothing
// after the authority but an optional "/": no path, query or fragment, no
// user info. Hosts must be ASCII (international names in punycode).
func NormalizeOrigin(s string) (string, error) {
	u, msg := parseHTTPURL(s)
	if msg != "" {
		return "", fmt.Errorf("origin %s %s", quoteShort(s), msg)
	}
	if (u.Path != "" && u.Path != "/") || u.RawQuery != "" || u.ForceQuery || u.Fragment != "" || strings.HasSuffix(s, "#") {
		return "", fmt.Errorf("origin %s must be only scheme://host[:port], without a path, query or fragment", quoteShort(s))
	}
	for _, c := range u.Hostname() {
		if c >= utf8.RuneSelf || unicode.IsSpace(c) {
			return "", fmt.Errorf("origin %s must have an ASCII host; write international names in punycode (xn--...)", quoteShort(s))
		}
	}
	return originOf(u), nil
}

// originOf is the normalised origin of a parsed http(s) URL.
func originOf(u *url.URL) string {
	scheme := strings.ToLower(u.Scheme)
	host := strings.ToLower(u.Hostname())
	if strings.Contains(host, ":") {
		host = "[" + host + "]"
	}
	port := u.Port()
	if (scheme == "http" && port == "80") || (scheme == "https" && port == "443") {
		port = ""
	}
	if port != "" {
		return scheme + "://" + host + ":" + port
	}
	return scheme + "://" + host
}

func normalizeAll(origins []string) []string {
	out := make([]string, 0, len(origins))
	for _, o := range origins {
		if n, err := NormalizeOrigin(o); err == nil {
			out = append(out, n)
		}
	}
	return out
}

// validateMetadata checks m and returns a copy of it (nil when empty).
// Problems with one entry are reported under metadata.<key>, problems with
// the whole object or with a key that cannot serve as a name under
// metadata.
func validateMetadata(m Metadata, fields *apierr.Fields) map[string]string {
	if len(m) == 0 {
		return nil
	}
	ok := true
	if len(m) > MaxMetadataKeys {
		fields.Add("metadata", "must have at most %d keys, not %d", MaxMetadataKeys, len(m))
		ok = false
	}
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	for _, k := range keys {
		switch {
		case k == "":
			fields.Add("metadata", "keys must not be empty")
			ok = false
			continue
		case len(k) > MaxMetadataKeyBytes:
			fields.Add("metadata", "key %s is %d bytes long; keys are 1 to %d bytes", quoteShort(k), len(k), MaxMetadataKeyBytes)
			ok = false
			continue
		case strings.ContainsFunc(k, unicode.IsControl):
			fields.Add("metadata", "key %s contains a control character", quoteShort(k))
			ok = false
			continue
		}
		if v := m[k]; len(v) > MaxMetadataValueBytes {
			fields.Add("metadata."+k, "is %d bytes long; values are at most %d bytes", len(v), MaxMetadataValueBytes)
			ok = false
		}
	}
	if !ok {
		return nil
	}
	out := make(map[string]string, len(m))
	for k, v := range m {
		out[k] = v
	}
	return out
}

// ValidateText checks a text shown to the customer as an invoice's
// description and reference are checked, recording a refusal under field
// in fields; other texts that end up on an invoice use it too.
func ValidateText(field, s string, max int, multiline bool, fields *apierr.Fields) string {
	return validateText(field, s, max, multiline, fields)
}

// validateText checks a text shown to the customer: at most max
// characters, no control characters (newlines too when multiline is
// false), not only spaces. It returns s trimmed, or "".
func validateText(field, s string, max int, multiline bool, fields *apierr.Fields) string {
	s = strings.TrimSpace(s)
	switch n := utf8.RuneCountInString(s); {
	case s == "":
		return ""
	case n > max:
		fields.Add(field, "is %d characters long; at most %d", n, max)
	case strings.ContainsFunc(s, func(r rune) bool { return unicode.IsControl(r) && !(multiline && (r == '\n' || r == '\t')) }):
		fields.Add(field, "contains a control character")
	default:
		return s
	}
	return ""
}

// validateLines checks line items: at most MaxLineItems, each a name,
// a quantity from 1 and a unit amount like amountUsdc, together adding
// up to amount (units of 10^-6) exactly, when amount is known.
func validateLines(lines []LineItem, amount int64, fields *apierr.Fields) []DraftLine {
	if len(lines) == 0 {
		return nil
	}
	if len(lines) > MaxLineItems {
		fields.Add("lineItems", "has %d lines; at most %d", len(lines), MaxLineItems)
		return nil
	}
	out := make([]DraftLine, 0, len(lines))
	var total int64
	ok := true
	for i, l := range lines {
		at := "lineItems[" + strconv.Itoa(i) + "]"
		name := validateText(at+".name", l.Name, MaxLineItemRunes, false, fields)
		if name == "" && strings.TrimSpace(l.Name) == "" {
			fields.Add(at+".name", "is required")
		}
		if l.Quantity < 1 || l.Quantity > MaxLineQuantity {
			fields.Add(at+".quantity", "must be a whole number from 1 to %d", MaxLineQuantity)
			ok = false
		}
		unit, msg := validateAmount(l.UnitAmountUSDC)
		if msg != "" {
			fields.Add(at+".unitAmountUsdc", "%s", msg)
			ok = false
		}
		if name == "" {
			ok = false
		}
		if ok {
			if unit > (MaxAmountUnits-total)/l.Quantity {
				fields.Add("lineItems", "add up to more than the largest invoice")
				return nil
			}
			total += unit * l.Quantity
			out = append(out, DraftLine{Name: name, Quantity: l.Quantity, UnitAmount: unit})
		}
	}
	if !ok {
		return nil
	}
	if amount > 0 && total != amount {
		fields.Add("lineItems", "add up to %s, not amountUsdc (%s)", money.FormatUnits(total, AmountDecimals), money.FormatUnits(amount, AmountDecimals))
		return nil
	}
	return out
}

// quoteShort quotes s for a message, cut so that a huge input does not
// come back in full.
func quoteShort(s string) string {
	if short, cut := truncate.String(s, 40); cut {
		return strconv.Quote(short) + "…"
	}
	return strconv.Quote(s)
}

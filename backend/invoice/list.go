package invoice

import (
	"context"
	"encoding/base64"
	"encoding/hex"
	"errors"
	"strconv"
	"strings"
	"time"

	"github.com/google/uuid"

	"github.com/paystead/paystead/shared/apierr"
)

// List limits: a page holds DefaultPageSize invoices unless the caller
// asks for up to MaxPageSize; a search term is at most MaxSearchLen bytes.
const (
	DefaultPageSize = 25
	MaxPageSize     = 100
	MaxSearchLen    = 200
)

// Filter narrows a merchant's invoices. Zero fields do not narrow.
type Filter struct {
	// Statuses keeps invoices in any of them (the stored status; an unpaid
	// invoice past its expiry that the sweep has not recorded yet counts
	// as expired).
	Statuses []Status
	// CreatedFrom (inclusive) and CreatedTo (exclusive) bound the creation
	// time.
	CreatedFrom, CreatedTo time.Time
	// Search keeps invoices whose id starts with it (0x and at least 4 hex
	// digits), or whose reference or any metadata value equals it.
	Search string
	// PaidVia keeps invoices paid that way (PaidBySignature or
	// PaidByDeposit), and paid since: refunded and claimed ones too.
	PaidVia string
}

// Cursor is where a page of the newest-first listing ends: the next page
// starts after it.
type Cursor struct {
	CreatedAt time.Time
	ID        ID
}

// Page is one page of a listing; Next is nil on the last one.
type Page struct {
	Invoices []Invoice
	Next     *Cursor
}

// Lister reads a merchant's invoices newest first (by creation time, then
// id), for the listing and the export; it is part of Store.
type Lister interface {
	// ListInvoices returns up to limit of merchantID's invoices matching f
	// that come after the cursor (all from the newest when after is nil),
	// newest first, as of now (for expiry).
	ListInvoices(ctx context.Context, merchantID uuid.UUID, f Filter, after *Cursor, now time.Time, limit int) ([]Invoice, error)
	// EachInvoice calls fn with every invoice of merchantID matching f,
	// newest first, reading them as it goes (memory does not grow with
	// their number); it stops at fn's first error and returns it.
	EachInvoice(ctx context.Context, merchantID uuid.UUID, f Filter, now time.Time, fn func(Invoice) error) error
}

// listStatuses are the statuses a filter may name.
var listStatuses = []Status{Staging, Open, Paid, Refunded, Claimed, Failed, Expired, Voided}

// ParseStatuses reads a comma-separated list of statuses ("" keeps all).
func ParseStatuses(s string) ([]Status, error) {
	if s == "" {
		return nil, nil
	}
	var out []Status
	for _, part := range strings.Split(s, ",") {
		st := Status(strings.TrimSpace(part))
		if !validListStatus(st) {
			names := make([]string, len(listStatuses))
			for i, v := range listStatuses {
				names[i] = string(v)
			}
			return nil, errors.New("each status must be one of " + strings.Join(names, ", "))
		}
		out = append(out, st)
	}
	return out, nil
}

func validListStatus(s Status) bool {
	for _, v := range listStatuses {
		if s == v {
			return true
		}
	}
	return false
}

// Check reports what is wrong with f, field by field (names as in the
// API's query string).
func (f Filter) Check(fields *apierr.Fields) {
	if !f.CreatedFrom.IsZero() && !f.CreatedTo.IsZero() && !f.CreatedFrom.Before(f.CreatedTo) {
		fields.Add("createdTo", "must be after createdFrom")
	}
	if len(f.Search) > MaxSearchLen {
		fields.Add("q", "at most %d bytes", MaxSearchLen)
	}
	if f.PaidVia != "" && f.PaidVia != PaidBySignature && f.PaidVia != PaidByDeposit {
		fields.Add("paidVia", "must be %s or %s", PaidBySignature, PaidByDeposit)
	}
}

// IDPrefix is the search term as the start of an invoice id in lower-case
// hex without 0x, when it reads as one (0x and 4 to 64 hex digits).
func (f Filter) IDPrefix() (string, bool) {
	s := strings.ToLower(f.Search)
	if !strings.HasPrefix(s, "0x") || len(s) < 6 || len(s) > 66 {
		return "", false
	}
	if _, err := hex.DecodeString(s[2:] + strings.Repeat("0", len(s)%2)); err != nil {
		return "", false
	}
	return s[2:], true
}

// String is the cursor as the API hands it out: opaque, URL-safe.
func (c Cursor) String() string {
	raw := strconv.FormatInt(c.CreatedAt.UnixMicro(), 10) + "." + hex.EncodeToString(c.ID[:])
	return base64.RawURLEncoding.EncodeToString([]byte(raw))
}

// ParseCursor reads a cursor a previous page handed out.
func ParseCursor(s string) (Cursor, error) {
	bad := errors.New("is not a cursor this API handed out: pass nextCursor from the previous page as it is")
	raw, err := base64.RawURLEncoding.DecodeString(s)
	if err != nil {
		return Cursor{}, bad
	}
	at, id, ok := strings.Cut(string(raw), ".")
	if !ok || len(id) != 64 {
		return Cursor{}, bad
	}
	micros, err := strconv.ParseInt(at, 10, 64)
	if err != nil {
		return Cursor{}, bad
	}
	var c Cursor
	if _, err := hex.Decode(c.ID[:], []byte(id)); err != nil {
		return Cursor{}, bad
	}
	c.CreatedAt = time.UnixMicro(micros).UTC()
	return c, nil
}

// List returns one page of merchantID's invoices matching f, newest first,
// after the cursor (from the newest when nil); limit 0 means
// DefaultPageSize.
func (s *Service) List(ctx context.Context, merchantID uuid.UUID, f Filter, after *Cursor, limit int) (Page, error) {
	if limit <= 0 || limit > MaxPageSize {
		limit = DefaultPageSize
	}
	invs, err := s.store.ListInvoices(ctx, merchantID, f, after, s.now(), limit+1)
	if err != nil {
		return Page{}, err
	}
	p := Page{Invoices: invs}
	if len(invs) > limit {
		p.Invoices = invs[:limit]
		last := p.Invoices[limit-1]
		p.Next = &Cursor{CreatedAt: last.CreatedAt, ID: last.ID}
	}
	return p, nil
}

// Each calls fn with every invoice of merchantID matching f, newest first,
// in bounded memory.
func (s *Service) Each(ctx context.Context, merchantID uuid.UUID, f Filter, fn func(Invoice) error) error {
	return s.store.EachInvoice(ctx, merchantID, f, s.now(), fn)
}

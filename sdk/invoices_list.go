package sdk

import (
	"context"
	"iter"
	"net/http"
	"net/url"
	"strconv"
	"strings"
	"time"

	"github.com/paystead/paystead/shared/invoiceapi"
)

// InvoiceFilters narrow ListInvoices and AllInvoices. Zero values do not
// filter.
type InvoiceFilters struct {
	// Statuses keeps invoices in any of them (an unpaid invoice past its
	// expiry counts as InvoiceExpired).
	Statuses []InvoiceStatus
	// CreatedFrom (inclusive) and CreatedTo (exclusive) bound the
	// creation time.
	CreatedFrom, CreatedTo time.Time
	// Search keeps invoices whose id starts with it (0x and at least 4 hex
	// digits), or whose reference or any metadata value equals it.
	Search string
	// Limit is the page size, 1 to 100; 0 means the server's default (25).
	Limit int
}

// InvoicePage is one page of ListInvoices, newest first. NextCursor is ""
// on the last page.
type InvoicePage struct {
	Invoices   []*Invoice
	NextCursor string
}

// The timeline types are the wire types the server answers with.
type (
	// InvoiceTimeline is an invoice as its owner sees it and what happened
	// to it, oldest first.
	InvoiceTimeline = invoiceapi.Timeline
	// TimelineEntry is a step of the invoice (Kind created, staged, paid,
	// refunded, claimed, failed, expired or voided; TxHash the transaction
	// that made it) or, of Kind "webhook", an event with its deliveries.
	TimelineEntry = invoiceapi.TimelineEntry
)

// ListInvoices reads one page of the merchant's invoices, newest first
// (GET /api/invoices, an extension of the specification): the first page
// with cursor "", the next with the page's NextCursor. It needs the secret
// key: with a publishable key it fails with PUBLISHABLE_KEY_FORBIDDEN
// without sending a request.
func (c *Client) ListInvoices(ctx context.Context, filters InvoiceFilters, cursor string) (*InvoicePage, error) {
	if err := c.requireSecret("ListInvoices"); err != nil {
		return nil, err
	}
	q := url.Values{}
	if len(filters.Statuses) > 0 {
		names := make([]string, len(filters.Statuses))
		for i, s := range filters.Statuses {
			names[i] = string(s)
		}
		q.Set("status", strings.Join(names, ","))
	}
	if !filters.CreatedFrom.IsZero() {
		q.Set("createdFrom", filters.CreatedFrom.UTC().Format(time.RFC3339Nano))
	}
	if !filters.CreatedTo.IsZero() {
		q.Set("createdTo", filters.CreatedTo.UTC().Format(time.RFC3339Nano))
	}
	if filters.Search != "" {
		q.Set("q", filters.Search)
	}
	if filters.Limit != 0 {
		q.Set("limit", strconv.Itoa(filters.Limit))
	}
	if cursor != "" {
		q.Set("cursor", cursor)
	}
	path := "/api/invoices"
	if len(q) > 0 {
		path += "?" + q.Encode()
	}
	var list invoiceapi.List
	if err := c.do(ctx, request{method: http.MethodGet, path: path, withKey: true}, &list); err != nil {
		return nil, err
	}
	page := &InvoicePage{Invoices: make([]*Invoice, len(list.Invoices))}
	for i, v := range list.Invoices {
		page.Invoices[i] = invoiceOf(v)
	}
	if list.NextCursor != nil {
		page.NextCursor = *list.NextCursor
	}
	return page, nil
}

// AllInvoices yields every invoice filters keep, newest first, reading a
// page at a time as the loop goes on. It stops at the first error, which
// it yields with a nil invoice.
func (c *Client) AllInvoices(ctx context.Context, filters InvoiceFilters) iter.Seq2[*Invoice, error] {
	return func(yield func(*Invoice, error) bool) {
		cursor := ""
		for {
			page, err := c.ListInvoices(ctx, filters, cursor)
			if err != nil {
				yield(nil, err)
				return
			}
			for _, inv := range page.Invoices {
				if !yield(inv, nil) {
					return
				}
			}
			if page.NextCursor == "" {
				return
			}
			cursor = page.NextCursor
		}
	}
}

// InvoiceTimeline reads one of the merchant's invoices with what happened
// to it: its steps and every webhook event about it with each delivery
// (GET /api/invoices/{id}/timeline; secret key only).
func (c *Client) InvoiceTimeline(ctx context.Context, invoiceID string) (*InvoiceTimeline, error) {
	if err := c.requireSecret("InvoiceTimeline"); err != nil {
		return nil, err
	}
	if strings.TrimSpace(invoiceID) == "" {
		return nil, newError(CodeUnknown, "an invoice id is required")
	}
	var out InvoiceTimeline
	if err := c.do(ctx, request{method: http.MethodGet, path: "/api/invoices/" + url.PathEscape(invoiceID) + "/timeline", withKey: true}, &out); err != nil {
		return nil, err
	}
	return &out, nil
}

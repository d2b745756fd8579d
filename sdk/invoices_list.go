package sdk

import (
	"context"
	"encoding/json"
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
	// PaidVia keeps invoices paid that way, PaidBySignature or
	// PaidByDeposit (and refunded or claimed since).
	PaidVia string
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
	// InvoiceList is a page of invoices as the server sends it, each as its
	// owner sees it; NextCursor is nil on the last page.
	InvoiceList = invoiceapi.List
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
	var list invoiceapi.List
	if err := c.do(ctx, request{method: http.MethodGet, path: "/api/invoices" + listQuery(filters, cursor), withKey: true}, &list); err != nil {
		return nil, err
	}
	return pageOf(list), nil
}

// MerchantInvoices is ListInvoices for the signed-in merchant (GET
// /api/merchant/invoices), with the session cookie instead of a key. It
// answers the server's page as it is: every field of each owner's view.
func (c *Client) MerchantInvoices(ctx context.Context, filters InvoiceFilters, cursor string) (*InvoiceList, error) {
	var list InvoiceList
	if err := c.Do(ctx, Call{Path: "/api/merchant/invoices" + listQuery(filters, cursor), Repeatable: true}, &list); err != nil {
		return nil, err
	}
	return &list, nil
}

// MerchantCreateInvoice creates an invoice for the signed-in merchant
// (POST /api/merchant/invoices, the dashboard's form) with the
// request as the API takes it. idempotencyKey (fresh per form) makes a
// repeated press or a retry create one invoice; retries reuse it.
func (c *Client) MerchantCreateInvoice(ctx context.Context, req invoiceapi.CreateInvoiceRequest, idempotencyKey string) (*invoiceapi.CreateInvoiceResponse, error) {
	body, err := json.Marshal(req)
	if err != nil {
		return nil, newError(CodeUnknown, "cannot encode the invoice: %v", err)
	}
	var out invoiceapi.CreateInvoiceResponse
	if err := c.do(ctx, request{method: http.MethodPost, path: "/api/merchant/invoices", body: body,
		header: map[string]string{idempotencyKeyHeader: idempotencyKey}, withKey: c.apiKey != ""}, &out); err != nil {
		return nil, err
	}
	return &out, nil
}

// MerchantInvoiceTimeline is InvoiceTimeline for the signed-in merchant
// (GET /api/merchant/invoices/{id}/timeline).
func (c *Client) MerchantInvoiceTimeline(ctx context.Context, invoiceID string) (*InvoiceTimeline, error) {
	if strings.TrimSpace(invoiceID) == "" {
		return nil, newError(CodeUnknown, "an invoice id is required")
	}
	var out InvoiceTimeline
	if err := c.Do(ctx, Call{Path: "/api/merchant/invoices/" + url.PathEscape(invoiceID) + "/timeline", Repeatable: true}, &out); err != nil {
		return nil, err
	}
	return &out, nil
}

// MerchantInvoicesExportPath is where the signed-in merchant downloads
// the invoices filters keep as CSV (the dashboard links to it).
func MerchantInvoicesExportPath(filters InvoiceFilters) string {
	filters.Limit = 0
	return "/api/merchant/invoices/export" + listQuery(filters, "")
}

// listQuery is the listing's query string ("" or "?…").
func listQuery(filters InvoiceFilters, cursor string) string {
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
	if filters.PaidVia != "" {
		q.Set("paidVia", filters.PaidVia)
	}
	if filters.Limit != 0 {
		q.Set("limit", strconv.Itoa(filters.Limit))
	}
	if cursor != "" {
		q.Set("cursor", cursor)
	}
	if len(q) == 0 {
		return ""
	}
	return "?" + q.Encode()
}

func pageOf(list invoiceapi.List) *InvoicePage {
	page := &InvoicePage{Invoices: make([]*Invoice, len(list.Invoices))}
	for i, v := range list.Invoices {
		page.Invoices[i] = invoiceOf(v)
	}
	if list.NextCursor != nil {
		page.NextCursor = *list.NextCursor
	}
	return page
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

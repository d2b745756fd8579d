package httpapi

import (
	"encoding/csv"
	"encoding/json"
	"errors"
	"math/big"
	"net/http"
	"net/url"
	"strconv"
	"strings"
	"time"
	"unicode"
	"unicode/utf8"

	"github.com/ethereum/go-ethereum/common"

	"github.com/paystead/paystead/backend/invoice"
	"github.com/paystead/paystead/shared/apierr"
	"github.com/paystead/paystead/shared/invoiceapi"
	"github.com/paystead/paystead/shared/money"
)

// listFilter reads the listing's filters from the query string: status (a
// comma-separated list), createdFrom and createdTo (RFC 3339), q and
// paidVia.
func listFilter(q url.Values, fields *apierr.Fields) invoice.Filter {
	var f invoice.Filter
	statuses, err := invoice.ParseStatuses(q.Get("status"))
	if err != nil {
		fields.Add("status", "%s", err.Error())
	}
	f.Statuses = statuses
	for name, dst := range map[string]*time.Time{"createdFrom": &f.CreatedFrom, "createdTo": &f.CreatedTo} {
		if v := q.Get(name); v != "" {
			t, err := time.Parse(time.RFC3339, v)
			if err != nil {
				fields.Add(name, "must be an RFC 3339 time, e.g. 2026-11-01T00:00:00Z")
			}
			*dst = t
		}
	}
	f.Search = strings.TrimSpace(q.Get("q"))
	f.PaidVia = q.Get("paidVia")
	f.Check(fields)
	return f
}

// listInvoices is GET /api/invoices (secret key) and GET
// /api/merchant/invoices (the dashboard): one page of the merchant's
// invoices, newest first.
func (a *API) listInvoices(w http.ResponseWriter, r *http.Request) error {
	var fields apierr.Fields
	q := r.URL.Query()
	f := listFilter(q, &fields)
	limit := invoice.DefaultPageSize
	if v := q.Get("limit"); v != "" {
		n, err := strconv.Atoi(v)
		if err != nil || n < 1 || n > invoice.MaxPageSize {
			fields.Add("limit", "must be a whole number from 1 to %d", invoice.MaxPageSize)
		}
		limit = n
	}
	var after *invoice.Cursor
	if v := q.Get("cursor"); v != "" {
		c, err := invoice.ParseCursor(v)
		if err != nil {
			fields.Add("cursor", "%s", err.Error())
		}
		after = &c
	}
	if err := fields.Err(); err != nil {
		return err
	}
	m := principalFrom(r.Context()).Merchant
	page, err := a.invoices.List(r.Context(), m.ID, f, after, limit)
	if err != nil {
		return err
	}
	out := invoiceapi.List{Invoices: make([]invoiceapi.View, len(page.Invoices))}
	brand := brandOf(a.invoices.BaseURL(), m)
	for i, inv := range page.Invoices {
		out.Invoices[i] = viewOf(a.invoices, brand, inv)
		ownersView(&out.Invoices[i], inv)
	}
	if page.Next != nil {
		c := page.Next.String()
		out.NextCursor = &c
	}
	writeJSON(w, http.StatusOK, out)
	return nil
}

// invoiceTimeline is GET /api/invoices/{id}/timeline (secret key) and GET
// /api/merchant/invoices/{id}/timeline: the invoice and what happened to
// it, each webhook delivery included.
func (a *API) invoiceTimeline(w http.ResponseWriter, r *http.Request) error {
	id, err := invoiceIDParam(r)
	if err != nil {
		return err
	}
	m := principalFrom(r.Context()).Merchant
	h, err := a.invoices.History(r.Context(), m.ID, id)
	if err != nil {
		return err
	}
	out := invoiceapi.Timeline{Invoice: viewOf(a.invoices, brandOf(a.invoices.BaseURL(), m), h.Invoice), Entries: []invoiceapi.TimelineEntry{}}
	ownersView(&out.Invoice, h.Invoice)
	for _, e := range h.Timeline() {
		entry := invoiceapi.TimelineEntry{At: e.At.UTC()}
		if e.Moment != nil {
			entry.Kind, entry.ChainID = e.Moment.Kind, e.Moment.ChainID
			if e.Moment.TxHash != (common.Hash{}) {
				h := e.Moment.TxHash.Hex()
				entry.TxHash = &h
			}
			switch e.Moment.Kind {
			case invoice.MomentRefunded:
				amount, remaining := money.FormatUnits(e.Moment.Amount, 6), money.FormatUnits(e.Moment.Remaining, 6)
				entry.Amount, entry.Remaining = &amount, &remaining
			case invoice.MomentRefundSent, invoice.MomentRefundFailed:
				amount := money.FormatUnits(e.Moment.Amount, 6)
				entry.Amount = &amount
			case invoice.MomentTransfer:
				symbol, decimals, _ := a.escrows.svc.TokenName(e.Moment.ChainID, e.Moment.Token)
				amount, from, token := heldDecimal(e.Moment.Units, symbol, decimals), e.Moment.From.Hex(), e.Moment.Token.Hex()
				entry.Amount, entry.From, entry.Token, entry.TokenAddress = &amount, &from, &symbol, &token
			}
			entry.Reason = optional(e.Moment.Reason)
		} else {
			entry.Kind = invoiceapi.KindWebhook
			ev := &invoiceapi.TimelineEvent{ID: e.Event.ID, Type: e.Event.Type, Deliveries: []invoiceapi.TimelineDelivery{}}
			for _, d := range e.Event.Deliveries {
				td := invoiceapi.TimelineDelivery{EndpointURL: d.EndpointURL, Status: d.Status, Attempts: d.Attempts,
					LastAttemptAt: d.LastAttemptAt, LastError: optional(d.LastError)}
				if d.LastStatus != 0 {
					code := d.LastStatus
					td.LastStatusCode = &code
				}
				ev.Deliveries = append(ev.Deliveries, td)
			}
			entry.Event = ev
		}
		out.Entries = append(out.Entries, entry)
	}
	writeJSON(w, http.StatusOK, out)
	return nil
}

// csvColumns are the export's columns: amounts as exact decimals (USD
// and the pay-in token, 6 places) beside their integer units; what
// refunds returned and what the escrow still holds, in USD, once paid;
// chain_id is the network it is staged and paid on, and paid_via how it was
// paid (added last, so the columns before keep their places).
var csvColumns = []string{"invoice_id", "created_at", "status", "amount_usd", "amount_units", "pay_in_token", "amount_in",
	"amount_in_units", "refunded_usd", "remaining_usd", "payer", "paid_at", "claimable_at", "settle_tx_hash", "expires_at",
	"reference", "description", "metadata", "url", "chain_id", "paid_via"}

// exportFlushEvery is how many rows the export writes between flushes.
const exportFlushEvery = 500

// exportInvoices is GET /api/invoices/export (secret key) and GET
// /api/merchant/invoices/export: every invoice the filters keep, as CSV,
// streamed row by row.
func (a *API) exportInvoices(w http.ResponseWriter, r *http.Request) error {
	var fields apierr.Fields
	f := listFilter(r.URL.Query(), &fields)
	if err := fields.Err(); err != nil {
		return err
	}
	m := principalFrom(r.Context()).Merchant
	w.Header().Set("Content-Type", "text/csv; charset=utf-8")
	w.Header().Set("Content-Disposition", `attachment; filename="invoices-`+time.Now().UTC().Format("2006-01-02")+`.csv"`)
	w.Header().Set("Cache-Control", "no-store")
	rc := http.NewResponseController(w)
	cw := csv.NewWriter(w)
	if err := cw.Write(csvColumns); err != nil {
		return err
	}
	n := 0
	brand := brandOf(a.invoices.BaseURL(), m)
	err := a.invoices.Each(r.Context(), m.ID, f, func(inv invoice.Invoice) error {
		v := viewOf(a.invoices, brand, inv)
		if err := cw.Write(csvRow(v, inv, a.invoices.Decimals(inv.PayInToken))); err != nil {
			return err
		}
		if n++; n%exportFlushEvery == 0 {
			cw.Flush()
			if err := cw.Error(); err != nil {
				return err
			}
			// A long export keeps going as long as it keeps writing.
			_ = rc.SetWriteDeadline(time.Now().Add(time.Minute))
			_ = rc.Flush()
		}
		return nil
	})
	if err == nil {
		cw.Flush()
		err = cw.Error()
	}
	if err != nil {
		// The status line is sent: a file cut short must not look whole,
		// so the connection is dropped instead of ending the body.
		if !errors.Is(r.Context().Err(), err) {
			a.log.ErrorContext(r.Context(), "invoice export failed", "err", err, "rows", n, "request_id", RequestID(r.Context()))
		}
		panic(http.ErrAbortHandler)
	}
	return nil
}

// csvRow is inv's row in the export.
func csvRow(v invoiceapi.View, inv invoice.Invoice, payInDecimals int) []string {
	str := func(p *string) string {
		if p == nil {
			return ""
		}
		return *p
	}
	at := func(t *time.Time) string {
		if t == nil {
			return ""
		}
		return t.UTC().Format(time.RFC3339)
	}
	amountIn := ""
	if v.AmountIn != nil {
		if units, ok := new(big.Int).SetString(*v.AmountIn, 10); ok {
			amountIn = money.FormatDecimal(units, payInDecimals)
		}
	}
	meta, _ := json.Marshal(inv.Metadata) // a map of strings always marshals
	if inv.Metadata == nil {
		meta = []byte("{}")
	}
	return []string{v.InvoiceID, v.CreatedAt.UTC().Format(time.RFC3339Nano), v.Status, v.Amount, v.AmountUnits, v.PayInToken,
		amountIn, str(v.AmountIn), str(v.Refunded), str(v.Remaining), str(v.Payer), at(v.PaidAt), at(v.ClaimableAt), str(v.SettleTxHash), at(v.ExpiresAt),
		cell(str(v.Reference)), cell(str(v.Description)), cell(string(meta)), v.URL, strconv.FormatInt(v.ChainID, 10), str(v.PaidVia)}
}

// cell defuses text a spreadsheet would run as a formula by starting it
// with an apostrophe: text that starts with =, +, -, @, a tab or a carriage
// return, also behind spaces or invisible characters (U+FEFF, U+200B and
// the other format characters) and in their full-width forms (＝, ＋, －,
// ＠), which some spreadsheets read as the ASCII ones.
func cell(s string) string {
	if s == "" {
		return s
	}
	if s[0] == '\t' || s[0] == '\r' {
		return "'" + s
	}
	rest := strings.TrimLeftFunc(s, func(r rune) bool { return unicode.IsSpace(r) || unicode.Is(unicode.Cf, r) })
	if rest == "" {
		return s
	}
	r, _ := utf8.DecodeRuneInString(rest)
	if r >= 0xFF01 && r <= 0xFF5E { // full-width ASCII
		r -= 0xFEE0
	}
	if strings.ContainsRune("=+-@", r) {
		return "'" + s
	}
	return s
}

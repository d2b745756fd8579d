package frontend

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"net/url"
	"strconv"
	"strings"
	"time"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"github.com/paystead/paystead/frontend/i18n"
	"github.com/paystead/paystead/sdk"
	"github.com/paystead/paystead/shared/invoiceapi"
)

// invoiceStatuses are the statuses the list filters by, as the API names
// them, with their labels.
var invoiceStatuses = []struct{ Value, Label string }{
	{"open", msg("Open")}, {"staging", msg("Staging")}, {"paid", msg("Paid")}, {"refunded", msg("Refunded")}, {"claimed", msg("Claimed")},
	{"expired", msg("Expired")}, {"voided", msg("Voided")}, {"failed", msg("Failed")},
}

// paidVia names the ways an invoice is paid.
var paidVia = map[string]string{sdk.PaidBySignature: msg("Signed payment"), sdk.PaidByDeposit: msg("Transfer to its deposit address")}

// anyStatus is the status filter's value for no filter.
const anyStatus = "any"

// listView is the list's filters as the page's query string holds them,
// so a filtered list is a link: status, from and to (calendar days, UTC
// like every time on the dashboard; to is inclusive) and q.
type listView struct {
	Status, From, To, Q, PaidVia string
}

func listViewOf(u *url.URL) listView {
	q := u.Query()
	return listView{Status: q.Get("status"), From: q.Get("from"), To: q.Get("to"), Q: q.Get("q"), PaidVia: q.Get("paidVia")}
}

// query is v as the page's query string ("" or "?…").
func (v listView) query() string {
	q := url.Values{}
	for k, s := range map[string]string{"status": v.Status, "from": v.From, "to": v.To, "q": v.Q, "paidVia": v.PaidVia} {
		if s != "" {
			q.Set(k, s)
		}
	}
	if len(q) == 0 {
		return ""
	}
	return "?" + q.Encode()
}

// filters are v as the API's filters; a day that does not parse is
// reported by name (a message: translate it where it is shown).
func (v listView) filters() (sdk.InvoiceFilters, string) {
	f := sdk.InvoiceFilters{Search: strings.TrimSpace(v.Q), PaidVia: v.PaidVia}
	if v.Status != "" {
		f.Statuses = []sdk.InvoiceStatus{sdk.InvoiceStatus(v.Status)}
	}
	day := func(s string) (time.Time, bool) {
		t, err := time.Parse(time.DateOnly, s)
		return t, err == nil
	}
	if v.From != "" {
		t, ok := day(v.From)
		if !ok {
			return f, msg("From must be a date.")
		}
		f.CreatedFrom = t
	}
	if v.To != "" {
		t, ok := day(v.To)
		if !ok {
			return f, msg("To must be a date.")
		}
		f.CreatedTo = t.AddDate(0, 0, 1) // the whole day
	}
	if !f.CreatedFrom.IsZero() && !f.CreatedTo.IsZero() && !f.CreatedFrom.Before(f.CreatedTo) {
		return f, msg("To must not be before From.")
	}
	return f, ""
}

// invoicesPage is /m/invoices: the merchant's invoices, newest first,
// filtered by status, creation day and a search term, a page at a time,
// with the CSV export of the same filters.
type invoicesPage struct {
	app.Compo
	frame merchantFrame

	view     listView
	creating bool   // the new-invoice form is open
	saving   bool   // a creation is under way
	idemKey  string // the open form's Idempotency-Key: one invoice per form
	lines    int    // the form's line item rows (invoices_new.go)
	invoices []invoiceapi.View
	next     string // the cursor of the next page; "" after the last
	loaded   bool
	loading  bool
}

func newInvoicesPage() *invoicesPage { return &invoicesPage{frame: newMerchantFrame()} }

func (p *invoicesPage) OnPreRender(ctx app.Context) { p.frame.title(ctx, "Invoices") }

func (p *invoicesPage) OnNav(ctx app.Context) {
	p.frame.title(ctx, "Invoices")
	p.view = listViewOf(ctx.Page().URL())
	p.frame.start(ctx, p.load, func() { p.invoices, p.next, p.loaded = nil, "", false })
}

// load reads the first page for the filters in the page's address.
func (p *invoicesPage) load(ctx app.Context) {
	p.invoices, p.next, p.loaded = nil, "", false
	p.fetch(ctx, "")
}

// fetch reads the page after cursor and appends it.
func (p *invoicesPage) fetch(ctx app.Context, cursor string) {
	f, bad := p.view.filters()
	if bad != "" {
		p.frame.failure = p.frame.t("Could not list the invoices: {reason}", "reason", p.frame.t(bad))
		p.loaded = true
		return
	}
	p.loading = true
	callAPI(&p.frame, func(c context.Context, api *sdk.Client) (*sdk.InvoiceList, error) {
		return api.MerchantInvoices(c, f, cursor)
	},
		func(ctx app.Context, page *sdk.InvoiceList, err error) {
			p.loading, p.loaded = false, true
			if err != nil {
				p.frame.fail(err, p.frame.t("Could not list the invoices"))
				return
			}
			p.invoices = append(p.invoices, page.Invoices...)
			p.next = deref(page.NextCursor)
			if cursor != "" {
				loaded := p.frame.l.N(len(page.Invoices), "Loaded {n} more invoice.", "Loaded {n} more invoices.")
				p.frame.announce(loaded)
			}
		})
}

// onFilter applies the form's filters: the page's address takes them
// (the list is a link) and the first page is read again.
func (p *invoicesPage) onFilter(ctx app.Context, e app.Event) {
	e.PreventDefault()
	status := fieldValue("filter-status", p.view.Status)
	if status == anyStatus {
		status = ""
	}
	v := listView{
		Status:  status,
		From:    fieldValue("filter-from", p.view.From),
		To:      fieldValue("filter-to", p.view.To),
		Q:       strings.TrimSpace(fieldValue("filter-q", p.view.Q)),
		PaidVia: strings.TrimPrefix(fieldValue("filter-paid-via", p.view.PaidVia), anyStatus),
	}
	p.frame.failure = ""
	ctx.Navigate(InvoicesPath + v.query())
}

func (p *invoicesPage) onMore(ctx app.Context, e app.Event) {
	if p.loading || p.next == "" {
		return
	}
	p.fetch(ctx, p.next)
}

func (p *invoicesPage) Render() app.UI {
	return p.frame.page(InvoicesPath, p.frame.t("Invoices"), p.frame.t("Sign in with your wallet to see your invoices."), func() []app.UI {
		return []app.UI{p.renderCreate(), p.renderFilters(), p.renderList()}
	})
}

// expiryChoices are the new-invoice form's expiries: the server's
// default, or a time from now. Labels are messages.
var expiryChoices = []struct {
	Value, Label string
	After        time.Duration
}{
	{"default", msg("The server's default"), 0}, {"1h", msg("In 1 hour"), time.Hour}, {"24h", msg("In 24 hours"), 24 * time.Hour},
	{"168h", msg("In 7 days"), 7 * 24 * time.Hour}, {"720h", msg("In 30 days"), 30 * 24 * time.Hour},
}

func (p *invoicesPage) onOpenCreate(ctx app.Context, e app.Event) {
	p.creating, p.idemKey, p.lines = true, newFormKey(), 0
	focusAfterRender(ctx, "new-amount")
}

func (p *invoicesPage) onCancelCreate(ctx app.Context, e app.Event) {
	p.creating = false
	focusAfterRender(ctx, "new-invoice")
}

// onCreate creates the invoice the form describes and opens its page.
func (p *invoicesPage) onCreate(ctx app.Context, e app.Event) {
	e.PreventDefault()
	if p.saving {
		return
	}
	req := invoiceapi.CreateInvoiceRequest{
		AmountUSDC:  invoiceapi.Amount(strings.TrimSpace(fieldValue("new-amount", ""))),
		PayInToken:  fieldValue("new-token", "USDC"),
		Description: strings.TrimSpace(fieldValue("new-description", "")),
		Reference:   strings.TrimSpace(fieldValue("new-reference", "")),
		SuccessURL:  strings.TrimSpace(fieldValue("new-success-url", "")),
	}
	var refused string
	if req.Metadata, refused = formMetadata(p.frame.l, fieldValue("new-metadata", "")); refused != "" {
		p.frame.failure = p.frame.t("Check the metadata: {reason}", "reason", refused)
		focusAfterRender(ctx, "new-metadata")
		return
	}
	if req.LineItems, refused = p.formLines(); refused != "" {
		p.frame.failure = p.frame.t("Check the line items: {reason}", "reason", refused)
		return
	}
	choice := fieldValue("new-expiry", "default")
	for _, c := range expiryChoices {
		if c.Value == choice && c.After > 0 {
			at := time.Now().Add(c.After).UTC().Truncate(time.Second)
			req.ExpiresAt = &at
		}
	}
	p.saving, p.frame.failure = true, ""
	key := p.idemKey
	callAPI(&p.frame, func(c context.Context, api *sdk.Client) (*invoiceapi.CreateInvoiceResponse, error) {
		return api.MerchantCreateInvoice(c, req, key)
	}, func(ctx app.Context, out *invoiceapi.CreateInvoiceResponse, err error) {
		p.saving = false
		if err != nil {
			p.frame.fail(err, p.frame.t("Could not create the invoice"))
			return
		}
		p.creating, p.idemKey = false, ""
		ctx.Navigate(InvoicesPath + "/" + out.InvoiceID + "?created=1")
	})
}

func (p *invoicesPage) renderCreate() app.UI {
	if !p.creating {
		return actions(plainButton("new-invoice", p.frame.t("New invoice"), p.onOpenCreate))
	}
	expiries := make([]app.UI, len(expiryChoices))
	for i, c := range expiryChoices {
		expiries[i] = option(c.Value, p.frame.t(c.Label), i == 0)
	}
	return app.Form().ID("create-invoice").Class("card").Aria("labelledby", "create-heading").OnSubmit(p.onCreate).Body(
		app.H2().ID("create-heading").Text(p.frame.t("New invoice")),
		fieldLabel("new-amount", p.frame.t("Amount (USD)")),
		app.Input().ID("new-amount").Name("amount").Type("text").Attr("inputmode", "decimal").Required(true).AutoComplete(false).
			Placeholder("19.99").Aria("describedby", "new-amount-help"),
		fieldHelp("new-amount-help", p.frame.t("In dollars, up to 6 decimals; the customer pays its equivalent.")),
		fieldLabel("new-token", p.frame.t("Customer pays in")),
		app.Select().ID("new-token").Name("token").Body(tokenOptions(p.frame.l)...),
		fieldLabel("new-description", p.frame.t("Description (optional)")),
		app.Textarea().ID("new-description").Name("description").Rows(3).MaxLength(invoiceapi.MaxDescriptionRunes),
		fieldLabel("new-reference", p.frame.t("Reference (optional)")),
		app.Input().ID("new-reference").Name("reference").Type("text").MaxLength(invoiceapi.MaxReferenceRunes).
			Aria("describedby", "new-reference-help"),
		fieldHelp("new-reference-help", p.frame.t("Your order or invoice number; shown to the customer and searchable here.")),
		fieldLabel("new-expiry", p.frame.t("Expires")),
		app.Select().ID("new-expiry").Name("expiry").Body(expiries...),
		p.renderMore(),
		actions(
			app.Button().ID("create-invoice-submit").Type("submit").Disabled(p.saving).Aria("busy", p.saving).Text(p.frame.t("Create invoice")),
			secondaryButton("cancel-create", p.frame.t("Cancel"), p.onCancelCreate),
		),
	)
}

func (p *invoicesPage) renderFilters() app.UI {
	f, _ := p.view.filters()
	// Not "": go-app leaves an empty value out, and an option without one
	// has its text as its value.
	statuses := []app.UI{option(anyStatus, p.frame.t("Any status"), p.view.Status == "")}
	for _, st := range invoiceStatuses {
		statuses = append(statuses, option(st.Value, p.frame.t(st.Label), p.view.Status == st.Value))
	}
	return app.Form().ID("invoice-filters").Class("card filters").Aria("label", p.frame.t("Filter invoices")).OnSubmit(p.onFilter).Body(
		app.Div().Class("filter-row").Body(
			app.Div().Body(fieldLabel("filter-status", p.frame.t("Status")), app.Select().ID("filter-status").Name("status").Body(statuses...)),
			app.Div().Body(fieldLabel("filter-paid-via", p.frame.t("Paid by")), app.Select().ID("filter-paid-via").Name("paidVia").Body(
				option(anyStatus, p.frame.t("Any way"), p.view.PaidVia == ""),
				option(sdk.PaidBySignature, p.frame.t(paidVia[sdk.PaidBySignature]), p.view.PaidVia == sdk.PaidBySignature),
				option(sdk.PaidByDeposit, p.frame.t(paidVia[sdk.PaidByDeposit]), p.view.PaidVia == sdk.PaidByDeposit))),
			app.Div().Body(fieldLabel("filter-from", p.frame.t("Created from")), app.Input().ID("filter-from").Type("date").Name("from").Value(p.view.From)),
			app.Div().Body(fieldLabel("filter-to", p.frame.t("Created to")), app.Input().ID("filter-to").Type("date").Name("to").Value(p.view.To)),
			app.Div().Class("grow").Body(
				fieldLabel("filter-q", p.frame.t("Search")),
				app.Input().ID("filter-q").Type("search").Name("q").Value(p.view.Q).MaxLength(200).
					Aria("describedby", "filter-q-help").Placeholder(p.frame.t("0x1234…, order number or reference")),
				fieldHelp("filter-q-help", p.frame.t("The start of an invoice id, or a reference or metadata value exactly. Days are UTC.")),
			),
		),
		actions(
			app.Button().ID("apply-filters").Type("submit").Text(p.frame.t("Apply filters")),
			app.A().ID("export-csv").Class("button secondary").Href(sdk.MerchantInvoicesExportPath(f)).Attr("download", "").Text(p.frame.t("Export CSV")),
			app.If(p.view != (listView{}), func() app.UI { return app.A().ID("clear-filters").Href(InvoicesPath).Text(p.frame.t("Clear filters")) }),
		),
	)
}

func (p *invoicesPage) renderList() app.UI {
	if !p.loaded {
		return mutedPara(p.frame.t("Loading your invoices…"))
	}
	invs := p.invoices
	var body app.UI
	switch {
	case len(invs) == 0 && p.view != (listView{}):
		body = app.P().ID("no-invoices").Class("muted").Text(p.frame.t("No invoice matches these filters."))
	case len(invs) == 0:
		body = app.P().ID("no-invoices").Class("muted").Text(p.frame.t("No invoices yet. Create one here, with the API (POST /api/invoices) or with a payment link."))
	default:
		rows := make([]app.UI, len(invs))
		for i, v := range invs {
			rows[i] = app.Tr().DataSet("invoice-id", v.InvoiceID).Body(
				cell(p.frame.t("Invoice"), app.A().Class("mono").Href(InvoicesPath+"/"+v.InvoiceID).Title(v.InvoiceID).Text(shortHex(v.InvoiceID))),
				cell(p.frame.t("Status"), statusBadge(p.frame.l, v.Status)),
				monoCell(p.frame.t("Amount"), p.frame.t("{amount} USD in {token}", "amount", v.Amount, "token", v.PayInToken)),
				textCell(p.frame.t("Reference"), orDash(deref(v.Reference))),
				textCell(p.frame.t("Created"), formatTime(p.frame.l, v.CreatedAt)),
				textCell(p.frame.t("Paid"), formatTime(p.frame.l, deref(v.PaidAt))),
			)
		}
		body = app.Table().ID("invoice-list").Class("stack").Aria("labelledby", "list-heading").Body(
			columns(p.frame.l, p.frame.t("Invoice"), p.frame.t("Status"), p.frame.t("Amount"), p.frame.t("Reference"), p.frame.t("Created"), p.frame.t("Paid")), app.TBody().Body(rows...))
	}
	return card("", "list-heading", p.frame.t("Newest first"), body,
		app.If(p.next != "", func() app.UI {
			return actions(app.Button().ID("load-more").Type("button").Class("secondary").Disabled(p.loading).Aria("busy", p.loading).
				Text(p.frame.t("Load more")).OnClick(p.onMore))
		}),
	)
}

// statusBadge is an invoice status as a coloured badge, named in l.
func statusBadge(l *i18n.Locale, status string) app.UI {
	class := "badge"
	switch status {
	case "paid", "claimed":
		class += " ok"
	case "open", "staging", "refunded":
		class += " warn"
	case "failed", "expired", "voided":
		class += " bad"
	}
	label := status
	for _, s := range invoiceStatuses {
		if s.Value == status {
			label = l.T(s.Label)
		}
	}
	return app.Span().Class(class).DataSet("status", status).Text(label)
}

// newFormKey is a fresh Idempotency-Key for a form: a form submitted
// twice, or retried, makes one thing.
func newFormKey() string {
	var b [16]byte
	_, _ = rand.Read(b[:]) // crypto/rand never fails on supported platforms
	return "form_" + hex.EncodeToString(b[:])
}

// plural is n with the singular or plural noun.
func plural(n int, one, many string) string {
	if n == 1 {
		return "1 " + one
	}
	return strconv.Itoa(n) + " " + many
}

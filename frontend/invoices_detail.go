package frontend

import (
	"context"
	"slices"
	"strconv"
	"strings"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"github.com/paystead/paystead/frontend/i18n"
	"github.com/paystead/paystead/sdk"
	"github.com/paystead/paystead/shared/escrowapi"
	"github.com/paystead/paystead/shared/invoiceapi"
)

// invoiceDetailPage is /m/invoices/<id>: one invoice with everything its
// owner may see and its timeline (each step, each webhook delivery).
type invoiceDetailPage struct {
	app.Compo
	frame merchantFrame

	id       string
	created  bool // just made with the dashboard's form
	timeline *sdk.InvoiceTimeline

	refunding   bool   // a refund request is on its way
	refundError string // why the refund form's amount was refused
	// sent is the refund sent and not yet seen mined (nil when none): the
	// page reloads the timeline until it is (see followRefund).
	sent *sentRefund
	// links are the invoice's refund links (invoices_refundlinks.go); issued is the URL of the
	// one just issued, shown once.
	links   []sdk.RefundLink
	issued  string
	issuing bool
	held    []escrowapi.HeldFunds // what the gateway holds for the customer (invoices_held.go)
	voiding bool                  // a void request is on its way
}

// onCopyURL copies the invoice's payment page address.
func (p *invoiceDetailPage) onCopyURL(ctx app.Context, e app.Event) {
	if p.timeline == nil {
		return
	}
	p.frame.copyLink(ctx, p.timeline.Invoice.URL, p.frame.t("Payment link copied."))
}

func newInvoiceDetailPage() *invoiceDetailPage { return &invoiceDetailPage{frame: newMerchantFrame()} }

func (p *invoiceDetailPage) OnPreRender(ctx app.Context) { p.frame.title(ctx, "Invoice") }

func (p *invoiceDetailPage) OnNav(ctx app.Context) {
	p.frame.title(ctx, "Invoice")
	p.id = strings.TrimPrefix(ctx.Page().URL().Path, InvoicesPath+"/")
	p.created = ctx.Page().URL().Query().Get("created") == "1"
	p.frame.start(ctx, p.load, func() {
		p.timeline, p.refunding, p.refundError, p.sent = nil, false, "", nil
		p.links, p.issued, p.issuing, p.voiding, p.held = nil, "", false, false, nil
	})
}

func (p *invoiceDetailPage) load(ctx app.Context) { p.loadThen(ctx, nil) }

// loadThen loads the invoice and its timeline, then calls then (when not
// nil) once they are shown.
func (p *invoiceDetailPage) loadThen(ctx app.Context, then func()) {
	id := p.id
	callAPI(&p.frame, func(c context.Context, api *sdk.Client) (*sdk.InvoiceTimeline, error) {
		return api.MerchantInvoiceTimeline(c, id)
	},
		func(ctx app.Context, tl *sdk.InvoiceTimeline, err error) {
			if err != nil {
				p.frame.fail(err, p.frame.t("Could not load the invoice"))
				return
			}
			p.timeline = tl
			p.loadHeld()
			if then != nil {
				then()
			}
		})
}

func (p *invoiceDetailPage) Render() app.UI {
	return p.frame.page(InvoicesPath, p.frame.t("Invoice"), p.frame.t("Sign in with your wallet to see this invoice."), func() []app.UI {
		back := app.P().Body(app.A().ID("back-to-list").Href(InvoicesPath).Text(p.frame.t("← All invoices")))
		tl := p.timeline
		if tl == nil {
			if p.frame.failure != "" {
				return []app.UI{back}
			}
			return []app.UI{back, mutedPara(p.frame.t("Loading the invoice…"))}
		}
		share := app.Div().ID("share-invoice").Class("notice ok").Body(
			app.If(p.created, func() app.UI {
				return app.P().ID("created-note").Text(p.frame.t("Invoice created. Send the customer its payment page:"))
			}),
			app.P().Body(app.A().ID("payment-url").Href(tl.Invoice.URL).Class("mono").Text(tl.Invoice.URL)),
			actions(secondaryButton("copy-payment-url", p.frame.t("Copy payment link"), p.onCopyURL)),
		)
		return []app.UI{back, share, renderInvoiceFacts(p.frame.l, tl.Invoice), p.renderVoid(tl.Invoice), p.renderRefund(tl.Invoice), p.renderHeld(), p.renderRefundLinks(tl.Invoice), renderTimeline(p.frame.l, tl.Entries)}
	})
}

// renderInvoiceFacts is the invoice's details, in l.
func renderInvoiceFacts(l *i18n.Locale, v invoiceapi.View) app.UI {
	facts := []app.UI{
		fact(l.T("Invoice"), monoText(v.InvoiceID)),
		fact(l.T("Status"), statusBadge(l, v.Status)),
		fact(l.T("Amount"), monoText(l.T("{amount} USD, paid in {token}", "amount", v.Amount, "token", v.PayInToken))),
	}
	if v.AmountIn != nil {
		facts = append(facts, fact(l.T("Taken from the payer"), monoText(formatTokenUnits(unitsOf(*v.AmountIn))+" "+v.PayInToken)))
	}
	for _, f := range []struct{ label, value string }{
		{msg("Reference"), deref(v.Reference)}, {msg("Description"), deref(v.Description)}, {msg("Created"), formatTime(l, v.CreatedAt)},
		{msg("Expires"), formatTime(l, deref(v.ExpiresAt))}, {msg("Paid"), formatTime(l, deref(v.PaidAt))},
	} {
		facts = append(facts, fact(l.T(f.label), app.Text(orDash(f.value))))
	}
	if via := deref(v.PaidVia); via != "" {
		facts = append(facts, fact(l.T("Paid by"), app.Span().ID("fact-paid-via").Text(l.T(paidVia[via]))))
	}
	facts = append(facts, fact(l.T("Payer"), monoText(orDash(deref(v.Payer)))),
		fact(l.T("Refund window ends"), app.Text(formatTime(l, deref(v.ClaimableAt)))))
	if v.Refunded != nil && *v.Refunded != "0" {
		facts = append(facts, fact(l.T("Refunded"), app.Span().ID("fact-refunded").Class("mono").Text(l.T("{amount} USD", "amount", *v.Refunded))))
	}
	if v.Remaining != nil {
		facts = append(facts, fact(l.T("Held in escrow"), app.Span().ID("fact-remaining").Class("mono").Text(l.T("{amount} USD", "amount", *v.Remaining))))
	}
	chain := chainOf(v.ChainID)
	facts = append(facts, fact(l.T("Network"), app.Span().ID("fact-network").Text(l.T("{network} (chain id {id})", "network", chain.label(), "id", itoa64(chain.ID)))))
	if len(v.Networks) > 1 {
		names := make([]string, len(v.Networks))
		for i, id := range v.Networks {
			names[i] = chainOf(id).label()
		}
		facts = append(facts, fact(l.T("Payable on"), app.Span().ID("fact-networks").Text(strings.Join(names, ", "))))
	}
	if h := deref(v.SettleTxHash); h != "" {
		facts = append(facts, fact(l.T("Payment transaction"), localTxLink(l, chain, "settle-tx", h)))
	}
	if v.Failure != nil {
		facts = append(facts, fact(l.T("Failure"), app.Text(*v.Failure)))
	}
	keys := make([]string, 0, len(v.Metadata))
	for k := range v.Metadata {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	meta := make([]app.UI, len(keys))
	for i, k := range keys {
		meta[i] = fact(k, monoText(v.Metadata[k]))
	}
	return card("invoice-facts", "facts-heading", l.T("Details"),
		app.Dl().Class("facts").Body(facts...),
		app.If(len(keys) > 0, func() app.UI {
			return app.Div().Body(heading3(l.T("Metadata")), app.Dl().ID("invoice-metadata").Class("facts").Body(meta...))
		}),
	)
}

// stepLabels say what each step of an invoice's life was (messages).
var stepLabels = map[string]string{
	invoiceapi.KindCreated: msg("Created"), invoiceapi.KindStaged: msg("Staged on chain"), invoiceapi.KindMoved: msg("The customer chose another network"),
	invoiceapi.KindPaid: msg("Paid"), invoiceapi.KindTransfer: msg("Transfer received at its deposit address"),
	invoiceapi.KindRefundSent: msg("Refund sent"), invoiceapi.KindRefundFailed: msg("Refund failed, nothing refunded"),
	invoiceapi.KindRefunded: msg("Refunded to the payer"), invoiceapi.KindClaimSent: msg("Claim sent"),
	invoiceapi.KindClaimFailed: msg("Claim failed, nothing claimed"), invoiceapi.KindClaimed: msg("Claimed to your payout wallet"),
	invoiceapi.KindFailed: msg("Failed"), invoiceapi.KindExpired: msg("Expired unpaid"), invoiceapi.KindVoided: msg("Voided"),
}

// renderTimeline lists an invoice's moments, each naming its network when
// the deployment has several; their transactions link to that network's
// explorer. Its words are in l.
func renderTimeline(l *i18n.Locale, entries []invoiceapi.TimelineEntry) app.UI {
	items := make([]app.UI, len(entries))
	for i, e := range entries {
		when := timeEl("", &e.At, formatTime(l, e.At))
		if e.Kind != invoiceapi.KindWebhook || e.Event == nil {
			chain := chainOf(e.ChainID)
			where := ""
			if e.ChainID != 0 && len(pageNetworks()) > 1 {
				where = " " + l.T("on {network}", "network", chain.label())
				if e.Kind == invoiceapi.KindMoved {
					where = " " + l.T("from {network}", "network", chain.label())
				}
			}
			li := app.Li().DataSet("kind", e.Kind).Body(when, app.Text(" · "), app.Strong().Text(l.T(stepLabels[e.Kind])),
				app.If(where != "", func() app.UI { return app.Span().Class("step-network").Text(where) }),
				app.If(e.Amount != nil, func() app.UI {
					amount := l.T("{amount} USD", "amount", deref(e.Amount))
					if e.Token != nil {
						amount = tokenUnits(l, deref(e.Amount), *e.Token, deref(e.TokenAddress))
					}
					return app.Span().Class("refund-step").Body(
						app.Text(" · "), monoText(amount),
						app.If(e.From != nil, func() app.UI {
							return app.Span().Class("muted").Text(" " + l.T("from {address}", "address", deref(e.From)))
						}),
						app.If(e.Remaining != nil, func() app.UI {
							return app.Span().Class("muted").Text(" " + l.T("({amount} USD remains)", "amount", deref(e.Remaining)))
						}),
					)
				}),
				app.If(e.Reason != nil, func() app.UI { return app.P().Class("step-reason").Text(deref(e.Reason)) }),
				app.If(e.TxHash != nil, func() app.UI {
					return app.Div().Body(app.Span().Class("muted").Text(l.T("Transaction")+" "), localTxLink(l, chain, "", deref(e.TxHash)))
				}))
			items[i] = li
			continue
		}
		ev := e.Event
		var deliveries app.UI = mutedPara(l.T("No endpoint takes this event."))
		if len(ev.Deliveries) > 0 {
			lis := make([]app.UI, len(ev.Deliveries))
			for j, d := range ev.Deliveries {
				lis[j] = app.Li().DataSet("delivery-status", d.Status).Text(deliverySummary(l, d))
			}
			deliveries = app.Ul().Class("deliveries").Body(lis...)
		}
		items[i] = app.Li().DataSet("kind", "webhook").DataSet("event", ev.Type).Body(
			when, app.Text(" · "), app.Strong().Text(l.T("Webhook")+" "), app.Code().Text(ev.Type), deliveries)
	}
	return card("invoice-timeline", "timeline-heading", l.T("Timeline"), app.Ol().Class("timeline").Body(items...))
}

// deliverySummary says in a line, in l, how a webhook delivery went.
func deliverySummary(l *i18n.Locale, d invoiceapi.TimelineDelivery) string {
	var status string
	switch d.Status {
	case "delivered":
		status = l.T("delivered")
	case "failed":
		status = l.T("gave up")
	default:
		status = l.T("pending")
	}
	s := l.N(d.Attempts, "{url}: {status} after {n} attempt", "{url}: {status} after {n} attempts", "url", d.EndpointURL, "status", status)
	if d.LastStatusCode != nil {
		s += l.T(", last answer HTTP {code}", "code", strconv.Itoa(*d.LastStatusCode))
	}
	if d.LastError != nil && *d.LastError != "" {
		s += " (" + *d.LastError + ")"
	}
	if d.LastAttemptAt != nil {
		s += ", " + formatTime(l, *d.LastAttemptAt)
	}
	return s
}

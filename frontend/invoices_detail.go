package frontend

import (
	"context"
	"slices"
	"strconv"
	"strings"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

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
	p.frame.copyLink(ctx, p.timeline.Invoice.URL, "Payment link copied.")
}

func newInvoiceDetailPage() *invoiceDetailPage { return &invoiceDetailPage{} }

func (p *invoiceDetailPage) OnPreRender(ctx app.Context) { ctx.Page().SetTitle("Invoice · Paystead") }

func (p *invoiceDetailPage) OnNav(ctx app.Context) {
	ctx.Page().SetTitle("Invoice · Paystead")
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
				p.frame.fail(err, "Could not load the invoice")
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
	return p.frame.page(InvoicesPath, "Invoice", "Sign in with your wallet to see this invoice.", func() []app.UI {
		back := app.P().Body(app.A().ID("back-to-list").Href(InvoicesPath).Text("← All invoices"))
		tl := p.timeline
		if tl == nil {
			if p.frame.failure != "" {
				return []app.UI{back}
			}
			return []app.UI{back, mutedPara("Loading the invoice…")}
		}
		share := app.Div().ID("share-invoice").Class("notice ok").Body(
			app.If(p.created, func() app.UI {
				return app.P().ID("created-note").Text("Invoice created. Send the customer its payment page:")
			}),
			app.P().Body(app.A().ID("payment-url").Href(tl.Invoice.URL).Class("mono").Text(tl.Invoice.URL)),
			actions(secondaryButton("copy-payment-url", "Copy payment link", p.onCopyURL)),
		)
		return []app.UI{back, share, renderInvoiceFacts(tl.Invoice), p.renderVoid(tl.Invoice), p.renderRefund(tl.Invoice), p.renderHeld(), p.renderRefundLinks(tl.Invoice), renderTimeline(tl.Entries)}
	})
}

func renderInvoiceFacts(v invoiceapi.View) app.UI {
	facts := []app.UI{
		fact("Invoice", monoText(v.InvoiceID)),
		fact("Status", statusBadge(v.Status)),
		fact("Amount", monoText(v.Amount+" USD, paid in "+v.PayInToken)),
	}
	if v.AmountIn != nil {
		facts = append(facts, fact("Taken from the payer", monoText(formatTokenUnits(unitsOf(*v.AmountIn))+" "+v.PayInToken)))
	}
	for _, f := range []struct{ label, value string }{
		{"Reference", deref(v.Reference)}, {"Description", deref(v.Description)}, {"Created", formatTime(v.CreatedAt)},
		{"Expires", formatTime(deref(v.ExpiresAt))}, {"Paid", formatTime(deref(v.PaidAt))},
	} {
		facts = append(facts, fact(f.label, app.Text(orDash(f.value))))
	}
	if via := deref(v.PaidVia); via != "" {
		facts = append(facts, fact("Paid by", app.Span().ID("fact-paid-via").Text(paidVia[via])))
	}
	facts = append(facts, fact("Payer", monoText(orDash(deref(v.Payer)))),
		fact("Refund window ends", app.Text(formatTime(deref(v.ClaimableAt)))))
	if v.Refunded != nil && *v.Refunded != "0" {
		facts = append(facts, fact("Refunded", app.Span().ID("fact-refunded").Class("mono").Text(*v.Refunded+" USD")))
	}
	if v.Remaining != nil {
		facts = append(facts, fact("Held in escrow", app.Span().ID("fact-remaining").Class("mono").Text(*v.Remaining+" USD")))
	}
	chain := chainOf(v.ChainID)
	facts = append(facts, fact("Network", app.Span().ID("fact-network").Text(chain.label()+" (chain id "+itoa64(chain.ID)+")")))
	if len(v.Networks) > 1 {
		names := make([]string, len(v.Networks))
		for i, id := range v.Networks {
			names[i] = chainOf(id).label()
		}
		facts = append(facts, fact("Payable on", app.Span().ID("fact-networks").Text(strings.Join(names, ", "))))
	}
	if h := deref(v.SettleTxHash); h != "" {
		facts = append(facts, fact("Payment transaction", txLinkOn(chain, "settle-tx", h)))
	}
	if v.Failure != nil {
		facts = append(facts, fact("Failure", app.Text(*v.Failure)))
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
	return card("invoice-facts", "facts-heading", "Details",
		app.Dl().Class("facts").Body(facts...),
		app.If(len(keys) > 0, func() app.UI {
			return app.Div().Body(heading3("Metadata"), app.Dl().ID("invoice-metadata").Class("facts").Body(meta...))
		}),
	)
}

// stepLabels say what each step of an invoice's life was.
var stepLabels = map[string]string{
	invoiceapi.KindCreated: "Created", invoiceapi.KindStaged: "Staged on chain", invoiceapi.KindMoved: "The customer chose another network",
	invoiceapi.KindPaid: "Paid", invoiceapi.KindTransfer: "Transfer received at its deposit address",
	invoiceapi.KindRefundSent: "Refund sent", invoiceapi.KindRefundFailed: "Refund failed, nothing refunded",
	invoiceapi.KindRefunded: "Refunded to the payer", invoiceapi.KindClaimSent: "Claim sent",
	invoiceapi.KindClaimFailed: "Claim failed, nothing claimed", invoiceapi.KindClaimed: "Claimed to your payout wallet",
	invoiceapi.KindFailed: "Failed", invoiceapi.KindExpired: "Expired unpaid", invoiceapi.KindVoided: "Voided",
}

// renderTimeline lists an invoice's moments, each naming its network when
// the deployment has several; their transactions link to that network's
// explorer.
func renderTimeline(entries []invoiceapi.TimelineEntry) app.UI {
	items := make([]app.UI, len(entries))
	for i, e := range entries {
		when := timeEl("", &e.At, formatTime(e.At))
		if e.Kind != invoiceapi.KindWebhook || e.Event == nil {
			chain := chainOf(e.ChainID)
			where := ""
			if e.ChainID != 0 && len(pageNetworks()) > 1 {
				where = " on " + chain.label()
				if e.Kind == invoiceapi.KindMoved {
					where = " from " + chain.label()
				}
			}
			li := app.Li().DataSet("kind", e.Kind).Body(when, app.Text(" · "), app.Strong().Text(stepLabels[e.Kind]),
				app.If(where != "", func() app.UI { return app.Span().Class("step-network").Text(where) }),
				app.If(e.Amount != nil, func() app.UI {
					unit := " USD"
					if e.Token != nil {
						unit = " " + *e.Token
						if *e.Token == "" {
							unit = " units of token " + deref(e.TokenAddress)
						}
					}
					return app.Span().Class("refund-step").Body(
						app.Text(" · "), monoText(deref(e.Amount)+unit),
						app.If(e.From != nil, func() app.UI { return app.Span().Class("muted").Text(" from " + deref(e.From)) }),
						app.If(e.Remaining != nil, func() app.UI {
							return app.Span().Class("muted").Text(" (" + deref(e.Remaining) + " USD remains)")
						}),
					)
				}),
				app.If(e.Reason != nil, func() app.UI { return app.P().Class("step-reason").Text(deref(e.Reason)) }),
				app.If(e.TxHash != nil, func() app.UI {
					return app.Div().Body(app.Span().Class("muted").Text("Transaction "), txLinkOn(chain, "", deref(e.TxHash)))
				}))
			items[i] = li
			continue
		}
		ev := e.Event
		var deliveries app.UI = mutedPara("No endpoint takes this event.")
		if len(ev.Deliveries) > 0 {
			lis := make([]app.UI, len(ev.Deliveries))
			for j, d := range ev.Deliveries {
				lis[j] = app.Li().DataSet("delivery-status", d.Status).Text(deliverySummary(d))
			}
			deliveries = app.Ul().Class("deliveries").Body(lis...)
		}
		items[i] = app.Li().DataSet("kind", "webhook").DataSet("event", ev.Type).Body(
			when, app.Text(" · "), app.Strong().Text("Webhook "), app.Code().Text(ev.Type), deliveries)
	}
	return card("invoice-timeline", "timeline-heading", "Timeline", app.Ol().Class("timeline").Body(items...))
}

// deliverySummary says in a line how a webhook delivery went.
func deliverySummary(d invoiceapi.TimelineDelivery) string {
	s := d.EndpointURL + ": "
	switch d.Status {
	case "delivered":
		s += "delivered"
	case "failed":
		s += "gave up"
	default:
		s += "pending"
	}
	s += " after " + plural(d.Attempts, "attempt", "attempts")
	if d.LastStatusCode != nil {
		s += ", last answer HTTP " + strconv.Itoa(*d.LastStatusCode)
	}
	if d.LastError != nil && *d.LastError != "" {
		s += " (" + *d.LastError + ")"
	}
	if d.LastAttemptAt != nil {
		s += ", " + formatTime(*d.LastAttemptAt)
	}
	return s
}

package frontend

import (
	"context"
	"strings"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"github.com/paystead/paystead/sdk"
	"github.com/paystead/paystead/shared/escrowapi"
	"github.com/paystead/paystead/shared/invoiceapi"
)

// Refund links on /m/invoices/<id>: the merchant issues one for the amount in the Refund form,
// copies its URL (shown once) for the customer, sees where each stands and cancels an open one.

// loadLinks reads the invoice's refund links, for an invoice that was paid.
func (p *invoiceDetailPage) loadLinks() {
	if p.timeline == nil {
		return
	}
	v := p.timeline.Invoice
	if v.Status != "paid" && v.Status != "refunded" && v.Status != "claimed" && len(p.held) == 0 {
		p.links = nil // neither a refund nor a return to link
		return
	}
	id := v.InvoiceID
	callAPI(&p.frame, func(c context.Context, api *sdk.Client) ([]sdk.RefundLink, error) {
		return api.MerchantRefundLinks(c, id)
	}, func(ctx app.Context, links []sdk.RefundLink, err error) {
		if err == nil {
			p.links = links
		}
	})
}

// onIssueLink issues a refund link for the amount in the Refund form.
func (p *invoiceDetailPage) onIssueLink(ctx app.Context, e app.Event) {
	if p.issuing || p.timeline == nil {
		return
	}
	v := p.timeline.Invoice
	amount := strings.TrimSpace(fieldValue("refund-amount", deref(v.Remaining)))
	if amount == deref(v.Remaining) {
		amount = "" // everything that remains when the customer completes it
	}
	p.issuing, p.refundError, p.frame.failure = true, "", ""
	id := v.InvoiceID
	callAPI(&p.frame, func(c context.Context, api *sdk.Client) (*sdk.RefundLink, error) {
		return api.MerchantIssueRefundLink(c, id, amount)
	}, func(ctx app.Context, l *sdk.RefundLink, err error) {
		p.issuing = false
		if err != nil {
			if msg := fieldMessage(err, "amount"); msg != "" {
				p.refundError = "The amount: " + msg + "."
				focusAfterRender(ctx, "refund-amount")
				return
			}
			p.frame.fail(err, "Could not issue the refund link")
			return
		}
		p.issued = l.URL
		p.frame.announce("Refund link issued for " + linkAmount(*l) + ". Copy it and send it to the customer; it is shown only now.")
		focusAfterRender(ctx, "refund-link-url")
		p.loadLinks()
	})
}

func (p *invoiceDetailPage) onCopyLink(ctx app.Context, e app.Event) {
	p.frame.copyLink(ctx, p.issued, "Refund link copied.")
}

// onCancelLink cancels the open link id.
func (p *invoiceDetailPage) onCancelLink(id string) app.EventHandler {
	return func(ctx app.Context, e app.Event) {
		if !confirmed("Cancel this refund link? The customer can no longer use it.") {
			return
		}
		inv := p.timeline.Invoice.InvoiceID
		callAPI(&p.frame, func(c context.Context, api *sdk.Client) (*sdk.RefundLink, error) {
			return api.MerchantCancelRefundLink(c, inv, id)
		}, func(ctx app.Context, l *sdk.RefundLink, err error) {
			if err != nil {
				p.frame.fail(err, "Could not cancel the refund link")
				return
			}
			p.issued = ""
			p.frame.announce("Refund link " + l.Status + ".")
			p.loadLinks()
		})
	}
}

// linkAmount is what a link sends back: dollars of the escrow, or held units of a token.
func linkAmount(l sdk.RefundLink) string {
	if l.Kind != escrowapi.LinkKindReturn {
		return l.Amount + " USD"
	}
	if l.Token == "" {
		return l.Amount + " units of token " + deref(heldTokenAddress(l))
	}
	return l.Amount + " " + l.Token
}

// heldTokenAddress is the token a return link sends back (nil for a refund link).
func heldTokenAddress(l sdk.RefundLink) *string {
	if l.Held == nil {
		return nil
	}
	return &l.Held.Token
}

// linkStatusWords says where a refund link stands, for the merchant.
func linkStatusWords(l sdk.RefundLink) string {
	switch l.Status {
	case escrowapi.LinkOpen:
		if l.Failure != nil {
			return "Open: the customer's last attempt failed (" + *l.Failure + ")"
		}
		return "Open: waiting for the customer"
	case escrowapi.LinkSending:
		return "The customer confirmed; sending"
	case escrowapi.LinkSent:
		return "Sent to " + deref(l.To) + "; waiting to be mined"
	case escrowapi.LinkRefunded:
		return "Refunded to " + deref(l.To)
	case escrowapi.LinkExpired:
		return "Expired with the refund window"
	}
	return "Canceled"
}

// renderRefundLinks is the link just issued and the invoice's links.
func (p *invoiceDetailPage) renderRefundLinks(v invoiceapi.View) app.UI {
	if p.issued == "" && len(p.links) == 0 {
		return app.Text("")
	}
	rows := make([]app.UI, 0, len(p.links))
	for _, l := range p.links {
		rows = append(rows, app.Tr().Body(
			textCell("Issued", formatTime(l.CreatedAt)),
			textCell("Amount", linkAmount(l)),
			cell("Status", app.Span().Class("link-status").Text(linkStatusWords(l)),
				app.If(l.RefundTxHash != nil, func() app.UI {
					return app.Span().Body(app.Text(" "), txLinkOn(chainOf(v.ChainID), "", deref(l.RefundTxHash)))
				})),
			cell("Actions", app.If(l.Status == escrowapi.LinkOpen, func() app.UI {
				return app.Button().Type("button").Class("secondary").ID("cancel-link-" + l.ID).OnClick(p.onCancelLink(l.ID)).Text("Cancel")
			})),
		))
	}
	return app.Section().ID("refund-links").Class("card").Aria("labelledby", "refund-links-heading").Body(
		app.H2().ID("refund-links-heading").Text("Refund links"),
		app.If(p.issued != "", func() app.UI {
			return app.Div().ID("refund-link-issued").Class("notice ok").Body(
				app.P().Text("Send this link to the customer. It is shown only now; issuing another cancels it."),
				app.Input().ID("refund-link-url").Class("mono").Type("text").ReadOnly(true).Value(p.issued).Aria("label", "Refund link"),
				actions(secondaryButton("copy-refund-link", "Copy refund link", p.onCopyLink)),
			)
		}),
		app.If(len(rows) > 0, func() app.UI {
			return app.Table().ID("refund-links-table").Body(columns("Issued", "Amount", "Status", ""), app.TBody().Body(rows...))
		}),
	)
}

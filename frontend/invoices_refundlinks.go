package frontend

import (
	"context"
	"strings"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"github.com/paystead/paystead/frontend/i18n"
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
	}, func(ctx app.Context, link *sdk.RefundLink, err error) {
		p.issuing = false
		if err != nil {
			if said := fieldMessage(err, "amount"); said != "" {
				p.refundError = p.frame.t("The amount: {reason}.", "reason", said)
				focusAfterRender(ctx, "refund-amount")
				return
			}
			p.frame.fail(err, p.frame.t("Could not issue the refund link"))
			return
		}
		p.issued = link.URL
		p.frame.announce(p.frame.t("Refund link issued for {amount}. Copy it and send it to the customer; it is shown only now.", "amount", linkAmount(p.frame.l, *link)))
		focusAfterRender(ctx, "refund-link-url")
		p.loadLinks()
	})
}

func (p *invoiceDetailPage) onCopyLink(ctx app.Context, e app.Event) {
	p.frame.copyLink(ctx, p.issued, p.frame.t("Refund link copied."))
}

// onCancelLink cancels the open link id.
func (p *invoiceDetailPage) onCancelLink(id string) app.EventHandler {
	return func(ctx app.Context, e app.Event) {
		if !confirmed(p.frame.t("Cancel this refund link? The customer can no longer use it.")) {
			return
		}
		inv := p.timeline.Invoice.InvoiceID
		callAPI(&p.frame, func(c context.Context, api *sdk.Client) (*sdk.RefundLink, error) {
			return api.MerchantCancelRefundLink(c, inv, id)
		}, func(ctx app.Context, link *sdk.RefundLink, err error) {
			if err != nil {
				p.frame.fail(err, p.frame.t("Could not cancel the refund link"))
				return
			}
			p.issued = ""
			if link.Status == escrowapi.LinkCanceled {
				p.frame.announce(p.frame.t("Refund link canceled."))
			} else {
				p.frame.announce(p.frame.t("Refund link {status}.", "status", link.Status))
			}
			p.loadLinks()
		})
	}
}

// linkAmount is what a link sends back, in l: dollars of the escrow, or held units of a token.
func linkAmount(l *i18n.Locale, link sdk.RefundLink) string {
	if link.Kind != escrowapi.LinkKindReturn {
		return l.T("{amount} USD", "amount", link.Amount)
	}
	return tokenUnits(l, link.Amount, link.Token, deref(heldTokenAddress(link)))
}

// heldTokenAddress is the token a return link sends back (nil for a refund link).
func heldTokenAddress(l sdk.RefundLink) *string {
	if l.Held == nil {
		return nil
	}
	return &l.Held.Token
}

// linkStatusWords says where a refund link stands, for the merchant, in l.
func linkStatusWords(l *i18n.Locale, link sdk.RefundLink) string {
	switch link.Status {
	case escrowapi.LinkOpen:
		if link.Failure != nil {
			return l.T("Open: the customer's last attempt failed ({reason})", "reason", *link.Failure)
		}
		return l.T("Open: waiting for the customer")
	case escrowapi.LinkSending:
		return l.T("The customer confirmed; sending")
	case escrowapi.LinkSent:
		return l.T("Sent to {address}; waiting to be mined", "address", deref(link.To))
	case escrowapi.LinkRefunded:
		return l.T("Refunded to {address}", "address", deref(link.To))
	case escrowapi.LinkExpired:
		return l.T("Expired with the refund window")
	}
	return l.T("Canceled")
}

// renderRefundLinks is the link just issued and the invoice's links.
func (p *invoiceDetailPage) renderRefundLinks(v invoiceapi.View) app.UI {
	if p.issued == "" && len(p.links) == 0 {
		return app.Text("")
	}
	rows := make([]app.UI, 0, len(p.links))
	for _, l := range p.links {
		rows = append(rows, app.Tr().Body(
			textCell(p.frame.t("Issued"), formatTime(p.frame.l, l.CreatedAt)),
			textCell(p.frame.t("Amount"), linkAmount(p.frame.l, l)),
			cell(p.frame.t("Status"), app.Span().Class("link-status").Text(linkStatusWords(p.frame.l, l)),
				app.If(l.RefundTxHash != nil, func() app.UI {
					return app.Span().Body(app.Text(" "), localTxLink(p.frame.l, chainOf(v.ChainID), "", deref(l.RefundTxHash)))
				})),
			cell(p.frame.t("Actions"), app.If(l.Status == escrowapi.LinkOpen, func() app.UI {
				return app.Button().Type("button").Class("secondary").ID("cancel-link-" + l.ID).OnClick(p.onCancelLink(l.ID)).Text(p.frame.t("Cancel"))
			})),
		))
	}
	return app.Section().ID("refund-links").Class("card").Aria("labelledby", "refund-links-heading").Body(
		app.H2().ID("refund-links-heading").Text(p.frame.t("Refund links")),
		app.If(p.issued != "", func() app.UI {
			return app.Div().ID("refund-link-issued").Class("notice ok").Body(
				app.P().Text(p.frame.t("Send this link to the customer. It is shown only now; issuing another cancels it.")),
				app.Input().ID("refund-link-url").Class("mono").Type("text").ReadOnly(true).Value(p.issued).Aria("label", p.frame.t("Refund link")),
				actions(secondaryButton("copy-refund-link", p.frame.t("Copy refund link"), p.onCopyLink)),
			)
		}),
		app.If(len(rows) > 0, func() app.UI {
			return app.Table().ID("refund-links-table").Body(columns(p.frame.l, p.frame.t("Issued"), p.frame.t("Amount"), p.frame.t("Status"), ""), app.TBody().Body(rows...))
		}),
	)
}

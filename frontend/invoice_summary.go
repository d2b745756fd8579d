package frontend

import (
	"time"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"github.com/paystead/paystead/frontend/i18n"
	"github.com/paystead/paystead/shared/invoiceapi"
)

// invoiceSummary is the invoice card: who is paid, how much, in what, the
// invoice's status and, for an open EURC invoice, the live price.
type invoiceSummary struct {
	app.Compo

	L       *i18n.Locale
	Invoice invoiceapi.View
	// Quote is the EURC price; nil when the invoice needs none.
	Quote *invoiceQuote
	// Now is the page's clock, for the time left to pay.
	Now time.Time
}

// summaryPart is the card as the page's state has it.
func (p *invoicePage) summaryPart() *invoiceSummary {
	return &invoiceSummary{L: p.l, Invoice: *p.invoice, Quote: p.quotePart(), Now: p.clock()}
}

func (c *invoiceSummary) Render() app.UI {
	inv, l := c.Invoice, c.L
	status := inv.Status
	return app.Section().Class("card").Aria("labelledby", "invoice-summary-title").Body(
		app.H2().ID("invoice-summary-title").Class("sr-only").Text(l.T("Invoice")),
		app.P().Class("muted").Body(
			app.Text(l.T("Payment to")+" "),
			app.Strong().ID("invoice-merchant").Text(inv.Merchant.DisplayName),
		),
		app.P().Class("amount").ID("invoice-amount").Text(formatUSD(l, inv.Amount)),
		app.If(inv.Description != nil, func() app.UI {
			return app.P().ID("invoice-description").Class("description").Text(*inv.Description)
		}),
		app.If(inv.Reference != nil, func() app.UI {
			return app.P().Class("muted").Body(app.Text(l.T("Reference:")+" "), idSpan("invoice-reference", *inv.Reference))
		}),
		app.If(len(inv.LineItems) > 0, func() app.UI { return lineItemsTable(l, inv.LineItems) }),
		app.P().ID("invoice-pay-in").Body(
			app.Text(c.payIn()),
			app.If(tokenOf(inv.PayInToken).swapped(), func() app.UI {
				return app.Span().Class("muted").Text(" " + l.T("(converted to {payout} for the merchant)", "payout", tokenOf(inv.PayInToken).payout()))
			}),
		),
		app.If(chainOf(inv.ChainID).testNetwork(), func() app.UI {
			return app.P().Body(app.Span().ID("invoice-testnet").Class("badge warn").Text(l.T("Test network: no real money moves.")))
		}),
		app.P().Body(
			app.Text(l.T("Status:")+" "),
			app.Span().ID("invoice-status").Class("badge "+invoiceStatusTone(status)).
				DataSet("status", status).Text(invoiceStatusWords(l, status)),
		),
		app.If(payable(status) && inv.ExpiresAt != nil, func() app.UI {
			return app.P().Body(
				timeEl("invoice-expires", inv.ExpiresAt, expiryWords(l, *inv.ExpiresAt, c.Now)),
			)
		}),
		app.If(c.Quote != nil, func() app.UI { return c.Quote }),
	)
}

// payIn says the token and the network, before paying and after: the network by name, so a
// customer knows where to hold the token before connecting a wallet.
func (c *invoiceSummary) payIn() string {
	inv, l := c.Invoice, c.L
	network := chainOf(inv.ChainID).label()
	if paidStatus(inv.Status) || inv.Status == "refunded" {
		return l.T("Paid with {token} on {network}", "token", inv.PayInToken, "network", network)
	}
	return l.T("Pay with {token} on {network}", "token", inv.PayInToken, "network", network)
}

// lineItemsTable lists an invoice's lines; on a phone each row stacks.
func lineItemsTable(l *i18n.Locale, lines []invoiceapi.ViewLineItem) app.UI {
	labels := [4]string{l.T("Item"), l.T("Quantity"), l.T("Unit price"), l.T("Amount")}
	rows := make([]app.UI, len(lines))
	for i, line := range lines {
		cells := [4]string{line.Name, l.Integer(itoa64(line.Quantity)), formatUSD(l, line.UnitAmount), formatUSD(l, line.Amount)}
		tds := make([]app.UI, 4)
		for j := range cells {
			tds[j] = app.Td().DataSet("label", labels[j]).Text(cells[j])
		}
		rows[i] = app.Tr().Body(tds...)
	}
	ths := make([]app.UI, 4)
	for j, label := range labels {
		ths[j] = app.Th().Scope("col").Text(label)
	}
	// Folded: the amount is the card's headline, and on a phone the lines would push the way to
	// pay off the first screen; one tap opens them.
	return app.Details().ID("line-items").Class("line-items").Body(
		app.Summary().ID("line-items-summary").Text(l.N(len(lines), "{n} item", "{n} items")),
		app.Div().Class("table-wrap").Body(
			app.Table().ID("invoice-lines").Class("lines").Body(
				app.Caption().Class("sr-only").Text(l.T("What the invoice is for")),
				app.THead().Body(app.Tr().Body(ths...)),
				app.TBody().Body(rows...),
			),
		),
	)
}

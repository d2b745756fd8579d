package frontend

import (
	"context"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"github.com/paystead/paystead/sdk"
	"github.com/paystead/paystead/shared/invoiceapi"
)

// The Void form of /m/invoices/<id>: an unpaid invoice (staging or open) can be voided, so that
// it can no longer be paid; the API refuses one whose payment is being settled.

// renderVoid is the Void button of an unpaid invoice, nothing otherwise.
func (p *invoiceDetailPage) renderVoid(v invoiceapi.View) app.UI {
	if !payable(v.Status) {
		return app.Text("")
	}
	return app.Section().ID("void-invoice").Class("card").Aria("labelledby", "void-heading").Body(
		app.H2().ID("void-heading").Text(p.frame.t("Void")),
		mutedPara(p.frame.t("Voiding an unpaid invoice stops it being paid: its page says so and the invoice.voided webhook is sent. A payment already being settled cannot be stopped.")),
		actions(app.Button().ID("void-submit").Type("button").Class("secondary").Disabled(p.voiding).Aria("busy", p.voiding).
			OnClick(p.onVoid).Text(p.frame.t("Void this invoice"))),
	)
}

// onVoid asks the merchant to confirm, voids the invoice and reloads it.
func (p *invoiceDetailPage) onVoid(ctx app.Context, e app.Event) {
	if p.voiding || p.timeline == nil {
		return
	}
	if !confirmed(p.frame.t("Void this invoice? The customer can no longer pay it. This cannot be undone.")) {
		return
	}
	p.voiding, p.frame.failure = true, ""
	id := p.timeline.Invoice.InvoiceID
	callAPI(&p.frame, func(c context.Context, api *sdk.Client) (*sdk.Invoice, error) {
		return api.MerchantVoidInvoice(c, id)
	}, func(ctx app.Context, _ *sdk.Invoice, err error) {
		p.voiding = false
		if err != nil {
			p.frame.fail(err, p.frame.t("Could not void the invoice"))
			p.load(ctx) // its status may have moved on meanwhile
			return
		}
		p.frame.announce(p.frame.t("Invoice voided: it can no longer be paid."))
		p.load(ctx)
	})
}

package frontend

import (
	"strings"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"github.com/paystead/paystead/shared/invoiceapi"
)

// invoicePage is /i/<invoiceId>, the hosted checkout.
type invoicePage struct {
	app.Compo

	invoiceID string
	invoice   *invoiceapi.View
	loadErr   string
}

func newInvoicePage() *invoicePage { return &invoicePage{} }

// OnPreRender loads the invoice on the server, so that the merchant, the
// amount and the status are in the HTML before the WebAssembly loads.
func (p *invoicePage) OnPreRender(ctx app.Context) {
	p.invoiceID = strings.TrimPrefix(ctx.Page().URL().Path, InvoicePathPrefix)
	if src := prerenderSource; src != nil {
		v, err := src.Invoice(ctx, p.invoiceID)
		if err != nil {
			p.loadErr = err.Error()
		} else {
			p.invoice = v
		}
	}
	p.setTitle(ctx)
}

func (p *invoicePage) OnNav(ctx app.Context) {
	p.invoiceID = strings.TrimPrefix(ctx.Page().URL().Path, InvoicePathPrefix)
	p.setTitle(ctx)
}

func (p *invoicePage) setTitle(ctx app.Context) {
	if p.invoice != nil {
		ctx.Page().SetTitle("Pay " + p.invoice.Merchant.DisplayName + " · Paystead")
		return
	}
	ctx.Page().SetTitle("Invoice · Paystead")
}

func (p *invoicePage) Render() app.UI {
	if p.invoice == nil {
		return layout("", "Invoice", app.P().Text("Loading the invoice…"))
	}
	inv := p.invoice
	return layout("", "Pay "+inv.Merchant.DisplayName,
		app.P().Class("amount").Text("$"+inv.Amount+" in "+inv.PayInToken),
		app.P().Class("status").Text("Status: "+inv.Status),
	)
}

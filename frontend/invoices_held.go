package frontend

import (
	"context"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"github.com/paystead/paystead/frontend/i18n"
	"github.com/paystead/paystead/sdk"
	"github.com/paystead/paystead/shared/escrowapi"
)

// Held funds on /m/invoices/<id> (#34): transfers to the invoice's deposit address that paid
// nothing (too late, twice, a surplus, another token, another network) sit on the gateway for the
// customer. The merchant sees them per network and token and issues a return link, which the
// customer opens to give the address they go back to.

// loadHeld reads what the gateway holds for the invoice, then its refund and return links.
func (p *invoiceDetailPage) loadHeld() {
	id := p.id
	callAPI(&p.frame, func(c context.Context, api *sdk.Client) ([]escrowapi.HeldFunds, error) {
		return api.MerchantHeldFunds(c, id)
	}, func(ctx app.Context, held []escrowapi.HeldFunds, err error) {
		if err == nil {
			p.held = held
		}
		p.loadLinks()
	})
}

// onReturnHeld issues a return link for everything held of h's token on h's network.
func (p *invoiceDetailPage) onReturnHeld(h escrowapi.HeldFunds) app.EventHandler {
	return func(ctx app.Context, e app.Event) {
		if p.issuing {
			return
		}
		p.issuing, p.frame.failure = true, ""
		id := p.id
		callAPI(&p.frame, func(c context.Context, api *sdk.Client) (*sdk.RefundLink, error) {
			return api.MerchantIssueReturnLink(c, id, h.ChainID, h.TokenAddress)
		}, func(ctx app.Context, link *sdk.RefundLink, err error) {
			p.issuing = false
			if err != nil {
				p.frame.fail(err, p.frame.t("Could not issue the return link"))
				return
			}
			p.issued = link.URL
			p.frame.announce(p.frame.t("Return link issued for {amount}. Copy it and send it to the customer; it is shown only now.", "amount", linkAmount(p.frame.l, *link)))
			focusAfterRender(ctx, "refund-link-url")
			p.loadHeld()
		})
	}
}

// tokenUnits is an amount of a token, in l: "5 EURC", or in units of its address for one the
// deployment does not take (symbol "").
func tokenUnits(l *i18n.Locale, amount, symbol, address string) string {
	if symbol == "" {
		return l.T("{amount} units of token {address}", "amount", amount, "address", address)
	}
	return amount + " " + symbol
}

// renderHeld lists what the gateway holds for the invoice, with a return link for each token.
func (p *invoiceDetailPage) renderHeld() app.UI {
	if len(p.held) == 0 {
		return app.Text("")
	}
	rows := make([]app.UI, len(p.held))
	for i, h := range p.held {
		rows[i] = app.Tr().Body(
			textCell(p.frame.t("Network"), chainOf(h.ChainID).label()),
			textCell(p.frame.t("Held"), tokenUnits(p.frame.l, h.Held, h.Token, h.TokenAddress)),
			textCell(p.frame.t("Returned"), h.Returned),
			textCell(p.frame.t("Still held"), h.Remaining),
			cell(p.frame.t("Actions"), app.If(h.RemainingUnits != "0", func() app.UI {
				return app.Button().Type("button").Class("secondary").ID("return-held-" + itoa64(h.ChainID) + "-" + h.TokenAddress).
					Disabled(p.issuing).OnClick(p.onReturnHeld(h)).Text(p.frame.t("Issue return link"))
			})),
		)
	}
	return card("held-funds", "held-heading", p.frame.t("Held for the customer"),
		mutedPara(p.frame.t("Transfers to this invoice's deposit address that paid nothing: too late, a second time, more than the amount, another token or another network. The gateway holds them for the customer; a return link lets them give the address they go back to.")),
		app.Table().ID("held-table").Body(columns(p.frame.l, p.frame.t("Network"), p.frame.t("Held"), p.frame.t("Returned"), p.frame.t("Still held"), ""), app.TBody().Body(rows...)),
	)
}

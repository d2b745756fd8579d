package frontend

import (
	"context"
	"strings"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"github.com/paystead/paystead/frontend/i18n"
	"github.com/paystead/paystead/sdk"
	"github.com/paystead/paystead/shared/apierr"
	"github.com/paystead/paystead/shared/checkoutapi"
)

// invoiceGate is the compliance gate's answer about the connected
// wallet: cleared, sent to a manual review (with the ticket, whom to
// contact and a way to check again), or refused.
type invoiceGate struct {
	app.Compo

	L         *i18n.Locale
	Decision  *checkoutapi.Decision // nil until the gate answers
	Checking  bool                  // the gate is being asked
	OnRecheck app.EventHandler      // asks the gate again after a review
	// Merchant and Support are who to ask about a refusal: the merchant's name and support email.
	Merchant, Support string
	// Token is the invoice's token, which a freeze by its issuer names.
	Token string
}

// gatePart is the gate's answer, or nil before the gate is asked.
func (p *invoicePage) gatePart() *invoiceGate {
	checking := p.step == stepAuthorizing
	if p.decision == nil && !checking {
		return nil
	}
	return &invoiceGate{L: p.l, Decision: p.decision, Checking: checking, OnRecheck: p.onRecheck,
		Merchant: p.invoice.Merchant.DisplayName, Support: p.invoice.Merchant.SupportEmail, Token: p.invoice.PayInToken}
}

func (c *invoiceGate) Render() app.UI {
	d, l := c.Decision, c.L
	if d == nil {
		return mutedPara(l.T("Checking your wallet…"))
	}
	switch d.Decision {
	case checkoutapi.DecisionAllow:
		return app.Div().ID("decision").DataSet("decision", d.Decision).Class("notice ok").Body(
			app.P().ID("decision-reason").Text(l.T("Your wallet is cleared to pay this invoice.")),
		)
	case checkoutapi.DecisionReview:
		var contact app.UI = idSpan("support-contact", d.SupportContact)
		if strings.Contains(d.SupportContact, "@") && !strings.ContainsAny(d.SupportContact, " <>\"") {
			contact = app.A().ID("support-contact").Href(attrSafeURL("mailto:" + d.SupportContact)).Text(d.SupportContact)
		}
		return app.Div().ID("decision").DataSet("decision", d.Decision).Class("notice warn").Body(
			heading3(l.T("Your wallet needs a manual review")),
			app.P().ID("decision-reason").Text(reasonIn(l, d.Reason, c.Merchant, c.Token)),
			app.If(reviewNote(l, d.Reason) != "", func() app.UI { return para(reviewNote(l, d.Reason)) }),
			app.P().Body(app.Text(l.T("Review ticket:")+" "), app.Span().ID("review-ticket").Class("mono").Text(d.TicketID)),
			app.P().Body(app.Text(l.T("Questions? Contact")+" "), contact, app.Text(" "+l.T("and quote the ticket."))),
			actions(
				app.Button().ID("recheck").Class("secondary").Text(l.T("Check again")).
					Disabled(c.Checking).OnClick(c.OnRecheck),
			),
		)
	default:
		reason := reasonIn(l, d.Reason, c.Merchant, c.Token)
		if reason == "" {
			reason = l.T("This wallet can't be used to pay this invoice.")
		}
		// Who to ask, and nothing that invites a way round the refusal.
		var contact app.UI = app.Text(c.Merchant)
		if strings.Contains(c.Support, "@") && !strings.ContainsAny(c.Support, " <>\"") {
			contact = app.A().ID("reject-contact").Href(attrSafeURL("mailto:" + c.Support)).Text(c.Support)
		}
		return app.Div().ID("decision").DataSet("decision", d.Decision).Class("notice bad").Body(
			heading3(l.T("This wallet can't pay")),
			app.P().ID("decision-reason").Text(reason),
			app.P().Body(app.Text(l.T("Questions? Contact")+" "), contact, app.Text(".")),
		)
	}
}

// authorize asks the compliance gate about the connected account.
func (p *invoicePage) authorize(ctx app.Context) {
	p.step = stepAuthorizing
	p.clearError()
	p.announce(p.t("Checking your wallet…"))
	req := checkoutapi.AuthorizeRequest{InvoiceID: p.invoiceID, Address: p.account}
	var d *checkoutapi.Decision
	p.api(ctx, func(ctx context.Context, c *sdk.Client) (err error) {
		d, err = c.Authorize(ctx, req)
		return err
	}, func(ctx app.Context, err error) {
		if err != nil {
			p.step = stepBlocked
			if serverCode(err) == apierr.InvoiceNotOpen {
				p.fail(apiFailure(err, msg("check your wallet")), retryNone)
				p.loadInvoice(ctx)
				return
			}
			p.fail(apiFailure(err, msg("check your wallet")), retryAuthorize)
			return
		}
		p.decision = d
		switch d.Decision {
		case checkoutapi.DecisionAllow:
			p.announce(p.t("Your wallet is cleared to pay."))
			p.prepare(ctx)
		case checkoutapi.DecisionReview:
			p.step = stepDecided
			p.announce(p.t("Your wallet needs a manual review. Ticket {ticket}.", "ticket", d.TicketID))
			p.focus("recheck")
		default:
			p.step = stepDecided
			p.announce(p.t("This wallet can't pay this invoice.") + " " + reasonIn(p.l, d.Reason, p.invoice.Merchant.DisplayName, p.invoice.PayInToken))
		}
	})
}

func (p *invoicePage) onRecheck(ctx app.Context, e app.Event) {
	if p.step == stepAuthorizing {
		return
	}
	p.authorize(p.ctx)
}

// reasonIn is the gate's reason in l: one of checkoutapi's templates,
// filled as the gate fills it, reads in the customer's language; any other
// reason (a provider's, an older one) as the server wrote it.
func reasonIn(l *i18n.Locale, reason, merchant, token string) string {
	args := []string{"merchant", merchant, "token", token}
	for _, template := range checkoutapi.Reasons {
		if checkoutapi.FillReason(template, args...) == reason {
			return l.T(template, args...)
		}
	}
	return reason
}

package frontend

import (
	"context"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"github.com/paystead/paystead/frontend/i18n"
	"github.com/paystead/paystead/sdk"
)

// compliancePage is /m/compliance: the merchant's own onboarding screen
// (its payout wallet's sanctions screening) and the queue of customer
// wallets the gate sent to review.
type compliancePage struct {
	app.Compo
	frame merchantFrame

	overview *sdk.ComplianceOverview
	deciding string // the ticket being decided
}

func newCompliancePage() *compliancePage { return &compliancePage{frame: newMerchantFrame()} }

func (p *compliancePage) OnPreRender(ctx app.Context) { p.frame.title(ctx, "Compliance") }

func (p *compliancePage) OnNav(ctx app.Context) {
	p.frame.title(ctx, "Compliance")
	p.frame.start(ctx, p.load, func() { p.overview = nil })
}

func (p *compliancePage) load(ctx app.Context) {
	loadInto(&p.frame, (*sdk.Client).MerchantCompliance, p.frame.t("Could not load the compliance overview"), func(v *sdk.ComplianceOverview) { p.overview = v })
}

func (p *compliancePage) decide(ctx app.Context, t sdk.ReviewTicket, v sdk.TicketVerdict) {
	if p.deciding != "" {
		return
	}
	p.deciding = t.TicketID
	callAPI(&p.frame, func(c context.Context, api *sdk.Client) (*sdk.TicketDecision, error) {
		return api.DecideReviewTicket(c, t.TicketID, v)
	},
		func(ctx app.Context, d *sdk.TicketDecision, err error) {
			p.deciding = ""
			if err != nil {
				p.frame.fail(err, p.frame.t("Could not record the decision"))
				p.load(ctx) // another teammate may have decided it
				return
			}
			if v == sdk.DenyTicket {
				p.frame.announce(p.frame.t("Review of {wallet} denied: the wallet may not pay.", "wallet", t.Wallet))
			} else {
				p.frame.announce(p.frame.t("Review of {wallet} approved: the wallet may pay.", "wallet", t.Wallet))
			}
			p.load(ctx)
		})
}

func (p *compliancePage) Render() app.UI {
	return p.frame.page(CompliancePath, p.frame.t("Compliance"), p.frame.t("Sign in with your wallet to see your screening result and the customer review queue."), func() []app.UI {
		o := p.overview
		if o == nil {
			return []app.UI{app.P().Class("muted").Text(p.frame.t("Loading the compliance overview…"))}
		}
		return []app.UI{renderOnboarding(p.frame.l, o.Onboarding), p.renderQueue(o.Queue)}
	})
}

// renderOnboarding is the merchant's own screening, in l.
func renderOnboarding(l *i18n.Locale, s sdk.PayoutScreening) app.UI {
	wallet, screening := deref(s.PayoutWallet), deref(s.Result)
	var result app.UI
	switch {
	case wallet == "":
		result = app.P().Body(app.Span().Class("badge warn").Text(l.T("No payout wallet")),
			app.Text(" "+l.T("Set a payout wallet on the")+" "), app.A().Href(SettingsPath).Text(l.T("settings page")),
			app.Text(" "+l.T("to have it screened.")))
	case screening == "":
		result = app.P().Body(app.Span().Class("badge warn").Text(l.T("Not screened yet")),
			app.Text(" "+l.T("The payout wallet is screened when you save it in Settings and at each invoice's creation.")))
	default:
		badge := "bad"
		switch screening {
		case "allow", "clear":
			badge = "ok"
		case "review":
			badge = "warn"
		}
		result = app.P().Body(
			app.Span().Class("badge "+badge).DataSet("result", screening).Text(screeningLabel(l, screening)),
			app.If(s.Reason != "", func() app.UI { return app.Text(" " + s.Reason) }),
		)
	}
	return app.Section().ID("onboarding").Class("card").Aria("labelledby", "onboarding-heading").Body(
		app.H2().ID("onboarding-heading").Text(l.T("Your onboarding screen")),
		app.Dl().Class("facts").Body(
			app.Dt().Text(l.T("Payout wallet")),
			app.Dd().Class("mono").Text(orDash(wallet)),
			app.Dt().Text(l.T("Screened")),
			app.Dd().Text(formatTime(l, deref(s.ScreenedAt))),
		),
		result,
	)
}

// screeningLabel names a screening result for the badge, in l; a result
// it does not know reads as the provider wrote it.
func screeningLabel(l *i18n.Locale, result string) string {
	switch result {
	case "allow", "clear":
		return l.T("Cleared")
	case "review":
		return l.T("Under review")
	case "reject", "block", "blocked", "sanctioned", "high-risk":
		return l.T("Blocked")
	}
	return result
}

func orDash(s string) string {
	if s == "" {
		return "—"
	}
	return s
}

func (p *compliancePage) renderQueue(q []sdk.ReviewTicket) app.UI {
	return app.Section().Class("card").Aria("labelledby", "queue-heading").Body(
		app.H2().ID("queue-heading").Text(p.frame.t("Review queue")),
		app.P().Class("muted").Text(p.frame.t("Customers in this queue were told you will contact them within 24 hours. Approve to let the wallet pay the invoice; deny to refuse it.")),
		app.Div().Class("table-wrap").Body(
			app.Table().ID("review-queue").Class("stack").Aria("labelledby", "queue-heading").Body(
				app.THead().Body(app.Tr().Body(
					app.Th().Scope("col").Text(p.frame.t("Wallet")), app.Th().Scope("col").Text(p.frame.t("Invoice")), app.Th().Scope("col").Text(p.frame.t("Reason")),
					app.Th().Scope("col").Text(p.frame.t("Created")), app.Th().Scope("col").Body(app.Span().Class("sr-only").Text(p.frame.t("Decision"))),
				)),
				app.TBody().Body(
					app.If(len(q) == 0, func() app.UI {
						return app.Tr().Body(app.Td().ColSpan(5).Class("muted").Text(p.frame.t("No wallets are waiting for review.")))
					}),
					app.Range(q).Slice(func(i int) app.UI {
						t := q[i]
						// The ticket as the handlers' scope: go-app would keep
						// those of the ticket the row showed before otherwise.
						busy := p.deciding == t.TicketID
						return app.Tr().DataSet("ticket-id", t.TicketID).Body(
							monoCell(p.frame.t("Wallet"), t.Wallet),
							app.Td().DataSet("label", p.frame.t("Invoice")).Class("mono").Title(t.InvoiceID).Text(shortHex(t.InvoiceID)),
							textCell(p.frame.t("Reason"), t.Reason),
							cell(p.frame.t("Created"), app.Text(formatTime(p.frame.l, t.CreatedAt)), app.Br(),
								app.Span().Class("muted").Text(p.frame.t("{age} ago", "age", formatAge(p.frame.l, t.AgeSeconds)))),
							app.Td().Body(app.Div().Class("actions").Body(
								app.Button().Type("button").DataSet("approve", t.TicketID).Disabled(busy).
									Aria("label", p.frame.t("Approve {wallet}", "wallet", t.Wallet)).Text(p.frame.t("Approve")).
									OnClick(func(ctx app.Context, e app.Event) { p.decide(ctx, t, sdk.ApproveTicket) }, app.EventScope(t.TicketID)),
								app.Button().Type("button").Class("danger").DataSet("deny", t.TicketID).Disabled(busy).
									Aria("label", p.frame.t("Deny {wallet}", "wallet", t.Wallet)).Text(p.frame.t("Deny")).
									OnClick(func(ctx app.Context, e app.Event) { p.decide(ctx, t, sdk.DenyTicket) }, app.EventScope(t.TicketID)),
							)),
						)
					}),
				),
			),
		),
	)
}

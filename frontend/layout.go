package frontend

import (
	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"github.com/paystead/paystead/frontend/i18n"
)

// layout is the frame every page shares: a skip link, the header with the
// merchant navigation on /m/ pages, the main landmark and the footer.
// current is the page's path (it marks the navigation link); heading is
// the page's h1. The dashboard's pages are in English.
func layout(current, heading string, body ...app.UI) app.UI {
	return localFrame(i18n.English, nil, current, heading, body...)
}

// localFrame is layout in a language, with tools (the checkout's language
// switcher) in the header.
func localFrame(l *i18n.Locale, tools app.UI, current, heading string, body ...app.UI) app.UI {
	merchant := current == SettingsPath || current == TreasuryPath || current == CompliancePath
	return app.Div().Class("page").Body(
		app.A().Class("skip-link").Href("#main").Text(l.T("Skip to content")),
		app.Header().Class("site-header").Body(
			app.Span().Class("brand").Text("Paystead"),
			tools,
			app.If(merchant, func() app.UI {
				return app.Nav().Aria("label", "Merchant").Body(
					navLink(current, SettingsPath, "Settings"),
					navLink(current, TreasuryPath, "Treasury"),
					navLink(current, CompliancePath, "Compliance"),
					navLink(current, WebhooksDocPath, "Webhooks docs"),
				)
			}),
		),
		app.Main().ID("main").TabIndex(-1).Body(
			app.H1().Text(heading),
			app.Div().Body(body...),
		),
		app.Footer().Class("site-footer").Body(
			app.Text(l.T("Payments settle in USDC on chain; funds are held in escrow through a 7-day refund window.")),
		),
	)
}

// focusAfterRender moves keyboard focus to the element with id once the
// update under way is rendered (the element may be new in it).
func focusAfterRender(ctx app.Context, id string) {
	ctx.Defer(func(app.Context) {
		if el := app.Window().GetElementByID(id); el.Truthy() {
			el.Call("focus")
		}
	})
}

func navLink(current, path, label string) app.UI {
	a := app.A().Href(path).Text(label)
	if current == path {
		a = a.Aria("current", "page")
	}
	return a
}

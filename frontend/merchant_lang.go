package frontend

import (
	"sync"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"github.com/paystead/paystead/frontend/i18n"
)

// The dashboard's language: the server picks it as it does the
// checkout's (its switcher's cookie, else Accept-Language, else English;
// see Handler), prerenders the page in it and hands the browser its
// catalogue (i18n.LoadDashboard) in the page. The dashboard's switcher
// sets the cookie and reloads: a merchant changes language rarely, and a
// reload costs the program no code of its own.

// newMerchantFrame is a page's frame, in the browser already in the
// language the server prerendered in: pages are made before their first
// render, while the server's page (which carries the language) is still
// there.
func newMerchantFrame() merchantFrame {
	if app.IsServer {
		return merchantFrame{}
	}
	return merchantFrame{l: programLocale()}
}

// programLocale is the language the dashboard's program runs in, read
// once from the page the server prerendered: the element that carries it
// is gone after the first render, and the language changes only by
// reloading.
var programLocale = sync.OnceValue(func() *i18n.Locale {
	if l := browserLocale(); l != nil {
		return l
	}
	return i18n.English
})

// initLanguage sets the frame's language on the server, before its
// prerendering: the one the handler chose.
func (f *merchantFrame) initLanguage(ctx app.Context) {
	if f.l != nil {
		return
	}
	if app.IsServer {
		f.l, f.catalogue = serverLocale(ctx, i18n.LoadDashboard)
	} else {
		f.l = programLocale()
	}
	if f.l == nil {
		f.l = i18n.English
	}
}

// t translates msg into the frame's language, filling its placeholders
// from pairs (see i18n.Locale.T).
func (f *merchantFrame) t(msg string, pairs ...string) string { return f.l.T(msg, pairs...) }

// title sets the page's title to the page's name in the frame's
// language.
func (f *merchantFrame) title(ctx app.Context, name string) {
	f.initLanguage(ctx)
	ctx.Page().SetTitle(f.t(name) + " · Paystead")
}

// languageSwitch is the dashboard header's choice of language.
func (f *merchantFrame) languageSwitch() app.UI {
	options := make([]app.UI, len(i18n.Languages))
	for i, lang := range i18n.Languages {
		options[i] = app.Option().Value(lang.Tag).Lang(lang.Tag).Selected(lang.Tag == f.l.Tag()).Text(lang.Name)
	}
	return app.Div().Class("language").Body(
		app.Label().For("language").Class("sr-only").Text(f.t("Language")),
		app.Select().ID("language").OnChange(f.onLanguage).Body(options...),
	)
}

// onLanguage remembers the chosen language in the dashboard's cookie and
// reloads the page in it.
func (f *merchantFrame) onLanguage(ctx app.Context, e app.Event) {
	tag := jsString(ctx.JSSrc().Get("value"))
	if !i18n.Supported(tag) || tag == f.l.Tag() {
		return
	}
	app.Window().Get("document").Set("cookie", i18n.DashboardCookieName+"="+tag+"; Path=/; Max-Age=31536000; SameSite=Lax")
	app.Window().Get("location").Call("reload")
}

// nav is the dashboard's navigation, current's link marked.
func (f *merchantFrame) nav(current string) app.UI {
	return app.Nav().Aria("label", f.t("Merchant")).Body(
		navLink(current, InvoicesPath, f.t("Invoices")),
		navLink(current, LinksPath, f.t("Payment links")),
		navLink(current, SubscriptionsPath, f.t("Subscriptions")),
		navLink(current, TreasuryPath, f.t("Treasury")),
		navLink(current, SettingsPath, f.t("Settings")),
		navLink(current, CompliancePath, f.t("Compliance")),
		navLink(current, DocsPath, f.t("Developer docs")),
	)
}

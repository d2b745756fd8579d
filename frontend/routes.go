// Package frontend holds Paystead's pages as go-app components: the hosted
// checkout (/i/<invoiceId>), the merchant dashboard (/m/...) and the
// webhook documentation. The server (cmd/paystead) prerenders every page;
// in the browser two WebAssembly programs take them over, each linking
// only its own pages: checkout.wasm (cmd/web) and dashboard.wasm
// (cmd/web-dashboard). It imports shared/ and the Go client only, never
// backend code, so the programs stay small.
package frontend

import "github.com/maxence-charriere/go-app/v10/pkg/app"

// Page paths.
const (
	InvoicePathPrefix = "/i/"
	InvoicesPath      = "/m/invoices"
	LinksPath         = "/m/links"
	SettingsPath      = "/m/settings"
	TreasuryPath      = "/m/treasury"
	CompliancePath    = "/m/compliance"
	SubscriptionsPath = "/m/subscriptions"
	DocsPath          = "/docs"
	APIDocPath        = "/docs/api"
	ClientsDocPath    = "/docs/clients"
	WebhooksDocPath   = "/docs/webhooks"
)

// docPages are the developer documentation's pages, in the order their
// navigation lists them, with their headings.
var docPages = []struct{ path, heading, nav string }{
	{DocsPath, "Developer documentation", "Overview"},
	{APIDocPath, "API reference", "API reference"},
	{ClientsDocPath, "Client libraries", "Clients"},
	{WebhooksDocPath, "Webhooks", "Webhooks"},
}

// Routes registers every page with go-app, for the server's prerendering
// and for tests that render pages.
func Routes() {
	CheckoutRoutes()
	DashboardRoutes()
	DocsRoutes()
}

// CheckoutRoutes registers the hosted checkout and the refund link's page, the pages customers
// load. The checkout program calls only this, so that the linker drops
// the dashboard's components: a constructor in a route table is kept.
func CheckoutRoutes() {
	app.RouteWithRegexp(`^/i/[^/]*$`, func() app.Composer { return newInvoicePage() })
	app.RouteWithRegexp(`^/r/[^/]*$`, func() app.Composer { return newRefundPage() })
	app.RouteWithRegexp(`^/s/[^/]*$`, func() app.Composer { return newSubscribePage() })
	app.Route(PayerPath, func() app.Composer { return newPayerPage() }) // before the regexp: exact routes win
}

// DashboardRoutes registers the merchant pages, the dashboard program's
// pages. The developer documentation, linked from them, is served with no
// program at all (static pages: nothing to download); in the program its
// paths are stand-ins that load them from the server.
func DashboardRoutes() {
	app.Route(InvoicesPath, func() app.Composer { return newInvoicesPage() })
	app.RouteWithRegexp(`^/m/invoices/0x[0-9a-fA-F]{64}$`, func() app.Composer { return newInvoiceDetailPage() })
	app.Route(LinksPath, func() app.Composer { return newLinksPage() })
	app.Route(SettingsPath, func() app.Composer { return newSettingsPage() })
	app.Route(TreasuryPath, func() app.Composer { return newTreasuryPage() })
	app.Route(SubscriptionsPath, func() app.Composer { return newSubscriptionsPage() })
	app.Route(CompliancePath, func() app.Composer { return newCompliancePage() })
	for _, d := range docPages {
		app.Route(d.path, func() app.Composer { return &elsewhere{} })
	}
}

// DocsRoutes registers the documentation's pages for the server, which
// prerenders them (in place of DashboardRoutes' stand-ins).
func DocsRoutes() {
	for i := range docPages {
		app.Route(docPages[i].path, func() app.Composer { return newDocPage(i) })
	}
}

// elsewhere stands in, in a program, for a page the server serves
// without it: arriving on it by a link inside the app loads the page
// from the server instead.
type elsewhere struct{ app.Compo }

func (e *elsewhere) OnNav(ctx app.Context) {
	if !app.IsServer {
		app.Window().Get("location").Call("replace", ctx.Page().URL().String())
	}
}

func (e *elsewhere) Render() app.UI { return app.Div() }

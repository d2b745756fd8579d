// Package frontend holds Paystead's pages as go-app components: the hosted
// checkout (/i/<invoiceId>), the merchant dashboard (/m/...) and the
// webhook documentation. The same route table runs in two places: the
// server (cmd/paystead) prerenders every page, and app.wasm (cmd/web)
// takes it over in the browser. It imports shared/ and the Go client
// only, never backend code, so app.wasm stays small.
package frontend

import "github.com/maxence-charriere/go-app/v10/pkg/app"

// Page paths.
const (
	InvoicePathPrefix = "/i/"
	SettingsPath      = "/m/settings"
	TreasuryPath      = "/m/treasury"
	CompliancePath    = "/m/compliance"
	WebhooksDocPath   = "/docs/webhooks"
)

// Routes registers every page with go-app. Both mains call it, and so do
// tests that render pages.
func Routes() {
	app.RouteWithRegexp(`^/i/[^/]*$`, func() app.Composer { return newInvoicePage() })
	app.Route(SettingsPath, func() app.Composer { return newSettingsPage() })
	app.Route(TreasuryPath, func() app.Composer { return newTreasuryPage() })
	app.Route(CompliancePath, func() app.Composer { return newCompliancePage() })
	app.Route(WebhooksDocPath, func() app.Composer { return newWebhooksDocPage() })
}

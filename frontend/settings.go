package frontend

import "github.com/maxence-charriere/go-app/v10/pkg/app"

// settingsPage is /m/settings: API keys, allowed origins, payout wallet,
// support email, webhook endpoints and the delegate authorization.
type settingsPage struct {
	app.Compo
}

func newSettingsPage() *settingsPage { return &settingsPage{} }

func (p *settingsPage) OnNav(ctx app.Context) { ctx.Page().SetTitle("Settings · Paystead") }

func (p *settingsPage) Render() app.UI {
	return layout(SettingsPath, "Settings", app.P().Text("Sign in with your wallet to manage your keys."))
}

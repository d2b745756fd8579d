package frontend

import "github.com/maxence-charriere/go-app/v10/pkg/app"

// webhooksDocPage is /docs/webhooks: how to receive and verify webhooks.
type webhooksDocPage struct {
	app.Compo
}

func newWebhooksDocPage() *webhooksDocPage { return &webhooksDocPage{} }

func (p *webhooksDocPage) OnNav(ctx app.Context) { ctx.Page().SetTitle("Webhooks · Paystead") }

func (p *webhooksDocPage) Render() app.UI {
	return layout(WebhooksDocPath, "Webhooks", app.P().Text("Paystead signs every webhook with HMAC-SHA256."))
}

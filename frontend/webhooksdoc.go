package frontend

import (
	"strings"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"github.com/paystead/paystead/sdk"
	"github.com/paystead/paystead/shared/webhookapi"
)

// webhooksDocPage is /docs/webhooks: how to receive and verify webhooks.
type webhooksDocPage struct {
	app.Compo

	html    string // one root element, as app.Raw needs
	loadErr string
}

func newWebhooksDocPage() *webhooksDocPage { return &webhooksDocPage{} }

// OnPreRender puts the whole document in the served HTML, so it reads
// without the WebAssembly and search engines index it.
func (p *webhooksDocPage) OnPreRender(ctx app.Context) {
	ctx.Page().SetTitle("Webhooks · Paystead")
	if src := prerenderSource(ctx); src != nil {
		p.html = src.WebhooksDoc()
	}
}

func (p *webhooksDocPage) OnNav(ctx app.Context) {
	ctx.Page().SetTitle("Webhooks · Paystead")
	if app.IsServer || p.html != "" {
		return
	}
	ctx.Async(func() {
		html, err := fetchDoc(ctx)
		ctx.Dispatch(func(ctx app.Context) {
			if err != nil {
				p.loadErr = "Could not load the webhook documentation: " + err.Error() + ". Reload the page to try again."
				return
			}
			p.html = html
		})
	})
}

func fetchDoc(ctx app.Context) (string, error) {
	c, err := apiClient()
	if err != nil {
		return "", err
	}
	// The server renders docs/webhooks.md, so the markdown renderer stays
	// out of the WebAssembly.
	var content webhookapi.DocContent
	err = c.Do(ctx, sdk.Call{Path: webhookapi.DocContentPath, Repeatable: true}, &content)
	return content.HTML, err
}

// docRoot wraps html in one element, since app.Raw keeps only a single
// root (the server's fragment is one div already; nesting is harmless).
func docRoot(html string) string {
	return `<div class="doc-root">` + strings.TrimSpace(html) + `</div>`
}

func (p *webhooksDocPage) Render() app.UI {
	var body app.UI
	switch {
	case p.html != "":
		body = app.Raw(docRoot(p.html))
	case p.loadErr != "":
		body = app.P().Class("notice bad").Text(p.loadErr)
	default:
		body = app.P().Class("muted").Text("Loading the documentation…")
	}
	return layout(WebhooksDocPath, "Webhooks",
		liveRegions("", p.loadErr),
		app.Article().Class("webhooks-doc").Body(body),
	)
}

package frontend

import (
	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"github.com/paystead/paystead/frontend/i18n"
)

// docPage is a page of the developer documentation (docPages[Index]): the
// HTML the server rendered, under the documentation's navigation. The
// server prerenders it and serves it as a static page: no WebAssembly
// program runs on it (its copy buttons are web/docs.js).
type docPage struct {
	app.Compo

	Index int // in docPages

	html string
}

func newDocPage(index int) *docPage { return &docPage{Index: index} }

// docContentID is the element holding a page's content, marked with its
// path (data-path).
const docContentID = "doc-content"

// OnPreRender puts the whole page in the served HTML.
func (p *docPage) OnPreRender(ctx app.Context) {
	d := docPages[p.Index]
	ctx.Page().SetTitle(d.heading + " · Paystead")
	if src := prerenderSource(ctx); src != nil {
		p.html = src.Doc(d.path)
	}
}

func (p *docPage) Render() app.UI {
	d := docPages[p.Index]
	// Served as a static page (no program runs on it): the server's
	// prerendering is all there is.
	body := app.Div().ID(docContentID).DataSet("path", d.path).Body(app.Raw(p.html))
	// The documentation's navigation takes the header's tools slot, so
	// that the checkout's program, which shares pageFrame, does not carry it.
	return pageFrame(i18n.English, docsNav(d.path), pageBrand{}, d.heading,
		app.Article().Class("docs-page").Body(body),
	)
}

// docsNav is the documentation's navigation: its pages, and the way back
// to the dashboard.
func docsNav(current string) app.UI {
	links := make([]app.UI, 0, len(docPages)+1)
	for _, d := range docPages {
		links = append(links, navLink(current, d.path, d.nav))
	}
	links = append(links, navLink(current, SettingsPath, "Dashboard"))
	return app.Nav().Aria("label", "Documentation").Class("docs-nav").Body(links...)
}

package frontend

import (
	"strings"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"github.com/paystead/paystead/frontend/i18n"
	"github.com/paystead/paystead/sdk"
	"github.com/paystead/paystead/shared/docsapi"
)

// docPage is a page of the developer documentation (docPages[Index]): the
// HTML the server rendered, under the documentation's navigation. One
// component serves every such page, so the dashboard's program carries
// one of them however many pages there are.
type docPage struct {
	app.Compo

	Index int // in docPages

	html     string
	htmlPath string // the page html belongs to
	loadErr  string
}

func newDocPage(index int) *docPage { return &docPage{Index: index} }

// docContentID is the element holding a page's content, marked with its
// path (data-path).
const docContentID = "doc-content"

// OnPreRender puts the whole page in the served HTML, so it reads without
// the WebAssembly and search engines index it.
func (p *docPage) OnPreRender(ctx app.Context) {
	d := docPages[p.Index]
	ctx.Page().SetTitle(d.heading + " · Paystead")
	if src := prerenderSource(ctx); src != nil {
		p.html, p.htmlPath = src.Doc(d.path), d.path
	}
}

// OnInit takes over the content the server prerendered when the program
// starts on this page: it is not fetched again (the API reference is
// large), nor shown loading meanwhile.
func (p *docPage) OnInit() {
	if app.IsServer {
		return
	}
	el := app.Window().GetElementByID(docContentID)
	path := docPages[p.Index].path
	if el.Truthy() && el.Get("dataset").Get("path").String() == path {
		// Trimmed: app.Raw takes one root element, and the served HTML
		// may indent it.
		p.html, p.htmlPath = strings.TrimSpace(el.Get("innerHTML").String()), path
	}
}

// OnNav loads the content after a navigation inside the app. go-app keeps
// this component when it moves between two documentation pages and only
// updates Index, so the content says which page it is.
func (p *docPage) OnNav(ctx app.Context) {
	d := docPages[p.Index]
	ctx.Page().SetTitle(d.heading + " · Paystead")
	if app.IsServer || p.htmlPath == d.path {
		return
	}
	p.loadErr = ""
	ctx.Async(func() {
		html, err := fetchDoc(ctx, d.path)
		ctx.Dispatch(func(ctx app.Context) {
			if docPages[p.Index].path != d.path {
				return // the reader moved on
			}
			if err != nil {
				p.loadErr = "Could not load this page: " + err.Error() + ". Reload the page to try again."
				return
			}
			p.html, p.htmlPath = html, d.path
		})
	})
}

func fetchDoc(ctx app.Context, path string) (string, error) {
	c, err := apiClient()
	if err != nil {
		return "", err
	}
	var content docsapi.Content
	err = c.Do(ctx, sdk.Call{Path: docsapi.ContentPath(path), Repeatable: true}, &content)
	return content.HTML, err
}

func (p *docPage) Render() app.UI {
	d := docPages[p.Index]
	var body app.UI
	switch {
	case p.htmlPath == d.path:
		body = app.Div().ID(docContentID).DataSet("path", d.path).Body(app.Raw(p.html))
	case p.loadErr != "":
		body = app.P().Class("notice bad").Text(p.loadErr)
	default:
		body = mutedPara("Loading the documentation…")
	}
	// The documentation's navigation takes the header's tools slot, so
	// that the checkout's program, which shares pageFrame, does not carry it.
	return pageFrame(i18n.English, docsNav(d.path), d.path, pageBrand{}, d.heading,
		liveRegions("", p.loadErr),
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

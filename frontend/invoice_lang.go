package frontend

import (
	"context"
	"encoding/base64"
	"net/http"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"github.com/paystead/paystead/frontend/i18n"
	"github.com/paystead/paystead/sdk"
)

// The page's language: the server picks it (the switcher's cookie, else
// the browser's Accept-Language, else English; see Handler), prerenders
// the page in it and hands the browser its catalogue in the page, so the
// WebAssembly starts in the same language without a round trip; the
// switcher fetches another from CataloguePath and re-renders in place,
// keeping the journey where it is.

// prerenderedLanguageID holds the language the server prerendered in and
// its catalogue (base64 JSON; see prerenderedViewID for why base64).
const prerenderedLanguageID = "i18n-prerendered"

// CataloguePath is where the server answers a language's catalogue:
// CataloguePath + tag + ".json".
const CataloguePath = "/i18n/"

// prerenderLanguage, on the server, reads the language the handler chose.
func (p *invoicePage) prerenderLanguage(ctx app.Context) []byte {
	l, raw := serverLocale(ctx, i18n.Load)
	if l != nil {
		p.l = l
	}
	return raw
}

// serverLocale, on the server, is the language the handler chose for a page (the password
// of the page URL's user-info, beside its source token) with its catalogue from load (the
// checkout's or the dashboard's); nil for English.
func serverLocale(ctx app.Context, load func(string) (*i18n.Locale, []byte, error)) (*i18n.Locale, []byte) {
	u := ctx.Page().URL()
	if u == nil || u.User == nil {
		return nil, nil
	}
	tag, _ := u.User.Password()
	l, raw, err := load(tag)
	if err != nil {
		return nil, nil
	}
	return l, raw
}

// initLanguage, in the browser, starts in the language the server
// prerendered in.
func (p *invoicePage) initLanguage() {
	if l := browserLocale(); l != nil {
		p.l = l
	}
}

// browserLocale, in the browser, is the language the server prerendered a customer's page in,
// nil when none was carried (English).
func browserLocale() *i18n.Locale {
	el := app.Window().GetElementByID(prerenderedLanguageID)
	if el == nil || !el.Truthy() {
		return nil
	}
	tag := jsString(el.Call("getAttribute", "data-lang"))
	raw, err := base64.StdEncoding.DecodeString(jsString(el.Call("getAttribute", "data-catalogue")))
	if err != nil {
		return nil
	}
	l, err := i18n.Parse(tag, raw)
	if err != nil {
		return nil
	}
	return l
}

// prerenderedLanguage carries the language and its catalogue to the
// browser (server only; nothing for English).
func (p *invoicePage) prerenderedLanguage() app.UI { return languageCarrier(p.l, p.catalogue) }

// languageCarrier is the element that carries l and its catalogue to the browser (server
// only; nothing for English).
func languageCarrier(l *i18n.Locale, catalogue []byte) app.UI {
	if !app.IsServer || catalogue == nil {
		return nil
	}
	return app.Div().ID(prerenderedLanguageID).Hidden(true).DataSet("lang", l.Tag()).
		DataSet("catalogue", base64.StdEncoding.EncodeToString(catalogue))
}

// languagePart is the header's choice of language: a plain element
// rather than a component of its own, which would cost the program more.
func (p *invoicePage) languagePart() app.UI {
	l := p.l
	options := make([]app.UI, len(i18n.Languages))
	for i, lang := range i18n.Languages {
		options[i] = app.Option().Value(lang.Tag).Lang(lang.Tag).Selected(lang.Tag == l.Tag()).Text(lang.Name)
	}
	return app.Div().Class("language").Body(
		app.Label().For("language").Class("sr-only").Text(l.T("Language")),
		app.Select().ID("language").Aria("busy", p.switching).OnChange(p.onLanguage).Body(options...),
	)
}

// onLanguage switches the page to the chosen language, remembered for the
// next visit in a cookie.
func (p *invoicePage) onLanguage(ctx app.Context, e app.Event) {
	tag := jsString(ctx.JSSrc().Get("value"))
	if !i18n.Supported(tag) || tag == p.l.Tag() {
		return
	}
	app.Window().Get("document").Set("cookie", i18n.CookieName+"="+tag+"; Path=/; Max-Age=31536000; SameSite=Lax")
	if tag == "en" {
		p.useLanguage(p.ctx, i18n.English)
		return
	}
	p.switching = true
	var catalogue map[string]string
	p.apiAlways(p.ctx, func(ctx context.Context, c *sdk.Client) error {
		return c.Do(ctx, sdk.Call{Method: http.MethodGet, Path: CataloguePath + tag + ".json", Repeatable: true}, &catalogue)
	}, func(ctx app.Context, err error) {
		p.switching = false
		if err != nil {
			p.announce(p.t("We couldn't load that language. Please try again."))
			return
		}
		p.useLanguage(ctx, i18n.FromMap(tag, catalogue))
	})
}

// useLanguage re-renders the page in l.
func (p *invoicePage) useLanguage(ctx app.Context, l *i18n.Locale) {
	p.l = l
	app.Window().Get("document").Get("documentElement").Set("lang", l.Tag())
	p.setTitle(ctx)
	p.announce(p.t("This page is now in English."))
}

package frontend

import (
	"strings"
	"time"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"github.com/paystead/paystead/frontend/i18n"
	"github.com/paystead/paystead/shared/invoiceapi"
)

// pageBrand is a merchant's brand, which a page shows in place of
// Paystead's: the name and logo in the header, the accent colour on its
// buttons.
type pageBrand struct {
	Name    string
	LogoURL string
	Accent  string // #rrggbb; "" keeps Paystead's colours
	Ink     string // the text colour readable on Accent
	// Support is the merchant's support email, which the footer offers on every state of
	// its pages ("" when it has none).
	Support string
}

// merchantBrand is the brand of the merchant an invoice is paid to.
func merchantBrand(m invoiceapi.MerchantPublic) pageBrand {
	b := pageBrand{Name: m.DisplayName, LogoURL: m.LogoURL}
	if strings.Contains(m.SupportEmail, "@") && !strings.ContainsAny(m.SupportEmail, " <>\"") {
		b.Support = m.SupportEmail
	}
	// The server checked the colour; it goes into a style attribute, so
	// the page takes nothing else either.
	if isHexColor(m.AccentColor) && isHexColor(m.AccentInk) {
		b.Accent, b.Ink = m.AccentColor, m.AccentInk
	}
	return b
}

// brandedLayout is layout for a page shown on a merchant's behalf (the
// hosted checkout): the merchant's name and logo head it, its buttons
// take the merchant's colour (custom properties on the page's root, in
// the server's prerendered HTML too, so the first paint is branded), and
// Paystead is named small in the footer.
// It is in the customer's language l, with tools (the language switcher)
// in the header.
func brandedLayout(l *i18n.Locale, tools app.UI, b pageBrand, heading string, body ...app.UI) app.UI {
	return pageFrame(l, tools, b, heading, body...)
}

// pageFrame is the frame every page shares: a skip link, the header with
// tools (a language switcher, a navigation), the main landmark and the
// footer. heading is the page's h1, in l.
func pageFrame(l *i18n.Locale, tools app.UI, b pageBrand, heading string, body ...app.UI) app.UI {
	root := app.Div().Class("page")
	if b.Accent != "" {
		root = root.Class("branded").Style("--accent", b.Accent).Style("--accent-ink", b.Ink)
	}
	return root.Body(
		app.A().Class("skip-link").Href("#main").Text(l.T("Skip to content")),
		app.Header().Class("site-header").Body(
			brandMark(b),
			tools,
		),
		app.Main().ID("main").TabIndex(-1).Body(
			app.H1().Text(heading),
			app.Div().Body(body...),
		),
		app.Footer().Class("site-footer").Body(
			app.If(b.Support != "", func() app.UI {
				return app.P().ID("footer-support").Body(app.Text(l.T("Questions? Contact")+" "),
					app.A().Href(attrSafeURL("mailto:"+b.Support)).Text(b.Support), app.Text("."))
			}),
			app.Text(l.T("Payments settle in USDC on chain; funds are held in escrow through a 7-day refund window.")),
			app.If(b.Name != "", func() app.UI { return app.P().ID("powered-by").Class("powered-by").Text(l.T("Powered by Paystead")) }),
		),
	)
}

// brandMark heads the page: the merchant's logo (its name as the alt
// text) and name, or Paystead's name.
func brandMark(b pageBrand) app.UI {
	if b.Name == "" {
		return app.Span().Class("brand").Text("Paystead")
	}
	return app.Div().ID("merchant-brand").Class("brand merchant-brand").Body(
		app.If(b.LogoURL != "", func() app.UI {
			return app.Img().ID("merchant-logo").Class("brand-logo").Src(b.LogoURL).Alt(b.Name)
		}),
		// With a logo, its alt text already says the name to screen
		// readers.
		app.Span().ID("merchant-name").Class("brand-name").Aria("hidden", b.LogoURL != "").Text(b.Name),
	)
}

// isHexColor reports whether s is #rrggbb in lower case.
func isHexColor(s string) bool {
	if len(s) != 7 || s[0] != '#' {
		return false
	}
	for _, c := range s[1:] {
		if !(c >= '0' && c <= '9' || c >= 'a' && c <= 'f') {
			return false
		}
	}
	return true
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

// para is a paragraph of text, and mutedPara one in the muted style. Not
// inlined: go-app's builders expand at each call site, and the checkout's
// program is held to a size budget.
//
//go:noinline
func para(text string) app.UI { return app.P().Text(text) }

//go:noinline
func mutedPara(text string) app.UI { return app.P().Class("muted").Text(text) }

//go:noinline
func idSpan(id, text string) app.UI { return app.Span().ID(id).Text(text) }

//go:noinline
func heading3(text string) app.UI { return app.H3().Text(text) }

//go:noinline
func plainButton(id, text string, onClick app.EventHandler) app.UI {
	return app.Button().ID(id).Text(text).OnClick(onClick)
}

//go:noinline
func secondaryButton(id, text string, onClick app.EventHandler) app.UI {
	return app.Button().ID(id).Class("secondary").Text(text).OnClick(onClick)
}

// actions is a row of buttons.
//
//go:noinline
func actions(buttons ...app.UI) app.UI { return app.Div().Class("actions").Body(buttons...) }

// timeEl is a <time> of t (machine-readable, UTC) reading text.
//
//go:noinline
func timeEl(id string, t *time.Time, text string) app.UI {
	return app.Time().ID(id).DateTime(t.UTC().Format(time.RFC3339)).Text(text)
}

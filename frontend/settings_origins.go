package frontend

import (
	"context"
	"slices"
	"strings"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"github.com/paystead/paystead/frontend/i18n"
	"github.com/paystead/paystead/sdk"
	"github.com/paystead/paystead/shared/invoiceapi"
)

// settingsOrigins is the allowed origins section: the origins
// publishable keys are accepted from, with a way to add and remove them.
type settingsOrigins struct {
	app.Compo

	L       *i18n.Locale
	Origins []string
	Input   string // the form's
	Error   string // why the form's origin was refused
	Busy    string // the page's action under way

	OnAdd    app.EventHandler // the form's submit
	OnInput  app.EventHandler // keeps Input
	OnRemove func(ctx app.Context, origin string)
}

func (p *settingsPage) originsPart() *settingsOrigins {
	return &settingsOrigins{
		L: p.frame.l, Origins: p.origins, Input: p.originInput, Error: p.originError, Busy: p.busy,
		OnAdd: p.onAddOrigin, OnInput: p.ValueTo(&p.originInput), OnRemove: p.onRemoveOrigin,
	}
}

func (c *settingsOrigins) Render() app.UI {
	l := c.L
	return app.Section().Class("card").Aria("labelledby", "origins-heading").Body(
		app.H2().ID("origins-heading").Text(l.T("Allowed origins")),
		app.P().Class("muted").Text(l.T("Publishable keys are accepted only from these origins (the scheme and host of your shop's pages).")),
		app.Form().OnSubmit(c.OnAdd).Body(
			app.Label().For("origin-input").Text(l.T("Origin")),
			app.Input().ID("origin-input").Type("url").Placeholder(l.T("https://shop.example.com")).AutoComplete(false).
				Aria("describedby", "origin-help").Aria("invalid", c.Error != "").
				Value(c.Input).OnInput(c.OnInput),
			app.P().ID("origin-help").Class("field-help").Text(l.T("For example https://shop.example.com or http://localhost:3000.")),
			app.If(c.Error != "", func() app.UI { return app.P().Class("notice bad").Role("alert").Text(c.Error) }),
			app.Div().Class("actions").Body(app.Button().ID("add-origin").Type("submit").Disabled(c.Busy == "origins").Text(l.T("Add origin"))),
		),
		app.Ul().ID("origins").Class("plain-list").Body(
			app.If(len(c.Origins) == 0, func() app.UI {
				return app.Li().Class("muted").Text(l.T("No origins yet: publishable keys are refused everywhere."))
			}),
			app.Range(c.Origins).Slice(func(i int) app.UI {
				o := c.Origins[i]
				// The origin as the handler's scope: go-app would keep the
				// handler of the origin the row showed before otherwise.
				return app.Li().DataSet("origin", o).Body(
					app.Span().Class("mono").Text(o),
					app.Button().Type("button").Class("secondary").DataSet("remove-origin", o).Aria("label", l.T("Remove {origin}", "origin", o)).
						Disabled(c.Busy == "origins").Text(l.T("Remove")).OnClick(func(ctx app.Context, e app.Event) { c.OnRemove(ctx, o) }, app.EventScope(o)),
				)
			}),
		),
	)
}

func (p *settingsPage) loadOrigins(ctx app.Context) {
	loadInto(&p.frame, (*sdk.Client).AllowedOrigins, p.frame.t("Could not load the allowed origins"), func(v []string) { p.origins = v })
}

func (p *settingsPage) onAddOrigin(ctx app.Context, e app.Event) {
	e.PreventDefault()
	p.originInput = fieldValue("origin-input", p.originInput)
	o, err := invoiceapi.NormalizeOrigin(strings.TrimSpace(p.originInput))
	if err != nil {
		p.originError = p.frame.t("Enter an origin such as https://shop.example.com (scheme and host, no path): {problem}", "problem", err.Error())
		focusAfterRender(ctx, "origin-input")
		return
	}
	p.originError = ""
	if slices.Contains(p.origins, o) {
		p.frame.announce(p.frame.t("{origin} is already allowed.", "origin", o))
		p.originInput = ""
		clearField("origin-input")
		return
	}
	p.saveOrigins(ctx, append(slices.Clone(p.origins), o), p.frame.t("{origin} added to the allowed origins.", "origin", o), func() {
		p.originInput = ""
		clearField("origin-input")
	})
}

func (p *settingsPage) onRemoveOrigin(ctx app.Context, o string) {
	rest := slices.DeleteFunc(slices.Clone(p.origins), func(s string) bool { return s == o })
	p.saveOrigins(ctx, rest, p.frame.t("{origin} removed from the allowed origins.", "origin", o), nil)
}

func (p *settingsPage) saveOrigins(ctx app.Context, list []string, done string, ok func()) {
	p.busy = "origins"
	callAPI(&p.frame, func(c context.Context, api *sdk.Client) ([]string, error) { return api.SetAllowedOrigins(c, list) },
		func(ctx app.Context, v []string, err error) {
			p.busy = ""
			if err != nil {
				p.frame.fail(err, p.frame.t("Could not save the allowed origins"))
				return
			}
			p.origins = v
			if ok != nil {
				ok()
			}
			p.frame.announce(done)
		})
}

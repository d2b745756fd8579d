package frontend

import (
	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"github.com/paystead/paystead/frontend/i18n"
)

// Builders the dashboard's pages repeat. go-app's element builders are
// inlined where they are called, so a chain written out at every use
// costs the program its size again each time; these are not inlined, and
// dashboard.wasm stays within its budget (e2e/bench_test.go).

// cell is a table cell labelled for the stacked rows of phones.
//
//go:noinline
func cell(label string, body ...app.UI) app.UI {
	return app.Td().DataSet("label", label).Body(body...)
}

// textCell is a cell of text, and monoCell one in the code font.
//
//go:noinline
func textCell(label, text string) app.UI { return app.Td().DataSet("label", label).Text(text) }

//go:noinline
func monoCell(label, text string) app.UI {
	return app.Td().DataSet("label", label).Class("mono").Text(text)
}

// columns is a table's head row of column headers.
//
//go:noinline
func columns(l *i18n.Locale, names ...string) app.UI {
	ths := make([]app.UI, len(names))
	for i, n := range names {
		if n == "" {
			ths[i] = app.Th().Scope("col").Body(app.Span().Class("sr-only").Text(l.T("Actions")))
			continue
		}
		ths[i] = app.Th().Scope("col").Text(n)
	}
	return app.THead().Body(app.Tr().Body(ths...))
}

// fieldLabel labels the control with id; fieldHelp is its help text.
//
//go:noinline
func fieldLabel(id, text string) app.UI { return app.Label().For(id).Text(text) }

//go:noinline
func fieldHelp(id, text string) app.UI { return app.P().ID(id).Class("field-help").Text(text) }

// option is an <option> of a select.
//
//go:noinline
func option(value, label string, selected bool) app.UI {
	return app.Option().Value(value).Selected(selected).Text(label)
}

// fact is a term and its description in a list of facts.
//
//go:noinline
func fact(label string, value app.UI) app.UI {
	return app.Div().Class("contents").Body(app.Dt().Text(label), app.Dd().Body(value))
}

// monoText is text in the code font.
//
//go:noinline
func monoText(text string) app.UI { return app.Span().Class("mono").Text(text) }

// card is a section headed by an h2 with id.
//
//go:noinline
func card(id, headingID, heading string, body ...app.UI) app.UI {
	return app.Section().ID(id).Class("card").Aria("labelledby", headingID).Body(
		append([]app.UI{app.H2().ID(headingID).Text(heading)}, body...)...)
}

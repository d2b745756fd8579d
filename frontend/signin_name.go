package frontend

import (
	"context"
	"strings"
	"unicode/utf8"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"github.com/paystead/paystead/sdk"
)

// The name step: a merchant that signed up with its wallet alone has no
// display name, and its customers would read "Payment to" followed by
// nothing. So before anything else, every /m/ page asks for it, and
// shows the page only once it is saved.

// maxBusinessName is the server's limit (merchant.MaxDisplayNameLength).
const maxBusinessName = 100

func (f *merchantFrame) nameStep() app.UI {
	return app.Section().ID("name-step").Class("card merchant").Aria("labelledby", "name-step-heading").Body(
		app.H2().ID("name-step-heading").Text("Name your business"),
		app.P().Text("Before anything else: the name your customers see on your payment pages, in the page's header and on their receipts. You can change it later in Settings."),
		app.Form().ID("name-form").OnSubmit(f.onSaveName).Body(
			app.Label().For("business-name").Text("Business name"),
			app.Input().ID("business-name").Type("text").Attr("autocomplete", "organization").
				Required(true).MaxLength(maxBusinessName).Aria("describedby", "business-name-help").
				Aria("invalid", f.nameError != ""),
			app.P().ID("business-name-help").Class("field-help").Text("Up to 100 characters, for example “Bean There Coffee”."),
			app.If(f.nameError != "", func() app.UI {
				return app.P().ID("business-name-error").Class("notice bad").Text(f.nameError)
			}),
			app.Div().Class("actions").Body(
				app.Button().ID("save-name").Type("submit").Disabled(f.savingName).Aria("busy", f.savingName).Text("Save and continue"),
			),
		),
	)
}

func (f *merchantFrame) onSaveName(_ app.Context, e app.Event) {
	e.PreventDefault()
	ctx := f.ctx
	name := strings.TrimSpace(fieldValue("business-name", ""))
	switch {
	case name == "":
		f.nameError = "Enter your business name: customers see it on your payment pages."
		focusAfterRender(ctx, "business-name")
		return
	case utf8.RuneCountInString(name) > maxBusinessName:
		f.nameError = "The name is too long: use at most 100 characters."
		focusAfterRender(ctx, "business-name")
		return
	}
	f.nameError, f.savingName = "", true
	callAPI(f, func(c context.Context, api *sdk.Client) (*sdk.MerchantProfile, error) {
		return api.UpdateMerchantProfile(c, sdk.ProfileUpdate{DisplayName: &name})
	}, func(ctx app.Context, p *sdk.MerchantProfile, err error) {
		f.savingName = false
		if err != nil {
			if notSignedIn(err) {
				f.fail(err, "")
				return
			}
			if msg := fieldMessage(err, "displayName"); msg != "" {
				f.nameError = "The business name " + msg + "."
			} else {
				f.nameError = describeError("Could not save the name", err)
			}
			focusAfterRender(ctx, "business-name")
			return
		}
		f.needsName = false
		f.announce("Saved: your customers see " + p.DisplayName + ".")
		if f.load != nil {
			f.load(ctx)
		}
		focusAfterRender(ctx, "main")
	})
}

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
// nothing; nor a support email, which a customer whose payment is in
// review is given (spec 2.2 wants an address). So before anything else,
// every /m/ page asks for both, and shows the page only once they are
// saved.

// maxBusinessName is the server's limit (merchant.MaxDisplayNameLength).
const maxBusinessName = 100

func (f *merchantFrame) nameStep() app.UI {
	return app.Section().ID("name-step").Class("card merchant").Aria("labelledby", "name-step-heading").Body(
		app.H2().ID("name-step-heading").Text(f.t("Name your business")),
		app.P().Text(f.t("Before anything else: the name your customers see on your payment pages, in the page's header and on their receipts, and where they can write to you. You can change both later in Settings.")),
		app.Form().ID("name-form").NoValidate(true).OnSubmit(f.onSaveName).Body(
			app.Label().For("business-name").Text(f.t("Business name")),
			app.Input().ID("business-name").Type("text").Attr("autocomplete", "organization").
				Required(true).MaxLength(maxBusinessName).Aria("describedby", "business-name-help").
				Aria("invalid", f.nameError != "").Value(f.knownName),
			app.P().ID("business-name-help").Class("field-help").Text(f.t("Up to 100 characters, for example “Bean There Coffee”.")),
			app.If(f.nameError != "", func() app.UI {
				return app.P().ID("business-name-error").Class("notice bad").Text(f.nameError)
			}),
			app.Label().For("business-email").Text(f.t("Support email")),
			app.Input().ID("business-email").Type("email").Attr("autocomplete", "email").Required(true).
				Aria("describedby", "business-email-help").Aria("invalid", f.emailError != "").Value(f.knownEmail),
			app.P().ID("business-email-help").Class("field-help").Text(f.t("Given to a customer whose payment needs your review, for example help@beanthere.example.")),
			app.If(f.emailError != "", func() app.UI {
				return app.P().ID("business-email-error").Class("notice bad").Text(f.emailError)
			}),
			app.Div().Class("actions").Body(
				app.Button().ID("save-name").Type("submit").Disabled(f.savingName).Aria("busy", f.savingName).Text(f.t("Save and continue")),
			),
		),
	)
}

func (f *merchantFrame) onSaveName(_ app.Context, e app.Event) {
	e.PreventDefault()
	ctx := f.ctx
	name := strings.TrimSpace(fieldValue("business-name", f.knownName))
	email := strings.TrimSpace(fieldValue("business-email", f.knownEmail))
	f.nameError, f.emailError = "", ""
	switch {
	case name == "":
		f.nameError = f.t("Enter your business name: customers see it on your payment pages.")
	case utf8.RuneCountInString(name) > maxBusinessName:
		f.nameError = f.t("The name is too long: use at most 100 characters.")
	}
	if email == "" {
		f.emailError = f.t("Enter a support email: a customer whose payment needs your review is given it.")
	}
	if f.nameError != "" || f.emailError != "" {
		f.focusNameStep(ctx)
		return
	}
	f.savingName = true
	callAPI(f, func(c context.Context, api *sdk.Client) (*sdk.MerchantProfile, error) {
		return api.UpdateMerchantProfile(c, sdk.ProfileUpdate{DisplayName: &name, SupportEmail: &email})
	}, func(ctx app.Context, p *sdk.MerchantProfile, err error) {
		f.savingName = false
		if err != nil {
			if notSignedIn(err) {
				f.fail(err, "")
				return
			}
			nameMsg, emailMsg := fieldMessage(err, "displayName"), fieldMessage(err, "supportEmail")
			switch {
			case nameMsg != "" || emailMsg != "":
				if nameMsg != "" {
					f.nameError = f.t("The business name {problem}.", "problem", nameMsg)
				}
				if emailMsg != "" {
					f.emailError = f.t("The support email {problem}.", "problem", emailMsg)
				}
			default:
				f.nameError = describeError(f.l, f.t("Could not save"), err)
			}
			f.focusNameStep(ctx)
			return
		}
		f.needsName, f.knownName, f.knownEmail = false, p.DisplayName, p.SupportEmail
		f.announce(f.t("Saved: your customers see {name}.", "name", p.DisplayName))
		if f.load != nil {
			f.load(ctx)
		}
		focusAfterRender(ctx, "main")
	})
}

// focusNameStep puts the keyboard on the first field the step refused.
func (f *merchantFrame) focusNameStep(ctx app.Context) {
	if f.emailError != "" && f.nameError == "" {
		focusAfterRender(ctx, "business-email")
		return
	}
	focusAfterRender(ctx, "business-name")
}

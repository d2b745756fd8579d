package frontend

import (
	"context"
	"strconv"
	"strings"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"github.com/paystead/paystead/frontend/i18n"
	"github.com/paystead/paystead/sdk"
	"github.com/paystead/paystead/shared/brand"
)

// maxLogoBytes is the server's cap on a logo (merchant.MaxLogoBytes),
// checked here first so that a large file is not sent for nothing.
const maxLogoBytes = 256 << 10

// defaultAccent is Paystead's own button colour (--brand in the CSS).
const defaultAccent = "#0b5cab"

// settingsBrand is how the merchant's payment pages look to customers:
// the business name, the logo (upload with a preview, remove) and the
// accent colour of the pay button, previewed as it is typed.
type settingsBrand struct {
	app.Compo

	L           *i18n.Locale
	DisplayName string // the form's
	Accent      string // the form's, as typed
	LogoURL     string // the stored logo; "" when none
	Error       string // why the name or colour was not saved
	LogoError   string // why the logo was not stored or removed
	Busy        string // the page's action under way

	OnSave       app.EventHandler // the form's submit
	OnName       app.EventHandler // keeps DisplayName
	OnAccent     app.EventHandler // keeps Accent (from the picker or the text)
	OnLogo       app.EventHandler // a file was chosen
	OnRemoveLogo app.EventHandler
}

func (p *settingsPage) brandPart() *settingsBrand {
	var logoURL string
	if p.profile != nil {
		logoURL = deref(p.profile.LogoURL)
	}
	return &settingsBrand{
		L: p.frame.l, DisplayName: p.displayName, Accent: p.accent, LogoURL: logoURL, Error: p.brandError, LogoError: p.logoError, Busy: p.busy,
		OnSave: p.onSaveBrand, OnName: p.ValueTo(&p.displayName), OnAccent: p.ValueTo(&p.accent), OnLogo: p.onLogoChosen, OnRemoveLogo: p.onRemoveLogo,
	}
}

func (c *settingsBrand) Render() app.UI {
	accent, err := brand.NormalizeColor(c.Accent)
	if strings.TrimSpace(c.Accent) == "" || err != nil {
		accent = defaultAccent
	}
	name := strings.TrimSpace(c.DisplayName)
	l := c.L
	return app.Section().ID("brand").Class("card").Aria("labelledby", "brand-heading").Body(
		app.H2().ID("brand-heading").Text(l.T("Your payment page")),
		app.P().Class("muted").Text(l.T("Customers see your name and logo at the top of your payment pages, and your colour on the pay button.")),
		app.Div().ID("brand-preview").Class("brand-preview branded").Aria("label", l.T("Preview")).Role("group").
			Style("--accent", accent).Style("--accent-ink", brand.Ink(accent)).Body(
			app.If(c.LogoURL != "", func() app.UI {
				return app.Img().ID("logo-preview").Class("brand-logo").Src(c.LogoURL).Alt(name)
			}),
			app.Strong().Class("brand-name").Text(name),
			app.Span().Class("button preview-button").Aria("hidden", true).Text(l.T("Pay {amount}", "amount", l.USD("19.99"))),
		),

		app.Label().For("logo-file").Text(l.T("Logo")),
		app.Input().ID("logo-file").Type("file").Accept("image/png,image/jpeg,image/webp,image/svg+xml").
			Aria("describedby", "logo-help").Disabled(c.Busy == "logo").OnChange(c.OnLogo),
		app.P().ID("logo-help").Class("field-help").Text(l.T("PNG, JPEG, WebP or SVG, at most 256 KiB and 2048 × 2048 pixels. An SVG with scripts, links or other active content is refused.")),
		app.If(c.LogoError != "", func() app.UI { return app.P().ID("logo-error").Class("notice bad").Text(c.LogoError) }),
		app.If(c.LogoURL != "", func() app.UI {
			return app.Div().Class("actions").Body(
				app.Button().ID("remove-logo").Type("button").Class("secondary").Disabled(c.Busy == "logo").Text(l.T("Remove logo")).OnClick(c.OnRemoveLogo),
			)
		}),

		app.Form().ID("brand-form").OnSubmit(c.OnSave).Body(
			app.Label().For("display-name").Text(l.T("Business name")),
			app.Input().ID("display-name").Type("text").Attr("autocomplete", "organization").Required(true).MaxLength(maxBusinessName).
				Value(c.DisplayName).OnInput(c.OnName),
			app.Label().For("accent-color").Text(l.T("Accent colour")),
			app.Div().Class("color-row").Body(
				app.Input().ID("accent-picker").Type("color").Aria("label", l.T("Pick the accent colour")).Value(accent).OnInput(c.OnAccent),
				app.Input().ID("accent-color").Type("text").Class("mono").Placeholder(defaultAccent).Spellcheck(false).
					Aria("describedby", "accent-help").Value(c.Accent).OnInput(c.OnAccent),
			),
			app.P().ID("accent-help").Class("field-help").Text(l.T("A colour written #rrggbb. The button's text is white or black, whichever is readable on it. Leave it empty for Paystead's blue.")),
			app.If(c.Error != "", func() app.UI { return app.P().ID("brand-error").Class("notice bad").Text(c.Error) }),
			app.Div().Class("actions").Body(app.Button().ID("save-brand").Type("submit").Disabled(c.Busy == "brand").Text(l.T("Save"))),
		),
	)
}

func (p *settingsPage) onSaveBrand(ctx app.Context, e app.Event) {
	e.PreventDefault()
	p.displayName, p.accent = fieldValue("display-name", p.displayName), fieldValue("accent-color", p.accent)
	var u sdk.ProfileUpdate
	name := strings.TrimSpace(p.displayName)
	if name == "" {
		p.brandError = p.frame.t("Enter your business name: customers see it on your payment pages.")
		focusAfterRender(ctx, "display-name")
		return
	}
	if p.profile == nil || name != p.profile.DisplayName {
		u.DisplayName = &name
	}
	accent := strings.TrimSpace(p.accent)
	if accent != "" {
		c, err := brand.NormalizeColor(accent)
		if err != nil {
			p.brandError = p.frame.t("The accent colour {problem}.", "problem", err.Error())
			focusAfterRender(ctx, "accent-color")
			return
		}
		accent = c
	}
	if p.profile == nil || accent != deref(p.profile.AccentColor) {
		u.AccentColor = &accent
	}
	p.brandError = ""
	if u.DisplayName == nil && u.AccentColor == nil {
		p.frame.announce(p.frame.t("Nothing changed; your payment page is saved."))
		return
	}
	p.busy = "brand"
	callAPI(&p.frame, func(c context.Context, api *sdk.Client) (*sdk.MerchantProfile, error) {
		return api.UpdateMerchantProfile(c, u)
	}, func(ctx app.Context, v *sdk.MerchantProfile, err error) {
		p.busy = ""
		if err != nil {
			p.brandError = brandFailure(&p.frame, err, p.frame.t("Could not save your payment page"), "displayName", "accentColor")
			return
		}
		p.setProfile(v)
		p.frame.announce(p.frame.t("Payment page saved."))
	})
}

func (p *settingsPage) onLogoChosen(ctx app.Context, e app.Event) {
	file := e.Get("target").Get("files").Index(0)
	if !file.Truthy() {
		return
	}
	if size := file.Get("size").Int(); size > maxLogoBytes {
		p.logoError = p.frame.t("The logo is too large ({size}): use an image of at most 256 KiB.", "size", formatKiB(p.frame.l, size))
		clearField("logo-file")
		return
	}
	p.logoError, p.busy = "", "logo"
	readFile(p.frame.ctx, p.frame.l, file, func(ctx app.Context, b []byte, contentType string, err error) {
		if err != nil {
			p.busy, p.logoError = "", p.frame.t("Could not read the file: {error}.", "error", err.Error())
			return
		}
		callAPI(&p.frame, func(c context.Context, api *sdk.Client) (*sdk.MerchantProfile, error) {
			return api.UploadMerchantLogo(c, b, contentType)
		}, func(ctx app.Context, v *sdk.MerchantProfile, err error) {
			p.busy = ""
			clearField("logo-file")
			if err != nil {
				p.logoError = brandFailure(&p.frame, err, p.frame.t("Could not store the logo"), "logo")
				focusAfterRender(ctx, "logo-file")
				return
			}
			p.setProfile(v)
			p.frame.announce(p.frame.t("Logo saved; it shows on your payment pages."))
		})
	})
}

func (p *settingsPage) onRemoveLogo(ctx app.Context, e app.Event) {
	p.logoError, p.busy = "", "logo"
	callAPI(&p.frame, func(c context.Context, api *sdk.Client) (*sdk.MerchantProfile, error) {
		return api.DeleteMerchantLogo(c)
	}, func(ctx app.Context, v *sdk.MerchantProfile, err error) {
		p.busy = ""
		if err != nil {
			p.logoError = brandFailure(&p.frame, err, p.frame.t("Could not remove the logo"), "logo")
			return
		}
		p.setProfile(v)
		p.frame.announce(p.frame.t("Logo removed; your payment pages show your name alone."))
		focusAfterRender(ctx, "logo-file")
	})
}

// brandFailure is the words for a refused brand change: what the server
// said of the fields (the logo's "is an SVG that holds a <script>
// element…"), or the general explanation; doing is already translated.
// A lost session signs out.
func brandFailure(f *merchantFrame, err error, doing string, fields ...string) string {
	if notSignedIn(err) {
		f.fail(err, doing)
		return ""
	}
	var said []string
	for _, field := range fields {
		if msg := fieldMessage(err, field); msg != "" {
			said = append(said, f.t(brandFieldNames[field])+" "+msg+".")
		}
	}
	if len(said) > 0 {
		return doing + ": " + strings.Join(said, " ")
	}
	return describeError(f.l, doing, err)
}

// brandFieldNames name the brand's fields (messages) before what the
// server said of them.
var brandFieldNames = map[string]string{"displayName": msg("The business name"), "accentColor": msg("The accent colour"), "logo": msg("The logo")}

// formatKiB is a size in bytes as "312 KiB", in l.
func formatKiB(l *i18n.Locale, n int) string {
	return l.T("{n} KiB", "n", strconv.Itoa((n+1023)/1024))
}

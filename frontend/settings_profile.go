package frontend

import (
	"context"
	"strings"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"github.com/paystead/paystead/frontend/i18n"
	"github.com/paystead/paystead/sdk"
	"github.com/paystead/paystead/shared/merchantapi"
)

// settingsProfile is the payout and support section: the wallet matured
// funds are claimed to, the email shown to customers in review, and where
// the merchant's alerts by email go (with the latest alerts).
type settingsProfile struct {
	app.Compo

	L            *i18n.Locale
	PayoutWallet string // the form's
	SupportEmail string // the form's
	AlertEmail   string // the form's
	Alerts       *merchantapi.Alerts
	Error        string // why the profile was not saved
	Busy         string // the page's action under way

	OnSave         app.EventHandler // the form's submit
	OnPayoutWallet app.EventHandler // keeps PayoutWallet
	OnSupportEmail app.EventHandler // keeps SupportEmail
	OnAlertEmail   app.EventHandler // keeps AlertEmail
}

func (p *settingsPage) profilePart() *settingsProfile {
	return &settingsProfile{
		L: p.frame.l, PayoutWallet: p.payoutWallet, SupportEmail: p.supportEmail, AlertEmail: p.alertEmail, Alerts: p.alerts,
		Error: p.profileError, Busy: p.busy,
		OnSave: p.onSaveProfile, OnPayoutWallet: p.ValueTo(&p.payoutWallet), OnSupportEmail: p.ValueTo(&p.supportEmail),
		OnAlertEmail: p.ValueTo(&p.alertEmail),
	}
}

func (c *settingsProfile) Render() app.UI {
	l := c.L
	return app.Section().Class("card").Aria("labelledby", "profile-heading").Body(
		app.H2().ID("profile-heading").Text(l.T("Payout, support and alerts")),
		app.Form().OnSubmit(c.OnSave).Body(
			app.Label().For("payout-wallet").Text(l.T("Payout wallet")),
			app.Input().ID("payout-wallet").Type("text").Class("mono").Placeholder("0x…").AutoComplete(false).Spellcheck(false).
				Aria("describedby", "payout-help").Value(c.PayoutWallet).OnInput(c.OnPayoutWallet),
			app.P().ID("payout-help").Class("field-help").Text(l.T("Matured funds are claimed to this address. It is screened against sanctions lists before it is saved.")),
			app.Label().For("support-email").Text(l.T("Support email")),
			app.Input().ID("support-email").Type("email").AutoComplete(true).Aria("describedby", "email-help").
				Value(c.SupportEmail).OnInput(c.OnSupportEmail),
			app.P().ID("email-help").Class("field-help").Text(l.T("Shown to customers whose payment needs a review.")),
			app.Label().For("alert-email").Text(l.T("Alerts by email")),
			app.Input().ID("alert-email").Type("email").AutoComplete(true).Aria("describedby", "alert-help").
				Value(c.AlertEmail).OnInput(c.OnAlertEmail),
			app.P().ID("alert-help").Class("field-help").Text(c.alertHelp()),
			app.If(c.Error != "", func() app.UI { return app.P().Class("notice bad").Text(c.Error) }),
			app.Div().Class("actions").Body(app.Button().ID("save-profile").Type("submit").Disabled(c.Busy == "profile").Text(l.T("Save"))),
		),
	)
}

// alertHelp says what the alert address is for, and whether email goes out.
func (c *settingsProfile) alertHelp() string {
	l := c.L
	help := l.T("Told by email when a wallet waits for your review, and when a webhook endpoint keeps failing (at most once a day). Empty: no alerts.")
	if c.Alerts != nil && !c.Alerts.Available {
		help += " " + l.T("This Paystead sends no email yet (its operator has not configured SMTP): alerts start once it does.")
	}
	// The latest alert and how it went (the API lists more: GET /api/merchant/alerts).
	if c.Alerts != nil && len(c.Alerts.Recent) > 0 {
		a := c.Alerts.Recent[0]
		state := l.T("being sent")
		if a.SentAt != nil {
			state = l.T("sent {time}", "time", a.SentAt.Format("2006-01-02 15:04 UTC"))
		} else if a.GivenUpAt != nil {
			state = l.T("not delivered ({error})", "error", a.LastError)
		}
		help += " " + l.T("Latest alert: “{subject}”, {state}.", "subject", a.Subject, "state", state)
	}
	return help
}

func (p *settingsPage) loadProfile(ctx app.Context) {
	loadInto(&p.frame, (*sdk.Client).MerchantProfile, p.frame.t("Could not load your profile"), p.setProfile)
	loadInto(&p.frame, (*sdk.Client).MerchantAlerts, p.frame.t("Could not load your alerts"), p.setAlerts)
}

func (p *settingsPage) setAlerts(v *merchantapi.Alerts) { p.alerts, p.alertEmail = v, deref(v.Email) }

func (p *settingsPage) setProfile(v *sdk.MerchantProfile) {
	p.profile, p.payoutWallet, p.supportEmail = v, deref(v.PayoutWallet), v.SupportEmail
	p.displayName, p.accent = v.DisplayName, deref(v.AccentColor)
}

func (p *settingsPage) onSaveProfile(ctx app.Context, e app.Event) {
	e.PreventDefault()
	var u sdk.ProfileUpdate
	p.payoutWallet, p.supportEmail = fieldValue("payout-wallet", p.payoutWallet), fieldValue("support-email", p.supportEmail)
	wallet := strings.TrimSpace(p.payoutWallet)
	if wallet != "" {
		cs, err := merchantapi.ChecksumAddress(wallet)
		if err != nil || !strings.HasPrefix(wallet, "0x") {
			p.profileError = p.frame.t("The payout wallet must be an address: 0x followed by 40 hexadecimal digits.")
			focusAfterRender(ctx, "payout-wallet")
			return
		}
		if p.profile == nil || !merchantapi.SameAddress(cs, deref(p.profile.PayoutWallet)) {
			u.PayoutWallet = &cs
		}
	}
	email := strings.TrimSpace(p.supportEmail)
	if p.profile == nil || email != p.profile.SupportEmail {
		u.SupportEmail = &email
	}
	p.profileError = ""
	p.alertEmail = strings.TrimSpace(fieldValue("alert-email", p.alertEmail))
	alertsChanged := p.alerts != nil && p.alertEmail != deref(p.alerts.Email)
	if alertsChanged {
		p.saveAlerts(ctx)
	}
	if u.PayoutWallet == nil && u.SupportEmail == nil {
		if !alertsChanged {
			p.frame.announce(p.frame.t("Nothing changed; the profile is saved."))
		}
		return
	}
	p.busy = "profile"
	callAPI(&p.frame, func(c context.Context, api *sdk.Client) (*sdk.MerchantProfile, error) {
		return api.UpdateMerchantProfile(c, u)
	},
		func(ctx app.Context, v *sdk.MerchantProfile, err error) {
			p.busy = ""
			if err != nil {
				p.frame.fail(err, p.frame.t("Could not save the profile"))
				p.profileError = p.frame.failure
				return
			}
			p.setProfile(v)
			p.frame.announce(p.frame.t("Profile saved."))
		})
}

// saveAlerts sets the alert address.
func (p *settingsPage) saveAlerts(ctx app.Context) {
	email := p.alertEmail
	callAPI(&p.frame, func(c context.Context, api *sdk.Client) (*merchantapi.Alerts, error) {
		return api.SetMerchantAlerts(c, email)
	}, func(ctx app.Context, v *merchantapi.Alerts, err error) {
		if err != nil {
			p.frame.fail(err, p.frame.t("Could not save the alert address"))
			p.profileError = p.frame.failure
			focusAfterRender(ctx, "alert-email")
			return
		}
		p.setAlerts(v)
		p.frame.announce(p.frame.t("Alert address saved."))
	})
}

package frontend

import (
	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"github.com/paystead/paystead/frontend/i18n"
	"github.com/paystead/paystead/sdk"
	"github.com/paystead/paystead/shared/merchantapi"
)

// settingsPage is /m/settings: the payment page's brand (name, logo,
// colour), API keys, allowed origins, payout wallet, support email, the
// delegate authorization and webhook endpoints.
//
// The page owns the state and the actions, since one action at a time
// runs across the sections (busy) and signing out forgets them all. Each
// section is a child component in its own file, with the page's actions
// for it: settings_brand.go, settings_keys.go, settings_origins.go, settings_profile.go,
// settings_delegate.go and settings_webhooks.go. The sections render
// what they are given and report clicks and input through the handlers
// they are given, which are the page's.
type settingsPage struct {
	app.Compo
	frame merchantFrame

	profile    *sdk.MerchantProfile
	keys       []sdk.APIKey
	origins    []string
	networks   *merchantapi.Networks
	delegate   *sdk.DelegateStatus
	endpoints  []sdk.WebhookEndpoint
	deliveries []sdk.WebhookDelivery

	// Form state.
	keyLabel     string
	keyKind      string
	newKey       *sdk.NewAPIKey // shown once, until the page is left
	originInput  string
	originError  string
	payoutWallet string
	supportEmail string
	alertEmail   string
	alerts       *merchantapi.Alerts
	profileError string
	displayName  string // the brand's form (settings_brand.go)
	accent       string
	brandError   string
	logoError    string
	webhookURL   string
	webhookError string
	newSecret    *sdk.NewWebhookEndpoint // shown once
	logEndpoint  string                  // the endpoint whose deliveries are shown; "" for all

	busy             string // the action under way, which disables its button
	delegateProgress string
	polling          bool // the delivery log refreshes itself
}

func newSettingsPage() *settingsPage {
	return &settingsPage{frame: newMerchantFrame(), keyKind: string(sdk.KeySecret)}
}

func (p *settingsPage) OnPreRender(ctx app.Context) { p.frame.title(ctx, "Settings") }

func (p *settingsPage) OnNav(ctx app.Context) {
	p.frame.title(ctx, "Settings")
	p.frame.start(ctx, p.load, p.reset)
}

// reset forgets everything the session showed, secrets first.
func (p *settingsPage) reset() {
	p.profile, p.keys, p.origins, p.delegate, p.endpoints, p.deliveries, p.networks, p.alerts = nil, nil, nil, nil, nil, nil, nil, nil
	p.alertEmail = ""
	p.newKey, p.newSecret = nil, nil
	p.keyLabel, p.originInput, p.payoutWallet, p.supportEmail, p.webhookURL = "", "", "", "", ""
	p.originError, p.profileError, p.webhookError, p.logEndpoint, p.busy, p.delegateProgress = "", "", "", "", "", ""
	p.displayName, p.accent, p.brandError, p.logoError = "", "", "", ""
}

// load reads every section; each fills in as it answers.
func (p *settingsPage) load(ctx app.Context) {
	p.loadProfile(ctx)
	p.loadKeys(ctx)
	p.loadOrigins(ctx)
	p.loadNetworks(ctx)
	p.loadDelegate(ctx)
	p.loadWebhooks(ctx)
	p.pollDeliveries(ctx)
}

func (p *settingsPage) Render() app.UI {
	return p.frame.page(SettingsPath, p.frame.t("Settings"), p.frame.t("Sign in with your wallet to manage your payment page, keys, allowed origins, payout wallet and webhooks."), func() []app.UI {
		networks := p.renderNetworks()
		return []app.UI{settingsNav(p.frame.l, networks != nil), p.brandPart(), p.keysPart(), p.originsPart(), networks, p.profilePart(), p.delegatePart(), p.webhooksPart()}
	})
}

// settingsSections are the settings page's sections: each heading's id and its name (a message).
var settingsSections = [][2]string{
	{"brand-heading", msg("Your payment page")}, {"keys-heading", msg("API keys")}, {"origins-heading", msg("Allowed origins")},
	{"networks-heading", msg("Networks")}, {"profile-heading", msg("Payout, support and alerts")},
	{"delegate-heading", msg("Authorization and payout on chain")}, {"webhooks-heading", msg("Webhooks")},
}

// settingsNav lists the page's sections, a long page on a phone, to jump to one; the networks
// section only when the page shows it (a deployment of several networks); in l.
func settingsNav(l *i18n.Locale, networks bool) app.UI {
	links := make([]app.UI, 0, len(settingsSections))
	for _, s := range settingsSections {
		if s[0] == "networks-heading" && !networks {
			continue
		}
		id := s[0]
		// A button, not a link: go-app takes an in-page link for a navigation, which reloads
		// the page's data and loses the place.
		links = append(links, app.Li().Body(app.Button().Type("button").Class("link-button").OnClick(func(ctx app.Context, e app.Event) {
			if el := app.Window().GetElementByID(id); el.Truthy() {
				el.Call("scrollIntoView")
			}
		}).DataSet("target", id).Text(l.T(s[1]))))
	}
	return app.Nav().ID("settings-sections").Class("section-nav").Aria("label", l.T("Settings sections")).Body(app.Ul().Body(links...))
}

// copyShownOnce copies a secret that is shown only once to the clipboard
// and says whether it worked: copied, or refused (both already
// translated: "Key copied to the clipboard.").
func (p *settingsPage) copyShownOnce(secret, copied, refused string) {
	copyText(p.frame.ctx, secret, func(ctx app.Context, ok bool) {
		if ok {
			p.frame.announce(copied)
			return
		}
		p.frame.failure = refused
	})
}

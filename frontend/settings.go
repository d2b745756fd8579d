package frontend

import (
	"context"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"github.com/paystead/paystead/sdk"
	"github.com/paystead/paystead/shared/invoiceapi"
	"github.com/paystead/paystead/shared/merchantapi"
)

// settingsPage is /m/settings: API keys, allowed origins, payout wallet,
// support email, webhook endpoints and the delegate authorization.
type settingsPage struct {
	app.Compo
	frame merchantFrame

	profile    *sdk.MerchantProfile
	keys       []sdk.APIKey
	origins    []string
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
	profileError string
	webhookURL   string
	webhookError string
	newSecret    *sdk.NewWebhookEndpoint // shown once
	logEndpoint  string                  // the endpoint whose deliveries are shown; "" for all

	busy             string // the action under way, which disables its button
	delegateProgress string
	polling          bool // the delivery log refreshes itself
}

func newSettingsPage() *settingsPage { return &settingsPage{keyKind: string(sdk.KeySecret)} }

func (p *settingsPage) OnPreRender(ctx app.Context) { ctx.Page().SetTitle("Settings · Paystead") }

func (p *settingsPage) OnNav(ctx app.Context) {
	ctx.Page().SetTitle("Settings · Paystead")
	p.frame.start(ctx, p.load, p.reset)
}

// reset forgets everything the session showed, secrets first.
func (p *settingsPage) reset() {
	p.profile, p.keys, p.origins, p.delegate, p.endpoints, p.deliveries = nil, nil, nil, nil, nil, nil
	p.newKey, p.newSecret = nil, nil
	p.keyLabel, p.originInput, p.payoutWallet, p.supportEmail, p.webhookURL = "", "", "", "", ""
	p.originError, p.profileError, p.webhookError, p.logEndpoint, p.busy, p.delegateProgress = "", "", "", "", "", ""
}

// load reads every section; each fills in as it answers.
func (p *settingsPage) load(ctx app.Context) {
	callAPI(&p.frame, func(c context.Context, api *sdk.Client) (*sdk.MerchantProfile, error) { return api.MerchantProfile(c) },
		func(ctx app.Context, v *sdk.MerchantProfile, err error) {
			if err != nil {
				p.frame.fail(err, "Could not load your profile")
				return
			}
			p.setProfile(v)
		})
	p.loadKeys(ctx)
	callAPI(&p.frame, func(c context.Context, api *sdk.Client) ([]string, error) { return api.AllowedOrigins(c) },
		func(ctx app.Context, v []string, err error) {
			if err != nil {
				p.frame.fail(err, "Could not load the allowed origins")
				return
			}
			p.origins = v
		})
	p.loadDelegate(ctx)
	p.loadWebhooks(ctx)
	p.pollDeliveries(ctx)
}

func (p *settingsPage) setProfile(v *sdk.MerchantProfile) {
	p.profile, p.payoutWallet, p.supportEmail = v, deref(v.PayoutWallet), v.SupportEmail
}

func (p *settingsPage) loadKeys(ctx app.Context) {
	callAPI(&p.frame, func(c context.Context, api *sdk.Client) ([]sdk.APIKey, error) { return api.APIKeys(c) },
		func(ctx app.Context, v []sdk.APIKey, err error) {
			if err != nil {
				p.frame.fail(err, "Could not load your API keys")
				return
			}
			p.keys = v
		})
}

func (p *settingsPage) loadDelegate(ctx app.Context) {
	callAPI(&p.frame, func(c context.Context, api *sdk.Client) (*sdk.DelegateStatus, error) { return api.DelegateStatus(c) },
		func(ctx app.Context, v *sdk.DelegateStatus, err error) {
			if err != nil {
				p.frame.fail(err, "Could not read the delegate authorization")
				return
			}
			p.delegate = v
		})
}

func (p *settingsPage) loadWebhooks(ctx app.Context) {
	callAPI(&p.frame, func(c context.Context, api *sdk.Client) ([]sdk.WebhookEndpoint, error) {
		return api.WebhookEndpoints(c)
	},
		func(ctx app.Context, v []sdk.WebhookEndpoint, err error) {
			if err != nil {
				p.frame.fail(err, "Could not load your webhook endpoints")
				return
			}
			p.endpoints = v
		})
	p.loadDeliveries(ctx)
}

func (p *settingsPage) loadDeliveries(ctx app.Context) {
	callAPI(&p.frame, func(c context.Context, api *sdk.Client) ([]sdk.WebhookDelivery, error) {
		return api.WebhookDeliveries(c, 100)
	},
		func(ctx app.Context, v []sdk.WebhookDelivery, err error) {
			if err != nil {
				p.frame.fail(err, "Could not load the webhook delivery log")
				return
			}
			p.deliveries = v
		})
}

// deliveryPoll is how often the delivery log refreshes itself while the
// merchant has endpoints, so that new events and retries show up.
const deliveryPoll = 5 * time.Second

func (p *settingsPage) pollDeliveries(ctx app.Context) {
	if p.polling {
		return
	}
	p.polling = true
	p.schedulePoll(ctx)
}

func (p *settingsPage) schedulePoll(ctx app.Context) {
	ctx.After(deliveryPoll, func(ctx app.Context) {
		if !p.Mounted() || p.frame.state != sessionSignedIn {
			p.polling = false
			return
		}
		if len(p.endpoints) > 0 {
			p.loadDeliveries(ctx)
		}
		p.schedulePoll(ctx)
	})
}

// API keys.

func (p *settingsPage) onCreateKey(ctx app.Context, e app.Event) {
	e.PreventDefault()
	if p.busy != "" {
		return
	}
	p.keyKind, p.keyLabel = fieldValue("key-kind", p.keyKind), fieldValue("key-label", p.keyLabel)
	kind := sdk.KeyKind(p.keyKind)
	if kind != sdk.KeyPublishable {
		kind = sdk.KeySecret
	}
	label := strings.TrimSpace(p.keyLabel)
	p.busy = "create-key"
	callAPI(&p.frame, func(c context.Context, api *sdk.Client) (*sdk.NewAPIKey, error) {
		return api.CreateAPIKey(c, kind, label)
	},
		func(ctx app.Context, k *sdk.NewAPIKey, err error) {
			p.busy = ""
			if err != nil {
				p.frame.fail(err, "Could not create the key")
				return
			}
			p.newKey, p.keyLabel = k, ""
			clearField("key-label")
			p.frame.announce("Key created. Copy it now: it will not be shown again.")
			p.loadKeys(ctx)
			ctx.Defer(func(app.Context) { focusID("new-key-secret") })
		})
}

func (p *settingsPage) onCopyKey(ctx app.Context, e app.Event) {
	if p.newKey != nil {
		p.copyShownOnce(p.newKey.Key, "Key", "key")
	}
}

// copyShownOnce copies a secret that is shown only once to the clipboard
// and says whether it worked (what names it: "Key", "key").
func (p *settingsPage) copyShownOnce(secret, what, whatLower string) {
	copyText(p.frame.ctx, secret, func(ctx app.Context, ok bool) {
		if ok {
			p.frame.announce(what + " copied to the clipboard.")
			return
		}
		p.frame.failure = "The browser did not allow copying. Select the " + whatLower + " and copy it yourself."
	})
}

func (p *settingsPage) onRevokeKey(ctx app.Context, k sdk.APIKey) {
	if !confirmed("Revoke the key " + keyName(k) + "? Requests using it will fail from now on. This cannot be undone.") {
		return
	}
	p.busy = "revoke-" + k.ID
	callAPI(&p.frame, func(c context.Context, api *sdk.Client) (struct{}, error) {
		return struct{}{}, api.RevokeAPIKey(c, k.ID)
	},
		func(ctx app.Context, _ struct{}, err error) {
			p.busy = ""
			if err != nil {
				p.frame.fail(err, "Could not revoke the key")
				return
			}
			p.frame.announce("Key " + keyName(k) + " revoked.")
			p.loadKeys(ctx)
		})
}

func keyName(k sdk.APIKey) string {
	if k.Label != "" {
		return "“" + k.Label + "” (" + k.Prefix + "…)"
	}
	return k.Prefix + "…"
}

// Allowed origins.

func (p *settingsPage) onAddOrigin(ctx app.Context, e app.Event) {
	e.PreventDefault()
	p.originInput = fieldValue("origin-input", p.originInput)
	o, err := invoiceapi.NormalizeOrigin(strings.TrimSpace(p.originInput))
	if err != nil {
		p.originError = "Enter an origin such as https://shop.example.com (scheme and host, no path): " + err.Error()
		ctx.Defer(func(app.Context) { focusID("origin-input") })
		return
	}
	p.originError = ""
	if slices.Contains(p.origins, o) {
		p.frame.announce(o + " is already allowed.")
		p.originInput = ""
		clearField("origin-input")
		return
	}
	p.saveOrigins(ctx, append(slices.Clone(p.origins), o), o+" added to the allowed origins.", func() {
		p.originInput = ""
		clearField("origin-input")
	})
}

func (p *settingsPage) onRemoveOrigin(ctx app.Context, o string) {
	rest := slices.DeleteFunc(slices.Clone(p.origins), func(s string) bool { return s == o })
	p.saveOrigins(ctx, rest, o+" removed from the allowed origins.", nil)
}

func (p *settingsPage) saveOrigins(ctx app.Context, list []string, done string, ok func()) {
	p.busy = "origins"
	callAPI(&p.frame, func(c context.Context, api *sdk.Client) ([]string, error) { return api.SetAllowedOrigins(c, list) },
		func(ctx app.Context, v []string, err error) {
			p.busy = ""
			if err != nil {
				p.frame.fail(err, "Could not save the allowed origins")
				return
			}
			p.origins = v
			if ok != nil {
				ok()
			}
			p.frame.announce(done)
		})
}

// Profile.

func (p *settingsPage) onSaveProfile(ctx app.Context, e app.Event) {
	e.PreventDefault()
	var u sdk.ProfileUpdate
	p.payoutWallet, p.supportEmail = fieldValue("payout-wallet", p.payoutWallet), fieldValue("support-email", p.supportEmail)
	wallet := strings.TrimSpace(p.payoutWallet)
	if wallet != "" {
		cs, err := merchantapi.ChecksumAddress(wallet)
		if err != nil || !strings.HasPrefix(wallet, "0x") {
			p.profileError = "The payout wallet must be an address: 0x followed by 40 hexadecimal digits."
			ctx.Defer(func(app.Context) { focusID("payout-wallet") })
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
	if u.PayoutWallet == nil && u.SupportEmail == nil {
		p.frame.announce("Nothing changed; the profile is saved.")
		return
	}
	p.busy = "profile"
	callAPI(&p.frame, func(c context.Context, api *sdk.Client) (*sdk.MerchantProfile, error) {
		return api.UpdateMerchantProfile(c, u)
	},
		func(ctx app.Context, v *sdk.MerchantProfile, err error) {
			p.busy = ""
			if err != nil {
				p.frame.fail(err, "Could not save the profile")
				p.profileError = p.frame.failure
				return
			}
			p.setProfile(v)
			p.frame.announce("Profile saved.")
		})
}

// Delegate.

func (p *settingsPage) onAuthorizeDelegate(ctx app.Context, e app.Event) {
	d := p.delegate
	if d == nil || d.Authorized || p.busy != "" {
		return
	}
	p.busy = "delegate"
	p.frame.failure = ""
	progress := func(s string) { p.delegateProgress = s }
	progress("Connecting your wallet…")
	stop := func(ctx app.Context) { p.busy, p.delegateProgress = "", "" }
	p.frame.withWallet(ctx, func(ctx app.Context, w wallet, account string) {
		sendTransaction(ctx, w, account, d.Transaction.To, d.Transaction.Data, progress, func(ctx app.Context, hash string, err error) {
			stop(ctx)
			if err != nil {
				p.frame.failure = walletFailure("The authorization was not completed", err)
				return
			}
			p.frame.announce("Delegate authorized (transaction " + shortHex(hash) + "). Paystead can now stage your invoices.")
			p.loadDelegate(ctx)
		})
	}, stop)
}

// Webhooks.

func (p *settingsPage) onAddWebhook(ctx app.Context, e app.Event) {
	e.PreventDefault()
	p.webhookURL = fieldValue("webhook-url", p.webhookURL)
	u := strings.TrimSpace(p.webhookURL)
	if !strings.HasPrefix(u, "https://") && !strings.HasPrefix(u, "http://") {
		p.webhookError = "Enter the full URL of your endpoint, starting with https://."
		ctx.Defer(func(app.Context) { focusID("webhook-url") })
		return
	}
	p.webhookError = ""
	p.busy = "webhook"
	callAPI(&p.frame, func(c context.Context, api *sdk.Client) (*sdk.NewWebhookEndpoint, error) {
		return api.CreateWebhookEndpoint(c, u)
	},
		func(ctx app.Context, ep *sdk.NewWebhookEndpoint, err error) {
			p.busy = ""
			if err != nil {
				p.frame.fail(err, "Could not add the endpoint")
				p.webhookError = p.frame.failure
				return
			}
			p.newSecret, p.webhookURL = ep, ""
			clearField("webhook-url")
			p.frame.announce("Endpoint added. Copy its signing secret now: it will not be shown again.")
			p.loadWebhooks(ctx)
			ctx.Defer(func(app.Context) { focusID("webhook-secret") })
		})
}

func (p *settingsPage) onCopySecret(ctx app.Context, e app.Event) {
	if p.newSecret != nil {
		p.copyShownOnce(p.newSecret.Secret, "Signing secret", "secret")
	}
}

func (p *settingsPage) onDeleteEndpoint(ctx app.Context, ep sdk.WebhookEndpoint) {
	if !confirmed("Delete the endpoint " + ep.URL + "? Events will no longer be sent to it.") {
		return
	}
	callAPI(&p.frame, func(c context.Context, api *sdk.Client) (struct{}, error) {
		return struct{}{}, api.DeleteWebhookEndpoint(c, ep.ID)
	},
		func(ctx app.Context, _ struct{}, err error) {
			if err != nil {
				p.frame.fail(err, "Could not delete the endpoint")
				return
			}
			if p.logEndpoint == ep.ID {
				p.logEndpoint = ""
			}
			p.frame.announce("Endpoint " + ep.URL + " deleted.")
			p.loadWebhooks(ctx)
		})
}

func (p *settingsPage) onResend(ctx app.Context, d sdk.WebhookDelivery) {
	p.busy = "resend-" + d.EventID
	callAPI(&p.frame, func(c context.Context, api *sdk.Client) (int, error) { return api.ResendWebhookEvent(c, d.EventID) },
		func(ctx app.Context, n int, err error) {
			p.busy = ""
			if err != nil {
				p.frame.fail(err, "Could not resend the event")
				return
			}
			p.frame.announce("Event " + d.EventType + " queued again (" + strconv.Itoa(n) + " deliveries).")
			p.loadDeliveries(ctx)
		})
}

func (p *settingsPage) Render() app.UI {
	return p.frame.page(SettingsPath, "Settings", "Sign in with your wallet to manage your keys, allowed origins, payout wallet and webhooks.", func() []app.UI {
		return []app.UI{p.renderKeys(), p.renderOrigins(), p.renderProfile(), p.renderDelegate(), p.renderWebhooks()}
	})
}

func (p *settingsPage) renderKeys() app.UI {
	var active, revoked []sdk.APIKey
	for _, k := range p.keys {
		if k.RevokedAt == nil {
			active = append(active, k)
		} else {
			revoked = append(revoked, k)
		}
	}
	return app.Section().Class("card").Aria("labelledby", "keys-heading").Body(
		app.H2().ID("keys-heading").Text("API keys"),
		app.P().Class("muted").Text("Secret keys (ak_live_…) are for your server only. Publishable keys (pk_live_…) may be used in browser code, from your allowed origins, to create checkouts."),
		app.Form().OnSubmit(p.onCreateKey).Body(
			app.Label().For("key-label").Text("Label"),
			app.Input().ID("key-label").Type("text").MaxLength(100).AutoComplete(false).Placeholder("e.g. production server").
				Value(p.keyLabel).OnInput(p.ValueTo(&p.keyLabel)),
			app.Label().For("key-kind").Text("Kind"),
			app.Select().ID("key-kind").OnChange(p.ValueTo(&p.keyKind)).Body(
				app.Option().Value("secret").Selected(p.keyKind != "publishable").Text("Secret (server)"),
				app.Option().Value("publishable").Selected(p.keyKind == "publishable").Text("Publishable (browser)"),
			),
			app.Div().Class("actions").Body(
				app.Button().ID("create-key").Type("submit").Disabled(p.busy == "create-key").Text("Create key"),
			),
		),
		app.If(p.newKey != nil, func() app.UI {
			return app.Div().Class("notice warn new-secret").Body(
				app.P().Body(app.Strong().Text("Copy this key now. "), app.Text("For your safety it is shown only once; if you lose it, revoke it and create another.")),
				app.Label().For("new-key-secret").Text("New "+string(p.newKey.Kind)+" key"),
				app.Code().ID("new-key-secret").Class("mono secret").TabIndex(-1).Text(p.newKey.Key),
				app.Div().Class("actions").Body(
					app.Button().ID("copy-key").Type("button").Class("secondary").Text("Copy key").OnClick(p.onCopyKey),
				),
			)
		}),
		app.Div().Class("table-wrap").Body(
			app.Table().ID("keys").Body(
				app.Caption().Class("sr-only").Text("Your API keys"),
				app.THead().Body(app.Tr().Body(
					app.Th().Scope("col").Text("Label"), app.Th().Scope("col").Text("Kind"), app.Th().Scope("col").Text("Key"),
					app.Th().Scope("col").Text("Created"), app.Th().Scope("col").Text("Last used"), app.Th().Scope("col").Body(app.Span().Class("sr-only").Text("Actions")),
				)),
				app.TBody().Body(
					app.If(len(active) == 0, func() app.UI {
						return app.Tr().Body(app.Td().ColSpan(6).Class("muted").Text("No active keys."))
					}),
					app.Range(active).Slice(func(i int) app.UI {
						k := active[i]
						return app.Tr().DataSet("key-id", k.ID).DataSet("kind", string(k.Kind)).Body(
							app.Td().Text(keyLabel(k)),
							app.Td().Text(string(k.Kind)),
							app.Td().Class("mono").Text(k.Prefix+"…"),
							app.Td().Text(formatTime(k.CreatedAt)),
							app.Td().Text(lastUsed(k)),
							app.Td().Body(
								app.Button().Type("button").Class("danger").DataSet("revoke", k.ID).
									Aria("label", "Revoke key "+keyName(k)).Disabled(p.busy == "revoke-"+k.ID).Text("Revoke").
									OnClick(func(ctx app.Context, e app.Event) { p.onRevokeKey(ctx, k) }),
							),
						)
					}),
				),
			),
		),
		// Revoked keys stay visible for the record, apart from the keys
		// that work.
		app.If(len(revoked) > 0, func() app.UI {
			return app.Details().Body(
				app.Summary().Text("Revoked keys ("+strconv.Itoa(len(revoked))+")"),
				app.Div().Class("table-wrap").Body(app.Table().ID("revoked-keys").Body(
					app.THead().Body(app.Tr().Body(
						app.Th().Scope("col").Text("Label"), app.Th().Scope("col").Text("Kind"), app.Th().Scope("col").Text("Key"),
						app.Th().Scope("col").Text("Last used"), app.Th().Scope("col").Text("Revoked"),
					)),
					app.TBody().Body(app.Range(revoked).Slice(func(i int) app.UI {
						k := revoked[i]
						return app.Tr().DataSet("revoked-key-id", k.ID).Body(
							app.Td().Text(keyLabel(k)), app.Td().Text(string(k.Kind)), app.Td().Class("mono").Text(k.Prefix+"…"),
							app.Td().Text(lastUsed(k)), app.Td().Text(formatTime(deref(k.RevokedAt))),
						)
					})),
				)),
			)
		}),
	)
}

func keyLabel(k sdk.APIKey) string {
	if k.Label == "" {
		return "(no label)"
	}
	return k.Label
}

func lastUsed(k sdk.APIKey) string {
	if k.LastUsedAt == nil {
		return "Never"
	}
	return formatTime(*k.LastUsedAt)
}

func (p *settingsPage) renderOrigins() app.UI {
	return app.Section().Class("card").Aria("labelledby", "origins-heading").Body(
		app.H2().ID("origins-heading").Text("Allowed origins"),
		app.P().Class("muted").Text("Publishable keys are accepted only from these origins (the scheme and host of your shop's pages)."),
		app.Form().OnSubmit(p.onAddOrigin).Body(
			app.Label().For("origin-input").Text("Origin"),
			app.Input().ID("origin-input").Type("url").Placeholder("https://shop.example.com").AutoComplete(false).
				Aria("describedby", "origin-help").Aria("invalid", p.originError != "").
				Value(p.originInput).OnInput(p.ValueTo(&p.originInput)),
			app.P().ID("origin-help").Class("field-help").Text("For example https://shop.example.com or http://localhost:3000."),
			app.If(p.originError != "", func() app.UI { return app.P().Class("notice bad").Role("alert").Text(p.originError) }),
			app.Div().Class("actions").Body(app.Button().ID("add-origin").Type("submit").Disabled(p.busy == "origins").Text("Add origin")),
		),
		app.Ul().ID("origins").Class("plain-list").Body(
			app.If(len(p.origins) == 0, func() app.UI {
				return app.Li().Class("muted").Text("No origins yet: publishable keys are refused everywhere.")
			}),
			app.Range(p.origins).Slice(func(i int) app.UI {
				o := p.origins[i]
				return app.Li().DataSet("origin", o).Body(
					app.Span().Class("mono").Text(o),
					app.Button().Type("button").Class("secondary").DataSet("remove-origin", o).Aria("label", "Remove "+o).
						Disabled(p.busy == "origins").Text("Remove").OnClick(func(ctx app.Context, e app.Event) { p.onRemoveOrigin(ctx, o) }),
				)
			}),
		),
	)
}

func (p *settingsPage) renderProfile() app.UI {
	return app.Section().Class("card").Aria("labelledby", "profile-heading").Body(
		app.H2().ID("profile-heading").Text("Payout and support"),
		app.Form().OnSubmit(p.onSaveProfile).Body(
			app.Label().For("payout-wallet").Text("Payout wallet"),
			app.Input().ID("payout-wallet").Type("text").Class("mono").Placeholder("0x…").AutoComplete(false).Spellcheck(false).
				Aria("describedby", "payout-help").Value(p.payoutWallet).OnInput(p.ValueTo(&p.payoutWallet)),
			app.P().ID("payout-help").Class("field-help").Text("Matured funds are claimed to this address. It is screened against sanctions lists before it is saved."),
			app.Label().For("support-email").Text("Support email"),
			app.Input().ID("support-email").Type("email").AutoComplete(true).Aria("describedby", "email-help").
				Value(p.supportEmail).OnInput(p.ValueTo(&p.supportEmail)),
			app.P().ID("email-help").Class("field-help").Text("Shown to customers whose payment needs a review."),
			app.If(p.profileError != "", func() app.UI { return app.P().Class("notice bad").Text(p.profileError) }),
			app.Div().Class("actions").Body(app.Button().ID("save-profile").Type("submit").Disabled(p.busy == "profile").Text("Save")),
		),
	)
}

func (p *settingsPage) renderDelegate() app.UI {
	d := p.delegate
	return app.Section().Class("card").Aria("labelledby", "delegate-heading").Body(
		app.H2().ID("delegate-heading").Text("Invoice staging authorization"),
		app.P().Class("muted").Text("Paystead's server wallet stages your invoices on the gateway contract. Your wallet authorizes it once with a setDelegate transaction."),
		app.If(d == nil, func() app.UI {
			return app.P().ID("delegate-status").Class("muted").Text("Reading the gateway…")
		}).ElseIf(d != nil && d.Authorized, func() app.UI {
			return app.P().ID("delegate-status").DataSet("authorized", true).Body(
				app.Span().Class("badge ok").Text("Authorized"),
				app.Text(" Server wallet "), app.Span().Class("mono").Text(d.ServerWallet),
				app.Text(" may stage invoices on gateway "), app.Span().Class("mono").Text(d.Gateway), app.Text("."),
			)
		}).Else(func() app.UI {
			return app.Div().Body(
				app.P().ID("delegate-status").DataSet("authorized", false).Body(
					app.Span().Class("badge warn").Text("Not authorized"),
					app.Text(" Invoices cannot be created until server wallet "), app.Span().Class("mono").Text(d.ServerWallet),
					app.Text(" is authorized on gateway "), app.Span().Class("mono").Text(d.Gateway), app.Text("."),
				),
				app.Div().Class("actions").Body(
					app.Button().ID("authorize-delegate").Type("button").Disabled(p.busy == "delegate").Aria("busy", p.busy == "delegate").
						Text("Authorize from my wallet").OnClick(p.onAuthorizeDelegate),
				),
				app.If(p.delegateProgress != "", func() app.UI { return app.P().Class("muted").Text(p.delegateProgress) }),
			)
		}),
	)
}

func (p *settingsPage) renderWebhooks() app.UI {
	var log []sdk.WebhookDelivery
	for _, d := range p.deliveries {
		if p.logEndpoint == "" || d.EndpointID == p.logEndpoint {
			log = append(log, d)
		}
	}
	logFor := "all endpoints"
	for _, ep := range p.endpoints {
		if ep.ID == p.logEndpoint {
			logFor = ep.URL
		}
	}
	return app.Section().Class("card").Aria("labelledby", "webhooks-heading").Body(
		app.H2().ID("webhooks-heading").Text("Webhooks"),
		app.P().Class("muted").Body(
			app.Text("Paystead posts signed events (invoice.paid, invoice.claimed, …) to these URLs. "),
			app.A().Href(WebhooksDocPath).Text("How to verify the signature"), app.Text("."),
		),
		app.Form().OnSubmit(p.onAddWebhook).Body(
			app.Label().For("webhook-url").Text("Endpoint URL"),
			app.Input().ID("webhook-url").Type("url").Placeholder("https://shop.example.com/paystead/webhook").AutoComplete(false).
				Aria("invalid", p.webhookError != "").Value(p.webhookURL).OnInput(p.ValueTo(&p.webhookURL)),
			app.If(p.webhookError != "", func() app.UI { return app.P().Class("notice bad").Text(p.webhookError) }),
			app.Div().Class("actions").Body(app.Button().ID("add-webhook").Type("submit").Disabled(p.busy == "webhook").Text("Add endpoint")),
		),
		app.If(p.newSecret != nil, func() app.UI {
			return app.Div().Class("notice warn new-secret").Body(
				app.P().Body(app.Strong().Text("Copy the signing secret now. "), app.Text("It is shown only once; you need it to verify deliveries to "+p.newSecret.URL+".")),
				app.Label().For("webhook-secret").Text("Signing secret"),
				app.Code().ID("webhook-secret").Class("mono secret").TabIndex(-1).Text(p.newSecret.Secret),
				app.Div().Class("actions").Body(app.Button().ID("copy-webhook-secret").Type("button").Class("secondary").Text("Copy secret").OnClick(p.onCopySecret)),
			)
		}),
		app.H3().Text("Endpoints"),
		app.Ul().ID("webhooks").Class("plain-list").Body(
			app.If(len(p.endpoints) == 0, func() app.UI { return app.Li().Class("muted").Text("No endpoints yet.") }),
			app.Range(p.endpoints).Slice(func(i int) app.UI {
				ep := p.endpoints[i]
				events := "all events"
				if len(ep.Events) > 0 {
					events = strings.Join(ep.Events, ", ")
				}
				return app.Li().DataSet("endpoint-id", ep.ID).Body(
					app.Span().Class("mono").Text(ep.URL),
					app.Span().Class("muted").Text(" "+events+" · added "+formatTime(ep.CreatedAt)),
					app.Div().Class("actions").Body(
						app.Button().Type("button").Class("secondary").DataSet("show-deliveries", ep.ID).Aria("pressed", p.logEndpoint == ep.ID).
							Aria("label", "Show deliveries to "+ep.URL).Text("Deliveries").
							OnClick(func(ctx app.Context, e app.Event) {
								if p.logEndpoint == ep.ID {
									p.logEndpoint = ""
								} else {
									p.logEndpoint = ep.ID
								}
							}),
						app.Button().Type("button").Class("danger").DataSet("delete-endpoint", ep.ID).Aria("label", "Delete endpoint "+ep.URL).
							Text("Delete").OnClick(func(ctx app.Context, e app.Event) { p.onDeleteEndpoint(ctx, ep) }),
					),
				)
			}),
		),
		app.H3().ID("deliveries-heading").Text("Delivery log"),
		app.Div().Class("actions").Body(
			app.Button().Type("button").Class("secondary").ID("refresh-deliveries").Text("Refresh log").
				OnClick(func(ctx app.Context, e app.Event) { p.loadDeliveries(ctx); p.frame.announce("Delivery log refreshed.") }),
		),
		app.Div().Class("table-wrap").Body(
			app.Table().ID("webhook-deliveries").Aria("labelledby", "deliveries-heading").Body(
				app.Caption().Class("muted").Text("Deliveries to "+logFor+", newest first"),
				app.THead().Body(app.Tr().Body(
					app.Th().Scope("col").Text("Event"), app.Th().Scope("col").Text("Status"), app.Th().Scope("col").Text("Attempts"),
					app.Th().Scope("col").Text("Last answer"), app.Th().Scope("col").Text("Created"), app.Th().Scope("col").Body(app.Span().Class("sr-only").Text("Actions")),
				)),
				app.TBody().Body(
					app.If(len(log) == 0, func() app.UI { return app.Tr().Body(app.Td().ColSpan(6).Class("muted").Text("No deliveries yet.")) }),
					app.Range(log).Slice(func(i int) app.UI {
						d := log[i]
						return app.Tr().DataSet("event-type", d.EventType).DataSet("delivery-status", d.Status).DataSet("event-id", d.EventID).Body(
							app.Td().Body(app.Span().Class("mono").Text(d.EventType), app.Br(), app.Span().Class("muted mono").Title(d.URL).Text(shortURL(d.URL))),
							app.Td().Body(app.Span().Class("badge "+deliveryBadge(d.Status)).Text(d.Status)),
							app.Td().Text(strconv.Itoa(len(d.Attempts))),
							app.Td().Text(lastAttempt(d)),
							app.Td().Text(formatTime(d.CreatedAt)),
							app.Td().Body(app.Button().Type("button").Class("secondary").DataSet("resend", d.EventID).
								Aria("label", "Resend "+d.EventType+" event "+d.EventID).Disabled(p.busy == "resend-"+d.EventID).
								Text("Resend").OnClick(func(ctx app.Context, e app.Event) { p.onResend(ctx, d) })),
						)
					}),
				),
			),
		),
	)
}

func deliveryBadge(status string) string {
	switch status {
	case "delivered":
		return "ok"
	case "failed":
		return "bad"
	}
	return "warn"
}

// lastAttempt describes a delivery's latest try.
func lastAttempt(d sdk.WebhookDelivery) string {
	if len(d.Attempts) == 0 {
		return "Not tried yet"
	}
	a := d.Attempts[len(d.Attempts)-1]
	s := "No answer"
	if a.StatusCode != nil {
		s = "HTTP " + strconv.Itoa(*a.StatusCode)
	}
	if a.Error != "" {
		s += ": " + a.Error
	}
	return s + " (" + strconv.FormatInt(a.LatencyMs, 10) + " ms)"
}

// shortURL drops the scheme for a narrow table cell.
func shortURL(u string) string {
	u = strings.TrimPrefix(strings.TrimPrefix(u, "https://"), "http://")
	if len(u) > 40 {
		return u[:39] + "…"
	}
	return u
}

// focusID moves keyboard focus to the element with id, after a render.
func focusID(id string) {
	if el := app.Window().GetElementByID(id); el.Truthy() {
		el.Call("focus")
	}
}

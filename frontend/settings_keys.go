package frontend

import (
	"context"
	"strconv"
	"strings"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"github.com/paystead/paystead/frontend/i18n"
	"github.com/paystead/paystead/sdk"
)

// settingsKeys is the API keys section: creating a key (its secret shown
// once), the active keys with a way to revoke each, and the revoked ones.
type settingsKeys struct {
	app.Compo

	L      *i18n.Locale
	Keys   []sdk.APIKey   // active and revoked
	NewKey *sdk.NewAPIKey // the key just created, shown once
	Label  string         // the form's
	Kind   string         // the form's: secret or publishable
	Busy   string         // the page's action under way

	OnCreate app.EventHandler // the form's submit
	OnLabel  app.EventHandler // keeps Label
	OnKind   app.EventHandler // keeps Kind
	OnCopy   app.EventHandler // copies the new key
	OnRevoke func(ctx app.Context, k sdk.APIKey)
}

func (p *settingsPage) keysPart() *settingsKeys {
	return &settingsKeys{
		L: p.frame.l, Keys: p.keys, NewKey: p.newKey, Label: p.keyLabel, Kind: p.keyKind, Busy: p.busy,
		OnCreate: p.onCreateKey, OnLabel: p.ValueTo(&p.keyLabel), OnKind: p.ValueTo(&p.keyKind),
		OnCopy: p.onCopyKey, OnRevoke: p.onRevokeKey,
	}
}

func (c *settingsKeys) Render() app.UI {
	l := c.L
	var active, revoked []sdk.APIKey
	for _, k := range c.Keys {
		if k.RevokedAt == nil {
			active = append(active, k)
		} else {
			revoked = append(revoked, k)
		}
	}
	return app.Section().Class("card").Aria("labelledby", "keys-heading").Body(
		app.H2().ID("keys-heading").Text(l.T("API keys")),
		app.P().Class("muted").Text(l.T("Secret keys (ak_live_…) are for your server only. Publishable keys (pk_live_…) may be used in browser code, from your allowed origins, to create checkouts.")),
		app.Form().OnSubmit(c.OnCreate).Body(
			app.Label().For("key-label").Text(l.T("Label")),
			app.Input().ID("key-label").Type("text").MaxLength(100).AutoComplete(false).Placeholder(l.T("e.g. production server")).
				Value(c.Label).OnInput(c.OnLabel),
			app.Label().For("key-kind").Text(l.T("Kind")),
			app.Select().ID("key-kind").OnChange(c.OnKind).Body(
				app.Option().Value("secret").Selected(c.Kind != "publishable").Text(l.T("Secret (server)")),
				app.Option().Value("publishable").Selected(c.Kind == "publishable").Text(l.T("Publishable (browser)")),
			),
			app.Div().Class("actions").Body(
				app.Button().ID("create-key").Type("submit").Disabled(c.Busy == "create-key").Text(l.T("Create key")),
			),
		),
		app.If(c.NewKey != nil, func() app.UI {
			return app.Div().Class("notice warn new-secret").Body(
				app.P().Body(app.Strong().Text(l.T("Copy this key now.")+" "), app.Text(l.T("For your safety it is shown only once; if you lose it, revoke it and create another."))),
				app.Label().For("new-key-secret").Text(newKeyLabel(l, c.NewKey.Kind)),
				app.Code().ID("new-key-secret").Class("mono secret").TabIndex(-1).Text(c.NewKey.Key),
				app.Div().Class("actions").Body(
					app.Button().ID("copy-key").Type("button").Class("secondary").Text(l.T("Copy key")).OnClick(c.OnCopy),
				),
			)
		}),
		app.Div().Class("table-wrap").Body(
			app.Table().ID("keys").Class("stack").Body(
				app.Caption().Class("sr-only").Text(l.T("Your API keys")),
				app.THead().Body(app.Tr().Body(
					app.Th().Scope("col").Text(l.T("Label")), app.Th().Scope("col").Text(l.T("Kind")), app.Th().Scope("col").Text(l.T("Key")),
					app.Th().Scope("col").Text(l.T("Created")), app.Th().Scope("col").Text(l.T("Last used")), app.Th().Scope("col").Body(app.Span().Class("sr-only").Text(l.T("Actions"))),
				)),
				app.TBody().Body(
					app.If(len(active) == 0, func() app.UI {
						return app.Tr().Body(app.Td().ColSpan(6).Class("muted").Text(l.T("No active keys.")))
					}),
					app.Range(active).Slice(func(i int) app.UI {
						k := active[i]
						// go-app keeps a re-rendered element's handler when
						// its code and scope are the same: the key's ID as
						// the scope keeps a row's button on the key it shows.
						return app.Tr().DataSet("key-id", k.ID).DataSet("kind", string(k.Kind)).Body(
							textCell(l.T("Label"), keyLabel(l, k)),
							textCell(l.T("Kind"), keyKind(l, k.Kind)),
							monoCell(l.T("Key"), k.Prefix+"…"),
							textCell(l.T("Created"), formatTime(l, k.CreatedAt)),
							textCell(l.T("Last used"), lastUsed(l, k)),
							app.Td().Body(
								app.Button().Type("button").Class("danger").DataSet("revoke", k.ID).
									Aria("label", l.T("Revoke key {key}", "key", keyName(l, k))).Disabled(c.Busy == "revoke-"+k.ID).Text(l.T("Revoke")).
									OnClick(func(ctx app.Context, e app.Event) { c.OnRevoke(ctx, k) }, app.EventScope(k.ID)),
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
				app.Summary().Text(l.T("Revoked keys ({n})", "n", strconv.Itoa(len(revoked)))),
				app.Div().Class("table-wrap").Body(app.Table().ID("revoked-keys").Class("stack").Body(
					app.THead().Body(app.Tr().Body(
						app.Th().Scope("col").Text(l.T("Label")), app.Th().Scope("col").Text(l.T("Kind")), app.Th().Scope("col").Text(l.T("Key")),
						app.Th().Scope("col").Text(l.T("Last used")), app.Th().Scope("col").Text(l.T("Revoked")),
					)),
					app.TBody().Body(app.Range(revoked).Slice(func(i int) app.UI {
						k := revoked[i]
						return app.Tr().DataSet("revoked-key-id", k.ID).Body(
							textCell(l.T("Label"), keyLabel(l, k)), textCell(l.T("Kind"), keyKind(l, k.Kind)),
							monoCell(l.T("Key"), k.Prefix+"…"),
							textCell(l.T("Last used"), lastUsed(l, k)), textCell(l.T("Revoked"), formatTime(l, deref(k.RevokedAt))),
						)
					})),
				)),
			)
		}),
	)
}

func keyLabel(l *i18n.Locale, k sdk.APIKey) string {
	if k.Label == "" {
		return l.T("(no label)")
	}
	return k.Label
}

// keyKind names a kind of key in l ("secret", "publishable").
func keyKind(l *i18n.Locale, kind sdk.KeyKind) string {
	switch kind {
	case sdk.KeySecret:
		return l.T("secret")
	case sdk.KeyPublishable:
		return l.T("publishable")
	}
	return string(kind)
}

// newKeyLabel labels the key just created ("New secret key").
func newKeyLabel(l *i18n.Locale, kind sdk.KeyKind) string {
	switch kind {
	case sdk.KeySecret:
		return l.T("New secret key")
	case sdk.KeyPublishable:
		return l.T("New publishable key")
	}
	return l.T("New {kind} key", "kind", string(kind))
}

func lastUsed(l *i18n.Locale, k sdk.APIKey) string {
	if k.LastUsedAt == nil {
		return l.T("Never")
	}
	return formatTime(l, *k.LastUsedAt)
}

func keyName(l *i18n.Locale, k sdk.APIKey) string {
	if k.Label != "" {
		return l.T("“{label}” ({prefix}…)", "label", k.Label, "prefix", k.Prefix)
	}
	return k.Prefix + "…"
}

func (p *settingsPage) loadKeys(ctx app.Context) {
	loadInto(&p.frame, (*sdk.Client).APIKeys, p.frame.t("Could not load your API keys"), func(v []sdk.APIKey) { p.keys = v })
}

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
				p.frame.fail(err, p.frame.t("Could not create the key"))
				return
			}
			p.newKey, p.keyLabel = k, ""
			clearField("key-label")
			p.frame.announce(p.frame.t("Key created. Copy it now: it will not be shown again."))
			p.loadKeys(ctx)
			focusAfterRender(ctx, "new-key-secret")
		})
}

func (p *settingsPage) onCopyKey(ctx app.Context, e app.Event) {
	if p.newKey != nil {
		p.copyShownOnce(p.newKey.Key, p.frame.t("Key copied to the clipboard."),
			p.frame.t("The browser did not allow copying. Select the key and copy it yourself."))
	}
}

func (p *settingsPage) onRevokeKey(ctx app.Context, k sdk.APIKey) {
	if !confirmed(p.frame.t("Revoke the key {key}? Requests using it will fail from now on. This cannot be undone.", "key", keyName(p.frame.l, k))) {
		return
	}
	p.busy = "revoke-" + k.ID
	callAPI(&p.frame, func(c context.Context, api *sdk.Client) (struct{}, error) {
		return struct{}{}, api.RevokeAPIKey(c, k.ID)
	},
		func(ctx app.Context, _ struct{}, err error) {
			p.busy = ""
			if err != nil {
				p.frame.fail(err, p.frame.t("Could not revoke the key"))
				return
			}
			p.frame.announce(p.frame.t("Key {key} revoked.", "key", keyName(p.frame.l, k)))
			p.loadKeys(ctx)
		})
}

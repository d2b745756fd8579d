package frontend

import (
	"context"
	"strconv"
	"strings"
	"time"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"github.com/paystead/paystead/frontend/i18n"
	"github.com/paystead/paystead/sdk"
	"github.com/paystead/paystead/shared/truncate"
)

// settingsWebhooks is the webhooks section: adding an endpoint (its
// signing secret shown once), the endpoints with a way to delete each or
// show only its deliveries, and the delivery log with a way to resend an
// event.
type settingsWebhooks struct {
	app.Compo

	L           *i18n.Locale
	Endpoints   []sdk.WebhookEndpoint
	Deliveries  []sdk.WebhookDelivery   // newest first, every endpoint's
	LogEndpoint string                  // the endpoint whose deliveries are shown; "" for all
	URL         string                  // the form's
	Error       string                  // why the form's endpoint was not added
	NewSecret   *sdk.NewWebhookEndpoint // the endpoint just added, shown once
	Busy        string                  // the page's action under way

	OnAdd        app.EventHandler // the form's submit
	OnURL        app.EventHandler // keeps URL
	OnCopySecret app.EventHandler
	OnToggleLog  func(ctx app.Context, endpointID string) // shows only its deliveries, or all again
	OnDelete     func(ctx app.Context, ep sdk.WebhookEndpoint)
	OnRefresh    app.EventHandler // reads the delivery log again
	OnResend     func(ctx app.Context, d sdk.WebhookDelivery)
}

func (p *settingsPage) webhooksPart() *settingsWebhooks {
	return &settingsWebhooks{
		L: p.frame.l, Endpoints: p.endpoints, Deliveries: p.deliveries, LogEndpoint: p.logEndpoint,
		URL: p.webhookURL, Error: p.webhookError, NewSecret: p.newSecret, Busy: p.busy,
		OnAdd: p.onAddWebhook, OnURL: p.ValueTo(&p.webhookURL), OnCopySecret: p.onCopySecret,
		OnToggleLog: p.onToggleLog, OnDelete: p.onDeleteEndpoint, OnRefresh: p.onRefreshDeliveries, OnResend: p.onResend,
	}
}

func (c *settingsWebhooks) Render() app.UI {
	l := c.L
	var log []sdk.WebhookDelivery
	for _, d := range c.Deliveries {
		if c.LogEndpoint == "" || d.EndpointID == c.LogEndpoint {
			log = append(log, d)
		}
	}
	caption := l.T("Deliveries to all endpoints, newest first")
	for _, ep := range c.Endpoints {
		if ep.ID == c.LogEndpoint {
			caption = l.T("Deliveries to {url}, newest first", "url", ep.URL)
		}
	}
	return app.Section().Class("card").Aria("labelledby", "webhooks-heading").Body(
		app.H2().ID("webhooks-heading").Text(l.T("Webhooks")),
		app.P().Class("muted").Body(
			app.Text(l.T("Paystead posts signed events (invoice.paid, invoice.claimed, …) to these URLs.")+" "),
			app.A().Href(WebhooksDocPath).Text(l.T("How to verify the signature")), app.Text("."),
		),
		app.Form().OnSubmit(c.OnAdd).Body(
			app.Label().For("webhook-url").Text(l.T("Endpoint URL")),
			app.Input().ID("webhook-url").Type("url").Placeholder(l.T("https://shop.example.com/paystead/webhook")).AutoComplete(false).
				Aria("invalid", c.Error != "").Value(c.URL).OnInput(c.OnURL),
			app.If(c.Error != "", func() app.UI { return app.P().Class("notice bad").Text(c.Error) }),
			app.Div().Class("actions").Body(app.Button().ID("add-webhook").Type("submit").Disabled(c.Busy == "webhook").Text(l.T("Add endpoint"))),
		),
		app.If(c.NewSecret != nil, func() app.UI {
			return app.Div().Class("notice warn new-secret").Body(
				app.P().Body(app.Strong().Text(l.T("Copy the signing secret now.")+" "), app.Text(l.T("It is shown only once; you need it to verify deliveries to {url}.", "url", c.NewSecret.URL))),
				app.Label().For("webhook-secret").Text(l.T("Signing secret")),
				app.Code().ID("webhook-secret").Class("mono secret").TabIndex(-1).Text(c.NewSecret.Secret),
				app.Div().Class("actions").Body(app.Button().ID("copy-webhook-secret").Type("button").Class("secondary").Text(l.T("Copy secret")).OnClick(c.OnCopySecret)),
			)
		}),
		app.H3().Text(l.T("Endpoints")),
		app.Ul().ID("webhooks").Class("plain-list").Body(
			app.If(len(c.Endpoints) == 0, func() app.UI { return app.Li().Class("muted").Text(l.T("No endpoints yet.")) }),
			app.Range(c.Endpoints).Slice(func(i int) app.UI {
				ep := c.Endpoints[i]
				// The endpoint as the handlers' scope (the event for Resend
				// below): go-app would keep the handlers of the endpoint the
				// row showed before otherwise.
				events := l.T("all events")
				if len(ep.Events) > 0 {
					names := make([]string, len(ep.Events))
					for i, t := range ep.Events {
						names[i] = string(t)
					}
					events = strings.Join(names, ", ")
				}
				return app.Li().DataSet("endpoint-id", ep.ID).Body(
					app.Span().Class("mono").Text(ep.URL),
					app.Span().Class("muted").Text(" "+l.T("{events} · added {time}", "events", events, "time", formatTime(l, ep.CreatedAt))),
					app.Div().Class("actions").Body(
						app.Button().Type("button").Class("secondary").DataSet("show-deliveries", ep.ID).Aria("pressed", c.LogEndpoint == ep.ID).
							Aria("label", l.T("Show deliveries to {url}", "url", ep.URL)).Text(l.T("Deliveries")).
							OnClick(func(ctx app.Context, e app.Event) { c.OnToggleLog(ctx, ep.ID) }, app.EventScope(ep.ID)),
						app.Button().Type("button").Class("danger").DataSet("delete-endpoint", ep.ID).Aria("label", l.T("Delete endpoint {url}", "url", ep.URL)).
							Text(l.T("Delete")).OnClick(func(ctx app.Context, e app.Event) { c.OnDelete(ctx, ep) }, app.EventScope(ep.ID)),
					),
				)
			}),
		),
		app.H3().ID("deliveries-heading").Text(l.T("Delivery log")),
		app.Div().Class("actions").Body(
			app.Button().Type("button").Class("secondary").ID("refresh-deliveries").Text(l.T("Refresh log")).OnClick(c.OnRefresh),
		),
		app.Div().Class("table-wrap").Body(
			app.Table().ID("webhook-deliveries").Class("stack").Aria("labelledby", "deliveries-heading").Body(
				app.Caption().Class("muted").Text(caption),
				app.THead().Body(app.Tr().Body(
					app.Th().Scope("col").Text(l.T("Event")), app.Th().Scope("col").Text(l.T("Status")), app.Th().Scope("col").Text(l.T("Attempts")),
					app.Th().Scope("col").Text(l.T("Last answer")), app.Th().Scope("col").Text(l.T("Created")), app.Th().Scope("col").Body(app.Span().Class("sr-only").Text(l.T("Actions"))),
				)),
				app.TBody().Body(
					app.If(len(log) == 0, func() app.UI {
						return app.Tr().Body(app.Td().ColSpan(6).Class("muted").Text(l.T("No deliveries yet.")))
					}),
					app.Range(log).Slice(func(i int) app.UI {
						d := log[i]
						return app.Tr().DataSet("event-type", d.EventType).DataSet("delivery-status", d.Status).DataSet("event-id", d.EventID).Body(
							cell(l.T("Event"), app.Span().Class("mono").Text(d.EventType), app.Br(), app.Span().Class("muted mono").Title(d.URL).Text(shortURL(d.URL))),
							cell(l.T("Status"), app.Span().Class("badge "+deliveryBadge(d.Status)).Text(deliveryStatus(l, d.Status))),
							textCell(l.T("Attempts"), strconv.Itoa(len(d.Attempts))),
							textCell(l.T("Last answer"), lastAttempt(l, d)),
							textCell(l.T("Created"), formatTime(l, d.CreatedAt)),
							app.Td().Body(app.Button().Type("button").Class("secondary").DataSet("resend", d.EventID).
								Aria("label", l.T("Resend {type} event {id}", "type", string(d.EventType), "id", d.EventID)).Disabled(c.Busy == "resend-"+d.EventID).
								Text(l.T("Resend")).OnClick(func(ctx app.Context, e app.Event) { c.OnResend(ctx, d) }, app.EventScope(d.EventID))),
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

// deliveryStatus names a delivery's status in l.
func deliveryStatus(l *i18n.Locale, status string) string {
	switch status {
	case "pending":
		return l.T("pending")
	case "delivered":
		return l.T("delivered")
	case "failed":
		return l.T("failed")
	}
	return status
}

// lastAttempt describes a delivery's latest try, in l.
func lastAttempt(l *i18n.Locale, d sdk.WebhookDelivery) string {
	if len(d.Attempts) == 0 {
		return l.T("Not tried yet")
	}
	a := d.Attempts[len(d.Attempts)-1]
	s := l.T("No answer")
	if a.StatusCode != nil {
		s = "HTTP " + strconv.Itoa(*a.StatusCode)
	}
	if a.Error != "" {
		s += ": " + a.Error
	}
	return l.T("{answer} ({ms} ms)", "answer", s, "ms", strconv.FormatInt(a.LatencyMs, 10))
}

// shortURL drops the scheme for a narrow table cell, and cuts what is
// longer than 40 bytes at a character boundary (a query may hold UTF-8).
func shortURL(u string) string {
	u = strings.TrimPrefix(strings.TrimPrefix(u, "https://"), "http://")
	if len(u) > 40 {
		cut, _ := truncate.String(u, 39)
		return cut + "…"
	}
	return u
}

func (p *settingsPage) loadWebhooks(ctx app.Context) {
	loadInto(&p.frame, (*sdk.Client).WebhookEndpoints, p.frame.t("Could not load your webhook endpoints"), func(v []sdk.WebhookEndpoint) { p.endpoints = v })
	p.loadDeliveries(ctx)
}

func (p *settingsPage) loadDeliveries(ctx app.Context) {
	latest := func(api *sdk.Client, c context.Context) ([]sdk.WebhookDelivery, error) {
		return api.WebhookDeliveries(c, 100)
	}
	loadInto(&p.frame, latest, p.frame.t("Could not load the webhook delivery log"), func(v []sdk.WebhookDelivery) { p.deliveries = v })
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

func (p *settingsPage) onRefreshDeliveries(ctx app.Context, e app.Event) {
	p.loadDeliveries(ctx)
	p.frame.announce(p.frame.t("Delivery log refreshed."))
}

func (p *settingsPage) onToggleLog(ctx app.Context, endpointID string) {
	if p.logEndpoint == endpointID {
		p.logEndpoint = ""
	} else {
		p.logEndpoint = endpointID
	}
}

func (p *settingsPage) onAddWebhook(ctx app.Context, e app.Event) {
	e.PreventDefault()
	p.webhookURL = fieldValue("webhook-url", p.webhookURL)
	u := strings.TrimSpace(p.webhookURL)
	if !strings.HasPrefix(u, "https://") && !strings.HasPrefix(u, "http://") {
		p.webhookError = p.frame.t("Enter the full URL of your endpoint, starting with https://.")
		focusAfterRender(ctx, "webhook-url")
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
				p.frame.fail(err, p.frame.t("Could not add the endpoint"))
				p.webhookError = p.frame.failure
				return
			}
			p.newSecret, p.webhookURL = ep, ""
			clearField("webhook-url")
			p.frame.announce(p.frame.t("Endpoint added. Copy its signing secret now: it will not be shown again."))
			p.loadWebhooks(ctx)
			focusAfterRender(ctx, "webhook-secret")
		})
}

func (p *settingsPage) onCopySecret(ctx app.Context, e app.Event) {
	if p.newSecret != nil {
		p.copyShownOnce(p.newSecret.Secret, p.frame.t("Signing secret copied to the clipboard."),
			p.frame.t("The browser did not allow copying. Select the secret and copy it yourself."))
	}
}

func (p *settingsPage) onDeleteEndpoint(ctx app.Context, ep sdk.WebhookEndpoint) {
	if !confirmed(p.frame.t("Delete the endpoint {url}? Events will no longer be sent to it.", "url", ep.URL)) {
		return
	}
	callAPI(&p.frame, func(c context.Context, api *sdk.Client) (struct{}, error) {
		return struct{}{}, api.DeleteWebhookEndpoint(c, ep.ID)
	},
		func(ctx app.Context, _ struct{}, err error) {
			if err != nil {
				p.frame.fail(err, p.frame.t("Could not delete the endpoint"))
				return
			}
			if p.logEndpoint == ep.ID {
				p.logEndpoint = ""
			}
			p.frame.announce(p.frame.t("Endpoint {url} deleted.", "url", ep.URL))
			p.loadWebhooks(ctx)
		})
}

func (p *settingsPage) onResend(ctx app.Context, d sdk.WebhookDelivery) {
	p.busy = "resend-" + d.EventID
	callAPI(&p.frame, func(c context.Context, api *sdk.Client) (int, error) { return api.ResendWebhookEvent(c, d.EventID) },
		func(ctx app.Context, n int, err error) {
			p.busy = ""
			if err != nil {
				p.frame.fail(err, p.frame.t("Could not resend the event"))
				return
			}
			p.frame.announce(p.frame.t("Event {type} queued again ({n} deliveries).", "type", string(d.EventType), "n", strconv.Itoa(n)))
			p.loadDeliveries(ctx)
		})
}

package frontend

import (
	"context"
	"strconv"
	"strings"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"github.com/paystead/paystead/frontend/i18n"
	"github.com/paystead/paystead/sdk"
	"github.com/paystead/paystead/shared/linkapi"
)

// linksPage is /m/links: the merchant's payment links (a reusable address
// that mints an invoice per customer), made, shared and switched on and
// off without code.
type linksPage struct {
	app.Compo
	frame merchantFrame

	links    []sdk.PaymentLink
	loaded   bool
	creating bool
	ranged   bool // the form asks for a range, not a price
	saving   bool
	toggling string // the link being switched
}

func newLinksPage() *linksPage { return &linksPage{frame: newMerchantFrame()} }

func (p *linksPage) OnPreRender(ctx app.Context) { p.frame.title(ctx, "Payment links") }

func (p *linksPage) OnNav(ctx app.Context) {
	p.frame.title(ctx, "Payment links")
	p.frame.start(ctx, p.load, func() { p.links, p.loaded = nil, false })
}

func (p *linksPage) load(ctx app.Context) {
	loadInto(&p.frame, (*sdk.Client).MerchantLinks, p.frame.t("Could not load your payment links"), func(ls []sdk.PaymentLink) {
		p.links, p.loaded = ls, true
	})
}

func (p *linksPage) onOpenCreate(ctx app.Context, e app.Event) {
	p.creating = true
	focusAfterRender(ctx, "link-title")
}

func (p *linksPage) onCancelCreate(ctx app.Context, e app.Event) {
	p.creating = false
	focusAfterRender(ctx, "new-link")
}

func (p *linksPage) onPricing(ctx app.Context, e app.Event) {
	p.ranged = ctx.JSSrc().Get("value").String() == "range"
}

func (p *linksPage) onCreate(ctx app.Context, e app.Event) {
	e.PreventDefault()
	if p.saving {
		return
	}
	req := sdk.NewPaymentLink{
		Slug:        strings.TrimSpace(fieldValue("link-slug", "")),
		Title:       strings.TrimSpace(fieldValue("link-title", "")),
		Description: strings.TrimSpace(fieldValue("link-description", "")),
		PayInToken:  fieldValue("link-token", "USDC"),
		SuccessURL:  strings.TrimSpace(fieldValue("link-success", "")),
	}
	if p.ranged {
		req.MinAmount, req.MaxAmount = strings.TrimSpace(fieldValue("link-min", "")), strings.TrimSpace(fieldValue("link-max", ""))
	} else {
		req.Amount = strings.TrimSpace(fieldValue("link-amount", ""))
	}
	p.saving, p.frame.failure = true, ""
	callAPI(&p.frame, func(c context.Context, api *sdk.Client) (*sdk.PaymentLink, error) {
		return api.CreateMerchantLink(c, req)
	},
		func(ctx app.Context, l *sdk.PaymentLink, err error) {
			p.saving = false
			if err != nil {
				p.frame.fail(err, p.frame.t("Could not make the payment link"))
				return
			}
			p.creating = false
			p.links = append([]sdk.PaymentLink{*l}, p.links...)
			p.frame.announce(p.frame.t("Payment link made: {url}", "url", l.URL))
			focusAfterRender(ctx, "new-link")
		})
}

func (p *linksPage) toggle(ctx app.Context, l sdk.PaymentLink) {
	if p.toggling != "" {
		return
	}
	p.toggling = l.ID
	callAPI(&p.frame, func(c context.Context, api *sdk.Client) (*sdk.PaymentLink, error) {
		return api.SetMerchantLinkEnabled(c, l.ID, !l.Enabled)
	}, func(ctx app.Context, got *sdk.PaymentLink, err error) {
		p.toggling = ""
		if err != nil {
			p.frame.fail(err, p.frame.t("Could not switch the payment link"))
			return
		}
		for i := range p.links {
			if p.links[i].ID == got.ID {
				p.links[i] = *got
			}
		}
		if got.Enabled {
			p.frame.announce(p.frame.t("Payment link {slug} enabled: it takes payments again.", "slug", got.Slug))
		} else {
			p.frame.announce(p.frame.t("Payment link {slug} disabled: its page says it is no longer active.", "slug", got.Slug))
		}
	})
}

func (p *linksPage) copyLink(ctx app.Context, l sdk.PaymentLink) {
	p.frame.copyLink(ctx, l.URL, p.frame.t("Copied {url}", "url", l.URL))
}

func (p *linksPage) Render() app.UI {
	return p.frame.page(LinksPath, p.frame.t("Payment links"), p.frame.t("Sign in with your wallet to make and manage payment links."), func() []app.UI {
		return []app.UI{
			app.P().Class("muted").Text(p.frame.t("A payment link is an address you can share anywhere: each customer who opens it and presses pay gets an invoice of their own, payable for an hour.")),
			p.renderCreate(), p.renderLinks(),
		}
	})
}

func (p *linksPage) renderCreate() app.UI {
	if !p.creating {
		return actions(plainButton("new-link", p.frame.t("New payment link"), p.onOpenCreate))
	}
	return app.Form().ID("create-link").Class("card").Aria("labelledby", "create-link-heading").OnSubmit(p.onCreate).Body(
		app.H2().ID("create-link-heading").Text(p.frame.t("New payment link")),
		fieldLabel("link-title", p.frame.t("What the customer pays for")),
		app.Input().ID("link-title").Type("text").Required(true).MaxLength(linkapi.MaxTitleRunes),
		fieldLabel("link-description", p.frame.t("Description (optional)")),
		app.Textarea().ID("link-description").Rows(2).MaxLength(linkapi.MaxDescRunes),
		fieldLabel("link-pricing", p.frame.t("Price")),
		app.Select().ID("link-pricing").OnChange(p.onPricing).Body(
			option("fixed", p.frame.t("A fixed price"), !p.ranged), option("range", p.frame.t("The customer enters an amount"), p.ranged)),
		app.If(!p.ranged, func() app.UI {
			return app.Div().Body(
				fieldLabel("link-amount", p.frame.t("Price (USD)")),
				app.Input().ID("link-amount").Type("text").Attr("inputmode", "decimal").Required(true).Placeholder("12.50"),
			)
		}),
		app.If(p.ranged, func() app.UI {
			return app.Div().Class("filter-row").Body(
				app.Div().Body(fieldLabel("link-min", p.frame.t("Least (USD)")),
					app.Input().ID("link-min").Type("text").Attr("inputmode", "decimal").Required(true).Placeholder("1")),
				app.Div().Body(fieldLabel("link-max", p.frame.t("Most (USD)")),
					app.Input().ID("link-max").Type("text").Attr("inputmode", "decimal").Required(true).Placeholder("100")),
			)
		}),
		fieldLabel("link-token", p.frame.t("Customer pays in")),
		app.Select().ID("link-token").Body(tokenOptions(p.frame.l)...),
		fieldLabel("link-slug", p.frame.t("Address (optional)")),
		app.Input().ID("link-slug").Type("text").MaxLength(linkapi.MaxSlugLen).Placeholder("spring-sale").Aria("describedby", "link-slug-help"),
		fieldHelp("link-slug-help", p.frame.t("The end of the link, /l/…: a-z, 0-9 and dashes. Left empty, a random one.")),
		fieldLabel("link-success", p.frame.t("After paying, send the customer to (optional)")),
		app.Input().ID("link-success").Type("url").Placeholder(exampleSuccessURL).Aria("describedby", "link-success-help"),
		fieldHelp("link-success-help", p.frame.t("An address on one of your allowed origins (Settings). Left empty, the customer stays on the receipt.")),
		actions(
			app.Button().ID("create-link-submit").Type("submit").Disabled(p.saving).Aria("busy", p.saving).Text(p.frame.t("Make the link")),
			secondaryButton("cancel-link", p.frame.t("Cancel"), p.onCancelCreate),
		),
	)
}

func (p *linksPage) renderLinks() app.UI {
	if !p.loaded {
		return app.P().Class("muted").Text(p.frame.t("Loading your payment links…"))
	}
	ls := p.links
	return app.Section().Class("card").Aria("labelledby", "links-heading").Body(
		app.H2().ID("links-heading").Text(p.frame.t("Your links")),
		app.If(len(ls) == 0, func() app.UI { return app.P().ID("no-links").Class("muted").Text(p.frame.t("No payment links yet.")) }),
		app.If(len(ls) > 0, func() app.UI {
			return app.Table().ID("links").Class("stack").Aria("labelledby", "links-heading").Body(
				columns(p.frame.l, p.frame.t("Link"), p.frame.t("Price"), p.frame.t("Invoices"), p.frame.t("Status"), ""),
				app.TBody().Body(app.Range(ls).Slice(func(i int) app.UI {
					l := ls[i]
					busy := p.toggling == l.ID
					verb, label := p.frame.t("Disable"), p.frame.t("Disable link {slug}", "slug", l.Slug)
					if !l.Enabled {
						verb, label = p.frame.t("Enable"), p.frame.t("Enable link {slug}", "slug", l.Slug)
					}
					return app.Tr().DataSet("link-id", l.ID).DataSet("slug", l.Slug).Body(
						cell(p.frame.t("Link"),
							app.Strong().Text(l.Title), app.Br(),
							app.A().Class("mono").Href(l.URL).Target("_blank").Rel("noopener").Text("/l/"+l.Slug),
						),
						textCell(p.frame.t("Price"), linkPrice(p.frame.l, l)),
						textCell(p.frame.t("Invoices"), p.frame.t("{made} made, {paid} paid", "made", strconv.Itoa(l.Invoices), "paid", strconv.Itoa(l.Paid))),
						cell(p.frame.t("Status"), linkBadge(p.frame.l, l.Enabled)),
						app.Td().Body(app.Div().Class("actions").Body(
							app.Button().Type("button").Class("secondary").DataSet("copy", l.Slug).Aria("label", p.frame.t("Copy link {slug}", "slug", l.Slug)).Text(p.frame.t("Copy link")).
								OnClick(func(ctx app.Context, e app.Event) { p.copyLink(ctx, l) }, app.EventScope(l.ID)),
							app.Button().Type("button").Class("secondary").DataSet("toggle", l.Slug).Disabled(busy).Aria("busy", busy).
								Aria("label", label).Text(verb).
								OnClick(func(ctx app.Context, e app.Event) { p.toggle(ctx, l) }, app.EventScope(l.ID+strconv.FormatBool(l.Enabled))),
						)),
					)
				})),
			)
		}),
	)
}

// exampleSuccessURL is the success address field's placeholder: an
// address, the same in every language.
const exampleSuccessURL = "https://shop.example/thanks"

// linkBadge says, in l, whether a link takes payments.
func linkBadge(l *i18n.Locale, enabled bool) app.UI {
	if enabled {
		return app.Span().Class("badge ok").Text(l.T("Active"))
	}
	return app.Span().Class("badge bad").Text(l.T("Disabled"))
}

// linkPrice is a link's price as the table shows it, in l.
func linkPrice(l *i18n.Locale, link sdk.PaymentLink) string {
	if link.Amount != nil {
		return l.T("{amount} USD in {token}", "amount", *link.Amount, "token", link.PayInToken)
	}
	return l.T("{min} to {max} USD in {token}, the customer chooses", "min", deref(link.MinAmount), "max", deref(link.MaxAmount),
		"token", link.PayInToken)
}

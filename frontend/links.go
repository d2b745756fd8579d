package frontend

import (
	"context"
	"strconv"
	"strings"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

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

func newLinksPage() *linksPage { return &linksPage{} }

func (p *linksPage) OnPreRender(ctx app.Context) { ctx.Page().SetTitle("Payment links · Paystead") }

func (p *linksPage) OnNav(ctx app.Context) {
	ctx.Page().SetTitle("Payment links · Paystead")
	p.frame.start(ctx, p.load, func() { p.links, p.loaded = nil, false })
}

func (p *linksPage) load(ctx app.Context) {
	loadInto(&p.frame, (*sdk.Client).MerchantLinks, "Could not load your payment links", func(ls []sdk.PaymentLink) {
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
				p.frame.fail(err, "Could not make the payment link")
				return
			}
			p.creating = false
			p.links = append([]sdk.PaymentLink{*l}, p.links...)
			p.frame.announce("Payment link made: " + l.URL)
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
			p.frame.fail(err, "Could not switch the payment link")
			return
		}
		for i := range p.links {
			if p.links[i].ID == got.ID {
				p.links[i] = *got
			}
		}
		if got.Enabled {
			p.frame.announce("Payment link " + got.Slug + " enabled: it takes payments again.")
		} else {
			p.frame.announce("Payment link " + got.Slug + " disabled: its page says it is no longer active.")
		}
	})
}

func (p *linksPage) copyLink(ctx app.Context, l sdk.PaymentLink) {
	p.frame.copyLink(ctx, l.URL, "Copied "+l.URL)
}

func (p *linksPage) Render() app.UI {
	return p.frame.page(LinksPath, "Payment links", "Sign in with your wallet to make and manage payment links.", func() []app.UI {
		return []app.UI{
			app.P().Class("muted").Text("A payment link is an address you can share anywhere: each customer who opens it and presses pay gets an invoice of their own, payable for an hour."),
			p.renderCreate(), p.renderLinks(),
		}
	})
}

func (p *linksPage) renderCreate() app.UI {
	if !p.creating {
		return actions(plainButton("new-link", "New payment link", p.onOpenCreate))
	}
	return app.Form().ID("create-link").Class("card").Aria("labelledby", "create-link-heading").OnSubmit(p.onCreate).Body(
		app.H2().ID("create-link-heading").Text("New payment link"),
		fieldLabel("link-title", "What the customer pays for"),
		app.Input().ID("link-title").Type("text").Required(true).MaxLength(linkapi.MaxTitleRunes),
		fieldLabel("link-description", "Description (optional)"),
		app.Textarea().ID("link-description").Rows(2).MaxLength(linkapi.MaxDescRunes),
		fieldLabel("link-pricing", "Price"),
		app.Select().ID("link-pricing").OnChange(p.onPricing).Body(
			option("fixed", "A fixed price", !p.ranged), option("range", "The customer enters an amount", p.ranged)),
		app.If(!p.ranged, func() app.UI {
			return app.Div().Body(
				fieldLabel("link-amount", "Price (USD)"),
				app.Input().ID("link-amount").Type("text").Attr("inputmode", "decimal").Required(true).Placeholder("12.50"),
			)
		}),
		app.If(p.ranged, func() app.UI {
			return app.Div().Class("filter-row").Body(
				app.Div().Body(fieldLabel("link-min", "Least (USD)"),
					app.Input().ID("link-min").Type("text").Attr("inputmode", "decimal").Required(true).Placeholder("1")),
				app.Div().Body(fieldLabel("link-max", "Most (USD)"),
					app.Input().ID("link-max").Type("text").Attr("inputmode", "decimal").Required(true).Placeholder("100")),
			)
		}),
		fieldLabel("link-token", "Customer pays in"),
		app.Select().ID("link-token").Body(tokenOptions()...),
		fieldLabel("link-slug", "Address (optional)"),
		app.Input().ID("link-slug").Type("text").MaxLength(linkapi.MaxSlugLen).Placeholder("spring-sale").Aria("describedby", "link-slug-help"),
		fieldHelp("link-slug-help", "The end of the link, /l/…: a-z, 0-9 and dashes. Left empty, a random one."),
		fieldLabel("link-success", "After paying, send the customer to (optional)"),
		app.Input().ID("link-success").Type("url").Placeholder("https://shop.example/thanks").Aria("describedby", "link-success-help"),
		fieldHelp("link-success-help", "An address on one of your allowed origins (Settings). Left empty, the customer stays on the receipt."),
		actions(
			app.Button().ID("create-link-submit").Type("submit").Disabled(p.saving).Aria("busy", p.saving).Text("Make the link"),
			secondaryButton("cancel-link", "Cancel", p.onCancelCreate),
		),
	)
}

func (p *linksPage) renderLinks() app.UI {
	if !p.loaded {
		return app.P().Class("muted").Text("Loading your payment links…")
	}
	ls := p.links
	return app.Section().Class("card").Aria("labelledby", "links-heading").Body(
		app.H2().ID("links-heading").Text("Your links"),
		app.If(len(ls) == 0, func() app.UI { return app.P().ID("no-links").Class("muted").Text("No payment links yet.") }),
		app.If(len(ls) > 0, func() app.UI {
			return app.Table().ID("links").Class("stack").Aria("labelledby", "links-heading").Body(
				columns("Link", "Price", "Invoices", "Status", ""),
				app.TBody().Body(app.Range(ls).Slice(func(i int) app.UI {
					l := ls[i]
					busy := p.toggling == l.ID
					verb := "Disable"
					if !l.Enabled {
						verb = "Enable"
					}
					return app.Tr().DataSet("link-id", l.ID).DataSet("slug", l.Slug).Body(
						cell("Link",
							app.Strong().Text(l.Title), app.Br(),
							app.A().Class("mono").Href(l.URL).Target("_blank").Rel("noopener").Text("/l/"+l.Slug),
						),
						textCell("Price", linkPrice(l)),
						textCell("Invoices", strconv.Itoa(l.Invoices)+" made, "+strconv.Itoa(l.Paid)+" paid"),
						cell("Status", linkBadge(l.Enabled)),
						app.Td().Body(app.Div().Class("actions").Body(
							app.Button().Type("button").Class("secondary").DataSet("copy", l.Slug).Aria("label", "Copy link "+l.Slug).Text("Copy link").
								OnClick(func(ctx app.Context, e app.Event) { p.copyLink(ctx, l) }, app.EventScope(l.ID)),
							app.Button().Type("button").Class("secondary").DataSet("toggle", l.Slug).Disabled(busy).Aria("busy", busy).
								Aria("label", verb+" link "+l.Slug).Text(verb).
								OnClick(func(ctx app.Context, e app.Event) { p.toggle(ctx, l) }, app.EventScope(l.ID+strconv.FormatBool(l.Enabled))),
						)),
					)
				})),
			)
		}),
	)
}

// linkBadge says whether a link takes payments.
func linkBadge(enabled bool) app.UI {
	if enabled {
		return app.Span().Class("badge ok").Text("Active")
	}
	return app.Span().Class("badge bad").Text("Disabled")
}

// linkPrice is a link's price as the table shows it.
func linkPrice(l sdk.PaymentLink) string {
	if l.Amount != nil {
		return *l.Amount + " USD in " + l.PayInToken
	}
	return deref(l.MinAmount) + " to " + deref(l.MaxAmount) + " USD in " + l.PayInToken + ", the customer chooses"
}

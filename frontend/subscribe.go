package frontend

import (
	"context"
	"net/http"
	"strings"
	"time"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"github.com/paystead/paystead/sdk"
	"github.com/paystead/paystead/shared/apierr"
	"github.com/paystead/paystead/shared/invoiceapi"
	"github.com/paystead/paystead/shared/subscriptionapi"
)

// SubscribePathPrefix is a plan's checkout page: SubscribePathPrefix + the checkout session's id
// (#35). The customer connects the wallet that will pay, lets Permit2 move the token if it may
// not yet, and signs once: an allowance that covers the plan, to the subscription's own address,
// which the chain lets charge no more than the plan's amount once a period. The page then shows
// the first charge's receipt as soon as it is paid, and lets the customer cancel with a
// signature (no gas).
const SubscribePathPrefix = "/s/"

// How often the subscription is read until its first charge is paid, and how many times.
const (
	subscribeFollowEvery = 2 * time.Second
	subscribeFollows     = 90
)

// subscribePage is /s/<checkoutId>, in the customer's language (the checkout's program and
// catalogue).
type subscribePage struct {
	app.Compo
	walletFlow

	id       string
	checkout *subscriptionapi.Checkout
	missing  bool  // no open checkout has this id
	loadErr  words // it could not be read

	account string
	terms   *subscriptionapi.Terms
	sub     *subscriptionapi.SubscriptionDetail
	receipt string  // the invoice of the first charge once it reads paid (its receipt): "" before
	success *string // where the merchant sends the customer once subscribed
}

func newSubscribePage() *subscribePage { return &subscribePage{} }

func (p *subscribePage) OnPreRender(ctx app.Context) {
	p.prerender(ctx)
	ctx.Page().SetTitle(p.t("Subscribe") + " · Paystead")
}

func (p *subscribePage) OnNav(ctx app.Context) {
	if app.IsServer {
		return
	}
	p.ctx = ctx
	p.id = strings.TrimPrefix(ctx.Page().URL().Path, SubscribePathPrefix)
	ctx.Page().SetTitle(p.t("Subscribe") + " · Paystead")
	p.load(ctx)
}

func (p *subscribePage) load(ctx app.Context) {
	var v subscriptionapi.Checkout
	p.call(ctx, func(ctx context.Context, c *sdk.Client) error {
		return api(ctx, c, http.MethodGet, "/api/subscribe/"+p.id, nil, &v)
	}, func(ctx app.Context, err error) {
		switch {
		case serverCode(err) == apierr.NotFound || serverCode(err) == apierr.BadBody:
			p.missing = true
		case err != nil:
			p.loadErr = apiFailure(err, msg("load this subscription"))
		default:
			p.checkout, p.loadErr = &v, nil
		}
	})
}

func (p *subscribePage) merchant() string {
	if p.checkout != nil && p.checkout.Merchant != nil {
		return p.checkout.Merchant.DisplayName
	}
	return ""
}

func (p *subscribePage) Render() app.UI {
	heading := p.t("Subscribe")
	var b pageBrand
	if p.checkout != nil && p.checkout.Merchant != nil {
		heading = p.t("Subscribe to {plan}", "plan", p.checkout.Plan.Name)
		b = merchantBrand(*p.checkout.Merchant)
	}
	var body app.UI
	switch {
	case p.missing:
		body = app.Div().Class("notice bad").ID("subscribe-missing").Body(
			para(p.t("This subscription link doesn't exist or has expired. Ask the merchant for a new one.")))
	case p.loadErr != nil:
		body = app.Div().Role("alert").ID("error").Class("notice bad").Body(
			para(p.loadErr.in(p.l)),
			actions(plainButton("retry", p.t("Try again"), func(ctx app.Context, e app.Event) { p.loadErr = nil; p.load(p.ctx) })))
	case p.checkout == nil:
		body = mutedPara(p.t("Loading the subscription…"))
	default:
		body = app.Div().Body(p.summary(), p.state())
	}
	return brandedLayout(p.l, p.languageChoice(p.sub != nil || p.busy != nil), b, heading, body,
		p.liveRegion(), languageCarrier(p.l, p.catalogue))
}

// price is the plan's amount with how often it is charged: "9.99 USDC every month".
func (p *subscribePage) price() string {
	plan := p.checkout.Plan
	return everyPeriod(p.l, formatDecimalToken(p.l, plan.Amount, plan.Token), plan.Interval, plan.IntervalCount)
}

// summary is what the customer subscribes to.
func (p *subscribePage) summary() app.UI {
	plan := p.checkout.Plan
	length := p.t("Until you cancel")
	if plan.Charges != nil {
		length = p.l.N(*plan.Charges, "One charge", "{n} charges, then it ends")
	}
	return app.Section().Class("card").ID("subscribe-plan").Aria("label", p.t("Subscription")).Body(
		app.P().Class("amount").ID("subscribe-price").Text(p.price()),
		app.If(plan.Description != "", func() app.UI { return para(plan.Description) }),
		app.Dl().Class("facts").Body(
			fact(p.t("From"), app.Span().ID("subscribe-merchant").Text(p.merchant())),
			app.If(plan.TrialDays > 0, func() app.UI {
				return fact(p.t("Free trial"), app.Span().ID("subscribe-trial").Text(p.l.N(plan.TrialDays, "{n} day", "{n} days")))
			}),
			fact(p.t("Length"), app.Span().ID("subscribe-length").Text(length)),
			app.If(p.checkout.ChainID != 0, func() app.UI {
				return fact(p.t("Network"), app.Span().ID("subscribe-network").Text(chainOf(p.checkout.ChainID).label()))
			}),
		),
	)
}

// state is the step the customer is at: subscribing, or the subscription made.
func (p *subscribePage) state() app.UI {
	if p.sub != nil {
		return p.subscribed()
	}
	approve := p.terms != nil && p.terms.Approval != nil
	button, id := p.t("Subscribe with your wallet"), "subscribe-button"
	if approve {
		button, id = p.t("Allow Permit2 to use your {token}", "token", p.checkout.Plan.Token), "approve-permit2"
	}
	return app.Div().Class("card").ID("subscribe-form").Body(
		para(p.t("Your wallet signs once: it lets {merchant} charge {price}, never more and never sooner. No transaction, no fee.", "merchant", p.merchant(), "price", p.price())),
		app.If(approve, func() app.UI {
			return para(p.t("First, one transaction lets Permit2 move your {token} (once for this token). Your wallet asks you to confirm it.", "token", p.checkout.Plan.Token))
		}),
		app.If(len(p.wallets) > 1, func() app.UI { return p.chooser(p.t("Choose a wallet"), p.connect) }),
		actions(app.Button().ID(id).Type("button").Disabled(p.busy != nil).Aria("busy", p.busy != nil).Text(button).OnClick(p.onSubscribe)),
		app.If(p.busy != nil, func() app.UI { return app.P().ID("subscribe-busy").Class("muted").Text(p.busy.in(p.l)) }),
		p.errorPart(),
		app.If(p.checkout.CancelURL != nil && httpURL(*p.checkout.CancelURL), func() app.UI {
			return app.P().Body(app.A().ID("cancel-link").Href(attrSafeURL(*p.checkout.CancelURL)).Text(p.t("Cancel and return to {merchant}", "merchant", p.merchant())))
		}),
		mutedPara(p.t("You can cancel whenever you like: on this page once subscribed, or by revoking the allowance in your wallet.")),
	)
}

// onSubscribe goes on from where the customer is: finding a wallet, approving, or signing.
func (p *subscribePage) onSubscribe(ctx app.Context, e app.Event) {
	if p.busy != nil {
		return
	}
	p.gen++
	p.errMsg = nil
	if p.terms != nil && p.account != "" {
		if p.terms.Approval != nil {
			p.approve(p.ctx)
		} else {
			p.sign(p.ctx)
		}
		return
	}
	p.discover(say("No wallet found in this browser. Open this page where your wallet is installed, or install one."), p.t("Choose a wallet"), p.connect)
}

// connect asks w for its account, puts it on the plan's network and asks for the terms.
func (p *subscribePage) connect(ctx app.Context, w wallet) {
	p.walletFlow.connect(ctx, w, "subscribe-button", func(ctx app.Context, account string) {
		p.account = account
		p.onChain(ctx, p.checkout.ChainID, "subscribe-button", p.fetchTerms)
	})
}

// fetchTerms asks for the terms and allowance the connected account signs.
func (p *subscribePage) fetchTerms(ctx app.Context) {
	var t subscriptionapi.Terms
	account := p.account
	p.busy = say("Preparing the subscription…")
	p.call(ctx, func(ctx context.Context, c *sdk.Client) error {
		return api(ctx, c, http.MethodPost, "/api/subscribe/"+p.id+"/terms", subscriptionapi.TermsRequest{Payer: account}, &t)
	}, func(ctx app.Context, err error) {
		if err != nil {
			p.refused(err, msg("prepare the subscription"))
			return
		}
		p.terms = &t
		if t.Approval != nil {
			p.busy = nil
			p.announce(p.t("One more step first: allow Permit2 to use your {token}. Your wallet will ask you to confirm a transaction.", "token", p.checkout.Plan.Token))
			focusAfterRender(p.ctx, "approve-permit2")
			return
		}
		p.sign(ctx)
	})
}

// approve sends the Permit2 approval and, once it is mined, signs.
func (p *subscribePage) approve(ctx app.Context) {
	p.sendApproval(ctx, p.account, *p.terms.Approval, "approve-permit2", func(ctx app.Context) {
		p.terms.Approval = nil
		p.sign(ctx)
	})
}

// sign has the wallet sign the allowance and subscribes with it.
func (p *subscribePage) sign(ctx app.Context) {
	t := p.terms
	p.busy = say("Sign the subscription in your wallet. Signing costs no gas.")
	p.signAllowance(ctx, p.account, t.ChainID, t.Permit2, t.Permit, "subscribe-button", msg("sign the subscription"), p.subscribe)
}

func (p *subscribePage) subscribe(ctx app.Context, sig string) {
	var out subscriptionapi.Subscribed
	terms := p.terms.Terms
	p.busy = say("Subscribing…")
	p.call(ctx, func(ctx context.Context, c *sdk.Client) error {
		return api(ctx, c, http.MethodPost, "/api/subscribe/"+p.id, subscriptionapi.SubscribeRequest{Terms: terms, Signature: sig}, &out)
	}, func(ctx app.Context, err error) {
		if err != nil {
			p.refused(err, msg("subscribe"))
			return
		}
		p.busy, p.success = nil, out.SuccessURL
		p.sub = &subscriptionapi.SubscriptionDetail{Subscription: out.Subscription}
		p.announce(p.t("You're subscribed to {plan}.", "plan", out.Subscription.PlanName))
		focusAfterRender(p.ctx, "subscribed")
		p.follow(ctx, 0)
	})
}

// refused explains a refusal of the terms or of the subscription.
func (p *subscribePage) refused(err error, doing string) {
	switch serverCode(err) {
	case apierr.ComplianceRequired:
		p.fail(say("This wallet can't be used for this subscription. Please contact {merchant}.", "merchant", p.merchant()), "")
	case apierr.NotFound:
		p.missing = true
		p.fail(say("This subscription link has expired. Ask the merchant for a new one."), "")
	default:
		p.fail(apiFailure(err, doing), "subscribe-button")
	}
}

// follow reads the subscription until its first charge's invoice reads paid (or, with a trial,
// once): the charge is mined before Paystead records its invoice paid, and the receipt is shown
// only then, so that no customer is shown an invoice still awaiting a payment already made.
func (p *subscribePage) follow(ctx app.Context, n int) {
	var d subscriptionapi.SubscriptionDetail
	var inv invoiceapi.View
	id := p.sub.ID
	p.call(ctx, func(ctx context.Context, c *sdk.Client) error {
		if err := api(ctx, c, http.MethodGet, "/api/subscriber/subscriptions/"+id, nil, &d); err != nil {
			return err
		}
		if first := firstPaid(&d); first != "" {
			return api(ctx, c, http.MethodGet, "/api/invoices/"+first, nil, &inv)
		}
		return nil
	}, func(ctx app.Context, err error) {
		if err == nil {
			p.sub = &d
			if inv.InvoiceID != "" && (paidStatus(inv.Status) || inv.Status == "refunded") && p.receipt == "" {
				p.receipt = inv.InvoiceID
				p.announce(p.t("Your first payment went through. Its receipt is below."))
			}
		}
		if p.receipt == "" && p.sub.Status != subscriptionapi.StatusCanceled && p.sub.Status != subscriptionapi.StatusTrialing && n < subscribeFollows {
			gen := p.gen
			ctx.After(subscribeFollowEvery, func(ctx app.Context) {
				if gen == p.gen {
					p.follow(ctx, n+1)
				}
			})
		}
	})
}

// firstPaid is the invoice of d's first charge made on chain, "" while none is.
func firstPaid(d *subscriptionapi.SubscriptionDetail) string {
	for i := len(d.ChargeHistory) - 1; i >= 0; i-- {
		if c := d.ChargeHistory[i]; c.Status == subscriptionapi.ChargeCharged {
			return c.InvoiceID
		}
	}
	return ""
}

func (p *subscribePage) firstReceipt() string { return p.receipt }

// subscribed is the subscription made: its status, the first receipt, the way back to the shop,
// and the cancel.
func (p *subscribePage) subscribed() app.UI {
	s := p.sub
	canceled := !subscriptionapi.Live(s.Status)
	var status string
	switch {
	case canceled:
		status = p.t("Your subscription is canceled: nothing more will be charged.")
	case s.NextChargeAt != nil && s.Status == subscriptionapi.StatusTrialing:
		status = p.t("Your free trial runs until {when}; the first charge comes then.", "when", formatWhen(p.l, *s.NextChargeAt))
	case p.firstReceipt() == "":
		status = p.t("Your first payment is being taken. This page shows its receipt when it's done.")
	case s.NextChargeAt != nil:
		status = p.t("Next charge: {when}.", "when", formatWhen(p.l, *s.NextChargeAt))
	}
	class := "notice ok"
	if canceled {
		class = "notice warn"
	}
	return app.Div().ID("subscribed").Class(class).TabIndex(-1).DataSet("status", s.Status).Body(
		app.H2().Text(p.t("Subscribed to {plan}", "plan", s.PlanName)),
		app.P().ID("subscription-status").Text(status),
		app.If(p.firstReceipt() != "", func() app.UI {
			return app.P().Body(app.A().ID("first-receipt").Href(InvoicePathPrefix + p.firstReceipt()).Text(p.t("See the receipt of your first payment")))
		}),
		app.P().Body(app.A().ID("manage-subscriptions").Href(PayerPath).Text(p.t("See and manage your subscriptions"))),
		app.If(p.success != nil && httpURL(*p.success) && !canceled, func() app.UI {
			return app.P().Body(app.A().ID("success-link").Href(attrSafeURL(*p.success)).Text(p.t("Return to {merchant}", "merchant", p.merchant())))
		}),
		app.If(!canceled, func() app.UI {
			return actions(app.Button().ID("cancel-subscription").Type("button").Class("secondary").Disabled(p.busy != nil).
				Aria("busy", p.busy != nil).Text(p.t("Cancel subscription")).OnClick(p.onCancel))
		}),
		app.If(p.busy != nil, func() app.UI { return app.P().ID("subscribe-busy").Class("muted").Text(p.busy.in(p.l)) }),
		p.errorPart(),
		app.If(!canceled, func() app.UI {
			return mutedPara(p.t("Canceling costs nothing: your wallet signs a message. Later, revoking this subscription's allowance in your wallet stops its charges too."))
		}),
	)
}

// onCancel has the paying wallet sign the cancel, which Paystead relays to the chain.
func (p *subscribePage) onCancel(ctx app.Context, e app.Event) {
	if p.busy != nil || p.sub == nil || !confirmed(p.t("Cancel this subscription? Nothing more will be charged.")) {
		return
	}
	p.cancelSigned(p.account, p.sub.Subscription, "cancel-subscription", func(ctx app.Context, out subscriptionapi.Subscription) {
		p.sub.Subscription = out
		focusAfterRender(p.ctx, "subscribed")
	})
}

package frontend

import (
	"context"
	"net/http"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"github.com/paystead/paystead/sdk"
	"github.com/paystead/paystead/shared/subscriptionapi"
)

// PayerPath is the payer's own page (#35): the customer connects the wallet that pays, signs a
// Sign-In with Ethereum message Paystead writes (no gas), and sees every subscription it pays,
// whoever sells it: its status, next charge and each charge with its receipt. There the payer
// cancels with a signature, or signs a new allowance when a charge failed for want of one.
const PayerPath = SubscribePathPrefix + "mine"

// How often a subscription is read again after a new allowance, until its charge is retried.
const renewFollows = 30

// payerPage is /s/mine, in the customer's language (the checkout's program and catalogue).
type payerPage struct {
	app.Compo
	walletFlow

	account  string
	subs     []subscriptionapi.SubscriptionDetail // the wallet's, once signed in
	signedIn bool
	working  string // the subscription a cancel or a new allowance is for
}

func newPayerPage() *payerPage { return &payerPage{} }

func (p *payerPage) OnPreRender(ctx app.Context) {
	p.prerender(ctx)
	ctx.Page().SetTitle(p.t("Your subscriptions") + " · Paystead")
}

func (p *payerPage) OnNav(ctx app.Context) {
	if app.IsServer {
		return
	}
	p.ctx = ctx
	ctx.Page().SetTitle(p.t("Your subscriptions") + " · Paystead")
}

func (p *payerPage) Render() app.UI {
	var body app.UI
	if !p.signedIn {
		body = p.signInPart()
	} else {
		cards := make([]app.UI, len(p.subs))
		for i := range p.subs {
			cards[i] = p.card(i)
		}
		body = app.Div().ID("payer-subscriptions").Body(
			app.P().ID("payer-account").Class("muted").Text(p.t("Signed in as {wallet}.", "wallet", p.account)),
			app.If(len(p.subs) == 0, func() app.UI {
				return app.P().ID("payer-none").Class("notice").Text(p.t("This wallet pays no subscriptions."))
			}),
			app.If(p.working == "", func() app.UI { return p.errorPart() }),
			app.Div().Body(cards...),
		)
	}
	return brandedLayout(p.l, p.languageChoice(p.busy != nil), pageBrand{}, p.t("Your subscriptions"), body,
		p.liveRegion(), languageCarrier(p.l, p.catalogue))
}

// signInPart asks the customer to connect the paying wallet and sign in.
func (p *payerPage) signInPart() app.UI {
	return app.Div().Class("card").ID("payer-signin-form").Body(
		para(p.t("See the subscriptions your wallet pays, when each charges next and what it charged, and cancel any of them.")),
		mutedPara(p.t("Your wallet signs a message to show it is yours. No transaction, no fee.")),
		app.If(len(p.wallets) > 1, func() app.UI { return p.chooser(p.t("Choose a wallet"), p.connect) }),
		actions(app.Button().ID("payer-signin").Type("button").Disabled(p.busy != nil).Aria("busy", p.busy != nil).
			Text(p.t("Sign in with your wallet")).OnClick(p.onSignIn)),
		app.If(p.busy != nil, func() app.UI { return app.P().ID("payer-busy").Class("muted").Text(p.busy.in(p.l)) }),
		p.errorPart(),
	)
}

func (p *payerPage) onSignIn(ctx app.Context, e app.Event) {
	if p.busy != nil {
		return
	}
	p.discover(say("No wallet found in this browser. Open this page where your wallet is installed, or install one."), p.t("Choose a wallet"), p.connect)
}

// connect asks w for its account, has it sign Paystead's message for it, and lists what it pays.
func (p *payerPage) connect(ctx app.Context, w wallet) {
	p.walletFlow.connect(ctx, w, "payer-signin", func(ctx app.Context, account string) {
		var m subscriptionapi.PayerMessage
		p.call(ctx, func(ctx context.Context, c *sdk.Client) error {
			return api(ctx, c, http.MethodGet, "/api/subscriber/message?address="+account, nil, &m)
		}, func(ctx app.Context, err error) {
			if err != nil {
				p.fail(apiFailure(err, msg("sign you in")), "payer-signin")
				return
			}
			p.busy = say("Sign the message in your wallet. Signing costs no gas.")
			p.announce(p.busy.in(p.l))
			p.ask(ctx, "personal_sign", []any{m.Message, account}, func(ctx app.Context, v app.Value, err error) {
				if err != nil || jsString(v) == "" {
					p.fail(walletRefusal(err, msg("sign you in")), "payer-signin")
					return
				}
				p.list(ctx, account, m.Message, jsString(v))
			})
		})
	})
}

// list reads the subscriptions the signed message proves the wallet pays, each with its charges.
func (p *payerPage) list(ctx app.Context, account, message, sig string) {
	var subs []subscriptionapi.SubscriptionDetail
	p.busy = say("Loading your subscriptions…")
	p.call(ctx, func(ctx context.Context, c *sdk.Client) error {
		var list subscriptionapi.SubscriptionList
		if err := api(ctx, c, http.MethodPost, "/api/subscriber/subscriptions", subscriptionapi.PayerListRequest{Message: message, Signature: sig}, &list); err != nil {
			return err
		}
		subs = make([]subscriptionapi.SubscriptionDetail, len(list.Data))
		for i, s := range list.Data {
			if err := api(ctx, c, http.MethodGet, "/api/subscriber/subscriptions/"+s.ID, nil, &subs[i]); err != nil {
				return err
			}
		}
		return nil
	}, func(ctx app.Context, err error) {
		if err != nil {
			p.fail(apiFailure(err, msg("load your subscriptions")), "payer-signin")
			return
		}
		p.busy, p.account, p.subs, p.signedIn = nil, account, subs, true
		p.announce(p.l.N(len(subs), "One subscription.", "{n} subscriptions."))
		focusAfterRender(p.ctx, "payer-account")
	})
}

// statusWords says where a subscription stands.
func (p *payerPage) statusWords(status string) string {
	switch status {
	case subscriptionapi.StatusTrialing:
		return p.t("Free trial")
	case subscriptionapi.StatusPastDue:
		return p.t("Payment failed")
	case subscriptionapi.StatusCanceled:
		return p.t("Canceled")
	case subscriptionapi.StatusEnded:
		return p.t("Ended")
	}
	return p.t("Active")
}

// card is subscription i: what it costs, who sells it, where it stands and what it charged.
func (p *payerPage) card(i int) app.UI {
	s := p.subs[i]
	id := "sub-" + itoa64(int64(i))
	merchant := ""
	if s.Merchant != nil {
		merchant = s.Merchant.DisplayName
	}
	live := subscriptionapi.Live(s.Status)
	charged := p.l.N(s.ChargedCount, "Once", "{n} times")
	if s.Charges != nil {
		charged = p.t("{n} of {total}", "n", p.l.Integer(itoa64(int64(s.ChargedCount))), "total", p.l.Integer(itoa64(int64(*s.Charges))))
	}
	facts := []app.UI{
		fact(p.t("From"), idSpan(id+"-merchant", merchant)),
		fact(p.t("Status"), idSpan(id+"-status", p.statusWords(s.Status))),
		fact(p.t("Charged"), idSpan(id+"-charged", charged)),
		fact(p.t("Network"), app.Span().Text(chainOf(s.ChainID).label())),
	}
	if live && s.NextChargeAt != nil {
		facts = append(facts, fact(p.t("Next charge"), timeEl(id+"-next", s.NextChargeAt, formatWhen(p.l, *s.NextChargeAt))))
	}
	if s.CanceledAt != nil {
		facts = append(facts, fact(p.t("Canceled on"), timeEl(id+"-canceled", s.CanceledAt, formatWhen(p.l, *s.CanceledAt))))
	}
	parts := []app.UI{
		app.H2().ID(id + "-plan").Text(s.PlanName),
		app.P().Class("amount").ID(id + "-price").Text(subscriptionPrice(p.l, s.Subscription)),
		app.Dl().Class("facts").Body(facts...),
	}
	if s.Status == subscriptionapi.StatusPastDue || live && s.AllowanceRevokedAt != nil {
		parts = append(parts, p.failedPart(i, merchant))
	}
	if len(s.ChargeHistory) > 0 {
		parts = append(parts, p.chargesPart(i))
	}
	if p.working == s.ID {
		if p.busy != nil {
			parts = append(parts, app.P().ID(id+"-busy").Class("muted").Text(p.busy.in(p.l)))
		}
		parts = append(parts, p.errorPart())
	}
	if live {
		parts = append(parts, actions(app.Button().ID(id+"-cancel").Type("button").Class("secondary").Disabled(p.busy != nil).
			Aria("busy", p.working == s.ID && p.busy != nil).Text(p.t("Cancel subscription")).
			OnClick(func(ctx app.Context, e app.Event) { p.onCancel(i) })))
	}
	return app.Section().Class("card").ID(id).DataSet("status", s.Status).Aria("labelledby", id+"-plan").Body(parts...)
}

// failedPart says why the period's charge failed, or why the next one would, and what the payer
// can do about it.
func (p *payerPage) failedPart(i int, merchant string) app.UI {
	s := p.subs[i]
	id := "sub-" + itoa64(int64(i))
	when := ""
	if s.NextChargeAt != nil {
		when = formatWhen(p.l, *s.NextChargeAt)
	}
	reason, renew, part := "", false, id+"-failed"
	switch {
	case s.Status != subscriptionapi.StatusPastDue:
		reason, renew, part = p.t("The allowance you signed for this subscription was revoked, so the charge on {when} would fail. Sign a new one to keep the subscription.", "when", when), true, id+"-revoked"
	case s.LastFailure == nil:
		reason = p.t("The last charge failed. It is tried again on {when}.", "when", when)
	case *s.LastFailure == subscriptionapi.FailBalance:
		reason = p.t("The last charge failed: this wallet held less than {amount}. Add {token} to it; the charge is tried again on {when}.",
			"amount", formatDecimalToken(p.l, s.Amount, s.Token), "token", s.Token, "when", when)
	case *s.LastFailure == subscriptionapi.FailAllowance:
		reason, renew = p.t("The last charge failed: the allowance you signed was revoked, spent or has run out. Sign a new one to keep the subscription."), true
	case *s.LastFailure == subscriptionapi.FailTransfer:
		reason = p.t("The last charge failed: {token} refused the transfer from this wallet. Please contact {merchant}.", "token", s.Token, "merchant", merchant)
	default:
		reason = p.t("The last charge failed. It is tried again on {when}.", "when", when)
	}
	var button app.UI
	if renew {
		button = actions(app.Button().ID(id + "-renew").Type("button").Disabled(p.busy != nil).Text(p.t("Sign a new allowance")).
			OnClick(func(ctx app.Context, e app.Event) { p.onRenew(i) }))
	}
	return app.Div().Class("notice warn").ID(part).Body(para(reason), button)
}

// chargesPart lists each period's charge, the latest first, with the receipt of those paid.
func (p *payerPage) chargesPart(i int) app.UI {
	s := p.subs[i]
	id := "sub-" + itoa64(int64(i))
	rows := make([]app.UI, len(s.ChargeHistory))
	for k, c := range s.ChargeHistory {
		at := c.DueAt
		if c.ChargedAt != nil {
			at = *c.ChargedAt
		}
		var state app.UI
		switch c.Status {
		case subscriptionapi.ChargeCharged:
			state = app.A().Href(InvoicePathPrefix + c.InvoiceID).Text(p.t("Receipt"))
		case subscriptionapi.ChargeFailed:
			state = app.Span().Text(p.t("Failed"))
		default:
			state = app.Span().Text(p.t("Being charged"))
		}
		rows[k] = app.Li().ID(id+"-charge-"+itoa64(int64(k))).DataSet("status", c.Status).Body(
			app.Text(formatDecimalToken(p.l, s.Amount, s.Token)+" · "), timeEl("", &at, formatWhen(p.l, at)), app.Text(" · "), state)
	}
	return app.Div().Body(
		heading3(p.t("Charges")),
		app.Ul().Class("charges").ID(id+"-charges").Body(rows...),
	)
}

// onCancel has the wallet sign subscription i's cancel.
func (p *payerPage) onCancel(i int) {
	s := p.subs[i]
	if p.busy != nil || !confirmed(p.t("Cancel {plan}? Nothing more will be charged.", "plan", s.PlanName)) {
		return
	}
	p.working = s.ID
	id := "sub-" + itoa64(int64(i))
	p.cancelSigned(p.account, s.Subscription, id+"-cancel", func(ctx app.Context, out subscriptionapi.Subscription) {
		out.Merchant = p.subs[i].Merchant
		p.subs[i].Subscription, p.working = out, ""
		focusAfterRender(p.ctx, id)
	})
}

// onRenew has the wallet sign a new allowance for subscription i, whose charge Paystead then
// tries again at once; the page reads it until it is.
func (p *payerPage) onRenew(i int) {
	if p.busy != nil {
		return
	}
	s := p.subs[i]
	id := "sub-" + itoa64(int64(i))
	p.gen++
	p.working, p.errMsg = s.ID, nil
	p.busy = say("Preparing the new allowance…")
	var a subscriptionapi.Allowance
	p.call(p.ctx, func(ctx context.Context, c *sdk.Client) error {
		return api(ctx, c, http.MethodGet, "/api/subscriber/subscriptions/"+s.ID+"/allowance", nil, &a)
	}, func(ctx app.Context, err error) {
		if err != nil {
			p.fail(apiFailure(err, msg("prepare the new allowance")), id+"-renew")
			return
		}
		p.onChain(ctx, a.ChainID, id+"-renew", func(ctx app.Context) {
			if a.Approval != nil {
				// The token's own approval to Permit2 was revoked too: sent again first.
				p.sendApproval(ctx, p.account, *a.Approval, id+"-renew", func(ctx app.Context) { p.signRenewal(ctx, i, a) })
				return
			}
			p.signRenewal(ctx, i, a)
		})
	})
}

// signRenewal has the wallet sign the new allowance a of subscription i and gives it to Paystead.
func (p *payerPage) signRenewal(ctx app.Context, i int, a subscriptionapi.Allowance) {
	s := p.subs[i]
	id := "sub-" + itoa64(int64(i))
	p.busy = say("Sign the new allowance in your wallet. Signing costs no gas.")
	p.signAllowance(ctx, p.account, a.ChainID, a.Permit2, a.Permit, id+"-renew", msg("sign the new allowance"), func(ctx app.Context, sig string) {
		var out subscriptionapi.Subscription
		p.busy = say("Saving the new allowance…")
		p.call(ctx, func(ctx context.Context, c *sdk.Client) error {
			return api(ctx, c, http.MethodPost, "/api/subscriber/subscriptions/"+s.ID+"/allowance",
				subscriptionapi.RenewAllowanceRequest{Permit: a.Permit, Signature: sig}, &out)
		}, func(ctx app.Context, err error) {
			if err != nil {
				p.fail(apiFailure(err, msg("save the new allowance")), id+"-renew")
				return
			}
			out.Merchant = p.subs[i].Merchant
			p.subs[i].Subscription = out
			if out.Status != subscriptionapi.StatusPastDue {
				// Renewed before a charge failed: the next one is paid from it.
				p.busy, p.working = nil, ""
				p.announce(p.t("New allowance signed: the next charge is paid from it."))
				return
			}
			p.busy = say("New allowance signed. The charge is being tried again…")
			p.announce(p.busy.in(p.l))
			p.reread(ctx, i, 0)
		})
	})
}

// reread reads subscription i again until its charge is no longer failing (or n runs out).
func (p *payerPage) reread(ctx app.Context, i, n int) {
	var d subscriptionapi.SubscriptionDetail
	id := p.subs[i].ID
	p.call(ctx, func(ctx context.Context, c *sdk.Client) error {
		return api(ctx, c, http.MethodGet, "/api/subscriber/subscriptions/"+id, nil, &d)
	}, func(ctx app.Context, err error) {
		if err == nil {
			p.subs[i] = d
		}
		if err == nil && d.Status != subscriptionapi.StatusPastDue || n+1 >= renewFollows {
			p.busy, p.working = nil, ""
			p.announce(p.t("{plan}: {status}.", "plan", p.subs[i].PlanName, "status", p.statusWords(p.subs[i].Status)))
			return
		}
		gen := p.gen
		ctx.After(subscribeFollowEvery, func(ctx app.Context) {
			if gen == p.gen {
				p.reread(ctx, i, n+1)
			}
		})
	})
}

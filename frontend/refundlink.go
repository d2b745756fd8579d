package frontend

import (
	"context"
	"encoding/json"
	"strings"
	"time"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"github.com/paystead/paystead/sdk"
	"github.com/paystead/paystead/shared/apierr"
	"github.com/paystead/paystead/shared/escrowapi"
	"github.com/paystead/paystead/shared/merchantapi"
)

// RefundPathPrefix is a refund link's page: RefundPathPrefix + the link's token. The merchant
// sends it to a customer whose refund cannot go back to the paying wallet (the token's issuer
// froze it since paying): the customer names another address and confirms it with a signature
// of the wallet that paid; Paystead sends the refund there.
const RefundPathPrefix = "/r/"

// refundFollow is how often a sent refund is read until it is mined, and refundFollows how
// many times.
const (
	refundFollowEvery = 2 * time.Second
	refundFollows     = 90
)

// refundPage is /r/<token>, in the customer's language (the checkout's program and catalogue).
type refundPage struct {
	app.Compo
	walletFlow

	token   string
	view    *escrowapi.RefundLinkView
	missing bool  // no link has this token
	loadErr words // the link could not be read

	to string
}

func newRefundPage() *refundPage { return &refundPage{} }

func (p *refundPage) OnPreRender(ctx app.Context) {
	p.prerender(ctx)
	ctx.Page().SetTitle(p.t("Refund") + " · Paystead")
}

func (p *refundPage) OnNav(ctx app.Context) {
	if app.IsServer {
		return
	}
	p.ctx = ctx
	p.token = strings.TrimPrefix(ctx.Page().URL().Path, RefundPathPrefix)
	ctx.Page().SetTitle(p.t("Refund") + " · Paystead")
	p.load(ctx, 0)
}

// load reads the link; follow counts the reads made while its refund is sent and not mined.
func (p *refundPage) load(ctx app.Context, follow int) {
	var v *escrowapi.RefundLinkView
	p.call(ctx, func(ctx context.Context, c *sdk.Client) (err error) {
		v, err = c.OpenRefundLink(ctx, p.token)
		return err
	}, func(ctx app.Context, err error) {
		switch {
		case serverCode(err) == apierr.NotFound:
			p.missing = true
		case err != nil && p.view == nil:
			p.loadErr = apiFailure(err, msg("load this refund"))
		case err != nil:
		default:
			was := ""
			if p.view != nil {
				was = p.view.Status
			}
			p.view, p.loadErr = v, nil
			if v.Status == escrowapi.LinkRefunded && was != "" && was != v.Status {
				p.announce(p.t("Refunded: {amount} was sent to {address}.", "amount", p.amount(), "address", deref(v.To)))
			}
		}
		if p.view != nil && (p.view.Status == escrowapi.LinkSending || p.view.Status == escrowapi.LinkSent) && follow < refundFollows {
			gen := p.gen
			ctx.After(refundFollowEvery, func(ctx app.Context) {
				if gen == p.gen {
					p.load(ctx, follow+1)
				}
			})
		}
	})
}

// amount is what the link refunds, in the page's language; a token the deployment does not take
// (returned to a customer who sent it by mistake) is named by its address.
func (p *refundPage) amount() string {
	if p.view.Token == "" {
		return p.view.AmountUnits + " · " + shortHex(p.view.TokenAddress)
	}
	return formatDecimalToken(p.l, p.view.Amount, p.view.Token)
}

func (p *refundPage) Render() app.UI {
	heading := p.t("Refund")
	if p.view != nil {
		heading = p.t("Refund from {merchant}", "merchant", p.view.MerchantName)
	}
	var body app.UI
	switch {
	case p.missing:
		body = app.Div().Class("notice bad").ID("refund-missing").Body(
			para(p.t("This refund link doesn't exist. Check that the link is complete, or ask the merchant for a new one.")))
	case p.loadErr != nil:
		body = app.Div().Role("alert").ID("error").Class("notice bad").Body(
			para(p.loadErr.in(p.l)),
			actions(plainButton("retry", p.t("Try again"), func(ctx app.Context, e app.Event) { p.loadErr = nil; p.load(p.ctx, 0) })))
	case p.view == nil:
		body = mutedPara(p.t("Loading the refund…"))
	default:
		body = app.Div().Body(p.summary(), p.state())
	}
	return brandedLayout(p.l, nil, pageBrand{}, heading, body,
		p.liveRegion(), languageCarrier(p.l, p.catalogue))
}

// summary is what is refunded, from which payment, on which network.
func (p *refundPage) summary() app.UI {
	v := p.view
	return app.Section().Class("card").Aria("label", p.t("Refund")).Body(
		app.Dl().Class("facts").Body(
			fact(p.t("Amount"), app.Span().ID("refund-amount").Text(p.amount())),
			// A deposit's sender, or a return's, is no wallet of the customer's to sign with (#34).
			app.If(v.SignatureRequired, func() app.UI {
				return fact(p.t("Paid from"), app.Span().ID("refund-payer").Class("mono").Title(v.Payer).Text(shortHex(v.Payer)))
			}),
			fact(p.t("Network"), app.Span().ID("refund-network").Text(chainOf(v.ChainID).label())),
			fact(p.t("Invoice"), app.Span().Class("mono").Title(v.InvoiceID).Text(shortHex(v.InvoiceID))),
		),
	)
}

// state is what the link's status calls for: the form while it is open, else where it ended.
func (p *refundPage) state() app.UI {
	v := p.view
	chain := chainOf(v.ChainID)
	switch v.Status {
	case escrowapi.LinkOpen:
		return p.form()
	case escrowapi.LinkSending, escrowapi.LinkSent:
		return app.Div().Class("notice").ID("refund-sending").Body(
			para(p.t("The refund is on its way to {address}. This page shows when it arrives.", "address", deref(v.To))),
			app.If(v.RefundTxHash != nil, func() app.UI { return localTxLink(p.l, chain, "refund-tx", deref(v.RefundTxHash)) }))
	case escrowapi.LinkRefunded:
		return app.Div().Class("notice good").ID("refund-done").Body(
			para(p.t("Refunded: {amount} was sent to {address}.", "amount", p.amount(), "address", deref(v.To))),
			app.If(v.RefundTxHash != nil, func() app.UI { return localTxLink(p.l, chain, "refund-tx", deref(v.RefundTxHash)) }))
	case escrowapi.LinkExpired:
		return app.Div().Class("notice bad").ID("refund-closed").Body(
			para(p.t("This refund link expired on {date}. If you still expect a refund, contact {merchant}.", "date", formatWhen(p.l, v.ExpiresAt), "merchant", v.MerchantName)))
	default:
		return app.Div().Class("notice bad").ID("refund-closed").Body(
			para(p.t("{merchant} canceled this refund link. If you still expect a refund, contact them.", "merchant", v.MerchantName)))
	}
}

// form takes the address and starts the confirmation.
func (p *refundPage) form() app.UI {
	v := p.view
	network := chainOf(v.ChainID).label()
	intro, button, cost := p.t("{merchant} is returning {amount} to you. Tell us where to send it, then confirm with the wallet that paid.", "merchant", v.MerchantName, "amount", p.amount()),
		p.t("Confirm with your wallet"), p.t("Confirming costs nothing: your wallet signs a message, and the refund is sent for you.")
	if !v.SignatureRequired {
		intro, button, cost = p.t("{merchant} is returning {amount} to you. Tell us where to send it.", "merchant", v.MerchantName, "amount", p.amount()),
			p.t("Send the refund"), p.t("Nothing to sign and nothing to pay: the refund is sent to the address you give.")
	}
	token := v.Token
	if token == "" {
		token = shortHex(v.TokenAddress)
	}
	return app.Form().ID("refund-form").Class("card").OnSubmit(p.onConfirm).Body(
		para(intro),
		app.If(v.Failure != nil, func() app.UI {
			return app.P().Class("notice bad").ID("refund-failure").Text(p.t("The last attempt didn't go through: {reason}", "reason", deref(v.Failure)))
		}),
		fieldLabel("refund-to", p.t("Address to receive the refund")),
		app.Input().ID("refund-to").Type("text").Name("to").AutoComplete(false).Spellcheck(false).Required(true).
			Placeholder("0x…").Value(p.to).Aria("describedby", "refund-to-help").OnInput(p.onTo),
		fieldHelp("refund-to-help", p.t("An address on {network} that can receive {token}. If it belongs to an exchange, check that the exchange takes {token} on {network}: anything sent otherwise may be lost.", "network", network, "token", token)),
		app.If(len(p.wallets) > 1, func() app.UI { return p.chooser(p.t("Choose the wallet that paid"), p.connect) }),
		actions(app.Button().ID("refund-confirm").Type("submit").Disabled(p.busy != nil).Text(button)),
		app.If(p.busy != nil, func() app.UI { return app.P().ID("refund-busy").Class("muted").Text(p.busy.in(p.l)) }),
		p.errorPart(),
		mutedPara(cost),
	)
}

func (p *refundPage) onTo(ctx app.Context, e app.Event) { p.to = jsString(ctx.JSSrc().Get("value")) }

// onConfirm checks the address, then finds the wallet that paid.
func (p *refundPage) onConfirm(ctx app.Context, e app.Event) {
	e.PreventDefault()
	if p.busy != nil {
		return
	}
	p.to = strings.TrimSpace(fieldValue("refund-to", p.to))
	if !validAddress(p.to) {
		p.fail(say("Enter the address as 0x followed by 40 hexadecimal characters."), "refund-to")
		return
	}
	if !p.view.SignatureRequired {
		p.gen++
		p.errMsg = nil
		p.complete(p.ctx, p.to, "", "") // the page's context: an event's ends with it
		return
	}
	p.discover(say("No wallet found in this browser. Open this page where the wallet that paid ({payer}) is installed.", "payer", p.view.Payer),
		p.t("Choose the wallet that paid"), p.connect)
}

// validAddress reports whether s is 0x and 40 hex digits. (merchantapi.ChecksumAddress checks
// the same, but brings Keccak into the checkout's program: 9 KB, over its size budget.)
func validAddress(s string) bool {
	h, ok := strings.CutPrefix(s, "0x")
	return ok && len(h) == 40 && strings.Trim(strings.ToLower(h), "0123456789abcdef") == ""
}

// connect asks w for its accounts and goes on with the one that paid.
func (p *refundPage) connect(ctx app.Context, w wallet) {
	p.gen++
	p.wallet, p.wallets, p.errMsg = w, nil, nil
	p.busy = say("Asking {wallet} to connect. Check your wallet.", "wallet", w.Info.Name)
	p.ask(ctx, "eth_requestAccounts", nil, func(ctx app.Context, v app.Value, err error) {
		if err != nil {
			p.fail(walletRefusal(err, msg("connect your wallet")), "refund-confirm")
			return
		}
		for _, a := range jsStrings(v) {
			if merchantapi.SameAddress(a, p.view.Payer) {
				p.onChain(ctx, p.view.ChainID, "refund-confirm", p.prepare) // the consent names the network
				return
			}
		}
		p.fail(say("This wallet didn't share the account that paid ({payer}). Choose that account in your wallet, then try again.", "payer", p.view.Payer), "refund-confirm")
	})
}

// prepare asks for the consent, has the wallet sign it and completes the link.
func (p *refundPage) prepare(ctx app.Context) {
	to := p.to
	var prep *escrowapi.RefundLinkPrepared
	p.busy = say("Preparing the confirmation…")
	p.call(ctx, func(ctx context.Context, c *sdk.Client) (err error) {
		prep, err = c.PrepareRefundLink(ctx, p.token, to)
		return err
	}, func(ctx app.Context, err error) {
		if err != nil {
			p.refused(ctx, err, msg("prepare the refund"))
			return
		}
		raw, err := json.Marshal(prep.TypedData)
		if err != nil {
			p.fail(say("We couldn't build the message to sign. Please try again."), "refund-confirm")
			return
		}
		p.busy = say("Confirm in your wallet that the refund goes to {address}. Signing costs no gas.", "address", to)
		p.announce(p.busy.in(p.l))
		p.ask(ctx, "eth_signTypedData_v4", []any{p.view.Payer, string(raw)}, func(ctx app.Context, v app.Value, err error) {
			sig := jsString(v)
			switch {
			case err != nil:
				p.fail(walletRefusal(err, msg("confirm the refund")), "refund-confirm")
			case !strings.HasPrefix(sig, "0x"):
				p.fail(say("Your wallet didn't return a signature. Please try again."), "refund-confirm")
			default:
				p.complete(ctx, to, prep.Deadline, sig)
			}
		})
	})
}

func (p *refundPage) complete(ctx app.Context, to, deadline, sig string) {
	p.busy = say("Sending the refund…")
	p.call(ctx, func(ctx context.Context, c *sdk.Client) error {
		_, err := c.CompleteRefundLink(ctx, p.token, to, deadline, sig)
		return err
	}, func(ctx app.Context, err error) {
		if err != nil {
			p.refused(ctx, err, msg("send the refund"))
			return
		}
		p.busy = nil
		p.announce(p.t("The refund is on its way to {address}. This page shows when it arrives.", "address", to))
		p.load(ctx, 0)
	})
}

// refused explains a refusal of prepare or complete, and reads the link again (it may have
// been used or canceled meanwhile).
func (p *refundPage) refused(ctx app.Context, err error, doing string) {
	switch serverCode(err) {
	case apierr.BadBody:
		reason := fieldMessage(err, "to")
		if reason == "" {
			p.fail(apiFailure(err, doing), "refund-to")
			break
		}
		p.fail(say("That address can't receive this refund: {reason}", "reason", reason), "refund-to")
	case apierr.WalletFrozen:
		p.fail(say("The token's issuer has frozen that address too, so the refund can't go there. Give another address."), "refund-to")
	case apierr.InvalidSignature:
		p.fail(say("The signature isn't from the wallet that paid ({payer}). Sign with that wallet, then try again.", "payer", p.view.Payer), "refund-confirm")
	case apierr.RefundLinkClosed:
		p.fail(say("This refund link can no longer be used."), "")
	default:
		p.fail(apiFailure(err, doing), "refund-confirm")
	}
	p.load(ctx, 0)
}

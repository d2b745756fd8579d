package frontend

import (
	"strconv"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"github.com/paystead/paystead/frontend/i18n"
	"github.com/paystead/paystead/sdk"
	"github.com/paystead/paystead/shared/merchantapi"
)

// settingsDelegate is the merchant's standing on each network's gateway:
// whether Paystead's server wallet may stage the merchant's invoices there
// (setDelegate, sent once per network from the merchant's wallet), and the
// payout wallet that network's claims pay (setPayoutWallet, likewise).
type settingsDelegate struct {
	app.Compo

	L        *i18n.Locale
	Delegate *sdk.DelegateStatus // nil until read from the gateways
	Busy     string              // the page's action under way
	Progress string              // what the transaction under way waits for

	// Send sends a network's transaction: "authorize" or "payout".
	Send func(ctx app.Context, chainID int64, kind string)
}

func (p *settingsPage) delegatePart() *settingsDelegate {
	return &settingsDelegate{L: p.frame.l, Delegate: p.delegate, Busy: p.busy, Progress: p.delegateProgress, Send: p.sendStanding}
}

func (c *settingsDelegate) Render() app.UI {
	d, l := c.Delegate, c.L
	intro := l.T("Paystead's server wallet stages your invoices on the gateway contract, and the gateway pays your claims to the payout wallet set there. Your wallet sets both, once.")
	if d != nil && len(d.Networks) > 1 {
		intro = l.T("Paystead's server wallet stages your invoices on each network's gateway contract, and each gateway pays that network's claims to the payout wallet set there. Your wallet sets both, once on each network.")
	}
	return app.Section().Class("card").Aria("labelledby", "delegate-heading").Body(
		app.H2().ID("delegate-heading").Text(l.T("Authorization and payout on chain")),
		app.P().Class("muted").Text(intro),
		app.If(d == nil, func() app.UI {
			return app.P().ID("delegate-status").Class("muted").Text(l.T("Reading the gateway…"))
		}).Else(func() app.UI {
			items := make([]app.UI, len(d.Networks))
			for i, n := range d.Networks {
				items[i] = c.renderNetwork(n, len(d.Networks) > 1)
			}
			return app.Div().Body(
				app.Ul().ID("delegate-networks").Class("standing-list").Body(items...),
				app.If(c.Progress != "", func() app.UI { return app.P().Class("muted").Aria("live", "polite").Text(c.Progress) }),
			)
		}),
	)
}

// renderNetwork is one network's standing, with the buttons that send
// what is missing there.
func (c *settingsDelegate) renderNetwork(n merchantapi.DelegateNetwork, several bool) app.UI {
	id, l := strconv.FormatInt(n.ChainID, 10), c.L
	// label is the button's words, translated (with the network's name
	// when there are several).
	button := func(kind, label string) app.UI {
		busy := c.Busy == kind+"-"+id
		return app.Button().ID(kind+"-"+id).Type("button").DataSet("chain", id).DataSet("send", kind).
			Disabled(c.Busy != "").Aria("busy", busy).Text(label).
			// Scoped: when the buttons shift (one sent, gone), each keeps
			// its own handler, not the one of the button that was there.
			OnClick(func(ctx app.Context, e app.Event) { c.Send(ctx, n.ChainID, kind) }, app.EventScope(kind+"-"+id))
	}
	if n.Error != "" {
		return app.Li().ID("standing-"+id).DataSet("error", true).Body(
			app.If(several, func() app.UI { return app.Strong().Text(n.Name) }),
			app.P().Class("muted").Text(n.Error),
		)
	}
	return app.Li().ID("standing-"+id).DataSet("authorized", n.Authorized).DataSet("payout-set", n.PayoutWallet != nil).Body(
		app.If(several, func() app.UI { return app.Strong().Text(n.Name) }),
		app.If(n.Authorized, func() app.UI {
			return app.P().Class("delegate-status").Body(
				app.Span().Class("badge ok").Text(l.T("Authorized")),
				app.Text(" "+l.T("The server wallet may stage invoices on gateway")+" "), app.Span().Class("mono").Text(n.Gateway), app.Text("."),
			)
		}).Else(func() app.UI {
			return app.P().Class("delegate-status").Body(
				app.Span().Class("badge warn").Text(l.T("Not authorized")),
				app.Text(" "+l.T("Invoices cannot be paid here until the server wallet is authorized on gateway")+" "), app.Span().Class("mono").Text(n.Gateway), app.Text("."),
			)
		}),
		app.If(n.PayoutWallet != nil, func() app.UI {
			return app.P().Class("payout-status").Body(app.Text(l.T("Claims here are paid to")+" "), app.Span().Class("mono").Text(deref(n.PayoutWallet)),
				app.If(n.PayoutTransaction != nil, func() app.UI {
					return app.Span().Class("muted").Text(", " + l.T("not the payout wallet of your profile."))
				}).Else(func() app.UI { return app.Text(".") }))
		}).Else(func() app.UI {
			return app.P().Class("payout-status").Body(app.Span().Class("badge warn").Text(l.T("No payout wallet")),
				app.Text(" "+l.T("Claims here cannot be sent until one is set on this gateway.")),
				app.If(n.PayoutTransaction == nil, func() app.UI { return app.Text(" " + l.T("Set your payout wallet in the profile first.")) }))
		}),
		app.If(!n.Authorized || n.PayoutTransaction != nil, func() app.UI {
			return app.Div().Class("actions").Body(
				app.If(!n.Authorized, func() app.UI {
					if several {
						return button("authorize", l.T("Authorize on {network}", "network", n.Name))
					}
					return button("authorize", l.T("Authorize"))
				}),
				app.If(n.PayoutTransaction != nil, func() app.UI {
					if several {
						return button("payout", l.T("Set payout wallet on {network}", "network", n.Name))
					}
					return button("payout", l.T("Set payout wallet"))
				}),
			)
		}),
	)
}

func (p *settingsPage) loadDelegate(ctx app.Context) {
	loadInto(&p.frame, (*sdk.Client).DelegateStatus, p.frame.t("Could not read the delegate authorization"), func(v *sdk.DelegateStatus) { p.delegate = v })
}

// sendStanding sends, from the merchant's wallet, a transaction of
// network chainID's standing: setDelegate ("authorize") or
// setPayoutWallet ("payout").
func (p *settingsPage) sendStanding(ctx app.Context, chainID int64, kind string) {
	d := p.delegate
	if d == nil || p.busy != "" {
		return
	}
	var n *merchantapi.DelegateNetwork
	for i := range d.Networks {
		if d.Networks[i].ChainID == chainID {
			n = &d.Networks[i]
		}
	}
	if n == nil {
		return
	}
	tx, failed, done := n.Transaction, p.frame.t("The authorization was not completed"), p.frame.t("Server wallet authorized on {network}. Paystead can now stage your invoices there.", "network", n.Name)
	if kind == "payout" {
		if n.PayoutTransaction == nil {
			return
		}
		tx, failed, done = *n.PayoutTransaction, p.frame.t("The payout wallet was not set"), p.frame.t("Payout wallet set on {network}.", "network", n.Name)
	}
	p.busy = kind + "-" + strconv.FormatInt(chainID, 10)
	p.frame.failure = ""
	progress := func(s string) { p.delegateProgress = s }
	progress(p.frame.t("Connecting your wallet…"))
	stop := func(ctx app.Context) { p.busy, p.delegateProgress = "", "" }
	p.frame.withWallet(ctx, func(ctx app.Context, w wallet, account string) {
		sendTransaction(ctx, p.frame.l, w, chainOf(chainID), account, tx.To, tx.Data, progress, func(ctx app.Context, hash string, err error) {
			stop(ctx)
			if err != nil {
				p.frame.failure = walletFailure(p.frame.l, failed, err)
				return
			}
			p.frame.announce(done + " " + p.frame.t("Transaction {hash}.", "hash", shortHex(hash)))
			p.loadDelegate(ctx)
		})
	}, stop)
}

package frontend

import (
	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"github.com/paystead/paystead/sdk"
)

// settingsDelegate is the invoice staging authorization: whether
// Paystead's server wallet may stage the merchant's invoices on the
// gateway, and the button that sends the setDelegate transaction from
// the merchant's wallet.
type settingsDelegate struct {
	app.Compo

	Delegate *sdk.DelegateStatus // nil until read from the gateway
	Busy     string              // the page's action under way
	Progress string              // what the authorization waits for

	OnAuthorize app.EventHandler
}

func (p *settingsPage) delegatePart() *settingsDelegate {
	return &settingsDelegate{Delegate: p.delegate, Busy: p.busy, Progress: p.delegateProgress, OnAuthorize: p.onAuthorizeDelegate}
}

func (c *settingsDelegate) Render() app.UI {
	d := c.Delegate
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
					app.Button().ID("authorize-delegate").Type("button").Disabled(c.Busy == "delegate").Aria("busy", c.Busy == "delegate").
						Text("Authorize from my wallet").OnClick(c.OnAuthorize),
				),
				app.If(c.Progress != "", func() app.UI { return app.P().Class("muted").Text(c.Progress) }),
			)
		}),
	)
}

func (p *settingsPage) loadDelegate(ctx app.Context) {
	loadInto(&p.frame, (*sdk.Client).DelegateStatus, "Could not read the delegate authorization", func(v *sdk.DelegateStatus) { p.delegate = v })
}

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

package frontend

import (
	"time"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// The deposit panel (#34): a customer whose stablecoins are on an exchange, or in a wallet that
// signs nothing, pays with a plain transfer to the invoice's deposit address. The panel gives the
// address, the exact amount and token, the network, a QR code of the EIP-681 request and copy
// buttons, with a plain warning about other tokens and networks; while it is open the page reads
// the invoice every few seconds, so it shows what arrived and turns paid on its own.

// depositPollEvery is how often the invoice is read while the panel is open, depositPolls how
// many times at most (an hour).
const (
	depositPollEvery = 4 * time.Second
	depositPolls     = 900
)

// depositPart is the panel, or its opener; nil when the invoice takes no deposit or a payment
// from this page is under way.
func (p *invoicePage) depositPart() app.UI {
	d := p.invoice.Deposit
	if d == nil || p.step >= stepPaying {
		return nil
	}
	toggle := app.Button().Type("button").ID("deposit-toggle").Class("secondary").
		Aria("expanded", p.depositOpen).Aria("controls", "deposit").OnClick(p.onDepositToggle).
		Text(p.t("Send from an exchange or another wallet"))
	if !p.depositOpen {
		return app.Section().Class("card").Body(actions(toggle))
	}
	chain := chainOf(d.ChainID)
	network := chain.label()
	amount := formatDecimalToken(p.l, d.Amount, d.Token)
	send, sendUnits := d.Amount, amount
	if d.ReceivedUnits != "0" {
		send, sendUnits = d.Missing, formatDecimalToken(p.l, d.Missing, d.Token)
	}
	copied := func(what, label, done string) string {
		if p.copied == what {
			return done
		}
		return label
	}
	return app.Section().Class("card").ID("deposit").Aria("labelledby", "deposit-title").Body(
		actions(toggle),
		app.H2().ID("deposit-title").Text(p.t("Send from an exchange or another wallet")),
		para(p.t("Send exactly {amount} on {network} to the address below. No wallet connection is needed: this page turns paid once it arrives.", "amount", sendUnits, "network", network)),
		app.If(d.ReceivedUnits != "0", func() app.UI {
			return app.P().ID("deposit-received").Class("notice").Text(p.t("{received} of {amount} arrived. Send the remaining {missing} to the same address.",
				"received", formatDecimalToken(p.l, d.Received, d.Token), "amount", amount, "missing", sendUnits))
		}),
		app.Dl().Class("facts").Body(
			fact(p.t("Network"), idSpan("deposit-network", network)),
			fact(p.t("Amount"), idSpan("deposit-amount", sendUnits)),
		),
		fieldLabel("deposit-address", p.t("Deposit address")),
		app.Input().ID("deposit-address").Class("mono").ReadOnly(true).Value(d.Address),
		actions(
			secondaryButton("deposit-copy-address", copied("address", p.t("Copy address"), p.t("Address copied")), func(ctx app.Context, e app.Event) {
				p.copyText(d.Address, "deposit-address", "address", p.t("Copied."), p.t("The address is selected: copy it with your device's copy command."))
			}),
			secondaryButton("deposit-copy-amount", copied("amount", p.t("Copy amount"), p.t("Amount copied")), func(ctx app.Context, e app.Event) {
				p.copyText(send, "", "amount", p.t("Copied."), p.t("Copy the amount by hand: {amount}", "amount", send))
			}),
		),
		app.Img().ID("deposit-qr").Class("qr").Src(InvoicePathPrefix+p.invoice.InvoiceID+"/deposit.svg?missing="+d.MissingUnits).Width(200).Height(200).
			Alt(p.t("QR code to send {amount} to this address on {network}", "amount", sendUnits, "network", network)),
		app.P().ID("deposit-warning").Class("notice warn").Text(p.t("Send only {token} on {network}. Another token, or a transfer on another network, does not pay this invoice: the seller would have to return it, and on a network this page does not name it may be lost.", "token", d.Token, "network", network)),
	)
}

// onDepositToggle opens or closes the panel; open, it follows the invoice.
func (p *invoicePage) onDepositToggle(ctx app.Context, e app.Event) {
	p.depositOpen = !p.depositOpen
	if p.depositOpen && !p.depositPolling {
		p.depositPoll(p.ctx, 0) // the page's context: an event's ends with it
	}
}

// depositPoll reads the invoice every depositPollEvery while the panel is open and it is open.
func (p *invoicePage) depositPoll(ctx app.Context, n int) {
	p.depositPolling = true
	ctx.After(depositPollEvery, func(ctx app.Context) {
		if !p.depositOpen || p.invoice == nil || p.invoice.Deposit == nil || n >= depositPolls {
			p.depositPolling = false
			return
		}
		p.loadInvoice(ctx)
		p.depositPoll(ctx, n+1)
	})
}

// copyText copies text to the clipboard, notes what went (p.copied) and announces copiedMsg;
// where the browser has no clipboard for the page, it selects the field selectID (when there is
// one) for the customer to copy by hand, and announces selectedMsg.
func (p *invoicePage) copyText(text, selectID, what, copiedMsg, selectedMsg string) {
	clip := app.Window().Get("navigator").Get("clipboard")
	selectIt := func() {
		if el := app.Window().GetElementByID(selectID); el.Truthy() {
			el.Call("focus")
			el.Call("select")
		}
		p.announce(selectedMsg)
	}
	if !clip.Truthy() {
		selectIt()
		return
	}
	var done, failed app.Func
	release := func() { done.Release(); failed.Release() }
	done = app.FuncOf(func(app.Value, []app.Value) any {
		p.ctx.Dispatch(func(ctx app.Context) {
			p.copied = what
			p.announce(copiedMsg)
		})
		release()
		return nil
	})
	failed = app.FuncOf(func(app.Value, []app.Value) any {
		p.ctx.Dispatch(func(ctx app.Context) { selectIt() })
		release()
		return nil
	})
	clip.Call("writeText", text).Call("then", done, failed)
}

package frontend

import (
	"context"
	"errors"
	"math/big"
	"slices"
	"strconv"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"github.com/paystead/paystead/frontend/i18n"
	"github.com/paystead/paystead/sdk"
	"github.com/paystead/paystead/shared/invoiceapi"
)

// netBalance is one of the invoice's networks as the network step shows
// it, with the customer's balance of the invoice's token there.
type netBalance struct {
	Chain chainSettings
	rpc   string // the network's public JSON-RPC endpoint
	token string // the invoice's pay-in token there
	// Balance is nil until read, and when it could not be (Read says
	// the read is over).
	Balance *big.Int
	Read    bool
}

// invoiceNetworks is the choice of network for an invoice that may be
// paid on several: each with the customer's balance there, the one picked
// (first where the balance covers the payment), and the way on; or, when
// no network's balance covers it, the customer is told before signing.
//
// It is drawn by the page (not a component of its own: each component
// type adds the Compo's methods to the WebAssembly).
type invoiceNetworks struct {
	L       *i18n.Locale
	Token   string
	Needed  *big.Int // what the payment takes; nil when not known yet (a swap before its quote)
	Nets    []netBalance
	Pick    int64
	Reading bool
	Busy    string

	OnPick    func(ctx app.Context, id int64)
	OnUse     app.EventHandler
	OnRecheck app.EventHandler
}

// networkPart is the network step, or nil outside it.
func (p *invoicePage) networkPart() app.UI {
	if p.step != stepNetwork {
		return nil
	}
	reading := false
	for _, n := range p.nets {
		reading = reading || !n.Read
	}
	c := &invoiceNetworks{
		L: p.l, Token: p.invoice.PayInToken, Needed: p.neededUnits(), Nets: p.nets, Pick: p.netPick, Reading: reading, Busy: p.busy.in(p.l),
		OnPick: p.onPickNetwork, OnUse: p.onUseNetwork, OnRecheck: p.onRecheckNetworks,
	}
	return c.render()
}

func (c *invoiceNetworks) render() app.UI {
	l := c.L
	if c.Reading {
		return app.P().ID("networks").Class("muted").Aria("busy", true).Text(l.T("Reading your balance on each network…"))
	}
	if c.Needed != nil && !c.anyCovers() {
		items := make([]app.UI, 0, len(c.Nets))
		for _, n := range c.Nets {
			items = append(items, app.Li().ID("network-balance-"+itoa64(n.Chain.ID)).Text(n.Chain.label()+": "+c.balanceText(n)))
		}
		return app.Div().ID("networks").Class("notice warn").Body(
			para(l.T("Your wallet doesn't hold enough {token} on any network this invoice takes: it needs {needed}.", "token", c.Token, "needed", formatToken(l, c.Needed, c.Token))),
			app.Ul().Body(items...),
			para(l.T("Add {token} to this wallet on one of these networks (or connect another wallet), then check again.", "token", c.Token)),
			actions(plainButton("recheck-networks", l.T("Check again"), c.OnRecheck)),
		)
	}
	options := make([]app.UI, 0, len(c.Nets))
	pickName := ""
	for _, n := range c.Nets {
		id := n.Chain.ID
		if id == c.Pick {
			pickName = n.Chain.label()
		}
		options = append(options, app.Label().Class("network-option").For("network-"+itoa64(id)).Body(
			app.Input().Type("radio").Name("network").ID("network-"+itoa64(id)).Value(itoa64(id)).Checked(id == c.Pick).
				OnChange(func(ctx app.Context, e app.Event) { c.OnPick(ctx, id) }),
			app.Span().Class("network-name").Text(n.Chain.label()),
			app.Span().Class("muted network-balance").Text(c.balanceText(n)),
		))
	}
	busy := c.Busy != ""
	label := l.T("Pay on {network}", "network", pickName)
	if busy {
		label = c.Busy
	}
	return app.Div().ID("networks").Class("networks").Body(
		app.P().ID("networks-label").Class("networks-label").Text(l.T("Choose the network to pay on")),
		app.Div().Role("radiogroup").Aria("labelledby", "networks-label").Body(options...),
		actions(app.Button().ID("use-network").Disabled(busy).Aria("busy", busy).Text(label).OnClick(c.OnUse)),
	)
}

// balanceText is n's balance in words.
func (c *invoiceNetworks) balanceText(n netBalance) string {
	if n.Balance == nil {
		return c.L.T("balance unknown")
	}
	return formatToken(c.L, n.Balance, c.Token)
}

// anyCovers reports whether some network's balance covers the payment,
// or could (one whose balance could not be read).
func (c *invoiceNetworks) anyCovers() bool {
	return slices.ContainsFunc(c.Nets, func(n netBalance) bool { return n.covers(c.Needed) })
}

// covers reports whether n's balance covers needed, or may: needed not
// known yet, or the balance could not be read.
func (n netBalance) covers(needed *big.Int) bool {
	return needed == nil || n.Balance == nil || n.Balance.Cmp(needed) >= 0
}

// pickOf is the network to preselect for a payment of needed: current
// (the invoice's) when its balance covers it, else the first whose balance
// is known to, else the first whose balance could not be read; 0 when no
// network's balance covers it.
func pickOf(nets []netBalance, current int64, needed *big.Int) int64 {
	for _, tier := range []func(netBalance) bool{
		func(n netBalance) bool { return n.Chain.ID == current },
		func(n netBalance) bool { return n.Balance != nil },
		func(netBalance) bool { return true },
	} {
		for _, n := range nets {
			if tier(n) && n.covers(needed) {
				return n.Chain.ID
			}
		}
	}
	return 0
}

// neededUnits is what the payment takes from the customer, in the pay-in
// token's smallest unit: the invoice amount, or for a swap the quote's
// amount in; nil when not known yet.
func (p *invoicePage) neededUnits() *big.Int {
	inv := p.invoice
	if !tokenOf(inv.PayInToken).swapped() {
		return unitsOf(inv.AmountUnits)
	}
	if p.quote != nil {
		return unitsOf(p.quote.AmountIn)
	}
	return nil
}

// invoiceNets are the invoice's networks the page can read balances on.
func (p *invoicePage) invoiceNets() []netBalance {
	ids := p.invoice.Networks
	if len(ids) == 0 {
		ids = []int64{p.invoice.ChainID}
	}
	var out []netBalance
	for _, id := range ids {
		n, ok := networkOf(id)
		if !ok || n.Tokens[p.invoice.PayInToken] == "" {
			continue
		}
		out = append(out, netBalance{Chain: n.settings(), rpc: n.RPCURL, token: n.Tokens[p.invoice.PayInToken]})
	}
	return out
}

// pickNetwork follows the wallet's account: for an invoice payable on
// several networks it reads the customer's balance on each and lets them
// choose; otherwise it goes on to the wallet's network.
func (p *invoicePage) pickNetwork(ctx app.Context) {
	nets := p.invoiceNets()
	if len(nets) < 2 {
		p.checkChain(ctx)
		return
	}
	p.nets, p.netPick, p.step = nets, p.invoice.ChainID, stepNetwork
	p.clearError()
	p.announce(p.t("Reading your balance on each network…"))
	gen, account := p.gen, p.account
	for i, n := range nets {
		ctx.Async(func() {
			var balance *big.Int
			c, err := apiClient()
			if err == nil && n.rpc != "" {
				balance, err = c.TokenBalance(ctx, n.rpc, n.token, account)
			}
			if err != nil {
				app.Log("checkout: could not read the balance on", n.Chain.label(), err)
				balance = nil
			}
			ctx.Dispatch(func(ctx app.Context) {
				if gen != p.gen || i >= len(p.nets) {
					return
				}
				p.nets[i].Balance, p.nets[i].Read = balance, true
				p.balancesRead()
			})
		})
	}
}

// balancesRead picks a network once every balance is read: the one the
// invoice is on if the balance there covers the payment, else the first
// that does.
func (p *invoicePage) balancesRead() {
	for _, n := range p.nets {
		if !n.Read {
			return
		}
	}
	needed := p.neededUnits()
	pick := pickOf(p.nets, p.invoice.ChainID, needed)
	if pick == 0 {
		p.netPick = p.invoice.ChainID
		p.announce(p.t("Your wallet doesn't hold enough {token} on any network this invoice takes: it needs {needed}.",
			"token", p.invoice.PayInToken, "needed", formatToken(p.l, needed, p.invoice.PayInToken)))
		p.focus("recheck-networks")
		return
	}
	p.netPick = pick
	p.announce(p.t("Your balance covers this payment on {network}.", "network", chainOf(pick).label()))
	p.focus("use-network")
}

func (p *invoicePage) onPickNetwork(ctx app.Context, id int64) {
	if p.step == stepNetwork && p.busy == nil {
		p.netPick = id
	}
}

func (p *invoicePage) onRecheckNetworks(ctx app.Context, e app.Event) { p.pickNetwork(p.ctx) }

// onUseNetwork goes on with the network picked: the invoice moves there
// first when it is on another (the server stages it there), then the
// wallet is asked to switch to it.
func (p *invoicePage) onUseNetwork(ctx app.Context, e app.Event) {
	ctx = p.ctx
	if p.step != stepNetwork || p.busy != nil {
		return
	}
	pick := p.netPick
	if pick == 0 || pick == p.invoice.ChainID {
		p.checkChain(ctx)
		return
	}
	name := chainOf(pick).label()
	p.busy = say("Moving the payment to {network}…", "network", name)
	p.announce(p.t("Moving the payment to {network}…", "network", name))
	var moved *invoiceapi.View
	p.api(ctx, func(ctx context.Context, c *sdk.Client) (err error) {
		moved, err = c.ChooseNetwork(ctx, p.invoiceID, pick)
		return err
	}, func(ctx app.Context, err error) {
		p.busy = nil
		if err != nil {
			p.fail(apiFailure(err, msg("choose the network")), retryNetwork)
			return
		}
		if moved == nil || moved.ChainID != pick {
			p.fail(apiFailure(errors.New("the invoice is on chain "+strconv.FormatInt(p.invoice.ChainID, 10)), msg("choose the network")), retryNetwork)
			return
		}
		moved.Kind = p.invoice.Kind
		p.invoice = moved
		p.checkChain(ctx)
	})
}

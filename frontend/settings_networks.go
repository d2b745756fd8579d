package frontend

import (
	"context"
	"slices"
	"strconv"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"github.com/paystead/paystead/sdk"
	"github.com/paystead/paystead/shared/merchantapi"
)

// renderNetworks is the networks section: the deployment's networks, each
// ticked when the merchant takes payments on it. It is drawn by the page
// (no component of its own, which would add the Compo's methods to the
// WebAssembly); nil while loading, and for a deployment of one network.
func (p *settingsPage) renderNetworks() app.UI {
	n := p.networks
	if n == nil || len(n.Available) < 2 {
		return nil
	}
	busy := p.busy == "networks"
	items := make([]app.UI, 0, len(n.Available))
	for _, a := range n.Available {
		id := strconv.FormatInt(a.ChainID, 10)
		chainID := a.ChainID
		items = append(items, app.Li().Body(
			app.Label().For("network-"+id).Class("check").Body(
				app.Input().Type("checkbox").ID("network-"+id).Checked(n.Networks == nil || slices.Contains(n.Networks, a.ChainID)).Disabled(busy).
					OnChange(func(ctx app.Context, e app.Event) { p.onToggleNetwork(ctx, chainID) }, app.EventScope(id)),
				app.Text(" "+p.frame.t("{network} (chain id {id})", "network", orDash(a.Name), "id", id)),
			),
		))
	}
	return app.Section().Class("card").Aria("labelledby", "networks-heading").Body(
		app.H2().ID("networks-heading").Text(p.frame.t("Networks")),
		app.P().Class("muted").Text(p.frame.t("The networks you take payments on. A new invoice can be paid on each of these that takes its token: it is put on chain on the first, and your customer may choose another. The server wallet must be your delegate on each network's gateway.")),
		app.Ul().ID("networks").Class("plain-list").Body(items...),
	)
}

func (p *settingsPage) loadNetworks(ctx app.Context) {
	loadInto(&p.frame, (*sdk.Client).Networks, p.frame.t("Could not load the networks"), func(v *merchantapi.Networks) { p.networks = v })
}

// onToggleNetwork takes or stops taking payments on chainID. Every
// network ticked is saved as every network (null), so that networks the
// deployment adds later are taken too; the last one cannot be unticked.
func (p *settingsPage) onToggleNetwork(ctx app.Context, chainID int64) {
	n := p.networks
	if n == nil || p.busy != "" {
		return
	}
	var on []int64
	for _, a := range n.Available {
		taken := n.Networks == nil || slices.Contains(n.Networks, a.ChainID)
		if a.ChainID == chainID {
			taken = !taken
		}
		if taken {
			on = append(on, a.ChainID)
		}
	}
	if len(on) == 0 {
		p.frame.announce(p.frame.t("At least one network stays on: your invoices need a network to be paid on."))
		return
	}
	if len(on) == len(n.Available) {
		on = nil
	}
	p.busy = "networks"
	callAPI(&p.frame, func(c context.Context, api *sdk.Client) (*merchantapi.Networks, error) { return api.SetNetworks(c, on) },
		func(ctx app.Context, v *merchantapi.Networks, err error) {
			p.busy = ""
			if err != nil {
				p.frame.fail(err, p.frame.t("Could not save the networks"))
				return
			}
			p.networks = v
			p.frame.announce(p.frame.t("Networks saved."))
		})
}

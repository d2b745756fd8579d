package frontend

import "github.com/maxence-charriere/go-app/v10/pkg/app"

// treasuryPage is TreasuryPath.
type treasuryPage struct {
	app.Compo
}

func newTreasuryPage() *treasuryPage { return &treasuryPage{} }

func (p *treasuryPage) OnNav(ctx app.Context) { ctx.Page().SetTitle("Treasury · Paystead") }

func (p *treasuryPage) Render() app.UI {
	return layout(TreasuryPath, "Treasury", app.P().Text("Sign in with your wallet to continue."))
}

package frontend

import "github.com/maxence-charriere/go-app/v10/pkg/app"

// compliancePage is CompliancePath.
type compliancePage struct {
	app.Compo
}

func newCompliancePage() *compliancePage { return &compliancePage{} }

func (p *compliancePage) OnNav(ctx app.Context) { ctx.Page().SetTitle("Compliance · Paystead") }

func (p *compliancePage) Render() app.UI {
	return layout(CompliancePath, "Compliance", app.P().Text("Sign in with your wallet to continue."))
}

package frontend

import (
	"context"
	"errors"
	"math/big"
	"slices"
	"strconv"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"github.com/paystead/paystead/sdk"
	"github.com/paystead/paystead/shared/apierr"
)

// treasuryPage is /m/treasury: the escrow rollup, the coming week's
// maturities, recent claims, and claiming matured funds.
type treasuryPage struct {
	app.Compo
	frame merchantFrame

	treasury *sdk.Treasury
	// escrows are the per-invoice rows; nil when the server has no
	// session route for them (recent claims are shown instead).
	escrows  *sdk.EscrowSummary
	claim    *sdk.ClaimResult
	claiming bool
}

func newTreasuryPage() *treasuryPage { return &treasuryPage{} }

func (p *treasuryPage) OnPreRender(ctx app.Context) { ctx.Page().SetTitle("Treasury · Paystead") }

func (p *treasuryPage) OnNav(ctx app.Context) {
	ctx.Page().SetTitle("Treasury · Paystead")
	p.frame.start(ctx, p.load, func() { p.treasury, p.escrows, p.claim = nil, nil, nil })
}

func (p *treasuryPage) load(ctx app.Context) {
	loadInto(&p.frame, (*sdk.Client).Treasury, "Could not load the treasury", func(v *sdk.Treasury) { p.treasury = v })
	callAPI(&p.frame, func(c context.Context, api *sdk.Client) (*sdk.EscrowSummary, error) { return api.MerchantEscrows(c) },
		func(ctx app.Context, v *sdk.EscrowSummary, err error) {
			var ce *sdk.ClientError
			if errors.As(err, &ce) && (ce.ServerCode == apierr.NotFound || ce.ServerCode == apierr.MethodNotAllowed) {
				return // an older server: the claims list stands in
			}
			if err != nil {
				p.frame.fail(err, "Could not load the escrowed invoices")
				return
			}
			p.escrows = v
		})
}

func (p *treasuryPage) onClaim(ctx app.Context, e app.Event) {
	if p.claiming {
		return
	}
	p.claiming, p.claim = true, nil
	p.frame.failure = ""
	callAPI(&p.frame, func(c context.Context, api *sdk.Client) (*sdk.ClaimResult, error) { return api.ClaimMatured(c) },
		func(ctx app.Context, r *sdk.ClaimResult, err error) {
			p.claiming = false
			if err != nil {
				p.frame.fail(err, "Could not claim the matured funds")
				return
			}
			p.claim = r
			p.frame.announce(claimSummary(r))
			p.load(ctx)
			p.followClaim(ctx, r)
		})
}

// followClaim reloads the treasury until none of the invoices the claim
// sent is matured any more: their claims are mined.
func (p *treasuryPage) followClaim(ctx app.Context, sent *sdk.ClaimResult) {
	if len(sent.InvoiceIDs) == 0 {
		return
	}
	follow(ctx, func(ctx app.Context) bool {
		if p.claim != sent || p.escrows == nil {
			return true // the page moved on, or lists no rows to look at
		}
		for _, row := range p.escrows.Matured {
			if slices.Contains(sent.InvoiceIDs, row.InvoiceID) {
				p.load(ctx)
				return false
			}
		}
		p.frame.announce("Claimed " + plural(len(sent.InvoiceIDs), "invoice", "invoices") + " to your payout wallet.")
		return true
	}, func() { p.frame.announce("The claim is sent and not mined yet; reload the page later to see it.") })
}

// claimSummary says what a claim did, in a sentence: its transactions are
// sent, and the invoices are claimed once they are mined.
func claimSummary(r *sdk.ClaimResult) string {
	switch n := len(r.InvoiceIDs); n {
	case 0:
		return "Nothing was claimable: no escrow has matured yet."
	case 1:
		return "Claiming 1 invoice to your payout wallet: sent, and claimed once it is mined."
	default:
		return "Claiming " + strconv.Itoa(n) + " invoices to your payout wallet: sent, and claimed once mined."
	}
}

func (p *treasuryPage) Render() app.UI {
	return p.frame.page(TreasuryPath, "Treasury", "Sign in with your wallet to see your escrowed funds and claim them.", func() []app.UI {
		tr := p.treasury
		if tr == nil {
			return []app.UI{app.P().Class("muted").Text("Loading the treasury…")}
		}
		return []app.UI{p.renderTotals(tr), p.renderClaim(tr), p.renderChart(tr), p.renderRows(tr)}
	})
}

func (p *treasuryPage) renderTotals(tr *sdk.Treasury) app.UI {
	stat := func(id, label, help string, totals map[string]sdk.TokenTotals) app.UI {
		units, count := sumTotals(totals)
		note := paidInNote(totals)
		return app.Div().Class("stat").Body(
			app.Dt().Text(label),
			app.Dd().Body(
				app.Span().ID(id).Class("amount mono").DataSet("token", escrowToken()).Text(formatTokenUnits(units)),
				app.Span().Class("token").Text(" "+escrowToken()),
				app.If(note != "", func() app.UI { return app.Span().Class("muted").Text(" (" + note + ")") }),
				app.Span().Class("field-help").Text(help+" · "+strconv.Itoa(count)+" invoices"),
			),
		)
	}
	return app.Section().Class("card").Aria("labelledby", "totals-heading").Body(
		app.H2().ID("totals-heading").Text("Escrow totals"),
		app.Dl().Class("stats").Body(
			stat("treasury-pending", "Pending", "In the 7-day refund window", stateTotals(tr, "pending")),
			stat("treasury-matured", "Matured", "Ready to claim", stateTotals(tr, "matured")),
			stat("treasury-claimed", "Claimed", "Sent to your payout wallet", stateTotals(tr, "claimed")),
		),
		renderByNetwork(tr),
		app.P().Class("muted").Text("As of "+formatTime(tr.AsOf)+"."),
		app.If(tr.Truncated, func() app.UI {
			return app.P().Class("notice warn").Text("You have more escrows than the rollup reads at once; the totals count the first 100,000 of each state.")
		}),
	)
}

func (p *treasuryPage) renderClaim(tr *sdk.Treasury) app.UI {
	now := "Nothing is claimable yet: funds become claimable when their 7-day refund window ends."
	units, _ := sumTotals(tr.ClaimableNow)
	claimable := units.Sign() > 0
	if claimable {
		now = "Claimable now: " + formatTokenUnits(units) + " " + escrowToken() + "."
	}
	return app.Section().Class("card").Aria("labelledby", "claim-heading").Body(
		app.H2().ID("claim-heading").Text("Claim"),
		app.P().ID("claimable-now").Text(now),
		app.Div().Class("actions").Body(
			// Nothing to claim, nothing to press (the treasury reloads after each claim).
			app.Button().ID("claim-all").Type("button").Disabled(p.claiming || !claimable).Aria("busy", p.claiming).
				Aria("describedby", "claimable-now").Text("Claim matured funds").OnClick(p.onClaim),
		),
		app.Div().ID("claim-result").Body(
			app.If(p.claiming, func() app.UI {
				return app.P().Class("muted").Text("Claiming… this sends a transaction and may take a moment.")
			}),
			app.If(p.claim != nil, func() app.UI {
				r := p.claim
				return app.Div().Class("notice ok").Body(
					app.P().Text(claimSummary(r)),
					app.If(len(r.TxHashes) > 0, func() app.UI {
						return app.Ul().Body(app.Range(r.TxHashes).Slice(func(i int) app.UI {
							return app.Li().Body(txLink("", r.TxHashes[i]))
						}))
					}),
				)
			}),
		),
	)
}

func (p *treasuryPage) renderChart(tr *sdk.Treasury) app.UI {
	token := escrowToken()
	days := maturityDays(tr)
	return app.Section().Class("card").Aria("labelledby", "chart-heading").Body(
		app.H2().ID("chart-heading").Text("Maturing day by day, today and the next 7 days"),
		app.P().Class("muted").Text("Pending escrow whose refund window ends each day (UTC), in "+token+"."),
		app.Div().Class("chart").Body(app.Raw(maturityChartHTML(days, token))),
		app.Div().Class("table-wrap").Body(
			app.Table().ID("maturity-table").Body(
				app.Caption().Class("sr-only").Text(token+" maturing by day"),
				app.THead().Body(app.Tr().Body(app.Th().Scope("col").Text("Day"), app.Th().Scope("col").Text("Invoices"), app.Th().Scope("col").Text("Amount ("+token+")"))),
				app.TBody().Body(app.Range(days).Slice(func(i int) app.UI {
					d := days[i]
					return app.Tr().Body(app.Th().Scope("row").Text(d.Label), app.Td().Text(strconv.Itoa(d.Count)), app.Td().Class("mono").Text(d.Amount))
				})),
			),
		),
	)
}

// escrowRow is one invoice of the escrow table.
type escrowRow struct {
	InvoiceID, Bucket, Amount, Token, When, TxHash string
	ChainID                                        int64 // the network holding it
}

func (p *treasuryPage) rows(tr *sdk.Treasury) []escrowRow {
	var out []escrowRow
	if s := p.escrows; s != nil {
		for _, b := range []struct {
			name string
			rows []sdk.EscrowRow
		}{{"matured", s.Matured}, {"pending", s.Pending}, {"claimed", s.Claimed}} {
			for _, r := range b.rows {
				when, tx := "Claimable "+formatTime(r.ClaimableAt), r.SettleTxHash
				if b.name == "claimed" {
					when, tx = "Claimed "+formatTime(deref(r.ClaimedAt)), deref(r.ClaimTxHash)
				}
				out = append(out, escrowRow{InvoiceID: r.InvoiceID, Bucket: b.name, Amount: r.Amount, Token: string(r.Token), When: when, TxHash: tx, ChainID: r.ChainID})
			}
		}
		return out
	}
	for _, c := range tr.RecentClaims {
		out = append(out, escrowRow{InvoiceID: c.InvoiceID, Bucket: "claimed", Amount: c.Amount, Token: c.Token, When: "Claimed " + formatTime(c.ClaimedAt), TxHash: c.TxHash, ChainID: c.ChainID})
	}
	return out
}

func (p *treasuryPage) renderRows(tr *sdk.Treasury) app.UI {
	rows := p.rows(tr)
	heading := "Escrowed invoices"
	if p.escrows == nil {
		heading = "Recent claims"
	}
	return app.Section().Class("card").Aria("labelledby", "rows-heading").Body(
		app.H2().ID("rows-heading").Text(heading),
		app.Div().Class("table-wrap").Body(
			app.Table().ID("escrow-rows").Class("stack").Aria("labelledby", "rows-heading").Body(
				app.THead().Body(app.Tr().Body(
					app.Th().Scope("col").Text("Invoice"), app.Th().Scope("col").Text("State"), app.Th().Scope("col").Text("Amount"),
					app.Th().Scope("col").Text("When"), app.Th().Scope("col").Text("Transaction"),
				)),
				app.TBody().Body(
					app.If(len(rows) == 0, func() app.UI { return app.Tr().Body(app.Td().ColSpan(5).Class("muted").Text("Nothing here yet.")) }),
					app.Range(rows).Slice(func(i int) app.UI {
						r := rows[i]
						return app.Tr().DataSet("invoice-id", r.InvoiceID).DataSet("bucket", r.Bucket).Body(
							app.Td().DataSet("label", "Invoice").Class("mono").Title(r.InvoiceID).Body(
								app.A().Href(InvoicesPath+"/"+r.InvoiceID).Text(shortHex(r.InvoiceID))),
							cell("State", app.Span().Class("badge "+bucketBadge(r.Bucket)).Text(r.Bucket)),
							cell("Amount",
								app.Span().Class("mono").Text(r.Amount+" "+escrowToken()),
								app.If(r.Token != "" && r.Token != escrowToken(), func() app.UI { return app.Span().Class("muted").Text(" paid in " + r.Token) }),
							),
							textCell("When", r.When),
							cell("Transaction", app.If(r.TxHash != "", func() app.UI { return txLinkOn(chainOf(r.ChainID), "", r.TxHash) })),
						)
					}),
				),
			),
		),
	)
}

func bucketBadge(b string) string {
	switch b {
	case "matured":
		return "ok"
	case "pending":
		return "warn"
	}
	return ""
}

// renderByNetwork is the totals on each network apart, when the escrows
// are on more than one; nil otherwise.
func renderByNetwork(tr *sdk.Treasury) app.UI {
	if len(tr.Networks) < 2 {
		return nil
	}
	ids := make([]int64, 0, len(tr.Networks))
	for id := range tr.Networks {
		if n, err := strconv.ParseInt(id, 10, 64); err == nil {
			ids = append(ids, n)
		}
	}
	slices.Sort(ids)
	sum := func(byToken map[string]map[string]sdk.TokenTotals, state string) string {
		units := new(big.Int)
		for _, byState := range byToken {
			units.Add(units, unitsOf(byState[state].AmountUnits))
		}
		return formatTokenUnits(units) + " " + escrowToken()
	}
	rows := make([]app.UI, 0, len(ids))
	for _, id := range ids {
		byToken := tr.Networks[strconv.FormatInt(id, 10)]
		rows = append(rows, app.Tr().DataSet("chain-id", strconv.FormatInt(id, 10)).Body(
			textCell("Network", chainOf(id).label()),
			app.Td().DataSet("label", "Pending").Class("mono").Text(sum(byToken, "pending")),
			app.Td().DataSet("label", "Matured").Class("mono").Text(sum(byToken, "matured")),
			app.Td().DataSet("label", "Claimed").Class("mono").Text(sum(byToken, "claimed")),
		))
	}
	return app.Div().Class("table-wrap").Body(
		app.Table().ID("treasury-networks").Class("stack").Body(
			app.Caption().Text("By network"),
			app.THead().Body(app.Tr().Body(app.Th().Scope("col").Text("Network"), app.Th().Scope("col").Text("Pending"),
				app.Th().Scope("col").Text("Matured"), app.Th().Scope("col").Text("Claimed"))),
			app.TBody().Body(rows...),
		),
	)
}

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

func newTreasuryPage() *treasuryPage { return &treasuryPage{frame: newMerchantFrame()} }

func (p *treasuryPage) OnPreRender(ctx app.Context) { p.frame.title(ctx, "Treasury") }

func (p *treasuryPage) OnNav(ctx app.Context) {
	p.frame.title(ctx, "Treasury")
	p.frame.start(ctx, p.load, func() { p.treasury, p.escrows, p.claim = nil, nil, nil })
}

func (p *treasuryPage) load(ctx app.Context) {
	loadInto(&p.frame, (*sdk.Client).Treasury, p.frame.t("Could not load the treasury"), func(v *sdk.Treasury) { p.treasury = v })
	callAPI(&p.frame, func(c context.Context, api *sdk.Client) (*sdk.EscrowSummary, error) { return api.MerchantEscrows(c) },
		func(ctx app.Context, v *sdk.EscrowSummary, err error) {
			var ce *sdk.ClientError
			if errors.As(err, &ce) && (ce.ServerCode == apierr.NotFound || ce.ServerCode == apierr.MethodNotAllowed) {
				return // an older server: the claims list stands in
			}
			if err != nil {
				p.frame.fail(err, p.frame.t("Could not load the escrowed invoices"))
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
				p.frame.fail(err, p.frame.t("Could not claim the matured funds"))
				return
			}
			p.claim = r
			p.frame.announce(claimSummary(p.frame.l, r))
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
		n := len(sent.InvoiceIDs)
		claimed := p.frame.l.N(n, "Claimed {count} invoice to your payout wallet.", "Claimed {count} invoices to your payout wallet.",
			"count", strconv.Itoa(n))
		p.frame.announce(claimed)
		return true
	}, func() {
		p.frame.announce(p.frame.t("The claim is sent and not mined yet; reload the page later to see it."))
	})
}

// claimSummary says what a claim did, in a sentence in l: its
// transactions are sent, and the invoices are claimed once they are
// mined. {count} is the bare number, as before (N's {n} would group
// thousands).
func claimSummary(l *i18n.Locale, r *sdk.ClaimResult) string {
	n := len(r.InvoiceIDs)
	if n == 0 {
		return l.T("Nothing was claimable: no escrow has matured yet.")
	}
	return l.N(n, "Claiming {count} invoice to your payout wallet: sent, and claimed once it is mined.",
		"Claiming {count} invoices to your payout wallet: sent, and claimed once mined.", "count", strconv.Itoa(n))
}

func (p *treasuryPage) Render() app.UI {
	return p.frame.page(TreasuryPath, p.frame.t("Treasury"), p.frame.t("Sign in with your wallet to see your escrowed funds and claim them."), func() []app.UI {
		tr := p.treasury
		if tr == nil {
			return []app.UI{app.P().Class("muted").Text(p.frame.t("Loading the treasury…"))}
		}
		return []app.UI{p.renderTotals(tr), p.renderClaim(tr), p.renderChart(tr), p.renderRows(tr)}
	})
}

func (p *treasuryPage) renderTotals(tr *sdk.Treasury) app.UI {
	stat := func(id, label, help string, totals map[string]sdk.TokenTotals) app.UI {
		units, count := sumTotals(totals)
		note := paidInNote(p.frame.l, totals)
		return app.Div().Class("stat").Body(
			app.Dt().Text(label),
			app.Dd().Body(
				app.Span().ID(id).Class("amount mono").DataSet("token", escrowToken()).Text(formatTokenUnits(units)),
				app.Span().Class("token").Text(" "+escrowToken()),
				app.If(note != "", func() app.UI { return app.Span().Class("muted").Text(" (" + note + ")") }),
				app.Span().Class("field-help").Text(p.frame.t("{help} · {count} invoices", "help", help, "count", strconv.Itoa(count))),
			),
		)
	}
	return app.Section().Class("card").Aria("labelledby", "totals-heading").Body(
		app.H2().ID("totals-heading").Text(p.frame.t("Escrow totals")),
		app.Dl().Class("stats").Body(
			stat("treasury-pending", p.frame.t("Pending"), p.frame.t("In the 7-day refund window"), stateTotals(tr, "pending")),
			stat("treasury-matured", p.frame.t("Matured"), p.frame.t("Ready to claim"), stateTotals(tr, "matured")),
			stat("treasury-claimed", p.frame.t("Claimed"), p.frame.t("Sent to your payout wallet"), stateTotals(tr, "claimed")),
		),
		renderByNetwork(p.frame.l, tr),
		app.P().Class("muted").Text(p.frame.t("As of {time}.", "time", formatTime(p.frame.l, tr.AsOf))),
		app.If(tr.Truncated, func() app.UI {
			return app.P().Class("notice warn").Text(p.frame.t("You have more escrows than the rollup reads at once; the totals count the first 100,000 of each state."))
		}),
	)
}

func (p *treasuryPage) renderClaim(tr *sdk.Treasury) app.UI {
	now := p.frame.t("Nothing is claimable yet: funds become claimable when their 7-day refund window ends.")
	units, _ := sumTotals(tr.ClaimableNow)
	claimable := units.Sign() > 0
	if claimable {
		now = p.frame.t("Claimable now: {amount} {token}.", "amount", formatTokenUnits(units), "token", escrowToken())
	}
	return app.Section().Class("card").Aria("labelledby", "claim-heading").Body(
		app.H2().ID("claim-heading").Text(p.frame.t("Claim")),
		app.P().ID("claimable-now").Text(now),
		app.Div().Class("actions").Body(
			// Nothing to claim, nothing to press (the treasury reloads after each claim).
			app.Button().ID("claim-all").Type("button").Disabled(p.claiming || !claimable).Aria("busy", p.claiming).
				Aria("describedby", "claimable-now").Text(p.frame.t("Claim matured funds")).OnClick(p.onClaim),
		),
		app.Div().ID("claim-result").Body(
			app.If(p.claiming, func() app.UI {
				return app.P().Class("muted").Text(p.frame.t("Claiming… this sends a transaction and may take a moment."))
			}),
			app.If(p.claim != nil, func() app.UI {
				r := p.claim
				return app.Div().Class("notice ok").Body(
					app.P().Text(claimSummary(p.frame.l, r)),
					app.If(len(r.TxHashes) > 0, func() app.UI {
						return app.Ul().Body(app.Range(r.TxHashes).Slice(func(i int) app.UI {
							return app.Li().Body(localTxLink(p.frame.l, currentChain(), "", r.TxHashes[i]))
						}))
					}),
				)
			}),
		),
	)
}

func (p *treasuryPage) renderChart(tr *sdk.Treasury) app.UI {
	token := escrowToken()
	days := maturityDays(p.frame.l, tr)
	return app.Section().Class("card").Aria("labelledby", "chart-heading").Body(
		app.H2().ID("chart-heading").Text(p.frame.t("Maturing day by day, today and the next 7 days")),
		app.P().Class("muted").Text(p.frame.t("Pending escrow whose refund window ends each day (UTC), in {token}.", "token", token)),
		app.Div().Class("chart").Body(app.Raw(maturityChartHTML(p.frame.l, days, token))),
		app.Div().Class("table-wrap").Body(
			app.Table().ID("maturity-table").Body(
				app.Caption().Class("sr-only").Text(p.frame.t("{token} maturing by day", "token", token)),
				app.THead().Body(app.Tr().Body(app.Th().Scope("col").Text(p.frame.t("Day")), app.Th().Scope("col").Text(p.frame.t("Invoices")),
					app.Th().Scope("col").Text(p.frame.t("Amount ({token})", "token", token)))),
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
				when, tx := p.frame.t("Claimable {time}", "time", formatTime(p.frame.l, r.ClaimableAt)), r.SettleTxHash
				if b.name == "claimed" {
					when, tx = p.frame.t("Claimed {time}", "time", formatTime(p.frame.l, deref(r.ClaimedAt))), deref(r.ClaimTxHash)
				}
				out = append(out, escrowRow{InvoiceID: r.InvoiceID, Bucket: b.name, Amount: r.Amount, Token: string(r.Token), When: when, TxHash: tx, ChainID: r.ChainID})
			}
		}
		return out
	}
	for _, c := range tr.RecentClaims {
		out = append(out, escrowRow{InvoiceID: c.InvoiceID, Bucket: "claimed", Amount: c.Amount, Token: c.Token, When: p.frame.t("Claimed {time}", "time", formatTime(p.frame.l, c.ClaimedAt)), TxHash: c.TxHash, ChainID: c.ChainID})
	}
	return out
}

func (p *treasuryPage) renderRows(tr *sdk.Treasury) app.UI {
	rows := p.rows(tr)
	heading := p.frame.t("Escrowed invoices")
	if p.escrows == nil {
		heading = p.frame.t("Recent claims")
	}
	return app.Section().Class("card").Aria("labelledby", "rows-heading").Body(
		app.H2().ID("rows-heading").Text(heading),
		app.Div().Class("table-wrap").Body(
			app.Table().ID("escrow-rows").Class("stack").Aria("labelledby", "rows-heading").Body(
				app.THead().Body(app.Tr().Body(
					app.Th().Scope("col").Text(p.frame.t("Invoice")), app.Th().Scope("col").Text(p.frame.t("State")), app.Th().Scope("col").Text(p.frame.t("Amount")),
					app.Th().Scope("col").Text(p.frame.t("When")), app.Th().Scope("col").Text(p.frame.t("Transaction")),
				)),
				app.TBody().Body(
					app.If(len(rows) == 0, func() app.UI {
						return app.Tr().Body(app.Td().ColSpan(5).Class("muted").Text(p.frame.t("Nothing here yet.")))
					}),
					app.Range(rows).Slice(func(i int) app.UI {
						r := rows[i]
						return app.Tr().DataSet("invoice-id", r.InvoiceID).DataSet("bucket", r.Bucket).Body(
							app.Td().DataSet("label", p.frame.t("Invoice")).Class("mono").Title(r.InvoiceID).Body(
								app.A().Href(InvoicesPath+"/"+r.InvoiceID).Text(shortHex(r.InvoiceID))),
							cell(p.frame.t("State"), app.Span().Class("badge "+bucketBadge(r.Bucket)).Text(bucketLabel(p.frame.l, r.Bucket))),
							cell(p.frame.t("Amount"),
								app.Span().Class("mono").Text(r.Amount+" "+escrowToken()),
								app.If(r.Token != "" && r.Token != escrowToken(), func() app.UI {
									return app.Span().Class("muted").Text(" " + p.frame.t("paid in {token}", "token", r.Token))
								}),
							),
							textCell(p.frame.t("When"), r.When),
							cell(p.frame.t("Transaction"), app.If(r.TxHash != "", func() app.UI { return localTxLink(p.frame.l, chainOf(r.ChainID), "", r.TxHash) })),
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

// bucketLabel is an escrow state as its badge reads, in l.
func bucketLabel(l *i18n.Locale, b string) string {
	switch b {
	case "matured":
		return l.T("matured")
	case "pending":
		return l.T("pending")
	case "claimed":
		return l.T("claimed")
	}
	return b
}

// renderByNetwork is the totals on each network apart, when the escrows
// are on more than one, in l; nil otherwise.
func renderByNetwork(l *i18n.Locale, tr *sdk.Treasury) app.UI {
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
		pending, matured, claimed := sum(byToken, "pending"), sum(byToken, "matured"), sum(byToken, "claimed")
		rows = append(rows, app.Tr().DataSet("chain-id", strconv.FormatInt(id, 10)).Body(
			textCell(l.T("Network"), chainOf(id).label()),
			app.Td().DataSet("label", l.T("Pending")).Class("mono").Text(pending),
			app.Td().DataSet("label", l.T("Matured")).Class("mono").Text(matured),
			app.Td().DataSet("label", l.T("Claimed")).Class("mono").Text(claimed),
		))
	}
	return app.Div().Class("table-wrap").Body(
		app.Table().ID("treasury-networks").Class("stack").Body(
			app.Caption().Text(l.T("By network")),
			app.THead().Body(app.Tr().Body(app.Th().Scope("col").Text(l.T("Network")), app.Th().Scope("col").Text(l.T("Pending")),
				app.Th().Scope("col").Text(l.T("Matured")), app.Th().Scope("col").Text(l.T("Claimed")))),
			app.TBody().Body(rows...),
		),
	)
}

package frontend

import (
	"context"
	"net/http"
	"strconv"
	"strings"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"github.com/paystead/paystead/sdk"
	"github.com/paystead/paystead/shared/subscriptionapi"
)

// The plans on /m/subscriptions (#35): each with its price, its length and its permanent link to
// share; the merchant stops offering one or offers it again, and makes another with a form.

// plansState is what the subscriptions page holds of the plans.
type plansState struct {
	plans    []subscriptionapi.Plan
	loaded   bool
	creating bool
	saving   bool
	toggling string // the plan being switched
}

func (p *subscriptionsPage) loadPlans() {
	loadInto(&p.frame, merchantGet[subscriptionapi.PlanList]("/api/merchant/plans"), p.frame.t("Could not load your plans"),
		func(l *subscriptionapi.PlanList) { p.plan.plans, p.plan.loaded = l.Data, true })
}

func (p *subscriptionsPage) onNewPlan(ctx app.Context, e app.Event) {
	p.plan.creating = true
	focusAfterRender(ctx, "plan-name")
}

func (p *subscriptionsPage) onCancelPlan(ctx app.Context, e app.Event) {
	p.plan.creating = false
	focusAfterRender(ctx, "new-plan")
}

// numberField is the whole number in field id, 0 when it is empty (the field's min and max keep
// the rest whole and in range, and the API checks them again).
func numberField(id string) int {
	n, err := strconv.Atoi(strings.TrimSpace(fieldValue(id, "")))
	if err != nil {
		return 0
	}
	return n
}

func (p *subscriptionsPage) onCreatePlan(ctx app.Context, e app.Event) {
	e.PreventDefault()
	if p.plan.saving {
		return
	}
	req := subscriptionapi.CreatePlanRequest{
		Name:          strings.TrimSpace(fieldValue("plan-name", "")),
		Description:   strings.TrimSpace(fieldValue("plan-description", "")),
		Amount:        strings.TrimSpace(fieldValue("plan-amount", "")),
		Token:         fieldValue("plan-token", "USDC"),
		Interval:      fieldValue("plan-interval", subscriptionapi.Month),
		IntervalCount: max(numberField("plan-count"), 1),
		TrialDays:     numberField("plan-trial"),
		Charges:       numberField("plan-charges"),
	}
	p.plan.saving, p.frame.failure = true, ""
	callAPI(&p.frame, func(c context.Context, cl *sdk.Client) (*subscriptionapi.Plan, error) {
		var out subscriptionapi.Plan
		return &out, api(c, cl, http.MethodPost, "/api/merchant/plans", req, &out)
	}, func(ctx app.Context, made *subscriptionapi.Plan, err error) {
		p.plan.saving = false
		if err != nil {
			p.frame.fail(err, p.frame.t("Could not make the plan"))
			return
		}
		p.plan.creating = false
		p.plan.plans = append([]subscriptionapi.Plan{*made}, p.plan.plans...)
		p.frame.announce(p.frame.t("Plan made: share its link, {url}", "url", made.URL))
		focusAfterRender(ctx, "new-plan")
	})
}

// togglePlan stops offering plan, or offers it again.
func (p *subscriptionsPage) togglePlan(plan subscriptionapi.Plan) {
	if p.plan.toggling != "" {
		return
	}
	p.plan.toggling = plan.ID
	active := !plan.Active
	callAPI(&p.frame, func(c context.Context, cl *sdk.Client) (*subscriptionapi.Plan, error) {
		var out subscriptionapi.Plan
		return &out, api(c, cl, http.MethodPatch, "/api/merchant/plans/"+plan.ID, subscriptionapi.UpdatePlanRequest{Active: &active}, &out)
	}, func(ctx app.Context, got *subscriptionapi.Plan, err error) {
		p.plan.toggling = ""
		if err != nil {
			p.frame.fail(err, p.frame.t("Could not switch the plan"))
			return
		}
		for i := range p.plan.plans {
			if p.plan.plans[i].ID == got.ID {
				p.plan.plans[i] = *got
			}
		}
		if got.Active {
			p.frame.announce(p.frame.t("{plan} is offered again.", "plan", got.Name))
		} else {
			p.frame.announce(p.frame.t("{plan} is no longer offered: its link says so, and its subscriptions go on.", "plan", got.Name))
		}
	})
}

// planLength says how many charges a plan makes.
func (p *subscriptionsPage) planLength(plan subscriptionapi.Plan) string {
	if plan.Charges == nil {
		return p.frame.t("Until canceled")
	}
	return p.frame.l.N(*plan.Charges, "One charge", "{n} charges")
}

func (p *subscriptionsPage) renderPlans() app.UI {
	if !p.plan.loaded {
		return nil
	}
	l, plans := p.frame.l, p.plan.plans
	return app.Section().Class("card").ID("plans").Aria("labelledby", "plans-heading").Body(
		app.H2().ID("plans-heading").Text(p.frame.t("Plans")),
		app.If(len(plans) == 0, func() app.UI {
			return app.P().ID("no-plans").Class("muted").Text(p.frame.t("No plans yet. Make one, then share its link: each customer who opens it subscribes with one signature."))
		}),
		app.If(len(plans) > 0, func() app.UI {
			return app.Table().ID("plan-list").Class("stack").Aria("labelledby", "plans-heading").Body(
				columns(l, p.frame.t("Plan"), p.frame.t("Price"), p.frame.t("Trial"), p.frame.t("Charges"), p.frame.t("Status"), ""),
				app.TBody().Body(app.Range(plans).Slice(func(i int) app.UI {
					plan := plans[i]
					busy := p.plan.toggling == plan.ID
					verb, label := p.frame.t("Disable"), p.frame.t("Disable plan {plan}", "plan", plan.Name)
					if !plan.Active {
						verb, label = p.frame.t("Enable"), p.frame.t("Enable plan {plan}", "plan", plan.Name)
					}
					trial := "—"
					if plan.TrialDays > 0 {
						trial = l.N(plan.TrialDays, "{n} day", "{n} days")
					}
					return app.Tr().DataSet("plan-id", plan.ID).Body(
						cell(p.frame.t("Plan"), app.Strong().Text(plan.Name), app.Br(),
							app.A().Class("mono").Href(plan.URL).Target("_blank").Rel("noopener").Text("/p/"+shortHex(plan.ID))),
						textCell(p.frame.t("Price"), everyPeriod(l, formatDecimalToken(l, plan.Amount, plan.Token), plan.Interval, plan.IntervalCount)),
						textCell(p.frame.t("Trial"), trial),
						textCell(p.frame.t("Charges"), p.planLength(plan)),
						cell(p.frame.t("Status"), linkBadge(l, plan.Active)),
						app.Td().Body(actions(
							app.Button().Type("button").Class("secondary").DataSet("copy", plan.ID).Aria("label", p.frame.t("Copy link {slug}", "slug", plan.Name)).
								Text(p.frame.t("Copy link")).OnClick(func(ctx app.Context, e app.Event) {
								p.frame.copyLink(ctx, plan.URL, p.frame.t("Copied {url}", "url", plan.URL))
							}, app.EventScope(plan.ID)),
							app.Button().Type("button").Class("secondary").DataSet("toggle", plan.ID).Disabled(busy).Aria("busy", busy).Aria("label", label).Text(verb).
								OnClick(func(ctx app.Context, e app.Event) { p.togglePlan(plan) }, app.EventScope(plan.ID+strconv.FormatBool(plan.Active))),
						)),
					)
				})),
			)
		}),
		p.renderNewPlan(),
	)
}

func (p *subscriptionsPage) renderNewPlan() app.UI {
	if !p.plan.creating {
		return actions(plainButton("new-plan", p.frame.t("New plan"), p.onNewPlan))
	}
	t := p.frame.t
	return app.Form().ID("create-plan").Aria("labelledby", "create-plan-heading").OnSubmit(p.onCreatePlan).Body(
		app.H3().ID("create-plan-heading").Text(t("New plan")),
		fieldLabel("plan-name", t("What the customer subscribes to")),
		app.Input().ID("plan-name").Type("text").Required(true).MaxLength(subscriptionapi.MaxNameRunes),
		fieldLabel("plan-description", t("Description (optional)")),
		app.Textarea().ID("plan-description").Rows(2).MaxLength(subscriptionapi.MaxDescRunes),
		app.Div().Class("filter-row").Body(
			app.Div().Body(fieldLabel("plan-amount", t("Amount")),
				app.Input().ID("plan-amount").Type("text").Attr("inputmode", "decimal").Required(true).Placeholder("9.99")),
			app.Div().Body(fieldLabel("plan-token", t("Customer pays in")),
				app.Select().ID("plan-token").Body(tokenOptions(p.frame.l)...)),
		),
		app.Div().Class("filter-row").Body(
			app.Div().Body(fieldLabel("plan-count", t("Every")),
				app.Input().ID("plan-count").Type("number").Min(1).Max(subscriptionapi.MaxIntervalCount).Value("1").Required(true)),
			app.Div().Body(fieldLabel("plan-interval", t("Period")),
				app.Select().ID("plan-interval").Body(
					option(subscriptionapi.Day, t("days"), false), option(subscriptionapi.Week, t("weeks"), false),
					option(subscriptionapi.Month, t("months"), true), option(subscriptionapi.Year, t("years"), false))),
		),
		app.Div().Class("filter-row").Body(
			app.Div().Body(fieldLabel("plan-trial", t("Free trial in days (optional)")),
				app.Input().ID("plan-trial").Type("number").Min(0).Max(subscriptionapi.MaxTrialDays)),
			app.Div().Body(fieldLabel("plan-charges", t("Number of charges (optional)")),
				app.Input().ID("plan-charges").Type("number").Min(1).Max(subscriptionapi.MaxCharges).Aria("describedby", "plan-charges-help")),
		),
		fieldHelp("plan-charges-help", t("Left empty, each subscription is charged until it is canceled.")),
		actions(
			app.Button().ID("create-plan-submit").Type("submit").Disabled(p.plan.saving).Aria("busy", p.plan.saving).Text(t("Make the plan")),
			secondaryButton("cancel-plan", t("Cancel"), p.onCancelPlan),
		),
	)
}

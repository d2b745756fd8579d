package frontend

import (
	"context"
	"net/http"
	"strconv"
	"strings"
	"time"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"github.com/paystead/paystead/frontend/i18n"
	"github.com/paystead/paystead/sdk"
	"github.com/paystead/paystead/shared/subscriptionapi"
)

// subscriptionsPage is /m/subscriptions (#35): the recurring revenue and churn month by month,
// each token's as a chart and a table, then the customers' subscriptions (one opened shows its
// charges, each an invoice, and may be canceled), then the plans (plans.go).
type subscriptionsPage struct {
	app.Compo
	frame merchantFrame

	metrics  *subscriptionapi.Metrics
	subs     []subscriptionapi.Subscription
	loaded   bool
	open     *subscriptionapi.SubscriptionDetail // the subscription shown in full
	opening  string
	canceled bool // a cancel is in flight
	plan     plansState
}

func newSubscriptionsPage() *subscriptionsPage { return &subscriptionsPage{frame: newMerchantFrame()} }

func (p *subscriptionsPage) OnPreRender(ctx app.Context) { p.frame.title(ctx, "Subscriptions") }

func (p *subscriptionsPage) OnNav(ctx app.Context) {
	p.frame.title(ctx, "Subscriptions")
	p.frame.start(ctx, p.load, func() { p.metrics, p.subs, p.loaded, p.open, p.plan = nil, nil, false, nil, plansState{} })
}

// merchantGet reads path of the signed-in merchant's API into a new T.
func merchantGet[T any](path string) func(*sdk.Client, context.Context) (*T, error) {
	return func(c *sdk.Client, ctx context.Context) (*T, error) {
		var out T
		return &out, api(ctx, c, http.MethodGet, path, nil, &out)
	}
}

func (p *subscriptionsPage) load(ctx app.Context) {
	loadInto(&p.frame, merchantGet[subscriptionapi.Metrics]("/api/merchant/subscriptions/metrics"), p.frame.t("Could not load your recurring revenue"),
		func(m *subscriptionapi.Metrics) { p.metrics = m })
	loadInto(&p.frame, merchantGet[subscriptionapi.SubscriptionList]("/api/merchant/subscriptions"), p.frame.t("Could not load your subscriptions"),
		func(l *subscriptionapi.SubscriptionList) { p.subs, p.loaded = l.Data, true })
	p.loadPlans()
}

func (p *subscriptionsPage) Render() app.UI {
	return p.frame.page(SubscriptionsPath, p.frame.t("Subscriptions"), p.frame.t("Sign in with your wallet to see your subscriptions."), func() []app.UI {
		parts := []app.UI{app.P().Class("muted").Text(p.frame.t("Customers subscribe to your plans with one signature; each period's charge is an invoice, held in escrow for its refund window like any other."))}
		if p.metrics != nil {
			for _, tm := range p.metrics.Tokens {
				parts = append(parts, p.renderRevenue(tm))
			}
		}
		return append(parts, p.renderOpen(), p.renderList(), p.renderPlans())
	})
}

// monthLabel is "2026-11" as "Nov 2026" in l.
func monthLabel(l *i18n.Locale, month string) string {
	t, err := time.Parse("2006-01", month)
	if err != nil {
		return month
	}
	return l.T(shortMonths[t.Month()-1]) + " " + strconv.Itoa(t.Year())
}

// churnText is basis points as a percentage with two decimals ("33.33 %"), "—" when null.
func churnText(l *i18n.Locale, bp *int) string {
	if bp == nil {
		return "—"
	}
	return l.T("{n} %", "n", l.Decimal(strconv.Itoa(*bp/100), strconv.Itoa(*bp%100/10)+strconv.Itoa(*bp%10)))
}

// chargeWords says where a period's charge stands, in l.
func chargeWords(l *i18n.Locale, status string) string {
	switch status {
	case subscriptionapi.ChargeCharged:
		return l.T("Charged")
	case subscriptionapi.ChargeFailed:
		return l.T("Failed")
	}
	return l.T("Pending")
}

// failureWords says why a charge failed, in l.
func failureWords(l *i18n.Locale, reason string) string {
	switch reason {
	case subscriptionapi.FailBalance:
		return l.T("the payer's balance was short")
	case subscriptionapi.FailAllowance:
		return l.T("the payer's allowance was revoked, spent or ran out")
	case subscriptionapi.FailTransfer:
		return l.T("the token refused the transfer")
	case subscriptionapi.FailMerchant:
		return l.T("the subscription manager is not your delegate")
	}
	return l.T("the charge reverted")
}

// cancelWords says who canceled, in l.
func cancelWords(l *i18n.Locale, reason string) string {
	switch reason {
	case subscriptionapi.CanceledByMerchant:
		return l.T("you")
	case subscriptionapi.CanceledByCustomer:
		return l.T("the customer")
	}
	return l.T("the failed charge's last retry")
}

// renderRevenue is one token's recurring revenue: now, as a chart by month, and as a table.
func (p *subscriptionsPage) renderRevenue(tm subscriptionapi.TokenMetrics) app.UI {
	l, t := p.frame.l, tm.Token
	cols := []string{p.frame.t("Month"), p.frame.t("MRR ({token})", "token", t), p.frame.t("Paying"), p.frame.t("New"), p.frame.t("Canceled"), p.frame.t("Churn")}
	bars := make([]chartDay, len(tm.Months))
	rows := make([]app.UI, len(tm.Months))
	for i, m := range tm.Months {
		// A bar names its month, and the year where one begins (and at the first): twelve bars on
		// a phone leave each too narrow for a year under every month.
		label := monthLabel(l, m.Month)
		bars[i] = chartDay{Label: label, Units: unitsOf(m.MRRUnits), Amount: m.MRR}
		if i > 0 && !strings.HasSuffix(m.Month, "-01") {
			bars[i].Label, _, _ = strings.Cut(label, " ")
		}
		rows[i] = app.Tr().Body(textCell(cols[0], label), monoCell(cols[1], m.MRR), textCell(cols[2], strconv.Itoa(m.Active)),
			textCell(cols[3], strconv.Itoa(m.New)), textCell(cols[4], strconv.Itoa(m.Canceled)), textCell(cols[5], churnText(l, m.ChurnBasisPoints)))
	}
	id := "revenue-" + t
	var now subscriptionapi.MonthMetrics
	if n := len(tm.Months); n > 0 {
		now = tm.Months[n-1]
	}
	var churn *int
	if n := len(tm.Months); n > 1 {
		churn = tm.Months[n-2].ChurnBasisPoints
	}
	heading := p.frame.t("Monthly recurring revenue in {token}, month by month", "token", t)
	return app.Section().Class("card").ID(id).Aria("labelledby", id+"-heading").Body(
		app.H2().ID(id+"-heading").Text(p.frame.t("Recurring revenue in {token}", "token", t)),
		app.Dl().Class("stats").Body(
			stat(p.frame.t("Monthly recurring revenue"), app.Span().Class("amount mono").ID(id+"-mrr").Text(now.MRR+" "+t)),
			stat(p.frame.t("Paying subscriptions"), app.Span().Class("amount").ID(id+"-active").Text(strconv.Itoa(now.Active))),
			stat(p.frame.t("Churn last month"), app.Span().Class("amount").ID(id+"-churn").Text(churnText(l, churn))),
		),
		app.Div().Class("chart").Body(app.Raw(barChartHTML(id+"-chart", "bars months", heading+".", bars, t))),
		app.Table().ID(id+"-table").Class("stack").Body(
			app.Caption().Class("sr-only").Text(heading),
			columns(l, cols...),
			app.TBody().Body(rows...),
		),
		app.P().Class("muted").Text(p.frame.t("A month's revenue is what the subscriptions paying at its end bring a month; churn is the share of those paying as it began that were canceled in it.")),
	)
}

// stat is one of a card's headline figures.
func stat(label string, value app.UI) app.UI {
	return app.Div().Class("stat").Body(app.Dt().Text(label), app.Dd().Body(value))
}

// subscriptionBadge says where a subscription stands.
func subscriptionBadge(l *i18n.Locale, status string) app.UI {
	class, text := "badge ok", l.T("Active")
	switch status {
	case subscriptionapi.StatusTrialing:
		class, text = "badge", l.T("Trial")
	case subscriptionapi.StatusPastDue:
		class, text = "badge warn", l.T("Past due")
	case subscriptionapi.StatusCanceled:
		class, text = "badge bad", l.T("Canceled")
	case subscriptionapi.StatusEnded:
		class, text = "badge", l.T("Ended")
	}
	return app.Span().Class(class).Text(text)
}

func (p *subscriptionsPage) renderList() app.UI {
	if !p.loaded {
		return app.P().Class("muted").Text(p.frame.t("Loading your subscriptions…"))
	}
	l := p.frame.l
	rows := make([]app.UI, len(p.subs))
	for i, s := range p.subs {
		next := "—"
		if s.NextChargeAt != nil {
			next = formatTime(l, *s.NextChargeAt)
		}
		rows[i] = app.Tr().DataSet("subscription-id", s.ID).DataSet("status", s.Status).Body(
			cell(p.frame.t("Plan"), app.Button().Type("button").Class("link-button").Aria("label", p.frame.t("Open the subscription of {payer} to {plan}", "payer", s.Payer, "plan", s.PlanName)).
				Text(s.PlanName).OnClick(func(ctx app.Context, e app.Event) { p.openSubscription(s.ID) }, app.EventScope(s.ID))),
			cell(p.frame.t("Payer"), app.Span().Class("mono").Title(s.Payer).Text(shortHex(s.Payer))),
			textCell(p.frame.t("Price"), subscriptionPrice(l, s)),
			cell(p.frame.t("Status"), subscriptionBadge(l, s.Status), app.If(s.AllowanceRevokedAt != nil && subscriptionapi.Live(s.Status), func() app.UI {
				return app.Span().Class("badge warn").Text(p.frame.t("Allowance revoked"))
			})),
			textCell(p.frame.t("Next charge"), next),
			textCell(p.frame.t("Charged"), strconv.Itoa(s.ChargedCount)),
		)
	}
	return app.Section().Class("card").Aria("labelledby", "subscriptions-heading").Body(
		app.H2().ID("subscriptions-heading").Text(p.frame.t("Subscriptions")),
		app.If(len(p.subs) == 0, func() app.UI {
			return app.P().ID("no-subscriptions").Class("muted").Text(p.frame.t("No subscriptions yet. Share a plan's link, or send customers to a checkout of it from your site."))
		}),
		app.If(len(p.subs) > 0, func() app.UI {
			return app.Table().ID("subscriptions").Class("stack").Aria("labelledby", "subscriptions-heading").Body(
				columns(l, p.frame.t("Plan"), p.frame.t("Payer"), p.frame.t("Price"), p.frame.t("Status"), p.frame.t("Next charge"), p.frame.t("Charged")),
				app.TBody().Body(rows...))
		}),
	)
}

func (p *subscriptionsPage) openSubscription(id string) {
	if p.opening != "" {
		return
	}
	p.opening = id
	callAPI(&p.frame, func(c context.Context, api *sdk.Client) (*subscriptionapi.SubscriptionDetail, error) {
		return merchantGet[subscriptionapi.SubscriptionDetail]("/api/merchant/subscriptions/"+id)(api, c)
	}, func(ctx app.Context, d *subscriptionapi.SubscriptionDetail, err error) {
		p.opening = ""
		if err != nil {
			p.frame.fail(err, p.frame.t("Could not load the subscription"))
			return
		}
		p.open = d
		focusAfterRender(ctx, "subscription-heading")
	})
}

// renderOpen is the subscription opened: its terms, each period's charge, and its cancel.
func (p *subscriptionsPage) renderOpen() app.UI {
	d := p.open
	if d == nil {
		return nil
	}
	l := p.frame.l
	charges := make([]app.UI, len(d.ChargeHistory))
	for i, c := range d.ChargeHistory {
		when := formatTime(l, c.DueAt)
		if c.ChargedAt != nil {
			when = formatTime(l, *c.ChargedAt)
		}
		charges[i] = app.Tr().DataSet("status", c.Status).Body(
			textCell(p.frame.t("Period"), strconv.FormatUint(c.Period+1, 10)),
			cell(p.frame.t("Invoice"), app.A().Class("mono").Href(InvoicesPath+"/"+c.InvoiceID).Text(shortHex(c.InvoiceID))),
			textCell(p.frame.t("Status"), chargeWords(l, c.Status)),
			textCell(p.frame.t("Attempts"), strconv.Itoa(c.Attempts)),
			textCell(p.frame.t("When"), when),
		)
	}
	live := subscriptionapi.Live(d.Status)
	failure := ""
	if d.LastFailure != nil {
		failure = *d.LastFailure
	}
	return app.Section().Class("card").ID("subscription").DataSet("status", d.Status).Aria("labelledby", "subscription-heading").Body(
		app.H2().ID("subscription-heading").TabIndex(-1).Text(p.frame.t("{plan} for {payer}", "plan", d.PlanName, "payer", shortHex(d.Payer))),
		app.Dl().Class("facts").Body(
			fact(p.frame.t("Status"), subscriptionBadge(l, d.Status)),
			fact(p.frame.t("Price"), app.Text(subscriptionPrice(l, d.Subscription))),
			fact(p.frame.t("Payer"), app.Span().Class("mono").Text(d.Payer)),
			fact(p.frame.t("Started"), app.Text(formatTime(l, d.StartsAt))),
			app.If(failure != "", func() app.UI {
				return fact(p.frame.t("Last failure"), app.Text(p.frame.l.N(d.FailedAttempts, "{reason} (one attempt)", "{reason} ({n} attempts)", "reason", failureWords(l, failure))))
			}),
			app.If(d.AllowanceRevokedAt != nil && live, func() app.UI {
				return fact(p.frame.t("Allowance revoked"), app.Span().ID("subscription-revoked").Text(p.frame.t("{time}: the next charge fails unless the customer signs a new one",
					"time", formatTime(l, deref(d.AllowanceRevokedAt)))))
			}),
			app.If(d.CancelReason != nil, func() app.UI {
				return fact(p.frame.t("Canceled"), app.Text(p.frame.t("by {who}, {time}", "who", cancelWords(l, deref(d.CancelReason)), "time", formatTime(l, deref(d.CanceledAt)))))
			}),
		),
		app.If(len(charges) > 0, func() app.UI {
			return app.Table().ID("subscription-charges").Class("stack").Body(
				columns(l, p.frame.t("Period"), p.frame.t("Invoice"), p.frame.t("Status"), p.frame.t("Attempts"), p.frame.t("When")),
				app.TBody().Body(charges...))
		}),
		actions(
			app.If(live, func() app.UI {
				return app.Button().ID("cancel-subscription").Type("button").Class("secondary").Disabled(p.canceled).Aria("busy", p.canceled).
					Text(p.frame.t("Cancel subscription")).OnClick(p.onCancel)
			}),
			secondaryButton("close-subscription", p.frame.t("Close"), func(ctx app.Context, e app.Event) { p.open = nil }),
		),
	)
}

// onCancel cancels the opened subscription: no charge comes after, on chain too.
func (p *subscriptionsPage) onCancel(ctx app.Context, e app.Event) {
	d := p.open
	if d == nil || p.canceled || !confirmed(p.frame.t("Cancel this subscription? The customer is charged nothing more.")) {
		return
	}
	p.canceled = true
	callAPI(&p.frame, func(c context.Context, c2 *sdk.Client) (*subscriptionapi.Subscription, error) {
		var out subscriptionapi.Subscription
		return &out, api(c, c2, http.MethodPost, "/api/merchant/subscriptions/"+d.ID+"/cancel", nil, &out)
	}, func(ctx app.Context, s *subscriptionapi.Subscription, err error) {
		p.canceled = false
		if err != nil {
			p.frame.fail(err, p.frame.t("Could not cancel the subscription"))
			return
		}
		p.open.Subscription = *s
		for i := range p.subs {
			if p.subs[i].ID == s.ID {
				p.subs[i] = *s
			}
		}
		p.frame.announce(p.frame.t("Subscription canceled: the customer is charged nothing more."))
		focusAfterRender(ctx, "subscription-heading")
	})
}

package frontend

import (
	"html"
	"math/big"
	"strconv"
	"strings"

	"github.com/paystead/paystead/frontend/i18n"
	"github.com/paystead/paystead/sdk"
	"github.com/paystead/paystead/shared/money"
)

// chartDay is one bar of the maturity chart: the escrow of one token
// whose refund window ends that day.
type chartDay struct {
	Label  string   // "Tue 3 Mar"
	Units  *big.Int // smallest units
	Amount string   // the same as an exact decimal
	Count  int
}

// maturityDays sums each day of the treasury's maturities over the
// pay-in tokens: all of it is held, and claimed, in USDC.
func maturityDays(l *i18n.Locale, tr *sdk.Treasury) []chartDay {
	out := make([]chartDay, 0, len(tr.Maturities))
	for _, m := range tr.Maturities {
		units, count := sumTotals(m.Tokens)
		out = append(out, chartDay{Label: shortDay(l, m.From), Units: units, Amount: formatTokenUnits(units), Count: count})
	}
	return out
}

// chartTallest is the share of the plot (per cent) the tallest bar
// takes: the rest holds its value.
const chartTallest = 80

// barHeights scales units to heights in [0, plot] with integer
// arithmetic: the tallest bar is plot high, a non-zero bar at least 1, a
// zero bar 0.
func barHeights(units []*big.Int, plot int) []int {
	maxUnits := new(big.Int)
	for _, u := range units {
		if u.Cmp(maxUnits) > 0 {
			maxUnits = u
		}
	}
	out := make([]int, len(units))
	if maxUnits.Sign() == 0 {
		return out
	}
	for i, u := range units {
		if u.Sign() <= 0 {
			continue
		}
		h := new(big.Int).Mul(u, big.NewInt(int64(plot)))
		h.Quo(h, maxUnits)
		out[i] = max(int(h.Int64()), 1)
	}
	return out
}

// compactAmount is units shortened for a bar's label: whole units with
// k or M above a thousand, else at most two decimals (cut, not rounded,
// so a bar never reads more than it holds). The table beside the chart
// and its text alternative carry the exact amount.
func compactAmount(units *big.Int) string {
	one := new(big.Int).Exp(big.NewInt(10), big.NewInt(money.StablecoinDecimals), nil)
	whole := new(big.Int).Quo(units, one)
	short := func(div int64, suffix string) string {
		tenths := new(big.Int).Quo(whole, big.NewInt(div/10)).Int64()
		s := strconv.FormatInt(tenths/10, 10)
		if tenths < 100 && tenths%10 != 0 {
			s += "." + strconv.FormatInt(tenths%10, 10)
		}
		return s + suffix
	}
	switch {
	case whole.Cmp(big.NewInt(1_000_000)) >= 0:
		return short(1_000_000, "M")
	case whole.Cmp(big.NewInt(1_000)) >= 0:
		return short(1_000, "k")
	}
	cents := new(big.Int).Quo(units, new(big.Int).Quo(one, big.NewInt(100)))
	return money.FormatDecimal(cents, 2)
}

// maturityChartHTML draws days as the treasury's bar chart of escrow maturing each day.
func maturityChartHTML(l *i18n.Locale, days []chartDay, token string) string {
	label := l.T("{token} maturing day by day", "token", token)
	if len(days) > 0 {
		label = l.T("{token} maturing day by day, {from} to {to}.", "token", token, "from", days[0].Label, "to", days[len(days)-1].Label)
	}
	return barChartHTML("maturity-chart", "bars", label, days, token)
}

// barChartHTML draws bars as a bar chart in HTML, so that its text is the page's own size at any
// width (an SVG scaled to a phone's width shrank its labels to 6 px). The chart is one image to
// assistive technology: its label (heading, then every bar's exact amount of token) says what it
// shows (the page also shows the amounts in a table).
func barChartHTML(id, class, heading string, bars []chartDay, token string) string {
	units := make([]*big.Int, len(bars))
	desc := make([]string, len(bars))
	for i, d := range bars {
		units[i] = d.Units
		desc[i] = d.Label + ": " + d.Amount + " " + token
	}
	heights := barHeights(units, chartTallest)
	label := heading
	if len(bars) > 0 {
		label += " " + strings.Join(desc, "; ") + "."
	}
	esc := html.EscapeString
	var b strings.Builder
	b.WriteString(`<div role="img" aria-label="` + esc(label) + `" id="` + id + `" class="` + class + `">`)
	for i, d := range bars {
		b.WriteString(`<div class="day" data-day="` + strconv.Itoa(i) + `"><div class="plot">`)
		b.WriteString(`<span class="value">` + esc(compactAmount(d.Units)) + `</span>`)
		b.WriteString(`<span class="bar" style="height:` + strconv.Itoa(heights[i]) + `%" data-amount="` + esc(d.Amount) + `"></span>`)
		// One word a line ("Sun", "29", "Nov"): a phone gives each bar under 40 px.
		b.WriteString(`</div><span class="label">`)
		for j, word := range strings.Fields(d.Label) {
			if j > 0 {
				b.WriteString(" ")
			}
			b.WriteString(`<span>` + esc(word) + `</span>`)
		}
		b.WriteString(`</span></div>`)
	}
	b.WriteString(`</div>`)
	return b.String()
}

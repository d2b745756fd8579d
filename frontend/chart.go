package frontend

import (
	"html"
	"math/big"
	"strconv"
	"strings"

	"github.com/paystead/paystead/sdk"
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
func maturityDays(tr *sdk.Treasury) []chartDay {
	out := make([]chartDay, 0, len(tr.Maturities))
	for _, m := range tr.Maturities {
		units, count := sumTotals(m.Tokens)
		out = append(out, chartDay{Label: m.From.UTC().Format("Mon 2 Jan"), Units: units, Amount: formatTokenUnits(units), Count: count})
	}
	return out
}

// Chart geometry, in SVG user units; the SVG scales to its box.
const (
	chartWidth     = 640
	chartHeight    = 220
	chartTop       = 28 // room for the value above the tallest bar
	chartBottom    = 36 // room for the day labels
	chartSide      = 8
	chartMinHeight = 2 // a non-zero day stays visible however small
)

// barHeights scales units to heights in [0, plot] with integer
// arithmetic: the tallest bar is plot high, a non-zero bar at least
// chartMinHeight, a zero bar 0.
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
		out[i] = max(int(h.Int64()), chartMinHeight)
	}
	return out
}

// maturityChartSVG draws days as a bar chart. The <title> and <desc> are
// its text alternative (the page also shows the same numbers in a table).
func maturityChartSVG(days []chartDay, token string) string {
	units := make([]*big.Int, len(days))
	for i, d := range days {
		units[i] = d.Units
	}
	plot := chartHeight - chartTop - chartBottom
	heights := barHeights(units, plot)
	slot := (chartWidth - 2*chartSide) / max(len(days), 1)
	barWidth := slot * 3 / 5

	var desc []string
	for _, d := range days {
		desc = append(desc, d.Label+": "+d.Amount+" "+token)
	}
	esc := html.EscapeString
	itoa := strconv.Itoa

	var b strings.Builder
	b.WriteString(`<svg id="maturity-chart" xmlns="http://www.w3.org/2000/svg" role="img" aria-labelledby="maturity-chart-title maturity-chart-desc" viewBox="0 0 ` + itoa(chartWidth) + " " + itoa(chartHeight) + `" preserveAspectRatio="xMidYMid meet">`)
	title := esc(token) + ` maturing day by day`
	if len(days) > 0 {
		title += `, ` + esc(days[0].Label) + ` to ` + esc(days[len(days)-1].Label)
	}
	b.WriteString(`<title id="maturity-chart-title">` + title + `</title>`)
	b.WriteString(`<desc id="maturity-chart-desc">` + esc(strings.Join(desc, "; ")) + `.</desc>`)
	baseline := chartTop + plot
	b.WriteString(`<line class="axis" x1="` + itoa(chartSide) + `" y1="` + itoa(baseline) + `" x2="` + itoa(chartWidth-chartSide) + `" y2="` + itoa(baseline) + `"/>`)
	for i, d := range days {
		x := chartSide + i*slot + (slot-barWidth)/2
		cx := chartSide + i*slot + slot/2
		y := baseline - heights[i]
		b.WriteString(`<g class="day" data-day="` + itoa(i) + `">`)
		b.WriteString(`<rect class="bar" x="` + itoa(x) + `" y="` + itoa(y) + `" width="` + itoa(barWidth) + `" height="` + itoa(heights[i]) + `" data-amount="` + esc(d.Amount) + `"/>`)
		b.WriteString(`<text class="value" x="` + itoa(cx) + `" y="` + itoa(y-6) + `" text-anchor="middle">` + esc(d.Amount) + `</text>`)
		b.WriteString(`<text class="label" x="` + itoa(cx) + `" y="` + itoa(baseline+22) + `" text-anchor="middle">` + esc(d.Label) + `</text>`)
		b.WriteString(`</g>`)
	}
	b.WriteString(`</svg>`)
	return b.String()
}

package e2e

import (
	"context"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
	"github.com/stretchr/testify/require"

	"github.com/paystead/paystead/sdk"
)

// TestDashboardFitsAPhoneSignedIn opens every /m/ page at 375 px as the
// signed-in demo merchant, with rows in its tables (invoices, keys, a
// webhook delivery, escrows): none scrolls sideways, the wallet is named
// once, and axe-core finds nothing serious.
func TestDashboardFitsAPhoneSignedIn(t *testing.T) {
	j := &journeys{env: startEnv(t, nil)}
	j.browser = newBrowser(t)
	c, err := sdk.NewClient(j.App.Seed.SecretKey, sdk.WithBaseURL(j.URL))
	require.NoError(t, err)
	for range 3 {
		_, err := c.CreateInvoice(context.Background(), sdk.CreateInvoiceParams{AmountUSDC: 4.2, PayInToken: sdk.USDC, SuccessURL: j.URL + thanksPath,
			Reference: "a-reference-long-enough-to-wrap-on-a-phone-" + strings.Repeat("x", 30)})
		require.NoError(t, err)
	}
	tb := j.signIn(t, "/m/invoices")
	tb.run(10*time.Second, chromedp.EmulateViewport(375, 800, chromedp.EmulateMobile))
	for _, tc := range []struct{ path, ready string }{
		{"/m/invoices", "#invoice-list tr[data-invoice-id]"},
		{"/m/links", "#new-link"},
		{"/m/treasury", "#escrow-rows"},
		{"/m/settings", "#keys tr[data-key-id]"},
		{"/m/compliance", "#review-queue"},
	} {
		t.Run(strings.TrimPrefix(tc.path, "/m/"), func(t *testing.T) {
			tb.t = t
			tb.run(30*time.Second, chromedp.Navigate(j.URL+tc.path))
			tb.waitFor(30*time.Second, "the page's WebAssembly", wasmRunning)
			tb.waitFor(30*time.Second, tc.ready, `!!document.querySelector("`+strings.ReplaceAll(tc.ready, `"`, `\"`)+`")`)
			noSidewaysScroll(tb)
			var text string
			tb.run(5*time.Second, chromedp.Evaluate(`document.body.innerText`, &text))
			require.Equal(t, 1, strings.Count(text, "Signed in as"), "the wallet is named once")
			tb.audit(tc.path + " at 375 px, signed in")
			if tc.path == "/m/treasury" {
				chartReadable(tb)
			}
			if tc.path == "/m/settings" {
				// A long page: its sections are one tap away (#36).
				tb.click(`#settings-sections button[data-target="origins-heading"]`)
				tb.waitFor(10*time.Second, "the origins section at the top", `(() => { const r = document.querySelector("#origins-heading").getBoundingClientRect(); return r.top >= 0 && r.top < 200; })()`)
			}
		})
	}
	t.Run("treasury at 1280 px", func(t *testing.T) {
		tb.t = t
		tb.run(10*time.Second, chromedp.EmulateViewport(1280, 900))
		tb.run(30*time.Second, chromedp.Navigate(j.URL+"/m/treasury"))
		tb.waitFor(30*time.Second, "the page's WebAssembly", wasmRunning)
		tb.waitFor(30*time.Second, "the chart", `!!document.querySelector("#maturity-chart")`)
		chartReadable(tb)
	})
}

// chartReadable holds the treasury's maturity chart to text a person can
// read at the page's width (#36): every day's label and value at least
// 11 px, none overlapping another, and none wider than its column.
func chartReadable(tb *tab) {
	tb.t.Helper()
	var problem string
	tb.run(5*time.Second, chromedp.Evaluate(`(() => {
		const days = [...document.querySelectorAll("#maturity-chart .day")];
		if (days.length < 7) return "only " + days.length + " days";
		const texts = [...document.querySelectorAll("#maturity-chart .label span, #maturity-chart .value")];
		// The text's own extent, not its box's.
		const extent = e => { const r = document.createRange(); r.selectNodeContents(e); return r.getBoundingClientRect(); };
		for (const e of texts) {
			const size = parseFloat(getComputedStyle(e).fontSize);
			if (size < 11) return e.textContent + " is " + size + " px";
			const r = extent(e), col = e.closest(".day").getBoundingClientRect();
			if (r.height < 11) return e.textContent + " renders " + r.height + " px high"; // a scaled drawing's text shrinks with it
			if (r.left < col.left - 0.5 || r.right > col.right + 0.5) return e.textContent + " is wider than its day";
		}
		const boxes = texts.map(extent);
		for (let i = 0; i < boxes.length; i++) for (let k = i + 1; k < boxes.length; k++) {
			const a = boxes[i], b = boxes[k];
			if (a.left < b.right - 0.5 && b.left < a.right - 0.5 && a.top < b.bottom - 0.5 && b.top < a.bottom - 0.5) return texts[i].textContent + " overlaps " + texts[k].textContent;
		}
		return "";
	})()`, &problem))
	require.Empty(tb.t, problem, "the maturity chart reads at this width")
}

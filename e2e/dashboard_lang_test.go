package e2e

import (
	"context"
	"encoding/json"
	"fmt"
	"os"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
	"github.com/stretchr/testify/require"

	"github.com/paystead/paystead/sdk"
)

// TestDashboardInEveryLanguage signs in as the demo merchant, switches
// the dashboard to Japanese and to German with its switcher, and opens
// every page at 375 and 1280 px: each is in that language (no English
// message of the dashboard left on the page, in text or in a label), and
// axe-core finds nothing serious (#36 item 4).
func TestDashboardInEveryLanguage(t *testing.T) {
	j := &journeys{env: startEnv(t, nil)}
	j.browser = newBrowser(t)
	c, err := sdk.NewClient(j.App.Seed.SecretKey, sdk.WithBaseURL(j.URL))
	require.NoError(t, err)
	inv, err := c.CreateInvoice(context.Background(), sdk.CreateInvoiceParams{AmountUSDC: 12.5, PayInToken: sdk.USDC,
		SuccessURL: j.URL + thanksPath, Reference: "order-42"})
	require.NoError(t, err)
	tb := j.signIn(t, "/m/invoices")
	pages := []struct{ name, path, ready string }{
		{"invoices", "/m/invoices", "#invoice-list tr[data-invoice-id]"},
		{"invoice", "/m/invoices/" + inv.InvoiceID, "#void-invoice"},
		{"links", "/m/links", "#new-link"},
		{"subscriptions", "/m/subscriptions", "#subscriptions-heading"},
		{"treasury", "/m/treasury", "#escrow-rows"},
		{"settings", "/m/settings", "#keys tr[data-key-id]"},
		{"compliance", "/m/compliance", "#review-queue"},
	}
	for _, lang := range []string{"ja", "de"} {
		english := untranslatedPatterns(t, lang)
		t.Run(lang, func(t *testing.T) {
			tb.t = t
			tb.run(10*time.Second, chromedp.EmulateViewport(1280, 900))
			tb.run(30*time.Second, chromedp.Navigate(j.URL+"/m/invoices"))
			tb.waitFor(30*time.Second, "the page's WebAssembly", wasmRunning)
			chooseLanguage(tb, lang)
			tb.waitFor(30*time.Second, "the page in "+lang, fmt.Sprintf(`document.documentElement.lang === %q && !document.getElementById("app-wasm-loader") && !!document.querySelector("#signed-in-address")`, lang))
			for _, width := range []int64{375, 1280} {
				if width == 375 {
					tb.run(10*time.Second, chromedp.EmulateViewport(375, 812, chromedp.EmulateMobile))
				} else {
					tb.run(10*time.Second, chromedp.EmulateViewport(1280, 900))
				}
				for _, pg := range pages {
					t.Run(fmt.Sprintf("%s at %d px", pg.name, width), func(t *testing.T) {
						tb.t = t
						tb.run(30*time.Second, chromedp.Navigate(j.URL+pg.path))
						tb.waitFor(30*time.Second, "the page's WebAssembly", wasmRunning)
						tb.waitFor(30*time.Second, pg.ready, `!!document.querySelector("`+strings.ReplaceAll(pg.ready, `"`, `\"`)+`")`)
						var lang2 string
						tb.run(5*time.Second, chromedp.Evaluate(`document.documentElement.lang`, &lang2))
						require.Equal(t, lang, lang2)
						var shown []string
						tb.run(5*time.Second, chromedp.Evaluate(`(() => {
							const out = [];
							const walk = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
							for (let n = walk.nextNode(); n; n = walk.nextNode()) {
								const p = n.parentElement;
								if (!p || p.closest("script, style, #language, .mono, code, #i18n-prerendered")) continue;
								const s = n.textContent.trim();
								if (s) out.push(s);
							}
							for (const el of document.querySelectorAll("[placeholder], [aria-label], [title], img[alt]")) {
								for (const a of ["placeholder", "aria-label", "title", "alt"]) {
									const v = el.getAttribute(a);
									if (v && v.trim()) out.push(v.trim());
								}
							}
							return out;
						})()`, &shown))
						var left []string
						for _, s := range shown {
							for _, re := range english {
								if re.MatchString(s) {
									left = append(left, s)
									break
								}
							}
						}
						require.Empty(t, left, "English left on %s in %s", pg.path, lang)
						noSidewaysScroll(tb) // longer words, same width
						tb.audit(fmt.Sprintf("%s in %s at %d px", pg.path, lang, width))
					})
				}
			}
		})
	}
}

// untranslatedPatterns are the dashboard's English messages as patterns
// of a whole text (placeholders match anything), for those lang's
// catalogue translates to something else: any of them on a page in lang
// is English left untranslated.
func untranslatedPatterns(t *testing.T, lang string) []*regexp.Regexp {
	t.Helper()
	raw, err := os.ReadFile("../frontend/i18n/locales/dashboard/" + lang + ".json")
	require.NoError(t, err)
	var cat map[string]string
	require.NoError(t, json.Unmarshal(raw, &cat))
	placeholder := regexp.MustCompile(`\\\{[a-zA-Z]+\\\}`)
	var out []*regexp.Regexp
	for en, tr := range cat {
		if strings.HasPrefix(en, "@") || tr == en || len(strings.TrimSpace(en)) < 3 {
			continue
		}
		out = append(out, regexp.MustCompile(`^`+placeholder.ReplaceAllString(regexp.QuoteMeta(strings.TrimSpace(en)), `.+`)+`$`))
	}
	require.Greater(t, len(out), 100, "the dashboard's catalogue for %s", lang)
	return out
}

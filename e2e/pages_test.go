package e2e

import (
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
	"github.com/stretchr/testify/require"

	"github.com/paystead/paystead/frontend"
)

// wasmRunning is true once go-app's loader is gone: the page's program
// has started and mounted the page.
const wasmRunning = `document.readyState === "complete" && !document.getElementById("app-wasm-loader")`

// TestPagesRunTheirWebAssembly opens every page: each is prerendered,
// then taken over by its own program (checkout.wasm or dashboard.wasm)
// without a script error.
func TestPagesRunTheirWebAssembly(t *testing.T) {
	e := startEnv(t, nil)
	b := newBrowser(t)
	// The tabs share one browser, so later pages run under the service
	// worker the first registered: a worker differing between the two
	// programs would show as go-app's "has been updated" message.
	for _, tc := range []struct{ path, program string }{
		{"/i/" + e.App.Seed.DemoInvoice.ID.String(), frontend.CheckoutWASM},
		{"/m/invoices", frontend.DashboardWASM},
		{"/m/links", frontend.DashboardWASM},
		{"/m/settings", frontend.DashboardWASM},
		{"/m/treasury", frontend.DashboardWASM},
		{"/m/compliance", frontend.DashboardWASM},
	} {
		t.Run(strings.TrimPrefix(tc.path, "/"), func(t *testing.T) {
			tab := b.newTab(t, nil)
			tab.run(30*time.Second, chromedp.Navigate(e.URL+tc.path))
			tab.waitFor(30*time.Second, "the page's program to run", wasmRunning)
			require.NotEmpty(t, tab.text("h1"), "the page has a heading")
			var loaded []string
			tab.run(10*time.Second, chromedp.Evaluate(`performance.getEntriesByType("resource").map((r) => new URL(r.name).pathname.split("/").pop()).filter((n) => n.endsWith(".wasm"))`, &loaded))
			require.Equal(t, []string{tc.program}, loaded, "the page loads its own program only")
			tab.mu.Lock()
			defer tab.mu.Unlock()
			for _, line := range tab.console {
				require.False(t, strings.HasPrefix(line, "exception:"), "script error: %s", line)
				require.NotContains(t, line, "has been updated", "the page saw an app update")
			}
		})
	}
}

// TestPagesFitAPhone renders every page at 375 px wide: nothing may need
// sideways scrolling, and the main controls stay reachable by keyboard.
func TestPagesFitAPhone(t *testing.T) {
	e := startEnv(t, nil)
	b := newBrowser(t)
	for _, tc := range []struct{ path, control string }{
		{"/i/" + e.App.Seed.DemoInvoice.ID.String(), "#connect-wallet"},
		{"/m/invoices", "#signin"},
		{"/m/links", "#signin"},
		{"/m/settings", "#signin"},
		{"/m/treasury", "#signin"},
		{"/m/compliance", "#signin"},
		{"/docs/webhooks", "h1"},
	} {
		t.Run(strings.TrimPrefix(tc.path, "/"), func(t *testing.T) {
			tab := b.newTab(t, nil)
			tab.run(30*time.Second, chromedp.EmulateViewport(375, 800, chromedp.EmulateMobile), chromedp.Navigate(e.URL+tc.path))
			tab.waitFor(30*time.Second, "the page's program to run", wasmRunning)
			tab.waitFor(10*time.Second, tc.control+" to show", visible(tc.control))
			var overflow int
			tab.run(10*time.Second, chromedp.Evaluate(`document.documentElement.scrollWidth - window.innerWidth`, &overflow))
			require.LessOrEqual(t, overflow, 0, "the page is %d px wider than a 375 px screen", overflow)
			if tc.control == "#signin" {
				require.Contains(t, tab.text("#about-paystead"), "Paystead takes stablecoin payments", "a signed-out page says what Paystead is")
			}
			if tc.control != "h1" {
				// Tab from the top of the page reaches the control.
				var reached bool
				tab.run(10*time.Second, chromedp.Evaluate(fmt.Sprintf(`(() => {
  const target = document.querySelector(%q);
  const focusable = [...document.querySelectorAll("a[href], button:not([disabled]), input, select, textarea, [tabindex]:not([tabindex='-1'])")]
    .filter((el) => el.offsetWidth || el.offsetHeight || el.getClientRects().length);
  return focusable.includes(target) && target.tabIndex >= 0;
})()`, tc.control), &reached))
				require.True(t, reached, "%s is in the keyboard focus order", tc.control)
			}
		})
	}
}

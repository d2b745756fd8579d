package e2e

import (
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
	"github.com/stretchr/testify/require"
)

// wasmRunning is true once go-app's loader is gone: app.wasm has started
// and mounted the page.
const wasmRunning = `document.readyState === "complete" && !document.getElementById("app-wasm-loader")`

// TestPagesRunTheirWebAssembly opens every page: each is prerendered,
// then taken over by app.wasm without a script error.
func TestPagesRunTheirWebAssembly(t *testing.T) {
	e := startEnv(t, nil)
	b := newBrowser(t)
	for _, path := range []string{
		"/i/" + e.App.Seed.DemoInvoice.ID.String(),
		"/m/settings",
		"/m/treasury",
		"/m/compliance",
		"/docs/webhooks",
	} {
		t.Run(strings.TrimPrefix(path, "/"), func(t *testing.T) {
			tab := b.newTab(t, nil)
			tab.run(30*time.Second, chromedp.Navigate(e.URL+path))
			tab.waitFor(30*time.Second, "app.wasm to run", wasmRunning)
			require.NotEmpty(t, tab.text("h1"), "the page has a heading")
			tab.mu.Lock()
			defer tab.mu.Unlock()
			for _, line := range tab.console {
				require.False(t, strings.HasPrefix(line, "exception:"), "script error: %s", line)
			}
		})
	}
}

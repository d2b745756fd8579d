package e2e

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	cdpbrowser "github.com/chromedp/cdproto/browser"
	cdpruntime "github.com/chromedp/cdproto/runtime"
	"github.com/chromedp/chromedp"
	"github.com/stretchr/testify/require"

	"github.com/paystead/paystead/backend/docsite"
	"github.com/paystead/paystead/frontend"
)

// TestDocs opens each documentation page on a desktop and on a 375 px
// phone: a static page (no WebAssembly is downloaded), with its
// navigation, nothing wider than the screen, no serious accessibility
// finding, and code that copies; the API reference lists every operation
// of openapi.json; the dashboard's link to the documentation and the
// documentation's own links load the pages.
func TestDocs(t *testing.T) {
	e := startEnv(t, nil)
	b := newBrowser(t)

	openAPI, err := os.ReadFile(filepath.Join("..", "backend", "httpapi", "openapi.json"))
	require.NoError(t, err)
	ops, err := docsite.Operations(openAPI)
	require.NoError(t, err)
	require.Greater(t, len(ops), 40)

	pages := []struct{ path, heading string }{
		{frontend.DocsPath, "Developer documentation"},
		{frontend.APIDocPath, "API reference"},
		{frontend.ClientsDocPath, "Client libraries"},
		{frontend.WebhooksDocPath, "Webhooks"},
	}
	for _, vp := range []struct {
		name          string
		width, height int64
		mobile        bool
	}{{"Desktop", 1280, 900, false}, {"Phone", 375, 740, true}} {
		t.Run(vp.name, func(t *testing.T) {
			viewport := chromedp.EmulateViewport(vp.width, vp.height)
			if vp.mobile {
				viewport = chromedp.EmulateViewport(vp.width, vp.height, chromedp.EmulateMobile)
			}
			for _, pg := range pages {
				t.Run(strings.ReplaceAll(strings.TrimPrefix(pg.path, "/"), "/", "_"), func(t *testing.T) {
					tb := b.newTab(t, nil)
					tb.run(30*time.Second, viewport, chromedp.Navigate(e.URL+pg.path))
					require.Equal(t, pg.heading, tb.text("h1"))
					require.Equal(t, pg.path, tb.attr(`nav[aria-label="Documentation"] a[aria-current="page"]`, "href"))
					tb.waitFor(10*time.Second, "the content", visible("#doc-content .doc"))
					tb.noProgram()

					var overflow int
					tb.run(10*time.Second, chromedp.Evaluate(`document.documentElement.scrollWidth - window.innerWidth`, &overflow))
					require.LessOrEqual(t, overflow, 0, "the page is %d px wider than the screen", overflow)

					tb.audit(pg.path + " at " + vp.name)
					tb.checkCopy("#doc-content button[data-copy]")
					tb.noScriptErrors()
				})
			}

			t.Run("WebhooksTables", func(t *testing.T) {
				tb := b.newTab(t, nil)
				tb.run(30*time.Second, viewport, chromedp.Navigate(e.URL+frontend.WebhooksDocPath))
				var headers []string
				tb.run(10*time.Second, chromedp.Evaluate(`[...document.querySelectorAll("#doc-content table thead th")].map((th) => th.textContent.trim())`, &headers))
				require.Subset(t, headers, []string{"Request", "What it does", "Type", "Sent when"})
				var pipes bool
				tb.run(10*time.Second, chromedp.Evaluate(`document.querySelector("#doc-content").innerText.includes("| --- |")`, &pipes))
				require.False(t, pipes, "no table is left as raw text")
			})

			t.Run("APIReferenceListsEveryOperation", func(t *testing.T) {
				tb := b.newTab(t, nil)
				tb.run(30*time.Second, viewport, chromedp.Navigate(e.URL+frontend.APIDocPath))
				var shown []string
				tb.run(10*time.Second, chromedp.Evaluate(`[...document.querySelectorAll("#doc-content section.operation")].map((s) => s.id + " " + s.querySelector("h3").textContent.replace(/\s+/g, " ").trim())`, &shown))
				want := make([]string, len(ops))
				for i, op := range ops {
					want[i] = docsite.OperationAnchor(op.ID) + " " + op.Method + " " + op.Path
				}
				require.ElementsMatch(t, want, shown)
			})
		})
	}

	t.Run("LinksLoadThePages", func(t *testing.T) {
		// From the dashboard (its program runs there) to the documentation
		// and through it: each page arrives from the server, whole.
		tb := b.newTab(t, nil)
		tb.run(30*time.Second, chromedp.Navigate(e.URL+frontend.SettingsPath))
		tb.waitFor(30*time.Second, "the dashboard's program", wasmRunning)
		tb.click(`nav[aria-label="Merchant"] a[href="/docs"]`)
		tb.waitFor(30*time.Second, "the documentation", `location.pathname === "/docs" && !!document.querySelector("#doc-content .doc")`)
		require.Equal(t, pages[0].heading, tb.text("h1"))
		tb.noProgram()
		for _, pg := range pages[1:] {
			tb.click(fmt.Sprintf(`nav[aria-label="Documentation"] a[href=%q]`, pg.path))
			tb.waitFor(30*time.Second, pg.path+"'s content", fmt.Sprintf(`(() => { const c = document.querySelector("#doc-content"); return c && c.dataset.path === %q && !!c.querySelector(".doc"); })()`, pg.path))
			require.Equal(t, pg.heading, tb.text("h1"))
			tb.waitFor(10*time.Second, "the title", fmt.Sprintf(`document.title === %q`, pg.heading+" · Paystead"))
		}
		tb.checkCopy("#doc-content button[data-copy]")
		tb.noScriptErrors()
	})
}

// noProgram fails when the page downloaded a WebAssembly program or shows
// go-app's loader: the documentation is static.
func (tb *tab) noProgram() {
	tb.t.Helper()
	var wasm []string
	tb.run(10*time.Second, chromedp.Evaluate(`performance.getEntriesByType("resource").map((r) => new URL(r.name).pathname).filter((p) => p.includes(".wasm"))`, &wasm))
	require.Empty(tb.t, wasm, "the documentation downloads no program")
	var loader bool
	tb.run(10*time.Second, chromedp.Evaluate(`!!document.getElementById("app-wasm-loader")`, &loader))
	require.False(tb.t, loader, "no loader on a static page")
}

// checkCopy presses the copy button sel (the first it matches) and checks
// that the clipboard holds its code block's text, that the button says
// "Copied", and that the status region announces it.
func (tb *tab) checkCopy(sel string) {
	tb.t.Helper()
	tb.run(10*time.Second, chromedp.ActionFunc(func(ctx context.Context) error {
		return cdpbrowser.GrantPermissions([]cdpbrowser.PermissionType{
			cdpbrowser.PermissionTypeClipboardReadWrite, cdpbrowser.PermissionTypeClipboardSanitizedWrite,
		}).Do(ctx)
	}))
	tb.run(10*time.Second, chromedp.Evaluate(`navigator.clipboard.writeText("nothing copied yet")`, nil, awaitPromise))
	var code string
	tb.run(10*time.Second, chromedp.Evaluate(fmt.Sprintf(`(() => { const b = document.querySelector(%q); b.scrollIntoView(); return document.getElementById(b.dataset.copy).textContent; })()`, sel), &code))
	require.NotEmpty(tb.t, strings.TrimSpace(code))
	tb.click(sel)
	tb.waitFor(10*time.Second, "the announcement", `document.getElementById("copy-status").textContent === "Copied"`)
	require.Equal(tb.t, "Copied", tb.text(sel))
	var copied string
	tb.run(10*time.Second, chromedp.Evaluate(`navigator.clipboard.readText()`, &copied, awaitPromise))
	require.Equal(tb.t, code, copied, "the clipboard holds the code")
}

func awaitPromise(p *cdpruntime.EvaluateParams) *cdpruntime.EvaluateParams {
	return p.WithAwaitPromise(true)
}

// noScriptErrors fails on an exception the page threw.
func (tb *tab) noScriptErrors() {
	tb.t.Helper()
	tb.mu.Lock()
	defer tb.mu.Unlock()
	for _, line := range tb.console {
		require.False(tb.t, strings.HasPrefix(line, "exception:"), "script error: %s", line)
	}
}

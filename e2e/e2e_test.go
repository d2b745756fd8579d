// Package e2e drives Paystead's pages in headless Chromium (chromedp)
// against the real server: Postgres, the in-process chain with the real
// contracts, real HTTP on loopback, and a test wallet injected into the
// page whose keys live in Go.
package e2e

import (
	"context"
	"fmt"
	"io"
	"log/slog"
	"net"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/chromedp/cdproto/page"
	cdpruntime "github.com/chromedp/cdproto/runtime"
	"github.com/chromedp/chromedp"
	"github.com/go-chi/chi/v5"
	"github.com/stretchr/testify/require"

	"github.com/paystead/paystead/backend/config"
	"github.com/paystead/paystead/backend/devchain"
	"github.com/paystead/paystead/backend/postgres/pgtest"
	"github.com/paystead/paystead/backend/server"
	"github.com/paystead/paystead/frontend"
)

// webDir holds the programs built for this run (TestMain builds them).
var webDir string

func TestMain(m *testing.M) {
	os.Exit(run(m))
}

func run(m *testing.M) int {
	dir, err := os.MkdirTemp("", "paystead-e2e-web-")
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		return 1
	}
	defer os.RemoveAll(dir)
	for _, p := range programs {
		if err := buildWASM(filepath.Join(dir, p.wasm), p.pkg); err != nil {
			fmt.Fprintln(os.Stderr, "e2e:", err)
			return 1
		}
	}
	webDir = dir
	return pgtest.Run(m)
}

// programs are the WebAssembly programs the server serves, as make wasm
// builds them.
var programs = []struct{ wasm, pkg string }{
	{frontend.CheckoutWASM, "../cmd/web"},
	{frontend.DashboardWASM, "../cmd/web-dashboard"},
}

// buildWASM builds pkg for js/wasm into file, as make wasm does, and
// precompresses it.
func buildWASM(file, pkg string) error {
	cmd := exec.Command(goTool(), "build", "-trimpath", "-ldflags=-s -w", "-o", file, pkg)
	cmd.Env = append(os.Environ(), "GOOS=js", "GOARCH=wasm")
	if out, err := cmd.CombinedOutput(); err != nil {
		return fmt.Errorf("build %s for js/wasm: %v\n%s", pkg, err, out)
	}
	return frontend.Precompress(file)
}

// goTool is the go command of the toolchain running the tests, so that
// server and WASM are built by the same Go.
func goTool() string {
	p := filepath.Join(runtime.GOROOT(), "bin", "go")
	if _, err := os.Stat(p); err == nil {
		return p
	}
	return "go"
}

// chromiumPath finds Debian's Chromium (make test installs it).
func chromiumPath(t testing.TB) string {
	for _, p := range []string{os.Getenv("PAYSTEAD_CHROMIUM"), "/usr/bin/chromium", "/usr/bin/chromium-browser"} {
		if p == "" {
			continue
		}
		if _, err := os.Stat(p); err == nil {
			return p
		}
	}
	t.Fatal("Chromium is not installed: make test installs Debian's chromium package (apt-get install -y chromium), or set PAYSTEAD_CHROMIUM")
	return ""
}

// env is one running Paystead for a test: its chain, URL and app.
type env struct {
	Chain *devchain.Chain
	// More are the further chains it settles on (startEnvOnTwo).
	More []*devchain.Chain
	App  *server.App
	URL  string
}

// startEnv runs the real server in dev mode on a chain of its own with a
// JSON-RPC endpoint (the test wallet proxies reads to it).
func startEnv(t testing.TB, mutate func(*config.Config)) *env {
	t.Helper()
	return startEnvWith(t, mutate, nil)
}

// startEnvWith is startEnv with a handler of the test's mounted at
// /e2e/thanks on the server (a success page on an allowed origin).
func startEnvWith(t testing.TB, mutate func(*config.Config), thanks http.HandlerFunc) *env {
	t.Helper()
	return startEnvOn(t, mutate, thanks, 1)
}

// startEnvOnTwo is startEnv settling on two dev chains, 1337 and 31337,
// each with a JSON-RPC endpoint and the same wallets.
func startEnvOnTwo(t testing.TB) *env {
	t.Helper()
	return startEnvOn(t, nil, nil, 2)
}

func startEnvOn(t testing.TB, mutate func(*config.Config), thanks http.HandlerFunc, chains int) *env {
	t.Helper()
	dc, err := devchain.Start(context.Background(), devchain.Config{Instant: true, RPCAddr: "127.0.0.1:0"})
	require.NoError(t, err)
	t.Cleanup(func() { _ = dc.Close() })
	var more []*devchain.Chain
	for i := 1; i < chains; i++ {
		next, err := devchain.Start(context.Background(), devchain.Config{Instant: true, RPCAddr: "127.0.0.1:0", ChainID: 31337 + int64(i-1), WalletsOf: dc})
		require.NoError(t, err)
		t.Cleanup(func() { _ = next.Close() })
		more = append(more, next)
	}

	cfg, err := config.Load(config.Dev, func(string) string { return "" })
	require.NoError(t, err)
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	require.NoError(t, err)
	cfg.DatabaseURL = pgtest.URL(t)
	cfg.BaseURL = "http://" + ln.Addr().String()
	cfg.DevRPCAddr = ""
	cfg.DevBlockTime = 0
	cfg.DevDir = t.TempDir()
	cfg.RateLimits = config.RateLimits{}
	cfg.ShutdownTimeout = 5 * time.Second
	cfg.WebDir = webDir
	if mutate != nil {
		mutate(&cfg)
	}
	var logOut io.Writer = io.Discard
	if os.Getenv("PAYSTEAD_TEST_LOGS") != "" {
		logOut = os.Stderr
	}
	logger := slog.New(slog.NewJSONHandler(logOut, &slog.HandlerOptions{Level: slog.LevelDebug}))

	ctx, cancel := context.WithCancel(context.Background())
	started := make(chan *server.App, 1)
	done := make(chan error, 1)
	go func() {
		done <- server.Run(ctx, cfg, logger, server.Options{
			Listener:      ln,
			Out:           io.Discard,
			DevChain:      dc,
			MoreDevChains: more,
			Started:       func(a *server.App) { started <- a },
			ExtraRoutes: func(r chi.Router) {
				if thanks != nil {
					r.Get("/e2e/thanks", thanks)
				}
			},
		})
	}()
	t.Cleanup(func() {
		cancel()
		require.NoError(t, <-done)
	})
	select {
	case a := <-started:
		return &env{Chain: dc, More: more, App: a, URL: cfg.BaseURL}
	case err := <-done:
		t.Fatalf("server did not start: %v", err)
	case <-time.After(90 * time.Second):
		t.Fatal("server did not start within 90 s")
	}
	return nil
}

// browser is one headless Chromium with a fresh profile.
type browser struct {
	ctx context.Context
}

func newBrowser(t testing.TB) *browser {
	t.Helper()
	ctx, stop := startBrowser(t)
	t.Cleanup(stop)
	return &browser{ctx: ctx}
}

// startBrowser starts Chromium with a new, empty profile; stop ends it.
func startBrowser(t testing.TB) (ctx context.Context, stop func()) {
	t.Helper()
	// Not t.TempDir: Chromium's helper processes may still write to the
	// profile for a moment after the browser exits, and t.TempDir's
	// cleanup fails the test on that.
	profile, err := os.MkdirTemp("", "paystead-chromium-")
	require.NoError(t, err)
	opts := append(chromedp.DefaultExecAllocatorOptions[:],
		chromedp.ExecPath(chromiumPath(t)),
		chromedp.NoSandbox,
		chromedp.DisableGPU,
		chromedp.UserDataDir(profile),
		chromedp.Flag("disable-quic", true),
		chromedp.Flag("disable-component-update", true),
		chromedp.Flag("disable-background-networking", true),
		chromedp.Flag("disable-sync", true),
		chromedp.WindowSize(1280, 900),
	)
	actx, cancelAlloc := chromedp.NewExecAllocator(context.Background(), opts...)
	bctx, cancelBrowser := chromedp.NewContext(actx)
	require.NoError(t, chromedp.Run(bctx), "start Chromium")
	return bctx, func() {
		cancelBrowser()
		cancelAlloc()
		for range 50 {
			if os.RemoveAll(profile) == nil {
				return
			}
			time.Sleep(100 * time.Millisecond)
		}
	}
}

// tab is one page in the browser, with the test wallet injected before
// any script of the page runs and the console kept for failure reports.
type tab struct {
	t   *testing.T
	ctx context.Context

	mu      sync.Mutex
	console []string
}

// newTab opens a tab; w, when not nil, is injected as the page's wallet.
func (b *browser) newTab(t *testing.T, w *testWallet) *tab {
	t.Helper()
	ctx, cancel := chromedp.NewContext(b.ctx)
	tb := &tab{t: t, ctx: ctx}
	chromedp.ListenTarget(ctx, func(ev any) {
		switch e := ev.(type) {
		case *cdpruntime.EventConsoleAPICalled:
			var parts []string
			for _, a := range e.Args {
				parts = append(parts, strings.Trim(string(a.Value), `"`)+a.Description)
			}
			tb.mu.Lock()
			tb.console = append(tb.console, string(e.Type)+": "+strings.Join(parts, " "))
			tb.mu.Unlock()
		case *cdpruntime.EventExceptionThrown:
			tb.mu.Lock()
			tb.console = append(tb.console, "exception: "+e.ExceptionDetails.Error())
			tb.mu.Unlock()
		}
	})
	actions := []chromedp.Action{}
	if w != nil {
		script := w.injectScript()
		actions = append(actions, chromedp.ActionFunc(func(ctx context.Context) error {
			_, err := page.AddScriptToEvaluateOnNewDocument(script).Do(ctx)
			return err
		}))
	}
	require.NoError(t, chromedp.Run(ctx, actions...), "open a tab")
	t.Cleanup(func() {
		if t.Failed() {
			tb.saveFailure()
		}
		cancel()
	})
	return tb
}

// saveFailure keeps a screenshot, the page's text and its console under
// e2e/screenshots/ when a journey fails.
func (tb *tab) saveFailure() {
	dir := "screenshots"
	_ = os.MkdirAll(dir, 0o755)
	name := strings.NewReplacer("/", "_", " ", "_").Replace(tb.t.Name())
	ctx, cancel := context.WithTimeout(tb.ctx, 10*time.Second)
	defer cancel()
	var shot []byte
	var text, url string
	_ = chromedp.Run(ctx,
		chromedp.Location(&url),
		chromedp.FullScreenshot(&shot, 80),
		chromedp.Evaluate(`document.body ? document.body.innerText : ""`, &text),
	)
	if len(shot) > 0 {
		p := filepath.Join(dir, name+".png")
		if os.WriteFile(p, shot, 0o644) == nil {
			tb.t.Logf("screenshot of where it stopped: e2e/%s", p)
		}
	}
	tb.mu.Lock()
	console := strings.Join(tb.console, "\n")
	tb.mu.Unlock()
	tb.t.Logf("page %s\n--- text ---\n%s\n--- console ---\n%s", url, text, console)
}

// run runs actions with a deadline; a failure stops the test.
func (tb *tab) run(timeout time.Duration, actions ...chromedp.Action) {
	tb.t.Helper()
	ctx, cancel := context.WithTimeout(tb.ctx, timeout)
	defer cancel()
	require.NoError(tb.t, chromedp.Run(ctx, actions...))
}

// The helpers below act through one JavaScript evaluation each: go-app
// replaces nodes when it re-renders, so a node found by one DevTools call
// may be gone by the next ("No node with given id found").

// text waits for sel to show some text and returns it. While go-app
// mounts over the prerendered page an element can briefly be there but
// empty, so the check and the read are one evaluation, repeated.
func (tb *tab) text(sel string) string {
	tb.t.Helper()
	ctx, cancel := context.WithTimeout(tb.ctx, 30*time.Second)
	defer cancel()
	expr := fmt.Sprintf(`(() => { const el = document.querySelector(%q); if (!el || !(el.offsetWidth || el.offsetHeight || el.getClientRects().length)) return ""; return (el.innerText || "").trim(); })()`, sel)
	for {
		var s string
		err := chromedp.Run(ctx, chromedp.Evaluate(expr, &s))
		if err == nil && s != "" {
			return s
		}
		select {
		case <-ctx.Done():
			tb.t.Fatalf("waited 30s for %s to show text: %v", sel, err)
		case <-time.After(50 * time.Millisecond):
		}
	}
}

// exists reports whether the page holds an element matching sel now.
func (tb *tab) exists(sel string) bool {
	tb.t.Helper()
	var found bool
	tb.run(5*time.Second, chromedp.Evaluate(fmt.Sprintf(`document.querySelector(%q) !== null`, sel), &found))
	return found
}

// attr waits for sel to carry a non-empty attribute name and returns it
// (one evaluation per try, as text does).
func (tb *tab) attr(sel, name string) string {
	tb.t.Helper()
	ctx, cancel := context.WithTimeout(tb.ctx, 30*time.Second)
	defer cancel()
	expr := fmt.Sprintf(`(() => { const el = document.querySelector(%q); return (el && el.getAttribute(%q)) || ""; })()`, sel, name)
	for {
		var v string
		err := chromedp.Run(ctx, chromedp.Evaluate(expr, &v))
		if err == nil && v != "" {
			return v
		}
		select {
		case <-ctx.Done():
			tb.t.Fatalf("waited 30s for %s's %s: %v", sel, name, err)
		case <-time.After(50 * time.Millisecond):
		}
	}
}

// click waits until sel is visible and enabled, then clicks it.
func (tb *tab) click(sel string) {
	tb.t.Helper()
	tb.waitFor(30*time.Second, sel+" to be clickable", fmt.Sprintf(`(() => { const el = document.querySelector(%q); if (!el || el.disabled || !(el.offsetWidth || el.offsetHeight || el.getClientRects().length)) return false; el.focus(); el.click(); return true; })()`, sel))
}

// setValue types value into the input or select sel, as a user's edit
// does (input and change events).
func (tb *tab) setValue(sel, value string) {
	tb.t.Helper()
	tb.waitFor(30*time.Second, sel+" to take "+value, fmt.Sprintf(`(() => { const el = document.querySelector(%q); if (!el) return false; el.focus(); el.value = %q; el.dispatchEvent(new Event("input", {bubbles: true})); el.dispatchEvent(new Event("change", {bubbles: true})); return el.value === %q; })()`, sel, value, value))
}

// visible is a JavaScript test that sel is in the page and shown.
func visible(sel string) string {
	return fmt.Sprintf(`(() => { const el = document.querySelector(%q); return !!el && !!(el.offsetWidth || el.offsetHeight || el.getClientRects().length); })()`, sel)
}

// waitFor waits until the JavaScript expression is true.
func (tb *tab) waitFor(timeout time.Duration, what, expr string) {
	tb.t.Helper()
	ctx, cancel := context.WithTimeout(tb.ctx, timeout)
	defer cancel()
	for {
		var ok bool
		err := chromedp.Run(ctx, chromedp.Evaluate(`!!(`+expr+`)`, &ok))
		if err == nil && ok {
			return
		}
		select {
		case <-ctx.Done():
			tb.t.Fatalf("waited %s for %s (%s): %v", timeout, what, expr, err)
		case <-time.After(100 * time.Millisecond):
		}
	}
}

// attrIs is a JavaScript test that sel's attribute name equals value.
func attrIs(sel, name, value string) string {
	return fmt.Sprintf(`(document.querySelector(%q)||{getAttribute:()=>null}).getAttribute(%q) === %q`, sel, name, value)
}

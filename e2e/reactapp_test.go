package e2e

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
	"github.com/stretchr/testify/require"

	"github.com/paystead/paystead/backend/config"
	"github.com/paystead/paystead/shared/invoiceapi"
)

// refundWindow is how long after payment a customer may ask for a refund.
const refundWindow = 7 * 24 * time.Hour

// TestReactApp runs the example React app (examples/react-app) as its
// README has it built: Vite and React from its lockfile, @paystead/sdk and
// @paystead/react installed from the running Paystead's /sdk/ (the
// tarballs make sdk packs, with the server's address written in), vite
// build with the publishable key alone: the packages find the Paystead
// they came from (the test server's port is new each run). Served on an
// origin of its own that the merchant allows, each of its buttons takes
// the customer to the hosted page, the dev customer's wallet pays,
// Paystead sends the browser back to the app's /thanks, and that page
// shows the end of the refund window: the invoice's paidAt plus 7 days.
// The React README's example, built as written, creates its invoice too.
func TestReactApp(t *testing.T) {
	packed := packJSPackages(t)
	e := startEnv(t, func(c *config.Config) { c.SDKDir = packed })
	shop := httptest.NewServer(reactAppHandler(buildReactApp(t, e.URL, e.App.Seed.PublishableKey)))
	t.Cleanup(shop.Close)
	_, err := e.App.Merchants.SetAllowedOrigins(context.Background(), e.App.Seed.Merchant.ID, []string{shop.URL})
	require.NoError(t, err)

	b := newBrowser(t)
	// The customer of paystead dev: it holds ETH, USDC and EURC.
	wallet := newTestWallet(t, e, e.Chain.Customer.Key, e.Chain.ChainID().Int64())

	for _, c := range []struct {
		name, button, token string
	}{
		{"CheckoutButtonPaysAndThanksShowsTheRefundWindow", "Pay in USDC", "USDC"},
		{"UseCheckoutPaysAndThanksShowsTheRefundWindow", "Pay in EURC", "EURC"},
	} {
		t.Run(c.name, func(t *testing.T) {
			tb := b.newTab(t, wallet)
			tb.run(30*time.Second, chromedp.Navigate(shop.URL+"/"))
			tb.waitFor(30*time.Second, "the shop page", `document.querySelector("h1") && document.querySelector("h1").textContent === "Example shop"`)
			tb.pressButton(c.button)

			hosted := e.URL + "/i/"
			tb.waitFor(30*time.Second, "the hosted payment page", fmt.Sprintf(`location.href.startsWith(%q)`, hosted))
			var at string
			tb.run(10*time.Second, chromedp.Location(&at))
			id := strings.TrimPrefix(at, hosted)
			require.NotEmpty(t, id)
			require.NotContains(t, id, "/")

			connect(tb)
			require.Equal(t, "allow", tb.attr("#decision", "data-decision"))
			pay(tb)
			tb.waitFor(30*time.Second, "the redirect to the app's successUrl", fmt.Sprintf(`location.href === %q`, shop.URL+"/thanks"))

			inv := publicInvoice(t, e.URL, id)
			require.Equal(t, "paid", inv.Status)
			require.Equal(t, c.token, inv.PayInToken, "the invoice the button created")
			require.Equal(t, "12.5", strings.TrimRight(strings.TrimRight(inv.Amount, "0"), "."), "its amount (%s)", inv.Amount)
			require.NotNil(t, inv.PaidAt)

			// /thanks learns the invoice from sessionStorage and polls it
			// until it is paid.
			shown, err := time.Parse(time.RFC3339Nano, tb.attr("#refund-ends-at", "data-refund-ends-at"))
			require.NoError(t, err)
			require.True(t, inv.PaidAt.Add(refundWindow).Equal(shown),
				"refundEndsAt shown %s, want paidAt %s + 7 days", shown, inv.PaidAt)
			require.Contains(t, tb.text("#refund-ends-at"), "You can ask for a refund until")
		})
	}

	t.Run("TheReactREADMEExampleAsWritten", func(t *testing.T) {
		tb := b.newTab(t, wallet)
		tb.run(30*time.Second, chromedp.Navigate(shop.URL+"/readme"))
		tb.waitFor(30*time.Second, "the example's page", `document.querySelector("h1") && document.querySelector("h1").textContent === "The README's example"`)
		tb.pressButton("Pay with stablecoins")
		hosted := e.URL + "/i/"
		tb.waitFor(30*time.Second, "the hosted payment page", fmt.Sprintf(`location.href.startsWith(%q)`, hosted))
		var at string
		tb.run(10*time.Second, chromedp.Location(&at))
		inv := publicInvoice(t, e.URL, strings.TrimPrefix(at, hosted))
		require.Equal(t, "open", inv.Status)
		require.Equal(t, "USDC", inv.PayInToken)
		require.Equal(t, "19.99", strings.TrimRight(strings.TrimRight(inv.Amount, "0"), "."), "the README's amount (%s)", inv.Amount)
	})
}

// pressButton waits until the page's button labelled label is enabled and
// presses it.
func (tb *tab) pressButton(label string) {
	tb.t.Helper()
	tb.waitFor(30*time.Second, "the button "+label, fmt.Sprintf(`(() => {
  const b = [...document.querySelectorAll("button")].find((b) => b.textContent.trim() === %q);
  if (!b || b.disabled) return false;
  b.click();
  return true;
})()`, label))
}

// publicInvoice reads the invoice's public view, as the hosted page and
// useCheckout do.
func publicInvoice(t *testing.T, baseURL, id string) invoiceapi.View {
	t.Helper()
	resp, err := http.Get(baseURL + "/api/invoices/" + id)
	require.NoError(t, err)
	defer resp.Body.Close()
	require.Equal(t, http.StatusOK, resp.StatusCode)
	var v invoiceapi.View
	require.NoError(t, json.NewDecoder(resp.Body).Decode(&v))
	return v
}

// packJSPackages packs @paystead/sdk and @paystead/react from this
// checkout as make sdk does, into a folder of the test's, for the server
// to serve at /sdk/.
func packJSPackages(t *testing.T) string {
	t.Helper()
	js, err := filepath.Abs(filepath.Join("..", "sdk", "js"))
	require.NoError(t, err)
	if _, err := os.Stat(filepath.Join(js, "node_modules", ".bin", "tsc")); err != nil {
		t.Fatalf("%v: run make deps-js (make test does)", err)
	}
	packed := t.TempDir()
	runIn(t, js, nil, "node", filepath.Join("scripts", "pack.mjs"), packed)
	tarballs, err := filepath.Glob(filepath.Join(packed, "paystead-*.tgz"))
	require.NoError(t, err)
	require.Len(t, tarballs, 2, "the @paystead/sdk and @paystead/react tarballs")
	return packed
}

// runIn runs a command in dir and fails the test with its output when it
// fails.
func runIn(t *testing.T, dir string, env []string, name string, args ...string) {
	t.Helper()
	cmd := exec.Command(name, args...)
	cmd.Dir = dir
	cmd.Env = append(os.Environ(), env...)
	out, err := cmd.CombinedOutput()
	require.NoError(t, err, "%s %s in %s:\n%s", name, strings.Join(args, " "), dir, out)
}

// readmeExample is the component of @paystead/react's README that runs as
// written.
var readmeExample = regexp.MustCompile("(?s)runs as written.*?```jsx\n(.*?)```")

// buildReactApp installs the @paystead packages from the Paystead at
// paysteadURL (its /sdk/) into examples/react-app (whose registry packages
// make test installs with npm ci: make deps-react-app) without saving
// them, as its README does, writes the React README's example into its
// src/ with publishableKey in place of the README's pk_live_…, and builds
// the app with vite given the key alone. It returns the folder of the
// built app.
func buildReactApp(t *testing.T, paysteadURL, publishableKey string) string {
	t.Helper()
	app, err := filepath.Abs(filepath.Join("..", "examples", "react-app"))
	require.NoError(t, err)
	if _, err := os.Stat(filepath.Join(app, "node_modules", ".bin", "vite")); err != nil {
		t.Fatalf("%v: run make deps-react-app (make test does)", err)
	}
	resp, err := http.Get(paysteadURL + "/sdk/")
	require.NoError(t, err)
	index, err := io.ReadAll(resp.Body)
	resp.Body.Close()
	require.NoError(t, err)
	require.Equal(t, http.StatusOK, resp.StatusCode, "/sdk/: %s", index)
	install := regexp.MustCompile(`npm install (\S+/paystead-sdk-[^ ]+\.tgz) (\S+/paystead-react-[^ <]+\.tgz)`).FindStringSubmatch(string(index))
	require.NotNil(t, install, "/sdk/ gives the install command: %s", index)
	runIn(t, app, nil, "npm", "install", "--no-save", "--no-audit", "--no-fund", install[1], install[2])

	readme, err := os.ReadFile(filepath.Join("..", "sdk", "js", "react", "README.md"))
	require.NoError(t, err)
	example := readmeExample.FindSubmatch(readme)
	require.NotNil(t, example, "the React README's example that runs as written")
	require.Contains(t, string(example[1]), `apiKey="pk_live_…"`)
	written := filepath.Join(app, "src", "readme-example.jsx")
	require.NoError(t, os.WriteFile(written, []byte(strings.Replace(string(example[1]), "pk_live_…", publishableKey, 1)), 0o644))
	t.Cleanup(func() { _ = os.Remove(written) })

	dist := t.TempDir()
	runIn(t, app, []string{"VITE_PAYSTEAD_PUBLISHABLE_KEY=" + publishableKey},
		"npm", "run", "build", "--", "--outDir", dist, "--emptyOutDir", "--logLevel", "warn")
	return dist
}

// reactAppHandler serves the built app: its files, and index.html for its
// pages (the shop, /thanks and /readme), which the app tells apart by the path.
func reactAppHandler(dist string) http.Handler {
	files := http.FileServer(http.Dir(dist))
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.URL.Path == "/thanks" || r.URL.Path == "/readme" {
			http.ServeFile(w, r, filepath.Join(dist, "index.html"))
			return
		}
		files.ServeHTTP(w, r)
	})
}

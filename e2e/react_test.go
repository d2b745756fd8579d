package e2e

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"net/http/httputil"
	"net/url"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
	"github.com/stretchr/testify/require"

	"github.com/paystead/paystead/backend/config"
	"github.com/paystead/paystead/sdk"
)

// TestReactCheckout drives a merchant's React storefront
// (testdata/react-shop/shop.jsx, bundled with esbuild from the packages
// built in sdk/js) on an origin of its own against the real server, whose
// hosted payment page answers late: the test holds each request for it
// until the customer has pressed again and again. However often they
// press, one invoice is created and the browser goes to its page.
func TestReactCheckout(t *testing.T) {
	bundle := reactShopBundle(t)

	hosted := newSlowHostedPages(t)
	e := startEnv(t, func(c *config.Config) {
		hosted.forwardTo(c.BaseURL)
		c.BaseURL = hosted.URL // invoice links lead through the slow proxy
	})
	shop := newShopServer(t, bundle, e.App.Seed.PublishableKey, hosted.URL)
	_, err := e.App.Merchants.SetAllowedOrigins(context.Background(), e.App.Seed.Merchant.ID, []string{shop.URL})
	require.NoError(t, err)
	merchant, err := sdk.NewClient(e.App.Seed.SecretKey, sdk.WithBaseURL(hosted.URL))
	require.NoError(t, err)
	b := newBrowser(t)

	// invoicesOf lists the invoices the shop created for order.
	invoicesOf := func(t *testing.T, order string) []string {
		t.Helper()
		page, err := merchant.ListInvoices(context.Background(), sdk.InvoiceFilters{Search: order}, "")
		require.NoError(t, err)
		var ids []string
		for _, inv := range page.Invoices {
			ids = append(ids, inv.InvoiceID)
		}
		return ids
	}

	// pressUntilTheHostedPageAnswers presses the button at (x, y) once,
	// then five more times over the 2 s the hosted page is held, lets the
	// hosted page answer and waits for the browser to show it. Every state
	// the buttons took meanwhile must be busy. It returns the invoice's id.
	pressUntilTheHostedPageAnswers := func(tb *tab, x, y float64) string {
		t := tb.t
		t.Helper()
		hosted.reset()
		var since int
		tb.run(10*time.Second, chromedp.Evaluate(`window.shopStateSeq`, &since))
		tb.run(10*time.Second, chromedp.MouseClickXY(x, y))
		id := hosted.awaitPage(t)
		// The browser waits for the hosted page; the shop stays
		// interactive, and the customer presses again.
		for range 5 {
			time.Sleep(400 * time.Millisecond)
			tb.run(10*time.Second, chromedp.MouseClickXY(x, y))
		}
		hosted.answer()
		tb.waitFor(30*time.Second, "a hosted page", fmt.Sprintf(`location.href.startsWith(%q) && document.readyState === "complete"`, hosted.URL+"/i/"))
		require.Equal(t, 1, hosted.created(), "invoices created (201 answers to POST /api/invoices)")
		require.Equal(t, []string{id}, hosted.pages(), "hosted pages the browser asked for")
		states := shop.statesSince(since)
		require.NotEmpty(t, states, "the buttons showed that the checkout started")
		for _, s := range states {
			require.Equal(t, "pay:disabled,busy own:loading", s, "from the first press until the page left, every state (%q)", states)
		}
		var at string
		tb.run(10*time.Second, chromedp.Location(&at))
		require.Equal(t, hosted.URL+"/i/"+id, at)
		return id
	}

	for _, c := range []struct {
		name, button string
	}{
		// <CheckoutButton> disables itself from the first press until the
		// page has left: the later presses land on a disabled button.
		{"CheckoutButtonMakesOneInvoice", "button.pay"},
		// A button of the shop's own that stays enabled: every press calls
		// checkout(), which starts nothing while one is running or after
		// its redirect began.
		{"UseCheckoutMakesOneInvoice", "#own"},
	} {
		t.Run(c.name, func(t *testing.T) {
			order := "react-" + c.name
			tb := b.newTab(t, nil)
			tb.run(30*time.Second, chromedp.Navigate(shop.URL+"/?order="+url.QueryEscape(order)))
			x, y := tb.center(c.button)
			id := pressUntilTheHostedPageAnswers(tb, x, y)
			require.Equal(t, []string{id}, invoicesOf(t, order), "the merchant's invoices for this order")
			require.Empty(t, tb.textOf("#error"), "no error was shown")
		})
	}

	t.Run("BackFromTheHostedPageThePressMakesANewInvoice", func(t *testing.T) {
		order := "react-back"
		tb := b.newTab(t, nil)
		tb.run(30*time.Second, chromedp.Navigate(shop.URL+"/?order="+url.QueryEscape(order)))
		x, y := tb.center("button.pay")
		first := pressUntilTheHostedPageAnswers(tb, x, y)

		// The browser restores the shop from its back/forward cache as it
		// was left, busy; the button must be usable again.
		tb.run(10*time.Second, chromedp.Evaluate(`history.back()`, nil))
		tb.waitFor(30*time.Second, "the shop restored from the back/forward cache", `document.body.dataset.restored === "true"`)
		tb.waitFor(10*time.Second, "the button enabled again", `(() => { const b = document.querySelector("button.pay"); return !b.disabled && !b.hasAttribute("aria-busy"); })()`)
		second := pressUntilTheHostedPageAnswers(tb, x, y)
		require.NotEqual(t, first, second)
		require.ElementsMatch(t, []string{first, second}, invoicesOf(t, order), "one invoice for each intent")
	})
}

// center waits until sel is shown and enabled and returns the middle of
// its box, where a user would press it.
func (tb *tab) center(sel string) (x, y float64) {
	tb.t.Helper()
	tb.waitFor(30*time.Second, sel+" to be enabled", fmt.Sprintf(`(() => { const el = document.querySelector(%q); return !!el && !el.disabled && el.getClientRects().length > 0; })()`, sel))
	var box struct{ X, Y float64 }
	tb.run(10*time.Second, chromedp.Evaluate(fmt.Sprintf(`(() => { const r = document.querySelector(%q).getBoundingClientRect(); return {X: r.x + r.width / 2, Y: r.y + r.height / 2}; })()`, sel), &box))
	return box.X, box.Y
}

// textOf reads sel's text now, "" when it is not in the page.
func (tb *tab) textOf(sel string) string {
	tb.t.Helper()
	var s string
	tb.run(10*time.Second, chromedp.Evaluate(fmt.Sprintf(`(document.querySelector(%q) || {}).textContent || ""`, sel), &s))
	return s
}

// reactShopBundle builds the JavaScript packages (npm run build in sdk/js,
// as make js-build does) and bundles the storefront with them, and with
// React from the workspace, into one script. make test installs the
// workspace's packages first (make deps-js).
func reactShopBundle(t *testing.T) []byte {
	t.Helper()
	js, err := filepath.Abs(filepath.Join("..", "sdk", "js"))
	require.NoError(t, err)
	modules := filepath.Join(js, "node_modules")
	esbuild := filepath.Join(modules, ".bin", "esbuild")
	if _, err := os.Stat(esbuild); err != nil {
		t.Fatalf("the JavaScript workspace is not installed (%v): run make deps-js (make test does)", err)
	}
	build := exec.Command("npm", "run", "--silent", "build")
	build.Dir = js
	out, err := build.CombinedOutput()
	require.NoError(t, err, "npm run build in sdk/js:\n%s", out)

	file := filepath.Join(t.TempDir(), "shop.js")
	bundle := exec.Command(esbuild, filepath.Join("testdata", "react-shop", "shop.jsx"),
		"--bundle", "--format=iife", "--platform=browser", "--target=es2020", "--jsx=automatic",
		`--define:process.env.NODE_ENV="production"`, "--outfile="+file, "--log-level=warning")
	// The storefront lives outside the workspace: it finds react and
	// @paystead/react (a link to sdk/js/react) in the workspace's modules.
	bundle.Env = append(os.Environ(), "NODE_PATH="+modules)
	out, err = bundle.CombinedOutput()
	require.NoError(t, err, "esbuild testdata/react-shop/shop.jsx:\n%s", out)
	b, err := os.ReadFile(file)
	require.NoError(t, err)
	return b
}

// shopServer serves the storefront: its page, with the settings the
// script reads (the publishable key, Paystead's address, the order in the
// page's query), the script, and POST /state, where the page reports each
// state of its buttons.
type shopServer struct {
	*httptest.Server

	mu     sync.Mutex
	states map[int]string // by the page's sequence number
}

func newShopServer(t *testing.T, bundle []byte, publishableKey, baseURL string) *shopServer {
	t.Helper()
	s := &shopServer{states: map[int]string{}}
	mux := http.NewServeMux()
	mux.HandleFunc("GET /{$}", func(w http.ResponseWriter, r *http.Request) {
		settings, err := json.Marshal(map[string]string{"apiKey": publishableKey, "baseUrl": baseURL, "order": r.URL.Query().Get("order")})
		if err != nil {
			http.Error(w, err.Error(), http.StatusInternalServerError)
			return
		}
		w.Header().Set("Content-Type", "text/html; charset=utf-8")
		fmt.Fprintf(w, `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Demo shop</title>`+
			`<script>window.shop = %s;</script><script defer src="/shop.js"></script></head>`+
			`<body><div id="root"></div></body></html>`, settings) // json.Marshal escapes <, > and &
	})
	mux.HandleFunc("GET /shop.js", func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "text/javascript; charset=utf-8")
		_, _ = w.Write(bundle)
	})
	mux.HandleFunc("POST /state", func(w http.ResponseWriter, r *http.Request) {
		body, err := io.ReadAll(r.Body)
		seq, state, ok := strings.Cut(string(body), " ")
		n, convErr := strconv.Atoi(seq)
		if err != nil || !ok || convErr != nil {
			http.Error(w, "want: <seq> <state>", http.StatusBadRequest)
			return
		}
		s.mu.Lock()
		s.states[n] = state
		s.mu.Unlock()
		w.WriteHeader(http.StatusNoContent)
	})
	s.Server = httptest.NewServer(mux)
	t.Cleanup(s.Close)
	return s
}

// statesSince returns the states the page reported after its report
// number since, in the page's order.
func (s *shopServer) statesSince(since int) []string {
	s.mu.Lock()
	defer s.mu.Unlock()
	var seqs []int
	for n := range s.states {
		if n > since {
			seqs = append(seqs, n)
		}
	}
	slices.Sort(seqs)
	out := make([]string, len(seqs))
	for i, n := range seqs {
		out[i] = s.states[n]
	}
	return out
}

// slowHostedPages is a proxy in front of Paystead that holds every
// request for a hosted payment page (GET /i/{id}) until the test lets it
// answer, and counts the invoices created through it.
type slowHostedPages struct {
	*httptest.Server

	mu       sync.Mutex
	target   *url.URL
	asked    []string      // ids of the hosted pages asked for, each once
	arrived  chan string   // the first hosted page asked for since reset
	release  chan struct{} // closed to let the held pages answer
	numMade  int           // 201 answers to POST /api/invoices since reset
	released bool
}

func newSlowHostedPages(t *testing.T) *slowHostedPages {
	t.Helper()
	p := &slowHostedPages{}
	p.reset()
	proxy := &httputil.ReverseProxy{
		Rewrite: func(r *httputil.ProxyRequest) {
			p.mu.Lock()
			r.SetURL(p.target)
			p.mu.Unlock()
			r.Out.Host = r.In.Host // Paystead sees its public address
		},
		ModifyResponse: func(resp *http.Response) error {
			if resp.Request.Method == http.MethodPost && resp.Request.URL.Path == "/api/invoices" && resp.StatusCode == http.StatusCreated {
				p.mu.Lock()
				p.numMade++
				p.mu.Unlock()
			}
			return nil
		},
	}
	p.Server = httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if id, ok := strings.CutPrefix(r.URL.Path, "/i/"); ok && r.Method == http.MethodGet && !strings.Contains(id, "/") {
			p.mu.Lock()
			if !slices.Contains(p.asked, id) {
				p.asked = append(p.asked, id)
			}
			arrived, release := p.arrived, p.release
			p.mu.Unlock()
			select {
			case arrived <- id:
			default:
			}
			select {
			case <-release:
			case <-r.Context().Done(): // the browser went elsewhere
				return
			}
		}
		proxy.ServeHTTP(w, r)
	}))
	t.Cleanup(func() {
		p.answer()
		p.Close()
	})
	return p
}

// forwardTo sets Paystead's own address.
func (p *slowHostedPages) forwardTo(base string) {
	u, err := url.Parse(base)
	if err != nil {
		panic(err)
	}
	p.mu.Lock()
	p.target = u
	p.mu.Unlock()
}

// reset starts counting afresh and holds hosted pages again.
func (p *slowHostedPages) reset() {
	p.mu.Lock()
	defer p.mu.Unlock()
	p.asked, p.numMade = nil, 0
	p.arrived = make(chan string, 1)
	p.release, p.released = make(chan struct{}), false
}

// awaitPage waits for the browser to ask for a hosted page and returns its
// invoice id; the page is held until answer.
func (p *slowHostedPages) awaitPage(t *testing.T) string {
	t.Helper()
	p.mu.Lock()
	arrived := p.arrived
	p.mu.Unlock()
	select {
	case id := <-arrived:
		return id
	case <-time.After(30 * time.Second):
		t.Fatal("the press did not lead the browser to a hosted page within 30 s")
		return ""
	}
}

// answer lets the held hosted pages, and those asked for later, answer.
func (p *slowHostedPages) answer() {
	p.mu.Lock()
	defer p.mu.Unlock()
	if !p.released {
		close(p.release)
		p.released = true
	}
}

func (p *slowHostedPages) created() int {
	p.mu.Lock()
	defer p.mu.Unlock()
	return p.numMade
}

func (p *slowHostedPages) pages() []string {
	p.mu.Lock()
	defer p.mu.Unlock()
	return append([]string(nil), p.asked...)
}

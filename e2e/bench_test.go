package e2e

import (
	"context"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	cdpruntime "github.com/chromedp/cdproto/runtime"
	"github.com/chromedp/chromedp"
	"github.com/stretchr/testify/require"

	"github.com/paystead/paystead/frontend"
)

// The budgets hold each WebAssembly program beside a bare go-app program
// built with the same flags, compared as browsers download them (brotli).
// The checkout, which every customer downloads, was held to issue #19's
// 1.15 until it learned to pay an invoice on the network where the
// customer's money is (#32: the balance on each network read through its
// JSON-RPC, the choice, the move), which took it to 1.16; it is held to
// 1.17 now. The dashboard was held to issue #10's 1.25 until it gained the
// invoice list, the invoice page and payment links (issue #20): it is
// held to 1.30 now, while the developer documentation left it and is
// served with no program at all. Uncompressed, go-app's builder-style
// pages cost more code than they compress to (the dashboard is about 1.4
// times raw); rawGuard keeps that from growing unnoticed. It was 1.40
// until the dashboard learned to follow a refund or claim it sent until
// mined (#31: they answer before their block), which took it to 1.403
// raw and 1.27 brotli; 1.41 until it named each invoice's network and
// totalled the treasury by network (#32), which took it to 1.411 raw;
// 1.42 until its settings showed and set the merchant's authorization and
// payout wallet on each network (#32), 1.421 raw and 1.278 brotli;
// 1.43 until it issued, listed and canceled refund links (#33), 1.431 raw
// and 1.287 brotli; 1.44 until it voided invoices, took line items,
// metadata and a return address in the new-invoice form and listed the
// settings' sections (#36), 1.446 raw and 1.295 brotli (the brotli budget
// is nearly reached: the next dashboard feature should pay for itself).
// The alert address (#36 item 8) shows only the latest alert, not a list,
// to stay under both: 1.449 raw, 1.288 brotli.
// The checkout was held to 1.17 until it gained the refund link's page
// (/r/, #33: 1.171 brotli), then named networks and test networks, told
// refunds on the receipt and folded the line items (#36): 1.184; held to
// 1.19 until the receipt could be emailed where the operator configured
// SMTP (#36: the form, its answers in six languages, 1.191-1.193 brotli);
// it is held to 1.20 now. The deposit panel (#34: the address, amount, QR
// and copy buttons, what arrived, in six languages) took it to 1.198; the
// types of held funds and deposits, which the dashboard's client shares,
// took the dashboard 59 bytes over the raw guard of 1.45 with no feature of
// its own (1.295 brotli): the guard is 1.46 now, and the dashboard's view of
// held funds (#34) must win back room before it lands.
// The dashboard in every language the checkout speaks (#36 item 4: 540
// messages through the page's locale, the catalogue handed over by the
// server, none in the program) cost 1.6% raw and brotli alike (1.483 raw,
// 1.322 brotli), while the checkout shrank (the merchant navigation left
// the frame they share). Decided: the dashboard, which a merchant loads
// and caches and no customer waits for, is held to 1.33 brotli and the
// raw guard to 1.49; the checkout's budget stays.
// The plans' checkout page (/s/, #35: the plan, the wallet, the Permit2
// approval, one signature, the first receipt, the cancel by signature, in
// six languages) lives in the checkout's program, whose wallet, language
// and frame code it shares, rather than in a third program a subscriber
// would download besides: 1.217 brotli, 1.308 raw. The checkout is held to
// 1.22 now.
// The payer's own page (/s/mine, #35: sign in with the paying wallet, every
// subscription it pays with its charges and receipts, cancel, a new
// allowance after a failed charge) joined it there for the same reason,
// after the wallet discovery, the typed-data signing and the cancel were
// written once for the three customer pages: 1.225 brotli, 1.336 raw.
// Decided: the checkout is held to 1.235 (moving the same functions to
// another file, 28 bytes raw, moved brotli by 4.3 KB, 0.3%: the budget
// keeps that much slack); the next customer page there needs size found
// first.
// The dashboard's subscriptions (#35: recurring revenue and churn by month
// for each token, as a chart and a table, the subscriptions, one's charges
// and its cancel) took it to 1.331 brotli and 1.506 raw. Decided, as for the
// dashboard's translation: a merchant's program, loaded and cached, held to
// 1.34 brotli and the raw guard to 1.51.
// Brotli's window is 16 MB now (frontend.Precompress): with the default
// 4 MB, which repeats of a 10 MB program fell inside it moved with code
// layout, and the plans (#35: the list with each plan's permanent link, a
// form to make one, stop and resume offering it) read +0.9% raw and +2.5%
// brotli. In one window: the bare program 1,398,072 bytes, the checkout
// 1.233 (1.228 before, as noise), the dashboard 1.344 brotli and 1.518
// raw, 32 KB less than the 4 MB window gave it. Decided: the dashboard is
// held to 1.35 and the raw guard to 1.52, for the same reason as before.
// The payer's page then learned to send the token's approval to Permit2
// again before a new allowance, and to say that an allowance was revoked
// before the charge that would fail (#35): 1.2347, 458 bytes under 1.235.
// Decided: the checkout is held to 1.24, a customer's download 0.3% larger
// for charges that no longer fail unannounced; the next customer feature
// there should win back room (the wallet code the three customer pages
// share is the first place to look).
const (
	dashboardBudget = 1.35
	checkoutBudget  = 1.24
	rawGuard        = 1.52
)

// budgetOf is a program's brotli budget beside a bare go-app program.
func budgetOf(wasm string) float64 {
	if wasm == frontend.CheckoutWASM {
		return checkoutBudget
	}
	return dashboardBudget
}

type wasmSizes struct{ raw, gz, br int64 }

// sizesOf reads the sizes of file and its precompressed copies.
func sizesOf(t testing.TB, file string) wasmSizes {
	t.Helper()
	var s wasmSizes
	for ext, dst := range map[string]*int64{"": &s.raw, ".gz": &s.gz, ".br": &s.br} {
		fi, err := os.Stat(file + ext)
		require.NoError(t, err)
		*dst = fi.Size()
	}
	return s
}

// bareSizes builds the bare go-app program of testdata/hello.
func bareSizes(t testing.TB) wasmSizes {
	t.Helper()
	file := filepath.Join(t.TempDir(), "hello.wasm")
	require.NoError(t, buildWASM(file, "./testdata/hello"))
	return sizesOf(t, file)
}

// TestWASMWithinSizeBudget keeps each program within the budget beside a
// bare go-app build (sizes are deterministic for one Go and one go-app).
func TestWASMWithinSizeBudget(t *testing.T) {
	bare := bareSizes(t)
	t.Logf("bare go-app raw %d gzip %d brotli %d", bare.raw, bare.gz, bare.br)
	for _, p := range programs {
		s := sizesOf(t, filepath.Join(webDir, p.wasm))
		t.Logf("%s raw %d (%.3f×) gzip %d (%.3f×) brotli %d (%.3f×)", p.wasm,
			s.raw, float64(s.raw)/float64(bare.raw), s.gz, float64(s.gz)/float64(bare.gz), s.br, float64(s.br)/float64(bare.br))
		require.LessOrEqual(t, float64(s.br), budgetOf(p.wasm)*float64(bare.br), "%s (brotli) is over %.2f× a bare go-app program", p.wasm, budgetOf(p.wasm))
		require.LessOrEqual(t, float64(s.raw), rawGuard*float64(bare.raw), "%s (raw) is over %.2f× a bare go-app program", p.wasm, rawGuard)
	}
}

// BenchmarkWASMSize reports each program's raw, gzip and brotli sizes
// beside a bare go-app program's, built in the same run with the same
// flags.
func BenchmarkWASMSize(b *testing.B) {
	bare := bareSizes(b)
	sizes := make([]wasmSizes, len(programs))
	for i, p := range programs {
		sizes[i] = sizesOf(b, filepath.Join(webDir, p.wasm))
	}
	for b.Loop() {
	}
	b.ReportMetric(float64(bare.raw), "bare-raw-B")
	b.ReportMetric(float64(bare.gz), "bare-gzip-B")
	b.ReportMetric(float64(bare.br), "bare-brotli-B")
	for i, p := range programs {
		name, s := strings.TrimSuffix(p.wasm, ".wasm"), sizes[i]
		b.ReportMetric(float64(s.raw), name+"-raw-B")
		b.ReportMetric(float64(s.gz), name+"-gzip-B")
		b.ReportMetric(float64(s.br), name+"-brotli-B")
		b.ReportMetric(float64(s.raw)/float64(bare.raw), name+"-ratio-raw")
		b.ReportMetric(float64(s.gz)/float64(bare.gz), name+"-ratio-gzip")
		b.ReportMetric(float64(s.br)/float64(bare.br), name+"-ratio-brotli")
	}
}

// BenchmarkCheckoutPaint opens /i/<id> in a fresh Chromium profile (a
// cold cache) per iteration and reports the first contentful paint and
// the time until the Connect button works (checkout.wasm running, the button
// mounted), both from navigation start, p50 and max over the iterations.
func BenchmarkCheckoutPaint(b *testing.B) {
	e := startEnv(b, nil)
	url := e.URL + "/i/" + e.App.Seed.DemoInvoice.ID.String()
	var fcps, ready []float64
	for b.Loop() {
		fcp, interactive := measurePaint(b, url)
		fcps = append(fcps, fcp)
		ready = append(ready, interactive)
	}
	slices.Sort(fcps)
	slices.Sort(ready)
	b.ReportMetric(fcps[len(fcps)/2], "fcp-p50-ms")
	b.ReportMetric(fcps[len(fcps)-1], "fcp-max-ms")
	b.ReportMetric(ready[len(ready)/2], "connect-ready-p50-ms")
	b.ReportMetric(ready[len(ready)-1], "connect-ready-max-ms")
}

// connectReady resolves with performance.now() once checkout.wasm runs and the
// Connect button is in the page and enabled.
const connectReady = `new Promise((resolve) => {
  const check = () => {
    const button = document.getElementById("connect-wallet");
    if (!document.getElementById("app-wasm-loader") && button && !button.disabled) resolve(performance.now());
    else setTimeout(check, 5);
  };
  check();
})`

const firstContentfulPaint = `new Promise((resolve) => {
  const entry = () => performance.getEntriesByName("first-contentful-paint")[0];
  const check = () => entry() ? resolve(entry().startTime) : setTimeout(check, 5);
  check();
})`

func measurePaint(b *testing.B, url string) (fcp, ready float64) {
	b.Helper()
	b.StopTimer()
	ctx, stop := startBrowser(b)
	defer stop()
	b.StartTimer()
	tctx, tcancel := context.WithTimeout(ctx, 60*time.Second)
	defer tcancel()
	await := func(p *cdpruntime.EvaluateParams) *cdpruntime.EvaluateParams { return p.WithAwaitPromise(true) }
	require.NoError(b, chromedp.Run(tctx,
		chromedp.Navigate(url),
		chromedp.Evaluate(connectReady, &ready, await),
		chromedp.Evaluate(firstContentfulPaint, &fcp, await),
	))
	return fcp, ready
}

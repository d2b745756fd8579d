//go:build !wasm

package frontend

import (
	"bytes"
	"crypto/sha256"
	"embed"
	"encoding/hex"
	"errors"
	"fmt"
	"io/fs"
	"log/slog"
	"net/http"
	"net/url"
	"os"
	"path"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"time"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"github.com/paystead/paystead/frontend/i18n"
)

//go:embed web
var webFS embed.FS

// HandlerConfig configures the pages' HTTP handler.
type HandlerConfig struct {
	// WebDir holds the two WebAssembly programs, checkout.wasm and
	// dashboard.wasm, each with its precompressed copies (.br, .gz): make
	// wasm builds them into bin/web. Pages whose program is missing are
	// served prerendered only, and a warning is logged.
	WebDir string
	// Env is handed to the pages (app.Getenv): the chain's id, name,
	// wallet RPC URL and explorer.
	Env map[string]string
	// Source loads what the server prerenders.
	Source PrerenderSource
	Logger *slog.Logger
	// BaseURL is the deployment's public address: link previews (og:url, og:image) name it.
	BaseURL string
}

// Handler serves the pages, prerendered, and their assets under a path
// keyed by the build version (so that they may be cached for a year).
//
// Each page loads only its own WebAssembly program: the checkout's pages
// are served by one go-app handler, the dashboard's by another, each with
// its own version and app.js pointing at its own program. go-app writes
// /app.js and /manifest.webmanifest at fixed root paths into every page,
// so the checkout keeps the root and the dashboard's pages are rewritten
// to load them from under DashboardPrefix.
type Handler struct {
	// Version identifies the build: a hash of both programs and the assets.
	Version string
	// WASM reports whether both programs were found.
	WASM bool

	checkout, dashboard *program
	assets              map[string]asset // by name under web/
	token               string           // finds this handler's PrerenderSource
	// styles is the checkout's stylesheets (go-app's and ours) as one
	// <style> element, written into its pages in place of their links.
	styles []byte
	// baseURL completes the link previews' addresses (HandlerConfig.BaseURL).
	baseURL string
}

// program is one WebAssembly program and the go-app handler serving the
// pages it runs.
type program struct {
	wasm    string // its file name in WebDir and under /assets/<version>/web/
	version string // a hash of the program and the assets
	pages   *app.Handler
}

// Program file names in WebDir.
const (
	CheckoutWASM  = "checkout.wasm"
	DashboardWASM = "dashboard.wasm"
)

// DashboardPrefix is where the dashboard's go-app resources (its app.js
// and manifest) are served, beside the checkout's at the root.
const DashboardPrefix = "/dashboard"

// asset is one file under /assets/<version>/web/, in every encoding it
// is stored in.
type asset struct {
	contentType string
	raw         []byte
	br, gz      []byte
}

// PreviewImagePath is the image of a link preview when the merchant has no logo: Paystead's
// icon at a stable address (its /assets/ address changes with each build).
const PreviewImagePath = "/preview.png"

// Paths are the URL patterns (chi syntax) the handler answers.
var Paths = []string{
	"/i/*", RefundPathPrefix + "*", SubscribePathPrefix + "*", "/m/*", PreviewImagePath, DocsPath, DocsPath + "/*", "/assets/*",
	"/app.js", "/app-worker.js", "/wasm_exec.js", "/app.css", "/manifest.webmanifest",
	DashboardPrefix + "/app.js", DashboardPrefix + "/manifest.webmanifest",
}

// serviceWorker is the one app-worker.js both programs register (go-app
// registers /app-worker.js for the whole origin). Its bytes never change
// with the build or the program: two differing workers for one scope
// would replace each other on every switch between checkout and
// dashboard, each time signalling an app update. It caches nothing, so
// pages and programs come from the network and HTTP caching (invoice
// pages must never be stale), and it deletes the caches go-app's default
// worker left in browsers that ran an earlier build. It does not claim
// open pages: go-app's app.js reports a worker activated under a
// controlled page as an app update.
const serviceWorker = `self.addEventListener("install", () => self.skipWaiting());
self.addEventListener("activate", (event) => {
  event.waitUntil(caches.keys()
    .then((keys) => Promise.all(keys.filter((k) => k.startsWith("app-")).map((k) => caches.delete(k)))));
});
`

// NewHandler reads the assets and prepares the pages.
func NewHandler(cfg HandlerConfig) (*Handler, error) {
	if cfg.Logger == nil {
		cfg.Logger = slog.Default()
	}
	h := &Handler{assets: map[string]asset{}, WASM: true, baseURL: strings.TrimRight(cfg.BaseURL, "/")}
	shared := sha256.New()
	err := fs.WalkDir(webFS, "web", func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		b, err := webFS.ReadFile(p)
		if err != nil {
			return err
		}
		name := strings.TrimPrefix(p, "web/")
		h.assets[name] = asset{contentType: contentType(name), raw: b}
		fmt.Fprintf(shared, "%s %d\n", name, len(b))
		shared.Write(b)
		return nil
	})
	if err != nil {
		return nil, fmt.Errorf("read the embedded assets: %w", err)
	}
	sharedSum := shared.Sum(nil)

	build := sha256.New()
	build.Write(sharedSum)
	h.token = registerSource(cfg.Source)
	Routes()
	for _, p := range []**program{&h.checkout, &h.dashboard} {
		name := CheckoutWASM
		if p == &h.dashboard {
			name = DashboardWASM
		}
		sum := sha256.New()
		sum.Write(sharedSum)
		fmt.Fprintf(sum, "%s\n", name)
		wasm, err := readWASM(cfg.WebDir, name)
		switch {
		case errors.Is(err, fs.ErrNotExist):
			h.WASM = false
			cfg.Logger.Warn(name+" is not built: its pages are served prerendered, without their WebAssembly (run make wasm)", "dir", cfg.WebDir)
		case err != nil:
			return nil, err
		default:
			h.assets[name] = wasm
			sum.Write(wasm.raw)
			build.Write(wasm.raw)
		}
		version := hex.EncodeToString(sum.Sum(nil))[:16]
		*p = &program{wasm: name, version: version, pages: newPages(version, name, cfg.Env, p == &h.dashboard)}
	}
	h.Version = hex.EncodeToString(build.Sum(nil))[:16]
	if h.styles, err = h.inlineStyles(); err != nil {
		return nil, err
	}
	return h, nil
}

// inlineStyles reads the stylesheets a checkout page links (go-app's
// /app.css and paystead.css) into one <style> element. A customer opens a
// payment page once, mostly from a cold cache: inlined, its styles cost no
// round trip before the first paint (measured in headless Chromium on
// loopback, the two render-blocking fetches delayed the first contentful
// paint by some 100 ms).
func (h *Handler) inlineStyles() ([]byte, error) {
	req, err := http.NewRequest(http.MethodGet, "/app.css", nil)
	if err != nil {
		return nil, err
	}
	rec := &pageRecorder{header: http.Header{}, code: http.StatusOK}
	h.checkout.pages.ServeHTTP(rec, req)
	if rec.code != http.StatusOK {
		return nil, fmt.Errorf("go-app's /app.css answered %d", rec.code)
	}
	ours, ok := h.assets["paystead.css"]
	if !ok {
		return nil, errors.New("paystead.css is not among the assets")
	}
	css := rec.body.String() + "\n" + string(ours.raw)
	if strings.Contains(strings.ToLower(css), "</style") {
		return nil, errors.New("a stylesheet cannot be inlined: it holds </style")
	}
	return []byte("<style>" + css + "</style>"), nil
}

// stylesheetLink is how go-app links a page's stylesheets
// (go-app writes attributes in any order).
var stylesheetLink = regexp.MustCompile(`<link [^>]*rel="stylesheet"[^>]*>\s*`)

// withInlineStyles replaces a page's stylesheet links with h.styles.
func (h *Handler) withInlineStyles(page []byte) []byte {
	first := true
	return stylesheetLink.ReplaceAllFunc(page, func([]byte) []byte {
		if first {
			first = false
			return h.styles
		}
		return nil
	})
}

// newPages is the go-app handler of one program. go-app renders from its
// global route table, which holds every page on the server: each handler
// is only asked for its own program's pages. The dashboard's pages, which
// include the documentation, also get its stylesheet and the script of
// its copy buttons (a plain script: they work before the WebAssembly
// runs, and without it).
func newPages(version, wasm string, env map[string]string, dashboard bool) *app.Handler {
	styles := []string{"/web/paystead.css"}
	var scripts []string
	if dashboard {
		styles = append(styles, "/web/dashboard.css", "/web/docs.css")
		scripts = []string{"/web/docs.js defer"}
	}
	return &app.Handler{
		Name:            "Paystead",
		ShortName:       "Paystead",
		Title:           "Paystead",
		Description:     "Stablecoin invoices and hosted checkout",
		BackgroundColor: "#ffffff",
		ThemeColor:      "#0b5cab",
		LoadingLabel:    "Loading the interactive page… {progress}%",
		Lang:            "en",
		Icon: app.Icon{
			Default: "/web/icon-192.png",
			Large:   "/web/icon-512.png",
			SVG:     "/web/icon.svg",
		},
		Styles:                  styles,
		Scripts:                 scripts,
		Resources:               versionedAssets{version: version, wasm: wasm},
		Version:                 version,
		Env:                     env,
		WasmContentLengthHeader: wasmLengthHeader,
		ServiceWorkerTemplate:   serviceWorker,
	}
}

// wasmLengthHeader carries a program's uncompressed size, which go-app's
// loader shows progress against (Content-Length is the compressed size).
const wasmLengthHeader = "X-Wasm-Content-Length"

// readWASM reads the program name from dir with its precompressed copies.
// MissingPrograms lists the pages' programs (CheckoutWASM, DashboardWASM)
// that dir lacks.
func MissingPrograms(dir string) []string {
	var missing []string
	for _, name := range []string{CheckoutWASM, DashboardWASM} {
		if info, err := os.Stat(filepath.Join(dir, name)); err != nil || !info.Mode().IsRegular() || info.Size() == 0 {
			missing = append(missing, name)
		}
	}
	return missing
}

func readWASM(dir, name string) (asset, error) {
	file := filepath.Join(dir, name)
	raw, err := os.ReadFile(file)
	if err != nil {
		return asset{}, err
	}
	a := asset{contentType: "application/wasm", raw: raw}
	// The precompressed copies are used only when they are at least as
	// new as the program: a stale copy would be another build.
	info, _ := os.Stat(file)
	for _, enc := range []struct {
		ext string
		dst *[]byte
	}{{".br", &a.br}, {".gz", &a.gz}} {
		p := file + enc.ext
		ci, err := os.Stat(p)
		if err != nil || ci.ModTime().Before(info.ModTime()) {
			continue
		}
		if *enc.dst, err = os.ReadFile(p); err != nil {
			return asset{}, err
		}
	}
	return a, nil
}

func contentType(name string) string {
	switch path.Ext(name) {
	case ".css":
		return "text/css; charset=utf-8"
	case ".js":
		return "text/javascript; charset=utf-8"
	case ".svg":
		return "image/svg+xml"
	case ".png":
		return "image/png"
	case ".wasm":
		return "application/wasm"
	}
	return "application/octet-stream"
}

// versionedAssets resolves go-app's /web/<name> to
// /assets/<version>/web/<name>, and go-app's /web/app.wasm to the
// program's own file.
type versionedAssets struct{ version, wasm string }

func (v versionedAssets) Resolve(location string) string {
	if location == "/web/app.wasm" {
		location = "/web/" + v.wasm
	}
	if !strings.HasPrefix(location, "/web/") {
		return location
	}
	return "/assets/" + v.version + location
}

func (h *Handler) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	p := r.URL.Path
	if rest, ok := strings.CutPrefix(p, "/assets/"); ok {
		h.serveAsset(w, r, rest)
		return
	}
	if p == PreviewImagePath {
		h.servePreviewImage(w, r)
		return
	}
	// go-app answers 304 to an If-None-Match equal to the build version,
	// which would show a prerendered invoice's old status: pages are
	// always rendered afresh.
	r.Header.Del("If-None-Match")
	page := *r.URL
	page.User = url.User(h.token)
	prog, rewrite, lang := h.checkout, false, ""
	switch {
	case strings.HasPrefix(p, DashboardPrefix+"/"):
		prog = h.dashboard
		page.Path, page.RawPath = strings.TrimPrefix(p, DashboardPrefix), ""
	case strings.HasPrefix(p, "/m/"):
		// The dashboard speaks the merchant's language, chosen as the
		// checkout's is, with a switcher (and cookie) of its own.
		prog, rewrite, lang = h.dashboard, true, chosenLanguage(r, i18n.DashboardCookieName)
		page.User = url.UserPassword(h.token, lang)
	case p == DocsPath, strings.HasPrefix(p, DocsPath+"/"):
		prog, rewrite = h.dashboard, true
	case strings.HasPrefix(p, InvoicePathPrefix), strings.HasPrefix(p, RefundPathPrefix), strings.HasPrefix(p, SubscribePathPrefix):
		// The checkout speaks the customer's language: the one chosen
		// with its switcher, else the browser's; the page learns it from
		// the password of its URL's user-info.
		lang, rewrite = chosenLanguage(r, i18n.CookieName), true
		page.User = url.UserPassword(h.token, lang)
	}
	r2 := *r
	r2.URL = &page
	if !rewrite {
		prog.pages.ServeHTTP(w, &r2)
		return
	}
	rec := &pageRecorder{header: http.Header{}, code: http.StatusOK}
	prog.pages.ServeHTTP(rec, &r2)
	body := rec.body.Bytes()
	switch {
	case rec.code != http.StatusOK:
	case prog == h.checkout:
		body = h.withInlineStyles(body)
	case p == DocsPath || strings.HasPrefix(p, DocsPath+"/"):
		body = staticPage(dashboardPage(body))
	default:
		body = dashboardPage(body)
	}
	if rec.code == http.StatusOK && lang != "" {
		body = bytes.Replace(body, []byte(`<html lang="en"`), []byte(`<html lang="`+lang+`"`), 1)
		rec.header.Set("Content-Language", lang)
		rec.header.Add("Vary", "Accept-Language, Cookie")
	}
	if rec.code == http.StatusOK {
		// go-app writes a false boolean attribute as ="false", which HTML
		// reads as true: an option "selected=false" would be selected.
		body = bytes.ReplaceAll(body, []byte(` selected="false"`), nil)
		body = h.previewAddresses(body)
	}
	for k, v := range rec.header {
		w.Header()[k] = v
	}
	w.Header().Set("Content-Length", strconv.Itoa(len(body)))
	w.WriteHeader(rec.code)
	_, _ = w.Write(body)
}

// chosenLanguage is the language a page is in: the one chosen with its
// switcher (in cookie), else the browser's, else English.
func chosenLanguage(r *http.Request, cookie string) string {
	var chosen string
	if c, err := r.Cookie(cookie); err == nil {
		chosen = c.Value
	}
	return i18n.Match(chosen, r.Header.Get("Accept-Language"))
}

// ServeCatalogue answers CataloguePath + tag + ".json": a language's
// catalogue, for the checkout's language switcher (English has none: the
// page's own words are English).
func ServeCatalogue(w http.ResponseWriter, r *http.Request) {
	tag, ok := strings.CutSuffix(strings.TrimPrefix(r.URL.Path, CataloguePath), ".json")
	if !ok || tag == "en" || !i18n.Supported(tag) {
		http.NotFound(w, r)
		return
	}
	_, raw, err := i18n.Load(tag)
	if err != nil {
		http.Error(w, "the catalogue could not be read", http.StatusInternalServerError)
		return
	}
	h := w.Header()
	h.Set("Content-Type", "application/json; charset=utf-8")
	h.Set("Cache-Control", "public, max-age=3600")
	h.Set("X-Content-Type-Options", "nosniff")
	_, _ = w.Write(raw)
}

// dashboardPage points a dashboard page at the dashboard's app.js and
// manifest: go-app writes the checkout's root paths into every page.
// wasm_exec.js and app-worker.js are the same for both programs.
func dashboardPage(html []byte) []byte {
	for _, attr := range []string{`src="/app.js"`, `href="/manifest.webmanifest"`} {
		name, path, _ := strings.Cut(attr, `="`)
		html = bytes.Replace(html, []byte(attr), []byte(name+`="`+DashboardPrefix+path), 1)
	}
	return html
}

// programScripts are what makes a page go-app's: its loader, which would
// download the program, and the program's banner.
var programScripts = []*regexp.Regexp{
	regexp.MustCompile(`<script [^>]*src="/wasm_exec\.js"[^>]*></script>\s*`),
	regexp.MustCompile(`<script [^>]*src="[^"]*/app\.js"[^>]*></script>\s*`),
	regexp.MustCompile(`(?s)<aside [^>]*id="app-wasm-loader"[^>]*>.*?</aside>\s*`),
}

// staticPage is a prerendered page served with no program: the
// documentation reads as the server wrote it (its copy buttons are a plain
// script), and a developer downloads no WebAssembly to read it.
func staticPage(html []byte) []byte {
	for _, re := range programScripts {
		html = re.ReplaceAll(html, nil)
	}
	return html
}

// pageRecorder holds a page go-app rendered, for dashboardPage.
type pageRecorder struct {
	header http.Header
	code   int
	body   bytes.Buffer
}

func (r *pageRecorder) Header() http.Header         { return r.header }
func (r *pageRecorder) WriteHeader(code int)        { r.code = code }
func (r *pageRecorder) Write(b []byte) (int, error) { return r.body.Write(b) }

// serveAsset answers /assets/<version>/web/<name>.
func (h *Handler) serveAsset(w http.ResponseWriter, r *http.Request, rest string) {
	version, name, _ := strings.Cut(rest, "/web/")
	a, ok := h.assets[name]
	if !ok || strings.Contains(version, "/") {
		http.NotFound(w, r)
		return
	}
	if h.current(version, name) {
		w.Header().Set("Cache-Control", "public, max-age=31536000, immutable")
	} else {
		// A page from another build: answer, but do not let it be cached
		// under that build's name.
		w.Header().Set("Cache-Control", "no-cache")
	}
	w.Header().Set("Content-Type", a.contentType)
	w.Header().Set("X-Content-Type-Options", "nosniff")
	body := a.raw
	if a.br != nil || a.gz != nil {
		w.Header().Set("Vary", "Accept-Encoding")
		w.Header().Set(wasmLengthHeader, strconv.Itoa(len(a.raw)))
		switch accepts := r.Header.Get("Accept-Encoding"); {
		case a.br != nil && acceptsEncoding(accepts, "br"):
			w.Header().Set("Content-Encoding", "br")
			body = a.br
		case a.gz != nil && acceptsEncoding(accepts, "gzip"):
			w.Header().Set("Content-Encoding", "gzip")
			body = a.gz
		}
	}
	http.ServeContent(w, r, "", time.Time{}, bytes.NewReader(body))
}

// previewAddresses completes the link preview's addresses: go-app writes og:url as
// "https://" + its Domain + the path, and an unset og:image as "https://"; the deployment's
// base URL takes the Domain's place (its scheme too), and the preview image stands in for none.
func (h *Handler) previewAddresses(body []byte) []byte {
	if h.baseURL == "" {
		return body
	}
	body = bytes.ReplaceAll(body, []byte(`content="https://"`), []byte(`content="`+h.baseURL+PreviewImagePath+`"`))
	return bytes.ReplaceAll(body, []byte(`content="https:///`), []byte(`content="`+h.baseURL+`/`))
}

// servePreviewImage answers PreviewImagePath: Paystead's icon, cached for a day (the address
// outlives builds).
func (h *Handler) servePreviewImage(w http.ResponseWriter, r *http.Request) {
	a, ok := h.assets["icon-512.png"]
	if !ok {
		http.NotFound(w, r)
		return
	}
	w.Header().Set("Cache-Control", "public, max-age=86400")
	w.Header().Set("Content-Type", a.contentType)
	w.Header().Set("X-Content-Type-Options", "nosniff")
	http.ServeContent(w, r, "", time.Time{}, bytes.NewReader(a.raw))
}

// current reports whether version is this build's name for the asset: a
// program's own version for its file, either version for the rest.
func (h *Handler) current(version, name string) bool {
	for _, p := range []*program{h.checkout, h.dashboard} {
		if version == p.version && (!strings.HasSuffix(name, ".wasm") || name == p.wasm) {
			return true
		}
	}
	return false
}

// acceptsEncoding reports whether an Accept-Encoding value lists enc with
// a non-zero weight.
func acceptsEncoding(header, enc string) bool {
	for part := range strings.SplitSeq(header, ",") {
		name, params, _ := strings.Cut(strings.TrimSpace(part), ";")
		if !strings.EqualFold(strings.TrimSpace(name), enc) {
			continue
		}
		q := strings.ReplaceAll(params, " ", "")
		return q != "q=0" && q != "q=0.0" && q != "q=0.00" && q != "q=0.000"
	}
	return false
}

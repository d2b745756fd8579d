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
	"strconv"
	"strings"
	"time"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

//go:embed web
var webFS embed.FS

// HandlerConfig configures the pages' HTTP handler.
type HandlerConfig struct {
	// WebDir holds app.wasm and its precompressed copies app.wasm.br and
	// app.wasm.gz (make wasm builds them into bin/web). Without app.wasm
	// the pages are served prerendered only, and a warning is logged.
	WebDir string
	// Env is handed to the pages (app.Getenv): the chain's id, name,
	// wallet RPC URL and explorer.
	Env map[string]string
	// Source loads what the server prerenders.
	Source PrerenderSource
	Logger *slog.Logger
}

// Handler serves the pages, prerendered, and their assets under a path
// keyed by the build version (so that they may be cached for a year).
type Handler struct {
	// Version identifies the build: a hash of app.wasm and the assets.
	Version string
	// WASM reports whether app.wasm was found.
	WASM bool

	pages  *app.Handler
	assets map[string]asset // by name under web/
	token  string           // finds this handler's PrerenderSource
}

// asset is one file under /assets/<version>/web/, in every encoding it
// is stored in.
type asset struct {
	contentType string
	raw         []byte
	br, gz      []byte
}

// Paths are the URL patterns (chi syntax) the handler answers.
var Paths = []string{
	"/i/*", "/m/*", "/docs/*", "/assets/*",
	"/app.js", "/app-worker.js", "/wasm_exec.js", "/app.css", "/manifest.webmanifest",
}

// NewHandler reads the assets and prepares the pages.
func NewHandler(cfg HandlerConfig) (*Handler, error) {
	if cfg.Logger == nil {
		cfg.Logger = slog.Default()
	}
	h := &Handler{assets: map[string]asset{}}
	sum := sha256.New()
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
		fmt.Fprintf(sum, "%s %d\n", name, len(b))
		sum.Write(b)
		return nil
	})
	if err != nil {
		return nil, fmt.Errorf("read the embedded assets: %w", err)
	}

	wasm, err := readWASM(cfg.WebDir)
	switch {
	case errors.Is(err, fs.ErrNotExist):
		cfg.Logger.Warn("app.wasm is not built: pages are served prerendered, without their WebAssembly (run make wasm)", "dir", cfg.WebDir)
	case err != nil:
		return nil, err
	default:
		h.WASM = true
		h.assets["app.wasm"] = wasm
		sum.Write(wasm.raw)
	}
	h.Version = hex.EncodeToString(sum.Sum(nil))[:16]

	h.token = registerSource(cfg.Source)
	Routes()
	h.pages = &app.Handler{
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
		Styles:                  []string{"/web/paystead.css"},
		Resources:               versionedAssets{version: h.Version},
		Version:                 h.Version,
		Env:                     cfg.Env,
		WasmContentLengthHeader: wasmLengthHeader,
	}
	return h, nil
}

// wasmLengthHeader carries app.wasm's uncompressed size, which go-app's
// loader shows progress against (Content-Length is the compressed size).
const wasmLengthHeader = "X-Wasm-Content-Length"

func readWASM(dir string) (asset, error) {
	raw, err := os.ReadFile(filepath.Join(dir, "app.wasm"))
	if err != nil {
		return asset{}, err
	}
	a := asset{contentType: "application/wasm", raw: raw}
	// The precompressed copies are used only when they are at least as
	// new as app.wasm: a stale copy would be another build.
	info, _ := os.Stat(filepath.Join(dir, "app.wasm"))
	for _, enc := range []struct {
		ext string
		dst *[]byte
	}{{".br", &a.br}, {".gz", &a.gz}} {
		p := filepath.Join(dir, "app.wasm"+enc.ext)
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
	case ".svg":
		return "image/svg+xml"
	case ".png":
		return "image/png"
	case ".wasm":
		return "application/wasm"
	}
	return "application/octet-stream"
}

// versionedAssets resolves go-app's /web/<name> to /assets/<version>/web/<name>.
type versionedAssets struct{ version string }

func (v versionedAssets) Resolve(location string) string {
	if !strings.HasPrefix(location, "/web/") {
		return location
	}
	return "/assets/" + v.version + location
}

func (h *Handler) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	if rest, ok := strings.CutPrefix(r.URL.Path, "/assets/"); ok {
		h.serveAsset(w, r, rest)
		return
	}
	// go-app answers 304 to an If-None-Match equal to the build version,
	// which would show a prerendered invoice's old status: pages are
	// always rendered afresh.
	r.Header.Del("If-None-Match")
	page := *r.URL
	page.User = url.User(h.token)
	r2 := *r
	r2.URL = &page
	h.pages.ServeHTTP(w, &r2)
}

// serveAsset answers /assets/<version>/web/<name>.
func (h *Handler) serveAsset(w http.ResponseWriter, r *http.Request, rest string) {
	version, name, _ := strings.Cut(rest, "/web/")
	a, ok := h.assets[name]
	if !ok || strings.Contains(version, "/") {
		http.NotFound(w, r)
		return
	}
	if version == h.Version {
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

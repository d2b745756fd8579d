//go:build !wasm

package frontend

import (
	"context"
	"errors"
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/paystead/paystead/shared/invoiceapi"
)

type noSource struct{}

func (noSource) Invoice(context.Context, string) (*invoiceapi.View, error) {
	return nil, errors.New("no invoices here")
}
func (noSource) Doc(string) string { return "<div>doc</div>" }

// TestEachPageLoadsItsOwnProgram checks the split: the checkout's page
// loads /app.js, which fetches checkout.wasm; the dashboard's pages load
// the dashboard's app.js, which fetches dashboard.wasm; both register the
// same service worker.
func TestEachPageLoadsItsOwnProgram(t *testing.T) {
	dir := t.TempDir()
	for _, name := range []string{CheckoutWASM, DashboardWASM} {
		if err := os.WriteFile(filepath.Join(dir, name), []byte("\x00asm "+name), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	h, err := NewHandler(HandlerConfig{WebDir: dir, Source: noSource{}})
	if err != nil {
		t.Fatal(err)
	}
	if !h.WASM || h.checkout.version == h.dashboard.version {
		t.Fatalf("WASM %v, versions %s and %s", h.WASM, h.checkout.version, h.dashboard.version)
	}
	get := func(path string) (*http.Response, string) {
		t.Helper()
		rec := httptest.NewRecorder()
		h.ServeHTTP(rec, httptest.NewRequest(http.MethodGet, path, nil))
		res := rec.Result()
		b, _ := io.ReadAll(res.Body)
		if res.StatusCode != http.StatusOK {
			t.Fatalf("GET %s: %d", path, res.StatusCode)
		}
		return res, string(b)
	}
	// The documentation is static: no program, no loader, its copy script.
	for _, path := range []string{DocsPath, APIDocPath, ClientsDocPath, WebhooksDocPath} {
		_, page := get(path)
		for _, program := range []string{"app.js", "wasm_exec.js", "app-wasm-loader"} {
			if strings.Contains(page, program) {
				t.Errorf("%s carries %s: the documentation loads no program", path, program)
			}
		}
		if !strings.Contains(page, "/web/docs.js") || !strings.Contains(page, `id="doc-content"`) {
			t.Errorf("%s lacks its content or copy script:\n%s", path, page)
		}
	}
	for _, tc := range []struct{ path, appJS, manifest string }{
		{SettingsPath, `src="/dashboard/app.js"`, `href="/dashboard/manifest.webmanifest"`},
		{InvoicesPath, `src="/dashboard/app.js"`, `href="/dashboard/manifest.webmanifest"`},
	} {
		res, page := get(tc.path)
		if !strings.Contains(page, tc.appJS) || !strings.Contains(page, tc.manifest) || strings.Contains(page, `src="/app.js"`) {
			t.Errorf("%s does not load the dashboard's program:\n%s", tc.path, page)
		}
		if res.Header.Get("Content-Length") != "" && res.ContentLength != int64(len(page)) {
			t.Errorf("%s: Content-Length %d, body %d", tc.path, res.ContentLength, len(page))
		}
	}
	for _, tc := range []struct {
		path string
		prog *program
	}{{"/app.js", h.checkout}, {DashboardPrefix + "/app.js", h.dashboard}} {
		_, js := get(tc.path)
		wasm := "/assets/" + tc.prog.version + "/web/" + tc.prog.wasm
		if !strings.Contains(js, `"`+wasm+`"`) || !strings.Contains(js, `"/app-worker.js"`) {
			t.Errorf("%s does not load %s or register /app-worker.js", tc.path, wasm)
		}
		res, body := get(wasm)
		if body != "\x00asm "+tc.prog.wasm || !strings.Contains(res.Header.Get("Cache-Control"), "immutable") {
			t.Errorf("%s: %q, Cache-Control %q", wasm, body, res.Header.Get("Cache-Control"))
		}
	}
	// A program under the other's version is another build's name.
	res, _ := get("/assets/" + h.checkout.version + "/web/" + DashboardWASM)
	if res.Header.Get("Cache-Control") != "no-cache" {
		t.Errorf("dashboard.wasm under the checkout's version: Cache-Control %q", res.Header.Get("Cache-Control"))
	}
	// The documentation's stylesheet and copy script come with the
	// dashboard's pages only: the checkout carries neither.
	_, settings := get(SettingsPath)
	_, checkout := get(InvoicePathPrefix + "0x12")
	for _, asset := range []struct{ name, contentType string }{{"docs.js", "text/javascript; charset=utf-8"}, {"docs.css", "text/css; charset=utf-8"}} {
		url := "/assets/" + h.dashboard.version + "/web/" + asset.name
		if !strings.Contains(settings, `"`+url+`"`) {
			t.Errorf("the dashboard's pages do not link %s", url)
		}
		if strings.Contains(checkout, "/web/"+asset.name) {
			t.Errorf("the checkout links %s", asset.name)
		}
		res, body := get(url)
		if res.Header.Get("Content-Type") != asset.contentType || body == "" {
			t.Errorf("%s: Content-Type %q, %d bytes", url, res.Header.Get("Content-Type"), len(body))
		}
	}
	_, worker := get("/app-worker.js")
	if worker != serviceWorker {
		t.Errorf("/app-worker.js is not the shared worker:\n%s", worker)
	}
}

package server

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"log/slog"
	"net/http"

	"github.com/go-chi/chi/v5"
	"github.com/yuin/goldmark"

	"github.com/paystead/paystead/backend/config"
	"github.com/paystead/paystead/backend/httpapi"
	"github.com/paystead/paystead/backend/invoice"
	"github.com/paystead/paystead/backend/merchant"
	"github.com/paystead/paystead/backend/qrsvg"
	"github.com/paystead/paystead/docs"
	"github.com/paystead/paystead/frontend"
	"github.com/paystead/paystead/shared/invoiceapi"
	"github.com/paystead/paystead/shared/webhookapi"
)

// newPages prepares the go-app pages and returns their routes: every
// frontend path, and the /docs/webhooks content (webhookapi.DocContent),
// which the page's WebAssembly loads through the Go client, so that the
// markdown renderer stays on the server.
func newPages(cfg config.Config, invoices *invoice.Service, merchants *merchant.Service, logger *slog.Logger) ([]httpapi.Page, error) {
	var doc bytes.Buffer
	if err := goldmark.Convert(docs.Webhooks, &doc); err != nil {
		return nil, fmt.Errorf("render docs/webhooks.md: %w", err)
	}
	src := pageSource{invoices: invoices, merchants: merchants, webhooksDoc: "<div class=\"doc\">" + doc.String() + "</div>"}
	env := map[string]string{
		"PAYSTEAD_CHAIN_ID":       cfg.Chain.ChainID.String(),
		"PAYSTEAD_CHAIN_NAME":     cfg.Chain.Name,
		"PAYSTEAD_WALLET_RPC_URL": cfg.Chain.WalletRPCURL,
		"PAYSTEAD_EXPLORER_URL":   cfg.Chain.ExplorerURL,
	}
	h, err := frontend.NewHandler(frontend.HandlerConfig{WebDir: cfg.WebDir, Env: env, Source: src, Logger: logger})
	if err != nil {
		return nil, err
	}
	logger.Info("pages ready", "version", h.Version, "wasm", h.WASM)
	docJSON, err := json.Marshal(webhookapi.DocContent{HTML: src.webhooksDoc})
	if err != nil {
		return nil, err
	}
	pages := make([]httpapi.Page, 0, len(frontend.Paths)+1)
	for _, p := range frontend.Paths {
		pages = append(pages, httpapi.Page{Path: p, Handler: h})
	}
	return append(pages,
		httpapi.Page{Method: http.MethodGet, Path: webhookapi.DocContentPath, Handler: http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			w.Header().Set("Content-Type", "application/json; charset=utf-8")
			w.Header().Set("Cache-Control", "no-cache")
			_, _ = w.Write(docJSON)
		})},
		httpapi.Page{Method: http.MethodGet, Path: frontend.InvoicePathPrefix + "{id}/qr.svg", Handler: invoiceQR(cfg.BaseURL)},
		httpapi.Page{Method: http.MethodGet, Path: frontend.CataloguePath + "{file}", Handler: http.HandlerFunc(frontend.ServeCatalogue)},
	), nil
}

// invoiceQR serves /i/<id>/qr.svg: the QR code of the invoice page's
// address, for a customer to open it on the phone that holds the wallet.
// It is drawn in Go (no image service sees the address) and depends on
// the id alone, so it is cached for good; as an SVG it carries a policy
// that lets nothing in it run.
func invoiceQR(baseURL string) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		id, err := invoice.ParseID(chi.URLParam(r, "id"))
		if err != nil {
			http.NotFound(w, r) // answered as the API's 404 envelope
			return
		}
		svg, err := qrsvg.Encode(baseURL+frontend.InvoicePathPrefix+id.String(), "QR code of this invoice's payment page")
		if err != nil {
			http.Error(w, "could not draw the code", http.StatusInternalServerError)
			return
		}
		h := w.Header()
		h.Set("Content-Type", "image/svg+xml")
		h.Set("Cache-Control", "public, max-age=31536000, immutable")
		h.Set("Content-Security-Policy", "default-src 'none'; style-src 'unsafe-inline'; sandbox")
		h.Set("X-Content-Type-Options", "nosniff")
		_, _ = w.Write(svg)
	})
}

// pageSource is what the pages prerender from.
type pageSource struct {
	invoices    *invoice.Service
	merchants   *merchant.Service
	webhooksDoc string
}

func (s pageSource) Invoice(ctx context.Context, id string) (*invoiceapi.View, error) {
	return httpapi.PublicInvoice(ctx, s.invoices, s.merchants, id)
}

func (s pageSource) WebhooksDoc() string { return s.webhooksDoc }

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
	"github.com/paystead/paystead/docs"
	"github.com/paystead/paystead/frontend"
	"github.com/paystead/paystead/shared/invoiceapi"
)

// WebhooksDocContentPath serves the /docs/webhooks content, an HTML
// fragment in JSON ({"html": …}), which the page's WebAssembly loads
// through the Go client (the markdown renderer stays on the server).
const WebhooksDocContentPath = "/docs/webhooks/content"

// newPages prepares the go-app pages and returns the routes to mount.
func newPages(cfg config.Config, invoices *invoice.Service, merchants *merchant.Service, logger *slog.Logger) (*frontend.Handler, func(chi.Router), error) {
	var doc bytes.Buffer
	if err := goldmark.Convert(docs.Webhooks, &doc); err != nil {
		return nil, nil, fmt.Errorf("render docs/webhooks.md: %w", err)
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
		return nil, nil, err
	}
	docJSON, err := json.Marshal(map[string]string{"html": src.webhooksDoc})
	if err != nil {
		return nil, nil, err
	}
	mount := func(r chi.Router) {
		for _, p := range frontend.Paths {
			r.Handle(p, h)
		}
		r.Get(WebhooksDocContentPath, func(w http.ResponseWriter, r *http.Request) {
			w.Header().Set("Content-Type", "application/json; charset=utf-8")
			w.Header().Set("Cache-Control", "no-cache")
			_, _ = w.Write(docJSON)
		})
	}
	return h, mount, nil
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

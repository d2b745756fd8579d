package server

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"log/slog"
	"net/http"

	"github.com/ethereum/go-ethereum/common"
	"github.com/go-chi/chi/v5"

	"github.com/paystead/paystead/backend/config"
	"github.com/paystead/paystead/backend/docsite"
	"github.com/paystead/paystead/backend/httpapi"
	"github.com/paystead/paystead/backend/invoice"
	"github.com/paystead/paystead/backend/jspkg"
	"github.com/paystead/paystead/backend/qrsvg"
	"github.com/paystead/paystead/backend/token"
	"github.com/paystead/paystead/docs"
	"github.com/paystead/paystead/frontend"
	"github.com/paystead/paystead/sdk"
	"github.com/paystead/paystead/shared/apierr"
	"github.com/paystead/paystead/shared/docsapi"
	"github.com/paystead/paystead/shared/invoiceapi"
	"github.com/paystead/paystead/shared/merchantapi"
)

// newPages prepares the go-app pages and returns their routes: every
// frontend path, and each documentation page's content
// (docsapi.ContentPath), which the page's WebAssembly loads through the
// Go client after a navigation inside the app, so that the markdown
// renderer and the OpenAPI document stay on the server.
func newPages(cfg config.Config, tokens *token.Registry, invoices *invoice.Service, views httpapi.InvoiceViews, logger *slog.Logger) ([]httpapi.Page, error) {
	site, err := docsite.Build(docsite.Sources{
		Index: docs.Index, Clients: docs.Clients, Webhooks: docs.Webhooks,
		OpenAPI:  httpapi.OpenAPIDocument(),
		GoClient: sdk.PackageDoc, JSClient: sdk.JSReadme, ReactClient: sdk.ReactReadme,
	})
	if err != nil {
		return nil, err
	}
	src := pageSource{invoices: invoices, views: views, docs: map[string]string{
		frontend.DocsPath:        site.Index,
		frontend.APIDocPath:      site.API,
		frontend.ClientsDocPath:  site.Clients,
		frontend.WebhooksDocPath: site.Webhooks,
	}}
	env := map[string]string{
		"PAYSTEAD_CHAIN_ID":       cfg.Chains[0].ChainID.String(),
		"PAYSTEAD_CHAIN_NAME":     cfg.Chains[0].Name,
		"PAYSTEAD_WALLET_RPC_URL": cfg.Chains[0].WalletRPCURL,
		"PAYSTEAD_EXPLORER_URL":   cfg.Chains[0].ExplorerURL,
		frontend.TokensEnv:        pageTokens(tokens),
		frontend.NetworksEnv:      pageNetworks(cfg.Chains, tokens),
		frontend.EmailEnv:         onOff(cfg.Email != nil),
	}
	h, err := frontend.NewHandler(frontend.HandlerConfig{WebDir: cfg.WebDir, Env: env, Source: src, Logger: logger, BaseURL: cfg.BaseURL})
	if err != nil {
		return nil, err
	}
	logger.Info("pages ready", "version", h.Version, "wasm", h.WASM)
	pages := make([]httpapi.Page, 0, len(frontend.Paths)+len(src.docs)+2)
	for _, p := range frontend.Paths {
		pages = append(pages, httpapi.Page{Path: p, Handler: h})
	}
	for path, html := range src.docs {
		body, err := json.Marshal(docsapi.Content{HTML: html})
		if err != nil {
			return nil, err
		}
		pages = append(pages, httpapi.Page{Method: http.MethodGet, Path: docsapi.ContentPath(path), Handler: http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			w.Header().Set("Content-Type", "application/json; charset=utf-8")
			w.Header().Set("Cache-Control", "no-cache")
			_, _ = w.Write(body)
		})})
	}
	packages, err := jsPackages(cfg, logger)
	if err != nil {
		return nil, err
	}
	return append(pages,
		httpapi.Page{Method: http.MethodGet, Path: jspkg.Prefix, Handler: packages},
		httpapi.Page{Method: http.MethodGet, Path: jspkg.Prefix + "{file}", Handler: packages},
		httpapi.Page{Method: http.MethodGet, Path: frontend.InvoicePathPrefix + "{id}/qr.svg", Handler: invoiceQR(cfg.BaseURL)},
		httpapi.Page{Method: http.MethodGet, Path: frontend.InvoicePathPrefix + "{id}/deposit.svg", Handler: depositQR(src)},
		httpapi.Page{Method: http.MethodGet, Path: frontend.CataloguePath + "{file}", Handler: http.HandlerFunc(frontend.ServeCatalogue)},
	), nil
}

// onOff is a page setting's flag.
func onOff(on bool) string {
	if on {
		return "on"
	}
	return "off"
}

// jsPackages serves the JavaScript packages at /sdk/ with the deployment's
// address written in. Packages that were not built are a warning (the
// checkout works without them; /sdk/ says how to build them), a folder
// whose packages cannot be served an error.
func jsPackages(cfg config.Config, logger *slog.Logger) (http.Handler, error) {
	set, err := jspkg.Load(cfg.SDKDir, cfg.BaseURL)
	if errors.Is(err, jspkg.ErrNotBuilt) {
		logger.Warn("the JavaScript packages are not built: /sdk/ serves none (make sdk)", "dir", cfg.SDKDir)
		return jspkg.Handler(nil), nil
	}
	if err != nil {
		return nil, fmt.Errorf("PAYSTEAD_SDK_DIR (%s): %w", cfg.SDKDir, err)
	}
	logger.Info("JavaScript packages ready", "version", set.Version, "path", jspkg.Prefix)
	return jspkg.Handler(set), nil
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
		writeQR(w, baseURL+frontend.InvoicePathPrefix+id.String(), "QR code of this invoice's payment page", "public, max-age=31536000, immutable")
	})
}

// writeQR answers the QR code of text as an SVG titled title, cached as cacheControl says, with
// a policy that lets nothing in it run.
func writeQR(w http.ResponseWriter, text, title, cacheControl string) {
	svg, err := qrsvg.Encode(text, title)
	if err != nil {
		http.Error(w, "could not draw the code", http.StatusInternalServerError)
		return
	}
	h := w.Header()
	h.Set("Content-Type", "image/svg+xml")
	h.Set("Cache-Control", cacheControl)
	h.Set("Content-Security-Policy", "default-src 'none'; style-src 'unsafe-inline'; sandbox")
	h.Set("X-Content-Type-Options", "nosniff")
	_, _ = w.Write(svg)
}

// depositQR serves /i/<id>/deposit.svg: the QR code of the invoice's
// deposit request (#34), the EIP-681 URI of the public view's deposit (a
// transfer of what is still missing to its deposit address), for a wallet
// app or an exchange to scan. It follows what has arrived, so it is
// revalidated each time; an invoice not open for deposits has none (404).
func depositQR(src pageSource) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		v, err := src.Invoice(r.Context(), chi.URLParam(r, "id"))
		if _, refused := apierr.As(err); err != nil && !refused {
			// The database, not the request: a malformed or unknown id is a 404 below.
			http.Error(w, "the invoice could not be read; try again", http.StatusServiceUnavailable)
			return
		}
		if err != nil || v.Deposit == nil {
			http.NotFound(w, r)
			return
		}
		writeQR(w, v.Deposit.URI, "QR code to send "+v.Deposit.Token+" to this invoice's deposit address", "no-cache")
	})
}

// pageSource is what the pages prerender from.
type pageSource struct {
	invoices *invoice.Service
	views    httpapi.InvoiceViews
	docs     map[string]string // documentation page path → its HTML
}

func (s pageSource) Invoice(ctx context.Context, id string) (*invoiceapi.View, error) {
	return httpapi.PublicInvoice(ctx, s.views, s.invoices, id)
}

func (s pageSource) Doc(path string) string { return s.docs[path] }

// merchantNetworks are the deployment's chains as the dashboard lists them.
func merchantNetworks(chains []config.Chain) []merchantapi.Network {
	out := make([]merchantapi.Network, len(chains))
	for i, c := range chains {
		out[i] = merchantapi.Network{ChainID: c.ChainID.Int64(), Name: c.Name}
	}
	return out
}

// delegateGateways are the networks' gateways, in their order, for the
// merchant's standing on each.
func delegateGateways(networks []*network) []httpapi.DelegateGateway {
	out := make([]httpapi.DelegateGateway, len(networks))
	for i, n := range networks {
		out[i] = n.gateway
	}
	return out
}

// pageNetworks is frontend.NetworksEnv's value: each chain's name, public
// JSON-RPC endpoint, explorer and token contracts.
func pageNetworks(chains []config.Chain, r *token.Registry) string {
	list := make([]frontend.PageNetwork, 0, len(chains))
	for _, c := range chains {
		n := frontend.PageNetwork{ID: c.ChainID.Int64(), Name: c.Name, RPCURL: c.WalletRPCURL, ExplorerURL: c.ExplorerURL, Tokens: map[string]string{}}
		for _, t := range r.Tokens() {
			if a := t.Address(n.ID); a != (common.Address{}) {
				n.Tokens[t.Symbol] = a.Hex()
			}
		}
		list = append(list, n)
	}
	raw, err := json.Marshal(list)
	if err != nil {
		panic(err) // plain structs always marshal
	}
	return string(raw)
}

// pageTokens is the registry as the pages read it (frontend.TokensEnv).
func pageTokens(r *token.Registry) string {
	list := make([]frontend.PageToken, 0, len(r.Tokens()))
	for _, t := range r.Tokens() {
		list = append(list, frontend.PageToken{Symbol: t.Symbol, Decimals: int(t.Decimals), SwapsInto: t.SwapsInto})
	}
	raw, err := json.Marshal(list)
	if err != nil {
		panic(err) // a slice of plain structs always marshals
	}
	return string(raw)
}

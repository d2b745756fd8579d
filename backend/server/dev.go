package server

import (
	"context"
	"errors"
	"fmt"
	"io"
	"net"
	"net/url"
	"path/filepath"
	"slices"
	"strings"

	"github.com/paystead/paystead/backend/config"
	"github.com/paystead/paystead/backend/devchain"
	"github.com/paystead/paystead/backend/invoice"
	"github.com/paystead/paystead/backend/merchant"
	"github.com/paystead/paystead/shared/invoiceapi"
)

// DevSeed is the demo merchant `paystead dev` creates.
type DevSeed struct {
	Merchant       merchant.Merchant
	SecretKey      string
	PublishableKey string
	DemoInvoice    invoice.Invoice
	DemoInvoiceURL string
	// DemoInvoiceError says why no demo invoice could be made.
	DemoInvoiceError string
}

// The demo merchant's brand, so that `make dev` shows a branded page: a
// roasted-coffee brown and a cup.
const (
	devAccentColor = "#6f3b1e"
	devLogo        = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="64" height="64">` +
		`<title>Demo Coffee Roasters</title>` +
		`<rect width="64" height="64" rx="14" fill="#6f3b1e"/>` +
		`<path d="M14 26h28v12a12 12 0 0 1-12 12h-4a12 12 0 0 1-12-12z" fill="#f6ead8"/>` +
		`<path d="M42 30h4a6 6 0 0 1 0 12h-4" fill="none" stroke="#f6ead8" stroke-width="4"/>` +
		`<path d="M22 12c-3 4 3 6 0 10M30 12c-3 4 3 6 0 10" fill="none" stroke="#f6ead8" stroke-width="3" stroke-linecap="round"/>` +
		`</svg>`
)

// devServerPorts are the ports local front-end dev servers serve pages on
// by default: Create React App and Next.js (3000), Vite's preview (4173),
// Angular (4200), Vite (5173), webpack's and Vue CLI's (8080).
var devServerPorts = []string{"3000", "4173", "4200", "5173", "8080"}

// devOrigins are the demo merchant's allowed origins: Paystead's own,
// those of the local dev servers on localhost and 127.0.0.1 (browsers tell
// the two apart), so that a storefront under development can use the
// publishable key at once, and those PAYSTEAD_DEV_ORIGINS adds (extra).
// Only `paystead dev` allows them.
func devOrigins(baseURL string, extra []string) []string {
	var origins []string
	if u, err := url.Parse(baseURL); err == nil {
		if own, err := invoiceapi.NormalizeOrigin(u.Scheme + "://" + u.Host); err == nil {
			origins = append(origins, own)
		}
	}
	for _, host := range []string{"localhost", "127.0.0.1"} {
		for _, port := range devServerPorts {
			if o := "http://" + host + ":" + port; !slices.Contains(origins, o) {
				origins = append(origins, o)
			}
		}
	}
	for _, o := range extra {
		if !slices.Contains(origins, o) {
			origins = append(origins, o)
		}
	}
	return origins
}

// seedDev creates the demo merchant owned by the dev chain's merchant
// wallet (whose delegate is already the server wallet), its keys, and one
// payable invoice.
func seedDev(ctx context.Context, cfg config.Config, dev *devchain.Chain, merchants *merchant.Service, invoices *invoice.Service) (*DevSeed, error) {
	// A database that outlives the chain (DATABASE_URL set) may know the
	// wallet already: reuse its merchant, with the origins it has (its
	// owner may have changed them at /m/settings).
	m, err := merchants.MerchantByOwner(ctx, dev.Merchant.Address)
	if errors.Is(err, merchant.ErrNotFound) {
		m, err = merchants.CreateMerchant(ctx, merchant.Merchant{
			OwnerWallet:    dev.Merchant.Address,
			PayoutWallet:   dev.Payout.Address,
			DisplayName:    "Demo Coffee Roasters",
			SupportEmail:   "support@demo-coffee.example",
			AllowedOrigins: devOrigins(cfg.BaseURL, cfg.DevOrigins),
			AccentColor:    devAccentColor,
		})
		if err == nil {
			m, err = merchants.SetLogo(ctx, m.ID, []byte(devLogo))
		}
	}
	if err != nil {
		return nil, err
	}
	// One known already keeps its origins and gains the dev origins asked
	// for now (not this run's base URL: tests start many apps, each on a
	// port of its own, against one database and the chain's one merchant).
	if missing := slices.DeleteFunc(slices.Clone(cfg.DevOrigins), func(o string) bool { return slices.Contains(m.AllowedOrigins, o) }); len(missing) > 0 {
		if m.AllowedOrigins, err = merchants.SetAllowedOrigins(ctx, m.ID, append(slices.Clone(m.AllowedOrigins), missing...)); err != nil {
			return nil, fmt.Errorf("add PAYSTEAD_DEV_ORIGINS to the demo merchant: %w", err)
		}
	}
	seed := &DevSeed{Merchant: m}
	if _, seed.SecretKey, err = merchants.CreateAPIKey(ctx, m.ID, merchant.Secret, "dev secret key"); err != nil {
		return nil, err
	}
	if _, seed.PublishableKey, err = merchants.CreateAPIKey(ctx, m.ID, merchant.Publishable, "dev publishable key"); err != nil {
		return nil, err
	}
	seed.DemoInvoice, err = invoices.Create(ctx, invoice.Merchant{
		ID: m.ID, OwnerWallet: m.OwnerWallet, PayoutWallet: m.PayoutWallet, AllowedOrigins: m.AllowedOrigins,
	}, invoiceapi.CreateInvoiceRequest{
		AmountUSDC: "19.99",
		PayInToken: string(invoiceapi.USDC),
		Metadata:   invoiceapi.Metadata{"order": "demo-1"},
	}, "")
	if err != nil {
		// Keys are still useful when, say, the screening provider is down.
		seed.DemoInvoiceError = err.Error()
		return seed, nil
	}
	seed.DemoInvoiceURL = invoices.URL(seed.DemoInvoice.ID)
	return seed, nil
}

func writeDevFile(cfg config.Config, dev *devchain.Chain, seed *DevSeed) error {
	path := filepath.Join(cfg.DevDir, "dev.json")
	err := dev.WriteDevFile(path, devchain.DevFileExtras{
		BaseURL:        cfg.BaseURL,
		SecretKey:      seed.SecretKey,
		PublishableKey: seed.PublishableKey,
	})
	if err != nil {
		return fmt.Errorf("write %s: %w", path, err)
	}
	return nil
}

func printBanner(out io.Writer, cfg config.Config, addr net.Addr, dev *devchain.Chain, seed *DevSeed) {
	fmt.Fprintf(out, "\nPaystead dev is running.\n\n")
	fmt.Fprintf(out, "  API and pages    %s (listening on %s)\n", cfg.BaseURL, addr)
	fmt.Fprintf(out, "  Readiness        %s/readyz\n", cfg.BaseURL)
	if dev.RPCURL() != "" {
		fmt.Fprintf(out, "  Chain JSON-RPC   %s (chain id %s)\n", dev.RPCURL(), dev.ChainID())
	}
	fmt.Fprintf(out, "  Gateway          %s\n", cfg.Chains[0].Gateway.Hex())
	for _, c := range cfg.Chains[1:] {
		fmt.Fprintf(out, "  Second chain     %s (chain id %s, %s), gateway %s\n", c.RPCURL, c.ChainID, c.Name, c.Gateway.Hex())
	}
	fmt.Fprintf(out, "  Demo merchant    %s (%s)\n", seed.Merchant.DisplayName, dev.Merchant.Address.Hex())
	fmt.Fprintf(out, "  Secret key       %s\n", seed.SecretKey)
	fmt.Fprintf(out, "  Publishable key  %s\n", seed.PublishableKey)
	// The publishable key works from these pages only: say which.
	for i := 0; i < len(seed.Merchant.AllowedOrigins); i += 4 {
		label := ""
		if i == 0 {
			label = "Allowed origins"
		}
		fmt.Fprintf(out, "  %-16s %s\n", label, strings.Join(seed.Merchant.AllowedOrigins[i:min(i+4, len(seed.Merchant.AllowedOrigins))], " "))
	}
	fmt.Fprintf(out, "  Demo customer    %s (10,000 USDC and EURC on each chain)\n", dev.Customer.Address.Hex())
	if seed.DemoInvoiceURL != "" {
		fmt.Fprintf(out, "  Demo invoice     %s\n", seed.DemoInvoiceURL)
	} else {
		fmt.Fprintf(out, "  Demo invoice     not created: %s\n", seed.DemoInvoiceError)
	}
	fmt.Fprintf(out, "  Keys, addresses  %s\n\n", filepath.Join(cfg.DevDir, "dev.json"))
	fmt.Fprintf(out, "Try it:\n  curl -s %s/api/invoices -H 'X-Service-Api-Key: %s' \\\n    -H 'Content-Type: application/json' -d '{\"amountUsdc\": 25, \"payInToken\": \"USDC\"}'\n\n", cfg.BaseURL, seed.SecretKey)
	fmt.Fprintf(out, "Press Ctrl-C to stop.\n\n")
}

// Command go-backend is an example merchant backend for Paystead in Go's
// net/http: it creates invoices with the secret key through the Go client
// (github.com/paystead/paystead/sdk) and verifies Paystead's webhooks with
// the standard library. README.md says how to run it against `make dev`.
//
//	POST /checkout            {"amount": "12.50", "order": "A-1001"} → {"order", "invoiceId", "url"}
//	                          (a form post is redirected to the payment page instead)
//	GET  /thanks?order=…      the successUrl the customer comes back to
//	GET  /orders/{ref}        what the shop knows of an order, webhooks included
//	POST /webhooks/paystead   Paystead's signed deliveries
package main

import (
	"context"
	"errors"
	"log/slog"
	"net/http"
	"os"
	"os/signal"
	"syscall"
	"time"

	"github.com/paystead/paystead/sdk"
)

// config is the example's settings, all from the environment.
type config struct {
	SecretKey     string // PAYSTEAD_SECRET_KEY: the merchant's ak_live_… key
	WebhookSecret string // PAYSTEAD_WEBHOOK_SECRET: the endpoint's whsec_… secret
	PaysteadURL   string // PAYSTEAD_URL: where Paystead answers (make dev: http://127.0.0.1:8080)
	Addr          string // SHOP_ADDR: where this shop listens
	ShopURL       string // SHOP_URL: where customers reach this shop
}

func configFromEnv(getenv func(string) string) (config, error) {
	c := config{
		SecretKey:     getenv("PAYSTEAD_SECRET_KEY"),
		WebhookSecret: getenv("PAYSTEAD_WEBHOOK_SECRET"),
		PaysteadURL:   or(getenv("PAYSTEAD_URL"), "http://127.0.0.1:8080"),
		Addr:          or(getenv("SHOP_ADDR"), "127.0.0.1:4000"),
	}
	c.ShopURL = or(getenv("SHOP_URL"), "http://"+c.Addr)
	var missing []error
	if c.SecretKey == "" {
		missing = append(missing, errNoSecretKey)
	}
	if c.WebhookSecret == "" {
		missing = append(missing, errNoWebhookSecret)
	}
	return c, errors.Join(missing...)
}

func or(v, def string) string {
	if v == "" {
		return def
	}
	return v
}

func main() {
	log := slog.New(slog.NewTextHandler(os.Stderr, nil))
	cfg, err := configFromEnv(os.Getenv)
	if err != nil {
		log.Error("cannot start", "error", err)
		os.Exit(2)
	}
	client, err := sdk.NewClient(cfg.SecretKey, sdk.WithBaseURL(cfg.PaysteadURL))
	if err != nil {
		log.Error("cannot start", "error", err)
		os.Exit(2)
	}
	srv := &http.Server{
		Addr:              cfg.Addr,
		Handler:           newShop(client, cfg.WebhookSecret, cfg.ShopURL, log).routes(),
		ReadHeaderTimeout: 10 * time.Second,
	}

	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	go func() {
		<-ctx.Done()
		shutdown, cancel := context.WithTimeout(context.Background(), 10*time.Second)
		defer cancel()
		_ = srv.Shutdown(shutdown)
	}()
	log.Info("shop listening", "url", cfg.ShopURL, "paystead", cfg.PaysteadURL)
	if err := srv.ListenAndServe(); !errors.Is(err, http.ErrServerClosed) {
		log.Error("serve", "error", err)
		os.Exit(1)
	}
}

// Package server is the composition root: it wires configuration, the
// database, the chain, the domain services and the HTTP interface together,
// and runs them until the context ends.
package server

import (
	"context"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"net"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"time"

	"github.com/go-chi/chi/v5"
	"github.com/jackc/pgx/v5/pgxpool"

	"github.com/paystead/paystead/backend/config"
	"github.com/paystead/paystead/backend/httpapi"
	"github.com/paystead/paystead/backend/postgres"
	"github.com/paystead/paystead/backend/postgres/localpg"
)

// Options are the parts of a run that are not configuration.
type Options struct {
	// Listener, when set, is used instead of listening on cfg.ListenAddr.
	Listener net.Listener
	// Out receives the dev-mode banner; os.Stdout when nil.
	Out io.Writer
	// ExtraRoutes mounts more routes on the router (tests use it).
	ExtraRoutes func(r chi.Router)
}

// Run serves until ctx ends, then lets in-flight requests finish (up to
// cfg.ShutdownTimeout) and returns nil after a clean shutdown.
func Run(ctx context.Context, cfg config.Config, logger *slog.Logger, opts Options) error {
	if opts.Out == nil {
		opts.Out = os.Stdout
	}
	var cleanups []func()
	defer func() {
		for i := len(cleanups) - 1; i >= 0; i-- {
			cleanups[i]()
		}
	}()

	databaseURL := cfg.DatabaseURL
	if databaseURL == "" && cfg.Mode == config.Dev {
		dir := filepath.Join(cfg.DevDir, "pgdata")
		logger.Info("DATABASE_URL is unset: starting a throwaway PostgreSQL cluster", "dir", dir)
		cluster, err := localpg.Start(ctx, dir)
		if err != nil {
			return fmt.Errorf("start the throwaway database: %w", err)
		}
		cleanups = append(cleanups, func() {
			if err := cluster.Stop(); err != nil {
				logger.Error("stop the throwaway database", "err", err)
			}
		})
		databaseURL = cluster.URL()
	}
	pool, err := postgres.Open(ctx, databaseURL)
	if err != nil {
		return err
	}
	cleanups = append(cleanups, pool.Close)
	if err := prepareSchema(ctx, cfg, pool, logger); err != nil {
		return err
	}

	checks := []httpapi.ReadinessCheck{{Name: "database", Check: pool.Ping}}
	handler := httpapi.New(httpapi.Deps{Logger: logger, Pool: pool, Readiness: checks}, opts.ExtraRoutes)

	ln := opts.Listener
	if ln == nil {
		if ln, err = net.Listen("tcp", cfg.ListenAddr); err != nil {
			return fmt.Errorf("listen on %s: %w", cfg.ListenAddr, err)
		}
	}
	srv := &http.Server{
		Handler:           handler,
		ReadHeaderTimeout: 10 * time.Second,
		ReadTimeout:       30 * time.Second,
		WriteTimeout:      60 * time.Second,
		IdleTimeout:       120 * time.Second,
		ErrorLog:          slog.NewLogLogger(logger.Handler(), slog.LevelWarn),
		BaseContext:       func(net.Listener) context.Context { return context.WithoutCancel(ctx) },
	}
	serveErr := make(chan error, 1)
	go func() { serveErr <- srv.Serve(ln) }()
	logger.Info("serving", "addr", ln.Addr().String(), "config", cfg)
	if cfg.Mode == config.Dev {
		printBanner(opts.Out, cfg, ln.Addr())
	}

	select {
	case err := <-serveErr:
		return fmt.Errorf("http server: %w", err)
	case <-ctx.Done():
	}
	logger.Info("shutting down: finishing in-flight requests", "timeout", cfg.ShutdownTimeout.String())
	shutdownCtx, cancel := context.WithTimeout(context.Background(), cfg.ShutdownTimeout)
	defer cancel()
	if err := srv.Shutdown(shutdownCtx); err != nil {
		return fmt.Errorf("shutdown: %w", err)
	}
	if err := <-serveErr; err != nil && !errors.Is(err, http.ErrServerClosed) {
		return fmt.Errorf("http server: %w", err)
	}
	logger.Info("stopped")
	return nil
}

// prepareSchema migrates in dev mode; in production the schema must
// already be current (`paystead migrate` runs as a release step).
func prepareSchema(ctx context.Context, cfg config.Config, pool *pgxpool.Pool, logger *slog.Logger) error {
	if cfg.Mode == config.Dev {
		applied, err := postgres.Migrate(ctx, pool)
		if err != nil {
			return err
		}
		if len(applied) > 0 {
			logger.Info("migrations applied", "versions", applied)
		}
		return nil
	}
	pending, err := postgres.Pending(ctx, pool)
	if err != nil {
		return err
	}
	if len(pending) > 0 {
		return fmt.Errorf("the database schema is behind (%s not applied): run `paystead migrate` first", strings.Join(pending, ", "))
	}
	return nil
}

func printBanner(out io.Writer, cfg config.Config, addr net.Addr) {
	fmt.Fprintf(out, "\nPaystead dev is running.\n")
	fmt.Fprintf(out, "  API and pages   %s (listening on %s)\n", cfg.BaseURL, addr)
	fmt.Fprintf(out, "  Health          %s/readyz\n", cfg.BaseURL)
	fmt.Fprintf(out, "Press Ctrl-C to stop.\n\n")
}

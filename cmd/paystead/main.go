// Command paystead is the whole Paystead service in one binary: the API,
// the pages, the workers, and the tools to run them.
package main

import (
	"github.com/paystead/paystead/frontend"
	"runtime/debug"

	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"log/slog"
	"os"
	"os/exec"
	"os/signal"
	"path/filepath"
	"syscall"
	"time"

	"github.com/paystead/paystead/backend/config"
	"github.com/paystead/paystead/backend/postgres"
	"github.com/paystead/paystead/backend/postgres/localpg"
	"github.com/paystead/paystead/backend/server"
)

const usage = `paystead: stablecoin invoices and hosted checkout.

Usage:
  paystead <command> [flags]

Commands:
  deploy             Deploy the gateway to a chain and print the settings serve needs.
  migrate            Apply the database migrations (idempotent; safe to run from
                     several processes at once).
  merchant create    Create a merchant owned by a wallet and print its id.
  merchant authorize Print (or send from the merchant's key) the merchant wallet's
                     setDelegate and setPayoutWallet transactions on the gateway.
  gateway            The gateway owner's commands: add or remove an operator relayer
                     (server-key rotation), pause or unpause payments, status.
  keys create        Create a merchant's API key and print it once.
  keys list          List a merchant's API keys (never their secrets).
  keys revoke        Revoke one of a merchant's API keys.
  serve              Run the service in production; settings come from the environment.
  healthcheck        Exit 0 when the serve process on this host answers /healthz (or
                     /readyz with --ready): the image's HEALTHCHECK.
  dev                Run the service with embedded defaults: a dev chain and, without
                     DATABASE_URL, a throwaway PostgreSQL.
  dev fund           On a development chain (geth --dev, Anvil, Hardhat): send a wallet
                     ETH and mint it test USDC and EURC.
  dev travel         On a development chain: move its clock forward (past the refund
                     window, an expiry); on geth, seal blocks in its place afterwards.
  dev wallet         Make a throwaway test wallet (prints its key).
  dev pay            Pay an invoice from a test wallet's key, as the hosted page does.
  pg-run             Run a command with DATABASE_URL set to a throwaway PostgreSQL
                     cluster, stopped when the command exits (make test uses it).
  precompress        Write FILE.br and FILE.gz beside each FILE (make wasm uses it
                     for checkout.wasm and dashboard.wasm).

In production: deploy, migrate, merchant create, keys create, merchant authorize,
then serve (README, "Running in production").

Run 'paystead <command> --help' for a command's flags and settings.
`

func main() {
	os.Exit(run(os.Args[1:], os.Stdout, os.Stderr))
}

func run(args []string, stdout, stderr io.Writer) int {
	if len(args) == 0 || args[0] == "-h" || args[0] == "--help" || args[0] == "help" {
		fmt.Fprint(stdout, usage)
		if len(args) == 0 {
			return 2
		}
		return 0
	}
	cmd, rest := args[0], args[1:]
	var err error
	switch cmd {
	case "serve":
		err = cmdServe(rest, stdout, stderr, config.Serve)
	case "dev":
		switch {
		case len(rest) > 0 && rest[0] == "fund":
			err = cmdDevFund(rest[1:], stdout, stderr)
		case len(rest) > 0 && rest[0] == "travel":
			err = cmdDevTravel(rest[1:], stdout, stderr)
		case len(rest) > 0 && rest[0] == "pay":
			err = cmdDevPay(rest[1:], stdout, stderr)
		case len(rest) > 0 && rest[0] == "wallet":
			err = cmdDevWallet(rest[1:], stdout, stderr)
		default:
			limitDevMemory()
			err = cmdServe(rest, stdout, stderr, config.Dev)
		}
	case "deploy":
		err = cmdDeploy(rest, stdout, stderr)
	case "migrate":
		err = cmdMigrate(rest, stdout, stderr)
	case "merchant":
		err = cmdMerchant(rest, stdout, stderr)
	case "keys":
		err = cmdKeys(rest, stdout, stderr)
	case "pg-run":
		err = cmdPGRun(rest, stdout, stderr)
	case "precompress":
		err = cmdPrecompress(rest, stdout, stderr)
	case "gateway":
		err = cmdGateway(rest, stdout, stderr)
	case "healthcheck":
		err = cmdHealthcheck(rest, stdout, stderr)
	default:
		fmt.Fprintf(stderr, "paystead: unknown command %q\n\n%s", cmd, usage)
		return 2
	}
	var exit exitCode
	switch {
	case err == nil:
		return 0
	case errors.Is(err, flag.ErrHelp):
		return 0
	case errors.As(err, &exit):
		return int(exit)
	default:
		fmt.Fprintf(stderr, "paystead %s: %v\n", cmd, err)
		return 1
	}
}

// exitCode passes a child's exit status through pg-run.
type exitCode int

func (e exitCode) Error() string { return fmt.Sprintf("exit status %d", int(e)) }

func newFlags(name, summary string, stderr io.Writer) *flag.FlagSet {
	fs := flag.NewFlagSet("paystead "+name, flag.ContinueOnError)
	fs.SetOutput(stderr)
	fs.Usage = func() {
		fmt.Fprintf(fs.Output(), "Usage: paystead %s\n\n%s\n", name, summary)
		hasFlags := false
		fs.VisitAll(func(*flag.Flag) { hasFlags = true })
		if hasFlags {
			fmt.Fprintln(fs.Output(), "\nFlags:")
			fs.PrintDefaults()
		}
	}
	return fs
}

func newLogger(w io.Writer, level slog.Level) *slog.Logger {
	return slog.New(slog.NewJSONHandler(w, &slog.HandlerOptions{Level: level}))
}

func cmdServe(args []string, stdout, stderr io.Writer, mode config.Mode) error {
	name, summary := "serve", "Runs the API, the pages and the workers. Every setting comes from the environment:\n\n"+config.Describe()
	if mode == config.Dev {
		name, summary = "dev", "Runs Paystead with embedded defaults for development and demos: the API and\npages on http://127.0.0.1:8080, an embedded chain with every contract deployed,\nand, when DATABASE_URL is unset, a throwaway PostgreSQL under .paystead/.\nIt writes .paystead/dev.json with the addresses and keys to try it with.\n\nSettings (environment):\n\n"+config.Describe()
	}
	fs := newFlags(name, summary, stderr)
	if err := fs.Parse(args); err != nil {
		return err
	}
	cfg, err := config.Load(mode, os.Getenv)
	if err != nil {
		return err
	}
	logger := newLogger(stderr, cfg.LogLevel)
	slog.SetDefault(logger)
	server.TuneGC(os.Getenv)
	ctx, stop := signal.NotifyContext(context.Background(), syscall.SIGINT, syscall.SIGTERM)
	defer stop()
	return server.Run(ctx, cfg, logger, server.Options{Out: stdout})
}

func cmdMigrate(args []string, stdout, stderr io.Writer) error {
	fs := newFlags("migrate", "Applies the embedded migrations (River's and Paystead's) to DATABASE_URL.", stderr)
	if err := fs.Parse(args); err != nil {
		return err
	}
	url := os.Getenv("DATABASE_URL")
	if url == "" {
		return errors.New("DATABASE_URL is required but not set")
	}
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Minute)
	defer cancel()
	pool, err := postgres.Open(ctx, url)
	if err != nil {
		return err
	}
	defer pool.Close()
	applied, err := postgres.Migrate(ctx, pool)
	if err != nil {
		return err
	}
	if len(applied) == 0 {
		fmt.Fprintln(stdout, "schema is up to date")
		return nil
	}
	for _, v := range applied {
		fmt.Fprintln(stdout, "applied", v)
	}
	return nil
}

func cmdPGRun(args []string, stdout, stderr io.Writer) error {
	fs := newFlags("pg-run [--dir DIR] [--durable] -- COMMAND [ARGS...]",
		"Starts a throwaway PostgreSQL cluster from the installed server binaries,\nruns COMMAND with DATABASE_URL pointing at it, and stops the cluster afterwards.", stderr)
	dir := fs.String("dir", filepath.Join(".paystead", fmt.Sprintf("pgtest-%d", os.Getpid())), "data directory of the cluster (wiped first)")
	durable := fs.Bool("durable", false, "flush every commit to disk, as a production database does (default: fsync off, for speed)")
	if err := fs.Parse(args); err != nil {
		return err
	}
	if fs.NArg() == 0 {
		fs.Usage()
		return exitCode(2)
	}
	if err := os.RemoveAll(*dir); err != nil {
		return err
	}
	ctx, stop := signal.NotifyContext(context.Background(), syscall.SIGINT, syscall.SIGTERM)
	defer stop()
	var settings []string
	if *durable {
		settings = localpg.Durable
	}
	cluster, err := localpg.Start(ctx, *dir, settings...)
	if err != nil {
		return err
	}
	defer func() {
		if err := cluster.Discard(); err != nil {
			fmt.Fprintln(stderr, "paystead pg-run:", err)
		}
		_ = os.RemoveAll(*dir)
	}()
	child := exec.CommandContext(ctx, fs.Arg(0), fs.Args()[1:]...)
	child.Stdin, child.Stdout, child.Stderr = os.Stdin, stdout, stderr
	child.Env = append(os.Environ(), "DATABASE_URL="+cluster.URL())
	child.Cancel = func() error { return child.Process.Signal(syscall.SIGTERM) }
	child.WaitDelay = 30 * time.Second
	if err := child.Run(); err != nil {
		var ee *exec.ExitError
		if errors.As(err, &ee) && ee.ExitCode() > 0 {
			return exitCode(ee.ExitCode())
		}
		return err
	}
	return nil
}

func cmdPrecompress(args []string, stdout, stderr io.Writer) error {
	fs := newFlags("precompress FILE...", "Write FILE.br (brotli) and FILE.gz (gzip), both at their best compression.", stderr)
	if err := fs.Parse(args); err != nil {
		return err
	}
	if fs.NArg() == 0 {
		fs.Usage()
		return exitCode(2)
	}
	for _, f := range fs.Args() {
		if err := frontend.Precompress(f); err != nil {
			return err
		}
		fmt.Fprintf(stdout, "precompressed %s\n", f)
	}
	return nil
}

// devMemoryLimit is the Go heap's soft limit under `paystead dev`, unless
// GOMEMLIMIT sets one: the embedded chain allocates and drops state at
// every block, and the heap grew to twice its live size between
// collections (900 MB resident over 120,000 invoices, 180 MB of it live).
const devMemoryLimit = 320 << 20

func limitDevMemory() {
	if os.Getenv("GOMEMLIMIT") == "" {
		debug.SetMemoryLimit(devMemoryLimit)
	}
}

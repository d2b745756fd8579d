// Package server is the composition root: it wires configuration, the
// database, the chain, the domain services and the HTTP interface together,
// and runs them until the context ends.
package server

import (
	"cmp"
	"context"
	"crypto/ecdsa"
	"crypto/sha256"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"net"
	"net/http"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/go-chi/chi/v5"
	"github.com/jackc/pgx/v5/pgxpool"
	"github.com/prometheus/client_golang/prometheus"
	"github.com/prometheus/client_golang/prometheus/promhttp"

	"github.com/paystead/paystead/backend/chain"
	"github.com/paystead/paystead/backend/checkout"
	"github.com/paystead/paystead/backend/compliance"
	"github.com/paystead/paystead/backend/config"
	"github.com/paystead/paystead/backend/devchain"
	"github.com/paystead/paystead/backend/escrow"
	"github.com/paystead/paystead/backend/gate"
	"github.com/paystead/paystead/backend/httpapi"
	"github.com/paystead/paystead/backend/invoice"
	"github.com/paystead/paystead/backend/jobs"
	"github.com/paystead/paystead/backend/merchant"
	"github.com/paystead/paystead/backend/paylink"
	"github.com/paystead/paystead/backend/postgres"
	"github.com/paystead/paystead/backend/postgres/localpg"
	"github.com/paystead/paystead/backend/quote"
	"github.com/paystead/paystead/backend/ratelimit"
	"github.com/paystead/paystead/backend/relayer"
	"github.com/paystead/paystead/backend/session"
	"github.com/paystead/paystead/backend/subscription"
	"github.com/paystead/paystead/backend/token"
	"github.com/paystead/paystead/backend/webhook"
	"github.com/paystead/paystead/frontend"
)

// Options are the parts of a run that are not configuration.
type Options struct {
	// Listener, when set, is used instead of listening on cfg.ListenAddr.
	Listener net.Listener
	// Out receives the dev-mode banner; os.Stdout when nil.
	Out io.Writer
	// ExtraRoutes mounts more routes on the router (tests use it).
	ExtraRoutes func(r chi.Router)
	// DevChain, in dev mode, is used instead of starting one (tests share
	// one chain between servers).
	DevChain *devchain.Chain
	// MoreDevChains, in dev mode, are settlement chains after DevChain
	// (tests of several chains); each has DevChain's server wallet.
	MoreDevChains []*devchain.Chain
	// AfterBroadcast, when set, runs in the payer after each payment is
	// broadcast (tests stop a worker there).
	AfterBroadcast func(submission common.Hash) error
	// Started, when set, receives the running app once it serves.
	Started func(*App)
}

// App is a running Paystead: what tests and the dev seed reach into.
type App struct {
	Config     config.Config
	Addr       net.Addr
	Pool       *pgxpool.Pool
	Merchants  *merchant.Service
	Invoices   *invoice.Service
	Gate       *gate.Service
	Checkout   *checkout.Service
	Payer      *relayer.Payer
	Escrows    *escrow.Service
	Reconciler *relayer.Reconciler
	Voider     *relayer.Voider
	Webhooks   *webhook.Service
	Dev        *devchain.Chain // nil outside dev mode
	Seed       *DevSeed        // nil outside dev mode
	// Networks are the settlement chains, the first one's workers also
	// above (Payer, Reconciler, Voider, Dev).
	Networks []Network
}

// Network is one settlement chain of a running Paystead.
type Network struct {
	Config     config.Chain
	Payer      *relayer.Payer
	Reconciler *relayer.Reconciler
	Voider     *relayer.Voider
	Dev        *devchain.Chain // nil outside dev mode
}

// Run serves until ctx ends, then lets in-flight requests finish (up to
// cfg.ShutdownTimeout), stops the workers and returns nil after a clean
// shutdown. Its steps, in order: connect to the database and the chain,
// wire the services, start the workers, seed the dev merchant, build the
// HTTP handler, serve.
func Run(ctx context.Context, cfg config.Config, logger *slog.Logger, opts Options) error {
	if opts.Out == nil {
		opts.Out = os.Stdout
	}
	// In production a checkout without its program would look ready and
	// never let anyone pay: refuse before connecting to anything.
	if missing := frontend.MissingPrograms(cfg.WebDir); cfg.Mode == config.Serve && len(missing) > 0 {
		return fmt.Errorf("PAYSTEAD_WEB_DIR (%s) lacks %s: without them the hosted checkout and the dashboard cannot run in the browser. Build them with `make wasm` (`make build` and the Docker image do), or point PAYSTEAD_WEB_DIR at the folder that holds them",
			cfg.WebDir, strings.Join(missing, " and "))
	}
	pool, stopDB, err := openDatabase(ctx, cfg, logger)
	if err != nil {
		return err
	}
	defer stopDB()
	registry := prometheus.NewRegistry()
	clients, devs, stopChains, err := connectChains(ctx, &cfg, logger, opts, newRPCSwitches(registry))
	if err != nil {
		return err
	}
	defer stopChains()

	svc, err := newServices(ctx, cfg, pool, clients, registry, logger, opts)
	if err != nil {
		return err
	}
	for i, d := range devs {
		svc.networks[i].dev = d
	}
	stopWorkers, err := svc.startWorkers(ctx, cfg, pool, logger)
	if err != nil {
		return err
	}
	defer stopWorkers()

	home := svc.networks[0]
	app := &App{Config: cfg, Pool: pool, Merchants: svc.merchants, Invoices: svc.invoices, Gate: svc.gate, Checkout: svc.checkout,
		Payer: home.payer, Escrows: svc.escrows, Reconciler: home.reconciler, Voider: home.voider, Webhooks: svc.webhooks, Dev: home.dev}
	for _, n := range svc.networks {
		app.Networks = append(app.Networks, Network{Config: n.config, Payer: n.payer, Reconciler: n.reconciler, Voider: n.voider, Dev: n.dev})
	}
	dev := home.dev
	if dev != nil {
		if app.Seed, err = seedDev(ctx, cfg, dev, svc.merchants, svc.invoices); err != nil {
			return fmt.Errorf("seed the dev merchant: %w", err)
		}
	}
	limits := httpapi.RateLimits{PerKey: cfg.RateLimits.PerKey, PerAddress: cfg.RateLimits.PerAddress, TrustedProxies: cfg.TrustedProxies}
	if cfg.RedisURL != "" {
		shared, err := ratelimit.Open(ctx, cfg.RedisURL)
		if err != nil {
			return err
		}
		defer shared.Close()
		limits.Shared, limits.OnSharedError = shared, sharedLimiterFailed(registry, logger)
	}
	handler, err := newHandler(cfg, svc, pool, registry, limits, logger, opts)
	if err != nil {
		return err
	}
	if cfg.MetricsAddr != "" {
		stopMetrics, err := serveMetrics(cfg.MetricsAddr, registry, logger)
		if err != nil {
			return err
		}
		defer stopMetrics()
	}
	return serve(ctx, cfg, handler, app, logger, opts)
}

// services are the domain services, the relayer's workers of each chain
// and the job queue, wired to one database.
type services struct {
	// networks are the chains, in configuration order; invoices are staged
	// on the first.
	networks  []*network
	merchants *merchant.Service
	invoices  *invoice.Service
	paylinks  *paylink.Service
	plans     *subscription.Service
	subs      *subscription.Subscriptions
	gate      *gate.Service
	checkout  *checkout.Service
	escrows   *escrow.Service
	refunds   *escrow.Links // refund links
	quotes    *quote.Service
	webhooks  *webhook.Service
	webhookDB *postgres.WebhookStore
	invoiceDB *postgres.InvoiceStore
	relay     deliveryRelay // queues the jobs of creation's deliveries
	emailDB   *postgres.EmailStore
	mailer    *mailRelay // nil: the deployment sends no email
	sessions  *session.Service
	queue     *jobs.Client
	// tokens is the deployment's token registry.
	tokens *token.Registry
	// process names this process: its River client's id and its row of
	// heartbeats (see liveness.go).
	process   string
	processes *postgres.ProcessStore
}

// newServices wires the domain services to their stores (backend/postgres)
// and their chains (the relayer and backend/chain), one network per
// client of clients (cfg.Chains' order).
func newServices(ctx context.Context, cfg config.Config, pool *pgxpool.Pool, clients []chain.Backend, registry *prometheus.Registry, logger *slog.Logger, opts Options) (*services, error) {
	s := &services{webhookDB: postgres.NewWebhookStore(pool), process: newProcessID(), processes: postgres.NewProcessStore(pool)}
	metrics := newChainMetrics(registry)
	for i, c := range cfg.Chains {
		n, err := newNetwork(ctx, cfg, c, clients[i], pool, metrics, logger, opts)
		if err != nil {
			return nil, err
		}
		s.networks = append(s.networks, n)
	}
	home := s.networks[0]
	screening, err := newComplianceProvider(cfg, home.client, logger)
	if err != nil {
		return nil, err
	}
	provider := countErrors(screening, registry)
	tokens, err := newTokens(ctx, s.networks, pool)
	if err != nil {
		return nil, err
	}
	s.tokens = tokens
	for _, n := range s.networks {
		n.watchDeposits(tokens)
		n.chargeSubscriptions(cfg.AllowanceCheckEvery)
		// A payment waiting for a paused token goes out within a poll of
		// the token resuming.
		n.tokens.MaxAge = max(receiptPoll(cfg), 50*time.Millisecond)
	}
	homeID := home.id()

	s.merchants = merchant.NewService(postgres.NewMerchantStore(pool))
	s.invoiceDB = postgres.NewInvoiceStore(pool)
	s.relay = newDeliveryRelay(s.webhookDB, s.invoiceDB)
	s.emailDB = postgres.NewEmailStore(pool)
	s.merchants.SetPayoutScreener(provider) // the onboarding screen of payout wallets
	var stageOn []invoice.Network
	for _, n := range s.networks {
		ins := payIns(tokens, n.id())
		if n != home {
			// Swaps run on the first chain only (homeSwaps): elsewhere an
			// invoice takes the tokens that pay out as themselves.
			ins = slices.DeleteFunc(ins, func(p invoice.PayIn) bool { t, _ := tokens.Lookup(string(p.Symbol)); return !t.PaysOutAsItself() })
		}
		stageOn = append(stageOn, invoice.Network{ChainID: n.id(), Gateway: n.config.Gateway, Tokens: ins, Issuer: n.stager})
	}
	s.invoices = invoice.NewService(invoice.Config{
		BaseURL:        cfg.BaseURL,
		Networks:       stageOn,
		AllowLoopback:  cfg.Mode == config.Dev,
		FailOpen:       cfg.Compliance.FailOpenForInvoice,
		DefaultExpiry:  cfg.InvoiceExpiry,
		DepositAddress: depositAddresses(home.config.DepositFactory),
	}, s.invoiceDB, payoutScreener{provider: provider, merchants: s.merchants, log: logger, recorded: new(sync.Map)}, logger)
	s.paylinks = paylink.NewService(postgres.NewPayLinkStore(pool), s.invoices, linkMerchants{s.merchants}, cfg.Mode == config.Dev)
	s.plans = subscription.NewService(postgres.NewPlanStore(pool), symbols(tokens))
	s.subs = subscription.NewSubscriptions(postgres.NewSubscriptionStore(pool), subscriptionNetwork(s.networks, tokens),
		merchantWallet(s.merchants), provider, cfg.BaseURL, cfg.Mode == config.Dev)
	s.paylinks.SetTokens(symbols(tokens))
	s.gate = gate.NewService(provider, postgres.NewGateStore(pool), s.invoices, s.merchants, nil)
	s.gate.SetSupportEmail(cfg.SupportEmail)
	s.mailer = newMailRelay(cfg, s.emailDB, s.invoiceDB, s.invoices, logger)
	s.gate.SetIssuer(gateIssuer{tokens: tokens, networks: byChainID(s.networks)})
	s.webhooks = webhook.NewService(s.webhookDB, cfg.WebhookAllowLoopback)
	payers := jobs.Payers{0: home.payer} // jobs queued before they named their chain
	for _, n := range s.networks {
		payers[n.id()] = n.payer
	}
	s.queue, err = jobs.NewClient(pool, jobs.Config{ID: s.process, Logger: logger, Webhooks: &jobs.WebhookWorker{
		Store: s.webhookDB, Client: webhook.NewClient(cfg.WebhookAllowLoopback, nil), Log: logger,
	}, SoftStop: cfg.ShutdownTimeout / 2}, payers)
	if err != nil {
		return nil, fmt.Errorf("job queue: %w", err)
	}
	if s.quotes, err = newQuoteService(home.config, home.client, tokens); err != nil {
		return nil, err
	}
	swaps, err := homeSwaps(ctx, home, s.quotes, logger)
	if err != nil {
		return nil, err
	}
	var payOn []checkout.Network
	for _, n := range s.networks {
		c := n.config
		on := checkout.Network{ChainID: c.ChainID, Permit2: c.Permit2, Gateway: c.Gateway, Tokens: tokenAddresses(tokens, n.id()),
			Chain: checkoutChain{backend: n.client, chainID: c.ChainID, permit2: c.Permit2, gateway: c.Gateway, tokens: n.tokens}}
		if n == home {
			on.Swaps = swaps
		}
		payOn = append(payOn, on)
	}
	s.checkout = checkout.NewService(checkout.Config{}, payOn, postgres.NewCheckoutStore(pool, s.queue.EnqueuePay), s.gate, s.invoices)
	escrows := postgres.NewEscrowStore(pool)
	s.escrows = escrow.NewService(escrows, escrowRouter{home: home, networks: byChainID(s.networks)})
	s.escrows.SetTokens(symbols(tokens))
	s.escrows.SetScreener(refundScreener(provider))
	s.escrows.SetTokenLookup(func(chainID int64, a common.Address) (string, uint8, bool) {
		t, ok := tokens.ByAddress(chainID, a)
		return t.Symbol, t.Decimals, ok
	})
	s.refunds = escrow.NewLinks(escrows.RefundLinks(), s.escrows, refundConsents{byChainID(s.networks)})
	s.sessions, err = session.NewService(session.Config{BaseURL: cfg.BaseURL, ChainID: homeID, Chain: home.client,
		NonceKey: nonceKey(cfg.ServerKey), SignUp: session.SignUpPolicy{Closed: cfg.SignUp == config.SignUpClosed, Allowed: cfg.SignUpAllowlist}},
		postgres.NewSessionStore(pool), s.merchants)
	if err != nil {
		return nil, err
	}
	return s, nil
}

// startWorkers starts the stager, the follower of refunds and claims, the
// key cache's listener, the job queue and the background loops. They outlive the HTTP server's drain, so
// requests still in flight at shutdown can finish staging: the returned
// stop ends them, the queue first.
func (s *services) startWorkers(ctx context.Context, cfg config.Config, pool *pgxpool.Pool, logger *slog.Logger) (stop func(), err error) {
	workersCtx, stopWorkers := context.WithCancel(context.WithoutCancel(ctx))
	var workers sync.WaitGroup
	stopAll := func() {
		stopWorkers()
		workers.Wait()
	}
	for _, n := range s.networks {
		workers.Go(func() { n.stager.Run(workersCtx) })
		workers.Go(func() { n.stager.FollowAgents(workersCtx, cmp.Or(cfg.AgentEventsEvery, time.Second)) })
		workers.Go(func() { _ = n.escrow.Run(workersCtx) })
	}
	if cfg.APIKeyCacheTTL > 0 {
		keys := merchant.NewKeyCache(cfg.APIKeyCacheTTL)
		s.merchants.UseKeyCache(keys)
		workers.Go(func() { postgres.ListenCredentialChanges(workersCtx, pool, keys, logger) })
	}
	// Registered before it takes a job, so that its jobs are found if it dies.
	if err := s.processes.Heartbeat(ctx, s.process); err != nil {
		stopAll()
		return nil, err
	}
	if err := s.queue.Start(workersCtx); err != nil {
		stopAll()
		return nil, fmt.Errorf("start the job queue: %w", err)
	}
	for _, bg := range append(backgroundSteps(s.invoices), livenessSteps(s.processes, s.process)...) {
		workers.Go(func() { every(workersCtx, bg.interval, nil, bg.name, logger, bg.step) })
	}
	workers.Go(func() { s.relay.run(workersCtx, logger) })
	if s.mailer != nil {
		workers.Go(func() { s.mailer.run(workersCtx, logger) })
	}
	for _, n := range s.networks {
		for _, bg := range n.loops(s.webhookDB) {
			workers.Go(func() { every(workersCtx, bg.interval, nil, bg.name, n.log, bg.step) })
		}
	}
	logger.Info("process started", "process", s.process)
	return func() {
		stopCtx, cancel := context.WithTimeout(context.Background(), cfg.ShutdownTimeout)
		defer cancel()
		if err := s.queue.Stop(stopCtx); err != nil {
			logger.Error("stop the job queue", "err", err)
		}
		stopAll()
		if err := s.processes.Leave(stopCtx, s.process); err != nil {
			logger.Error("leave the process table", "err", err)
		}
	}, nil
}

// newHandler builds the HTTP handler: the API and the pages.
func newHandler(cfg config.Config, s *services, pool *pgxpool.Pool, registry *prometheus.Registry, limits httpapi.RateLimits, logger *slog.Logger, opts Options) (http.Handler, error) {
	pages, err := newPages(cfg, s.tokens, s.invoices, s.invoiceDB, logger)
	if err != nil {
		return nil, err
	}
	readiness := []httpapi.ReadinessCheck{{Name: "database", Check: pool.Ping}}
	wallet := crypto.PubkeyToAddress(cfg.ServerKey.PublicKey)
	ops := &opsCollector{store: postgres.NewOpsStore(pool), wallet: wallet, log: logger}
	for _, n := range s.networks {
		readiness = append(readiness, n.readiness(len(s.networks) > 1)...)
		if node, ok := n.client.(nodeReader); ok {
			ops.chains = append(ops.chains, opsChain{label: n.config.Label(), id: n.id(), backend: node, cursor: n.reconciler.CursorName()})
		}
	}
	registry.MustRegister(ops)
	return httpapi.New(httpapi.Deps{
		Logger:             logger,
		Pool:               pool,
		Registry:           registry,
		MetricsElsewhere:   cfg.MetricsAddr != "",
		ClassifyStoreError: postgres.Classify,
		Readiness:          readiness,
		Merchants:          s.merchants,
		Invoices:           s.invoices,
		Views:              s.invoiceDB,
		PayLinks:           s.paylinks,
		Plans:              s.plans,
		Subscriptions:      s.subs,
		Gate:               s.gate,
		Checkout:           s.checkout,
		Escrows:            s.escrows,
		RefundLinks:        s.refunds,
		Quotes:             s.quotes,
		RateLimits:         limits,
		Webhooks:           s.webhooks,
		Session:            httpapi.SessionDeps{Sessions: s.sessions, ServerWallet: wallet, Networks: merchantNetworks(cfg.Chains), Gateways: delegateGateways(s.networks)},
		Email:              httpapi.EmailDeps{Store: s.emailDB, Enabled: s.mailer != nil, Queued: s.mailer.Wake},
		Pages:              pages,
	}, opts.ExtraRoutes), nil
}

// nonceKey is the key SIWE nonces are signed with: derived from the server
// key, so every process has it and nothing more is configured. Rotating
// the server key voids the nonces outstanding (ten minutes' worth).
func nonceKey(serverKey *ecdsa.PrivateKey) []byte {
	sum := sha256.Sum256(append([]byte("paystead/siwe-nonce-key/v1\x00"), crypto.FromECDSA(serverKey)...))
	return sum[:]
}

// serveMetrics serves registry's /metrics on addr until the returned stop.
func serveMetrics(addr string, registry *prometheus.Registry, logger *slog.Logger) (stop func(), err error) {
	ln, err := net.Listen("tcp", addr)
	if err != nil {
		return nil, fmt.Errorf("listen on %s (PAYSTEAD_METRICS_ADDR): %w", addr, err)
	}
	mux := http.NewServeMux()
	mux.Handle("GET /metrics", promhttp.HandlerFor(registry, promhttp.HandlerOpts{Registry: registry}))
	srv := &http.Server{Handler: mux, ReadHeaderTimeout: 10 * time.Second}
	go func() { _ = srv.Serve(ln) }()
	logger.Info("serving metrics", "addr", ln.Addr().String())
	return func() { _ = srv.Close() }, nil
}

// serve listens (or takes opts.Listener), serves handler until ctx ends,
// and drains in-flight requests for up to cfg.ShutdownTimeout.
func serve(ctx context.Context, cfg config.Config, handler http.Handler, app *App, logger *slog.Logger, opts Options) error {
	ln := opts.Listener
	if ln == nil {
		var err error
		if ln, err = net.Listen("tcp", cfg.ListenAddr); err != nil {
			return fmt.Errorf("listen on %s: %w", cfg.ListenAddr, err)
		}
	}
	app.Addr = ln.Addr()
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
	if app.Dev != nil {
		if err := writeDevFile(cfg, app.Dev, app.Seed); err != nil {
			return err
		}
		printBanner(opts.Out, cfg, ln.Addr(), app.Dev, app.Seed)
	}
	if opts.Started != nil {
		opts.Started(app)
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

// openDatabase connects to DATABASE_URL, or in dev mode without one to a
// fresh throwaway cluster, and makes sure the schema is current.
func openDatabase(ctx context.Context, cfg config.Config, logger *slog.Logger) (*pgxpool.Pool, func(), error) {
	var stops []func()
	stop := func() {
		for i := len(stops) - 1; i >= 0; i-- {
			stops[i]()
		}
	}
	databaseURL := cfg.DatabaseURL
	if databaseURL == "" && cfg.Mode == config.Dev {
		// The dev chain starts from genesis every time, so its database does
		// too: rows staged on a chain that is gone would only mislead.
		dir := filepath.Join(cfg.DevDir, "pgdata")
		if err := os.RemoveAll(dir); err != nil {
			return nil, stop, fmt.Errorf("clear %s: %w", dir, err)
		}
		logger.Info("DATABASE_URL is unset: starting a throwaway PostgreSQL cluster", "dir", dir)
		cluster, err := localpg.Start(ctx, dir)
		if err != nil {
			return nil, stop, fmt.Errorf("start the throwaway database: %w", err)
		}
		stops = append(stops, func() {
			if err := cluster.Discard(); err != nil { // throwaway: gone with the process
				logger.Error("stop the throwaway database", "err", err)
			}
		})
		databaseURL = cluster.URL()
	}
	pool, err := postgres.OpenMax(ctx, databaseURL, cfg.DBMaxConns)
	if err != nil {
		stop()
		return nil, func() {}, err
	}
	logger.Info("database connections", "pool", pool.Config().MaxConns, "outside_pool", config.DBConnsOutsidePool)
	stops = append(stops, pool.Close)
	if err := prepareSchema(ctx, cfg, pool, logger); err != nil {
		stop()
		return nil, func() {}, err
	}
	return pool, stop, nil
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

// receiptPoll matches receipt polling to how fast blocks come.
func receiptPoll(cfg config.Config) time.Duration {
	if cfg.Mode == config.Dev {
		if cfg.DevBlockTime == 0 {
			return 2 * time.Millisecond
		}
		return min(cfg.DevBlockTime/10, 250*time.Millisecond)
	}
	return 250 * time.Millisecond
}

func newComplianceProvider(cfg config.Config, client chain.Backend, logger *slog.Logger) (compliance.Provider, error) {
	opts := compliance.Options{
		ListFile: cfg.Compliance.ListFile,
		HTTP:     compliance.HTTPOptions{URL: cfg.Compliance.HTTPURL, APIKey: cfg.Compliance.HTTPAPIKey},
		Logger:   logger,
	}
	if oracle := cfg.Chains[0].SanctionsOracle; oracle != (common.Address{}) {
		opts.Oracle = oracleAdapter{chain.NewSanctionsOracle(client, oracle)}
	}
	p, err := compliance.New(cfg.Compliance.Provider, opts)
	if err != nil {
		return nil, fmt.Errorf("compliance provider: %w", err)
	}
	for _, c := range cfg.Chains {
		if cfg.Mode == config.Serve && cfg.Compliance.Provider == "allowall" && c.RealMoney() {
			logger.Warn("screening is off: COMPLIANCE_PROVIDER=allowall lets every wallet pay on this chain", "chain_id", c.ChainID)
		}
	}
	return p, nil
}

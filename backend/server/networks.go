package server

import (
	"context"
	"fmt"
	"log/slog"
	"math/big"
	"strings"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/ethclient"
	"github.com/jackc/pgx/v5/pgxpool"
	"github.com/prometheus/client_golang/prometheus"

	"github.com/paystead/paystead/backend/chain"
	"github.com/paystead/paystead/backend/config"
	"github.com/paystead/paystead/backend/devchain"
	"github.com/paystead/paystead/backend/escrow"
	"github.com/paystead/paystead/backend/httpapi"
	"github.com/paystead/paystead/backend/invoice"
	"github.com/paystead/paystead/backend/postgres"
	"github.com/paystead/paystead/backend/relayer"
	"github.com/paystead/paystead/backend/token"
)

// network is one settlement chain of the deployment and what acts on it:
// its node, its gateway, and the relayer's workers, with the server
// wallet's sender keeping a nonce counter of its own there. Nothing of one
// network waits on another's node: each has its own loops, and a payment
// job runs on its invoice's network alone.
type network struct {
	config     config.Chain
	client     chain.Backend
	dev        *devchain.Chain // in dev mode
	gateway    *chain.Gateway
	relayer    *postgres.RelayerStore
	sender     *relayer.Sender
	stager     *relayer.Stager
	payer      *relayer.Payer
	reconciler *relayer.Reconciler
	voider     *relayer.Voider
	// deposits records transfers to invoices' deposit addresses and
	// depositPayer pays the invoices they cover (#34); nil without a
	// deposit factory.
	deposits     *relayer.DepositWatcher
	depositPayer *relayer.DepositPayer
	// charger charges subscriptions (#35); nil without a subscription
	// manager.
	charger *relayer.Charger
	// allowanceEvery is how often each subscription's allowance is checked.
	allowanceEvery time.Duration
	// escrow sends refunds and claims and follows them to their receipts.
	escrow *relayer.EscrowChain
	// tokens watches the standing of the deployment's tokens here (their
	// issuers' pauses, their permit domains); set by newTokens.
	tokens *token.Watch
	// log names the chain, and writes a repeated warning once a minute.
	log     *slog.Logger
	metrics *chainMetrics
}

// id is the network's chain id.
func (n *network) id() int64 { return n.config.ChainID.Int64() }

// newNetwork wires the relayer's workers of one chain.
func newNetwork(ctx context.Context, cfg config.Config, c config.Chain, client chain.Backend, pool *pgxpool.Pool, m *chainMetrics, logger *slog.Logger, opts Options) (*network, error) {
	// While the chain's node is down, its loops fail several times a
	// second: one line a minute of each says so.
	logger = slog.New(quietRepeats(logger.Handler(), time.Minute)).With("chain", c.Label())
	n := &network{config: c, client: client, gateway: chain.NewGateway(client, c.Gateway), log: logger, metrics: m}
	// A gateway an older build deployed would revert what this one sends.
	if err := chain.CheckGatewayCode(ctx, client, n.gateway); err != nil {
		return nil, fmt.Errorf("chain %s: %w", c.Label(), err)
	}
	if err := checkContractsThere(ctx, c, client); err != nil {
		return nil, fmt.Errorf("chain %s: %w", c.Label(), err)
	}
	if err := checkSubscriptionManager(ctx, c, client); err != nil {
		return nil, fmt.Errorf("chain %s: %w", c.Label(), err)
	}
	if err := checkFeeCap(ctx, client, c.MaxFee); err != nil {
		return nil, fmt.Errorf("chain %s: %w", c.Label(), err)
	}
	n.relayer = postgres.NewRelayerStore(pool)
	// Webhooks of Paystead's own transactions wait for the reconciler to
	// find them PAYSTEAD_CONFIRMATIONS deep: none announces what a
	// reorganisation then undoes.
	n.relayer.HoldEvents = c.Confirmations > 0
	n.sender = relayer.NewSender(n.relayer, client, cfg.ServerKey, c.ChainID, receiptPoll(cfg), logger)
	if was, now, err := n.sender.CatchUp(ctx); err != nil {
		return nil, fmt.Errorf("chain %s: %w", c.Label(), err)
	} else if now != was {
		logger.Warn("the server wallet's nonce counter was behind the chain (a database restored from a backup, or the key used elsewhere): moved up",
			"wallet", n.sender.Address().Hex(), "from", was, "to", now)
	}
	n.sender.MaxFee, n.sender.OnFeesAboveCap = c.MaxFee, m.feesAboveCap(c.Label(), logger)
	n.sender.RepriceAfter, n.sender.OnReprice = c.RepriceAfter, m.repriced(c.Label())
	n.stager = relayer.NewStager(relayer.StagerConfig{}, client, n.gateway, n.sender, n.relayer, logger)
	n.payer = relayer.NewPayer(n.relayer, n.sender, n.gateway, logger)
	n.payer.PoolFee = c.UniswapFeeTier // the tier quotes price
	n.payer.AfterBroadcast = opts.AfterBroadcast
	n.payer.OnFailed = m.failedPayment(c.Label())
	n.reconciler = relayer.NewReconciler(n.relayer, client, n.gateway, c.ChainID.Int64(), c.Confirmations, logger)
	n.reconciler.OnHead = m.head(c.Label())
	n.voider = relayer.NewVoider(n.gateway, n.sender, n.relayer, logger)
	escrowStore := postgres.NewEscrowStore(pool)
	escrowStore.HoldEvents = n.relayer.HoldEvents
	n.escrow = relayer.NewEscrowChain(escrowStore, n.sender, client, n.gateway, logger)
	return n, nil
}

// watchTokens takes w as the network's watch of its tokens: the payer
// waits while a token is paused, and paystead_token_paused shows it.
func (n *network) watchTokens(w *token.Watch) {
	n.tokens = w
	w.OnRead = n.metrics.tokenStanding(n.config.Label(), n.log)
	n.payer.Tokens = w
	n.escrow.Tokens = w
}

// loops are the network's background loops: each is safe to run in
// several processes at once.
func (n *network) loops(webhooks *postgres.WebhookStore) []loop {
	const maturedBatch = 500
	loops := []loop{
		// Resend stored transactions not mined yet, so a crash between
		// storing and broadcasting never strands a nonce.
		// A live process broadcasts right after it commits, so anything
		// still unsent after 10 s was left by a process that died.
		{"rebroadcast transactions", 5 * time.Second, func(ctx context.Context) (int, bool, error) {
			n, err := n.sender.Rebroadcast(ctx, 10*time.Second)
			return n, false, err
		}},
		// Void on the gateway the invoices merchants voided, so that no one
		// can pay them there either.
		{"voided invoices on the gateway", 2 * time.Second, func(ctx context.Context) (int, bool, error) {
			n, err := n.voider.Step(ctx)
			return n, n == relayer.VoidBatch, err
		}},
		// Replace transactions left unmined for PAYSTEAD_REPRICE_AFTER_BLOCKS
		// (priced under a rising base fee) with dearer copies.
		{"repriced transactions", time.Second, func(ctx context.Context) (int, bool, error) {
			n, err := n.sender.Reprice(ctx)
			return n, false, err
		}},
		// Keep the tokens' standing (their issuers' pauses) current, in
		// the metric and /readyz, while no payment asks.
		{"read the tokens' standing", time.Second, func(ctx context.Context) (int, bool, error) {
			return 0, false, n.tokens.Refresh(ctx)
		}},
		// Follow the gateway's events into the database.
		{"reconciled gateway events", 2 * time.Second, func(ctx context.Context) (int, bool, error) {
			n, err := n.reconciler.Step(ctx)
			return n, n > 0, err
		}},
		// Emit invoice.matured once a paid invoice's window closes (its
		// chain's time).
		{"emitted matured events", 30 * time.Second, func(ctx context.Context) (int, bool, error) {
			now, err := chain.Now(ctx, n.client)
			if err != nil {
				return 0, false, err
			}
			done, err := webhooks.EmitMatured(ctx, n.id(), now, chain.RefundWindow, maturedBatch)
			return done, done == maturedBatch, err
		}},
	}
	loops = append(loops, n.chargeLoops()...)
	if n.deposits == nil {
		return loops
	}
	// Deposit addresses (#34), on a network with a deposit factory.
	return append(loops,
		// Record what customers sent to invoices' deposit addresses.
		loop{"recorded deposits", 2 * time.Second, func(ctx context.Context) (int, bool, error) {
			found, err := n.deposits.Step(ctx)
			return found, false, err
		}},
		// Pay the invoices whose deposits reach their amount.
		loop{"invoices paid from deposits", time.Second, func(ctx context.Context) (int, bool, error) {
			sent, err := n.depositPayer.Step(ctx)
			return sent, sent == relayer.DepositBatch, err
		}},
		// Hold on the gateway what deposits paid to no invoice.
		loop{"deposits held", 2 * time.Second, func(ctx context.Context) (int, bool, error) {
			held, err := n.depositPayer.Hold(ctx)
			return held, held == relayer.HoldBatch, err
		}},
	)
}

// readiness is the network's /readyz checks: its node answers, no token
// is paused by its issuer (advisory: the process is degraded, not
// unready, since everything but those payments goes on) and, when
// PAYSTEAD_MIN_SERVER_BALANCE is set, the server wallet can pay its gas.
// With one chain they are named as before there were several; among
// several, one chain unwell leaves the process degraded, not unready.
func (n *network) readiness(several bool) []httpapi.ReadinessCheck {
	name, wallet := "chain", "server wallet"
	if several {
		name, wallet = "chain "+n.config.Label(), "server wallet on "+n.config.Label()
	}
	checks := []httpapi.ReadinessCheck{{Name: name, Partial: several, Check: func(ctx context.Context) error {
		_, err := n.client.HeaderByNumber(ctx, nil)
		return err
	}}}
	tokens := "tokens"
	if several {
		tokens = "tokens on " + n.config.Label()
	}
	checks = append(checks, httpapi.ReadinessCheck{Name: tokens, Advisory: true, Explain: true, Check: func(context.Context) error {
		if paused := n.tokens.PausedSymbols(); len(paused) > 0 {
			return fmt.Errorf("paused by the issuer: %s; payments in it wait, unsent, until it resumes", strings.Join(paused, ", "))
		}
		return nil
	}})
	if node, ok := n.client.(nodeReader); ok && n.config.MinServerBalance != nil && n.config.MinServerBalance.Sign() > 0 {
		checks = append(checks, httpapi.ReadinessCheck{Name: wallet, Partial: several, Explain: true,
			Check: balanceCheck(node, n.sender.Address(), n.config.MinServerBalance)})
	}
	return checks
}

// connectChains starts (or adopts) the dev chains and fills cfg.Chains
// from them, or dials each configured chain.
func connectChains(ctx context.Context, cfg *config.Config, logger *slog.Logger, opts Options, switches *prometheus.CounterVec) (clients []chain.Backend, devs []*devchain.Chain, stop func(), err error) {
	var stops []func()
	stop = func() {
		for i := len(stops) - 1; i >= 0; i-- {
			stops[i]()
		}
	}
	if cfg.Mode != config.Dev {
		for _, c := range cfg.Chains {
			client, closeChain, err := dialChain(ctx, c, func(from, to, reason string) {
				switches.WithLabelValues(c.ChainID.String(), reason).Inc()
				logger.Warn("JSON-RPC endpoint switched", "chain", c.ChainID.String(), "from", from, "to", to, "reason", reason)
			})
			if err != nil {
				stop()
				return nil, nil, func() {}, err
			}
			clients, stops = append(clients, client), append(stops, closeChain)
		}
		return clients, nil, stop, nil
	}
	dev := opts.DevChain
	if dev == nil {
		if dev, err = devchain.Start(ctx, devchain.Config{
			BlockTime: cfg.DevBlockTime,
			Instant:   cfg.DevBlockTime == 0,
			RPCAddr:   cfg.DevRPCAddr,
			Logger:    logger,
		}); err != nil {
			return nil, nil, stop, fmt.Errorf("start the dev chain: %w", err)
		}
		stops = append(stops, func() { _ = dev.Close() })
	}
	devs = append([]*devchain.Chain{dev}, opts.MoreDevChains...)
	if opts.DevChain == nil && cfg.DevChains > 1 {
		second, err := devchain.Start(ctx, devchain.Config{
			ChainID:   devSecondChainID,
			BlockTime: cfg.DevBlockTime / 2,
			Instant:   cfg.DevBlockTime == 0,
			RPCAddr:   cfg.DevSecondRPCAddr,
			Logger:    logger,
			WalletsOf: dev,
		})
		if err != nil {
			stop()
			return nil, nil, func() {}, fmt.Errorf("start the second dev chain: %w", err)
		}
		stops = append(stops, func() { _ = second.Close() })
		devs = append(devs, second)
	}
	cfg.ServerKey = dev.Server.Key
	first := cfg.Chains[0]
	cfg.Chains = cfg.Chains[:0]
	for i, d := range devs {
		if d.Server.Address != dev.Server.Address {
			stop()
			return nil, nil, func() {}, fmt.Errorf("dev chain %s has another server wallet than the first: start it with the first's key", d.ChainID())
		}
		c := first
		if i > 0 {
			c.Name, c.WalletRPCURL = fmt.Sprintf("Paystead Dev %d", i+1), ""
		}
		fillFromDev(&c, d)
		cfg.Chains = append(cfg.Chains, c)
		clients = append(clients, d.Client())
	}
	return clients, devs, stop, nil
}

// devSecondChainID is the second dev chain's id (the other id test
// contracts are commonly deployed to).
const devSecondChainID = 31337

// fillFromDev fills c in from the dev chain d: its endpoint, id and
// contracts.
func fillFromDev(c *config.Chain, d *devchain.Chain) {
	addrs := d.Addresses()
	c.RPCURL = d.RPCURL()
	if c.WalletRPCURL == "" {
		c.WalletRPCURL = d.RPCURL()
	}
	c.ChainID = d.ChainID()
	c.Gateway, c.Permit2 = addrs.Gateway, addrs.Permit2
	c.USDC, c.EURC = addrs.USDC, addrs.EURC
	c.SanctionsOracle, c.LegacyPool = addrs.SanctionsOracle, addrs.LegacyPool
	c.DepositFactory = addrs.DepositFactory
	c.SubscriptionManager = addrs.SubscriptionManager
	c.UniswapQuoter, c.UniswapRouter = d.Uniswap().Quoter, d.Uniswap().Router
	c.UniswapFeeTier = chain.DevPoolFee // the dev chain has a pool at this tier only
}

// dialChain connects to a production chain and checks it is the one
// configured, so a wrong RPC URL fails at start rather than at payment.
// Several endpoints go through a chain.Failover, whose switches onSwitch
// hears; their heads are compared every rpcHeadCheck until stop.
func dialChain(ctx context.Context, c config.Chain, onSwitch func(from, to, reason string)) (client *ethclient.Client, stop func(), err error) {
	dialCtx, cancel := context.WithTimeout(ctx, 15*time.Second)
	defer cancel()
	rpcVar, idVar := "PAYSTEAD_RPC_URL", "PAYSTEAD_CHAIN_ID"
	if c.Key != "" {
		rpcVar, idVar = rpcVar+"_"+c.Key, idVar+"_"+c.Key
	}
	// The watch's own stop, not the named result: closeAll, returned as stop, calls it (calling
	// stop would call closeAll itself, without end: a stack overflow at every shutdown).
	stopWatching := func() {}
	if urls := c.RPCURLs(); len(urls) > 1 {
		f, ferr := chain.NewFailover(c.ChainID, urls)
		if ferr != nil {
			return nil, nil, fmt.Errorf("%s: %w", rpcVar, ferr)
		}
		f.OnSwitch = onSwitch
		client, err = f.Dial(dialCtx)
		if err == nil {
			watchCtx, stopWatch := context.WithCancel(context.WithoutCancel(ctx))
			done := make(chan struct{})
			go func() { defer close(done); f.Watch(watchCtx, rpcHeadCheck) }()
			stopWatching = func() { stopWatch(); <-done }
		}
	} else {
		client, err = ethclient.DialContext(dialCtx, c.RPCURL)
	}
	if err != nil {
		return nil, nil, fmt.Errorf("dial %s: %w", rpcVar, err)
	}
	closeAll := func() { stopWatching(); client.Close() }
	id, err := client.ChainID(dialCtx)
	if err != nil {
		closeAll()
		return nil, nil, fmt.Errorf("%s does not answer eth_chainId: %w", rpcVar, err)
	}
	if id.Cmp(c.ChainID) != 0 {
		closeAll()
		return nil, nil, fmt.Errorf("%s serves chain %s but %s is %s", rpcVar, id, idVar, c.ChainID)
	}
	return client, closeAll, nil
}

// rpcHeadCheck is how often the heads of a chain's several endpoints are
// compared.
const rpcHeadCheck = 5 * time.Second

// byChainID maps each chain id to its network.
func byChainID(list []*network) map[int64]*network {
	out := make(map[int64]*network, len(list))
	for _, n := range list {
		out[n.id()] = n
	}
	return out
}

// escrowRouter sends each refund and claim on the network its invoices
// were paid on; the escrow view's clock is the first chain's.
type escrowRouter struct {
	home     *network
	networks map[int64]*network
}

func (r escrowRouter) Now(ctx context.Context) (time.Time, error) { return r.home.escrow.Now(ctx) }

func (r escrowRouter) on(chainID int64) (*relayer.EscrowChain, error) {
	n, ok := r.networks[chainID]
	if !ok {
		return nil, fmt.Errorf("chain %d is not among the configured chains (PAYSTEAD_CHAINS): its escrows wait for it", chainID)
	}
	return n.escrow, nil
}

func (r escrowRouter) SendRefund(ctx context.Context, p escrow.Paid, amount int64, consent *escrow.Consent) (common.Hash, error) {
	c, err := r.on(p.ChainID)
	if err != nil {
		return common.Hash{}, err
	}
	return c.SendRefund(ctx, p, amount, consent)
}

func (r escrowRouter) SendReturn(ctx context.Context, h escrow.Held, to common.Address, amount *big.Int) (common.Hash, error) {
	c, err := r.on(h.ChainID)
	if err != nil {
		return common.Hash{}, err
	}
	return c.SendReturn(ctx, h, to, amount)
}

func (r escrowRouter) SendClaim(ctx context.Context, merchant, payoutToken common.Address, invoices []escrow.Paid) (common.Hash, error) {
	if len(invoices) == 0 {
		return common.Hash{}, nil
	}
	c, err := r.on(invoices[0].ChainID)
	if err != nil {
		return common.Hash{}, err
	}
	return c.SendClaim(ctx, merchant, payoutToken, invoices)
}

// depositAddresses gives invoices their deposit addresses under factory
// (#34); nil when the deployment has none.
func depositAddresses(factory common.Address) func(invoice.ID) common.Address {
	if factory == (common.Address{}) {
		return nil
	}
	return func(id invoice.ID) common.Address { return chain.DepositAddress(factory, id) }
}

// watchDeposits starts recording the transfers of the deployment's tokens
// to deposit addresses on n, when it has a deposit factory.
func (n *network) watchDeposits(tokens *token.Registry) {
	if n.config.DepositFactory == (common.Address{}) {
		return
	}
	var addrs []common.Address
	for _, t := range tokens.Tokens() {
		if a := t.Address(n.id()); a != (common.Address{}) {
			addrs = append(addrs, a)
		}
	}
	n.deposits = relayer.NewDepositWatcher(n.relayer, n.client, n.id(), n.config.DepositFactory, addrs, n.config.Confirmations, n.log)
	n.depositPayer = relayer.NewDepositPayer(n.relayer, n.sender, n.gateway, n.log)
}

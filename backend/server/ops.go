package server

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"math/big"
	"sync"
	"sync/atomic"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/prometheus/client_golang/prometheus"

	"github.com/paystead/paystead/backend/chain"
	"github.com/paystead/paystead/backend/compliance"
	"github.com/paystead/paystead/backend/jobs"
	"github.com/paystead/paystead/backend/postgres"
	"github.com/paystead/paystead/backend/relayer"
	"github.com/paystead/paystead/backend/token"
	"github.com/paystead/paystead/backend/webhook"
	"github.com/paystead/paystead/shared/money"
)

// opsCollector exports, at scrape time, what an operator watches beside
// HTTP: the payment queue, each chain's server-wallet transactions and
// balance and its reconciler's lag, and webhook deliveries. One scrape
// costs one database round trip and two calls to each chain's node (the
// nodes read at once), bounded by a few seconds.
type opsCollector struct {
	store  *postgres.OpsStore
	chains []opsChain
	wallet common.Address
	log    *slog.Logger
}

// opsChain is one chain as the operator's view reads it.
type opsChain struct {
	label   string // the chain label of its series
	id      int64
	backend nodeReader
	cursor  string // its reconciler's cursor name
}

// nodeReader is what the operator's view reads from the node:
// *ethclient.Client and the dev chain's client both are one.
type nodeReader interface {
	HeaderByNumber(ctx context.Context, number *big.Int) (*types.Header, error)
	BalanceAt(ctx context.Context, account common.Address, block *big.Int) (*big.Int, error)
}

var (
	opsSubmissions = prometheus.NewDesc("paystead_submissions", "Checkout submissions not final yet, by status.", []string{"status"}, nil)
	opsStaging     = prometheus.NewDesc("paystead_invoices_staging", "Invoices whose staging transaction is not mined yet, by chain.", []string{"chain"}, nil)
	opsUnmined     = prometheus.NewDesc("paystead_relayer_unmined_transactions", "Stored server-wallet transactions without a receipt, by chain.", []string{"chain"}, nil)
	opsOldest      = prometheus.NewDesc("paystead_relayer_oldest_unmined_seconds", "Age of the oldest server-wallet transaction without a receipt (0 when none), by chain.", []string{"chain"}, nil)
	opsReplaced    = prometheus.NewDesc("paystead_relayer_replaced_transactions", "Stored transactions whose nonce another transaction took (the wallet used elsewhere), by chain.", []string{"chain"}, nil)
	opsOpenSends   = prometheus.NewDesc("paystead_escrow_sends_open", "Refunds and claims sent and not yet recorded mined or failed, by kind.", []string{"kind"}, nil)
	opsOldestSend  = prometheus.NewDesc("paystead_escrow_oldest_open_send_seconds", "Age of the oldest refund or claim sent and not yet recorded (0 when none).", nil, nil)
	opsJobs        = prometheus.NewDesc("paystead_jobs", "Queued jobs still to run, by kind and state.", []string{"kind", "state"}, nil)
	opsDeliveries  = prometheus.NewDesc("paystead_webhook_deliveries", "Webhook deliveries pending (being retried) or failed for good.", []string{"status"}, nil)
	opsLag         = prometheus.NewDesc("paystead_reconciler_lag_blocks", "Blocks between the chain's head and the last block its reconciler applied, by chain.", []string{"chain"}, nil)
	opsBalance     = prometheus.NewDesc("paystead_server_wallet_balance_ether", "The server wallet's native balance on the chain, which pays every transaction's gas there.", []string{"chain"}, nil)
	opsScrapeError = prometheus.NewDesc("paystead_ops_scrape_errors", "1 when this scrape could not read the database, or a chain's node (chain names it).", []string{"source", "chain"}, nil)
)

func (c *opsCollector) Describe(ch chan<- *prometheus.Desc) {
	for _, d := range []*prometheus.Desc{opsSubmissions, opsStaging, opsUnmined, opsOldest, opsReplaced, opsOpenSends, opsOldestSend, opsJobs, opsDeliveries, opsLag, opsBalance, opsScrapeError} {
		ch <- d
	}
}

func (c *opsCollector) Collect(ch chan<- prometheus.Metric) {
	ctx, cancel := context.WithTimeout(context.Background(), 3*time.Second)
	defer cancel()
	gauge := func(d *prometheus.Desc, v float64, labels ...string) {
		ch <- prometheus.MustNewConstMetric(d, prometheus.GaugeValue, v, labels...)
	}
	// The nodes are read while the database is: a slow chain costs its own
	// wait, not the sum.
	heads := make([]nodeRead, len(c.chains))
	var reads sync.WaitGroup
	for i, oc := range c.chains {
		reads.Go(func() { heads[i] = oc.read(ctx, c.wallet) })
	}
	st, err := c.store.Stats(ctx)
	if err != nil {
		c.log.Warn("metrics: read the database", "err", err)
		gauge(opsScrapeError, 1, "database", "")
	} else {
		gauge(opsScrapeError, 0, "database", "")
		for _, status := range []string{"pending", "processing"} {
			gauge(opsSubmissions, float64(st.Submissions[status]), status)
		}
		for _, oc := range c.chains {
			cs := st.Chains[oc.id]
			gauge(opsStaging, float64(cs.StagingInvoices), oc.label)
			gauge(opsUnmined, float64(cs.UnminedTxs), oc.label)
			gauge(opsOldest, cs.OldestUnmined.Seconds(), oc.label)
			gauge(opsReplaced, float64(cs.ReplacedTxs), oc.label)
		}
		for _, kind := range []string{"refund", "claim"} {
			gauge(opsOpenSends, float64(st.OpenSends[kind]), kind)
		}
		gauge(opsOldestSend, st.OldestOpenSend.Seconds())
		// Every kind and state, zeros too, so that alerts see a series.
		for _, kind := range []string{jobs.PayArgs{}.Kind(), webhook.DeliverArgs{}.Kind()} {
			for _, state := range []string{"available", "scheduled", "retryable", "running"} {
				gauge(opsJobs, float64(st.Jobs[postgres.JobKey{Kind: kind, State: state}]), kind, state)
			}
		}
		for _, status := range []string{"pending", "failed"} {
			gauge(opsDeliveries, float64(st.Deliveries[status]), status)
		}
	}
	reads.Wait()
	for i, oc := range c.chains {
		r := heads[i]
		if r.err != nil {
			c.log.Warn("metrics: read the node", "chain", oc.label, "err", r.err)
			gauge(opsScrapeError, 1, "node", oc.label)
			continue
		}
		gauge(opsScrapeError, 0, "node", oc.label)
		if cursor, ok := st.Cursors[oc.cursor]; ok && err == nil && r.head >= cursor {
			gauge(opsLag, float64(r.head-cursor), oc.label)
		}
		ether, _ := new(big.Float).Quo(new(big.Float).SetInt(r.balance), big.NewFloat(1e18)).Float64()
		gauge(opsBalance, ether, oc.label)
	}
}

// nodeRead is what one scrape read from a chain's node.
type nodeRead struct {
	head    uint64
	balance *big.Int
	err     error
}

func (oc opsChain) read(ctx context.Context, wallet common.Address) nodeRead {
	head, herr := oc.backend.HeaderByNumber(ctx, nil)
	balance, berr := oc.backend.BalanceAt(ctx, wallet, nil)
	if herr != nil || berr != nil {
		return nodeRead{err: fmt.Errorf("head: %v; balance: %v", herr, berr)}
	}
	return nodeRead{head: head.Number.Uint64(), balance: balance}
}

// balanceCheck is a readiness check: the server wallet holds at least
// minimum wei, or the service cannot pay for payments, refunds or claims.
func balanceCheck(backend nodeReader, wallet common.Address, minimum *big.Int) func(context.Context) error {
	return func(ctx context.Context) error {
		balance, err := backend.BalanceAt(ctx, wallet, nil)
		if err != nil {
			return fmt.Errorf("read the server wallet's balance: %w", err)
		}
		if balance.Cmp(minimum) < 0 {
			return fmt.Errorf("the server wallet %s holds %s, under the %s set by PAYSTEAD_MIN_SERVER_BALANCE: fund it, or payments will stop",
				wallet.Hex(), money.FormatDecimal(balance, 18), money.FormatDecimal(minimum, 18))
		}
		return nil
	}
}

// countingProvider counts the screening provider's failures for the
// operator (paystead_compliance_errors_total): an outage shows before
// merchants and customers report it.
type countingProvider struct {
	compliance.Provider
	errors *prometheus.CounterVec
}

func countErrors(p compliance.Provider, registry *prometheus.Registry) compliance.Provider {
	c := &countingProvider{Provider: p, errors: prometheus.NewCounterVec(prometheus.CounterOpts{
		Name: "paystead_compliance_errors_total",
		Help: "Screening requests the compliance provider failed, by reason (unavailable: down or timing out; rejected: it refused the request; other).",
	}, []string{"reason"})}
	for _, reason := range []string{"unavailable", "rejected", "other"} {
		c.errors.WithLabelValues(reason) // every series from the start, at 0
	}
	registry.MustRegister(c.errors)
	return c
}

func (c *countingProvider) Screen(ctx context.Context, address string) (compliance.Result, error) {
	res, err := c.Provider.Screen(ctx, address)
	switch {
	case err == nil, errors.Is(err, compliance.ErrInvalidAddress), ctx.Err() != nil:
	case errors.Is(err, compliance.ErrUnavailable):
		c.errors.WithLabelValues("unavailable").Inc()
	case errors.Is(err, compliance.ErrProviderRejected):
		c.errors.WithLabelValues("rejected").Inc()
	default:
		c.errors.WithLabelValues("other").Inc()
	}
	return res, err
}

// sharedLimiterFailed counts the shared limiter's failures
// (paystead_ratelimit_shared_errors_total) and logs them at most once a
// minute: while Redis is out, every request falls back to its process's
// own buckets.
func sharedLimiterFailed(registry *prometheus.Registry, logger *slog.Logger) func(error) {
	failures := prometheus.NewCounter(prometheus.CounterOpts{
		Name: "paystead_ratelimit_shared_errors_total",
		Help: "Requests whose shared (Redis) rate limit could not be read; the process's own limit decided.",
	})
	registry.MustRegister(failures)
	var last atomic.Int64
	return func(err error) {
		failures.Inc()
		now := time.Now().UnixNano()
		if prev := last.Load(); now-prev > int64(time.Minute) && last.CompareAndSwap(prev, now) {
			logger.Warn("shared rate limits unavailable; each process limits on its own meanwhile", "err", err)
		}
	}
}

// chainMetrics are the relayer's series of every chain, labelled with
// the chain (its PAYSTEAD_CHAINS name, else its id).
type chainMetrics struct {
	up           *prometheus.GaugeVec
	headAge      *prometheus.GaugeVec
	aboveCap     *prometheus.GaugeVec
	replacements *prometheus.CounterVec
	atCap        *prometheus.GaugeVec
	tokenPaused  *prometheus.GaugeVec
	failed       *prometheus.CounterVec
}

// newRPCSwitches is paystead_rpc_endpoint_switches_total: a chain's
// several JSON-RPC endpoints (PAYSTEAD_RPC_URL) switched for one that
// answers, or is not behind.
func newRPCSwitches(registry *prometheus.Registry) *prometheus.CounterVec {
	c := prometheus.NewCounterVec(prometheus.CounterOpts{
		Name: "paystead_rpc_endpoint_switches_total",
		Help: "Switches from one of a chain's JSON-RPC endpoints (PAYSTEAD_RPC_URL, comma-separated) to the next, by reason: unreachable (no answer, a 5xx or 429), behind (its head trailed another's by more than 3 blocks).",
	}, []string{"chain", "reason"})
	registry.MustRegister(c)
	return c
}

func newChainMetrics(registry *prometheus.Registry) *chainMetrics {
	m := &chainMetrics{
		up: prometheus.NewGaugeVec(prometheus.GaugeOpts{
			Name: "paystead_chain_up",
			Help: "1 while the chain's node answered the last read of its head (every 2 s), 0 while it does not: that chain's payments wait, the others' go on.",
		}, []string{"chain"}),
		headAge: prometheus.NewGaugeVec(prometheus.GaugeOpts{
			Name: "paystead_chain_head_age_seconds",
			Help: "Seconds between the newest head the chain's node gave and the time it was read: grows when the node stops following the chain.",
		}, []string{"chain"}),
		aboveCap: prometheus.NewGaugeVec(prometheus.GaugeOpts{
			Name: "paystead_relayer_fees_above_cap",
			Help: "1 while the chain's base fee is above PAYSTEAD_MAX_FEE_GWEI: transactions wait.",
		}, []string{"chain"}),
		replacements: prometheus.NewCounterVec(prometheus.CounterOpts{
			Name: "paystead_relayer_repriced_transactions_total",
			Help: "Transactions of the server wallet replaced by a copy with higher fees after waiting PAYSTEAD_REPRICE_AFTER_BLOCKS unmined.",
		}, []string{"chain"}),
		atCap: prometheus.NewGaugeVec(prometheus.GaugeOpts{
			Name: "paystead_relayer_transactions_at_fee_cap",
			Help: "Unmined transactions whose fees are as high as PAYSTEAD_MAX_FEE_GWEI allows and too low for the chain: they wait.",
		}, []string{"chain"}),
		tokenPaused: prometheus.NewGaugeVec(prometheus.GaugeOpts{
			Name: "paystead_token_paused",
			Help: "1 while the token's issuer has paused it on the chain (Circle's pause of USDC or EURC): payments in it wait, signed and unsent, and go out once it resumes.",
		}, []string{"chain", "token"}),
		failed: prometheus.NewCounterVec(prometheus.CounterOpts{
			Name: "paystead_payments_failed_total",
			Help: "Payments failed for good, by reason: signature, funds, swap, invoice, frozen (the payer's or the invoice's; frozen: the token's issuer bars the payer), reverted (mined and reverted), other.",
		}, []string{"chain", "reason"}),
	}
	registry.MustRegister(m.up, m.headAge, m.aboveCap, m.replacements, m.atCap, m.tokenPaused, m.failed)
	return m
}

// feesAboveCap reports, in paystead_relayer_fees_above_cap and a log line
// when it changes, whether the chain's base fee is above
// PAYSTEAD_MAX_FEE_GWEI: while it is, the server wallet signs nothing.
func (m *chainMetrics) feesAboveCap(chainLabel string, logger *slog.Logger) func(bool) {
	gauge := m.aboveCap.WithLabelValues(chainLabel)
	var last atomic.Bool
	return func(above bool) {
		if above {
			gauge.Set(1)
		} else {
			gauge.Set(0)
		}
		if last.Swap(above) != above {
			if above {
				logger.Warn("the chain's base fee is above PAYSTEAD_MAX_FEE_GWEI: transactions wait until it falls back")
			} else {
				logger.Info("the chain's base fee is under PAYSTEAD_MAX_FEE_GWEI again: transactions go out")
			}
		}
	}
}

// tokenStanding reports each reading of a token's standing on the chain in
// paystead_token_paused, and in a log line when its pause changes.
func (m *chainMetrics) tokenStanding(chainLabel string, logger *slog.Logger) func(token.Standing) {
	var mu sync.Mutex
	last := map[string]bool{}
	return func(s token.Standing) {
		gauge := m.tokenPaused.WithLabelValues(chainLabel, s.Symbol)
		if s.Paused {
			gauge.Set(1)
		} else {
			gauge.Set(0)
		}
		mu.Lock()
		was, seen := last[s.Symbol]
		last[s.Symbol] = s.Paused
		mu.Unlock()
		switch {
		case s.Paused && (!seen || !was):
			logger.Warn("the token's issuer has paused it: payments in it wait, unsent, until it resumes", "token", s.Symbol)
		case !s.Paused && seen && was:
			logger.Info("the token's issuer resumed it: payments in it go out", "token", s.Symbol)
		}
	}
}

// head follows the reads of the chain's head: whether its node answers,
// and how old the newest block it knows is.
func (m *chainMetrics) head(chainLabel string) func(*types.Header, error) {
	up, age := m.up.WithLabelValues(chainLabel), m.headAge.WithLabelValues(chainLabel)
	return func(h *types.Header, err error) {
		if err != nil || h == nil {
			up.Set(0)
			return
		}
		up.Set(1)
		age.Set(max(0, float64(time.Now().Unix())-float64(h.Time)))
	}
}

// repriced counts the transactions Reprice replaced with dearer copies,
// and shows how many wait with fees at the cap.
func (m *chainMetrics) repriced(chainLabel string) func(replaced, atCap int) {
	replacements, atCap := m.replacements.WithLabelValues(chainLabel), m.atCap.WithLabelValues(chainLabel)
	return func(replaced, waiting int) {
		replacements.Add(float64(replaced))
		atCap.Set(float64(waiting))
	}
}

// failedPayment counts the payments the relayer failed for good, by
// class (paystead_payments_failed_total): a payer's refused signature or
// short balance happens; a reverted transaction or a reason no class
// explains is the operator's to look at.
func (m *chainMetrics) failedPayment(chainLabel string) func(class string) {
	for _, class := range relayer.FailClasses {
		m.failed.WithLabelValues(chainLabel, class) // every series from the start, at 0
	}
	return func(class string) { m.failed.WithLabelValues(chainLabel, class).Inc() }
}

// checkFeeCap refuses a fee cap under the chain's current base fee: no
// transaction could be mined.
func checkFeeCap(ctx context.Context, node chain.Backend, maxFee *big.Int) error {
	if maxFee == nil || maxFee.Sign() == 0 {
		return nil
	}
	head, err := node.HeaderByNumber(ctx, nil)
	if err != nil {
		return fmt.Errorf("read the chain's base fee: %w", err)
	}
	if head.BaseFee != nil && head.BaseFee.Cmp(maxFee) > 0 {
		return fmt.Errorf("PAYSTEAD_MAX_FEE_GWEI (%s gwei) is below the chain's current base fee (%s gwei): no transaction of the server wallet could be mined; raise it",
			money.FormatDecimal(maxFee, 9), money.FormatDecimal(head.BaseFee, 9))
	}
	return nil
}

// Package config reads Paystead's settings from the environment. Every
// setting has one name, one default and one check; Load reports every
// problem at once so an operator fixes them in one go.
package config

import (
	"cmp"
	"crypto/ecdsa"
	"errors"
	"fmt"
	"io/fs"
	"log/slog"
	"math/big"
	"net"
	"net/mail"
	"net/netip"
	"net/url"
	"strings"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"

	outmail "github.com/paystead/paystead/backend/mail"
)

// Mode selects which settings are required and which defaults apply.
type Mode int

const (
	// Serve is production: the chain and the database come from the
	// environment and nothing is assumed.
	Serve Mode = iota
	// Dev runs the embedded chain and, without DATABASE_URL, a throwaway
	// Postgres; nearly everything has a default.
	Dev
)

// Sign-up policies (PAYSTEAD_SIGNUP).
const (
	SignUpOpen      = "open"
	SignUpClosed    = "closed"
	SignUpAllowlist = "allowlist"
)

// CanonicalPermit2 is Uniswap's Permit2 address, the same on every chain
// it is deployed to.
var CanonicalPermit2 = common.HexToAddress("0x000000000022D473030F116dDEE9F6B43aC78BA3")

// Token is a token of the deployment named in PAYSTEAD_TOKENS: its symbol,
// its contract, its decimals, and the symbol of the token it is swapped
// into ("" when it pays out as itself).
type Token struct {
	Symbol    string
	Address   common.Address
	Decimals  uint8
	SwapsInto string
}

// Chain is how to reach one settlement chain and which contracts to use
// there; Config.Chains lists them.
type Chain struct {
	// Key names the chain in PAYSTEAD_CHAINS (upper case, e.g. BASE): its
	// variables are the one-chain ones with _<Key> appended. "" when the
	// deployment configures one chain with the unsuffixed variables.
	Key string
	// RPCURL is the chain's JSON-RPC endpoint, or several http(s) ones
	// separated by commas that the server fails over between (RPCURLs).
	RPCURL  string
	ChainID *big.Int
	Gateway common.Address
	Permit2 common.Address
	USDC    common.Address
	EURC    common.Address
	// Tokens are the deployment's tokens besides USDC and EURC
	// (PAYSTEAD_TOKENS).
	Tokens          []Token
	SanctionsOracle common.Address // zero when unset
	LegacyPool      common.Address // zero when unset
	// DepositFactory is the operator's deposit factory (#34), the same on
	// every chain; zero: no deposit addresses.
	DepositFactory common.Address
	// SubscriptionManager charges subscriptions into this chain's gateway (#35); zero: none.
	SubscriptionManager common.Address
	UniswapQuoter       common.Address // Uniswap v3 QuoterV2; zero when unset (no cross-token quotes)
	// UniswapRouter is the SwapRouter the gateway's owner pointed it at (setSwapRouter); the
	// server only checks it against the gateway at start. Zero: none known, EURC payments off.
	UniswapRouter common.Address
	// UniswapFeeTier is the pool fee tier (hundredths of a bip) quotes price and pay swaps
	// through; one of UniswapFeeTiers.
	UniswapFeeTier uint32
	ExplorerURL    string // optional, e.g. https://basescan.org
	// WalletRPCURL is the JSON-RPC URL the checkout page offers wallets
	// that do not know the chain (wallet_addEthereumChain); optional.
	WalletRPCURL string
	// Name is the chain's name as wallets show it.
	Name string
	// Confirmations is how deep a block must be before reconciliation
	// trusts its events.
	Confirmations uint64
	// MaxFee caps the fee per gas (wei) the server wallet offers here:
	// above it, transactions wait (PAYSTEAD_MAX_FEE_GWEI).
	MaxFee *big.Int
	// RepriceAfter is how many blocks a sent transaction may wait unmined
	// before it is replaced by a copy with higher fees, up to MaxFee (0:
	// never).
	RepriceAfter uint64
	// MinServerBalance is the server wallet's balance here, in wei, below
	// which /readyz answers not ready; zero checks nothing.
	MinServerBalance *big.Int
}

// Label is how logs, metrics and /readyz name the chain: its key, else
// its chain id.
func (c Chain) Label() string {
	if c.Key != "" {
		return strings.ToLower(c.Key)
	}
	if c.ChainID == nil {
		return ""
	}
	return c.ChainID.String()
}

// Compliance selects the screening provider.
type Compliance struct {
	Provider   string // allowall, list, oracle or http
	ListFile   string
	HTTPURL    string
	HTTPAPIKey string // secret
	// FailOpenForInvoice lets invoices through (recorded) while the
	// provider is down, instead of answering 503 compliance_unavailable.
	FailOpenForInvoice bool
}

// RateLimits are requests per second; 0 turns a limit off.
type RateLimits struct {
	PerKey     float64
	PerAddress float64
}

// Config is every setting of a running process.
type Config struct {
	Mode        Mode
	ListenAddr  string
	BaseURL     string
	DatabaseURL string // empty in dev mode means a throwaway cluster
	// DBMaxConns caps the process's connection pool (PAYSTEAD_DB_MAX_CONNS);
	// 0 leaves it to the URL's pool_max_conns, else DefaultDBMaxConns.
	// The process opens two connections more, outside the pool: see
	// DBConnsOutsidePool.
	DBMaxConns      int
	LogLevel        slog.Level
	ShutdownTimeout time.Duration
	// APIKeyCacheTTL is how long an authenticated key is remembered while
	// the database reports changes to keys; 0 looks every key up.
	APIKeyCacheTTL time.Duration
	// Chains are the settlement chains, at least one; in dev mode the
	// embedded chain fills the first in. Invoices are staged on the first
	// (until an invoice can name its networks).
	Chains []Chain
	// ServerKey is the server wallet's key (the relayer and delegate), the
	// same wallet on every chain with a nonce of its own on each; dev mode
	// takes the embedded chain's.
	ServerKey *ecdsa.PrivateKey

	Compliance Compliance
	RateLimits RateLimits
	// RedisURL, when set, keeps the rate limits in Redis, shared by every
	// process. It may hold a password: never logged.
	RedisURL string
	// MetricsAddr, when set, serves /metrics on an address of its own
	// (and not on ListenAddr).
	MetricsAddr string
	// InvoiceExpiry is the expiry of invoices created without one (0:
	// they never expire).
	InvoiceExpiry time.Duration
	// AgentEventsEvery is how often each chain's stager reads the gateway's
	// authorization events (a merchant revoking the server wallet is then
	// answered 412 from the next read on); zero: every second. Not a
	// setting: tests lengthen it to hold a revocation unseen.
	AgentEventsEvery time.Duration
	// AllowanceCheckEvery is how often each live subscription's allowance
	// is checked, so that a payer's revocation is seen before the next
	// charge fails (#35).
	AllowanceCheckEvery time.Duration
	// TrustedProxies are the peers (load balancers, reverse proxies) whose
	// X-Forwarded-For names the client: rate limits and logs use the
	// client's address behind them. Empty trusts nobody's header.
	TrustedProxies []netip.Prefix
	// WebhookAllowLoopback lets webhook endpoints be on this host
	// (localhost, 127.0.0.0/8, ::1): always in dev, in production only
	// when the operator says so (a merchant's receiver beside Paystead).
	WebhookAllowLoopback bool
	// SignUp says who may become a merchant by signing in with a wallet
	// the service does not know: everyone (open), nobody (closed: the
	// operator makes merchants with `paystead merchant create`), or the
	// wallets of SignUpAllowlist.
	SignUp          string
	SignUpAllowlist []common.Address
	// SupportEmail is the operator's support address: the customer's
	// contact in a review decision of a merchant that set none.
	SupportEmail string

	// WebDir holds checkout.wasm and dashboard.wasm and their precompressed copies.
	WebDir string
	// Email is where and how email is sent (PAYSTEAD_SMTP_URL and
	// PAYSTEAD_EMAIL_FROM); nil: the deployment sends none.
	Email *outmail.Settings

	// SDKDir holds the JavaScript packages' tarballs (make sdk), which the
	// deployment serves at /sdk/ with its address written in.
	SDKDir string

	DevRPCAddr   string        // dev: where the embedded chain serves JSON-RPC
	DevBlockTime time.Duration // dev: 0 means a block as soon as a transaction arrives
	// DevChains is how many embedded chains dev runs, 1 or 2: the second
	// (chain id 31337, blocks twice as often) serves JSON-RPC on
	// DevSecondRPCAddr, with the same wallets funded.
	DevChains        int
	DevSecondRPCAddr string
	DevDir           string // dev: where dev.json and the throwaway cluster live
	// DevOrigins are origins the demo merchant allows besides Paystead's
	// own (normalised): a shop running beside `paystead dev`, such as the
	// examples/, can then put its successUrl on itself and, with the
	// publishable key, create invoices from its pages.
	DevOrigins []string
}

// LogValue keeps secrets out of logs: only the settings safe to print.
func (c Config) LogValue() slog.Value {
	return slog.GroupValue(
		slog.String("listen_addr", c.ListenAddr),
		slog.String("base_url", c.BaseURL),
		slog.Bool("database_url_set", c.DatabaseURL != ""),
		slog.Bool("redis_url_set", c.RedisURL != ""),
		slog.String("log_level", c.LogLevel.String()),
		slog.Any("chains", chainsLog(c.Chains)),
		slog.String("server_wallet", c.serverWallet()),
		slog.String("compliance_provider", c.Compliance.Provider),
		slog.String("email", c.emailLog()),
		slog.String("metrics_addr", cmp.Or(c.MetricsAddr, MetricsOnListener)),
	)
}

// emailLog describes the email settings without their password.
func (c Config) emailLog() string {
	if c.Email == nil {
		return "off"
	}
	return c.Email.Redacted()
}

// serverWallet is the server wallet's address, or "" before a key is
// known (dev mode makes one at start).
func (c Config) serverWallet() string {
	if c.ServerKey == nil {
		return ""
	}
	return crypto.PubkeyToAddress(c.ServerKey.PublicKey).Hex()
}

// chainsLog is what the start log says of each chain: no RPC URL (it may
// hold a provider's key), only its host.
func chainsLog(chains []Chain) []map[string]string {
	out := make([]map[string]string, 0, len(chains))
	for _, ch := range chains {
		id := ""
		if ch.ChainID != nil {
			id = ch.ChainID.String()
		}
		out = append(out, map[string]string{"chain": ch.Name, "chain_id": id, "rpc_url_host": hostsOf(ch.RPCURLs()), "gateway": ch.Gateway.Hex()})
	}
	return out
}

// DefaultMetricsAddr is where serve answers /metrics unless
// PAYSTEAD_METRICS_ADDR says otherwise; MetricsOnListener (its value
// "public") puts them on PAYSTEAD_LISTEN_ADDR with the API.
const (
	DefaultMetricsAddr = "127.0.0.1:9090"
	MetricsOnListener  = "public"
)

// DefaultDBMaxConns is the pool's size unless PAYSTEAD_DB_MAX_CONNS or
// the URL's pool_max_conns says otherwise; DBConnsOutsidePool is what a
// serving process opens besides its pool: the job queue's listener and
// the API key cache's.
const (
	DefaultDBMaxConns  = 32
	DBConnsOutsidePool = 2
)

// Var documents one environment variable; Vars is the table the README
// and `paystead serve --help` print.
type Var struct {
	Name, Default, Doc string
	RequiredInServe    bool
}

// Vars lists every environment variable Paystead reads.
var Vars = []Var{
	{"DATABASE_URL", "(dev: a throwaway cluster under .paystead/)", "PostgreSQL connection string.", true},
	{"PAYSTEAD_DB_MAX_CONNS", "32 (or DATABASE_URL's pool_max_conns)", "Connections the process's pool may open. Each process opens this many and two more at most (the job queue's and the key cache's listeners): keep the sum over every process, and your other clients, under the server's max_connections. A request that finds the database out of connections is answered 503 with Retry-After.", false},
	{"PAYSTEAD_LISTEN_ADDR", ":8080 (dev: 127.0.0.1:8080)", "Address the HTTP server listens on.", false},
	{"PAYSTEAD_BASE_URL", "(dev: http://127.0.0.1:8080)", "Public base URL; invoice links are <base>/i/<id>.", true},
	{"PAYSTEAD_LOG_LEVEL", "info", "debug, info, warn or error.", false},
	{"PAYSTEAD_SHUTDOWN_TIMEOUT", "30s", "How long in-flight requests may run after SIGTERM.", false},
	{"PAYSTEAD_API_KEY_CACHE_TTL", "1m", "How long an authenticated API key is remembered, while a connection listens for the database's reports of revoked keys and edited merchants (0 = look every key up; set 0 behind a transaction-pooling proxy, where LISTEN does not work).", false},
	{"PAYSTEAD_CHAINS", "(none: one chain, set by the variables below)", "Several chains: comma-separated names such as BASE,ARBITRUM. Each chain's settings are then the per-chain variables below (RPC URL, chain id, name, explorer, wallet RPC, contract and token addresses, Uniswap, confirmations, fee cap, repricing, minimum balance) with _<NAME> appended, e.g. PAYSTEAD_RPC_URL_BASE; the gateway, Permit2 and sanctions oracle addresses, fee tier, confirmations, fee cap, repricing and minimum balance fall back to the unsuffixed variable when a chain sets none. Invoices are staged on the first chain. serve only.", false},
	{"PAYSTEAD_RPC_URL", "(dev: the embedded chain)", "JSON-RPC URL of the settlement chain; several http(s) ones, comma-separated, are used in turn when one stops answering or falls behind.", true},
	{"PAYSTEAD_CHAIN_ID", "(dev: 1337)", "Chain id; checked against the RPC endpoint at start.", true},
	{"PAYSTEAD_SERVER_KEY", "(dev: generated)", "Hex private key of the server wallet (relayer and delegate). Secret. Or use the keystore below; required by serve, one or the other.", false},
	{"PAYSTEAD_SERVER_KEYSTORE", "(none)", "A go-ethereum (geth) keystore file holding the server wallet's key, instead of PAYSTEAD_SERVER_KEY.", false},
	{"PAYSTEAD_SERVER_KEYSTORE_PASSWORD_FILE", "(none)", "File holding the keystore's password (a trailing newline is ignored). Secret.", false},
	{"PAYSTEAD_GATEWAY_ADDRESS", "(dev: deployed at start)", "CustodyEscrowGateway contract.", true},
	{"PAYSTEAD_PERMIT2_ADDRESS", CanonicalPermit2.Hex(), "Permit2 contract.", false},
	{"PAYSTEAD_USDC_ADDRESS", "(dev: deployed at start)", "USDC token contract.", true},
	{"PAYSTEAD_EURC_ADDRESS", "(dev: deployed at start)", "EURC token contract.", true},
	{"PAYSTEAD_TOKENS", "(none)", "More tokens invoices may be in, besides USDC and EURC: comma-separated SYMBOL:ADDRESS:DECIMALS, each paid out as itself, or SYMBOL:ADDRESS:DECIMALS:INTO, swapped into the token INTO (e.g. PYUSD:0x6c3e…:6). Each contract's decimals (6, in this release) and permit are checked at start.", false},
	{"PAYSTEAD_SANCTIONS_ORACLE_ADDRESS", "(none)", "On-chain sanctions oracle (isSanctioned).", false},
	{"PAYSTEAD_LEGACY_POOL_ADDRESS", "(none)", "The v0.6 EURC/USDC pool read by GET /api/quote.", false},
	{"PAYSTEAD_DEPOSIT_FACTORY_ADDRESS", "(none: no deposit addresses; dev: deployed)", "The operator's deposit factory (the same address on every chain): each invoice's deposit address is derived from it, and transfers to those addresses are recorded.", false},
	{"PAYSTEAD_SUBSCRIPTION_MANAGER_ADDRESS", "(none; dev: deployed)", "The chain's subscription manager (#35): it charges subscriptions into this gateway, whose address it must hold (checked at start), through the deposit factory; the first chain with one charges the deployment's subscriptions.", false},
	{"PAYSTEAD_UNISWAP_QUOTER_ADDRESS", "(the chain's canonical QuoterV2 where known, else none; dev: deployed at start)", "Uniswap v3 QuoterV2 for POST /api/checkout/quote and EURC payments.", false},
	{"PAYSTEAD_UNISWAP_ROUTER_ADDRESS", "(the chain's canonical SwapRouter where known, else none; dev: deployed at start)", "Uniswap v3 SwapRouter (the original periphery one; SwapRouter02 is not compatible) the gateway swaps through; checked against the gateway's swapRouter() at start. None known: EURC payments are off.", false},
	{"PAYSTEAD_UNISWAP_FEE_TIER", "500 (dev: 500, the dev pool's tier)", "Uniswap v3 pool fee tier in hundredths of a bip (100, 500, 3000 or 10000) that quotes and EURC payments use.", false},
	{"PAYSTEAD_CONFIRMATIONS", "3 (dev: 0)", "How deep a block must be before Paystead trusts it: gateway events are reconciled, its own transactions checked against reorganisations, and invoice.paid/.refunded/.claimed sent only at this depth.", false},
	{"PAYSTEAD_EXPLORER_URL", "(the known chain's; dev: none)", "Block explorer base URL for transaction links.", false},
	{"PAYSTEAD_CHAIN_NAME", "(the known chain's name, else Chain <id>; dev: Paystead Dev)", "The chain's name as the checkout page asks wallets to switch to or add it.", false},
	{"PAYSTEAD_WALLET_RPC_URL", "(the known chain's public endpoint; dev: the embedded chain)", "Public JSON-RPC URL the checkout page offers wallets that lack the chain.", false},
	{"PAYSTEAD_WEB_DIR", "bin/web", "Folder holding checkout.wasm and dashboard.wasm and their .br/.gz copies (make wasm builds them).", false},
	{"PAYSTEAD_SMTP_URL", "(none: no email)", "SMTP server for receipts customers ask for and merchants' alerts: smtp://user:password@host:587 (STARTTLS required), smtps://…:465, or smtp://127.0.0.1:25?tls=none for a relay on this machine. Secret (it holds the password).", false},
	{"PAYSTEAD_EMAIL_FROM", "(required with PAYSTEAD_SMTP_URL)", "The emails' sender, e.g. Paystead <receipts@pay.example.com>.", false},
	{"PAYSTEAD_SDK_DIR", "bin/sdk", "Folder holding the JavaScript packages' tarballs (make sdk packs them), served at /sdk/ with PAYSTEAD_BASE_URL written in as their default address.", false},
	{"COMPLIANCE_PROVIDER", "allowall on test chains; required on main networks and unknown chains", "Screening provider: allowall (screens no one), list, oracle or http.", false},
	{"COMPLIANCE_LIST_FILE", "(none)", "list: file of addresses with a category (sanctioned, high-risk, review) per line.", false},
	{"COMPLIANCE_HTTP_URL", "(none)", "http: base URL of the hosted screening API (Chainalysis sanctions API shape).", false},
	{"COMPLIANCE_HTTP_API_KEY", "(none)", "http: API key of the screening API. Secret.", false},
	{"COMPLIANCE_FAIL_OPEN_FOR_INVOICE", "false", "true lets invoices through, recorded, while the provider is down; false answers 503.", false},
	{"PAYSTEAD_RATE_LIMIT_PER_KEY", "100", "Requests per second per API key (0 = off), answered with 429 and Retry-After.", false},
	{"PAYSTEAD_RATE_LIMIT_PER_ADDRESS", "200", "Requests per second per client address on /api (0 = off).", false},
	{"PAYSTEAD_REDIS_URL", "(none: limits per process)", "redis://[user:password@]host:port[/db]: the rate limits are kept there, shared by every serve process (if Redis fails, each process falls back to its own). Secret when it holds a password.", false},
	{"PAYSTEAD_METRICS_ADDR", "127.0.0.1:9090 (dev: public)", "host:port serving /metrics alone, off the public address (:9090 for a scraper on another host; one port per process on a shared host); public serves it on PAYSTEAD_LISTEN_ADDR with the API.", false},
	{"PAYSTEAD_MAX_FEE_GWEI", "500", "The most the server wallet offers per unit of gas, in gwei (base fee and tip). While the chain's base fee is above it, nothing new is signed (payments, stagings, refunds and claims wait; those already sent are repriced up to it and wait there), /metrics says so (paystead_relayer_fees_above_cap) and a log line too. serve refuses to start when it is below the current base fee.", false},
	{"PAYSTEAD_INVOICE_EXPIRY", "168h (dev: 0, never)", "How long an invoice created without expiresAt stays payable (a Go duration such as 24h or 30m; 0 = never). After its expiry an unpaid invoice is expired (invoice.expired) and prepare/submit answer 410 invoice_expired; the customer's Permit2 signature is bounded by it, so no one can settle it on chain later.", false},
	{"PAYSTEAD_REPRICE_AFTER_BLOCKS", "3", "Blocks a transaction of the server wallet may wait unmined before it is replaced by a copy with the same nonce and higher fees (the market's price, at least 12.5% more, never above PAYSTEAD_MAX_FEE_GWEI); 0 never replaces one.", false},
	{"PAYSTEAD_MIN_SERVER_BALANCE", "0.01 (dev: 0)", "The server wallet's balance, in the chain's native token, below which /readyz answers not ready, naming it (0 = no check).", false},
	{"PAYSTEAD_TRUSTED_PROXIES", "(none)", "Comma-separated addresses or CIDR blocks of the load balancers and proxies in front of Paystead (e.g. 10.0.0.0/8); only from them is X-Forwarded-For believed, and the client is the address just before the first of them. Without it every request counts as its connection's peer.", false},
	{"PAYSTEAD_SIGNUP", "closed (dev: open)", "Who may become a merchant by signing in to /m with a wallet the service does not know: open (anyone), closed (nobody: make merchants with `paystead merchant create`) or allowlist (the wallets of PAYSTEAD_SIGNUP_ALLOWLIST). Existing merchants always sign in.", false},
	{"PAYSTEAD_SIGNUP_ALLOWLIST", "(none)", "With PAYSTEAD_SIGNUP=allowlist: the comma-separated wallets (0x…) that may sign up.", false},
	{"PAYSTEAD_SUPPORT_EMAIL", "(none)", "The operator's support address: the contact a customer in review is given when the merchant set no support email.", false},
	{"PAYSTEAD_WEBHOOK_ALLOW_LOOPBACK", "false (dev: true)", "true lets webhook endpoints be on this host (loopback addresses), for receivers that run beside Paystead; other private addresses stay refused.", false},
	{"PAYSTEAD_DEV_RPC_ADDR", "127.0.0.1:8545", "dev only: where the embedded chain serves JSON-RPC.", false},
	{"PAYSTEAD_DEV_BLOCK_TIME", "1s", "dev only: block time of the embedded chain; 0 seals a block per transaction.", false},
	{"PAYSTEAD_DEV_CHAINS", "2", "dev only: how many embedded chains to run, 1 or 2. The second (chain id 31337, \"Paystead Dev 2\", blocks twice as often) has the same demo merchant, customer and server wallet, funded, so invoices may be paid on either network.", false},
	{"PAYSTEAD_DEV_SECOND_RPC_ADDR", "127.0.0.1:8546", "dev only: where the second embedded chain serves JSON-RPC.", false},
	{"PAYSTEAD_DEV_DIR", ".paystead", "dev only: folder for dev.json and the throwaway database.", false},
	{"PAYSTEAD_DEV_ORIGINS", "(none)", "dev only: comma-separated origins (scheme://host[:port]) the demo merchant allows besides Paystead's own, e.g. a shop at http://127.0.0.1:4000, for its successUrl and its publishable-key checkouts.", false},
}

// Load reads the configuration for mode from getenv (os.Getenv in main).
// The error lists every missing or invalid setting.
func Load(mode Mode, getenv func(string) string) (Config, error) {
	p := &parser{getenv: getenv}
	c := Config{Mode: mode}

	c.DatabaseURL = strings.TrimSpace(getenv("DATABASE_URL"))
	if mode == Serve && c.DatabaseURL == "" {
		p.missing("DATABASE_URL")
	}
	c.DBMaxConns = p.count("PAYSTEAD_DB_MAX_CONNS", 0, 2, 10_000, "want a whole number of connections, 2 or more")
	c.ListenAddr = p.str("PAYSTEAD_LISTEN_ADDR", pick(mode, ":8080", "127.0.0.1:8080"))
	if _, _, err := net.SplitHostPort(c.ListenAddr); err != nil {
		p.invalid("PAYSTEAD_LISTEN_ADDR", "want host:port, e.g. :8080")
	}
	c.BaseURL = strings.TrimRight(p.str("PAYSTEAD_BASE_URL", pick(mode, "", "http://127.0.0.1:8080")), "/")
	if c.BaseURL == "" {
		p.missing("PAYSTEAD_BASE_URL")
	} else if u, err := url.Parse(c.BaseURL); err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" || u.RawQuery != "" || u.Fragment != "" {
		p.invalid("PAYSTEAD_BASE_URL", "want an absolute http(s) URL without query, e.g. https://pay.example.com")
	}
	switch lvl := strings.ToLower(p.str("PAYSTEAD_LOG_LEVEL", "info")); lvl {
	case "debug":
		c.LogLevel = slog.LevelDebug
	case "info":
		c.LogLevel = slog.LevelInfo
	case "warn":
		c.LogLevel = slog.LevelWarn
	case "error":
		c.LogLevel = slog.LevelError
	default:
		p.invalid("PAYSTEAD_LOG_LEVEL", "want debug, info, warn or error")
	}
	c.ShutdownTimeout = p.duration("PAYSTEAD_SHUTDOWN_TIMEOUT", 30*time.Second, false)
	c.APIKeyCacheTTL = p.duration("PAYSTEAD_API_KEY_CACHE_TTL", time.Minute, true)
	c.WebDir = p.str("PAYSTEAD_WEB_DIR", "bin/web")
	c.SDKDir = p.str("PAYSTEAD_SDK_DIR", "bin/sdk")
	c.Chains = p.chainList(mode)
	if mode == Serve {
		c.ServerKey = p.serverKey()
	}

	complianceSet := p.str("COMPLIANCE_PROVIDER", "") != ""
	c.Compliance.Provider = strings.ToLower(p.str("COMPLIANCE_PROVIDER", "allowall"))
	c.Compliance.ListFile = p.str("COMPLIANCE_LIST_FILE", "")
	c.Compliance.HTTPURL = p.str("COMPLIANCE_HTTP_URL", "")
	c.Compliance.HTTPAPIKey = p.str("COMPLIANCE_HTTP_API_KEY", "")
	switch c.Compliance.Provider {
	case "allowall":
	case "list":
		if c.Compliance.ListFile == "" {
			p.missing("COMPLIANCE_LIST_FILE")
		}
	case "oracle":
		if mode == Serve && c.Chains[0].SanctionsOracle == (common.Address{}) {
			p.missing("PAYSTEAD_SANCTIONS_ORACLE_ADDRESS" + keySuffix(c.Chains[0].Key))
		}
	case "http":
		if c.Compliance.HTTPURL == "" {
			p.missing("COMPLIANCE_HTTP_URL")
		}
		if c.Compliance.HTTPAPIKey == "" {
			p.missing("COMPLIANCE_HTTP_API_KEY")
		}
	default:
		p.invalid("COMPLIANCE_PROVIDER", "want allowall, list, oracle or http")
	}
	c.Compliance.FailOpenForInvoice = p.boolean("COMPLIANCE_FAIL_OPEN_FOR_INVOICE", false)
	c.RateLimits.PerKey = p.rate("PAYSTEAD_RATE_LIMIT_PER_KEY", 100)
	c.RateLimits.PerAddress = p.rate("PAYSTEAD_RATE_LIMIT_PER_ADDRESS", 200)
	c.WebhookAllowLoopback = p.boolean("PAYSTEAD_WEBHOOK_ALLOW_LOOPBACK", mode == Dev)
	c.SignUp = p.str("PAYSTEAD_SIGNUP", map[Mode]string{Serve: SignUpClosed, Dev: SignUpOpen}[mode])
	switch c.SignUp {
	case SignUpOpen, SignUpClosed:
	case SignUpAllowlist:
		for _, w := range strings.Split(p.str("PAYSTEAD_SIGNUP_ALLOWLIST", ""), ",") {
			if w = strings.TrimSpace(w); w == "" {
				continue
			}
			if !common.IsHexAddress(w) || !strings.HasPrefix(w, "0x") {
				p.invalid("PAYSTEAD_SIGNUP_ALLOWLIST", "want comma-separated 0x wallet addresses")
				break
			}
			c.SignUpAllowlist = append(c.SignUpAllowlist, common.HexToAddress(w))
		}
		if len(c.SignUpAllowlist) == 0 {
			p.invalid("PAYSTEAD_SIGNUP_ALLOWLIST", "PAYSTEAD_SIGNUP=allowlist needs at least one wallet here")
		}
	default:
		p.invalid("PAYSTEAD_SIGNUP", "want open, closed or allowlist")
	}
	if c.SupportEmail = p.str("PAYSTEAD_SUPPORT_EMAIL", ""); c.SupportEmail != "" {
		if a, err := mail.ParseAddress(c.SupportEmail); err != nil || a.Address != c.SupportEmail {
			p.invalid("PAYSTEAD_SUPPORT_EMAIL", "want a plain email address such as support@pay.example")
		}
	}
	if smtpURL := p.str("PAYSTEAD_SMTP_URL", ""); smtpURL != "" {
		from := p.str("PAYSTEAD_EMAIL_FROM", "")
		if from == "" {
			p.missing("PAYSTEAD_EMAIL_FROM")
		} else if settings, err := outmail.ParseSettings(smtpURL, from); err != nil {
			// The error never repeats the URL: it may hold a password.
			p.invalid("PAYSTEAD_SMTP_URL", err.Error())
		} else {
			c.Email = &settings
		}
	} else if p.str("PAYSTEAD_EMAIL_FROM", "") != "" {
		p.missing("PAYSTEAD_SMTP_URL")
	}
	c.TrustedProxies = p.prefixes("PAYSTEAD_TRUSTED_PROXIES")
	if c.RedisURL = p.str("PAYSTEAD_REDIS_URL", ""); c.RedisURL != "" {
		if u, err := url.Parse(c.RedisURL); err != nil || (u.Scheme != "redis" && u.Scheme != "rediss") || u.Host == "" {
			p.invalid("PAYSTEAD_REDIS_URL", "want redis://host:port or rediss://host:port")
		}
	}
	// In serve mode /metrics (the wallet's balance, every route's traffic)
	// stays off the public listener unless the operator puts it there.
	switch c.MetricsAddr = p.str("PAYSTEAD_METRICS_ADDR", pick(mode, DefaultMetricsAddr, "")); c.MetricsAddr {
	case "", MetricsOnListener:
		c.MetricsAddr = ""
	default:
		if _, _, err := net.SplitHostPort(c.MetricsAddr); err != nil {
			p.invalid("PAYSTEAD_METRICS_ADDR", "want host:port, e.g. 127.0.0.1:9090, or public")
		}
	}
	c.AllowanceCheckEvery = p.duration("PAYSTEAD_SUBSCRIPTION_ALLOWANCE_CHECK", map[Mode]time.Duration{Serve: 15 * time.Minute, Dev: time.Minute}[mode], false)
	if c.AllowanceCheckEvery < time.Second || c.AllowanceCheckEvery > 24*time.Hour {
		p.invalid("PAYSTEAD_SUBSCRIPTION_ALLOWANCE_CHECK", "want a duration from 1s to 24h")
	}
	c.InvoiceExpiry = p.duration("PAYSTEAD_INVOICE_EXPIRY", map[Mode]time.Duration{Serve: 168 * time.Hour, Dev: 0}[mode], true)
	if c.InvoiceExpiry < 0 || c.InvoiceExpiry > 365*24*time.Hour || (c.InvoiceExpiry > 0 && c.InvoiceExpiry < time.Minute) {
		p.invalid("PAYSTEAD_INVOICE_EXPIRY", "want 0 (never) or a duration from 1m to 8760h")
	}

	if mode == Serve {
		// Screening no one is a choice on a chain of real money: an unset
		// provider defaults to allowall on test chains only.
		for _, ch := range c.Chains {
			if complianceSet || ch.ChainID == nil || !ch.RealMoney() {
				continue
			}
			what := "a main network"
			if _, known := ch.Known(); !known {
				what = "not a test network Paystead knows"
			}
			p.problems = append(p.problems, fmt.Sprintf("COMPLIANCE_PROVIDER is required on chain %s (%s, %s): set list, oracle or http to screen payers, or allowall to screen no one on purpose",
				ch.ChainID, ch.Name, what))
		}
	} else {
		c.DevRPCAddr = p.str("PAYSTEAD_DEV_RPC_ADDR", "127.0.0.1:8545")
		c.DevBlockTime = p.duration("PAYSTEAD_DEV_BLOCK_TIME", time.Second, true)
		c.DevChains = p.count("PAYSTEAD_DEV_CHAINS", 2, 1, 2, "1 or 2")
		c.DevSecondRPCAddr = p.str("PAYSTEAD_DEV_SECOND_RPC_ADDR", "127.0.0.1:8546")
		c.DevDir = p.str("PAYSTEAD_DEV_DIR", ".paystead")
		c.DevOrigins = p.origins("PAYSTEAD_DEV_ORIGINS")
	}
	if len(p.problems) > 0 {
		return c, &Error{Problems: distinct(p.problems)}
	}
	return c, nil
}

// Error lists every setting that stops the process from starting.
type Error struct{ Problems []string }

func (e *Error) Error() string {
	return "configuration is incomplete or invalid:\n  - " + strings.Join(e.Problems, "\n  - ")
}

// IsConfigError reports whether err is a configuration error.
func IsConfigError(err error) bool {
	var e *Error
	return errors.As(err, &e)
}

// describeFileError says why a file could not be read, without its content.
func describeFileError(err error) string {
	switch {
	case errors.Is(err, fs.ErrNotExist):
		return "no such file"
	case errors.Is(err, fs.ErrPermission):
		return "permission denied"
	}
	return "unreadable"
}

func pick(mode Mode, serve, dev string) string {
	if mode == Dev {
		return dev
	}
	return serve
}

// hostsOf is the hosts of urls, comma-separated: never their paths or
// queries, which may hold a provider's key.
func hostsOf(urls []string) string {
	hosts := make([]string, len(urls))
	for i, u := range urls {
		hosts[i] = hostOf(u)
	}
	return strings.Join(hosts, ",")
}

// RPCURLs is the chain's JSON-RPC endpoints, in the order they are tried.
func (c Chain) RPCURLs() []string {
	var out []string
	for part := range strings.SplitSeq(c.RPCURL, ",") {
		if part = strings.TrimSpace(part); part != "" {
			out = append(out, part)
		}
	}
	return out
}

func hostOf(raw string) string {
	u, err := url.Parse(raw)
	if err != nil {
		return ""
	}
	return u.Host
}

// Describe renders Vars as aligned text for --help.
func Describe() string {
	var b strings.Builder
	for _, v := range Vars {
		req := ""
		if v.RequiredInServe {
			req = " [required by serve]"
		}
		fmt.Fprintf(&b, "  %-34s %s%s\n  %-34s default: %s\n", v.Name, v.Doc, req, "", v.Default)
	}
	return b.String()
}

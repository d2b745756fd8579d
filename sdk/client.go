package sdk

import (
	"crypto/rand"
	"io"
	"net/http"
	"net/url"
	"strings"
	"time"
)

// Version is the version of this client, sent in the User-Agent header.
// The JavaScript packages carry the same number.
const Version = "1.2.0"

// Environment names a deployment's kind, test or live (spec 4.9's
// option). Paystead is self-hosted: no environment has a built-in address,
// and a client needs its Paystead's address (WithBaseURL, InitOptions.BaseURL).
type Environment string

// The environments. Testnet is the default.
const (
	Testnet Environment = "testnet"
	Mainnet Environment = "mainnet"
)

// Known reports whether e is Testnet, Mainnet or empty (Testnet).
func (e Environment) Known() bool { return e == "" || e == Testnet || e == Mainnet }

// Defaults of InitOptions' zero values.
const (
	DefaultTimeout      = 30 * time.Second
	DefaultMaxRetries   = 2
	DefaultMaxRetryWait = 5 * time.Second
)

// InitOptions configures a Client (spec 4.9's constructor options). Zero
// values take the defaults.
type InitOptions struct {
	// APIKey is required: the publishable key (pk_live_…) in a browser,
	// the secret key (ak_live_…) on a server.
	APIKey string
	// Environment is Testnet (when empty) or Mainnet.
	Environment Environment
	// BaseURL is required: the Paystead to talk to, e.g.
	// https://pay.example.com or http://127.0.0.1:8080 (paystead dev). No
	// default points at a host its operator may not run.
	BaseURL string
	// HTTPClient sends the requests; a client of its own when nil.
	HTTPClient *http.Client
	// Timeout bounds each attempt, from sending to reading the whole
	// answer (DefaultTimeout when 0). The context's deadline, when
	// earlier, wins.
	Timeout time.Duration
	// MaxRetries is how many times a failed request is retried
	// (DefaultMaxRetries when 0; negative for none).
	MaxRetries int
	// MaxRetryWait is the longest wait before a retry (DefaultMaxRetryWait
	// when 0). A longer Retry-After ends the retries.
	MaxRetryWait time.Duration

	// random is the idempotency keys' source; crypto/rand when nil. Tests
	// replace it to make it fail.
	random io.Reader
}

// Option sets one field of InitOptions for NewClient.
type Option func(*InitOptions)

// WithEnvironment names the environment (Testnet or Mainnet).
func WithEnvironment(env Environment) Option {
	return func(o *InitOptions) { o.Environment = env }
}

// WithBaseURL points the client at its Paystead (required).
func WithBaseURL(baseURL string) Option {
	return func(o *InitOptions) { o.BaseURL = baseURL }
}

// WithHTTPClient sends requests through hc (for proxies, custom TLS,
// instrumentation).
func WithHTTPClient(hc *http.Client) Option {
	return func(o *InitOptions) { o.HTTPClient = hc }
}

// WithTimeout bounds each attempt.
func WithTimeout(d time.Duration) Option {
	return func(o *InitOptions) { o.Timeout = d }
}

// WithMaxRetries sets how many times a failed request is retried; 0 turns
// retries off.
func WithMaxRetries(n int) Option {
	return func(o *InitOptions) {
		if n <= 0 {
			n = -1
		}
		o.MaxRetries = n
	}
}

// WithMaxRetryWait sets the longest wait before a retry.
func WithMaxRetryWait(d time.Duration) Option {
	return func(o *InitOptions) { o.MaxRetryWait = d }
}

// Client calls one Paystead as one merchant. It is safe for concurrent
// use.
type Client struct {
	apiKey       string
	baseURL      string // no trailing slash
	http         *http.Client
	timeout      time.Duration
	maxRetries   int
	maxRetryWait time.Duration
	random       io.Reader
}

// NewClient returns a client for apiKey configured by opts.
func NewClient(apiKey string, opts ...Option) (*Client, error) {
	o := InitOptions{APIKey: apiKey}
	for _, opt := range opts {
		opt(&o)
	}
	return New(o)
}

// New returns a client configured by opts, the struct form of NewClient.
// It fails with INVALID_API_KEY when opts.APIKey is empty,
// INVALID_ENVIRONMENT for an unknown Environment or no BaseURL, and
// INVALID_URL for a BaseURL that is not an absolute http(s) URL.
func New(opts InitOptions) (*Client, error) {
	return newClient(opts, true)
}

func newClient(opts InitOptions, requireKey bool) (*Client, error) {
	key := strings.TrimSpace(opts.APIKey)
	if key == "" && requireKey {
		return nil, newError(CodeInvalidAPIKey, "an API key is required: the secret key (ak_live_…) on a server, the publishable key (pk_live_…) in a browser; both are at /m/settings")
	}
	if !opts.Environment.Known() {
		return nil, newError(CodeInvalidEnvironment, "environment %q is not one of %q or %q", opts.Environment, Testnet, Mainnet)
	}
	base := opts.BaseURL
	if base == "" {
		return nil, newError(CodeInvalidEnvironment, "a base URL is required: your Paystead's address (WithBaseURL(\"https://pay.example.com\"), or http://127.0.0.1:8080 for paystead dev)")
	}
	if err := checkHTTPURL("BaseURL", base); err != nil {
		return nil, err
	}
	c := &Client{
		apiKey:       key,
		baseURL:      strings.TrimRight(base, "/"),
		http:         opts.HTTPClient,
		timeout:      opts.Timeout,
		maxRetries:   opts.MaxRetries,
		maxRetryWait: opts.MaxRetryWait,
		random:       opts.random,
	}
	if c.http == nil {
		c.http = &http.Client{}
	}
	if c.timeout <= 0 {
		c.timeout = DefaultTimeout
	}
	switch {
	case c.maxRetries == 0:
		c.maxRetries = DefaultMaxRetries
	case c.maxRetries < 0:
		c.maxRetries = 0
	}
	if c.maxRetryWait <= 0 {
		c.maxRetryWait = DefaultMaxRetryWait
	}
	if c.random == nil {
		c.random = rand.Reader
	}
	return c, nil
}

// BaseURL is the base address the client sends requests to.
func (c *Client) BaseURL() string { return c.baseURL }

// publishable reports whether the client holds a publishable key, which
// the server accepts only for creating invoices.
func (c *Client) publishable() bool { return strings.HasPrefix(c.apiKey, "pk_") }

// checkHTTPURL fails with INVALID_URL unless raw is an absolute http(s)
// URL with a host. The server checks the rest (allowed origins, private
// addresses).
func checkHTTPURL(field, raw string) error {
	u, err := url.Parse(raw)
	switch {
	case err != nil:
		return newError(CodeInvalidURL, "%s %q is not a valid URL: write an absolute http(s) URL such as https://shop.example/thanks", field, raw)
	case u.Scheme != "http" && u.Scheme != "https":
		return newError(CodeInvalidURL, "%s %q must be an absolute http or https URL such as https://shop.example/thanks", field, raw)
	case u.Host == "" || u.Opaque != "":
		return newError(CodeInvalidURL, "%s %q must have a host, as in https://shop.example/thanks", field, raw)
	}
	return nil
}

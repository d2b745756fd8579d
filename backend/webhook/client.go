package webhook

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"net"
	"net/http"
	"net/netip"
	"net/url"
	"time"

	"github.com/paystead/paystead/shared/urlguard"
)

// Resolver resolves host names; *net.Resolver is one.
type Resolver interface {
	LookupNetIP(ctx context.Context, network, host string) ([]netip.Addr, error)
}

// Timeout bounds one delivery attempt.
const Timeout = 10 * time.Second

// Client posts deliveries. It checks the URL's host, resolves the name
// itself, refuses the connection when any resolved address is forbidden
// (loopback, private, link-local, metadata, ...), dials the checked
// address and never follows redirects: a 3xx is a failed attempt.
type Client struct {
	// AllowLoopback lets loopback through (dev mode only).
	AllowLoopback bool
	// Resolver defaults to net.DefaultResolver.
	Resolver Resolver
	// Timeout defaults to the package's Timeout.
	Timeout time.Duration

	http *http.Client
}

// idlePerHost is how many connections to one endpoint's host the
// client keeps open between deliveries.
const idlePerHost = 64

// NewClient returns a Client.
func NewClient(allowLoopback bool, resolver Resolver) *Client {
	c := &Client{AllowLoopback: allowLoopback, Resolver: resolver, Timeout: Timeout}
	if c.Resolver == nil {
		c.Resolver = net.DefaultResolver
	}
	dialer := &net.Dialer{Timeout: 5 * time.Second}
	transport := &http.Transport{
		Proxy: nil, // a proxy would connect on our behalf, past the check
		DialContext: func(ctx context.Context, network, addr string) (net.Conn, error) {
			host, port, err := net.SplitHostPort(addr)
			if err != nil {
				return nil, err
			}
			ip, err := c.resolve(ctx, host)
			if err != nil {
				return nil, err
			}
			return dialer.DialContext(ctx, network, net.JoinHostPort(ip.String(), port))
		},
		ForceAttemptHTTP2: true,
		// Deliveries run concurrently (a burst of invoices is a burst of
		// events): the connections of a burst are kept for the next
		// rather than closed and dialled again, a TLS handshake each.
		MaxIdleConns:          4 * idlePerHost,
		MaxIdleConnsPerHost:   idlePerHost,
		IdleConnTimeout:       30 * time.Second,
		TLSHandshakeTimeout:   5 * time.Second,
		ResponseHeaderTimeout: Timeout,
	}
	c.http = &http.Client{
		Transport: transport,
		CheckRedirect: func(*http.Request, []*http.Request) error {
			return http.ErrUseLastResponse
		},
	}
	return c
}

// resolve returns the address to dial for host, refusing forbidden ones.
func (c *Client) resolve(ctx context.Context, host string) (netip.Addr, error) {
	if err := urlguard.CheckHost(host, c.AllowLoopback); err != nil {
		return netip.Addr{}, err
	}
	if ip, err := netip.ParseAddr(host); err == nil {
		return ip, urlguard.CheckAddr(ip, c.AllowLoopback)
	}
	addrs, err := c.Resolver.LookupNetIP(ctx, "ip", host)
	if err != nil {
		return netip.Addr{}, fmt.Errorf("resolve %s: %w", host, err)
	}
	if len(addrs) == 0 {
		return netip.Addr{}, fmt.Errorf("resolve %s: no addresses", host)
	}
	for _, a := range addrs {
		if err := urlguard.CheckAddr(a, c.AllowLoopback); err != nil {
			return netip.Addr{}, fmt.Errorf("%s resolves to a forbidden address: %w", host, err)
		}
	}
	return addrs[0].Unmap(), nil
}

// CheckURL checks an endpoint URL when it is saved: absolute http(s), no
// credentials, and a host the SSRF guard allows.
func CheckURL(raw string, allowLoopback bool) (*url.URL, error) {
	u, err := url.Parse(raw)
	if err != nil || !u.IsAbs() || u.Host == "" {
		return nil, errors.New("the URL must be absolute, like https://example.com/webhooks")
	}
	if u.Scheme != "https" && u.Scheme != "http" {
		return nil, errors.New("the URL must use https (or http)")
	}
	if u.User != nil {
		return nil, errors.New("the URL must not carry credentials")
	}
	if len(raw) > 2048 {
		return nil, errors.New("the URL is longer than 2048 characters")
	}
	if err := urlguard.CheckURLHost(u, allowLoopback); err != nil {
		return nil, err
	}
	return u, nil
}

// Result is the outcome of one attempt.
type Result struct {
	StatusCode int // 0 when no response arrived
	Latency    time.Duration
	Err        error // nil only for a 2xx
}

// Post sends body to rawURL with headers.
func (c *Client) Post(ctx context.Context, rawURL string, headers http.Header, body []byte) Result {
	start := time.Now()
	res := c.post(ctx, rawURL, headers, body)
	res.Latency = time.Since(start)
	return res
}

func (c *Client) post(ctx context.Context, rawURL string, headers http.Header, body []byte) Result {
	u, err := CheckURL(rawURL, c.AllowLoopback)
	if err != nil {
		return Result{Err: err}
	}
	timeout := c.Timeout
	if timeout == 0 {
		timeout = Timeout
	}
	ctx, cancel := context.WithTimeout(ctx, timeout)
	defer cancel()
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, u.String(), bytes.NewReader(body))
	if err != nil {
		return Result{Err: err}
	}
	for k, v := range headers {
		req.Header[k] = v
	}
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("User-Agent", "Paystead-Webhooks/1")
	resp, err := c.http.Do(req)
	if err != nil {
		return Result{Err: err}
	}
	defer resp.Body.Close()
	_, _ = io.Copy(io.Discard, io.LimitReader(resp.Body, 64<<10))
	if resp.StatusCode < 200 || resp.StatusCode > 299 {
		return Result{StatusCode: resp.StatusCode, Err: fmt.Errorf("the endpoint answered %s", resp.Status)}
	}
	return Result{StatusCode: resp.StatusCode}
}

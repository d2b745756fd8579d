package compliance

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"math/rand/v2"
	"net"
	"net/http"
	"net/url"
	"strconv"
	"strings"
	"time"
)

// HTTPOptions configure the HTTP provider. Zero durations and counts take
// the defaults named beside them.
type HTTPOptions struct {
	// URL is the API's base, e.g. https://public.chainalysis.com
	// (COMPLIANCE_HTTP_URL). https is required except for loopback hosts.
	URL string
	// APIKey is sent as X-API-Key (COMPLIANCE_HTTP_API_KEY). It never
	// appears in logs, errors or fmt output of HTTPOptions.
	APIKey string
	// AttemptTimeout bounds one request, body included (default 3 s).
	AttemptTimeout time.Duration
	// MaxAttempts bounds the requests made for one Screen (default 3).
	MaxAttempts int
	// BaseBackoff is the wait before the second attempt; it doubles for
	// each later one, with jitter (default 200 ms).
	BaseBackoff time.Duration
	// MaxRetryAfter is the longest Retry-After Paystead waits for; a
	// provider asking for longer is treated as unavailable at once
	// (default 5 s).
	MaxRetryAfter time.Duration
	// Client sends the requests (default: a client of its own). It is
	// copied and redirects are refused, so the API key never follows a
	// redirect to another host.
	Client *http.Client
}

// String keeps the API key out of logs and panics.
func (o HTTPOptions) String() string {
	key := ""
	if o.APIKey != "" {
		key = "[redacted]"
	}
	return fmt.Sprintf("{URL:%s APIKey:%s AttemptTimeout:%s MaxAttempts:%d}", o.URL, key, o.AttemptTimeout, o.MaxAttempts)
}

// GoString is String, for %#v.
func (o HTTPOptions) GoString() string { return o.String() }

// HTTPProvider screens through a hosted API with the protocol of the
// Chainalysis sanctions screening API:
//
//	GET {base}/api/v1/address/{address}   X-API-Key: <key>
//	200 {"identifications": [{"category": "sanctions", "name": "...", "description": "...", "url": "..."}]}
//
// An empty list is Clear; an identification of category "sanctions" makes
// the address Sanctioned; any other category sends it to Review, as a
// person should look at what the provider found.
//
// 5xx, 429, timeouts and network errors are retried with backoff up to
// MaxAttempts and then are ErrUnavailable; a malformed 200 body is
// ErrUnavailable at once; other 4xx (bad key, ...) and redirects are
// ErrProviderRejected and never retried.
type HTTPProvider struct {
	base   string
	opts   HTTPOptions
	client *http.Client
	logger *slog.Logger
	now    func() time.Time
	sleep  func(ctx context.Context, d time.Duration) error
}

// NewHTTPProvider checks opts and returns the provider. logger and now may
// be nil.
func NewHTTPProvider(opts HTTPOptions, logger *slog.Logger, now func() time.Time) (*HTTPProvider, error) {
	base, err := checkBaseURL(opts.URL)
	if err != nil {
		return nil, err
	}
	if strings.TrimSpace(opts.APIKey) == "" {
		return nil, errors.New("COMPLIANCE_HTTP_API_KEY is required when COMPLIANCE_PROVIDER=http")
	}
	if strings.ContainsAny(opts.APIKey, "\r\n") {
		return nil, errors.New("COMPLIANCE_HTTP_API_KEY must be one line")
	}
	if opts.AttemptTimeout < 0 || opts.MaxAttempts < 0 || opts.BaseBackoff < 0 || opts.MaxRetryAfter < 0 {
		return nil, errors.New("compliance http options: timeouts, attempts and backoffs must not be negative")
	}
	if opts.AttemptTimeout == 0 {
		opts.AttemptTimeout = 3 * time.Second
	}
	if opts.MaxAttempts == 0 {
		opts.MaxAttempts = 3
	}
	if opts.BaseBackoff == 0 {
		opts.BaseBackoff = 200 * time.Millisecond
	}
	if opts.MaxRetryAfter == 0 {
		opts.MaxRetryAfter = 5 * time.Second
	}
	client := &http.Client{}
	if opts.Client != nil {
		c := *opts.Client
		client = &c
	}
	client.CheckRedirect = func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse }
	if now == nil {
		now = time.Now
	}
	if logger == nil {
		logger = slog.New(slog.DiscardHandler)
	}
	return &HTTPProvider{base: base, opts: opts, client: client, logger: logger, now: now, sleep: sleepCtx}, nil
}

func checkBaseURL(raw string) (string, error) {
	if strings.TrimSpace(raw) == "" {
		return "", errors.New("COMPLIANCE_HTTP_URL is required when COMPLIANCE_PROVIDER=http")
	}
	u, err := url.Parse(raw)
	if err != nil || u.Host == "" || (u.Scheme != "https" && u.Scheme != "http") {
		return "", fmt.Errorf("COMPLIANCE_HTTP_URL %q must be an absolute https URL such as https://public.chainalysis.com", raw)
	}
	if u.User != nil || u.RawQuery != "" || u.Fragment != "" {
		return "", fmt.Errorf("COMPLIANCE_HTTP_URL must not carry user info, a query or a fragment; put the key in COMPLIANCE_HTTP_API_KEY")
	}
	if u.Scheme == "http" && !isLoopbackHost(u.Hostname()) {
		return "", fmt.Errorf("COMPLIANCE_HTTP_URL %q must use https: the API key must not travel in clear text (http is allowed for loopback test servers only)", raw)
	}
	return strings.TrimRight(u.String(), "/"), nil
}

func isLoopbackHost(host string) bool {
	if host == "localhost" {
		return true
	}
	ip := net.ParseIP(host)
	return ip != nil && ip.IsLoopback()
}

// Screen implements Provider.
func (p *HTTPProvider) Screen(ctx context.Context, address string) (Result, error) {
	addr, err := NormalizeAddress(address)
	if err != nil {
		return Result{}, err
	}
	for attempt := 1; ; attempt++ {
		res, failure := p.attempt(ctx, addr)
		if failure == nil {
			return res, nil
		}
		if ctx.Err() != nil {
			return Result{}, fmt.Errorf("%w: screening %s: %w", ErrUnavailable, addr, ctx.Err())
		}
		if !failure.retry || attempt >= p.opts.MaxAttempts {
			return Result{}, p.final(addr, attempt, failure)
		}
		wait := p.backoff(attempt)
		if failure.retryAfter > 0 {
			if failure.retryAfter > p.opts.MaxRetryAfter {
				failure.err = fmt.Errorf("%w; it asked to retry after %s, longer than the %s Paystead waits", failure.err, failure.retryAfter, p.opts.MaxRetryAfter)
				return Result{}, p.final(addr, attempt, failure)
			}
			wait = failure.retryAfter
		}
		if deadline, ok := ctx.Deadline(); ok && time.Until(deadline) < wait {
			return Result{}, p.final(addr, attempt, failure)
		}
		p.logger.WarnContext(ctx, "compliance screening attempt failed; retrying",
			"provider", KindHTTP, "address", addr, "attempt", attempt, "wait", wait, "err", p.redact(failure.err.Error()))
		if err := p.sleep(ctx, wait); err != nil {
			return Result{}, fmt.Errorf("%w: screening %s: %w", ErrUnavailable, addr, err)
		}
	}
}

// attemptFailure is why one request did not produce a result.
type attemptFailure struct {
	err        error
	kind       error // ErrUnavailable or ErrProviderRejected
	retry      bool
	retryAfter time.Duration
}

func (p *HTTPProvider) final(addr string, attempts int, f *attemptFailure) error {
	noun := "attempts"
	if attempts == 1 {
		noun = "attempt"
	}
	return fmt.Errorf("%w: screening %s (%d %s): %s", f.kind, addr, attempts, noun, p.redact(f.err.Error()))
}

// redact removes the API key from text that may echo it (a provider's
// error body, a transport error).
func (p *HTTPProvider) redact(s string) string {
	return strings.ReplaceAll(s, p.opts.APIKey, "[redacted]")
}

// maxBody bounds the response body read; real answers are a few hundred
// bytes.
const maxBody = 1 << 20

func (p *HTTPProvider) attempt(ctx context.Context, addr string) (Result, *attemptFailure) {
	ctx, cancel := context.WithTimeout(ctx, p.opts.AttemptTimeout)
	defer cancel()

	req, err := http.NewRequestWithContext(ctx, http.MethodGet, p.base+"/api/v1/address/"+url.PathEscape(addr), nil)
	if err != nil {
		return Result{}, &attemptFailure{err: err, kind: ErrProviderRejected}
	}
	req.Header.Set("X-API-Key", p.opts.APIKey)
	req.Header.Set("Accept", "application/json")

	resp, err := p.client.Do(req)
	if err != nil {
		return Result{}, &attemptFailure{err: transportError(err, p.opts.AttemptTimeout), kind: ErrUnavailable, retry: true}
	}
	defer resp.Body.Close()
	body, err := io.ReadAll(io.LimitReader(resp.Body, maxBody+1))
	if err != nil {
		return Result{}, &attemptFailure{err: transportError(err, p.opts.AttemptTimeout), kind: ErrUnavailable, retry: true}
	}

	switch {
	case resp.StatusCode == http.StatusOK:
		res, err := p.parse(addr, body)
		if err != nil {
			return Result{}, &attemptFailure{err: err, kind: ErrUnavailable}
		}
		return res, nil
	case resp.StatusCode == http.StatusTooManyRequests || resp.StatusCode >= 500:
		return Result{}, &attemptFailure{
			err:        fmt.Errorf("the provider answered %s%s", resp.Status, bodyMessage(body)),
			kind:       ErrUnavailable,
			retry:      true,
			retryAfter: parseRetryAfter(resp.Header.Get("Retry-After"), p.now()),
		}
	case resp.StatusCode == http.StatusUnauthorized || resp.StatusCode == http.StatusForbidden:
		return Result{}, &attemptFailure{
			err:  fmt.Errorf("the provider answered %s%s; check COMPLIANCE_HTTP_API_KEY", resp.Status, bodyMessage(body)),
			kind: ErrProviderRejected,
		}
	default:
		return Result{}, &attemptFailure{
			err:  fmt.Errorf("the provider answered %s%s; check COMPLIANCE_HTTP_URL", resp.Status, bodyMessage(body)),
			kind: ErrProviderRejected,
		}
	}
}

// transportError rewrites a timeout of one attempt in words.
func transportError(err error, timeout time.Duration) error {
	if errors.Is(err, context.DeadlineExceeded) {
		return fmt.Errorf("no answer within %s", timeout)
	}
	var netErr net.Error
	if errors.As(err, &netErr) && netErr.Timeout() {
		return fmt.Errorf("no answer within %s", timeout)
	}
	return err
}

// screeningResponse is the 200 body of the Chainalysis address endpoint.
type screeningResponse struct {
	Identifications *[]identification `json:"identifications"`
}

type identification struct {
	Category    string `json:"category"`
	Name        string `json:"name"`
	Description string `json:"description"`
	URL         string `json:"url"`
}

func (p *HTTPProvider) parse(addr string, body []byte) (Result, error) {
	if len(body) > maxBody {
		return Result{}, fmt.Errorf("the provider's answer is larger than %d bytes", maxBody)
	}
	var r screeningResponse
	if err := json.Unmarshal(body, &r); err != nil {
		return Result{}, fmt.Errorf("the provider's answer is not the expected JSON: %v", err)
	}
	if r.Identifications == nil {
		return Result{}, errors.New(`the provider's answer has no "identifications" list`)
	}
	res := Result{Address: addr, Category: Clear, Provider: KindHTTP, ScreenedAt: p.now().UTC()}
	var sanctions, other []string
	for _, id := range *r.Identifications {
		what := describe(id)
		if strings.EqualFold(strings.TrimSpace(id.Category), "sanctions") {
			sanctions = append(sanctions, what)
		} else {
			other = append(other, what)
		}
	}
	switch {
	case len(sanctions) > 0:
		res.Category = Sanctioned
		res.Reason = shorten(strings.Join(sanctions, "; "), maxReason)
	case len(other) > 0:
		res.Category = Review
		res.Reason = shorten(strings.Join(other, "; "), maxReason)
	}
	return res, nil
}

// maxReason bounds a Reason built from provider text.
const maxReason = 500

func describe(id identification) string {
	parts := make([]string, 0, 2)
	for _, s := range []string{id.Name, id.Description} {
		if s = strings.TrimSpace(s); s != "" {
			parts = append(parts, s)
		}
	}
	if len(parts) == 0 {
		return "identified by the screening provider as " + strings.TrimSpace(id.Category)
	}
	return strings.Join(parts, ": ")
}

// bodyMessage is a short excerpt of an error body for an error message:
// the "message" of a JSON error body when there is one, else the text.
func bodyMessage(body []byte) string {
	var e struct {
		Message string `json:"message"`
		Error   string `json:"error"`
	}
	text := strings.TrimSpace(string(body))
	if json.Unmarshal(body, &e) == nil {
		if e.Message != "" {
			text = e.Message
		} else if e.Error != "" {
			text = e.Error
		}
	}
	text = strings.Join(strings.Fields(text), " ")
	if text == "" {
		return ""
	}
	return ": " + shorten(text, 200)
}

// parseRetryAfter reads a Retry-After header: seconds or an HTTP date. 0
// means absent or unreadable.
func parseRetryAfter(v string, now time.Time) time.Duration {
	v = strings.TrimSpace(v)
	if v == "" {
		return 0
	}
	if secs, err := strconv.ParseInt(v, 10, 64); err == nil {
		if secs <= 0 {
			return 0
		}
		if secs > int64(24*time.Hour/time.Second) {
			return 24 * time.Hour
		}
		return time.Duration(secs) * time.Second
	}
	if t, err := http.ParseTime(v); err == nil {
		if d := t.Sub(now); d > 0 {
			return d
		}
	}
	return 0
}

// backoff is the wait after the given failed attempt: BaseBackoff doubled
// per attempt, with up to 50% jitter so that many servers do not retry in
// step.
func (p *HTTPProvider) backoff(attempt int) time.Duration {
	d := p.opts.BaseBackoff << min(attempt-1, 10)
	return d/2 + rand.N(d/2+1)
}

func sleepCtx(ctx context.Context, d time.Duration) error {
	t := time.NewTimer(d)
	defer t.Stop()
	select {
	case <-t.C:
		return nil
	case <-ctx.Done():
		return ctx.Err()
	}
}

package sdk

import (
	"bytes"
	"context"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"math/rand/v2"
	"net"
	"net/http"
	"strconv"
	"strings"
	"time"

	"github.com/paystead/paystead/shared/apierr"
)

// Header names of the REST interface.
const (
	apiKeyHeader         = "X-Service-Api-Key"
	idempotencyKeyHeader = "Idempotency-Key"
	requestIDHeader      = "X-Request-Id"
)

// maxAnswerBytes bounds what is read of an answer; Paystead's largest
// (three full escrow buckets) is far below it.
const maxAnswerBytes = 4 << 20

// request is one logical call, sent once plus its retries.
type request struct {
	method string
	path   string // with query, relative to the base URL
	body   []byte // nil for none
	// contentType is the body's type when it is not JSON (a logo).
	contentType string
	// header values added to every attempt (Idempotency-Key).
	header map[string]string
	// withKey sends the API key.
	withKey bool
	// once turns retries off: the call is not safe to repeat.
	once bool
}

// do sends req, retrying as the package documentation describes, and
// decodes a 2xx answer's body into out.
func (c *Client) do(ctx context.Context, req request, out any) error {
	for attempt := 0; ; attempt++ {
		err := c.attempt(ctx, req, out)
		if err == nil {
			return nil
		}
		var ce *ClientError
		if !errors.As(err, &ce) || !retryable(ce) || attempt >= c.maxRetries || req.once {
			return err
		}
		wait := ce.RetryAfter
		if wait == 0 {
			wait = backoff(attempt, c.maxRetryWait)
		}
		if wait > c.maxRetryWait {
			return err
		}
		if deadline, ok := ctx.Deadline(); ok && time.Until(deadline) < wait {
			return err // the retry could not finish in time anyway
		}
		timer := time.NewTimer(wait)
		select {
		case <-ctx.Done():
			timer.Stop()
			return err
		case <-timer.C:
		}
	}
}

// retryable reports whether a failed attempt may be sent again. Every
// retried call is safe to repeat: GETs by nature, invoice creation by its
// Idempotency-Key.
func retryable(ce *ClientError) bool {
	switch {
	case ce.Status == http.StatusTooManyRequests, ce.Status >= 500:
		return true
	case ce.Status == http.StatusConflict && ce.ServerCode == apierr.IdempotencyInProgress:
		return true
	case ce.Status == 0 && ce.Code == CodeNetwork:
		// A dropped or refused connection, not a cancelled context.
		return !errors.Is(ce.Err, context.Canceled)
	}
	return false
}

// backoff is the wait before retry attempt+1 when the server gave no
// Retry-After: 250ms doubling, with jitter, at most limit.
func backoff(attempt int, limit time.Duration) time.Duration {
	d := 250 * time.Millisecond << min(attempt, 10)
	d = d/2 + rand.N(d/2+1)
	return min(d, limit)
}

// attempt sends req once.
func (c *Client) attempt(ctx context.Context, req request, out any) error {
	ctx, cancel := context.WithTimeout(ctx, c.timeout)
	defer cancel()

	var body io.Reader
	if req.body != nil {
		body = bytes.NewReader(req.body)
	}
	hr, err := http.NewRequestWithContext(ctx, req.method, c.baseURL+req.path, body)
	if err != nil {
		return &ClientError{Code: CodeInvalidURL, Message: fmt.Sprintf("cannot build a request to %s%s: %v", c.baseURL, req.path, err), Err: err}
	}
	hr.Header.Set("Accept", "application/json")
	if req.body != nil {
		ct := req.contentType
		if ct == "" {
			ct = "application/json"
		}
		hr.Header.Set("Content-Type", ct)
	}
	if req.withKey {
		hr.Header.Set(apiKeyHeader, c.apiKey)
	}
	for k, v := range req.header {
		hr.Header.Set(k, v)
	}
	setUserAgent(hr)

	resp, err := c.send(hr)
	if err != nil {
		return transportError(ctx, err)
	}
	raw := resp.body

	if resp.status < 200 || resp.status > 299 {
		var env *apierr.Error
		var decoded apierr.Error
		if json.Unmarshal(raw, &decoded) == nil && decoded.Code != "" {
			env = &decoded
		}
		return errorFromAnswer(resp.status, parseRetryAfter(resp.header.Get("Retry-After"), time.Now()), resp.header.Get(requestIDHeader), env)
	}
	if out == nil {
		return nil
	}
	if err := json.Unmarshal(raw, out); err != nil {
		return &ClientError{
			Code:      CodeUnknown,
			Status:    resp.status,
			RequestID: resp.header.Get(requestIDHeader),
			Message:   fmt.Sprintf("the answer to %s %s is not the JSON expected: %v", req.method, req.path, err),
			Err:       err,
		}
	}
	return nil
}

// answer is a response read whole (at most maxAnswerBytes of its body).
type answer struct {
	status int
	header http.Header
	body   []byte
}

// readAnswer reads resp whole and closes its body.
func readAnswer(resp *http.Response) (*answer, error) {
	defer resp.Body.Close()
	raw, err := io.ReadAll(io.LimitReader(resp.Body, maxAnswerBytes))
	if err != nil {
		return nil, err
	}
	return &answer{status: resp.StatusCode, header: resp.Header, body: raw}, nil
}

// transportError classifies a failure to get an answer. ctx is the
// attempt's context, whose deadline is the timeout.
func transportError(ctx context.Context, err error) *ClientError {
	var ne net.Error
	switch {
	case errors.Is(ctx.Err(), context.DeadlineExceeded), errors.Is(err, context.DeadlineExceeded), errors.As(err, &ne) && ne.Timeout():
		return &ClientError{Code: CodeTimeout, Message: "Paystead did not answer in time: " + err.Error(), Err: context.DeadlineExceeded}
	case errors.Is(ctx.Err(), context.Canceled):
		return &ClientError{Code: CodeNetwork, Message: "the request was cancelled before Paystead answered", Err: context.Canceled}
	}
	return &ClientError{Code: CodeNetwork, Message: "could not reach Paystead: " + err.Error(), Err: err}
}

// parseRetryAfter reads a Retry-After header: delay-seconds or an
// HTTP-date. It returns 0 when the header is absent or malformed.
func parseRetryAfter(v string, now time.Time) time.Duration {
	v = strings.TrimSpace(v)
	if v == "" {
		return 0
	}
	if secs, err := strconv.ParseInt(v, 10, 64); err == nil {
		if secs <= 0 {
			return 0
		}
		return time.Duration(min(secs, int64(24*time.Hour/time.Second))) * time.Second
	}
	if t, err := http.ParseTime(v); err == nil {
		if d := t.Sub(now); d > 0 {
			return d.Round(time.Second)
		}
	}
	return 0
}

// newIdempotencyKey returns a fresh random key, 128 bits in hex.
func (c *Client) newIdempotencyKey() (string, error) {
	var b [16]byte
	if _, err := io.ReadFull(c.random, b[:]); err != nil {
		return "", &ClientError{Code: CodeNoSecureRandom, Message: "no secure random source to make the Idempotency-Key: " + err.Error(), Err: err}
	}
	return "idem_" + hex.EncodeToString(b[:]), nil
}

package chain

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"net/url"
	"sync"
	"time"

	"github.com/ethereum/go-ethereum/common/hexutil"
	"github.com/ethereum/go-ethereum/ethclient"
	"github.com/ethereum/go-ethereum/rpc"
)

// Reasons a Failover moves to another endpoint.
const (
	SwitchUnreachable = "unreachable" // no answer, or a 5xx or 429 one
	SwitchBehind      = "behind"      // its head trails another endpoint's
)

// Failover sends a chain's JSON-RPC over HTTP to one of several endpoints
// of the same chain: the one in use until it stops answering (an error, a
// 5xx or a 429), when the request goes to the next and that one stays in
// use; and, checked by Watch, until its head falls MaxLag blocks behind
// another's. Requests are retried as they are: every call a relayer makes
// is safe to repeat (a read, or the same signed transaction broadcast
// again), so nothing is lost or done twice by a switch.
type Failover struct {
	endpoints []*url.URL
	base      http.RoundTripper
	// OnSwitch, when set, hears every switch (for a metric and a log).
	OnSwitch func(from, to string, reason string)
	// MaxLag is how many blocks the endpoint in use may trail the best
	// one before Watch moves to it; zero means 3.
	MaxLag uint64

	mu      sync.Mutex
	current int
}

// NewFailover returns a Failover over urls (http or https), the first in
// use to begin with.
func NewFailover(urls []string) (*Failover, error) {
	if len(urls) == 0 {
		return nil, fmt.Errorf("chain.NewFailover: no endpoint")
	}
	f := &Failover{base: http.DefaultTransport}
	for _, raw := range urls {
		u, err := url.Parse(raw)
		if err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" {
			return nil, fmt.Errorf("chain.NewFailover: %q is not an http(s) URL", raw)
		}
		f.endpoints = append(f.endpoints, u)
	}
	return f, nil
}

// Dial returns a client of the chain through f.
func (f *Failover) Dial(ctx context.Context) (*ethclient.Client, error) {
	// The URL given is the first endpoint; RoundTrip sends each request
	// to the one in use.
	c, err := rpc.DialOptions(ctx, f.endpoints[0].String(), rpc.WithHTTPClient(&http.Client{Transport: f}))
	if err != nil {
		return nil, err
	}
	return ethclient.NewClient(c), nil
}

// InUse is the host of the endpoint in use (never its path or query, which
// may hold a provider's key).
func (f *Failover) InUse() string {
	f.mu.Lock()
	defer f.mu.Unlock()
	return f.endpoints[f.current].Host
}

// RoundTrip sends req to the endpoint in use, and on to the next ones
// while they do not answer.
func (f *Failover) RoundTrip(req *http.Request) (*http.Response, error) {
	var body []byte
	if req.Body != nil {
		var err error
		if body, err = io.ReadAll(req.Body); err != nil {
			return nil, err
		}
		_ = req.Body.Close()
	}
	f.mu.Lock()
	first := f.current
	f.mu.Unlock()
	var lastErr error
	for i := range f.endpoints {
		at := (first + i) % len(f.endpoints)
		resp, err := f.send(req, body, at)
		if err == nil && resp.StatusCode < 500 && resp.StatusCode != http.StatusTooManyRequests {
			return resp, nil
		}
		if err == nil {
			_ = resp.Body.Close()
			err = fmt.Errorf("%s answered %s", f.endpoints[at].Host, resp.Status)
		}
		if req.Context().Err() != nil {
			return nil, err
		}
		lastErr = err
		f.moveFrom(at, (at+1)%len(f.endpoints), SwitchUnreachable)
	}
	return nil, lastErr
}

func (f *Failover) send(req *http.Request, body []byte, at int) (*http.Response, error) {
	out := req.Clone(req.Context())
	u := *f.endpoints[at]
	out.URL, out.Host = &u, u.Host
	out.Body = io.NopCloser(bytes.NewReader(body))
	out.ContentLength = int64(len(body))
	return f.base.RoundTrip(out)
}

// moveFrom makes to the endpoint in use if from still is (another request
// may have moved on already).
func (f *Failover) moveFrom(from, to int, reason string) {
	f.mu.Lock()
	moved := f.current == from && from != to
	if moved {
		f.current = to
	}
	f.mu.Unlock()
	if moved && f.OnSwitch != nil {
		f.OnSwitch(f.endpoints[from].Host, f.endpoints[to].Host, reason)
	}
}

// Watch compares the endpoints' heads every interval until ctx ends, and
// moves to the highest when the one in use trails it by more than MaxLag
// blocks (a node that fell out of sync answers, but with old state).
func (f *Failover) Watch(ctx context.Context, interval time.Duration) {
	if len(f.endpoints) < 2 {
		return
	}
	t := time.NewTicker(interval)
	defer t.Stop()
	for {
		select {
		case <-ctx.Done():
			return
		case <-t.C:
		}
		f.checkHeads(ctx, interval)
	}
}

func (f *Failover) checkHeads(ctx context.Context, timeout time.Duration) {
	heads := make([]uint64, len(f.endpoints))
	ok := make([]bool, len(f.endpoints))
	var wg sync.WaitGroup
	for i := range f.endpoints {
		wg.Go(func() {
			callCtx, cancel := context.WithTimeout(ctx, timeout)
			defer cancel()
			heads[i], ok[i] = f.head(callCtx, i)
		})
	}
	wg.Wait()
	f.mu.Lock()
	cur := f.current
	f.mu.Unlock()
	best := -1
	for i := range heads {
		if ok[i] && (best < 0 || heads[i] > heads[best]) {
			best = i
		}
	}
	lag := f.MaxLag
	if lag == 0 {
		lag = 3
	}
	if best >= 0 && best != cur && (!ok[cur] || heads[best] > heads[cur]+lag) {
		reason := SwitchBehind
		if !ok[cur] {
			reason = SwitchUnreachable
		}
		f.moveFrom(cur, best, reason)
	}
}

// head asks endpoint i alone for its latest block number.
func (f *Failover) head(ctx context.Context, i int) (uint64, bool) {
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, f.endpoints[i].String(),
		bytes.NewReader([]byte(`{"jsonrpc":"2.0","id":1,"method":"eth_blockNumber","params":[]}`)))
	if err != nil {
		return 0, false
	}
	req.Header.Set("Content-Type", "application/json")
	resp, err := f.base.RoundTrip(req)
	if err != nil {
		return 0, false
	}
	defer resp.Body.Close()
	var out struct {
		Result *hexutil.Uint64 `json:"result"`
	}
	if resp.StatusCode != http.StatusOK || json.NewDecoder(io.LimitReader(resp.Body, 1<<16)).Decode(&out) != nil || out.Result == nil {
		return 0, false
	}
	return uint64(*out.Result), true
}

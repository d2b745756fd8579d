package chain

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"math/big"
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
// another's. Each endpoint's eth_chainId is checked before it is first
// used; one serving another chain is never used. Requests are retried as they are: every call a relayer makes
// is safe to repeat (a read, or the same signed transaction broadcast
// again), so nothing is lost or done twice by a switch.
type Failover struct {
	chainID   *big.Int
	endpoints []*url.URL
	base      http.RoundTripper
	// OnSwitch, when set, hears every switch (for a metric and a log).
	OnSwitch func(from, to string, reason string)
	// MaxLag is how many blocks the endpoint in use may trail the best
	// one before Watch moves to it; zero means 3.
	MaxLag uint64

	mu      sync.Mutex
	current int
	// checked[i] is what endpoint i's eth_chainId said: unchecked until
	// it answers, then sameChain or otherChain (never used).
	checked []check
}

type check uint8

const (
	unchecked check = iota
	sameChain
	otherChain
)

// NewFailover returns a Failover over urls (http or https) of the chain
// chainID, the first in use to begin with.
func NewFailover(chainID *big.Int, urls []string) (*Failover, error) {
	if len(urls) == 0 {
		return nil, fmt.Errorf("chain.NewFailover: no endpoint")
	}
	if chainID == nil || chainID.Sign() <= 0 {
		return nil, fmt.Errorf("chain.NewFailover: no chain id")
	}
	f := &Failover{chainID: chainID, base: http.DefaultTransport, checked: make([]check, len(urls))}
	for _, raw := range urls {
		u, err := url.Parse(raw)
		if err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" {
			return nil, fmt.Errorf("chain.NewFailover: %q is not an http(s) URL", raw)
		}
		f.endpoints = append(f.endpoints, u)
	}
	return f, nil
}

// Dial returns a client of the chain through f, after asking every
// endpoint its chain id: one that answers with another chain's is a
// mistake in the configuration, and an error (naming its host); one that
// does not answer yet is asked again before it is first used.
func (f *Failover) Dial(ctx context.Context) (*ethclient.Client, error) {
	var wg sync.WaitGroup
	for i := range f.endpoints {
		wg.Go(func() { f.checkChain(ctx, i) })
	}
	wg.Wait()
	f.mu.Lock()
	for i, c := range f.checked {
		if c == otherChain {
			f.mu.Unlock()
			return nil, fmt.Errorf("RPC endpoint %s serves another chain than %s", f.endpoints[i].Host, f.chainID)
		}
	}
	f.mu.Unlock()
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
		if c := f.checkChain(req.Context(), at); c != sameChain {
			lastErr = fmt.Errorf("%s: %s", f.endpoints[at].Host, c)
			f.moveFrom(at, (at+1)%len(f.endpoints), SwitchUnreachable)
			continue
		}
		resp, err := f.send(req, body, at)
		if err == nil && resp.StatusCode < 500 && resp.StatusCode != http.StatusTooManyRequests {
			// The whole answer, here: an endpoint that dies while answering (a node
			// restarting, a proxy cut off) is one that did not answer, and the next is asked.
			payload, rerr := io.ReadAll(resp.Body)
			_ = resp.Body.Close()
			if rerr == nil {
				resp.Body, resp.ContentLength = io.NopCloser(bytes.NewReader(payload)), int64(len(payload))
				resp.Header.Del("Content-Length")
				return resp, nil
			}
			err = fmt.Errorf("%s broke off its answer: %w", f.endpoints[at].Host, rerr)
		} else if err == nil {
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
			if f.checkChain(callCtx, i) == sameChain {
				heads[i], ok[i] = f.head(callCtx, i)
			}
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
	var n hexutil.Uint64
	if !f.ask(ctx, i, "eth_blockNumber", &n) {
		return 0, false
	}
	return uint64(n), true
}

// checkChain is what endpoint i's chain id says, asking it when it has not
// answered before.
func (f *Failover) checkChain(ctx context.Context, i int) check {
	f.mu.Lock()
	c := f.checked[i]
	f.mu.Unlock()
	if c != unchecked {
		return c
	}
	var id hexutil.Big
	if !f.ask(ctx, i, "eth_chainId", &id) {
		return unchecked
	}
	c = otherChain
	if (*big.Int)(&id).Cmp(f.chainID) == 0 {
		c = sameChain
	}
	f.mu.Lock()
	f.checked[i] = c
	f.mu.Unlock()
	return c
}

func (c check) String() string {
	switch c {
	case sameChain:
		return "serves the chain"
	case otherChain:
		return "serves another chain"
	}
	return "does not answer eth_chainId"
}

// ask calls method (without parameters) on endpoint i alone, decoding its
// result into out; false when it does not answer with one.
func (f *Failover) ask(ctx context.Context, i int, method string, out any) bool {
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, f.endpoints[i].String(),
		bytes.NewReader([]byte(`{"jsonrpc":"2.0","id":1,"method":"`+method+`","params":[]}`)))
	if err != nil {
		return false
	}
	req.Header.Set("Content-Type", "application/json")
	resp, err := f.base.RoundTrip(req)
	if err != nil {
		return false
	}
	defer resp.Body.Close()
	var answer struct {
		Result json.RawMessage `json:"result"`
	}
	if resp.StatusCode != http.StatusOK || json.NewDecoder(io.LimitReader(resp.Body, 1<<16)).Decode(&answer) != nil || len(answer.Result) == 0 {
		return false
	}
	return json.Unmarshal(answer.Result, out) == nil
}

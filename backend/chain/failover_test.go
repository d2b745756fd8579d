package chain

import (
	"context"
	"encoding/json"
	"fmt"
	"math/big"
	"net/http"
	"net/http/httptest"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/stretchr/testify/require"
)

// rpcNode is a JSON-RPC endpoint on loopback that answers eth_chainId and
// eth_blockNumber from its fields, and can stop answering (502) like a
// provider's endpoint in an outage.
type rpcNode struct {
	srv   *httptest.Server
	head  atomic.Uint64
	chain atomic.Uint64 // 8453 unless set
	down  atomic.Bool
	calls atomic.Int64
}

func newRPCNode(t *testing.T, head uint64) *rpcNode {
	n := &rpcNode{}
	n.head.Store(head)
	n.chain.Store(8453)
	n.srv = httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if n.down.Load() {
			http.Error(w, "bad gateway", http.StatusBadGateway)
			return
		}
		n.calls.Add(1)
		var req struct {
			ID     json.RawMessage `json:"id"`
			Method string          `json:"method"`
		}
		if err := json.NewDecoder(r.Body).Decode(&req); err != nil {
			http.Error(w, err.Error(), http.StatusBadRequest)
			return
		}
		result := ""
		switch req.Method {
		case "eth_chainId":
			result = fmt.Sprintf("0x%x", n.chain.Load())
		case "eth_blockNumber":
			result = fmt.Sprintf("0x%x", n.head.Load())
		}
		w.Header().Set("Content-Type", "application/json")
		_, _ = fmt.Fprintf(w, `{"jsonrpc":"2.0","id":%s,"result":%q}`, req.ID, result)
	}))
	t.Cleanup(n.srv.Close)
	return n
}

// failoverOver is a Failover of chain 8453 over nodes' endpoints, in order.
func failoverOver(t *testing.T, nodes ...*rpcNode) *Failover {
	t.Helper()
	urls := make([]string, len(nodes))
	for i, n := range nodes {
		urls[i] = n.srv.URL
	}
	f, err := NewFailover(big.NewInt(8453), urls)
	require.NoError(t, err)
	return f
}

type switches struct {
	mu   sync.Mutex
	seen []string
}

func (s *switches) record(from, to, reason string) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.seen = append(s.seen, reason)
}

func (s *switches) list() []string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return append([]string(nil), s.seen...)
}

func TestFailover(t *testing.T) {
	t.Parallel()
	ctx := context.Background()

	t.Run("AnEndpointDownSendsTheSameRequestToTheNextWhichStaysInUse", func(t *testing.T) {
		t.Parallel()
		a, b := newRPCNode(t, 100), newRPCNode(t, 100)
		f := failoverOver(t, a, b)
		var sw switches
		f.OnSwitch = sw.record
		client, err := f.Dial(ctx)
		require.NoError(t, err)
		defer client.Close()

		require.Equal(t, int64(1), a.calls.Load(), "each endpoint's chain id is asked at dial")
		require.Equal(t, int64(1), b.calls.Load())
		id, err := client.ChainID(ctx)
		require.NoError(t, err)
		require.EqualValues(t, 8453, id.Int64())
		require.Equal(t, int64(2), a.calls.Load())

		a.down.Store(true)
		n, err := client.BlockNumber(ctx)
		require.NoError(t, err, "answered by the second endpoint")
		require.EqualValues(t, 100, n)
		require.Equal(t, []string{SwitchUnreachable}, sw.list())
		require.Equal(t, b.srv.Listener.Addr().String(), f.InUse())

		a.down.Store(false) // back, but the second stays in use
		_, err = client.BlockNumber(ctx)
		require.NoError(t, err)
		require.Equal(t, int64(2), a.calls.Load())
		require.Equal(t, int64(3), b.calls.Load())
	})

	t.Run("AnEndpointThatBreaksOffItsAnswerIsOneThatDidNotAnswer", func(t *testing.T) {
		t.Parallel()
		b := newRPCNode(t, 9)
		var broke atomic.Int64
		cut := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			var req struct {
				Method string `json:"method"`
			}
			_ = json.NewDecoder(r.Body).Decode(&req)
			if req.Method == "eth_chainId" { // it serves the chain at dial
				w.Header().Set("Content-Type", "application/json")
				_, _ = fmt.Fprint(w, `{"jsonrpc":"2.0","id":1,"result":"0x2105"}`)
				return
			}
			broke.Add(1)
			// Headers and half an answer, then the connection goes: a node restarting mid-answer.
			w.Header().Set("Content-Type", "application/json")
			w.Header().Set("Content-Length", "100")
			w.WriteHeader(http.StatusOK)
			_, _ = fmt.Fprint(w, `{"jsonrpc":"2.0","id":1,"res`)
			_ = http.NewResponseController(w).Flush()
			conn, _, err := http.NewResponseController(w).Hijack()
			if err == nil {
				_ = conn.Close()
			}
		}))
		t.Cleanup(cut.Close)
		f, err := NewFailover(big.NewInt(8453), []string{cut.URL, b.srv.URL})
		require.NoError(t, err)
		var sw switches
		f.OnSwitch = sw.record
		client, err := f.Dial(ctx)
		require.NoError(t, err)
		defer client.Close()
		n, err := client.BlockNumber(ctx)
		require.NoError(t, err, "the next endpoint answers what the first broke off")
		require.EqualValues(t, 9, n)
		require.Equal(t, int64(1), broke.Load())
		require.Equal(t, []string{SwitchUnreachable}, sw.list())
	})

	t.Run("AStoppedEndpointToo", func(t *testing.T) {
		t.Parallel()
		a, b := newRPCNode(t, 7), newRPCNode(t, 7)
		a.srv.Close() // nothing listens
		f := failoverOver(t, a, b)
		client, err := f.Dial(ctx)
		require.NoError(t, err)
		defer client.Close()
		n, err := client.BlockNumber(ctx)
		require.NoError(t, err)
		require.EqualValues(t, 7, n)
	})

	t.Run("AllDownIsAnError", func(t *testing.T) {
		t.Parallel()
		a, b := newRPCNode(t, 7), newRPCNode(t, 7)
		a.down.Store(true)
		b.down.Store(true)
		f := failoverOver(t, a, b)
		client, err := f.Dial(ctx)
		require.NoError(t, err)
		defer client.Close()
		_, err = client.BlockNumber(ctx)
		require.ErrorContains(t, err, "does not answer")
	})

	t.Run("AnEndpointOfAnotherChainIsRefusedAtDial", func(t *testing.T) {
		t.Parallel()
		a, b := newRPCNode(t, 7), newRPCNode(t, 7)
		b.chain.Store(10)
		f := failoverOver(t, a, b)
		_, err := f.Dial(ctx)
		require.ErrorContains(t, err, b.srv.Listener.Addr().String()+" serves another chain than 8453")
	})

	t.Run("AnEndpointSilentAtDialIsAskedItsChainBeforeItIsUsed", func(t *testing.T) {
		t.Parallel()
		a, b, c := newRPCNode(t, 7), newRPCNode(t, 9), newRPCNode(t, 8)
		b.down.Store(true)
		f := failoverOver(t, a, b, c)
		client, err := f.Dial(ctx)
		require.NoError(t, err)
		defer client.Close()
		// The second comes back serving another chain; the first goes down.
		b.chain.Store(10)
		b.down.Store(false)
		a.down.Store(true)
		n, err := client.BlockNumber(ctx)
		require.NoError(t, err)
		require.EqualValues(t, 8, n, "answered by the third: the second serves another chain")
		require.Equal(t, int64(1), b.calls.Load(), "the second was only asked its chain id")

		// Nor does the watch of heads move to it, however far ahead it is.
		b.head.Store(1000)
		f.checkHeads(ctx, time.Second)
		require.Equal(t, c.srv.Listener.Addr().String(), f.InUse())
	})

	t.Run("AnEndpointFallingBehindIsLeft", func(t *testing.T) {
		t.Parallel()
		a, b := newRPCNode(t, 500), newRPCNode(t, 500)
		f := failoverOver(t, a, b)
		var sw switches
		f.OnSwitch = sw.record
		watchCtx, stop := context.WithCancel(ctx)
		defer stop()
		go f.Watch(watchCtx, 20*time.Millisecond)

		b.head.Store(503) // within MaxLag (3): stays
		time.Sleep(100 * time.Millisecond)
		require.Empty(t, sw.list())
		require.Equal(t, a.srv.Listener.Addr().String(), f.InUse())

		b.head.Store(504) // the first is four blocks behind
		require.Eventually(t, func() bool { return f.InUse() == b.srv.Listener.Addr().String() }, 5*time.Second, 10*time.Millisecond)
		require.Equal(t, []string{SwitchBehind}, sw.list())
	})

	t.Run("OnlyHTTPEndpoints", func(t *testing.T) {
		t.Parallel()
		for _, urls := range [][]string{nil, {"ws://127.0.0.1:8546"}, {"http://"}, {"127.0.0.1:8545"}} {
			_, err := NewFailover(big.NewInt(8453), urls)
			require.Error(t, err, "%q", urls)
		}
	})
}

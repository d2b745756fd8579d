package server

import (
	"bytes"
	"context"
	"encoding/json"
	"io"
	"log/slog"
	"net"
	"net/http"
	"os"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/stretchr/testify/require"

	"github.com/paystead/paystead/backend/config"
	"github.com/paystead/paystead/backend/devchain"
	"github.com/paystead/paystead/backend/postgres/pgtest"
)

// afterBroadcastHook, when set, runs in every app's payer after a payment
// is broadcast.
var afterBroadcastHook atomic.Pointer[func(common.Hash) error]

var (
	sharedChainOnce sync.Once
	sharedChain     *devchain.Chain
	sharedChainErr  error
)

// testChain is one instant-mode dev chain for the package: every app and
// test shares it, each with merchants of its own.
func testChain(t testing.TB) *devchain.Chain {
	t.Helper()
	sharedChainOnce.Do(func() {
		sharedChain, sharedChainErr = devchain.Start(context.Background(), devchain.Config{Instant: true})
	})
	require.NoError(t, sharedChainErr)
	return sharedChain
}

type testApp struct {
	*App
	URL string
	// Stop shuts the app down before the test ends (the test's cleanup
	// does otherwise); calling it again does nothing.
	Stop func()
}

// ownChain starts a dev chain of the test's own (a block per transaction), closed when the test
// ends: for a test that changes what other tests would see (a token paused, a wallet frozen,
// the clock moved).
func ownChain(t testing.TB) *devchain.Chain {
	t.Helper()
	dc, err := devchain.Start(context.Background(), devchain.Config{Instant: true})
	require.NoError(t, err)
	t.Cleanup(func() { _ = dc.Close() })
	return dc
}

// startApp runs the real server (dev mode on the shared chain, the
// package's database, real HTTP on loopback) until the test ends.
func startApp(t testing.TB, mutate func(*config.Config)) testApp {
	t.Helper()
	return startAppOn(t, testChain(t), mutate)
}

// startAppOn is startApp on a chain of the caller's.
func startAppOn(t testing.TB, dc *devchain.Chain, mutate func(*config.Config)) testApp {
	t.Helper()
	return startAppOnChains(t, dc, nil, mutate)
}

// startAppOnChains is startAppOn settling on more chains after dc (each
// with dc's server wallet).
func startAppOnChains(t testing.TB, dc *devchain.Chain, more []*devchain.Chain, mutate func(*config.Config)) testApp {
	t.Helper()
	cfg, err := config.Load(config.Dev, func(string) string { return "" })
	require.NoError(t, err)
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	require.NoError(t, err)
	cfg.DatabaseURL = pgtest.URL(t)
	if dc != testChain(t) {
		// The package's apps share one database, and any of them may take
		// any job, which only works on the chain they share: an app on a
		// chain of its own gets a database of its own (mutate may still
		// name another).
		cfg.DatabaseURL = pgtest.EmptyDB(t)
	}
	cfg.BaseURL = "http://" + ln.Addr().String()
	cfg.DevRPCAddr = ""
	cfg.DevBlockTime = 0 // the shared chain seals instantly
	cfg.DevDir = t.TempDir()
	cfg.RateLimits = config.RateLimits{}
	cfg.ShutdownTimeout = 10 * time.Second
	cfg.AllowanceCheckEvery = 24 * time.Hour // the allowance watch only where a test asks for it
	if mutate != nil {
		mutate(&cfg)
	}

	ctx, cancel := context.WithCancel(context.Background())
	started := make(chan *App, 1)
	done := make(chan error, 1)
	var logOut io.Writer = io.Discard
	if os.Getenv("PAYSTEAD_TEST_LOGS") != "" {
		logOut = os.Stderr
	}
	logger := slog.New(slog.NewJSONHandler(logOut, &slog.HandlerOptions{Level: slog.LevelDebug}))
	go func() {
		done <- Run(ctx, cfg, logger, Options{
			Listener:      ln,
			Out:           io.Discard,
			DevChain:      dc,
			MoreDevChains: more,
			// Any app's worker may take any job (they share the
			// database), so every app consults the test hook.
			AfterBroadcast: func(id common.Hash) error {
				if h := afterBroadcastHook.Load(); h != nil {
					return (*h)(id)
				}
				return nil
			},
			Started: func(a *App) { started <- a },
		})
	}()
	var once sync.Once
	stop := func() {
		once.Do(func() {
			cancel()
			require.NoError(t, <-done)
		})
	}
	t.Cleanup(stop)
	select {
	case app := <-started:
		return testApp{App: app, URL: cfg.BaseURL, Stop: stop}
	case err := <-done:
		done <- err // for stop, which the cleanup runs: it would wait for Run's end for good
		t.Fatalf("server did not start: %v", err)
	case <-time.After(60 * time.Second):
		t.Fatal("server did not start within a minute")
	}
	return testApp{}
}

// call sends a JSON request and decodes the JSON answer into out (when
// not nil); it returns the response with its body read.
func call(t testing.TB, method, url string, headers map[string]string, body any, out any) *http.Response {
	t.Helper()
	var rd io.Reader
	switch b := body.(type) {
	case nil:
	case string:
		rd = bytes.NewBufferString(b)
	default:
		raw, err := json.Marshal(b)
		require.NoError(t, err)
		rd = bytes.NewReader(raw)
	}
	req, err := http.NewRequest(method, url, rd)
	require.NoError(t, err)
	if rd != nil {
		req.Header.Set("Content-Type", "application/json")
	}
	for k, v := range headers {
		req.Header.Set(k, v)
	}
	resp, err := http.DefaultClient.Do(req)
	require.NoError(t, err)
	defer resp.Body.Close()
	raw, err := io.ReadAll(resp.Body)
	require.NoError(t, err)
	if out != nil && len(raw) > 0 {
		require.NoError(t, json.Unmarshal(raw, out), "body: %s", raw)
	}
	return resp
}

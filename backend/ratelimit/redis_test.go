package ratelimit_test

import (
	"context"
	"io"
	"log/slog"
	"net"
	"net/http"
	"net/http/httptest"
	"os/exec"
	"strconv"
	"sync/atomic"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"github.com/paystead/paystead/backend/httpapi"
	"github.com/paystead/paystead/backend/invoice"
	"github.com/paystead/paystead/backend/merchant"
	"github.com/paystead/paystead/backend/ratelimit"
)

// startRedis runs a real redis-server on a free loopback port, without
// persistence, until t ends (make test installs Debian's redis-server).
func startRedis(t *testing.T) (url string, stop func()) {
	t.Helper()
	bin, err := exec.LookPath("redis-server")
	require.NoError(t, err, "redis-server is not installed: make test installs Debian's redis-server package")
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	require.NoError(t, err)
	port := ln.Addr().(*net.TCPAddr).Port
	require.NoError(t, ln.Close())
	cmd := exec.Command(bin, "--port", strconv.Itoa(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no")
	require.NoError(t, cmd.Start())
	exited := make(chan struct{})
	go func() { _ = cmd.Wait(); close(exited) }()
	stop = func() {
		_ = cmd.Process.Kill()
		<-exited
	}
	t.Cleanup(stop)
	require.Eventually(t, func() bool {
		c, err := net.Dial("tcp", ln.Addr().String())
		if err == nil {
			c.Close()
		}
		return err == nil
	}, 10*time.Second, 20*time.Millisecond, "redis-server did not listen")
	return "redis://127.0.0.1:" + strconv.Itoa(port) + "/0", stop
}

func TestRedisBucket(t *testing.T) {
	t.Parallel()
	url, _ := startRedis(t)
	r, err := ratelimit.Open(context.Background(), url)
	require.NoError(t, err)
	t.Cleanup(func() { r.Close() })
	ctx := context.Background()
	for range 2 {
		wait, err := r.Allow(ctx, "a:203.0.113.1", 1, 2)
		require.NoError(t, err)
		require.Zero(t, wait, "within the burst")
	}
	wait, err := r.Allow(ctx, "a:203.0.113.1", 1, 2)
	require.NoError(t, err)
	require.Positive(t, wait, "the bucket is empty")
	require.LessOrEqual(t, wait, time.Second)
	wait, err = r.Allow(ctx, "a:203.0.113.2", 1, 2)
	require.NoError(t, err)
	require.Zero(t, wait, "another client, another bucket")
}

func TestOpenRefusesARedisThatDoesNotAnswer(t *testing.T) {
	t.Parallel()
	_, err := ratelimit.Open(context.Background(), "redis://127.0.0.1:1/0")
	require.ErrorContains(t, err, "does not answer")
	_, err = ratelimit.Open(context.Background(), "http://127.0.0.1:6379")
	require.Error(t, err)
}

// Two processes (two API handlers) sharing one Redis draw from one bucket
// per client: what the first spent, the second cannot. When Redis goes
// away, each falls back to its own buckets and requests are still served.
func TestProcessesShareTheirLimits(t *testing.T) {
	t.Parallel()
	url, stopRedis := startRedis(t)
	shared, err := ratelimit.Open(context.Background(), url)
	require.NoError(t, err)
	t.Cleanup(func() { shared.Close() })
	var failures atomic.Int32
	process := func() *httptest.Server {
		h := httpapi.New(httpapi.Deps{
			Logger:    slog.New(slog.NewTextHandler(io.Discard, nil)),
			Merchants: merchant.NewService(nil),
			Invoices:  invoice.NewService(invoice.Config{}, nil, nil, slog.Default()),
			RateLimits: httpapi.RateLimits{PerAddress: 0.01, Shared: shared,
				OnSharedError: func(error) { failures.Add(1) }},
		}, nil)
		srv := httptest.NewServer(h)
		t.Cleanup(srv.Close)
		return srv
	}
	status := func(srv *httptest.Server) int {
		req, err := http.NewRequest("OPTIONS", srv.URL+"/api/invoices", nil)
		require.NoError(t, err)
		resp, err := http.DefaultClient.Do(req)
		require.NoError(t, err)
		resp.Body.Close()
		return resp.StatusCode
	}
	a, b := process(), process()
	require.Equal(t, http.StatusForbidden, status(a), "allowed (then refused for its missing Origin)")
	require.Equal(t, http.StatusTooManyRequests, status(b), "the other process sees the spent bucket")

	stopRedis()
	require.Equal(t, http.StatusForbidden, status(b), "Redis is gone: b's own bucket decides, and it is full")
	require.Equal(t, http.StatusTooManyRequests, status(b), "b's own bucket is now spent")
	require.Positive(t, failures.Load(), "the failures were reported")
}

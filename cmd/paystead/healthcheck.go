package main

import (
	"context"
	"fmt"
	"io"
	"net"
	"net/http"
	"os"
	"strings"
	"time"
)

// cmdHealthcheck probes a running serve process on this host, for a
// container's HEALTHCHECK (the distroless image has no shell, no curl):
// exit status 0 when it answers 200, 1 otherwise.
func cmdHealthcheck(args []string, stdout, stderr io.Writer) error {
	fs := newFlags("healthcheck [--ready] [--url URL]",
		"Asks the serve process listening on PAYSTEAD_LISTEN_ADDR (on this host) whether it is alive\n(GET /healthz) or, with --ready, ready to take requests (GET /readyz: the database, the\nchain, the server wallet). Exits 0 when it answers 200, 1 otherwise. The image's HEALTHCHECK\nruns it.", stderr)
	ready := fs.Bool("ready", false, "ask /readyz instead of /healthz")
	target := fs.String("url", "", "the URL to ask instead (default: http://127.0.0.1:<port of PAYSTEAD_LISTEN_ADDR>/healthz)")
	timeout := fs.Duration("timeout", 3*time.Second, "how long to wait for the answer")
	if err := fs.Parse(args); err != nil {
		return err
	}
	url := *target
	if url == "" {
		base, err := localURL(os.Getenv("PAYSTEAD_LISTEN_ADDR"))
		if err != nil {
			return err
		}
		url = base + "/healthz"
		if *ready {
			url = base + "/readyz"
		}
	}
	ctx, cancel := context.WithTimeout(context.Background(), *timeout)
	defer cancel()
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, url, nil)
	if err != nil {
		return fmt.Errorf("--url: %w", err)
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		return fmt.Errorf("%s: %w", url, err)
	}
	defer resp.Body.Close()
	body, _ := io.ReadAll(io.LimitReader(resp.Body, 4096))
	if resp.StatusCode != http.StatusOK {
		return fmt.Errorf("%s answered %d: %s", url, resp.StatusCode, strings.TrimSpace(string(body)))
	}
	fmt.Fprintf(stdout, "%s: %s\n", url, strings.TrimSpace(string(body)))
	return nil
}

// localURL is the loopback URL of a process listening on addr (":8080",
// "0.0.0.0:8080", "[::]:8080", "10.0.0.5:8080"; empty is ":8080").
func localURL(addr string) (string, error) {
	if addr == "" {
		addr = ":8080"
	}
	host, port, err := net.SplitHostPort(addr)
	if err != nil {
		return "", fmt.Errorf("PAYSTEAD_LISTEN_ADDR %q: %w", addr, err)
	}
	if ip := net.ParseIP(host); host == "" || (ip != nil && ip.IsUnspecified()) {
		host = "127.0.0.1"
	}
	return "http://" + net.JoinHostPort(host, port), nil
}

package main

import (
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"
)

func TestHealthcheck(t *testing.T) {
	t.Parallel()
	status := http.StatusOK
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.WriteHeader(status)
		_, _ = w.Write([]byte(`{"status":"` + r.URL.Path + `"}`))
	}))
	t.Cleanup(srv.Close)
	probe := func(args ...string) (int, string) {
		var out, errOut strings.Builder
		code := run(append([]string{"healthcheck"}, args...), &out, &errOut)
		return code, out.String() + errOut.String()
	}

	code, out := probe("--url", srv.URL+"/healthz")
	require.Equal(t, 0, code, out)
	require.Contains(t, out, "/healthz")

	status = http.StatusServiceUnavailable
	code, out = probe("--url", srv.URL+"/readyz")
	require.Equal(t, 1, code)
	require.Contains(t, out, "answered 503")

	code, out = probe("--url", "http://127.0.0.1:1/healthz")
	require.Equal(t, 1, code, "nothing listens: unhealthy")
	require.Contains(t, out, "127.0.0.1:1")
}

func TestLocalURL(t *testing.T) {
	t.Parallel()
	for addr, want := range map[string]string{
		"":               "http://127.0.0.1:8080",
		":8080":          "http://127.0.0.1:8080",
		"0.0.0.0:9000":   "http://127.0.0.1:9000",
		"[::]:9000":      "http://127.0.0.1:9000",
		"10.0.0.5:8080":  "http://10.0.0.5:8080",
		"localhost:8081": "http://localhost:8081",
		"[::1]:8080":     "http://[::1]:8080",
	} {
		got, err := localURL(addr)
		require.NoError(t, err, addr)
		require.Equal(t, want, got, addr)
	}
	_, err := localURL("8080")
	require.Error(t, err)
}

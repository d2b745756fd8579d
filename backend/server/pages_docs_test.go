package server

import (
	"compress/gzip"
	"io"
	"net/http"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"
)

// The pages travel compressed to a browser that takes it: the API reference is some 400 KB of
// HTML (#36); one that does not take it gets it plain.
func TestPagesAreServedCompressed(t *testing.T) {
	t.Parallel()
	app := startApp(t, nil)
	get := func(encoding string) (*http.Response, string) {
		req, err := http.NewRequest(http.MethodGet, app.URL+"/docs/api", nil)
		require.NoError(t, err)
		if encoding != "" {
			req.Header.Set("Accept-Encoding", encoding)
		}
		resp, err := http.DefaultTransport.RoundTrip(req) // no transparent decompression
		require.NoError(t, err)
		defer resp.Body.Close()
		var body io.Reader = resp.Body
		if resp.Header.Get("Content-Encoding") == "gzip" {
			zr, err := gzip.NewReader(resp.Body)
			require.NoError(t, err)
			body = zr
		}
		raw, err := io.ReadAll(body)
		require.NoError(t, err)
		return resp, string(raw)
	}
	resp, page := get("gzip, deflate, br")
	require.Equal(t, http.StatusOK, resp.StatusCode)
	require.Equal(t, "gzip", resp.Header.Get("Content-Encoding"))
	require.Contains(t, resp.Header.Values("Vary"), "Accept-Encoding")
	require.Contains(t, page, `id="api-contents"`, "the reference, with its contents")
	plain, whole := get("")
	require.Empty(t, plain.Header.Get("Content-Encoding"))
	require.Len(t, whole, len(page), "the same page (go-app orders attributes as it likes)")
	require.Greater(t, len(whole), 100_000)
	require.True(t, strings.HasPrefix(strings.TrimSpace(whole), "<!DOCTYPE html>") || strings.HasPrefix(strings.TrimSpace(whole), "<!doctype html>"))
}

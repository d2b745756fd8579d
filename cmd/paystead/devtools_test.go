package main

import (
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/require"
)

func TestParseDays(t *testing.T) {
	t.Parallel()
	for in, want := range map[string]time.Duration{"8d": 192 * time.Hour, "1d": 24 * time.Hour, "90m": 90 * time.Minute, "36h": 36 * time.Hour} {
		got, err := parseDays(in)
		require.NoError(t, err, in)
		require.Equal(t, want, got, in)
	}
	for _, bad := range []string{"1.5d", "d", "0d", "-2d", "9999d", "soon"} {
		_, err := parseDays(bad)
		require.Error(t, err, bad)
	}
}

// dev pay checks its flags before it asks anything: the token is any
// symbol (which ones the deployment takes is the server's to say).
func TestDevPayFlags(t *testing.T) {
	t.Setenv(customerKeyVar, "")
	var out, errOut strings.Builder
	require.Equal(t, 1, run([]string{"dev", "pay", "--url", "http://127.0.0.1:1", "--invoice", "0x12", "--token", "usdc"}, &out, &errOut))
	require.Contains(t, errOut.String(), "--token must be a token's symbol, such as USDC (upper case)")
	require.Contains(t, errOut.String(), "--invoice must be an invoice id")

	errOut.Reset()
	require.Equal(t, 1, run([]string{"dev", "pay", "--url", "http://127.0.0.1:1", "--invoice", "0x12", "--token", "PYUSD"}, &out, &errOut))
	require.NotContains(t, errOut.String(), "--token", "a third token's symbol is taken")
}

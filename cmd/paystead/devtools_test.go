package main

import (
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

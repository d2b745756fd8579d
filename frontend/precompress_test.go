//go:build !wasm

package frontend

import (
	"bytes"
	"compress/gzip"
	"io"
	"math/rand/v2"
	"os"
	"path/filepath"
	"testing"

	"github.com/andybalholm/brotli"
	"github.com/stretchr/testify/require"
)

// TestPrecompressRoundTrips: both copies decode to the file, a repeat further back than brotli's
// default 4 MB window included.
func TestPrecompressRoundTrips(t *testing.T) {
	t.Parallel()
	rng := rand.New(rand.NewPCG(1, 2))
	chunk := make([]byte, 64<<10)
	for i := range chunk {
		chunk[i] = byte(rng.IntN(256))
	}
	filler := make([]byte, 5<<20)
	for i := range filler {
		filler[i] = byte(rng.IntN(256))
	}
	raw := bytes.Join([][]byte{chunk, filler, chunk}, nil)
	file := filepath.Join(t.TempDir(), "app.wasm")
	require.NoError(t, os.WriteFile(file, raw, 0o644))
	require.NoError(t, Precompress(file))

	br, err := os.ReadFile(file + ".br")
	require.NoError(t, err)
	got, err := io.ReadAll(brotli.NewReader(bytes.NewReader(br)))
	require.NoError(t, err)
	require.Equal(t, raw, got)
	require.Less(t, len(br), len(raw)-len(chunk)/2, "the repeat 5 MB back is found in the window")

	gz, err := os.ReadFile(file + ".gz")
	require.NoError(t, err)
	zr, err := gzip.NewReader(bytes.NewReader(gz))
	require.NoError(t, err)
	got, err = io.ReadAll(zr)
	require.NoError(t, err)
	require.Equal(t, raw, got)
}

//go:build !wasm

package frontend

import (
	"bytes"
	"compress/gzip"
	"fmt"
	"os"

	"github.com/andybalholm/brotli"
)

// Precompress writes file.br (brotli, best) and file.gz (gzip, best) next
// to file, for the handler to serve to browsers that accept them.
func Precompress(file string) error {
	raw, err := os.ReadFile(file)
	if err != nil {
		return fmt.Errorf("precompress: %w", err)
	}
	var br, gz bytes.Buffer
	bw := brotli.NewWriterLevel(&br, brotli.BestCompression)
	if _, err := bw.Write(raw); err != nil {
		return fmt.Errorf("precompress %s: brotli: %w", file, err)
	}
	if err := bw.Close(); err != nil {
		return fmt.Errorf("precompress %s: brotli: %w", file, err)
	}
	gw, _ := gzip.NewWriterLevel(&gz, gzip.BestCompression)
	if _, err := gw.Write(raw); err != nil {
		return fmt.Errorf("precompress %s: gzip: %w", file, err)
	}
	if err := gw.Close(); err != nil {
		return fmt.Errorf("precompress %s: gzip: %w", file, err)
	}
	for ext, b := range map[string][]byte{".br": br.Bytes(), ".gz": gz.Bytes()} {
		if err := os.WriteFile(file+ext, b, 0o644); err != nil {
			return fmt.Errorf("precompress: %w", err)
		}
	}
	return nil
}

//go:build !wasm

package frontend

import (
	"bytes"
	"compress/gzip"
	"fmt"
	"os"

	"github.com/andybalholm/brotli"
)

// brotliWindow is log2 of brotli's window: 24, the largest.
const brotliWindow = 24

// Precompress writes file.br (brotli, best) and file.gz (gzip, best) next
// to file, for the handler to serve to browsers that accept them.
//
// Brotli's window is 16 MB (brotliWindow), not the 4 MB its best quality
// takes by default: the programs are 9-10 MB, and with the smaller window
// which repeats fall inside it depends on where code lands, so that one
// feature could cost three times its size (session 25's note). With the
// program in one window the dashboard is 1.7% smaller; every browser
// decodes a 16 MB window (RFC 7932 allows up to 16 MB - 16 bytes).
func Precompress(file string) error {
	raw, err := os.ReadFile(file)
	if err != nil {
		return fmt.Errorf("precompress: %w", err)
	}
	var br, gz bytes.Buffer
	bw := brotli.NewWriterOptions(&br, brotli.WriterOptions{Quality: brotli.BestCompression, LGWin: brotliWindow})
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

package server

import (
	"context"
	"log/slog"
	"os"
	"path/filepath"
	"runtime/debug"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/paystead/paystead/backend/config"
	"github.com/paystead/paystead/frontend"
)

func TestTuneGC(t *testing.T) {
	// Not parallel: the GC target is the whole process's.
	defer debug.SetGCPercent(debug.SetGCPercent(100))
	env := func(gogc string) func(string) string {
		return func(name string) string {
			if name == "GOGC" {
				return gogc
			}
			return ""
		}
	}

	TuneGC(env(""))
	require.Equal(t, DefaultGCPercent, debug.SetGCPercent(100), "no GOGC: the default")

	TuneGC(env("50"))
	require.Equal(t, 100, debug.SetGCPercent(100), "GOGC set: left to the runtime, which read it at start")
}

// serve refuses, at once and before connecting to anything, a web folder
// without the pages' programs: the checkout would look ready and never
// let anyone pay.
func TestServeRefusesAWebFolderWithoutThePrograms(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	require.NoError(t, os.WriteFile(filepath.Join(dir, frontend.CheckoutWASM), []byte("\x00asm"), 0o644))
	cfg, err := config.Load(config.Serve, func(name string) string {
		return map[string]string{
			"DATABASE_URL": "postgres://nobody@127.0.0.1:1/none", "PAYSTEAD_BASE_URL": "https://pay.example.com",
			"PAYSTEAD_RPC_URL": "http://127.0.0.1:1", "PAYSTEAD_CHAIN_ID": "8453", "COMPLIANCE_PROVIDER": "allowall",
			"PAYSTEAD_SERVER_KEY":      "0x4c0883a69102937d6231471b5dbb6204fe5129617082792ae468d01a3f362318",
			"PAYSTEAD_GATEWAY_ADDRESS": "0x1111111111111111111111111111111111111111",
			"PAYSTEAD_USDC_ADDRESS":    "0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913",
			"PAYSTEAD_EURC_ADDRESS":    "0x60a3E35Cc302bFA44Cb288Bc5a4F316Fdb1adb42",
			"PAYSTEAD_WEB_DIR":         dir,
		}[name]
	})
	require.NoError(t, err)
	err = Run(context.Background(), cfg, slog.New(slog.DiscardHandler), Options{})
	require.ErrorContains(t, err, "PAYSTEAD_WEB_DIR ("+dir+") lacks dashboard.wasm")
	require.ErrorContains(t, err, "make wasm")
	require.NotContains(t, err.Error(), "checkout.wasm", "the checkout's program is there")
}

// Package devproc runs `paystead dev` as a process of its own, for tests
// that drive Paystead from the outside as a merchant's code does: the Go
// client's integration test and the example backends.
package devproc

import (
	"bytes"
	"crypto/ecdsa"
	"encoding/json"
	"net"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/crypto"
	"github.com/stretchr/testify/require"

	"github.com/paystead/paystead/backend/postgres/pgtest"
)

// Dev is a running `paystead dev` and what its dev.json says.
type Dev struct {
	BaseURL        string
	SecretKey      string
	PublishableKey string
	Customer       *ecdsa.PrivateKey // the dev chain's funded customer
}

// devFile is the part of <dev dir>/dev.json a test reads.
type devFile struct {
	BaseURL  string `json:"baseUrl"`
	Merchant struct {
		SecretKey      string `json:"secretKey"`
		PublishableKey string `json:"publishableKey"`
	} `json:"merchant"`
	Customer struct {
		PrivateKey string `json:"privateKey"`
	} `json:"customer"`
}

// Start runs `paystead dev` on free loopback ports, with an empty
// database of its own (the package's TestMain must call pgtest.Main), an
// instant chain and no rate limits, until tb ends; env adds settings
// (NAME=value). bin names the binary; when empty, Start builds one from
// the module whose root is moduleRoot. It returns once the server is
// ready and its dev.json written; when tb fails, the server's output is
// logged.
func Start(tb testing.TB, bin, moduleRoot string, env ...string) Dev {
	tb.Helper()
	tmp := tb.TempDir()
	if bin == "" {
		bin = filepath.Join(tmp, "paystead")
		build := exec.Command("go", "build", "-o", bin, "./cmd/paystead")
		build.Dir = moduleRoot
		if out, err := build.CombinedOutput(); err != nil {
			tb.Fatalf("go build ./cmd/paystead: %v\n%s", err, out)
		}
	}

	addr, rpcAddr, secondRPCAddr := freeAddr(tb), freeAddr(tb), freeAddr(tb)
	devDir := filepath.Join(tmp, "dev")
	base := "http://" + addr
	var logs lockedBuffer
	cmd := exec.Command(bin, "dev")
	cmd.Env = append(os.Environ(),
		"DATABASE_URL="+pgtest.EmptyDB(tb),
		"PAYSTEAD_LISTEN_ADDR="+addr,
		"PAYSTEAD_BASE_URL="+base,
		"PAYSTEAD_DEV_RPC_ADDR="+rpcAddr,
		"PAYSTEAD_DEV_SECOND_RPC_ADDR="+secondRPCAddr,
		"PAYSTEAD_DEV_BLOCK_TIME=0",
		"PAYSTEAD_DEV_DIR="+devDir,
		"PAYSTEAD_RATE_LIMIT_PER_KEY=0",
		"PAYSTEAD_RATE_LIMIT_PER_ADDRESS=0",
	)
	cmd.Env = append(cmd.Env, env...)
	cmd.Stdout, cmd.Stderr = &logs, &logs
	require.NoError(tb, cmd.Start())
	exited := make(chan error, 1)
	go func() { exited <- cmd.Wait() }()
	tb.Cleanup(func() {
		_ = cmd.Process.Signal(syscall.SIGTERM)
		select {
		case <-exited:
		case <-time.After(30 * time.Second):
			_ = cmd.Process.Kill()
			<-exited
		}
		if tb.Failed() {
			tb.Logf("paystead dev output:\n%s", logs.tail(8000))
		}
	})

	deadline := time.Now().Add(3 * time.Minute)
	var dev devFile
	for {
		select {
		case err := <-exited:
			exited <- err
			tb.Fatalf("paystead dev exited before it was ready: %v\n%s", err, logs.tail(8000))
		default:
		}
		if time.Now().After(deadline) {
			tb.Fatalf("paystead dev was not ready within 3 minutes\n%s", logs.tail(8000))
		}
		if ready(base) {
			if raw, err := os.ReadFile(filepath.Join(devDir, "dev.json")); err == nil && json.Unmarshal(raw, &dev) == nil && dev.Merchant.SecretKey != "" {
				break
			}
		}
		time.Sleep(100 * time.Millisecond)
	}
	require.Equal(tb, base, dev.BaseURL)
	require.True(tb, strings.HasPrefix(dev.Merchant.SecretKey, "ak_"), "secret key %q", dev.Merchant.SecretKey)
	require.True(tb, strings.HasPrefix(dev.Merchant.PublishableKey, "pk_"), "publishable key %q", dev.Merchant.PublishableKey)
	customer, err := crypto.HexToECDSA(strings.TrimPrefix(dev.Customer.PrivateKey, "0x"))
	require.NoError(tb, err, "dev.json's customer key")
	return Dev{BaseURL: base, SecretKey: dev.Merchant.SecretKey, PublishableKey: dev.Merchant.PublishableKey, Customer: customer}
}

func ready(base string) bool {
	resp, err := http.Get(base + "/readyz")
	if err != nil {
		return false
	}
	resp.Body.Close()
	return resp.StatusCode == http.StatusOK
}

// freeAddr is a loopback address with a port nothing listens on.
func freeAddr(tb testing.TB) string {
	tb.Helper()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	require.NoError(tb, err)
	defer ln.Close()
	return ln.Addr().String()
}

// lockedBuffer collects the server's output from its two pipes.
type lockedBuffer struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (l *lockedBuffer) Write(p []byte) (int, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.b.Write(p)
}

func (l *lockedBuffer) tail(n int) string {
	l.mu.Lock()
	defer l.mu.Unlock()
	s := l.b.String()
	if len(s) > n {
		s = "…" + s[len(s)-n:]
	}
	return s
}

package server

import (
	"bufio"
	"context"
	"fmt"
	"io"
	"log/slog"
	"net"
	"net/http"
	"os"
	"os/exec"
	"os/signal"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/go-chi/chi/v5"
	"github.com/jackc/pgx/v5/pgxpool"
	"github.com/stretchr/testify/require"

	"github.com/paystead/paystead/backend/config"
	"github.com/paystead/paystead/backend/postgres/pgtest"
)

func TestMain(m *testing.M) {
	if os.Getenv("PAYSTEAD_SHUTDOWN_CHILD") != "" {
		os.Exit(shutdownChild())
	}
	TuneGC(os.Getenv) // the server runs here as serve runs it: benchmarks measure that
	code := pgtest.RunWith(m, func(ctx context.Context, pool *pgxpool.Pool) error {
		// The one amount the database refuses (see
		// ARowTheDatabaseRefusesFailsOnlyItsOwnRequest); no other test uses it.
		return pgtest.RefuseInvoiceAmount(ctx, pool, refusedAmountUnits)
	})
	if sharedChain != nil {
		_ = sharedChain.Close() // it removes the node's data folder
	}
	os.Exit(code)
}

// refusedAmountUnits is an invoice amount (13.370013 USDC) the test
// database refuses to store.
const refusedAmountUnits = 13_370_013

// shutdownChild is the server process of TestGracefulShutdown: the real
// Run with the same signal handling as cmd/paystead, plus a slow route.
func shutdownChild() int {
	ctx, stop := signal.NotifyContext(context.Background(), syscall.SIGINT, syscall.SIGTERM)
	defer stop()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		return 1
	}
	fmt.Printf("listening %s\n", ln.Addr())
	cfg, err := config.Load(config.Dev, func(string) string { return "" })
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		return 1
	}
	cfg.DatabaseURL = os.Getenv("PAYSTEAD_SHUTDOWN_CHILD_DB")
	cfg.ShutdownTimeout = 20 * time.Second
	cfg.DevRPCAddr = ""
	cfg.DevDir = os.Getenv("PAYSTEAD_SHUTDOWN_CHILD_DIR")
	logger := slog.New(slog.NewJSONHandler(os.Stderr, nil))
	err = Run(ctx, cfg, logger, Options{
		Listener: ln,
		Out:      io.Discard,
		ExtraRoutes: func(r chi.Router) {
			r.Get("/test/slow", func(w http.ResponseWriter, r *http.Request) {
				w.WriteHeader(http.StatusOK)
				_, _ = io.WriteString(w, "started\n")
				_ = http.NewResponseController(w).Flush()
				time.Sleep(1500 * time.Millisecond)
				_, _ = io.WriteString(w, "done\n")
			})
		},
	})
	if err != nil {
		fmt.Fprintln(os.Stderr, "run:", err)
		return 1
	}
	return 0
}

func TestGracefulShutdown(t *testing.T) {
	t.Parallel()
	dbURL := pgtest.URL(t)

	cmd := exec.Command(os.Args[0], "-test.run=^$")
	cmd.Env = append(os.Environ(), "PAYSTEAD_SHUTDOWN_CHILD=1", "PAYSTEAD_SHUTDOWN_CHILD_DB="+dbURL, "PAYSTEAD_SHUTDOWN_CHILD_DIR="+t.TempDir())
	stdout, err := cmd.StdoutPipe()
	require.NoError(t, err)
	var stderr strings.Builder
	cmd.Stderr = &stderr
	require.NoError(t, cmd.Start())
	t.Cleanup(func() { _ = cmd.Process.Kill() })

	line, err := bufio.NewReader(stdout).ReadString('\n')
	require.NoError(t, err)
	addr := strings.TrimSpace(strings.TrimPrefix(line, "listening "))
	waitReady(t, "http://"+addr+"/readyz")

	resp, err := http.Get("http://" + addr + "/test/slow")
	require.NoError(t, err)
	defer resp.Body.Close()
	body := bufio.NewReader(resp.Body)
	first, err := body.ReadString('\n')
	require.NoError(t, err)
	require.Equal(t, "started\n", first, "the slow request is in flight")

	require.NoError(t, cmd.Process.Signal(syscall.SIGTERM))

	rest, err := io.ReadAll(body)
	require.NoError(t, err, "the in-flight request completes")
	require.Equal(t, "done\n", string(rest))

	err = cmd.Wait()
	require.NoError(t, err, "the process exits 0 after SIGTERM; stderr:\n%s", stderr.String())
	require.Contains(t, stderr.String(), "shutting down")

	_, err = http.Get("http://" + addr + "/healthz")
	require.Error(t, err, "no longer listening")
}

func waitReady(t *testing.T, url string) {
	t.Helper()
	deadline := time.Now().Add(60 * time.Second)
	for time.Now().Before(deadline) {
		resp, err := http.Get(url)
		if err == nil {
			resp.Body.Close()
			if resp.StatusCode == http.StatusOK {
				return
			}
		}
		time.Sleep(50 * time.Millisecond)
	}
	t.Fatalf("%s never became ready", url)
}

package server

import (
	"context"
	"errors"
	"net/http"
	"regexp"
	"strconv"
	"sync"
	"testing"
	"time"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgconn"
	"github.com/stretchr/testify/require"

	"github.com/paystead/paystead/backend/config"
	"github.com/paystead/paystead/backend/postgres/localpg"
	"github.com/paystead/paystead/shared/apierr"
)

// TestDatabaseOutOfConnections: on a Postgres whose max_connections the
// process's pool and other clients have used up, requests are answered
// 503 unavailable with Retry-After (never 500), counted; once connections
// free up, the same requests succeed. PAYSTEAD_DB_MAX_CONNS sizes the pool.
func TestDatabaseOutOfConnections(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	cluster, err := localpg.Start(ctx, t.TempDir(), "max_connections=16")
	require.NoError(t, err)
	t.Cleanup(func() { _ = cluster.Discard() })

	app := startApp(t, func(c *config.Config) {
		c.DatabaseURL = cluster.URL()
		c.DBMaxConns = 6
	})
	require.EqualValues(t, 6, app.Pool.Config().MaxConns, "PAYSTEAD_DB_MAX_CONNS sizes the pool")
	invoiceID := createInvoice(t, app, "3")

	// Another client takes every connection the server has left, after the
	// pool let its own go: again while the server's background work (the
	// stager, the queue) had taken one back in between.
	var held []*pgx.Conn
	t.Cleanup(func() {
		for _, c := range held {
			_ = c.Close(ctx)
		}
	})
	for attempt := 0; ; attempt++ {
		app.Pool.Reset()
		for {
			conn, err := pgx.Connect(ctx, cluster.URL())
			if err != nil {
				var pgErr *pgconn.PgError
				require.True(t, errors.As(err, &pgErr), "%v", err)
				require.Equal(t, "53300", pgErr.Code, "too many clients")
				break
			}
			held = append(held, conn)
			require.Less(t, len(held), 16)
		}
		if app.Pool.Stat().TotalConns() == 0 {
			break
		}
		// 30 s: besides the stager and the queue, a dev chain's deposit loops (#34) each take a
		// connection a moment every second or two, longer on a loaded machine.
		require.Less(t, attempt, 1500, "the pool kept a connection for 30 s")
		time.Sleep(20 * time.Millisecond)
	}

	var (
		wg       sync.WaitGroup
		mu       sync.Mutex
		statuses = map[int]int{}
	)
	for range 12 {
		wg.Go(func() {
			var body apierr.Error
			resp := call(t, http.MethodGet, app.URL+"/api/invoices/"+invoiceID, secret(app), nil, &body)
			mu.Lock()
			defer mu.Unlock()
			statuses[resp.StatusCode]++
			if resp.StatusCode == http.StatusServiceUnavailable {
				require.Equal(t, "2", resp.Header.Get("Retry-After"))
				require.Equal(t, apierr.Unavailable, body.Code)
			}
		})
	}
	wg.Wait()
	require.Zero(t, statuses[http.StatusInternalServerError], "%v", statuses)
	require.Positive(t, statuses[http.StatusServiceUnavailable], "%v", statuses)
	require.Equal(t, 12, statuses[http.StatusServiceUnavailable]+statuses[http.StatusOK], "%v", statuses)
	m := regexp.MustCompile(`(?m)^paystead_db_connections_refused_total (\S+)$`).FindStringSubmatch(scrape(t, app.URL+"/metrics"))
	require.NotNil(t, m)
	refused, err := strconv.ParseFloat(m[1], 64)
	require.NoError(t, err)
	require.EqualValues(t, statuses[http.StatusServiceUnavailable], refused)

	for _, c := range held {
		require.NoError(t, c.Close(ctx))
	}
	held = nil
	require.Eventually(t, func() bool {
		return call(t, http.MethodGet, app.URL+"/api/invoices/"+invoiceID, secret(app), nil, nil).StatusCode == http.StatusOK
	}, 10*time.Second, 100*time.Millisecond)
}

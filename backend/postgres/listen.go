package postgres

import (
	"context"
	"fmt"
	"log/slog"
	"time"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgxpool"
)

// credentialsChannel is where the triggers of migration 0008 announce a
// change to api_keys or merchants.
const credentialsChannel = "paystead_credentials"

// CredentialFeed hears of changes to keys and merchants (merchant.KeyCache
// is one).
type CredentialFeed interface {
	// Watching reports whether every change will be reported from now on.
	Watching(on bool)
	// Changed reports a change.
	Changed()
}

// Bounds of the wait before connecting again after the listener's
// connection failed.
const (
	listenRetryMin = 100 * time.Millisecond
	listenRetryMax = 5 * time.Second
)

// ListenCredentialChanges passes the database's announcements of changed
// keys and merchants to feed until ctx ends. It holds a connection of its
// own (not one of pool's, which it only takes the settings of): once it
// listens it calls Watching(true), then Changed for each announcement;
// when the connection fails it calls Watching(false), since changes may go
// unheard, and connects again.
func ListenCredentialChanges(ctx context.Context, pool *pgxpool.Pool, feed CredentialFeed, log *slog.Logger) {
	wait := listenRetryMin
	for {
		listened, err := listenCredentials(ctx, pool.Config().ConnConfig.Copy(), feed)
		feed.Watching(false)
		if ctx.Err() != nil {
			return
		}
		if listened {
			wait = listenRetryMin
		}
		log.WarnContext(ctx, "not hearing of changed API keys: the key cache is off until the database connection is back", "err", err, "retry_in", wait)
		select {
		case <-ctx.Done():
			return
		case <-time.After(wait):
		}
		wait = min(2*wait, listenRetryMax)
	}
}

// listenCredentials listens on one connection until it fails; it reports
// whether it got as far as listening.
func listenCredentials(ctx context.Context, cfg *pgx.ConnConfig, feed CredentialFeed) (bool, error) {
	conn, err := pgx.ConnectConfig(ctx, cfg)
	if err != nil {
		return false, fmt.Errorf("connect: %w", err)
	}
	defer func() {
		closeCtx, cancel := context.WithTimeout(context.WithoutCancel(ctx), time.Second)
		defer cancel()
		_ = conn.Close(closeCtx)
	}()
	if _, err := conn.Exec(ctx, "LISTEN "+credentialsChannel); err != nil {
		return false, fmt.Errorf("listen: %w", err)
	}
	feed.Watching(true)
	for {
		if _, err := conn.WaitForNotification(ctx); err != nil {
			return true, fmt.Errorf("wait for a notification: %w", err)
		}
		feed.Changed()
	}
}

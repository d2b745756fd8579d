package server

import (
	"context"
	"log/slog"
	"time"

	"github.com/paystead/paystead/backend/chain"
	"github.com/paystead/paystead/backend/postgres"
)

// emitMatured sweeps, every interval, paid invoices whose refund window
// has closed by chain time and emits their invoice.matured event.
func emitMatured(ctx context.Context, store *postgres.WebhookStore, backend chain.Backend, interval time.Duration, logger *slog.Logger) {
	t := time.NewTicker(interval)
	defer t.Stop()
	for {
		for {
			now, err := chain.Now(ctx, backend)
			if err != nil {
				if ctx.Err() == nil {
					logger.WarnContext(ctx, "matured sweep: chain head", "err", err)
				}
				break
			}
			n, err := store.EmitMatured(ctx, now, chain.RefundWindow, 500)
			if err != nil {
				if ctx.Err() == nil {
					logger.ErrorContext(ctx, "matured sweep", "err", err)
				}
				break
			}
			if n < 500 {
				break
			}
		}
		select {
		case <-ctx.Done():
			return
		case <-t.C:
		}
	}
}

package server

import (
	"context"
	"log/slog"
	"time"

	"github.com/paystead/paystead/backend/invoice"
)

// loop is a background loop: step, run every interval, logged as name.
type loop struct {
	name     string
	interval time.Duration
	step     step
}

// step is one pass of a background loop: how much it did, and whether a
// full batch means another pass should follow at once.
type step func(ctx context.Context) (done int, more bool, err error)

// every runs s now and then every interval until ctx ends, logging what it
// did and its failures under name.
func every(ctx context.Context, interval time.Duration, name string, logger *slog.Logger, s step) {
	ticker := time.NewTicker(interval)
	defer ticker.Stop()
	for {
		for {
			done, more, err := s(ctx)
			if err != nil {
				if ctx.Err() == nil {
					logger.ErrorContext(ctx, name, "err", err)
				}
				break
			}
			if done > 0 {
				logger.InfoContext(ctx, name, "count", done)
			}
			if !more {
				break
			}
		}
		select {
		case <-ctx.Done():
			return
		case <-ticker.C:
		}
	}
}

// backgroundSteps are the loops every process runs beside the job queue
// and each network's own (network.loops). Each is safe to run in several
// processes at once.
func backgroundSteps(invoices *invoice.Service) []loop {
	const expiredBatch = 500
	return []loop{
		// Settle invoices whose staging a crash interrupted: those whose
		// staging transaction has a receipt, or was replaced, that nobody
		// recorded. One still waiting to be mined is left to rebroadcast.
		{"recovered staging invoices", 30 * time.Second, func(ctx context.Context) (int, bool, error) {
			n, err := invoices.Recover(ctx, 30*time.Second)
			return n, false, err
		}},
		// Record the expiry of invoices whose expiry passed unpaid.
		{"expired invoices", 5 * time.Second, func(ctx context.Context) (int, bool, error) {
			n, err := invoices.ExpireDue(ctx, expiredBatch)
			return n, n == expiredBatch, err
		}},
	}
}

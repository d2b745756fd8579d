package server

import (
	"context"
	"log/slog"
	"time"

	"github.com/paystead/paystead/backend/chain"
	"github.com/paystead/paystead/backend/invoice"
	"github.com/paystead/paystead/backend/postgres"
	"github.com/paystead/paystead/backend/relayer"
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

// backgroundSteps are the loops every process runs beside the job queue.
// Each is safe to run in several processes at once.
func backgroundSteps(sender *relayer.Sender, reconciler *relayer.Reconciler, voider *relayer.Voider, invoices *invoice.Service, webhooks *postgres.WebhookStore, backend chain.Backend) []loop {
	const maturedBatch, expiredBatch = 500, 500
	return []loop{
		// Settle invoices whose staging a crash interrupted: those whose
		// staging transaction has a receipt, or was replaced, that nobody
		// recorded. One still waiting to be mined is left to rebroadcast.
		{"recovered staging invoices", 30 * time.Second, func(ctx context.Context) (int, bool, error) {
			n, err := invoices.Recover(ctx, 30*time.Second)
			return n, false, err
		}},
		// Resend stored transactions not mined yet, so a crash between
		// storing and broadcasting never strands a nonce.
		// A live process broadcasts right after it commits, so anything
		// still unsent after 10 s was left by a process that died.
		{"rebroadcast transactions", 5 * time.Second, func(ctx context.Context) (int, bool, error) {
			n, err := sender.Rebroadcast(ctx, 10*time.Second)
			return n, false, err
		}},
		// Record the expiry of invoices whose expiry passed unpaid.
		{"expired invoices", 5 * time.Second, func(ctx context.Context) (int, bool, error) {
			n, err := invoices.ExpireDue(ctx, expiredBatch)
			return n, n == expiredBatch, err
		}},
		// Void on the gateway the invoices merchants voided, so that no one
		// can pay them there either.
		{"voided invoices on the gateway", 2 * time.Second, func(ctx context.Context) (int, bool, error) {
			n, err := voider.Step(ctx)
			return n, n == relayer.VoidBatch, err
		}},
		// Replace transactions left unmined for PAYSTEAD_REPRICE_AFTER_BLOCKS
		// (priced under a rising base fee) with dearer copies.
		{"repriced transactions", time.Second, func(ctx context.Context) (int, bool, error) {
			n, err := sender.Reprice(ctx)
			return n, false, err
		}},
		// Follow the gateway's events into the database.
		{"reconciled gateway events", 2 * time.Second, func(ctx context.Context) (int, bool, error) {
			n, err := reconciler.Step(ctx)
			return n, n > 0, err
		}},
		// Emit invoice.matured once a paid invoice's window closes (chain time).
		{"emitted matured events", 30 * time.Second, func(ctx context.Context) (int, bool, error) {
			now, err := chain.Now(ctx, backend)
			if err != nil {
				return 0, false, err
			}
			n, err := webhooks.EmitMatured(ctx, now, chain.RefundWindow, maturedBatch)
			return n, n == maturedBatch, err
		}},
	}
}

package server

import (
	"context"
	"log/slog"
	"time"

	"github.com/paystead/paystead/backend/config"
	"github.com/paystead/paystead/backend/httpapi"
	"github.com/paystead/paystead/backend/invoice"
	"github.com/paystead/paystead/backend/mail"
	"github.com/paystead/paystead/backend/postgres"
	"github.com/paystead/paystead/shared/invoiceapi"
)

// deliveryRelay queues the jobs of the deliveries invoice creation stores
// without one; wake is signalled by each creation that stored some.
type deliveryRelay struct {
	store *postgres.WebhookStore
	wake  chan struct{}
}

// relayBatch is how many deliveries one pass of the relay queues jobs for.
const relayBatch = 1000

// run queues the jobs of the deliveries invoice creation stored without
// one (it writes in one round trip): woken by each creation that stored
// some, and every second for those of a process that died before its relay
// ran. Several processes may run it at once.
func (r deliveryRelay) run(ctx context.Context, logger *slog.Logger) {
	every(ctx, time.Second, r.wake, "delivery jobs queued", logger, func(ctx context.Context) (int, bool, error) {
		n, err := r.store.QueueDeliveryJobs(ctx, relayBatch)
		if n > 0 {
			// A pass after most creations: worth a debug line, not an info line each.
			logger.DebugContext(ctx, "delivery jobs queued", "count", n)
		}
		return 0, n == relayBatch, err
	})
}

// newDeliveryRelay wires the relay to the invoice store's creations.
func newDeliveryRelay(store *postgres.WebhookStore, invoices *postgres.InvoiceStore) deliveryRelay {
	r := deliveryRelay{store: store, wake: make(chan struct{}, 1)}
	invoices.OnDeliveries(func() {
		select {
		case r.wake <- struct{}{}:
		default: // a pass is due already
		}
	})
	return r
}

// mailRelay sends the deployment's email (config.Email): every few
// seconds, and at once when a customer leaves an address for a receipt.
// Several processes may run it at once (the outbox leases each email).
type mailRelay struct {
	relay *mail.Relay
	wake  chan struct{}
}

// mailInterval is how often the relay looks for emails due.
const mailInterval = 5 * time.Second

func newMailRelay(cfg config.Config, store *postgres.EmailStore, views httpapi.InvoiceViews, invoices *invoice.Service, logger *slog.Logger) *mailRelay {
	if cfg.Email == nil {
		return nil
	}
	logger.Info("email on", "smtp", cfg.Email.Redacted())
	return &mailRelay{wake: make(chan struct{}, 1), relay: &mail.Relay{
		Store:  store,
		Sender: mail.NewSMTP(*cfg.Email),
		Invoice: func(ctx context.Context, id string) (*invoiceapi.View, error) {
			return httpapi.PublicInvoice(ctx, views, invoices, id)
		},
		BaseURL: cfg.BaseURL,
		Log:     logger,
		Now:     time.Now,
	}}
}

// Wake asks for a pass now (nil: no relay, nothing to do).
func (r *mailRelay) Wake() {
	if r == nil {
		return
	}
	select {
	case r.wake <- struct{}{}:
	default: // a pass is due already
	}
}

func (r *mailRelay) run(ctx context.Context, logger *slog.Logger) {
	every(ctx, mailInterval, r.wake, "emails sent", logger, r.relay.Pass)
}

// loop is a background loop: step, run every interval, logged as name.
type loop struct {
	name     string
	interval time.Duration
	step     step
}

// step is one pass of a background loop: how much it did, and whether a
// full batch means another pass should follow at once.
type step func(ctx context.Context) (done int, more bool, err error)

// every runs s now and then every interval, and at once whenever wake
// signals (nil: never), until ctx ends, logging what it did and its
// failures under name.
func every(ctx context.Context, interval time.Duration, wake <-chan struct{}, name string, logger *slog.Logger, s step) {
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
		case <-wake:
		}
	}
}

// backgroundSteps are the loops every process runs beside the job queue
// and each network's own (network.loops). Each is safe to run in several
// processes at once.
func backgroundSteps(invoices *invoice.Service) []loop {
	const expiredBatch, keysBatch = 500, 5000
	return []loop{
		// Settle invoices whose staging a crash interrupted: those whose
		// staging transaction has a receipt, or was replaced, that nobody
		// recorded. One still waiting to be mined is left to rebroadcast.
		{"recovered staging invoices", 30 * time.Second, func(ctx context.Context) (int, bool, error) {
			n, err := invoices.Recover(ctx, 30*time.Second)
			return n, false, err
		}},
		// Forget the Idempotency-Keys whose 24 hours have passed.
		{"expired idempotency keys", time.Minute, func(ctx context.Context) (int, bool, error) {
			n, err := invoices.ForgetExpiredKeys(ctx, keysBatch)
			return n, n == keysBatch, err
		}},
		// Record the expiry of invoices whose expiry passed unpaid.
		{"expired invoices", 5 * time.Second, func(ctx context.Context) (int, bool, error) {
			n, err := invoices.ExpireDue(ctx, expiredBatch)
			return n, n == expiredBatch, err
		}},
	}
}

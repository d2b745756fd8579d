package jobs

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"net/http"
	"time"

	"github.com/riverqueue/river"

	"github.com/paystead/paystead/backend/webhook"
)

// WebhookWorker delivers one webhook: signs the stored event with every
// active secret of the endpoint, posts it through the SSRF-guarded client,
// logs the attempt and retries anything but a 2xx on the backoff schedule
// until the last attempt, which marks the delivery failed. The first
// attempts of an invoice's deliveries to an endpoint go out in the order
// they were queued; retries may overtake later events.
type WebhookWorker struct {
	river.WorkerDefaults[webhook.DeliverArgs]
	Store  webhook.DeliveryStore
	Client *webhook.Client
	Log    *slog.Logger
	// Backoff is the delay after a failed attempt; webhook.Backoff when
	// nil (tests make it short).
	Backoff func(attempt int) time.Duration
}

// Work makes one attempt.
func (w *WebhookWorker) Work(ctx context.Context, job *river.Job[webhook.DeliverArgs]) error {
	out, err := w.Store.Outgoing(ctx, job.Args.DeliveryID)
	if errors.Is(err, webhook.ErrNotFound) {
		return nil // the endpoint was deleted
	}
	if err != nil {
		return err
	}
	if out.Status != webhook.StatusPending {
		return nil
	}
	if out.Behind {
		// Its invoice's earlier event goes first: a receiver sees
		// invoice.matured before invoice.claimed. Snoozing costs no attempt.
		return river.JobSnooze(orderSnooze)
	}
	at := time.Now().UTC()
	h := http.Header{}
	h.Set(webhook.SignatureHeader, webhook.Sign(at, out.Body, out.Secrets...))
	h.Set(webhook.EventIDHeader, out.EventID)
	h.Set(webhook.EventTypeHeader, out.EventType)
	res := w.Client.Post(ctx, out.URL, h, out.Body)

	a := webhook.Attempt{At: at, LatencyMs: res.Latency.Milliseconds(), Error: webhook.FormatError(res.Err)}
	if res.StatusCode != 0 {
		code := res.StatusCode
		a.StatusCode = &code
	}
	status := webhook.StatusPending
	switch {
	case res.Err == nil:
		status = webhook.StatusDelivered
	case job.Attempt >= job.MaxAttempts:
		status = webhook.StatusFailed
	}
	if err := w.Store.RecordAttempt(context.WithoutCancel(ctx), out.DeliveryID, a, status); err != nil {
		return err
	}
	switch status {
	case webhook.StatusDelivered:
		return nil
	case webhook.StatusFailed:
		if w.Log != nil {
			w.Log.WarnContext(ctx, "webhook delivery failed for good", "delivery", out.DeliveryID, "event", out.EventID, "attempts", job.Attempt)
		}
		return river.JobCancel(fmt.Errorf("webhook delivery %d: %w", out.DeliveryID, res.Err))
	}
	return fmt.Errorf("webhook delivery %d attempt %d: %w", out.DeliveryID, job.Attempt, res.Err)
}

// orderSnooze is how long a delivery behind an earlier one about the same
// invoice waits before it looks again.
const orderSnooze = 100 * time.Millisecond

// Timeout bounds one attempt beyond the client's own 10 s.
func (w *WebhookWorker) Timeout(*river.Job[webhook.DeliverArgs]) time.Duration {
	return webhook.Timeout + 5*time.Second
}

// NextRetry follows the exponential schedule with jitter.
func (w *WebhookWorker) NextRetry(job *river.Job[webhook.DeliverArgs]) time.Time {
	backoff := w.Backoff
	if backoff == nil {
		backoff = webhook.Backoff
	}
	return time.Now().Add(backoff(job.Attempt))
}

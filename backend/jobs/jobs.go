// Package jobs holds River job kinds and their workers, and the River
// client that runs them on Paystead's Postgres.
package jobs

import (
	"context"
	"errors"
	"log/slog"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgxpool"
	"github.com/riverqueue/river"
	"github.com/riverqueue/river/riverdriver/riverpgxv5"

	"github.com/paystead/paystead/backend/relayer"
)

// PayArgs settles one checkout submission on its invoice's chain.
type PayArgs struct {
	SubmissionID string `json:"submissionId"`
	// ChainID is the chain it settles on; 0 in jobs queued before jobs
	// named their chain, when a deployment had one.
	ChainID int64 `json:"chainId,omitempty"`
}

// Kind names the job in River's table.
func (PayArgs) Kind() string { return "pay_submission" }

// InsertOpts keeps one live job per submission.
func (PayArgs) InsertOpts() river.InsertOpts {
	return river.InsertOpts{MaxAttempts: 25, UniqueOpts: river.UniqueOpts{ByArgs: true}}
}

// PayWorker runs relayer.Payer.Settle with the payer of the job's chain.
type PayWorker struct {
	river.WorkerDefaults[PayArgs]
	Payers Payers
}

// Payers are the payers of each chain, by chain id; the one under 0
// settles the jobs that name no chain (the first chain's).
type Payers map[int64]*relayer.Payer

// Work settles the submission; while another payment of the same invoice
// is in flight, or the chain's fees are above the server wallet's cap, it
// waits its turn.
func (w *PayWorker) Work(ctx context.Context, job *river.Job[PayArgs]) error {
	payer, ok := w.Payers[job.Args.ChainID]
	if !ok {
		// Its chain was taken out of the configuration: the payment waits
		// for it to come back rather than fail a customer's signature.
		return river.JobSnooze(time.Minute)
	}
	err := payer.Settle(ctx, common.HexToHash(job.Args.SubmissionID), job.Attempt)
	switch {
	case errors.Is(err, relayer.ErrInFlight):
		return river.JobSnooze(time.Second)
	case errors.Is(err, relayer.ErrNotStagedYet):
		return river.JobSnooze(250 * time.Millisecond)
	case errors.Is(err, relayer.ErrFeesAboveCap), errors.Is(err, relayer.ErrTokenPaused):
		// A fee spike, or an issuer's pause of the token, may outlast
		// every attempt: waiting for it is not a failure.
		return river.JobSnooze(time.Second)
	}
	return err
}

// Timeout bounds one attempt: long enough for a receipt on a slow chain.
func (w *PayWorker) Timeout(*river.Job[PayArgs]) time.Duration { return 10 * time.Minute }

// NextRetry retries quickly at first: most failures are a busy node.
func (w *PayWorker) NextRetry(job *river.Job[PayArgs]) time.Time {
	d := time.Duration(1<<min(job.Attempt-1, 8)) * time.Second
	return time.Now().Add(d)
}

// Client is Paystead's River client.
type Client struct {
	river *river.Client[pgx.Tx]
}

// Config tunes the job queue.
type Config struct {
	// ID names this process's River client: River records it on every job
	// the client takes (postgres.ProcessStore hands the jobs of a process
	// that stopped beating back to the queue by it). Empty lets River
	// draw one.
	ID      string
	Workers int // concurrent jobs per process
	Logger  *slog.Logger
	// Webhooks, when set, delivers webhooks.
	Webhooks *WebhookWorker
	// SoftStop is how long Stop lets running jobs finish before it
	// cancels them; zero waits as long as Stop's context allows. Cancelled
	// jobs are recorded for a retry, by this process or another; a job
	// still running when the client is gone would stay "running" until
	// River rescues it (RescueStuckJobsAfter).
	SoftStop time.Duration
}

// NewClient builds the River client with every worker registered.
func NewClient(pool *pgxpool.Pool, cfg Config, payers Payers) (*Client, error) {
	workers := river.NewWorkers()
	river.AddWorker(workers, &PayWorker{Payers: payers})
	if cfg.Webhooks != nil {
		river.AddWorker(workers, cfg.Webhooks)
	}
	if cfg.Workers == 0 {
		// A payment's job waits for its block: a burst of 1,000 settles
		// in two 1 s blocks with room for all of it, in four with 500.
		cfg.Workers = 2000
	}
	rc, err := river.NewClient(riverpgxv5.New(pool), &river.Config{
		ID:      cfg.ID,
		Queues:  map[string]river.QueueConfig{river.QueueDefault: {MaxWorkers: cfg.Workers}},
		Workers: workers,
		Logger:  cfg.Logger,
		// A payment job should start within milliseconds of its submit:
		// inserts notify the producer, which may fetch again after 2 ms;
		// the poll is the fallback when a notification is missed.
		FetchCooldown:        2 * time.Millisecond,
		FetchPollInterval:    20 * time.Millisecond,
		RescueStuckJobsAfter: 15 * time.Minute,
		SoftStopTimeout:      cfg.SoftStop,
	})
	if err != nil {
		return nil, err
	}
	return &Client{river: rc}, nil
}

// Start runs the workers until Stop.
func (c *Client) Start(ctx context.Context) error { return c.river.Start(ctx) }

// Stop lets running jobs finish (up to ctx) and stops.
func (c *Client) Stop(ctx context.Context) error { return c.river.Stop(ctx) }

// EnqueuePay queues the settlement of a submission on chainID inside tx.
func (c *Client) EnqueuePay(ctx context.Context, tx pgx.Tx, chainID int64, submissionID common.Hash) error {
	_, err := c.river.InsertTx(ctx, tx, PayArgs{SubmissionID: submissionID.Hex(), ChainID: chainID}, nil)
	return err
}

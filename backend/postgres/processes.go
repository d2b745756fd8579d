package postgres

import (
	"context"
	"fmt"
	"time"

	"github.com/jackc/pgx/v5/pgxpool"
)

// ProcessStore keeps the serve processes' heartbeats, and hands the jobs
// of a process that stopped beating back to the queue. A process's id is
// its River client's id, which River writes last into the attempted_by of
// every job it takes.
type ProcessStore struct {
	pool *pgxpool.Pool
}

// NewProcessStore returns a store on pool.
func NewProcessStore(pool *pgxpool.Pool) *ProcessStore { return &ProcessStore{pool: pool} }

// Heartbeat records that process id is alive (registering it, again if
// another process took it for dead).
func (s *ProcessStore) Heartbeat(ctx context.Context, id string) error {
	if _, err := s.pool.Exec(ctx, `INSERT INTO paystead_processes (id) VALUES ($1)
		ON CONFLICT (id) DO UPDATE SET heartbeat_at = now()`, id); err != nil {
		return fmt.Errorf("ProcessStore.Heartbeat(%s): %w", id, err)
	}
	return nil
}

// Leave removes process id, which stopped cleanly: its jobs were finished
// or handed back by River itself.
func (s *ProcessStore) Leave(ctx context.Context, id string) error {
	if _, err := s.pool.Exec(ctx, `DELETE FROM paystead_processes WHERE id = $1`, id); err != nil {
		return fmt.Errorf("ProcessStore.Leave(%s): %w", id, err)
	}
	return nil
}

// RescueDead forgets the processes whose last heartbeat is older than
// deadAfter and makes the jobs they were running available again at once,
// in one statement: several processes may run it together, and each dead
// process's jobs are handed back once. It returns how many processes and
// jobs it found.
//
// A process that was only stalled beats again and is registered anew; a
// job it was still running may then run twice, which Paystead's jobs
// allow (a payment resumes from its stored transaction, a webhook
// delivery is deduplicated by its event id).
func (s *ProcessStore) RescueDead(ctx context.Context, deadAfter time.Duration) (processes, jobs int, err error) {
	err = s.pool.QueryRow(ctx, `WITH dead AS (
			DELETE FROM paystead_processes WHERE heartbeat_at < now() - $1::interval RETURNING id
		), rescued AS (
			UPDATE river_job SET state = 'available', scheduled_at = now()
			WHERE state = 'running' AND attempted_by[array_length(attempted_by, 1)] IN (SELECT id FROM dead)
			RETURNING id
		)
		SELECT (SELECT count(*) FROM dead), (SELECT count(*) FROM rescued)`, deadAfter).Scan(&processes, &jobs)
	if err != nil {
		return 0, 0, fmt.Errorf("ProcessStore.RescueDead(%s): %w", deadAfter, err)
	}
	return processes, jobs, nil
}

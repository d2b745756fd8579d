package pgtest

import (
	"context"
	"testing"

	"github.com/jackc/pgx/v5/pgxpool"
	"github.com/riverqueue/river/rivertype"

	"github.com/paystead/paystead/backend/webhook"
)

// DeliveryJobState is the state of the River job that delivers webhook
// delivery deliveryID: River's client lists jobs by kind, not by their
// arguments.
func DeliveryJobState(tb testing.TB, pool *pgxpool.Pool, deliveryID int64) rivertype.JobState {
	tb.Helper()
	var state rivertype.JobState
	if err := pool.QueryRow(context.Background(), `SELECT state FROM river_job WHERE kind = $1 AND (args->>'deliveryId')::bigint = $2`,
		webhook.DeliverArgs{}.Kind(), deliveryID).Scan(&state); err != nil {
		tb.Fatalf("pgtest.DeliveryJobState(%d): %v", deliveryID, err)
	}
	return state
}

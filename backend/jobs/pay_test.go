package jobs_test

import (
	"context"
	"errors"
	"testing"

	"github.com/riverqueue/river"
	"github.com/riverqueue/river/rivertype"
	"github.com/stretchr/testify/require"

	"github.com/paystead/paystead/backend/jobs"
)

// A payment's job names its chain; one whose chain this process does not
// settle on (taken out of the configuration) waits for it rather than
// failing the customer's signed payment.
func TestAPaymentOfAnUnknownChainWaits(t *testing.T) {
	t.Parallel()
	w := &jobs.PayWorker{Payers: jobs.Payers{}}
	job := &river.Job[jobs.PayArgs]{JobRow: &rivertype.JobRow{Attempt: 1},
		Args: jobs.PayArgs{SubmissionID: "0x01", ChainID: 42161}}
	err := w.Work(context.Background(), job)
	var snooze *river.JobSnoozeError
	require.True(t, errors.As(err, &snooze), "snoozed, not failed: %v", err)
	require.Positive(t, snooze.Duration)
}

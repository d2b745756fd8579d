package jobs_test

import (
	"context"
	"net/http"
	"net/http/httptest"
	"testing"
	"time"

	"github.com/riverqueue/river/rivertype"
	"github.com/stretchr/testify/require"

	"github.com/paystead/paystead/backend/jobs"
	"github.com/paystead/paystead/backend/postgres/pgtest"
	"github.com/paystead/paystead/backend/webhook"
	"github.com/paystead/paystead/shared/webhookapi"
)

// TestStopHandsBackAJobThatOutlivesTheSoftStop: a job still running when
// the soft stop runs out is cancelled and recorded for a retry, so another
// process can take it at once; it is not left "running" for River's
// rescue a quarter of an hour later.
func TestStopHandsBackAJobThatOutlivesTheSoftStop(t *testing.T) {
	f := newFixture(t)
	ctx := context.Background()
	arrived := make(chan struct{}, 1)
	release := make(chan struct{})
	hang := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		select {
		case arrived <- struct{}{}:
		default:
		}
		select { // a receiver that does not answer
		case <-release:
		case <-r.Context().Done():
		}
	}))
	t.Cleanup(func() {
		close(release)
		hang.Close()
	})
	_, _, err := f.svc.CreateEndpoint(ctx, f.merchant, hang.URL+"/hooks", []webhookapi.EventType{webhookapi.InvoiceCreated})
	require.NoError(t, err)

	client, err := jobs.NewClient(f.pool, jobs.Config{Workers: 4, SoftStop: 200 * time.Millisecond, Webhooks: &jobs.WebhookWorker{
		Store:  f.store,
		Client: webhook.NewClient(true, nil),
	}}, nil)
	require.NoError(t, err)
	require.NoError(t, client.Start(ctx))
	f.createInvoice(t)
	select {
	case <-arrived:
	case <-time.After(30 * time.Second):
		t.Fatal("the delivery never started")
	}

	stopCtx, cancel := context.WithTimeout(ctx, 10*time.Second)
	defer cancel()
	require.NoError(t, client.Stop(stopCtx), "the soft stop escalates well within the stop's deadline")

	list, err := f.svc.Deliveries(ctx, f.merchant, 10)
	require.NoError(t, err)
	require.Len(t, list, 1)
	require.Contains(t, []rivertype.JobState{rivertype.JobStateRetryable, rivertype.JobStateAvailable},
		pgtest.DeliveryJobState(t, f.pool, list[0].ID))
}

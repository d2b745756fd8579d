package jobs_test

import (
	"context"
	"net/http"
	"net/http/httptest"
	"sync/atomic"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"github.com/paystead/paystead/backend/jobs"
	"github.com/paystead/paystead/backend/postgres"
	"github.com/paystead/paystead/backend/webhook"
	"github.com/paystead/paystead/shared/webhookapi"
)

// TestAJobOfADeadProcessIsTakenAgain: a process that stops beating (it was
// killed while a job ran) has that job handed back by the next
// RescueDead, and another process finishes it at once; a living
// process's running job is left alone.
func TestAJobOfADeadProcessIsTakenAgain(t *testing.T) {
	f := newFixture(t)
	ctx := context.Background()
	processes := postgres.NewProcessStore(f.pool)

	// The first attempt hangs, as a process that died mid-request would
	// leave it; later ones are answered.
	var calls atomic.Int32
	release := make(chan struct{})
	first := make(chan struct{})
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if calls.Add(1) == 1 {
			close(first)
			select {
			case <-release:
			case <-r.Context().Done():
			}
			return
		}
		w.WriteHeader(http.StatusNoContent)
	}))
	t.Cleanup(srv.Close)
	_, _, err := f.svc.CreateEndpoint(ctx, f.merchant, srv.URL+"/hooks", []webhookapi.EventType{webhookapi.InvoiceCreated})
	require.NoError(t, err)

	start := func(id string, workers int) *jobs.Client {
		c, err := jobs.NewClient(f.pool, jobs.Config{ID: id, Workers: workers, Webhooks: &jobs.WebhookWorker{
			Store: f.store, Client: webhook.NewClient(true, nil),
		}}, nil)
		require.NoError(t, err)
		require.NoError(t, processes.Heartbeat(ctx, id))
		require.NoError(t, c.Start(ctx))
		return c
	}
	stop := func(c *jobs.Client) {
		stopCtx, cancel := context.WithTimeout(ctx, 10*time.Second)
		defer cancel()
		require.NoError(t, c.Stop(stopCtx))
	}

	// One worker, hung in the first attempt: it cannot take the job again.
	dying := start("test-dying-"+t.Name(), 1)
	f.createInvoice(t)
	select {
	case <-first:
	case <-time.After(30 * time.Second):
		t.Fatal("the delivery never started")
	}
	survivor := start("test-survivor-"+t.Name(), 2)
	t.Cleanup(func() { stop(survivor); close(release); stop(dying) })

	// Both beat: nobody is dead, nothing moves.
	n, moved, err := processes.RescueDead(ctx, time.Minute)
	require.NoError(t, err)
	require.Zero(t, n)
	require.Zero(t, moved)
	require.Equal(t, webhook.StatusPending, f.delivery(t).Status)

	// The dying process stops beating; the survivor goes on.
	time.Sleep(300 * time.Millisecond)
	require.NoError(t, processes.Heartbeat(ctx, "test-survivor-"+t.Name()))
	n, moved, err = processes.RescueDead(ctx, 200*time.Millisecond)
	require.NoError(t, err)
	require.Equal(t, 1, n, "the dying process")
	require.Equal(t, 1, moved, "its running delivery")

	d := f.waitDelivery(t)
	require.Equal(t, webhook.StatusDelivered, d.Status, "the survivor delivered it")
	require.Equal(t, int32(2), calls.Load())

	// The survivor beats again first: under load the wait above can
	// outlast the 200 ms, and the survivor's job, delivered but not yet
	// marked completed (River records completions in batches), would be
	// handed back as a dead process's.
	require.NoError(t, processes.Heartbeat(ctx, "test-survivor-"+t.Name()))
	n, moved, err = processes.RescueDead(ctx, 200*time.Millisecond)
	require.NoError(t, err)
	require.Zero(t, moved, "handed back once")
	require.LessOrEqual(t, n, 1)
}

// delivery is the merchant's only delivery as it is now.
func (f fixture) delivery(t *testing.T) webhook.Delivery {
	t.Helper()
	list, err := f.svc.Deliveries(context.Background(), f.merchant, 10)
	require.NoError(t, err)
	require.Len(t, list, 1)
	return list[0]
}

package webhookapi_test

import (
	"testing"
	"time"

	"github.com/paystead/paystead/shared/internal/wiretest"
	"github.com/paystead/paystead/shared/webhookapi"
)

// The bodies as the server has always written them: these tests pin field
// order, nulls and left-out fields.
func TestWire(t *testing.T) {
	t.Parallel()
	at := time.Date(2026, 3, 1, 12, 0, 0, 0, time.UTC)
	status := 500
	wiretest.Run(t, []wiretest.Case{
		{Name: "NewEndpoint", In: webhookapi.NewEndpoint{Endpoint: webhookapi.Endpoint{ID: "e1", URL: "https://x", Events: []webhookapi.EventType{webhookapi.InvoicePaid}, CreatedAt: at}, Secret: "whsec_x"},
			Want: `{"id":"e1","url":"https://x","events":["invoice.paid"],"createdAt":"2026-03-01T12:00:00Z","secret":"whsec_x"}`},
		{Name: "RotatedEndpoint", In: webhookapi.Endpoint{ID: "e1", URL: "https://x", CreatedAt: at, PreviousSecretExpiresAt: &at},
			Want: `{"id":"e1","url":"https://x","events":null,"createdAt":"2026-03-01T12:00:00Z","previousSecretExpiresAt":"2026-03-01T12:00:00Z"}`},
		{Name: "CreateForEveryEvent", In: webhookapi.CreateEndpointRequest{URL: "https://x"}, Want: `{"url":"https://x"}`},
		{Name: "Delivery", In: webhookapi.Delivery{ID: 7, EventID: "evt", EventType: "invoice.paid", EndpointID: "e1", URL: "u", Status: webhookapi.DeliveryFailed, CreatedAt: at,
			Attempts: []webhookapi.Attempt{{At: at, LatencyMs: 3}, {At: at, StatusCode: &status, LatencyMs: 4, Error: "x"}}},
			Want: `{"id":7,"eventId":"evt","eventType":"invoice.paid","endpointId":"e1","url":"u","status":"failed","createdAt":"2026-03-01T12:00:00Z","attempts":[{"at":"2026-03-01T12:00:00Z","latencyMs":3},{"at":"2026-03-01T12:00:00Z","statusCode":500,"latencyMs":4,"error":"x"}]}`},
		{Name: "Resend", In: webhookapi.ResendResult{Queued: 2}, Want: `{"queued":2}`},
	})
}

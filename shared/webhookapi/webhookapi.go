// Package webhookapi holds the wire types of Paystead's webhooks: the
// Event that Paystead POSTs, signed, to a merchant's endpoints, which a
// merchant's Go server can decode deliveries into, and the request and
// response bodies of the webhook management endpoints, as the server
// writes them and the Go client reads them: endpoints, deliveries and
// resends, at /api/webhooks with the secret key and at
// /api/merchant/webhooks with the merchant session.
//
// It is standard library only, so the WebAssembly dashboard builds it.
// The signature scheme is documented at /docs/webhooks.
package webhookapi

import "time"

// Endpoint is where the merchant receives events. Its signing secret is
// shown only once, in NewEndpoint.
type Endpoint struct {
	ID  string `json:"id"`
	URL string `json:"url"`
	// Events are the event types sent to the endpoint (invoice.paid, …);
	// empty means every type.
	Events    []EventType `json:"events"`
	CreatedAt time.Time   `json:"createdAt"`
	// PreviousSecretExpiresAt is set after a rotation: until then
	// deliveries are signed with the old secret too.
	PreviousSecretExpiresAt *time.Time `json:"previousSecretExpiresAt,omitempty"`
}

// NewEndpoint is an endpoint with its signing secret (whsec_…), the
// answer of creating one (201) and of rotating its secret (200).
type NewEndpoint struct {
	Endpoint
	Secret string `json:"secret"`
}

// CreateEndpointRequest is the body of POST …/webhooks/endpoints. URL must
// pass the SSRF guard; Events left out means every event type.
type CreateEndpointRequest struct {
	URL    string      `json:"url"`
	Events []EventType `json:"events,omitempty"`
}

// EndpointList is GET …/webhooks/endpoints.
type EndpointList struct {
	Endpoints []Endpoint `json:"endpoints"`
}

// Delivery statuses.
const (
	DeliveryPending   = "pending"
	DeliveryDelivered = "delivered"
	DeliveryFailed    = "failed"
)

// Limits of GET …/webhooks/deliveries?limit: at most MaxDeliveries,
// DefaultDeliveries when limit is left out.
const (
	MaxDeliveries     = 200
	DefaultDeliveries = 50
)

// Delivery is one event sent to one endpoint, with its attempts.
type Delivery struct {
	ID         int64     `json:"id"`
	EventID    string    `json:"eventId"`
	EventType  EventType `json:"eventType"`
	EndpointID string    `json:"endpointId"`
	URL        string    `json:"url"`
	// Status is DeliveryPending, DeliveryDelivered or DeliveryFailed.
	Status      string     `json:"status"`
	CreatedAt   time.Time  `json:"createdAt"`
	CompletedAt *time.Time `json:"completedAt,omitempty"`
	Attempts    []Attempt  `json:"attempts"`
}

// Attempt is one try of a delivery.
type Attempt struct {
	At time.Time `json:"at"`
	// StatusCode is absent when no answer came.
	StatusCode *int   `json:"statusCode,omitempty"`
	LatencyMs  int64  `json:"latencyMs"`
	Error      string `json:"error,omitempty"`
}

// DeliveryList is GET …/webhooks/deliveries?limit, newest first.
type DeliveryList struct {
	Deliveries []Delivery `json:"deliveries"`
}

// ResendResult is the 202 answer of POST …/webhooks/events/{id}/resend:
// how many deliveries were queued again.
type ResendResult struct {
	Queued int `json:"queued"`
}

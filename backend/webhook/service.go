package webhook

import (
	"context"
	"errors"
	"slices"
	"time"

	"github.com/google/uuid"

	"github.com/paystead/paystead/shared/webhookapi"
)

// ErrNotFound is an unknown endpoint or event of the merchant.
var ErrNotFound = errors.New("webhook: not found")

// InvalidURLError is a URL refused at save time.
type InvalidURLError struct{ Reason string }

func (e *InvalidURLError) Error() string { return "webhook: invalid URL: " + e.Reason }

// InvalidEventError names an unknown event type.
type InvalidEventError struct{ Type string }

func (e *InvalidEventError) Error() string { return "webhook: unknown event type " + e.Type }

// Endpoint is where a merchant receives events. Its secrets never leave
// the store except to sign, and once, in the answer that creates or
// rotates them. The API answers with webhookapi.Endpoint.
type Endpoint struct {
	ID                      uuid.UUID
	MerchantID              uuid.UUID
	URL                     string
	Events                  []webhookapi.EventType
	CreatedAt               time.Time
	PreviousSecretExpiresAt *time.Time
}

// Attempt is one try of a delivery. The store reads a delivery's attempts
// as JSON with these keys.
type Attempt struct {
	At         time.Time `json:"at"`
	StatusCode *int      `json:"statusCode,omitempty"`
	LatencyMs  int64     `json:"latencyMs"`
	Error      string    `json:"error,omitempty"`
}

// Delivery statuses, as the webhook API reports them.
const (
	StatusPending   = webhookapi.DeliveryPending
	StatusDelivered = webhookapi.DeliveryDelivered
	StatusFailed    = webhookapi.DeliveryFailed
)

// Delivery is one event sent to one endpoint, with its attempts. The API
// answers with webhookapi.Delivery.
type Delivery struct {
	ID          int64
	EventID     string
	EventType   webhookapi.EventType
	EndpointID  uuid.UUID
	URL         string
	Status      string
	CreatedAt   time.Time
	CompletedAt *time.Time
	Attempts    []Attempt
}

// Store keeps endpoints, events and deliveries.
type Store interface {
	CreateEndpoint(ctx context.Context, e Endpoint, secret string) error
	Endpoints(ctx context.Context, merchantID uuid.UUID) ([]Endpoint, error)
	DeleteEndpoint(ctx context.Context, merchantID, id uuid.UUID) error
	RotateSecret(ctx context.Context, merchantID, id uuid.UUID, secret string, previousExpires time.Time) (Endpoint, error)
	Deliveries(ctx context.Context, merchantID uuid.UUID, limit int) ([]Delivery, error)
	Resend(ctx context.Context, merchantID uuid.UUID, eventID string) (int, error)
}

// Service manages a merchant's endpoints.
type Service struct {
	store         Store
	allowLoopback bool
	now           func() time.Time
}

// NewService returns a Service; allowLoopback is for dev mode only.
func NewService(store Store, allowLoopback bool) *Service {
	return &Service{store: store, allowLoopback: allowLoopback, now: time.Now}
}

// RotationOverlap is how long the previous secret keeps signing after a
// rotation.
const RotationOverlap = 24 * time.Hour

// MaxEndpoints bounds a merchant's endpoints.
const MaxEndpoints = 16

// CreateEndpoint saves an endpoint and returns it with its secret, which
// is never shown again. No events means every event.
func (s *Service) CreateEndpoint(ctx context.Context, merchantID uuid.UUID, rawURL string, events []webhookapi.EventType) (Endpoint, string, error) {
	u, err := CheckURL(rawURL, s.allowLoopback)
	if err != nil {
		return Endpoint{}, "", &InvalidURLError{Reason: err.Error()}
	}
	if len(events) == 0 {
		events = slices.Clone(webhookapi.EventTypes)
	}
	for _, e := range events {
		if !e.Valid() {
			return Endpoint{}, "", &InvalidEventError{Type: string(e)}
		}
	}
	slices.Sort(events)
	events = slices.Compact(events)
	existing, err := s.store.Endpoints(ctx, merchantID)
	if err != nil {
		return Endpoint{}, "", err
	}
	if len(existing) >= MaxEndpoints {
		return Endpoint{}, "", &InvalidURLError{Reason: "a merchant may have at most 16 endpoints"}
	}
	e := Endpoint{ID: uuid.New(), MerchantID: merchantID, URL: u.String(), Events: events, CreatedAt: s.now().UTC()}
	secret := NewSecret()
	if err := s.store.CreateEndpoint(ctx, e, secret); err != nil {
		return Endpoint{}, "", err
	}
	return e, secret, nil
}

// Endpoints lists the merchant's endpoints (without secrets).
func (s *Service) Endpoints(ctx context.Context, merchantID uuid.UUID) ([]Endpoint, error) {
	return s.store.Endpoints(ctx, merchantID)
}

// DeleteEndpoint removes an endpoint, its pending deliveries and their log.
func (s *Service) DeleteEndpoint(ctx context.Context, merchantID, id uuid.UUID) error {
	return s.store.DeleteEndpoint(ctx, merchantID, id)
}

// RotateSecret gives the endpoint a new secret and returns it once; the
// old one keeps signing, as a second v1 digest, for RotationOverlap.
func (s *Service) RotateSecret(ctx context.Context, merchantID, id uuid.UUID) (Endpoint, string, error) {
	secret := NewSecret()
	e, err := s.store.RotateSecret(ctx, merchantID, id, secret, s.now().Add(RotationOverlap))
	if err != nil {
		return Endpoint{}, "", err
	}
	return e, secret, nil
}

// Deliveries lists the merchant's latest deliveries with their attempts:
// limit of them, webhookapi.DefaultDeliveries when limit is not 1 to
// webhookapi.MaxDeliveries.
func (s *Service) Deliveries(ctx context.Context, merchantID uuid.UUID, limit int) ([]Delivery, error) {
	if limit <= 0 || limit > webhookapi.MaxDeliveries {
		limit = webhookapi.DefaultDeliveries
	}
	return s.store.Deliveries(ctx, merchantID, limit)
}

// Resend queues the event again to every endpoint of the merchant that
// subscribes to it, and returns how many deliveries it queued.
func (s *Service) Resend(ctx context.Context, merchantID uuid.UUID, eventID string) (int, error) {
	return s.store.Resend(ctx, merchantID, eventID)
}

package webhook

import "context"

// Outgoing is what the delivery worker needs to send one delivery.
type Outgoing struct {
	DeliveryID int64
	EventID    string
	EventType  string
	Status     string
	URL        string
	Body       []byte
	Secrets    []string // the current secret first, then a previous one still in its overlap
	// Behind is true while an earlier delivery about the same invoice to
	// the same endpoint, recently queued, has not been attempted: its
	// first attempt goes out first.
	Behind bool
}

// DeliveryStore is what the delivery worker reads and records.
type DeliveryStore interface {
	// Outgoing loads delivery id; ErrNotFound when it is gone (its
	// endpoint was deleted).
	Outgoing(ctx context.Context, id int64) (Outgoing, error)
	// RecordAttempt logs one attempt of delivery id and, when status is
	// delivered or failed, completes the delivery.
	RecordAttempt(ctx context.Context, id int64, a Attempt, status string) error
}

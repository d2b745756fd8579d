package mail

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"log/slog"
	netmail "net/mail"
	"strings"
	"time"

	"github.com/google/uuid"

	"github.com/paystead/paystead/shared/invoiceapi"
	"github.com/paystead/paystead/shared/truncate"
)

// Kind is why an email is sent.
type Kind string

const (
	Receipt        Kind = "receipt"         // a customer's receipt
	ReviewTicket   Kind = "review_ticket"   // a merchant's wallet waiting for review
	WebhookFailing Kind = "webhook_failing" // a merchant's endpoint failing
)

const (
	maxAttempts      = 8                // then the email is given up, the error kept
	claimLease       = 2 * time.Minute  // a claimed email is another process's after this
	failingWindow    = time.Hour        // an endpoint's failures counted over this
	failingThreshold = 3                // failed attempts in the window that make an alert
	relayBatch       = 50               // of each kind, per pass
	sendTimeout      = 30 * time.Second // one message
	maxErrorText     = 500              // bytes of an error kept
	keyHashLen       = 16               // hex digits of an address's hash in a key
	dateKey          = "2006-01-02"     // a day in a key (UTC)
	retryFirst       = time.Minute      // then doubling
	retryLast        = 6 * time.Hour    // at most
	staleTicket      = 24 * time.Hour   // a ticket older than this is not alerted
)

// ErrReceiptClosed says an invoice takes no address for its receipt:
// unknown, failed, voided or expired, or its address set too often.
var ErrReceiptClosed = errors.New("the invoice takes no address for its receipt")

// MaxReceiptChanges is how often the public page may set an invoice's
// receipt address (each address may be sent one receipt).
const MaxReceiptChanges = 3

// Record is an email of the outbox as the dashboard lists it.
type Record struct {
	Kind      string
	To        string
	Subject   string
	CreatedAt time.Time
	SentAt    *time.Time
	GivenUpAt *time.Time
	LastError string
	Attempts  int
}

// Outgoing is an email to queue: Key makes it once per reason (a second
// queueing of the same key is nothing).
type Outgoing struct {
	Key        string
	Kind       Kind
	MerchantID uuid.UUID
	Message    Message
}

// ReceiptDue is an invoice whose payment is confirmed and whose customer
// left an address for the receipt that was not queued yet.
type ReceiptDue struct {
	InvoiceID  string
	MerchantID uuid.UUID
	Email      string
}

// ReviewDue is a review ticket the merchant was not told of yet;
// AlertEmail is empty when the merchant asked for no alerts.
type ReviewDue struct {
	TicketID     uuid.UUID
	MerchantID   uuid.UUID
	MerchantName string
	AlertEmail   string
	Wallet       string
	InvoiceID    string
	CreatedAt    time.Time
}

// FailingEndpoint is a webhook endpoint whose deliveries failed at least
// the threshold's attempts in the window, of a merchant who asked for
// alerts, not told of it yet today.
type FailingEndpoint struct {
	EndpointID   uuid.UUID
	MerchantID   uuid.UUID
	MerchantName string
	AlertEmail   string
	URL          string
	Failures     int
	LastError    string
	LastAt       time.Time
}

// Queued is an email claimed for sending.
type Queued struct {
	ID       int64
	Attempts int // including this one
	Message  Message
}

// Store is the outbox and where its emails come from.
type Store interface {
	ReceiptsDue(ctx context.Context, limit int) ([]ReceiptDue, error)
	// QueueReceipt queues o and marks the invoice's receipt to email
	// queued, in one transaction.
	QueueReceipt(ctx context.Context, o Outgoing, invoiceID, email string) error
	ReviewsDue(ctx context.Context, limit int) ([]ReviewDue, error)
	// QueueReview queues o (nil: nothing to send) and marks the ticket
	// told, in one transaction.
	QueueReview(ctx context.Context, o *Outgoing, ticketID uuid.UUID) error
	// FailingEndpoints lists the endpoints failing since since, without
	// an email of keyPrefix+their id+day yet.
	FailingEndpoints(ctx context.Context, since time.Time, minFailures int, keyDay string, limit int) ([]FailingEndpoint, error)
	Queue(ctx context.Context, o Outgoing) error
	// Claim takes up to limit emails due at now, each unavailable to
	// another claim until now+lease.
	Claim(ctx context.Context, now time.Time, lease time.Duration, limit int) ([]Queued, error)
	Sent(ctx context.Context, id int64, at time.Time) error
	// Failed records why; retryAt nil gives the email up.
	Failed(ctx context.Context, id int64, reason string, retryAt *time.Time) error
}

// Relay queues what is due and sends what is queued.
type Relay struct {
	Store  Store
	Sender Sender
	// Invoice is an invoice's public view, for its receipt.
	Invoice func(ctx context.Context, id string) (*invoiceapi.View, error)
	// BaseURL is the deployment's address, for the dashboard's links (a
	// receipt links to its invoice's own URL).
	BaseURL string
	Log     *slog.Logger
	Now     func() time.Time
}

// Pass queues the emails that are due and sends those queued and due. It
// returns how many it sent, and whether a full batch means another pass
// should follow.
func (r *Relay) Pass(ctx context.Context) (int, bool, error) {
	now := r.Now().UTC()
	var errs []error
	if err := r.queueReceipts(ctx); err != nil {
		errs = append(errs, fmt.Errorf("receipts: %w", err))
	}
	if err := r.queueReviews(ctx); err != nil {
		errs = append(errs, fmt.Errorf("review alerts: %w", err))
	}
	if err := r.queueFailingEndpoints(ctx, now); err != nil {
		errs = append(errs, fmt.Errorf("webhook alerts: %w", err))
	}
	claimed, err := r.Store.Claim(ctx, now, claimLease, relayBatch)
	if err != nil {
		return 0, false, errors.Join(append(errs, err)...)
	}
	sent := 0
	for _, q := range claimed {
		sctx, cancel := context.WithTimeout(ctx, sendTimeout)
		err := r.Sender.Send(sctx, q.Message)
		cancel()
		if err == nil {
			if err := r.Store.Sent(ctx, q.ID, r.Now().UTC()); err != nil {
				errs = append(errs, err)
			}
			sent++
			continue
		}
		var retryAt *time.Time
		var refused *Refused
		if !errors.As(err, &refused) && q.Attempts < maxAttempts {
			at := r.Now().UTC().Add(retryAfter(q.Attempts))
			retryAt = &at
		}
		r.Log.WarnContext(ctx, "email not sent", "id", q.ID, "attempt", q.Attempts, "err", err, "given_up", retryAt == nil)
		if err := r.Store.Failed(ctx, q.ID, clip(err.Error(), maxErrorText), retryAt); err != nil {
			errs = append(errs, err)
		}
	}
	return sent, len(claimed) == relayBatch, errors.Join(errs...)
}

// retryAfter is the wait after the attempts-th failure: a minute,
// doubling, at most six hours (eight attempts span about four hours).
func retryAfter(attempts int) time.Duration {
	d := retryFirst
	for i := 1; i < attempts && d < retryLast; i++ {
		d *= 2
	}
	return min(d, retryLast)
}

func (r *Relay) queueReceipts(ctx context.Context) error {
	due, err := r.Store.ReceiptsDue(ctx, relayBatch)
	if err != nil {
		return err
	}
	var errs []error
	for _, d := range due {
		v, err := r.Invoice(ctx, d.InvoiceID)
		if err != nil {
			// One receipt that cannot be written holds up none of the others.
			errs = append(errs, fmt.Errorf("invoice %s: %w", d.InvoiceID, err))
			continue
		}
		o := Outgoing{Key: "receipt:" + d.InvoiceID + ":" + addressHash(d.Email), Kind: Receipt, MerchantID: d.MerchantID,
			Message: receiptMessage(v, d.Email)}
		if err := r.Store.QueueReceipt(ctx, o, d.InvoiceID, d.Email); err != nil {
			return err
		}
	}
	return errors.Join(errs...)
}

func (r *Relay) queueReviews(ctx context.Context) error {
	due, err := r.Store.ReviewsDue(ctx, relayBatch)
	if err != nil {
		return err
	}
	now := r.Now()
	for _, d := range due {
		var o *Outgoing
		// A ticket older than a day (from before the merchant set an
		// address, or before email was configured) is marked, not sent.
		if d.AlertEmail != "" && now.Sub(d.CreatedAt) < staleTicket {
			o = &Outgoing{Key: "review:" + d.TicketID.String(), Kind: ReviewTicket, MerchantID: d.MerchantID,
				Message: reviewMessage(d, r.BaseURL)}
		}
		if err := r.Store.QueueReview(ctx, o, d.TicketID); err != nil {
			return err
		}
	}
	return nil
}

func (r *Relay) queueFailingEndpoints(ctx context.Context, now time.Time) error {
	day := now.Format(dateKey)
	due, err := r.Store.FailingEndpoints(ctx, now.Add(-failingWindow), failingThreshold, day, relayBatch)
	if err != nil {
		return err
	}
	for _, d := range due {
		o := Outgoing{Key: FailingKey(d.EndpointID, day), Kind: WebhookFailing, MerchantID: d.MerchantID,
			Message: failingMessage(d, r.BaseURL)}
		if err := r.Store.Queue(ctx, o); err != nil {
			return err
		}
	}
	return nil
}

// FailingKey is the key of an endpoint's failure alert on day: one a day.
func FailingKey(endpoint uuid.UUID, day string) string {
	return "webhook_failing:" + endpoint.String() + ":" + day
}

// addressHash names an address in a key without spelling it out.
func addressHash(email string) string {
	sum := sha256.Sum256([]byte(strings.ToLower(strings.TrimSpace(email))))
	return hex.EncodeToString(sum[:])[:keyHashLen]
}

// clip cuts s to at most n bytes at a character boundary, marked "…".
func clip(s string, n int) string {
	if short, cut := truncate.String(s, n); cut {
		return short + "…"
	}
	return s
}

// CheckAddress reads an email address typed into a form: a plain address
// (no display name), at most 254 bytes. It returns it trimmed.
func CheckAddress(s string) (string, error) {
	s = strings.TrimSpace(s)
	if s == "" || len(s) > 254 {
		return "", errors.New("want an email address such as ana@example.com")
	}
	a, err := netmail.ParseAddress(s)
	if err != nil || a.Address != s || a.Name != "" || !strings.Contains(s[strings.LastIndex(s, "@")+1:], ".") {
		return "", errors.New("want an email address such as ana@example.com")
	}
	return s, nil
}

// Package webhook is the domain of merchant webhooks: the signature
// scheme, event ids, the retry schedule, the SSRF-guarded HTTP client that
// delivers events and the endpoint management service. The events
// themselves (webhookapi.Event and its event types) are wire types, defined
// in shared/webhookapi.
//
// Events are written to an outbox (webhook_events) in the same database
// transaction as the state change that causes them (the postgres stores
// write both); River jobs deliver them at least once.
package webhook

import (
	"crypto/hmac"
	"crypto/rand"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	mrand "math/rand/v2"
	"strconv"
	"strings"
	"time"

	"github.com/riverqueue/river"

	"github.com/paystead/paystead/shared/truncate"
)

// Headers of a delivery.
const (
	SignatureHeader = "Paystead-Signature"
	EventIDHeader   = "Paystead-Event-Id"
	EventTypeHeader = "Paystead-Event-Type"
)

// NewEventID returns a fresh evt_ id.
func NewEventID() string { return "evt_" + randomHex(16) }

// NewSecret returns a fresh signing secret. The whole string, prefix
// included, is the HMAC key.
func NewSecret() string { return "whsec_" + randomHex(32) }

func randomHex(n int) string {
	b := make([]byte, n)
	if _, err := rand.Read(b); err != nil {
		panic(err) // crypto/rand never fails on supported platforms
	}
	return hex.EncodeToString(b)
}

// Sign returns the Paystead-Signature value for body sent at t: "t=<unix
// seconds>" then one ",v1=<hex HMAC-SHA256(secret, t + "." + body)>" per
// secret (during a rotation, the new secret first).
func Sign(t time.Time, body []byte, secrets ...string) string {
	ts := strconv.FormatInt(t.Unix(), 10)
	var b strings.Builder
	b.WriteString("t=")
	b.WriteString(ts)
	for _, s := range secrets {
		b.WriteString(",v1=")
		b.WriteString(digest(s, ts, body))
	}
	return b.String()
}

func digest(secret, ts string, body []byte) string {
	mac := hmac.New(sha256.New, []byte(secret))
	mac.Write([]byte(ts))
	mac.Write([]byte("."))
	mac.Write(body)
	return hex.EncodeToString(mac.Sum(nil))
}

// Verification errors.
var (
	ErrBadHeader    = errors.New("webhook: malformed signature header")
	ErrOldTimestamp = errors.New("webhook: timestamp outside the tolerance")
	ErrNoMatch      = errors.New("webhook: no signature matches")
)

// Verify checks a Paystead-Signature header the way receivers should: the
// timestamp within tolerance of now, and one v1 digest equal (in constant
// time) to the HMAC of t + "." + body under secret.
func Verify(header string, body []byte, secret string, tolerance time.Duration, now time.Time) error {
	var ts string
	var sigs []string
	for _, part := range strings.Split(header, ",") {
		k, v, ok := strings.Cut(strings.TrimSpace(part), "=")
		if !ok {
			return ErrBadHeader
		}
		switch k {
		case "t":
			ts = v
		case "v1":
			sigs = append(sigs, v)
		}
	}
	sec, err := strconv.ParseInt(ts, 10, 64)
	if err != nil || len(sigs) == 0 {
		return ErrBadHeader
	}
	if d := now.Sub(time.Unix(sec, 0)); d > tolerance || d < -tolerance {
		return ErrOldTimestamp
	}
	want := digest(secret, ts, body)
	for _, s := range sigs {
		if hmac.Equal([]byte(s), []byte(want)) {
			return nil
		}
	}
	return ErrNoMatch
}

// Retry schedule: 30 s doubling per attempt up to 12 h, ±25 % jitter.
// MaxAttempts attempts span about three days (≈77 h before jitter).
const (
	MaxAttempts = 17
	firstDelay  = 30 * time.Second
	maxDelay    = 12 * time.Hour
)

// Backoff is the delay after failed attempt number attempt (from 1).
func Backoff(attempt int) time.Duration {
	d := firstDelay << min(max(attempt-1, 0), 20)
	if d > maxDelay || d <= 0 {
		d = maxDelay
	}
	jitter := time.Duration(mrand.Int64N(int64(d/2))) - d/4
	return d + jitter
}

// DeliverArgs is the River job that delivers one webhook_deliveries row.
type DeliverArgs struct {
	DeliveryID int64 `json:"deliveryId"`
}

// Kind names the job in River's table.
func (DeliverArgs) Kind() string { return "webhook_deliver" }

// InsertOpts retries for about three days.
func (DeliverArgs) InsertOpts() river.InsertOpts {
	return river.InsertOpts{MaxAttempts: MaxAttempts}
}

// FormatError renders an error for attempt logs without the secret (which
// is never part of one).
func FormatError(err error) string {
	if err == nil {
		return ""
	}
	// Stored as text with the attempt: cut at a character boundary.
	s, _ := truncate.String(err.Error(), 500)
	return s
}

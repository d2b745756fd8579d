package invoice

import (
	"cmp"
	"context"
	"errors"
	"math/big"
	"slices"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/google/uuid"

	"github.com/paystead/paystead/shared/apierr"
	"github.com/paystead/paystead/shared/invoiceapi"
)

// Moment kinds: the steps of an invoice's life, in the order they happen.
const (
	MomentCreated      = "created"
	MomentStaged       = "staged"
	MomentMoved        = "moved"
	MomentTransfer     = invoiceapi.KindTransfer // a transfer to its deposit address (#34)
	MomentPaid         = "paid"
	MomentRefundSent   = "refund_sent"
	MomentRefundFailed = "refund_failed"
	MomentRefunded     = "refunded"
	MomentClaimSent    = "claim_sent"
	MomentClaimFailed  = "claim_failed"
	MomentClaimed      = "claimed"
	MomentFailed       = "failed"
	MomentExpired      = "expired"
	MomentVoided       = "voided"
)

var momentOrder = []string{MomentCreated, MomentStaged, MomentMoved, MomentTransfer, MomentFailed, MomentPaid, MomentRefundSent, MomentRefundFailed, MomentRefunded,
	MomentClaimSent, MomentClaimFailed, MomentClaimed, MomentExpired, MomentVoided}

// Moment is a step in an invoice's life: what happened, when, and the
// transaction that did it (zero when none did). Each refund is a moment
// of its own, with what it returned (Amount) and what the gateway still
// held after it (Remaining), in the payout token's smallest unit. A refund
// or claim sent is a moment when it is sent (TxHash as first signed; a
// refund's Amount what it is to return) and, should it fail, another,
// with why (Reason). ChainID is the network the moment happened on: the
// chain of its transaction, or the one an invoice moved from (zero for a
// moment of no chain). A transfer received at its deposit address says who
// sent what (From, Token, Units in the token's smallest unit: any token
// may arrive, of any size).
type Moment struct {
	Kind      string
	At        time.Time
	ChainID   int64
	TxHash    common.Hash
	Amount    int64 // refunds only
	Remaining int64 // refunds only
	Reason    string
	From      common.Address // transfers only
	Token     common.Address // transfers only
	Units     *big.Int       // transfers only
}

// Delivery is one webhook endpoint's delivery of an event, and how its
// attempts went.
type Delivery struct {
	EndpointURL   string
	Status        string // pending, delivered or failed
	Attempts      int
	LastAttemptAt *time.Time
	LastStatus    int // the last attempt's HTTP status; 0 when it got none
	LastError     string
}

// Notification is a webhook event about the invoice, with its deliveries
// (none when no endpoint takes its type).
type Notification struct {
	ID         string
	Type       string
	At         time.Time
	Deliveries []Delivery
}

// History is an invoice with what happened to it.
type History struct {
	Invoice Invoice
	Moments []Moment
	Events  []Notification
}

// Entry is one line of an invoice's timeline: a moment or an event.
type Entry struct {
	At     time.Time
	Moment *Moment
	Event  *Notification
}

// Timeline is the history's moments and events in time order (a moment
// before the events it caused at the same instant). An event is never
// shown before the moment it reports (invoice.paid before paid): a moment's
// time is its block's, an event's the database's, and a chain's clock may
// run ahead of the wall clock (the dev chain's blocks, a time travel), so
// an event comes at the latest of its own time and its moment's.
func (h History) Timeline() []Entry {
	type placed struct {
		Entry
		key time.Time // where it sorts; At stays its own time
	}
	all := make([]placed, 0, len(h.Moments)+len(h.Events))
	for i := range h.Moments {
		all = append(all, placed{Entry{At: h.Moments[i].At, Moment: &h.Moments[i]}, h.Moments[i].At})
	}
	// The n-th event of a type reports the n-th moment of its kind.
	seen := map[string]int{}
	for i := range h.Events {
		e := &h.Events[i]
		key := e.At
		if kind, ok := eventMoment[e.Type]; ok {
			if m := nthMoment(h.Moments, kind, seen[kind]); m != nil && m.At.After(key) {
				key = m.At
			}
			seen[kind]++
		}
		all = append(all, placed{Entry{At: e.At, Event: e}, key})
	}
	rank := func(e Entry) int {
		if e.Moment != nil {
			return slices.Index(momentOrder, e.Moment.Kind)
		}
		return len(momentOrder)
	}
	slices.SortStableFunc(all, func(a, b placed) int {
		if c := a.key.Compare(b.key); c != 0 {
			return c
		}
		return cmp.Compare(rank(a.Entry), rank(b.Entry))
	})
	out := make([]Entry, len(all))
	for i, p := range all {
		out[i] = p.Entry
	}
	return out
}

// eventMoment is the moment kind each webhook event type reports.
var eventMoment = map[string]string{
	"invoice.created": MomentCreated, "invoice.paid": MomentPaid, "invoice.refunded": MomentRefunded,
	"invoice.refund_failed": MomentRefundFailed, "invoice.claimed": MomentClaimed, "invoice.failed": MomentFailed,
	"invoice.expired": MomentExpired, "invoice.voided": MomentVoided,
}

// nthMoment is the n-th (from 0) moment of kind in moments, in time order; nil when there are
// fewer.
func nthMoment(moments []Moment, kind string, n int) *Moment {
	var of []*Moment
	for i := range moments {
		if moments[i].Kind == kind {
			of = append(of, &moments[i])
		}
	}
	slices.SortStableFunc(of, func(a, b *Moment) int { return a.At.Compare(b.At) })
	if n < len(of) {
		return of[n]
	}
	return nil
}

// Historian reads an invoice's history; it is part of Store.
type Historian interface {
	// InvoiceHistory returns invoice id with its moments and webhook
	// events, or ErrNotFound when merchantID has no such invoice.
	InvoiceHistory(ctx context.Context, merchantID uuid.UUID, id ID) (History, error)
}

// History returns merchantID's invoice id with what happened to it.
func (s *Service) History(ctx context.Context, merchantID uuid.UUID, id ID) (History, error) {
	h, err := s.store.InvoiceHistory(ctx, merchantID, id)
	if errors.Is(err, ErrNotFound) {
		return h, apierr.New(apierr.NotFound, "No invoice of yours has id %s.", id)
	}
	return h, err
}

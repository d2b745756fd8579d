// Package gate is hosted checkout's compliance gate (spec 2.2, 4.2, 8):
// before a customer signs, Authorize decides whether their wallet may pay
// an invoice (allow, review or reject), and each merchant works through
// the review tickets it opens (Queue, Decide).
//
// What is stored, per merchant and wallet, is one current decision:
//
//   - allow from screening: a Clear screening, valid for AllowTTL (86400 s,
//     the spec's ttlSeconds). Until it expires Authorize answers it again,
//     with the original screenedAt, without asking the provider.
//   - allow from the merchant: an approved review ticket, valid for
//     AllowTTL from the approval; after that the wallet is screened again
//     like any other.
//   - reject from the merchant: a denied review ticket, valid for DenyTTL
//     (30 days); after that the wallet is screened again, so a denial does
//     not outlive the merchant's memory of why it was made.
//
// Screening rejects (sanctioned, high-risk) are not stored: such a wallet
// is screened on every authorize, so a wallet taken off a list can pay at
// once and a wallet put on one is never let through by a stale cache.
// They cost one provider call each and are rare. A screening never
// replaces a stored decision that is still valid.
//
// A review screening opens a ticket in the merchant's queue. While it is
// pending, every authorize for that merchant and wallet answers with the
// same ticket, without screening again; the database holds at most one
// pending ticket per merchant and wallet.
//
// Checkout fails closed: a provider that cannot answer is a 503
// compliance_unavailable. COMPLIANCE_FAIL_OPEN_FOR_INVOICE applies only to
// the merchant's payout screen when invoices are created, never here.
package gate

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/google/uuid"

	"github.com/paystead/paystead/backend/compliance"
	"github.com/paystead/paystead/backend/invoice"
	"github.com/paystead/paystead/backend/merchant"
	"github.com/paystead/paystead/shared/apierr"
	"github.com/paystead/paystead/shared/checkoutapi"
	"github.com/paystead/paystead/shared/merchantapi"
)

// Outcome is a compliance decision (spec 2.2).
type Outcome string

// The three decisions of spec 2.2, as checkoutapi names them.
const (
	Allow  = Outcome(checkoutapi.DecisionAllow)
	Review = Outcome(checkoutapi.DecisionReview)
	Reject = Outcome(checkoutapi.DecisionReject)
)

// RejectCode says why a wallet is rejected (spec 7.2).
type RejectCode string

// The reject codes of spec 7.2, as checkoutapi names them.
const (
	SanctionedWallet = RejectCode(checkoutapi.RejectSanctionedWallet)
	HighRiskWallet   = RejectCode(checkoutapi.RejectHighRiskWallet)
)

const (
	// AllowTTL is how long an allow stands (spec 8: ttlSeconds 86400).
	AllowTTL = 24 * time.Hour
	// DenyTTL is how long a merchant's denial of a wallet stands.
	DenyTTL = 30 * 24 * time.Hour
	// QueueLimit caps the tickets Queue returns, oldest first.
	QueueLimit = 500
)

// Decision is Authorize's answer. Which fields are set depends on Outcome,
// as in spec 2.2: allow sets ScreenedAt and TTL; review sets TicketID,
// Reason and SupportContact; reject sets Code and Reason.
type Decision struct {
	Outcome        Outcome
	ScreenedAt     time.Time
	TTL            time.Duration
	TicketID       uuid.UUID
	Reason         string // for the customer
	SupportContact string
	Code           RejectCode
}

// TTLSeconds is TTL in whole seconds, the spec's ttlSeconds.
func (d Decision) TTLSeconds() int64 { return int64(d.TTL / time.Second) }

// Source says who made a stored decision.
type Source string

// Sources of stored decisions.
const (
	FromScreening Source = "screening"
	FromMerchant  Source = "merchant"
)

// WalletDecision is the stored decision for one merchant and wallet.
type WalletDecision struct {
	MerchantID uuid.UUID
	Wallet     common.Address
	Outcome    Outcome    // Allow or Reject
	Code       RejectCode // Reject only
	Reason     string     // Reject only: for the customer
	Source     Source
	Provider   string    // the provider kind that screened; empty for merchant decisions
	TicketID   uuid.UUID // the ticket a merchant decided; zero for screenings
	DecidedAt  time.Time // for a screening allow, when the wallet was screened
	ExpiresAt  time.Time
}

// ValidAt reports whether d still stands at t.
func (d WalletDecision) ValidAt(t time.Time) bool { return t.Before(d.ExpiresAt) }

// TicketStatus is where a review ticket is.
type TicketStatus string

// Ticket states: pending until the merchant approves or denies it.
const (
	Pending  TicketStatus = "pending"
	Approved TicketStatus = "approved"
	Denied   TicketStatus = "denied"
)

// Ticket is a wallet waiting for (or given) the merchant's review.
type Ticket struct {
	ID         uuid.UUID
	MerchantID uuid.UUID
	InvoiceID  invoice.ID // the invoice the customer was paying when the review began
	Wallet     common.Address
	Reason     string // the provider's, for the merchant; never shown to the customer
	Provider   string // the provider kind that asked for the review
	Status     TicketStatus
	CreatedAt  time.Time
	DecidedAt  *time.Time // nil while pending
	DecidedBy  string     // who decided, e.g. the merchant's signed-in wallet
}

// Verdict is a merchant's answer to a ticket.
type Verdict string

// The two verdicts of /m/compliance, the API's (merchantapi.Verdict).
const (
	Approve = Verdict(merchantapi.Approve)
	Deny    = Verdict(merchantapi.Deny)
)

// Errors of stores; test with errors.Is.
var (
	ErrNotFound       = errors.New("not found")
	ErrTicketNotOpen  = errors.New("the ticket was already decided")
	errUnknownOutcome = errors.New("gate: stored decision has an unknown outcome")
)

// Store is what the gate needs from storage.
type Store interface {
	// Decision returns the stored decision for the merchant and wallet,
	// expired or not, or ErrNotFound.
	Decision(ctx context.Context, merchantID uuid.UUID, wallet common.Address) (WalletDecision, error)
	// SaveScreening stores d unless the merchant and wallet already have a
	// decision still valid at d.DecidedAt (an issuer's bar, which
	// Authorize found lifted, does not count), and returns the decision in
	// force afterwards: d, or the one that was kept.
	SaveScreening(ctx context.Context, d WalletDecision) (WalletDecision, error)
	// PendingTicket returns the merchant's pending ticket for wallet, or
	// ErrNotFound.
	PendingTicket(ctx context.Context, merchantID uuid.UUID, wallet common.Address) (Ticket, error)
	// OpenTicket inserts t, which is pending, unless the merchant already
	// has a pending ticket for t.Wallet; it returns the pending ticket
	// either way.
	OpenTicket(ctx context.Context, t Ticket) (Ticket, error)
	// Ticket returns the merchant's ticket id, or ErrNotFound (also when
	// the ticket is another merchant's).
	Ticket(ctx context.Context, merchantID, id uuid.UUID) (Ticket, error)
	// PendingTickets lists the merchant's pending tickets, oldest first, at
	// most limit.
	PendingTickets(ctx context.Context, merchantID uuid.UUID, limit int) ([]Ticket, error)
	// DecideTicket records t's Status, DecidedAt and DecidedBy on the
	// pending ticket t.ID of t.MerchantID and replaces the stored decision
	// for its wallet with d, in one transaction. A ticket no longer
	// pending is ErrTicketNotOpen and changes nothing.
	DecideTicket(ctx context.Context, t Ticket, d WalletDecision) error
	// SaveIssuerBar stores d, the token issuer's bar of a wallet, as the
	// merchant's decision for it, replacing any but a merchant's denial.
	SaveIssuerBar(ctx context.Context, d WalletDecision) error
}

// InvoiceReader finds invoices; *invoice.Service is one.
type InvoiceReader interface {
	// Get returns the invoice or an error wrapping invoice.ErrNotFound.
	Get(ctx context.Context, id invoice.ID) (invoice.Invoice, error)
}

// MerchantReader finds merchants; *merchant.Service is one.
type MerchantReader interface {
	Merchant(ctx context.Context, id uuid.UUID) (merchant.Merchant, error)
}

// Service is the compliance gate.
type Service struct {
	provider  compliance.Provider
	store     Store
	invoices  InvoiceReader
	merchants MerchantReader
	clock     func() time.Time
	// supportEmail is the operator's support address (SetSupportEmail).
	supportEmail string
	// issuer answers whether the token's issuer bars a wallet (SetIssuer).
	issuer Issuer
}

// NewService returns the gate. clock may be nil (time.Now); tests pass
// their own to move through TTLs.
func NewService(provider compliance.Provider, store Store, invoices InvoiceReader, merchants MerchantReader, clock func() time.Time) *Service {
	if clock == nil {
		clock = time.Now
	}
	return &Service{provider: provider, store: store, invoices: invoices, merchants: merchants, clock: clock}
}

// SetSupportEmail sets the operator's support address, the contact a
// review decision gives when the merchant set none.
func (s *Service) SetSupportEmail(email string) { s.supportEmail = email }

// now is the clock in UTC at the microsecond, the precision Postgres
// keeps, so a decision answered from storage equals the first answer.
func (s *Service) now() time.Time { return s.clock().UTC().Truncate(time.Microsecond) }

// Authorize decides whether the wallet at address may pay the invoice
// (spec 4.2). Errors are *apierr.Error for the caller's mistakes: bad_body
// naming invoiceId or address, not_found, invoice_not_open; and
// compliance_unavailable when the provider cannot answer.
func (s *Service) Authorize(ctx context.Context, invoiceID, address string) (Decision, error) {
	var fields apierr.Fields
	id, err := invoice.ParseID(invoiceID)
	if err != nil {
		fields.Add("invoiceId", "%s", requiredOr(invoiceID, err))
	}
	wallet, err := ParseWallet(address)
	if err != nil {
		fields.Add("address", "%s", requiredOr(address, err))
	}
	if err := fields.Err(); err != nil {
		return Decision{}, err
	}

	inv, err := s.invoices.Get(ctx, id)
	if errors.Is(err, invoice.ErrNotFound) {
		return Decision{}, apierr.New(apierr.NotFound, "No invoice has id %s.", id)
	}
	if err != nil {
		return Decision{}, fmt.Errorf("gate.Authorize(%s): %w", id, err)
	}
	if !inv.Status.Payable() {
		return Decision{}, apierr.New(apierr.InvoiceNotOpen, "%s", notOpenMessage(inv))
	}

	now := s.now()
	// The issuer's bar first: it may come after an allow, and nothing
	// the screening or the merchant says lets a barred wallet pay.
	if d, barred, err := s.issuerBar(ctx, inv, wallet, now); barred || err != nil {
		return d, err
	}
	stored, err := s.store.Decision(ctx, inv.MerchantID, wallet)
	switch {
	case err == nil && stored.ValidAt(now) && stored.Source != FromIssuer: // a bar since lifted is screened afresh
		return answer(stored)
	case err != nil && !errors.Is(err, ErrNotFound):
		return Decision{}, fmt.Errorf("gate.Authorize(%s): %w", id, err)
	}
	pending, err := s.store.PendingTicket(ctx, inv.MerchantID, wallet)
	switch {
	case err == nil:
		return s.review(ctx, pending)
	case !errors.Is(err, ErrNotFound):
		return Decision{}, fmt.Errorf("gate.Authorize(%s): %w", id, err)
	}

	res, err := s.provider.Screen(ctx, wallet.Hex())
	if err != nil {
		return Decision{}, screeningError(err)
	}
	switch res.Category {
	case compliance.Sanctioned:
		return Decision{Outcome: Reject, Code: SanctionedWallet, Reason: sanctionedReason}, nil
	case compliance.HighRisk:
		return Decision{Outcome: Reject, Code: HighRiskWallet, Reason: highRiskReason}, nil
	case compliance.Review:
		t, err := s.store.OpenTicket(ctx, Ticket{
			ID:         uuid.New(),
			MerchantID: inv.MerchantID,
			InvoiceID:  inv.ID,
			Wallet:     wallet,
			Reason:     res.Reason,
			Provider:   res.Provider,
			Status:     Pending,
			CreatedAt:  now,
		})
		if err != nil {
			return Decision{}, fmt.Errorf("gate.Authorize(%s): %w", id, err)
		}
		return s.review(ctx, t)
	case compliance.Clear:
		kept, err := s.store.SaveScreening(ctx, WalletDecision{
			MerchantID: inv.MerchantID,
			Wallet:     wallet,
			Outcome:    Allow,
			Source:     FromScreening,
			Provider:   res.Provider,
			DecidedAt:  now,
			ExpiresAt:  now.Add(AllowTTL),
		})
		if err != nil {
			return Decision{}, fmt.Errorf("gate.Authorize(%s): %w", id, err)
		}
		return answer(kept)
	}
	// Fail closed on a provider that answers something it must not.
	return Decision{}, fmt.Errorf("gate.Authorize(%s): the %s provider answered unknown category %q", id, res.Provider, res.Category)
}

// HasFreshAllow reports whether the merchant's stored decision for wallet
// is an allow that has not expired: what checkout submit requires.
func (s *Service) HasFreshAllow(ctx context.Context, merchantID uuid.UUID, wallet common.Address) (bool, error) {
	d, err := s.store.Decision(ctx, merchantID, wallet)
	if errors.Is(err, ErrNotFound) {
		return false, nil
	}
	if err != nil {
		return false, fmt.Errorf("gate.HasFreshAllow: %w", err)
	}
	return d.Outcome == Allow && d.ValidAt(s.now()), nil
}

// Queue is the merchant's review queue: pending tickets, oldest first, at
// most QueueLimit.
func (s *Service) Queue(ctx context.Context, merchantID uuid.UUID) ([]Ticket, error) {
	ts, err := s.store.PendingTickets(ctx, merchantID, QueueLimit)
	if err != nil {
		return nil, fmt.Errorf("gate.Queue: %w", err)
	}
	return ts, nil
}

// Decide records the merchant's verdict on a pending ticket, with who
// decided (decidedBy, e.g. the signed-in wallet) and when. Approve makes
// the wallet's next authorizations for this merchant allow for AllowTTL;
// deny makes them reject (HIGH_RISK_WALLET) for DenyTTL. Errors are
// *apierr.Error: bad_body for an unknown verdict, not_found for a ticket
// the merchant does not have (malformed ids included), and
// ticket_already_decided for one decided before.
func (s *Service) Decide(ctx context.Context, merchantID uuid.UUID, ticketID string, verdict Verdict, decidedBy string) error {
	var fields apierr.Fields
	if verdict != Approve && verdict != Deny {
		fields.Add("decision", "must be %q or %q", Approve, Deny)
	}
	if err := fields.Err(); err != nil {
		return err
	}
	decidedBy = strings.TrimSpace(decidedBy)
	if decidedBy == "" || len(decidedBy) > 200 {
		// The caller fills this in from the session, never from the body.
		return fmt.Errorf("gate.Decide: decidedBy must name who decided in 1 to 200 bytes, got %d", len(decidedBy))
	}
	id, err := uuid.Parse(ticketID)
	if err != nil {
		return ticketNotFound(ticketID)
	}
	t, err := s.store.Ticket(ctx, merchantID, id)
	if errors.Is(err, ErrNotFound) {
		return ticketNotFound(ticketID)
	}
	if err != nil {
		return fmt.Errorf("gate.Decide(%s): %w", id, err)
	}
	if t.Status != Pending {
		return alreadyDecided(t)
	}

	now := s.now()
	t.DecidedAt, t.DecidedBy = &now, decidedBy
	d := WalletDecision{
		MerchantID: t.MerchantID,
		Wallet:     t.Wallet,
		Source:     FromMerchant,
		TicketID:   t.ID,
		DecidedAt:  now,
	}
	if verdict == Approve {
		t.Status = Approved
		d.Outcome, d.ExpiresAt = Allow, now.Add(AllowTTL)
	} else {
		t.Status = Denied
		d.Outcome, d.Code, d.Reason, d.ExpiresAt = Reject, HighRiskWallet, merchantDeniedReason, now.Add(DenyTTL)
	}
	err = s.store.DecideTicket(ctx, t, d)
	if errors.Is(err, ErrTicketNotOpen) {
		// Another request decided it between our read and our write.
		if current, rerr := s.store.Ticket(ctx, merchantID, id); rerr == nil {
			return alreadyDecided(current)
		}
		return apierr.New(apierr.TicketAlreadyDecided, "Review ticket %s was already decided.", id)
	}
	if err != nil {
		return fmt.Errorf("gate.Decide(%s): %w", id, err)
	}
	return nil
}

// Reasons shown to the customer (checkoutapi's templates, which the hosted
// page translates). The provider's own reason is written for the operator
// and the merchant (it may hold internal notes), so it goes to the ticket,
// never into a customer's answer.
const (
	sanctionedReason     = checkoutapi.ReasonSanctioned
	highRiskReason       = checkoutapi.ReasonHighRisk
	merchantDeniedReason = checkoutapi.ReasonMerchantDenied
)

// review answers with a pending ticket.
func (s *Service) review(ctx context.Context, t Ticket) (Decision, error) {
	m, err := s.merchants.Merchant(ctx, t.MerchantID)
	if err != nil {
		return Decision{}, fmt.Errorf("gate: merchant of ticket %s: %w", t.ID, err)
	}
	name := strings.TrimSpace(m.DisplayName)
	if name == "" {
		name = "the merchant"
	}
	contact := strings.TrimSpace(m.SupportEmail)
	if contact == "" {
		contact = s.supportEmail // the operator's, for a merchant that set none
	}
	if contact == "" {
		// Neither set one (sign-up asks the merchant for theirs): the
		// customer still learns where to turn.
		contact = "No support email is set: contact " + name + " where you placed your order."
	}
	return Decision{
		Outcome:        Review,
		TicketID:       t.ID,
		Reason:         checkoutapi.FillReason(checkoutapi.ReasonReview, "merchant", name),
		SupportContact: contact,
	}, nil
}

// answer turns a stored decision into Authorize's answer.
func answer(d WalletDecision) (Decision, error) {
	switch d.Outcome {
	case Allow:
		return Decision{Outcome: Allow, ScreenedAt: d.DecidedAt, TTL: d.ExpiresAt.Sub(d.DecidedAt)}, nil
	case Reject:
		return Decision{Outcome: Reject, Code: d.Code, Reason: d.Reason}, nil
	}
	return Decision{}, fmt.Errorf("%w: %q for wallet %s", errUnknownOutcome, d.Outcome, d.Wallet.Hex())
}

// screeningError maps a provider failure to the caller's error.
func screeningError(err error) error {
	switch {
	case errors.Is(err, compliance.ErrUnavailable):
		return apierr.New(apierr.ComplianceUnavailable, "Wallet screening is unavailable right now, so payments are paused; try again in a few minutes.")
	case errors.Is(err, compliance.ErrProviderRejected):
		// A configuration fault (a bad API key): still closed, and loud.
		return apierr.New(apierr.ComplianceUnavailable, "The compliance provider refused the service's request, so payments are paused; the operator must fix the provider settings.")
	case errors.Is(err, compliance.ErrInvalidAddress):
		f := apierr.Fields{}
		f.Add("address", "is not an EVM address")
		return f.Err()
	}
	return fmt.Errorf("gate: screening: %w", err)
}

// ParseWallet reads 0x + 40 hex digits. Mixed case must be a valid EIP-55
// checksum: a wallet writes it that way, so a mismatch is a typo.
func ParseWallet(s string) (common.Address, error) {
	if _, err := compliance.NormalizeAddress(s); err != nil {
		return common.Address{}, errors.New("must be 0x followed by 40 hex digits")
	}
	hexPart := s[2:]
	if strings.ToLower(hexPart) != hexPart && strings.ToUpper(hexPart) != hexPart {
		if a := common.HexToAddress(s); a.Hex() != s {
			return common.Address{}, errors.New("has mixed-case letters that are not a valid EIP-55 checksum; check for a typo")
		}
	}
	return common.HexToAddress(s), nil
}

func requiredOr(value string, err error) string {
	if value == "" {
		return "is required"
	}
	return err.Error()
}

func notOpenMessage(inv invoice.Invoice) string {
	var why string
	switch inv.Status {
	case invoice.Paid:
		why = "is already paid"
	case invoice.Refunded:
		why = "was paid and refunded"
	case invoice.Claimed:
		why = "was paid and its funds claimed by the merchant"
	case invoice.Failed:
		why = "failed to stage on chain and cannot be paid; ask the merchant for a new invoice"
	default:
		why = fmt.Sprintf("is %s", inv.Status)
	}
	return fmt.Sprintf("Invoice %s is not open for payment (status %s): it %s.", inv.ID, inv.Status, why)
}

func ticketNotFound(id string) error {
	if len(id) > 64 {
		id = id[:64] + "…"
	}
	return apierr.New(apierr.NotFound, "Your review queue has no ticket %q.", id)
}

func alreadyDecided(t Ticket) error {
	verb := string(t.Status)
	when := ""
	if t.DecidedAt != nil {
		when = " at " + t.DecidedAt.UTC().Format(time.RFC3339)
	}
	by := ""
	if t.DecidedBy != "" {
		by = " by " + t.DecidedBy
	}
	return apierr.New(apierr.TicketAlreadyDecided, "Review ticket %s was already %s%s%s; a decision is final.", t.ID, verb, by, when)
}

// Package invoice creates invoices and stages them on the custody-escrow
// gateway: validation, the merchant's payout screening, the delegate check,
// idempotency, and the recovery of invoices whose staging was interrupted.
package invoice

import (
	"context"
	"crypto/sha256"
	"encoding/json"
	"errors"
	"fmt"
	"log/slog"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/google/uuid"

	"github.com/paystead/paystead/shared/apierr"
	"github.com/paystead/paystead/shared/invoiceapi"
	"github.com/paystead/paystead/shared/money"
	"github.com/paystead/paystead/shared/truncate"
)

// Idempotency is an Idempotency-Key and the hash of the request it came with.
type Idempotency struct {
	Key         string
	RequestHash [32]byte
}

// ErrNotFound is returned by stores for missing rows.
var ErrNotFound = errors.New("not found")

// Store is what the service needs from storage.
type Store interface {
	// CreateInvoice stores inv, staging and waiting for its staging
	// transaction, with its invoice.created event and its Idempotency-Key
	// (idem, when not nil), in one database transaction. A key another
	// request holds (under 24 h old) stores nothing and fails with an
	// error wrapping ErrIdempotencyKeyTaken.
	CreateInvoice(ctx context.Context, inv Invoice, idem *Idempotency) error
	// IdempotentInvoice returns the invoice a fresh (under 24 h) key already
	// made, with its request hash, or nil.
	IdempotentInvoice(ctx context.Context, merchantID uuid.UUID, key string, now time.Time) (*Invoice, [32]byte, error)
	// ForgetIdempotencyKeys deletes up to limit keys 24 h old or more at
	// now, oldest first, and returns how many.
	ForgetIdempotencyKeys(ctx context.Context, now time.Time, limit int) (int, error)
	MarkStaged(ctx context.Context, id ID, tx common.Hash, at time.Time) error
	// MoveInvoice moves invoice id, open on chain from (or staging there
	// with no staging transaction yet) with no payment pending or in
	// flight, to be paid on to.ChainID instead, keeping a record of its
	// staging on from: to open at once when it was staged
	// on to.ChainID before, else to staging, waiting for to's Issuer. It
	// returns the invoice moved, or an error wrapping ErrMoveRefused when
	// the invoice is no longer open on from or a payment of it is pending
	// or in flight.
	MoveInvoice(ctx context.Context, id ID, from int64, to Placement) (Invoice, error)
	MarkFailed(ctx context.Context, id ID, reason string) error
	Invoice(ctx context.Context, id ID) (Invoice, error)
	// StaleStaging lists invoices created before that are still staging
	// with a staging transaction no longer waiting to be mined (those
	// waiting for their staging transaction are the Issuer's).
	StaleStaging(ctx context.Context, before time.Time, limit int) ([]Invoice, error)
	// ExpireDue moves unpaid invoices whose expiry is at or before now,
	// with no payment pending or in flight, to expired, each with
	// invoice.expired, at most limit; it returns how many.
	ExpireDue(ctx context.Context, now time.Time, limit int) (int, error)
	// Void moves merchantID's invoice id, unpaid with no payment in flight,
	// to voided with invoice.voided and returns it; otherwise it changes
	// nothing and returns the invoice as it is, with voided false
	// (ErrNotFound when merchantID has no such invoice).
	Void(ctx context.Context, merchantID uuid.UUID, id ID) (inv Invoice, voided bool, err error)
	Lister
	Historian
}

// Issuer is the port that puts a stored invoice on the gateway: it stages
// the invoices waiting for it, and answers what the gateway says of the
// server wallet and of a staged invoice.
type Issuer interface {
	// ServerIsAgent reports whether the server wallet may stage for merchant: it is
	// one of the merchant's agents on the gateway (its delegate, or an operator
	// relayer the merchant trusts).
	ServerIsAgent(ctx context.Context, merchant common.Address) (bool, error)
	// Wake says a new invoice was stored waiting for its staging (status
	// staging, no staging transaction): the Issuer stages it with the
	// others waiting, in one transaction per merchant, and moves it to open
	// once mined, or to failed (with invoice.failed) if the gateway refuses
	// it or the transaction reverts.
	Wake()
	// IsStaged reports whether the gateway holds a record for id.
	IsStaged(ctx context.Context, id ID) (bool, error)
}

// ScreenResult is the part of a screening result the service acts on.
type ScreenResult struct {
	Blocked bool   // sanctioned or high-risk
	Reason  string // for the operator's log
}

// Screener screens the merchant's payout wallet. An error wrapping
// ErrScreeningUnavailable means the provider is down (5xx, timeout).
type Screener interface {
	ScreenPayout(ctx context.Context, wallet common.Address) (ScreenResult, error)
}

// ErrIdempotencyKeyTaken marks Store.CreateInvoice's refusal to store an invoice
// whose Idempotency-Key a concurrent request holds: that request's invoice
// is the answer.
var ErrIdempotencyKeyTaken = errors.New("idempotency key taken by another request")

// ErrScreeningUnavailable marks a provider outage.
var ErrScreeningUnavailable = errors.New("screening provider unavailable")

// Config is the deployment's part of every invoice.
type Config struct {
	BaseURL string
	// Networks are the chains invoices may be paid on, the first the one
	// an invoice is staged on unless its request names others.
	Networks      []Network
	AllowLoopback bool // dev mode: success URLs may point at localhost
	// FailOpen is COMPLIANCE_FAIL_OPEN_FOR_INVOICE: when the provider is
	// down, create the invoice anyway and record that it was not screened.
	FailOpen bool
	// DefaultExpiry is the expiry of an invoice created without one
	// (PAYSTEAD_INVOICE_EXPIRY); 0: such invoices never expire.
	DefaultExpiry time.Duration
	// DepositAddress gives an invoice's deposit address from its id (the
	// operator's deposit factory's CREATE2, #34); nil: no deposit
	// addresses.
	DepositAddress func(id ID) common.Address
}

// PayIn is a token an invoice may be paid in, and the contract of the
// token the invoice is paid out in: itself, or the one the gateway swaps
// it into.
type PayIn struct {
	Symbol invoiceapi.Token
	Payout common.Address
	// PayoutSymbol names Payout ("USDC"): what a deposit to the invoice's
	// address must be in to pay it (#34).
	PayoutSymbol invoiceapi.Token
	// Decimals are the token's: what a payment in it takes (amountIn) is
	// in units of 10^-Decimals.
	Decimals int
}

// payIn lists the symbols of the first network's tokens (nil: those of
// spec 2.1).
func (c Config) payIn() []invoiceapi.Token {
	if len(c.Networks) == 0 || c.Networks[0].Tokens == nil {
		return nil
	}
	tokens := c.Networks[0].Tokens
	out := make([]invoiceapi.Token, len(tokens))
	for i, t := range tokens {
		out[i] = t.Symbol
	}
	return out
}

// PayoutSymbol names the token whose contract on chainID is payout, the
// payout token of an invoice ("" when no network declares it).
func (s *Service) PayoutSymbol(chainID int64, payout common.Address) invoiceapi.Token {
	for _, n := range s.cfg.Networks {
		if n.ChainID != chainID {
			continue
		}
		for _, t := range n.Tokens {
			if t.Payout == payout && t.PayoutSymbol != "" {
				return t.PayoutSymbol
			}
		}
	}
	return ""
}

// Decimals are the decimals of the pay-in token symbol: a payment's
// amountIn is in its units (6, the spec's tokens', for one the deployment
// does not declare).
func (s *Service) Decimals(symbol invoiceapi.Token) int {
	if len(s.cfg.Networks) > 0 {
		for _, t := range s.cfg.Networks[0].Tokens {
			if t.Symbol == symbol && t.Decimals > 0 {
				return t.Decimals
			}
		}
	}
	return money.StablecoinDecimals
}

// payout is the payout token of an invoice in symbol on n, and whether n
// has the token.
// A network declaring no tokens takes those of spec 2.1, with no payout
// token known.
func (n *Network) payout(symbol invoiceapi.Token) (common.Address, bool) {
	if n.Tokens == nil {
		return common.Address{}, true
	}
	for _, t := range n.Tokens {
		if t.Symbol == symbol {
			return t.Payout, true
		}
	}
	return common.Address{}, false
}

// Merchant is the part of a merchant the service needs.
type Merchant struct {
	ID             uuid.UUID
	OwnerWallet    common.Address
	PayoutWallet   common.Address
	AllowedOrigins []string
	// Networks are the chain ids the merchant takes payments on, in its
	// order; nil: every network of the deployment.
	Networks []int64
}

// Service creates invoices.
type Service struct {
	cfg      Config
	networks map[int64]*Network
	store    Store
	screener Screener
	log      *slog.Logger
	now      func() time.Time
}

// NewService wires a Service.
func NewService(cfg Config, store Store, screener Screener, log *slog.Logger) *Service {
	s := &Service{cfg: cfg, networks: make(map[int64]*Network, len(cfg.Networks)), store: store, screener: screener, log: log, now: time.Now}
	for i := range cfg.Networks {
		s.networks[cfg.Networks[i].ChainID] = &s.cfg.Networks[i]
	}
	return s
}

// URL is where the customer pays inv.
func (s *Service) URL(id ID) string { return s.cfg.BaseURL + "/i/" + id.String() }

// BaseURL is the service's public address, which the invoice URLs start with.
func (s *Service) BaseURL() string { return s.cfg.BaseURL }

// Create validates req for m, screens the payout wallet, checks the server
// wallet is m's delegate, stores the invoice and stages it on chain. It
// returns once the staging transaction is stored and broadcast: the
// invoice is staging, and payable. With an idempotency key, a repeat of
// the same request replays the first invoice as it is now.
func (s *Service) Create(ctx context.Context, m Merchant, req invoiceapi.CreateInvoiceRequest, idemKey string) (Invoice, error) {
	now := s.now().UTC()
	draft, err := req.Validate(invoiceapi.ValidationOptions{AllowedOrigins: m.AllowedOrigins, AllowLoopback: s.cfg.AllowLoopback, Now: now,
		Tokens: s.cfg.payIn()})
	if err != nil {
		return Invoice{}, err
	}
	var idem *Idempotency
	if idemKey != "" {
		if len(idemKey) > 255 {
			f := apierr.Fields{}
			f.Add("Idempotency-Key", "is longer than 255 characters")
			return Invoice{}, f.Err()
		}
		idem = &Idempotency{Key: idemKey, RequestHash: hashDraft(draft)}
	}

	networks, err := s.networksFor(draft.Networks, m.Networks, draft.PayInToken)
	if err != nil {
		return Invoice{}, err
	}
	home := networks[0]
	failOpen, err := s.screenPayout(ctx, m)
	if err == nil {
		err = home.requireAgent(ctx, m)
	}
	if err != nil {
		// A retry replays whatever the screening provider or the chain
		// says now: its invoice exists. Only then is the key looked up;
		// otherwise storing the invoice finds it taken (below).
		if idem != nil {
			if existing, replayed, rerr := s.replayStored(ctx, m, idem); rerr != nil || replayed {
				return existing, rerr
			}
		}
		return Invoice{}, err
	}

	id, err := NewID()
	if err != nil {
		return Invoice{}, err
	}
	payout, _ := home.payout(draft.PayInToken)
	inv := Invoice{
		ID:                 id,
		MerchantID:         m.ID,
		MerchantWallet:     m.OwnerWallet,
		Amount:             draft.AmountUnits,
		PayInToken:         draft.PayInToken,
		PayoutToken:        payout,
		SuccessURL:         draft.SuccessURL,
		CancelURL:          draft.CancelURL,
		Metadata:           draft.Metadata,
		Status:             Staging,
		ChainID:            home.ChainID,
		Gateway:            home.Gateway,
		Networks:           chainIDs(networks),
		ComplianceFailOpen: failOpen,
		CreatedAt:          now,
		ExpiresAt:          draft.ExpiresAt,
		Description:        draft.Description,
		Reference:          draft.Reference,
		LineItems:          draft.LineItems,
	}
	if inv.ExpiresAt == nil && s.cfg.DefaultExpiry > 0 {
		at := now.Add(s.cfg.DefaultExpiry).Truncate(time.Second)
		inv.ExpiresAt = &at
	}
	if s.cfg.DepositAddress != nil {
		inv.DepositAddress = s.cfg.DepositAddress(id)
	}
	// Stored and answered: staging follows, with every other invoice
	// created meanwhile (the Issuer's rounds), off the request's path.
	err = s.store.CreateInvoice(ctx, inv, idem)
	if errors.Is(err, ErrIdempotencyKeyTaken) {
		// A retry, or a concurrent request with the same key that
		// stored its invoice first.
		existing, replayed, rerr := s.replayStored(ctx, m, idem)
		if rerr != nil || replayed {
			return existing, rerr
		}
		// It expired in between: a very late retry.
		return Invoice{}, apierr.New(apierr.IdempotencyInProgress,
			"The first request with this Idempotency-Key is still being processed; retry in a moment.")
	}
	if err != nil {
		return Invoice{}, err
	}
	home.Issuer.Wake()
	if failOpen {
		s.log.WarnContext(ctx, "invoice created without payout screening: provider unavailable and fail-open is on",
			"invoice", inv.ID.String(), "merchant", m.ID)
	}
	return inv, nil
}

// replayStored answers a repeated Idempotency-Key with the first
// request's invoice as it is now (staging, open, failed or further on),
// or reports that the key has no invoice within its lifetime.
func (s *Service) replayStored(ctx context.Context, m Merchant, idem *Idempotency) (Invoice, bool, error) {
	existing, hash, err := s.store.IdempotentInvoice(ctx, m.ID, idem.Key, s.now())
	if err != nil || existing == nil {
		return Invoice{}, false, err
	}
	if hash != idem.RequestHash {
		return Invoice{}, true, apierr.New(apierr.IdempotencyKeyReused,
			"This Idempotency-Key was used with a different request body in the last 24 hours; use a new key for a new invoice.")
	}
	return *existing, true, nil
}

// requireAgent refuses, with 412, a merchant whose owner wallet has not
// made the server wallet its agent on n's gateway.
func (n *Network) requireAgent(ctx context.Context, m Merchant) error {
	ok, err := n.Issuer.ServerIsAgent(ctx, m.OwnerWallet)
	if err != nil {
		return apierr.New(apierr.ChainError, "Could not read the gateway's delegates; try again.").WithDetail(shortError(err))
	}
	if !ok {
		return apierr.New(apierr.DelegateNotAuthorized,
			"The service's server wallet is not authorized to create invoices for merchant wallet %s on chain %d: authorize it on that chain's gateway with setDelegate (see /m/settings).", m.OwnerWallet.Hex(), n.ChainID)
	}
	return nil
}

// screenPayout screens where the merchant's funds go: the payout wallet,
// or the owner wallet while none is set. It reports whether the invoice
// goes ahead unscreened under fail-open.
func (s *Service) screenPayout(ctx context.Context, m Merchant) (failOpen bool, err error) {
	wallet := m.PayoutWallet
	if wallet == (common.Address{}) {
		wallet = m.OwnerWallet
	}
	res, err := s.screener.ScreenPayout(ctx, wallet)
	switch {
	case errors.Is(err, ErrScreeningUnavailable) && s.cfg.FailOpen:
		return true, nil
	case errors.Is(err, ErrScreeningUnavailable):
		return false, apierr.New(apierr.ComplianceUnavailable, "The compliance provider is unavailable; try again shortly.")
	case err != nil:
		return false, fmt.Errorf("invoice.screenPayout: %w", err)
	case res.Blocked:
		s.log.WarnContext(ctx, "payout wallet blocked by screening", "merchant", m.ID, "wallet", wallet.Hex(), "reason", res.Reason)
		return false, apierr.New(apierr.MerchantPayoutBlocked, "Sanctions screening rejected the merchant's payout address; invoices cannot be created for it.")
	}
	return false, nil
}

// Get returns the invoice with id.
func (s *Service) Get(ctx context.Context, id ID) (Invoice, error) {
	return s.store.Invoice(ctx, id)
}

// ForgetExpiredKeys deletes up to limit Idempotency-Keys past their 24
// hours (they replay nothing any more), so that the keys kept are a day's.
func (s *Service) ForgetExpiredKeys(ctx context.Context, limit int) (int, error) {
	return s.store.ForgetIdempotencyKeys(ctx, s.now(), limit)
}

// ExpireDue records the expiry of invoices whose expiry has passed unpaid
// (a payment pending or in flight is settled or failed first: its permit
// was signed to expire with the invoice).
func (s *Service) ExpireDue(ctx context.Context, limit int) (int, error) {
	return s.store.ExpireDue(ctx, s.now(), limit)
}

// Void voids m's unpaid invoice id. An invoice that is paid, failed,
// expired or voided, or whose payment is being settled, is refused; a
// payment still pending then fails ("the invoice was voided").
func (s *Service) Void(ctx context.Context, m Merchant, id ID) (Invoice, error) {
	inv, voided, err := s.store.Void(ctx, m.ID, id)
	switch {
	case errors.Is(err, ErrNotFound):
		return inv, apierr.New(apierr.NotFound, "No invoice of yours has id %s.", id)
	case err != nil:
		return inv, err
	case voided:
		return inv, nil
	case inv.Status.Payable():
		return inv, apierr.New(apierr.PaymentInFlight, "A payment of invoice %s is being settled on chain; it cannot be voided now.", id)
	default:
		return inv, apierr.New(apierr.InvoiceNotOpen, "Invoice %s is %s; only an unpaid invoice can be voided.", id, inv.Status)
	}
}

// Recover settles invoices left staging by a crash or a caller that went
// away: staged on chain means open, otherwise failed once grace has passed.
// It returns how many it settled.
func (s *Service) Recover(ctx context.Context, grace time.Duration) (int, error) {
	stale, err := s.store.StaleStaging(ctx, s.now().Add(-grace), 500)
	if err != nil {
		return 0, err
	}
	n := 0
	for _, inv := range stale {
		on, ok := s.networks[inv.ChainID]
		if !ok {
			s.log.WarnContext(ctx, "an invoice left staging on a chain no longer configured", "invoice", inv.ID.String(), "chain", inv.ChainID)
			continue
		}
		staged, err := on.Issuer.IsStaged(ctx, inv.ID)
		if err != nil {
			return n, fmt.Errorf("invoice.Recover: %w", err)
		}
		if staged {
			err = s.store.MarkStaged(ctx, inv.ID, common.Hash{}, s.now().UTC())
		} else {
			err = s.store.MarkFailed(ctx, inv.ID, "staging did not complete; create a new invoice")
		}
		if err != nil {
			return n, err
		}
		n++
	}
	return n, nil
}

// hashDraft fingerprints a validated request for idempotency. Maps encode
// with sorted keys, so equal requests hash equally.
func hashDraft(d invoiceapi.InvoiceDraft) [32]byte {
	b, _ := json.Marshal(d)
	return sha256.Sum256(b)
}

// shortError keeps a chain error to one readable line.
func shortError(err error) string {
	// The reason is stored as text: cut at a character boundary.
	return truncate.Line(err.Error(), 300)
}

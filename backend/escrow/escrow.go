// Package escrow is the merchant's view of paid invoices held by the
// gateway (pending within the refund window, matured after it, claimed)
// and the refunds and claims that move them.
package escrow

import (
	"context"
	"errors"
	"fmt"
	"math/big"
	"slices"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/google/uuid"

	"github.com/paystead/paystead/backend/invoice"
	"github.com/paystead/paystead/shared/apierr"
	"github.com/paystead/paystead/shared/invoiceapi"
	"github.com/paystead/paystead/shared/money"
)

// RefundWindow is the gateway's REFUND_WINDOW.
const RefundWindow = 7 * 24 * time.Hour

// BucketLimit caps each bucket (spec 8).
const BucketLimit = 200

// Paid is a paid invoice as the gateway committed it.
type Paid struct {
	ID           invoice.ID
	ChainID      int64 // the chain whose gateway holds the escrow
	MerchantID   uuid.UUID
	Merchant     common.Address
	PayoutToken  common.Address
	Token        string // the token the invoice was paid in; the escrow holds the payout token
	Amount       int64  // the invoice's amount, in the payout token's smallest unit
	Refunded     int64  // what went back to the payer so far, in the same unit
	Payer        common.Address
	PaidAt       time.Time // the paying block's time
	Status       invoice.Status
	SettleTxHash common.Hash
	ClaimedAt    *time.Time
	ClaimTxHash  common.Hash
	RefundTxHash common.Hash
	Metadata     map[string]string
	// DepositAddress is the invoice's deposit address (#34), zero when it has none.
	DepositAddress common.Address
}

// PaidFromDeposit reports whether the invoice was paid from its deposit address (a customer's
// plain transfer): its refund goes to an address the customer names, never back to the deposit
// address, and no wallet signs for it (the sender may be an exchange's shared address).
func (p Paid) PaidFromDeposit() bool {
	return p.DepositAddress != (common.Address{}) && p.Payer == p.DepositAddress
}

// ClaimableAt is when the refund window closes.
func (p Paid) ClaimableAt() time.Time { return p.PaidAt.Add(RefundWindow) }

// Remaining is what the gateway holds for the invoice, or paid out to the
// merchant when it was claimed: the amount less the refunds. The escrow
// holds the payout token (USDC) whatever token paid: a EURC payment was
// swapped into exactly the invoice's amount of it.
func (p Paid) Remaining() int64 { return p.Amount - p.Refunded }

// Filter narrows the escrow listing.
type Filter struct {
	PaidFrom, PaidTo time.Time // zero: open-ended
	Token            string    // "" = any
}

// Summary is the three buckets of spec 2.5.
type Summary struct {
	Pending, Matured, Claimed []Paid
	Truncated                 bool
}

// Store reads and updates paid invoices.
type Store interface {
	// Paid lists the merchant's paid (not refunded) invoices of status in
	// statuses, newest first; maturedBefore splits paid ones by time.
	Bucket(ctx context.Context, merchantID uuid.UUID, f Filter, status invoice.Status, paidBefore, paidAfter time.Time, limit int) ([]Paid, error)
	// PaidInvoice reads one invoice whatever its status (PaidAt is zero
	// until it is paid), or fails with invoice.ErrNotFound.
	PaidInvoice(ctx context.Context, id invoice.ID) (Paid, error)
	// Reserve takes, for one request's refund or claim, the invoices of
	// ids that no other request holds (a hold lapses after HoldFor, should
	// its process die): it returns those it took, to give back with
	// Release, and those another request holds.
	Reserve(ctx context.Context, ids []invoice.ID) (Hold, []invoice.ID, error)
	// Release gives back what Reserve took.
	Release(ctx context.Context, h Hold) error
	HeldStore
}

// Hold is what one Reserve took.
type Hold struct {
	IDs []invoice.ID
	// Token tells this hold from a later one of the same invoices.
	Token time.Time
}

// HoldFor is how long a request holds its invoices at most while it sends
// their refund or claim, so a hold lapses only when its process died. Once
// the transaction is stored, its invoices stay held until it is mined and
// recorded, however long that takes.
const HoldFor = 10 * time.Minute

// StaleClaimError is a claim the gateway refused, at its gas estimate (nothing was sent), for
// one invoice whose state on chain moved on from what the database holds: refunded or claimed
// from the merchant's own wallet, say, before the reconciler recorded it. Claim leaves that
// invoice out and claims the others.
type StaleClaimError struct {
	ID  invoice.ID
	Err error
}

func (e *StaleClaimError) Error() string {
	return "invoice " + e.ID.String() + " is not claimable on chain: " + e.Err.Error()
}

func (e *StaleClaimError) Unwrap() error { return e.Err }

// ErrRefundRaced means the gateway no longer holds for an invoice what
// the refund was built on: another refund of it went out first (from
// another request, or the merchant's own wallet). Nothing was sent.
var ErrRefundRaced = errors.New("another refund of the invoice went out first")

// FrozenError is a refund or claim the token's issuer would refuse: it
// bars the wallet the funds would go to (Circle's blacklist). Nothing was
// sent; the funds stay in escrow.
type FrozenError struct {
	// Wallet is the barred wallet: the payer's for a refund, the payout
	// wallet for a claim.
	Wallet common.Address
}

func (e *FrozenError) Error() string {
	return "the token's issuer has frozen " + e.Wallet.Hex()
}

// Consent is a payer's signed consent (EIP-712 RefundTo, under the gateway's domain) to a
// refund of its invoice paid to To instead of its own wallet, until Deadline (unix seconds).
type Consent struct {
	To        common.Address
	Deadline  int64
	Signature []byte
}

// ErrConsentRefused means the gateway refused a refund's consent at its estimate: not the
// payer's signature for this invoice and address, or expired. Nothing was sent.
var ErrConsentRefused = errors.New("the payer's consent to the refund's address was refused")

// Screener screens an address a refund would go to: blocked with a reason for the merchant.
type Screener func(ctx context.Context, address common.Address) (blocked bool, reason string, err error)

// Chain sends refunds and claims and tells the chain's time. A refund or
// claim returns once its transaction is stored and broadcast; how it
// ended is recorded once it is mined (the invoice refunded or claimed,
// with its webhook, or the refund failed with why), and until then its
// invoices are held for it.
type Chain interface {
	Now(ctx context.Context) (time.Time, error)
	// SendRefund sends a refund of amount (at most p.Remaining()) to p's
	// payer, on p's chain; it fails with an error wrapping ErrRefundRaced, nothing sent,
	// when the gateway holds something else for the invoice than p says, and with a
	// *FrozenError when the token's issuer bars the payer. With a consent it pays consent.To
	// instead (gateway refundTo), or fails wrapping ErrConsentRefused.
	SendRefund(ctx context.Context, p Paid, amount int64, consent *Consent) (common.Hash, error)
	// SendClaim sends one claim of invoices (one chain, one payout
	// token), on their chain. A claim
	// the gateway refuses at its estimate for one invoice fails with a
	// *StaleClaimError, nothing sent; one to a payout wallet the token's
	// issuer bars fails with a *FrozenError.
	SendClaim(ctx context.Context, merchant, payoutToken common.Address, invoices []Paid) (common.Hash, error)
	// SendReturn sends amount of what is held of h's token for its invoice on its chain to to
	// (the gateway's returnHeld), returning once it is stored and broadcast; what it returned
	// is recorded from the gateway's event at the confirmation depth.
	SendReturn(ctx context.Context, h Held, to common.Address, amount *big.Int) (common.Hash, error)
}

// Service is the escrow view and its actions.
type Service struct {
	store Store
	chain Chain
	// tokens are the pay-in tokens the listing filters by; nil: spec 2.1's.
	tokens []invoiceapi.Token
	// screen screens the address a refund with the payer's consent goes to (SetScreener).
	screen Screener
	// lookup names held funds' tokens (SetTokenLookup).
	lookup TokenLookup
}

// SetScreener makes a refund to another address than the payer's wait for that address's
// screening: a blocked one is refused.
func (s *Service) SetScreener(screen Screener) { s.screen = screen }

// SetTokens sets the pay-in tokens of the deployment, in the order an
// error names them (nil: those of spec 2.1).
func (s *Service) SetTokens(tokens []invoiceapi.Token) { s.tokens = tokens }

// Tokens are the pay-in tokens the listing may be filtered by.
func (s *Service) Tokens() []invoiceapi.Token {
	if s.tokens == nil {
		return invoiceapi.Tokens()
	}
	return s.tokens
}

// NewService wires a Service.
func NewService(store Store, chain Chain) *Service { return &Service{store: store, chain: chain} }

// Summary lists the merchant's escrows, at most BucketLimit a bucket.
func (s *Service) Summary(ctx context.Context, merchantID uuid.UUID, f Filter) (Summary, error) {
	now, err := s.chainNow(ctx)
	if err != nil {
		return Summary{}, err
	}
	cut := now.Add(-RefundWindow)
	var sum Summary
	fill := func(status invoice.Status, before, after time.Time, dst *[]Paid) error {
		rows, err := s.store.Bucket(ctx, merchantID, f, status, before, after, BucketLimit+1)
		if err != nil {
			return err
		}
		if len(rows) > BucketLimit {
			rows, sum.Truncated = rows[:BucketLimit], true
		}
		*dst = rows
		return nil
	}
	if err := fill(invoice.Paid, time.Time{}, cut, &sum.Pending); err != nil {
		return Summary{}, err
	}
	if err := fill(invoice.Paid, cut, time.Time{}, &sum.Matured); err != nil {
		return Summary{}, err
	}
	if err := fill(invoice.Claimed, time.Time{}, time.Time{}, &sum.Claimed); err != nil {
		return Summary{}, err
	}
	return sum, nil
}

// Refund is a refund sent: its transaction (as first signed; a repriced
// copy may be the one mined), what it returns to the payer and what the
// gateway will hold for the invoice after it.
type Refund struct {
	TxHash    common.Hash
	Amount    int64
	Remaining int64
}

// Refund sends amount of a paid invoice back to its payer inside the
// refund window, or, when amount is 0, everything the gateway still holds
// for it, and returns once the transaction is broadcast: the invoice is
// refunded (invoice.refunded) once it is mined, or the refund failed
// (invoice.refund_failed). A partial refund leaves the invoice paid with
// what remains; the merchant may refund again, once this one is mined,
// until nothing does.
//
// With a consent, the refund goes to consent.To instead of the payer (a payer whose wallet the
// token's issuer froze since paying names another), once that address passes screening.
func (s *Service) Refund(ctx context.Context, merchantID uuid.UUID, id invoice.ID, amount int64, consent *Consent) (Refund, error) {
	if amount < 0 {
		var f apierr.Fields
		f.Add("amount", "must be more than 0")
		return Refund{}, f.Err()
	}
	if err := s.checkConsent(ctx, consent); err != nil {
		return Refund{}, err
	}
	p, _, amount, err := s.refundable(ctx, merchantID, id, amount)
	if err != nil {
		return Refund{}, err
	}
	if err := depositConsent(p, consent); err != nil {
		return Refund{}, err
	}
	remaining := p.Remaining()
	// One refund or claim of an invoice at a time: a second one sent while
	// the first is unmined would be simulated on the state before it, sent,
	// and reverted at the server wallet's expense.
	hold, busy, err := s.store.Reserve(ctx, []invoice.ID{id})
	if err != nil {
		return Refund{}, err
	}
	defer s.release(ctx, hold)
	if len(busy) > 0 {
		return Refund{}, apierr.New(apierr.InvoiceNotRefundable, "A refund or claim of the invoice was sent and is not mined yet; wait for its webhook, read the invoice and try again. Nothing was refunded.")
	}
	tx, err := s.chain.SendRefund(ctx, p, amount, consent)
	if errors.Is(err, ErrConsentRefused) {
		return Refund{}, apierr.New(apierr.InvalidSignature, "The payer's consent to refund to %s was not signed by the invoice's payer for this invoice and address, or has expired; nothing was refunded.", consent.To.Hex()).
			WithDetail(err.Error())
	}
	if errors.Is(err, ErrRefundRaced) {
		return Refund{}, apierr.New(apierr.InvoiceNotRefundable, "Another refund of the invoice went out meanwhile, so what remains changed; read the invoice and try again. Nothing was refunded.")
	}
	var frozen *FrozenError
	if errors.As(err, &frozen) {
		if consent != nil {
			return Refund{}, apierr.New(apierr.WalletFrozen, "The token's issuer has frozen %s, the address the payer named, so the refund cannot be sent there; nothing was refunded and the funds stay in escrow.", frozen.Wallet.Hex())
		}
		return Refund{}, apierr.New(apierr.WalletFrozen, "The token's issuer has frozen the payer's wallet %s since it paid, so the refund cannot be sent there; nothing was refunded and the funds stay in escrow. It can go to another address the payer names: send to, with the payer's payerSignature of RefundTo for it.", frozen.Wallet.Hex())
	}
	if err != nil {
		return Refund{}, apierr.New(apierr.ChainError, "The refund transaction could not be sent; nothing was refunded.").WithDetail(err.Error())
	}
	return Refund{TxHash: tx, Amount: amount, Remaining: remaining - amount}, nil
}

// depositConsent refuses a refund whose address does not fit how the invoice was paid: one paid
// from its deposit address goes to the address the customer gave (to), without a signature; any
// other goes to its payer, or elsewhere with the payer's signature.
func depositConsent(p Paid, c *Consent) error {
	var f apierr.Fields
	switch {
	case p.PaidFromDeposit() && c == nil:
		f.Add("to", "is required: the invoice was paid by a transfer to its deposit address, whose sender may be an exchange's shared address; name the address the customer gives, or issue a refund link for the customer to give it")
	case p.PaidFromDeposit() && len(c.Signature) > 0:
		f.Add("payerSignature", "must be left out: the invoice was paid from its deposit address, which signs nothing; the refund goes to to")
	case !p.PaidFromDeposit() && c != nil && len(c.Signature) == 0:
		f.Add("payerSignature", "is required with to: the payer's signature of RefundTo for that address (with signatureDeadline)")
	}
	return f.Err()
}

// refundable reads the merchant's invoice and the chain's time, refuses an invoice that cannot
// be refunded now, and settles the amount: 0 is everything that remains, more is refused.
func (s *Service) refundable(ctx context.Context, merchantID uuid.UUID, id invoice.ID, amount int64) (Paid, time.Time, int64, error) {
	p, err := s.merchantInvoice(ctx, merchantID, id)
	if err != nil {
		return Paid{}, time.Time{}, 0, err
	}
	if p.Status != invoice.Paid {
		return Paid{}, time.Time{}, 0, apierr.New(apierr.InvoiceNotRefundable, "The invoice is %s; only a paid invoice can be refunded.", p.Status)
	}
	now, err := s.chainNow(ctx)
	if err != nil {
		return Paid{}, time.Time{}, 0, err
	}
	if !now.Before(p.ClaimableAt()) {
		return Paid{}, time.Time{}, 0, apierr.New(apierr.RefundWindowClosed, "The 7-day refund window closed at %s; the funds are the merchant's to claim.", p.ClaimableAt().UTC().Format(time.RFC3339))
	}
	remaining := p.Remaining()
	if amount == 0 {
		amount = remaining
	}
	if amount > remaining {
		return Paid{}, time.Time{}, 0, apierr.New(apierr.RefundExceedsRemaining, "The refund of %s USD is more than the %s USD that remains of the invoice.",
			money.FormatUnits(amount, 6), money.FormatUnits(remaining, 6)).
			WithField("amount", "at most %s, what remains", money.FormatUnits(remaining, 6))
	}
	return p, now, amount, nil
}

// checkConsent refuses a consent to refund to an address that is none or that screening blocks.
func (s *Service) checkConsent(ctx context.Context, c *Consent) error {
	if c == nil {
		return nil
	}
	var f apierr.Fields
	if c.To == (common.Address{}) {
		f.Add("to", "must be the address the payer named, not the zero address")
		return f.Err()
	}
	if s.screen == nil {
		return nil
	}
	blocked, reason, err := s.screen(ctx, c.To)
	if err != nil {
		return err
	}
	if blocked {
		f.Add("to", "is blocked by compliance screening (%s): a refund cannot be sent there", reason)
		return f.Err()
	}
	return nil
}

// Claim sends claims of the given matured invoices (or all, when ids is
// empty and all is set) to the merchant's payout wallet, in batches of 100
// each sent without waiting for the one before to be mined, and returns
// the invoices in the claims sent and their transactions: each invoice is
// claimed (invoice.claimed) once its claim is mined. An invoice the
// gateway refuses as no longer held the way the database says
// (StaleClaimError) is left out and the rest of its batch sent.
func (s *Service) Claim(ctx context.Context, merchantID uuid.UUID, ids []invoice.ID, all bool) ([]invoice.ID, []common.Hash, error) {
	now, err := s.chainNow(ctx)
	if err != nil {
		return nil, nil, err
	}
	var claim []Paid
	if all {
		claim, err = s.store.Bucket(ctx, merchantID, Filter{}, invoice.Paid, now.Add(-RefundWindow), time.Time{}, 10_000)
		if err != nil {
			return nil, nil, err
		}
	} else {
		var refused apierr.Fields
		seen := make(map[invoice.ID]bool, len(ids))
		for _, id := range ids {
			if seen[id] {
				continue // the gateway reverts a batch that names an invoice twice
			}
			seen[id] = true
			p, err := s.store.PaidInvoice(ctx, id)
			switch {
			case errors.Is(err, invoice.ErrNotFound) || (err == nil && p.MerchantID != merchantID):
				refused.Add("invoiceIds", "%s is not an invoice of yours", id)
			case err != nil:
				return nil, nil, err
			case p.Status != invoice.Paid:
				refused.Add("invoiceIds", "%s is %s, not paid", id, p.Status)
			case now.Before(p.ClaimableAt()):
				refused.Add("invoiceIds", "%s matures at %s", id, p.ClaimableAt().UTC().Format(time.RFC3339))
			default:
				claim = append(claim, p)
			}
		}
		if err := refused.Err(); err != nil {
			e, _ := apierr.As(err)
			e.Code, e.Message = apierr.NotClaimable, "Some invoices cannot be claimed: "+fmt.Sprint(len(e.Fields))+" refused."
			return nil, nil, e
		}
	}
	// Held for this request alone: an invoice another request is refunding
	// or claiming is refused (with ids) or left out (all).
	want := make([]invoice.ID, len(claim))
	for i, p := range claim {
		want[i] = p.ID
	}
	hold, busy, err := s.store.Reserve(ctx, want)
	if err != nil {
		return nil, nil, err
	}
	defer s.release(ctx, hold)
	if len(busy) > 0 {
		if !all {
			var refused apierr.Fields
			for _, id := range busy {
				refused.Add("invoiceIds", "%s has a refund or claim sent and not mined yet", id)
			}
			e, _ := apierr.As(refused.Err())
			e.Code, e.Message = apierr.NotClaimable, "Some invoices cannot be claimed: "+fmt.Sprint(len(e.Fields))+" refused."
			return nil, nil, e
		}
		claim = slices.DeleteFunc(claim, func(p Paid) bool { return slices.Contains(busy, p.ID) })
	}
	// One claim per chain and payout token, at most 100 invoices each:
	// each chain's gateway pays out what it holds.
	type escrowOf struct {
		chainID int64
		token   common.Address
	}
	byToken := map[escrowOf][]Paid{}
	var merchant common.Address
	for _, p := range claim {
		k := escrowOf{p.ChainID, p.PayoutToken}
		byToken[k] = append(byToken[k], p)
		merchant = p.Merchant
	}
	// No batch waits for the one before to be mined: a claim of 10,000
	// invoices is mined in a block or two, not one block per hundred.
	var (
		sent []invoice.ID
		txs  []common.Hash
	)
	for held, list := range byToken {
		for start := 0; start < len(list); start += 100 {
			batch := slices.Clone(list[start:min(start+100, len(list))])
			tx, err := s.chain.SendClaim(ctx, merchant, held.token, batch)
			// Each invoice stands alone: one the chain no longer holds as
			// the database says is left out, and the rest go (each try
			// drops one, so this ends).
			for stale := (*StaleClaimError)(nil); errors.As(err, &stale); {
				n := len(batch)
				batch = slices.DeleteFunc(batch, func(p Paid) bool { return p.ID == stale.ID })
				if len(batch) == n || len(batch) == 0 {
					break
				}
				tx, err = s.chain.SendClaim(ctx, merchant, held.token, batch)
			}
			if len(batch) == 0 {
				continue
			}
			var frozen *FrozenError
			if errors.As(err, &frozen) {
				return sent, txs, apierr.New(apierr.WalletFrozen, "The token's issuer has frozen your payout wallet %s, so nothing can be paid to it; the funds stay in escrow. Set another payout wallet, then claim again.", frozen.Wallet.Hex()).
					WithDetail(fmt.Sprintf("%d invoices were sent in %d claims before it", len(sent), len(txs)))
			}
			if err != nil {
				// What was sent goes on; the answer says what did not.
				return sent, txs, apierr.New(apierr.ChainError, "A claim transaction could not be sent; %d invoices were sent in %d claims before it.", len(sent), len(txs)).WithDetail(err.Error())
			}
			txs = append(txs, tx)
			for _, p := range batch {
				sent = append(sent, p.ID)
			}
		}
	}
	return sent, txs, nil
}

// release gives back a hold, even when the request's context has ended.
func (s *Service) release(ctx context.Context, h Hold) {
	if len(h.IDs) == 0 {
		return
	}
	// A failure leaves the hold to lapse after HoldFor.
	_ = s.store.Release(context.WithoutCancel(ctx), h)
}

// Units is what remains as a big integer.
func (p Paid) Units() *big.Int { return big.NewInt(p.Remaining()) }

// chainNow is the chain's clock, which windows and deadlines run on.
func (s *Service) chainNow(ctx context.Context) (time.Time, error) {
	now, err := s.chain.Now(ctx)
	if err != nil {
		return time.Time{}, apierr.New(apierr.ChainError, "Could not read the chain's time; try again.").WithDetail(err.Error())
	}
	return now, nil
}

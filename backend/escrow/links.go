package escrow

import (
	"context"
	"crypto/rand"
	"crypto/sha256"
	"encoding/base64"
	"errors"
	"math/big"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/google/uuid"

	"github.com/paystead/paystead/backend/invoice"
	"github.com/paystead/paystead/shared/apierr"
	"github.com/paystead/paystead/shared/escrowapi"
	"github.com/paystead/paystead/shared/refundconsent"
)

// A refund link returns a paid invoice's funds to an address its customer gives, with the
// paying wallet's signature of RefundTo (the gateway checks it): the merchant issues the link,
// the customer opens it, names the address and signs, and the refund goes there. It is how a
// refund reaches a payer whose wallet the token's issuer froze since paying, without the
// merchant handling signatures. The link's token is its URL's secret: shown once, kept as a
// hash.

// Link is a refund link.
type Link struct {
	ID         uuid.UUID
	MerchantID uuid.UUID
	InvoiceID  invoice.ID
	Amount     int64 // in the payout token's smallest unit
	// Status is what is stored (open, sending, sent, canceled); Shown says what the link is now.
	Status    string
	To        common.Address // zero until the customer names it
	TxHash    common.Hash    // zero until the refund is sent
	Failure   string         // why the customer's last attempt failed
	Refunded  bool           // a refund of the invoice to To is mined
	AttemptAt time.Time      // when the customer's last attempt began (database clock)
	CreatedAt time.Time
	ExpiresAt time.Time
	// Held, on a return link (#34), names the held funds it returns; nil on a refund link.
	Held *HeldRef
}

// HeldRef is what a return link returns: everything held of Token on ChainID for its invoice
// when it was issued (Amount, in the token's smallest unit).
type HeldRef struct {
	ChainID int64
	Token   common.Address
	Amount  *big.Int
}

// ReturnLinkLifetime is how long a return link stays open: held funds have no refund window, but
// a link sent long ago should not be usable by whoever finds it later.
const ReturnLinkLifetime = 30 * 24 * time.Hour

// Shown is the link's status as the API says it: stored, or expired when open past its expiry,
// or refunded once its refund is mined.
func (l Link) Shown(now time.Time) string {
	switch {
	case (l.Status == escrowapi.LinkSent || l.Status == escrowapi.LinkSending) && l.Refunded:
		return escrowapi.LinkRefunded
	case l.Status == escrowapi.LinkOpen && !now.Before(l.ExpiresAt):
		return escrowapi.LinkExpired
	}
	return l.Status
}

// ErrLinkNotFound is a token or id that names no link.
var ErrLinkNotFound = errors.New("no such refund link")

// ErrLinkBusy is a link issued while the customer is using another link of the invoice.
var ErrLinkBusy = errors.New("another refund link of the invoice is being used")

// LinkStore keeps refund links.
type LinkStore interface {
	// CreateLink stores l under tokenHash and cancels the invoice's other open links.
	CreateLink(ctx context.Context, l Link, tokenHash []byte) error
	// LinkByToken reads the link whose token hashes to tokenHash, or ErrLinkNotFound.
	LinkByToken(ctx context.Context, tokenHash []byte) (Link, error)
	// Links lists the merchant's links of an invoice, newest first.
	Links(ctx context.Context, merchantID uuid.UUID, id invoice.ID) ([]Link, error)
	// BeginLink moves an open link to sending with to, and reports whether it was open: one
	// attempt at a time, whatever the customer's tabs do. An attempt that began more than
	// HoldFor ago and never finished (its process died) is taken over, unless a refund of the
	// invoice to its address was mined: the escrow's hold keeps its refund, if it was sent,
	// from being sent twice meanwhile.
	BeginLink(ctx context.Context, id uuid.UUID, to common.Address) (bool, error)
	// FinishLink ends an attempt: sent with tx, or, when tx is zero, open again with failure.
	FinishLink(ctx context.Context, id uuid.UUID, tx common.Hash, failure string) error
	// CancelLink cancels the merchant's open link id of invoice, or fails with ErrLinkNotFound;
	// it returns the link as it is after.
	CancelLink(ctx context.Context, merchantID uuid.UUID, invoice invoice.ID, id uuid.UUID) (Link, error)
}

// Consents builds and checks payers' consents (RefundTo under each chain's gateway's domain).
type Consents interface {
	// TypedData is the consent to refund invoice id to to until deadline, for the payer's
	// wallet to sign, on chainID; false when the deployment has no such chain.
	TypedData(chainID int64, id invoice.ID, to common.Address, deadline int64) (refundconsent.TypedData, bool)
	// SignedBy reports whether payer signed c for invoice id on chainID, as far as can be told
	// off chain: a contract wallet's signature (ERC-1271) is left to the gateway to judge.
	SignedBy(ctx context.Context, chainID int64, id invoice.ID, c Consent, payer common.Address) (bool, error)
}

// ConsentLifetime bounds how long a signature prepared on a link's page stays good.
const ConsentLifetime = 30 * time.Minute

// Links issues refund links and carries them out.
type Links struct {
	store    LinkStore
	escrows  *Service
	consents Consents
}

// NewLinks wires refund links over the escrow service, which sends the refunds.
func NewLinks(store LinkStore, escrows *Service, consents Consents) *Links {
	return &Links{store: store, escrows: escrows, consents: consents}
}

// Issue makes a link to refund amount (0: everything that remains) of the merchant's paid
// invoice, valid until its refund window closes, and returns it with its token. Another open
// link of the invoice is canceled: the newest is the one the customer should use.
func (s *Links) Issue(ctx context.Context, merchantID uuid.UUID, id invoice.ID, amount int64) (Link, string, error) {
	p, now, amount, err := s.escrows.refundable(ctx, merchantID, id, amount)
	if err != nil {
		return Link{}, "", err
	}
	return s.create(ctx, Link{
		ID: uuid.New(), MerchantID: merchantID, InvoiceID: id, Amount: amount, Status: escrowapi.LinkOpen,
		CreatedAt: now, ExpiresAt: p.ClaimableAt(),
	})
}

// IssueReturn makes a link to return everything held of token on chainID for the merchant's
// invoice id (#34) to an address the customer gives, valid for ReturnLinkLifetime, and returns
// it with its token. Another open link of the same held funds is canceled.
func (s *Links) IssueReturn(ctx context.Context, merchantID uuid.UUID, id invoice.ID, chainID int64, token common.Address) (Link, string, error) {
	h, err := s.escrows.heldOf(ctx, merchantID, id, chainID, token)
	if err != nil {
		return Link{}, "", err
	}
	now, err := s.escrows.chainNow(ctx)
	if err != nil {
		return Link{}, "", err
	}
	return s.create(ctx, Link{
		ID: uuid.New(), MerchantID: merchantID, InvoiceID: id, Status: escrowapi.LinkOpen,
		CreatedAt: now, ExpiresAt: now.Add(ReturnLinkLifetime),
		Held: &HeldRef{ChainID: chainID, Token: token, Amount: h.Remaining()},
	})
}

// create stores l under a new token and returns both.
func (s *Links) create(ctx context.Context, l Link) (Link, string, error) {
	secret := make([]byte, 32)
	if _, err := rand.Read(secret); err != nil {
		return Link{}, "", err
	}
	token := base64.RawURLEncoding.EncodeToString(secret)
	err := s.store.CreateLink(ctx, l, TokenHash(token))
	if errors.Is(err, ErrLinkBusy) {
		return Link{}, "", apierr.New(apierr.InvoiceNotRefundable, "The customer is using this link's predecessor right now; wait for what it sends, read the invoice and try again.")
	}
	if err != nil {
		return Link{}, "", err
	}
	return l, token, nil
}

// TokenHash is what is stored of a link's token.
func TokenHash(token string) []byte {
	h := sha256.Sum256([]byte(token))
	return h[:]
}

// List lists the merchant's links of invoice id, newest first.
func (s *Links) List(ctx context.Context, merchantID uuid.UUID, id invoice.ID) ([]Link, error) {
	return s.store.Links(ctx, merchantID, id)
}

// Cancel cancels the merchant's open link id of invoice inv.
func (s *Links) Cancel(ctx context.Context, merchantID uuid.UUID, inv invoice.ID, id uuid.UUID) (Link, error) {
	l, err := s.store.CancelLink(ctx, merchantID, inv, id)
	if errors.Is(err, ErrLinkNotFound) {
		return Link{}, apierr.New(apierr.NotFound, "No refund link of yours has id %s.", id)
	}
	return l, err
}

// TokenName is token's symbol and decimals on chainID (see Service.TokenName).
func (s *Links) TokenName(chainID int64, token common.Address) (string, uint8, bool) {
	return s.escrows.TokenName(chainID, token)
}

// Now is the chain's clock, which links expire by.
func (s *Links) Now(ctx context.Context) (time.Time, error) { return s.escrows.chainNow(ctx) }

// Opened is what a link's page shows: the link and its invoice.
type Opened struct {
	Link Link
	Paid Paid
	Now  time.Time
}

// Open reads the link of token with its invoice.
func (s *Links) Open(ctx context.Context, token string) (Opened, error) {
	l, err := s.store.LinkByToken(ctx, TokenHash(token))
	if errors.Is(err, ErrLinkNotFound) {
		return Opened{}, apierr.New(apierr.NotFound, "This refund link does not exist; ask the merchant for a new one.")
	}
	if err != nil {
		return Opened{}, err
	}
	p, err := s.escrows.store.PaidInvoice(ctx, l.InvoiceID)
	if err != nil {
		return Opened{}, err
	}
	now, err := s.escrows.chainNow(ctx)
	if err != nil {
		return Opened{}, err
	}
	return Opened{Link: l, Paid: p, Now: now}, nil
}

// usable refuses a link the customer can no longer use, saying why.
func usable(o Opened) error {
	switch o.Link.Shown(o.Now) {
	case escrowapi.LinkOpen:
		return nil
	case escrowapi.LinkSending:
		if time.Since(o.Link.AttemptAt) > HoldFor {
			return nil // its process died: BeginLink takes it over
		}
		return apierr.New(apierr.RefundLinkClosed, "The refund of this link is being sent; reload the page in a moment.")
	case escrowapi.LinkSent, escrowapi.LinkRefunded:
		return apierr.New(apierr.RefundLinkClosed, "This refund link was used: the refund went to %s.", o.Link.To.Hex())
	case escrowapi.LinkExpired:
		if o.Link.Held != nil {
			return apierr.New(apierr.RefundLinkClosed, "This link expired at %s; ask the merchant for a new one.", o.Link.ExpiresAt.UTC().Format(time.RFC3339))
		}
		return apierr.New(apierr.RefundLinkClosed, "This refund link expired at %s, when the invoice's refund window closed; ask the merchant.", o.Link.ExpiresAt.UTC().Format(time.RFC3339))
	default:
		return apierr.New(apierr.RefundLinkClosed, "The merchant canceled this refund link; ask them for a new one if you still expect a refund.")
	}
}

// Prepare checks the address the customer names and returns the consent for the paying wallet
// to sign, good for ConsentLifetime (and no longer than the link).
func (s *Links) Prepare(ctx context.Context, token string, to common.Address) (refundconsent.TypedData, int64, error) {
	o, err := s.Open(ctx, token)
	if err != nil {
		return refundconsent.TypedData{}, 0, err
	}
	if err := usable(o); err != nil {
		return refundconsent.TypedData{}, 0, err
	}
	if o.SignatureFree() {
		return refundconsent.TypedData{}, 0, apierr.New(apierr.InvoiceNotRefundable, "This link needs no signature: complete it with the address alone.")
	}
	if err := s.escrows.checkConsent(ctx, &Consent{To: to}); err != nil {
		return refundconsent.TypedData{}, 0, err
	}
	deadline := o.Now.Add(ConsentLifetime)
	if o.Link.ExpiresAt.Before(deadline) {
		deadline = o.Link.ExpiresAt
	}
	td, ok := s.consents.TypedData(o.Paid.ChainID, o.Paid.ID, to, deadline.Unix())
	if !ok {
		return refundconsent.TypedData{}, 0, apierr.New(apierr.Unavailable, "The network this invoice was paid on is not served at the moment; try again later.")
	}
	return td, deadline.Unix(), nil
}

// SignatureFree reports whether the link's token is its whole authority: a return of held funds,
// or a refund of an invoice paid from its deposit address (#34). Neither has a wallet that
// could sign (a deposit's sender is often an exchange's address, shared by its customers).
func (o Opened) SignatureFree() bool { return o.Link.Held != nil || o.Paid.PaidFromDeposit() }

// Complete carries out the link: the paying wallet's consent c sends the link's amount to
// c.To. The consent is checked first (a signature by another wallet is refused, the link left
// open); then one attempt at a time sends it. A refusal leaves the link open with why. A
// signature-free link (SignatureFree) takes c.To alone.
func (s *Links) Complete(ctx context.Context, token string, c Consent) (Link, error) {
	o, err := s.Open(ctx, token)
	if err != nil {
		return Link{}, err
	}
	if err := usable(o); err != nil {
		return Link{}, err
	}
	if c.To == (common.Address{}) {
		var f apierr.Fields
		f.Add("to", "must be the address the refund goes to, not the zero address")
		return Link{}, f.Err()
	}
	if o.SignatureFree() {
		// The address is screened where the refund (Refund) or the return (sendReturn) is sent.
		return s.send(ctx, o, Consent{To: c.To})
	}
	if len(c.Signature) == 0 {
		var f apierr.Fields
		f.Add("signature", "is required: the paying wallet's signature of the refund's address, from prepare")
		return Link{}, f.Err()
	}
	if c.Deadline <= o.Now.Unix() {
		return Link{}, apierr.New(apierr.InvalidSignature, "The signature expired; sign again.").WithField("deadline", "has passed")
	}
	signed, err := s.consents.SignedBy(ctx, o.Paid.ChainID, o.Paid.ID, c, o.Paid.Payer)
	if err != nil {
		return Link{}, apierr.New(apierr.ChainError, "Could not check the signature; try again. Nothing was refunded.").WithDetail(err.Error())
	}
	if !signed {
		return Link{}, apierr.New(apierr.InvalidSignature, "The signature is not the paying wallet's (%s): sign with the wallet that paid the invoice.", o.Paid.Payer.Hex()).
			WithField("signature", "must be signed by %s", o.Paid.Payer.Hex())
	}
	return s.send(ctx, o, c)
}

// send carries out o's link to c.To, one attempt at a time.
func (s *Links) send(ctx context.Context, o Opened, c Consent) (Link, error) {
	began, err := s.store.BeginLink(ctx, o.Link.ID, c.To)
	if err != nil {
		return Link{}, err
	}
	if !began {
		return Link{}, apierr.New(apierr.RefundLinkClosed, "This refund link is being used or was used meanwhile; reload the page.")
	}
	// Whatever happens to the request, the attempt ends.
	ctx = context.WithoutCancel(ctx)
	var r Refund
	if o.Link.Held != nil {
		r.TxHash, err = s.escrows.sendReturn(ctx, o.Link, c.To)
	} else {
		r, err = s.escrows.Refund(ctx, o.Link.MerchantID, o.Link.InvoiceID, o.Link.Amount, &c)
	}
	if err != nil {
		reason := "the refund could not be sent"
		if e, ok := apierr.As(err); ok {
			reason = e.Message
		}
		if ferr := s.store.FinishLink(ctx, o.Link.ID, common.Hash{}, reason); ferr != nil {
			return Link{}, errors.Join(err, ferr)
		}
		return Link{}, err
	}
	if err := s.store.FinishLink(ctx, o.Link.ID, r.TxHash, ""); err != nil {
		return Link{}, err
	}
	l := o.Link
	l.Status, l.To, l.TxHash, l.Failure = escrowapi.LinkSent, c.To, r.TxHash, ""
	return l, nil
}

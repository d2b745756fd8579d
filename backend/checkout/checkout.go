// Package checkout takes a customer's payment: it prepares the Permit2
// message to sign, checks a signed submission thoroughly, and records it
// for the relayer, which settles it on chain.
package checkout

import (
	"bytes"
	"context"
	"crypto/rand"
	"encoding/hex"
	"errors"
	"fmt"
	"math/big"
	"strings"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/hexutil"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/google/uuid"

	"github.com/paystead/paystead/backend/invoice"
	"github.com/paystead/paystead/shared/apierr"
	"github.com/paystead/paystead/shared/checkoutapi"
	"github.com/paystead/paystead/shared/eip2612"
	"github.com/paystead/paystead/shared/invoiceapi"
	"github.com/paystead/paystead/shared/permit2"
)

// Submission is a customer's signed payment as stored.
type Submission struct {
	ID           common.Hash
	InvoiceID    invoice.ID
	Payer        common.Address
	PayInToken   common.Address
	AmountIn     *big.Int
	PermitNonce  *big.Int
	Deadline     int64
	Signature    []byte
	Status       string
	SettleTxHash common.Hash
	RefundTxHash common.Hash
	Error        string
	CreatedAt    time.Time
	// TokenPermit is the payer's EIP-2612 permit to Permit2, signed instead
	// of an approval transaction; nil when Permit2 was approved.
	TokenPermit *TokenPermit
}

// TokenPermit is a signed EIP-2612 permit letting Permit2 move Value of
// the pay-in token until Deadline.
type TokenPermit struct {
	Value     *big.Int
	Deadline  *big.Int
	Signature []byte
}

// Permit is the signed Permit2 transfer of a submission.
type Permit struct {
	Token    common.Address
	Amount   *big.Int
	Nonce    *big.Int
	Deadline *big.Int
}

// Witness is the invoice a permit is bound to.
type Witness struct {
	InvoiceID   invoice.ID
	Merchant    common.Address
	PayoutToken common.Address
	Amount      *big.Int
}

// Chain is what checkout needs from the chain.
type Chain interface {
	// Now is the chain's time (the latest block's), which permit deadlines
	// are judged by.
	Now(ctx context.Context) (time.Time, error)
	// Permit2Allowance is how much of token Permit2 may move for owner.
	Permit2Allowance(ctx context.Context, token, owner common.Address) (*big.Int, error)
	// ApproveCalldata is approve(spender, amount) calldata.
	ApproveCalldata(spender common.Address, amount *big.Int) []byte
	// PermitSigner recovers who signed the permit for the witness.
	PermitSigner(p Permit, w Witness, signature []byte) (common.Address, error)
	// WitnessHash is the EIP-712 struct hash of w.
	WitnessHash(w Witness) common.Hash
	// TokenPermitDomain is token's EIP-712 domain, or ErrNoTokenPermit
	// when the token has no EIP-2612 permit Paystead can sign for.
	TokenPermitDomain(ctx context.Context, token common.Address) (eip2612.Domain, error)
	// TokenPermitNonce is token's next permit nonce for owner.
	TokenPermitNonce(ctx context.Context, token, owner common.Address) (*big.Int, error)
	// TokenPermitSigner recovers who signed owner's permit of the token of
	// d to Permit2 at nonce.
	TokenPermitSigner(d eip2612.Domain, owner common.Address, value, nonce, deadline *big.Int, signature []byte) (common.Address, error)
	// NonceBitmap is Permit2's bitmap of owner's spent unordered nonces in word wordPos.
	NonceBitmap(ctx context.Context, owner common.Address, wordPos *big.Int) (*big.Int, error)
}

// ErrNoTokenPermit means a token has no EIP-2612 permit: its payers
// approve Permit2 with a transaction.
var ErrNoTokenPermit = errors.New("token has no EIP-2612 permit")

// Store keeps submissions and each payer's Permit2 nonce word.
type Store interface {
	// CreateSubmission stores sub and queues its settlement in one
	// transaction; when sub.ID exists it returns the stored one instead.
	CreateSubmission(ctx context.Context, sub Submission) (Submission, error)
	Submission(ctx context.Context, id common.Hash) (Submission, error)
	// PayerNonceWord is payer's nonce word; a payer without one gets fresh, from bit 0.
	PayerNonceWord(ctx context.Context, payer common.Address, fresh *big.Int) (NonceWord, error)
	// ReserveNonceBit atomically takes the first bit at or after from that no
	// earlier call took in payer's word wordPos; ok is false when payer's
	// word is no longer wordPos or has no bit left.
	ReserveNonceBit(ctx context.Context, payer common.Address, wordPos *big.Int, from int) (bit int, ok bool, err error)
	// MovePayerNonceWord replaces payer's word from by to, from bit 0,
	// unless payer's word is no longer from (another prepare moved it).
	MovePayerNonceWord(ctx context.Context, payer common.Address, from, to *big.Int) error
}

// NonceWord is a payer's Permit2 nonce word (a nonce is Pos<<8 | bit) and
// the first of its bits not yet offered.
type NonceWord struct {
	Pos     *big.Int
	NextBit int
}

// Gate answers whether a wallet holds a fresh allow decision.
type Gate interface {
	HasFreshAllow(ctx context.Context, merchantID uuid.UUID, wallet common.Address) (bool, error)
}

// Invoices reads invoices.
type Invoices interface {
	Get(ctx context.Context, id invoice.ID) (invoice.Invoice, error)
}

// Swaps prices the swap of a payment whose pay-in token differs from the invoice's payout token
// (quote.Service).
type Swaps interface {
	// MaxAmountIn is how much of tokenIn buys exactly amountOut of tokenOut at the latest block,
	// raised by slippageBps.
	MaxAmountIn(ctx context.Context, tokenIn, tokenOut common.Address, amountOut *big.Int, slippageBps int) (*big.Int, error)
}

// ErrNotFound is returned by stores for missing rows.
var ErrNotFound = errors.New("not found")

// Config is the deployment's chain.
type Config struct {
	ChainID *big.Int
	Permit2 common.Address
	Gateway common.Address
	Tokens  map[invoiceapi.Token]common.Address
	// PermitLifetime is how long a prepared permit stays valid.
	PermitLifetime time.Duration
	// SwapSlippageBps cushions the pay-in amount prepare signs for when the payment swaps
	// (default 50, 0.5%).
	SwapSlippageBps int
}

// Service is the checkout.
type Service struct {
	cfg      Config
	chain    Chain
	store    Store
	gate     Gate
	invoices Invoices
	swaps    Swaps
	now      func() time.Time
}

// SetSwaps lets invoices whose pay-in token differs from the payout token (EURC invoices) be
// paid through the gateway's swap; without it they answer swap_unavailable.
func (s *Service) SetSwaps(swaps Swaps) { s.swaps = swaps }

// NewService wires a Service.
func NewService(cfg Config, chain Chain, store Store, gate Gate, invoices Invoices) *Service {
	if cfg.PermitLifetime == 0 {
		cfg.PermitLifetime = 30 * time.Minute
	}
	if cfg.SwapSlippageBps == 0 {
		cfg.SwapSlippageBps = 50
	}
	return &Service{cfg: cfg, chain: chain, store: store, gate: gate, invoices: invoices, now: time.Now}
}

var maxUint256 = new(big.Int).Sub(new(big.Int).Lsh(big.NewInt(1), 256), big.NewInt(1))

// Prepare answers the typed data to sign for paying req.InvoiceID from
// req.Payer, the submission to send with the signature, and the Permit2
// approval to send first when one is missing.
func (s *Service) Prepare(ctx context.Context, req checkoutapi.PrepareRequest) (checkoutapi.PrepareResponse, error) {
	var fields apierr.Fields
	id, idErr := invoice.ParseID(req.InvoiceID)
	if idErr != nil {
		fields.Add("invoiceId", "%s", idErr.Error())
	}
	payer, ok := parseAddress(req.Payer)
	if !ok {
		fields.Add("payer", "must be a 0x-prefixed 20-byte address")
	}
	if err := fields.Err(); err != nil {
		return checkoutapi.PrepareResponse{}, err
	}
	inv, err := s.payableInvoice(ctx, id)
	if err != nil {
		return checkoutapi.PrepareResponse{}, err
	}
	token, err := s.payInToken(inv, req.PayInToken, "payInToken")
	if err != nil {
		return checkoutapi.PrepareResponse{}, err
	}
	nonce, err := s.permitNonce(ctx, payer)
	if err != nil {
		return checkoutapi.PrepareResponse{}, err
	}
	invoiceAmount := big.NewInt(inv.Amount)
	amount := invoiceAmount
	if token != inv.PayoutToken {
		// A swap payment: the payer signs for the reverse quote plus slippage; the gateway
		// swaps for exactly the invoice amount and returns what the swap did not use.
		if amount, err = s.swaps.MaxAmountIn(ctx, token, inv.PayoutToken, invoiceAmount, s.cfg.SwapSlippageBps); err != nil {
			return checkoutapi.PrepareResponse{}, err
		}
	}
	chainNow, err := s.chainNow(ctx)
	if err != nil {
		return checkoutapi.PrepareResponse{}, err
	}
	deadline := big.NewInt(latest(chainNow, s.now()).Add(s.cfg.PermitLifetime).Unix())
	if last := s.lastDeadline(inv, chainNow); last != nil && deadline.Cmp(last) > 0 {
		deadline = last
	}
	w := witnessOf(inv)
	typed := permit2.New(permit2.Params{
		ChainID:       s.cfg.ChainID,
		Permit2:       s.cfg.Permit2.Hex(),
		Spender:       s.cfg.Gateway.Hex(),
		Token:         token.Hex(),
		Amount:        amount,
		Nonce:         nonce,
		Deadline:      deadline,
		InvoiceID:     inv.ID.String(),
		Merchant:      inv.MerchantWallet.Hex(),
		InvoiceAmount: invoiceAmount,
		PayoutToken:   inv.PayoutToken.Hex(),
	})
	resp := checkoutapi.PrepareResponse{
		TypedData: typed,
		Submission: checkoutapi.Submission{
			InvoiceID:  inv.ID.String(),
			Payer:      payer.Hex(),
			PayInToken: token.Hex(),
			AmountIn:   amount.String(),
			Permit2Data: checkoutapi.Permit2Data{
				Nonce:             nonce.String(),
				Deadline:          deadline.String(),
				Witness:           s.chain.WitnessHash(w).Hex(),
				WitnessTypeString: permit2.WitnessTypeString,
			},
		},
	}
	allowance, err := s.chain.Permit2Allowance(ctx, token, payer)
	if err != nil {
		return checkoutapi.PrepareResponse{}, apierr.New(apierr.ChainError, "Could not read the payer's Permit2 allowance; try again.").WithDetail(err.Error())
	}
	if allowance.Cmp(amount) < 0 {
		resp.Approval = &checkoutapi.Approval{
			To:   token.Hex(),
			Data: hexutil.Encode(s.chain.ApproveCalldata(s.cfg.Permit2, maxUint256)),
		}
		if resp.TokenPermit, err = s.tokenPermitOffer(ctx, token, payer, deadline); err != nil {
			return checkoutapi.PrepareResponse{}, err
		}
	}
	return resp, nil
}

// tokenPermitOffer is the EIP-2612 permit of token to Permit2 a payer may
// sign instead of sending the approval, or nil for a token without one.
// Like the approval it is for the most a uint256 holds, so the payer signs
// it once per token; it lapses with the payment's own permit.
func (s *Service) tokenPermitOffer(ctx context.Context, token, payer common.Address, deadline *big.Int) (*checkoutapi.TokenPermitOffer, error) {
	domain, err := s.chain.TokenPermitDomain(ctx, token)
	if errors.Is(err, ErrNoTokenPermit) {
		return nil, nil
	}
	if err != nil {
		return nil, apierr.New(apierr.ChainError, "Could not read the token's permit domain; try again.").WithDetail(err.Error())
	}
	nonce, err := s.chain.TokenPermitNonce(ctx, token, payer)
	if err != nil {
		return nil, apierr.New(apierr.ChainError, "Could not read the payer's token permit nonce; try again.").WithDetail(err.Error())
	}
	return &checkoutapi.TokenPermitOffer{
		TypedData: eip2612.New(domain, payer.Hex(), s.cfg.Permit2.Hex(), maxUint256, nonce, deadline),
		Value:     maxUint256.String(),
		Deadline:  deadline.String(),
	}, nil
}

// Submit checks a signed submission and queues it for settlement. The same
// signed submission sent again returns the stored one.
func (s *Service) Submit(ctx context.Context, req checkoutapi.SubmitRequest) (Submission, error) {
	var fields apierr.Fields
	id, err := invoice.ParseID(req.InvoiceID)
	if err != nil {
		fields.Add("invoiceId", "%s", err.Error())
	}
	payer, ok := parseAddress(req.Payer)
	if !ok {
		fields.Add("payer", "must be a 0x-prefixed 20-byte address")
	}
	token, ok := parseAddress(req.PayInToken)
	if !ok {
		fields.Add("payInToken", "must be the token contract's 0x-prefixed address")
	}
	amountIn, ok := parseUint256(req.AmountIn)
	if !ok || amountIn.Sign() == 0 {
		fields.Add("amountIn", "must be a positive integer in the token's smallest unit, as a string")
	}
	nonce, ok := parseUint256(req.Permit2Data.Nonce)
	if !ok {
		fields.Add("permit2Data.nonce", "must be an unsigned integer, as a decimal string")
	}
	deadline, ok := parseUint256(req.Permit2Data.Deadline)
	if !ok || !deadline.IsInt64() {
		fields.Add("permit2Data.deadline", "must be a unix time in seconds, as a decimal string")
	}
	witness, err := hexutil.Decode(req.Permit2Data.Witness)
	if err != nil || len(witness) != 32 {
		fields.Add("permit2Data.witness", "must be 0x followed by 64 hex digits")
	}
	if req.Permit2Data.WitnessTypeString != permit2.WitnessTypeString {
		fields.Add("permit2Data.witnessTypeString", "must be exactly %q", permit2.WitnessTypeString)
	}
	sig, err := hexutil.Decode(req.Permit2Signature)
	if err != nil || len(sig) != 65 {
		fields.Add("permit2Signature", "must be a 65-byte signature in hex")
	} else {
		sig = canonicalSignature(sig)
	}
	tokenPermit := parseTokenPermit(req.TokenPermit, &fields)
	if err := fields.Err(); err != nil {
		return Submission{}, err
	}
	sub := Submission{
		ID:          SubmissionID(s.cfg.ChainID, id, payer, nonce),
		InvoiceID:   id,
		Payer:       payer,
		PayInToken:  token,
		AmountIn:    amountIn,
		PermitNonce: nonce,
		Deadline:    deadline.Int64(),
		Signature:   sig,
		Status:      checkoutapi.StatusPending,
		TokenPermit: tokenPermit,
	}
	inv, err := s.payableInvoice(ctx, id)
	if err != nil {
		// The same submission again (a retry after a lost response)
		// answers with the first, whatever happened to the invoice since:
		// it may well be paid by this very submission.
		return s.storedOr(ctx, sub, err)
	}
	payIn, err := s.payInToken(inv, req.PayInToken, "payInToken")
	if err != nil {
		return Submission{}, err
	}
	// The price, the chain's clock and the gate's allow are rules of the
	// moment: a stored submission met them when it was stored, so while
	// it waits for the relayer a retry of it may break them. Such a
	// refusal is answered with the stored submission (storedOr), which
	// costs a read only on the way to a refusal. The other rules hold for
	// good: a submission breaking one was never stored.
	brokenForGood := false
	if payIn == inv.PayoutToken && amountIn.Cmp(big.NewInt(inv.Amount)) < 0 {
		fields.Add("amountIn", "does not cover the invoice: %s is less than %d", amountIn, inv.Amount)
		brokenForGood = true
	}
	if payIn != inv.PayoutToken {
		needed, err := s.swaps.MaxAmountIn(ctx, payIn, inv.PayoutToken, big.NewInt(inv.Amount), 0)
		if err != nil {
			return s.storedOr(ctx, sub, err)
		}
		if amountIn.Cmp(needed) < 0 {
			fields.Add("amountIn", "does not cover the swap at the current price: %s is less than the %s the pool needs for the invoice; prepare again", amountIn, needed)
		}
	}
	chainNow, err := s.chainNow(ctx)
	if err != nil {
		return s.storedOr(ctx, sub, err)
	}
	if deadline.Int64() <= chainNow.Add(time.Minute).Unix() {
		fields.Add("permit2Data.deadline", "has passed or is less than a minute away: prepare a new permit")
	}
	if tokenPermit != nil {
		if tokenPermit.Value.Cmp(amountIn) < 0 {
			fields.Add("tokenPermit.value", "does not cover the payment: %s is less than amountIn %s", tokenPermit.Value, amountIn)
			brokenForGood = true
		}
		if !tokenPermit.Deadline.IsInt64() || tokenPermit.Deadline.Int64() <= chainNow.Add(time.Minute).Unix() {
			fields.Add("tokenPermit.deadline", "has passed or is less than a minute away: prepare a new permit")
		}
	}
	if last := s.lastDeadline(inv, chainNow); last != nil && deadline.Cmp(last) > 0 {
		// The deadline is what holds the expiry on chain.
		fields.Add("permit2Data.deadline", "is after the invoice's expiry (%s): prepare a new permit", inv.ExpiresAt.UTC().Format(time.RFC3339))
		brokenForGood = true
	}
	w := witnessOf(inv)
	if common.BytesToHash(witness) != s.chain.WitnessHash(w) {
		fields.Add("permit2Data.witness", "is not this invoice's witness (invoice id, merchant, amount and payout token)")
		brokenForGood = true
	}
	if err := fields.Err(); err != nil {
		if brokenForGood {
			return Submission{}, err
		}
		return s.storedOr(ctx, sub, err)
	}
	signer, err := s.chain.PermitSigner(Permit{Token: token, Amount: amountIn, Nonce: nonce, Deadline: deadline}, w, sig)
	if err != nil || signer != payer {
		return Submission{}, apierr.New(apierr.InvalidSignature, "The Permit2 signature was not made by the payer for this permit and invoice; sign the typed data from prepare again.")
	}
	if sub.TokenPermit != nil {
		if err := s.checkTokenPermit(ctx, &sub); err != nil {
			return s.storedOr(ctx, sub, err)
		}
	}
	allowed, err := s.gate.HasFreshAllow(ctx, inv.MerchantID, payer)
	if err != nil {
		return s.storedOr(ctx, sub, err)
	}
	if !allowed {
		return s.storedOr(ctx, sub, apierr.New(apierr.ComplianceRequired, "The paying wallet has no current compliance clearance: call /api/checkout/authorize for it first."))
	}
	sub.CreatedAt = s.now().UTC()
	// A repeat that met every rule again is answered here too: the store
	// returns the submission already stored under its id.
	return s.store.CreateSubmission(ctx, sub)
}

// checkTokenPermit checks sub's token permit was signed by the payer for
// the token's next nonce, or drops it when Permit2's allowance already
// covers the payment (an approval sent meanwhile): the relayer then pays
// without it and spends no gas on it.
func (s *Service) checkTokenPermit(ctx context.Context, sub *Submission) error {
	allowance, err := s.chain.Permit2Allowance(ctx, sub.PayInToken, sub.Payer)
	if err != nil {
		return apierr.New(apierr.ChainError, "Could not read the payer's Permit2 allowance; try again.").WithDetail(err.Error())
	}
	if allowance.Cmp(sub.AmountIn) >= 0 {
		sub.TokenPermit = nil
		return nil
	}
	domain, err := s.chain.TokenPermitDomain(ctx, sub.PayInToken)
	if errors.Is(err, ErrNoTokenPermit) {
		f := apierr.Fields{}
		f.Add("tokenPermit", "this token has no EIP-2612 permit: send the approval transaction prepare answered instead")
		return f.Err()
	}
	if err != nil {
		return apierr.New(apierr.ChainError, "Could not read the token's permit domain; try again.").WithDetail(err.Error())
	}
	nonce, err := s.chain.TokenPermitNonce(ctx, sub.PayInToken, sub.Payer)
	if err != nil {
		return apierr.New(apierr.ChainError, "Could not read the payer's token permit nonce; try again.").WithDetail(err.Error())
	}
	tp := sub.TokenPermit
	signer, err := s.chain.TokenPermitSigner(domain, sub.Payer, tp.Value, nonce, tp.Deadline, tp.Signature)
	if err != nil || signer != sub.Payer {
		return apierr.New(apierr.InvalidSignature, "The token permit signature was not made by the payer for this token's next permit to Permit2; prepare and sign again.")
	}
	return nil
}

// parseTokenPermit reads a submission's optional token permit, adding what
// is wrong with it to fields.
func parseTokenPermit(raw *checkoutapi.TokenPermit, fields *apierr.Fields) *TokenPermit {
	if raw == nil {
		return nil
	}
	value, ok := parseUint256(raw.Value)
	if !ok || value.Sign() == 0 {
		fields.Add("tokenPermit.value", "must be a positive integer in the token's smallest unit, as a decimal string")
	}
	deadline, ok := parseUint256(raw.Deadline)
	if !ok {
		fields.Add("tokenPermit.deadline", "must be a unix time in seconds, as a decimal string")
	}
	sig, err := hexutil.Decode(raw.Signature)
	if err != nil || len(sig) != 65 {
		fields.Add("tokenPermit.signature", "must be a 65-byte signature in hex")
	} else {
		sig = canonicalSignature(sig)
	}
	return &TokenPermit{Value: value, Deadline: deadline, Signature: sig}
}

// canonicalSignature spells a 65-byte signature's recovery id as Permit2
// and the tokens' ecrecover read it, 27 or 28. Some wallets and libraries
// return 0 or 1 instead; both spellings of one signature are the same
// signature, so they are stored, compared and sent alike, and one never
// stands in the way of the other. Any other recovery id is left as it is,
// for the signer check to refuse (invalid_signature).
func canonicalSignature(sig []byte) []byte {
	if v := sig[64]; v == 0 || v == 1 {
		out := bytes.Clone(sig)
		out[64] = v + 27
		return out
	}
	return sig
}

// storedOr answers sub, about to be refused (or failed) with refusal by a
// rule of the moment, with the stored submission of its id when that is
// sub itself: the same permit with the same signature, sent again. When
// the store cannot tell, its error is the answer, not a refusal that could
// send the payer to sign again for a payment already queued.
func (s *Service) storedOr(ctx context.Context, sub Submission, refusal error) (Submission, error) {
	prev, err := s.store.Submission(ctx, sub.ID)
	switch {
	case errors.Is(err, ErrNotFound):
		return Submission{}, refusal
	case err != nil:
		return Submission{}, err
	case prev.sameSigned(sub):
		return prev, nil
	}
	return Submission{}, refusal
}

// sameSigned reports whether o is the permit of sub, signed alike. The id
// already binds the chain, invoice, payer and nonce.
func (sub Submission) sameSigned(o Submission) bool {
	return bytes.Equal(sub.Signature, o.Signature) && sub.PayInToken == o.PayInToken &&
		sub.AmountIn.Cmp(o.AmountIn) == 0 && sub.Deadline == o.Deadline
}

// Status reports a submission's progress (spec 4.4).
func (s *Service) Status(ctx context.Context, rawID string) (checkoutapi.Status, error) {
	b, err := hexutil.Decode(rawID)
	if err != nil || len(b) != 32 {
		f := apierr.Fields{}
		f.Add("submissionId", "must be 0x followed by 64 hex digits")
		return checkoutapi.Status{}, f.Err()
	}
	sub, err := s.store.Submission(ctx, common.BytesToHash(b))
	if errors.Is(err, ErrNotFound) {
		return checkoutapi.Status{}, apierr.New(apierr.NotFound, "No submission has id %s.", rawID)
	}
	if err != nil {
		return checkoutapi.Status{}, err
	}
	out := checkoutapi.Status{Status: sub.Status}
	if sub.SettleTxHash != (common.Hash{}) {
		h := sub.SettleTxHash.Hex()
		out.SettleTxHash = &h
	}
	if sub.RefundTxHash != (common.Hash{}) {
		h := sub.RefundTxHash.Hex()
		out.RefundTxHash = &h
	}
	if sub.Error != "" {
		e := sub.Error
		out.Error = &e
	}
	return out, nil
}

// SubmissionID is deterministic for (chain, invoice, payer, Permit2 nonce).
func SubmissionID(chainID *big.Int, id invoice.ID, payer common.Address, nonce *big.Int) common.Hash {
	return crypto.Keccak256Hash(
		common.LeftPadBytes(chainID.Bytes(), 32),
		id[:],
		common.LeftPadBytes(payer.Bytes(), 32),
		common.LeftPadBytes(nonce.Bytes(), 32),
	)
}

func (s *Service) payableInvoice(ctx context.Context, id invoice.ID) (invoice.Invoice, error) {
	inv, err := s.invoices.Get(ctx, id)
	if errors.Is(err, invoice.ErrNotFound) {
		return inv, apierr.New(apierr.NotFound, "No invoice has id %s.", id)
	}
	if err != nil {
		return inv, err
	}
	switch {
	case inv.Status == invoice.Failed:
		return inv, apierr.New(apierr.InvoiceNotOpen, "The invoice could not be put on chain, so it cannot be paid; ask the merchant for a new invoice.").WithDetail(inv.Failure)
	case inv.Status == invoice.Expired || inv.ExpiredAt(s.now()):
		return inv, apierr.New(apierr.InvoiceExpired, "The invoice expired at %s unpaid and can no longer be paid; ask the merchant for a new one.", inv.ExpiresAt.UTC().Format(time.RFC3339))
	case inv.Status == invoice.Voided:
		return inv, apierr.New(apierr.InvoiceVoided, "The merchant voided this invoice; it can no longer be paid.")
	case !inv.Status.Payable():
		return inv, apierr.New(apierr.InvoiceNotOpen, "The invoice is %s and cannot be paid.", inv.Status)
	}
	return inv, nil
}

// lastDeadline is the latest Permit2 deadline a payment of inv may carry,
// on the chain's clock: its expiry, moved by as much as the chain's clock
// runs ahead of this one (a dev chain that travelled in time). The
// signature itself then bounds the payment: Permit2 refuses it on chain
// after the expiry, whoever relays it. Nil: inv never expires.
func (s *Service) lastDeadline(inv invoice.Invoice, chainNow time.Time) *big.Int {
	if inv.ExpiresAt == nil {
		return nil
	}
	at := *inv.ExpiresAt
	if ahead := chainNow.Sub(s.now()); ahead > 0 {
		at = at.Add(ahead)
	}
	return big.NewInt(at.Unix())
}

// payInToken resolves the token a payer pays with (a symbol or an address)
// and checks it is the invoice's.
func (s *Service) payInToken(inv invoice.Invoice, raw, field string) (common.Address, error) {
	want := s.cfg.Tokens[inv.PayInToken]
	if want == (common.Address{}) || (want != inv.PayoutToken && s.swaps == nil) {
		return common.Address{}, apierr.New(apierr.SwapUnavailable,
			"This invoice is paid in %s, which settles through a swap into USDC; swaps are not available on this deployment.", inv.PayInToken)
	}
	var got common.Address
	switch {
	case raw == "" || strings.EqualFold(raw, string(inv.PayInToken)):
		got = want
	case common.IsHexAddress(raw) && strings.HasPrefix(raw, "0x"):
		got = common.HexToAddress(raw)
	default:
		got = common.Address{1}
	}
	if got != want {
		f := apierr.Fields{}
		f.Add(field, "must be the invoice's pay-in token, %s (%s)", inv.PayInToken, want.Hex())
		return common.Address{}, f.Err()
	}
	return want, nil
}

func latest(a, b time.Time) time.Time {
	if a.After(b) {
		return a
	}
	return b
}

func witnessOf(inv invoice.Invoice) Witness {
	return Witness{InvoiceID: inv.ID, Merchant: inv.MerchantWallet, PayoutToken: inv.PayoutToken, Amount: big.NewInt(inv.Amount)}
}

func parseAddress(s string) (common.Address, bool) {
	if len(s) != 42 || !strings.HasPrefix(s, "0x") {
		return common.Address{}, false
	}
	if _, err := hex.DecodeString(s[2:]); err != nil {
		return common.Address{}, false
	}
	return common.HexToAddress(s), true
}

func parseUint256(s string) (*big.Int, bool) {
	if s == "" || len(s) > 78 || strings.TrimLeft(s, "0123456789") != "" {
		return nil, false
	}
	v, ok := new(big.Int).SetString(s, 10)
	if !ok || v.Cmp(maxUint256) > 0 {
		return nil, false
	}
	return v, true
}

// permitNonce reserves payer's next Permit2 nonce in the payer's word, so
// that consecutive payments flip bits of one bitmap word: after the first,
// Permit2 rewrites a non-zero word (~17,000 gas less than a new one). The
// counter in the store keeps concurrent prepares, in any process, apart; the
// chain's bitmap, read once, skips nonces spent elsewhere (Permit2's nonce
// space is shared by every spender of the payer). A word with nothing left
// is replaced by a fresh random one. A nonce prepared and never signed is
// only a gap.
func (s *Service) permitNonce(ctx context.Context, payer common.Address) (*big.Int, error) {
	for range maxNonceWords {
		fresh, err := randomWordPos()
		if err != nil {
			return nil, err
		}
		word, err := s.store.PayerNonceWord(ctx, payer, fresh)
		if err != nil {
			return nil, err
		}
		spent, err := s.chain.NonceBitmap(ctx, payer, word.Pos)
		if err != nil {
			return nil, apierr.New(apierr.ChainError, "Could not read the payer's Permit2 nonces; try again.").WithDetail(err.Error())
		}
		for from := firstClearBit(spent, word.NextBit); from < 256; from = firstClearBit(spent, from) {
			bit, ok, err := s.store.ReserveNonceBit(ctx, payer, word.Pos, from)
			if err != nil {
				return nil, err
			}
			if !ok {
				break
			}
			if spent.Bit(bit) == 0 {
				return new(big.Int).Or(new(big.Int).Lsh(word.Pos, 8), big.NewInt(int64(bit))), nil
			}
			// Another prepare advanced the counter past from onto a spent bit.
			from = bit + 1
		}
		next, err := randomWordPos()
		if err != nil {
			return nil, err
		}
		if err := s.store.MovePayerNonceWord(ctx, payer, word.Pos, next); err != nil {
			return nil, err
		}
	}
	return nil, fmt.Errorf("checkout: no free Permit2 nonce for %s in %d words", payer.Hex(), maxNonceWords)
}

// maxNonceWords bounds how many words one prepare tries; each full word
// takes 256 prepares (or spends elsewhere) to use up.
const maxNonceWords = 4

// firstClearBit is the first bit at or after from that bitmap does not set,
// or 256.
func firstClearBit(bitmap *big.Int, from int) int {
	for from < 256 && bitmap.Bit(from) == 1 {
		from++
	}
	return from
}

// randomWordPos draws a Permit2 nonce word in the upper half of the 248-bit
// word space, far from the low words wallets and dapps count up from.
func randomWordPos() (*big.Int, error) {
	var b [31]byte
	if _, err := rand.Read(b[:]); err != nil {
		return nil, fmt.Errorf("checkout: no secure randomness: %w", err)
	}
	b[0] |= 0x80
	return new(big.Int).SetBytes(b[:]), nil
}

// chainNow is the chain's clock, which windows and deadlines run on.
func (s *Service) chainNow(ctx context.Context) (time.Time, error) {
	now, err := s.chain.Now(ctx)
	if err != nil {
		return time.Time{}, apierr.New(apierr.ChainError, "Could not read the chain's time; try again.").WithDetail(err.Error())
	}
	return now, nil
}

package checkout

import (
	"bytes"
	"context"
	"errors"
	"math/big"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/hexutil"

	"github.com/paystead/paystead/backend/invoice"
	"github.com/paystead/paystead/shared/apierr"
	"github.com/paystead/paystead/shared/checkoutapi"
	"github.com/paystead/paystead/shared/permit2"
)

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
	// One signature: the Permit2 message's, or the EIP-3009 authorization's prepare offered.
	sigField, sigHex := "permit2Signature", req.Permit2Signature
	authorized := req.AuthorizationSignature != ""
	if authorized {
		sigField, sigHex = "authorizationSignature", req.AuthorizationSignature
		if req.Permit2Signature != "" {
			fields.Add("permit2Signature", "must be absent with an authorizationSignature: a payment is signed one way")
		}
	}
	sig, err := hexutil.Decode(sigHex)
	if err != nil || len(sig) != 65 {
		fields.Add(sigField, "must be a 65-byte signature in hex")
	} else {
		sig = canonicalSignature(sig)
	}
	tokenPermit := parseTokenPermit(req.TokenPermit, &fields)
	if err := fields.Err(); err != nil {
		return Submission{}, err
	}
	sub := Submission{
		InvoiceID:   id,
		Payer:       payer,
		PayInToken:  token,
		AmountIn:    amountIn,
		PermitNonce: nonce,
		Deadline:    deadline.Int64(),
		Signature:   sig,
		Status:      checkoutapi.StatusPending,
		TokenPermit: tokenPermit,
		// The permit's nonce names the submission either way.
		Authorization: authorized,
	}
	inv, err := s.payableInvoice(ctx, id)
	// A submission's id names the chain of the invoice it pays (none for
	// an invoice that does not exist: nothing is stored under it).
	sub.ID, sub.ChainID = SubmissionID(big.NewInt(inv.ChainID), id, payer, nonce), inv.ChainID
	if err != nil {
		// The same submission again (a retry after a lost response)
		// answers with the first, whatever happened to the invoice since:
		// it may well be paid by this very submission.
		return s.storedOr(ctx, sub, err)
	}
	if req.ChainID != 0 && req.ChainID != inv.ChainID {
		return s.storedOr(ctx, sub, errNetworkChanged(inv))
	}
	n, err := s.networkOf(inv)
	if err != nil {
		return s.storedOr(ctx, sub, err)
	}
	payIn, err := n.payInToken(inv, req.PayInToken, "payInToken")
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
		needed, err := n.Swaps.MaxAmountIn(ctx, payIn, inv.PayoutToken, big.NewInt(inv.Amount), 0)
		if err != nil {
			return s.storedOr(ctx, sub, err)
		}
		if amountIn.Cmp(needed) < 0 {
			fields.Add("amountIn", "does not cover the swap at the current price: %s is less than the %s the pool needs for the invoice; prepare again", amountIn, needed)
		}
	}
	chainNow, err := n.now(ctx)
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
	if common.BytesToHash(witness) != n.Chain.WitnessHash(w) {
		fields.Add("permit2Data.witness", "is not this invoice's witness (invoice id, merchant, amount and payout token)")
		brokenForGood = true
	}
	if err := fields.Err(); err != nil {
		if brokenForGood {
			return Submission{}, err
		}
		return s.storedOr(ctx, sub, err)
	}
	if authorized {
		if err := n.checkAuthorization(ctx, sub, w, &fields); err != nil {
			return s.storedOr(ctx, sub, err)
		}
		if err := fields.Err(); err != nil {
			return Submission{}, err
		}
	} else {
		signer, err := n.Chain.PermitSigner(Permit{Token: token, Amount: amountIn, Nonce: nonce, Deadline: deadline}, w, sig)
		if err != nil || signer != payer {
			return Submission{}, apierr.New(apierr.InvalidSignature, "The Permit2 signature was not made by the payer for this permit and invoice; sign the typed data from prepare again.")
		}
	}
	if sub.TokenPermit != nil {
		if err := n.checkTokenPermit(ctx, &sub); err != nil {
			return s.storedOr(ctx, sub, err)
		}
	}
	// A frozen payer's payment could never settle; one signed while the
	// token is paused waits for it to resume.
	if err := n.issuerAllows(ctx, inv, token, payer, false); err != nil {
		return s.storedOr(ctx, sub, err)
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
	stored, err := s.store.CreateSubmission(ctx, sub)
	if errors.Is(err, ErrNetworkChanged) {
		return Submission{}, errNetworkChanged(inv)
	}
	return stored, err
}

// checkTokenPermit checks sub's token permit was signed by the payer for
// the token's next nonce, or drops it when Permit2's allowance already
// covers the payment (an approval sent meanwhile): the relayer then pays
// without it and spends no gas on it.
func (n *Network) checkTokenPermit(ctx context.Context, sub *Submission) error {
	allowance, err := n.Chain.Permit2Allowance(ctx, sub.PayInToken, sub.Payer)
	if err != nil {
		return apierr.New(apierr.ChainError, "Could not read the payer's Permit2 allowance; try again.").WithDetail(err.Error())
	}
	if allowance.Cmp(sub.AmountIn) >= 0 {
		sub.TokenPermit = nil
		return nil
	}
	domain, err := n.Chain.TokenPermitDomain(ctx, sub.PayInToken)
	if errors.Is(err, ErrNoTokenPermit) {
		f := apierr.Fields{}
		f.Add("tokenPermit", "this token has no EIP-2612 permit: send the approval transaction prepare answered instead")
		return f.Err()
	}
	if err != nil {
		return apierr.New(apierr.ChainError, "Could not read the token's permit domain; try again.").WithDetail(err.Error())
	}
	nonce, err := n.Chain.TokenPermitNonce(ctx, sub.PayInToken, sub.Payer)
	if err != nil {
		return apierr.New(apierr.ChainError, "Could not read the payer's token permit nonce; try again.").WithDetail(err.Error())
	}
	tp := sub.TokenPermit
	signer, err := n.Chain.TokenPermitSigner(domain, sub.Payer, tp.Value, nonce, tp.Deadline, tp.Signature)
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

// errNetworkChanged refuses a permit signed for a network inv has left.
func errNetworkChanged(inv invoice.Invoice) error {
	return apierr.New(apierr.NetworkChanged,
		"The invoice moved to another of its networks (chain %d) after this payment was prepared; prepare and sign again there.", inv.ChainID)
}

package escrow

import (
	"context"
	"errors"
	"math/big"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/google/uuid"

	"github.com/paystead/paystead/backend/invoice"
	"github.com/paystead/paystead/shared/apierr"
)

// Held is what the gateway holds of one token on one chain for an invoice, paid to no invoice
// (#34): a transfer to its deposit address after it was paid, expired or voided, in a token it
// does not take, on a chain where it is not staged, or an overpayment's surplus. It is the
// customer's, returned to an address they give through a return link.
type Held struct {
	InvoiceID invoice.ID
	ChainID   int64
	Token     common.Address
	Held      *big.Int  // every hold so far, in the token's smallest unit
	Returned  *big.Int  // what went back
	Since     time.Time // the first hold's block time
	// Symbol and Decimals name the token when the deployment takes it ("" otherwise: a token
	// sent by mistake, shown by its address and smallest units).
	Symbol   string
	Decimals uint8
}

// TokenLookup names a token of a chain: its symbol and decimals, false when the deployment does
// not take it.
type TokenLookup func(chainID int64, token common.Address) (symbol string, decimals uint8, ok bool)

// TokenName is token's symbol and decimals on chainID, false when the deployment does not take it.
func (s *Service) TokenName(chainID int64, token common.Address) (string, uint8, bool) {
	if s.lookup == nil {
		return "", 0, false
	}
	return s.lookup(chainID, token)
}

// SetTokenLookup names the held funds' tokens the deployment takes.
func (s *Service) SetTokenLookup(lookup TokenLookup) { s.lookup = lookup }

// Remaining is what the gateway still holds.
func (h Held) Remaining() *big.Int { return new(big.Int).Sub(h.Held, h.Returned) }

// HeldStore reads held funds.
type HeldStore interface {
	// HeldFunds lists what was held and returned for invoice id, per chain and token, oldest
	// first (none: nothing was ever held).
	HeldFunds(ctx context.Context, id invoice.ID) ([]Held, error)
}

// HeldFunds lists what the gateway holds for the merchant's invoice id, paid to no invoice.
func (s *Service) HeldFunds(ctx context.Context, merchantID uuid.UUID, id invoice.ID) ([]Held, error) {
	if _, err := s.merchantInvoice(ctx, merchantID, id); err != nil {
		return nil, err
	}
	held, err := s.store.HeldFunds(ctx, id)
	if err != nil {
		return nil, err
	}
	for i, h := range held {
		if sym, dec, ok := s.TokenName(h.ChainID, h.Token); ok {
			held[i].Symbol, held[i].Decimals = sym, dec
		}
	}
	return held, nil
}

// merchantInvoice reads the merchant's invoice id in any state, or the 404 that refuses it.
func (s *Service) merchantInvoice(ctx context.Context, merchantID uuid.UUID, id invoice.ID) (Paid, error) {
	p, err := s.store.PaidInvoice(ctx, id)
	if errors.Is(err, invoice.ErrNotFound) || (err == nil && p.MerchantID != merchantID) {
		return Paid{}, apierr.New(apierr.NotFound, "No invoice of yours has id %s.", id)
	}
	return p, err
}

// heldOf is what is held of token on chainID for the merchant's invoice id, or the 404 that says
// nothing is.
func (s *Service) heldOf(ctx context.Context, merchantID uuid.UUID, id invoice.ID, chainID int64, token common.Address) (Held, error) {
	held, err := s.HeldFunds(ctx, merchantID, id)
	if err != nil {
		return Held{}, err
	}
	for _, h := range held {
		if h.ChainID == chainID && h.Token == token && h.Remaining().Sign() > 0 {
			return h, nil
		}
	}
	return Held{}, apierr.New(apierr.NotFound, "Nothing of token %s is held on chain %d for invoice %s.", token.Hex(), chainID, id)
}

// sendReturn sends what l returns (no more than is still held) to to, once to passes screening
// as a refund's address does.
func (s *Service) sendReturn(ctx context.Context, l Link, to common.Address) (common.Hash, error) {
	if err := s.checkConsent(ctx, &Consent{To: to}); err != nil {
		return common.Hash{}, err
	}
	h, err := s.heldOf(ctx, l.MerchantID, l.InvoiceID, l.Held.ChainID, l.Held.Token)
	if e, ok := apierr.As(err); ok && e.Code == apierr.NotFound {
		return common.Hash{}, apierr.New(apierr.RefundLinkClosed, "Nothing this link returns is held any more: it was returned meanwhile.")
	}
	if err != nil {
		return common.Hash{}, err
	}
	amount := l.Held.Amount
	if rest := h.Remaining(); amount.Cmp(rest) > 0 {
		amount = rest
	}
	var frozen *FrozenError
	tx, err := s.chain.SendReturn(ctx, h, to, amount)
	switch {
	case errors.As(err, &frozen):
		return common.Hash{}, apierr.New(apierr.WalletFrozen, "The token's issuer has frozen %s, so nothing can be sent there; name another address. Nothing was returned.", frozen.Wallet.Hex())
	case err != nil:
		return common.Hash{}, apierr.New(apierr.ChainError, "The return could not be sent; nothing was returned. Try again in a moment.").WithDetail(err.Error())
	}
	return tx, nil
}

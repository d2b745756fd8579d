package invoice

import (
	"context"
	"errors"
	"slices"

	"github.com/ethereum/go-ethereum/common"

	"github.com/paystead/paystead/shared/apierr"
	"github.com/paystead/paystead/shared/invoiceapi"
)

// Network is a chain invoices are staged and paid on: its gateway, its
// tokens (their payout tokens on this chain) and its Issuer.
type Network struct {
	ChainID int64
	Gateway common.Address
	// Tokens are the pay-in tokens an invoice may be in, in the order an
	// error names them; nil: those of spec 2.1, with no payout token known.
	Tokens []PayIn
	Issuer Issuer
}

// ErrMoveRefused marks Store.MoveInvoice's refusal: the invoice is not
// open on the chain it was read on, or a payment of it is pending or in
// flight.
var ErrMoveRefused = errors.New("invoice cannot move now")

// Placement is a network an invoice moves to: the chain, its gateway, and
// the contract the invoice's token is paid out in there.
type Placement struct {
	ChainID     int64
	Gateway     common.Address
	PayoutToken common.Address
}

// networksFor resolves the networks a new invoice in token may be paid on:
// those requested, in their order, or else every network the merchant
// enabled (enabled, in its order; nil: the deployment's, in its order)
// that has the token.
func (s *Service) networksFor(requested, enabled []int64, token invoiceapi.Token) ([]*Network, error) {
	if len(s.cfg.Networks) == 0 {
		return nil, errors.New("invoice: no network configured")
	}
	var out []*Network
	if requested == nil {
		candidates := enabled
		if candidates == nil {
			candidates = s.chainIDs()
		}
		for _, id := range candidates {
			if n, ok := s.networks[id]; ok {
				if _, has := n.payout(token); has {
					out = append(out, n)
				}
			}
		}
		if len(out) == 0 {
			f := apierr.Fields{}
			f.Add("payInToken", "none of the networks you take payments on takes %s", token)
			return nil, f.Err()
		}
		return out, nil
	}
	f := apierr.Fields{}
	for _, id := range requested {
		n, ok := s.networks[id]
		if !ok {
			f.Add("networks", "chain %d is not a network of this deployment (it settles on %v)", id, s.chainIDs())
			continue
		}
		if enabled != nil && !slices.Contains(enabled, id) {
			f.Add("networks", "chain %d is not among the networks you take payments on (%v; see /m/settings)", id, enabled)
			continue
		}
		if _, has := n.payout(token); !has {
			f.Add("networks", "chain %d does not take %s", id, token)
			continue
		}
		out = append(out, n)
	}
	return out, f.Err()
}

func (s *Service) chainIDs() []int64 {
	out := make([]int64, len(s.cfg.Networks))
	for i, n := range s.cfg.Networks {
		out[i] = n.ChainID
	}
	return out
}

func chainIDs(networks []*Network) []int64 {
	out := make([]int64, len(networks))
	for i, n := range networks {
		out[i] = n.ChainID
	}
	return out
}

// Move makes chainID, one of the invoice's networks, the one it is paid
// on, at the customer's choice: it is staged there (unless it was before,
// when it is open there again at once) and payable on no other. An
// invoice already on chainID is answered as it is. Refused: an invoice
// not open (still staging, paid, or further on), one with a payment
// pending or in flight, and a network whose gateway does not let the
// server wallet stage for the merchant.
func (s *Service) Move(ctx context.Context, id ID, chainID int64) (Invoice, error) {
	inv, err := s.store.Invoice(ctx, id)
	if errors.Is(err, ErrNotFound) {
		return inv, apierr.New(apierr.NotFound, "No invoice has id %s.", id)
	}
	if err != nil || inv.ChainID == chainID {
		return inv, err
	}
	n, ok := s.networks[chainID]
	if !ok || !slices.Contains(inv.PayableOn(), chainID) {
		f := apierr.Fields{}
		f.Add("chainId", "invoice %s is paid on chain %v only", id, inv.PayableOn())
		return inv, f.Err()
	}
	payout, ok := n.payout(inv.PayInToken)
	if !ok {
		f := apierr.Fields{}
		f.Add("chainId", "chain %d does not take %s", chainID, inv.PayInToken)
		return inv, f.Err()
	}
	if err := s.movable(inv); err != nil {
		return inv, err
	}
	if err := n.requireAgent(ctx, Merchant{ID: inv.MerchantID, OwnerWallet: inv.MerchantWallet}); err != nil {
		return inv, err
	}
	moved, err := s.store.MoveInvoice(ctx, id, inv.ChainID, Placement{ChainID: chainID, Gateway: n.Gateway, PayoutToken: payout})
	if errors.Is(err, ErrMoveRefused) {
		// Something changed since the read: say what.
		if now, rerr := s.store.Invoice(ctx, id); rerr == nil {
			if merr := s.movable(now); merr != nil {
				return now, merr
			}
		}
		return inv, apierr.New(apierr.PaymentInFlight, "A payment of invoice %s is being settled; it cannot move to another network now.", id)
	}
	if err != nil {
		return inv, err
	}
	if moved.Status == Staging {
		n.Issuer.Wake()
	}
	return moved, nil
}

// movable refuses to move an invoice that is not open, unless it is still
// waiting for its staging transaction.
func (s *Service) movable(inv Invoice) error {
	switch {
	case inv.Status == Staging && inv.StageTxHash == (common.Hash{}):
		return nil
	case inv.Status == Staging:
		return apierr.New(apierr.InvoiceNotOpen, "Invoice %s is still being put on chain %d; choose the network again in a moment.", inv.ID, inv.ChainID)
	case inv.ExpiredAt(s.now()) || inv.Status == Expired:
		return apierr.New(apierr.InvoiceExpired, "The invoice expired unpaid and can no longer be paid; ask the merchant for a new one.")
	case inv.Status == Voided:
		return apierr.New(apierr.InvoiceVoided, "The merchant voided this invoice; it can no longer be paid.")
	case inv.Status != Open:
		return apierr.New(apierr.InvoiceNotOpen, "The invoice is %s and cannot be paid.", inv.Status)
	}
	return nil
}

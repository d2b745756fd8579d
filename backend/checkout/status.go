package checkout

import (
	"context"
	"errors"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/hexutil"

	"github.com/paystead/paystead/backend/invoice"
	"github.com/paystead/paystead/shared/apierr"
	"github.com/paystead/paystead/shared/checkoutapi"
)

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
	if sub.Status == checkoutapi.StatusPending || sub.Status == checkoutapi.StatusProcessing {
		// Why it waits, when its token's issuer paused it: the payment
		// goes out once the token resumes.
		if n, ok := s.networks[sub.ChainID]; ok {
			if paused, err := n.Chain.TokenPaused(ctx, sub.PayInToken); err == nil && paused {
				w := checkoutapi.WaitingTokenPaused
				out.Waiting = &w
			}
		}
	}
	return out, nil
}

// issuerAllows refuses a payment of inv in token from payer that the
// token's issuer would stop: the payer barred by its blacklist
// (wallet_frozen), or, when refusePaused, the token or the invoice's
// payout token paused (token_paused). A payment already signed while a
// token is paused is taken, and waits.
func (n *Network) issuerAllows(ctx context.Context, inv invoice.Invoice, token, payer common.Address, refusePaused bool) error {
	symbol := n.symbolOf(token)
	barred, err := n.Chain.TokenBlacklisted(ctx, token, payer)
	if err != nil {
		return apierr.New(apierr.ChainError, "Could not read the token's blacklist; try again.").WithDetail(err.Error())
	}
	if barred {
		return apierr.New(apierr.WalletFrozen, "The issuer of %s has frozen the wallet %s: it cannot send %s, so it cannot pay this invoice. Nothing was charged.", symbol, payer.Hex(), symbol)
	}
	if !refusePaused {
		return nil
	}
	tokens := []common.Address{token}
	if inv.PayoutToken != token {
		tokens = append(tokens, inv.PayoutToken) // a swap's output moves too
	}
	for _, t := range tokens {
		paused, err := n.Chain.TokenPaused(ctx, t)
		if err != nil {
			return apierr.New(apierr.ChainError, "Could not read whether the token is paused; try again.").WithDetail(err.Error())
		}
		if paused {
			return apierr.New(apierr.TokenPaused, "The issuer of %s has paused every transfer of it for now, so no payment in it can go through. Nothing was charged; try again later.", n.symbolOf(t))
		}
	}
	return nil
}

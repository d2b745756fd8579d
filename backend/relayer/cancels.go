package relayer

import (
	"context"
	"errors"
	"fmt"
	"math/big"

	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/google/uuid"

	"github.com/paystead/paystead/backend/chain"
	"github.com/paystead/paystead/backend/subscription"
)

// PurposeCancel records a subscription's cancel on the manager (#35).
const PurposeCancel Purpose = "cancel"

// PendingCancel is a subscription canceled in Paystead whose cancel the manager has not recorded:
// sent by the server wallet (the merchant's agent) with the payer's signature when the payer
// canceled, which makes it valid from anyone.
type PendingCancel struct {
	Sub       subscription.Subscription
	Deadline  int64
	Signature []byte
}

// CancelStore keeps the cancels to record on chain.
type CancelStore interface {
	// CancelsPending lists up to limit of chainID's canceled subscriptions whose cancel no
	// transaction mined, none with one in flight.
	CancelsPending(ctx context.Context, chainID int64, limit int) ([]PendingCancel, error)
	// CancelRefused gives up recording subscription id's cancel on chain (the manager refuses it):
	// Paystead charges it no more all the same.
	CancelRefused(ctx context.Context, id uuid.UUID) error
}

// Cancel sends the manager the cancels of subscriptions canceled in Paystead, so that the chain
// refuses their charges too, whoever would send them, and returns how many it sent.
func (c *Charger) Cancel(ctx context.Context, store CancelStore) (int, error) {
	pending, err := store.CancelsPending(ctx, c.sender.ChainID(), 20)
	if err != nil {
		return 0, err
	}
	sent := 0
	for _, p := range pending {
		_, err := c.sender.send(ctx, PurposeCancel, func(opts *bind.TransactOpts) (*types.Transaction, error) {
			return c.manager.Cancel(ctx, opts, p.Sub.Terms, big.NewInt(p.Deadline), p.Signature)
		}, func(t Tx, signed *types.Transaction) error {
			return t.StoreCancel(ctx, c.sender.account, signed, p.Sub.ID)
		})
		var revert *chain.RevertError
		switch {
		case errors.As(err, &revert):
			c.log.WarnContext(ctx, "the subscription manager refuses a cancel; Paystead charges the subscription no more all the same",
				"subscription", p.Sub.ID, "revert", revert.Name)
			if err := store.CancelRefused(ctx, p.Sub.ID); err != nil {
				return sent, err
			}
		case err != nil:
			return sent, fmt.Errorf("cancel subscription %s on chain: %w", p.Sub.ID, err)
		default:
			sent++
		}
	}
	return sent, nil
}

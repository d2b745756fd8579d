package subscription

import (
	"context"
	"errors"
	"fmt"
	"math/big"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/google/uuid"

	"github.com/paystead/paystead/backend/chain"
	"github.com/paystead/paystead/shared/apierr"
	"github.com/paystead/paystead/shared/subscriptionapi"
)

// What the payer and the merchant do with a subscription once it exists: cancel it, and give a new
// allowance when the one before was revoked, spent or ran out.

// Cancel reasons.
const (
	CanceledByMerchant = subscriptionapi.CanceledByMerchant
	CanceledByCustomer = subscriptionapi.CanceledByCustomer
)

// Cancel cancels merchantID's subscription id: no charge comes after, and the manager is told, so
// that the chain refuses one too.
func (s *Subscriptions) Cancel(ctx context.Context, merchantID, id uuid.UUID) (Subscription, error) {
	sub, _, err := s.store.CancelSubscription(ctx, merchantID, id, CanceledByMerchant, 0, nil)
	if errors.Is(err, ErrNotFound) {
		return Subscription{}, apierr.New(apierr.NotFound, "No subscription %s of yours.", id)
	}
	return sub, err
}

// ForPayer reads subscription id with its charges, as its payer sees it on the customer's page.
func (s *Subscriptions) ForPayer(ctx context.Context, id uuid.UUID) (Subscription, []Charge, error) {
	sub, err := s.store.SubscriptionByID(ctx, id)
	if errors.Is(err, ErrNotFound) {
		return Subscription{}, nil, apierr.New(apierr.NotFound, "No subscription %s.", id)
	}
	if err != nil {
		return Subscription{}, nil, err
	}
	charges, err := s.store.Charges(ctx, id)
	return sub, charges, err
}

// MaxPayerSubscriptions is how many of a wallet's subscriptions its payer's list shows.
const MaxPayerSubscriptions = 200

// OfPayer lists the subscriptions payer pays, newest first: the wallet's own list, once it proved
// it holds the wallet.
func (s *Subscriptions) OfPayer(ctx context.Context, payer common.Address) ([]Subscription, error) {
	return s.store.SubscriptionsOfPayer(ctx, payer, MaxPayerSubscriptions)
}

// CancelByPayer cancels subscription id for its payer, who signed CancelSubscription of its
// terms until deadline in the manager's EIP-712 domain: no gas, no sign-in. The signature goes
// to the manager too, where it is valid from any sender.
func (s *Subscriptions) CancelByPayer(ctx context.Context, id uuid.UUID, deadline int64, signature []byte) (Subscription, error) {
	sub, err := s.store.SubscriptionByID(ctx, id)
	if errors.Is(err, ErrNotFound) {
		return Subscription{}, apierr.New(apierr.NotFound, "No subscription %s.", id)
	}
	if err != nil {
		return Subscription{}, err
	}
	if deadline <= s.now().Unix() {
		return Subscription{}, fieldErr("deadline", "has passed: sign again with a deadline a few minutes ahead")
	}
	digest, err := chain.SubscriptionCancelDigest(big.NewInt(sub.ChainID), sub.Manager, sub.TermsHash(), big.NewInt(deadline))
	if err != nil {
		return Subscription{}, err
	}
	if signer, err := recoverSigner(digest, signature); err != nil || signer != sub.Terms.Payer {
		return Subscription{}, apierr.New(apierr.InvalidSignature, "The signature is not the subscription's payer's CancelSubscription of it.")
	}
	out, _, err := s.store.CancelSubscription(ctx, uuid.Nil, id, CanceledByCustomer, deadline, signature)
	return out, err
}

// Renewal is what the payer of a subscription does when the allowance it gave was revoked, spent
// or ran out: send Approval first when it is set (the token's own approval to Permit2 was revoked
// too), then sign Permit.
type Renewal struct {
	Permit   chain.AllowancePermit
	Approval *Approval
}

// NewAllowance is the allowance the payer of subscription id signs when the one it gave was
// revoked, spent or ran out: its remaining charges (five years of them without an end), with the
// nonce Permit2 expects next for the subscription's address; and the approval to send first when
// the token no longer lets Permit2 move a charge.
func (s *Subscriptions) NewAllowance(ctx context.Context, id uuid.UUID) (Subscription, Renewal, error) {
	sub, err := s.liveForPayer(ctx, id)
	if err != nil {
		return Subscription{}, Renewal{}, err
	}
	now, err := s.network.Now(ctx)
	if err != nil {
		return Subscription{}, Renewal{}, fmt.Errorf("new allowance: the chain's time: %w", err)
	}
	nonce, err := s.network.Permit2Nonce(ctx, sub.Terms.Payer, sub.Terms.Token, sub.Permit.Spender)
	if err != nil {
		return Subscription{}, Renewal{}, apierr.New(apierr.ChainError, "Could not read the allowance on Permit2; try again.")
	}
	approval, err := s.approvalFor(ctx, sub.Terms)
	if err != nil {
		return Subscription{}, Renewal{}, err
	}
	return sub, Renewal{Permit: allowanceFor(sub.Manager, sub.Terms, sub.NextIndex, now, nonce), Approval: approval}, nil
}

// RenewAllowance stores the new allowance p its payer signed for subscription id (as NewAllowance
// drew it, or any that covers a charge and names the subscription's address, token and Permit2's
// next nonce); the next charge gives it on chain, at once for a subscription past due.
func (s *Subscriptions) RenewAllowance(ctx context.Context, id uuid.UUID, p chain.AllowancePermit, signature []byte) (Subscription, error) {
	sub, err := s.liveForPayer(ctx, id)
	if err != nil {
		return Subscription{}, err
	}
	now, err := s.network.Now(ctx)
	if err != nil {
		return Subscription{}, fmt.Errorf("renew allowance: the chain's time: %w", err)
	}
	nonce, err := s.network.Permit2Nonce(ctx, sub.Terms.Payer, sub.Terms.Token, sub.Permit.Spender)
	if err != nil {
		return Subscription{}, apierr.New(apierr.ChainError, "Could not read the allowance on Permit2; try again.")
	}
	switch {
	case p.Spender != sub.Permit.Spender || p.Token != sub.Terms.Token:
		return Subscription{}, fieldErr("permit", "must name the subscription's address as spender and its token")
	case p.Nonce != nonce:
		return Subscription{}, fieldErr("permit.nonce", fmt.Sprintf("must be %d, Permit2's next for this allowance", nonce))
	case p.Amount == nil || p.Amount.Cmp(sub.Terms.Amount) < 0 || p.Amount.BitLen() > 160:
		return Subscription{}, fieldErr("permit.amount", "must cover at least one charge")
	case p.Expiration <= uint64(now.Add(permitSlack).Unix()) || p.SigDeadline == nil || !p.SigDeadline.IsInt64() ||
		p.SigDeadline.Cmp(big.NewInt(now.Add(time.Hour).Unix())) < 0:
		return Subscription{}, fieldErr("permit.expiration", "must be more than a day ahead, and sigDeadline an hour (and a time in unix seconds)")
	}
	digest, err := chain.AllowancePermitDigest(big.NewInt(sub.ChainID), s.network.Permit2, p)
	if err != nil {
		return Subscription{}, err
	}
	if signer, err := recoverSigner(digest, signature); err != nil || signer != sub.Terms.Payer {
		return Subscription{}, apierr.New(apierr.InvalidSignature, "The signature is not the subscription's payer's of this allowance.")
	}
	if err := s.store.ReplacePermit(ctx, id, p, signature); err != nil {
		if errors.Is(err, ErrNotFound) {
			return Subscription{}, apierr.New(apierr.NotFound, "Subscription %s is no longer charged.", id)
		}
		return Subscription{}, err
	}
	return s.store.SubscriptionByID(ctx, id)
}

// liveForPayer reads subscription id, which must still be charged.
func (s *Subscriptions) liveForPayer(ctx context.Context, id uuid.UUID) (Subscription, error) {
	if s.network == nil {
		return Subscription{}, apierr.New(apierr.NotFound, "This Paystead charges no subscriptions any more.")
	}
	sub, err := s.store.SubscriptionByID(ctx, id)
	switch {
	case errors.Is(err, ErrNotFound):
		return Subscription{}, apierr.New(apierr.NotFound, "No subscription %s.", id)
	case err != nil:
		return Subscription{}, err
	case !sub.Status.Live():
		return Subscription{}, apierr.New(apierr.NotFound, "Subscription %s is %s: it is charged no more.", id, sub.Status)
	}
	return sub, nil
}

package relayer

import (
	"context"
	"fmt"
	"time"

	"github.com/paystead/paystead/backend/chain"
	"github.com/paystead/paystead/backend/subscription"
)

// The allowance watch (#35): a payer may revoke a subscription's allowance on Permit2 itself, or
// the token's own approval to Permit2, from any wallet screen; Paystead notices before the next
// charge fails, marks the subscription and tells the merchant (subscription.allowance_revoked).

// AllowanceBatch is how many subscriptions one pass of the watch checks.
const AllowanceBatch = 100

// CheckAllowances checks the allowances of up to AllowanceBatch subscriptions not checked for
// every, and records what it saw; it returns how many it checked.
func (c *Charger) CheckAllowances(ctx context.Context, every time.Duration) (int, error) {
	now, err := c.now(ctx)
	if err != nil {
		return 0, err
	}
	wall := time.Now()
	subs, err := c.store.AllowancesToCheck(ctx, c.sender.ChainID(), wall.Add(-every), AllowanceBatch)
	if err != nil || len(subs) == 0 {
		return 0, err
	}
	checks := make([]AllowanceCheck, 0, len(subs))
	var (
		failed error // the last read that failed
		unread int
	)
	for _, sub := range subs {
		revoked, err := c.allowanceRevoked(ctx, sub, now)
		if err != nil {
			// One the node cannot answer for (its token reverting, say) goes to the back of the
			// queue as it stands, read again in a turn: it holds up none of the others.
			c.log.WarnContext(ctx, "read a subscription's allowance", "subscription", sub.ID, "err", err)
			failed, unread = err, unread+1
		}
		checks = append(checks, AllowanceCheck{SubscriptionID: sub.ID, Read: sub.UpdatedAt, Revoked: revoked, Unread: err != nil})
	}
	revoked, err := c.store.RecordAllowances(ctx, wall, checks)
	if revoked > 0 {
		c.log.InfoContext(ctx, "subscription allowances revoked", "chain_id", c.sender.ChainID(), "revoked", revoked)
	}
	if err == nil && unread == len(checks) {
		return 0, failed // the node answered for none: it is the node
	}
	return len(checks), err
}

// allowanceRevoked reports whether sub's next charge could not be paid from what its payer
// allows: the token's approval to Permit2 below a charge, or (once the signed allowance is on
// chain) Permit2's allowance to the subscription below a charge or ending before the charge is
// due, or (before) the signed allowance's nonce used up by the payer.
func (c *Charger) allowanceRevoked(ctx context.Context, sub subscription.Subscription, now time.Time) (bool, error) {
	t := sub.Terms
	if short, err := c.approvalShort(ctx, t); err != nil || short {
		return short, err
	}
	amount, expiration, nonce, err := chain.Permit2Allowance(ctx, c.tokens, c.permit2, t.Payer, t.Token, sub.Permit.Spender)
	if err != nil {
		return false, fmt.Errorf("allowance of subscription %s: Permit2's: %w", sub.ID, err)
	}
	if sub.PermitFresh {
		// The signed allowance is given with the next charge: only its nonce can be taken back
		// before then (Permit2's invalidateNonces).
		return nonce != sub.Permit.Nonce, nil
	}
	due := max(sub.NextChargeAt.Unix(), now.Unix())
	return amount.Cmp(t.Amount) < 0 || int64(expiration) < due, nil
}

// approvalShort reports whether the token's own approval of t's payer to Permit2 is below a
// charge of t, so that Permit2 could not move it whatever the signed allowance says.
func (c *Charger) approvalShort(ctx context.Context, t chain.SubscriptionTerms) (bool, error) {
	approved, err := chain.NewToken(c.tokens, t.Token).Allowance(ctx, t.Payer, c.permit2)
	if err != nil {
		return false, fmt.Errorf("the approval of %s to Permit2: %w", t.Payer, err)
	}
	return approved.Cmp(t.Amount) < 0, nil
}

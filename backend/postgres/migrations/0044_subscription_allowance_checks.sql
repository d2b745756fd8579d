-- The allowance watch (#35): a payer who revokes a subscription's allowance on Permit2, or the
-- token's own approval to Permit2, is noticed before the next charge would fail. Each live
-- subscription is checked in turn (allowance_checked_at, else created_at: the oldest first);
-- allowance_revoked_at is when its allowance was first seen unable to pay the next charge, NULL
-- while it can.
ALTER TABLE subscriptions ADD COLUMN allowance_checked_at timestamptz, ADD COLUMN allowance_revoked_at timestamptz;

CREATE INDEX subscriptions_allowance_check_idx ON subscriptions (chain_id, (coalesce(allowance_checked_at, created_at)))
    WHERE status IN ('trialing', 'active');

-- An endpoint that takes every event takes subscription.allowance_revoked too.
UPDATE webhook_endpoints SET events = events || ARRAY['subscription.allowance_revoked']
WHERE events @> ARRAY['invoice.created', 'invoice.failed', 'invoice.paid', 'invoice.refunded', 'invoice.matured', 'invoice.claimed',
                      'submission.failed', 'invoice.expired', 'invoice.voided', 'invoice.refund_failed', 'invoice.funds_held',
                      'subscription.created', 'subscription.payment_failed', 'subscription.canceled', 'subscription.ended']
  AND NOT 'subscription.allowance_revoked' = ANY(events);

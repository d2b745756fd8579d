-- The merchant's own onboarding screen: the result of screening its payout
-- wallet with the compliance provider when the wallet was set or changed.
ALTER TABLE merchants
    ADD COLUMN payout_screened_at     timestamptz,
    ADD COLUMN payout_screen_category text CHECK (payout_screen_category IN ('clear', 'review', 'sanctioned', 'high-risk')),
    ADD COLUMN payout_screen_reason   text NOT NULL DEFAULT '' CHECK (length(payout_screen_reason) <= 1000);

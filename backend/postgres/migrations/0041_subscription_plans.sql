-- Subscription plans (#35): what a merchant sells by the period. amount is in the token's
-- smallest unit (6 decimals), charged every interval_count intervals after trial_days, charges
-- times (NULL: until canceled).
CREATE TABLE subscription_plans (
    id             uuid PRIMARY KEY,
    merchant_id    uuid NOT NULL REFERENCES merchants (id),
    name           text NOT NULL CHECK (length(name) BETWEEN 1 AND 400),
    description    text NOT NULL DEFAULT '' CHECK (length(description) <= 2000),
    amount         bigint NOT NULL CHECK (amount > 0 AND amount <= 1000000000000000),
    token          text NOT NULL CHECK (token ~ '^[A-Z0-9]{2,11}$'),
    interval       text NOT NULL CHECK (interval IN ('day', 'week', 'month', 'year')),
    interval_count int NOT NULL CHECK (interval_count BETWEEN 1 AND 366),
    trial_days     int NOT NULL DEFAULT 0 CHECK (trial_days BETWEEN 0 AND 730),
    charges        int CHECK (charges BETWEEN 1 AND 1200),
    active         boolean NOT NULL DEFAULT true,
    created_at     timestamptz NOT NULL DEFAULT now(),
    updated_at     timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX subscription_plans_merchant_idx ON subscription_plans (merchant_id, created_at DESC);

-- Subscriptions (#35): a customer's signed terms with a merchant's plan, charged every period by
-- the chain's subscription manager, each charge an invoice of the merchant.

-- A checkout session of a plan: the page /s/<id> a customer subscribes on.
CREATE TABLE subscription_checkouts (
    id          uuid PRIMARY KEY,
    plan_id     uuid NOT NULL REFERENCES subscription_plans (id),
    merchant_id uuid NOT NULL REFERENCES merchants (id),
    success_url text CHECK (length(success_url) <= 2048),
    cancel_url  text CHECK (length(cancel_url) <= 2048),
    reference   text CHECK (length(reference) <= 400),
    created_at  timestamptz NOT NULL DEFAULT now(),
    expires_at  timestamptz NOT NULL
);

CREATE INDEX subscription_checkouts_merchant_idx ON subscription_checkouts (merchant_id, created_at DESC);

CREATE TABLE subscriptions (
    id                uuid PRIMARY KEY,
    merchant_id       uuid NOT NULL REFERENCES merchants (id),
    plan_id           uuid NOT NULL REFERENCES subscription_plans (id),
    checkout_id       uuid REFERENCES subscription_checkouts (id),
    chain_id          bigint NOT NULL,
    manager           bytea NOT NULL CHECK (length(manager) = 20),
    pay_in_token      text NOT NULL,
    -- The terms the payer signed (SubscriptionManager.Terms) and their hash, which names the
    -- subscription on chain.
    payer             bytea NOT NULL CHECK (length(payer) = 20),
    merchant_wallet   bytea NOT NULL CHECK (length(merchant_wallet) = 20),
    token             bytea NOT NULL CHECK (length(token) = 20),
    amount            bigint NOT NULL CHECK (amount > 0),
    start_unix        bigint NOT NULL,
    period_seconds    bigint NOT NULL CHECK (period_seconds > 0),
    charges           int NOT NULL CHECK (charges >= 0), -- 0: until canceled
    salt              bytea NOT NULL CHECK (length(salt) = 32),
    terms_hash        bytea NOT NULL UNIQUE CHECK (length(terms_hash) = 32),
    -- The Permit2 allowance the payer signed, given with the first charge.
    permit_amount     numeric(49, 0) NOT NULL,
    permit_expiration bigint NOT NULL,
    permit_nonce      bigint NOT NULL,
    permit_deadline   bigint NOT NULL,
    permit_signature  bytea NOT NULL,
    -- The allowance is not given on chain yet: the next charge carries it (chargeWithPermit).
    permit_fresh      boolean NOT NULL DEFAULT true,
    status            text NOT NULL CHECK (status IN ('trialing', 'active', 'past_due', 'canceled', 'ended')),
    -- The next period to charge, and when to try it (its start, or a retry after a failure).
    next_index        int NOT NULL DEFAULT 0,
    next_charge_at    timestamptz NOT NULL,
    -- Failed attempts at the period next_index; the last one's reason.
    failures          int NOT NULL DEFAULT 0,
    last_failure      text,
    -- The charge transaction in flight (its first version), if any.
    charge_tx         bytea,
    charged_count     int NOT NULL DEFAULT 0,
    cancel_reason     text,
    canceled_at       timestamptz,
    -- A cancel the manager is still to record on chain (the customer's or the merchant's), and
    -- the transaction sending it (its first version).
    cancel_pending    boolean NOT NULL DEFAULT false,
    cancel_tx         bytea,
    -- The payer's CancelSubscription signature, when the payer canceled, which anyone may relay.
    cancel_signature  bytea,
    cancel_deadline   bigint,
    created_at        timestamptz NOT NULL DEFAULT now(),
    updated_at        timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX subscriptions_due_idx ON subscriptions (chain_id, next_charge_at) WHERE status IN ('trialing', 'active', 'past_due');
CREATE INDEX subscriptions_merchant_idx ON subscriptions (merchant_id, created_at DESC);
CREATE INDEX subscriptions_payer_idx ON subscriptions (payer);
-- The charger's and the canceler's every-second reads: the charges in flight, the cancels to send.
CREATE INDEX subscriptions_charge_tx_idx ON subscriptions (charge_tx) WHERE charge_tx IS NOT NULL;
CREATE INDEX subscriptions_cancel_pending_idx ON subscriptions (chain_id) WHERE cancel_pending;

-- Each period's charge: its invoice (id keccak256(terms hash, index)), and its attempts.
CREATE TABLE subscription_charges (
    subscription_id uuid NOT NULL REFERENCES subscriptions (id),
    index           int NOT NULL CHECK (index >= 0),
    invoice_id      bytea NOT NULL UNIQUE REFERENCES invoices (id),
    status          text NOT NULL CHECK (status IN ('pending', 'charged', 'failed')),
    attempts        int NOT NULL DEFAULT 0,
    tx_hash         bytea,
    failure         text,
    due_at          timestamptz NOT NULL,
    charged_at      timestamptz,
    PRIMARY KEY (subscription_id, index)
);

ALTER TABLE invoices ADD COLUMN subscription_id uuid REFERENCES subscriptions (id);

-- subscription.* events: an endpoint that takes every event takes them too.
UPDATE webhook_endpoints SET events = events || ARRAY['subscription.created', 'subscription.payment_failed', 'subscription.canceled', 'subscription.ended']
WHERE events @> ARRAY['invoice.created', 'invoice.failed', 'invoice.paid', 'invoice.refunded', 'invoice.matured', 'invoice.claimed',
                      'submission.failed', 'invoice.expired', 'invoice.voided', 'invoice.refund_failed', 'invoice.funds_held']
  AND NOT 'subscription.created' = ANY(events);

-- The subscription manager's charges are the server wallet's transactions too.
ALTER TABLE relayer_txs DROP CONSTRAINT relayer_txs_purpose_check;
ALTER TABLE relayer_txs ADD CONSTRAINT relayer_txs_purpose_check CHECK (purpose IN ('stage', 'pay', 'refund', 'claim', 'void', 'deposit', 'return', 'charge', 'cancel'));

-- Invoices. Amounts are integers in the token's smallest unit (6 decimals):
-- at most 1,000,000,000 USD, so 1e15 units, which fits bigint exactly.
CREATE TABLE invoices (
    id                   bytea PRIMARY KEY CHECK (length(id) = 32),
    merchant_id          uuid NOT NULL REFERENCES merchants (id),
    merchant_wallet      bytea NOT NULL CHECK (length(merchant_wallet) = 20),
    amount               bigint NOT NULL CHECK (amount > 0 AND amount <= 1000000000000000),
    pay_in_token         text NOT NULL CHECK (pay_in_token IN ('USDC', 'EURC')),
    payout_token         bytea NOT NULL CHECK (length(payout_token) = 20),
    success_url          text,
    cancel_url           text,
    metadata             jsonb NOT NULL DEFAULT '{}',
    status               text NOT NULL CHECK (status IN ('staging', 'open', 'paid', 'refunded', 'claimed', 'failed')),
    chain_id             bigint NOT NULL,
    gateway              bytea NOT NULL CHECK (length(gateway) = 20),
    stage_tx_hash        bytea,
    failure              text,
    compliance_fail_open boolean NOT NULL DEFAULT false,
    created_at           timestamptz NOT NULL DEFAULT now(),
    staged_at            timestamptz,
    updated_at           timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX invoices_merchant_created_idx ON invoices (merchant_id, created_at DESC);
CREATE INDEX invoices_staging_idx ON invoices (created_at) WHERE status = 'staging';

-- Idempotency-Key on POST /api/invoices: the same key and body within 24
-- hours replay the first response.
CREATE TABLE idempotency_keys (
    merchant_id  uuid NOT NULL REFERENCES merchants (id),
    key          text NOT NULL CHECK (length(key) BETWEEN 1 AND 255),
    request_hash bytea NOT NULL CHECK (length(request_hash) = 32),
    invoice_id   bytea NOT NULL REFERENCES invoices (id),
    created_at   timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY (merchant_id, key)
);

CREATE INDEX idempotency_keys_created_idx ON idempotency_keys (created_at);

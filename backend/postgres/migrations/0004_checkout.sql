-- Checkout submissions, the relayer's transactions and nonces, and what a
-- paid invoice carries.

-- Every transaction the server wallet signs, stored before it is
-- broadcast, so a crash never loses one or sends a payment twice under two
-- nonces: the stored one is rebroadcast.
CREATE TABLE relayer_accounts (
    chain_id   bigint NOT NULL,
    address    bytea NOT NULL CHECK (length(address) = 20),
    next_nonce bigint NOT NULL CHECK (next_nonce >= 0),
    PRIMARY KEY (chain_id, address)
);

CREATE TABLE relayer_txs (
    hash         bytea PRIMARY KEY CHECK (length(hash) = 32),
    chain_id     bigint NOT NULL,
    sender       bytea NOT NULL CHECK (length(sender) = 20),
    nonce        bigint NOT NULL,
    raw          bytea NOT NULL,
    purpose      text NOT NULL CHECK (purpose IN ('stage', 'pay', 'refund', 'claim')),
    status       text NOT NULL CHECK (status IN ('signed', 'sent', 'mined', 'reverted', 'replaced')),
    block_number bigint,
    gas_used     bigint,
    created_at   timestamptz NOT NULL DEFAULT now(),
    updated_at   timestamptz NOT NULL DEFAULT now(),
    UNIQUE (chain_id, sender, nonce)
);

CREATE INDEX relayer_txs_unsettled_idx ON relayer_txs (created_at) WHERE status IN ('signed', 'sent');

-- A customer's signed Permit2 payment. The id is deterministic for
-- (chain, invoice, payer, Permit2 nonce), so a repeated submit finds it.
CREATE TABLE submissions (
    id              bytea PRIMARY KEY CHECK (length(id) = 32),
    invoice_id      bytea NOT NULL REFERENCES invoices (id),
    payer           bytea NOT NULL CHECK (length(payer) = 20),
    pay_in_token    bytea NOT NULL CHECK (length(pay_in_token) = 20),
    amount_in       numeric(78, 0) NOT NULL CHECK (amount_in > 0),
    permit_nonce    numeric(78, 0) NOT NULL,
    deadline        bigint NOT NULL,
    signature       bytea NOT NULL,
    status          text NOT NULL CHECK (status IN ('pending', 'processing', 'settled', 'refunded', 'failed')),
    settle_tx_hash  bytea REFERENCES relayer_txs (hash),
    refund_tx_hash  bytea,  -- a refund may come from the merchant's own wallet
    error           text,
    created_at      timestamptz NOT NULL DEFAULT now(),
    updated_at      timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX submissions_invoice_idx ON submissions (invoice_id, created_at);

ALTER TABLE invoices
    ADD COLUMN settling_submission bytea REFERENCES submissions (id),
    ADD COLUMN payer               bytea CHECK (length(payer) = 20),
    ADD COLUMN pay_in_token_address bytea CHECK (length(pay_in_token_address) = 20),
    ADD COLUMN amount_in           numeric(78, 0),
    ADD COLUMN paid_at             timestamptz,
    ADD COLUMN paid_at_unix        bigint,  -- the paying block's timestamp, as the gateway committed it
    ADD COLUMN settle_tx_hash      bytea,
    ADD COLUMN refunded_at         timestamptz,
    ADD COLUMN refund_tx_hash      bytea,
    ADD COLUMN claimed_at          timestamptz,
    ADD COLUMN claim_tx_hash       bytea;

-- Escrow buckets: a merchant's paid and claimed invoices, newest first.
CREATE INDEX invoices_merchant_paid_idx ON invoices (merchant_id, paid_at DESC) WHERE paid_at IS NOT NULL;

-- How far the reconciliation worker has followed the gateway's events.
CREATE TABLE chain_cursors (
    name       text PRIMARY KEY,
    block      bigint NOT NULL,
    updated_at timestamptz NOT NULL DEFAULT now()
);

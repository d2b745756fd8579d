-- Merchants and their API keys. Keys are stored only as SHA-256 hashes of
-- the full secret; the prefix is kept so a merchant can tell keys apart.
CREATE TABLE merchants (
    id              uuid PRIMARY KEY,
    owner_wallet    bytea NOT NULL UNIQUE CHECK (length(owner_wallet) = 20),
    payout_wallet   bytea CHECK (length(payout_wallet) = 20),
    display_name    text NOT NULL DEFAULT '' CHECK (length(display_name) <= 200),
    support_email   text NOT NULL DEFAULT '' CHECK (length(support_email) <= 320),
    allowed_origins text[] NOT NULL DEFAULT '{}',
    created_at      timestamptz NOT NULL DEFAULT now(),
    updated_at      timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE api_keys (
    id           uuid PRIMARY KEY,
    merchant_id  uuid NOT NULL REFERENCES merchants (id),
    kind         text NOT NULL CHECK (kind IN ('secret', 'publishable')),
    prefix       text NOT NULL,
    hash         bytea NOT NULL UNIQUE CHECK (length(hash) = 32),
    label        text NOT NULL DEFAULT '' CHECK (length(label) <= 100),
    created_at   timestamptz NOT NULL DEFAULT now(),
    last_used_at timestamptz,
    revoked_at   timestamptz
);

CREATE INDEX api_keys_merchant_idx ON api_keys (merchant_id, created_at DESC);

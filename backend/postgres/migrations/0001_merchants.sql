-- Merchants and their API keys. A key reads <kind prefix><public id>_<secret>;
-- only the public id (to find the row) and a SHA-256 hash of the whole key
-- (compared in constant time) are stored.
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
    public_id    text NOT NULL UNIQUE,
    hash         bytea NOT NULL CHECK (length(hash) = 32),
    label        text NOT NULL DEFAULT '' CHECK (length(label) <= 100),
    created_at   timestamptz NOT NULL DEFAULT now(),
    last_used_at timestamptz,
    revoked_at   timestamptz
);

CREATE INDEX api_keys_merchant_idx ON api_keys (merchant_id, created_at DESC);

-- CORS preflights carry no key: they ask whether any merchant allows the origin.
CREATE INDEX merchants_allowed_origins_idx ON merchants USING gin (allowed_origins);

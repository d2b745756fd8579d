-- Sign-In with Ethereum: single-use nonces and merchant sessions. A session
-- cookie carries a random token; only its SHA-256 hash is stored.
CREATE TABLE siwe_nonces (
    nonce      text PRIMARY KEY CHECK (length(nonce) BETWEEN 8 AND 64),
    created_at timestamptz NOT NULL DEFAULT now(),
    expires_at timestamptz NOT NULL
);

CREATE INDEX siwe_nonces_expires_idx ON siwe_nonces (expires_at);

CREATE TABLE merchant_sessions (
    token_hash  bytea PRIMARY KEY CHECK (length(token_hash) = 32),
    merchant_id uuid NOT NULL REFERENCES merchants (id),
    wallet      bytea NOT NULL CHECK (length(wallet) = 20),
    created_at  timestamptz NOT NULL DEFAULT now(),
    expires_at  timestamptz NOT NULL
);

CREATE INDEX merchant_sessions_expires_idx ON merchant_sessions (expires_at);
CREATE INDEX merchant_sessions_merchant_idx ON merchant_sessions (merchant_id);

-- Refund links (#33): a merchant's link for its customer to name the address a paid invoice's
-- refund goes to and sign for it with the paying wallet. Only the hash of the link's token is
-- kept. A link is open until the customer's attempt begins (sending), sent once its refund is
-- broadcast; canceled by the merchant or by a newer link of the same invoice.
CREATE TABLE refund_links (
    id          uuid PRIMARY KEY,
    merchant_id uuid NOT NULL REFERENCES merchants (id),
    invoice_id  bytea NOT NULL REFERENCES invoices (id),
    token_hash  bytea NOT NULL UNIQUE CHECK (length(token_hash) = 32),
    amount      bigint NOT NULL CHECK (amount > 0),
    status      text NOT NULL CHECK (status IN ('open', 'sending', 'sent', 'canceled')),
    to_address  bytea CHECK (to_address IS NULL OR length(to_address) = 20),
    tx_hash     bytea CHECK (tx_hash IS NULL OR length(tx_hash) = 32),
    failure     text,
    attempt_at  timestamptz,
    created_at  timestamptz NOT NULL,
    expires_at  timestamptz NOT NULL,
    updated_at  timestamptz NOT NULL DEFAULT now(),
    CHECK (status NOT IN ('sending', 'sent') OR (to_address IS NOT NULL AND attempt_at IS NOT NULL)),
    CHECK (status <> 'sent' OR tx_hash IS NOT NULL)
);
CREATE INDEX refund_links_invoice_idx ON refund_links (invoice_id, created_at DESC);
-- At most one link of an invoice is open or being used.
CREATE UNIQUE INDEX refund_links_one_live_idx ON refund_links (invoice_id) WHERE status IN ('open', 'sending');

-- Payment links: a reusable address, /l/<slug>, that mints an invoice per
-- customer. A fixed price (amount) or a range the customer picks from
-- (min_amount, max_amount), in units of 10^-6 USD, never both.
CREATE TABLE payment_links (
    id           uuid PRIMARY KEY,
    merchant_id  uuid NOT NULL REFERENCES merchants (id),
    slug         text NOT NULL UNIQUE CHECK (slug ~ '^[a-z0-9]([a-z0-9-]{1,46})[a-z0-9]$'),
    title        text NOT NULL CHECK (length(title) BETWEEN 1 AND 400),
    description  text NOT NULL DEFAULT '' CHECK (length(description) <= 2000),
    pay_in_token text NOT NULL CHECK (pay_in_token IN ('USDC', 'EURC')),
    amount       bigint CHECK (amount > 0 AND amount <= 1000000000000000),
    min_amount   bigint CHECK (min_amount > 0 AND min_amount <= 1000000000000000),
    max_amount   bigint CHECK (max_amount > 0 AND max_amount <= 1000000000000000),
    success_url  text,
    enabled      boolean NOT NULL DEFAULT true,
    created_at   timestamptz NOT NULL DEFAULT now(),
    updated_at   timestamptz NOT NULL DEFAULT now(),
    CHECK ((amount IS NOT NULL AND min_amount IS NULL AND max_amount IS NULL)
        OR (amount IS NULL AND min_amount IS NOT NULL AND max_amount IS NOT NULL AND min_amount <= max_amount))
);

CREATE INDEX payment_links_merchant_idx ON payment_links (merchant_id, created_at DESC);

-- A link's invoices carry its slug in their metadata; the counts read them
-- through this index.
CREATE INDEX invoices_payment_link_idx ON invoices (merchant_id, (metadata ->> 'paymentLink'))
    WHERE metadata ? 'paymentLink';

-- Funds the gateway holds paid to no invoice (#34): a deposit after its invoice was paid,
-- expired or voided, in a token it does not take, on a chain where it is not staged, or an
-- overpayment's surplus. Each of the gateway's DepositHeld and HeldReturned events, as the
-- reconciler reads them at the confirmation depth: what is held of a token for an invoice on a
-- chain is its holds less its returns.
CREATE TABLE held_funds (
    chain_id    bigint NOT NULL,
    tx_hash     bytea NOT NULL CHECK (length(tx_hash) = 32),
    log_index   int NOT NULL,
    invoice_id  bytea NOT NULL REFERENCES invoices (id),
    token       bytea NOT NULL CHECK (length(token) = 20),
    amount      numeric(78, 0) NOT NULL CHECK (amount > 0),
    -- NULL: held; a return's recipient otherwise.
    returned_to bytea CHECK (returned_to IS NULL OR length(returned_to) = 20),
    at          timestamptz NOT NULL,
    PRIMARY KEY (chain_id, tx_hash, log_index)
);
CREATE INDEX held_funds_invoice_idx ON held_funds (invoice_id, chain_id, token);
CREATE INDEX held_funds_tx_hash_idx ON held_funds (tx_hash);

-- A return of held funds is the server wallet's transaction too.
ALTER TABLE relayer_txs DROP CONSTRAINT relayer_txs_purpose_check;
ALTER TABLE relayer_txs ADD CONSTRAINT relayer_txs_purpose_check CHECK (purpose IN ('stage', 'pay', 'refund', 'claim', 'void', 'deposit', 'return'));

-- A return link (#34) returns what is held of one token on one chain for an invoice to the
-- address the customer gives; its link's token is the authority (no wallet signs: a deposit's
-- sender is often an exchange's shared address). A refund link has an amount of the escrow's
-- token; a return link the held funds it names, everything held of them when it was issued.
ALTER TABLE refund_links
    ALTER COLUMN amount DROP NOT NULL,
    ADD COLUMN chain_id bigint,
    ADD COLUMN token bytea CHECK (token IS NULL OR length(token) = 20),
    ADD COLUMN held_amount numeric(78, 0) CHECK (held_amount IS NULL OR held_amount > 0),
    ADD CONSTRAINT refund_links_kind_check CHECK (
        (chain_id IS NULL AND token IS NULL AND held_amount IS NULL AND amount IS NOT NULL)
        OR (chain_id IS NOT NULL AND token IS NOT NULL AND held_amount IS NOT NULL AND amount IS NULL));
-- At most one link of an invoice's escrow, and of each of its held funds, is open or being used.
DROP INDEX refund_links_one_live_idx;
CREATE UNIQUE INDEX refund_links_one_live_idx ON refund_links (invoice_id, coalesce(chain_id, 0), coalesce(token, '\x'::bytea))
    WHERE status IN ('open', 'sending');

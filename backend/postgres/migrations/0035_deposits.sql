-- Deposit addresses (#34): each invoice's address under the operator's
-- deposit factory (the same on every chain), kept to match token transfers
-- against, and the transfers found there, at the watcher's confirmation
-- depth, once each.

ALTER TABLE invoices ADD COLUMN deposit_address bytea CHECK (deposit_address IS NULL OR length(deposit_address) = 20);
CREATE INDEX invoices_deposit_address_idx ON invoices (deposit_address) WHERE deposit_address IS NOT NULL;

CREATE TABLE invoice_deposits (
    chain_id     bigint NOT NULL,
    tx_hash      bytea NOT NULL CHECK (length(tx_hash) = 32),
    log_index    int NOT NULL CHECK (log_index >= 0),
    invoice_id   bytea NOT NULL REFERENCES invoices (id),
    token        bytea NOT NULL CHECK (length(token) = 20),
    sender       bytea NOT NULL CHECK (length(sender) = 20),
    amount       numeric(78, 0) NOT NULL CHECK (amount > 0),
    block_number bigint NOT NULL CHECK (block_number >= 0),
    recorded_at  timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY (chain_id, tx_hash, log_index)
);

CREATE INDEX invoice_deposits_invoice_idx ON invoice_deposits (invoice_id);

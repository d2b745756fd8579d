-- Several networks per invoice (#32): an invoice lists the chains it may be paid on (NULL for
-- those created before: their own chain alone); it is staged on the first and moves to another
-- at the customer's choice, and invoice_stagings keeps where it was staged before a move (the
-- chain, gateway and payout token there, and the staging), so that moving back finds it open.
ALTER TABLE invoices ADD COLUMN networks bigint[];

CREATE TABLE invoice_stagings (
    invoice_id       bytea NOT NULL REFERENCES invoices (id),
    chain_id         bigint NOT NULL,
    gateway          bytea NOT NULL CHECK (length(gateway) = 20),
    payout_token     bytea NOT NULL CHECK (length(payout_token) = 20),
    stage_tx_hash    bytea,
    staged_at        timestamptz,
    chain_expires_at bigint,
    moved_at         timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY (invoice_id, chain_id)
);

-- The chain a submission was signed for (NULL before: its invoice's).
ALTER TABLE submissions ADD COLUMN chain_id bigint;

-- Partial refunds (#20): the gateway refunds any part of what it still
-- holds for a paid invoice, as often as the merchant likes inside the
-- refund window. refunded_amount is what went back to the payer so far, in
-- the payout token's smallest unit; what the gateway holds is amount -
-- refunded_amount. The invoice stays paid until nothing remains, then is
-- refunded (refunded_at and refund_tx_hash name the refund that ended it).
ALTER TABLE invoices ADD COLUMN refunded_amount bigint NOT NULL DEFAULT 0;
UPDATE invoices SET refunded_amount = amount WHERE status = 'refunded';
ALTER TABLE invoices ADD CONSTRAINT invoices_refunded_amount_check CHECK (refunded_amount >= 0 AND refunded_amount <= amount);

-- Every refund, from the gateway's InvoiceRefunded event: what it returned
-- and what the gateway still held after it. Paystead's own record of a
-- refund and the reconciler's sighting of its event are the same row.
CREATE TABLE invoice_refunds (
    invoice_id  bytea NOT NULL REFERENCES invoices (id),
    tx_hash     bytea NOT NULL CHECK (length(tx_hash) = 32),
    amount      bigint NOT NULL CHECK (amount > 0),
    remaining   bigint NOT NULL CHECK (remaining >= 0),
    refunded_at timestamptz NOT NULL,
    PRIMARY KEY (invoice_id, tx_hash)
);
CREATE INDEX invoice_refunds_tx_hash_idx ON invoice_refunds (tx_hash);

-- The refunds made before: each returned the whole amount.
INSERT INTO invoice_refunds (invoice_id, tx_hash, amount, remaining, refunded_at)
SELECT id, refund_tx_hash, amount, 0, refunded_at FROM invoices
WHERE status = 'refunded' AND refund_tx_hash IS NOT NULL AND refunded_at IS NOT NULL;

-- Reorganisations. A transaction's receipt names its block by number and
-- hash; the reconciler, which reads the chain PAYSTEAD_CONFIRMATIONS
-- blocks deep, checks each mined transaction against the canonical chain
-- at that depth: still there, it is confirmed; gone, what Paystead
-- recorded from it is undone and the chain's events say what really
-- happened.
ALTER TABLE relayer_txs
    ADD COLUMN block_hash bytea CHECK (length(block_hash) = 32),
    ADD COLUMN confirmed boolean NOT NULL DEFAULT false;
UPDATE relayer_txs SET confirmed = true WHERE status IN ('mined', 'reverted');
CREATE INDEX relayer_txs_unconfirmed_idx ON relayer_txs (block_number) WHERE status IN ('mined', 'reverted') AND NOT confirmed;

-- An event a transaction of Paystead's caused (invoice.paid, .refunded,
-- .claimed) is held, undelivered, until that transaction is confirmed;
-- undone by a reorganisation, it is dropped unsent.
ALTER TABLE webhook_events ADD COLUMN held_for bytea CHECK (length(held_for) = 32);
CREATE INDEX webhook_events_held_idx ON webhook_events (held_for) WHERE held_for IS NOT NULL;

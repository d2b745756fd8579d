-- The gateway holds an invoice's expiry and voids (issue #30).
--
-- chain_expires_at: the expiry the invoice was staged with, in unix seconds of the chain's clock
-- (NULL: never). It is the wall-clock expiry moved by how far the chain's clock ran ahead when it
-- was staged (a dev chain moved forward), and every payment names it, so it is kept as staged.
ALTER TABLE invoices ADD COLUMN chain_expires_at bigint CHECK (chain_expires_at > 0);

-- void_tx_hash: the transaction that voided a voided invoice on the gateway too; all zeros when
-- there was nothing to void there (its staging never landed). NULL while it is still to be sent.
ALTER TABLE invoices ADD COLUMN void_tx_hash bytea CHECK (length(void_tx_hash) = 32);
CREATE INDEX invoices_void_unsent_idx ON invoices (voided_at) WHERE status = 'voided' AND void_tx_hash IS NULL;

-- escrow_busy_until: a refund or claim of the invoice is being sent by some request until then;
-- another is refused meanwhile instead of racing it on chain (and paying for a revert).
ALTER TABLE invoices ADD COLUMN escrow_busy_until timestamptz;

ALTER TABLE relayer_txs DROP CONSTRAINT relayer_txs_purpose_check;
ALTER TABLE relayer_txs ADD CONSTRAINT relayer_txs_purpose_check CHECK (purpose IN ('stage', 'pay', 'refund', 'claim', 'void'));

-- Invoice creation at the database's speed (#37): a new invoice is stored staging with no staging
-- transaction yet, and answered; the chain's stager takes those in batches, oldest first, and names
-- its transaction on them. This index is that queue.
CREATE INDEX invoices_unstaged_idx ON invoices (chain_id, merchant_wallet, created_at)
    WHERE status = 'staging' AND stage_tx_hash IS NULL;

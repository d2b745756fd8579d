-- Deposit payments (#34): the server wallet's payFromDepositBatch
-- transactions, and on each invoice the one in flight and how many were
-- sent (a payment the gateway keeps refusing is not sent forever).

ALTER TABLE relayer_txs DROP CONSTRAINT relayer_txs_purpose_check;
ALTER TABLE relayer_txs ADD CONSTRAINT relayer_txs_purpose_check CHECK (purpose IN ('stage', 'pay', 'refund', 'claim', 'void', 'deposit'));

ALTER TABLE invoices
    ADD COLUMN deposit_pay_tx bytea CHECK (deposit_pay_tx IS NULL OR length(deposit_pay_tx) = 32),
    ADD COLUMN deposit_pay_attempts smallint NOT NULL DEFAULT 0;

CREATE INDEX invoice_deposits_chain_idx ON invoice_deposits (chain_id, invoice_id);

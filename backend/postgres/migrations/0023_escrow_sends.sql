-- Refunds and claims answer once their transaction is stored and broadcast
-- (#31): each one the server wallet sent for a merchant, stored in the same
-- database transaction as the signed transaction, and how it ended. A send
-- stays 'sent' until its receipt is recorded (by the process that sent it,
-- or by any process after that one died): 'done', with the refund or claim
-- recorded, or 'failed', with the reason the merchant is told.
CREATE TABLE escrow_sends (
    tx_hash     bytea PRIMARY KEY REFERENCES relayer_txs (hash),
    kind        text NOT NULL CHECK (kind IN ('refund', 'claim')),
    merchant_id uuid NOT NULL REFERENCES merchants (id),
    amount      bigint CHECK (amount > 0),
    status      text NOT NULL DEFAULT 'sent' CHECK (status IN ('sent', 'done', 'failed')),
    reason      text,
    created_at  timestamptz NOT NULL DEFAULT now(),
    finished_at timestamptz,
    CHECK ((kind = 'refund') = (amount IS NOT NULL)),
    CHECK ((status = 'failed') = (reason IS NOT NULL)),
    CHECK ((status = 'sent') = (finished_at IS NULL))
);
CREATE INDEX escrow_sends_open_idx ON escrow_sends (created_at) WHERE status = 'sent';

-- The invoices a send refunds (one) or claims (up to 100). While a send
-- naming an invoice is 'sent', the invoice's escrow_busy_until is
-- 'infinity': no other refund or claim of it is sent until this one ends.
CREATE TABLE escrow_send_invoices (
    tx_hash    bytea NOT NULL REFERENCES escrow_sends (tx_hash),
    invoice_id bytea NOT NULL REFERENCES invoices (id),
    PRIMARY KEY (invoice_id, tx_hash)
);
CREATE INDEX escrow_send_invoices_tx_idx ON escrow_send_invoices (tx_hash);

-- invoice.refund_failed: an endpoint that takes every event takes it too.
UPDATE webhook_endpoints SET events = array_append(events, 'invoice.refund_failed')
WHERE events @> ARRAY['invoice.created', 'invoice.failed', 'invoice.paid', 'invoice.refunded', 'invoice.matured', 'invoice.claimed',
                      'submission.failed', 'invoice.expired', 'invoice.voided']
  AND NOT 'invoice.refund_failed' = ANY(events);

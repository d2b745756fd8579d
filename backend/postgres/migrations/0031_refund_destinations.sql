-- Where each refund went (#33): the payer's wallet, or the address the payer named with its
-- consent (the gateway's refundTo and its RefundRedirected event). NULL for refunds recorded
-- before: they all went to the payer.
ALTER TABLE invoice_refunds ADD COLUMN paid_to bytea CHECK (paid_to IS NULL OR length(paid_to) = 20);

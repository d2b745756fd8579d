-- Invoices can expire and be voided. expires_at is when an unpaid invoice
-- stops being payable (NULL: never); the sweep then moves it to expired,
-- with invoice.expired. A merchant may void an unpaid invoice with no
-- payment in flight: voided, with invoice.voided.
ALTER TABLE invoices
    ADD COLUMN expires_at timestamptz,
    ADD COLUMN voided_at  timestamptz;
ALTER TABLE invoices DROP CONSTRAINT invoices_status_check;
ALTER TABLE invoices ADD CONSTRAINT invoices_status_check
    CHECK (status IN ('staging', 'open', 'paid', 'refunded', 'claimed', 'failed', 'expired', 'voided'));
CREATE INDEX invoices_expiry_idx ON invoices (expires_at) WHERE status IN ('staging', 'open') AND expires_at IS NOT NULL;

-- Endpoints that took every event type take the new ones too.
UPDATE webhook_endpoints SET events = array_append(events, 'invoice.expired')
WHERE events @> ARRAY['invoice.created', 'invoice.failed', 'invoice.paid', 'invoice.refunded', 'invoice.matured', 'invoice.claimed', 'submission.failed']
  AND NOT 'invoice.expired' = ANY(events);
UPDATE webhook_endpoints SET events = array_append(events, 'invoice.voided')
WHERE events @> ARRAY['invoice.created', 'invoice.failed', 'invoice.paid', 'invoice.refunded', 'invoice.matured', 'invoice.claimed', 'submission.failed', 'invoice.expired']
  AND NOT 'invoice.voided' = ANY(events);

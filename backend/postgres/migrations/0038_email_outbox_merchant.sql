-- The dashboard lists a merchant's latest alerts (GET /api/merchant/alerts):
-- an index of its alerts, newest first, instead of reading the whole outbox
-- (receipts included) each time.
CREATE INDEX email_outbox_merchant_idx ON email_outbox (merchant_id, created_at DESC) WHERE kind <> 'receipt';

-- invoice.failed is new: POST /api/invoices answers before the staging
-- transaction is mined, so a staging that reverts or is dropped afterwards
-- fails its invoice and tells the merchant. An endpoint that subscribed to
-- every event type there was receives it too, as an endpoint created now
-- without a list of events does.
UPDATE webhook_endpoints SET events = array_append(events, 'invoice.failed')
WHERE events @> ARRAY['invoice.created', 'invoice.paid', 'invoice.refunded', 'invoice.matured', 'invoice.claimed', 'submission.failed']
  AND NOT 'invoice.failed' = ANY(events);

-- invoice.funds_held (#34): an endpoint that takes every event takes it too.
UPDATE webhook_endpoints SET events = array_append(events, 'invoice.funds_held')
WHERE events @> ARRAY['invoice.created', 'invoice.failed', 'invoice.paid', 'invoice.refunded', 'invoice.matured', 'invoice.claimed',
                      'submission.failed', 'invoice.expired', 'invoice.voided', 'invoice.refund_failed']
  AND NOT 'invoice.funds_held' = ANY(events);

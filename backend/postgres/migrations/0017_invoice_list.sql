-- The merchant's invoice list pages newest first by (created_at, id): the
-- id breaks ties between invoices created in the same microsecond, so a
-- cursor never skips or repeats one.
CREATE INDEX invoices_merchant_created_id_idx ON invoices (merchant_id, created_at DESC, id DESC);
DROP INDEX invoices_merchant_created_idx;

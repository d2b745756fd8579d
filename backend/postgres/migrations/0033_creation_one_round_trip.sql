-- Invoice creation at the database's speed (#37): an invoice, its invoice.created event and
-- the event's deliveries are written in one implicit transaction (one round trip); the River job
-- of each delivery is queued just after, by the delivery relay of any process, which finds the
-- deliveries that have none yet through this partial index. Rows before this migration all
-- have their job.
ALTER TABLE webhook_deliveries ADD COLUMN job_queued boolean NOT NULL DEFAULT true;
CREATE INDEX webhook_deliveries_unqueued_idx ON webhook_deliveries (id) WHERE NOT job_queued;

-- paystead_raise fails the statement it is called in with SQLSTATE code and message: a check
-- that must undo an implicit transaction (a batch sent without BEGIN) fails in SQL, not after it.
CREATE FUNCTION paystead_raise(code text, message text) RETURNS integer LANGUAGE plpgsql AS $$
BEGIN
    RAISE EXCEPTION USING ERRCODE = code, MESSAGE = message;
END
$$;

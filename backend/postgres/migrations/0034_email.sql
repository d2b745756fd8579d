-- Email, when the operator configures SMTP (PAYSTEAD_SMTP_URL): an outbox
-- of what the deployment sends, one row per reason (dedupe_key), sent by a
-- relay in every process; where the emails come from: a customer's address
-- for an invoice's receipt, a merchant's alert address (review tickets,
-- failing webhook endpoints).

CREATE TABLE email_outbox (
    id              bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    dedupe_key      text NOT NULL UNIQUE CHECK (length(dedupe_key) BETWEEN 1 AND 200),
    kind            text NOT NULL CHECK (kind IN ('receipt', 'review_ticket', 'webhook_failing')),
    merchant_id     uuid REFERENCES merchants (id),
    recipient       text NOT NULL CHECK (length(recipient) BETWEEN 3 AND 254),
    reply_to        text NOT NULL DEFAULT '' CHECK (length(reply_to) <= 254),
    subject         text NOT NULL CHECK (length(subject) <= 998),
    body            text NOT NULL CHECK (length(body) <= 100000),
    created_at      timestamptz NOT NULL DEFAULT now(),
    -- Claimed by a relay: attempts counts it, next_attempt_at leases it.
    attempts        int NOT NULL DEFAULT 0,
    next_attempt_at timestamptz NOT NULL DEFAULT now(),
    sent_at         timestamptz,
    given_up_at     timestamptz,
    last_error      text CHECK (length(last_error) <= 1000),
    CHECK (sent_at IS NULL OR given_up_at IS NULL)
);

CREATE INDEX email_outbox_due_idx ON email_outbox (next_attempt_at) WHERE sent_at IS NULL AND given_up_at IS NULL;

-- Where the merchant's alerts go; none asked for when NULL.
ALTER TABLE merchants ADD COLUMN alert_email text CHECK (alert_email IS NULL OR length(alert_email) BETWEEN 3 AND 254);

-- The customer's address for the receipt, how often it was set (bounded:
-- the public page sets it), and whether its receipt is in the outbox.
ALTER TABLE invoices
    ADD COLUMN receipt_email text CHECK (receipt_email IS NULL OR length(receipt_email) BETWEEN 3 AND 254),
    ADD COLUMN receipt_email_changes smallint NOT NULL DEFAULT 0,
    ADD COLUMN receipt_queued boolean NOT NULL DEFAULT false;
CREATE INDEX invoices_receipt_due_idx ON invoices (created_at) WHERE receipt_email IS NOT NULL AND NOT receipt_queued;

-- Whether the merchant was told of a ticket. Tickets from before email are
-- told already (nobody is alerted of last year's tickets).
ALTER TABLE compliance_tickets ADD COLUMN told boolean NOT NULL DEFAULT true;
ALTER TABLE compliance_tickets ALTER COLUMN told SET DEFAULT false;
CREATE INDEX compliance_tickets_untold_idx ON compliance_tickets (created_at) WHERE NOT told;

-- Failed webhook attempts by time, for the failing-endpoint alerts (few:
-- most attempts succeed).
CREATE INDEX webhook_attempts_failed_idx ON webhook_attempts (attempted_at)
    WHERE status_code IS NULL OR status_code NOT BETWEEN 200 AND 299;

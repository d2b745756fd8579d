-- Deposits paid to no invoice (#34): a transfer after the invoice was paid,
-- expired, voided or failed, in another token, or on a chain where it is not
-- staged. The service holds each on the gateway: the hold in flight and how
-- many were sent, per recorded transfer.

ALTER TABLE invoice_deposits
    ADD COLUMN hold_tx bytea CHECK (hold_tx IS NULL OR length(hold_tx) = 32),
    ADD COLUMN hold_attempts smallint NOT NULL DEFAULT 0;

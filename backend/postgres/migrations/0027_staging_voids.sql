-- A void reaches every network an invoice was staged on (#32): the gateway of each staging it left
-- behind by moving is sent a void too, and its transaction named here (the zero hash: none needed).
ALTER TABLE invoice_stagings ADD COLUMN void_tx_hash bytea;

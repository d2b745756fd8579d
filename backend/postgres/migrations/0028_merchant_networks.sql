-- The networks a merchant takes payments on (#32): NULL, every network of the deployment; else
-- the chain ids it enabled, in its order of preference (an invoice created without networks is
-- payable on these, staged on the first).
ALTER TABLE merchants ADD COLUMN networks bigint[];

-- A period's charge remembers whether its transaction gave the payer's signed allowance
-- (chargeWithPermit), so that a reorganisation that takes the charge out of its block gives the
-- subscription its fresh allowance back with the charge (#35).
ALTER TABLE subscription_charges ADD COLUMN with_permit boolean NOT NULL DEFAULT false;

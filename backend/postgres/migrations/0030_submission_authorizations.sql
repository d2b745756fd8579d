-- A payment signed as the payer's EIP-3009 authorization (#33): its signature is the
-- authorization's, valid from 0 until the deadline, and the relayer pays it with
-- payWithAuthorization instead of Permit2.
ALTER TABLE submissions ADD COLUMN by_authorization boolean NOT NULL DEFAULT false;
ALTER TABLE submissions ADD CONSTRAINT submissions_authorization_alone
    CHECK (NOT by_authorization OR token_permit_signature IS NULL);

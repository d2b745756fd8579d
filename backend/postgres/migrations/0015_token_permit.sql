-- A payer's EIP-2612 permit of the pay-in token to Permit2, signed instead
-- of sending an approval transaction (a wallet with no native gas); the
-- relayer sends it to the token in the payment's own transaction. All
-- three columns are set or none.
ALTER TABLE submissions
    ADD COLUMN token_permit_value     numeric(78, 0) CHECK (token_permit_value > 0),
    ADD COLUMN token_permit_deadline  numeric(78, 0),
    ADD COLUMN token_permit_signature bytea CHECK (length(token_permit_signature) = 65),
    ADD CONSTRAINT submissions_token_permit_whole CHECK (
        (token_permit_value IS NULL) = (token_permit_deadline IS NULL)
        AND (token_permit_value IS NULL) = (token_permit_signature IS NULL));

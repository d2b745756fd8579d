-- Tokens by reference (#31): a deployment's tokens are rows of their own,
-- which invoices and payment links name, rather than a CHECK list in each
-- table. Adding a token to a deployment adds a row.
CREATE TABLE tokens (
    symbol   text PRIMARY KEY CHECK (symbol ~ '^[A-Z][A-Z0-9]{1,10}$'),
    decimals smallint NOT NULL CHECK (decimals BETWEEN 0 AND 36)
);
INSERT INTO tokens (symbol, decimals) VALUES ('USDC', 6), ('EURC', 6);

ALTER TABLE invoices DROP CONSTRAINT invoices_pay_in_token_check,
    ADD CONSTRAINT invoices_pay_in_token_fkey FOREIGN KEY (pay_in_token) REFERENCES tokens (symbol);
ALTER TABLE payment_links DROP CONSTRAINT payment_links_pay_in_token_check,
    ADD CONSTRAINT payment_links_pay_in_token_fkey FOREIGN KEY (pay_in_token) REFERENCES tokens (symbol);

-- What the customer is shown of an invoice besides its amount: a
-- description, the merchant's own reference, and line items (name,
-- quantity, unit amount in units of 10^-6, adding up to the amount).
ALTER TABLE invoices
    ADD COLUMN description text CHECK (char_length(description) <= 500),
    ADD COLUMN reference   text CHECK (char_length(reference) <= 100),
    ADD COLUMN line_items  jsonb CHECK (line_items IS NULL OR jsonb_typeof(line_items) = 'array');

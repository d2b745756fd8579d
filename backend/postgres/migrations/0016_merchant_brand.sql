-- The merchant's brand on the hosted page: an accent colour (#rrggbb in
-- lower case, the button's colour) and a logo. The logo's bytes are what
-- the merchant package validated and, for an SVG, re-wrote from its
-- allowlist; the limits are repeated here so that no other writer can
-- store more. The logo's columns are set together or not at all. Reads
-- of the merchant never select logo itself (Postgres keeps it out of
-- line), only its hash and type; it is read when it is served.
ALTER TABLE merchants
    ADD COLUMN accent_color      text CHECK (accent_color ~ '^#[0-9a-f]{6}$'),
    ADD COLUMN logo              bytea CHECK (octet_length(logo) BETWEEN 1 AND 262144),
    ADD COLUMN logo_content_type text CHECK (logo_content_type IN ('image/png', 'image/jpeg', 'image/webp', 'image/svg+xml')),
    ADD COLUMN logo_sha256       bytea CHECK (length(logo_sha256) = 32),
    ADD COLUMN logo_updated_at   timestamptz,
    ADD CONSTRAINT merchants_logo_whole CHECK (
        (logo IS NULL) = (logo_content_type IS NULL)
        AND (logo IS NULL) = (logo_sha256 IS NULL)
        AND (logo IS NULL) = (logo_updated_at IS NULL));

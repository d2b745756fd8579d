-- A token issuer's bar of a wallet (Circle's blacklist, #33) is recorded as the merchant's
-- decision for it, beside the screenings and the merchant's own: source 'issuer'.
ALTER TABLE compliance_decisions DROP CONSTRAINT compliance_decisions_source_check;
ALTER TABLE compliance_decisions ADD CONSTRAINT compliance_decisions_source_check
    CHECK (source IN ('screening', 'merchant', 'issuer'));

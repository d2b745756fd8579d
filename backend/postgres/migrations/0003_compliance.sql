-- The checkout compliance gate (spec 2.2, 4.2): review tickets in each
-- merchant's queue, and the one current decision per merchant and wallet
-- that answers the next authorize while it is valid.

CREATE TABLE compliance_tickets (
    id          uuid PRIMARY KEY,
    merchant_id uuid NOT NULL REFERENCES merchants (id),
    invoice_id  bytea NOT NULL REFERENCES invoices (id),
    wallet      bytea NOT NULL CHECK (length(wallet) = 20),
    -- The provider's reason, for the merchant; never shown to the customer.
    reason      text NOT NULL DEFAULT '' CHECK (length(reason) <= 2000),
    provider    text NOT NULL DEFAULT '' CHECK (length(provider) <= 40),
    status      text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved', 'denied')),
    created_at  timestamptz NOT NULL,
    decided_at  timestamptz,
    decided_by  text CHECK (length(decided_by) BETWEEN 1 AND 200),
    CHECK ((status = 'pending') = (decided_at IS NULL)),
    CHECK ((status = 'pending') = (decided_by IS NULL)),
    CHECK (decided_at IS NULL OR decided_at >= created_at)
);

-- At most one pending ticket per merchant and wallet: a customer who tries
-- again gets the ticket already in the queue.
CREATE UNIQUE INDEX compliance_tickets_pending_wallet_idx ON compliance_tickets (merchant_id, wallet)
    WHERE status = 'pending';
-- The merchant's queue, oldest first.
CREATE INDEX compliance_tickets_queue_idx ON compliance_tickets (merchant_id, created_at, id)
    WHERE status = 'pending';
CREATE INDEX compliance_tickets_invoice_idx ON compliance_tickets (invoice_id);

-- One row per merchant and wallet, replaced as decisions are made:
-- screening allows (24 h), and merchant approvals (allow, 24 h) and
-- denials (reject, 30 days) of tickets. Screening rejects are not stored.
CREATE TABLE compliance_decisions (
    merchant_id uuid NOT NULL REFERENCES merchants (id),
    wallet      bytea NOT NULL CHECK (length(wallet) = 20),
    outcome     text NOT NULL CHECK (outcome IN ('allow', 'reject')),
    code        text CHECK (code IN ('SANCTIONED_WALLET', 'HIGH_RISK_WALLET')),
    -- For the customer, with a reject.
    reason      text NOT NULL DEFAULT '' CHECK (length(reason) <= 2000),
    source      text NOT NULL CHECK (source IN ('screening', 'merchant')),
    provider    text NOT NULL DEFAULT '' CHECK (length(provider) <= 40),
    ticket_id   uuid REFERENCES compliance_tickets (id),
    decided_at  timestamptz NOT NULL,
    expires_at  timestamptz NOT NULL,
    PRIMARY KEY (merchant_id, wallet),
    CHECK (expires_at > decided_at),
    CHECK ((outcome = 'reject') = (code IS NOT NULL)),
    CHECK ((source = 'merchant') = (ticket_id IS NOT NULL))
);

CREATE INDEX compliance_decisions_ticket_idx ON compliance_decisions (ticket_id) WHERE ticket_id IS NOT NULL;

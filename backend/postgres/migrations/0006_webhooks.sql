-- Webhooks: merchants' endpoints, the event outbox (written in the same
-- transaction as the state change that causes each event), one delivery
-- per (event, endpoint) and every attempt of it.

CREATE TABLE webhook_endpoints (
    id                         uuid PRIMARY KEY,
    merchant_id                uuid NOT NULL REFERENCES merchants (id),
    url                        text NOT NULL CHECK (length(url) BETWEEN 1 AND 2048),
    events                     text[] NOT NULL,
    -- Kept as is: it is the HMAC key. Never logged, never answered after
    -- the creation or rotation that made it.
    secret                     text NOT NULL,
    previous_secret            text,
    previous_secret_expires_at timestamptz,
    created_at                 timestamptz NOT NULL DEFAULT now(),
    updated_at                 timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX webhook_endpoints_merchant_idx ON webhook_endpoints (merchant_id);

CREATE TABLE webhook_events (
    id          text PRIMARY KEY CHECK (id LIKE 'evt\_%'),
    merchant_id uuid NOT NULL REFERENCES merchants (id),
    type        text NOT NULL,
    invoice_id  bytea,
    payload     jsonb NOT NULL,
    created_at  timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX webhook_events_merchant_idx ON webhook_events (merchant_id, created_at DESC);

CREATE TABLE webhook_deliveries (
    id           bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    event_id     text NOT NULL REFERENCES webhook_events (id),
    endpoint_id  uuid NOT NULL REFERENCES webhook_endpoints (id) ON DELETE CASCADE,
    status       text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'delivered', 'failed')),
    created_at   timestamptz NOT NULL DEFAULT now(),
    completed_at timestamptz
);

CREATE INDEX webhook_deliveries_endpoint_idx ON webhook_deliveries (endpoint_id, created_at DESC);
CREATE INDEX webhook_deliveries_event_idx ON webhook_deliveries (event_id);

CREATE TABLE webhook_attempts (
    id           bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    delivery_id  bigint NOT NULL REFERENCES webhook_deliveries (id) ON DELETE CASCADE,
    attempted_at timestamptz NOT NULL,
    status_code  int,
    latency_ms   bigint NOT NULL,
    error        text
);

CREATE INDEX webhook_attempts_delivery_idx ON webhook_attempts (delivery_id, attempted_at);

-- The matured sweep looks for paid invoices without their matured event.
CREATE INDEX webhook_events_invoice_idx ON webhook_events (invoice_id, type);

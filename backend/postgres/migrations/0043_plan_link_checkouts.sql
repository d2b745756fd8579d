-- A plan's permanent link (/p/<plan id>, #35) sends its customers to a checkout session it shares
-- among them (no success URL, no reference: nothing of one customer's), made again when less than
-- half of its lifetime is left, so link previews and crawlers add at most a few rows a day.
ALTER TABLE subscription_checkouts ADD COLUMN from_link boolean NOT NULL DEFAULT false;

CREATE INDEX subscription_checkouts_link_idx ON subscription_checkouts (plan_id, expires_at DESC) WHERE from_link;

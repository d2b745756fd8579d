-- Fee bumping: a transaction of the server wallet that waits too long is
-- replaced by a copy with the same nonce and higher fees. Each copy (a
-- version) is a row of its own, so that every hash Paystead ever
-- broadcast is stored before it goes out; first_hash names the first
-- version, the logical transaction they all belong to (and what
-- submissions and invoices name while it is in flight). One nonce holds
-- one logical transaction, and at most one live (signed or sent) version:
-- the one rebroadcast. A version a newer one replaced is 'superseded'; it
-- may still be mined, and whichever version is mined is recorded as mined
-- while the others become 'replaced'.
ALTER TABLE relayer_txs DROP CONSTRAINT relayer_txs_chain_id_sender_nonce_key;
ALTER TABLE relayer_txs
    ADD COLUMN first_hash bytea REFERENCES relayer_txs (hash),
    -- The latest block when this version was first handed to the node.
    ADD COLUMN sent_block bigint;
UPDATE relayer_txs SET first_hash = hash;
ALTER TABLE relayer_txs ALTER COLUMN first_hash SET NOT NULL;

ALTER TABLE relayer_txs DROP CONSTRAINT relayer_txs_status_check;
ALTER TABLE relayer_txs ADD CONSTRAINT relayer_txs_status_check
    CHECK (status IN ('signed', 'sent', 'superseded', 'mined', 'reverted', 'replaced'));

CREATE UNIQUE INDEX relayer_txs_nonce_idx ON relayer_txs (chain_id, sender, nonce) WHERE hash = first_hash;
CREATE UNIQUE INDEX relayer_txs_live_nonce_idx ON relayer_txs (chain_id, sender, nonce) WHERE status IN ('signed', 'sent');
CREATE INDEX relayer_txs_first_hash_idx ON relayer_txs (first_hash);

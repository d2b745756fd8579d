-- Each payer's Permit2 nonce word: prepare offers the bits of one word in turn, so a payer's
-- later payments flip a bit in a bitmap word already written (a warm, non-zero SSTORE) instead
-- of creating a new one. next_bit is the first bit not yet offered; 256 means the word is spent.
CREATE TABLE payer_nonce_words (
    payer      bytea PRIMARY KEY CHECK (length(payer) = 20),
    word_pos   numeric(78, 0) NOT NULL CHECK (word_pos >= 0 AND word_pos < 2 ^ 248::numeric),
    next_bit   integer NOT NULL DEFAULT 0 CHECK (next_bit BETWEEN 0 AND 256),
    updated_at timestamptz NOT NULL DEFAULT now()
);

package postgres

import (
	"context"
	"errors"
	"fmt"
	"math/big"

	"github.com/ethereum/go-ethereum/common"
	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgtype"

	"github.com/paystead/paystead/backend/checkout"
)

// PayerNonceWord answers payer's Permit2 nonce word, storing fresh from bit 0 when payer has
// none yet.
func (s *CheckoutStore) PayerNonceWord(ctx context.Context, payer common.Address, fresh *big.Int) (checkout.NonceWord, error) {
	if _, err := s.pool.Exec(ctx, `INSERT INTO payer_nonce_words (payer, word_pos) VALUES ($1, $2) ON CONFLICT (payer) DO NOTHING`,
		payer.Bytes(), numeric(fresh)); err != nil {
		return checkout.NonceWord{}, fmt.Errorf("CheckoutStore.PayerNonceWord(%s): %w", payer.Hex(), err)
	}
	var pos pgtype.Numeric
	var next int
	if err := s.pool.QueryRow(ctx, `SELECT word_pos, next_bit FROM payer_nonce_words WHERE payer = $1`, payer.Bytes()).Scan(&pos, &next); err != nil {
		return checkout.NonceWord{}, fmt.Errorf("CheckoutStore.PayerNonceWord(%s): %w", payer.Hex(), err)
	}
	return checkout.NonceWord{Pos: bigOf(pos), NextBit: next}, nil
}

// ReserveNonceBit takes the first bit at or after from not yet taken in payer's word wordPos.
// One UPDATE does it: the row lock orders concurrent reservations, and each sees the counter
// the previous one left.
func (s *CheckoutStore) ReserveNonceBit(ctx context.Context, payer common.Address, wordPos *big.Int, from int) (int, bool, error) {
	var bit int
	err := s.pool.QueryRow(ctx, `UPDATE payer_nonce_words SET next_bit = GREATEST(next_bit, $3) + 1, updated_at = now()
		WHERE payer = $1 AND word_pos = $2 AND GREATEST(next_bit, $3) < 256
		RETURNING next_bit - 1`, payer.Bytes(), numeric(wordPos), from).Scan(&bit)
	if errors.Is(err, pgx.ErrNoRows) {
		return 0, false, nil
	}
	if err != nil {
		return 0, false, fmt.Errorf("CheckoutStore.ReserveNonceBit(%s, %s, %d): %w", payer.Hex(), wordPos, from, err)
	}
	return bit, true, nil
}

// MovePayerNonceWord replaces payer's word from by to, unless another call moved it first.
func (s *CheckoutStore) MovePayerNonceWord(ctx context.Context, payer common.Address, from, to *big.Int) error {
	if _, err := s.pool.Exec(ctx, `UPDATE payer_nonce_words SET word_pos = $3, next_bit = 0, updated_at = now()
		WHERE payer = $1 AND word_pos = $2`, payer.Bytes(), numeric(from), numeric(to)); err != nil {
		return fmt.Errorf("CheckoutStore.MovePayerNonceWord(%s, %s, %s): %w", payer.Hex(), from, to, err)
	}
	return nil
}

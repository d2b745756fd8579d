package postgres

import (
	"context"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"
)

// merchantHasRoom reports whether merchantID has fewer than max of what count (a query of one
// merchant id parameter) counts, inside tx, holding the merchant's row lock until tx ends, so
// that one merchant's creations are serialised and a cap holds under concurrent requests. The
// count is a statement of its own, whose snapshot, taken once the lock is held, sees what the
// previous holder committed (in one statement with the lock it counts from before the wait, and
// lets concurrent creations pass).
func merchantHasRoom(ctx context.Context, tx pgx.Tx, merchantID uuid.UUID, count string, max int) (bool, error) {
	if _, err := tx.Exec(ctx, `SELECT 1 FROM merchants WHERE id = $1 FOR UPDATE`, merchantID); err != nil {
		return false, err
	}
	var n int
	if err := tx.QueryRow(ctx, count, merchantID).Scan(&n); err != nil {
		return false, err
	}
	return n < max, nil
}

package postgres

import (
	"errors"
	"fmt"

	"github.com/jackc/pgx/v5/pgconn"

	"github.com/paystead/paystead/backend/storeerr"
)

// Classify marks err with the storeerr kind its Postgres error code
// (SQLSTATE) belongs to, keeping err itself for the logs; other errors
// come back unchanged. The transport answers each kind as it must without
// knowing Postgres.
func Classify(err error) error {
	var pgErr *pgconn.PgError
	if !errors.As(err, &pgErr) {
		return err
	}
	if kind := kindOf(pgErr.Code); kind != nil {
		return fmt.Errorf("%w: %w", kind, err)
	}
	return err
}

// kindOf maps a SQLSTATE to its storeerr kind, or nil.
func kindOf(code string) error {
	switch code {
	case "40P01", // deadlock_detected
		"40001", // serialization_failure
		"55P03": // lock_not_available
		return storeerr.ErrRetry
	case "53300", // too_many_connections: max_connections, or a role's limit
		"53000", // insufficient_resources
		"57P03": // cannot_connect_now: starting up or shutting down
		return storeerr.ErrNoConnection
	case "22021", // character_not_in_repertoire: U+0000, invalid UTF-8
		"22P05": // untranslatable_character
		return storeerr.ErrBadText
	}
	return nil
}

// Package storeerr names the kinds of storage failure a caller answers
// differently from a plain failure, without knowing the database: the
// store (backend/postgres) maps its driver's errors to them, and the
// transport (backend/httpapi) turns them into statuses.
package storeerr

import "errors"

var (
	// ErrRetry: the database gave up on a transaction that may succeed
	// when sent again (a deadlock, a serialization failure, a lock not
	// available). Nothing was written.
	ErrRetry = errors.New("storage conflict: try again")
	// ErrNoConnection: the database refused a new connection (its
	// connection limit reached, or it is starting or stopping). Nothing
	// was written.
	ErrNoConnection = errors.New("storage out of connections")
	// ErrBadText: the database cannot store the text it was given (NUL,
	// bytes that are not UTF-8): the caller's input.
	ErrBadText = errors.New("text the storage cannot hold")
)

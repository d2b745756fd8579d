package postgres

import (
	"errors"
	"fmt"
	"testing"

	"github.com/jackc/pgx/v5/pgconn"
	"github.com/stretchr/testify/require"

	"github.com/paystead/paystead/backend/storeerr"
)

func TestClassify(t *testing.T) {
	t.Parallel()
	for code, kind := range map[string]error{
		"40P01": storeerr.ErrRetry, "40001": storeerr.ErrRetry, "55P03": storeerr.ErrRetry,
		"53300": storeerr.ErrNoConnection, "53000": storeerr.ErrNoConnection, "57P03": storeerr.ErrNoConnection,
		"22021": storeerr.ErrBadText, "22P05": storeerr.ErrBadText,
	} {
		original := fmt.Errorf("InvoiceStore.Create: %w", &pgconn.PgError{Code: code, Message: "x"})
		got := Classify(original)
		require.ErrorIs(t, got, kind, code)
		require.ErrorIs(t, got, original, "the original stays for the logs")
		var pgErr *pgconn.PgError
		require.ErrorAs(t, got, &pgErr)
	}
	unique := &pgconn.PgError{Code: "23505"}
	require.Same(t, error(unique), Classify(unique), "a code of no kind is left alone")
	plain := errors.New("boom")
	require.Same(t, plain, Classify(plain))
	require.NoError(t, Classify(nil))
}

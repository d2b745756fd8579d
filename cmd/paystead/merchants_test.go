package main

import (
	"context"
	"os"
	"strings"
	"testing"

	"github.com/google/uuid"
	"github.com/stretchr/testify/require"

	"github.com/paystead/paystead/backend/merchant"
	"github.com/paystead/paystead/backend/postgres"
	"github.com/paystead/paystead/backend/postgres/pgtest"
)

func TestMain(m *testing.M) {
	code := pgtest.Run(m)
	removeImage()
	os.Exit(code)
}

func TestMerchantAndKeyCommands(t *testing.T) {
	t.Setenv("DATABASE_URL", pgtest.URL(t))

	var out, errOut strings.Builder
	code := run([]string{"merchant", "create", "--owner", "0x52908400098527886E0F7030069857D2E4169EE7", "--name", "Acme", "--origins", "https://shop.example, https://www.shop.example"}, &out, &errOut)
	require.Equal(t, 0, code, errOut.String())
	id, err := uuid.Parse(strings.TrimSpace(out.String()))
	require.NoError(t, err)

	t.Run("KeysCreatePrintsAWorkingKey", func(t *testing.T) {
		var out, errOut strings.Builder
		require.Equal(t, 0, run([]string{"keys", "create", "--merchant", id.String(), "--kind", "publishable", "--label", "web"}, &out, &errOut), errOut.String())
		key := strings.TrimSpace(out.String())
		require.True(t, strings.HasPrefix(key, "pk_live_"))

		svc := merchant.NewService(postgres.NewMerchantStore(pgtest.Pool(t)))
		p, err := svc.Authenticate(context.Background(), key)
		require.NoError(t, err)
		require.Equal(t, id, p.Merchant.ID)
		require.Equal(t, []string{"https://shop.example", "https://www.shop.example"}, p.Merchant.AllowedOrigins)
		require.Equal(t, "web", p.Key.Label)
	})

	t.Run("RejectsBadArguments", func(t *testing.T) {
		for _, args := range [][]string{
			{"merchant", "create", "--owner", "0x123"},
			{"merchant", "create", "--owner", "0x52908400098527886E0F7030069857D2E4169EE7", "--payout", "nope"},
			{"keys", "create", "--merchant", "not-a-uuid"},
			{"keys", "create", "--merchant", id.String(), "--kind", "admin"},
			{"keys", "create", "--merchant", uuid.NewString()},
		} {
			var out, errOut strings.Builder
			require.Equal(t, 1, run(args, &out, &errOut), "args %v", args)
			require.Empty(t, out.String())
			require.NotEmpty(t, errOut.String())
		}
	})
}

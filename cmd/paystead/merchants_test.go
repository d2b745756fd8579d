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

	// An operator revokes a key without the dashboard: by its public part
	// from `keys list`, or by the whole key when it leaked. The secret is
	// never printed back.
	t.Run("KeysRevokeRefusesTheKeyFromNowOn", func(t *testing.T) {
		svc := merchant.NewService(postgres.NewMerchantStore(pgtest.Pool(t)))
		create := func() string {
			var out, errOut strings.Builder
			require.Equal(t, 0, run([]string{"keys", "create", "--merchant", id.String(), "--label", "backend"}, &out, &errOut), errOut.String())
			return strings.TrimSpace(out.String())
		}
		first, leaked := create(), create()
		public := publicPart(first)

		var out, errOut strings.Builder
		require.Equal(t, 0, run([]string{"keys", "list", "--merchant", id.String()}, &out, &errOut), errOut.String())
		require.Contains(t, out.String(), public+"_…")
		require.NotContains(t, out.String(), first, "no secret listed")
		require.NotContains(t, out.String(), leaked)

		out.Reset()
		require.Equal(t, 0, run([]string{"keys", "revoke", "--merchant", id.String(), "--key", public}, &out, &errOut), errOut.String())
		require.Contains(t, out.String(), "revoked "+public)
		_, err := svc.Authenticate(context.Background(), first)
		require.ErrorIs(t, err, merchant.ErrInvalidKey)

		out.Reset()
		require.Equal(t, 0, run([]string{"keys", "revoke", "--merchant", id.String(), "--key", leaked}, &out, &errOut), errOut.String())
		require.NotContains(t, out.String(), leaked, "the secret is not printed back")
		_, err = svc.Authenticate(context.Background(), leaked)
		require.ErrorIs(t, err, merchant.ErrInvalidKey)

		out.Reset()
		require.Equal(t, 0, run([]string{"keys", "revoke", "--merchant", id.String(), "--key", public}, &out, &errOut))
		require.Contains(t, out.String(), "already revoked")

		out.Reset()
		errOut.Reset()
		require.Equal(t, 1, run([]string{"keys", "revoke", "--merchant", uuid.NewString(), "--key", public}, &out, &errOut))
		require.Contains(t, errOut.String(), "no merchant has id")
		errOut.Reset()
		require.Equal(t, 1, run([]string{"keys", "revoke", "--merchant", id.String(), "--key", "ak_live_nosuchkey000_s3cretpart"}, &out, &errOut))
		require.Contains(t, errOut.String(), "has no key ak_live_nosuchkey000")
		require.NotContains(t, errOut.String(), "s3cretpart")
	})

	t.Run("RejectsBadArguments", func(t *testing.T) {
		for _, args := range [][]string{
			{"merchant", "create", "--owner", "0x123"},
			{"merchant", "create", "--owner", "0x52908400098527886E0F7030069857D2E4169EE7", "--payout", "nope"},
			{"keys", "create", "--merchant", "not-a-uuid"},
			{"keys", "create", "--merchant", id.String(), "--kind", "admin"},
			{"keys", "create", "--merchant", uuid.NewString()},
			{"keys", "revoke", "--merchant", id.String()},
			{"keys", "list", "--merchant", "nope"},
		} {
			var out, errOut strings.Builder
			require.Equal(t, 1, run(args, &out, &errOut), "args %v", args)
			require.Empty(t, out.String())
			require.NotEmpty(t, errOut.String())
		}
	})
}

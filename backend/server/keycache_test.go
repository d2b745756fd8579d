package server

import (
	"net/http"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"github.com/paystead/paystead/backend/merchant"
	"github.com/paystead/paystead/backend/postgres"
	"github.com/paystead/paystead/shared/apierr"
)

// TestKeyChangesReachEveryInstance: two servers on one database each
// remember a key once it has authenticated there (for a minute). A key
// revoked through one is refused by that one at once and by the other as
// soon as the database reports the change, well inside the minute; so is
// one revoked in the database by neither (an operator, another tool), and
// so is a change of the merchant's allowed origins.
func TestKeyChangesReachEveryInstance(t *testing.T) {
	t.Parallel()
	a, b := startApp(t, nil), startApp(t, nil)
	require.Equal(t, time.Minute, b.Config.APIKeyCacheTTL)
	ctx := t.Context()
	m, err := a.Merchants.CreateMerchant(ctx, merchant.Merchant{
		OwnerWallet: randomAddress(t), DisplayName: "Two instances", AllowedOrigins: []string{"https://one.example"},
	})
	require.NoError(t, err)

	// An empty body: 400 once the key (and origin) pass, and no invoice either way.
	attempt := func(t *testing.T, app testApp, key, origin string) apierr.Code {
		t.Helper()
		headers := map[string]string{"X-Service-Api-Key": key}
		if origin != "" {
			headers["Origin"] = origin
		}
		var e apierr.Error
		resp := call(t, http.MethodPost, app.URL+"/api/invoices", headers, map[string]any{}, &e)
		require.NotEqual(t, http.StatusInternalServerError, resp.StatusCode)
		return e.Code
	}
	// Well under the cache's minute, with room for a loaded test machine.
	const reportArrives = 5 * time.Second
	refusedBy := func(t *testing.T, app testApp, key, origin string, code apierr.Code) {
		t.Helper()
		require.Eventually(t, func() bool { return attempt(t, app, key, origin) == code }, reportArrives, 10*time.Millisecond)
	}
	both := []testApp{a, b}

	t.Run("RevokedThroughOneInstance", func(t *testing.T) {
		key, plain, err := a.Merchants.CreateAPIKey(ctx, m.ID, merchant.Secret, "revoked through a")
		require.NoError(t, err)
		for _, app := range both {
			require.Equal(t, apierr.BadBody, attempt(t, app, plain, ""))
		}
		require.NoError(t, a.Merchants.RevokeAPIKey(ctx, m.ID, key.ID))
		require.Equal(t, apierr.InvalidAPIKey, attempt(t, a, plain, ""), "the instance that revoked it refuses it at once")
		refusedBy(t, b, plain, "", apierr.InvalidAPIKey)
	})

	t.Run("RevokedOutsideEitherInstance", func(t *testing.T) {
		key, plain, err := a.Merchants.CreateAPIKey(ctx, m.ID, merchant.Secret, "revoked by hand")
		require.NoError(t, err)
		for _, app := range both {
			require.Equal(t, apierr.BadBody, attempt(t, app, plain, ""))
		}
		// The store itself, not either instance's merchant service: only the
		// database can tell them.
		require.NoError(t, postgres.NewMerchantStore(a.Pool).RevokeAPIKey(ctx, m.ID, key.ID, time.Now()))
		for _, app := range both {
			refusedBy(t, app, plain, "", apierr.InvalidAPIKey)
		}
	})

	t.Run("AllowedOriginsChanged", func(t *testing.T) {
		// The key's own merchant's origins decide (the preflight, which
		// carries no key, answers every origin).
		_, plain, err := a.Merchants.CreateAPIKey(ctx, m.ID, merchant.Publishable, "web shop")
		require.NoError(t, err)
		for _, app := range both {
			require.Equal(t, apierr.BadBody, attempt(t, app, plain, "https://one.example"))
			require.Equal(t, apierr.OriginNotAllowed, attempt(t, app, plain, "https://two.example"))
		}
		_, err = a.Merchants.SetAllowedOrigins(ctx, m.ID, []string{"https://two.example"})
		require.NoError(t, err)
		require.Equal(t, apierr.OriginNotAllowed, attempt(t, a, plain, "https://one.example"))
		refusedBy(t, b, plain, "https://one.example", apierr.OriginNotAllowed)
		for _, app := range both {
			require.Equal(t, apierr.BadBody, attempt(t, app, plain, "https://two.example"))
		}
	})
}

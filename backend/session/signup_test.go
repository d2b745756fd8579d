package session_test

import (
	"testing"

	"github.com/ethereum/go-ethereum/common"
	"github.com/google/uuid"
	"github.com/stretchr/testify/require"

	"github.com/paystead/paystead/backend/merchant"
	"github.com/paystead/paystead/backend/session"
	"github.com/paystead/paystead/shared/apierr"
)

func TestSignUpPolicy(t *testing.T) {
	t.Parallel()
	refused := func(t *testing.T, err error) {
		t.Helper()
		var ae *apierr.Error
		require.ErrorAs(t, err, &ae)
		require.Equal(t, apierr.SignUpClosed, ae.Code)
		require.Equal(t, 403, ae.Status())
	}

	t.Run("ClosedRefusesNewWalletsAndLetsMerchantsIn", func(t *testing.T) {
		t.Parallel()
		b := setupWith(t, session.Config{BaseURL: baseURL, ChainID: chainID, SignUp: session.SignUpPolicy{Closed: true}})
		_, _, _, err := b.signIn(t, b.fields(t))
		refused(t, err)
		require.Zero(t, b.merchants.creates, "no merchant is made")
		require.Empty(t, b.store.sessions, "no session is opened")

		// The operator made the merchant (paystead merchant create).
		m := merchant.Merchant{ID: uuid.New(), OwnerWallet: b.wallet}
		b.merchants.byOwner[b.wallet] = m
		_, sess, got, err := b.signIn(t, b.fields(t))
		require.NoError(t, err)
		require.Equal(t, m.ID, got.ID)
		require.Equal(t, m.ID, sess.MerchantID)
	})

	t.Run("AllowlistTakesOnlyItsWallets", func(t *testing.T) {
		t.Parallel()
		other := common.HexToAddress("0x00000000000000000000000000000000000000a1")
		b := setupWith(t, session.Config{BaseURL: baseURL, ChainID: chainID, SignUp: session.SignUpPolicy{Allowed: []common.Address{other}}})
		_, _, _, err := b.signIn(t, b.fields(t))
		refused(t, err)

		ok := setupWith(t, session.Config{BaseURL: baseURL, ChainID: chainID})
		ok.svc, err = session.NewService(session.Config{BaseURL: baseURL, ChainID: chainID, NonceKey: testNonceKey,
			SignUp: session.SignUpPolicy{Allowed: []common.Address{other, ok.wallet}}}, ok.store, ok.merchants)
		require.NoError(t, err)
		_, _, m, err := ok.signIn(t, ok.fields(t))
		require.NoError(t, err)
		require.Equal(t, ok.wallet, m.OwnerWallet)
		require.Equal(t, 1, ok.merchants.creates)
	})
}

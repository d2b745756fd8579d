package server

import (
	"net/http"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/stretchr/testify/require"

	"github.com/paystead/paystead/backend/config"
	"github.com/paystead/paystead/backend/merchant"
	"github.com/paystead/paystead/shared/apierr"
	"github.com/paystead/paystead/shared/merchantapi"
)

// TestSignUpFollowsTheOperatorsSetting: with PAYSTEAD_SIGNUP=allowlist a
// wallet that is no merchant and not on the list is refused (403
// signup_closed, nothing made, no cookie), one on the list becomes a
// merchant, and an existing merchant signs in whatever the list says.
func TestSignUpFollowsTheOperatorsSetting(t *testing.T) {
	t.Parallel()
	listed, err := crypto.GenerateKey()
	require.NoError(t, err)
	app := startApp(t, func(c *config.Config) {
		c.SignUp = config.SignUpAllowlist
		c.SignUpAllowlist = []common.Address{crypto.PubkeyToAddress(listed.PublicKey)}
	})
	spec := fetchOpenAPI(t, app.URL)

	stranger, err := crypto.GenerateKey()
	require.NoError(t, err)
	var n merchantapi.SignInNonce
	require.Equal(t, http.StatusOK, call(t, "GET", app.URL+"/api/auth/nonce", nil, nil, &n).StatusCode)
	msg, sig := signSIWE(t, stranger, siweParams{domain: n.Domain, uri: n.URI, chainID: int(n.ChainID), nonce: n.Nonce})
	body := checkCase(t, spec, conformanceCase{name: "refused", method: "POST", url: app.URL + "/api/auth/siwe", headers: map[string]string{"Origin": app.URL},
		body: merchantapi.SignInRequest{Message: msg, Signature: sig}, status: 403, code: apierr.SignUpClosed})
	require.Contains(t, string(body), "paystead merchant create")
	_, err = app.Merchants.MerchantByOwner(t.Context(), crypto.PubkeyToAddress(stranger.PublicKey))
	require.Error(t, err, "no merchant was made")

	sess := signInWithKey(t, app, listed)
	var prof merchantapi.Profile
	require.Equal(t, 200, call(t, "GET", app.URL+"/api/merchant/profile", sess, nil, &prof).StatusCode)
	require.Equal(t, crypto.PubkeyToAddress(listed.PublicKey).Hex(), prof.OwnerWallet)

	signInWithKey(t, app, testChain(t).Merchant.Key) // the demo merchant, not on the list
}

// TestComplianceShowsTheLatestPayoutScreening: a payout wallet set
// without a screening (by the operator's command) shows "not screened"
// until the next invoice's creation screens it; then its result.
func TestComplianceShowsTheLatestPayoutScreening(t *testing.T) {
	t.Parallel()
	app := startApp(t, nil)
	key, err := crypto.GenerateKey()
	require.NoError(t, err)
	sess := signInWithKey(t, app, key)
	var prof merchantapi.Profile
	require.Equal(t, 200, call(t, "GET", app.URL+"/api/merchant/profile", sess, nil, &prof).StatusCode)
	payout := randomAddress(t)
	_, err = app.Pool.Exec(t.Context(), `UPDATE merchants SET payout_wallet = $1 WHERE id = $2`, payout.Bytes(), prof.MerchantID)
	require.NoError(t, err)

	var before merchantapi.Compliance
	require.Equal(t, 200, call(t, "GET", app.URL+"/api/merchant/compliance", sess, nil, &before).StatusCode)
	require.Nil(t, before.Onboarding.Result, "not screened yet")

	m, err := app.Merchants.MerchantByOwner(t.Context(), crypto.PubkeyToAddress(key.PublicKey))
	require.NoError(t, err)
	_, sk, err := app.Merchants.CreateAPIKey(t.Context(), m.ID, merchant.Secret, "")
	require.NoError(t, err)
	// The server wallet is not this merchant's delegate, so no invoice is
	// made; the payout wallet was screened first all the same.
	resp := call(t, "POST", app.URL+"/api/invoices", map[string]string{"X-Service-Api-Key": sk}, map[string]any{"amountUsdc": "1", "payInToken": "USDC"}, nil)
	require.Equal(t, 412, resp.StatusCode)

	var after merchantapi.Compliance
	require.Equal(t, 200, call(t, "GET", app.URL+"/api/merchant/compliance", sess, nil, &after).StatusCode)
	require.NotNil(t, after.Onboarding.Result)
	require.Equal(t, "clear", *after.Onboarding.Result)
	require.Equal(t, payout.Hex(), *after.Onboarding.PayoutWallet)
	require.WithinDuration(t, time.Now(), *after.Onboarding.ScreenedAt, time.Minute)
}

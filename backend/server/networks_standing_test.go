package server

import (
	"context"
	"math/big"
	"net/http"
	"testing"

	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/hexutil"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/stretchr/testify/require"

	"github.com/paystead/paystead/backend/chain"
	"github.com/paystead/paystead/backend/devchain"
	"github.com/paystead/paystead/shared/merchantapi"
)

// A merchant's standing is per network (#32 item 4): the server wallet
// must act for it on each network's gateway, and each gateway pays that
// network's claims to the payout wallet set there, which may differ. The
// dashboard's authorization reads every network and gives the
// transactions that authorize the server wallet and set the profile's
// payout wallet on each; sent on one network, they change that one only.
func TestTheMerchantsStandingOnEachNetwork(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	app, first, second := twoChainApp(t)
	key, err := crypto.GenerateKey()
	require.NoError(t, err)
	owner := crypto.PubkeyToAddress(key.PublicKey)
	for _, dc := range []*devchain.Chain{first, second} { // gas on both
		tx, err := chain.NewTransactor(dc.Client(), dc.Customer.Key, dc.ChainID(), nil).Send(ctx, func(o *bind.TransactOpts) (*types.Transaction, error) {
			return plainTransfer(ctx, dc.Client(), o, dc.ChainID(), owner, big.NewInt(1e18), nil)
		})
		require.NoError(t, err)
		_, err = chain.WaitMined(ctx, dc.Client(), tx)
		require.NoError(t, err)
	}
	sess := signInWithKey(t, app, key) // a new merchant
	standing := func() merchantapi.Delegate {
		t.Helper()
		var d merchantapi.Delegate
		require.Equal(t, http.StatusOK, call(t, "GET", app.URL+"/api/merchant/delegate", sess, nil, &d).StatusCode)
		require.Len(t, d.Networks, 2)
		return d
	}

	d := standing()
	for i, dc := range []*devchain.Chain{first, second} {
		n := d.Networks[i]
		require.Equal(t, dc.ChainID().Int64(), n.ChainID)
		require.Equal(t, dc.Addresses().Gateway.Hex(), n.Gateway)
		require.False(t, n.Authorized)
		require.Nil(t, n.PayoutWallet, "none set on the gateway")
		require.Nil(t, n.PayoutTransaction, "the profile has no payout wallet yet")
		require.Empty(t, n.Error)
	}
	require.Equal(t, d.Networks[0].Gateway, d.Gateway, "the top level is the first network's")
	require.Equal(t, d.Networks[0].Transaction, d.Transaction)

	payout := common.HexToAddress("0x00000000000000000000000000000000000Fa1d1")
	payoutHex := payout.Hex()
	require.Equal(t, http.StatusOK, call(t, "PATCH", app.URL+"/api/merchant/profile", sess, merchantapi.ProfileUpdate{PayoutWallet: &payoutHex}, nil).StatusCode)
	d = standing()
	for _, n := range d.Networks {
		require.NotNil(t, n.PayoutTransaction, "chain %d", n.ChainID)
		require.Equal(t, n.Gateway, n.PayoutTransaction.To)
		require.Equal(t, hexutil.Encode(chain.NewGateway(first.Client(), first.Addresses().Gateway).SetPayoutWalletCalldata(payout)), n.PayoutTransaction.Data)
	}

	// The merchant's wallet sends both on the second network.
	send := func(dc *devchain.Chain, tx merchantapi.Transaction) {
		t.Helper()
		sent, err := chain.NewTransactor(dc.Client(), key, dc.ChainID(), nil).Send(ctx, func(o *bind.TransactOpts) (*types.Transaction, error) {
			return plainTransfer(ctx, dc.Client(), o, dc.ChainID(), common.HexToAddress(tx.To), new(big.Int), hexutil.MustDecode(tx.Data))
		})
		require.NoError(t, err)
		r, err := chain.WaitMined(ctx, dc.Client(), sent)
		require.NoError(t, err)
		require.Equal(t, types.ReceiptStatusSuccessful, r.Status)
	}
	send(second, d.Networks[1].Transaction)
	send(second, *d.Networks[1].PayoutTransaction)
	d = standing()
	require.True(t, d.Networks[1].Authorized)
	require.Equal(t, payout.Hex(), *d.Networks[1].PayoutWallet)
	require.Nil(t, d.Networks[1].PayoutTransaction, "set as the profile says")
	require.False(t, d.Networks[0].Authorized, "the first network is its own")
	require.Nil(t, d.Networks[0].PayoutWallet)
	require.False(t, d.Authorized)

	// Another payout wallet on the first network, straight from the
	// merchant's wallet: each network shows its own.
	other := common.HexToAddress("0x00000000000000000000000000000000000Fa1d2")
	send(first, merchantapi.Transaction{To: first.Addresses().Gateway.Hex(),
		Data: hexutil.Encode(chain.NewGateway(first.Client(), first.Addresses().Gateway).SetPayoutWalletCalldata(other))})
	d = standing()
	require.Equal(t, other.Hex(), *d.Networks[0].PayoutWallet)
	require.NotNil(t, d.Networks[0].PayoutTransaction, "offered to set the profile's there")
	require.Equal(t, payout.Hex(), *d.Networks[1].PayoutWallet)
}

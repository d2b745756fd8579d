package server

import (
	"context"
	"math/big"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/stretchr/testify/require"

	"github.com/paystead/paystead/backend/chain"
	"github.com/paystead/paystead/backend/invoice"
	"github.com/paystead/paystead/backend/postgres"
)

// TestDepositsAreFound (#34): on the dev chain, where Paystead deploys the operator's deposit
// factory, each invoice gets its deposit address (the factory's CREATE2 of its id), and a plain
// USDC transfer there from a wallet that never signed anything for Paystead is found and recorded:
// its sender, amount and transaction.
func TestDepositsAreFound(t *testing.T) {
	t.Parallel()
	app := startApp(t, nil)
	ctx := context.Background()
	factory := app.Networks[0].Config.DepositFactory
	require.NotEqual(t, common.Address{}, factory, "the dev chain has a deposit factory")

	id := createInvoice(t, app, "12.5")
	iid, err := invoice.ParseID(id)
	require.NoError(t, err)
	inv, err := postgres.NewInvoiceStore(app.Pool).Invoice(ctx, iid)
	require.NoError(t, err)
	require.Equal(t, chain.DepositAddress(factory, iid), inv.DepositAddress)

	dc := testChain(t)
	usdc := chain.NewToken(dc.Client(), dc.Addresses().USDC)
	tx, err := customerSender(t).Send(ctx, func(o *bind.TransactOpts) (*types.Transaction, error) {
		return usdc.Transfer(ctx, o, inv.DepositAddress, big.NewInt(12_500_000))
	})
	require.NoError(t, err)
	r, err := chain.WaitMined(ctx, dc.Client(), tx)
	require.NoError(t, err)

	store := postgres.NewRelayerStore(app.Pool)
	var found []postgres.Deposit
	require.Eventually(t, func() bool {
		found, err = store.Deposits(ctx, iid)
		return err == nil && len(found) == 1
	}, 30*time.Second, 100*time.Millisecond, "the deposit recorded (err %v)", err)
	d := found[0]
	require.Equal(t, dc.Customer.Address, d.Sender)
	require.Equal(t, big.NewInt(12_500_000), d.Amount)
	require.Equal(t, dc.Addresses().USDC, d.Token)
	require.Equal(t, tx.Hash(), d.TxHash)
	require.Equal(t, r.BlockNumber.Uint64(), d.Block)
	require.Equal(t, dc.ChainID().Int64(), d.ChainID)

	// Enough arrived: the server wallet pays the invoice from its deposit address.
	waitInvoiceStatus(t, app, id, "paid")
	v := publicInvoice(t, app, id)
	require.Equal(t, inv.DepositAddress.Hex(), *v.Payer, "paid from its deposit address")
	require.NotNil(t, v.SettleTxHash)
}

// TestDepositsPayTheirInvoices (#34): a short transfer leaves the invoice open; the customer's
// second transfer completes it and the invoice is paid; a transfer of more than the amount pays
// it and the surplus is held on the gateway for the merchant to return.
func TestDepositsPayTheirInvoices(t *testing.T) {
	t.Parallel()
	app := startApp(t, nil)
	ctx := context.Background()
	factory := app.Networks[0].Config.DepositFactory
	dc := testChain(t)
	usdc := chain.NewToken(dc.Client(), dc.Addresses().USDC)
	send := func(to common.Address, amount int64) {
		t.Helper()
		tx, err := customerSender(t).Send(ctx, func(o *bind.TransactOpts) (*types.Transaction, error) {
			return usdc.Transfer(ctx, o, to, big.NewInt(amount))
		})
		require.NoError(t, err)
		_, err = chain.WaitMined(ctx, dc.Client(), tx)
		require.NoError(t, err)
	}
	depositOf := func(id string) common.Address {
		iid, err := invoice.ParseID(id)
		require.NoError(t, err)
		return chain.DepositAddress(factory, iid)
	}

	short := createInvoice(t, app, "10")
	send(depositOf(short), 4_000_000)
	over := createInvoice(t, app, "3")
	send(depositOf(over), 5_000_000)

	waitInvoiceStatus(t, app, over, "paid")
	gw := chain.NewGateway(dc.Client(), dc.Addresses().Gateway)
	overID, err := invoice.ParseID(over)
	require.NoError(t, err)
	held, merchant, err := gw.Held(ctx, overID, dc.Addresses().USDC)
	require.NoError(t, err)
	require.Equal(t, big.NewInt(2_000_000), held, "the surplus is held")
	require.Equal(t, dc.Merchant.Address, merchant)

	require.Equal(t, "open", publicInvoice(t, app, short).Status, "4 of 10 arrived: still open")
	send(depositOf(short), 6_000_000)
	waitInvoiceStatus(t, app, short, "paid")
	require.Equal(t, depositOf(short).Hex(), *publicInvoice(t, app, short).Payer)
}

// TestDepositsPaidToNoInvoiceAreHeld (#34): a second payment to a paid invoice's deposit address,
// and EURC sent to an open USDC invoice's, pay nothing: the service sweeps each into the gateway's
// held funds, tied to the merchant, and leaves the open invoice open.
func TestDepositsPaidToNoInvoiceAreHeld(t *testing.T) {
	t.Parallel()
	app := startApp(t, nil)
	ctx := context.Background()
	factory := app.Networks[0].Config.DepositFactory
	dc := testChain(t)
	gw := chain.NewGateway(dc.Client(), dc.Addresses().Gateway)
	send := func(token common.Address, to common.Address, amount int64) {
		t.Helper()
		tx, err := customerSender(t).Send(ctx, func(o *bind.TransactOpts) (*types.Transaction, error) {
			return chain.NewToken(dc.Client(), token).Transfer(ctx, o, to, big.NewInt(amount))
		})
		require.NoError(t, err)
		_, err = chain.WaitMined(ctx, dc.Client(), tx)
		require.NoError(t, err)
	}
	heldFor := func(id invoice.ID, token common.Address, want int64) {
		t.Helper()
		require.Eventually(t, func() bool {
			held, merchant, err := gw.Held(ctx, id, token)
			return err == nil && held.Cmp(big.NewInt(want)) == 0 && merchant == dc.Merchant.Address
		}, 60*time.Second, 200*time.Millisecond, "%d of %s held for invoice %s", want, token, id)
	}

	paid := createInvoice(t, app, "2")
	paidID, err := invoice.ParseID(paid)
	require.NoError(t, err)
	deposit := chain.DepositAddress(factory, paidID)
	send(dc.Addresses().USDC, deposit, 2_000_000)
	waitInvoiceStatus(t, app, paid, "paid")
	send(dc.Addresses().USDC, deposit, 2_000_000) // paid twice
	heldFor(paidID, dc.Addresses().USDC, 2_000_000)

	open := createInvoice(t, app, "4")
	openID, err := invoice.ParseID(open)
	require.NoError(t, err)
	waitInvoiceStatus(t, app, open, "open")
	send(dc.Addresses().EURC, chain.DepositAddress(factory, openID), 3_000_000) // a token it does not take
	heldFor(openID, dc.Addresses().EURC, 3_000_000)
	require.Equal(t, "open", publicInvoice(t, app, open).Status)
	left, err := chain.NewToken(dc.Client(), dc.Addresses().EURC).BalanceOf(ctx, chain.DepositAddress(factory, openID))
	require.NoError(t, err)
	require.Equal(t, 0, left.Sign(), "swept from the deposit address")
}

package main

import (
	"context"
	"math/big"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/stretchr/testify/require"

	"github.com/paystead/paystead/backend/chain"
	"github.com/paystead/paystead/backend/invoice"
	"github.com/paystead/paystead/sdk"
)

// TestADepositIsSweptOnceThroughAKill: on geth, with the deposit factory `paystead deploy` put
// there (at the address it has on every chain), a customer who never touched Permit2 sends a
// plain transfer to an invoice's deposit address; the serve process is killed (SIGKILL) the
// moment it has recorded the transfer, before it pays the invoice from it. After the restart the
// invoice is paid, from the deposit, once: one InvoicePaid, the deposit address empty, the
// gateway holding the amount, one deposit payment sent.
func TestADepositIsSweptOnceThroughAKill(t *testing.T) {
	p := startProduction(t, 1)
	ctx := context.Background()
	client := p.node.Client()
	factory := p.chains[0].address("PAYSTEAD_DEPOSIT_FACTORY_ADDRESS")
	require.Equal(t, chain.DepositFactoryAddress(crypto.PubkeyToAddress(p.deployer.PublicKey)), factory,
		"deploy put the deployer's factory at its address on every chain")

	const units = 12_340_000 // $12.34
	id := p.createInvoice(t, 0, units, "")
	var inv *sdk.Invoice
	require.Eventually(t, func() bool { // once staged
		got, err := p.sdkClient(t, p.procs[0].url).GetInvoice(ctx, id)
		require.NoError(t, err)
		inv = got
		return got.Status == "open"
	}, time.Minute, 100*time.Millisecond, "the invoice open")
	require.NotNil(t, inv.Deposit, "the open invoice offers a deposit address")
	invID, err := invoice.ParseID(id)
	require.NoError(t, err)
	address := chain.DepositAddress(factory, invID)
	require.Equal(t, address.Hex(), inv.Deposit.Address)

	// A customer's own wallet: ETH for gas and USDC, no approval of anything.
	key, err := crypto.GenerateKey()
	require.NoError(t, err)
	customer := crypto.PubkeyToAddress(key.PublicKey)
	p.node.Fund(t, customer, big.NewInt(1e17))
	usdc := chain.NewToken(client, p.chains[0].address("PAYSTEAD_USDC_ADDRESS"))
	mint, err := chain.NewTransactor(client, p.deployer, p.node.ChainID, nil).Send(ctx, func(o *bind.TransactOpts) (*types.Transaction, error) {
		return usdc.Mint(ctx, o, customer, big.NewInt(units))
	})
	require.NoError(t, err)
	_, err = chain.WaitMined(ctx, client, mint)
	require.NoError(t, err)
	gateway := p.chains[0].address("PAYSTEAD_GATEWAY_ADDRESS")
	before, err := usdc.BalanceOf(ctx, gateway)
	require.NoError(t, err)

	transfer, err := chain.NewTransactor(client, key, p.node.ChainID, nil).Send(ctx, func(o *bind.TransactOpts) (*types.Transaction, error) {
		return usdc.Transfer(ctx, o, address, big.NewInt(units))
	})
	require.NoError(t, err)
	_, err = chain.WaitMined(ctx, client, transfer)
	require.NoError(t, err)

	// The kill, as soon as the transfer is recorded.
	recorded := func() bool {
		var n int
		require.NoError(t, p.pool.QueryRow(ctx, `SELECT count(*) FROM invoice_deposits WHERE tx_hash = $1`, transfer.Hash().Bytes()).Scan(&n))
		return n > 0
	}
	require.Eventually(t, recorded, time.Minute, 10*time.Millisecond, "the transfer recorded")
	p.procs[0].kill()
	var sentBefore int
	require.NoError(t, p.pool.QueryRow(ctx, `SELECT count(*) FROM relayer_txs WHERE purpose = 'deposit'`).Scan(&sentBefore))
	t.Logf("killed with %d deposit payments sent", sentBefore)
	var status string
	require.NoError(t, p.pool.QueryRow(ctx, `SELECT status FROM invoices WHERE id = $1`, invID[:]).Scan(&status))
	require.Equal(t, "open", status, "the invoice was paid before the kill")

	p.start(t, p.procs[0])
	require.Eventually(t, func() bool {
		got, err := p.sdkClient(t, p.procs[0].url).GetInvoice(ctx, id)
		return err == nil && got.Status == "paid"
	}, 2*time.Minute, 200*time.Millisecond, "the invoice paid after the restart")

	var paid int
	for _, e := range gatewayEvents(t, p, chain.NewGateway(client, gateway)).Paid {
		if e.ID == invID {
			paid++
		}
	}
	require.Equal(t, 1, paid, "InvoicePaid events of the invoice")
	left, err := usdc.BalanceOf(ctx, address)
	require.NoError(t, err)
	require.Zero(t, left.Sign(), "the deposit address still holds %s", left)
	after, err := usdc.BalanceOf(ctx, gateway)
	require.NoError(t, err)
	require.Equal(t, big.NewInt(units), new(big.Int).Sub(after, before), "the gateway's escrow grew by the deposit")
	var sent, mined int
	require.Eventually(t, func() bool { // the receipt is recorded after the reconciler's sighting, maybe
		require.NoError(t, p.pool.QueryRow(ctx, `SELECT count(DISTINCT first_hash), count(*) FILTER (WHERE status = 'mined') FROM relayer_txs WHERE purpose = 'deposit'`).Scan(&sent, &mined))
		return mined == 1
	}, time.Minute, 100*time.Millisecond, "the deposit payment's receipt recorded")
	require.Equal(t, 1, sent, "deposit payments sent (a repriced copy counted once)")
}

package server

import (
	"context"
	"fmt"
	"math/big"
	"net/http"
	"os"
	"path/filepath"
	"sync"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common/hexutil"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/stretchr/testify/require"

	"github.com/paystead/paystead/backend/chain"
	"github.com/paystead/paystead/backend/config"
	"github.com/paystead/paystead/backend/devchain"
	"github.com/paystead/paystead/backend/invoice"
	"github.com/paystead/paystead/shared/apierr"
	"github.com/paystead/paystead/shared/checkoutapi"
	"github.com/paystead/paystead/shared/invoiceapi"
	"github.com/paystead/paystead/shared/webhookapi"
)

// The four ways money moved against the service's own rules in issue #30's reproductions, each
// now refused by the gateway itself or by the service before anything is sent.

// payOwnPermit has p sign a Permit2 permit for the invoice (everything it needs is in the public
// invoice view) with a 30-day deadline and send gateway.pay itself, as the attacker did.
// It returns the error of the payment's simulation or transaction.
func payOwnPermit(t *testing.T, app testApp, p payerWallet, invoiceID string) error {
	t.Helper()
	ctx := context.Background()
	dc := p.dc
	id, err := invoice.ParseID(invoiceID)
	require.NoError(t, err)
	inv, err := app.Invoices.Get(ctx, id)
	require.NoError(t, err)
	// Permit2 may move the payer's USDC.
	tok := chain.NewToken(dc.Client(), dc.Addresses().USDC)
	payer := chain.NewTransactor(dc.Client(), p.key, dc.ChainID(), nil)
	tx, err := payer.Send(ctx, func(o *bind.TransactOpts) (*types.Transaction, error) {
		return tok.Approve(ctx, o, dc.Addresses().Permit2, big.NewInt(inv.Amount))
	})
	require.NoError(t, err)
	_, err = chain.WaitMined(ctx, dc.Client(), tx)
	require.NoError(t, err)

	chainNow, err := chain.Now(ctx, dc.Client())
	require.NoError(t, err)
	w := chain.Invoice{ID: id, Merchant: inv.MerchantWallet, PayoutToken: inv.PayoutToken, Amount: big.NewInt(inv.Amount), ExpiresAt: inv.ChainExpiresAt}
	permit := chain.Permit{Token: inv.PayoutToken, Amount: big.NewInt(inv.Amount), Nonce: big.NewInt(time.Now().UnixNano()),
		Deadline: big.NewInt(chainNow.Add(30 * 24 * time.Hour).Unix())}
	sig, err := chain.SignPermit(p.key, dc.ChainID(), dc.Addresses().Permit2, app.Config.Chains[0].Gateway, permit, w)
	require.NoError(t, err)
	gw := chain.NewGateway(dc.Client(), app.Config.Chains[0].Gateway)
	tx, err = payer.Send(ctx, func(o *bind.TransactOpts) (*types.Transaction, error) {
		return gw.Pay(ctx, o, chain.Payment{Invoice: w, Payer: p.addr, Permit: permit, Signature: sig})
	})
	if err != nil {
		return err
	}
	r, err := chain.WaitMined(ctx, dc.Client(), tx)
	require.NoError(t, err)
	if r.Status != types.ReceiptStatusSuccessful {
		return fmt.Errorf("payment %s reverted", tx.Hash().Hex())
	}
	return nil
}

// requireUnpaid checks the gateway still holds invoiceID as not paid (staged, or voided) and the
// payer kept its money, after the reconciler has read the chain.
func requireUnpaid(t *testing.T, app testApp, invoiceID string, p payerWallet, balance *big.Int, status invoice.Status) {
	t.Helper()
	ctx := context.Background()
	_, err := app.Reconciler.Step(ctx)
	require.NoError(t, err)
	id, _ := invoice.ParseID(invoiceID)
	// An invoice just created opens once its staging receipt is recorded,
	// which the stager does on its own time.
	var inv invoice.Invoice
	require.Eventually(t, func() bool {
		inv, err = app.Invoices.Get(ctx, id)
		require.NoError(t, err)
		return inv.Status == status
	}, 30*time.Second, 20*time.Millisecond, "invoice %s is %s, not %s", invoiceID, inv.Status, status)
	require.Nil(t, inv.PaidAt)
	require.Equal(t, balance, usdcBalanceOn(t, p.dc, p.addr), "the payer kept its money")
	for _, ev := range webhookEvents(t, app, invoiceID) {
		require.NotEqual(t, webhookapi.InvoicePaid, ev.Type)
	}
}

// A wallet the gate rejects as sanctioned cannot settle by relaying its own permit.
func TestASanctionedWalletCannotRelayItsOwnPermit(t *testing.T) {
	t.Parallel()
	p := newPayer(t, 10_000_000)
	list := filepath.Join(t.TempDir(), "list.txt")
	require.NoError(t, os.WriteFile(list, fmt.Appendf(nil, "%s sanctioned OFAC SDN\n", p.addr.Hex()), 0o600))
	app := startApp(t, func(c *config.Config) {
		c.Compliance.Provider = "list"
		c.Compliance.ListFile = list
	})
	invoiceID := createInvoice(t, app, "3")
	var decision map[string]any
	require.Equal(t, 200, call(t, "POST", app.URL+"/api/checkout/authorize", nil, map[string]string{"invoiceId": invoiceID, "address": p.addr.Hex()}, &decision).StatusCode)
	require.Equal(t, "reject", decision["decision"])

	err := payOwnPermit(t, app, p, invoiceID)
	require.Error(t, err)
	require.Equal(t, "NotAgent", chain.RevertName(err), "%v", err)
	requireUnpaid(t, app, invoiceID, p, big.NewInt(10_000_000), invoice.Open)
}

// A voided invoice and an expired one cannot be paid with the payer's own permit either.
func TestVoidedAndExpiredInvoicesCannotBePaidOnChain(t *testing.T) {
	t.Parallel()
	app := startApp(t, nil)
	ctx := context.Background()

	t.Run("Voided", func(t *testing.T) {
		p := newPayer(t, 10_000_000)
		invoiceID := createInvoice(t, app, "2")
		id, _ := invoice.ParseID(invoiceID)
		waitInvoiceStatus(t, app, invoiceID, "open")
		require.Equal(t, 200, call(t, "POST", app.URL+"/api/invoices/"+invoiceID+"/void", secret(app), nil, nil).StatusCode)

		// The void goes to the gateway too: its record reads VOIDED.
		gw := chain.NewGateway(p.dc.Client(), app.Config.Chains[0].Gateway)
		require.Eventually(t, func() bool {
			_, err := app.Voider.Step(ctx)
			require.NoError(t, err)
			r, err := gw.Record(ctx, id)
			require.NoError(t, err)
			return r == chain.RecordVoided
		}, 30*time.Second, 50*time.Millisecond)

		err := payOwnPermit(t, app, p, invoiceID)
		require.Error(t, err, "a delegate could not pay it either: the record is voided")
		requireUnpaid(t, app, invoiceID, p, big.NewInt(10_000_000), invoice.Voided)
	})

}

// An expired invoice: on a chain of its own, whose clock the test moves past the expiry.
func TestAnExpiredInvoiceCannotBePaidOnChain(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	dc := ownChain(t)
	app := startAppOn(t, dc, nil)
	p := fundedPayerOn(t, dc, 10_000_000)

	var out invoiceapi.CreateInvoiceResponse
	expires := time.Now().Add(invoiceapi.MinExpiry + 5*time.Second).UTC().Truncate(time.Second)
	resp := call(t, "POST", app.URL+"/api/invoices", secret(app), map[string]any{"amountUsdc": 2, "payInToken": "USDC", "expiresAt": expires.Format(time.RFC3339)}, &out)
	require.Equal(t, 201, resp.StatusCode)
	waitInvoiceStatus(t, app, out.InvoiceID, "open")
	id, _ := invoice.ParseID(out.InvoiceID)
	inv, err := app.Invoices.Get(ctx, id)
	require.NoError(t, err)
	// Staged with its expiry, moved by however far the dev chain's clock runs ahead of the wall's.
	require.GreaterOrEqual(t, inv.ChainExpiresAt, uint64(expires.Unix()))
	require.Less(t, inv.ChainExpiresAt, uint64(expires.Add(invoiceapi.MinExpiry).Unix()))

	require.NoError(t, dc.IncreaseTime(2*invoiceapi.MinExpiry))
	require.NoError(t, dc.Mine())

	err = payOwnPermit(t, app, p, out.InvoiceID)
	require.Error(t, err)
	require.Equal(t, "NotAgent", chain.RevertName(err), "%v", err)

	// Nor can the merchant's agent, whatever the permit's deadline: the gateway holds the expiry.
	gw := chain.NewGateway(dc.Client(), app.Config.Chains[0].Gateway)
	server := chain.NewTransactor(dc.Client(), dc.Server.Key, dc.ChainID(), nil)
	w := chain.Invoice{ID: id, Merchant: inv.MerchantWallet, PayoutToken: inv.PayoutToken, Amount: big.NewInt(inv.Amount), ExpiresAt: inv.ChainExpiresAt}
	_, err = server.Send(ctx, func(o *bind.TransactOpts) (*types.Transaction, error) {
		return gw.Pay(ctx, o, chain.Payment{Invoice: w, Payer: p.addr, Permit: chain.Permit{Token: inv.PayoutToken, Amount: big.NewInt(inv.Amount),
			Nonce: big.NewInt(1), Deadline: big.NewInt(time.Now().Add(30 * 24 * time.Hour).Unix())}, Signature: make([]byte, 65)})
	})
	require.Equal(t, "InvoiceExpired", chain.RevertName(err), "%v", err)
	requireUnpaid(t, app, out.InvoiceID, p, big.NewInt(10_000_000), inv.Status)
}

// fundedPayerOn is a wallet holding ETH and usdc units of USDC on dc.
func fundedPayerOn(t testing.TB, dc *devchain.Chain, usdc int64) payerWallet {
	t.Helper()
	ctx := context.Background()
	k, err := crypto.GenerateKey()
	require.NoError(t, err)
	p := payerWallet{key: k, addr: crypto.PubkeyToAddress(k.PublicKey), dc: dc}
	customer := chain.NewTransactor(dc.Client(), dc.Customer.Key, dc.ChainID(), nil)
	token := chain.NewToken(dc.Client(), dc.Addresses().USDC)
	for _, send := range []func(o *bind.TransactOpts) (*types.Transaction, error){
		func(o *bind.TransactOpts) (*types.Transaction, error) {
			return plainTransfer(ctx, dc.Client(), o, dc.ChainID(), p.addr, big.NewInt(1e18), nil)
		},
		func(o *bind.TransactOpts) (*types.Transaction, error) {
			return token.Transfer(ctx, o, p.addr, big.NewInt(usdc))
		},
	} {
		tx, err := customer.Send(ctx, send)
		require.NoError(t, err)
		_, err = chain.WaitMined(ctx, dc.Client(), tx)
		require.NoError(t, err)
	}
	return p
}

// Eight refunds of one invoice at once: one goes out, seven are refused with 409 before anything
// is sent, and the server wallet sends (and pays for) one transaction.
func TestConcurrentRefundsSendOneTransaction(t *testing.T) {
	t.Parallel()
	app := startApp(t, nil)
	p := newPayer(t, 10_000_000)
	invoiceID := createInvoice(t, app, "4")
	pay(t, app, invoiceID, p)

	var (
		wg       sync.WaitGroup
		mu       sync.Mutex
		statuses = map[int]int{}
		codes    = map[string]int{}
	)
	for range 8 {
		wg.Go(func() {
			var e apierr.Error
			resp := call(t, "POST", app.URL+"/api/invoices/"+invoiceID+"/refund", secret(app), nil, &e)
			mu.Lock()
			defer mu.Unlock()
			statuses[resp.StatusCode]++
			if resp.StatusCode != http.StatusAccepted {
				codes[string(e.Code)]++
			}
		})
	}
	wg.Wait()
	require.Equal(t, map[int]int{http.StatusAccepted: 1, http.StatusConflict: 7}, statuses)
	require.Equal(t, map[string]int{string(apierr.InvoiceNotRefundable): 7}, codes)
	waitSends(t, app, invoiceID)
	require.Equal(t, 1, countTxsOf(t, app, "refund", invoiceID), "one refund transaction signed, none reverted")
	require.Equal(t, big.NewInt(10_000_000), usdcBalance(t, p.addr))
}

// countTxs counts the server wallet's stored transactions of purpose (a nonce each).
// countTxsOf counts the server wallet's transactions of purpose (each
// nonce once, whatever its repriced copies) whose calldata names
// invoiceID: other tests' transactions share the database.
func countTxsOf(t *testing.T, app testApp, purpose, invoiceID string) int {
	t.Helper()
	id, err := invoice.ParseID(invoiceID)
	require.NoError(t, err)
	var n int
	require.NoError(t, app.Pool.QueryRow(context.Background(),
		`SELECT count(DISTINCT nonce) FROM relayer_txs WHERE purpose = $1 AND position($2::bytea in raw) > 0`, purpose, id[:]).Scan(&n))
	return n
}

// A signature whose recovery id is spelled 0/1 settles, and the 27/28 spelling of the same permit
// is the same submission, not a stored failure.
func TestSubmitAcceptsEitherSpellingOfTheRecoveryID(t *testing.T) {
	t.Parallel()
	app := startApp(t, nil)
	p := newPayer(t, 10_000_000)
	invoiceID := createInvoice(t, app, "1.5")
	body := readyToSubmit(t, app, invoiceID, p)
	right := body.Permit2Signature
	sig := hexutil.MustDecode(right)
	sig[64] -= 27
	body.Permit2Signature = hexutil.Encode(sig)

	var first checkoutapi.SubmitResponse
	require.Equal(t, http.StatusAccepted, call(t, "POST", app.URL+"/api/checkout/submit", nil, body, &first).StatusCode)
	st := waitStatus(t, app, first.SubmissionID, "settled", "failed")
	require.Equal(t, "settled", st.Status, "error: %s", derefString(st.Error))

	body.Permit2Signature = right
	var again checkoutapi.SubmitResponse
	require.Equal(t, http.StatusAccepted, call(t, "POST", app.URL+"/api/checkout/submit", nil, body, &again).StatusCode)
	require.Equal(t, first.SubmissionID, again.SubmissionID)
	require.Equal(t, "settled", again.Status)
}

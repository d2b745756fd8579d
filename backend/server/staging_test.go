package server

import (
	"context"
	"math/big"
	"net/http"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/stretchr/testify/require"

	"github.com/paystead/paystead/backend/chain"
	"github.com/paystead/paystead/backend/config"
	"github.com/paystead/paystead/backend/devchain"
	"github.com/paystead/paystead/backend/invoice"
	"github.com/paystead/paystead/backend/postgres/pgtest"
	"github.com/paystead/paystead/backend/relayer"
	"github.com/paystead/paystead/shared/checkoutapi"
	"github.com/paystead/paystead/shared/invoiceapi"
	"github.com/paystead/paystead/shared/webhookapi"
)

// handMinedChain is a dev chain that seals a block only when the test
// says so, or while auto is on: a staging transaction stays unmined for as
// long as a test needs.
type handMinedChain struct {
	*devchain.Chain
	auto atomic.Bool
	// beforeBlock, when set, runs before each block auto seals.
	beforeBlock atomic.Pointer[func()]
	sealing     sync.Mutex // held while auto seals a block
}

// pause stops auto sealing, and waits for a block being sealed.
func (c *handMinedChain) pause() {
	c.auto.Store(false)
	c.sealing.Lock()
	defer c.sealing.Unlock()
}

// startHandMined starts an app on a chain of its own, and a database of
// its own: the package's apps share one database, and any of them may
// take any job, which only works on the chain they share.
func startHandMined(t *testing.T) (testApp, *handMinedChain) {
	t.Helper()
	c := startHandMinedChain(t)
	url := pgtest.EmptyDB(t)
	return startAppOn(t, c.Chain, func(cfg *config.Config) { cfg.DatabaseURL = url }), c
}

func startHandMinedChain(t *testing.T) *handMinedChain {
	t.Helper()
	dc, err := devchain.Start(context.Background(), devchain.Config{BlockTime: time.Hour})
	require.NoError(t, err)
	c := &handMinedChain{Chain: dc}
	c.auto.Store(true)
	stop := make(chan struct{})
	done := make(chan struct{})
	go func() {
		defer close(done)
		for {
			select {
			case <-stop:
				return
			case <-time.After(20 * time.Millisecond):
			}
			c.sealing.Lock()
			if c.auto.Load() {
				if f := c.beforeBlock.Load(); f != nil {
					(*f)()
				}
				_ = dc.Mine()
			}
			c.sealing.Unlock()
		}
	}()
	t.Cleanup(func() { close(stop); <-done; _ = dc.Close() })
	return c
}

// payerOn is the chain's funded customer, with Permit2 approved for USDC
// (through a first, unsubmitted, preparation) while blocks are mined.
func payerOn(t *testing.T, app testApp, c *handMinedChain) payerWallet {
	t.Helper()
	p := payerWallet{key: c.Customer.Key, addr: c.Customer.Address, dc: c.Chain}
	readyToSubmit(t, app, createInvoice(t, app, "1"), p)
	return p
}

// waitInvoiceStatus waits until the public view of invoice id reads
// status (an invoice is answered staging and opens once mined).
func waitInvoiceStatus(t *testing.T, app testApp, id, status string) {
	t.Helper()
	require.Eventually(t, func() bool { return invoiceStatus(t, app, id) == status }, 30*time.Second, 10*time.Millisecond,
		"invoice %s never became %s", id, status)
}

func invoiceStatus(t *testing.T, app testApp, id string) string {
	t.Helper()
	var view invoiceapi.View
	require.Equal(t, http.StatusOK, call(t, "GET", app.URL+"/api/invoices/"+id, nil, nil, &view).StatusCode)
	return view.Status
}

// POST /api/invoices answers once the staging transaction is stored and
// broadcast: with no block sealed, the invoice is staging, and payable.
// The payment goes out after the staging, in nonce order, and settles.
func TestInvoicePayableWhileStaging(t *testing.T) {
	t.Parallel()
	app, c := startHandMined(t)
	p := payerOn(t, app, c)
	c.auto.Store(false)
	ctx := context.Background()

	var created invoiceapi.CreateInvoiceResponse
	headers := map[string]string{"X-Service-Api-Key": app.Seed.SecretKey, "Idempotency-Key": "order-S-1"}
	body := map[string]any{"amountUsdc": "3.5", "payInToken": "USDC"}
	require.Equal(t, http.StatusCreated, call(t, "POST", app.URL+"/api/invoices", headers, body, &created).StatusCode)
	require.Equal(t, "staging", invoiceStatus(t, app, created.InvoiceID), "answered before any block")

	var replay invoiceapi.CreateInvoiceResponse
	require.Equal(t, http.StatusCreated, call(t, "POST", app.URL+"/api/invoices", headers, body, &replay).StatusCode)
	require.Equal(t, created, replay, "a replay answers the staging invoice as it is")

	status, page := getPage(t, app.URL+"/i/"+created.InvoiceID)
	require.Equal(t, http.StatusOK, status)
	require.Contains(t, page, `data-status="staging"`)
	require.Contains(t, page, "Awaiting payment")
	require.Contains(t, page, `id="checkout-loading"`, "the payment controls come with the page's program")
	require.NotContains(t, page, `id="invoice-closed"`)

	var sub checkoutapi.SubmitResponse
	require.Equal(t, http.StatusAccepted, call(t, "POST", app.URL+"/api/checkout/submit", nil, readyToSubmit(t, app, created.InvoiceID, p), &sub).StatusCode)
	time.Sleep(300 * time.Millisecond)
	var st checkoutapi.Status
	require.Equal(t, http.StatusOK, call(t, "GET", app.URL+"/api/checkout/status/"+sub.SubmissionID, nil, nil, &st).StatusCode)
	require.Equal(t, "pending", st.Status, "nothing is signed until the invoice is on chain")

	c.auto.Store(true)
	st = waitStatus(t, app, sub.SubmissionID, "settled", "failed")
	require.Equal(t, "settled", st.Status, "error: %s", derefString(st.Error))
	require.Equal(t, "paid", invoiceStatus(t, app, created.InvoiceID))

	id, err := invoice.ParseID(created.InvoiceID)
	require.NoError(t, err)
	inv, err := app.Invoices.Get(ctx, id)
	require.NoError(t, err)
	stage := pgtest.StoredTx(t, app.Pool, inv.StageTxHash)
	pay := pgtest.StoredTx(t, app.Pool, common.HexToHash(*st.SettleTxHash))
	require.Equal(t, relayer.PurposeStage, stage.Purpose)
	require.Less(t, stage.Nonce, pay.Nonce, "the staging goes first in nonce order")
}

// A staging that the simulation passed but the chain reverts (here the
// merchant revoked the server's delegation in the same block, ahead of
// it) fails its invoice after the 201: the invoice reads failed with the
// reason, invoice.failed goes out, the page says it cannot be paid, and a
// payment submitted meanwhile fails without charging anyone.
func TestStagingRevertedAfterTheAnswer(t *testing.T) {
	t.Parallel()
	app, c := startHandMined(t)
	p := payerOn(t, app, c)
	c.auto.Store(false)
	ctx := context.Background()

	invoiceID := createInvoice(t, app, "4")
	require.Equal(t, "staging", invoiceStatus(t, app, invoiceID))
	var sub checkoutapi.SubmitResponse
	require.Equal(t, http.StatusAccepted, call(t, "POST", app.URL+"/api/checkout/submit", nil, readyToSubmit(t, app, invoiceID, p), &sub).StatusCode)
	before := usdcBalanceOn(t, c.Chain, p.addr)
	// The answer came once the invoice was stored: the staging goes out
	// from the queue just after. Revoked before it is sent, the stager's
	// simulation would refuse it instead (another test's case).
	id, err := invoice.ParseID(invoiceID)
	require.NoError(t, err)
	require.Eventually(t, func() bool {
		inv, err := app.Invoices.Get(ctx, id)
		return err == nil && inv.StageTxHash != (common.Hash{})
	}, 30*time.Second, 10*time.Millisecond, "the staging transaction is signed and sent") // after a round still waiting for its block, up to RoundWait (15 s)

	// The merchant revokes the delegation, paying a tip that puts it
	// ahead of the staging in the next block.
	gw := chain.NewGateway(c.Client(), app.Config.Chains[0].Gateway)
	owner := chain.NewTransactor(c.Client(), c.Merchant.Key, c.ChainID(), nil)
	_, err = owner.Send(ctx, func(opts *bind.TransactOpts) (*types.Transaction, error) {
		opts.GasTipCap, opts.GasFeeCap = big.NewInt(100e9), big.NewInt(300e9)
		return gw.SetDelegate(ctx, opts, c.Server.Address, false)
	})
	require.NoError(t, err)
	c.auto.Store(true)

	st := waitStatus(t, app, sub.SubmissionID, "settled", "failed")
	require.Equal(t, "failed", st.Status)
	require.Equal(t, relayer.ReasonInvoiceFailed, derefString(st.Error))
	require.Equal(t, before, usdcBalanceOn(t, c.Chain, p.addr), "nobody was charged")

	var view invoiceapi.View
	require.Equal(t, http.StatusOK, call(t, "GET", app.URL+"/api/invoices/"+invoiceID, secret(app), nil, &view).StatusCode)
	require.Equal(t, "failed", view.Status)
	require.NotNil(t, view.Failure)
	require.Contains(t, *view.Failure, "the staging transaction reverted: ")
	require.Contains(t, *view.Failure, "NotMerchantOrDelegate")

	var failed []webhookapi.Event
	for _, ev := range pgtest.WebhookEvents(t, app.Pool, id) {
		if ev.Type == webhookapi.InvoiceFailed {
			failed = append(failed, ev)
		}
	}
	require.Len(t, failed, 1, "one invoice.failed")
	require.Equal(t, view.Failure, failed[0].Data.Invoice.Failure)

	_, page := getPage(t, app.URL+"/i/"+invoiceID)
	require.Contains(t, page, `id="invoice-closed"`)
	require.Contains(t, page, "cannot be paid")
	var e map[string]any
	require.Equal(t, http.StatusConflict, call(t, "POST", app.URL+"/api/checkout/prepare", nil,
		checkoutapi.PrepareRequest{InvoiceID: invoiceID, Payer: p.addr.Hex(), PayInToken: "USDC"}, &e).StatusCode)
	require.Equal(t, "invoice_not_open", e["code"])
}

package server

import (
	"context"
	"encoding/json"
	"math/big"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/stretchr/testify/require"

	"github.com/paystead/paystead/backend/chain"
	"github.com/paystead/paystead/backend/invoice"
	"github.com/paystead/paystead/backend/postgres"
	"github.com/paystead/paystead/shared/apierr"
	"github.com/paystead/paystead/shared/escrowapi"
	"github.com/paystead/paystead/shared/invoiceapi"
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
	require.Equal(t, "deposit", *v.PaidVia)

	// The merchant sees how: the timeline's transfer, before the payment it made, and the list
	// keeps it among the invoices paid by deposit, not among those paid by signature.
	var tl invoiceapi.Timeline
	require.Equal(t, http.StatusOK, documented(t, app, "GET", app.URL+"/api/invoices/"+id+"/timeline", secret(app), nil, &tl))
	require.Equal(t, "deposit", *tl.Invoice.PaidVia)
	kinds := []string{}
	var transfer invoiceapi.TimelineEntry
	for _, e := range tl.Entries {
		if e.Kind != invoiceapi.KindWebhook {
			kinds = append(kinds, e.Kind)
		}
		if e.Kind == invoice.MomentTransfer {
			transfer = e
		}
	}
	require.Equal(t, []string{invoice.MomentCreated, invoice.MomentStaged, invoice.MomentTransfer, invoice.MomentPaid}, kinds)
	require.Equal(t, dc.Customer.Address.Hex(), *transfer.From)
	require.Equal(t, "12.5", *transfer.Amount)
	require.Equal(t, "USDC", *transfer.Token)
	require.Equal(t, dc.Addresses().USDC.Hex(), *transfer.TokenAddress)
	require.Equal(t, tx.Hash().Hex(), *transfer.TxHash)
	require.Equal(t, dc.ChainID().Int64(), transfer.ChainID)

	listed := func(query string) []string {
		var page invoiceapi.List
		require.Equal(t, http.StatusOK, documented(t, app, "GET", app.URL+"/api/invoices?"+query, secret(app), nil, &page))
		var out []string
		for _, v := range page.Invoices {
			out = append(out, v.InvoiceID)
		}
		return out
	}
	require.Contains(t, listed("paidVia=deposit"), id)
	require.NotContains(t, listed("paidVia=signature"), id)
	var bad apierr.Error
	require.Equal(t, http.StatusBadRequest, call(t, "GET", app.URL+"/api/invoices?paidVia=cash", secret(app), nil, &bad).StatusCode)
	require.Equal(t, "paidVia", bad.Fields[0].Field, "%+v", bad)
}

// TestADepositFromAContractPays (#34): an exchange pays out of contracts, not out of a wallet that
// signs a transfer: here the exchange's own deposit forwarder (a deposit factory of the exchange's,
// as exchanges sweep the addresses they give their customers) sends the invoice's amount, inside
// a call to the exchange's factory. The transfer is found from its log all the same, its sender
// the exchange's contract, and pays the invoice.
func TestADepositFromAContractPays(t *testing.T) {
	t.Parallel()
	app := startApp(t, nil)
	ctx := context.Background()
	dc := testChain(t)
	exchange := customerSender(t)
	at, err := chain.DeployDepositFactory(ctx, dc.Client(), exchange, exchange.Address())
	require.NoError(t, err)
	hot := chain.NewDepositFactory(dc.Client(), at)
	send := func(what string, fn func(o *bind.TransactOpts) (*types.Transaction, error)) {
		t.Helper()
		tx, err := exchange.Send(ctx, fn)
		require.NoError(t, err, what)
		r, err := chain.WaitMined(ctx, dc.Client(), tx)
		require.NoError(t, err, what)
		require.Equal(t, types.ReceiptStatusSuccessful, r.Status, what)
	}
	send("controller", func(o *bind.TransactOpts) (*types.Transaction, error) {
		return hot.SetController(ctx, o, exchange.Address(), true)
	})
	// A customer's balance at the exchange: what sits at the exchange's address for them.
	var account [32]byte
	copy(account[:], crypto.Keccak256([]byte(t.Name())))
	held := chain.DepositAddress(at, account)
	usdc := chain.NewToken(dc.Client(), dc.Addresses().USDC)
	send("fund", func(o *bind.TransactOpts) (*types.Transaction, error) {
		return usdc.Transfer(ctx, o, held, big.NewInt(7_250_000))
	})

	id := createInvoice(t, app, "7.25")
	waitInvoiceStatus(t, app, id, "open")
	iid, err := invoice.ParseID(id)
	require.NoError(t, err)
	deposit := chain.DepositAddress(app.Networks[0].Config.DepositFactory, iid)
	require.NotEqual(t, held, deposit)
	send("withdraw", func(o *bind.TransactOpts) (*types.Transaction, error) {
		return hot.Sweep(ctx, o, account, dc.Addresses().USDC, deposit)
	})
	code, err := dc.Client().CodeAt(ctx, held, nil)
	require.NoError(t, err)
	require.NotEmpty(t, code, "the exchange's address is a contract by now")

	waitInvoiceStatus(t, app, id, "paid")
	found, err := postgres.NewRelayerStore(app.Pool).Deposits(ctx, iid)
	require.NoError(t, err)
	require.Len(t, found, 1)
	require.Equal(t, held, found[0].Sender, "sent by the exchange's contract")
	require.Equal(t, big.NewInt(7_250_000), found[0].Amount)
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
	// The page says what arrived and asks for the rest.
	var view invoiceapi.View
	require.Eventually(t, func() bool {
		view = invoiceapi.View{}
		return documented(t, app, "GET", app.URL+"/api/invoices/"+short, nil, nil, &view) == http.StatusOK &&
			view.Deposit != nil && view.Deposit.Received == "4"
	}, 30*time.Second, 100*time.Millisecond, "the deposit's progress in the view: %+v", view.Deposit)
	usdcAddr := dc.Addresses().USDC.Hex()
	require.Equal(t, invoiceapi.Deposit{Address: depositOf(short).Hex(), ChainID: dc.ChainID().Int64(), Token: "USDC", TokenAddress: usdcAddr,
		Amount: "10", AmountUnits: "10000000", Received: "4", ReceivedUnits: "4000000", Missing: "6", MissingUnits: "6000000",
		URI: "ethereum:" + usdcAddr + "@" + dc.ChainID().String() + "/transfer?address=" + depositOf(short).Hex() + "&uint256=6000000"}, *view.Deposit)
	resp, svg := exchange(t, "GET", app.URL+"/i/"+short+"/deposit.svg", nil, nil)
	require.Equal(t, http.StatusOK, resp.StatusCode)
	require.Equal(t, "image/svg+xml", resp.Header.Get("Content-Type"))
	require.Contains(t, string(svg), "<svg")
	send(depositOf(short), 6_000_000)
	waitInvoiceStatus(t, app, short, "paid")
	require.Equal(t, depositOf(short).Hex(), *publicInvoice(t, app, short).Payer)
	require.Nil(t, publicInvoice(t, app, short).Deposit, "paid: no deposit asked")
	resp, _ = exchange(t, "GET", app.URL+"/i/"+short+"/deposit.svg", nil, nil)
	require.Equal(t, http.StatusNotFound, resp.StatusCode)
	for _, id := range []string{"0x1234", "0x" + strings.Repeat("ab", 32)} { // malformed, unknown
		resp, _ = exchange(t, "GET", app.URL+"/i/"+id+"/deposit.svg", nil, nil)
		require.Equal(t, http.StatusNotFound, resp.StatusCode, id)
	}

	// The surplus is the merchant's to see and the customer's to get back, at an address they
	// give through a return link.
	surplus := waitHeld(t, app, over, 1)[0]
	require.Equal(t, escrowapi.HeldFunds{ChainID: dc.ChainID().Int64(), Token: "USDC", TokenAddress: dc.Addresses().USDC.Hex(),
		Held: "2", HeldUnits: "2000000", Returned: "0", ReturnedUnits: "0", Remaining: "2", RemainingUnits: "2000000", Since: surplus.Since}, surplus)
	back := freshAddress(t)
	link := useLink(t, app, over, escrowapi.RefundLinkRequest{Held: &escrowapi.HeldRef{ChainID: surplus.ChainID, Token: surplus.TokenAddress}}, back)
	require.Equal(t, escrowapi.LinkKindReturn, link.Kind)
	require.Equal(t, "2", link.Amount)
	require.Eventually(t, func() bool { return usdcBalanceOn(t, dc, back).Int64() == 2_000_000 }, 30*time.Second, 100*time.Millisecond,
		"the surplus returned to the address the customer gave")
	require.Eventually(t, func() bool {
		h := waitHeld(t, app, over, 1)[0]
		return h.Remaining == "0" && h.Returned == "2"
	}, 30*time.Second, 100*time.Millisecond, "the return recorded")
	requireLinkStatus(t, app, over, escrowapi.LinkRefunded)

	// The invoice paid from its deposit address is refunded to an address the customer gives,
	// not to the deposit address, with no signature (its sender may be an exchange).
	var e apierr.Error
	require.Equal(t, http.StatusBadRequest, call(t, "POST", app.URL+"/api/invoices/"+short+"/refund", secret(app), nil, &e).StatusCode)
	require.Equal(t, "to", e.Fields[0].Field, "%+v", e)
	refundTo := freshAddress(t)
	link = useLink(t, app, short, escrowapi.RefundLinkRequest{Amount: "7"}, refundTo)
	require.Equal(t, escrowapi.LinkKindRefund, link.Kind)
	waitSends(t, app, short)
	require.Equal(t, int64(7_000_000), usdcBalanceOn(t, dc, refundTo).Int64())
	require.Equal(t, "3", *viewOfInvoice(t, app, short).Remaining)
	requireLinkStatus(t, app, short, escrowapi.LinkRefunded)
	bal, err := usdc.BalanceOf(ctx, depositOf(short))
	require.NoError(t, err)
	require.Equal(t, 0, bal.Sign(), "nothing went back to the deposit address")
}

// freshAddress is a new address that holds nothing.
func freshAddress(t *testing.T) common.Address {
	t.Helper()
	k, err := crypto.GenerateKey()
	require.NoError(t, err)
	return crypto.PubkeyToAddress(k.PublicKey)
}

// waitHeld waits until invoice id's held funds list n tokens, and returns them; the answer
// fits the OpenAPI document.
func waitHeld(t *testing.T, app testApp, id string, n int) []escrowapi.HeldFunds {
	t.Helper()
	var list escrowapi.HeldFundsList
	require.Eventually(t, func() bool {
		list = escrowapi.HeldFundsList{}
		return call(t, "GET", app.URL+"/api/invoices/"+id+"/held", secret(app), nil, &list).StatusCode == http.StatusOK && len(list.Data) == n
	}, 60*time.Second, 100*time.Millisecond, "%d held funds of %s listed: %+v", n, id, list)
	require.Equal(t, http.StatusOK, documented(t, app, "GET", app.URL+"/api/invoices/"+id+"/held", secret(app), nil, nil))
	return list.Data
}

// documented sends one request, checks its answer against the OpenAPI document, decodes it
// into out (when not nil) and returns its status.
func documented(t *testing.T, app testApp, method, url string, headers map[string]string, body, out any) int {
	t.Helper()
	resp, raw := exchange(t, method, url, headers, body)
	fetchOpenAPI(t, app.URL).conform(t, method, url, resp, raw)
	if out != nil {
		require.NoError(t, json.Unmarshal(raw, out), "%s", raw)
	}
	return resp.StatusCode
}

// useLink issues the link req asks for invoice id, and, as its customer, opens it (it needs no
// signature) and gives to; it returns the link as issued. Each answer fits the OpenAPI document.
func useLink(t *testing.T, app testApp, id string, req escrowapi.RefundLinkRequest, to common.Address) escrowapi.RefundLink {
	t.Helper()
	var link escrowapi.RefundLink
	require.Equal(t, http.StatusCreated, documented(t, app, "POST", app.URL+"/api/invoices/"+id+"/refund-links", secret(app), req, &link))
	token, ok := strings.CutPrefix(link.URL, app.URL+"/r/")
	require.True(t, ok, link.URL)
	api := app.URL + "/api/refund-links/" + token
	var view escrowapi.RefundLinkView
	require.Equal(t, http.StatusOK, documented(t, app, "GET", api, nil, nil, &view))
	require.False(t, view.SignatureRequired)
	require.Equal(t, link.Kind, view.Kind)
	require.Equal(t, link.Amount, view.Amount)
	var e apierr.Error
	require.Equal(t, http.StatusConflict, documented(t, app, "POST", api+"/prepare", nil, escrowapi.RefundLinkPrepareRequest{To: to.Hex()}, &e), "nothing to sign")
	// A send the chain refused (502) opens the link again and tells the customer to try again in a
	// moment, as the customer would; what it said is logged (it happened once in a full run, not
	// alone), and one that keeps failing fails the test.
	var raw json.RawMessage
	status := 0
	for attempt := range 3 {
		if status = documented(t, app, "POST", api+"/complete", nil, escrowapi.RefundLinkCompleteRequest{To: to.Hex()}, &raw); status != http.StatusBadGateway {
			break
		}
		t.Logf("complete, attempt %d: 502 %s", attempt+1, raw)
		time.Sleep(time.Second)
	}
	require.Equal(t, http.StatusAccepted, status, "%s", raw)
	var sent escrowapi.RefundLink
	require.NoError(t, json.Unmarshal(raw, &sent))
	require.Equal(t, escrowapi.LinkSent, sent.Status)
	require.Equal(t, to.Hex(), *sent.To)
	return link
}

// requireLinkStatus waits until invoice id's newest link shows status.
func requireLinkStatus(t *testing.T, app testApp, id, status string) {
	t.Helper()
	require.Eventually(t, func() bool {
		var listed escrowapi.RefundLinkList
		return documented(t, app, "GET", app.URL+"/api/invoices/"+id+"/refund-links", secret(app), nil, &listed) == http.StatusOK &&
			len(listed.Data) > 0 && listed.Data[0].Status == status
	}, 30*time.Second, 100*time.Millisecond, "the link of %s %s", id, status)
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

	// Each is listed for the merchant and returned by link to the address the customer gives.
	second := waitHeld(t, app, paid, 1)[0]
	require.Equal(t, "2", second.Remaining)
	wrong := waitHeld(t, app, open, 1)[0]
	require.Equal(t, "EURC", wrong.Token)
	require.Equal(t, "3", wrong.Remaining)
	to := freshAddress(t)
	useLink(t, app, open, escrowapi.RefundLinkRequest{Held: &escrowapi.HeldRef{ChainID: wrong.ChainID, Token: wrong.TokenAddress}}, to)
	require.Eventually(t, func() bool {
		b, err := chain.NewToken(dc.Client(), dc.Addresses().EURC).BalanceOf(ctx, to)
		return err == nil && b.Int64() == 3_000_000
	}, 30*time.Second, 100*time.Millisecond, "the EURC returned")
	requireLinkStatus(t, app, open, escrowapi.LinkRefunded)
	require.Equal(t, "open", publicInvoice(t, app, open).Status, "the invoice is still open to pay")

	// The second payment goes back the same way.
	again := freshAddress(t)
	useLink(t, app, paid, escrowapi.RefundLinkRequest{Held: &escrowapi.HeldRef{ChainID: second.ChainID, Token: second.TokenAddress}}, again)
	require.Eventually(t, func() bool {
		b, err := chain.NewToken(dc.Client(), dc.Addresses().USDC).BalanceOf(ctx, again)
		return err == nil && b.Int64() == 2_000_000
	}, 30*time.Second, 100*time.Millisecond, "the second payment returned")
	require.Equal(t, "paid", publicInvoice(t, app, paid).Status, "the first payment stays")

	// Nothing held of a token: no link; another merchant's key sees nothing.
	var e apierr.Error
	require.Equal(t, http.StatusNotFound, call(t, "POST", app.URL+"/api/invoices/"+open+"/refund-links", secret(app),
		escrowapi.RefundLinkRequest{Held: &escrowapi.HeldRef{ChainID: wrong.ChainID, Token: dc.Addresses().USDC.Hex()}}, &e).StatusCode)
	require.Equal(t, http.StatusBadRequest, call(t, "POST", app.URL+"/api/invoices/"+open+"/refund-links", secret(app),
		escrowapi.RefundLinkRequest{Amount: "1", Held: &escrowapi.HeldRef{ChainID: wrong.ChainID, Token: "usdc"}}, &e).StatusCode)
	require.ElementsMatch(t, []string{"amount", "held.token"}, []string{e.Fields[0].Field, e.Fields[1].Field})
}

// TestALatePaymentIsHeldAndReturned (#34): a transfer to the deposit address of an invoice the
// merchant voided pays nothing: the operator's relayer holds it (the voided record proves no
// merchant), the merchant lists it and its return link sends it to the address the customer
// gives. On a chain of its own: on the package's shared chain it failed twice in full runs (not
// held within a minute once, its return answered 502 once) and never alone; see the session 22
// note.
func TestALatePaymentIsHeldAndReturned(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	dc := ownChain(t)
	app := startAppOn(t, dc, nil)
	factory := app.Networks[0].Config.DepositFactory
	late := createInvoice(t, app, "3")
	lateID, err := invoice.ParseID(late)
	require.NoError(t, err)
	waitInvoiceStatus(t, app, late, "open")
	require.Equal(t, http.StatusOK, call(t, "POST", app.URL+"/api/invoices/"+late+"/void", secret(app), nil, nil).StatusCode)
	waitInvoiceStatus(t, app, late, "voided")
	usdc := chain.NewToken(dc.Client(), dc.Addresses().USDC)
	tx, err := chain.NewTransactor(dc.Client(), dc.Customer.Key, dc.ChainID(), nil).Send(ctx, func(o *bind.TransactOpts) (*types.Transaction, error) {
		return usdc.Transfer(ctx, o, chain.DepositAddress(factory, lateID), big.NewInt(3_000_000))
	})
	require.NoError(t, err)
	_, err = chain.WaitMined(ctx, dc.Client(), tx)
	require.NoError(t, err)
	after := waitHeld(t, app, late, 1)[0]
	require.Equal(t, "3", after.Remaining)
	require.Equal(t, "voided", publicInvoice(t, app, late).Status, "a late payment pays nothing")
	back := freshAddress(t)
	useLink(t, app, late, escrowapi.RefundLinkRequest{Held: &escrowapi.HeldRef{ChainID: after.ChainID, Token: after.TokenAddress}}, back)
	require.Eventually(t, func() bool {
		b, err := usdc.BalanceOf(ctx, back)
		return err == nil && b.Int64() == 3_000_000
	}, 30*time.Second, 100*time.Millisecond, "the late payment returned")
}

// TestDepositsOnAnotherChainAreRecovered (#34): an invoice staged on the first chain; its customer
// sends USDC to its deposit address on the second (the wrong network). The address is the same
// there, so the transfer is found; it pays nothing (the invoice stays open on its own chain), the
// second chain's process holds it on that gateway with the operator's hold (no record there says
// whose it is), the merchant sees it listed, and a return link sends it back on the second chain
// to the address the customer gives.
func TestDepositsOnAnotherChainAreRecovered(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	app, first, second := twoChainApp(t)
	factory := app.Networks[0].Config.DepositFactory
	require.Equal(t, factory, app.Networks[1].Config.DepositFactory, "one factory address on every chain")

	v := createOn(t, app, "5", first.ChainID().Int64())
	waitInvoiceStatus(t, app, v.InvoiceID, "open")
	iid, err := invoice.ParseID(v.InvoiceID)
	require.NoError(t, err)
	deposit := chain.DepositAddress(factory, iid)
	require.Equal(t, deposit.Hex(), viewOfInvoice(t, app, v.InvoiceID).Deposit.Address)

	usdc2 := chain.NewToken(second.Client(), second.Addresses().USDC)
	customer := chain.NewTransactor(second.Client(), second.Customer.Key, second.ChainID(), nil)
	tx, err := customer.Send(ctx, func(o *bind.TransactOpts) (*types.Transaction, error) {
		return usdc2.Transfer(ctx, o, deposit, big.NewInt(5_000_000))
	})
	require.NoError(t, err)
	_, err = chain.WaitMined(ctx, second.Client(), tx)
	require.NoError(t, err)

	held := waitHeld(t, app, v.InvoiceID, 1)[0]
	require.Equal(t, second.ChainID().Int64(), held.ChainID)
	require.Equal(t, "USDC", held.Token)
	require.Equal(t, second.Addresses().USDC.Hex(), held.TokenAddress)
	require.Equal(t, "5", held.Remaining)
	require.Equal(t, "open", publicInvoice(t, app, v.InvoiceID).Status, "still to be paid on its own network")
	_, merchant, err := chain.NewGateway(second.Client(), second.Addresses().Gateway).Held(ctx, iid, second.Addresses().USDC)
	require.NoError(t, err)
	require.Equal(t, common.Address{}, merchant, "the second gateway cannot tell whose it is: the operator's to return")

	back := freshAddress(t)
	useLink(t, app, v.InvoiceID, escrowapi.RefundLinkRequest{Held: &escrowapi.HeldRef{ChainID: held.ChainID, Token: held.TokenAddress}}, back)
	require.Eventually(t, func() bool {
		b, err := usdc2.BalanceOf(ctx, back)
		return err == nil && b.Int64() == 5_000_000
	}, 30*time.Second, 100*time.Millisecond, "returned on the second chain")
	requireLinkStatus(t, app, v.InvoiceID, escrowapi.LinkRefunded)
}

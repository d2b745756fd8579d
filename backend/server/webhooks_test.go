package server

import (
	"context"
	"encoding/json"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/stretchr/testify/require"

	"github.com/paystead/paystead/backend/chain"
	"github.com/paystead/paystead/backend/invoice"
	"github.com/paystead/paystead/backend/postgres"
	"github.com/paystead/paystead/backend/postgres/pgtest"
	"github.com/paystead/paystead/backend/webhook"
	"github.com/paystead/paystead/shared/apierr"
	"github.com/paystead/paystead/shared/checkoutapi"
	"github.com/paystead/paystead/shared/escrowapi"
	"github.com/paystead/paystead/shared/invoiceapi"
	"github.com/paystead/paystead/shared/merchantapi"
	"github.com/paystead/paystead/shared/webhookapi"
)

func TestWebhooksOverHTTP(t *testing.T) {
	t.Parallel()
	app := startApp(t, nil)
	spec := fetchOpenAPI(t, app.URL)
	key := secret(app)

	type got struct {
		header http.Header
		body   []byte
	}
	var (
		mu   sync.Mutex
		seen []got
	)
	rcv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		body, _ := io.ReadAll(r.Body)
		mu.Lock()
		seen = append(seen, got{r.Header.Clone(), body})
		mu.Unlock()
	}))
	defer rcv.Close()

	var ep webhookapi.NewEndpoint
	resp := call(t, "POST", app.URL+"/api/webhooks/endpoints", key, webhookapi.CreateEndpointRequest{URL: rcv.URL + "/hook", Events: []webhookapi.EventType{webhookapi.InvoiceCreated}}, &ep)
	require.Equal(t, http.StatusCreated, resp.StatusCode)
	require.Regexp(t, `^whsec_`, ep.Secret)
	require.Equal(t, []webhookapi.EventType{webhookapi.InvoiceCreated}, ep.Events)

	var inv invoiceapi.CreateInvoiceResponse
	require.Equal(t, http.StatusCreated, call(t, "POST", app.URL+"/api/invoices", key, map[string]any{
		"amountUsdc": "3", "payInToken": "USDC", "metadata": map[string]string{"order": "W-1"},
	}, &inv).StatusCode)

	var delivery got
	require.Eventually(t, func() bool {
		mu.Lock()
		defer mu.Unlock()
		for _, g := range seen {
			var ev webhookapi.Event
			if json.Unmarshal(g.body, &ev) == nil && ev.Data.Invoice.ID == inv.InvoiceID {
				delivery = g
				return true
			}
		}
		return false
	}, 30*time.Second, 20*time.Millisecond)
	require.NoError(t, webhook.Verify(delivery.header.Get(webhook.SignatureHeader), delivery.body, ep.Secret, time.Minute, time.Now()))
	var ev webhookapi.Event
	require.NoError(t, json.Unmarshal(delivery.body, &ev))
	require.Equal(t, webhookapi.InvoiceCreated, ev.Type)
	require.Equal(t, map[string]string{"order": "W-1"}, ev.Data.Invoice.Metadata)

	runConformance(t, spec, []conformanceCase{
		{name: "ListEndpoints", method: "GET", url: app.URL + "/api/webhooks/endpoints", headers: key, status: 200},
		{name: "ListDeliveries", method: "GET", url: app.URL + "/api/webhooks/deliveries?limit=5", headers: key, status: 200},
		{name: "CreateEndpointPrivateAddress", method: "POST", url: app.URL + "/api/webhooks/endpoints", headers: key,
			body: map[string]any{"url": "http://10.0.0.1/hook"}, status: 400, code: apierr.BadBody, requestValid: yes},
		{name: "CreateEndpointMetadataAddress", method: "POST", url: app.URL + "/api/webhooks/endpoints", headers: key,
			body: map[string]any{"url": "http://169.254.169.254/latest/meta-data"}, status: 400, code: apierr.BadBody, requestValid: yes},
		{name: "CreateEndpointWithoutKey", method: "POST", url: app.URL + "/api/webhooks/endpoints",
			body: map[string]any{"url": "https://example.com/hook"}, status: 401, code: apierr.MissingAPIKey, requestValid: yes},
		{name: "RotateSecret", method: "POST", url: app.URL + "/api/webhooks/endpoints/" + ep.ID + "/rotate", headers: key, status: 200},
		{name: "RotateUnknown", method: "POST", url: app.URL + "/api/webhooks/endpoints/00000000-0000-4000-8000-000000000000/rotate", headers: key, status: 404, code: apierr.NotFound},
		{name: "ResendUnknown", method: "POST", url: app.URL + "/api/webhooks/events/evt_00/resend", headers: key, status: 404, code: apierr.NotFound},
		{name: "Resend", method: "POST", url: app.URL + "/api/webhooks/events/" + ev.ID + "/resend", headers: key, status: 202},
		{name: "DeleteEndpoint", method: "DELETE", url: app.URL + "/api/webhooks/endpoints/" + ep.ID, headers: key, status: 204},
		{name: "DeleteAgain", method: "DELETE", url: app.URL + "/api/webhooks/endpoints/" + ep.ID, headers: key, status: 404, code: apierr.NotFound},
	})
}

// webhookEvents lists the outbox events about invoiceID, oldest first.
func webhookEvents(t *testing.T, app testApp, invoiceID string) []webhookapi.Event {
	t.Helper()
	id, err := invoice.ParseID(invoiceID)
	require.NoError(t, err)
	out := pgtest.WebhookEvents(t, app.Pool, id)
	for _, ev := range out {
		require.Equal(t, invoiceID, ev.Data.Invoice.ID)
	}
	return out
}

func eventTypes(evs []webhookapi.Event) []webhookapi.EventType {
	out := make([]webhookapi.EventType, len(evs))
	for i, e := range evs {
		out[i] = e.Type
	}
	return out
}

// requireEvents waits until the events about invoiceID are exactly want
// (in order) and returns them.
func requireEvents(t *testing.T, app testApp, invoiceID string, want ...webhookapi.EventType) []webhookapi.Event {
	t.Helper()
	var evs []webhookapi.Event
	require.Eventually(t, func() bool {
		evs = webhookEvents(t, app, invoiceID)
		return len(evs) >= len(want)
	}, 30*time.Second, 20*time.Millisecond)
	time.Sleep(50 * time.Millisecond) // nothing more arrives (a duplicate would)
	evs = webhookEvents(t, app, invoiceID)
	require.Equal(t, want, eventTypes(evs))
	return evs
}

// TestRelayerEmitsWebhookEvents: a settled payment emits invoice.paid, a
// refund invoice.refunded, and a submission that fails submission.failed,
// each in the transaction of its state change.
func TestRelayerEmitsWebhookEvents(t *testing.T) {
	t.Parallel()
	app := startApp(t, nil)

	t.Run("PaidThenRefunded", func(t *testing.T) {
		p := newPayer(t, 10_000_000)
		inv := createInvoice(t, app, "2")
		pay(t, app, inv, p)
		evs := requireEvents(t, app, inv, webhookapi.InvoiceCreated, webhookapi.InvoicePaid)
		paid := evs[1].Data.Invoice
		require.Equal(t, "paid", paid.Status)
		require.NotNil(t, paid.Payer)
		require.Equal(t, p.addr.Hex(), *paid.Payer)
		require.NotNil(t, paid.SettleTxHash)

		sendRefund(t, app, inv, secret(app), nil)
		evs = requireEvents(t, app, inv, webhookapi.InvoiceCreated, webhookapi.InvoicePaid, webhookapi.InvoiceRefunded)
		require.Equal(t, "refunded", evs[2].Data.Invoice.Status)
		require.NotNil(t, evs[2].Data.Invoice.RefundTxHash)
		ids := map[string]bool{}
		for _, e := range evs {
			require.Regexp(t, `^evt_`, e.ID)
			ids[e.ID] = true
		}
		require.Len(t, ids, 3, "every event has its own id")
	})

	t.Run("SubmissionFailed", func(t *testing.T) {
		p := newPayer(t, 0) // gas but no USDC: the payment cannot settle
		inv := createInvoice(t, app, "1")
		var sub checkoutapi.SubmitResponse
		require.Equal(t, http.StatusAccepted, call(t, "POST", app.URL+"/api/checkout/submit", nil, readyToSubmit(t, app, inv, p), &sub).StatusCode)
		st := waitStatus(t, app, sub.SubmissionID, "settled", "failed")
		require.Equal(t, "failed", st.Status)
		evs := requireEvents(t, app, inv, webhookapi.InvoiceCreated, webhookapi.SubmissionFailed)
		failed := evs[1].Data
		require.Equal(t, "open", failed.Invoice.Status)
		require.NotNil(t, failed.Submission)
		require.Equal(t, strings.ToLower(sub.SubmissionID), strings.ToLower(failed.Submission.ID))
		require.Equal(t, p.addr.Hex(), failed.Submission.Payer)
		require.NotEmpty(t, failed.Submission.Error)
	})
}

// TestClaimEmitsWebhookEvents runs alone (not parallel): it moves the
// shared chain's clock past the refund window, then sweeps maturity and
// claims.
func TestClaimEmitsWebhookEvents(t *testing.T) {
	app := startApp(t, nil)
	dc := testChain(t)
	ctx := context.Background()
	p := newPayer(t, 10_000_000)
	inv := createInvoice(t, app, "3")
	pay(t, app, inv, p)
	requireEvents(t, app, inv, webhookapi.InvoiceCreated, webhookapi.InvoicePaid)

	require.NoError(t, dc.IncreaseTime(7*24*time.Hour+time.Minute))
	require.NoError(t, dc.Mine())
	head, err := dc.Client().HeaderByNumber(ctx, nil)
	require.NoError(t, err)
	store := postgres.NewWebhookStore(app.Pool)
	require.Eventually(t, func() bool {
		// The app's own sweep may get there first; either way one event.
		_, err := store.EmitMatured(ctx, app.Config.Chains[0].ChainID.Int64(), time.Unix(int64(head.Time), 0), chain.RefundWindow, 500)
		require.NoError(t, err)
		return len(webhookEvents(t, app, inv)) == 3
	}, 30*time.Second, 50*time.Millisecond)
	_, err = store.EmitMatured(ctx, app.Config.Chains[0].ChainID.Int64(), time.Unix(int64(head.Time), 0), chain.RefundWindow, 500)
	require.NoError(t, err)
	requireEvents(t, app, inv, webhookapi.InvoiceCreated, webhookapi.InvoicePaid, webhookapi.InvoiceMatured)

	claim := sendClaim(t, app, app.URL+"/api/escrows/claim", secret(app), escrowapi.ClaimRequest{InvoiceIDs: []string{inv}})
	require.Equal(t, []string{inv}, claim.InvoiceIDs)
	evs := requireEvents(t, app, inv, webhookapi.InvoiceCreated, webhookapi.InvoicePaid, webhookapi.InvoiceMatured, webhookapi.InvoiceClaimed)
	require.Equal(t, "claimed", evs[3].Data.Invoice.Status)
	require.NotNil(t, evs[3].Data.Invoice.ClaimTxHash)

	// Reconciling the claim's chain events adds nothing.
	_, err = app.Reconciler.Step(ctx)
	require.NoError(t, err)
	requireEvents(t, app, inv, webhookapi.InvoiceCreated, webhookapi.InvoicePaid, webhookapi.InvoiceMatured, webhookapi.InvoiceClaimed)
}

// signInAs signs a fresh wallet in with SIWE and returns its session
// cookie header.
func signInAs(t *testing.T, app testApp) map[string]string {
	t.Helper()
	key, err := crypto.GenerateKey()
	require.NoError(t, err)
	var n merchantapi.SignInNonce
	require.Equal(t, http.StatusOK, call(t, "GET", app.URL+"/api/auth/nonce", nil, nil, &n).StatusCode)
	msg, sig := signSIWE(t, key, siweParams{domain: n.Domain, uri: n.URI, chainID: int(n.ChainID), nonce: n.Nonce})
	resp := call(t, "POST", app.URL+"/api/auth/siwe", map[string]string{"Origin": app.URL}, merchantapi.SignInRequest{Message: msg, Signature: sig}, nil)
	require.Equal(t, http.StatusOK, resp.StatusCode)
	for _, c := range resp.Cookies() {
		if c.Name == "paystead_session" && c.Value != "" {
			return map[string]string{"Cookie": "paystead_session=" + c.Value}
		}
	}
	t.Fatal("no session cookie")
	return nil
}

// TestMerchantWebhooksOverSession: the signed-in merchant manages its
// webhook endpoints at /api/merchant/webhooks, sees its deliveries and
// resends its events; state-changing requests need the service's Origin,
// and a merchant sees only its own endpoints.
func TestMerchantWebhooksOverSession(t *testing.T) {
	t.Parallel()
	app := startApp(t, nil)
	spec := fetchOpenAPI(t, app.URL)
	sess := signInAs(t, app)
	sessOrigin := map[string]string{"Cookie": sess["Cookie"], "Origin": app.URL}
	base := app.URL + "/api/merchant/webhooks"

	rcv := httptest.NewServer(http.HandlerFunc(func(http.ResponseWriter, *http.Request) {}))
	defer rcv.Close()

	var ep webhookapi.NewEndpoint
	resp := call(t, "POST", base+"/endpoints", sessOrigin, webhookapi.CreateEndpointRequest{URL: rcv.URL + "/hook"}, &ep)
	require.Equal(t, http.StatusCreated, resp.StatusCode)
	require.Regexp(t, `^whsec_`, ep.Secret)
	require.Len(t, ep.Events, len(webhookapi.EventTypes), "events default to every type")

	var list webhookapi.EndpointList
	require.Equal(t, 200, call(t, "GET", base+"/endpoints", sess, nil, &list).StatusCode)
	require.Len(t, list.Endpoints, 1)
	require.Equal(t, ep.ID, list.Endpoints[0].ID)
	require.Equal(t, ep.Events, list.Endpoints[0].Events)
	var raw map[string][]map[string]any
	require.Equal(t, 200, call(t, "GET", base+"/endpoints", sess, nil, &raw).StatusCode)
	require.NotContains(t, raw["endpoints"][0], "secret", "secrets are never listed")

	// The secret-key API of another merchant (the dev seed) does not see it.
	require.Equal(t, 200, call(t, "GET", app.URL+"/api/webhooks/endpoints", secret(app), nil, &list).StatusCode)
	for _, e := range list.Endpoints {
		require.NotEqual(t, ep.ID, e.ID)
	}
	var e apierr.Error
	resp = call(t, "DELETE", base+"/endpoints/"+ep.ID, nil, nil, &e)
	require.Equal(t, 401, resp.StatusCode)

	runConformance(t, spec, []conformanceCase{
		{name: "ListEndpoints", method: "GET", url: base + "/endpoints", headers: sess, status: 200},
		{name: "ListDeliveries", method: "GET", url: base + "/deliveries?limit=5", headers: sess, status: 200},
		{name: "ListDeliveriesBadLimit", method: "GET", url: base + "/deliveries?limit=0", headers: sess, status: 400, code: apierr.BadBody},
		{name: "ListWithoutSession", method: "GET", url: base + "/endpoints", status: 401, code: apierr.NotSignedIn},
		{name: "CreateWithoutOrigin", method: "POST", url: base + "/endpoints", headers: sess,
			body: map[string]any{"url": rcv.URL + "/hook"}, status: 403, code: apierr.OriginNotAllowed, requestValid: yes},
		{name: "CreateForeignOrigin", method: "POST", url: base + "/endpoints", headers: map[string]string{"Cookie": sess["Cookie"], "Origin": "https://evil.example.com"},
			body: map[string]any{"url": rcv.URL + "/hook"}, status: 403, code: apierr.OriginNotAllowed, requestValid: yes},
		{name: "CreatePrivateAddress", method: "POST", url: base + "/endpoints", headers: sessOrigin,
			body: map[string]any{"url": "http://10.0.0.1/hook"}, status: 400, code: apierr.BadBody, requestValid: yes},
		{name: "CreateUnknownEvent", method: "POST", url: base + "/endpoints", headers: sessOrigin,
			body: map[string]any{"url": rcv.URL + "/hook", "events": []string{"invoice.exploded"}}, status: 400, code: apierr.BadBody},
		{name: "RotateWithoutOrigin", method: "POST", url: base + "/endpoints/" + ep.ID + "/rotate", headers: sess, status: 403, code: apierr.OriginNotAllowed},
		{name: "Rotate", method: "POST", url: base + "/endpoints/" + ep.ID + "/rotate", headers: sessOrigin, status: 200},
		{name: "RotateUnknown", method: "POST", url: base + "/endpoints/00000000-0000-4000-8000-000000000000/rotate", headers: sessOrigin, status: 404, code: apierr.NotFound},
		{name: "ResendUnknown", method: "POST", url: base + "/events/evt_00/resend", headers: sessOrigin, status: 404, code: apierr.NotFound},
		{name: "DeleteWithoutOrigin", method: "DELETE", url: base + "/endpoints/" + ep.ID, headers: sess, status: 403, code: apierr.OriginNotAllowed},
		{name: "Delete", method: "DELETE", url: base + "/endpoints/" + ep.ID, headers: sessOrigin, status: 204},
		{name: "DeleteAgain", method: "DELETE", url: base + "/endpoints/" + ep.ID, headers: sessOrigin, status: 404, code: apierr.NotFound},
	})

	// The dev seed merchant's event is not this merchant's to resend.
	other := createInvoice(t, app, "1")
	evs := requireEvents(t, app, other, webhookapi.InvoiceCreated)
	resp = call(t, "POST", base+"/events/"+evs[0].ID+"/resend", sessOrigin, nil, &e)
	require.Equal(t, 404, resp.StatusCode)
	require.Equal(t, apierr.NotFound, e.Code)
}

// TestEventsKeepTheChainsTime runs alone (not parallel): it moves the
// shared chain's clock. Refunds and claims are dated by their blocks, as
// payments are, so after time travel a claim still reads later than its
// payment; and a claim made right after maturity, before the maturity
// sweep's next pass, still sends invoice.matured first.
func TestEventsKeepTheChainsTime(t *testing.T) {
	app := startApp(t, nil)
	dc := testChain(t)
	ctx := context.Background()

	var (
		mu   sync.Mutex
		seen []webhookapi.Event
	)
	rcv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		var ev webhookapi.Event
		if body, err := io.ReadAll(r.Body); err == nil && json.Unmarshal(body, &ev) == nil {
			mu.Lock()
			seen = append(seen, ev)
			mu.Unlock()
		}
	}))
	defer rcv.Close()
	received := func(invoiceID string) []webhookapi.EventType {
		mu.Lock()
		defer mu.Unlock()
		var out []webhookapi.EventType
		for _, ev := range seen {
			if ev.Data.Invoice.ID == invoiceID {
				out = append(out, ev.Type)
			}
		}
		return out
	}
	var ep webhookapi.NewEndpoint
	require.Equal(t, http.StatusCreated, call(t, "POST", app.URL+"/api/webhooks/endpoints", secret(app), webhookapi.CreateEndpointRequest{URL: rcv.URL + "/hook",
		Events: []webhookapi.EventType{webhookapi.InvoiceRefunded, webhookapi.InvoiceMatured, webhookapi.InvoiceClaimed}}, &ep).StatusCode)

	blockTime := func(txHash string) time.Time {
		receipt, err := dc.Client().TransactionReceipt(ctx, common.HexToHash(txHash))
		require.NoError(t, err)
		head, err := dc.Client().HeaderByNumber(ctx, receipt.BlockNumber)
		require.NoError(t, err)
		return time.Unix(int64(head.Time), 0).UTC()
	}
	paidAt := func(invoiceID string) time.Time {
		id, err := invoice.ParseID(invoiceID)
		require.NoError(t, err)
		inv, err := app.Invoices.Get(ctx, id)
		require.NoError(t, err)
		require.NotNil(t, inv.PaidAt)
		return *inv.PaidAt
	}

	stepAt := func(invoiceID, kind string) time.Time {
		var tl invoiceapi.Timeline
		require.Equal(t, 200, call(t, "GET", app.URL+"/api/invoices/"+invoiceID+"/timeline", secret(app), nil, &tl).StatusCode)
		for _, e := range tl.Entries {
			if e.Kind == kind {
				return e.At.UTC()
			}
		}
		t.Fatalf("no %s step in the timeline of %s", kind, invoiceID)
		return time.Time{}
	}

	p := newPayer(t, 10_000_000)
	kept, refunded := createInvoice(t, app, "3"), createInvoice(t, app, "2")
	pay(t, app, kept, p)
	pay(t, app, refunded, p)

	t.Run("RefundedAtIsTheRefundsBlockTime", func(t *testing.T) {
		require.NoError(t, dc.IncreaseTime(3*24*time.Hour))
		require.NoError(t, dc.Mine())
		out := sendRefund(t, app, refunded, secret(app), nil)
		evs := requireEvents(t, app, refunded, webhookapi.InvoiceCreated, webhookapi.InvoicePaid, webhookapi.InvoiceRefunded)
		at := evs[2].Data.Invoice.RefundedAt
		require.NotNil(t, at)
		require.Equal(t, blockTime(out.RefundTxHash), *at)
		require.False(t, at.Before(paidAt(refunded).Add(3*24*time.Hour)), "refunded %s, paid %s", at, paidAt(refunded))
		require.Eventually(t, func() bool { return len(received(refunded)) == 1 }, 30*time.Second, 20*time.Millisecond)
		require.Equal(t, *at, stepAt(refunded, invoiceapi.KindRefunded), "the timeline's refund step")
	})

	t.Run("ClaimRightAfterMaturityIsMaturedThenClaimed", func(t *testing.T) {
		require.NoError(t, dc.IncreaseTime(chain.RefundWindow))
		require.NoError(t, dc.Mine())
		claim := sendClaim(t, app, app.URL+"/api/escrows/claim", secret(app), escrowapi.ClaimRequest{InvoiceIDs: []string{kept}})
		require.Equal(t, []string{kept}, claim.InvoiceIDs)
		require.Len(t, claim.TxHashes, 1)
		evs := requireEvents(t, app, kept, webhookapi.InvoiceCreated, webhookapi.InvoicePaid, webhookapi.InvoiceMatured, webhookapi.InvoiceClaimed)

		claimedAt := blockTime(claim.TxHashes[0])
		require.Equal(t, claimedAt, *evs[3].Data.Invoice.ClaimedAt)
		require.False(t, claimedAt.Before(paidAt(kept).Add(chain.RefundWindow)), "claimed %s, paid %s", claimedAt, paidAt(kept))
		var sum escrowapi.Summary
		require.Equal(t, 200, call(t, "GET", app.URL+"/api/escrows", secret(app), nil, &sum).StatusCode)
		var row *escrowapi.Row
		for i := range sum.Claimed {
			if sum.Claimed[i].InvoiceID == kept {
				row = &sum.Claimed[i]
			}
		}
		require.NotNil(t, row, "listed as claimed")
		require.NotNil(t, row.ClaimedAt)
		require.True(t, claimedAt.Equal(*row.ClaimedAt), "the escrow view: %s", row.ClaimedAt)
		require.Equal(t, claimedAt, stepAt(kept, invoiceapi.KindClaimed), "the timeline's claim step")

		// What the receiver sees, in the order it sees it.
		require.Eventually(t, func() bool { return len(received(kept)) >= 2 }, 30*time.Second, 20*time.Millisecond)
		time.Sleep(100 * time.Millisecond) // a duplicate would arrive
		require.Equal(t, []webhookapi.EventType{webhookapi.InvoiceMatured, webhookapi.InvoiceClaimed}, received(kept))

		// The sweep finds nothing left to mature.
		head, err := dc.Client().HeaderByNumber(ctx, nil)
		require.NoError(t, err)
		_, err = postgres.NewWebhookStore(app.Pool).EmitMatured(ctx, app.Config.Chains[0].ChainID.Int64(), time.Unix(int64(head.Time), 0), chain.RefundWindow, 500)
		require.NoError(t, err)
		requireEvents(t, app, kept, webhookapi.InvoiceCreated, webhookapi.InvoicePaid, webhookapi.InvoiceMatured, webhookapi.InvoiceClaimed)
	})
}

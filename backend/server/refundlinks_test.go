package server

import (
	"net/http"
	"strings"
	"testing"

	"github.com/ethereum/go-ethereum/crypto"
	"github.com/stretchr/testify/require"

	"github.com/paystead/paystead/shared/apierr"
	"github.com/paystead/paystead/shared/escrowapi"
)

// A refund link on the dev chain's real USDC (#33): the payer's wallet is frozen since paying,
// so the merchant issues a link; the customer opens it, names another address, signs with the
// frozen wallet, and the refund goes there: once, and only with the paying wallet's signature.
func TestRefundLinkToAFrozenPayer(t *testing.T) {
	t.Parallel()
	dc := ownChain(t)
	app := startAppOn(t, dc, nil)
	circle := circleIssuer(t, dc)

	p := fundedPayerOn(t, dc, 10_000_000)
	id := payOnce(t, app, p, "5")
	circle.blacklist(t, p.addr)

	var link escrowapi.RefundLink
	require.Equal(t, http.StatusCreated, call(t, "POST", app.URL+"/api/invoices/"+id+"/refund-links", secret(app), escrowapi.RefundLinkRequest{Amount: "2"}, &link).StatusCode)
	require.Equal(t, escrowapi.LinkOpen, link.Status)
	require.Equal(t, "2", link.Amount)
	token, ok := strings.CutPrefix(link.URL, app.URL+"/r/")
	require.True(t, ok, "the link's page: %s", link.URL)
	api := app.URL + "/api/refund-links/" + token

	var view escrowapi.RefundLinkView
	require.Equal(t, http.StatusOK, call(t, "GET", api, nil, nil, &view).StatusCode)
	require.Equal(t, p.addr.Hex(), view.Payer)
	require.Equal(t, id, view.InvoiceID)
	require.Equal(t, dc.ChainID().Int64(), view.ChainID)
	require.Equal(t, "2", view.Amount)

	k, err := crypto.GenerateKey()
	require.NoError(t, err)
	to := crypto.PubkeyToAddress(k.PublicKey)
	var prepared escrowapi.RefundLinkPrepared
	require.Equal(t, http.StatusOK, call(t, "POST", api+"/prepare", nil, escrowapi.RefundLinkPrepareRequest{To: to.Hex()}, &prepared).StatusCode)
	var e apierr.Error
	require.Equal(t, http.StatusBadRequest, call(t, "POST", api+"/prepare", nil, escrowapi.RefundLinkPrepareRequest{To: "0x0000000000000000000000000000000000000000"}, &e).StatusCode)

	// Another wallet's signature is refused, nothing sent, and the link stays open.
	stranger := fundedPayerOn(t, dc, 0)
	complete := escrowapi.RefundLinkCompleteRequest{To: to.Hex(), Deadline: prepared.Deadline, Signature: stranger.signTypedData(t, prepared.TypedData)}
	require.Equal(t, http.StatusBadRequest, call(t, "POST", api+"/complete", nil, complete, &e).StatusCode)
	require.Equal(t, apierr.InvalidSignature, e.Code)
	require.Contains(t, e.Message, p.addr.Hex())

	complete.Signature = p.signTypedData(t, prepared.TypedData)
	var sent escrowapi.RefundLink
	require.Equal(t, http.StatusAccepted, call(t, "POST", api+"/complete", nil, complete, &sent).StatusCode)
	require.Equal(t, escrowapi.LinkSent, sent.Status)
	waitSends(t, app, id)
	require.Equal(t, int64(2_000_000), usdcBalanceOn(t, dc, to).Int64(), "the refund went to the address the customer gave")
	require.Equal(t, "3", *viewOfInvoice(t, app, id).Remaining)

	require.Equal(t, http.StatusOK, call(t, "GET", api, nil, nil, &view).StatusCode)
	require.Equal(t, escrowapi.LinkRefunded, view.Status)
	require.Equal(t, to.Hex(), *view.To)
	var listed escrowapi.RefundLinkList
	require.Equal(t, http.StatusOK, call(t, "GET", app.URL+"/api/invoices/"+id+"/refund-links", secret(app), nil, &listed).StatusCode)
	require.Len(t, listed.Data, 1)
	require.Equal(t, escrowapi.LinkRefunded, listed.Data[0].Status)
	require.Empty(t, listed.Data[0].URL, "the token is shown once")

	// Used once: the same signature again sends nothing.
	require.Equal(t, http.StatusConflict, call(t, "POST", api+"/complete", nil, complete, &e).StatusCode)
	require.Equal(t, apierr.RefundLinkClosed, e.Code)
	require.Equal(t, int64(2_000_000), usdcBalanceOn(t, dc, to).Int64())

	// A token of another shape, or none issued, names no link.
	require.Equal(t, http.StatusNotFound, call(t, "GET", app.URL+"/api/refund-links/nope", nil, nil, &e).StatusCode)
	require.Equal(t, http.StatusNotFound, call(t, "GET", app.URL+"/api/refund-links/"+strings.Repeat("A", 43), nil, nil, &e).StatusCode)
	// Issuing needs the secret key.
	require.Equal(t, http.StatusUnauthorized, call(t, "POST", app.URL+"/api/invoices/"+id+"/refund-links", nil, escrowapi.RefundLinkRequest{}, &e).StatusCode)
}

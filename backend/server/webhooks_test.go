package server

import (
	"encoding/json"
	"io"
	"net/http"
	"net/http/httptest"
	"sync"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"github.com/paystead/paystead/backend/webhook"
	"github.com/paystead/paystead/shared/apierr"
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

	var ep struct {
		ID     string   `json:"id"`
		Secret string   `json:"secret"`
		Events []string `json:"events"`
	}
	resp := call(t, "POST", app.URL+"/api/webhooks/endpoints", key, map[string]any{"url": rcv.URL + "/hook", "events": []string{"invoice.created"}}, &ep)
	require.Equal(t, http.StatusCreated, resp.StatusCode)
	require.Regexp(t, `^whsec_`, ep.Secret)

	var inv struct {
		InvoiceID string `json:"invoiceId"`
	}
	require.Equal(t, http.StatusCreated, call(t, "POST", app.URL+"/api/invoices", key, map[string]any{
		"amountUsdc": "3", "payInToken": "USDC", "metadata": map[string]string{"order": "W-1"},
	}, &inv).StatusCode)

	var delivery got
	require.Eventually(t, func() bool {
		mu.Lock()
		defer mu.Unlock()
		for _, g := range seen {
			var ev webhook.Event
			if json.Unmarshal(g.body, &ev) == nil && ev.Data.Invoice.ID == inv.InvoiceID {
				delivery = g
				return true
			}
		}
		return false
	}, 30*time.Second, 20*time.Millisecond)
	require.NoError(t, webhook.Verify(delivery.header.Get(webhook.SignatureHeader), delivery.body, ep.Secret, time.Minute, time.Now()))
	var ev webhook.Event
	require.NoError(t, json.Unmarshal(delivery.body, &ev))
	require.Equal(t, webhook.InvoiceCreated, ev.Type)
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

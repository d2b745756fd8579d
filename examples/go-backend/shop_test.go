package main

import (
	"bytes"
	"context"
	"crypto/ecdsa"
	"crypto/hmac"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"io"
	"log/slog"
	"net"
	"net/http"
	"net/http/httptest"
	"net/url"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common/hexutil"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/ethereum/go-ethereum/signer/core/apitypes"
	"github.com/stretchr/testify/require"

	"github.com/paystead/paystead/backend/postgres/pgtest"
	"github.com/paystead/paystead/internal/devproc"
	"github.com/paystead/paystead/sdk"
	"github.com/paystead/paystead/shared/checkoutapi"
	"github.com/paystead/paystead/shared/webhookapi"
)

// TestMain gives the package a database server (DATABASE_URL's, or a
// throwaway cluster); the Paystead the test starts gets an empty database
// of its own on it.
func TestMain(m *testing.M) { pgtest.Main(m) }

// sign is the Paystead-Signature header Paystead would send for body at t.
func sign(secret string, t time.Time, body []byte) string {
	ts := strconv.FormatInt(t.Unix(), 10)
	mac := hmac.New(sha256.New, []byte(secret))
	mac.Write([]byte(ts + "."))
	mac.Write(body)
	return "t=" + ts + ",v1=" + hex.EncodeToString(mac.Sum(nil))
}

func TestVerifySignature(t *testing.T) {
	t.Parallel()
	const secret = "whsec_test_secret"
	now := time.Unix(1_763_720_162, 0)
	body := []byte(`{"id":"evt_1","type":"invoice.paid","data":{"invoice":{"invoiceId":"0x01","amount":"12.5"}}}`)
	good := sign(secret, now, body)
	wrongDigest := sign("whsec_other", now, body)
	_, wrongV1, _ := strings.Cut(wrongDigest, ",")
	_, goodV1, _ := strings.Cut(good, ",")
	ts := strconv.FormatInt(now.Unix(), 10)

	for _, tc := range []struct {
		name   string
		header string
		body   []byte
		at     time.Time
		want   error
	}{
		{"Valid", good, body, now, nil},
		{"ValidWithSpaces", "t=" + ts + ", " + goodV1, body, now, nil},
		{"WithinTheToleranceEitherWay", good, body, now.Add(4 * time.Minute), nil},
		{"ClockBehindTheSender", good, body, now.Add(-4 * time.Minute), nil},
		{"RotationOneOfTwoMatches", "t=" + ts + "," + wrongV1 + "," + goodV1, body, now, nil},
		{"BodyChanged", good, bytes.Replace(body, []byte("12.5"), []byte("1250"), 1), now, errBadSignature},
		{"BodyReserialised", good, append(body, '\n'), now, errBadSignature},
		{"WrongSecret", wrongDigest, body, now, errBadSignature},
		{"TimestampChangedDigestKept", "t=" + strconv.FormatInt(now.Unix()+1, 10) + "," + goodV1, body, now, errBadSignature},
		{"UppercaseHexStillOurs", "t=" + ts + ",v1=" + strings.ToUpper(strings.TrimPrefix(goodV1, "v1=")), body, now, nil},
		{"TooOld", good, body, now.Add(5*time.Minute + time.Second), errStaleSignature},
		{"FromTheFuture", good, body, now.Add(-5*time.Minute - time.Second), errStaleSignature},
		{"Missing", "", body, now, errMalformedSignature},
		{"NoDigest", "t=" + ts, body, now, errMalformedSignature},
		{"NoTimestamp", goodV1, body, now, errMalformedSignature},
		{"SignedTimestamp", "t=+" + ts + "," + goodV1, body, now, errMalformedSignature},
		{"DigestNotHex", "t=" + ts + ",v1=zz", body, now, errMalformedSignature},
		{"OtherSchemeOnly", "t=" + ts + ",v0=" + strings.TrimPrefix(goodV1, "v1="), body, now, errMalformedSignature},
	} {
		t.Run(tc.name, func(t *testing.T) {
			require.Equal(t, tc.want, verifySignature(tc.header, tc.body, secret, tc.at))
		})
	}
}

func TestConfigFromEnv(t *testing.T) {
	t.Parallel()
	_, err := configFromEnv(func(string) string { return "" })
	require.ErrorIs(t, err, errNoSecretKey)
	require.ErrorIs(t, err, errNoWebhookSecret)

	env := map[string]string{"PAYSTEAD_SECRET_KEY": "ak_live_x", "PAYSTEAD_WEBHOOK_SECRET": "whsec_x", "SHOP_ADDR": "127.0.0.1:4100"}
	c, err := configFromEnv(func(k string) string { return env[k] })
	require.NoError(t, err)
	require.Equal(t, config{SecretKey: "ak_live_x", WebhookSecret: "whsec_x", PaysteadURL: "http://127.0.0.1:8080",
		Addr: "127.0.0.1:4100", ShopURL: "http://127.0.0.1:4100"}, c)
}

// Paystead may deliver invoice.created before its answer to the checkout
// has reached the shop: the event still finds its order.
func TestInvoiceCreatedBeforeTheAnswer(t *testing.T) {
	t.Parallel()
	const secret, invoiceID = "whsec_race", "0xabababababababababababababababababababababababababababababababab"
	var shopURL string
	delivered := make(chan int, 1)
	paystead := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		var req struct {
			Metadata map[string]string `json:"metadata"`
		}
		if err := json.NewDecoder(r.Body).Decode(&req); err != nil {
			w.WriteHeader(http.StatusBadRequest)
			return
		}
		raw, _ := json.Marshal(webhookapi.Event{ID: "evt_race", Type: webhookapi.InvoiceCreated, CreatedAt: time.Now(), Data: webhookapi.Data{
			Invoice: webhookapi.Invoice{ID: invoiceID, Status: "staging", Metadata: req.Metadata}}})
		hook, _ := http.NewRequest(http.MethodPost, shopURL+"/webhooks/paystead", bytes.NewReader(raw))
		hook.Header.Set("Paystead-Signature", sign(secret, time.Now(), raw))
		status := 0
		if resp, err := http.DefaultClient.Do(hook); err == nil {
			resp.Body.Close()
			status = resp.StatusCode
		}
		delivered <- status
		w.Header().Set("Content-Type", "application/json")
		w.WriteHeader(http.StatusCreated)
		fmt.Fprintf(w, `{"invoiceId": %q, "url": "https://paystead.example/i/%s"}`, invoiceID, invoiceID)
	}))
	t.Cleanup(paystead.Close)
	client, err := sdk.NewClient("ak_live_test", sdk.WithBaseURL(paystead.URL), sdk.WithMaxRetries(0))
	require.NoError(t, err)
	s := newShop(client, secret, "", slog.New(slog.NewTextHandler(io.Discard, nil)))
	shop := httptest.NewServer(s.routes())
	t.Cleanup(shop.Close)
	shopURL, s.publicURL = shop.URL, shop.URL

	require.Equal(t, http.StatusCreated, postJSON(t, shopURL+"/checkout", `{"amount": "5", "order": "R-1"}`, nil))
	require.Equal(t, http.StatusNoContent, <-delivered)
	var o order
	require.Equal(t, http.StatusOK, getJSON(t, shopURL+"/orders/R-1", &o))
	require.Equal(t, invoiceID, o.InvoiceID)
	require.Equal(t, []string{"invoice.created"}, o.Events)
}

// TestShopAgainstPaystead runs the shop against a real `paystead dev`: it
// creates invoices through the shop, the customer of dev.json pays one,
// and the shop learns of it from Paystead's own signed webhook; then it
// refuses deliveries whose signature does not hold.
func TestShopAgainstPaystead(t *testing.T) {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	require.NoError(t, err)
	shopURL := "http://" + ln.Addr().String()
	p := startPaystead(t, shopURL)
	ctx, cancel := context.WithTimeout(context.Background(), 3*time.Minute)
	defer cancel()

	merchant, err := sdk.NewClient(p.SecretKey, sdk.WithBaseURL(p.BaseURL))
	require.NoError(t, err)
	endpoint, err := merchant.CreateWebhookEndpoint(ctx, shopURL+"/webhooks/paystead")
	require.NoError(t, err)
	require.True(t, strings.HasPrefix(endpoint.Secret, "whsec_"), "secret %q", endpoint.Secret)

	var logs lockedBuffer
	s := newShop(merchant, endpoint.Secret, shopURL, slog.New(slog.NewTextHandler(&logs, nil)))
	srv := httptest.NewUnstartedServer(s.routes())
	srv.Listener.Close()
	srv.Listener = ln
	srv.Start()
	t.Cleanup(func() {
		srv.Close()
		if t.Failed() {
			t.Logf("shop log:\n%s", logs.tail(8000))
		}
	})

	t.Run("CheckoutCreatesTheInvoice", func(t *testing.T) {
		var out map[string]string
		require.Equal(t, http.StatusCreated, postJSON(t, shopURL+"/checkout", `{"amount": "12.50", "order": "A-1001"}`, &out))
		require.Equal(t, "A-1001", out["order"])
		require.Regexp(t, `^0x[0-9a-f]{64}$`, out["invoiceId"])
		require.Equal(t, p.BaseURL+"/i/"+out["invoiceId"], out["url"])

		inv, err := merchant.GetInvoice(ctx, out["invoiceId"])
		require.NoError(t, err)
		require.Equal(t, "12.5", inv.Amount)
		require.Equal(t, sdk.USDC, inv.PayInToken)
		require.Equal(t, "A-1001", inv.Reference)
		require.Equal(t, map[string]string{"order": "A-1001"}, inv.Metadata)
		require.Equal(t, shopURL+"/thanks?order=A-1001", inv.SuccessURL)
		require.Equal(t, shopURL+"/?cancelled=A-1001", inv.CancelURL)

		t.Run("SameOrderSameInvoice", func(t *testing.T) {
			var again map[string]string
			require.Equal(t, http.StatusOK, postJSON(t, shopURL+"/checkout", `{"amount": 12.5, "order": "A-1001"}`, &again))
			require.Equal(t, out, again)
			require.Equal(t, http.StatusConflict, postJSON(t, shopURL+"/checkout", `{"amount": "13", "order": "A-1001"}`, nil))
		})
	})

	t.Run("FormPostIsRedirectedToThePaymentPage", func(t *testing.T) {
		noFollow := &http.Client{CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse }}
		resp, err := noFollow.PostForm(shopURL+"/checkout", url.Values{"amount": {"3"}, "payInToken": {"EURC"}})
		require.NoError(t, err)
		resp.Body.Close()
		require.Equal(t, http.StatusSeeOther, resp.StatusCode)
		require.Regexp(t, `^`+p.BaseURL+`/i/0x[0-9a-f]{64}$`, resp.Header.Get("Location"))
		inv, err := merchant.GetInvoice(ctx, strings.TrimPrefix(resp.Header.Get("Location"), p.BaseURL+"/i/"))
		require.NoError(t, err)
		require.Equal(t, sdk.EURC, inv.PayInToken)
		require.Regexp(t, `^order-[0-9a-f]{8}$`, inv.Reference, "a reference is made up when none is given")
	})

	t.Run("RefusesBadAmounts", func(t *testing.T) {
		var e map[string]string
		require.Equal(t, http.StatusBadRequest, postJSON(t, shopURL+"/checkout", `{"amount": "-1", "order": "bad-1"}`, &e))
		// Paystead itself refuses more than 6 decimals; the shop says so.
		require.Equal(t, http.StatusBadRequest, postJSON(t, shopURL+"/checkout", `{"amount": "1.0000001", "order": "bad-2"}`, &e))
		require.Contains(t, e["error"], "INVALID_AMOUNT")
		require.Equal(t, http.StatusNotFound, getJSON(t, shopURL+"/orders/bad-2", nil), "no order is kept for a refused invoice")
	})

	t.Run("AcceptsPaysteadsDeliveries", func(t *testing.T) {
		// invoice.created went out when A-1001's invoice was made, signed
		// with the endpoint's secret by Paystead itself.
		waitOrder(t, shopURL, "A-1001", func(o order) bool { return contains(o.Events, "invoice.created") })
		// Paystead records the delivery once the shop's answer is back, a moment after the shop
		// has the event.
		var created []webhookapi.Delivery
		require.Eventually(t, func() bool {
			deliveries, err := merchant.WebhookDeliveries(ctx, 50)
			if err != nil {
				return false
			}
			created = created[:0]
			for _, d := range deliveries {
				if d.EventType == webhookapi.InvoiceCreated && d.Status == "delivered" {
					created = append(created, d)
				}
			}
			return len(created) > 0
		}, 10*time.Second, 50*time.Millisecond, "Paystead recorded the shop's answer")
		last := created[0].Attempts[len(created[0].Attempts)-1]
		require.NotNil(t, last.StatusCode)
		require.Equal(t, http.StatusNoContent, *last.StatusCode)
	})

	t.Run("ShipsOnInvoicePaid", func(t *testing.T) {
		var o order
		require.Equal(t, http.StatusOK, getJSON(t, shopURL+"/orders/A-1001", &o))
		require.Equal(t, awaitingPayment, o.Status)
		settleTx := pay(t, ctx, p, o.InvoiceID)

		o = waitOrder(t, shopURL, "A-1001", func(o order) bool { return o.Status == paid })
		require.Equal(t, settleTx, o.SettleTxHash)
		require.NotNil(t, o.PaidAt)
		require.Equal(t, 1, count(o.Events, "invoice.paid"))
		require.Contains(t, logs.String(), "order paid: ship it")

		resp, err := http.Get(shopURL + "/thanks?order=A-1001")
		require.NoError(t, err)
		page, _ := io.ReadAll(resp.Body)
		resp.Body.Close()
		require.Contains(t, string(page), "<strong>paid</strong>")
	})

	t.Run("RefusesDeliveriesThatDoNotVerify", func(t *testing.T) {
		var created map[string]string
		require.Equal(t, http.StatusCreated, postJSON(t, shopURL+"/checkout", `{"amount": "7", "order": "B-2"}`, &created))
		paidEvent := func(id string) []byte {
			at := time.Now().UTC().Truncate(time.Second)
			raw, err := json.Marshal(webhookapi.Event{ID: id, Type: webhookapi.InvoicePaid, CreatedAt: at, Data: webhookapi.Data{
				Invoice: webhookapi.Invoice{ID: created["invoiceId"], Status: "paid", Amount: "7", AmountUnits: "7000000", Currency: "USD",
					PayInToken: "USDC", Metadata: map[string]string{"order": "B-2"}, PaidAt: &at},
			}})
			require.NoError(t, err)
			return raw
		}

		body := paidEvent("evt_forged_1")
		for _, tc := range []struct {
			name, header string
			body         []byte
		}{
			{"BodyChangedAfterSigning", sign(endpoint.Secret, time.Now(), body), bytes.Replace(body, []byte(`"7"`), []byte(`"0.01"`), 1)},
			{"WrongSecret", sign("whsec_someone_else", time.Now(), body), body},
			{"TooOld", sign(endpoint.Secret, time.Now().Add(-6*time.Minute), body), body},
			{"NoSignature", "", body},
			{"OnlyATimestamp", "t=" + strconv.FormatInt(time.Now().Unix(), 10), body},
		} {
			t.Run(tc.name, func(t *testing.T) {
				require.Equal(t, http.StatusBadRequest, deliver(t, shopURL, tc.header, tc.body))
			})
		}
		var o order
		require.Equal(t, http.StatusOK, getJSON(t, shopURL+"/orders/B-2", &o))
		require.Equal(t, awaitingPayment, o.Status, "no refused delivery was acted on")
		require.NotContains(t, o.Events, "invoice.paid")

		t.Run("CorrectlySignedIsAccepted", func(t *testing.T) {
			require.Equal(t, http.StatusNoContent, deliver(t, shopURL, sign(endpoint.Secret, time.Now(), body), body))
			require.Equal(t, http.StatusOK, getJSON(t, shopURL+"/orders/B-2", &o))
			require.Equal(t, paid, o.Status)

			// At least once: the same event again is answered and not acted on twice.
			require.Equal(t, http.StatusNoContent, deliver(t, shopURL, sign(endpoint.Secret, time.Now(), body), body))
			require.Equal(t, http.StatusOK, getJSON(t, shopURL+"/orders/B-2", &o))
			require.Equal(t, 1, count(o.Events, "invoice.paid"))
		})
	})
}

// deliver posts a webhook body with a Paystead-Signature header (none when
// empty) to the shop and returns the status.
func deliver(t *testing.T, shopURL, signature string, body []byte) int {
	t.Helper()
	req, err := http.NewRequest(http.MethodPost, shopURL+"/webhooks/paystead", bytes.NewReader(body))
	require.NoError(t, err)
	req.Header.Set("Content-Type", "application/json")
	if signature != "" {
		req.Header.Set("Paystead-Signature", signature)
	}
	resp, err := http.DefaultClient.Do(req)
	require.NoError(t, err)
	resp.Body.Close()
	return resp.StatusCode
}

func postJSON(t *testing.T, url, body string, out any) int {
	t.Helper()
	resp, err := http.Post(url, "application/json", strings.NewReader(body))
	require.NoError(t, err)
	return decode(t, resp, out)
}

func getJSON(t *testing.T, url string, out any) int {
	t.Helper()
	resp, err := http.Get(url)
	require.NoError(t, err)
	return decode(t, resp, out)
}

func decode(t *testing.T, resp *http.Response, out any) int {
	t.Helper()
	defer resp.Body.Close()
	raw, err := io.ReadAll(resp.Body)
	require.NoError(t, err)
	if out != nil {
		require.NoError(t, json.Unmarshal(raw, out), "%s", raw)
	}
	return resp.StatusCode
}

// waitOrder polls the shop until the order satisfies done.
func waitOrder(t *testing.T, shopURL, ref string, done func(order) bool) order {
	t.Helper()
	var o order
	require.Eventually(t, func() bool {
		o = order{}
		return getJSON(t, shopURL+"/orders/"+ref, &o) == http.StatusOK && done(o)
	}, time.Minute, 50*time.Millisecond, "order %s", ref)
	return o
}

func contains(list []string, s string) bool { return count(list, s) > 0 }

func count(list []string, s string) int {
	n := 0
	for _, v := range list {
		if v == s {
			n++
		}
	}
	return n
}

// pay pays invoiceID as the dev chain's customer, the way the hosted page
// does: screen the wallet, prepare, sign the Permit2 transfer (and the
// token's permit when Permit2 is not yet approved), submit, and wait until
// it settles. It returns the settling transaction.
func pay(t *testing.T, ctx context.Context, p paystead, invoiceID string) string {
	t.Helper()
	c, err := sdk.NewPageClient(p.BaseURL)
	require.NoError(t, err)
	payer := crypto.PubkeyToAddress(p.Customer.PublicKey).Hex()
	d, err := c.Authorize(ctx, checkoutapi.AuthorizeRequest{InvoiceID: invoiceID, Address: payer})
	require.NoError(t, err)
	require.Equal(t, "allow", d.Decision)
	prep, err := c.Prepare(ctx, checkoutapi.PrepareRequest{InvoiceID: invoiceID, Payer: payer, PayInToken: "USDC"})
	require.NoError(t, err)
	s := prep.Submission
	body := checkoutapi.SubmitRequest{InvoiceID: s.InvoiceID, Payer: s.Payer, PayInToken: s.PayInToken, AmountIn: s.AmountIn,
		Permit2Data: s.Permit2Data, Permit2Signature: signTypedData(t, p.Customer, prep.TypedData)}
	if prep.Approval != nil {
		require.NotNil(t, prep.TokenPermit, "the dev USDC has EIP-2612: no approval transaction needed")
		body.TokenPermit = &checkoutapi.TokenPermit{Value: prep.TokenPermit.Value, Deadline: prep.TokenPermit.Deadline,
			Signature: signTypedData(t, p.Customer, prep.TokenPermit.TypedData)}
	}
	sub, err := c.Submit(ctx, body)
	require.NoError(t, err)
	var st *checkoutapi.Status
	require.Eventually(t, func() bool {
		st, err = c.SubmissionStatus(ctx, sub.SubmissionID)
		require.NoError(t, err)
		return st.Status == "settled" || st.Status == "failed"
	}, time.Minute, 50*time.Millisecond)
	require.Equal(t, "settled", st.Status, "error: %v", st.Error)
	return *st.SettleTxHash
}

// signTypedData signs EIP-712 typed data as a wallet's eth_signTypedData_v4.
func signTypedData(t *testing.T, key *ecdsa.PrivateKey, typed any) string {
	t.Helper()
	raw, err := json.Marshal(typed)
	require.NoError(t, err)
	var td apitypes.TypedData
	require.NoError(t, json.Unmarshal(raw, &td))
	hash, _, err := apitypes.TypedDataAndHash(td)
	require.NoError(t, err)
	sig, err := crypto.Sign(hash, key)
	require.NoError(t, err)
	sig[64] += 27
	return hexutil.Encode(sig)
}

// paystead is a running `paystead dev`.
type paystead struct {
	BaseURL   string
	SecretKey string
	Customer  *ecdsa.PrivateKey // the dev chain's funded customer
}

// startPaystead runs `paystead dev` on free ports, with shopOrigin among
// the demo merchant's allowed origins, until the test ends. PAYSTEAD_BIN
// names the binary; without it the test builds one.
func startPaystead(t *testing.T, shopOrigin string) paystead {
	t.Helper()
	dev := devproc.Start(t, os.Getenv("PAYSTEAD_BIN"), filepath.Join("..", ".."), "PAYSTEAD_DEV_ORIGINS="+shopOrigin)
	return paystead{BaseURL: dev.BaseURL, SecretKey: dev.SecretKey, Customer: dev.Customer}
}

type lockedBuffer struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (l *lockedBuffer) Write(p []byte) (int, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.b.Write(p)
}

func (l *lockedBuffer) String() string {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.b.String()
}

func (l *lockedBuffer) tail(n int) string {
	s := l.String()
	if len(s) > n {
		s = "…" + s[len(s)-n:]
	}
	return s
}

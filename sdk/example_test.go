package sdk_test

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
	"net/http/httptest"
	"strings"
	"time"

	"github.com/paystead/paystead/sdk"
)

// examplePaystead is a stand-in for a Paystead server, so that the
// examples run and print what a real one would answer.
func examplePaystead() *httptest.Server {
	var srv *httptest.Server
	srv = httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "application/json")
		if r.Header.Get("X-Service-Api-Key") == "ak_live_revoked" {
			w.WriteHeader(http.StatusUnauthorized)
			fmt.Fprint(w, `{"code":"invalid_api_key","message":"The API key is not recognised or has been revoked.","requestId":"req_42"}`)
			return
		}
		switch {
		case r.Method == "POST" && r.URL.Path == "/api/invoices":
			w.WriteHeader(http.StatusCreated)
			fmt.Fprintf(w, `{"invoiceId":"0x5e1f","url":"%s/i/0x5e1f"}`, srv.URL)
		case r.Method == "GET" && r.URL.Path == "/api/invoices/0x5e1f":
			fmt.Fprintf(w, `{"invoiceId":"0x5e1f","url":"%s/i/0x5e1f","status":"paid","paidAt":"2026-03-01T10:00:00Z","claimableAt":"2026-03-08T10:00:00Z"}`, srv.URL)
		case r.Method == "GET" && r.URL.Path == "/api/escrows":
			_ = json.NewEncoder(w).Encode(map[string]any{
				"pending": []map[string]any{{
					"invoiceId": "0x5e1f", "amount": "19.99", "amountUnits": "19990000", "token": "USDC",
					"payer": "0x00000000000000000000000000000000000000aa", "paidAt": "2026-03-01T10:00:00Z",
					"claimableAt": "2026-03-08T10:00:00Z", "claimedAt": nil, "settleTxHash": "0x01", "claimTxHash": nil,
				}},
				"matured": []any{}, "claimed": []any{}, "truncated": false,
			})
		case r.Method == "POST" && r.URL.Path == "/api/invoices/0x5e1f/refund":
			w.WriteHeader(http.StatusAccepted)
			fmt.Fprint(w, `{"invoiceId":"0x5e1f","refundTxHash":"0x7e57","status":"pending"}`)
		case r.Method == "POST" && r.URL.Path == "/api/invoices/0x01d/refund":
			w.WriteHeader(http.StatusConflict)
			fmt.Fprint(w, `{"code":"refund_window_closed","message":"The 7-day refund window closed at 2026-03-08T10:00:00Z; the funds are the merchant's to claim."}`)
		case r.Method == "POST" && r.URL.Path == "/api/escrows/claim":
			w.WriteHeader(http.StatusAccepted)
			fmt.Fprint(w, `{"invoiceIds":["0x01d","0x02e"],"txHashes":["0xc1a1"]}`)
		default:
			w.WriteHeader(http.StatusNotFound)
			fmt.Fprint(w, `{"code":"not_found","message":"No route."}`)
		}
	}))
	return srv
}

func ExampleNewClient() {
	// A server-side client of a self-hosted Paystead, with the secret key
	// and more patience for retries.
	client, err := sdk.NewClient("ak_live_…",
		sdk.WithBaseURL("https://pay.example.com/"),
		sdk.WithMaxRetries(4),
		sdk.WithMaxRetryWait(10*time.Second),
	)
	if err != nil {
		panic(err)
	}
	fmt.Println(client.BaseURL())

	// Without its address a client has nowhere to go.
	_, err = sdk.NewClient("ak_live_…", sdk.WithEnvironment(sdk.Mainnet))
	fmt.Println(err != nil)
	// Output:
	// https://pay.example.com
	// true
}

func ExampleNew() {
	// The struct form of NewClient, with the option names of spec 4.9.
	client, err := sdk.New(sdk.InitOptions{APIKey: "pk_live_…", Environment: sdk.Testnet, BaseURL: "http://127.0.0.1:8080"})
	if err != nil {
		panic(err)
	}
	fmt.Println(client.BaseURL())
	// Output: http://127.0.0.1:8080
}

func ExampleClient_CreateInvoice() {
	srv := examplePaystead()
	defer srv.Close()

	client, err := sdk.NewClient("ak_live_secret", sdk.WithBaseURL(srv.URL))
	if err != nil {
		panic(err)
	}
	inv, err := client.CreateInvoice(context.Background(), sdk.CreateInvoiceParams{
		AmountUSDC: 19.99,
		PayInToken: sdk.USDC,
		SuccessURL: "https://shop.example/thanks",
		Metadata:   map[string]string{"order": "A-1"},
	})
	if err != nil {
		panic(err)
	}
	fmt.Println(inv.InvoiceID)
	fmt.Println(strings.TrimPrefix(inv.URL, srv.URL))
	// Output:
	// 0x5e1f
	// /i/0x5e1f
}

func ExampleClient_CreateInvoice_errors() {
	srv := examplePaystead()
	defer srv.Close()
	client, _ := sdk.NewClient("ak_live_revoked", sdk.WithBaseURL(srv.URL))

	// Checked before sending: no request leaves for these.
	_, err := client.CreateInvoice(context.Background(), sdk.CreateInvoiceParams{AmountUSDC: 0, PayInToken: sdk.USDC, SuccessURL: "https://shop.example/thanks"})
	fmt.Println(sdk.CodeOf(err))
	_, err = client.CreateInvoice(context.Background(), sdk.CreateInvoiceParams{AmountUSDC: 5, PayInToken: sdk.USDC, SuccessURL: "ftp://shop.example"})
	fmt.Println(sdk.CodeOf(err))

	// Answered by the server.
	_, err = client.CreateInvoice(context.Background(), sdk.CreateInvoiceParams{AmountUSDC: 5, PayInToken: sdk.USDC, SuccessURL: "https://shop.example/thanks"})
	var ce *sdk.ClientError
	if errors.As(err, &ce) {
		fmt.Println(ce.Code, ce.Status, ce.ServerCode, ce.RequestID)
	}
	// Output:
	// INVALID_AMOUNT
	// INVALID_URL
	// INVALID_API_KEY 401 invalid_api_key req_42
}

func ExampleClient_GetInvoice() {
	srv := examplePaystead()
	defer srv.Close()
	client, _ := sdk.NewClient("ak_live_secret", sdk.WithBaseURL(srv.URL))

	inv, err := client.GetInvoice(context.Background(), "0x5e1f")
	if err != nil {
		panic(err)
	}
	fmt.Println(inv.Status, "refund window ends", inv.ClaimableAt.Format(time.RFC3339))
	// Output: paid refund window ends 2026-03-08T10:00:00Z
}

func ExampleClient_Escrows() {
	srv := examplePaystead()
	defer srv.Close()
	client, _ := sdk.NewClient("ak_live_secret", sdk.WithBaseURL(srv.URL))

	sum, err := client.Escrows(context.Background(), sdk.EscrowFilters{Token: sdk.USDC})
	if err != nil {
		panic(err)
	}
	for _, row := range sum.Pending {
		fmt.Println("pending", row.InvoiceID, row.Amount, row.Token, "claimable", row.ClaimableAt.Format(time.DateOnly))
	}
	fmt.Println(len(sum.Matured), "matured,", len(sum.Claimed), "claimed, truncated:", sum.Truncated)

	// A publishable key is refused before any request.
	browser, _ := sdk.NewClient("pk_live_…", sdk.WithBaseURL(srv.URL))
	_, err = browser.Escrows(context.Background(), sdk.EscrowFilters{})
	fmt.Println(sdk.CodeOf(err))
	// Output:
	// pending 0x5e1f 19.99 USDC claimable 2026-03-08
	// 0 matured, 0 claimed, truncated: false
	// PUBLISHABLE_KEY_FORBIDDEN
}

func ExampleClient_Refund() {
	srv := examplePaystead()
	defer srv.Close()
	client, _ := sdk.NewClient("ak_live_secret", sdk.WithBaseURL(srv.URL))

	r, err := client.Refund(context.Background(), "0x5e1f")
	if err != nil {
		panic(err)
	}
	fmt.Println(r.InvoiceID, r.Status, "in", r.RefundTxHash)

	// After the 7-day window the funds are the merchant's: the server's
	// code says so.
	_, err = client.Refund(context.Background(), "0x01d")
	var ce *sdk.ClientError
	if errors.As(err, &ce) {
		fmt.Println(ce.Status, ce.ServerCode)
	}
	// Output:
	// 0x5e1f pending in 0x7e57
	// 409 refund_window_closed
}

func ExampleClient_Claim() {
	srv := examplePaystead()
	defer srv.Close()
	client, _ := sdk.NewClient("ak_live_secret", sdk.WithBaseURL(srv.URL))

	// Every matured escrow; sdk.ClaimParams{InvoiceIDs: ...} names some.
	res, err := client.Claim(context.Background(), sdk.ClaimParams{All: true})
	if err != nil {
		panic(err)
	}
	fmt.Println(len(res.InvoiceIDs), "invoices sent to claim in", len(res.TxHashes), "transaction")
	// Output: 2 invoices sent to claim in 1 transaction
}

func ExampleClient_OpenCheckout() {
	client, _ := sdk.NewClient("pk_live_…")
	inv := &sdk.Invoice{InvoiceID: "0x5e1f", URL: "https://pay.example.com/i/0x5e1f"}
	// In the WebAssembly build this sends the browser to inv.URL; on a
	// server there is no browser to send.
	err := client.OpenCheckout(inv)
	fmt.Println(sdk.CodeOf(err))
	// Output: NOT_IN_BROWSER
}

func ExampleInit() {
	srv := examplePaystead()
	defer srv.Close()

	// Deprecated: kept for old integrations; new code uses NewClient.
	if err := sdk.Init(sdk.InitOptions{APIKey: "ak_live_secret", BaseURL: srv.URL}); err != nil {
		panic(err)
	}
	inv, err := sdk.CreateInvoice(context.Background(), sdk.CreateInvoiceParams{AmountUSDC: 12.5, PayInToken: sdk.EURC, SuccessURL: "https://shop.example/thanks"})
	if err != nil {
		panic(err)
	}
	fmt.Println(inv.InvoiceID)
	// Output: 0x5e1f
}

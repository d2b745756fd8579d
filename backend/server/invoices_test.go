package server

import (
	"context"
	"math/big"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/stretchr/testify/require"

	"github.com/paystead/paystead/backend/chain"
	"github.com/paystead/paystead/backend/config"
	"github.com/paystead/paystead/backend/invoice"
	"github.com/paystead/paystead/backend/merchant"
	"github.com/paystead/paystead/backend/postgres"
	"github.com/paystead/paystead/backend/postgres/pgtest"
	"github.com/paystead/paystead/backend/relayer"
	"github.com/paystead/paystead/shared/apierr"
	"github.com/paystead/paystead/shared/invoiceapi"
	"github.com/paystead/paystead/shared/money"
)

var invoiceIDPattern = regexp.MustCompile(`^0x[0-9a-f]{64}$`)

func secret(a testApp) map[string]string {
	return map[string]string{"X-Service-Api-Key": a.Seed.SecretKey}
}

func TestCreateInvoice(t *testing.T) {
	t.Parallel()
	app := startApp(t, nil)
	endpoint := app.URL + "/api/invoices"
	// The dev merchant allows the origin of the first app that seeded it
	// (apps in this package share the chain's merchant wallet).
	origin := app.Seed.Merchant.AllowedOrigins[0]

	t.Run("SecretKeyCreatesAnInvoiceStagedOnChain", func(t *testing.T) {
		var out invoiceapi.CreateInvoiceResponse
		resp := call(t, "POST", endpoint, secret(app), map[string]any{
			"amountUsdc": 19.99, "payInToken": "USDC", "metadata": map[string]string{"order": "A-1"},
		}, &out)
		require.Equal(t, http.StatusCreated, resp.StatusCode)
		require.Regexp(t, invoiceIDPattern, out.InvoiceID)
		require.Equal(t, app.URL+"/i/"+out.InvoiceID, out.URL)

		id, err := invoice.ParseID(out.InvoiceID)
		require.NoError(t, err)
		inv, err := app.Invoices.Get(context.Background(), id)
		require.NoError(t, err)
		require.Contains(t, []invoice.Status{invoice.Staging, invoice.Open}, inv.Status, "answered once stored; the stager stages it")
		waitInvoiceStatus(t, app, out.InvoiceID, "open")
		inv, err = app.Invoices.Get(context.Background(), id)
		require.NoError(t, err)
		require.Equal(t, int64(19_990_000), inv.Amount, "19.99 parsed exactly")
		require.Equal(t, app.Config.Chains[0].Gateway, inv.Gateway)
		require.Equal(t, int64(1337), inv.ChainID)
		require.NotEqual(t, common.Hash{}, inv.StageTxHash)

		record, err := chain.NewGateway(testChain(t).Client(), app.Config.Chains[0].Gateway).Record(context.Background(), id)
		require.NoError(t, err)
		require.NotEqual(t, [32]byte{}, record, "the gateway holds the invoice's commitment")
	})

	t.Run("AuthenticationErrors", func(t *testing.T) {
		revokedKey, revokedPlain, err := app.Merchants.CreateAPIKey(context.Background(), app.Seed.Merchant.ID, merchant.Secret, "revoked")
		require.NoError(t, err)
		require.NoError(t, app.Merchants.RevokeAPIKey(context.Background(), app.Seed.Merchant.ID, revokedKey.ID))
		body := map[string]any{"amountUsdc": 5, "payInToken": "USDC"}
		for _, tc := range []struct {
			name    string
			headers map[string]string
			status  int
			code    apierr.Code
		}{
			{"MissingKey", nil, 401, apierr.MissingAPIKey},
			{"UnknownKey", map[string]string{"X-Service-Api-Key": "ak_live_nope"}, 401, apierr.InvalidAPIKey},
			{"RevokedKey", map[string]string{"X-Service-Api-Key": revokedPlain}, 401, apierr.InvalidAPIKey},
			{"PublishableKeyWithoutOrigin", map[string]string{"X-Service-Api-Key": app.Seed.PublishableKey}, 403, apierr.OriginNotAllowed},
			{"PublishableKeyFromAnotherOrigin", map[string]string{"X-Service-Api-Key": app.Seed.PublishableKey, "Origin": "https://evil.example"}, 403, apierr.OriginNotAllowed},
		} {
			t.Run(tc.name, func(t *testing.T) {
				var e apierr.Error
				resp := call(t, "POST", endpoint, tc.headers, body, &e)
				require.Equal(t, tc.status, resp.StatusCode)
				require.Equal(t, tc.code, e.Code)
				// A refusal is readable by the page that sent it (see
				// TestBrowserRefusals); without an Origin there is none.
				require.Equal(t, tc.headers["Origin"], resp.Header.Get("Access-Control-Allow-Origin"))
			})
		}
	})

	t.Run("PublishableKeyFromAllowedOrigin", func(t *testing.T) {
		var out invoiceapi.CreateInvoiceResponse
		resp := call(t, "POST", endpoint, map[string]string{"X-Service-Api-Key": app.Seed.PublishableKey, "Origin": origin},
			map[string]any{"amountUsdc": "7.5", "payInToken": "EURC"}, &out)
		require.Equal(t, http.StatusCreated, resp.StatusCode)
		require.Equal(t, origin, resp.Header.Get("Access-Control-Allow-Origin"))
		require.Regexp(t, invoiceIDPattern, out.InvoiceID)
	})

	t.Run("PreflightAnswersEveryHTTPOrigin", func(t *testing.T) {
		// It carries no key, so which merchant it is for is not known: the
		// real request decides (TestBrowserRefusals).
		for _, o := range []string{origin, "https://evil.example"} {
			resp := call(t, "OPTIONS", endpoint, map[string]string{"Origin": o, "Access-Control-Request-Method": "POST", "Access-Control-Request-Headers": "x-service-api-key,content-type"}, nil, nil)
			require.Equal(t, http.StatusNoContent, resp.StatusCode)
			require.Equal(t, o, resp.Header.Get("Access-Control-Allow-Origin"))
			require.Contains(t, resp.Header.Get("Access-Control-Allow-Headers"), "X-Service-Api-Key")
		}

		resp := call(t, "OPTIONS", endpoint, map[string]string{"Origin": "null", "Access-Control-Request-Method": "POST"}, nil, nil)
		require.Equal(t, http.StatusForbidden, resp.StatusCode)
		require.Empty(t, resp.Header.Get("Access-Control-Allow-Origin"))
	})

	t.Run("PublishableKeyMayNotReadInvoicesPrivately", func(t *testing.T) {
		var out invoiceapi.CreateInvoiceResponse
		call(t, "POST", endpoint, secret(app), map[string]any{"amountUsdc": 1, "payInToken": "USDC", "metadata": map[string]string{"k": "v"}}, &out)
		var view map[string]any
		resp := call(t, "GET", endpoint+"/"+out.InvoiceID, map[string]string{"X-Service-Api-Key": app.Seed.PublishableKey}, nil, &view)
		require.Equal(t, 200, resp.StatusCode)
		require.NotContains(t, view, "metadata")
		require.Equal(t, "public", view["view"], "the view says which it is")
	})

	t.Run("RejectsSuccessURLOutsideTheMerchantsOrigins", func(t *testing.T) {
		// bad_body over HTTP, against the origins the merchant has stored.
		// The rules of a body are invoiceapi's (TestValidate, TestDecode)
		// and the invoice package's (TestCreate).
		var e apierr.Error
		resp := call(t, "POST", endpoint, secret(app), map[string]any{"amountUsdc": 1, "payInToken": "USDC", "successUrl": "https://elsewhere.example/done"}, &e)
		require.Equal(t, 400, resp.StatusCode)
		require.Equal(t, apierr.BadBody, e.Code)
		require.True(t, hasField(e, "successUrl"), "field successUrl named in %+v", e.Fields)
	})

	t.Run("RemovedEngineSelectorIsExplained", func(t *testing.T) {
		var e apierr.Error
		resp := call(t, "POST", endpoint+"?engine=v1", secret(app), map[string]any{"amountUsdc": 1, "payInToken": "USDC"}, &e)
		require.Equal(t, 400, resp.StatusCode)
		require.Equal(t, apierr.BadBody, e.Code)
		require.Contains(t, e.Fields[0].Message, "custody-escrow gateway")
	})

	t.Run("IdempotencyKeyReplaysAndRefusesReuse", func(t *testing.T) {
		h := secret(app)
		h["Idempotency-Key"] = "order-42"
		var first, second invoiceapi.CreateInvoiceResponse
		require.Equal(t, 201, call(t, "POST", endpoint, h, map[string]any{"amountUsdc": 42, "payInToken": "USDC"}, &first).StatusCode)
		require.Equal(t, 201, call(t, "POST", endpoint, h, map[string]any{"amountUsdc": 42, "payInToken": "USDC"}, &second).StatusCode)
		require.Equal(t, first.InvoiceID, second.InvoiceID)

		var e apierr.Error
		resp := call(t, "POST", endpoint, h, map[string]any{"amountUsdc": 43, "payInToken": "USDC"}, &e)
		require.Equal(t, 409, resp.StatusCode)
		require.Equal(t, apierr.IdempotencyKeyReused, e.Code)
	})

	t.Run("ConcurrentRequestsWithOneIdempotencyKeyMakeOneInvoice", func(t *testing.T) {
		h := secret(app)
		h["Idempotency-Key"] = "race-1"
		var wg sync.WaitGroup
		ids := make(chan string, 8)
		for range 8 {
			wg.Go(func() {
				var out invoiceapi.CreateInvoiceResponse
				resp := call(t, "POST", endpoint, h, map[string]any{"amountUsdc": 3, "payInToken": "USDC"}, &out)
				if resp.StatusCode == 201 {
					ids <- out.InvoiceID
				} else {
					require.Equal(t, 409, resp.StatusCode, "the others wait or replay")
				}
			})
		}
		wg.Wait()
		close(ids)
		seen := map[string]bool{}
		for id := range ids {
			seen[id] = true
		}
		require.Len(t, seen, 1)
	})

	t.Run("ConcurrentCreationsShareStagingTransactions", func(t *testing.T) {
		const n = 24
		var wg sync.WaitGroup
		ids := make([]string, n)
		for i := range n {
			wg.Go(func() {
				var out invoiceapi.CreateInvoiceResponse
				require.Equal(t, 201, call(t, "POST", endpoint, secret(app), map[string]any{"amountUsdc": i + 1, "payInToken": "USDC"}, &out).StatusCode)
				ids[i] = out.InvoiceID
			})
		}
		wg.Wait()
		txs := map[common.Hash]int{}
		for _, s := range ids {
			waitInvoiceStatus(t, app, s, "open")
			id, err := invoice.ParseID(s)
			require.NoError(t, err)
			inv, err := app.Invoices.Get(context.Background(), id)
			require.NoError(t, err)
			txs[inv.StageTxHash]++
		}
		require.Less(t, len(txs), n, "some invoices shared a staging transaction")
	})
}

func hasField(e apierr.Error, name string) bool {
	for _, f := range e.Fields {
		if f.Field == name || strings.HasPrefix(f.Field, name+".") {
			return true
		}
	}
	return false
}

func TestGetInvoice(t *testing.T) {
	t.Parallel()
	app := startApp(t, nil)
	var out invoiceapi.CreateInvoiceResponse
	require.Equal(t, 201, call(t, "POST", app.URL+"/api/invoices", secret(app), map[string]any{
		"amountUsdc": "12.5", "payInToken": "EURC", "successUrl": app.Seed.Merchant.AllowedOrigins[0] + "/thanks", "metadata": map[string]string{"order": "B-7"},
	}, &out).StatusCode)

	t.Run("PublicViewHasNoMetadata", func(t *testing.T) {
		waitInvoiceStatus(t, app, out.InvoiceID, "open")
		var view map[string]any
		resp := call(t, "GET", app.URL+"/api/invoices/"+out.InvoiceID, nil, nil, &view)
		require.Equal(t, 200, resp.StatusCode)
		require.Equal(t, "12.5", view["amount"])
		require.Equal(t, "EURC", view["payInToken"])
		require.Equal(t, "open", view["status"])
		require.Equal(t, "Demo Coffee Roasters", view["merchant"].(map[string]any)["displayName"])
		require.Equal(t, app.Seed.Merchant.AllowedOrigins[0]+"/thanks", view["successUrl"])
		require.NotContains(t, view, "metadata")
	})
	t.Run("OwnersSecretKeySeesMetadata", func(t *testing.T) {
		var view map[string]any
		call(t, "GET", app.URL+"/api/invoices/"+out.InvoiceID, secret(app), nil, &view)
		require.Equal(t, map[string]any{"order": "B-7"}, view["metadata"])
		require.NotEmpty(t, view["stageTxHash"])
	})
	t.Run("AnotherMerchantsSecretKeyDoesNot", func(t *testing.T) {
		other := startApp(t, nil) // same wallet -> same merchant; make a genuinely other one
		m, err := other.Merchants.CreateMerchant(context.Background(), merchant.Merchant{OwnerWallet: randomAddress(t)})
		require.NoError(t, err)
		_, key, err := other.Merchants.CreateAPIKey(context.Background(), m.ID, merchant.Secret, "")
		require.NoError(t, err)
		var view map[string]any
		call(t, "GET", app.URL+"/api/invoices/"+out.InvoiceID, map[string]string{"X-Service-Api-Key": key}, nil, &view)
		require.NotContains(t, view, "metadata")
	})
	// One case per code; the forms of an invoice id are the invoice
	// package's (TestID).
	for _, tc := range []struct {
		name, id string
		headers  map[string]string
		status   int
		code     apierr.Code
	}{
		{"MalformedID", "0x1234", nil, 400, apierr.BadBody},
		{"UnknownID", "0x" + strings.Repeat("ab", 32), nil, 404, apierr.NotFound},
		{"InvalidKey", out.InvoiceID, map[string]string{"X-Service-Api-Key": "ak_live_bogus"}, 401, apierr.InvalidAPIKey},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var e apierr.Error
			resp := call(t, "GET", app.URL+"/api/invoices/"+tc.id, tc.headers, nil, &e)
			require.Equal(t, tc.status, resp.StatusCode)
			require.Equal(t, tc.code, e.Code)
		})
	}
}

func randomAddress(t *testing.T) common.Address {
	t.Helper()
	k, err := crypto.GenerateKey()
	require.NoError(t, err)
	return crypto.PubkeyToAddress(k.PublicKey)
}

func TestInvoiceChainAndComplianceErrors(t *testing.T) {
	t.Parallel()
	body := map[string]any{"amountUsdc": 10, "payInToken": "USDC"}

	t.Run("ServerWalletNotDelegateIs412", func(t *testing.T) {
		app := startApp(t, nil)
		m, err := app.Merchants.CreateMerchant(context.Background(), merchant.Merchant{OwnerWallet: randomAddress(t)})
		require.NoError(t, err)
		_, key, err := app.Merchants.CreateAPIKey(context.Background(), m.ID, merchant.Secret, "")
		require.NoError(t, err)
		var e apierr.Error
		resp := call(t, "POST", app.URL+"/api/invoices", map[string]string{"X-Service-Api-Key": key}, body, &e)
		require.Equal(t, 412, resp.StatusCode)
		require.Equal(t, apierr.DelegateNotAuthorized, e.Code)
	})

	t.Run("AStagingRefusedAfterTheAnswerFailsTheInvoiceSayingWhy", func(t *testing.T) {
		// A merchant of its own, on the shared chain, that revokes the
		// server wallet after the service cached its delegation: the
		// invoice is answered (201), and the staging the gateway then
		// refuses fails it, with invoice.failed and the reason (#37).
		// The app reads authorization events hourly, so that the
		// revocation stays unseen until the staging (it reads them every
		// second, and the request raced that read).
		w := newDelegatingWallet(t)

		app := startApp(t, func(c *config.Config) { c.AgentEventsEvery = time.Hour })
		m, err := app.Merchants.CreateMerchant(context.Background(), merchant.Merchant{OwnerWallet: w.owner})
		require.NoError(t, err)
		_, key, err := app.Merchants.CreateAPIKey(context.Background(), m.ID, merchant.Secret, "")
		require.NoError(t, err)
		h := map[string]string{"X-Service-Api-Key": key}
		var first invoiceapi.CreateInvoiceResponse
		require.Equal(t, 201, call(t, "POST", app.URL+"/api/invoices", h, body, &first).StatusCode)
		waitInvoiceStatus(t, app, first.InvoiceID, "open")

		setDelegate(t, w.gateway, w.transactor, testChain(t).Server.Address, false)
		h["Idempotency-Key"] = "revoked-1"
		var refused invoiceapi.CreateInvoiceResponse
		require.Equal(t, 201, call(t, "POST", app.URL+"/api/invoices", h, body, &refused).StatusCode)
		waitInvoiceStatus(t, app, refused.InvoiceID, "failed")
		id, err := invoice.ParseID(refused.InvoiceID)
		require.NoError(t, err)
		inv, err := app.Invoices.Get(context.Background(), id)
		require.NoError(t, err)
		require.Equal(t, relayer.ReasonNotAgent, inv.Failure)
		types := map[string]int{}
		for _, ev := range pgtest.MerchantWebhookEvents(t, app.Pool, m.ID) {
			types[string(ev.Type)]++
		}
		require.Equal(t, 1, types["invoice.failed"], "the merchant hears of it: %v", types)

		// The key replays the failed invoice; once the merchant authorizes
		// the server wallet again, a new key makes one that opens.
		var again invoiceapi.CreateInvoiceResponse
		require.Equal(t, 201, call(t, "POST", app.URL+"/api/invoices", h, body, &again).StatusCode)
		require.Equal(t, refused.InvoiceID, again.InvoiceID)
		setDelegate(t, w.gateway, w.transactor, testChain(t).Server.Address, true)
		h["Idempotency-Key"] = "revoked-2"
		var retried invoiceapi.CreateInvoiceResponse
		require.Equal(t, 201, call(t, "POST", app.URL+"/api/invoices", h, body, &retried).StatusCode)
		waitInvoiceStatus(t, app, retried.InvoiceID, "open")
	})

	t.Run("ARowTheDatabaseRefusesFailsOnlyItsOwnRequest", func(t *testing.T) {
		w := newDelegatingWallet(t)
		app := startApp(t, nil)
		ctx := context.Background()
		m, err := app.Merchants.CreateMerchant(ctx, merchant.Merchant{OwnerWallet: w.owner})
		require.NoError(t, err)
		_, key, err := app.Merchants.CreateAPIKey(ctx, m.ID, merchant.Secret, "")
		require.NoError(t, err)
		// The test database refuses one amount (see TestMain).
		refused := money.FormatUnits(refusedAmountUnits, 6)
		// Sent together, the good ones share staging transactions with the bad one.
		const n = 12
		statuses := make([]int, n)
		var wg sync.WaitGroup
		for i := range n {
			wg.Go(func() {
				amount := "1.5"
				if i == n/2 {
					amount = refused
				}
				statuses[i] = call(t, "POST", app.URL+"/api/invoices", map[string]string{"X-Service-Api-Key": key},
					map[string]any{"amountUsdc": amount, "payInToken": "USDC"}, nil).StatusCode
			})
		}
		wg.Wait()
		for i, status := range statuses {
			if i == n/2 {
				require.Equal(t, 500, status, "the refused row")
			} else {
				require.Equal(t, 201, status, "request %d", i)
			}
		}
		var open, stored int
		for _, id := range pgtest.MerchantInvoiceIDs(t, app.Pool, m.ID) {
			waitInvoiceStatus(t, app, id.String(), "open")
			inv, err := app.Invoices.Get(ctx, id)
			require.NoError(t, err)
			if inv.Status == invoice.Open {
				open++
			}
			if inv.Amount == refusedAmountUnits {
				stored++
			}
		}
		require.Equal(t, n-1, open)
		require.Zero(t, stored, "the refused invoice")
	})

	t.Run("BlockedPayoutWalletIs403", func(t *testing.T) {
		dc := testChain(t)
		list := filepath.Join(t.TempDir(), "screening.txt")
		require.NoError(t, os.WriteFile(list, []byte(dc.Payout.Address.Hex()+" sanctioned\n"), 0o600))
		app := startApp(t, func(c *config.Config) {
			c.Compliance.Provider = "list"
			c.Compliance.ListFile = list
		})
		var e apierr.Error
		resp := call(t, "POST", app.URL+"/api/invoices", secret(app), body, &e)
		require.Equal(t, 403, resp.StatusCode)
		require.Equal(t, apierr.MerchantPayoutBlocked, e.Code)
	})

	down := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		http.Error(w, `{"message":"upstream down"}`, http.StatusInternalServerError)
	}))
	t.Cleanup(down.Close)
	providerDown := func(failOpen bool) func(*config.Config) {
		return func(c *config.Config) {
			c.Compliance.Provider = "http"
			c.Compliance.HTTPURL = down.URL
			c.Compliance.HTTPAPIKey = "test-key"
			c.Compliance.FailOpenForInvoice = failOpen
		}
	}

	t.Run("ProviderDownIs503", func(t *testing.T) {
		app := startApp(t, providerDown(false))
		var e apierr.Error
		resp := call(t, "POST", app.URL+"/api/invoices", secret(app), body, &e)
		require.Equal(t, 503, resp.StatusCode)
		require.Equal(t, apierr.ComplianceUnavailable, e.Code)
	})

	t.Run("IdempotentRetryReplaysEvenWhileTheProviderIsDown", func(t *testing.T) {
		up := startApp(t, nil)
		h := secret(up)
		h["Idempotency-Key"] = "outage-retry"
		var first, again invoiceapi.CreateInvoiceResponse
		require.Equal(t, 201, call(t, "POST", up.URL+"/api/invoices", h, body, &first).StatusCode)
		down := startApp(t, providerDown(false)) // same merchant, same database
		h["X-Service-Api-Key"] = down.Seed.SecretKey
		require.Equal(t, 201, call(t, "POST", down.URL+"/api/invoices", h, body, &again).StatusCode)
		require.Equal(t, first.InvoiceID, again.InvoiceID)
	})

	t.Run("ProviderDownWithFailOpenCreatesAndRecordsIt", func(t *testing.T) {
		// The dev seed's demo invoice already went through this path.
		app := startApp(t, providerDown(true))
		var out invoiceapi.CreateInvoiceResponse
		resp := call(t, "POST", app.URL+"/api/invoices", secret(app), body, &out)
		require.Equal(t, 201, resp.StatusCode)
		var view map[string]any
		call(t, "GET", app.URL+"/api/invoices/"+out.InvoiceID, secret(app), nil, &view)
		require.Equal(t, true, view["complianceFailOpen"])
		require.Equal(t, "owner", view["view"], "the view says which it is")
	})

	t.Run("RateLimitedKeyGets429WithRetryAfter", func(t *testing.T) {
		app := startApp(t, func(c *config.Config) { c.RateLimits.PerKey = 1 })
		require.Equal(t, 201, call(t, "POST", app.URL+"/api/invoices", secret(app), body, nil).StatusCode)
		var e apierr.Error
		resp := call(t, "POST", app.URL+"/api/invoices", secret(app), body, &e)
		require.Equal(t, 429, resp.StatusCode)
		require.Equal(t, apierr.RateLimited, e.Code)
		require.Equal(t, "1", resp.Header.Get("Retry-After"))
	})
}

var (
	customerOnce sync.Once
	customerTx   *chain.Transactor
)

// customerSender is the one transactor of the shared chain's customer, so
// parallel tests never race for its nonces. (The server wallet is the
// service's own: tests never send from it, or they would take nonces from
// under the relayer.)
func customerSender(t *testing.T) *chain.Transactor {
	dc := testChain(t)
	customerOnce.Do(func() { customerTx = chain.NewTransactor(dc.Client(), dc.Customer.Key, dc.ChainID(), nil) })
	return customerTx
}

// delegatingWallet is a fresh merchant owner wallet on the shared chain,
// funded for gas, that has made the server wallet its delegate.
type delegatingWallet struct {
	owner      common.Address
	gateway    *chain.Gateway
	transactor *chain.Transactor // signs as owner
}

func newDelegatingWallet(t *testing.T) delegatingWallet {
	t.Helper()
	dc := testChain(t)
	key, err := crypto.GenerateKey()
	require.NoError(t, err)
	w := delegatingWallet{
		owner:      crypto.PubkeyToAddress(key.PublicKey),
		gateway:    chain.NewGateway(dc.Client(), dc.Addresses().Gateway),
		transactor: chain.NewTransactor(dc.Client(), key, dc.ChainID(), nil),
	}
	fund(t, w.owner)
	setDelegate(t, w.gateway, w.transactor, dc.Server.Address, true)
	return w
}

// fund gives a fresh wallet gas money from the shared chain's customer.
func fund(t *testing.T, to common.Address) {
	t.Helper()
	dc := testChain(t)
	ctx := context.Background()
	tx, err := customerSender(t).Send(ctx, func(opts *bind.TransactOpts) (*types.Transaction, error) {
		return plainTransfer(ctx, dc.Client(), opts, dc.ChainID(), to, big.NewInt(1e18), nil)
	})
	require.NoError(t, err)
	_, err = chain.WaitMined(ctx, dc.Client(), tx)
	require.NoError(t, err)
}

func setDelegate(t *testing.T, gw *chain.Gateway, owner *chain.Transactor, delegate common.Address, allowed bool) {
	t.Helper()
	ctx := context.Background()
	// Right after a funding transfer is mined, the node's transaction pool
	// may not have taken in its block yet and refuse the wallet's first
	// transaction for want of funds: retried until it has.
	var tx *types.Transaction
	var err error
	require.Eventually(t, func() bool {
		tx, err = owner.Send(ctx, func(opts *bind.TransactOpts) (*types.Transaction, error) {
			return gw.SetDelegate(ctx, opts, delegate, allowed)
		})
		return err == nil || !strings.Contains(err.Error(), "insufficient funds")
	}, 10*time.Second, 20*time.Millisecond)
	require.NoError(t, err)
	_, err = chain.WaitMined(ctx, testChain(t).Client(), tx)
	require.NoError(t, err)
}

func TestRecoverInterruptedStaging(t *testing.T) {
	t.Parallel()
	// A chain and database of its own: on the shared ones another test's app may take the fresh
	// invoice into a staging and stop before sending it, and it would wait for the recovery
	// loop's half minute.
	app := startAppOn(t, ownChain(t), nil)
	ctx := context.Background()
	var out invoiceapi.CreateInvoiceResponse
	require.Equal(t, 201, call(t, "POST", app.URL+"/api/invoices", secret(app), map[string]any{"amountUsdc": 2, "payInToken": "USDC"}, &out).StatusCode)
	stagedID, err := invoice.ParseID(out.InvoiceID)
	require.NoError(t, err)
	lostID, err := invoice.NewID()
	require.NoError(t, err)
	freshID, err := invoice.NewID()
	require.NoError(t, err)

	// A crash after the staging transaction was mined (and its receipt
	// recorded) but before the row was updated; a staging transaction
	// named on its invoice that no store or chain holds (a database
	// restored from a backup); and an invoice just created, waiting for
	// the stager.
	waitInvoiceStatus(t, app, out.InvoiceID, "open")
	pgtest.RewindToStaging(t, app.Pool, stagedID, time.Hour)
	staged, err := app.Invoices.Get(ctx, stagedID)
	require.NoError(t, err)
	for _, row := range []struct {
		id     invoice.ID
		age    time.Duration
		status invoice.Status
	}{{lostID, time.Hour, invoice.Open}, {freshID, 0, invoice.Staging}} {
		// A copy of the staged invoice that no transaction stages.
		require.NoError(t, postgres.NewInvoiceStore(app.Pool).CreateInvoice(ctx, invoice.Invoice{
			ID: row.id, MerchantID: staged.MerchantID, MerchantWallet: staged.MerchantWallet, Amount: staged.Amount,
			PayInToken: staged.PayInToken, PayoutToken: staged.PayoutToken, Status: row.status,
			ChainID: staged.ChainID, Gateway: staged.Gateway, CreatedAt: time.Now().Add(-row.age),
		}, nil))
	}
	// The lost one is staging with its transaction named in one step:
	// stored staging without one, a stager could stage it first.
	_, err = app.Pool.Exec(ctx, `UPDATE invoices SET status = 'staging', stage_tx_hash = sha256(id) WHERE id = $1`, lostID[:])
	require.NoError(t, err)

	// The app's own recovery loop may settle these rows first: what
	// counts is how they end up, not who settled them.
	_, err = app.Invoices.Recover(ctx, 2*time.Minute)
	require.NoError(t, err)

	for id, want := range map[invoice.ID]invoice.Status{stagedID: invoice.Open, lostID: invoice.Failed} {
		inv, err := app.Invoices.Get(ctx, id)
		require.NoError(t, err)
		require.Equal(t, want, inv.Status, "invoice %s", id)
	}
	waitInvoiceStatus(t, app, freshID.String(), "open") // left to the stager, which stages it
}

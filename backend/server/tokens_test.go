package server

import (
	"context"
	"encoding/json"
	"math/big"
	"net/http"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/stretchr/testify/require"

	"github.com/paystead/paystead/backend/chain"
	"github.com/paystead/paystead/backend/config"
	"github.com/paystead/paystead/backend/postgres/pgtest"
	"github.com/paystead/paystead/shared/apierr"
	"github.com/paystead/paystead/shared/checkoutapi"
	"github.com/paystead/paystead/shared/escrowapi"
	"github.com/paystead/paystead/shared/invoiceapi"
)

// A third token is configuration (#31 item 2): a deployment that names
// PYUSD in PAYSTEAD_TOKENS takes invoices in it, lists it in its errors,
// checks its contract at start, settles a payment in it and pays it out as
// itself, with no other change to the code or the schema.
func TestAThirdTokenIsConfiguration(t *testing.T) {
	t.Parallel()
	c := startHandMinedChain(t)
	ctx := context.Background()
	client := c.Client()
	pyusd, err := chain.DeployTestToken(ctx, client, c.Customer.Key, c.ChainID(), "PayPal USD", "PYUSD")
	require.NoError(t, err)
	customer := chain.NewTransactor(client, c.Customer.Key, c.ChainID(), nil)
	tx, err := customer.Send(ctx, func(opts *bind.TransactOpts) (*types.Transaction, error) {
		return chain.NewToken(client, pyusd).Mint(ctx, opts, c.Customer.Address, big.NewInt(100_000_000))
	})
	require.NoError(t, err)
	_, err = chain.WaitMined(ctx, client, tx)
	require.NoError(t, err)

	url := pgtest.EmptyDB(t)
	app := startAppOn(t, c.Chain, func(cfg *config.Config) {
		cfg.DatabaseURL = url
		cfg.Chains[0].Tokens = []config.Token{{Symbol: "PYUSD", Address: pyusd, Decimals: 6}}
	})

	// Declared in the database, which invoices name it in.
	var decimals int
	require.NoError(t, app.Pool.QueryRow(ctx, `SELECT decimals FROM tokens WHERE symbol = 'PYUSD'`).Scan(&decimals))
	require.Equal(t, 6, decimals)

	// Its API description takes it.
	var doc struct {
		Components struct {
			Schemas struct {
				PayInToken struct {
					Enum []string `json:"enum"`
				} `json:"PayInToken"`
			} `json:"schemas"`
		} `json:"components"`
	}
	require.Equal(t, http.StatusOK, call(t, "GET", app.URL+"/openapi.json", nil, nil, &doc).StatusCode)
	require.Equal(t, []string{"USDC", "EURC", "PYUSD"}, doc.Components.Schemas.PayInToken.Enum)
	// The pages read the registry too: the hosted page formats PYUSD in its
	// decimals and shows no swap price for it; the dashboard offers it.
	appJS := scrape(t, app.URL+"/app.js")
	require.Contains(t, appJS, `"PAYSTEAD_TOKEN_LIST":"[{\"symbol\":\"USDC\",\"decimals\":6},{\"symbol\":\"EURC\",\"decimals\":6,\"swapsInto\":\"USDC\"},{\"symbol\":\"PYUSD\",\"decimals\":6}]"`)

	// An invoice in it; a token the deployment lacks is refused naming the three.
	var created invoiceapi.CreateInvoiceResponse
	require.Equal(t, http.StatusCreated, call(t, "POST", app.URL+"/api/invoices", secret(app),
		map[string]any{"amountUsdc": json.Number("12.5"), "payInToken": "PYUSD"}, &created).StatusCode)
	id := created.InvoiceID
	var e apierr.Error
	require.Equal(t, http.StatusBadRequest, call(t, "POST", app.URL+"/api/invoices", secret(app),
		map[string]any{"amountUsdc": json.Number("1"), "payInToken": "DAI"}, &e).StatusCode)
	require.Equal(t, []apierr.FieldError{{Field: "payInToken", Message: `must be USDC, EURC or PYUSD (upper case), not "DAI"`}}, e.Fields)

	// Paid in it: the payment takes PYUSD from the payer.
	p := payerWallet{key: c.Customer.Key, addr: c.Customer.Address, dc: c.Chain}
	body := readyToSubmitIn(t, app, id, p, "PYUSD")
	require.Equal(t, pyusd.Hex(), body.PayInToken, "the deployment's PYUSD contract")
	var sub checkoutapi.SubmitResponse
	require.Equal(t, http.StatusAccepted, call(t, "POST", app.URL+"/api/checkout/submit", nil, body, &sub).StatusCode)
	require.Equal(t, "settled", waitStatus(t, app, sub.SubmissionID, "settled", "failed").Status)
	balance := func(who common.Address) int64 {
		b, err := chain.NewToken(client, pyusd).BalanceOf(ctx, who)
		require.NoError(t, err)
		return b.Int64()
	}
	require.Equal(t, int64(100_000_000-12_500_000), balance(c.Customer.Address))

	// The escrow lists it by its token; an unknown token is refused naming the three.
	var sum escrowapi.Summary
	require.Equal(t, http.StatusOK, call(t, "GET", app.URL+"/api/escrows?token=PYUSD", secret(app), nil, &sum).StatusCode)
	require.Equal(t, []string{id}, ids(sum.Pending))
	require.Equal(t, http.StatusBadRequest, call(t, "GET", app.URL+"/api/escrows?token=DAI", secret(app), nil, &e).StatusCode)
	require.Equal(t, []apierr.FieldError{{Field: "token", Message: "must be USDC, EURC or PYUSD"}}, e.Fields)

	// Paid out as itself: the claim sends PYUSD to the payout wallet.
	require.NoError(t, c.IncreaseTime(chain.RefundWindow+time.Minute))
	claim := sendClaim(t, app, app.URL+"/api/escrows/claim", secret(app), escrowapi.ClaimRequest{InvoiceIDs: []string{id}})
	require.Equal(t, []string{id}, claim.InvoiceIDs)
	require.Equal(t, "claimed", invoiceStatus(t, app, id))
	require.Equal(t, int64(12_500_000), balance(c.Payout.Address))
}

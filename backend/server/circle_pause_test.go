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
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/stretchr/testify/require"

	"github.com/paystead/paystead/backend/chain"
	"github.com/paystead/paystead/backend/config"
	"github.com/paystead/paystead/backend/devchain"
	"github.com/paystead/paystead/shared/apierr"
	"github.com/paystead/paystead/shared/checkoutapi"
	"github.com/paystead/paystead/shared/healthapi"
)

// Circle pauses USDC in the middle of a burst of 200 payments (#33), on a
// dev chain of 1 s blocks: payments signed before the pause are taken and
// wait, unsent (their status says why; /readyz is degraded and
// paystead_token_paused reads 1); the server wallet sends nothing while
// the pause lasts; a new prepare is refused with token_paused; once the
// issuer resumes the token, every payment settles within two blocks, and
// none is lost.
func TestPauseDuringABurstOnCirclesTokens(t *testing.T) {
	t.Parallel()
	const payments = 200
	ctx := context.Background()
	dc, err := devchain.Start(ctx, devchain.Config{BlockTime: time.Second})
	require.NoError(t, err)
	t.Cleanup(func() { _ = dc.Close() })
	app := startAppOn(t, dc, func(c *config.Config) { c.DevBlockTime = time.Second })
	circle := circleIssuer(t, dc)
	client := dc.Client()

	payers := gaslessPayers(t, dc, payments, 2_000_000)
	invoices := make([]string, payments)
	for i := range invoices {
		invoices[i] = createInvoice(t, app, "1.25")
	}
	requests := make([]checkoutapi.SubmitRequest, payments)
	for i, id := range invoices {
		waitOpen(t, app, id)
		requests[i] = signedWithAuthorization(t, app, id, payers[i])
	}
	start, err := client.BlockNumber(ctx)
	require.NoError(t, err)

	// The burst: 16 customers at a time; the issuer pauses USDC once 100
	// payments are in.
	var (
		submitted atomic.Int32
		pausedAt  uint64
		subs      = make([]string, payments)
		next      atomic.Int32
		burst     sync.WaitGroup
	)
	for range 16 {
		burst.Go(func() {
			for i := int(next.Add(1)) - 1; i < payments; i = int(next.Add(1)) - 1 {
				var sub checkoutapi.SubmitResponse
				resp := call(t, "POST", app.URL+"/api/checkout/submit", nil, requests[i], &sub)
				require.Equal(t, http.StatusAccepted, resp.StatusCode, "payment %d", i)
				subs[i] = sub.SubmissionID
				if submitted.Add(1) == payments/2 {
					pausedAt = circle.do(t, func(ctx context.Context, o *bind.TransactOpts) (*types.Transaction, error) {
						return circle.usdc.Pause(ctx, o)
					})
				}
			}
		})
	}
	burst.Wait()
	require.NotZero(t, pausedAt)

	// Paused: a new invoice is still created and staged, but its customer
	// is refused at prepare.
	late := createInvoice(t, app, "1")
	waitOpen(t, app, late)
	var e apierr.Error
	require.Equal(t, http.StatusServiceUnavailable, call(t, "POST", app.URL+"/api/checkout/prepare", nil, checkoutapi.PrepareRequest{InvoiceID: late, Payer: payers[0].addr.Hex()}, &e).StatusCode)
	require.Equal(t, apierr.TokenPaused, e.Code)

	// Once what was sent before the pause was seen is mined, the server
	// wallet sends nothing.
	waitBlock(t, client, pausedAt+2)
	sentBefore, err := client.NonceAt(ctx, dc.Server.Address, nil)
	require.NoError(t, err)
	var waiting int
	for _, id := range subs {
		var st checkoutapi.Status
		require.Equal(t, 200, call(t, "GET", app.URL+"/api/checkout/status/"+id, nil, nil, &st).StatusCode)
		if st.Status == checkoutapi.StatusPending {
			require.NotNil(t, st.Waiting, "a pending payment says why it waits")
			require.Equal(t, checkoutapi.WaitingTokenPaused, *st.Waiting)
			waiting++
		}
		require.NotEqual(t, checkoutapi.StatusFailed, st.Status, "error: %s", derefString(st.Error))
	}
	require.Positive(t, waiting, "payments wait for the token")
	var ready healthapi.Readiness
	require.Equal(t, 200, call(t, "GET", app.URL+"/readyz", nil, nil, &ready).StatusCode)
	require.Equal(t, healthapi.StatusDegraded, ready.Status)
	require.Contains(t, ready.Reasons["tokens"], "paused by the issuer: USDC")
	require.Contains(t, scrape(t, app.URL+"/metrics"), `paystead_token_paused{chain="1337",token="USDC"} 1`)
	waitBlock(t, client, pausedAt+5)
	sentDuring, err := client.NonceAt(ctx, dc.Server.Address, nil)
	require.NoError(t, err)
	require.Equal(t, sentBefore, sentDuring, "nothing sent while the token is paused")

	resumedAt := circle.do(t, func(ctx context.Context, o *bind.TransactOpts) (*types.Transaction, error) {
		return circle.usdc.Unpause(ctx, o)
	})
	var lastBlock uint64
	for i, id := range subs {
		st := waitStatus(t, app, id, "settled", "failed")
		require.Equal(t, "settled", st.Status, "payment %d: %s", i, derefString(st.Error))
		r, err := client.TransactionReceipt(ctx, common.HexToHash(*st.SettleTxHash))
		require.NoError(t, err)
		lastBlock = max(lastBlock, r.BlockNumber.Uint64())
	}
	require.LessOrEqual(t, lastBlock, resumedAt+2, "every payment settles within two blocks of the token resuming")
	// A transaction simulated before the pause was mined may land after it,
	// in its block or (sent as that block was sealed) the next, and revert
	// (a lone payment; a batch's payments fail one by one, the batch does
	// not): it goes out again after the pause, and nothing simulated once
	// the pause is mined reverts.
	reverted, sent := serverWalletReverts(t, dc, start, lastBlock)
	t.Logf("%d payments, %d waiting through the pause (blocks %d-%d); the last settled in block %d; the server wallet sent %d transactions, %d reverted as the pause was mined",
		payments, waiting, pausedAt, resumedAt, lastBlock, sent, len(reverted))
	for _, n := range reverted {
		require.LessOrEqual(t, n, pausedAt+1, "only a transaction simulated before the pause was mined reverts")
	}
	require.Contains(t, scrape(t, app.URL+"/metrics"), `paystead_token_paused{chain="1337",token="USDC"} 0`)
}

// An upgrade of USDC's implementation mid-run (#33) breaks no signing:
// payments prepared before it settle after it, and payers who never
// approved Permit2 sign the token permit under the domain the chain
// reports after it and pay.
func TestUpgradeMidRunOnCirclesTokens(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	dc := ownChain(t)
	app := startAppOn(t, dc, nil)
	circle := circleIssuer(t, dc)
	payers := gaslessPayers(t, dc, 4, 5_000_000)
	pay := func(req checkoutapi.SubmitRequest) {
		t.Helper()
		var sub checkoutapi.SubmitResponse
		require.Equal(t, http.StatusAccepted, call(t, "POST", app.URL+"/api/checkout/submit", nil, req, &sub).StatusCode)
		st := waitStatus(t, app, sub.SubmissionID, "settled", "failed")
		require.Equal(t, "settled", st.Status, "error: %s", derefString(st.Error))
	}
	openInvoice := func() string {
		id := createInvoice(t, app, "2")
		waitOpen(t, app, id)
		return id
	}
	pay(signedWithTokenPermit(t, app, openInvoice(), payers[0]))
	before := signedWithTokenPermit(t, app, openInvoice(), payers[1])

	was, err := circle.usdc.Implementation(ctx, dc.Client())
	require.NoError(t, err)
	next, err := chain.DeployFiatToken(ctx, dc.Client(), dc.Customer.Key, dc.ChainID(), chain.FiatTokenConfig{Name: "USD Coin", Symbol: "USDC", Currency: "USD", Decimals: 6,
		ProxyAdmin: dc.TokenAdmin.Address, MasterMinter: dc.Customer.Address, Pauser: dc.Customer.Address, Blacklister: dc.Customer.Address, Owner: dc.Customer.Address}, nil)
	require.NoError(t, err)
	admin := chain.NewTransactor(dc.Client(), dc.TokenAdmin.Key, dc.ChainID(), nil)
	tx, err := admin.Send(ctx, func(o *bind.TransactOpts) (*types.Transaction, error) {
		return circle.usdc.UpgradeTo(ctx, o, next.Implementation)
	})
	require.NoError(t, err)
	_, err = chain.WaitMined(ctx, dc.Client(), tx)
	require.NoError(t, err)
	now, err := circle.usdc.Implementation(ctx, dc.Client())
	require.NoError(t, err)
	require.NotEqual(t, was, now)
	require.Equal(t, next.Implementation, now)

	pay(before) // signed before the upgrade
	for _, p := range payers[2:] {
		req := signedWithTokenPermit(t, app, openInvoice(), p)
		pay(req) // signed after it, under the domain read from the chain
	}
	sep, err := circle.usdc.DomainSeparator(ctx)
	require.NoError(t, err)
	var prep checkoutapi.PrepareResponse
	fresh := gaslessPayers(t, dc, 1, 1_000_000)[0]
	require.Equal(t, 200, call(t, "POST", app.URL+"/api/checkout/prepare", nil, checkoutapi.PrepareRequest{InvoiceID: openInvoice(), Payer: fresh.addr.Hex()}, &prep).StatusCode)
	require.NotNil(t, prep.TokenPermit)
	chainID, _ := new(big.Int).SetString(prep.TokenPermit.TypedData.Domain.ChainID, 10)
	d := prep.TokenPermit.TypedData.Domain
	typeHash := crypto.Keccak256([]byte("EIP712Domain(string name,string version,uint256 chainId,address verifyingContract)"))
	offered := crypto.Keccak256Hash(typeHash, crypto.Keccak256([]byte(d.Name)), crypto.Keccak256([]byte(d.Version)),
		common.LeftPadBytes(chainID.Bytes(), 32), common.LeftPadBytes(common.HexToAddress(d.VerifyingContract).Bytes(), 32))
	require.Equal(t, sep, offered, "the domain offered is the chain's")
}

// waitBlock waits until the chain has sealed block n.
func waitBlock(t *testing.T, client interface {
	BlockNumber(context.Context) (uint64, error)
}, n uint64) {
	t.Helper()
	require.Eventually(t, func() bool {
		head, err := client.BlockNumber(context.Background())
		return err == nil && head >= n
	}, 30*time.Second, 50*time.Millisecond)
}

// serverWalletReverts lists the blocks of the server wallet's reverted
// transactions in blocks from..to (a block once per transaction), and
// counts its transactions there.
func serverWalletReverts(t *testing.T, dc *devchain.Chain, from, to uint64) (reverted []uint64, sent int) {
	t.Helper()
	ctx := context.Background()
	signer := types.LatestSignerForChainID(dc.ChainID())
	for n := from; n <= to; n++ {
		block, err := dc.Client().BlockByNumber(ctx, new(big.Int).SetUint64(n))
		require.NoError(t, err)
		for _, tx := range block.Transactions() {
			if who, err := types.Sender(signer, tx); err != nil || who != dc.Server.Address {
				continue
			}
			sent++
			r, err := dc.Client().TransactionReceipt(ctx, tx.Hash())
			require.NoError(t, err)
			if r.Status != types.ReceiptStatusSuccessful {
				reverted = append(reverted, n)
			}
		}
	}
	return reverted, sent
}

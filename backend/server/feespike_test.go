package server

import (
	"context"
	"crypto/ecdsa"
	"fmt"
	"math/big"
	"net/http"
	"regexp"
	"strconv"
	"sync"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/stretchr/testify/require"

	"github.com/paystead/paystead/backend/config"
	"github.com/paystead/paystead/backend/devchain"
	"github.com/paystead/paystead/backend/postgres/pgtest"
	"github.com/paystead/paystead/shared/checkoutapi"
)

// burner fills the dev chain's blocks, to move its base fee as demand
// would: each of its transactions creates a contract whose code halts at
// once (0xfe), which uses up all the gas the transaction brings. Its fee
// cap is 55 gwei (the node refuses a transaction that could cost more
// than 1 ether).
type burner struct {
	dc  *devchain.Chain
	key *ecdsa.PrivateKey

	mu    sync.Mutex
	nonce uint64
}

// maxTxGas is the most gas one transaction may use (EIP-7825).
const maxTxGas = 1 << 24

func newBurner(t *testing.T, dc *devchain.Chain) *burner {
	t.Helper()
	b := &burner{dc: dc, key: dc.Payout.Key}
	nonce, err := dc.Client().PendingNonceAt(context.Background(), crypto.PubkeyToAddress(b.key.PublicKey))
	require.NoError(t, err)
	b.nonce = nonce
	return b
}

// fill sends transactions using share (0 to 1) of the next block's gas,
// bidding tip.
func (b *burner) fill(share float64, tip *big.Int) error {
	ctx := context.Background()
	head, err := b.dc.Client().HeaderByNumber(ctx, nil)
	if err != nil {
		return err
	}
	b.mu.Lock()
	defer b.mu.Unlock()
	for left := uint64(float64(head.GasLimit) * share); left >= 100_000; {
		gas := min(left, maxTxGas)
		tx, err := types.SignNewTx(b.key, types.LatestSignerForChainID(b.dc.ChainID()), &types.DynamicFeeTx{
			ChainID: b.dc.ChainID(), Nonce: b.nonce, GasTipCap: tip, GasFeeCap: big.NewInt(55e9), Gas: gas, Data: []byte{0xfe},
		})
		if err != nil {
			return err
		}
		if err := b.dc.Client().SendTransaction(ctx, tx); err != nil {
			return err
		}
		b.nonce++
		left -= gas
	}
	// The pool takes a transaction in the background: wait until it holds
	// them all as pending, or the next block would be sealed without them.
	from := crypto.PubkeyToAddress(b.key.PublicKey)
	for deadline := time.Now().Add(10 * time.Second); ; {
		pending, err := b.dc.Client().PendingNonceAt(ctx, from)
		if err != nil || pending == b.nonce {
			return err
		}
		if time.Now().After(deadline) {
			return fmt.Errorf("the pool holds %d of the burner's transactions, not %d", pending, b.nonce)
		}
		time.Sleep(time.Millisecond)
	}
}

// mine fills share of a block at tip and seals it; it returns the block.
func (b *burner) mine(t *testing.T, share float64, tip *big.Int) *types.Header {
	t.Helper()
	require.NoError(t, b.fill(share, tip))
	require.NoError(t, b.dc.Mine())
	head, err := b.dc.Client().HeaderByNumber(context.Background(), nil)
	require.NoError(t, err)
	return head
}

var (
	oneGwei = big.NewInt(1e9)
	highTip = big.NewInt(50e9)
)

func baseFee(t *testing.T, dc *devchain.Chain) *big.Int {
	t.Helper()
	head, err := dc.Client().HeaderByNumber(context.Background(), nil)
	require.NoError(t, err)
	return head.BaseFee
}

// metric reads the value of the series named exactly so from a scrape.
func metric(t *testing.T, scraped, series string) float64 {
	t.Helper()
	m := regexp.MustCompile(`(?m)^` + regexp.QuoteMeta(series) + ` (\S+)$`).FindStringSubmatch(scraped)
	require.NotNil(t, m, "no series %s", series)
	v, err := strconv.ParseFloat(m[1], 64)
	require.NoError(t, err)
	return v
}

// A fee spike on the dev chain: full blocks push the base fee up tenfold
// while payments are in flight and more queue. The payments sent before
// the spike are repriced, up to PAYSTEAD_MAX_FEE_GWEI, and wait there;
// those submitted above the cap are not signed at all. Once the base fee
// falls under the cap, everything settles within two blocks, each payment
// once.
func TestSettlementThroughAFeeSpike(t *testing.T) {
	t.Parallel()
	c := startHandMinedChain(t)
	burn := newBurner(t, c.Chain)
	c.pause()
	// A base fee of 2 gwei or more first, so that the tip (1 mwei here)
	// does not blur the prices; blocks half full keep it there while the
	// app starts.
	for baseFee(t, c.Chain).Cmp(big.NewInt(2e9)) < 0 {
		burn.mine(t, 1, oneGwei)
	}
	start := baseFee(t, c.Chain)
	maxFee := new(big.Int).Mul(start, big.NewInt(5))
	halfFull := func() { _ = burn.fill(0.5, oneGwei) }
	c.beforeBlock.Store(&halfFull)
	c.auto.Store(true)
	url := pgtest.EmptyDB(t)
	app := startAppOn(t, c.Chain, func(cfg *config.Config) {
		cfg.DatabaseURL = url
		cfg.Chains[0].MaxFee = maxFee
		cfg.Chains[0].RepriceAfter = 3
	})
	p := payerOn(t, app, c)

	const early, late = 3, 3
	bodies := make([]checkoutapi.SubmitRequest, early+late)
	for i := range bodies {
		id := createInvoice(t, app, "2.5")
		waitInvoiceStatus(t, app, id, "open")
		bodies[i] = readyToSubmit(t, app, id, p)
	}
	balanceBefore := usdcBalanceOn(t, c.Chain, p.addr)
	submit := func(body checkoutapi.SubmitRequest) string {
		var sub checkoutapi.SubmitResponse
		require.Equal(t, http.StatusAccepted, call(t, "POST", app.URL+"/api/checkout/submit", nil, body, &sub).StatusCode)
		return sub.SubmissionID
	}

	// From here the test seals every block. The early payments go out at
	// today's price (tip + twice the base fee).
	c.pause()
	c.beforeBlock.Store(nil)
	subs := make([]string, 0, early+late)
	for _, body := range bodies[:early] {
		id := submit(body)
		waitStatus(t, app, id, checkoutapi.StatusProcessing)
		subs = append(subs, id)
	}

	// The spike: full blocks, bidding tips the relayer's cap cannot
	// match, until the base fee is ten times what it was. Once it is above
	// the cap the late payments are submitted: they must wait unsigned.
	tenfold := new(big.Int).Mul(start, big.NewInt(10))
	for baseFee(t, c.Chain).Cmp(tenfold) < 0 {
		head := burn.mine(t, 1, highTip)
		if len(subs) == early && head.BaseFee.Cmp(maxFee) > 0 {
			for _, body := range bodies[early:] {
				subs = append(subs, submit(body))
			}
		}
		time.Sleep(250 * time.Millisecond)
	}
	require.Len(t, subs, early+late)

	// Held there (blocks half full), the early payments are repriced to
	// the cap and wait; /metrics says so.
	var scraped string
	require.Eventually(t, func() bool {
		burn.mine(t, 0.5, highTip)
		scraped = scrape(t, app.URL+"/metrics")
		return metric(t, scraped, `paystead_relayer_transactions_at_fee_cap{chain="1337"}`) == early
	}, 30*time.Second, 300*time.Millisecond, "the early payments wait at the cap")
	require.Equal(t, 1.0, metric(t, scraped, `paystead_relayer_fees_above_cap{chain="1337"}`))
	require.GreaterOrEqual(t, metric(t, scraped, `paystead_relayer_repriced_transactions_total{chain="1337"}`), float64(early))
	ctx := context.Background()
	for i, id := range subs {
		var status string
		var first []byte
		require.NoError(t, app.Pool.QueryRow(ctx, `SELECT status, settle_tx_hash FROM submissions WHERE id = $1`, common.HexToHash(id).Bytes()).
			Scan(&status, &first))
		if i >= early {
			require.Equal(t, checkoutapi.StatusPending, status, "submitted above the cap: nothing signed")
			require.Nil(t, first)
			continue
		}
		require.Equal(t, checkoutapi.StatusProcessing, status)
		var versions int
		var topFee []byte
		require.NoError(t, app.Pool.QueryRow(ctx, `SELECT count(*), (array_agg(raw ORDER BY created_at DESC))[1] FROM relayer_txs WHERE first_hash = $1`, first).
			Scan(&versions, &topFee))
		require.GreaterOrEqual(t, versions, 2, "payment %d was repriced", i)
		var newest types.Transaction
		require.NoError(t, newest.UnmarshalBinary(topFee))
		require.Equal(t, maxFee, newest.GasFeeCap(), "payment %d is offered at the cap", i)
	}

	// The fall: empty blocks, a second apart. K is the first block whose
	// base fee the cap covers.
	var fallsUnder uint64
	settledBy := map[string]uint64{}
	for n := 0; len(settledBy) < len(subs); n++ {
		require.Less(t, n, 40, "settled %d of %d", len(settledBy), len(subs))
		head := burn.mine(t, 0, nil)
		if fallsUnder == 0 && head.BaseFee.Cmp(maxFee) <= 0 {
			fallsUnder = head.Number.Uint64()
		}
		time.Sleep(time.Second)
		for _, id := range subs {
			var st checkoutapi.Status
			require.Equal(t, http.StatusOK, call(t, "GET", app.URL+"/api/checkout/status/"+id, nil, nil, &st).StatusCode)
			if st.Status != checkoutapi.StatusSettled || settledBy[id] != 0 {
				continue
			}
			r, err := c.Client().TransactionReceipt(ctx, common.HexToHash(*st.SettleTxHash))
			require.NoError(t, err)
			settledBy[id] = r.BlockNumber.Uint64()
		}
	}
	require.NotZero(t, fallsUnder)
	for i, id := range subs {
		require.GreaterOrEqual(t, settledBy[id], fallsUnder, "payment %d waited for the fall", i)
		require.LessOrEqual(t, settledBy[id], fallsUnder+2, "payment %d settled within two blocks of the fees fitting under the cap", i)
	}
	blocks := make([]uint64, len(subs))
	for i, id := range subs {
		blocks[i] = settledBy[id]
	}
	t.Logf("base fee %s -> %s wei, cap %s; fees fit under the cap at block %d; settled in blocks %v (early) and %v (late)",
		start, tenfold, maxFee, fallsUnder, blocks[:early], blocks[early:])

	// Each payment once: every submission names a mined transaction (one
	// payBatch may hold several), no more transactions were mined than
	// payments, and the payer paid exactly the invoices.
	var mined, settled int
	require.NoError(t, app.Pool.QueryRow(ctx, `SELECT count(*) FROM relayer_txs WHERE purpose = 'pay' AND status = 'mined'`).Scan(&mined))
	require.NoError(t, app.Pool.QueryRow(ctx, `SELECT count(*) FROM submissions s JOIN relayer_txs t ON t.hash = s.settle_tx_hash
		WHERE s.status = 'settled' AND t.status = 'mined'`).Scan(&settled))
	require.Equal(t, early+late, settled)
	require.LessOrEqual(t, mined, early+late)
	t.Logf("%d payments in %d transactions", settled, mined)
	spent := new(big.Int).Sub(balanceBefore, usdcBalanceOn(t, c.Chain, p.addr))
	require.Equal(t, big.NewInt(int64(early+late)*2_500_000), spent)
}

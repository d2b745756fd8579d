package postgres_test

import (
	"context"
	"crypto/ecdsa"
	"crypto/rand"
	"encoding/json"
	"errors"
	"math/big"
	"sync"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgconn"
	"github.com/jackc/pgx/v5/pgxpool"
	"github.com/stretchr/testify/require"

	"github.com/paystead/paystead/backend/chain"
	"github.com/paystead/paystead/backend/checkout"
	"github.com/paystead/paystead/backend/invoice"
	"github.com/paystead/paystead/backend/merchant"
	"github.com/paystead/paystead/backend/postgres"
	"github.com/paystead/paystead/backend/postgres/pgtest"
	"github.com/paystead/paystead/backend/relayer"
	"github.com/paystead/paystead/backend/webhook"
	"github.com/paystead/paystead/shared/checkoutapi"
	"github.com/paystead/paystead/shared/invoiceapi"
	"github.com/paystead/paystead/shared/webhookapi"
)

// The fixtures the store tests share: a merchant of their own with
// invoices and submissions moved to any status by the stores' own
// transitions, a server wallet that signs real transactions, and readers
// for the rows no store method returns.

const testChainID = 1337

// noSend records a refund or claim no send of Paystead's stands for: one
// from the merchant's own wallet, as the reconciler would find it.
var noSend common.Hash

type stores struct {
	pool      *pgxpool.Pool
	merchant  merchant.Merchant
	merchants *postgres.MerchantStore
	invoices  *postgres.InvoiceStore
	checkout  *postgres.CheckoutStore
	relayer   *postgres.RelayerStore
	webhooks  *postgres.WebhookStore
	escrows   *postgres.EscrowStore
	wallet    serverWallet
	usdc      common.Address // the payout token of every fixture invoice
	gateway   common.Address
}

// setupStores gives a test a merchant and a server wallet of its own on the
// package database.
func setupStores(t *testing.T) stores { return setupStoresOn(t, pgtest.Pool(t)) }

// setupStoresOn is setupStores on another database.
func setupStoresOn(t testing.TB, pool *pgxpool.Pool) stores {
	t.Helper()
	s := stores{
		pool:      pool,
		merchants: postgres.NewMerchantStore(pool),
		invoices:  postgres.NewInvoiceStore(pool),
		checkout:  postgres.NewCheckoutStore(pool, func(context.Context, pgx.Tx, int64, common.Hash) error { return nil }),
		relayer:   postgres.NewRelayerStore(pool),
		webhooks:  postgres.NewWebhookStore(pool),
		escrows:   postgres.NewEscrowStore(pool),
		wallet:    newServerWallet(t),
		usdc:      newWallet(t),
		gateway:   newWallet(t),
	}
	s.merchant = newGateMerchant(t, s.merchants, "Acme Coffee", "help@acme.example")
	return s
}

// draftInvoice is an invoice of the fixture's merchant, not yet stored.
func (s stores) draftInvoice(t testing.TB) invoice.Invoice {
	t.Helper()
	id, err := invoice.NewID()
	require.NoError(t, err)
	return invoice.Invoice{
		ID: id, MerchantID: s.merchant.ID, MerchantWallet: s.merchant.OwnerWallet, Amount: testAmount,
		PayInToken: invoiceapi.USDC, PayoutToken: s.usdc, Metadata: map[string]string{"order": "A-1001"},
		Status: invoice.Staging, ChainID: testChainID, Gateway: s.gateway,
		CreatedAt: time.Now().UTC(),
	}
}

// testAmount is the amount of draftInvoice's invoices, in units.
const testAmount = 25_000_000

// refundEvent is the gateway's InvoiceRefunded event of txHash: amount of
// invoice id returned to its payer, remaining left in escrow.
func refundEvent(id invoice.ID, txHash common.Hash, amount, remaining int64) chain.InvoiceRefunded {
	return chain.InvoiceRefunded{ID: id, Amount: big.NewInt(amount), Remaining: big.NewInt(remaining), Log: types.Log{TxHash: txHash}}
}

// fullRefund is refundEvent for the whole of a draftInvoice's amount.
func fullRefund(id invoice.ID, txHash common.Hash) chain.InvoiceRefunded {
	return refundEvent(id, txHash, testAmount, 0)
}

// newInvoice stores an invoice in status. Paid invoices were paid by a
// settled submission, now.
func (s stores) newInvoice(t *testing.T, status invoice.Status) invoice.ID {
	t.Helper()
	if status == invoice.Paid || status == invoice.Refunded || status == invoice.Claimed {
		id, _ := s.paidInvoice(t, time.Now())
		switch status {
		case invoice.Refunded:
			require.NoError(t, s.escrows.RecordRefund(context.Background(), noSend, fullRefund(id, randomHash(t)), time.Now()))
		case invoice.Claimed:
			require.NoError(t, s.escrows.RecordClaim(context.Background(), noSend, []invoice.ID{id}, randomHash(t), time.Now()))
		}
		return id
	}
	return s.storeInvoice(t, s.draftInvoice(t), status)
}

// storeInvoice stores inv and moves it to status (staging, open or failed).
func (s stores) storeInvoice(t *testing.T, inv invoice.Invoice, status invoice.Status) invoice.ID {
	t.Helper()
	ctx := context.Background()
	require.NoError(t, s.invoices.CreateInvoice(ctx, inv, nil))
	switch status {
	case invoice.Staging:
	case invoice.Open:
		require.NoError(t, s.invoices.MarkStaged(ctx, inv.ID, randomHash(t), time.Now().UTC()))
	case invoice.Failed:
		require.NoError(t, s.invoices.MarkFailed(ctx, inv.ID, "the staging transaction reverted"))
	default:
		t.Fatalf("storeInvoice: use newInvoice for %s", status)
	}
	return inv.ID
}

// paidInvoice stores an open invoice and pays it as the relayer does: a
// submission, its payment stored under the nonce lock, and the mined
// payment's InvoicePaid event at paidAt.
func (s stores) paidInvoice(t *testing.T, paidAt time.Time) (invoice.ID, checkout.Submission) {
	t.Helper()
	id := s.newInvoice(t, invoice.Open)
	return id, s.pay(t, id, paidAt)
}

// pay pays the open invoice id as paidInvoice does and returns the
// settled submission.
func (s stores) pay(t *testing.T, id invoice.ID, paidAt time.Time) checkout.Submission {
	t.Helper()
	ctx := context.Background()
	sub := s.newSubmission(t, id)
	tx := s.process(t, sub)
	require.NoError(t, s.relayer.SettlePayment(ctx, sub, s.paidEvent(t, id, sub, paidAt, tx.Hash()), tx.Hash()))
	sub, err := s.checkout.Submission(ctx, sub.ID)
	require.NoError(t, err)
	require.Equal(t, checkoutapi.StatusSettled, sub.Status)
	return sub
}

// paidEvent is the gateway's InvoicePaid event for sub's payment of id,
// mined in txHash at paidAt.
func (s stores) paidEvent(t *testing.T, id invoice.ID, sub checkout.Submission, paidAt time.Time, txHash common.Hash) chain.InvoicePaid {
	t.Helper()
	inv, err := s.invoices.Invoice(context.Background(), id)
	require.NoError(t, err)
	return chain.InvoicePaid{
		PaidInvoice: chain.PaidInvoice{ID: id, Merchant: inv.MerchantWallet, PayoutToken: inv.PayoutToken,
			Amount: big.NewInt(inv.Amount), Payer: sub.Payer, PaidAt: uint64(paidAt.Unix())},
		PayInToken: sub.PayInToken,
		AmountIn:   sub.AmountIn,
		Log:        types.Log{TxHash: txHash},
	}
}

// inFlight stores an open invoice and a submission whose payment is signed
// and stored as a pay batch stores it: the submission processing, the
// invoice claimed by it.
func (s stores) inFlight(t *testing.T) (invoice.ID, checkout.Submission, *types.Transaction) {
	t.Helper()
	id := s.newInvoice(t, invoice.Open)
	sub := s.newSubmission(t, id)
	return id, sub, s.process(t, sub)
}

// newSubmission stores a pending submission paying id.
func (s stores) newSubmission(t *testing.T, id invoice.ID) checkout.Submission {
	t.Helper()
	nonce, err := rand.Int(rand.Reader, new(big.Int).Lsh(big.NewInt(1), 248))
	require.NoError(t, err)
	sig := make([]byte, 65)
	_, _ = rand.Read(sig)
	sub := checkout.Submission{
		ID: randomHash(t), InvoiceID: id, Payer: newWallet(t), PayInToken: s.usdc, AmountIn: big.NewInt(25_000_000),
		PermitNonce: nonce, Deadline: time.Now().Add(30 * time.Minute).Unix(), Signature: sig,
		Status: checkoutapi.StatusPending, CreatedAt: time.Now().UTC(),
	}
	stored, err := s.checkout.CreateSubmission(context.Background(), sub)
	require.NoError(t, err)
	return stored
}

// process signs sub's payment with the wallet's next nonce and stores it
// as a pay batch does: sub processing, its invoice claimed.
func (s stores) process(t *testing.T, sub checkout.Submission) *types.Transaction {
	t.Helper()
	var signed *types.Transaction
	require.NoError(t, s.relayer.InTx(context.Background(), func(tx relayer.Tx) error {
		nonce := s.lockNonce(t, tx)
		signed = s.wallet.sign(t, nonce)
		return tx.StorePayments(context.Background(), s.wallet.acct, []relayer.SignedPayment{{Tx: signed, Invoice: sub.InvoiceID, Submission: sub.ID}})
	}))
	return signed
}

// lockNonce locks the wallet's counter, starting it at 0 on first use, as
// the sender does.
func (s stores) lockNonce(t *testing.T, tx relayer.Tx) uint64 {
	t.Helper()
	ctx := context.Background()
	next, found, err := tx.LockNonce(ctx, s.wallet.acct)
	require.NoError(t, err)
	if !found {
		next, err = tx.CreateNonce(ctx, s.wallet.acct, 0)
		require.NoError(t, err)
	}
	return next
}

// nextNonce reads acct's counter.
func (s stores) nextNonce(t *testing.T, acct relayer.Account) (next uint64, found bool) {
	t.Helper()
	require.NoError(t, s.relayer.InTx(context.Background(), func(tx relayer.Tx) (err error) {
		next, found, err = tx.LockNonce(context.Background(), acct)
		return err
	}))
	return next, found
}

// requireCounter checks that the wallet's nonce counter exists and stands at next.
func (s stores) requireCounter(t *testing.T, next uint64, msgAndArgs ...any) {
	t.Helper()
	got, found := s.nextNonce(t, s.wallet.acct)
	require.True(t, found, "the wallet has a counter")
	require.Equal(t, next, got, msgAndArgs...)
}

// settling is the submission holding id's payment claim, zero if none.
func (s stores) settling(t *testing.T, id invoice.ID) common.Hash {
	t.Helper()
	var p relayer.Payable
	require.NoError(t, s.relayer.InTx(context.Background(), func(tx relayer.Tx) error {
		invoices, _, err := tx.LockPayable(context.Background(), []invoice.ID{id}, nil)
		p = invoices[id]
		return err
	}))
	return p.Settling
}

func (s stores) status(t *testing.T, id invoice.ID) invoice.Status {
	t.Helper()
	inv, err := s.invoices.Invoice(context.Background(), id)
	require.NoError(t, err)
	return inv.Status
}

func (s stores) submission(t *testing.T, id common.Hash) checkout.Submission {
	t.Helper()
	sub, err := s.checkout.Submission(context.Background(), id)
	require.NoError(t, err)
	return sub
}

// events reads the outbox's events of typ about id, oldest first.
func (s stores) events(t *testing.T, id invoice.ID, typ webhookapi.EventType) []webhookapi.Event {
	t.Helper()
	rows, err := s.pool.Query(context.Background(), `SELECT payload FROM webhook_events WHERE invoice_id = $1 AND type = $2 ORDER BY created_at, id`,
		id[:], string(typ))
	require.NoError(t, err)
	payloads, err := pgx.CollectRows(rows, pgx.RowTo[[]byte])
	require.NoError(t, err)
	out := []webhookapi.Event{}
	for _, p := range payloads {
		var ev webhookapi.Event
		require.NoError(t, json.Unmarshal(p, &ev))
		out = append(out, ev)
	}
	return out
}

// allEvents counts the outbox's events about id, of any type.
func (s stores) allEvents(t *testing.T, id invoice.ID) int {
	t.Helper()
	var n int
	require.NoError(t, s.pool.QueryRow(context.Background(), `SELECT count(*) FROM webhook_events WHERE invoice_id = $1`, id[:]).Scan(&n))
	return n
}

// endpoint stores an endpoint of the fixture's merchant subscribed to events.
func (s stores) endpoint(t testing.TB, events ...webhookapi.EventType) webhook.Endpoint {
	t.Helper()
	e := webhook.Endpoint{ID: uuid.New(), MerchantID: s.merchant.ID, URL: "https://hooks.acme.example/" + uuid.NewString(),
		Events: events, CreatedAt: time.Now().UTC().Truncate(time.Microsecond)}
	require.NoError(t, s.webhooks.CreateEndpoint(context.Background(), e, webhook.NewSecret()))
	return e
}

// outboxDelivery is a webhook_deliveries row with its event's type and the
// number of River jobs that deliver it.
type outboxDelivery struct {
	ID       int64
	Endpoint uuid.UUID
	Type     webhookapi.EventType
	Jobs     int
}

// deliveries reads the deliveries of the events about id, in order.
func (s stores) deliveries(t *testing.T, id invoice.ID) []outboxDelivery {
	t.Helper()
	rows, err := s.pool.Query(context.Background(), `SELECT d.id, d.endpoint_id, e.type,
			(SELECT count(*) FROM river_job j WHERE j.kind = 'webhook_deliver' AND (j.args->>'deliveryId')::bigint = d.id)
		FROM webhook_deliveries d JOIN webhook_events e ON e.id = d.event_id
		WHERE e.invoice_id = $1 ORDER BY d.id`, id[:])
	require.NoError(t, err)
	out := []outboxDelivery{}
	var d outboxDelivery
	_, err = pgx.ForEachRow(rows, []any{&d.ID, &d.Endpoint, &d.Type, &d.Jobs}, func() error {
		out = append(out, d)
		return nil
	})
	require.NoError(t, err)
	return out
}

// txRow is a relayer_txs row as stored.
type txRow struct {
	Status, Purpose string
	Nonce           int64
	Block, Gas      *int64
}

func (s stores) txRow(t *testing.T, hash common.Hash) txRow {
	t.Helper()
	var r txRow
	require.NoError(t, s.pool.QueryRow(context.Background(), `SELECT status, purpose, nonce, block_number, gas_used FROM relayer_txs WHERE hash = $1`,
		hash.Bytes()).Scan(&r.Status, &r.Purpose, &r.Nonce, &r.Block, &r.Gas))
	return r
}

// requireLocked checks that another connection cannot lock the rows
// query (a SELECT) reads: a transaction holds them.
func requireLocked(t *testing.T, pool *pgxpool.Pool, query string, args ...any) {
	t.Helper()
	err := tryLock(pool, query, args...)
	var pgErr *pgconn.PgError
	require.ErrorAs(t, err, &pgErr, "the rows are not locked")
	require.Equal(t, "55P03", pgErr.Code, "lock_not_available: %v", err)
}

// lockCounterSQL reads a nonce counter's row: chain id $1, address $2.
const lockCounterSQL = `SELECT 1 FROM relayer_accounts WHERE chain_id = $1 AND address = $2`

// requireCounterLocked checks that a transaction holds the wallet's nonce
// counter; requireCounterUnlocked, that none does.
func (s stores) requireCounterLocked(t *testing.T) {
	t.Helper()
	requireLocked(t, s.pool, lockCounterSQL, s.wallet.acct.ChainID, s.wallet.acct.Address.Bytes())
}

func (s stores) requireCounterUnlocked(t *testing.T) {
	t.Helper()
	requireUnlocked(t, s.pool, lockCounterSQL, s.wallet.acct.ChainID, s.wallet.acct.Address.Bytes())
}

// requireUnlocked checks that another connection can lock them.
func requireUnlocked(t *testing.T, pool *pgxpool.Pool, query string, args ...any) {
	t.Helper()
	require.NoError(t, tryLock(pool, query, args...))
}

func tryLock(pool *pgxpool.Pool, query string, args ...any) error {
	return pgx.BeginFunc(context.Background(), pool, func(tx pgx.Tx) error {
		rows, err := tx.Query(context.Background(), query+" FOR UPDATE NOWAIT", args...)
		if err != nil {
			return err
		}
		rows.Close()
		return rows.Err()
	})
}

// serverWallet is a relayer wallet of its own on the test chain.
type serverWallet struct {
	key  *ecdsa.PrivateKey
	acct relayer.Account
}

func newServerWallet(t testing.TB) serverWallet {
	t.Helper()
	k, err := crypto.GenerateKey()
	require.NoError(t, err)
	return serverWallet{key: k, acct: relayer.Account{ChainID: testChainID, Address: crypto.PubkeyToAddress(k.PublicKey)}}
}

// sign signs a transaction with nonce to a fresh address.
func (w serverWallet) sign(t *testing.T, nonce uint64) *types.Transaction {
	t.Helper()
	to := newWallet(t)
	chainID := big.NewInt(w.acct.ChainID)
	tx, err := types.SignNewTx(w.key, types.LatestSignerForChainID(chainID), &types.DynamicFeeTx{
		ChainID: chainID, Nonce: nonce, GasTipCap: big.NewInt(1e9), GasFeeCap: big.NewInt(3e9), Gas: 120_000, To: &to,
		Data: []byte{0xde, 0xad, 0xbe, 0xef},
	})
	require.NoError(t, err)
	return tx
}

// signRange signs count transactions with consecutive nonces from first.
func (w serverWallet) signRange(t *testing.T, first uint64, count int) []*types.Transaction {
	t.Helper()
	txs := make([]*types.Transaction, count)
	for i := range txs {
		txs[i] = w.sign(t, first+uint64(i))
	}
	return txs
}

// storeSigned starts the wallet's counter at first if it has none and
// stores txs with purpose.
func (s stores) storeSigned(t *testing.T, purpose relayer.Purpose, txs ...*types.Transaction) {
	t.Helper()
	require.NoError(t, s.relayer.InTx(context.Background(), func(tx relayer.Tx) error {
		if _, err := tx.CreateNonce(context.Background(), s.wallet.acct, txs[0].Nonce()); err != nil {
			return err
		}
		return tx.StoreSigned(context.Background(), s.wallet.acct, purpose, txs...)
	}))
}

// receipt is the receipt of hash mined in block with gasUsed.
func receipt(hash common.Hash, ok bool, block int64, gasUsed uint64) *types.Receipt {
	r := &types.Receipt{TxHash: hash, BlockNumber: big.NewInt(block), GasUsed: gasUsed, Status: types.ReceiptStatusSuccessful}
	if !ok {
		r.Status = types.ReceiptStatusFailed
	}
	return r
}

func randomHash(t *testing.T) common.Hash {
	t.Helper()
	var h common.Hash
	_, err := rand.Read(h[:])
	require.NoError(t, err)
	return h
}

// errRollback is a callback's own failure, to roll a transaction back.
var errRollback = errors.New("the callback gives up")

// storePayBatch stores n pending submissions, each of an open invoice of
// its own, as the payments of one payBatch transaction signed with the
// wallet's next nonce, and returns them and the transaction.
func (s stores) storePayBatch(t *testing.T, n int) ([]checkout.Submission, *types.Transaction) {
	t.Helper()
	subs := make([]checkout.Submission, n)
	for i := range subs {
		subs[i] = s.newSubmission(t, s.newInvoice(t, invoice.Open))
	}
	var batch *types.Transaction
	require.NoError(t, s.relayer.InTx(context.Background(), func(tx relayer.Tx) error {
		batch = s.wallet.sign(t, s.lockNonce(t, tx))
		pays := make([]relayer.SignedPayment, n)
		for i, sub := range subs {
			pays[i] = relayer.SignedPayment{Tx: batch, Invoice: sub.InvoiceID, Submission: sub.ID}
		}
		return tx.StorePayments(context.Background(), s.wallet.acct, pays)
	}))
	return subs, batch
}

// requireCapHolds runs create n times at once against a cap of max: max succeed, the others fail
// with tooMany.
func requireCapHolds(t *testing.T, n, max int, tooMany error, create func() error) {
	t.Helper()
	var wg sync.WaitGroup
	errs := make([]error, n)
	for i := range errs {
		wg.Go(func() { errs[i] = create() })
	}
	wg.Wait()
	refused := 0
	for _, err := range errs {
		if err != nil {
			require.ErrorIs(t, err, tooMany)
			refused++
		}
	}
	require.Equal(t, n-max, refused)
}

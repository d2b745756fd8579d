package relayer

import (
	"context"
	"crypto/ecdsa"
	"errors"
	"log/slog"
	"math/big"
	"slices"
	"sync"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/hexutil"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/stretchr/testify/require"

	"github.com/paystead/paystead/backend/chain"
	"github.com/paystead/paystead/backend/checkout"
	"github.com/paystead/paystead/backend/invoice"
)

// The relayer's tests run against the two fakes in this file: fakeNode, a
// node that mines every transaction it takes at once, and fakeStore, the
// relayer's storage in memory. Neither needs a chain or a database.

// fakeNode is a chain.Backend that mines each transaction it takes into a
// block of its own, in nonce order.
type fakeNode struct {
	t       *testing.T
	chainID *big.Int

	mu       sync.Mutex
	head     uint64
	nonces   map[common.Address]uint64 // the chain's count per sender
	txs      map[common.Hash]*types.Transaction
	receipts map[common.Hash]*types.Receipt
	accepted []*types.Transaction // in the order the node mined them
	queued   map[common.Address]map[uint64]*types.Transaction
	received []common.Hash // every transaction sent, in the order sent

	// refuse, when set, may refuse a transaction before the node takes it
	// (a node that is down, say).
	refuse func(*types.Transaction) error
	// simulate answers calls at the latest block (a revert or nil).
	simulate func(ethereum.CallMsg) error
	// mine decides a taken transaction's outcome: its status and logs.
	mine func(*types.Transaction) (status uint64, logs []*types.Log)
	// replay answers calls at a past block: why a mined one reverted.
	replay func(ethereum.CallMsg) error
}

func newFakeNode(t *testing.T) *fakeNode {
	return &fakeNode{
		t: t, chainID: big.NewInt(1337), head: 100,
		nonces: map[common.Address]uint64{}, txs: map[common.Hash]*types.Transaction{}, receipts: map[common.Hash]*types.Receipt{},
	}
}

var _ chain.Backend = (*fakeNode)(nil)

func (n *fakeNode) sender(tx *types.Transaction) common.Address {
	from, err := types.Sender(types.LatestSignerForChainID(n.chainID), tx)
	require.NoError(n.t, err)
	return from
}

// SendTransaction takes tx as geth would: a nonce below the sender's
// count (a mined transaction sent again among them) is "nonce too low", a
// nonce above it waits in the pool until the ones before it arrive.
func (n *fakeNode) SendTransaction(_ context.Context, tx *types.Transaction) error {
	if n.refuse != nil {
		if err := n.refuse(tx); err != nil {
			return err
		}
	}
	n.mu.Lock()
	defer n.mu.Unlock()
	n.received = append(n.received, tx.Hash())
	from := n.sender(tx)
	if tx.Nonce() < n.nonces[from] {
		return errors.New("nonce too low")
	}
	if n.queued == nil {
		n.queued = map[common.Address]map[uint64]*types.Transaction{}
	}
	if n.queued[from] == nil {
		n.queued[from] = map[uint64]*types.Transaction{}
	}
	n.queued[from][tx.Nonce()] = tx
	for {
		next, ok := n.queued[from][n.nonces[from]]
		if !ok {
			return nil
		}
		delete(n.queued[from], next.Nonce())
		n.mineLocked(from, next)
	}
}

// mineLocked mines tx into a block of its own.
func (n *fakeNode) mineLocked(from common.Address, tx *types.Transaction) {
	n.nonces[from] = tx.Nonce() + 1
	n.txs[tx.Hash()] = tx
	n.accepted = append(n.accepted, tx)
	status, logs := types.ReceiptStatusSuccessful, []*types.Log(nil)
	if n.mine != nil {
		status, logs = n.mine(tx)
	}
	n.head++
	for i, l := range logs {
		l.TxHash, l.BlockNumber, l.Index = tx.Hash(), n.head, uint(i)
	}
	n.receipts[tx.Hash()] = &types.Receipt{TxHash: tx.Hash(), Status: status, BlockNumber: new(big.Int).SetUint64(n.head), GasUsed: 50_000, Logs: logs}
}

// useNonce mines a transaction of someone else's from from: the wallet
// used outside Paystead.
func (n *fakeNode) useNonce(from common.Address) {
	n.mu.Lock()
	defer n.mu.Unlock()
	n.nonces[from]++
	n.head++
}

func (n *fakeNode) receivedTxs() []common.Hash {
	n.mu.Lock()
	defer n.mu.Unlock()
	return slices.Clone(n.received)
}

func (n *fakeNode) acceptedTxs() []*types.Transaction {
	n.mu.Lock()
	defer n.mu.Unlock()
	return slices.Clone(n.accepted)
}

func (n *fakeNode) TransactionReceipt(_ context.Context, hash common.Hash) (*types.Receipt, error) {
	n.mu.Lock()
	defer n.mu.Unlock()
	if r, ok := n.receipts[hash]; ok {
		return r, nil
	}
	return nil, ethereum.NotFound
}

func (n *fakeNode) TransactionByHash(_ context.Context, hash common.Hash) (*types.Transaction, bool, error) {
	n.mu.Lock()
	defer n.mu.Unlock()
	if tx, ok := n.txs[hash]; ok {
		return tx, false, nil
	}
	return nil, false, ethereum.NotFound
}

func (n *fakeNode) HeaderByNumber(_ context.Context, number *big.Int) (*types.Header, error) {
	n.mu.Lock()
	defer n.mu.Unlock()
	h := n.head
	if number != nil {
		h = number.Uint64()
	}
	return &types.Header{Number: new(big.Int).SetUint64(h), BaseFee: big.NewInt(1e9), Time: 1_800_000_000 + h}, nil
}

func (n *fakeNode) CallContract(_ context.Context, msg ethereum.CallMsg, block *big.Int) ([]byte, error) {
	switch {
	case block == nil && n.simulate != nil:
		return nil, n.simulate(msg)
	case block != nil && n.replay != nil:
		return nil, n.replay(msg)
	}
	return nil, nil
}

func (n *fakeNode) PendingNonceAt(_ context.Context, account common.Address) (uint64, error) {
	n.mu.Lock()
	defer n.mu.Unlock()
	return n.nonces[account], nil
}

func (n *fakeNode) CodeAt(context.Context, common.Address, *big.Int) ([]byte, error) {
	return []byte{1}, nil
}

func (n *fakeNode) PendingCodeAt(context.Context, common.Address) ([]byte, error) {
	return []byte{1}, nil
}

func (n *fakeNode) SuggestGasPrice(context.Context) (*big.Int, error) { return big.NewInt(2e9), nil }

func (n *fakeNode) SuggestGasTipCap(context.Context) (*big.Int, error) { return big.NewInt(1e9), nil }

func (n *fakeNode) EstimateGas(context.Context, ethereum.CallMsg) (uint64, error) {
	return 100_000, nil
}

func (n *fakeNode) FilterLogs(context.Context, ethereum.FilterQuery) ([]types.Log, error) {
	return nil, nil
}

func (n *fakeNode) SubscribeFilterLogs(context.Context, ethereum.FilterQuery, chan<- types.Log) (ethereum.Subscription, error) {
	return nil, errors.New("test node: no subscriptions")
}

// revertWith is the error a node answers for a call the contract refuses
// with the custom error signature (e.g. "InvoiceNotPayable(bytes32)").
func revertWith(signature string, args ...[]byte) error {
	data := crypto.Keccak256([]byte(signature))[:4]
	for _, a := range args {
		data = append(data, common.LeftPadBytes(a, 32)...)
	}
	return dataError{hexutil.Encode(data)}
}

// dataError is geth's JSON-RPC error with revert data (rpc.DataError).
type dataError struct{ data string }

func (e dataError) Error() string          { return "execution reverted" }
func (e dataError) ErrorCode() int         { return 3 }
func (e dataError) ErrorData() interface{} { return e.data }

// fakeStore is the relayer's storage in memory. InTx holds a lock for the
// whole callback, as the nonce row lock serialises the real one, and
// applies the callback's writes only when it returns nil.
type fakeStore struct {
	txLock sync.Mutex // the nonce lock: held through InTx

	mu       sync.Mutex
	nonces   map[Account]uint64
	stored   map[common.Hash]*fakeTx
	invoices map[invoice.ID]*fakeInvoice
	subs     map[common.Hash]*fakeSubmission
	events   []string // webhook events, "type id"
	cursors  map[string]uint64

	// failCreate, when set, fails CreateInvoicesAndLockNonce for a group
	// holding that invoice.
	failCreate func(invoice.ID) error
}

type fakeTx struct {
	tx      *types.Transaction
	purpose Purpose
	status  string // signed, sent, mined, reverted, replaced
	block   uint64
}

type fakeInvoice struct {
	inv      invoice.Invoice
	status   invoice.Status
	settling common.Hash
	stageTx  common.Hash
	payTx    common.Hash
}

type fakeSubmission struct {
	sub    checkout.Submission
	reason string
}

func newFakeStore() *fakeStore {
	return &fakeStore{
		nonces: map[Account]uint64{}, stored: map[common.Hash]*fakeTx{}, invoices: map[invoice.ID]*fakeInvoice{},
		subs: map[common.Hash]*fakeSubmission{}, cursors: map[string]uint64{},
	}
}

var _ Store = (*fakeStore)(nil)

// fakeStoreTx collects a transaction's writes until it commits.
type fakeStoreTx struct {
	s      *fakeStore
	writes []func()
}

func (s *fakeStore) InTx(_ context.Context, fn func(Tx) error) error {
	s.txLock.Lock()
	defer s.txLock.Unlock()
	tx := &fakeStoreTx{s: s}
	if err := fn(tx); err != nil {
		return err
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	for _, w := range tx.writes {
		w()
	}
	return nil
}

func (t *fakeStoreTx) LockNonce(_ context.Context, acct Account) (uint64, bool, error) {
	t.s.mu.Lock()
	defer t.s.mu.Unlock()
	next, ok := t.s.nonces[acct]
	return next, ok, nil
}

func (t *fakeStoreTx) CreateNonce(_ context.Context, acct Account, next uint64) (uint64, error) {
	t.writes = append(t.writes, func() {
		if _, ok := t.s.nonces[acct]; !ok {
			t.s.nonces[acct] = next
		}
	})
	return next, nil
}

func (t *fakeStoreTx) StoreSigned(_ context.Context, acct Account, purpose Purpose, txs ...*types.Transaction) error {
	t.writes = append(t.writes, func() {
		for _, tx := range txs {
			t.s.stored[tx.Hash()] = &fakeTx{tx: tx, purpose: purpose, status: "signed"}
		}
		t.s.nonces[acct] = txs[len(txs)-1].Nonce() + 1
	})
	return nil
}

func (t *fakeStoreTx) CreateInvoicesAndLockNonce(ctx context.Context, invs []NewInvoice, acct Account) (uint64, bool, error) {
	for _, n := range invs {
		if t.s.failCreate != nil {
			if err := t.s.failCreate(n.Invoice.ID); err != nil {
				return 0, false, err
			}
		}
	}
	t.writes = append(t.writes, func() {
		for _, n := range invs {
			t.s.invoices[n.Invoice.ID] = &fakeInvoice{inv: n.Invoice, status: invoice.Staging}
			t.s.events = append(t.s.events, "invoice.created "+n.Invoice.ID.String())
		}
	})
	return t.LockNonce(ctx, acct)
}

func (t *fakeStoreTx) LockPayable(_ context.Context, ids []invoice.ID, subs []common.Hash) (map[invoice.ID]Payable, map[common.Hash]string, error) {
	t.s.mu.Lock()
	defer t.s.mu.Unlock()
	invs, statuses := map[invoice.ID]Payable{}, map[common.Hash]string{}
	for _, id := range ids {
		if inv, ok := t.s.invoices[id]; ok {
			invs[id] = Payable{Status: inv.status, Settling: inv.settling}
		}
	}
	for _, id := range subs {
		if sub, ok := t.s.subs[id]; ok {
			statuses[id] = sub.sub.Status
		}
	}
	return invs, statuses, nil
}

func (t *fakeStoreTx) StorePayments(ctx context.Context, acct Account, pays []SignedPayment) error {
	txs := make([]*types.Transaction, len(pays))
	for i, p := range pays {
		txs[i] = p.Tx
	}
	if err := t.StoreSigned(ctx, acct, PurposePay, txs...); err != nil {
		return err
	}
	t.writes = append(t.writes, func() {
		for _, p := range pays {
			t.s.invoices[p.Invoice].settling = p.Submission
			sub := t.s.subs[p.Submission]
			sub.sub.Status, sub.sub.SettleTxHash = "processing", p.Tx.Hash()
		}
	})
	return nil
}

func (s *fakeStore) MarkSent(_ context.Context, hashes ...common.Hash) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	for _, h := range hashes {
		if st, ok := s.stored[h]; ok && st.status == "signed" {
			st.status = "sent"
		}
	}
	return nil
}

func (s *fakeStore) MarkReplaced(_ context.Context, hash common.Hash) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.stored[hash].status = "replaced"
	return nil
}

func (s *fakeStore) RaiseNonce(_ context.Context, acct Account, next uint64) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.nonces[acct] = max(s.nonces[acct], next)
	return nil
}

func (s *fakeStore) RecordReceipt(_ context.Context, r *types.Receipt) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.recordReceipt(r)
	return nil
}

func (s *fakeStore) recordReceipt(r *types.Receipt) {
	st := s.stored[r.TxHash]
	st.status, st.block = "mined", r.BlockNumber.Uint64()
	if r.Status != types.ReceiptStatusSuccessful {
		st.status = "reverted"
	}
}

func (s *fakeStore) Unmined(_ context.Context, acct Account, _ time.Duration, limit int) ([]StoredTx, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	var out []*fakeTx
	for _, st := range s.stored {
		if st.status == "signed" || st.status == "sent" {
			out = append(out, st)
		}
	}
	slices.SortFunc(out, func(a, b *fakeTx) int { return int(a.tx.Nonce()) - int(b.tx.Nonce()) })
	res := make([]StoredTx, 0, len(out))
	for _, st := range out[:min(limit, len(out))] {
		raw, _ := st.tx.MarshalBinary()
		res = append(res, StoredTx{Hash: st.tx.Hash(), Raw: raw})
	}
	return res, nil
}

func (s *fakeStore) Touch(context.Context, common.Hash) error { return nil }

func (s *fakeStore) Signed(_ context.Context, hash common.Hash) (StoredTx, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	st, ok := s.stored[hash]
	if !ok {
		return StoredTx{}, ErrTxNotFound
	}
	raw, err := st.tx.MarshalBinary()
	return StoredTx{Hash: hash, Raw: raw}, err
}

func (s *fakeStore) RecordStaged(_ context.Context, r *types.Receipt, ids []invoice.ID, _ time.Time) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.recordReceipt(r)
	if r.Status == types.ReceiptStatusSuccessful {
		for _, id := range ids {
			if inv := s.invoices[id]; inv.status == invoice.Staging {
				inv.status, inv.stageTx = invoice.Open, r.TxHash
			}
		}
	}
	return nil
}

func (s *fakeStore) Payment(_ context.Context, id common.Hash) (Payment, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	sub, ok := s.subs[id]
	if !ok {
		return Payment{}, checkout.ErrNotFound
	}
	inv := s.invoices[sub.sub.InvoiceID]
	return Payment{Submission: sub.sub, Merchant: inv.inv.MerchantWallet, PayoutToken: inv.inv.PayoutToken, Amount: inv.inv.Amount, InvoiceStatus: inv.status}, nil
}

func (s *fakeStore) SettlePayment(_ context.Context, sub checkout.Submission, paid chain.InvoicePaid, txHash common.Hash) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	if st := s.subs[sub.ID]; st.sub.Status == "processing" {
		st.sub.Status = "settled"
	}
	if inv := s.invoices[paid.ID]; inv.status == invoice.Open {
		inv.status, inv.settling, inv.payTx = invoice.Paid, common.Hash{}, txHash
		s.events = append(s.events, "invoice.paid "+invoice.ID(paid.ID).String())
	}
	return nil
}

func (s *fakeStore) FailSubmission(_ context.Context, sub checkout.Submission, from, reason string) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	st := s.subs[sub.ID]
	if st.sub.Status != from {
		return nil // it moved on: whatever holds the invoice now keeps it
	}
	if inv := s.invoices[sub.InvoiceID]; inv.settling == sub.ID {
		inv.settling = common.Hash{}
	}
	st.sub.Status, st.reason = "failed", reason
	s.events = append(s.events, "submission.failed "+sub.InvoiceID.String())
	return nil
}

func (s *fakeStore) RequeueSubmission(_ context.Context, sub checkout.Submission) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	st := s.subs[sub.ID]
	if st.sub.Status != "processing" {
		return nil
	}
	st.sub.Status, st.sub.SettleTxHash = "pending", common.Hash{}
	if inv := s.invoices[sub.InvoiceID]; inv.settling == sub.ID {
		inv.settling = common.Hash{}
	}
	return nil
}

func (s *fakeStore) RecordRefund(_ context.Context, id invoice.ID, _ common.Hash) error {
	return s.move(id, invoice.Paid, invoice.Refunded)
}

func (s *fakeStore) RecordClaim(_ context.Context, ids []invoice.ID, _ common.Hash) error {
	for _, id := range ids {
		if err := s.move(id, invoice.Paid, invoice.Claimed); err != nil {
			return err
		}
	}
	return nil
}

func (s *fakeStore) move(id invoice.ID, from, to invoice.Status) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	if inv := s.invoices[id]; inv.status == from {
		inv.status = to
		s.events = append(s.events, "invoice."+string(to)+" "+id.String())
	}
	return nil
}

func (s *fakeStore) Cursor(_ context.Context, name string) (uint64, bool, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	b, ok := s.cursors[name]
	return b, ok, nil
}

func (s *fakeStore) ApplyEvents(_ context.Context, name string, to uint64, ev chain.Events) (int, error) {
	n := 0
	for _, p := range ev.Paid {
		s.mu.Lock()
		if inv := s.invoices[p.ID]; inv != nil && inv.status == invoice.Open {
			inv.status = invoice.Paid
			n++
		}
		s.mu.Unlock()
	}
	s.mu.Lock()
	s.cursors[name] = max(s.cursors[name], to)
	s.mu.Unlock()
	return n, nil
}

// The fakeStore's views for assertions.

func (s *fakeStore) nonce(acct Account) uint64 {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.nonces[acct]
}

func (s *fakeStore) txStatus(hash common.Hash) string {
	s.mu.Lock()
	defer s.mu.Unlock()
	if st, ok := s.stored[hash]; ok {
		return st.status
	}
	return ""
}

func (s *fakeStore) storedTxs() []*fakeTx {
	s.mu.Lock()
	defer s.mu.Unlock()
	out := make([]*fakeTx, 0, len(s.stored))
	for _, st := range s.stored {
		out = append(out, st)
	}
	slices.SortFunc(out, func(a, b *fakeTx) int { return int(a.tx.Nonce()) - int(b.tx.Nonce()) })
	return out
}

func (s *fakeStore) invoiceStatus(id invoice.ID) invoice.Status {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.invoices[id].status
}

func (s *fakeStore) submission(id common.Hash) fakeSubmission {
	s.mu.Lock()
	defer s.mu.Unlock()
	return *s.subs[id]
}

func (s *fakeStore) eventList() []string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return slices.Clone(s.events)
}

// relayerBundle is a relayer on a fakeNode and a fakeStore.
type relayerBundle struct {
	node    *fakeNode
	store   *fakeStore
	key     *ecdsa.PrivateKey
	account Account
	gateway *chain.Gateway
	sender  *Sender
}

var (
	testGateway = common.HexToAddress("0x6a7e")
	big1337     = big.NewInt(1337)
	oneGwei     = big.NewInt(1e9)
	twoGwei     = big.NewInt(2e9)
	revertName  = chain.RevertName
)

func setup(t *testing.T) relayerBundle {
	t.Helper()
	node, store := newFakeNode(t), newFakeStore()
	key, err := crypto.GenerateKey()
	require.NoError(t, err)
	log := slog.New(slog.DiscardHandler)
	sender := NewSender(store, node, key, node.chainID, time.Millisecond, log)
	sender.minedGrace = 20 * time.Millisecond
	return relayerBundle{
		node: node, store: store, key: key, sender: sender,
		account: Account{ChainID: node.chainID.Int64(), Address: crypto.PubkeyToAddress(key.PublicKey)},
		gateway: chain.NewGateway(node, testGateway),
	}
}

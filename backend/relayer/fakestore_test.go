package relayer

import (
	"bytes"
	"context"
	"slices"
	"sync"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/google/uuid"

	"github.com/paystead/paystead/backend/chain"
	"github.com/paystead/paystead/backend/checkout"
	"github.com/paystead/paystead/backend/invoice"
)

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
	batches  []int // the payments of each StorePayments, in commit order
	// settleCalls counts SettlePayments.
	settleCalls int
	undone      []Undone
}

type fakeTx struct {
	tx        *types.Transaction
	first     common.Hash // the first version's hash
	purpose   Purpose
	status    string // signed, sent, superseded, mined, reverted, replaced
	block     uint64
	blockHash common.Hash
	confirmed bool
	sentBlock uint64
}

type fakeInvoice struct {
	inv      invoice.Invoice
	status   invoice.Status
	settling common.Hash
	stageTx  common.Hash
	payTx    common.Hash
	failure  string
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
			t.s.stored[tx.Hash()] = &fakeTx{tx: tx, first: tx.Hash(), purpose: purpose, status: "signed"}
		}
		t.s.nonces[acct] = txs[len(txs)-1].Nonce() + 1
	})
	return nil
}

func (t *fakeStoreTx) StoreDepositPayment(ctx context.Context, acct Account, tx *types.Transaction, _ []invoice.ID) error {
	return t.StoreSigned(ctx, acct, PurposeDeposit, tx)
}

func (t *fakeStoreTx) StoreDepositHold(ctx context.Context, acct Account, tx *types.Transaction, _ DepositHold) error {
	return t.StoreSigned(ctx, acct, PurposeDeposit, tx)
}

func (t *fakeStoreTx) StoreCharges(ctx context.Context, acct Account, tx *types.Transaction, _ []Charge) error {
	return t.StoreSigned(ctx, acct, PurposeCharge, tx)
}

func (t *fakeStoreTx) StoreCancel(ctx context.Context, acct Account, tx *types.Transaction, _ uuid.UUID) error {
	return t.StoreSigned(ctx, acct, PurposeCancel, tx)
}

func (t *fakeStoreTx) StoreVersion(_ context.Context, old common.Hash, next *types.Transaction) (bool, error) {
	t.s.mu.Lock()
	defer t.s.mu.Unlock()
	st, ok := t.s.stored[old]
	if !ok || (st.status != "signed" && st.status != "sent") || st.tx.Nonce() != next.Nonce() {
		return false, nil
	}
	t.writes = append(t.writes, func() {
		st.status = "superseded"
		t.s.stored[next.Hash()] = &fakeTx{tx: next, first: st.first, purpose: st.purpose, status: "signed"}
	})
	return true, nil
}

func (t *fakeStoreTx) StoreEscrowSend(ctx context.Context, acct Account, tx *types.Transaction, send EscrowSend) error {
	return t.StoreSigned(ctx, acct, send.Purpose, tx)
}

func (t *fakeStoreTx) StoreStaging(ctx context.Context, acct Account, tx *types.Transaction, ids []invoice.ID, chainExpires []uint64) error {
	if err := t.StoreSigned(ctx, acct, PurposeStage, tx); err != nil {
		return err
	}
	t.writes = append(t.writes, func() {
		for i, id := range ids {
			t.s.invoices[id].stageTx = tx.Hash()
			if chainExpires != nil {
				t.s.invoices[id].inv.ChainExpiresAt = chainExpires[i]
			}
		}
	})
	return nil
}

// create stores a new invoice waiting for its staging, as the service
// does before it answers.
func (s *fakeStore) create(inv invoice.Invoice) {
	s.mu.Lock()
	defer s.mu.Unlock()
	inv.Status = invoice.Staging
	s.invoices[inv.ID] = &fakeInvoice{inv: inv, status: invoice.Staging}
	s.events = append(s.events, "invoice.created "+inv.ID.String())
}

// waiting are the invoices of chainID waiting for their staging
// transaction, oldest first (ties by id).
func (s *fakeStore) waiting(chainID int64) []invoice.Invoice {
	var out []invoice.Invoice
	for _, fi := range s.invoices {
		if fi.status == invoice.Staging && fi.stageTx == (common.Hash{}) && fi.inv.ChainID == chainID {
			out = append(out, fi.inv)
		}
	}
	slices.SortFunc(out, func(a, b invoice.Invoice) int {
		if c := a.CreatedAt.Compare(b.CreatedAt); c != 0 {
			return c
		}
		return bytes.Compare(a.ID[:], b.ID[:])
	})
	return out
}

func (s *fakeStore) UnstagedMerchants(_ context.Context, chainID int64, limit int) ([]common.Address, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	var out []common.Address
	for _, inv := range s.waiting(chainID) {
		if !slices.Contains(out, inv.MerchantWallet) && len(out) < limit {
			out = append(out, inv.MerchantWallet)
		}
	}
	return out, nil
}

func (t *fakeStoreTx) LockUnstaged(_ context.Context, chainID int64, merchant common.Address, limit int) ([]invoice.Invoice, error) {
	t.s.mu.Lock()
	defer t.s.mu.Unlock()
	var out []invoice.Invoice
	for _, inv := range t.s.waiting(chainID) {
		if inv.MerchantWallet == merchant && len(out) < limit {
			out = append(out, inv)
		}
	}
	return out, nil
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
	var txs []*types.Transaction // once each: a payBatch pays several
	for _, p := range pays {
		if len(txs) == 0 || txs[len(txs)-1] != p.Tx {
			txs = append(txs, p.Tx)
		}
	}
	if err := t.StoreSigned(ctx, acct, PurposePay, txs...); err != nil {
		return err
	}
	t.writes = append(t.writes, func() {
		t.s.batches = append(t.s.batches, len(pays))
		for _, p := range pays {
			t.s.invoices[p.Invoice].settling = p.Submission
			sub := t.s.subs[p.Submission]
			sub.sub.Status, sub.sub.SettleTxHash = "processing", p.Tx.Hash()
		}
	})
	return nil
}

func (s *fakeStore) MarkSent(_ context.Context, block uint64, hashes ...common.Hash) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	for _, h := range hashes {
		if st, ok := s.stored[h]; ok && st.status == "signed" {
			st.status, st.sentBlock = "sent", block
		}
	}
	return nil
}

func (s *fakeStore) MarkReplaced(_ context.Context, hash common.Hash) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	for _, st := range s.versionsLocked(hash) {
		if st.status != "mined" && st.status != "reverted" {
			st.status = "replaced"
		}
	}
	return nil
}

// versionsLocked is every version of hash's transaction, hash's included.
func (s *fakeStore) versionsLocked(hash common.Hash) []*fakeTx {
	st, ok := s.stored[hash]
	if !ok {
		return nil
	}
	var out []*fakeTx
	for _, v := range s.stored {
		if v.first == st.first {
			out = append(out, v)
		}
	}
	return out
}

func (s *fakeStore) Versions(_ context.Context, hashes []common.Hash) (map[common.Hash]common.Hash, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	out := map[common.Hash]common.Hash{}
	for _, h := range hashes {
		for _, v := range s.versionsLocked(h) {
			if v.tx.Hash() != h {
				out[v.tx.Hash()] = h
			}
		}
	}
	return out, nil
}

func (s *fakeStore) Stuck(_ context.Context, _ Account, sentBy uint64, limit int) ([]StoredTx, error) {
	return s.live(func(st *fakeTx) bool { return st.status == "sent" && st.sentBlock <= sentBy }, limit), nil
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
	for _, v := range s.versionsLocked(r.TxHash) {
		if v.status == "signed" || v.status == "sent" || v.status == "superseded" {
			v.status = "replaced"
		}
	}
	st := s.stored[r.TxHash]
	st.status, st.block, st.blockHash, st.confirmed = "mined", r.BlockNumber.Uint64(), r.BlockHash, false
	if r.Status != types.ReceiptStatusSuccessful {
		st.status = "reverted"
	}
}

func (s *fakeStore) Unmined(_ context.Context, acct Account, _ time.Duration, limit int) ([]StoredTx, error) {
	return s.live(func(st *fakeTx) bool { return st.status == "signed" || st.status == "sent" }, limit), nil
}

// live lists the stored transactions keep takes, in nonce order.
func (s *fakeStore) live(keep func(*fakeTx) bool, limit int) []StoredTx {
	s.mu.Lock()
	defer s.mu.Unlock()
	var out []*fakeTx
	for _, st := range s.stored {
		if keep(st) {
			out = append(out, st)
		}
	}
	slices.SortFunc(out, func(a, b *fakeTx) int { return int(a.tx.Nonce()) - int(b.tx.Nonce()) })
	res := make([]StoredTx, 0, len(out))
	for _, st := range out[:min(limit, len(out))] {
		raw, _ := st.tx.MarshalBinary()
		res = append(res, StoredTx{Hash: st.tx.Hash(), Raw: raw})
	}
	return res
}

func (s *fakeStore) Touch(context.Context, common.Hash) error { return nil }

func (s *fakeStore) Signed(_ context.Context, hash common.Hash) (StoredTx, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	st, ok := s.stored[hash]
	if !ok {
		return StoredTx{}, ErrTxNotFound
	}
	// The mined version, else the live one, else hash's own.
	rank := func(v *fakeTx) int {
		switch v.status {
		case "mined", "reverted":
			return 2
		case "signed", "sent":
			return 1
		}
		return 0
	}
	for _, v := range s.versionsLocked(hash) {
		if rank(v) > rank(st) {
			st = v
		}
	}
	raw, err := st.tx.MarshalBinary()
	return StoredTx{Hash: st.tx.Hash(), Raw: raw}, err
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

func (s *fakeStore) FailStaging(_ context.Context, ids []invoice.ID, reason string) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	for _, id := range ids {
		if inv := s.invoices[id]; inv.status == invoice.Staging {
			inv.status, inv.failure = invoice.Failed, reason
			s.events = append(s.events, "invoice.failed "+id.String())
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
	return Payment{Submission: sub.sub, Merchant: inv.inv.MerchantWallet, PayoutToken: inv.inv.PayoutToken, Amount: inv.inv.Amount, InvoiceStatus: inv.status, StageTx: inv.stageTx}, nil
}

func (s *fakeStore) SettlePayment(_ context.Context, sub checkout.Submission, paid chain.InvoicePaid, txHash common.Hash) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	if st := s.subs[sub.ID]; st.sub.Status == "processing" {
		st.sub.Status, st.sub.SettleTxHash = "settled", txHash
	}
	if inv := s.invoices[paid.ID]; inv.status == invoice.Open {
		inv.status, inv.settling, inv.payTx = invoice.Paid, common.Hash{}, txHash
		s.events = append(s.events, "invoice.paid "+invoice.ID(paid.ID).String())
	}
	return nil
}

func (s *fakeStore) SettlePayments(_ context.Context, paid []chain.InvoicePaid, txHash common.Hash) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.settleCalls++
	for _, p := range paid {
		for _, st := range s.subs {
			if st.sub.InvoiceID == p.ID && st.sub.Status == "processing" && s.firstOf(txHash) == st.sub.SettleTxHash {
				st.sub.Status, st.sub.SettleTxHash = "settled", txHash
			}
		}
		if inv := s.invoices[p.ID]; inv.status == invoice.Open {
			inv.status, inv.settling, inv.payTx = invoice.Paid, common.Hash{}, txHash
			s.events = append(s.events, "invoice.paid "+invoice.ID(p.ID).String())
		}
	}
	return nil
}

// firstOf is the first version of the stored transaction hash (hash
// itself when it is not stored).
func (s *fakeStore) firstOf(hash common.Hash) common.Hash {
	if st := s.stored[hash]; st != nil {
		return st.first
	}
	return hash
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

func (s *fakeStore) RecordRefund(_ context.Context, e chain.InvoiceRefunded, _ time.Time) error {
	if e.Remaining.Sign() != 0 {
		return nil // partly refunded: still paid
	}
	return s.move(e.ID, invoice.Paid, invoice.Refunded)
}

func (s *fakeStore) RecordClaim(_ context.Context, ids []invoice.ID, _ common.Hash, _ time.Time) error {
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

func (s *fakeStore) Unconfirmed(_ context.Context, _ int64, upTo uint64, limit int) ([]MinedTx, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	var out []MinedTx
	for _, st := range s.stored {
		if (st.status == "mined" || st.status == "reverted") && !st.confirmed && st.block <= upTo && len(out) < limit {
			out = append(out, MinedTx{Hash: st.tx.Hash(), Purpose: st.purpose, Nonce: st.tx.Nonce(), Block: st.block, BlockHash: st.blockHash})
		}
	}
	return out, nil
}

// ApplyChecked records checked as the real store does for transactions
// (confirmed, moved, or live again) and keeps the undone for assertions;
// it undoes nothing else.
func (s *fakeStore) ApplyChecked(ctx context.Context, name string, _, to uint64, checked Checked, ev chain.Events) (int, error) {
	s.mu.Lock()
	for _, h := range checked.Confirmed {
		s.stored[h].confirmed = true
	}
	for _, u := range checked.Undone {
		s.undone = append(s.undone, u)
		if u.Receipt != nil {
			s.recordReceipt(u.Receipt)
			continue
		}
		st := s.stored[u.Hash]
		st.status, st.block, st.blockHash = "signed", 0, common.Hash{}
	}
	s.mu.Unlock()
	return s.ApplyEvents(ctx, name, to, ev)
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

// stageTx is the staging transaction stored with id, and why id failed.
func (s *fakeStore) staging(id invoice.ID) (tx common.Hash, failure string) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.invoices[id].stageTx, s.invoices[id].failure
}

// settling is the submission holding id's payment claim, zero if none.
func (s *fakeStore) settling(id invoice.ID) common.Hash {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.invoices[id].settling
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

package relayer

import (
	"context"
	"errors"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/google/uuid"

	"github.com/paystead/paystead/backend/chain"
	"github.com/paystead/paystead/backend/checkout"
	"github.com/paystead/paystead/backend/invoice"
)

// The relayer's storage, declared here and implemented by backend/postgres
// (RelayerStore). Each worker takes the part it uses: the Sender a
// TxStore, the Stager a StagingStore, the Payer a PaymentStore, the
// EscrowChain an EscrowStore and the Reconciler a CursorStore. Work that
// must commit together runs in TxStore.InTx.

// Account is the server wallet on one chain: the owner of a nonce counter.
type Account struct {
	ChainID int64
	Address common.Address
}

// StoredTx is a signed transaction as stored before its broadcast.
type StoredTx struct {
	Hash common.Hash
	Raw  []byte // the signed transaction's binary encoding
}

// ErrTxNotFound is returned for a transaction the store does not hold.
var ErrTxNotFound = errors.New("transaction not stored")

// TxStore keeps the wallet's signed transactions and its nonce counter.
//
// A transaction may have several versions: copies with the same nonce and
// higher fees that replaced it while it waited (see Sender.Reprice). Each
// is stored before it is broadcast; at most one is live (signed or sent)
// and rebroadcast, and the one that is mined is recorded as mined.
type TxStore interface {
	// InTx runs fn in one database transaction, committed when fn returns
	// nil and rolled back otherwise.
	InTx(ctx context.Context, fn func(Tx) error) error
	// MarkSent records that the stored transactions were handed to the
	// node while block was the latest (their first broadcast counts).
	MarkSent(ctx context.Context, block uint64, hashes ...common.Hash) error
	// MarkReplaced records that another transaction took hash's nonce:
	// none of its versions can ever be mined.
	MarkReplaced(ctx context.Context, hash common.Hash) error
	// RaiseNonce moves acct's counter up to next unless it is already there.
	RaiseNonce(ctx context.Context, acct Account, next uint64) error
	// RecordReceipt records the block, gas and outcome (mined or reverted)
	// of a stored transaction; its other versions become replaced.
	RecordReceipt(ctx context.Context, r *types.Receipt) error
	// Unmined lists acct's live transactions that were not touched for
	// olderThan, in nonce order, at most limit.
	Unmined(ctx context.Context, acct Account, olderThan time.Duration, limit int) ([]StoredTx, error)
	// Stuck lists acct's live transactions first sent while block sentBy
	// or an earlier one was the latest, in nonce order, at most limit.
	Stuck(ctx context.Context, acct Account, sentBy uint64, limit int) ([]StoredTx, error)
	// Touch records that hash was just sent again.
	Touch(ctx context.Context, hash common.Hash) error
	// Signed returns the version of hash's transaction to send (the mined
	// one, else the live one), or ErrTxNotFound.
	Signed(ctx context.Context, hash common.Hash) (StoredTx, error)
	// Versions maps each other version of the transactions hashes to the
	// one of hashes it is a version of.
	Versions(ctx context.Context, hashes []common.Hash) (map[common.Hash]common.Hash, error)
}

// Tx is the work done under the nonce lock, in one database transaction.
type Tx interface {
	// LockNonce locks acct's nonce counter until the transaction ends and
	// returns the next nonce; found is false when acct has no counter yet.
	LockNonce(ctx context.Context, acct Account) (next uint64, found bool, err error)
	// CreateNonce starts acct's counter at next, unless another process
	// started it first, locks it and returns the next nonce.
	CreateNonce(ctx context.Context, acct Account, next uint64) (uint64, error)
	// StoreSigned stores transactions signed with consecutive nonces and
	// moves acct's counter past the last.
	StoreSigned(ctx context.Context, acct Account, purpose Purpose, txs ...*types.Transaction) error
	// StoreEscrowSend stores a refund's or claim's transaction as
	// StoreSigned does, with send: the invoices it names are held (no
	// other refund or claim of them is sent) until the send is recorded
	// done or failed.
	StoreEscrowSend(ctx context.Context, acct Account, tx *types.Transaction, send EscrowSend) error
	// StoreStaging stores a staging transaction as StoreSigned does and
	// names it on the invoices ids it stages, with the expiry the gateway
	// holds for each (chainExpires, aligned with ids; nil keeps theirs),
	// in the same round trip.
	StoreStaging(ctx context.Context, acct Account, tx *types.Transaction, ids []invoice.ID, chainExpires []uint64) error
	// LockUnstaged locks and reads up to limit of merchant's invoices of
	// chainID that wait for their staging transaction, oldest first,
	// skipping those another transaction holds.
	LockUnstaged(ctx context.Context, chainID int64, merchant common.Address, limit int) ([]invoice.Invoice, error)
	// LockPayable locks the invoices with ids (in id order, as every batch
	// does) and reads them and the submissions with subs: a submission's
	// pending -> processing step happens only under its invoice's lock.
	LockPayable(ctx context.Context, ids []invoice.ID, subs []common.Hash) (map[invoice.ID]Payable, map[common.Hash]string, error)
	// StoreVersion stores next, a copy of the live transaction old with
	// higher fees, as its new live version; old becomes superseded. It
	// stores nothing and reports false when old is no longer live.
	StoreVersion(ctx context.Context, old common.Hash, next *types.Transaction) (bool, error)
	// StoreDepositPayment stores a payFromDepositBatch transaction as
	// StoreSigned does and names it on the invoices it pays (their deposit
	// payment in flight, one more attempt), in the same round trip.
	StoreDepositPayment(ctx context.Context, acct Account, tx *types.Transaction, ids []invoice.ID) error
	// StoreDepositHold stores a hold transaction (holdPaidDeposit,
	// holdStagedDeposit or holdDeposit) as StoreSigned does and names it on
	// the recorded transfers of hold it sweeps (one more attempt each), in
	// the same round trip.
	StoreDepositHold(ctx context.Context, acct Account, tx *types.Transaction, hold DepositHold) error
	// StoreCharges stores a charge transaction of the subscription
	// manager as StoreSigned does and names it on the subscriptions it
	// charges (their charge in flight), creating each period's invoice
	// (with invoice.created) on its first attempt and counting the
	// attempt, in the same database transaction.
	StoreCharges(ctx context.Context, acct Account, tx *types.Transaction, charges []Charge) error
	// StoreCancel stores a cancel of subscription id on the manager as
	// StoreSigned does and names it on the subscription.
	StoreCancel(ctx context.Context, acct Account, tx *types.Transaction, id uuid.UUID) error
	// StorePayments stores signed payments, claims each one's invoice for
	// its submission, moves the submissions to processing and moves acct's
	// counter past the last nonce, in one round trip. The payments of one
	// payBatch come together and share their transaction.
	StorePayments(ctx context.Context, acct Account, pays []SignedPayment) error
}

// NewInvoice is a new invoice to store, and the Idempotency-Key it was
// created with (nil without one).
type NewInvoice struct {
	Invoice     invoice.Invoice
	Idempotency *invoice.Idempotency
}

// Payable is an invoice as a payment batch sees it under its lock.
type Payable struct {
	Status invoice.Status
	// Settling is the submission whose payment is in flight; zero if none.
	Settling common.Hash
}

// SignedPayment is a payment signed in a batch, for its submission.
type SignedPayment struct {
	Tx         *types.Transaction
	Invoice    invoice.ID
	Submission common.Hash
}

// StagingStore finds the invoices waiting to be staged and records the
// outcome of staging transactions.
type StagingStore interface {
	// UnstagedMerchants lists the merchant wallets with invoices of
	// chainID waiting for their staging transaction, longest waiting
	// first, at most limit.
	UnstagedMerchants(ctx context.Context, chainID int64, limit int) ([]common.Address, error)
	// RecordStaged records a staging transaction's receipt and, when it
	// succeeded, moves its invoices still staging to open, at at.
	RecordStaged(ctx context.Context, r *types.Receipt, ids []invoice.ID, at time.Time) error
	// FailStaging moves ids, still staging, to failed with reason, each
	// with invoice.failed: their staging transaction reverted or can never
	// be mined.
	FailStaging(ctx context.Context, ids []invoice.ID, reason string) error
}

// PaymentStore reads submissions to settle and records how they ended.
// A payment of an invoice still staging waits for the staging receipt
// and records it (StagingStore) before it is signed.
type PaymentStore interface {
	StagingStore
	// Payment reads a submission with its invoice, or fails wrapping
	// checkout.ErrNotFound.
	Payment(ctx context.Context, submission common.Hash) (Payment, error)
	// SettlePayment records a mined payment: the submission settled and its
	// invoice paid (with invoice.paid) as the InvoicePaid event says; it
	// changes nothing the reconciler already applied.
	SettlePayment(ctx context.Context, sub checkout.Submission, paid chain.InvoicePaid, txHash common.Hash) error
	// SettlePayments records every payment of a mined payBatch, as
	// SettlePayment does each, in one transaction.
	SettlePayments(ctx context.Context, paid []chain.InvoicePaid, txHash common.Hash) error
	// FailSubmission moves a submission from status from (pending or
	// processing) to failed with reason, frees its invoice and emits
	// submission.failed; it does nothing (frees nothing) when the
	// submission has moved on.
	FailSubmission(ctx context.Context, sub checkout.Submission, from, reason string) error
	// RequeueSubmission returns a processing submission whose transaction
	// can never be mined to pending and frees its invoice; it does nothing
	// to a submission in any other status.
	RequeueSubmission(ctx context.Context, sub checkout.Submission) error
}

// Payment is a submission to settle with the invoice it pays.
type Payment struct {
	Submission    checkout.Submission
	Merchant      common.Address
	PayoutToken   common.Address
	Amount        int64
	InvoiceStatus invoice.Status
	// ChainExpiresAt is the invoice's expiry as it was staged, in unix
	// seconds of the chain's clock (0: never).
	ChainExpiresAt uint64
	// StageTx is the transaction that stages the invoice; zero for an
	// invoice staged before it was recorded with the invoice.
	StageTx common.Hash
}

// EscrowSend is a refund or claim the server wallet sends for a
// merchant, stored with its transaction (Tx.StoreEscrowSend).
type EscrowSend struct {
	Purpose  Purpose // PurposeRefund or PurposeClaim
	Merchant uuid.UUID
	Invoices []invoice.ID
	Amount   int64 // a refund's: what it returns
}

// OpenSend is a refund or claim sent and not yet recorded done or failed:
// Hash is its transaction as first signed; Gone says no version of it can
// ever be mined any more (another transaction took its nonce).
type OpenSend struct {
	Hash    common.Hash
	Purpose Purpose
	Gone    bool
}

// EscrowStore records how the refunds and claims the server wallet sent
// ended. sent is the transaction as first signed (the send's key); the
// version mined may be a repriced copy. Each record releases the send's
// invoices for the next refund or claim.
type EscrowStore interface {
	// RecordRefund records the gateway's InvoiceRefunded event e of the
	// refund sent, at its block's time at, with invoice.refunded: what the
	// invoice has had refunded, and, once nothing remains, the invoice and
	// its settled submission refunded. The send is done.
	RecordRefund(ctx context.Context, sent common.Hash, e chain.InvoiceRefunded, at time.Time) error
	// RecordClaim marks paid invoices claimed by the claim sent, mined as
	// mined at its block's time at, each with invoice.claimed (after
	// invoice.matured, for one that has none yet). The send is done.
	RecordClaim(ctx context.Context, sent common.Hash, ids []invoice.ID, mined common.Hash, at time.Time) error
	// FailSend records that the send can never do what it was sent for,
	// and why; a refund's invoice gets invoice.refund_failed.
	FailSend(ctx context.Context, sent common.Hash, reason string) error
	// OpenSends lists the sends on chainID not yet recorded done or
	// failed, oldest first, at most limit.
	OpenSends(ctx context.Context, chainID int64, limit int) ([]OpenSend, error)
}

// CursorStore keeps the reconciler's place in the chain, the mined
// transactions it checks against the canonical chain, and applies what it
// finds.
type CursorStore interface {
	// Cursor is the last block name has applied; found is false before the first.
	Cursor(ctx context.Context, name string) (block uint64, found bool, err error)
	// Unconfirmed lists the transactions of chainID recorded as mined (or
	// reverted) in blocks up to upTo and not confirmed yet, at most limit.
	Unconfirmed(ctx context.Context, chainID int64, upTo uint64, limit int) ([]MinedTx, error)
	// ApplyChecked records, in one transaction: what checked found of
	// mined transactions (the confirmed ones release their held webhook
	// events; what a moved or dropped one recorded is undone, and a moved
	// one is recorded again at its new block, a dropped one is live again
	// for rebroadcast); then the gateway's events of blocks from to to
	// (each invoice changes at most once, with its webhook event; a payment
	// also settles the submission whose transaction it is); and moves name
	// to to. It applies nothing, and returns 0, when name is no longer at
	// from - 1 (another process got there first). It returns how many
	// invoices the events changed.
	ApplyChecked(ctx context.Context, name string, from, to uint64, checked Checked, ev chain.Events) (int, error)
}

// MinedTx is a transaction of the server wallet as its receipt recorded it.
type MinedTx struct {
	Hash      common.Hash
	Purpose   Purpose
	Nonce     uint64
	Block     uint64
	BlockHash common.Hash
}

// Checked is what the reconciler found of mined transactions at its
// depth: Confirmed are still in the block recorded; Undone are not, latest
// nonce first.
type Checked struct {
	Confirmed []common.Hash
	Undone    []Undone
}

// Undone is a mined transaction a reorganisation took out of its block:
// Receipt is its receipt in another canonical block, or nil when no
// canonical block holds it; Events are the gateway's events in that
// receipt (with their block's time), applied again after the undo.
type Undone struct {
	MinedTx
	Receipt *types.Receipt
	Events  chain.Events
}

// Store is the relayer's storage but for refunds and claims (EscrowStore,
// kept by the store that reads the merchant's escrow).
type Store interface {
	TxStore
	StagingStore
	PaymentStore
	CursorStore
}

package relayer

import (
	"context"
	"crypto/ecdsa"
	"errors"
	"fmt"
	"log/slog"
	"math/big"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/paystead/paystead/backend/chain"
	"github.com/paystead/paystead/backend/invoice"
)

// Purpose says what a transaction is for.
type Purpose string

// Transaction purposes.
const (
	PurposeStage  Purpose = "stage"
	PurposePay    Purpose = "pay"
	PurposeRefund Purpose = "refund"
	PurposeClaim  Purpose = "claim"
	PurposeVoid   Purpose = "void"
	// PurposeDeposit pays invoices from their deposit addresses (#34).
	PurposeDeposit Purpose = "deposit"
	// PurposeReturn returns funds held paid to no invoice (#34).
	PurposeReturn Purpose = "return"
)

// Sender signs and sends the server wallet's transactions. Nonces come
// from Postgres under a row lock, so they stay correct across goroutines
// and across processes sharing the database; every signed transaction is
// stored before broadcast and rebroadcast until mined, so a crash neither
// loses one nor leaves a gap in the nonces.
type Sender struct {
	store   TxStore
	backend chain.Backend
	key     *ecdsa.PrivateKey
	from    common.Address
	chainID *big.Int
	account Account
	poll    time.Duration
	log     *slog.Logger
	// receipts serves WaitReceipt: one pass per block for all waiters.
	receipts *receiptWatcher
	// minedGrace is how long a "nonce too low" waits for our own receipt
	// before the nonce counts as taken by another transaction.
	minedGrace time.Duration

	tipMu    sync.Mutex
	tip      *big.Int // the cached priority fee (see fees)
	tipUntil time.Time

	// MaxFee caps the fee per gas the wallet offers (nil: no cap). When
	// the base fee is above it, nothing is signed: transactions wait, and
	// ErrFeesAboveCap says so.
	MaxFee *big.Int
	// OnFeesAboveCap, when set, hears whether the last pricing found the
	// base fee above MaxFee.
	OnFeesAboveCap func(above bool)

	// RepriceAfter is how many blocks a sent transaction may wait unmined
	// before Reprice replaces it with a dearer copy (0: never).
	RepriceAfter uint64
	// OnReprice, when set, hears what each Reprice pass did: how many
	// transactions it replaced, and how many wait because their fees are
	// at MaxFee and still too low.
	OnReprice func(replaced, atCap int)

	// head is the number of the latest block the sender priced at: the
	// block a transaction broadcast now is counted as sent at; blockGas is
	// that block's gas limit.
	head     atomic.Uint64
	blockGas atomic.Uint64
	// repricedAt is the block of the last complete Reprice pass.
	repricedAt atomic.Uint64

	// gasScale (per mille, per kind of transaction) grows the fixed gas
	// limits to what this chain's estimates showed they need (see
	// simulate), so that a chain with dearer storage costs one estimate,
	// not one per transaction.
	gasMu    sync.Mutex
	gasScale map[string]uint64
}

// NewSender returns a Sender for key on chainID that keeps its
// transactions in store; poll is how often receipts are asked for.
func NewSender(store TxStore, backend chain.Backend, key *ecdsa.PrivateKey, chainID *big.Int, poll time.Duration, log *slog.Logger) *Sender {
	from := crypto.PubkeyToAddress(key.PublicKey)
	s := &Sender{
		store:    store,
		backend:  backend,
		key:      key,
		from:     from,
		chainID:  new(big.Int).Set(chainID),
		account:  Account{ChainID: chainID.Int64(), Address: from},
		poll:     poll,
		log:      log,
		receipts: newReceiptWatcher(backend, poll, log),
		// A node may answer "nonce too low" for our own mined transaction
		// before it has indexed the receipt.
		minedGrace:   10 * time.Second,
		RepriceAfter: DefaultRepriceAfter,
	}
	s.receipts.versions = store.Versions
	return s
}

// Address is the server wallet.
func (s *Sender) Address() common.Address { return s.from }

// ChainID is the chain the sender signs for.
func (s *Sender) ChainID() int64 { return s.account.ChainID }

// Send builds a transaction with the next nonce (build gets options that
// sign without sending; a revert at gas estimation comes back decoded and
// consumes no nonce), stores it with the nonce counter moved past it, and
// broadcasts it.
func (s *Sender) Send(ctx context.Context, purpose Purpose, build func(opts *bind.TransactOpts) (*types.Transaction, error)) (*types.Transaction, error) {
	return s.send(ctx, purpose, build, func(tx Tx, signed *types.Transaction) error {
		return tx.StoreSigned(ctx, s.account, purpose, signed)
	})
}

// SendEscrow is Send for a refund or claim: the transaction is stored with
// send (Tx.StoreEscrowSend), whose outcome is recorded once it is mined.
func (s *Sender) SendEscrow(ctx context.Context, send EscrowSend, build func(opts *bind.TransactOpts) (*types.Transaction, error)) (*types.Transaction, error) {
	return s.send(ctx, send.Purpose, build, func(tx Tx, signed *types.Transaction) error {
		return tx.StoreEscrowSend(ctx, s.account, signed, send)
	})
}

// SendDepositPayment is Send for a payFromDepositBatch: the transaction is
// stored with the invoices it pays named (Tx.StoreDepositPayment).
func (s *Sender) SendDepositPayment(ctx context.Context, ids []invoice.ID, build func(opts *bind.TransactOpts) (*types.Transaction, error)) (*types.Transaction, error) {
	return s.send(ctx, PurposeDeposit, build, func(tx Tx, signed *types.Transaction) error {
		return tx.StoreDepositPayment(ctx, s.account, signed, ids)
	})
}

// SendDepositHold is Send for a hold of a deposit paid to no invoice: the
// transaction is stored with the transfers it sweeps named
// (Tx.StoreDepositHold).
func (s *Sender) SendDepositHold(ctx context.Context, hold DepositHold, build func(opts *bind.TransactOpts) (*types.Transaction, error)) (*types.Transaction, error) {
	return s.send(ctx, PurposeDeposit, build, func(tx Tx, signed *types.Transaction) error {
		return tx.StoreDepositHold(ctx, s.account, signed, hold)
	})
}

// send is Send with store, which stores the signed transaction under the
// nonce lock.
func (s *Sender) send(ctx context.Context, purpose Purpose, build func(opts *bind.TransactOpts) (*types.Transaction, error), store func(Tx, *types.Transaction) error) (*types.Transaction, error) {
	tip, feeCap, err := s.fees(ctx)
	if err != nil {
		return nil, fmt.Errorf("relayer.Send(%s): %w", purpose, err)
	}
	var signed *types.Transaction
	err = s.store.InTx(ctx, func(tx Tx) error {
		nonce, err := s.lockNonce(ctx, tx)
		if err != nil {
			return err
		}
		opts := bind.NewKeyedTransactor(s.key, s.chainID)
		opts.Context = ctx
		opts.Nonce = new(big.Int).SetUint64(nonce)
		opts.GasTipCap, opts.GasFeeCap = tip, feeCap
		opts.NoSend = true
		if signed, err = build(opts); err != nil {
			return chain.DecodeRevert(err)
		}
		return store(tx, signed)
	})
	if err != nil {
		return nil, fmt.Errorf("relayer.Send(%s): %w", purpose, err)
	}
	if err := s.broadcast(ctx, signed); errors.Is(err, ErrReplaced) {
		return nil, err
	}
	return signed, nil
}

// ErrReplaced means a stored transaction's nonce was used by another
// transaction (the wallet was used outside Paystead): it can never be
// mined. The nonce counter has been moved past it; build a new one.
var ErrReplaced = errors.New("the server wallet's nonce was taken by another transaction")

// lockNonce takes the nonce counter's lock and returns the next nonce.
func (s *Sender) lockNonce(ctx context.Context, tx Tx) (uint64, error) {
	next, found, err := tx.LockNonce(ctx, s.account)
	if err != nil {
		return 0, err
	}
	return s.nonceOrStart(ctx, tx, next, found)
}

// nonceOrStart is next when the counter was found locked; otherwise this is
// the wallet's first transaction on the chain, and the counter starts at
// the chain's own count (the wallet may have been used elsewhere).
func (s *Sender) nonceOrStart(ctx context.Context, tx Tx, next uint64, found bool) (uint64, error) {
	if found {
		return next, nil
	}
	pending, err := s.backend.PendingNonceAt(ctx, s.from)
	if err != nil {
		return 0, fmt.Errorf("relayer: pending nonce of %s: %w", s.from.Hex(), err)
	}
	return tx.CreateNonce(ctx, s.account, pending)
}

// CatchUp moves the wallet's nonce counter up to the chain's count of its
// transactions when the counter is behind: after a database restored from
// a backup, whose counter predates transactions the chain has mined since,
// the next transaction would otherwise reuse a spent nonce and fail. It
// reports the counter it found and where it stands now. A counter at or
// ahead of the chain's is left alone (its transactions may be on their way).
func (s *Sender) CatchUp(ctx context.Context) (was, now uint64, err error) {
	pending, err := s.backend.PendingNonceAt(ctx, s.from)
	if err != nil {
		return 0, 0, fmt.Errorf("relayer.CatchUp: pending nonce of %s: %w", s.from.Hex(), err)
	}
	var found bool
	err = s.store.InTx(ctx, func(tx Tx) error {
		var err error
		was, found, err = tx.LockNonce(ctx, s.account)
		return err
	})
	if err != nil {
		return 0, 0, fmt.Errorf("relayer.CatchUp: %w", err)
	}
	if !found || was >= pending {
		return was, was, nil // a first transaction starts at the chain's count anyway
	}
	if err := s.store.RaiseNonce(ctx, s.account, pending); err != nil {
		return was, was, fmt.Errorf("relayer.CatchUp: %w", err)
	}
	return was, pending, nil
}

// broadcast sends a stored transaction. Transient failures are logged and
// left to Rebroadcast, since the transaction is already committed to; a
// nonce taken by another transaction is ErrReplaced.
func (s *Sender) broadcast(ctx context.Context, signed *types.Transaction) error {
	if err := s.push(ctx, signed); err != nil {
		return err
	}
	if err := s.store.MarkSent(ctx, s.head.Load(), signed.Hash()); err != nil {
		s.log.WarnContext(ctx, "record broadcast", "tx", signed.Hash().Hex(), "err", err)
	}
	return nil
}

// broadcastAll sends stored transactions in the order given (nonce order,
// so the node need not hold any back) and records the sent ones in one
// statement. It returns each one's broadcast error, as broadcast does.
func (s *Sender) broadcastAll(ctx context.Context, txs []*types.Transaction) []error {
	errs := make([]error, len(txs))
	sent := make([]common.Hash, 0, len(txs))
	for i, tx := range txs {
		if errs[i] = s.push(ctx, tx); errs[i] == nil {
			sent = append(sent, tx.Hash())
		}
	}
	if len(sent) > 0 {
		if err := s.store.MarkSent(ctx, s.head.Load(), sent...); err != nil {
			s.log.WarnContext(ctx, "record broadcast", "txs", len(sent), "err", err)
		}
	}
	return errs
}

// push hands a stored transaction to the node without recording it: nil
// when the node has it (or mined it), ErrReplaced, or a transient error.
func (s *Sender) push(ctx context.Context, signed *types.Transaction) error {
	err := s.backend.SendTransaction(ctx, signed)
	if err != nil {
		msg := strings.ToLower(err.Error())
		switch {
		case strings.Contains(msg, "already known") || strings.Contains(msg, "already imported"):
		case strings.Contains(msg, "nonce too low"):
			if s.minedSoon(ctx, signed.Hash()) {
				break // it is ours, already mined (this version or another)
			}
			s.log.ErrorContext(ctx, "stored transaction's nonce was used elsewhere; resyncing", "tx", signed.Hash().Hex(), "nonce", signed.Nonce())
			if err := s.store.MarkReplaced(ctx, signed.Hash()); err != nil {
				s.log.WarnContext(ctx, "record replaced transaction", "tx", signed.Hash().Hex(), "err", err)
			}
			if pending, perr := s.backend.PendingNonceAt(ctx, s.from); perr == nil {
				if err := s.store.RaiseNonce(ctx, s.account, pending); err != nil {
					s.log.WarnContext(ctx, "resync nonce", "nonce", pending, "err", err)
				}
			}
			return ErrReplaced
		default:
			s.log.WarnContext(ctx, "broadcast failed; will retry", "tx", signed.Hash().Hex(), "err", err)
			return err
		}
	}
	return nil
}

// minedSoon reports whether hash, or another version of its transaction,
// has a receipt within minedGrace; the receipt is recorded.
func (s *Sender) minedSoon(ctx context.Context, hash common.Hash) bool {
	versions := s.versionsOf(ctx, hash)
	deadline := time.Now().Add(s.minedGrace)
	for {
		for _, h := range versions {
			if r, err := s.backend.TransactionReceipt(ctx, h); err == nil {
				s.recordReceipt(ctx, r)
				return true
			}
		}
		if time.Now().After(deadline) || ctx.Err() != nil {
			return false
		}
		time.Sleep(50 * time.Millisecond)
	}
}

// Rebroadcast resends stored transactions that have no receipt yet and
// were signed before olderThan ago, and records receipts it finds. It is
// safe to run from several processes: resending is idempotent.
func (s *Sender) Rebroadcast(ctx context.Context, olderThan time.Duration) (int, error) {
	txs, err := s.store.Unmined(ctx, s.account, olderThan, 500)
	if err != nil {
		return 0, fmt.Errorf("relayer.Rebroadcast: %w", err)
	}
	if len(txs) > 0 {
		// Those never sent count as sent now.
		if _, err := s.latest(ctx); err != nil {
			return 0, fmt.Errorf("relayer.Rebroadcast: %w", err)
		}
	}
	n := 0
	for _, st := range txs {
		if receipt, err := s.backend.TransactionReceipt(ctx, st.Hash); err == nil {
			s.recordReceipt(ctx, receipt)
			continue
		}
		var signed types.Transaction
		if err := signed.UnmarshalBinary(st.Raw); err != nil {
			return n, fmt.Errorf("relayer.Rebroadcast: decode %s: %w", st.Hash.Hex(), err)
		}
		_ = s.broadcast(ctx, &signed)
		if err := s.store.Touch(ctx, st.Hash); err != nil {
			s.log.WarnContext(ctx, "record rebroadcast", "tx", st.Hash.Hex(), "err", err)
		}
		n++
	}
	return n, nil
}

// Resend broadcasts the stored transaction with hash again (after a crash
// between commit and broadcast, say).
func (s *Sender) Resend(ctx context.Context, hash common.Hash) error {
	st, err := s.store.Signed(ctx, hash)
	if err != nil {
		return fmt.Errorf("relayer.Resend(%s): %w", hash.Hex(), err)
	}
	var signed types.Transaction
	if err := signed.UnmarshalBinary(st.Raw); err != nil {
		return fmt.Errorf("relayer.Resend(%s): %w", hash.Hex(), err)
	}
	if err := s.broadcast(ctx, &signed); errors.Is(err, ErrReplaced) {
		return err
	}
	return nil
}

// WaitReceipt waits until the transaction is mined, records the receipt
// and returns it. Waiters share one lookup pass per block.
func (s *Sender) WaitReceipt(ctx context.Context, hash common.Hash) (*types.Receipt, error) {
	receipt, err := s.receipts.wait(ctx, hash)
	if err != nil {
		return nil, err
	}
	s.recordReceipt(ctx, receipt)
	return receipt, nil
}

// tipTTL is how long a suggested priority fee is reused. The fee cap is
// priced from the latest base fee every time; only the tip, which moves
// slowly, is cached.
const tipTTL = 10 * time.Second

// fees are the tip and fee cap of the next transactions, priced as
// bind.Transact prices one (a fee cap of tip + 2 × base fee), so a batch
// asks the node once rather than once per transaction. The base fee is
// the latest block's: the one the receipt watcher was last told of while
// it follows announcements, else asked for. (A fee cap of twice the base
// fee outlasts several blocks of the steepest rise, so an announcement
// still on its way costs nothing.)
func (s *Sender) fees(ctx context.Context) (tip, feeCap *big.Int, err error) {
	head, err := s.latest(ctx)
	if err != nil {
		return nil, nil, err
	}
	if tip, err = s.suggestedTip(ctx); err != nil {
		return nil, nil, err
	}
	feeCap = new(big.Int).Add(tip, new(big.Int).Mul(head.BaseFee, big.NewInt(2)))
	if s.MaxFee != nil {
		above := head.BaseFee.Cmp(s.MaxFee) > 0
		if s.OnFeesAboveCap != nil {
			s.OnFeesAboveCap(above)
		}
		if above {
			return nil, nil, fmt.Errorf("%w: base fee %s wei, cap %s wei", ErrFeesAboveCap, head.BaseFee, s.MaxFee)
		}
		// Under the cap, the tip gives way first: the fee cap never
		// exceeds MaxFee (and is MaxFee within a bump of it, see capped),
		// and a tip above it would be refused.
		feeCap = s.capped(feeCap)
		if tip.Cmp(feeCap) > 0 {
			tip = new(big.Int).Set(feeCap)
		}
	}
	return tip, feeCap, nil
}

// latest is the latest block: the one the receipt watcher was last told
// of while it follows announcements, else asked for. Its number is what
// transactions broadcast from now on count as sent at.
func (s *Sender) latest(ctx context.Context) (*types.Header, error) {
	head := s.receipts.latestHead()
	if head == nil {
		var err error
		if head, err = s.backend.HeaderByNumber(ctx, nil); err != nil {
			return nil, fmt.Errorf("relayer: latest block: %w", err)
		}
	}
	if head.BaseFee == nil {
		return nil, errors.New("relayer: the chain has no base fee (pre-London)")
	}
	s.head.Store(head.Number.Uint64())
	s.blockGas.Store(head.GasLimit)
	return head, nil
}

// suggestedTip is the node's suggested priority fee, asked for at most
// once per tipTTL.
func (s *Sender) suggestedTip(ctx context.Context) (*big.Int, error) {
	s.tipMu.Lock()
	tip := s.tip
	fresh := tip != nil && time.Now().Before(s.tipUntil)
	s.tipMu.Unlock()
	if fresh {
		return tip, nil
	}
	tip, err := s.backend.SuggestGasTipCap(ctx)
	if err != nil {
		return nil, fmt.Errorf("relayer: gas tip: %w", err)
	}
	s.tipMu.Lock()
	s.tip, s.tipUntil = tip, time.Now().Add(tipTTL)
	s.tipMu.Unlock()
	return tip, nil
}

// ErrFeesAboveCap means the chain's base fee is above the wallet's fee cap
// (PAYSTEAD_MAX_FEE_GWEI): nothing is signed until it falls back.
var ErrFeesAboveCap = errors.New("the chain's base fee is above the server wallet's fee cap; transactions wait")

// calldataOpts make a binding build a transaction without signing or
// sending it, to take its calldata.
func (s *Sender) calldataOpts(gas uint64) *bind.TransactOpts {
	return &bind.TransactOpts{
		From: s.from, Nonce: new(big.Int), GasLimit: gas, GasTipCap: new(big.Int), GasFeeCap: new(big.Int), NoSend: true,
		Signer: func(_ common.Address, tx *types.Transaction) (*types.Transaction, error) { return tx, nil },
	}
}

// simulate runs data against to as a call at gas from the server wallet:
// a transaction the contract refuses comes back decoded, with no nonce
// used and nothing sent, as gas estimation would report it, but without
// estimation's cost on every send. It returns the gas limit to send with:
// gas, or an estimate plus a quarter when the call failed without a
// contract error and estimation succeeds (what, described in words, is
// logged).
func (s *Sender) simulate(ctx context.Context, to common.Address, data []byte, gas uint64, what string) (uint64, error) {
	limit := s.scaledGas(what, gas)
	msg := ethereum.CallMsg{From: s.from, To: &to, Gas: limit, Data: data}
	_, err := s.backend.CallContract(ctx, msg, nil)
	if err == nil {
		return limit, nil
	}
	err = chain.DecodeRevert(err)
	if !gasMayCure(err) {
		return 0, err
	}
	// Out of gas, said so or not: a call that runs out of gas inside
	// another contract reverts the outer one with no reason at all, or
	// with the reason of the library that made the call (Permit2's
	// TRANSFER_FROM_FAILED when the token's transfer ran short). Only
	// estimation tells that from a real refusal, and gas schedules differ
	// between chains and forks (a first payment took 91,086 gas on the
	// embedded chain; on geth 1.17's dev chain, paying a gateway that held
	// none of the token, more than its 150,000 limit).
	msg.Gas = 0
	est, eerr := s.backend.EstimateGas(ctx, msg)
	if eerr != nil {
		return 0, chain.DecodeRevert(eerr)
	}
	s.log.InfoContext(ctx, what+" needs more gas than its fixed limit", "limit", limit, "estimate", est)
	s.learnGas(what, gas, est+est/4)
	return est + est/4, nil
}

// maxGasScale caps what estimates may teach: ten times the fixed limits.
const maxGasScale = 10_000

// scaledGas is the fixed limit gas of what, grown by what estimates taught.
func (s *Sender) scaledGas(what string, gas uint64) uint64 {
	s.gasMu.Lock()
	scale := s.gasScale[what]
	s.gasMu.Unlock()
	if scale <= 1000 {
		return gas
	}
	return gas * scale / 1000
}

// learnGas records that what, with a fixed limit of gas, needed needed.
func (s *Sender) learnGas(what string, gas, needed uint64) {
	scale := min(needed*1000/gas+1, maxGasScale)
	s.gasMu.Lock()
	defer s.gasMu.Unlock()
	if s.gasScale == nil {
		s.gasScale = map[string]uint64{}
	}
	if scale > s.gasScale[what] {
		s.gasScale[what] = scale
		s.log.Info(what+" gas limits raised for this chain", "per_mille", scale)
	}
}

func (s *Sender) recordReceipt(ctx context.Context, r *types.Receipt) {
	if err := s.store.RecordReceipt(context.WithoutCancel(ctx), r); err != nil {
		s.log.WarnContext(ctx, "record receipt", "tx", r.TxHash.Hex(), "err", err)
	}
}

// RevertReason replays a reverted transaction as a call at its block to
// recover the contract's error, for a message a person can act on.
func (s *Sender) RevertReason(ctx context.Context, hash common.Hash, receipt *types.Receipt) error {
	reader, ok := s.backend.(interface {
		TransactionByHash(context.Context, common.Hash) (*types.Transaction, bool, error)
	})
	if !ok {
		return fmt.Errorf("transaction %s reverted", hash.Hex())
	}
	tx, _, err := reader.TransactionByHash(ctx, hash)
	if err != nil {
		return fmt.Errorf("transaction %s reverted", hash.Hex())
	}
	msg := ethereum.CallMsg{From: s.from, To: tx.To(), Gas: tx.Gas(), Value: tx.Value(), Data: tx.Data()}
	_, err = s.backend.CallContract(ctx, msg, receipt.BlockNumber)
	if err == nil {
		return fmt.Errorf("transaction %s reverted", hash.Hex())
	}
	return chain.DecodeRevert(err)
}

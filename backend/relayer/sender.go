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
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgxpool"

	"github.com/paystead/paystead/backend/chain"
)

// Purpose says what a transaction is for.
type Purpose string

// Transaction purposes.
const (
	PurposeStage  Purpose = "stage"
	PurposePay    Purpose = "pay"
	PurposeRefund Purpose = "refund"
	PurposeClaim  Purpose = "claim"
)

// Sender signs and sends the server wallet's transactions. Nonces come
// from Postgres under a row lock, so they stay correct across goroutines
// and across processes sharing the database; every signed transaction is
// stored before broadcast and rebroadcast until mined, so a crash neither
// loses one nor leaves a gap in the nonces.
type Sender struct {
	pool    *pgxpool.Pool
	backend chain.Backend
	key     *ecdsa.PrivateKey
	from    common.Address
	chainID *big.Int
	poll    time.Duration
	log     *slog.Logger
	// receipts serves WaitReceipt: one pass per block for all waiters.
	receipts *receiptWatcher

	tipMu    sync.Mutex
	tip      *big.Int // the cached priority fee (see fees)
	tipUntil time.Time
}

// NewSender returns a Sender for key on chainID; poll is how often
// receipts are asked for.
func NewSender(pool *pgxpool.Pool, backend chain.Backend, key *ecdsa.PrivateKey, chainID *big.Int, poll time.Duration, log *slog.Logger) *Sender {
	return &Sender{
		pool:     pool,
		backend:  backend,
		key:      key,
		from:     crypto.PubkeyToAddress(key.PublicKey),
		chainID:  new(big.Int).Set(chainID),
		poll:     poll,
		log:      log,
		receipts: newReceiptWatcher(backend, poll, log),
	}
}

// Address is the server wallet.
func (s *Sender) Address() common.Address { return s.from }

// Send builds a transaction with the next nonce (build gets options that
// sign without sending; a revert at gas estimation comes back decoded and
// consumes no nonce), stores it, runs also in the same database
// transaction, commits, and broadcasts.
func (s *Sender) Send(ctx context.Context, purpose Purpose, build func(opts *bind.TransactOpts) (*types.Transaction, error), also func(ctx context.Context, tx pgx.Tx, signed *types.Transaction) error) (*types.Transaction, error) {
	dbtx, err := s.pool.Begin(ctx)
	if err != nil {
		return nil, fmt.Errorf("relayer.Send: %w", err)
	}
	defer dbtx.Rollback(ctx) //nolint:errcheck // a no-op after Commit

	nonce, err := s.lockNonce(ctx, dbtx)
	if err != nil {
		return nil, err
	}
	opts := bind.NewKeyedTransactor(s.key, s.chainID)
	opts.Context = ctx
	opts.Nonce = new(big.Int).SetUint64(nonce)
	opts.NoSend = true
	signed, err := build(opts)
	if err != nil {
		return nil, chain.DecodeRevert(err)
	}
	raw, err := signed.MarshalBinary()
	if err != nil {
		return nil, fmt.Errorf("relayer.Send: encode: %w", err)
	}
	if _, err := dbtx.Exec(ctx, `INSERT INTO relayer_txs (hash, chain_id, sender, nonce, raw, purpose, status)
		VALUES ($1, $2, $3, $4, $5, $6, 'signed')`,
		signed.Hash().Bytes(), s.chainID.Int64(), s.from.Bytes(), int64(nonce), raw, string(purpose)); err != nil {
		return nil, fmt.Errorf("relayer.Send: store: %w", err)
	}
	if _, err := dbtx.Exec(ctx, setNonceSQL,
		s.chainID.Int64(), s.from.Bytes(), int64(nonce+1)); err != nil {
		return nil, fmt.Errorf("relayer.Send: nonce: %w", err)
	}
	if also != nil {
		if err := also(ctx, dbtx, signed); err != nil {
			return nil, err
		}
	}
	if err := dbtx.Commit(ctx); err != nil {
		return nil, fmt.Errorf("relayer.Send: commit: %w", err)
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

// The wallet's nonce counter: lockNonceSQL reads the next nonce and locks
// it until the transaction ends (every transaction the wallet signs takes
// it), setNonceSQL moves it on.
const (
	lockNonceSQL = `SELECT next_nonce FROM relayer_accounts WHERE chain_id = $1 AND address = $2 FOR UPDATE`
	setNonceSQL  = `UPDATE relayer_accounts SET next_nonce = $3 WHERE chain_id = $1 AND address = $2`
)

// lockNonce takes the account row lock and returns the next nonce, which
// is never below the chain's own count (the wallet may be used elsewhere).
func (s *Sender) lockNonce(ctx context.Context, dbtx pgx.Tx) (uint64, error) {
	var next int64
	err := dbtx.QueryRow(ctx, lockNonceSQL,
		s.chainID.Int64(), s.from.Bytes()).Scan(&next)
	if errors.Is(err, pgx.ErrNoRows) {
		pending, err := s.backend.PendingNonceAt(ctx, s.from)
		if err != nil {
			return 0, fmt.Errorf("relayer: pending nonce of %s: %w", s.from.Hex(), err)
		}
		if _, err := dbtx.Exec(ctx, `INSERT INTO relayer_accounts (chain_id, address, next_nonce) VALUES ($1, $2, $3)
			ON CONFLICT DO NOTHING`, s.chainID.Int64(), s.from.Bytes(), int64(pending)); err != nil {
			return 0, err
		}
		// Another process may have inserted first: lock whatever is there.
		err = dbtx.QueryRow(ctx, lockNonceSQL,
			s.chainID.Int64(), s.from.Bytes()).Scan(&next)
		if err != nil {
			return 0, err
		}
	} else if err != nil {
		return 0, fmt.Errorf("relayer: lock nonce: %w", err)
	}
	return uint64(next), nil
}

// broadcast sends a stored transaction. Transient failures are logged and
// left to Rebroadcast, since the transaction is already committed to; a
// nonce taken by another transaction is ErrReplaced.
func (s *Sender) broadcast(ctx context.Context, signed *types.Transaction) error {
	if err := s.push(ctx, signed); err != nil {
		return err
	}
	if _, err := s.pool.Exec(ctx, `UPDATE relayer_txs SET status = 'sent', updated_at = now() WHERE hash = $1 AND status = 'signed'`, signed.Hash().Bytes()); err != nil {
		s.log.WarnContext(ctx, "record broadcast", "tx", signed.Hash().Hex(), "err", err)
	}
	return nil
}

// broadcastAll sends stored transactions in the order given (nonce order,
// so the node need not hold any back) and records the sent ones in one
// statement. It returns each one's broadcast error, as broadcast does.
func (s *Sender) broadcastAll(ctx context.Context, txs []*types.Transaction) []error {
	errs := make([]error, len(txs))
	sent := make([][]byte, 0, len(txs))
	for i, tx := range txs {
		if errs[i] = s.push(ctx, tx); errs[i] == nil {
			sent = append(sent, tx.Hash().Bytes())
		}
	}
	if len(sent) > 0 {
		if _, err := s.pool.Exec(ctx, `UPDATE relayer_txs SET status = 'sent', updated_at = now() WHERE hash = ANY($1) AND status = 'signed'`, sent); err != nil {
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
				break // it is ours, already mined
			}
			s.log.ErrorContext(ctx, "stored transaction's nonce was used elsewhere; resyncing", "tx", signed.Hash().Hex(), "nonce", signed.Nonce())
			_, _ = s.pool.Exec(ctx, `UPDATE relayer_txs SET status = 'replaced', updated_at = now() WHERE hash = $1`, signed.Hash().Bytes())
			if pending, perr := s.backend.PendingNonceAt(ctx, s.from); perr == nil {
				_, _ = s.pool.Exec(ctx, `UPDATE relayer_accounts SET next_nonce = GREATEST(next_nonce, $3) WHERE chain_id = $1 AND address = $2`,
					s.chainID.Int64(), s.from.Bytes(), int64(pending))
			}
			return ErrReplaced
		default:
			s.log.WarnContext(ctx, "broadcast failed; will retry", "tx", signed.Hash().Hex(), "err", err)
			return err
		}
	}
	return nil
}

// minedSoon reports whether hash has a receipt within a few seconds: a
// node may answer "nonce too low" for our own mined transaction before it
// has indexed the receipt.
func (s *Sender) minedSoon(ctx context.Context, hash common.Hash) bool {
	deadline := time.Now().Add(10 * time.Second)
	for {
		if _, err := s.backend.TransactionReceipt(ctx, hash); err == nil {
			return true
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
	rows, err := s.pool.Query(ctx, `SELECT hash, raw FROM relayer_txs
		WHERE status IN ('signed', 'sent') AND sender = $1 AND chain_id = $2 AND updated_at < now() - $3::interval
		ORDER BY nonce LIMIT 500`, s.from.Bytes(), s.chainID.Int64(), olderThan.String())
	if err != nil {
		return 0, fmt.Errorf("relayer.Rebroadcast: %w", err)
	}
	type stored struct {
		hash common.Hash
		raw  []byte
	}
	var txs []stored
	for rows.Next() {
		var h, raw []byte
		if err := rows.Scan(&h, &raw); err != nil {
			rows.Close()
			return 0, err
		}
		txs = append(txs, stored{common.BytesToHash(h), raw})
	}
	rows.Close()
	if err := rows.Err(); err != nil {
		return 0, err
	}
	n := 0
	for _, st := range txs {
		if receipt, err := s.backend.TransactionReceipt(ctx, st.hash); err == nil {
			s.recordReceipt(ctx, receipt)
			continue
		}
		var signed types.Transaction
		if err := signed.UnmarshalBinary(st.raw); err != nil {
			return n, fmt.Errorf("relayer.Rebroadcast: decode %s: %w", st.hash.Hex(), err)
		}
		_ = s.broadcast(ctx, &signed)
		_, _ = s.pool.Exec(ctx, `UPDATE relayer_txs SET updated_at = now() WHERE hash = $1`, st.hash.Bytes())
		n++
	}
	return n, nil
}

// Resend broadcasts the stored transaction with hash again (after a crash
// between commit and broadcast, say).
func (s *Sender) Resend(ctx context.Context, hash common.Hash) error {
	var raw []byte
	if err := s.pool.QueryRow(ctx, `SELECT raw FROM relayer_txs WHERE hash = $1`, hash.Bytes()).Scan(&raw); err != nil {
		return fmt.Errorf("relayer.Resend(%s): %w", hash.Hex(), err)
	}
	var signed types.Transaction
	if err := signed.UnmarshalBinary(raw); err != nil {
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
	head := s.receipts.latestHead()
	if head == nil {
		if head, err = s.backend.HeaderByNumber(ctx, nil); err != nil {
			return nil, nil, fmt.Errorf("relayer: latest block: %w", err)
		}
	}
	if head.BaseFee == nil {
		return nil, nil, errors.New("relayer: the chain has no base fee (pre-London)")
	}
	s.tipMu.Lock()
	tip = s.tip
	fresh := tip != nil && time.Now().Before(s.tipUntil)
	s.tipMu.Unlock()
	if !fresh {
		if tip, err = s.backend.SuggestGasTipCap(ctx); err != nil {
			return nil, nil, fmt.Errorf("relayer: gas tip: %w", err)
		}
		s.tipMu.Lock()
		s.tip, s.tipUntil = tip, time.Now().Add(tipTTL)
		s.tipMu.Unlock()
	}
	feeCap = new(big.Int).Add(tip, new(big.Int).Mul(head.BaseFee, big.NewInt(2)))
	return tip, feeCap, nil
}

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
// gas, or an estimate plus a quarter when the call ran out of gas (what,
// described in words, is logged).
func (s *Sender) simulate(ctx context.Context, to common.Address, data []byte, gas uint64, what string) (uint64, error) {
	msg := ethereum.CallMsg{From: s.from, To: &to, Gas: gas, Data: data}
	_, err := s.backend.CallContract(ctx, msg, nil)
	if err == nil {
		return gas, nil
	}
	err = chain.DecodeRevert(err)
	if chain.RevertName(err) != "" || !strings.Contains(strings.ToLower(err.Error()), "gas") {
		return 0, err
	}
	msg.Gas = 0
	est, eerr := s.backend.EstimateGas(ctx, msg)
	if eerr != nil {
		return 0, chain.DecodeRevert(eerr)
	}
	s.log.InfoContext(ctx, what+" needs more gas than its fixed limit", "limit", gas, "estimate", est)
	return est + est/4, nil
}

func (s *Sender) recordReceipt(ctx context.Context, r *types.Receipt) {
	status := "mined"
	if r.Status != types.ReceiptStatusSuccessful {
		status = "reverted"
	}
	if _, err := s.pool.Exec(context.WithoutCancel(ctx), `UPDATE relayer_txs SET status = $2, block_number = $3, gas_used = $4, updated_at = now()
		WHERE hash = $1`, r.TxHash.Bytes(), status, r.BlockNumber.Int64(), int64(r.GasUsed)); err != nil {
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

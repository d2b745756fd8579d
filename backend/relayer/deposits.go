package relayer

import (
	"context"
	"fmt"
	"log/slog"
	"math/big"
	"strconv"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/paystead/paystead/backend/chain"
)

// TransferTopic is ERC-20's Transfer(address,address,uint256).
var TransferTopic = crypto.Keccak256Hash([]byte("Transfer(address,address,uint256)"))

// Transfer is a token transfer a chain's logs show (#34): the watcher
// reads every transfer of the deployment's tokens and the store keeps
// those to an invoice's deposit address.
type Transfer struct {
	ChainID  int64
	Token    common.Address
	From, To common.Address
	Amount   *big.Int
	TxHash   common.Hash
	LogIndex uint
	Block    uint64
}

// DepositStore keeps the transfers to deposit addresses and the watcher's
// place.
type DepositStore interface {
	Cursor(ctx context.Context, name string) (block uint64, found bool, err error)
	// RecordTransfers keeps, in one transaction, the transfers whose To is
	// an invoice's deposit address (once each, however often it is told of
	// them) and moves name's cursor from from-1 to to; it returns how many
	// it kept. Another process that moved the cursor first makes it a no-op.
	RecordTransfers(ctx context.Context, name string, from, to uint64, transfers []Transfer) (int, error)
}

// DepositWatcher follows the transfers of a chain's tokens at the
// confirmation depth and records those to invoices' deposit addresses:
// what a customer sent from an exchange or a wallet that signs nothing.
// A deposit address is the same on every chain, so each chain's watcher
// finds what was sent there, whatever network the invoice was created
// for. It keeps its place in its store; a reorganisation deeper than its
// depth is not followed (as with the reconciler, the depth is chosen for
// the chain so that it does not happen).
type DepositWatcher struct {
	store         DepositStore
	backend       chain.Backend
	chainID       int64
	factory       common.Address
	tokens        []common.Address
	Confirmations uint64
	// MaxRange bounds the blocks read per step: a token's transfers are
	// many more logs than the gateway's events.
	MaxRange uint64
	// span is the blocks the next step reads: MaxRange, halved after each
	// read the node refused (RPC providers cap a query's logs, about
	// 10,000, which a busy token's transfers exceed in a few hundred blocks
	// of catching up), doubled back after each it answered.
	span uint64
	log  *slog.Logger
}

// NewDepositWatcher returns a watcher of tokens on chainID, for the
// deposit addresses of factory.
func NewDepositWatcher(store DepositStore, backend chain.Backend, chainID int64, factory common.Address, tokens []common.Address, confirmations uint64, log *slog.Logger) *DepositWatcher {
	return &DepositWatcher{store: store, backend: backend, chainID: chainID, factory: factory, tokens: tokens, Confirmations: confirmations, MaxRange: 200, log: log}
}

// CursorName is the name the watcher keeps its place under: its chain's
// and its factory's (another factory's addresses are others, followed from
// when it is configured, as a new gateway's events are).
func (w *DepositWatcher) CursorName() string {
	return "deposits:" + strconv.FormatInt(w.chainID, 10) + ":" + w.factory.Hex()
}

// Step reads the next range of confirmed blocks and returns how many
// transfers to deposit addresses it recorded. Its first step starts at the
// confirmed head: deposit addresses exist only for invoices created since
// deposits were switched on.
func (w *DepositWatcher) Step(ctx context.Context) (int, error) {
	head, err := w.backend.HeaderByNumber(ctx, nil)
	if err != nil {
		return 0, fmt.Errorf("deposits: head: %w", err)
	}
	if head.Number.Uint64() < w.Confirmations {
		return 0, nil
	}
	safe := head.Number.Uint64() - w.Confirmations
	last, found, err := w.store.Cursor(ctx, w.CursorName())
	if err != nil {
		return 0, fmt.Errorf("deposits: %w", err)
	}
	from := last + 1
	if !found {
		from = safe
	}
	if from > safe {
		return 0, nil
	}
	if w.span == 0 || w.span > w.MaxRange {
		w.span = max(w.MaxRange, 1)
	}
	to := min(safe, from+w.span-1)
	logs, err := w.backend.FilterLogs(ctx, ethereum.FilterQuery{
		FromBlock: new(big.Int).SetUint64(from),
		ToBlock:   new(big.Int).SetUint64(to),
		Addresses: w.tokens,
		Topics:    [][]common.Hash{{TransferTopic}},
	})
	if err != nil {
		if ctx.Err() == nil {
			w.span = max(w.span/2, 1) // whatever the node's reason, a smaller read is likelier to pass
		}
		return 0, fmt.Errorf("deposits: logs %d-%d: %w", from, to, err)
	}
	w.span = min(w.span*2, w.MaxRange)
	transfers := make([]Transfer, 0, len(logs))
	for _, l := range logs {
		if t, ok := transferOf(w.chainID, l); ok {
			transfers = append(transfers, t)
		}
	}
	kept, err := w.store.RecordTransfers(ctx, w.CursorName(), from, to, transfers)
	if err != nil {
		return 0, fmt.Errorf("deposits: blocks %d-%d: %w", from, to, err)
	}
	if kept > 0 {
		w.log.InfoContext(ctx, "deposits found", "from", from, "to", to, "count", kept)
	}
	return kept, nil
}

// transferOf reads an ERC-20 Transfer log; a log of another shape (an
// ERC-721 Transfer has a third indexed topic and no data), a zero amount
// or a removed log is none.
func transferOf(chainID int64, l types.Log) (Transfer, bool) {
	if l.Removed || len(l.Topics) != 3 || l.Topics[0] != TransferTopic || len(l.Data) != 32 {
		return Transfer{}, false
	}
	amount := new(big.Int).SetBytes(l.Data)
	if amount.Sign() == 0 {
		return Transfer{}, false
	}
	return Transfer{
		ChainID: chainID, Token: l.Address,
		From: common.BytesToAddress(l.Topics[1].Bytes()), To: common.BytesToAddress(l.Topics[2].Bytes()),
		Amount: amount, TxHash: l.TxHash, LogIndex: l.Index, Block: l.BlockNumber,
	}, true
}

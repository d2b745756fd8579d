package relayer

import (
	"context"
	"fmt"
	"io"
	"log/slog"
	"math/big"
	"slices"
	"testing"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/stretchr/testify/require"

	"github.com/paystead/paystead/backend/chain"
)

// logNode is a chain.Backend that has a head and logs, and nothing else.
type logNode struct {
	chain.Backend
	head    uint64
	logs    []types.Log
	queries []ethereum.FilterQuery
	// maxLogs, when set, refuses a query matching more logs, as RPC providers do.
	maxLogs int
}

func (n *logNode) HeaderByNumber(context.Context, *big.Int) (*types.Header, error) {
	return &types.Header{Number: new(big.Int).SetUint64(n.head)}, nil
}

func (n *logNode) FilterLogs(_ context.Context, q ethereum.FilterQuery) ([]types.Log, error) {
	n.queries = append(n.queries, q)
	var out []types.Log
	for _, l := range n.logs {
		if l.BlockNumber >= q.FromBlock.Uint64() && l.BlockNumber <= q.ToBlock.Uint64() && slices.Contains(q.Addresses, l.Address) &&
			len(l.Topics) > 0 && slices.Contains(q.Topics[0], l.Topics[0]) {
			out = append(out, l)
		}
	}
	if n.maxLogs > 0 && len(out) > n.maxLogs {
		return nil, fmt.Errorf("query returned more than %d results", n.maxLogs)
	}
	return out, nil
}

// depositBook is a DepositStore in memory that knows some deposit addresses.
type depositBook struct {
	cursor   map[string]uint64
	deposits map[common.Address]bool
	kept     []Transfer
}

func (b *depositBook) Cursor(_ context.Context, name string) (uint64, bool, error) {
	at, ok := b.cursor[name]
	return at, ok, nil
}

func (b *depositBook) RecordTransfers(_ context.Context, name string, from, to uint64, ts []Transfer) (int, error) {
	if at, ok := b.cursor[name]; ok && at+1 != from {
		return 0, nil
	}
	n := 0
	for _, t := range ts {
		if b.deposits[t.To] {
			b.kept = append(b.kept, t)
			n++
		}
	}
	b.cursor[name] = to
	return n, nil
}

func transferLog(token, from, to common.Address, amount int64, block uint64, index uint) types.Log {
	return types.Log{Address: token, BlockNumber: block, Index: index, TxHash: common.BigToHash(big.NewInt(int64(block)*1000 + int64(index))),
		Topics: []common.Hash{TransferTopic, common.BytesToHash(from.Bytes()), common.BytesToHash(to.Bytes())},
		Data:   common.BigToHash(big.NewInt(amount)).Bytes()}
}

// The deposit watcher (#34) reads the tokens' transfers at the confirmation depth, from where
// deposits were switched on, a bounded range at a time, and passes on ERC-20 transfers only.
func TestDepositWatcher(t *testing.T) {
	ctx := context.Background()
	usdc, eurc, other, factory := common.HexToAddress("0xA0"), common.HexToAddress("0xE0"), common.HexToAddress("0xF0"), common.HexToAddress("0xFAC")
	deposit, stranger, sender := common.HexToAddress("0xD1"), common.HexToAddress("0x51"), common.HexToAddress("0x5e")
	node := &logNode{head: 100}
	book := &depositBook{cursor: map[string]uint64{}, deposits: map[common.Address]bool{deposit: true}}
	w := NewDepositWatcher(book, node, 1337, factory, []common.Address{usdc, eurc}, 3, slog.New(slog.NewTextHandler(io.Discard, nil)))
	w.MaxRange = 10

	// Before it first ran: not read.
	node.logs = append(node.logs, transferLog(usdc, sender, deposit, 5, 50, 0))
	n, err := w.Step(ctx)
	require.NoError(t, err)
	require.Equal(t, 0, n)
	require.Equal(t, uint64(97), node.queries[0].FromBlock.Uint64(), "the first step starts at the confirmed head")
	require.Equal(t, uint64(97), book.cursor["deposits:1337:"+factory.Hex()])

	nft := transferLog(usdc, sender, deposit, 0, 99, 3)
	nft.Topics = append(nft.Topics, common.BigToHash(big.NewInt(7))) // ERC-721's tokenId
	nft.Data = nil
	removed := transferLog(usdc, sender, deposit, 4, 99, 4)
	removed.Removed = true
	node.logs = append(node.logs,
		transferLog(usdc, sender, deposit, 25_000_000, 98, 0), // a deposit
		transferLog(eurc, sender, deposit, 7_000_000, 99, 1),  // another token, the same address
		transferLog(usdc, sender, stranger, 1_000_000, 99, 2), // to someone else
		transferLog(other, sender, deposit, 9, 99, 5),         // a token the deployment does not take
		transferLog(usdc, sender, deposit, 0, 99, 6),          // nothing moved
		transferLog(usdc, sender, deposit, 3_000_000, 105, 0), // not deep enough yet
		nft, removed,
	)
	node.head = 104 // confirmed up to 101
	n, err = w.Step(ctx)
	require.NoError(t, err)
	require.Equal(t, 2, n)
	require.Equal(t, []common.Address{usdc, eurc}, node.queries[1].Addresses)
	require.Equal(t, uint64(98), node.queries[1].FromBlock.Uint64())
	require.Equal(t, uint64(101), node.queries[1].ToBlock.Uint64())
	require.Len(t, book.kept, 2)
	require.Equal(t, Transfer{ChainID: 1337, Token: usdc, From: sender, To: deposit, Amount: big.NewInt(25_000_000),
		TxHash: common.BigToHash(big.NewInt(98000)), LogIndex: 0, Block: 98}, book.kept[0])
	require.Equal(t, eurc, book.kept[1].Token)

	// A range at a time.
	node.head = 150
	_, err = w.Step(ctx)
	require.NoError(t, err)
	require.Equal(t, uint64(102), node.queries[2].FromBlock.Uint64())
	require.Equal(t, uint64(111), node.queries[2].ToBlock.Uint64())
	require.Len(t, book.kept, 3, "the deposit of block 105")
}

// TestDepositWatcherCatchesUpUnderALogCap: a busy token has more transfers in a full range than
// the node answers in one query; the watcher reads smaller ranges until it passes, misses
// nothing, and reads full ranges again once through.
func TestDepositWatcherCatchesUpUnderALogCap(t *testing.T) {
	ctx := context.Background()
	usdc, factory := common.HexToAddress("0xA0"), common.HexToAddress("0xFAC")
	deposit, sender, someone := common.HexToAddress("0xD1"), common.HexToAddress("0x5e"), common.HexToAddress("0x51")
	node := &logNode{head: 13, maxLogs: 10}
	book := &depositBook{cursor: map[string]uint64{}, deposits: map[common.Address]bool{deposit: true}}
	w := NewDepositWatcher(book, node, 1337, factory, []common.Address{usdc}, 3, slog.New(slog.NewTextHandler(io.Discard, nil)))
	w.MaxRange = 64
	_, err := w.Step(ctx) // starts at block 10
	require.NoError(t, err)
	// Blocks 11 to 74: six transfers each to someone else, block 40 and 74 a deposit too.
	for b := uint64(11); b <= 74; b++ {
		for i := range uint(6) {
			node.logs = append(node.logs, transferLog(usdc, sender, someone, 1, b, i))
		}
	}
	node.logs = append(node.logs, transferLog(usdc, sender, deposit, 5, 40, 6), transferLog(usdc, sender, deposit, 7, 74, 6))
	node.head = 77 // confirmed up to 74
	for range 200 {
		if book.cursor["deposits:1337:"+factory.Hex()] == 74 {
			break
		}
		_, _ = w.Step(ctx) // refused reads are errors, and the next reads less
	}
	require.Equal(t, uint64(74), book.cursor["deposits:1337:"+factory.Hex()], "caught up")
	require.Len(t, book.kept, 2, "no deposit missed")
	for _, q := range node.queries {
		require.LessOrEqual(t, q.ToBlock.Uint64()-q.FromBlock.Uint64()+1, uint64(64))
	}

	// Through, it reads full ranges again.
	node.maxLogs = 0
	node.head = 300
	for range 8 {
		_, err = w.Step(ctx)
		require.NoError(t, err)
	}
	widest := uint64(0)
	for _, q := range node.queries[len(node.queries)-8:] {
		widest = max(widest, q.ToBlock.Uint64()-q.FromBlock.Uint64()+1)
	}
	require.Equal(t, uint64(64), widest)
}

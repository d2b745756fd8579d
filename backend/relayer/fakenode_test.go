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
	"github.com/ethereum/go-ethereum/accounts/abi"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/hexutil"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/stretchr/testify/require"

	"github.com/paystead/paystead/backend/chain"
)

// The relayer's tests run against two fakes: fakeNode (this file), a
// node that mines every transaction it takes at once, and fakeStore
// (fakestore_test.go), the relayer's storage in memory. Neither needs a
// chain or a database.

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
	// answer, when set, answers calls at the latest block before simulate
	// does: the return data, or an error.
	answer func(ethereum.CallMsg) ([]byte, error)
	// mine decides a taken transaction's outcome: its status and logs.
	mine func(*types.Transaction) (status uint64, logs []*types.Log)
	// replay answers calls at a past block: why a mined one reverted.
	replay func(ethereum.CallMsg) error
	// hold keeps taken transactions in the pool, unmined, until mineHeld.
	hold bool
	// estimate is what EstimateGas answers (100,000 when zero) for a call
	// simulate lets through at the block's gas limit; estimates counts the
	// calls.
	estimate  uint64
	estimates int
	// baseFee is the base fee of every block (1 gwei when nil).
	baseFee *big.Int
	// tip is the suggested priority fee (1 gwei when nil).
	tip *big.Int
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
	if old, ok := n.queued[from][tx.Nonce()]; ok && old.Hash() != tx.Hash() {
		// A replacement must offer 10% more in both fees, as geth's pool asks.
		if !atLeastBump(tx.GasTipCap(), old.GasTipCap()) || !atLeastBump(tx.GasFeeCap(), old.GasFeeCap()) {
			return errors.New("replacement transaction underpriced")
		}
	}
	n.queued[from][tx.Nonce()] = tx
	if n.hold {
		return nil
	}
	n.minePoolLocked(from)
	return nil
}

// mineHeld stops holding transactions and mines those held.
func (n *fakeNode) mineHeld() {
	n.mu.Lock()
	defer n.mu.Unlock()
	n.hold = false
	for from := range n.queued {
		n.minePoolLocked(from)
	}
}

// holding has the node keep the transactions it takes unmined.
func (n *fakeNode) holding() {
	n.mu.Lock()
	defer n.mu.Unlock()
	n.hold = true
}

// mined reports whether hash has a receipt.
func (n *fakeNode) mined(hash common.Hash) bool {
	n.mu.Lock()
	defer n.mu.Unlock()
	_, ok := n.receipts[hash]
	return ok
}

// minePoolLocked mines from's pooled transactions that are next in nonce
// order.
func (n *fakeNode) minePoolLocked(from common.Address) {
	for {
		next, ok := n.queued[from][n.nonces[from]]
		if !ok || next.GasFeeCap().Cmp(n.baseFeeLocked()) < 0 {
			return // a gap, or priced under the base fee: it waits
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

// mineTx mines tx itself, whatever version of its nonce the pool holds:
// a replaced transaction that reached a block builder first.
func (n *fakeNode) mineTx(tx *types.Transaction) {
	n.mu.Lock()
	defer n.mu.Unlock()
	from := n.sender(tx)
	require.Equal(n.t, n.nonces[from], tx.Nonce(), "mined in nonce order")
	delete(n.queued[from], tx.Nonce())
	n.mineLocked(from, tx)
}

// advance moves the chain on by blocks empty blocks, at baseFee (nil:
// unchanged), and mines what the pool holds that the base fee lets in.
func (n *fakeNode) advance(blocks uint64, baseFee *big.Int) {
	n.mu.Lock()
	defer n.mu.Unlock()
	n.head += blocks
	if baseFee != nil {
		n.baseFee = baseFee
	}
	if !n.hold {
		for from := range n.queued {
			n.minePoolLocked(from)
		}
	}
}

func (n *fakeNode) baseFeeLocked() *big.Int {
	if n.baseFee != nil {
		return n.baseFee
	}
	return big.NewInt(1e9)
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
	return &types.Header{Number: new(big.Int).SetUint64(h), BaseFee: n.baseFeeLocked(), Time: 1_800_000_000 + h}, nil
}

func (n *fakeNode) CallContract(_ context.Context, msg ethereum.CallMsg, block *big.Int) ([]byte, error) {
	switch {
	case block == nil && n.answer != nil:
		return n.answer(msg)
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

func (n *fakeNode) SuggestGasTipCap(context.Context) (*big.Int, error) {
	n.mu.Lock()
	defer n.mu.Unlock()
	if n.tip != nil {
		return new(big.Int).Set(n.tip), nil
	}
	return big.NewInt(1e9), nil
}

func (n *fakeNode) EstimateGas(_ context.Context, msg ethereum.CallMsg) (uint64, error) {
	if n.simulate != nil {
		// As a node estimates: the call must succeed at the block's limit.
		msg.Gas = 30_000_000
		if err := n.simulate(msg); err != nil {
			n.mu.Lock()
			n.estimates++
			n.mu.Unlock()
			return 0, err
		}
	}
	n.mu.Lock()
	defer n.mu.Unlock()
	n.estimates++
	if n.estimate != 0 {
		return n.estimate, nil
	}
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
	return dataError{hexutil.Encode(revertData(signature, args...))}
}

// revertData is the revert data of the custom error signature with args.
func revertData(signature string, args ...[]byte) []byte {
	data := crypto.Keccak256([]byte(signature))[:4]
	for _, a := range args {
		data = append(data, common.LeftPadBytes(a, 32)...)
	}
	return data
}

// revertReason is the error a node answers for a call reverted with
// Error(reason), as Solidity's require and solmate's SafeTransferLib do.
func revertReason(reason string) error {
	return dataError{hexutil.Encode(reasonData(reason))}
}

// reasonData is the revert data of Error(reason).
func reasonData(reason string) []byte {
	packed, err := abi.Arguments{{Type: abiString}}.Pack(reason)
	if err != nil {
		panic(err)
	}
	return append(crypto.Keccak256([]byte("Error(string)"))[:4], packed...)
}

var abiString, _ = abi.NewType("string", "", nil)

// dataError is geth's JSON-RPC error with revert data (rpc.DataError).
type dataError struct{ data string }

func (e dataError) Error() string          { return "execution reverted" }
func (e dataError) ErrorCode() int         { return 3 }
func (e dataError) ErrorData() interface{} { return e.data }

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

// nonceTakenElsewhere has the wallet use a nonce outside Paystead after the
// store's counter started at 0: the chain's count is 1, but the counter
// still hands out 0, so the next transaction's nonce is taken.
func (b relayerBundle) nonceTakenElsewhere() {
	b.node.useNonce(b.account.Address)
	b.store.mu.Lock()
	defer b.store.mu.Unlock()
	b.store.nonces[b.account] = 0
}

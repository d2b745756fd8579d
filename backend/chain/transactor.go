package chain

import (
	"context"
	"crypto/ecdsa"
	"fmt"
	"math/big"
	"sync"

	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/crypto"
)

// Transactor signs and sends transactions from one key, handing out nonces one at a time.
//
// It is deliberately small: the nonce is max(pending nonce on the node, last nonce used + 1),
// taken under a mutex that is held for the whole send, so concurrent sends from one key never
// collide and a send that fails before reaching the node does not leave a gap.
type Transactor struct {
	backend bind.ContractTransactor
	key     *ecdsa.PrivateKey
	from    common.Address
	chainID *big.Int
	seal    func()

	mu   sync.Mutex
	next uint64 // next nonce to use, if known
	used bool
}

// NewTransactor returns a Transactor for key on the chain with chainID. seal, when not nil, is
// called after every successful send; pass the simulated backend's Commit in tests and nil for a
// chain that seals blocks by itself.
func NewTransactor(backend bind.ContractTransactor, key *ecdsa.PrivateKey, chainID *big.Int, seal func()) *Transactor {
	return &Transactor{
		backend: backend,
		key:     key,
		from:    crypto.PubkeyToAddress(key.PublicKey),
		chainID: new(big.Int).Set(chainID),
		seal:    seal,
	}
}

// Address is the account the Transactor sends from.
func (t *Transactor) Address() common.Address { return t.from }

// Send calls send with options carrying the next nonce and ctx, and seals a block afterwards
// when the Transactor was given a sealer. The nonce counts as used only when send succeeds.
func (t *Transactor) Send(ctx context.Context, send func(opts *bind.TransactOpts) (*types.Transaction, error)) (*types.Transaction, error) {
	t.mu.Lock()
	defer t.mu.Unlock()

	pending, err := t.backend.PendingNonceAt(ctx, t.from)
	if err != nil {
		return nil, fmt.Errorf("pending nonce of %s: %w", t.from, err)
	}
	nonce := pending
	if t.used && t.next > nonce {
		nonce = t.next
	}
	opts := bind.NewKeyedTransactor(t.key, t.chainID)
	opts.Context = ctx
	opts.Nonce = new(big.Int).SetUint64(nonce)

	tx, err := send(opts)
	if err != nil {
		return nil, DecodeRevert(err)
	}
	t.next, t.used = nonce+1, true
	if t.seal != nil {
		t.seal()
	}
	return tx, nil
}

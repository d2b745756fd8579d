// Package devnode does to a development node (geth --dev, Anvil, Hardhat,
// `paystead dev`'s chain) what only development nodes allow: move its
// clock, and send from the accounts it holds unlocked. `paystead dev
// travel` and `paystead dev fund` use it, and so does the tests' geth
// (backend/gethdev).
package devnode

import (
	"context"
	"crypto/rand"
	"errors"
	"fmt"
	"math/big"
	"strings"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/hexutil"
	"github.com/ethereum/go-ethereum/rpc"
)

// ErrNoClockControl means the node offers no way to move its clock.
var ErrNoClockControl = errors.New("the node moves its clock neither with evm_increaseTime (Anvil, Hardhat, paystead dev) nor with testing_commitBlockV1 (geth --dev started with --http.api including testing)")

// Travel moves the chain's clock forward by d and seals a block stamped
// there. Anvil, Hardhat and `paystead dev`'s chain take evm_increaseTime
// and evm_mine. geth --dev has neither: it takes a block stamped d after
// its head through its testing API (testing_commitBlockV1). geth's own
// sealer stamps blocks with the wall clock and cannot build on a block
// from its future, so after such a jump the caller must seal blocks in its
// place (SealEvery) until the wall clock catches up: sealer is true then.
func Travel(ctx context.Context, c *rpc.Client, d time.Duration) (sealer bool, err error) {
	secs := int64(d / time.Second)
	if secs <= 0 {
		return false, fmt.Errorf("devnode.Travel: %s is less than a second", d)
	}
	var ignored any
	if err := c.CallContext(ctx, &ignored, "evm_increaseTime", secs); err == nil {
		if err := c.CallContext(ctx, &ignored, "evm_mine"); err != nil {
			return false, fmt.Errorf("devnode.Travel: evm_mine: %w", err)
		}
		return false, nil
	} else if !isMethodNotFound(err) {
		return false, fmt.Errorf("devnode.Travel: evm_increaseTime: %w", err)
	}
	head, err := headTime(ctx, c)
	if err != nil {
		return false, err
	}
	if err := commitBlock(ctx, c, head+uint64(secs), true); err != nil {
		if isMethodNotFound(err) {
			return false, ErrNoClockControl
		}
		return false, fmt.Errorf("devnode.Travel: %w", err)
	}
	return true, nil
}

// sealNext seals a block of what geth's pool holds, stamped step after
// its head: what geth's own sealer would do, after Travel.
func sealNext(ctx context.Context, c *rpc.Client, step time.Duration) error {
	head, err := headTime(ctx, c)
	if err != nil {
		return err
	}
	return commitBlock(ctx, c, head+uint64(max(step, time.Second)/time.Second), false)
}

// SealEvery seals a block of what geth's pool holds every period, stamped
// period after the one before (sealNext), until ctx ends; onErr, when not
// nil, hears of a block that could not be sealed.
func SealEvery(ctx context.Context, c *rpc.Client, period time.Duration, onErr func(error)) {
	ticker := time.NewTicker(max(time.Second, period))
	defer ticker.Stop()
	for {
		select {
		case <-ctx.Done():
			return
		case <-ticker.C:
		}
		blockCtx, cancel := context.WithTimeout(ctx, 10*time.Second)
		err := sealNext(blockCtx, c, period)
		cancel()
		if err != nil && ctx.Err() == nil && onErr != nil {
			onErr(err)
		}
	}
}

// commitBlock seals a block on geth's head stamped at, empty or with what
// the pool holds, through testing_commitBlockV1.
func commitBlock(ctx context.Context, c *rpc.Client, at uint64, empty bool) error {
	var random common.Hash
	_, _ = rand.Read(random[:])
	attrs := map[string]any{
		"timestamp": hexutil.Uint64(at), "prevRandao": random, "suggestedFeeRecipient": common.Address{},
		"withdrawals": []any{}, "parentBeaconBlockRoot": common.Hash{},
	}
	var txs any // nil: the pool's transactions
	if empty {
		txs = []hexutil.Bytes{}
	}
	var hash common.Hash
	if err := c.CallContext(ctx, &hash, "testing_commitBlockV1", attrs, txs, nil); err != nil {
		return fmt.Errorf("testing_commitBlockV1: %w", err)
	}
	return nil
}

// UnlockedAccount is an account the node signs for (geth --dev's funded
// developer account, Anvil's and Hardhat's first), or false when it holds
// none.
func UnlockedAccount(ctx context.Context, c *rpc.Client) (common.Address, bool, error) {
	var accounts []common.Address
	if err := c.CallContext(ctx, &accounts, "eth_accounts"); err != nil {
		if isMethodNotFound(err) {
			return common.Address{}, false, nil
		}
		return common.Address{}, false, fmt.Errorf("eth_accounts: %w", err)
	}
	if len(accounts) == 0 {
		return common.Address{}, false, nil
	}
	return accounts[0], true, nil
}

// SendFrom has the node send wei from an account it holds unlocked to to,
// and returns the transaction's hash.
//
// The node picks the nonce from its pool, which it rebuilds after each
// block: a send just then can be given a nonce already taken and be
// refused ("replacement transaction underpriced", "nonce too low"). Nothing
// was sent, so it is tried again, a few times.
func SendFrom(ctx context.Context, c *rpc.Client, from, to common.Address, wei *big.Int) (common.Hash, error) {
	var hash common.Hash
	var err error
	for attempt := 0; attempt < 10; attempt++ {
		err = c.CallContext(ctx, &hash, "eth_sendTransaction", map[string]any{"from": from, "to": to, "value": (*hexutil.Big)(wei)})
		if err == nil {
			return hash, nil
		}
		msg := strings.ToLower(err.Error())
		if !strings.Contains(msg, "replacement transaction underpriced") && !strings.Contains(msg, "nonce too low") {
			break
		}
		select {
		case <-ctx.Done():
			return common.Hash{}, ctx.Err()
		case <-time.After(100 * time.Millisecond):
		}
	}
	return common.Hash{}, fmt.Errorf("eth_sendTransaction from %s: %w", from.Hex(), err)
}

func headTime(ctx context.Context, c *rpc.Client) (uint64, error) {
	var head struct {
		Timestamp hexutil.Uint64 `json:"timestamp"`
	}
	if err := c.CallContext(ctx, &head, "eth_getBlockByNumber", "latest", false); err != nil {
		return 0, fmt.Errorf("the latest block: %w", err)
	}
	return uint64(head.Timestamp), nil
}

// isMethodNotFound reports JSON-RPC's "method not found" (-32601), or a
// node's wording of it.
func isMethodNotFound(err error) bool {
	var re rpc.Error
	if errors.As(err, &re) && re.ErrorCode() == -32601 {
		return true
	}
	return false
}

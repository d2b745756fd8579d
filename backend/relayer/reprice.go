package relayer

import (
	"context"
	"errors"
	"fmt"
	"math/big"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
)

// DefaultRepriceAfter is how many blocks a sent transaction waits unmined
// before it is repriced: a transaction priced at twice the base fee
// outlasts several blocks of the steepest rise, so one still waiting
// after three was priced under a spike (or dropped by the node).
const DefaultRepriceAfter = 3

// Nodes take a transaction that replaces another of the same nonce only
// when both its fees are at least 10% higher (geth's and Nethermind's
// default price bump), rounded up: a tip of 1 wei is replaced by 2, never
// by 1. A replacement offers an eighth more, or the market's price if that
// is higher, and always at least bumpFloorWei more: on a chain whose
// suggested tip is a wei or two (geth --dev, quiet L2s), an eighth more
// is nothing, and the copy could never replace the original.
const (
	minBumpPercent = 110
	bumpEighths    = 9
	// bumpFloorWei is 0.001 gwei: a nudge that clears the 10% rule on any
	// fee under 0.01 gwei and costs a 300,000-gas transaction 0.0000003
	// of the native token.
	bumpFloorWei = 1_000_000
)

// maxReprice bounds the transactions one Reprice pass replaces.
const maxReprice = 200

// Reprice replaces each of the wallet's transactions that has waited
// RepriceAfter blocks since it was sent with a copy at higher fees: the
// market's price now (a fee cap of tip + twice the base fee), and at least
// an eighth above its own, never above MaxFee. Each copy is stored under
// the nonce lock before it is broadcast, so processes never replace the
// same transaction twice; whichever version is mined is the one recorded.
// A transaction whose fees are already as high as MaxFee allows waits;
// OnReprice hears how many.
func (s *Sender) Reprice(ctx context.Context) (int, error) {
	if s.RepriceAfter == 0 {
		return 0, nil
	}
	head, err := s.latest(ctx)
	if err != nil {
		return 0, fmt.Errorf("relayer.Reprice: %w", err)
	}
	if head.Number.Uint64() < s.RepriceAfter || head.Number.Uint64() == s.repricedAt.Load() {
		// Nothing waits a block longer than at the last pass: the loop
		// runs every second, a chain's blocks come seconds apart.
		return 0, nil
	}
	stuck, err := s.store.Stuck(ctx, s.account, head.Number.Uint64()-s.RepriceAfter, maxReprice)
	if err != nil {
		return 0, fmt.Errorf("relayer.Reprice: %w", err)
	}
	if len(stuck) == 0 {
		s.reportReprice(0, 0)
		s.repricedAt.Store(head.Number.Uint64())
		return 0, nil
	}
	tip, err := s.suggestedTip(ctx)
	if err != nil {
		return 0, fmt.Errorf("relayer.Reprice: %w", err)
	}
	replaced, atCap := 0, 0
	for _, st := range stuck {
		var old types.Transaction
		if err := old.UnmarshalBinary(st.Raw); err != nil {
			return replaced, fmt.Errorf("relayer.Reprice: decode %s: %w", st.Hash.Hex(), err)
		}
		if r, err := s.backend.TransactionReceipt(ctx, st.Hash); err == nil {
			s.recordReceipt(ctx, r) // mined meanwhile
			continue
		}
		newTip, newCap, ok := s.bumpedFees(&old, tip, head.BaseFee)
		if !ok {
			atCap++
			continue
		}
		next, err := s.signCopy(&old, old.Nonce(), newTip, newCap)
		if err != nil {
			return replaced, fmt.Errorf("relayer.Reprice: %w", err)
		}
		var stored bool
		err = s.store.InTx(ctx, func(tx Tx) error {
			// The nonce lock orders repricing with every other signing,
			// in this process and the others.
			if _, err := s.lockNonce(ctx, tx); err != nil {
				return err
			}
			stored, err = tx.StoreVersion(ctx, st.Hash, next)
			return err
		})
		if err != nil {
			return replaced, fmt.Errorf("relayer.Reprice: %w", err)
		}
		if !stored {
			continue // mined, or repriced by another process
		}
		replaced++
		s.log.InfoContext(ctx, "transaction repriced", "nonce", old.Nonce(), "old", st.Hash.Hex(), "new", next.Hash().Hex(),
			"old_fee_cap", old.GasFeeCap(), "fee_cap", newCap, "tip", newTip, "base_fee", head.BaseFee)
		if err := s.broadcast(ctx, next); errors.Is(err, ErrReplaced) {
			continue
		}
	}
	if atCap > 0 {
		s.log.WarnContext(ctx, "transactions wait unmined with fees at PAYSTEAD_MAX_FEE_GWEI: they cannot be repriced higher",
			"transactions", atCap, "base_fee", head.BaseFee, "max_fee", s.MaxFee, "waited_blocks", s.RepriceAfter)
	}
	s.reportReprice(replaced, atCap)
	s.repricedAt.Store(head.Number.Uint64())
	return replaced, nil
}

func (s *Sender) reportReprice(replaced, atCap int) {
	if s.OnReprice != nil {
		s.OnReprice(replaced, atCap)
	}
}

// bumpedFees prices a replacement of old: the market's price (tip +
// twice baseFee) or a bump of old's (bumped), whichever is higher, with
// the fee cap held to MaxFee. ok is false when that is not the 10% above
// old that a node asks of a replacement, which only the cap can cause:
// old is as dear as MaxFee allows.
func (s *Sender) bumpedFees(old *types.Transaction, tip, baseFee *big.Int) (newTip, newCap *big.Int, ok bool) {
	newTip = bigMax(tip, bumped(old.GasTipCap()))
	newCap = s.capped(bigMax(new(big.Int).Add(newTip, new(big.Int).Mul(baseFee, big.NewInt(2))), bumped(old.GasFeeCap())))
	if newTip.Cmp(newCap) > 0 {
		newTip = new(big.Int).Set(newCap)
	}
	return newTip, newCap, atLeastBump(newTip, old.GasTipCap()) && atLeastBump(newCap, old.GasFeeCap())
}

// bumped is fee raised by an eighth, and by bumpFloorWei at least: always
// enough for a node's 10% replacement rule.
func bumped(fee *big.Int) *big.Int {
	eighthMore := new(big.Int).Mul(fee, big.NewInt(bumpEighths))
	eighthMore.Add(eighthMore, big.NewInt(7)).Div(eighthMore, big.NewInt(8)) // rounded up
	return bigMax(eighthMore, new(big.Int).Add(fee, big.NewInt(bumpFloorWei)))
}

// capped holds a fee cap to MaxFee, and raises one within a bump of
// MaxFee to MaxFee: a transaction offering less than MaxFee but more than
// MaxFee/1.1 could never be replaced (a replacement must offer 10% more),
// so it would wait under the cap for good.
func (s *Sender) capped(feeCap *big.Int) *big.Int {
	if s.MaxFee == nil {
		return feeCap
	}
	if atLeastBump(s.MaxFee, feeCap) {
		return feeCap
	}
	return new(big.Int).Set(s.MaxFee)
}

// atLeastBump reports whether next is at least minBumpPercent of prev,
// as a node checks it: next × 100 ≥ prev × 110.
func atLeastBump(next, prev *big.Int) bool {
	limit := new(big.Int).Mul(prev, big.NewInt(minBumpPercent))
	return new(big.Int).Mul(next, big.NewInt(100)).Cmp(limit) >= 0 && next.Cmp(prev) > 0
}

func bigMax(a, b *big.Int) *big.Int {
	if a.Cmp(b) >= 0 {
		return new(big.Int).Set(a)
	}
	return new(big.Int).Set(b)
}

// signCopy signs a copy of old under nonce with the fees given: the same
// nonce to reprice it, the next one to send it again after its nonce was
// taken (Stager.restage).
func (s *Sender) signCopy(old *types.Transaction, nonce uint64, tip, feeCap *big.Int) (*types.Transaction, error) {
	next := types.NewTx(&types.DynamicFeeTx{
		ChainID:    s.chainID,
		Nonce:      nonce,
		GasTipCap:  tip,
		GasFeeCap:  feeCap,
		Gas:        old.Gas(),
		To:         old.To(),
		Value:      old.Value(),
		Data:       old.Data(),
		AccessList: old.AccessList(),
	})
	signed, err := types.SignTx(next, types.LatestSignerForChainID(s.chainID), s.key)
	if err != nil {
		return nil, fmt.Errorf("sign a copy of %s: %w", old.Hash().Hex(), err)
	}
	return signed, nil
}

// AwaitFees returns once the latest block's base fee is at or under
// MaxFee, checking each poll interval, or ErrFeesAboveCap when it is still
// above after wait: so that the payments waiting for fees to fall go out
// within a block of their falling, without holding any lock meanwhile.
func (s *Sender) AwaitFees(ctx context.Context, wait time.Duration) error {
	if s.MaxFee == nil {
		return nil
	}
	deadline := time.Now().Add(wait)
	for {
		head, err := s.latest(ctx)
		if err != nil {
			return err
		}
		above := head.BaseFee.Cmp(s.MaxFee) > 0
		if s.OnFeesAboveCap != nil {
			s.OnFeesAboveCap(above)
		}
		if !above {
			return nil
		}
		if time.Now().After(deadline) {
			return fmt.Errorf("%w: base fee %s wei, cap %s wei", ErrFeesAboveCap, head.BaseFee, s.MaxFee)
		}
		select {
		case <-ctx.Done():
			return ctx.Err()
		case <-time.After(max(s.poll, 100*time.Millisecond)):
		}
	}
}

// versionsOf is hash with its other versions.
func (s *Sender) versionsOf(ctx context.Context, hash common.Hash) []common.Hash {
	out := []common.Hash{hash}
	others, err := s.store.Versions(ctx, out)
	if err != nil {
		s.log.WarnContext(ctx, "versions of a transaction", "tx", hash.Hex(), "err", err)
		return out
	}
	for v := range others {
		out = append(out, v)
	}
	return out
}

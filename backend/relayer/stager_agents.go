package relayer

import (
	"context"
	"math/big"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"

	"github.com/paystead/paystead/backend/chain"
)

// maxAgentLogRange is the most blocks FollowAgents reads in one query;
// after a longer gap (the node down a long while) it forgets every
// merchant's authorization instead and goes on from the head.
const maxAgentLogRange = 5_000

// FollowAgents keeps what the Stager knows of its merchants' authorization
// current from the gateway's events, until ctx ends: every interval, once
// the chain has new blocks, it reads their authorization events. The
// server wallet made a merchant's delegate is trusted at once; a delegate
// removed, a merchant's trust in the operator set or withdrawn, or the
// wallet joining or leaving the operator's relayers drops what was known,
// so that the next invoice asks the gateway (isAgent) before it is
// stored: a merchant who revoked is answered 412 from the next block on,
// not after DelegateTTL. DelegateTTL still bounds a positive answer, for
// an event missed (a reorganisation, a node that lost logs).
func (s *Stager) FollowAgents(ctx context.Context, interval time.Duration) {
	tick := time.NewTicker(interval)
	defer tick.Stop()
	var next uint64 // the first block not yet read; 0 until the head is known
	for {
		next = s.readAgentChanges(ctx, next)
		select {
		case <-ctx.Done():
			return
		case <-tick.C:
		}
	}
}

// readAgentChanges applies the authorization events of blocks next to the
// head and returns the block to read from next time. next 0 starts from
// the head. A failure leaves next as it was, to be read again.
func (s *Stager) readAgentChanges(ctx context.Context, next uint64) uint64 {
	head, err := s.backend.HeaderByNumber(ctx, nil)
	if err != nil {
		return next
	}
	h := head.Number.Uint64()
	switch {
	case next == 0:
		return h + 1
	case next > h: // nothing new (or a node behind the one answering before)
		return next
	case h+1-next > maxAgentLogRange:
		s.learn(chain.AgentChange{}) // forget every merchant's
		return h + 1
	}
	logs, err := s.backend.FilterLogs(ctx, ethereum.FilterQuery{
		FromBlock: new(big.Int).SetUint64(next),
		ToBlock:   new(big.Int).SetUint64(h),
		Addresses: []common.Address{s.gateway.Address()},
		Topics:    [][]common.Hash{s.gateway.AuthorizationEventIDs()},
	})
	if err != nil {
		return next
	}
	s.learn(s.gateway.AgentChanges(logs, s.sender.Address())...)
	return h + 1
}

// learn records what changes say of the server wallet acting for
// merchants: the one place the Stager's knowledge of its merchants'
// authorization changes (the delegate check's answers, the gateway's
// events, a staging refused for it).
func (s *Stager) learn(changes ...chain.AgentChange) {
	s.mu.Lock()
	defer s.mu.Unlock()
	for _, c := range changes {
		switch {
		case c.Merchant == (common.Address{}):
			clear(s.delegates)
		case c.Agent:
			s.delegates[c.Merchant] = time.Now().Add(s.cfg.DelegateTTL)
		default:
			delete(s.delegates, c.Merchant)
		}
	}
}

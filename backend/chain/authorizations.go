package chain

import (
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
)

// AuthorizationEventIDs are the topics of the gateway events that change
// who may act for a merchant: DelegateSet, OperatorTrustSet and
// OperatorRelayerSet.
func (g *Gateway) AuthorizationEventIDs() []common.Hash {
	events := g.abi.GetABI().Events
	return []common.Hash{events["DelegateSet"].ID, events["OperatorTrustSet"].ID, events["OperatorRelayerSet"].ID}
}

// AgentChange is what one authorization event says about agent acting for
// a merchant on the gateway.
type AgentChange struct {
	// Merchant whose agents changed; zero when the event is about every
	// merchant trusting the operator (agent joined or left its relayers).
	Merchant common.Address
	// Agent is true when the event alone makes agent the merchant's agent
	// (it became its delegate); false when agent may or may not still be
	// one (a delegate removed, trust in the operator set or withdrawn),
	// which only isAgent answers.
	Agent bool
}

// AgentChanges decodes, from logs, the gateway's authorization events
// that concern agent, in order. Others' logs and events about other
// delegates are left out.
func (g *Gateway) AgentChanges(logs []types.Log, agent common.Address) []AgentChange {
	var out []AgentChange
	events := g.abi.GetABI().Events
	for i := range logs {
		l := &logs[i]
		if l.Address != g.address || len(l.Topics) == 0 || l.Removed {
			continue
		}
		switch l.Topics[0] {
		case events["DelegateSet"].ID:
			if e, err := g.abi.UnpackDelegateSetEvent(l); err == nil && e.Delegate == agent {
				out = append(out, AgentChange{Merchant: e.Merchant, Agent: e.Allowed})
			}
		case events["OperatorTrustSet"].ID:
			if e, err := g.abi.UnpackOperatorTrustSetEvent(l); err == nil {
				out = append(out, AgentChange{Merchant: e.Merchant})
			}
		case events["OperatorRelayerSet"].ID:
			if e, err := g.abi.UnpackOperatorRelayerSetEvent(l); err == nil && e.Relayer == agent {
				out = append(out, AgentChange{})
			}
		}
	}
	return out
}

package chain

import (
	"context"
	"fmt"

	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"
)

// SetDelegateCalldata is the calldata of setDelegate(delegate, allowed),
// for a transaction the merchant's own wallet sends to the gateway.
func (g *Gateway) SetDelegateCalldata(delegate common.Address, allowed bool) []byte {
	return g.abi.PackSetDelegate(delegate, allowed)
}

// SetOperatorTrustedCalldata is the calldata of setOperatorTrusted(trusted),
// for a transaction the merchant's own wallet sends: while it trusts the
// operator, the operator's relayers act for it as its delegates do.
func (g *Gateway) SetOperatorTrustedCalldata(trusted bool) []byte {
	return g.abi.PackSetOperatorTrusted(trusted)
}

// SetOperatorRelayerCalldata is the calldata of setOperatorRelayer(relayer,
// allowed), for a transaction the gateway's owner sends (a Safe, say).
func (g *Gateway) SetOperatorRelayerCalldata(relayer common.Address, allowed bool) []byte {
	return g.abi.PackSetOperatorRelayer(relayer, allowed)
}

// PauseCalldata and UnpauseCalldata are the calldata of pause() and
// unpause(), for a transaction the gateway's owner sends.
func (g *Gateway) PauseCalldata() []byte { return g.abi.PackPause() }

// UnpauseCalldata: see PauseCalldata.
func (g *Gateway) UnpauseCalldata() []byte { return g.abi.PackUnpause() }

// TrustsOperator reports whether merchant lets the operator's relayers act
// for it.
func (g *Gateway) TrustsOperator(ctx context.Context, merchant common.Address) (bool, error) {
	ok, err := bind.Call(g.contract, &bind.CallOpts{Context: ctx}, g.abi.PackTrustsOperator(merchant), g.abi.UnpackTrustsOperator)
	if err != nil {
		return false, fmt.Errorf("gateway trustsOperator(%s): %w", merchant, DecodeRevert(err))
	}
	return ok, nil
}

// IsOperatorRelayer reports whether the gateway's owner made who one of
// the operator's relayers.
func (g *Gateway) IsOperatorRelayer(ctx context.Context, who common.Address) (bool, error) {
	ok, err := bind.Call(g.contract, &bind.CallOpts{Context: ctx}, g.abi.PackOperatorRelayers(who), g.abi.UnpackOperatorRelayers)
	if err != nil {
		return false, fmt.Errorf("gateway operatorRelayers(%s): %w", who, DecodeRevert(err))
	}
	return ok, nil
}

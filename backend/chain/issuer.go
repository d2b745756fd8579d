package chain

import (
	"context"
	"errors"
	"fmt"

	"github.com/ethereum/go-ethereum/accounts/abi"
	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"
)

// IssuerControls are the powers a token's issuer keeps over transfers of it, as its contract
// answers: Circle's FiatToken (USDC, EURC) has both; a plain ERC-20 neither.
type IssuerControls struct {
	// Pausable: paused() answers, and while it is true every transfer, permit and
	// authorization reverts.
	Pausable bool
	// Blacklists: isBlacklisted(address) answers, and a barred address can neither send nor
	// receive the token.
	Blacklists bool
}

var (
	pausedSelector      = crypto.Keccak256([]byte("paused()"))[:4]
	blacklistedSelector = crypto.Keccak256([]byte("isBlacklisted(address)"))[:4]
	separatorSelector   = crypto.Keccak256([]byte("DOMAIN_SEPARATOR()"))[:4]
	boolArgs            = abi.Arguments{{Type: mustType("bool")}}
	addressArgs         = abi.Arguments{{Type: mustType("address")}}
	bytes32Args         = abi.Arguments{{Type: mustType("bytes32")}}
)

// errUndecodable is an answer that is not the function's: the contract has no such function
// (an address without code answers nothing), which RefusedCall reads as a refusal.
var errUndecodable = errors.New("no answer of the function's type")

func mustType(t string) abi.Type {
	typ, err := abi.NewType(t, "", nil)
	if err != nil {
		panic(err)
	}
	return typ
}

// Controls asks the token which of the issuer's controls it has: a function the contract
// refuses (it has none of that name) is a control it lacks; a node that cannot be asked is an
// error.
func (t *Token) Controls(ctx context.Context) (IssuerControls, error) {
	var c IssuerControls
	if _, err := t.Paused(ctx); err == nil {
		c.Pausable = true
	} else if !RefusedCall(err) {
		return IssuerControls{}, err
	}
	if _, err := t.IsBlacklisted(ctx, common.Address{}); err == nil {
		c.Blacklists = true
	} else if !RefusedCall(err) {
		return IssuerControls{}, err
	}
	return c, nil
}

// Paused is the token's paused(): true while its issuer has stopped every transfer.
func (t *Token) Paused(ctx context.Context) (bool, error) {
	return t.callBool(ctx, "paused()", pausedSelector)
}

// IsBlacklisted is the token's isBlacklisted(who): true while who may neither send nor receive.
func (t *Token) IsBlacklisted(ctx context.Context, who common.Address) (bool, error) {
	args, err := addressArgs.Pack(who)
	if err != nil {
		return false, err
	}
	return t.callBool(ctx, "isBlacklisted()", append(append([]byte(nil), blacklistedSelector...), args...))
}

// DomainSeparator is the token's DOMAIN_SEPARATOR(), the EIP-712 domain its permits and
// authorizations are signed under.
func (t *Token) DomainSeparator(ctx context.Context) (common.Hash, error) {
	out, err := t.callRaw(ctx, separatorSelector)
	if err != nil {
		return common.Hash{}, fmt.Errorf("token %s DOMAIN_SEPARATOR(): %w", t.address, err)
	}
	vals, err := bytes32Args.Unpack(out)
	if err != nil || len(vals) != 1 {
		return common.Hash{}, fmt.Errorf("token %s DOMAIN_SEPARATOR(): %w", t.address, errUndecodable)
	}
	return common.Hash(vals[0].([32]byte)), nil
}

func (t *Token) callBool(ctx context.Context, what string, data []byte) (bool, error) {
	out, err := t.callRaw(ctx, data)
	if err != nil {
		return false, fmt.Errorf("token %s %s: %w", t.address, what, err)
	}
	vals, err := boolArgs.Unpack(out)
	if err != nil || len(vals) != 1 {
		return false, fmt.Errorf("token %s %s: %w", t.address, what, errUndecodable)
	}
	return vals[0].(bool), nil
}

func (t *Token) callRaw(ctx context.Context, data []byte) ([]byte, error) {
	out, err := t.contract.CallRaw(&bind.CallOpts{Context: ctx}, data)
	if err != nil {
		return nil, DecodeRevert(err)
	}
	if len(out) == 0 {
		return nil, errUndecodable
	}
	return out, nil
}

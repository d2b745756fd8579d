// Package eip2612 builds the EIP-712 typed data of an EIP-2612 token permit: the payer lets
// Permit2 move a token by signing a message instead of sending an approval transaction, so a
// wallet holding no native gas can pay. Its JSON is what eth_signTypedData_v4 takes.
//
// Standard library only, for the WASM frontend; a test in backend/chain checks its EIP-712
// hash against go-ethereum's and against a token contract's own permit.
package eip2612

import (
	"math/big"

	"github.com/paystead/paystead/shared/permit2"
)

// PrimaryType is the EIP-712 primary type of the signed message.
const PrimaryType = "Permit"

// Domain is a token's EIP-712 domain (name, version, chain, contract), as the token's
// DOMAIN_SEPARATOR commits to it.
type Domain struct {
	Name              string `json:"name"`
	Version           string `json:"version"`
	ChainID           string `json:"chainId"` // decimal
	VerifyingContract string `json:"verifyingContract"`
}

// Message is the Permit the owner signs: spender may move value of owner's tokens; nonce is
// the token's next permit nonce for owner; deadline is in unix seconds.
type Message struct {
	Owner    string `json:"owner"`
	Spender  string `json:"spender"`
	Value    string `json:"value"`    // decimal
	Nonce    string `json:"nonce"`    // decimal
	Deadline string `json:"deadline"` // decimal
}

// TypedData is the eth_signTypedData_v4 payload.
type TypedData struct {
	Types       map[string][]permit2.TypedField `json:"types"`
	PrimaryType string                          `json:"primaryType"`
	Domain      Domain                          `json:"domain"`
	Message     Message                         `json:"message"`
}

// Types returns the EIP-712 type definitions of the permit, a fresh copy each call.
func Types() map[string][]permit2.TypedField {
	return map[string][]permit2.TypedField{
		"EIP712Domain": {
			{Name: "name", Type: "string"},
			{Name: "version", Type: "string"},
			{Name: "chainId", Type: "uint256"},
			{Name: "verifyingContract", Type: "address"},
		},
		PrimaryType: {
			{Name: "owner", Type: "address"},
			{Name: "spender", Type: "address"},
			{Name: "value", Type: "uint256"},
			{Name: "nonce", Type: "uint256"},
			{Name: "deadline", Type: "uint256"},
		},
	}
}

// New builds the typed data of owner's permit for spender on the token of domain d.
func New(d Domain, owner, spender string, value, nonce, deadline *big.Int) TypedData {
	return TypedData{
		Types:       Types(),
		PrimaryType: PrimaryType,
		Domain:      d,
		Message: Message{
			Owner:    owner,
			Spender:  spender,
			Value:    value.String(),
			Nonce:    nonce.String(),
			Deadline: deadline.String(),
		},
	}
}

// Package eip3009 builds the EIP-712 typed data of an EIP-3009 ReceiveWithAuthorization: the
// payer lets one named receiver (Paystead's gateway) take exactly value of a token (Circle's
// USDC or EURC) between two times, once per nonce, by signing a message. Paystead's nonce is
// the invoice's witness hash, so the one signature pays that invoice and nothing else. Its JSON
// is what eth_signTypedData_v4 takes.
//
// Standard library only, for the WASM frontend; a test in backend/chain checks its EIP-712
// hash against go-ethereum's and against Circle's FiatToken.
package eip3009

import (
	"math/big"

	"github.com/paystead/paystead/shared/eip2612"
	"github.com/paystead/paystead/shared/permit2"
)

// PrimaryType is the EIP-712 primary type of the signed message.
const PrimaryType = "ReceiveWithAuthorization"

// Message is the authorization the payer (from) signs: to may take value of from's tokens
// after validAfter and before validBefore (unix seconds), once, under nonce (0x and 64 hex
// digits).
type Message struct {
	From        string `json:"from"`
	To          string `json:"to"`
	Value       string `json:"value"`       // decimal
	ValidAfter  string `json:"validAfter"`  // decimal
	ValidBefore string `json:"validBefore"` // decimal
	Nonce       string `json:"nonce"`
}

// TypedData is the eth_signTypedData_v4 payload. The domain is the token's, the one its
// EIP-2612 permits are signed under.
type TypedData struct {
	Types       map[string][]permit2.TypedField `json:"types"`
	PrimaryType string                          `json:"primaryType"`
	Domain      eip2612.Domain                  `json:"domain"`
	Message     Message                         `json:"message"`
}

// Types returns the EIP-712 type definitions of the authorization, a fresh copy each call.
func Types() map[string][]permit2.TypedField {
	return map[string][]permit2.TypedField{
		"EIP712Domain": eip2612.Types()["EIP712Domain"], // a token's domain
		PrimaryType: {
			{Name: "from", Type: "address"},
			{Name: "to", Type: "address"},
			{Name: "value", Type: "uint256"},
			{Name: "validAfter", Type: "uint256"},
			{Name: "validBefore", Type: "uint256"},
			{Name: "nonce", Type: "bytes32"},
		},
	}
}

// New builds the typed data of from's authorization for to on the token of domain d.
func New(d eip2612.Domain, from, to string, value, validAfter, validBefore *big.Int, nonce string) TypedData {
	return TypedData{
		Types:       Types(),
		PrimaryType: PrimaryType,
		Domain:      d,
		Message: Message{
			From:        from,
			To:          to,
			Value:       value.String(),
			ValidAfter:  validAfter.String(),
			ValidBefore: validBefore.String(),
			Nonce:       nonce,
		},
	}
}

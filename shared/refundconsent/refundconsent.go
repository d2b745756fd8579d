// Package refundconsent builds the EIP-712 typed data of a payer's consent to a refund paid to
// another address than its own: RefundTo(invoiceId, to, deadline) under the gateway's domain
// ("Paystead Gateway", "1", the chain, the gateway), which the gateway's refundTo checks. A payer
// whose wallet the token's issuer froze since paying signs it with that wallet, and the refund
// goes to the address it names. Its JSON is what eth_signTypedData_v4 takes.
//
// Standard library only, for the WASM frontend; a test in backend/chain checks its hash against
// go-ethereum's and against the gateway.
package refundconsent

import (
	"math/big"

	"github.com/paystead/paystead/shared/eip2612"
	"github.com/paystead/paystead/shared/permit2"
)

// PrimaryType is the EIP-712 primary type of the signed message.
const PrimaryType = "RefundTo"

// Message is the consent: the refund of invoiceId may go to to until deadline (unix seconds).
type Message struct {
	InvoiceID string `json:"invoiceId"`
	To        string `json:"to"`
	Deadline  string `json:"deadline"` // decimal
}

// TypedData is the eth_signTypedData_v4 payload.
type TypedData struct {
	Types       map[string][]permit2.TypedField `json:"types"`
	PrimaryType string                          `json:"primaryType"`
	Domain      eip2612.Domain                  `json:"domain"` // the gateway's: same fields as a token's
	Message     Message                         `json:"message"`
}

// New builds the consent to refund invoiceID to to until deadline, on the gateway at gateway
// on chainID.
func New(chainID *big.Int, gateway, invoiceID, to string, deadline *big.Int) TypedData {
	return TypedData{
		Types: map[string][]permit2.TypedField{
			"EIP712Domain": eip2612.Types()["EIP712Domain"],
			PrimaryType: {
				{Name: "invoiceId", Type: "bytes32"},
				{Name: "to", Type: "address"},
				{Name: "deadline", Type: "uint256"},
			},
		},
		PrimaryType: PrimaryType,
		Domain:      eip2612.Domain{Name: "Paystead Gateway", Version: "1", ChainID: chainID.String(), VerifyingContract: gateway},
		Message:     Message{InvoiceID: invoiceID, To: to, Deadline: deadline.String()},
	}
}

// Package permit2 builds the EIP-712 typed data of the one message a customer signs to pay an
// invoice: a Uniswap Permit2 PermitWitnessTransferFrom whose witness is the invoice. Its JSON is
// what eth_signTypedData_v4 takes, so the hosted page hands it to the wallet as is.
//
// It is standard library only so the WASM frontend can build it without go-ethereum; a test in
// backend/chain checks its EIP-712 hash against go-ethereum's for the same permit and invoice.
//
// Every number is a decimal string, since uint256 values do not survive a JavaScript number;
// addresses are 0x-hex (any case) and the invoice id is 0x plus 64 hex digits.
package permit2

import (
	"errors"
	"fmt"
	"math/big"
	"strings"
)

// WitnessTypeName is the EIP-712 type name of the witness struct.
const WitnessTypeName = "Invoice"

// WitnessTypeString is the witness type string the gateway passes to Permit2's
// permitWitnessTransferFrom; it equals backend/chain.WitnessTypeString and the gateway's
// WITNESS_TYPE_STRING.
const WitnessTypeString = "Invoice witness)Invoice(bytes32 invoiceId,address merchant,uint256 amount,address payoutToken)TokenPermissions(address token,uint256 amount)"

// PrimaryType is the EIP-712 primary type of the signed message.
const PrimaryType = "PermitWitnessTransferFrom"

// DomainName is the name in Permit2's EIP-712 domain (Permit2 has no version).
const DomainName = "Permit2"

// TypedField is one member of an EIP-712 struct type.
type TypedField struct {
	Name string `json:"name"`
	Type string `json:"type"`
}

// Domain is Permit2's EIP-712 domain.
type Domain struct {
	Name              string `json:"name"`
	ChainID           string `json:"chainId"` // decimal
	VerifyingContract string `json:"verifyingContract"`
}

// TokenPermissions is the token and the most of it the spender may pull.
type TokenPermissions struct {
	Token  string `json:"token"`
	Amount string `json:"amount"` // decimal
}

// Invoice is the witness: the invoice the signature pays, as the gateway staged it.
type Invoice struct {
	InvoiceID   string `json:"invoiceId"` // 0x + 64 hex
	Merchant    string `json:"merchant"`
	Amount      string `json:"amount"` // decimal, in payout token units
	PayoutToken string `json:"payoutToken"`
}

// Message is the PermitWitnessTransferFrom the customer signs.
type Message struct {
	Permitted TokenPermissions `json:"permitted"`
	Spender   string           `json:"spender"`
	Nonce     string           `json:"nonce"`    // decimal
	Deadline  string           `json:"deadline"` // decimal, unix seconds
	Witness   Invoice          `json:"witness"`
}

// TypedData is the eth_signTypedData_v4 payload.
type TypedData struct {
	Types       map[string][]TypedField `json:"types"`
	PrimaryType string                  `json:"primaryType"`
	Domain      Domain                  `json:"domain"`
	Message     Message                 `json:"message"`
}

// Params are the inputs of one permit: Permit2 on ChainID lets Spender (the gateway) pull at
// most Amount of Token once (Nonce) until Deadline, for the invoice the witness describes.
type Params struct {
	ChainID *big.Int
	Permit2 string // Permit2 contract address
	Spender string // gateway address

	Token    string
	Amount   *big.Int
	Nonce    *big.Int
	Deadline *big.Int // unix seconds

	InvoiceID     string // 0x + 64 hex
	Merchant      string
	InvoiceAmount *big.Int
	PayoutToken   string
}

// Types returns the EIP-712 type definitions of the permit, a fresh copy each call.
func Types() map[string][]TypedField {
	return map[string][]TypedField{
		"EIP712Domain": {
			{Name: "name", Type: "string"},
			{Name: "chainId", Type: "uint256"},
			{Name: "verifyingContract", Type: "address"},
		},
		PrimaryType: {
			{Name: "permitted", Type: "TokenPermissions"},
			{Name: "spender", Type: "address"},
			{Name: "nonce", Type: "uint256"},
			{Name: "deadline", Type: "uint256"},
			{Name: "witness", Type: WitnessTypeName},
		},
		"TokenPermissions": {
			{Name: "token", Type: "address"},
			{Name: "amount", Type: "uint256"},
		},
		WitnessTypeName: {
			{Name: "invoiceId", Type: "bytes32"},
			{Name: "merchant", Type: "address"},
			{Name: "amount", Type: "uint256"},
			{Name: "payoutToken", Type: "address"},
		},
	}
}

// New builds the typed data for p. It does not check p; call p.Validate first when p comes from
// outside (a nil number would render as "<nil>", which wallets reject).
func New(p Params) TypedData {
	return TypedData{
		Types:       Types(),
		PrimaryType: PrimaryType,
		Domain: Domain{
			Name:              DomainName,
			ChainID:           p.ChainID.String(),
			VerifyingContract: p.Permit2,
		},
		Message: Message{
			Permitted: TokenPermissions{Token: p.Token, Amount: p.Amount.String()},
			Spender:   p.Spender,
			Nonce:     p.Nonce.String(),
			Deadline:  p.Deadline.String(),
			Witness: Invoice{
				InvoiceID:   p.InvoiceID,
				Merchant:    p.Merchant,
				Amount:      p.InvoiceAmount.String(),
				PayoutToken: p.PayoutToken,
			},
		},
	}
}

var maxUint256 = new(big.Int).Sub(new(big.Int).Lsh(big.NewInt(1), 256), big.NewInt(1))

// Validate reports every parameter a wallet or Permit2 would refuse: an address that is not
// 0x plus 40 hex digits, an invoice id that is not 0x plus 64, or a number that is missing or
// outside uint256.
func (p Params) Validate() error {
	var errs []error
	for _, a := range []struct{ name, value string }{
		{"permit2", p.Permit2}, {"spender", p.Spender}, {"token", p.Token},
		{"merchant", p.Merchant}, {"payoutToken", p.PayoutToken},
	} {
		if !isHex(a.value, 40) {
			errs = append(errs, fmt.Errorf("%s %q is not an address (0x and 40 hex digits)", a.name, a.value))
		}
	}
	if !isHex(p.InvoiceID, 64) {
		errs = append(errs, fmt.Errorf("invoiceId %q is not 0x and 64 hex digits", p.InvoiceID))
	}
	for _, n := range []struct {
		name  string
		value *big.Int
	}{
		{"chainId", p.ChainID}, {"amount", p.Amount}, {"nonce", p.Nonce},
		{"deadline", p.Deadline}, {"invoice amount", p.InvoiceAmount},
	} {
		switch {
		case n.value == nil:
			errs = append(errs, fmt.Errorf("%s is missing", n.name))
		case n.value.Sign() < 0 || n.value.Cmp(maxUint256) > 0:
			errs = append(errs, fmt.Errorf("%s %s does not fit a uint256", n.name, n.value))
		}
	}
	return errors.Join(errs...)
}

func isHex(s string, digits int) bool {
	if len(s) != 2+digits || !strings.HasPrefix(s, "0x") {
		return false
	}
	for _, c := range s[2:] {
		if !('0' <= c && c <= '9' || 'a' <= c && c <= 'f' || 'A' <= c && c <= 'F') {
			return false
		}
	}
	return true
}

package permit2

import (
	"errors"
	"fmt"
	"math/big"
)

// AllowancePrimaryType is the primary type of an allowance permit: Permit2's PermitSingle, which a
// subscription's payer signs once (#35), its spender the subscription's own address.
const AllowancePrimaryType = "PermitSingle"

// AllowanceDetails is what the allowance lets the spender pull: Amount of Token in all, until
// Expiration (unix seconds), with the owner's Nonce for that token and spender.
type AllowanceDetails struct {
	Token      string `json:"token"`
	Amount     string `json:"amount"`     // decimal, uint160
	Expiration string `json:"expiration"` // decimal, uint48
	Nonce      string `json:"nonce"`      // decimal, uint48
}

// AllowanceMessage is the PermitSingle the payer signs.
type AllowanceMessage struct {
	Details     AllowanceDetails `json:"details"`
	Spender     string           `json:"spender"`
	SigDeadline string           `json:"sigDeadline"` // decimal, unix seconds
}

// AllowanceTypedData is the eth_signTypedData_v4 payload of an allowance permit.
type AllowanceTypedData struct {
	Types       map[string][]TypedField `json:"types"`
	PrimaryType string                  `json:"primaryType"`
	Domain      Domain                  `json:"domain"`
	Message     AllowanceMessage        `json:"message"`
}

// AllowanceParams are the inputs of one allowance permit on Permit2 (on ChainID).
type AllowanceParams struct {
	ChainID     *big.Int
	Permit2     string
	Token       string
	Amount      *big.Int
	Expiration  uint64
	Nonce       uint64
	Spender     string
	SigDeadline *big.Int
}

// AllowanceTypes are the EIP-712 types of an allowance permit.
func AllowanceTypes() map[string][]TypedField {
	return map[string][]TypedField{
		"EIP712Domain": Types()["EIP712Domain"],
		AllowancePrimaryType: {
			{Name: "details", Type: "PermitDetails"},
			{Name: "spender", Type: "address"},
			{Name: "sigDeadline", Type: "uint256"},
		},
		"PermitDetails": {
			{Name: "token", Type: "address"},
			{Name: "amount", Type: "uint160"},
			{Name: "expiration", Type: "uint48"},
			{Name: "nonce", Type: "uint48"},
		},
	}
}

// NewAllowance builds the typed data for p; call p.Validate first when p comes from outside.
func NewAllowance(p AllowanceParams) AllowanceTypedData {
	return AllowanceTypedData{
		Types:       AllowanceTypes(),
		PrimaryType: AllowancePrimaryType,
		Domain:      Domain{Name: DomainName, ChainID: p.ChainID.String(), VerifyingContract: p.Permit2},
		Message: AllowanceMessage{
			Details: AllowanceDetails{Token: p.Token, Amount: p.Amount.String(),
				Expiration: fmt.Sprint(p.Expiration), Nonce: fmt.Sprint(p.Nonce)},
			Spender:     p.Spender,
			SigDeadline: p.SigDeadline.String(),
		},
	}
}

// maxUint48 bounds an allowance's expiration and nonce.
const maxUint48 = 1<<48 - 1

// Validate reports every parameter a wallet or Permit2 would refuse.
func (p AllowanceParams) Validate() error {
	var errs []error
	for _, a := range []struct{ name, value string }{{"permit2", p.Permit2}, {"token", p.Token}, {"spender", p.Spender}} {
		if !isHex(a.value, 40) {
			errs = append(errs, fmt.Errorf("%s %q is not an address (0x and 40 hex digits)", a.name, a.value))
		}
	}
	maxUint160 := new(big.Int).Sub(new(big.Int).Lsh(big.NewInt(1), 160), big.NewInt(1))
	switch {
	case p.Amount == nil:
		errs = append(errs, errors.New("amount is missing"))
	case p.Amount.Sign() < 0 || p.Amount.Cmp(maxUint160) > 0:
		errs = append(errs, fmt.Errorf("amount %s does not fit a uint160", p.Amount))
	}
	if p.Expiration > maxUint48 || p.Nonce > maxUint48 {
		errs = append(errs, errors.New("expiration and nonce must fit a uint48"))
	}
	for _, n := range []struct {
		name  string
		value *big.Int
	}{{"chainId", p.ChainID}, {"sigDeadline", p.SigDeadline}} {
		switch {
		case n.value == nil:
			errs = append(errs, fmt.Errorf("%s is missing", n.name))
		case n.value.Sign() < 0 || n.value.Cmp(maxUint256) > 0:
			errs = append(errs, fmt.Errorf("%s %s does not fit a uint256", n.name, n.value))
		}
	}
	return errors.Join(errs...)
}

package chain

import (
	"math/big"
	"strconv"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/math"
	"github.com/ethereum/go-ethereum/signer/core/apitypes"

	"github.com/paystead/paystead/shared/subscriptionapi"
)

// AllowancePermitTypedData is the Permit2 PermitSingle a subscription's payer signs (#35), as
// go-ethereum hashes it: Permit2's domain ("Permit2", no version) on chainID at permit2.
func AllowancePermitTypedData(chainID *big.Int, permit2 common.Address, p AllowancePermit) apitypes.TypedData {
	return apitypes.TypedData{
		Types: apitypes.Types{
			"EIP712Domain": permit2DomainType,
			"PermitSingle": {
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
		},
		PrimaryType: "PermitSingle",
		Domain:      permit2Domain(chainID, permit2),
		Message: apitypes.TypedDataMessage{
			"details": map[string]any{
				"token":      p.Token.Hex(),
				"amount":     p.Amount.String(),
				"expiration": strconv.FormatUint(p.Expiration, 10),
				"nonce":      strconv.FormatUint(p.Nonce, 10),
			},
			"spender":     p.Spender.Hex(),
			"sigDeadline": p.SigDeadline.String(),
		},
	}
}

// AllowancePermitDigest is the EIP-712 digest of the payer's PermitSingle.
func AllowancePermitDigest(chainID *big.Int, permit2 common.Address, p AllowancePermit) (common.Hash, error) {
	return typedDigest(AllowancePermitTypedData(chainID, permit2, p), "allowance permit")
}

// SubscriptionCancelTypedData is the CancelSubscription a payer signs to stop a subscription
// without gas, in the manager's domain ("Paystead Subscriptions", "1").
func SubscriptionCancelTypedData(chainID *big.Int, manager common.Address, terms common.Hash, deadline *big.Int) apitypes.TypedData {
	return apitypes.TypedData{
		Types: apitypes.Types{
			"EIP712Domain": {
				{Name: "name", Type: "string"},
				{Name: "version", Type: "string"},
				{Name: "chainId", Type: "uint256"},
				{Name: "verifyingContract", Type: "address"},
			},
			"CancelSubscription": {
				{Name: "terms", Type: "bytes32"},
				{Name: "deadline", Type: "uint256"},
			},
		},
		PrimaryType: subscriptionapi.CancelPrimaryType,
		Domain: apitypes.TypedDataDomain{Name: subscriptionapi.CancelDomainName, Version: subscriptionapi.CancelDomainVersion, ChainId: (*math.HexOrDecimal256)(chainID),
			VerifyingContract: manager.Hex()},
		Message: apitypes.TypedDataMessage{"terms": terms.Hex(), "deadline": deadline.String()},
	}
}

// SubscriptionCancelDigest is the EIP-712 digest of a payer's CancelSubscription.
func SubscriptionCancelDigest(chainID *big.Int, manager common.Address, terms common.Hash, deadline *big.Int) (common.Hash, error) {
	return typedDigest(SubscriptionCancelTypedData(chainID, manager, terms, deadline), "subscription cancel")
}

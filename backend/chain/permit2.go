package chain

import (
	"context"
	"crypto/ecdsa"
	"fmt"
	"math/big"

	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/math"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/ethereum/go-ethereum/signer/core/apitypes"

	"github.com/paystead/paystead/backend/chain/internal/bindings"
)

// WitnessTypeString is the Permit2 witness type string of the gateway's Invoice witness; it
// must equal CustodyEscrowGateway.WITNESS_TYPE_STRING.
const WitnessTypeString = "Invoice witness)Invoice(bytes32 invoiceId,address merchant,uint256 amount,address payoutToken)TokenPermissions(address token,uint256 amount)"

// InvoiceType is the EIP-712 encoding of the witness struct.
const InvoiceType = "Invoice(bytes32 invoiceId,address merchant,uint256 amount,address payoutToken)"

// InvoiceTypehash is keccak256(InvoiceType); it must equal CustodyEscrowGateway.INVOICE_TYPEHASH.
var InvoiceTypehash = crypto.Keccak256Hash([]byte(InvoiceType))

// Permit is the payer's Permit2 PermitTransferFrom: which token and how much at most the
// gateway may pull, once (nonce), until deadline (unix seconds).
type Permit struct {
	Token    common.Address
	Amount   *big.Int
	Nonce    *big.Int
	Deadline *big.Int
}

// InvoiceWitnessHash is the EIP-712 struct hash of inv, the witness Permit2 folds into the
// digest the payer signs.
func InvoiceWitnessHash(inv Invoice) common.Hash {
	enc := make([]byte, 0, 5*32)
	enc = append(enc, InvoiceTypehash[:]...)
	enc = append(enc, inv.ID[:]...)
	enc = append(enc, common.LeftPadBytes(inv.Merchant[:], 32)...)
	enc = append(enc, math.U256Bytes(new(big.Int).Set(inv.Amount))...)
	enc = append(enc, common.LeftPadBytes(inv.PayoutToken[:], 32)...)
	return crypto.Keccak256Hash(enc)
}

// permit2DomainType is Permit2's EIP-712 domain type: a name, no version.
var permit2DomainType = []apitypes.Type{
	{Name: "name", Type: "string"},
	{Name: "chainId", Type: "uint256"},
	{Name: "verifyingContract", Type: "address"},
}

// permit2Domain is the domain of Permit2 at permit2 on chainID.
func permit2Domain(chainID *big.Int, permit2 common.Address) apitypes.TypedDataDomain {
	return apitypes.TypedDataDomain{Name: "Permit2", ChainId: (*math.HexOrDecimal256)(new(big.Int).Set(chainID)), VerifyingContract: permit2.Hex()}
}

// PermitTypedData is the EIP-712 typed data of a PermitWitnessTransferFrom with the invoice as
// witness, for spender (the gateway) on Permit2 at permit2 on chainID. Wallets sign exactly this
// (eth_signTypedData_v4); every number is a decimal string and every address/bytes32 hex.
func PermitTypedData(chainID *big.Int, permit2, spender common.Address, permit Permit, inv Invoice) apitypes.TypedData {
	return apitypes.TypedData{
		Types: apitypes.Types{
			"EIP712Domain": permit2DomainType,
			"PermitWitnessTransferFrom": {
				{Name: "permitted", Type: "TokenPermissions"},
				{Name: "spender", Type: "address"},
				{Name: "nonce", Type: "uint256"},
				{Name: "deadline", Type: "uint256"},
				{Name: "witness", Type: "Invoice"},
			},
			"TokenPermissions": {
				{Name: "token", Type: "address"},
				{Name: "amount", Type: "uint256"},
			},
			"Invoice": {
				{Name: "invoiceId", Type: "bytes32"},
				{Name: "merchant", Type: "address"},
				{Name: "amount", Type: "uint256"},
				{Name: "payoutToken", Type: "address"},
			},
		},
		PrimaryType: "PermitWitnessTransferFrom",
		Domain:      permit2Domain(chainID, permit2),
		Message: apitypes.TypedDataMessage{
			"permitted": map[string]any{
				"token":  permit.Token.Hex(),
				"amount": permit.Amount.String(),
			},
			"spender":  spender.Hex(),
			"nonce":    permit.Nonce.String(),
			"deadline": permit.Deadline.String(),
			"witness": map[string]any{
				"invoiceId":   common.Hash(inv.ID).Hex(),
				"merchant":    inv.Merchant.Hex(),
				"amount":      inv.Amount.String(),
				"payoutToken": inv.PayoutToken.Hex(),
			},
		},
	}
}

// PermitDigest is the EIP-712 digest of PermitTypedData, what the payer's key signs.
func PermitDigest(chainID *big.Int, permit2, spender common.Address, permit Permit, inv Invoice) (common.Hash, error) {
	hash, _, err := apitypes.TypedDataAndHash(PermitTypedData(chainID, permit2, spender, permit, inv))
	if err != nil {
		return common.Hash{}, fmt.Errorf("hash permit typed data: %w", err)
	}
	return common.BytesToHash(hash), nil
}

// SignPermit signs the permit for inv with key, returning the 65-byte r||s||v signature (v is
// 27 or 28) Permit2 expects.
func SignPermit(key *ecdsa.PrivateKey, chainID *big.Int, permit2, spender common.Address, permit Permit, inv Invoice) ([]byte, error) {
	digest, err := PermitDigest(chainID, permit2, spender, permit, inv)
	if err != nil {
		return nil, err
	}
	return signAsWallet(key, digest, "permit")
}

// NonceBitmap is Permit2's bitmap of owner's used unordered nonces in word wordPos: bit b is
// set when nonce wordPos<<8|b has been spent (or invalidated).
func NonceBitmap(ctx context.Context, backend bind.ContractBackend, permit2, owner common.Address, wordPos *big.Int) (*big.Int, error) {
	abi := bindings.NewPermit2()
	contract := abi.Instance(backend, permit2)
	bitmap, err := bind.Call(contract, &bind.CallOpts{Context: ctx}, abi.PackNonceBitmap(owner, wordPos), abi.UnpackNonceBitmap)
	if err != nil {
		return nil, fmt.Errorf("chain: Permit2 nonceBitmap(%s, %s): %w", owner.Hex(), wordPos, err)
	}
	return bitmap, nil
}

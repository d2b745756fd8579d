package chain

import (
	"bytes"
	"context"
	"crypto/ecdsa"
	"errors"
	"fmt"
	"math/big"
	"strings"

	"github.com/ethereum/go-ethereum/accounts/abi"
	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/math"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/ethereum/go-ethereum/signer/core/apitypes"

	"github.com/paystead/paystead/shared/eip2612"
)

// TokenPermit is a payer's signed EIP-2612 permit letting Permit2 move Value of the pay-in token
// until Deadline; the gateway's payWithTokenPermit sends it to the token before the payment.
type TokenPermit struct {
	Value     *big.Int
	Deadline  *big.Int
	Signature []byte // 65 bytes, r||s||v (v 27 or 28, or 0 or 1)
}

// ErrNoTokenPermit means a token has no EIP-2612 permit whose domain Paystead can reproduce.
var ErrNoTokenPermit = errors.New("token has no EIP-2612 permit")

// PermitDomain reads the token's EIP-712 domain and checks it against the token's
// DOMAIN_SEPARATOR: from EIP-5267's eip712Domain() where the token has it (OpenZeppelin),
// else from name() and version() (Circle's USDC and EURC). ErrNoTokenPermit when the token has
// no DOMAIN_SEPARATOR or no domain of name, version, chain and contract reproduces it (a token
// without EIP-2612, or one with a non-standard domain): such a token is approved instead.
func (t *Token) PermitDomain(ctx context.Context, chainID *big.Int) (eip2612.Domain, error) {
	opts := &bind.CallOpts{Context: ctx}
	sep, err := bind.Call(t.contract, opts, t.abi.PackDOMAINSEPARATOR(), t.abi.UnpackDOMAINSEPARATOR)
	if err != nil {
		if RefusedCall(err) {
			return eip2612.Domain{}, ErrNoTokenPermit
		}
		return eip2612.Domain{}, fmt.Errorf("token %s DOMAIN_SEPARATOR(): %w", t.address, DecodeRevert(err))
	}
	var name, version string
	if d, err := bind.Call(t.contract, opts, t.abi.PackEip712Domain(), t.abi.UnpackEip712Domain); err == nil && d.Fields == [1]byte{0x0f} {
		name, version = d.Name, d.Version
	} else {
		if name, err = bind.Call(t.contract, opts, t.abi.PackName(), t.abi.UnpackName); err != nil {
			return eip2612.Domain{}, ErrNoTokenPermit
		}
		if version, err = t.version(ctx); err != nil {
			return eip2612.Domain{}, ErrNoTokenPermit
		}
	}
	d := eip2612.Domain{Name: name, Version: version, ChainID: chainID.String(), VerifyingContract: t.address.Hex()}
	got, err := tokenDomainSeparator(d)
	if err != nil || !bytes.Equal(got[:], sep[:]) {
		return eip2612.Domain{}, ErrNoTokenPermit
	}
	return d, nil
}

// PermitNonce is the token's next EIP-2612 permit nonce for owner.
func (t *Token) PermitNonce(ctx context.Context, owner common.Address) (*big.Int, error) {
	n, err := bind.Call(t.contract, &bind.CallOpts{Context: ctx}, t.abi.PackNonces(owner), t.abi.UnpackNonces)
	if err != nil {
		return nil, fmt.Errorf("token %s nonces(%s): %w", t.address, owner, DecodeRevert(err))
	}
	return n, nil
}

var versionSelector = crypto.Keccak256([]byte("version()"))[:4]

// version calls version(), which Circle's tokens have and the EIP-2612 standard does not name.
func (t *Token) version(ctx context.Context) (string, error) {
	out, err := t.contract.CallRaw(&bind.CallOpts{Context: ctx}, versionSelector)
	if err != nil {
		return "", err
	}
	str, _ := abi.NewType("string", "", nil)
	vals, err := abi.Arguments{{Type: str}}.Unpack(out)
	if err != nil || len(vals) != 1 {
		return "", fmt.Errorf("token %s version(): undecodable answer", t.address)
	}
	return vals[0].(string), nil
}

// RefusedCall reports a call the contract itself refused (no such function: a revert, or no
// answer to decode), as against a node that could not be asked; false for no error.
func RefusedCall(err error) bool {
	if err == nil {
		return false
	}
	msg := err.Error()
	return errors.Is(err, bind.ErrNoCode) || errors.Is(err, errUndecodable) || strings.Contains(msg, "execution reverted") ||
		strings.HasPrefix(msg, "abi: ")
}

// TokenPermitTypedData is the typed data of owner's permit for spender as go-ethereum hashes it.
func TokenPermitTypedData(d eip2612.Domain, owner, spender common.Address, value, nonce, deadline *big.Int) apitypes.TypedData {
	return tokenTypedData(d, "Permit", []apitypes.Type{
		{Name: "owner", Type: "address"},
		{Name: "spender", Type: "address"},
		{Name: "value", Type: "uint256"},
		{Name: "nonce", Type: "uint256"},
		{Name: "deadline", Type: "uint256"},
	}, apitypes.TypedDataMessage{
		"owner":    owner.Hex(),
		"spender":  spender.Hex(),
		"value":    value.String(),
		"nonce":    nonce.String(),
		"deadline": deadline.String(),
	})
}

// tokenTypedData is a message of primary type (its fields) signed in a token's EIP-712 domain d,
// as go-ethereum hashes it.
func tokenTypedData(d eip2612.Domain, primary string, fields []apitypes.Type, msg apitypes.TypedDataMessage) apitypes.TypedData {
	chainID, _ := new(big.Int).SetString(d.ChainID, 10)
	return apitypes.TypedData{
		Types: apitypes.Types{
			"EIP712Domain": {
				{Name: "name", Type: "string"},
				{Name: "version", Type: "string"},
				{Name: "chainId", Type: "uint256"},
				{Name: "verifyingContract", Type: "address"},
			},
			primary: fields,
		},
		PrimaryType: primary,
		Domain: apitypes.TypedDataDomain{
			Name:              d.Name,
			Version:           d.Version,
			ChainId:           (*math.HexOrDecimal256)(chainID),
			VerifyingContract: d.VerifyingContract,
		},
		Message: msg,
	}
}

// typedDigest is td's EIP-712 digest; what names the message in an error.
func typedDigest(td apitypes.TypedData, what string) (common.Hash, error) {
	hash, _, err := apitypes.TypedDataAndHash(td)
	if err != nil {
		return common.Hash{}, fmt.Errorf("hash %s typed data: %w", what, err)
	}
	return common.BytesToHash(hash), nil
}

// signAsWallet signs digest with key as a wallet's eth_signTypedData_v4 spells it (v 27 or 28).
func signAsWallet(key *ecdsa.PrivateKey, digest common.Hash, what string) ([]byte, error) {
	sig, err := crypto.Sign(digest[:], key)
	if err != nil {
		return nil, fmt.Errorf("sign %s: %w", what, err)
	}
	sig[crypto.RecoveryIDOffset] += 27
	return sig, nil
}

func tokenDomainSeparator(d eip2612.Domain) (common.Hash, error) {
	td := TokenPermitTypedData(d, common.Address{}, common.Address{}, new(big.Int), new(big.Int), new(big.Int))
	sep, err := td.HashStruct("EIP712Domain", td.Domain.Map())
	if err != nil {
		return common.Hash{}, err
	}
	return common.BytesToHash(sep), nil
}

// TokenPermitDigest is the EIP-712 digest owner's key signs for the permit.
func TokenPermitDigest(d eip2612.Domain, owner, spender common.Address, value, nonce, deadline *big.Int) (common.Hash, error) {
	return typedDigest(TokenPermitTypedData(d, owner, spender, value, nonce, deadline), "token permit")
}

// SignTokenPermit signs a permit with key as a wallet's eth_signTypedData_v4 would (v 27 or 28).
func SignTokenPermit(key *ecdsa.PrivateKey, d eip2612.Domain, spender common.Address, value, nonce, deadline *big.Int) ([]byte, error) {
	digest, err := TokenPermitDigest(d, crypto.PubkeyToAddress(key.PublicKey), spender, value, nonce, deadline)
	if err != nil {
		return nil, err
	}
	return signAsWallet(key, digest, "token permit")
}

// SignerOf recovers the address whose key made the 65-byte signature sig (v 27/28 or 0/1) of
// digest.
func SignerOf(digest common.Hash, sig []byte) (common.Address, error) {
	if len(sig) != crypto.SignatureLength {
		return common.Address{}, fmt.Errorf("signature is %d bytes, not %d", len(sig), crypto.SignatureLength)
	}
	s := append([]byte(nil), sig...)
	if s[crypto.RecoveryIDOffset] >= 27 {
		s[crypto.RecoveryIDOffset] -= 27
	}
	pub, err := crypto.SigToPub(digest[:], s)
	if err != nil {
		return common.Address{}, err
	}
	return crypto.PubkeyToAddress(*pub), nil
}

// splitSignature is sig as the v, r and s a contract's permit takes.
func splitSignature(sig []byte) (v uint8, r, s [32]byte, err error) {
	if len(sig) != crypto.SignatureLength {
		return 0, r, s, fmt.Errorf("signature is %d bytes, not %d", len(sig), crypto.SignatureLength)
	}
	copy(r[:], sig[:32])
	copy(s[:], sig[32:64])
	v = sig[64]
	if v < 27 {
		v += 27
	}
	return v, r, s, nil
}

package chain

import (
	"context"
	"crypto/ecdsa"
	"fmt"
	"math/big"

	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/ethereum/go-ethereum/signer/core/apitypes"

	"github.com/paystead/paystead/backend/chain/internal/bindings"
	"github.com/paystead/paystead/shared/eip2612"
)

// Authorization is a payer's signed EIP-3009 ReceiveWithAuthorization of exactly an invoice's
// amount of its payout token to the gateway, valid after ValidAfter and before ValidBefore
// (unix seconds); its nonce is the invoice's witness hash (InvoiceWitnessHash), so it pays that
// invoice alone (gateway payWithAuthorization).
type Authorization struct {
	ValidAfter, ValidBefore *big.Int
	Signature               []byte // 65 bytes, r||s||v
}

var authorizationStateSelector = crypto.Keccak256([]byte("authorizationState(address,bytes32)"))[:4]

// TakesAuthorizations reports whether the token has EIP-3009 (its authorizationState answers):
// Circle's FiatToken v2 and later do.
func (t *Token) TakesAuthorizations(ctx context.Context) (bool, error) {
	data := append(append([]byte(nil), authorizationStateSelector...), make([]byte, 64)...)
	_, err := t.callBool(ctx, "authorizationState()", data)
	switch {
	case err == nil:
		return true, nil
	case RefusedCall(err):
		return false, nil
	}
	return false, err
}

// ReceiveAuthorizationTypedData is the typed data of from's authorization as go-ethereum hashes
// it.
func ReceiveAuthorizationTypedData(d eip2612.Domain, from, to common.Address, value, validAfter, validBefore *big.Int, nonce common.Hash) apitypes.TypedData {
	return tokenTypedData(d, "ReceiveWithAuthorization", []apitypes.Type{
		{Name: "from", Type: "address"},
		{Name: "to", Type: "address"},
		{Name: "value", Type: "uint256"},
		{Name: "validAfter", Type: "uint256"},
		{Name: "validBefore", Type: "uint256"},
		{Name: "nonce", Type: "bytes32"},
	}, apitypes.TypedDataMessage{
		"from":        from.Hex(),
		"to":          to.Hex(),
		"value":       value.String(),
		"validAfter":  validAfter.String(),
		"validBefore": validBefore.String(),
		"nonce":       nonce.Hex(),
	})
}

// ReceiveAuthorizationDigest is the EIP-712 digest from's key signs.
func ReceiveAuthorizationDigest(d eip2612.Domain, from, to common.Address, value, validAfter, validBefore *big.Int, nonce common.Hash) (common.Hash, error) {
	return typedDigest(ReceiveAuthorizationTypedData(d, from, to, value, validAfter, validBefore, nonce), "receive authorization")
}

// SignReceiveAuthorization signs the authorization of inv's payment to gateway with key, as a
// wallet's eth_signTypedData_v4 would (v 27 or 28).
func SignReceiveAuthorization(key *ecdsa.PrivateKey, d eip2612.Domain, gateway common.Address, inv Invoice, validAfter, validBefore *big.Int) ([]byte, error) {
	digest, err := ReceiveAuthorizationDigest(d, crypto.PubkeyToAddress(key.PublicKey), gateway, inv.Amount, validAfter, validBefore, InvoiceWitnessHash(inv))
	if err != nil {
		return nil, err
	}
	return signAsWallet(key, digest, "receive authorization")
}

// authorizationArg is a as the gateway takes it.
func authorizationArg(a Authorization) (bindings.CustodyEscrowGatewayAuthorization, error) {
	v, r, s, err := splitSignature(a.Signature)
	if err != nil {
		return bindings.CustodyEscrowGatewayAuthorization{}, fmt.Errorf("authorization %w", err)
	}
	return bindings.CustodyEscrowGatewayAuthorization{ValidAfter: a.ValidAfter, ValidBefore: a.ValidBefore, V: v, R: r, S: s}, nil
}

// PayAuthorizedBatch settles several payments that carry an Authorization in one transaction
// (payAuthorizedBatch); each stands alone on chain, as in PayBatch.
func (g *Gateway) PayAuthorizedBatch(ctx context.Context, opts *bind.TransactOpts, payments []Payment) (*types.Transaction, error) {
	in := make([]bindings.CustodyEscrowGatewayAuthorizedPayment, len(payments))
	for i, p := range payments {
		if p.Authorization == nil {
			return nil, fmt.Errorf("gateway payAuthorizedBatch: payment %d carries no authorization", i)
		}
		auth, err := authorizationArg(*p.Authorization)
		if err != nil {
			return nil, fmt.Errorf("gateway payAuthorizedBatch: payment %d: %w", i, err)
		}
		in[i] = bindings.CustodyEscrowGatewayAuthorizedPayment{Inv: invoiceArg(p.Invoice), Payer: p.Payer, Auth: auth}
	}
	return g.transact(ctx, opts, "payAuthorizedBatch", g.abi.PackPayAuthorizedBatch(in))
}

// MethodName names the gateway function data calls, by its selector.
func (g *Gateway) MethodName(data []byte) (string, error) {
	if len(data) < 4 {
		return "", fmt.Errorf("gateway: %d bytes of calldata name no function", len(data))
	}
	a := g.abi.GetABI()
	m, err := a.MethodById(data[:4])
	if err != nil {
		return "", fmt.Errorf("gateway: %w", err)
	}
	return m.Name, nil
}

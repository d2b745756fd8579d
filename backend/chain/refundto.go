package chain

import (
	"context"
	"crypto/ecdsa"
	"encoding/json"
	"math/big"

	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/signer/core/apitypes"

	"github.com/paystead/paystead/shared/refundconsent"
)

// RefundConsent is a payer's signed consent to a refund of its invoice paid to To, until
// Deadline (unix seconds): gateway refundTo.
type RefundConsent struct {
	To        common.Address
	Deadline  *big.Int
	Signature []byte
}

// RefundTo returns amount of a paid invoice to c.To instead of its payer, on the payer's
// consent; opts must belong to the merchant or an agent, within the refund window.
func (g *Gateway) RefundTo(ctx context.Context, opts *bind.TransactOpts, p PaidInvoice, amount *big.Int, c RefundConsent) (*types.Transaction, error) {
	return g.transact(ctx, opts, "refundTo", g.abi.PackRefundTo(paidArg(p), amount, c.To, c.Deadline, c.Signature))
}

// RefundConsentDigest is the EIP-712 digest a payer signs to consent to the refund of invoiceID
// to to until deadline, on the gateway at gateway on chainID.
func RefundConsentDigest(chainID *big.Int, gateway common.Address, invoiceID [32]byte, to common.Address, deadline *big.Int) (common.Hash, error) {
	raw, err := json.Marshal(refundconsent.New(chainID, gateway.Hex(), common.Hash(invoiceID).Hex(), to.Hex(), deadline))
	if err != nil {
		return common.Hash{}, err
	}
	var td apitypes.TypedData
	if err := json.Unmarshal(raw, &td); err != nil {
		return common.Hash{}, err
	}
	return typedDigest(td, "refund consent")
}

// SignRefundConsent signs the consent with key, as a wallet's eth_signTypedData_v4 would.
func SignRefundConsent(key *ecdsa.PrivateKey, chainID *big.Int, gateway common.Address, invoiceID [32]byte, to common.Address, deadline *big.Int) ([]byte, error) {
	digest, err := RefundConsentDigest(chainID, gateway, invoiceID, to, deadline)
	if err != nil {
		return nil, err
	}
	return signAsWallet(key, digest, "refund consent")
}

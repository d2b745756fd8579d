package server

import (
	"context"
	"fmt"
	"math/big"

	"github.com/ethereum/go-ethereum/common"

	"github.com/paystead/paystead/backend/chain"
	"github.com/paystead/paystead/backend/escrow"
	"github.com/paystead/paystead/backend/invoice"
	"github.com/paystead/paystead/shared/refundconsent"
)

// refundConsents builds and checks payers' consents to refunds to another address, under the
// domain of the gateway of the chain each invoice was paid on.
type refundConsents struct{ networks map[int64]*network }

var _ escrow.Consents = refundConsents{}

func (c refundConsents) TypedData(chainID int64, id invoice.ID, to common.Address, deadline int64) (refundconsent.TypedData, bool) {
	n, ok := c.networks[chainID]
	if !ok {
		return refundconsent.TypedData{}, false
	}
	return refundconsent.New(n.config.ChainID, n.config.Gateway.Hex(), common.Hash(id).Hex(), to.Hex(), big.NewInt(deadline)), true
}

// SignedBy recovers the consent's signer; a payer that is a contract (a smart wallet signs by
// ERC-1271, which the gateway checks) is taken at its word here.
func (c refundConsents) SignedBy(ctx context.Context, chainID int64, id invoice.ID, cons escrow.Consent, payer common.Address) (bool, error) {
	n, ok := c.networks[chainID]
	if !ok {
		return false, fmt.Errorf("chain %d is not among the configured chains", chainID)
	}
	digest, err := chain.RefundConsentDigest(n.config.ChainID, n.config.Gateway, id, cons.To, big.NewInt(cons.Deadline))
	if err != nil {
		return false, err
	}
	if signer, err := chain.SignerOf(digest, cons.Signature); err == nil && signer == payer {
		return true, nil
	}
	code, err := n.client.CodeAt(ctx, payer, nil)
	if err != nil {
		return false, err
	}
	return len(code) > 0, nil
}

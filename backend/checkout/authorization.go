package checkout

import (
	"context"
	"errors"
	"math/big"

	"github.com/ethereum/go-ethereum/common"

	"github.com/paystead/paystead/shared/apierr"
	"github.com/paystead/paystead/shared/eip3009"
)

// authorizationOffer is the EIP-3009 ReceiveWithAuthorization a payer who never approved
// Permit2 may sign instead of the approval (or the token permit) and the Permit2 payment: amount
// of token to the gateway, valid from 0 until deadline, its nonce the invoice's witness hash, so
// that it pays this invoice alone. nil for a token without EIP-3009 or without a domain Paystead
// can reproduce.
func (n *Network) authorizationOffer(ctx context.Context, token, payer common.Address, amount, deadline *big.Int, w Witness) (*eip3009.TypedData, error) {
	takes, err := n.Chain.TokenTakesAuthorizations(ctx, token)
	if err != nil || !takes {
		return nil, err
	}
	domain, err := n.Chain.TokenPermitDomain(ctx, token)
	if errors.Is(err, ErrNoTokenPermit) {
		return nil, nil
	}
	if err != nil {
		return nil, apierr.New(apierr.ChainError, "Could not read the token's domain; try again.").WithDetail(err.Error())
	}
	typed := eip3009.New(domain, payer.Hex(), n.Gateway.Hex(), amount, new(big.Int), deadline, n.Chain.WitnessHash(w).Hex())
	return &typed, nil
}

// checkAuthorization checks a submission paid with the payer's EIP-3009 authorization: the
// token takes them, the payment needs no swap and is exactly the invoice's amount, and the
// payer signed the authorization prepare offered (valid until the submission's deadline, its
// nonce the invoice's witness hash). fields collects what the request got wrong.
func (n *Network) checkAuthorization(ctx context.Context, sub Submission, w Witness, fields *apierr.Fields) error {
	takes, err := n.Chain.TokenTakesAuthorizations(ctx, sub.PayInToken)
	if err != nil {
		return err
	}
	if !takes {
		fields.Add("authorizationSignature", "the pay-in token takes no EIP-3009 authorization: sign the Permit2 message instead")
		return nil
	}
	if sub.PayInToken != w.PayoutToken {
		fields.Add("authorizationSignature", "an authorization pays in the invoice's own token only, with no swap")
	}
	if sub.AmountIn.Cmp(w.Amount) != 0 {
		fields.Add("amountIn", "must be exactly the invoice amount %s when paying with an authorization", w.Amount)
	}
	if sub.TokenPermit != nil {
		fields.Add("tokenPermit", "is not sent with an authorization, which needs no Permit2 allowance")
	}
	if len(*fields) > 0 {
		return nil
	}
	domain, err := n.Chain.TokenPermitDomain(ctx, sub.PayInToken)
	if err != nil {
		return apierr.New(apierr.ChainError, "Could not read the token's domain; try again.").WithDetail(err.Error())
	}
	signer, err := n.Chain.AuthorizationSigner(domain, sub.Payer, sub.AmountIn, big.NewInt(sub.Deadline), n.Chain.WitnessHash(w), sub.Signature)
	if err != nil || signer != sub.Payer {
		return apierr.New(apierr.InvalidSignature, "The authorization signature was not made by the payer for this invoice's authorization; sign the authorization from prepare again.")
	}
	return nil
}

package relayer

import (
	"context"
	"errors"
	"fmt"
	"time"

	"github.com/ethereum/go-ethereum/common"

	"github.com/paystead/paystead/backend/chain"
)

// TokenStanding is what the relayer reads of a token's issuer's controls (token.Watch): a
// paused token moves nothing, and a blacklisted address neither sends nor receives it.
type TokenStanding interface {
	// Paused reports whether the token's issuer has paused it, as read within a moment.
	Paused(ctx context.Context, token common.Address) (bool, error)
	// ReadPaused reads whether the token's issuer has paused it now.
	ReadPaused(ctx context.Context, token common.Address) (bool, error)
	// IsBlacklisted reports whether the token's issuer bars who, asked now.
	IsBlacklisted(ctx context.Context, token, who common.Address) (bool, error)
}

// ErrTokenPaused means a token the transaction moves is paused by its issuer: nothing is sent
// (it would revert), and the job waits for the token to resume.
var ErrTokenPaused = errors.New("the token's issuer has paused it")

// Payer-facing reasons for a token's issuer's bar.
const (
	ReasonPayerFrozen   = "the token's issuer has frozen the paying wallet, so it cannot send the token; nothing was charged"
	ReasonGatewayFrozen = "the token's issuer has frozen Paystead's payment contract, so no payment in the token can go through; nothing was charged"
)

// awaitTokens returns once none of tokens is paused, checking each poll interval (the watch
// asks the node at most once a second for all waiters), or ErrTokenPaused when one still is
// after wait: so that payments waiting for an issuer's pause go out within a block of its end,
// and nothing is sent that the pause would revert.
func awaitTokens(ctx context.Context, standing TokenStanding, poll, wait time.Duration, tokens ...common.Address) error {
	if standing == nil {
		return nil
	}
	deadline := time.Now().Add(wait)
	for {
		paused, err := anyPaused(ctx, standing, tokens)
		if err != nil {
			return err
		}
		if paused == (common.Address{}) {
			return nil
		}
		if time.Now().After(deadline) {
			return fmt.Errorf("%w: token %s", ErrTokenPaused, paused.Hex())
		}
		select {
		case <-ctx.Done():
			return ctx.Err()
		case <-time.After(max(poll, 100*time.Millisecond)):
		}
	}
}

// anyPaused is the first of tokens that is paused, or the zero address.
func anyPaused(ctx context.Context, standing TokenStanding, tokens []common.Address) (common.Address, error) {
	for _, t := range tokens {
		paused, err := standing.Paused(ctx, t)
		if err != nil {
			return common.Address{}, err
		}
		if paused {
			return t, nil
		}
	}
	return common.Address{}, nil
}

// issuerMayExplain reports whether a refusal may be the token's issuer's doing: the token's own
// words or a library's (gasMayCure's kind), or the gateway's TokenPermitFailed (a paused
// token's permit reverts too).
func issuerMayExplain(err error) bool {
	return gasMayCure(err) || chain.RevertName(err) == "TokenPermitFailed"
}

// issuerRefusal explains a transfer refused without a rule of Paystead's contracts or Permit2
// (a library's "TRANSFER_FROM_FAILED", the token's own reason) by the issuer's controls, read
// now: ErrTokenPaused when a token is paused (the payment waits), or a refusal when the issuer
// bars the payer or the gateway. ok is false when the controls do not explain it.
func issuerRefusal(ctx context.Context, standing TokenStanding, gateway common.Address, payment chain.Payment) (r refusal, ok bool, err error) {
	if standing == nil {
		return refusal{}, false, nil
	}
	tokens := []common.Address{payment.Permit.Token}
	if payment.Invoice.PayoutToken != payment.Permit.Token {
		tokens = append(tokens, payment.Invoice.PayoutToken)
	}
	for _, t := range tokens {
		// Read now: the refusal may come from the block that paused it,
		// newer than the last reading.
		paused, err := standing.ReadPaused(ctx, t)
		if err != nil {
			return refusal{}, false, err
		}
		if paused {
			return refusal{}, false, fmt.Errorf("%w: token %s", ErrTokenPaused, t.Hex())
		}
	}
	barred, err := standing.IsBlacklisted(ctx, payment.Permit.Token, payment.Payer)
	if err != nil {
		return refusal{}, false, err
	}
	if barred {
		return refusal{FailFrozen, ReasonPayerFrozen}, true, nil
	}
	for _, t := range tokens {
		if barred, err = standing.IsBlacklisted(ctx, t, gateway); err != nil {
			return refusal{}, false, err
		}
		if barred {
			return refusal{FailOther, ReasonGatewayFrozen}, true, nil
		}
	}
	return refusal{}, false, nil
}

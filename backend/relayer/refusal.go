package relayer

import (
	"errors"
	"strings"

	"github.com/paystead/paystead/backend/chain"
)

// Classes of failed payments, the reason label of
// paystead_payments_failed_total. The payer's own (signature, funds,
// swap, invoice) come at some rate in any shop; reverted and other are
// never the payer's doing and call for an operator.
const (
	// FailSignature: the signed permit does not match, was used, or
	// expired.
	FailSignature = "signature"
	// FailFunds: the payer's balance or Permit2 approval is short.
	FailFunds = "funds"
	// FailSwap: the swap's price moved past what was signed, or swaps are
	// off.
	FailSwap = "swap"
	// FailInvoice: the invoice was paid, voided, expired or never staged.
	FailInvoice = "invoice"
	// FailFrozen: the token's issuer bars the paying wallet (Circle's
	// blacklist).
	FailFrozen = "frozen"
	// FailReverted: the payment's transaction was mined and reverted.
	FailReverted = "reverted"
	// FailOther: a refusal no class above explains.
	FailOther = "other"
)

// FailClasses lists every class, for a metric's series from the start.
var FailClasses = []string{FailSignature, FailFunds, FailSwap, FailInvoice, FailFrozen, FailReverted, FailOther}

// refusal is why a payment cannot settle: a class for the operator's
// metric and words for the payer.
type refusal struct{ class, words string }

// Payer-facing reasons for payments that cannot settle.
const (
	ReasonInvoiceFailed  = "the invoice could not be put on chain, so it cannot be paid; nothing was charged"
	ReasonSwapPriceMoved = "the price moved beyond the maximum you signed for; ask for a fresh quote and sign again"
	ReasonSwapOff        = "payments in this token are not available right now; pay in the invoice's token"
)

// explain turns a contract error into words for the payer and a class.
func explain(err error) refusal {
	if chain.SwapExceededMaximum(err) {
		return refusal{FailSwap, ReasonSwapPriceMoved}
	}
	if r, ok := tokenRefusal(err); ok {
		return r
	}
	switch chain.RevertName(err) {
	case "SwapRouterUnset":
		return refusal{FailSwap, ReasonSwapOff}
	case "SwapOutputShort":
		return refusal{FailSwap, "the swap delivered less than the invoice amount; nothing was paid, try again"}
	case "InvoiceNotPayable":
		return refusal{FailInvoice, "invoice already paid or not payable"}
	case "InvoiceExpired":
		return refusal{FailInvoice, "the invoice expired before the payment reached the chain; nothing was charged"}
	case "InvalidNonce":
		return refusal{FailSignature, "this signed permit was already used"}
	case "SignatureExpired":
		return refusal{FailSignature, "the signed permit expired"}
	case "InvalidSigner", "InvalidSignature", "InvalidSignatureLength":
		return refusal{FailSignature, "the signature does not match the permit"}
	case "ERC20InsufficientBalance":
		return refusal{FailFunds, "the payer's token balance is too low"}
	case "ERC20InsufficientAllowance":
		return refusal{FailFunds, "Permit2 is not approved to move the payer's tokens"}
	case "":
		if err == nil {
			return refusal{FailOther, "the payment reverted"}
		}
		return refusal{FailOther, err.Error()}
	default:
		return refusal{FailOther, err.Error()}
	}
}

// tokenRefusal explains a token's own words (Circle's FiatToken's Error(string) reasons) for an
// authorization or a transfer it refused.
func tokenRefusal(err error) (refusal, bool) {
	var re *chain.RevertError
	if !errors.As(err, &re) || re.Name != "Error" {
		return refusal{}, false
	}
	msg := err.Error()
	switch {
	case strings.Contains(msg, "invalid signature"):
		return refusal{FailSignature, "the signature does not match the payment"}, true
	case strings.Contains(msg, "authorization is used or canceled"):
		return refusal{FailSignature, "this signed authorization was already used or canceled"}, true
	case strings.Contains(msg, "authorization is expired"), strings.Contains(msg, "authorization is not yet valid"):
		return refusal{FailSignature, "the signed authorization expired"}, true
	case strings.Contains(msg, "transfer amount exceeds balance"):
		return refusal{FailFunds, "the payer's token balance is too low"}, true
	}
	return refusal{}, false
}

// gasMayCure reports whether a refusal may be a call that ran short of gas
// inside another contract rather than a rule the payment broke: a revert
// with no data, a library's Error(string) (Permit2's transfer helper says
// TRANSFER_FROM_FAILED whatever made the token's transfer fail, running
// out of gas included), or data no contract of Paystead's declares. A
// custom error of the gateway, Permit2 or the token names a rule, which
// more gas does not change.
func gasMayCure(err error) bool {
	var re *chain.RevertError
	if !errors.As(err, &re) {
		return true
	}
	if chain.SwapExceededMaximum(err) {
		return false // the router's own words for a price that moved
	}
	if _, ok := tokenRefusal(err); ok {
		return false // the token's own words for a rule the payment broke
	}
	return re.Name == "Error" || strings.HasPrefix(re.Name, "0x")
}

package checkoutapi

import "strings"

// The compliance gate's reasons, as the customer reads them: templates
// whose {name} placeholders the gate fills (FillReason). The hosted page
// recognises each and shows it in the customer's language; any other
// reason (a provider's, an older one) is shown as the server wrote it.
const (
	ReasonSanctioned     = "This wallet appears on a sanctions list, so it cannot pay this invoice. Nothing was charged."
	ReasonHighRisk       = "Compliance screening flagged this wallet as high risk, so it cannot pay this invoice. Nothing was charged. If you think this is a mistake, contact the merchant."
	ReasonMerchantDenied = "The merchant reviewed this wallet and declined payments from it. Nothing was charged. Contact the merchant if you have questions."
	// {token}: the token's symbol.
	ReasonIssuerFrozen = "The issuer of {token} has frozen this wallet, so it cannot send {token} and cannot pay this invoice. Nothing was charged."
	// {merchant}: the merchant's name.
	ReasonReview = "This wallet needs a manual compliance review before it can pay. We have contacted {merchant}, who will respond within 24 hours; after their review, try again with the same wallet."
)

// Reasons are the templates above, for the page's lookup and its tests.
var Reasons = []string{ReasonSanctioned, ReasonHighRisk, ReasonMerchantDenied, ReasonIssuerFrozen, ReasonReview}

// FillReason writes args (name, value, name, value…) into template's
// {name} placeholders.
func FillReason(template string, args ...string) string {
	for i := 0; i+1 < len(args); i += 2 {
		template = strings.ReplaceAll(template, "{"+args[i]+"}", args[i+1])
	}
	return template
}

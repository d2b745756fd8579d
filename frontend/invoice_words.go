package frontend

import (
	"errors"
	"fmt"
	"math/big"
	"strconv"
	"strings"
	"time"

	"github.com/paystead/paystead/sdk"
	"github.com/paystead/paystead/shared/apierr"
	"github.com/paystead/paystead/shared/checkoutapi"
)

// The hosted checkout's pure helpers: amounts, token units, countdowns and
// the words for statuses and failures. They run natively in tests.

// tokenDecimals is USDC's and EURC's: amounts on chain are millionths.
const tokenDecimals = 6

// formatUSD writes the invoice's decimal dollar amount ("19.99", "12.5",
// "1000") as people read prices: "$19.99", "$12.50", "$1,000.00". Digits
// beyond the cents are kept, never rounded away.
func formatUSD(amount string) string {
	whole, frac, _ := strings.Cut(strings.TrimSpace(amount), ".")
	if whole == "" {
		whole = "0"
	}
	for len(frac) < 2 {
		frac += "0"
	}
	return "$" + groupThousands(whole) + "." + frac
}

// groupThousands puts commas between groups of three digits.
func groupThousands(digits string) string {
	if len(digits) <= 3 {
		return digits
	}
	var b strings.Builder
	head := len(digits) % 3
	if head > 0 {
		b.WriteString(digits[:head])
	}
	for i := head; i < len(digits); i += 3 {
		if b.Len() > 0 {
			b.WriteByte(',')
		}
		b.WriteString(digits[i : i+3])
	}
	return b.String()
}

// formatUnits writes an amount in a token's smallest unit as a decimal
// number of tokens, with at least two decimals: 18512345 → "18.512345",
// 20000000 → "20.00".
func formatUnits(units *big.Int, decimals int) string {
	if units == nil {
		return "0.00"
	}
	neg := units.Sign() < 0
	digits := new(big.Int).Abs(units).String()
	for len(digits) <= decimals {
		digits = "0" + digits
	}
	whole, frac := digits[:len(digits)-decimals], strings.TrimRight(digits[len(digits)-decimals:], "0")
	for len(frac) < 2 {
		frac += "0"
	}
	s := groupThousands(whole) + "." + frac
	if neg {
		s = "-" + s
	}
	return s
}

// parseUnits reads an integer amount in a token's smallest unit, as the
// API writes it ("19990000").
func parseUnits(s string) (*big.Int, bool) {
	if s == "" || strings.TrimLeft(s, "0123456789") != "" {
		return nil, false
	}
	return new(big.Int).SetString(s, 10)
}

// parseQuantity reads a JSON-RPC hex quantity or 32-byte word ("0x1312d00").
// "0x" alone is zero, as some nodes answer for an empty return.
func parseQuantity(s string) (*big.Int, bool) {
	hex, ok := strings.CutPrefix(strings.ToLower(strings.TrimSpace(s)), "0x")
	if !ok || len(hex) > 64 {
		return nil, false
	}
	if hex == "" {
		return new(big.Int), true
	}
	return new(big.Int).SetString(hex, 16)
}

// balanceOfData is the calldata of ERC-20 balanceOf(owner).
func balanceOfData(owner string) string {
	addr := strings.TrimPrefix(strings.ToLower(owner), "0x")
	return "0x70a08231" + strings.Repeat("0", 64-len(addr)) + addr
}

// shortfall is how much of needed the balance lacks: nil when the balance
// covers it. Both are exact integers in the token's smallest unit.
func shortfall(balance, needed *big.Int) *big.Int {
	if balance.Cmp(needed) >= 0 {
		return nil
	}
	return new(big.Int).Sub(needed, balance)
}

// shortBalanceWords explains a balance that cannot cover the payment.
func shortBalanceWords(balance, needed *big.Int, token string) string {
	missing := shortfall(balance, needed)
	if missing == nil {
		return ""
	}
	return "Your wallet holds " + formatUnits(balance, tokenDecimals) + " " + token + ", but this payment needs " +
		formatUnits(needed, tokenDecimals) + " " + token + ". Add at least " + formatUnits(missing, tokenDecimals) + " " + token +
		" to this wallet (or connect another one), then try again."
}

// plural is n with its noun, singular for 1.
func plural(n int, one, many string) string {
	if n == 1 {
		return "1 " + one
	}
	return strconv.Itoa(n) + " " + many
}

// secondsLeft rounds what is left up to whole seconds, never below 0.
func secondsLeft(left time.Duration) int {
	if left <= 0 {
		return 0
	}
	return int((left + time.Second - 1) / time.Second)
}

// quoteExpiryText is the live line under a quote.
func quoteExpiryText(left time.Duration) string {
	s := secondsLeft(left)
	if s == 0 {
		return "This price has expired; getting a new one…"
	}
	return "Price held for " + plural(s, "more second", "more seconds") + "."
}

// redirectText is the countdown before the page returns to the merchant.
func redirectText(seconds int, merchant string) string {
	if merchant == "" {
		merchant = "the shop"
	}
	if seconds <= 0 {
		return "Taking you back to " + merchant + " now…"
	}
	return "Taking you back to " + merchant + " in " + plural(seconds, "second", "seconds") + "."
}

// formatWhen is a time for the page: unambiguous, the same on the server
// and in the browser.
func formatWhen(t time.Time) string {
	return t.UTC().Format("Monday 2 January 2006, 15:04 UTC")
}

// payable reports whether an invoice in status can be paid: open, or
// staging (its staging transaction is not mined yet, and the payment goes
// out after it).
func payable(status string) bool { return status == "open" || status == "staging" }

// invoiceStatusWords says an invoice's status (invoiceapi.View.Status). A
// customer need not know that an invoice is still being staged: it is
// awaiting payment all the same.
func invoiceStatusWords(status string) string {
	switch status {
	case "staging", "open":
		return "Awaiting payment"
	case "paid":
		return "Paid"
	case "claimed":
		return "Paid"
	case "refunded":
		return "Refunded"
	case "failed":
		return "Cannot be paid"
	case "expired":
		return "Expired"
	case "voided":
		return "Cancelled"
	}
	return "Unknown"
}

// expiryWords says how long an unpaid invoice stays payable: the time
// left to the second within the last hour, in minutes within the last
// day, and the day and time before that.
func expiryWords(at, now time.Time) string {
	left := at.Sub(now)
	switch {
	case left <= 0:
		return "This invoice has expired."
	case left < time.Hour:
		s := int(left.Round(time.Second) / time.Second)
		return fmt.Sprintf("Pay within %d:%02d (minutes:seconds).", s/60, s%60)
	case left < 24*time.Hour:
		m := int(left.Round(time.Minute) / time.Minute)
		return fmt.Sprintf("Pay within %d h %02d min, by %s.", m/60, m%60, formatWhen(at))
	}
	return "Pay by " + formatWhen(at) + "."
}

// invoiceStatusTone is the badge colour of a status.
func invoiceStatusTone(status string) string {
	switch status {
	case "paid", "claimed":
		return "ok"
	case "failed", "expired", "voided":
		return "bad"
	}
	return "warn"
}

// progressWords says where a submitted payment is (spec 4.4).
func progressWords(status string) string {
	switch status {
	case checkoutapi.StatusPending:
		return "Payment received by Paystead; it is queued to be sent to the network."
	case checkoutapi.StatusProcessing:
		return "Payment sent to the network; waiting for it to be confirmed."
	case checkoutapi.StatusSettled:
		return "Payment confirmed."
	case checkoutapi.StatusRefunded:
		return "Payment confirmed, then refunded by the merchant."
	case checkoutapi.StatusFailed:
		return "The payment did not go through. Nothing was taken from your wallet."
	}
	return "Checking the payment…"
}

// validInvoiceID reports whether id looks like an invoice id: 0x and 64
// hex digits.
func validInvoiceID(id string) bool {
	hex, ok := strings.CutPrefix(id, "0x")
	if !ok || len(hex) != 64 {
		return false
	}
	return strings.TrimLeft(hex, "0123456789abcdefABCDEF") == ""
}

// httpURL reports whether u may be navigated to: only http(s) addresses,
// never javascript: or data:.
func httpURL(u string) bool {
	l := strings.ToLower(strings.TrimSpace(u))
	return strings.HasPrefix(l, "https://") || strings.HasPrefix(l, "http://")
}

// reviewNote is added under a review decision's reason unless the reason
// already says it (spec 4.2: the merchant is contacted within 24 hours).
func reviewNote(reason string) string {
	if strings.Contains(reason, "24 hours") {
		return ""
	}
	return "The merchant has been contacted and will respond within 24 hours."
}

// apiErrorWords explains a failed call to Paystead while doing something
// ("load the invoice"), with what to do next.
func apiErrorWords(err error, doing string) string {
	var ce *sdk.ClientError
	if !errors.As(err, &ce) {
		return "We couldn't " + doing + ": " + err.Error() + ". Please try again."
	}
	switch ce.ServerCode {
	case apierr.NotFound:
		return "We can't find this invoice. Check that the link is complete."
	case apierr.InvoiceNotOpen:
		return "This invoice is no longer open for payment."
	case apierr.ComplianceUnavailable:
		return "The wallet check is unavailable right now, so we can't take the payment yet. Nothing was charged. Please try again in a few minutes."
	case apierr.ComplianceRequired:
		return "Your wallet's clearance to pay has expired. We'll check it again before you pay."
	case apierr.InvalidSignature:
		return "The signature your wallet made doesn't match this payment, so nothing was sent. Please try again, and sign with the wallet you connected."
	case apierr.SwapUnavailable, apierr.NoLiquidity:
		return "We can't get a EURC price right now, so this invoice can't be paid in EURC at the moment. Please try again shortly."
	case apierr.RateLimited:
		return "Too many attempts in a short time. Please wait a few seconds, then try again."
	case apierr.BadBody:
		msg := "Paystead refused the request to " + doing
		if ce.Detail != "" {
			msg += ": " + ce.Detail
		} else if len(ce.Fields) > 0 {
			msg += ": " + ce.Fields[0].Field + " " + ce.Fields[0].Message
		}
		return msg + ". Please try again; if it keeps happening, contact the merchant."
	}
	switch {
	case ce.Code == sdk.CodeNetwork:
		return "We couldn't reach Paystead to " + doing + ". Check your internet connection, then try again."
	case ce.Code == sdk.CodeTimeout:
		return "Paystead took too long to answer while trying to " + doing + ". Please try again."
	case ce.Status >= 500:
		return "Paystead had a problem while trying to " + doing + " (error " + strconv.Itoa(ce.Status) + "). Nothing was charged. Please try again in a moment."
	}
	return "We couldn't " + doing + ". Please try again."
}

// walletErrorWords explains a wallet's refusal while doing something
// ("connect", "approve the token").
func walletErrorWords(err error, doing string) string {
	if userRejected(err) {
		return "You declined the request in your wallet, so we didn't " + doing + ". Nothing was paid. When you're ready, try again."
	}
	var we *walletError
	if errors.As(err, &we) && we.Code == -32002 {
		return "Your wallet already has a request waiting. Open your wallet, answer it, then try again."
	}
	return "Your wallet couldn't " + doing + ": " + err.Error() + ". Please try again."
}

func itoa64(n int64) string { return strconv.FormatInt(n, 10) }

// attrSafeURL percent-encodes what must not appear raw in a URL written
// into an HTML attribute. go-app prerenders attribute values with Go
// quoting, not HTML escaping, so a raw double quote would end the
// attribute; the server refuses such URLs at invoice creation, and this
// keeps the page safe for any that predate that.
func attrSafeURL(u string) string {
	var b strings.Builder
	for i := 0; i < len(u); i++ {
		c := u[i]
		if c <= ' ' || c == 0x7f || strings.IndexByte("\"<>\\`", c) >= 0 {
			fmt.Fprintf(&b, "%%%02X", c)
			continue
		}
		b.WriteByte(c)
	}
	return b.String()
}

// invoiceTitle is the page title naming the merchant. go-app also writes
// the title into <meta content="…"> with Go quoting, not HTML escaping, so
// a double quote in a merchant's name would end the attribute there; it
// becomes a typographic one.
func invoiceTitle(merchant string) string {
	return "Pay " + strings.ReplaceAll(merchant, `"`, "”") + " · Paystead"
}

// receiptTitle is the title of a paid invoice's page: its receipt.
func receiptTitle(merchant string) string {
	return "Receipt from " + strings.ReplaceAll(merchant, `"`, "”") + " · Paystead"
}

// paidStatus reports whether an invoice in status was paid (and its page
// is a receipt): paid, or claimed by the merchant since.
func paidStatus(status string) bool { return status == "paid" || status == "claimed" }

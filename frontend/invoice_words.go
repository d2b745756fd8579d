package frontend

import (
	"errors"
	"fmt"
	"github.com/maxence-charriere/go-app/v10/pkg/app"
	"math/big"
	"strconv"
	"strings"
	"time"

	"github.com/paystead/paystead/frontend/i18n"
	"github.com/paystead/paystead/sdk"
	"github.com/paystead/paystead/shared/apierr"
	"github.com/paystead/paystead/shared/checkoutapi"
)

// The hosted checkout's pure helpers: amounts, token units, countdowns and
// the words for statuses and failures. They run natively in tests.

// formatUSD writes the invoice's decimal dollar amount ("19.99", "12.5",
// "1000") as the locale reads prices: "$19.99", "$12.50", "$1,000.00" in
// English. Digits beyond the cents are kept, never rounded away.
func formatUSD(l *i18n.Locale, amount string) string { return l.USD(amount) }

// formatUnits writes an amount in a token's smallest unit as a decimal
// number of tokens in the locale, with at least two decimals: 18512345 →
// "18.512345", 20000000 → "20.00" in English.
func formatUnits(l *i18n.Locale, units *big.Int, decimals int) string {
	whole, frac := splitUnits(units, decimals)
	return l.Decimal(whole, frac)
}

// formatToken is formatUnits with the token's symbol, in its decimals:
// "18.51 EURC".
func formatToken(l *i18n.Locale, units *big.Int, symbol string) string {
	whole, frac := splitUnits(units, tokenOf(symbol).Decimals)
	return l.Token(whole, frac, symbol)
}

// splitUnits is units as whole tokens and at least two decimals.
func splitUnits(units *big.Int, decimals int) (whole, frac string) {
	if units == nil {
		return "0", "00"
	}
	neg := units.Sign() < 0
	digits := new(big.Int).Abs(units).String()
	for len(digits) <= decimals {
		digits = "0" + digits
	}
	whole, frac = digits[:len(digits)-decimals], strings.TrimRight(digits[len(digits)-decimals:], "0")
	for len(frac) < 2 {
		frac += "0"
	}
	if neg {
		whole = "-" + whole
	}
	return whole, frac
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
func shortBalanceWords(l *i18n.Locale, balance, needed *big.Int, token string) string {
	missing := shortfall(balance, needed)
	if missing == nil {
		return ""
	}
	return l.T("Your wallet holds {balance}, but this payment needs {needed}. Add at least {missing} to this wallet (or connect another one), then try again.",
		"balance", formatToken(l, balance, token), "needed", formatToken(l, needed, token), "missing", formatToken(l, missing, token))
}

// secondsLeft rounds what is left up to whole seconds, never below 0.
func secondsLeft(left time.Duration) int {
	if left <= 0 {
		return 0
	}
	return int((left + time.Second - 1) / time.Second)
}

// quoteExpiryText is the live line under a quote.
func quoteExpiryText(l *i18n.Locale, left time.Duration) string {
	s := secondsLeft(left)
	if s == 0 {
		return l.T("This price has expired; getting a new one…")
	}
	return l.N(s, "Price held for {n} more second.", "Price held for {n} more seconds.")
}

// redirectText is the countdown before the page returns to the merchant.
func redirectText(l *i18n.Locale, seconds int, merchant string) string {
	if merchant == "" {
		merchant = l.T("the shop")
	}
	if seconds <= 0 {
		return l.T("Taking you back to {merchant} now…", "merchant", merchant)
	}
	return l.N(seconds, "Taking you back to {merchant} in {n} second.", "Taking you back to {merchant} in {n} seconds.", "merchant", merchant)
}

// formatWhen is a time for the page: unambiguous in UTC, the same on the server and in the
// browser, which adds the customer's own clock beside it (#36).
func formatWhen(l *i18n.Locale, t time.Time) string { return formatWhenAt(l, t, browserOffset(t)) }

// formatWhenAt is formatWhen for a reader offset minutes east of UTC (0: UTC alone): the
// local time beside UTC, with its weekday when the local day is another.
func formatWhenAt(l *i18n.Locale, t time.Time, offset int) string {
	s := l.Date(t)
	if offset == 0 {
		return s
	}
	local := t.In(time.FixedZone("", offset*60))
	clock := local.Format("15:04")
	if local.Day() != t.UTC().Day() {
		clock = l.T(local.Weekday().String()) + " " + clock
	}
	return s + " (" + l.T("{time} your time", "time", clock) + ")"
}

// browserOffset is the browser's offset from UTC at t, in minutes east; 0 on the server.
func browserOffset(t time.Time) int {
	if app.IsServer {
		return 0
	}
	return -app.Window().Get("Date").New(float64(t.UnixMilli())).Call("getTimezoneOffset").Int()
}

// payable reports whether an invoice in status can be paid: open, or
// staging (its staging transaction is not mined yet, and the payment goes
// out after it).
func payable(status string) bool { return status == "open" || status == "staging" }

// invoiceStatusWords says an invoice's status (invoiceapi.View.Status). A
// customer need not know that an invoice is still being staged: it is
// awaiting payment all the same.
func invoiceStatusWords(l *i18n.Locale, status string) string {
	switch status {
	case "staging", "open":
		return l.T("Awaiting payment")
	case "paid", "claimed":
		return l.T("Paid")
	case "refunded":
		return l.T("Refunded")
	case "failed":
		return l.T("Cannot be paid")
	case "expired":
		return l.T("Expired")
	case "voided":
		return l.T("Cancelled")
	}
	return l.T("Unknown")
}

// expiryWords says how long an unpaid invoice stays payable: the time
// left to the second within the last hour, in minutes within the last
// day, and the day and time before that.
func expiryWords(l *i18n.Locale, at, now time.Time) string {
	left := at.Sub(now)
	switch {
	case left <= 0:
		return l.T("This invoice has expired.")
	case left < time.Hour:
		s := int(left.Round(time.Second) / time.Second)
		return l.T("Pay within {clock} (minutes:seconds).", "clock", fmt.Sprintf("%d:%02d", s/60, s%60))
	case left < 24*time.Hour:
		m := int(left.Round(time.Minute) / time.Minute)
		return l.T("Pay within {hours} h {minutes} min, by {when}.", "hours", strconv.Itoa(m/60), "minutes", fmt.Sprintf("%02d", m%60), "when", formatWhen(l, at))
	}
	return l.T("Pay by {when}.", "when", formatWhen(l, at))
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
func progressWords(l *i18n.Locale, status string) string {
	switch status {
	case checkoutapi.StatusPending:
		return l.T("Payment received by Paystead; it is queued to be sent to the network.")
	case checkoutapi.StatusProcessing:
		return l.T("Payment sent to the network; waiting for it to be confirmed.")
	case checkoutapi.StatusSettled:
		return l.T("Payment confirmed.")
	case checkoutapi.StatusRefunded:
		return l.T("Payment confirmed, then refunded by the merchant.")
	case checkoutapi.StatusFailed:
		return l.T("The payment did not go through. Nothing was taken from your wallet.")
	}
	return l.T("Checking the payment…")
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
func reviewNote(l *i18n.Locale, reason string) string {
	if strings.Contains(reason, "24 hours") {
		return ""
	}
	return l.T("The merchant has been contacted and will respond within 24 hours.")
}

// words is text the page shows for a while (an error, what it waits for),
// kept as a way to say it rather than as the words, so that switching
// languages re-says it; nil is nothing to say.
type words func(l *i18n.Locale) string

// in says w in l ("" for nil).
func (w words) in(l *i18n.Locale) string {
	if w == nil {
		return ""
	}
	return w(l)
}

// say is the words of one message, translated when shown.
func say(msg string, pairs ...string) words {
	return func(l *i18n.Locale) string { return l.T(msg, pairs...) }
}

// apiFailure is apiErrorWords, said in the language shown.
func apiFailure(err error, doing string) words {
	return func(l *i18n.Locale) string { return apiErrorWords(l, err, doing) }
}

// walletRefusal is walletErrorWords, said in the language shown.
func walletRefusal(err error, doing string) words {
	return func(l *i18n.Locale) string { return walletErrorWords(l, err, doing) }
}

// msg marks an English message that is translated where it is used (a
// phrase passed to apiErrorWords or walletErrorWords), so that the
// catalogue test finds it; it returns its argument.
func msg(english string) string { return english }

// apiErrorWords explains a failed call to Paystead while doing something
// (msg("load this invoice")), with what to do next.
func apiErrorWords(l *i18n.Locale, err error, doing string) string {
	doing = l.T(doing)
	var ce *sdk.ClientError
	if !errors.As(err, &ce) {
		return l.T("We couldn't {doing}: {error}. Please try again.", "doing", doing, "error", err.Error())
	}
	switch ce.ServerCode {
	case apierr.NotFound:
		return l.T("We can't find this invoice. Check that the link is complete.")
	case apierr.InvoiceNotOpen:
		return l.T("This invoice is no longer open for payment.")
	case apierr.ComplianceUnavailable:
		return l.T("The wallet check is unavailable right now, so we can't take the payment yet. Nothing was charged. Please try again in a few minutes.")
	case apierr.ComplianceRequired:
		return l.T("Your wallet's clearance to pay has expired. We'll check it again before you pay.")
	case apierr.InvalidSignature:
		return l.T("The signature your wallet made doesn't match this payment, so nothing was sent. Please try again, and sign with the wallet you connected.")
	case apierr.WalletFrozen:
		return l.T("The token's issuer has frozen this wallet, so it can't send this token. Nothing was charged.")
	case apierr.TokenPaused:
		return l.T("The token's issuer has paused all transfers of it for now, so no payment in it can go through. Nothing was charged. Please try again later.")
	case apierr.SwapUnavailable, apierr.NoLiquidity:
		return l.T("We can't get a price right now, so this invoice can't be paid in this token at the moment. Please try again shortly.")
	case apierr.RateLimited:
		return l.T("Too many attempts in a short time. Please wait a few seconds, then try again.")
	case apierr.BadBody:
		detail := ce.Detail
		if detail == "" && len(ce.Fields) > 0 {
			detail = ce.Fields[0].Field + " " + ce.Fields[0].Message
		}
		if detail == "" {
			return l.T("Paystead refused the request to {doing}. Please try again; if it keeps happening, contact the merchant.", "doing", doing)
		}
		return l.T("Paystead refused the request to {doing}: {detail}. Please try again; if it keeps happening, contact the merchant.", "doing", doing, "detail", detail)
	}
	switch {
	case ce.Code == sdk.CodeNetwork:
		return l.T("We couldn't reach Paystead to {doing}. Check your internet connection, then try again.", "doing", doing)
	case ce.Code == sdk.CodeTimeout:
		return l.T("Paystead took too long to answer while trying to {doing}. Please try again.", "doing", doing)
	case ce.Status >= 500:
		return l.T("Paystead had a problem while trying to {doing} (error {status}). Nothing was charged. Please try again in a moment.", "doing", doing, "status", strconv.Itoa(ce.Status))
	}
	return l.T("We couldn't {doing}. Please try again.", "doing", doing)
}

// walletErrorWords explains a wallet's refusal while doing something
// (msg("connect your wallet")).
func walletErrorWords(l *i18n.Locale, err error, doing string) string {
	doing = l.T(doing)
	if userRejected(err) {
		return l.T("You declined the request in your wallet, so we didn't {doing}. Nothing was paid. When you're ready, try again.", "doing", doing)
	}
	var we *walletError
	if errors.As(err, &we) && we.Code == -32002 {
		return l.T("Your wallet already has a request waiting. Open your wallet, answer it, then try again.")
	}
	return l.T("Your wallet couldn't {doing}: {error}. Please try again.", "doing", doing, "error", err.Error())
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
func invoiceTitle(l *i18n.Locale, merchant string) string {
	return l.T("Pay {merchant}", "merchant", strings.ReplaceAll(merchant, `"`, "”")) + " · Paystead"
}

// receiptTitle is the title of a paid invoice's page: its receipt.
func receiptTitle(l *i18n.Locale, merchant string) string {
	return l.T("Receipt from {merchant}", "merchant", strings.ReplaceAll(merchant, `"`, "”")) + " · Paystead"
}

// paidStatus reports whether an invoice in status was paid (and its page
// is a receipt): paid, or claimed by the merchant since.
func paidStatus(status string) bool { return status == "paid" || status == "claimed" }

// ceilCents is a decimal amount rounded up to the cent ("18.512345" → "18.52"): a price shown
// as "at most" never understates it. An amount that does not parse is returned as it is.
func ceilCents(amount string) string {
	r, ok := new(big.Rat).SetString(amount)
	if !ok || r.Sign() < 0 {
		return amount
	}
	cents := new(big.Rat).Mul(r, big.NewRat(100, 1))
	n := new(big.Int).Quo(cents.Num(), cents.Denom())
	if new(big.Rat).SetInt(n).Cmp(cents) < 0 {
		n.Add(n, big.NewInt(1))
	}
	whole, frac := new(big.Int).QuoRem(n, big.NewInt(100), new(big.Int))
	return whole.String() + "." + fmt.Sprintf("%02d", frac.Int64())
}

// formatDecimalToken writes a decimal token amount as the API gives it
// ("18.512345") in the locale, with the token's symbol.
func formatDecimalToken(l *i18n.Locale, amount, symbol string) string {
	whole, frac, _ := strings.Cut(amount, ".")
	return l.Token(whole, frac, symbol)
}

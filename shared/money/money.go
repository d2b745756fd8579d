// Package money parses and formats token amounts exactly. An amount is an
// integer count of a token's smallest unit (USDC and EURC have 6 decimals,
// so 19.99 is 19 990 000 units); floats never appear, because 0.1+0.2 is
// not a price anyone agreed to.
//
// Amounts are *big.Int: invoice amounts fit an int64, but quotes and escrow
// rollups carry on-chain uint256 values, and one type for both keeps callers
// from converting back and forth. Callers that store an int64 check the
// bound themselves (see shared/invoiceapi).
package money

import (
	"errors"
	"fmt"
	"math/big"
	"strconv"
	"strings"

	"github.com/paystead/paystead/shared/truncate"
)

// StablecoinDecimals is the number of decimals of USDC and EURC.
const StablecoinDecimals = 6

// MaxDigits bounds the number of decimal digits of a parsed amount in
// units. 78 digits hold every uint256, the largest amount a token contract
// can represent; the bound also stops "1e999999999" from allocating a
// gigabyte-sized integer.
const MaxDigits = 78

// Errors of ParseDecimal, wrapped with the offending text; test with
// errors.Is.
var (
	// ErrSyntax: the text is not a decimal number (JSON number grammar).
	ErrSyntax = errors.New("not a decimal number")
	// ErrNegative: the text carries a minus sign; amounts are never negative.
	ErrNegative = errors.New("amount is negative")
	// ErrPrecision: the value has more fractional digits than the token has
	// decimals, so it cannot be represented without rounding.
	ErrPrecision = errors.New("amount has too many decimal places")
	// ErrRange: the value in units has more than MaxDigits digits.
	ErrRange = errors.New("amount is too large")
)

// ParseDecimal returns s, a decimal amount of a token with the given
// decimals, as an exact integer number of units:
// ParseDecimal("19.99", 6) is 19990000.
//
// s must follow the JSON number grammar (RFC 8259 section 6) without a
// minus sign: digits, an optional fraction, an optional exponent
// ("1.5e1", "15E+0", "1500e-2" are all 15). No leading '+', no leading
// zeros ("007"), no ".5" or "5.", no whitespace, no NaN or Infinity, no
// hex. The rule for precision is exactness: the value must be a whole
// number of units, so "0.000001" and "1e-6" parse with 6 decimals while
// "0.0000001" and "1e-7" fail with ErrPrecision. Trailing zeros beyond
// the token's decimals do not lose precision and are accepted
// ("1.50000000" is 1500000 units). "-0" is refused with ErrNegative like
// every other signed value.
func ParseDecimal(s string, decimals int) (*big.Int, error) {
	if decimals < 0 || decimals > MaxDigits {
		return nil, fmt.Errorf("money: %d decimals is out of range 0..%d", decimals, MaxDigits)
	}
	n, err := scan(s)
	if err != nil {
		return nil, fmt.Errorf("%w: %s", err, quoteShort(s))
	}

	// digits holds the significant digits with leading zeros removed;
	// value = digits * 10^shift units.
	digits := strings.TrimLeft(n.intPart+n.fracPart, "0")
	if digits == "" {
		return new(big.Int), nil
	}
	trimmed := strings.TrimRight(digits, "0")
	shift := n.exp - int64(len(n.fracPart)) + int64(decimals) + int64(len(digits)-len(trimmed))
	digits = trimmed

	if shift < 0 {
		return nil, fmt.Errorf("%w: %s has more than %d", ErrPrecision, quoteShort(s), decimals)
	}
	if int64(len(digits))+shift > MaxDigits {
		return nil, fmt.Errorf("%w: %s", ErrRange, quoteShort(s))
	}
	units, ok := new(big.Int).SetString(digits+strings.Repeat("0", int(shift)), 10)
	if !ok { // unreachable: digits are ASCII decimal digits
		return nil, fmt.Errorf("%w: %s", ErrSyntax, quoteShort(s))
	}
	return units, nil
}

// ParsePlainDecimal is ParseDecimal for the API's decimal strings
// ("1.25"): digits and an optional fraction, with no exponent, so that
// "1e1" is refused instead of read as 10.
func ParsePlainDecimal(s string, decimals int) (*big.Int, error) {
	if strings.ContainsAny(s, "eE") {
		return nil, fmt.Errorf("%w: %s has an exponent", ErrSyntax, quoteShort(s))
	}
	return ParseDecimal(s, decimals)
}

// number is s split at its grammar's seams.
type number struct {
	intPart  string // "0" or a digit run not starting with 0
	fracPart string // digits after '.', possibly empty
	exp      int64  // exponent, clamped to ±maxExp
}

// maxExp clamps exponents: anything beyond it is already far outside
// MaxDigits or impossible to satisfy with a bounded input, and clamping
// keeps the arithmetic in ParseDecimal free of overflow.
const maxExp = 1 << 40

func scan(s string) (number, error) {
	var n number
	i := 0
	if i < len(s) && s[i] == '-' {
		// Check the rest so that "-x" is a syntax error, not a sign error.
		if _, err := scan(s[1:]); err != nil {
			return n, ErrSyntax
		}
		return n, ErrNegative
	}
	start := i
	for i < len(s) && isDigit(s[i]) {
		i++
	}
	n.intPart = s[start:i]
	switch {
	case n.intPart == "":
		return n, ErrSyntax
	case len(n.intPart) > 1 && n.intPart[0] == '0':
		return n, ErrSyntax
	}
	if i < len(s) && s[i] == '.' {
		i++
		start = i
		for i < len(s) && isDigit(s[i]) {
			i++
		}
		n.fracPart = s[start:i]
		if n.fracPart == "" {
			return n, ErrSyntax
		}
	}
	if i < len(s) && (s[i] == 'e' || s[i] == 'E') {
		i++
		negative := false
		if i < len(s) && (s[i] == '+' || s[i] == '-') {
			negative = s[i] == '-'
			i++
		}
		start = i
		for i < len(s) && isDigit(s[i]) {
			i++
		}
		if start == i {
			return n, ErrSyntax
		}
		exp, err := strconv.ParseInt(s[start:i], 10, 64)
		if err != nil || exp > maxExp {
			exp = maxExp
		}
		if negative {
			exp = -exp
		}
		n.exp = exp
	}
	if i != len(s) {
		return n, ErrSyntax
	}
	return n, nil
}

func isDigit(c byte) bool { return '0' <= c && c <= '9' }

// quoteShort quotes s for an error message, cut to a readable length so a
// 60 KB number does not end up in a log line or a response.
func quoteShort(s string) string {
	if short, cut := truncate.String(s, 40); cut {
		return strconv.Quote(short) + "…"
	}
	return strconv.Quote(s)
}

// FormatDecimal renders units of a token with the given decimals as a
// plain decimal string: FormatDecimal(19990000, 6) is "19.99". Trailing
// fractional zeros are trimmed, zero is "0", there is never an exponent,
// and a negative amount gets a leading '-' (ParseDecimal refuses those).
// A nil units is "0". It panics if decimals is negative, like a bad base
// in strconv.
func FormatDecimal(units *big.Int, decimals int) string {
	if decimals < 0 {
		panic(fmt.Sprintf("money: FormatDecimal with %d decimals", decimals))
	}
	if units == nil || units.Sign() == 0 {
		return "0"
	}
	digits := new(big.Int).Abs(units).String()
	sign := ""
	if units.Sign() < 0 {
		sign = "-"
	}
	if len(digits) <= decimals {
		digits = strings.Repeat("0", decimals-len(digits)+1) + digits
	}
	intPart, fracPart := digits[:len(digits)-decimals], strings.TrimRight(digits[len(digits)-decimals:], "0")
	if fracPart == "" {
		return sign + intPart
	}
	return sign + intPart + "." + fracPart
}

// FormatUnits is FormatDecimal for amounts held in an int64, such as
// invoice amounts.
func FormatUnits(units int64, decimals int) string {
	return FormatDecimal(big.NewInt(units), decimals)
}
